/**
 * What held when the pinned CLI was attacked (security round 5, "keep what held"), end to end on
 * `node dist/index.js` with the loopback download host (archive-server.ts), so that it goes on
 * holding:
 * - a password in `cli-download-url` is never shown: log, summary, outputs, manifest, errors;
 * - hostile archive entries refuse the whole archive: a hard link out, an entry past the size
 *   bound (the other ways out are in pinned-install.test.ts "a hostile archive");
 * - a tool-cache tree swapped and its record forged to match never runs with `cli-sha256`;
 * - a `cli-version` with `..`, `/` or other text is an input error before anything is fetched.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { unpack } from '../../src/agent/install/archive.js'
import { walkTree } from '../../src/agent/install/toolcache-record.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { readSettings } from '../../src/runner/inputs.js'
import {
  cliPackage,
  pinnedInputs,
  startArchiveServer,
  tarGz,
  type ArchiveServer,
  type TarEntry
} from '../support/archive-server.js'
import { init, result, runAction, streamFile, tempDir, type ActionRun } from '../support/helpers.js'

const BUILD = '2026.09.28-5f2c1ab'
const ARCHIVE = `/lab/${BUILD}/linux/x64/agent-cli-package.tar.gz`

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

/** A run pinned to `build` with no CLI on PATH; `inputs` over pinnedInputs. */
function pinned(
  o: { inputs?: Record<string, string>; env?: Record<string, string>; build?: string } = {}
): Promise<ActionRun> {
  return runAction({
    fake: false,
    inputs: { ...pinnedInputs(archive, o.build ?? BUILD), ...o.inputs },
    env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), ...o.env }
  })
}

/** Everything a run showed: the log, the summary, every output, and the files outputs name. */
function shown(run: ActionRun): string {
  const files = Object.values(run.outputs)
    .filter((v) => v.startsWith(run.dir) && fs.existsSync(v) && fs.statSync(v).isFile())
    .map((f) => fs.readFileSync(f, 'utf8'))
  return [run.stdout, run.stderr, run.summary, ...Object.values(run.outputs), ...files].join('\n')
}

describe('a password in cli-download-url', () => {
  const PASSWORD = 'dl-pw-s3cr3t-2718'
  const withPassword = (url: string): string => url.replace('://', `://mirror:${PASSWORD}@`)

  it('is never shown: a good install, a 404, a malformed URL', async () => {
    const runs: ActionRun[] = []
    // The install works (the mirror takes the URL's credentials or ignores them).
    const good = await pinned({ inputs: { 'cli-download-url': withPassword(archive.url) } })
    expect(good.outputs.conclusion).toBe('success')
    expect(archive.requests).toEqual([ARCHIVE])
    expect(good.summary).toContain(`mirror:***@127.0.0.1`)
    runs.push(good)
    // Errors that name the URL: no such file there, not a URL at all.
    const missing = await pinned({
      inputs: { 'cli-download-url': withPassword(archive.url.replace(/\/lab$/, '/nothing')) }
    })
    expect(missing.outputs.failure_reason).toBe('install_failed')
    expect(missing.stdout).toMatch(
      /::error::Downloading the Cursor CLI .* from http:\/\/mirror:\*\*\*@127\.0\.0\.1:\d+\/nothing\/.* failed: .*HTTP 404/
    )
    const malformed = await pinned({
      inputs: { 'cli-download-url': `https://mirror:${PASSWORD}@host/a b` }
    })
    expect(malformed.outputs.failure_reason).toBe('invalid_input')
    expect(malformed.stdout).toContain('"cli-download-url" must be an http(s) URL')
    runs.push(missing, malformed)
    for (const run of runs) {
      expect(shown(run)).toContain('mirror:***@')
      expect(shown(run)).not.toContain(PASSWORD)
    }
  })
})

/** The archive's tar with the first entry named `name` given a size of `size` bytes in its header. */
function declaringSize(entries: TarEntry[], name: string, size: number): Buffer {
  const tar = zlib.gunzipSync(tarGz(entries))
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512)
    const entry = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
    const length = parseInt(header.subarray(124, 136).toString('utf8'), 8) || 0
    if (entry === name) {
      header.write(size.toString(8).padStart(11, '0') + '\0', 124, 12, 'utf8')
      header.fill(' ', 148, 156)
      let sum = 0
      for (const byte of header) sum += byte
      header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'utf8')
      return zlib.gzipSync(tar)
    }
    at += 512 + Math.ceil(length / 512) * 512
  }
  throw new Error(`no entry ${name}`)
}

