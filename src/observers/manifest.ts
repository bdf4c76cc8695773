/**
 * The manifest writer: an observer that appends each call to a temp file the moment it completes
 * (the report keeps only a bounded list of calls), and `finish()`, which copies those entries
 * into the manifest JSON file under RUNNER_TEMP. Memory stays bounded: a megabyte at a time.
 * Everything written is redacted, like the transcript.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import {
  callEntry,
  commandEntry,
  manifestHead,
  redactDeep,
  type ManifestFacts
} from '../core/manifest.js'
import type { RunFacts } from '../core/facts.js'
import type { StreamChange, ToolCallRecord } from '../core/report-model.js'
import type { Redactor } from '../core/redact.js'
import type { RunObserver } from './observer.js'
import { VERSION } from '../version.js'
import { errorOf } from '../core/errors.js'
import { writeAll } from '../io/files.js'

/**
 * A temp file of entries, written as the body of a JSON array (one value a line, the commas in
 * place), so that finishing the manifest copies it in large pieces. Entries are gathered and
 * written 64 KiB at a time: a long run completes tens of thousands of calls, and a write each
 * cost more than the rest of the manifest together.
 */
class Spool {
  private fd: number | undefined
  private pending: string[] = []
  private pendingChars = 0
  count = 0

  constructor(readonly path: string) {}

  add(value: unknown): void {
    const line = (this.count === 0 ? '\n' : ',\n') + JSON.stringify(value)
    this.pending.push(line)
    this.pendingChars += line.length
    this.count++
    if (this.pendingChars >= 64 * 1024) this.flush()
  }

  private flush(): void {
    if (this.pending.length === 0) return
    this.fd ??= fs.openSync(this.path, 'w', 0o600)
    const text = this.pending.join('')
    this.pending = []
    this.pendingChars = 0
    writeAll(this.fd, Buffer.from(text, 'utf8'))
  }

  /** Copies the entries into `out` (JSON array items), then removes the spool. */
  drainInto(out: number): void {
    this.flush()
    if (this.fd === undefined) return
    fs.closeSync(this.fd)
    this.fd = undefined
    const input = fs.openSync(this.path, 'r')
    try {
      const buf = Buffer.allocUnsafe(1024 * 1024)
      let n: number
      while ((n = fs.readSync(input, buf, 0, buf.length, null)) > 0) writeAll(out, buf, n)
    } finally {
      fs.closeSync(input)
      fs.rmSync(this.path, { force: true })
    }
  }
}

export class ManifestWriter implements RunObserver {
  private readonly calls: Spool
  private readonly commands: Spool
  /** Why a call could not be spooled, if it could not; the manifest then says so. */
  private spoolError: Error | undefined
  readonly path: string

  /** Spools in `dir`; the manifest goes to `target`, else beside the spools. */
  constructor(
    dir: string,
    private readonly redact: Redactor,
    target?: string
  ) {
    const id = randomBytes(4).toString('hex')
    this.path = target ?? path.join(dir, `cursor-agent-manifest-${id}.json`)
    this.calls = new Spool(path.join(dir, `cursor-agent-manifest-${id}.calls.ndjson`))
    this.commands = new Spool(path.join(dir, `cursor-agent-manifest-${id}.commands.ndjson`))
  }

  static create(env: NodeJS.ProcessEnv, redact: Redactor): ManifestWriter {
    const dir =
      env.RUNNER_TEMP !== undefined && env.RUNNER_TEMP !== '' ? env.RUNNER_TEMP : os.tmpdir()
    return new ManifestWriter(dir, redact)
  }

  change(change: StreamChange): void {
    if (change.kind === 'tool_completed') this.add(change.call)
  }

  private add(call: ToolCallRecord): void {
    if (this.spoolError !== undefined) return
    try {
      this.calls.add(redactDeep(callEntry(call), this.redact))
      const command = commandEntry(call)
      if (command !== undefined) this.commands.add(redactDeep(command, this.redact))
    } catch (error) {
      this.spoolError = errorOf(error)
    }
  }

  /**
   * Writes the manifest: the head from `facts`, then every completed call, then `running` (calls
   * that never completed). Returns the file's path; throws when it cannot be written.
   */
  finish(facts: ManifestFacts, running: readonly ToolCallRecord[]): string {
    for (const call of running) this.add(call)
    const head = redactDeep(manifestHead(facts), this.redact) as Record<string, unknown>
    if (this.spoolError !== undefined) {
      head.incomplete = `Some calls could not be recorded: ${this.redact(this.spoolError.message)}`
    }
    const out = fs.openSync(this.path, 'w', 0o600)
    try {
      writeAll(out, JSON.stringify(head).slice(0, -1) + ',"calls":[')
      this.calls.drainInto(out)
      writeAll(out, '],"commands":[')
      this.commands.drainInto(out)
      writeAll(out, ']}\n')
    } finally {
      fs.closeSync(out)
    }
    return this.path
  }
}

/**
 * Writes the manifest for whatever is known, on every exit path (an input error has no writer
 * and no report yet: the manifest then holds the verdict alone). Returns its path.
 */
export function saveManifest(
  writer: ManifestWriter | undefined,
  f: RunFacts,
  o: { env: NodeJS.ProcessEnv; redact: Redactor }
): string {
  return (writer ?? ManifestWriter.create(o.env, o.redact)).finish(
    {
      report: f.report,
      verdict: f.verdict,
      producer: 'action',
      producerVersion: VERSION,
      startedAt: f.startedAt,
      endedAt: f.endedAt,
      durationMs: f.durationMs,
      exitCode: f.exitCode,
      cliPath: f.cliPath,
      cliVersion: f.cliVersion,
      transcriptPath: f.transcriptPath,
      structured: f.structured
    },
    f.running
  )
}
