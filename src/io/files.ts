/**
 * Files the agent can reach (the workspace, RUNNER_TEMP, the runner's own files): read without
 * following a link the agent planted and without blocking on a FIFO or a device it left there.
 * Every adapter that touches such a path goes through here.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LineSplitter } from '../core/stream/lines.js'

const CHUNK = 1024 * 1024

/**
 * What `open` needs to never follow a symlink and never wait for a FIFO's writer or a device
 * (both flags are missing on Windows, where neither kind of file is made by a shell command).
 */
const FLAGS: Partial<typeof fs.constants> = fs.constants
const OPEN_FLAGS = fs.constants.O_RDONLY | (FLAGS.O_NOFOLLOW ?? 0) | (FLAGS.O_NONBLOCK ?? 0)

/**
 * A descriptor for `file` when it is a regular file itself, else undefined. The agent can leave a
 * symlink to a FIFO (open() would wait for a writer for ever, and a blocked open cannot be
 * interrupted by SIGTERM), to /dev/zero (an endless read) or to a file outside the workspace, and
 * a process it left can swap what a path points at between two calls. So the check is made on the
 * descriptor, after an open that cannot follow the last symlink and cannot block.
 */
function openRegular(file: string): number | undefined {
  let fd: number
  try {
    fd = fs.openSync(file, OPEN_FLAGS)
  } catch {
    return undefined
  }
  try {
    if (fs.fstatSync(fd).isFile()) return fd
  } catch {
    // Treated like any other file that is not a regular file.
  }
  fs.closeSync(fd)
  return undefined
}

/** lstat (never follows a symlink), or undefined when nothing is there or it cannot be read. */
export function lstat(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file)
  } catch {
    return undefined
  }
}

/** A small file's text, or why it was not read. */
export type SmallFile =
  { kind: 'absent' } | { kind: 'refused'; why: string } | { kind: 'text'; text: string }

/**
 * The text of a regular file of at most `max` bytes, read through one descriptor: never through a
 * link at its name (unless `follow`: a file outside the workspace, such as `~/.cursor/mcp.json`,
 * which may be a dotfile link), never blocking on a FIFO or a device, never more than `max` bytes
 * however the file grows while it is read.
 */
export function readSmall(file: string, max: number, follow = false): SmallFile {
  const st = lstat(file)
  if (st === undefined) return { kind: 'absent' }
  if (st.isSymbolicLink() && !follow) return { kind: 'refused', why: 'a symbolic link' }
  let fd: number
  try {
    fd = fs.openSync(file, follow ? OPEN_FLAGS & ~(FLAGS.O_NOFOLLOW ?? 0) : OPEN_FLAGS)
  } catch (error) {
    return { kind: 'refused', why: (error as NodeJS.ErrnoException).code ?? 'unreadable' }
  }
  try {
    if (!fs.fstatSync(fd).isFile()) return { kind: 'refused', why: 'not a regular file' }
    const buf = Buffer.alloc(max + 1)
    let n = 0
    for (let got = 1; got > 0 && n <= max; n += got)
      got = fs.readSync(fd, buf, n, max + 1 - n, null)
    if (n > max) return { kind: 'refused', why: `larger than ${max} bytes` }
    return { kind: 'text', text: buf.subarray(0, n).toString('utf8') }
  } catch (error) {
    return { kind: 'refused', why: (error as NodeJS.ErrnoException).code ?? 'unreadable' }
  } finally {
    fs.closeSync(fd)
  }
}

/** Whether anything (a dangling symlink too) is at this path. Never follows a symlink. */
export function present(file: string): boolean {
  return lstat(file) !== undefined
}

/**
 * The file's content hash, read in 1 MiB pieces: a 1 GiB file costs 1 MiB of memory. A symlink is
 * hashed by its target path, as git stores it, and never followed; '' when nothing is there,
 * `not-a-file` for a FIFO, a socket or a device.
 */
