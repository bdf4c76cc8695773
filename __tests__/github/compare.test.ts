/**
 * GitHub's compare of two commits: the loopback GitHub's answer (github-compare-server.ts),
 * computed from real git histories (a push of two commits, a force-push, a re-run on the same
 * head, a branch moved back, unrelated histories, long histories and wide commits), and the
 * adapter (src/github/compare.ts) reading it through the real client, down to the review's
 * scope (core/review/scope.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { GitHubClient } from '../../src/github/client.js'
import { createClient } from '../../src/github/octokit.js'
import { compareCommits, compareOutcome, type Comparison } from '../../src/github/compare.js'
import { compareFrom, reviewScope } from '../../src/core/review/scope.js'
import { plainText } from '../../src/core/said.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'
import { git, GIT_ENV, tempDir } from '../support/helpers.js'

let gh: GitHubServer
let client: GitHubClient
let repo: string
/** The commits of the histories below, by name. */
const c: Record<string, string> = {}

/** A commit of the histories below. */
interface Commit {
  /** Its name in `c`, if the tests need it. */
  name?: string
  message: string
  branch: string
  /** The named commit it starts from; without one, its branch's last commit (or none: a root). */
  from?: string
  /** Files written (null: removed). */
  files?: Record<string, string | Buffer | null>
  /** A file moved, old path then new. */
  renamed?: [string, string]
}

/**
 * The histories, every commit through one git fast-import (a commit made in a work tree is three
 * git processes, and the histories hold 270); the named commits' ids are read from its marks.
 */
function importHistories(commits: Commit[]): void {
  const input: Buffer[] = []
  const mark = new Map<string, number>()
  commits.forEach((k, i) => {
    const from = k.from === undefined ? '' : `from :${String(mark.get(k.from))}\n`
    if (k.name !== undefined) mark.set(k.name, i + 1)
    input.push(
      Buffer.from(
        `commit refs/heads/${k.branch}\nmark :${String(i + 1)}\n` +
          `committer t <t@t> ${String(1_700_000_000 + i)} +0000\n` +
          `data ${String(Buffer.byteLength(k.message))}\n${k.message}\n${from}`
      )
    )
    if (k.renamed !== undefined) input.push(Buffer.from(`R ${k.renamed.join(' ')}\n`))
    for (const [file, content] of Object.entries(k.files ?? {})) {
      if (content === null) {
        input.push(Buffer.from(`D ${file}\n`))
        continue
      }
      const data = Buffer.from(content)
      input.push(Buffer.from(`M 100644 inline ${file}\ndata ${String(data.length)}\n`), data)
      input.push(Buffer.from('\n'))
    }
    input.push(Buffer.from('\n'))
  })
  const marks = path.join(tempDir('caa-compare-marks-'), 'marks')
  execFileSync('git', ['-C', repo, 'fast-import', '--quiet', `--export-marks=${marks}`], {
    input: Buffer.concat(input),
    env: GIT_ENV
  })
  const ids = new Map(
    fs
      .readFileSync(marks, 'utf8')
      .trim()
      .split('\n')
      .map((l) => [l.slice(1, l.indexOf(' ')), l.slice(l.indexOf(' ') + 1)])
  )
  for (const [name, m] of mark) c[name] = ids.get(String(m)) ?? ''
}

beforeAll(async () => {
  repo = tempDir('caa-compare-')
  git(repo, 'init', '-q', '-b', 'main')
  importHistories([
    {
      name: 'm1',
      message: 'm1',
      branch: 'main',
      files: { 'a.txt': 'a1\na2\na3\n', 'logo.png': Buffer.from([0x89, 0x50, 0, 1, 2, 0]) }
    },
    {
      name: 'f1',
      message: 'f1',
      branch: 'feature',
      from: 'm1',
      files: { 'a.txt': 'a1\nA2\na3\n', 'b.txt': 'b1\n' }
    },
    // The push of two commits after the review at f1.
    { name: 'f2', message: 'f2', branch: 'feature', files: { 'b.txt': 'b1\nb2\n' } },
    {
      name: 'f3',
      message: 'f3',
      branch: 'feature',
      files: { 'c.txt': 'c1\n', 'logo.png': Buffer.from([0x89, 0x50, 0, 9, 9, 0]) }
    },
    // The force-push: the branch rewritten from f1.
    {
      name: 'g2',
      message: 'g2',
      branch: 'rewritten',
      from: 'f1',
      files: { 'b.txt': 'b1\nB2\n', 'd.txt': 'd1\n' }
    },
    // A rename on top of f3.
    { name: 'r1', message: 'r1', branch: 'renamed', from: 'f3', renamed: ['c.txt', 'e.txt'] },
    // An unrelated history.
    { name: 'o1', message: 'o1', branch: 'other', files: { 'z.txt': 'z\n' } },
    // A long history (260 commits) and a wide commit (305 files), both from f1.
    ...Array.from({ length: 260 }, (_, i) => ({
      ...(i === 259 ? { name: 'long' } : {}),
      message: `c${String(i)}`,
      branch: 'long',
      ...(i === 0 ? { from: 'f1' } : {}),
      files: { 'n.txt': `${String(i)}\n` }
    })),
    {
      name: 'wide',
      message: 'c0',
      branch: 'wide',
      from: 'f1',
      files: Object.fromEntries(
        Array.from({ length: 305 }, (_, i) => [`w/${String(i).padStart(3, '0')}.txt`, 'w\n'])
      )
    }
  ])
  gh = await startGitHub()
  gh.compare.repository = repo
  client = createClient(gh.token, { warn: () => undefined, baseUrl: gh.url, retryBaseMs: 5 })
})

