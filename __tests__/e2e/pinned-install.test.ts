/**
 * The pinned install (`cli-version`, `cli-sha256`, `cli-download-url`), end to end through
 * `node dist/index.js`: Cursor's archive from a loopback download host (archive-server.ts),
 * checked, unpacked, kept in the runner's tool cache and in the Actions cache (a loopback cache
 * service, cache-server.ts), and found there by the next run.
 *
 * The tests that need a tool cache with the build in it take the first test's (`kept`), after
 * that test's runs, rather than each downloading into one of its own; the two tests that only
 * read what a plain pinned run printed share that run (`plainRun`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import path from 'node:path'
import { pinnedInputs, startArchiveServer, type ArchiveServer } from '../support/archive-server.js'
import { startCacheService, type CacheService } from '../support/cache-server.js'
import {
  FAKE_DIR,
  init,
  result,
  runAction,
  streamFile,
  tempDir,
  type ActionRun
} from '../support/helpers.js'
import { shared } from '../support/shared.js'

const BUILD = '2026.09.28-5f2c1ab'
const ARCHIVE = `/lab/${BUILD}/linux/x64/agent-cli-package.tar.gz`
const KEY = `cursor-agent-cli-${BUILD}-linux-x64`
const OTHER_DIGEST = 'ab'.repeat(32)

let archive: ArchiveServer
let cache: CacheService

beforeAll(async () => {
  archive = await startArchiveServer()
  cache = await startCacheService()
})

afterAll(async () => {
  await archive.close()
  await cache.close()
})

beforeEach(() => {
  archive.requests.length = 0
  archive.faults = { stalls: 0, errors: 0, status: 503, wrongBody: false }
  cache.entries.length = 0
  cache.requests.length = 0
})

interface Pinned {
  sha256?: string
  toolCache?: string
  actionsCache?: boolean
  env?: Record<string, string | undefined>
  inputs?: Record<string, string>
  stream?: string
}

/** A run pinned to BUILD, with no CLI on PATH: only what the install puts in place can run. */
function pinned(o: Pinned = {}): Promise<ActionRun> {
  return runAction({
    fake: false,
    inputs: { ...pinnedInputs(archive, BUILD, o.sha256), ...o.inputs },
    env: {
      FAKE_CURSOR_STREAM: o.stream ?? streamFile([init, result('ok')]),
      RUNNER_TOOL_CACHE: o.toolCache,
      ...(o.actionsCache === true ? cache.env() : {}),
      ...o.env
    }
  })
}

/** Every path under `dir` whose name is `name`. */
function findAll(dir: string, name: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((p) => path.basename(p) === name)
    .map((p) => path.join(dir, p))
}

function manifestInstall(run: ActionRun): unknown {
  const manifest = JSON.parse(fs.readFileSync(run.outputs.manifest ?? '', 'utf8')) as {
    cli: { install: unknown }
  }
  return manifest.cli.install
}

/** The archive requests made from now on. */
function requestsFromNow(): () => string[] {
  const from = archive.requests.length
  return () => archive.requests.slice(from)
}

/**
 * A tool cache the build was downloaded into, with `cli-sha256` and the Actions cache, and that
 * first run with the archive requests it made: started by the first test that asks.
 */
const kept = shared(async () => {
  const toolCache = tempDir()
  const runnerTemp = tempDir()
  const since = requestsFromNow()
  const first = await pinned({
    sha256: archive.sha256(BUILD),
    toolCache,
    actionsCache: true,
    env: { RUNNER_TEMP: runnerTemp }
  })
  return { toolCache, runnerTemp, first, requests: since(), entries: [...cache.entries] }
})

/** A run pinned to BUILD with nothing else: no tool cache, no digest, no Actions cache. */
const plainRun = shared(() => pinned())

