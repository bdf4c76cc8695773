/**
 * The summary's tool-call sections: commands (the successful ones folded; failures are
 * failures.ts) and calls per kind with the timeline.
 */
import type { RunReport, ToolCallRecord } from '../core/stream/report.js'
import { count, plural, seconds } from './format.js'
import { truncate } from '../core/text.js'
import { cellCode, text } from './markdown.js'
import { OUTCOMES } from './outcomes.js'
import { moreNote, type SummaryLimits } from './sections.js'

/** Characters of a call's target in a table row, and above an output tail. */
export const TARGET_CHARS = 300
const REASON_CHARS = 120

export function outcomeCell(t: ToolCallRecord): string {
  const { icon, word } = OUTCOMES[t.state]
  const reason =
    t.reason !== undefined && t.reason !== '' ? `: ${text(truncate(t.reason, REASON_CHARS))}` : ''
  switch (t.state) {
    case 'ok':
      return t.exitCode !== undefined ? `${icon} exit ${t.exitCode}` : `${icon} ${word}`
    case 'failed':
      return t.exitCode !== undefined ? `${icon} exit ${t.exitCode}` : `${icon} ${word}${reason}`
    case 'rejected':
      return `${icon} ${word}${reason}`
    case 'running':
    case 'unknown':
      return `${icon} ${word}`
  }
}

const ROW_HEAD = ['| # | tool | target | outcome | time |', '|---:|---|---|---|---:|']

/** A time in a table cell: it never wraps (`2.3 s` on one line). */
function nowrap(value: string): string {
  return value.replace(/ /g, '\u00a0')
}

/** A call's duration for a table cell. */
export function callTime(t: ToolCallRecord): string {
  return nowrap(seconds(t.durationMs))
}

function callRow(t: ToolCallRecord): string {
  return `| ${t.index} | ${cellCode(t.kind)} | ${cellCode(truncate(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${callTime(t)} |`
}

/** Shell commands: the failures are listed above, so here the successful ones, folded. */
export function commandsSection(r: RunReport, limits: SummaryLimits): string[] {
  const shell = r.counts.byKind.get('shell')
  if (shell === undefined || shell.calls === 0) return []
  const ok = r.tools.filter((t) => t.kind === 'shell' && t.state === 'ok')
  const out = [`#### Commands (${count(shell.calls)})`, '']
  const notOk = shell.calls - shell.ok
  if (notOk > 0)
    out.push(`${plural(notOk, 'command')} did not succeed (listed above, with their output).`, '')
  if (ok.length > 0 && limits.commands > 0) {
    out.push(
      `<details><summary>${plural(shell.ok, 'command')} succeeded</summary>`,
      '',
      '| command | result | time |',
      '|---|---|---|',
      ...ok
        .slice(0, limits.commands)
        .map(
          (t) =>
            `| ${cellCode(truncate(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${callTime(t)} |`
        ),
      ...moreNote(shell.ok, Math.min(ok.length, limits.commands), 'commands'),
      '',
      '</details>',
      ''
    )
  } else if (shell.ok > 0) {
    out.push(`*${plural(shell.ok, 'successful command')} not shown; see the transcript.*`, '')
  }
  return out
}

/** Calls per tool kind, then every call in order, folded. */
export function toolsSection(r: RunReport, limits: SummaryLimits): string[] {
  const { counts, tools } = r
  if (counts.calls === 0) return []
  const out = [
    `#### Tool calls (${count(counts.calls)})`,
    '',
    '| tool | calls | ok | failed | rejected | other | time |',
    '|---|---:|---:|---:|---:|---:|---:|'
  ]
  for (const [kind, k] of [...counts.byKind.entries()]
    .filter(([, k]) => k.calls > 0)
    .sort((a, b) => b[1].calls - a[1].calls)) {
    const other = k.calls - k.ok - k.failed - k.rejected
    out.push(
      `| ${cellCode(kind)} | ${k.calls} | ${k.ok} | ${k.failed} | ${k.rejected} | ${other} | ${nowrap(seconds(k.durationMs))} |`
    )
  }
  out.push('')
  if (limits.timeline > 0 && tools.length > 0) {
    out.push(
      `<details><summary>Timeline (${plural(counts.calls, 'call')})</summary>`,
      '',
      ...ROW_HEAD,
      ...tools.slice(0, limits.timeline).map(callRow),
      ...moreNote(counts.calls, Math.min(tools.length, limits.timeline), 'timeline rows'),
      '',
      '</details>',
      ''
    )
  } else {
    out.push(`*Timeline of ${plural(counts.calls, 'call')} not shown; see the transcript.*`, '')
  }
  return out
}
