/**
 * A review run a cap per pull request stopped before the CLI started (main.ts; the caps in
 * core/ledger/caps.ts). With `fail-on`, what the gate's last word needs (core/verdict/verdict.ts `capped`
 * decides from it): the last review's gate as the ledger recorded it, and this job's findings
 * on the review threads, read with read permissions only. At the end, with `check-run`, the
 * check run on the head says the step's verdict in the same words. Nothing is posted or resolved.
 */
import type { CapGate, ThreadsRead } from '../core/ledger/caps.js'
import { gateHold, type Verdict } from '../core/verdict/verdict.js'
import { lastReviewFailed, type Ledger } from '../core/ledger/ledger.js'
import { CheckRun } from '../github/checks.js'
import { describeError, statusOf } from '../github/client.js'
import { eventOf, readOnlyOnFork, type GitHubEvent } from '../github/event.js'
import { readThreadFindings } from '../github/rescope.js'
import { Cancelled } from '../github/review.js'
import { plural } from '../render/format.js'
import { markup, mentionsOff } from '../render/markdown.js'
import { keyHash } from '../render/marker.js'
import type { RunContext } from './context.js'

type CappedContext = Pick<
  RunContext,
  'settings' | 'event' | 'github' | 'redact' | 'book' | 'say' | 'signals'
>

/**
 * The gate's facts of a review run the caps stopped (`gate`, undefined without `fail-on`), and
 * its check run. `read`: the pull request's ledger read before the run, when it could be read.
 */
export async function startCapped(
  ctx: CappedContext,
  read: Ledger | undefined
): Promise<CappedReview> {
  const { settings } = ctx
  const event = eventOf(ctx.event)
  const number = event.number
  if (number === undefined) return new CappedReview(ctx, undefined, undefined)
  const pr = { owner: event.owner, repo: event.repo, number }
  let gate: CapGate | undefined
  if (settings.failOn !== 'none') {
    const threads = await readThreads(ctx, pr)
    if (!threads.read)
      ctx.book.warning(
        `Could not read the pull request's review threads (${threads.why}), to see whether the last review's findings at or above fail-on are still open.`
      )
    const lastFailed = read !== undefined ? lastReviewFailed(read) : undefined
    gate = { failOn: settings.failOn, ...(lastFailed !== undefined ? { lastFailed } : {}), threads }
  }
  return new CappedReview(ctx, gate, { ...pr, event })
}

/** This job's findings on the threads; a cancel reads as threads not read (main.ts ends there). */
async function readThreads(
  ctx: CappedContext,
  pr: { owner: string; repo: string; number: number }
): Promise<ThreadsRead> {
  const client = await ctx.github.client()
  const cancelled = () => ctx.signals.received() !== undefined
  try {
    return await readThreadFindings(client, {
      pr,
      keyHash: keyHash(ctx.settings.commentKey),
      cancelled
    })
  } catch (error) {
    if (error instanceof Cancelled) return { read: false, why: 'the run was cancelled' }
    throw error
  }
}

/** The run the caps stopped, as the run's record holds it (stages/record.ts `capped`). */
class CappedReview {
  private closed = false
  /** The check run's link, once it is made. */
  checkRunUrl: string | undefined

  constructor(
    private readonly ctx: CappedContext,
    /** What the verdict reads of the gate; undefined without `fail-on`. */
    readonly gate: CapGate | undefined,
    private readonly target:
      { owner: string; repo: string; number: number; event: GitHubEvent } | undefined
  ) {}

  /**
   * On every exit path, once: with `check-run`, a check run on the pull request's head,
   * completed at once with the verdict's conclusion and its words (no annotations: nothing was
   * reviewed). A check run that cannot be made is a warning; it never changes the verdict.
   */
  async close(verdict: Verdict): Promise<void> {
    if (this.closed) return
    this.closed = true
    const t = this.target
    if (!this.ctx.settings.checkRun || t === undefined || readOnlyOnFork(t.event)) return
    try {
      const client = await this.ctx.github.client()
      const head = (await this.ctx.github.pull()).head?.sha ?? ''
      if (!/^[0-9a-f]{40,64}$/.test(head)) throw new Error('the event names no head commit')
      const repo = { owner: t.owner, repo: t.repo }
      const check = await CheckRun.create(client, repo, {
        headSha: head,
        detailsUrl: t.event.runUrl
      })
      this.checkRunUrl = check.url
      const summary = mentionsOff(markup(verdict.said ?? verdict.message, this.ctx.redact))
      const title = this.title(verdict)
      const signal = AbortSignal.timeout(this.ctx.signals.received() !== undefined ? 5_000 : 30_000)
      await check.complete(
        { conclusion: verdict.conclusion, title, summary, annotations: [] },
        signal
      )
      this.ctx.say.line(`Check run "Cursor Agent review": ${check.url}`)
    } catch (error) {
      this.ctx.book.warning(
        `Could not make the check run (${describeError(error)})${statusOf(error) === 403 ? ': the token needs `checks: write` (add it under `permissions:`)' : ''}; the job summary says why the review did not run.`
      )
    }
  }

  /** The check run's title: what holds the gate, or that a cap stopped the review. */
  private title(verdict: Verdict): string {
    const hold = this.gate !== undefined ? gateHold(this.gate) : undefined
    const failOn = this.ctx.settings.failOn
    if (verdict.conclusion !== 'failure' || hold === undefined)
      return 'Not run: a cap per pull request stopped the review'
    if (hold.by === 'open')
      return `Not run: ${plural(hold.findings.length, 'finding')} at or above fail-on: ${failOn} still open`
    return `Not run: the last review's fail-on: ${failOn} gate still fails`
  }
}
