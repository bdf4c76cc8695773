/**
 * The report model (src/core/stream/report-model.ts): the empty report every fold starts from
 * and every run that never started publishes. (The rest of the module is types and limits.)
 */
import { describe, expect, it } from '@jest/globals'
import { emptyReport } from '../../../src/core/stream/report-model.js'

describe('emptyReport', () => {
  it('is a report of nothing', () => {
    const r = emptyReport()
    expect(r).toMatchObject({
      finalMessage: '',
      segments: 0,
      events: 0,
      tools: [],
      filesRead: [],
      filesChanged: []
    })
    expect(r.counts).toEqual({
      calls: 0,
      running: 0,
      failed: 0,
      rejected: 0,
      orphans: 0,
      byKind: new Map()
    })
    expect(r.result).toBeUndefined()
    expect(r.sessionId).toBeUndefined()
    expect(r.diagnostics).toMatchObject({
      invalidLines: 0,
      resultEvents: 0,
      unknownTypes: new Map()
    })
  })

  it('shares nothing mutable with another empty report: each fold fills its own', () => {
    const a = emptyReport()
    const b = emptyReport()
    a.counts.byKind.set('shell', { calls: 1, ok: 1, failed: 0, rejected: 0, durationMs: 0 })
    a.diagnostics.unknownTypes.set('x', 1)
    a.diagnostics.errorEvents.push('e')
    a.filesRead.push('f')
    a.mcp.servers.set('s', { calls: 1, ok: 1, failed: 0, rejected: 0 })
    expect(b.counts.byKind.size).toBe(0)
    expect(b.diagnostics.unknownTypes.size).toBe(0)
    expect(b.diagnostics.errorEvents).toEqual([])
    expect(b.filesRead).toEqual([])
    expect(b.mcp.servers.size).toBe(0)
    expect(emptyReport().filesRead).toEqual([])
  })
})
