// In process, on the compiled source (plain tsc, no bundling): our splitter, parse, redaction
// prefilter and fold against split + JSON.parse on the same chunks; and the summary of 100,000
// calls.
import path from 'node:path'
import fs from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { compiled } from './compile.mjs'
import { streamOf } from './mix.mjs'
import { fmtMs, MB, median, now } from './proc.mjs'

export async function inProcess(size, runs, row) {
  const lib = compiled()
  const m = {}
  for (const f of [
    'stream/lines',
    'stream/events',
    'stream/report',
    'redact/redact',
    'verdict/verdict',
    'verdict/facts'
  ])
    Object.assign(m, await import(path.join(lib, 'src', 'core', `${f}.js`)))
  Object.assign(m, await import(path.join(lib, 'src', 'render', 'summary.js')))
  {
    // The first 64 MB of the mix, in 64 KiB chunks as a pipe delivers them.
    const fd = fs.openSync(streamOf(size), 'r')
    const data = Buffer.alloc(64 * MB)
    const got = fs.readSync(fd, data, 0, data.length, 0)
    fs.closeSync(fd)
    const bytes = data.subarray(0, data.lastIndexOf(10, got - 1) + 1)
    const chunks = []
    for (let i = 0; i < bytes.length; i += 65536) chunks.push(bytes.subarray(i, i + 65536))
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
    for (let i = 0; i < runs; i++) {
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
    for (let i = 0; i < runs; i++) {
      const t = now()
      md = m.renderSummary(m.runFacts({ report, verdict, durationMs: 1 }), redact)
      times.push(now() - t)
    }
    row(
      'summary of 100,000 calls',
      fmtMs(median(times)),
      `${(Buffer.byteLength(md) / 1024).toFixed(0)} KiB (budget 512 KiB); ${report.tools.length} call records held`
    )
  }
}