describe('a pinned build', () => {
  it('is downloaded, checked and kept in both caches; the next runs start from a cache without a download', async () => {
    const { toolCache, runnerTemp, first, requests, entries } = await kept()
    const sha256 = archive.sha256(BUILD)
    expect(first.outputs.conclusion).toBe('success')
    expect(requests).toEqual([ARCHIVE])
    expect(first.outputs.cli_version).toBe(BUILD)
    expect(first.stdout).toContain(`::group::Installing the Cursor CLI ${BUILD}`)
    expect(first.stdout).toMatch(
      new RegExp(
        `Running \\S+/cursor-agent-cli/${KEY}/cli/dist-package/cursor-agent \\(${BUILD}\\)`
      )
    )
    expect(first.summary).toContain(
      `CLI \`${BUILD}\` downloaded from \`${archive.url}${ARCHIVE.slice(4)}\``
    )
    expect(first.summary).toContain(`sha256 \`${sha256}\`, as \`cli-sha256\` says.`)
    expect(manifestInstall(first)).toMatchObject({
      source: 'downloaded',
      build: BUILD,
      verified: true
    })
    // The tool cache's entry (semver: no leading zeros) and the Actions cache's, keyed by build, OS, arch.
    const entry = path.join(toolCache, 'cursor-agent', '2026.9.28-5f2c1ab', 'x64')
    expect(fs.existsSync(`${entry}.complete`)).toBe(true)
    expect(fs.existsSync(path.join(entry, 'cli', 'dist-package', 'cursor-agent'))).toBe(true)
    expect(entries.map((e) => [e.key, e.committed])).toEqual([[KEY, true]])

    const since = requestsFromNow()
    const second = await pinned({ sha256, toolCache, actionsCache: true })
    expect(second.outputs.conclusion).toBe('success')
    expect(since()).toEqual([])
    expect(second.summary).toContain(`CLI \`${BUILD}\` from a cache (the runner's tool cache) in`)
    expect(manifestInstall(second)).toMatchObject({ source: 'tool-cache', verified: true })
    // With a digest, the cached archive is hashed again and unpacked afresh, never the cached tree.
    expect(second.stdout).toMatch(new RegExp(`Running ${second.dir}/cursor-agent-cli/`))

    // A hosted runner: an empty tool cache (not worth a copy: the machine goes with the job), the
    // Actions cache from the first run.
    const hostedToolCache = tempDir()
    const third = await pinned({
      sha256,
      toolCache: hostedToolCache,
      actionsCache: true,
      env: { RUNNER_TEMP: runnerTemp, RUNNER_ENVIRONMENT: 'github-hosted' }
    })
    expect(third.outputs.conclusion).toBe('success')
    expect(fs.readdirSync(hostedToolCache)).toEqual([])
    expect(since()).toEqual([])
    expect(third.summary).toContain(`CLI \`${BUILD}\` from a cache (the Actions cache) in`)
    expect(cache.requests).toContain('GET /devstoreaccount1/actions-cache/1')
  })

  it('refuses an archive whose sha256 is not cli-sha256: install_failed naming both, nothing unpacked or run', async () => {
    const toolCache = tempDir()
    const argv = path.join(tempDir(), 'argv.json')
    const run = await pinned({
      sha256: OTHER_DIGEST,
      toolCache,
      actionsCache: true,
      env: { FAKE_CURSOR_ARGV_FILE: argv }
    })
    expect(run.outputs.failure_reason).toBe('install_failed')
    for (const text of [run.stdout, run.summary]) {
      expect(text).toContain(archive.sha256(BUILD))
      expect(text).toContain(OTHER_DIGEST)
    }
    expect(findAll(run.dir, 'dist-package')).toEqual([])
    expect(findAll(toolCache, 'dist-package')).toEqual([])
    expect(fs.existsSync(argv)).toBe(false)
    expect(cache.entries).toEqual([])
  })

  it('tries a stalled download again', async () => {
    archive.faults.stalls = 1
    const run = await pinned({ env: { CURSOR_AGENT_ACTION_STALL_MS: '400' } })
    expect(run.outputs.conclusion).toBe('success')
    expect(archive.requests).toEqual([ARCHIVE, ARCHIVE])
    expect(run.stdout).toContain('Download try 1 of 4 failed: no byte for 0.4 s (stalled)')
    expect(run.summary).toContain(`CLI \`${BUILD}\` downloaded from`)
  })

  it('tries again after a server error', async () => {
    archive.faults.errors = 1
    archive.faults.status = 502
    const run = await pinned()
    expect(run.outputs.conclusion).toBe('success')
    expect(archive.requests).toEqual([ARCHIVE, ARCHIVE])
    expect(run.stdout).toContain(
      'Download try 1 of 4 failed: the server answered HTTP 502; trying again in 1 s.'
    )
  })

  it('fails with install_failed on a 404 at once, naming the URL', async () => {
    const run = await pinned({ inputs: { 'cli-download-url': `${archive.url}/mirror-without-it` } })
    expect(run.outputs.failure_reason).toBe('install_failed')
    expect(archive.requests).toEqual([`/lab/mirror-without-it${ARCHIVE.slice(4)}`])
    expect(run.summary).toContain(
      `from \`${archive.url}/mirror-without-it${ARCHIVE.slice(4)}\` failed: try 1: the server answered HTTP 404: no such file there.`
    )
  })

  it('discards a cached archive with another digest and downloads it again', async () => {
    const { toolCache, first } = await kept()
    const sha256 = archive.sha256(BUILD)
    expect(first.outputs.conclusion).toBe('success')
    const cached = path.join(toolCache, 'cursor-agent', '2026.9.28-5f2c1ab', 'x64')
    expect(fs.existsSync(path.join(cached, 'agent-cli-package.tar.gz'))).toBe(true)
    fs.appendFileSync(path.join(cached, 'agent-cli-package.tar.gz'), 'tampered')
    const since = requestsFromNow()
    const run = await pinned({ sha256, toolCache })
    expect(run.outputs.conclusion).toBe('success')
    expect(since()).toEqual([ARCHIVE])
    expect(run.stdout).toContain(`::warning::The cached CLI in ${cached} was discarded`)
    expect(run.summary).toContain('was discarded')
    expect(run.summary).toContain(`CLI \`${BUILD}\` downloaded from`)
  })

  it('discards a cached CLI whose --version is not the build and downloads it again', async () => {
    const { toolCache, first } = await kept()
    expect(first.outputs.conclusion).toBe('success')
    const cached = path.join(toolCache, 'cursor-agent', '2026.9.28-5f2c1ab', 'x64')
    const exe = path.join(cached, 'cli', 'dist-package', 'cursor-agent')
    expect(fs.existsSync(exe)).toBe(true)
    fs.writeFileSync(exe, '#!/bin/sh\necho 2026.01.01-0bad000\n')
    const since = requestsFromNow()
    const second = await pinned({ toolCache })
    expect(second.outputs.conclusion).toBe('success')
    expect(since()).toEqual([ARCHIVE])
    expect(second.stdout).toContain('its --version says 2026.01.01-0bad000, not 2026.09.28-5f2c1ab')
    // Kept again, whole: the third run starts from the tool cache.
    const third = await pinned({ toolCache })
    expect(since()).toEqual([ARCHIVE])
    expect(third.summary).toContain("from a cache (the runner's tool cache)")
  })

  it('warns when the CLI updated itself during the run', async () => {
    const ws = path.join(tempDir(), 'ws')
    fs.mkdirSync(ws)
    const newer = Buffer.from('2026.10.30-0feed11\n').toString('base64')
    const run = await pinned({
      stream: streamFile([init, `@fake write version.txt ${newer}`, result('ok')]),
      env: { FAKE_CURSOR_VERSION_FILE: path.join(ws, 'version.txt'), GITHUB_WORKSPACE: ws }
    })
    expect(run.outputs.conclusion).toBe('success')
    const warning = `The CLI updated itself during the run: ${run.dir}/cursor-agent-cli/${KEY}/cli/dist-package/cursor-agent was ${BUILD} at the start and is 2026.10.30-0feed11 now.`
    expect(run.stdout).toContain(`::warning::${warning}`)
    expect(run.summary).toContain('The CLI updated itself during the run')
  })

  it('says nothing of an update when the version stayed', async () => {
    const run = await plainRun()
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).not.toContain('updated itself')
  })

  it('downloads when the Actions cache service cannot be reached, with a warning', async () => {
    const run = await pinned({
      env: {
        ACTIONS_CACHE_SERVICE_V2: 'true',
        ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
        ACTIONS_RUNTIME_TOKEN: 'token'
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toMatch(/::warning::Failed to restore/)
    expect(run.summary).toContain(`CLI \`${BUILD}\` downloaded from`)
  })

  it('unpacks under RUNNER_TEMP without a tool cache, and suggests the digest it saw', async () => {
    const run = await plainRun()
    expect(run.outputs.conclusion).toBe('success')
    expect(findAll(run.dir, 'dist-package')).toEqual([
      path.join(run.dir, 'cursor-agent-cli', KEY, 'cli', 'dist-package')
    ])
    expect(run.summary).toContain(
      `sha256 \`${archive.sha256(BUILD)}\` (set it as \`cli-sha256\` to check it on every start).`
    )
  })
})

describe('the download', () => {
  it("goes through the runner's proxy", async () => {
    const seen: string[] = []
    // A proxy on 127.0.0.1: it answers CONNECT, then serves the tunnelled request itself by
    // asking the archive server, so the download host (which does not resolve) is only ever
    // reached through it.
    const proxy = http.createServer((req, res) => {
      seen.push(`${req.method ?? ''} ${req.headers.host ?? ''}${req.url ?? ''}`)
      http.get(`${archive.url.replace(/\/lab$/, '')}${req.url ?? ''}`, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      })
    })
    proxy.on('connect', (req: http.IncomingMessage, socket: Socket) => {
      seen.push(`CONNECT ${req.url ?? ''}`)
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      proxy.emit('connection', socket)
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    try {
      const port = (proxy.address() as AddressInfo).port
      // A plain-HTTP host that is not loopback needs the digest (plain-http-cli.test.ts).
      const run = await pinned({
        sha256: archive.sha256(BUILD),
        inputs: { 'cli-download-url': 'http://downloads.invalid/lab' },
        env: { http_proxy: `http://127.0.0.1:${String(port)}` }
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(seen).toEqual(['CONNECT downloads.invalid:80', `GET downloads.invalid:80${ARCHIVE}`])
    } finally {
      proxy.closeAllConnections()
      proxy.close()
    }
  })

  it('stops when the runner cancels the job, and the step says cancelled', async () => {
    archive.faults.stalls = 1
    const run = await runAction({
      fake: false,
      inputs: {
        prompt: 'x',
        install: 'true',
        'cli-version': BUILD,
        'cli-download-url': archive.url
      },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) },
      // The signal comes once the download is under way (not after a fixed time, which a busy
      // machine can spend before the action has even asked for the archive).
      onStart: (child) => {
        const asked = setInterval(() => {
          if (archive.requests.length === 0) return
          clearInterval(asked)
          child.kill('SIGTERM')
        }, 20)
      }
    })
    expect(run.signal).toBeNull()
    expect(run.outputs.conclusion).toBe('cancelled')
    // Well under the 60 s stall it would otherwise wait out.
    expect(run.ms).toBeLessThan(30_000)
    expect(archive.requests).toEqual([ARCHIVE])
  })
})

describe('a hostile archive', () => {
  it.each([
    ['a path out of the folder', { path: '../escaped', body: 'x' }, 'its path leaves the folder'],
    ['an absolute path', { path: '/tmp/escaped-abs', body: 'x' }, 'its path leaves the folder'],
    ['a link out', { path: 'dist-package/etc', type: 'symlink', target: '/etc' }, 'it links out'],
    ['a relative link out', { path: 'up', type: 'symlink', target: '../..' }, 'it links out'],
    ['a device', { path: 'dist-package/null', type: 'char' }, 'a CharacterDevice entry'],
    ['a FIFO', { path: 'dist-package/pipe', type: 'fifo' }, 'a FIFO entry']
  ] as const)('is refused whole: %s', async (_name, bad, why) => {
    const build = '2026.09.29-0e0e0e0'
    const entries = archive.entries
    archive.entries = (b, os) => [...entries(b, os), bad]
    try {
      const run = await pinned({ inputs: { 'cli-version': build } })
      expect(run.outputs.failure_reason).toBe('install_failed')
      expect(run.summary).toContain(why)
      expect(findAll(run.dir, 'dist-package')).toEqual([])
      expect(findAll(path.join(run.dir, 'cursor-agent-cli'), 'escaped')).toEqual([])
      expect(fs.existsSync('/tmp/escaped-abs')).toBe(false)
    } finally {
      archive.entries = entries
    }
  })
})

describe("Cursor's install script (no cli-version)", () => {
  it("runs with the CLI's environment: no API key, GitHub token or runner token", async () => {
    const fake = path.join(FAKE_DIR, 'cursor-agent')
    const script = [
      'env > "$HOME/installer-env"',
      'mkdir -p "$HOME/.local/bin"',
      `ln -s '${fake}' "$HOME/.local/bin/cursor-agent"`
    ].join('\n')
    const server = http.createServer((_req, res) => res.end(script + '\n'))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const port = (server.address() as AddressInfo).port
      const run = await runAction({
        fake: false,
        inputs: {
          prompt: 'x',
          install: 'true',
          'installer-url': `http://127.0.0.1:${String(port)}/install`,
          'api-key': 'key_installer_0123456789',
          'github-token': 'ghs_installer0123456789abcdef'
        },
        env: {
          FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
          ACTIONS_RUNTIME_TOKEN: 'runtime-installer-token',
          GITHUB_TOKEN: 'ghs_installer0123456789abcdef'
        }
      })
      expect(run.outputs.conclusion).toBe('success')
      const seen = fs.readFileSync(path.join(run.dir, 'home', 'installer-env'), 'utf8')
      expect(seen).toContain('HOME=')
      for (const secret of ['key_installer', 'ghs_installer', 'runtime-installer-token', 'INPUT_'])
        expect(seen).not.toContain(secret)
    } finally {
      server.close()
    }
  })
})

describe('cli-sha256', () => {
  it('without cli-version is an input error before anything runs', async () => {
    const argv = path.join(tempDir(), 'argv.json')
    const run = await runAction({
      inputs: { prompt: 'x', install: 'true', 'cli-sha256': archive.sha256(BUILD) },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argv }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      'Input "cli-sha256" is the digest of one build\'s archive: set "cli-version"'
    )
    expect(fs.existsSync(argv)).toBe(false)
    expect(archive.requests).toEqual([])
  })

  it('with install: false is an input error (nothing would be checked)', async () => {
    const run = await pinned({ sha256: archive.sha256(BUILD), inputs: { install: 'false' } })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      'Input "cli-sha256" checks the archive the action installs, and "install" is false'
    )
    expect(archive.requests).toEqual([])
  })

  it('must be 64 hexadecimal digits', async () => {
    const run = await pinned({ sha256: 'sha256:abc' })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      'Input "cli-sha256" must be the archive\'s sha256 as 64 hexadecimal digits'
    )
  })
})
