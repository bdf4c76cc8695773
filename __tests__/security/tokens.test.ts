/**
 * Secrets in the shapes found later (issue 24, 5: the JWT form of a GitHub App installation token;
 * issue 18: 19, an AWS secret after its name), masked whole in every encoding and in linear time,
 * in process and end to end.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { makeRedactor, MASK, secretForms } from '../../src/core/redact/redact.js'
import { parseLine } from '../../src/core/stream/events.js'
import { LineSplitter } from '../../src/core/stream/lines.js'
import { jwtToken } from '../support/tokens.js'
import fs from 'node:fs'
import { assistant, init, result, runAction, shell, streamFile } from '../support/helpers.js'
import { hostedRun } from '../support/hosted.js'
import { shared } from '../support/shared.js'

const KEY = 'key_shape_0123456789abcdefABCDEF'
const r = makeRedactor([KEY])
const plain = makeRedactor([KEY], { bytes: false })

const b64u = (v: string | Uint8Array): string => Buffer.from(v).toString('base64url')

const TOKEN = jwtToken()

/** Any token of the shape: prefix, app id, a JSON header, any claims, any signature. */
const anyToken = fc
  .tuple(
    fc.constantFrom('ghs', 'ghu', 'ghp', 'gho', 'ghr'),
    fc.integer({ min: 1, max: 2 ** 31 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), {
      minKeys: 1,
      maxKeys: 3
    }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.uint8Array({ minLength: 1, maxLength: 300 })
  )
  .map(
    ([prefix, app, header, claims, sig]) =>
      `${prefix}_${String(app)}_${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(claims))}.${b64u(sig)}`
  )

/** What can come right after a token: anything but a character of its signature. */
const after = fc
  .tuple(
    fc.constantFrom(' ', '"', "'", '\n', '\\n', ',', '&', '@', ')', '.', '. ', ''),
    fc.string()
  )
  .map(([sep, rest]) => (sep === '' ? '' : sep + rest))

/** Ordinary names: snake_case, `ghs_` at their start, digits, under 30 characters a part. */
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/)
const snake = fc
  .tuple(
    fc.constantFrom('', 'ghs_', 'ghu_', 'ghp_', 'gh_', 'my_ghs_'),
    fc.option(fc.integer({ min: 0, max: 99999 })),
    fc.array(word, { minLength: 1, maxLength: 5 })
  )
  .map(([prefix, n, parts]) => `${prefix}${n === null ? '' : `${String(n)}_`}${parts.join('_')}`)
const ordinary = fc.oneof(
  snake,
  snake.map((s) => `const ${s} = ${s}_count + 1_000;`),
  snake.map((s) => `https://github.com/octo/${s}/blob/main/src/${s}.ts#L12`),
  snake.map((s) => `def ${s}(self): return self.${s}.eyes`),
  fc.constantFrom(
    'The prefix ghs_ marks an installation token; ghs_<app id>_<JWT> is its new form.',
    'Tokens look like ghs_1234_… or ghp_…; see ghs_tokens.md and ghs_2026_05.',
    'ghs_ ghu_ ghp_ gho_ ghr_ ghs_count ghs_2024_report',
    'eyJ is how base64 of {" starts; ghs_1_e and ghs_12_eyes are names.'
  ),
  word
)

