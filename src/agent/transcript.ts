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
 * open, and when the run is over its path is checked: a path the agent swapped (for a link to a
 * file holding the raw token, say, which an artifact upload would publish) is not handed out; a
 * fresh copy of what the action wrote is made from the descriptor instead.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Redactor } from '../core/redact.js'
import { errorOf } from '../core/errors.js'
import {
  copyThrough,
  createOwnFile,
  openOwnFile,
  stillOurs,
  tempRoot,
  type OwnFile
} from '../io/files.js'

/** Bytes gathered before a write. */
export const BATCH_BYTES = 256 * 1024
/** Longest gathered bytes wait for a write while the stream is quiet. */
const LINGER_MS = 200

export class Transcript {
  private file: OwnFile | undefined
  private pending: Buffer[] = []
  private pendingBytes = 0
  private timer: NodeJS.Timeout | undefined
  /** Why the file could not be written, if it could not; the run goes on without it. */
  error: Error | undefined
  /** Set when the path no longer led to the file at the end: where it was found swapped. */
  replaced: string | undefined

  /** Creates `file` (it must not exist yet). */
  constructor(
    private target: string,
    readonly redact: Redactor
  ) {
    try {
      this.file = openOwnFile(target)
    } catch (error) {
      this.error = errorOf(error)
    }
  }

  /** A transcript under RUNNER_TEMP with an unguessable name. */
  static create(env: NodeJS.ProcessEnv, redact: Redactor): Transcript {
    const id = randomBytes(16).toString('hex')
    return new Transcript(path.join(tempRoot(env), `cursor-agent-transcript-${id}.ndjson`), redact)
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
      while (pending.length > 0) {
        let written = fs.writevSync(fd, pending)
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
    if (file !== undefined && this.error === undefined && !stillOurs(file)) {
      this.replaced = file.path
      try {
        const fresh = createOwnFile(
          path.dirname(file.path),
          (n) => `cursor-agent-transcript-${n}.ndjson`
        )
        try {
          copyThrough(file.fd, fresh.fd)
        } finally {
          fs.closeSync(fresh.fd)
        }
        this.target = fresh.path
      } catch (error) {
        this.error = errorOf(error)
      }
    }
    this.release()
    return Promise.resolve()
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
