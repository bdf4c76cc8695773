/**
 * The summary's other sections: the agent's message, files, diagnostics. Lists take the current
 * limits, so the summary can shrink them in a fixed order until the document fits its budget.
 */
import type { RunReport } from '../core/stream/report.js'
import { count, lineDelta, plural } from './format.js'
import { truncate } from '../core/text.js'
import type { Landed } from '../core/verdict/facts.js'
import { cellCode, code, fenced, link, text } from './markdown.js'
import { agentText } from './prose.js'
import type { Redactor } from '../core/redact/redact.js'

/** How much of each list is shown. */
export interface SummaryLimits {
  timeline: number
  files: number
  /** Rows of failed and rejected calls. */
  problems: number
  /** Rows of successful commands. */
  commands: number
  tails: number
  tailChars: number
}

/** Characters of the agent's message shown in the summary. */
const MESSAGE_CHARS = 64 * 1024

/** `*12 more files not shown; see the transcript.*` when a list was cut. */
export function moreNote(total: number, shown: number, what: string): string[] {
  return total > shown
    ? ['', `*${count(total - shown)} more ${what} not shown; see the transcript.*`]
    : []
}

/**
 * The agent's final message, or, when no result arrived, its last message under a title that
 * says the run did not finish (so nobody reads a half-done plan as the outcome).
 */
export function messageSection(r: RunReport, redact: Redactor): string[] {
  if (r.finalMessage.trim() === '') return []
  // Plan mode: the plan is the answer, whatever the agent said after it.
  const plan = r.plan !== undefined && r.finalMessage === r.plan
  const title = plan
    ? r.result === undefined
      ? "#### The agent's plan — the run did not finish"
      : "#### The agent's plan"
    : r.result === undefined
      ? '#### Last message — the run did not finish'
      : '#### Final message'
  // A huge message would push everything else past the budget; the whole text stays in the
  // final_message output and the transcript.
  const long = r.finalMessage.length > MESSAGE_CHARS
  const out = [title, '', agentText(redact(truncate(r.finalMessage, MESSAGE_CHARS))), '']
  if (long) {
    out.push(
      `*The message is ${count(r.finalMessage.length)} characters long; the first ${count(MESSAGE_CHARS)} are shown. The whole text is in the \`final_message\` output and the transcript.*`,
      ''
    )
  }
  return out
}

/** Where a file's name and its change link to, when the caller knows. */
export interface FileLinks {
  /** Workspace path → URL of the file at the commit (for files read: what the agent saw). */
  files?: ReadonlyMap<string, string>
  /** Workspace path → URL or `#anchor` of the file's section in the pushed diff. */
  patch?: ReadonlyMap<string, string>
}

function fileRef(path: string, url: string | undefined, asCode: (text: string) => string): string {
  return url !== undefined ? link(asCode(path), url) : asCode(path)
}

/**
 * What changed: the files, then where the work is: pushed (commit, branch, pull request), or the
 * `patch` output with the step that keeps it. A changed file links to its part of the pushed diff
 * when there is one, else nowhere: the file at the job's commit is the content before the change.
 */
export function changesSection(
  r: RunReport,
  links: FileLinks,
  landed: Landed | undefined,
  limits: SummaryLimits
): string[] {
  const out: string[] = []
  if (r.filesChanged.length > 0) {
    out.push(
      `#### Files changed (${count(r.filesChanged.length)})`,
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
      const pushed = links.patch?.get(f.path)
      out.push(
        `| ${fileRef(f.path, pushed, cellCode)} | ${pushed !== undefined ? link(change, pushed) : change} | ${seen} |`
      )
    }
    out.push(...moreNote(r.filesChanged.length, limits.files, 'files'), '')
    const where = landingLines(landed)
    if (where.length > 0) out.push(...where, '')
  } else {
    out.push('#### Files changed', '', 'None.', '')
  }
  if (r.filesRead.length > 0) {
    const shown = r.filesRead
      .slice(0, limits.files)
      .map((p) => fileRef(p, links.files?.get(p), code))
    out.push(
      `<details><summary>Files read (${count(r.filesRead.length)})</summary>`,
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

/** Where the work is, from the landing's outputs. */
function landingLines(landed: Landed | undefined): string[] {
  if (landed === undefined) return []
  if (landed.commitSha !== '' && landed.branch !== '') {
    const number = /\/pull\/(\d+)$/.exec(landed.prUrl)?.[1]
    const label = number !== undefined ? `pull request #${number}` : 'the pull request opened'
    const pr = landed.prUrl !== '' ? `; ${link(label, landed.prUrl)}` : ''
    return [`**Pushed** ${code(landed.commitSha.slice(0, 12))} to ${code(landed.branch)}${pr}.`]
  }
  if (landed.patch === '') return []
  return [
    `**Not pushed**: the changes are in the \`patch\` output (${code(landed.patch)}), a file on the runner that \`git apply\` applies. To keep it, upload it in a later step:`,
    '',
    fenced(
      [
        '- if: always()',
        '  uses: actions/upload-artifact@v4',
        '  with:',
        '    name: agent-patch',
        "    path: ${{ steps.<this step's id>.outputs.patch }}"
      ].join('\n'),
      'yaml'
    )
  ]
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
      `- Unknown event types (ignored): ${[...d.unknownTypes.entries()].map(([t, n]) => `${code(truncate(t, 100))} ×${n}`).join(', ')}`
    )
  }
  if (d.interactionQueries > 0) {
    lines.push(
      `- The CLI asked for approval ${plural(d.interactionQueries, 'time')}; the run cannot answer (stdin is closed), so the CLI decided by itself (without \`force: true\` it rejects): ${d.querySamples.map((s) => code(truncate(s, 100))).join(', ')}`
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

/** Questions shown, and prompts of each. */
const QUESTIONS_SHOWN = 10
const PROMPTS_SHOWN = 5

/**
 * The questions the agent asked: a headless run cannot answer them, so the CLI skipped each and
 * the agent went on with what it had. Their words are the agent's (literal text).
 */
export function questionsSection(r: RunReport, redact: Redactor): string[] {
  const q = r.questions
  if (q === undefined || q.asked === 0) return []
  const items = q.items.slice(0, QUESTIONS_SHOWN).flatMap((item) => {
    const head = item.title !== '' ? item.title : (item.prompts[0] ?? '(no text)')
    const prompts = (item.title !== '' ? item.prompts : item.prompts.slice(1)).slice(
      0,
      PROMPTS_SHOWN
    )
    const skipped =
      item.skipped !== undefined && item.skipped !== ''
        ? ` — unanswered; the CLI said: ${text(redact(oneLine(item.skipped)))}`
        : ' — unanswered'
    return [
      `- ${text(redact(oneLine(head)))}${skipped}`,
      ...prompts.map((p) => `  - ${text(redact(oneLine(p)))}`)
    ]
  })
  return [
    `#### Questions the agent asked (${count(q.asked)}, unanswered)`,
    '',
    'A headless run cannot answer questions: the CLI skipped each one and the agent went on with what it had. Put the answers in the prompt to give them.',
    '',
    ...items,
    ...moreNote(q.asked, Math.min(q.asked, QUESTIONS_SHOWN), 'questions'),
    ''
  ]
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim()
}
