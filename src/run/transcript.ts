/**
 * The raw stream, saved as it arrives (redacted line by line) so nothing the agent did is lost
 * even when the summary has to leave things out.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Redactor } from '../render/redact.js'

export class Transcript {
  private readonly stream: fs.WriteStream
  /** Why the file could not be written, if it could not; the run goes on without it. */
  error: Error | undefined

  constructor(
    readonly path: string,
    private readonly redact: Redactor
  ) {
    this.stream = fs.createWriteStream(path, { flags: 'w', mode: 0o600 })
    this.stream.on('error', (error) => {
      this.error ??= error
    })
  }

  static create(env: NodeJS.ProcessEnv, redact: Redactor): Transcript {
    const dir =
      env.RUNNER_TEMP !== undefined && env.RUNNER_TEMP !== '' ? env.RUNNER_TEMP : os.tmpdir()
    const id = `${env.GITHUB_RUN_ID ?? Date.now()}-${randomBytes(4).toString('hex')}`
    return new Transcript(path.join(dir, `cursor-agent-transcript-${id}.ndjson`), redact)
  }

  line(text: string): void {
    if (this.error === undefined) this.stream.write(this.redact(text) + '\n')
  }

  /** The file's path once it is complete; undefined when it could not be written. */
  get written(): string | undefined {
    return this.error === undefined ? this.path : undefined
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stream.closed || this.stream.destroyed) resolve()
      else {
        this.stream.once('error', () => resolve())
        this.stream.end(() => resolve())
      }
    })
  }
}
