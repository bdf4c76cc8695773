/**
 * The action: read inputs, find the CLI, run it, and publish what happened. One error policy:
 * helpers throw; only `run()` decides the step's fate. Whatever happens (bad input, a missing
 * CLI, a failed agent, a timeout, a cancellation, a bug of ours) the known outputs are set and
 * the summary is written before the step ends.
 */
import * as core from './run/runner.js'
import {
  CliError,
  cliVersion,
  findCli,
  installCli,
  NOT_FOUND_HELP,
  pinMismatch,
  type Cli
} from './run/cli.js'
import { leftoverNote, leftoverWarning } from './run/agent.js'
import { fileLinks, Git, hideFromGit } from './run/git.js'
import { cliArgs, InputError, readSettings, type Settings } from './run/inputs.js'
import { LiveLog, type LogSink } from './render/livelog.js'
import { INPUTS } from './names.js'
import { makeRedactor, type Redactor } from './render/redact.js'
import { ReportBuilder, type FoldOptions, type RunReport } from './core/report.js'
import { runSession, type SessionEnd } from './run/session.js'
import type { SummaryView } from './render/summary.js'
import { Transcript } from './run/transcript.js'
import { decide, schemaMismatch, type Verdict } from './core/verdict.js'
import { checkStructuredOutput } from './core/schema.js'
import { budgetObserver } from './run/budget.js'
import { ManifestWriter, saveManifest } from './run/manifest.js'
import { publish, type Known } from './publish.js'
import type { RunObserver } from './run/observer.js'
import { PushError } from './run/land.js'
import { Workspace } from './run/workspace.js'
import { errorOf, messageOf } from './core/errors.js'

export interface Deps {
  /** The summary renderer; render/summary.ts unless a test gives another. */
  renderSummary?: (view: SummaryView, redact: Redactor) => string
  newReport: (options: FoldOptions) => ReportBuilder
}

const defaultDeps: Deps = { newReport: (options) => new ReportBuilder(options) }

let renderer: Promise<typeof import('./render/summary.js') | Error> | undefined

/**
 * The summary renderer with its markdown parser, a third of the bundle: loaded and warmed up
 * while the CLI runs (runAgent starts it right after the spawn), not before the CLI starts nor
 * after it ended. A load that fails becomes a renderer that throws, so publish writes the plain
 * summary instead.
 */
async function summaryRenderer(): Promise<(view: SummaryView, redact: Redactor) => string> {
  renderer ??= import('./render/summary.js').then(
    (m) => {
      try {
        m.warmUp()
      } catch {
        // Only a warm-up: the real render reports its own failure.
      }
      return m
    },
    (error: unknown) => errorOf(error)
  )
  const loaded = await renderer
  if (loaded instanceof Error)
    return () => {
      throw loaded
    }
  return loaded.renderSummary
}

const coreSink: LogSink = {
  info: (line) => core.info(line),
  debug: (line) => core.debug(line),
  isDebug: () => core.isDebug(),
  startGroup: (title) => core.startGroup(title),
  endGroup: () => core.endGroup()
}

export async function run(deps: Partial<Deps> = {}): Promise<void> {
  const d = { ...defaultDeps, ...deps }
  const started = Date.now()
  const env = process.env
  // Mask the key before anything else runs, so not even an input error can print it.
  const key = (core.getInput(INPUTS.apiKey) || env.CURSOR_API_KEY || '').trim()
  if (key !== '') core.setSecret(key)
  const token = (core.getInput(INPUTS.githubToken) || env.GITHUB_TOKEN || '').trim()
  if (token !== '') core.setSecret(token)
  const redact = makeRedactor([key, token])
  // Read once, then gone from this process's environment, so no child of ours (git, the
  // --version probe) inherits them. Not a boundary: the CLI runs as the same user and can read
  // /proc/<our pid>/environ, which keeps the environment the process started with.
  const input = (name: string): string =>
    name === INPUTS.apiKey ? key : name === INPUTS.githubToken ? token : core.getInput(name)
  for (const [k, v] of Object.entries(env))
    if (v !== undefined && v.trim() !== '' && (v.trim() === key || v.trim() === token))
      Reflect.deleteProperty(env, k)
  const heartbeat = Number(env.CURSOR_AGENT_ACTION_HEARTBEAT_MS ?? '') || 60_000
  const log = new LiveLog(coreSink, redact, heartbeat)
  const known: Known = { observers: [log] }
  // A cancellation can arrive before the CLI starts (during the install) or after it ended
  // (while the summary is written). Node's default would exit at once with nothing published,
  // so the signal is only noted here; while the CLI runs, the supervisor forwards it.
  let signalled: NodeJS.Signals | undefined
  const note = (signal: NodeJS.Signals): void => {
    signalled ??= signal
  }
  process.on('SIGINT', note)
  process.on('SIGTERM', note)
  const workspace = new Workspace(
    (m) => core.warning(redact(m)),
    (m) => core.debug(redact(m))
  )
  let verdict: Verdict
  try {
    verdict = await execute(known, {
      env,
      log,
      redact,
      deps: d,
      signalled: () => signalled,
      workspace,
      input
    })
  } catch (error) {
    verdict = failureOf(error, redact)
    if (verdict.reason === 'internal' && error instanceof Error && error.stack !== undefined) {
      core.debug(redact(error.stack))
    }
  }
  try {
    await finishRun(known, verdict, { started, env, redact, log, workspace, deps: d })
  } finally {
    process.off('SIGINT', note)
    process.off('SIGTERM', note)
  }
}

