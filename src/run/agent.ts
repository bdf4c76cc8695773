/**
 * The CLI process and its three clocks. The CLI runs in its own process group and session
 * (detached) so that ending it ends everything it started: the real CLI leaves `worker-server`
 * processes behind and sometimes never exits after its `result` (docs/stream.md §5).
 *
 * End of stdout is end of events: once the CLI closes it, it gets the exit grace and is then
 * ended, even with a tool call still open. After the run, everything of the run still alive is
 * ended (SIGTERM, then SIGKILL) and reported: its process group, its session, and on Linux any
 * process of ours carrying the run's environment marker, which also finds a helper that left
 * the group with `setsid` and ignores SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import type { Readable } from 'node:stream'
import type { Ending } from '../core/verdict.js'
import { closeQuietly, openPipe } from './pipe.js'
import { errnoOf, messageOf } from '../core/errors.js'
import { truncate } from '../core/text.js'

export interface AgentOptions {
  command: string
  args: readonly string[]
  cwd: string
  env: NodeJS.ProcessEnv
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
}

/** A process of the run that was still alive after the CLI ended, and was ended by us. */
export interface Leftover {
  pid: number
  /** Its command line, printable characters only, at most 200 of them. Written by the agent. */
  command: string
  /**
   * How it was found: in the CLI's process group, in its session, by the run's marker in its
   * environment, or as a descendant of the CLI seen while the CLI ran.
   */
  found: 'group' | 'session' | 'marker' | 'descendant'
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

/**
 * Put into the CLI's environment with a random value per run. Every process the CLI starts
 * inherits it unless it scrubs its environment, so after the run a scan of /proc finds helpers
 * that escaped the process group and session (`setsid`, double fork).
 */
export const RUN_ID_VARIABLE = 'CURSOR_AGENT_ACTION_RUN_ID'

const SIGNALS = ['SIGINT', 'SIGTERM'] as const

/**
 * Node fires a timer whose delay is past 2^31-1 ms (about 24.8 days) after 1 ms instead, so a
 * huge timeout-minutes would end the run at once. Longer than that is no limit in practice.
 */
const MAX_TIMER_MS = 2 ** 31 - 1

/** How long the pipes may stay open after the CLI exited (a helper can hold them for ever). */
const DRAIN_MS = 1000

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
  const tooBig = commandLineProblem(o.command, o.args, env)
  if (tooBig !== undefined) throw new Error(tooBig)
  // stdout is a pipe when one can be made (pipe.ts), else Node's socket pair.
  const pipe = openPipe(o.env.RUNNER_TEMP ?? os.tmpdir())
  let child: ChildProcess
  try {
    child = spawn(o.command, [...o.args], {
      cwd: o.cwd,
      env,
      stdio: ['ignore', pipe?.writeFd ?? 'pipe', 'pipe'],
      detached: true
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
    try {
      process.kill(-pid, signal)
    } catch {
      // Nothing left in the group.
    }
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

/** After the leader exits: end whatever of the run is left and say what it was; drain the pipes. */
async function settle(
  pipes: readonly Readable[],
  run: RunIds,
  killAfter: number
): Promise<Leftover[]> {
  // The leader is gone, so whatever of the run is still alive is left over: it is ended first,
  // then the pipes drain (what the CLI wrote stays readable; a helper that held them open, like
  // the real CLI's worker-server, no longer costs the drain's whole wait).
  const found = await sweep(run, killAfter)
  await drained(pipes, DRAIN_MS)
  for (const p of pipes) p.destroy()
  return found
}

/**
 * Ends every process of the run that is still alive: SIGTERM, SIGKILL after killAfter for those
 * that ignore it. A few rounds, because a leftover can start another one while it is ended.
 */
async function sweep(run: RunIds, killAfter: number): Promise<Leftover[]> {
  const { pgid } = run
  const all = new Map<number, Leftover>()
  for (let round = 0; round < 3; round++) {
    const alive = runProcesses(run)
    if (alive.length === 0) break
    for (const p of alive) if (!all.has(p.pid)) all.set(p.pid, p.leftover)
    signalAll(pgid, alive, 'SIGTERM')
    if (!(await ended(alive, killAfter))) {
      signalAll(pgid, alive, 'SIGKILL')
      await ended(alive, 2000)
    }
  }
  return [...all.values()]
}

/** What identifies the run's processes. */
export interface RunIds {
  /** The CLI's pid, which is also its process group and session id. */
  pgid: number
  /** The value of RUN_ID_VARIABLE. */
  runId: string
  /** The CLI's start time (clock ticks since boot, /proc/<pid>/stat); 0 = unknown. */
  since: number
  /** Descendants of the CLI seen while it ran: pid → start time. */
  descendants?: ReadonlyMap<number, string>
}

/** How often the CLI's descendants are looked up while it runs (one pass over /proc). */
const DESCENDANT_SCAN_MS = 1000
/** More than this many live descendants at once are not all remembered. */
const MAX_DESCENDANTS = 10_000

/**
 * The CLI's descendants seen while it runs, by pid and start time. A helper that leaves the
 * group and session (`setsid`) and also scrubs its environment (`env -i`) carries neither the
 * group nor the marker; if it was seen once as a descendant it is still found after the run.
 * (One that daemonises and is gone from the tree between two passes is not: that needs the
 * kernel's help, a cgroup or a subreaper, which a JavaScript action does not have.)
 */
class Descendants {
  readonly known = new Map<number, string>()

  constructor(
    private readonly root: number,
    private readonly since: number
  ) {}

  /** One pass: adds the live descendants of the CLI and of those already known; forgets the dead. */
  scan(): void {
    let entries: string[]
    try {
      entries = fs.readdirSync('/proc')
    } catch {
      return
    }
    const children = new Map<number, number[]>()
    const starts = new Map<number, string>()
    for (const entry of entries) {
      if (!/^\d+$/.test(entry)) continue
      const f = statFields(entry)
      if (f === undefined || f[0] === 'Z' || f[0] === 'X' || Number(f[19]) < this.since) continue
      const pid = Number(entry)
      starts.set(pid, f[19] ?? '')
      const ppid = Number(f[1])
      const list = children.get(ppid)
      if (list === undefined) children.set(ppid, [pid])
      else list.push(pid)
    }
    for (const [pid, start] of this.known) if (starts.get(pid) !== start) this.known.delete(pid)
    const queue = [this.root, ...this.known.keys()]
    for (let p = queue.pop(); p !== undefined; p = queue.pop()) {
      for (const c of children.get(p) ?? []) {
        if (this.known.has(c) || this.known.size >= MAX_DESCENDANTS) continue
        this.known.set(c, starts.get(c) ?? '')
        queue.push(c)
      }
    }
  }
}

/** Polls until every process of the list is gone (first often, then every 50 ms), at most ms. */
async function ended(list: readonly RunProcess[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  let pause = 2
  while (list.some(stillRunning)) {
    if (Date.now() >= deadline) return false
    await sleep(pause)
    pause = Math.min(50, pause * 2)
  }
  return true
}

interface RunProcess {
  pid: number
  /** Start time in clock ticks since boot: tells a reused pid from the process we found. */
  start: string
  leftover: Leftover
}

function signalAll(pgid: number, list: readonly RunProcess[], signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal)
  } catch {
    // The group is empty.
  }
  for (const p of list) {
    if (!stillRunning(p)) continue
    try {
      process.kill(p.pid, signal)
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Fields of /proc/<pid>/stat after the parenthesised command: state, ppid, pgrp, session, ... */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/** A zombie counts as gone: where PID 1 does not reap (containers) it stays one for ever. */
function stillRunning(p: RunProcess): boolean {
  if (process.platform !== 'linux') {
    try {
      process.kill(p.pid, 0)
      return true
    } catch {
      return false
    }
  }
  const f = statFields(p.pid)
  return f !== undefined && f[19] === p.start && f[0] !== 'Z' && f[0] !== 'X'
}

/**
 * Live (not zombie) processes of the run: in the CLI's group or session, or of our user with the
 * run's marker in their environment. Without /proc only the group can be checked, by signal 0.
 */
function runProcesses({ pgid, runId, since, descendants }: RunIds): RunProcess[] {
  if (process.platform !== 'linux' || !fs.existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0)
      return [
        {
          pid: -pgid,
          start: '',
          leftover: { pid: pgid, command: '(process group)', found: 'group' }
        }
      ]
    } catch {
      return []
    }
  }
  const marker = Buffer.from(`${RUN_ID_VARIABLE}=${runId}`)
  const uid = process.getuid?.()
  const out: RunProcess[] = []
  let entries: string[]
  try {
    entries = fs.readdirSync('/proc')
  } catch {
    return out
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    if (pid === process.pid) continue
    const f = statFields(entry)
    if (f === undefined || f[0] === 'Z' || f[0] === 'X') continue
    if (Number(f[19]) < since) continue
    let found: Leftover['found'] | undefined
    if (Number(f[2]) === pgid) found = 'group'
    else if (Number(f[3]) === pgid) found = 'session'
    else {
      try {
        if (uid !== undefined && fs.statSync(`/proc/${entry}`).uid !== uid) continue
        if (fs.readFileSync(`/proc/${entry}/environ`).includes(marker)) found = 'marker'
      } catch {
        // Not readable: it can still be a descendant seen earlier.
      }
      if (found === undefined && descendants?.get(pid) === f[19]) found = 'descendant'
    }
    if (found === undefined) continue
    out.push({ pid, start: f[19] ?? '', leftover: { pid, command: commandOf(pid), found } })
  }
  return out
}

function commandOf(pid: number): string {
  let text: string
  try {
    text = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
  } catch {
    text = ''
  }
  if (text === '') {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      text = `[${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}]`
    } catch {
      text = '(gone)'
    }
  }
  // The agent chose this text: no control or format characters, no line or paragraph separators.
  const clean = text.replace(/[\p{C}\p{Zl}\p{Zp}]/gu, '?')
  return truncate(clean, 201)
}

function describe(list: readonly Leftover[]): string {
  const shown = list
    .slice(0, 10)
    .map((p) => `pid ${p.pid} (${p.found}): ${p.command}`)
    .join('; ')
  return list.length > 10 ? `${shown}; and ${list.length - 10} more` : shown
}

/**
 * One line for the log naming every leftover. Helpers in the CLI's own group are usual (the real
 * CLI leaves its `worker-server` behind on most runs), so this is a note, not a warning.
 */
export function leftoverNote(list: readonly Leftover[]): string {
  const n = list.length
  return `Stopped ${n} process${n === 1 ? '' : 'es'} of the run still running after the CLI ended: ${describe(list)}.`
}

/**
 * A warning when something of the run had left the CLI's process group (its own session, an
 * environment marker or a descendant seen earlier): that is a helper hiding from the usual
 * clean-up, worth a reviewer's eye. Undefined when every leftover was in the group.
 */
export function leftoverWarning(list: readonly Leftover[]): string | undefined {
  const escaped = list.filter((p) => p.found !== 'group')
  if (escaped.length === 0) return undefined
  const n = escaped.length
  return `${n} process${n === 1 ? '' : 'es'} of the run had left the CLI's process group and ${n === 1 ? 'was' : 'were'} still running after the CLI ended; ${n === 1 ? 'it was' : 'they were'} stopped: ${describe(escaped)}.`
}

/** Waits for the pipes to close, at most ms; leaves no timer behind either way. */
function drained(pipes: readonly Readable[], ms: number): Promise<void> {
  const streams = pipes.filter((s) => !s.closed && !s.destroyed)
  if (streams.length === 0) return Promise.resolve()
  return new Promise<void>((resolve) => {
    let open = streams.length
    const timer = setTimeout(done, ms)
    function done(): void {
      clearTimeout(timer)
      for (const s of streams) s.off('close', closed)
      resolve()
    }
    function closed(): void {
      if (--open === 0) done()
    }
    for (const s of streams) s.once('close', closed)
  })
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms))
}

/**
 * Linux's limits for execve: one argument at most MAX_ARG_STRLEN (32 pages = 131072 bytes, its
 * terminating NUL included), and all arguments and environment strings together within ARG_MAX
 * (a quarter of the stack limit, usually 2 MiB; 2 MiB is assumed, a lower limit still ends in an
 * E2BIG that explainSpawnError turns into the same advice).
 */
export const MAX_ARG_BYTES = 131072
const ARG_MAX = 2 * 1024 * 1024

function commandLineProblem(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv
): string | undefined {
  if (process.platform !== 'linux') return undefined
  const longest = Math.max(0, ...args.map((a) => Buffer.byteLength(a) + 1))
  if (longest > MAX_ARG_BYTES) {
    return `one argument of the CLI's command line is ${longest - 1} bytes; Linux allows ${MAX_ARG_BYTES - 1} bytes per argument (E2BIG). The prompt is passed as one argument: make "prompt"/"prompt-file" shorter, or ask the agent to read the long part from a file in the workspace`
  }
  const total = [command, ...args, ...Object.entries(env).map(([k, v]) => `${k}=${v ?? ''}`)]
    .map((s) => Buffer.byteLength(s) + 1 + 8)
    .reduce((a, b) => a + b, 0)
  if (total > ARG_MAX) {
    return `the CLI's command line and environment together are ${total} bytes; Linux allows about ${ARG_MAX} (E2BIG). Make "prompt"/"prompt-file" or "extra-args" shorter, or remove large variables from the job's environment`
  }
  return undefined
}

/** Turns a bare spawn error (ENOENT, EACCES, E2BIG) into what is wrong and which input to change. */
function explainSpawnError(
  o: Pick<AgentOptions, 'command' | 'args' | 'env'>,
  error: unknown
): string {
  const message = messageOf(error)
  const code = errnoOf(error)
  if (code === 'E2BIG') {
    const prompt = Buffer.byteLength(o.args[o.args.length - 1] ?? '')
    return `${message}: the CLI's command line and environment are too large for the system (the prompt alone is ${prompt} bytes). Make "prompt"/"prompt-file" or "extra-args" shorter.`
  }
  if (code === 'ENOENT' && fs.existsSync(o.command)) {
    const interpreter = shebang(o.command)
    if (interpreter !== undefined) {
      return `${message}: ${o.command} exists, but its first line (#!${interpreter}) names an interpreter that is not installed. Install it, or point "cli-path" at a working CLI (or set "install: true" and remove "cli-path" to use the official installer).`
    }
    return `${message}: ${o.command} exists but could not be run (a missing loader or library?). Point "cli-path" at a working CLI, or set "install: true".`
  }
  if (code === 'EACCES') {
    return `${message}: ${o.command} is not executable. Make it executable (chmod +x), or point "cli-path" at the CLI.`
  }
  return message
}

function shebang(file: string): string | undefined {
  try {
    const fd = fs.openSync(file, 'r')
    try {
      const head = Buffer.alloc(256)
      const n = fs.readSync(fd, head, 0, head.length, 0)
      const text = head.subarray(0, n).toString('utf8')
      if (!text.startsWith('#!')) return undefined
      return text.slice(2).split('\n', 1)[0]?.trim().replace(/\p{C}/gu, '?')
    } finally {
      fs.closeSync(fd)
    }
  } catch {
    return undefined
  }
}
