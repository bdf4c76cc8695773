/**
 * Git, run so that nothing the agent planted in the repository runs. What git sees in the work
 * tree before and after the run is worktree.ts.
 *
 * The agent can write `.git/config`, `.git/hooks/`, `.gitattributes` and `~/.gitconfig`. Git runs
 * commands named there on its own: hooks (`post-index-change` on a plain `git status`), a
 * `core.fsmonitor` command, clean/smudge filters, diff drivers and textconv, credential helpers.
 * So every git command of ours runs with:
 * - no system or global config (`GIT_CONFIG_NOSYSTEM`, `GIT_CONFIG_GLOBAL=/dev/null`): the global
 *   file is as writable by the agent as the repository's;
 * - the repository's own config read first (`git config --list`, includes resolved) and every key
 *   that names a command overridden with an empty value, plus hooks, fsmonitor, signing and
 *   automatic gc turned off, and stat checks at full strength (worktree.ts relies on them).
 *   Overrides travel as `GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n`, which
 *   carry any subsection name exactly (a `-c name=value` splits at the first `=`);
 * - `--no-ext-diff --no-textconv` on every diff and `--ignore-submodules` where git would recurse
 *   into a submodule (whose config we have not read);
 * - the environment the CLI gets: no action inputs, no runner tokens, no API key or GitHub token.
 * A checkout owned by another user (container jobs) is allowed for this repository only, through
 * `safe.directory` given on the command line, the one place git accepts it from besides the
 * global and system files we no longer read.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { lastLines } from '../core/text.js'

/** Config keys (lower-cased section and key, any subsection) whose value is a command git runs. */
const COMMAND_KEYS: readonly [RegExp, string][] = [
  [/^filter\..+\.(clean|smudge|process)$/, ''],
  [/^filter\..+\.required$/, 'false'],
  [/^diff\..+\.(command|textconv)$/, ''],
  [/^merge\..+\.driver$/, ''],
  [/^credential\.(.+\.)?helper$/, ''],
  [/^gpg\.(.+\.)?program$/, ''],
  [/^remote\..+\.(uploadpack|receivepack|proxy)$/, ''],
  [/^pager\..+$/, 'false'],
  [/^alias\..+$/, ''],
  // Every transport is refused (see FIXED); one the repository allows by name is refused too.
  [/^protocol\..+\.allow$/, 'never']
]

/** Always set, whatever the repository says. */
const FIXED: readonly [string, string][] = [
  ['core.hooksPath', '/dev/null'],
  ['core.fsmonitor', 'false'],
  ['core.useBuiltinFSMonitor', 'false'],
  ['core.pager', 'cat'],
  ['core.editor', ':'],
  ['core.sshCommand', 'ssh'],
  ['core.askPass', ''],
  ['credential.helper', ''],
  ['diff.external', ''],
  ['commit.gpgSign', 'false'],
  ['tag.gpgSign', 'false'],
  ['push.gpgSign', 'false'],
  ['gc.auto', '0'],
  ['maintenance.auto', 'false'],
  ['protocol.ext.allow', 'never'],
  // Git of ours never needs the network: a partial clone's missing object would be fetched
  // (GIT_NO_LAZY_FETCH stops that on git 2.45 and later; refusing every transport on any git),
  // and a fetch can run a command (`core.gitProxy`, whose first value wins, so the
  // repository's cannot be overridden). The one fetch the action makes passes ALLOW_FETCH.
  ['protocol.allow', 'never'],
  // A submodule is never entered: its own config could name commands too.
  ['diff.submodule', 'short'],
  ['status.submoduleSummary', 'false'],
  ['submodule.recurse', 'false'],
  ['fetch.recurseSubmodules', 'false'],
  // Ignore and attribute rules from outside the repository (~/.config/git/ignore and
  // attributes are read even without a global config) would let the agent hide a new file or
  // an edit from the comparison.
  ['core.excludesFile', '/dev/null'],
  ['core.attributesFile', '/dev/null'],
  ['core.quotePath', 'false'],
  // What the comparison after the run relies on to see every change: stat data checked in
  // full, ctime included (a file's ctime cannot be set back), and no cache of untracked folders.
  ['core.trustctime', 'true'],
  ['core.checkStat', 'default'],
  ['core.ignoreStat', 'false'],
  ['core.untrackedCache', 'false']
]

