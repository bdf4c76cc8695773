/**
 * output-schema against a crafted schema or value (issue 18, items 14 and 15, and the red team
 * after them): no async schema, patterns in linear time (the engine agrees with RegExp), and
 * checks a crafted value can make slow or break are judged at once.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { assistant, init, result, runAction, streamFile } from '../support/helpers.js'
import { compileSchema } from '../../src/core/schema/validator.js'
import type { JsonSchema } from '../../src/core/schema/schema.js'
import { linearRegExp } from '../../src/core/schema/pattern.js'

function schemaRun(schema: object, final: string, timeoutMs = 30_000) {
  return runAction({
    inputs: { prompt: 'x', 'output-schema': JSON.stringify(schema) },
    env: { FAKE_CURSOR_STREAM: streamFile([init, assistant(final), result(final)]) },
    timeoutMs
  })
}

describe('an async schema (issue 18, item 14)', () => {
  it('is an input error naming the input: ajv would return a Promise and enforce nothing', async () => {
    const schema = { $async: true, type: 'object', required: ['ok'] }
    const run = await schemaRun(schema, '{"not": "what the schema says"}')
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain('Input "output-schema"')
    expect(run.stdout).toContain('"$async": true')
    expect(run.outputs.structured_output ?? '').toBe('')
  })

  it('is refused by the validator itself, whoever compiles it', () => {
    // The type says `$async?: false`: JSON from a file says what it likes.
    const async = (schema: object) => () => compileSchema(schema as JsonSchema)
    expect(async({ $async: true, type: 'string' })).toThrow('"$async": true')
    expect(
      async({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $async: true,
        type: 'string'
      })
    ).toThrow('"$async": true')
  })
})

describe('a backtracking pattern (issue 18, item 15)', () => {
  const schema = {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^(a+)+$' } },
    required: ['id']
  }

  it('with a crafted 40-character value: judged at once, a schema mismatch', async () => {
    // A backtracking engine takes minutes on such a value (188 s measured on 41 characters, and
    // exponential in the length): the run would hang past every timeout (it did: 30 s, killed).
    // `^(a+)+$` does not match "aaa…a!" (the "!" is no "a"), so the verdict is schema_mismatch.
    const crafted = JSON.stringify({ id: 'a'.repeat(39) + '!' })
    const run = await schemaRun(schema, crafted)
    expect(run.ms).toBeLessThan(15_000)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('schema_mismatch')
    expect(run.stdout).toContain('/id must match pattern "^(a+)+$"')
  })

  it('a value that matches passes: the pattern is still enforced', async () => {
    const run = await schemaRun(schema, JSON.stringify({ id: 'a'.repeat(40) }))
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.structured_output).toBe(JSON.stringify({ id: 'a'.repeat(40) }))
  })

  it('checks patternProperties and propertyNames with the same engine', () => {
    const check = compileSchema({
      type: 'object',
      propertyNames: { pattern: '^(x+)+$' },
      patternProperties: { '^(a|a)+$': { type: 'number' } }
    })
    // CPU time (the machine may be busy): RegExp took 188 s here, the linear engine 29 ms; the
    // bound is generous (a busy machine) and still tells the two apart by three orders.
    const started = process.cpuUsage()
    expect(check({ ['x'.repeat(40) + '!']: 1 })).not.toEqual([])
    expect(check({ ['a'.repeat(40)]: 'not a number', xx: 1 })).not.toEqual([])
    expect(check({ xxx: 1 })).toEqual([])
    const used = process.cpuUsage(started)
    expect((used.user + used.system) / 1000).toBeLessThan(20_000)
  })

  it('a pattern with no linear-time match (lookahead, backreference) is an input error', async () => {
    const run = await schemaRun({ type: 'string', pattern: '^(?=.*\\d)(\\w)\\1$' }, '"x"')
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain('Input "output-schema"')
    expect(run.stdout).toContain('lookahead')
    for (const [pattern, why] of [
      ['(?!x)', 'lookahead'],
      ['(a)\\1', 'backreference'],
      ['(?<n>a)\\k<n>', 'backreference'],
      ['\\p{scx=Latin}', 'the property scx is not supported'],
      ['^.{1,5000}$', 'RE2 counts to 1000 at most: for a length, say minLength or maxLength'],
      ['(?<=(a))b', 'pattern "(?<=(a))b" cannot be used']
    ])
      expect(() => compileSchema({ type: 'string', pattern })).toThrow(why)
  })
})

describe('other checks a crafted value makes slow or breaks (red team of item 15)', () => {
  it('uniqueItems over 30,000 objects: judged at once (ajv compares every pair: 11 s for 20,000)', async () => {
    const items = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${String(i)}` }))
    const start = Date.now()
    const run = await schemaRun(
      { type: 'array', uniqueItems: true },
      JSON.stringify([...items, items[7]])
    )
    expect(Date.now() - start).toBeLessThan(15_000)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('schema_mismatch')
    expect(run.summary).toContain(
      'must NOT have duplicate items (items ## 30000 and 7 are identical)'
    )
  })

  it("uniqueItems keeps JSON Schema's equality: key order does not matter, types do", () => {
    const check = compileSchema({ type: 'array', uniqueItems: true })
    expect(
      check([
        { a: 1, b: [2] },
        { b: [2], a: 1 }
      ])
    ).toHaveLength(1)
    expect(check(['1', 1, [1], { 1: 1 }, null, false, 0])).toEqual([])
    expect(check([0, -0])).toHaveLength(1)
    expect(
      compileSchema({ properties: { x: { uniqueItems: true } } })({ x: 'not an array' })
    ).toEqual([])
  })

  it('a value nested 300,000 deep is a schema mismatch, not a crash', async () => {
    const deep = '['.repeat(300_000) + ']'.repeat(300_000)
    const run = await schemaRun(
      { type: 'array', items: { type: 'array' }, uniqueItems: true },
      deep,
      60_000
    )
    expect(run.outputs.failure_reason).toBe('schema_mismatch')
    expect(run.summary).toContain('nested too deeply')
  })
})

describe('the linear-time engine agrees with RegExp', () => {
  const patterns = [
    '^[a-z]+$',
    '^\\d{3}-\\d{4}$',
    'a.c',
    '^.$',
    '^\\s+$',
    '^\\S+$',
    '[\\s\\d]',
    '[^\\s]',
    '[\\S]',
    '^\\w+\\b',
    '\\bfoo\\B',
    '^\\p{L}+$',
    '^\\P{L}*$',
    '\\p{Lu}',
    '\\u00e9',
    '\\u{1F600}',
    '\\ud83d\\ude00',
    '^[^]$',
    '^[]$',
    '[[]',
    '\\x41\\cJ\\t\\0',
    '(?<year>\\d{4})-(?:\\d\\d)',
    '(?<=a)b',
    '(?<!a)b',
    'a{2,3}?b*?',
    '^(a|ab)(c|bcd)(d*)$',
    '\\/\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\^\\$\\\\',
    '[\\-\\]\\\\a-c]',
    '^$',
    '^\\p{Letter}+$',
    '\\p{sc=Greek}',
    '^\\p{gc=Lu}'
  ]
  /** Strings that match some of the patterns (random ones rarely do). */
  const samples = [
    '',
    'abc',
    'aXc',
    'a\nc',
    'a\rc',
    'a\u2028c',
    'x',
    '\n',
    '\u00a0',
    ' \t\v\f\r\n\ufeff\u3000',
    '123-4567',
    'foo bar',
    'foobar',
    'é',
    '😀',
    '\ud83d',
    'αβγ',
    'Σ',
    'É',
    'A\n\t\u0000',
    '2024-05',
    'ab',
    'b',
    'aab',
    'aaab',
    'abcd',
    'abbcdd',
    '/.*+?()[]{}|^$\\',
    '-',
    ']',
    '\\',
    '[',
    'ß1'
  ]
  const alphabet = fc.constantFrom(
    'a',
    'b',
    'c',
    'd',
    'x',
    'A',
    'Z',
    '0',
    '7',
    '_',
    '-',
    ' ',
    '\t',
    '\n',
    '\r',
    '\v',
    '\u00a0',
    '\u2028',
    '\u3000',
    '\ufeff',
    'é',
    'É',
    'ß',
    '😀',
    '\ud83d',
    '[',
    ']',
    '/',
    '.',
    '\u0000',
    '\b'
  )

  it.each(patterns)('%s', (pattern) => {
    const native = new RegExp(pattern, 'u')
    const linear = linearRegExp(pattern, 'u')
    for (const sample of samples)
      expect([sample, linear.test(sample)]).toEqual([sample, native.test(sample)])
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 12 }).map((a) => a.join('')),
        (s) => {
          expect(linear.test(s)).toBe(native.test(s))
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe('output-schema (core/schema/schema.ts, core/schema/validator.ts)', () => {
  it('a deeply nested value the schema does not walk is judged, not an internal error', async () => {
    // `{ type: 'array' }` passes it without walking; JSON.stringify of the value then throws
    // RangeError in checkStructuredOutput, and the step fails as `internal`.
    const deep = '['.repeat(300_000) + ']'.repeat(300_000)
    const run = await runAction({
      inputs: { prompt: 'x', 'output-schema': JSON.stringify({ type: 'array' }) },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant(deep), result(deep)]) },
      timeoutMs: 60_000
    })
    expect(run.outputs.failure_reason).not.toBe('internal')
    expect(run.stdout).not.toContain('Maximum call stack size exceeded')
  }, 90_000)
})
