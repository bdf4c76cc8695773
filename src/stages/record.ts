/**
 * The run's record: what each stage of the pipeline (main.ts) learnt, kept as it goes so that a
 * stage that fails still leaves what came before; and, once the run is over, the record as the
 * plain facts (core/verdict/facts.ts) the manifest, the outputs, the summary and the observers read.
 */
import type { Located } from '../agent/install/cli.js'
import type { Session } from '../agent/resume.js'
import type { AgentRun } from '../agent/process/run.js'
import type { Transcript } from '../agent/process/transcript.js'
import type { RunFacts } from '../core/verdict/facts.js'
import { saveTexts } from '../runner/publish.js'
import type { McpFacts } from '../core/stream/mcp.js'
import { emptyReport, type ReportBuilder } from '../core/stream/report.js'
import type { SchemaCheck } from '../core/schema/schema.js'
import { settingsFacts, type Settings } from '../core/settings.js'
import type { Verdict } from '../core/verdict/verdict.js'
import { withDeliverable } from '../core/verdict/delivery.js'
import type { BotPlan } from '../github/bot.js'
import type { ReviewRun } from './review-target.js'
import type { LedgerStage } from './ledger.js'
import type { RunContext } from './context.js'
import { landedOf, type Workspace } from '../git/workspace.js'
import { saveManifest, type ManifestWriter } from '../observers/manifest.js'
import type { RunObserver } from '../observers/observer.js'

/** What the run has learnt so far: each stage adds its part (`Keep`). */
export interface RunRecord {
  readonly settings?: Settings
  readonly observers: readonly RunObserver[]
  readonly bot?: Extract<BotPlan, { kind: 'on' }>
  readonly cli?: Located
  /** `require-mcp` and the CLI's list of MCP servers, asked before the run. */
  readonly mcp?: McpFacts
  readonly builder?: ReportBuilder
  readonly transcript?: Transcript
  readonly manifest?: ManifestWriter
  readonly agent?: AgentRun
  readonly structured?: SchemaCheck
  readonly links?: Map<string, string>
  /** Review mode's stage, when `review` is on. */
  readonly review?: ReviewRun
  /** A review run the caps stopped (stages/capped.ts): its check run, closed with the verdict. */
  readonly capped?: { close(verdict: Verdict): Promise<void>; readonly checkRunUrl?: string }
  /** The pull request's ledger, on a run on a pull request that keeps one. */
  readonly ledger?: LedgerStage
  /** The session `resume` asked for (agent/resume.ts). */
  readonly session?: Session
  /** The repository around the run (git/workspace.ts `before`), once it was read. */
  readonly workspace?: Workspace
}

/** Adds a stage's part to the run's record and returns the record as it now stands. */
export type Keep = (part: Partial<RunRecord>) => RunRecord

/** What recordOut reads of the run's context: when it started, the clock, what was said. */
type RecordContext = Pick<RunContext, 'started' | 'clock' | 'book' | 'say' | 'env' | 'redact'>

/**
 * The run's facts, whole, on every exit path (main.ts finish): the one place RunFacts are made.
 * factsOf takes what the record knows; then the facts that steps reading those facts make
 * are added, in this order: `pr` (stages/ledger.ts close: this run added to the ledger read
 * again), the bot's answer delivered (stages/answer.ts: `answered`, and what is `missing` with
 * the verdict `decide` makes of it), `manifestPath` (observers/manifest.ts saveManifest, from the facts with `pr`), then
 * `resultFile` and `finalMessageFile` (runner/publish.ts saveTexts). Nothing reads the facts
 * after this but publishing and the observers' end.
 */
export async function recordOut(
  r: RunRecord,
  ctx: RecordContext,
  verdict: Verdict,
  decide: (missing: readonly string[]) => Verdict = (missing) => withDeliverable(verdict, missing)
): Promise<RunFacts> {
  const base = factsOf(r, ctx, verdict)
  let made: RunFacts = { ...base, pr: await r.ledger?.close(base) }
  // The bot's answer to a request, written and read back before anything is published
  // (stages/answer.ts, loaded only then: it loads the comment's renderer).
  const plan = r.bot?.trigger !== undefined ? r.bot.comment : undefined
  const answer =
    plan !== undefined && r.settings !== undefined
      ? await (
          await import('./answer.js')
        ).deliverAnswer({ plan, commentKey: r.settings.commentKey }, ctx, made)
      : { written: false }
  if (answer.written) made = { ...made, answered: true, comment: answer.comment ?? made.comment }
  if (answer.missing !== undefined) {
    const missing = [...(made.missing ?? []), answer.missing]
    made = { ...made, missing, verdict: decide(missing) }
  }
  const manifestPath = saveManifest(r.manifest, made, ctx)
  return { ...made, manifestPath, ...saveTexts(made, ctx) }
}

/**
 * The run's record as the plain facts everything after it reads, but for the four recordOut
 * adds (`pr`, `manifestPath`, `resultFile`, `finalMessageFile`). The settings go in without
 * their secrets (core/settings.ts settingsFacts): the facts hold none.
 */
function factsOf(r: RunRecord, ctx: RecordContext, verdict: Verdict): RunFacts {
  const report = r.builder?.snapshot() ?? emptyReport()
  const endedAt = ctx.clock.now()
  const ending = r.agent?.ending
  const comment = r.bot?.comment?.comment
  const cwd = r.settings?.workingDirectory
  return {
    verdict,
    report,
    running: r.builder?.runningCalls() ?? [],
    ran: r.builder !== undefined,
    startedAt: ctx.started,
    endedAt,
    durationMs: report.result?.durationMs ?? endedAt - ctx.started,
    exitCode: ending?.kind === 'exited' ? ending.exitCode : undefined,
    stderrTail: r.agent?.stderrTail,
    cliPath: r.cli?.path,
    cliVersion: r.cli?.version,
    install: r.cli?.install,
    mcp: r.mcp,
    transcriptPath: r.transcript?.written,
    structured: r.structured,
    links: r.links,
    patchAnchors: cwd !== undefined ? r.workspace?.patchAnchors(cwd) : undefined,
    afterRun: { notes: ctx.book.notes, warnings: ctx.book.warnings },
    landed: landedOf(r.workspace),
    comment: comment?.id !== undefined ? { id: comment.id, url: comment.url ?? '' } : undefined,
    review: r.review?.outcome,
    ...(r.review?.outcome?.missing !== undefined ? { missing: [r.review.outcome.missing] } : {}),
    cappedCheckUrl: r.capped?.checkRunUrl,
    // `resume` set but the run ended before its session was looked at: nothing was resumed.
    resume: r.session?.resume ?? (r.settings?.resume ? {} : undefined),
    settings: r.settings !== undefined ? settingsFacts(r.settings) : undefined
  }
}
