/**
 * What git sees in the work tree before and after the run, and which files the run changed.
 *
 * Before the CLI starts (`readStart`): one `git status` gives the commit and branch the run
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
 * When the start had no changes, `git status` on that index saying nothing and HEAD where it was
 * means nothing changed, and that is all (two git processes after the run, the config read
 * included). Otherwise `git add -A` into it and `git write-tree` give the tree of the work tree
 * as it is, and one `git diff-tree` from the start commit lists every changed path with its
 * line counts: the comparison, the patch and the commit all read that one list.
 *
 * The index is not saved (a fresh one is read from the start commit after the run instead) when
 * it is over MAX_INDEX_BYTES, split (its shared part is a file the agent could rewrite), has an
 * entry marked assume-unchanged (git would not look at the file), or cannot be read.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { GitFileChange } from '../core/files.js'
import { Git, GitError, hashFile, type RepoFacts } from './git.js'

/** Paths with changes before the run that are hashed and remembered; past it they are not. */
const MAX_DIRTY = 20_000
/** An index larger than this is not kept in memory during the run. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024

/** O_NOFOLLOW is missing on Windows. */
const FLAGS: Partial<typeof fs.constants> = fs.constants

/** The index file as it was before the run. */
export interface SavedIndex {
  bytes: Buffer
  mtimeMs: number
}

/** What the repository looked like before the agent ran. Taken before the CLI starts. */
export interface StartPoint {
  facts: RepoFacts
  /** The work tree's top folder (`git rev-parse --show-toplevel`). */
  root: string
  /** The commit the run started from; undefined in a repository without commits. */
  head?: string
  /** The branch checked out at the start, when HEAD was on one. */
  branch?: string
  /** `origin`'s URL before the run: the agent cannot redirect the push (and the token). */
  originUrl?: string
  /** Repo-relative path → content hash ('' when gone) of every path that differed at the start. */
  dirty: ReadonlyMap<string, string>
  /** The index before the run, when it can be used after it (see the top). */
  index?: SavedIndex
}

