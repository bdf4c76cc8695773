import { afterAll, afterEach, beforeEach } from '@jest/globals'
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const FAKE_DIR = path.join(ROOT, 'fake')
export const DIST = path.join(ROOT, 'dist', 'index.js')
/** Our own recorded streams, and the golden files rendered from them. */
export const STREAMS = path.join(ROOT, '__tests__', 'fixtures', 'streams')
export const GOLDEN = path.join(ROOT, '__tests__', 'fixtures', 'golden')

/** git for setting up test repositories: no global or system config, a fixed identity. */
export const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }

/** Runs git in `cwd` for a test's setup or checks; its stdout, trimmed. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
    cwd,
    encoding: 'utf8',
    env: GIT_ENV,
    stdio: ['ignore', 'pipe', 'pipe']
  }).trim()
}

/** Temp folders made by this test file, removed when its tests are done. */
const made: string[] = []

// Registered when a test file imports the helpers, so every suite cleans up what it made, after
// its last test (tests read their files while they run). CAA_KEEP_TEMP=1 keeps them to look at.
afterAll(() => {
  if (process.env.CAA_KEEP_TEMP === '1') return
  for (const dir of made.splice(0)) removeTree(dir)
})

export function tempDir(prefix = 'caa-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}

/** Removes a folder, even one a test made read-only; what still cannot go is left. */
function removeTree(dir: string): void {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 2 })
    return
  } catch {
    // A folder without write or search permission: open the tree up and try once more.
  }
  const open = (p: string): void => {
    try {
      const stat = fs.lstatSync(p)
      if (!stat.isDirectory()) return
      fs.chmodSync(p, 0o700)
      for (const name of fs.readdirSync(p)) open(path.join(p, name))
    } catch {
      // Gone already, or not ours.
    }
  }
  open(dir)
  try {
    fs.rmSync(dir, { recursive: true, force: true })
  } catch {
    // Left for the system's temp cleaning.
  }
}

/** Parses a GITHUB_OUTPUT file (name<<delimiter blocks) into a record. */
export function parseOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '')
    if (m?.[1] === undefined || m[2] === undefined) continue
    const body: string[] = []
    while (++i < lines.length && lines[i] !== m[2]) body.push(lines[i] ?? '')
    out[m[1]] = body.join('\n')
  }
  return out
}

export interface ActionRun {
  code: number | null
  signal: string | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  ms: number
  dir: string
  workspace: string
}

export interface ActionOptions {
  /** Inputs by name, as the runner passes them (INPUT_<NAME upper-cased>). */
  inputs?: Record<string, string>
  env?: Record<string, string | undefined>
  /** Put the fake CLI first on PATH (default true). */
  fake?: boolean
  /** Called with the child once it started (to send signals). */
  onStart?: (child: import('node:child_process').ChildProcess, run: { dir: string }) => void
  timeoutMs?: number
  workspace?: string
  /** The script to run instead of dist/index.js (the post step: dist/post/index.js). */
  script?: string
}

