/**
 * The CLI's version, end to end through `node dist/index.js`: a `--version` probe that hangs or
 * leaves a grandchild never holds the step, and `cli-version` pins the build the installer fetches.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { init, isAlive, result, runAction, streamFile, tempDir } from '../support/helpers.js'
import { FAKE, reap, signalOnFirstByte, waitFor } from '../support/processes.js'

describe('the --version probe', () => {
  it('does not let a probe that never answers block the step, nor the CLI’s start', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const asked = path.join(dir, 'asked.log')
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_VERSION_HANG: '1',
        FAKE_CURSOR_VERSION_LOG: asked,
        FAKE_CURSOR_ARGV_FILE: argvFile
      },
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.cli_version).toBe('')
    // The probe is asked while the CLI runs: the CLI did not wait out the probe's 5 s.
    const cliStarted = fs.statSync(argvFile).mtimeMs
    expect(cliStarted - fs.statSync(asked).mtimeMs).toBeLessThan(4000)
    // PROBE_MS (5 s) after the CLI's start, not the old 20 s.
    expect(Date.now() - cliStarted).toBeLessThan(5000 + 9000)
  })

  it('is ended with the run by the runner’s SIGTERM while it hangs: cancelled at once', async () => {
    // The probe is asked while the CLI runs: both are still going when the runner cancels.
    const stamp = path.join(tempDir(), 'first-byte')
    const at: { signalled?: number } = {}
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 20000', result('ok')]),
        FAKE_CURSOR_VERSION_HANG: '1',
        FAKE_CURSOR_FIRST_BYTE_STAMP: stamp
      },
      onStart: signalOnFirstByte(stamp, 'SIGTERM', at),
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('cancelled')
    expect(Date.now() - (at.signalled ?? 0)).toBeLessThan(3000)
  })

  it('does not wait for a grandchild that holds stdout, and ends it', async () => {
    const dir = tempDir()
    const holderFile = path.join(dir, 'holder.pid')
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_VERSION: '2026.10.01-abcdef0',
        FAKE_CURSOR_VERSION_CHILD_PID_FILE: holderFile
      },
      timeoutMs: 30_000
    })
    const holder = Number(fs.readFileSync(holderFile, 'utf8'))
    try {
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.cli_version).toBe('2026.10.01-abcdef0')
      // The holder keeps stdout for 60 s; a run that waited for it would take that long.
      expect(run.ms).toBeLessThan(20_000)
      expect(await waitFor(() => !isAlive(holder), 2000)).toBe(true)
    } finally {
      reap(holder)
    }
  })
})

describe('cli-version', () => {
  const PINNED = '2026.10.05-0a1b2c3'
  const SHIPPED = '2026.09.02-c22c1a3'

  /**
   * A stand-in for cursor.com/install: it names its build in the download URL, fetches the
   * package from there (this server) and links the CLI into ~/.local/bin, as the real one does.
   */
  async function installerServer(): Promise<{
    url: string
    paths: string[]
    close: () => void
  }> {
    const paths: string[] = []
    const server = http.createServer((req, res) => {
      paths.push(req.url ?? '')
      const m = /^\/lab\/([^/]+)\/linux\/x64\/agent-cli-package$/.exec(req.url ?? '')
      if (req.url === '/install') {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        res.end(
          [
            'set -euo pipefail',
            `DOWNLOAD_URL="${base}/lab/${SHIPPED}/linux/x64/agent-cli-package"`,
            'mkdir -p "$HOME/.local/bin"',
            'printf "%s|%s" "${CURSOR_AGENT_VERSION:-}" "${1:-}" > "$HOME/pin-seen"',
            'curl -fsS "$DOWNLOAD_URL" -o "$HOME/.local/bin/cursor-agent"',
            'chmod +x "$HOME/.local/bin/cursor-agent"'
          ].join('\n') + '\n'
        )
      } else if (m !== null) {
        res.end(`#!/bin/sh\nFAKE_CURSOR_VERSION='${m[1] ?? ''}' exec '${FAKE}' "$@"\n`)
      } else {
        res.writeHead(404).end()
      }
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as AddressInfo).port
    return {
      url: `http://127.0.0.1:${port}/install`,
      paths,
      close: () => server.close()
    }
  }

  it('takes a pinned build from its archive, never through the installer script', async () => {
    const server = await installerServer()
    try {
      const run = await runAction({
        fake: false,
        inputs: {
          prompt: 'x',
          install: 'true',
          'installer-url': server.url,
          'cli-version': PINNED,
          'cli-download-url': server.url.replace(/\/install$/, '/lab')
        },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
      })
      // This server has no archives (install.test.ts serves them): the point is what was asked.
      expect(run.outputs.failure_reason).toBe('install_failed')
      expect(server.paths).toEqual([`/lab/${PINNED}/linux/x64/agent-cli-package.tar.gz`])
      expect(fs.existsSync(path.join(run.dir, 'home', 'pin-seen'))).toBe(false)
    } finally {
      server.close()
    }
  })

  it('installs the script’s own build when no version is pinned', async () => {
    const server = await installerServer()
    try {
      const run = await runAction({
        fake: false,
        inputs: { prompt: 'x', install: 'true', 'installer-url': server.url },
        env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(server.paths).toEqual(['/install', `/lab/${SHIPPED}/linux/x64/agent-cli-package`])
      expect(run.outputs.cli_version).toBe(SHIPPED)
    } finally {
      server.close()
    }
  })

  it('does not use a CLI on PATH of another build when a version is pinned and install is false', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', install: 'false', 'cli-version': PINNED },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('cli_not_found')
    expect(run.stdout).toContain(
      `is 2026.09.02-0fa4e17, but "cli-version" asks for ${PINNED}. Set install: true`
    )
  })

  it('refuses a cli-version that is not a build id', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'cli-version': 'latest; rm -rf /' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain('Input "cli-version" must be a Cursor CLI build')
  })

  it('sets cli_version from what --version said on a normal run', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_VERSION: '2026.11.11-feed123'
      }
    })
    expect(run.outputs.cli_version).toBe('2026.11.11-feed123')
  })
})
