/**
 * The diff (src/core/review/diff.ts): a patch's hunks, a finding placed inline exactly when GitHub takes
 * the comment (property-tested against the loopback GitHub's own rule, an independent
 * implementation that walks the patch line by line), and the head line beside a base line.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  parsePatch,
  placeFinding,
  type FileDiff,
  baseAnchors,
  headLineOf,
  type HeadAnchor
} from '../../../src/core/review/diff.js'
import { type Side } from '../../../src/core/review/findings.js'
import { commentProblem, type PullFile } from '../../support/github-review-server.js'

/** A patch built from a model: hunks apart from each other, each a run of -, + and context lines. */
const patchModel = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 30 }),
      lines: fc.array(fc.constantFrom(' ', '-', '+'), { minLength: 1, maxLength: 12 })
    }),
    { minLength: 1, maxLength: 5 }
  )
  .map((hunks) => {
    let oldLine = 1
    let newLine = 1
    const text: string[] = []
    const ranges: { oldStart: number; oldEnd: number; newStart: number; newEnd: number }[] = []
    for (const h of hunks) {
      oldLine += h.gap + 1
      newLine += h.gap + 1
      const oldCount = h.lines.filter((l) => l !== '+').length
      const newCount = h.lines.filter((l) => l !== '-').length
      // An empty side starts one line before (git's convention: `-0,0` / `+5,0`).
      const oldStart = oldCount === 0 ? oldLine - 1 : oldLine
      const newStart = newCount === 0 ? newLine - 1 : newLine
      text.push(
        `@@ -${String(oldStart)},${String(oldCount)} +${String(newStart)},${String(newCount)} @@ f()`
      )
      for (const l of h.lines) text.push(`${l}code`)
      ranges.push({
        oldStart,
        oldEnd: oldStart + oldCount - 1,
        newStart,
        newEnd: newStart + newCount - 1
      })
      oldLine += oldCount
      newLine += newCount
    }
    return { patch: text.join('\n'), ranges }
  })

describe('placement on the diff', () => {
  it('reads the hunks of a patch', () => {
    fc.assert(
      fc.property(patchModel, ({ patch, ranges }) => {
        expect(parsePatch(patch)).toEqual(ranges)
      })
    )
    expect(parsePatch('@@ -3 +3 @@\n-a\n+b')).toEqual([
      { oldStart: 3, oldEnd: 3, newStart: 3, newEnd: 3 }
    ])
  })

  it('puts a finding inline exactly when GitHub takes the comment (checked against the loopback rule)', () => {
    const side = fc.constantFrom<Side>('RIGHT', 'LEFT')
    fc.assert(
      fc.property(
        patchModel,
        fc.integer({ min: 1, max: 120 }),
        fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
        side,
        ({ patch }, line, start, s) => {
          const file: PullFile = {
            filename: 'a.ts',
            status: 'modified',
            additions: 1,
            deletions: 1,
            patch
          }
          const files = new Map<string, FileDiff>([
            [
              'a.ts',
              {
                path: 'a.ts',
                status: 'modified',
                additions: 1,
                deletions: 1,
                hunks: parsePatch(patch)
              }
            ]
          ])
          const startLine = start !== undefined && start < line ? start : undefined
          const place = placeFinding({ path: 'a.ts', line, startLine, side: s }, files)
          const problem = commentProblem(file, {
            line,
            side: s,
            body: 'x',
            ...(startLine !== undefined ? { start_line: startLine, start_side: s } : {})
          })
          expect(place.kind === 'inline').toBe(problem === undefined)
          if (place.kind === 'inline') {
            expect(place.line).toBe(line)
            if (place.startLine !== undefined) expect(place.startLine).toBeLessThan(place.line)
          }
        }
      ),
      { numRuns: 2000 }
    )
  })

  it('says why a finding is not on the diff', () => {
    const files = new Map<string, FileDiff>([
      [
        'a.ts',
        {
          path: 'a.ts',
          status: 'modified',
          additions: 2,
          deletions: 0,
          hunks: parsePatch('@@ -1,2 +1,3 @@\n a\n+b\n c\n@@ -20,2 +21,3 @@\n x\n+y\n z')
        }
      ],
      ['logo.png', { path: 'logo.png', status: 'added', additions: 0, deletions: 0 }]
    ])
    const where = (path: string, line: number, startLine?: number) =>
      placeFinding({ path, line, startLine, side: 'RIGHT' }, files)
    expect(where('a.ts', 2)).toEqual({ kind: 'inline', line: 2, side: 'RIGHT' })
    expect(where('a.ts', 3, 1)).toEqual({ kind: 'inline', line: 3, side: 'RIGHT', startLine: 1 })
    expect(where('a.ts', 10)).toEqual({ kind: 'body', why: 'outside the diff' })
    expect(where('a.ts', 22, 2)).toEqual({ kind: 'body', why: 'spans two hunks of the diff' })
    expect(where('a.ts', 22, 10)).toEqual({ kind: 'body', why: 'starts outside the diff' })
    expect(where('b.ts', 1)).toEqual({
      kind: 'body',
      why: 'the pull request does not change this file'
    })
    expect(where('logo.png', 1)).toEqual({
      kind: 'body',
      why: 'GitHub shows no diff for this file (binary, or too large)'
    })
    expect(where('', 1)).toEqual({ kind: 'body', why: 'not a path in the repository' })
  })
})

