/**
 * The summary against hostile text, checked on what GitHub would show: every summary is rendered
 * with GFM (remark-gfm, raw HTML through rehype-raw, GitHub's sanitising schema) and the HTML
 * tree is read. The agent's markdown is formatted, but it stays in its own section with no link,
 * image, heading, folded block or HTML element of its own, and every section heading after it
 * must still be there.
 */
import { describe, expect, it } from '@jest/globals'
import { foldText, type RunReport } from '../../src/core/report.js'
import { decide } from '../../src/core/verdict.js'
import { clock, seconds } from '../../src/render/format.js'
import { makeRedactor } from '../../src/core/redact.js'
import { renderSummary, type SummaryView } from '../../src/render/summary.js'
import { headings, renderGfm } from '../support/gfm.js'
import { assistant, init, result, shell } from '../support/helpers.js'

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

describe('durations', () => {
  it('never shows a negative or non-finite duration', () => {
    for (const ms of [-5000, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(clock(ms)).toBe('–')
      expect(seconds(ms)).toBe('–')
    }
    expect(clock(0)).toBe('0s')
    const md = summaryOf({}, { durationMs: -5000 })
    const status = headings(renderGfm(md))[0] ?? ''
    expect(status).not.toMatch(/-\d|in –/)
    expect(status).toMatch(/^✅ Cursor Agent succeeded · /)
  })
})
