/**
 * Review mode across runs (no duplicates, fixed findings' outdated threads resolved) and its
 * inputs and events, end to end on `node dist/index.js` against the loopback GitHub (set-up in
 * review-fixture.ts).
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import type { PullFile } from '../support/github-review-server.js'
import {
  HEAD,
  PR,
  APP,
  SEVEN,
  reviewRun,
  findingsOf,
  submitted,
  gh,
  type F
} from '../support/review-fixture.js'

describe('re-runs', () => {
  const A: F = {
    path: 'src/app.ts',
    line: 2,
    severity: 'high',
    title: 'load() can throw',
    body: 'Wrap it.'
  }
  const B: F = {
    path: 'src/app.ts',
    line: 22,
    severity: 'low',
    title: 'stop(true) is odd',
    body: 'Why true?'
  }
  const C: F = {
    path: 'src/app.ts',
    line: 3,
    severity: 'low',
    title: 'c is unused',
    body: 'Drop it.'
  }

  /** 150 review comments of someone else first, so ours are on the second page (REST and GraphQL). */
  function crowd(): void {
    const someone = { login: 'someone', type: 'User' }
    gh.review.reviews.push({
      id: 3,
      pull: PR,
      user: someone,
      state: 'COMMENTED',
      body: 'hm',
      commit_id: HEAD
    })
    for (let i = 0; i < 150; i++) {
      gh.review.comments.push({
        id: 100 + i,
        review: 3,
        pull: PR,
        path: 'src/app.ts',
        line: 2,
        side: 'RIGHT',
        start_line: null,
        start_side: null,
        body: `note ${String(i)}`,
        user: someone,
        commit_id: HEAD,
        outdated: false
      })
      gh.review.threads.push({
        id: `T${String(i)}`,
        pull: PR,
        comments: [100 + i],
        resolved: false
      })
    }
  }

  it('posts no comment again for findings already on open threads, outdated ones too', async () => {
    crowd()
    const first = await reviewRun({ findings: [A, B] })
    expect(first.code).toBe(0)
    const ours = gh.review.comments.filter((c) => c.user.login === gh.tokenUser.login)
    expect(ours).toHaveLength(2)
    // A push moves A's code: its thread is outdated, the finding is still reported.
    gh.review.push(PR, {
      head: 'f'.repeat(40),
      files: [APP],
      outdated: (c) => c.line === 2 && c.user.login !== 'someone'
    })
    const second = await reviewRun({ findings: [A, B] })
    expect(second.code).toBe(0)
    expect(gh.review.comments.filter((c) => c.user.login === gh.tokenUser.login)).toHaveLength(2)
    expect(findingsOf(second).map((f) => f.placement)).toEqual(['duplicate', 'duplicate'])
    expect(second.summary).toContain('2 already reported')
    expect(second.summary).toMatch(
      /\[already reported\]\(http:\/\/github\.test\/octo\/demo\/pull\/7#discussion_r\d+\)/
    )
    expect(gh.requests('listReviewComments').map((r) => r.query.page ?? '1')).toEqual([
      '1',
      '2',
      '1',
      '2'
    ])
    expect(gh.review.threads.filter((t) => t.resolved)).toEqual([])
  })

  it('resolves the outdated thread of a fixed finding, never one a person replied to', async () => {
    crowd()
    await reviewRun({ findings: [A, B, C] })
    const ours = gh.review.comments.filter((c) => c.user.login === gh.tokenUser.login)
    const [a, , c] = ours
    if (a === undefined || c === undefined) throw new Error('no comments posted')
    gh.review.reply(c.id, { login: 'ann', type: 'User' }, 'I will keep it.')
    // A and C were fixed by a push (their threads are outdated); the run reports B only.
    gh.review.push(PR, {
      head: 'f'.repeat(40),
      files: [APP],
      outdated: (x) => x.id === a.id || x.id === c.id
    })
    const second = await reviewRun({ findings: [B] })
    expect(second.code).toBe(0)
    const threadOf = (id: number) => gh.review.threads.find((t) => t.comments[0] === id)
    expect(threadOf(a.id)?.resolved).toBe(true)
    expect(threadOf(c.id)?.resolved).toBe(false)
    expect(gh.review.threads.filter((t) => t.resolved)).toHaveLength(1)
    expect(second.summary).toContain('1 outdated thread of earlier runs resolved')
    expect(findingsOf(second).map((f) => f.placement)).toEqual(['duplicate'])
  })

  it('warns, naming the permission, when it may not resolve threads', async () => {
    await reviewRun({ findings: [A] })
    gh.review.push(PR, { head: 'f'.repeat(40), files: [APP], outdated: () => true })
    gh.review.mutationsForbidden = true
    const run = await reviewRun({ findings: [B] })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /::warning::Could not resolve 1 outdated review thread\(s\) of earlier runs .*Resource not accessible by integration.*`pull-requests: write`/
    )
  })
})

