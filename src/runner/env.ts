/**
 * The runner's environment, read once: every `GITHUB_*`, `RUNNER_*` and `ACTIONS_*` variable the
 * action reads, and the tests' `CURSOR_AGENT_ACTION_*` knobs, named only here
 * (scripts/check-modules.mjs keeps it so). The rest of the action reads the frozen `RunnerEnv`.
 */
import { platformOf } from '../core/platform.js'
import type { RunnerEnv } from '../core/ports.js'

/** A knob's milliseconds; undefined when unset, empty, zero or not a number. */
function ms(value: string | undefined): number | undefined {
  return Number(value ?? '') || undefined
}

/**
 * Reads `env` (process.env on a runner) into a frozen `RunnerEnv`; `raw` stays `env` itself, so
 * what later changes it (a PATH entry, a secret taken out) reaches the processes started.
 */
export function readRunnerEnv(
  env: NodeJS.ProcessEnv,
  /** This process's platform; tests hand in another. */
  host: { platform: NodeJS.Platform; arch: string } = process
): RunnerEnv {
  return Object.freeze({
    raw: env,
    repository: env.GITHUB_REPOSITORY,
    serverUrl: env.GITHUB_SERVER_URL,
    apiUrl: env.GITHUB_API_URL,
    graphqlUrl: env.GITHUB_GRAPHQL_URL,
    eventName: env.GITHUB_EVENT_NAME,
    eventPath: env.GITHUB_EVENT_PATH,
    runId: env.GITHUB_RUN_ID,
    runAttempt: env.GITHUB_RUN_ATTEMPT,
    runNumber: env.GITHUB_RUN_NUMBER,
    workflow: env.GITHUB_WORKFLOW,
    job: env.GITHUB_JOB,
    sha: env.GITHUB_SHA,
    ref: env.GITHUB_REF,
    workspace: env.GITHUB_WORKSPACE,
    token: env.GITHUB_TOKEN,
    actionRepository: env.GITHUB_ACTION_REPOSITORY,
    actionRef: env.GITHUB_ACTION_REF,
    stepSummary: env.GITHUB_STEP_SUMMARY,
    outputFile: env.GITHUB_OUTPUT,
    stateFile: env.GITHUB_STATE,
    envFile: env.GITHUB_ENV,
    pathFile: env.GITHUB_PATH,
    temp: env.RUNNER_TEMP,
    toolCache: env.RUNNER_TOOL_CACHE,
    debug: env.RUNNER_DEBUG,
    environment: env.RUNNER_ENVIRONMENT,
    os: env.RUNNER_OS,
    arch: env.RUNNER_ARCH,
    platform: Object.freeze(platformOf({ os: env.RUNNER_OS, arch: env.RUNNER_ARCH }, host)),
    actionsResultsUrl: env.ACTIONS_RESULTS_URL,
    actionsCacheUrl: env.ACTIONS_CACHE_URL,
    actionsRuntimeToken: env.ACTIONS_RUNTIME_TOKEN,
    actionsIdTokenRequestToken: env.ACTIONS_ID_TOKEN_REQUEST_TOKEN,
    knobs: Object.freeze({
      heartbeatMs: ms(env.CURSOR_AGENT_ACTION_HEARTBEAT_MS),
      stallMs: ms(env.CURSOR_AGENT_ACTION_STALL_MS),
      mcpListMs: ms(env.CURSOR_AGENT_ACTION_MCP_LIST_MS),
      githubRetryMs: ms(env.CURSOR_AGENT_ACTION_GITHUB_RETRY_MS),
      installBackoffMs: ms(env.CURSOR_AGENT_ACTION_INSTALL_BACKOFF_MS)
    })
  })
}

/**
 * The runner's files a later step reads (runner/command-files.ts), by the runner's name for each and what
 * a later step reads it for.
 */
export function runnerFileNames(
  env: RunnerEnv
): { name: string; file: string | undefined; purpose: string }[] {
  return [
    { name: 'GITHUB_ENV', file: env.envFile, purpose: 'environment variables of later steps' },
    { name: 'GITHUB_PATH', file: env.pathFile, purpose: 'the PATH of later steps' },
    { name: 'GITHUB_OUTPUT', file: env.outputFile, purpose: "this step's outputs" },
    { name: 'GITHUB_STATE', file: env.stateFile, purpose: "this action's saved state" },
    { name: 'GITHUB_STEP_SUMMARY', file: env.stepSummary, purpose: "this step's job summary" },
    // Not a command file, but read by later steps' actions (and this action's post step) as the
    // event: a rewritten payload would point them at another pull request or issue.
    { name: 'GITHUB_EVENT_PATH', file: env.eventPath, purpose: 'the event later steps read' }
  ]
}

/**
 * The runner's files for the runner's commands (runner/runner.ts), as the process's environment
 * names them now: the post step and the offline entry have no run context.
 */
export function commandFiles(env: NodeJS.ProcessEnv = process.env): {
  OUTPUT?: string
  STATE?: string
  PATH?: string
  SUMMARY?: string
  debug: boolean
} {
  return {
    OUTPUT: env.GITHUB_OUTPUT,
    STATE: env.GITHUB_STATE,
    PATH: env.GITHUB_PATH,
    SUMMARY: env.GITHUB_STEP_SUMMARY,
    debug: env.RUNNER_DEBUG === '1'
  }
}
