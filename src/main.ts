/**
 * The action as one pipeline: inputs → gate → spawn → lines → events → fold → report →
 * observers → conclude → publish. Every stage is a function in the room it belongs to
 * (docs/architecture.md, "How the code is laid out"), each handed the run's one context
 * (stages/context.ts), made here once; this file calls them in order and keeps what each
 * returned in the run's record, so that on every exit path (bad input, a missing CLI, a failed
 * agent, a timeout, a cancellation, a bug of ours) the known outputs are set and the summary is
 * written. One error policy: stages throw; what they found and threw goes as facts to
 * core/verdict/verdict.ts verdictOf, the one place the step's fate is decided.
 */
import { startSession } from './agent/resume.js'
import { isInternal, skipped, verdictOf, type Verdict } from './core/verdict/verdict.js'
import type { VerdictFacts } from './core/verdict/verdict.js'
import { gitProgram, hideFromGit, Repos } from './git/git.js'
import { WriteRefused } from './github/read-only.js'
import { endObservers } from './observers/observer.js'
import { loadSettings } from './runner/inputs.js'
import { publish } from './runner/publish.js'
import { logSink, runnerPort } from './runner/runner.js'
import { concludeRun } from './stages/conclude.js'
import { leaveBundle } from './stages/bundle.js'
import { cancelledRun, openRun, type RunContext, type RunDeps } from './stages/context.js'
import { prepareWork } from './stages/prepare.js'
import { recordOut, type Keep, type RunRecord } from './stages/record.js'
import { afterAgent, spawnAgent, startCli } from './stages/session.js'

/** How the pipeline ended: the run's verdict, or what a stage threw. */
type Ended = Pick<VerdictFacts, 'run' | 'thrown'>

export async function run(deps: Partial<RunDeps> = {}): Promise<void> {
  const ctx = openRun(process.env, { port: runnerPort, sink: logSink, deps })
  let record: RunRecord = { observers: [ctx.log] }
  const keep: Keep = (part) => (record = { ...record, ...part })
  let ended: Ended
  try {
    ctx.useSettings(await loadSettings(ctx.input, ctx.env))
    keep({ settings: ctx.settings })
    ended = { run: await pipeline(ctx, keep) }
  } catch (error) {
    ended = { thrown: error }
    if (isInternal(error) && error instanceof Error && error.stack !== undefined)
      ctx.say.debug(error.stack)
  }
  try {
    await finish(ctx, record, ended)
  } finally {
    ctx.signals.release()
  }
}

/** Every stage, in order; each that may end the run early returns its verdict then. */
async function pipeline(ctx: RunContext, keep: Keep): Promise<Verdict> {
  const early = await beforeTheRun(ctx, keep)
  if (early !== undefined) return early
  const before = new Repos()
  const record = await aim(ctx, keep, before)
  const pr = await ctx.github.pullContext(ctx.settings)
  // `resume`: the session to continue; with `pr`, the pull request's, its chat put back.
  const number = pr.event?.isPullRequest === true ? pr.event.number : undefined
  keep({ session: await startSession(ctx, { pr: number, ledger: record.ledger?.read }) })
  const workspace = prepareWork(ctx, { repos: before, pr, keep })
  // A signal that came while git ran: no CLI is looked for, asked or installed then (a probe
  // never starts once the runner signalled, agent/install/probe.ts).
  const stop = cancelledRun(ctx)
  if (stop !== undefined) return stop
  // From here on every process of the CLI's runs inside the guard on the runner's files
  // (runner/command-files.ts): each probe and the install in one of its own, the run in the run's.
  const cli = await startCli(ctx, keep)
  // A runner file a probe changed for good fails the step (integrity, in verdictOf) whatever
  // the agent does: the run is not paid for then.
  if (ctx.runnerFiles.unrestored.length > 0) return skipped('a runner file could not be put back')
  ctx.runnerFiles.snapshot()
  // A signal that came while the install ran (finish() puts the config back then too).
  const late = cancelledRun(ctx)
  if (late !== undefined) return late
  const ran = await spawnAgent(ctx, { cli, keep })
  // The steps after the run share one reading of the repository's config (git.ts).
  return concludeRun(ctx, { workspace, repos: new Repos(), pr }, { record: ran, keep })
}

