/**
 * The live log: one readable line per thing the agent does, written as it happens. It is one of
 * the run's observers. Text from the stream arrives redacted (the fold redacts every field as it
 * is read); every line goes through `logLines`, so nothing the agent wrote can become a workflow
 * command. Raw events appear only in debug mode.
 *
 * The sink writes synchronously (core.info is a write to stdout), so lines produced while the
 * stream runs are batched: one write per LOG_FLUSH_MS at most, and at once when the batch is
 * large. Anything written through `write` (main's own messages, the step's end) first flushes
 * what is waiting, so the log keeps its order with the action's other output. The flush timer
 * is unref'd and cleared by `flush()`, which the session calls when the stream ends.
 */
import { clock, lineDelta, seconds } from './format.js'
import { truncate } from '../core/text.js'
import { logLines, safeLine } from './logsafe.js'
import { OUTCOMES } from './outcomes.js'
import { cutHead, type Redactor } from './redact.js'
import type { StreamChange, RunReport, ToolCallRecord } from '../core/report.js'
import type { RunObserver } from '../run/observer.js'

export interface LogSink {
  info: (line: string) => void
  debug: (line: string) => void
  isDebug: () => boolean
  startGroup: (title: string) => void
  endGroup: () => void
}

const MAX_INVALID_SHOWN = 5
const TARGET_CHARS = 160
/** Longest id, name or tool kind shown in a line (the stream's own strings have no bound). */
const NAME_CHARS = 200
/** Longest log line of any kind: past it a line is cut (the transcript has everything). */
const MAX_LINE_CHARS = 4000
/** Longest a stream line waits before it is written. */
export const LOG_FLUSH_MS = 100
/** Lines batched before a write regardless of the timer. */
const MAX_BATCH_LINES = 200

export class LiveLog implements RunObserver {
  private lastWrite = Date.now()
  private invalidShown = 0
  private readonly started = Date.now()
  private batch: string[] = []
  private timer: NodeJS.Timeout | undefined
  /** Asked once: the sink reads the environment, too slow to ask for every line of the stream. */
  private debug: boolean | undefined

  constructor(
    private readonly sink: LogSink,
    private readonly redact: Redactor,
    private readonly heartbeatMs = 60_000
  ) {}

  /** Writes text of ours that may quote untrusted text: redacted, one safe line per line, now. */
  write(text: string): void {
    this.flush()
    for (const line of logLines(this.redact(text))) this.sink.info(cutHead(line, MAX_LINE_CHARS))
    this.lastWrite = Date.now()
  }

  /** A line about the stream (already redacted), batched with the others. */
  note(text: string, quoted = false): void {
    for (const line of logLines(text, quoted)) this.batch.push(cutHead(line, MAX_LINE_CHARS))
    this.lastWrite = Date.now()
    if (this.batch.length >= MAX_BATCH_LINES) this.flush()
    else this.timer ??= setTimeout(() => this.flush(), LOG_FLUSH_MS).unref()
  }

  /** Writes what is batched and clears the timer. */
  flush(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    if (this.batch.length === 0) return
    const lines = this.batch
    this.batch = []
    this.sink.info(lines.join('\n'))
  }

  /** A raw line of the stream (already redacted), in debug mode only. */
  raw(line: string): void {
    this.debug ??= this.sink.isDebug()
    if (!this.debug) return
    this.flush()
    // core.debug escapes line breaks, so the line stays one `::debug::` command; `##[` is broken.
    this.sink.debug(safeLine(line))
  }

