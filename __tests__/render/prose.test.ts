/**
 * The agent's text (src/render/prose.ts), formatted from its syntax tree: its emphasis, code,
 * lists, quotes and tables are kept; HTML, links, images and headings are not, whatever it wrote
 * (property-tested on the summary as GitHub shows it).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { agentText } from '../../src/render/prose.js'
import { elements, headings, renderGfm, section, textOf } from '../support/gfm.js'
import { alnum, FORBIDDEN, isSubsequence, summaryOf, ZWSP } from '../support/summaries.js'

const BENIGN = headings(renderGfm(summaryOf({})))

describe('the agent text is formatted', () => {
  it('keeps bold, italic, strikethrough, code, fences, lists, quotes and tables', () => {
    const md = agentText(
      [
        '## Plan',
        '',
        'Made it **bold**, *italic*, ~~gone~~ and `x < y`.',
        '',
        '```ts',
        'const a = 1',
        '```',
        '',
        '- one',
        '  - nested',
        '1. first',
        '2. second',
        '',
        '> quoted',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |'
      ].join('\n')
    )
    const tree = renderGfm(md)
    const tags = elements(tree.children).map((e) => e.tagName)
    for (const t of ['strong', 'em', 'del', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'table'])
      expect(tags).toContain(t)
    expect(tags.filter((t) => /^h[1-6]$/.test(t))).toEqual([])
    const pre = elements(tree.children).find((e) => e.tagName === 'pre')
    const lang = elements(pre ? [pre] : []).find((e) => e.tagName === 'code')
    expect(String(lang?.properties.className)).toContain('language-ts')
    expect(textOf(pre ? [pre] : [])).toBe('const a = 1')
    // The nested list is inside the first item.
    const ul = elements(tree.children).find((e) => e.tagName === 'ul')
    expect(elements(ul ? ul.children : []).filter((e) => e.tagName === 'ul')).toHaveLength(1)
    expect(textOf(elements(tree.children).filter((e) => e.tagName === 'strong'))).toContain('Plan')
  })

  it('never escapes on markup-heavy text (property; FC_RUNS=5000 for a deeper search)', () => {
    const markup = fc
      .array(
        fc.constantFrom(...'`<>[]()!*_~|#-&;:/'.split(''), '\n', ' ', 'a', 'http', 'img ', '\n\n'),
        { maxLength: 60 }
      )
      .map((t) => t.join(''))
    fc.assert(
      fc.property(
        markup.filter((m) => m.trim() !== ''),
        (message) => {
          const tree = renderGfm(summaryOf({ message }))
          expect(headings(tree).slice(1)).toEqual(BENIGN.slice(1))
          const region = section(tree, 'Final message')
          expect(elements(region).filter((e) => FORBIDDEN.test(e.tagName))).toEqual([])
          expect(elements(tree.children).filter((e) => /^(a|img)$/.test(e.tagName))).toEqual([])
          const shown = textOf(region).replace(ZWSP, '')
          expect(isSubsequence(alnum(shown), alnum(message))).toBe(true)
        }
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 150) }
    )
  })
})

describe('markdown and log safety helpers', () => {
  it('formats agent text from its syntax tree: HTML as escaped text, links as their text, autolinks and mentions broken', () => {
    const out = agentText(
      'x </details> **b** `<b>` ![i](u) [l](https://x.io) www.x.io a@b.c\n\n```\n    <tag>\n```'
    )
    expect(out).toBe(
      'x \\</details\\> **b** `<b>` 🖼 i \u200bl\u200b \u200bwww\u200b.x.io\u200b \u200ba@\u200bb.c\u200b\n\n```\n    <tag>\n```'
    )
  })
})
