/**
 * The caps per pull request as inputs (src/runner/ledger-inputs.ts, through readSettings):
 * whole numbers, 0 for no cap, and an input error when there is nowhere to keep the ledger
 * (neither comment-on-pr nor review), for `resume: pr` too.
 */
import { describe, expect, it } from '@jest/globals'
import { readSettings } from '../../src/runner/inputs.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { tempDir } from '../support/helpers.js'

const env = readRunnerEnv({ GITHUB_WORKSPACE: tempDir(), GITHUB_EVENT_NAME: 'pull_request' })
const read = (inputs: Record<string, string>) =>
  readSettings((n) => ({ prompt: 'go', ...inputs })[n] ?? '', env)

describe('max-pr-runs and max-pr-tokens', () => {
  it('default to 0 (no cap) and take whole numbers', () => {
    expect(read({})).toMatchObject({ maxPrRuns: 0, maxPrTokens: 0 })
    const s = read({ 'comment-on-pr': 'true', 'max-pr-runs': '3', 'max-pr-tokens': '5000000000' })
    expect(s).toMatchObject({ maxPrRuns: 3, maxPrTokens: 5_000_000_000 })
  })

  it.each(['-1', '1.5', 'ten', '1e6', '0x10'])(
    'refuses %s, naming the input and the value',
    (v) => {
      expect(() => read({ 'comment-on-pr': 'true', 'max-pr-runs': v })).toThrow(
        `Input "max-pr-runs" must be a whole number of runs (0 = no cap), got "${v}".`
      )
      expect(() => read({ review: 'true', mode: 'ask', 'max-pr-tokens': v })).toThrow(
        `Input "max-pr-tokens" must be a whole number of tokens (0 = no cap), got "${v}".`
      )
    }
  )

  it('needs comment-on-pr or review: the ledger lives there', () => {
    expect(() => read({ 'max-pr-runs': '2' })).toThrow(
      `Input "max-pr-runs" needs the pull request's ledger, which the action keeps in its sticky comment and its reviews: turn on "comment-on-pr" or "review".`
    )
    expect(() => read({ 'max-pr-tokens': '9', resume: 'pr' })).toThrow(
      `Inputs "max-pr-tokens" and resume: pr need the pull request's ledger`
    )
    expect(read({ review: 'true', mode: 'ask', 'max-pr-runs': '2' }).maxPrRuns).toBe(2)
    expect(read({ 'trigger-phrase': '@cursor', 'max-pr-runs': '2' }).maxPrRuns).toBe(2)
  })
})
