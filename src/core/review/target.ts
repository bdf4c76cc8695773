/**
 * The pull request a review is made of, as the review stage (stages/review.ts) found it before
 * the agent ran: the posting (github/posting.ts) acts on it and the outcome (outcome.ts) is
 * made for it. Pure types.
 */
import type { FileDiff } from './diff.js'
import type { EarlierFinding, Unreviewed } from './findings.js'

/** The pull request under review, as the stage acts on it. */
export interface ReviewTarget {
  pr: { owner: string; repo: string; number: number }
  headSha: string
  files: Map<string, FileDiff>
  /**
   * Nothing is written: the token is read-only by GitHub's design (a fork's pull_request events),
   * or the run publishes later (`later`: the publish step of another job posts the review).
   */
  readOnly: boolean
  later?: boolean
  keyHash: string
  /** A re-review of the commits since `from` (github/rescope.ts), with the earlier findings still open. */
  rescoped?: { from: string; earlier: EarlierFinding[] }
  /** Files GitHub's list left out and the checkout could not give (stages/pull-files.ts). */
  unreviewed?: Unreviewed
}
