/**
 * A repository, found and opened for the action's own git commands: every command runs with the
 * hardening of hardening.ts (nothing the agent planted in the repository runs), pinned to the
 * folders found before the run. What git sees in the work tree before and after the run is
 * worktree.ts.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { messageOf } from '../core/errors.js'
import { lastLines } from '../core/text.js'
import { spawnSyncToExit, untilExit, type SyncRun } from '../io/child.js'
import { FIXED, gitEnv, gitProgram, neutralise } from './hardening.js'

export { ALLOW_FETCH, gitEnv, gitProgram, hideFromGit, neutralise } from './hardening.js'

/** The most stdout a git command of ours may print (a listing of many paths). */
const MAX_OUTPUT = 256 * 1024 * 1024

export class GitError extends Error {
  constructor(
    message: string,
    readonly stderr: string
  ) {
    super(message)
    this.name = 'GitError'
  }
}

export interface RunOptions {
  input?: string
  /** Extra environment for this one command (an index file, an identity). */
  env?: Record<string, string>
  /** Extra config for this one command, on top of the hardening. */
  config?: readonly (readonly [string, string])[]
  /** Write stdout to this file descriptor instead of returning it (large diffs). */
  stdoutFd?: number
  timeoutMs?: number
}

/** The nearest folder at or above `cwd` that holds a `.git` entry, without running git. */
function findTopLevel(cwd: string): string | undefined {
  let dir = path.resolve(cwd)
  for (;;) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir
    const up = path.dirname(dir)
    if (up === dir) return undefined
    dir = up
  }
}

/** Where a repository is, as found when it was first opened (before the run). */
export interface RepoFacts {
  /** The folder holding `.git`, found without git: the work tree git is pinned to. */
  top: string
  /** The repository's own folder (a worktree's, for a linked worktree), absolute. */
  gitDir: string
  /** Where config, hooks and objects live (the main repository's folder), absolute. */
  commonDir: string
}

/**
 * A repository, opened with its command-running config neutralised. Opening reads the config
 * (one git process) and, the first time, where the repository is (in a plain checkout without
 * git, else with another): after the agent ran, `reopen` reads the config again, as it is at that
 * moment, and keeps the places found before.
 */
export class Git {
  private constructor(
    readonly facts: RepoFacts,
    private readonly env: NodeJS.ProcessEnv,
    private readonly overrides: readonly (readonly [string, string])[],
    /** The repository's config when it was opened: name → values, includes resolved. */
    readonly config: ReadonlyMap<string, readonly string[]>
  ) {}

  /** The work tree's top, as found (not resolved): paths are reported relative to it. */
  get root(): string {
    return this.facts.top
  }

  /**
   * Undefined when `cwd` is not in a git work tree or git is missing. Opens afresh: the steps of
   * a run open through their phase's Repos (below), which opens each repository once. Every git
   * process gets the environment gitEnv makes (no secret under any name), whatever `env` a
   * caller passes.
   */
  static open(cwd: string, env: NodeJS.ProcessEnv): Git | undefined {
    const top = findTopLevel(cwd)
    return top === undefined ? undefined : Git.openAfresh(top, env)
  }

  /**
   * The repository found before the run, with its config read again now. Its places are not
   * asked again: git is pinned to the folders found before the run, so a `.git` the agent
   * replaced (with a file pointing elsewhere, say) cannot send our git to another repository.
   */
  static reopen(facts: RepoFacts, env: NodeJS.ProcessEnv): Git | undefined {
    const base = baseOverrides(facts.top)
    const config = readConfig(new Git(facts, env, base, new Map()))
    if (config === undefined) return undefined
    return new Git(facts, env, [...base, ...neutralise([...config.keys()])], config)
  }

  private static openAfresh(top: string, env: NodeJS.ProcessEnv): Git | undefined {
    const base = baseOverrides(top)
    const facts = plainRepository(top) ?? askWhere(new Git(placesOf(top), env, base, new Map()))
    if (facts === undefined) return undefined
    const config = readConfig(new Git(facts, env, base, new Map()))
    if (config === undefined) return undefined
    return new Git(facts, env, [...base, ...neutralise([...config.keys()])], config)
  }

  /** The config's last value for a key, as git would use it. */
  configValue(name: string): string | undefined {
    return this.config.get(name)?.at(-1)
  }

  /** The command's stdout; throws GitError with git's own message when it fails. */
  run(args: readonly string[], o: RunOptions = {}): string {
    const r = this.spawn(args, o)
    return r.stdout
  }

  /** Like run, but a non-zero exit is an answer (e.g. `cat-file -e`), not an error. */
  test(args: readonly string[], o: RunOptions = {}): boolean {
    try {
      this.spawn(args, o)
      return true
    } catch (error) {
      if (error instanceof GitError) return false
      throw error
    }
  }

