/**
 * The summary against hostile text, checked on what GitHub would show: every summary is rendered
 * with GFM (remark-gfm, raw HTML through rehype-raw, GitHub's sanitising schema) and the HTML
 * tree is read. The agent's markdown is formatted, but it stays in its own section with no link,
 * image, heading, folded block or HTML element of its own, and every section heading after it
 * must still be there.
 */
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