/** Starts `node dist/index.js` as a runner does and collects everything it produced. */
export function runAction(o: ActionOptions = {}): Promise<ActionRun> {
  const dir = tempDir()
  const workspace = o.workspace ?? path.join(dir, 'workspace')
  fs.mkdirSync(workspace, { recursive: true })
  const outputFile = path.join(dir, 'output.txt')
  const summaryFile = path.join(dir, 'summary.md')
  fs.writeFileSync(outputFile, '')
  fs.writeFileSync(summaryFile, '')
  const basePath = [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter)
  const env: Record<string, string> = {
    PATH: o.fake === false ? basePath : `${FAKE_DIR}${path.delimiter}${basePath}`,
    HOME: path.join(dir, 'home'),
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    INPUT_INSTALL: 'false',
    // Loopback servers need no pacing: a GitHub second of 10 ms for retries and writes, and
    // 10 ms between installer downloads (docs/architecture.md, test knobs).
    CURSOR_AGENT_ACTION_GITHUB_RETRY_MS: '10',
    CURSOR_AGENT_ACTION_INSTALL_BACKOFF_MS: '10'
  }
  fs.mkdirSync(env.HOME ?? '', { recursive: true })
  for (const [k, v] of Object.entries(o.inputs ?? {}))
    env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v
  for (const [k, v] of Object.entries(o.env ?? {})) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  const started = Date.now()
  return new Promise((resolve, reject) => {
    // CAA_CPU_PROF=<folder>: each run writes a V8 CPU profile there (where a suite's time goes).
    const prof = process.env.CAA_CPU_PROF
    const profile = prof === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${prof}`]
    const child = spawn(process.execPath, [...profile, o.script ?? DIST], {
      env,
      cwd: workspace,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(
        new Error(`action did not end within ${o.timeoutMs ?? 60000} ms\n${stdout}\n${stderr}`)
      )
    }, o.timeoutMs ?? 60000)
    o.onStart?.(child, { dir })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({
        code,
        signal,
        stdout,
        stderr,
        outputs: parseOutputs(outputFile),
        summary: fs.readFileSync(summaryFile, 'utf8'),
        ms: Date.now() - started,
        dir,
        workspace
      })
    })
  })
}

/** A run's warnings (`::warning` commands), their text decoded as the runner shows it. */
export function warningsOf(run: { stdout: string }): string[] {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning'))
    .map((l) =>
      l
        .replace(/^::warning[^:]*::/, '')
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%')
    )
}

/** Writes an NDJSON stream (objects or raw lines) to a temp file and returns its path. */
export function streamFile(lines: (object | string)[], name = 'stream.ndjson'): string {
  const file = path.join(tempDir('caa-stream-'), name)
  fs.writeFileSync(
    file,
    lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n'
  )
  return file
}

/** A zombie (exited, not yet reaped: PID 1 here does not reap orphans) counts as dead. */
export function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
    return state !== 'Z' && state !== 'X'
  } catch {
    if (process.platform === 'linux') return false
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export const SESSION = '11111111-2222-3333-4444-555555555555'
export const init = {
  type: 'system',
  subtype: 'init',
  apiKeySource: 'env',
  cwd: '/w',
  session_id: SESSION,
  model: 'Test Model',
  permissionMode: 'default'
}
export const user = {
  type: 'user',
  message: { role: 'user', content: [{ type: 'text', text: 'do it' }] },
  session_id: SESSION
}
export function assistant(text: string): object {
  return {
    type: 'assistant',
    message: { role: 'assistant', content: [{ type: 'text', text }] },
    session_id: SESSION
  }
}
export function result(text: string, extra: object = {}): object {
  return {
    type: 'result',
    subtype: 'success',
    duration_ms: 1234,
    duration_api_ms: 1234,
    is_error: false,
    result: text,
    session_id: SESSION,
    request_id: 'req-1',
    ...extra
  }
}
export function shell(id: string, command: string, outcome: object): object[] {
  const args = { command, workingDirectory: '', timeout: 30000 }
  return [
    {
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { shellToolCall: { args } },
      session_id: SESSION
    },
    {
      type: 'tool_call',
      subtype: 'completed',
      call_id: id,
      tool_call: { shellToolCall: { args, result: outcome } },
      session_id: SESSION
    }
  ]
}

/**
 * An MCP tool call as the CLI streams it (the `mcpToolCall` of S8: `name` `<server>-<tool>`, both
 * identifiers, the approval flags, a model-written `description`), started then completed with
 * `outcome` under `result`. `ids: false` leaves out the identifiers (the name alone says it).
 */
export function mcp(
  id: string,
  server: string,
  tool: string,
  outcome: object,
  o: { ids?: boolean; provider?: string } = {}
): object[] {
  const args = {
    name: `${server}-${tool}`,
    args: {},
    toolCallId: id,
    ...(o.ids === false ? {} : { providerIdentifier: o.provider ?? server }),
    toolName: tool,
    smartModeApprovalOnly: false,
    skipApproval: false,
    ...(o.ids === false || o.provider !== undefined ? {} : { serverIdentifier: server })
  }
  const call = (extra: object): object => ({
    type: 'tool_call',
    call_id: id,
    tool_call: {
      mcpToolCall: { args, description: `Use ${tool}`, ...extra },
      hookAdditionalContexts: [],
      toolCallId: id,
      startedAtMs: '1791192721357'
    },
    model_call_id: 'b78dcd42-0-ncie',
    session_id: SESSION,
    timestamp_ms: 1791192721407
  })
  return [
    { subtype: 'started', ...call({}) },
    { subtype: 'completed', ...call({ result: outcome }) }
  ]
}

/** The results an MCP call can end with: its text, its error text (`isError`), an error, a refusal. */
export const MCP = {
  ok: (text: string): object => ({ success: { content: [{ text: { text } }], isError: false } }),
  isError: (text: string): object => ({
    success: { content: [{ text: { text } }], isError: true }
  }),
  error: (error: string): object => ({ error: { error } }),
  rejected: (name: string): object => ({
    rejected: { reason: `MCP tool execution rejected by user: ${name} `, isReadonly: false }
  })
}

/**
 * Runner files and inputs for calling run() in-process with the real @actions/core; returns the
 * folder and a restore function for afterEach.
 */
export function inProcessRunner(
  stream: (object | string)[],
  key: string
): { dir: string; log: () => string; restore: () => void } {
  // The action's log (workflow commands included) is captured, not printed into the test
  // runner's own output, where a CI runner would act on it.
  let captured = ''
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    captured += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    return true
  }) as typeof process.stdout.write
  const saved = { ...process.env }
  const dir = tempDir()
  fs.mkdirSync(path.join(dir, 'ws'))
  fs.writeFileSync(path.join(dir, 'out'), '')
  fs.writeFileSync(path.join(dir, 'sum'), '')
  Object.assign(process.env, {
    PATH: `${FAKE_DIR}${path.delimiter}${process.env.PATH ?? ''}`,
    INPUT_PROMPT: 'x',
    INPUT_INSTALL: 'false',
    'INPUT_API-KEY': key,
    GITHUB_OUTPUT: path.join(dir, 'out'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'sum'),
    GITHUB_WORKSPACE: path.join(dir, 'ws'),
    RUNNER_TEMP: dir,
    FAKE_CURSOR_STREAM: streamFile(stream)
  })
  const restore = (): void => {
    process.stdout.write = write
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k]
    Object.assign(process.env, saved)
    process.exitCode = undefined
  }
  return { dir, log: () => captured, restore }
}

export const FAULT_KEY = 'key_fault_test_1234567890'

/**
 * Registers beforeEach/afterEach for an in-process run of a small successful stream whose message
 * holds the API key; the returned getters read the current test's folder and captured log.
 */
export function useInProcessRunner(): { dir: () => string; log: () => string } {
  let current: ReturnType<typeof inProcessRunner> | undefined
  beforeEach(() => {
    current = inProcessRunner(
      [init, assistant(`did it: ${FAULT_KEY}`), result('did it')],
      FAULT_KEY
    )
  })
  afterEach(() => current?.restore())
  return { dir: () => current?.dir ?? '', log: () => current?.log() ?? '' }
}
