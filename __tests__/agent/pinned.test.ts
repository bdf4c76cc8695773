/**
 * installPinned (src/agent/pinned.ts): a tool-cache entry unchanged since its `--version` said
 * the build runs from there, without loading install.ts (the archive's, the download's and the
 * caches' code); anything else goes to install.ts. install.ts is replaced here by one that says
 * it was loaded.
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { tempDir } from '../support/helpers.js'

const asked: string[] = []
jest.unstable_mockModule('../../src/agent/install.js', () => ({
  installFromArchive: () => {
    asked.push('install.ts')
    return Promise.reject(new Error('install.ts was loaded'))
  }
}))
const { installPinned, unchangedNote } = await import('../../src/agent/pinned.js')
const { walkTree, writeChecked } = await import('../../src/agent/toolcache-record.js')
const { readRunnerEnv } = await import('../../src/runner/env.js')

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
