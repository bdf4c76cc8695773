/**
 * The review's outcome as one value (src/core/review/outcome.ts): made from what the review
 * started with (the findings read, the target, the settings) and what GitHub did (a Posting, as
 * github/posting.ts returns it). One case a row for each way a posting ends: every comment
 * inline, some moved to the body, a 422 that lost the review, a post that failed before or after
 * the plan, a cancel before and after the review, a fork's read-only token, threads resolved and
 * not; then the re-review's earlier findings, the body's words while posting, and the review
 * whose agent never gave findings.
 */
import { describe, expect, it } from '@jest/globals'
import type { FileDiff } from '../../../src/core/review/diff.js'
import {
  fingerprintOf,
  type EarlierFinding,
  type Finding,
  type FindingsReading
} from '../../../src/core/review/findings.js'
import {
  bodyOutcome,
  reviewOutcome,
  unfinishedOutcome,
  type Posting,
  type ReviewBasis
} from '../../../src/core/review/outcome.js'
import { planReview, type PriorFinding, type ReviewPlan } from '../../../src/core/review/plan.js'

function finding(o: Partial<Finding> & { title: string }): Finding {
  const f = {
    path: 'a.ts',
    line: 2,
    side: 'RIGHT' as const,
    severity: 'high' as const,
    body: 'b',
    ...o
  }
  return { ...f, fingerprint: fingerprintOf(f) }
}

/** The pull request's diff: a.ts, lines 1–9 added. */
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

const A = finding({ title: 'a', line: 2 })
const B = finding({ title: 'b', line: 5, severity: 'low' })
/** Outside the diff: the body. */
const C = finding({ title: 'c', line: 40, severity: 'medium' })
/** Already on the pull request, on an open thread of an earlier run. */
const D = finding({ title: 'd', line: 7 })
const D_URL = 'https://github.com/octo/demo/pull/7#discussion_r1'
const KEY = 'k1'
const settings = { failOn: 'high' as const, maxFindings: 10, reviewEvent: 'auto' as const }
const reading: FindingsReading = { ok: true, summary: 'Sum.', findings: [A, B, C, D] }
const basis: ReviewBasis = { reading, target: { files }, settings }

const prior: PriorFinding[] = [
  {
    fingerprint: D.fingerprint,
    keyHash: KEY,
    url: D_URL,
    path: 'a.ts',
    severity: 'high',
    title: 'd',
    thread: { id: 'T1', resolved: false, outdated: false, replied: false }
  }
]

/** The plan github/posting.ts carries out, from the earlier run's comment on D. */
function planOf(o: { readOnly?: boolean; b?: ReviewBasis } = {}): ReviewPlan {
  const b = o.b ?? basis
  return planReview({
    findings: b.reading.ok ? b.reading.findings : undefined,
    files,
    prior: { comments: prior, threadsKnown: true },
    settings,
    target: { readOnly: o.readOnly === true, keyHash: KEY },
    ...(b.target.rescoped !== undefined ? { earlier: b.target.rescoped.earlier } : {})
  })
}

const REVIEW = { id: 9, url: 'https://github.com/octo/demo/pull/7#pullrequestreview-9' }
const posted = (o: Partial<Posting> = {}): Posting => ({
  plan: planOf(),
  review: { ...REVIEW, event: 'REQUEST_CHANGES', commitId: 'a'.repeat(40) },
  refused: new Map(),
  links: new Map([
    [A.fingerprint, 'https://x/a'],
    [B.fingerprint, 'https://x/b']
  ]),
  resolved: [],
  failures: [],
  ...o
})
const LINE_422 = 'Line could not be resolved'
const FAILED = 'GitHub did not take it (HTTP 500: boom).'

/** Each finding's title, placement and, when it has one, its link or why. */
const where = (p: Posting) =>
  reviewOutcome(basis, p).findings.map((f) => [f.title, f.placement, f.url ?? f.why ?? ''])

