/**
 * The publish action's inputs (src/runner/publish-inputs.ts): `bundle` resolved in the workspace,
 * `min-agreement` a whole number from 1 to 32, the token from the input or the runner's, the
 * main action's readers for the inputs they share, and every problem listed in one error, each
 * naming the input and the value.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { InputError } from '../../src/core/errors.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { readPublishSettings } from '../../src/runner/publish-inputs.js'

const WORKSPACE = '/home/runner/work/repo/repo'

function read(inputs: Record<string, string>, vars: Record<string, string> = {}) {
  const env = readRunnerEnv({ GITHUB_WORKSPACE: WORKSPACE, ...vars })
  return readPublishSettings((n) => inputs[n] ?? '', env)
}

/** The problems of the one InputError reading these inputs throws. */
function problems(inputs: Record<string, string>, vars: Record<string, string> = {}): string[] {
  try {
    read(inputs, vars)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as InputError).problems
  }
  throw new Error('no input error')
}

const OK = { bundle: 'bundles', 'github-token': 'ghs_token' }

describe('readPublishSettings', () => {
  it('resolves the bundle folder in the workspace and takes one reviewer by default', () => {
    const s = read(OK)
    expect(s.bundle).toBe(path.join(WORKSPACE, 'bundles'))
    expect(s.minAgreement).toBe(1)
    expect(s.githubToken).toBe('ghs_token')
    expect(read({ ...OK, bundle: '/tmp/all' }).bundle).toBe('/tmp/all')
  })

  it('reads the inputs it shares with the main action by the main action’s rules', () => {
    const s = read({
      ...OK,
      'fail-on': 'HIGH',
      'check-run': 'true',
      push: 'true',
      'branch-prefix': 'bot/',
      'trigger-phrase': '  @cursor  ',
      'allowed-users': 'alice, Bob'
    })
    expect(s.failOn).toBe('high')
    expect(s.checkRun).toBe(true)
    expect(s.push).toBe(true)
    expect(s.branchPrefix).toBe('bot/')
    expect(s.triggerPhrase).toBe('@cursor')
    expect(s.allowedUsers).toEqual(['alice', 'bob'])
  })

  it('takes the runner’s token when the input is empty', () => {
    expect(read({ bundle: 'b' }, { GITHUB_TOKEN: 'ghs_runner' }).githubToken).toBe('ghs_runner')
  })

  it('takes min-agreement from 1 to 32 and names any other value', () => {
    expect(read({ ...OK, 'min-agreement': '2' }).minAgreement).toBe(2)
    expect(read({ ...OK, 'min-agreement': '32' }).minAgreement).toBe(32)
    for (const bad of ['0', '33', '1.5', 'two', '-1', '100']) {
      const [p, ...rest] = problems({ ...OK, 'min-agreement': bad })
      expect(rest).toEqual([])
      expect(p).toMatch(/^Input "min-agreement" must be a whole number from 1 to 32 /)
      expect(p).toContain(`got "${bad}"`)
    }
  })

  it('lists every problem together: an empty bundle, no token, a bad fail-on', () => {
    const found = problems({ 'min-agreement': '0', 'fail-on': 'sometimes' })
    expect(found.map((p) => /^Input "([a-z-]+)"/.exec(p)?.[1]).sort()).toEqual(
      ['bundle', 'fail-on', 'github-token', 'min-agreement'].sort()
    )
    expect(found.find((p) => p.startsWith('Input "bundle"'))).toContain('download-artifact')
  })
})
