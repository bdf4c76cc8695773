import { runFacts } from '../src/core/facts.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { safeLine } from '../src/render/logsafe.js'
import { cellCode, code } from '../src/render/markdown.js'
import { agentText } from '../src/render/prose.js'
import { makeRedactor } from '../src/core/redact.js'
import { foldText } from '../src/core/report.js'
import { renderSummary, SUMMARY_BUDGET } from '../src/render/summary.js'
import { decide } from '../src/core/verdict.js'
import { assistant, init, result, ROOT, runAction, shell, streamFile } from './helpers.js'
import { structureProblems } from './wellformed.js'
import { elements, headings, renderGfm } from './gfm.js'

const KEY = 'key_9f8e7d6c5b4a39281706f5e4d3c2b1a0'
const GITHUB_TOKEN = 'ghp_' + 'A'.repeat(36)
const HOSTILE_PATH = 'src/a|b`c<d>]e\nf.ts'

function hostileStream(): object[] {
  const edit = (id: string, p: string): object[] => [
    {
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { editToolCall: { args: { path: p } } }
    },
    {
      type: 'tool_call',
      subtype: 'completed',
      call_id: id,
      tool_call: {
        editToolCall: {
          args: { path: p },
          result: { success: { path: p, linesAdded: 1, linesRemoved: 0 } }
        }
      }
    }
  ]
  return [
    init,
    ...shell('1', 'echo "::set-output name=x::pwned" | tee ```\n::error::boom', {
      failure: {
        exitCode: 1,
        stdout: `::add-mask::x\n##[error]legacy\n\`\`\`\n</details><img src=x onerror=alert(1)>\ntoken ${GITHUB_TOKEN} key ${KEY}\n`
      }
    }),
    ...shell('2', '<script>alert(1)</script> | [link](javascript:alert(1))', {
      rejected: { reason: '</details><!--' }
    }),
    ...edit('3', HOSTILE_PATH),
    assistant(
      `::stop-commands::abc\nDone. </details></details><!-- hidden\n\n<img src="https://evil/x.png"> ![pixel](https://evil/p.png)\n\`\`\`js\nunclosed fence with ${KEY}`
    ),
    result(`::warning::done with ${KEY}`)
  ]
}

describe('markdown and log safety helpers', () => {
  it('breaks both workflow command forms in every physical line', () => {
    expect(safeLine('::set-output name=a::b').startsWith('::')).toBe(false)
    expect(safeLine('  \t::error::x').trimStart().startsWith('::')).toBe(false)
    expect(safeLine('text ##[error]x')).not.toContain('##[')
    expect(
      'ok\r::error::a\n::warning::b'
        .split(/\r\n|\r|\n/)
        .map(safeLine)
        .every((l) => !l.trimStart().startsWith('::'))
    ).toBe(true)
  })

  it('makes code spans nothing inside can close, pipes escaped', () => {
    expect(code('a|b')).toBe('`a|b`')
    expect(cellCode('a|b')).toBe('`a\\|b`')
    expect(code('x ``` y')).toBe('````x ``` y````')
    expect(code('`edge`')).toBe('`` `edge` ``')
  })

  it('formats agent text from its syntax tree: HTML as escaped text, links as their text, autolinks and mentions broken', () => {
    const out = agentText(
      'x </details> **b** `<b>` ![i](u) [l](https://x.io) www.x.io a@b.c\n\n```\n    <tag>\n```'
    )
    expect(out).toBe(
      'x \\</details\\> **b** `<b>` 🖼 i \u200bl\u200b \u200bwww\u200b.x.io\u200b \u200ba@\u200bb.c\u200b\n\n```\n    <tag>\n```'
    )
  })

  it('redacts the key, its JSON-escaped form and common token shapes', () => {
    const r = makeRedactor([KEY])
    expect(
      r(
        `a ${KEY} b ${GITHUB_TOKEN} AKIAABCDEFGHIJKLMNOP sk-abcdefghijklmnopqrstuvwx eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.abcdefghijk`
      )
    ).toBe('a *** b *** *** *** ***')
  })
})

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
      makeRedactor([KEY])
    )
    expect(structureProblems(md)).toEqual([])
    expect(md).not.toContain(KEY)
    expect(md).not.toContain(GITHUB_TOKEN)
    // As GitHub renders it: no element the agent wrote, every section still there.
    const tree = renderGfm(md)
    expect(
      elements(tree.children).filter((e) => /^(img|script|iframe|a)$/.test(e.tagName))
    ).toEqual([])
    // A green run: the answer first, what changed, then the calls that did not go well.
    expect(headings(tree).slice(1)).toEqual([
      'Final message',
      'Files changed (1)',
      'Failed and rejected calls (2)',
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

describe('hostile output end to end', () => {
  it('neutralises workflow commands in the log, keeps the summary well-formed, shows the key only in the mask command', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: {
        FAKE_CURSOR_STREAM: streamFile(hostileStream()),
        FAKE_CURSOR_STDERR: `::error::from stderr ${KEY}`
      }
    })
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    const commands = lines
      .filter((l) => l.trimStart().startsWith('::'))
      .map((l) => /^::([a-z-]+)/.exec(l.trimStart())?.[1])
    // Only our own commands: the mask, the final-message group.
    expect(new Set(commands)).toEqual(new Set(['add-mask', 'group', 'endgroup']))
    expect(lines.filter((l) => l.includes('##['))).toEqual([])
    expect(run.stdout.split(KEY).length - 1).toBe(1)
    expect(run.stdout).toContain(`::add-mask::${KEY}`)
    expect(run.stdout).not.toContain(GITHUB_TOKEN)
    for (const value of Object.values(run.outputs)) expect(value).not.toContain(KEY)
    expect(run.summary).not.toContain(KEY)
    expect(structureProblems(run.summary)).toEqual([])
    expect(fs.readFileSync(run.outputs.transcript ?? '', 'utf8')).not.toContain(KEY)
  })
})

describe('plain text cells', () => {
  it('escape markup and break autolinks', async () => {
    const { text } = await import('../src/render/markdown.js')
    expect(text('see https://evil.example or www.x.io, mail a@b.c, <b>[x](y)</b> | `c`')).toBe(
      'see https:\u200b//evil.example or www\u200b.x.io, mail a@\u200bb.c, \\<b\\>\\[x\\]\\(y\\)\\</b\\> \\| \\`c\\`'
    )
  })
})
