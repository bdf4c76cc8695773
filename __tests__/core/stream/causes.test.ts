/**
 * Why a run failed, in the CLI's own words (src/core/stream/causes.ts, issue 27 §4): `auth`, `usage_limit`,
 * `model_unavailable`, `workspace_missing` refine exit_code, agent_error and no_result, never a
 * valid result, a timeout or a cancel.
 */
import { describe, expect, it } from '@jest/globals'
import { causeOf } from '../../../src/core/stream/causes.js'
import { decide, refine } from '../../../src/core/verdict/verdict.js'
import { AUTH, CWD_GONE, MODEL, PLAN, USAGE } from '../../support/cli-words.js'

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
