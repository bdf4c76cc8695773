/**
 * `git status` read and parsed: the head, the branch, and every path it lists (git/worktree.ts
 * reads the work tree after the run with it, and the start point before).
 */
import type { Git } from './git.js'

/** A path `git status` listed: changed against the index or HEAD, unmerged, or untracked. */
export interface StatusEntry {
  /** Repo-relative; an untracked folder git did not enter (a repository) without its `/`. */
  path: string
  untracked: boolean
}

export interface Status {
  head?: string
  branch?: string
  entries: StatusEntry[]
}

/**
 * `git status --porcelain=v2 --branch`, every untracked file listed, with the repository's index
 * or the one given. Submodules are not entered (their config is not ours to read), but one whose
 * commit moved is listed (`--ignore-submodules=dirty` reads only its HEAD).
 */
export function readStatus(git: Git): Status {
  return parseStatus(git.run(STATUS))
}

export const STATUS = [
  'status',
  '--porcelain=v2',
  '--branch',
  '-z',
  '--untracked-files=all',
  '--ignore-submodules=dirty',
  '--no-renames'
]

export function parseStatus(out: string): Status {
  const status: Status = { entries: [] }
  const add = (p: string, untracked: boolean): void => {
    const clean = p.endsWith('/') ? p.slice(0, -1) : p
    if (clean !== '') status.entries.push({ path: clean, untracked })
  }
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
      add(afterFields(r, 8), false)
    } else if (r.startsWith('2 ')) {
      // A rename or copy: the path, then the path it came from as the next record.
      add(afterFields(r, 9), false)
      add(records[++i] ?? '', false)
    } else if (r.startsWith('u ')) {
      add(afterFields(r, 10), false)
    } else if (r.startsWith('? ')) {
      add(r.slice(2), true)
    }
  }
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
