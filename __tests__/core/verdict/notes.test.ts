/**
 * Notebook (src/core/verdict/notes.ts): notes and warnings kept in order, a warning also sent to
 * the log at once as plain text.
 */
import { describe, expect, it } from '@jest/globals'
import { Notebook } from '../../../src/core/verdict/notes.js'
import { code, said } from '../../../src/core/said.js'

describe('Notebook', () => {
  it('keeps notes and warnings in the order they were said', () => {
    const book = new Notebook()
    book.note('one', 'two')
    book.note('three')
    book.warning('careful')
    expect(book.notes).toEqual(['one', 'two', 'three'])
    expect(book.warnings).toEqual(['careful'])
  })

  it('logs each warning at once, as plain text, and no note', () => {
    const logged: string[] = []
    const book = new Notebook((m) => logged.push(m))
    const w = said`Needs ${code('pull-requests: write')}.`
    book.note('quiet')
    book.warning(w)
    expect(logged).toEqual(['Needs pull-requests: write.'])
    expect(book.warnings).toEqual([w])
  })
})
