/**
 * The review carried out: the GitHub adapter's half of plan → post → outcome. It reads what the
 * plan needs in order (the PENDING reviews, then the comments and threads of earlier runs, less
 * those of a person's draft), calls the pure steps of core/review/plan.ts (`planPending`,
 * `planReview`, `afterPost`) and carries out what they return: the leftover PENDING reviews of
 * ours deleted, the review posted (review.ts), the links to its comments read back, the outdated
 * threads of ours resolved. What GitHub did goes back as one plain value, a Posting, from which
 * core/review/outcome.ts makes the review's outcome. A cancel while posting stops before the next
 * request (the one in flight settles) and deletes a PENDING review of ours that is left (a probe
 * of the bisection).
 */
import type { FindingsReading, PlacedFinding } from '../core/review/findings.js'
import { bodyOutcome, type Posting, type PostingFailure } from '../core/review/outcome.js'
import {
  afterPost,
  planPending,
  planReview,
  type PendingPlan,
  type PlannedComment,
  type PostPlan,
  type ReviewPlan
} from '../core/review/plan.js'
import type { ReviewTarget } from '../core/review/target.js'
import type { Redactor } from '../core/redact/redact.js'
import type { Settings } from '../core/settings.js'
import { findingComment, REVIEW_LIMIT, reviewBody } from '../render/findings.js'
import { reviewMarker } from '../render/marker.js'
import { describeError, statusOf, type GitHubClient } from './client.js'
import {
  Cancelled,
  commentLinks,
  postedReview,
  deletePending,
  DraftBlocks,
  isPendingConflict,
  postReview,
  readReviews,
  type DraftComment,
  type Guard,
  type Pr
} from './review.js'
import { markerOf } from './rescope.js'
import { readPrior, resolveThread, type Prior } from './threads.js'
import { deliver, reviewDelivered } from './deliverable.js'

/** One request of the posting may take this long (GitHub itself gives up after 10 s). */
const REQUEST_MS = 30_000

/** What posting needs of the run, as plain functions. */
export interface PostDeps {
  redact: Redactor
  warn: (message: string) => void
  info: (line: string) => void
  cancelled: () => boolean
  /** The first wait before the review's create is tried again (GitHub's second: 1000 ms). */
  retryMs?: number
}

export interface PostInput {
  settings: Pick<Settings, 'failOn' | 'maxFindings' | 'reviewEvent'>
  target: ReviewTarget
  /** The agent's final message, not yet redacted, for the review's body. */
  message: string
  /** That message read as findings (core/review/findings.ts `readFindings`). */
  reading: FindingsReading
  deps: PostDeps
  /** The pull request's ledger record the body ends with, given whether the gate failed. */
  record?: (failed: boolean) => Promise<string>
}

/** The review posted from the agent's findings; what GitHub did, as one value (see the file's comment). */
export async function postFindings(client: GitHubClient, i: PostInput): Promise<Posting> {
  // Filled in as GitHub answers: a posting that stops keeps what had already happened.
  const done: Posting = { refused: new Map(), resolved: [], failures: [] }
  const guard: Guard = {
    check: () => {
      if (i.deps.cancelled()) throw new Cancelled()
    },
    signal: () => AbortSignal.timeout(REQUEST_MS)
  }
  try {
    await review(client, i, done, guard)
  } catch (error) {
    if (error instanceof Cancelled || i.deps.cancelled()) {
      await clearAfterCancel(client, i)
      return { ...done, stop: { kind: 'cancelled' } }
    }
    return { ...done, stop: { kind: 'failed', why: refusal(error) } }
  }
  return done
}

/** Why GitHub did not take the review, as a sentence, with the permission a 403 needs. */
function refusal(error: unknown): string {
  if (error instanceof DraftBlocks) return `${error.message}.`
  const permission =
    statusOf(error) === 403
      ? '; the token needs pull-requests: write (add it under permissions: in the workflow)'
      : ''
  return `GitHub did not take it (${describeError(error)})${permission}.`
}

/**
 * The reviews read, and the PENDING ones the plan says are ours deleted; `seen`: the reviews
 * there before this run posted (a review of ours found later and not among them is this run's).
 */
async function clearPending(
  client: GitHubClient,
  pr: Pr,
  guard: Guard
): Promise<PendingPlan & { seen: ReadonlySet<number> }> {
  const reviews = await readReviews(client, pr, guard)
  const pending = planPending(reviews)
  await deletePending(client, pr, { ids: pending.delete, guard })
  return { ...pending, seen: new Set(reviews.map((r) => r.id)) }
}

const NOTHING_PENDING = { delete: [], keep: [], seen: new Set<number>() }
const NOTHING_READ: Prior = { comments: [], threadsKnown: false }

async function review(
  client: GitHubClient,
  i: PostInput,
  done: Posting,
  guard: Guard
): Promise<void> {
  const { settings, target, deps } = i
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
    findings: i.reading.ok ? i.reading.findings : undefined,
    files: target.files,
    prior,
    settings,
    target,
    ...(target.rescoped !== undefined ? { earlier: target.rescoped.earlier } : {})
  })
  done.plan = plan
  if (plan.post === undefined) return
  await post(client, i, done, { plan: { ...plan, post: plan.post }, pending, guard })
}

