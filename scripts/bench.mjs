// `npm run bench`: what a user waits for, end to end, on the bundled action (dist/index.js).
// Every figure is set against a baseline measured in the same run on the same machine, the
// median of several runs taken in turn (docs/performance.md says what each one means):
//
//   wall        the whole action with a CLI that is `cat` of a prepared file (a producer at disk
//               speed) vs `cat | tee transcript | consumer` (the least work that does the same
//               job: every line split and JSON.parse'd, every byte kept on disk), and vs
//               `cat | consumer`; CPU time; peak RSS at each size, vs the smallest
//   start       step start → CLI spawned (a CLI on PATH), vs `node -e 0`; exit after its last byte
//   pinned      step start → the CLI's first byte with `cli-version` (the tests' loopback archive
//               server, a 50 MiB archive), from a warm tool cache and downloaded, each with and
//               without `cli-sha256`, vs `tar -x` of the same archive + the CLI's own start
//   parse+fold  our splitter + parse + redaction prefilter + fold vs split + JSON.parse, in process
//   render      the summary of 100,000 calls (time, bytes)
//
//   npm run bench                  10 MB and 100 MB streams (CI)
//   npm run bench -- --big         10 MB, 300 MB and 1 GB (BENCH_FULL=1 too)
//   npm run bench -- --only=stream,start,pinned,inproc   some parts only
//   BENCH_RUNS=n                   runs per figure (default 3; the plain start takes twice as many)
//   BENCH_DIST=path/to/index.js    another build of the action (a before/after comparison)
//
// Streams are generated once into tmp/bench/ (not committed). Another Node: put it first on PATH
// and run `node --expose-gc scripts/bench.mjs`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inProcess } from './bench/inproc.mjs'
import { DIST, root, tmp } from './bench/proc.mjs'
import { pinnedStart, plainStart } from './bench/start.mjs'
import { streamFigures } from './bench/stream.mjs'

const args = process.argv.slice(2)
const BIG = args.includes('--big') || process.env.BENCH_FULL === '1'
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const part = (name) => only === undefined || only.includes(name)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SIZES = BIG ? [10, 300, 1024] : [10, 100]

const rows = []
const row = (name, value, note = '') => rows.push({ name, value, note })

try {
  if (part('stream')) await streamFigures(SIZES, RUNS, row)
  if (part('start')) await plainStart(RUNS * 2, row)
  if (part('pinned')) await pinnedStart(RUNS, row)
  if (part('inproc')) await inProcess(SIZES[1], RUNS, row)
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${new Date().toISOString().slice(0, 10)}, median of ${RUNS} runs, ${path.relative(root, DIST)}\n`
)
const w = Math.max(...rows.map((r) => r.name.length))
for (const r of rows) console.log(`${r.name.padEnd(w)}  ${r.value.padStart(9)}  ${r.note}`)
const out = path.join(root, 'tmp', 'bench', `results-${process.version}.json`)
fs.writeFileSync(out, JSON.stringify(rows, null, 2))
