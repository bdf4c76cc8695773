/**
 * Finding the CLI: `cli-path` when given, else `cursor-agent` on PATH, else Cursor's `agent`
 * (other tools install an `agent` too, so that one must answer `--version` with Cursor's
 * `YYYY.MM.DD-hash`), else the installer's own folder. Then, with `install: true`: a pinned build
 * (`cli-version`) from a cache or Cursor's archive (install.ts, loaded only then), else Cursor's
 * install script.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { messageOf, ReasonedError } from '../../core/errors.js'
import type { InstallFacts } from '../../core/verdict/facts.js'
import { code, said, type Sentence } from '../../core/said.js'
import { LineSplitter } from '../../core/stream/lines.js'
import type { Settings } from '../../core/settings.js'
import { childEnv } from '../process/cli-env.js'
import { untilExit } from '../../io/child.js'
import { installPinned } from './pinned.js'
import { cliVersion, commandLine, probeNamed, sameBuild, type Cli, type Program } from './probe.js'
import { windowsInstallDir, windowsNames, windowsProgram } from './windows.js'
import type { ProbeGuard, Run } from '../../core/ports.js'
import { loadHttpClient } from '../lazy.js'

/** Asks a CLI its `--version`, inside the runner files' guard; the version when it says one. */
type AskVersion = (cli: Program) => Promise<string | undefined>

/** The CLI to run, and how the action installed it (undefined: it was found). */
export interface Located extends Cli {
  install?: InstallFacts
}

class CliError extends ReasonedError {
  constructor(message: Sentence, reason: 'cli_not_found' | 'install_failed') {
    super(message, reason)
    this.name = 'CliError'
  }
}

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** The names of `base` a PATH lookup tries on this host (Windows': windows.ts). */
function namesOf(base: string, host: NodeJS.Platform): string[] {
  return host === 'win32' ? windowsNames(base) : [base]
}

/** What to start for a CLI found at `file`: on Windows a shim's build (windows.ts), or none. */
function programAt(file: string, host: NodeJS.Platform): Pick<Cli, 'path' | 'prefix'> | undefined {
  return host === 'win32' ? windowsProgram(file) : { path: file }
}

/**
 * The first CLI named `base` in PATH's folders (empty entries skipped) that can be started. A
 * few synchronous `access` calls: @actions/io's `which` did the same with promised `stat`s, and
 * loading it cost every start its compile time for what a loop of `access` does.
 */
function onPath(base: string, host: NodeJS.Platform): Pick<Cli, 'path' | 'prefix'> | undefined {
  const delimiter = host === 'win32' ? ';' : ':'
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue
    for (const name of namesOf(base, host)) {
      const file = path.join(dir, name)
      const program = executable(file) ? programAt(file, host) : undefined
      if (program !== undefined) return program
    }
  }
  return undefined
}

/** Where Cursor's install script puts the CLI on Linux and macOS. */
function scriptDirs(env: NodeJS.ProcessEnv): string[] {
  const home = env.HOME ?? os.homedir()
  return [path.join(home, '.local', 'bin'), path.join(home, '.cursor', 'bin')]
}

function installDirs(env: NodeJS.ProcessEnv, host: NodeJS.Platform): string[] {
  if (host === 'win32') return [windowsInstallDir(env, env.USERPROFILE ?? os.homedir())]
  return scriptDirs(env)
}

/**
 * Looks for an installed CLI without installing anything. A `cursor-agent` is taken without
 * asking its version unless `needVersion` (a pinned `cli-version`): the caller asks while the
 * CLI runs, off the path to its start (the real CLI takes a while to answer). An `agent` is only
 * Cursor's if its version says so, so that one is always asked.
 */
async function findCli(
  env: NodeJS.ProcessEnv,
  needVersion: boolean,
  version: AskVersion,
  host: NodeJS.Platform
): Promise<Cli | undefined> {
  const found = onPath('cursor-agent', host)
  if (found !== undefined)
    return { ...found, version: needVersion ? await version(found) : undefined }
  const agent = onPath('agent', host)
  if (agent !== undefined) {
    const answer = await version(agent)
    if (answer !== undefined) return { ...agent, version: answer }
  }
  for (const dir of installDirs(env, host)) {
    for (const base of ['cursor-agent', 'agent']) {
      for (const name of namesOf(base, host)) {
        const file = path.join(dir, name)
        const program = executable(file) ? programAt(file, host) : undefined
        if (program === undefined) continue
        if (base === 'cursor-agent' && !needVersion) return program
        const answer = await version(program)
        if (base === 'cursor-agent' || answer !== undefined) return { ...program, version: answer }
      }
    }
  }
  return undefined
}

