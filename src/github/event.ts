/**
 * What the runner tells us about the event that started the job: a pure parse of the payload
 * file (GITHUB_EVENT_PATH) and the GITHUB_* variables. Every fact the bot acts on (which PR or
 * issue, who wrote the request, the request itself) comes from here, never from the model and
 * never refetched: a comment edited after the trigger changes nothing.
 */
import fs from 'node:fs'
import type { GitHubClient } from './client.js'
import { isObject, type JsonObject } from '../core/stream/json.js'
import type { Asked, PrBase, PullFacts } from '../core/pull.js'
import type { RunnerEnv } from '../core/ports.js'

/** Events on which the action keeps a comment on a PR or an issue. */
export const COMMENT_EVENTS = [
  'pull_request',
  'pull_request_target',
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'issues'
] as const

/** Events whose body is a request someone typed: the trigger phrase gates these. */
export const TRIGGER_EVENTS = [
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'issues'
] as const

export interface Actor {
  login: string
  /** GitHub's account type: 'User', 'Bot', 'Organization'. */
  type: string
}

export interface GitRef {
  ref: string
  sha: string
  /** owner/name of the repository the ref lives in ('' when the fork was deleted). */
  repo: string
  /** When that repository was last pushed to (the API's `repo.pushed_at`; not read from payloads). */
  pushedAt?: string
}

/** Which endpoint reacts to the trigger: issue comments and PR review comments differ. */
export type ReactionTarget =
  | { kind: 'issue-comment'; id: number }
  | { kind: 'review-comment'; id: number }
  | { kind: 'issue'; number: number }

export interface GitHubEvent {
  name: string
  /** The payload's `action` (created, edited, opened, …), '' when absent. */
  action: string
  owner: string
  repo: string
  /** The PR or issue number, undefined for events without one (push, schedule, …). */
  number: number | undefined
  isPullRequest: boolean
  title: string
  /** The request text (comment, review or issue body) as the payload carries it. */
  body: string
  /** Who wrote `body` (for a PR event: the PR's author). */
  author: Actor | undefined
  /** Who opened the PR or issue (wrote its title); for an issue_comment, not the commenter. */
  subjectAuthor: Actor | undefined
  /** Who caused this event (differs from the author when someone edited another's comment). */
  sender: Actor | undefined
  /** The comment, review comment or issue to react on. */
  reactTo: ReactionTarget | undefined
  /** When the request was written and the commit a review names (checkout.ts checks the head). */
  asked: Asked
  /** For pull request events: the head and base; absent for issue_comment (see fetchPullRefs). */
  head: GitRef | undefined
  base: GitRef | undefined
  /** Head repository differs from the base repository. */
  fork: boolean
  /** The pull request's `changed_files`, when the payload (or the API) said. */
  changedFiles?: number
  serverUrl: string
  runId: string
  runAttempt: string
  job: string
  workflow: string
  /** Link to the job run ('' when the runner did not say). */
  runUrl: string
}

function obj(v: unknown): JsonObject | undefined {
  return isObject(v) ? v : undefined
}
/** '' when missing: the payload's text fields are shown or compared, never told apart from ''. */
function str(v: unknown): string {
  return typeof v === 'string' ? v : ''
}
function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined
}
function actor(v: unknown): Actor | undefined {
  const o = obj(v)
  const login = str(o?.login)
  return login === '' ? undefined : { login, type: str(o?.type) || 'User' }
}
function gitRef(v: unknown): GitRef | undefined {
  const o = obj(v)
  if (o === undefined) return undefined
  return { ref: str(o.ref), sha: str(o.sha), repo: str(obj(o.repo)?.full_name) }
}

/** Reads the runner's payload file; a missing or broken file is an empty payload. */
function readPayload(file: string | undefined): JsonObject {
  if (file === undefined || file === '') return {}
  try {
    return obj(JSON.parse(fs.readFileSync(file, 'utf8'))) ?? {}
  } catch {
    return {}
  }
}