/**
 * The gate, when commenting is on (the PR bot, loaded only then: plain runs never load Octokit),
 * then the pull request's ledger and its caps, before anything is paid for (docs/ledger.md):
 * the verdict of a run either stops, else undefined.
 */
async function beforeTheRun(ctx: RunContext, keep: Keep): Promise<Verdict | undefined> {
  const { settings } = ctx
  let record = keep({})
  if (settings.commentOnPr) {
    const { startGate } = await import('./stages/gate.js')
    const { bot, observers } = await startGate(ctx)
    if (bot.kind === 'skip') return skipped(bot.why, bot.reason)
    if (bot.kind === 'on') record = keep({ bot, observers: [...record.observers, ...observers] })
  }
  if (!settings.commentOnPr && !settings.review) return undefined
  const { checkLedger } = await import('./stages/caps.js')
  return checkLedger(ctx, record.bot, keep)
}

/**
 * The prompt the agent runs, set once on the context: the input's, or the one the bot built
 * from the comment (core/trigger.ts), a review's around it. Before the review (which reads the
 * rest of a long pull request's files from the checkout, on the repositories opened before the
 * run), git is found on PATH and told to forget the secrets, before the agent could put a `git`
 * of its own first on PATH.
 */
async function aim(ctx: RunContext, keep: Keep, before: Repos): Promise<RunRecord> {
  const { settings } = ctx
  let record = keep({})
  const focus = record.bot?.prompt ?? settings.prompt
  hideFromGit(settings.githubToken, settings.apiKey)
  gitProgram()
  if (settings.review) {
    // The ledger read before the run, when it could be: its last review sets the scope.
    const { startReview } = await import('./stages/review.js') // loaded only then
    const ledger = { read: record.ledger?.read, record: record.ledger?.forReview }
    record = keep({ review: await startReview(ctx, focus, ledger, before) })
  }
  ctx.aim(record.review?.prompt ?? focus)
  return record
}

/**
 * On every exit path: the checks after the run (when the run did not get to them), then the one
 * verdict, what is closed with it (the review's and a capped review's check runs, the session),
 * then one value of facts for the manifest, the outputs and summary, and the observers.
 */
async function finish(ctx: RunContext, record: RunRecord, ended: Ended): Promise<void> {
  const { workspace } = record
  afterAgent(ctx, workspace)
  // A write asked for with `publish: later` was refused (github/read-only.ts): a bug of ours.
  if (ctx.github.refused.length > 0 && ended.thrown === undefined)
    ended = { thrown: new WriteRefused(ctx.github.refused.join(', ')) }
  // Asked while the steps after the run went on (agent/process/run.ts).
  const updated = await record.agent?.selfUpdate
  if (updated !== undefined) ctx.book.warning(updated)
  const facts: VerdictFacts = {
    ...ended,
    // Set by finish() only: close() below gives a run that never got there an outcome of its own.
    review: record.review?.outcome,
    missing: record.review?.outcome?.missing !== undefined ? [record.review.outcome.missing] : [],
    unrestored: [...ctx.runnerFiles.unrestored, ...(workspace?.unrestored ?? [])],
    redact: ctx.redact
  }
  const verdict = verdictOf(facts)
  workspace?.release()
  await record.review?.close(verdict)
  await record.capped?.close(verdict)
  const cancelled = verdict.conclusion === 'cancelled'
  await record.session?.end(record.builder?.snapshot(), { cancelled })
  // What the answer's delivery finds missing is weighed with the rest, in verdictOf.
  const decide = (missing: readonly string[]): Verdict => verdictOf({ ...facts, missing })
  const out = await leaveBundle(ctx, record, await recordOut(record, ctx, verdict, decide))
  publish(ctx, out, ctx.deps.renderSummary ?? (await ctx.summary.renderer()))
  await endObservers(record.observers, out, (m) => ctx.port.warning(m))
}
