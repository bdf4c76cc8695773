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
import { messageOf, ReasonedError } from '../core/errors.js'
import type { InstallFacts } from '../core/facts.js'
import { code, said, type Sentence } from '../core/said.js'
import { LineSplitter } from '../core/lines.js'
import type { Settings } from '../core/settings.js'
import { childEnv } from './env.js'
import { installPinned } from './pinned.js'
import { cliVersion, probeNamed, sameBuild, type Cli } from './probe.js'
import type { ProbeGuard, RunBasics } from '../core/ports.js'

/** Asks a CLI its `--version`, inside the runner files' guard; the version when it says one. */
type AskVersion = (file: string) => Promise<string | undefined>

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

/**
 * The first executable `name` in PATH's folders (empty entries skipped), or ''. A few synchronous
 * `access` calls: @actions/io's `which` did the same with promised `stat`s, and loading it was
 * about 6 ms of every start.
 */
function onPath(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir === '') continue
    const file = path.join(dir, name)
    if (executable(file)) return file
  }
  return ''
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
async function findCli(
  env: NodeJS.ProcessEnv,
  needVersion: boolean,
  version: AskVersion
): Promise<Cli | undefined> {
  const found = onPath('cursor-agent')
  if (found !== '') return { path: found, version: needVersion ? await version(found) : undefined }
  const agent = onPath('agent')
  if (agent !== '') {
    const answer = await version(agent)
    if (answer !== undefined) return { path: agent, version: answer }
  }
  for (const dir of installDirs(env)) {
    for (const name of ['cursor-agent', 'agent']) {
      const file = path.join(dir, name)
      if (!executable(file)) continue
      if (name === 'cursor-agent' && !needVersion) return { path: file }
      const answer = await version(file)
      if (name === 'cursor-agent' || answer !== undefined) return { path: file, version: answer }
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
  for (const dir of installDirs(o.env)) {
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
  ctx: Pick<RunBasics, 'env' | 'log' | 'book' | 'port' | 'signals'> & {
    readonly settings: CliSettings
  },
  /** The runner files' guard: every process started here runs inside it. */
  guard: ProbeGuard
): Promise<Located> {
  const settings = ctx.settings
  const o = {
    env: ctx.env,
    log: (line: string) => ctx.log.write(line),
    /** A warning for the log and the summary. */
    warn: (message: string) => ctx.book.warning(message),
    addPath: (dir: string) => ctx.port.addPath(dir),
    /** Runs the install inside a collapsed group of the log. */
    group: <T>(title: string, fn: () => Promise<T>) => ctx.port.group(title, fn),
    /** The runner's cancel: a download stops. */
    signal: ctx.signals.abort
  }
  if (settings.cliPath !== '') return { path: settings.cliPath }
  // What a CLI found or installed is asked --version with: never the key or the token.
  const probeEnv = childEnv(o.env.raw, '', settings.githubToken)
  const version: AskVersion = (file) =>
    guard(probeNamed(`${file} --version`, 'before'), () => cliVersion(file, probeEnv, o.signal))
  const pin = settings.cliVersion
  // A CLI on PATH has no archive whose digest could be checked.
  const found = settings.cliSha256 === '' ? await findCli(probeEnv, pin !== '', version) : undefined
  const mismatch = found === undefined ? undefined : pinMismatch(found, pin)
  if (found !== undefined && mismatch === undefined) return found
  if (!settings.install) throw new CliError(mismatch ?? NOT_FOUND_HELP, 'cli_not_found')
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
