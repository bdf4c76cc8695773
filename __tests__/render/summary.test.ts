/**
 * The summary (src/render/summary.ts): well-formed and redacted on hostile text, under the size
 * budget for 100,000 calls, links at the commit, the order that answers first, and the reviewer's
 * view (the last message, then failures newest first).
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { foldText } from '../../src/core/stream/report.js'
import { renderSummary, SUMMARY_BUDGET, type SummaryOptions } from '../../src/render/summary.js'
import { runFacts, type RunFacts } from '../../src/core/verdict/facts.js'
import { readSettings } from '../../src/runner/inputs.js'
import { settingsFacts } from '../../src/core/settings.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { decide } from '../../src/core/verdict/verdict.js'
import { init, result, ROOT, shell, GOLDEN, STREAMS, tempDir } from '../support/helpers.js'
import { structureProblems } from '../support/wellformed.js'
import { elements, headings, renderGfm, section, textOf } from '../support/gfm.js'
import type { Element } from 'hast'
import {
  cell,
  HOSTILE_KEY,
  HOSTILE_TOKEN,
  hostileStream,
  report,
  summaryOf,
  view,
  type Run
} from '../support/summaries.js'

describe('the summary', () => {
  it('stays well-formed and redacted on hostile text', () => {
    const report = foldText(
      hostileStream()
        .map((o) => JSON.stringify(o))
        .join('\n')
    )
    const md = renderSummary(
      runFacts({
        report,
        verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, report.result),
        durationMs: 1,
        exitCode: 0
      }),
      makeRedactor([HOSTILE_KEY])
    )
    expect(structureProblems(md)).toEqual([])
    expect(md).not.toContain(HOSTILE_KEY)
    expect(md).not.toContain(HOSTILE_TOKEN)
    // As GitHub renders it: no element the agent wrote, every section still there.
    const tree = renderGfm(md)
    expect(
      elements(tree.children).filter((e) => /^(img|script|iframe|a)$/.test(e.tagName))
    ).toEqual([])
    // A green run: the answer first, what changed, then the calls that did not go well.
    expect(headings(tree).slice(1)).toEqual([
      'Final message',
      'Files changed (1)',
      'Failed and rejected calls (1 failed, 1 rejected)',
      'Commands (2)',
      'Tool calls (3)'
    ])
    expect(md).toContain('`src/a\\|b`c<d>]e⏎f.ts`'.replace('`c', '`c'))
  })

  it('stays under the size budget for 100,000 tool calls, with visible notes', () => {
    const lines: string[] = [JSON.stringify(init)]
    for (let i = 0; i < 100_000; i++) {
      for (const o of shell(
        `c${i}`,
        `npm run step-${i} --with-a-long-argument-list-${'x'.repeat(40)}`,
        i % 10 === 0
          ? { failure: { exitCode: 1, stdout: 'e'.repeat(3000) } }
          : { success: { exitCode: 0 } }
      ))
        lines.push(JSON.stringify(o))
    }
    lines.push(JSON.stringify(result('done')))
    const report = foldText(lines.join('\n'))
    expect(report.counts.calls).toBe(100_000)
    // The fold keeps a bounded list of records (recent, failed, running); totals are in counts.
    expect(report.tools.length).toBeLessThanOrEqual(3000)
    const md = renderSummary(
      runFacts({
        report,
        verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, report.result),
        durationMs: 1,
        exitCode: 0
      }),
      makeRedactor([])
    )
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_BUDGET)
    expect(md).toMatch(
      /more (timeline rows|commands) not shown; see the transcript|Timeline of 100,000 calls not shown/
    )
    expect(structureProblems(md)).toEqual([])
  })

  it('links read files at the commit; changed files, not pushed, link nowhere (the commit has the old content)', () => {
    const report = foldText(fs.readFileSync(path.join(ROOT, 'examples', 'demo.ndjson'), 'utf8'))
    const md = renderSummary(
      runFacts({
        report,
        verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, report.result),
        durationMs: 14230,
        exitCode: 0,
        links: new Map([['calc.py', 'https://github.com/octo/demo/blob/0123abc/calc.py']])
      }),
      makeRedactor([])
    )
    expect(md).toContain('| `calc.py` | +1 −1 | edit |')
    expect(md).toContain(
      '[`calc.py`](https://github.com/octo/demo/blob/0123abc/calc.py), `tests/test_calc.py`'
    )
    expect(md).toContain('| `tests/test_regression.py` | new +4 | edit |')
  })
})

describe('the order and the tables', () => {
  const load = (name: string) =>
    foldText(fs.readFileSync(path.join(STREAMS, `${name}.ndjson`), 'utf8'))
  const summary = (name: string, landed?: Parameters<typeof renderSummary>[0]['landed']) => {
    const report = load(name)
    return renderSummary(
      runFacts({
        report,
        verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, report.result),
        durationMs: 1000,
        exitCode: 0,
        transcriptPath: '/tmp/t.ndjson',
        landed
      }),
      makeRedactor([]),
      { uploadExampleUrl: 'https://github.com/o/a/blob/v1/examples/task.yml' }
    )
  }

  it('green: header, final message, what changed, then earlier failures folded', () => {
    const md = summary('earlier-failures', {
      patch: '/tmp/p.patch',
      commitSha: '',
      branch: '',
      prUrl: ''
    })
    const at = (s: string): number => md.indexOf(s)
    expect(at('#### Final message')).toBeGreaterThan(0)
    expect(at('#### Files changed')).toBeGreaterThan(at('#### Final message'))
    expect(at('**Not pushed**')).toBeGreaterThan(at('#### Files changed'))
    expect(at('<details><summary>Fixed along the way: 3 earlier calls failed')).toBeGreaterThan(
      at('**Not pushed**')
    )
    expect(md).not.toContain('#### Failed and rejected calls')
    expect(md).toContain('upload it as an artifact to keep it ([example](https://github.com/o/a/')
  })

  it('red: the reason, the last message, then the failures newest first with repeats counted', () => {
    const md = summary('repeats')
    const at = (s: string): number => md.indexOf(s)
    expect(at('> [!CAUTION]')).toBeGreaterThan(0)
    expect(at('#### Final message')).toBeGreaterThan(at('> [!CAUTION]'))
    expect(at('#### Failed and rejected calls')).toBeGreaterThan(at('#### Final message'))
    expect(at('#### Files changed')).toBeGreaterThan(at('#### Failed and rejected calls'))
    expect(md).toContain('| 7 | `shell` | `npm test` | ❌ exit 1 | 3× |')
    expect(at('| 8 |')).toBeLessThan(at('| 7 |'))
    expect(md).toContain('Output of `npm test` (❌ exit 1, the last of 3):')
    expect(md).toContain('Expected 2 items, received 3')
    expect(md).not.toContain('Expected 2 items, received 1')
  })

  it('pushed: the commit, the branch and the pull request', () => {
    const md = summary('earlier-failures', {
      patch: '/tmp/p.patch',
      commitSha: 'a'.repeat(40),
      branch: 'feature',
      prUrl: 'https://github.com/o/r/pull/12'
    })
    expect(md).toContain(
      '**Pushed** `aaaaaaaaaaaa` to `feature`; [pull request #12](https://github.com/o/r/pull/12).'
    )
    expect(md).not.toContain('Not pushed')
  })

  it('has no empty header row, and no time cell that can wrap', () => {
    const goldens = fs.readdirSync(GOLDEN).filter((f) => f.endsWith('.md'))
    expect(goldens.length).toBeGreaterThan(8)
    for (const f of goldens) {
      const md = fs.readFileSync(path.join(GOLDEN, f), 'utf8')
      expect([f, md.match(/^\|(\s*\|)+\s*$/m)]).toEqual([f, null])
      // `2.3 s`, `1m 05s` in a cell: the space is a no-break one.
      expect([f, md.match(/\| \d+(\.\d+)? s \|/)]).toEqual([f, null])
      expect([f, md.match(/\| \d+m \d+s \|/)]).toEqual([f, null])
    }
    expect(structureProblems(summary('repeats'))).toEqual([])
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
    settings: settingsFacts(
      readSettings(
        (n) => (n === 'prompt' ? 'x' : ''),
        readRunnerEnv({ GITHUB_WORKSPACE: tempDir() })
      )
    )
  }

  it('puts the last message, then failed and rejected calls newest first, open, with the failed command output; successes folded', () => {
    const tree = failing()
    const h = headings(tree)
    expect(h[1]).toBe('Final message')
    expect(h[2]).toBe('Failed and rejected calls (1 failed, 1 rejected)')
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
