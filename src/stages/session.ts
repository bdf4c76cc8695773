/**
 * The agent's session as stages of the pipeline: the CLI found or installed and, with
 * `require-mcp`, asked which MCP servers it loads (every process of the CLI's inside the guard
 * on the runner's command files, runner/command-files.ts); then the run itself (agent/process/run.ts),
 * with the fold, the transcript, the manifest's spool and the observers made for it, and the
 * checks as soon as it ended (`afterAgent`).
 */
import { locateCli, type Located } from '../agent/install/cli.js'
import { listMcp } from '../agent/mcp.js'
import { runAgent } from '../agent/process/run.js'
import { Transcript } from '../agent/process/transcript.js'
import type { McpFacts } from '../core/stream/mcp.js'
import type { Workspace } from '../git/workspace.js'
import { budgetObserver } from '../observers/budget.js'
import { ManifestWriter } from '../observers/manifest.js'
import { Observers } from '../observers/observer.js'
import type { RunContext } from './context.js'
import type { Keep, RunRecord } from './record.js'

/** The CLI to run, kept in the run's record with what `cursor-agent mcp list` said. */
export async function startCli(ctx: RunContext, keep: Keep): Promise<Located> {
  const cli = await locateCli(ctx, ctx.runnerFiles.guard)
  keep({ cli, mcp: await askMcp(ctx, cli) })
  return cli
}

/**
 * With `require-mcp`, before the paid run: which MCP servers the CLI loads and whether each is
 * connected (`cursor-agent mcp list`). A CLI that cannot say is a debug note, never a failure.
 */
async function askMcp(
  ctx: Pick<RunContext, 'settings' | 'env' | 'say' | 'signals' | 'runnerFiles'>,
  cli: Located
): Promise<McpFacts | undefined> {
  const { settings } = ctx
  if (settings.requireMcp.length === 0) return undefined
  const o = { signal: ctx.signals.abort, guard: ctx.runnerFiles.guard }
  const answer = await listMcp(cli, settings, ctx.env, o)
  if ('problem' in answer) {
    ctx.say.debug(`cursor-agent mcp list: ${answer.problem}; the run goes on without it.`)
    return { required: settings.requireMcp }
  }
  const rows = answer.listed.map((l) => `${l.name}: ${l.text}`)
  ctx.say.line(`MCP servers (cursor-agent mcp list): ${rows.length > 0 ? rows.join('; ') : 'none'}`)
  return { required: settings.requireMcp, listed: answer.listed }
}

/**
 * The agent's run: the fold, the transcript and the manifest's spool made and kept first (what
 * the run produced is the record's whatever it throws), the observers of the record watching,
 * the session `resume` asked for continued. Returns the record with the run and the CLI's version.
 */
export async function spawnAgent(
  ctx: RunContext,
  o: { cli: Located; keep: Keep }
): Promise<RunRecord> {
  const { settings, redact, env } = ctx
  const builder = ctx.deps.newReport({
    root: settings.workingDirectory,
    now: () => Date.now(),
    redact
  })
  const transcript = Transcript.create(env, redact)
  const manifest = ManifestWriter.create(env, redact)
  const record = o.keep({ builder, transcript, manifest })
  const workspace = record.workspace
  const agent = await runAgent(ctx, {
    cli: o.cli,
    resume: record.session?.resume.asked ?? '',
    builder,
    transcript,
    watch: new Observers(ctx.log, [...record.observers, budgetObserver(settings), manifest]),
    // The summary renderer loads while the agent works.
    heard: () => ctx.summary.start(),
    ended: () => afterAgent(ctx, workspace),
    guard: ctx.runnerFiles.guard
  })
  return o.keep({ agent, cli: { ...o.cli, version: agent.version ?? o.cli.version } })
}

/** As soon as the CLI ended, whatever the ending: the runner's files and the repository checked. */
export function afterAgent(
  ctx: Pick<RunContext, 'runnerFiles'>,
  workspace: Workspace | undefined
): void {
  ctx.runnerFiles.check()
  workspace?.after()
}