/** Undefined when the working directory is not in a git repository. */
export function startPoint(cwd: string, env: NodeJS.ProcessEnv): StartPoint | undefined {
  const git = Git.open(cwd, env)
  if (git === undefined) return undefined
  const status = readStatus(git, 'all')
  const dirty = new Map<string, string>()
  for (const p of status.paths) {
    if (dirty.size >= MAX_DIRTY) break
    dirty.set(p, hashFile(path.join(git.root, p)))
  }
  let branch = status.branch
  if (branch === undefined && env.GITHUB_REF?.startsWith('refs/heads/') === true)
    branch = env.GITHUB_REF.slice('refs/heads/'.length)
  return {
    facts: git.facts,
    root: git.root,
    head: status.head,
    branch,
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
  oldOid: string
  newOid: string
  /** Lines, when git counted them (not for binary files). */
  added?: number
  removed?: number
}

/**
 * The work tree after the run, as git sees it. `clean`: identical to the start commit, and then
 * there is no tree. Otherwise `tree` is the work tree as a tree object, built in a private index
 * (`index`), which dispose() removes unless adopt() made it the repository's index (a commit).
 */
export class WorkTree {
  private adopted = false

  constructor(
    readonly git: Git,
    /** The commit (or, without one, the empty tree) the changes are measured from. */
    readonly base: string,
    /** HEAD after the run (the agent may have committed). */
    readonly head: string | undefined,
    readonly changes: readonly TreeChange[],
    readonly tree?: string,
    readonly index?: string
  ) {}

  get clean(): boolean {
    return this.tree === undefined
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
 * Reads the work tree after the run (see the top). Throws GitError when git cannot read it;
 * the repository's own index and HEAD are left as they are.
 */
export function readWorkTree(start: StartPoint, env: NodeJS.ProcessEnv): WorkTree {
  const git = Git.reopen(start.facts, env)
  if (git === undefined)
    throw new GitError(
      'git could not open the repository after the run (is .git/config still valid?)',
      ''
    )
  const base = start.head ?? emptyTree(git)
  const index = privateIndex(git, start)
  const withIndex = { env: { GIT_INDEX_FILE: index } }
  try {
    if (start.dirty.size === 0) {
      const probe = readStatus(git, 'normal', index)
      if (probe.paths.length === 0 && probe.head === start.head) {
        fs.rmSync(index, { force: true })
        return new WorkTree(git, base, probe.head, [])
      }
    }
    git.run(['add', '-A', '--', '.'], { ...withIndex, timeoutMs: 600_000 })
    const tree = git.run(['write-tree'], withIndex).trim()
    const head = revParse(git, 'HEAD^{commit}')
    const listing = git.run(
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
      { timeoutMs: 600_000 }
    )
    return new WorkTree(git, base, head, parseDiffTree(listing), tree, index)
  } catch (error) {
    fs.rmSync(index, { force: true })
    throw error
  }
}

/**
 * The files the run changed, relative to `cwd`: every path that differs from the start commit
 * now, and every path that differed before the run, less those whose content is as it was
 * before the run.
 */
export function changedFiles(start: StartPoint, work: WorkTree, cwd: string): GitFileChange[] {
  const byPath = new Map(work.changes.map((c) => [c.path, c]))
  const out: GitFileChange[] = []
  for (const repoPath of new Set([...byPath.keys(), ...start.dirty.keys()])) {
    if (out.length >= MAX_DIRTY) break
    const abs = path.join(start.root, repoPath)
    const before = start.dirty.get(repoPath)
    if (before !== undefined && hashFile(abs) === before) continue
    const change = byPath.get(repoPath)
    const exists = lexists(abs)
    out.push({
      path: path.relative(cwd, abs).split(path.sep).join('/'),
      added: change?.added,
      removed: change?.removed,
      created: change?.status === 'A' && exists,
      deleted: !exists
    })
  }
  return out
}

interface Status {
  head?: string
  branch?: string
  /** Every path status lists (changed, unmerged or untracked), repo-relative. */
  paths: string[]
}

/** `git status --porcelain=v2 --branch`, with the repository's index or the one given. */
function readStatus(git: Git, untracked: 'all' | 'normal', index?: string): Status {
  const out = git.run(
    [
      'status',
      '--porcelain=v2',
      '--branch',
      '-z',
      `--untracked-files=${untracked}`,
      '--ignore-submodules=all',
      '--no-renames'
    ],
    index !== undefined ? { env: { GIT_INDEX_FILE: index } } : {}
  )
  const status: Status = { paths: [] }
  const records = out.split('\0')
  for (let i = 0; i < records.length; i++) {
    const r = records[i] ?? ''
    if (r.startsWith('# branch.oid ')) {
      const oid = r.slice('# branch.oid '.length)
      if (oid !== '(initial)') status.head = oid
    } else if (r.startsWith('# branch.head ')) {
      const name = r.slice('# branch.head '.length)
      if (name !== '(detached)') status.branch = name
    } else if (r.startsWith('1 ')) {
      status.paths.push(afterFields(r, 8))
    } else if (r.startsWith('2 ')) {
      // A rename or copy: the path, then the path it came from as the next record.
      status.paths.push(afterFields(r, 9), records[++i] ?? '')
    } else if (r.startsWith('u ')) {
      status.paths.push(afterFields(r, 10))
    } else if (r.startsWith('? ')) {
      status.paths.push(r.slice(2))
    }
  }
  status.paths = status.paths.filter((p) => p !== '')
  return status
}

/** What follows the first `n` space-separated fields (a path, which may hold spaces). */
function afterFields(record: string, n: number): string {
  let at = 0
  for (let i = 0; i < n; i++) {
    at = record.indexOf(' ', at) + 1
    if (at === 0) return ''
  }
  return record.slice(at)
}

/** `diff-tree --raw --numstat -z`: the raw records (":modes oids status\0path\0"), then the counts. */
function parseDiffTree(out: string): TreeChange[] {
  const changes = new Map<string, TreeChange>()
  const records = out.split('\0')
  for (let i = 0; i < records.length; i++) {
    const r = records[i] ?? ''
    if (r.startsWith(':')) {
      const p = records[++i] ?? ''
      const [, , oldOid = '', newOid = '', status = ''] = r.slice(1).split(' ')
      changes.set(p, { path: p, status, oldOid, newOid })
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

function revParse(git: Git, rev: string): string | undefined {
  try {
    return git.run(['rev-parse', '--verify', '-q', rev]).trim() || undefined
  } catch {
    return undefined
  }
}

/** The empty tree's id (a repository without commits starts from it). */
function emptyTree(git: Git): string {
  return git.configValue('extensions.objectformat')?.toLowerCase() === 'sha256'
    ? '6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321'
    : '4b825dc642cb6eb9a060e54bf8d69288fbee4904'
}

/**
 * A private index for the comparison, next to the repository's (a commit renames it into
 * place): the saved one with its mtime a second earlier (see the top), or one read from the
 * start commit, or none at all in a repository without commits.
 */
function privateIndex(git: Git, start: StartPoint): string {
  const file = path.join(git.facts.gitDir, `index.cursor-agent-${randomBytes(4).toString('hex')}`)
  if (start.index !== undefined) {
    fs.writeFileSync(file, start.index.bytes, { mode: 0o600, flag: 'wx' })
    const earlier = Math.floor(start.index.mtimeMs / 1000) - 1
    fs.utimesSync(file, earlier, earlier)
  } else if (start.head !== undefined) {
    git.run(['read-tree', start.head], { env: { GIT_INDEX_FILE: file } })
  }
  return file
}

/** The repository's index, when it can stand for the start after the run (see the top). */
function saveIndex(git: Git): SavedIndex | undefined {
  const now = Math.floor(Date.now() / 1000)
  const file = path.join(git.facts.gitDir, 'index')
  let fd: number
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (FLAGS.O_NOFOLLOW ?? 0))
  } catch {
    return undefined
  }
  try {
    const st = fs.fstatSync(fd)
    if (!st.isFile() || st.size > MAX_INDEX_BYTES) return undefined
    const bytes = Buffer.alloc(st.size)
    let got = 0
    while (got < bytes.length) {
      const n = fs.readSync(fd, bytes, got, bytes.length - got, got)
      if (n === 0) return undefined
      got += n
    }
    const oidBytes =
      git.configValue('extensions.objectformat')?.toLowerCase() === 'sha256' ? 32 : 20
    // A second's margin for a clock that moved between our reading and the filesystem's.
    const usable = checkedIndex(bytes, oidBytes, now - 1)
    return usable !== undefined ? { bytes: usable, mtimeMs: st.mtimeMs } : undefined
  } catch {
    return undefined
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * The index file (versions 2 to 4) made ready to stand for the start: undefined when it cannot
 * show every change (an entry marked assume-unchanged, a split index with a `link` extension,
 * anything unexpected), else a copy in which every entry with a ctime at or after `smudgeFrom`
 * (seconds) has size 0, with its checksum made again.
 */
export function checkedIndex(
  index: Buffer,
  oidBytes: number,
  smudgeFrom: number
): Buffer | undefined {
  const b = Buffer.from(index)
  if (b.length < 12 + oidBytes || b.toString('latin1', 0, 4) !== 'DIRC') return undefined
  const version = b.readUInt32BE(4)
  const count = b.readUInt32BE(8)
  if (version < 2 || version > 4) return undefined
  let smudged = false
  let at = 12
  for (let i = 0; i < count; i++) {
    // ctime, mtime (seconds, nanoseconds), dev, ino, mode, uid, gid, size: ten 32-bit numbers,
    // then the object id and 16 bits of flags.
    const flagsAt = at + 40 + oidBytes
    if (flagsAt + 2 > b.length) return undefined
    if (b.readUInt32BE(at) >= smudgeFrom) {
      b.writeUInt32BE(0, at + 36)
      smudged = true
    }
    const flags = b.readUInt16BE(flagsAt)
    if ((flags & 0x8000) !== 0) return undefined
    let name = flagsAt + 2
    if ((flags & 0x4000) !== 0) {
      if (version < 3) return undefined
      name += 2
    }
    if (version === 4) {
      // A varint (how much of the previous path to keep), then the rest of the path, no padding.
      while (name < b.length && ((b[name] ?? 0) & 0x80) !== 0) name++
      const nul = b.indexOf(0, name + 1)
      if (nul < 0) return undefined
      at = nul + 1
    } else {
      // The path, then 1 to 8 NULs: each entry fills a multiple of 8 bytes.
      const nul = b.indexOf(0, name)
      if (nul < 0) return undefined
      at += (nul - at + 8) & ~7
    }
  }
  const end = b.length - oidBytes
  while (at + 8 <= end) {
    if (b.toString('latin1', at, at + 4) === 'link') return undefined
    at += 8 + b.readUInt32BE(at + 4)
  }
  if (at !== end) return undefined
  // The file ends with a hash of all before it; all zeros when index.skipHash wrote none.
  const trailer = b.subarray(end)
  if (smudged && trailer.some((x) => x !== 0))
    createHash(oidBytes === 32 ? 'sha256' : 'sha1')
      .update(b.subarray(0, end))
      .digest()
      .copy(b, end)
  return b
}

function lexists(file: string): boolean {
  try {
    fs.lstatSync(file)
    return true
  } catch {
    return false
  }
}
