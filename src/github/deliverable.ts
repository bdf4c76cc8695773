/**
 * What a run was asked to deliver, read back from GitHub after it was written: the review (it
 * exists, at the head it was posted on, with the inline comments it was posted with), the answer
 * in the sticky comment (the comment exists, on its thread, with this run's mark), the pull
 * request a landing opened. Each function answers `undefined` when the deliverable is there,
 * else one line saying what is missing and why, for the step's failure (`deliverable_missing`,
 * core/verdict/delivery.ts). A read that GitHub does not answer is retried by the client (GETs
 * are idempotent); one that still fails says so: what cannot be seen was not shown delivered.
 *
 * `deliver` is the last write's retry: a few tries with backoff on a transient fault (a 5xx, no
 * answer), each after looking for what an earlier try may have stored (GitHub can store a
 * create and answer 502), so a transient fault neither fails the run nor makes a second copy.
 */
import { describeError, statusOf, type GitHubClient } from './client.js'

/** Where on GitHub: the repository. */
interface Repo {
  owner: string
  repo: string
}

/**
 * The review read back: GET the review (it exists, its `commit_id` is `head`), then its inline
 * comments on every page (as many as were posted: `inlineComments`).
 */
export async function reviewDelivered(
  client: GitHubClient,
  o: Repo & { pull: number; reviewId: number; head: string; inlineComments: number }
): Promise<string | undefined> {
  const what = `the review ${String(o.reviewId)} on #${String(o.pull)}`
  const base = { owner: o.owner, repo: o.repo, pull_number: o.pull, review_id: o.reviewId }
  let commit: string | null | undefined
  try {
    commit = (await client.rest.pulls.getReview(base)).data.commit_id
  } catch (error) {
    return statusOf(error) === 404
      ? `${what}: GitHub answered that it does not exist (HTTP 404) when it was read back after posting.`
      : `${what}: it could not be read back after posting (${describeError(error)}).`
  }
  if (commit !== o.head)
    return `${what}: GitHub has it on commit ${commit ?? 'none'}, not on the head ${o.head} it was posted on.`
  let count: number
  try {
    const comments = await client.paginate(client.rest.pulls.listCommentsForReview, {
      ...base,
      per_page: 100
    })
    count = comments.length
  } catch (error) {
    return `${what}: its inline comments could not be read back (${describeError(error)}).`
  }
  if (count !== o.inlineComments)
    return `${what}: it was posted with ${plural(o.inlineComments, 'inline comment')}, and GitHub shows ${String(count)}.`
  return undefined
}

/**
 * The answer read back: the comment `commentId` exists, is on the issue or pull request `issue`,
 * and carries `marker` on a line of its own: the mark of this run's answer (render/marker.ts
 * `answerMark`), which no earlier run's body and no progress body has.
 */
export async function answerDelivered(
  client: GitHubClient,
  o: Repo & { issue: number; commentId: number; marker: string }
): Promise<string | undefined> {
  const what = `the answer in comment ${String(o.commentId)} on #${String(o.issue)}`
  let data: { body?: string; issue_url?: string }
  try {
    ;({ data } = await client.rest.issues.getComment({
      owner: o.owner,
      repo: o.repo,
      comment_id: o.commentId
    }))
  } catch (error) {
    return statusOf(error) === 404
      ? `${what}: GitHub answered that the comment does not exist (HTTP 404) when it was read back.`
      : `${what}: the comment could not be read back (${describeError(error)}).`
  }
  if (data.issue_url !== undefined && !data.issue_url.endsWith(`/issues/${String(o.issue)}`))
    return `${what}: the comment is on another thread (${data.issue_url}).`
  const lines = (data.body ?? '').split(/\r?\n/)
  if (!lines.includes(o.marker))
    return `${what}: the comment GitHub has does not hold this run's answer (it was changed or overwritten after it was written).`
  return undefined
}

/** The pull request a landing opened: it exists (and is open). */
export async function pullDelivered(
  client: GitHubClient,
  o: Repo & { number: number }
): Promise<string | undefined> {
  const what = `the pull request #${String(o.number)}`
  try {
    const { data } = await client.rest.pulls.get({
      owner: o.owner,
      repo: o.repo,
      pull_number: o.number
    })
    if (data.state !== 'open') return `${what}: GitHub has it ${data.state}, not open.`
    return undefined
  } catch (error) {
    return statusOf(error) === 404
      ? `${what}: GitHub answered that it does not exist (HTTP 404) when it was read back.`
      : `${what}: it could not be read back (${describeError(error)}).`
  }
}

/** Whether a write's failure may pass: a 5xx, or no answer at all. A 4xx is GitHub's word. */
function isTransient(error: unknown): boolean {
  const status = statusOf(error)
  return status === undefined || status >= 500
}

export interface DeliverOptions<T> {
  /** The write; throws when GitHub did not take it. */
  write: () => Promise<T>
  /**
   * What an earlier try of this write may have stored, looked for before each retry: undefined
   * when there is none (then the write is made again). A look that fails counts as a try.
   */
  find: () => Promise<T | undefined>
  /** Tries in all (default 4). */
  tries?: number
  /** The first wait between tries, doubled each time (default 1000 ms). */
  waitMs?: number
  /** Told of each transient fault before the next try. */
  retrying?: (error: unknown, next: number) => void
  sleep?: (ms: number) => Promise<void>
}

/**
 * The last write, retried on a transient fault (see the file's comment): the value written or
 * found; throws the last error when every try failed, or at once on a fault that is not transient.
 */
export async function deliver<T>(o: DeliverOptions<T>): Promise<T> {
  const tries = Math.max(1, o.tries ?? 4)
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  let last: unknown
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      if (attempt > 0) {
        await sleep((o.waitMs ?? 1000) * 2 ** (attempt - 1))
        const found = await o.find()
        if (found !== undefined) return found
      }
      return await o.write()
    } catch (error) {
      if (!isTransient(error)) throw error
      last = error
      if (attempt + 1 < tries) o.retrying?.(error, attempt + 2)
    }
  }
  throw last
}

function plural(n: number, noun: string): string {
  return `${String(n)} ${noun}${n === 1 ? '' : 's'}`
}
