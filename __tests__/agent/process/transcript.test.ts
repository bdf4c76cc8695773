/**
 * The transcript (src/agent/process/transcript.ts), the hot path of issue 11: the stream's bytes go to it
 * as they came for any chunking (a line with a secret replaced by its redacted form, a line past
 * the limit by a marker), in batches written synchronously.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import fs from 'node:fs'
import path from 'node:path'
import { LineSplitter } from '../../../src/core/stream/lines.js'
import { parseLine } from '../../../src/core/stream/events.js'
import { makeRedactor, MASK } from '../../../src/core/redact/redact.js'
import { BATCH_BYTES, Transcript } from '../../../src/agent/process/transcript.js'
import { tempDir } from '../../support/helpers.js'

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
