/**
 * From the agent's final message to one review on the pull request: the findings read and
 * validated (core/findings.ts), the earlier runs' findings looked up (threads.ts), each finding
 * placed (core/review-plan.ts), the review posted (review.ts), the links to its comments read
 * back, the outdated threads of ours resolved; what happened goes back as a ReviewOutcome, from
 * which core/verdict.ts decides. A cancel while posting stops before the next request (the one in
 * flight settles) and deletes a PENDING review of ours that is left (a probe of the bisection). A review that was not posted keeps every
 * finding, placed on the diff as far as is known, as `not_posted`.
 */
import {
  gateFindings,
  readFindings,
  type PlacedFinding,
  type ReviewOutcome
} from '../core/findings.js'
import {
  earlierOpen,
  notPosted,
  openFindings,
  planFindings,
  threadsToResolve
} from '../core/review-plan.js'
import type { Settings } from '../core/settings.js'
import { findingComment, REVIEW_LIMIT, reviewBody } from '../render/findings.js'
import { reviewMarker } from '../render/marker.js'
import { describeError, statusOf, type GitHubClient } from './client.js'
import {
  Cancelled,
  clearPending,
  commentLinks,
  DraftBlocks,
  isPendingConflict,
  postReview,
  type Draft,
  type DraftComment,
  type Guard
} from './review.js'
import type { ReviewDeps, ReviewTarget } from './review-target.js'
import { markerOf } from './rescope.js'
import { readPrior, resolveThread, type Prior } from './threads.js'

/** One request of the posting may take this long (GitHub itself gives up after 10 s). */
const REQUEST_MS = 30_000

interface PostInput {
  settings: Settings
  target: ReviewTarget
  /** The agent's final message, not yet redacted. */
  message: string
  deps: ReviewDeps
  /** The pull request's ledger record the body ends with, given whether the gate failed. */
  record?: (failed: boolean) => Promise<string>
}

/** The review posted from the agent's final message; what happened, as facts (the verdict is core's). */
export async function postFindings(client: GitHubClient, i: PostInput): Promise<ReviewOutcome> {
  const { settings, deps } = i
  const { compileSchema } = await import('../core/validator.js')
  const reading = readFindings(i.message, compileSchema, deps.redact)
  const outcome: ReviewOutcome = {
    findings: [],
    summary: reading.ok ? reading.summary : '',
    ...(reading.ok ? {} : { mismatch: reading.errors }),
    resolved: 0,
    failOn: settings.failOn,
    maxFindings: settings.maxFindings,
    ...rescoped(i.target)
  }
  const guard: Guard = {
    check: () => {
      if (deps.cancelled()) throw new Cancelled()
    },
    signal: () => AbortSignal.timeout(REQUEST_MS)
  }
  try {
    await review(client, i, outcome, { reading, guard })
  } catch (error) {
    placeAnyway(i, outcome, reading)
    if (error instanceof Cancelled || deps.cancelled()) return cancelled(client, i, outcome)
    outcome.failed = true
    outcome.notPosted =
      error instanceof DraftBlocks
        ? `${error.message}.`
        : `GitHub did not take it (${describeError(error)})${statusOf(error) === 403 ? '; the token needs pull-requests: write (add it under permissions: in the workflow)' : ''}.`
  }
  if (outcome.review === undefined) outcome.findings = notPosted(outcome.findings)
  return outcome
}

/** A re-review of new commits: where it started, and the earlier findings still open. */
function rescoped(t: ReviewTarget): Pick<ReviewOutcome, 'reviewedFrom' | 'earlier'> {
  return t.rescoped === undefined
    ? {}
    : { reviewedFrom: t.rescoped.from, earlier: t.rescoped.earlier }
}

/**
 * The earlier findings a re-review did not report again, as the threads stand now (read again
 * before posting); they count for fail-on, and their threads stay open.
 */
