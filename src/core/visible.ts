/**
 * Which words of a comment are the commenter's own request: the text outside quotes and code.
 * A quote is usually someone else's words (GitHub's "Quote reply" puts an outsider's comment
 * behind `>`), and a phrase in code is shown, not said: neither may trigger the agent, and quoted
 * words never reach the prompt.
 *
 * Why not the markdown parser the summary uses (micromark): on a 64 KiB comment it takes seconds
 * to minutes on some inputs (measured: 13 s for `*a` repeated, 72 s for `a\n=\n` repeated, a stack
 * overflow for deep quotes), and the body is untrusted. This is a line scanner, linear in the
 * body's length, and conservative where it and GitHub could disagree: whatever might be a quote or
 * code on GitHub is treated as one, so a doubtful case does not trigger (the safe side).
 * - Quotes: a line that starts with `>` after indentation and list markers, and every following
 *   line up to a blank one (CommonMark's lazy continuation keeps a paragraph inside the quote).
 * - Code blocks: fenced (``` or ~~~, unclosed to the end) and indented (4 columns or more).
 * - Code spans: backtick strings matched by length (CommonMark), within a paragraph, within a line
 *   and within a table cell: text in a span under any of these readings is code.
 * - HTML: <blockquote>/<q> (quotes) and <pre>/<code>/<kbd>/<samp>/<tt> (code), unclosed to the
 *   end. HTML comments are removed before this (trigger.ts cleanText).
 * - What a reader never sees: a tag's own text (`<img alt="…">`), elements GitHub drops or does
 *   not show (<script>, <style>, <template>, …, unclosed to the end), link reference definitions
 *   (`[//]: # (…)`), an image's alt text and a link's destination and title. The phrase there
 *   does not trigger; the elements and definitions are left out of the request too.
 */
import { hideUnseen } from './unseen.js'

/** A half-open range of positions in the text. */
export type Range = [start: number, end: number]

export interface Visible {
  /** The text with every quoted or code character replaced by NUL (positions unchanged). */
  masked: string
  /** The quoted parts and those no reader sees, in order: left out of the request. */
  quotes: Range[]
}

/** Replaces what hides the phrase; never part of a phrase or a word. */
const HIDDEN = '\u0000'

interface Line {
  start: number
  end: number
}

function linesOf(text: string): Line[] {
  const out: Line[] = []
  const breaks = /\r\n|\r|\n/g
  let start = 0
  for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) {
    out.push({ start, end: m.index })
    start = m.index + m[0].length
  }
  out.push({ start, end: text.length })
  return out
}

