/**
 * The pull request's ledger on review runs without a sticky comment (issue 25 §1, §2): the
 * record rides in the body of the review the action posts, and the next review run reads it
 * back from the reviews (every page) before its CLI starts, caps included. `node dist/index.js`
 * against the loopback GitHub; run `npm run bundle` first.
 */
import { describe, expect, it } from '@jest/globals'
import { decodeLedger } from '../../src/core/ledger/stored.js'
import { keyHash } from '../../src/render/marker.js'
import { assistant, init, result } from '../support/helpers.js'
import { answer, gh, HEAD, PR, reviewRun } from '../support/review-fixture.js'

const KEY = keyHash('CI/review/null')
const usage = { inputTokens: 5000, outputTokens: 300, cacheReadTokens: 0, cacheWriteTokens: 0 }

function review(runId: string, inputs: Record<string, string> = {}) {
  const message = answer([])
  return reviewRun({
    inputs,
    env: { GITHUB_RUN_ID: runId },
    stream: [init, assistant(message), result(message, { usage })]
  })
}

/** The ledgers in the action's reviews on the pull request, oldest review first. */
function reviewLedgers() {
  return gh.review.reviews
    .filter((r) => r.pull === PR && r.user.login === gh.tokenUser.login)
    .map((r) => decodeLedger(r.body, KEY))
}

describe('the ledger in review bodies', () => {
  it('is written into the review, read back by the next run, and caps it', async () => {
    const first = await review('42', { 'max-pr-runs': '1' })
    expect(first.outputs.conclusion).toBe('success')
    expect(first.outputs.pr_runs).toBe('1')
    const [read] = reviewLedgers()
    if (read?.kind !== 'ledger') throw new Error('no ledger in the review')
    expect(read.ledger.runs).toMatchObject([
      { runId: '42', head: HEAD, reviewed: true, usage, started: true, conclusion: 'success' }
    ])
    expect(first.summary).toContain(
      'So far: 1 run (1 automatic), 5,000 input and 300 output tokens'
    )

    const capped = await review('43', { 'max-pr-runs': '1' })
    expect(capped.code).toBe(0)
    expect(capped.argv).toEqual([])
    expect(capped.outputs.conclusion).toBe('skipped')
    expect(capped.stdout).toMatch(/::notice::Not run: 1 automatic run has started the agent/)
    expect(reviewLedgers()).toHaveLength(1)

    const raised = await review('44', { 'max-pr-runs': '2' })
    expect(raised.outputs.conclusion).toBe('success')
    expect(raised.outputs.pr_runs).toBe('2')
    expect(JSON.parse(raised.outputs.pr_usage ?? '')).toEqual({
      inputTokens: 10_000,
      outputTokens: 600,
      cacheReadTokens: 0,
      cacheWriteTokens: 0
    })
    const last = reviewLedgers().at(-1)
    if (last?.kind !== 'ledger') throw new Error('no ledger in the second review')
    expect(last.ledger.runs.map((r) => r.runId)).toEqual(['42', '44'])
  })
})
