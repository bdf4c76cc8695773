/**
 * After the agent's run, when the pipeline got there: what git sees changed (not after a
 * cancel: the runner gives a cancelled job a few seconds), the run's verdict (exit, result,
 * output-schema, require-mcp: core/verdict/verdict.ts `conclude`), then the review posted
 * (stages/review.ts `finish`; first, so a failed push cannot cost it) and the work landed
 * (stages/land.ts). What each did is a fact of the run's record.
 */
import { ReportBuilder } from '../core/stream/report.js'
import { conclude, type Verdict } from '../core/verdict/verdict.js'
import type { Repos } from '../git/git.js'
import type { Workspace } from '../git/workspace.js'
import type { PullContext } from '../github/access.js'
import type { RunContext } from './context.js'
import { landWork } from './land.js'
import type { Keep, RunRecord } from './record.js'

/** Where the run's work is: the repository around it, the repositories opened after it, the PR. */
export interface AfterRun {
  workspace: Workspace
  repos: Repos
  pr: PullContext
}

/** The run's verdict, once the review and the landing that follow it were done. */
export async function concludeRun(
  ctx: RunContext,
  at: AfterRun,
  o: { record: RunRecord; keep: Keep }
): Promise<Verdict> {
  const { record } = o
  const builder = record.builder ?? new ReportBuilder()
  const ending = record.agent?.ending ?? { kind: 'exited', exitCode: null, signal: null }
  if (ending.kind !== 'cancelled') o.keep({ links: await at.workspace.compare(at.repos, builder) })
  const report = builder.live()
  const schema = ctx.settings.outputSchema
  // ajv, a quarter of the bundle, is loaded only when there is a schema to check.
  const compile = schema && (await import('../core/schema/validator.js')).compileSchema
  const { agent } = record
  const { verdict, structured } = conclude({
    ...{ ending, report, schema, compile, internalError: agent?.internalError },
    ...{ lateSignal: ctx.signals.received(), redact: ctx.redact, stderr: agent?.stderrTail },
    ...{ workspaceMissing: agent?.cwdMissing, mcp: record.mcp }
  })
  o.keep({ structured })
  if (verdict.conclusion === 'cancelled' || agent?.internalError !== undefined) return verdict
  const succeeded = verdict.conclusion === 'success'
  if (succeeded) await record.review?.finish(report)
  if (record.review?.outcome?.cancelled === true) return verdict
  const { workspace, repos, pr } = at
  await landWork(ctx, { workspace, repos, title: record.bot?.request, succeeded, report, pr })
  return verdict
}
