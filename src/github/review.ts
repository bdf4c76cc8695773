/**
 * Posting one review: the reviews read and a leftover PENDING review of the action's deleted
 * first (GitHub allows one per account, and it blocks creating any other; core/review/plan.ts
 * `planPending` says which are ours), then one `POST /pulls/{n}/reviews` with
 * the head's commit, the body, the event and every inline comment. Should GitHub still refuse a
 * comment (422), the comments it refuses are found by bisecting the batch with PENDING reviews
 * that are deleted at once, moved to the body with GitHub's reason, and the rest is posted: one
 * bad comment never loses the review. Every review created here carries the action's marker
 * (render/marker.ts) at the start of its body, probes included.
 */
import type { ReviewEvent } from '../core/review/findings.js'
import { messageOf } from '../core/errors.js'
import type { Draft, PlannedComment, SeenReview } from '../core/review/plan.js'
import { isActionReview } from '../render/marker.js'
import { statusOf, type GitHubClient } from './client.js'

export interface Pr {
  owner: string
  repo: string
  number: number
}

/** An inline comment as the API takes it (core/review/plan.ts plans it), and its body. */
export type DraftComment = PlannedComment & { body: string }

/**
 * How a posting stops: `check` throws once the runner asked the step to stop, and is called
 * before every request, so a request in flight always settles (an aborted create could still be
 * stored by GitHub, after a clean-up looked); `signal` bounds each request's time.
 */
export interface Guard {
  check(): void
  signal(): AbortSignal
}

/** Thrown by a Guard's check once the step is cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled')
    this.name = 'Cancelled'
  }
}

export interface PostRequest {
  commitId: string
  /** The body of a bisection probe: the action's marker, so a probe left behind is known as ours. */
  probeBody: string
  /** The body, given the comments GitHub refused so far (fingerprint → reason). */
  body: (refused: ReadonlyMap<string, string>) => string
  event: ReviewEvent
  comments: readonly DraftComment[]
  guard: Guard
}

export interface Posted {
  id: number
  url: string
  /** COMMENT when GitHub refused REQUEST_CHANGES (the token's user opened the pull request). */
  event: ReviewEvent
  /** Comments GitHub refused, moved to the body: fingerprint → GitHub's reason. */
  refused: Map<string, string>
}

/**
 * The review this run posted, when GitHub stored it and did not say so (a create answered with
 * a 5xx): a submitted review of the token's account whose body starts with the run's `marker`,
 * at `head`, that was not there before the run posted (`seen`). `refused`: the comments the last
 * try had moved to the body.
 */
export async function postedReview(
  client: GitHubClient,
  pr: Pr,
  o: {
    marker: string
    head: string
    seen: ReadonlySet<number>
    refused: ReadonlyMap<string, string>
    guard: Guard
  }
): Promise<Posted | undefined> {
  o.guard.check()
  const pages = client.paginate.iterator(client.rest.pulls.listReviews, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
    request: { signal: o.guard.signal() }
  })
  for await (const page of pages)
    for (const r of page.data)
      if (
        !o.seen.has(r.id) &&
        r.state !== 'PENDING' &&
        r.commit_id === o.head &&
        r.body.startsWith(o.marker)
      )
        return {
          id: r.id,
          url: r.html_url,
          event: r.state === 'CHANGES_REQUESTED' ? 'REQUEST_CHANGES' : 'COMMENT',
          refused: new Map(o.refused)
        }
  return undefined
}

/** Probe reviews a bisection may make (each is created and deleted). */
const MAX_PROBES = 60

/**
 * Same account: a REST login (`name[bot]` for an App's bot) and GraphQL's `viewer` login, which
 * names a bot the same way. Compared whole (without case): a person may hold the login `name`
 * of an App whose bot is `name[bot]`, and anything that dropped the suffix would take their
 * comments for the bot's.
 */
export function sameLogin(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a !== '' && a.toLowerCase() === b.toLowerCase()
}

/** GitHub's reason for a 422: its `errors` list when it gives one, else the message. */
function reasonOf(error: unknown): string {
  const data = (error as { response?: { data?: { errors?: unknown } } }).response?.data
  const errors = Array.isArray(data?.errors) ? data.errors : []
  const texts = errors.map((e: unknown) => {
    if (typeof e === 'string') return e
    const message = (e as { message?: unknown }).message
    return typeof message === 'string' ? message : ''
  })
  const joined = texts.filter((t) => t !== '').join('; ')
  return joined !== '' ? joined : messageOf(error)
}

/**
 * The reviews on the pull request as the token's account sees them (every page; a PENDING one
 * only its author sees), for core/review/plan.ts `planPending` to say which are the action's.
 */
export async function readReviews(
  client: GitHubClient,
  pr: Pr,
  guard: Guard
): Promise<SeenReview[]> {
  const seen: SeenReview[] = []
  guard.check()
  const pages = client.paginate.iterator(client.rest.pulls.listReviews, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
    request: { signal: guard.signal() }
  })
  for await (const page of pages)
    for (const r of page.data)
      seen.push({ id: r.id, state: r.state, marked: isActionReview(r.body), user: r.user })
  return seen
}

/** Deletes these PENDING reviews (the action's, as `planPending` found them), one by one. */
export async function deletePending(
  client: GitHubClient,
  pr: Pr,
  o: { ids: readonly number[]; guard: Guard }
): Promise<void> {
  for (const id of o.ids) {
    o.guard.check()
    await client.rest.pulls.deletePendingReview({
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.number,
      review_id: id,
      request: { signal: o.guard.signal() }
    })
  }
}