/**
 * For the one fetch the action makes (the pull request's base, before the agent ran): the
 * transports a remote can use, instead of FIXED's none. `ext::` stays refused.
 */
export const ALLOW_FETCH: readonly [string, string][] = [
  ['protocol.allow', 'user'],
  ...['file', 'git', 'http', 'https', 'ssh'].map((p): [string, string] => [
    `protocol.${p}.allow`,
    'user'
  ])
]

/** Variables no git process of ours gets: the action's inputs, the runner's and GitHub's tokens. */
function isSecretVar(name: string): boolean {
  return (
    name.startsWith('INPUT_') ||
    /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL|CACHE_URL|RESULTS_URL)$/.test(
      name
    ) ||
    /^(CURSOR_API_KEY|CURSOR_AUTH_TOKEN|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(
      name
    ) ||
    // Ours to set; a workflow's own git overrides are not carried into a repository the agent
    // could have changed underneath them.
    /^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)$/.test(name) ||
    /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|COMMON_DIR|CEILING_DIRECTORIES|EXTERNAL_DIFF|DIFF_OPTS|ASKPASS|SSH|SSH_COMMAND|PROXY_COMMAND)$/.test(
      name
    )
  )
}

/** Values no git process may see under any variable name (the GitHub token, the API key). */
const hidden = new Set<string>()

/** Registers secrets to keep out of git's environment, whatever variable a workflow put them in. */
export function hideFromGit(...values: string[]): void {
  for (const v of values) if (v.trim() !== '') hidden.add(v.trim())
}

/** The environment of every git process: the job's, minus secrets, plus the hardening. */
export function gitEnv(
  env: NodeJS.ProcessEnv,
  overrides: readonly (readonly [string, string])[]
): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env))
    if (!isSecretVar(k) && (v === undefined || !hidden.has(v.trim()))) out[k] = v
  out.GIT_CONFIG_NOSYSTEM = '1'
  out.GIT_CONFIG_GLOBAL = '/dev/null'
  out.GIT_ATTR_NOSYSTEM = '1'
  out.GIT_TERMINAL_PROMPT = '0'
  out.GIT_OPTIONAL_LOCKS = '0'
  out.GIT_NO_REPLACE_OBJECTS = '1'
  out.GIT_PAGER = 'cat'
  out.GIT_NO_LAZY_FETCH = '1'
  out.GIT_EDITOR = ':'
  out.LC_ALL = 'C'
  out.GIT_CONFIG_COUNT = String(overrides.length)
  overrides.forEach(([key, value], i) => {
    out[`GIT_CONFIG_KEY_${String(i)}`] = key
    out[`GIT_CONFIG_VALUE_${String(i)}`] = value
  })
  return out
}

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

