/**
 * Budgets counted from the stream: `max-tool-calls` and `max-failed-tool-calls`. Pure: the
 * counters come from the fold (report.counts, kept for the whole run however long the list of
 * call records), the caller ends the run when a budget is reached, like a timeout.
 */
import type { CallCounts } from './report-model.js'

export type BudgetName = 'max-tool-calls' | 'max-failed-tool-calls'

export interface Budgets {
  /** The most tool calls the agent may start; one more ends the run. 0 = off. */
  readonly maxToolCalls: number
  /** Failed plus rejected calls that end the run once reached. 0 = off. */
  readonly maxFailedToolCalls: number
}

export interface BudgetHit {
  budget: BudgetName
  limit: number
  /** The count that reached it. */
  count: number
}

/**
 * The budget the counts have reached, if any. `max-tool-calls: N` lets N calls run and ends the
 * run when call N+1 starts (so the Nth call is not cut off half-way); `max-failed-tool-calls: N`
 * ends it when the Nth failed or rejected call completes.
 */
export function budgetReached(b: Budgets, counts: CallCounts): BudgetHit | undefined {
  const failed = counts.failed + counts.rejected
  if (b.maxFailedToolCalls > 0 && failed >= b.maxFailedToolCalls) {
    return { budget: 'max-failed-tool-calls', limit: b.maxFailedToolCalls, count: failed }
  }
  if (b.maxToolCalls > 0 && counts.calls > b.maxToolCalls) {
    return { budget: 'max-tool-calls', limit: b.maxToolCalls, count: counts.calls }
  }
  return undefined
}
