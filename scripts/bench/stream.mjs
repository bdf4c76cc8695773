// The stream at disk speed: the CLI is `cat` of a prepared file, so the producer is never the
// slower side, and the action is set against the least work that does the same job on the same
// bytes: `cat file | tee transcript | consumer` (every line split and JSON.parse'd by a bare
// consumer, every byte kept on disk), and `cat file | consumer`. Runs alternate, so drift hits
// all alike; figures are medians.
import fs from 'node:fs'
import path from 'node:path'
import { streamOf } from './mix.mjs'
import {
  actionEnv,
  basePath,
  fmtMs,
  median,
  node,
  rssHook,
  run,
  runAction,
  scriptCli,
  tmp,
  usageOf
} from './proc.mjs'

const consumer = path.join(tmp, 'consumer.mjs')
fs.writeFileSync(
  consumer,
  `let rest = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (c) => {
  const parts = (rest + c).split('\\n')
  rest = parts.pop()
  for (const l of parts) if (l !== '') JSON.parse(l)
})
process.stdin.on('end', () => { if (rest !== '') JSON.parse(rest) })
`
)

async function pipeline(stream, tee) {
  const usage = path.join(tmp, 'consumer-usage')
  const t = path.join(tmp, 'tee-transcript')
  const consume = `"${node}" --require "${rssHook}" "${consumer}"`
  const cmd = tee ? `cat "${stream}" | tee "${t}" | ${consume}` : `cat "${stream}" | ${consume}`
  const r = await run('/bin/sh', ['-c', cmd], { PATH: basePath, BENCH_RSS_FILE: usage })
  fs.rmSync(t, { force: true })
  return { ms: r.ms, cpuMs: usageOf(usage).cpuMs }
}

/** Wall, CPU and peak RSS at each size; returns the peak RSS per size (MiB). */
export async function streamFigures(sizes, runs, row) {
  const cli = scriptCli(
    'cat-cli',
    `if [ "$1" = "--version" ]; then echo 2026.01.01-bench; exit 0; fi
exec cat "$FAKE_CURSOR_STREAM"
`
  )
  const rss = {}
  for (const mb of sizes) {
    const stream = streamOf(mb)
    const ours = []
    const teed = []
    const bare = []
    const peaks = []
    const cpuOurs = []
    const cpuBase = []
    for (let i = 0; i < runs; i++) {
      const env = actionEnv(stream, { PATH: `${cli}:${basePath}` })
      const a = await runAction(env, { hook: true })
      const u = usageOf(env.BENCH_RSS_FILE)
      ours.push(a.ms)
      peaks.push(u.rssKiB)
      cpuOurs.push(u.cpuMs)
      const p = await pipeline(stream, true)
      teed.push(p.ms)
      cpuBase.push(p.cpuMs)
      bare.push((await pipeline(stream, false)).ms)
    }
    rss[mb] = median(peaks) / 1024
    const label = mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`
    row(
      `wall ${label}: action / (cat | tee | consumer)`,
      `${(median(ours) / median(teed)).toFixed(2)}×`,
      `${fmtMs(median(ours))} vs ${fmtMs(median(teed))} (goal ≤ 1.25× at 300 MB and 1 GB)`
    )
    row(
      `wall ${label}: action / (cat | consumer)`,
      `${(median(ours) / median(bare)).toFixed(2)}×`,
      `${fmtMs(median(ours))} vs ${fmtMs(median(bare))}`
    )
    row(
      `CPU ${label}: action / consumer process`,
      `${(median(cpuOurs) / median(cpuBase)).toFixed(2)}×`,
      `${fmtMs(median(cpuOurs))} vs ${fmtMs(median(cpuBase))} (user+sys; cat's and tee's not counted)`
    )
    row(
      `peak RSS ${label}`,
      `${rss[mb].toFixed(0)} MiB`,
      mb === sizes[0] ? '' : `${(rss[mb] / rss[sizes[0]]).toFixed(2)}× of ${sizes[0]} MB`
    )
  }
  return rss
}