export function hashFile(file: string): string {
  const st = lstat(file)
  if (st === undefined) return ''
  if (st.isSymbolicLink()) {
    try {
      return `link:${createHash('sha1').update(fs.readlinkSync(file)).digest('hex')}`
    } catch {
      return 'link:'
    }
  }
  if (!st.isFile()) return 'not-a-file'
  const fd = openRegular(file)
  if (fd === undefined) return present(file) ? 'not-a-file' : ''
  try {
    const hash = createHash('sha1')
    const buf = Buffer.allocUnsafe(CHUNK)
    for (;;) {
      const n = fs.readSync(fd, buf, 0, CHUNK, null)
      if (n === 0) break
      hash.update(buf.subarray(0, n))
    }
    return hash.digest('hex')
  } catch {
    return ''
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * The content of `file` when it is a regular file itself (never through a link, never blocking
 * on a FIFO or a device) of at most `limit` bytes; undefined otherwise. Reads what the file held
 * when it was opened, up to its size then: a file that grows meanwhile is not read for ever.
 */
export function readRegular(file: string, limit: number): Buffer | undefined {
  const fd = openRegular(file)
  if (fd === undefined) return undefined
  try {
    const size = fs.fstatSync(fd).size
    if (size > limit) return undefined
    const buf = Buffer.alloc(size)
    let at = 0
    while (at < size) {
      const n = fs.readSync(fd, buf, at, size - at, at)
      if (n === 0) break
      at += n
    }
    return buf.subarray(0, at)
  } catch {
    return undefined
  } finally {
    fs.closeSync(fd)
  }
}

/** A file the action made where the agent can reach it (RUNNER_TEMP), and which file it is. */
export interface OwnFile {
  path: string
  /** Open for reading and writing; the action reads back through it, never by name. */
  fd: number
  dev: number
  ino: number
}

/** Where the action's own files go: RUNNER_TEMP on a runner, else the system's temp folder. */
export function tempRoot(temp: string | undefined): string {
  return temp !== undefined && temp !== '' ? temp : os.tmpdir()
}

/**
 * Creates a new file of ours in `dir`, named by `name` around an unguessable id (128 random
 * bits): exclusively (O_EXCL: a file or link the agent planted at that name is an error, never
 * written through), without following a link, mode 0600. The agent runs as the same user and can
 * still swap the path afterwards; `stillOurs` tells.
 */
export function createOwnFile(dir: string, name: (id: string) => string): OwnFile {
  return openOwnFile(path.join(dir, name(randomBytes(16).toString('hex'))))
}

/** Creates exactly `file`, as createOwnFile does (the caller chose a name nobody can guess). */
export function openOwnFile(file: string): OwnFile {
  const fd = fs.openSync(
    file,
    fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_EXCL | (FLAGS.O_NOFOLLOW ?? 0),
    0o600
  )
  const st = fs.fstatSync(fd)
  return { path: file, fd, dev: st.dev, ino: st.ino }
}

/**
 * Copies what was written through `from` (read back through its descriptor, from the start, a
 * megabyte at a time) to the descriptor `to`. For a file whose path the agent swapped: what the
 * action wrote is still reachable through the descriptor it kept. With `redact`, line by line
 * through it (for a file someone else wrote into). At most `limit` bytes: no more than the action
 * wrote, however long someone made the file (a sparse terabyte costs nothing to make).
 */
export function copyThrough(
  from: number,
  to: number,
  redact?: (text: string) => string,
  limit = Number.MAX_SAFE_INTEGER
): void {
  const buf = Buffer.allocUnsafe(CHUNK)
  const lines =
    redact !== undefined
      ? new LineSplitter(
          (line) => {
            writeAll(to, redact(line) + '\n')
          },
          (bytes) => {
            writeAll(to, `{"type":"cursor-agent-action/oversize-line","bytes":${String(bytes)}}\n`)
          }
        )
      : undefined
  let at = 0
  while (at < limit) {
    const n = fs.readSync(from, buf, 0, Math.min(CHUNK, limit - at), at)
    if (n === 0) break
    if (lines !== undefined) lines.push(Buffer.from(buf.subarray(0, n)))
    else writeAll(to, buf, n)
    at += n
  }
  lines?.end()
}

/** Whether `file.path` is still the file the action made: the same file, not a link to it. */
export function stillOurs(file: Pick<OwnFile, 'path' | 'dev' | 'ino'>): boolean {
  const st = lstat(file.path)
  return st !== undefined && st.isFile() && st.dev === file.dev && st.ino === file.ino
}

/** Writes all of `data` at the descriptor's position (a short write is continued). */
export function writeAll(fd: number, data: string | Buffer, length?: number): void {
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data
  const end = length ?? buf.length
  let off = 0
  while (off < end) off += fs.writeSync(fd, buf, off, end - off)
}

/**
 * What the action wrote to a file of its own, as a length and a running hash, so that reading it
 * back can tell whether the content is still exactly that. Content, not a time stamp: the agent
 * removing or renaming the path changes the file's ctime but not what the action wrote.
 */
export class Written {
  private readonly hash = createHash('sha256')
  private bytes = 0

  add(data: Buffer): void {
    this.hash.update(data)
    this.bytes += data.length
  }

  /** Whether `fd` holds exactly what was added (read through the descriptor, from the start). */
  matches(fd: number): boolean {
    if (fs.fstatSync(fd).size !== this.bytes) return false
    const again = createHash('sha256')
    const buf = Buffer.allocUnsafe(CHUNK)
    let at = 0
    for (;;) {
      const n = fs.readSync(fd, buf, 0, CHUNK, at)
      if (n === 0) break
      again.update(buf.subarray(0, n))
      at += n
    }
    return at === this.bytes && again.digest('hex') === this.hash.copy().digest('hex')
  }
}

/**
 * When the file last changed, by the kernel's clock (ctime, in nanoseconds): no one can set it
 * back. Taken after each write of ours and compared before the next one, it tells whether
 * anything else wrote to the file in between (in place, through another descriptor).
 */
export function changeStamp(fd: number): bigint {
  return fs.fstatSync(fd, { bigint: true }).ctimeNs
}
