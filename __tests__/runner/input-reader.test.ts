/**
 * InputReader (src/runner/input-reader.ts): inputs trimmed, action.yml's defaults when empty,
 * and every problem collected (each naming the input and the value) before one error.
 */
import { describe, expect, it } from '@jest/globals'
import { DEFAULTS, InputReader } from '../../src/runner/input-reader.js'
import { InputError } from '../../src/core/errors.js'
import { readRunnerEnv } from '../../src/runner/env.js'

const reader = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}): InputReader =>
  new InputReader((n) => inputs[n] ?? '', readRunnerEnv(env))

function problemsOf(r: InputReader): string[] {
  try {
    r.throwProblems()
    return []
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as InputError).problems
  }
}

describe('InputReader', () => {
  it('trims an input and falls back to the default when it is empty', () => {
    const r = reader({ mode: '  plan ', 'branch-prefix': '   ' })
    expect(r.input('mode')).toBe('plan')
    expect(r.input('branch-prefix')).toBe(DEFAULTS['branch-prefix'])
    expect(r.input('no-such-input')).toBe('')
  })

  it('reads switches in three spellings and refuses anything else', () => {
    const r = reader({ force: 'TRUE', push: 'False', review: 'yes' })
    expect([r.bool('force'), r.bool('push'), r.bool('review')]).toEqual([true, false, false])
    expect(problemsOf(r)).toEqual(['Input "review" must be true or false, got "yes".'])
  })

  it('reads durations as milliseconds and refuses one that would round to nothing', () => {
    const r = reader({
      'timeout-minutes': '1.5',
      'exit-grace-seconds': '.25',
      'progress-seconds': '0.0001',
      'inactivity-timeout-minutes': '-1'
    })
    expect(r.amount('timeout-minutes', 60000)).toBe(90000)
    expect(r.amount('exit-grace-seconds', 1000)).toBe(250)
    expect(r.amount('progress-seconds', 1000)).toBe(0)
    expect(r.amount('inactivity-timeout-minutes', 60000)).toBe(0)
    expect(problemsOf(r)).toEqual([
      'Input "progress-seconds" is "0.0001" seconds, less than a millisecond; use 0 for no limit or at least 0.001.',
      'Input "inactivity-timeout-minutes" must be a number of minutes (0 or more, e.g. 0.5), got "-1".'
    ])
  })

  it('reads counts as whole numbers of at most nine digits', () => {
    const r = reader({ 'max-findings': '007', 'max-pr-runs': '1234567890' })
    expect(r.count('max-findings')).toBe(7)
    expect(r.count('max-pr-runs')).toBe(0)
    expect(problemsOf(r)).toEqual([
      'Input "max-pr-runs" must be a whole number (0 = off), got "1234567890".'
    ])
  })

  it('reads logins comma or space separated, @ optional, lower-cased, bots allowed', () => {
    const r = reader({ users: '@Alice, bob  renovate[bot],-bad-' })
    expect(r.logins('users')).toEqual(['alice', 'bob', 'renovate[bot]', '-bad-'])
    expect(problemsOf(r)).toEqual(['Input "users" holds an invalid GitHub login: "-bad-".'])
  })

  it('lists the problems of inputs with rules of their own before the value problems', () => {
    const r = reader({ force: 'maybe' })
    r.bool('force')
    r.problems.push('Input "mode" is first.')
    expect(problemsOf(r)).toEqual([
      'Input "mode" is first.',
      'Input "force" must be true or false, got "maybe".'
    ])
  })

  it('takes relative paths from the workspace, or the current folder without one', () => {
    expect(reader({}, { GITHUB_WORKSPACE: '/ws' }).workspace).toBe('/ws')
    expect(reader({}, { GITHUB_WORKSPACE: '' }).workspace).toBe(process.cwd())
  })
})
