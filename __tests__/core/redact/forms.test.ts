/**
 * The forms a secret value is masked in (src/core/redact/forms.ts): which values count, which
 * are also masked wrapped over lines, the expression of a wrapped form, and the pieces the
 * prefilter looks for in one (a wrapped form cut anywhere still holds one whole).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  escapeRegExp,
  secretForms,
  valueForms,
  wrappedPattern,
  wrapPieces
} from '../../../src/core/redact/forms.js'

const KEY = 'crsr_Ab+cD/eF=gH12345678901234567890'

describe('value forms', () => {
  it('takes values trimmed, ignores those under 4 characters, wraps only those of 12 or more', () => {
    const { values, wrapped } = valueForms([undefined, '', ' abc ', ' abcd ', KEY])
    expect(values.has('abcd')).toBe(true)
    expect(values.has(' abcd ')).toBe(false)
    expect([...values].some((v) => v.includes('abc') && !v.includes('abcd'))).toBe(false)
    for (const form of secretForms(KEY)) expect(values.has(form)).toBe(true)
    const hex = Buffer.from(KEY).toString('hex')
    expect(wrapped.has(hex)).toBe(true)
    expect(wrapped.has(hex.toUpperCase())).toBe(true)
    // Base64 at offset 0: the characters the key alone decides.
    const b64 = Buffer.from(KEY)
      .toString('base64')
      .slice(0, Math.floor((8 * KEY.length) / 6))
    expect(wrapped.has(b64)).toBe(true)
    expect([...wrapped].some((w) => w.includes('abcd') || w === '61626364')).toBe(false)
  })
})

describe('a wrapped form', () => {
  const form = Buffer.from(KEY).toString('hex')
  const breaks = ['\n', '\r\n', '\\n', '\\r\\n']

  it('matches across a line break after any character, real or JSON-escaped', () => {
    const re = new RegExp(wrappedPattern(form))
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: form.length - 1 }), { maxLength: 4 }),
        fc.constantFrom(...breaks),
        (cuts, br) => {
          let text = form
          for (const at of [...cuts].sort((a, b) => b - a))
            text = text.slice(0, at) + br + text.slice(at)
          expect(re.exec(`x ${text} y`)?.[0]).toBe(text)
        }
      )
    )
    expect(re.test(form.slice(0, 10) + ' ' + form.slice(10))).toBe(false)
    expect(new RegExp(wrappedPattern('a.b')).test('axb')).toBe(false)
  })

  it('is looked for by its last 12 characters and its 12 at every multiple of 48', () => {
    const f = 'x'.repeat(100).replace(/x/g, (_m, i: number) => String.fromCharCode(65 + (i % 26)))
    expect(wrapPieces(f)).toEqual([f.slice(-12), f.slice(0, 12), f.slice(48, 60)])
    expect(wrapPieces(f.slice(0, 24))).toEqual([f.slice(12, 24), f.slice(0, 12)])
  })

  it('cut once anywhere, or wrapped at 60 columns or more, still holds one piece whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: form.length - 1 }),
        fc.integer({ min: 60, max: 80 }),
        (cut, width) => {
          const once = [form.slice(0, cut), form.slice(cut)]
          const lines = form.match(new RegExp(`.{1,${String(width)}}`, 'g')) ?? []
          for (const parts of [once, lines])
            expect(wrapPieces(form).some((p) => parts.some((part) => part.includes(p)))).toBe(true)
        }
      )
    )
  })

  it('escapes every character an expression would read', () => {
    const s = '.*+?^${}()|[]\\'
    expect(new RegExp(`^${escapeRegExp(s)}$`).test(s)).toBe(true)
  })
})
