// The start as a user meets it: from the step's start to the CLI (spawned, and its first byte),
// and the exit after the CLI's last byte.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ARCHIVE_SERVER, compiled } from './compile.mjs'
import { streamOf } from './mix.mjs'
import {
  actionEnv,
  basePath,
  fmtMs,
  median,
  MB,
  node,
  now,
  root,
  run,
  runAction,
  scriptCli,
  stampOf,
  tmp
} from './proc.mjs'

/**
 * Start → CLI spawned, and exit after the CLI's last byte, with a CLI already on PATH (a shell
 * script that stamps both and `cat`s 10 MB), in a plain folder and in a git checkout (what a job
 * after actions/checkout has: git runs before the CLI starts and after it ends).
 */
export async function plainStart(runs, row) {
  const cli = scriptCli(
    'stamp-cli',
    `if [ "$1" = "--version" ]; then echo 2026.01.01-bench; exit 0; fi
date +%s%N > "$BENCH_SPAWN_FILE"
cat "$FAKE_CURSOR_STREAM"
date +%s%N > "$BENCH_END_FILE"
`
  )
  const bare = []
  for (let i = 0; i < runs; i++) {
    const t0 = now()
    spawnSync(node, ['-e', '0'])
    bare.push(now() - t0)
  }
  const places = [
    ['', path.join(tmp, 'ws')],
    [' (git checkout)', checkout()]
  ]
  for (const [label, ws] of places) {
    const starts = []
    const exits = []
    for (let i = 0; i < runs; i++) {
      const env = {
        ...actionEnv(streamOf(10)),
        PATH: `${cli}:${basePath}`,
        GITHUB_WORKSPACE: ws,
        BENCH_SPAWN_FILE: path.join(tmp, 'spawned'),
        BENCH_END_FILE: path.join(tmp, 'ended')
      }
      const r = await runAction(env)
      starts.push(stampOf(env.BENCH_SPAWN_FILE) - r.t0)
      exits.push(r.t1 - stampOf(env.BENCH_END_FILE))
    }
    row(
      `start → CLI spawned${label}`,
      fmtMs(median(starts)),
      `node -e 0: ${fmtMs(median(bare))}; over it: ${fmtMs(median(starts) - median(bare))}`
    )
    row(
      `exit after the CLI ends${label}`,
      fmtMs(median(exits)),
      'stdout to a file; includes outputs, summary and git'
    )
  }
}

function checkout() {
  const ws = path.join(tmp, 'checkout')
  if (fs.existsSync(ws)) return ws
  fs.mkdirSync(ws)
  fs.cpSync(path.join(root, 'src'), path.join(ws, 'src'), { recursive: true })
  fs.cpSync(path.join(root, '__tests__'), path.join(ws, '__tests__'), { recursive: true })
  const git = (...args) =>
    spawnSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...args], { cwd: ws })
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'bench')
  return ws
}

const BUILD = '2026.09.28-5f2c1ab'
/** About the size of Cursor's package (random bytes: gzip cannot shrink them). */
const PAD_BYTES = 50 * MB

/**
 * A pinned CLI (`cli-version`, from the tests' loopback archive server): step start → the CLI's
 * first byte, the CLI from a warm tool cache and downloaded into an empty one, each with and
 * without `cli-sha256`; against the limit: `tar -x` of the same archive, then the CLI's own start
 * to its first byte. The CLI is the archive's `dist-package/cursor-agent`, which runs the fake
 * CLI (a Node process, as Cursor's is), stamping its first byte.
 */
