/**
 * Asking a CLI its version (`--version`, Cursor's `YYYY.MM.DD-hash`): to tell Cursor's `agent`
 * from another vendor's, to check a pinned build before it runs, and to notice a CLI that
 * updated itself during the run.
 */
import { spawn } from 'node:child_process'
import { messageOf } from '../core/errors.js'
import { code, said, type Said } from '../core/said.js'

const VERSION = /^\d{4}\.\d{1,2}\.\d{1,2}-[0-9A-Za-z]+/

export interface Cli {
  path: string
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

/** How long `--version` may take; the probe is then ended with its whole process group. */
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

/**
 * Asks `file args…`, asynchronously and bounded: the probe runs in its own process group, with
 * stdin closed, which is killed when `limitMs` passes, when the runner signals (`signal`, the
 * run's Signals: aborted by SIGINT/SIGTERM), or (with `firstLine`) as soon as the first line is
 * in. Once the runner signalled, no probe starts (other candidates are not asked). A grandchild holding stdout open cannot
 * keep it waiting: once the probe itself exited, its output gets a moment to arrive and no more.
 */
export function askCli(
  file: string,
  args: readonly string[],
  o: {
    env: NodeJS.ProcessEnv
    cwd?: string
    limitMs: number
    firstLine?: boolean
    maxChars?: number
    /** The runner's cancel (runner/signals.ts); undefined where none is held. */
    signal: AbortSignal | undefined
  }
): Promise<Answer> {
  const signal = o.signal
  if (signal?.aborted === true) return Promise.resolve({ stdout: '', problem: SIGNALLED })
  const maxChars = o.maxChars ?? 4096
  return new Promise((resolve) => {
    let out = ''
    let settled = false
    let afterExit: NodeJS.Timeout | undefined
    let code: number | null | undefined
    const end = (problem?: string): void => {
      if (settled) return
      settled = true
      clearTimeout(limit)
      if (afterExit !== undefined) clearTimeout(afterExit)
      signal?.removeEventListener('abort', onSignal)
      const pid = child?.pid
      if (pid !== undefined) {
        try {
          process.kill(-pid, 'SIGKILL')
        } catch {
          // The whole group is gone already.
        }
      }
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
      child = spawn(file, args, {
        env: o.env,
        cwd: o.cwd,
        stdio: ['ignore', 'pipe', 'ignore'],
        detached: true
      })
    } catch (error) {
      end(messageOf(error))
      return
    }
    child.on('error', (error) => end(error.message))
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (text: string) => {
      if (out.length < maxChars) out += text.slice(0, maxChars - out.length)
      if (o.firstLine === true && out.includes('\n')) end()
    })
    let closed = false
    child.stdout?.on('close', () => {
      if (settled) return
      closed = true
      // Closed before the process exited: a moment for its exit code, and no more.
      if (code === undefined) afterExit ??= setTimeout(() => end(), 100)
      else end()
    })
    child.on('exit', (exitCode) => {
      if (settled) return
      code = exitCode
      // Output already written may still be in the pipe; a moment for it, and no more. (After
      // the answer no timer is started: one left behind would hold the process at its end.)
      if (closed) end()
      else afterExit ??= setTimeout(() => end(), 100)
    })
  })
}

/** Asks `file --version` (askCli); the version when the first line is one. */
export async function cliVersion(
  file: string,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal | undefined
): Promise<string | undefined> {
  const o = { env, limitMs: PROBE_MS, firstLine: true, signal }
  const answer = await askCli(file, ['--version'], o)
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
