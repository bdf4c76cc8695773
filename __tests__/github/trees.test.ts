/**
 * The paths a pull request changes, from GitHub's trees (src/github/trees.ts): the loopback
 * GitHub's `git/trees` answer (github-compare-server.ts) from a real history, and the adapter
 * reading it through the real client: the merge base's tree against the head's (a base that moved
 * on since the branch started adds nothing), and nothing known when GitHub cuts a tree, refuses,
 * or does not know a commit.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import type { GitHubClient } from '../../src/github/client.js'
import { createClient } from '../../src/github/octokit.js'
import { changedPaths } from '../../src/github/trees.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'
import { git, tempDir } from '../support/helpers.js'

let gh: GitHubServer
let client: GitHubClient
const at = { base: '', head: '', start: '' }
const PR = { owner: 'octo', repo: 'demo', number: 1 }

function commit(repo: string, files: Record<string, string | null>, message: string): string {
  for (const [file, content] of Object.entries(files)) {
    const where = path.join(repo, file)
    if (content === null) fs.rmSync(where)
    else {
      fs.mkdirSync(path.dirname(where), { recursive: true })
      fs.writeFileSync(where, content)
    }
  }
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', message)
  return git(repo, 'rev-parse', 'HEAD')
}

beforeAll(async () => {
  const repo = tempDir('caa-trees-')
  git(repo, 'init', '-q', '-b', 'main')
  at.start = commit(repo, { 'a.txt': 'a\n', 'dir/x.txt': 'x\n', 'gone.txt': 'g\n' }, 'start')
  git(repo, 'checkout', '-q', '-b', 'pr')
  at.head = commit(
    repo,
    { 'a.txt': 'A\n', 'dir/y.txt': 'y\n', 'gone.txt': null, 'new dir/ünï.txt': 'u\n' },
    'the pull request'
  )
  git(repo, 'checkout', '-q', 'main')
  // The base moved on after the branch started: its change is not the pull request's.
  at.base = commit(repo, { 'main-only.txt': 'm\n' }, 'main moves on')
  gh = await startGitHub()
  gh.compare.repository = repo
  client = createClient(gh.token, { warn: () => undefined, baseUrl: gh.url, retryBaseMs: 10 })
})
afterAll(async () => {
  await gh.stop()
})

async function tree(sha: string, query = '') {
  const r = await fetch(`${gh.url}/repos/octo/demo/git/trees/${sha}${query}`, {
    headers: { authorization: `token ${gh.token}` }
  })
  return { status: r.status, data: (await r.json()) as Record<string, unknown> }
}

describe("GitHub's trees", () => {
  it("answers a commit's tree, its top level or with recursive every entry, as GitHub", async () => {
    const top = await tree(at.head)
    expect(top.status).toBe(200)
    const paths = (t: { data: Record<string, unknown> }) =>
      (t.data.tree as { path: string; type: string }[]).map((e) => `${e.type} ${e.path}`)
    expect(paths(top)).toEqual(['blob a.txt', 'tree dir', 'tree new dir'])
    const all = await tree(at.head, '?recursive=1')
    expect(paths(all)).toEqual([
      'blob a.txt',
      'tree dir',
      'blob dir/x.txt',
      'blob dir/y.txt',
      'tree new dir',
      'blob new dir/ünï.txt'
    ])
    expect(all.data.truncated).toBe(false)
    expect((await tree('c'.repeat(40))).status).toBe(404)
  })

  it('names the paths the pull request changes, from the merge base, not the base', async () => {
    expect(await changedPaths(client, PR, { base: at.base, head: at.head })).toEqual([
      'a.txt',
      'dir/y.txt',
      'gone.txt',
      'new dir/ünï.txt'
    ])
  })

  it('knows none when GitHub cuts a tree, refuses, or does not know a commit', async () => {
    gh.compare.treeLimit = 3
    expect(await changedPaths(client, PR, { base: at.base, head: at.head })).toBeUndefined()
    gh.compare.treeLimit = 100_000
    gh.fail('getTree', { kind: 'forbidden', times: 1 })
    expect(await changedPaths(client, PR, { base: at.base, head: at.head })).toBeUndefined()
    expect(await changedPaths(client, PR, { base: 'c'.repeat(40), head: at.head })).toBeUndefined()
    // And works again once GitHub answers.
    expect(await changedPaths(client, PR, { base: at.start, head: at.head })).toHaveLength(4)
  })
})
