/**
 * The CLI process and its three clocks. The CLI runs in its own process group and session
 * (detached) so that ending it ends everything it started: the real CLI leaves `worker-server`
 * processes behind and sometimes never exits after its `result` (docs/stream.md §5). Windows
 * has no groups: there the tree is ended with `taskkill /T /F` (tree.ts), and stdout is Node's
 * own pipe (no FIFO).
 *
 * End of stdout is end of events: once the CLI closes it, it gets the exit grace and is then
 * ended, even with a tool call still open. After the run, everything of the run still alive is
 * ended (SIGTERM, then SIGKILL) and reported: its process group, its session, and on Linux any
 * process of ours carrying the run's environment marker, which also finds a helper that left
 * the group with `setsid` and ignores SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { Readable } from 'node:stream'
import type { Ending } from '../../core/verdict/verdict.js'
import { closeQuietly, openPipe } from './pipe.js'
import { commandLineProblem, explainSpawnError } from './spawn-errors.js'
import { endTree, ownGroup } from './kill.js'
import {
  Descendants,
  DESCENDANT_SCAN_MS,
  RUN_ID_VARIABLE,
  settle,
  statFields,
  type Leftover,
  type RunIds
} from './sweep.js'

export { RUN_ID_VARIABLE } from './sweep.js'
export type { Leftover } from './sweep.js'

export interface AgentOptions {
  command: string
  args: readonly string[]
  cwd: string
  env: NodeJS.ProcessEnv
  /** Where the stdout pipe is made (RUNNER_TEMP on a runner); the system's temp folder if unset. */
  tempDir?: string
  /** After the `result` event (or the end of stdout), how long the CLI may take to exit by itself. */
  exitGraceMs: number
  /** No stdout while no tool call is open for this long ends the run; 0 = off. */
  inactivityMs: number
  /** Wall-clock limit; 0 = off. */
  timeoutMs: number
  /** Between SIGTERM and SIGKILL. */
  killAfterMs?: number
  /** The run's marker (see RUN_ID_VARIABLE); a random one when not given. */
  runId?: string
  onStdout: (chunk: Buffer) => void
  onStderr: (chunk: Buffer) => void
  /** True while a tool call is running: a long `npm test` is work, not inactivity. */
  busy: () => boolean
  /** Called about once a second; the live log uses it for heartbeats. */
  onTick?: () => void
  /** How processes are started and ended here (core/platform.ts); this process's by default. */
  host?: NodeJS.Platform
}

export interface AgentHandle {
  /** Tell the supervisor the `result` event arrived: the exit-grace clock starts. */
  resultSeen: () => void
  /** End the run for this reason (a budget was reached), like a timeout; ignored once ending. */
  stop: (ending: Ending) => void
  done: Promise<Ending>
  /** Processes of the run found alive after the CLI ended (complete once `done` resolved). */
  leftovers: () => readonly Leftover[]
  /** The marker put into the CLI's environment. */
  runId: string
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
  const run = new Supervisor(o, o.runId ?? randomBytes(16).toString('hex'))
  // From before the spawn on: with no listener, Node's default for these signals would end the
  // action itself.
  run.listenToSignals()
  let cli: Spawned
  try {
    cli = spawnCli(o, run.runId)
  } catch (error) {
    return run.failed(error)
  }
  run.watch(cli)
  return run.handle()
}

interface Spawned {
  child: ChildProcess
  stdout: Readable | null
}

/**
 * Starts the CLI detached (its own process group and session) with the run's marker in its
 * environment. Throws when it cannot start at once: a command line Linux would refuse, or what
 * spawn itself throws. Later failures (ENOENT, EACCES) arrive as the child's `error` event.
 */
function spawnCli(o: AgentOptions, runId: string): Spawned {
  const env = { ...o.env, [RUN_ID_VARIABLE]: runId }
  const host = o.host ?? process.platform
  const tooBig = commandLineProblem(o.command, o.args, env, host)
  if (tooBig !== undefined) throw new Error(tooBig)
  // stdout is a pipe when one can be made (pipe.ts), else Node's socket pair.
  const pipe = openPipe(o.tempDir || os.tmpdir(), host) // an empty RUNNER_TEMP is none
  let child: ChildProcess
  try {
    child = spawn(o.command, [...o.args], {
      cwd: o.cwd,
      env,
      stdio: ['ignore', pipe?.writeFd ?? 'pipe', 'pipe'],
      detached: ownGroup(host),
      windowsHide: true
    })
  } catch (error) {
    pipe?.stream.destroy()
    throw error
  } finally {
    // The child has its own copy (or never started): ours must go, or stdout never ends.
    if (pipe !== undefined) closeQuietly(pipe.writeFd)
  }
  return { child, stdout: pipe?.stream ?? child.stdout }
}

/**
 * One run of the CLI: its clocks (timeout, inactivity, exit grace, the kill timer), the runner's
 * signals, and its end. `end()` clears every clock and listener on every path, so no timer is
 * left to hold the process at its end.
 */
class Supervisor {
  /** Why the run ends; the first reason wins. */
  private ending: Ending | undefined
  private child: ChildProcess | undefined
  private lastOutput = Date.now()
  /** The intervals and the wall-clock timeout. */
  private readonly timers: NodeJS.Timeout[] = []
  private graceTimer: NodeJS.Timeout | undefined
  private killTimer: NodeJS.Timeout | undefined
  // Once the CLI is gone (or never started) no clock may start again: a timer left behind would
  // hold the process at its end (a failed spawn still ends its stdout, which starts the grace).
  private over = false
  private leftovers: Leftover[] = []
  private finish: (e: Ending) => void = () => undefined
  private readonly done = new Promise<Ending>((resolve) => {
    this.finish = resolve
  })
  private readonly killAfter: number

