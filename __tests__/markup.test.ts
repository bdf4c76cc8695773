/**
 * The summary against hostile text, checked on what GitHub would show: every summary is rendered
 * with GFM (remark-gfm, raw HTML through rehype-raw, GitHub's sanitising schema) and the HTML
 * tree is read. The agent's markdown is formatted, but it stays in its own section with no link,
 * image, heading, folded block or HTML element of its own, and every section heading after it
 * must still be there.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { Element } from 'hast'
import { foldText, type RunReport } from '../src/core/report.js'
import { decide } from '../src/core/verdict.js'
import { clock, seconds } from '../src/render/format.js'
import { truncate } from '../src/core/text.js'
import { cellCode, link, text } from '../src/render/markdown.js'
import { agentText } from '../src/render/prose.js'
import { headline } from '../src/render/outcomes.js'
import { makeRedactor } from '../src/core/redact.js'
import { renderSummary, type SummaryOptions } from '../src/render/summary.js'
import { runFacts, type RunFacts } from '../src/core/facts.js'
import { readSettings } from '../src/runner/inputs.js'
import { elements, headings, renderGfm, section, textOf } from './gfm.js'
import { assistant, init, result, shell, tempDir } from './helpers.js'

const ZWSP = /\u200b/g
/**
 * Elements the agent must never create anywhere in the summary. Its formatting (emphasis, code,
 * fences, lists, quotes, tables, rules) is allowed; headings are not (they would pass for ours).
 */
const FORBIDDEN = /^(a|img|details|summary|script|style|iframe|form|input|textarea|h[1-6])$/

function edit(id: string, path: string): object[] {
  const body = { args: { path }, result: { success: { path, linesAdded: 2, linesRemoved: 1 } } }
  return [
    {
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { editToolCall: { args: { path } } }
    },
    { type: 'tool_call', subtype: 'completed', call_id: id, tool_call: { editToolCall: body } }
  ]
}

interface Run {
  message?: string
  target?: string
  reason?: string
  path?: string
  finished?: boolean
}

function report(run: Run): RunReport {
  const lines = [
    init,
    ...shell('1', run.target ?? 'npm test', { failure: { exitCode: 1, stdout: 'boom\n' } }),
    ...shell('2', 'git push', { rejected: { reason: run.reason ?? 'needs approval' } }),
    ...shell('3', 'ls', { success: { exitCode: 0 } }),
    ...edit('4', run.path ?? 'src/a.ts'),
    assistant(run.message ?? 'Done.'),
    ...(run.finished === false ? [] : [result('done')])
  ]
  return foldText(lines.map((l) => JSON.stringify(l)).join('\n'))
}

function view(r: RunReport, extra: Partial<RunFacts> = {}): RunFacts {
  return runFacts({
    report: r,
    verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, r.result),
    durationMs: 4000,
    exitCode: 0,
    transcriptPath: 'transcript.ndjson',
    ...extra
  })
}

function summaryOf(run: Run, extra: Partial<RunFacts> = {}): string {
  return renderSummary(view(report(run), extra), makeRedactor([]))
}

/** Letters and digits, in order: what the reader sees must come from what the agent wrote. */
function alnum(value: string): string {
  return value.replace(/[^\p{L}\p{N}]/gu, '')
}

/** Whether `part` is a subsequence of `whole`. */
function isSubsequence(part: string, whole: string): boolean {
  let i = 0
  for (const c of whole) if (i < part.length && c === part[i]) i++
  return i === part.length
}

const BENIGN = headings(renderGfm(summaryOf({})))
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
  expect(details.map((d) => textOf([d]).split('\n')[0])).toEqual(
    elements(renderGfm(summaryOf({})).children)
      .filter((e) => e.tagName === 'details')
      .map((d) => textOf([d]).split('\n')[0])
  )
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

function cell(
  tree: ReturnType<typeof renderGfm>,
  title: string,
  row: number,
  col: number
): Element {
  const table = elements(section(tree, title)).find((e) => e.tagName === 'table')
  const rows = elements(table ? [table] : []).filter((e) => e.tagName === 'tr')
  const cells = elements(rows[row] ? [rows[row]] : []).filter((e) => e.tagName === 'td')
  const c = cells[col]
  if (c === undefined) throw new Error(`no cell ${row},${col} under ${title}`)
  return c
}

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

