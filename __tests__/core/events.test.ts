/**
 * parseLine (src/core/events.ts) and the tool-call readers (src/core/tools.ts): the tool kind, the
 * documented function form, every outcome, and lines that are not events.
 */
import { describe, expect, it } from '@jest/globals'
import { parseLine } from '../../src/core/events.js'
import { classify, readToolCall } from '../../src/core/tools.js'

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
})
