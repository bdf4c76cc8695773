/**
 * The PR's chat, sealed (src/core/ledger/chat-seal.ts): opened only with the API key and the
 * cache key it was sealed for, tampering refused, keys that no other run's key starts with, and
 * the payload's place read back only when it is one folder name. (Saving and restoring through
 * the cache: __tests__/agent/chat.test.ts.)
 */
import { describe, expect, it } from '@jest/globals'
import {
  chatCacheKey,
  chatPayload,
  isFolderName,
  openChat,
  readPayload,
  sealChat,
  type ChatBinding
} from '../../../src/core/ledger/chat-seal.js'

const API_KEY = 'key_test_0123456789abcdef'
const SID = '3f1c2a4b-1234-4cde-9abc-0123456789ab'
const FOLDER = '0cc175b9c0f1b6a831c399e269772661'
let nextRun = 100

function binding(o: Partial<ChatBinding> = {}): ChatBinding {
  return {
    repository: 'octo/demo',
    pr: 7,
    sessionId: SID,
    runId: String(nextRun++),
    attempt: '1',
    ...o
  }
}

describe('the sealed chat', () => {
  it('opens only with the API key and the cache key it was sealed for', () => {
    const key = chatCacheKey(binding())
    const payload = chatPayload(
      { root: 'cursor', folder: FOLDER },
      Buffer.from('secret chat words')
    )
    const sealed = sealChat(payload, API_KEY, key)
    expect(sealed.includes(Buffer.from('secret chat words'))).toBe(false)
    expect(openChat(sealed, API_KEY, key)).toEqual(payload)
    expect(readPayload(payload)).toEqual({
      place: { root: 'cursor', folder: FOLDER },
      archive: Buffer.from('secret chat words')
    })
    expect(openChat(sealed, `${API_KEY}x`, key)).toBeUndefined()
    expect(openChat(sealed, '', key)).toBeUndefined()
    expect(openChat(sealed, API_KEY, chatCacheKey(binding({ pr: 8 })))).toBeUndefined()
    for (let i = 0; i < sealed.length; i += 7) {
      const t = Buffer.from(sealed)
      t[i] = (t[i] ?? 0) ^ 1
      expect(openChat(t, API_KEY, key)).toBeUndefined()
    }
    // Two seals of one payload differ (fresh salt and nonce each time).
    expect(sealChat(payload, API_KEY, key).equals(sealed)).toBe(false)
    expect(
      readPayload(chatPayload({ root: 'cursor', folder: '..' }, Buffer.alloc(0)))
    ).toBeUndefined()
  })

  it('has keys that end where they end: no key of another attempt or run starts with one', () => {
    const k = chatCacheKey(binding({ runId: '5', attempt: '1' }))
    expect(k).toBe(`cursor-agent-chat-v1-octo/demo-pr7-${SID}-run5.1.chat`)
    expect(chatCacheKey(binding({ runId: '5', attempt: '12' })).startsWith(k)).toBe(false)
    expect(chatCacheKey(binding({ runId: '55', attempt: '1' })).startsWith(k)).toBe(false)
    expect(() => chatCacheKey(binding({ sessionId: 'a b' }))).toThrow(/session id/)
    expect(() => chatCacheKey(binding({ pr: 0 }))).toThrow(/pull request/)
  })
})

describe('the payload', () => {
  it('refuses a place that is not one folder name, a root of another kind, or no meta line', () => {
    for (const folder of ['.', '..', 'a/b', '', 'x'.repeat(256)])
      expect([folder, isFolderName(folder)]).toEqual([folder, false])
    expect(isFolderName('chats_1.0-x')).toBe(true)
    const meta = (m: object): Buffer => Buffer.from(`${JSON.stringify(m)}\nrest`)
    expect(readPayload(meta({ v: 1, root: 'home', folder: FOLDER }))).toBeUndefined()
    expect(readPayload(meta({ v: 2, root: 'cursor', folder: FOLDER }))).toBeUndefined()
    expect(readPayload(meta({ v: 1, root: 'config', folder: FOLDER }))?.place.root).toBe('config')
    expect(readPayload(Buffer.from('no newline at all'))).toBeUndefined()
    expect(readPayload(Buffer.from('{not json\nrest'))).toBeUndefined()
  })

  it('refuses a binding whose repository, run or attempt is not one', () => {
    expect(() => chatCacheKey(binding({ repository: 'a/b/c' }))).toThrow(/owner\/name/)
    expect(() => chatCacheKey(binding({ runId: '05' }))).toThrow(/digits/)
    expect(() => chatCacheKey(binding({ attempt: '12345' }))).toThrow(/digits/)
  })

  it('will not seal without an API key', () => {
    expect(() => sealChat(Buffer.from('x'), '', chatCacheKey(binding()))).toThrow(/no API key/)
  })
})
