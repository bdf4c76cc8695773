/**
 * The paths a pull request changes, from GitHub's trees (src/github/trees.ts): the loopback
 * GitHub's `git/trees` answer (github-compare-server.ts) from a real history, and the adapter
 * reading it through the real client: the merge base's tree against the head's (a base that moved
 * on since the branch started adds nothing), and nothing known when GitHub cuts a tree, refuses,
 * or does not know a commit.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { GitHubClient } from '../../src/github/client.js'
import { createClient } from '../../src/github/octokit.js'
import { changedPaths } from '../../src/github/trees.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'
import { git, GIT_ENV, tempDir } from '../support/helpers.js'

let gh: GitHubServer
let client: GitHubClient
const at = { base: '', head: '', start: '' }
const PR = { owner: 'octo', repo: 'demo', number: 1 }

/**
 * Commits on branches (each from the named commit `from`, or its branch's last commit), files
 * written or (null) removed, through one git fast-import, where a commit made in a work tree is
 * three git processes; returns each commit's id by its message.
 */
function commits(
  repo: string,
  list: { branch: string; from?: string; files: Record<string, string | null>; message: string }[]
): Record<string, string> {
  const marks = new Map<string, number>()
  const input = list.map((k, i) => {
    marks.set(k.message, i + 1)
    return [
      `commit refs/heads/${k.branch}`,
      `mark :${String(i + 1)}`,
      `committer t <t@t> ${String(1_700_000_000 + i)} +0000`,
      `data ${String(Buffer.byteLength(k.message))}`,
      k.message,
      ...(k.from === undefined ? [] : [`from :${String(marks.get(k.from))}`]),
      ...Object.entries(k.files).map(([file, content]) =>
        content === null
          ? `D ${file}`
          : `M 100644 inline ${file}\ndata ${String(Buffer.byteLength(content))}\n${content}`
      ),
      ''
    ].join('\n')
  })
  const file = path.join(tempDir('caa-trees-marks-'), 'marks')
  execFileSync('git', ['-C', repo, 'fast-import', '--quiet', `--export-marks=${file}`], {
    input: input.join('\n') + '\n',
    env: GIT_ENV
  })
  const ids = new Map(
    fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => [Number(l.slice(1, l.indexOf(' '))), l.slice(l.indexOf(' ') + 1)])
  )
  return Object.fromEntries([...marks].map(([message, m]) => [message, ids.get(m) ?? '']))
}

beforeAll(async () => {
  const repo = tempDir('caa-trees-')
  git(repo, 'init', '-q', '-b', 'main')
  const id = commits(repo, [
    {
      branch: 'main',
      files: { 'a.txt': 'a\n', 'dir/x.txt': 'x\n', 'gone.txt': 'g\n' },
      message: 'start'
    },
    {
      branch: 'pr',
      from: 'start',
      files: { 'a.txt': 'A\n', 'dir/y.txt': 'y\n', 'gone.txt': null, 'new dir/ünï.txt': 'u\n' },
      message: 'the pull request'
    },
    // The base moved on after the branch started: its change is not the pull request's.
    { branch: 'main', files: { 'main-only.txt': 'm\n' }, message: 'main moves on' }
  ])
  at.start = id.start ?? ''
  at.head = id['the pull request'] ?? ''
  at.base = id['main moves on'] ?? ''
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
