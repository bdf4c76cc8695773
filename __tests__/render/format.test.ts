/** Durations (src/render/format.ts): never negative or not finite, in the status line too. */
import { describe, expect, it } from '@jest/globals'
import { clock, seconds } from '../../src/render/format.js'
import { headings, renderGfm } from '../support/gfm.js'
import { summaryOf } from '../support/summaries.js'

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
})
