/**
 * The summary's tool-call sections. Failures come first and open: every call that did not end
 * well, with the output of failed commands; the successful ones are folded away.
 */
import type { RunReport, ToolCallRecord } from '../core/report.js'
import { count, plural, seconds } from './format.js'
import { truncate } from '../core/text.js'
import { cellCode, code, fenced, text } from './markdown.js'
import { OUTCOMES } from './outcomes.js'
import type { Redactor } from '../core/redact.js'
import { moreNote, type SummaryLimits } from './sections.js'

/** Characters of a call's target in a table row, and above an output tail. */
const TARGET_CHARS = 300
const REASON_CHARS = 120

function outcomeCell(t: ToolCallRecord): string {
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

function callRow(t: ToolCallRecord): string {
  return `| ${t.index} | ${cellCode(t.kind)} | ${cellCode(truncate(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`
}

/** Calls that did not end well, counted for the whole run (the list of records may be bounded). */
function problemTotal(r: RunReport): number {
  let n = 0
  for (const k of r.counts.byKind.values()) n += k.calls - k.ok
  return n
}

/**
 * Failed, rejected, never-completed and unknown calls, open, with the output tail of each that
 * kept one (the end of a command's output, where its errors are).
 */
export function problemsSection(r: RunReport, limits: SummaryLimits, redact: Redactor): string[] {
  const bad = r.tools.filter((t) => t.state !== 'ok')
  const total = Math.max(problemTotal(r), bad.length)
  if (total === 0) return []
  const out = [`#### Failed and rejected calls (${count(total)})`, '']
  if (bad.length > 0) {
    out.push(...ROW_HEAD, ...bad.slice(0, limits.problems).map(callRow))
    out.push(...moreNote(total, Math.min(bad.length, limits.problems), 'calls'), '')
  } else {
    out.push(`*The calls themselves are not in the report's list; see the transcript.*`, '')
  }
  const tails = bad.filter((t) => t.outputTail !== undefined && t.outputTail !== '')
  if (tails.length > 0 && limits.tails > 0) {
    for (const t of tails.slice(0, limits.tails)) {
      // The output's own last newline would show as an empty line in the block.
      const tail = truncate((t.outputTail ?? '').replace(/\n+$/, ''), limits.tailChars, {
        keep: 'tail'
      })
      out.push(
        `Output of ${code(truncate(t.target, TARGET_CHARS))} (${outcomeCell(t)}):`,
        '',
        fenced(redact(tail)),
        ''
      )
    }
    const more = moreNote(tails.length, limits.tails, 'outputs')
    if (more.length > 0) out.push(...more, '')
  } else if (tails.length > 0) {
    out.push(
      `*Output of ${plural(tails.length, 'failed call')} not shown; see the transcript.*`,
      ''
    )
  }
  return out
}

/** Shell commands: the failures are listed above, so here the successful ones, folded. */
export function commandsSection(r: RunReport, limits: SummaryLimits): string[] {
  const shell = r.counts.byKind.get('shell')
  if (shell === undefined || shell.calls === 0) return []
  const ok = r.tools.filter((t) => t.kind === 'shell' && t.state === 'ok')
  const out = [`#### Commands (${count(shell.calls)})`, '']
  const notOk = shell.calls - shell.ok
  if (notOk > 0)
    out.push(
      `${plural(notOk, 'command')} did not succeed (listed under *Failed and rejected calls*).`,
      ''
    )
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
            `| ${cellCode(truncate(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`
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
      `| ${cellCode(kind)} | ${k.calls} | ${k.ok} | ${k.failed} | ${k.rejected} | ${other} | ${seconds(k.durationMs)} |`
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
