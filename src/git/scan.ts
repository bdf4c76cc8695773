/**
 * The changes checked for the action's own secrets before anything of them is written (the patch)
 * or made (the commit): every blob that is new in the work tree's tree, streamed through one
 * `git cat-file --batch` into core/redact/secretscan.ts, a chunk at a time, and every changed path.
 */
import { SecretScanner, type NamedSecret } from '../core/redact/secretscan.js'
import type { TreeChange, WorkTree } from './worktree.js'

/** A changed path that holds a secret: which file, and which secrets (by name, never the value). */
export interface SecretFinding {
  path: string
  secrets: string[]
}

const ZERO = /^0+$/

/** The changed paths whose new content (or name) holds one of `secrets`; [] when none does. */
export async function findSecrets(
  work: WorkTree,
  secrets: readonly NamedSecret[],
  signal?: AbortSignal
): Promise<SecretFinding[]> {
  const scanner = new SecretScanner(secrets)
  if (!scanner.active || work.changes.length === 0) return []
  const found = new Map<string, Set<string>>()
  const mark = (p: string, names: readonly string[]): void => {
    if (names.length === 0) return
    const set = found.get(p) ?? new Set<string>()
    for (const n of names) set.add(n)
    found.set(p, set)
  }
  // Paths by the blob they now hold; a deleted path holds nothing new.
  const byBlob = new Map<string, string[]>()
  for (const c of work.changes) {
    if (ZERO.test(c.newOid)) continue
    mark(c.path, scanner.scan(c.path))
    if (isNew(c)) byBlob.set(c.newOid, [...(byBlob.get(c.newOid) ?? []), c.path])
  }
  if (byBlob.size > 0) {
    const reader = new BatchReader(scanner, (oid, names) => {
      for (const p of byBlob.get(oid) ?? []) mark(p, names)
    })
    await work.git.stream(['cat-file', '--batch'], {
      input: [...byBlob.keys()].join('\n') + '\n',
      onData: (chunk) => {
        reader.push(chunk)
      },
      timeoutMs: 600_000,
      signal
    })
    reader.end()
  }
  return [...found].map(([p, names]) => ({ path: p, secrets: [...names] }))
}

/** Content the start did not have (a mode change alone brings none). */
function isNew(c: TreeChange): boolean {
  return c.newOid !== c.oldOid
}

/**
 * `git cat-file --batch` output, parsed as it streams: `<oid> <type> <size>\n`, the object's
 * bytes, `\n`; or `<oid> missing\n` (a submodule's commit, not in this repository). Each blob's
 * bytes go to the scanner; `done` is called with what it found once the blob ended.
 */
class BatchReader {
  private header: Buffer[] = []
  private oid = ''
  /** Bytes of the current object still to come; then its closing `\n`. */
  private left = 0
  private inObject = false
  private blob = false

  constructor(
    private readonly scanner: SecretScanner,
    private readonly done: (oid: string, names: string[]) => void
  ) {}

  push(chunk: Buffer): void {
    let at = 0
    while (at < chunk.length) {
      if (this.inObject) {
        if (this.left > 0) {
          const take = Math.min(this.left, chunk.length - at)
          if (this.blob) this.scanner.feed(chunk.subarray(at, at + take))
          at += take
          this.left -= take
          continue
        }
        // The `\n` after the object's bytes.
        at++
        this.inObject = false
        if (this.blob) this.done(this.oid, this.scanner.found())
        continue
      }
      const nl = chunk.indexOf(0x0a, at)
      if (nl < 0) {
        this.header.push(chunk.subarray(at))
        return
      }
      this.header.push(chunk.subarray(at, nl))
      at = nl + 1
      this.startObject(Buffer.concat(this.header).toString('latin1'))
      this.header = []
    }
  }

  /** Throws when the output stopped inside an object (git was cut short). */
  end(): void {
    if (this.inObject || this.header.length > 0)
      throw new Error('git cat-file ended in the middle of an object')
  }

  private startObject(line: string): void {
    const [oid = '', type = '', size = ''] = line.split(' ')
    if (type === 'missing' || type === 'ambiguous' || size === '') return
    this.oid = oid
    this.left = Number(size)
    this.inObject = true
    this.blob = type === 'blob'
    if (this.blob) this.scanner.reset()
  }
}
