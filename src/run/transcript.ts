/**
 * The raw stream, saved as it arrives so nothing the agent did is lost even when the summary has
 * to leave things out. The session hands over the stream's own bytes (a line that held a secret
 * comes redacted), one batch per chunk read from the CLI. They are written synchronously: the
 * write is the backpressure (while it runs nothing more is read from the CLI, whose pipe then
 * fills and blocks it), so no buffers pile up in memory however fast the CLI writes, and the
 * file is complete the moment the stream ends.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Redactor } from '../render/redact.js'

export class Transcript {
  private fd: number | undefined
  /** Why the file could not be written, if it could not; the run goes on without it. */
  error: Error | undefined

  constructor(
    readonly path: string,
    readonly redact: Redactor
  ) {
    try {
      this.fd = fs.openSync(path, 'w', 0o600)
    } catch (error) {
      this.error = asError(error)
    }
  }

  static create(env: NodeJS.ProcessEnv, redact: Redactor): Transcript {
    const dir =
      env.RUNNER_TEMP !== undefined && env.RUNNER_TEMP !== '' ? env.RUNNER_TEMP : os.tmpdir()
    const id = `${env.GITHUB_RUN_ID ?? Date.now()}-${randomBytes(4).toString('hex')}`
    return new Transcript(path.join(dir, `cursor-agent-transcript-${id}.ndjson`), redact)
  }

  /** Bytes of the stream, as they are (the caller redacted what needed it). */
  bytes(buffers: readonly Buffer[]): void {
    const fd = this.fd
    if (fd === undefined || this.error !== undefined || buffers.length === 0) return
    try {
      let pending = buffers.filter((b) => b.length > 0)
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
      this.error = asError(error)
      this.release()
    }
  }

  /** One line of our own (or not yet redacted), redacted and written. */
  line(text: string): void {
    this.bytes([Buffer.from(this.redact(text) + '\n')])
  }

  /** The file's path once it is complete; undefined when it could not be written. */
  get written(): string | undefined {
    return this.error === undefined ? this.path : undefined
  }

  close(): Promise<void> {
    this.release()
    return Promise.resolve()
  }

  private release(): void {
    const fd = this.fd
    this.fd = undefined
    if (fd === undefined) return
    try {
      fs.closeSync(fd)
    } catch (error) {
      this.error ??= asError(error)
    }
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
