/**
 * Processes that try to outlive the step, end to end through `node dist/index.js`: helpers ended
 * and reported, the exit latency after the CLI ends, nothing pending at exit, and the CLI's stdout.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  FAKE_DIR,
  git,
  init,
  isAlive,
  result,
  runAction,
  streamFile,
  tempDir
} from '../support/helpers.js'
import { leakingPreload, reap, sleep, started } from '../support/processes.js'
import { shared } from '../support/shared.js'

describe('processes that outlive the step', () => {
  /**
   * A run whose CLI starts a helper that leaves its group and session, ignores SIGTERM and writes
   * into the workspace a byte a tick: what the first two tests check, each its part.
   */
  const setsidRun = shared(async () => {
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    const pidFile = path.join(dir, 'helper.pid')
    const target = path.join(workspace, 'written-after.txt')
    // The CLI goes on until the helper has written (so its handlers are set: a SIGTERM that
    // came while it was still starting would end it as any process), at most 20 s: a fixed wait
    // was not always enough for a Node start on a busy machine.
    const untilWritten = Buffer.from(
      `for i in $(seq 1 400); do [ -s '${target}' ] && exit 0; sleep 0.05; done`
    ).toString('base64')
    const run = await runAction({
      workspace,
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, `@fake sh ${untilWritten}`, result('done')]),
        FAKE_CURSOR_SETSID_PID_FILE: pidFile,
        FAKE_CURSOR_SETSID_TOUCH: target
      }
    })
    return { run, target, pid: Number(fs.readFileSync(pidFile, 'utf8')) }
  })

  it('ends a helper that left the group and session with setsid and ignores SIGTERM, and reports it', async () => {
    const { run, pid } = await setsidRun()
    try {
      expect(run.outputs.conclusion).toBe('success')
      // Gone when the step is: it ignored SIGTERM, so SIGKILL ended it.
      expect(isAlive(pid)).toBe(false)
      expect(run.stdout).toMatch(
        new RegExp(
          `::warning::1 process of the run had left the CLI's process group and was still running after the CLI ended; it was stopped: pid ${pid} \\(marker\\): \\S*node -e`
        )
      )
      // The reviewer sees it too, in the summary's section on what happened after the run.
      const after = run.summary.split('#### After the run')[1] ?? ''
      expect(after).toMatch(/⚠️ 1 process of the run had left the CLI's process group/)
    } finally {
      reap(pid)
    }
  })

  it('stops a helper writing into the workspace: the file no longer grows after the step', async () => {
    const { run, target, pid } = await setsidRun()
    try {
      expect(run.outputs.conclusion).toBe('success')
      expect(fs.statSync(target).size).toBeGreaterThan(0)
      const size = fs.statSync(target).size
      await sleep(400)
      expect(fs.statSync(target).size).toBe(size)
    } finally {
      reap(pid)
    }
  })

  it('finds a helper that also scrubbed its environment, as a descendant seen during the run', async () => {
    const dir = tempDir()
    const pidFile = path.join(dir, 'helper.pid')
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        // The CLI runs past one descendant pass (1 s) before it exits.
        FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 1600', result('done')]),
        FAKE_CURSOR_SETSID_PID_FILE: pidFile,
        FAKE_CURSOR_SETSID_SCRUB: '1'
      }
    })
    const pid = Number(fs.readFileSync(pidFile, 'utf8'))
    try {
      expect(run.outputs.conclusion).toBe('success')
      expect(isAlive(pid)).toBe(false)
      expect(run.stdout).toContain(`pid ${pid} (descendant)`)
    } finally {
      reap(pid)
    }
  })

  it('ends a CLI that closes stdout with a tool call open and keeps running: no_result after the grace', async () => {
    const dir = tempDir()
    const signals = path.join(dir, 'signals.txt')
    const run = await runAction({
      inputs: { prompt: 'x', 'exit-grace-seconds': '1', 'inactivity-timeout-minutes': '0' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          assistant('working'),
          started('t1', 'npm test'),
          '@fake close-stdout',
          '@fake hang'
        ]),
        FAKE_CURSOR_SIGNAL_FILE: signals
      },
      timeoutMs: 30_000
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('no_result')
    expect(run.outputs.final_message).toBe('working')
    expect(fs.readFileSync(signals, 'utf8')).toContain('SIGTERM')
    expect(run.ms).toBeLessThan(1000 + 8000)
  })

  it('keeps the verdict of a result that arrived before stdout closed', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'exit-grace-seconds': '0.5', 'inactivity-timeout-minutes': '0' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          started('t1', 'sleep 999'),
          result('done'),
          '@fake close-stdout',
          '@fake hang'
        ])
      },
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.result).toBe('done')
    expect(run.ms).toBeLessThan(500 + 8000)
  })
})

