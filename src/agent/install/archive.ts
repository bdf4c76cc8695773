/**
 * Unpacking the CLI's `.tar.gz` without a shell or a `tar` process: node-tar, in this process,
 * into a folder of its own. Before anything of an entry is written, it must be a file, a folder
 * or a link, with a relative path that stays in the folder; a link must point inside it (a
 * symbolic link's target from its own folder, a hard link's from the top) and not through another
 * link. Anything else (a path with `..` or a leading `/`, a device, a FIFO, a link out) fails the
 * whole unpacking and the folder is removed: what the archive holds is all or nothing. node-tar
 * refuses writing through a link and paths out of the folder itself; these checks come first so
 * the error names the entry and the rule. After the last entry, every symbolic link is resolved
 * on disk, so a chain of links that each looked inside cannot lead out.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { messageOf } from '../../core/errors.js'
import { loadTar } from '../lazy.js'

/** More than this many bytes unpacked (a gzip bomb, a wrong file) is refused. */
const MAX_BYTES = 4 * 1024 ** 3
const MAX_ENTRIES = 200_000
/** Bytes of the archive read at a time. */
const READ_BYTES = 1024 * 1024

const KINDS = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'SymbolicLink', 'Link'])

/** What the filter sees of an entry (node-tar's ReadEntry). */
interface Entry {
  type: string
  path: string
  linkpath?: string
  size: number
  mode?: number
}

/** An archive that must not be unpacked: the message names the entry and the rule it broke. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ArchiveError'
  }
}

/** Bounds of an unpacking (the CLI's archive gets the defaults). */
export interface UnpackLimits {
  /** Bytes unpacked at most (the entries' sizes added up). */
  maxBytes?: number
  maxEntries?: number
}

/**
 * Unpacks `file` into `dest` (created; it must not exist yet, so nothing of another run is
 * mixed in) and returns the file's sha256, computed on the same read. Throws ArchiveError when
 * an entry breaks a rule, with `dest` removed.
 */
export async function unpack(
  file: string,
  dest: string,
  limits: UnpackLimits = {}
): Promise<string> {
  const check = new EntryCheck({
    maxBytes: limits.maxBytes ?? MAX_BYTES,
    maxEntries: limits.maxEntries ?? MAX_ENTRIES
  })
  fs.mkdirSync(dest, { recursive: false })
  const problems: string[] = []
  const { UnpackSync } = await loadTar()
  const hash = createHash('sha256')
  try {
    // Synchronous: node-tar's streaming unpacker costs about three times as long (its work spread
    // over the event loop's turns), longer than `tar -xzf`; this is shorter (`npm run bench`).
    const unpacker = new UnpackSync({
      cwd: dest,
      strict: true,
      preserveOwner: false,
      filter: (p, e) => {
        const entry = e as unknown as Entry
        const problem = check.problem(entry)
        if (problem !== undefined) {
          problems.push(`${JSON.stringify(p)}: ${problem}`)
          return false
        }
        // Permission bits only: no set-user-id, set-group-id or sticky bit from a download.
        if (entry.mode !== undefined) entry.mode &= 0o777
        return true
      }
    })
    unpacker.on('error', (error: unknown) => problems.push(messageOf(error)))
    // One read of the file feeds the digest and the unpacking: what is hashed is what is unpacked.
    feed(file, {
      write: (piece) => {
        hash.update(piece)
        unpacker.write(piece)
      },
      end: () => unpacker.end()
    })
    if (problems.length === 0) problems.push(...linksOut(dest, check.links))
  } catch (error) {
    problems.push(messageOf(error))
  }
  if (problems.length > 0) {
    fs.rmSync(dest, { recursive: true, force: true })
    throw new ArchiveError(`the archive was refused: ${problems.slice(0, 5).join('; ')}`)
  }
  return hash.digest('hex')
}

/** The rules every entry must keep, with what the archive held before it. */
class EntryCheck {
  private entries = 0
  private bytes = 0
  /** The archive's symbolic links: nothing may go through one, and each is resolved at the end. */
  readonly links: string[] = []
  private readonly linkPaths = new Set<string>()

