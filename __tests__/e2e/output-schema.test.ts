/**
 * output-schema end to end: `node dist/index.js` as a runner starts it, the schema in the prompt,
 * structured_output from the final message, schema_mismatch with the validator's messages.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  result,
  runAction,
  STREAMS,
  streamFile,
  tempDir,
  user
} from '../support/helpers.js'
import { manifestOf } from '../support/manifest.js'

const SCHEMA = {
  type: 'object',
  properties: { verdict: { enum: ['approve', 'reject'] }, issues: { type: 'integer' } },
  required: ['verdict', 'issues'],
  additionalProperties: false
}

describe('output-schema', () => {
  it('puts the schema in the prompt and sets structured_output from a JSON final message', async () => {
    const argvFile = path.join(tempDir(), 'argv.json')
    const reply = '{"verdict": "reject", "issues": 3}'
    const run = await runAction({
      inputs: { prompt: 'Review it.', 'output-schema': JSON.stringify(SCHEMA) },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, user, assistant(reply), result(reply)]),
        FAKE_CURSOR_ARGV_FILE: argvFile
      }
    })
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.structured_output).toBe('{"verdict":"reject","issues":3}')
    const { argv } = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[] }
    const prompt = argv[argv.length - 1] ?? ''
    expect(prompt.startsWith('Review it.\n\n')).toBe(true)
    expect(prompt).toContain(JSON.stringify(SCHEMA, null, 2))
    const m = manifestOf(run)
    expect(m.structuredOutput).toEqual({ valid: true, value: { verdict: 'reject', issues: 3 } })
  })

  it('accepts a fenced ```json block, with the schema read from a workspace file', async () => {
    const workspace = path.join(tempDir(), 'ws')
    fs.mkdirSync(path.join(workspace, '.github'), { recursive: true })
    fs.writeFileSync(path.join(workspace, '.github', 'review.schema.json'), JSON.stringify(SCHEMA))
    const run = await runAction({
      workspace,
      inputs: { prompt: 'Review it.', 'output-schema': '.github/review.schema.json' },
      env: { FAKE_CURSOR_STREAM: path.join(STREAMS, 'structured-fenced.ndjson') }
    })
    expect(run.code).toBe(0)
    expect(run.outputs.failure_reason).toBe('')
    expect(run.outputs.structured_output).toBe('{"verdict":"approve","issues":0}')
  })

  it("fails with schema_mismatch and the validator's messages when the JSON does not match", async () => {
    const reply = 'Done:\n```json\n{"verdict": "maybe", "issues": 1, "note": "x"}\n```'
    const run = await runAction({
      inputs: { prompt: 'Review it.', 'output-schema': JSON.stringify(SCHEMA) },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant(reply), result(reply)]) }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('schema_mismatch')
    expect(run.outputs.structured_output).toBe('')
    // The run's own outputs are still there.
    expect(run.outputs.final_message).toBe(reply)
    const errors = [
      '(root) must NOT have additional properties ("note")',
      '/verdict must be equal to one of the allowed values ("approve", "reject")'
    ]
    expect(run.summary).toContain('schema_mismatch')
    for (const e of errors) expect(run.stdout).toContain(e)
    expect(run.summary).toContain('does not match output-schema')
    const m = manifestOf(run)
    expect(m.structuredOutput).toEqual({ valid: false, errors })
    expect(m.verdict).toMatchObject({ conclusion: 'failure', failureReason: 'schema_mismatch' })
  })

  it('does not check the schema of a run that failed anyway', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'output-schema': JSON.stringify(SCHEMA) },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant('not json')]) }
    })
    expect(run.outputs.failure_reason).toBe('no_result')
    expect(run.outputs.structured_output).toBe('')
  })

  it('refuses a bad schema before starting the CLI, naming the input (and still writes the manifest)', async () => {
    const argvFile = path.join(tempDir(), 'argv.json')
    const run = await runAction({
      inputs: { prompt: 'x', 'output-schema': '{"type": "objekt"}' },
      env: { FAKE_CURSOR_STREAM: streamFile([init]), FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toMatch(
      /::error::Input "output-schema": the inline schema is not a usable JSON Schema: .*type/
    )
    expect(fs.existsSync(argvFile)).toBe(false)
    const m = manifestOf(run)
    expect(m.verdict).toMatchObject({ failureReason: 'invalid_input' })
    expect(m.calls).toEqual([])
  })
})
