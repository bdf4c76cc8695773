/**
 * Review mode's pure parts: the findings schema and reading, fingerprints, the diff's hunks and
 * placement (property-tested against the loopback GitHub's own rule, an independent
 * implementation that walks the patch line by line), the plan and the threads to resolve.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import fs from 'node:fs'
import path from 'node:path'
import { parsePatch, placeFinding, type FileDiff } from '../src/core/diff.js'
import {
  cleanPath,
  fingerprintOf,
  FINDINGS_SCHEMA,
  gateFindings,
  normaliseText,
  readFindings,
  type Finding,
  type Severity,
  type Side
} from '../src/core/findings.js'
import { notPosted, planFindings, threadsToResolve } from '../src/core/review-plan.js'
import { compileSchema } from '../src/core/validator.js'
import { commentProblem, type PullFile } from './github-review-server.js'
import { ROOT } from './helpers.js'

const noRedact = (s: string): string => s

describe('the findings schema', () => {
  it('is the one in docs/, versioned', () => {
    const file = path.join(ROOT, 'docs', 'findings.v1.schema.json')
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(FINDINGS_SCHEMA)
    expect(FINDINGS_SCHEMA.$id).toBe('urn:cursor-agent-action:findings:v1')
  })

  it('reads a JSON message and a fenced block, redacting every text field', () => {
    const message = [
      'Here is my review.',
      '```json',
      JSON.stringify({
        summary: 'Looks fine but SECRET leaks',
        findings: [
          {
            path: './src/a.ts',
            line: 4,
            start_line: 9,
            severity: 'high',
            title: 'SECRET in a log',
            body: 'The SECRET is logged.',
            suggestion: 'log(redact(SECRET))'
          }
        ]
      }),
      '```'
    ].join('\n')
    const read = readFindings(message, compileSchema, (s) => s.replace(/SECRET/g, '***'))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.summary).toBe('Looks fine but *** leaks')
    expect(read.findings).toEqual([
      {
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
        path: 'src/a.ts',
        // A range written backwards is the same range.
        line: 9,
        startLine: 4,
        side: 'RIGHT',
        severity: 'high',
        title: '*** in a log',
        body: 'The *** is logged.',
        suggestion: 'log(redact(***))'
      }
    ])
  })

  it('says what is wrong with a message that is not findings JSON', () => {
    const bad = readFindings(
      '{"summary": 1, "findings": [{"path": "a", "line": 0, "severity": "urgent"}]}',
      compileSchema,
      noRedact
    )
    expect(bad).toEqual({ ok: false, errors: expect.arrayContaining([expect.any(String)]) })
    if (bad.ok) return
    expect(bad.errors.join('\n')).toMatch(/summary must be string/)
    expect(bad.errors.join('\n')).toMatch(/severity must be equal to one of the allowed values/)
    expect(readFindings('No JSON at all.', compileSchema, noRedact)).toEqual({
      ok: false,
      errors: ['The final message is not JSON and holds no ```json fenced block.']
    })
  })

  it('cleans paths: no leading ./, forward slashes, nothing outside the repository', () => {
    expect(cleanPath('./src\\a.ts')).toBe('src/a.ts')
    expect(cleanPath('/etc/passwd')).toBe('')
    expect(cleanPath('src/../../x')).toBe('')
  })
})

const severity = fc.constantFrom<Severity>('critical', 'high', 'medium', 'low')
const words = fc.string({ minLength: 1, maxLength: 40 })

describe('fingerprints', () => {
  it('never depend on the lines or the side, and ignore case, spacing, punctuation and line numbers in the text', () => {
    fc.assert(
      fc.property(
        words,
        words,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (title, body, a, b) => {
          const f = { path: 'src/a.ts', severity: 'high' as const, title, body }
          const moved = {
            ...f,
            title: `  ${title.toUpperCase()}.`,
            body: `${body}\n\n(see line ${String(a)})`
          }
          const same = { ...f, body: `${body}\n\n(see line ${String(b)})` }
          expect(fingerprintOf(moved)).toBe(fingerprintOf(same))
          expect(fingerprintOf(f)).toMatch(/^[0-9a-f]{16}$/)
        }
      )
    )
    expect(normaliseText('Off-by-one on **Lines 12–14**!')).toBe(
      normaliseText('off by one on line 3')
    )
  })

  it('differ when the file, the severity or the words differ', () => {
    fc.assert(
      fc.property(severity, severity, words, (s1, s2, title) => {
        const f = { path: 'a.ts', severity: s1, title, body: 'x' }
        expect(fingerprintOf({ ...f, path: 'b.ts' })).not.toBe(fingerprintOf(f))
        if (s1 !== s2) expect(fingerprintOf({ ...f, severity: s2 })).not.toBe(fingerprintOf(f))
      })
    )
    const f = { path: 'a.ts', severity: 'low' as const, title: 'Null check', body: 'x' }
    expect(fingerprintOf({ ...f, title: 'Race' })).not.toBe(fingerprintOf(f))
  })
})

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

function finding(o: Partial<Finding> & { title: string }): Finding {
  const f = {
    path: 'a.ts',
    line: 2,
    side: 'RIGHT' as const,
    severity: 'low' as const,
    body: 'b',
    ...o
  }
  return { ...f, fingerprint: fingerprintOf(f) }
}

describe('the plan', () => {
  const files = new Map<string, FileDiff>([
    [
      'a.ts',
      {
        path: 'a.ts',
        status: 'modified',
        additions: 9,
        deletions: 0,
        hunks: [{ oldStart: 1, oldEnd: 0, newStart: 1, newEnd: 9 }]
      }
    ]
  ])

  it('puts the most severe on the diff first, at most max-findings, and holds the rest back', () => {
    const list = [
      finding({ title: 'l1' }),
      finding({ title: 'c1', severity: 'critical' }),
      finding({ title: 'm1', severity: 'medium' }),
      finding({ title: 'h1', severity: 'high' })
    ]
    const plan = planFindings(list, { files, open: new Map(), maxFindings: 2 })
    expect(plan.map((f) => [f.title, f.placement, f.heldBack === true])).toEqual([
      ['l1', 'body', true],
      ['c1', 'inline', false],
      ['m1', 'body', true],
      ['h1', 'inline', false]
    ])
    expect(gateFindings(plan, 'high').map((f) => f.title)).toEqual(['c1', 'h1'])
    expect(gateFindings(plan, 'none')).toEqual([])
  })

  it('marks findings already open on the pull request, or repeated in the run, as duplicates', () => {
    const a = finding({ title: 'a' })
    const b = finding({ title: 'b' })
    const plan = planFindings([a, b, { ...b, line: 5 }], {
      files,
      open: new Map([[a.fingerprint, 'https://x/1']]),
      maxFindings: 50
    })
    expect(plan.map((f) => [f.title, f.placement, f.url])).toEqual([
      ['a', 'duplicate', 'https://x/1'],
      ['b', 'inline', undefined],
      ['b', 'duplicate', undefined]
    ])
  })

  it('marks the findings of a review that was not posted not_posted, a duplicate staying one', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((title) => finding({ title }))
    if (a === undefined || b === undefined || c === undefined) throw new Error('three')
    const plan = planFindings([a, b, { ...c, line: 99 }], {
      files,
      open: new Map([[b.fingerprint, 'https://x/2']]),
      maxFindings: 50
    })
    expect(notPosted(plan).map((f) => [f.title, f.placement, f.url])).toEqual([
      ['a', 'not_posted', undefined],
      ['b', 'duplicate', 'https://x/2'],
      ['c', 'not_posted', undefined]
    ])
  })

  it('resolves only outdated, open, unanswered threads of this job whose finding is gone', () => {
    const t = (
      id: string,
      o: Partial<{ resolved: boolean; outdated: boolean; replied: boolean }>
    ) => ({
      id,
      resolved: false,
      outdated: true,
      replied: false,
      ...o
    })
    const key = 'k'.repeat(20)
    const prior = [
      { fingerprint: 'gone', keyHash: key, thread: t('T1', {}) },
      { fingerprint: 'kept', keyHash: key, thread: t('T2', {}) },
      { fingerprint: 'gone', keyHash: key, thread: t('T3', { outdated: false }) },
      { fingerprint: 'gone', keyHash: key, thread: t('T4', { replied: true }) },
      { fingerprint: 'gone', keyHash: key, thread: t('T5', { resolved: true }) },
      { fingerprint: 'gone', keyHash: 'o'.repeat(20), thread: t('T6', {}) },
      { fingerprint: 'gone', keyHash: key }
    ]
    expect(threadsToResolve(prior, { keyHash: key, reported: new Set(['kept']) })).toEqual(['T1'])
  })
})
