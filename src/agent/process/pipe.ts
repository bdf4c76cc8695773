/**
 * The CLI's stdout as a pipe. Node gives a child's `stdio: 'pipe'` a Unix socket pair, and a CLI
 * that writes its stream line by line into a socket costs more on both sides than into a pipe
 * (`npm run bench` measures both: more wall time, and more CPU in the reader). Node has no call for pipe(2), so this is a named pipe (FIFO) in a private
 * folder, opened at both ends and unlinked at once: the CLI gets the write end as its stdout and
 * we read the other end as a stream. End of file comes, as with the socket, once every process
 * holding the write end closed it.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export interface StdoutPipe {
  /** For the child's stdio; the caller closes it once the child started (or failed to). */
  writeFd: number
  /** Our end. */
  stream: net.Socket
}

/**
 * Undefined when no FIFO can be made here (Windows has none: Node's own pipe is used there; no
 * `mkfifo`, a read-only temp folder…).
 */
export function openPipe(
  tmp: string,
  host: NodeJS.Platform = process.platform
): StdoutPipe | undefined {
  if (host === 'win32') return undefined
  let dir: string | undefined
  let readFd: number | undefined
  let writeFd: number | undefined
  try {
    dir = fs.mkdtempSync(path.join(tmp, 'cursor-agent-pipe-'))
    const fifo = path.join(dir, 'stdout')
    const made = spawnSync('mkfifo', ['-m', '600', fifo], { stdio: 'ignore', timeout: 5000 })
    if (made.status !== 0) return undefined
    // The read end first, without blocking (no writer yet); then the write end, blocking, as a
    // program's stdout is expected to be.
    readFd = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK)
    writeFd = fs.openSync(fifo, fs.constants.O_WRONLY)
    const stream = new net.Socket({ fd: readFd, readable: true, writable: false })
    return { writeFd, stream }
  } catch {
    for (const fd of [readFd, writeFd]) if (fd !== undefined) closeQuietly(fd)
    return undefined
  } finally {
    if (dir !== undefined) removeFolder(dir)
  }
}

/** The pipe's folder and what is in it (the FIFO at most): two calls, not a recursive removal. */
function removeFolder(dir: string): void {
  try {
    for (const name of fs.readdirSync(dir)) fs.unlinkSync(path.join(dir, name))
    fs.rmdirSync(dir)
  } catch {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export function closeQuietly(fd: number): void {
  try {
    fs.closeSync(fd)
  } catch {
    // Already closed.
  }
}
