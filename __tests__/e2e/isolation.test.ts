/**
 * What the CLI's environment holds, end to end: the runner's command files, the inputs and the
 * GitHub token never reach the agent; the key reaches it only as CURSOR_API_KEY; a run without a
 * key is warned about.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { init, result, runAction, streamFile, tempDir } from '../support/helpers.js'

const KEY = 'key_isolation_0123456789abcdef0123'
const TOKEN = 'ghs_isolation0123456789abcdefABCDEF0123'

describe("the CLI's environment", () => {
  it('holds no runner command file, no input and no token, and the key only as CURSOR_API_KEY', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const files = ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STATE']
    const env: Record<string, string> = {}
    for (const name of files) {
      env[name] = path.join(dir, name.toLowerCase())
      fs.writeFileSync(env[name] ?? '', '')
    }
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY, 'github-token': TOKEN },
      env: {
        ...env,
        GITHUB_TOKEN: TOKEN,
        GH_TOKEN: TOKEN,
        OTHER_NAME: TOKEN,
        KEEP_ME: 'yes',
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_ARGV_FILE: argvFile
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    const seen = (
      JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { fullEnv: Record<string, string> }
    ).fullEnv
    for (const name of [...files, 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY'])
      expect(seen).not.toHaveProperty([name])
    expect(Object.keys(seen).filter((k) => k.startsWith('INPUT_'))).toEqual([])
    expect(Object.values(seen)).not.toContain(TOKEN)
    expect(JSON.stringify(seen)).not.toContain(TOKEN)
    expect(seen.CURSOR_API_KEY).toBe(KEY)
    expect(Object.entries(seen).filter(([, v]) => v === KEY)).toEqual([['CURSOR_API_KEY', KEY]])
    expect(seen.KEEP_ME).toBe('yes')
  })

  it('warns at start when no API key is set at all, and not when one is', async () => {
    const none = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(none.stdout).toMatch(/^::warning::No Cursor API key: set `api-key:/m)
    const withKey = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(withKey.stdout).not.toContain('No Cursor API key')
  })
})
