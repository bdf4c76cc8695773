/**
 * The pinned install (`cli-version`), past pinned.ts (which runs an unchanged tool-cache entry
 * without loading this module): Cursor's archive of that build for the runner's platform
 * (`<cli-download-url>/<build>/<os>/<arch>/agent-cli-package.tar.gz`, Windows' `.zip`:
 * core/platform.ts), from the runner's tool cache, else the Actions cache, else downloaded; its
 * digest compared with `cli-sha256` when one is given (a download's before anything of it is
 * unpacked); unpacked without a shell (archive.ts, zip.ts); and its
 * `dist-package/cursor-agent` (only that: another vendor's CLI is called `agent` too; on Windows
 * `dist-package/node.exe` with its `index.js`) asked `--version`, which must be the build. A cached CLI that fails a check is discarded with a
 * warning and downloaded again; a download that fails one is `install_failed`.
 *
 * No stored digest is ever trusted: a file beside the cached CLI could be rewritten by the agent
 * of an earlier job on a self-hosted runner (it runs as the same user), so with `cli-sha256` the
 * cached archive is hashed again as it is unpacked afresh under RUNNER_TEMP (a mismatch removes
 * what was unpacked before anything runs), and the unpacked copy in the cache is not run. Without
 * `cli-sha256` the cached copy runs after its `--version` check.
 *
 * A `--version` that said the build is recorded in the tool-cache entry (toolcache-record.ts), so
 * a warm start is two Node starts (the action, the CLI), not three: a cached tree unchanged since
 * (every file's identity, ctime included), or with `cli-sha256` a fresh tree of an archive whose
 * digest (computed now) answered before, is not asked again; anything else is. The record skips
 * only `--version`, never the hash or the unpacking (toolcache-record.ts says why that is safe).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { messageOf, ReasonedError } from '../../core/errors.js'
import type { InstallFacts } from '../../core/verdict/facts.js'
import { code, said } from '../../core/said.js'
import { archiveLayout, type ArchiveLayout } from '../../core/platform.js'
import { ArchiveError, unpack } from './archive.js'
import { unpackZip } from './zip.js'
import {
  actionsCacheOffered,
  cacheKey,
  dropToolCache,
  findInToolCache,
  restoreArchive,
  saveArchive,
  toToolCache
} from './cache.js'
import { download, DownloadError } from './download.js'
import {
  archivePlatform,
  archiveUrl,
  cliIn,
  executableProblem,
  installFailed,
  recordOf,
  TREE,
  treeNow,
  unchangedNote,
  type Installed,
  type PinnedOptions
} from './layout.js'
import { sameBuild } from './probe.js'
import { walkTree, writeChecked } from './toolcache-record.js'

/** Where this build's archive is, and where it is staged on the runner. */
interface Place {
  url: string
  /** The Actions cache's key. */
  key: string
  arch: string
  /** RUNNER_TEMP's folder for the build: the archive and the unpacked tree (`cli/`). */
  stage: string
  archive: string
}

/** The archive's name and the CLI's place in it, for the runner's platform (core/platform.ts). */
function layoutOf(o: PinnedOptions): ArchiveLayout {
  return archiveLayout(o.env.platform)
}

/** A CLI checked and ready: its tree's folder, where it came from, the archive's digest. */
interface Found {
  dir: string
  source: InstallFacts['source']
  sha256?: string
}

/**
 * The pinned build from a cache or the archive, checked (pinned.ts has already run an unchanged
 * tool-cache entry without loading this module); `started` is when the install began.
 */
export async function installFromArchive(o: PinnedOptions, started: number): Promise<Installed> {
  const at = place(o)
  const found =
    (await fromToolCache(o, at)) ?? (await fromActionsCache(o, at)) ?? (await downloaded(o, at))
  const { url } = at
  const facts = { source: found.source, url, build: o.build, sha256: found.sha256 }
  return {
    cli: { ...cliIn(found.dir, layoutOf(o)), version: o.build },
    install: { ...facts, verified: o.sha256 !== '', ms: Date.now() - started }
  }
}

/**
 * The build's stage, emptied (RUNNER_TEMP is the job's, but a step may run twice, and a cached
 * archive refused leaves its tree): before each use, never on a warm start that does not need it.
 */
function emptyStage(stage: string): void {
  fs.rmSync(stage, { recursive: true, force: true })
  fs.mkdirSync(stage, { recursive: true })
}

