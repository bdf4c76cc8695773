/**
 * The redactor: each token shape and encoding, false positives it must not make, and its
 * prefilter, which must flag every text the redactor would change (property).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { makeRedactor, MASK, secretForms } from '../src/render/redact.js'
import { parseLine } from '../src/core/events.js'
import { foldText } from '../src/core/report.js'

const KEY = 'crsr_Ab+cD/eF=gH12345678901234567890'
const r = makeRedactor([KEY])

const shapes: [string, string][] = [
  ['GitHub classic', 'ghp_0123456789abcdefghijABCDEFGHIJ012345'],
  ['GitHub app', 'ghs_0123456789abcdefghijABCDEFGHIJ012345'],
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
