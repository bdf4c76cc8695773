/**
 * After the CLI's leader exits: whatever of the run is still alive is found and ended, and said.
 * The CLI runs in its own process group and session; a helper can still leave both (`setsid`,
 * a double fork) and ignore SIGTERM, so the run's processes are found in /proc by group,
 * session, the run's environment marker, or as descendants of the CLI seen while it ran.
 */
import fs from 'node:fs'
import type { Readable } from 'node:stream'
import { truncate } from '../../core/text.js'
import { drained } from '../../io/child.js'

/**
 * Put into the CLI's environment with a random value per run. Every process the CLI starts
 * inherits it unless it scrubs its environment, so after the run a scan of /proc finds helpers
 * that escaped the process group and session (`setsid`, double fork).
 */
export const RUN_ID_VARIABLE = 'CURSOR_AGENT_ACTION_RUN_ID'

/** How long the pipes may stay open after the CLI exited (a helper can hold them for ever). */
const DRAIN_MS = 1000

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

/** After the leader exits: end whatever of the run is left and say what it was; drain the pipes. */
export async function settle(
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
export const DESCENDANT_SCAN_MS = 1000
/** More than this many live descendants at once are not all remembered. */
const MAX_DESCENDANTS = 10_000

/**
 * The CLI's descendants seen while it runs, by pid and start time. A helper that leaves the
 * group and session (`setsid`) and also scrubs its environment (`env -i`) carries neither the
 * group nor the marker; if it was seen once as a descendant it is still found after the run.
 * (One that daemonises and is gone from the tree between two passes is not: that needs the
 * kernel's help, a cgroup or a subreaper, which a JavaScript action does not have.)
 */
export class Descendants {
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
export function statFields(pid: number | string): string[] | undefined {
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
function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms))
}
