/**
 * What the CLI's environment holds, and what the action keeps in its own: the runner's command
 * files, the inputs and the GitHub token never reach the agent; the key reaches it only as
 * CURSOR_API_KEY; the action drops both secrets from its own environment once read.
 */
import { describe, expect, it } from '@jest/globals'
import { childEnv } from '../../src/agent/env.js'

const KEY = 'key_isolation_0123456789abcdef0123'
const TOKEN = 'ghs_isolation0123456789abcdefABCDEF0123'

describe("the CLI's environment", () => {
  it('childEnv drops every variable that holds the token, whatever its name', () => {
    const out = childEnv(
      { A: TOKEN, B: ` ${TOKEN} `, GITHUB_ENV: '/x', INPUT_PROMPT: 'p', C: 'c' },
      KEY,
      TOKEN
    )
    expect(out).toEqual({ C: 'c', CURSOR_API_KEY: KEY })
  })
})
