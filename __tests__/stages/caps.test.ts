/**
 * The ledger and its caps as a stage (src/stages/caps.ts), in-process on the loopback GitHub of
 * review-fixture.ts: a run without a pull request keeps no ledger and goes on; a cap reached
 * stops the run before anything is paid for, green and `skipped`, with its `::notice`.
 */
import { describe, expect, it } from '@jest/globals'
import { addRun, emptyLedger } from '../../src/core/ledger/ledger.js'
import { encodeLedger } from '../../src/core/ledger/stored.js'
import { keyHash, markerFor } from '../../src/render/marker.js'
import { checkLedger } from '../../src/stages/caps.js'
import type { RunRecord } from '../../src/stages/record.js'
import { gh, HEAD, payload, PR } from '../support/review-fixture.js'
import { runContext } from '../support/run-context.js'

function capsRun(event: string, inputs: Record<string, string> = {}) {
  const built = runContext({
    inputs: { 'github-token': gh.token, prompt: 'x', 'comment-on-pr': 'true', ...inputs },
    env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: event },
    payload: payload(event, {})
  })
  let record: RunRecord = { observers: [] }
  const keep = (part: Partial<RunRecord>) => (record = { ...record, ...part })
  return { ...built, check: () => checkLedger(built.ctx, undefined, keep), kept: () => record }
}

describe('checkLedger', () => {
  it('keeps no ledger and lets a run without a pull request go on, asking GitHub nothing', async () => {
    const c = capsRun('push')
    expect(await c.check()).toBeUndefined()
    expect(c.kept().ledger).toBeUndefined()
    expect(gh.log).toEqual([])
  })

  it('stops a run whose pull request reached max-pr-runs: skipped, with a notice', async () => {
    const run = {
      runId: '5',
      attempt: '1',
      at: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      event: 'pull_request' as const,
      head: HEAD,
      reviewed: false,
      usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
      durationMs: 10,
      conclusion: 'success' as const,
      trigger: false,
      started: true
    }
    const ledger = addRun(emptyLedger(keyHash('k')), run)
    gh.addComment(PR, `${markerFor('k')}\n\n${encodeLedger(ledger)}`, gh.tokenUser)
    const c = capsRun('pull_request', { 'max-pr-runs': '1', 'comment-key': 'k' })
    const verdict = await c.check()
    expect(verdict).toMatchObject({ conclusion: 'skipped', skip: 'max-pr-runs' })
    expect(c.kept().ledger?.read).toBeDefined()
    expect(c.port.calls.filter((p) => p.method === 'notice')).toHaveLength(1)
  })
})
