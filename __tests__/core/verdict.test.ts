/** decide (src/core/verdict.ts): a budget that ended the run names the budget and the limit. */
import { describe, expect, it } from '@jest/globals'
import { decide } from '../../src/core/verdict.js'

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
