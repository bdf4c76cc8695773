/**
 * The files of a pull request that GitHub's list left out (it holds 3,000 at most), read from the
 * job's checkout: `git diff` from the merge base of the base and the head to the head, which is
 * what GitHub's list shows, with no limit on the number of files. Only what the repository already
 * holds is read: nothing is fetched (the hardening refuses every transport to our git), and every
 * command runs with the hardening of git.ts (no hooks, filters, textconv or external diff). A
 * checkout without both commits and their merge base (a shallow clone: `fetch-depth: 1`), or whose
 * diff does not hold every file GitHub listed, gives nothing: its reason is said instead.
 */
import {
  parseNameStatus,
  parseNumstat,
  splitPatches,
  type ChangedFile
} from '../core/review/pull-files.js'
import { GitError, type Git } from './git.js'

export type CheckoutRest =
  /** The files the list left out (none when it was whole after all), in git's order. */
  | { kind: 'read'; files: ChangedFile[] }
  /** The checkout cannot give them: why, as a clause. */
  | { kind: 'absent'; why: string }

/** The diff as GitHub shows it, and nothing the repository's config or attributes could run. */
const DIFF = ['diff', '--no-ext-diff', '--no-textconv', '--no-color', '--no-renames'] as const
/** Paths are paths: no glob or magic in a name someone else chose. */
const LITERAL = { GIT_LITERAL_PATHSPECS: '1' }
/** Paths handed to one git process at most, and their bytes (far under Linux's limits). */
const BATCH_PATHS = 500
const BATCH_BYTES = 64 * 1024
/** Patch text kept for the files left out at most; past it, a file is listed without its diff. */
const MAX_PATCH_BYTES = 32 * 1024 * 1024

/** The paths in batches of at most BATCH_PATHS and BATCH_BYTES. */
function batches(paths: readonly string[]): string[][] {
  const out: string[][] = []
  let batch: string[] = []
  let bytes = 0
  for (const p of paths) {
    const size = Buffer.byteLength(p) + 1
    if (batch.length > 0 && (batch.length >= BATCH_PATHS || bytes + size > BATCH_BYTES)) {
      out.push(batch)
      batch = []
      bytes = 0
    }
    batch.push(p)
    bytes += size
  }
  if (batch.length > 0) out.push(batch)
  return out
}

/**
 * The files GitHub's list left out of the pull request from `base` to `head`: `paths` are the
 * files it listed, `listed` every path it named (a renamed or copied file's old one too).
 */
export function readRest(
  git: Git,
  o: { base: string; head: string; paths: readonly string[]; listed: ReadonlySet<string> }
): CheckoutRest {
  const absent = (why: string): CheckoutRest => ({ kind: 'absent', why })
  const has = (sha: string): boolean => git.test(['cat-file', '-e', `${sha}^{commit}`])
  try {
    if (!has(o.head)) return absent('the checkout does not have the head commit')
    if (!has(o.base)) return absent('the checkout does not have the base commit')
    let mergeBase: string
    try {
      mergeBase = git.run(['merge-base', o.base, o.head]).trim()
    } catch {
      return absent(
        'the checkout has no common ancestor of the base and the head (a shallow clone)'
      )
    }
    const range = [mergeBase, o.head]
    const changed = parseNameStatus(git.run([...DIFF, '--name-status', '-z', ...range]))
    const status = new Map(changed.map((f) => [f.path, f.status]))
    // A file GitHub listed that git's diff does not change: not the pull request GitHub sees.
    // (git names a renamed file's two paths, GitHub the new one with its old one.)
    if (o.paths.some((p) => !status.has(p)))
      return absent("the checkout's diff does not hold every file GitHub listed")
    const rest = changed.filter((f) => !o.listed.has(f.path)).map((f) => f.path)
    return { kind: 'read', files: readFiles(git, range, rest, status) }
  } catch (error) {
    if (error instanceof GitError) return absent(`git could not read it: ${error.message}`)
    throw error
  }
}

/** Each file's counts and patch, in batches of paths. */
function readFiles(
  git: Git,
  range: readonly string[],
  paths: readonly string[],
  status: ReadonlyMap<string, string>
): ChangedFile[] {
  const files: ChangedFile[] = []
  let bytes = 0
  for (const batch of batches(paths)) {
    const stats = parseNumstat(
      git.run([...DIFF, '--numstat', '-z', ...range, '--', ...batch], { env: LITERAL })
    )
    const patches = splitPatches(
      git.run([...DIFF, '-U3', ...range, '--', ...batch], { env: LITERAL })
    )
    if (stats.length !== batch.length || patches.length !== batch.length)
      throw new GitError('git diff gave another number of files than it named', '')
    stats.forEach((s, i) => {
      const patch = patches[i] ?? ''
      const kept = !s.binary && patch !== '' && bytes + patch.length <= MAX_PATCH_BYTES
      if (kept) bytes += patch.length
      files.push({
        path: s.path,
        status: status.get(s.path) ?? 'modified',
        additions: s.additions,
        deletions: s.deletions,
        ...(kept ? { patch } : {})
      })
    })
  }
  return files
}
