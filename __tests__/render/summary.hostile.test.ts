/**
 * The summary (src/render/summary.ts) against hostile text, checked on what GitHub would show:
 * every summary is rendered with GFM (remark-gfm, raw HTML through rehype-raw, GitHub's sanitising
 * schema) and the HTML tree is read. The agent's markdown stays in its own section with no link,
 * image, heading, folded block or HTML element of its own, every section heading after it is still
 * there, and no stream field can add markup to a table cell or a link.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { foldText } from '../../src/core/stream/report.js'
import { decide } from '../../src/core/verdict/verdict.js'
import { link } from '../../src/render/markdown.js'
import { agentText } from '../../src/render/prose.js'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { renderSummary } from '../../src/render/summary.js'
import { elements, headings, renderGfm, section, textOf } from '../support/gfm.js'
import { init, result, shell } from '../support/helpers.js'
import {
  alnum,
  cell,
  edit,
  FORBIDDEN,
  isSubsequence,
  report,
  summaryOf,
  view,
  ZWSP
} from '../support/summaries.js'

const BENIGN_TREE = renderGfm(summaryOf({}))
const BENIGN = headings(BENIGN_TREE)
/** The titles of the benign summary's folded blocks, in order. */
const BENIGN_FOLDED = elements(BENIGN_TREE.children)
  .filter((e) => e.tagName === 'details')
  .map((d) => textOf([d]).split('\n')[0])
/** A run without a result is red: its sections come in the red order (failures first). */
const BENIGN_UNFINISHED = headings(renderGfm(summaryOf({ finished: false })))

/** The checks every summary must pass, whatever the agent wrote. */
function checkMessage(message: string, finished = true): void {
  const md = summaryOf({ message, finished })
  const tree = renderGfm(md)
  const title = finished ? 'Final message' : 'Last message — the run did not finish'
  const expected = finished ? BENIGN : BENIGN_UNFINISHED
  // Every section heading is still there, in order, and no other heading appeared.
  expect(headings(tree).slice(1)).toEqual(expected.slice(1))
  const region = section(tree, title)
  const made = elements(region)
    .map((e) => e.tagName)
    .filter((t) => FORBIDDEN.test(t))
  expect(made).toEqual([])
  const r = report({ message, finished })
  const shown = textOf(region).replace(ZWSP, '')
  // Nothing is invented: the letters and digits shown are the agent's, in order (a link's
  // target and the markup are what is left out). And its raw HTML is shown, as text.
  expect(isSubsequence(alnum(shown), alnum(r.finalMessage))).toBe(true)
  if (/[\p{L}\p{N}]/u.test(r.finalMessage)) expect(alnum(shown)).not.toBe('')
  for (const tag of r.finalMessage.match(
    /<\/?(img|a|details|summary|script|style|div)(?=[\s>])/g
  ) ?? [])
    expect(shown).toContain(tag)
  // The sections after it are whole: the folded lists are still folded, with their tables.
  const details = elements(tree.children).filter((e) => e.tagName === 'details')
  expect(details.map((d) => textOf([d]).split('\n')[0])).toEqual(BENIGN_FOLDED)
}

const HOSTILE: string[] = [
  // The issue's: a backtick in a fence's info string is no fence, then a comment.
  '```js`\n<!--\n',
  '```js`\n<details><summary>✅ All checks passed</summary>\n\nfake\n',
  '\\`<img src=x onerror=alert(1)>` and `a\nb` <a href="http://evil">x</a>',
  '`open span\n<img src=x onerror=alert(1)>\nclosed`',
  // HTML blocks, types 1 to 7.
  '<script>alert(1)</script>',
  '<pre>\n</details>\n</pre>',
  '<style>h4{display:none}</style>',
  '<textarea>\n</textarea>',
  '<!-- hide everything',
  '<?php echo 1 ?>',
  '<!DOCTYPE html>',
  '<![CDATA[ x ]]>',
  '<details open>\n<summary>✅ All checks passed</summary>',
  '</details>\n</details>\n</details>',
  '<div>\n\n#### Files changed\n\n</div>',
  '<custom-tag>\n',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  // Links, images, references, autolinks.
  '[a](javascript:alert(1)) [b](http://evil.example "t") [c][r]\n\n[r]: http://evil.example',
  '![x](http://tracker.example/p.png) ![y][i]\n\n[i]: http://tracker.example/q.png',
  '[x]: http://evil.example\n[x]',
  '<http://evil.example> <mailto:a@evil.example> <a@b.c>',
  'www.evil.example http://evil.example https://evil.example/x?y=1 a@evil.example',
  'xmpp:a@evil.example mailto:b@evil.example',
  '[^1]\n\n[^1]: http://evil.example',
  // Entities.
  '&lt;img src=x&gt; &#60;b&#62; &amp;lt; &copy;',
  // Tables, setext, thematic breaks, lists, quotes, headings.
  '| a | b |\n|---|---|\n| <img src=x> | c |',
  'a | b\n--|--\nc | d',
  'Title\n===\n\nSub\n---',
  '***\n---\n___\n- - -',
  '# h1\n## h2\n#### Files changed\n###### h6',
  '> [!CAUTION]\n> fake alert',
  '- [x] done\n1. one\n2) two\n+ plus\n* star',
  // Fences, unbalanced and nested, backticks and tildes.
  '```\nunclosed',
  '~~~\nunclosed tilde',
  '````\n```\n````\n```',
  '~~~~\n```\n~~~',
  '    indented code\n\tTabbed',
  '   ```\n   leading spaces',
  // Line terminators and invisible characters.
  'a\u0085<img src=x>\u2028b\u2029c\r\n</details>\rd',
  'zero\u200bwidth\u200c\u200d\ufeff<img\u200b src=x>',
  'a\0b',
  // Mentions, math, emphasis, escapes, hard breaks.
  '@octocat @org/team hi@there.example _www.evil.example_ x_http://evil.example',
  '$x$ $$y$$ **b** _i_ ~~s~~ `c`',
  'ends with backslash\\\nnext',
  'trailing spaces  \nnext',
  // Very long line.
  '<img src=x>'.repeat(2000) + 'x'.repeat(20000)
]

