/**
 * What the sticky comment says at each stage, rendered by the action from the stream (never
 * written by the model). Everything the agent wrote goes through `agentText`: redacted, then
 * neutralised like the summary, with @mentions defused. Pure: the clock is a parameter.
 */
import type { RunReport, ToolCallRecord } from '../core/stream/report.js'
import type { Verdict } from '../core/verdict/verdict.js'
import { clock, lineDelta, plural } from './format.js'
import { truncate } from '../core/text.js'
import { code, link, markup, mentionsOff } from './markdown.js'
import type { Landed, RunFacts } from '../core/verdict/facts.js'
import { agentText } from './prose.js'
import { CONCLUSIONS, headline, problemsOf, problemsText } from './outcomes.js'
import type { Redactor } from '../core/redact/redact.js'
import { reviewCommentLine } from './findings.js'
import { isCapped, prSentence } from '../core/ledger/caps.js'

/** GitHub refuses comment bodies over this many characters. */
export const COMMENT_LIMIT = 65_536
const MAX_LISTED = 30

/** Agent text in the comment (redacted already): literal-safe like the summary, mentions defused. */
function agentSafe(redacted: string): string {
  return mentionsOff(agentText(redacted, { defuseMentions: true }))
}

export interface Frame {
  marker: string
  /** Link to the job run (its page shows the job summary); '' when unknown. */
  runUrl: string
  redact: Redactor
}

function runLink(f: Frame, label = 'job run'): string {
  return f.runUrl !== '' ? `[${label}](${f.runUrl})` : label
}

function utc(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19) + ' UTC'
}

/** The heading of the comment while the run goes on (start and progress). */
const WORKING = '### ⏳ Cursor Agent is working…'

export function renderStart(f: Frame, startedAt: number): string {
  return [f.marker, WORKING, '', `Started ${utc(startedAt)} · ${runLink(f)}`].join('\n')
}

export interface ProgressState {
  startedAt: number
  phase: string
  /** The call running longest, if any. */
  current?: ToolCallRecord
  /** When the current step (call, or the phase) began. */
  since: number
  report: RunReport
}

/** A call as one short line: `$ npm test`, `edit src/a.ts`. */
function callLabel(call: ToolCallRecord, redact: Redactor): string {
  const target = truncate(redact(call.target).replace(/\s+/g, ' ').trim(), 120)
  return code(call.kind === 'shell' ? `$ ${target}` : `${call.kind} ${target}`.trim())
}

function callsLine(r: RunReport): string {
  const problems = problemsText(problemsOf(r.counts))
  return `${plural(r.counts.calls, 'tool call')}${problems !== '' ? ` (${problems})` : ''}`
}

function filesList(r: RunReport, redact: Redactor): string[] {
  const shown = r.filesChanged.slice(0, MAX_LISTED).map((c) => {
    const delta = lineDelta(c.added, c.removed)
    const tag = c.created ? ' (new)' : c.deleted ? ' (deleted)' : ''
    return `- ${code(redact(c.path))}${delta !== '' ? ` ${delta}` : ''}${tag}`
  })
  const more = r.filesChanged.length - shown.length
  if (more > 0) shown.push(`- … and ${String(more)} more`)
  return shown
}

export function renderProgress(f: Frame, s: ProgressState): string {
  const r = s.report
  const lines = [
    f.marker,
    WORKING,
    '',
    `**${s.phase}**${s.current !== undefined ? `: ${callLabel(s.current, f.redact)}` : ''} since ${utc(s.since)}`,
    '',
    `${callsLine(r)} · ${plural(r.filesChanged.length, 'file')} changed so far`
  ]
  const files = filesList(r, f.redact)
  if (files.length > 0) lines.push('', ...files)
  lines.push('', `Started ${utc(s.startedAt)} · ${runLink(f)}`)
  return lines.join('\n')
}

function heading(v: Verdict): string {
  if (v.conclusion === 'skipped') return `### ${CONCLUSIONS.skipped.icon} Cursor Agent did not run`
  const reason = v.conclusion === 'failure' ? ` (${v.reason ?? 'unknown'})` : ''
  return `### ${headline(v.conclusion)}${reason}`
}

/** Whether the changes were pushed, and where; or where they are when they were not. */
function landingLine(r: RunReport, landed: Landed | undefined, f: Frame): string[] {
  if (landed === undefined || r.filesChanged.length === 0) return []
  if (landed.commitSha !== '' && landed.branch !== '') {
    const number = /\/pull\/(\d+)$/.exec(landed.prUrl)?.[1]
    const pr =
      landed.prUrl !== ''
        ? ` and opened ${link(number !== undefined ? `pull request #${number}` : 'a pull request', landed.prUrl)}`
        : ''
    return [
      `**Pushed** ${code(landed.commitSha.slice(0, 12))} to ${code(f.redact(landed.branch))}${pr}.`
    ]
  }
  return [
    `**Not pushed**: the changes are in the \`patch\` output of the ${runLink(f, 'job run')}${landed.patch === '' ? ' (no patch was written; see the job summary)' : ''}.`
  ]
}

