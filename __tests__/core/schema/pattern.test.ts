/**
 * linearRegExp (src/core/schema/pattern.ts), called directly as ajv calls it: ECMAScript's
 * meaning kept where RE2's differs, a crafted value matched in linear time, and every pattern it
 * cannot take refused with an error naming the pattern. (Its agreement with RegExp over many
 * patterns and generated strings is __tests__/security/schema.test.ts.)
 */
import { describe, expect, it } from '@jest/globals'
import { linearRegExp } from '../../../src/core/schema/pattern.js'

const matches = (pattern: string, value: string): boolean => linearRegExp(pattern, 'u').test(value)

describe('linearRegExp', () => {
  it("keeps ECMAScript's \\s, not RE2's ASCII one", () => {
    for (const space of ['\u00a0', '\u2028', '\u3000', '\ufeff'])
      expect([space, matches('^\\s$', space), matches('^\\S$', space)]).toEqual([
        space,
        true,
        false
      ])
  })

  it("keeps ECMAScript's dot: no line terminator, one code point", () => {
    for (const eol of ['\n', '\r', '\u2028', '\u2029']) expect(matches('^.$', eol)).toBe(false)
    expect(matches('^.$', '😀')).toBe(true)
  })

  it('reads [] as nothing, [^] as anything, and [ inside a class as itself', () => {
    expect(matches('a[]', 'a')).toBe(false)
    expect(matches('^[^]$', '\n')).toBe(true)
    expect(matches('^[[]$', '[')).toBe(true)
  })

  it('reads escapes RE2 writes otherwise, and long category names', () => {
    expect(matches('^\\ud83d\\ude00$', '😀')).toBe(true)
    expect(matches('^\\u{1F600}$', '😀')).toBe(true)
    expect(matches('^\\x41\\cJ$', 'A\n')).toBe(true)
    expect(matches('^\\p{Letter}+$', 'Σαé')).toBe(true)
    expect(matches('^\\p{sc=Greek}+$', 'αβ')).toBe(true)
    expect(matches('^(?<year>\\d{4})$', '2026')).toBe(true)
  })

  it('matches a backtracking pattern against a crafted value at once', () => {
    const started = process.cpuUsage()
    expect(matches('^(x+)+$', `${'x'.repeat(5000)}!`)).toBe(false)
    const used = process.cpuUsage(started)
    // RegExp would not finish this in a lifetime; a generous bound for a busy machine.
    expect((used.user + used.system) / 1000).toBeLessThan(5000)
  })

  it('refuses what has no linear-time match, naming the pattern', () => {
    expect(() => linearRegExp('(?=a)', 'u')).toThrow('pattern "(?=a)" cannot be used')
    expect(() => linearRegExp('(a)\\1', 'u')).toThrow(/backreference/)
    expect(() => linearRegExp('a{1,5000}', 'u')).toThrow(
      'RE2 counts to 1000 at most: for a length, say minLength or maxLength'
    )
  })

  it('refuses what is not an ECMAScript pattern, before translating it', () => {
    expect(() => linearRegExp('(', 'u')).toThrow('pattern "(" cannot be used')
    expect(() => linearRegExp('\\q', 'u')).toThrow('pattern "\\\\q" cannot be used')
  })
})