describe('agent text in the summary', () => {
  it.each(HOSTILE.map((m) => [m.slice(0, 40), m]))(
    'stays in its section, with no link, image, heading or HTML of its own: %j',
    (_name, message) => {
      checkMessage(message)
      checkMessage(message, false)
    }
  )

  it('holds for any string (property)', () => {
    const token = fc.constantFrom(
      '```',
      '~~~',
      '`',
      '<',
      '>',
      '</details>',
      '<details>',
      '<!--',
      '-->',
      '[',
      ']',
      '(',
      ')',
      '![',
      'http://',
      'www.',
      '@',
      '|',
      '\\',
      '&lt;',
      '&#',
      '\n',
      '\r',
      '\u0085',
      '\u2028',
      '\t',
      '    ',
      '===',
      '---',
      '#',
      '*',
      '_',
      '<img src=x>',
      '<a href=x>',
      'x',
      ' '
    )
    const hostile = fc.oneof(
      fc.array(token, { maxLength: 40 }).map((t) => t.join('')),
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 })
    )
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.boolean(), (message, target, reason, finished) => {
        const md = summaryOf({ message, target, reason, finished })
        const tree = renderGfm(md)
        const title = finished ? 'Final message' : 'Last message'
        const want = BENIGN.slice(1).filter((h) => h !== 'Final message')
        const got = headings(tree).slice(1)
        for (const h of want) expect(got).toContain(h)
        if (report({ message, finished }).finalMessage.trim() !== '') {
          const made = elements(section(tree, title))
            .map((e) => e.tagName)
            .filter((t) => FORBIDDEN.test(t))
          expect(made).toEqual([])
        }
        // No link, image or details block anywhere but ours.
        const links = elements(tree.children).filter((e) => e.tagName === 'a')
        expect(links).toEqual([])
        expect(elements(tree.children).filter((e) => e.tagName === 'img')).toEqual([])
        // Every folded block is one of ours, by its title.
        const details = elements(tree.children).filter((e) => e.tagName === 'details')
        for (const d of details)
          expect(textOf([d]).split('\n')[0]).toMatch(
            /^(\d+ commands? succeeded|Timeline \(\d+ calls?\)|Files read \(\d+\)|Diagnostics)$/
          )
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 200) }
    )
  })

  it('defuses @mentions and e-mail links for the PR comment, and can leave mentions alone', () => {
    const message =
      'thanks @octocat and @my-org/team, mail hi@there.example, fixes #12 and o/r#3, GH-4'
    const defused = textOf(renderGfm(agentText(message)).children)
    // GitHub's mention pattern: @ then a letter or digit; references: # or GH- then a digit.
    expect(defused).not.toMatch(/@[a-z0-9]|#\d|GH-\d/i)
    expect(defused.replace(ZWSP, '')).toBe(message)
    const kept = agentText(message, { defuseMentions: false })
    expect(textOf(renderGfm(kept).children)).toMatch(/@octocat/)
    expect(elements(renderGfm(kept).children).filter((e) => e.tagName === 'a')).toEqual([])
  })
})

