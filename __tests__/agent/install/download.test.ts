import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { download } from '../../../src/agent/install/download.js'
import { tempDir } from '../../support/helpers.js'

// A body that stops halfway is a stall, named so, however late the bytes reach the meter: the
// socket's own idle limit raced the meter and, on a busy machine, named the try "aborted" (CI's
// pinned-install test). A server that never answers is still given up by the socket's limit.
describe('download', () => {
  let server: http.Server
  let url = ''
  let served = 0
  let silent = false
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      served++
      const body = Buffer.alloc(4096, 7)
      res.writeHead(200, { 'content-length': String(body.length) })
      if (silent) return
      if (served % 2 === 1) {
        res.write(body.subarray(0, 2048))
        return
      }
      res.end(body)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cli.tar.gz`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })

  it('names a body that stops a stall, and tries again', async () => {
    const dir = tempDir()
    for (let i = 0; i < 6; i++) {
      const lines: string[] = []
      const got = await download({
        url,
        file: path.join(dir, 'cli.tar.gz'),
        stallMs: 50,
        backoffMs: 1,
        log: (l) => lines.push(l)
      })
      expect(got.bytes).toBe(4096)
      expect(fs.statSync(path.join(dir, 'cli.tar.gz')).size).toBe(4096)
      expect(lines).toEqual([
        'Download try 1 of 4 failed: no byte for 0.05 s (stalled); trying again in 0.001 s.'
      ])
    }
  })

  it('gives up on a server that accepts and never answers', async () => {
    silent = true
    const lines: string[] = []
    const started = Date.now()
    await expect(
      download({
        url,
        file: path.join(tempDir(), 'cli.tar.gz'),
        stallMs: 50,
        retries: 1,
        backoffMs: 1,
        log: (l) => lines.push(l)
      })
    ).rejects.toThrow('try 1: Request timeout: /cli.tar.gz; try 2: Request timeout: /cli.tar.gz')
    expect(Date.now() - started).toBeLessThan(5000)
    silent = false
  })
})
