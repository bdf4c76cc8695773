/** src/core/verdict.ts: the budget's verdict (decide), and the step's verdict in one place (verdictOf). */
import { describe, expect, it } from '@jest/globals'
import { ReasonedError } from '../../src/core/errors.js'
import type { ReviewOutcome } from '../../src/core/findings.js'
import { said } from '../../src/core/said.js'
import {
  capped,
  decide,
  reviewVerdict,
  skipped,
  verdictOf,
  type Verdict,
  type VerdictFacts
} from '../../src/core/verdict.js'

const none = (s: string): string => s
const green: Verdict = { conclusion: 'success', message: '' }
const red: Verdict = { conclusion: 'failure', reason: 'exit_code', message: 'Exit 1.' }
const cancel: Verdict = { conclusion: 'cancelled', reason: 'cancelled', message: 'Cancelled.' }

const outcome = (extra: Partial<ReviewOutcome> = {}): ReviewOutcome => ({
  findings: [],
  summary: '',
  resolved: 0,
  failOn: 'none',
  maxFindings: 50,
  ...extra
})

const facts = (extra: Partial<VerdictFacts>): VerdictFacts => ({
  unrestored: [],
  redact: none,
  ...extra
})

describe('the verdict in one place', () => {
  it("is the run's when nothing else was found", () => {
    expect(verdictOf(facts({ run: green }))).toBe(green)
    expect(verdictOf(facts({ run: red }))).toBe(red)
    expect(verdictOf(facts({ run: skipped('no trigger') }))).toEqual({
      conclusion: 'skipped',
      message: 'Skipped: no trigger.'
    })
  })

  it("is green and skipped when a pull request's cap stops the run, the cap's note its words", () => {
    const note = said`Not run: ${'max-pr-runs'} is reached.`
    const v = capped(note)
    expect(v).toEqual({
      conclusion: 'skipped',
      message: 'Not run: max-pr-runs is reached.',
      said: note
    })
    expect(verdictOf(facts({ run: v }))).toBe(v)
  })

  it("takes the review's only after a run that succeeded", () => {
    const failed = outcome({ failed: true, notPosted: 'GitHub did not take it (500).' })
    expect(verdictOf(facts({ run: green, review: failed }))).toMatchObject({
      conclusion: 'failure',
      reason: 'review_failed'
    })
    expect(verdictOf(facts({ run: red, review: failed }))).toBe(red)
    expect(verdictOf(facts({ run: green, review: outcome({ cancelled: true }) }))).toMatchObject({
      conclusion: 'cancelled',
      reason: 'cancelled'
    })
    expect(verdictOf(facts({ run: green, review: outcome({ mismatch: ['x'] }) }))).toMatchObject({
      reason: 'schema_mismatch'
    })
    expect(verdictOf(facts({ run: green, review: outcome() }))).toEqual(green)
  })

  it('lets an error a stage threw outrank the run and the review: its reason, else internal', () => {
    const push = new ReasonedError('The push was refused.', 'push_failed')
    const review = outcome({ mismatch: ['x'] })
    expect(verdictOf(facts({ run: green, review, thrown: push }))).toEqual({
      conclusion: 'failure',
      reason: 'push_failed',
      message: 'The push was refused.'
    })
    expect(verdictOf(facts({ thrown: new Error('boom') }))).toMatchObject({
      reason: 'internal',
      message: 'Internal error in cursor-agent-action: boom'
    })
  })

  it('fails on runner files that could not be put back, unless the run was cancelled', () => {
    const left = facts({ run: green, unrestored: ['/runner/GITHUB_ENV'] })
    expect(verdictOf(left)).toMatchObject({ conclusion: 'failure', reason: 'integrity' })
    expect(verdictOf(left).message).toContain('/runner/GITHUB_ENV')
    expect(verdictOf({ ...left, thrown: new ReasonedError('x', 'push_failed') })).toMatchObject({
      reason: 'integrity'
    })
    expect(verdictOf({ ...left, run: cancel })).toBe(cancel)
  })

  it("gates the review's findings at fail-on", () => {
    const finding = {
      fingerprint: 'f',
      path: 'a.ts',
      line: 1,
      side: 'RIGHT' as const,
      severity: 'high' as const,
      title: 't',
      body: 'b',
      placement: 'inline' as const
    }
    const o = outcome({ findings: [finding], failOn: 'high', review: undefined })
    expect(reviewVerdict(o)).toMatchObject({ reason: 'findings' })
    expect(reviewVerdict(o).message).toContain('the review was not posted')
    expect(reviewVerdict({ ...o, failOn: 'none' })).toEqual(green)
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
