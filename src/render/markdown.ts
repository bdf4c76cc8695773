/**
 * Markdown for untrusted text. Text from the stream goes into the summary only through these
 * helpers: as a code span (literal, no links, no HTML, pipes escaped for tables), as a fenced
 * block whose fence is longer than any backtick run inside, or as prose with raw HTML and images
 * neutralised. None of them can open or close a `<details>` block, a table or a fence around it.
 */

/** Invisible, and breaks every autolink pattern it sits in. */
const ZWSP = '\u200b'

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
  return span(text.replace(/\r\n|\r|\n/g, '⏎'))
}

/**
 * Inline code inside a table cell. GFM splits cells on `|` before it reads code spans, so pipes
 * are escaped; GitHub shows them as `|` there, while outside a table the backslash would show.
 */
export function cellCode(text: string): string {
  if (text === '') return ''
  return span(text.replace(/\r\n|\r|\n/g, '⏎').replace(/\|/g, '\\|'))
}

function span(flat: string): string {
  const fence = '`'.repeat(longestRun(flat, '`') + 1)
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : ''
  return `${fence}${pad}${flat}${pad}${fence}`
}

/** A fenced code block that nothing inside can close. */
export function fenced(text: string, lang = 'text'): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1))
  return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;'
}

/** Plain text for a table cell or a line of prose: no markup survives. */
export function text(value: string): string {
  return breakAutolinks(
    value
      .replace(/\r\n|\r|\n/g, ' ')
      .replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c)
      .replace(/([\\`*_[\]{}()#+!|~])/g, '\\$1')
  )
}

/**
 * Breaks URL, `www.` and e-mail autolinks with a zero-width space. GitHub's cmark-gfm finds them
 * in the source and remark in decoded text, so neither a backslash nor a character reference
 * stops both.
 */
export function breakAutolinks(value: string): string {
  return value
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/\b(www)\./gi, `$1${ZWSP}.`)
    .replace(/@/g, `${ZWSP}@`)
}

/**
 * The agent's own markdown, kept readable (headings, lists, emphasis, code) but defused outside
 * code: `<` becomes `&lt;` so no raw HTML can open, close or comment out the sections around it;
 * `[` is escaped so no link or image the agent wrote becomes one; URL, `www.` and e-mail
 * autolinks are broken with a zero-width space (GitHub's cmark-gfm matches them in the source,
 * remark in decoded text; a character reference would stop only the first). An unclosed code
 * fence is closed.
 */
export function prose(markdown: string): string {
  const lines = markdown.replace(/\r\n|\r/g, '\n').split('\n')
  const out: string[] = []
  let fence: { ch: string; len: number } | undefined
  for (const line of lines) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line)
    if (fence !== undefined) {
      out.push(line)
      if (
        m?.[1] !== undefined &&
        m[1][0] === fence.ch &&
        m[1].length >= fence.len &&
        line.trim() === m[1]
      ) {
        fence = undefined
      }
      continue
    }
    if (m?.[1] !== undefined) {
      fence = { ch: m[1].charAt(0), len: m[1].length }
      out.push(line)
      continue
    }
    out.push(defuseInline(line))
  }
  if (fence !== undefined) out.push(fence.ch.repeat(fence.len))
  return out.join('\n')
}

/** Defuses HTML, links, images and autolinks outside the inline code spans of one line. */
function defuseInline(line: string): string {
  let out = ''
  let i = 0
  while (i < line.length) {
    if (line[i] === '`') {
      let j = i
      while (j < line.length && line[j] === '`') j++
      const ticks = line.slice(i, j)
      const close = line.indexOf(ticks, j)
      if (close > 0 && line[close + ticks.length] !== '`') {
        out += line.slice(i, close + ticks.length)
        i = close + ticks.length
        continue
      }
      out += ticks
      i = j
      continue
    }
    const c = line[i] ?? ''
    if (c === '<') out += '&lt;'
    else if (c === '[') out += '\\['
    else if (c === '@') out += ZWSP + '@'
    else if (c === ':' && line.startsWith('//', i + 1)) out += ':' + ZWSP
    else if ((c === 'w' || c === 'W') && /^www\./i.test(line.slice(i, i + 4))) {
      out += line.slice(i, i + 3) + ZWSP + '.'
      i += 4
      continue
    } else out += c
    i++
  }
  return out
}
