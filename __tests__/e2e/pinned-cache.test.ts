/**
 * The tool cache's record of a checked CLI (src/agent/install/toolcache-record.ts), end to end through
 * `node dist/index.js` with the loopback archive server: a warm start whose cached tree is
 * unchanged since its `--version` said the build does not ask it again; a tree changed in any
 * way (ctime cannot be set back) is asked again, and a bad one is discarded and downloaded again;
 * with `cli-sha256` the cached archive is still hashed at every start, and a forged record never
 * runs the cached tree. The fake CLI counts the `--version` it answers (FAKE_CURSOR_VERSION_LOG).
 *
 * Each describe's tests share one tool cache, downloaded into once (`warm`), and each test goes on
 * from where the one before left it: a run costs a Node start and more, and a fresh cache for each
 * test only repeated that first download. Each test first checks, in process, that the entry is
 * recorded as its own scenario needs, so a test never passes on what an earlier one left broken.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { readChecked, walkTree } from '../../src/agent/install/toolcache-record.js'
import { pinnedInputs, startArchiveServer, type ArchiveServer } from '../support/archive-server.js'
import { init, result, runAction, streamFile, tempDir, type ActionRun } from '../support/helpers.js'
import { shared } from '../support/shared.js'

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

/** A runner's first run, into its empty tool cache: what it asked and downloaded. */
interface Warm {
  r: ReturnType<typeof runner>
  first: ActionRun
  askedAfterFirst: number
  firstRequests: string[]
}

/** A runner and its first run (with `cli-sha256` when `digest`): started by the first test that asks. */
function warmed(digest: boolean): () => Promise<Warm> {
  return shared(async () => {
    const r = runner()
    const before = archive.requests.length
    const first = await r.run({ sha256: digest ? archive.sha256(BUILD) : undefined })
    return {
      r,
      first,
      askedAfterFirst: r.asked(),
      firstRequests: archive.requests.slice(before)
    }
  })
}

/** The archive requests made from now on, and the `--version` asked from now on. */
function counting(r: Warm['r']): { requests: () => string[]; asked: () => number } {
  const requests = archive.requests.length
  const asked = r.asked()
  return { requests: () => archive.requests.slice(requests), asked: () => r.asked() - asked }
}

/** The entry's record holds the build and the identity of its tree as it is now. */
function expectRecordedAsItIs(r: Warm['r']): void {
  const record = readChecked(r.entry)
  expect(record?.build).toBe(BUILD)
  expect(record?.tree).toBe(walkTree(path.join(r.entry, 'cli'))?.identity)
}

