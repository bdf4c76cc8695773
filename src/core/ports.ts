/**
 * What the run asks of the world outside, as types only: the runner's environment (read once by
 * runner/env.ts), the runner's side of a step (runner/runner.ts) and the clock. The adapters and
 * the stages are handed these; tests hand in fakes. And the run's context as the rooms below
 * the stages see it (`Run`), with its one way to say things (`Say`).
 */
import type { Notebook } from './verdict/notes.js'
import type { Platform } from './platform.js'
import type { Redactor } from './redact/redact.js'
import type { Sentence } from './said.js'
import type { Settings } from './settings.js'

/**
 * The runner's variables the action reads (GitHub's `GITHUB_*`, `RUNNER_*`, `ACTIONS_*` and the
 * tests' knobs), read once when the step starts (runner/env.ts `readRunnerEnv`). A value the
 * runner did not set is undefined, one it set empty is ''. `raw` is the process's environment
 * itself, for what a child process is given (agent/process/cli-env.ts, git).
 */
export interface RunnerEnv {
  readonly raw: NodeJS.ProcessEnv
  /** `owner/name` of the workflow's repository. */
  readonly repository?: string
  readonly serverUrl?: string
  readonly apiUrl?: string
  readonly graphqlUrl?: string
  readonly eventName?: string
  /** The event's payload file. */
  readonly eventPath?: string
  readonly runId?: string
  readonly runAttempt?: string
  readonly runNumber?: string
  readonly workflow?: string
  readonly job?: string
  readonly sha?: string
  readonly ref?: string
  readonly workspace?: string
  /** The token the runner offers when the `github-token` input is empty. */
  readonly token?: string
  /** The action's own repository and ref (`uses: owner/repo@ref`); empty for `uses: ./`. */
  readonly actionRepository?: string
  readonly actionRef?: string
  /** The runner's command files. */
  readonly stepSummary?: string
  readonly outputFile?: string
  readonly stateFile?: string
  readonly envFile?: string
  readonly pathFile?: string
  readonly temp?: string
  readonly toolCache?: string
  readonly debug?: string
  /** `github-hosted` or `self-hosted`. */
  readonly environment?: string
  readonly os?: string
  readonly arch?: string
  /** RUNNER_OS and RUNNER_ARCH as Cursor's archives name them, and this process's platform. */
  readonly platform: Platform
  /** The cache service (v2, v1) and the runner's own tokens. */
  readonly actionsResultsUrl?: string
  readonly actionsCacheUrl?: string
  readonly actionsRuntimeToken?: string
  readonly actionsIdTokenRequestToken?: string
  /** Tests' knobs (`CURSOR_AGENT_ACTION_*`), in milliseconds; a runner never sets them. */
  readonly knobs: {
    readonly heartbeatMs?: number
    readonly stallMs?: number
    readonly mcpListMs?: number
    readonly githubRetryMs?: number
    readonly installBackoffMs?: number
  }
}

/** A file annotation (`::warning file=…,line=…::message`); the text is made safe by the caller. */
export interface PortAnnotation {
  level: 'warning' | 'notice'
  file: string
  line?: number
  endLine?: number
  title: string
  message: string
}

/**
 * The runner's side of a step, as the stages use it (runner/runner.ts `runnerPort` on a runner;
 * tests hand in one that records the calls). Every text is made safe by the caller.
 */
export interface RunnerPort {
  info(line: string): void
  debug(line: string): void
  warning(message: string): void
  notice(message: string): void
  annotate(a: PortAnnotation): void
  setOutput(name: string, value: string): void
  saveState(name: string, value: string): void
  addPath(dir: string): void
  group<T>(title: string, fn: () => Promise<T>): Promise<T>
  appendSummary(markdown: string): void
  setFailed(message: string): void
}

/**
 * Runs one process of the CLI's that is not the run (a `--version`, `mcp list`, Cursor's install
 * script) inside the guard on the runner's command files (runner/command-files.ts `RunnerFiles`): the files
 * recorded right before it starts and checked once it ended, what it changed put back with a
 * warning that names it (`who`: the process and when the action ran it, e.g. "… --version, which
 * the action ran before the run,").
 */
export type ProbeGuard = <T>(who: Sentence, probe: () => Promise<T>) => Promise<T>

/** The clock a stage reads (Date.now on a runner; tests inject one). */
export interface Clock {
  now(): number
}

/**
 * One way to say things, each kind redacted at the sink (runner/say.ts): callers hand in the
 * text as they have it and never redact it themselves.
 */
export interface Say {
  /** A line of ours for the live log. */
  line(text: string): void
  /**
   * A `::warning` in the log. One the summary and the comment show too goes through the run's
   * notebook (`book.warning`), which says it here.
   */
  warning(message: Sentence): void
  /** A line for the debug log only. */
  debug(text: string): void
  /** A `::notice`. */
  notice(text: string): void
}

/**
 * The run's one context (stages/context.ts RunContext, made once in main.ts) as the rooms below
 * the stages see it: agent/, git/, runner/ and observers/ may not import stages/, so each
 * function they offer takes the context itself and names the fields it reads
 * (`Pick<Run, 'env' | 'say'>`), plus its own few values.
 */
export interface Run {
  readonly settings: Settings
  /**
   * The prompt the agent runs: the input's, or the one the bot or the review built around it
   * (set once, before the session starts).
   */
  readonly prompt: string
  readonly env: RunnerEnv
  readonly redact: Redactor
  readonly port: RunnerPort
  readonly clock: Clock
  /** What the steps around the run said, for the summary and the comment. */
  readonly book: Notebook
  readonly say: Say
  /** The runner's cancel (runner/signals.ts). */
  readonly signals: { readonly abort: AbortSignal; received(): NodeJS.Signals | undefined }
}
