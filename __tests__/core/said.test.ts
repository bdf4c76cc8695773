/**
 * Our sentences and their values (src/core/said.ts, issue 19 §4): our own text renders as the
 * markup we wrote, every value it quotes as literal text, redacted before it is escaped.
 */
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/core/errors.js'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { code, input, plainText, said, shown } from '../../src/core/said.js'
import { failureOf } from '../../src/core/verdict/verdict.js'
import { markup } from '../../src/render/markdown.js'
import { elements, renderGfm, textOf } from '../support/gfm.js'

const HOSTILE = '`x` [l](https://evil.example) <img src=x> @octocat\n# heading\n- item'
const none = (s: string): string => s

describe('our sentences and their values', () => {
  it('render our markup as markup and every value as literal text', () => {
    const s = said`Run ${code('npm test')} in ${HOSTILE}, got ${shown(HOSTILE)} from ${input('mode')}.`
    const tree = renderGfm(markup(s, none))
    const made = elements(tree.children).map((e) => e.tagName)
    // Our three code spans and the paragraph; nothing the value wrote (no link, image, heading).
    expect(made.filter((t) => t === 'code')).toHaveLength(3)
    expect(made.filter((t) => /^(a|img|h\d|ul|li)$/.test(t))).toEqual([])
    expect(textOf(tree.children).replace(/\u200b/g, '')).toContain(HOSTILE.replace(/\n/g, ' '))
    // Plain text, for the log and the step's error: the values as they are.
    expect(plainText(s)).toBe(
      `Run npm test in ${HOSTILE}, got ${JSON.stringify(HOSTILE)} from "mode".`
    )
  })

  it('redact every value before escaping it', () => {
    const s = said`Read ${'key sk-secret-123'} and ${code('sk-secret-123')}.`
    const md = markup(s, makeRedactor(['sk-secret-123']))
    expect(md).not.toContain('sk-secret-123')
  })

  it('a bare string is someone else’s: literal text, never markup', () => {
    const md = markup('Pushed `abc` to [x](https://evil.example)', none)
    const tree = renderGfm(md)
    expect(elements(tree.children).map((e) => e.tagName)).toEqual(['p'])
  })

  it('input errors keep the plain text they always had, and render as a list with code spans', () => {
    const e = new InputError([
      said`Input ${input('mode')} must be agent, plan or ask, got ${shown('`fast`')}.`,
      said`Input ${input('force')} must be true or false, got ${shown('maybe')}.`
    ])
    expect(e.message).toBe(
      'Invalid inputs:\n- Input "mode" must be agent, plan or ask, got "`fast`".\n- Input "force" must be true or false, got "maybe".'
    )
    const v = failureOf(e, none)
    const tree = renderGfm(markup(v.said ?? v.message, none))
    const items = elements(tree.children).filter((x) => x.tagName === 'li')
    expect(items.map((i) => textOf([i]))).toEqual([
      'Input mode must be agent, plan or ask, got "`fast`".',
      'Input force must be true or false, got "maybe".'
    ])
    expect(elements(items).filter((x) => x.tagName === 'code')).toHaveLength(4)
  })
})
