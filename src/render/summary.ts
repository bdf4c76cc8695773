/**
 * The job summary as markdown, for a reviewer: did it work (status line), what went wrong and
 * how to fix it, what failed (open, first), what the agent said, what changed, what ran
 * (successes folded). Pure: a view of the run in, a string out; one function per section. Every
 * value from the stream goes through markdown.ts, and the whole document through the redactor.
 * The result stays under the size budget however long the run: timeline rows go first, then file
 * lists, then command output, each with a visible note.
 */
import { findHints, type Hint } from '../core/hints.js'
import { ReportBuilder, type RunReport } from '../core/report.js'
import type { Verdict } from '../core/verdict.js'
import { commandsSection, toolsSection } from './calls.js'
import type { InstallFacts, Landed } from '../core/facts.js'
import type { McpFacts } from '../core/mcp.js'
import { mcpSection } from './mcp.js'
import type { Sentence } from '../core/said.js'
import { failuresSection, fixedSection } from './failures.js'
import { code, link, markup } from './markdown.js'
import { truncate } from '../core/text.js'
import { schemaSection } from './schema-section.js'
import type { SchemaCheck } from '../core/schema.js'
import type { Redactor } from '../core/redact.js'
import {
  changesSection,
  diagnosticsSection,
  messageSection,
  type SummaryLimits
} from './sections.js'
import { adviceSection, calloutSection, factsSection, statusSection } from './status.js'
import { findingsSection } from './findings.js'
import type { ReviewOutcome } from '../core/findings.js'

export const SUMMARY_BUDGET = 512 * 1024

export interface SummaryView {
  report: RunReport
  verdict: Verdict
  durationMs: number
  exitCode?: number | null
  cliVersion?: string
  /** How the action installed the CLI, when it did. */
  install?: InstallFacts
  /** `require-mcp` and what `cursor-agent mcp list` said before the run. */
  mcp?: McpFacts
  stderrTail?: string
  transcriptPath?: string
  /** Workspace path → URL of the file at the commit, for files that exist there. */
  links?: ReadonlyMap<string, string>
  /** Workspace path → URL of the file's section in the pushed diff, when the work was pushed. */
  patchAnchors?: ReadonlyMap<string, string>
  /** What the landing left (patch, pushed commit, branch, pull request). */
  landed?: Landed
  /** A workflow that uploads the transcript and the patch as artifacts (examples/task.yml). */
  uploadExampleUrl?: string
  /** The offline report (src/offline.ts): the transcript is the stream it was given. */
  offline?: boolean
  /** Fix hints from the core (`findHints`); computed from the view's facts when not given. */
  hints?: readonly Hint[]
  settings?: {
    force?: boolean
    trust?: boolean
    apiKeySet?: boolean
    push?: boolean
    openPr?: boolean
    approveMcps?: boolean
  }
  actionVersion?: string
  /**
   * Where the running action came from, as the runner names it (GITHUB_ACTION_REPOSITORY and
   * GITHUB_ACTION_REF); absent for a local action (`uses: ./`) and the offline report.
   */
  actionSource?: { repository: string; ref: string }
  /** What the action did or noticed around the run (landing the work, integrity, leftovers). */
  afterRun?: { notes: readonly Sentence[]; warnings: readonly Sentence[] }
  /** The final message checked against output-schema, when one was given. */
  structured?: SchemaCheck
  /** What review mode did: its Findings section comes first. */
  review?: ReviewOutcome
}

const START: SummaryLimits = {
  timeline: 1000,
  files: 1000,
  problems: 500,
  commands: 500,
  tails: 30,
  tailChars: 2000
}

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
  const hints = view.hints ?? hintsFor(view)
  let md = redact(render(view, hints, limits, redact))
  for (const step of steps) {
    if (Buffer.byteLength(md) <= budget) return md
    if (step()) md = redact(render(view, hints, limits, redact))
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

/** The core's hints for what the view knows (the caller usually passes them in `hints`). */
function hintsFor(view: SummaryView): Hint[] {
  return findHints({
    report: view.report,
    verdict: view.verdict,
    stderr: view.stderrTail ?? '',
    mcp: view.mcp,
    ...view.settings
  })
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
function render(
  view: SummaryView,
  hints: readonly Hint[],
  limits: SummaryLimits,
  redact: Redactor
): string {
  const r = view.report
  const green = view.verdict.conclusion === 'success'
  return [
    ...statusSection(view, hints),
    ...calloutSection(view, hints, redact),
    ...findingsSection(view.review),
    ...messageSection(r, redact),
    ...(green ? [] : failuresSection(r, green, limits, redact)),
    ...(view.structured !== undefined ? [schemaSection(view.structured)] : []),
    ...mcpSection(r, view.mcp),
    ...changesSection(r, { files: view.links, patch: view.patchAnchors }, view.landed, limits),
    ...adviceSection(view, hints),
    ...afterRunSection(view.afterRun, redact),
    ...(green ? failuresSection(r, green, limits, redact) : []),
    ...fixedSection(r, green, limits, redact),
    ...factsSection(view),
    ...commandsSection(r, limits),
    ...toolsSection(r, limits),
    ...diagnosticsSection(r),
    ...footerSection(view)
  ].join('\n')
}

/**
 * Warnings first (something went wrong or was refused), then notes. Our sentences render as the
 * markup we wrote, with their values escaped; a bare string (which can quote git's messages and
 * paths the agent chose) is literal text.
 */
function afterRunSection(after: SummaryView['afterRun'], redact: Redactor): string[] {
  if (after === undefined || after.notes.length + after.warnings.length === 0) return []
  const item = (s: Sentence): string =>
    markup(typeof s === 'string' ? truncate(s, 1000) : s, redact, { oneLine: true })
  const items = [
    ...after.warnings.map((w) => `- ⚠️ ${item(w)}`),
    ...after.notes.map((n) => `- ${item(n)}`)
  ]
  return ['#### After the run', '', ...items.slice(0, 50), '']
}

/**
 * The transcript is a file on the runner, gone with it: the footer says which output names it and
 * how to keep it.
 */
function footerSection(view: SummaryView): string[] {
  const example =
    view.uploadExampleUrl !== undefined ? ` (${link('example', view.uploadExampleUrl)})` : ''
  const path = view.transcriptPath
  const footer = [
    path === undefined
      ? ''
      : view.offline === true
        ? `Transcript: ${code(path)}`
        : `Transcript (redacted): the \`transcript\` output, ${code(path)}, a file on the runner; upload it as an artifact to keep it${example}`,
    buildLine(view)
  ].filter((s) => s !== '')
  return [`<sub>${footer.join(' · ')}</sub>`, '']
}

/**
 * Which build ran: the version baked into the bundle, and the ref the workflow used. A ref of 40
 * hex digits is the commit itself; a tag or branch (`v1`) is shown as the workflow wrote it.
 */
function buildLine(view: SummaryView): string {
  const version = `cursor-agent-action${view.actionVersion !== undefined ? ` v${view.actionVersion}` : ''}`
  const source = view.actionSource
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
  renderSummary(
    { report, verdict: { conclusion: 'success', message: '' }, durationMs: 0 },
    (s) => s
  )
}
