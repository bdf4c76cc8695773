/**
 * The byte prefilter (src/core/redact/prefilter.ts): on a line's UTF-8 bytes it must flag every line
 * the text prefilter flags (exactly the same lines for ASCII), and the redactor that uses it to
 * pick its patterns must mask every match of every shape. Also: the fallbacks (a line too long
 * to scan) still redact. Without WebAssembly at all: security/stream.test.ts runs `node --jitless`.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { makeRedactor, MASK, SHAPES } from '../../../src/core/redact/redact.js'
import { bytePrefilter, MAX_SCAN_BYTES } from '../../../src/core/redact/prefilter.js'

const KEY = 'key_live_0123456789abcdefABCDEF'
const TOKEN = 'ghs_tokenvalue0123456789abcdefABCDEF01'
const r = makeRedactor([KEY, TOKEN])

const bytesOf = (text: string): boolean => {
  const b = Buffer.from(text, 'utf8')
  const flagged = r.suspectBytes?.(b, 0, b.length)
  if (flagged === undefined) throw new Error('no byte prefilter')
  return flagged
}

/**
 * Strings matching a shape's pattern, generated from the pattern itself. fast-check generates
 * neither lookarounds nor the `i` flag: lookarounds are dropped (the test puts a separator around
 * each match, which satisfies them) and letters of a caseless pattern get a random case.
 */
const matchOf = (pattern: RegExp): fc.Arbitrary<string> => {
  const made = arbitraries.get(pattern)
  if (made !== undefined) return made
  const arbitrary = makeMatchOf(pattern)
  arbitraries.set(pattern, arbitrary)
  return arbitrary
}
const arbitraries = new Map<RegExp, fc.Arbitrary<string>>()
const makeMatchOf = (pattern: RegExp): fc.Arbitrary<string> => {
  const source = pattern.source.replace(/\(\?<?[!=](?:[^()]|\([^()]*\))*\)/g, '')
  const match = fc.stringMatching(new RegExp(`^(?:${source})$`))
  if (!pattern.flags.includes('i')) return match
  return fc
    .tuple(match, fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }))
    .map(([m, flips]) => Array.from(m, (c, i) => (flips[i % 64] ? c.toUpperCase() : c)).join(''))
}

const pieces = [
  KEY,
  TOKEN,
  KEY.toUpperCase(),
  encodeURIComponent(KEY),
  Buffer.from(`x${KEY}`).toString('base64'),
  Buffer.from(KEY).toString('hex'),
  '\\u0067hp_',
  '\\/',
  '"session_id":"abc"',
  'session_token',
  'SECRET-ACCESS',
  'https://',
  'user:pw@',
  'sk-',
  'eyJ',
  '\u0085',
  '\u2028',
  'é',
  '💥'
]

