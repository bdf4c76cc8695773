/**
 * Installing the CLI, end to end through `node dist/index.js`: the installer script from a
 * loopback server (through a proxy once), retried, cancelled, failing with install_failed, and
 * leaving a daemon that holds its output (not waited for).
 */
import { describe, expect, it } from '@jest/globals'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import fs from 'node:fs'
import { init, isAlive, result, ROOT, runAction, streamFile, tempDir } from '../support/helpers.js'
import { reap, waitFor } from '../support/processes.js'

describe('installing the CLI', () => {
  function serve(
    handler: http.RequestListener
  ): Promise<{ url: string; close: () => void; hits: () => number }> {
    let hits = 0
    const server = http.createServer((req, res) => {
      hits++
      handler(req, res)
    })
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        resolve({
          url: `http://127.0.0.1:${port}/install`,
          close: () => server.close(),
          hits: () => hits
        })
      })
    })
  }

  it('installs with the installer script when no CLI is found, retrying a failed download', async () => {
    const fake = path.join(ROOT, 'fake', 'cursor-agent')
    // A stand-in installer that does what the real one does: put the CLI in ~/.local/bin.
    const script = `set -e\nmkdir -p "$HOME/.local/bin"\nln -s '${fake}' "$HOME/.local/bin/cursor-agent"\necho installed\n`
    let calls = 0
    const server = await serve((_req, res) => {
      calls++
      if (calls === 1) {
        res.writeHead(503).end('busy')
        return
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end(script)
    })
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
      })
      expect(run.code).toBe(0)
      expect(server.hits()).toBe(2)
      expect(run.stdout).toContain(
        'Install try 1 of 3 failed: the installer download answered HTTP 503'
      )
      expect(run.stdout).toContain('::group::Installing the Cursor CLI')
      expect(run.stdout).toMatch(/Running .*\.local\/bin\/cursor-agent \(2026\.09\.02-fake000\)/)
      expect(run.outputs.conclusion).toBe('success')
      expect(run.summary).toMatch(
        /CLI installed by Cursor's install script \(`http:\S+\/install`\) in \d+\.\d s\. Pinning a build \(`cli-version`, with its `cli-sha256`\) makes starts faster and reproducible/
      )
    } finally {
      server.close()
    }
  })

  it('does not wait for a daemon the installer script left holding its output', async () => {
    const fake = path.join(ROOT, 'fake', 'cursor-agent')
    const pidFile = path.join(tempDir('caa-daemon-'), 'daemon.pid')
    // The script exits at once; the `sleep` it started keeps the script's stdout and stderr open.
    const script = `mkdir -p "$HOME/.local/bin"\nln -s '${fake}' "$HOME/.local/bin/cursor-agent"\nsleep 300 &\necho $! > '${pidFile}'\necho installed\n`
    const server = await serve((_req, res) => res.writeHead(200).end(script))
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) },
        timeoutMs: 20_000
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(run.stdout).toContain('installed')
      // The step's own work is a second or two; the daemon would have held it for 300 s.
      expect(run.ms).toBeLessThan(10_000)
      const daemon = Number(fs.readFileSync(pidFile, 'utf8'))
      expect(isAlive(daemon)).toBe(true)
    } finally {
      server.close()
      const daemon = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : 0)
      if (daemon > 0) {
        reap(daemon)
        await waitFor(() => !isAlive(daemon), 2000)
      }
    }
  }, 30_000)

  it('is cancelled cleanly when the runner signals during the install', async () => {
    const fake = path.join(ROOT, 'fake', 'cursor-agent')
    const script = `mkdir -p "$HOME/.local/bin"\nln -s '${fake}' "$HOME/.local/bin/cursor-agent"\n`
    const server = await serve((_req, res) => {
      setTimeout(() => res.writeHead(200).end(script), 2500)
    })
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) },
        onStart: (child) => {
          setTimeout(() => child.kill('SIGTERM'), 800)
        }
      })
      expect(run.signal).toBeNull()
      expect(run.outputs.conclusion).toBe('cancelled')
      expect(run.outputs.failure_reason).toBe('cancelled')
      expect(run.summary).toContain('### ⏹ Cursor Agent was cancelled')
    } finally {
      server.close()
    }
  })

  it("downloads the installer through the runner's proxy", async () => {
    const fake = path.join(ROOT, 'fake', 'cursor-agent')
    const script = `mkdir -p "$HOME/.local/bin"\nln -s '${fake}' "$HOME/.local/bin/cursor-agent"\n`
    const seen: string[] = []
    // A proxy on 127.0.0.1: it answers CONNECT and then serves the tunnelled request itself, so
    // the installer host (which does not resolve) is only ever reached through it.
    const proxy = http.createServer((req, res) => {
      seen.push(`${req.method ?? ''} ${req.headers.host ?? ''}${req.url ?? ''}`)
      res.writeHead(200).end(script)
    })
    proxy.on('connect', (req: http.IncomingMessage, socket: import('node:net').Socket) => {
      seen.push(`CONNECT ${req.url ?? ''}`)
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      proxy.emit('connection', socket)
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    const { port } = proxy.address() as AddressInfo
    try {
      const run = await runAction({
        fake: false,
        inputs: {
          prompt: 'x',
          install: 'true',
          'installer-url': 'http://installer.invalid/install'
        },
        env: {
          http_proxy: `http://127.0.0.1:${port}`,
          FAKE_CURSOR_STREAM: streamFile([init, result('ok')])
        }
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(seen).toEqual(['CONNECT installer.invalid:80', 'GET installer.invalid:80/install'])
    } finally {
      proxy.close()
    }
  })

  it('fails with install_failed after three tries', async () => {
    const server = await serve((_req, res) => res.writeHead(500).end('down'))
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url }
      })
      expect(run.code).toBe(1)
      expect(server.hits()).toBe(3)
      expect(run.outputs.failure_reason).toBe('install_failed')
      expect(run.stdout).toContain('Installing the Cursor CLI from')
    } finally {
      server.close()
    }
  })

  it('fails with install_failed when the script runs but installs nothing', async () => {
    const server = await serve((_req, res) => res.writeHead(200).end('echo nothing to see\n'))
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url }
      })
      expect(run.outputs.failure_reason).toBe('install_failed')
      expect(run.stdout).toContain('no cursor-agent or agent appeared')
    } finally {
      server.close()
    }
  })
})