  /**
   * Like run, without blocking: for the long commands after the run (a `git add -A` of many
   * files), so that the runner's cancel is heard while they work. `signal` ends the command.
   */
  async runAsync(
    args: readonly string[],
    o: Omit<RunOptions, 'stdoutFd'> & { signal?: AbortSignal } = {}
  ): Promise<string> {
    const out: Buffer[] = []
    let size = 0
    await this.stream(args, {
      ...o,
      onData: (chunk) => {
        size += chunk.length
        if (size > MAX_OUTPUT)
          throw new GitError(`git ${args[0] ?? ''}: more than ${String(MAX_OUTPUT)} bytes`, '')
        out.push(chunk)
      }
    })
    return Buffer.concat(out).toString('utf8')
  }

  /**
   * Runs a command whose output is too large to hold (every blob of the changes, to scan them):
   * `onData` gets stdout as it comes. Rejects with GitError as `run` throws; an error `onData`
   * throws ends the command and rejects with it, and so does `signal`.
   */
  stream(
    args: readonly string[],
    o: Omit<RunOptions, 'stdoutFd'> & { onData: (chunk: Buffer) => void; signal?: AbortSignal }
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(gitProgram(), [...args], {
        cwd: this.root,
        env: this.envFor(o),
        stdio: ['pipe', 'pipe', 'pipe'],
        killSignal: 'SIGKILL',
        signal: o.signal
      })
      let stderr = ''
      let failure: Error | undefined
      const timer = setTimeout(() => {
        failure ??= new GitError(`git ${args[0] ?? ''}: timed out`, stderr)
        child.kill('SIGKILL')
      }, o.timeoutMs ?? 120_000)
      child.stdout.on('data', (chunk: Buffer) => {
        if (failure !== undefined) return
        try {
          o.onData(chunk)
        } catch (error) {
          failure = error instanceof Error ? error : new Error(messageOf(error))
          child.kill('SIGKILL')
        }
      })
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-8192)
      })
      // git may end before it read all its input (a failure): that is its exit's to report,
      // not our crash (EPIPE).
      child.stdin.on('error', () => undefined)
      child.on('error', (error) => {
        failure ??= new GitError(`git ${args[0] ?? ''}: ${error.message}`, stderr)
      })
      // At git's exit, not at its pipes' close: a program git started (ssh's ControlPersist
      // master, say) can keep them open long after (io/child.ts).
      untilExit(child, [child.stdout, child.stderr]).then(
        ({ code, signal }) => {
          clearTimeout(timer)
          if (failure !== undefined) reject(failure)
          else if (code !== 0)
            reject(
              new GitError(
                `git ${args[0] ?? ''} failed (exit ${String(code ?? signal)})${stderr.trim() !== '' ? `: ${lastLines(stderr.trim(), 5)}` : ''}`,
                stderr.trim()
              )
            )
          else resolve()
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(failure ?? new GitError(`git ${args[0] ?? ''}: ${messageOf(error)}`, stderr))
        }
      )
      child.stdin.end(o.input ?? '')
    })
  }

  /** The environment of every git process of ours (see the top). */
  private envFor(o: Pick<RunOptions, 'config' | 'env'>): NodeJS.ProcessEnv {
    const env = gitEnv(this.env, [...this.overrides, ...(o.config ?? [])])
    // Explicit, so that a `core.worktree` the agent wrote cannot point git at another folder,
    // nor a `.git` it replaced at another repository.
    env.GIT_DIR = this.facts.gitDir
    env.GIT_WORK_TREE = this.facts.top
    // And where the repository is: a `commondir` file the agent wrote cannot send git elsewhere.
    if (this.facts.commonDir !== '') env.GIT_COMMON_DIR = this.facts.commonDir
    Object.assign(env, o.env ?? {})
    return env
  }

  /** Returns at git's exit, whoever else holds its output (io/child.ts `spawnSyncToExit`). */
  private spawn(args: readonly string[], o: RunOptions): SyncRun {
    const env = this.envFor(o)
    const r = spawnSyncToExit(gitProgram(), args, {
      cwd: this.root,
      env,
      input: o.input,
      maxBuffer: MAX_OUTPUT,
      stdoutFd: o.stdoutFd,
      timeout: o.timeoutMs ?? 120_000,
      killSignal: 'SIGKILL',
      windowsHide: true
    })
    if (r.error !== undefined)
      throw new GitError(`git ${args[0] ?? ''}: ${r.error.message}`, r.stderr)
    if (r.status !== 0) {
      const stderr = (r.stderr || '').trim()
      throw new GitError(
        `git ${args[0] ?? ''} failed (exit ${String(r.status ?? r.signal)})${stderr !== '' ? `: ${lastLines(stderr, 5)}` : ''}`,
        stderr
      )
    }
    return r
  }
}

