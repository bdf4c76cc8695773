/**
 * The secret scan before landing (src/core/redact/secretscan.ts, issue 18, 8): the pure matcher over every
 * encoded form and every chunk boundary.
 */
import { describe, expect, it } from '@jest/globals'
import { SecretScanner } from '../../../src/core/redact/secretscan.js'
import { jwtToken } from '../../support/tokens.js'

const KEY = 'key_scan_0123456789abcdefghijklmnop'
const TOKEN = 'ghs_scantoken0123456789abcdefABCDEFghij'
const SECRETS = [
  { name: 'the API key', value: KEY },
  { name: 'the GitHub token', value: TOKEN }
]

function scanIn(text: string | Buffer, chunk = 0): string[] {
  const s = new SecretScanner(SECRETS)
  s.reset()
  const buf = Buffer.from(text)
  if (chunk <= 0) s.feed(buf)
  else for (let i = 0; i < buf.length; i += chunk) s.feed(buf.subarray(i, i + chunk))
  return s.found()
}

describe('SecretScanner', () => {
  const b64 = (s: string, pad = ''): string => Buffer.from(pad + s).toString('base64')
  const forms: [string, string][] = [
    ['as it is', `x=${KEY}`],
    ['upper case', KEY.toUpperCase()],
    ['lower case', TOKEN.toLowerCase()],
    ['base64, offset 0', b64(TOKEN)],
    ['base64, offset 1', b64(TOKEN, 'a')],
    ['base64, offset 2', b64(TOKEN, 'ab')],
    ['base64 of the push header', b64(`x-access-token:${TOKEN}`)],
    ['URL-safe base64', b64(KEY, 'a').replace(/\+/g, '-').replace(/\//g, '_')],
    ['hex', Buffer.from(KEY).toString('hex')],
    ['HEX', Buffer.from(KEY).toString('hex').toUpperCase()],
    ['in a URL', `https://x.example/?k=${encodeURIComponent(KEY)}`],
    ['base64 wrapped over CRLF lines', (b64(TOKEN, 'zz').match(/.{1,7}/g) ?? []).join('\r\n')]
  ]
  for (const [name, text] of forms)
    it(`finds a secret ${name}, whole and split at every chunk size`, () => {
      expect(scanIn(text)).toHaveLength(1)
      for (let chunk = 1; chunk <= 9; chunk++) expect(scanIn(text, chunk)).toHaveLength(1)
    })

  it('finds a GitHub token in its JWT form (about 520 characters) in every form (issue 24, 5)', () => {
    const long = jwtToken()
    const s = new SecretScanner([{ name: 'the GitHub token', value: long }])
    const texts = [
      `GH_TOKEN=${long}\n`,
      long.toUpperCase(),
      b64(long),
      b64(long, 'a'),
      (b64(`x-access-token:${long}`, 'zz').match(/.{1,76}/g) ?? []).join('\r\n'),
      (
        Buffer.from(long)
          .toString('hex')
          .match(/.{1,60}/g) ?? []
      ).join('\n')
    ]
    for (const text of texts)
      for (const chunk of [0, 1, 7, 64, 4096]) {
        s.reset()
        const buf = Buffer.from(text)
        if (chunk === 0) s.feed(buf)
        else for (let i = 0; i < buf.length; i += chunk) s.feed(buf.subarray(i, i + chunk))
        expect([text.slice(0, 20), chunk, s.found()]).toEqual([
          text.slice(0, 20),
          chunk,
          ['the GitHub token']
        ])
      }
    // Its first 40 characters (what a 40-character token would have been) are not it.
    expect(s.scan(long.slice(0, 40))).toEqual([])
  })

  it('names each secret found, once, and nothing in clean text', () => {
    expect(scanIn(`${KEY} ${KEY} ${b64(TOKEN)}`)).toEqual(['the API key', 'the GitHub token'])
    expect(scanIn('nothing to see here\n'.repeat(1000))).toEqual([])
    // A prefix of the secret is not the secret.
    expect(scanIn(KEY.slice(0, -1))).toEqual([])
  })

  it('starts afresh on reset: a secret split over two texts is none', () => {
    const s = new SecretScanner(SECRETS)
    s.feed(Buffer.from(KEY.slice(0, 10)))
    s.reset()
    s.feed(Buffer.from(KEY.slice(10)))
    expect(s.found()).toEqual([])
  })

  it('ignores empty and short values, which would match ordinary text', () => {
    const s = new SecretScanner([
      { name: 'a', value: '' },
      { name: 'b', value: 'abc1234' }
    ])
    expect(s.active).toBe(false)
    expect(s.scan('abc1234')).toEqual([])
  })
})
