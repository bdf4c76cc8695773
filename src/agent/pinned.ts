/**
 * The pinned CLI's way in (`cli-version`). A tool-cache entry unchanged since its `--version`
 * said the build (toolcache-record.ts) runs as it is, and is checked here, without loading the
 * code of the archive, the download and the caches: a warm start is the usual case on a
 * self-hosted runner, and loading install.ts's chunk was about 3 ms of it (docs/performance.md).
 * Anything else (no entry, a changed or unrecorded tree, `cli-sha256`) is install.ts's, loaded
 * then, which looks at the entry again and discards a bad one.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ReasonedError } from '../core/errors.js'
import type { InstallFacts } from '../core/facts.js'
import type { RunnerEnv } from '../core/ports.js'
import type { Sentence } from '../core/said.js'
import { findInToolCache } from './cache.js'
import { sameBuild, type Cli } from './probe.js'
import { readChecked, walkTree, type Checked } from './toolcache-record.js'

export const ARCHIVE = 'agent-cli-package.tar.gz'
/** The executable inside the archive, and where the unpacked tree sits in a stage or cache entry. */
export const EXECUTABLE = path.join('dist-package', 'cursor-agent')
export const TREE = 'cli'

export interface PinnedOptions {
  /** `YYYY.MM.DD-hash`. */
  build: string
  /** Lower-case hex; '' = no digest to check. */
  sha256: string
  /** `cli-download-url`, without the build. */
  baseUrl: string
  /** The job's environment: RUNNER_TEMP, RUNNER_TOOL_CACHE, the cache service's variables. */
  env: RunnerEnv
  /**
   * Asks the unpacked CLI its `--version` (with no key and no token, inside the runner files'
   * guard); the version when it says one.
   */
  version: (file: string) => Promise<string | undefined>
  log: (line: string) => void
  /** A warning for the log and the summary. */
  warn: (message: string) => void
  /** No byte for this long is a stall (60 s; a test knob changes it). */
  stallMs: number
  signal?: AbortSignal
}

export interface Installed {
  cli: Cli
  install: InstallFacts
}

export async function installPinned(o: PinnedOptions): Promise<Installed> {
  const started = Date.now()
  const { os: system, arch } = platform()
  const entry = o.sha256 === '' ? findInToolCache(o.env, o.build, arch) : undefined
  if (entry !== undefined && treeNow(entry, recordOf(entry, o.build)).unchanged) {
    const dir = path.join(entry, TREE)
    if (executableProblem(dir) === undefined) {
      o.log(unchangedNote(o.build))
      const url = archiveUrl(o.baseUrl, o.build, system, arch)
      return {
        cli: { path: path.join(dir, EXECUTABLE), version: o.build },
        install: {
          source: 'tool-cache',
          url,
          build: o.build,
          verified: false,
          ms: Date.now() - started
        }
      }
    }
  }
  const { installFromArchive } = await import('./install.js')
  return installFromArchive(o, started)
}

/** The entry's record (toolcache-record.ts), when it is one of this build. */
export function recordOf(entry: string, build: string): Checked | undefined {
  const record = readChecked(entry)
  return record !== undefined && sameBuild(record.build, build) ? record : undefined
}

/**
 * The identity of the entry's tree now, and whether the record says that very tree answered the
 * build. Walked before the CLI is asked: a change made while it answers is not recorded as checked.
 */
export function treeNow(
  entry: string,
  record: Checked | undefined
): { tree: string | undefined; unchanged: boolean } {
  const tree = walkTree(path.join(entry, TREE))?.identity
  return { tree, unchanged: tree !== undefined && record?.tree === tree }
}

export function unchangedNote(build: string): string {
  return `The cached CLI is unchanged since its --version said ${build}: not asked again.`
}

/** What is wrong with the tree's executable (none, not a file, not executable), if anything. */
export function executableProblem(tree: string): string | undefined {
  const file = path.join(tree, EXECUTABLE)
  try {
    fs.accessSync(file, fs.constants.X_OK)
    if (!fs.statSync(file).isFile()) return `${EXECUTABLE} is not a file`
  } catch {
    return `it holds no executable ${EXECUTABLE}`
  }
  return undefined
}

export function archiveUrl(baseUrl: string, build: string, system: string, arch: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${build}/${system}/${arch}/${ARCHIVE}`
}

/** Cursor publishes the CLI for Linux and macOS on x64 and arm64. */
export function platform(): { os: string; arch: string } {
  const p = process.platform
  const a = process.arch
  if ((p === 'linux' || p === 'darwin') && (a === 'x64' || a === 'arm64')) return { os: p, arch: a }
  throw installFailed(
    `Cursor publishes the CLI archive for linux and darwin on x64 and arm64; this runner is ${p} on ${a}.`
  )
}

export function installFailed(message: Sentence): ReasonedError {
  return new ReasonedError(message, 'install_failed')
}
