/**
 * toEvent (src/core/stream/agent-events.ts): one JSON object of the stream as a typed event, each
 * type's fields checked, the assistant's three variants, results and their usage, unknown shapes
 * kept as `unknown`, and a secret split across two items of a message masked once joined.
 */
import { describe, expect, it } from '@jest/globals'
import { toEvent, type Joined } from '../../../src/core/stream/agent-events.js'
import type { JsonObject } from '../../../src/core/stream/json.js'
import { sessionIdOf } from '../../../src/core/stream/events.js'

/** The event of a value, as the parser hands it in (no redactor unless given). */
function eventOf(v: JsonObject, redact?: (s: string) => string, joined?: Joined) {
  return toEvent(
    typeof v.type === 'string' ? v.type : '',
    v,
    sessionIdOf,
    redact,
    joined ?? { changed: false }
  )
}

describe('toEvent', () => {
  it('reads init only from system/init, and drops a session id that does not look like one', () => {
    expect(
      eventOf({ type: 'system', subtype: 'init', session_id: 's-1', model: 'm', cwd: 7 })
    ).toEqual({
      type: 'init',
      sessionId: 's-1',
      model: 'm',
      cwd: undefined,
      apiKeySource: undefined
    })
    expect(eventOf({ type: 'system', subtype: 'other' })).toEqual({
      type: 'unknown',
      eventType: 'system/other'
    })
    expect(eventOf({ type: 'user', session_id: 'a b\n' })).toEqual({
      type: 'user',
      sessionId: undefined
    })
  })

  it('tells a delta, a segment and the final message apart', () => {
    const message = { content: [{ type: 'text', text: 'hi' }] }
    const variant = (extra: object) =>
      eventOf({ type: 'assistant', message, ...extra }) as { variant: string; text: string }
    expect(variant({ timestamp_ms: 5 })).toMatchObject({ variant: 'delta', text: 'hi' })
    expect(variant({ timestamp_ms: 5, model_call_id: 'm1' })).toMatchObject({
      variant: 'segment'
    })
    expect(variant({})).toMatchObject({ variant: 'final' })
  })

  it('reads a result: is_error or subtype error, the error text, and only numeric usage', () => {
    expect(
      eventOf({
        type: 'result',
        subtype: 'error',
        error: { message: 'boom' },
        usage: { inputTokens: 3, outputTokens: 'x' },
        duration_ms: 12
      })
    ).toEqual({
      type: 'result',
      subtype: 'error',
      isError: true,
      text: 'boom',
      sessionId: undefined,
      requestId: undefined,
      durationMs: 12,
      usage: { inputTokens: 3 }
    })
    expect(eventOf({ type: 'result', subtype: 'success', result: 'ok', usage: {} })).toMatchObject({
      isError: false,
      text: 'ok',
      usage: undefined
    })
  })

  it('keeps unknown types and tool_call subtypes as unknown, and reads reconnections', () => {
    expect(eventOf({ type: 'brand_new', subtype: 'x' })).toEqual({
      type: 'unknown',
      eventType: 'brand_new/x'
    })
    expect(eventOf({ type: 'tool_call', subtype: 'updated' })).toEqual({
      type: 'unknown',
      eventType: 'tool_call/updated'
    })
    expect(eventOf({ type: 'reconnecting' })).toEqual({
      type: 'connection',
      subtype: 'reconnecting'
    })
    expect(eventOf({ type: 'error', error: 'lost' })).toEqual({ type: 'error', message: 'lost' })
  })

  it('takes the call id from tool_call.toolCallId when call_id is missing', () => {
    expect(
      eventOf({
        type: 'tool_call',
        subtype: 'started',
        tool_call: { toolCallId: 't9', readToolCall: { args: { path: 'a' } } }
      })
    ).toMatchObject({ type: 'tool_call', callId: 't9', tool: { kind: 'read' } })
  })

  it('masks a secret split across two items once joined, and says the line must be rewritten', () => {
    const redact = (s: string) => s.replaceAll('hunter2', '***')
    const value = {
      type: 'assistant',
      message: {
        content: [
          { type: 'text', text: 'pass: hun' },
          { type: 'text', text: 'ter2' }
        ]
      }
    }
    const joined = { changed: false }
    expect(eventOf(value, redact, joined)).toMatchObject({ text: 'pass: ***' })
    expect(joined.changed).toBe(true)
    // The value itself now holds the masked text, so the line serialized again holds no secret.
    expect(JSON.stringify(value)).not.toContain('ter2')
    const plain = { changed: false }
    eventOf({ type: 'retry', message: { content: [{ text: 'a' }, { text: 'b' }] } }, redact, plain)
    expect(plain.changed).toBe(false)
  })
})
