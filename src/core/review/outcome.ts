/**
 * The review's outcome as one value. github/posting.ts carries out the plan of plan.ts and
 * returns what GitHub did as a `Posting`: plain facts, no decisions. `reviewOutcome` makes the
 * ReviewOutcome from them and from what the review started with (the findings read from the
 * final message, the pull request under review, the gate's settings): where each finding ended
 * up, why no review was posted, whether the posting failed or was cancelled. `unfinishedOutcome`
 * is a review whose agent never gave findings. core/verdict/verdict.ts decides from the outcome.
 * Pure.
 */
import type { FindingsReading, PlacedFinding, ReviewEvent, ReviewOutcome } from './findings.js'
import { afterPost, notPosted, stopped, withLinks, type ReviewPlan } from './plan.js'
import type { ReviewTarget } from './target.js'
import type { Settings } from '../settings.js'

/** What the review started with: the final message read as findings, its target, the settings. */
export interface ReviewBasis {
  reading: FindingsReading
  target: Pick<ReviewTarget, 'files' | 'rescoped' | 'unreviewed'>
  settings: Pick<Settings, 'failOn' | 'maxFindings'>
}

/** A request after the review was posted that GitHub did not answer as asked, in its words. */
export interface PostingFailure {
  /** `links`: the posted comments' links read back; `resolve`: an outdated thread resolved. */
  request: 'links' | 'resolve'
  /** The thread's id, for `resolve`. */
  id?: string
  why: string
}

/** What GitHub did with the review (github/posting.ts returns it). */
export interface Posting {
  /** The plan carried out, made once the earlier reviews were read; undefined when it stopped first. */
  plan?: ReviewPlan
  /** The review GitHub took, at the head commit `commitId`; `event` is COMMENT when it refused REQUEST_CHANGES. */
  review?: { id: number; url: string; event: ReviewEvent; commitId: string }
  /** Inline comments GitHub refused, so in the body: fingerprint → GitHub's reason. */
  refused: ReadonlyMap<string, string>
  /** The posted inline comments' links (fingerprint → link), when they were read back. */
  links?: ReadonlyMap<string, string>
  /** The outdated threads of earlier runs resolved, by id. */
  resolved: readonly string[]
  /** Requests after the review that failed; each cost only what it was for. */
  failures: readonly PostingFailure[]
  /**
   * The review read back after posting disagrees (github/deliverable.ts `reviewDelivered`): what
   * is missing and why, one line; the verdict fails with `deliverable_missing`.
   */
  missing?: string
  /**
   * How the posting stopped before its end: the run was cancelled, or GitHub did not take the
   * review (`why`, a sentence that ends with its full stop).
   */
  stop?: { kind: 'cancelled' } | { kind: 'failed'; why: string }
}

const CANCELLED_WHILE_POSTING = 'the run was cancelled while the review was being posted.'

/** The review's outcome from what it started with and what GitHub did (see the file's comment). */
export function reviewOutcome(basis: ReviewBasis, posting: Posting): ReviewOutcome {
  const placed = placedFindings(basis, posting)
  const why = whyNotPosted(posting)
  const earlier = posting.plan?.earlier ?? basis.target.rescoped?.earlier
  const review = posting.review
  return {
    findings: review === undefined ? notPosted(placed) : placed,
    ...said(basis),
    resolved: posting.resolved.length,
    ...gate(basis),
    ...(basis.target.rescoped !== undefined ? { reviewedFrom: basis.target.rescoped.from } : {}),
    ...(earlier !== undefined ? { earlier } : {}),
    ...unreviewed(basis),
    ...(review !== undefined
      ? { review: { id: review.id, url: review.url, event: review.event } }
      : {}),
    ...(why !== undefined ? { notPosted: why } : {}),
    ...(posting.missing !== undefined ? { missing: posting.missing } : {}),
    ...(posting.stop?.kind === 'failed' ? { failed: true } : {}),
    ...(posting.stop?.kind === 'cancelled' ? { cancelled: true } : {})
  }
}

/**
 * The findings as the review's body tells them while it is posted: as the plan placed them, less
 * the comments GitHub refused so far (render/findings.ts `reviewBody` reads these fields).
 */
export function bodyOutcome(
  basis: ReviewBasis,
  placed: Pick<ReviewPlan, 'findings'>
): Pick<ReviewOutcome, 'findings' | 'summary' | 'mismatch' | 'maxFindings' | 'unreviewed'> {
  return {
    findings: placed.findings,
    ...said(basis),
    maxFindings: basis.settings.maxFindings,
    ...unreviewed(basis)
  }
}

/**
 * A review whose agent gave no findings (the run failed, was cancelled, or never got to the
 * review): nothing posted, and why.
 */
export function unfinishedOutcome(
  basis: Omit<ReviewBasis, 'reading'>,
  cancelled: boolean
): ReviewOutcome {
  return {
    findings: [],
    summary: '',
    notPosted: cancelled
      ? 'the run was cancelled.'
      : 'the agent did not finish, so there are no findings to post.',
    resolved: 0,
    ...gate(basis),
    ...(basis.target.rescoped !== undefined ? { reviewedFrom: basis.target.rescoped.from } : {}),
    ...unreviewed(basis)
  }
}

/**
 * Every finding where it ended up: as planned, the refused comments in the body, the posted
 * ones with their links. A posting that stopped before the plan places them now, without
 * earlier runs' threads: nothing the agent found is lost to a GitHub fault.
 */
function placedFindings(basis: ReviewBasis, posting: Posting): PlacedFinding[] {
  const plan = posting.plan
  let findings: PlacedFinding[] = []
  if (plan !== undefined)
    findings =
      plan.post === undefined
        ? plan.findings
        : afterPost({ ...plan, post: plan.post }, posting.refused).findings
  if (posting.links !== undefined) findings = withLinks(findings, posting.links)
  if (posting.stop === undefined) return findings
  return stopped(findings, basis.reading.ok ? basis.reading.findings : undefined, {
    files: basis.target.files,
    maxFindings: basis.settings.maxFindings
  })
}

/** Why no review was posted: GitHub's refusal, a cancel before it was, or the plan's reason. */
function whyNotPosted(posting: Posting): string | undefined {
  const stop = posting.stop
  if (stop?.kind === 'failed') return stop.why
  if (stop?.kind === 'cancelled')
    return posting.review === undefined ? CANCELLED_WHILE_POSTING : undefined
  return posting.plan?.post === undefined ? posting.plan?.notPosted : undefined
}

/** The agent's summary, or why its final message was not findings. */
function said(basis: ReviewBasis): Pick<ReviewOutcome, 'summary' | 'mismatch'> {
  const r = basis.reading
  return r.ok ? { summary: r.summary } : { summary: '', mismatch: r.errors }
}

function gate(basis: Pick<ReviewBasis, 'settings'>): Pick<ReviewOutcome, 'failOn' | 'maxFindings'> {
  return { failOn: basis.settings.failOn, maxFindings: basis.settings.maxFindings }
}

function unreviewed(basis: Pick<ReviewBasis, 'target'>): Pick<ReviewOutcome, 'unreviewed'> {
  const u = basis.target.unreviewed
  return u !== undefined ? { unreviewed: u } : {}
}
