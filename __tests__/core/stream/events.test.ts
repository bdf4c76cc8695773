/**
 * parseLine (src/core/stream/events.ts), the delta lines' fast path (src/core/stream/delta-lines.ts) and the
 * tool-call readers (src/core/stream/tools.ts): the tool kind, the documented function form, every
 * outcome, and lines that are not events.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { isThinkingDelta, THINKING_DELTA } from '../../../src/core/stream/delta-lines.js'
import { parseLine, sessionIdOf, StreamParser } from '../../../src/core/stream/events.js'
import { makeRedactor } from '../../../src/core/redact/redact.js'
import { classify, readToolCall } from '../../../src/core/stream/tools.js'

describe('events and tool calls', () => {
  it('finds the tool kind by the key ending in ToolCall, not the first key', () => {
    const body = readToolCall({
      hookAdditionalContexts: [],
      toolCallId: 'x',
      readToolCall: { args: { path: 'a' } },
      startedAtMs: '17'
    })
    expect(body.kind).toBe('read')
    expect(body.startedAtMs).toBe(17)
  })

  it('reads the documented function form', () => {
    const body = readToolCall({
      function: { name: 'fetch_page', arguments: '{"url":"https://x"}' }
    })
    expect(body).toMatchObject({ kind: 'fetch_page', args: { url: 'https://x' } })
  })

  it.each([
    [{ rejected: { reason: 'User Rejected' } }, 'rejected'],
    [{ failure: { exitCode: 3, stderr: 'OOPS' } }, 'failed'],
    [{ error: { errorMessage: 'File not found' } }, 'failed'],
    [{ spawnError: { error: 'spawn /bin/zsh ENOENT' } }, 'failed'],
    [{ success: { exitCode: 2 } }, 'failed'],
    [{ success: { exitCode: '0' } }, 'ok'],
    [{ success: {} }, 'ok'],
    [{ somethingNew: {} }, 'unknown']
  ])('classifies %j as %s', (r, outcome) => {
    expect(classify(r as never).outcome).toBe(outcome)
  })

  it('keeps lines that are not events as invalid, without throwing', () => {
    expect(parseLine('T: plain text')).toEqual({ ok: false, reason: 'not_json' })
    expect(parseLine('[1]')).toEqual({ ok: false, reason: 'not_object' })
    expect(parseLine('{"no":"type"}')).toEqual({ ok: false, reason: 'no_type' })
    expect(parseLine('{"type":"brand_new","x":1}')).toEqual({
      ok: true,
      event: { type: 'unknown', eventType: 'brand_new' }
    })
  })

  describe('the delta fast paths', () => {
    const delta = (text: string, sid: string, ts: number): string =>
      JSON.stringify({
        type: 'assistant',
        message: { role: 'assistant', content: [{ type: 'text', text }] },
        session_id: sid,
        timestamp_ms: ts
      })
    /** The same value with one space more: never recognised, so JSON.parse reads it. */
    const parsed = (line: string): ReturnType<typeof parseLine> =>
      parseLine(line.replace('{', '{ '))

    it('reads an assistant delta as JSON.parse does, for any text, id and timestamp', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: 'binary' }),
          fc.oneof(fc.uuid(), fc.string({ unit: 'binary' })),
          fc.nat({ max: Number.MAX_SAFE_INTEGER }),
          (text, sid, ts) => {
            const line = delta(text, sid, ts)
            const event = parseLine(line)
            expect(event).toEqual(parsed(line))
            expect(new StreamParser().parse(line)).toEqual(event)
          }
        )
      )
    })

    it('reads escapes JSON.stringify does not write, and leaves near misses to JSON.parse', () => {
      const sid = '5e55e55e-0000-4000-8000-000000000000'
      const line = delta('a', sid, 1)
      const lines = [
        line.replace('"text":"a"', String.raw`"text":"\u0041\/\ud83d\ude80"`),
        line.replace(`"${sid}"`, String.raw`"5e55e55e\u002d0000"`),
        line.replace('"text":"a"', String.raw`"text":"a\x"`),
        line.replace('"text":"a"', '"text":"a","text":"b"'),
        line.replace('"timestamp_ms":1', '"timestamp_ms":01'),
        line.replace('"timestamp_ms":1', '"timestamp_ms":1.5'),
        line + ' ',
        line.replace('"text":"a"', '"text":"a\n"'),
        delta('a', 'not an id\n', 1)
      ]
      for (const l of lines) expect(parseLine(l)).toEqual(parsed(l))
      expect(parseLine(lines[0])).toMatchObject({ event: { text: 'A/🚀' } })
      expect(parseLine(lines[1])).toMatchObject({ event: { sessionId: '5e55e55e-0000' } })
      expect(parseLine(lines[2])).toEqual({ ok: false, reason: 'not_json' })
      expect(parseLine(lines[3])).toMatchObject({ event: { text: 'b' } })
    })

    it('parses a delta the prefilter flagged, so its text is redacted', () => {
      const key = 'key_live_0123456789abcdefghij'
      const r = parseLine(delta(`the key ${key}`, 's1', 5), makeRedactor([key]), true)
      expect(JSON.stringify(r)).not.toContain(key)
      expect(r).toMatchObject({
        ok: true,
        event: { variant: 'delta' },
        redacted: expect.any(String)
      })
    })
  })

  describe('a thinking delta on its bytes', () => {
    const sid = '5e55e55e-0000-4000-8000-000000000000'
    const delta = (text: string, id = sid, ts = 1): string =>
      JSON.stringify({ type: 'thinking', subtype: 'delta', text, session_id: id, timestamp_ms: ts })
    /** The byte test on `bytes` placed inside a larger buffer, as a line of a chunk is. */
    const onBytes = (bytes: Buffer): boolean => {
      const buf = Buffer.concat([Buffer.from('x\n'), bytes, Buffer.from('\n{')])
      return isThinkingDelta(buf, 2, 2 + bytes.length)
    }
    const same = (bytes: Buffer): void => {
      expect(onBytes(bytes)).toBe(THINKING_DELTA.test(bytes.toString('utf8')))
    }

    it('recognises what the CLI writes, for any text, id and timestamp', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: 'binary' }),
          fc.oneof(fc.uuid(), fc.string({ unit: 'binary' })),
          fc.nat({ max: Number.MAX_SAFE_INTEGER }),
          (text, id, ts) => {
            const bytes = Buffer.from(delta(text, id, ts))
            expect(onBytes(bytes)).toBe(true)
            same(bytes)
          }
        )
      )
    })

    it('answers as the expression on the decoded line, for any bytes in its strings', () => {
      const piece = fc.oneof(
        fc.uint8Array({ maxLength: 12 }).map((a) => Buffer.from(a)),
        fc
          .constantFrom(
            '\\',
            '\\u',
            '\\u00e9',
            '\\uZZ12',
            '\\x',
            '"',
            '\\"',
            '\n',
            'é',
            '\u{1F680}'
          )
          .map((t) => Buffer.from(t))
      )
      const text = fc.array(piece, { maxLength: 6 }).map((a) => Buffer.concat(a))
      const stamp = fc.oneof(
        fc.nat({ max: Number.MAX_SAFE_INTEGER }).map(String),
        fc.constantFrom('0', '01', '-1', '1.5', '1234567890123456', '12345678901234567', '1 '),
        fc.string({ maxLength: 20 })
      )
      fc.assert(
        fc.property(text, text, stamp, (t, id, ts) => {
          const line = Buffer.concat([
            Buffer.from('{"type":"thinking","subtype":"delta","text":"'),
            t,
            Buffer.from('","session_id":"'),
            id,
            Buffer.from(`","timestamp_ms":${ts}}`)
          ])
          same(line)
        })
      )
    })

    it('leaves near misses to the parse', () => {
      const line = delta('a')
      const misses = [
        line.replace('"timestamp_ms":1', '"timestamp_ms":01'),
        line.replace('"timestamp_ms":1', '"timestamp_ms":12345678901234567'),
        line.replace('"timestamp_ms":1', '"timestamp_ms":-1'),
        line + ' ',
        line.slice(0, -1),
        line.replace('"text":"a"', String.raw`"text":"a\"`),
        line.replace('"text":"a"', String.raw`"text":"\u12"`),
        line.replace('"text":"a"', '"text":"a","text":"b"'),
        line.replace('{', '{ ')
      ]
      for (const l of misses) {
        expect(onBytes(Buffer.from(l))).toBe(false)
        same(Buffer.from(l))
      }
      for (const l of [
        line.replace('"timestamp_ms":1', '"timestamp_ms":0'),
        line.replace('"timestamp_ms":1', '"timestamp_ms":1234567890123456'),
        line.replace('"text":"a"', String.raw`"text":"\u00e9\/\n"`)
      ])
        expect(onBytes(Buffer.from(l))).toBe(true)
    })
  })

  it('reads the session id of each line, one parser per stream', () => {
    const parser = new StreamParser()
    const user = (sid: unknown): string => JSON.stringify({ type: 'user', session_id: sid })
    for (const sid of ['s-1', 's-1', 'bad id', 's-2', 's-1', '', 7, 'x\n', 's-2'])
      expect(parser.parse(user(sid))).toEqual({
        ok: true,
        event: { type: 'user', sessionId: sessionIdOf(sid) }
      })
  })
})
