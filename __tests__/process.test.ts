/**
 * Processes that try to outlive the step, misbehaving `--version` probes, the input edges that
 * reached the CLI or failed with a bare errno, the exit latency after the CLI ends, and the
 * pinned CLI version. End to end through `node dist/index.js`, except where the supervisor's own
 * handle is checked.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { RUN_ID_VARIABLE, startAgent, type AgentOptions } from '../src/agent/supervisor.js'
import {
  assistant,
  DIST,
  FAKE_DIR,
  git,
  init,
  isAlive,
  parseOutputs,
  result,
  runAction,
  SESSION,
  streamFile,
  tempDir
} from './helpers.js'

const FAKE = path.join(FAKE_DIR, 'cursor-agent')
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) return false
    await sleep(25)
  }
  return true
}

function started(id: string, command: string): object {
  return {
    type: 'tool_call',
    subtype: 'started',
    call_id: id,
    tool_call: { shellToolCall: { args: { command } } },
    session_id: SESSION
  }
}

/** Kills a pid a failing test may have left behind (never a group, never by name). */
function reap(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

describe('processes that outlive the step', () => {
  it('ends a helper that left the group and session with setsid and ignores SIGTERM, and reports it', async () => {
    const dir = tempDir()
    const pidFile = path.join(dir, 'helper.pid')
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 300', result('done')]),
        FAKE_CURSOR_SETSID_PID_FILE: pidFile
      }
    })
    const pid = Number(fs.readFileSync(pidFile, 'utf8'))
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
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    const pidFile = path.join(dir, 'helper.pid')
    const target = path.join(workspace, 'written-after.txt')
    const run = await runAction({
      workspace,
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 300', result('done')]),
        FAKE_CURSOR_SETSID_PID_FILE: pidFile,
        FAKE_CURSOR_SETSID_TOUCH: target
      }
    })
    const pid = Number(fs.readFileSync(pidFile, 'utf8'))
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

  it('reports leftovers on the handle with how they were found, and sets the marker in the env', async () => {
    const dir = tempDir()
    const pidFile = path.join(dir, 'helper.pid')
    const argvFile = path.join(dir, 'argv.json')
    const o: AgentOptions = {
      command: FAKE,
      args: ['-p'],
      cwd: dir,
      env: {
        ...process.env,
        FAKE_CURSOR_STREAM: streamFile([init, result('done')]),
        FAKE_CURSOR_SETSID_PID_FILE: pidFile,
        FAKE_CURSOR_CHILD_PID_FILE: path.join(dir, 'child.pid'),
        FAKE_CURSOR_ARGV_FILE: argvFile
      },
      exitGraceMs: 1000,
      inactivityMs: 0,
      timeoutMs: 0,
      killAfterMs: 1000,
      runId: 'test-run-id-1234',
      onStdout: () => undefined,
      onStderr: () => undefined,
      busy: () => false
    }
    const handle = startAgent(o)
    const ending = await handle.done
    const helper = Number(fs.readFileSync(pidFile, 'utf8'))
    const child = Number(fs.readFileSync(path.join(dir, 'child.pid'), 'utf8'))
    try {
      expect(ending).toEqual({ kind: 'exited', exitCode: 0, signal: null })
      const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { env: Record<string, string> }
      expect(seen.env[RUN_ID_VARIABLE]).toBe('test-run-id-1234')
      const found = new Map(handle.leftovers().map((l) => [l.pid, l]))
      expect(found.get(helper)?.found).toBe('marker')
      expect(found.get(child)?.found).toBe('group')
      expect(found.get(child)?.command).toMatch(/node -e setInterval/)
      expect(isAlive(helper)).toBe(false)
      expect(isAlive(child)).toBe(false)
    } finally {
      reap(helper)
      reap(child)
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

describe('the --version probe', () => {
  it('does not let a probe that never answers block the step, nor the CLI’s start', async () => {
    const argvFile = path.join(tempDir(), 'argv.json')
    const started = Date.now()
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_VERSION_HANG: '1',
        FAKE_CURSOR_ARGV_FILE: argvFile
      },
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.cli_version).toBe('')
    // The probe is asked while the CLI runs, so the CLI started long before the probe gave up.
    expect(fs.statSync(argvFile).mtimeMs - started).toBeLessThan(3000)
    // PROBE_MS (5 s) plus the run, not the old 20 s.
    expect(run.ms).toBeLessThan(5000 + 6000)
  })

  it('is ended with the run by the runner’s SIGTERM while it hangs: cancelled at once', async () => {
    // The probe is asked while the CLI runs: both are still going when the runner cancels.
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 20000', result('ok')]),
        FAKE_CURSOR_VERSION_HANG: '1'
      },
      onStart: (child) => {
        void sleep(1000).then(() => child.kill('SIGTERM'))
      },
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('cancelled')
    expect(run.ms).toBeLessThan(1000 + 3000)
  })

  it('does not wait for a grandchild that holds stdout, and ends it', async () => {
    const dir = tempDir()
    const holderFile = path.join(dir, 'holder.pid')
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_VERSION: '2026.10.01-abcdef0',
        FAKE_CURSOR_VERSION_CHILD_PID_FILE: holderFile
      },
      timeoutMs: 30_000
    })
    const holder = Number(fs.readFileSync(holderFile, 'utf8'))
    try {
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.cli_version).toBe('2026.10.01-abcdef0')
      expect(run.ms).toBeLessThan(4000)
      expect(await waitFor(() => !isAlive(holder), 2000)).toBe(true)
    } finally {
      reap(holder)
    }
  })
})