describe('the JWT form of a GitHub App installation token (issue 24, 5)', () => {
  it('is masked whole, prefix to signature, with the words around it kept', () => {
    expect(TOKEN.length).toBeGreaterThan(500)
    for (const before of ['', 'token ', 'GITHUB_TOKEN=', 'Authorization: Bearer ', 'x:', '"'])
      for (const end of ['', ' after', '"', '. Done.', '\n', '@github.com/o/r.git'])
        expect(r(`${before}${TOKEN}${end}`)).toBe(`${before}${MASK}${end}`)
    expect(r(`https://x-access-token:${TOKEN}@github.com/o/r`)).toBe(
      `https://x-access-token:${MASK}@github.com/o/r`
    )
    // The same shape after the other prefixes, should GitHub move them too.
    for (const prefix of ['ghu', 'ghp', 'gho', 'ghr'])
      expect(r(`a ${jwtToken('42', prefix)} b`)).toBe(`a ${MASK} b`)
  })

  it('is masked wherever it appears, with and without the byte prefilter (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), anyToken, after, (before, token, rest) => {
        fc.pre(r(before) === before && r(rest) === rest)
        const text = `${before}${token}${rest}`
        expect(r(text)).toBe(`${before}${MASK}${rest}`)
        expect(plain(text)).toBe(`${before}${MASK}${rest}`)
        expect(r.suspect?.(text)).toBe(true)
      }),
      { numRuns: 500 }
    )
  })

  it('is masked in a stream line: JSON strings, escapes, JSON in JSON, a line that is not JSON', () => {
    const texts = [
      `echo "$GITHUB_TOKEN"\n${TOKEN}\n`,
      `tab\t${TOKEN}\ttab`,
      JSON.stringify({ env: { GH_TOKEN: TOKEN } }),
      JSON.stringify(JSON.stringify({ token: `x\n${TOKEN}\n` }))
    ]
    for (const text of texts) {
      const line = JSON.stringify({
        type: 'assistant',
        message: { role: 'assistant', content: [{ type: 'text', text }] }
      })
      const parsed = parseLine(line, r)
      expect(parsed.redacted).toBeDefined()
      expect(parsed.redacted).not.toContain(TOKEN.slice(12, 40))
      expect(parsed.redacted).not.toContain(TOKEN.slice(-40))
      expect(parsed.redacted).toContain(MASK)
    }
    // A JSON escape spelling the prefix, and a raw line that is not JSON.
    const escaped = `{"type":"error","message":"\\u0067hs${TOKEN.slice(3)} done"}`
    expect(parseLine(escaped, r).redacted).toBe(`{"type":"error","message":"${MASK} done"}`)
    expect(parseLine(`not json ${TOKEN} here`, r).redacted).toBe(`not json ${MASK} here`)
  })

  it('is flagged by the prefilter at every alignment, at the end of a line, in any chunks', () => {
    for (let pad = 0; pad < 20; pad++) {
      const line = `${'a'.repeat(pad)}${TOKEN}`
      const bytes = Buffer.from(line)
      expect([pad, r.suspectBytes?.(bytes, 0, bytes.length)]).toEqual([pad, true])
      expect([pad, r(line)]).toEqual([pad, `${'a'.repeat(pad)}${MASK}`])
    }
    // The hot path: lines from a splitter fed in chunks, the prefilter on each line's bytes.
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 6 }),
        (before, cuts) => {
          fc.pre(!before.includes('*') && r(before) === before)
          const event = { type: 'result', result: `${before} ${TOKEN} end` }
          const stream = Buffer.from(`${JSON.stringify(event)}\n${JSON.stringify(event)}\n`)
          const out: Buffer[] = []
          const splitter = new LineSplitter(
            (line, bytes, start, end) =>
              parseLine(line, r, r.suspectBytes?.(bytes, start, end)).redacted,
            undefined,
            undefined,
            (b) => {
              out.push(...b)
            }
          )
          let at = 0
          for (const cut of cuts) {
            splitter.push(stream.subarray(at, Math.min(stream.length, at + cut)))
            at = Math.min(stream.length, at + cut)
          }
          splitter.push(stream.subarray(at))
          splitter.end()
          const transcript = Buffer.concat(out).toString()
          expect(transcript).not.toContain(TOKEN.slice(-30))
          expect(transcript.split(MASK)).toHaveLength(3)
        }
      ),
      { numRuns: 200 }
    )
  })

  it('leaves bare JWTs masked as before', () => {
    const jwt = TOKEN.slice(TOKEN.indexOf('eyJ'))
    expect(r(`jwt ${jwt} end`)).toBe(`jwt ${MASK} end`)
    expect(r(`id_token=${jwt}`)).toBe(`id_token=${MASK}`)
    expect(r(`{"value":"${jwt}"}`)).toBe(`{"value":"${MASK}"}`)
  })
})

