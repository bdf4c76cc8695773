/**
 * The top of the summary: the status line (did it work, and the one fix that matters when
 * nothing could run), what went wrong with the fixes, and the run's facts.
 */
import type { Usage } from '../core/stream/agent-events.js'
import type { InstallFacts, RunFacts } from '../core/verdict/facts.js'
import type { Hint, HintId } from '../core/verdict/hints.js'
import type { FailureReason } from '../names.js'
import { clock, count, isDuration, plural, seconds } from './format.js'
import { truncate } from '../core/text.js'
import { cellCode, code, fenced, markup, text } from './markdown.js'
import { CONCLUSIONS, problemsOf, problemsText } from './outcomes.js'
import type { Redactor } from '../core/redact/redact.js'
import { mcpHeaderNote } from './mcp.js'

/** Characters of an id or version shown (a stream can send megabytes in any field). */
const ID_CHARS = 200

/**
 * `### ❌ Cursor Agent failed (`exit_code`) in 4s · 2 files changed · 11 tool calls (1 failed,
 * 1 rejected) · 1,200 input and 80 output tokens`: the calls counted in the words of the failed
 * calls' heading (outcomes.ts). A cause that stops everything (no authentication) puts its fix
 * here, where it is read first.
 */
export function statusSection(f: RunFacts, hints: readonly Hint[]): string[] {
  const { report: r, verdict } = f
  const c = CONCLUSIONS[verdict.conclusion]
  const reason =
    verdict.conclusion !== 'success' && verdict.reason !== undefined
      ? ` (${cellCode(verdict.reason)})`
      : ''
  const time = isDuration(f.durationMs) ? ` in ${clock(f.durationMs)}` : ''
  const problems = problemsText(problemsOf(r.counts))
  const bits = [
    ...hints.flatMap((h) => (h.headline !== undefined ? [h.headline] : [])),
    r.filesChanged.length === 0
      ? 'no files changed'
      : `${plural(r.filesChanged.length, 'file')} changed`,
    `${plural(r.counts.calls, 'tool call')}${problems !== '' ? ` (${problems})` : ''}`,
    ...mcpHeaderNote(r),
    ...tokensNote(r.result?.usage)
  ]
  return [`### ${c.icon} Cursor Agent ${c.phrase}${reason}${time} · ${bits.join(' · ')}`, '']
}

/**
 * The run's input and output tokens, when the result reported them, as the ledger counts them
 * (`max-pr-tokens`); the facts table below has the cache's too.
 */
function tokensNote(u: Usage | undefined): string[] {
  if (u === undefined) return []
  return [`${count(u.inputTokens ?? 0)} input and ${count(u.outputTokens ?? 0)} output tokens`]
}

/**
 * On a run that did not succeed: what went wrong (our sentence as markup when it was written as
 * one, else literal text) with the fixes for it, the CLI's stderr open below it, then the tips
 * about the run's calls that did not cause the failure, outside the alert.
 */
export function calloutSection(f: RunFacts, hints: readonly Hint[], redact: Redactor): string[] {
  const { verdict } = f
  if (verdict.conclusion === 'success') return []
  const fixes = hints.filter((h) => fixesFailure(h, verdict.reason))
  const out = [
    verdict.conclusion === 'cancelled' ? '> [!WARNING]' : '> [!CAUTION]',
    ...quoted(markup(verdict.said ?? verdict.message, redact))
  ]
  for (const h of fixes) out.push('>', ...quoted(h.text))
  out.push('')
  if (f.stderrTail !== undefined && f.stderrTail.trim() !== '') {
    out.push(
      "<details open><summary>Last lines of the CLI's stderr</summary>",
      '',
      fenced(redact(f.stderrTail.replace(/\n+$/, ''))),
      '',
      '</details>',
      ''
    )
  }
  return [...out, ...tips(hints.filter((h) => !fixes.includes(h)))]
}

/** Hints about the agent's tool calls (rejected, refused, a push it tried), not how the run ended. */
const CALL_HINTS: ReadonlySet<HintId> = new Set([
  'landing',
  'rejected_shell',
  'permission_denied',
  'rejected_mcp'
])