function keepEarlier(outcome: ReviewOutcome, prior: Prior, keyHash: string): void {
  if (outcome.earlier === undefined) return
  const now = prior.threadsKnown ? earlierOpen(prior.comments, keyHash) : outcome.earlier
  const reported = new Set(outcome.findings.map((f) => f.fingerprint))
  outcome.earlier = now.filter((e) => !reported.has(e.fingerprint))
}

/** The findings the gate counts: this run's, and in a re-review the earlier ones still open. */
function gated(o: ReviewOutcome): readonly Pick<PlacedFinding, 'severity'>[] {
  return gateFindings([...o.findings, ...(o.earlier ?? [])], o.failOn)
}

/**
 * The findings placed on the diff when the posting stopped before it placed them (GitHub down,
 * a cancel): without earlier runs' threads, so none is a duplicate. Nothing the agent found is
 * lost to a GitHub fault.
 */
function placeAnyway(
  i: PostInput,
  outcome: ReviewOutcome,
  reading: ReturnType<typeof readFindings>
): void {
  if (!reading.ok || outcome.findings.length > 0) return
  outcome.findings = planFindings(reading.findings, {
    files: i.target.files,
    open: new Map(),
    maxFindings: i.settings.maxFindings
  })
}

async function review(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome,
  o: { reading: ReturnType<typeof readFindings>; guard: Guard }
): Promise<void> {
  const { settings, target, deps } = i
  const { guard } = o
  const findings = o.reading.ok ? o.reading.findings : []
  // A leftover PENDING review of ours goes first: it blocks any new review, and its comments
  // (seen only by us) must not count as findings already on the pull request. A person's draft
  // stays (clearPending), and its comments are not ours either.
  let drafts: readonly Draft[] = []
  if (!target.readOnly) {
    const pending = await clearPending(client, target.pr, { guard })
    drafts = pending.kept
    if (pending.deleted > 0)
      deps.info(
        `Deleted ${String(pending.deleted)} leftover pending review(s) of the action on #${String(target.pr.number)}.`
      )
    for (const d of drafts)
      deps.info(
        `Left the pending (draft) review ${String(d.id)} by ${d.owner} alone: it is a person's, not the action's.`
      )
  }
  const prior: Prior = target.readOnly
    ? { comments: [], threadsKnown: false }
    : await readPrior(client, target.pr, {
        guard,
        warn: deps.warn,
        markerOf,
        skipReviews: new Set(drafts.map((d) => d.id))
      })
  outcome.findings = planFindings(findings, {
    files: target.files,
    open: openFindings(prior.comments),
    maxFindings: settings.maxFindings
  })
  keepEarlier(outcome, prior, target.keyHash)
  if (target.readOnly) {
    outcome.notPosted =
      'the pull request comes from a fork, and GitHub gives such runs a read-only token: the annotations and this summary are the review.'
    return
  }
  const gate = gated(outcome)
  const event = settings.reviewEvent === 'auto' && gate.length > 0 ? 'REQUEST_CHANGES' : 'COMMENT'
  const comments = outcome.findings
    .filter((f) => f.placement === 'inline')
    .map((f) => draft(f, target.keyHash))
  const message = deps.redact(i.message)
  // Read again just before the write (github/ledger.ts): an overlapping run's record lands too.
  const record = (await i.record?.(gate.length > 0)) ?? ''
  const limit = record !== '' ? REVIEW_LIMIT - record.length - 2 : REVIEW_LIMIT
  const ending = record !== '' ? `\n\n${record}` : ''
  const posted = await postReview(client, target.pr, {
    commitId: target.headSha,
    event,
    comments,
    guard,
    probeBody: reviewMarker(target.keyHash, 'probe'),
    body: (refused) => {
      moveRefused(outcome.findings, refused)
      return reviewBody({ keyHash: target.keyHash, outcome, finalMessage: message, limit }) + ending
    }
  }).catch((error: unknown) => {
    throw drafts.length > 0 && isPendingConflict(error)
      ? new DraftBlocks(drafts, target.pr.number)
      : error
  })
  moveRefused(outcome.findings, posted.refused)
  outcome.review = { id: posted.id, url: posted.url, event: posted.event }
  if (posted.event !== event)
    deps.warn(
      `GitHub refused REQUEST_CHANGES on #${String(target.pr.number)} (the token's user opened it); the review was posted as a comment.`
    )
  deps.info(`Review posted: ${posted.url}`)
  await linkComments(client, i, outcome, guard)
  if (o.reading.ok && prior.threadsKnown) await resolveStale(client, i, outcome, prior, guard)
}

