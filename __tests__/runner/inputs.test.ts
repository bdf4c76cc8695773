/**
 * readSettings (src/runner/inputs.ts): output-schema read from a file with the input named in its
 * error, and the budget inputs.
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import { withSchemaInstructions, type JsonSchema } from '../../src/core/schema/schema.js'
import { compileSchema } from '../../src/core/schema/validator.js'
import { readSettings } from '../../src/runner/inputs.js'
import { cliArgs } from '../../src/core/args.js'
import fs from 'node:fs'
import path from 'node:path'
import { tempDir } from '../support/helpers.js'

const schema: JsonSchema = {
  type: 'object',
  properties: { verdict: { enum: ['approve', 'reject'] }, issues: { type: 'integer' } },
  required: ['verdict', 'issues'],
  additionalProperties: false
}

describe('output-schema input', () => {
  it('is read by readSettings with the input named in the error', () => {
    const ws = tempDir()
    fs.writeFileSync(path.join(ws, 'schema.json'), JSON.stringify(schema))
    const inputs: Record<string, string> = { prompt: 'review', 'output-schema': 'schema.json' }
    const get = (n: string): string => inputs[n] ?? ''
    const s = readSettings(get, readRunnerEnv({ GITHUB_WORKSPACE: ws }), compileSchema)
    expect(s.outputSchema).toEqual(schema)
    const args = cliArgs(s)
    expect(args[args.length - 1]).toBe(withSchemaInstructions('review', schema))
    inputs['output-schema'] = 'nope.json'
    expect(() => readSettings(get, readRunnerEnv({ GITHUB_WORKSPACE: ws }), compileSchema)).toThrow(
      'Input "output-schema": cannot be read as a file: "nope.json" (ENOENT).'
    )
  })
})

describe('the budgets inputs', () => {
  const ws = tempDir()
  const settings = (extra: Record<string, string>): ReturnType<typeof readSettings> =>
    readSettings(
      (n) => ({ prompt: 'x', ...extra })[n] ?? '',
      readRunnerEnv({ GITHUB_WORKSPACE: ws })
    )

  it('default to 0 (off) and read whole numbers', () => {
    expect(settings({})).toMatchObject({ maxToolCalls: 0, maxFailedToolCalls: 0 })
    expect(settings({ 'max-tool-calls': '25', 'max-failed-tool-calls': ' 3 ' })).toMatchObject({
      maxToolCalls: 25,
      maxFailedToolCalls: 3
    })
  })

  it('refuse anything else, naming the input and the value', () => {
    expect(() => settings({ 'max-tool-calls': '2.5', 'max-failed-tool-calls': '-1' })).toThrow(
      'Input "max-tool-calls" must be a whole number (0 = off), got "2.5".\n- Input "max-failed-tool-calls" must be a whole number (0 = off), got "-1".'
    )
  })
})

describe('review-scope and resume', () => {
  const ws = tempDir()
  const settings = (extra: Record<string, string>): ReturnType<typeof readSettings> =>
    readSettings(
      (n) => ({ prompt: 'x', ...extra })[n] ?? '',
      readRunnerEnv({ GITHUB_WORKSPACE: ws, GITHUB_EVENT_NAME: 'pull_request' })
    )

  it('review-scope is auto by default, or full', () => {
    expect(settings({ review: 'true' }).reviewScope).toBe('auto')
    expect(settings({ review: 'true', 'review-scope': 'FULL' }).reviewScope).toBe('full')
    expect(() => settings({ review: 'true', 'review-scope': 'new' })).toThrow(
      'Input "review-scope" must be auto (the commits since the last review, when the branch only moved forward) or full, got "new".'
    )
  })

  it('resume is pr or a session id as the stream writes one', () => {
    expect(settings({ resume: 'pr', review: 'true' }).resume).toBe('pr')
    expect(settings({ resume: 'chat_9:a-b.c' }).resume).toBe('chat_9:a-b.c')
    for (const bad of ['.hidden', '-x', 'a b', 'x'.repeat(129)])
      expect(() => settings({ resume: bad })).toThrow('Input "resume" must be pr')
  })

  it('resume: pr needs a ledger: comment-on-pr or review', () => {
    expect(() => settings({ resume: 'pr' })).toThrow(
      `Input resume: pr needs the pull request's ledger, which the action keeps in its sticky comment and its reviews: turn on "comment-on-pr" or "review".`
    )
    expect(settings({ resume: 'pr', 'comment-on-pr': 'true' }).resume).toBe('pr')
  })
})

describe('cli-download-url over plain HTTP', () => {
  const ws = tempDir()
  const BUILD = '2026.09.02-abc1234'
  const SHA = 'a'.repeat(64)
  const settings = (extra: Record<string, string>): ReturnType<typeof readSettings> =>
    readSettings(
      (n) => ({ prompt: 'x', install: 'true', 'cli-version': BUILD, ...extra })[n] ?? '',
      readRunnerEnv({ GITHUB_WORKSPACE: ws })
    )

  it.each([
    'http://downloads.example.com/lab',
    'http://127.0.0.1.example.com/lab',
    'http://localhost.example.com/lab',
    'http://10.0.0.7:8080/lab',
    'http://[::2]/lab'
  ])('refuses %s without cli-sha256, naming the input, the value and both ways out', (url) => {
    expect(() => settings({ 'cli-download-url': url })).toThrow(
      `Input "cli-download-url" is a plain-HTTP URL, "${url}", and "cli-sha256" is not set: whoever is on the network path could serve the CLI that then runs with the API key. Use an https URL, or set "cli-sha256" to the archive's sha256 so that no other archive runs.`
    )
  })

  it('is listed with the other input problems', () => {
    expect(() =>
      settings({ 'cli-download-url': 'http://mirror.example/lab', 'installer-url': 'ftp://x' })
    ).toThrow(
      /Input "installer-url" must be an http\(s\) URL[^\n]*\n- Input "cli-download-url" is a plain-HTTP URL/
    )
  })

  it.each([
    ['https://downloads.example.com/lab', {}],
    ['http://downloads.example.com/lab', { 'cli-sha256': SHA }],
    ['http://127.0.0.1:8080/lab', {}],
    ['http://127.9.8.7/lab', {}],
    ['http://localhost:3000/lab', {}],
    ['http://[::1]:3000/lab', {}]
  ])('takes %s %j', (url, extra) => {
    expect(settings({ 'cli-download-url': url, ...extra }).cliDownloadUrl).toBe(url)
  })
})
