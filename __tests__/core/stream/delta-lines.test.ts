/**
 * The two frequent lines recognised without JSON.parse (src/core/stream/delta-lines.ts): each
 * test takes exactly the CLI's form, which JSON.parse reads as that object and nothing else,
 * and the byte test of a thinking delta agrees with its expression.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  ASSISTANT_DELTA,
  ASSISTANT_HEAD,
  isThinkingDelta,
  stringOf,
  THINKING_DELTA
} from '../../../src/core/stream/delta-lines.js'

const thinking = (text: string, ts = '1700000000000'): string =>
  `{"type":"thinking","subtype":"delta","text":${JSON.stringify(text)},"session_id":"s-1","timestamp_ms":${ts}}`
const bytes = (line: string): boolean => {
  const buf = Buffer.from(`xx${line}yy`)
  return isThinkingDelta(buf, 2, buf.length - 2)
}

describe('thinking deltas', () => {
  it('are recognised in the CLI form, on the bytes and by the expression', () => {
    for (const line of [thinking(''), thinking('a "q" \\ \n é 😀'), thinking('x', '0')]) {
      expect(THINKING_DELTA.test(line)).toBe(true)
      expect(bytes(line)).toBe(true)
    }
  })

  it('are refused in any other form', () => {
    const refused = [
      thinking('x').replace('"text":', '"text": '),
      thinking('x', '01'),
      thinking('x', '12345678901234567'),
      thinking('x').replace('"x"', '"\\x"'),
      thinking('x').replace('"x"', '"\\u12"'),
      thinking('x').replace('"x"', '"a\tb"'),
      thinking('x').replace('}', ',"text":"y"}'),
      thinking('x') + ' ',
      thinking('x').slice(0, -1)
    ]
    for (const line of refused) {
      expect([line, THINKING_DELTA.test(line)]).toEqual([line, false])
      expect([line, bytes(line)]).toEqual([line, false])
    }
  })

  it('agree on the bytes and by the expression, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('', '\\', '"', '\\u00', ' '),
        (t, cut) => {
          const line = thinking(t).replace('","session_id"', `${cut}","session_id"`)
          expect(bytes(line)).toBe(THINKING_DELTA.test(line))
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe('assistant deltas', () => {
  it('capture the text and the session id, decoded with stringOf', () => {
    const line = `${ASSISTANT_HEAD}"type":"text","text":${JSON.stringify('a\n"b"')}}]},"session_id":"s\\u002d1","timestamp_ms":5}`
    const m = ASSISTANT_DELTA.exec(line)
    expect(m).not.toBeNull()
    expect(stringOf(m?.[1] ?? '')).toBe('a\n"b"')
    expect(stringOf(m?.[2] ?? '')).toBe('s-1')
    expect(stringOf('"plain"')).toBe('plain')
  })

  it('are refused with more than one content item or extra white space', () => {
    const two = `${ASSISTANT_HEAD}"type":"text","text":"a"},{"type":"text","text":"b"}]},"session_id":"s","timestamp_ms":5}`
    expect(ASSISTANT_DELTA.test(two)).toBe(false)
    const spaced = `${ASSISTANT_HEAD}"type":"text","text":"a"}]}, "session_id":"s","timestamp_ms":5}`
    expect(ASSISTANT_DELTA.test(spaced)).toBe(false)
  })
})
