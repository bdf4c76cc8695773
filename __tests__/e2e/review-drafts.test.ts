/**
 * Review mode where GitHub's side is not the action's alone, end to end on `node dist/index.js`
 * against the loopback GitHub (set-up in review-fixture.ts): a person's draft review when the
 * token is their personal access token, an App's leftovers, GraphQL down with an outsider's
 * comment carrying a finding's marker, a finding on a removed line with a check run, and GitHub
 * down after the agent ran.
 */
import { describe, expect, it } from '@jest/globals'
import { fingerprintOf } from '../../src/core/review/findings.js'
import { keyHash } from '../../src/render/marker.js'
import type { User } from '../support/github-server.js'
import {
  PR,
  SEVEN,
  findingsOf,
  gh,
  restartGitHub,
  reviewRun,
  submitted,
  type F
} from '../support/review-fixture.js'

/** The comment-key reviewRun gives, as the markers hash it. */
const HASH = keyHash('CI/review/null')
const MIA: User = { login: 'mia', type: 'User' }
const PAT = 'ghp_mias_personal_token_0123456789'

/** The first line of the inline comment the action would post for `f`. */
function markerOf(f: F): string {
  return `<!-- cursor-agent-action:${HASH} finding:${fingerprintOf(f)} -->`
}

/** The findings' placements, in the agent's order. */
function placements(run: Parameters<typeof findingsOf>[0]): string[] {
  return findingsOf(run).map((f) => f.placement)
}

describe("a person's draft review (a personal access token as github-token)", () => {
  it('is never deleted: the run fails with review_failed naming its owner, and the findings stay in the output, the summary and the annotations', async () => {
    await restartGitHub({ token: PAT, tokenUser: MIA })
    const [first, second] = SEVEN
    if (first === undefined || second === undefined) throw new Error('SEVEN')
    // Mia's own draft, half written; one of its comments even starts with a finding's marker.
    const draft = gh.review.addReview(PR, MIA, {
      body: 'Still reading',
      comments: [
        { path: 'src/app.ts', line: 2, body: `${markerOf(first)}\nmine` },
        { path: 'src/app.ts', line: 3, body: 'Is c needed?' }
      ]
    })
    const run = await reviewRun({ findings: [first, second] })

    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('review_failed')
    expect(run.stdout).toMatch(
      /::error::The review could not be posted: a pending \(draft\) review by mia on #7 blocks it: .*mia: submit or discard that draft review/
    )
    // The draft and its comments are as mia left them; nothing was deleted.
    expect(gh.requests('deleteReview')).toEqual([])
    expect(gh.review.reviews).toEqual([draft])
    expect(gh.review.comments.filter((c) => c.review === draft.id)).toHaveLength(2)
    expect(submitted()).toEqual([])
    expect(run.stdout).toContain(`Left the pending (draft) review ${String(draft.id)} by mia alone`)

    // Nothing the agent found is lost; the draft's marked comment did not make a duplicate.
    expect(placements(run)).toEqual(['not_posted', 'not_posted'])
    expect(run.outputs.review_id).toBe('')
    expect(run.summary).toContain('No review was posted: a pending \\(draft\\) review by mia')
    expect(run.summary).toContain('submit or discard that draft review')
    expect(run.summary).toContain(
      '| 🟠 high | `src/app.ts` line 2 | load\\(\\) can throw | not posted |'
    )
    expect(run.summary).toContain(
      '| 🟡 medium | `src/app.ts` lines 2–3 | c depends on b | not posted |'
    )
    expect(run.stdout).toContain('::warning title=High%3A load() can throw,file=src/app.ts,line=2')
    expect(run.stdout).toContain(
      '::warning title=Medium%3A c depends on b,file=src/app.ts,line=2,endLine=3'
    )
  })

  it("deletes the token's pending review that carries the action's marker (a probe a cancelled run left), then posts", async () => {
    await restartGitHub({ token: PAT, tokenUser: MIA })
    const left = gh.review.addReview(PR, MIA, {
      body: `<!-- cursor-agent-action:${HASH} probe -->`
    })
    const run = await reviewRun({ findings: SEVEN.slice(0, 1) })
    expect(run.code).toBe(0)
    expect(gh.requests('deleteReview').map((r) => r.path)).toEqual([
      `/repos/octo/demo/pulls/${String(PR)}/reviews/${String(left.id)}`
    ])
    expect(gh.review.reviews.map((r) => [r.user.login, r.state])).toEqual([['mia', 'COMMENTED']])
    expect(placements(run)).toEqual(['inline'])
  })

  it('leaves no pending review of the person when cancelled during the bisection: every probe carries the marker', async () => {
    await restartGitHub({ token: PAT, tokenUser: MIA })
    gh.review.refuse = (c) => (c.line === 3 ? 'refused' : undefined)
    let child: import('node:child_process').ChildProcess | undefined
    let probes = 0
    gh.review.onCreateReview = async ({ event }) => {
      // The second probe (no event): the runner cancels the job now.
      if (event !== undefined || child === undefined || ++probes < 2) return
      child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 300))
    }
    const run = await reviewRun({
      findings: SEVEN.slice(0, 2).concat([
        { path: 'src/app.ts', line: 3, severity: 'low', title: 'x', body: 'y' }
      ]),
      onStart: (c) => (child = c)
    })
    expect(run.outputs.conclusion).toBe('cancelled')
    const created = gh.requests('createReview').map((r) => r.body as { body?: string })
    expect(created.length).toBeGreaterThan(1)
    for (const body of created)
      expect(body.body).toMatch(/^<!-- cursor-agent-action:[0-9a-f]{20} (review|probe) -->/)
    expect(gh.review.reviews).toEqual([])
    expect(placements(run).every((p) => p === 'not_posted')).toBe(true)
  })
})

