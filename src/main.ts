/**
 * The action: read inputs, find the CLI, run it, and publish what happened. One error policy:
 * helpers throw; only `run()` decides the step's fate. Whatever happens (bad input, a missing
 * CLI, a failed agent, a timeout, a cancellation, a bug of ours) the known outputs are set and
 * the summary is written before the step ends.
 */
import * as core from '@actions/core'
import { CliError, cliVersion, findCli, installCli, NOT_FOUND_HELP, type Cli } from './run/cli.js'
import { changesBetween, fileLinks, snapshot, type GitSnapshot } from './run/git.js'
import { cliArgs, InputError, readSettings, type Settings } from './run/inputs.js'
import { LiveLog, type LogSink } from './render/livelog.js'
import { INPUTS } from './names.js'
import { makeRedactor, type Redactor } from './render/redact.js'
import { ReportBuilder, type FoldOptions } from './core/report.js'
import { runSession } from './run/session.js'
import { renderSummary, type SummaryView } from './render/summary.js'
import { Transcript } from './run/transcript.js'
import { decide, type Verdict } from './core/verdict.js'
import { publish, type Known } from './publish.js'
import { PushError } from './run/land.js'
import { Workspace } from './run/workspace.js'

export interface Deps {
  renderSummary: (view: SummaryView, redact: Redactor) => string
  newReport: (options: FoldOptions) => ReportBuilder
}

const defaultDeps: Deps = { renderSummary, newReport: (options) => new ReportBuilder(options) }

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
  const redact = makeRedactor([key])
  const heartbeat = Number(env.CURSOR_AGENT_ACTION_HEARTBEAT_MS ?? '') || 60_000
  const log = new LiveLog(coreSink, redact, heartbeat)
  const known: Known = {}
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
      workspace
    })
  } catch (error) {
    verdict = failureOf(error, redact)
    if (verdict.reason === 'internal' && error instanceof Error && error.stack !== undefined) {
      core.debug(redact(error.stack))
    }
  }
  // After the integrity check put the runner's files back, and on every exit path.
  workspace.after()
  for (const [name, value] of Object.entries(workspace.outputs())) core.setOutput(name, value)
  try {
    await publish(known, verdict, { started, redact, log, renderSummary: d.renderSummary })
  } finally {
    process.off('SIGINT', note)
    process.off('SIGTERM', note)
  }
}

interface ExecuteContext {
  env: NodeJS.ProcessEnv
  log: LiveLog
  redact: Redactor
  deps: Deps
  signalled: () => NodeJS.Signals | undefined
  workspace: Workspace
}

async function execute(
  known: Known,
  { env, log, redact, deps, signalled, workspace }: ExecuteContext
): Promise<Verdict> {
  const settings = readSettings((name) => core.getInput(name), env)
  known.settings = settings
  const cli = await locate(settings, env, log)
  known.cli = cli
  const early = signalled()
  if (early !== undefined) return decide({ kind: 'cancelled', signal: early }, undefined)
  log.write(
    `Running ${cli.path}${cli.version !== undefined ? ` (${cli.version})` : ''} in ${settings.workingDirectory}`
  )

  const before = quietly(() => snapshot(settings.workingDirectory))
  await workspace.before(settings, env, core.getInput('github-token').trim())
  const builder = deps.newReport({ root: settings.workingDirectory, now: () => Date.now() })
  known.builder = builder
  const transcript = Transcript.create(env, redact)
  known.transcript = transcript
  try {
    const end = await runSession({
      command: cli.path,
      args: cliArgs(settings),
      cwd: settings.workingDirectory,
      env: childEnv(env, settings.apiKey),
      exitGraceMs: settings.exitGraceMs,
      inactivityMs: settings.inactivityMs,
      timeoutMs: settings.timeoutMs,
      builder,
      log,
      transcript
    })
    known.ending = end.ending
    known.stderrTail = end.stderrTail
    known.internalError = end.internalError
  } finally {
    workspace.after()
    await transcript.close()
    if (transcript.error !== undefined) {
      core.warning(
        `The transcript could not be saved to ${transcript.path}: ${transcript.error.message}`
      )
    }
  }
  if (known.ending.kind !== 'cancelled') {
    // The runner gives a cancelled job a few seconds only; git can wait for a normal ending.
    addGitChanges(builder, before, settings.workingDirectory)
    const r = builder.snapshot()
    known.links = quietly(() =>
      fileLinks(
        [...r.filesChanged.map((c) => c.path), ...r.filesRead],
        settings.workingDirectory,
        env
      )
    )
  }
  const verdict = decide(
    known.ending ?? { kind: 'exited', exitCode: null, signal: null },
    builder.snapshot().result
  )
  if (known.internalError !== undefined && verdict.conclusion !== 'cancelled') {
    return failureOf(known.internalError, redact)
  }
  if (verdict.conclusion !== 'cancelled') {
    const r = builder.snapshot()
    await workspace.land({
      settings,
      env,
      succeeded: verdict.conclusion === 'success',
      token: core.getInput('github-token').trim(),
      prompt: redact(settings.prompt),
      finalMessage: redact(r.finalMessage || (r.result?.text ?? '')),
      sessionId: r.sessionId,
      log: (line) => log.write(redact(line))
    })
  }
  return verdict
}

async function locate(settings: Settings, env: NodeJS.ProcessEnv, log: LiveLog): Promise<Cli> {
  if (settings.cliPath !== '')
    return { path: settings.cliPath, version: cliVersion(settings.cliPath, env) }
  const found = await findCli(env)
  if (found !== undefined) return found
  if (!settings.install) throw new CliError(NOT_FOUND_HELP, 'cli_not_found')
  core.startGroup('Installing the Cursor CLI')
  try {
    return await installCli({
      url: settings.installerUrl,
      env,
      log: (l) => log.write(l),
      addPath: (dir) => core.addPath(dir)
    })
  } finally {
    core.endGroup()
  }
}

/**
 * The CLI's environment: the job's, minus what it must not have. The action's own inputs
 * (INPUT_*) and the runner's internal tokens (which can mint OIDC tokens or write caches) are
 * removed; the key travels as CURSOR_API_KEY, never on the command line.
 */
export function childEnv(env: NodeJS.ProcessEnv, apiKey: string): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env)) {
    if (
      k.startsWith('INPUT_') ||
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

function addGitChanges(builder: ReportBuilder, before: GitSnapshot | undefined, cwd: string): void {
  if (before === undefined) return
  const after = quietly(() => snapshot(cwd))
  if (after === undefined) return
  const changes = quietly(() => changesBetween(before, after, cwd)) ?? []
  for (const c of changes)
    builder.mergeGitChange({
      path: c.path,
      added: c.added,
      removed: c.removed,
      created: c.created,
      deleted: c.deleted
    })
}

function quietly<T>(fn: () => T): T | undefined {
  try {
    return fn()
  } catch (error) {
    core.debug(`git: ${error instanceof Error ? error.message : String(error)}`)
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
  const message = error instanceof Error ? error.message : String(error)
  return {
    conclusion: 'failure',
    reason: 'internal',
    message: redact(`Internal error in cursor-agent-action: ${message}`)
  }
}