export async function pinnedStart(runs, row) {
  const lib = compiled()
  const { startArchiveServer, cliPackage } = await import(path.join(lib, `${ARCHIVE_SERVER}.js`))
  const server = await startArchiveServer()
  try {
    server.entries = (build) => cliPackage(build, PAD_BYTES)
    const archive = path.join(tmp, 'agent-cli-package.tar.gz')
    fs.writeFileSync(archive, server.archive(BUILD))
    const sha256 = server.sha256(BUILD)
    // A short stream (the mix's first 50 lines and its result): the start is what is measured.
    const stream = path.join(tmp, 'start-stream.ndjson')
    const lines = fs.readFileSync(streamOf(10), 'utf8').trimEnd().split('\n')
    fs.writeFileSync(stream, [...lines.slice(0, 50), ...lines.slice(-1)].join('\n') + '\n')
    const stamp = path.join(tmp, 'first-byte')
    const firstByte = async (toolCache, digest) => {
      fs.rmSync(stamp, { force: true })
      const env = actionEnv(stream, {
        PATH: basePath,
        INPUT_INSTALL: 'true',
        'INPUT_CLI-VERSION': BUILD,
        'INPUT_CLI-DOWNLOAD-URL': server.url,
        ...(digest ? { 'INPUT_CLI-SHA256': sha256 } : {}),
        RUNNER_TOOL_CACHE: toolCache,
        FAKE_CURSOR_FIRST_BYTE_STAMP: stamp
      })
      const r = await runAction(env)
      return stampOf(stamp) - r.t0
    }
    const cold = async (digest) => {
      const cache = fs.mkdtempSync(path.join(tmp, 'tool-cache-'))
      try {
        return await firstByte(cache, digest)
      } finally {
        fs.rmSync(cache, { recursive: true, force: true })
      }
    }
    const limit = async () => {
      const dir = fs.mkdtempSync(path.join(tmp, 'unpacked-'))
      fs.rmSync(stamp, { force: true })
      try {
        const t0 = now()
        const tar = spawnSync('tar', ['-xzf', archive, '-C', dir])
        if (tar.status !== 0) throw new Error(`tar -x failed: ${tar.stderr}`)
        const t1 = now()
        const env = {
          PATH: basePath,
          FAKE_CURSOR_STREAM: stream,
          FAKE_CURSOR_FIRST_BYTE_STAMP: stamp
        }
        await run(path.join(dir, 'dist-package', 'cursor-agent'), [], env)
        return { ms: stampOf(stamp) - t0, tar: t1 - t0, cli: stampOf(stamp) - t1 }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }
    // The warm cache: what one run that downloaded left in it.
    const warmCache = path.join(tmp, 'tool-cache-warm')
    fs.mkdirSync(warmCache)
    await firstByte(warmCache, false)
    // The entry's record of its checked --version (src/agent/install/toolcache-record.ts), as that run
    // left it: without it, the cached CLI is asked --version before it runs, as every warm start
    // did before the record ("asked").
    const record = path.join(
      warmCache,
      'cursor-agent',
      '2026.9.28-5f2c1ab',
      process.arch,
      'checked.json'
    )
    // (A build from before the record, run with BENCH_DIST, leaves none: both rows are the same.)
    const kept = fs.existsSync(record) ? fs.readFileSync(record) : undefined
    const recorded = (yes) =>
      yes && kept !== undefined
        ? fs.writeFileSync(record, kept)
        : fs.rmSync(record, { force: true })
    const t = {
      ...{ limit: [], tar: [], cli: [], warm: [], asked: [] },
      ...{ warmSha: [], warmShaAsked: [], cold: [], coldSha: [] }
    }
    for (let i = 0; i < runs; i++) {
      const l = await limit()
      t.limit.push(l.ms)
      t.tar.push(l.tar)
      t.cli.push(l.cli)
      recorded(false)
      t.asked.push(await firstByte(warmCache, false))
      recorded(true)
      t.warm.push(await firstByte(warmCache, false))
      recorded(false)
      t.warmShaAsked.push(await firstByte(warmCache, true))
      recorded(true)
      t.warmSha.push(await firstByte(warmCache, true))
      t.cold.push(await cold(false))
      t.coldSha.push(await cold(true))
    }
    const m = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, median(v)]))
    const mib = (fs.statSync(archive).size / MB).toFixed(0)
    row(
      `start → CLI's first byte, limit: tar -x + the CLI`,
      fmtMs(m.limit),
      `tar -xzf of the ${mib} MiB archive ${fmtMs(m.tar)}, then the CLI's own start ${fmtMs(m.cli)}`
    )
    for (const [key, label, coldKey] of [
      ['warm', 'pinned, warm tool cache', 'cold'],
      ['asked', 'pinned, warm tool cache, no record (--version asked)', 'cold'],
      ['warmSha', 'pinned + cli-sha256, warm tool cache', 'coldSha'],
      ['warmShaAsked', 'pinned + cli-sha256, warm tool cache, no record', 'coldSha']
    ]) {
      row(
        `start → CLI's first byte, ${label}`,
        fmtMs(m[key]),
        `over the limit: ${fmtMs(m[key] - m.limit)} (goal ≤ 300 ms); downloaded: ${fmtMs(m[coldKey])}, ${(m[coldKey] / m[key]).toFixed(1)}× the cached start (goal ≥ 5×)`
      )
    }
  } finally {
    await server.close()
  }
}
