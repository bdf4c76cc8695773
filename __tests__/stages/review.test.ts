/**
 * Review mode as a stage (src/stages/review.ts), in-process: a RunContext built as main.ts
 * builds it, a FakePort for the runner, and the loopback GitHub of review-fixture.ts (pull
 * request #7, started for every test) on 127.0.0.1; no `dist/index.js`, no child process.
 * startReview reads the pull request and builds the prompt; finish posts the review from a real
 * report's final message and keeps the outcome; close completes the check run or annotates.
 * The posting (github/posting.ts) carries out the plan of core/review/plan.ts in order: pending
 * reviews read and ours deleted, earlier runs' threads and comments read, the review created,
 * its comments' links read, the outdated threads resolved.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { ReasonedError } from '../../src/core/errors.js'
import { foldText } from '../../src/core/stream/report.js'
import { decide, reviewVerdict } from '../../src/core/verdict/verdict.js'
import { Repos } from '../../src/git/git.js'
import { startReview } from '../../src/stages/review.js'
import { assistant, init, result } from '../support/helpers.js'
import {
  answer,
  APP,
  BASE,
  gh,
  HEAD,
  payload,
  PR,
  SEVEN,
  submitted
} from '../support/review-fixture.js'
import { runContext, type ContextOptions } from '../support/run-context.js'

/** The stage started on a pull_request event of #7 (or `event`), with these inputs. */
function start(
  o: { event?: string; fork?: boolean; inputs?: Record<string, string>; focus?: string } & Pick<
    ContextOptions,
    'signal'
  > = {}
) {
  const event = o.event ?? 'pull_request'
  const built = runContext({
    inputs: {
      'github-token': gh.token,
      review: 'true',
      mode: 'ask',
      'comment-key': 'CI/review/null',
      ...o.inputs
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: event },
    payload: payload(event, { fork: o.fork }),
    signal: o.signal
  })
  const { ctx } = built
  return { ...built, stage: startReview(ctx, o.focus ?? '', {}, new Repos()) }
}

/** The report of a run whose final message is `message` (folded from a stream, as a run's is). */
function reportOf(message: string) {
  return foldText(
    [init, assistant(message), result(message)].map((e) => JSON.stringify(e)).join('\n') + '\n'
  )
}

const writes = () => gh.log.filter((r) => r.method !== 'GET')
/** The agent's exit 1 without a result: the run failed before any findings. */
const failed = decide({ kind: 'exited', exitCode: 1, signal: null }, undefined)

describe('startReview', () => {
  it('builds the prompt from the pull request, its files and diff, and the focus', async () => {
    const { stage } = start({ focus: 'Mind the error handling.' })
    const review = await stage
    expect(review.prompt).toMatch(/^Review the changes of this pull request/)
    expect(review.prompt).toContain('## Focus from the team\n\nMind the error handling.')
    expect(review.prompt).toContain(`Pull request: #${String(PR)}`)
    expect(review.prompt).toContain(`Base: main at ${BASE}`)
    expect(review.prompt).toContain(`Head: ${HEAD} (branch load-b)`)
    expect(review.prompt).toContain(
      '- assets/logo.png (added, +0 -0, no diff shown: binary or too large)'
    )
    expect(review.prompt).toContain('diff --git a/src/app.ts b/src/app.ts\n@@ -1,3 +1,4 @@')
    expect(review.prompt).toContain('"urn:cursor-agent-action:findings:v1"')
    expect(review.target).toMatchObject({
      pr: { owner: 'octo', repo: 'demo', number: PR },
      headSha: HEAD,
      readOnly: false
    })
    expect([...review.target.files.keys()]).toEqual(['src/app.ts', 'assets/logo.png'])
    // The payload names the head: only the files are read, nothing is written yet.
    expect(gh.log.map((r) => r.route)).toEqual(['listFiles'])
    expect(review.outcome).toBeUndefined()
  })

  it('leaves out a fork’s branch name and marks the target read-only', async () => {
    const review = await start({ fork: true }).stage
    expect(review.prompt).toContain(`Head: ${HEAD}\n`)
    expect(review.prompt).not.toContain('load-b')
    expect(review.target.readOnly).toBe(true)
  })

  it('puts a diff too large to inline in a file of its own under RUNNER_TEMP', async () => {
    const patch = [
      '@@ -1,1 +1,4000 @@',
      ...Array.from({ length: 4000 }, (_, i) => `+line ${String(i)} ${'x'.repeat(20)}`)
    ].join('\n')
    gh.review.setPull(PR, {
      files: [{ filename: 'big.txt', status: 'added', additions: 4000, deletions: 0, patch }],
      commits: [HEAD]
    })
    const { stage, ctx } = start()
    const review = await stage
    const temp = ctx.env.temp ?? ''
    const files = fs.readdirSync(temp).filter((f) => /^cursor-review-.*\.diff$/.test(f))
    expect(files).toHaveLength(1)
    const file = path.join(temp, files[0] ?? '')
    expect(review.prompt).toContain(file)
    expect(review.prompt).not.toContain('+line 3999')
    expect(fs.readFileSync(file, 'utf8')).toContain(`+line 3999 ${'x'.repeat(20)}`)
  })

  it('opens the check run in progress when check-run is on, and says where', async () => {
    const { stage, port } = start({ inputs: { 'check-run': 'true' } })
    await stage
    expect(gh.review.checkRuns).toHaveLength(1)
    expect(gh.review.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: null })
    expect(port.lines().some((l) => l.startsWith('Check run "Cursor Agent review": '))).toBe(true)
  })

  it('refuses an event that is not about a pull request, and an empty token, before any API call', async () => {
    // readSettings refuses review mode on a push; the stage refuses it again on its own.
    const { ctx } = runContext({
      inputs: { prompt: 'x' },
      env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'push' },
      payload: payload('push', {})
    })
    await expect(
      startReview(
        {
          ...{ env: ctx.env, event: ctx.event, github: ctx.github, redact: ctx.redact },
          ...{ book: ctx.book, say: ctx.say, signals: ctx.signals, port: ctx.port },
          settings: { ...ctx.settings, review: true, githubToken: gh.token }
        },
        '',
        {},
        new Repos()
      )
    ).rejects.toThrow('Input "review" is true, but this push event is not about a pull request.')
    await expect(start({ inputs: { 'github-token': '' } }).stage).rejects.toThrow(
      'Input "github-token" is empty: a review reads the pull request\'s diff'
    )
    expect(gh.log).toEqual([])
  })

  it('fails with review_failed when the files cannot be read', async () => {
    gh.fail('listFiles', { kind: 'error', status: 502 })
    const error = await start().stage.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ReasonedError)
    expect((error as ReasonedError).reason).toBe('review_failed')
    expect((error as Error).message).toMatch(
      /^Could not read the files of pull request #7 \(HTTP 502/
    )
  })
})

