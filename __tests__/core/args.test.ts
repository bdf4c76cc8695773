/**
 * cliArgs (src/core/args.ts): the CLI's command line from the settings, the flags each input
 * asks for and the prompt last, never readable as a flag.
 */
import { describe, expect, it } from '@jest/globals'
import { cliArgs } from '../../src/core/args.js'
import { withSchemaInstructions, type JsonSchema } from '../../src/core/schema/schema.js'
import type { Settings } from '../../src/core/settings.js'
import { readSettings } from '../../src/runner/inputs.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { tempDir } from '../support/helpers.js'

const ws = tempDir()
const settings = (inputs: Record<string, string>): Settings =>
  readSettings(
    (n) => ({ prompt: 'fix it', trust: 'false', ...inputs })[n] ?? '',
    readRunnerEnv({ GITHUB_WORKSPACE: ws })
  )

describe('cliArgs', () => {
  it('asks for print mode and the stream, with the prompt as the last argument', () => {
    expect(cliArgs(settings({}))).toEqual(['-p', '--output-format', 'stream-json', 'fix it'])
  })

  it('passes the model, a mode other than agent, and the extra arguments before the prompt', () => {
    const args = cliArgs(settings({ model: 'gpt-5', mode: 'plan', 'extra-args': '--verbose' }))
    expect(args.slice(3)).toEqual(['--model', 'gpt-5', '--mode', 'plan', '--verbose', 'fix it'])
  })

  it('passes --force and --trust only when their inputs are true', () => {
    expect(cliArgs(settings({ force: 'true', trust: 'true' })).slice(3, 5)).toEqual([
      '--force',
      '--trust'
    ])
    expect(cliArgs(settings({ force: 'false' }))).not.toContain('--force')
  })

  it('puts a resumed session id in one argument, so it cannot be read as a flag', () => {
    const s: Settings = { ...settings({}), resume: '--force' }
    expect(cliArgs(s)).toContain('--resume=--force')
    expect(cliArgs(s)).not.toContain('--force')
  })

  it('puts a prompt that starts with "-" after the end-of-options marker', () => {
    const args = cliArgs(settings({ prompt: '--help me' }))
    expect(args.slice(-2)).toEqual(['--', '--help me'])
    expect(cliArgs(settings({})).includes('--')).toBe(false)
  })

  it('adds the schema instructions to the prompt when an output schema is set', () => {
    const schema: JsonSchema = { type: 'object', properties: { ok: { type: 'boolean' } } }
    const s: Settings = { ...settings({}), outputSchema: schema }
    expect(cliArgs(s).at(-1)).toBe(withSchemaInstructions('fix it', schema))
  })
})
