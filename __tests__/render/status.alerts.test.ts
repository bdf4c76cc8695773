/**
 * The top of the summary (src/render/status.ts), through the whole summary: the status line counts the calls that did not
 * go well in the words of the failed calls' heading, and says the run's tokens; a failed run's
 * alert holds the failure and the fixes for it, and the tips about the run's calls that did not
 * cause it come after the alert.
 */
import { describe, expect, it } from '@jest/globals'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { foldText, type RunReport } from '../../src/core/stream/report.js'
import { findHints } from '../../src/core/verdict/hints.js'
import { runFacts } from '../../src/core/verdict/facts.js'
import type { Verdict } from '../../src/core/verdict/verdict.js'
import { renderSummary } from '../../src/render/summary.js'
import { init, result, shell } from '../support/helpers.js'
import { rejected } from '../support/cli-words.js'
import { headings, isElement, renderGfm, textOf } from '../support/gfm.js'

const fold = (lines: object[]): RunReport =>
  foldText(lines.map((l) => JSON.stringify(l)).join('\n'))

/** The summary of `report` with `verdict`, its hints found as the action finds them. */
function summary(report: RunReport, verdict: Verdict, stderr = ''): string {
  const hints = findHints({ report, verdict, stderr, apiKeySet: stderr === '' })
  return renderSummary(
    runFacts({ report, verdict, durationMs: 4000, exitCode: 0 }),
    makeRedactor([]),
    {
      hints
    }
  )
}

const GREEN: Verdict = { conclusion: 'success', message: '' }

/** The summary's top-level quotes (GitHub's alerts), each as its text. */
function quotes(md: string): string[] {
  return renderGfm(md)
    .children.filter(isElement)
    .filter((e) => e.tagName === 'blockquote')
    .map((e) => textOf([e]))
}

describe('the status line', () => {
  it('counts what the failed calls heading counts, in the same words', () => {
    const r = fold([
      init,
      ...shell('f', 'npm test', { failure: { exitCode: 1 } }),
      ...shell('r', 'rm -rf build', { rejected: { reason: 'no' } }),
      ...shell('u', 'odd', { somethingNew: {} }),
      ...shell('h', 'sleep 999', {}).slice(0, 1),
      result('done')
    ])
    const h = headings(renderGfm(summary(r, GREEN)))
    const counted = '1 failed, 1 rejected, 1 never completed, 1 unknown'
    expect(h[0]).toContain(` · 4 tool calls (${counted})`)
    expect(h).toContain(`Failed and rejected calls (${counted})`)
  })

  it('on a green run, the heading counts the calls still open; the fixed ones are folded apart', () => {
    const r = fold([
      init,
      ...shell('a', 'npm test', { failure: { exitCode: 1 } }),
      ...shell('b', 'npm test', { success: { exitCode: 0 } }),
      ...shell('c', 'rm -rf build', { rejected: { reason: 'no' } }),
      result('done')
    ])
    const md = summary(r, GREEN)
    const h = headings(renderGfm(md))
    expect(h[0]).toContain(' · 3 tool calls (1 failed, 1 rejected)')
    expect(h).toContain('Failed and rejected calls (1 rejected)')
    expect(md).toContain('Fixed along the way: 1 earlier run of one call failed')
  })

  it("says the run's input and output tokens when the result reported them, else nothing", () => {
    const usage = { inputTokens: 1234567, outputTokens: 89, cacheReadTokens: 5 }
    const withUsage = headings(renderGfm(summary(fold([init, result('done', { usage })]), GREEN)))
    expect(withUsage[0]).toMatch(/ · 0 tool calls · 1,234,567 input and 89 output tokens$/)
    const without = headings(renderGfm(summary(fold([init, result('done')]), GREEN)))
    expect(without[0]).not.toContain('tokens')
  })
})

describe("a failed run's alert", () => {
  const calls = [
    init,
    ...shell('p', 'git push origin HEAD', rejected('git push origin HEAD')),
    ...shell('t', 'npm test', rejected('npm test'))
  ]

  it('holds the failure and its fix; the tips about calls come after it, as a tip', () => {
    const r = fold(calls)
    const auth: Verdict = { conclusion: 'failure', reason: 'auth', message: 'Not authenticated.' }
    const [alert, tip, ...rest] = quotes(summary(r, auth, 'Error: Authentication required.'))
    expect(alert).toMatch(/^\[!CAUTION\]\nNot authenticated\.\n\nThe CLI is not authenticated\./)
    expect(alert).not.toMatch(/git push|force: true/)
    expect(tip).toMatch(/^\[!TIP\]\nThe agent tried to git push itself/)
    expect(tip).toContain('1 shell command was rejected because tools need approval')
    expect(rest).toEqual([])
  })

  it('keeps the fixes for the calls inside when the calls ended the run (the budget)', () => {
    const r = fold(calls)
    const budget: Verdict = {
      conclusion: 'failure',
      reason: 'budget',
      message: '2 tool calls failed or were rejected, the limit max-failed-tool-calls allows.'
    }
    const all = quotes(summary(r, budget))
    expect(all).toHaveLength(1)
    expect(all[0]).toContain('The agent tried to git push itself')
    expect(all[0]).toContain('1 shell command was rejected')
  })

  it('puts a cancelled run in a warning, its tips after it', () => {
    const r = fold(calls)
    const cancelled: Verdict = {
      conclusion: 'cancelled',
      reason: 'cancelled',
      message: 'Cancelled.'
    }
    const all = quotes(summary(r, cancelled))
    expect(all.map((q) => q.split('\n')[0])).toEqual(['[!WARNING]', '[!TIP]'])
    expect(all[0]).toBe('[!WARNING]\nCancelled.')
  })
})