/** The plan's review posted, its comments linked, the outdated threads resolved. */
async function post(
  client: GitHubClient,
  i: PostInput,
  done: Posting,
  o: {
    plan: ReviewPlan & { post: PostPlan }
    pending: PendingPlan & { seen: ReadonlySet<number> }
    guard: Guard
  }
): Promise<void> {
  const { target, deps } = i
  const { guard } = o
  const body = await bodyMaker(i, o.plan)
  const event = o.plan.post.event
  const posted = await deliver({
    write: () =>
      postReview(client, target.pr, {
        commitId: target.headSha,
        event,
        comments: withBodies(o.plan, target.keyHash),
        guard,
        probeBody: reviewMarker(target.keyHash, 'probe'),
        body: (refused) => {
          done.refused = new Map(refused)
          return body(refused)
        }
      }),
    // GitHub may have stored the review and answered 502: it is ours, at the head, and new.
    find: () =>
      postedReview(client, target.pr, {
        marker: reviewMarker(target.keyHash, 'review'),
        head: target.headSha,
        seen: o.pending.seen,
        refused: done.refused,
        guard
      }),
    waitMs: deps.retryMs,
    retrying: (error, next) => {
      guard.check()
      deps.info(`GitHub did not take the review (${describeError(error)}); try ${String(next)}.`)
    }
  }).catch((error: unknown) => {
    throw o.pending.keep.length > 0 && isPendingConflict(error)
      ? new DraftBlocks(o.pending.keep, target.pr.number)
      : error
  })
  done.refused = new Map(posted.refused)
  done.review = { id: posted.id, url: posted.url, event: posted.event, commitId: target.headSha }
  if (posted.event !== event)
    deps.warn(
      `GitHub refused REQUEST_CHANGES on #${String(target.pr.number)} (the token's user opened it); the review was posted as a comment.`
    )
  deps.info(`Review posted: ${posted.url}`)
  const comments = afterPost(o.plan, posted.refused).post.comments
  await linkComments(client, i, done, { reviewId: posted.id, comments, guard })
  await resolveStale(client, i, done, { ids: o.plan.post.resolve, guard })
  guard.check()
  const missing = await reviewDelivered(client, {
    ...{ owner: target.pr.owner, repo: target.pr.repo, pull: target.pr.number },
    ...{ reviewId: posted.id, head: target.headSha, inlineComments: comments.length }
  })
  if (missing !== undefined) done.missing = missing
}

/**
 * The review's body, given the comments GitHub refused so far: the findings as they then stand,
 * the agent's final message (redacted), and the ledger's record at the end, read again just
 * before the write (github/ledger.ts) so an overlapping run's record lands too.
 */
async function bodyMaker(
  i: PostInput,
  plan: ReviewPlan & { post: PostPlan }
): Promise<(refused: ReadonlyMap<string, string>) => string> {
  const message = i.deps.redact(i.message)
  const record = (await i.record?.(plan.post.gateFailed)) ?? ''
  const limit = record !== '' ? REVIEW_LIMIT - record.length - 2 : REVIEW_LIMIT
  const ending = record !== '' ? `\n\n${record}` : ''
  const basis = { reading: i.reading, target: i.target, settings: i.settings }
  return (refused) => {
    const outcome = bodyOutcome(basis, afterPost(plan, refused))
    return reviewBody({ keyHash: i.target.keyHash, outcome, finalMessage: message, limit }) + ending
  }
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
  done: Posting,
  o: { reviewId: number; comments: readonly PlannedComment[]; guard: Guard }
): Promise<void> {
  if (o.comments.length === 0) return
  try {
    done.links = await commentLinks(client, i.target.pr, {
      reviewId: o.reviewId,
      fingerprintOf: (body) => markerOf(body)?.fingerprint,
      guard: o.guard
    })
  } catch (error) {
    if (error instanceof Cancelled) throw error
    const why = describeError(error)
    done.failures = [...done.failures, { request: 'links', why }]
    i.deps.warn(`Could not read the links of the review's comments (${why}).`)
  }
}

/** The plan's outdated threads of ours resolved; a refusal is a warning naming the permission. */
async function resolveStale(
  client: GitHubClient,
  i: PostInput,
  done: Posting,
  o: { ids: readonly string[]; guard: Guard }
): Promise<void> {
  const failures: PostingFailure[] = []
  for (const id of o.ids) {
    try {
      await resolveThread(client, id, o.guard)
      done.resolved = [...done.resolved, id]
    } catch (error) {
      if (error instanceof Cancelled) throw error
      const failure: PostingFailure = { request: 'resolve', id, why: describeError(error) }
      failures.push(failure)
      done.failures = [...done.failures, failure]
    }
  }
  if (failures.length > 0)
    i.deps.warn(
      `Could not resolve ${String(failures.length)} outdated review thread(s) of earlier runs (${failures[0]?.why ?? ''}): the token needs \`pull-requests: write\` (add it under \`permissions:\`).`
    )
}

/**
 * A cancel while posting: a PENDING review of ours that is left (a bisection probe) is deleted,
 * within the few seconds the runner gives a cancelled step. A review already posted stays.
 */
async function clearAfterCancel(client: GitHubClient, i: PostInput): Promise<void> {
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
}
