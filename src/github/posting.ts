/**
 * The review carried out: the GitHub adapter's half of plan → post → verdict. It reads what the
 * plan needs in order (the PENDING reviews, then the comments and threads of earlier runs, less
 * those of a person's draft), calls the pure steps of core/review/plan.ts (`planPending`,
 * `planReview`, `afterPost`, `withLinks`) and carries out what they return: the leftover
 * PENDING reviews of ours deleted, the review posted (review.ts), the links to its comments read
 * back, the outdated threads of ours resolved. What happened goes back as a ReviewOutcome, from
 * which core/verdict/verdict.ts decides. A cancel while posting stops before the next request (the one in
 * flight settles) and deletes a PENDING review of ours that is left (a probe of the bisection). A
 * review that was not posted keeps every finding, placed on the diff as far as is known, as
 * `not_posted`.
 */
import { readFindings, type PlacedFinding, type ReviewOutcome } from '../core/review/findings.js'
import {
  afterPost,
  notPosted,
  planPending,
  planReview,
  stopped,
  withLinks,
  type PendingPlan,
  type PlannedComment,
  type PostPlan,
  type ReviewPlan
} from '../core/review/plan.js'
import type { Settings } from '../core/settings.js'
import { findingComment, REVIEW_LIMIT, reviewBody } from '../render/findings.js'
import { reviewMarker } from '../render/marker.js'
import { describeError, statusOf, type GitHubClient } from './client.js'
import {
  Cancelled,
  commentLinks,
  deletePending,
  DraftBlocks,
  isPendingConflict,
  postReview,
  readReviews,
  type DraftComment,
  type Guard,
  type Pr
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
  const { compileSchema } = await import('../core/schema/validator.js')
  const reading = readFindings(i.message, compileSchema, deps.redact)
  const outcome: ReviewOutcome = {
    findings: [],
    summary: reading.ok ? reading.summary : '',
    ...(reading.ok ? {} : { mismatch: reading.errors }),
    resolved: 0,
    failOn: settings.failOn,
    maxFindings: settings.maxFindings,
    ...rescoped(i.target),
    ...(i.target.unreviewed !== undefined ? { unreviewed: i.target.unreviewed } : {})
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
    outcome.findings = stopped(outcome.findings, reading.ok ? reading.findings : undefined, {
      files: i.target.files,
      maxFindings: settings.maxFindings
    })
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

/** The reviews read, and the PENDING ones the plan says are ours deleted. */
async function clearPending(client: GitHubClient, pr: Pr, guard: Guard): Promise<PendingPlan> {
  const pending = planPending(await readReviews(client, pr, guard))
  await deletePending(client, pr, { ids: pending.delete, guard })
  return pending
}

const NOTHING_PENDING: PendingPlan = { delete: [], keep: [] }
const NOTHING_READ: Prior = { comments: [], threadsKnown: false }

/** The findings and the earlier ones the plan placed, into the outcome. */
function place(outcome: ReviewOutcome, plan: ReviewPlan): void {
  outcome.findings = plan.findings
  if (plan.earlier !== undefined) outcome.earlier = plan.earlier
}

async function review(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome,
  o: { reading: ReturnType<typeof readFindings>; guard: Guard }
): Promise<void> {
  const { settings, target, deps } = i
  const { guard } = o
  // A read-only token (a fork's run) writes nothing: nothing is read for the writing either.
  // A leftover PENDING review of ours goes first: it blocks any new review, and its comments
  // (seen only by us) must not count as findings already on the pull request. A person's draft
  // stays, and its comments are not ours either.
  const pending = target.readOnly ? NOTHING_PENDING : await clearPending(client, target.pr, guard)
  if (pending.delete.length > 0)
    deps.info(
      `Deleted ${String(pending.delete.length)} leftover pending review(s) of the action on #${String(target.pr.number)}.`
    )
  for (const d of pending.keep)
    deps.info(
      `Left the pending (draft) review ${String(d.id)} by ${d.owner} alone: it is a person's, not the action's.`
    )
  const prior = target.readOnly
    ? NOTHING_READ
    : await readPrior(client, target.pr, {
        guard,
        warn: deps.warn,
        markerOf,
        skipReviews: new Set(pending.keep.map((d) => d.id))
      })
  const plan = planReview({
    findings: o.reading.ok ? o.reading.findings : undefined,
    files: target.files,
    prior,
    settings,
    target,
    ...(outcome.earlier !== undefined ? { earlier: outcome.earlier } : {})
  })
  place(outcome, plan)
  if (plan.post === undefined) {
    outcome.notPosted = plan.notPosted
    return
  }
  await post(client, i, outcome, { plan: { ...plan, post: plan.post }, pending, guard })
}

/** The plan's review posted, its comments linked, the outdated threads resolved. */
async function post(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome,
  o: { plan: ReviewPlan & { post: PostPlan }; pending: PendingPlan; guard: Guard }
): Promise<void> {
  const { target, deps } = i
  const { guard } = o
  const message = deps.redact(i.message)
  // Read again just before the write (github/ledger.ts): an overlapping run's record lands too.
  const record = (await i.record?.(o.plan.post.gateFailed)) ?? ''
  const limit = record !== '' ? REVIEW_LIMIT - record.length - 2 : REVIEW_LIMIT
  const ending = record !== '' ? `\n\n${record}` : ''
  const event = o.plan.post.event
  const posted = await postReview(client, target.pr, {
    commitId: target.headSha,
    event,
    comments: withBodies(o.plan, target.keyHash),
    guard,
    probeBody: reviewMarker(target.keyHash, 'probe'),
    body: (refused) => {
      place(outcome, afterPost(o.plan, refused))
      return reviewBody({ keyHash: target.keyHash, outcome, finalMessage: message, limit }) + ending
    }
  }).catch((error: unknown) => {
    throw o.pending.keep.length > 0 && isPendingConflict(error)
      ? new DraftBlocks(o.pending.keep, target.pr.number)
      : error
  })
  const plan = afterPost(o.plan, posted.refused)
  place(outcome, plan)
  outcome.review = { id: posted.id, url: posted.url, event: posted.event }
  if (posted.event !== event)
    deps.warn(
      `GitHub refused REQUEST_CHANGES on #${String(target.pr.number)} (the token's user opened it); the review was posted as a comment.`
    )
  deps.info(`Review posted: ${posted.url}`)
  await linkComments(client, i, outcome, { comments: plan.post.comments, guard })
  await resolveStale(client, i, outcome, { ids: plan.post.resolve, guard })
}

/** The plan's inline comments with their bodies, rendered from the plan's findings. */
function withBodies(plan: ReviewPlan & { post: PostPlan }, keyHash: string): DraftComment[] {
  const inline = new Map<string, PlacedFinding>()
  for (const f of plan.findings) if (f.placement === 'inline') inline.set(f.fingerprint, f)
  return plan.post.comments.map((c: PlannedComment): DraftComment => {
    const f = inline.get(c.fingerprint)
    if (f === undefined) throw new Error(`no inline finding for comment ${c.fingerprint}`)
    return { ...c, body: findingComment(f, keyHash) }
  })
}

/** The links of the posted comments, for the summary; a failure costs only the links. */
async function linkComments(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome,
  o: { comments: readonly PlannedComment[]; guard: Guard }
): Promise<void> {
  const id = outcome.review?.id
  if (id === undefined || o.comments.length === 0) return
  try {
    const links = await commentLinks(client, i.target.pr, {
      reviewId: id,
      fingerprintOf: (body) => markerOf(body)?.fingerprint,
      guard: o.guard
    })
    outcome.findings = withLinks(outcome.findings, links)
  } catch (error) {
    if (error instanceof Cancelled) throw error
    i.deps.warn(`Could not read the links of the review's comments (${describeError(error)}).`)
  }
}

/** The plan's outdated threads of ours resolved; a refusal is a warning naming the permission. */
async function resolveStale(
  client: GitHubClient,
  i: PostInput,
  outcome: ReviewOutcome,
  o: { ids: readonly string[]; guard: Guard }
): Promise<void> {
  const failures: string[] = []
  for (const id of o.ids) {
    try {
      await resolveThread(client, id, o.guard)
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
    const cleared = await clearPending(client, i.target.pr, guard)
    if (cleared.delete.length > 0)
      i.deps.info(`Deleted the pending review the cancelled request left.`)
  } catch (error) {
    i.deps.warn(
      `The run was cancelled while posting the review, and a pending review it may have left could not be checked (${describeError(error)}): delete it on the pull request's page.`
    )
  }
  outcome.cancelled = true
  return outcome
}
