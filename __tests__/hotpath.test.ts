/**
 * The hot path (issue 11): the stream's bytes go to the transcript as they came (a line with a
 * secret replaced by its redacted form) for any chunking; the fold keeps a bounded list of call
 * records with exact counters; the session feeds its observers.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import fs from 'node:fs'
import path from 'node:path'
import { LineSplitter } from '../src/core/lines.js'
import { parseLine } from '../src/core/events.js'
import { REPORT_LIMITS, ReportBuilder, type StreamChange } from '../src/core/report.js'
import { LiveLog } from '../src/observers/livelog.js'
import { makeRedactor, MASK } from '../src/core/redact.js'
import { runSession } from '../src/agent/session.js'
import { Observers } from '../src/observers/observer.js'
import { BATCH_BYTES, Transcript } from '../src/agent/transcript.js'
import type { RunObserver } from '../src/observers/observer.js'
import { FAKE_DIR, init, result, shell, streamFile, tempDir } from './helpers.js'

const TOKEN = 'ghp_0123456789abcdefghijABCDEFGHIJ012345'
const redact = makeRedactor(['the-api-key-0123456789'])

/** Runs bytes through the splitter the way the session does; returns the passed-on bytes. */
function passOn(chunks: Buffer[], max?: number): { lines: string[]; bytes: Buffer } {
  const lines: string[] = []
  const out: Buffer[] = []
  const s = new LineSplitter(
    (l) => {
      lines.push(l)
      return parseLine(l, redact).redacted
    },
    (n) => `{"oversize":${n}}`,
    max,
    (b) => out.push(...b)
  )
  for (const c of chunks) s.push(c)
  s.end()
  return { lines, bytes: Buffer.concat(out) }
}

function chunked(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b)
  const chunks: Buffer[] = []
  let from = 0
  for (const p of [...points, bytes.length]) {
    chunks.push(bytes.subarray(from, p))
    from = p
  }
  return chunks
}

describe('bytes to the transcript', () => {
  const clean = '{"type":"thinking","subtype":"delta","text":"héllo 🚀"}\r\n{"a":1}\nnot json\n'
  const secret = `{"type":"error","message":"leaked ${TOKEN}"}\n`

  it('passes clean bytes on unchanged (CRLF, UTF-8, BOM, no final newline) for any chunking', () => {
    const bytes = Buffer.concat([Buffer.from('\ufeff' + clean), Buffer.from('{"tail":true}')])
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 8 }), (cuts) => {
        const { lines, bytes: out } = passOn(chunked(bytes, cuts))
        expect(out.equals(bytes)).toBe(true)
        expect(lines).toEqual([
          '{"type":"thinking","subtype":"delta","text":"héllo 🚀"}',
          '{"a":1}',
          'not json',
          '{"tail":true}'
        ])
      })
    )
  })

  it('replaces only a line that held a secret, whatever the chunking', () => {
    const bytes = Buffer.from(clean + secret + clean + `raw ${TOKEN} line\n`)
    const expected = Buffer.from(
      clean + `{"type":"error","message":"leaked ${MASK}"}\n` + clean + `raw ${MASK} line\n`
    )
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 8 }), (cuts) => {
        expect(passOn(chunked(bytes, cuts)).bytes.toString()).toBe(expected.toString())
      })
    )
  })

  it('replaces a line past the limit by a marker, keeping the lines around it', () => {
    const bytes = Buffer.from(`{"a":1}\n${'x'.repeat(100)}\n{"b":2}\n`)
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 6 }), (cuts) => {
        const r = passOn(chunked(bytes, cuts), 50)
        expect(r.bytes.toString()).toBe('{"a":1}\n{"oversize":100}\n{"b":2}\n')
        expect(r.lines).toEqual(['{"a":1}', '{"b":2}'])
      })
    )
  })

  it('gathers bytes into batches, writes them synchronously, reports an unwritable file', async () => {
    const dir = tempDir()
    const t = new Transcript(path.join(dir, 't.ndjson'), redact)
    t.bytes([Buffer.from('{"a":1}\n'), Buffer.from('{"b":2}\n')])
    expect(fs.readFileSync(t.path, 'utf8')).toBe('')
    t.flush()
    expect(fs.readFileSync(t.path, 'utf8')).toBe('{"a":1}\n{"b":2}\n')
    t.bytes([Buffer.alloc(BATCH_BYTES, 'x')])
    expect(fs.statSync(t.path).size).toBe(16 + BATCH_BYTES)
    t.line(`{"c":"${TOKEN}"}`)
    expect(fs.readFileSync(t.path, 'utf8').endsWith(`x{"c":"${MASK}"}\n`)).toBe(true)
    await t.close()
    expect(t.written).toBe(t.path)
    const bad = new Transcript(path.join(dir, 'missing', 't.ndjson'), redact)
    bad.bytes([Buffer.from('x\n')])
    bad.flush()
    expect(bad.written).toBeUndefined()
    expect(bad.error?.message).toMatch(/ENOENT/)
  })
})

