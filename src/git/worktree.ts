/**
 * What git sees in the work tree before and after the run, and which files the run changed.
 *
 * Before the CLI starts (`startPoint`): one `git status` gives the commit and branch the run
 * starts from and every path that already differs from it, each hashed as it is (changes that
 * were there before are not the agent's), and the index is read into memory.
 *
 * After the run (`readWorkTree`): the work tree is measured against the start with the index as
 * it was before the run, written back to a private file. Not the repository's own index, which
 * the agent can rewrite (an entry marked assume-unchanged hides an edit from `git status`); and
 * not a fresh index read from the start commit, whose entries carry no stat data, so that
 * `git add -A` hashed every file of the repository. With the saved stat data git rehashes only
 * files whose stat changed. An edit cannot hide: it changes the file's ctime, which nobody can
 * set back (git.ts makes git check it), and git keeps ctime to the second, so every entry whose
 * ctime is in the second the index was saved (or later) has its size zeroed in the copy, as git
 * does to "racily clean" entries: git then compares those files by content.
 *
 * `git status` on that index lists what differs from the start (a submodule's moved commit
 * included); when the start had no changes, it saying nothing and HEAD where it was means nothing
 * changed, and that is all (two git processes after the run, the config read included).
 * Otherwise `git add -A` into it and `git write-tree` give the tree of the work tree as it is,
 * and one `git diff-tree` from the start commit lists every changed path with its line counts:
 * the patch and the commit come from that tree, and the comparison reads both lists, so a file
 * git could not put in the tree (or a tree git could not build) is still reported as changed.
 *
 * The index is not saved (a fresh one is read from the start commit after the run instead) when
 * it is over MAX_INDEX_BYTES, split (its shared part is a file the agent could rewrite), has an
 * entry marked assume-unchanged (git would not look at the file), or cannot be read.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { GitFileChange } from '../core/stream/touched.js'
import { GitError, type Git, type RepoFacts, type Repos } from './git.js'
import { hashFile, present } from '../io/files.js'
import { messageOf } from '../core/errors.js'
import { privateIndex, saveIndex, type SavedIndex } from './savedindex.js'
import { parseStatus, readStatus, STATUS, type Status, type StatusEntry } from './porcelain.js'

/** Paths with changes before the run that are hashed and remembered; past it they are not. */
const MAX_DIRTY = 20_000
/** What the repository looked like before the agent ran. Taken before the CLI starts. */
export interface StartPoint {
  facts: RepoFacts
  /** The work tree's top folder, as found (paths are reported relative to it). */
  root: string
  /** The commit the run started from; undefined in a repository without commits. */
  head?: string
  /** The branch checked out at the start, when HEAD was on one (else the event's, GITHUB_REF). */
  branch?: string
  /** The branch HEAD was on at the start, as git said; undefined when HEAD was detached. */
  checkedOut?: string
  /** `origin`'s URL before the run: the agent cannot redirect the push (and the token). */
  originUrl?: string
  /**
   * Repo-relative path → size and content hash (`size:hash`, see `contentOf`) of every path
   * that differed at the start.
   */
  dirty: ReadonlyMap<string, string>
  /** The index before the run, when it can be used after it (see the top). */
  index?: SavedIndex
}

/** Undefined when the working directory is not in a git repository. */
/** `ref`: the ref the workflow ran for (GITHUB_REF), the branch when HEAD is detached on it. */
export function startPoint(
  repos: Repos,
  cwd: string,
  env: NodeJS.ProcessEnv,
  ref?: string
): StartPoint | undefined {
  const git = repos.open(cwd, env)
  if (git === undefined) return undefined
  const status = readStatus(git)
  const dirty = new Map<string, string>()
  for (const { path: p } of status.entries) {
    if (dirty.size >= MAX_DIRTY) break
    dirty.set(p, contentOf(path.join(git.root, p)))
  }
  let branch = status.branch
  if (branch === undefined && ref?.startsWith('refs/heads/') === true)
    branch = ref.slice('refs/heads/'.length)
  return {
    facts: git.facts,
    root: git.root,
    head: status.head,
    branch,
    checkedOut: status.branch,
    originUrl: git.configValue('remote.origin.url') || undefined,
    dirty,
    index: saveIndex(git)
  }
}

/** One path whose content or mode differs between the start commit and the work tree. */
export interface TreeChange {
  /** Repo-relative. */
  path: string
  /** git's letter: A added, D deleted, M modified, T type changed. */
  status: string
  /** Octal modes ('000000' where the path is absent), as diff-tree gives them. */
  oldMode: string
  newMode: string
  oldOid: string
  newOid: string
  /** Lines, when git counted them (not for binary files). */
  added?: number
  removed?: number
}