/**
 * After the run, on every exit path: the workspace's outputs and notes, the manifest, then
 * publishing (outputs, summary, verdict) and the observers' end (the PR comment).
 */
async function finishRun(
  known: Known,
  verdict: Verdict,
  ctx: Pick<ExecuteContext, 'env' | 'redact' | 'log' | 'workspace' | 'deps'> & { started: number }
): Promise<void> {
  const { started, env, redact, log, workspace } = ctx
  // After the integrity check put the runner's files back, and on every exit path.
  workspace.after()
  workspace.release()
  for (const [name, value] of Object.entries(workspace.outputs())) core.setOutput(name, value)
  known.afterRun = {
    notes: workspace.notes,
    warnings: [
      ...(known.leftoverWarning !== undefined ? [known.leftoverWarning] : []),
      ...workspace.warnings
    ]
  }
  if (known.settings !== undefined)
    known.patchAnchors = workspace.patchAnchors(known.settings.workingDirectory)
  // One copy of the finished report for the manifest, the summary and the observers.
  const report = known.builder?.snapshot()
  try {
    known.manifest = saveManifest(known, verdict, { started, env, redact, report })
  } catch (error) {
    core.warning(`The run manifest could not be written: ${messageOf(error)}`)
  }
  const renderSummary = ctx.deps.renderSummary ?? (await summaryRenderer())
  publish(known, verdict, { started, redact, log, renderSummary, report })
  await endObservers(known, verdict, { started, notes: workspace.notes, report })
}

interface ExecuteContext {
  env: NodeJS.ProcessEnv
  log: LiveLog
  redact: Redactor
  deps: Deps
  signalled: () => NodeJS.Signals | undefined
  workspace: Workspace
  /** Reads an input (the key and the token from what run() read before clearing them). */
  input: (name: string) => string
}

/**
 * The pipeline: settings and the trigger gate → the CLI → the run, watched by its observers →
 * the verdict and landing the work. Each stage records what it learnt in `known`, so whatever
 * stage fails or is cancelled, run() still publishes everything learnt so far.
 */
async function execute(known: Known, ctx: ExecuteContext): Promise<Verdict> {
  const settings = await settle(known, ctx)
  if ('conclusion' in settings) return settings
  known.cli = await locate(settings, ctx.env, ctx.log)
  const cancelled = ctx.signalled()
  if (cancelled !== undefined) return decide({ kind: 'cancelled', signal: cancelled }, undefined)
  const stopped = await runAgent(known, settings, known.cli, ctx)
  if (stopped !== undefined) return stopped
  // The steps after the run share one reading of the repository's config (git.ts).
  return Git.afterAgent(() => conclude(known, settings, ctx))
}

/** Inputs, then (when commenting) the trigger gate: a refusal costs nothing and runs nothing. */
async function settle(known: Known, ctx: ExecuteContext): Promise<Settings | Verdict> {
  // ajv, a quarter of the bundle, is loaded only when there is a schema to check.
  const compile =
    ctx.input(INPUTS.outputSchema).trim() !== ''
      ? (await import('./core/validator.js')).compileSchema
      : undefined
  const read = readSettings(ctx.input, ctx.env, compile)
  known.settings = read
  if (read.apiKey === '')
    core.warning(
      'No Cursor API key: set `api-key: ${{ secrets.CURSOR_API_KEY }}` (or CURSOR_API_KEY). Without one the CLI can only run if it is logged in some other way.'
    )
  const bot = read.commentOnPr ? await startBot(read, ctx.env, ctx.redact) : undefined
  if (bot?.kind === 'skip') return { conclusion: 'skipped', message: `Skipped: ${bot.why}.` }
  if (bot?.kind !== 'on') return read
  known.comment = bot.comment
  if (bot.observer !== undefined) known.observers.push(bot.observer)
  return bot.prompt !== undefined ? { ...read, prompt: bot.prompt } : read
}

