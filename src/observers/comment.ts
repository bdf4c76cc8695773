/**
 * The PR comment as a run observer: live progress from the stream, then the final word.
 * Edits happen at most every `progressMs`, and only when the stream brought something new since
 * the last edit (a ticking clock alone is no reason: the rendered text has no running clock, and
 * an edit whose text equals the last one is skipped). One write at a time, in order.
 */
import type { StreamChange, RunReport, ToolCallRecord } from '../core/stream/report.js'
import type { RunFacts } from '../core/verdict/facts.js'
import type { RunObserver, RunStart } from './observer.js'
import type { StickyComment } from '../github/comment.js'
import type { CommentPlan } from '../github/bot.js'
import type { ReactionTarget } from '../github/event.js'
import { COMMENT_LIMIT, renderEnd, renderProgress, type Frame } from '../render/comment.js'

export interface LiveCommentOptions {
  frame: Frame
  /** 0: no live progress, only start and end. */
  progressMs: number
  reactTo: ReactionTarget | undefined
  now?: () => number
  /** Called once the final comment is on GitHub (the post step then leaves it alone). */
  onFinal?: () => void
}

class LiveComment implements RunObserver {
  private startedAt = Date.now()
  private phase = 'Starting'
  private since = Date.now()
  private current: ToolCallRecord | undefined
  private dirty = false
  private lastEdit = 0
  private lastBody = ''
  private busy: Promise<unknown> = Promise.resolve()
  private inFlight = false
  private report: RunReport | undefined
  /** Progress edits actually sent (for tests and the log). */
  edits = 0
  private readonly now: () => number

  constructor(
    private readonly comment: StickyComment,
    private readonly o: LiveCommentOptions
  ) {
    this.now = o.now ?? Date.now
  }

  start(info: RunStart): void {
    this.startedAt = info.startedAt
    this.since = info.startedAt
    this.lastEdit = this.now()
  }

  change(change: StreamChange, report: RunReport): void {
    this.report = report
    const now = this.now()
    switch (change.kind) {
      case 'init':
        this.setPhase('Reading the task', now)
        break
      case 'tool_started':
        if (this.current === undefined) {
          this.current = change.call
          this.since = now
        }
        this.phase = 'Running'
        break
      case 'tool_completed':
        if (this.current === change.call) this.current = undefined
        this.setPhase('Thinking', now)
        break
      case 'message':
        this.setPhase(change.final ? 'Writing the answer' : 'Thinking', now)
        break
      case 'result':
        this.setPhase('Finishing', now)
        break
      default:
        return
    }
    this.dirty = true
    this.maybeEdit(now)
  }

  tick(now: number, running: readonly ToolCallRecord[], report: RunReport): void {
    this.report = report
    // The oldest call still running is the "current" one once the previous one completed.
    const oldest = running.at(0)
    if (this.current === undefined && oldest !== undefined) {
      this.current = oldest
      this.phase = 'Running'
      this.since = now
      this.dirty = true
    }
    this.maybeEdit(now)
  }

  async end(facts: RunFacts): Promise<void> {
    await this.busy
    // Room for the ledger's record at the end of the body (github/comment.ts).
    const body = renderEnd(this.o.frame, facts, COMMENT_LIMIT - this.comment.reserved)
    // The answer was written and read back before the facts were published (stages/answer.ts).
    if (facts.answered !== true && (await this.comment.write(body))) this.o.onFinal?.()
    await this.comment.react(
      this.o.reactTo,
      facts.verdict.conclusion === 'success' ? 'rocket' : 'confused'
    )
  }

  private setPhase(phase: string, now: number): void {
    if (this.current !== undefined) return
    if (phase !== this.phase) this.since = now
    this.phase = phase
  }

  private maybeEdit(now: number): void {
    if (this.o.progressMs <= 0 || !this.dirty || this.inFlight) return
    if (now - this.lastEdit < this.o.progressMs || this.report === undefined) return
    const body = renderProgress(this.o.frame, {
      startedAt: this.startedAt,
      phase: this.phase,
      current: this.current,
      since: this.since,
      report: this.report
    })
    this.dirty = false
    if (body === this.lastBody) return
    this.lastBody = body
    this.lastEdit = now
    this.inFlight = true
    this.edits++
    this.busy = this.busy
      .then(() => this.comment.write(body))
      .finally(() => {
        this.inFlight = false
      })
  }
}

/** The live comment for a run that keeps one (github/bot.ts planned it); none otherwise. */
export function commentObservers(plan: CommentPlan | undefined): RunObserver[] {
  return plan !== undefined ? [new LiveComment(plan.comment, plan)] : []
}
