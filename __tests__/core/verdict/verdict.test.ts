/** src/core/verdict/verdict.ts: the budget's verdict (decide), and the step's verdict in one place (verdictOf). */
import { describe, expect, it } from '@jest/globals'
import { ReasonedError } from '../../../src/core/errors.js'
import type { ReviewOutcome } from '../../../src/core/review/findings.js'
import { said } from '../../../src/core/said.js'
import type { CapGate, ThreadFinding } from '../../../src/core/ledger/caps.js'
import { markup } from '../../../src/render/markdown.js'
import {
  capped,
  decide,
  gateHold,
  reviewVerdict,
  skipped,
  verdictOf,
  type Verdict,
  type VerdictFacts
} from '../../../src/core/verdict/verdict.js'

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
    expect(verdictOf(facts({ run: skipped('no trigger', 'no-trigger') }))).toEqual({
      conclusion: 'skipped',
      message: 'Skipped: no trigger.',
      skip: 'no-trigger'
    })
    // A stop before the CLI whose verdict is not a skip: no reason, and the files decide.
    expect(skipped('a runner file could not be put back').skip).toBeUndefined()
    expect(
      verdictOf(facts({ run: skipped('a runner file…'), unrestored: ['GITHUB_ENV'] })).reason
    ).toBe('integrity')
  })

  it("is green and skipped when a pull request's cap stops the run, the cap's note its words", () => {
    const note = said`Not run: ${'max-pr-tokens'} is reached.`
    const v = capped({ run: false, cap: 'max-pr-tokens', note })
    expect(v).toEqual({
      conclusion: 'skipped',
      message: 'Not run: max-pr-tokens is reached.',
      said: note,
      skip: 'max-pr-tokens'
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

describe('a capped review run keeps the gate its last review left', () => {
  const note = {
    run: false as const,
    cap: 'max-pr-runs' as const,
    note: said`Not run: ${'max-pr-runs'} is reached.`
  }
  const high: ThreadFinding = {
    fingerprint: 'f1',
    severity: 'high',
    path: 'src/app.ts',
    line: 2,
    title: 'load() can throw',
    resolved: false
  }
  const low: ThreadFinding = { ...high, fingerprint: 'f2', severity: 'low', title: 'Name it' }
  const gate = (extra: Partial<CapGate>): CapGate => ({
    failOn: 'high',
    threads: { read: true, findings: [] },
    ...extra
  })
  const threads = (...findings: ThreadFinding[]): CapGate['threads'] => ({ read: true, findings })

  it('fails with findings while one at or above fail-on is on an open thread, naming it', () => {
    const v = capped(note, gate({ lastFailed: true, threads: threads(high, low) }))
    // The step fails, and skip_reason still says the cap kept the agent from starting.
    expect(v).toMatchObject({ conclusion: 'failure', reason: 'findings', skip: 'max-pr-runs' })
    expect(v.message).toBe(
      'The cap stopped a new review, and the "fail-on" gate (high) still fails: 1 finding of an earlier review at or above it is still open (1 high): high: load() can throw (src/app.ts line 2). A resolved thread no longer holds it. Not run: max-pr-runs is reached.'
    )
    // In markup the title is literal text, the path a code span.
    expect(markup(v.said ?? '', none)).toContain('high: load\\(\\) can throw (`src/app.ts` line 2)')
    expect(verdictOf(facts({ run: v }))).toBe(v)
  })

  it('holds on open threads whatever the ledger says, one per fingerprint', () => {
    const again = { ...high, title: 'posted twice' }
    const hold = gateHold(gate({ threads: threads(high, again) }))
    expect(hold).toEqual({ by: 'open', findings: [expect.objectContaining({ fingerprint: 'f1' })] })
    expect(gateHold(gate({ lastFailed: false, threads: threads(high) }))?.by).toBe('open')
  })

  it('is skipped once those threads are resolved, or when none is at or above fail-on', () => {
    const resolved = { ...high, resolved: true }
    expect(capped(note, gate({ lastFailed: true, threads: threads(resolved, low) }))).toEqual(
      capped(note)
    )
    expect(capped(note, gate({ lastFailed: false, threads: threads(low) }))).toEqual({
      conclusion: 'skipped',
      message: 'Not run: max-pr-runs is reached.',
      said: note.note,
      skip: 'max-pr-runs'
    })
    expect(gateHold(gate({ failOn: 'critical', threads: threads(high) }))).toBeUndefined()
  })

  it('is skipped without fail-on, or without a gate to keep', () => {
    expect(gateHold(gate({ failOn: 'none', lastFailed: true, threads: threads(high) }))).toBe(
      undefined
    )
    expect(capped(note, undefined).conclusion).toBe('skipped')
  })

  it('holds when the last review failed on findings in its body: they have no thread', () => {
    const v = capped(note, gate({ lastFailed: true, threads: threads(low) }))
    expect(v).toMatchObject({ conclusion: 'failure', reason: 'findings' })
    expect(v.message).toContain('findings in its body (outside the diff), which have no thread')
    // No review known, or one that passed: nothing holds.
    expect(gateHold(gate({ threads: threads(low) }))).toBeUndefined()
    expect(gateHold(gate({ lastFailed: false }))).toBeUndefined()
  })

  it('fails closed when the threads cannot be read and the last review failed', () => {
    const unread = { read: false as const, why: 'GitHub answered 502' }
    const v = capped(note, gate({ lastFailed: true, threads: unread }))
    expect(v).toMatchObject({ conclusion: 'failure', reason: 'findings' })
    expect(v.message).toContain('could not be read (GitHub answered 502)')
    // Nothing known to hold it: neither the ledger's word nor the threads.
    expect(capped(note, gate({ threads: unread })).conclusion).toBe('skipped')
    expect(capped(note, gate({ lastFailed: false, threads: unread })).conclusion).toBe('skipped')
  })

  it('names at most ten findings, and how many more', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...high,
      fingerprint: `f${String(i)}`,
      title: `t${String(i)}`
    }))
    const v = capped(note, gate({ threads: threads(...many) }))
    expect(v.message).toContain('12 findings of an earlier review at or above it are still open')
    expect(v.message).toContain('high: t9 (src/app.ts line 2); and 2 more.')
    expect(v.message).not.toContain('t10')
  })
})