describe('stream text in table cells and links', () => {
  it.each([
    ['pipes', 'a | b || c'],
    ['backticks', '```x`` `y'],
    ['newlines', 'a\nb\r\nc'],
    ['backslash before a pipe', 'a\\|b\\\\|c'],
    ['html', '<img src=x onerror=alert(1)></td></tr>'],
    ['link', '[x](javascript:alert(1)) http://evil.example'],
    ['leading spaces and dashes', '   - ---'],
    ['ends with backslash', 'x\\']
  ])('a command target with %s shows exactly, in its cell', (_name, target) => {
    const tree = renderGfm(summaryOf({ target }))
    // Newest first: the failed command is the second row, after the rejected push.
    const c = cell(tree, 'Failed and rejected calls', 2, 2)
    expect(textOf([c]).replace(ZWSP, '')).toBe(target.replace(/\r\n|\n/g, '⏎'))
    expect(elements([c]).filter((e) => !/^(td|code)$/.test(e.tagName))).toEqual([])
  })

  it.each([
    ['pipes', 'x | y'],
    ['html', '</details><!-- <img src=x>'],
    ['markup', '- *b* `c` [l](http://evil.example) # h'],
    ['newline', 'first\nsecond']
  ])('a rejection reason with %s shows as text', (_name, reason) => {
    const tree = renderGfm(summaryOf({ reason }))
    const c = cell(tree, 'Failed and rejected calls', 1, 3)
    expect(textOf([c]).replace(ZWSP, '')).toBe(`⛔ rejected: ${reason.replace(/\n/g, ' ')}`)
    expect(elements([c]).filter((e) => e.tagName !== 'td')).toEqual([])
  })

  it.each([
    'notes (v2)).md',
    'a|b.md',
    'x y<z>.md',
    'back\\slash`tick.md',
    '100%.md',
    'ü ñ.md',
    'a]b[c](d).md'
  ])('links a changed file named %j, whole', (name) => {
    // Pushed: the file and its change link to the file's part of the pushed diff.
    const url = `https://github.com/o/r/compare/a...b#diff-${name}`
    const tree = renderGfm(
      summaryOf(
        { path: name },
        {
          links: new Map([[name, 'https://github.com/o/r/blob/abc/x']]),
          patchAnchors: new Map([[name, url]])
        }
      )
    )
    const c = cell(tree, 'Files changed', 1, 0)
    const a = elements([c]).find((e) => e.tagName === 'a')
    expect(a).toBeDefined()
    expect(textOf([c])).toBe(name)
    expect(decodeURIComponent(String(a?.properties.href))).toBe(url)
    const patch = elements([cell(tree, 'Files changed', 1, 1)]).find((e) => e.tagName === 'a')
    expect(decodeURIComponent(String(patch?.properties.href))).toBe(url)
    // Not pushed: a link to the file at the job's commit would show the content before the
    // change, so the file links nowhere.
    const local = renderGfm(
      summaryOf({ path: name }, { links: new Map([[name, 'https://github.com/o/r/blob/abc/x']]) })
    )
    expect(elements([cell(local, 'Files changed', 1, 0)]).filter((e) => e.tagName === 'a')).toEqual(
      []
    )
  })

  it('links only http(s) URLs and anchors', () => {
    expect(link('x', 'javascript:alert(1)')).toBe('x')
    expect(link('x', 'https://a/b c)')).toBe('[x](https://a/b%20c%29)')
  })
})

describe('every stream field at once', () => {
  it('no field the stream controls can add a link, image, heading or folded block (property)', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc
        .array(
          fc.constantFrom(
            '`',
            '```',
            '~~~',
            '<details>',
            '</details>',
            '<!--',
            '[x](http://e)',
            '![i](http://e)',
            '|',
            '\n',
            '\r',
            '\u0085',
            '# ',
            '> ',
            '- ',
            'www.e.x',
            '@u',
            '\\',
            '&lt;',
            'x'
          ),
          { maxLength: 20 }
        )
        .map((t) => t.join(''))
    )
    fc.assert(
      fc.property(
        fc.record({
          model: anyText,
          session: anyText,
          request: anyText,
          path: anyText,
          junk: anyText,
          type: anyText,
          error: anyText,
          stderr: anyText
        }),
        (f) => {
          const lines: string[] = [
            JSON.stringify({ ...init, model: f.model, session_id: f.session }),
            ...edit('1', f.path || 'p').map((l) => JSON.stringify(l)),
            ...shell('2', 'make', { failure: { exitCode: 2, stdout: f.error } }).map((l) =>
              JSON.stringify(l)
            ),
            'not json ' + f.junk.replace(/[\r\n]/g, ' '),
            JSON.stringify({ type: f.type || 't', x: 1 }),
            JSON.stringify(result(f.error, { is_error: true, request_id: f.request }))
          ]
          const r = foldText(lines.join('\n'))
          const md = renderSummary(
            view(r, {
              verdict: decide({ kind: 'exited', exitCode: 1, signal: null }, r.result),
              stderrTail: f.stderr,
              cliVersion: f.model
            }),
            makeRedactor([])
          )
          const tree = renderGfm(md)
          const h = headings(tree)
          expect(h[0]).toMatch(/^❌ Cursor Agent failed \(agent_error\)/)
          for (const title of [
            'Failed and rejected calls (1 failed)',
            'Commands (1)',
            'Tool calls (2)'
          ])
            expect(h).toContain(title)
          expect(h.some((t) => t.startsWith('Files changed'))).toBe(true)
          expect(
            h.filter(
              (t) => !/^(Failed and|Final message|Files changed|Commands|Tool calls)/.test(t)
            )
          ).toHaveLength(1)
          const made = elements(tree.children).filter((e) =>
            /^(a|img|script|iframe)$/.test(e.tagName)
          )
          expect(made).toEqual([])
          for (const d of elements(tree.children).filter((e) => e.tagName === 'details'))
            expect(textOf([d]).split('\n')[0]).toMatch(
              /^(Last lines of the CLI's stderr|Timeline \(\d+ calls?\)|Diagnostics|Files read \(\d+\))$/
            )
        }
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 100) }
    )
  })
})