describe('a warm tool cache', () => {
  const warm = warmed(false)

  it('runs a CLI unchanged since its --version said the build without asking again', async () => {
    const { r, first, askedAfterFirst, firstRequests } = await warm()
    expect(first.outputs.conclusion).toBe('success')
    // The downloaded tree before it runs, and again after the run (a self-update is a warning).
    expect(askedAfterFirst).toBe(2)
    expect(firstRequests).toEqual([ARCHIVE])
    expect(fs.existsSync(path.join(r.entry, 'checked.json'))).toBe(true)

    const since = counting(r)
    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(since.requests()).toEqual([])
    expect(second.stdout).toContain(UNCHANGED)
    expect(second.stdout).toContain(`Running ${r.exe} (${BUILD})`)
    expect(second.summary).toContain("from a cache (the runner's tool cache)")
    // Only the check after the run.
    expect(since.asked()).toBe(1)
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
    const { r, first } = await warm()
    expect(first.outputs.conclusion).toBe('success')
    expectRecordedAsItIs(r)
    change(r.exe)
    const since = counting(r)
    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).not.toContain(UNCHANGED)
    // Before the run and after it.
    expect(since.asked()).toBe(2)
    expect(since.requests()).toEqual([])
    const third = await r.run()
    expect(third.stdout).toContain(UNCHANGED)
    expect(since.asked()).toBe(3)
  })

  it('discards a cached CLI corrupted with its size and times kept, and downloads it again', async () => {
    const { r, first } = await warm()
    expect(first.outputs.conclusion).toBe('success')
    expectRecordedAsItIs(r)
    const st = fs.statSync(r.exe)
    const bad = '#!/bin/sh\necho 2026.01.01-0bad000\n'
    fs.writeFileSync(r.exe, bad.padEnd(st.size - 1, '#') + '\n')
    expect(fs.statSync(r.exe).size).toBe(st.size)
    fs.utimesSync(r.exe, st.atime, st.mtime)
    const since = counting(r)
    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).toContain('its --version says 2026.01.01-0bad000, not 2026.09.28-5f2c1ab')
    expect(since.requests()).toEqual([ARCHIVE])
    expect(second.summary).toContain(`CLI \`${BUILD}\` downloaded from`)
  })

  it('asks when the record is not one (unreadable, a link, not JSON)', async () => {
    const { r, first } = await warm()
    expect(first.outputs.conclusion).toBe('success')
    expectRecordedAsItIs(r)
    const record = path.join(r.entry, 'checked.json')
    fs.rmSync(record)
    fs.symlinkSync('/dev/zero', record)
    const since = counting(r)
    const second = await r.run()
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).not.toContain(UNCHANGED)
    expect(since.asked()).toBe(2)
    fs.writeFileSync(record, '{"build": ')
    expect((await r.run()).stdout).not.toContain(UNCHANGED)
    expect(since.asked()).toBe(4)
  })
})

describe('a warm tool cache with cli-sha256', () => {
  const sha256 = (): string => archive.sha256(BUILD)
  const warm = warmed(true)

  it('hashes and unpacks the cached archive afresh, and asks --version only of a digest not seen answering', async () => {
    const { r, first, askedAfterFirst, firstRequests } = await warm()
    expect(first.outputs.conclusion).toBe('success')
    expect(askedAfterFirst).toBe(2)
    expect(firstRequests).toEqual([ARCHIVE])
    const since = counting(r)
    const second = await r.run({ sha256: sha256() })
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).toContain(ANSWERED)
    expect(second.stdout).toMatch(new RegExp(`Running ${second.dir}/cursor-agent-cli/`))
    expect(since.asked()).toBe(1)
    expect(since.requests()).toEqual([])
  })

  it('refuses a tampered cached archive even with the record in place, and downloads it again', async () => {
    const { r, first } = await warm()
    expect(first.outputs.conclusion).toBe('success')
    // The record names the archive's digest as one that answered.
    expect(readChecked(r.entry)?.sha256).toBe(sha256())
    expect(fs.existsSync(path.join(r.entry, 'agent-cli-package.tar.gz'))).toBe(true)
    fs.appendFileSync(path.join(r.entry, 'agent-cli-package.tar.gz'), 'tampered')
    const since = counting(r)
    const run = await r.run({ sha256: sha256() })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toContain(`::warning::The cached CLI in ${r.entry} was discarded`)
    expect(run.stdout).not.toContain(ANSWERED)
    expect(since.requests()).toEqual([ARCHIVE])
  })

  it('never runs a cached tree replaced with a forged record', async () => {
    const { r, first } = await warm()
    expect(first.outputs.conclusion).toBe('success')
    expect(fs.existsSync(r.exe)).toBe(true)
    // An earlier job's agent: a CLI that answers the build and leaves a mark, and a record
    // that matches the tree it made.
    const mark = path.join(tempDir(), 'ran')
    fs.writeFileSync(r.exe, `#!/bin/sh\necho ${BUILD}\ntouch '${mark}'\n`)
    const tree = walkTree(path.join(r.entry, 'cli'))?.identity
    expect(tree).toBeDefined()
    fs.writeFileSync(path.join(r.entry, 'checked.json'), JSON.stringify({ build: BUILD, tree }))
    const run = await r.run({ sha256: sha256() })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toMatch(new RegExp(`Running ${run.dir}/cursor-agent-cli/`))
    expect(fs.existsSync(mark)).toBe(false)
  })
})
