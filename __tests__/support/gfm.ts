/**
 * The summary as GitHub shows it, for tests: GFM with raw HTML allowed, then GitHub's sanitising
 * rules (hast-util-sanitize's default schema is GitHub's), as a hast tree to query.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize)

export function renderGfm(markdown: string): Root {
  return processor.runSync(processor.parse(markdown))
}

type Node = Root | RootContent | ElementContent

export function isElement(node: Node): node is Element {
  return node.type === 'element'
}

/** Every element under `nodes`, depth first. */
export function elements(nodes: readonly Node[]): Element[] {
  const out: Element[] = []
  const walk = (n: Node): void => {
    if (isElement(n)) out.push(n)
    if ('children' in n) for (const c of n.children) walk(c)
  }
  for (const n of nodes) walk(n)
  return out
}

/** Visible text: `<br>` as a line break, paragraphs apart by a blank line. */
export function textOf(nodes: readonly Node[]): string {
  const parts: string[] = []
  // The HTML of a hard break is `<br>` then a newline in the text; that newline is not shown.
  let afterBreak = false
  const walk = (n: Node): void => {
    if (n.type === 'text') {
      parts.push(afterBreak ? n.value.replace(/^\n/, '') : n.value)
      afterBreak = false
    } else if (isElement(n) && n.tagName === 'br') {
      parts.push('\n')
      afterBreak = true
    } else if ('children' in n) {
      afterBreak = false
      if (isElement(n) && n.tagName === 'p' && parts.length > 0) parts.push('\n\n')
      for (const c of n.children) walk(c)
    }
  }
  for (const n of nodes) walk(n)
  return parts
    .join('')
    .replace(/^\n+|\n+$/g, '')
    .replace(/\n(?:[ \t]*\n)+/g, '\n\n')
}

/** The text of the top-level headings, in order. */
export function headings(tree: Root): string[] {
  return tree.children
    .filter(isElement)
    .filter((e) => /^h[1-6]$/.test(e.tagName))
    .map((e) => textOf([e]))
}

/** The top-level nodes after the heading whose text starts with `title`, up to the next heading. */
export function section(tree: Root, title: string): RootContent[] {
  const start = tree.children.findIndex(
    (n) => isElement(n) && /^h[1-6]$/.test(n.tagName) && textOf([n]).startsWith(title)
  )
  if (start < 0) throw new Error(`no heading ${title}`)
  const rest = tree.children.slice(start + 1)
  const end = rest.findIndex((n) => isElement(n) && /^h[1-6]$/.test(n.tagName))
  return end < 0 ? rest : rest.slice(0, end)
}
