/**
 * A run the way a hosted runner makes it, for the security tests: the action and the CLI as the
 * same non-root user (`nobody` when the tests run as root; the current user otherwise), the
 * runner's command files under RUNNER_TEMP/_runner_file_commands (GITHUB_ENV, GITHUB_PATH,
 * GITHUB_STATE, GITHUB_OUTPUT and the step summary, all five, as the runner makes them), a git
 * workspace, and a stand-in CLI: a bash script that prints the first part of a stream, does what a
 * hostile agent would (it finds the runner's files by listing RUNNER_TEMP, as the real CLI's
 * environment does not name them), then prints the rest.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { git, parseOutputs, tempDir } from './helpers.js'
import { AS, reachableDist, reachableNode } from './reach.js'

export const RUNNER_FILES = {
  env: 'set_env',
  path: 'add_path',
  state: 'save_state',
  output: 'set_output',
  summary: 'step_summary'
} as const

export type RunnerFile = keyof typeof RUNNER_FILES

export interface HostedOptions {
  /** Bash run by the stand-in CLI in the workspace, between the stream's two parts. */
  agent: string
  /** The stream before the agent's script runs, and after it (each an array of events). */
  before?: (object | string)[]
  after?: (object | string)[]
  /** Bash run by the stand-in CLI after the whole stream is printed, as its last act. */
  end?: string
  inputs?: Record<string, string>
  env?: Record<string, string>
  /** Runs after the workspace's first commit, before the action (the runner's files exist). */
  setup?: (ws: string, paths: Record<RunnerFile, string>) => void
  /** Called with the action's process once it started (to send signals). */
  onStart?: (child: import('node:child_process').ChildProcess, dir: string) => void
  timeoutMs?: number
  /** The action's entry point, when not the repository's dist/index.js (a copy the agent can reach). */
  dist?: string
  /** The event payload, written to a file GITHUB_EVENT_PATH names (the runner's user owns it). */
  event?: object
}

export interface HostedRun {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** The runner's files by name, as the runner would read them after the step. */
  files: Record<RunnerFile, string>
  /** Their paths. */
  paths: Record<RunnerFile, string>
  dir: string
  temp: string
  workspace: string
  home: string
  ms: number
  /** Wall-clock ms when the action's process ended. */
  endedAt: number
  /** The event payload file as a later step would read it ('' without `event`). */
  event: string
}

function chownTree(p: string, uid: number, gid: number): void {
  fs.lchownSync(p, uid, gid)
  const st = fs.lstatSync(p)
  if (st.isDirectory()) for (const n of fs.readdirSync(p)) chownTree(path.join(p, n), uid, gid)
}

export async function hostedRun(o: HostedOptions): Promise<HostedRun> {
  const dir = tempDir('caa-hosted-')
  fs.chmodSync(dir, 0o755)
  const temp = path.join(dir, 'temp')
  const commands = path.join(temp, '_runner_file_commands')
  const ws = path.join(dir, 'work')
  const home = path.join(dir, 'home')
  const bin = path.join(dir, 'bin')
  for (const d of [commands, ws, home, bin]) fs.mkdirSync(d, { recursive: true })
  const paths = {} as Record<RunnerFile, string>
  for (const [name, prefix] of Object.entries(RUNNER_FILES) as [RunnerFile, string][]) {
    paths[name] = path.join(commands, `${prefix}_${Math.random().toString(16).slice(2)}`)
    fs.writeFileSync(paths[name], '', { mode: 0o644 })
  }
  git(ws, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'hello\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-qm', 'init')
  const eventPath = path.join(dir, 'event.json')
  if (o.event !== undefined) fs.writeFileSync(eventPath, JSON.stringify(o.event), { mode: 0o644 })
  o.setup?.(ws, paths)
  const lines = (events: (object | string)[] | undefined): string =>
    (events ?? []).map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join('\n') + '\n'
  fs.writeFileSync(path.join(dir, 'before.ndjson'), lines(o.before))
  fs.writeFileSync(path.join(dir, 'after.ndjson'), lines(o.after))
  fs.writeFileSync(
    path.join(bin, 'cursor-agent'),
    [
      '#!/bin/bash',
      'if [ "$1" = "--version" ]; then echo 2026.09.02-abc1234; exit 0; fi',
      `cat '${dir}/before.ndjson'`,
      'export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1',
      `RUNNER_FILES='${commands}'`,
      '(',
      o.agent,
      ') >/dev/null 2>&1',
      `cat '${dir}/after.ndjson'`,
      o.end ?? ''
    ].join('\n'),
    { mode: 0o755 }
  )
  if (AS !== undefined) chownTree(dir, AS.uid, AS.gid)
  const env: Record<string, string> = {
    PATH: `${bin}:${path.dirname(reachableNode())}:/usr/bin:/bin`,
    HOME: home,
    RUNNER_TEMP: temp,
    GITHUB_WORKSPACE: ws,
    GITHUB_ENV: paths.env,
    GITHUB_PATH: paths.path,
    GITHUB_STATE: paths.state,
    GITHUB_OUTPUT: paths.output,
    GITHUB_STEP_SUMMARY: paths.summary,
    INPUT_INSTALL: 'false',
    INPUT_PROMPT: 'x',
    ...(o.event !== undefined ? { GITHUB_EVENT_PATH: eventPath } : {}),
    ...o.env
  }
  for (const [k, v] of Object.entries(o.inputs ?? {}))
    env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v
  const started = Date.now()
  const { code, stdout, stderr } = await new Promise<{
    code: number | null
    stdout: string
    stderr: string
  }>((resolve, reject) => {
    const child = spawn(reachableNode(), [o.dist ?? reachableDist()], {
      env,
      cwd: ws,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(AS ?? {})
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`action did not end within ${o.timeoutMs ?? 60000} ms\n${out}\n${err}`))
    }, o.timeoutMs ?? 60000)
    o.onStart?.(child, dir)
    child.on('close', (c) => {
      clearTimeout(timer)
      resolve({ code: c, stdout: out, stderr: err })
    })
  })
  const read = (p: string): string => {
    try {
      return fs.readFileSync(p, 'utf8')
    } catch {
      return ''
    }
  }
  const files = {} as Record<RunnerFile, string>
  for (const name of Object.keys(RUNNER_FILES) as RunnerFile[]) files[name] = read(paths[name])
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(paths.output),
    summary: files.summary,
    files,
    paths,
    dir,
    temp,
    workspace: ws,
    home,
    ms: Date.now() - started,
    event: o.event !== undefined ? read(eventPath) : '',
    endedAt: Date.now()
  }
}
