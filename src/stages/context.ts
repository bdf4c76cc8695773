/**
 * The run's one context: made once, by main.ts, when the step starts, and handed as it is to
 * every stage and every adapter it calls. What it holds was read or made once: the runner's
 * environment, the secrets (taken first, and redacted everywhere from then on), the event's
 * payload, the runner's signals, the runner port, the clock, the notebook and the one way to say
 * things, the live log, the run's one GitHub client, the guard on the runner's files and the
 * summary's loader; then, set once each, the settings (once the inputs are read) and the prompt
 * the agent runs (once the bot or the review built it). Stages read the world through it; the
 * facts of the run come out of them (stages/record.ts), never into it.
 */
import type { Clock, Run, RunnerEnv, RunnerPort } from '../core/ports.js'
import { makeRedactor, type Redactor } from '../core/redact/redact.js'
import { ReportBuilder, type FoldOptions } from '../core/stream/report.js'
import type { Settings } from '../core/settings.js'
import type { Notebook } from '../core/verdict/notes.js'
import { decide, type Verdict } from '../core/verdict/verdict.js'
import { GitHubAccess, type GitHubApi } from '../github/access.js'
import { readEvent, type EventReading } from '../github/event.js'
import { LiveLog, type LogSink } from '../observers/livelog.js'
import { readRunnerEnv } from '../runner/env.js'
import { RunnerFiles } from '../runner/command-files.js'
import { SummaryLoader, type RenderSummary } from '../runner/publish.js'
import { Voice } from '../runner/say.js'
import { takeSecrets } from '../runner/secrets.js'
import { holdSignals, type Signals } from '../runner/signals.js'

/** What a test may put in place of the run's own parts (main.ts `run`). */
export interface RunDeps {
  /** The summary renderer; render/summary.ts unless a test gives another. */
  renderSummary?: RenderSummary
  newReport: (options: FoldOptions) => ReportBuilder
}

/** The run's GitHub (github/access.ts): the client, the pull request read once, its facts. */
export type RunGitHub = GitHubApi &
  Pick<GitHubAccess, 'pullContext' | 'opener' | 'readOnly' | 'refused'>

/** What the context is made of (openRun on a runner; tests hand in their own). */
export interface RunParts {
  readonly env: RunnerEnv
  readonly event: EventReading
  /** Reads an input (runner/secrets.ts: the key and the token as taken first). */
  readonly input: (name: string) => string
  readonly redact: Redactor
  readonly port: RunnerPort
  readonly sink: LogSink
  readonly clock: Clock
  readonly signals: Signals
  /** The run's GitHub client is made with it, on first use. */
  readonly token: string
  readonly deps?: Partial<RunDeps>
}

export class RunContext implements Run {
  readonly started: number
  readonly env: RunnerEnv
  /** The event's payload, read once, for the gate, the review and the pull request. */
  readonly event: EventReading
  readonly input: (name: string) => string
  readonly redact: Redactor
  readonly port: RunnerPort
  readonly clock: Clock
  readonly signals: Signals
  /** The live log (observers/livelog.ts): our own lines and the stream's, redacted there. */
  readonly log: LiveLog
  readonly say: Voice
  readonly book: Notebook
  /** The GitHub API for the whole run: one client, made on first use; the pull request read once. */
  readonly github: RunGitHub
  /** The guard on the runner's command files around every process of the CLI. */
  readonly runnerFiles: RunnerFiles
  /** The summary renderer, loaded while the agent works. */
  readonly summary: SummaryLoader
  readonly deps: RunDeps
  private read?: Settings
  private aimed?: string

  constructor(p: RunParts) {
    this.started = p.clock.now()
    this.env = p.env
    this.event = p.event
    this.input = p.input
    this.redact = p.redact
    this.port = p.port
    this.clock = p.clock
    this.signals = p.signals
    this.log = new LiveLog(p.sink, p.redact, p.env.knobs.heartbeatMs ?? 60_000)
    this.say = new Voice(p.port, p.redact, this.log)
    this.book = this.say.book
    // Made on first use (a plain run never loads Octokit).
    this.github = new GitHubAccess(p.token, (m) => this.say.warning(m), p.env, p.event)
    this.runnerFiles = new RunnerFiles(this.book, p.env)
    this.summary = new SummaryLoader()
    this.deps = { newReport: (options) => new ReportBuilder(options), ...p.deps }
  }

  /** The settings, once the inputs are read (main.ts reads them first thing). */
  get settings(): Settings {
    if (this.read === undefined) throw new Error('The inputs were not read yet.')
    return this.read
  }

  /** Whether the inputs were read: an input error ends the run before any stage. */
  get hasSettings(): boolean {
    return this.read !== undefined
  }

  /** The prompt the agent runs: the one set (`aim`), else the input's. */
  get prompt(): string {
    return this.aimed ?? this.settings.prompt
  }

  /** Sets the settings, once: one value for the whole run, never re-made. */
  useSettings(settings: Settings): void {
    if (this.read !== undefined) throw new Error('The settings are set once.')
    this.read = settings
    // Before any stage can ask for the client: with `later` nothing of this run writes.
    if (settings.publish === 'later') this.github.readOnly()
  }

  /** Sets the prompt the agent runs, once: the stages after it read it here. */
  aim(prompt: string): void {
    if (this.aimed !== undefined) throw new Error("The run's prompt is set once.")
    this.aimed = prompt
  }
}

/**
 * The context of a step on a runner: the environment read once, the key and the token taken
 * first (masked, and gone from this process's environment), the event's payload read once, the
 * runner's signals held. `raw` is the process's environment.
 */
export function openRun(
  raw: NodeJS.ProcessEnv,
  o: { port: RunnerPort; sink: LogSink; deps?: Partial<RunDeps> }
): RunContext {
  const env = readRunnerEnv(raw)
  const { key, token, input } = takeSecrets(env)
  return new RunContext({
    ...{ env, event: readEvent(env), input, redact: makeRedactor([key, token]), token },
    ...{ port: o.port, sink: o.sink, clock: { now: () => Date.now() }, signals: holdSignals() },
    ...(o.deps !== undefined ? { deps: o.deps } : {})
  })
}

/** The verdict of a run the runner cancelled, once it signalled; undefined before. */
export function cancelledRun(ctx: Pick<RunContext, 'signals'>): Verdict | undefined {
  const signal = ctx.signals.received()
  return signal !== undefined ? decide({ kind: 'cancelled', signal }, undefined) : undefined
}
