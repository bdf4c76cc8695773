/**
 * Review mode's text: each inline comment, the review's body, the job summary's Findings section,
 * the sticky comment's line and the check run's output (its annotations: annotations.ts).
 * Everything the agent wrote (summary, titles, bodies, suggestions, paths) is redacted already
 * (core/review/findings.ts) and goes through `agentText`, `text`, `code` or `fenced` here, with
 * @mentions defused; every text stays under GitHub's 65,536 characters with a visible note where
 * it was cut. Pure.
 */
import { linesLabel } from '../core/review/diff.js'
import {
  severityCounts,
  type PlacedFinding,
  type ReviewOutcome,
  type Severity,
  type Unreviewed
} from '../core/review/findings.js'
import { PULL_FILES_LIMIT } from '../core/review/pull-files.js'
import { truncate } from '../core/text.js'
import { count, plural } from './format.js'
import { reviewMarker } from './marker.js'
import { cellCode, code, fenced, link, mentionsOff, text } from './markdown.js'
import { agentText } from './prose.js'

/** GitHub refuses a review body or a review comment over this many characters. */
export const REVIEW_LIMIT = 65_536
/** The check run's summary and text must stay under this. */
const CHECK_TEXT_LIMIT = 65_535
/** Rows of the summary's findings table. */
const MAX_ROWS = 200
/** Files not reviewed named in the summary and the review's body. */
const MAX_UNREVIEWED_SHOWN = 20

const ICON: Record<Severity, string> = {
  critical: '🔴',
  high: '🟠',
  medium: '🟡',
  low: '🔵'
}

/** Agent markdown, formatted but unable to leave its place, mentions defused. */
function agentSafe(redacted: string): string {
  return mentionsOff(agentText(redacted, { defuseMentions: true }))
}

/** One line of agent text (a title, a path), literal, mentions defused. */
function line(redacted: string, max = 300): string {
  return mentionsOff(text(truncate(redacted, max)))
}

/** `🟠 High: title` as the heading of a finding. */
function headline(f: PlacedFinding): string {
  const sev = f.severity.charAt(0).toUpperCase() + f.severity.slice(1)
  return `${ICON[f.severity]} ${sev}: ${line(f.title)}`
}

/**
 * The hidden first line of every inline comment: the action's marker (its hash of comment-key)
 * and the finding's fingerprint. Only a comment that *starts* with it is ours: agent text inside
 * a comment can hold the same characters, never at the start.
 */
function findingMarker(keyHash: string, fingerprint: string): string {
  return `<!-- cursor-agent-action:${keyHash} finding:${fingerprint} -->`
}

export const FINDING_MARKER = /^<!-- cursor-agent-action:([0-9a-f]{20}) finding:([0-9a-f]{16}) -->/

const HEADLINE = /^\*\*(?:🔴|🟠|🟡|🔵) (Critical|High|Medium|Low): (.*)\*\*$/u

/**
 * The severity and title of a finding from the headline findingComment wrote (its second line),
 * the title as plain text again; undefined when the body does not have one. For the earlier
 * findings a re-review lists: read only from comments of the token's own account.
 */
export function readHeadline(body: string): { severity: Severity; title: string } | undefined {
  const lines: (string | undefined)[] = body.split('\n', 3)
  const m: (string | undefined)[] | null = HEADLINE.exec(lines[1] ?? '')
  const [, sev, title] = m ?? []
  if (sev === undefined || title === undefined) return undefined
  const severity = sev.toLowerCase() as Severity
  return { severity, title: title.replace(/\\(.)/gu, '$1').replace(/\u200b/g, '') }
}