describe('hostile archive entries', () => {
  it.each([
    [
      'a hard link out of the folder',
      '2026.09.29-0a0a0a1',
      (b: string) => [
        ...cliPackage(b),
        { path: 'dist-package/h', type: 'link', target: '../../x' }
      ],
      'it links out of the folder'
    ],
    [
      'a hard link to an absolute path',
      '2026.09.29-0a0a0a2',
      (b: string) => [
        ...cliPackage(b),
        { path: 'dist-package/h', type: 'link', target: '/etc/passwd' }
      ],
      'it links out of the folder'
    ]
  ] as [string, string, (b: string) => TarEntry[], string][])(
    'refuses the whole archive: %s',
    async (_name, build, entries, why) => {
      const kept = archive.entries
      archive.entries = entries
      try {
        const run = await pinned({ build })
        expect(run.outputs.failure_reason).toBe('install_failed')
        expect(run.summary).toContain(why)
        expect(fs.existsSync(path.join(run.dir, 'cursor-agent-cli'))).toBe(true)
        const stage = fs.readdirSync(path.join(run.dir, 'cursor-agent-cli'))
        for (const s of stage)
          expect(fs.existsSync(path.join(run.dir, 'cursor-agent-cli', s, 'cli'))).toBe(false)
      } finally {
        archive.entries = kept
      }
    }
  )

  it('refuses an entry past the bound of 4 GiB unpacked, before a byte of it is written', async () => {
    const build = '2026.09.29-0b16b16'
    const served = archive.archive.bind(archive)
    const bytes = declaringSize(cliPackage(build), 'dist-package/package.json', 5 * 1024 ** 3)
    // The server serves these bytes for the build (the digest helper reads them too).
    archive.archive = (b) => (b === build ? bytes : served(b))
    try {
      const run = await pinned({ build })
      expect(run.outputs.failure_reason).toBe('install_failed')
      expect(run.summary).toContain(`more than ${String(4 * 1024 ** 3)} bytes unpacked`)
      expect(archive.requests).toEqual([`/lab/${build}/linux/x64/agent-cli-package.tar.gz`])
    } finally {
      archive.archive = served
    }
  })

  it('refuses more entries, or more bytes, than the bounds given (in process)', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'a.tar.gz')
    fs.writeFileSync(file, tarGz(cliPackage(BUILD)))
    await expect(unpack(file, path.join(dir, 'few'), { maxEntries: 3 })).rejects.toThrow(
      'more than 3 entries'
    )
    await expect(unpack(file, path.join(dir, 'small'), { maxBytes: 20 })).rejects.toThrow(
      'more than 20 bytes unpacked'
    )
    expect(fs.existsSync(path.join(dir, 'few'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'small'))).toBe(false)
  })
})

describe('a swapped tool-cache tree with a forged record', () => {
  it('never runs with cli-sha256: not a swapped tree whose record keeps the digest, nor a swapped archive whose digest the record names', async () => {
    const toolCache = tempDir()
    const run = (): Promise<ActionRun> =>
      pinned({
        inputs: { 'cli-sha256': archive.sha256(BUILD) },
        env: { RUNNER_TOOL_CACHE: toolCache }
      })
    expect((await run()).outputs.conclusion).toBe('success')
    const entry = path.join(toolCache, 'cursor-agent', '2026.9.28-5f2c1ab', 'x64')
    const record = path.join(entry, 'checked.json')
    const { sha256 } = JSON.parse(fs.readFileSync(record, 'utf8')) as { sha256?: string }
    expect(sha256).toBe(archive.sha256(BUILD))
    const mark = path.join(tempDir(), 'swapped-ran')
    const swapped = `#!/bin/sh\necho ${BUILD}\ntouch '${mark}'\n`

    // An earlier job's agent rewrites the cached CLI and the record to match it, keeping the
    // digest the record named: the tree is the one the record describes, to the ctime.
    fs.writeFileSync(path.join(entry, 'cli', 'dist-package', 'cursor-agent'), swapped)
    const tree = walkTree(path.join(entry, 'cli'))?.identity
    fs.writeFileSync(record, JSON.stringify({ build: BUILD, tree, sha256 }))
    const second = await run()
    expect(second.outputs.conclusion).toBe('success')
    expect(second.stdout).toContain(`Running ${second.dir}/cursor-agent-cli/`)
    expect(fs.existsSync(mark)).toBe(false)

    // It swaps the cached archive too, and names the new archive's digest in the record.
    const evil = tarGz([
      { path: 'dist-package/', type: 'dir' },
      { path: 'dist-package/cursor-agent', mode: 0o755, body: swapped }
    ])
    fs.writeFileSync(path.join(entry, 'agent-cli-package.tar.gz'), evil)
    const evilDigest = createHash('sha256').update(evil).digest('hex')
    fs.writeFileSync(record, JSON.stringify({ build: BUILD, sha256: evilDigest }))
    const third = await run()
    expect(third.outputs.conclusion).toBe('success')
    expect(third.stdout).toContain(`::warning::The cached CLI in ${entry} was discarded`)
    expect(third.stdout).toContain(`its archive's sha256 is ${evilDigest}`)
    expect(archive.requests).toEqual([ARCHIVE, ARCHIVE])
    expect(fs.existsSync(mark)).toBe(false)
  })
})

describe('cli-version that is not a build', () => {
  const BAD = [
    '..',
    '../../../../tmp/x',
    `${BUILD}/..`,
    `${BUILD}/../../../lab2/${BUILD}`,
    `2026.09.28-5f2c1ab/linux`,
    '2026.09.28-..',
    '2026..09.28-5f2c1ab',
    `${BUILD}\n..`,
    `${BUILD}%2F..`,
    `${BUILD}\\..`,
    'latest'
  ]

  it.each(BAD)('refuses %j, naming the input and the value', (v) => {
    const env = readRunnerEnv({ GITHUB_WORKSPACE: tempDir() })
    expect(() =>
      readSettings((n) => ({ prompt: 'go', install: 'true', 'cli-version': v })[n] ?? '', env)
    ).toThrow(
      `Input "cli-version" must be a Cursor CLI build as \`--version\` prints it (YYYY.MM.DD-hash, e.g. 2026.09.02-c22c1a3), got ${JSON.stringify(v)}.`
    )
  })

  it('through dist/index.js: invalid_input, nothing fetched, nothing unpacked', async () => {
    for (const v of [`${BUILD}/../../../lab2/${BUILD}`, '../../../../tmp/x']) {
      const run = await pinned({ inputs: { 'cli-version': v } })
      expect(run.outputs.failure_reason).toBe('invalid_input')
      expect(run.stdout).toContain('Input "cli-version" must be a Cursor CLI build')
      expect(run.stdout).toContain(JSON.stringify(v))
      expect(fs.existsSync(path.join(run.dir, 'cursor-agent-cli'))).toBe(false)
    }
    expect(archive.requests).toEqual([])
  })
})
