import { describe, expect, it } from '@jest/globals'
import type { Bundle } from '../../../src/core/bundle/read.js'
import { fingerprintOf, type Finding } from '../../../src/core/review/findings.js'
import { panelFindings } from '../../../src/stages/publish/review.js'

function finding(title: string, line: number): Finding {
  const f = {
    path: 'a.ts',
    line,
    side: 'RIGHT' as const,
    severity: 'high' as const,
    title,
    body: 'Why.'
  }
  return { fingerprint: fingerprintOf(f), ...f }
}

function leg(reviewer: string, findings: Finding[]): Bundle {
  return {
    run: { repository: 'o/r', runId: '1', runAttempt: '1', job: 'j', leg: '0123456789abcdef' },
    subject: { kind: 'pull_request', number: 7 },
    commentKey: 'k',
    mode: 'review',
    reviewer,
    verdict: { conclusion: 'success' },
    facts: { durationMs: 1, usage: {} },
    finalMessage: '',
    review: { summary: '', head: 'a'.repeat(40), findings }
  }
}

describe('panelFindings', () => {
  it('puts the agreement line below the body and keeps the fingerprint of the text', () => {
    const f = finding('load() can throw', 2)
    const { findings } = panelFindings(
      [leg('x', [f]), leg('y', [finding('load() may throw', 3)])],
      1
    )
    expect(findings).toHaveLength(1)
    expect(findings[0]?.body).toBe('Why.\n\nfound by 2 of 2 reviewers: x, y')
    expect(findings[0]?.fingerprint).toBe(f.fingerprint)
  })

  it('adds no line for one reviewer, and min-agreement drops the singles', () => {
    const one = panelFindings([leg('x', [finding('load() can throw', 2)])], 1)
    expect(one.findings[0]?.body).toBe('Why.')
    const two = panelFindings([leg('x', [finding('load() can throw', 2)]), leg('y', [])], 2)
    expect(two.findings).toEqual([])
  })

  it('leaves out a leg without a review from the count', () => {
    const noReview: Bundle = { ...leg('z', []) }
    delete noReview.review
    const { reviewers } = panelFindings([leg('x', [finding('t', 1)]), noReview], 1)
    expect(reviewers).toBe(1)
  })
})
