/**
 * What the pinned install's two halves share (pinned.ts, the warm start; install.ts, the rest):
 * where a tree sits, how its CLI is found in it, the archive's address, and the options and
 * result. A leaf, so neither half imports the other for them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ReasonedError } from '../../core/errors.js'
import type { InstallFacts } from '../../core/verdict/facts.js'
import {
  archiveLayout,
  archivePublished,
  type ArchiveLayout,
  type Platform
} from '../../core/platform.js'
import type { RunnerEnv } from '../../core/ports.js'
import type { Sentence } from '../../core/said.js'
import { sameBuild, type Cli, type Program } from './probe.js'
import { readChecked, walkTree, type Checked } from './toolcache-record.js'

/** Where the unpacked tree sits in a stage or cache entry. */
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
  version: (cli: Program) => Promise<string | undefined>
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

/** The CLI of an unpacked tree: its program and, on Windows, its `index.js` (core/platform.ts). */
export function cliIn(tree: string, layout: ArchiveLayout): Pick<Cli, 'path' | 'prefix'> {
  const at = (file: string): string => path.join(tree, ...file.split('/'))
  return layout.prefix.length === 0
    ? { path: at(layout.program) }
    : { path: at(layout.program), prefix: layout.prefix.map(at) }
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

/**
 * What is wrong with the tree's CLI (its program not there, not a file, not executable; on
 * Windows, its `index.js` not a file), if anything.
 */
export function executableProblem(tree: string, layout: ArchiveLayout): string | undefined {
  for (const name of [layout.program, ...layout.prefix]) {
    const file = path.join(tree, ...name.split('/'))
    try {
      if (name === layout.program) fs.accessSync(file, fs.constants.X_OK)
      if (!fs.statSync(file).isFile()) return `${name} is not a file`
    } catch {
      return name === layout.program ? `it holds no executable ${name}` : `it holds no ${name}`
    }
  }
  return undefined
}

/** `<cli-download-url>/<build>/<os>/<arch>/<archive>` for the platform. */
export function archiveUrl(baseUrl: string, build: string, p: Platform): string {
  const { os: system, arch } = p
  return `${baseUrl.replace(/\/+$/, '')}/${build}/${system}/${arch}/${archiveLayout(p).archive}`
}

/** The platform, when Cursor publishes the CLI's archive for it; else install_failed. */
export function archivePlatform(p: Platform): Platform {
  if (archivePublished(p)) return p
  throw installFailed(
    `Cursor publishes the CLI archive for Linux, macOS and Windows on x64 and arm64; this runner is ${p.os} on ${p.arch}.`
  )
}

export function installFailed(message: Sentence): ReasonedError {
  return new ReasonedError(message, 'install_failed')
}
