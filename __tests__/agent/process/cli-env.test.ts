/**
 * childEnv (src/agent/process/cli-env.ts): the CLI's environment keeps no variable that holds the GitHub token,
 * whatever its name, and gets the key only as CURSOR_API_KEY.
 */
import { describe, expect, it } from '@jest/globals'
import { childEnv } from '../../../src/agent/process/cli-env.js'

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