describe('reviewOutcome: where every finding ended up', () => {
  it.each<[string, Posting, (string | undefined)[][]]>([
    [
      'all inline, linked; the one outside the diff in the body; the open one a duplicate',
      posted(),
      [
        ['a', 'inline', 'https://x/a'],
        ['b', 'inline', 'https://x/b'],
        ['c', 'body', 'outside the diff'],
        ['d', 'duplicate', D_URL]
      ]
    ],
    [
      'a comment GitHub refused (422 on its line) moved to the body with the reason',
      posted({
        refused: new Map([[B.fingerprint, LINE_422]]),
        links: new Map([[A.fingerprint, 'https://x/a']])
      }),
      [
        ['a', 'inline', 'https://x/a'],
        ['b', 'body', `GitHub refused the comment: ${LINE_422}`],
        ['c', 'body', 'outside the diff'],
        ['d', 'duplicate', D_URL]
      ]
    ],
    [
      'the links could not be read: the inline ones stay inline, without links',
      posted({ links: undefined, failures: [{ request: 'links', why: 'HTTP 502' }] }),
      [
        ['a', 'inline', ''],
        ['b', 'inline', ''],
        ['c', 'body', 'outside the diff'],
        ['d', 'duplicate', D_URL]
      ]
    ],
    [
      'a 422 on a line, then the review lost: nothing posted, the refusal kept as why',
      posted({
        review: undefined,
        links: undefined,
        refused: new Map([[B.fingerprint, LINE_422]]),
        stop: { kind: 'failed', why: FAILED }
      }),
      [
        ['a', 'not_posted', ''],
        ['b', 'not_posted', `GitHub refused the comment: ${LINE_422}`],
        ['c', 'not_posted', 'outside the diff'],
        ['d', 'duplicate', D_URL]
      ]
    ],
    [
      'a post that failed before the plan: placed now, without earlier threads (no duplicate)',
      posted({
        plan: undefined,
        review: undefined,
        links: undefined,
        stop: { kind: 'failed', why: FAILED }
      }),
      [
        ['a', 'not_posted', ''],
        ['b', 'not_posted', ''],
        ['c', 'not_posted', 'outside the diff'],
        ['d', 'not_posted', '']
      ]
    ],
    [
      'cancelled after the review was posted: the review and its placements stay',
      posted({ links: undefined, stop: { kind: 'cancelled' } }),
      [
        ['a', 'inline', ''],
        ['b', 'inline', ''],
        ['c', 'body', 'outside the diff'],
        ['d', 'duplicate', D_URL]
      ]
    ],
    [
      'a fork: the plan posts nothing, every finding is not_posted but the duplicate',
      posted({ plan: planOf({ readOnly: true }), review: undefined, links: undefined }),
      [
        ['a', 'not_posted', ''],
        ['b', 'not_posted', ''],
        ['c', 'not_posted', 'outside the diff'],
        ['d', 'duplicate', D_URL]
      ]
    ]
  ])('%s', (_, posting, expected) => {
    expect(where(posting)).toEqual(expected)
  })
})

describe('reviewOutcome: what happened to the review', () => {
  const CANCELLED = 'the run was cancelled while the review was being posted.'
  it.each<[string, Posting, Record<string, unknown>]>([
    ['posted', posted(), { review: { ...REVIEW, event: 'REQUEST_CHANGES' } }],
    [
      'posted as a comment (GitHub refused REQUEST_CHANGES)',
      posted({ review: { ...REVIEW, event: 'COMMENT', commitId: 'a'.repeat(40) } }),
      { review: { ...REVIEW, event: 'COMMENT' } }
    ],
    [
      'GitHub did not take it',
      posted({ review: undefined, links: undefined, stop: { kind: 'failed', why: FAILED } }),
      { notPosted: FAILED, failed: true }
    ],
    [
      'cancelled before the review',
      posted({ review: undefined, links: undefined, stop: { kind: 'cancelled' } }),
      { notPosted: CANCELLED, cancelled: true }
    ],
    [
      'cancelled after the review',
      posted({ stop: { kind: 'cancelled' } }),
      { review: { ...REVIEW, event: 'REQUEST_CHANGES' }, cancelled: true }
    ],
    [
      'a fork',
      posted({ plan: planOf({ readOnly: true }), review: undefined, links: undefined }),
      { notPosted: expect.stringMatching(/^the pull request comes from a fork/) }
    ]
  ])('%s', (_, posting, expected) => {
    const o = reviewOutcome(basis, posting)
    const keys = ['review', 'notPosted', 'failed', 'cancelled'] as const
    const got = Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]))
    expect(got).toEqual(expected)
    expect(o).toMatchObject({ summary: 'Sum.', failOn: 'high', maxFindings: 10 })
  })

  it('counts the threads resolved; one that failed is only a failure of the posting', () => {
    const o = reviewOutcome(
      basis,
      posted({
        resolved: ['T2', 'T3'],
        failures: [{ request: 'resolve', id: 'T4', why: 'HTTP 403' }]
      })
    )
    expect(o.resolved).toBe(2)
    expect(o).not.toHaveProperty('failed')
    expect(reviewOutcome(basis, posted()).resolved).toBe(0)
  })

  it('a final message that was not findings: no summary, the schema errors, an empty review', () => {
    const b: ReviewBasis = { ...basis, reading: { ok: false, errors: ['/findings: required'] } }
    const o = reviewOutcome(b, posted({ plan: planOf({ b }), links: undefined }))
    expect(o).toMatchObject({ summary: '', mismatch: ['/findings: required'], findings: [] })
    expect(o.review?.id).toBe(9)
  })
})

