/**
 * A loopback smart-HTTP git server for tests (git http-backend behind a node server on
 * 127.0.0.1) that demands `token` as basic auth, as GitHub does for a private repository: the
 * checkout's fetch and the landing's push over HTTP (e2e/checkout.test.ts, e2e/push-http.test.ts).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { GIT_ENV } from './helpers.js'

export interface GitServer {
  url: string
  auths: string[]
  /** Pushes refused because the token may only read. */
  refusedPushes: () => number
  stop: () => Promise<void>
}

/**
 * git http-backend as CGI; requests without `Authorization: basic x-access-token:TOKEN` get 401.
 * `readOnly` tokens may fetch but not push: a push with one is refused 403, as GitHub refuses a
 * token without `contents: write`, and counted in `refusedPushes`.
 */
export async function gitServer(
  root: string,
  token: string,
  o: { readOnly?: readonly string[] } = {}
): Promise<GitServer> {
  const auths: string[] = []
  const basic = (t: string) => `basic ${Buffer.from(`x-access-token:${t}`).toString('base64')}`
  const expected = basic(token).toLowerCase()
  const readers = new Set((o.readOnly ?? []).map((t) => basic(t).toLowerCase()))
  let refusedPushes = 0
  const server = http.createServer((req, res) => {
    const auth = (req.headers.authorization ?? '').toLowerCase()
    auths.push(req.headers.authorization ?? '')
    if (auth !== expected && !readers.has(auth)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="test"' }).end()
      return
    }
    const url = new URL(req.url ?? '/', 'http://x')
    const push =
      url.pathname.endsWith('/git-receive-pack') ||
      url.searchParams.get('service') === 'git-receive-pack'
    if (push && auth !== expected) {
      refusedPushes += 1
      res.writeHead(403).end('Write access to repository not granted.')
      return
    }
    const cgi = spawn('git', ['http-backend'], {
      env: {
        ...GIT_ENV,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: 'x-access-token',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? '')
      }
    })
    req.pipe(cgi.stdin)
    const chunks: Buffer[] = []
    cgi.stdout.on('data', (c: Buffer) => chunks.push(c))
    cgi.on('close', () => {
      const out = Buffer.concat(chunks)
      const split = out.indexOf('\r\n\r\n')
      const head = out.subarray(0, split).toString()
      const headers: Record<string, string> = {}
      let status = 200
      for (const line of head.split('\r\n')) {
        const [k = '', ...v] = line.split(':')
        if (k.toLowerCase() === 'status') status = Number(v.join(':').trim().split(' ')[0])
        else headers[k] = v.join(':').trim()
      }
      res.writeHead(status, headers).end(out.subarray(split + 4))
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    auths,
    refusedPushes: () => refusedPushes,
    stop: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      })
  }
}
