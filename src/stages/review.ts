/**
 * Review mode as a stage of the pipeline (main.ts calls it; it lives here). Before the agent: the
 * pull request's files and diff from the API at its head (every page; past GitHub's 3,000, from the
 * checkout: stages/pull-files.ts), the prompt, and the check run (in progress). After it (`finish`): the final message read as findings, each placed on the
 * real diff, one review posted at the head commit, outdated threads of ours resolved, and the
 * severity gate. At the end, on every exit path (`close`): the check run completed, or the
 * findings as workflow-command annotations when they reached GitHub no other way.
 */
import fs from 'node:fs'
import { MAX_ARG_BYTES } from '../core/args.js'
import type { FileDiff } from '../core/review/diff.js'
import { InputError, ReasonedError } from '../core/errors.js'
import type { ReviewOutcome } from '../core/review/findings.js'
import type { Ledger } from '../core/ledger/ledger.js'
import { plainText, said, type Sentence } from '../core/said.js'
import type { RunReport } from '../core/stream/report.js'
import {
  diffText,
  INLINE_DIFF_BYTES,
  reviewPrompt,
  type DiffIn,
  type PullForPrompt
} from '../core/review/prompt.js'
import type { Settings } from '../core/settings.js'
import type { Verdict } from '../core/verdict/verdict.js'
import { createOwnFile, tempRoot } from '../io/files.js'
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
import type { LedgerRecord, ReviewDeps, ReviewRun, ReviewTarget } from '../github/review-target.js'
import type { RunContext } from './context.js'
import type { RunnerEnv } from '../core/ports.js'
import type { Repos } from '../git/git.js'
import { leftOut, leftOutWarning, readPullDiff, type PullFiles } from './pull-files.js'

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
  const deps: ReviewDeps = {
    redact: ctx.redact,
    warn: (m) => ctx.book.warning(m),
    info: (line) => ctx.say.line(line),
    annotate: (a) => ctx.port.annotate(a),
    cancelled: () => ctx.signals.received() !== undefined
  }
  const client = await reviewClient(ctx)
  const { event, pr, headSha } = await headOf(ctx, eventOf(ctx.event))
  const sides = {
    base: event.base?.sha ?? '',
    head: headSha,
    ...(event.changedFiles !== undefined ? { changedFiles: event.changedFiles } : {})
  }
  let read: PullFiles
  try {
    read = await readPullDiff(client, pr, {
      ...sides,
      repos,
      workingDirectory: settings.workingDirectory,
      env: ctx.env.raw,
      info: deps.info
    })
  } catch (error) {
    throw new ReasonedError(
      `Could not read the files of ${what(pr)} (${describeError(error)}), so no review can be made.`,
      'review_failed'
    )
  }
  const target: ReviewTarget = {
    pr,
    headSha,
    files: new Map(read.files.map((f) => [f.path, f])),
    readOnly: readOnlyOnFork(event),
    keyHash: keyHash(settings.commentKey)
  }
  const scoped = await scopedPrompt(ctx, client, { event, target, read, focus, ledger, deps })
  if (read.cut !== undefined && target.rescoped === undefined) {
    // A review of new commits has their whole diff from the compare: only a full one misses files.
    target.unreviewed = await leftOut(client, pr, { ...sides, cut: read.cut })
    if (target.unreviewed !== undefined)
      deps.warn(leftOutWarning(target.unreviewed, read.cut, pr.number))
  }
  ctx.book.note(scoped.summary)
  deps.info(`Review scope: ${plainText(scoped.summary)}.`)
  const { prompt } = scoped
  const stage = new ReviewStage(client, settings, target, prompt, deps)
  stage.ledger = ledger.record
  await stage.openCheck(event.runUrl)
  return stage
}

const what = (pr: Pr): string => `pull request #${String(pr.number)}`

