/**
 * The review stage as the rest of the pipeline sees it: what it needs of the run, the ledger's
 * record it hands on, and the review as the run's record holds it (stages/record.ts), without
 * importing the stage itself (stages/review.ts, loaded only for a review).
 */
import type { ReviewOutcome } from '../core/review/findings.js'
import type { RunReport } from '../core/stream/report.js'
import type { Verdict } from '../core/verdict/verdict.js'
import type { LogAnnotation } from '../render/annotations.js'
import type { PostDeps } from '../github/posting.js'

/** What the review needs of the run, as plain functions: the posting's, and the log's annotations. */
export interface ReviewDeps extends PostDeps {
  annotate: (a: LogAnnotation) => void
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
