/**
 * Asking a CLI its version (`--version`, Cursor's `YYYY.MM.DD-hash`): to tell Cursor's `agent`
 * from another vendor's, to check a pinned build before it runs, and to notice a CLI that
 * updated itself during the run.
 */
import { spawn } from 'node:child_process'
import { messageOf } from '../../core/errors.js'
import { code, said, type Said } from '../../core/said.js'
import { untilExit } from '../../io/child.js'
import { endTree, ownGroup } from '../process/kill.js'

const VERSION = /^\d{4}\.\d{1,2}\.\d{1,2}-[0-9A-Za-z]+/

export interface Cli {
  /** The program to start: the CLI itself, or the Node that runs it (Windows' `node.exe`). */
  path: string
  /** What comes before the CLI's own arguments (Windows: the CLI's `index.js`). */
  prefix?: readonly string[]
  /** `YYYY.MM.DD-hash` when `--version` answered that way. */
  version?: string
}

/**
 * Whether two builds are the same: `2026.09.02-c22c1a3` and `2026.9.2-c22c1a3` are (the date's
 * leading zeros are how it is written, not which build it is).
 */
export function sameBuild(a: string, b: string): boolean {
  const norm = (v: string): string => v.replace(/(^|\.)0+(\d)/g, '$1$2')
  return norm(a) === norm(b)
}

/** How long `--version` may take; the probe is then ended with its whole process tree. */
const PROBE_MS = 5000

/** What a bounded question to the CLI got back. */
export interface Answer {
  /** Its stdout, at most `maxChars` of it. */
  stdout: string
  /** The exit code, when it exited by itself in time. */
  code?: number | null
  /** Why there is no (complete) answer: it could not start, ran out of time, or was signalled. */
  problem?: string
}

/** A CLI as a path, or as a program with what comes before the CLI's arguments (Windows). */
export type Program = string | Pick<Cli, 'path' | 'prefix'>

/** The command line of `cli args…`: the program, and its arguments after the CLI's prefix. */
export function commandOf(cli: Program, args: readonly string[]): [string, string[]] {
  if (typeof cli === 'string') return [cli, [...args]]
  return [cli.path, [...(cli.prefix ?? []), ...args]]
}

/** `cli args…` as one line, the way a person would type it (a guard's warning names it). */
export function commandLine(cli: Program, args: readonly string[]): string {
  const [program, argv] = commandOf(cli, args)
  return [program, ...argv].join(' ')
}

/**
 * Asks `cli args…`, asynchronously and bounded: the probe runs as the leader of its own process
 * tree (agent/process/kill.ts), with stdin closed, which is ended when `limitMs` passes, when the runner
 * signals (`signal`, the run's Signals: aborted by SIGINT/SIGTERM), or (with `firstLine`) as
 * soon as the first line is in. Once the runner signalled, no probe starts (other candidates are
 * not asked). A grandchild holding stdout open cannot keep it waiting: the answer is complete at
 * the probe's exit, its output given a moment to arrive and no more (io/child.ts).
 */
export function askCli(
  cli: Program,
  args: readonly string[],
  o: {
    env: NodeJS.ProcessEnv
    cwd?: string
    limitMs: number
    firstLine?: boolean
    maxChars?: number
    /** The runner's cancel (runner/signals.ts); undefined where none is held. */
    signal: AbortSignal | undefined
    /** How processes are ended here (core/platform.ts); this process's platform by default. */
    host?: NodeJS.Platform
  }
): Promise<Answer> {
  const signal = o.signal
  if (signal?.aborted === true) return Promise.resolve({ stdout: '', problem: SIGNALLED })
  const maxChars = o.maxChars ?? 4096
  const host = o.host ?? process.platform
  return new Promise((resolve) => {
    let out = ''
    let settled = false
    const end = (problem?: string, code?: number | null): void => {
      if (settled) return
      settled = true
      clearTimeout(limit)
      signal?.removeEventListener('abort', onSignal)
      const pid = child?.pid
      if (pid !== undefined) endTree(host, pid, 'SIGKILL')
      child?.stdout?.destroy()
      // Killed: its exit is not waited for (init reaps it if ours has ended first).
      child?.unref()
      resolve({
        stdout: out,
        ...(code !== undefined ? { code } : {}),
        ...(problem ? { problem } : {})
      })
    }
    const onSignal = (): void => {
      end(SIGNALLED)
    }
    const limit = setTimeout(() => end(`no answer within ${o.limitMs / 1000} s`), o.limitMs)
    signal?.addEventListener('abort', onSignal)
    let child: ReturnType<typeof spawn> | undefined
    try {
      const [program, argv] = commandOf(cli, args)
      child = spawn(program, argv, {
        env: o.env,
        cwd: o.cwd,
        stdio: ['ignore', 'pipe', 'ignore'],
        detached: ownGroup(host),
        windowsHide: true
      })
    } catch (error) {
      end(messageOf(error))
      return
    }
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (text: string) => {
      if (out.length < maxChars) out += text.slice(0, maxChars - out.length)
      if (o.firstLine === true && out.includes('\n')) end()
    })
    // After the answer no timer is left behind: one would hold the process at its end.
    untilExit(child, [child.stdout], PROBE_DRAIN_MS).then(
      ({ code }) => end(undefined, code),
      (error: unknown) => end(messageOf(error))
    )
  })
}

/** How long a probe's output may take to arrive after it exited. */
const PROBE_DRAIN_MS = 100

/** Asks `cli --version` (askCli); the version when the first line is one. */
export async function cliVersion(
  cli: Program,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal | undefined,
  host?: NodeJS.Platform
): Promise<string | undefined> {
  const o = { env, limitMs: PROBE_MS, firstLine: true, signal, host }
  const answer = await askCli(cli, ['--version'], o)
  const line = answer.stdout.trim().split('\n')[0]?.trim() ?? ''
  return VERSION.test(line) ? line : undefined
}

const SIGNALLED = 'the runner signalled'

/**
 * A process of the CLI's as the runner files' guard names it (core/ports.ts ProbeGuard): the
 * command, and when the action ran it.
 */
export function probeNamed(command: string, when: 'before' | 'after'): Said {
  return said`${code(command)}, which the action ran ${when} the run,`
}
