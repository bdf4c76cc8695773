import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { LineSplitter } from '../src/core/lines.js'
import { parseLine } from '../src/core/events.js'
import { foldText, ReportBuilder, type RunReport } from '../src/core/report.js'
import { classify, readToolCall } from '../src/core/tools.js'
import { assistant, init, result, SESSION, shell } from './helpers.js'

function split(chunks: Buffer[], max?: number): string[] {
  const lines: string[] = []
  const s = new LineSplitter(
    (l) => lines.push(l),
    (n) => lines.push(`<oversize ${n}>`),
    max
  )
  for (const c of chunks) s.push(c)
  s.end()
  return lines
}

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

describe('line splitting', () => {
  it('carries partial lines, accepts CRLF and a leading BOM, flushes a last line without newline', () => {
    const bytes = Buffer.from('\ufeff{"a":1}\r\n{"b":2}\n{"c"', 'utf8')
    expect(
      split([bytes.subarray(0, 5), bytes.subarray(5, 13), bytes.subarray(13), Buffer.from(':3}')])
    ).toEqual(['{"a":1}', '{"b":2}', '{"c":3}'])
  })

  it('decodes UTF-8 split inside a code point', () => {
    const bytes = Buffer.from('{"t":"✅ héllo 🚀"}\n', 'utf8')
    const chunks = [...bytes].map((b) => Buffer.from([b]))
    expect(split(chunks)).toEqual(['{"t":"✅ héllo 🚀"}'])
  })

  it('reports a line over the limit instead of keeping it, and goes on', () => {
    expect(split([Buffer.from('x'.repeat(50) + '\nok\n')], 10)).toEqual(['<oversize 50>', 'ok'])
  })

  it('turns invalid UTF-8 into replacement characters, not a crash', () => {
    const lines = split([Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a])])
    expect(lines).toEqual(['{\ufffd\ufffd}'])
  })

  it('gives the same lines for any chunking (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 20 }),
        fc.array(fc.nat(40), { maxLength: 30 }),
        (parts, cuts) => {
          const text = parts.map((p) => p.replace(/[\r\n]/g, '')).join('\n') + '\n'
          const bytes = Buffer.from(text, 'utf8')
          const chunks: Buffer[] = []
          let at = 0
          for (const c of cuts) {
            chunks.push(bytes.subarray(at, Math.min(bytes.length, at + c)))
            at = Math.min(bytes.length, at + c)
          }
          chunks.push(bytes.subarray(at))
          expect(split(chunks)).toEqual(split([bytes]))
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe('events and tool calls', () => {
  it('finds the tool kind by the key ending in ToolCall, not the first key', () => {
    const body = readToolCall({
      hookAdditionalContexts: [],
      toolCallId: 'x',
      readToolCall: { args: { path: 'a' } },
      startedAtMs: '17'
    })
    expect(body.kind).toBe('read')
    expect(body.startedAtMs).toBe(17)
  })

  it('reads the documented function form', () => {
    const body = readToolCall({
      function: { name: 'fetch_page', arguments: '{"url":"https://x"}' }
    })
    expect(body).toMatchObject({ kind: 'fetch_page', args: { url: 'https://x' } })
  })

  it.each([
    [{ rejected: { reason: 'User Rejected' } }, 'rejected'],
    [{ failure: { exitCode: 3, stderr: 'OOPS' } }, 'failed'],
    [{ error: { errorMessage: 'File not found' } }, 'failed'],
    [{ spawnError: { error: 'spawn /bin/zsh ENOENT' } }, 'failed'],
    [{ success: { exitCode: 2 } }, 'failed'],
    [{ success: { exitCode: '0' } }, 'ok'],
    [{ success: {} }, 'ok'],
    [{ somethingNew: {} }, 'unknown']
  ])('classifies %j as %s', (r, outcome) => {
    expect(classify(r as never).outcome).toBe(outcome)
  })

  it('keeps lines that are not events as invalid, without throwing', () => {
    expect(parseLine('T: plain text')).toEqual({ ok: false, reason: 'not_json' })
    expect(parseLine('[1]')).toEqual({ ok: false, reason: 'not_object' })
    expect(parseLine('{"no":"type"}')).toEqual({ ok: false, reason: 'no_type' })
    expect(parseLine('{"type":"brand_new","x":1}')).toEqual({
      ok: true,
      event: { type: 'unknown', eventType: 'brand_new' }
    })
  })
})

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