function place(o: PinnedOptions): Place {
  const p = archivePlatform(o.env.platform)
  const key = cacheKey(o.build, p.os, p.arch)
  const stage = path.join(o.env.temp || os.tmpdir(), 'cursor-agent-cli', key)
  return {
    url: archiveUrl(o.baseUrl, o.build, p),
    key,
    arch: p.arch,
    stage,
    archive: path.join(stage, layoutOf(o).archive)
  }
}

/** The runner's tool cache entry, checked; a bad one is removed with a warning. */
async function fromToolCache(o: PinnedOptions, at: Place): Promise<Found | undefined> {
  const entry = findInToolCache(o.env, o.build, at.arch)
  if (entry === undefined) return undefined
  const got = await fromToolCacheEntry(o, entry, at.stage)
  if (typeof got !== 'string') return { ...got, source: 'tool-cache' }
  o.warn(`The cached CLI in ${entry} was discarded: ${got}. Downloading it again.`)
  dropToolCache(entry)
  return undefined
}

/** The Actions cache's archive, checked and unpacked, then kept in the tool cache too. */
async function fromActionsCache(o: PinnedOptions, at: Place): Promise<Found | undefined> {
  if (!actionsCacheOffered(o.env)) return undefined
  o.log(`Looking for ${at.key} in the Actions cache.`)
  emptyStage(at.stage)
  if (!(await restoreArchive(at.archive, at.key, o.warn))) return undefined
  const { sha256, problem } = await unpackAndCheck(o, at.archive, at.stage)
  if (problem === undefined) {
    recordKept(o, at, await keepInToolCache(o, at), sha256)
    return { dir: path.join(at.stage, TREE), source: 'actions-cache', sha256 }
  }
  o.warn(
    `The CLI from the Actions cache (${at.key}) was discarded: ${problem}. Downloading it again.`
  )
  return undefined
}

/** The archive downloaded, its digest compared, unpacked and checked, then kept in both caches. */
async function downloaded(o: PinnedOptions, at: Place): Promise<Found> {
  const { url } = at
  o.log(`Downloading ${url}`)
  emptyStage(at.stage)
  const got = await download({
    url,
    file: at.archive,
    stallMs: o.stallMs,
    log: o.log,
    signal: o.signal
  }).catch((error: unknown) => {
    if (error instanceof DownloadError && error.cancelled) throw cancelled()
    throw installFailed(
      said`Downloading the Cursor CLI ${code(o.build)} from ${code(url)} failed: ${messageOf(error)}.`
    )
  })
  const mib = (got.bytes / 1024 / 1024).toFixed(1)
  o.log(`Downloaded ${mib} MiB in ${(got.ms / 1000).toFixed(1)} s, sha256 ${got.sha256}.`)
  if (o.sha256 !== '' && got.sha256 !== o.sha256) {
    fs.rmSync(at.stage, { recursive: true, force: true })
    throw installFailed(
      said`The archive downloaded from ${code(url)} has sha256 ${code(got.sha256)}, but ${code('cli-sha256')} is ${code(o.sha256)}: nothing of it was unpacked or run. Either the pinned digest is not this build's archive for this OS and architecture, or the server sent another file.`
    )
  }
  const { problem, sha256 } = await unpackAndCheck(o, at.archive, at.stage)
  if (problem !== undefined)
    throw installFailed(
      said`The Cursor CLI ${code(o.build)} downloaded from ${code(url)} was refused: ${problem}.`
    )
  // The digest of what was unpacked and answered (the file's, read again as it was unpacked).
  recordKept(o, at, await keepInToolCache(o, at), sha256)
  if (actionsCacheOffered(o.env) && (await saveArchive(at.archive, at.key, o.warn)))
    o.log(`Saved ${at.key} to the Actions cache.`)
  return { dir: path.join(at.stage, TREE), source: 'downloaded', sha256: got.sha256 }
}

/** The cache entry's CLI ready to run (its folder), or what is wrong with it. */
async function fromToolCacheEntry(
  o: PinnedOptions,
  entry: string,
  stage: string
): Promise<{ dir: string; sha256?: string } | string> {
  const record = recordOf(entry, o.build)
  if (o.sha256 === '') {
    const dir = path.join(entry, TREE)
    const { tree, unchanged } = treeNow(entry, record)
    if (unchanged) {
      const problem = executableProblem(dir, layoutOf(o))
      if (problem !== undefined) return problem
      o.log(unchangedNote(o.build))
      return { dir }
    }
    const problem = await checkCli(o, dir)
    if (problem === undefined && tree !== undefined)
      writeChecked(entry, { build: o.build, tree, sha256: record?.sha256 })
    return problem ?? { dir }
  }
  const archive = path.join(entry, layoutOf(o).archive)
  if (!fs.existsSync(archive)) return 'its archive is missing'
  emptyStage(stage)
  const { sha256, problem, asked } = await unpackAndCheck(o, archive, stage, record?.sha256)
  if (problem !== undefined) return problem
  if (asked) writeChecked(entry, { build: o.build, tree: record?.tree, sha256 })
  return { dir: path.join(stage, TREE), sha256 }
}

