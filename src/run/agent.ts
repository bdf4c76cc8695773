/**
 * The CLI process and its three clocks. The CLI runs in its own process group (detached) so that
 * ending it ends everything it started: the real CLI leaves `worker-server` processes behind and
 * sometimes never exits after its `result` (stream-shapes §5, bug 1). Every way out of here ends
 * with the group gone: SIGTERM, then SIGKILL after a few seconds.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import type { Ending } from '../core/verdict.js'

export interface AgentOptions {
  command: string
  args: readonly string[]
  cwd: string
  env: NodeJS.ProcessEnv
  /** After the `result` event, how long the CLI may take to exit by itself. */
  exitGraceMs: number
  /** No stdout while no tool call is open for this long ends the run; 0 = off. */
  inactivityMs: number
  /** Wall-clock limit; 0 = off. */
  timeoutMs: number
  /** Between SIGTERM and SIGKILL. */
  killAfterMs?: number
  onStdout: (chunk: Buffer) => void
  onStderr: (chunk: Buffer) => void
  /** True while a tool call is running: a long `npm test` is work, not inactivity. */
  busy: () => boolean
  /** Called about once a second; the live log uses it for heartbeats. */
  onTick?: () => void
}

export interface AgentHandle {
  /** Tell the supervisor the `result` event arrived: the exit-grace clock starts. */
  resultSeen: () => void
  /** End the run for this reason (a budget was reached), like a timeout; ignored once ending. */
  stop: (ending: Ending) => void
  done: Promise<Ending>
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const

/**
 * Node fires a timer whose delay is past 2^31-1 ms (about 24.8 days) after 1 ms instead, so a
 * huge timeout-minutes would end the run at once. Longer than that is no limit in practice.
 */
const MAX_TIMER_MS = 2 ** 31 - 1

function later(fn: () => void, ms: number): NodeJS.Timeout {
  return setTimeout(fn, Math.min(ms, MAX_TIMER_MS))
}

export function startAgent(o: AgentOptions): AgentHandle {
  const killAfter = o.killAfterMs ?? 5000
  let ending: Ending | undefined
  let child: ChildProcess
  let lastOutput = Date.now()
  const timers: NodeJS.Timeout[] = []
  let graceTimer: NodeJS.Timeout | undefined
  let killTimer: NodeJS.Timeout | undefined
  let finish: (e: Ending) => void = () => undefined
  const done = new Promise<Ending>((resolve) => {
    finish = resolve
  })

  const group = (signal: NodeJS.Signals | 0): boolean => {
    if (child.pid === undefined) return false
    if (signal === 0) return groupAlive(child.pid)
    try {
      process.kill(-child.pid, signal)
      return true
    } catch {
      return false
    }
  }

  /** Ends the whole group: the given signal now, SIGKILL if anything is left after killAfter. */
  const stop = (why: Ending, signal: NodeJS.Signals = 'SIGTERM'): void => {
    ending ??= why
    group(signal)
    if (killTimer === undefined) {
      killTimer = setTimeout(() => group('SIGKILL'), killAfter)
    }
  }

  const onSignal = (signal: NodeJS.Signals): void => {
    if (ending?.kind === 'cancelled') {
      // A second signal from the runner means it will not wait much longer.
      group('SIGKILL')
      return
    }
    stop({ kind: 'cancelled', signal }, signal)
  }
  for (const s of SIGNALS) process.on(s, onSignal)

  const cleanup = (): void => {
    for (const s of SIGNALS) process.off(s, onSignal)
    for (const t of timers) clearInterval(t)
    if (graceTimer !== undefined) clearTimeout(graceTimer)
  }

  try {
    child = spawn(o.command, [...o.args], {
      cwd: o.cwd,
      env: o.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true
    })
  } catch (error) {
    cleanup()
    const message = error instanceof Error ? error.message : String(error)
    return {
      resultSeen: () => undefined,
      stop: () => undefined,
      done: Promise.resolve({ kind: 'spawn_error', message })
    }
  }

  child.stdout?.on('data', (chunk: Buffer) => {
    lastOutput = Date.now()
    o.onStdout(chunk)
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    o.onStderr(chunk)
  })

  if (o.timeoutMs > 0) {
    timers.push(later(() => stop({ kind: 'timeout', minutes: o.timeoutMs / 60_000 }), o.timeoutMs))
  }
  timers.push(
    setInterval(
      () => {
        if (
          o.inactivityMs > 0 &&
          ending === undefined &&
          !o.busy() &&
          Date.now() - lastOutput >= o.inactivityMs
        ) {
          stop({ kind: 'inactivity', minutes: o.inactivityMs / 60_000 })
        }
        o.onTick?.()
      },
      Math.min(1000, Math.max(50, Math.floor((o.inactivityMs || 1000) / 10)))
    )
  )

  let spawnFailed = false
  child.on('error', (error) => {
    // ENOENT/EACCES arrive here, before any exit event.
    if (child.pid === undefined) {
      spawnFailed = true
      cleanup()
      finish({ kind: 'spawn_error', message: error.message })
    }
  })

  child.on('exit', (code, signal) => {
    if (spawnFailed) return
    ending ??= { kind: 'exited', exitCode: code, signal }
    void settle(child, killAfter, group).then(() => {
      if (killTimer !== undefined) clearTimeout(killTimer)
      cleanup()
      finish(ending ?? { kind: 'exited', exitCode: code, signal })
    })
  })

  return {
    resultSeen: () => {
      if (graceTimer !== undefined || ending !== undefined) return
      graceTimer = later(() => stop({ kind: 'grace' }), o.exitGraceMs)
    },
    stop: (why) => {
      if (ending === undefined) stop(why)
    },
    done
  }
}

/**
 * After the leader exits: let its pipes drain, then end whatever is left of the group (orphaned
 * helpers can hold the pipes open for ever, so the wait is bounded).
 */
async function settle(
  child: ChildProcess,
  killAfter: number,
  group: (signal: NodeJS.Signals | 0) => boolean
): Promise<void> {
  await drained(child, 1000)
  if (group(0)) {
    group('SIGTERM')
    const deadline = Date.now() + killAfter
    while (group(0) && Date.now() < deadline) await sleep(100)
    if (group(0)) group('SIGKILL')
  }
  await drained(child, 1000)
  child.stdout?.destroy()
  child.stderr?.destroy()
}

/**
 * Whether any live process is left in the group. kill(-pgid, 0) also counts zombies, and an
 * orphaned helper stays a zombie for ever where PID 1 does not reap (containers), so on Linux the
 * process table is read instead and zombies are ignored.
 */
function groupAlive(pgid: number): boolean {
  if (process.platform === 'linux') {
    try {
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue
        let stat: string
        try {
          stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
        } catch {
          continue
        }
        // Fields after the parenthesised command: state, ppid, pgrp, ...
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X') return true
      }
      return false
    } catch {
      // No /proc: fall through to the signal probe.
    }
  }
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

function drained(child: ChildProcess, ms: number): Promise<void> {
  const streams = [child.stdout, child.stderr].filter(
    (s) => s !== null && !s.closed && !s.destroyed
  )
  if (streams.length === 0) return Promise.resolve()
  return Promise.race([
    Promise.all(streams.map((s) => new Promise<void>((r) => s?.once('close', () => r())))).then(
      () => undefined
    ),
    sleep(ms)
  ])
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms))
}
