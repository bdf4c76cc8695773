/**
 * The fold: events in, one run report out. Pure (the clock is injected) and incremental, so the
 * live log, the summary, the outputs and the offline report all read the same facts.
 * Memory stays bounded however long the stream: tool output is kept only as a short tail and only
 * for calls that failed or were rejected, text fields are capped, samples are capped.
 */
import { StreamParser, type AgentEvent, type ParsedLine } from './events.js'
import { LineSplitter } from './lines.js'
import { isObject, str } from './json.js'
import { FileLedger, type GitFileChange } from './touched.js'
import {
  emptyReport,
  REPORT_LIMITS,
  type StreamChange,
  type FoldOptions,
  type KindCounts,
  type ResultInfo,
  type RunReport,
  type ToolCallRecord
} from './report-model.js'
import { workspacePath } from '../paths.js'
import { truncate } from '../text.js'
import { classify, targetOf, WRITE_KINDS, READ_KINDS } from './tools.js'
import { mcpCallEnded, mcpCallStarted } from './mcp.js'
import { foldConnection, foldQuery, resultWithPlan } from './asked.js'

export * from './report-model.js'
export type { ChangedFile, GitFileChange } from './touched.js'

/** Most lines change nothing the watchers see (thinking and assistant deltas): one value for all. */
const NONE: StreamChange = Object.freeze({ kind: 'none' })

/** The start of a text, at most `max` characters, no mark (a cap on what the report keeps). */
const NO_MARK = { mark: '' } as const
function cap(text: string, max: number): string {
  return truncate(text, max, NO_MARK)
}

