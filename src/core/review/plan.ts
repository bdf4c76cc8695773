/**
 * The review as a plan, decided before anything is posted; github/posting.ts reads what the plan
 * needs, calls these steps in order and carries out what they return. `planPending`: which
 * PENDING reviews are the action's (deleted) and which a person's draft (kept). `planReview`:
 * where each finding goes (`planFindings`: on the diff when its lines are in one hunk, core/review/diff.ts,
 * else the review's body; already reported when an open thread of ours holds its fingerprint, also
 * an outdated one, or when this run reported it twice; the most severe first on the diff, at most
 * `maxFindings` of them, the rest held back to the body), the earlier findings a re-review keeps,
 * the event, the inline comments, the threads of earlier runs to resolve, or why nothing may be
 * posted. `afterPost`: the comments GitHub refused moved to the body; `withLinks`: the posted
 * comments' links; `stopped` and `notPosted`: the findings of a review that was not posted. Pure.
 */
import { placeFinding, type FileDiff } from './diff.js'
import {
  gateFindings,
  severityRank,
  type EarlierFinding,
  type Finding,
  type PlacedFinding,
  type ReviewEvent,
  type Severity,
  type Side
} from './findings.js'
import type { OpenFinding } from './scope.js'
import type { Settings } from '../settings.js'

/** A finding of an earlier run still open on the pull request: fingerprint → its comment's link. */
export type OpenFindings = ReadonlyMap<string, string>

export function planFindings(
  findings: readonly Finding[],
  o: { files: ReadonlyMap<string, FileDiff>; open: OpenFindings; maxFindings: number }
): PlacedFinding[] {
  const seen = new Set<string>()
  const placed = findings.map((f): PlacedFinding => {
    const open = o.open.get(f.fingerprint)
    if (open !== undefined) return { ...f, placement: 'duplicate', url: open }
    if (seen.has(f.fingerprint))
      return { ...f, placement: 'duplicate', why: 'reported twice in this run' }
    seen.add(f.fingerprint)
    const place = placeFinding(f, o.files)
    if (place.kind === 'body') return { ...f, placement: 'body', why: place.why }
    return { ...f, line: place.line, side: place.side, placement: 'inline' }
  })
  // The most severe go on the diff first; the order of the agent's list is kept otherwise.
  const inline = placed
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.placement === 'inline')
    .sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || a.i - b.i)
  for (const { f, i } of inline.slice(Math.max(0, o.maxFindings)))
    placed[i] = { ...f, placement: 'body', heldBack: true, why: 'held back' }
  return placed
}

/**
 * The findings of a review that was not posted: what would have been inline or in the body is
 * `not_posted`; a duplicate is still on its earlier thread.
 */
export function notPosted(findings: readonly PlacedFinding[]): PlacedFinding[] {
  return findings.map((f) =>
    f.placement === 'inline' || f.placement === 'body' ? { ...f, placement: 'not_posted' } : f
  )
}

export interface PriorThread {
  fingerprint: string
  keyHash: string
  thread?: { id: string; resolved: boolean; outdated: boolean; replied: boolean }
}

/** Open findings of earlier runs: fingerprint → link, from comments on unresolved threads. */
function openFindings(prior: readonly (PriorThread & { url: string })[]): Map<string, string> {
  const open = new Map<string, string>()
  for (const c of prior)
    if (c.thread?.resolved !== true && !open.has(c.fingerprint)) open.set(c.fingerprint, c.url)
  return open
}

/**
 * The threads to resolve: of this job (its key hash), whose finding this run no longer reports,
 * that GitHub marks outdated, still open, and that nobody replied to.
 */
export function threadsToResolve(
  prior: readonly PriorThread[],
  o: { keyHash: string; reported: ReadonlySet<string> }
): string[] {
  const ids: string[] = []
  for (const c of prior) {
    const t = c.thread
    if (t === undefined || c.keyHash !== o.keyHash || o.reported.has(c.fingerprint)) continue
    if (t.outdated && !t.resolved && !t.replied && !ids.includes(t.id)) ids.push(t.id)
  }
  return ids
}

/**
 * The findings of this job's earlier reviews whose threads are still open, as a re-review lists
 * them (core/review/scope.ts): one per fingerprint, only those whose headline could be read.
 */
