/**
 * The PR comment (src/render/comment.ts): a marker no key can break, progress without a running
 * clock, agent text defused and kept under the limit, whether the changes were pushed, and the
 * failed and rejected commands.
 */
import { runFacts } from '../../src/core/verdict/facts.js'
import { describe, expect, it } from '@jest/globals'
import { ReportBuilder, foldText } from '../../src/core/stream/report.js'
import { markerFor } from '../../src/render/marker.js'
import { COMMENT_LIMIT, renderEnd, renderProgress, renderStart } from '../../src/render/comment.js'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { assistant, init, shell, result } from '../support/helpers.js'

describe('the comment renderer', () => {
  const redact = makeRedactor(['sekret-value-1234'])
  const frame = {
    marker: markerFor('CI/bot/null'),
    runUrl: 'https://github.com/o/r/actions/runs/1',
    redact
  }

  it('makes a marker no key can break, distinct per key', () => {
    expect(markerFor('a --> b')).toMatch(/^<!-- cursor-agent-action:[0-9a-f]{20} -->$/)
    expect(markerFor('CI/bot/{"node": 20}')).not.toBe(markerFor('CI/bot/{"node": 22}'))
  })

  it('renders progress from the report without a running clock', () => {
    const b = new ReportBuilder()
    for (const l of [
      init,
      ...shell('c1', 'npm test sekret-value-1234', { success: { exitCode: 0 } })
    ])
      b.line(JSON.stringify(l))
    const s = { startedAt: 0, phase: 'Running', since: 1000, report: b.snapshot() }
    const body = renderProgress(frame, s)
    expect(body.startsWith(frame.marker)).toBe(true)
    expect(body).toContain('1 tool call')
    expect(body).not.toContain('sekret-value-1234')
    expect(renderProgress(frame, s)).toBe(body)
    expect(renderStart(frame, 0)).toContain('[job run](https://github.com/o/r/actions/runs/1)')
  })

  it('defuses the agent text and stays under the limit with a note', () => {
    const b = new ReportBuilder()
    b.line(JSON.stringify(assistant(`<details> @octocat [x](https://evil) ${'y'.repeat(100_000)}`)))
    const body = renderEnd(
      frame,
      runFacts({
        verdict: { conclusion: 'success', message: '' },
        durationMs: 5000,
        report: b.snapshot()
      })
    )
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT)
    // Whatever the agent text helper does, no HTML, link or mention survives.
    expect(body).not.toMatch(/<details> @/)
    expect(body).not.toContain('](https://evil)')
    expect(body).not.toContain('@octocat')
    expect(body).toContain('octocat')
    expect(body).toContain('cut to fit')
  })
})

const none = (s: string): string => s

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

  it("counts the calls that did not go well in the summary's words", () => {
    const mixed = report([
      init,
      ...shell('f', 'npm test', { failure: { exitCode: 1, stdout: '' } }),
      ...shell('r', 'npm run lint', { rejected: { reason: 'no' } }),
      ...shell('h', 'sleep 999', {}).slice(0, 1),
      result('x')
    ])
    expect(end(mixed)).toContain('3 tool calls (1 failed, 1 rejected, 1 never completed)')
  })
})