/** An inline comment: marker, headline, the agent's text, the suggestion block when it can be one. */
export function findingComment(f: PlacedFinding, keyHash: string, limit = REVIEW_LIMIT): string {
  const head = `${findingMarker(keyHash, f.fingerprint)}\n**${headline(f)}**`
  const suggestion = suggestionBlock(f)
  const note = "\n\n*Cut to fit GitHub's comment limit; the whole finding is in the transcript.*"
  let body = f.body.trim()
  for (let i = 0; i < 30; i++) {
    const cut = body.length < f.body.trim().length
    const out = [head, agentSafe(body), suggestion].filter((s) => s !== '').join('\n\n')
    const whole = cut ? out + note : out
    if (whole.length <= limit) return whole
    body = truncate(body, Math.floor(Math.min(body.length, limit) * 0.8))
  }
  return `${head}${note}`
}

/** A GitHub suggestion block only for a range all on the head's side; else shown as code. */
function suggestionBlock(f: PlacedFinding): string {
  if (f.suggestion === undefined) return ''
  const s = truncate(f.suggestion.replace(/\r\n?/g, '\n').replace(/\n$/, ''), 20_000)
  return f.side === 'RIGHT' && f.placement === 'inline'
    ? fenced(s, 'suggestion')
    : `Suggested code:\n\n${fenced(s, '')}`
}

/** The findings as a count: `3 findings (1 high, 2 low)`. */
function countLine(findings: readonly PlacedFinding[]): string {
  if (findings.length === 0) return 'no findings'
  return `${plural(findings.length, 'finding')} (${severityCounts(findings)})`
}

/** Where the findings went, as one sentence: `2 on the diff, 1 in this review's body, …`. */
function placementLine(findings: readonly PlacedFinding[], body = 'in the review body'): string {
  const n = (p: PlacedFinding['placement']) => findings.filter((f) => f.placement === p).length
  return [
    n('inline') > 0 ? `${String(n('inline'))} on the diff` : '',
    n('body') > 0 ? `${String(n('body'))} ${body}` : '',
    n('duplicate') > 0 ? `${String(n('duplicate'))} already reported` : '',
    n('not_posted') > 0 ? `${String(n('not_posted'))} not posted` : ''
  ]
    .filter((s) => s !== '')
    .join(', ')
}

/**
 * What a review that did not see every file says of them: how many, their paths (someone else's
 * names, each a code span) as far as known, and that no later re-review starts from it.
 */
function unreviewedLines(u: Unreviewed | undefined): string[] {
  if (u === undefined) return []
  const shown = u.paths.slice(0, MAX_UNREVIEWED_SHOWN)
  const more = (u.count ?? shown.length) - shown.length
  const names =
    shown.length === 0
      ? ' (GitHub did not name them)'
      : `: ${shown.map((p) => code(truncate(p, 200))).join(', ')}${more > 0 ? `, and ${count(more)} more` : ''}`
  const what =
    u.count !== undefined
      ? `${plural(u.count, 'file')} of the pull request`
      : `any file past the ${count(u.listed)} GitHub listed`
  return [
    `⚠️ **Not reviewed: ${what}.** GitHub listed ${plural(u.listed, 'file')} (it lists ${count(PULL_FILES_LIMIT)} at most) and the job's checkout could not give the rest${names}. No later re-review starts from this review.`,
    ''
  ]
}

export interface ReviewBodyInput {
  keyHash: string
  outcome: Pick<ReviewOutcome, 'findings' | 'summary' | 'mismatch' | 'maxFindings' | 'unreviewed'>
  /** The agent's final message (redacted), shown when it did not validate. */
  finalMessage: string
  /** Comments GitHub refused, moved to the body: fingerprint → GitHub's reason (set on the findings). */
  limit?: number
}

