/**
 * The tool cache's record of a checked CLI (src/agent/install/toolcache-record.ts), end to end through
 * `node dist/index.js` with the loopback archive server: a warm start whose cached tree is
 * unchanged since its `--version` said the build does not ask it again; a tree changed in any
 * way (ctime cannot be set back) is asked again, and a bad one is discarded and downloaded again;
 * with `cli-sha256` the cached archive is still hashed at every start, and a forged record never
 * runs the cached tree. The fake CLI counts the `--version` it answers (FAKE_CURSOR_VERSION_LOG).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { walkTree } from '../../src/agent/install/toolcache-record.js'
import { pinnedInputs, startArchiveServer, type ArchiveServer } from '../support/archive-server.js'
import { init, result, runAction, streamFile, tempDir, type ActionRun } from '../support/helpers.js'

const BUILD = '2026.09.28-5f2c1ab'
const ARCHIVE = `/lab/${BUILD}/linux/x64/agent-cli-package.tar.gz`
const UNCHANGED = `The cached CLI is unchanged since its --version said ${BUILD}: not asked again.`
const ANSWERED = `An archive of this sha256 said ${BUILD} before: --version not asked again.`

let archive: ArchiveServer

beforeAll(async () => {
  archive = await startArchiveServer()
})

afterAll(async () => {
  await archive.close()
})

beforeEach(() => {
  archive.requests.length = 0
})

/** A tool cache, and a run pinned to BUILD with it; `asked()` counts the `--version` answered. */
function runner(): {
  toolCache: string
  entry: string
  exe: string
  run: (o?: { sha256?: string; env?: Record<string, string> }) => Promise<ActionRun>
  asked: () => number
} {
  const toolCache = tempDir()
  const versions = path.join(tempDir(), 'versions.log')
  const entry = path.join(toolCache, 'cursor-agent', '2026.9.28-5f2c1ab', 'x64')
  return {
    toolCache,
    entry,
    exe: path.join(entry, 'cli', 'dist-package', 'cursor-agent'),
    run: (o = {}) =>
      runAction({
        fake: false,
        inputs: pinnedInputs(archive, BUILD, o.sha256),
        env: {
          FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
          FAKE_CURSOR_VERSION_LOG: versions,
          RUNNER_TOOL_CACHE: toolCache,
          ...o.env
        }
      }),
    asked: () =>
      fs.existsSync(versions) ? fs.readFileSync(versions, 'utf8').split('\n').length - 1 : 0
  }
}

