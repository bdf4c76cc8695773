/**
 * The untrusted-JSON readers (src/core/stream/json.ts): objects, strings and numbers as the
 * stream writes them, anything else refused.
 */
import { describe, expect, it } from '@jest/globals'
import { isObject, num, str } from '../../../src/core/stream/json.js'

describe('reading untrusted JSON', () => {
  it('isObject takes plain objects only', () => {
    expect(isObject({})).toBe(true)
    expect(isObject([])).toBe(false)
    expect(isObject(null)).toBe(false)
    expect(isObject('{}')).toBe(false)
  })

  it('str takes strings only', () => {
    expect(str('a')).toBe('a')
    expect(str('')).toBe('')
    expect(str(1)).toBeUndefined()
  })

  it('num takes finite numbers and int64 strings, nothing else', () => {
    expect(num(3)).toBe(3)
    expect(num('42')).toBe(42)
    expect(num('-1.5')).toBe(-1.5)
    expect(num(Infinity)).toBeUndefined()
    expect(num(NaN)).toBeUndefined()
    expect(num('1e3')).toBeUndefined()
    expect(num(' 4')).toBeUndefined()
    expect(num('')).toBeUndefined()
    expect(num(null)).toBeUndefined()
  })
})
