/**
 * The agent's prose (final message, last message) as formatted markdown that cannot leave its
 * section.
 *
 * The agent's text is parsed into a syntax tree (micromark with GFM, the parser remark uses), and
 * the tree is written back out by the code below, which emits only constructs it builds itself:
 * every text node goes through the literal escaper (`escapeLine`: all markup punctuation
 * backslash-escaped, autolinks and mentions broken), code through our code span and fence
 * builders (no backtick run inside can close them), containers with our own prefixes on every
 * line, blocks apart by blank lines. So it does not matter where GitHub's parser (cmark-gfm)
 * would have disagreed with micromark about the agent's source: whatever micromark thought, the
 * output says the same thing to both. The agent gets emphasis, strong, strikethrough, code, lists,
 * quotes, tables and thematic breaks; it gets no link (the link's text is shown), no image (its
 * alt text), no raw HTML (its source, as text) and no heading (a heading is a bold line, so it
 * cannot pass for one of the summary's sections).
 */
import type { Nodes, PhrasingContent, RootContent, Table } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import {
  LINE_BREAK,
  cellCode,
  code,
  escapeLine,
  fenced,
  literalText,
  type AgentTextOptions
} from './markdown.js'

/** Deeper than this, a node is shown as its source, literally (recursion stays bounded). */
const MAX_DEPTH = 20
/** A fence's language is kept only when it is a plain word. */
const LANGUAGE = /^[A-Za-z0-9_+-]{1,20}$/
/** CommonMark reads at most nine digits as an ordered list's number. */
const MAX_ORDINAL = 999_999_999
const NBSP = '\u00a0'
/** Longer agent text is shown literally (see agentText). */
const FORMAT_CHARS = 4096
/** A line that opens more quotes and list items than MAX_DEPTH. */
const DEEP_LINE = new RegExp(
  `^(?:[ \\t]*(?:>|[-*+](?=[ \\t])|\\d{1,9}[.)](?=[ \\t]))){${String(MAX_DEPTH + 1)}}`,
  'm'
)

interface Context {
  source: string
  options: AgentTextOptions
}

/**
 * The agent's prose as markdown we wrote (see above). The result is a sequence of blocks: the
 * caller puts a blank line before and after it.
 */
export function agentText(value: string, options: AgentTextOptions = {}): string {
  // The parser's cost grows with the square of the containers open on a line, and its tree
  // transforms recurse: text that nests deeper than we would show is shown literally instead.
  // The parser is superlinear on some inputs (runs of `*`, nested images: 0.5–0.8 s for 4 KiB
  // measured), so longer text is shown literally until that is bounded.
  if (value.length > FORMAT_CHARS || DEEP_LINE.test(value)) return literalText(value, options)
  let tree
  try {
    tree = fromMarkdown(value, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  } catch {
    // A stack overflow on a pathological nesting of inline markup.
    return literalText(value, options)
  }
  return blocks(tree.children, { source: value, options }, 0)
}

/** The agent's source of a node, shown literally. */
function sourceOf(node: Nodes, ctx: Context): string {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  return start === undefined || end === undefined ? '' : ctx.source.slice(start, end)
}

function blocks(nodes: readonly RootContent[], ctx: Context, depth: number, tight = false): string {
  const out: string[] = []
  for (const node of nodes) {
    const md = block(node, ctx, depth)
    if (md === '') continue
    // In a tight list item, a nested list or code follows its paragraph directly (both can
    // interrupt a paragraph; an ordered list only when it starts at 1).
    const close =
      tight &&
      out.length > 0 &&
      (node.type === 'code' ||
        (node.type === 'list' && (node.ordered !== true || (node.start ?? 1) === 1)))
    out.push(out.length === 0 ? md : (close ? '\n' : '\n\n') + md)
  }
  return out.join('')
}

function block(node: RootContent, ctx: Context, depth: number): string {
  if (depth > MAX_DEPTH) return literalText(sourceOf(node, ctx), ctx.options)
  switch (node.type) {
    case 'paragraph':
      return lines(inline(node.children, ctx, depth + 1))
    case 'heading':
      // Bold, not a heading: the summary's sections are headings.
      return lines(wrap('**', inline(node.children, ctx, depth + 1)))
    case 'thematicBreak':
      return '---'
    case 'code':
      return fenced(node.value, node.lang != null && LANGUAGE.test(node.lang) ? node.lang : '')
    case 'blockquote':
      return prefix(blocks(node.children, ctx, depth + 1), '> ', '>')
    case 'list': {
      const first = Math.min(node.start ?? 1, MAX_ORDINAL)
      const items = node.children.map((item, i) => {
        const marker = node.ordered === true ? `${Math.min(first + i, MAX_ORDINAL)}.` : '-'
        const task = item.checked == null ? '' : item.checked ? '\\[x\\] ' : '\\[ \\] '
        const content =
          depth + 1 > MAX_DEPTH
            ? literalText(sourceOf(item, ctx), ctx.options)
            : blocks(item.children, ctx, depth + 2, item.spread !== true)
        const lines = prefix(task + content, ' '.repeat(marker.length + 1), '')
        return lines === '' ? marker : `${marker} ${lines.trimStart()}`
      })
      const loose = node.spread === true || node.children.some((i) => i.spread === true)
      return items.join(loose ? '\n\n' : '\n')
    }
    case 'table':
      return table(node, ctx, depth + 1)
    case 'html':
      return literalText(node.value, ctx.options)
    case 'footnoteDefinition':
      return blocks(
        [
          {
            type: 'paragraph',
            children: [{ type: 'text', value: `[^${node.label ?? node.identifier}]:` }]
          },
          ...node.children
        ],
        ctx,
        depth + 1
      )
    default:
      // Definitions (a link's target is not shown anywhere else) and anything else: the source.
      return literalText(sourceOf(node, ctx), ctx.options)
  }
}

/** A paragraph's lines: white space at a line's start would be indentation, so it is kept as no-break spaces. */
function lines(md: string): string {
  return md.replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP))
}