describe('a warm tool cache', () => {
  it('runs a CLI unchanged since its --version said the build without asking again', async () => {
    const r = runner()
    const first = await r.run()
    expect(first.outputs.conclusion).toBe('success')
    // The downloaded tree before it runs, and again after the run (a self-update is a warning).
    expect(r.asked()).toBe(2)
    expect(fs.existsSync(path.join(r.entry, 'checked.json'))).toBe(true)

    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(archive.requests).toEqual([ARCHIVE])
    expect(second.stdout).toContain(UNCHANGED)
    expect(second.stdout).toContain(`Running ${r.exe} (${BUILD})`)
    expect(second.summary).toContain("from a cache (the runner's tool cache)")
    // Only the check after the run.
    expect(r.asked()).toBe(3)
    // Nothing staged under RUNNER_TEMP (the stage is for an archive to unpack).
    expect(fs.existsSync(path.join(first.dir, 'cursor-agent-cli'))).toBe(true)
    expect(fs.existsSync(path.join(second.dir, 'cursor-agent-cli'))).toBe(false)
  })

  it.each([
    ['rewritten with the same bytes', (exe: string) => fs.writeFileSync(exe, fs.readFileSync(exe))],
    [
      'rewritten and its times set back',
      (exe: string) => {
        const st = fs.statSync(exe)
        fs.writeFileSync(exe, fs.readFileSync(exe))
        fs.utimesSync(exe, st.atime, st.mtime)
      }
    ],
    ['made executable again', (exe: string) => fs.chmodSync(exe, 0o755)],
    [
      'replaced by a copy (another inode)',
      (exe: string) => {
        fs.copyFileSync(exe, `${exe}.new`)
        fs.renameSync(`${exe}.new`, exe)
      }
    ],
    [
      'given another file beside it',
      (exe: string) => fs.writeFileSync(path.join(path.dirname(exe), 'index.js'), '')
    ],
    [
      'with a changed file beside it',
      (exe: string) => fs.appendFileSync(path.join(path.dirname(exe), 'package.json'), ' ')
    ]
  ])('asks again a cached CLI %s, and records it again', async (_name, change) => {
    const r = runner()
    expect((await r.run()).outputs.conclusion).toBe('success')
    change(r.exe)
    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).not.toContain(UNCHANGED)
    expect(r.asked()).toBe(4)
    expect(archive.requests).toEqual([ARCHIVE])
    const third = await r.run()
    expect(third.stdout).toContain(UNCHANGED)
    expect(r.asked()).toBe(5)
  })

  it('discards a cached CLI corrupted with its size and times kept, and downloads it again', async () => {
    const r = runner()
    expect((await r.run()).outputs.conclusion).toBe('success')
    const st = fs.statSync(r.exe)
    const bad = '#!/bin/sh\necho 2026.01.01-0bad000\n'
    fs.writeFileSync(r.exe, bad.padEnd(st.size - 1, '#') + '\n')
    expect(fs.statSync(r.exe).size).toBe(st.size)
    fs.utimesSync(r.exe, st.atime, st.mtime)
    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).toContain('its --version says 2026.01.01-0bad000, not 2026.09.28-5f2c1ab')
    expect(archive.requests).toEqual([ARCHIVE, ARCHIVE])
    expect(second.summary).toContain(`CLI \`${BUILD}\` downloaded from`)
  })

  it('asks when the record is not one (unreadable, a link, not JSON)', async () => {
    const r = runner()
    expect((await r.run()).outputs.conclusion).toBe('success')
    const record = path.join(r.entry, 'checked.json')
    fs.rmSync(record)
    fs.symlinkSync('/dev/zero', record)
    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).not.toContain(UNCHANGED)
    expect(r.asked()).toBe(4)
    fs.writeFileSync(record, '{"build": ')
    expect((await r.run()).stdout).not.toContain(UNCHANGED)
    expect(r.asked()).toBe(6)
  })
})

describe('a warm tool cache with cli-sha256', () => {
  it('hashes and unpacks the cached archive afresh, and asks --version only of a digest not seen answering', async () => {
    const r = runner()
    const sha256 = archive.sha256(BUILD)
    expect((await r.run({ sha256 })).outputs.conclusion).toBe('success')
    expect(r.asked()).toBe(2)
    const second = await r.run({ sha256 })
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).toContain(ANSWERED)
    expect(second.stdout).toMatch(new RegExp(`Running ${second.dir}/cursor-agent-cli/`))
    expect(r.asked()).toBe(3)
    expect(archive.requests).toEqual([ARCHIVE])
  })

  it('refuses a tampered cached archive even with the record in place, and downloads it again', async () => {
    const r = runner()
    const sha256 = archive.sha256(BUILD)
    expect((await r.run({ sha256 })).outputs.conclusion).toBe('success')
    fs.appendFileSync(path.join(r.entry, 'agent-cli-package.tar.gz'), 'tampered')
    const run = await r.run({ sha256 })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toContain(`::warning::The cached CLI in ${r.entry} was discarded`)
    expect(run.stdout).not.toContain(ANSWERED)
    expect(archive.requests).toEqual([ARCHIVE, ARCHIVE])
  })

  it('never runs a cached tree replaced with a forged record', async () => {
    const r = runner()
    const sha256 = archive.sha256(BUILD)
    expect((await r.run({ sha256 })).outputs.conclusion).toBe('success')
    // An earlier job's agent: a CLI that answers the build and leaves a mark, and a record
    // that matches the tree it made.
    const mark = path.join(tempDir(), 'ran')
    fs.writeFileSync(r.exe, `#!/bin/sh\necho ${BUILD}\ntouch '${mark}'\n`)
    const tree = walkTree(path.join(r.entry, 'cli'))?.identity
    expect(tree).toBeDefined()
    fs.writeFileSync(path.join(r.entry, 'checked.json'), JSON.stringify({ build: BUILD, tree }))
    const run = await r.run({ sha256 })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toMatch(new RegExp(`Running ${run.dir}/cursor-agent-cli/`))
    expect(fs.existsSync(mark)).toBe(false)
  })
})