export function earlierOpen(
  prior: readonly (PriorThread & {
    path: string
    line?: number
    severity?: Severity
    title?: string
  })[],
  keyHash: string
): (OpenFinding & { fingerprint: string })[] {
  const out: (OpenFinding & { fingerprint: string })[] = []
  const seen = new Set<string>()
  for (const c of prior) {
    if (c.keyHash !== keyHash || c.thread?.resolved === true || seen.has(c.fingerprint)) continue
    if (c.severity === undefined || c.title === undefined) continue
    seen.add(c.fingerprint)
    const { path, line, severity, title, fingerprint } = c
    out.push({ fingerprint, severity, path, ...(line !== undefined ? { line } : {}), title })
  }
  return out
}

/** A review on the pull request as the token's account sees it (github/review.ts reads them). */
export interface SeenReview {
  id: number
  state: string
  /** Its body starts with the action's marker (render/marker.ts `isActionReview`). */
  marked: boolean
  user: { login?: string; type?: string } | null | undefined
}

/** A PENDING review the action leaves alone: a person's draft. */
export interface Draft {
  id: number
  /** Its author's login: the token's account, the only one GitHub shows it to. */
  owner: string
}

/** The PENDING reviews to delete (the action's) and to keep (a person's drafts). */
export interface PendingPlan {
  delete: number[]
  keep: Draft[]
}

/** A bot account (GITHUB_TOKEN's `github-actions[bot]`, any App's installation): automation. */
function isBot(user: SeenReview['user']): boolean {
  return user?.type === 'Bot' || user?.login?.toLowerCase().endsWith('[bot]') === true
}

/**
 * The PENDING reviews that are the action's (GitHub shows a pending review only to its author,
 * the token's account): one whose body starts with the action's marker, or any of a bot account,
 * whose drafts only automation makes (an earlier version's leftovers had no marker). A person's
 * unmarked draft (the token is their personal access token) is never deleted: it is kept, and a
 * create it blocks fails naming it (github/review.ts DraftBlocks).
 */
export function planPending(reviews: readonly SeenReview[]): PendingPlan {
  const plan: PendingPlan = { delete: [], keep: [] }
  for (const r of reviews) {
    if (r.state !== 'PENDING') continue
    if (r.marked || isBot(r.user)) plan.delete.push(r.id)
    else plan.keep.push({ id: r.id, owner: r.user?.login ?? "the token's account" })
  }
  return plan
}

/** A comment of an earlier run of ours, as github/threads.ts reads it. */
export type PriorFinding = PriorThread & {
  url: string
  path: string
  line?: number
  severity?: Severity
  title?: string
}

/** An inline comment as the API takes it, less its body (github/posting.ts renders it). */
export interface PlannedComment {
  fingerprint: string
  path: string
  line: number
  side: Side
  /** Only for a range: where it starts. */
  start_line?: number
  start_side?: Side
}

/** What to post, once the findings are placed. */
export interface PostPlan {
  event: ReviewEvent
  /** The gate counts a finding (this run's or an earlier one still open): the ledger says failed. */
  gateFailed: boolean
  /** The inline findings' comments, in the findings' order. */
  comments: PlannedComment[]
  /** Thread ids of earlier runs to resolve once the review is posted. */
  resolve: string[]
}

export interface ReviewPlan {
  /** Every finding of the run, placed. */
  findings: PlacedFinding[]
  /** A re-review's earlier findings still open and not reported again; undefined otherwise. */
  earlier?: EarlierFinding[]
  /** What to post; undefined when nothing may be posted, and `notPosted` says why. */
  post?: PostPlan
  notPosted?: string
}

export interface ReviewInput {
  /** The findings read from the final message; undefined when it was not findings JSON. */
  findings: readonly Finding[] | undefined
  files: ReadonlyMap<string, FileDiff>
  /** The comments of earlier runs of ours, and whether their threads' states are known. */
  prior: { comments: readonly PriorFinding[]; threadsKnown: boolean }
  settings: Pick<Settings, 'maxFindings' | 'reviewEvent' | 'failOn'>
  target: { readOnly: boolean; later?: boolean; keyHash: string }
  /** A re-review: the earlier findings still open, as its scope read them before the run. */
  earlier?: readonly EarlierFinding[]
}