/**
 * The work tree after the run, as git sees it. `clean`: identical to the start commit, and then
 * there is no tree. Otherwise `tree` is the work tree as a tree object, built in a private index
 * (`index`), which dispose() removes unless adopt() made it the repository's index (a commit);
 * when git could not build it, `problem` says why and only `listed` is known.
 */
export class WorkTree {
  readonly git: Git
  /** The commit (or, without one, the empty tree) the changes are measured from. */
  readonly base: string
  /** HEAD after the run (the agent may have committed, reset or checked out another branch). */
  readonly head: string | undefined
  /** The branch HEAD is on after the run; undefined when detached. */
  readonly branch: string | undefined
  /** What `git status` listed against the start (changed, untracked), repo-relative. */
  readonly listed: readonly StatusEntry[]
  /** Every path whose content or mode differs from `base` in `tree`, with line counts. */
  readonly changes: readonly TreeChange[]
  readonly tree?: string
  readonly index?: string
  /** Why git could not build the tree, or left files out of it (then `tree` may be missing). */
  readonly problem?: string
  private adopted = false

  constructor(o: {
    git: Git
    base: string
    head: string | undefined
    branch?: string
    listed?: readonly StatusEntry[]
    changes?: readonly TreeChange[]
    tree?: string
    index?: string
    problem?: string
  }) {
    this.git = o.git
    this.base = o.base
    this.head = o.head
    this.branch = o.branch
    this.listed = o.listed ?? []
    this.changes = o.changes ?? []
    this.tree = o.tree
    this.index = o.index
    this.problem = o.problem
  }

  get clean(): boolean {
    return this.tree === undefined && this.problem === undefined
  }

  /** The private index becomes the repository's index (after a commit of `tree`). */
  adopt(): void {
    if (this.index === undefined) return
    fs.renameSync(this.index, path.join(this.git.facts.gitDir, 'index'))
    this.adopted = true
  }

  dispose(): void {
    if (this.index !== undefined && !this.adopted) fs.rmSync(this.index, { force: true })
  }
}

/**
 * Reads the work tree after the run (see the top). Throws GitError when git cannot open the
 * repository; when it opens but cannot build the tree, the paths `git status` listed are kept
 * and `problem` says what went wrong, so the changes are never reported as none for it. The
 * repository's own index and HEAD are left as they are.
 */
export async function readWorkTree(
  repos: Repos,
  start: StartPoint,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal
): Promise<WorkTree> {
  const git = repos.reopen(start.facts, env)
  if (git === undefined)
    throw new GitError(
      'git could not open the repository after the run (is .git/config still valid?)',
      ''
    )
  const base = start.head ?? emptyTree(git)
  const index = privateIndex(git, start)
  // Without blocking, so that the runner's cancel is heard (a status or add of many files takes
  // seconds); `signal` ends the command, and the error it makes ends the reading.
  const reading: Reading = { git, index, withIndex: { env: { GIT_INDEX_FILE: index }, signal } }
  let status: Status
  try {
    status = parseStatus(await git.runAsync(STATUS, reading.withIndex))
  } catch (error) {
    fs.rmSync(index, { force: true })
    throw error
  }
  if (start.dirty.size === 0 && status.entries.length === 0 && status.head === start.head) {
    fs.rmSync(index, { force: true })
    return new WorkTree({ git, base, head: status.head, branch: status.branch })
  }
  const added = await addAll(reading)
  return treeOf(reading, { base, status, problems: added !== undefined ? [added] : [] })
}

/** A reading of the work tree into the private index `index`, with what each command gets. */
interface Reading {
  git: Git
  index: string
  withIndex: { env: { GIT_INDEX_FILE: string }; signal?: AbortSignal }
}

/** Every change into the private index; what went wrong, when something did (not a cancel). */
async function addAll(r: Reading): Promise<string | undefined> {
  try {
    // --ignore-errors: a file git cannot add (an empty repository the agent made inside this
    // one, say) stays out of the tree, and the rest goes in; the problem is reported.
    const sparse = r.git.configValue('core.sparsecheckout') === 'true'
    await r.git.runAsync(
      ['add', '-A', '--ignore-errors', ...(sparse ? ['--sparse'] : []), '--', '.'],
      { ...r.withIndex, timeoutMs: 600_000 }
    )
    return undefined
  } catch (error) {
    if (r.withIndex.signal?.aborted === true) {
      fs.rmSync(r.index, { force: true })
      throw error
    }
    return messageOf(error)
  }
}

