/**
 * The budget observer (src/observers/budget.ts): it stops the run once, when the fold reaches the
 * budget.
 */
import { describe, expect, it } from '@jest/globals'
import { foldText } from '../../src/core/stream/report.js'
import { budgetObserver } from '../../src/observers/budget.js'
import { ReportBuilder } from '../../src/core/stream/report.js'
import type { Ending } from '../../src/core/verdict/verdict.js'
import { init, shell } from '../support/helpers.js'

describe('the budget observer', () => {
  it('stops the run once, when the fold reaches the budget', () => {
    const stops: Ending[] = []
    const observer = budgetObserver({ maxToolCalls: 0, maxFailedToolCalls: 2 })
    observer.start?.({ startedAt: 0, command: 'x', cwd: '/', stop: (e) => stops.push(e) })
    const builder = new ReportBuilder()
    const lines = [
      init,
      ...shell('a', 'false', { success: { exitCode: 1 } }),
      ...shell('b', 'true', { success: { exitCode: 0 } }),
      ...shell('c', 'git push', { rejected: { reason: 'User Rejected' } }),
      ...shell('d', 'false', { success: { exitCode: 1 } })
    ]
    const after: number[] = []
    for (const l of lines) {
      observer.change?.(builder.line(JSON.stringify(l)), builder.snapshot())
      after.push(stops.length)
    }
    // Reached at the rejected call (the 6th line), and only once.
    expect(after).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1])
    expect(stops).toEqual([{ kind: 'budget', budget: 'max-failed-tool-calls', limit: 2 }])
    expect(foldText(lines.map((l) => JSON.stringify(l)).join('\n')).counts.failed).toBe(2)
  })
})
