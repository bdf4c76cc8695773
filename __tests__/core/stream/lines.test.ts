/**
 * The line splitter (src/core/stream/lines.ts): partial lines, CRLF, a BOM, a code point split across
 * chunks, oversize and invalid lines, and the same lines for any chunking.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { LineSplitter } from '../../../src/core/stream/lines.js'

function split(chunks: Buffer[], max?: number): string[] {
  const lines: string[] = []
  const s = new LineSplitter(
    (l) => lines.push(l),
    (n) => lines.push(`<oversize ${n}>`),
    max
  )
  for (const c of chunks) s.push(c)
  s.end()
  return lines
}

describe('line splitting', () => {
  it('carries partial lines, accepts CRLF and a leading BOM, flushes a last line without newline', () => {
    const bytes = Buffer.from('\ufeff{"a":1}\r\n{"b":2}\n{"c"', 'utf8')
    expect(
      split([bytes.subarray(0, 5), bytes.subarray(5, 13), bytes.subarray(13), Buffer.from(':3}')])
    ).toEqual(['{"a":1}', '{"b":2}', '{"c":3}'])
  })

  it('decodes UTF-8 split inside a code point', () => {
    const bytes = Buffer.from('{"t":"✅ héllo 🚀"}\n', 'utf8')
    const chunks = [...bytes].map((b) => Buffer.from([b]))
    expect(split(chunks)).toEqual(['{"t":"✅ héllo 🚀"}'])
  })

  it('reports a line over the limit instead of keeping it, and goes on', () => {
    expect(split([Buffer.from('x'.repeat(50) + '\nok\n')], 10)).toEqual(['<oversize 50>', 'ok'])
  })

  it('turns invalid UTF-8 into replacement characters, not a crash', () => {
    const lines = split([Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a])])
    expect(lines).toEqual(['{\ufffd\ufffd}'])
  })

  it('gives the same lines for any chunking (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 20 }),
        fc.array(fc.nat(40), { maxLength: 30 }),
        (parts, cuts) => {
          const text = parts.map((p) => p.replace(/[\r\n]/g, '')).join('\n') + '\n'
          const bytes = Buffer.from(text, 'utf8')
          const chunks: Buffer[] = []
          let at = 0
          for (const c of cuts) {
            chunks.push(bytes.subarray(at, Math.min(bytes.length, at + c)))
            at = Math.min(bytes.length, at + c)
          }
          chunks.push(bytes.subarray(at))
          expect(split(chunks)).toEqual(split([bytes]))
        }
      ),
      { numRuns: 300 }
    )
  })
})