describe("an App's leftovers (an installation token)", () => {
  it('clears an unmarked pending review of the bot (an earlier version left it), and posts the review', async () => {
    const [first] = SEVEN
    if (first === undefined) throw new Error('SEVEN')
    // An earlier version's probe: no marker in its body, a finding's comment in it.
    const left = gh.review.addReview(PR, gh.tokenUser, {
      comments: [{ path: 'src/app.ts', line: 2, body: `${markerOf(first)}\nold` }]
    })
    const run = await reviewRun({ findings: [first] })
    expect(run.code).toBe(0)
    expect(gh.requests('deleteReview').map((r) => r.path)).toEqual([
      `/repos/octo/demo/pulls/${String(PR)}/reviews/${String(left.id)}`
    ])
    expect(placements(run)).toEqual(['inline'])
    expect(submitted()).toHaveLength(1)
    expect(gh.review.reviews.map((r) => r.state)).toEqual(['COMMENTED'])
  })
})

describe('who wrote a marker', () => {
  it("counts no outsider's comment as a finding already reported when GraphQL does not say who the token is (502): the finding is posted inline", async () => {
    const [first] = SEVEN
    if (first === undefined) throw new Error('SEVEN')
    const eve: User = { login: 'eve', type: 'User' }
    // Eve predicted the finding's text and posted its marker first.
    gh.review.addReview(PR, eve, {
      state: 'COMMENTED',
      body: 'drive-by',
      comments: [{ path: 'src/app.ts', line: 2, body: `${markerOf(first)}\nalready said` }]
    })
    gh.fail('graphql', { kind: 'error', status: 502 })
    const run = await reviewRun({ findings: [first] })
    expect(run.code).toBe(0)
    expect(placements(run)).toEqual(['inline'])
    const comments = submitted()[0]?.comments as { line: number; body: string }[]
    expect(comments.map((c) => [c.line, c.body.split('\n')[0]])).toEqual([[2, markerOf(first)]])
    expect(run.stdout).toMatch(
      /::warning::Could not read the pull request's review threads \(HTTP 502.*no finding counts as already reported/
    )
  })
})

describe('a finding on the base side (a removed line) with a check run', () => {
  it("puts its annotation on the head line beside it in its hunk (never line 1), the message naming the base line; the log's stays file-level", async () => {
    const left = (line: number, title: string): F => ({
      path: 'src/app.ts',
      line,
      side: 'LEFT',
      severity: 'medium',
      title,
      body: 'It mattered.'
    })
    // Hunk 2 is base 20–22 / head 21–23: base 21 (`stop()`) removed, head 22 added in its place.
    const run = await reviewRun({
      findings: [left(21, 'stop() flushed'), left(20, 'start() context'), left(10, 'Untouched')],
      inputs: { 'check-run': 'true' }
    })
    expect(run.code).toBe(0)
    const annotations = gh.review.checkRuns[0]?.annotations ?? []
    expect(annotations.map((a) => [a.start_line, a.end_line])).toEqual([
      [22, 22],
      [21, 21],
      // Outside the hunks: hunk 1 added a line above it.
      [11, 11]
    ])
    expect(String(annotations[0]?.message)).toBe(
      'About line 21 of the base, removed by this pull request (shown at line 22 of the head): It mattered.'
    )
    expect(String(annotations[1]?.message)).toBe(
      'About line 20 of the base (line 21 of the head): It mattered.'
    )
    expect(String(annotations[0]?.title)).toBe('Medium: stop() flushed (base line 21)')
  })

  it('annotates it in the log without a line when the check run cannot be used', async () => {
    gh.fail('createCheckRun', { kind: 'forbidden' })
    const run = await reviewRun({
      findings: [
        {
          path: 'src/app.ts',
          line: 21,
          side: 'LEFT',
          severity: 'medium',
          title: 'stop() flushed',
          body: 'It mattered.'
        }
      ],
      inputs: { 'check-run': 'true' }
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /^::warning title=Medium%3A stop\(\) flushed \(base line 21\),file=src\/app.ts::It mattered\.$/m
    )
  })
})

describe('GitHub down after the agent ran', () => {
  it('fails with review_failed and loses nothing: every finding not_posted in the output, the summary and the annotations', async () => {
    // Reading the pull request and opening the check run worked; every later call fails.
    for (const route of [
      'listReviews',
      'createReview',
      'deleteReview',
      'listReviewComments',
      'listCommentsForReview',
      'graphql',
      'updateCheckRun'
    ] as const)
      gh.fail(route, { kind: 'error', status: route === 'graphql' ? 503 : 502 })
    const run = await reviewRun({ findings: SEVEN, inputs: { 'check-run': 'true' } })

    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('review_failed')
    expect(run.stdout).toMatch(
      /::error::The review could not be posted: GitHub did not take it \(HTTP 502/
    )
    expect(findingsOf(run).map((f) => [f.title, f.line, f.side, f.placement])).toEqual(
      SEVEN.map((f) => [f.title, f.line, f.side ?? 'RIGHT', 'not_posted'])
    )
    expect(run.outputs.findings_count).toBe('7')
    expect(run.summary).toContain('#### 🔎 Findings: 7 findings (1 high, 2 medium, 4 low)')
    expect(run.summary).toContain('⚠️ No review was posted: GitHub did not take it')
    expect(run.summary.match(/\| not posted \|/g)).toHaveLength(7)
    // Annotations in the log (the check run could not be completed): all seven fit.
    expect(run.stdout).toMatch(/::warning::Could not complete the check run/)
    expect(run.stdout.match(/^::(warning|notice) title=/gm)).toHaveLength(7)
    expect(run.stdout).toContain('::warning title=High%3A load() can throw,file=src/app.ts,line=2')
  })
})
