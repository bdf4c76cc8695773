// What every part of the bench shares: the repository, a temp folder for the run, medians, and
// running the bundled action (dist/index.js) or a baseline as a process, timed.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

export const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))))
export const MB = 1024 * 1024
export const node = process.execPath
export const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'caa-bench-'))
/** node's folder, then the system's: no cursor-agent on it (the bench puts one first). */
export const basePath = `${path.dirname(node)}:${process.env.PATH}`
/** The action measured: dist/index.js, or BENCH_DIST (another build, for a before/after). */
export const DIST = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist', 'index.js'))

/** Wall clock in ms (fractional), comparable across processes. */
export const now = () => performance.timeOrigin + performance.now()

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`)

/** Writes the process's peak RSS (KiB) and CPU time (ms) to BENCH_RSS_FILE when it exits. */
export const rssHook = path.join(tmp, 'rss.cjs')
fs.writeFileSync(
  rssHook,
  `process.on('exit', () => { const u = process.resourceUsage(); require('fs').writeFileSync(process.env.BENCH_RSS_FILE, [u.maxRSS, (u.userCPUTime + u.systemCPUTime) / 1000].join(' ')) })\n`
)

/** Reads what rssHook wrote: { rssKiB, cpuMs }. */
export function usageOf(file) {
  const [rssKiB, cpuMs] = fs.readFileSync(file, 'utf8').split(' ').map(Number)
  return { rssKiB, cpuMs }
}

/** A CLI, as a shell script in a folder of its own (to put first on PATH). */
export function scriptCli(name, body) {
  const dir = path.join(tmp, name)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'cursor-agent'), `#!/bin/sh\n${body}`, { mode: 0o755 })
  return dir
}

/** The environment of a plain action run (no install, a key, the runner's files in tmp). */
export function actionEnv(stream, extra = {}) {
  const ws = path.join(tmp, 'ws')
  fs.mkdirSync(ws, { recursive: true })
  return {
    PATH: `${path.join(root, 'fake')}:${basePath}`,
    HOME: os.homedir(),
    INPUT_PROMPT: 'bench',
    INPUT_INSTALL: 'false',
    'INPUT_API-KEY': 'key_bench_0123456789abcdef',
    GITHUB_OUTPUT: path.join(tmp, 'out'),
    GITHUB_STEP_SUMMARY: path.join(tmp, 'summary'),
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: tmp,
    FAKE_CURSOR_STREAM: stream,
    BENCH_RSS_FILE: path.join(tmp, 'rss'),
    ...extra
  }
}

/** Runs a command to its end: { t0, t1, ms }; rejects when it exits with another code than 0. */
export function run(cmd, args, env, log = path.join(tmp, 'log')) {
  return new Promise((resolve, reject) => {
    const fd = fs.openSync(log, 'w')
    const t0 = now()
    const child = spawn(cmd, args, {
      env,
      cwd: env.GITHUB_WORKSPACE ?? tmp,
      stdio: ['ignore', fd, fd]
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      const t1 = now()
      fs.closeSync(fd)
      if (code !== 0)
        reject(
          new Error(
            `${cmd} ${args.join(' ')} exited ${code}: ${fs.readFileSync(log, 'utf8').slice(-2000)}`
          )
        )
      else resolve({ t0, t1, ms: t1 - t0 })
    })
  })
}

/**
 * Runs the action with `env` (outputs and summary emptied first), checks it succeeded and
 * removes the transcripts it left: the run's timing and the action's usage when `hook`.
 */
export async function runAction(env, { hook = false } = {}) {
  for (const f of [env.GITHUB_OUTPUT, env.GITHUB_STEP_SUMMARY]) fs.writeFileSync(f, '')
  const args = hook ? ['--require', rssHook, DIST] : [DIST]
  const r = await run(node, args, env)
  const out = fs.readFileSync(env.GITHUB_OUTPUT, 'utf8')
  if (!/conclusion<<\S+\nsuccess\n/.test(out))
    throw new Error(
      'the action did not succeed: ' +
        out.slice(0, 2000) +
        fs.readFileSync(path.join(tmp, 'log'), 'utf8').slice(-2000)
    )
  for (const f of fs.readdirSync(env.RUNNER_TEMP))
    if (f.startsWith('cursor-agent-transcript-')) fs.rmSync(path.join(env.RUNNER_TEMP, f))
  return r
}

/** A stamp file's time (ms): the fake CLI's (ms, fractional) or `date +%s%N`'s (ns). */
export function stampOf(file) {
  const text = fs.readFileSync(file, 'utf8').trim()
  return /^\d{16,}$/.test(text) ? Number(BigInt(text) / 1000n) / 1000 : Number(text)
}
