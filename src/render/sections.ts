/**
 * The summary's lists: files, commands, tool calls, diagnostics. Each takes the current limits,
 * so the summary can shrink them in a fixed order until the document fits its budget.
 */
import { lineDelta, plural, seconds, truncate } from './format.js'
import { cellCode, code, fenced, text } from './markdown.js'
import type { Redactor } from './redact.js'
import type { RunReport, ToolCallRecord } from '../core/report.js'

/** How much of each list is shown. */
export interface Limits {
  timeline: number
  files: number
  commands: number
  tails: number
  tailChars: number
}

function fileRef(
  path: string,
  links: ReadonlyMap<string, string> | undefined,
  asCode: (text: string) => string
): string {
  const url = links?.get(path)
  return url !== undefined ? `[${asCode(path)}](${url})` : asCode(path)
}

export function filesSection(
  r: RunReport,
  links: ReadonlyMap<string, string> | undefined,
  limits: Limits
): string[] {
  const out: string[] = []
  if (r.filesChanged.length > 0) {
    out.push(
      `#### Files changed (${r.filesChanged.length})`,
      '',
      '| file | change | seen in |',
      '|---|---|---|'
    )
    for (const f of r.filesChanged.slice(0, limits.files)) {
      const delta = lineDelta(f.added, f.removed)
      const state = f.deleted ? 'deleted' : f.created ? 'new' : ''
      const change = [state, delta].filter((s) => s !== '').join(' ') || 'changed'
      const seen =
        f.fromEdit && f.fromGit
          ? 'edit, git'
          : f.fromEdit
            ? 'edit'
            : 'git only (written by a command)'
      out.push(`| ${fileRef(f.path, links, cellCode)} | ${change} | ${seen} |`)
    }
    out.push(...moreNote(r.filesChanged.length, limits.files, 'files'), '')
  } else {
    out.push('#### Files changed', '', 'None.', '')
  }
  if (r.filesRead.length > 0) {
    const shown = r.filesRead.slice(0, limits.files).map((p) => fileRef(p, links, code))
    out.push(
      `<details><summary>Files read (${r.filesRead.length})</summary>`,
      '',
      shown.join(', '),
      ...moreNote(r.filesRead.length, limits.files, 'files'),
      '',
      '</details>',
      ''
    )
  }
  return out
}

function moreNote(total: number, shown: number, what: string): string[] {
  return total > shown
    ? [
        '',
        `*${(total - shown).toLocaleString('en-US')} more ${what} not shown; see the transcript.*`
      ]
    : []
}

function outcomeCell(t: ToolCallRecord): string {
  switch (t.state) {
    case 'ok':
      return t.exitCode !== undefined ? `✅ exit ${t.exitCode}` : '✅ ok'
    case 'failed':
      return t.exitCode !== undefined
        ? `❌ exit ${t.exitCode}`
        : `❌ failed${t.reason !== undefined ? `: ${text(truncate(t.reason, 120))}` : ''}`
    case 'rejected':
      return `⛔ rejected${t.reason !== undefined && t.reason !== '' ? `: ${text(truncate(t.reason, 120))}` : ''}`
    case 'running':
      return '⏳ never completed'
    case 'unknown':
      return '❔ unknown'
  }
}

export function commandsSection(
  tools: ToolCallRecord[],
  limits: Limits,
  redact: Redactor
): string[] {
  const shells = tools.filter((t) => t.kind === 'shell')
  if (shells.length === 0) return []
  const bad = shells.filter((t) => t.state !== 'ok')
  const ok = shells.filter((t) => t.state === 'ok')
  const row = (t: ToolCallRecord): string =>
    `| ${cellCode(truncate(t.target, 300))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`
  const head = ['| command | result | time |', '|---|---|---|']
  const out = [`#### Commands (${shells.length})`, '']
  // Failed and rejected commands are what a reviewer needs first; when there are many
  // successful ones they are folded away so the failures stay on screen.
  const foldOk = bad.length > 0 && ok.length > 5
  const shown = foldOk ? bad : [...bad, ...ok]
  out.push(...head, ...shown.slice(0, limits.commands).map(row))
  out.push(...moreNote(shown.length, limits.commands, 'commands'), '')
  if (foldOk) {
    const room = Math.max(0, limits.commands - bad.length)
    out.push(`<details><summary>${ok.length} successful commands</summary>`, '', ...head)
    out.push(
      ...ok.slice(0, room).map(row),
      ...moreNote(ok.length, room, 'commands'),
      '',
      '</details>',
      ''
    )
  }
  const withTails = bad.filter((t) => t.outputTail !== undefined || t.state === 'rejected')
  if (withTails.length > 0 && limits.tails > 0) {
    out.push('<details><summary>Output of failed and rejected commands</summary>', '')
    for (const t of withTails.slice(0, limits.tails)) {
      const body =
        t.outputTail !== undefined
          ? truncateStart(t.outputTail, limits.tailChars)
          : t.state === 'rejected'
            ? '(no output: the command was not run)'
            : '(no output)'
      out.push(code(truncate(t.target, 200)), '', fenced(redact(body)), '')
    }
    out.push(...moreNote(withTails.length, limits.tails, 'outputs'), '</details>', '')
  } else if (withTails.length > 0) {
    out.push(
      `*Output of ${withTails.length} failed or rejected commands not shown; see the transcript.*`,
      ''
    )
  }
  return out
}

