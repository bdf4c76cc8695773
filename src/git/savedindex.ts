/**
 * The repository's index as it was before the run (worktree.ts's top says why it is kept): read
 * into memory before the CLI starts when it can stand for the start, and written back after the
 * run as a private copy for the comparison.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Git } from './git.js'

/** An index larger than this is not kept in memory during the run. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024

/** O_NOFOLLOW is missing on Windows. */
const FLAGS: Partial<typeof fs.constants> = fs.constants

/** The index file as it was before the run. */
export interface SavedIndex {
  bytes: Buffer
  mtimeMs: number
}

/**
 * A private index for the comparison, next to the repository's (a commit renames it into
 * place): the saved one with its mtime a second earlier (see the top), or one read from the
 * start commit, or none at all in a repository without commits.
 */
export function privateIndex(git: Git, start: { index?: SavedIndex; head?: string }): string {
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
export function saveIndex(git: Git): SavedIndex | undefined {
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
