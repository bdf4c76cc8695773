/**
 * The summary against hostile text, checked on what GitHub would show: every summary is rendered
 * with GFM (remark-gfm, raw HTML through rehype-raw, GitHub's sanitising schema) and the HTML
 * tree is read. The agent's markdown is formatted, but it stays in its own section with no link,
 * image, heading, folded block or HTML element of its own, and every section heading after it
 * must still be there.
 */
import { describe, expect, it } from '@jest/globals'
import { headline } from '../../src/render/outcomes.js'

describe('small helpers', () => {
  it('one label table for conclusions', () => {
    expect(headline('success')).toBe('✅ Cursor Agent succeeded')
    expect(headline('failure')).toBe('❌ Cursor Agent failed')
    expect(headline('cancelled')).toBe('⏹ Cursor Agent was cancelled')
  })
})
