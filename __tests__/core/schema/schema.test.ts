/**
 * output-schema (src/core/schema/schema.ts, src/core/schema/validator.ts): reading the input (inline or a file,
 * no remote $ref, the declared draft), the prompt that carries the schema, and the final message
 * checked as JSON.
 */
import { describe, expect, it } from '@jest/globals'
import {
  checkStructuredOutput,
  extractJson,
  parseSchemaInput,
  withSchemaInstructions,
  type JsonSchema
} from '../../../src/core/schema/schema.js'
import { compileSchema, MAX_SCHEMA_ERRORS } from '../../../src/core/schema/validator.js'

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
