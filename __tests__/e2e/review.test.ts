/**
 * Review mode end to end: `node dist/index.js` as a runner starts it, the fake CLI replaying a
 * final message of findings, against the loopback GitHub (github-review-server.ts), which
 * enforces GitHub's rules for review comments, pending reviews, commits and check runs. The
 * set-up is in review-fixture.ts; re-runs and the inputs are in review-rerun.test.ts.
 */
import { describe, expect, it } from '@jest/globals'
import { assistant, init } from '../support/helpers.js'
import type { PullFile } from '../support/github-review-server.js'
import {
  HEAD,
  BASE,
  PR,
  SEVEN,
  reviewRun,
  findingsOf,
  submitted,
  gh,
  type F
} from '../support/review-fixture.js'

describe('review mode', () => {
  it('places findings inside, across and outside hunks, on LEFT and RIGHT, in untouched and binary files, in one review at the head commit', async () => {
    const run = await reviewRun({ findings: SEVEN, inputs: { prompt: 'Mind the error handling.' } })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('success')

    // The prompt: built-in instruction, the team's focus, the PR, its files and diff, the schema.
    expect(run.argv).toEqual(expect.arrayContaining(['--mode', 'ask']))
    expect(run.argv).not.toContain('--force')
    expect(run.prompt).toMatch(/^Review the changes of this pull request/)
    expect(run.prompt).toContain('## Focus from the team\n\nMind the error handling.')
    expect(run.prompt).toContain(`Pull request: #${String(PR)}`)
    expect(run.prompt).toContain(`Base: main at ${BASE}`)
    expect(run.prompt).toContain(`Head: ${HEAD} (branch load-b)`)
    expect(run.prompt).toContain(
      '- assets/logo.png (added, +0 -0, no diff shown: binary or too large)'
    )
    expect(run.prompt).toContain('diff --git a/src/app.ts b/src/app.ts\n@@ -1,3 +1,4 @@')
    expect(run.prompt).toContain('"urn:cursor-agent-action:findings:v1"')

    // One review, at the PR's head (never the merge commit), with the three comments that fit.
    const reviews = submitted()
    expect(reviews).toHaveLength(1)
    const review = reviews[0] ?? {}
    expect(review.commit_id).toBe(HEAD)
    expect(review.event).toBe('COMMENT')
    const comments = review.comments as Record<string, unknown>[]
    expect(comments.map((c) => [c.path, c.line, c.side, c.start_line, c.start_side])).toEqual([
      ['src/app.ts', 2, 'RIGHT', undefined, undefined],
      ['src/app.ts', 3, 'RIGHT', 2, 'RIGHT'],
      ['src/app.ts', 2, 'LEFT', undefined, undefined]
    ])
    expect(String(comments[0]?.body)).toMatch(
      /^<!-- cursor-agent-action:[0-9a-f]{20} finding:[0-9a-f]{16} -->\n\*\*🟠 High: load\\\(\\\) can throw\*\*/
    )
    // The suggestion block only for the RIGHT-side range.
    expect(String(comments[1]?.body)).toContain(
      '```suggestion\nconst b = load() ?? 0\nconst c = b + 1\n```'
    )
    const body = String(review.body)
    expect(body).toMatch(
      /^<!-- cursor-agent-action:[0-9a-f]{20} review -->\n### Cursor Agent review\n\nThe change loads b from disk\./
    )
    expect(body).toContain('#### Outside the diff (4)')
    for (const why of [
      '##### 🔵 Low: Spans both hunks\n\n`src/app.ts` lines 3–22: spans two hunks of the diff\n\nx',
      '`src/app.ts` line 10: outside the diff',
      '`src/other.ts` line 5: the pull request does not change this file',
      '`assets/logo.png` line 1: GitHub shows no diff for this file \\(binary, or too large\\)'
    ])
      expect(body).toContain(why)

    // Outputs: every finding with where it went.
    const out = findingsOf(run)
    expect(out.map((f) => [f.path, f.line, f.start_line, f.side, f.placement])).toEqual([
      ['src/app.ts', 2, null, 'RIGHT', 'inline'],
      ['src/app.ts', 3, 2, 'RIGHT', 'inline'],
      ['src/app.ts', 22, 3, 'RIGHT', 'body'],
      ['src/app.ts', 10, null, 'RIGHT', 'body'],
      ['src/app.ts', 2, null, 'LEFT', 'inline'],
      ['src/other.ts', 5, null, 'RIGHT', 'body'],
      ['assets/logo.png', 1, null, 'RIGHT', 'body']
    ])
    expect(run.outputs.findings_count).toBe('7')
    const stored = gh.review.reviews.find((r) => r.state === 'COMMENTED')
    expect(run.outputs.review_id).toBe(String(stored?.id))
    expect(run.outputs.review_url).toMatch(/\/pull\/7#pullrequestreview-\d+$/)
    expect(run.outputs.check_run_url).toBe('')

    // The summary: Findings first, with counts, then one row per finding with a link.
    const headings = [...run.summary.matchAll(/^#### .*$/gm)].map((m) => m[0])
    expect(headings[0]).toBe('#### 🔎 Findings: 7 findings (1 high, 2 medium, 4 low)')
    expect(run.summary).toContain('3 on the diff, 4 in the review body.')
    expect(run.summary).toMatch(
      /\| 🟠 high \| `src\/app\.ts` line 2 \| load\\\(\\\) can throw \| \[on the diff\]\(http:\/\/github\.test\/octo\/demo\/pull\/7#discussion_r\d+\) \|/
    )
    expect(run.summary).toContain(
      '| 🔵 low | `assets/logo.png` line 1 | In a binary file | review body |'
    )
  })

  it('holds back findings over max-findings, reads every page of files, and annotates a check run 50 at a time', async () => {
    const big: PullFile = {
      filename: 'src/big.ts',
      status: 'added',
      additions: 200,
      deletions: 0,
      patch: [
        '@@ -0,0 +1,200 @@',
        ...Array.from({ length: 200 }, (_, i) => `+line ${String(i)}`)
      ].join('\n')
    }
    const others = Array.from({ length: 149 }, (_, i): PullFile => ({
      filename: `docs/f${String(i)}.md`,
      status: 'added',
      additions: 1,
      deletions: 0,
      patch: '@@ -0,0 +1 @@\n+x'
    }))
    // The big file last: on the second page of GET /pulls/7/files.
    gh.review.setPull(PR, { files: [...others, big], commits: [HEAD] })
    const findings = Array.from({ length: 120 }, (_, i): F => ({
      path: 'src/big.ts',
      line: i + 1,
      severity: i % 10 === 0 ? 'high' : 'low',
      title: `Finding ${String(i)}`,
      body: `Body ${String(i)}`
    }))
    const run = await reviewRun({ findings, inputs: { 'check-run': 'true' } })
    expect(run.code).toBe(0)
    expect(gh.requests('listFiles').map((r) => r.query.page ?? '1')).toEqual(['1', '2'])
    const out = findingsOf(run)
    expect(out.filter((f) => f.placement === 'inline')).toHaveLength(50)
    expect(out.filter((f) => f.placement === 'body')).toHaveLength(70)
    // The twelve high findings are among the fifty on the diff.
    expect(out.filter((f) => f.severity === 'high').every((f) => f.placement === 'inline')).toBe(
      true
    )
    const review = submitted()[0] ?? {}
    expect(review.comments).toHaveLength(50)
    expect(String(review.body)).toContain(
      '70 findings held back from the diff: more than `max-findings` (50)'
    )
    expect(String(review.body).length).toBeLessThanOrEqual(65_536)
    expect(run.summary).toContain('70 findings held back from the diff by `max-findings` (50).')
    // The check run: created in progress before the agent started, 120 annotations in 50s.
    const check = gh.review.checkRuns[0]
    expect(check).toMatchObject({
      name: 'Cursor Agent review',
      head_sha: HEAD,
      status: 'completed',
      conclusion: 'success'
    })
    expect(check?.batches).toEqual([50, 50, 20])
    expect(check?.annotations).toHaveLength(120)
    expect(check?.output.title).toBe('120 findings (12 high, 108 low)')
    const created = gh.requests('createCheckRun')[0]
    expect(created?.body).toMatchObject({ status: 'in_progress', head_sha: HEAD })
    expect(created?.at ?? Infinity).toBeLessThan(gh.requests('createReview')[0]?.at ?? 0)
    expect(run.outputs.check_run_url).toMatch(/\/runs\/\d+$/)
  })

  it('posts the rest when GitHub refuses one comment of the batch (bisected with pending reviews it deletes)', async () => {
    gh.review.refuse = (c) =>
      c.line === 3 ? 'Pull request review thread line must be part of the diff' : undefined
    const findings: F[] = [
      { path: 'src/app.ts', line: 1, severity: 'low', title: 'one', body: 'a' },
      { path: 'src/app.ts', line: 2, severity: 'low', title: 'two', body: 'b' },
      { path: 'src/app.ts', line: 3, severity: 'low', title: 'three', body: 'c' },
      { path: 'src/app.ts', line: 4, severity: 'low', title: 'four', body: 'd' },
      { path: 'src/app.ts', line: 22, severity: 'low', title: 'five', body: 'e' }
    ]
    const run = await reviewRun({ findings })
    expect(run.code).toBe(0)
    const reviews = submitted()
    expect(reviews).toHaveLength(1)
    expect((reviews[0]?.comments as { line: number }[]).map((c) => c.line)).toEqual([1, 2, 4, 22])
    expect(String(reviews[0]?.body)).toContain(
      '`src/app.ts` line 3: GitHub refused the comment: Pull request review thread line must be part of the diff'
    )
    expect(findingsOf(run).map((f) => f.placement)).toEqual([
      'inline',
      'inline',
      'body',
      'inline',
      'inline'
    ])
    // The probes were pending reviews, each deleted: none is left, one review stands.
    expect(gh.requests('deleteReview').length).toBeGreaterThan(0)
    expect(gh.review.reviews.map((r) => r.state)).toEqual(['COMMENTED'])
  })

  it("deletes a leftover pending review of the token's bot first (it would block the review)", async () => {
    gh.review.reviews.push({
      id: 1,
      pull: PR,
      user: gh.tokenUser,
      state: 'PENDING',
      body: '',
      commit_id: HEAD
    })
    // Someone else's pending review is invisible to us and does not block us.
    gh.review.reviews.push({
      id: 2,
      pull: PR,
      user: { login: 'ann', type: 'User' },
      state: 'PENDING',
      body: '',
      commit_id: HEAD
    })
    const run = await reviewRun({ findings: SEVEN.slice(0, 1) })
    expect(run.code).toBe(0)
    expect(gh.requests('deleteReview').map((r) => r.path)).toEqual([
      `/repos/octo/demo/pulls/${String(PR)}/reviews/1`
    ])
    expect(
      gh.review.reviews.filter((r) => r.user.login === gh.tokenUser.login).map((r) => r.state)
    ).toEqual(['COMMENTED'])
    expect(run.stdout).toContain('Deleted 1 leftover pending review(s)')
  })

  it('fails with findings when fail-on is reached, after posting the review (REQUEST_CHANGES with review-event auto)', async () => {
    const run = await reviewRun({
      findings: SEVEN.slice(0, 2),
      inputs: { 'fail-on': 'high', 'review-event': 'auto' }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('findings')
    expect(submitted().map((r) => r.event)).toEqual(['REQUEST_CHANGES'])
    expect(run.outputs.review_url).not.toBe('')
    expect(run.stdout).toMatch(
      /::error::1 finding\(s\) at or above fail-on: high \(1 high\); the review was posted\./
    )
  })

  it('stays green below fail-on, and comments (never approves)', async () => {
    const run = await reviewRun({
      findings: SEVEN.slice(1, 2),
      inputs: { 'fail-on': 'high', 'review-event': 'auto' }
    })
    expect(run.code).toBe(0)
    expect(run.outputs.failure_reason).toBe('')
    expect(submitted().map((r) => r.event)).toEqual(['COMMENT'])
  })

  it('posts a review saying the final message did not validate, carrying it, and fails with schema_mismatch', async () => {
    const message = 'I looked at it and @ann should fix `load()`.'
    const run = await reviewRun({ message })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('schema_mismatch')
    expect(run.outputs.findings).toBe('[]')
    expect(run.outputs.findings_count).toBe('0')
    const body = String(submitted()[0]?.body)
    expect(body).toContain("The agent's final message is not findings JSON")
    expect(body).toContain('The final message is not JSON and holds no ```json fenced block.')
    // The agent's words, with the mention defused.
    expect(body).toContain('I looked at it and @\u200bann should fix `load()`.')
    expect(run.summary).toContain("The agent's final message is not findings JSON")
  })

  it('on a fork PR (read-only token) writes nothing to the API: annotations and the summary are the review', async () => {
    const run = await reviewRun({ findings: SEVEN, fork: true, inputs: { 'check-run': 'true' } })
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('success')
    // Reads only: GraphQL queries are POSTs (the ledger's reading asks who the token is).
    const query = (r: { route?: string; body: unknown }) =>
      r.route === 'graphql' && !/^\s*mutation\b/.test(String((r.body as { query?: unknown }).query))
    expect(gh.log.filter((r) => r.method !== 'GET' && !query(r))).toEqual([])
    expect(run.prompt).toContain(`Head: ${HEAD}\n`)
    expect(run.prompt).not.toContain('load-b')
    expect(run.stdout).toContain(
      '::warning title=High%3A load() can throw,file=src/app.ts,line=2,endLine=2::Wrap it: `load()` throws on a missing file.'
    )
    expect(run.stdout).toMatch(
      /^::notice title=Low%3A The old default mattered \(base line 2\),file=src\/app.ts::z$/m
    )
    expect(run.summary).toContain('No review was posted: the pull request comes from a fork')
    expect(run.outputs.review_id).toBe('')
    expect(new Set(findingsOf(run).map((f) => f.placement))).toEqual(new Set(['not_posted']))
  })

  it('fails with review_failed when a same-repository review cannot be posted, after the summary, outputs and annotations', async () => {
    gh.fail('createReview', { kind: 'forbidden' })
    const run = await reviewRun({ findings: SEVEN.slice(0, 2) })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('review_failed')
    expect(findingsOf(run).map((f) => f.placement)).toEqual(['not_posted', 'not_posted'])
    expect(run.summary).toContain(
      '⚠️ No review was posted: GitHub did not take it \\(HTTP 403: Resource not accessible by integration'
    )
    expect(run.summary).toContain('the token needs pull-requests: write')
    const annotation = run.stdout.indexOf(
      '::warning title=High%3A load() can throw,file=src/app.ts,line=2'
    )
    const failed = run.stdout.indexOf('::error::The review could not be posted')
    expect(annotation).toBeGreaterThan(-1)
    expect(failed).toBeGreaterThan(annotation)
  })

  it('falls back to log annotations when the check run is refused (403), and stays green', async () => {
    gh.fail('createCheckRun', { kind: 'forbidden' })
    const run = await reviewRun({ findings: SEVEN.slice(0, 1), inputs: { 'check-run': 'true' } })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /::warning::Could not create the check run \(HTTP 403.*`checks: write`/
    )
    expect(run.stdout).toContain('::warning title=High%3A load() can throw,file=src/app.ts,line=2')
    expect(submitted()).toHaveLength(1)
  })

  it('leaves no pending review when cancelled while posting', async () => {
    gh.review.refuse = (c) => (c.line === 3 ? 'refused' : undefined)
    let child: import('node:child_process').ChildProcess | undefined
    gh.review.onCreateReview = async ({ event }) => {
      // A bisection probe (no event): the runner cancels the job now.
      if (event !== undefined || child === undefined) return
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
    expect(gh.review.reviews.filter((r) => r.state === 'PENDING')).toEqual([])
    expect(gh.review.reviews).toEqual([])
    expect(run.summary).toContain(
      'No review was posted: the run was cancelled while the review was being posted.'
    )
  })
})

describe('review mode when things go wrong', () => {
  it('fails with review_failed before the CLI starts when the pull request cannot be read', async () => {
    gh.fail('listFiles', { kind: 'error', status: 502 })
    const run = await reviewRun({ findings: SEVEN })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('review_failed')
    expect(run.argv).toEqual([])
    expect(run.stdout).toMatch(/::error::Could not read the files of pull request #7 \(HTTP 502/)
  })

  it('completes the check run as failed, and posts nothing, when the agent did not finish', async () => {
    // No result event: the run fails with no_result.
    const run = await reviewRun({
      inputs: { 'check-run': 'true' },
      stream: [init, assistant('Half way')]
    })
    expect(run.outputs.failure_reason).toBe('no_result')
    expect(gh.review.checkRuns).toHaveLength(1)
    expect(gh.review.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(run.summary).toContain(
      'No review was posted: the agent did not finish, so there are no findings to post.'
    )
    expect(gh.requests('createReview')).toEqual([])
  })

  it('redacts secrets and defuses mentions in everything it posts', async () => {
    const key = 'key_review_secret_0123456789'
    const run = await reviewRun({
      inputs: { 'api-key': key },
      findings: [
        {
          path: 'src/app.ts',
          line: 2,
          severity: 'high',
          title: `Leaks ${key} to @ann`,
          body: `The key ${key} is logged; ping @org/security.`
        }
      ]
    })
    expect(run.code).toBe(0)
    const review = JSON.stringify(gh.requests('createReview').map((r) => r.body))
    expect(review).not.toContain(key)
    // The mask, escaped as markdown: \*\*\*.
    expect(review).toContain('\\\\*\\\\*\\\\*')
    expect(review).not.toMatch(/@ann|@org/)
    expect(run.outputs.findings).not.toContain(key)
    expect(run.summary).not.toContain(key)
  })
})
