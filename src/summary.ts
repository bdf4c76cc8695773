/**
 * The job summary as markdown: did it work, what changed, what ran, what went wrong. Pure: a view
 * of the run in, a string out. Every value from the stream goes through markdown.ts, and the
 * whole document through the redactor. The result stays under the size budget however long the
 * run: timeline rows go first, then file lists, then command output, each with a visible note.
 */
import { clock, lineDelta, plural, seconds, truncate } from './format.js'
import { hints } from './hints.js'
import { cellCode, code, fenced, prose, text } from './markdown.js'
import type { Redactor } from './redact.js'
import type { RunReport, ToolCallRecord } from './report.js'
import type { Verdict } from './verdict.js'

export const SUMMARY_BUDGET = 512 * 1024
/** Characters of the final message shown in the summary. */
export const FINAL_MESSAGE_CHARS = 64 * 1024

export interface SummaryView {
  report: RunReport
  verdict: Verdict
  durationMs: number
  exitCode?: number | null
  cliVersion?: string
  stderrTail?: string
  transcriptPath?: string
  /** Workspace path → URL of the file at the commit, for files that exist there. */
  links?: ReadonlyMap<string, string>
  settings?: { force?: boolean; trust?: boolean; apiKeySet?: boolean }
  actionVersion?: string
}

interface Limits {
  timeline: number
  files: number
  commands: number
  tails: number
  tailChars: number
}

const START: Limits = { timeline: 1000, files: 1000, commands: 500, tails: 30, tailChars: 2000 }

export function renderSummary(
  view: SummaryView,
  redact: Redactor,
  budget = SUMMARY_BUDGET
): string {
  const limits = { ...START }
  // Degrade in a fixed order until the document fits.
  const steps: (() => boolean)[] = [
    () => shrink(limits, 'timeline', 100),
    () => shrink(limits, 'timeline', 0),
    () => shrink(limits, 'files', 100),
    () => shrink(limits, 'commands', 100),
    () => shrink(limits, 'tailChars', 500),
    () => shrink(limits, 'tails', 5),
    () => shrink(limits, 'files', 10),
    () => shrink(limits, 'commands', 10),
    () => shrink(limits, 'tails', 0)
  ]
  let md = redact(render(view, limits, redact))
  for (const step of steps) {
    if (Buffer.byteLength(md) <= budget) return md
    if (step()) md = redact(render(view, limits, redact))
  }
  if (Buffer.byteLength(md) <= budget) return md
  // Still too big (a gigantic final message): cut at the budget, on a line boundary, with a note.
  const note =
    "\n\n> [!NOTE]\n> The summary was cut to fit GitHub's size limit; see the transcript.\n"
  const cut = Buffer.from(md)
    .subarray(0, budget - Buffer.byteLength(note) - 16)
    .toString('utf8')
  return cut.slice(0, cut.lastIndexOf('\n')) + '\n' + note
}

function shrink(limits: Limits, key: keyof Limits, to: number): boolean {
  if (limits[key] <= to) return false
  limits[key] = to
  return true
}

function render(view: SummaryView, limits: Limits, redact: Redactor): string {
  const { report: r, verdict } = view
  const out: string[] = []
  const tools = r.tools
  const rejected = tools.filter((t) => t.state === 'rejected').length
  const failed = tools.filter((t) => t.state === 'failed').length

  // 1. Status line and facts.
  const icon =
    verdict.conclusion === 'success' ? '✅' : verdict.conclusion === 'cancelled' ? '⏹' : '❌'
  const word =
    verdict.conclusion === 'success'
      ? 'succeeded'
      : verdict.conclusion === 'cancelled'
        ? 'was cancelled'
        : 'failed'
  const bits = [
    ...(r.model !== undefined ? [text(r.model)] : []),
    r.filesChanged.length === 0
      ? 'no files changed'
      : `${plural(r.filesChanged.length, 'file')} changed`,
    `${plural(tools.length, 'tool call')}${problemsNote(failed, rejected)}`
  ]
  out.push(
    `### ${icon} Cursor Agent ${word} in ${clock(view.durationMs)} · ${bits.join(' · ')}`,
    ''
  )
  const facts: [string, string][] = []
  if (r.model !== undefined) facts.push(['Model', text(r.model)])
  if (r.sessionId !== undefined)
    facts.push(['Session', `${cellCode(r.sessionId)} (continue it with \`resume:\`)`])
  if (r.result?.requestId !== undefined) facts.push(['Request', cellCode(r.result.requestId)])
  const cli = [
    view.cliVersion !== undefined ? text(view.cliVersion) : '',
    `exit code ${view.exitCode ?? '–'}`
  ].filter((s) => s !== '')
  facts.push(['CLI', cli.join(' · ')])
  if (verdict.reason !== undefined) facts.push(['Failure reason', cellCode(verdict.reason)])
  const u = r.result?.usage
  if (u !== undefined) {
    const n = (v: number | undefined): string => (v ?? 0).toLocaleString('en-US')
    facts.push([
      'Tokens',
      `${n(u.inputTokens)} in · ${n(u.outputTokens)} out · ${n(u.cacheReadTokens)} cache read · ${n(u.cacheWriteTokens)} cache write`
    ])
  }
  out.push('| | |', '|---|---|', ...facts.map(([k, v]) => `| ${k} | ${v} |`), '')

  // 2. What went wrong, and what to do about it.
  const fixes = hints({
    report: r,
    verdict,
    stderr: view.stderrTail ?? '',
    force: view.settings?.force,
    trust: view.settings?.trust,
    apiKeySet: view.settings?.apiKeySet
  })
  if (verdict.conclusion !== 'success') {
    out.push(
      verdict.conclusion === 'cancelled' ? '> [!WARNING]' : '> [!CAUTION]',
      `> ${text(redact(verdict.message))}`
    )
    for (const fix of fixes) out.push('>', `> ${fix}`)
    out.push('')
    if (view.stderrTail !== undefined && view.stderrTail.trim() !== '') {
      out.push(
        "<details open><summary>Last lines of the CLI's stderr</summary>",
        '',
        fenced(redact(view.stderrTail)),
        '',
        '</details>',
        ''
      )
    }
  } else if (fixes.length > 0) {
    out.push(
      '> [!WARNING]',
      ...fixes.flatMap((f, i) => (i === 0 ? [`> ${f}`] : ['>', `> ${f}`])),
      ''
    )
  }

  // 3. The final message.
  if (r.finalMessage.trim() !== '') {
    // A huge message would push everything else past the budget; the whole text stays in the
    // final_message output and the transcript.
    const long = r.finalMessage.length > FINAL_MESSAGE_CHARS
    const shown = long ? r.finalMessage.slice(0, FINAL_MESSAGE_CHARS) : r.finalMessage
    out.push('#### Final message', '', prose(redact(shown)), '')
    if (long) {
      out.push(
        `*The message is ${r.finalMessage.length.toLocaleString('en-US')} characters long; the first ${FINAL_MESSAGE_CHARS.toLocaleString('en-US')} are shown. The whole text is in the \`final_message\` output and the transcript.*`,
        ''
      )
    }
  }

  // 4. Files.
  out.push(...filesSection(r, view.links, limits))

  // 5. Commands.
  out.push(...commandsSection(tools, limits, redact))

  // 6. Tool calls.
  out.push(...toolsSection(tools, limits))

  // 7. Diagnostics.
  out.push(...diagnosticsSection(r))

  const footer = [
    view.transcriptPath !== undefined ? `Transcript: ${code(view.transcriptPath)} (redacted)` : '',
    `cursor-agent-action${view.actionVersion !== undefined ? ` v${text(view.actionVersion)}` : ''}`
  ].filter((s) => s !== '')
  out.push(`<sub>${footer.join(' · ')}</sub>`, '')
  return out.join('\n')
}

