/**
 * The post-run integrity check of what git reads: the repository's `.git/config`, `.git/hooks`
 * and `.git/info`, and the user's own git config (`~/.gitconfig`, `$XDG_CONFIG_HOME/git/`, by
 * default `~/.config/git/`). An agent that plants a hook, a `core.hooksPath` or a filter there
 * runs its program in a later step's `git push`, as the same user. So each is recorded right
 * before the CLI starts (content and mode, links by their target) and, as soon as it ended, put
 * back as it was and reported. `.github/workflows/` is compared and reported only: a workflow
 * edit is the agent's work (landing leaves it out of the commit unless allowed). (The runner's
 * own files are src/runner/command-files.ts.)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Repos } from './git.js'
import { hashFile } from '../io/files.js'

const MAX_TREE_FILES = 5000
/** Content kept for putting back, per file and in all. */
const KEEP_FILE_BYTES = 1024 * 1024
const KEEP_TOTAL_BYTES = 8 * 1024 * 1024

interface Root {
  label: string
  abs: string
  /** Put back after the run (else only reported). */
  restore: boolean
}

/** One file (or link) under a root, as it was. */
interface Entry {
  /** `mode:hash` for a file, `link:target` for a link. */
  sig: string
  mode?: number
  content?: Buffer
  target?: string
}

export interface IntegritySnapshot {
  /** Label (".git/config", ".git/hooks/pre-commit", "~/.gitconfig") → what was there. */
  tree: Map<string, Entry>
  roots: Root[]
}

export interface IntegrityFinding {
  /** What was touched, e.g. ".git/hooks". */
  target: string
  /** One plain sentence. */
  message: string
  /** Something could not be put back: a later step's git would run what the agent planted. */
  unrestored: boolean
}

/** Files larger than this are compared by size and times (ctime cannot be set back), not read. */
const HASH_BYTES = 8 * 1024 * 1024

/**
 * The files `include.path` and `includeIf.<condition>.path` name in the repository's config (as
 * read before the run, includes resolved): relative to the config's folder, `~/` at HOME.
 */
function includedFiles(
  config: ReadonlyMap<string, readonly string[]>,
  common: string,
  env: NodeJS.ProcessEnv
): string[] {
  const home = env.HOME !== undefined && env.HOME !== '' ? env.HOME : os.homedir()
  const out: string[] = []
  for (const [name, values] of config) {
    const lower = name.toLowerCase()
    if (!(lower === 'include.path' || (lower.startsWith('includeif.') && lower.endsWith('.path'))))
      continue
    for (const v of values) {
      if (v === '') continue
      const file = v.startsWith('~/') ? path.join(home, v.slice(2)) : path.resolve(common, v)
      if (!out.includes(file)) out.push(file)
    }
  }
  return out.slice(0, 20)
}

/** The user's git config: read by every git of a later step (ours reads none of it). */
function userRoots(env: NodeJS.ProcessEnv): Root[] {
  const home = env.HOME !== undefined && env.HOME !== '' ? env.HOME : os.homedir()
  const xdg =
    env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== ''
      ? env.XDG_CONFIG_HOME
      : path.join(home, '.config')
  return [
    { label: '~/.gitconfig', abs: path.join(home, '.gitconfig'), restore: true },
    {
      label: `${xdg === path.join(home, '.config') ? '~/.config' : xdg}/git`,
      abs: path.join(xdg, 'git'),
      restore: true
    }
  ]
}

export function integritySnapshot(
  repos: Repos,
  cwd: string,
  env: NodeJS.ProcessEnv
): IntegritySnapshot {
  const roots: Root[] = []
  const git = repos.open(cwd, env)
  if (git !== undefined) {
    // Not `--git-path hooks`: our own git has core.hooksPath pointed at /dev/null.
    const common = git.facts.commonDir
    roots.push({ label: '.git/config', abs: path.join(common, 'config'), restore: true })
    roots.push({ label: '.git/hooks', abs: path.join(common, 'hooks'), restore: true })
    // exclude and attributes: rules that change what git sees as changed.
    roots.push({ label: '.git/info', abs: path.join(common, 'info'), restore: true })
    // A linked worktree's own config, and the file that says where the repository is: a later
    // step's git follows both (a `commondir` the agent writes sends it to a repository of its own).
    roots.push({
      label: '.git/config.worktree',
      abs: path.join(git.facts.gitDir, 'config.worktree'),
      restore: true
    })
    roots.push({
      label: '.git/commondir',
      abs: path.join(git.facts.gitDir, 'commondir'),
      restore: true
    })
    // Files the config includes (actions/checkout keeps its credentials in one under RUNNER_TEMP).
    for (const file of includedFiles(git.config, common, env))
      roots.push({ label: `included ${file}`, abs: file, restore: true })
    roots.push({
      label: '.github/workflows',
      abs: path.join(git.root, '.github', 'workflows'),
      restore: false
    })
  } else {
    roots.push({
      label: '.github/workflows',
      abs: path.join(cwd, '.github', 'workflows'),
      restore: false
    })
  }
  roots.push(...userRoots(env))
  const tree = new Map<string, Entry>()
  const budget = { bytes: KEEP_TOTAL_BYTES }
  for (const r of roots) walk(r.abs, r.label, tree, r.restore ? budget : undefined)
  return { tree, roots }
}