export function parseEvent(env: RunnerEnv, payload: JsonObject): GitHubEvent {
  const name = env.eventName ?? ''
  const [owner = '', repo = ''] = (env.repository ?? str(obj(payload.repository)?.full_name)).split(
    '/'
  )
  const pr = obj(payload.pull_request)
  const issue = obj(payload.issue)
  const comment = obj(payload.comment)
  const review = obj(payload.review)
  const subject = pr ?? issue
  let body = ''
  let author: Actor | undefined
  let reactTo: ReactionTarget | undefined
  let asked: Asked = { at: '', commit: '' }
  const commentId = num(comment?.id)
  if (name === 'issue_comment' || name === 'pull_request_review_comment') {
    body = str(comment?.body)
    author = actor(comment?.user)
    asked = { at: str(comment?.created_at), commit: str(comment?.commit_id) }
    if (commentId !== undefined)
      reactTo = {
        kind: name === 'issue_comment' ? 'issue-comment' : 'review-comment',
        id: commentId
      }
  } else if (name === 'pull_request_review') {
    body = str(review?.body)
    author = actor(review?.user)
    asked = { at: str(review?.submitted_at), commit: str(review?.commit_id) }
  } else if (subject !== undefined) {
    body = str(subject.body)
    author = actor(subject.user)
    const n = num(subject.number)
    if (name === 'issues' && n !== undefined) reactTo = { kind: 'issue', number: n }
  }
  const head = gitRef(pr?.head)
  const base = gitRef(pr?.base)
  const serverUrl = (env.serverUrl ?? 'https://github.com').replace(/\/+$/, '')
  const runId = env.runId ?? ''
  return {
    name,
    action: str(payload.action),
    owner,
    repo,
    number: num(subject?.number),
    // An issue_comment on a PR carries the issue with a `pull_request` link, not the PR itself.
    isPullRequest: pr !== undefined || obj(issue?.pull_request) !== undefined,
    title: str(subject?.title),
    body,
    author,
    subjectAuthor: actor(subject?.user),
    sender: actor(payload.sender),
    reactTo,
    asked,
    head,
    base,
    fork: isFork(head, base),
    changedFiles: num(pr?.changed_files),
    serverUrl,
    runId,
    runAttempt: env.runAttempt ?? '',
    job: env.job ?? '',
    workflow: env.workflow ?? '',
    runUrl:
      runId !== '' && owner !== '' && repo !== ''
        ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${env.runAttempt !== undefined && env.runAttempt !== '' && env.runAttempt !== '1' ? `/attempts/${env.runAttempt}` : ''}`
        : ''
  }
}

function isFork(head: GitRef | undefined, base: GitRef | undefined): boolean {
  if (head === undefined || base === undefined) return false
  // A deleted fork has no head repo: treat it as a fork (never push there).
  return head.repo === '' || head.repo.toLowerCase() !== base.repo.toLowerCase()
}

/** The event the runner describes: reads GITHUB_EVENT_PATH and the GITHUB_* variables. */
export function currentEvent(env: RunnerEnv): GitHubEvent {
  return parseEvent(env, readPayload(env.eventPath))
}

/** The event as read once for the whole run (main.ts): the event, or what went wrong reading it. */
export type EventReading = { event: GitHubEvent } | { error: unknown }

/** Reads the event once; never throws (each stage decides what an unreadable event means). */
export function readEvent(env: RunnerEnv): EventReading {
  try {
    return { event: currentEvent(env) }
  } catch (error) {
    return { error }
  }
}

/** The event read, or the error reading it threw (a stage that cannot go on without it). */
export function eventOf(reading: EventReading): GitHubEvent {
  if ('error' in reading) throw reading.error
  return reading.event
}

/**
 * For an issue_comment on a PR the payload has no head or base: fetch the PR once and fill them
 * in (returns a new event). Other events are returned unchanged.
 */
export async function withPullRefs(client: GitHubClient, event: GitHubEvent): Promise<GitHubEvent> {
  if (!event.isPullRequest || event.number === undefined || event.head !== undefined) return event
  const { data } = await client.rest.pulls.get({
    owner: event.owner,
    repo: event.repo,
    pull_number: event.number
  })
  // A deleted fork leaves the head without a repository, whatever the typings say; `pushed_at`
  // is in the same answer as the head it is checked against (core/pull.ts changedHead).
  const headRepo = data.head.repo as { full_name: string; pushed_at?: unknown } | null
  const head: GitRef = {
    ref: data.head.ref,
    sha: data.head.sha,
    repo: headRepo?.full_name ?? '',
    pushedAt: str(headRepo?.pushed_at) || undefined
  }
  const base: GitRef = { ref: data.base.ref, sha: data.base.sha, repo: data.base.repo.full_name }
  const changed: unknown = data.changed_files
  return {
    ...event,
    head,
    base,
    fork: isFork(head, base),
    changedFiles: typeof changed === 'number' ? num(changed) : event.changedFiles
  }
}

/** Events whose token is read-only on a fork's pull request (GitHub gives them no write access). */
const READ_ONLY_ON_FORKS = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment'
])

/**
 * Whether the job's token is read-only on this event: a fork's pull request on one of those
 * events. Nothing can be written to the pull request then (a review, a ledger's record).
 */
export function readOnlyOnFork(event: GitHubEvent): boolean {
  return event.fork && READ_ONLY_ON_FORKS.has(event.name)
}

/** Events about a pull request: the agent's configuration comes from its base on all of them. */
const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment'
])

/** The base to take the agent's configuration from, for the events that need one. */
export function prBase(event: GitHubEvent): PrBase {
  if (!PR_EVENTS.has(event.name) || !event.isPullRequest) return { isPr: false }
  const sha = event.base?.sha ?? ''
  return { isPr: true, baseSha: /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined }
}

/** The pull request the run is for, when the event (or the API, see withPullRefs) names its head. */
export function pullFacts(event: GitHubEvent): PullFacts | undefined {
  if (!event.isPullRequest || event.head === undefined || event.base === undefined) return undefined
  return {
    number: event.number ?? 0,
    headRef: event.head.ref,
    headSha: event.head.sha,
    headRepo: event.head.repo === '' ? '(deleted fork)' : event.head.repo,
    baseRepo: event.base.repo,
    fork: event.fork,
    headPushedAt: event.head.pushedAt
  }
}
