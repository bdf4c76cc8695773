/**
 * Links from the summary to the files the agent read or changed, as they are at the job's commit.
 */
import path from 'node:path'
import type { Repos } from './git.js'
import type { RunnerEnv } from '../core/ports.js'

/**
 * Links to files that exist at the commit: `GITHUB_SERVER_URL/GITHUB_REPOSITORY/blob/SHA/path`.
 * Paths are checked with one `git cat-file --batch-check`, and percent-encoded segment by segment.
 */
export function fileLinks(
  repos: Repos,
  paths: readonly string[],
  cwd: string,
  runner: RunnerEnv
): Map<string, string> {
  const links = new Map<string, string>()
  const env = runner.raw
  const server = runner.serverUrl ?? 'https://github.com'
  const repo = runner.repository
  const sha = runner.sha
  if (repo === undefined || repo === '' || sha === undefined || !/^[0-9a-f]{7,64}$/i.test(sha))
    return links
  const git = repos.open(cwd, env)
  if (git === undefined) return links
  const root = git.root
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
    answer = git
      .run(['cat-file', '--batch-check'], {
        input: candidates.map((c) => `${sha}:${c.repoPath}`).join('\n') + '\n'
      })
      .split('\n')
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
