/** budgetReached (src/core/stream/budget.ts): max-tool-calls and max-failed-tool-calls, off at 0. */
import { describe, expect, it } from '@jest/globals'
import { budgetReached } from '../../../src/core/stream/budget.js'
import { type CallCounts } from '../../../src/core/stream/report.js'

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