interface ScriptOptions {
  url: string
  env: NodeJS.ProcessEnv
  log: (line: string) => void
  /** Where PATH gains the install folder (core.addPath in the action). */
  addPath: (dir: string) => void
  tries?: number
  backoffMs?: number
  /** The installed CLI's `--version` (not asked once the runner cancelled). */
  version: AskVersion
  /** The runner files' guard around the script's bash. */
  guard: ProbeGuard
}

/**
 * `curl <url> -fsS | bash` with pipefail: the script is downloaded whole (an HTTP error or a cut
 * connection fails the try, and nothing half-downloaded runs), then fed to bash. Three tries with
 * back-off, then the install folder is put on PATH. The script installs whatever build Cursor
 * ships today; a pinned build takes the archive instead (install.ts).
 */
async function installWithScript(o: ScriptOptions): Promise<Located> {
  const started = Date.now()
  const tries = o.tries ?? 3
  const backoff = o.backoffMs ?? 2000
  const problems: string[] = []
  const { HttpClient } = await loadHttpClient()
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
      const who = said`The install script from ${code(o.url)}, which the action ran before the run,`
      const exit = await o.guard(who, () => runBash(script, o.env, o.log))
      if (exit !== 0) throw new Error(`the installer script exited with code ${exit}`)
      break
    } catch (error) {
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
  for (const dir of scriptDirs(o.env)) {
    for (const name of ['cursor-agent', 'agent']) {
      const file = path.join(dir, name)
      if (executable(file)) {
        o.addPath(dir)
        const version = await o.version(file)
        const ms = Date.now() - started
        const install: InstallFacts = { source: 'script', url: o.url, verified: false, ms }
        return { path: file, version, install }
      }
    }
  }
  throw new CliError(
    `The installer from ${o.url} finished, but no cursor-agent or agent appeared in ${scriptDirs(o.env).join(' or ')}.`,
    'install_failed'
  )
}

/**
 * The script fed to bash, its output relayed to the log line by line. Done at bash's exit: a
 * daemon the script started keeps its output open, and is not waited for (io/child.ts).
 */
async function runBash(
  script: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void
): Promise<number> {
  const child = spawn('bash', ['-s'], { env, stdio: ['pipe', 'pipe', 'pipe'] })
  // A line split across two chunks is still one line of the log.
  const relay = (stream: NodeJS.ReadableStream): LineSplitter => {
    const lines = new LineSplitter((line) => {
      if (line !== '') log(line)
    })
    stream.on('data', (chunk: Buffer) => {
      lines.push(chunk)
    })
    return lines
  }
  const out = [relay(child.stdout), relay(child.stderr)]
  // bash may exit before it read the whole script: its exit says how it went, not an EPIPE.
  child.stdin.on('error', () => undefined)
  child.stdin.end(script)
  const { code } = await untilExit(child, [child.stdout, child.stderr])
  for (const lines of out) lines.end()
  return code ?? 1
}

/** Ours, as markup: the command is a code span, so its URL copies as it is (no link, no breaks). */
const NOT_FOUND_HELP = said`The Cursor CLI (cursor-agent) was not found on PATH and install is false. Either set ${code('install: true')}, set ${code('cli-path')} to the CLI, or add a step before this one that runs ${code('curl https://cursor.com/install -fsS | bash')} and adds ${code('~/.local/bin')} to ${code('GITHUB_PATH')}.`

/** Cursor's installer for Windows is a PowerShell script, which the action does not run. */
const WINDOWS_SCRIPT = said`On Windows the action installs the Cursor CLI from its archive only, never with Cursor's PowerShell installer: set ${code('cli-version')} to the build to install (YYYY.MM.DD-hash, as ${code('cursor-agent --version')} prints it), or install the CLI in a step before this one.`

/**
 * `cli-path` as the program to start: on Windows a shim (`cursor-agent.cmd`, `.ps1`) or a
 * `node.exe` is resolved to its build's `node.exe` and `index.js` (windows.ts).
 */
