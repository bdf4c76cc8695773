/**
 * The action as one pipeline: inputs → gate → spawn → lines → events → fold → report →
 * observers → conclude → publish. Every stage is a function in the room it belongs to
 * (docs/architecture.md, "How the code is laid out"); this file calls them in order and keeps
 * what each returned in the run's record, so that on every exit path (bad input, a missing CLI, a
 * failed agent, a timeout, a cancellation, a bug of ours) the known outputs are set and the
 * summary is written. One error policy: stages throw; what they found and threw goes as facts to
 * core/verdict/verdict.ts verdictOf, the one place the step's fate is decided.
 */
import { locateCli, type Located } from './agent/install/cli.js'
import { checkRequiredMcp, listMcp } from './agent/mcp.js'
import { startSession } from './agent/resume.js'
import { runAgent } from './agent/process/run.js'
import { Transcript } from './agent/process/transcript.js'
import type { McpFacts } from './core/stream/mcp.js'
import { Notebook } from './core/verdict/notes.js'
import { makeRedactor, type Redactor } from './core/redact/redact.js'
import { ReportBuilder, type FoldOptions } from './core/stream/report.js'
import type { Settings } from './core/settings.js'
import {
  capped,
  conclude as runVerdict,
  decide,
  isInternal,
  skipped,
  verdictOf,
  type Verdict,
  type VerdictFacts
} from './core/verdict/verdict.js'
import { prepareRepository } from './git/checkout.js'
import { gitProgram, hideFromGit, Repos } from './git/git.js'
import { Workspace } from './git/workspace.js'
import { GitHubAccess, type PullContext } from './github/access.js'
import { readEvent, type EventReading } from './github/event.js'
import { budgetObserver } from './observers/budget.js'
import { LiveLog } from './observers/livelog.js'
import { ManifestWriter } from './observers/manifest.js'
import { endObservers, Observers } from './observers/observer.js'
import { recordOut, type Keep, type RunRecord } from './stages/record.js'
import type { Clock, RunnerEnv, RunnerPort } from './core/ports.js'
import { readRunnerEnv } from './runner/env.js'
import { RunnerFiles } from './runner/files.js'
import { loadSettings } from './runner/inputs.js'
import { publish, SummaryLoader, type RenderSummary } from './runner/publish.js'
import * as runner from './runner/runner.js'
import { runnerPort } from './runner/runner.js'
import type { RunContext } from './stages/context.js'
import { landWork } from './stages/land.js'
import { takeSecrets } from './runner/secrets.js'
import { holdSignals, type Signals } from './runner/signals.js'

export interface Deps {
  /** The summary renderer; render/summary.ts unless a test gives another. */
  renderSummary?: RenderSummary
  newReport: (options: FoldOptions) => ReportBuilder
}

/** What stays the same for the whole step. */
interface Context {
  started: number
  /** The run's clock (Date.now on a runner), the stages' and the facts'. */
  clock: Clock
  /** The runner's side of the step (runner/runner.ts runnerPort): publishing goes through it. */
  port: RunnerPort
  /** The runner's environment, read once. */
  env: RunnerEnv
  /** The event's payload, read once, for the gate, the review and the pull request. */
  event: EventReading
  input: (name: string) => string
  redact: Redactor
  log: LiveLog
  /** What the steps around the run said, for the summary and the comment. */
  book: Notebook
  signals: Signals
  workspace: Workspace
  runnerFiles: RunnerFiles
  github: GitHubAccess
  /** The summary renderer, loaded while the agent works. */
  summary: SummaryLoader
  deps: Deps
}

export async function run(deps: Partial<Deps> = {}): Promise<void> {
  const env = readRunnerEnv(process.env)
  const { key, token, input } = takeSecrets(env)
  const redact = makeRedactor([key, token])
  const book = new Notebook((m) => runner.warning(redact(m)))
  const heartbeatMs = env.knobs.heartbeatMs ?? 60_000
  const log = new LiveLog(runner.logSink, redact, heartbeatMs)
  const event = readEvent(env)
  const clock: Clock = { now: () => Date.now() }
  const ctx: Context = {
    ...{ started: clock.now(), clock, port: runnerPort, env, event, input, redact, log, book },
    signals: holdSignals(),
    workspace: new Workspace(book, (m) => runner.debug(redact(m))),
    runnerFiles: new RunnerFiles(book, env),
    // The run's one GitHub client, made on first use (a plain run never loads Octokit).
    github: new GitHubAccess(token, (m) => book.warning(m), env, event),
    summary: new SummaryLoader(),
    deps: { newReport: (options) => new ReportBuilder(options), ...deps }
  }
  let record: RunRecord = { observers: [log] }
  let ended: Pick<VerdictFacts, 'run' | 'thrown'>
  try {
    ended = { run: await pipeline(ctx, (part) => (record = { ...record, ...part })) }
  } catch (error) {
    ended = { thrown: error }
    if (isInternal(error) && error instanceof Error && error.stack !== undefined)
      runner.debug(redact(error.stack))
  }
  try {
    await finish(ctx, record, ended)
  } finally {
    ctx.signals.release()
  }
}

