/**
 * What is in a comment but not on its page (src/core/unseen.ts): elements GitHub drops (hidden
 * and left out of the request), the text of tags, image alt text and link destinations (hidden).
 */
import { describe, expect, it } from '@jest/globals'
import { hideUnseen } from '../../src/core/unseen.js'

/** The text with its hidden characters as `#`, and the parts left out. */
function unseen(text: string): { shown: string; left: [number, number][] } {
  const hidden = new Uint8Array(text.length)
  const left: [number, number][] = []
  hideUnseen(text, hidden, left)
  const shown = Array.from(text, (c, i) => (hidden[i] === 1 ? '#' : c)).join('')
  return { shown, left }
}

describe('what no reader sees', () => {
  it('an element GitHub drops, to its closing tag or the end, is left out of the request', () => {
    const text = 'a <script>x</script> b <STYLE>y'
    expect(unseen(text)).toEqual({
      shown: 'a ################## b ########',
      left: [
        [2, 20],
        [23, 31]
      ]
    })
  })

  it("a tag's own text is hidden, a quoted `>` inside it too; a `<` that starts no tag is text", () => {
    expect(unseen('a <img alt="x>y" src=z> b').shown).toBe('a ##################### b')
    expect(unseen('1 < 2 and <3').shown).toBe('1 < 2 and <3')
    expect(unseen('a <b>c</b>').left).toEqual([])
  })

  it("an image's alt text and a link's destination and title are hidden; a link's text is not", () => {
    expect(unseen('see ![alt text](u) and [words](https://x "t") end').shown).toBe(
      'see ############## and [words################ end'
    )
  })

  it('an unclosed destination hides to its paragraph end only', () => {
    expect(unseen('[a](open\nstill\n\nnext').shown).toBe('[a############\n\nnext')
  })
})
