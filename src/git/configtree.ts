/**
 * The agent configuration (core/agent-config.ts) in a commit's tree and in the work tree, and the
 * base's written out: for git/baseconfig.ts. One `git ls-tree` a commit and one `git cat-file
 * --batch` for every file written, whatever the size of the repository.
 */
import fs from 'node:fs'
import path from 'node:path'
import { configUnit, isConfigName } from '../core/agent-config.js'
import { openOwnFile } from '../io/files.js'
import { createFile, findNamed } from '../io/tree.js'
import { Git, GitError } from './git.js'

/** A file of a commit's tree. */
export interface TreeFile {
  mode: string
  type: string
  oid: string
  /** Repo-relative. */
  path: string
}

/** The work tree is searched up to this many entries (the committed paths are all listed). */
export const WALK_LIMIT = 1_000_000

/** Every file of `commit` that is agent configuration, by the piece it belongs to. */
export function configInCommit(git: Git, commit: string, scratch: string): Map<string, TreeFile[]> {
  const pieces = new Map<string, TreeFile[]>()
  listTree(git, ['-r', '-z', '--full-tree', commit], scratch, (entry) => {
    const m = /^(\d{6}) (\w+) ([0-9a-f]+)\t(.+)$/s.exec(entry)
    if (m === null) return
    const [, mode = '', type = '', oid = '', p = ''] = m
    const unit = configUnit(p)
    if (unit === undefined) return
    const files = pieces.get(unit) ?? []
    files.push({ mode, type, oid, path: p })
    pieces.set(unit, files)
  })
  return pieces
}

/**
 * The head's pieces: those of the checked-out commit's tree, and those in the work tree
 * (untracked and ignored ones too: an earlier step's, a dependency's), found without following a
 * link. `complete` is false when the work tree had more than WALK_LIMIT entries.
 */
export function configInHead(
  git: Git,
  scratch: string
): { pieces: Set<string>; complete: boolean } {
  const pieces = new Set<string>()
  try {
    listTree(git, ['-r', '-z', '--full-tree', '--name-only', 'HEAD'], scratch, (p) => {
      const unit = p === '' ? undefined : configUnit(p)
      if (unit !== undefined) pieces.add(unit)
    })
  } catch (error) {
    if (!(error instanceof GitError)) throw error // no commit yet: the work tree alone
  }
  const walked = findNamed(git.root, isConfigName, WALK_LIMIT)
  for (const p of walked.found) pieces.add(p)
  return { pieces, complete: walked.complete }
}

/**
 * `git ls-tree <args>`, each `\0`-ended entry given to `each`. Through a file of ours in
 * `scratch`, read a megabyte at a time: a head can list more than any buffer holds (a million
 * paths of 250 characters), and a listing cut short would leave the rest of its configuration
 * out of the swap while the work tree's walk stops at WALK_LIMIT.
 */
function listTree(
  git: Git,
  args: readonly string[],
  scratch: string,
  each: (entry: string) => void
): void {
  const file = path.join(scratch, 'listing')
  const { fd } = openOwnFile(file)
  try {
    git.run(['ls-tree', ...args], { stdoutFd: fd })
    const buf = Buffer.allocUnsafe(1024 * 1024)
    let carry = Buffer.alloc(0)
    for (let pos = 0; ;) {
      const n = fs.readSync(fd, buf, 0, buf.length, pos)
      if (n === 0) break
      pos += n
      const chunk = carry.length > 0 ? Buffer.concat([carry, buf.subarray(0, n)]) : buf
      const end = carry.length + n
      let at = 0
      for (let z = chunk.indexOf(0, at); z >= 0 && z < end; z = chunk.indexOf(0, at)) {
        each(chunk.toString('utf8', at, z))
        at = z + 1
      }
      carry = Buffer.from(chunk.subarray(at, end))
    }
    if (carry.length > 0) each(carry.toString('utf8'))
  } finally {
    fs.closeSync(fd)
    fs.rmSync(file, { force: true })
  }
}

/** A blob to write: where (absolute; its folder made and checked already) and with which mode. */
export interface Placement {
  oid: string
  abs: string
  mode: number
}

/**
 * Writes each blob to a new file (createFile: exclusive, no link followed), all read by one
 * `git cat-file --batch` into `scratch` (a folder of ours) first, so that a binary file comes
 * through as its bytes.
 */
export function writeBlobs(git: Git, files: readonly Placement[], scratch: string): void {
  if (files.length === 0) return
  const out = path.join(scratch, 'blobs')
  const { fd } = openOwnFile(out)
  try {
    git.run(['cat-file', '--batch'], {
      input: files.map((f) => f.oid).join('\n') + '\n',
      stdoutFd: fd
    })
    let pos = 0
    const head = Buffer.alloc(256)
    for (const f of files) {
      // Each answer is "<oid> blob <size>\n<content>\n".
      const n = fs.readSync(fd, head, 0, head.length, pos)
      const nl = head.subarray(0, n).indexOf(0x0a)
      const m = /^([0-9a-f]+) blob (\d+)$/.exec(head.subarray(0, Math.max(nl, 0)).toString())
      if (nl < 0 || m?.[1] !== f.oid)
        throw new Error(`git cat-file did not give the blob ${f.oid} (for ${f.abs})`)
      const size = Number(m[2])
      const to = createFile(f.abs, f.mode)
      try {
        copyRange(fd, pos + nl + 1, size, to)
      } finally {
        fs.closeSync(to)
      }
      pos += nl + 1 + size + 1
    }
  } finally {
    fs.closeSync(fd)
    fs.rmSync(out, { force: true })
  }
}

/** `size` bytes of `from` at `start`, appended to `to`, a megabyte at a time. */
function copyRange(from: number, start: number, size: number, to: number): void {
  const buf = Buffer.allocUnsafe(Math.min(size, 1024 * 1024))
  let done = 0
  while (done < size) {
    const n = fs.readSync(from, buf, 0, Math.min(buf.length, size - done), start + done)
    if (n === 0) throw new Error('git cat-file ended early')
    let written = 0
    while (written < n) written += fs.writeSync(to, buf, written, n - written)
    done += n
  }
}
