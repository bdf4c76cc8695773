/**
 * Finding the CLI: `cli-path` when given, else `cursor-agent` on PATH, else Cursor's `agent`
 * (other tools install an `agent` too, so that one must answer `--version` with Cursor's
 * `YYYY.MM.DD-hash`), else the installer's own folder, else the official installer.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as io from '@actions/io'
import { messageOf, ReasonedError } from '../core/errors.js'
import { code, said, type Sentence } from '../core/said.js'
import { LineSplitter } from '../core/lines.js'
import type { Settings } from '../core/settings.js'

const VERSION = /^\d{4}\.\d{1,2}\.\d{1,2}-[0-9A-Za-z]+/

export interface Cli {
  path: string
  /** `YYYY.MM.DD-hash` when `--version` answered that way. */
  version?: string
}

class CliError extends ReasonedError {
  constructor(message: Sentence, reason: 'cli_not_found' | 'install_failed') {
    super(message, reason)
    this.name = 'CliError'
  }
}

/** How long `--version` may take; the probe is then ended with its whole process group. */
const PROBE_MS = 5000

/** Set once the runner signalled during a probe: later probes (other candidates) do not start. */
let interrupted = false

/**
 * Asks `file --version`, asynchronously and bounded: the probe runs in its own process group,
 * which is killed as soon as the first line is in, when PROBE_MS passes, or when the runner
 * signals (SIGINT/SIGTERM). A grandchild holding stdout open cannot keep it waiting: once the
 * probe itself exited, its output gets a moment to arrive and no more.
 */
export function cliVersion(file: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (interrupted) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    let out = ''
    let settled = false
    let afterExit: NodeJS.Timeout | undefined
    const end = (): void => {
      if (settled) return
      settled = true
      clearTimeout(limit)
      if (afterExit !== undefined) clearTimeout(afterExit)
      for (const s of SIGNALS) process.off(s, onSignal)
      const pid = child?.pid
      if (pid !== undefined) {
        try {
          process.kill(-pid, 'SIGKILL')
        } catch {
          // The whole group is gone already.
        }
      }
      child?.stdout?.destroy()
      // Killed: its exit is not waited for (init reaps it if ours has ended first).
      child?.unref()
      const line = out.trim().split('\n')[0]?.trim() ?? ''
      resolve(VERSION.test(line) ? line : undefined)
    }
    const onSignal = (): void => {
      interrupted = true
      end()
    }
    const limit = setTimeout(end, PROBE_MS)
    for (const s of SIGNALS) process.on(s, onSignal)
    let child: ReturnType<typeof spawn> | undefined
    try {
      child = spawn(file, ['--version'], {
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
        detached: true
      })
    } catch {
      end()
      return
    }
    child.on('error', end)
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (text: string) => {
      if (out.length < 4096) out += text
      if (out.includes('\n')) end()
    })
    child.stdout?.on('close', end)
    child.on('exit', () => {
      // Output already written may still be in the pipe; a moment for it, and no more. (After
      // the answer no timer is started: one left behind would hold the process at its end.)
      if (!settled) afterExit ??= setTimeout(end, 100)
    })
  })
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const

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

/**
 * Looks for an installed CLI without installing anything. A `cursor-agent` is taken without
 * asking its version unless `needVersion` (a pinned `cli-version`): the caller asks while the
 * CLI runs, off the path to its start (the real CLI takes a while to answer). An `agent` is only
 * Cursor's if its version says so, so that one is always asked.
 */
