/**
 * The redactor (src/core/redact/redact.ts): token shapes, the run's own secrets in every encoding, the
 * prefilter, redaction in the fold before any cut, the red team's line shapes, safe cuts, and no
 * pattern that backtracks into quadratic time.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  cutHead,
  cutTail,
  makeRedactor,
  MASK,
  secretForms
} from '../../../src/core/redact/redact.js'
import { parseLine } from '../../../src/core/stream/events.js'
import { foldText } from '../../../src/core/stream/report.js'
import { jwtToken } from '../../support/tokens.js'
import { growth, GROWTH_LIMIT } from '../../support/growth.js'

const KEY = 'crsr_Ab+cD/eF=gH12345678901234567890'
const r = makeRedactor([KEY])

const shapes: [string, string][] = [
  ['GitHub classic', 'ghp_0123456789abcdefghijABCDEFGHIJ012345'],
  ['GitHub app', 'ghs_0123456789abcdefghijABCDEFGHIJ012345'],
  ['GitHub app, JWT form (issue 24)', jwtToken()],
  [
    'GitHub fine-grained',
    'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUV'
  ],
  ['OpenAI', 'sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz012345'],
  ['Slack bot', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx'],
  ['Slack user', 'xoxp-123456789012-1234567890123-1234567890123-0123456789abcdef'],
  ['GitLab', 'glpat-AbCdEfGhIjKlMnOpQrSt'],
  ['Stripe live', 'sk_live_51AbCdEfGhIjKlMnOpQrStUvWx'],
  ['Stripe restricted', 'rk_live_51AbCdEfGhIjKlMnOpQrStUvWx'],
  ['Google', 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q'],
  ['npm', 'npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789'],
  ['AWS key id', 'AKIAIOSFODNN7EXAMPLE'],
  [
    'JWT',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'
  ]
]

describe('token shapes', () => {
  it.each(shapes)('%s is masked, with the words around it kept', (_name, token) => {
    expect(r(`before ${token} after`)).toBe(`before ${MASK} after`)
    expect(r.suspect?.(`before ${token} after`)).toBe(true)
  })

  it('masks an OpenAI key right after an ANSI colour code, not inside a word', () => {
    expect(r('\x1b[32msk-AbCdEfGhIjKlMnOpQrStUvWx\x1b[0m')).toBe(`\x1b[32m${MASK}\x1b[0m`)
    const word = 'task-runner-for-the-long-named-service-config'
    expect(r(word)).toBe(word)
  })

  it('masks an AWS secret access key only after a key named like one', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
    for (const form of [
      `aws_secret_access_key = ${secret}`,
      `AWS_SECRET_ACCESS_KEY=${secret}`,
      `"SecretAccessKey": "${secret}"`,
      `secret-access-key: '${secret}'`
    ]) {
      expect(r(form)).not.toContain(secret)
      expect(r(form)).toContain(MASK)
    }
    // 40 characters alone are a hash, a path or a base64 blob: left alone.
    const sha = 'da39a3ee5e6b4b0d3255bfef95601890afd80709'
    expect(r(`commit ${sha} ${secret}`)).toBe(`commit ${sha} ${secret}`)
  })

  it('masks PEM private keys: whole, cut short, with headers, inside JSON text', () => {
    const body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj'
    const pem = `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,AB12\n\n${body}\n${body}\n-----END RSA PRIVATE KEY-----`
    expect(r(`key:\n${pem}\ndone`)).toBe(`key:\n${MASK}\ndone`)
    expect(r(pem.slice(0, 120))).not.toContain(body.slice(0, 20))
    const json = JSON.stringify({ private_key: pem.replace('RSA ', '') })
    expect(r(json)).not.toContain(body.slice(0, 20))
    expect(r(JSON.stringify(json))).not.toContain(body.slice(0, 20))
    // A public key or a certificate is not a secret.
    const pub = `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`
    expect(r(pub)).toBe(pub)
  })
})

describe('our own secrets, in every form', () => {
  it('masks the key raw, JSON-escaped, URL-encoded and in base64 at any offset', () => {
    const b64 = (s: string): string => Buffer.from(s).toString('base64')
    const url = (s: string): string => Buffer.from(s).toString('base64url')
    const texts = [
      KEY,
      JSON.stringify(KEY),
      encodeURIComponent(KEY),
      encodeURIComponent(KEY).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      b64(KEY),
      b64(`x${KEY}`),
      b64(`xy${KEY}`),
      b64(`CURSOR_API_KEY=${KEY}\n`),
      url(`xy${KEY}zz`)
    ]
    for (const t of texts) {
      const out = r(`see ${t} here`)
      expect(out).toContain(MASK)
      for (const form of secretForms(KEY)) expect(out).not.toContain(form)
    }
  })

  it('ignores empty and very short values', () => {
    expect(makeRedactor(['', 'ab', undefined])('ab cd')).toBe('ab cd')
  })
})

describe('the prefilter', () => {
  it('flags every text the redactor changes (property)', () => {
    const pieces = [
      ...shapes.map(([, t]) => t),
      KEY,
      Buffer.from(`zz${KEY}`).toString('base64'),
      'aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----',
      'sk-',
      'ghp_',
      'ordinary words',
      '\x1b[1m'
    ]
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string(), fc.constantFrom(' ', '\n'))),
        (parts) => {
          const text = parts.join('')
          if (r(text) !== text) expect(r.suspect?.(text)).toBe(true)
        }
      )
    )
  })

  it('sees through JSON escapes on the raw line', () => {
    const line = '{"type":"error","message":"\\u0067hp_0123456789abcdefghijABCDEFGHIJ012345"}'
    expect(r.suspect?.(line)).toBe(true)
    const parsed = parseLine(line, r)
    expect(parsed.ok && parsed.event.type === 'error' && parsed.event.message).toBe(MASK)
    expect(parsed.redacted).toBe(`{"type":"error","message":"${MASK}"}`)
  })

  it('leaves ordinary lines alone: no redacted copy, same event', () => {
    const line = '{"type":"result","subtype":"success","result":"all good: task-runner npm test"}'
    expect(parseLine(line, r)).toEqual(parseLine(line))
    expect(parseLine(line, r).redacted).toBeUndefined()
  })
})

describe('redaction in the fold happens before any cut', () => {
  const token = 'ghp_0123456789abcdefghijABCDEFGHIJ012345'
  const started = (id: string, command: string): string =>
    JSON.stringify({
      type: 'tool_call',
      subtype: 'started',
      call_id: id,
      tool_call: { shellToolCall: { args: { command } } }
    })
  const failed = (id: string, command: string, out: object): string =>
    JSON.stringify({
      type: 'tool_call',
      subtype: 'completed',
      call_id: id,
      tool_call: {
        shellToolCall: { args: { command }, result: { failure: { exitCode: 1, ...out } } }
      }
    })

  it('a key across the target cut, the output tail cut, or split in two fields leaves no piece', () => {
    const command = `${'a'.repeat(490)} ${token}`
    const report = foldText(
      [
        started('1', command),
        failed('1', command, { stdout: `${'x'.repeat(5000)}${token}`, stderr: `${KEY}\n` }),
        failed('2', 'x', { stdout: token.slice(0, 20), stderr: token.slice(20) }),
        JSON.stringify({
          type: 'assistant',
          timestamp_ms: 1,
          message: { content: [{ text: token.slice(0, 12) }] }
        }),
        JSON.stringify({
          type: 'assistant',
          timestamp_ms: 2,
          message: { content: [{ text: token.slice(12) }] }
        }),
        JSON.stringify({ type: 'result', subtype: 'success', result: `_${KEY}_` })
      ].join('\n'),
      { redact: r }
    )
    const text = JSON.stringify(report, (_k, v: unknown) => (v instanceof Map ? [...v] : v))
    for (const s of [token, KEY])
      for (let i = 0; i + 8 <= s.length; i++) expect(text).not.toContain(s.slice(i, i + 8))
    expect(report.tools[0]?.target.endsWith(`a ${MASK}`)).toBe(true)
    expect(report.tools[1]?.outputTail).toBe(MASK)
    expect(report.finalMessage).toBe(MASK)
    expect(report.result?.text).toBe(`_${MASK}_`)
  })
})

describe('hostile shapes of one line (red team, findings 1 and 3)', () => {
  const token = 'ghp_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0UvWxYz12'
  const escaped = (s: string): string =>
    s.replace(/./g, (c) => `\\u00${c.charCodeAt(0).toString(16).padStart(2, '0')}`)

  it('a secret in a duplicate key never reaches the transcript line', () => {
    for (const line of [
      `{"type":"system","subtype":"init","session_id":"s","x":"${KEY.replace(/\//g, '\\/')}","x":"clean"}`,
      `{"type":"thinking","subtype":"delta","text":"${token}","text":"hi"}`,
      `{"type":"result","subtype":"success","result":"ok","a":{"k":"${token}","k":1}}`
    ]) {
      const parsed = parseLine(line, r)
      expect(parsed.ok).toBe(true)
      expect(parsed.redacted).toBeDefined()
      expect(parsed.redacted).not.toContain(token)
      expect(parsed.redacted).not.toContain(KEY.slice(5, 20))
      expect(() => JSON.parse(parsed.redacted ?? '') as unknown).not.toThrow()
    }
  })

  it('a line that is not JSON is masked, escapes included', () => {
    const parsed = parseLine(`{"type":"x","text":"${escaped(token)} and ${token}`, r)
    expect(parsed.ok).toBe(false)
    expect(parsed.redacted).toBe(`{"type":"x","text":"${MASK} and ${MASK}`)
  })

  it('text split across content items is masked once joined', () => {
    for (const variant of [{ model_call_id: 'm', timestamp_ms: 1 }, { timestamp_ms: 1 }, {}]) {
      const line = JSON.stringify({
        type: 'assistant',
        ...variant,
        message: {
          content: [
            { type: 'text', text: `x ${token.slice(0, 10)}` },
            { type: 'text', text: `${token.slice(10)} y` }
          ]
        }
      })
      const parsed = parseLine(line, r)
      expect(parsed.ok && parsed.event.type === 'assistant' && parsed.event.text).toBe(
        `x ${MASK} y`
      )
    }
  })

  it('JSON-encoded function arguments are redacted once decoded, before the target is cut', () => {
    const command = `${'y'.repeat(480)} ${escaped(token)}`
    const line = (sub: string): string =>
      JSON.stringify({
        type: 'tool_call',
        subtype: sub,
        call_id: 'c1',
        tool_call: {
          function: {
            name: 'shell',
            arguments: JSON.stringify({ command: 'X' }).replace('X', command),
            ...(sub === 'completed' ? { result: { failure: { exitCode: 1 } } } : {})
          }
        }
      })
    const parsed = parseLine(line('started'), r)
    expect(parsed.redacted).not.toContain('\\u0067')
    const report = foldText([line('started'), line('completed')].join('\n'), { redact: r })
    const text = JSON.stringify(report, (_k, v: unknown) => (v instanceof Map ? [...v] : v))
    for (let i = 0; i + 8 <= token.length; i++) expect(text).not.toContain(token.slice(i, i + 8))
    expect(report.tools[0]?.target.endsWith(`y ${MASK}`)).toBe(true)
  })
})

describe('more shapes and encodings (red team, finding 5)', () => {
  const K = 'key_7f3a9c1e5b2d4f6081a3c5e7b9d1f2a4'
  const rk = makeRedactor([K])
  const b64wrapped = (prefix: string): string =>
    Buffer.from(prefix + K)
      .toString('base64')
      .replace(/(.{76})/g, '$1\n')
  const hexWrapped = Buffer.from(`xx${K}`)
    .toString('hex')
    .replace(/(.{60})/g, '$1\n')
  const cases: [string, string, string[]][] = [
    ['hex, one line', `hex ${Buffer.from(K).toString('hex')} end`, ['hex ', ' end']],
    ['hex, xxd -p wrapped', hexWrapped, []],
    ['hex, upper case', Buffer.from(K).toString('hex').toUpperCase(), []],
    ['the key upper-cased', `K=${K.toUpperCase()};`, ['K=', ';']],
    ['base64 wrapped at 76', b64wrapped('p'.repeat(50)), []],
    ['base64 wrapped, other offset', b64wrapped('q'.repeat(55)), []],
    [
      'PGP private key block',
      '-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: x\n\nlQOYBGSecretPGPBodyLine0123456789abcdef\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----\nafter',
      ['after']
    ],
    [
      'PEM body with only its END line',
      'cat key\nMIIEowIBAAKCAQEA7bq4mJvFh3yqXl0pQm8sK2n5rTj9wYvZ\nc1dE4fGhI6jK8lM0nO2pQ4rS6tU8vW0xY2zA\n-----END RSA PRIVATE KEY-----\ntail words',
      ['cat key', 'tail words']
    ],
    [
      'PuTTY private key',
      'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\nAAAAIGhPuTTYSecretMaterial0123456789abcdef\nPrivate-MAC: 0123abcd\n',
      ['PuTTY-User-Key-File-3: ssh-ed25519', 'Private-Lines: 1']
    ],
    [
      'Slack webhook',
      'hook https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX now',
      ['https://hooks.slack.com/services/', ' now']
    ],
    ['AWS session token', 'tok FwoGZXIvYXdzEBYaDHqa0AP1SessionTokenBody0123 x', ['tok ', ' x']],
    ['session token by name', 'aws_session_token=Zm9vYmFyYmF6cXV4Zm9vYmFy', ['aws_session_token=']],
    [
      'Azure AccountKey',
      'DefaultEndpointsProtocol=https;AccountName=x;AccountKey=Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4==;EndpointSuffix=core',
      ['AccountName=x;AccountKey=', ';EndpointSuffix=core']
    ],
    [
      'password in a URL',
      'clone https://user:hunter2password@example.com/r.git and https://x-access-token:abc123@github.com',
      ['https://user:', '@example.com/r.git', 'https://x-access-token:', '@github.com']
    ]
  ]
  const secretsIn = ['hunter2password', 'abc123@', 'XXXXXXXXXXXX', 'Zm9vYmFy', 'PuTTYSecret']
  it.each(cases)('%s is masked, the flag is raised, the context is kept', (_n, text, kept) => {
    const out = rk(text)
    expect(out).toContain(MASK)
    expect(rk.suspect?.(text)).toBe(true)
    for (const k of kept) expect(out).toContain(k)
    for (const s of secretsIn) expect(out).not.toContain(s)
    expect(out).not.toContain('SecretPGPBody')
    expect(out).not.toContain('7bq4mJvFh3yq')
    // No 10-character piece of the key in any encoding.
    const flat = out.replace(/\n/g, '')
    const hex = Buffer.from(K).toString('hex')
    for (let i = 0; i + 10 <= hex.length; i += 2)
      expect(flat.toLowerCase()).not.toContain(hex.slice(i, i + 10))
    for (const run of flat.match(/[A-Za-z0-9+/=]{16,}/g) ?? [])
      for (let o = 0; o < 4; o++)
        expect(Buffer.from(run.slice(o), 'base64').toString('latin1')).not.toContain(K.slice(4, 14))
  })

  it('leaves ordinary URLs, words and hashes alone', () => {
    const text =
      'see https://example.com/a:b@c and http://host:8080/x, sha 0123456789abcdef0123456789abcdef01234567, Private-Lines of text'
    expect(rk(text)).toBe(text)
  })
})

describe('safe cuts', () => {
  it('a cut inside a run of token characters drops the partial run', () => {
    expect(cutHead(`abc ${'Z'.repeat(30)}`, 20)).toBe('abc …')
    expect(cutHead('short words only here', 10)).toBe('short …')
    expect(cutHead('short words only here', 11)).toBe('short words…')
    expect(cutTail(`${'Z'.repeat(30)} end`, 10)).toBe('… end')
    expect(cutTail('abc def', 10)).toBe('abc def')
  })
})

describe('no pattern backtracks into quadratic time', () => {
  const rep = (s: string, n: number): string => s.repeat(Math.ceil(n / s.length)).slice(0, n)
  const texts: [string, (n: number) => string][] = [
    ['base64 run', (n) => `ghp_ ${Buffer.alloc((n * 3) / 4, 7).toString('base64')}`],
    ['eyJ repeated', (n) => rep('eyJ', n)],
    ['scheme-like run', (n) => `ghp_ ${rep('https://u:p', n)}`],
    ['body lines before an END line', (n) => `${rep('AAAA\n', n)}-----END RSA PRIVATE KEY-----`],
    ['END lines', (n) => rep('AAAA\n-----END RSA PRIVATE KEY-----\n', n)],
    ['escaped body lines', (n) => `${rep('AAAA\\n', n)}-----END RSA PRIVATE KEY-----`],
    ['escapes', (n) => rep('\\u0067', n)],
    ['session names', (n) => rep('session_token=', n)]
  ]
  it.each(texts)('%s: 200 KB costs about 16 times 12.5 KB, not 256', (_n, make) => {
    expect(growth(make, (text) => r(text), 12_500)).toBeLessThan(GROWTH_LIMIT)
  })
})

describe('markdown and log safety helpers', () => {
  it('redacts the key, its JSON-escaped form and common token shapes', () => {
    const key = 'key_9f8e7d6c5b4a39281706f5e4d3c2b1a0'
    const token = 'ghp_' + 'A'.repeat(36)
    const r = makeRedactor([key])
    expect(
      r(
        `a ${key} b ${token} AKIAABCDEFGHIJKLMNOP sk-abcdefghijklmnopqrstuvwx eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.abcdefghijk`
      )
    ).toBe('a *** b *** *** *** ***')
  })
})