afterAll(async () => {
  await gh.stop()
})

/** The fields of GitHub's answer the tests read. */
interface RawCompare {
  message?: string
  status: string
  total_commits: number
  merge_base_commit: { sha: string }
  commits: { sha: string; parents: { sha: string }[] }[]
  files?: { filename: string; patch?: string }[]
}

async function raw(
  basehead: string,
  query = ''
): Promise<{ status: number; data: RawCompare; link: string }> {
  const r = await fetch(`${gh.url}/repos/octo/demo/compare/${basehead}${query}`, {
    headers: { authorization: `token ${gh.token}` }
  })
  return {
    status: r.status,
    data: (await r.json()) as RawCompare,
    link: r.headers.get('link') ?? ''
  }
}

async function compared(base: string, head: string): Promise<Comparison> {
  const r = await compareCommits(client, { owner: 'octo', repo: 'demo', base, head })
  if (r.kind !== 'compared') throw new Error(`not compared: ${r.kind} ${r.why}`)
  return r.comparison
}

describe('the loopback compare, against real git histories', () => {
  it('a push of two commits: ahead by 2, the two commits, only their files and patches', async () => {
    const { status, data } = await raw(`${c.f1}...${c.f3}`)
    expect(status).toBe(200)
    expect(data).toMatchObject({
      status: 'ahead',
      ahead_by: 2,
      behind_by: 0,
      total_commits: 2,
      merge_base_commit: { sha: c.f1 },
      base_commit: { sha: c.f1 }
    })
    expect(data.commits.map((x) => x.sha)).toEqual([c.f2, c.f3])
    expect(data.commits[0].parents).toEqual([{ sha: c.f1 }])
    expect(data.files).toEqual([
      expect.objectContaining({
        filename: 'b.txt',
        status: 'modified',
        additions: 1,
        deletions: 0,
        patch: '@@ -1 +1,2 @@\n b1\n+b2'
      }),
      expect.objectContaining({
        filename: 'c.txt',
        status: 'added',
        additions: 1,
        patch: '@@ -0,0 +1 @@\n+c1'
      }),
      // A binary file: listed, no patch (as GitHub).
      expect.not.objectContaining({ patch: expect.anything() })
    ])
    expect(data.files?.[2]?.filename).toBe('logo.png')
  })

  it('a force-push: diverged from the merge base, the diff from there', async () => {
    const { data } = await raw(`${c.f3}...${c.g2}`)
    expect(data).toMatchObject({ status: 'diverged', ahead_by: 1, behind_by: 2, total_commits: 1 })
    expect(data.merge_base_commit.sha).toBe(c.f1)
    expect(data.commits.map((x) => x.sha)).toEqual([c.g2])
    expect((data.files ?? []).map((f) => [f.filename, f.patch])).toEqual([
      ['b.txt', '@@ -1 +1,2 @@\n b1\n+B2'],
      ['d.txt', '@@ -0,0 +1 @@\n+d1']
    ])
  })

  it('a branch moved back: behind; the same head again: identical', async () => {
    const back = await raw(`${c.f3}...${c.f1}`)
    expect(back.data).toMatchObject({
      status: 'behind',
      ahead_by: 0,
      behind_by: 2,
      total_commits: 0,
      commits: [],
      files: []
    })
    const same = await raw(`${c.f3}...${c.f3}`)
    expect(same.data).toMatchObject({
      status: 'identical',
      ahead_by: 0,
      behind_by: 0,
      commits: [],
      files: []
    })
  })

  it('names a renamed file with its old path', async () => {
    const { data } = await raw(`${c.f3}...${c.r1}`)
    expect(data.files).toEqual([
      expect.objectContaining({ filename: 'e.txt', previous_filename: 'c.txt', status: 'renamed' })
    ])
  })

  it('answers 404 for an unknown commit and for unrelated histories, as GitHub', async () => {
    expect((await raw(`${'0'.repeat(40)}...${c.f3}`)).status).toBe(404)
    expect((await raw(`${c.f3}...nosuchbranch`)).status).toBe(404)
    const unrelated = await raw(`${c.f3}...${c.o1}`)
    expect(unrelated.status).toBe(404)
    expect(unrelated.data.message).toMatch(/^No common ancestor between /)
    // Branch names work as refs too.
    expect((await raw('main...feature')).data).toMatchObject({ status: 'ahead', ahead_by: 3 })
  })

  it('pages commits, not files: the newest 250 without paging, pages with Link headers, files on page 1', async () => {
    const unpaged = await raw(`${c.f1}...${c.long}`)
    expect(unpaged.data.total_commits).toBe(260)
    expect(unpaged.data.commits).toHaveLength(250)
    expect(unpaged.data.commits.at(-1)?.sha).toBe(c.long)
    expect(unpaged.link).toBe('')
    const page1 = await raw(`${c.f1}...${c.long}`, '?per_page=100&page=1')
    expect(page1.data.commits).toHaveLength(100)
    expect(page1.link).toContain('rel="next"')
    expect(page1.data.files).toHaveLength(1)
    const page3 = await raw(`${c.f1}...${c.long}`, '?per_page=100&page=3')
    expect(page3.data.commits).toHaveLength(60)
    expect(page3.data.files).toBeUndefined()
    expect(page3.link).not.toContain('rel="next"')
  })

  it('lists at most 300 files', async () => {
    const { data } = await raw(`${c.f1}...${c.wide}`)
    expect(data.files).toHaveLength(300)
  })
})

