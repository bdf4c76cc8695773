/**
 * A bundle's patch in the publishing job's checkout, applied without touching the checkout: the
 * commit the bundle names is fetched (objects only: no ref, no FETCH_HEAD, the token in that one
 * process's environment as git/checkout.ts fetches), then the patch is applied to that commit's
 * tree in a private index of ours (`git apply --cached`) and written as a tree. No file of the
 * patch is ever written to the work tree, so nothing in it can run or be followed: no
 * `.gitattributes` filter, no hook, no link on disk; HEAD, the index and the files the workflow
 * checked out stay as they were. The result is a WorkTree (worktree.ts) measured from the named
 * commit, which the one-job landing's scan, commit and push take as they take the run's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { messageOf } from '../core/errors.js'
import { numstatPaths, ShapeCollector } from '../core/bundle/patch-check.js'
import { ALLOW_FETCH, GitError, type Git } from './git.js'
import { parseDiffTree, WorkTree } from './worktree.js'

/** New blobs larger than this are not read for token shapes: the patch writer leaves them out. */
const SHAPE_SCAN_MAX_BLOB = 128 * 1024 * 1024

/** Whether the repository has `sha` as a commit. */
export function hasCommit(git: Git, sha: string): boolean {
  return git.test(['cat-file', '-e', `${sha}^{commit}`])
}

/**
 * Fetches the commit `sha` from `url` (objects only); git's last words when it could not. A
 * checkout with persisted credentials has its own header for the URL: a second one would send
 * two Authorization headers, which GitHub refuses.
 */
export async function fetchCommit(
  git: Git,
  o: { url: string; sha: string; token: string; signal?: AbortSignal }
): Promise<string | undefined> {
  const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true'
  const config: [string, string][] = [...ALLOW_FETCH, ['http.followRedirects', 'false']]
  const ownHeader = [...git.config.keys()].some((k) => /^http\..*extraheader$/i.test(k))
  if (o.token !== '' && !ownHeader)
    config.push([
      'http.extraheader',
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${o.token}`).toString('base64')}`
    ])
  try {
    // Without blocking: the runner's cancel is heard while the network is slow.
    await git.runAsync(
      [
        ...['fetch', '--no-tags', '--no-write-fetch-head', '--no-recurse-submodules'],
        ...(shallow ? ['--depth=1'] : []),
        ...['--', o.url, o.sha]
      ],
      { timeoutMs: 300_000, config, signal: o.signal }
    )
    return undefined
  } catch (error) {
    return saidBy(error)
  }
}

/** Every path the patch names, as git reads them (old and new names of a rename or copy). */
export function patchPaths(git: Git, file: string): string[] {
  return numstatPaths(git.run(['apply', '--numstat', '-z', '--', file]))
}

/**
 * The patch at `file` applied to `base` in a private index under `dir`: the WorkTree of the
 * result. Throws GitError with git's words when it does not apply.
 */
export async function applyToBase(
  git: Git,
  o: { file: string; base: string; dir: string; signal?: AbortSignal }
): Promise<WorkTree> {
  const index = path.join(o.dir, 'index')
  const withIndex = { env: { GIT_INDEX_FILE: index }, signal: o.signal }
  // Exactly as written: whitespace neither fixed nor ignored, whatever the checkout's config says.
  const exact: [string, string][] = [
    ['apply.whitespace', 'nowarn'],
    ['apply.ignoreWhitespace', 'no']
  ]
  try {
    await git.runAsync(['read-tree', o.base], withIndex)
    await git.runAsync(['apply', '--cached', '--whitespace=nowarn', '--', o.file], {
      ...withIndex,
      config: exact,
      timeoutMs: 600_000
    })
    const tree = (await git.runAsync(['write-tree'], withIndex)).trim()
    const listing = await git.runAsync(
      [
        ...['diff-tree', '-r', '-z', '--no-renames', '--full-index'],
        ...['--no-ext-diff', '--no-textconv', '--raw', '--numstat', o.base, tree]
      ],
      { timeoutMs: 600_000, signal: o.signal }
    )
    const changes = parseDiffTree(listing)
    return new WorkTree({ git, base: o.base, head: o.base, changes, tree, index })
  } catch (error) {
    fs.rmSync(index, { force: true })
    throw error
  }
}

/** The target of each link the patch makes or changes (mode 120000), by path. */
export function linkTargets(work: WorkTree): Map<string, string> {
  const links = work.changes.filter((c) => c.newMode === '120000' && !/^0+$/.test(c.newOid))
  const out = new Map<string, string>()
  for (const c of links) out.set(c.path, work.git.run(['cat-file', 'blob', c.newOid]))
  return out
}

/**
 * The changed paths whose new content (or new name) holds a token's shape that its old content
 * (or the path before) did not: a token already in the repository (a test's fake one) is not the
 * patch's. A new blob too large to read is listed as such.
 */
export async function newShapes(
  work: WorkTree,
  signal?: AbortSignal
): Promise<{ found: string[]; tooLarge: string[] }> {
  const found = new Set<string>()
  const tooLarge: string[] = []
  for (const c of work.changes)
    if (/^0+$/.test(c.oldOid) && shapesOf(c.path).size > 0) found.add(c.path)
  const fresh = work.changes.filter(
    (c) => !/^0+$/.test(c.newOid) && c.newOid !== c.oldOid && c.newMode !== '160000'
  )
  if (fresh.length === 0) return { found: [...found], tooLarge }
  const oids = fresh.flatMap((c) => [c.newOid, c.oldOid])
  const sizes = work.git
    .run(['cat-file', '--batch-check=%(objectsize)'], { input: oids.join('\n') + '\n' })
    .split('\n')
  for (const [i, c] of fresh.entries()) {
    if (found.has(c.path)) continue
    if (Number(sizes[2 * i] ?? '0') > SHAPE_SCAN_MAX_BLOB) {
      tooLarge.push(c.path)
      continue
    }
    const now = await blobShapes(work, c.newOid, signal)
    if (now.size === 0) continue
    const wasBlob = !/^0+$/.test(c.oldOid) && c.oldMode !== '160000'
    const was =
      wasBlob && Number(sizes[2 * i + 1] ?? '0') <= SHAPE_SCAN_MAX_BLOB
        ? await blobShapes(work, c.oldOid, signal)
        : new Set<string>()
    if ([...now].some((t) => !was.has(t))) found.add(c.path)
  }
  return { found: [...found], tooLarge }
}

function shapesOf(text: string): Set<string> {
  const collector = new ShapeCollector()
  collector.push(text)
  collector.end()
  return collector.found
}

/** The token shapes in a blob, read a chunk at a time. */
async function blobShapes(work: WorkTree, oid: string, signal?: AbortSignal): Promise<Set<string>> {
  const collector = new ShapeCollector()
  await work.git.stream(['cat-file', 'blob', oid], {
    // latin1: one character per byte, so every ASCII token is seen as it is, whatever the bytes
    // around it.
    onData: (chunk) => {
      collector.push(chunk.toString('latin1'))
    },
    timeoutMs: 600_000,
    signal
  })
  collector.end()
  return collector.found
}

/** git's own last words, one line. */
export function saidBy(error: unknown): string {
  if (error instanceof GitError) {
    const lines = error.stderr
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
    return lines.slice(-3).join(' ') || error.message
  }
  return messageOf(error)
}
