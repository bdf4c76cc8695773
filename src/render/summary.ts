/**
 * The job summary as markdown: did it work, what changed, what ran, what went wrong. Pure: a view
 * of the run in, a string out. Every value from the stream goes through markdown.ts, and the
 * whole document through the redactor. The result stays under the size budget however long the
 * run: timeline rows go first, then file lists, then command output, each with a visible note.
 */
import { clock, plural } from './format.js'
import {
  commandsSection,
  diagnosticsSection,
  filesSection,
  toolsSection,
  type Limits
} from './sections.js'
import { hints } from '../core/hints.js'
import { cellCode, code, fenced, prose, text } from './markdown.js'
import type { Redactor } from './redact.js'
import type { RunReport } from '../core/report.js'
import type { Verdict } from '../core/verdict.js'

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
  const { rejected, failed } = r.counts

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
    `${plural(r.counts.calls, 'tool call')}${problemsNote(failed, rejected)}`
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
  out.push(...toolsSection(r, limits))

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
/** The fallback when rendering itself failed: plain, redacted, still useful. */
export function plainSummary(facts: Record<string, string>, redact: Redactor): string {
  const body = Object.entries(facts)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  return `### Cursor Agent: summary could not be rendered\n\n${fenced(redact(body))}\n`
}
