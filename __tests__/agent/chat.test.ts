/**
 * The PR's chat in the Actions cache (src/agent/chat.ts; the seal itself is
 * __tests__/core/ledger/chat-seal.test.ts), in process against
 * the loopback cache service (cache-server.ts) with the real @actions/cache: a round trip to a
 * fresh machine, exact keys only (another pull request's entry, another session's, a key that
 * only starts with ours), tampered and forged entries discarded, links in the chat folder not
 * followed and planted links not written through, the size bound, and a service that is down.
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { findChat, restoreChat, saveChat, type ChatContext } from '../../src/agent/chat.js'
import {
  chatCacheKey,
  chatPayload,
  sealChat,
  type ChatBinding
} from '../../src/core/ledger/chat-seal.js'
import { startCacheService, type CacheService } from '../support/cache-server.js'
import { deadUrl } from '../support/github-server.js'
import { tempDir } from '../support/helpers.js'

const API_KEY = 'key_test_0123456789abcdef'
const SID = '3f1c2a4b-1234-4cde-9abc-0123456789ab'
const FOLDER = '0cc175b9c0f1b6a831c399e269772661'
const saved = { ...process.env }
let service: CacheService
let root: string
let warnings: string[]

beforeAll(async () => {
  service = await startCacheService()
})
afterAll(async () => {
  process.env = saved
  await service.close()
})

/**
 * A fresh machine: an empty home, runner temp and workspace, and the cache service offered. The
 * paths stay the same from one machine to the next, as on hosted runners (the cache's version
 * hashes the saved path: a runner whose temp folder is elsewhere does not find the entry).
 */
function machine(): void {
  for (const d of ['home', 'temp', 'ws']) {
    fs.rmSync(path.join(root, d), { recursive: true, force: true })
    fs.mkdirSync(path.join(root, d))
  }
  process.env = {
    ...saved,
    ...service.env('v2'),
    HOME: path.join(root, 'home'),
    RUNNER_TEMP: path.join(root, 'temp'),
    GITHUB_WORKSPACE: path.join(root, 'ws')
  }
  delete process.env.XDG_CONFIG_HOME
  delete process.env.ACTIONS_CACHE_URL
}

beforeEach(() => {
  root = tempDir('caa-chat-')
  machine()
  warnings = []
})

const ctx = (o: Partial<ChatContext> = {}): ChatContext => ({
  env: readRunnerEnv(process.env),
  warn: (m) => warnings.push(m),
  ...o
})

let nextRun = 1000
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

function chatDir(sid = SID): string {
  return path.join(process.env.HOME ?? '', '.cursor', 'chats', FOLDER, sid)
}

/** A chat as the CLI leaves one: its store and a sub-folder. */
function writeChat(sid = SID): Record<string, Buffer> {
  const files: Record<string, Buffer> = {
    'store.db': randomBytes(300_000),
    'store.db-wal': Buffer.from('wal'),
    'blobs/ab/cd': Buffer.from('blob')
  }
  for (const [rel, data] of Object.entries(files)) {
    const at = path.join(chatDir(sid), rel)
    fs.mkdirSync(path.dirname(at), { recursive: true })
    fs.writeFileSync(at, data)
  }
  return files
}

/** Saves `sealed` as the cache entry `key`, the way an outsider with the cache's token could. */
async function plant(key: string, sealed: Buffer): Promise<void> {
  const dir = path.join(process.env.RUNNER_TEMP ?? '', 'cursor-agent-action-chat')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'chat.sealed'), sealed)
  const cache = await import('@actions/cache')
  expect(await cache.saveCache([path.join(dir, 'chat.sealed')], key)).toBeGreaterThan(0)
  fs.rmSync(dir, { recursive: true })
}

const target = (b: ChatBinding, runs = [{ runId: b.runId, attempt: b.attempt }]) => ({
  repository: b.repository,
  pr: b.pr,
  sessionId: b.sessionId,
  runs
})