/** Indentation and list markers in front of a line's content (no nested quantifier overlap). */
const CONTAINERS = /^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*/
const FENCE = /^(`{3,}|~{3,})/

/** Columns of leading white space (a tab moves to the next multiple of 4). */
function indentOf(line: string): number {
  let col = 0
  for (const ch of line) {
    if (ch === ' ') col += 1
    else if (ch === '\t') col += 4 - (col % 4)
    else break
    if (col >= 4) break
  }
  return col
}

export function visibleText(text: string): Visible {
  const hidden = new Uint8Array(text.length)
  const quotes: Range[] = []
  for (const p of new Blocks(text, hidden, quotes).scan()) hideSpans(text, p, hidden)
  hideHtml(text, hidden, quotes)
  hideUnseen(text, hidden, quotes)
  return { masked: maskHidden(text, hidden), quotes: merge(quotes) }
}

/** The open fence: its character, length and the column its line's content starts at. */
interface Fence {
  char: string
  length: number
  column: number
}

/**
 * The blocks of a text, a line at a time: quotes, code blocks and link reference definitions
 * hidden (quotes and definitions also listed in `quotes`); the other lines gathered into
 * paragraphs, where code spans are looked for next.
 */
class Blocks {
  private readonly paragraphs: Line[][] = []
  private paragraph: Line[] = []
  private fence: Fence | undefined
  private quoting = false
  /**
   * Inside a link reference definition, shown nowhere: `label` (its label goes on: to the
   * paragraph's end), a quote or parenthesis that ends its title, or `next` (a title may follow).
   */
  private defining: string | undefined

  constructor(
    private readonly text: string,
    private readonly hidden: Uint8Array,
    private readonly quotes: Range[]
  ) {}

  scan(): Line[][] {
    for (const line of linesOf(this.text)) this.read(line)
    this.flush()
    return this.paragraphs
  }

  private read(line: Line): void {
    const content = this.text.slice(line.start, line.end)
    if (this.fence !== undefined) {
      this.hidden.fill(1, line.start, line.end)
      this.fence = fenceAfter(this.fence, content)
      return
    }
    if (content.trim() === '') {
      this.flush()
      this.quoting = false
      this.defining = undefined
      return
    }
    const rest = content.slice(CONTAINERS.exec(content)?.[0].length ?? 0)
    if (this.quoting || rest.startsWith('>')) {
      this.flush()
      this.quoting = true
      this.hideQuote(line)
      return
    }
    const open = FENCE.exec(rest)?.[1]
    if (open !== undefined || indentOf(content) >= 4) {
      this.flush()
      this.hidden.fill(1, line.start, line.end)
      if (open !== undefined) {
        const column = content.length - rest.length
        this.fence = { char: open.charAt(0), length: open.length, column }
      }
      return
    }
    // A definition, or a line that may open one whose label goes on (a `[` with no `]`), with a
    // title that may span lines: hidden, and left out of the request.
    const definition = definitionState(rest, this.defining)
    if (definition !== false) {
      this.defining = definition
      this.hideQuote(line)
      return
    }
    this.defining = undefined
    this.paragraph.push(line)
    // A heading is a block of its own: no code span reaches into it or out of it.
    if (/^#{1,6}(?:[ \t]|$)/.test(rest)) this.flush()
  }

  /** Hidden, and left out of the request. */
  private hideQuote(line: Line): void {
    this.hidden.fill(1, line.start, line.end)
    this.quotes.push([line.start, line.end])
  }

  private flush(): void {
    if (this.paragraph.length > 0) this.paragraphs.push(this.paragraph)
    this.paragraph = []
  }
}

/** The fence still open after a line inside it (`content`), or undefined when the line closes it. */
function fenceAfter(fence: Fence, content: string): Fence | undefined {
  const column = CONTAINERS.exec(content)?.[0].length ?? 0
  const close = FENCE.exec(content.trimStart())?.[1]
  const rest = content.trimStart().slice(close?.length ?? 0)
  const closes = close?.[0] === fence.char && close.length >= fence.length
  // Left of the fence's own column the fence's container has ended, and the line opens a
  // new fence (GitHub reads it so); more than 3 columns right of it, it is code, no close.
  if (closes && column < fence.column) return { ...fence, column }
  if (closes && column - fence.column <= 3 && rest.trim() === '') return undefined
  return fence
}

/** A paragraph's code spans under each reading GitHub could give it: whole, by line, by cell. */
function hideSpans(text: string, paragraph: Line[], hidden: Uint8Array): void {
  hideCodeSpans(text, paragraph, hidden)
  for (const line of paragraph) {
    hideCodeSpans(text, [line], hidden)
    // A table cell's inlines are read on their own (GFM splits the row on pipes first).
    let start = line.start
    for (let i = line.start; i <= line.end; i++) {
      if (i === line.end || text[i] === '|') {
        hideCodeSpans(text, [{ start, end: i }], hidden)
        start = i + 1
      }
    }
  }
}

/**
 * The text with each hidden character replaced by HIDDEN, built from runs: a string grown a
 * character at a time (a body hidden whole) made the collector's work grow faster than the body.
 */
function maskHidden(text: string, hidden: Uint8Array): string {
  const parts: string[] = []
  for (let i = 0; i < text.length;) {
    const seen = hidden.indexOf(1, i)
    const end = seen === -1 ? text.length : seen
    if (end > i) parts.push(text.slice(i, end))
    if (end === text.length) break
    let after = end
    while (after < text.length && hidden[after] !== 0) after++
    parts.push(HIDDEN.repeat(after - end))
    i = after
  }
  return parts.join('')
}

/**
 * CommonMark code spans over the segments read as one stream: an opening backtick string is
 * closed by the next string of the same length; without one its backticks are literal text.
 * Linear: for each length, a pointer moves forward through that length's strings. The strings
 * are kept in typed arrays, not an object each: a body of `a repeated made one object per two
 * characters, and the collector's copying of them grew faster than the body.
 */
function hideCodeSpans(text: string, segments: Line[], hidden: Uint8Array): void {
  let capacity = 0
  for (const { start, end } of segments) capacity += end - start
  const pos = new Int32Array(capacity)
  // A string's length, less one when it is escaped (its first backtick a literal one).
  const size = new Int32Array(capacity)
  const full = new Int32Array(capacity)
  let count = 0
  for (const { start, end } of segments) {
    // Within the segment only: an indexOf would look on to the text's end from every line, and a
    // body of many lines without a backtick took time like its length squared.
    for (let at = start; at < end; at++) {
      if (text.charCodeAt(at) !== 96) continue
      let after = at + 1
      while (after < end && text.charCodeAt(after) === 96) after++
      let slashes = 0
      while (at - slashes - 1 >= start && text[at - slashes - 1] === '\\') slashes++
      pos[count] = at
      full[count] = after - at
      size[count] = after - at - (slashes % 2)
      count++
      at = after - 1
    }
  }
  // The strings of each full length, in order: where a closer of that length may be.
  const byLength = new Map<number, number[]>()
  for (let i = 0; i < count; i++) {
    const list = byLength.get(full[i] ?? 0) ?? []
    list.push(i)
    byLength.set(full[i] ?? 0, list)
  }
  const next = new Map<number, number>()
  for (let i = 0; i < count; i++) {
    const length = size[i] ?? 0
    if (length === 0) continue
    const list = byLength.get(length) ?? []
    let k = next.get(length) ?? 0
    while (k < list.length && (list[k] ?? 0) <= i) k++
    next.set(length, k)
    if (k === list.length) continue
    const close = list[k] ?? 0
    const escaped = size[i] !== full[i]
    hidden.fill(1, (pos[i] ?? 0) + (escaped ? 1 : 0), (pos[close] ?? 0) + (full[close] ?? 0))
    i = close
  }
}

const QUOTE_TAGS = new Set(['blockquote', 'q'])
/** An opening or closing tag of the elements that hide text; `[^<>]*` stops at the next `<`. */
const TAG = '<(/?)(blockquote|q|pre|code|kbd|samp|tt)(?=[\\s/>])[^<>]*>'

/** HTML quote and code elements outside what is hidden already; unclosed ones run to the end. */
function hideHtml(text: string, hidden: Uint8Array, quotes: Range[]): void {
  let quoteDepth = 0
  let codeDepth = 0
  let from = 0
  let quoteFrom = 0
  const tags = new RegExp(TAG, 'gi')
  for (let m = tags.exec(text); m !== null; m = tags.exec(text)) {
    if (hidden[m.index] === 1) continue
    const quote = QUOTE_TAGS.has(m[2].toLowerCase())
    const closing = m[1] === '/'
    const before = quoteDepth + codeDepth
    const quotedBefore = quoteDepth > 0
    if (quote) quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1))
    else codeDepth = Math.max(0, codeDepth + (closing ? -1 : 1))
    const end = m.index + m[0].length
    if (before === 0 && quoteDepth + codeDepth > 0) from = m.index
    if (before > 0 && quoteDepth + codeDepth === 0) hidden.fill(1, from, end)
    if (!quotedBefore && quoteDepth > 0) quoteFrom = m.index
    if (quotedBefore && quoteDepth === 0) quotes.push([quoteFrom, end])
  }
  if (quoteDepth + codeDepth > 0) hidden.fill(1, from, text.length)
  if (quoteDepth > 0) quotes.push([quoteFrom, text.length])
}

