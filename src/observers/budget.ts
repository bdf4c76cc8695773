/**
 * The budget watcher: an observer that ends the run, like a timeout, as soon as the fold's
 * counters reach `max-tool-calls` or `max-failed-tool-calls`.
 */
import { budgetReached, type Budgets } from '../core/stream/budget.js'
import type { Ending } from '../core/verdict/verdict.js'
import type { RunObserver, RunStart } from './observer.js'

export function budgetObserver(budgets: Budgets): RunObserver {
  let stop: ((ending: Ending) => void) | undefined
  let reached = false
  return {
    start(info: RunStart): void {
      stop = info.stop
    },
    change(change, report): void {
      if (reached || (change.kind !== 'tool_started' && change.kind !== 'tool_completed')) return
      const hit = budgetReached(budgets, report.counts)
      if (hit === undefined) return
      reached = true
      stop?.({ kind: 'budget', budget: hit.budget, limit: hit.limit })
    }
  }
}
