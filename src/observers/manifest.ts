/**
 * The manifest writer: an observer that appends each call to a temp file the moment it completes
 * (the report keeps only a bounded list of calls), and `finish()`, which copies those entries
 * into the manifest JSON file under RUNNER_TEMP. Memory stays bounded: a megabyte at a time.
 * Everything written is redacted, like the transcript.
 *
 * RUNNER_TEMP is the agent's too (the same user): every file here is created exclusively under an
 * unguessable name (io/files.ts), written and read back through the descriptor it was created
 * with, never opened again by name. A link or FIFO the agent puts at a spool's or the manifest's
 * name is never followed, and the manifest's own name is chosen only when it is written.
 */
import fs from 'node:fs'
import {
  callEntry,
  commandEntry,
  manifestHead,
  redactDeep,
  type Producer
} from '../core/verdict/manifest.js'
import type { RunFacts } from '../core/verdict/facts.js'
import type { StreamChange, ToolCallRecord } from '../core/stream/report-model.js'
import type { Redactor } from '../core/redact/redact.js'
import type { RunObserver } from './observer.js'
import { VERSION } from '../version.js'
import { errorOf, messageOf } from '../core/errors.js'
import {
  copyThrough,
  createOwnFile,
  stillOurs,
  tempRoot,
  writeAll,
  Written,
  type OwnFile
} from '../io/files.js'
import type { Run, RunnerEnv } from '../core/ports.js'

/**
 * A temp file of entries, written as the body of a JSON array (one value a line, the commas in
 * place), so that finishing the manifest copies it in large pieces. Entries are gathered and
 * written 64 KiB at a time: a long run completes tens of thousands of calls, and a write each
 * cost more than the rest of the manifest together.
 */
class Spool {
  private file: OwnFile | undefined
  private pending: string[] = []
  private pendingChars = 0
  /** What the action wrote, to tell at the end whether the spool still holds exactly that. */
  private readonly written = new Written()
  /** Someone else wrote into the spool: its entries are not copied into the manifest. */
  tampered = false
  count = 0

  constructor(
    private readonly dir: string,
    private readonly kind: string
  ) {}

  add(value: unknown): void {
    const line = (this.count === 0 ? '\n' : ',\n') + JSON.stringify(value)
    this.pending.push(line)
    this.pendingChars += line.length
    this.count++
    if (this.pendingChars >= 64 * 1024) this.flush()
  }

  private flush(): void {
    if (this.pending.length === 0) return
    this.file ??= createOwnFile(this.dir, (id) => `cursor-agent-manifest-${id}.${this.kind}.ndjson`)
    const text = this.pending.join('')
    this.pending = []
    this.pendingChars = 0
    const data = Buffer.from(text, 'utf8')
    writeAll(this.file.fd, data)
    this.written.add(data)
  }

  /** Copies the entries into `out` (JSON array items), then removes the spool. */
  drainInto(out: number): void {
    this.flush()
    const file = this.file
    if (file === undefined) return
    this.file = undefined
    try {
      this.tampered = !this.written.matches(file.fd)
      if (!this.tampered) copyThrough(file.fd, out)
    } finally {
      fs.closeSync(file.fd)
      // Only the name is ours to remove if it still leads to the spool (the agent may have
      // put something else there); the data went through the descriptor either way.
      if (stillOurs(file)) fs.rmSync(file.path, { force: true })
    }
  }
}

export class ManifestWriter implements RunObserver {
  private readonly calls: Spool
  private readonly commands: Spool
  /** Why a call could not be spooled, if it could not; the manifest then says so. */
  private spoolError: Error | undefined

  /**
   * Spools in `dir`; the manifest goes to `target` (a path the user chose: the offline report's
   * --json), else to a new file of ours in `dir`.
   */
  constructor(
    private readonly dir: string,
    private readonly redact: Redactor,
    readonly target?: string
  ) {
    this.calls = new Spool(dir, 'calls')
    this.commands = new Spool(dir, 'commands')
  }

  static create(env: RunnerEnv, redact: Redactor): ManifestWriter {
    return new ManifestWriter(tempRoot(env.temp), redact)
  }

  change(change: StreamChange): void {
    if (change.kind === 'tool_completed') this.add(change.call)
  }

  /**
   * A call's fields were redacted where the fold read them from the stream (events.ts, the
   * report's output tail), as the summary shows them: they are written as they are, not redacted
   * a second time (that was a twentieth of the action's time on a long stream).
   */
  private add(call: ToolCallRecord): void {
    if (this.spoolError !== undefined) return
    try {
      this.calls.add(callEntry(call))
      const command = commandEntry(call)
      if (command !== undefined) this.commands.add(command)
    } catch (error) {
      this.spoolError = errorOf(error)
    }
  }

  /**
   * Writes the manifest: the head from `facts`, then every completed call, then the calls that
   * never completed (`facts.running`). Returns the file's path; throws when it cannot be written.
   */
  finish(facts: RunFacts, producer: Producer): string {
    for (const call of facts.running) this.add(call)
    const head = redactDeep(manifestHead(facts, producer), this.redact) as Record<string, unknown>
    if (this.spoolError !== undefined) {
      head.incomplete = `Some calls could not be recorded: ${this.redact(this.spoolError.message)}`
    }
    const file =
      this.target !== undefined
        ? { path: this.target, fd: fs.openSync(this.target, 'w', 0o600) }
        : createOwnFile(this.dir, (id) => `cursor-agent-manifest-${id}.json`)
    const out = file.fd
    try {
      writeAll(out, JSON.stringify(head).slice(0, -1) + ',"calls":[')
      this.calls.drainInto(out)
      writeAll(out, '],"commands":[')
      this.commands.drainInto(out)
      const tampered = [this.calls, this.commands].some((spool) => spool.tampered)
      // Said after the fact, in a last field: the head was written before the spools were read.
      writeAll(
        out,
        tampered
          ? '],"incomplete":"Something else wrote into the manifest\'s spool during the run: the calls and commands in it are left out."}\n'
          : ']}\n'
      )
    } finally {
      fs.closeSync(out)
    }
    return file.path
  }
}

/**
 * Writes the manifest for whatever is known, on every exit path (an input error has no writer
 * and no report yet: the manifest then holds the verdict alone). Returns its path; undefined
 * (and a warning) when it could not be written.
 */
export function saveManifest(
  writer: ManifestWriter | undefined,
  f: RunFacts,
  ctx: Pick<Run, 'env' | 'redact' | 'say'>
): string | undefined {
  try {
    return written(writer ?? ManifestWriter.create(ctx.env, ctx.redact), f)
  } catch (error) {
    ctx.say.warning(`The run manifest could not be written: ${messageOf(error)}`)
    return undefined
  }
}

function written(writer: ManifestWriter, f: RunFacts): string {
  return writer.finish(f, { via: 'action', version: VERSION })
}
