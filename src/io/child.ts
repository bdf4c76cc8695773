/**
 * A child process's end, whoever else holds its pipes. A program that starts a daemon without
 * redirecting its output (an installer, a credential helper, ssh's ControlPersist master) exits
 * while the daemon keeps the write end of its stdout or stderr: Node's `close` event, and
 * `spawnSync`, wait for every holder to let go, which may be never. So the action waits for the
 * child's `exit`, gives its pipes a moment to deliver what it wrote, and then lets them go; and a
 * synchronous command gets files, not pipes, for its output, so that it returns at its exit.
 */
import { spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** How long a child's pipes may stay open after it exited (what it wrote is in them by then). */
const DRAIN_MS = 250

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

/**
 * Resolves when the child exited, its pipes drained (each closed, or `drainMs` passed since the
 * exit, whichever is first) and destroyed; rejects with the spawn's error when it never started.
 * The child's own `close` is not waited for: a grandchild can hold it off for ever.
 */
export function untilExit(
  child: ChildProcess,
  pipes: readonly (Readable | null | undefined)[],
  drainMs = DRAIN_MS
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    // An error after the start (a kill that failed) is not the end: the exit still comes. Kept
    // listening after the exit, so that a late one is not an uncaught error of the process.
    child.on('error', (error) => {
      if (child.pid === undefined) reject(error)
    })
    child.once('exit', (code, signal) => {
      const streams = pipes.filter((s): s is Readable => s !== null && s !== undefined)
      void drained(streams, drainMs).then(() => {
        for (const s of streams) s.destroy()
        resolve({ code, signal })
      })
    })
  })
}

/** Resolves when every stream closed, or after `ms`, whichever is first. */
export function drained(pipes: readonly Readable[], ms: number): Promise<void> {
  const streams = pipes.filter((s) => !s.closed && !s.destroyed)
  if (streams.length === 0) return Promise.resolve()
  return new Promise<void>((resolve) => {
    let open = streams.length
    const timer = setTimeout(done, ms)
    function done(): void {
      clearTimeout(timer)
      for (const s of streams) s.off('close', closed)
      resolve()
    }
    function closed(): void {
      if (--open === 0) done()
    }
    for (const s of streams) s.once('close', closed)
  })
}

/** What `spawnSyncToExit` got: spawnSync's answer, stdout and stderr as text. */
export interface SyncRun {
  status: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  error?: Error
}

/**
 * `spawnSync` whose stdout (unless `stdoutFd` is given) and stderr are files, read back after
 * the exit: no pipe a grandchild holds can keep it waiting. Each file is new, made with a random
 * name in the temp folder (`tempDir`, else the system's), only if no file of that name exists
 * (so no link planted there is followed), readable by this user alone, and removed when the
 * command is done. No folder of its own: making and removing one for every git command cost more
 * than the command's two files.
 * Output past `maxBuffer` bytes is an ENOBUFS error, as spawnSync's own.
 */
export function spawnSyncToExit(
  file: string,
  args: readonly string[],
  o: Omit<SpawnSyncOptions, 'stdio' | 'encoding'> & {
    maxBuffer: number
    /** Where stdout goes instead (the caller reads it). */
    stdoutFd?: number
    tempDir?: string
  }
): SyncRun {
  const { stdoutFd, tempDir, ...options } = o
  const base = path.join(tempDir ?? os.tmpdir(), `caa-out-${randomBytes(8).toString('hex')}`)
  const made: { fd: number; file: string }[] = []
  try {
    const open = (name: string): number => {
      const at = `${base}-${name}`
      const fd = fs.openSync(at, 'wx+', 0o600)
      made.push({ fd, file: at })
      return fd
    }
    const out = stdoutFd ?? open('stdout')
    const err = open('stderr')
    const r = spawnSync(file, [...args], {
      ...options,
      stdio: [options.input !== undefined ? 'pipe' : 'ignore', out, err]
    })
    const stdout = stdoutFd === undefined ? readBack(out, o.maxBuffer) : ''
    const stderr = readBack(err, o.maxBuffer)
    const tooBig = stdout === undefined || stderr === undefined
    const error = r.error ?? (tooBig ? bufferError(file) : undefined)
    return {
      status: r.status,
      signal: r.signal,
      stdout: stdout ?? '',
      stderr: stderr ?? '',
      ...(error !== undefined ? { error } : {})
    }
  } finally {
    for (const { fd, file: at } of made) {
      fs.closeSync(fd)
      fs.rmSync(at, { force: true })
    }
  }
}

/** The file's text, or undefined when it holds more than `max` bytes. */
function readBack(fd: number, max: number): string | undefined {
  const size = fs.fstatSync(fd).size
  if (size > max) return undefined
  const buffer = Buffer.alloc(size)
  let at = 0
  while (at < size) {
    const n = fs.readSync(fd, buffer, at, size - at, at)
    if (n === 0) break
    at += n
  }
  return buffer.subarray(0, at).toString('utf8')
}

function bufferError(file: string): Error {
  const error: NodeJS.ErrnoException = new Error(`spawnSync ${file} ENOBUFS`)
  error.code = 'ENOBUFS'
  return error
}
