/**
 * The disguises a secret can hide behind (src/core/redact/disguise.ts): each is decoded to the
 * character it stands for, the test finds each, and every disguise holds one of the literals the
 * byte prefilter looks for, so a line holding one is never skipped.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  DISGUISE_STARTS,
  ESCAPED_TEST,
  JSON_DISGUISE,
  undisguise
} from '../../../src/core/redact/disguise.js'

const disguised: [string, string][] = [
  ['\\u0067hp_', 'ghp_'],
  ['\\\\\\u0067hp_', 'ghp_'],
  ['\\u005F', '_'],
  ['a\\/b', 'a/b'],
  ['ghs\\_x', 'ghs_x'],
  ['a\\-b\\.c', 'a-b.c'],
  ['ghs&#95;x', 'ghs_x'],
  ['ghs&#x5f;x', 'ghs_x'],
  ['ghs&#X5F;x', 'ghs_x'],
  ['ghs&lowbar;x&UnderBar;y&period;z', 'ghs_x_y.z']
]

describe('disguises', () => {
  it.each(disguised)('%s decodes to %s, and the test finds it', (text, plain) => {
    expect(undisguise(text)).toBe(plain)
    expect(ESCAPED_TEST.test(text)).toBe(true)
  })

  it('leaves text without a disguise, and what a reader does not decode to a printable, alone', () => {
    for (const text of [
      'plain words',
      'a\\nb',
      'C:\\path',
      '&amp;',
      '&#10;',
      '&#x263A;',
      '\\u0000'
    ])
      expect([text, undisguise(text)]).toEqual([text, text])
    for (const text of ['plain words', 'a\\nb', '&amp;', '\\u0000'])
      expect([text, ESCAPED_TEST.test(text)]).toEqual([text, false])
  })

  it('on a raw JSON line, finds the escapes a serializer would not write', () => {
    const raw = new RegExp(JSON_DISGUISE)
    expect(raw.test(JSON.stringify({ a: '\\u0067hp_' }))).toBe(true)
    expect(raw.test('{"a":"\\u0067hp_"}')).toBe(true)
    expect(raw.test('{"a":"x\\/y"}')).toBe(true)
    // What JSON.stringify writes: a control character escaped, a slash not.
    expect(raw.test(JSON.stringify({ a: 'line\u0001 a/b' }))).toBe(false)
  })

  it('every disguise the test finds holds one of the prefilter literals', () => {
    const piece = fc.constantFrom(...disguised.map(([text]) => text), '\\\\/', '&#46;', '&period;')
    fc.assert(
      fc.property(fc.string(), piece, fc.string(), (before, d, after) => {
        const text = before + d + after
        expect(ESCAPED_TEST.test(text)).toBe(true)
        const m = ESCAPED_TEST.exec(text)
        const found = m?.[0] ?? ''
        expect(DISGUISE_STARTS.some((s) => found.includes(s))).toBe(true)
      })
    )
  })
})
