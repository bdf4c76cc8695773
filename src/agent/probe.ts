/**
 * Asking a CLI its version (`--version`, Cursor's `YYYY.MM.DD-hash`): to tell Cursor's `agent`
 * from another vendor's, to check a pinned build before it runs, and to notice a CLI that
 * updated itself during the run.
 */
import { spawn } from 'node:child_process'

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

/** Set once the runner signalled during a probe: later probes (other candidates) do not start. */
let interrupted = false

/**
 * Asks `file --version`, asynchronously and bounded: the probe runs in its own process group,
 * which is killed as soon as the first line is in, when PROBE_MS passes, or when the runner
 * signals (SIGINT/SIGTERM). A grandchild holding stdout open cannot keep it waiting: once the
 * probe itself exited, its output gets a moment to arrive and no more.
 */
export function cliVersion(file: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (interrupted) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    let out = ''
    let settled = false
    let afterExit: NodeJS.Timeout | undefined
    const end = (): void => {
      if (settled) return
      settled = true
      clearTimeout(limit)
      if (afterExit !== undefined) clearTimeout(afterExit)
      for (const s of SIGNALS) process.off(s, onSignal)
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
      const line = out.trim().split('\n')[0]?.trim() ?? ''
      resolve(VERSION.test(line) ? line : undefined)
    }
    const onSignal = (): void => {
      interrupted = true
      end()
    }
    const limit = setTimeout(end, PROBE_MS)
    for (const s of SIGNALS) process.on(s, onSignal)
    let child: ReturnType<typeof spawn> | undefined
    try {
      child = spawn(file, ['--version'], {
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
        detached: true
      })
    } catch {
      end()
      return
    }
    child.on('error', end)
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (text: string) => {
      if (out.length < 4096) out += text
      if (out.includes('\n')) end()
    })
    child.stdout?.on('close', end)
    child.on('exit', () => {
      // Output already written may still be in the pipe; a moment for it, and no more. (After
      // the answer no timer is started: one left behind would hold the process at its end.)
      if (!settled) afterExit ??= setTimeout(end, 100)
    })
  })
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const
