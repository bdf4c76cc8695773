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
import fs from 'node:fs'
import path from 'node:path'

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
export const FIXED: readonly [string, string][] = [
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
    // The runner's command files: no program git starts has business with them.
    /^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(name) ||
    // Ours to set; a workflow's own git overrides are not carried into a repository the agent
    // could have changed underneath them.
    /^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)$/.test(name) ||
    /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|COMMON_DIR|CEILING_DIRECTORIES|EXTERNAL_DIFF|DIFF_OPTS|ASKPASS|SSH|SSH_COMMAND|PROXY_COMMAND)$/.test(
      name
    )
  )
}

/*
 * Process-wide on purpose, the two exceptions to "adapters are handed in" (docs/architecture.md):
 * both guard every git process this process starts, whichever module starts it, and a value
 * handed in could be missed by a path not handed it, or made again after the agent ran.
 * - `hidden`: the values no git process may see under any variable name (the GitHub token, the
 *   API key). They are secrets of this process: main.ts registers them (hideFromGit) before any
 *   git runs, and gitEnv takes them out of every git environment.
 * - `program`: the git on PATH before the agent starts (gitProgram, first asked by main.ts then):
 *   found once for the process, so no later lookup can find a `git` the agent planted on PATH.
 */
const hidden = new Set<string>()
let program: string | undefined

/**
 * The git program, as PATH finds it the first time this is asked: main.ts asks before the CLI
 * starts, so a `git` the agent puts in a folder earlier on PATH (`~/.local/bin` is writable by
 * the same user) is never run by the action after the run, with the push's token in its
 * environment. A bare `git` when none is found (spawn then fails as before).
 */
export function gitProgram(): string {
  program ??= findProgram(programFile('git', process.platform), process.env.PATH ?? '') ?? 'git'
  return program
}

/** A program's file name on this host: Windows' has its `.exe` (Git for Windows' git). */
export function programFile(name: string, host: NodeJS.Platform): string {
  return host === 'win32' ? `${name}.exe` : name
}

function findProgram(name: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir === '' || !path.isAbsolute(dir)) continue
    const file = path.join(dir, name)
    try {
      fs.accessSync(file, fs.constants.X_OK)
      if (fs.statSync(file).isFile()) return file
    } catch {
      // Not here.
    }
  }
  return undefined
}

/** Registers secrets to keep out of git's environment, whatever variable a workflow put them in. */
export function hideFromGit(...values: string[]): void {
  for (const v of values) if (v.trim() !== '') hidden.add(v.trim())
}

/**
 * The environment of every git process: the job's, minus secrets (the names, and every value
 * hideFromGit registered for the process), plus the hardening.
 */
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
