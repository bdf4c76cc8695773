/**
 * A pull request's diff as GitHub shows it, and where on it a finding can sit. GitHub takes an
 * inline review comment only on a line inside one hunk of the file's patch, on the side it names
 * (RIGHT: the hunk's head lines, context and added; LEFT: its base lines, context and removed),
 * and a range only within one hunk. Pure.
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