async function pipeline(ctx: Context, keep: Keep): Promise<Verdict> {
  const { env, log, redact } = ctx
  const settings = await loadSettings(ctx.input, env)
  let record = keep({ settings })
  // What every stage is handed, built once.
  const run0: RunContext = {
    ...{ settings, event: ctx.event, github: ctx.github, env, redact, signals: ctx.signals },
    ...{ port: runnerPort, clock: ctx.clock, book: ctx.book, log }
  }
  if (settings.commentOnPr) {
    // The PR bot, loaded only when commenting is on (plain runs never load Octokit).
    const { startGate } = await import('./stages/gate.js')
    const { bot, observers } = await startGate(run0)
    if (bot.kind === 'skip') return skipped(bot.why, bot.reason)
    if (bot.kind === 'on') record = keep({ bot, observers: [...record.observers, ...observers] })
  }
  // The pull request's ledger and its caps, before anything is paid for (docs/ledger.md).
  if (settings.commentOnPr || settings.review) {
    const { openLedger } = await import('./stages/ledger.js')
    record = keep({ ledger: await openLedger(run0, record.bot) })
    const cap = record.ledger?.skip()
    if (cap !== undefined && !settings.review) return capped(cap)
    if (cap !== undefined) {
      // A review the cap stopped keeps its gate's last word (fail-on), and its check run says so.
      const { startCapped } = await import('./stages/capped.js')
      const stopped = await startCapped(run0, record.ledger?.read)
      keep({ capped: stopped })
      if (ctx.signals.received() !== undefined) return cancelled(ctx.signals)
      return capped(cap, stopped.gate)
    }
  }
  // The ledger read there, when it could be read (none on a fork's read-only run): the last
  // review sets a review's scope, the last session `resume: pr`'s.
  const ledger = record.ledger?.read
  // In trigger mode the prompt is built from the comment (core/trigger.ts), a review's around it.
  const focus = record.bot?.prompt ?? settings.prompt
  hideFromGit(settings.githubToken, settings.apiKey)
  gitProgram() // found on PATH now, before the agent can put a `git` of its own first on it
  // The repositories opened before the run, each once: a review of more files than GitHub
  // lists reads the rest from the checkout, then the steps before the CLI.
  const before = new Repos()
  if (settings.review) {
    const { startReview } = await import('./stages/review.js') // loaded only then
    const review = { read: ledger, record: record.ledger?.forReview }
    record = keep({ review: await startReview(run0, focus, review, before) })
  }
  // From here on the stages get the settings with the prompt the agent runs: the input's, or
  // the one the bot or the review built around it.
  const stage: RunContext = {
    ...run0,
    settings: { ...settings, prompt: record.review?.prompt ?? focus }
  }
  const run = stage.settings
  const pr = await ctx.github.pullContext(run)
  // `resume`: the session to continue; with `pr`, the pull request's, its chat put back.
  const number = pr.event?.isPullRequest === true ? pr.event.number : undefined
  const session = await startSession(run, stage, { pr: number, ledger })
  keep({ session })
  // Before the paid run, on one reading of the config: what needs a repository, the pull
  // request's head in place (git/checkout.ts), then the start point and the .git snapshot.
  ctx.book.note(...prepareRepository(before, run, env.raw, pr))
  ctx.workspace.before(before, run, env, pr)
  // The servers require-mcp names, in the mcp.json the agent will get: on a pull request the
  // base branch's, which workspace.before has just put in place.
  checkRequiredMcp(run, env, pr.base?.isPr === true && !run.trustPrConfig)
  // A signal that came while git ran: no CLI is looked for, asked or installed then (a probe
  // never starts once the runner signalled, agent/install/probe.ts).
  if (ctx.signals.received() !== undefined) return cancelled(ctx.signals)
  // From here on every process of the CLI's runs inside the guard on the runner's files
  // (runner/files.ts): each probe and the install in one of its own, the run in the run's.
  const guard = ctx.runnerFiles.guard
  const cli = await locateCli(stage, guard)
  keep({ cli, mcp: await askMcp(ctx, cli, run) })
  // A runner file a probe changed for good fails the step (integrity, in verdictOf) whatever
  // the agent does: the run is not paid for then.
  if (ctx.runnerFiles.unrestored.length > 0) return skipped('a runner file could not be put back')
  ctx.runnerFiles.snapshot()
  // A signal that came while the install ran (finish() puts the config back then too).
  if (ctx.signals.received() !== undefined) return cancelled(ctx.signals)
  const builder = ctx.deps.newReport({ root: run.workingDirectory, now: () => Date.now(), redact })
  const transcript = Transcript.create(env, redact)
  const manifest = ManifestWriter.create(env, redact)
  record = keep({ builder, transcript, manifest })
  const agent = await runAgent(stage, {
    cli,
    settings: session?.settings ?? run,
    builder,
    transcript,
    watch: new Observers(log, [...record.observers, budgetObserver(run), manifest]),
    // The summary renderer loads while the agent works.
    heard: () => ctx.summary.start(),
    ended: () => afterAgent(ctx),
    guard
  })
  record = keep({ agent, cli: { ...cli, version: agent.version ?? cli.version } })
  // The steps after the run share one reading of the repository's config (git.ts).
  const after = new Repos()
  return conclude(ctx, { stage, pr, repos: after }, record, keep)
}