describe('finish and close', () => {
  it('post one review at the head from the final message, keep the outcome, and complete the check run', async () => {
    const { stage, port } = start({ inputs: { 'check-run': 'true' } })
    const review = await stage
    await review.finish(reportOf(answer(SEVEN)))
    const reviews = submitted()
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ commit_id: HEAD, event: 'COMMENT' })
    const comments = (reviews[0]?.comments ?? []) as Record<string, unknown>[]
    expect(comments.map((c) => [c.path, c.line, c.side])).toEqual([
      ['src/app.ts', 2, 'RIGHT'],
      ['src/app.ts', 3, 'RIGHT'],
      ['src/app.ts', 2, 'LEFT']
    ])
    const outcome = review.outcome
    const stored = gh.review.reviews.find((r) => r.state === 'COMMENTED')
    expect(outcome?.review?.id).toBe(stored?.id)
    expect(outcome?.findings.map((f) => f.placement)).toEqual([
      'inline',
      'inline',
      'body',
      'body',
      'inline',
      'body',
      'body'
    ])
    expect(outcome?.checkRunUrl).toMatch(/./)
    const verdict = reviewVerdict(outcome ?? ({} as never))
    expect(verdict.conclusion).toBe('success')
    await review.close(verdict)
    expect(gh.review.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' })
    expect(gh.review.checkRuns[0]?.annotations).toHaveLength(7)
    // The review and the check run carry the findings: none as workflow commands.
    expect(port.annotations()).toEqual([])
  })

  it('close after a failed run: the check run completed as failed, nothing posted, once', async () => {
    const { stage } = start({ inputs: { 'check-run': 'true' } })
    const review = await stage
    await review.close(failed)
    await review.close(failed)
    expect(review.outcome).toMatchObject({
      findings: [],
      notPosted: 'the agent did not finish, so there are no findings to post.'
    })
    expect(gh.review.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(gh.requests('updateCheckRun')).toHaveLength(1)
    expect(gh.requests('createReview')).toEqual([])
  })

  it('close after a cancelled run says so', async () => {
    const review = await start({ signal: 'SIGTERM' }).stage
    await review.close(decide({ kind: 'cancelled', signal: 'SIGTERM' }, undefined))
    expect(review.outcome?.notPosted).toBe('the run was cancelled.')
    expect(writes()).toEqual([])
  })

  it('on a fork: nothing written to GitHub, the findings annotated through the runner port', async () => {
    const { stage, port } = start({ fork: true, inputs: { 'check-run': 'true' } })
    const review = await stage
    await review.finish(reportOf(answer(SEVEN)))
    await review.close(reviewVerdict(review.outcome ?? ({} as never)))
    expect(writes()).toEqual([])
    expect(review.outcome?.review).toBeUndefined()
    expect(review.outcome?.notPosted).toMatch(/fork/)
    const annotations = port.annotations()
    expect(annotations).toHaveLength(7)
    expect(annotations[0]).toMatchObject({
      level: 'warning',
      file: 'src/app.ts',
      line: 2,
      title: 'High: load() can throw'
    })
  })

  it('a review GitHub refuses: the outcome fails the review, the findings are annotated', async () => {
    gh.fail('createReview', { kind: 'forbidden' })
    const { stage, port } = start()
    const review = await stage
    await review.finish(reportOf(answer(SEVEN.slice(0, 2))))
    const outcome = review.outcome ?? ({} as never)
    expect(outcome).toMatchObject({ failed: true })
    expect(reviewVerdict(outcome)).toMatchObject({ conclusion: 'failure', reason: 'review_failed' })
    await review.close(reviewVerdict(outcome))
    expect(port.annotations().map((a) => a.title)).toEqual([
      'High: load() can throw',
      'Medium: c depends on b'
    ])
  })

  it('a final message that is not findings: schema_mismatch, and a review saying so', async () => {
    const review = await start().stage
    await review.finish(reportOf('Looks good to me.'))
    const outcome = review.outcome ?? ({} as never)
    expect(outcome.mismatch?.length).toBeGreaterThan(0)
    expect(reviewVerdict(outcome)).toMatchObject({ reason: 'schema_mismatch' })
    expect(submitted()).toHaveLength(1)
  })
})

