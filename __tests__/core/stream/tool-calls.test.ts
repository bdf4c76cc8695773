/**
 * The fold's tool calls (src/core/stream/tool-calls.ts), through the fold that owns them and on
 * their own: calls paired by call_id (or without one), orphans, workspace-relative paths, bounded
 * output tails, and bounded state with exact counts.
 */
import { describe, expect, it } from '@jest/globals'
import {
  foldText,
  ReportBuilder,
  REPORT_LIMITS,
  emptyReport
} from '../../../src/core/stream/report.js'
import { ToolCalls } from '../../../src/core/stream/tool-calls.js'
import { parseLine } from '../../../src/core/stream/events.js'
import { init, result, shell } from '../../support/helpers.js'

describe('tool calls in the fold', () => {
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

describe('ToolCalls on its own', () => {
  /** The tool_call event of a line (parsed as the fold parses it). */
  const event = (o: object) => {
    const parsed = parseLine(JSON.stringify(o))
    if (!parsed.ok || parsed.event.type !== 'tool_call') throw new Error('not a tool call')
    return parsed.event
  }
  const made = (redact?: (s: string) => string) => {
    const report = emptyReport()
    const plans: string[] = []
    let clock = 1000
    const calls = new ToolCalls(report, {
      now: () => clock,
      redactor: () => redact,
      root: '/repo',
      onPlan: (plan) => plans.push(plan)
    })
    return { report, plans, calls, tick: (ms: number) => (clock += ms) }
  }

  it('times a call by the fold clock when the stream gives no time, and counts it by kind', () => {
    const { report, calls, tick } = made()
    const [started, completed] = shell('c1', 'make', { failure: { exitCode: 2, stdout: 'x' } })
    expect(calls.started(event(started as object))).toMatchObject({ kind: 'tool_started' })
    expect(calls.runningCalls().map((c) => c.callId)).toEqual(['c1'])
    tick(250)
    expect(calls.completed(event(completed as object))).toMatchObject({ kind: 'tool_completed' })
    expect(calls.runningCalls()).toEqual([])
    expect(report.tools[0]).toMatchObject({ state: 'failed', exitCode: 2, durationMs: 250 })
    expect(report.counts).toMatchObject({ calls: 1, failed: 1, running: 0 })
    expect(report.counts.byKind.get('shell')).toMatchObject({ calls: 1, failed: 1 })
    // A second completion of the same call changes nothing but the diagnostics.
    expect(calls.completed(event(completed as object))).toEqual({ kind: 'none' })
    expect(report.diagnostics.duplicateCompletions).toBe(1)
  })

  it('reads the redactor when an output tail is kept, not when it was made', () => {
    const fold: { redact?: (s: string) => string } = {}
    const report = emptyReport()
    const calls = new ToolCalls(report, {
      now: () => undefined,
      redactor: () => fold.redact,
      onPlan: () => undefined
    })
    fold.redact = (s) => s.replaceAll('hunter2', '***')
    const [started, completed] = shell('c1', 'login', {
      failure: { exitCode: 1, stdout: 'the password is hunter2' }
    })
    calls.started(event(started as object))
    calls.completed(event(completed as object))
    expect(report.tools[0]?.outputTail).toContain('the password is ***')
  })

  it("hands a createPlan call's plan to the fold, and keeps paths under the root", () => {
    const { report, plans, calls } = made()
    calls.started(
      event({
        type: 'tool_call',
        subtype: 'started',
        call_id: 'p1',
        tool_call: { createPlanToolCall: { args: { plan: 'Step one', name: 'p' } } }
      })
    )
    calls.started(
      event({
        type: 'tool_call',
        subtype: 'started',
        call_id: 'r1',
        tool_call: { readToolCall: { args: { path: '/repo/src/a.ts' } } }
      })
    )
    calls.completed(
      event({
        type: 'tool_call',
        subtype: 'completed',
        call_id: 'r1',
        tool_call: { readToolCall: { result: { success: {} } } }
      })
    )
    expect(plans).toEqual(['Step one'])
    expect(report.tools[1]).toMatchObject({ path: 'src/a.ts', state: 'ok' })
    expect(report.filesRead).toEqual(['src/a.ts'])
  })
})
