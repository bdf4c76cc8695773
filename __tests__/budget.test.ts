import { describe, expect, it } from '@jest/globals'
import { budgetReached } from '../src/core/budget.js'
import { foldText } from '../src/core/report.js'
import { decide } from '../src/core/verdict.js'
import { budgetObserver } from '../src/observers/budget.js'
import { ReportBuilder, type CallCounts } from '../src/core/report.js'
import type { Ending } from '../src/core/verdict.js'
import { init, shell } from './helpers.js'

const counts = (calls: number, failed: number, rejected = 0): CallCounts => ({
  calls,
  running: 0,
  failed,
  rejected,
  orphans: 0,
  byKind: new Map()
})

describe('budgetReached', () => {
  it('is off at 0', () => {
    expect(budgetReached({ maxToolCalls: 0, maxFailedToolCalls: 0 }, counts(1e6, 1e6))).toBe(
      undefined
    )
  })

  it('lets max-tool-calls calls run and stops at the next one', () => {
    const b = { maxToolCalls: 3, maxFailedToolCalls: 0 }
    expect(budgetReached(b, counts(3, 0))).toBe(undefined)
    expect(budgetReached(b, counts(4, 0))).toEqual({
      budget: 'max-tool-calls',
      limit: 3,
      count: 4
    })
  })

  it('stops when failed plus rejected calls reach max-failed-tool-calls', () => {
    const b = { maxToolCalls: 0, maxFailedToolCalls: 2 }
    expect(budgetReached(b, counts(9, 1))).toBe(undefined)
    expect(budgetReached(b, counts(9, 1, 1))).toEqual({
      budget: 'max-failed-tool-calls',
      limit: 2,
      count: 2
    })
  })
})

describe('the budget verdict', () => {
  it('names the budget and the limit', () => {
    expect(decide({ kind: 'budget', budget: 'max-tool-calls', limit: 5 }, undefined)).toEqual({
      conclusion: 'failure',
      reason: 'budget',
      message: 'The agent started more tool calls than max-tool-calls allows (5); it was stopped.'
    })
    expect(
      decide({ kind: 'budget', budget: 'max-failed-tool-calls', limit: 2 }, undefined).message
    ).toBe(
      '2 tool calls failed or were rejected, the limit max-failed-tool-calls allows; the agent was stopped.'
    )
  })
})

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
