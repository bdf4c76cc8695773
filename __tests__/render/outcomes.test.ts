/** One label table for conclusions (src/render/outcomes.ts). */
import { describe, expect, it } from '@jest/globals'
import { headline } from '../../src/render/outcomes.js'

describe('small helpers', () => {
  it('one label table for conclusions', () => {
    expect(headline('success')).toBe('✅ Cursor Agent succeeded')
    expect(headline('failure')).toBe('❌ Cursor Agent failed')
    expect(headline('cancelled')).toBe('⏹ Cursor Agent was cancelled')
  })
})