describe('durations', () => {
  it('never shows a negative or non-finite duration', () => {
    for (const ms of [-5000, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(clock(ms)).toBe('–')
      expect(seconds(ms)).toBe('–')
    }
    expect(clock(0)).toBe('0s')
    const md = summaryOf({}, { durationMs: -5000 })
    const status = headings(renderGfm(md))[0] ?? ''
    expect(status).not.toMatch(/-\d|in –/)
    expect(status).toMatch(/^✅ Cursor Agent succeeded · /)
  })

  it('one truncation helper keeps the head or the tail, never half a surrogate pair', () => {
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('abcdef', 4, { keep: 'tail' })).toBe('…def')
    expect(truncate('ab😀cd', 4)).toBe('ab…')
    expect(truncate('ab😀cd', 4, { keep: 'tail' })).toBe('…cd')
    expect(truncate('abc', 3)).toBe('abc')
  })
})

describe('small helpers', () => {
  it('cell code and text are exact in a cell', () => {
    const md = `| a | b |\n|---|---|\n| ${cellCode('x\\|y`|')} | ${text('- 1. <b>|</b>')} |\n`
    const tree = renderGfm(md)
    const tds = elements(tree.children).filter((e) => e.tagName === 'td')
    expect(tds.map((t) => textOf([t]).replace(ZWSP, ''))).toEqual(['x\\|y`|', '- 1. <b>|</b>'])
  })

  it('one label table for conclusions', () => {
    expect(headline('success')).toBe('✅ Cursor Agent succeeded')
    expect(headline('failure')).toBe('❌ Cursor Agent failed')
    expect(headline('cancelled')).toBe('⏹ Cursor Agent was cancelled')
  })
})

