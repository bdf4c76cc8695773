/**
 * installPinned (src/agent/install/pinned.ts): a tool-cache entry unchanged since its `--version` said
 * the build runs from there, without loading install.ts (the archive's, the download's and the
 * caches' code); anything else goes to install.ts. install.ts is replaced here by one that says
 * it was loaded.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { tempDir } from '../../support/helpers.js'

const asked: string[] = []
jest.unstable_mockModule('../../../src/agent/install/install.js', () => ({
  installFromArchive: () => {
    asked.push('install.ts')
    return Promise.reject(new Error('install.ts was loaded'))
  }
}))
const { installPinned } = await import('../../../src/agent/install/pinned.js')
const { archiveUrl, executableProblem, unchangedNote } =
  await import('../../../src/agent/install/layout.js')
const { archiveLayout, platformOf } = await import('../../../src/core/platform.js')
const { walkTree, writeChecked } = await import('../../../src/agent/install/toolcache-record.js')
const { readRunnerEnv } = await import('../../../src/runner/env.js')

const BUILD = '2026.09.28-5f2c1ab'

/** A tool cache holding the build's entry, its CLI recorded as having answered the build. */
function cached(mode = 0o755): { toolCache: string; exe: string } {
  const toolCache = tempDir()
  const entry = path.join(toolCache, 'cursor-agent', '2026.9.28-5f2c1ab', process.arch)
  const exe = path.join(entry, 'cli', 'dist-package', 'cursor-agent')
  fs.mkdirSync(path.dirname(exe), { recursive: true })
  fs.writeFileSync(exe, '#!/bin/sh\necho 2026.09.28-5f2c1ab\n', { mode })
  fs.writeFileSync(`${entry}.complete`, '')
  const tree = walkTree(path.join(entry, 'cli'))?.identity
  expect(writeChecked(entry, { build: BUILD, tree })).toBe(true)
  return { toolCache, exe }
}

function options(
  toolCache: string,
  sha256 = ''
): Parameters<typeof installPinned>[0] & {
  logged: string[]
} {
  const logged: string[] = []
  return {
    build: BUILD,
    sha256,
    baseUrl: 'https://downloads.example/lab/',
    env: readRunnerEnv({ RUNNER_TOOL_CACHE: toolCache, RUNNER_TEMP: tempDir() }),
    // An unchanged entry runs without its --version; anything else goes to install.ts.
    version: () => Promise.reject(new Error('--version was asked')),
    log: (line) => logged.push(line),
    warn: (message) => logged.push(`warning: ${message}`),
    stallMs: 60_000,
    logged
  }
}

beforeEach(() => {
  asked.length = 0
})

describe('a pinned CLI from the tool cache', () => {
  const linuxOrMac = ['linux', 'darwin'].includes(process.platform) ? it : it.skip

  linuxOrMac('runs an unchanged entry without loading install.ts', async () => {
    const { toolCache, exe } = cached()
    const o = options(toolCache)
    const got = await installPinned(o)
    expect(asked).toEqual([])
    expect(got.cli).toEqual({ path: exe, version: BUILD })
    expect(got.install).toMatchObject({
      source: 'tool-cache',
      build: BUILD,
      verified: false,
      url: `https://downloads.example/lab/${BUILD}/${process.platform}/${process.arch}/agent-cli-package.tar.gz`
    })
    expect(o.logged).toEqual([unchangedNote(BUILD)])
  })

  linuxOrMac(
    'leaves a changed entry, one without its executable, and cli-sha256 to install.ts',
    async () => {
      const changed = cached()
      fs.writeFileSync(changed.exe, fs.readFileSync(changed.exe)) // rewritten: a new ctime
      await expect(installPinned(options(changed.toolCache))).rejects.toThrow(
        'install.ts was loaded'
      )

      const bare = cached(0o644) // unchanged since it was recorded, but not executable
      await expect(installPinned(options(bare.toolCache))).rejects.toThrow('install.ts was loaded')

      const pinned = cached()
      await expect(installPinned(options(pinned.toolCache, 'a'.repeat(64)))).rejects.toThrow(
        'install.ts was loaded'
      )
      expect(asked).toEqual(['install.ts', 'install.ts', 'install.ts'])
    }
  )
})

describe('a pinned CLI on each platform (handed in)', () => {
  const on = (os: string, arch: string): ReturnType<typeof platformOf> =>
    platformOf({ os, arch }, { platform: 'linux', arch: 'x64' })

  it("asks for each platform's archive", () => {
    const url = (os: string, arch: string): string =>
      archiveUrl('https://downloads.example/lab/', BUILD, on(os, arch))
    expect(url('Linux', 'X64')).toBe(
      `https://downloads.example/lab/${BUILD}/linux/x64/agent-cli-package.tar.gz`
    )
    expect(url('macOS', 'ARM64')).toBe(
      `https://downloads.example/lab/${BUILD}/darwin/arm64/agent-cli-package.tar.gz`
    )
    expect(url('Windows', 'X64')).toBe(
      `https://downloads.example/lab/${BUILD}/windows/x64/agent-cli-package.zip`
    )
    expect(url('Windows', 'ARM64')).toBe(
      `https://downloads.example/lab/${BUILD}/windows/arm64/agent-cli-package.zip`
    )
  })

  it('refuses a platform Cursor publishes no archive for', async () => {
    const o = options(tempDir())
    const env = readRunnerEnv({ RUNNER_OS: 'Windows', RUNNER_ARCH: 'X86', RUNNER_TEMP: tempDir() })
    await expect(installPinned({ ...o, env })).rejects.toThrow(
      'Cursor publishes the CLI archive for Linux, macOS and Windows on x64 and arm64; this runner is windows on x86.'
    )
  })

  it("checks Windows' node.exe and index.js in a tree", () => {
    const tree = tempDir()
    const layout = archiveLayout({ os: 'windows' })
    expect(executableProblem(tree, layout)).toBe('it holds no executable dist-package/node.exe')
    fs.mkdirSync(path.join(tree, 'dist-package'))
    fs.writeFileSync(path.join(tree, 'dist-package', 'node.exe'), '', { mode: 0o755 })
    expect(executableProblem(tree, layout)).toBe('it holds no dist-package/index.js')
    fs.mkdirSync(path.join(tree, 'dist-package', 'index.js'))
    expect(executableProblem(tree, layout)).toBe('dist-package/index.js is not a file')
  })

  it('runs an unchanged Windows entry as its node.exe with its index.js', async () => {
    const toolCache = tempDir()
    const entry = path.join(toolCache, 'cursor-agent', '2026.9.28-5f2c1ab', 'x64')
    const dist = path.join(entry, 'cli', 'dist-package')
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'node.exe'), '', { mode: 0o755 })
    fs.writeFileSync(path.join(dist, 'index.js'), '')
    fs.writeFileSync(`${entry}.complete`, '')
    const tree = walkTree(path.join(entry, 'cli'))?.identity
    expect(writeChecked(entry, { build: BUILD, tree })).toBe(true)
    const env = readRunnerEnv({
      RUNNER_OS: 'Windows',
      RUNNER_ARCH: 'X64',
      RUNNER_TOOL_CACHE: toolCache,
      RUNNER_TEMP: tempDir()
    })
    const got = await installPinned({ ...options(toolCache), env })
    expect(asked).toEqual([])
    expect(got.cli).toEqual({
      path: path.join(dist, 'node.exe'),
      prefix: [path.join(dist, 'index.js')],
      version: BUILD
    })
    expect(got.install.url).toBe(
      `https://downloads.example/lab/${BUILD}/windows/x64/agent-cli-package.zip`
    )
  })
})