function truncateStart(s: string, max: number): string {
  return s.length > max ? '…' + s.slice(s.length - max) : s
}

export function toolsSection(r: RunReport, limits: Limits): string[] {
  const { counts, tools } = r
  if (counts.calls === 0) return []
  const out = [
    `#### Tool calls (${counts.calls})`,
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
  if (limits.timeline > 0) {
    out.push(
      `<details><summary>Timeline (${counts.calls} calls)</summary>`,
      '',
      '| # | tool | target | outcome | time |',
      '|---:|---|---|---|---:|'
    )
    for (const t of tools.slice(0, limits.timeline)) {
      out.push(
        `| ${t.index} | ${cellCode(t.kind)} | ${cellCode(truncate(t.target, 120))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`
      )
    }
    out.push(...moreNote(counts.calls, limits.timeline, 'timeline rows'), '', '</details>', '')
  } else {
    out.push(
      `*Timeline of ${counts.calls.toLocaleString('en-US')} calls not shown; see the transcript.*`,
      ''
    )
  }
  return out
}

export function diagnosticsSection(r: RunReport): string[] {
  const d = r.diagnostics
  const lines: string[] = []
  if (d.invalidLines + d.oversizeLines > 0) {
    lines.push(
      `- ${plural(d.invalidLines + d.oversizeLines, 'line')} of the stream ${d.invalidLines + d.oversizeLines === 1 ? 'was' : 'were'} not JSON events${d.oversizeLines > 0 ? ` (${d.oversizeLines} too long to keep)` : ''}. First ${d.invalidSamples.length}:`
    )
    for (const s of d.invalidSamples) lines.push(`  - ${code(truncate(s, 200))}`)
  }
  if (d.unknownTypes.size > 0) {
    lines.push(
      `- Unknown event types (ignored): ${[...d.unknownTypes.entries()].map(([t, n]) => `${code(t)} ×${n}`).join(', ')}`
    )
  }
  if (d.interactionQueries > 0) {
    lines.push(
      `- The CLI asked for approval ${plural(d.interactionQueries, 'time')}; no answer is ever sent (stdin is closed), so those tools were rejected: ${d.querySamples.map((s) => code(truncate(s, 100))).join(', ')}`
    )
  }
  if (d.errorEvents.length > 0)
    lines.push(`- Error events: ${d.errorEvents.map((s) => code(truncate(s, 200))).join(', ')}`)
  if (d.resultEvents > 1)
    lines.push(`- ${d.resultEvents} result events arrived; an error in any of them fails the run.`)
  if (d.eventsAfterResult > 0)
    lines.push(`- ${plural(d.eventsAfterResult, 'event')} arrived after the result.`)
  const running = r.counts.running
  if (running > 0) lines.push(`- ${plural(running, 'tool call')} never completed.`)
  const orphans = r.counts.orphans
  if (orphans > 0) lines.push(`- ${plural(orphans, 'tool call')} completed without a start event.`)
  if (d.droppedOutputTails > 0)
    lines.push(
      `- Output of ${d.droppedOutputTails} more failed calls was not kept in memory; see the transcript.`
    )
  if (lines.length === 0) return []
  return ['<details><summary>Diagnostics</summary>', '', ...lines, '', '</details>', '']
}