/** GitHub refused a create because the account already has a PENDING review (its 422). */
export function isPendingConflict(error: unknown): boolean {
  return statusOf(error) === 422 && /\bpending review\b/i.test(reasonOf(error))
}

/** A person's draft review blocks the review (GitHub's one pending review per account). */
export class DraftBlocks extends Error {
  constructor(
    readonly drafts: readonly Draft[],
    pull: number
  ) {
    const who = [...new Set(drafts.map((d) => d.owner))].join(', ')
    super(
      `a pending (draft) review by ${who} on #${String(pull)} blocks it: GitHub allows one pending review per account, and the action never deletes a person's draft. ${who}: submit or discard that draft review on the pull request, then run the review again`
    )
    this.name = 'DraftBlocks'
  }
}

/** Posts the review (see the file's comment); throws when GitHub will not take it at all. */
export async function postReview(client: GitHubClient, pr: Pr, r: PostRequest): Promise<Posted> {
  const refused = new Map<string, string>()
  let comments = [...r.comments]
  let event = r.event
  for (let attempt = 0; attempt < 4; attempt++) {
    r.guard.check()
    try {
      const { data } = await client.rest.pulls.createReview({
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        commit_id: r.commitId,
        body: r.body(refused),
        event,
        comments: comments.map(apiComment),
        // A create is never retried blindly (a 5xx may have stored it): see client.ts.
        request: { retries: 0, signal: r.guard.signal() }
      })
      return { id: data.id, url: data.html_url, event, refused }
    } catch (error) {
      // A pending review blocks every create: no comment is at fault, no probe would be taken.
      if (statusOf(error) !== 422 || isPendingConflict(error)) throw error
      if (event === 'REQUEST_CHANGES' && /own pull request/i.test(reasonOf(error))) {
        event = 'COMMENT'
        continue
      }
      if (comments.length === 0) throw error
      const bad = await findRefused(client, pr, {
        commitId: r.commitId,
        probeBody: r.probeBody,
        comments,
        reason: reasonOf(error),
        guard: r.guard
      })
      if (bad.size === 0) throw error
      for (const [fingerprint, reason] of bad) refused.set(fingerprint, reason)
      comments = comments.filter((c) => !bad.has(c.fingerprint))
    }
  }
  throw new Error('GitHub kept refusing the review (HTTP 422)')
}

function apiComment(c: DraftComment): Omit<DraftComment, 'fingerprint'> {
  const { path, line, side, start_line, start_side, body } = c
  return { path, line, side, ...(start_line !== undefined ? { start_line, start_side } : {}), body }
}

/**
 * The comments of a refused batch that GitHub refuses, each with its reason: the batch is split
 * in halves and a half tried as a PENDING review (deleted at once when GitHub takes it), down to
 * single comments. An empty probe first: when even that is refused, no comment is the cause.
 * Each probe is a create, which the client spaces 3 s apart (GitHub's advice for content
 * creation): one refused comment of 50 costs about 7 probes.
 */
async function findRefused(
  client: GitHubClient,
  pr: Pr,
  o: {
    commitId: string
    probeBody: string
    comments: DraftComment[]
    reason: string
    guard: Guard
  }
): Promise<Map<string, string>> {
  const bad = new Map<string, string>()
  let probes = 0
  const probe = async (set: readonly DraftComment[]): Promise<string | undefined> => {
    if (++probes > MAX_PROBES)
      throw new Error('too many probe reviews while looking for the refused comment')
    let id: number
    o.guard.check()
    try {
      const { data } = await client.rest.pulls.createReview({
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        commit_id: o.commitId,
        body: o.probeBody,
        comments: set.map(apiComment),
        request: { retries: 0, signal: o.guard.signal() }
      })
      id = data.id
    } catch (error) {
      if (statusOf(error) === 422) return reasonOf(error)
      throw error
    }
    // A cancel here leaves this probe for the clean-up (posting.ts) to delete: it is marked.
    o.guard.check()
    await client.rest.pulls.deletePendingReview({
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.number,
      review_id: id,
      request: { signal: o.guard.signal() }
    })
    return undefined
  }
  if ((await probe([])) !== undefined) return bad
  // `set` is refused: when its first half is taken, the refused comment is in the second, which
  // needs no probe of its own.
  const search = async (set: DraftComment[], reason: string): Promise<void> => {
    if (set.length === 1) {
      for (const only of set) bad.set(only.fingerprint, reason)
      return
    }
    const half = Math.ceil(set.length / 2)
    const first = set.slice(0, half)
    const second = set.slice(half)
    const refusal = await probe(first)
    if (refusal === undefined) return search(second, reason)
    await search(first, refusal)
    const rest = await probe(second)
    if (rest !== undefined) await search(second, rest)
  }
  await search(o.comments, o.reason)
  return bad
}

/** The inline comments of a posted review (every page): fingerprint → link, by the marker. */
export async function commentLinks(
  client: GitHubClient,
  pr: Pr,
  o: { reviewId: number; fingerprintOf: (body: string) => string | undefined; guard: Guard }
): Promise<Map<string, string>> {
  const links = new Map<string, string>()
  o.guard.check()
  const pages = client.paginate.iterator(client.rest.pulls.listCommentsForReview, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    review_id: o.reviewId,
    per_page: 100,
    request: { signal: o.guard.signal() }
  })
  for await (const page of pages)
    for (const c of page.data) {
      const fingerprint = o.fingerprintOf(c.body)
      if (fingerprint !== undefined) links.set(fingerprint, c.html_url)
    }
  return links
}
