/**
 * Issue 27 §4: stream shapes and failure reasons found in real runs. A shell call ended by the
 * CLI's permissions (`permissionDenied`) is a failed call with its fix; a failed run says why as
 * data (`auth`, `usage_limit`, `model_unavailable`, `workspace_missing`) with the fix in the
 * summary and the log, and `exit_code` stays for the rest. Through dist/index.js with the fake
 * CLI's stderr and exit code, and in the core.
 */
import { describe, expect, it } from '@jest/globals'
import { causeOf } from '../../src/core/causes.js'
import { decide, refine } from '../../src/core/verdict.js'
const AUTH =
  "Error: Authentication required. Run 'agent login', pass --api-key/--auth-token, or set CURSOR_API_KEY/CURSOR_AUTH_TOKEN."
const USAGE =
  "ActionRequiredError: You've hit your usage limit. Usage will reset when your monthly cycle ends."
const MODEL = 'Cannot use this model: gpt-9. Available models: auto, gpt-5, sonnet-4'
const PLAN =
  'ActionRequiredError: Named models unavailable Free plans can only use Auto. Switch to Auto or upgrade plans to continue.'
const CWD_GONE =
  'Error: ENOENT: no such file or directory, uv_cwd\n    at process.wrappedCwd (node:internal/bootstrap/switches/does_own_process_state:142:28)'

describe('the cause in the CLI’s words', () => {
  it.each([
    [AUTH, 'auth'],
    ['Error: not logged in', 'auth'],
    ['401 Unauthorized', 'auth'],
    [USAGE, 'usage_limit'],
    [MODEL, 'model_unavailable'],
    [PLAN, 'model_unavailable'],
    [CWD_GONE, 'workspace_missing'],
    ['Error: workspace directory does not exist: /nope', 'workspace_missing'],
    ['Error: connection reset', undefined],
    ['', undefined]
  ])('%s → %s', (text, cause) => {
    expect(causeOf(text)).toBe(cause)
  })

  it('refines exit_code, agent_error, no_result; never a valid result, a timeout or a cancel', () => {
    const exited = (code: number) => ({ kind: 'exited' as const, exitCode: code, signal: null })
    const ok = { subtype: 'success', isError: false, text: 'done' }
    const bad = { subtype: 'success', isError: true, text: USAGE }
    const reason = (v: ReturnType<typeof decide>, o: Parameters<typeof refine>[1]) =>
      refine(v, o).reason
    expect(reason(decide(exited(1), undefined), { stderr: AUTH })).toBe('auth')
    expect(reason(decide(exited(0), undefined), { stderr: USAGE })).toBe('usage_limit')
    expect(reason(decide(exited(0), bad), { result: bad })).toBe('usage_limit')
    expect(reason(decide(exited(1), undefined), { stderr: 'boom' })).toBe('exit_code')
    // The known quirk: the work was done, the exit code is the CLI's.
    expect(reason(decide(exited(1), ok), { stderr: AUTH, result: ok })).toBe('exit_code')
    expect(reason(decide({ kind: 'timeout', minutes: 1 }, undefined), { stderr: AUTH })).toBe(
      'timeout'
    )
    expect(
      reason(decide({ kind: 'cancelled', signal: 'SIGTERM' }, undefined), {
        workspaceMissing: true
      })
    ).toBe('cancelled')
    // A spawn in a directory that is gone: ENOENT, as if the CLI were missing.
    expect(
      reason(decide({ kind: 'spawn_error', message: 'spawn x ENOENT' }, undefined), {
        workspaceMissing: true
      })
    ).toBe('workspace_missing')
    expect(
      reason(decide({ kind: 'spawn_error', message: 'spawn x ENOENT' }, undefined), {
        stderr: AUTH
      })
    ).toBe('spawn_error')
    // The sentence keeps how the CLI ended, after the cause.
    expect(refine(decide(exited(1), undefined), { stderr: USAGE }).message).toBe(
      'The Cursor account has hit its usage limit. The CLI exited with code 1; no result event arrived.'
    )
  })
})