describe('no false positives on ordinary identifiers (issue 24, 5)', () => {
  it('leaves snake_case names, ghs_ in prose, URLs and code alone (property)', () => {
    fc.assert(
      fc.property(
        fc.array(ordinary, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(' ', '\n', '.', '/', ', ', '_'),
        (parts, sep) => {
          const text = parts.join(sep)
          expect(r(text)).toBe(text)
        }
      ),
      { numRuns: 1000 }
    )
  })
})

describe('linear time on hostile input (issue 24, 5)', () => {
  const rep = (s: string, n: number): string => s.repeat(Math.ceil(n / s.length)).slice(0, n)
  let state = 7
  const rand = (n: number): string => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_'
    let s = ''
    for (let i = 0; i < n; i++) {
      state = (state * 1103515245 + 12345) >>> 0
      s += chars[state % chars.length] ?? 'x'
    }
    return s
  }
  const inputs: [string, (n: number) => string][] = [
    ['ghs_1_ repeated', (n) => rep('ghs_1_', n)],
    ['ghs_1_eyJ repeated', (n) => rep('ghs_1_eyJ', n)],
    ['ghs_1_eyJ- repeated', (n) => rep('ghs_1_eyJ-', n)],
    ['prefixes between dots', (n) => rep('ghs_9_eyJa.x.', n)],
    ['eyJ.eyJ. repeated', (n) => rep('eyJ.eyJ.', n)],
    ['JWT segments too short', (n) => rep('eyJaaaaaaaa.eyJaaa.', n)],
    ['a prefix and digits', (n) => `ghs_${rep('1', n)}`],
    ['long app ids', (n) => rep('ghs_11111111111111111111_ ', n)],
    ['ghs_1 repeated', (n) => rep('ghs_1', n)],
    ['[A-Za-z0-9_] after a prefix', (n) => `ghs_1_eyJ${rand(n)}`],
    ['[A-Za-z0-9_] with prefixes', (n) => rep(`ghs_${rand(40)}`, n)],
    ['escaped prefixes', (n) => rep('\\u0067hs_1_eyJ', n)]
  ]
  /** CPU time (user + system, ms; the machine may be busy): the least of five short runs. */
  const cpu = (text: string): number => {
    let best = Infinity
    for (let i = 0; i < 5 && best > 100; i++) {
      const started = process.cpuUsage()
      r(text)
      const used = process.cpuUsage(started)
      best = Math.min(best, (used.user + used.system) / 1000)
    }
    return best
  }
  it.each(inputs)('%s: CPU time grows with the size, 32 KB to 256 KB to 1 MB', (_name, make) => {
    // Each size against the 32 KB run: linear is 8 and 32 times it, quadratic 64 and 1024. A
    // step against the step before (256 KB to 1 MB) measured one or two milliseconds against ten,
    // and read 13-20 for 4 times the text when other processes kept the machine's cores busy (the
    // garbage collector's threads count in this process's CPU time). The floor keeps timer noise
    // out; 256 KB comes first so that a quadratic scan fails before the megabyte is tried.
    const base = Math.max(cpu(make(32 * 1024)), 2)
    for (const times of [8, 32]) expect(cpu(make(times * 32 * 1024)) / base).toBeLessThan(3 * times)
  })
})

/** The 16-character pieces of `token` found in `text` (none: nothing of it leaked). */
function pieces(text: string, token: string): string[] {
  const found = new Set<string>()
  for (let i = 0; i + 16 <= token.length; i++)
    if (text.includes(token.slice(i, i + 16))) found.add(token.slice(i, i + 16))
  return [...found]
}

/** What a run leaves for people and later steps, by name; the runner consumes `add-mask` lines. */
function published(run: { summary: string; stdout: string; outputs: Record<string, string> }) {
  return {
    ...run.outputs,
    summary: run.summary,
    log: run.stdout.replace(/^::add-mask::.*$/gm, ''),
    'transcript file': fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
  }
}

describe('a JWT-form token the action was never given (issue 24, 5)', () => {
  const token = jwtToken('2740196', 'ghs', 'another app')

  it('is absent from the summary, every output, the log and the transcript', async () => {
    const stream = [
      init,
      assistant(`Found GITHUB_TOKEN=${token} in the environment.`),
      ...shell('c1', 'env | grep TOKEN', {
        failure: { exitCode: 1, stdout: `GH_TOKEN=${token}\nCI=true`, stderr: 'grep: done' }
      }),
      ...shell('c2', 'printenv GH_TOKEN', { success: { exitCode: 0, stdout: `${token}\n` } }),
      result(`Token: "${token}". Done.`)
    ]
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(stream) }
    })
    expect(run.outputs.conclusion).toBe('success')
    const texts = published(run)
    for (const [name, text] of Object.entries(texts))
      expect([name, pieces(text, token)]).toEqual([name, []])
    // The words around it are kept.
    expect(run.outputs.result).toBe('Token: "***". Done.')
    expect(run.outputs.final_message).toBe('Found GITHUB_TOKEN=*** in the environment.')
    expect(texts.log).toContain('Found GITHUB_TOKEN=*** in the environment.')
    expect(run.summary).toContain('GH_TOKEN=***')
    expect(texts['transcript file']).toContain('Found GITHUB_TOKEN=*** in the environment.')
    expect(texts['transcript file']).toContain('GH_TOKEN=***\\nCI=true')
    // Still one JSON event per line.
    expect(texts['transcript file'].trim().split('\n')).toHaveLength(stream.length)
  })
})