/** Repositories opened in the current scope (Git.beforeAgent, Git.afterAgent), by folder. */
let reuse: Map<string, Git> | undefined

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
   * Runs `fn` with each repository opened at most once: for the steps before the agent starts,
   * when nothing else can change the config the overrides are computed from (each opening costs
   * git processes, and several steps use the same repository before the CLI can start). The
   * reuse ends with `fn`, so nothing opened here is used after the agent started.
   */
  static async beforeAgent<T>(fn: () => Promise<T>): Promise<T> {
    return Git.scope(fn)
  }

  /**
   * The same for the steps after the run (the comparison, the patch, the links, the commit and
   * the push): the config is read once, after the CLI and every process of the run were ended,
   * so one reading serves them all. A process of the run that escaped the sweep could change it
   * at any moment anyway, between any reading and git's own.
   */
  static async afterAgent<T>(fn: () => Promise<T>): Promise<T> {
    return Git.scope(fn)
  }

  private static async scope<T>(fn: () => Promise<T>): Promise<T> {
    const outer = reuse
    reuse = new Map()
    try {
      return await fn()
    } finally {
      reuse = outer
    }
  }

  /**
   * Undefined when `cwd` is not in a git work tree or git is missing. Within a scope, the
   * repository opened there already. Every git process gets the environment gitEnv makes (no
   * secret under any name), whatever `env` a caller passes.
   */
  static open(cwd: string, env: NodeJS.ProcessEnv): Git | undefined {
    const top = findTopLevel(cwd)
    if (top === undefined) return undefined
    const cached = reuse?.get(top)
    if (cached !== undefined) return cached
    const git = Git.openAfresh(top, env)
    if (git !== undefined) reuse?.set(top, git)
    return git
  }

  /**
   * The repository found before the run, with its config read again now. Its places are not
   * asked again: git is pinned to the folders found before the run, so a `.git` the agent
   * replaced (with a file pointing elsewhere, say) cannot send our git to another repository.
   */
  static reopen(facts: RepoFacts, env: NodeJS.ProcessEnv): Git | undefined {
    const cached = reuse?.get(facts.top)
    if (cached !== undefined) return cached
    const base = baseOverrides(facts.top)
    const config = readConfig(new Git(facts, env, base, new Map()))
    if (config === undefined) return undefined
    const git = new Git(facts, env, [...base, ...neutralise([...config.keys()])], config)
    reuse?.set(facts.top, git)
    return git
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

  private spawn(args: readonly string[], o: RunOptions): SpawnSyncReturns<string> {
    const env = gitEnv(this.env, [...this.overrides, ...(o.config ?? [])])
    // Explicit, so that a `core.worktree` the agent wrote cannot point git at another folder,
    // nor a `.git` it replaced at another repository.
    env.GIT_DIR = this.facts.gitDir
    env.GIT_WORK_TREE = this.facts.top
    Object.assign(env, o.env ?? {})
    const r = spawnSync('git', [...args], {
      cwd: this.root,
      env,
      encoding: 'utf8',
      input: o.input,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['pipe', o.stdoutFd ?? 'pipe', 'pipe'],
      timeout: o.timeoutMs ?? 120_000,
      killSignal: 'SIGKILL'
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

/** Where git would look first: `.git` in the work tree's top. */
function placesOf(top: string): RepoFacts {
  const dotGit = path.join(top, '.git')
  return { top, gitDir: dotGit, commonDir: dotGit }
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
  return places
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
  const base: [string, string][] = [...FIXED, ['safe.directory', top]]
  try {
    const real = fs.realpathSync(top)
    if (real !== top) base.push(['safe.directory', real])
  } catch {
    // The plain path is enough then.
  }
  return base
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

/** The overrides for every command-naming key present in the repository's config. */
export function neutralise(names: readonly string[]): [string, string][] {
  const out: [string, string][] = []
  const seen = new Set<string>()
  for (const name of names) {
    if (name === '' || seen.has(name)) continue
    seen.add(name)
    const lower = lowerKey(name)
    for (const [pattern, value] of COMMAND_KEYS) {
      if (pattern.test(lower)) {
        out.push([name, value])
        break
      }
    }
  }
  return out
}

/** Section and key are case-insensitive, the subsection is not: lower-case only the ends. */
function lowerKey(name: string): string {
  const first = name.indexOf('.')
  const last = name.lastIndexOf('.')
  if (first < 0) return name.toLowerCase()
  return (
    name.slice(0, first).toLowerCase() + name.slice(first, last) + name.slice(last).toLowerCase()
  )
}

const CHUNK = 1024 * 1024

/**
 * What `open` needs to never follow a symlink and never wait for a FIFO's writer or a device
 * (both flags are missing on Windows, where neither kind of file is made by a shell command).
 */
const FLAGS: Partial<typeof fs.constants> = fs.constants
const OPEN_FLAGS = fs.constants.O_RDONLY | (FLAGS.O_NOFOLLOW ?? 0) | (FLAGS.O_NONBLOCK ?? 0)

/**
 * A descriptor for `file` when it is a regular file itself, else undefined. The agent can leave a
 * symlink to a FIFO (open() would wait for a writer for ever, and a blocked open cannot be
 * interrupted by SIGTERM), to /dev/zero (an endless read) or to a file outside the workspace, and
 * a process it left can swap what a path points at between two calls. So the check is made on the
 * descriptor, after an open that cannot follow the last symlink and cannot block.
 */
function openRegular(file: string): number | undefined {
  let fd: number
  try {
    fd = fs.openSync(file, OPEN_FLAGS)
  } catch {
    return undefined
  }
  try {
    if (fs.fstatSync(fd).isFile()) return fd
  } catch {
    // Treated like any other file that is not a regular file.
  }
  fs.closeSync(fd)
  return undefined
}

/** lstat, or undefined when nothing is there. */
function lstat(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file)
  } catch {
    return undefined
  }
}

/** Whether anything (a dangling symlink too) is at this path. Never follows a symlink. */
export function present(file: string): boolean {
  return lstat(file) !== undefined
}

/**
 * The file's content hash, read in 1 MiB pieces: a 1 GiB file costs 1 MiB of memory. A symlink is
 * hashed by its target path, as git stores it, and never followed; '' when nothing is there,
 * `not-a-file` for a FIFO, a socket or a device.
 */
export function hashFile(file: string): string {
  const st = lstat(file)
  if (st === undefined) return ''
  if (st.isSymbolicLink()) {
    try {
      return `link:${createHash('sha1').update(fs.readlinkSync(file)).digest('hex')}`
    } catch {
      return 'link:'
    }
  }
  if (!st.isFile()) return 'not-a-file'
  const fd = openRegular(file)
  if (fd === undefined) return present(file) ? 'not-a-file' : ''
  try {
    const hash = createHash('sha1')
    const buf = Buffer.allocUnsafe(CHUNK)
    for (;;) {
      const n = fs.readSync(fd, buf, 0, CHUNK, null)
      if (n === 0) break
      hash.update(buf.subarray(0, n))
    }
    return hash.digest('hex')
  } catch {
    return ''
  } finally {
    fs.closeSync(fd)
  }
}

/** A pathspec that matches this one path only (no globs, no magic). */
export function literal(p: string): string {
  return `:(literal)${p}`
}

/**
 * Links to files that exist at the commit: `GITHUB_SERVER_URL/GITHUB_REPOSITORY/blob/SHA/path`.
 * Paths are checked with one `git cat-file --batch-check`, and percent-encoded segment by segment.
 */
export function fileLinks(
  paths: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv
): Map<string, string> {
  const links = new Map<string, string>()
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com'
  const repo = env.GITHUB_REPOSITORY
  const sha = env.GITHUB_SHA
  if (repo === undefined || repo === '' || sha === undefined || !/^[0-9a-f]{7,64}$/i.test(sha))
    return links
  const git = Git.open(cwd, env)
  if (git === undefined) return links
  const root = git.root
  const candidates = paths
    .slice(0, 2000)
    .map((p) => ({
      p,
      repoPath: path.relative(root, path.resolve(cwd, p)).split(path.sep).join('/')
    }))
    .filter(
      (c) =>
        !c.repoPath.startsWith('..') && !path.isAbsolute(c.repoPath) && !/[\n\r]/.test(c.repoPath)
    )
  if (candidates.length === 0) return links
  let answer: string[]
  try {
    answer = git
      .run(['cat-file', '--batch-check'], {
        input: candidates.map((c) => `${sha}:${c.repoPath}`).join('\n') + '\n'
      })
      .split('\n')
  } catch {
    return links
  }
  candidates.forEach((c, i) => {
    const line = answer[i] ?? ''
    if (!line.endsWith('missing') && / blob /.test(line)) {
      const encoded = c.repoPath.split('/').map(encodeURIComponent).join('/')
      links.set(c.p, `${server}/${repo}/blob/${sha}/${encoded}`)
    }
  })
  return links
}
