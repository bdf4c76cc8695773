/**
 * The review's plan (src/core/review/plan.ts): the most severe findings on the diff first, up to
 * max-findings; duplicates of open threads; the findings of a review that was not posted; the
 * outdated threads to resolve; and the steps github/posting.ts carries out: the pending reviews
 * to delete or keep, the review to post, GitHub's refusals, the comments' links, a stopped post.
 */
import { describe, expect, it } from '@jest/globals'
import { type FileDiff } from '../../../src/core/review/diff.js'
import { fingerprintOf, gateFindings, type Finding } from '../../../src/core/review/findings.js'
import {
  afterPost,
  earlierOpen,
  notPosted,
  planFindings,
  planPending,
  planReview,
  stopped,
  threadsToResolve,
  withLinks,
  type PriorFinding,
  type ReviewInput
} from '../../../src/core/review/plan.js'

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

/** The pull request's diff: one file, lines 1–9 added. */
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

describe('the plan', () => {
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

describe('the pending reviews', () => {
  const seen = (
    id: number,
    o: { state?: string; marked?: boolean; login?: string; type?: string; nobody?: boolean }
  ) => ({
    id,
    state: o.state ?? 'PENDING',
    marked: o.marked ?? false,
    user: o.nobody === true ? null : { login: o.login ?? 'mia', type: o.type ?? 'User' }
  })

  it("deletes the action's (marked, or any bot's) and keeps a person's unmarked draft", () => {
    const plan = planPending([
      seen(1, { marked: true }),
      seen(2, { login: 'github-actions[bot]', type: 'Bot' }),
      seen(3, { login: 'My-App[BOT]' }),
      seen(4, { type: 'Bot', login: 'helper' }),
      seen(5, {}),
      seen(6, { login: 'name' }),
      seen(7, { nobody: true })
    ])
    expect(plan.delete).toEqual([1, 2, 3, 4])
    expect(plan.keep).toEqual([
      { id: 5, owner: 'mia' },
      { id: 6, owner: 'name' },
      { id: 7, owner: "the token's account" }
    ])
  })

  it("leaves submitted reviews alone, marked or a bot's", () => {
    const plan = planPending([
      seen(1, { state: 'COMMENTED', marked: true }),
      seen(2, { state: 'CHANGES_REQUESTED', type: 'Bot', login: 'x[bot]' }),
      seen(3, { state: 'APPROVED' })
    ])
    expect(plan).toEqual({ delete: [], keep: [] })
  })
})

describe('the review to post', () => {
  const KEY = 'k'.repeat(20)
  const high = finding({ title: 'high', severity: 'high', line: 3 })
  const range = finding({ title: 'range', startLine: 2, line: 4 })
  const outside = finding({ title: 'outside', line: 99 })
  const thread = (id: string, o: { outdated?: boolean; resolved?: boolean } = {}) => ({
    id,
    resolved: o.resolved ?? false,
    outdated: o.outdated ?? true,
    replied: false
  })
  const prior = (fingerprint: string, o: Partial<PriorFinding> = {}): PriorFinding => ({
    fingerprint,
    keyHash: KEY,
    url: `https://x/${fingerprint}`,
    path: 'a.ts',
    ...o
  })
  const input = (o: Partial<ReviewInput> = {}): ReviewInput => ({
    findings: [high, range, outside],
    files,
    prior: { comments: [], threadsKnown: true },
    settings: { maxFindings: 50, reviewEvent: 'comment', failOn: 'high' },
    target: { readOnly: false, keyHash: KEY },
    ...o
  })

  it('posts the inline findings as comments, in order, a range with its start, no body', () => {
    const plan = planReview(input())
    expect(plan.findings.map((f) => f.placement)).toEqual(['inline', 'inline', 'body'])
    expect(plan.notPosted).toBeUndefined()
    expect(plan.post?.comments).toEqual([
      { fingerprint: high.fingerprint, path: 'a.ts', line: 3, side: 'RIGHT' },
      {
        fingerprint: range.fingerprint,
        path: 'a.ts',
        line: 4,
        side: 'RIGHT',
        start_line: 2,
        start_side: 'RIGHT'
      }
    ])
    expect(plan.post?.gateFailed).toBe(true)
    expect(plan.post?.event).toBe('COMMENT')
  })

  it('requests changes only with review-event auto and a finding the gate counts', () => {
    const auto = { maxFindings: 50, reviewEvent: 'auto' as const, failOn: 'high' as const }
    expect(planReview(input({ settings: auto })).post?.event).toBe('REQUEST_CHANGES')
    const low = planReview(input({ settings: auto, findings: [range] })).post
    expect([low?.event, low?.gateFailed]).toEqual(['COMMENT', false])
    const none = planReview(input({ settings: { ...auto, failOn: 'none' } })).post
    expect([none?.event, none?.gateFailed]).toEqual(['COMMENT', false])
  })

  it("counts a re-review's earlier findings still open for the gate, and keeps those not reported again", () => {
    const earlier = [
      { fingerprint: 'e1', severity: 'high' as const, path: 'a.ts', title: 'e1' },
      { fingerprint: range.fingerprint, severity: 'low' as const, path: 'a.ts', title: 'r' }
    ]
    const unknown = planReview(
      input({
        findings: [range],
        earlier,
        prior: { comments: [], threadsKnown: false },
        settings: { maxFindings: 50, reviewEvent: 'auto', failOn: 'high' }
      })
    )
    expect(unknown.earlier?.map((e) => e.fingerprint)).toEqual(['e1'])
    expect(unknown.post?.event).toBe('REQUEST_CHANGES')
    // Threads known: the earlier findings as they stand now (e1 was resolved since).
    const known = planReview(
      input({
        findings: [range],
        earlier,
        prior: {
          comments: [
            prior('e1', {
              severity: 'high',
              title: 'e1',
              thread: thread('T1', { resolved: true })
            }),
            prior('e2', { severity: 'low', title: 'e2', thread: thread('T2', { outdated: false }) })
          ],
          threadsKnown: true
        }
      })
    )
    expect(known.earlier).toEqual([
      { fingerprint: 'e2', severity: 'low', path: 'a.ts', title: 'e2' }
    ])
    expect(known.post?.gateFailed).toBe(false)
    expect(planReview(input()).earlier).toBeUndefined()
  })

  it('places a finding on an open thread of ours as a duplicate, not a comment', () => {
    const plan = planReview(
      input({
        prior: { comments: [prior(high.fingerprint, { thread: thread('T1') })], threadsKnown: true }
      })
    )
    expect(plan.findings[0]).toMatchObject({
      placement: 'duplicate',
      url: `https://x/${high.fingerprint}`
    })
    expect(plan.post?.comments.map((c) => c.fingerprint)).toEqual([range.fingerprint])
  })

  it("resolves this job's outdated threads whose finding is gone, never an earlier finding's", () => {
    const comments = [
      prior('gone', { thread: thread('T1') }),
      prior(high.fingerprint, { thread: thread('T2') }),
      prior('earlier', { severity: 'low', title: 'x', thread: thread('T3') }),
      prior('other', { keyHash: 'o'.repeat(20), thread: thread('T4') })
    ]
    const earlier = [{ fingerprint: 'earlier', severity: 'low' as const, path: 'a.ts', title: 'x' }]
    expect(planReview(input({ prior: { comments, threadsKnown: true } })).post?.resolve).toEqual([
      'T1',
      'T3'
    ])
    expect(
      planReview(input({ prior: { comments, threadsKnown: true }, earlier })).post?.resolve
    ).toEqual(['T1'])
    // Not findings JSON: nothing was reported, so nothing counts as fixed.
    const mismatch = planReview(
      input({ findings: undefined, prior: { comments, threadsKnown: true } })
    )
    expect(mismatch.findings).toEqual([])
    expect(mismatch.post?.resolve).toEqual([])
    // Threads unknown: nothing is resolved.
    expect(planReview(input({ prior: { comments, threadsKnown: false } })).post?.resolve).toEqual(
      []
    )
  })

  it('posts nothing with a read-only token, and says why; the findings are placed all the same', () => {
    const plan = planReview(input({ target: { readOnly: true, keyHash: KEY } }))
    expect(plan.post).toBeUndefined()
    expect(plan.notPosted).toMatch(/^the pull request comes from a fork, .*read-only token/)
    expect(plan.findings.map((f) => f.placement)).toEqual(['inline', 'inline', 'body'])
  })

  it('moves the comments GitHub refused to the body with its reason, and posts the rest', () => {
    const plan = planReview(input())
    const post = plan.post
    if (post === undefined) throw new Error('a plan to post')
    const after = afterPost({ ...plan, post }, new Map([[range.fingerprint, 'line not in diff']]))
    expect(after.findings.map((f) => [f.placement, f.why])).toEqual([
      ['inline', undefined],
      ['body', 'GitHub refused the comment: line not in diff'],
      ['body', 'outside the diff']
    ])
    expect(after.post.comments.map((c) => c.fingerprint)).toEqual([high.fingerprint])
    expect(after.post.resolve).toEqual(post.resolve)
    // The plan it started from is unchanged, and nothing refused changes nothing.
    expect(plan.findings[1]?.placement).toBe('inline')
    expect(afterPost({ ...plan, post }, new Map())).toEqual({ ...plan, post })
  })

  it('links the inline findings to their comments; a duplicate keeps its thread', () => {
    const placed = planReview(
      input({
        prior: {
          comments: [prior(range.fingerprint, { thread: thread('T1') })],
          threadsKnown: true
        }
      })
    ).findings
    const linked = withLinks(placed, new Map([[high.fingerprint, 'https://x/c1']]))
    expect(linked.map((f) => [f.placement, f.url])).toEqual([
      ['inline', 'https://x/c1'],
      ['duplicate', `https://x/${range.fingerprint}`],
      ['body', undefined]
    ])
    expect(withLinks(placed, new Map())[0]?.url).toBeUndefined()
  })

  it('a post that stopped keeps the findings as placed, or places them without earlier threads', () => {
    const o = { files, maxFindings: 50 }
    const placed = planReview(
      input({
        prior: { comments: [prior(high.fingerprint, { thread: thread('T1') })], threadsKnown: true }
      })
    ).findings
    expect(stopped(placed, [high, range], o)).toEqual(placed)
    expect(stopped([], [high, high, outside], o).map((f) => [f.placement, f.why])).toEqual([
      ['inline', undefined],
      ['duplicate', 'reported twice in this run'],
      ['body', 'outside the diff']
    ])
    expect(stopped([], undefined, o)).toEqual([])
  })
})