/**
 * The CLI's run, between the workspace's before and after (integrity snapshot, base-branch
 * config). Returns a verdict only when a cancellation came before the CLI started.
 */
async function runAgent(
  known: Known,
  settings: Settings,
  cli: Cli,
  { env, log, redact, deps, signalled, workspace }: ExecuteContext
): Promise<Verdict | undefined> {
  const cwd = settings.workingDirectory
  log.write(`Running ${cli.path}${cli.version !== undefined ? ` (${cli.version})` : ''} in ${cwd}`)
  hideFromGit(settings.githubToken, settings.apiKey)
  await Git.beforeAgent(() => workspace.before(settings, env, settings.githubToken))
  // A signal that came while git ran (run() puts the agent's config back on this path too).
  const late = signalled()
  if (late !== undefined) return decide({ kind: 'cancelled', signal: late }, undefined)
  const builder = deps.newReport({ root: cwd, now: () => Date.now(), redact })
  known.builder = builder
  const transcript = Transcript.create(env, redact)
  known.transcript = transcript
  const manifest = ManifestWriter.create(env, redact)
  known.manifestWriter = manifest
  // The CLI's version is asked now, before the agent could touch the binary, with the
  // environment the CLI gets (less the key); the answer is awaited after the run.
  const version =
    cli.version === undefined
      ? cliVersion(cli.path, childEnv(env, '', settings.githubToken))
      : undefined
  try {
    const session = runSession({
      command: cli.path,
      args: cliArgs(settings),
      cwd,
      env: childEnv(env, settings.apiKey, settings.githubToken),
      exitGraceMs: settings.exitGraceMs,
      inactivityMs: settings.inactivityMs,
      timeoutMs: settings.timeoutMs,
      builder,
      log,
      transcript,
      redact,
      observers: [
        ...known.observers,
        budgetObserver({
          maxToolCalls: settings.maxToolCalls,
          maxFailedToolCalls: settings.maxFailedToolCalls
        }),
        manifest
      ]
    })
    // runSession spawned the CLI before returning: the renderer loads while the agent works.
    void summaryRenderer()
    let end: SessionEnd
    try {
      end = await session
    } finally {
      // Awaited on every path: the probe is bounded, and none may outlive the step.
      if (version !== undefined) {
        known.cli = { ...cli, version: await version }
        if (known.cli.version !== undefined) log.write(`Cursor CLI ${known.cli.version}`)
      }
    }
    known.ending = end.ending
    known.stderrTail = end.stderrTail
    known.internalError = end.internalError
    if (end.leftovers.length > 0) {
      log.write(leftoverNote(end.leftovers))
      const warning = leftoverWarning(end.leftovers)
      if (warning !== undefined) {
        core.warning(redact(warning))
        known.leftoverWarning = warning
      }
    }
  } finally {
    workspace.after()
    await transcript.close()
    if (transcript.error !== undefined) {
      core.warning(
        `The transcript could not be saved to ${transcript.path}: ${transcript.error.message}`
      )
    }
  }
  return undefined
}

/**
 * What git sees changed, the verdict (exit, result, output-schema), then landing the work; git's
 * steps only when the run was not cancelled (the runner gives a cancelled job a few seconds).
 */
async function conclude(
  known: Known,
  settings: Settings,
  { env, log, redact, workspace }: ExecuteContext
): Promise<Verdict> {
  if (known.ending?.kind !== 'cancelled' && known.builder !== undefined)
    compare(known.builder, known, { cwd: settings.workingDirectory, env, workspace })
  const r = known.builder?.live() ?? new ReportBuilder().live()
  let verdict = decide(known.ending ?? { kind: 'exited', exitCode: null, signal: null }, r.result)
  if (settings.outputSchema !== undefined && verdict.conclusion === 'success') {
    const { compileSchema } = await import('./core/validator.js')
    known.structured = checkStructuredOutput(r.finalMessage, settings.outputSchema, compileSchema)
    if (!known.structured.ok) verdict = schemaMismatch(known.structured.errors)
  }
  if (known.internalError !== undefined && verdict.conclusion !== 'cancelled') {
    return failureOf(known.internalError, redact)
  }
  if (verdict.conclusion !== 'cancelled') {
    await workspace.land({
      settings,
      env,
      succeeded: verdict.conclusion === 'success',
      token: settings.githubToken,
      prompt: redact(settings.prompt),
      finalMessage: redact(r.finalMessage || (r.result?.text ?? '')),
      sessionId: r.sessionId,
      log: (line) => log.write(redact(line))
    })
  }
  return verdict
}

