/**
 * The `publish` action's job summary: the verdict, each bundle read (its reviewer, its own
 * verdict, its model and usage), the bundles refused or set aside and why, the published
 * review's findings (render/findings.ts, as the one-job mode shows them) and the pull request's
 * totals. Every text of a bundle is someone else's: shown as plain text or code, never markup.
 */
import type { Bundle } from '../core/bundle/read.js'
import type { ReviewOutcome } from '../core/review/findings.js'
import type { Redactor } from '../core/redact/redact.js'
import type { Verdict } from '../core/verdict/verdict.js'
import { truncate } from '../core/text.js'
import { findingsSection } from './findings.js'
import { clock, count, plural } from './format.js'
import { cellCode, code, link, markup, text } from './markdown.js'
import { agentText } from './prose.js'

/** As much of an answer as the summary shows (the one-job summary's bound). */
const MESSAGE_CHARS = 64 * 1024

export interface PublishSummary {
  verdict: Verdict
  /** The bundles published, by file. */
  published: readonly { file: string; bundle: Bundle }[]
  refused: readonly { file: string; problems: readonly string[] }[]
  setAside: readonly { file: string; reviewer: string; head: string }[]
  head?: string
  review?: ReviewOutcome
  comment?: { id: number; url: string }
  /** What the pull request's ledger says with this run in it, as a sentence. */
  totals?: string
  notes: readonly string[]
}

const ICON = { success: '✅', failure: '❌', cancelled: '⏹️', skipped: '⏭️' } as const

function tokensOf(b: Bundle): string {
  const u = b.facts.usage
  return `${count(u.inputTokens ?? 0)} in / ${count(u.outputTokens ?? 0)} out`
}

/** The summary's markdown (see the file's comment). */
export function publishSummary(s: PublishSummary, redact: Redactor): string {
  const v = s.verdict
  const out = [`### ${ICON[v.conclusion]} Cursor Agent publish: ${v.conclusion}`, '']
  if (v.message !== '') out.push(markup(v.said ?? v.message, redact), '')
  if (s.refused.length > 0) {
    out.push('#### Refused bundles', '', 'Nothing was published: every bundle must pass.', '')
    for (const r of s.refused)
      out.push(
        `- ${r.file === '' ? 'the `bundle` folder' : code(r.file)}: ${r.problems.map((p) => text(p)).join('; ')}`
      )
    out.push('')
  }
  if (s.published.length > 0) {
    out.push(
      `#### Reviewers (${String(s.published.length)})`,
      '',
      '| Reviewer | Its verdict | Model | Tokens | Took | Bundle |',
      '| --- | --- | --- | --- | --- | --- |'
    )
    for (const { file, bundle: b } of s.published) {
      const verdict =
        b.verdict.failureReason !== undefined
          ? `${b.verdict.conclusion} (${b.verdict.failureReason})`
          : b.verdict.conclusion
      out.push(
        `| ${text(b.reviewer)} | ${verdict} | ${cellCode(b.facts.model ?? '')} | ${tokensOf(b)} | ${clock(b.facts.durationMs)} | ${cellCode(file)} |`
      )
    }
    out.push('')
  }
  if (s.setAside.length > 0) {
    out.push(
      `Set aside, as they saw another head than ${code((s.head ?? '').slice(0, 12))}: ${s.setAside.map((a) => `${text(a.reviewer)} (${code(a.head.slice(0, 12))}, ${code(a.file)})`).join(', ')}.`,
      ''
    )
  }
  if (s.review?.review !== undefined) out.push(`${link('The review', s.review.review.url)}.`, '')
  if (s.comment !== undefined && s.comment.url !== '')
    out.push(`${link('The comment', s.comment.url)}.`, '')
  out.push(...findingsSection(s.review))
  out.push(...answerSection(s.published, redact))
  for (const n of s.notes) out.push(`- ${text(n)}`)
  if (s.notes.length > 0) out.push('')
  if (s.totals !== undefined) out.push(`<sub>${text(s.totals)}</sub>`, '')
  out.push(`<sub>${plural(s.published.length + s.refused.length, 'bundle')} read.</sub>`, '')
  return out.join('\n')
}

/**
 * An answer's or a task's final message, whether or not its comment was posted: what the agent
 * produced is never lost with a comment GitHub did not take.
 */
function answerSection(published: PublishSummary['published'], redact: Redactor): string[] {
  const only = published.length === 1 ? published[0]?.bundle : undefined
  if (only === undefined || only.mode === 'review' || only.finalMessage === '') return []
  const title = only.mode === 'answer' ? '#### The answer' : '#### Final message'
  return [title, '', agentText(redact(truncate(only.finalMessage, MESSAGE_CHARS))), '']
}
