/**
 * The fold's tool calls: each `started` and `completed` paired by call id (or, without one, by
 * kind and age), classified, timed, counted, and the files they read and wrote noted. The list
 * stays bounded however long the run: running calls, the first problem calls and the recent ones
 * are kept, output only as a short tail and only for calls that failed or were rejected.
 */
import type { AgentEvent } from './agent-events.js'
import { isObject, str } from './json.js'
import { FileLedger, type GitFileChange } from './touched.js'
import {
  cap,
  NONE,
  REPORT_LIMITS,
  type FoldOptions,
  type KindCounts,
  type RunReport,
  type StreamChange,
  type ToolCallRecord
} from './report-model.js'
import { workspacePath } from '../paths.js'
import { truncate } from '../text.js'
import { classify, targetOf, WRITE_KINDS, READ_KINDS } from './tools.js'
import { mcpCallEnded, mcpCallStarted } from './mcp.js'

type ToolCallEvent = Extract<AgentEvent, { type: 'tool_call' }>

/** What the calls need of the fold that owns them. */
export interface CallsFold {
  /** The fold's clock (undefined: none). */
  now: () => number | undefined
  /** The fold's redactor as it stands (one can be handed in after the fold was made). */
  redactor: () => FoldOptions['redact']
  /** The workspace, when the stream's `init` names none. */
  root?: string
  /** Plan mode's plan, read from a `createPlan` call. */
  onPlan: (plan: string) => void
}

export class ToolCalls {
  private readonly calls = new Map<string, ToolCallRecord>()
  private readonly running = new Set<ToolCallRecord>()
  private anonymous = 0
  private readonly files: FileLedger
  private keptTails = 0
  private keptProblems = 0
  private readonly problems = new Set<ToolCallRecord>()
  /** `tools` is compacted when it reaches this length (amortised: twice what was kept). */
  private compactAt = 2 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls)
  private nextIndex = 1

  constructor(
    private readonly report: RunReport,
    private readonly fold: CallsFold
  ) {
    this.files = new FileLedger(report.filesRead, report.filesChanged)
  }

  /** The calls still running, oldest first (for heartbeats). */
  runningCalls(): ToolCallRecord[] {
    return [...this.running]
  }

  /** Adds or merges a change found by git after the run (commands write files too). */
  mergeGitChange(change: GitFileChange): void {
    this.files.mergeGit(change)
  }

  started(event: ToolCallEvent): StreamChange {
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

  completed(event: ToolCallEvent): StreamChange {
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
    if (c.outcome === 'failed' || c.outcome === 'rejected') this.keepProblem(call, c.output)
    if (c.outcome === 'ok') this.noteFiles(call, tool.result)
    return { kind: 'tool_completed', call }
  }

  /** A failed or rejected call: kept past compaction, and its output's tail, while they fit. */
  private keepProblem(call: ToolCallRecord, output: string | undefined): void {
    if (this.keptProblems < REPORT_LIMITS.problemCalls) {
      this.keptProblems++
      this.problems.add(call)
    }
    if (output === undefined) return
    if (this.keptTails < REPORT_LIMITS.outputTails) {
      // The output's fields were redacted one by one; stdout and stderr joined are checked
      // again, whole, before the cut, so a key split across them cannot come out of the tail.
      const redact = this.fold.redactor()
      const whole = redact !== undefined ? redact(output) : output
      call.outputTail = truncate(whole, REPORT_LIMITS.outputTail + 1, { keep: 'tail' })
      this.keptTails++
    } else {
      this.report.diagnostics.droppedOutputTails++
    }
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
  private newCall(event: ToolCallEvent, orphan: boolean): ToolCallRecord {
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
        : {
            startedAt: this.fold.now(),
            startedAtMs: tool.startedAtMs,
            timestampMs: event.timestampMs
          })
    }
    if (tool.args !== undefined) this.notePath(call, str(tool.args.path))
    if (call.kind === 'mcp') mcpCallStarted(this.report.mcp, call, tool.args)
    // Plan mode's plan as a tool call (`createPlanToolCall`, args `plan`, `overview`, `name`,
    // `todos`): read where the call is first seen, so a late completion never brings back an
    // older plan.
    const plan = call.kind === 'createPlan' ? str(tool.args?.plan) : undefined
    if (plan !== undefined && plan.trim() !== '') this.fold.onPlan(plan)
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
    const now = this.fold.now()
    if (now !== undefined && call.startedAt !== undefined) return Math.max(0, now - call.startedAt)
    return undefined
  }

  private target(kind: string, args: Parameters<typeof targetOf>[1]): string {
    const t = targetOf(kind, args)
    return WRITE_KINDS.has(kind) || READ_KINDS.has(kind) || kind === 'ls' ? this.rel(t) : t
  }

  private rel(p: string): string {
    return workspacePath(p, this.report.cwd ?? this.fold.root)
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
}