/**
 * Unpacks the archive into the stage's tree, hashing it on the same read, and checks the CLI
 * there: the digest, and what is wrong, if anything. A digest that is not `cli-sha256` removes
 * the tree before anything of it runs (a downloaded archive is checked before, as it arrives).
 */
async function unpackAndCheck(
  o: PinnedOptions,
  archive: string,
  stage: string,
  /** The digest of an archive whose tree answered the build before (toolcache-record.ts). */
  answered?: string
): Promise<{ sha256?: string; problem?: string; asked?: boolean }> {
  const tree = path.join(stage, TREE)
  fs.rmSync(tree, { recursive: true, force: true })
  let sha256: string
  try {
    sha256 = archive.endsWith('.zip') ? await unpackZip(archive, tree) : await unpack(archive, tree)
  } catch (error) {
    if (error instanceof ArchiveError) return { problem: error.message }
    return { problem: `it could not be unpacked (${messageOf(error)})` }
  }
  if (o.sha256 !== '' && sha256 !== o.sha256) {
    fs.rmSync(tree, { recursive: true, force: true })
    return { sha256, problem: `its archive's sha256 is ${sha256}, not cli-sha256's ${o.sha256}` }
  }
  // Only with cli-sha256: the bytes that answered are the bytes pinned, unpacked afresh.
  if (o.sha256 !== '' && sha256 === answered) {
    const problem = executableProblem(tree, layoutOf(o))
    if (problem === undefined)
      o.log(`An archive of this sha256 said ${o.build} before: --version not asked again.`)
    return { sha256, problem }
  }
  return { sha256, problem: await checkCli(o, tree), asked: true }
}

/** The executable is a file we may run and its `--version` is the build; else what is wrong. */
async function checkCli(o: PinnedOptions, tree: string): Promise<string | undefined> {
  const layout = layoutOf(o)
  const missing = executableProblem(tree, layout)
  if (missing !== undefined) return missing
  const version = await o.version(cliIn(tree, layout))
  // A probe the runner's cancel cut short says nothing about the CLI: nothing is discarded then.
  if (o.signal?.aborted === true) throw cancelled()
  if (version !== undefined && sameBuild(version, o.build)) return undefined
  return `its --version says ${version ?? 'nothing like a build'}, not ${o.build}`
}

/**
 * The checked stage (archive and tree) into the runner's tool cache: the entry, or undefined
 * when there is none (no tool cache, a hosted runner, a fault: a warning).
 */
async function keepInToolCache(o: PinnedOptions, at: Place): Promise<string | undefined> {
  // A GitHub-hosted runner's machine is gone after the job: a copy there is time lost.
  if ((o.env.toolCache ?? '') === '' || o.env.environment === 'github-hosted') return undefined
  try {
    const entry = await toToolCache(at.stage, o.build, at.arch)
    o.log(`Keeping ${o.build} in the tool cache: ${entry}`)
    return entry
  } catch (error) {
    o.warn(`The CLI could not be kept in the tool cache (${messageOf(error)}).`)
    return undefined
  }
}

/**
 * Records in the new entry that its tree answered the build (the stage's tree did, just now, and
 * the entry's is a copy of it) and that an archive of this digest did. The copy's tree is
 * recorded only when it has the stage's shape (every path, type, mode, size and link target);
 * otherwise the next start asks it.
 */
function recordKept(
  o: PinnedOptions,
  at: Place,
  entry: string | undefined,
  sha256: string | undefined
): void {
  if (entry === undefined) return
  const copy = walkTree(path.join(entry, TREE))
  const same = copy !== undefined && copy.shape === walkTree(path.join(at.stage, TREE))?.shape
  writeChecked(entry, { build: o.build, tree: same ? copy.identity : undefined, sha256 })
}

function cancelled(): ReasonedError {
  return new ReasonedError(
    'The job was cancelled while the Cursor CLI was installing.',
    'cancelled'
  )
}