describe('the plan carried out', () => {
  const A = SEVEN[0]
  const B = {
    path: 'src/app.ts',
    line: 22,
    severity: 'low' as const,
    title: 'stop(true) is odd',
    body: 'Why true?'
  }
  const C = { path: 'src/app.ts', line: 3, severity: 'low' as const, title: 'c', body: 'Drop it.' }

  /** The route of each request, a GraphQL one as `query` or `mutation`. */
  const routes = () =>
    gh.log.map((r) =>
      r.route === 'graphql'
        ? `graphql ${/^\s*mutation/.test((r.body as { query: string }).query) ? 'mutation' : 'query'}`
        : (r.route ?? r.path)
    )

  it('in order: pending reviews read and ours deleted, earlier threads read, the review posted, linked, outdated threads resolved, read back', async () => {
    if (A === undefined) throw new Error('SEVEN')
    const first = await start().stage
    await first.finish(reportOf(answer([A, C])))
    const ours = gh.review.comments.filter((c) => c.user.login === gh.tokenUser.login)
    expect(ours).toHaveLength(2)
    // C was fixed (its thread outdated, as after a push); an earlier run's probe is left pending.
    gh.review.push(PR, {
      head: HEAD,
      files: [APP],
      outdated: (c) => c.id === ours[1]?.id
    })
    const left = gh.review.addReview(PR, gh.tokenUser, { body: 'probe' })
    gh.log.length = 0
    const second = await start().stage
    await second.finish(reportOf(answer([A, B])))
    expect(routes()).toEqual([
      'listFiles',
      'listReviews',
      'deleteReview',
      'graphql query',
      'listReviewComments',
      'createReview',
      'listCommentsForReview',
      'graphql mutation',
      // The review read back: it exists at the head, with its inline comments.
      'getReview',
      'listCommentsForReview'
    ])
    expect(gh.requests('deleteReview').map((r) => r.path)).toEqual([
      `/repos/octo/demo/pulls/${String(PR)}/reviews/${String(left.id)}`
    ])
    const outcome = second.outcome
    expect(outcome?.findings.map((f) => [f.title, f.placement])).toEqual([
      [A.title, 'duplicate'],
      [B.title, 'inline']
    ])
    // The duplicate links to A's thread, B to the comment just posted.
    expect(outcome?.findings[0]?.url).toMatch(new RegExp(`#discussion_r${String(ours[0]?.id)}$`))
    const posted = gh.review.comments.at(-1)
    expect(posted?.line).toBe(22)
    expect(outcome?.findings[1]?.url).toMatch(new RegExp(`#discussion_r${String(posted?.id)}$`))
    expect(outcome?.resolved).toBe(1)
    const threadOf = (id: number | undefined) => gh.review.threads.find((t) => t.comments[0] === id)
    expect(threadOf(ours[1]?.id)?.resolved).toBe(true)
    expect(threadOf(ours[0]?.id)?.resolved).toBe(false)
    expect(submitted().at(-1)?.comments).toHaveLength(1)
  })

  it('moves a comment GitHub refuses to the body with its reason, posts the rest, and links it', async () => {
    if (A === undefined) throw new Error('SEVEN')
    gh.review.refuse = (c) => (c.line === 3 ? 'Line could not be resolved' : undefined)
    const review = await start().stage
    await review.finish(reportOf(answer([A, C])))
    const outcome = review.outcome
    expect(outcome?.findings.map((f) => [f.title, f.placement, f.why])).toEqual([
      [A.title, 'inline', undefined],
      [C.title, 'body', 'GitHub refused the comment: Line could not be resolved']
    ])
    expect(outcome?.findings[0]?.url).toMatch(/#discussion_r\d+$/)
    const [posted] = submitted().slice(-1)
    expect((posted?.comments as { line: number }[]).map((c) => c.line)).toEqual([2])
    expect(String(posted?.body)).toContain('Line could not be resolved')
    // The probes that found it were deleted: only the review is left.
    expect(gh.review.reviews.map((r) => r.state)).toEqual(['COMMENTED'])
  })
})