async function locate(settings: Settings, env: NodeJS.ProcessEnv, log: LiveLog): Promise<Cli> {
  // Without a pin, the version is asked while the CLI runs (runAgent).
  if (settings.cliPath !== '') return { path: settings.cliPath }
  const found = await findCli(env, settings.cliVersion !== '')
  const mismatch = found === undefined ? undefined : pinMismatch(found, settings.cliVersion)
  if (found !== undefined && mismatch === undefined) return found
  if (!settings.install) throw new CliError(mismatch ?? NOT_FOUND_HELP, 'cli_not_found')
  core.startGroup('Installing the Cursor CLI')
  try {
    return await installCli({
      url: settings.installerUrl,
      version: settings.cliVersion,
      env,
      log: (l) => log.write(l),
      addPath: (dir) => core.addPath(dir)
    })
  } finally {
    core.endGroup()
  }
}

/** The PR bot, loaded only when commenting is on (plain runs never load Octokit). */
async function startBot(settings: Settings, env: NodeJS.ProcessEnv, redact: Redactor) {
  const { prepareBot } = await import('./github/bot.js')
  return prepareBot(settings, {
    env,
    redact,
    info: (line) => core.info(redact(line)),
    warn: (message) => core.warning(redact(message)),
    saveState: (name, value) => core.saveState(name, value)
  })
}

/** Observers hear the end after publishing; a slow GitHub cannot hold the step for long. */
async function endObservers(
  known: Known,
  verdict: Verdict,
  o: { started: number; notes: readonly string[]; report?: RunReport }
): Promise<void> {
  const { started, notes } = o
  const report = o.report ?? new ReportBuilder().snapshot()
  const durationMs = report.result?.durationMs ?? Date.now() - started
  const all = known.observers.map(async (observer: RunObserver) => {
    try {
      await observer.end?.({ verdict, report, durationMs, notes })
    } catch (error) {
      core.warning(`Could not finish a run observer: ${messageOf(error)}`)
    }
  })
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, verdict.conclusion === 'cancelled' ? 5_000 : 30_000)
  })
  await Promise.race([Promise.all(all), limit])
  clearTimeout(timer)
}

/**
 * The CLI's environment: the job's, minus what it must not have. The action's own inputs
 * (INPUT_*) and the runner's internal tokens (which can mint OIDC tokens or write caches) are
 * removed; the key travels as CURSOR_API_KEY, never on the command line. The GitHub token is
 * the action's alone: any variable holding its value (GITHUB_TOKEN, GH_TOKEN or another name a
 * workflow chose) is dropped. A token the agent should have must be a different one.
 */
/**
 * The runner's command files: whatever is written there changes later steps (GITHUB_ENV can set
 * NODE_OPTIONS for every one of them) or this step's outputs and summary. The agent has no
 * business with them; the integrity check also puts them back if it finds them anyway.
 */
const RUNNER_FILES = new Set([
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
])

export function childEnv(
  env: NodeJS.ProcessEnv,
  apiKey: string,
  githubToken = ''
): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env)) {
    if (
      k.startsWith('INPUT_') ||
      RUNNER_FILES.has(k) ||
      (githubToken !== '' && v?.trim() === githubToken) ||
      /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL|CACHE_URL|RESULTS_URL)$/.test(
        k
      )
    )
      continue
    out[k] = v
  }
  if (apiKey !== '') out.CURSOR_API_KEY = apiKey
  return out
}

/** git's view of the changed files, merged into the report, and links to them at the commit. */
function compare(
  builder: ReportBuilder,
  known: Known,
  o: { cwd: string; env: NodeJS.ProcessEnv; workspace: Workspace }
): void {
  for (const c of o.workspace.changes(o.env, o.cwd)) builder.mergeGitChange(c)
  const r = builder.live()
  known.links = quietly(() =>
    fileLinks([...r.filesChanged.map((c) => c.path), ...r.filesRead], o.cwd, o.env)
  )
}

function quietly<T>(fn: () => T): T | undefined {
  try {
    return fn()
  } catch (error) {
    core.debug(`git: ${messageOf(error)}`)
    return undefined
  }
}

function failureOf(error: unknown, redact: Redactor): Verdict {
  if (error instanceof InputError)
    return { conclusion: 'failure', reason: 'invalid_input', message: redact(error.message) }
  if (error instanceof CliError)
    return { conclusion: 'failure', reason: error.reason, message: redact(error.message) }
  if (error instanceof PushError)
    return { conclusion: 'failure', reason: 'push_failed', message: redact(error.message) }
  const message = messageOf(error)
  return {
    conclusion: 'failure',
    reason: 'internal',
    message: redact(`Internal error in cursor-agent-action: ${message}`)
  }
}