const READ_ONLY =
  'the pull request comes from a fork, and GitHub gives such runs a read-only token: the annotations and this summary are the review.'

const LATER =
  'publish: later: this job writes nothing to GitHub; the publish step posts the review from the bundle.'

/** The review to post (see the file's comment), from what was read before posting. */
export function planReview(i: ReviewInput): ReviewPlan {
  const findings = planFindings(i.findings ?? [], {
    files: i.files,
    open: openFindings(i.prior.comments),
    maxFindings: i.settings.maxFindings
  })
  const earlier = keepEarlier(findings, i)
  const placed = { findings, ...(earlier !== undefined ? { earlier } : {}) }
  if (i.target.readOnly)
    return { ...placed, notPosted: i.target.later === true ? LATER : READ_ONLY }
  const gateFailed = gateFindings([...findings, ...(earlier ?? [])], i.settings.failOn).length > 0
  // A re-review's earlier findings were not reported again because the agent was told not to:
  // their threads stay open. Without findings, or the threads' states, nothing is resolved.
  const reported = new Set([...findings, ...(earlier ?? [])].map((f) => f.fingerprint))
  const resolve =
    i.findings !== undefined && i.prior.threadsKnown
      ? threadsToResolve(i.prior.comments, { keyHash: i.target.keyHash, reported })
      : []
  return {
    ...placed,
    post: {
      event: i.settings.reviewEvent === 'auto' && gateFailed ? 'REQUEST_CHANGES' : 'COMMENT',
      gateFailed,
      comments: findings.filter((f) => f.placement === 'inline').map(commentOf),
      resolve
    }
  }
}

/**
 * The earlier findings a re-review did not report again, as the threads stand now (read again
 * before posting; as the scope read them when the threads are unknown); they count for fail-on.
 */
function keepEarlier(
  findings: readonly PlacedFinding[],
  i: ReviewInput
): EarlierFinding[] | undefined {
  if (i.earlier === undefined) return undefined
  const now = i.prior.threadsKnown ? earlierOpen(i.prior.comments, i.target.keyHash) : i.earlier
  const reported = new Set(findings.map((f) => f.fingerprint))
  return now.filter((e) => !reported.has(e.fingerprint))
}

/** An inline comment for the API: lines, side, and the range's start only for a range. */
function commentOf(f: PlacedFinding): PlannedComment {
  return {
    fingerprint: f.fingerprint,
    path: f.path,
    line: f.line,
    side: f.side,
    ...(f.startLine !== undefined ? { start_line: f.startLine, start_side: f.side } : {})
  }
}

/**
 * The plan once GitHub refused some comments (fingerprint → GitHub's reason): those findings go
 * to the body with the reason, and their comments are no longer posted.
 */
export function afterPost(
  plan: ReviewPlan & { post: PostPlan },
  refused: ReadonlyMap<string, string>
): ReviewPlan & { post: PostPlan } {
  if (refused.size === 0) return plan
  const findings = plan.findings.map((f): PlacedFinding => {
    const reason = refused.get(f.fingerprint)
    return reason !== undefined && f.placement === 'inline'
      ? { ...f, placement: 'body', why: `GitHub refused the comment: ${reason}` }
      : f
  })
  const comments = plan.post.comments.filter((c) => !refused.has(c.fingerprint))
  return { ...plan, findings, post: { ...plan.post, comments } }
}

/** The inline findings with their posted comment's link (fingerprint → link), when there is one. */
export function withLinks(
  findings: readonly PlacedFinding[],
  links: ReadonlyMap<string, string>
): PlacedFinding[] {
  return findings.map((f) =>
    f.placement === 'inline' ? { ...f, url: links.get(f.fingerprint) } : f
  )
}

/**
 * The findings of a posting that stopped (GitHub down, a cancel): as placed so far; when it
 * stopped before placing them, placed now without earlier runs' threads, so none is a duplicate.
 * Nothing the agent found is lost to a GitHub fault.
 */
export function stopped(
  placed: readonly PlacedFinding[],
  findings: readonly Finding[] | undefined,
  o: { files: ReadonlyMap<string, FileDiff>; maxFindings: number }
): PlacedFinding[] {
  if (findings === undefined || placed.length > 0) return [...placed]
  return planFindings(findings, { ...o, open: new Map() })
}
