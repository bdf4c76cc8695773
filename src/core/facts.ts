/**
 * Everything known about a run once it is over, as one plain value: main.ts builds it on every
 * exit path from what the stages returned, and the outputs, the summary, the manifest and the
 * observers' end all read this one value (none of them reads another's state).
 */
import type { ReviewOutcome } from './findings.js'
import type { RunReport, ToolCallRecord } from './report.js'
import type { SchemaCheck } from './schema.js'
import type { Settings } from './settings.js'
import type { Verdict } from './verdict.js'
import type { Sentence } from './said.js'

/** The landing's outputs ('' for what did not happen): what the summary and comment say of it. */
export interface Landed {
  patch: string
  commitSha: string
  branch: string
  prUrl: string
}

export interface RunFacts {
  verdict: Verdict
  /** The finished report (a copy); an empty one when the run never started. */
  report: RunReport
  /** Calls that never completed (the manifest lists them after the completed ones). */
  running: readonly ToolCallRecord[]
  /** Whether the CLI ran at all (the live log shows the final message only then). */
  ran: boolean
  /** Wall-clock ms when the step started, and when these facts were taken. */
  startedAt: number
  endedAt: number
  /** The run's duration: the result's duration_ms, else wall clock. */
  durationMs: number
  exitCode?: number | null
  stderrTail?: string
  cliPath?: string
  cliVersion?: string
  transcriptPath?: string
  /** The final message checked against output-schema, when one was given. */
  structured?: SchemaCheck
  /** Workspace path → URL of the file at the commit, for files that exist there. */
  links?: ReadonlyMap<string, string>
  /** Changed file → its section of the pushed diff, when the work was pushed. */
  patchAnchors?: ReadonlyMap<string, string>
  /** What landing the work and the checks around the run said, for the summary and comment. */
  afterRun: { notes: readonly Sentence[]; warnings: readonly Sentence[] }
  /** What the landing left: the patch's path, the pushed commit, branch and pull request. */
  landed?: Landed
  /** The PR or issue comment kept by the action, once it exists. */
  comment?: { id: number; url: string }
  /** What review mode did, on a review run. */
  review?: ReviewOutcome
  /** Path of the written manifest. */
  manifestPath?: string
  /** Undefined when the inputs could not be read. */
  settings?: Settings
}
