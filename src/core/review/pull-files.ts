/**
 * The files of a pull request past what GitHub lists. GitHub lists at most 3,000 files of a pull
 * request (`GET /pulls/{n}/files`: "Responses include a maximum of 3000 files", REST docs); a
 * larger one is reviewed from the job's checkout, where `git diff` has no such limit, or, when the
 * checkout cannot give them, the files left out are named (from GitHub's trees when it answers)
 * and counted. Pure: the parsing of git's and GitHub's answers, the tree comparison, and what is
 * said of the files not reviewed.
 */
import { baseAnchors, parsePatch, type FileDiff } from './diff.js'
import type { Unreviewed } from './findings.js'

/** GitHub lists at most this many files of a pull request. */
export const PULL_FILES_LIMIT = 3000
/** Paths of the files not reviewed that a run keeps, to name them. */
const MAX_UNREVIEWED_KEPT = 50

/** A changed file with its patch as GitHub shows it (hunks only, no file header). */
export interface ChangedFile {
  path: string
  /** added, removed, modified, renamed, copied, changed, unchanged. */
  status: string
  additions: number
  deletions: number
  /** Undefined for a binary file, or one without a diff to show. */
  patch?: string
}

/** The file as the review places findings on it: its hunks and base anchors, from its patch. */
export function fileDiffOf(f: ChangedFile): FileDiff {
  return {
    path: f.path,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    ...(f.patch !== undefined ? { hunks: parsePatch(f.patch), anchors: baseAnchors(f.patch) } : {})
  }
}

/**
 * Whether GitHub's list may leave files out: it holds fewer than the pull request's
 * `changed_files`, or it reached GitHub's limit (`changed_files` may be older than the list, or
 * unknown).
 */
export function listCut(listed: number, changedFiles: number | undefined): boolean {
  return listed >= PULL_FILES_LIMIT || (changedFiles !== undefined && changedFiles > listed)
}

/**
 * What was left out of a review whose list was cut: `named` are the changed files GitHub's list
 * did not hold (from the trees), when known; else the count GitHub's `changed_files` gives.
 * Undefined when nothing was left out after all (a pull request of exactly 3,000 files).
 */
export function unreviewedOf(o: {
  listed: number
  changedFiles?: number
  named?: readonly string[]
}): Unreviewed | undefined {
  if (o.named !== undefined)
    return o.named.length === 0
      ? undefined
      : { listed: o.listed, count: o.named.length, paths: o.named.slice(0, MAX_UNREVIEWED_KEPT) }
  const count = o.changedFiles === undefined ? undefined : Math.max(o.changedFiles - o.listed, 0)
  if (count === 0) return undefined
  return { listed: o.listed, ...(count !== undefined ? { count } : {}), paths: [] }
}

const GIT_STATUS: Record<string, string> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  T: 'changed'
}

/** `git diff --name-status -z --no-renames`: each file's status and path. */
export function parseNameStatus(out: string): { path: string; status: string }[] {
  const fields = out.split('\0')
  const files: { path: string; status: string }[] = []
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i] ?? ''
    const path = fields[i + 1] ?? ''
    if (code === '' || path === '') continue
    files.push({ path, status: GIT_STATUS[code.charAt(0)] ?? 'modified' })
  }
  return files
}

/** `git diff --numstat -z --no-renames`: each file's counts (`-` for a binary file: 0). */
export function parseNumstat(
  out: string
): { path: string; additions: number; deletions: number; binary: boolean }[] {
  const files: { path: string; additions: number; deletions: number; binary: boolean }[] = []
  for (const record of out.split('\0')) {
    const m = /^(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record)
    if (m === null) continue
    const [, adds = '-', dels = '-', path = ''] = m
    files.push({
      path,
      additions: adds === '-' ? 0 : Number(adds),
      deletions: dels === '-' ? 0 : Number(dels),
      binary: adds === '-'
    })
  }
  return files
}

/**
 * Each file's patch of a `git diff` as GitHub shows one: from its first `@@` line on, without the
 * last line break; '' for a file without hunks (a binary file, a mode change). A line of a file's
 * content never starts with `diff --git `: in a patch it starts with a space, `+` or `-`.
 */
export function splitPatches(diff: string): string[] {
  return diff
    .split(/^diff --git /m)
    .slice(1)
    .map((block) => {
      const at = block.search(/^@@ /m)
      return at === -1 ? '' : block.slice(at).replace(/\n$/, '')
    })
}

/** An entry of a recursive tree, as GitHub's `GET /git/trees/{sha}?recursive=1` lists it. */
export interface TreeEntry {
  path: string
  mode: string
  type: string
  sha: string
}

/**
 * The paths whose file differs between two trees (added, removed, or another blob or mode), in
 * path order: what `git diff --no-renames` of the two commits names. A folder is not a file; a
 * submodule is (GitHub lists it).
 */
export function treeChanges(base: readonly TreeEntry[], head: readonly TreeEntry[]): string[] {
  const fileOf = (entries: readonly TreeEntry[]): Map<string, string> =>
    new Map(
      entries
        .filter((e) => e.type === 'blob' || e.type === 'commit')
        .map((e) => [e.path, `${e.mode} ${e.sha}`])
    )
  const before = fileOf(base)
  const after = fileOf(head)
  const changed = new Set<string>()
  for (const [path, id] of after) if (before.get(path) !== id) changed.add(path)
  for (const path of before.keys()) if (!after.has(path)) changed.add(path)
  return [...changed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