describe('reviewOutcome: a re-review of new commits', () => {
  const E: EarlierFinding = {
    fingerprint: D.fingerprint,
    severity: 'high',
    path: 'a.ts',
    title: 'd'
  }
  const F: EarlierFinding = { fingerprint: 'gone', severity: 'low', path: 'a.ts', title: 'f' }
  const b: ReviewBasis = {
    reading: { ok: true, summary: 'Sum.', findings: [A] },
    target: { files, rescoped: { from: 'c'.repeat(40), earlier: [E, F] } },
    settings
  }

  it('keeps where it started and the earlier findings as the threads stand now', () => {
    const o = reviewOutcome(b, posted({ plan: planOf({ b }) }))
    expect(o.reviewedFrom).toBe('c'.repeat(40))
    // Read again before posting: only D's thread is open; F's is gone.
    expect(o.earlier?.map((e) => e.title)).toEqual(['d'])
  })

  it('keeps the earlier findings as the scope read them when the posting stopped first', () => {
    const o = reviewOutcome(
      b,
      posted({ plan: undefined, review: undefined, stop: { kind: 'failed', why: FAILED } })
    )
    expect(o.earlier?.map((e) => e.title)).toEqual(['d', 'f'])
  })

  it('a full review has neither', () => {
    const o = reviewOutcome(basis, posted())
    expect(o).not.toHaveProperty('reviewedFrom')
    expect(o).not.toHaveProperty('earlier')
  })
})

describe('bodyOutcome and unfinishedOutcome', () => {
  const unreviewed = { listed: 3000, count: 2, paths: ['x.ts', 'y.ts'] }

  it('the body while posting: the findings as placed so far, the summary, the files not seen', () => {
    const plan = planOf()
    const b = { ...basis, target: { files, unreviewed } }
    expect(bodyOutcome(b, plan)).toEqual({
      findings: plan.findings,
      summary: 'Sum.',
      maxFindings: 10,
      unreviewed
    })
    const mismatch = { ...b, reading: { ok: false as const, errors: ['bad'] } }
    expect(bodyOutcome(mismatch, { findings: [] })).toMatchObject({
      summary: '',
      mismatch: ['bad']
    })
  })

  it('a review whose agent gave no findings says why, and nothing else happened', () => {
    const target = { files, rescoped: { from: 'c'.repeat(40), earlier: [] }, unreviewed }
    expect(unfinishedOutcome({ target, settings }, false)).toEqual({
      findings: [],
      summary: '',
      notPosted: 'the agent did not finish, so there are no findings to post.',
      resolved: 0,
      failOn: 'high',
      maxFindings: 10,
      reviewedFrom: 'c'.repeat(40),
      unreviewed
    })
    expect(unfinishedOutcome({ target: { files }, settings }, true)).toEqual({
      findings: [],
      summary: '',
      notPosted: 'the run was cancelled.',
      resolved: 0,
      failOn: 'high',
      maxFindings: 10
    })
  })
})
