/**
 * A loopback Actions cache service, offered to a step the way the runner offers the real one
 * (through its environment: `env()`), for end-to-end tests of anything that uses @actions/cache:
 * the CLI's archive here, a chat folder later. It speaks both protocols @actions/cache 6 speaks,
 * storing real bytes in memory:
 *
 * v2 (github.com: ACTIONS_CACHE_SERVICE_V2, ACTIONS_RESULTS_URL): Twirp JSON calls
 *   `POST /twirp/github.actions.results.api.v1.CacheService/<Method>` for CreateCacheEntry,
 *   FinalizeCacheEntryUpload and GetCacheEntryDownloadURL, and the blob store their signed URLs
 *   point at, as the Azure SDK's `BlockBlobClient.uploadFile` writes it (one `PUT` with
 *   `x-ms-blob-type: BlockBlob`, or `PUT ?comp=block&blockid=…` then `PUT ?comp=blocklist`) and
 *   @actions/cache reads it (a plain `GET`: it uses the SDK only for *.blob.core.windows.net).
 * v1 (GHES: ACTIONS_CACHE_URL): `GET _apis/artifactcache/cache?keys=&version=`, `POST caches`
 *   (reserve), `PATCH caches/<id>` chunks with Content-Range, `POST caches/<id>` (commit), and a
 *   `GET` of the archiveLocation it answered.
 *
 * As the real service: every call but a signed URL's needs the runtime token (401 otherwise); an
 * entry cannot be created twice (same key and version), which is how another job's entry is
 * never overwritten; a lookup matches the key exactly, then each restore key as a prefix (newest
 * entry first), always with the same version (a hash of the paths and compression the client
 * computes). Knobs: `faults.status`, while not 0, answers every call with that status (a service
 * that is down); `requests` lists every call as `METHOD /path` (without query or signature).
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CacheEntry {
  id: number
  key: string
  version: string
  /** The archive as the client uploaded it (a tar, zstd or gzip compressed). */
  data?: Buffer
  committed: boolean
  created: number
}

export interface CacheService {
  url: string
  token: string
  /** The variables a runner sets for a step, for protocol v2 (default) or v1. */
  env(protocol?: 'v1' | 'v2'): Record<string, string>
  /** Every entry, committed or not, in creation order. */
  entries: CacheEntry[]
  requests: string[]
  faults: { status: number }
  close(): Promise<void>
}

const TWIRP = '/twirp/github.actions.results.api.v1.CacheService/'
const V1 = '/_apis/artifactcache/'
const BLOB = /^\/devstoreaccount1\/actions-cache\/(\d+)$/

