/**
 * The review's target and what posting needs of the run, shared by the review stage
 * (stages/review.ts) and the posting (github/posting.ts) without either importing the other.
 */
import type { FileDiff } from '../core/review/diff.js'
import type { EarlierFinding, ReviewOutcome, Unreviewed } from '../core/review/findings.js'
import type { RunReport } from '../core/stream/report.js'
import type { Verdict } from '../core/verdict/verdict.js'
import type { Redactor } from '../core/redact/redact.js'
import type { LogAnnotation } from '../render/annotations.js'
import type { Pr } from './review.js'

/** What posting needs of the run, as plain functions. */
export interface ReviewDeps {
  redact: Redactor
  warn: (message: string) => void
  info: (line: string) => void
  annotate: (a: LogAnnotation) => void
  cancelled: () => boolean
}

/** The pull request under review, as the stage acts on it. */
export interface ReviewTarget {
  pr: Pr
  headSha: string
  files: Map<string, FileDiff>
  /** The token is read-only by GitHub's design (a fork's pull_request events): nothing is written. */
  readOnly: boolean
  keyHash: string
  /** A re-review of the commits since `from` (rescope.ts), with the earlier findings still open. */
  rescoped?: { from: string; earlier: EarlierFinding[] }
  /** Files GitHub's list left out and the checkout could not give (stages/pull-files.ts). */
  unreviewed?: Unreviewed
}

/**
 * The pull request's ledger record (stages/ledger.ts) with this run in it as a review whose
 * gate `failed` or not, `from` the SHA a review of only the new commits started from; `partial`
 * when it did not see every file (it is then no later re-review's starting point).
 */
export type LedgerRecord = (o: {
  failed: boolean
  report: RunReport
  from?: string
  partial?: boolean
}) => Promise<string>

/** The review as the run's record holds it (stages/review.ts `ReviewStage`). */
export interface ReviewRun {
  /** The whole prompt for the CLI. */
  readonly prompt: string
  /** What the review did, once finished or closed. */
  readonly outcome: ReviewOutcome | undefined
  /** After a successful agent run: the findings posted; what happened is kept as `outcome`. */
  finish(report: RunReport): Promise<void>
  /** On every exit path: the check run completed, or the annotations in the log. */
  close(verdict: Verdict): Promise<void>
}
