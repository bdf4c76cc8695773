/**
 * outputsFor (src/core/verdict/outputs.ts): the step's outputs from the run's facts as they are,
 * each cut to what GitHub takes (text on a character boundary with a note, lists as valid JSON,
 * ids bounded), and '' for what the run did not do.
 */
import { describe, expect, it } from '@jest/globals'
import { outputsFor } from '../../../src/core/verdict/outputs.js'
import { runFacts, type RunFacts } from '../../../src/core/verdict/facts.js'
import { foldText } from '../../../src/core/stream/report.js'
import { emptyReport } from '../../../src/core/stream/report-model.js'
import { init, result, shell } from '../../support/helpers.js'

const fold = (lines: object[]): RunFacts['report'] =>
  foldText(lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
const ok = { conclusion: 'success', message: '' } as const

describe('outputsFor', () => {
  it('carries what the stream said, and counts failed and rejected calls together', () => {
    const report = fold([
      init,
      ...shell('s1', 'npm test', { failure: { exitCode: 1, stdout: '', stderr: '' } }),
      result('done', { usage: { inputTokens: 3 } })
    ])
    const out = outputsFor(runFacts({ verdict: ok, report, exitCode: 0 }))
    expect(out).toMatchObject({
      result: 'done',
      session_id: init.session_id,
      request_id: 'req-1',
      model: 'Test Model',
      duration: '1234',
      exit_code: '0',
      conclusion: 'success',
      tool_calls: '1',
      failed_tool_calls: '1',
      files_read: '[]',
      usage: JSON.stringify({ inputTokens: 3 })
    })
  })

  it("leaves '' for what did not happen: no exit code, no review, no landing, no schema", () => {
    const out = outputsFor(runFacts({ verdict: ok, report: emptyReport(), exitCode: null }))
    for (const name of [
      'exit_code',
      'usage',
      'findings',
      'review_url',
      'commit_sha',
      'pr_url',
      'structured_output',
      'resumed',
      'pr_runs'
    ])
      expect([name, out[name as keyof typeof out]]).toEqual([name, ''])
  })

  it('rounds the duration and never writes a negative one', () => {
    const r = emptyReport()
    expect(outputsFor(runFacts({ verdict: ok, report: r, durationMs: 1234.6 })).duration).toBe(
      '1235'
    )
    expect(outputsFor(runFacts({ verdict: ok, report: r, durationMs: -50 })).duration).toBe('0')
  })

  it('cuts a text output past 512 KiB on a character boundary, with a note', () => {
    const report = { ...emptyReport(), finalMessage: 'é'.repeat(300 * 1024) }
    const out = outputsFor(runFacts({ verdict: ok, report })).final_message
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(512 * 1024)
    expect(
      out.endsWith('[cut to fit the output size limit; the whole text is in the transcript]')
    ).toBe(true)
    expect(out).not.toContain('\uFFFD')
  })

  it('keeps the files list valid JSON, with as many whole entries as fit', () => {
    const report = {
      ...emptyReport(),
      filesRead: Array.from({ length: 2000 }, (_, i) => `${i}/${'p'.repeat(400)}`)
    }
    const list = JSON.parse(outputsFor(runFacts({ verdict: ok, report })).files_read) as string[]
    expect(list.length).toBeGreaterThan(1000)
    expect(list.length).toBeLessThan(2000)
    expect(list[0]).toBe(report.filesRead[0])
  })

  it('bounds an absurdly long id from the stream', () => {
    const report = { ...emptyReport(), sessionId: 's'.repeat(5000), model: 'm' }
    expect(outputsFor(runFacts({ verdict: ok, report })).session_id.length).toBeLessThanOrEqual(201)
  })

  it('says resumed only when the stream named the session asked for', () => {
    const report = { ...emptyReport(), sessionId: 'abc' }
    const resumed = (asked?: string): string =>
      outputsFor(runFacts({ verdict: ok, report, resume: { asked } })).resumed
    expect([resumed('abc'), resumed('other'), resumed(undefined)]).toEqual([
      'true',
      'false',
      'false'
    ])
  })

  it('writes the structured output only when it matched the schema', () => {
    const r = emptyReport()
    expect(
      outputsFor(runFacts({ verdict: ok, report: r, structured: { ok: true, json: '{"a":1}' } }))
        .structured_output
    ).toBe('{"a":1}')
    expect(
      outputsFor(runFacts({ verdict: ok, report: r, structured: { ok: false, errors: ['x'] } }))
        .structured_output
    ).toBe('')
  })
})
