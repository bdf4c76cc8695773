/**
 * The review's plan (src/core/review-plan.ts): the most severe findings on the diff first, up to
 * max-findings; duplicates of open threads; the findings of a review that was not posted; and the
 * outdated threads to resolve.
 */
import { describe, expect, it } from '@jest/globals'
import { type FileDiff } from '../../src/core/diff.js'
import { fingerprintOf, gateFindings, type Finding } from '../../src/core/findings.js'
import {
  earlierOpen,
  notPosted,
  planFindings,
  threadsToResolve
} from '../../src/core/review-plan.js'

function finding(o: Partial<Finding> & { title: string }): Finding {
  const f = {
    path: 'a.ts',
    line: 2,
    side: 'RIGHT' as const,
    severity: 'low' as const,
    body: 'b',
    ...o
  }
  return { ...f, fingerprint: fingerprintOf(f) }
}

describe('the plan', () => {
  const files = new Map<string, FileDiff>([
    [
      'a.ts',
      {
        path: 'a.ts',
        status: 'modified',
        additions: 9,
        deletions: 0,
        hunks: [{ oldStart: 1, oldEnd: 0, newStart: 1, newEnd: 9 }]
      }
    ]
  ])

  it('puts the most severe on the diff first, at most max-findings, and holds the rest back', () => {
    const list = [
      finding({ title: 'l1' }),
      finding({ title: 'c1', severity: 'critical' }),
      finding({ title: 'm1', severity: 'medium' }),
      finding({ title: 'h1', severity: 'high' })
    ]
    const plan = planFindings(list, { files, open: new Map(), maxFindings: 2 })
    expect(plan.map((f) => [f.title, f.placement, f.heldBack === true])).toEqual([
      ['l1', 'body', true],
      ['c1', 'inline', false],
      ['m1', 'body', true],
      ['h1', 'inline', false]
    ])
    expect(gateFindings(plan, 'high').map((f) => f.title)).toEqual(['c1', 'h1'])
    expect(gateFindings(plan, 'none')).toEqual([])
  })

  it('marks findings already open on the pull request, or repeated in the run, as duplicates', () => {
    const a = finding({ title: 'a' })
    const b = finding({ title: 'b' })
    const plan = planFindings([a, b, { ...b, line: 5 }], {
      files,
      open: new Map([[a.fingerprint, 'https://x/1']]),
      maxFindings: 50
    })
    expect(plan.map((f) => [f.title, f.placement, f.url])).toEqual([
      ['a', 'duplicate', 'https://x/1'],
      ['b', 'inline', undefined],
      ['b', 'duplicate', undefined]
    ])
  })

  it('marks the findings of a review that was not posted not_posted, a duplicate staying one', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((title) => finding({ title }))
    if (a === undefined || b === undefined || c === undefined) throw new Error('three')
    const plan = planFindings([a, b, { ...c, line: 99 }], {
      files,
      open: new Map([[b.fingerprint, 'https://x/2']]),
      maxFindings: 50
    })
    expect(notPosted(plan).map((f) => [f.title, f.placement, f.url])).toEqual([
      ['a', 'not_posted', undefined],
      ['b', 'duplicate', 'https://x/2'],
      ['c', 'not_posted', undefined]
    ])
  })

  it('resolves only outdated, open, unanswered threads of this job whose finding is gone', () => {
    const t = (
      id: string,
      o: Partial<{ resolved: boolean; outdated: boolean; replied: boolean }>
    ) => ({
      id,
      resolved: false,
      outdated: true,
      replied: false,
      ...o
    })
    const key = 'k'.repeat(20)
    const prior = [
      { fingerprint: 'gone', keyHash: key, thread: t('T1', {}) },
      { fingerprint: 'kept', keyHash: key, thread: t('T2', {}) },
      { fingerprint: 'gone', keyHash: key, thread: t('T3', { outdated: false }) },
      { fingerprint: 'gone', keyHash: key, thread: t('T4', { replied: true }) },
      { fingerprint: 'gone', keyHash: key, thread: t('T5', { resolved: true }) },
      { fingerprint: 'gone', keyHash: 'o'.repeat(20), thread: t('T6', {}) },
      { fingerprint: 'gone', keyHash: key }
    ]
    expect(threadsToResolve(prior, { keyHash: key, reported: new Set(['kept']) })).toEqual(['T1'])
  })
})

describe('the earlier findings a re-review lists', () => {
  const KEY = 'k'.repeat(20)
  const c = (
    fingerprint: string,
    o: { keyHash?: string; resolved?: boolean; severity?: 'high' | 'low'; line?: number } = {}
  ) => ({
    fingerprint,
    keyHash: o.keyHash ?? KEY,
    path: 'src/a.ts',
    ...(o.line !== undefined ? { line: o.line } : {}),
    ...(o.severity !== undefined ? { severity: o.severity, title: `t ${fingerprint}` } : {}),
    thread: { id: `T${fingerprint}`, resolved: o.resolved ?? false, outdated: true, replied: false }
  })

  it("are this job's open threads, once each, with a headline that could be read", () => {
    const got = earlierOpen(
      [
        c('1', { severity: 'high', line: 4 }),
        c('1', { severity: 'high', line: 9 }),
        c('2', { severity: 'low', resolved: true }),
        c('3', { severity: 'low', keyHash: 'o'.repeat(20) }),
        c('4'),
        c('5', { severity: 'low' })
      ],
      KEY
    )
    expect(got).toEqual([
      { fingerprint: '1', severity: 'high', path: 'src/a.ts', line: 4, title: 't 1' },
      { fingerprint: '5', severity: 'low', path: 'src/a.ts', title: 't 5' }
    ])
  })
})
