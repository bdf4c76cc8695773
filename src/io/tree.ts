/**
 * Folders of a work tree someone else filled (a pull request's head): walked and written without
 * ever going through a link in them. Paths are relative to `root` with `/` separators; `root`
 * itself is trusted (the repository's top, found before the run).
 */
import fs from 'node:fs'
import path from 'node:path'

const FLAGS: Partial<typeof fs.constants> = fs.constants

/**
 * Every path under `root` whose last component `match`es, without descending into a match, into
 * a link (a link is a path like any other: matched by its own name, never followed) or into an
 * entry named `.git` (a repository's own folder or a worktree's pointer). Iterative, so depth
 * costs no stack; at most `limit` entries are read, and `complete` says whether that was all.
 */
export function findNamed(
  root: string,
  match: (name: string) => boolean,
  limit: number
): { found: string[]; complete: boolean } {
  const found: string[] = []
  const folders: string[] = ['']
  let seen = 0
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true })
    } catch {
      continue // gone, or unreadable: nothing of it reaches the agent through us either
    }
    for (const e of entries) {
      if (++seen > limit) return { found, complete: false }
      if (e.name === '.git') continue
      const rel = dir === '' ? e.name : `${dir}/${e.name}`
      if (match(e.name)) found.push(rel)
      // A Dirent describes the entry itself (lstat), so a link to a folder is not a folder here.
      else if (e.isDirectory()) folders.push(rel)
    }
  }
  return { found, complete: true }
}

/**
 * How the folders above `rel` are: `ok` when each is a real folder (not a link, not a file),
 * `missing` from the first one that does not exist (everything below it is absent), or `blocked`
 * at the first link, file or other thing in the way (nothing may be written or removed there).
 */
export type Above =
  { state: 'ok' } | { state: 'missing'; from: string } | { state: 'blocked'; at: string }

export function above(root: string, rel: string): Above {
  const parts = rel.split('/').slice(0, -1)
  for (let i = 0; i < parts.length; i++) {
    const prefix = parts.slice(0, i + 1).join('/')
    let st: fs.Stats
    try {
      st = fs.lstatSync(path.join(root, prefix))
    } catch {
      return { state: 'missing', from: prefix }
    }
    if (!st.isDirectory()) return { state: 'blocked', at: prefix }
  }
  return { state: 'ok' }
}

/**
 * Makes the folders of `relDir` that are missing, one at a time, each in a real folder: `mkdir`
 * never follows a link at the name it makes (a link there is EEXIST, then refused). Returns the
 * folders it made, outermost first. Throws when something other than a folder is in the way.
 */
export function makeFolders(root: string, relDir: string): string[] {
  const made: string[] = []
  if (relDir === '') return made
  const parts = relDir.split('/')
  for (let i = 0; i < parts.length; i++) {
    const prefix = parts.slice(0, i + 1).join('/')
    const abs = path.join(root, prefix)
    try {
      fs.mkdirSync(abs)
      made.push(prefix)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (!fs.lstatSync(abs).isDirectory())
        throw new Error(`${prefix} is a link or a file, not a folder`, { cause: error })
    }
  }
  return made
}

/**
 * A new file at `abs` (its folder checked already): created exclusively and without following a
 * link, so nothing that was put there first (a link, a FIFO) is ever written through.
 */
export function createFile(abs: string, mode: number): number {
  return fs.openSync(
    abs,
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (FLAGS.O_NOFOLLOW ?? 0),
    mode
  )
}

/**
 * Moves `from` to `to` (a file, a folder or a link, as it is: a link moves as a link). Across
 * file systems (RUNNER_TEMP on another disk), copied without following links, then removed.
 */
export function move(from: string, to: string): void {
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(from, to, {
      recursive: true,
      verbatimSymlinks: true,
      force: false,
      errorOnExist: true
    })
    fs.rmSync(from, { recursive: true, force: true })
  }
}
