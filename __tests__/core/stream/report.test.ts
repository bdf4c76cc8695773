/**
 * The fold (src/core/stream/report.ts): partial output, events out of order, two results,
 * interaction queries, the snapshot and the live report, and the same report for any chunking or
 * interleaved garbage. Its tool calls: tool-calls.test.ts.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { LineSplitter } from '../../../src/core/stream/lines.js'
import { foldText, ReportBuilder, type RunReport } from '../../../src/core/stream/report.js'
import { assistant, init, result, SESSION, shell } from '../../support/helpers.js'

/** A report reduced to what any chunking must preserve. */
function essence(r: RunReport): unknown {
  return {
    tools: r.tools.map((t) => [t.callId, t.kind, t.state, t.target, t.exitCode]),
    result: r.result,
    final: r.finalMessage,
    read: r.filesRead,
    changed: r.filesChanged,
    session: r.sessionId,
    invalid: r.diagnostics.invalidLines
  }
}

describe('the fold', () => {
  const lines = (objs: object[]): string => objs.map((o) => JSON.stringify(o)).join('\n') + '\n'

  it('does not double text with --stream-partial-output', () => {
    const delta = (t: string): object => ({
      type: 'assistant',
      message: { content: [{ type: 'text', text: t }] },
      timestamp_ms: 1
    })
    const r = foldText(
      lines([
        delta('Hel'),
        delta('lo'),
        {
          type: 'assistant',
          message: { content: [{ type: 'text', text: 'Hello' }] },
          model_call_id: 'm-0-x',
          timestamp_ms: 2
        },
        delta('Bye'),
        assistant('Bye'),
        result('HelloBye')
      ])
    )
    expect(r.finalMessage).toBe('Bye')
    expect(r.segments).toBe(2)
  })

  it('keeps the deltas as the final message when no consolidated message came', () => {
    const delta = (t: string): object => ({
      type: 'assistant',
      message: { content: [{ type: 'text', text: t }] },
      timestamp_ms: 1
    })
    expect(foldText(lines([delta('par'), delta('tial'), result('partial')])).finalMessage).toBe(
      'partial'
    )
  })

  it('handles events before init, two results, and events after the result', () => {
    const r = foldText(
      lines([
        assistant('early'),
        init,
        result('first'),
        result('second', { is_error: true }),
        assistant('late')
      ])
    )
    expect(r.sessionId).toBe(SESSION)
    expect(r.result?.isError).toBe(true)
    expect(r.result?.text).toBe('second')
    expect(r.diagnostics.resultEvents).toBe(2)
    expect(r.diagnostics.eventsAfterResult).toBe(1)
  })

  it('logs interaction queries and never needs to answer them', () => {
    const q = {
      type: 'interaction_query',
      subtype: 'request',
      query_type: 'shellRequestQuery',
      query: {
        id: 1,
        shellRequestQuery: { args: { command: 'rm -rf build' }, skipApproval: false }
      }
    }
    const r = foldText(lines([q]))
    expect(r.diagnostics.interactionQueries).toBe(1)
    expect(r.diagnostics.querySamples).toEqual(['shellRequestQuery rm -rf build'])
  })

  it('parses the same report from valid lines whatever garbage is interleaved (property)', () => {
    const valid = [
      init,
      assistant('a'),
      ...shell('1', 'npm test', { success: { exitCode: 1 } }),
      ...shell('2\nx', 'ls', { rejected: {} }),
      assistant('done'),
      result('done')
    ].map((o) => JSON.stringify(o))
    const garbage = fc.oneof(
      fc.string().filter((s) => !s.includes('\n') && !s.trim().startsWith('{')),
      fc.constant('[1,2]'),
      fc.constant('{"no":"type"}'),
      fc.constant('\u0000\u0001binary')
    )
    const clean = foldText(valid.join('\n') + '\n')
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length), garbage), { maxLength: 15 }),
        (inserts) => {
          const out = [...valid]
          for (const [at, g] of inserts.sort((x, y) => y[0] - x[0])) out.splice(at, 0, g)
          const r = foldText(out.join('\n') + '\n')
          expect(essence({ ...r, diagnostics: { ...r.diagnostics, invalidLines: 0 } })).toEqual(
            essence(clean)
          )
        }
      ),
      { numRuns: 200 }
    )
  })

  it('gives the same report for any chunking of a generated stream (property)', () => {
    const event = fc.oneof(
      fc.string().map((t) => assistant(t)),
      fc
        .tuple(
          fc.string({ minLength: 1 }),
          fc.string(),
          fc.constantFrom(
            { success: { exitCode: 0 } },
            { failure: { exitCode: 1 } },
            { rejected: {} }
          )
        )
        .chain(([id, cmd, r]) => fc.constant(shell(id, cmd, r))),
      fc.string().map((t) => ({ type: 'thinking', subtype: 'delta', text: t, timestamp_ms: 1 })),
      fc.constant(init)
    )
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 20 }),
        (events, sizes) => {
          const text =
            events
              .flat()
              .map((e) => JSON.stringify(e))
              .join('\n') +
            '\n' +
            JSON.stringify(result('r')) +
            '\n'
          const bytes = Buffer.from(text, 'utf8')
          const builder = new ReportBuilder()
          const splitter = new LineSplitter((l) => builder.line(l))
          let at = 0
          let i = 0
          while (at < bytes.length) {
            const n = sizes[i++ % sizes.length] ?? 1
            splitter.push(bytes.subarray(at, at + n))
            at += n
          }
          splitter.end()
          expect(essence(builder.snapshot())).toEqual(essence(foldText(text)))
        }
      ),
      { numRuns: 200 }
    )
  })
})

describe('the builder hands out', () => {
  it('a snapshot that is a copy, and a live report that grows', () => {
    const b = new ReportBuilder()
    const live = b.live()
    b.line(JSON.stringify(init))
    const copy = b.snapshot()
    expect(copy).toEqual(live)
    expect(copy).not.toBe(live)
    for (const l of shell('c1', 'npm test', { success: { exitCode: 0 } })) b.line(JSON.stringify(l))
    // The copy stays as it was; the live report has the call.
    expect(copy.counts.calls).toBe(0)
    expect(copy.tools).toEqual([])
    expect(live.counts.calls).toBe(1)
    expect(live.tools).toHaveLength(1)
    // Nothing done to the copy reaches the builder.
    copy.tools.push(...live.tools.map((t) => ({ ...t, index: 99 })))
    copy.counts.byKind.clear()
    copy.finalMessage = 'changed'
    expect(b.snapshot().tools.map((t) => t.index)).toEqual([1])
    expect(b.snapshot().counts.byKind.get('shell')?.calls).toBe(1)
    expect(b.live().finalMessage).toBe('')
  })
})
