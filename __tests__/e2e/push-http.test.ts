/**
 * The push over HTTP, as against GitHub: a loopback smart-HTTP server (git http-backend behind a
 * node server on 127.0.0.1) that demands the token as basic auth. The token reaches it only as
 * the push's extra header; no process of the run has it on its command line, and neither the
 * repository's config nor the CLI's environment holds it.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { init, result, runAction, streamFile, tempDir, git, GIT_ENV } from '../support/helpers.js'

const TOKEN = 'ghs_httppushtoken0123456789abcdefABCDEF'

interface GitServer {
  url: string
  auths: string[]
  stop: () => Promise<void>
}

/** git http-backend as CGI; requests without `Authorization: basic x-access-token:TOKEN` get 401. */
async function gitServer(root: string): Promise<GitServer> {
  const auths: string[] = []
  const expected = `basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`
  const server = http.createServer((req, res) => {
    const auth = req.headers.authorization ?? ''
    auths.push(auth)
    if (auth.toLowerCase() !== expected.toLowerCase()) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="test"' }).end()
      return
    }
    const url = new URL(req.url ?? '/', 'http://x')
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
    stop: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      })
  }
}

describe('push over HTTP', () => {
  it('sends the token only as the push\u2019s extra header, and the work lands', async () => {
    const dir = tempDir('caa-http-')
    const root = path.join(dir, 'srv')
    fs.mkdirSync(root)
    const bare = path.join(root, 'r.git')
    git(dir, 'init', '-q', '--bare', '-b', 'main', bare)
    const seed = path.join(dir, 'seed')
    git(dir, 'clone', '-q', bare, seed)
    fs.writeFileSync(path.join(seed, 'a.txt'), 'a\n')
    git(seed, 'add', '-A')
    git(seed, 'commit', '-q', '-m', 'init')
    git(seed, 'push', '-q', 'origin', 'main')
    const server = await gitServer(root)
    try {
      const workspace = path.join(dir, 'ws')
      git(dir, 'clone', '-q', bare, workspace)
      // As actions/checkout with persist-credentials: false leaves it: an https-style URL, no token.
      git(workspace, 'remote', 'set-url', 'origin', `${server.url}/r.git`)
      const start = git(workspace, 'rev-parse', 'HEAD')
      const argv = path.join(dir, 'argv.json')
      const cmdlines: string[] = []
      // Every command line on the machine while the action runs (they are world-readable).
      const scan = setInterval(() => {
        for (const pid of fs.readdirSync('/proc')) {
          if (!/^\d+$/.test(pid)) continue
          try {
            cmdlines.push(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
          } catch {
            // Gone already.
          }
        }
      }, 10)
      const run = await runAction({
        workspace,
        inputs: { prompt: 'add b', push: 'true', 'github-token': TOKEN },
        env: {
          FAKE_CURSOR_STREAM: streamFile([
            init,
            `@fake write b.txt ${Buffer.from('b\n').toString('base64')}`,
            result('added b')
          ]),
          FAKE_CURSOR_ARGV_FILE: argv,
          GITHUB_RUN_ID: '9',
          GITHUB_RUN_ATTEMPT: '1'
        }
      })
      clearInterval(scan)
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.branch).toBe('cursor/9-1')
      expect(git(bare, 'rev-parse', 'refs/heads/cursor/9-1')).toBe(run.outputs.commit_sha)
      expect(git(bare, 'rev-parse', `${run.outputs.commit_sha ?? ''}^`)).toBe(start)
      // The server saw the token (the push and the check after it), and nothing else did.
      expect(server.auths.filter((a) => a !== '').length).toBeGreaterThanOrEqual(2)
      const b64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
      expect(cmdlines.length).toBeGreaterThan(0)
      expect(cmdlines.filter((c) => c.includes(TOKEN) || c.includes(b64))).toEqual([])
      expect(fs.readFileSync(path.join(workspace, '.git', 'config'), 'utf8')).not.toContain(b64)
      expect(fs.readFileSync(argv, 'utf8')).not.toContain(TOKEN)
      // Only the mask command the runner needs names it.
      const log = run.stdout.replace(`::add-mask::${TOKEN}\n`, '')
      expect(log).not.toContain(TOKEN)
      expect(log).not.toContain(b64)
    } finally {
      await server.stop()
    }
  })
})
