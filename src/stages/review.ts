/**
 * Review mode as a stage of the pipeline (main.ts calls it; it lives here). Before the agent: the
 * pull request's files and diff from the API at its head (every page; past GitHub's 3,000, from
 * the checkout: stages/pull-files.ts), the prompt (stages/review-prompt.ts), and the check run (in
 * progress). After it (`finish`): the final message read as findings, the review posted by
 * github/posting.ts (each finding placed on the real diff, one review at the head commit,
 * outdated threads of ours resolved), and the outcome made from what GitHub did
 * (core/review/outcome.ts), from which the severity gate decides. At the end, on every exit path
 * (`close`): the check run completed, or the findings as workflow-command annotations when they
 * reached GitHub no other way.
 */
import { InputError, ReasonedError } from '../core/errors.js'
import { readFindings, type ReviewOutcome, type Unreviewed } from '../core/review/findings.js'
import { reviewOutcome, unfinishedOutcome } from '../core/review/outcome.js'
import type { ReviewTarget } from '../core/review/target.js'
import type { Ledger } from '../core/ledger/ledger.js'
import { plainText } from '../core/said.js'
import type { RunReport } from '../core/stream/report.js'
import type { Settings } from '../core/settings.js'
import type { Verdict } from '../core/verdict/verdict.js'
import { keyHash } from '../render/marker.js'
import { checkAnnotations, logAnnotations } from '../render/annotations.js'
import { checkOutput } from '../render/findings.js'
import { INPUTS } from '../names.js'
import { CheckRun } from '../github/checks.js'
import { describeError, statusOf, type GitHubClient } from '../github/client.js'
import { eventOf, readOnlyOnFork, type GitHubEvent } from '../github/event.js'
import { postFindings } from '../github/posting.js'
import { scopeReview } from '../github/rescope.js'
import type { Pr } from '../github/review.js'
import { promptOf } from './review-prompt.js'
import type { LedgerRecord, ReviewDeps, ReviewRun } from './review-target.js'
import type { RunContext } from './context.js'
import type { Repos } from '../git/git.js'
import {
  leftOut,
  leftOutWarning,
  readPullDiff,
  type PullFiles,
  type PullSides
} from './pull-files.js'

/** What the stage needs of the run's context. */
type ReviewContext = Pick<
  RunContext,
  'settings' | 'env' | 'event' | 'github' | 'redact' | 'book' | 'say' | 'signals' | 'port'
>

/** The pull request's ledger as the review uses it (stages/ledger.ts), on a run that keeps one. */
export interface ReviewLedger {
  /** The ledger read before the run, when it could be read: its last review sets the scope. */
  read?: Ledger
  /** The record a review's body ends with. */
  record?: LedgerRecord
}

/**
 * Reads the pull request and its diff, builds the review prompt around `focus` (the prompt input,
 * or the trigger comment's request), and creates the check run. A problem that makes the review
 * impossible is thrown before the agent costs anything. `repos` opens the checkout, for the files
 * past the 3,000 GitHub lists.
 */
export async function startReview(
  ctx: ReviewContext,
  focus: string,
  ledger: ReviewLedger,
  repos: Repos
): Promise<ReviewStage> {
  const settings = ctx.settings
  const deps = reviewDeps(ctx)
  const pr = askedPull(ctx)
  const client = await ctx.github.client()
  const event = await readPull(ctx, pr)
  const sides = sidesOf(event)
  const read = await readFiles(client, pr, {
    ...sides,
    repos,
    workingDirectory: settings.workingDirectory,
    env: ctx.env.raw,
    info: deps.info
  })
  const key = keyHash(settings.commentKey)
  const scoped = await scopeReview(client, {
    mode: settings.reviewScope,
    ledger: ledger.read,
    pr,
    head: sides.head,
    files: read.files,
    keyHash: key,
    warn: deps.warn,
    cancelled: deps.cancelled
  })
  const asked = promptOf(
    event,
    { focus, files: read.files, patches: read.patches, env: ctx.env },
    scoped
  )
  // A review of new commits has their whole diff from the compare: only a full one misses files.
  const unreviewed =
    read.cut !== undefined && asked.scope.kind === 'full'
      ? await unreviewedFiles(client, pr, { ...sides, cut: read.cut, warn: deps.warn })
      : undefined
  ctx.book.note(asked.scope.summary)
  deps.info(`Review scope: ${plainText(asked.scope.summary)}.`)
  const target: ReviewTarget = {
    pr,
    headSha: sides.head,
    files: new Map(read.files.map((f) => [f.path, f])),
    // With `publish: later` nothing is posted here: the publish step posts from the bundle.
    readOnly: readOnlyOnFork(event) || settings.publish === 'later',
    ...(settings.publish === 'later' ? { later: true } : {}),
    keyHash: key,
    ...(asked.rescoped !== undefined ? { rescoped: asked.rescoped } : {}),
    ...(unreviewed !== undefined ? { unreviewed } : {})
  }
  const stage = new ReviewStage(client, settings, target, asked.prompt, deps)
  stage.ledger = ledger.record
  await stage.openCheck(event.runUrl)
  return stage
}