function givenCli(file: string, host: NodeJS.Platform): Cli {
  const program = programAt(file, host)
  if (program !== undefined) return program
  throw new CliError(
    said`Input ${code('cli-path')} is ${code(file)}, a shim Node cannot start without a shell, and no build (a ${code('node.exe')} with its ${code('index.js')}) was found in ${code('versions')} beside it: point ${code('cli-path')} at the build's ${code('node.exe')}.`,
    'cli_not_found'
  )
}

/** The problem with a found CLI when `cli-version` pins another build, or undefined. */
function pinMismatch(cli: Cli, pin: string): string | undefined {
  if (pin === '' || (cli.version !== undefined && sameBuild(cli.version, pin))) return undefined
  return `The Cursor CLI at ${cli.path} is ${cli.version ?? 'of an unknown version'}, but "cli-version" asks for ${pin}. Set install: true to install ${pin}, or change cli-version.`
}

type CliSettings = Pick<
  Settings,
  | 'cliPath'
  | 'cliVersion'
  | 'cliSha256'
  | 'cliDownloadUrl'
  | 'install'
  | 'installerUrl'
  | 'githubToken'
>

/**
 * The CLI to run: `cli-path`, else one found installed (at the pinned build, when `cli-version`
 * pins one and `cli-sha256` does not ask for a checked archive), else installed: the pinned
 * build's archive (install.ts), or Cursor's install script. Without a pin, the version is asked
 * later, while the CLI runs.
 */
export async function locateCli(
  ctx: Pick<Run, 'env' | 'say' | 'book' | 'port' | 'signals'> & {
    readonly settings: CliSettings
  },
  /** The runner files' guard: every process started here runs inside it. */
  guard: ProbeGuard
): Promise<Located> {
  const settings = ctx.settings
  const o = {
    env: ctx.env,
    log: (line: string) => ctx.say.line(line),
    /** A warning for the log and the summary. */
    warn: (message: string) => ctx.book.warning(message),
    addPath: (dir: string) => ctx.port.addPath(dir),
    /** Runs the install inside a collapsed group of the log. */
    group: <T>(title: string, fn: () => Promise<T>) => ctx.port.group(title, fn),
    /** The runner's cancel: a download stops. */
    signal: ctx.signals.abort
  }
  const platform = o.env.platform
  if (settings.cliPath !== '') return givenCli(settings.cliPath, platform.host)
  // What a CLI found or installed is asked --version with: never the key or the token.
  const probeEnv = childEnv(o.env.raw, '', settings.githubToken)
  const version: AskVersion = (cli) =>
    guard(probeNamed(commandLine(cli, ['--version']), 'before'), () =>
      cliVersion(cli, probeEnv, o.signal, platform.host)
    )
  const pin = settings.cliVersion
  // A CLI on PATH has no archive whose digest could be checked.
  const found =
    settings.cliSha256 === ''
      ? await findCli(probeEnv, pin !== '', version, platform.host)
      : undefined
  const mismatch = found === undefined ? undefined : pinMismatch(found, pin)
  if (found !== undefined && mismatch === undefined) return found
  if (!settings.install) throw new CliError(mismatch ?? NOT_FOUND_HELP, 'cli_not_found')
  if (pin === '' && platform.os === 'windows') throw new CliError(WINDOWS_SCRIPT, 'install_failed')
  if (pin === '')
    return o.group('Installing the Cursor CLI', () =>
      installWithScript({
        url: settings.installerUrl,
        env: probeEnv,
        log: o.log,
        addPath: o.addPath,
        // Tests shorten the wait between tries; a runner never sets this.
        backoffMs: o.env.knobs.installBackoffMs,
        version,
        guard
      })
    )
  // pinned.ts runs an unchanged tool-cache entry; the archive's, the download's and the caches'
  // code is loaded only when it cannot (install.ts).
  const { cli, install } = await o.group(`Installing the Cursor CLI ${pin}`, () =>
    installPinned({
      build: pin,
      sha256: settings.cliSha256,
      baseUrl: settings.cliDownloadUrl,
      env: o.env,
      version,
      log: o.log,
      warn: o.warn,
      stallMs: o.env.knobs.stallMs ?? 60_000,
      signal: o.signal
    })
  )
  return { ...cli, install }
}
