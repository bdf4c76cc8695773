/**
 * The raw stream, saved as it arrives so nothing the agent did is lost even when the summary has
 * to leave things out. The session hands over the stream's own bytes (a line that held a secret
 * comes redacted), one batch per chunk read from the CLI. Chunks from the CLI's socket are small
 * (a few KiB), so they are gathered up to BATCH_BYTES (or LINGER_MS) and written with one
 * synchronous writev: the write is the backpressure (while it runs nothing more is read from the
 * CLI, whose socket then fills and blocks it), so memory stays bounded by the batch however fast
 * the CLI writes, and `flush()`/`close()` leave the file complete.
 *
 * The file sits in RUNNER_TEMP, where the agent (the same user) can reach it: it is created
 * exclusively under an unguessable name (io/files.ts), written only through the descriptor kept
 * open, and watched: the file's change stamp (ctime) is taken after each write of ours and
 * compared before the next, so a write of anyone else's in between is seen (the agent writing the
 * raw token into it in place, which an artifact upload would publish). When the run is over, a
 * path the agent swapped or a file it wrote into is not handed out as it is: a fresh copy is made
 * from the descriptor, every line through the redactor again.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Redactor } from '../../core/redact/redact.js'
import { errorOf } from '../../core/errors.js'
import {
  changeStamp,
  copyThrough,
  createOwnFile,
  openOwnFile,
  stillOurs,
  tempRoot,
  type OwnFile
} from '../../io/files.js'
import type { RunnerEnv } from '../../core/ports.js'

/** Bytes gathered before a write. */
export const BATCH_BYTES = 256 * 1024
/** Longest gathered bytes wait for a write while the stream is quiet. */
const LINGER_MS = 200

export class Transcript {
  private file: OwnFile | undefined
  private pending: Buffer[] = []
  private pendingBytes = 0
  private timer: NodeJS.Timeout | undefined
  /** Bytes the action wrote: a fresh copy takes no more than these. */
  private size = 0
  /** Why the file could not be written, if it could not; the run goes on without it. */
  error: Error | undefined
  /** Set when the file was swapped or written to by someone else: where it was. */
  replaced: string | undefined
  /** The file's change stamp after our last write; another one means someone else wrote. */
  private stamp: bigint | undefined
  private tampered = false

  /** Creates `file` (it must not exist yet). */
  constructor(
    private target: string,
    readonly redact: Redactor
  ) {
    try {
      this.file = openOwnFile(target)
      this.stamp = changeStamp(this.file.fd)
    } catch (error) {
      this.error = errorOf(error)
    }
  }

  /** A transcript under RUNNER_TEMP with an unguessable name. */
  static create(env: RunnerEnv, redact: Redactor): Transcript {
    const id = randomBytes(16).toString('hex')
    return new Transcript(
      path.join(tempRoot(env.temp), `cursor-agent-transcript-${id}.ndjson`),
      redact
    )
  }

  /** Where the transcript is (or was to be) written. */
  get path(): string {
    return this.target
  }

  /** Bytes of the stream, as they are (the caller redacted what needed it). */
  bytes(buffers: readonly Buffer[]): void {
    if (this.file === undefined || this.error !== undefined) return
    for (const b of buffers) {
      if (b.length === 0) continue
      this.pending.push(b)
      this.pendingBytes += b.length
    }
    if (this.pendingBytes >= BATCH_BYTES) this.flush()
    else if (this.pendingBytes > 0) this.timer ??= setTimeout(() => this.flush(), LINGER_MS).unref()
  }

  /** Writes what is gathered, now. */
  flush(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    const fd = this.file?.fd
    let pending = this.pending
    this.pending = []
    this.pendingBytes = 0
    if (fd === undefined || this.error !== undefined || pending.length === 0) return
    try {
      this.watch(fd)
      while (pending.length > 0) {
        let written = fs.writevSync(fd, pending)
        this.size += written
        // A short write (rare on a file) leaves the rest for another round.
        const rest: Buffer[] = []
        for (const b of pending) {
          if (written >= b.length) written -= b.length
          else {
            rest.push(written > 0 ? b.subarray(written) : b)
            written = 0
          }
        }
        pending = rest
      }
      this.stamp = changeStamp(fd)
    } catch (error) {
      this.error = errorOf(error)
      this.release()
    }
  }

  /** One line of our own (or not yet redacted), redacted and written. */
  line(text: string): void {
    this.bytes([Buffer.from(this.redact(text) + '\n')])
    this.flush()
  }

  /** The file's path once it is complete; undefined when it could not be written. */
  get written(): string | undefined {
    return this.error === undefined ? this.target : undefined
  }

  /**
   * Writes what is left, makes sure the path still leads to what was written (else a fresh copy
   * is made beside it, and `replaced` says so), and closes the file.
   */
  close(): Promise<void> {
    this.flush()
    const file = this.file
    if (file !== undefined && this.error === undefined) {
      this.watch(file.fd)
      if (this.tampered || !stillOurs(file)) this.copyAfresh(file)
    }
    this.release()
    return Promise.resolve()
  }

  /** Notes whether anyone else wrote to the file since our last write. */
  private watch(fd: number): void {
    if (this.stamp !== undefined && changeStamp(fd) !== this.stamp) this.tampered = true
  }

  /** A fresh file beside the old one, made from the descriptor, every line redacted again. */
  private copyAfresh(file: OwnFile): void {
    this.replaced = file.path
    try {
      const fresh = createOwnFile(
        path.dirname(file.path),
        (n) => `cursor-agent-transcript-${n}.ndjson`
      )
      try {
        copyThrough(file.fd, fresh.fd, this.redact, this.size)
      } finally {
        fs.closeSync(fresh.fd)
      }
      this.target = fresh.path
    } catch (error) {
      this.error = errorOf(error)
    }
  }

  private release(): void {
    const fd = this.file?.fd
    this.file = undefined
    if (fd === undefined) return
    try {
      fs.closeSync(fd)
    } catch (error) {
      this.error ??= errorOf(error)
    }
  }
}
