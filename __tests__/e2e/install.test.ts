/**
 * Installing the CLI, end to end through `node dist/index.js`: the installer script from a
 * loopback server (through a proxy over https once; plain HTTP to another machine refused), retried, cancelled, failing with install_failed, and
 * leaving a daemon that holds its output (not waited for).
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import https from 'node:https'
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
      expect(run.stdout).toMatch(/Running .*\.local\/bin\/cursor-agent \(2026\.09\.02-0fa4e17\)/)
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
    // The installer is asked for, and the runner signals while its answer is still coming (not
    // after a fixed time, which a busy machine can spend before the action has asked at all).
    let signal: (() => void) | undefined
    const server = await serve((_req, res) => {
      signal?.()
      // Unref'd: the test ends before it fires, and a pending timer keeps jest's worker from exiting.
      setTimeout(() => res.writeHead(200).end(script), 2500).unref()
    })
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) },
        onStart: (child) => {
          signal = () => child.kill('SIGTERM')
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

  it("downloads the installer through the runner's proxy, over https", async () => {
    const fake = path.join(ROOT, 'fake', 'cursor-agent')
    const script = `mkdir -p "$HOME/.local/bin"\nln -s '${fake}' "$HOME/.local/bin/cursor-agent"\n`
    const seen: string[] = []
    // The installer host's certificate, made for this test and trusted by the action's Node
    // through NODE_EXTRA_CA_CERTS (a plain-HTTP installer-url is refused: install-inputs.ts).
    const dir = tempDir('caa-tls-')
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', '/CN=installer.invalid'],
        ...['-addext', 'subjectAltName=DNS:installer.invalid']
      ],
      { stdio: 'ignore' }
    )
    const installer = https.createServer(
      { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
      (req, res) => {
        seen.push(`${req.method ?? ''} ${req.headers.host ?? ''}${req.url ?? ''}`)
        res.writeHead(200).end(script)
      }
    )
    // A proxy on 127.0.0.1: it answers CONNECT and hands the tunnel to the installer host above,
    // so that host (whose name does not resolve) is only ever reached through the proxy.
    const proxy = http.createServer((_req, res) => res.writeHead(502).end())
    proxy.on('connect', (req: http.IncomingMessage, socket: import('node:net').Socket) => {
      seen.push(`CONNECT ${req.url ?? ''}`)
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      installer.emit('connection', socket)
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    const { port } = proxy.address() as AddressInfo
    try {
      const run = await runAction({
        fake: false,
        inputs: {
          prompt: 'x',
          install: 'true',
          'installer-url': 'https://installer.invalid/install'
        },
        env: {
          https_proxy: `http://127.0.0.1:${port}`,
          NODE_EXTRA_CA_CERTS: cert,
          FAKE_CURSOR_STREAM: streamFile([init, result('ok')])
        }
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(seen).toEqual(['CONNECT installer.invalid:443', 'GET installer.invalid/install'])
    } finally {
      proxy.close()
      installer.close()
    }
  })

  it('refuses a plain-HTTP installer-url to another machine: nothing is downloaded or run', async () => {
    const seen: string[] = []
    const proxy = http.createServer((req, res) => {
      seen.push(`${req.method ?? ''} ${req.url ?? ''}`)
      res.writeHead(502).end()
    })
    proxy.on('connect', (req: http.IncomingMessage, socket: import('node:net').Socket) => {
      seen.push(`CONNECT ${req.url ?? ''}`)
      socket.destroy()
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    const { port } = proxy.address() as AddressInfo
    try {
      const url = 'http://mirror:hunter2secret@installer.invalid/install'
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': url },
        env: {
          http_proxy: `http://127.0.0.1:${port}`,
          FAKE_CURSOR_STREAM: streamFile([init, result('ok')])
        }
      })
      expect(run.code).toBe(1)
      expect(run.outputs.failure_reason).toBe('invalid_input')
      const error = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? ''
      expect(error).toContain('Input "installer-url" is a plain-HTTP URL')
      expect(error).toContain('"http://mirror:***@installer.invalid/install"')
      expect(error).toContain('an https URL')
      expect(`${run.stdout}${run.stderr}${run.summary}`).not.toContain('hunter2secret')
      expect(seen).toEqual([])
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
