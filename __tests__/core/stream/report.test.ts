/**
 * The fold (src/core/stream/report.ts): calls paired by call_id (or without one), partial output, events
 * out of order, workspace-relative paths, bounded excerpts and bounded state with exact counts,
 * the snapshot and the live report, and the same report for any chunking or interleaved garbage.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { LineSplitter } from '../../../src/core/stream/lines.js'
import {
  foldText,
  ReportBuilder,
  type RunReport,
  REPORT_LIMITS
} from '../../../src/core/stream/report.js'
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

  it('pairs by call_id with newlines in ids, out of order, caching args from started', () => {
    const a = 'call_A\nfc_1'
    const b = 'call_B\nfc_2'
    const text = lines([
      {
        type: 'tool_call',
        subtype: 'started',
        call_id: a,
        tool_call: { shellToolCall: { args: { command: 'sleep 6' } } }
      },
      {
        type: 'tool_call',
        subtype: 'started',
        call_id: b,
        tool_call: { shellToolCall: { args: { command: 'sleep 4' } } }
      },
      {
        type: 'tool_call',
        subtype: 'completed',
        call_id: b,
        tool_call: { shellToolCall: { result: { success: { exitCode: 0, executionTime: 4000 } } } }
      },
      {
        type: 'tool_call',
        subtype: 'completed',
        call_id: a,
        tool_call: {
          shellToolCall: {
            args: { toolCallId: 'unknown-tool-call-id' },
            result: { success: { exitCode: 0 } }
          }
        }
      }
    ])
    const r = foldText(text)
    expect(r.tools.map((t) => [t.callId, t.target, t.state])).toEqual([
      [a, 'sleep 6', 'ok'],
      [b, 'sleep 4', 'ok']
    ])
    expect(r.tools[1]?.durationMs).toBe(4000)
  })

  it('records an orphan completion with its own args', () => {
    const r = foldText(
      lines([
        {
          type: 'tool_call',
          subtype: 'completed',
          call_id: 'z',
          tool_call: {
            shellToolCall: { result: { rejected: { command: 'git push', reason: '' } } }
          }
        }
      ])
    )
    expect(r.tools).toMatchObject([
      { orphan: true, kind: 'shell', target: 'git push', state: 'rejected' }
    ])
  })

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

  it('makes Windows and absolute paths workspace-relative', () => {
    const win = { ...init, cwd: 'D:\\repo' }
    const read = (p: string, id: string): object[] => [
      {
        type: 'tool_call',
        subtype: 'started',
        call_id: id,
        tool_call: { readToolCall: { args: { path: p } } }
      },
      {
        type: 'tool_call',
        subtype: 'completed',
        call_id: id,
        tool_call: { readToolCall: { args: { path: p }, result: { success: { content: '' } } } }
      }
    ]
    const r = foldText(
      lines([
        win,
        ...read('D:\\repo\\src\\a.ts', '1'),
        ...read('.\\src\\b.ts', '2'),
        ...read('C:\\other\\c.ts', '3')
      ])
    )
    expect(r.filesRead).toEqual(['src/a.ts', 'src/b.ts', 'C:/other/c.ts'])
  })

  it('keeps only bounded excerpts of tool output', () => {
    const big = 'x'.repeat(100_000) + 'THE END'
    const r = foldText(
      lines([
        ...shell('1', 'make', { failure: { exitCode: 2, stdout: big } }),
        ...shell('2', 'ls', { success: { exitCode: 0, stdout: big } })
      ])
    )
    expect(r.tools[0]?.outputTail?.length).toBeLessThan(2100)
    expect(r.tools[0]?.outputTail?.endsWith('THE END')).toBe(true)
    expect(r.tools[1]?.outputTail).toBeUndefined()
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

describe('tool calls without call_id', () => {
  const lines = (objs: object[]): string => objs.map((o) => JSON.stringify(o)).join('\n') + '\n'
  const ev = (subtype: string, kind: string, args: object, extra: object = {}): object => ({
    type: 'tool_call',
    subtype,
    tool_call: { [`${kind}ToolCall`]: { args, ...extra } }
  })

  it('uses tool_call.toolCallId when call_id is missing', () => {
    const r = foldText(
      lines([
        {
          type: 'tool_call',
          subtype: 'started',
          tool_call: { toolCallId: 't1', readToolCall: { args: { path: 'a' } } }
        },
        {
          type: 'tool_call',
          subtype: 'completed',
          tool_call: {
            toolCallId: 't1',
            readToolCall: { args: { path: 'a' }, result: { success: {} } }
          }
        }
      ])
    )
    expect(r.tools.map((t) => [t.callId, t.state])).toEqual([['t1', 'ok']])
  })

  it('keeps id-less calls apart and pairs each completion with the oldest running call of its kind', () => {
    const r = foldText(
      lines([
        ev('started', 'shell', { command: 'one' }),
        ev('started', 'read', { path: 'r' }),
        ev('started', 'shell', { command: 'two' }),
        ev('completed', 'shell', { command: 'one' }, { result: { success: { exitCode: 0 } } }),
        ev('completed', 'read', { path: 'r' }, { result: { success: {} } }),
        ev('completed', 'shell', { command: 'two' }, { result: { success: { exitCode: 3 } } })
      ])
    )
    expect(r.tools.map((t) => [t.kind, t.target, t.state])).toEqual([
      ['shell', 'one', 'ok'],
      ['read', 'r', 'ok'],
      ['shell', 'two', 'failed']
    ])
  })
})

describe('the fold keeps bounded state', () => {
  it('keeps running, failed and recent calls with their index; counts stay exact', () => {
    const b = new ReportBuilder()
    const line = (o: object): void => void b.line(JSON.stringify(o))
    line(init)
    const started = (id: string): object => ({
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { shellToolCall: { args: { command: id } } }
    })
    line(started('long-running'))
    const n = 30_000
    for (let i = 0; i < n; i++) {
      const outcome =
        i % 20 === 0 ? { failure: { exitCode: 1, stdout: 'x' } } : { success: { exitCode: 0 } }
      for (const o of shell(`c${i}`, `step ${i}`, outcome)) line(o)
    }
    line(result('done'))
    const r = b.snapshot()
    expect(r.counts.calls).toBe(n + 1)
    expect(r.counts.failed).toBe(n / 20)
    expect(r.counts.running).toBe(1)
    expect(r.tools.length).toBeLessThanOrEqual(
      3 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls)
    )
    expect(r.diagnostics.droppedCalls).toBe(n + 1 - r.tools.length)
    // Stream order, original ordinals.
    const idx = r.tools.map((t) => t.index)
    expect(idx).toEqual([...idx].sort((a, b2) => a - b2))
    expect(r.tools[0]).toMatchObject({ index: 1, callId: 'long-running', state: 'running' })
    expect(r.tools[r.tools.length - 1]).toMatchObject({ index: n + 1, target: `step ${n - 1}` })
    // The last REPORT_LIMITS.recentCalls calls are all there, and the first failures up to the cap.
    expect(idx.slice(-REPORT_LIMITS.recentCalls)).toEqual(
      Array.from(
        { length: REPORT_LIMITS.recentCalls },
        (_, i) => n + 2 - REPORT_LIMITS.recentCalls + i
      )
    )
    const failed = r.tools.filter((t) => t.state === 'failed')
    expect(failed.length).toBeGreaterThanOrEqual(REPORT_LIMITS.problemCalls)
    expect(failed[0]?.target).toBe('step 0')
    expect(failed[REPORT_LIMITS.problemCalls - 1]?.target).toBe(
      `step ${(REPORT_LIMITS.problemCalls - 1) * 20}`
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
