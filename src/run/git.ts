/**
 * What git sees in the working directory before and after the run. Files the agent changed with
 * shell commands show up this way (its edit events do not cover them); files that were already
 * dirty before the run and did not change are left out.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface GitSnapshot {
  root: string
  /** Repo-relative path → content hash ('' when the file is gone) for every dirty path. */
  dirty: Map<string, string>
}

export interface GitChange {
  /** Relative to the working directory, like the agent's own paths. */
  path: string
  /** Relative to the repository root, for links. */
  repoPath: string
  added?: number
  removed?: number
  created: boolean
  deleted: boolean
}

const MAX_DIRTY = 20_000

function git(cwd: string, args: string[], input?: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'ignore'],
    timeout: 60_000
  })
}

function hashFile(file: string): string {
  try {
    return createHash('sha1').update(fs.readFileSync(file)).digest('hex')
  } catch {
    return ''
  }
}

/** Undefined when the directory is not in a git work tree or git is missing. */
export function snapshot(cwd: string): GitSnapshot | undefined {
  let root: string
  try {
    root = git(cwd, ['rev-parse', '--show-toplevel']).trim()
  } catch {
    return undefined
  }
  const dirty = new Map<string, string>()
  const out = git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all'])
  const entries = out.split('\0')
  for (let i = 0; i < entries.length && dirty.size < MAX_DIRTY; i++) {
    const entry = entries[i] ?? ''
    if (entry.length < 4) continue
    const status = entry.slice(0, 2)
    const p = entry.slice(3)
    // Renames and copies carry the old path as the next entry.
    if (status.includes('R') || status.includes('C')) i++
    dirty.set(p, hashFile(path.join(root, p)))
  }
  return { root, dirty }
}

/** The paths whose state differs between the two snapshots, with line counts where git has them. */
export function changesBetween(before: GitSnapshot, after: GitSnapshot, cwd: string): GitChange[] {
  const changed: string[] = []
  for (const [p, hash] of after.dirty) if (before.dirty.get(p) !== hash) changed.push(p)
  for (const p of before.dirty.keys()) if (!after.dirty.has(p)) changed.push(p)
  if (changed.length === 0) return []
  const numstat = new Map<string, [number | undefined, number | undefined]>()
  try {
    const out = git(after.root, [
      'diff',
      '--numstat',
      '-z',
      'HEAD',
      '--',
      ...changed.slice(0, 5000)
    ])
    for (const rec of out.split('\0')) {
      const m = /^(\d+|-)\t(\d+|-)\t(.+)$/.exec(rec)
      if (m?.[3] !== undefined) {
        numstat.set(m[3], [
          m[1] === '-' ? undefined : Number(m[1]),
          m[2] === '-' ? undefined : Number(m[2])
        ])
      }
    }
  } catch {
    // No HEAD yet (a fresh repository): untracked counting below still works.
  }
  const tracked = new Set<string>()
  try {
    const out = git(after.root, ['ls-files', '-z', '--', ...changed.slice(0, 5000)])
    for (const p of out.split('\0')) if (p !== '') tracked.add(p)
  } catch {
    // As above.
  }
  return changed.map((repoPath) => {
    const abs = path.join(after.root, repoPath)
    const exists = fs.existsSync(abs)
    const counts = numstat.get(repoPath)
    let added = counts?.[0]
    const removed = counts?.[1]
    if (!tracked.has(repoPath) && exists && added === undefined) added = countLines(abs)
    return {
      path: path.relative(cwd, abs).split(path.sep).join('/'),
      repoPath,
      added,
      removed,
      created: !tracked.has(repoPath) && exists,
      deleted: !exists
    }
  })
}

function countLines(file: string): number | undefined {
  try {
    const buf = fs.readFileSync(file)
    if (buf.includes(0)) return undefined
    if (buf.length === 0) return 0
    let n = 0
    for (const b of buf) if (b === 10) n++
    return buf[buf.length - 1] === 10 ? n : n + 1
  } catch {
    return undefined
  }
}

/**
 * Links to files that exist at the commit: `GITHUB_SERVER_URL/GITHUB_REPOSITORY/blob/SHA/path`.
 * Paths are checked with one `git cat-file --batch-check`, and percent-encoded segment by segment.
 */
export function fileLinks(
  paths: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv
): Map<string, string> {
  const links = new Map<string, string>()
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com'
  const repo = env.GITHUB_REPOSITORY
  const sha = env.GITHUB_SHA
  if (repo === undefined || repo === '' || sha === undefined || !/^[0-9a-f]{7,64}$/i.test(sha))
    return links
  let root: string
  try {
    root = git(cwd, ['rev-parse', '--show-toplevel']).trim()
  } catch {
    return links
  }
  const candidates = paths
    .slice(0, 2000)
    .map((p) => ({
      p,
      repoPath: path.relative(root, path.resolve(cwd, p)).split(path.sep).join('/')
    }))
    .filter(
      (c) =>
        !c.repoPath.startsWith('..') && !path.isAbsolute(c.repoPath) && !/[\n\r]/.test(c.repoPath)
    )
  if (candidates.length === 0) return links
  let answer: string[]
  try {
    answer = git(
      root,
      ['cat-file', '--batch-check'],
      candidates.map((c) => `${sha}:${c.repoPath}`).join('\n') + '\n'
    ).split('\n')
  } catch {
    return links
  }
  candidates.forEach((c, i) => {
    const line = answer[i] ?? ''
    if (!line.endsWith('missing') && / blob /.test(line)) {
      const encoded = c.repoPath.split('/').map(encodeURIComponent).join('/')
      links.set(c.p, `${server}/${repo}/blob/${sha}/${encoded}`)
    }
  })
  return links
}
