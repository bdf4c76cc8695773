/**
 * The run context's GitHub part (src/stages/context.ts `github`, src/github/access.ts), in-process
 * on the loopback GitHub of review-fixture.ts: one client for the whole run, made on first use,
 * and the pull request read once, so that the bot's prompt, the ledger, the review and the
 * checkout all see the same head, even when the pull request moves on while the stages run.
 */
import { describe, expect, it } from '@jest/globals'
import { Repos } from '../../src/git/git.js'
import { cancelledRun } from '../../src/stages/context.js'
import { openLedger } from '../../src/stages/ledger.js'
import { startGate } from '../../src/stages/gate.js'
import { startReview } from '../../src/stages/review.js'
import { gh, HEAD, payload, PR } from '../support/review-fixture.js'
import { runContext } from '../support/run-context.js'

/** The RunContext of an `@cursor review please` comment on #7 by mia, with a review asked for. */
function commentRun(env: Record<string, string> = {}) {
  return runContext({
    inputs: {
      'github-token': gh.token,
      'trigger-phrase': '@cursor',
      review: 'true',
      mode: 'ask',
      'comment-key': 'CI/review/null'
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'issue_comment', ...env },
    payload: payload('issue_comment', {})
  })
}

describe("the run context's GitHub", () => {
  it('reads the pull request once: the gate, the ledger, the review and the checkout see one head', async () => {
    const { ctx, github } = commentRun()
    const { bot } = await startGate(ctx)
    if (bot.kind !== 'on') throw new Error(`the gate said ${bot.kind}`)
    // A push to the pull request after the gate read it: no later stage reads a new head.
    const pull = gh.pulls.get(PR)
    if (pull === undefined) throw new Error('no pull request #7')
    gh.pulls.set(PR, { ...pull, head: { ...pull.head, sha: 'd'.repeat(40) } })
    const ledger = await openLedger(ctx, bot)
    const review = await startReview(ctx, bot.prompt ?? '', { read: ledger?.read }, new Repos())
    const pr = await github.pullContext({ ...ctx.settings, push: true })
    expect(gh.requests('getPull')).toHaveLength(1)
    expect(bot.prompt).toContain('Head branch: load-b')
    expect(review.target.headSha).toBe(HEAD)
    expect(pr.pull?.headSha).toBe(HEAD)
  })

  it('makes one client, on first use, and none for a run that asks nothing of GitHub', async () => {
    const { ctx } = commentRun()
    const first = ctx.github.client()
    expect(ctx.github.client()).toBe(first)
    expect(await first).toBe(await ctx.github.client())
    // A push event: the facts of no pull request, and not one request.
    const push = runContext({
      inputs: { 'github-token': gh.token, prompt: 'x', push: 'true' },
      env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'push' },
      payload: payload('push', {})
    })
    expect(await push.github.pullContext(push.ctx.settings)).toMatchObject({
      unknown: undefined
    })
    expect(gh.log).toEqual([])
  })

  it('hands every stage the same failed read: the review says why, the checkout does not push', async () => {
    gh.fail('getPull', { kind: 'error', status: 404 })
    const { ctx, port, github } = commentRun()
    const { bot } = await startGate(ctx)
    if (bot.kind !== 'on') throw new Error(`the gate said ${bot.kind}`)
    await expect(startReview(ctx, bot.prompt ?? '', {}, new Repos())).rejects.toThrow(
      /^Could not read pull request #7 \(HTTP 404/
    )
    const pr = await github.pullContext({ ...ctx.settings, push: true })
    expect(pr.unknown).toMatch(/could not be read \(the API said: HTTP 404/)
    expect(gh.requests('getPull')).toHaveLength(1)
    expect(port.warnings().join('\n')).toContain('Could not read pull request #7 from the API')
  })
})

describe('the run context, made once', () => {
  it("takes the settings once, and the prompt the agent runs once: the input's until then", () => {
    const { ctx } = runContext({ inputs: { prompt: 'the input' } })
    expect(ctx.prompt).toBe('the input')
    expect(() => ctx.useSettings(ctx.settings)).toThrow('The settings are set once.')
    ctx.aim('the review around the input')
    expect(ctx.prompt).toBe('the review around the input')
    // The settings are the input's still: never re-made to carry the prompt.
    expect(ctx.settings.prompt).toBe('the input')
    expect(() => ctx.aim('another')).toThrow("The run's prompt is set once.")
  })

  it('says the run is cancelled once the runner signalled, and not before', () => {
    expect(cancelledRun(runContext({ inputs: { prompt: 'x' } }).ctx)).toBeUndefined()
    const signalled = runContext({ inputs: { prompt: 'x' }, signal: 'SIGTERM' }).ctx
    expect(cancelledRun(signalled)).toMatchObject({ conclusion: 'cancelled' })
  })
})
