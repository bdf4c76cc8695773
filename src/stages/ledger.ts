/**
 * The pull request's ledger as a stage of the pipeline (docs/ledger.md). Before the CLI starts:
 * read the ledger (github/ledger.ts) and check the caps (core/ledger/caps.ts); a capped run ends there,
 * green and `skipped` (a review whose `fail-on` gate still holds fails: stages/capped.ts). At
 * the end, on every exit path: this run added, the ledger read again and merged, and the record
 * handed to the sticky comment (and, on a review run, to the review before it is posted); the
 * totals go into the run's facts for the outputs, summary and footer.
 *
 * Only on a run about a pull request that keeps a ledger somewhere (`comment-on-pr` or
 * `review`) with a token to read it; every other run has none and says nothing about one, but
 * for a cap set on an event without a pull request (core/ledger/caps.ts capsWithoutPr: a warning).
 */
import { capsWithoutPr, checkCaps, type CapDecision } from '../core/ledger/caps.js'
import { messageOf } from '../core/errors.js'
import {
  addRun,
  LEDGER_EVENTS,
  runUsage,
  totals,
  type Ledger,
  type LedgerRun,
  type PrFacts
} from '../core/ledger/ledger.js'
import { encodeLedger, ledgerRun } from '../core/ledger/stored.js'
import type { Usage } from '../core/stream/agent-events.js'
import type { Clock, Run } from '../core/ports.js'
import type { RunReport } from '../core/stream/report.js'
import type { RunFacts } from '../core/verdict/facts.js'
import { plainText } from '../core/said.js'
import type { Settings } from '../core/settings.js'
import { gateVerdict, type Verdict } from '../core/verdict/verdict.js'
import type { BotPlan } from '../github/bot.js'
import type { GitHubApi } from '../github/access.js'
import type { GitHubClient } from '../github/client.js'
import { eventOf, readOnlyOnFork, type EventReading, type GitHubEvent } from '../github/event.js'
import { freshLedger, ignoredWarning, readPrLedger, type LedgerPr } from '../github/ledger.js'
import { keyHash } from '../render/marker.js'

/** What the ledger reads of the run's context (stages/context.ts). */
type LedgerContext = Pick<Run, 'settings' | 'book' | 'say' | 'clock'> & {
  /** The event, read once. */
  readonly event: EventReading
  /** The run's GitHub client and its one reading of the pull request (github/access.ts). */
  readonly github: GitHubApi
}

/** How the run ended, as the ledger records it. */
export interface LedgerEnd {
  verdict: Verdict
  usage?: Usage
  durationMs?: number
  sessionId?: string
  /** Whether the CLI started. */
  started: boolean
  /**
   * Whether a review of the whole pull request was posted: one that did not see every file
   * (GitHub's list cut, the checkout without the rest) is no later re-review's starting point.
   */
  reviewed: boolean
}

const EVENTS = new Set<string>(LEDGER_EVENTS)

/**
 * The ledger stage of a run on a pull request that keeps one; undefined otherwise. Never throws:
 * a ledger that cannot be read is a warning (and caps fail closed for automatic runs).
 */
export async function openLedger(
  ctx: LedgerContext,
  bot: Extract<BotPlan, { kind: 'on' }> | undefined
): Promise<LedgerStage | undefined> {
  const event = ledgerEvent(ctx)
  if (event?.number === undefined) return undefined
  const client = await ctx.github.client()
  const pr: LedgerPr = { owner: event.owner, repo: event.repo, number: event.number }
  const key = keyHash(ctx.settings.commentKey)
  // The sticky comment asked GitHub who the token is already: asked once per run.
  const viewer = await bot?.comment?.comment.account()
  const read = await readPrLedger(client, pr, {
    key,
    now: ctx.clock.now(),
    ...(viewer !== undefined ? { viewer } : {})
  })
  const decision = checkRead(ctx, read, { pr, trigger: bot?.trigger })
  // The head every stage sees: the pull request read once for the run (none read when the
  // payload names it).
  const head = await ctx.github.pull().then(
    (e) => e.head?.sha,
    () => undefined
  )
  return new LedgerStage({
    ...{ client, pr, key, known: read.ledger, read: read.readable, viewer: read.viewer },
    ...{ clock: ctx.clock, decision, ctx, comment: bot?.comment?.comment },
    base: {
      runId: event.runId,
      attempt: event.runAttempt,
      startedAt: new Date(),
      event: event.name,
      head: head ?? '',
      trigger: bot?.trigger !== undefined
    }
  })
}

