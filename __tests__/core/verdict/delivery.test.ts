/**
 * src/core/verdict/delivery.ts through verdictOf: what was asked and is missing fails a green run
 * with `deliverable_missing`, naming each thing and why; the agent's own failure, the review's
 * gate, a cancellation, an error a stage threw and the runner's files keep their place before it.
 */
import { describe, expect, it } from '@jest/globals'
import { ReasonedError } from '../../../src/core/errors.js'
import { withDeliverable } from '../../../src/core/verdict/delivery.js'
import { verdictOf, type Verdict, type VerdictFacts } from '../../../src/core/verdict/verdict.js'

const green: Verdict = { conclusion: 'success', message: '' }
const agentFailed: Verdict = {
  conclusion: 'failure',
  reason: 'agent_error',
  message: 'The agent reported an error: boom.'
}
const MISSING = 'the review 7 on #3: GitHub answered that it does not exist (HTTP 404).'
const facts = (extra: Partial<VerdictFacts>): VerdictFacts => ({
  unrestored: [],
  redact: (s) => s,
  ...extra
})

describe('the deliverable in the verdict', () => {
  it('fails a green run with deliverable_missing, naming what is missing and why', () => {
    const v = verdictOf(facts({ run: green, missing: [MISSING, 'the answer: HTTP 502.'] }))
    expect(v.conclusion).toBe('failure')
    expect(v.reason).toBe('deliverable_missing')
    expect(v.message).toContain('the review 7 on #3: GitHub answered that it does not exist')
    expect(v.message).toContain('; the answer: HTTP 502.')
    expect(v.message).toContain("The agent's answer, findings and patch are in the outputs")
  })

  it('is green when nothing is missing', () => {
    expect(verdictOf(facts({ run: green, missing: [] }))).toEqual(green)
    expect(verdictOf(facts({ run: green }))).toEqual(green)
  })

  it("keeps the agent's own failure reason, and names what is missing too", () => {
    const v = verdictOf(facts({ run: agentFailed, missing: [MISSING] }))
    expect(v.reason).toBe('agent_error')
    expect(v.message).toContain('The agent reported an error: boom.')
    expect(v.message).toContain('does not exist')
  })

  it("keeps the review's gate (findings) before it", () => {
    const v = verdictOf(
      facts({
        run: green,
        review: {
          findings: [
            {
              path: 'a.ts',
              line: 1,
              severity: 'high',
              title: 't',
              body: 'b',
              fingerprint: 'f',
              placement: 'inline'
            }
          ],
          summary: '',
          resolved: 0,
          failOn: 'high',
          maxFindings: 50,
          review: { id: 7, url: 'u', event: 'COMMENT' }
        } as unknown as NonNullable<VerdictFacts['review']>,
        missing: [MISSING]
      })
    )
    expect(v.reason).toBe('findings')
    expect(v.message).toContain('does not exist')
  })

  it('leaves a cancellation and a skip alone; an error thrown and the runner files outrank it', () => {
    const cancel: Verdict = { conclusion: 'cancelled', reason: 'cancelled', message: 'C.' }
    expect(withDeliverable(cancel, [MISSING])).toEqual(cancel)
    const skip: Verdict = { conclusion: 'skipped', message: 'Skipped: x.' }
    expect(withDeliverable(skip, [MISSING])).toEqual(skip)
    const thrown = new ReasonedError('The push failed.', 'push_failed')
    expect(verdictOf(facts({ run: green, thrown, missing: [MISSING] })).reason).toBe('push_failed')
    const v = verdictOf(facts({ run: green, missing: [MISSING], unrestored: ['GITHUB_ENV'] }))
    expect(v.reason).toBe('integrity')
  })
})