describe('input edges', () => {
  it('refuses a resume value that is a flag, and never passes it to the CLI', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const run = await runAction({
      inputs: { prompt: 'x', resume: '--api-key=x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      `::error::Input "resume" must be pr (the pull request's last session) or a session id (a letter or digit, then up to 127 letters, digits, . _ : -), got "--api-key=x".`
    )
    expect(fs.existsSync(argvFile)).toBe(false)
  })

  it('passes a valid resume id as one --resume=<id> argument', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const run = await runAction({
      inputs: { prompt: 'x', resume: SESSION },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(run.outputs.conclusion).toBe('success')
    const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[] }
    expect(seen.argv).toContain(`--resume=${SESSION}`)
    expect(seen.argv).not.toContain('--resume')
  })

  it('fails a 1 MB prompt-file before spawning, naming the input and the size', async () => {
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    fs.writeFileSync(path.join(workspace, 'big.md'), 'p'.repeat(1024 * 1024))
    const run = await runAction({
      workspace,
      inputs: { 'prompt-file': 'big.md' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      '::error::Input "prompt-file" is 1048576 bytes; the prompt goes to the CLI as one command-line argument, and Linux allows at most 131071 bytes for one.'
    )
    expect(run.stdout).not.toContain('E2BIG')
  })

  it('accepts a prompt-file just under the one-argument limit', async () => {
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    fs.writeFileSync(path.join(workspace, 'edge.md'), 'p'.repeat(131_071))
    const run = await runAction({
      workspace,
      inputs: { 'prompt-file': 'edge.md' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.conclusion).toBe('success')
  })

  it('turns an E2BIG at spawn (command line and environment too large) into advice', async () => {
    const dir = tempDir()
    const handle = startAgent({
      command: FAKE,
      args: ['-p', 'x'.repeat(100_000)],
      cwd: dir,
      env: { PATH: process.env.PATH, BIG: 'b'.repeat(2_100_000) },
      exitGraceMs: 1000,
      inactivityMs: 0,
      timeoutMs: 0,
      onStdout: () => undefined,
      onStderr: () => undefined,
      busy: () => false
    })
    const ending = await handle.done
    expect(ending.kind).toBe('spawn_error')
    expect(ending.kind === 'spawn_error' ? ending.message : '').toMatch(
      /command line and environment together are \d+ bytes; Linux allows about 2097152 \(E2BIG\)\. Make "prompt"\/"prompt-file" or "extra-args" shorter/
    )
  })

  it('explains a real E2BIG from execve (a lower system limit than assumed)', async () => {
    // `ulimit -s 2048` makes the kernel's argv+env limit 512 KiB: the pre-check (2 MiB) passes,
    // execve refuses, and the error says what to shorten.
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    fs.writeFileSync(path.join(workspace, 'p.md'), 'p'.repeat(130_000))
    for (const f of ['out', 'sum']) fs.writeFileSync(path.join(dir, f), '')
    const env: Record<string, string> = {
      PATH: `${FAKE_DIR}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
      HOME: dir,
      GITHUB_OUTPUT: path.join(dir, 'out'),
      GITHUB_STEP_SUMMARY: path.join(dir, 'sum'),
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: dir,
      INPUT_INSTALL: 'false',
      'INPUT_PROMPT-FILE': 'p.md',
      FAKE_CURSOR_STREAM: streamFile([init, result('ok')])
    }
    for (let i = 0; i < 4; i++) env[`PAD_${i}`] = 'x'.repeat(120_000)
    const stdout = await new Promise<string>((resolve) => {
      const child = spawn(
        'bash',
        ['-c', `ulimit -s 2048 && exec "${process.execPath}" "${DIST}"`],
        { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] }
      )
      let text = ''
      child.stdout.on('data', (c: Buffer) => (text += c.toString()))
      child.on('close', () => resolve(text))
    })
    const outputs = parseOutputs(path.join(dir, 'out'))
    expect(outputs.failure_reason).toBe('spawn_error')
    expect(stdout).toMatch(
      /spawn E2BIG: the CLI's command line and environment are too large for the system \(the prompt alone is 130000 bytes\)\. Make "prompt"\/"prompt-file" or "extra-args" shorter\./
    )
  })

  it('says which interpreter is missing and which input to change when the #! line names nothing', async () => {
    const dir = tempDir()
    const cli = path.join(dir, 'cursor-agent')
    fs.writeFileSync(cli, '#!/nonexistent/bin/python9\nprint("hi")\n', { mode: 0o755 })
    const run = await runAction({
      inputs: { prompt: 'x', 'cli-path': cli },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('spawn_error')
    // No clock left running after a failed spawn (it once held the process for 15 s).
    expect(run.ms).toBeLessThan(5000)
    expect(run.stdout).toContain(
      `${cli} exists, but its first line (#!/nonexistent/bin/python9) names an interpreter that is not installed. Install it, or point "cli-path" at a working CLI`
    )
  })

  it.each([
    [`--header 'X-A: b`, 'an unclosed single quote'],
    ['--header "X-A: b', 'an unclosed double quote'],
    ['--approve-mcps \\', 'a lone backslash at the end']
  ])('refuses extra-args with unbalanced quoting: %s', async (value, problem) => {
    const run = await runAction({
      inputs: { prompt: 'x', 'extra-args': value },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      `::error::Input "extra-args" has ${problem}: ${JSON.stringify(value)}.`
    )
  })

  it('still accepts balanced quoting in extra-args', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const run = await runAction({
      inputs: { prompt: 'x', 'extra-args': `--header 'X-A: "q"' --x "it's" a\\'b` },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(run.outputs.conclusion).toBe('success')
    const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[] }
    expect(seen.argv).toEqual(
      expect.arrayContaining(['--header', 'X-A: "q"', '--x', "it's", "a'b"])
    )
  })

  it.each([
    ['timeout-minutes', '0.0000001', 'minutes', 'no limit'],
    ['inactivity-timeout-minutes', '0.000000001', 'minutes', 'no limit'],
    ['exit-grace-seconds', '0.0001', 'seconds', 'no grace']
  ])('refuses %s: %s (positive but under a millisecond)', async (name, value, unit, off) => {
    const run = await runAction({
      inputs: { prompt: 'x', [name]: value },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      `Input "${name}" is "${value}" ${unit}, less than a millisecond; use 0 for ${off}`
    )
  })

  it('makes a tiny but real timeout a real limit', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'timeout-minutes': '0.00002', 'inactivity-timeout-minutes': '0' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 3000', result('late')]) }
    })
    expect(run.outputs.failure_reason).toBe('timeout')
  })
})