/**
 * The event of a run that keeps a ledger: about a pull request, with a token, on an event that
 * counts and not a fork's read-only run (which could never write its record, so none of its
 * runs count toward a cap); undefined for every other run. A cap set on an event without a pull
 * request has nothing to count in, which the run says first.
 */
function ledgerEvent(ctx: Omit<LedgerContext, 'github'>): GitHubEvent | undefined {
  const { settings } = ctx
  if (!settings.commentOnPr && !settings.review) return undefined
  if (settings.githubToken === '') return undefined
  let event: GitHubEvent
  try {
    event = eventOf(ctx.event)
  } catch {
    return undefined
  }
  if (!event.isPullRequest)
    for (const sentence of capsWithoutPr(settings, event.name)) ctx.book.warning(sentence)
  if (!event.isPullRequest || event.number === undefined || !EVENTS.has(event.name))
    return undefined
  return readOnlyOnFork(event) ? undefined : event
}

/** The ledger as read (warnings for what was ignored or unreadable), and the caps checked on it. */
function checkRead(
  ctx: Pick<LedgerContext, 'settings' | 'book'>,
  read: Awaited<ReturnType<typeof readPrLedger>>,
  o: { pr: LedgerPr; trigger: { role?: string } | undefined }
): CapDecision {
  const { settings } = ctx
  const ignored = ignoredWarning(read, o.pr)
  if (ignored !== undefined) ctx.book.warning(ignored)
  if (!read.readable)
    ctx.book.warning(
      `Could not read the ledger of pull request #${String(o.pr.number)} (${read.why ?? 'unknown'}); its totals count only what this run knows${unreadIs(settings)}.`
    )
  const decision = checkCaps({
    caps: {
      maxPrRuns: settings.maxPrRuns,
      maxPrTokens: settings.maxPrTokens,
      triggerPhrase: settings.triggerPhrase
    },
    ledger: read.readable
      ? { kind: 'read', totals: totals(read.ledger) }
      : { kind: 'unreadable', why: read.why ?? 'unknown' },
    trigger: o.trigger !== undefined,
    role: o.trigger?.role
  })
  if (decision.note !== undefined && decision.run) ctx.book.warning(plainText(decision.note))
  return decision
}

/**
 * What else an unreadable ledger means for this run: a full review (`resume: pr`'s fresh session
 * is said by agent/resume.ts, which warns on every fresh start).
 */
function unreadIs(s: Settings): string {
  return s.review && s.reviewScope === 'auto' ? ', and a review is a full one' : ''
}

interface StageOptions {
  client: GitHubClient
  pr: LedgerPr
  key: string
  /** What was read before the CLI started. */
  known: Ledger
  read: boolean
  /** The token's own login, when the first read learnt it. */
  viewer: string | undefined
  /** The run's clock: a record read later than it is refused (github/ledger.ts). */
  clock: Clock
  decision: CapDecision
  base: {
    runId: string
    attempt: string
    startedAt: Date
    event: string
    head: string
    trigger: boolean
  }
  comment: { setTrailer(text: string): void } | undefined
  /** Where the stage's warnings and its notice go. */
  ctx: Pick<Run, 'book' | 'say'>
}

export class LedgerStage {
  private closed: PrFacts | undefined
  private warnedRun = false

  constructor(private readonly o: StageOptions) {}

  /** The caps' decision, made before the CLI starts. */
  get decision(): CapDecision {
    return this.o.decision
  }

  /**
   * The ledger read before the CLI started, when it could be read: the last review sets a
   * review's scope (github/rescope.ts), the last session `resume: pr`'s (agent/resume.ts).
   */
  get read(): Ledger | undefined {
    return this.o.read ? this.o.known : undefined
  }

  /**
   * The cap that stops this run and its note, with its `::notice`; undefined when it may run.
   * core/verdict/verdict.ts `capped` makes the run's verdict of it.
   */
  skip(): Extract<CapDecision, { run: false }> | undefined {
    const d = this.o.decision
    if (d.run) return undefined
    this.o.ctx.say.notice(plainText(d.note))
    return d
  }

