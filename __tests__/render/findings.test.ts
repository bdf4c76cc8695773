/**
 * Review mode's text (src/render/findings.ts): comments and the review body stay under GitHub's
 * 65,536 characters with a visible cut, agent text cannot leave its place (no markup escaping, no
 * mention, no forged marker), and suggestion blocks only where GitHub applies them.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  FINDING_MARKER,
  findingComment,
  findingsSection,
  readHeadline,
  REVIEW_LIMIT,
  reviewBody
} from '../../src/render/findings.js'
import { elements, renderGfm } from '../support/gfm.js'
import { structureProblems } from '../support/wellformed.js'
import { outcome, placed } from '../support/findings.js'

const KEY = '0123456789abcdef0123'

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
})

describe('the files a review did not see', () => {
  const NOTE = '⚠️ **Not reviewed: '
  it('are named, at most 20 of them, and counted, in the body and the summary alike', () => {
    const paths = Array.from({ length: 25 }, (_, i) => `f/${String(i)}.txt`)
    const o = outcome([], { unreviewed: { listed: 3000, count: 1234, paths } })
    const body = reviewBody({ keyHash: KEY, outcome: o, finalMessage: '' })
    const summary = findingsSection(o).join('\n')
    for (const md of [body, summary]) {
      expect(md).toContain(
        `${NOTE}1,234 files of the pull request.** GitHub listed 3,000 files (it lists 3,000 at most) and the job's checkout could not give the rest: \`f/0.txt\`, \`f/1.txt\``
      )
      expect(md).toContain(
        '`f/19.txt`, and 1,214 more. No later re-review starts from this review.'
      )
      expect(md).not.toContain('f/20.txt')
      expect(structureProblems(md)).toEqual([])
    }
    // A message that did not validate says it too.
    const mismatch = reviewBody({
      keyHash: KEY,
      outcome: { ...o, mismatch: ['not JSON'] },
      finalMessage: 'x'
    })
    expect(mismatch).toContain(`${NOTE}1,234 files`)
  })

  it('say so when GitHub did not name them, or did not count them', () => {
    const counted = outcome([], { unreviewed: { listed: 3000, count: 5, paths: [] } })
    expect(findingsSection(counted).join('\n')).toContain(
      `${NOTE}5 files of the pull request.** GitHub listed 3,000 files (it lists 3,000 at most) and the job's checkout could not give the rest (GitHub did not name them).`
    )
    const unknown = outcome([], { unreviewed: { listed: 3000, paths: [] } })
    expect(findingsSection(unknown).join('\n')).toContain(
      `${NOTE}any file past the 3,000 GitHub listed.**`
    )
    expect(findingsSection(outcome([])).join('\n')).not.toContain(NOTE)
  })

  it('keep a hostile path in its code span', () => {
    const o = outcome([], {
      unreviewed: { listed: 3000, count: 2, paths: [HOSTILE[1] ?? '', HOSTILE[3] ?? ''] }
    })
    const md = findingsSection(o).join('\n')
    expect(structureProblems(md)).toEqual([])
    const html = elements(renderGfm(md).children)
    expect(
      html.map((e) => e.tagName).filter((t) => ['details', 'h1', 'table'].includes(t))
    ).toEqual([])
  })
})

describe('the headline read back (the earlier findings a re-review lists)', () => {
  it('gives the severity and the title an inline comment was written with', () => {
    for (const severity of ['critical', 'high', 'medium', 'low'] as const)
      for (const title of ['load() can throw', 'a *b* `c` [d](e) <f> \\ g_h #1 ~i~ |j|'])
        expect(readHeadline(findingComment(placed({ severity, title }), KEY))).toEqual({
          severity,
          title
        })
  })

  it('gives the title with mentions and autolinks as the comment shows them, minus the zero-width spaces', () => {
    const got = readHeadline(findingComment(placed({ title: '@ann see https://x.example' }), KEY))
    expect(got?.title).toBe('@ann see https://x.example')
  })

  it('reads nothing from a body without the headline', () => {
    expect(readHeadline('just a comment')).toBeUndefined()
    expect(readHeadline('<!-- m -->\n**🟠 Severe: x**')).toBeUndefined()
    expect(readHeadline('<!-- m -->\nnot bold 🟠 High: x')).toBeUndefined()
  })
})
