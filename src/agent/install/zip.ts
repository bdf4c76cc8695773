/**
 * Unpacking the Windows CLI's `.zip` (yauzl, in this process), under the rules of the `.tar.gz`
 * (archive.ts): every entry is checked before anything is written, and one that breaks a rule
 * fails the whole unpacking, with the folder removed. An entry must be a file or a folder with a
 * relative path that stays in the folder; a link, a device or a FIFO (a zip made on Unix can say
 * so in its attributes) is refused, as the Windows package holds none. The entries' sizes add up
 * to at most the limit (yauzl checks each entry's bytes against its stated size as it inflates),
 * and a name given twice (also in another case: Windows and macOS would make them one file) is
 * refused. The archive is read once, into memory: the bytes hashed are the bytes unpacked.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Entry } from 'yauzl'
import { messageOf } from '../../core/errors.js'
import { ArchiveError, inside, type UnpackLimits } from './archive.js'
import { loadYauzl } from '../lazy.js'

/** The most unpacked (the entries' stated sizes added up), as for the tar. */
const MAX_BYTES = 4 * 1024 ** 3
const MAX_ENTRIES = 200_000
/** A bigger zip is refused before it is read: it is held in memory whole. */
const MAX_ARCHIVE_BYTES = 1024 ** 3

const S_IFMT = 0o170000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000
/** The high byte of `versionMadeBy` for a zip made on Unix (its attributes hold a mode). */
const MADE_ON_UNIX = 3

/** A checked entry: where it goes (relative, `/`), whether a folder, its permission bits. */
interface Planned {
  entry: Entry
  at: string
  dir: boolean
  mode: number
}

/**
 * Unpacks the zip `file` into `dest` (created; it must not exist yet) and returns the file's
 * sha256. Throws ArchiveError when an entry breaks a rule, with `dest` removed.
 */
export async function unpackZip(
  file: string,
  dest: string,
  limits: UnpackLimits = {}
): Promise<string> {
  const size = fs.statSync(file).size
  if (size > MAX_ARCHIVE_BYTES)
    throw new ArchiveError(
      `the archive was refused: it is ${size} bytes, more than ${MAX_ARCHIVE_BYTES}`
    )
  const bytes = fs.readFileSync(file)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  fs.mkdirSync(dest, { recursive: false })
  const problems: string[] = []
  try {
    const { fromBufferPromise } = await loadYauzl()
    // Names with a backslash are an error, not turned into folders; sizes checked as inflated.
    const zip = await fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true
    })
    try {
      const planned = await plan(zip.eachEntry(), limits, problems)
      if (problems.length === 0) await write(zip, planned, dest)
    } finally {
      zip.close()
    }
  } catch (error) {
    problems.push(messageOf(error))
  }
  if (problems.length > 0) {
    fs.rmSync(dest, { recursive: true, force: true })
    throw new ArchiveError(`the archive was refused: ${problems.slice(0, 5).join('; ')}`)
  }
  return sha256
}

/** Every entry checked against the rules; the problems go to `problems`. */
async function plan(
  entries: AsyncIterable<Entry>,
  limits: UnpackLimits,
  problems: string[]
): Promise<Planned[]> {
  const maxBytes = limits.maxBytes ?? MAX_BYTES
  const maxEntries = limits.maxEntries ?? MAX_ENTRIES
  const out: Planned[] = []
  const seen = new Set<string>()
  let bytes = 0
  for await (const entry of entries) {
    const name = entry.fileName
    const refuse = (why: string): void => {
      problems.push(`${JSON.stringify(name)}: ${why}`)
    }
    if (out.length + 1 > maxEntries) {
      refuse(`more than ${String(maxEntries)} entries`)
      break
    }
    bytes += entry.uncompressedSize
    if (bytes > maxBytes) {
      refuse(`more than ${String(maxBytes)} bytes unpacked`)
      break
    }
    const kind = kindOf(entry)
    if (typeof kind === 'string') {
      refuse(kind)
      continue
    }
    const at = /[:\\]/.test(name) ? undefined : inside(name)
    if (at === undefined) {
      refuse('its path leaves the folder')
      continue
    }
    const key = at.toLowerCase()
    if (seen.has(key)) {
      refuse('its path is given twice (in one case or another)')
      continue
    }
    seen.add(key)
    if (entry.isEncrypted()) refuse('it is encrypted')
    else out.push({ entry, at, ...kind })
  }
  return out
}

/** A folder or a file with its permission bits, or why the entry is neither. */
function kindOf(entry: Entry): { dir: boolean; mode: number } | string {
  const folderName = entry.fileName.endsWith('/')
  if (entry.versionMadeBy >> 8 !== MADE_ON_UNIX)
    return { dir: folderName, mode: folderName ? 0o755 : 0o644 }
  const mode = entry.externalFileAttributes >>> 16
  const type = mode & S_IFMT
  // No set-user-id, set-group-id or sticky bit from a download: permission bits only.
  if (type === S_IFDIR || (type === 0 && folderName)) return { dir: true, mode: 0o755 }
  if (type === S_IFREG || type === 0) {
    if (folderName) return 'a file whose name is a folder'
    return { dir: false, mode: mode & 0o777 || 0o644 }
  }
  return type === 0o120000
    ? 'a link (the Windows archive holds none)'
    : 'a special file (only files and folders)'
}

/** Writes the checked entries: folders, then each file new (never over something there). */
async function write(
  zip: import('yauzl').ZipFile,
  planned: readonly Planned[],
  dest: string
): Promise<void> {
  for (const p of planned) {
    const target = path.join(dest, ...p.at.split('/'))
    if (p.dir) {
      fs.mkdirSync(target, { recursive: true })
      continue
    }
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const stream = await zip.openReadStreamPromise(p.entry)
    await pipeline(stream, fs.createWriteStream(target, { flags: 'wx', mode: p.mode }))
    // The mode given at creation is masked by the umask; the tar's unpacking sets it exactly.
    fs.chmodSync(target, p.mode)
  }
}
