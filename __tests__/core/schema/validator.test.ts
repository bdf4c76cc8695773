/**
 * compileSchema (src/core/schema/validator.ts): a value's problems as `<path> <message>`, the
 * draft the schema declares, our own uniqueItems, and schemas it refuses with a reason.
 */
import { describe, expect, it } from '@jest/globals'
import { compileSchema, MAX_SCHEMA_ERRORS } from '../../../src/core/schema/validator.js'
import type { JsonSchema } from '../../../src/core/schema/schema.js'

describe('compileSchema: the check', () => {
  it('answers [] for a valid value and each problem with its path', () => {
    const check = compileSchema({
      type: 'object',
      properties: { verdict: { enum: ['ok', 'no'] }, n: { type: 'integer' } },
      required: ['verdict'],
      additionalProperties: false
    })
    expect(check({ verdict: 'ok', n: 2 })).toEqual([])
    expect(check({ verdict: 'maybe', n: 1.5, extra: 1 })).toEqual([
      '(root) must NOT have additional properties ("extra")',
      '/verdict must be equal to one of the allowed values ("ok", "no")',
      '/n must be integer'
    ])
  })

  it('keeps at most MAX_SCHEMA_ERRORS messages and counts the rest', () => {
    const check = compileSchema({ type: 'array', items: { type: 'string' } })
    const errors = check(Array.from({ length: MAX_SCHEMA_ERRORS + 5 }, (_, i) => i))
    expect(errors).toHaveLength(MAX_SCHEMA_ERRORS + 1)
    expect(errors.at(-1)).toBe('… and 5 more')
  })

  it('compares items as JSON values for uniqueItems: key order aside, types kept', () => {
    const check = compileSchema({ type: 'array', uniqueItems: true })
    expect(
      check([
        { a: 1, b: 2 },
        { b: 2, a: 1 }
      ])
    ).toEqual(['(root) must NOT have duplicate items (items ## 1 and 0 are identical)'])
    expect(check([1, '1', [1], { a: 1 }])).toEqual([])
    expect(compileSchema({ type: 'array', uniqueItems: false })([1, 1])).toEqual([])
  })
})

describe('compileSchema: the schema', () => {
  it('ignores keywords it does not know and honours the declared draft', () => {
    expect(compileSchema({ type: 'string', propertyOrdering: ['a'], 'x-note': 1 })('s')).toEqual([])
    // dependentRequired is a 2019-09 keyword: draft-07 (no $schema) does not know it.
    const dependent = { type: 'object', dependentRequired: { a: ['b'] } }
    expect(compileSchema(dependent)({ a: 1 })).toEqual([])
    const draft2019 = { $schema: 'https://json-schema.org/draft/2019-09/schema', ...dependent }
    expect(compileSchema(draft2019)({ a: 1 })).toEqual([
      '(root) must have property b when property a is present'
    ])
    const tuple = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      prefixItems: [{ type: 'number' }],
      items: false
    }
    expect(compileSchema(tuple)([1])).toEqual([])
    expect(compileSchema(tuple)([1, 2])).not.toEqual([])
  })

  it('does not check formats (a hint without the formats plugin)', () => {
    expect(compileSchema({ type: 'string', format: 'email' })('not an email')).toEqual([])
  })

  it('refuses a schema that is not JSON Schema, a remote $ref and an async schema', () => {
    expect(() => compileSchema({ type: 'strin' })).toThrow(/type/)
    expect(() => compileSchema({ $ref: 'https://example.com/s.json' })).toThrow(/example\.com/)
    // The type says `$async?: false`; a schema read from JSON says what it likes.
    const async = { $async: true, type: 'object' } as unknown as JsonSchema
    expect(() => compileSchema(async)).toThrow('it is an async schema ("$async": true)')
  })
})
