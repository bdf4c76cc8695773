/**
 * Summaries for the renderer's tests: a small run of every outcome (`report`, `summaryOf`) whose
 * agent message, command, reason and path a test chooses; what the agent may never create in a
 * summary (`FORBIDDEN`); a table cell as GitHub shows it (`cell`); and a stream of hostile text
 * (`hostileStream`) for the summary in process and through dist/index.js.
 */
import type { Element } from 'hast'
import { foldText, type RunReport } from '../../src/core/stream/report.js'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { decide } from '../../src/core/verdict/verdict.js'
import { runFacts, type RunFacts } from '../../src/core/verdict/facts.js'
import { renderSummary } from '../../src/render/summary.js'
import { elements, renderGfm, section } from './gfm.js'
import { assistant, init, result, shell } from './helpers.js'

export const ZWSP = /\u200b/g
/**
 * Elements the agent must never create anywhere in the summary. Its formatting (emphasis, code,
 * fences, lists, quotes, tables, rules) is allowed; headings are not (they would pass for ours).
 */
export const FORBIDDEN = /^(a|img|details|summary|script|style|iframe|form|input|textarea|h[1-6])$/

export function edit(id: string, path: string): object[] {
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

export interface Run {
  message?: string
  target?: string
  reason?: string
  path?: string
  finished?: boolean
}

export function report(run: Run): RunReport {
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

export function view(r: RunReport, extra: Partial<RunFacts> = {}): RunFacts {
  return runFacts({
    report: r,
    verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, r.result),
    durationMs: 4000,
    exitCode: 0,
    transcriptPath: 'transcript.ndjson',
    ...extra
  })
}

export function summaryOf(run: Run, extra: Partial<RunFacts> = {}): string {
  return renderSummary(view(report(run), extra), makeRedactor([]))
}

/** Letters and digits, in order: what the reader sees must come from what the agent wrote. */
export function alnum(value: string): string {
  return value.replace(/[^\p{L}\p{N}]/gu, '')
}

/** Whether `part` is a subsequence of `whole`. */
export function isSubsequence(part: string, whole: string): boolean {
  let i = 0
  for (const c of whole) if (i < part.length && c === part[i]) i++
  return i === part.length
}

export function cell(
  tree: ReturnType<typeof renderGfm>,
  title: string,
  row: number,
  col: number
): Element {
  const table = elements(section(tree, title)).find((e) => e.tagName === 'table')
  const rows = elements(table ? [table] : []).filter((e) => e.tagName === 'tr')
  const cells = elements(rows[row] ? [rows[row]] : []).filter((e) => e.tagName === 'td')
  const c = cells[col]
  if (c === undefined) throw new Error(`no cell ${row},${col} under ${title}`)
  return c
}

export const HOSTILE_KEY = 'key_9f8e7d6c5b4a39281706f5e4d3c2b1a0'
export const HOSTILE_TOKEN = 'ghp_' + 'A'.repeat(36)
export const HOSTILE_PATH = 'src/a|b`c<d>]e\nf.ts'

export function hostileStream(): object[] {
  const edit = (id: string, p: string): object[] => [
    {
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { editToolCall: { args: { path: p } } }
    },
    {
      type: 'tool_call',
      subtype: 'completed',
      call_id: id,
      tool_call: {
        editToolCall: {
          args: { path: p },
          result: { success: { path: p, linesAdded: 1, linesRemoved: 0 } }
        }
      }
    }
  ]
  return [
    init,
    ...shell('1', 'echo "::set-output name=x::pwned" | tee ```\n::error::boom', {
      failure: {
        exitCode: 1,
        stdout: `::add-mask::x\n##[error]legacy\n\`\`\`\n</details><img src=x onerror=alert(1)>\ntoken ${HOSTILE_TOKEN} key ${HOSTILE_KEY}\n`
      }
    }),
    ...shell('2', '<script>alert(1)</script> | [link](javascript:alert(1))', {
      rejected: { reason: '</details><!--' }
    }),
    ...edit('3', HOSTILE_PATH),
    assistant(
      `::stop-commands::abc\nDone. </details></details><!-- hidden\n\n<img src="https://evil/x.png"> ![pixel](https://evil/p.png)\n\`\`\`js\nunclosed fence with ${HOSTILE_KEY}`
    ),
    result(`::warning::done with ${HOSTILE_KEY}`)
  ]
}