/** The run's client, once the run is a review's: a pull request's event, with a token. */
async function reviewClient(ctx: Pick<ReviewContext, 'settings' | 'event' | 'github'>) {
  const event = eventOf(ctx.event)
  if (!event.isPullRequest || event.number === undefined)
    throw new InputError([
      `Input "${INPUTS.review}" is true, but this ${event.name || 'unknown'} event is not about a pull request${event.number !== undefined ? ` (#${String(event.number)} is an issue)` : ''}.`
    ])
  if (ctx.settings.githubToken === '')
    throw new InputError([
      `Input "${INPUTS.githubToken}" is empty: a review reads the pull request's diff and posts the review with it.`
    ])
  return ctx.github.client()
}

/** The pull request read once for the run (github/access.ts), and its head commit. */
async function headOf(
  ctx: Pick<ReviewContext, 'github'>,
  payload: GitHubEvent
): Promise<{ event: GitHubEvent; pr: Pr; headSha: string }> {
  const pr: Pr = { owner: payload.owner, repo: payload.repo, number: payload.number ?? 0 }
  let event: GitHubEvent
  try {
    event = await ctx.github.pull()
  } catch (error) {
    throw new ReasonedError(
      `Could not read ${what(pr)} (${describeError(error)}), so no review can be made.`,
      'review_failed'
    )
  }
  const headSha = event.head?.sha ?? ''
  if (!/^[0-9a-f]{40,64}$/.test(headSha))
    throw new ReasonedError(
      `The event names no head commit of ${what(pr)}, so no review can be made.`,
      'review_failed'
    )
  return { event, pr, headSha }
}

/**
 * The review's scope (github/rescope.ts: the commits since the last review, when it can), said
 * in a sentence, and its prompt: a re-review's when it fits in one argument, else a full review's.
 */
async function scopedPrompt(
  ctx: Pick<ReviewContext, 'settings' | 'env'>,
  client: GitHubClient,
  o: {
    event: GitHubEvent
    target: ReviewTarget
    read: PullFiles
    focus: string
    ledger: ReviewLedger
    deps: ReviewDeps
  }
): Promise<{ prompt: string; summary: Sentence }> {
  const { event, target, read, deps } = o
  const scoped = await scopeReview(client, {
    mode: ctx.settings.reviewScope,
    ledger: o.ledger.read,
    pr: target.pr,
    head: target.headSha,
    files: read.files,
    keyHash: target.keyHash,
    warn: deps.warn,
    cancelled: deps.cancelled
  })
  const promptIn = { focus: o.focus, files: read.files, patches: read.patches, env: ctx.env }
  let prompt =
    scoped.section === undefined ? undefined : rescopedPrompt(event, promptIn, scoped.section)
  if (prompt !== undefined && scoped.scope.kind === 'incremental')
    target.rescoped = { from: scoped.scope.from, earlier: scoped.earlier }
  else if (scoped.scope.kind === 'incremental')
    scoped.scope = {
      kind: 'full',
      why: 'compare-failed',
      summary: said`full review: the re-review's prompt would be longer than one argument may be`
    }
  prompt ??= promptFor(event, promptIn)
  return { prompt, summary: scoped.scope.summary }
}

/** A re-review's prompt (the new commits' section in place of the diff); undefined when too long. */
function rescopedPrompt(
  event: GitHubEvent,
  o: { focus: string; files: FileDiff[] },
  section: string
): string | undefined {
  const prompt = reviewPrompt({
    focus: o.focus,
    pull: pullOf(event),
    files: o.files,
    diff: { rescoped: section }
  })
  return Buffer.byteLength(prompt) < MAX_ARG_BYTES ? prompt : undefined
}

function pullOf(event: GitHubEvent): PullForPrompt {
  return {
    repository: `${event.owner}/${event.repo}`,
    number: event.number ?? 0,
    baseRef: event.base?.ref ?? '',
    baseSha: event.base?.sha ?? '',
    headSha: event.head?.sha ?? '',
    // A fork's branch name is its author's words: left out.
    ...(event.fork ? {} : { headRef: event.head?.ref })
  }
}

/**
 * The prompt with the diff inline when it is small, else in a file of ours under RUNNER_TEMP
 * (outside the workspace; created exclusively, see io/files.ts) whose path the prompt gives.
 */
function promptFor(
  event: GitHubEvent,
  o: { focus: string; files: FileDiff[]; patches: Map<string, string>; env: RunnerEnv }
): string {
  const pull = pullOf(event)
  const text = diffText(o.files, o.patches)
  const build = (diff: DiffIn) => reviewPrompt({ focus: o.focus, pull, files: o.files, diff })
  if (Buffer.byteLength(text) <= INLINE_DIFF_BYTES) {
    const inline = build({ inline: text })
    if (Buffer.byteLength(inline) < MAX_ARG_BYTES) return inline
  }
  const file = createOwnFile(tempRoot(o.env.temp), (id) => `cursor-review-${id}.diff`)
  try {
    fs.writeSync(file.fd, text)
  } finally {
    fs.closeSync(file.fd)
  }
  const prompt = build({ file: file.path, bytes: Buffer.byteLength(text) })
  if (Buffer.byteLength(prompt) >= MAX_ARG_BYTES)
    throw new InputError([
      `Input "${INPUTS.prompt}" is too long for a review: with the review instruction, the list of ${String(o.files.length)} changed files and the findings schema the prompt exceeds the ${String(MAX_ARG_BYTES - 1)} bytes Linux allows for one argument.`
    ])
  return prompt
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
    const outcome = await postFindings(this.client, {
      settings: this.settings,
      target: this.target,
      message: report.finalMessage,
      deps: this.deps,
      record:
        this.ledger &&
        ((failed) =>
          this.ledger?.({
            failed,
            report,
            from: this.target.rescoped?.from,
            partial: this.target.unreviewed !== undefined
          }) ?? Promise.resolve(''))
    })
    this.outcome = { ...outcome, checkRunUrl: this.check?.url }
  }

  /**
   * On every exit path, once: the check run completed with the verdict's conclusion, the summary
   * and one annotation per finding; when the findings reached GitHub no other way (a fork, a
   * 403, no review posted), they become workflow-command annotations.
   */
  async close(verdict: Verdict): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.outcome ??= {
      findings: [],
      summary: '',
      notPosted:
        verdict.conclusion === 'cancelled'
          ? 'the run was cancelled.'
          : 'the agent did not finish, so there are no findings to post.',
      resolved: 0,
      failOn: this.settings.failOn,
      maxFindings: this.settings.maxFindings,
      ...(this.target.rescoped !== undefined ? { reviewedFrom: this.target.rescoped.from } : {}),
      ...(this.target.unreviewed !== undefined ? { unreviewed: this.target.unreviewed } : {})
    }
    const o = this.outcome
    o.checkRunUrl = this.check?.url
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
