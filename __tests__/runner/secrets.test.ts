/**
 * takeSecrets (src/runner/secrets.ts): the API key and the token masked first, then taken out
 * of this process's environment under whatever name held them, so no child inherits them.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { takeSecrets } from '../../src/runner/secrets.js'
import { readRunnerEnv } from '../../src/runner/env.js'

let written = ''
const write = process.stdout.write.bind(process.stdout)
const saved = { ...process.env }

beforeEach(() => {
  written = ''
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    written += String(chunk)
    return true
  }) as typeof process.stdout.write
})

afterEach(() => {
  process.stdout.write = write
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k]
  Object.assign(process.env, saved)
})

describe('takeSecrets', () => {
  it('masks the key and the token from the inputs and answers them as inputs', () => {
    process.env['INPUT_API-KEY'] = ' key_input_123 '
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_input_456'
    process.env.INPUT_MODE = 'plan'
    const env: NodeJS.ProcessEnv = {}
    const s = takeSecrets(readRunnerEnv(env))
    expect([s.key, s.token]).toEqual(['key_input_123', 'ghs_input_456'])
    expect(written).toContain('::add-mask::key_input_123')
    expect(written).toContain('::add-mask::ghs_input_456')
    expect(s.input('api-key')).toBe('key_input_123')
    expect(s.input('mode')).toBe('plan')
  })

  it('falls back to CURSOR_API_KEY and GITHUB_TOKEN, and removes every variable holding them', () => {
    const env: NodeJS.ProcessEnv = {
      CURSOR_API_KEY: 'key_env_789',
      GITHUB_TOKEN: 'ghs_env_000',
      COPY_OF_KEY: ' key_env_789 ',
      OTHER: 'kept'
    }
    const s = takeSecrets(readRunnerEnv(env))
    expect([s.key, s.token]).toEqual(['key_env_789', 'ghs_env_000'])
    expect(env).toEqual({ OTHER: 'kept' })
  })

  it('masks nothing and removes nothing when there is no key and no token', () => {
    const env: NodeJS.ProcessEnv = { EMPTY: '', OTHER: 'kept' }
    const s = takeSecrets(readRunnerEnv(env))
    expect([s.key, s.token]).toEqual(['', ''])
    expect(written).not.toContain('add-mask')
    expect(env).toEqual({ EMPTY: '', OTHER: 'kept' })
  })
})