describe('the byte prefilter', () => {
  it('flags every line the text prefilter flags, and the same ones on ASCII (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...pieces),
            fc.string(),
            fc.string({ unit: 'binary' }),
            fc.constantFrom(...SHAPES.map((s) => s.pattern)).chain(matchOf)
          ),
          { maxLength: 12 }
        ),
        (parts) => {
          const line = parts.join('')
          const text = r.suspect?.(line) ?? true
          const bytes = bytesOf(line)
          if (text) expect(bytes).toBe(true)
          // eslint-disable-next-line no-control-regex -- ASCII is U+0000 to U+007F
          if (/^[\x00-\x7f]*$/.test(line)) expect(bytes).toBe(text)
        }
      ),
      { numRuns: 3000 }
    )
  })

  it.each(SHAPES.map((s) => [s.pattern.source.slice(0, 40), s.pattern] as const))(
    'the redactor masks every generated match of %s, wherever it sits',
    (_name, pattern) => {
      fc.assert(
        fc.property(
          matchOf(pattern),
          fc.string({ maxLength: 300 }),
          fc.constantFrom(' ', '\n', '"', '\t'),
          (match, before, gap) => {
            const text = `${before}${gap}${match}${gap}tail`
            expect(r(text)).not.toBe(text)
            expect(bytesOf(JSON.stringify({ text }))).toBe(true)
          }
        ),
        { numRuns: 200 }
      )
    }
  )

  it('redacts exactly as the redactor without it (expressions and substring searches; property)', () => {
    const plain = makeRedactor([KEY, TOKEN], { bytes: false })
    expect(plain.suspectBytes?.(Buffer.from(TOKEN), 0, TOKEN.length)).toBe(true)
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...pieces),
            fc.string(),
            fc.constantFrom(...SHAPES.map((s) => s.pattern)).chain(matchOf),
            fc.constantFrom(' ', '\n', 'x'.repeat(300))
          ),
          { maxLength: 12 }
        ),
        (parts) => {
          const text = parts.join('')
          expect(r(text)).toBe(plain(text))
        }
      ),
      { numRuns: 2000 }
    )
  })

  it('finds a start in the last two bytes of a line and at every alignment', () => {
    for (let pad = 0; pad < 9; pad++) {
      expect(bytesOf(`${'a'.repeat(pad)}\\/`)).toBe(true)
      expect(bytesOf(`${'a'.repeat(pad)}${KEY}`)).toBe(true)
      expect(bytesOf(`${'a'.repeat(pad)}${KEY.slice(0, -1)}`)).toBe(false)
    }
    expect(bytesOf('a')).toBe(false)
    expect(bytesOf('')).toBe(false)
  })

  it('does not let bytes of an earlier, longer line leak into a shorter one', () => {
    const long = Buffer.from(`${'x'.repeat(40)}${KEY}`)
    expect(r.suspectBytes?.(long, 0, long.length)).toBe(true)
    const short = Buffer.from('x'.repeat(40) + KEY.slice(0, 6))
    expect(r.suspectBytes?.(short, 0, short.length)).toBe(false)
  })

  it('reads only its own range of a larger buffer', () => {
    const buf = Buffer.from(`${KEY}\n{"type":"x"}\n${KEY}`)
    const start = KEY.length + 1
    const end = buf.indexOf(10, start)
    expect(r.suspectBytes?.(buf, start, end)).toBe(false)
    expect(r.suspectBytes?.(buf, 0, KEY.length)).toBe(true)
  })

  it('falls back to the text expression for a line too long to scan', () => {
    const line = Buffer.from(`${'a'.repeat(MAX_SCAN_BYTES)}${TOKEN}`)
    expect(r.suspectBytes?.(line, 0, line.length)).toBe(true)
    const clean = Buffer.from('a'.repeat(MAX_SCAN_BYTES + 10))
    expect(r.suspectBytes?.(clean, 0, clean.length)).toBe(false)
    // The redactor picks patterns the same way, so a long text is still masked.
    expect(r(`${'b '.repeat(MAX_SCAN_BYTES)}${TOKEN}`)).toContain(MASK)
  })

  it('grows its memory for a long line and keeps working', () => {
    const line = Buffer.from(`${'z'.repeat(2 * 1024 * 1024)}${KEY}`)
    expect(r.suspectBytes?.(line, 0, line.length)).toBe(true)
    expect(bytesOf('short and clean')).toBe(false)
  })

  it('matches letters of a caseless start in either case, and nothing else', () => {
    const p = bytePrefilter([{ bytes: 'token:', caseless: true }], [/token:/i])
    if (p === undefined) throw new Error('no WebAssembly')
    const scan = (s: string): boolean | undefined => p.any(Buffer.from(s), 0, s.length)
    expect(scan('a ToKeN: b')).toBe(true)
    expect(scan('a TOKEN: b')).toBe(true)
    // ':' and '\x1a' differ only in the bit a letter's case is masked with.
    expect(scan('a token\x1a b')).toBe(false)
    expect(scan('a tokens b')).toBe(false)
  })

  it('reports each group it confirms', () => {
    const p = bytePrefilter([{ bytes: 'ab' }, { bytes: 'cd' }], [/ab/, /(?!)/, /(?!)/, /cd!/])
    if (p === undefined) throw new Error('no WebAssembly')
    const groups = (s: string): number | undefined => p.groups(Buffer.from(s), 0, s.length)
    expect(groups('xx ab cd! ab')).toBe(0b1001)
    expect(groups('xx cd cd ab')).toBe(0b0001)
    expect(groups('cd')).toBe(0)
  })

  it('answers for each line of a chunk as for the line alone, decoded text given or not (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.oneof(
              fc.constantFrom(...pieces),
              fc.string(),
              fc.string({ unit: 'binary' }),
              fc.constantFrom(...SHAPES.map((s) => s.pattern)).chain(matchOf)
            ),
            { maxLength: 6 }
          ),
          { minLength: 1, maxLength: 10 }
        ),
        fc.boolean(),
        fc.boolean(),
        (lines, crlf, decoded) => {
          // A line may hold `\n` (from a generated string): the chunk is cut where its bytes do.
          const chunk = Buffer.from(lines.map((l) => l.join('')).join(crlf ? '\r\n' : '\n'))
          const scan = r.suspectChunk?.(chunk)
          if (scan === undefined) throw new Error('no byte prefilter')
          for (let start = 0; start <= chunk.length;) {
            let nl = chunk.indexOf(10, start)
            if (nl < 0) nl = chunk.length
            const end = nl > start && chunk[nl - 1] === 13 ? nl - 1 : nl
            const text = decoded ? chunk.toString('utf8', start, end) : undefined
            expect(scan(start, end, text)).toBe(r.suspectBytes?.(chunk, start, end))
            start = nl + 1
          }
        }
      ),
      { numRuns: 1000 }
    )
    // A start split across two lines is no candidate in either.
    const chunk = Buffer.from(`x ${KEY.slice(0, 10)}\n${KEY.slice(10)}\n${KEY}`)
    const scan = r.suspectChunk?.(chunk)
    const first = chunk.indexOf(10)
    const second = chunk.indexOf(10, first + 1)
    expect(scan?.(0, first)).toBe(false)
    expect(scan?.(first + 1, second)).toBe(false)
    expect(scan?.(second + 1, chunk.length)).toBe(true)
    // Lines asked out of order (a caller that skipped some) are answered all the same.
    expect(scan?.(0, first)).toBe(false)
  })

  // Found by a red-team pass on this prefilter; each was masked before it.
  describe('what a red-team pass found', () => {
    const LONG = 'key_c41e8a0f93b27d65e1f04a9c38b72d5e60a1f9c4b83e27d05f6a19c4e8b3d72a'
    const long = makeRedactor([LONG])
    const wrap = (text: string, width: number): string =>
      (text.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).join('\n')
    /** The key's hex and base64 forms (at each offset), which must not survive unwrapped. */
    const forms = (out: string): string[] => {
      const flat = out.replace(/\n/g, '')
      const hex = Buffer.from(LONG).toString('hex')
      const b64 = [0, 1, 2].map((o) => {
        const all = Buffer.concat([Buffer.alloc(o), Buffer.from(LONG)]).toString('base64')
        return all.slice(Math.ceil((8 * o) / 6), Math.floor((8 * (o + LONG.length)) / 6))
      })
      return [hex, hex.toUpperCase(), ...b64].filter((f) => flat.includes(f.slice(4, -4)))
    }

    it('a key wrapped over two or more lines (xxd -p 60, openssl 64, base64 76), anything around', () => {
      for (let n = 0; n < 120; n++) {
        for (const width of [60, 64, 76]) {
          for (const tail of ['', '\nASIA\n', '\n$ echo eyJhbGciOi']) {
            const env = Buffer.from(`CURSOR_API_KEY=${'x'.repeat(n)}${LONG}\n`)
            const b64 = `$ base64 .env\n${wrap(env.toString('base64'), width)}${tail}`
            expect(forms(long(b64))).toEqual([])
            const hex = `$ xxd -p .env\n${wrap(env.toString('hex'), width)}${tail}`
            expect(forms(long(hex))).toEqual([])
            const line = Buffer.from(JSON.stringify({ text: b64 }))
            expect(long.suspectBytes?.(line, 0, line.length)).toBe(true)
          }
        }
      }
    })

    it('a URL password that matches only once a key in its user name is masked', () => {
      const KEY2 = 'crsr_Ab+cD/eF=gH12345678901234567890'
      const r2 = makeRedactor([KEY2])
      const url = `origin\thttps://${KEY2}:Tr0ub4dor3xyz@git.example.com/repo.git (fetch)`
      for (const pad of [0, 300]) {
        const out = r2(`${url}${' '.repeat(pad)}`)
        expect(out).not.toContain('Tr0ub4dor3xyz')
        expect(out).not.toContain(KEY2)
      }
    })

    it('a token sharing its first 16 bytes with a secret of the run is still flagged and masked', () => {
      const secret = 'ghs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
      const r3 = makeRedactor([secret])
      const other = 'ghs_AAAAAAAAAAAAZq9Zq9Zq9Zq9Zq9Zq9Zq9Zq9Zq9Zq9'
      const line = Buffer.from(JSON.stringify({ type: 'assistant', text: `see ${other}` }))
      expect(r3.suspectBytes?.(line, 0, line.length)).toBe(true)
      expect(r3(`see ${other} and ${secret} ${'p'.repeat(300)}`)).not.toMatch(/ghs_A/)
    })
  })

  it('is built on first use, once: a redactor made at the start compiles nothing', () => {
    // The global as the code under test finds it (the tests' types do not describe it).
    const wasm = (
      globalThis as unknown as { WebAssembly: { Module: new (b: Uint8Array) => object } }
    ).WebAssembly
    const Real = wasm.Module
    let compiled = 0
    wasm.Module = new Proxy(Real, {
      construct(target, args: [Uint8Array]) {
        compiled++
        return Reflect.construct(target, args) as object
      }
    })
    try {
      const r = makeRedactor(['key_0123456789abcdef', 'ghs_0123456789abcdefghijklmnopqrstuvwxyz'])
      expect(r('a short line with key_0123456789abcdef')).toBe(`a short line with ${MASK}`)
      expect(compiled).toBe(0)
      const line = Buffer.from('{"type":"thinking","text":"nothing to see"}')
      expect(r.suspectBytes?.(line, 0, line.length)).toBe(false)
      expect(compiled).toBe(1)
      expect(r.suspectChunk?.(line)).toBeDefined()
      expect(r(`${'p'.repeat(300)} key_0123456789abcdef`)).toBe(`${'p'.repeat(300)} ${MASK}`)
      expect(compiled).toBe(1)
      // Without it (no WebAssembly), nothing is compiled and the answers are the same.
      const plain = makeRedactor(['key_0123456789abcdef'], { bytes: false })
      expect(plain.suspectBytes?.(line, 0, line.length)).toBe(false)
      expect(plain.suspectChunk?.(line)).toBeUndefined()
      expect(compiled).toBe(1)
    } finally {
      wasm.Module = Real
    }
  })
})
