/**
 * Ending in bounded time with the record intact: the post-result hang, stalls, the overall
 * timeout, cancellation, and helpers left behind by the CLI. All through `node dist/index.js`.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  isAlive,
  result,
  runAction,
  SESSION,
  streamFile,
  tempDir
} from '../support/helpers.js'
import { signalOnFirstByte, started } from '../support/processes.js'
function completed(id: string, command: string): object {
  return {
    type: 'tool_call',
    subtype: 'completed',
    call_id: id,
    tool_call: {
      shellToolCall: {
        args: { command },
        result: { success: { command, exitCode: 0, stdout: 'ok', executionTime: 3500 } }
      }
    },
    session_id: SESSION
  }
}

/**
 * What a machine busy with other work may add to a run's start and end. The runs these bounds
 * are for would otherwise never end (a hang), so any bound well under the test's timeout proves
 * the clock fired.
 */
const BUSY = 20_000

describe('the post-result hang', () => {
  it('ends a CLI that never exits after its result, green, within grace + a few seconds, and leaves no process', async () => {
    const dir = tempDir()
    const pidFile = path.join(dir, 'child.pid')
    const run = await runAction({
      inputs: { prompt: 'x', 'exit-grace-seconds': '1' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, assistant('done'), result('done')]),
        FAKE_CURSOR_HANG: '1',
        FAKE_CURSOR_CHILD_PID_FILE: pidFile,
        FAKE_CURSOR_CHILD_INHERIT: '1'
      }
    })
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.result).toBe('done')
    expect(run.ms).toBeLessThan(1000 + BUSY)
    const pid = Number(fs.readFileSync(pidFile, 'utf8'))
    expect(isAlive(pid)).toBe(false)
  })

  it('uses SIGKILL when the CLI ignores SIGTERM', async () => {
    const stamp = path.join(tempDir(), 'first-byte')
    const run = await runAction({
      inputs: { prompt: 'x', 'exit-grace-seconds': '0.5' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('done')]),
        FAKE_CURSOR_HANG: '1',
        FAKE_CURSOR_IGNORE_TERM: '1',
        FAKE_CURSOR_FIRST_BYTE_STAMP: stamp
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    // From the CLI's stream (not the action's start, which a busy machine can make slow): the
    // grace, SIGTERM's 5 s, then SIGKILL, not the timeout's minutes.
    expect(Date.now() - Number(fs.readFileSync(stamp, 'utf8'))).toBeLessThan(500 + 5000 + 3000)
  })

  it('ends helpers the CLI left running even when it exits by itself', async () => {
    const dir = tempDir()
    const pidFile = path.join(dir, 'child.pid')
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('done')]),
        FAKE_CURSOR_CHILD_PID_FILE: pidFile
      }
    })
    expect(run.code).toBe(0)
    const pid = Number(fs.readFileSync(pidFile, 'utf8'))
    expect(isAlive(pid)).toBe(false)
    // Usual for the real CLI (its worker-server): noted in the log, not a warning.
    expect(run.stdout).toMatch(
      new RegExp(
        `Stopped 1 process of the run still running after the CLI ended: pid ${pid} \\(group\\): \\S*node -e`
      )
    )
    // No warning about the helper (the run has no key, which has a warning of its own).
    expect(run.stdout).not.toMatch(/::warning::(?!No Cursor API key)/)
  })
})

describe('inactivity and timeout', () => {
  it('ends a mid-run stall with no open tool call as inactivity, keeping what arrived', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'inactivity-timeout-minutes': '0.03' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant('working on it'), '@fake hang']) }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('inactivity')
    expect(run.outputs.session_id).toBe(SESSION)
    expect(run.outputs.final_message).toBe('working on it')
    expect(run.ms).toBeLessThan(1800 + BUSY)
    expect(run.summary).toContain('`inactivity`')
    expect(run.summary).toContain('inactivity-timeout-minutes')
  })

  it('does not cut a long open tool call', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'inactivity-timeout-minutes': '0.02' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          started('t1', 'npm test'),
          '@fake sleep 3500',
          completed('t1', 'npm test'),
          assistant('tests pass'),
          result('tests pass')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.tool_calls).toBe('1')
  })

  it('ends the run at timeout-minutes', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'timeout-minutes': '0.04', 'inactivity-timeout-minutes': '0' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, started('t1', 'sleep 600'), '@fake hang']) }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('timeout')
    expect(run.outputs.tool_calls).toBe('1')
    expect(run.ms).toBeLessThan(2400 + BUSY)
    expect(run.summary).toContain('never completed')
  })

  it('prints a heartbeat during silent stretches', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        CURSOR_AGENT_ACTION_HEARTBEAT_MS: '500',
        FAKE_CURSOR_STREAM: streamFile([
          init,
          started('t1', 'npm test'),
          '@fake sleep 2000',
          completed('t1', 'npm test'),
          result('ok')
        ])
      }
    })
    expect(run.stdout).toMatch(/still working: \ds, running: npm test/)
  })
})

describe('cancellation', () => {
  it('forwards SIGTERM to the CLI, then writes outputs and summary as cancelled', async () => {
    const dir = tempDir()
    const signals = path.join(dir, 'signals.txt')
    const stamp = path.join(dir, 'first-byte')
    const at: { signalled?: number } = {}
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          assistant('halfway'),
          started('t1', 'npm test'),
          '@fake hang'
        ]),
        FAKE_CURSOR_SIGNAL_FILE: signals,
        FAKE_CURSOR_FIRST_BYTE_STAMP: stamp
      },
      onStart: signalOnFirstByte(stamp, 'SIGTERM', at)
    })
    expect(fs.readFileSync(signals, 'utf8')).toContain('SIGTERM')
    expect(run.outputs.conclusion).toBe('cancelled')
    expect(run.outputs.failure_reason).toBe('cancelled')
    expect(run.outputs.final_message).toBe('halfway')
    expect(run.outputs.tool_calls).toBe('1')
    expect(run.summary).toContain('### ⏹ Cursor Agent was cancelled')
    expect(Date.now() - (at.signalled ?? 0)).toBeLessThan(5000)
  })

  it('forwards SIGINT the same way', async () => {
    const dir = tempDir()
    const signals = path.join(dir, 'signals.txt')
    const stamp = path.join(dir, 'first-byte')
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, '@fake hang']),
        FAKE_CURSOR_SIGNAL_FILE: signals,
        FAKE_CURSOR_FIRST_BYTE_STAMP: stamp
      },
      onStart: signalOnFirstByte(stamp, 'SIGINT')
    })
    expect(fs.readFileSync(signals, 'utf8')).toContain('SIGINT')
    expect(run.outputs.conclusion).toBe('cancelled')
  })
})

describe('huge limits', () => {
  it('treats a timeout past what a timer can hold as no limit, not as an instant timeout', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'timeout-minutes': '100000', 'exit-grace-seconds': '9999999' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 300', result('done')]) }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stderr).not.toContain('TimeoutOverflowWarning')
  })
})