  change(c: StreamChange, report?: RunReport): void {
    switch (c.kind) {
      case 'init':
        this.note(
          `Session ${truncate(report?.sessionId ?? '?', NAME_CHARS)} · model ${truncate(report?.model ?? '?', NAME_CHARS)}`
        )
        return
      case 'tool_completed':
        this.note(describeCall(c.call))
        return
      case 'message':
        if (!c.final) this.note(`💬 ${truncate(c.text.trim(), 600)}`)
        return
      case 'query':
        this.note(
          `⚠ The CLI asked for approval (${c.queryType}${c.detail !== '' ? `: ${truncate(c.detail, TARGET_CHARS)}` : ''}). ` +
            'It is not answered: stdin is closed, so the CLI rejects it. Pass force: true to allow tools.'
        )
        return
      case 'error_event':
        this.note(`⚠ The CLI reported an error event: ${truncate(c.message, 500)}`)
        return
      case 'invalid':
        if (this.invalidShown < MAX_INVALID_SHOWN) {
          this.invalidShown++
          this.note(`⚠ Not a JSON event (kept in the transcript): ${truncate(c.line, 200)}`)
        }
        return
      case 'result':
        this.note(
          c.result.isError
            ? `${OUTCOMES.failed.logMark}The agent reported an error${c.result.durationMs !== undefined ? ` after ${seconds(c.result.durationMs)}` : ''}.`
            : `Result received${c.result.durationMs !== undefined ? ` after ${seconds(c.result.durationMs)}` : ''}.`
        )
        return
      case 'tool_started':
      case 'unknown':
      case 'none':
        return
    }
  }

  /** The final message, collapsed so the log stays scannable; every line behind the prefix. */
  finalMessage(text: string): void {
    if (text.trim() === '') return
    this.flush()
    this.sink.startGroup('Final message')
    for (const line of logLines(this.redact(text), true))
      this.sink.info(cutHead(line, MAX_LINE_CHARS))
    this.sink.endGroup()
    this.lastWrite = Date.now()
  }

  /** A line during silent stretches so a watcher knows the step is alive. */
  tick(now: number, running: readonly ToolCallRecord[]): void {
    if (now - this.lastWrite < this.heartbeatMs) return
    const current =
      running.length > 0
        ? `, running: ${running
            .slice(-3)
            .map((c) =>
              truncate(`${c.kind === 'shell' ? '' : truncate(c.kind, 40) + ' '}${c.target}`, 80)
            )
            .join(', ')}`
        : ''
    this.note(`still working: ${clock(now - this.started)}${current}`)
    this.flush()
  }

  end(): void {
    this.flush()
  }
}

/** One line for a completed call, e.g. `$ npm test → exit 1 (2.3 s)`. */
function describeCall(record: ToolCallRecord): string {
  const call =
    record.kind.length > NAME_CHARS
      ? { ...record, kind: truncate(record.kind, NAME_CHARS) }
      : record
  const target = truncate(call.target.replace(/\r\n|\r|\n/g, ' ⏎ '), TARGET_CHARS)
  const time = call.durationMs !== undefined ? ` (${seconds(call.durationMs)})` : ''
  const { logMark: mark, word } = OUTCOMES[call.state]
  if (call.state === 'rejected') {
    return `${mark}${call.kind} ${word}: ${target}${call.reason !== undefined && call.reason !== '' ? ` (${truncate(call.reason, 200)})` : ''}`
  }
  if (call.kind === 'shell') {
    const exit = call.exitCode !== undefined ? `exit ${call.exitCode}` : word
    const why =
      call.state === 'failed' && call.exitCode === undefined && call.reason !== undefined
        ? `: ${truncate(call.reason, 200)}`
        : ''
    return `${mark}$ ${target} → ${exit}${why}${time}`
  }
  if (call.state === 'failed') {
    return `${mark}${call.kind} ${word}: ${target}${call.reason !== undefined ? ` (${truncate(call.reason, 200)})` : ''}`
  }
  const path =
    call.path !== undefined
      ? truncate(call.path.replace(/\r\n|\r|\n/g, ' ⏎ '), TARGET_CHARS)
      : target
  switch (call.kind) {
    case 'read':
      return `Read ${path}`
    case 'edit':
    case 'write':
    case 'applyPatch':
    case 'searchReplace': {
      const delta = lineDelta(call.linesAdded, call.linesRemoved)
      return `Edited ${path}${delta !== '' ? ` (${delta})` : ''}`
    }
    case 'delete':
      return `Deleted ${path}`
    case 'grep':
      return `Searched for ${target}`
    case 'glob':
      return `Listed files matching ${target}`
    case 'ls':
      return `Listed ${path}`
    case 'mcp':
      return `MCP tool ${target}`
    default:
      // The kind is the agent's (a key of its tool call), so the line starts with our words.
      return `Tool ${call.kind}${target !== '' ? ` ${target}` : ''}${call.state === 'unknown' ? ' (outcome unknown)' : ''}`
  }
}
