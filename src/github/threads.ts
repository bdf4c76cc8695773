/**
 * What earlier runs left on the pull request: the review comments of ours (every page of
 * `GET /pulls/{n}/comments`; ours = written by the token's own account, as GraphQL's `viewer`
 * names it, and *starting* with the action's finding marker), and the state of their threads
 * (GraphQL `reviewThreads`: resolved, outdated, replied to). Resolving a thread is the GraphQL `resolveReviewThread` mutation.
 */
import type { Severity } from '../core/review/findings.js'
import { readHeadline } from '../render/findings.js'
import { describeError, type GitHubClient } from './client.js'
import { Cancelled, sameLogin, type Guard, type Pr } from './review.js'

export interface ThreadState {
  id: string
  resolved: boolean
  outdated: boolean
  /** Anyone (a person, another bot, or we) added a comment after the first. */
  replied: boolean
}

export interface PriorComment {
  id: number
  fingerprint: string
  /** The marker's hash of comment-key: which job of ours wrote it. */
  keyHash: string
  url: string
  path: string
  /** The line on the head (GitHub's `line`), else where it was first posted (`original_line`). */
  line?: number
  /** From the comment's headline (render/findings.ts readHeadline), when it has one. */
  severity?: Severity
  title?: string
  /** Undefined when GitHub lists no thread for it. */
  thread?: ThreadState
}

export interface Prior {
  /** The token's own login, when GraphQL could say. */
  viewer?: string
  comments: PriorComment[]
  /** Whether the threads' states are known (GraphQL answered). */
  threadsKnown: boolean
  /** Why they are not known: GitHub's words, or that it did not say who the token is. */
  why?: string
}

const THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  viewer { login }
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isResolved
          isOutdated
          comments(first: 1) { totalCount nodes { databaseId author { login } } }
        }
      }
    }
  }
}`

const RESOLVE_MUTATION = `mutation($id: ID!) {
  resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } }
}`

interface ThreadsPage {
  viewer: { login: string }
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null }
        nodes: {
          id: string
          isResolved: boolean
          isOutdated: boolean
          comments: {
            totalCount: number
            nodes: { databaseId: number | null; author: { login: string } | null }[]
          }
        }[]
      }
    } | null
  } | null
}

/** Every review thread's state, keyed by the id of its first comment; and the viewer's login. */
async function readThreads(
  client: GitHubClient,
  pr: Pr,
  guard: Guard
): Promise<{ viewer: string; threads: Map<number, ThreadState> }> {
  const threads = new Map<number, ThreadState>()
  let cursor: string | null = null
  let viewer = ''
  for (let page = 0; page < 100; page++) {
    guard.check()
    const data: ThreadsPage = await client.graphql<ThreadsPage>(THREADS_QUERY, {
      owner: pr.owner,
      repo: pr.repo,
      number: pr.number,
      cursor,
      request: { signal: guard.signal() }
    })
    viewer = data.viewer.login
    const list = data.repository?.pullRequest?.reviewThreads
    if (list === undefined) break
    for (const t of list.nodes) {
      const first = t.comments.nodes[0]?.databaseId
      if (typeof first !== 'number') continue
      threads.set(first, {
        id: t.id,
        resolved: t.isResolved,
        outdated: t.isOutdated,
        replied: t.comments.totalCount > 1
      })
    }
    if (!list.pageInfo.hasNextPage || list.pageInfo.endCursor === null) break
    cursor = list.pageInfo.endCursor
  }
  return { viewer, threads }
}

/**
 * The findings earlier runs posted: comments of the token's own account (GraphQL's `viewer`)
 * that start with the finding marker, outside the PENDING reviews in `skipReviews` (a person's
 * draft). When GraphQL does not say who the token is, nothing counts as posted before (each
 * finding is posted again) and nothing is resolved: the marker is public, and anyone's comment
 * can carry it.
 */
export async function readPrior(
  client: GitHubClient,
  pr: Pr,
  o: {
    guard: Guard
    warn: (message: string) => void
    /** The marker at the start of a comment's body: its key hash and fingerprint. */
    markerOf: (body: string) => { keyHash: string; fingerprint: string } | undefined
    /** Reviews whose comments are not ours although the token's account wrote them. */
    skipReviews: ReadonlySet<number>
  }
): Promise<Prior> {
  let viewer: string
  let threads: Map<number, ThreadState>
  try {
    ;({ viewer, threads } = await readThreads(client, pr, o.guard))
  } catch (error) {
    if (error instanceof Cancelled) throw error
    const why = describeError(error)
    o.warn(
      `Could not read the pull request's review threads (${why}): no finding counts as already reported (each is posted again), and no outdated thread is resolved.`
    )
    return { comments: [], threadsKnown: false, why }
  }
  if (viewer === '')
    return { comments: [], threadsKnown: false, why: 'GitHub did not say who the token is' }
  const comments: PriorComment[] = []
  o.guard.check()
  const pages = client.paginate.iterator(client.rest.pulls.listReviewComments, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
    request: { signal: o.guard.signal() }
  })
  for await (const page of pages)
    for (const c of page.data) {
      const marker = o.markerOf(c.body)
      if (marker === undefined || c.in_reply_to_id !== undefined) continue
      // Only the token's own comments: anyone can paste a marker into theirs.
      if (!sameLogin(c.user.login, viewer)) continue
      const review = c.pull_request_review_id
      if (review !== null && o.skipReviews.has(review)) continue
      const line = c.line ?? c.original_line ?? undefined
      comments.push({
        id: c.id,
        ...marker,
        url: c.html_url,
        path: c.path,
        ...(typeof line === 'number' ? { line } : {}),
        ...readHeadline(c.body),
        thread: threads.get(c.id)
      })
    }
  return { viewer, comments, threadsKnown: true }
}

/** Resolves a review thread; throws with GitHub's words when it cannot. */
export async function resolveThread(
  client: GitHubClient,
  threadId: string,
  guard: Guard
): Promise<void> {
  guard.check()
  await client.graphql(RESOLVE_MUTATION, { id: threadId, request: { signal: guard.signal() } })
}
