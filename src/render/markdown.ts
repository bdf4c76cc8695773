/**
 * Markdown for untrusted text. Text from the stream goes into the summary (and the PR comment)
 * only through these helpers:
 * - `agentText`: the agent's prose, its markdown written back out by us (prose.ts);
 * - `literalText`: text shown exactly, never markup;
 * - `text`: one line of literal text, for table cells, headings and callouts;
 * - `code` / `cellCode`: a code span no backtick run inside can close;
 * - `fenced`: a fenced block no fence inside can close;
 * - `link`: a link whose destination is percent-encoded, so no `)`, `>`, `|` or space ends it early.
 * None of them can open or close a `<details>` block, a table, a fence or a section around it.
 * `markup` renders our own sentences (core/said.ts): our markup, their values through the above.
 */
import { shownText, type Sentence, type Value } from '../core/said.js'

/** Invisible, and breaks every autolink and mention pattern it sits in. */
const ZWSP = '\u200b'
const NBSP = '\u00a0'

/** Every line ending a reader could see as one (CommonMark itself knows only \n, \r, \r\n). */
export const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/

/**
 * The ASCII punctuation that can take part in markup anywhere in a line (CommonMark lets a
 * backslash escape any ASCII punctuation). Left alone: `" % ' , . / : ; ? @`, which no CommonMark
 * or GFM construct starts with and which only form one after a character that is escaped here
 * (a link title needs `[`, a closing tag `<`); autolinks and mentions, found in plain text, are
 * broken separately. `-`, `+`, `=` and an ordered-list `.` matter only at a line's start.
 */
const MARKUP_PUNCTUATION = /[!#$&()*+<>[\\\]^_`{|}~]/g

function longestRun(text: string, ch: string): number {
  let best = 0
  let run = 0
  for (const c of text) {
    if (c === ch) {
      run++
      if (run > best) best = run
    } else {
      run = 0
    }
  }
  return best
}

/** Inline code: shown literally, newlines as `⏎`. Not for table cells (see cellCode). */
export function code(text: string): string {
  if (text === '') return ''
  return span(flatten(text))
}

/**
 * Inline code inside a table cell. GFM splits cells on `|` before it reads code spans, so pipes
 * are escaped; GitHub shows them as `|` there, while outside a table the backslash would show.
 * A backslash right before a pipe gets a zero-width space after it: cmark-gfm (GitHub) and
 * micromark (remark) disagree on whether `\\|` ends the cell, and with the space both say no.
 */
export function cellCode(text: string): string {
  if (text === '') return ''
  return span(
    flatten(text)
      .replace(/\\(?=\|)/g, `\\${ZWSP}`)
      .replace(/\|/g, '\\|')
  )
}

function flatten(text: string): string {
  return text.replace(new RegExp(LINE_BREAK.source, 'g'), '⏎')
}

function span(flat: string): string {
  // A fence longer than any backtick run inside; the closing fence sits on the same line, so a
  // span at the start of a line is never read as a code fence (its info string has backticks).
  const fence = '`'.repeat(longestRun(flat, '`') + 1)
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : ''
  return `${fence}${pad}${flat}${pad}${fence}`
}

/** A fenced code block that nothing inside can close. */
export function fenced(text: string, lang = 'text'): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1))
  return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`
}

/** Options for agent text. */
export interface AgentTextOptions {
  /**
   * Put a zero-width space after every `@`, so `@user` and `@org/team` do not notify anyone
   * and `a@b.c` is no e-mail link, and after the `#` of `#12` / `owner/repo#12` and `GH-12`, so
   * no issue gets a cross-reference. On by default; the summary and the PR comment both want it.
   */
  defuseMentions?: boolean
}

/**
 * Text as literal text, shown exactly, line by line, and never markup: every ASCII punctuation
 * character that can take part in markup is backslash-escaped (CommonMark allows it for all of
 * them), which stops every block start (fences, HTML blocks 1–7, headings, setext and thematic
 * lines, lists, quotes, tables, link reference definitions) and every inline one (emphasis, code,
 * HTML, links, images, entities); leading spaces and tabs become no-break spaces (no indented
 * code); line breaks become hard breaks and blank lines paragraph breaks; URL, `www.`, e-mail
 * autolinks and mentions, which GFM finds in plain text, are broken with a zero-width space.
 *
 * `agentText` (prose.ts) uses it for what it does not format: raw HTML, definitions, and
 * anything nested too deep. The result is a sequence of paragraphs.
 */
export function literalText(value: string, options: AgentTextOptions = {}): string {
  const paragraphs: string[][] = [[]]
  for (const raw of value.split(LINE_BREAK)) {
    const line = raw.replace(/[ \t]+$/, '')
    if (line === '') {
      if ((paragraphs.at(-1) ?? []).length > 0) paragraphs.push([])
      continue
    }
    paragraphs.at(-1)?.push(escapeLine(line, options))
  }
  return paragraphs
    .filter((p) => p.length > 0)
    .map((p) => p.join('\\\n'))
    .join('\n\n')
}

