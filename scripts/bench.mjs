// `npm run bench`: speed and memory of the bundled code, each printed as a ratio against a
// baseline measured in the same run on the same machine (never as a fixed time).
//   parse+fold   our LineSplitter + fold over a generated stream vs. bare split + JSON.parse
//   render       the summary of 100,000 tool calls vs. JSON.stringify of the same records
//   memory       heap kept by the fold after 100,000 calls with 3 KB outputs vs. the stream's size
//   action       node dist/index.js on the demo stream (fake CLI) vs. `node -e 0`
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'caa-bench-'))

// The source compiled as it is (plain tsc, no bundling), so the bench measures the code that ships.
const out = path.join(tmp, 'lib')
const tsc = spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsc'),
  [
    '--ignoreConfig',
    '--outDir',
    out,
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
    ...['core/lines', 'core/report', 'render/summary', 'render/redact', 'core/verdict'].map((m) =>
      path.join(root, 'src', `${m}.ts`)
    )
  ],
  { cwd: root, encoding: 'utf8' }
)
if (tsc.status !== 0) {
  console.error(tsc.stdout, tsc.stderr)
  process.exit(1)
}
fs.writeFileSync(path.join(out, 'package.json'), '{"type":"module"}')
const lib = {
  ...(await import(path.join(out, 'core', 'lines.js'))),
  ...(await import(path.join(out, 'core', 'report.js'))),
  ...(await import(path.join(out, 'render', 'summary.js'))),
  ...(await import(path.join(out, 'render', 'redact.js'))),
  ...(await import(path.join(out, 'core', 'verdict.js')))
}

function stream(calls, outputBytes) {
  const lines = [
    JSON.stringify({ type: 'system', subtype: 'init', session_id: 's', model: 'M', cwd: '/w' })
  ]
  const out = 'o'.repeat(outputBytes)
  for (let i = 0; i < calls; i++) {
    const id = `call-${i}\nfc_${i}`
    const args = { command: `npm run step-${i}`, workingDirectory: '' }
    lines.push(
      JSON.stringify({
        type: 'tool_call',
        subtype: 'started',
        call_id: id,
        tool_call: { shellToolCall: { args } },
        timestamp_ms: i
      })
    )
    const r =
      i % 10 === 0
        ? { failure: { exitCode: 1, stdout: out } }
        : { success: { exitCode: 0, stdout: out, executionTime: 5 } }
    lines.push(
      JSON.stringify({
        type: 'tool_call',
        subtype: 'completed',
        call_id: id,
        tool_call: { shellToolCall: { args, result: r } },
        timestamp_ms: i + 1
      })
    )
    if (i % 3 === 0)
      lines.push(
        JSON.stringify({ type: 'thinking', subtype: 'delta', text: 'hmm ', timestamp_ms: i })
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
  return Buffer.from(lines.join('\n') + '\n')
}

function best(n, fn) {
  let min = Infinity
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint()
    fn()
    min = Math.min(min, Number(process.hrtime.bigint() - t) / 1e6)
  }
  return min
}

const rows = []
const row = (name, ours, base, unit, note) =>
  rows.push({ name, ours, base, ratio: ours / base, unit, note })

// 1. parse + fold
const data = stream(20_000, 200)
const chunks = []
for (let i = 0; i < data.length; i += 65536) chunks.push(data.subarray(i, i + 65536))
const base1 = best(5, () => {
  for (const l of data.toString('utf8').split('\n')) if (l) JSON.parse(l)
})
let folded
const ours1 = best(5, () => {
  const b = new lib.ReportBuilder()
  const s = new lib.LineSplitter((l) => b.line(l))
  for (const c of chunks) s.push(c)
  s.end()
  folded = b.snapshot()
})
row(
  'parse+fold 20k calls (' + (data.length / 1e6).toFixed(1) + ' MB)',
  ours1,
  base1,
  'ms',
  'vs split + JSON.parse'
)

// 2. render 100,000 calls
const big = stream(100_000, 50)
const b2 = new lib.ReportBuilder()
const s2 = new lib.LineSplitter((l) => b2.line(l))
s2.push(big)
s2.end()
const report = b2.snapshot()
const verdict = lib.decide({ kind: 'exited', exitCode: 0, signal: null }, report.result)
const redact = lib.makeRedactor(['key_bench_123456'])
const base2 = best(3, () => JSON.stringify(report.tools))
let md = ''
const ours2 = best(3, () => {
  md = lib.renderSummary({ report, verdict, durationMs: 1, exitCode: 0 }, redact)
})
row(
  'render 100k calls',
  ours2,
  base2,
  'ms',
  `vs JSON.stringify of the records; ${(Buffer.byteLength(md) / 1024).toFixed(0)} KiB out`
)

// 3. memory kept by the fold
const memData = stream(100_000, 3000)
globalThis.gc?.()
const before = process.memoryUsage().heapUsed
const b3 = new lib.ReportBuilder()
const s3 = new lib.LineSplitter((l) => b3.line(l))
for (let i = 0; i < memData.length; i += 65536) s3.push(memData.subarray(i, i + 65536))
s3.end()
globalThis.gc?.()
const kept = process.memoryUsage().heapUsed - before
row(
  'heap kept, 100k calls × 3 KB output',
  kept / 1e6,
  memData.length / 1e6,
  'MB',
  `vs the stream's size${globalThis.gc ? '' : ' (run with --expose-gc for exact figures)'}`
)
void b3

// 4. the action end to end
const ws = path.join(tmp, 'ws')
fs.mkdirSync(ws)
const env = {
  ...process.env,
  PATH: `${path.join(root, 'fake')}:${process.env.PATH}`,
  INPUT_PROMPT: 'x',
  INPUT_INSTALL: 'false',
  GITHUB_OUTPUT: path.join(tmp, 'o'),
  GITHUB_STEP_SUMMARY: path.join(tmp, 's'),
  GITHUB_WORKSPACE: ws,
  RUNNER_TEMP: tmp,
  FAKE_CURSOR_STREAM: path.join(root, 'examples', 'demo.ndjson')
}
const run = (args, e) => {
  fs.writeFileSync(path.join(tmp, 'o'), '')
  fs.writeFileSync(path.join(tmp, 's'), '')
  const r = spawnSync(process.execPath, args, { env: e, stdio: 'ignore' })
  if (r.status !== 0) throw new Error('run failed: ' + args.join(' '))
}
const base4 = best(5, () => run(['-e', '0'], process.env))
const ours4 = best(5, () => run([path.join(root, 'dist', 'index.js')], env))
row(
  'action on the demo stream',
  ours4,
  base4,
  'ms',
  'vs node -e 0 (includes the fake CLI: a second node start)'
)

console.log(`node ${process.version}, ${os.cpus().length} cores\n`)
console.log(
  'benchmark'.padEnd(42) +
    'ours'.padStart(12) +
    'baseline'.padStart(12) +
    'ratio'.padStart(9) +
    '  note'
)
for (const r of rows) {
  console.log(
    r.name.padEnd(42) +
      `${r.ours.toFixed(1)} ${r.unit}`.padStart(12) +
      `${r.base.toFixed(1)} ${r.unit}`.padStart(12) +
      `${r.ratio.toFixed(2)}×`.padStart(9) +
      `  ${r.note}`
  )
}
fs.rmSync(tmp, { recursive: true, force: true })
void folded
