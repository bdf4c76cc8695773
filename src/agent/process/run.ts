/**
 * One run of the CLI, from spawn to exit: the command line and environment from the settings,
 * the session (stream → fold → watchers), the CLI's version asked while it runs, and what was
 * left behind. The caller made the fold, the transcript and the watchers, so whatever this
 * throws, what the run produced so far is still the caller's to publish.
 */
import fs from 'node:fs'
import { cliArgs } from '../../core/args.js'
import type { ReportBuilder } from '../../core/stream/report.js'
import type { Ending } from '../../core/verdict/verdict.js'
import {
  cliVersion,
  commandLine,
  commandOf,
  probeNamed,
  sameBuild,
  type Cli
} from '../install/probe.js'
import { childEnv } from './cli-env.js'
import { runSession, type SessionEnd, type SessionWatcher } from './session.js'
import { leftoverNote, leftoverWarning } from './sweep.js'
import type { Transcript } from './transcript.js'
import type { ProbeGuard, Run } from '../../core/ports.js'
import type { Notebook } from '../../core/verdict/notes.js'

export interface AgentRun {
  ending: Ending
  stderrTail: string
  /** A bug of ours while handling the stream; the run went on, the transcript is complete. */
  internalError?: Error
  /** The CLI's version, when it was asked during the run (no pin) and answered. */
  version?: string
  /** The working directory was not there once the CLI ended (or could not start in it). */
  cwdMissing?: boolean
  /**
   * The warning when the CLI's `--version`, asked again once it ended, is not what it was at the
   * start: the CLI updated itself during the run. Asked while the steps after the run go on.
   */
  selfUpdate?: Promise<string | undefined>
}

/** What this run gives the CLI's run, besides the context. */
export interface RunAgentOptions {
  cli: Cli
  /** The session to continue (`--resume`), or '' for a fresh one (agent/resume.ts). */
  resume: string
  builder: ReportBuilder
  transcript: Transcript
  watch: SessionWatcher
  /**
   * Called once, when the CLI's first output comes: work to do while it runs (the summary
   * renderer loads). Not sooner: on a runner's two cores, that work slowed the CLI's own start.
   */
  heard?: () => void
  /** Called as soon as the CLI ended, whatever the ending, before anything else of ours. */
  ended?: () => void
  /**
   * The runner files' guard for the `--version` asked after the run (the one asked during it is
   * inside the run's own guard).
   */
  guard: ProbeGuard
}

/** What runAgent reads of the run's context. */
type AgentContext = Pick<Run, 'settings' | 'prompt' | 'env' | 'redact' | 'say' | 'book' | 'signals'>

/**
 * Runs the CLI with the run's context (its settings and prompt, environment, redaction, voice and
 * cancel) and what this run gives it: the CLI, the session to resume, the report being folded,
 * the transcript and the observers.
 */
export async function runAgent(ctx: AgentContext, run: RunAgentOptions): Promise<AgentRun> {
  const { cli } = run
  const { env, settings } = ctx
  const cwd = settings.workingDirectory
  ctx.say.line(
    `Running ${cli.path}${cli.version !== undefined ? ` (${cli.version})` : ''} in ${cwd}`
  )
  // The CLI's version is asked now, before the agent could touch the binary, with the
  // environment the CLI gets (less the key); the answer is awaited after the run.
  const probeEnv = childEnv(env.raw, '', settings.githubToken)
  const host = env.platform.host
  const abort = ctx.signals.abort
  const probe = cli.version === undefined ? cliVersion(cli, probeEnv, abort, host) : undefined
  let version: string | undefined
  let end: SessionEnd
  try {
    end = await session(ctx, run)
  } finally {
    // Awaited on every path: the probe is bounded, and none may outlive the step.
    if (probe !== undefined) {
      version = await probe
      if (version !== undefined) ctx.say.line(`Cursor CLI ${version}`)
    }
    run.ended?.()
    await closeTranscript(run.transcript, ctx.book)
  }
  if (end.leftovers.length > 0) {
    ctx.say.line(leftoverNote(end.leftovers))
    const warning = leftoverWarning(end.leftovers)
    if (warning !== undefined) ctx.book.warning(warning)
  }
  return {
    ending: end.ending,
    stderrTail: end.stderrTail,
    internalError: end.internalError,
    version,
    cwdMissing: !isDirectory(cwd),
    selfUpdate: selfUpdate(ctx, run, { before: cli.version ?? version, ending: end.ending })
  }
}

/** The session of the CLI: the command line from the settings, the prompt and `resume`. */
function session(ctx: AgentContext, run: RunAgentOptions): Promise<SessionEnd> {
  const { env, settings } = ctx
  // Windows' CLI is its node.exe with its index.js first (core/platform.ts).
  const args = cliArgs(settings, { prompt: ctx.prompt, resume: run.resume })
  const [command, argv] = commandOf(run.cli, args)
  return runSession({
    command,
    args: argv,
    host: env.platform.host,
    cwd: settings.workingDirectory,
    env: childEnv(env.raw, settings.apiKey, settings.githubToken),
    tempDir: env.temp,
    exitGraceMs: settings.exitGraceMs,
    inactivityMs: settings.inactivityMs,
    timeoutMs: settings.timeoutMs,
    builder: run.builder,
    transcript: run.transcript,
    redact: ctx.redact,
    watch: run.watch,
    heard: run.heard
  })
}

/**
 * The warning when the CLI's `--version`, asked again once it ended (inside the runner files'
 * guard), is not `before`: it updated itself during the run. None after a cancel: a cancelled
 * job has a few seconds left, no more probes then.
 */
function selfUpdate(
  ctx: AgentContext,
  run: Pick<RunAgentOptions, 'cli' | 'guard'>,
  o: { before: string | undefined; ending: Ending }
): Promise<string | undefined> | undefined {
  const { cli } = run
  const { before } = o
  if (before === undefined || o.ending.kind === 'cancelled') return undefined
  const probeEnv = childEnv(ctx.env.raw, '', ctx.settings.githubToken)
  const advice =
    ctx.settings.cliVersion === ''
      ? ' Pin a build (cli-version) to run the same CLI every time.'
      : ''
  return run
    .guard(probeNamed(commandLine(cli, ['--version']), 'after'), () =>
      cliVersion(cli, probeEnv, ctx.signals.abort, ctx.env.platform.host)
    )
    .then((after) =>
      after !== undefined && !sameBuild(after, before)
        ? `The CLI updated itself during the run: ${cli.path} was ${before} at the start and is ${after} now.${advice}`
        : undefined
    )
}

/** Whether `dir` is a directory now (a link to one counts: the CLI would run in it). */
function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory()
  } catch {
    return false
  }
}

async function closeTranscript(t: Transcript, book: Pick<Notebook, 'warning'>): Promise<void> {
  await t.close()
  if (t.error !== undefined)
    book.warning(`The transcript could not be saved to ${t.path}: ${t.error.message}`)
  else if (t.replaced !== undefined)
    book.warning(
      `Something replaced the transcript at ${t.replaced} or wrote into it during the run; the \`transcript\` output is a fresh copy, every line redacted again: ${t.path}.`
    )
}