/** A file changed in hunks, the patch GitHub would show, and where each base line is in the head. */
const history = fc
  .record({
    hunks: fc.array(
      fc.record({
        gap: fc.integer({ min: 0, max: 20 }),
        lines: fc.array(fc.constantFrom(' ', '-', '+'), { minLength: 1, maxLength: 10 })
      }),
      { minLength: 1, maxLength: 5 }
    ),
    tail: fc.integer({ min: 0, max: 10 })
  })
  .map(({ hunks, tail }) => {
    let oldLine = 1
    let newLine = 1
    const text: string[] = []
    const truth = new Map<number, HeadAnchor | undefined>()
    const unchanged = (n: number): void => {
      for (let i = 0; i < n; i++) truth.set(oldLine++, { line: newLine++, removed: false })
    }
    for (const h of hunks) {
      unchanged(h.gap + 1)
      const oldCount = h.lines.filter((l) => l !== '+').length
      const newCount = h.lines.filter((l) => l !== '-').length
      // An empty side starts one line before (git's convention: `-0,0` / `+5,0`).
      const oldStart = oldCount === 0 ? oldLine - 1 : oldLine
      const newStart = newCount === 0 ? newLine - 1 : newLine
      text.push(
        `@@ -${String(oldStart)},${String(oldCount)} +${String(newStart)},${String(newCount)} @@`
      )
      let pending: number[] = []
      let last: number | undefined
      const settle = (head: number | undefined): void => {
        for (const b of pending)
          truth.set(b, head === undefined ? undefined : { line: head, removed: true })
        pending = []
      }
      for (const l of h.lines) {
        text.push(`${l}code`)
        if (l === '-') pending.push(oldLine++)
        else {
          settle(newLine)
          if (l === ' ') truth.set(oldLine++, { line: newLine, removed: false })
          last = newLine++
        }
      }
      settle(last)
    }
    unchanged(tail)
    const patch = text.join('\n')
    const file: FileDiff = {
      path: 'a.ts',
      status: 'modified',
      additions: 1,
      deletions: 1,
      hunks: parsePatch(patch),
      anchors: baseAnchors(patch)
    }
    return { file, truth }
  })

describe('the head line beside a base line', () => {
  it('is the line itself moved by the hunks above when unchanged, and the next (else the previous) head line of its hunk when removed', () => {
    fc.assert(
      fc.property(history, ({ file, truth }) => {
        // One expect a run, on the lines that differ (jest's matchers cost more than the rule).
        const wrong = [...truth]
          .map(([base, head]) => [base, headLineOf(base, file), head] as const)
          .filter(([, got, want]) => JSON.stringify(got) !== JSON.stringify(want))
        expect(wrong).toEqual([])
      }),
      { numRuns: 1000 }
    )
  })

  it('by hand: a replacement, a removal before context, a removal at a hunk end, a hunk of no head lines, an insertion', () => {
    const patch = [
      '@@ -1,3 +1,4 @@',
      ' a',
      '-b',
      '+B',
      '+B2',
      ' c',
      '@@ -10,3 +11,2 @@',
      ' x',
      '-y',
      ' z',
      '@@ -20,2 +19,0 @@',
      '-p',
      '-q',
      '@@ -40,2 +38,1 @@',
      ' k',
      '-l',
      '@@ -45,0 +43,2 @@',
      '+n',
      '+o'
    ].join('\n')
    const file: FileDiff = {
      path: 'a.ts',
      status: 'modified',
      additions: 4,
      deletions: 5,
      hunks: parsePatch(patch),
      anchors: baseAnchors(patch)
    }
    const at = (line: number) => headLineOf(line, file)
    expect(at(2)).toEqual({ line: 2, removed: true })
    expect(at(3)).toEqual({ line: 4, removed: false })
    expect(at(5)).toEqual({ line: 6, removed: false })
    expect(at(11)).toEqual({ line: 12, removed: true })
    expect(at(15)).toEqual({ line: 15, removed: false })
    expect(at(20)).toBeUndefined()
    expect(at(22)).toEqual({ line: 20, removed: false })
    expect(at(41)).toEqual({ line: 38, removed: true })
    expect(at(45)).toEqual({ line: 42, removed: false })
    expect(at(46)).toEqual({ line: 45, removed: false })
  })

  it('is the same line in a file the pull request does not change, and none in a removed file or one without a diff', () => {
    expect(headLineOf(7, undefined)).toEqual({ line: 7, removed: false })
    const gone: FileDiff = {
      path: 'a.ts',
      status: 'removed',
      additions: 0,
      deletions: 2,
      hunks: parsePatch('@@ -1,2 +0,0 @@\n-a\n-b'),
      anchors: baseAnchors('@@ -1,2 +0,0 @@\n-a\n-b')
    }
    expect(headLineOf(1, gone)).toBeUndefined()
    expect(
      headLineOf(1, { path: 'b.png', status: 'modified', additions: 0, deletions: 0 })
    ).toBeUndefined()
  })
})
