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
import { changeLine, heartbeatLine } from '../render/logline.js'
import { logLines, safeLine } from '../render/logsafe.js'
import { cutHead, type Redactor } from '../core/redact/redact.js'
import type { StreamChange, RunReport, ToolCallRecord } from '../core/stream/report.js'
import type { RunObserver } from './observer.js'

export interface LogSink {
  info: (line: string) => void
  debug: (line: string) => void
  isDebug: () => boolean
  startGroup: (title: string) => void
  endGroup: () => void
}

const MAX_INVALID_SHOWN = 5
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

  /** Whether raw lines are shown: in debug mode only. */
  wantsRaw(): boolean {
    this.debug ??= this.sink.isDebug()
    return this.debug
  }

  /** A raw line of the stream (already redacted), in debug mode only. */
  raw(line: string): void {
    if (!this.wantsRaw()) return
    this.flush()
    // core.debug escapes line breaks, so the line stays one `::debug::` command; `##[` is broken.
    this.sink.debug(safeLine(line))
  }

  change(c: StreamChange, report?: RunReport): void {
    if (c.kind === 'invalid') {
      if (this.invalidShown >= MAX_INVALID_SHOWN) return
      this.invalidShown++
    }
    const line = changeLine(c, report)
    if (line !== undefined) this.note(line)
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
    this.note(heartbeatLine(now - this.started, running))
    this.flush()
  }

  end(): void {
    this.flush()
  }
}
