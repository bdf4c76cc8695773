import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { foldText, type RunReport } from '../../src/core/report.js'
import { decide } from '../../src/core/verdict.js'
import { agentText } from '../../src/render/prose.js'
import { makeRedactor } from '../../src/core/redact.js'
import { renderSummary, type SummaryView } from '../../src/render/summary.js'
import { elements, headings, renderGfm, section, textOf } from '../support/gfm.js'
import { assistant, init, result, shell } from '../support/helpers.js'

const ZWSP = /\u200b/g
/**
 * Elements the agent must never create anywhere in the summary. Its formatting (emphasis, code,
 * fences, lists, quotes, tables, rules) is allowed; headings are not (they would pass for ours).
 */
const FORBIDDEN = /^(a|img|details|summary|script|style|iframe|form|input|textarea|h[1-6])$/

function edit(id: string, path: string): object[] {
  const body = { args: { path }, result: { success: { path, linesAdded: 2, linesRemoved: 1 } } }
  return [
    {
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { editToolCall: { args: { path } } }
    },
    { type: 'tool_call', subtype: 'completed', call_id: id, tool_call: { editToolCall: body } }
  ]
}

interface Run {
  message?: string
  target?: string
  reason?: string
  path?: string
  finished?: boolean
}

function report(run: Run): RunReport {
  const lines = [
    init,
    ...shell('1', run.target ?? 'npm test', { failure: { exitCode: 1, stdout: 'boom\n' } }),
    ...shell('2', 'git push', { rejected: { reason: run.reason ?? 'needs approval' } }),
    ...shell('3', 'ls', { success: { exitCode: 0 } }),
    ...edit('4', run.path ?? 'src/a.ts'),
    assistant(run.message ?? 'Done.'),
    ...(run.finished === false ? [] : [result('done')])
  ]
  return foldText(lines.map((l) => JSON.stringify(l)).join('\n'))
}

function view(r: RunReport, extra: Partial<SummaryView> = {}): SummaryView {
  return {
    report: r,
    verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, r.result),
    durationMs: 4000,
    exitCode: 0,
    transcriptPath: 'transcript.ndjson',
    ...extra
  }
}

function summaryOf(run: Run, extra: Partial<SummaryView> = {}): string {
  return renderSummary(view(report(run), extra), makeRedactor([]))
}

/** Letters and digits, in order: what the reader sees must come from what the agent wrote. */
function alnum(value: string): string {
  return value.replace(/[^\p{L}\p{N}]/gu, '')
}

/** Whether `part` is a subsequence of `whole`. */
function isSubsequence(part: string, whole: string): boolean {
  let i = 0
  for (const c of whole) if (i < part.length && c === part[i]) i++
  return i === part.length
}

const BENIGN = headings(renderGfm(summaryOf({})))

describe('the agent text is formatted', () => {
  it('keeps bold, italic, strikethrough, code, fences, lists, quotes and tables', () => {
    const md = agentText(
      [
        '## Plan',
        '',
        'Made it **bold**, *italic*, ~~gone~~ and `x < y`.',
        '',
        '```ts',
        'const a = 1',
        '```',
        '',
        '- one',
        '  - nested',
        '1. first',
        '2. second',
        '',
        '> quoted',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |'
      ].join('\n')
    )
    const tree = renderGfm(md)
    const tags = elements(tree.children).map((e) => e.tagName)
    for (const t of ['strong', 'em', 'del', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'table'])
      expect(tags).toContain(t)
    expect(tags.filter((t) => /^h[1-6]$/.test(t))).toEqual([])
    const pre = elements(tree.children).find((e) => e.tagName === 'pre')
    const lang = elements(pre ? [pre] : []).find((e) => e.tagName === 'code')
    expect(String(lang?.properties.className)).toContain('language-ts')
    expect(textOf(pre ? [pre] : [])).toBe('const a = 1')
    // The nested list is inside the first item.
    const ul = elements(tree.children).find((e) => e.tagName === 'ul')
    expect(elements(ul ? ul.children : []).filter((e) => e.tagName === 'ul')).toHaveLength(1)
    expect(textOf(elements(tree.children).filter((e) => e.tagName === 'strong'))).toContain('Plan')
  })

  it('never escapes on markup-heavy text (property, 500 runs)', () => {
    const markup = fc
      .array(
        fc.constantFrom(...'`<>[]()!*_~|#-&;:/'.split(''), '\n', ' ', 'a', 'http', 'img ', '\n\n'),
        { maxLength: 60 }
      )
      .map((t) => t.join(''))
    fc.assert(
      fc.property(
        markup.filter((m) => m.trim() !== ''),
        (message) => {
          const tree = renderGfm(summaryOf({ message }))
          expect(headings(tree).slice(1)).toEqual(BENIGN.slice(1))
          const region = section(tree, 'Final message')
          expect(elements(region).filter((e) => FORBIDDEN.test(e.tagName))).toEqual([])
          expect(elements(tree.children).filter((e) => /^(a|img)$/.test(e.tagName))).toEqual([])
          const shown = textOf(region).replace(ZWSP, '')
          expect(isSubsequence(alnum(shown), alnum(message))).toBe(true)
        }
      ),
      { numRuns: Math.max(500, Number(process.env.FC_RUNS ?? 500)) }
    )
  })
})

describe('markdown and log safety helpers', () => {
  it('formats agent text from its syntax tree: HTML as escaped text, links as their text, autolinks and mentions broken', () => {
    const out = agentText(
      'x </details> **b** `<b>` ![i](u) [l](https://x.io) www.x.io a@b.c\n\n```\n    <tag>\n```'
    )
    expect(out).toBe(
      'x \\</details\\> **b** `<b>` 🖼 i \u200bl\u200b \u200bwww\u200b.x.io\u200b \u200ba@\u200bb.c\u200b\n\n```\n    <tag>\n```'
    )
  })
})