export class ReportBuilder {
  private readonly report: RunReport = emptyReport()
  private readonly calls = new Map<string, ToolCallRecord>()
  private readonly running = new Set<ToolCallRecord>()
  private anonymous = 0
  private readonly files = new FileLedger(this.report.filesRead, this.report.filesChanged)
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
  private keptTails = 0
  private keptProblems = 0
  private problems = new Set<ToolCallRecord>()
  /** `tools` is compacted when it reaches this length (amortised: twice what was kept). */
  private compactAt = 2 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls)
  private nextIndex = 1
  private readonly now: () => number | undefined
  private redact: FoldOptions['redact']
  /** Parses the lines given unparsed (`line`): one stream's. */
  private readonly parser = new StreamParser()

  constructor(private readonly options: FoldOptions = {}) {
    this.now = options.now ?? (() => undefined)
    this.redact = options.redact
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
    return [...this.running]
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
        return event.subtype === 'started' ? this.started(event) : this.completed(event)
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

  private started(event: Extract<AgentEvent, { type: 'tool_call' }>): StreamChange {
    if (event.callId === '') {
      // No id at all: give it one of its own, so id-less calls do not collide with each other.
      event = { ...event, callId: `(no id ${++this.anonymous})` }
    } else if (this.calls.has(event.callId)) {
      return NONE
    }
    const call = this.newCall(event, false)
    this.running.add(call)
    this.report.counts.running++
    if (this.running.size > REPORT_LIMITS.runningCalls) {
      // Still counted as running; its completion, if it ever comes, is taken as an orphan.
      const oldest = this.running.values().next().value
      if (oldest !== undefined) {
        this.running.delete(oldest)
        this.calls.delete(oldest.callId)
      }
    }
    return { kind: 'tool_started', call }
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

  /** An id-less completion belongs to the oldest id-less call of its kind still running. */
  private oldestAnonymous(kind: string): ToolCallRecord | undefined {
    for (const call of this.running) {
      if (call.callId.startsWith('(no id ') && (call.kind === kind || kind === 'unknown'))
        return call
    }
    return undefined
  }

  /** A new record, appended to the timeline and indexed by call id. */
  private newCall(
    event: Extract<AgentEvent, { type: 'tool_call' }>,
    orphan: boolean
  ): ToolCallRecord {
    const { tool } = event
    const call: ToolCallRecord = {
      index: this.nextIndex++,
      callId: event.callId,
      kind: tool.kind,
      target: cap(this.target(tool.kind, tool.args), REPORT_LIMITS.target),
      description: tool.description,
      state: 'running',
      orphan,
      ...(orphan
        ? {}
        : { startedAt: this.now(), startedAtMs: tool.startedAtMs, timestampMs: event.timestampMs })
    }
    if (tool.args !== undefined) this.notePath(call, str(tool.args.path))
    if (call.kind === 'mcp') mcpCallStarted(this.report.mcp, call, tool.args)
    // Plan mode's plan as a tool call (`createPlanToolCall`, args `plan`, `overview`, `name`,
    // `todos`): read where the call is first seen, so a late completion never brings back an
    // older plan.
    const plan = call.kind === 'createPlan' ? str(tool.args?.plan) : undefined
    if (plan !== undefined && plan.trim() !== '') this.setPlan(plan)
    const counts = this.report.counts
    counts.calls++
    if (orphan) counts.orphans++
    this.kindCounts(call.kind).calls++
    if (this.report.tools.length >= this.compactAt) this.compact()
    this.report.tools.push(call)
    this.calls.set(event.callId, call)
    return call
  }

  /**
   * Keeps `tools` bounded however long the run: running calls, the problem calls kept so far and
   * the most recent ones stay; the rest leave the list and the id index (a late duplicate of a
   * call that left is counted as an orphan).
   */
  private compact(): void {
    const tools = this.report.tools
    const recentFrom = tools.length - REPORT_LIMITS.recentCalls
    const kept = tools.filter(
      (t, i) => i >= recentFrom || t.state === 'running' || this.problems.has(t)
    )
    for (const t of tools.slice(0, Math.max(0, recentFrom))) {
      if (t.state !== 'running' && !this.problems.has(t) && this.calls.get(t.callId) === t) {
        this.calls.delete(t.callId)
      }
    }
    this.report.diagnostics.droppedCalls += tools.length - kept.length
    tools.length = 0
    for (const t of kept) tools.push(t)
    this.compactAt = Math.max(
      2 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls),
      2 * kept.length
    )
  }

  private completed(event: Extract<AgentEvent, { type: 'tool_call' }>): StreamChange {
    const { tool } = event
    let call = event.callId === '' ? this.oldestAnonymous(tool.kind) : this.calls.get(event.callId)
    if (call === undefined && event.callId === '') {
      event = { ...event, callId: `(no id ${++this.anonymous})` }
    }
    if (call !== undefined && call.state !== 'running') {
      this.report.diagnostics.duplicateCompletions++
      return NONE
    }
    if (call === undefined) {
      // args from the completion are used only when there was no `started` to cache them from.
      call = this.newCall(event, true)
    } else {
      this.running.delete(call)
      this.report.counts.running--
    }
    if (call.kind === 'unknown' && tool.kind !== 'unknown') {
      this.kindCounts(call.kind).calls--
      call.kind = tool.kind
      this.kindCounts(call.kind).calls++
      if (call.kind === 'mcp') mcpCallStarted(this.report.mcp, call, tool.args)
    }
    const c = classify(tool.result)
    if (call.target === '' && c.outcome !== 'unknown') {
      const fromResult = tool.result !== undefined ? Object.values(tool.result)[0] : undefined
      if (isObject(fromResult)) {
        call.target = cap(this.target(call.kind, fromResult), REPORT_LIMITS.target)
      }
    }
    call.state = c.outcome
    if (c.reason !== undefined) call.reason = cap(c.reason, REPORT_LIMITS.sampleChars)
    if (c.exitCode !== undefined) call.exitCode = c.exitCode
    if (c.denied === true) call.denied = true
    // A rejected call never ran, so whatever time passed is the approval round trip, not work.
    call.durationMs =
      c.outcome === 'rejected'
        ? undefined
        : this.duration(call, c.executionMs, tool.completedAtMs, event.timestampMs)
    this.count(call)
    if (call.server !== undefined) mcpCallEnded(this.report.mcp, call.server, call.state, c.reason)
    if (
      (c.outcome === 'failed' || c.outcome === 'rejected') &&
      this.keptProblems < REPORT_LIMITS.problemCalls
    ) {
      this.keptProblems++
      this.problems.add(call)
    }
    if ((c.outcome === 'failed' || c.outcome === 'rejected') && c.output !== undefined) {
      if (this.keptTails < REPORT_LIMITS.outputTails) {
        // The output's fields were redacted one by one; stdout and stderr joined are checked
        // again, whole, before the cut, so a key split across them cannot come out of the tail.
        const output = this.redact !== undefined ? this.redact(c.output) : c.output
        call.outputTail = truncate(output, REPORT_LIMITS.outputTail + 1, { keep: 'tail' })
        this.keptTails++
      } else {
        this.report.diagnostics.droppedOutputTails++
      }
    }
    if (c.outcome === 'ok') this.noteFiles(call, tool.result)
    return { kind: 'tool_completed', call }
  }

  private kindCounts(kind: string): KindCounts {
    const byKind = this.report.counts.byKind
    let k = byKind.get(kind)
    if (k === undefined) {
      k = { calls: 0, ok: 0, failed: 0, rejected: 0, durationMs: 0 }
      byKind.set(kind, k)
    }
    return k
  }

  /** Adds a completed call's outcome to the run's counters. */
  private count(call: ToolCallRecord): void {
    const counts = this.report.counts
    const k = this.kindCounts(call.kind)
    if (call.state === 'ok') k.ok++
    else if (call.state === 'failed') {
      k.failed++
      counts.failed++
    } else if (call.state === 'rejected') {
      k.rejected++
      counts.rejected++
    }
    k.durationMs += call.durationMs ?? 0
  }

  private duration(
    call: ToolCallRecord,
    executionMs: number | undefined,
    completedAtMs: number | undefined,
    timestampMs: number | undefined
  ): number | undefined {
    if (executionMs !== undefined) return executionMs
    // startedAtMs/completedAtMs share one clock; timestamp_ms is another (emit time), so the
    // two are never mixed (docs/stream.md §2.5).
    if (completedAtMs !== undefined && call.startedAtMs !== undefined) {
      return Math.max(0, completedAtMs - call.startedAtMs)
    }
    if (timestampMs !== undefined && call.timestampMs !== undefined) {
      return Math.max(0, timestampMs - call.timestampMs)
    }
    const now = this.now()
    if (now !== undefined && call.startedAt !== undefined) return Math.max(0, now - call.startedAt)
    return undefined
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

  private target(kind: string, args: Parameters<typeof targetOf>[1]): string {
    const t = targetOf(kind, args)
    return WRITE_KINDS.has(kind) || READ_KINDS.has(kind) || kind === 'ls' ? this.rel(t) : t
  }

  private rel(p: string): string {
    return workspacePath(p, this.report.cwd ?? this.options.root)
  }

  private notePath(call: ToolCallRecord, p: string | undefined): void {
    if (p !== undefined && p !== '' && (WRITE_KINDS.has(call.kind) || READ_KINDS.has(call.kind))) {
      call.path = this.rel(p)
    }
  }

  private noteFiles(call: ToolCallRecord, result: Parameters<typeof classify>[0]): void {
    const success = result?.success
    const body = isObject(success) ? success : {}
    if (call.path === undefined) {
      const p = str(body.path)
      if (p !== undefined) this.notePath(call, p)
    }
    const p = call.path
    if (p === undefined) return
    if (READ_KINDS.has(call.kind)) {
      this.files.noteRead(p)
    } else if (WRITE_KINDS.has(call.kind)) {
      const lines = this.files.noteEdit(call.kind, p, body)
      call.linesAdded = lines.added
      call.linesRemoved = lines.removed
    }
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
    this.files.mergeGit(change)
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
