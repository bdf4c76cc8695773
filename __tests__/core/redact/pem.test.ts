/**
 * A private key's tail without its BEGIN line (src/core/redact/pem.ts): the base64 lines right
 * before each END line, and the END line, are masked; the words before them are kept.
 */
import { describe, expect, it } from '@jest/globals'
import { maskBodiesBeforeEnd } from '../../../src/core/redact/pem.js'
import { MASK } from '../../../src/core/redact/shapes.js'

const BODY = ['MIIEpAIBAAKCAQEA7bq9', 'Zm9vYmFyYmF6cXV4+/==']
const END = '-----END RSA PRIVATE KEY-----'

describe('a key body before its END line', () => {
  it('is masked back to the first line that is not base64', () => {
    const text = ['the key is:', ...BODY, END, 'after'].join('\n')
    expect(maskBodiesBeforeEnd(text)).toBe(`the key is:\n${MASK}\nafter`)
  })

  it('is masked across JSON-escaped and CRLF line breaks', () => {
    expect(maskBodiesBeforeEnd(['"key:', ...BODY, `${END}"`].join('\\n'))).toBe(`"key:\\n${MASK}"`)
    expect(maskBodiesBeforeEnd(['key:', ...BODY, END].join('\r\n'))).toBe(`key:\r\n${MASK}`)
  })

  it('masks each of two keys, and keeps what is between them', () => {
    const text = ['one:', BODY[0], END, 'two words', BODY[1], '-----END PRIVATE KEY-----'].join(
      '\n'
    )
    expect(maskBodiesBeforeEnd(text)).toBe(`one:\n${MASK}\ntwo words\n${MASK}`)
  })

  it('leaves a text without an END line as it is', () => {
    for (const text of ['', 'no key here', `${BODY.join('\n')}\nPRIVATE KEY`])
      expect(maskBodiesBeforeEnd(text)).toBe(text)
  })

  it('masks no more than 16 KiB back from an END line', () => {
    const long = Array.from({ length: 400 }, () => 'QUJDRA'.repeat(10)).join('\n')
    const out = maskBodiesBeforeEnd(`${long}\n${END}`)
    expect(out.endsWith(MASK)).toBe(true)
    expect(out.length).toBeGreaterThan(long.length - 16 * 1024)
    expect(out.length).toBeLessThan(long.length - 16 * 1024 + 200)
  })
})