describe('exit latency', () => {
  /** From the CLI's exit to the action's, for a run whose CLI leaves a helper holding its pipes or not. */
  async function latency(helper: boolean): Promise<number> {
    const dir = tempDir()
    const stamp = path.join(dir, 'exit-stamp')
    const pidFile = path.join(dir, 'child.pid')
    let ended = 0
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_EXIT_STAMP: stamp,
        ...(helper ? { FAKE_CURSOR_CHILD_PID_FILE: pidFile, FAKE_CURSOR_CHILD_INHERIT: '1' } : {})
      },
      onStart: (child) => {
        child.on('exit', () => {
          ended = performance.timeOrigin + performance.now()
        })
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    if (helper) expect(isAlive(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(false)
    return ended - Number(fs.readFileSync(stamp, 'utf8'))
  }

  it('finishes soon after the CLI exits even when a helper holds its pipes', async () => {
    // Against a run without the helper, measured in the same test, so a busy machine slows both:
    // the helper costs about 50 ms here; it cost the drain's whole wait (1 s) before the sweep
    // ended it first.
    const plain = await latency(false)
    const held = await latency(true)
    expect(held - plain).toBeLessThan(700)
  })
})

describe('what is pending at exit', () => {
  // The action exits as soon as run() returns (src/index.ts), so a leaked timer or handle would no
  // longer hold the step; RUNNER_DEBUG makes it list what was still pending instead.
  const pending = (stdout: string): string =>
    /::debug::Pending at exit: (.*)/.exec(stdout)?.[1] ?? 'no line'

  it('is nothing after a success, a failed CLI, a timeout and a run that changed a checkout', async () => {
    const checkout = tempDir('caa-pending-')
    git(checkout, 'init', '-q')
    fs.writeFileSync(path.join(checkout, 'a.txt'), 'one\n')
    git(checkout, 'add', '-A')
    git(checkout, 'commit', '-qm', 'start')
    const edit = {
      type: 'tool_call',
      subtype: 'completed',
      call_id: 'e1',
      tool_call: { editToolCall: { args: { path: 'a.txt' }, result: { success: {} } } }
    }
    const runs = await Promise.all([
      runAction({
        inputs: { prompt: 'x' },
        env: { RUNNER_DEBUG: '1', FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
      }),
      runAction({
        inputs: { prompt: 'x' },
        env: {
          RUNNER_DEBUG: '1',
          FAKE_CURSOR_STREAM: streamFile([init, assistant('half')]),
          FAKE_CURSOR_EXIT: '3'
        }
      }),
      runAction({
        inputs: { prompt: 'x', 'timeout-minutes': '0.00002', 'inactivity-timeout-minutes': '0' },
        env: {
          RUNNER_DEBUG: '1',
          FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 3000', result('late')])
        }
      }),
      runAction({
        inputs: { prompt: 'x' },
        workspace: checkout,
        env: {
          RUNNER_DEBUG: '1',
          FAKE_CURSOR_STREAM: streamFile([init, '@fake write a.txt dHdvCg==', edit, result('ok')])
        }
      })
    ])
    expect(runs.map((r) => [r.outputs.conclusion, r.outputs.failure_reason ?? ''])).toEqual([
      ['success', ''],
      ['failure', 'exit_code'],
      ['failure', 'timeout'],
      ['success', '']
    ])
    expect(runs[3]?.summary).toContain('a.txt')
    expect(runs.map((r) => pending(r.stdout))).toEqual(['nothing', 'nothing', 'nothing', 'nothing'])
  })

  it('names a handle the run left open, so the check can see one', async () => {
    // A server opened while the run goes on (what was open before it is not counted).
    const preload = leakingPreload(tempDir('caa-pending-timer-'))
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        RUNNER_DEBUG: '1',
        NODE_OPTIONS: `--require ${preload}`,
        FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 300', result('ok')])
      },
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(pending(run.stdout)).toBe('TCPServerWrap')
  })
})

describe("the CLI's stdout", () => {
  const big = (): string => {
    const lines: object[] = [init]
    for (let i = 0; i < 2000; i++) lines.push(assistant(`line ${i} ${'x'.repeat(200)}`))
    return streamFile([...lines, result('ok')])
  }

  it('is a pipe (a FIFO made for the run, gone from the disk), and every line arrives', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const tmp = path.join(dir, 'tmp')
    fs.mkdirSync(tmp)
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: big(), FAKE_CURSOR_ARGV_FILE: argvFile, RUNNER_TEMP: tmp }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect((JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { stdout: string }).stdout).toBe(
      'fifo'
    )
    const transcript = fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    expect(transcript.trim().split('\n')).toHaveLength(2002)
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith('cursor-agent-pipe-'))).toEqual([])
  })

  it('is the socket pair Node makes when no FIFO can be made (no mkfifo on PATH)', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    // Only node and the fake: no mkfifo (and no git, which the run does without).
    const bin = path.join(dir, 'bin')
    fs.mkdirSync(bin)
    fs.symlinkSync(process.execPath, path.join(bin, 'node'))
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        PATH: `${FAKE_DIR}${path.delimiter}${bin}`,
        FAKE_CURSOR_STREAM: big(),
        FAKE_CURSOR_ARGV_FILE: argvFile
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect((JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { stdout: string }).stdout).toBe(
      'socket'
    )
    const transcript = fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    expect(transcript.trim().split('\n')).toHaveLength(2002)
  })
})