export async function startCacheService(): Promise<CacheService> {
  const token = `runtime-${randomBytes(8).toString('hex')}`
  const sig = randomBytes(8).toString('hex')
  const blocks = new Map<number, Map<string, Buffer>>()
  const chunks = new Map<number, { at: number; data: Buffer }[]>()
  const s: CacheService = {
    url: '',
    token,
    env: (protocol = 'v2'): Record<string, string> =>
      protocol === 'v2'
        ? {
            ACTIONS_CACHE_SERVICE_V2: 'true',
            ACTIONS_RESULTS_URL: `${s.url}/`,
            ACTIONS_RUNTIME_TOKEN: token
          }
        : { ACTIONS_CACHE_URL: `${s.url}/`, ACTIONS_RUNTIME_TOKEN: token },
    entries: [],
    requests: [],
    faults: { status: 0 },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      })
  }
  const blobUrl = (e: CacheEntry): string =>
    `${s.url}/devstoreaccount1/actions-cache/${String(e.id)}?sv=2025-01-05&sig=${sig}`
  const find = (key: string, version: string): CacheEntry | undefined =>
    s.entries.find((e) => e.key === key && e.version === version)
  const lookup = (keys: string[], version: string): CacheEntry | undefined => {
    const done = s.entries.filter((e) => e.committed && e.version === version)
    const [primary, ...restore] = keys
    const exact = done.find((e) => e.key === primary)
    if (exact !== undefined) return exact
    for (const prefix of [primary ?? '', ...restore]) {
      const hit = done
        .filter((e) => e.key.startsWith(prefix))
        .sort((a, b) => b.created - a.created)[0]
      if (hit !== undefined) return hit
    }
    return undefined
  }
  const create = (key: string, version: string): CacheEntry | undefined => {
    if (find(key, version) !== undefined) return undefined
    const e: CacheEntry = {
      id: s.entries.length + 1,
      key,
      version,
      committed: false,
      created: Date.now() + s.entries.length
    }
    s.entries.push(e)
    return e
  }

  const server = http.createServer((req, res) => {
    const chunksIn: Buffer[] = []
    req.on('data', (c: Buffer) => chunksIn.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      s.requests.push(`${req.method ?? ''} ${url.pathname}`)
      const body = Buffer.concat(chunksIn)
      const json = (status: number, value: unknown): void => {
        if (status === 204) res.writeHead(204).end()
        else
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
      }
      if (s.faults.status !== 0) {
        json(s.faults.status, {
          code: 'unavailable',
          msg: 'the cache service is down (a test fault)'
        })
        return
      }
      const blob = BLOB.exec(url.pathname)
      if (blob !== null) {
        if (url.searchParams.get('sig') !== sig) {
          res.writeHead(403).end('AuthenticationFailed')
          return
        }
        serveBlob(req.method ?? '', Number(blob[1]), url, body, res)
        return
      }
      if (req.headers.authorization !== `Bearer ${token}`) {
        json(401, { code: 'unauthenticated', msg: 'no valid runtime token' })
        return
      }
      if (url.pathname.startsWith(TWIRP) && req.method === 'POST') {
        twirp(
          url.pathname.slice(TWIRP.length),
          JSON.parse(body.toString() || '{}') as Record<string, unknown>,
          json
        )
        return
      }
      if (url.pathname.startsWith(V1)) {
        v1(req.method ?? '', url, body, req.headers['content-range'], json)
        return
      }
      json(404, { msg: 'no such call' })
    })
  })

  function twirp(
    method: string,
    m: Record<string, unknown>,
    json: (s: number, v: unknown) => void
  ): void {
    const key = typeof m.key === 'string' ? m.key : ''
    const version = typeof m.version === 'string' ? m.version : ''
    if (method === 'CreateCacheEntry') {
      const e = create(key, version)
      if (e === undefined) json(409, { code: 'already_exists', msg: 'cache entry already exists' })
      else json(200, { ok: true, signed_upload_url: blobUrl(e) })
    } else if (method === 'FinalizeCacheEntryUpload') {
      const e = find(key, version)
      if (e?.data === undefined || e.data.length !== Number(m.size_bytes))
        json(200, { ok: false, message: 'nothing of that size was uploaded' })
      else {
        e.committed = true
        json(200, { ok: true, entry_id: String(e.id) })
      }
    } else if (method === 'GetCacheEntryDownloadURL') {
      const restore = Array.isArray(m.restore_keys) ? m.restore_keys.map(String) : []
      const e = lookup([key, ...restore], version)
      json(
        200,
        e === undefined
          ? { ok: false }
          : { ok: true, signed_download_url: blobUrl(e), matched_key: e.key }
      )
    } else json(404, { code: 'bad_route', msg: `no method ${method}` })
  }

  function serveBlob(
    method: string,
    id: number,
    url: URL,
    body: Buffer,
    res: http.ServerResponse
  ): void {
    const e = s.entries.find((x) => x.id === id)
    if (e === undefined) {
      res.writeHead(404).end('BlobNotFound')
      return
    }
    const ok = {
      etag: '"0x1"',
      'last-modified': new Date().toUTCString(),
      'x-ms-request-id': String(id),
      'x-ms-version': '2025-01-05'
    }
    if (method === 'GET') {
      if (!e.committed || e.data === undefined) res.writeHead(404).end('BlobNotFound')
      else
        res
          .writeHead(200, {
            'content-length': String(e.data.length),
            'content-type': 'application/octet-stream'
          })
          .end(e.data)
      return
    }
    if (method !== 'PUT' || e.committed) {
      res.writeHead(409).end('BlobImmutable')
      return
    }
    const comp = url.searchParams.get('comp')
    if (comp === 'block') {
      const staged = blocks.get(id) ?? new Map<string, Buffer>()
      staged.set(url.searchParams.get('blockid') ?? '', body)
      blocks.set(id, staged)
    } else if (comp === 'blocklist') {
      const staged = blocks.get(id) ?? new Map<string, Buffer>()
      const ids = [...body.toString().matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)].map(
        (x) => x[1] ?? ''
      )
      e.data = Buffer.concat(ids.map((b) => staged.get(b) ?? Buffer.alloc(0)))
      blocks.delete(id)
    } else {
      e.data = body
    }
    res.writeHead(201, ok).end()
  }

  function v1(
    method: string,
    url: URL,
    body: Buffer,
    range: string | undefined,
    json: (s: number, v: unknown) => void
  ): void {
    const resource = url.pathname.slice(V1.length)
    const id = Number(/^caches\/(\d+)$/.exec(resource)?.[1] ?? NaN)
    const e = s.entries.find((x) => x.id === id)
    if (method === 'GET' && resource === 'cache') {
      const keys = (url.searchParams.get('keys') ?? '').split(',')
      const hit = lookup(keys, url.searchParams.get('version') ?? '')
      if (hit === undefined) json(204, {})
      else
        json(200, {
          cacheKey: hit.key,
          scope: 'refs/heads/main',
          archiveLocation: blobUrl(hit),
          creationTime: new Date(hit.created).toISOString()
        })
    } else if (method === 'POST' && resource === 'caches') {
      const m = JSON.parse(body.toString() || '{}') as { key?: string; version?: string }
      const created = create(m.key ?? '', m.version ?? '')
      if (created === undefined)
        json(409, {
          message: `Cache already exists. Scope: refs/heads/main, Key: ${String(m.key)}`
        })
      else json(201, { cacheId: created.id })
    } else if (method === 'PATCH' && e !== undefined && !e.committed) {
      const at = Number(/^bytes (\d+)-/.exec(range ?? '')?.[1] ?? NaN)
      if (!Number.isFinite(at)) json(400, { message: 'Content-Range required' })
      else {
        chunks.set(e.id, [...(chunks.get(e.id) ?? []), { at, data: body }])
        json(204, {})
      }
    } else if (method === 'POST' && e !== undefined && !e.committed) {
      const parts = (chunks.get(e.id) ?? []).sort((a, b) => a.at - b.at)
      e.data = Buffer.concat(parts.map((p) => p.data))
      const size = (JSON.parse(body.toString() || '{}') as { size?: number }).size
      if (size !== e.data.length)
        json(400, { message: `size ${String(size)} but ${e.data.length} bytes uploaded` })
      else {
        e.committed = true
        chunks.delete(e.id)
        json(204, {})
      }
    } else json(404, { message: 'no such call' })
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  s.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return s
}
