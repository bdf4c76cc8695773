/**
 * The loopback cache service (cache-server.ts) against the real client: @actions/cache saves and
 * restores through it with both protocols, as a step would on a runner.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { startCacheService, type CacheService } from './cache-server.js'
import { tempDir } from './helpers.js'

let service: CacheService
const saved = { ...process.env }

beforeAll(async () => {
  service = await startCacheService()
})

afterAll(async () => {
  process.env = saved
  await service.close()
})

describe.each(['v2', 'v1'] as const)('the cache service, protocol %s', (protocol) => {
  it('stores what is saved, restores it byte for byte, and never overwrites an entry', async () => {
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    for (const k of ['ACTIONS_CACHE_SERVICE_V2', 'ACTIONS_RESULTS_URL', 'ACTIONS_CACHE_URL'])
      delete process.env[k]
    Object.assign(process.env, service.env(protocol), {
      RUNNER_TEMP: dir,
      GITHUB_WORKSPACE: workspace
    })
    const cache = await import('@actions/cache')
    const folder = path.join(dir, 'kept')
    fs.mkdirSync(folder)
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251))
    fs.writeFileSync(path.join(folder, 'data.bin'), bytes)
    fs.writeFileSync(path.join(folder, 'note.txt'), protocol)
    const key = `test-${protocol}-${String(Date.now())}`
    expect(await cache.saveCache([folder], key)).toBeGreaterThan(0)
    // The same key again: refused by the service, reported by the client as not saved.
    expect(await cache.saveCache([folder], key)).toBe(-1)
    fs.rmSync(folder, { recursive: true })
    expect(await cache.restoreCache([folder], 'no-such-key')).toBeUndefined()
    expect(await cache.restoreCache([folder], `${key}-newer`, [`test-${protocol}-`])).toBe(key)
    expect(fs.readFileSync(path.join(folder, 'data.bin')).equals(bytes)).toBe(true)
    expect(fs.readFileSync(path.join(folder, 'note.txt'), 'utf8')).toBe(protocol)
    // Another path is another version: not a hit.
    expect(await cache.restoreCache([path.join(dir, 'other')], key)).toBeUndefined()
    expect(service.entries.filter((e) => e.key === key && e.committed)).toHaveLength(1)
  })
})

it('refuses a call without the runtime token', async () => {
  const res = await fetch(
    `${service.url}/twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'k', version: 'v' })
    }
  )
  expect(res.status).toBe(401)
})
