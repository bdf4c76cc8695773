/**
 * What a tool-cache entry's CLI was checked to be (`checked.json` in the entry, beside the
 * unpacked tree `cli/` and the archive), so that a warm start need not start the CLI once more
 * only to hear `--version` say the build: a Node start, as long as the rest of a warm start.
 *
 * The record holds two facts, each written only after a `--version` that said the build:
 * - `tree`: the identity of every file, folder and link of the entry's `cli/` as it was when
 *   that `--version` ran (lstat of each: type, mode, size, device, inode, mtime and ctime, in
 *   nanoseconds). A start whose walk of the tree gives the same identity runs it without asking
 *   again. The whole tree, not the executable alone: Cursor's `dist-package/cursor-agent` is a
 *   script that runs the package's own `node` on its `index.js` and chunks, so the answer came
 *   from all of them. Any rewrite, replacement, removal or addition (a folder's ctime changes
 *   when an entry is added, removed or renamed) changes the identity: a process can set mtime
 *   back, never ctime, and a replaced file has another inode. What is outside the tree (the
 *   system, `HOME`) is not covered, as the probe never covered it after it ran; the version is
 *   asked again after every run, and a change is a warning.
 * - `sha256`: the digest of an archive whose tree, unpacked afresh, answered the build. It is a
 *   fact about those bytes, whatever happens to the tree later; with `cli-sha256` a start whose
 *   archive (hashed again, as always) has that digest runs the fresh tree without asking.
 *
 * The record is no defence, and none was lost: the agent of an earlier job on a self-hosted
 * runner (the same user) can rewrite the tree and the record to match, but it could already put
 * a CLI there that answers `--version` with the build. `cli-sha256` is the defence, and with it
 * the archive is hashed and unpacked afresh at every start: a forged `sha256` fact can only skip
 * the `--version` of the very bytes `cli-sha256` pins. A record that cannot be read, parsed or
 * matched is no record: the CLI is asked, as without one.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { readSmall } from '../../io/files.js'

const RECORD = 'checked.json'
const MAX_RECORD_BYTES = 16 * 1024
/** A tree with more entries than this is not walked (Cursor's has a few hundred). */
const MAX_ITEMS = 50_000

export interface Checked {
  build: string
  /** The identity of the entry's `cli/` when its `--version` said the build. */
  tree?: string
  /** The sha256 of an archive whose fresh tree said the build. */
  sha256?: string
}

/** What a walk of a tree found: its identity, and its shape (what a faithful copy keeps). */
export interface Walked {
  identity: string
  shape: string
}

/** The entry's record, or undefined when there is none that reads as one. */
export function readChecked(entry: string): Checked | undefined {
  const got = readSmall(path.join(entry, RECORD), MAX_RECORD_BYTES)
  if (got.kind !== 'text') return undefined
  try {
    const r = JSON.parse(got.text) as Record<string, unknown>
    if (typeof r.build !== 'string') return undefined
    return {
      build: r.build,
      ...(typeof r.tree === 'string' ? { tree: r.tree } : {}),
      ...(typeof r.sha256 === 'string' ? { sha256: r.sha256 } : {})
    }
  } catch {
    return undefined
  }
}

/** Writes the entry's record (a new file renamed over the old); false when it could not be. */
export function writeChecked(entry: string, record: Checked): boolean {
  const file = path.join(entry, RECORD)
  const temp = `${file}.${randomBytes(6).toString('hex')}`
  try {
    fs.writeFileSync(temp, JSON.stringify(record) + '\n', { flag: 'wx', mode: 0o644 })
    fs.renameSync(temp, file)
    return true
  } catch {
    fs.rmSync(temp, { force: true })
    return false
  }
}

/**
 * Walks `dir` (never following a link) in a fixed order; undefined when it cannot be walked
 * whole. A few hundred lstat calls: a millisecond or two.
 */
export function walkTree(dir: string): Walked | undefined {
  const identity = createHash('sha256')
  const shape = createHash('sha256')
  let items = 0
  const visit = (rel: string): boolean => {
    if (++items > MAX_ITEMS) return false
    const abs = rel === '' ? dir : path.join(dir, rel)
    const st = fs.lstatSync(abs, { bigint: true })
    const type = st.isDirectory() ? 'd' : st.isFile() ? 'f' : st.isSymbolicLink() ? 'l' : 'o'
    const mode = (st.mode & 0o7777n).toString(8)
    // A folder's size is the file system's business; a copy's may differ.
    const size = type === 'd' ? '-' : String(st.size)
    const target = type === 'l' ? fs.readlinkSync(abs) : ''
    const name = JSON.stringify(rel)
    shape.update(`${type} ${mode} ${size} ${name} ${JSON.stringify(target)}\n`)
    identity.update(
      `${type} ${mode} ${size} ${name} ${st.dev} ${st.ino} ${st.mtimeNs} ${st.ctimeNs}\n`
    )
    if (type !== 'd') return true
    const names = fs.readdirSync(abs).sort()
    return names.every((n) => visit(rel === '' ? n : path.join(rel, n)))
  }
  try {
    if (!visit('')) return undefined
  } catch {
    return undefined
  }
  return { identity: identity.digest('hex'), shape: shape.digest('hex') }
}
