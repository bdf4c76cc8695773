/**
 * The runner's environment read once (src/runner/env.ts): the variables by their names, the
 * tests' knobs as milliseconds, `raw` kept as the same object, and the runner's files named.
 */
import { describe, expect, it } from '@jest/globals'
import { commandFiles, readRunnerEnv, runnerFileNames } from '../../src/runner/env.js'

describe('readRunnerEnv', () => {
  it('reads the variables it names, frozen, and keeps raw as the very object', () => {
    const env: NodeJS.ProcessEnv = {
      GITHUB_REPOSITORY: 'octo/demo',
      GITHUB_WORKSPACE: '/ws',
      GITHUB_TOKEN: 't',
      RUNNER_TEMP: '/tmp/r',
      RUNNER_OS: 'Linux',
      RUNNER_ARCH: 'X64'
    }
    const r = readRunnerEnv(env, { platform: 'linux', arch: 'x64' })
    expect(r).toMatchObject({
      repository: 'octo/demo',
      workspace: '/ws',
      token: 't',
      temp: '/tmp/r'
    })
    expect(r.raw).toBe(env)
    expect(Object.isFrozen(r)).toBe(true)
    expect(Object.isFrozen(r.knobs)).toBe(true)
    // raw is the live environment: what is taken out later is gone for the children too.
    delete env.GITHUB_TOKEN
    expect(r.raw.GITHUB_TOKEN).toBeUndefined()
  })

  it('reads a knob as milliseconds, and unset, empty, zero or not a number as no knob', () => {
    const knobs = (v: string | undefined) =>
      readRunnerEnv({ CURSOR_AGENT_ACTION_HEARTBEAT_MS: v }).knobs.heartbeatMs
    expect(knobs('250')).toBe(250)
    for (const v of [undefined, '', '0', 'soon']) expect([v, knobs(v)]).toEqual([v, undefined])
  })
})

describe('the runner files', () => {
  it('names each file a later step reads, with what for', () => {
    const r = readRunnerEnv({ GITHUB_ENV: '/f/env', GITHUB_EVENT_PATH: '/f/event.json' })
    const files = runnerFileNames(r)
    expect(files.map((f) => f.name)).toEqual([
      'GITHUB_ENV',
      'GITHUB_PATH',
      'GITHUB_OUTPUT',
      'GITHUB_STATE',
      'GITHUB_STEP_SUMMARY',
      'GITHUB_EVENT_PATH'
    ])
    expect(files[0]).toEqual({
      name: 'GITHUB_ENV',
      file: '/f/env',
      purpose: 'environment variables of later steps'
    })
    expect(files[1]?.file).toBeUndefined()
    expect(files[5]?.file).toBe('/f/event.json')
  })

  it('reads the command files as the environment names them now, debug only on "1"', () => {
    expect(
      commandFiles({ GITHUB_OUTPUT: '/o', GITHUB_STEP_SUMMARY: '/s', RUNNER_DEBUG: '1' })
    ).toEqual({
      OUTPUT: '/o',
      STATE: undefined,
      PATH: undefined,
      SUMMARY: '/s',
      debug: true
    })
    expect(commandFiles({ RUNNER_DEBUG: 'true' }).debug).toBe(false)
  })
})