/** An inline comment for the API: lines, side, and the range's start only for a range. */
function draft(f: PlacedFinding, keyHash: string): DraftComment {
  return {
    fingerprint: f.fingerprint,
    path: f.path,
    line: f.line,
    side: f.side,
    ...(f.startLine !== undefined ? { start_line: f.startLine, start_side: f.side } : {}),
    body: findingComment(f, keyHash)
  }
}

/** Findings whose comment GitHub refused go to the body, with GitHub's reason. */
function moveRefused(findings: PlacedFinding[], refused: ReadonlyMap<string, string>): void {
  for (const [n, f] of findings.entries()) {
    const reason = refused.get(f.fingerprint)
    if (reason !== undefined && f.placement === 'inline')
      findings[n] = { ...f, placement: 'body', why: `GitHub refused the comment: ${reason}` }
  }
}

/** The links of the posted comments, for the summary; a failure costs only the links. */
async function linkComments(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome,
  guard: Guard
): Promise<void> {
  const id = outcome.review?.id
  if (id === undefined || !outcome.findings.some((f) => f.placement === 'inline')) return
  try {
    const links = await commentLinks(client, i.target.pr, {
      reviewId: id,
      fingerprintOf: (body) => markerOf(body)?.fingerprint,
      guard
    })
    for (const f of outcome.findings) if (f.placement === 'inline') f.url = links.get(f.fingerprint)
  } catch (error) {
    if (error instanceof Cancelled) throw error
    i.deps.warn(`Could not read the links of the review's comments (${describeError(error)}).`)
  }
}

/** Outdated threads of ours whose finding is gone, resolved; a refusal is a warning naming the permission. */
async function resolveStale(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome,
  prior: Prior,
  guard: Guard
): Promise<void> {
  // A re-review's earlier findings were not reported again because the agent was told not to.
  const earlier = (outcome.earlier ?? []).map((e) => e.fingerprint)
  const reported = new Set([...outcome.findings.map((f) => f.fingerprint), ...earlier])
  const ids = threadsToResolve(prior.comments, { keyHash: i.target.keyHash, reported })
  const failures: string[] = []
  for (const id of ids) {
    try {
      await resolveThread(client, id, guard)
      outcome.resolved++
    } catch (error) {
      if (error instanceof Cancelled) throw error
      failures.push(describeError(error))
    }
  }
  if (failures.length > 0)
    i.deps.warn(
      `Could not resolve ${String(failures.length)} outdated review thread(s) of earlier runs (${failures[0] ?? ''}): the token needs \`pull-requests: write\` (add it under \`permissions:\`).`
    )
}

/**
 * A cancel while posting: a PENDING review of ours that is left (a bisection probe) is deleted,
 * within the few seconds the runner gives a cancelled step. A review already posted stays.
 */
async function cancelled(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome
): Promise<ReviewOutcome> {
  if (outcome.review === undefined) {
    outcome.notPosted = 'the run was cancelled while the review was being posted.'
    outcome.findings = notPosted(outcome.findings)
  }
  const guard: Guard = { check: () => undefined, signal: () => AbortSignal.timeout(4_000) }
  try {
    const { deleted } = await clearPending(client, i.target.pr, { guard })
    if (deleted > 0) i.deps.info(`Deleted the pending review the cancelled request left.`)
  } catch (error) {
    i.deps.warn(
      `The run was cancelled while posting the review, and a pending review it may have left could not be checked (${describeError(error)}): delete it on the pull request's page.`
    )
  }
  outcome.cancelled = true
  return outcome
}