describe('a github-token input of the JWT form (issue 24, 5)', () => {
  const token = jwtToken('1234567', 'ghs', 'given')
  const b64 = (s: string): string => Buffer.from(s).toString('base64')

  it('is masked in every encoding, and a file holding it is not landed', async () => {
    const hex = Buffer.from(token).toString('hex')
    const wrapped = (b64(`basic ${token}`).match(/.{1,76}/g) ?? []).join('\n')
    const printed = [
      `raw ${token}`,
      `upper ${token.toUpperCase()}`,
      `header ${b64(`x-access-token:${token}`)}`,
      `url ${encodeURIComponent(token)}`,
      `hex ${hex}`,
      `wrapped\n${wrapped}\nend`,
      JSON.stringify({ env: { GITHUB_TOKEN: token } })
    ].join('\n')
    const run = await hostedRun({
      before: [init, assistant(printed)],
      agent: `printf 'token=%s\\n' '${token}' > leak.txt; printf '%s\\n' '${wrapped}' > wrapped.txt; echo fixed > a.txt`,
      after: [...shell('c1', 'cat leak.txt', { success: { stdout: printed } }), result(printed)],
      inputs: { 'api-key': KEY, 'github-token': token }
    })
    expect(run.outputs.conclusion).toBe('success')
    const texts = published(run)
    for (const [name, text] of Object.entries(texts)) {
      expect([name, pieces(text, token)]).toEqual([name, []])
      expect([name, secretForms(token).filter((f) => text.includes(f))]).toEqual([name, []])
      expect([name, pieces(text, hex), pieces(text, wrapped.slice(100, 300))]).toEqual([
        name,
        [],
        []
      ])
    }
    // The landing's secret scan: no patch, a warning naming both files and the token.
    expect(run.outputs.patch).toBe('')
    const warnings = run.stdout.split('\n').filter((l) => l.startsWith('::warning'))
    const scan = warnings.find((l) => l.includes('leak.txt')) ?? ''
    expect(scan).toContain('wrapped.txt')
    expect(scan).toMatch(/GitHub token/)
    expect(run.outputs.files_changed).toContain('a.txt')
  })
})

/**
 * One hosted run for the two AWS-secret tests: each phrase in the same message with a secret of
 * its own, so each test looks for its own secret and fails only when its own shape leaks.
 */
const AWS_AFTER_SPACE = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
const AWS_AFTER_EQUALS = 'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY'
const awsRun = shared(() =>
  hostedRun({
    before: [
      init,
      assistant(
        `run: aws configure set aws_secret_access_key ${AWS_AFTER_SPACE}\n` +
          `found aws_secret=${AWS_AFTER_EQUALS} in the env`
      )
    ],
    agent: 'true',
    after: [result('done')],
    inputs: { 'api-key': KEY }
  })
)

describe('redaction (issue 18: 19)', () => {
  it('masks an AWS secret key given to `aws configure set` (a space after its name)', async () => {
    const run = await awsRun()
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.final_message).toContain('aws_secret_access_key ***')
    for (const text of [run.stdout, run.summary, run.outputs.final_message ?? ''])
      expect(text).not.toContain(AWS_AFTER_SPACE)
  })
})

describe('redaction and a late cancel (issue 18: 19)', () => {
  it('masks the secret after aws_secret=', async () => {
    const run = await awsRun()
    expect(run.outputs.final_message).toContain('aws_secret=***')
    for (const text of [
      run.stdout,
      run.summary,
      fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    ])
      expect(text).not.toContain(AWS_AFTER_EQUALS)
  })
})
