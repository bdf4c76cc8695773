/**
 * For the tests of processes and clocks: the fake CLI's path, waiting, reaping a pid a failing
 * test left behind, shell calls that stay open, and a preload that leaves a handle open in the
 * action's own process.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { FAKE_DIR, SESSION } from './helpers.js'

/** The fake CLI itself (fake/cursor-agent). */
export const FAKE = path.join(FAKE_DIR, 'cursor-agent')

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** Whether `check` came true within `ms`, looked at every 25 ms. */
export async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) return false
    await sleep(25)
  }
  return true
}

/**
 * Signals the action once the fake CLI has begun its stream (its first-byte stamp, written as the
 * fake's signal handlers are in place), not after a fixed time a busy machine may spend before
 * the CLI even started. The time it signalled is kept in `at.signalled`.
 */
export function signalOnFirstByte(
  stamp: string,
  signal: NodeJS.Signals,
  at: { signalled?: number } = {}
): (child: ChildProcess) => void {
  return (child) => {
    void waitFor(() => fs.existsSync(stamp), 60_000).then(() => {
      at.signalled = Date.now()
      child.kill(signal)
    })
  }
}

/** Kills a pid a failing test may have left behind (never a group, never by name). */
export function reap(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** A shell call's `started` event (its `completed` comes later, or never). */
export function started(id: string, command: string): object {
  return {
    type: 'tool_call',
    subtype: 'started',
    call_id: id,
    tool_call: { shellToolCall: { args: { command } } },
    session_id: SESSION
  }
}

/**
 * A preload (for NODE_OPTIONS=--require) that opens a server in the action's own process (not
 * the CLI's or git's, which inherit NODE_OPTIONS too) as it starts the CLI's run: a handle nothing
 * ever closes, opened after the action noted the handles it had before the run. (A timer of 50 ms
 * from the start fired before that note on a busy machine, and the leak was not named.)
 */
export function leakingPreload(dir: string): string {
  const file = path.join(dir, 'leak.cjs')
  fs.writeFileSync(
    file,
    [
      "if (process.argv[1].endsWith('index.js')) {",
      "  const { ChildProcess } = require('node:child_process')",
      '  const spawn = ChildProcess.prototype.spawn',
      '  let opened = false',
      '  ChildProcess.prototype.spawn = function (options) {',
      '    const started = spawn.call(this, options)',
      "    if (!opened && options.args.includes('stream-json')) {",
      '      opened = true',
      "      require('node:net').createServer().listen(0, '127.0.0.1')",
      '    }',
      '    return started',
      '  }',
      '}',
      ''
    ].join('\n')
  )
  return file
}

/**
 * Every command line on the machine (they are world-readable in /proc), read every 10 ms until
 * `stop()`: what a secret on a command line would show to any process.
 */
export function watchCommandLines(): { lines: string[]; stop: () => void } {
  const lines: string[] = []
  const scan = setInterval(() => {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue
      try {
        lines.push(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
      } catch {
        // Gone already.
      }
    }
  }, 10)
  return { lines, stop: () => clearInterval(scan) }
}
