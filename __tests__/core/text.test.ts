/** The one truncation helper (src/core/text.ts): head or tail, never half a surrogate pair. */
import { describe, expect, it } from '@jest/globals'
import { truncate } from '../../src/core/text.js'

describe('durations', () => {
  it('one truncation helper keeps the head or the tail, never half a surrogate pair', () => {
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('abcdef', 4, { keep: 'tail' })).toBe('…def')
    expect(truncate('ab😀cd', 4)).toBe('ab…')
    expect(truncate('ab😀cd', 4, { keep: 'tail' })).toBe('…cd')
    expect(truncate('abc', 3)).toBe('abc')
  })
})