/**
 * With `require-mcp`, before the paid run: which MCP servers the CLI loads and whether each is
 * connected (`cursor-agent mcp list`). A CLI that cannot say is a debug note, never a failure.
 */
async function askMcp(ctx: Context, cli: Located, run: Settings): Promise<McpFacts | undefined> {
  if (run.requireMcp.length === 0) return undefined
  const o = { signal: ctx.signals.abort, guard: ctx.runnerFiles.guard }
  const answer = await listMcp(cli, run, ctx.env, o)
  if ('problem' in answer) {
    runner.debug(
      ctx.redact(`cursor-agent mcp list: ${answer.problem}; the run goes on without it.`)
    )
    return { required: run.requireMcp }
  }
  const rows = answer.listed.map((l) => `${l.name}: ${l.text}`)
  ctx.log.write(
    `MCP servers (cursor-agent mcp list): ${rows.length > 0 ? rows.join('; ') : 'none'}`
  )
  return { required: run.requireMcp, listed: answer.listed }
}

/** As soon as the CLI ended, whatever the ending: the runner's files and the repository checked. */
function afterAgent(ctx: Context): void {
  ctx.runnerFiles.check()
  ctx.workspace.after()
}

/**
 * What git sees changed, the verdict (exit, result, output-schema), then landing the work; git's
 * steps only when the run was not cancelled (the runner gives a cancelled job a few seconds).
 */
async function conclude(
  ctx: Context,
  at: { stage: RunContext; pr: PullContext; repos: Repos },
  record: RunRecord,
  keep: Keep
) {
  const { env, redact, workspace } = ctx
  const { pr } = at
  const settings = at.stage.settings
  const builder = record.builder ?? new ReportBuilder()
  const ending = record.agent?.ending ?? { kind: 'exited', exitCode: null, signal: null }
  const abort = ctx.signals.abort
  if (ending.kind !== 'cancelled')
    keep({
      links: await workspace.compare(at.repos, builder, env, settings.workingDirectory, abort)
    })
  const report = builder.live()
  const schema = settings.outputSchema
  // ajv, a quarter of the bundle, is loaded only when there is a schema to check.
  const compile = schema && (await import('./core/schema/validator.js')).compileSchema
  const internalError = record.agent?.internalError
  const lateSignal = ctx.signals.received()
  const stderr = record.agent?.stderrTail
  const workspaceMissing = record.agent?.cwdMissing
  const facts = { ending, report, schema, compile, internalError, lateSignal, redact }
  const { verdict, structured } = runVerdict({
    ...facts,
    stderr,
    workspaceMissing,
    mcp: record.mcp
  })
  keep({ structured })
  if (verdict.conclusion === 'cancelled' || internalError !== undefined) return verdict
  const succeeded = verdict.conclusion === 'success'
  // The review goes first: a failed push cannot cost it. Its outcome is a fact of the record.
  if (succeeded) await record.review?.finish(report)
  if (record.review?.outcome?.cancelled === true) return verdict
  const adapters = { workspace, github: ctx.github, repos: at.repos }
  const title = record.bot?.request
  await landWork(at.stage, adapters, { prompt: settings.prompt, title, succeeded, report, pr })
  return verdict
}

/**
 * On every exit path: the checks after the run (when the run did not get to them), what the
 * landing left, then one value of facts for the manifest, the outputs and summary, and the observers.
 */
async function finish(
  ctx: Context,
  record: RunRecord,
  ended: Pick<VerdictFacts, 'run' | 'thrown'>
): Promise<void> {
  const { workspace, redact } = ctx
  afterAgent(ctx)
  // Asked while the steps after the run went on (agent/process/run.ts).
  const updated = await record.agent?.selfUpdate
  if (updated !== undefined) ctx.book.warning(updated)
  const verdict = verdictOf({
    ...ended,
    // Set by finish() only: close() below gives a run that never got there an outcome of its own.
    review: record.review?.outcome,
    unrestored: [...ctx.runnerFiles.unrestored, ...workspace.unrestored],
    redact
  })
  workspace.release()
  await record.review?.close(verdict)
  await record.capped?.close(verdict)
  const cancelled = verdict.conclusion === 'cancelled'
  await record.session?.end(record.builder?.snapshot(), { cancelled })
  const landed = workspace.landedFacts()
  const patchAnchors = (cwd: string) => ctx.workspace.patchAnchors(cwd)
  const warn = (message: string): void => ctx.port.warning(message)
  const facts = await recordOut(record, {
    ...{ verdict, startedAt: ctx.started, clock: ctx.clock, book: ctx.book, landed },
    ...{ patchAnchors, env: ctx.env, redact, warn }
  })
  publish(ctx, facts, ctx.deps.renderSummary ?? (await ctx.summary.renderer()))
  await endObservers(record.observers, facts, warn)
}

function cancelled(signals: Signals): Verdict {
  return decide({ kind: 'cancelled', signal: signals.received() ?? 'SIGTERM' }, undefined)
}
