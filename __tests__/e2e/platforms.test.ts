/**
 * macOS and Windows runners, end to end through `node dist/index.js` on Linux with RUNNER_OS and
 * RUNNER_ARCH set as those runners set them: the archive the action asks the download host for
 * (archive-server.ts), unpacked as on that platform. A Windows archive is a zip, unpacked here
 * under the tar's rules; its `node.exe` is a shell script standing in for Node, so the run
 * goes on and shows the command line the CLI was started with: `node.exe index.js …`. A hostile
 * zip is refused whole. Process control (taskkill, no FIFO) follows this process's platform,
 * Linux here: agent/tree.test.ts tests Windows' with the platform handed in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  cliPackage,
  pinnedInputs,
  startArchiveServer,
  windowsPackage,
  type ArchiveServer,
  type TarEntry
} from '../support/archive-server.js'
import { init, result, runAction, streamFile, tempDir, type ActionRun } from '../support/helpers.js'

const BUILD = '2026.09.28-5f2c1ab'

let archive: ArchiveServer

beforeAll(async () => {
  archive = await startArchiveServer()
})

afterAll(async () => {
  await archive.close()
})

beforeEach(() => {
  archive.requests.length = 0
  archive.entries = (build, os) => (os === 'windows' ? windowsPackage(build) : cliPackage(build))
})

/** A run pinned to BUILD on the runner RUNNER_OS/RUNNER_ARCH say, no CLI on PATH. */
function on(
  os: string,
  arch: string,
  o: { env?: Record<string, string>; inputs?: Record<string, string> } = {}
): Promise<ActionRun> {
  return runAction({
    fake: false,
    inputs: { ...pinnedInputs(archive, BUILD), ...o.inputs },
    env: {
      RUNNER_OS: os,
      RUNNER_ARCH: arch,
      FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
      ...o.env
    }
  })
}

describe('a pinned build on macOS', () => {
  it.each([
    ['ARM64', 'arm64'],
    ['X64', 'x64']
  ])('asks for the darwin/%s archive and runs it as on Linux', async (arch, want) => {
    const run = await on('macOS', arch)
    expect(archive.requests).toEqual([`/lab/${BUILD}/darwin/${want}/agent-cli-package.tar.gz`])
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toMatch(
      new RegExp(
        `Running \\S+/cursor-agent-cli-${BUILD}-darwin-${want}/cli/dist-package/cursor-agent`
      )
    )
  })
})

describe('a pinned build on Windows', () => {
  it('asks for the zip, and starts its node.exe with index.js, never the .cmd shim', async () => {
    const dir = tempDir()
    const nodeLog = path.join(dir, 'node.log')
    const argvFile = path.join(dir, 'argv.json')
    const sha256 = archive.sha256(BUILD, 'windows')
    const run = await on('Windows', 'X64', {
      inputs: { 'cli-sha256': sha256 },
      env: { FAKE_NODE_LOG: nodeLog, FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(archive.requests).toEqual([`/lab/${BUILD}/windows/x64/agent-cli-package.zip`])
    expect(run.outputs.conclusion).toBe('success')
    const tree = path.join(
      run.dir,
      'cursor-agent-cli',
      `cursor-agent-cli-${BUILD}-windows-x64`,
      'cli'
    )
    const index = path.join(tree, 'dist-package', 'index.js')
    // node.exe was given index.js first, for --version and for the run.
    const given = fs.readFileSync(nodeLog, 'utf8').trim().split('\n')
    expect(given.length).toBeGreaterThanOrEqual(2)
    expect(new Set(given)).toEqual(new Set([index]))
    const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[] }
    expect(seen.argv[0]).toBe('-p')
    expect(run.stdout).toContain(
      `Running ${path.join(tree, 'dist-package', 'node.exe')} (${BUILD})`
    )
    expect(run.summary).toContain(`agent-cli-package.zip`)
  })

  it('asks for windows/arm64 on an ARM64 runner', async () => {
    const run = await on('Windows', 'ARM64')
    expect(archive.requests).toEqual([`/lab/${BUILD}/windows/arm64/agent-cli-package.zip`])
    expect(run.outputs.conclusion).toBe('success')
  })

  it.each([
    ['a path out', { path: '../escaped-zip', body: 'x' }, 'invalid relative path'],
    ['an absolute path', { path: '/tmp/escaped-zip-e2e', body: 'x' }, 'absolute path'],
    ['a link out', { path: 'dist-package/etc', type: 'symlink', target: '/etc' }, 'a link'],
    ['a bomb', { path: 'big', body: 'x', statedSize: 0xfffffffe }, 'bytes unpacked']
  ] as const)('refuses a hostile zip whole: %s', async (_name, bad, why) => {
    const extra: TarEntry[] = [bad]
    if (bad.path === 'big') extra.push({ path: 'big2', body: 'y', statedSize: 0xfffffffe })
    archive.entries = (build) => [...windowsPackage(build), ...extra]
    const run = await on('Windows', 'X64')
    expect(archive.requests).toEqual([`/lab/${BUILD}/windows/x64/agent-cli-package.zip`])
    expect(run.outputs.failure_reason).toBe('install_failed')
    expect(run.summary).toContain('was refused: the archive was refused:')
    expect(run.summary).toContain(why)
    const stage = path.join(run.dir, 'cursor-agent-cli', `cursor-agent-cli-${BUILD}-windows-x64`)
    expect(fs.existsSync(path.join(stage, 'cli'))).toBe(false)
    expect(fs.existsSync(path.join(stage, 'escaped-zip'))).toBe(false)
    expect(fs.existsSync('/tmp/escaped-zip-e2e')).toBe(false)
  })

  it('installs nothing without cli-version: Cursor’s Windows installer is PowerShell', async () => {
    const run = await runAction({
      fake: false,
      inputs: { prompt: 'x', install: 'true' },
      env: { RUNNER_OS: 'Windows', RUNNER_ARCH: 'X64' }
    })
    expect(run.outputs.failure_reason).toBe('install_failed')
    expect(run.summary).toContain('set `cli-version` to the build to install')
  })
})
