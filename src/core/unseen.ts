/**
 * What is in a comment but not on its page (for visible.ts): elements GitHub drops or does not
 * show, the text of every tag, image alt text and link destinations. A phrase there does not
 * trigger the agent; the unseen elements are left out of the request too.
 */

/** Elements whose content GitHub removes or never shows. */
const UNSEEN =
  /<(script|style|template|textarea|noscript|iframe|object|embed|svg|math|title|xmp|noembed|noframes|plaintext)(?=[\s/>])/gi
/** How far a tag is looked for: past it, an unclosed quoted value is taken for a tag's. */
const TAG_REACH = 1024

/**
 * What is in the comment but not on the page: unseen elements (to their closing tag or the end;
 * left out of the request), the text of every tag, image alt text and link destinations.
 */
export function hideUnseen(
  text: string,
  hidden: Uint8Array,
  quotes: [start: number, end: number][]
): void {
  const lower = text.toLowerCase()
  UNSEEN.lastIndex = 0
  for (let m = UNSEEN.exec(text); m !== null; m = UNSEEN.exec(text)) {
    const close = lower.indexOf(`</${m[1].toLowerCase()}`, m.index + m[0].length)
    const end = close === -1 ? text.length : lower.indexOf('>', close) + 1 || text.length
    hidden.fill(1, m.index, end)
    quotes.push([m.index, end])
    UNSEEN.lastIndex = end
  }
  hideTags(text, hidden)
  hideLinkParts(text, hidden)
}

/**
 * Every tag's own text (its attributes), quoted values read as such (`alt="a>b"`). A `<` that
 * starts no tag is text. Each look reaches at most TAG_REACH characters, so the scan is linear.
 */
function hideTags(text: string, hidden: Uint8Array): void {
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
    if (!/^<\/?[A-Za-z]/.test(text.slice(i, i + 3))) continue
    const reach = Math.min(text.length, i + TAG_REACH)
    let quote = ''
    let j = i + 1
    for (; j < reach; j++) {
      const c = text[j]
      if (quote !== '') {
        if (c === quote) quote = ''
      } else if (c === '"' || c === "'") quote = c
      else if (c === '>' || c === '<') break
    }
    if (j < reach && text[j] === '>') {
      hidden.fill(1, i, j + 1)
      i = j
    } else if (quote !== '') {
      // A quoted value that does not end within reach: taken for a tag's (the safe side).
      hidden.fill(1, i, j)
      i = j - 1
    }
  }
}

/** Where the paragraph holding `from` ends: the next blank line, or the end. */
function paragraphEnd(text: string, from: number): number {
  const blank = /\n[ \t]*(?:\r?\n|$)/g
  blank.lastIndex = from
  return blank.exec(text)?.index ?? text.length
}

/**
 * `![alt]` and `](destination "title")`: brackets and parentheses nested, escapes and quoted
 * titles followed, across lines up to the paragraph's end; an unclosed one hides to that end.
 * Each scan resumes where the last one stopped, so the whole is linear.
 */
function hideLinkParts(text: string, hidden: Uint8Array): void {
  let end = -1
  for (let i = 0; i < text.length; i++) {
    const image = text[i] === '!' && text[i + 1] === '['
    const destination = text[i] === ']' && text[i + 1] === '('
    if (!image && !destination) continue
    if (i >= end) end = paragraphEnd(text, i)
    const [open, close] = image ? ['[', ']'] : ['(', ')']
    let depth = 1
    let quote = ''
    let j = i + 2
    for (; j < end && depth > 0; j++) {
      const c = text[j]
      if (c === '\\') j++
      else if (quote !== '') {
        if (c === quote) quote = ''
      } else if (destination && (c === '"' || c === "'")) quote = c
      else if (c === open) depth++
      else if (c === close) depth--
    }
    j = Math.min(j, end)
    hidden.fill(1, i, j)
    // An image's `](…)` follows its alt text: read from the `]` on.
    i = image && depth === 0 ? j - 2 : j - 1
  }
}
