/**
 * The deliverable checked, end to end: `node dist/index.js` as a runner starts it against the
 * loopback GitHub. A review whose read-back is missing, and an answer GitHub refuses every
 * retry, fail the step with `deliverable_missing` (the findings and the answer still in the
 * outputs and the summary); a transient fault on the last write is retried into one review or
 * one comment, and the step stays green; an agent that failed keeps its own reason.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { assistant, init, result } from '../support/helpers.js'
import type { GitHubServer } from '../support/github-server.js'
import { botRun, MARKER, prGitHub } from '../support/bot-run.js'
import { findingsOf, gh, reviewRun, submitted, type F } from '../support/review-fixture.js'

const HIGH: F = {
  path: 'src/app.ts',
  line: 2,
  severity: 'high',
  title: 'load() can throw',
  body: 'Guard it.'
}
const FAST = { CURSOR_AGENT_ACTION_GITHUB_RETRY_MS: '10' }

describe('a review, read back after posting', () => {
  it('that GitHub does not show fails with deliverable_missing; the findings stay in the outputs', async () => {
    gh.review.readBack = 'hidden'
    const run = await reviewRun({ findings: [HIGH] })
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('deliverable_missing')
    expect(run.code).toBe(1)
    expect(submitted()).toHaveLength(1)
    expect(findingsOf(run).map((f) => f.title)).toEqual(['load() can throw'])
    expect(run.summary).toMatch(/the review \d+ on .*7: GitHub answered that it does not exist/)
    expect(run.summary).toContain('load() can throw')
  })

  it('whose inline comments GitHub does not show fails with deliverable_missing', async () => {
    gh.review.readBack = 'no-comments'
    const run = await reviewRun({ findings: [HIGH] })
    expect(run.outputs.failure_reason).toBe('deliverable_missing')
    expect(run.summary).toContain('it was posted with 1 inline comment, and GitHub shows 0')
  })

  it('posted again after a 502, and found after a 502 that stored it: one review, green', async () => {
    gh.fail('createReview', { kind: 'error', times: 1 })
    gh.fail('createReview', { kind: 'error-after-store', times: 1 })
    const run = await reviewRun({ findings: [HIGH] })
    expect(run.outputs.failure_reason ?? '').toBe('')
    expect(run.outputs.conclusion).toBe('success')
    const reviews = gh.review.reviews.filter((r) => r.state !== 'PENDING')
    expect(reviews).toHaveLength(1)
    expect(run.outputs.review_id).toBe(String(reviews[0]?.id))
  })
})

describe("the bot's answer", () => {
  let bot: GitHubServer
  afterEach(async () => {
    await bot.stop()
  })
  const ours = () => bot.commentsOn(7).filter((c) => MARKER.test(c.body))

  it('that GitHub refuses every retry fails with deliverable_missing; the answer is in the outputs and summary', async () => {
    bot = await prGitHub({ roles: { mia: 'maintain' } })
    bot.fail('createComment', { kind: 'error' })
    bot.fail('updateComment', { kind: 'error' })
    const run = await botRun(bot, { env: FAST })
    expect(ours()).toHaveLength(0)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('deliverable_missing')
    expect(run.outputs.final_message).toBe('Done: the test passes now.')
    expect(run.summary).toContain('Done: the test passes now.')
    expect(run.summary).toMatch(/the answer in the pull request's or issue's comment.*HTTP 502/)
    // Every try looked for the comment first, and made it again only when none was there.
    expect(bot.requests('createComment').length).toBeGreaterThanOrEqual(4)
  })

  it('after a 502, and a 502 that stored it: one comment with the answer, green', async () => {
    bot = await prGitHub({ roles: { mia: 'maintain' } })
    // The "working" comment fails; the answer's first create fails, its second is stored and answered 502.
    bot.fail('createComment', { kind: 'error', times: 2 })
    bot.fail('createComment', { kind: 'error-after-store', times: 1 })
    const run = await botRun(bot, { env: FAST })
    expect(run.outputs.conclusion).toBe('success')
    const mine = ours()
    expect(mine).toHaveLength(1)
    expect(mine[0]?.body).toContain('Done: the test passes now.')
    expect(mine[0]?.body).toMatch(/<!-- cursor-agent-action:[0-9a-f]{20} answer 42-1 -->/)
    expect(run.outputs.comment_id).toBe(String(mine[0]?.id))
  })

  it("keeps the agent's own failure reason when the answer is missing too", async () => {
    bot = await prGitHub({ roles: { mia: 'maintain' } })
    bot.fail('createComment', { kind: 'error' })
    bot.fail('updateComment', { kind: 'error' })
    const failed = result('It broke.', { is_error: true, subtype: 'error' })
    const run = await botRun(bot, {
      env: FAST,
      stream: [init, assistant('It broke.'), failed]
    })
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('agent_error')
    expect(run.summary).toContain("the answer in the pull request's or issue's comment")
  })
})
