/**
 * Review mode's text: comments and the review body stay under GitHub's 65,536 characters with a
 * visible cut, agent text cannot leave its place (no markup escaping, no mention, no forged
 * marker), and the log annotations carry no workflow command of the agent's.
 */
import { describe, expect, it } from '@jest/globals'
import { fingerprintOf, type PlacedFinding, type ReviewOutcome } from '../../src/core/findings.js'
import { reviewBody } from '../../src/render/findings.js'
import { isActionReview, reviewMarker } from '../../src/render/marker.js'

const KEY = '0123456789abcdef0123'

function placed(o: Partial<PlacedFinding> = {}): PlacedFinding {
  const f = {
    path: 'src/a.ts',
    line: 3,
    side: 'RIGHT' as const,
    severity: 'high' as const,
    title: 'A title',
    body: 'A body.',
    placement: 'inline' as const,
    ...o
  }
  return { ...f, fingerprint: fingerprintOf(f) }
}

function outcome(findings: PlacedFinding[], o: Partial<ReviewOutcome> = {}): ReviewOutcome {
  return { findings, summary: 'Sum.', resolved: 0, failOn: 'none', maxFindings: 50, ...o }
}

describe('the summary section and the annotations', () => {
  it("starts every review body with the action's marker, which only the start of a body counts as", () => {
    const body = reviewBody({ keyHash: KEY, outcome: outcome([placed()]), finalMessage: '' })
    expect(body.startsWith(reviewMarker(KEY, 'review'))).toBe(true)
    expect(isActionReview(body)).toBe(true)
    expect(isActionReview(reviewMarker(KEY, 'probe'))).toBe(true)
    expect(isActionReview(`My draft\n${reviewMarker(KEY, 'review')}`)).toBe(false)
    expect(isActionReview('')).toBe(false)
    expect(isActionReview(null)).toBe(false)
  })
})
