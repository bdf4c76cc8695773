/**
 * The top of the summary of `node dist/index.js`, as GitHub renders it: the status line counts the
 * calls that did not go well the way the failed calls' heading and the calls table do, and says
 * the run's tokens; a failed run's alert holds the failure and its fixes, and tips about the run's
 * calls that did not cause it come after the alert. Run `npm run bundle` first.
 */
import { describe, expect, it } from '@jest/globals'
import type { Element } from 'hast'
import { init, result, runAction, shell, streamFile } from '../support/helpers.js'
import { AUTH, rejected } from '../support/cli-words.js'
import { elements, headings, isElement, renderGfm, section, textOf } from '../support/gfm.js'

/** The cells of the calls table's row for `kind`, as GitHub shows them. */
function kindRow(md: string, kind: string): string[] {
  const rows = elements(section(renderGfm(md), 'Tool calls')).filter((e) => e.tagName === 'tr')
  const row = rows.find((r) => textOf([elements(r.children)[0] as Element]) === kind)
  return elements(row?.children ?? [])
    .filter((e) => e.tagName === 'td')
    .map((c) => textOf([c]))
}

/** The summary's top-level quotes (GitHub's alerts), each as its text. */
function quotes(md: string): string[] {
  return renderGfm(md)
    .children.filter(isElement)
    .filter((e) => e.tagName === 'blockquote')
    .map((e) => textOf([e]))
}

describe('the status line on dist/index.js', () => {
  it('counts failed, rejected and unfinished calls as the heading and the calls table do, and says the tokens', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('f', 'npm test', { failure: { exitCode: 1, stdout: 'boom\n' } }),
          ...shell('r', 'rm -rf build', rejected('rm -rf build')),
          ...shell('ok', 'ls', { success: { exitCode: 0 } }),
          ...shell('hang', 'sleep 999', {}).slice(0, 1),
          result('Done.', {
            usage: {
              inputTokens: 12345,
              outputTokens: 678,
              cacheReadTokens: 90000,
              cacheWriteTokens: 0
            }
          })
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    const h = headings(renderGfm(run.summary))
    const counted = '4 tool calls (1 failed, 1 rejected, 1 never completed)'
    expect(h[0]).toContain(` · ${counted} · `)
    expect(h[0]).toMatch(/ · 12,345 input and 678 output tokens$/)
    expect(h).toContain('Failed and rejected calls (1 failed, 1 rejected, 1 never completed)')
    // The calls table: calls, ok, failed, rejected, other (the unfinished one).
    expect(kindRow(run.summary, 'shell').slice(1, 6)).toEqual(['4', '1', '1', '1', '1'])
    // The output counts failed and rejected calls together, as documented.
    expect(run.outputs.failed_tool_calls).toBe('2')
  })

  it('says no tokens when the result reported none', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('Done.')]) }
    })
    const h = headings(renderGfm(run.summary))
    expect(h[0]).toMatch(/ · 0 tool calls$/)
    expect(run.summary).not.toContain('output tokens')
  })
})

describe("a failed run's alert on dist/index.js", () => {
  it('holds the failure and its fix; tips about calls that did not cause it come after it', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': '' },
      env: {
        CURSOR_API_KEY: undefined,
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('p', 'git push origin HEAD', rejected('git push origin HEAD')),
          ...shell('t', 'npm test', rejected('npm test'))
        ]),
        FAKE_CURSOR_STDERR: AUTH,
        FAKE_CURSOR_EXIT: '1'
      }
    })
    expect(run.outputs.failure_reason).toBe('auth')
    const [alert, tip, ...rest] = quotes(run.summary)
    expect(alert).toMatch(/^\[!CAUTION\]/)
    expect(alert).toContain('The CLI is not authenticated.')
    expect(alert).not.toContain('git push')
    expect(alert).not.toContain('force: true')
    expect(tip).toMatch(/^\[!TIP\]/)
    expect(tip).toContain('The agent tried to git push itself')
    expect(tip).toContain('1 shell command was rejected because tools need approval')
    expect(rest.join('\n')).not.toContain('git push itself')
    // The tips come after the alert, before the agent's words and the calls.
    const at = (s: string): number => run.summary.indexOf(s)
    expect(at('> [!TIP]')).toBeGreaterThan(at('> [!CAUTION]'))
    expect(at('> [!TIP]')).toBeLessThan(at('#### Failed and rejected calls'))
  })

  it('keeps the fixes for rejected calls in the alert when those calls ended the run', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'max-failed-tool-calls': '2' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('a', 'npm test', rejected('npm test')),
          ...shell('b', 'npm run lint', rejected('npm run lint')),
          result('Done.')
        ])
      }
    })
    expect(run.outputs.failure_reason).toBe('budget')
    const [alert, ...rest] = quotes(run.summary)
    expect(alert).toMatch(/^\[!CAUTION\]/)
    expect(alert).toContain('2 shell commands were rejected because tools need approval')
    expect(rest.filter((q) => q.startsWith('[!TIP]'))).toEqual([])
  })
})
