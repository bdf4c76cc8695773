/**
 * Markdown pieces (src/render/markdown.ts): code spans nothing inside can close, cells exact in a
 * table, and plain text whose markup and autolinks are escaped.
 */
import { describe, expect, it } from '@jest/globals'
import { cellCode, text, code } from '../../src/render/markdown.js'
import { elements, renderGfm, textOf } from '../support/gfm.js'

const ZWSP = /\u200b/g

describe('small helpers', () => {
  it('cell code and text are exact in a cell', () => {
    const md = `| a | b |\n|---|---|\n| ${cellCode('x\\|y`|')} | ${text('- 1. <b>|</b>')} |\n`
    const tree = renderGfm(md)
    const tds = elements(tree.children).filter((e) => e.tagName === 'td')
    expect(tds.map((t) => textOf([t]).replace(ZWSP, ''))).toEqual(['x\\|y`|', '- 1. <b>|</b>'])
  })
})

describe('markdown and log safety helpers', () => {
  it('makes code spans nothing inside can close, pipes escaped', () => {
    expect(code('a|b')).toBe('`a|b`')
    expect(cellCode('a|b')).toBe('`a\\|b`')
    expect(code('x ``` y')).toBe('````x ``` y````')
    expect(code('`edge`')).toBe('`` `edge` ``')
  })
})

describe('plain text cells', () => {
  it('escape markup and break autolinks', async () => {
    const { text } = await import('../../src/render/markdown.js')
    expect(text('see https://evil.example or www.x.io, mail a@b.c, <b>[x](y)</b> | `c`')).toBe(
      'see https:\u200b//evil.example or www\u200b.x.io, mail a@\u200bb.c, \\<b\\>\\[x\\]\\(y\\)\\</b\\> \\| \\`c\\`'
    )
  })
})
