/**
 * core/review/panel.ts: merging what several reviewers found into one review. The same finding
 * (file, side, lines that meet, titles that say the same thing) is one finding that says who found
 * it; its severity is the highest given; the result does not depend on the order of the legs.
 */
import { describe, expect, it } from '@jest/globals'
import { fingerprintOf, type Finding, type Severity } from '../../../src/core/review/findings.js'
import {
  agreementLine,
  mergePanel,
  sameFinding,
  titleSimilarity
} from '../../../src/core/review/panel.js'

function finding(
  path: string,
  line: number,
  title: string,
  severity: Severity = 'medium',
  extra: Partial<Finding> = {}
): Finding {
  const f = { path, line, side: 'RIGHT' as const, severity, title, body: `${title}.`, ...extra }
  return { fingerprint: fingerprintOf(f), ...f }
}

describe('titles that say the same thing', () => {
  it('counts the words they share, not case, markup or filler', () => {
    expect(titleSimilarity('SQL injection in `query`', 'sql injection in the query')).toBe(1)
    expect(titleSimilarity('Off-by-one in loop bound', 'Loop bound off by one')).toBeGreaterThan(
      0.5
    )
    expect(titleSimilarity('Unchecked null pointer', 'Typo in README')).toBe(0)
    expect(titleSimilarity('', 'anything')).toBe(0)
  })
})

describe('the same finding', () => {
  const a = finding('src/a.ts', 10, 'SQL injection in query')
  it('needs the same file and side', () => {
    expect(sameFinding(a, finding('src/b.ts', 10, 'SQL injection in query'))).toBe(false)
    expect(
      sameFinding(a, finding('src/a.ts', 10, 'SQL injection in query', 'medium', { side: 'LEFT' }))
    ).toBe(false)
  })
  it('needs lines that meet, within two lines of slack', () => {
    expect(sameFinding(a, finding('src/a.ts', 14, 'SQL injection in query'))).toBe(true)
    expect(sameFinding(a, finding('src/a.ts', 15, 'SQL injection in query'))).toBe(false)
    const range = finding('src/a.ts', 30, 'SQL injection in query', 'medium', { startLine: 12 })
    expect(sameFinding(a, range)).toBe(true)
  })
  it('needs titles that say the same thing', () => {
    expect(sameFinding(a, finding('src/a.ts', 10, 'Missing test for the parser'))).toBe(false)
  })
})

describe('a panel of reviewers', () => {
  const legs = [
    {
      reviewer: 'gpt-5',
      findings: [
        finding('src/a.ts', 10, 'SQL injection in query', 'high'),
        finding('src/c.ts', 3, 'Unused import')
      ]
    },
    {
      reviewer: 'claude-4.5',
      findings: [finding('src/a.ts', 11, 'SQL injection in the query', 'critical')]
    },
    {
      reviewer: 'gemini-3',
      findings: [
        finding('src/a.ts', 9, 'Query is open to SQL injection', 'medium'),
        finding('src/b.ts', 40, 'Race on the cache', 'low')
      ]
    }
  ]

  it('merges the same finding, says who found it, and keeps the highest severity', () => {
    const merged = mergePanel(legs)
    expect(merged).toHaveLength(3)
    const [sql] = merged
    expect(sql.foundBy).toEqual(['claude-4.5', 'gemini-3', 'gpt-5'])
    expect(sql.severity).toBe('critical')
    // It speaks with the words of the reviewer that gave the highest severity, fingerprint and all.
    expect(sql.title).toBe('SQL injection in the query')
    expect(sql.fingerprint).toBe(legs[1].findings[0].fingerprint)
    expect(agreementLine(sql, 3)).toBe('found by 3 of 3 reviewers: claude-4.5, gemini-3, gpt-5')
  })

  it('gives the same result whatever order the bundles came in', () => {
    const once = mergePanel(legs)
    for (const order of [
      [2, 0, 1],
      [1, 2, 0],
      [2, 1, 0]
    ]) {
      expect(mergePanel(order.map((i) => legs[i]))).toEqual(once)
    }
  })

  it('never merges two findings of one reviewer', () => {
    const twice = [
      {
        reviewer: 'gpt-5',
        findings: [
          finding('src/a.ts', 10, 'SQL injection in query'),
          finding('src/a.ts', 11, 'SQL injection in query string')
        ]
      }
    ]
    expect(mergePanel(twice)).toHaveLength(2)
  })

  it('posts only findings at least min-agreement reviewers found', () => {
    const agreed = mergePanel(legs, 2)
    expect(agreed.map((f) => f.path)).toEqual(['src/a.ts'])
    expect(mergePanel(legs, 4)).toEqual([])
    // 0 and 1 are the same: every finding was found by one reviewer at least.
    expect(mergePanel(legs, 0)).toEqual(mergePanel(legs, 1))
  })
})
