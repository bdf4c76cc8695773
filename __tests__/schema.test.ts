import { describe, expect, it } from '@jest/globals'
import { readRunnerEnv } from '../src/runner/env.js'
import {
  checkStructuredOutput,
  extractJson,
  parseSchemaInput,
  withSchemaInstructions,
  type JsonSchema
} from '../src/core/schema.js'
import { compileSchema, MAX_SCHEMA_ERRORS } from '../src/core/validator.js'
import { readSettings } from '../src/runner/inputs.js'
import { cliArgs } from '../src/core/args.js'
import fs from 'node:fs'
import path from 'node:path'
import { tempDir } from './helpers.js'

const schema: JsonSchema = {
  type: 'object',
  properties: { verdict: { enum: ['approve', 'reject'] }, issues: { type: 'integer' } },
  required: ['verdict', 'issues'],
  additionalProperties: false
}

const noFile = (p: string): string => {
  throw Object.assign(new Error(`no ${p}`), { code: 'ENOENT' })
}

describe('output-schema input', () => {
  it('accepts an inline schema', () => {
    expect(parseSchemaInput(JSON.stringify(schema), noFile, compileSchema)).toEqual({ schema })
  })

  it('reads a schema from a file', () => {
    const read = parseSchemaInput(
      'schemas/out.json',
      (p) => {
        expect(p).toBe('schemas/out.json')
        return JSON.stringify(schema)
      },
      compileSchema
    )
    expect(read).toEqual({ schema })
  })

  it('says why a schema is unusable', () => {
    expect(parseSchemaInput('{"type": "object",', noFile, compileSchema)).toEqual({
      problem: expect.stringContaining('the inline schema is not JSON') as unknown
    })
    expect(parseSchemaInput('missing.json', noFile, compileSchema)).toEqual({
      problem: 'cannot be read as a file: "missing.json" (ENOENT)'
    })
    expect(parseSchemaInput('x.json', () => '[1]', compileSchema)).toEqual({
      problem: 'the file "x.json" must be a JSON object (a JSON Schema)'
    })
    const typo = parseSchemaInput('{"type": "strin"}', noFile, compileSchema)
    expect('problem' in typo && typo.problem).toMatch(/not a usable JSON Schema: .*type/)
  })

  it('never fetches a remote $ref: it is an input error', () => {
    const remote = parseSchemaInput(
      '{"$ref": "https://example.com/schema.json"}',
      noFile,
      compileSchema
    )
    expect('problem' in remote && remote.problem).toMatch(/can't resolve reference/)
  })

  it('ignores unknown keywords (strict off) and honours the declared draft', () => {
    expect(
      'schema' in
        parseSchemaInput('{"type":"object","propertyOrdering":["a"]}', noFile, compileSchema)
    ).toBe(true)
    const s2020: JsonSchema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      prefixItems: [{ type: 'string' }],
      items: false
    }
    expect(checkStructuredOutput('["a"]', s2020, compileSchema)).toEqual({
      ok: true,
      json: '["a"]'
    })
    expect(checkStructuredOutput('["a", 1]', s2020, compileSchema).ok).toBe(false)
  })

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

describe('the prompt with the schema', () => {
  it('keeps the task first and shows the schema in a json block', () => {
    const p = withSchemaInstructions('Review the PR.\n', schema)
    expect(p.startsWith('Review the PR.\n\n')).toBe(true)
    expect(p).toContain('```json\n' + JSON.stringify(schema, null, 2) + '\n```')
    // The schema the agent reads is the one that is checked.
    const block = extractJson(p.slice(p.indexOf('```json')))
    expect(block).toEqual({ value: schema })
  })
})

describe('the final message as JSON', () => {
  it('takes the whole message when it is JSON', () => {
    expect(
      checkStructuredOutput(' {"verdict":"approve","issues":0}\n', schema, compileSchema)
    ).toEqual({
      ok: true,
      json: '{"verdict":"approve","issues":0}'
    })
  })

  it('takes the last ```json block, with longer fences and tildes', () => {
    const msg = [
      'Here is an example:',
      '```json',
      '{"verdict":"reject","issues":"many"}',
      '```',
      'And the answer:',
      '````JSON',
      '{ "verdict": "approve",',
      '  "issues": 2 }',
      '````',
      'Done.'
    ].join('\n')
    expect(checkStructuredOutput(msg, schema, compileSchema)).toEqual({
      ok: true,
      json: '{"verdict":"approve","issues":2}'
    })
    expect(extractJson('~~~json\n[1, 2]\n~~~')).toEqual({ value: [1, 2] })
  })

  it('ignores an unclosed block and a fence with another language', () => {
    expect(extractJson('```json\n{"a":1}\n')).toEqual({
      problem: 'The final message is not JSON and holds no ```json fenced block.'
    })
    expect(extractJson('```ts\n{"a":1}\n```')).toMatchObject({ problem: expect.any(String) })
  })

  it("returns the validator's messages", () => {
    const check = checkStructuredOutput(
      '{"verdict":"maybe","issues":1.5,"extra":true}',
      schema,
      compileSchema
    )
    expect(check).toEqual({
      ok: false,
      errors: [
        '(root) must NOT have additional properties ("extra")',
        '/verdict must be equal to one of the allowed values ("approve", "reject")',
        '/issues must be integer'
      ]
    })
    expect(checkStructuredOutput('{}', schema, compileSchema)).toEqual({
      ok: false,
      errors: [
        "(root) must have required property 'verdict'",
        "(root) must have required property 'issues'"
      ]
    })
  })

  it('says when there is no JSON at all, or it is broken', () => {
    expect(checkStructuredOutput('', schema, compileSchema)).toEqual({
      ok: false,
      errors: ['The final message is empty; it must be JSON.']
    })
    const broken = checkStructuredOutput('```json\n{"verdict":\n```', schema, compileSchema)
    expect(!broken.ok && broken.errors[0]).toMatch(/^The last ```json block .* not valid JSON/)
  })

  it('keeps at most MAX_SCHEMA_ERRORS messages', () => {
    const many = JSON.stringify(Array.from({ length: 100 }, () => 'x'))
    const check = checkStructuredOutput(
      many,
      { type: 'array', items: { type: 'integer' } },
      compileSchema
    )
    expect(!check.ok && check.errors.length).toBe(MAX_SCHEMA_ERRORS + 1)
    expect(!check.ok && check.errors[MAX_SCHEMA_ERRORS]).toBe('… and 80 more')
  })
})

describe('the schema section of the summary', () => {
  it('lists the messages as code, whatever property names the agent chose', async () => {
    const { schemaSection } = await import('../src/render/schema-section.js')
    const { markupOnly } = await import('./wellformed.js')
    const check = checkStructuredOutput(
      JSON.stringify({ verdict: 'approve', issues: 1, '``</details><img src=x>\n# h': 1 }),
      schema,
      compileSchema
    )
    expect(check.ok).toBe(false)
    const md = schemaSection(check)
    expect(md).toContain('#### Structured output does not match `output-schema`')
    // Every message is one list item holding one code span (so `<img` stays text).
    const items = md.split('\n').filter((l) => l.startsWith('- '))
    expect(items).toHaveLength(1)
    for (const item of items) expect(item).toMatch(/^- (`+)[^`].*<img.*[^`]\1$/)
    expect(md).not.toMatch(/^# h/m)
    expect(markupOnly(md)).not.toMatch(/<\/?details|<img/)
    expect(schemaSection({ ok: true, json: '{}' })).toContain('matches')
    expect(schemaSection(undefined)).toBe('')
  })
})