/**
 * The work tree as a tree and its changes from `base`; when git cannot build it, the paths
 * `git status` listed, and the problem.
 */
async function treeOf(
  r: Reading,
  o: { base: string; status: Status; problems: string[] }
): Promise<WorkTree> {
  const { git, index } = r
  const { base, status, problems } = o
  const signal = r.withIndex.signal
  try {
    const tree = (await git.runAsync(['write-tree'], r.withIndex)).trim()
    const listing = await git.runAsync(
      [
        'diff-tree',
        '-r',
        '-z',
        '--no-renames',
        '--full-index',
        '--no-ext-diff',
        '--no-textconv',
        '--raw',
        '--numstat',
        base,
        tree
      ],
      { timeoutMs: 600_000, signal }
    )
    return new WorkTree({
      git,
      base,
      head: status.head,
      branch: status.branch,
      listed: status.entries,
      changes: parseDiffTree(listing),
      tree,
      index,
      problem: problems.length > 0 ? problems.join('; ') : undefined
    })
  } catch (error) {
    fs.rmSync(index, { force: true })
    if (signal?.aborted === true) throw error
    const problem = [...problems, messageOf(error)].join('; ')
    const { head, branch } = status
    return new WorkTree({ git, base, head, branch, listed: status.entries, problem })
  }
}

/**
 * A file's size and content hash (`size:hash`; the size is '' for what is not a regular file,
 * the hash '' when nothing is there). Given what it was (`was`), the content is read only when the
 * size is the same: the agent can leave a file of any size at such a path (a sparse terabyte costs
 * nothing to make, and reading it held the step for hours).
 */
function contentOf(abs: string, was?: string): string {
  let size = ''
  try {
    const st = fs.lstatSync(abs)
    if (st.isFile()) size = String(st.size)
  } catch {
    // Gone: its hash says so.
  }
  if (was !== undefined && !was.startsWith(`${size}:`)) return `${size}:`
  return `${size}:${hashFile(abs)}`
}

/**
 * The files the run changed, relative to `cwd`: every path that differs from the start commit
 * now, and every path that differed before the run, less those whose content is as it was
 * before the run.
 */
export function changedFiles(start: StartPoint, work: WorkTree, cwd: string): GitFileChange[] {
  const byPath = new Map(work.changes.map((c) => [c.path, c]))
  const untracked = new Set(work.listed.filter((e) => e.untracked).map((e) => e.path))
  const candidates = new Set([
    ...byPath.keys(),
    ...work.listed.map((e) => e.path),
    ...start.dirty.keys()
  ])
  const out: GitFileChange[] = []
  for (const repoPath of candidates) {
    if (out.length >= MAX_DIRTY) break
    const abs = path.join(start.root, repoPath)
    const before = start.dirty.get(repoPath)
    if (before !== undefined && contentOf(abs, before) === before) continue
    const change = byPath.get(repoPath)
    const exists = present(abs)
    out.push({
      path: path.relative(cwd, abs).split(path.sep).join('/'),
      added: change?.added,
      removed: change?.removed,
      created: exists && (change !== undefined ? change.status === 'A' : untracked.has(repoPath)),
      deleted: !exists
    })
  }
  return out
}

/** `diff-tree --raw --numstat -z`: the raw records (":modes oids status\0path\0"), then the counts. */
export function parseDiffTree(out: string): TreeChange[] {
  const changes = new Map<string, TreeChange>()
  const records = out.split('\0')
  for (let i = 0; i < records.length; i++) {
    const r = records[i] ?? ''
    if (r.startsWith(':')) {
      const p = records[++i] ?? ''
      const [oldMode = '', newMode = '', oldOid = '', newOid = '', status = ''] = r
        .slice(1)
        .split(' ')
      changes.set(p, { path: p, status, oldMode, newMode, oldOid, newOid })
      continue
    }
    const m = /^(\d+|-)\t(\d+|-)\t([\s\S]*)$/.exec(r)
    const c = m?.[3] !== undefined ? changes.get(m[3]) : undefined
    if (m === null || c === undefined) continue
    if (m[1] !== '-') c.added = Number(m[1])
    if (m[2] !== '-') c.removed = Number(m[2])
  }
  return [...changes.values()]
}

/** The empty tree's id (a repository without commits starts from it). */
function emptyTree(git: Git): string {
  return git.configValue('extensions.objectformat')?.toLowerCase() === 'sha256'
    ? '6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321'
    : '4b825dc642cb6eb9a060e54bf8d69288fbee4904'
}
