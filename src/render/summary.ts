/**
 * The job summary as markdown, for a reviewer: did it work (status line), what went wrong and
 * how to fix it, what failed (open, first), what the agent said, what changed, what ran
 * (successes folded). Pure: the run's facts (core/verdict/facts.ts) in, a string out; one function per
 * section. Every value from the stream goes through markdown.ts, the whole document through the
 * redactor.
 * The result stays under the size budget however long the run: timeline rows go first, then file
 * lists, then command output, each with a visible note.
 */
import { hintsOf, type Hint } from '../core/verdict/hints.js'
import { ReportBuilder } from '../core/stream/report.js'
import { commandsSection, toolsSection } from './calls.js'
import { runFacts, type RunFacts } from '../core/verdict/facts.js'
import { mcpSection } from './mcp.js'
import type { Sentence } from '../core/said.js'
import { failuresSection, fixedSection } from './failures.js'
import { code, link, markup } from './markdown.js'
import { truncate } from '../core/text.js'
import { schemaSection } from './schema-section.js'
import type { Redactor } from '../core/redact/redact.js'
import {
  changesSection,
  diagnosticsSection,
  messageSection,
  questionsSection,
  type SummaryLimits
} from './sections.js'
import { adviceSection, calloutSection, factsSection, statusSection } from './status.js'
import { findingsSection } from './findings.js'
import { prSentence } from '../core/ledger/caps.js'
import type { PrFacts } from '../core/ledger/ledger.js'

export const SUMMARY_BUDGET = 512 * 1024

/**
 * What the summary shows that is not a fact of the run: the fix hints the core derived (computed
 * from the facts when not given), the offline report's flag, the example workflow, the build.
 */
export interface SummaryOptions {
  /** Fix hints from the core (`hintsOf`); computed from the facts when not given. */
  hints?: readonly Hint[]
  /** The offline report (src/offline.ts): the transcript is the stream it was given. */
  offline?: boolean
  /** A workflow that uploads the transcript and the patch as artifacts (examples/task.yml). */
  uploadExampleUrl?: string
  actionVersion?: string
  /**
   * Where the running action came from, as the runner names it (GITHUB_ACTION_REPOSITORY and
   * GITHUB_ACTION_REF); absent for a local action (`uses: ./`) and the offline report.
   */
  actionSource?: { repository: string; ref: string }
}

const START: SummaryLimits = {
  timeline: 1000,
  files: 1000,
  problems: 500,
  commands: 500,
  tails: 30,
  tailChars: 2000
}

