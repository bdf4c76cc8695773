/**
 * Issue 19 §4: a summary that answers first, our own text as the markup we wrote, everyone
 * else's as literal text. Our sentences (core/said.ts) keep their code spans, links and lists; the
 * values they quote (an input's value, a path the agent chose, git's words) stay escaped.
 */
import { runFacts } from '../src/core/facts.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { InputError } from '../src/core/errors.js'
import { makeRedactor } from '../src/core/redact.js'
import { foldText } from '../src/core/report.js'
import { code, input, plainText, said, shown } from '../src/core/said.js'
import { decide, failureOf } from '../src/core/verdict.js'
import { renderEnd } from '../src/render/comment.js'
import { markup } from '../src/render/markdown.js'
import { renderSummary } from '../src/render/summary.js'
import { elements, renderGfm, textOf } from './gfm.js'
import { init, result, ROOT, runAction, shell } from './helpers.js'
import { structureProblems } from './wellformed.js'

const HOSTILE = '`x` [l](https://evil.example) <img src=x> @octocat\n# heading\n- item'
const none = (s: string): string => s

describe('our sentences and their values', () => {
  it('render our markup as markup and every value as literal text', () => {
    const s = said`Run ${code('npm test')} in ${HOSTILE}, got ${shown(HOSTILE)} from ${input('mode')}.`
    const tree = renderGfm(markup(s, none))
    const made = elements(tree.children).map((e) => e.tagName)
    // Our three code spans and the paragraph; nothing the value wrote (no link, image, heading).
    expect(made.filter((t) => t === 'code')).toHaveLength(3)
    expect(made.filter((t) => /^(a|img|h\d|ul|li)$/.test(t))).toEqual([])
    expect(textOf(tree.children).replace(/\u200b/g, '')).toContain(HOSTILE.replace(/\n/g, ' '))
    // Plain text, for the log and the step's error: the values as they are.
    expect(plainText(s)).toBe(
      `Run npm test in ${HOSTILE}, got ${JSON.stringify(HOSTILE)} from "mode".`
    )
  })

  it('redact every value before escaping it', () => {
    const s = said`Read ${'key sk-secret-123'} and ${code('sk-secret-123')}.`
    const md = markup(s, makeRedactor(['sk-secret-123']))
    expect(md).not.toContain('sk-secret-123')
  })

  it('a bare string is someone else’s: literal text, never markup', () => {
    const md = markup('Pushed `abc` to [x](https://evil.example)', none)
    const tree = renderGfm(md)
    expect(elements(tree.children).map((e) => e.tagName)).toEqual(['p'])
  })

  it('input errors keep the plain text they always had, and render as a list with code spans', () => {
    const e = new InputError([
      said`Input ${input('mode')} must be agent, plan or ask, got ${shown('`fast`')}.`,
      said`Input ${input('force')} must be true or false, got ${shown('maybe')}.`
    ])
    expect(e.message).toBe(
      'Invalid inputs:\n- Input "mode" must be agent, plan or ask, got "`fast`".\n- Input "force" must be true or false, got "maybe".'
    )
    const v = failureOf(e, none)
    const tree = renderGfm(markup(v.said ?? v.message, none))
    const items = elements(tree.children).filter((x) => x.tagName === 'li')
    expect(items.map((i) => textOf([i]))).toEqual([
      'Input mode must be agent, plan or ask, got "`fast`".',
      'Input force must be true or false, got "maybe".'
    ])
    expect(elements(items).filter((x) => x.tagName === 'code')).toHaveLength(4)
  })
})

describe('the summary on dist/index.js', () => {
  it('cli_not_found: the install command is a code span whose URL copies as it is', async () => {
    const run = await runAction({ inputs: { prompt: 'x', install: 'false' }, fake: false })
    expect(run.outputs.failure_reason).toBe('cli_not_found')
    const line = run.summary.split('\n').find((l) => l.includes('cursor.com/install')) ?? ''
    expect(line).toContain('`curl https://cursor.com/install -fsS | bash`')
    // No invisible character anywhere in the command a reader copies.
    const command = /`(curl [^`]*)`/.exec(line)?.[1] ?? ''
    expect(command).toBe('curl https://cursor.com/install -fsS | bash')
    expect(line).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/)
  })

  it('input errors: one list item per problem, code spans for input names', async () => {
    const run = await runAction({ inputs: { prompt: 'x', mode: 'fast', force: 'maybe' } })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.summary).toContain('> Invalid inputs:\n> - Input `mode` must be agent, plan or ask')
    expect(run.summary).toContain('> - Input `force` must be true or false, got `"maybe"`.')
  })
})

describe('the order and the tables', () => {
  const load = (name: string) =>
    foldText(fs.readFileSync(path.join(ROOT, '__tests__', 'streams', `${name}.ndjson`), 'utf8'))
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
    const goldens = fs
      .readdirSync(path.join(ROOT, '__tests__', 'golden'))
      .filter((f) => f.endsWith('.md'))
    expect(goldens.length).toBeGreaterThan(8)
    for (const f of goldens) {
      const md = fs.readFileSync(path.join(ROOT, '__tests__', 'golden', f), 'utf8')
      expect([f, md.match(/^\|(\s*\|)+\s*$/m)]).toEqual([f, null])
      // `2.3 s`, `1m 05s` in a cell: the space is a no-break one.
      expect([f, md.match(/\| \d+(\.\d+)? s \|/)]).toEqual([f, null])
      expect([f, md.match(/\| \d+m \d+s \|/)]).toEqual([f, null])
    }
    expect(structureProblems(summary('repeats'))).toEqual([])
  })
})

describe('the PR comment', () => {
  const frame = {
    marker: '<!-- m -->',
    runUrl: 'https://github.com/o/r/actions/runs/1',
    redact: none
  }
  const report = (lines: object[]) =>
    foldText(lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
  const edited = [
    init,
    {
      type: 'tool_call',
      subtype: 'completed',
      call_id: 'e',
      tool_call: {
        editToolCall: {
          args: { path: 'a.ts' },
          result: { success: { path: 'a.ts', linesAdded: 1, linesRemoved: 0 } }
        }
      }
    },
    result('done')
  ]
  const end = (r: ReturnType<typeof report>, landed?: Parameters<typeof renderEnd>[1]['landed']) =>
    renderEnd(
      frame,
      runFacts({
        verdict: { conclusion: 'success', message: '' },
        durationMs: 1000,
        report: r,
        landed
      })
    )

  it('says whether the changes were pushed', () => {
    const r = report(edited)
    expect(
      end(r, { patch: '/p', commitSha: 'b'.repeat(40), branch: 'feature', prUrl: '' })
    ).toContain('**Pushed** `bbbbbbbbbbbb` to `feature`.')
    expect(end(r, { patch: '/p', commitSha: '', branch: '', prUrl: '' })).toContain(
      '**Not pushed**: the changes are in the `patch` output of the [job run]'
    )
  })

  it('lists failed commands only when some failed, and names rejected ones as rejected', () => {
    expect(end(report(edited))).not.toContain('commands</summary>')
    const rejected = report([
      init,
      ...shell('r', 'npm test', { rejected: { reason: 'no' } }),
      result('x')
    ])
    expect(end(rejected)).toContain('<summary>Rejected commands</summary>')
    expect(end(rejected)).not.toContain('Failed commands')
    const failed = report([
      init,
      ...shell('f', 'npm test', { failure: { exitCode: 1, stdout: '' } }),
      result('x')
    ])
    expect(end(failed)).toContain('<summary>Failed commands</summary>')
  })
})
