/**
 * Failed runs say why, through dist/index.js (issue 27 §4): the fake CLI's stderr and exit code
 * give `auth`, `usage_limit`, `model_unavailable` and `workspace_missing` with their fix in the
 * summary and the log; a call the permissions blocked is counted and explained.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  result,
  runAction,
  shell,
  streamFile,
  tempDir,
  user
} from '../support/helpers.js'
import { AUTH, CWD_GONE, denied, MODEL, PLAN, USAGE } from '../support/cli-words.js'

const KEY = 'key_reasons_test_0123456789abcdef'

describe('a shell call ended by permissionDenied', () => {
  it('in a run that reports success: green, counted in failed_tool_calls, the reason and the fix in the summary and the log', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('c1', 'npm test', denied('npm test')),
          assistant('I could not run the tests.'),
          result('I could not run the tests.')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.tool_calls).toBe('1')
    expect(run.outputs.failed_tool_calls).toBe('1')
    expect(run.summary).toContain('Command blocked by permissions configuration')
    expect(run.summary).toContain("1 shell command was blocked by the CLI's permissions")
    expect(run.stdout).toContain("💡 1 shell command was blocked by the CLI's permissions")
    expect(run.stdout).toContain('Command blocked by permissions configuration')
  })
})

describe('failed runs say why, through dist/index.js', () => {
  it.each([
    [
      'auth, no api-key: set it',
      AUTH,
      '1',
      '',
      'auth',
      'The CLI is not authenticated. Set `api-key'
    ],
    [
      'auth, with api-key: the key was refused, and how to check it',
      AUTH,
      '1',
      KEY,
      'auth',
      'The CLI refused the API key it was given: the key is expired, revoked, or belongs to another account.'
    ],
    [
      'usage_limit',
      USAGE,
      '1',
      KEY,
      'usage_limit',
      'The Cursor account has hit its usage limit. Cursor'
    ],
    [
      'model_unavailable: a bad id',
      MODEL,
      '1',
      KEY,
      'model_unavailable',
      'The model id was not accepted.'
    ],
    [
      'model_unavailable: a free plan',
      PLAN,
      '1',
      KEY,
      'model_unavailable',
      "The account's plan can use only the `auto` model"
    ],
    [
      'workspace_missing: the CLI lost its working directory',
      CWD_GONE,
      '1',
      KEY,
      'workspace_missing',
      'The directory the CLI runs in was not there'
    ],
    ['exit_code for the rest', 'Segmentation fault', '139', KEY, 'exit_code', '']
  ])('%s', async (_name, stderr, exit, key, reason, fix) => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': key },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, user]),
        FAKE_CURSOR_STDERR: stderr,
        FAKE_CURSOR_EXIT: exit
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe(reason)
    expect(run.outputs.exit_code).toBe(exit)
    // The status line names the reason; the fix is in the summary and in the log.
    expect(run.summary).toContain(`(\`${reason}\`)`)
    if (fix !== '') {
      expect(run.summary).toContain(fix)
      expect(run.stdout).toContain(`💡 ${fix}`)
    }
    expect(run.stdout).toContain(`❌ Cursor Agent failed (${reason})`)
    // The key never shows, whatever the hint says about it.
    // (but in the mask command that hides it from the log).
    const shown = run.stdout.replace(/^::add-mask::.*$/m, '') + run.summary
    if (key !== '') expect(shown).not.toContain(key)
  })

  it('auth with api-key set: the status line says the key was refused, not "set api-key"', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile([]), FAKE_CURSOR_STDERR: AUTH, FAKE_CURSOR_EXIT: '1' }
    })
    const status = run.summary.split('\n')[0] ?? ''
    expect(status).toContain('the API key was refused (expired, revoked or another account)')
    expect(run.summary).not.toContain('Set `api-key')
    expect(run.summary).toContain('cursor.com/dashboard → Integrations → API Keys')
    expect(run.summary).toContain('cursor-agent status')
  })

  it('agent_error becomes usage_limit when the error result says so', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result(USAGE, { is_error: true })]) }
    })
    expect(run.outputs.failure_reason).toBe('usage_limit')
    expect(run.outputs.exit_code).toBe('0')
  })

  it('a valid result followed by exit 1 stays exit_code, whatever stderr says', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, assistant('done'), result('done')]),
        FAKE_CURSOR_STDERR: USAGE,
        FAKE_CURSOR_EXIT: '1'
      }
    })
    expect(run.outputs.failure_reason).toBe('exit_code')
    expect(run.summary).toContain('known intermittent CLI issue')
  })

  it('workspace_missing when the agent removed the directory it runs in', async () => {
    const workspace = path.join(tempDir(), 'gone')
    fs.mkdirSync(workspace)
    const rm = Buffer.from(`rm -rf '${workspace}'`).toString('base64')
    const run = await runAction({
      inputs: { prompt: 'x' },
      workspace,
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, user, `@fake sh ${rm}`]),
        FAKE_CURSOR_EXIT: '1'
      }
    })
    expect(fs.existsSync(workspace)).toBe(false)
    expect(run.outputs.failure_reason).toBe('workspace_missing')
    expect(run.summary).toContain('The directory the agent was to run in is missing.')
  })
})