describe('the compare adapter', () => {
  it('reads status, counts, every commit (all pages) and the files with patches', async () => {
    const x = await compared(c.f1 ?? '', c.f3 ?? '')
    expect(x).toMatchObject({
      status: 'ahead',
      aheadBy: 2,
      behindBy: 0,
      totalCommits: 2,
      mergeBase: c.f1
    })
    expect(x.commits).toEqual([c.f2, c.f3])
    expect(x.commitsComplete).toBe(true)
    expect(x.files.map((f) => [f.path, f.patch])).toEqual([
      ['b.txt', '@@ -1 +1,2 @@\n b1\n+b2'],
      ['c.txt', '@@ -0,0 +1 @@\n+c1'],
      ['logo.png', undefined]
    ])
    const long = await compared(c.f1 ?? '', c.long ?? '')
    expect(long.commits).toHaveLength(260)
    expect(long.commits.at(-1)).toBe(c.long)
    expect(new Set(long.commits).size).toBe(260)
    const wide = await compared(c.f1 ?? '', c.wide ?? '')
    expect(wide.filesCapped).toBe(true)
    const renamed = await compared(c.f3 ?? '', c.r1 ?? '')
    expect(renamed.files[0]).toMatchObject({ path: 'e.txt', previousPath: 'c.txt' })
  })

  it('returns errors as values: missing for a 404, error for a fault or a bad answer', async () => {
    const missing = await compareCommits(client, {
      owner: 'octo',
      repo: 'demo',
      base: 'f'.repeat(40),
      head: c.f3 ?? ''
    })
    expect(missing.kind).toBe('missing')
    gh.fail('compare', { kind: 'error', status: 502 })
    const down = await compareCommits(client, {
      owner: 'octo',
      repo: 'demo',
      base: c.f1 ?? '',
      head: c.f3 ?? ''
    })
    gh.clearFaults()
    expect(down).toMatchObject({ kind: 'error', why: expect.stringContaining('HTTP 502') })
    const notSha = await compareCommits(client, {
      owner: 'octo',
      repo: 'demo',
      base: 'main',
      head: c.f3 ?? ''
    })
    expect(notSha.kind).toBe('error')
  })

  it('decides the review: the 2 commits since, a force-push, a re-run without asking GitHub', async () => {
    const scopeOf = async (lastReviewed: string, head: string) => {
      const from = compareFrom({ mode: 'auto', lastReviewed, head })
      const outcome =
        from === undefined
          ? undefined
          : compareOutcome(
              await compareCommits(client, { owner: 'octo', repo: 'demo', base: from, head })
            )
      return reviewScope({ mode: 'auto', lastReviewed, head, compare: outcome })
    }
    const pushed = await scopeOf(c.f1 ?? '', c.f3 ?? '')
    expect(pushed).toMatchObject({ kind: 'incremental', from: c.f1, commits: 2 })
    expect(plainText(pushed.summary)).toBe(
      `reviewed the 2 commits since ${(c.f1 ?? '').slice(0, 7)}`
    )
    const forced = await scopeOf(c.f3 ?? '', c.g2 ?? '')
    expect(forced).toMatchObject({ kind: 'full', why: 'force-pushed' })
    expect(plainText(forced.summary)).toMatch(
      /^full review: the branch was force-pushed since the last review/
    )
    const before = gh.requests('compare').length
    const rerun = await scopeOf(c.f3 ?? '', c.f3 ?? '')
    expect(rerun).toMatchObject({ kind: 'full', why: 'rerun' })
    expect(gh.requests('compare')).toHaveLength(before)
    const gone = await scopeOf('e'.repeat(40), c.f3 ?? '')
    expect(gone).toMatchObject({ kind: 'full', why: 'compare-failed' })
  })
})
