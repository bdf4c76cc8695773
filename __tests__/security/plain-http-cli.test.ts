/**
 * The pinned CLI over plain HTTP, end to end on dist/index.js: `cli-download-url` with `http://`
 * to a host that is not this machine, and no `cli-sha256`, is an input error before anything is
 * downloaded (whoever is on the network path would serve the CLI that runs with the API key),
 * naming the input, its value without the URL's password, and both ways out. Loopback, and a
 * pinned digest, stay allowed (pinned-install.test.ts installs from a plain-HTTP loopback server,
 * and through a proxy from `http://downloads.invalid` with `cli-sha256`).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { init, result, runAction, streamFile } from '../support/helpers.js'

const BUILD = '2026.09.02-abc1234'

/** A proxy on loopback that answers nothing: it only records what the action asked of it. */
let proxy: http.Server
const seen: string[] = []
beforeAll(async () => {
  proxy = http.createServer((req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`)
    res.writeHead(502).end()
  })
  proxy.on('connect', (req: http.IncomingMessage, socket: import('node:net').Socket) => {
    seen.push(`CONNECT ${req.url ?? ''}`)
    socket.destroy()
  })
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
})
afterAll(() => {
  proxy.close()
})

describe('cli-download-url over plain HTTP', () => {
  it('is an input error without cli-sha256: the input, its value without the password, and both ways out', async () => {
    const url = 'http://mirror:hunter2secret@downloads.example.invalid/lab'
    const run = await runAction({
      fake: false,
      inputs: { prompt: 'x', install: 'true', 'cli-version': BUILD, 'cli-download-url': url },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        http_proxy: `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('invalid_input')
    const error = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? ''
    expect(error).toContain('Input "cli-download-url" is a plain-HTTP URL')
    expect(error).toContain('"http://mirror:***@downloads.example.invalid/lab"')
    expect(error).toContain('an https URL')
    expect(error).toContain('"cli-sha256"')
    expect(run.summary).toContain('`cli-download-url`')
    expect(run.summary).toContain('`invalid_input`')
    expect(`${run.stdout}${run.stderr}${run.summary}`).not.toContain('hunter2secret')
    // Refused before any install: nothing was asked of the network.
    expect(seen).toEqual([])
  })
})
