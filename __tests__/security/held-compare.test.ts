/**
 * What held when the re-review's compare was pushed to GitHub's limits (security round 5, "keep
 * what held"), end to end on `node dist/index.js` (github/compare.ts, github/rescope.ts): GitHub
 * lists at most 300 files of a comparison, on its first page only, and pages the commits. A push
 * of 120 commits and 299 files is a re-review of all of them (the commits read over two pages);
 * a push of exactly 300 files, or of 301 (listed as 300), may have more than GitHub shows, so it
 * is a full review that says why, never a re-review of a list that may be cut. The compare comes
 * from a real git history (github-compare-server.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { addRun, emptyLedger } from '../../src/core/ledger/ledger.js'
import { encodeLedger } from '../../src/core/ledger/stored.js'
import { keyHash, reviewMarker } from '../../src/render/marker.js'
import type { PullFile } from '../support/github-review-server.js'
import { git, GIT_ENV, tempDir } from '../support/helpers.js'
import { APP, gh, PR, reviewRun, type ReviewRun } from '../support/review-fixture.js'

/** `count` new files, `w<batch>/<n>.txt`, each one line. */
function names(batch: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `w${batch}/${String(i).padStart(3, '0')}.txt`)
}

/**
 * When the next imported commit is made: after every commit made the usual way, each import
 * later than the last (git's `a..b` walks by commit date: a child older than its parent can make
 * it count the parent as not reached).
 */
let clock = Math.floor(Date.now() / 1000) + 60

/** Commits on `branch` from `from` through git fast-import: each a set of new files. */
function fastImport(repo: string, branch: string, from: string, commits: string[][]): string {
  const lines: string[] = []
  commits.forEach((files, i) => {
    const message = `c${String(i)}`
    lines.push(`commit refs/heads/${branch}`, `committer t <t@t> ${String(clock++)} +0000`)
    lines.push(`data ${String(message.length)}`, message)
    if (i === 0) lines.push(`from ${from}`)
    for (const file of files) lines.push(`M 100644 inline ${file}`, 'data 2', 'w')
    lines.push('')
  })
  execFileSync('git', ['-C', repo, 'fast-import', '--quiet', '--force'], {
    input: lines.join('\n') + '\n',
    env: GIT_ENV
  })
  return git(repo, 'rev-parse', `refs/heads/${branch}`)
}

const pullFile = (name: string): PullFile => ({
  filename: name,
  status: 'added',
  additions: 1,
  deletions: 0,
  patch: '@@ -0,0 +1 @@\n+w'
})

/** The prompt's diff of the new commits (empty when the prompt has no re-review section). */
function newDiff(run: ReviewRun): string {
  const at = run.prompt.indexOf("### The new commits' diff")
  if (at < 0) return ''
  const end = run.prompt.indexOf('\n### ', at + 1)
  return run.prompt.slice(at, end < 0 ? undefined : end)
}

describe('a compare at GitHub’s 300 files', () => {
  it('299 files over 120 commits: a re-review of every one; 300 and 301 files: a full review that says why', async () => {
    const repo = tempDir('caa-held-compare-')
    git(repo, 'init', '-q', '-b', 'main')
    fs.mkdirSync(path.join(repo, 'src'))
    fs.writeFileSync(path.join(repo, 'src', 'app.ts'), 'const a = 1\n')
    git(repo, 'add', '-A')
    git(repo, 'commit', '-q', '-m', 'base')
    git(repo, 'checkout', '-q', '-b', 'wide')
    fs.writeFileSync(path.join(repo, 'src', 'app.ts'), 'const a = 2\n')
    git(repo, 'commit', '-q', '-am', 'a is 2')
    const reviewed = git(repo, 'rev-parse', 'HEAD')
    // 299 files over 120 commits (the compare's commits come in two pages of 100), then one
    // commit of 300 files, then one of 301.
    const first = names('a', 299)
    const h299 = fastImport(
      repo,
      'wide',
      reviewed,
      Array.from({ length: 120 }, (_, i) => first.filter((_f, j) => j % 120 === i))
    )
    const h300 = fastImport(repo, 'wide', h299, [names('b', 300)])
    const h301 = fastImport(repo, 'wide', h300, [names('c', 301)])
    gh.compare.repository = repo
    gh.review.setPull(PR, { files: [APP], commits: [reviewed] })
    const KEY = keyHash('CI/review/null')

    // The review at `reviewed`, as the action leaves it: the record on its body's last line.
    const record = addRun(emptyLedger(KEY), {
      runId: '41',
      attempt: '1',
      at: new Date(Date.now() - 60_000).toISOString(),
      event: 'pull_request',
      head: reviewed,
      reviewed: true,
      usage: { inputTokens: 10, outputTokens: 5, cacheReadTokens: 0, cacheWriteTokens: 0 },
      durationMs: 1000,
      conclusion: 'success',
      trigger: false,
      started: true
    })
    gh.review.addReview(PR, gh.tokenUser, {
      state: 'COMMENTED',
      body: `${reviewMarker(KEY, 'review')}\nNo findings.\n\n${encodeLedger(record)}`
    })

    let files = [APP, ...first.map(pullFile)]
    gh.review.push(PR, { head: h299, files, outdated: () => false })
    const again = await reviewRun({ head: h299, env: { GITHUB_RUN_ID: '42' } })
    expect(again.code).toBe(0)
    expect(again.outputs.reviewed_from).toBe(reviewed)
    expect(again.summary).toContain(`reviewed the 120 commits since \`${reviewed.slice(0, 7)}\``)
    const diff = newDiff(again)
    for (const name of first) expect(diff).toContain(name)
    expect(diff).not.toContain('src/app.ts')

    for (const [batch, head, count] of [
      ['b', h300, 300],
      ['c', h301, 301]
    ] as const) {
      files = [...files, ...names(batch, count).map(pullFile)]
      gh.review.push(PR, { head, files, outdated: () => false })
      const run = await reviewRun({ head, env: { GITHUB_RUN_ID: `5${String(count)}` } })
      expect(run.code).toBe(0)
      expect(run.prompt).not.toContain('## A re-review')
      expect(run.outputs.reviewed_from).toBe('')
      expect(run.summary).toContain(
        "full review: the 1 new commits change more files than GitHub's compare lists"
      )
    }
    // Each compare asked GitHub for commits in pages of 100, from page 1.
    const pages = gh.requests('compare').map((r) => [r.query.per_page, r.query.page])
    expect(pages).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '1'],
      ['100', '1']
    ])
  })
})
