/**
 * The fold: events in, one run report out. Pure (the clock is injected) and incremental, so the
 * live log, the summary, the outputs and the offline report all read the same facts. Here: the
 * run's messages (deltas, segments, the final one, replays after a reconnection), its result and
 * its diagnostics; the tool calls are folded by tool-calls.ts, questions and reconnections by
 * asked.ts. Memory stays bounded however long the stream: text fields and samples are capped.
 */
import { StreamParser, type ParsedLine } from './events.js'
import type { AgentEvent } from './agent-events.js'
import { LineSplitter } from './lines.js'
import type { GitFileChange } from './touched.js'
import {
  cap,
  emptyReport,
  NONE,
  REPORT_LIMITS,
  type StreamChange,
  type FoldOptions,
  type ResultInfo,
  type RunReport,
  type ToolCallRecord
} from './report-model.js'
import { ToolCalls } from './tool-calls.js'
import { foldConnection, foldQuery, resultWithPlan } from './asked.js'

export * from './report-model.js'
export type { ChangedFile, GitFileChange } from './touched.js'

export class ReportBuilder {
  private readonly report: RunReport = emptyReport()
  private pendingDelta = ''
  private lastFinal: string | undefined
  private lastSegment = ''
  /** The `attempt` of the last `retry` record (records of one attempt are one retry). */
  private lastAttempt: number | undefined
  /**
   * After a reconnection or a retry: the text streamed so far, and how much of it the deltas
   * since have repeated. A build may stream the message again from its start; those deltas are
   * the same text, not more of it.
   */
  private replay: { text: string; at: number } | undefined
  private redact: FoldOptions['redact']
  /** Parses the lines given unparsed (`line`): one stream's. */
  private readonly parser = new StreamParser()
  private readonly tools: ToolCalls

  constructor(options: FoldOptions = {}) {
    this.redact = options.redact
    this.tools = new ToolCalls(this.report, {
      now: options.now ?? (() => undefined),
      redactor: () => this.redact,
      root: options.root,
      onPlan: (plan) => this.setPlan(plan)
    })
  }

  /** The redactor for fields read from the stream, when the builder was made without one. */
  useRedactor(redact: NonNullable<FoldOptions['redact']>): void {
    this.redact ??= redact
  }

  /** Calls started and not yet completed: a long `npm test` is work, not inactivity. */
  get openCalls(): number {
    return this.report.counts.running
  }

  /** The calls still running, oldest first (for heartbeats). */
  runningCalls(): ToolCallRecord[] {
    return this.tools.runningCalls()
  }

  /**
   * Applies one line of the stream, parsed (and redacted, when the builder has a redactor) here
   * unless the caller parsed it already (the session needs the redacted form for the transcript).
   */
  line(line: string, parsed: ParsedLine = this.parser.parse(line, this.redact)): StreamChange {
    if (parsed.ok) return this.apply(parsed.event)
    if (parsed.reason === 'blank') return NONE
    const shown = parsed.redacted ?? line
    const d = this.report.diagnostics
    d.invalidLines++
    if (d.invalidSamples.length < REPORT_LIMITS.samples)
      d.invalidSamples.push(cap(shown, REPORT_LIMITS.sampleChars))
    return { kind: 'invalid', line: shown }
  }

  oversize(bytes: number, head: string): void {
    const d = this.report.diagnostics
    d.oversizeLines++
    if (d.invalidSamples.length < REPORT_LIMITS.samples) {
      const shown = this.redact !== undefined ? this.redact(head) : head
      d.invalidSamples.push(`(line of ${bytes} bytes skipped) ${cap(shown, 100)}`)
    }
  }

  apply(event: AgentEvent): StreamChange {
    const r = this.report
    r.events++
    if (r.result !== undefined && event.type !== 'result') r.diagnostics.eventsAfterResult++
    switch (event.type) {
      case 'init':
        r.sessionId = event.sessionId ?? r.sessionId
        r.model = event.model ?? r.model
        r.cwd = event.cwd ?? r.cwd
        r.apiKeySource = event.apiKeySource ?? r.apiKeySource
        return { kind: 'init' }
      case 'user':
        r.sessionId ??= event.sessionId
        return NONE
      case 'thinking':
        if (event.subtype === 'delta') r.diagnostics.thinkingDeltas++
        return NONE
      case 'assistant':
        return this.assistant(event.variant, event.text)
      case 'tool_call':
        return event.subtype === 'started' ? this.tools.started(event) : this.tools.completed(event)
      case 'result':
        return this.result(event)
      case 'interaction_query':
        return foldQuery(r, event, (plan) => this.setPlan(plan))
      case 'retry': {
        const change = foldConnection(r, event, this.lastAttempt)
        if (event.attempt !== undefined) this.lastAttempt = event.attempt
        // The text streamed so far, repeated: it replaces the deltas kept, never adds to them.
        this.replayFrom(event.text)
        return change
      }
      case 'connection': {
        const change = foldConnection(r, event, this.lastAttempt)
        if (change.kind !== 'none') this.replayFrom('')
        return change
      }
      case 'error': {
        const d = r.diagnostics
        if (d.errorEvents.length < REPORT_LIMITS.samples)
          d.errorEvents.push(cap(event.message, REPORT_LIMITS.sampleChars))
        return { kind: 'error_event', message: event.message }
      }
      case 'unknown': {
        const m = r.diagnostics.unknownTypes
        m.set(event.eventType, (m.get(event.eventType) ?? 0) + 1)
        return { kind: 'unknown', eventType: event.eventType }
      }
    }
  }

