/**
 * What a verdict is, and how the CLI process ended: the types every room reads (the supervisor
 * hands in an Ending; the summary, the comment and the check run read a Verdict). A module of
 * their own, so the verdict's parts (verdict.ts, review-verdict.ts, delivery.ts) share them
 * without importing one another in a circle.
 */
import type { Conclusion, FailureReason, SkipReason } from '../../names.js'
import type { BudgetName } from '../stream/budget.js'
import type { Said } from '../said.js'

/** How the CLI process ended, from the supervisor's point of view. */
export type Ending =
  | { kind: 'exited'; exitCode: number | null; signal: string | null }
  /** We ended it because it stayed alive after its `result` (the post-result hang). */
  | { kind: 'grace' }
  | { kind: 'timeout'; minutes: number }
  | { kind: 'inactivity'; minutes: number }
  /** We ended it because a budget counted from the stream was reached (core/stream/budget.ts). */
  | { kind: 'budget'; budget: BudgetName; limit: number }
  | { kind: 'cancelled'; signal: string }
  | { kind: 'spawn_error'; message: string }

export interface Verdict {
  conclusion: Conclusion
  reason?: FailureReason
  /** One sentence a person can act on; empty on success. */
  message: string
  /** The same as our sentence (markup of ours, values escaped), when it was written as one. */
  said?: Said
  /**
   * Why the agent was not started, when the trigger gate or a cap stopped it (`skip_reason`):
   * set with `skipped`, and with `failure` when a capped review's gate still holds.
   */
  skip?: SkipReason
}