/** Every line of `md` behind `lead` (a blank line behind `blank`), the first line included. */
function prefix(md: string, lead: string, blank: string): string {
  if (md === '') return ''
  return md
    .split('\n')
    .map((line) => (line === '' ? blank : lead + line))
    .join('\n')
}

function table(node: Table, ctx: Context, depth: number): string {
  const width = Math.max(1, ...node.children.map((row) => row.children.length))
  const row = (cells: string[]): string =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`
  const rows = node.children.map((r) =>
    row(r.children.map((c) => inline(c.children, ctx, depth + 1, true)))
  )
  const align = Array.from({ length: width }, (_, i) => {
    const a = node.align?.[i]
    return a === 'left' ? ':---' : a === 'right' ? '---:' : a === 'center' ? ':---:' : '---'
  })
  return [rows[0] ?? row([]), row(align), ...rows.slice(1)].join('\n')
}

/** Inline content; in a table cell (`cell`), on one line with pipes kept inside the cell. */
function inline(
  nodes: readonly PhrasingContent[],
  ctx: Context,
  depth: number,
  cell = false
): string {
  return nodes.map((n) => phrase(n, ctx, depth, cell)).join('')
}

function phrase(node: PhrasingContent, ctx: Context, depth: number, cell: boolean): string {
  if (depth > MAX_DEPTH) return words(sourceOf(node, ctx), ctx, cell)
  const inner = (): string =>
    'children' in node ? inline(node.children, ctx, depth + 1, cell) : ''
  switch (node.type) {
    case 'text':
    case 'html':
      return words(node.value, ctx, cell)
    case 'emphasis':
      return wrap('*', inner())
    case 'strong':
      return wrap('**', inner())
    case 'delete':
      return wrap('~~', inner())
    case 'inlineCode':
      return cell ? cellCode(node.value) : code(node.value)
    case 'break':
      return cell ? ' ' : '\\\n'
    case 'link':
    case 'linkReference':
      // The text only: the agent does not place links in the summary. Zero-width spaces around
      // it, so an autolink split by the parser (`www` + `.`) is not joined again by GitHub's.
      return `\u200b${inner()}\u200b`
    case 'image':
    case 'imageReference':
      return words(`🖼 ${node.alt ?? ''}`.trimEnd(), ctx, cell)
    case 'footnoteReference':
      return words(`[^${node.label ?? node.identifier}]`, ctx, cell)
    default:
      return words(sourceOf(node, ctx), ctx, cell)
  }
}

/**
 * Emphasis, strong or strikethrough around `inner`, when the delimiters are sure to be read as
 * such: not around nothing or white space, and `~~` never next to a `~` (three at a line's start
 * would open a fence). Otherwise the content alone.
 */
function wrap(delimiter: string, inner: string): string {
  if (inner === '' || /^\s|\s$/.test(inner)) return inner
  if (delimiter === '~~' && (inner.startsWith('~') || inner.endsWith('~'))) return inner
  return delimiter + inner + delimiter
}

/** Text, escaped line by line (only the first line can be mid-line); in a cell, on one line. */
function words(value: string, ctx: Context, cell: boolean): string {
  const lines = value.split(LINE_BREAK)
  if (cell) return escapeLine(lines.join(' '), ctx.options, false)
  return lines
    .map((l, i) => {
      const line = i < lines.length - 1 ? l.trimEnd() : l
      return i === 0 ? escapeLine(line, ctx.options, false) : escapeLine(line, ctx.options)
    })
    .join('\n')
}