/**
 * Whether a hint is a fix for the failure `reason` names. A hint about the run's calls is one only
 * when calls ended the run: the tool-call budget, or a required MCP server whose calls were
 * rejected; otherwise it is a tip that holds whatever the failure was.
 */
function fixesFailure(h: Hint, reason: FailureReason | undefined): boolean {
  if (!CALL_HINTS.has(h.id)) return true
  if (reason === 'budget') return true
  return h.id === 'rejected_mcp' && reason === 'mcp_unavailable'
}

/** Markdown inside a callout: every line behind `> `. */
function quoted(markdown: string): string[] {
  return markdown.split('\n').map((l) => (l === '' ? '>' : `> ${l}`))
}

/** On a green run, the fixes that still apply (a rejected command, a push the agent tried). */
export function adviceSection(f: RunFacts, hints: readonly Hint[]): string[] {
  return f.verdict.conclusion === 'success' ? tips(hints) : []
}

function tips(hints: readonly Hint[]): string[] {
  if (hints.length === 0) return []
  return ['> [!TIP]', ...hints.flatMap((h, i) => [...(i > 0 ? ['>'] : []), ...quoted(h.text)]), '']
}

/** Model, session, request, CLI, tokens: one row under their names. */
export function factsSection(f: RunFacts): string[] {
  const r = f.report
  const facts: [string, string][] = []
  if (r.model !== undefined) facts.push(['Model', text(truncate(r.model, ID_CHARS))])
  if (r.sessionId !== undefined)
    facts.push(['Session (`resume:` continues it)', cellCode(truncate(r.sessionId, ID_CHARS))])
  if (r.result?.requestId !== undefined)
    facts.push(['Request', cellCode(truncate(r.result.requestId, ID_CHARS))])
  const cli = [
    f.cliVersion !== undefined ? text(truncate(f.cliVersion, ID_CHARS)) : '',
    `exit code ${f.exitCode ?? '–'}`
  ].filter((s) => s !== '')
  facts.push(['CLI', cli.join(' · ')])
  const conn = r.connection
  if (conn !== undefined && conn.reconnections + conn.retries > 0)
    facts.push([
      'Connection to Cursor',
      [
        conn.reconnections > 0 ? plural(conn.reconnections, 'reconnection') : '',
        conn.retries > 0 ? plural(conn.retries, 'retried request') : ''
      ]
        .filter((s) => s !== '')
        .join(' · ')
    ])
  const u = r.result?.usage
  if (u !== undefined) {
    const n = (v: number | undefined): string => count(v ?? 0)
    facts.push([
      'Tokens',
      `${n(u.inputTokens)} in · ${n(u.outputTokens)} out · ${n(u.cacheReadTokens)} cache read · ${n(u.cacheWriteTokens)} cache write`
    ])
  }
  return [
    `| ${facts.map(([k]) => k).join(' | ')} |`,
    `|${facts.map(() => '---|').join('')}`,
    `| ${facts.map(([, v]) => v).join(' | ')} |`,
    '',
    ...installLine(f.install)
  ]
}

const FROM = { 'tool-cache': "the runner's tool cache", 'actions-cache': 'the Actions cache' }

/**
 * How the action installed the CLI, in the words a reader looks for ("downloaded", "from a
 * cache"), how long it took, and the digest; after Cursor's script, why pinning is better.
 */
function installLine(i: InstallFacts | undefined): string[] {
  if (i === undefined) return []
  const took = seconds(i.ms)
  if (i.source === 'script')
    return [
      `CLI installed by Cursor's install script (${code(i.url)}) in ${took}. Pinning a build (${code('cli-version')}, with its ${code('cli-sha256')}) makes starts faster and reproducible: the archive is downloaded once, checked, and then comes from a cache.`,
      ''
    ]
  const how =
    i.source === 'downloaded'
      ? `downloaded from ${code(i.url)}`
      : `from a cache (${FROM[i.source]})`
  const digest =
    i.sha256 === undefined
      ? ''
      : i.verified
        ? ` · sha256 ${code(i.sha256)}, as ${code('cli-sha256')} says`
        : ` · sha256 ${code(i.sha256)} (set it as ${code('cli-sha256')} to check it on every start)`
  return [`CLI ${code(i.build ?? '')} ${how} in ${took}${digest}.`, '']
}
