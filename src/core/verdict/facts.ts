/**
 * Everything known about a run once it is over, as one plain value: made on every exit path from
 * what the stages returned, in one place (stages/record.ts recordOut: factsOf, then `pr`,
 * `manifestPath`, `resultFile` and `finalMessageFile`, which steps reading the facts make), and the outputs (core/verdict/outputs.ts), the summary (render/summary.ts), the PR comment
 * (render/comment.ts), the manifest (core/verdict/manifest.ts) and the observers' end all read this one
 * value as it is: none has a copy of its own. A new fact is one field here and its renderers.
 * What is not a fact of the run (the fix hints the core derives, the offline flag, the build)
 * goes to a renderer as a small option.
 */
import type { ReviewOutcome } from '../review/findings.js'
import type { RunReport, ToolCallRecord } from '../stream/report.js'
import type { SchemaCheck } from '../schema/schema.js'
import type { SettingsFacts } from '../settings.js'
import type { Verdict } from './verdict.js'
import type { Sentence } from '../said.js'
import type { McpFacts } from '../stream/mcp.js'
import type { PrFacts } from '../ledger/ledger.js'

/** The landing's outputs ('' for what did not happen): what the summary and comment say of it. */
export interface Landed {
  patch: string
  commitSha: string
  branch: string
  prUrl: string
}

/** How the CLI came to be on the runner, when the action put it there (agent/install/install.ts, cli.ts). */
export interface InstallFacts {
  /**
   * `downloaded`: the archive of the pinned build from `cli-download-url`; `tool-cache` and
   * `actions-cache`: that archive from a cache; `script`: Cursor's install script (no pin).
   */
  source: 'downloaded' | 'tool-cache' | 'actions-cache' | 'script'
  /** Wall-clock ms from the start of the install to a CLI checked and ready to run. */
  ms: number
  /** The archive's (or the install script's) URL. */
  url: string
  /** The pinned build, when there is one. */
  build?: string
  /** The archive's sha256, when it was computed (a download, or a cached archive re-hashed). */
  sha256?: string
  /** True when that digest was compared with `cli-sha256` and matched. */
  verified: boolean
}

export interface RunFacts {
  verdict: Verdict
  /** The finished report (a copy); an empty one when the run never started. */
  report: RunReport
  /** Calls that never completed (the manifest lists them after the completed ones). */
  running: readonly ToolCallRecord[]
  /** Whether the CLI ran at all (the live log shows the final message only then). */
  ran: boolean
  /** Wall-clock ms when the step started, and when these facts were taken; unknown offline. */
  startedAt?: number
  endedAt?: number
  /** The run's duration: the result's duration_ms, else wall clock. */
  durationMs: number
  exitCode?: number | null
  stderrTail?: string
  cliPath?: string
  cliVersion?: string
  /** How the CLI was installed; undefined when it was found (PATH, `cli-path`). */
  install?: InstallFacts
  /** `require-mcp` and what `cursor-agent mcp list` said before the run, when it was asked. */
  mcp?: McpFacts
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
  /**
   * What the run was asked to deliver and is missing, one line each (the verdict's
   * `deliverable_missing` names them): the review or the answer read back, on a run that has one.
   */
  missing?: readonly string[]
  /** The answer was written into the comment and read back before publishing (stages/answer.ts). */
  answered?: boolean
  /** The PR or issue comment kept by the action, once it exists. */
  comment?: { id: number; url: string }
  /** What review mode did, on a review run. */
  review?: ReviewOutcome
  /** The check run of a review run the caps stopped (stages/capped.ts), when one was made. */
  cappedCheckUrl?: string
  /** With `resume`: the session asked for (core/verdict/outputs.ts `resumed`). */
  resume?: { asked?: string }
  /** Path of the written manifest. */
  manifestPath?: string
  /** The pull request's ledger with this run in it, on a run on a pull request that keeps one. */
  pr?: PrFacts
  /** The result and the final message, whole, as files under RUNNER_TEMP, when written. */
  resultFile?: string
  finalMessageFile?: string
  /** With `publish: later`: the folder the bundle was written in (runner/bundle.ts). */
  bundle?: string
  /** Undefined when the inputs could not be read; no secret (core/settings.ts settingsFacts). */
  settings?: SettingsFacts
}

/**
 * Facts from what is known, the rest empty: the offline report (src/offline.ts), which has a
 * stream and no step around it, and tests.
 */
export function runFacts(
  known: Pick<RunFacts, 'verdict' | 'report'> & Partial<RunFacts>
): RunFacts {
  return {
    running: [],
    ran: false,
    durationMs: known.report.result?.durationMs ?? 0,
    afterRun: { notes: [], warnings: [] },
    ...known
  }
}