/**
 * The repositories of one phase of the run, each opened at most once: opening reads the config
 * (a git process, more for an unusual `.git`) and several steps use the same repository. main.ts
 * makes one for the steps before the agent starts (the checks, the pull request's head, the start
 * point, the integrity snapshot, the base branch's config), when nothing else can change the
 * config the overrides are computed from, and a new one for the steps after the run (the
 * comparison, the links, the patch, the commit and the push): the config is read again then,
 * once, after the CLI and every process of the run were ended. A process of the run that escaped
 * the sweep could change it at any moment anyway, between any reading and git's own. Nothing
 * opened in one phase is used in another: each step is handed its phase's Repos.
 */
export class Repos {
  private readonly opened = new Map<string, Git>()

  /** Git.open, once per work tree's top in this phase. */
  open(cwd: string, env: NodeJS.ProcessEnv): Git | undefined {
    const top = findTopLevel(cwd)
    if (top === undefined) return undefined
    return this.once(top, () => Git.open(top, env))
  }

  /** Git.reopen (the places found before the run, the config read now), once in this phase. */
  reopen(facts: RepoFacts, env: NodeJS.ProcessEnv): Git | undefined {
    return this.once(facts.top, () => Git.reopen(facts, env))
  }

  private once(top: string, open: () => Git | undefined): Git | undefined {
    const known = this.opened.get(top)
    if (known !== undefined) return known
    const git = open()
    if (git !== undefined) this.opened.set(top, git)
    return git
  }
}

/**
 * Where git would look first: `.git` in the work tree's top. The common folder is left for git
 * to find (it may be a linked worktree's `.git` file): set only once known.
 */
function placesOf(top: string): RepoFacts {
  return { top, gitDir: path.join(top, '.git'), commonDir: '' }
}

/**
 * The places of a repository whose `.git` is a folder of its own (what a checkout makes), found
 * without running git: the folder holds what git's own test for a repository looks for (HEAD,
 * objects/, refs/) and no `commondir` (a linked worktree's). Undefined otherwise: then git is
 * asked. A folder that only looks like a repository fails at git's first command, as it would.
 */
function plainRepository(top: string): RepoFacts | undefined {
  const places = placesOf(top)
  const has = (name: string, dir: boolean): boolean => {
    try {
      const st = fs.lstatSync(path.join(places.gitDir, name))
      return dir ? st.isDirectory() : st.isFile()
    } catch {
      return false
    }
  }
  if (!has('', true) || !has('HEAD', false) || !has('objects', true) || !has('refs', true))
    return undefined
  if (has('commondir', false)) return undefined
  return { ...places, commonDir: places.gitDir }
}

/** `git rev-parse` for a `.git` file, a linked worktree or anything unusual. */
function askWhere(probe: Git): RepoFacts | undefined {
  let places: string[]
  try {
    places = probe
      .run(['rev-parse', '--show-toplevel', '--absolute-git-dir', '--git-common-dir'], {
        timeoutMs: 30_000
      })
      .split('\n')
  } catch {
    return undefined
  }
  const [root = '', gitDir = '', common = ''] = places
  if (root === '' || gitDir === '') return undefined
  return {
    top: probe.facts.top,
    gitDir,
    commonDir: path.resolve(root, common === '' ? gitDir : common)
  }
}

/** FIXED, plus this repository's folder as a safe directory (container jobs; see the top). */
function baseOverrides(top: string): [string, string][] {
  let real = top
  try {
    real = fs.realpathSync(top)
  } catch {
    // The plain path is enough then.
  }
  return [...FIXED, ...safeDirectories(top, real, process.platform)]
}

/**
 * `safe.directory` for the work tree, as given and resolved. Git for Windows compares it with a
 * path written with `/` (`C:/work/repo`), which Node writes with `\`: both are given there.
 */
export function safeDirectories(
  top: string,
  real: string,
  host: NodeJS.Platform
): [string, string][] {
  const dirs = new Set([top, real])
  if (host === 'win32') for (const d of [top, real]) dirs.add(d.replace(/\\/g, '/'))
  return [...dirs].map((d): [string, string] => ['safe.directory', d])
}

/**
 * `git config --list --includes -z`: every key with its values, in the order git reads them
 * (the last one wins for single-valued keys). Undefined when git cannot read the repository.
 */
function readConfig(git: Git): Map<string, string[]> | undefined {
  let out: string
  try {
    out = git.run(['config', '--list', '--includes', '-z'], { timeoutMs: 30_000 })
  } catch {
    return undefined
  }
  const config = new Map<string, string[]>()
  for (const record of out.split('\0')) {
    if (record === '') continue
    // "name\nvalue"; a key given without `=` has no newline and no value.
    const nl = record.indexOf('\n')
    const name = nl < 0 ? record : record.slice(0, nl)
    const value = nl < 0 ? '' : record.slice(nl + 1)
    const values = config.get(name)
    if (values === undefined) config.set(name, [value])
    else values.push(value)
  }
  return config
}