function failedCommands(r: RunReport, redact: Redactor): string[] {
  const failed = r.tools.filter(
    (t) => t.kind === 'shell' && (t.state === 'failed' || t.state === 'rejected')
  )
  const shown = failed.slice(0, MAX_LISTED).map((t) => {
    const how =
      t.state === 'rejected'
        ? 'rejected'
        : t.exitCode !== undefined
          ? `exit ${String(t.exitCode)}`
          : 'failed'
    return `- ${callLabel(t, redact)} → ${how}`
  })
  if (failed.length > shown.length)
    shown.push(`- … and ${String(failed.length - shown.length)} more`)
  return shown
}

/**
 * The final comment, from the run's facts (core/verdict/facts.ts) as the summary reads them; the agent's
 * message is cut (with a note) so the whole stays under the limit.
 */
export function renderEnd(f: Frame, e: RunFacts, limit = COMMENT_LIMIT): string {
  const r = e.report
  const head = [
    f.marker,
    heading(e.verdict),
    '',
    `Took ${clock(e.durationMs)} · ${callsLine(r)} · ${runLink(f, 'job summary')}`
  ]
  if (e.verdict.conclusion !== 'success' && e.verdict.message !== '') {
    const said = markup(e.verdict.said ?? e.verdict.message, f.redact)
    head.push('', ...said.split('\n').map((l) => mentionsOff(l === '' ? '>' : `> ${l}`)))
  }
  if (e.review !== undefined) head.push('', reviewCommentLine(e.review))
  const tail: string[] = []
  const files = filesList(r, f.redact)
  if (files.length > 0)
    tail.push(
      '',
      `<details><summary>Files changed (${String(r.filesChanged.length)})</summary>`,
      '',
      ...files,
      '',
      '</details>'
    )
  const landing = landingLine(r, e.landed, f)
  if (landing.length > 0) tail.push('', ...landing)
  const failed = failedCommands(r, f.redact)
  if (failed.length > 0) {
    const states = new Set(
      r.tools
        .filter((t) => t.kind === 'shell' && (t.state === 'failed' || t.state === 'rejected'))
        .map((t) => t.state)
    )
    const title =
      states.has('failed') && states.has('rejected')
        ? 'Failed and rejected commands'
        : states.has('rejected')
          ? 'Rejected commands'
          : 'Failed commands'
    tail.push('', `<details><summary>${title}</summary>`, '', ...failed, '', '</details>')
  }
  for (const n of e.afterRun.notes)
    tail.push('', mentionsOff(markup(n, f.redact, { oneLine: true })))
  // A capped run's note says the totals already (a cap is its reason, skipped or failed).
  if (e.pr !== undefined && e.verdict.conclusion !== 'skipped' && !isCapped(e.pr.run))
    tail.push('', `<sub>${markup(prSentence(e.pr), f.redact, { oneLine: true })}</sub>`)
  const frame = `${head.join('\n')}\n${tail.join('\n')}`
  // Redacted once, whole, before any cut: a cut could leave a piece of a key the redactor no
  // longer recognises.
  const message = f.redact(r.finalMessage.trim())
  if (message === '') return fit(frame, limit)
  const whole = `${head.join('\n')}\n\n${agentSafe(message)}\n${tail.join('\n')}`
  if (whole.length <= limit) return whole
  const note = `\n\n*The message was cut to fit GitHub's comment limit; the whole text is in the ${runLink(f, 'job summary')}.*`
  // prose() can lengthen the text (escapes), so shrink until the rendered part fits.
  let room = limit - frame.length - note.length - 4
  for (let i = 0; i < 20 && room > 0; i++) {
    const body = agentSafe(cutAt(message, room))
    const out = `${head.join('\n')}\n\n${body}${note}\n${tail.join('\n')}`
    if (out.length <= limit) return out
    room = Math.floor(room * 0.9)
  }
  return fit(frame, limit)
}

/** Cuts on a code-point boundary (never half a surrogate pair), with no mark. */
function cutAt(value: string, max: number): string {
  return truncate(value, max, { mark: '' })
}

/** Last resort for a frame that alone is too long (cannot happen with the lists capped). */
function fit(body: string, limit: number): string {
  return body.length <= limit ? body : cutAt(body, limit - 2) + '\n…'
}

/**
 * Whether a comment body is this run's, still saying "working": what the post step may finish.
 * The run's link, on its last line, tells this run's comment from another run's (a re-run has an
 * attempt of its own).
 */
export function isWorking(body: string, f: Pick<Frame, 'marker' | 'runUrl'>): boolean {
  return (
    body.startsWith(`${f.marker}\n${WORKING}\n`) &&
    (f.runUrl === '' || body.endsWith(`](${f.runUrl})`))
  )
}

/** What the post step writes when the main step was killed before it could finish the comment. */
export function renderStopped(f: Frame): string {
  return [
    f.marker,
    '### ⏹ Cursor Agent was stopped',
    '',
    `The step ended before the action could report (the job was cancelled or timed out). See the ${runLink(f)}.`
  ].join('\n')
}
