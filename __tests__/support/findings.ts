/** Findings for the review's renderers: one placed on the diff, and a review's outcome. */
import {
  fingerprintOf,
  type PlacedFinding,
  type ReviewOutcome
} from '../../src/core/review/findings.js'

/** A high-severity finding inline on src/a.ts line 3, changed by `o`, with its fingerprint. */
export function placed(o: Partial<PlacedFinding> = {}): PlacedFinding {
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

/** The review's outcome for `findings`: fail-on none, at most 50. */
export function outcome(findings: PlacedFinding[], o: Partial<ReviewOutcome> = {}): ReviewOutcome {
  return { findings, summary: 'Sum.', resolved: 0, failOn: 'none', maxFindings: 50, ...o }
}
