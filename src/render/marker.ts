/**
 * The hidden marker that identifies a job's PR comment, and the key it is made from. A module of
 * its own: the inputs (loaded by every run) and the post step need it without the comment's
 * renderer (which loads the markdown parser).
 */
import { createHash } from 'node:crypto'
import type { RunnerEnv } from '../core/ports.js'

/**
 * The comment's key (its marker is a hash of it): the `comment-key` input, else what the runner's
 * default expression gives without a matrix. The post step works the marker out again from it.
 */
export function commentKey(input: string, env: RunnerEnv): string {
  return input.trim() || `${env.workflow ?? ''}/${env.job ?? ''}/null`
}

/** The hidden marker that identifies this job's comment: a hash, so no key text can break it. */
export function markerFor(key: string): string {
  return commentMarker(keyHash(key))
}

/**
 * The first line of this job's sticky comment, from the key's hash. Only a comment that starts
 * with it is the job's: agent text inside any comment can hold the same characters.
 */
export function commentMarker(hash: string): string {
  return `<!-- cursor-agent-action:${hash} -->`
}

/** The marker's hash of `comment-key` (20 hex digits); review comments carry it too. */
export function keyHash(key: string): string {
  return createHash('sha256').update(key.trim()).digest('hex').slice(0, 20)
}

/**
 * The first line of every review the action creates: its body's (`review`), and a bisection
 * probe's (`probe`, a PENDING review deleted at once). A pending review that starts with it is
 * the action's to delete, whoever the token is (see github/review.ts).
 */
export function reviewMarker(hash: string, kind: 'review' | 'probe'): string {
  return `<!-- cursor-agent-action:${hash} ${kind} -->`
}

/** Whether a review's body starts with the action's marker (any job's, review or probe). */
export function isActionReview(body: string | null | undefined): boolean {
  return /^<!-- cursor-agent-action:[0-9a-f]{20} (?:review|probe) -->/.test(body ?? '')
}

/**
 * The mark of one run's answer in the sticky comment, on a line of its own at the end of the body
 * the run wrote: read back (github/deliverable.ts `answerDelivered`), it says the comment holds
 * this run's answer, not an earlier run's nor a progress body. Run id and attempt: a re-run of the
 * job writes an answer of its own.
 */
export function answerMark(hash: string, runId: string, attempt: string): string {
  return `<!-- cursor-agent-action:${hash} answer ${runId}-${attempt} -->`
}
