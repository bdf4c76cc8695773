/**
 * Where a downloaded CLI is kept between runs: the runner's tool cache (@actions/tool-cache; a
 * self-hosted runner keeps it between jobs) and the Actions cache (@actions/cache; hosted runners
 * start empty, the cache service does not). Both libraries are loaded here only, only when the
 * runner offers that cache (they bring @actions/core and undici, and @actions/cache the Azure
 * storage SDK): for a pinned build, and @actions/cache for a pull request's chat too (agent/chat.ts,
 * through `openActionsCache`). A fault of the cache service never fails the install: the libraries
 * write their own warning to the log, and what they throw comes back as a message for ours.
 */
import fs from 'node:fs'
import path from 'node:path'
import { messageOf } from '../../core/errors.js'
import type { RunnerEnv } from '../../core/ports.js'
import { loadActionsCache, loadToolCache } from '../lazy.js'

const TOOL = 'cursor-agent'

/**
 * A build (`2026.09.28-5f2c1ab`) as the tool cache's semver version (`2026.9.28-5f2c1ab`): no
 * leading zeros; a hash of digits only that starts with 0 (not a valid semver pre-release) gets
 * a `g` in front, as `git describe` writes one.
 */
function toolVersion(build: string): string {
  const m = /^(\d+)\.(\d+)\.(\d+)-(.+)$/.exec(build)
  if (m === null) return build
  const [, y, mo, d, hash = ''] = m
  const id = /^0\d*$/.test(hash) && hash.length > 1 ? `g${hash}` : hash
  return `${Number(y)}.${Number(mo)}.${Number(d)}-${id}`
}

/** The Actions cache's key for an archive: build, OS and architecture. */
export function cacheKey(build: string, os: string, arch: string): string {
  return `cursor-agent-cli-${build}-${os}-${arch}`
}

/**
 * The tool cache's folder for the build, when the runner has a tool cache and it is there. Read
 * in the layout @actions/tool-cache writes (`<RUNNER_TOOL_CACHE>/<tool>/<version>/<arch>` beside
 * its `.complete` marker: what its `find` checks for an exact version), so that a warm start does
 * not load the library, which brings @actions/core and undici, for two `stat`s.
 */
export function findInToolCache(env: RunnerEnv, build: string, arch: string): string | undefined {
  const root = env.toolCache ?? ''
  if (root === '') return undefined
  const dir = path.join(root, TOOL, toolVersion(build), arch)
  return fs.existsSync(dir) && fs.existsSync(`${dir}.complete`) ? dir : undefined
}

/** Copies `dir` into the tool cache as the build's entry; its path. Throws on a fault. */
export async function toToolCache(dir: string, build: string, arch: string): Promise<string> {
  const tc = await loadToolCache()
  return tc.cacheDir(dir, TOOL, toolVersion(build), arch)
}

/** Removes a tool-cache entry and its `.complete` marker (a bad CLI must not be found again). */
export function dropToolCache(dir: string): void {
  fs.rmSync(`${dir}.complete`, { force: true })
  fs.rmSync(dir, { recursive: true, force: true })
}

/** Whether the runner gave this step a cache service (v1 or v2; @actions/cache picks). */
export function actionsCacheOffered(env: RunnerEnv): boolean {
  return (env.actionsResultsUrl ?? '') !== '' || (env.actionsCacheUrl ?? '') !== ''
}

/** One file kept in the Actions cache under one exact key: @actions/cache as the action uses it. */
export interface ActionsCache {
  /** Restores `file` from the entry `key` (no restore keys): the key matched, or undefined. */
  restore(file: string, key: string): Promise<string | undefined>
  /**
   * Saves `file` as the entry `key`: false when the service did not take it (@actions/cache
   * warned itself: a fault of the service, or an entry of that key exists).
   */
  save(file: string, key: string): Promise<boolean>
}

/**
 * The Actions cache, loading @actions/cache (here only); undefined when the library finds no
 * cache service it can use. Throws what loading it throws.
 */
export async function openActionsCache(): Promise<ActionsCache | undefined> {
  const cache = await loadActionsCache()
  if (!cache.isFeatureAvailable()) return undefined
  return {
    restore: (file, key) => cache.restoreCache([file], key),
    save: async (file, key) => (await cache.saveCache([file], key)) !== -1
  }
}

/** `use` of the Actions cache; false when there is none, or on a fault (given to `warn`). */
async function withCache(
  use: (cache: ActionsCache) => Promise<boolean>,
  warn: (message: string) => void
): Promise<boolean> {
  try {
    const cache = await openActionsCache()
    return cache !== undefined && (await use(cache))
  } catch (error) {
    warn(messageOf(error))
    return false
  }
}

/**
 * Restores `file` from the Actions cache entry `key`: true when it is there after the restore.
 * A fault is a warning (`warn`) and a miss, never an error.
 */
export async function restoreArchive(
  file: string,
  key: string,
  warn: (message: string) => void
): Promise<boolean> {
  return withCache(
    async (cache) => (await cache.restore(file, key)) !== undefined && fs.existsSync(file),
    (m) => {
      warn(`The Actions cache could not be read (${m}); downloading instead.`)
    }
  )
}

/** Saves `file` as the Actions cache entry `key`; true when saved. A fault is a warning. */
export async function saveArchive(
  file: string,
  key: string,
  warn: (message: string) => void
): Promise<boolean> {
  return withCache(
    (cache) => cache.save(file, key),
    (m) => {
      warn(`The CLI could not be saved to the Actions cache (${m}).`)
    }
  )
}