/** `[label]:` after any indentation and list markers; the label may hold escaped brackets. */
const LINK_DEFINITION = /^\[(?:[^\]\\]|\\.){1,999}\]:/
/** A line that opens a label and does not close it: a definition's label may span lines. */
const OPEN_LABEL = /^\[(?:[^\]\\]|\\.)*\\?$/
/**
 * Whether a line (after its containers) belongs to a link reference definition, given the state
 * the line before left: false when not; else what the definition still waits for on later lines
 * (see `defining` in visibleText), undefined when it is complete.
 */
function definitionState(rest: string, before: string | undefined): string | undefined | false {
  if (before === 'label') return 'label'
  if (before !== undefined && before !== 'next') return rest.includes(before) ? undefined : before
  if (before === 'next' && /^["'(]/.test(rest)) return titleState(rest)
  if (OPEN_LABEL.test(rest)) return 'label'
  const label = LINK_DEFINITION.exec(rest)
  if (label === null) return false
  const after = rest.slice(label[0].length).trim()
  const destination = /^(?:<[^>]*>|\S+)/.exec(after)?.[0] ?? ''
  const title = after.slice(destination.length).trim()
  return title === '' ? 'next' : titleState(title)
}

/** A title that starts the text: undefined when it closes there, else its closing character. */
function titleState(title: string): string | undefined {
  const closer = title.startsWith('(') ? ')' : title.charAt(0)
  return title.slice(1).includes(closer) ? undefined : closer
}

/** Sorted, overlapping or touching ranges joined. */
function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const out: Range[] = []
  for (const r of sorted) {
    const last = out.at(-1)
    if (last !== undefined && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else out.push([r[0], r[1]])
  }
  return out
}