  constructor(
    private readonly o: AgentOptions,
    readonly runId: string
  ) {
    this.killAfter = o.killAfterMs ?? 5000
  }

  listenToSignals(): void {
    for (const s of SIGNALS) process.on(s, this.onSignal)
  }

  private readonly onSignal = (signal: NodeJS.Signals): void => {
    if (this.ending?.kind === 'cancelled') {
      // A second signal from the runner means it will not wait much longer.
      this.group('SIGKILL')
      return
    }
    this.stop({ kind: 'cancelled', signal }, signal)
  }

  /** The CLI could not start: nothing to watch, the run is over with the reason why. */
  failed(error: unknown): AgentHandle {
    this.end()
    return {
      resultSeen: () => undefined,
      stop: () => undefined,
      done: Promise.resolve({ kind: 'spawn_error', message: explainSpawnError(this.o, error) }),
      leftovers: () => [],
      runId: this.runId
    }
  }

  /** Follows the started CLI: its output, its descendants, the clocks, and its exit. */
  watch({ child, stdout }: Spawned): void {
    this.child = child
    // Every process of the run started after the CLI: older ones are skipped by the sweep unread.
    const since = child.pid !== undefined ? Number(statFields(child.pid)?.[19] ?? 0) : 0
    const descendants = new Descendants(child.pid ?? 0, since)
    if (process.platform === 'linux' && child.pid !== undefined) {
      this.timers.push(setInterval(() => descendants.scan(), DESCENDANT_SCAN_MS))
    }

    stdout?.on('data', (chunk: Buffer) => {
      this.lastOutput = Date.now()
      this.o.onStdout(chunk)
    })
    // End of stdout is end of events: a CLI that closes it and keeps running (a tool call still
    // open, so inactivity never fires) gets the exit grace, then its group is ended. Not a failure
    // by itself: the verdict still comes from the result event and the exit.
    stdout?.once('end', () => this.startGrace())
    child.stderr?.on('data', (chunk: Buffer) => {
      this.o.onStderr(chunk)
    })

    this.startClocks()
    const run = { pgid: child.pid ?? 0, runId: this.runId, since, descendants: descendants.known }
    this.watchExit(child, [stdout, child.stderr], run)
  }

  /** The wall-clock limit, and a tick that checks for inactivity and lets the live log beat. */
  private startClocks(): void {
    const o = this.o
    if (o.timeoutMs > 0) {
      this.timers.push(
        later(() => this.stop({ kind: 'timeout', minutes: o.timeoutMs / 60_000 }), o.timeoutMs)
      )
    }
    const tickMs = Math.min(1000, Math.max(50, Math.floor((o.inactivityMs || 1000) / 10)))
    this.timers.push(setInterval(() => this.tick(), tickMs))
  }

  private tick(): void {
    const o = this.o
    if (
      o.inactivityMs > 0 &&
      this.ending === undefined &&
      !o.busy() &&
      Date.now() - this.lastOutput >= o.inactivityMs
    ) {
      this.stop({ kind: 'inactivity', minutes: o.inactivityMs / 60_000 })
    }
    o.onTick?.()
  }

  /** After the `result` event or the end of stdout: the CLI may take the exit grace to exit. */
  private startGrace(): void {
    if (this.graceTimer !== undefined || this.ending !== undefined || this.over) return
    this.graceTimer = later(() => this.stop({ kind: 'grace' }), this.o.exitGraceMs)
  }

  /** Ends the whole group: the given signal now, SIGKILL if anything is left after killAfter. */
  private stop(why: Ending, signal: NodeJS.Signals = 'SIGTERM'): void {
    this.ending ??= why
    this.group(signal)
    if (!this.over) this.killTimer ??= setTimeout(() => this.group('SIGKILL'), this.killAfter)
  }

  private group(signal: NodeJS.Signals): void {
    const pid = this.child?.pid
    if (pid === undefined) return
    endTree(this.o.host ?? process.platform, pid, signal)
  }

  /** A spawn that failed late; or the exit, after which the run is swept and its pipes drained. */
  private watchExit(child: ChildProcess, pipes: (Readable | null)[], run: RunIds): void {
    let spawnFailed = false
    child.on('error', (error) => {
      // ENOENT/EACCES/E2BIG arrive here, before any exit event.
      if (child.pid === undefined) {
        spawnFailed = true
        this.end()
        this.finish({ kind: 'spawn_error', message: explainSpawnError(this.o, error) })
      }
    })

    child.on('exit', (code, signal) => {
      if (spawnFailed) return
      this.ending ??= { kind: 'exited', exitCode: code, signal }
      // The run's own clocks are over; the sweep has its own bounded waits.
      this.end()
      const streams = pipes.filter((s) => s !== null)
      void settle(streams, run, this.killAfter)
        .then((found) => {
          this.leftovers = found
        })
        .finally(() => {
          this.finish(this.ending ?? { kind: 'exited', exitCode: code, signal })
        })
    })
  }

  /** The CLI is gone or never started: the signals are no longer ours, and every clock stops. */
  private end(): void {
    this.over = true
    for (const s of SIGNALS) process.off(s, this.onSignal)
    for (const t of this.timers) clearInterval(t)
    if (this.graceTimer !== undefined) clearTimeout(this.graceTimer)
    if (this.killTimer !== undefined) clearTimeout(this.killTimer)
  }

  handle(): AgentHandle {
    return {
      resultSeen: () => {
        this.startGrace()
      },
      stop: (why) => {
        if (this.ending === undefined) this.stop(why)
      },
      done: this.done,
      leftovers: () => this.leftovers,
      runId: this.runId
    }
  }
}