/** What the review needs of the run, from the context. */
function reviewDeps(ctx: ReviewContext): ReviewDeps {
  return {
    redact: ctx.redact,
    warn: (m) => ctx.book.warning(m),
    info: (line) => ctx.say.line(line),
    annotate: (a) => ctx.port.annotate(a),
    cancelled: () => ctx.signals.received() !== undefined,
    ...(ctx.env.knobs.githubRetryMs !== undefined ? { retryMs: ctx.env.knobs.githubRetryMs } : {})
  }
}

/** The pull request the event is about; an input error when there is none, or no token. */
function askedPull(ctx: ReviewContext): Pr {
  const event = eventOf(ctx.event)
  if (!event.isPullRequest || event.number === undefined)
    throw new InputError([
      `Input "${INPUTS.review}" is true, but this ${event.name || 'unknown'} event is not about a pull request${event.number !== undefined ? ` (#${String(event.number)} is an issue)` : ''}.`
    ])
  if (ctx.settings.githubToken === '')
    throw new InputError([
      `Input "${INPUTS.githubToken}" is empty: a review reads the pull request's diff and posts the review with it.`
    ])
  return { owner: event.owner, repo: event.repo, number: event.number }
}

/** The event's pull request as GitHub has it (read once: github/access.ts), with its head. */
async function readPull(ctx: ReviewContext, pr: Pr): Promise<GitHubEvent> {
  const what = `pull request #${String(pr.number)}`
  let event: GitHubEvent
  try {
    event = await ctx.github.pull()
  } catch (error) {
    throw new ReasonedError(
      `Could not read ${what} (${describeError(error)}), so no review can be made.`,
      'review_failed'
    )
  }
  if (!/^[0-9a-f]{40,64}$/.test(event.head?.sha ?? ''))
    throw new ReasonedError(
      `The event names no head commit of ${what}, so no review can be made.`,
      'review_failed'
    )
  return event
}

/** The pull request's base and head, and how many files GitHub says it changes. */
function sidesOf(event: GitHubEvent): Pick<PullSides, 'base' | 'head' | 'changedFiles'> {
  return {
    base: event.base?.sha ?? '',
    head: event.head?.sha ?? '',
    ...(event.changedFiles !== undefined ? { changedFiles: event.changedFiles } : {})
  }
}

/** Every file of the pull request with its diff; review_failed when GitHub cannot be read. */
async function readFiles(
  client: GitHubClient,
  pr: Pr,
  o: Parameters<typeof readPullDiff>[2]
): Promise<PullFiles> {
  try {
    return await readPullDiff(client, pr, o)
  } catch (error) {
    throw new ReasonedError(
      `Could not read the files of pull request #${String(pr.number)} (${describeError(error)}), so no review can be made.`,
      'review_failed'
    )
  }
}

/** The files a full review of a cut list did not see, with a warning when there are any. */
async function unreviewedFiles(
  client: GitHubClient,
  pr: Pr,
  o: Parameters<typeof leftOut>[2] & { warn: (message: string) => void }
): Promise<Unreviewed | undefined> {
  const { warn, ...sides } = o
  const unreviewed = await leftOut(client, pr, sides)
  if (unreviewed !== undefined) warn(leftOutWarning(unreviewed, o.cut, pr.number))
  return unreviewed
}

/** The review, from the agent's final message to the pull request (see the file's comment). */
class ReviewStage implements ReviewRun {
  /** What the review did; set by finish, or by close when the run ended before it. */
  outcome: ReviewOutcome | undefined
  private check: CheckRun | undefined
  /** The check run was asked for and could not be used: the annotations go to the log. */
  private checkFailed = false
  private closed = false
  /** The ledger's record for the review's body, on a run that keeps one. */
  ledger: LedgerRecord | undefined

  constructor(
    private readonly client: GitHubClient,
    private readonly settings: Settings,
    readonly target: ReviewTarget,
    /** The whole prompt for the CLI. */
    readonly prompt: string,
    private readonly deps: ReviewDeps
  ) {}

  /** The check run, in progress, on the head commit (before the agent starts). */
  async openCheck(runUrl: string): Promise<void> {
    if (!this.settings.checkRun) return
    if (this.target.readOnly) {
      this.checkFailed = true
      return
    }
    try {
      this.check = await CheckRun.create(this.client, this.target.pr, {
        headSha: this.target.headSha,
        detailsUrl: runUrl
      })
      this.deps.info(`Check run "Cursor Agent review": ${this.check.url}`)
    } catch (error) {
      this.checkFailed = true
      this.deps.warn(
        `Could not create the check run (${describeError(error)})${statusOf(error) === 403 ? ': the token needs `checks: write` (add it under `permissions:`)' : ''}; the findings will be annotations in the log.`
      )
    }
  }

  /**
   * After a run that succeeded: the review (findings read, placed, posted, threads resolved).
   * What it did is `outcome`, a fact from which core/verdict/verdict.ts decides (`schema_mismatch`,
   * `review_failed`, `findings`, a cancellation, or the agent's).
   */
  async finish(report: RunReport): Promise<void> {
    const { compileSchema } = await import('../core/schema/validator.js')
    const reading = readFindings(report.finalMessage, compileSchema, this.deps.redact)
    const posting = await postFindings(this.client, {
      settings: this.settings,
      target: this.target,
      message: report.finalMessage,
      reading,
      deps: this.deps,
      record: this.ledger && ((failed) => this.record(report, failed))
    })
    const basis = { reading, target: this.target, settings: this.settings }
    this.outcome = { ...reviewOutcome(basis, posting), checkRunUrl: this.check?.url }
  }

  /** The ledger's record for the review's body, with this run in it. */
  private record(report: RunReport, failed: boolean): Promise<string> {
    return (
      this.ledger?.({
        failed,
        report,
        from: this.target.rescoped?.from,
        partial: this.target.unreviewed !== undefined
      }) ?? Promise.resolve('')
    )
  }

  /**
   * On every exit path, once: the check run completed with the verdict's conclusion, the summary
   * and one annotation per finding; when the findings reached GitHub no other way (a fork, a
   * 403, no review posted), they become workflow-command annotations.
   */
  async close(verdict: Verdict): Promise<void> {
    if (this.closed) return
    this.closed = true
    const cancelled = verdict.conclusion === 'cancelled'
    this.outcome ??= {
      ...unfinishedOutcome({ target: this.target, settings: this.settings }, cancelled),
      checkRunUrl: this.check?.url
    }
    const o = this.outcome
    if (this.check !== undefined) {
      try {
        await this.check.complete(
          {
            conclusion: verdict.conclusion,
            ...checkOutput(o),
            annotations: checkAnnotations(o.findings, this.target.files)
          },
          AbortSignal.timeout(this.deps.cancelled() ? 5_000 : 30_000)
        )
      } catch (error) {
        this.checkFailed = true
        this.deps.warn(
          `Could not complete the check run (${describeError(error)})${statusOf(error) === 403 ? ': the token needs `checks: write`' : ''}; the findings are annotations in the log instead.`
        )
      }
    }
    if (o.findings.length > 0 && (this.checkFailed || o.review === undefined)) this.annotate(o)
  }

  private annotate(o: ReviewOutcome): void {
    const { annotations, more } = logAnnotations(o.findings)
    for (const a of annotations) this.deps.annotate(a)
    if (more > 0)
      this.deps.info(
        `${String(more)} more findings are listed in the job summary (the runner shows at most 10 annotations of each kind per step).`
      )
  }
}