/** The summary of a run's facts (core/verdict/facts.ts), as they are. */
export function renderSummary(
  facts: RunFacts,
  redact: Redactor,
  options: SummaryOptions = {},
  budget = SUMMARY_BUDGET
): string {
  const limits = { ...START }
  // Degrade in a fixed order until the document fits.
  const steps: (() => boolean)[] = [
    () => shrink(limits, 'timeline', 100),
    () => shrink(limits, 'timeline', 0),
    () => shrink(limits, 'commands', 100),
    () => shrink(limits, 'files', 100),
    () => shrink(limits, 'problems', 100),
    () => shrink(limits, 'tailChars', 500),
    () => shrink(limits, 'tails', 5),
    () => shrink(limits, 'commands', 0),
    () => shrink(limits, 'files', 10),
    () => shrink(limits, 'problems', 10),
    () => shrink(limits, 'tails', 0)
  ]
  const hints = options.hints ?? hintsOf(facts)
  const render = (): string => redact(document(facts, options, hints, limits, redact))
  let md = render()
  for (const step of steps) {
    if (Buffer.byteLength(md) <= budget) return md
    if (step()) md = render()
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

function shrink(limits: SummaryLimits, key: keyof SummaryLimits, to: number): boolean {
  if (limits[key] <= to) return false
  limits[key] = to
  return true
}

/**
 * The sections in the order a reviewer reads them; each decides for itself whether it shows.
 * Green: the header, the final message, what changed, then the rest (earlier failures that a later
 * call fixed are folded). Red: the header with the reason and the fix, the agent's last message,
 * the failures newest first, then the rest.
 */
function document(
  f: RunFacts,
  options: SummaryOptions,
  hints: readonly Hint[],
  limits: SummaryLimits,
  redact: Redactor
): string {
  const r = f.report
  const green = f.verdict.conclusion === 'success'
  return [
    ...statusSection(f, hints),
    ...calloutSection(f, hints, redact),
    ...findingsSection(f.review),
    ...messageSection(r, redact),
    ...questionsSection(r, redact),
    ...(green ? [] : failuresSection(r, green, limits, redact)),
    ...(f.structured !== undefined ? [schemaSection(f.structured)] : []),
    ...mcpSection(r, f.mcp),
    ...changesSection(r, { files: f.links, patch: f.patchAnchors }, f.landed, limits),
    ...adviceSection(f, hints),
    ...afterRunSection(f.afterRun, redact),
    ...(green ? failuresSection(r, green, limits, redact) : []),
    ...fixedSection(r, green, limits, redact),
    ...prSection(f.pr, redact),
    ...factsSection(f),
    ...commandsSection(r, limits),
    ...toolsSection(r, limits),
    ...diagnosticsSection(r),
    ...footerSection(f.transcriptPath, options)
  ].join('\n')
}

/**
 * Warnings first (something went wrong or was refused), then notes. Our sentences render as the
 * markup we wrote, with their values escaped; a bare string (which can quote git's messages and
 * paths the agent chose) is literal text.
 */
function afterRunSection(after: RunFacts['afterRun'], redact: Redactor): string[] {
  if (after.notes.length + after.warnings.length === 0) return []
  const item = (s: Sentence): string =>
    markup(typeof s === 'string' ? truncate(s, 1000) : s, redact, { oneLine: true })
  const items = [
    ...after.warnings.map((w) => `- ⚠️ ${item(w)}`),
    ...after.notes.map((n) => `- ${item(n)}`)
  ]
  return ['#### After the run', '', ...items.slice(0, 50), '']
}

/** This run and the pull request's totals so far (docs/ledger.md). */
function prSection(pr: PrFacts | undefined, redact: Redactor): string[] {
  if (pr === undefined) return []
  return ['#### This pull request', '', markup(prSentence(pr), redact, { oneLine: true }), '']
}

/**
 * The transcript is a file on the runner, gone with it: the footer says which output names it and
 * how to keep it.
 */
function footerSection(path: string | undefined, options: SummaryOptions): string[] {
  const example =
    options.uploadExampleUrl !== undefined ? ` (${link('example', options.uploadExampleUrl)})` : ''
  const footer = [
    path === undefined
      ? ''
      : options.offline === true
        ? `Transcript: ${code(path)}`
        : `Transcript (redacted): the \`transcript\` output, ${code(path)}, a file on the runner; upload it as an artifact to keep it${example}`,
    buildLine(options)
  ].filter((s) => s !== '')
  return [`<sub>${footer.join(' · ')}</sub>`, '']
}

/**
 * Which build ran: the version baked into the bundle, and the ref the workflow used. A ref of 40
 * hex digits is the commit itself; a tag or branch (`v1`) is shown as the workflow wrote it.
 */
function buildLine(options: SummaryOptions): string {
  const version = `cursor-agent-action${options.actionVersion !== undefined ? ` v${options.actionVersion}` : ''}`
  const source = options.actionSource
  if (source === undefined) return version
  return /^[0-9a-f]{40}$/i.test(source.ref)
    ? `${version}, commit ${code(source.ref)} of ${code(source.repository)}`
    : `${version}, ${code(`${source.repository}@${source.ref}`)}`
}

/**
 * Renders a small summary and throws it away. The renderer's and the markdown parser's first call
 * costs about 10 ms of compiling; main.ts calls this while the CLI runs, so that cost is not
 * paid after the CLI ended, when the step is waiting for its summary.
 */
export function warmUp(): void {
  const report = new ReportBuilder().snapshot()
  report.finalMessage =
    'Warming *up*: `code`, **bold**, a [link](x), a table\n\n| a |\n|---|\n\n- item'
  renderSummary(runFacts({ report, verdict: { conclusion: 'success', message: '' } }), (s) => s)
}
