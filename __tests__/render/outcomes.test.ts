/** One label table for conclusions and call outcomes (src/render/outcomes.ts). */
import { describe, expect, it } from '@jest/globals'
import { foldText } from '../../src/core/stream/report.js'
import { headline, problemsOf, problemsText } from '../../src/render/outcomes.js'
import { init, result, shell } from '../support/helpers.js'

describe('small helpers', () => {
  it('one label table for conclusions', () => {
    expect(headline('success')).toBe('✅ Cursor Agent succeeded')
    expect(headline('failure')).toBe('❌ Cursor Agent failed')
    expect(headline('cancelled')).toBe('⏹ Cursor Agent was cancelled')
  })
})

describe('the calls that did not go well', () => {
  const fold = (lines: object[]) => foldText(lines.map((l) => JSON.stringify(l)).join('\n'))

  it('are counted by how they ended, each once, from the run counters', () => {
    const r = fold([
      init,
      ...shell('f1', 'npm test', { failure: { exitCode: 1 } }),
      ...shell('f2', 'npm run lint', { success: { exitCode: 2 } }),
      ...shell('r', 'rm -rf /', { rejected: { reason: 'no' } }),
      ...shell('u', 'odd', { somethingNew: {} }),
      ...shell('ok', 'ls', { success: { exitCode: 0 } }),
      ...shell('h', 'sleep 999', {}).slice(0, 1),
      result('done')
    ])
    const p = problemsOf(r.counts)
    expect(p).toEqual({ failed: 2, rejected: 1, running: 1, unknown: 1 })
    expect(p.failed + p.rejected + p.running + p.unknown).toBe(r.counts.calls - 1)
    expect(problemsText(p)).toBe('2 failed, 1 rejected, 1 never completed, 1 unknown')
  })

  it('say nothing when every call went well, and only what happened otherwise', () => {
    expect(problemsText({ failed: 0, rejected: 0, running: 0, unknown: 0 })).toBe('')
    expect(problemsText({ failed: 0, rejected: 1200, running: 0, unknown: 0 })).toBe(
      '1,200 rejected'
    )
  })
})
