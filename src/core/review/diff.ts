/**
 * A pull request's diff as GitHub shows it, and where on it a finding can sit. GitHub takes an
 * inline review comment only on a line inside one hunk of the file's patch, on the side it names
 * (RIGHT: the hunk's head lines, context and added; LEFT: its base lines, context and removed),
 * and a range only within one hunk. And which head line stands beside a base line (the Checks API
 * takes an annotation only on a line of the head). Pure.
 */
import type { Side } from './findings.js'

/** One hunk's line ranges (inclusive); an empty side has `end < start`. */
export interface Hunk {
  oldStart: number
  oldEnd: number
  newStart: number
  newEnd: number
}

/** A file of the pull request, as GET /pulls/{n}/files lists it. */
export interface FileDiff {
  path: string
  /** added, modified, removed, renamed, copied, changed, unchanged. */
  status: string
  additions: number
  deletions: number
  /** Undefined when GitHub gives no patch (a binary file, or one too large to show). */
  hunks?: Hunk[]
  /** The head line beside each base line of the hunks (see baseAnchors); with `hunks`. */
  anchors?: ReadonlyMap<number, HeadAnchor>
}

/** Where a base line stands in the head: a head line, and whether the pull request removed it. */
export interface HeadAnchor {
  line: number
  removed: boolean
}

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/

/** A hunk header's count: 1 when left out (`@@ -3 +3 @@`). */
function count(group: string | undefined): number {
  return group === undefined ? 1 : Number(group)
}

/** The hunks of a unified-diff patch (GitHub's `patch` field: hunks only, no file header). */
export function parsePatch(patch: string): Hunk[] {
  const hunks: Hunk[] = []
  for (const line of patch.split('\n')) {
    const m = HEADER.exec(line)
    if (m === null) continue
    const oldStart = Number(m[1])
    const oldCount = count(m[2])
    const newStart = Number(m[3])
    const newCount = count(m[4])
    hunks.push({
      oldStart,
      oldEnd: oldStart + oldCount - 1,
      newStart,
      newEnd: newStart + newCount - 1
    })
  }
  return hunks
}

/**
 * For every base line of the patch's hunks, the head line GitHub shows beside it: a context line
 * is its own head line; a removed line has none, so it gets the head line that follows it in its
 * hunk (what now stands in its place), else the one before it. A hunk without head lines (the
 * whole file removed) gives its lines none.
 */
export function baseAnchors(patch: string): Map<number, HeadAnchor> {
  const anchors = new Map<number, HeadAnchor>()
  let oldLine = 0
  let newLine = 0
  let oldLeft = 0
  let newLeft = 0
  /** The hunk's last head line so far (0: none yet). */
  let lastHead = 0
  let removed: number[] = []
  /** Removed lines waiting for the head line after them; at a hunk's end, the one before. */
  const settle = (head: number): void => {
    if (head > 0) for (const n of removed) anchors.set(n, { line: head, removed: true })
    removed = []
  }
  for (const line of patch.split('\n')) {
    const m = HEADER.exec(line)
    if (m !== null) {
      settle(lastHead)
      lastHead = 0
      oldLine = Number(m[1])
      oldLeft = count(m[2])
      newLine = Number(m[3])
      newLeft = count(m[4])
      continue
    }
    if (oldLeft + newLeft === 0 || line.startsWith('\\')) continue
    if (line.startsWith('-') && oldLeft > 0) {
      removed.push(oldLine++)
      oldLeft--
    } else if (line.startsWith('+') && newLeft > 0) {
      settle(newLine)
      lastHead = newLine++
      newLeft--
    } else if (oldLeft > 0 && newLeft > 0) {
      settle(newLine)
      anchors.set(oldLine++, { line: newLine, removed: false })
      lastHead = newLine++
      oldLeft--
      newLeft--
    }
  }
  settle(lastHead)
  return anchors
}

/**
 * The head line for a line of the base: in a hunk, its anchor (baseAnchors); outside the hunks,
 * an unchanged line, moved by the lines the hunks before it added and removed; in a file the
 * pull request does not change, the same line. Undefined when the head has no line for it (the
 * file removed) or GitHub shows no diff of the file.
 */
export function headLineOf(line: number, file: FileDiff | undefined): HeadAnchor | undefined {
  if (file === undefined) return { line, removed: false }
  if (file.hunks === undefined || file.status === 'removed') return undefined
  let shift = 0
  for (const h of file.hunks) {
    if (line >= h.oldStart && line <= h.oldEnd) return file.anchors?.get(line)
    // A hunk of no base lines (`-5,0`) adds its lines after base line oldStart.
    const before = h.oldEnd < h.oldStart ? h.oldStart < line : h.oldEnd < line
    if (before) shift += h.newEnd - h.newStart - (h.oldEnd - h.oldStart)
  }
  return { line: line + shift, removed: false }
}

/** The hunk that holds `line` on `side`, if any. */
function hunkOf(hunks: readonly Hunk[], side: Side, line: number): Hunk | undefined {
  return hunks.find((h) =>
    side === 'RIGHT'
      ? line >= h.newStart && line <= h.newEnd
      : line >= h.oldStart && line <= h.oldEnd
  )
}

export type Place =
  /** An inline comment: `startLine` only for a range of several lines (then `startLine < line`). */
  | { kind: 'inline'; line: number; side: Side; startLine?: number }
  /** The review's body, and why. */
  | { kind: 'body'; why: string }

interface Where {
  path: string
  line: number
  startLine?: number
  side: Side
}

/** `line 12` or `lines 12–14`. */
export function linesLabel(w: Pick<Where, 'line' | 'startLine'>): string {
  return w.startLine !== undefined && w.startLine < w.line
    ? `lines ${String(w.startLine)}–${String(w.line)}`
    : `line ${String(w.line)}`
}

/** Where a finding can sit on the pull request's diff: inline, or in the body and why. */
export function placeFinding(w: Where, files: ReadonlyMap<string, FileDiff>): Place {
  if (w.path === '') return { kind: 'body', why: 'not a path in the repository' }
  const file = files.get(w.path)
  if (file === undefined) return { kind: 'body', why: 'the pull request does not change this file' }
  if (file.hunks === undefined)
    return { kind: 'body', why: 'GitHub shows no diff for this file (binary, or too large)' }
  const end = hunkOf(file.hunks, w.side, w.line)
  const range = w.startLine !== undefined && w.startLine < w.line
  if (end === undefined) return { kind: 'body', why: 'outside the diff' }
  if (!range) return { kind: 'inline', line: w.line, side: w.side }
  const start = hunkOf(file.hunks, w.side, w.startLine ?? w.line)
  if (start === undefined) return { kind: 'body', why: 'starts outside the diff' }
  if (start !== end) return { kind: 'body', why: 'spans two hunks of the diff' }
  return { kind: 'inline', line: w.line, side: w.side, startLine: w.startLine }
}
