/**
 * A RunContext (src/stages/context.ts) built as main.ts builds it (openRun), for driving a stage
 * in-process: the inputs read by readSettings, the runner's variables by readRunnerEnv, the event
 * payload written to a file and read by readEvent, the secrets redacted, and a FakePort for the
 * runner (the live log's sink too). No process is started and no process-wide state (environment, signal handlers) is
 * touched.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Clock } from '../../src/core/ports.js'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { readEvent, type EventReading } from '../../src/github/event.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { readSettings } from '../../src/runner/inputs.js'
import type { Signals } from '../../src/runner/signals.js'
import { RunContext, type RunGitHub } from '../../src/stages/context.js'
import { tempDir } from './helpers.js'
import { FakePort } from './runner-port.js'

export interface ContextOptions {
  /** The step's inputs by name (action.yml's defaults for the rest, as on a runner). */
  inputs?: Record<string, string>
  /** GITHUB_* and RUNNER_* variables over the defaults (octo/demo, run 42, a temp workspace). */
  env?: Record<string, string | undefined>
  /** The event's payload, written to GITHUB_EVENT_PATH; a string is written as it is. */
  payload?: object | string
  /** The event reading itself, instead of reading the payload file. */
  event?: EventReading
  /** A signal the runner has already sent. */
  signal?: NodeJS.Signals
  /** What the clock reads. */
  now?: number
}

export interface Built {
  ctx: RunContext
  port: FakePort
  /** The context's GitHub API itself (ctx.github), for what main.ts asks of it beyond the port. */
  github: RunGitHub
  /** The folder of the run's temp, workspace and event files. */
  dir: string
}

export function runContext(o: ContextOptions = {}): Built {
  const dir = tempDir('caa-stage-')
  const workspace = path.join(dir, 'ws')
  const temp = path.join(dir, 'tmp')
  fs.mkdirSync(workspace)
  fs.mkdirSync(temp)
  const eventFile = path.join(dir, 'event.json')
  if (o.payload !== undefined)
    fs.writeFileSync(
      eventFile,
      typeof o.payload === 'string' ? o.payload : JSON.stringify(o.payload)
    )
  const env = readRunnerEnv({
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'stage',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
    ...(o.payload !== undefined ? { GITHUB_EVENT_PATH: eventFile } : {}),
    // GitHub's back-off shortened, as the end-to-end suites do.
    CURSOR_AGENT_ACTION_GITHUB_RETRY_MS: '10',
    ...o.env
  })
  const inputs = o.inputs ?? {}
  const input = (name: string): string => inputs[name] ?? ''
  const settings = readSettings(input, env)
  const port = new FakePort()
  const controller = new AbortController()
  if (o.signal !== undefined) controller.abort()
  const signals: Signals = {
    received: () => o.signal,
    abort: controller.signal,
    release: () => undefined
  }
  const clock: Clock = { now: () => o.now ?? Date.UTC(2026, 0, 2, 3, 4, 5) }
  const ctx = new RunContext({
    env,
    event: o.event ?? readEvent(env),
    input,
    redact: makeRedactor([settings.apiKey, settings.githubToken]),
    port,
    sink: port.logSink,
    clock,
    signals,
    // The run's one GitHub client (made on first use) and its one reading of the pull request.
    token: settings.githubToken
  })
  ctx.useSettings(settings)
  const github = ctx.github
  return { ctx, port, github, dir }
}