describe('the fold keeps bounded state', () => {
  it('keeps running, failed and recent calls with their index; counts stay exact', () => {
    const b = new ReportBuilder()
    const line = (o: object): void => void b.line(JSON.stringify(o))
    line(init)
    const started = (id: string): object => ({
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { shellToolCall: { args: { command: id } } }
    })
    line(started('long-running'))
    const n = 30_000
    for (let i = 0; i < n; i++) {
      const outcome =
        i % 20 === 0 ? { failure: { exitCode: 1, stdout: 'x' } } : { success: { exitCode: 0 } }
      for (const o of shell(`c${i}`, `step ${i}`, outcome)) line(o)
    }
    line(result('done'))
    const r = b.snapshot()
    expect(r.counts.calls).toBe(n + 1)
    expect(r.counts.failed).toBe(n / 20)
    expect(r.counts.running).toBe(1)
    expect(r.tools.length).toBeLessThanOrEqual(
      3 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls)
    )
    expect(r.diagnostics.droppedCalls).toBe(n + 1 - r.tools.length)
    // Stream order, original ordinals.
    const idx = r.tools.map((t) => t.index)
    expect(idx).toEqual([...idx].sort((a, b2) => a - b2))
    expect(r.tools[0]).toMatchObject({ index: 1, callId: 'long-running', state: 'running' })
    expect(r.tools[r.tools.length - 1]).toMatchObject({ index: n + 1, target: `step ${n - 1}` })
    // The last REPORT_LIMITS.recentCalls calls are all there, and the first failures up to the cap.
    expect(idx.slice(-REPORT_LIMITS.recentCalls)).toEqual(
      Array.from(
        { length: REPORT_LIMITS.recentCalls },
        (_, i) => n + 2 - REPORT_LIMITS.recentCalls + i
      )
    )
    const failed = r.tools.filter((t) => t.state === 'failed')
    expect(failed.length).toBeGreaterThanOrEqual(REPORT_LIMITS.problemCalls)
    expect(failed[0]?.target).toBe('step 0')
    expect(failed[REPORT_LIMITS.problemCalls - 1]?.target).toBe(
      `step ${(REPORT_LIMITS.problemCalls - 1) * 20}`
    )
  })
})

describe('the builder hands out', () => {
  it('a snapshot that is a copy, and a live report that grows', () => {
    const b = new ReportBuilder()
    const live = b.live()
    b.line(JSON.stringify(init))
    const copy = b.snapshot()
    expect(copy).toEqual(live)
    expect(copy).not.toBe(live)
    for (const l of shell('c1', 'npm test', { success: { exitCode: 0 } })) b.line(JSON.stringify(l))
    // The copy stays as it was; the live report has the call.
    expect(copy.counts.calls).toBe(0)
    expect(copy.tools).toEqual([])
    expect(live.counts.calls).toBe(1)
    expect(live.tools).toHaveLength(1)
    // Nothing done to the copy reaches the builder.
    copy.tools.push(...live.tools.map((t) => ({ ...t, index: 99 })))
    copy.counts.byKind.clear()
    copy.finalMessage = 'changed'
    expect(b.snapshot().tools.map((t) => t.index)).toEqual([1])
    expect(b.snapshot().counts.byKind.get('shell')?.calls).toBe(1)
    expect(b.live().finalMessage).toBe('')
  })
})

describe('the session and its observers', () => {
  it('feeds start, every folded line, ticks and the live log; ends with no timer of ours', async () => {
    const dir = tempDir()
    const stream = streamFile([
      init,
      ...shell('c1', 'npm test', { success: { exitCode: 0 } }),
      '@fake sleep 1300',
      { type: 'error', message: `oops ${TOKEN}` },
      result('done')
    ])
    const seen: string[] = []
    const changes: StreamChange[] = []
    let ticks = 0
    const watcher: RunObserver = {
      start: (s) => seen.push(`start ${path.basename(s.command)}`),
      change: (c, report) => {
        changes.push(c)
        // The builder's own report, read as it grows: never a copy taken at the start.
        expect(report).toBe(builder.live())
        expect(report.events).toBeGreaterThan(0)
      },
      tick: () => ticks++
    }
    const logged: string[] = []
    const log = new LiveLog(
      {
        info: (l) => logged.push(l),
        debug: () => undefined,
        isDebug: () => false,
        startGroup: () => undefined,
        endGroup: () => undefined
      },
      redact
    )
    const transcript = new Transcript(path.join(dir, 't.ndjson'), redact)
    const builder = new ReportBuilder()
    const end = await runSession({
      command: path.join(FAKE_DIR, 'cursor-agent'),
      args: [],
      cwd: dir,
      env: { ...process.env, FAKE_CURSOR_STREAM: stream },
      exitGraceMs: 5000,
      inactivityMs: 0,
      timeoutMs: 0,
      builder,
      transcript,
      watch: new Observers(log, [log, watcher])
    })
    await transcript.close()
    expect(end.ending).toMatchObject({ kind: 'exited', exitCode: 0 })
    expect(end.internalError).toBeUndefined()
    expect(seen).toEqual(['start cursor-agent'])
    expect(changes.map((c) => c.kind)).toEqual([
      'init',
      'tool_started',
      'tool_completed',
      'error_event',
      'result'
    ])
    expect(changes[3]).toEqual({ kind: 'error_event', message: `oops ${MASK}` })
    expect(ticks).toBeGreaterThanOrEqual(1)
    expect(logged.join('\n')).toContain('$ npm test → exit 0')
    expect(logged.join('\n')).toContain(`error event: oops ${MASK}`)
    expect(fs.readFileSync(transcript.path, 'utf8')).not.toContain(TOKEN)
    expect(builder.snapshot().diagnostics.errorEvents).toEqual([`oops ${MASK}`])
  })
})