  /** This run as the ledger keeps it; undefined (with one warning) when it cannot be recorded. */
  private run(end: LedgerEnd, from?: string): LedgerRun | undefined {
    const d = this.o.decision
    const reason = !d.run ? d.cap : end.verdict.reason
    const made = ledgerRun({
      ...this.o.base,
      reviewed: end.reviewed,
      ...(from !== undefined ? { from } : {}),
      usage: end.usage,
      durationMs: end.started ? end.durationMs : 0,
      sessionId: end.sessionId,
      conclusion: end.verdict.conclusion,
      ...(reason !== undefined ? { reason } : {}),
      started: end.started
    })
    if ('run' in made) return made.run
    if (!this.warnedRun)
      this.o.ctx.book.warning(
        `This run is not added to the pull request's ledger: ${made.problem}.`
      )
    this.warnedRun = true
    return undefined
  }

  /** The ledger on GitHub now, merged with what was read before, with `run` in it. */
  private async withRun(run: LedgerRun | undefined): Promise<Ledger> {
    const { client, pr, key, known, viewer } = this.o
    const o = { key, known, now: this.o.clock.now(), ...(viewer !== undefined ? { viewer } : {}) }
    const now = await freshLedger(client, pr, o).catch(() => known)
    return run !== undefined ? addRun(now, run) : now
  }

  /** For review mode (stages/review.ts): the record a review's body ends with. */
  readonly forReview = (o: {
    failed: boolean
    report: RunReport
    from?: string
    partial?: boolean
  }): Promise<string> =>
    this.reviewRecord(
      {
        verdict: gateVerdict(o.failed),
        usage: o.report.result?.usage,
        durationMs: o.report.result?.durationMs,
        sessionId: o.report.sessionId,
        started: true,
        reviewed: o.partial !== true
      },
      o.from
    )

  /**
   * The record for a review's body, written just before the review is posted: this run as a
   * review (its gate's conclusion, and `from` when it reviewed only the commits since that SHA),
   * merged with what is on GitHub now. '' when there is none.
   */
  async reviewRecord(end: LedgerEnd, from?: string): Promise<string> {
    const run = this.run(end, from)
    if (run === undefined) return ''
    return this.encode(await this.withRun(run))
  }

  /**
   * On every exit path, once: this run added to the ledger read again just now, the record
   * handed to the sticky comment, and the pull request's facts for the outputs and the summary.
   */
  async close(facts: RunFacts): Promise<PrFacts> {
    if (this.closed !== undefined) return this.closed
    const end: LedgerEnd = {
      verdict: facts.verdict,
      usage: facts.report.result?.usage,
      durationMs: facts.durationMs,
      sessionId: facts.report.sessionId,
      started: facts.ran,
      reviewed: facts.review?.review !== undefined && facts.review.unreviewed === undefined
    }
    // A review of only the new commits records where it started (the next review's scope).
    const run = this.run(end, facts.review?.reviewedFrom)
    const ledger = await this.withRun(run)
    const text = this.encode(ledger)
    if (text !== '') this.o.comment?.setTrailer(text)
    const fallback: LedgerRun = {
      ...emptyRun(this.o.base),
      usage: runUsage(end.usage),
      durationMs: end.durationMs ?? 0,
      conclusion: end.verdict.conclusion,
      started: end.started
    }
    this.closed = { run: run ?? fallback, totals: totals(ledger), read: this.o.read }
    return this.closed
  }

  private encode(ledger: Ledger): string {
    try {
      return encodeLedger(ledger)
    } catch (error) {
      this.o.ctx.book.warning(`The pull request's ledger could not be written: ${messageOf(error)}`)
      return ''
    }
  }
}

/** A run the ledger could not record, for the footer only (never written). */
function emptyRun(base: StageOptions['base']): LedgerRun {
  return {
    runId: base.runId,
    attempt: base.attempt,
    at: base.startedAt.toISOString(),
    event: 'pull_request',
    head: base.head,
    reviewed: false,
    usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
    durationMs: 0,
    conclusion: 'success',
    trigger: base.trigger,
    started: false
  }
}