/**
 * Files under `abs` (or `abs` itself), by label, with content hash and mode; their content too
 * when `keep` has room for it. Symlinks are recorded by their target, never followed.
 */
function walk(
  abs: string,
  label: string,
  into: Map<string, Entry>,
  keep?: { bytes: number }
): void {
  let st: fs.Stats
  try {
    st = fs.lstatSync(abs)
  } catch {
    return
  }
  if (into.size >= MAX_TREE_FILES) return
  if (st.isDirectory()) {
    let names: string[]
    try {
      names = fs.readdirSync(abs).sort()
    } catch {
      return
    }
    for (const n of names) walk(path.join(abs, n), `${label}/${n}`, into, keep)
  } else if (st.isSymbolicLink()) {
    let target: string
    try {
      target = fs.readlinkSync(abs)
    } catch {
      target = '?'
    }
    into.set(label, { sig: `link:${target}`, target })
  } else {
    const mode = st.mode & 0o777
    // A huge file (the agent can make a sparse one of any size) is not read: its size and times.
    const sig =
      st.size > HASH_BYTES
        ? `big:${String(st.size)}:${String(st.ino)}:${String(st.mtimeMs)}:${String(st.ctimeMs)}`
        : hashFile(abs)
    const entry: Entry = { sig: `${mode.toString(8)}:${sig}`, mode }
    if (keep !== undefined && st.isFile() && st.size <= KEEP_FILE_BYTES && st.size <= keep.bytes) {
      try {
        entry.content = fs.readFileSync(abs, {
          flag: fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW
        })
        keep.bytes -= entry.content.length
      } catch {
        // Not kept: reported, not put back.
      }
    }
    into.set(label, entry)
  }
}

/** The path of a label under a root. */
function absOf(root: Root, label: string): string {
  return path.join(root.abs, label.slice(root.label.length))
}

/**
 * Puts one entry back (or removes what the agent added); throws when it cannot. A folder on the
 * way that the agent made unwritable is made writable again first (it is the same user's).
 */
function putBack(abs: string, was: Entry | undefined): void {
  try {
    fs.rmSync(abs, { force: true, recursive: true })
  } catch {
    openUp(path.dirname(abs))
    fs.rmSync(abs, { force: true, recursive: true })
  }
  if (was === undefined) return
  fs.mkdirSync(path.dirname(abs), { recursive: true })
  if (was.target !== undefined) {
    fs.symlinkSync(was.target, abs)
    return
  }
  if (was.content === undefined) throw new Error(`${abs} was too large to keep`)
  const fd = fs.openSync(
    abs,
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW,
    was.mode ?? 0o644
  )
  try {
    fs.writeFileSync(fd, was.content)
  } finally {
    fs.closeSync(fd)
  }
}

/** Gives the owner write and search permission on `dir` and the folders above it, up to /. */
function openUp(dir: string): void {
  for (let d = dir; ; d = path.dirname(d)) {
    try {
      const st = fs.lstatSync(d)
      if (st.isDirectory() && (st.mode & 0o300) !== 0o300) fs.chmodSync(d, st.mode | 0o700)
    } catch {
      // Not there (yet), or not ours: the retry says.
    }
    if (path.dirname(d) === d) return
  }
}

/**
 * Compares with the snapshot and puts back what may be put back. Returns one finding per root
 * touched; empty when nothing was.
 */
export function checkIntegrity(before: IntegritySnapshot): IntegrityFinding[] {
  const findings: IntegrityFinding[] = []
  const after = new Map<string, Entry>()
  for (const r of before.roots) walk(r.abs, r.label, after)
  for (const r of before.roots) {
    const changed: string[] = []
    const inRoot = (label: string): boolean => label === r.label || label.startsWith(`${r.label}/`)
    for (const [label, now] of after)
      if (inRoot(label) && before.tree.get(label)?.sig !== now.sig) changed.push(label)
    for (const label of before.tree.keys())
      if (inRoot(label) && !after.has(label)) changed.push(label)
    if (changed.length === 0) continue
    const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ', …' : '')
    let how = ''
    let unrestored = false
    if (r.restore) {
      const failed: string[] = []
      for (const label of changed) {
        try {
          putBack(absOf(r, label), before.tree.get(label))
        } catch {
          failed.push(label)
        }
      }
      unrestored = failed.length > 0
      how = unrestored
        ? `; ${failed.slice(0, 5).join(', ')} could not be put back, so the step fails: a later step's git would run what the agent planted there`
        : '; it was put back as it was before the run'
    }
    findings.push({
      target: r.label,
      message: `The agent changed ${r.label} (${shown})${how}.`,
      unrestored
    })
  }
  return findings
}
