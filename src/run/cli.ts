/**
 * Finding the CLI: `cli-path` when given, else `cursor-agent` on PATH, else Cursor's `agent`
 * (other tools install an `agent` too, so that one must answer `--version` with Cursor's
 * `YYYY.MM.DD-hash`), else the installer's own folder, else the official installer.
 */
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { HttpClient } from '@actions/http-client'
import * as io from '@actions/io'

const VERSION = /^\d{4}\.\d{1,2}\.\d{1,2}-[0-9A-Za-z]+/

export interface Cli {
  path: string
  /** `YYYY.MM.DD-hash` when `--version` answered that way. */
  version?: string
}

export class CliError extends Error {
  constructor(
    message: string,
    readonly reason: 'cli_not_found' | 'install_failed'
  ) {
    super(message)
    this.name = 'CliError'
  }
}

export function cliVersion(file: string, env: NodeJS.ProcessEnv): string | undefined {
  const out = spawnSync(file, ['--version'], {
    env,
    encoding: 'utf8',
    timeout: 20_000,
    stdio: ['ignore', 'pipe', 'ignore']
  })
  const line = (out.stdout || '').trim().split('\n')[0]?.trim() ?? ''
  return VERSION.test(line) ? line : undefined
}

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function installDirs(env: NodeJS.ProcessEnv): string[] {
  const home = env.HOME ?? os.homedir()
  return [path.join(home, '.local', 'bin'), path.join(home, '.cursor', 'bin')]
}

/** Looks for an installed CLI without installing anything. */
export async function findCli(env: NodeJS.ProcessEnv): Promise<Cli | undefined> {
  const onPath = await io.which('cursor-agent', false)
  if (onPath !== '') return { path: onPath, version: cliVersion(onPath, env) }
  const agent = await io.which('agent', false)
  if (agent !== '') {
    const version = cliVersion(agent, env)
    if (version !== undefined) return { path: agent, version }
  }
  for (const dir of installDirs(env)) {
    for (const name of ['cursor-agent', 'agent']) {
      const file = path.join(dir, name)
      if (!executable(file)) continue
      const version = cliVersion(file, env)
      if (name === 'cursor-agent' || version !== undefined) return { path: file, version }
    }
  }
  return undefined
}

export interface InstallOptions {
  url: string
  env: NodeJS.ProcessEnv
  log: (line: string) => void
  /** Where PATH gains the install folder (core.addPath in the action). */
  addPath: (dir: string) => void
  tries?: number
  backoffMs?: number
}

/**
 * `curl <url> -fsS | bash` with pipefail: the script is downloaded whole (an HTTP error or a cut
 * connection fails the try, and nothing half-downloaded runs), then fed to bash. Three tries with
 * back-off, then the install folder is put on PATH.
 */
export async function installCli(o: InstallOptions): Promise<Cli> {
  const tries = o.tries ?? 3
  const backoff = o.backoffMs ?? 2000
  const problems: string[] = []
  const http = new HttpClient('cursor-agent-action', [], { socketTimeout: 60_000 })
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      // http-client follows redirects and honours https_proxy/no_proxy, as curl would on a
      // self-hosted runner behind a proxy; Node's own fetch ignores those variables.
      const response = await http.get(o.url)
      const status = response.message.statusCode ?? 0
      const script = await response.readBody()
      if (status < 200 || status > 299) {
        throw new Error(`the installer download answered HTTP ${status}`)
      }
      if (script.trim() === '') throw new Error('the installer download was empty')
      const code = await runBash(script, o.env, o.log)
      if (code !== 0) throw new Error(`the installer script exited with code ${code}`)
      break
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      problems.push(`try ${attempt}: ${message}`)
      o.log(`Install try ${attempt} of ${tries} failed: ${message}`)
      if (attempt === tries) {
        throw new CliError(
          `Installing the Cursor CLI from ${o.url} failed (${problems.join('; ')}).`,
          'install_failed'
        )
      }
      await new Promise((r) => setTimeout(r, backoff * attempt))
    }
  }
  for (const dir of installDirs(o.env)) {
    for (const name of ['cursor-agent', 'agent']) {
      const file = path.join(dir, name)
      if (executable(file)) {
        o.addPath(dir)
        return { path: file, version: cliVersion(file, o.env) }
      }
    }
  }
  throw new CliError(
    `The installer from ${o.url} finished, but no cursor-agent or agent appeared in ${installDirs(o.env).join(' or ')}.`,
    'install_failed'
  )
}

function runBash(
  script: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-s'], { env, stdio: ['pipe', 'pipe', 'pipe'] })
    const relay = (chunk: Buffer): void => {
      for (const line of chunk.toString('utf8').split(/\r?\n/)) if (line !== '') log(line)
    }
    child.stdout.on('data', relay)
    child.stderr.on('data', relay)
    child.on('error', reject)
    child.on('close', (code) => {
      resolve(code ?? 1)
    })
    child.stdin.end(script)
  })
}

export const NOT_FOUND_HELP =
  'The Cursor CLI (cursor-agent) was not found on PATH and install is false. Either set install: true, ' +
  'set cli-path to the CLI, or add a step before this one that runs `curl https://cursor.com/install -fsS | bash` ' +
  'and adds ~/.local/bin to GITHUB_PATH.'