async function findCli(env: NodeJS.ProcessEnv, needVersion = true): Promise<Cli | undefined> {
  const onPath = await io.which('cursor-agent', false)
  if (onPath !== '')
    return { path: onPath, version: needVersion ? await cliVersion(onPath, env) : undefined }
  const agent = await io.which('agent', false)
  if (agent !== '') {
    const version = await cliVersion(agent, env)
    if (version !== undefined) return { path: agent, version }
  }
  for (const dir of installDirs(env)) {
    for (const name of ['cursor-agent', 'agent']) {
      const file = path.join(dir, name)
      if (!executable(file)) continue
      if (name === 'cursor-agent' && !needVersion) return { path: file }
      const version = await cliVersion(file, env)
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
  /** The `cli-version` input: install exactly this `YYYY.MM.DD-hash` build; '' = the script's own. */
  version?: string
}

/**
 * The environment variable (and first argument) the installer script gets when a version is
 * pinned, for installers that read one. Cursor's own script takes no version: it names its build
 * in the download URL (`https://downloads.cursor.com/lab/<version>/<os>/<arch>/...`), so that is
 * where the pin goes (see pinScript).
 */
const PIN_VARIABLE = 'CURSOR_AGENT_VERSION'

const VERSION_IN_SCRIPT = /\b\d{4}\.\d{1,2}\.\d{1,2}-[0-9a-f]{6,40}\b/g

/**
 * Decision for `cli-version`: the official installer has no version argument; the build it
 * installs is written into its download URLs. So every `YYYY.MM.DD-hash` in the downloaded script
 * is replaced by the pinned one (the script is otherwise run as downloaded), and the pin is also
 * given as $CURSOR_AGENT_VERSION and $1 for installers that take it that way. A script that
 * names no version at all cannot be pinned: that is an error, never a silent unpinned install.
 * After the install, `--version` must say the pinned version.
 */
function pinScript(script: string, version: string): string {
  if (script.search(VERSION_IN_SCRIPT) < 0 && !script.includes(PIN_VARIABLE)) {
    throw new CliError(
      `The installer script names no CLI version (YYYY.MM.DD-hash) to replace and does not read $${PIN_VARIABLE}, so "cli-version: ${version}" cannot be applied`,
      'install_failed'
    )
  }
  return script.replace(VERSION_IN_SCRIPT, version)
}

/** The problem with a found CLI when `cli-version` pins another build, or undefined. */
function pinMismatch(cli: Cli, pin: string): string | undefined {
  if (pin === '' || cli.version === pin) return undefined
  return `The Cursor CLI at ${cli.path} is ${cli.version ?? 'of an unknown version'}, but "cli-version" asks for ${pin}. Set install: true to install ${pin}, or change cli-version.`
}

/**
 * `curl <url> -fsS | bash` with pipefail: the script is downloaded whole (an HTTP error or a cut
 * connection fails the try, and nothing half-downloaded runs), then fed to bash. Three tries with
 * back-off, then the install folder is put on PATH.
 */
async function installCli(o: InstallOptions): Promise<Cli> {
  const tries = o.tries ?? 3
  const backoff = o.backoffMs ?? 2000
  const problems: string[] = []
  // Loaded only to install: it brings undici, about 90 ms of start-up (runner.ts).
  const { HttpClient } = await import('@actions/http-client')
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
      const pin = o.version ?? ''
      const code =
        pin === ''
          ? await runBash(script, o.env, o.log)
          : await runBash(pinScript(script, pin), { ...o.env, [PIN_VARIABLE]: pin }, o.log, [pin])
      if (code !== 0) throw new Error(`the installer script exited with code ${code}`)
      break
    } catch (error) {
      // A script that cannot be pinned will not become pinnable by downloading it again.
      if (error instanceof CliError) throw error
      const message = messageOf(error)
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
        const cli = { path: file, version: await cliVersion(file, o.env) }
        const wrong = pinMismatch(cli, o.version ?? '')
        if (wrong !== undefined) {
          throw new CliError(
            `The installer from ${o.url} finished, but: ${wrong}`,
            'install_failed'
          )
        }
        o.addPath(dir)
        return cli
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
  log: (line: string) => void,
  args: readonly string[] = []
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-s', '--', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] })
    // A line split across two chunks is still one line of the log.
    const relay = (stream: NodeJS.ReadableStream): void => {
      const lines = new LineSplitter((line) => {
        if (line !== '') log(line)
      })
      stream.on('data', (chunk: Buffer) => {
        lines.push(chunk)
      })
      stream.on('end', () => {
        lines.end()
      })
    }
    relay(child.stdout)
    relay(child.stderr)
    child.on('error', reject)
    child.on('close', (code) => {
      resolve(code ?? 1)
    })
    child.stdin.end(script)
  })
}

/** Ours, as markup: the command is a code span, so its URL copies as it is (no link, no breaks). */
const NOT_FOUND_HELP = said`The Cursor CLI (cursor-agent) was not found on PATH and install is false. Either set ${code('install: true')}, set ${code('cli-path')} to the CLI, or add a step before this one that runs ${code('curl https://cursor.com/install -fsS | bash')} and adds ${code('~/.local/bin')} to ${code('GITHUB_PATH')}.`

/**
 * The CLI to run: `cli-path`, else one found installed (at the pinned build, when `cli-version`
 * pins one), else the installer's. Without a pin, the version is asked later, while the CLI runs.
 */
export async function locateCli(
  settings: Pick<Settings, 'cliPath' | 'cliVersion' | 'install' | 'installerUrl'>,
  o: {
    env: NodeJS.ProcessEnv
    log: (line: string) => void
    addPath: (dir: string) => void
    /** Runs the install inside a collapsed group of the log. */
    group: <T>(title: string, fn: () => Promise<T>) => Promise<T>
  }
): Promise<Cli> {
  if (settings.cliPath !== '') return { path: settings.cliPath }
  const found = await findCli(o.env, settings.cliVersion !== '')
  const mismatch = found === undefined ? undefined : pinMismatch(found, settings.cliVersion)
  if (found !== undefined && mismatch === undefined) return found
  if (!settings.install) throw new CliError(mismatch ?? NOT_FOUND_HELP, 'cli_not_found')
  return o.group('Installing the Cursor CLI', () =>
    installCli({
      url: settings.installerUrl,
      version: settings.cliVersion,
      env: o.env,
      log: o.log,
      addPath: o.addPath,
      // Tests shorten the wait between tries; a runner never sets this.
      backoffMs: Number(o.env.CURSOR_AGENT_ACTION_INSTALL_BACKOFF_MS ?? '') || undefined
    })
  )
}