  /**
   * With --stream-partial-output each segment arrives twice: as deltas, then whole. Keeping the
   * deltas only until the whole segment arrives avoids the doubled text other wrappers shipped.
   */
  private assistant(variant: 'delta' | 'segment' | 'final', text: string): StreamChange {
    if (variant === 'delta') {
      const replay = this.replay
      if (replay !== undefined) {
        // Streamed again after a reconnection: skipped while it repeats the text already kept.
        if (text !== '' && replay.text.startsWith(text, replay.at)) {
          replay.at += text.length
          return NONE
        }
        this.replay = undefined
      }
      if (this.pendingDelta.length < REPORT_LIMITS.text) this.pendingDelta += text
      return NONE
    }
    this.replay = undefined
    this.pendingDelta = ''
    this.report.segments++
    const kept = cap(text, REPORT_LIMITS.text)
    this.lastSegment = kept
    if (variant === 'final') this.lastFinal = kept
    // A plan, once it arrived, stays the answer: what the agent says after it is narration.
    this.report.finalMessage = this.report.plan ?? this.lastFinal ?? this.lastSegment
    return { kind: 'message', text: kept, final: variant === 'final' }
  }

  /**
   * A reconnection or a retry: `text` (a retry's, when it has one) is the message streamed so far
   * and replaces the deltas kept; deltas that repeat it from its start are skipped (`replay`).
   */
  private replayFrom(text: string): void {
    if (text !== '') this.pendingDelta = cap(text, REPORT_LIMITS.text)
    this.replay = this.pendingDelta !== '' ? { text: this.pendingDelta, at: 0 } : undefined
  }

  /**
   * The agent's plan (plan mode): the run's answer from now on, whole (up to the report's text
   * limit), in the final message and, when the result's text does not hold it, in the result.
   */
  private setPlan(plan: string): void {
    const r = this.report
    r.plan = cap(plan, REPORT_LIMITS.text)
    r.finalMessage = r.plan
    if (r.result !== undefined) r.result = resultWithPlan(r.result, r.plan)
  }

  private result(event: Extract<AgentEvent, { type: 'result' }>): StreamChange {
    const r = this.report
    r.diagnostics.resultEvents++
    const previous = r.result
    // A second result never hides an error reported by the first: the run is failed if any
    // result said so. The text and figures come from the latest one that has them.
    const result: ResultInfo = {
      subtype: event.subtype,
      isError: event.isError || (previous?.isError ?? false),
      text: event.text !== '' ? cap(event.text, REPORT_LIMITS.text) : (previous?.text ?? ''),
      requestId: event.requestId ?? previous?.requestId,
      durationMs: event.durationMs ?? previous?.durationMs,
      usage: event.usage ?? previous?.usage
    }
    r.result = resultWithPlan(result, r.plan)
    r.sessionId ??= event.sessionId
    // Deltas were redacted one by one; a secret split across two of them is whole only here.
    if (r.finalMessage === '' && this.pendingDelta !== '') {
      r.finalMessage =
        this.redact !== undefined ? this.redact(this.pendingDelta) : this.pendingDelta
    }
    return { kind: 'result', result: r.result }
  }

  /**
   * The report itself, which keeps growing as lines arrive: for the run's observers, which read
   * it on every line (no copy on the hot path). Readers must not change it.
   */
  live(): RunReport {
    return this.report
  }

  /** A copy of the report as it stands: nothing done to it reaches the builder, nor the reverse. */
  snapshot(): RunReport {
    return structuredClone(this.report)
  }

  /** Adds or merges a change found by git after the run (commands write files too). */
  mergeGitChange(change: GitFileChange): void {
    this.tools.mergeGitChange(change)
  }
}

/** Folds a whole stream held in memory (tests, the offline report). */
export function foldText(text: string, options: FoldOptions = {}): RunReport {
  const builder = new ReportBuilder(options)
  // The live run's splitter, so a saved stream is read by the same rules (CRLF, BOM, oversize).
  const splitter = new LineSplitter(
    (line) => {
      builder.line(line)
    },
    (bytes, head) => builder.oversize(bytes, head)
  )
  splitter.push(Buffer.from(text))
  splitter.end()
  // The builder goes out of scope here: its report needs no copy.
  return builder.live()
}
