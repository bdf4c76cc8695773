// GitHub's alerts for the preview (render-summary.mjs): a top-level quote whose first line is
// `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` alone, as written in the
// source (an escaped `\[!CAUTION\]` is no alert), is shown by GitHub as a coloured box titled by
// its type, not as a quote. remark-gfm does not know them: `remarkAlerts` finds them in the
// source, and `rehypeAlerts` gives them GitHub's markup after sanitising (GitHub adds it after its
// sanitiser too, which would strip the classes).

const TITLES = {
  note: 'Note',
  tip: 'Tip',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution'
}

/** Colours and layout of GitHub's alerts (its light theme), for the preview's style sheet. */
export const ALERT_STYLE = `.markdown-alert{padding:8px 16px;margin:0 0 16px;border-left:4px solid;color:inherit}
.markdown-alert>:last-child{margin-bottom:0}.markdown-alert-title{font-weight:500;margin:0 0 4px}
.markdown-alert-note{border-color:#0969da}.markdown-alert-note .markdown-alert-title{color:#0969da}
.markdown-alert-tip{border-color:#1a7f37}.markdown-alert-tip .markdown-alert-title{color:#1a7f37}
.markdown-alert-important{border-color:#8250df}.markdown-alert-important .markdown-alert-title{color:#8250df}
.markdown-alert-warning{border-color:#9a6700}.markdown-alert-warning .markdown-alert-title{color:#9a6700}
.markdown-alert-caution{border-color:#d1242f}.markdown-alert-caution .markdown-alert-title{color:#d1242f}`

const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\r?\n|$)/i
/** The quote's first line in the source: the marker alone after the `>`. */
const SOURCE_MARKER = /^ {0,3}> ?\[!(note|tip|important|warning|caution)\][ \t]*$/i

const isElement = (node, tagName) => node?.type === 'element' && node.tagName === tagName

/** The quote as GitHub's alert of `type`: a title, then the quote's content without the marker. */
function alertOf(quote, type) {
  const first = quote.children.find((c) => !(c.type === 'text' && c.value.trim() === ''))
  const lead = isElement(first, 'p') ? first.children[0] : undefined
  const match = lead?.type === 'text' ? MARKER.exec(lead.value) : null
  if (!match) return quote
  const rest = lead.value.slice(match[0].length)
  const paragraph = {
    ...first,
    children: [...(rest !== '' ? [{ ...lead, value: rest }] : []), ...first.children.slice(1)]
  }
  const empty = (p) =>
    isElement(p, 'p') && p.children.every((c) => c.type === 'text' && c.value.trim() === '')
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['markdown-alert', `markdown-alert-${type}`], dir: 'auto' },
    position: quote.position,
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: { className: ['markdown-alert-title'], dir: 'auto' },
        children: [{ type: 'text', value: TITLES[type] }]
      },
      ...quote.children.map((c) => (c === first ? paragraph : c)).filter((c) => !empty(c))
    ]
  }
}

/**
 * The remark step: the document's own quotes (not one inside a list or another quote) whose first
 * source line is an alert's marker, by where they start, for `rehypeAlerts`.
 */
export function remarkAlerts() {
  return (tree, file) => {
    const source = String(file.value)
    const alerts = new Map()
    for (const node of tree.children) {
      const at = node.position?.start.offset
      if (node.type !== 'blockquote' || at === undefined) continue
      const end = source.indexOf('\n', at)
      const line = source.slice(source.lastIndexOf('\n', at - 1) + 1, end < 0 ? undefined : end)
      const match = SOURCE_MARKER.exec(line.replace(/\r$/, ''))
      if (match) alerts.set(at, match[1].toLowerCase())
    }
    file.data.alerts = alerts
  }
}

/** The rehype step: each quote `remarkAlerts` found becomes GitHub's alert markup. */
export function rehypeAlerts() {
  return (tree, file) => {
    const alerts = file.data.alerts ?? new Map()
    const walk = (node) => {
      if (!Array.isArray(node.children)) return
      node.children = node.children.map((c) => {
        const type = isElement(c, 'blockquote') ? alerts.get(c.position?.start.offset) : undefined
        if (type !== undefined) return alertOf(c, type)
        walk(c)
        return c
      })
    }
    walk(tree)
  }
}