  constructor(private readonly limits: Required<UnpackLimits>) {}

  /** What is wrong with the entry, or undefined when it may be unpacked. */
  problem(entry: Entry): string | undefined {
    const { maxBytes, maxEntries } = this.limits
    if (++this.entries > maxEntries) return `more than ${String(maxEntries)} entries`
    this.bytes += entry.size
    if (this.bytes > maxBytes) return `more than ${String(maxBytes)} bytes unpacked`
    if (!KINDS.has(entry.type)) return `a ${entry.type} entry (only files, folders and links)`
    const at = inside(entry.path)
    if (at === undefined) return 'its path leaves the folder'
    if (throughLink(at, this.linkPaths)) return 'its path goes through a link of the archive'
    if (entry.type === 'SymbolicLink' || entry.type === 'Link') return this.linkProblem(entry, at)
    return undefined
  }

  /** A link's target must stay in the folder and not go through another link. */
  private linkProblem(entry: Entry, at: string): string | undefined {
    const target = entry.linkpath ?? ''
    const from = entry.type === 'SymbolicLink' ? path.posix.dirname(at) : '.'
    const to = target.startsWith('/') ? undefined : inside(path.posix.join(from, target))
    if (to === undefined) return `it links out of the folder, to ${JSON.stringify(target)}`
    if (throughLink(to, this.linkPaths))
      return `it links through another link, to ${JSON.stringify(target)}`
    if (entry.type === 'SymbolicLink') {
      this.links.push(at)
      this.linkPaths.add(at)
    }
    return undefined
  }
}

/** The file read once, a buffer at a time, into `sink`, which is then ended. */
function feed(file: string, sink: { write: (piece: Buffer) => void; end: () => void }): void {
  const fd = fs.openSync(file, 'r')
  try {
    for (;;) {
      // A buffer a read: the unpacker may keep a piece of one until the next arrives.
      const chunk = Buffer.allocUnsafe(READ_BYTES)
      const n = fs.readSync(fd, chunk, 0, READ_BYTES, null)
      if (n === 0) break
      sink.write(chunk.subarray(0, n))
    }
    sink.end()
  } finally {
    fs.closeSync(fd)
  }
}

/** The path relative to the folder, normalised, or undefined when it leaves the folder. */
export function inside(p: string): string | undefined {
  if (p === '' || p.startsWith('/') || p.includes('\0')) return undefined
  const parts = p.split('/')
  if (parts.includes('..')) return undefined
  const norm = path.posix.normalize(p)
  return norm.startsWith('../') || norm === '..' ? undefined : norm.replace(/\/$/, '')
}

/** Whether `p` or a folder above it is one of the archive's symbolic links. */
function throughLink(p: string, linkPaths: ReadonlySet<string>): boolean {
  const parts = p.split('/')
  for (let i = 1; i <= parts.length; i++) {
    if (linkPaths.has(parts.slice(0, i).join('/'))) return true
  }
  return false
}

/** The symbolic links whose target, resolved on disk, is not in the folder. */
function linksOut(dest: string, links: readonly string[]): string[] {
  const root = fs.realpathSync.native(dest)
  const out: string[] = []
  for (const link of links) {
    const file = path.join(root, link)
    // Not normalised: `a/b/..` must go through `a/b` as the kernel goes (the native realpath;
    // Node's own first collapses `b/..` on paper).
    let probe = `${path.dirname(file)}/${fs.readlinkSync(file)}`
    const rest: string[] = []
    let real: string | undefined
    while (real === undefined) {
      try {
        real = path.join(fs.realpathSync.native(probe), ...rest.reverse())
      } catch {
        // Not there (yet): resolve what exists of the path, then add the rest.
        rest.push(path.basename(probe))
        probe = path.dirname(probe)
      }
    }
    if (real !== root && !real.startsWith(root + path.sep))
      out.push(`${JSON.stringify(link)}: it resolves out of the folder, to ${JSON.stringify(real)}`)
  }
  return out
}