/**
 * One line of literal text, valid at the start of a line (after a container's prefix) too:
 * every markup character is escaped, and at a line's start (`lineStart`) leading spaces and tabs
 * become no-break spaces.
 */
export function escapeLine(line: string, options: AgentTextOptions = {}, lineStart = true): string {
  if (!lineStart) return escapeInline(line, options)
  const indent = /^[ \t]*/.exec(line)?.[0] ?? ''
  const lead = indent.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP)
  return lead + escapeInline(line.slice(indent.length), options)
}

/** Plain text on one line (a table cell, a heading, a callout): no markup survives. */
export function text(value: string): string {
  return escapeInline(value.replace(new RegExp(LINE_BREAK.source, 'g'), ' ').trimStart())
}

/**
 * One line as literal text, valid at the start of a line too (a callout's `> ` is followed by
 * block structure: a list, a heading, a thematic break).
 */
function escapeInline(value: string, options: AgentTextOptions = {}): string {
  return breakAutolinks(value, options)
    .replace(MARKUP_PUNCTUATION, '\\$&')
    .replace(/^[-+=]/, '\\$&')
    .replace(/^(\d+)\./, '$1\\.')
}

/**
 * Plain text that GitHub shows with its references linked but no other markup (a pull request's
 * title, a commit message): mentions, issue references and autolinks broken as in agent text
 * (below), nothing escaped.
 */
export function unlinked(value: string): string {
  return breakAutolinks(value)
}

/**
 * Breaks URL, `www.`, e-mail autolinks and mentions with a zero-width space. GitHub's cmark-gfm
 * finds them in the source and remark in decoded text, so neither a backslash nor a character
 * reference stops both.
 */
function breakAutolinks(value: string, options: AgentTextOptions = {}): string {
  const broken = value.replace(/:\/\//g, `:${ZWSP}//`).replace(/(www)\./gi, `$1${ZWSP}.`)
  // `#12` and `GH-12` are issue references: on GitHub they link and leave a cross-reference
  // event on the issue, so they are defused with the mentions.
  return options.defuseMentions === false
    ? broken.replace(/@/g, `${ZWSP}@`)
    : broken.replace(/@/g, `@${ZWSP}`).replace(/(#|\bGH-)(?=\d)/gi, `$1${ZWSP}`)
}

/**
 * A link to a URL we built (a file at a commit, a patch section): `label` is markdown the caller
 * made safe. Only `https:`/`http:` URLs and `#anchors` become links; the destination is
 * percent-encoded so a file named `notes (v2)).md`, or one with `|`, `<`, spaces or backslashes,
 * keeps its link whole, inside a table too.
 */
export function link(label: string, url: string): string {
  if (!/^(https?:\/\/|#)/i.test(url)) return label
  return `[${label}](${linkDestination(url)})`
}

function linkDestination(url: string): string {
  return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#@!$'*+,;=%]/gu, (c) =>
    // A lone surrogate has no UTF-8 form; it becomes U+FFFD like a browser would show it.
    c.length === 1 && c >= '\ud800' && c <= '\udfff'
      ? '%EF%BF%BD'
      : c.charCodeAt(0) < 0x80
        ? // encodeURIComponent leaves `(`, `)` alone; they are what ends a destination early.
          '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
        : encodeURIComponent(c)
  )
}

/**
 * A safety net: a zero-width space *before* `@` stops e-mail autolinks, but GitHub still reads
 * `\u200b@ann` as a mention (the character before `@` is no word character). After the `@` it is
 * no mention, so any that slipped through are moved there.
 */
export function mentionsOff(markdown: string): string {
  return markdown.replace(/\u200b@/g, '@\u200b')
}

/**
 * A sentence as markdown (core/said.ts): ours (a Said) with its pieces as the markup we wrote and
 * each value redacted, then escaped by its kind; someone else's (a string) redacted and shown as
 * literal text. `oneLine`: line breaks in a bare string become spaces (a table cell, a list item).
 */
export function markup(
  s: Sentence,
  redact: (text: string) => string,
  options: { oneLine?: boolean } = {}
): string {
  if (typeof s === 'string')
    return options.oneLine === true ? text(redact(s)) : literalText(redact(s))
  let out = s.pieces[0] ?? ''
  s.values.forEach((v, i) => {
    out += valueMarkup(v, redact) + (s.pieces[i + 1] ?? '')
  })
  return out
}

function valueMarkup(v: Value, redact: (text: string) => string): string {
  switch (v.kind) {
    case 'text':
      // Not at a line's start, and never trimmed: the value sits inside our sentence.
      return escapeInline(redact(v.value).replace(new RegExp(LINE_BREAK.source, 'g'), ' '))
    case 'code':
    case 'input':
      return code(redact(v.value))
    case 'shown':
      return code(shownText(redact(v.value)))
  }
}