describe('exit latency', () => {
  it('finishes soon after the CLI exits even when a helper holds its pipes', async () => {
    const dir = tempDir()
    const stamp = path.join(dir, 'exit-stamp')
    const pidFile = path.join(dir, 'child.pid')
    let ended = 0
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_EXIT_STAMP: stamp,
        FAKE_CURSOR_CHILD_PID_FILE: pidFile,
        FAKE_CURSOR_CHILD_INHERIT: '1'
      },
      onStart: (child) => {
        child.on('exit', () => {
          ended = performance.timeOrigin + performance.now()
        })
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    const latency = ended - Number(fs.readFileSync(stamp, 'utf8'))
    // About 50-120 ms here; it was over 1 s (the drain's wait for a pipe the helper held). The
    // bound is loose for a loaded 2-core machine.
    expect(latency).toBeLessThan(700)
    expect(isAlive(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(false)
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
    const dir = tempDir('caa-pending-timer-')
    const preload = path.join(dir, 'timer.cjs')
    // A server opened while the run goes on (what was open before it is not counted); only in
    // the action itself: the CLI and git inherit NODE_OPTIONS too.
    fs.writeFileSync(
      preload,
      "if (process.argv[1].endsWith('index.js'))\n" +
        "  setTimeout(() => require('node:net').createServer().listen(0, '127.0.0.1'), 50)\n"
    )
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

describe('cli-version', () => {
  const PINNED = '2026.10.05-0a1b2c3'
  const SHIPPED = '2026.09.02-c22c1a3'

  /**
   * A stand-in for cursor.com/install: it names its build in the download URL, fetches the
   * package from there (this server) and links the CLI into ~/.local/bin, as the real one does.
   */
  async function installerServer(): Promise<{
    url: string
    paths: string[]
    close: () => void
  }> {
    const paths: string[] = []
    const server = http.createServer((req, res) => {
      paths.push(req.url ?? '')
      const m = /^\/lab\/([^/]+)\/linux\/x64\/agent-cli-package$/.exec(req.url ?? '')
      if (req.url === '/install') {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        res.end(
          [
            'set -euo pipefail',
            `DOWNLOAD_URL="${base}/lab/${SHIPPED}/linux/x64/agent-cli-package"`,
            'mkdir -p "$HOME/.local/bin"',
            'printf "%s|%s" "${CURSOR_AGENT_VERSION:-}" "${1:-}" > "$HOME/pin-seen"',
            'curl -fsS "$DOWNLOAD_URL" -o "$HOME/.local/bin/cursor-agent"',
            'chmod +x "$HOME/.local/bin/cursor-agent"'
          ].join('\n') + '\n'
        )
      } else if (m !== null) {
        res.end(`#!/bin/sh\nFAKE_CURSOR_VERSION='${m[1] ?? ''}' exec '${FAKE}' "$@"\n`)
      } else {
        res.writeHead(404).end()
      }
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as AddressInfo).port
    return {
      url: `http://127.0.0.1:${port}/install`,
      paths,
      close: () => server.close()
    }
  }

  it('takes a pinned build from its archive, never through the installer script', async () => {
    const server = await installerServer()
    try {
      const run = await runAction({
        fake: false,
        inputs: {
          prompt: 'x',
          install: 'true',
          'installer-url': server.url,
          'cli-version': PINNED,
          'cli-download-url': server.url.replace(/\/install$/, '/lab')
        },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
      })
      // This server has no archives (install.test.ts serves them): the point is what was asked.
      expect(run.outputs.failure_reason).toBe('install_failed')
      expect(server.paths).toEqual([`/lab/${PINNED}/linux/x64/agent-cli-package.tar.gz`])
      expect(fs.existsSync(path.join(run.dir, 'home', 'pin-seen'))).toBe(false)
    } finally {
      server.close()
    }
  })

  it('installs the script’s own build when no version is pinned', async () => {
    const server = await installerServer()
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(server.paths).toEqual(['/install', `/lab/${SHIPPED}/linux/x64/agent-cli-package`])
      expect(run.outputs.cli_version).toBe(SHIPPED)
    } finally {
      server.close()
    }
  })

  it('does not use a CLI on PATH of another build when a version is pinned and install is false', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', install: 'false', 'cli-version': PINNED },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('cli_not_found')
    expect(run.stdout).toContain(
      `is 2026.09.02-fake000, but "cli-version" asks for ${PINNED}. Set install: true`
    )
  })

  it('refuses a cli-version that is not a build id', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'cli-version': 'latest; rm -rf /' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain('Input "cli-version" must be a Cursor CLI build')
  })

  it('sets cli_version from what --version said on a normal run', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_VERSION: '2026.11.11-feed123'
      }
    })
    expect(run.outputs.cli_version).toBe('2026.11.11-feed123')
  })
})