describe('review inputs and events', () => {
  it('refuses review on an event without a pull request, naming the input', async () => {
    const run = await reviewRun({ event: 'push', findings: [] })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toMatch(
      /::error::Input "review" is true, but the "push" event is not about a pull request/
    )
    expect(run.argv).toEqual([])
  })

  it('refuses review with output-schema, saying why', async () => {
    const run = await reviewRun({ inputs: { 'output-schema': '{"type":"object"}' } })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toMatch(
      /Inputs "review" and "output-schema" cannot be used together: a review asks the agent for findings in the action's own schema/
    )
  })

  it('refuses review on a comment event without trigger-phrase, and on a comment of an issue', async () => {
    const bare = await reviewRun({ event: 'issue_comment' })
    expect(bare.stdout).toMatch(/Input "review" on issue_comment events needs "trigger-phrase"/)
    const issue = await reviewRun({
      event: 'issue_comment',
      body: '@cursor review this issue',
      inputs: { 'trigger-phrase': '@cursor' }
    })
    expect(issue.outputs.failure_reason).toBe('invalid_input')
    expect(issue.stdout).toMatch(
      /Input "review" is true, but this issue_comment event is not about a pull request \(#7 is an issue\)/
    )
    expect(issue.argv).toEqual([])
  })

  it('reviews on a trigger comment: the head from the API, the request as the focus, counts and link in the sticky comment', async () => {
    const run = await reviewRun({
      event: 'issue_comment',
      body: '@cursor review the error handling',
      findings: SEVEN.slice(0, 2),
      inputs: { 'trigger-phrase': '@cursor' }
    })
    expect(run.code).toBe(0)
    expect(gh.requests('getPull')).not.toHaveLength(0)
    expect(submitted()[0]?.commit_id).toBe(HEAD)
    expect(run.prompt).toContain(
      '## Focus from the team\n\n## Request\n\nreview the error handling'
    )
    const sticky = gh.commentsOn(PR).at(-1)?.body ?? ''
    expect(sticky).toMatch(
      /\*\*Review:\*\* 2 findings \(1 high, 1 medium\) · \[Review\]\(http:\/\/github\.test\/octo\/demo\/pull\/7#pullrequestreview-\d+\) posted as a comment\./
    )
  })

  it('reviews a pull_request event without a prompt when a trigger phrase is set for comments', async () => {
    const run = await reviewRun({ findings: [], inputs: { 'trigger-phrase': '@cursor' } })
    expect(run.code).toBe(0)
    expect(run.prompt).not.toContain('## Focus from the team')
    expect(submitted()).toHaveLength(1)
  })

  it('puts a large diff in a file of its own under RUNNER_TEMP, outside the workspace', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `+const v${String(i)} = ${'x'.repeat(20)}`)
    const big: PullFile = {
      filename: 'src/big.ts',
      status: 'added',
      additions: 3000,
      deletions: 0,
      patch: ['@@ -0,0 +1,3000 @@', ...lines].join('\n')
    }
    gh.review.setPull(PR, { files: [big], commits: [HEAD] })
    const run = await reviewRun({ findings: [] })
    expect(run.code).toBe(0)
    const m = /The whole diff \((\d+) KiB\) is in the file (\S+\.diff): read it there\./.exec(
      run.prompt
    )
    expect(m).not.toBeNull()
    const file = m?.[2] ?? ''
    expect(path.dirname(file)).toBe(run.dir)
    expect(file.startsWith(run.workspace)).toBe(false)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(file, 'utf8')).toBe(
      `diff --git a/src/big.ts b/src/big.ts\n${big.patch ?? ''}\n`
    )
    expect(Buffer.byteLength(run.prompt)).toBeLessThan(20_000)
  })
})