/** The review's body: the agent's summary, the counts, then every finding not on the diff. */
export function reviewBody(o: ReviewBodyInput): string {
  const limit = o.limit ?? REVIEW_LIMIT
  const { findings, summary, mismatch } = o.outcome
  const head = [
    reviewMarker(o.keyHash, 'review'),
    '### Cursor Agent review',
    '',
    ...unreviewedLines(o.outcome.unreviewed)
  ]
  if (mismatch !== undefined) return fitMismatch(head, mismatch, o.finalMessage, limit)
  const intro: string[] = []
  if (summary.trim() !== '') intro.push(agentSafe(truncate(summary.trim(), 20_000)), '')
  const placed = placementLine(findings, 'below')
  intro.push(`**${capital(countLine(findings))}**${placed !== '' ? `: ${placed}.` : '.'}`, '')
  const held = findings.filter((f) => f.heldBack === true).length
  if (held > 0)
    intro.push(
      `${plural(held, 'finding')} held back from the diff: more than \`max-findings\` (${String(o.outcome.maxFindings)}) would be posted inline. They are listed below.`,
      ''
    )
  const below = findings.filter((f) => f.placement === 'body')
  const outside = below.filter((f) => f.heldBack !== true)
  const heldBack = below.filter((f) => f.heldBack === true)
  const sections: [string, PlacedFinding[]][] = [
    ['Outside the diff', outside],
    ['Held back (max-findings)', heldBack]
  ]
  return fitList([...head, ...intro].join('\n'), sections, limit)
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** A finding of the body: its headline, where and why, then its text. */
function bodyItem(f: PlacedFinding, withText: boolean): string {
  const where = `${code(f.path || '(no path)')} ${linesLabel(f)}${f.side === 'LEFT' ? ' (base)' : ''}`
  const why = f.why !== undefined && f.heldBack !== true ? `: ${line(f.why, 500)}` : ''
  const out = [`##### ${headline(f)}`, '', `${where}${why}`]
  if (withText && f.body.trim() !== '') out.push('', agentSafe(truncate(f.body.trim(), 8_000)))
  if (withText && f.suggestion !== undefined) out.push('', suggestionBlock(f))
  return out.join('\n')
}

/**
 * The head, then each section's findings with their text while it fits, then as headlines only,
 * then a count of the rest: never over `limit`.
 */
function fitList(head: string, sections: [string, PlacedFinding[]][], limit: number): string {
  const reserve = 400
  let out = head
  let dropped = 0
  for (const [title, list] of sections) {
    if (list.length === 0) continue
    const heading = `\n#### ${title} (${String(list.length)})\n`
    if (out.length + heading.length + reserve > limit) {
      dropped += list.length
      continue
    }
    out += heading
    for (const f of list) {
      const full = `\n${bodyItem(f, true)}\n`
      const short = `\n${bodyItem(f, false)}\n`
      if (out.length + full.length + reserve <= limit) out += full
      else if (out.length + short.length + reserve <= limit) out += short
      else dropped++
    }
  }
  if (dropped > 0)
    out += `\n*${plural(dropped, 'more finding')} did not fit in this review; the job summary and the \`findings\` output list every finding.*\n`
  return out
}

function fitMismatch(head: string[], errors: string[], message: string, limit: number): string {
  const out = [
    ...head,
    "⚠️ The agent's final message is not findings JSON as `docs/findings.v1.schema.json` describes, so no finding could be placed on the diff:",
    '',
    ...errors.slice(0, 20).map((e) => `- ${code(truncate(e, 500))}`),
    ''
  ].join('\n')
  const open = "\n<details><summary>The agent's final message</summary>\n\n"
  const close = '\n\n</details>\n'
  let room = limit - out.length - open.length - close.length - 200
  const whole = message.trim()
  if (whole === '') return out
  const note =
    "\n\n*Cut to fit GitHub's limit; the whole message is in the `final_message` output.*"
  for (let i = 0; i < 30 && room > 0; i++) {
    const shown = truncate(whole, room)
    const text = `${out}${open}${agentSafe(shown)}${shown.length < whole.length ? note : ''}${close}`
    if (text.length <= limit) return text
    room = Math.floor(room * 0.8)
  }
  return out
}

/** What the Findings section and the sticky comment say about the review itself. */
function reviewState(o: ReviewOutcome): string {
  if (o.review !== undefined) {
    const kind = o.review.event === 'REQUEST_CHANGES' ? 'requesting changes' : 'as a comment'
    const resolved =
      o.resolved > 0 ? `; ${plural(o.resolved, 'outdated thread')} of earlier runs resolved` : ''
    return `${link('Review', o.review.url)} posted ${kind}${resolved}.`
  }
  if (o.notPosted !== undefined) return `⚠️ No review was posted: ${line(o.notPosted, 1000)}`
  return 'No review was posted.'
}

function postedCell(f: PlacedFinding, o: ReviewOutcome): string {
  const posted = o.review !== undefined
  switch (f.placement) {
    case 'inline':
      return posted
        ? f.url !== undefined
          ? link('on the diff', f.url)
          : 'on the diff'
        : 'not posted'
    case 'duplicate':
      return f.url !== undefined ? link('already reported', f.url) : 'already reported'
    case 'body':
      return `${posted ? 'review body' : 'not posted'}${f.heldBack === true ? ' (held back)' : ''}`
    case 'not_posted':
      return `not posted${f.heldBack === true ? ' (held back)' : ''}`
  }
}

/** The job summary's Findings section (first on a review run): counts, then one row per finding. */
export function findingsSection(o: ReviewOutcome | undefined): string[] {
  if (o === undefined) return []
  const out = [`#### 🔎 Findings: ${countLine(o.findings)}`, '']
  if (o.mismatch !== undefined)
    out.push(
      "The agent's final message is not findings JSON (`docs/findings.v1.schema.json`):",
      '',
      ...o.mismatch.slice(0, 20).map((e) => `- ${code(truncate(e, 500))}`),
      ''
    )
  const placed = placementLine(o.findings)
  const where = o.review !== undefined && placed !== '' ? ` ${capital(placed)}.` : ''
  out.push(`${reviewState(o)}${where}`, '')
  out.push(...unreviewedLines(o.unreviewed))
  const held = o.findings.filter((f) => f.heldBack === true).length
  if (held > 0)
    out.push(
      `${plural(held, 'finding')} held back from the diff by \`max-findings\` (${String(o.maxFindings)}).`,
      ''
    )
  if (o.findings.length === 0) return out
  out.push('| Severity | Where | Finding | Posted |', '| --- | --- | --- | --- |')
  for (const f of o.findings.slice(0, MAX_ROWS)) {
    const where = `${cellCode(truncate(f.path || '(no path)', 200))} ${linesLabel(f)}`
    out.push(
      `| ${ICON[f.severity]} ${f.severity} | ${where} | ${line(f.title)} | ${postedCell(f, o)} |`
    )
  }
  if (o.findings.length > MAX_ROWS)
    out.push('', `*… and ${String(o.findings.length - MAX_ROWS)} more in the \`findings\` output.*`)
  if (o.checkRunUrl !== undefined) out.push('', `${link('Check run', o.checkRunUrl)}.`)
  out.push('')
  return out
}

/** The sticky comment's line: the counts and the link to the review. */
export function reviewCommentLine(o: ReviewOutcome): string {
  return `**Review:** ${countLine(o.findings)} · ${reviewState(o)}`
}

/** The check run's title and summary (under GitHub's limit). */
export function checkOutput(o: ReviewOutcome): { title: string; summary: string } {
  const title = capital(countLine(o.findings))
  // The check run is where this is shown: no link to itself.
  let summary = findingsSection({ ...o, checkRunUrl: undefined }).join('\n')
  if (summary.length >= CHECK_TEXT_LIMIT) {
    const cut = summary.slice(0, CHECK_TEXT_LIMIT - 200)
    summary = `${cut.slice(0, cut.lastIndexOf('\n'))}\n\n*Cut to fit; the job summary has every finding.*`
  }
  return { title, summary }
}
