/**
 * redactValue (src/core/redact/value.ts): every string of a parsed JSON value through the
 * redactor, keys included, in place, at any depth, and whether anything was masked.
 */
import { describe, expect, it } from '@jest/globals'
import { redactValue } from '../../../src/core/redact/value.js'

const redact = (s: string): string => s.replaceAll('hunter2', '***')

describe('redactValue', () => {
  it('masks strings in objects and arrays, keys too, and says so', () => {
    const value = { a: ['x', 'hunter2', { 'key hunter2': 'v hunter2' }], n: 1, ok: true }
    const out = redactValue(value, redact)
    expect(out.changed).toBe(true)
    expect(out.value).toBe(value)
    expect(value).toEqual({ a: ['x', '***', { 'key ***': 'v ***' }], n: 1, ok: true })
  })

  it('leaves a clean value as it was, and reads a string on its own', () => {
    const value = { a: ['x', { b: 'y' }], c: null }
    expect(redactValue(value, redact)).toEqual({
      value: { a: ['x', { b: 'y' }], c: null },
      changed: false
    })
    expect(redactValue('say hunter2', redact)).toEqual({ value: 'say ***', changed: true })
    expect(redactValue(42, redact)).toEqual({ value: 42, changed: false })
  })

  it('reaches a string nested deeper than the call stack', () => {
    const depth = 200_000
    let value: unknown = ['hunter2']
    for (let i = 0; i < depth; i++) value = { d: value }
    const out = redactValue(value, redact)
    expect(out.changed).toBe(true)
    let node = out.value as { d?: unknown }
    for (let i = 0; i < depth; i++) node = node.d as { d?: unknown }
    expect(node).toEqual(['***'])
  })
})
