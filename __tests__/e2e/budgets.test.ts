/**
 * Budgets and the manifest, end to end: `node dist/index.js` as a runner starts it, with the fake
 * CLI replaying calls until max-tool-calls or max-failed-tool-calls ends the run.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  result,
  runAction,
  shell,
  streamFile,
  tempDir,
  user
} from '../support/helpers.js'
import { manifestOf } from '../support/manifest.js'

describe('budgets', () => {
  /** Calls that go on for ever unless a budget ends the run (timeout-minutes is the backstop). */
  function endless(outcome: object): string {
    const lines: (object | string)[] = [init, user]
    for (let i = 1; i <= 6; i++) lines.push(...shell(`c${i}`, `step ${i}`, outcome))
    lines.push('@fake hang')
    return streamFile(lines)
  }

  it('max-tool-calls ends the run like a timeout, with failure_reason budget', async () => {
    const signals = path.join(tempDir(), 'signals')
    const run = await runAction({
      inputs: { prompt: 'x', 'max-tool-calls': '4', 'timeout-minutes': '0.5' },
      env: {
        FAKE_CURSOR_STREAM: endless({ success: { exitCode: 0, stdout: 'ok' } }),
        FAKE_CURSOR_SIGNAL_FILE: signals
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('budget')
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.exit_code).toBe('')
    expect(fs.readFileSync(signals, 'utf8')).toContain('SIGTERM')
    // Four calls ran; the fifth started and ended the run (the fake sends started and
    // completed back to back, so it may have completed before the CLI was gone).
    expect(Number(run.outputs.tool_calls)).toBeGreaterThanOrEqual(5)
    expect(run.summary).toContain('max-tool-calls allows \\(4\\); it was stopped.')
    expect(run.ms).toBeLessThan(25_000)
    const m = manifestOf(run)
    expect(m.verdict).toMatchObject({ failureReason: 'budget' })
    expect(m.calls.length).toBe(Number(run.outputs.tool_calls))
  })

  it('max-failed-tool-calls ends the run once that many calls failed or were rejected', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'max-failed-tool-calls': '2', 'timeout-minutes': '0.5' },
      env: { FAKE_CURSOR_STREAM: endless({ success: { exitCode: 1, stderr: 'boom' } }) }
    })
    expect(run.outputs.failure_reason).toBe('budget')
    expect(Number(run.outputs.failed_tool_calls)).toBeGreaterThanOrEqual(2)
    expect(run.summary).toContain('max-failed-tool-calls')
    expect(run.summary).toMatch(/\b2 tool calls failed or were rejected/)
    expect(run.ms).toBeLessThan(25_000)
  })

  it('leaves a run under its budgets alone', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'max-tool-calls': '2', 'max-failed-tool-calls': '2' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('a', 'false', { success: { exitCode: 1 } }),
          ...shell('b', 'true', { success: { exitCode: 0 } }),
          assistant('done'),
          result('done')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
  })
})

describe('the manifest', () => {
  it('holds every call with its outcome, the commands, files, usage and CLI version', async () => {
    const lines: object[] = [init, user]
    const n = 120
    for (let i = 1; i <= n; i++) {
      lines.push(
        ...shell(
          `s${i}`,
          `echo ${i}`,
          i % 10 === 0
            ? { rejected: { reason: 'User Rejected' } }
            : { success: { exitCode: i % 7 === 0 ? 2 : 0 } }
        )
      )
    }
    lines.push(
      {
        type: 'tool_call',
        subtype: 'started',
        call_id: 'e1',
        tool_call: { editToolCall: { args: { path: '/w/app.ts' } } }
      },
      {
        type: 'tool_call',
        subtype: 'completed',
        call_id: 'e1',
        tool_call: {
          editToolCall: {
            args: { path: '/w/app.ts' },
            result: { success: { path: '/w/app.ts', linesAdded: 3, linesRemoved: 1 } }
          }
        }
      },
      // Started and never completed: listed with outcome running.
      {
        type: 'tool_call',
        subtype: 'started',
        call_id: 'open',
        tool_call: { shellToolCall: { args: { command: 'sleep 99' } } }
      },
      assistant('all done with sk-abcdefghijklmnopqrstuvwxyz1234'),
      result('all done', {
        usage: { inputTokens: 10, outputTokens: 20, cacheReadTokens: 30, cacheWriteTokens: 0 }
      })
    )
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile(lines), FAKE_CURSOR_VERSION: '2026.11.01-abc1234' }
    })
    expect(run.outputs.conclusion).toBe('success')
    const m = manifestOf(run)
    expect(m.schemaVersion).toBe(1)
    expect(m.calls.length).toBe(n + 2)
    expect(m.calls.map((c) => c.index)).toEqual(Array.from({ length: n + 2 }, (_, i) => i + 1))
    expect(m.calls.filter((c) => c.outcome === 'rejected').length).toBe(12)
    expect(m.calls.filter((c) => c.outcome === 'failed').length).toBe(16)
    expect(m.calls[m.calls.length - 1]).toMatchObject({ callId: 'open', outcome: 'running' })
    expect(m.calls.find((c) => c.kind === 'edit')).toMatchObject({
      path: 'app.ts',
      linesAdded: 3,
      linesRemoved: 1,
      outcome: 'ok'
    })
    expect(m.commands.length).toBe(n + 1)
    expect(m.commands[6]).toMatchObject({
      index: 7,
      command: 'echo 7',
      outcome: 'failed',
      exitCode: 2
    })
    expect(m.cli).toMatchObject({ version: '2026.11.01-abc1234', exitCode: 0 })
    expect(m.usage).toEqual({
      inputTokens: 10,
      outputTokens: 20,
      cacheReadTokens: 30,
      cacheWriteTokens: 0
    })
    expect(m.counts).toMatchObject({ calls: n + 2, failed: 16, rejected: 12, running: 1 })
    expect((m.files as { changed: { path: string }[] }).changed.map((c) => c.path)).toEqual([
      'app.ts'
    ])
    expect(m.timings).toMatchObject({ durationMs: 1234, resultDurationMs: 1234 })
    expect(m.transcript).toBe(run.outputs.transcript)
    // Redacted like the transcript.
    expect(m.finalMessage).toBe('all done with ***')
    expect(fs.statSync(run.outputs.manifest ?? '').mode & 0o777).toBe(0o600)
  })
})
