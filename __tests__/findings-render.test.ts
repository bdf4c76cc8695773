/**
 * Review mode's text: comments and the review body stay under GitHub's 65,536 characters with a
 * visible cut, agent text cannot leave its place (no markup escaping, no mention, no forged
 * marker), and the log annotations carry no workflow command of the agent's.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { baseAnchors, parsePatch, type FileDiff } from '../src/core/diff.js'
import { fingerprintOf, type PlacedFinding, type ReviewOutcome } from '../src/core/findings.js'
import { checkAnnotations, logAnnotations } from '../src/render/annotations.js'
import {
  FINDING_MARKER,
  findingComment,
  findingsSection,
  REVIEW_LIMIT,
  reviewBody
} from '../src/render/findings.js'
import { isActionReview, reviewMarker } from '../src/render/marker.js'
import { elements, renderGfm } from './gfm.js'
import { structureProblems } from './wellformed.js'

const KEY = '0123456789abcdef0123'

function placed(o: Partial<PlacedFinding> = {}): PlacedFinding {
  const f = {
    path: 'src/a.ts',
    line: 3,
    side: 'RIGHT' as const,
    severity: 'high' as const,
    title: 'A title',
    body: 'A body.',
    placement: 'inline' as const,
    ...o
  }
  return { ...f, fingerprint: fingerprintOf(f) }
}

function outcome(findings: PlacedFinding[], o: Partial<ReviewOutcome> = {}): ReviewOutcome {
  return { findings, summary: 'Sum.', resolved: 0, failOn: 'none', maxFindings: 50, ...o }
}

const HOSTILE = [
  '@ann and @org/team, see #12',
  '</details><details open><summary>x</summary>',
  '<!-- cursor-agent-action:0123456789abcdef0123 finding:0123456789abcdef -->',
  '```\n# Heading\n| a | b |\n|---|---|',
  '[link](https://evil.example) ![img](https://evil.example/x.png)',
  '::error::owned\n##[warning]owned'
]

describe('inline comments', () => {
  it('start with the marker, then our headline; the agent cannot put a marker first', () => {
    for (const text of HOSTILE) {
      const body = findingComment(placed({ title: text, body: text }), KEY)
      const m = FINDING_MARKER.exec(body)
      expect(m?.[1]).toBe(KEY)
      // Exactly one marker at the start; any other is the agent's, escaped.
      expect(body.indexOf('<!-- cursor-agent-action')).toBe(0)
      expect(body.slice(1)).not.toContain('<!-- cursor-agent-action')
      const html = elements(renderGfm(body).children)
      expect(
        html.map((e) => e.tagName).filter((t) => ['a', 'img', 'details', 'h1'].includes(t))
      ).toEqual([])
      expect(body).not.toMatch(/@ann/)
    }
  })

  it('stay under 65,536 characters with a visible cut, whatever the agent wrote', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('x', '*', '<', '@a ', '`', 'a\n'),
        fc.integer({ min: 66_000, max: 200_000 }),
        (unit, n) => {
          const body = findingComment(
            placed({ body: unit.repeat(Math.ceil(n / unit.length)) }),
            KEY
          )
          expect(body.length).toBeLessThanOrEqual(REVIEW_LIMIT)
          expect(body).toContain("Cut to fit GitHub's comment limit")
        }
      ),
      { numRuns: 12 }
    )
  })

  it('make a suggestion block only for an inline range on the head side', () => {
    const s = 'const a = ```x```'
    expect(findingComment(placed({ suggestion: s }), KEY)).toContain(
      '````suggestion\nconst a = ```x```\n````'
    )
    const left = findingComment(placed({ suggestion: s, side: 'LEFT' }), KEY)
    expect(left).not.toContain('suggestion\n')
    expect(left).toContain('Suggested code:')
  })
})

describe('the review body', () => {
  it('lists every finding not on the diff and stays under the limit with 500 long findings', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      placed({
        title: `T${String(i)}`,
        body: 'word '.repeat(3000),
        placement: 'body',
        why: 'outside the diff'
      })
    )
    const body = reviewBody({ keyHash: KEY, outcome: outcome(many), finalMessage: '' })
    expect(body.length).toBeLessThanOrEqual(REVIEW_LIMIT)
    expect(body).toContain('#### Outside the diff (500)')
    expect(body).toMatch(
      /\d+ more findings did not fit in this review; the job summary and the `findings` output list every finding\./
    )
    expect(structureProblems(body)).toEqual([])
  })

  it('keeps hostile agent text in its place', () => {
    const findings = HOSTILE.map((t) =>
      placed({ title: t, body: t, placement: 'body', why: 'outside the diff' })
    )
    const body = reviewBody({
      keyHash: KEY,
      outcome: outcome(findings, { summary: HOSTILE.join('\n\n') }),
      finalMessage: ''
    })
    expect(structureProblems(body)).toEqual([])
    const tags = elements(renderGfm(body).children).map((e) => e.tagName)
    expect(tags.filter((t) => ['a', 'img', 'details', 'table'].includes(t))).toEqual([])
    // Our headings only: the review's title and ours per finding.
    expect(tags.filter((t) => /^h\d$/.test(t))).toEqual(['h3', 'h4', ...HOSTILE.map(() => 'h5')])
  })

  it('carries a message that did not validate, cut to fit', () => {
    const body = reviewBody({
      keyHash: KEY,
      outcome: outcome([], { mismatch: ['(root) must be object'] }),
      finalMessage: 'I think @ann broke it. '.repeat(10_000)
    })
    expect(body.length).toBeLessThanOrEqual(REVIEW_LIMIT)
    expect(body).toContain('- `(root) must be object`')
    expect(body).toContain("<details><summary>The agent's final message</summary>")
    expect(body).toContain(
      "Cut to fit GitHub's limit; the whole message is in the `final_message` output."
    )
    expect(body).not.toMatch(/@ann/)
    expect(structureProblems(body)).toEqual([])
  })
})

describe('the summary section and the annotations', () => {
  it('is well formed with hostile titles and paths', () => {
    const findings = HOSTILE.map((t, i) =>
      placed({ title: t, path: `${t}${String(i)}`, placement: i % 2 === 0 ? 'inline' : 'body' })
    )
    const md = findingsSection(
      outcome(findings, {
        review: {
          id: 1,
          url: 'https://github.com/o/r/pull/1#pullrequestreview-1',
          event: 'COMMENT'
        }
      })
    ).join('\n')
    expect(structureProblems(md)).toEqual([])
    const html = elements(renderGfm(md).children)
    expect(html.filter((e) => e.tagName === 'tr')).toHaveLength(HOSTILE.length + 1)
    expect(html.filter((e) => e.tagName === 'a').map((e) => e.properties.href)).toEqual([
      'https://github.com/o/r/pull/1#pullrequestreview-1'
    ])
  })

  it('log annotations: no line can start a workflow command, and the runner limits hold', () => {
    const findings = Array.from({ length: 30 }, (_, i) =>
      placed({
        title: `x\n::error::owned ${String(i)}`,
        body: '##[error]a\r\n::add-mask::b',
        severity: i < 15 ? 'high' : 'low'
      })
    )
    const { annotations, more } = logAnnotations(findings)
    expect(annotations.filter((a) => a.level === 'warning')).toHaveLength(8)
    expect(annotations.filter((a) => a.level === 'notice')).toHaveLength(10)
    expect(more).toBe(12)
    for (const a of annotations) {
      for (const line of `${a.title}\n${a.message}`.split(/\r\n|\r|\n/)) {
        expect(line.trimStart().startsWith('::')).toBe(false)
        expect(line).not.toContain('##[')
      }
    }
  })

  it("starts every review body with the action's marker, which only the start of a body counts as", () => {
    const body = reviewBody({ keyHash: KEY, outcome: outcome([placed()]), finalMessage: '' })
    expect(body.startsWith(reviewMarker(KEY, 'review'))).toBe(true)
    expect(isActionReview(body)).toBe(true)
    expect(isActionReview(reviewMarker(KEY, 'probe'))).toBe(true)
    expect(isActionReview(`My draft\n${reviewMarker(KEY, 'review')}`)).toBe(false)
    expect(isActionReview('')).toBe(false)
    expect(isActionReview(null)).toBe(false)
  })

  it('check annotations: one per finding; the base side on the head line beside it, its message naming the base line', () => {
    const patch = '@@ -8,3 +8,3 @@\n x\n-old\n+new\n z'
    const files = new Map<string, FileDiff>([
      [
        'src/a.ts',
        {
          path: 'src/a.ts',
          status: 'modified',
          additions: 1,
          deletions: 1,
          hunks: parsePatch(patch),
          anchors: baseAnchors(patch)
        }
      ],
      ['src/gone.ts', { path: 'src/gone.ts', status: 'removed', additions: 0, deletions: 9 }]
    ])
    const a = checkAnnotations(
      [
        placed({ startLine: 2 }),
        placed({ side: 'LEFT', line: 9, severity: 'low' }),
        placed({ side: 'LEFT', startLine: 8, line: 9, severity: 'low' }),
        placed({ side: 'LEFT', path: 'src/gone.ts', line: 4, severity: 'medium' })
      ],
      files
    )
    const base = {
      path: 'src/a.ts',
      annotation_level: 'notice',
      title: 'Low: A title (base line 9)'
    }
    expect(a).toEqual([
      {
        path: 'src/a.ts',
        start_line: 2,
        end_line: 3,
        annotation_level: 'failure',
        title: 'High: A title',
        message: 'A body.'
      },
      {
        ...base,
        start_line: 9,
        end_line: 9,
        message:
          'About line 9 of the base, removed by this pull request (shown at line 9 of the head): A body.'
      },
      {
        ...base,
        title: 'Low: A title (base lines 8–9)',
        start_line: 8,
        end_line: 9,
        message:
          'About lines 8–9 of the base, removed by this pull request (shown at lines 8–9 of the head): A body.'
      },
      {
        path: 'src/gone.ts',
        start_line: 1,
        end_line: 1,
        annotation_level: 'warning',
        title: 'Medium: A title (base line 4)',
        message: 'About line 4 of the base, which the head has no line for: A body.'
      }
    ])
  })
})
