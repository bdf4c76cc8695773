/**
 * One run of the CLI, from spawn to exit: the command line and environment from the settings,
 * the session (stream → fold → watchers), the CLI's version asked while it runs, and what was
 * left behind. The caller made the fold, the transcript and the watchers, so whatever this
 * throws, what the run produced so far is still the caller's to publish.
 */
import fs from 'node:fs'
import { cliArgs } from '../../core/args.js'
import type { ReportBuilder } from '../../core/stream/report.js'
import type { Redactor } from '../../core/redact/redact.js'
import type { Settings } from '../../core/settings.js'
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
import type { ProbeGuard, RunBasics, RunnerEnv } from '../../core/ports.js'

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

export interface RunAgentOptions {
  cli: Cli
  settings: Settings
  env: RunnerEnv
  builder: ReportBuilder
  transcript: Transcript
  watch: SessionWatcher
  redact: Redactor
  /** Our own lines for the live log. */
  log: (line: string) => void
  /** A warning for the log and the summary (the caller redacts it). */
  warn: (message: string) => void
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
  /** The runner's cancel (runner/signals.ts): the version probes stop. */
  signal?: AbortSignal
}

/**
 * Runs the CLI with the run's context (its environment, redaction, live log, notebook and cancel)
 * and what this run gives it: the CLI, the settings (the session's, with `resume`), the report
 * being folded, the transcript and the observers.
 */
export async function runAgent(
  ctx: Pick<RunBasics, 'env' | 'redact' | 'log' | 'book' | 'signals'>,
  run: Omit<RunAgentOptions, 'env' | 'redact' | 'log' | 'warn' | 'signal'>
): Promise<AgentRun> {
  const o: RunAgentOptions = {
    ...run,
    env: ctx.env,
    redact: ctx.redact,
    log: (line) => ctx.log.write(line),
    warn: (message) => ctx.book.warning(message),
    signal: ctx.signals.abort
  }
  const { cli, settings, env } = o
  const cwd = settings.workingDirectory
  o.log(`Running ${cli.path}${cli.version !== undefined ? ` (${cli.version})` : ''} in ${cwd}`)
  // The CLI's version is asked now, before the agent could touch the binary, with the
  // environment the CLI gets (less the key); the answer is awaited after the run.
  const probeEnv = childEnv(env.raw, '', settings.githubToken)
  const host = env.platform.host
  const probe = cli.version === undefined ? cliVersion(cli, probeEnv, o.signal, host) : undefined
  // Windows' CLI is its node.exe with its index.js first (core/platform.ts).
  const [command, args] = commandOf(cli, cliArgs(settings))
  let version: string | undefined
  let end: SessionEnd
  try {
    const session = runSession({
      command,
      args,
      host,
      cwd,
      env: childEnv(env.raw, settings.apiKey, settings.githubToken),
      tempDir: env.temp,
      exitGraceMs: settings.exitGraceMs,
      inactivityMs: settings.inactivityMs,
      timeoutMs: settings.timeoutMs,
      builder: o.builder,
      transcript: o.transcript,
      redact: o.redact,
      watch: o.watch,
      heard: o.heard
    })
    end = await session
  } finally {
    // Awaited on every path: the probe is bounded, and none may outlive the step.
    if (probe !== undefined) {
      version = await probe
      if (version !== undefined) o.log(`Cursor CLI ${version}`)
    }
    o.ended?.()
    await closeTranscript(o.transcript, o.warn)
  }
  if (end.leftovers.length > 0) {
    o.log(leftoverNote(end.leftovers))
    const warning = leftoverWarning(end.leftovers)
    if (warning !== undefined) o.warn(warning)
  }
  const before = cli.version ?? version
  const advice =
    settings.cliVersion === '' ? ' Pin a build (cli-version) to run the same CLI every time.' : ''
  // A cancelled job has a few seconds left: no more probes then.
  const selfUpdate =
    before !== undefined && end.ending.kind !== 'cancelled'
      ? o
          .guard(probeNamed(commandLine(cli, ['--version']), 'after'), () =>
            cliVersion(cli, probeEnv, o.signal, host)
          )
          .then((after) =>
            after !== undefined && !sameBuild(after, before)
              ? `The CLI updated itself during the run: ${cli.path} was ${before} at the start and is ${after} now.${advice}`
              : undefined
          )
      : undefined
  return {
    ending: end.ending,
    stderrTail: end.stderrTail,
    internalError: end.internalError,
    version,
    cwdMissing: !isDirectory(cwd),
    selfUpdate
  }
}

/** Whether `dir` is a directory now (a link to one counts: the CLI would run in it). */
function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory()
  } catch {
    return false
  }
}

async function closeTranscript(t: Transcript, warn: (message: string) => void): Promise<void> {
  await t.close()
  if (t.error !== undefined)
    warn(`The transcript could not be saved to ${t.path}: ${t.error.message}`)
  else if (t.replaced !== undefined)
    warn(
      `Something replaced the transcript at ${t.replaced} or wrote into it during the run; the \`transcript\` output is a fresh copy, every line redacted again: ${t.path}.`
    )
}
