/**
 * What the publishing job checks of a bundle's patch before git applies it (docs/publish.md): the
 * bytes are the ones the bundle names (size and SHA-256), and every path git reads from it stays
 * inside the repository. Pure: git/bundle-patch.ts asks git how it reads the patch's paths
 * (`git apply --numstat -z`, git's own parser, so what is checked is what git would write) and the
 * targets of the links the patch makes; the answers here are sentences for the step's failure.
 * And the token shapes in a text read in chunks (ShapeCollector), for git's blobs.
 */
import { createHash } from 'node:crypto'
import { SHAPES } from '../redact/shapes.js'

/** Why the patch's bytes are not the ones the bundle names; undefined when they are. */
export function digestProblem(
  patch: Buffer,
  want: { bytes: number; sha256: string }
): string | undefined {
  if (patch.length !== want.bytes)
    return `patch.diff is ${String(patch.length)} bytes, and the bundle says ${String(want.bytes)}`
  const sha = createHash('sha256').update(patch).digest('hex')
  if (sha !== want.sha256.toLowerCase())
    return `patch.diff's SHA-256 is ${sha}, and the bundle says ${want.sha256}`
  return undefined
}

/**
 * A name git would refuse to write, or that means `.git` on some file system: `.git` in any case,
 * with trailing dots or spaces (Windows drops them), its 8.3 short name, and HFS+'s ignorable
 * characters inside it (`.g\u200cit`).
 */
function isGitName(segment: string): boolean {
  const bare = segment.replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\ufeff]/g, '')
  return /^\.git[. ]*$/i.test(bare) || /^git~\d+$/i.test(bare)
}

/**
 * Why a path the patch names is not a plain path inside the repository; undefined when it is.
 * Backslashes count as separators: Git for Windows reads them so.
 */
export function pathProblem(p: string): string | undefined {
  if (p === '') return 'an empty path'
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(p))
    return `a path with a control character (${JSON.stringify(p)})`
  if (p.startsWith('/') || p.startsWith('\\') || /^[A-Za-z]:/.test(p))
    return `an absolute path (${JSON.stringify(p)})`
  const segments = p.split(/[\\/]/)
  if (segments.some((s) => s === '..'))
    return `a path that leaves the repository (${JSON.stringify(p)})`
  if (segments.some((s) => s === '.' || s === ''))
    return `a path that is not in plain form (${JSON.stringify(p)})`
  if (segments.some(isGitName)) return `a path inside .git (${JSON.stringify(p)})`
  return undefined
}

/**
 * Why a symbolic link the patch makes at `link` (repo-relative) with `target` leads outside the
 * repository or into `.git`; undefined when it stays inside.
 */
export function linkProblem(link: string, target: string): string | undefined {
  const shown = `${JSON.stringify(link)} → ${JSON.stringify(target)}`
  if (
    target === '' ||
    target.startsWith('/') ||
    target.startsWith('\\') ||
    /^[A-Za-z]:/.test(target)
  )
    return `a link to an absolute path (${shown})`
  const at = link.split('/').slice(0, -1)
  for (const s of target.split(/[\\/]/)) {
    if (s === '' || s === '.') continue
    if (s === '..') {
      if (at.length === 0) return `a link that leads outside the repository (${shown})`
      at.pop()
      continue
    }
    if (isGitName(s)) return `a link into .git (${shown})`
    at.push(s)
  }
  return undefined
}

/**
 * The paths in `git apply --numstat -z` output: `added\tremoved\tpath\0`, or for a rename or copy
 * `added\tremoved\t\0from\0to\0`.
 */
export function numstatPaths(out: string): string[] {
  const records = out.split('\0')
  const paths: string[] = []
  for (let i = 0; i < records.length; i++) {
    const r = records[i] ?? ''
    const m = /^(?:\d+|-)\t(?:\d+|-)\t([\s\S]*)$/.exec(r)
    if (m === null) continue
    const name = m[1]
    if (name !== '') paths.push(name)
    else paths.push(records[++i] ?? '', records[++i] ?? '')
  }
  return paths
}

/** What a ShapeCollector keeps of one chunk for the next: the longest token shape fits. */
const SHAPE_KEEP = 8192
/** …and never more than this, however long a match runs on (a sparse run of letters). */
const SHAPE_MAX_CARRY = 65536
/** The distinct tokens remembered per text: enough to tell new ones from old. */
const SHAPE_MAX_FOUND = 1000

/**
 * The token shapes (core/redact/shapes.ts) in a text fed in chunks: a match is taken once it is
 * whole (it ends before the last SHAPE_KEEP characters, or the text ended), and a match that
 * may run on is carried into the next chunk from its start. `found` holds the tokens themselves,
 * so that a file's new content can be told from its old: a token already in the repository is
 * not the patch's.
 */
export class ShapeCollector {
  readonly found = new Set<string>()
  private carry = ''

  push(text: string): void {
    this.scan(this.carry + text, false)
  }

  end(): void {
    this.scan(this.carry, true)
    this.carry = ''
  }

  private scan(text: string, last: boolean): void {
    const whole = last ? text.length : text.length - SHAPE_KEEP
    let cut = Math.max(0, text.length - SHAPE_KEEP)
    for (const shape of SHAPES)
      for (const m of text.matchAll(shape.pattern)) {
        if (m.index + m[0].length <= whole) {
          if (this.found.size < SHAPE_MAX_FOUND) this.found.add(m[0])
        } else cut = Math.min(cut, m.index)
      }
    if (!last) this.carry = text.slice(Math.max(cut, text.length - SHAPE_MAX_CARRY))
  }
}