describe("the reviewer's summary", () => {
  const failing = (
    extra: Partial<RunFacts> = {},
    run: Run = {},
    options: SummaryOptions = {}
  ): ReturnType<typeof renderGfm> => {
    const r = report(run)
    return renderGfm(
      renderSummary(
        view(r, {
          verdict: decide({ kind: 'exited', exitCode: 1, signal: null }, r.result),
          exitCode: 1,
          ...extra
        }),
        makeRedactor([]),
        options
      )
    )
  }
  // A run's settings without an API key: the summary derives the authentication fix from them.
  const noKey: Partial<RunFacts> = {
    settings: readSettings((n) => (n === 'prompt' ? 'x' : ''), { GITHUB_WORKSPACE: tempDir() })
  }

  it('puts the last message, then failed and rejected calls newest first, open, with the failed command output; successes folded', () => {
    const tree = failing()
    const h = headings(tree)
    expect(h[1]).toBe('Final message')
    expect(h[2]).toBe('Failed and rejected calls (2)')
    const failures = section(tree, 'Failed and rejected calls')
    // The output tail is a top-level block, not inside a folded <details>.
    const pre = failures.filter((n) => n.type === 'element' && n.tagName === 'pre')
    expect(pre.map((p) => textOf([p]))).toEqual(['boom'])
    const rows = elements(failures)
      .filter((e) => e.tagName === 'tr')
      .slice(1)
    expect(rows.map((r) => textOf([r]).replace(/\s+/g, ' ').trim())).toEqual([
      '2 shell git push ⛔ rejected: needs approval 1 –',
      '1 shell npm test ❌ exit 1 1 –'
    ])
    const commands = section(tree, 'Commands')
    const folded = commands.filter(
      (n): n is Element => n.type === 'element' && n.tagName === 'details'
    )
    expect(folded).toHaveLength(1)
    expect(textOf(folded)).toContain('1 command succeeded')
    expect(textOf(folded)).toContain('ls')
    expect(folded[0]?.properties.open).toBeUndefined()
  })

  it('titles the last message when the run did not finish', () => {
    const tree = renderGfm(summaryOf({ message: 'Step 1 of 3: reading files', finished: false }))
    expect(headings(tree)).toContain('Last message — the run did not finish')
    expect(headings(tree)).not.toContain('Final message')
    expect(textOf(section(tree, 'Last message'))).toBe('Step 1 of 3: reading files')
  })

  it('has no fact row that repeats the status line', () => {
    const tree = failing()
    const status = headings(tree)[0] ?? ''
    expect(status).toContain('exit_code')
    // One row of values under their names: no empty header row.
    const facts = elements(tree.children).find(
      (e) => e.tagName === 'table' && textOf([e]).includes('CLI')
    )
    const cells = (tag: string): string[] =>
      elements(facts ? [facts] : [])
        .filter((e) => e.tagName === tag)
        .map((c) => textOf([c]))
    expect(cells('th')).toEqual(['Model', 'Session (resume: continues it)', 'Request', 'CLI'])
    expect(cells('td')).toHaveLength(4)
    for (const value of cells('td')) expect(status).not.toContain(value)
  })

  it.each([
    ['no key and no result', noKey, { finished: false }],
    ['stderr says so', { stderrTail: 'Error: Authentication required. Run agent login' }, {}]
  ])('puts the authentication fix in the status line (%s)', (_name, extra, run) => {
    const tree = failing(extra, run)
    const status = headings(tree)[0] ?? ''
    expect(status).toMatch(
      /^❌ Cursor Agent failed .*not authenticated: set api-key \(a Cursor API key; paid plan\)/
    )
    // The full fix, with the secret's syntax, is the first one in the callout below it.
    const callout = elements(tree.children).find((e) => e.tagName === 'blockquote')
    const fixes = elements(callout ? [callout] : []).filter((e) => e.tagName === 'p')
    expect(textOf(fixes.slice(1, 2))).toMatch(
      /^The CLI is not authenticated\. Set api-key: \$\{\{ secrets\.CURSOR_API_KEY \}\}/
    )
  })

  it('places the hints the core computed, and does not compute its own when given', () => {
    const tree = failing(noKey, { finished: false }, { hints: [] })
    expect(headings(tree)[0]).not.toContain('not authenticated')
  })

  it('links a changed file to its patch section only when a patch exists', () => {
    const without = renderGfm(summaryOf({}))
    const change = cell(without, 'Files changed', 1, 1)
    expect(elements([change]).filter((e) => e.tagName === 'a')).toEqual([])
    expect(textOf([change])).toBe('+2 −1')
    const withPatch = renderGfm(
      summaryOf({}, { patchAnchors: new Map([['src/a.ts', 'https://example.com/p.patch#L10']]) })
    )
    const a = elements([cell(withPatch, 'Files changed', 1, 1)]).find((e) => e.tagName === 'a')
    expect(a?.properties.href).toBe('https://example.com/p.patch#L10')
    expect(textOf(a ? [a] : [])).toBe('+2 −1')
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
          for (const title of ['Failed and rejected calls (1)', 'Commands (1)', 'Tool calls (2)'])
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

describe('the agent text is formatted', () => {
  it('keeps bold, italic, strikethrough, code, fences, lists, quotes and tables', () => {
    const md = agentText(
      [
        '## Plan',
        '',
        'Made it **bold**, *italic*, ~~gone~~ and `x < y`.',
        '',
        '```ts',
        'const a = 1',
        '```',
        '',
        '- one',
        '  - nested',
        '1. first',
        '2. second',
        '',
        '> quoted',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |'
      ].join('\n')
    )
    const tree = renderGfm(md)
    const tags = elements(tree.children).map((e) => e.tagName)
    for (const t of ['strong', 'em', 'del', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'table'])
      expect(tags).toContain(t)
    expect(tags.filter((t) => /^h[1-6]$/.test(t))).toEqual([])
    const pre = elements(tree.children).find((e) => e.tagName === 'pre')
    const lang = elements(pre ? [pre] : []).find((e) => e.tagName === 'code')
    expect(String(lang?.properties.className)).toContain('language-ts')
    expect(textOf(pre ? [pre] : [])).toBe('const a = 1')
    // The nested list is inside the first item.
    const ul = elements(tree.children).find((e) => e.tagName === 'ul')
    expect(elements(ul ? ul.children : []).filter((e) => e.tagName === 'ul')).toHaveLength(1)
    expect(textOf(elements(tree.children).filter((e) => e.tagName === 'strong'))).toContain('Plan')
  })

  it('never escapes on markup-heavy text (property, 500 runs)', () => {
    const markup = fc
      .array(
        fc.constantFrom(...'`<>[]()!*_~|#-&;:/'.split(''), '\n', ' ', 'a', 'http', 'img ', '\n\n'),
        { maxLength: 60 }
      )
      .map((t) => t.join(''))
    fc.assert(
      fc.property(
        markup.filter((m) => m.trim() !== ''),
        (message) => {
          const tree = renderGfm(summaryOf({ message }))
          expect(headings(tree).slice(1)).toEqual(BENIGN.slice(1))
          const region = section(tree, 'Final message')
          expect(elements(region).filter((e) => FORBIDDEN.test(e.tagName))).toEqual([])
          expect(elements(tree.children).filter((e) => /^(a|img)$/.test(e.tagName))).toEqual([])
          const shown = textOf(region).replace(ZWSP, '')
          expect(isSubsequence(alnum(shown), alnum(message))).toBe(true)
        }
      ),
      { numRuns: Math.max(500, Number(process.env.FC_RUNS ?? 500)) }
    )
  })
})
