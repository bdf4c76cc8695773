/**
 * Publishing what is known: outputs, the final message in the log, the job summary, and the
 * verdict. Runs on every exit path; each step is guarded so one failing cannot stop the rest.
 */
import * as core from './run/runner.js'
import { findHints } from './core/hints.js'
import { outputsFor } from './core/outputs.js'
import { ReportBuilder, type RunReport } from './core/report.js'
import type { Ending, Verdict } from './core/verdict.js'
import type { LiveLog } from './render/livelog.js'
import type { Redactor } from './render/redact.js'
import { headline } from './render/outcomes.js'
import { plainSummary } from './render/plain.js'
import type { SummaryView } from './render/summary.js'
import { text } from './render/markdown.js'
import type { Cli } from './run/cli.js'
import type { Settings } from './run/inputs.js'
import type { Transcript } from './run/transcript.js'
import type { ManifestWriter } from './run/manifest.js'
import type { SchemaCheck } from './core/schema.js'
import type { RunObserver } from './run/observer.js'
import { VERSION } from './version.js'
import { messageOf } from './core/errors.js'
import { lastLines } from './core/text.js'

/** What is known so far; filled in step by step so a failure at any point still publishes it. */
export interface Known {
  settings?: Settings
  cli?: Cli
  builder?: ReportBuilder
  ending?: Ending
  stderrTail?: string
  transcript?: Transcript
  links?: Map<string, string>
  internalError?: Error
  /** The final message checked against output-schema, when one was given. */
  structured?: SchemaCheck
  /** Spools each call to disk as it completes, for the manifest. */
  manifestWriter?: ManifestWriter
  /** Path of the written manifest. */
  manifest?: string
  /** Told about the run as it goes, and ended with the verdict after publishing. */
  observers: RunObserver[]
  /** The PR or issue comment kept by the action, once it exists. */
  comment?: { readonly id: number | undefined; readonly url: string | undefined }
  /** What landing the work and the checks around the run said, for the summary. */
  afterRun?: { notes: readonly string[]; warnings: readonly string[] }
  /** Helpers of the run that had to be ended after it, when any left the CLI's group. */
  leftoverWarning?: string
  /** Changed file → its section of the pushed diff, when the work was pushed. */
  patchAnchors?: ReadonlyMap<string, string>
}

export interface PublishContext {
  started: number
  /** The finished report (one copy, shared with the manifest); undefined before the run. */
  report?: RunReport
  redact: Redactor
  log: LiveLog
  renderSummary: (view: SummaryView, redact: Redactor) => string
}

/** Outputs, final message, summary, verdict: each step guarded so one failing cannot stop the rest. */
export function publish(known: Known, verdict: Verdict, p: PublishContext): void {
  const { redact, log } = p
  const report = p.report
  const wallMs = Date.now() - p.started
  const exitCode = known.ending?.kind === 'exited' ? known.ending.exitCode : undefined
  try {
    const outputs = outputsFor({
      report,
      verdict,
      exitCode,
      wallMs,
      transcriptPath: known.transcript?.written,
      cliVersion: known.cli?.version,
      structuredOutput: known.structured?.ok === true ? known.structured.json : undefined,
      manifestPath: known.manifest,
      comment:
        known.comment?.id !== undefined
          ? { id: known.comment.id, url: known.comment.url ?? '' }
          : undefined
    })
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, redact(value))
  } catch (error) {
    core.warning(`Could not set every output: ${messageOf(error)}`)
  }
  if (report !== undefined) log.finalMessage(report.finalMessage)

  if (verdict.conclusion === 'skipped') {
    // A trigger that was absent or refused: green, one line saying who and why, nothing of theirs.
    log.write(`⏭ ${verdict.message}`)
    if (known.settings?.summary !== false)
      writeSummary(`### ⏭ Cursor Agent did not run\n\n${text(redact(verdict.message))}\n`)
    return
  }
  if (known.settings?.summary !== false) {
    const view: SummaryView = {
      report: report ?? new ReportBuilder().snapshot(),
      verdict,
      durationMs: report?.result?.durationMs ?? wallMs,
      exitCode,
      cliVersion: known.cli?.version,
      stderrTail: known.stderrTail,
      transcriptPath: known.transcript?.written,
      links: known.links,
      patchAnchors: known.patchAnchors,
      afterRun: known.afterRun,
      structured: known.structured,
      settings: {
        force: known.settings?.force,
        trust: known.settings?.trust,
        apiKeySet: known.settings !== undefined ? known.settings.apiKey !== '' : undefined
      },
      actionVersion: VERSION
    }
    writeSummary(renderedSummary(view, p))
  }

  const closing =
    headline(verdict.conclusion) +
    (verdict.conclusion === 'failure' ? ` (${verdict.reason ?? 'unknown'})` : '')
  log.write(`${closing} after ${Math.round(wallMs / 100) / 10} s.`)
  if (verdict.conclusion !== 'success') {
    const tail = known.stderrTail?.trim() ?? ''
    core.setFailed(
      redact(
        tail !== ''
          ? `${verdict.message}\nLast lines of stderr:\n${lastLines(tail, 10)}`
          : verdict.message
      )
    )
  }
}

function renderedSummary(view: SummaryView, p: PublishContext): string {
  let markdown: string
  try {
    // The fix hints come from the core; the renderer only places them.
    const hints = findHints({
      report: view.report,
      verdict: view.verdict,
      stderr: view.stderrTail ?? '',
      ...view.settings
    })
    markdown = p.renderSummary({ ...view, hints }, p.redact)
  } catch (error) {
    core.warning(
      `The job summary could not be rendered (${messageOf(error)}); writing a plain one.`
    )
    const r = view.report
    markdown = plainSummary(
      {
        conclusion: view.verdict.conclusion,
        failure_reason: view.verdict.reason ?? '',
        message: view.verdict.message,
        session_id: r.sessionId ?? '',
        tool_calls: String(r.counts.calls),
        files_changed: r.filesChanged.map((c) => c.path).join(', '),
        transcript: view.transcriptPath ?? '',
        final_message: r.finalMessage
      },
      p.redact
    )
  }
  return markdown
}

function writeSummary(markdown: string): void {
  try {
    core.appendSummary(markdown)
  } catch (error) {
    core.warning(`The job summary could not be written: ${messageOf(error)}`)
  }
}