describe('saving and restoring the chat', () => {
  it('round-trips to a fresh machine, byte for byte, to the place it was saved from', async () => {
    const files = writeChat()
    const b = binding()
    const s = await saveChat(b, API_KEY, ctx())
    expect(s).toMatchObject({ saved: true, key: chatCacheKey(b) })
    expect(warnings).toEqual([])
    machine()
    expect(findChat(readRunnerEnv(process.env), SID)).toBeUndefined()
    // The newest run of the session saved nothing (it failed to): the next one is tried.
    const r = await restoreChat(
      target(b, [
        { runId: '999999', attempt: '1' },
        { runId: b.runId, attempt: '1' }
      ]),
      API_KEY,
      ctx()
    )
    expect(r).toEqual({ kind: 'restored', key: chatCacheKey(b), dir: chatDir() })
    for (const [rel, data] of Object.entries(files))
      expect(fs.readFileSync(path.join(chatDir(), rel)).equals(data)).toBe(true)
    expect(fs.statSync(path.join(chatDir(), 'store.db')).mode & 0o777).toBe(0o600)
    expect(fs.readdirSync(path.dirname(chatDir()))).toEqual([SID])
    expect(
      fs.existsSync(path.join(process.env.RUNNER_TEMP ?? '', 'cursor-agent-action-chat'))
    ).toBe(false)
    // On a machine that has the chat already (a self-hosted runner), nothing is fetched.
    const before = service.requests.length
    expect(await restoreChat(target(b), API_KEY, ctx())).toEqual({
      kind: 'present',
      dir: chatDir()
    })
    expect(service.requests).toHaveLength(before)
  })

  it("never restores another pull request's or another session's entry, nor a key that only starts with ours", async () => {
    writeChat()
    const other = binding({ pr: 8 })
    expect((await saveChat(other, API_KEY, ctx())).saved).toBe(true)
    machine()
    const mine = binding({ runId: other.runId })
    expect(await restoreChat(target(mine), API_KEY, ctx())).toEqual({ kind: 'miss' })
    expect(
      await restoreChat(
        target(binding({ runId: other.runId, pr: 8, sessionId: 'another-session' })),
        API_KEY,
        ctx()
      )
    ).toEqual({ kind: 'miss' })
    // An entry whose key starts with ours: the service matches it as a prefix; it is not taken.
    const key = chatCacheKey(mine)
    await plant(
      `${key}x`,
      sealChat(chatPayload({ root: 'cursor', folder: FOLDER }, Buffer.alloc(0)), API_KEY, key)
    )
    expect(await restoreChat(target(mine), API_KEY, ctx())).toEqual({ kind: 'miss' })
    expect(service.requests.some((r) => r.startsWith('GET /devstoreaccount1/'))).toBe(true)
    expect(findChat(readRunnerEnv(process.env), SID)).toBeUndefined()
    expect(warnings).toEqual([])
  })

  it('discards a tampered entry, one forged without the API key, and one sealed for another pull request', async () => {
    const payload = chatPayload(
      { root: 'cursor', folder: FOLDER },
      Buffer.from('not even an archive')
    )
    const forged = binding()
    await plant(chatCacheKey(forged), sealChat(payload, 'a fork has no key', chatCacheKey(forged)))
    const copied = binding()
    await plant(
      chatCacheKey(copied),
      sealChat(payload, API_KEY, chatCacheKey(binding({ pr: 8, runId: copied.runId })))
    )
    const tampered = binding()
    const sealed = sealChat(payload, API_KEY, chatCacheKey(tampered))
    sealed[sealed.length - 20] = (sealed[sealed.length - 20] ?? 0) ^ 0x80
    await plant(chatCacheKey(tampered), sealed)
    await plant(chatCacheKey(binding({ runId: '424242' })), Buffer.from('garbage'))
    for (const b of [forged, copied, tampered, binding({ runId: '424242' })]) {
      warnings = []
      expect(await restoreChat(target(b), API_KEY, ctx())).toEqual({
        kind: 'discarded',
        key: chatCacheKey(b)
      })
      expect(warnings).toEqual([expect.stringContaining('did not open with this API key')])
      expect(findChat(readRunnerEnv(process.env), SID)).toBeUndefined()
    }
  })

  it('follows no link: one the agent left in the chat folder is not saved, planted ones are not written through', async () => {
    writeChat()
    const secret = path.join(root, 'secret.txt')
    fs.writeFileSync(secret, 'the runner owner secret')
    fs.symlinkSync(secret, path.join(chatDir(), 'leak'))
    fs.symlinkSync(root, path.join(chatDir(), 'up'))
    execFileSync('mkfifo', [path.join(chatDir(), 'pipe')])
    // A link planted where the sealed file is written.
    const victim = path.join(root, 'victim')
    fs.mkdirSync(victim)
    fs.symlinkSync(victim, path.join(process.env.RUNNER_TEMP ?? '', 'cursor-agent-action-chat'))
    const b = binding()
    expect(await saveChat(b, API_KEY, ctx())).toMatchObject({ saved: true })
    expect(warnings).toEqual([expect.stringContaining('3 entries of the chat folder')])
    expect(fs.readdirSync(victim)).toEqual([])
    machine()
    expect(await restoreChat(target(b), API_KEY, ctx())).toMatchObject({ kind: 'restored' })
    expect(fs.readdirSync(chatDir()).sort()).toEqual(['blobs', 'store.db', 'store.db-wal'])
    // A chats folder planted as a link on the next machine: the chat is not put through it.
    machine()
    const elsewhere = path.join(root, 'elsewhere')
    fs.mkdirSync(elsewhere)
    fs.mkdirSync(path.join(process.env.HOME ?? '', '.cursor'))
    fs.symlinkSync(elsewhere, path.join(process.env.HOME ?? '', '.cursor', 'chats'))
    warnings = []
    expect(await restoreChat(target(b), API_KEY, ctx())).toEqual({
      kind: 'discarded',
      key: chatCacheKey(b)
    })
    expect(warnings).toEqual([expect.stringContaining('is a link or not a folder')])
    expect(fs.readdirSync(elsewhere)).toEqual([])
  })

  it('saves nothing over the size bound', async () => {
    writeChat()
    const entries = service.entries.length
    const s = await saveChat(binding(), API_KEY, ctx({ maxBytes: 100_000 }))
    expect(s).toEqual({ saved: false, why: 'it holds more than 100000 bytes' })
    expect(warnings).toEqual([
      expect.stringContaining('was not saved: it holds more than 100000 bytes')
    ])
    expect(service.entries).toHaveLength(entries)
  })

  it('warns, never throws, when there is no chat, no cache, or the service refuses or is down', async () => {
    expect(await saveChat(binding(), API_KEY, ctx())).toEqual({
      saved: false,
      why: 'the chat was not found'
    })
    writeChat()
    const b = binding()
    service.faults.status = 403
    try {
      expect((await saveChat(b, API_KEY, ctx())).saved).toBe(false)
      fs.rmSync(chatDir(), { recursive: true })
      expect(['miss', 'unavailable']).toContain((await restoreChat(target(b), API_KEY, ctx())).kind)
    } finally {
      service.faults.status = 0
    }
    // Nothing listens where the runner says the service is.
    const dead = (await deadUrl()) + '/'
    process.env = { ...process.env, ACTIONS_RESULTS_URL: dead }
    writeChat()
    expect((await saveChat(b, API_KEY, ctx())).saved).toBe(false)
    fs.rmSync(chatDir(), { recursive: true })
    expect(['miss', 'unavailable']).toContain((await restoreChat(target(b), API_KEY, ctx())).kind)
    process.env = { ...process.env, ACTIONS_RESULTS_URL: '', ACTIONS_CACHE_URL: '' }
    expect(await restoreChat(target(b), API_KEY, ctx())).toEqual({
      kind: 'unavailable',
      why: 'no Actions cache on this runner'
    })
  })
})