function problemsNote(failed: number, rejected: number): string {
  const parts: string[] = []
  if (failed > 0) parts.push(`${failed} failed`)
  if (rejected > 0) parts.push(`${rejected} rejected`)
  return parts.length > 0 ? ` (${parts.join(', ')})` : ''
}

/** A path, linked to the file at the commit when it exists there. */
function fileRef(
  path: string,
  links: ReadonlyMap<string, string> | undefined,
  asCode: (text: string) => string
): string {
  const url = links?.get(path)
  return url !== undefined ? `[${asCode(path)}](${url})` : asCode(path)
}

function filesSection(
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

function commandsSection(tools: ToolCallRecord[], limits: Limits, redact: Redactor): string[] {
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

function toolsSection(tools: ToolCallRecord[], limits: Limits): string[] {
  if (tools.length === 0) return []
  const kinds = new Map<
    string,
    { calls: number; ok: number; failed: number; rejected: number; other: number; ms: number }
  >()
  for (const t of tools) {
    let k = kinds.get(t.kind)
    if (k === undefined) {
      k = { calls: 0, ok: 0, failed: 0, rejected: 0, other: 0, ms: 0 }
      kinds.set(t.kind, k)
    }
    k.calls++
    if (t.state === 'ok') k.ok++
    else if (t.state === 'failed') k.failed++
    else if (t.state === 'rejected') k.rejected++
    else k.other++
    k.ms += t.durationMs ?? 0
  }
  const out = [
    `#### Tool calls (${tools.length})`,
    '',
    '| tool | calls | ok | failed | rejected | other | time |',
    '|---|---:|---:|---:|---:|---:|---:|'
  ]
  for (const [kind, k] of [...kinds.entries()].sort((a, b) => b[1].calls - a[1].calls)) {
    out.push(
      `| ${cellCode(kind)} | ${k.calls} | ${k.ok} | ${k.failed} | ${k.rejected} | ${k.other} | ${seconds(k.ms)} |`
    )
  }
  out.push('')
  if (limits.timeline > 0) {
    out.push(
      `<details><summary>Timeline (${tools.length} calls)</summary>`,
      '',
      '| # | tool | target | outcome | time |',
      '|---:|---|---|---|---:|'
    )
    for (const t of tools.slice(0, limits.timeline)) {
      out.push(
        `| ${t.index} | ${cellCode(t.kind)} | ${cellCode(truncate(t.target, 120))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`
      )
    }
    out.push(...moreNote(tools.length, limits.timeline, 'timeline rows'), '', '</details>', '')
  } else {
    out.push(
      `*Timeline of ${tools.length.toLocaleString('en-US')} calls not shown; see the transcript.*`,
      ''
    )
  }
  return out
}

function diagnosticsSection(r: RunReport): string[] {
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
  const running = r.tools.filter((t) => t.state === 'running').length
  if (running > 0) lines.push(`- ${plural(running, 'tool call')} never completed.`)
  const orphans = r.tools.filter((t) => t.orphan).length
  if (orphans > 0) lines.push(`- ${plural(orphans, 'tool call')} completed without a start event.`)
  if (d.droppedOutputTails > 0)
    lines.push(
      `- Output of ${d.droppedOutputTails} more failed calls was not kept in memory; see the transcript.`
    )
  if (lines.length === 0) return []
  return ['<details><summary>Diagnostics</summary>', '', ...lines, '', '</details>', '']
}

/** The fallback when rendering itself failed: plain, redacted, still useful. */
export function plainSummary(facts: Record<string, string>, redact: Redactor): string {
  const body = Object.entries(facts)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  return `### Cursor Agent: summary could not be rendered\n\n${fenced(redact(body))}\n`
}
