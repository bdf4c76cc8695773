/**
 * A pull request of more files than GitHub lists, end to end on `node dist/index.js`. GitHub's
 * files listing stops at 3,000 (the loopback GitHub enforces it, github-review-server.ts); the
 * pull request here changes 3,005 tiny files, in a real git history that GitHub's compare and
 * trees are answered from (github-compare-server.ts). With the pull request's history checked out,
 * the five files past the listing reach the agent (the prompt's list and the diff file) and a
 * finding on one of them is placed on the diff; without it, the summary and the review's body name
 * the five files not reviewed, and the ledger's record keeps that run from being a later
 * re-review's starting point: the next push gets a full review, not one of its commit alone.
 */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { decodeLedger } from '../../src/core/ledger/stored.js'
import { keyHash } from '../../src/render/marker.js'
import type { PullFile } from '../support/github-review-server.js'
import { git, tempDir, warningsOf } from '../support/helpers.js'
import { findingsOf, gh, PR, reviewRun, type F } from '../support/review-fixture.js'

const KEY = keyHash('CI/review/null')
const FILES = 3005
const name = (i: number): string => `f/${String(i).padStart(4, '0')}.txt`
const PAST: F = {
  path: name(3004),
  line: 1,
  severity: 'low',
  title: 'v3004 is never read',
  body: 'Drop it.'
}

/** The repository: main, the pull request's head (3,005 new files) and one more commit. */
const at = { repo: '', base: '', head: '', next: '' }
const listed: PullFile[] = Array.from({ length: FILES }, (_, i) => ({
  filename: name(i),
  status: 'added',
  additions: 1,
  deletions: 0,
  patch: `@@ -0,0 +1 @@\n+v${String(i)}`
}))
const G: PullFile = {
  filename: 'g.txt',
  status: 'added',
  additions: 1,
  deletions: 0,
  patch: '@@ -0,0 +1 @@\n+g'
}

beforeAll(() => {
  const repo = tempDir('caa-large-')
  git(repo, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(repo, 'README.md'), 'demo\n')
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', 'base')
  at.base = git(repo, 'rev-parse', 'HEAD')
  git(repo, 'checkout', '-q', '-b', 'many')
  fs.mkdirSync(path.join(repo, 'f'))
  for (let i = 0; i < FILES; i++) fs.writeFileSync(path.join(repo, name(i)), `v${String(i)}\n`)
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', 'many files')
  at.head = git(repo, 'rev-parse', 'HEAD')
  git(repo, 'checkout', '-q', '-b', 'more')
  fs.writeFileSync(path.join(repo, 'g.txt'), 'g\n')
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', 'one more')
  at.next = git(repo, 'rev-parse', 'HEAD')
  // The job's checkout of the first test: the pull request's history, its head checked out (as
  // actions/checkout leaves it with `fetch-depth: 0`).
  git(repo, 'checkout', '-q', 'many')
  at.repo = repo
})

beforeEach(() => {
  gh.compare.repository = at.repo
  gh.review.setPull(PR, { files: [...listed], commits: [at.head] })
})

/** The ledger's record in the body of the action's last review, and that body. */
function lastReview() {
  const ours = gh.review.reviews.filter(
    (r) => r.user.login === gh.tokenUser.login && r.state !== 'PENDING'
  )
  const body = ours.at(-1)?.body ?? ''
  const read = decodeLedger(body, KEY)
  if (read.kind !== 'ledger') throw new Error('no ledger record in the review')
  return { body, ledger: read.ledger }
}

describe('a pull request of more files than GitHub lists', () => {
  it('reviews the files past 3,000 from the checkout', async () => {
    const run = await reviewRun({
      findings: [PAST],
      head: at.head,
      base: at.base,
      workspace: at.repo
    })
    expect(run.code).toBe(0)
    // GitHub listed 3,000 of them.
    expect(gh.requests('listFiles').map((r) => r.query.per_page)).toEqual(Array(30).fill('100'))
    // Every file reaches the prompt's list, and the diff file holds the last one's diff.
    expect(run.prompt).toContain(`- ${name(3004)} (added, +1 -0)`)
    expect(run.stdout).toContain('the other 5 files were read from the checkout')
    const diffFile = /is in the file (\S+): read it there/.exec(run.prompt)?.[1] ?? ''
    expect(fs.readFileSync(diffFile, 'utf8')).toContain(
      `diff --git a/${name(3004)} b/${name(3004)}\n@@ -0,0 +1 @@\n+v3004\n`
    )
    // A finding on a file past the listing is placed on its line.
    expect(findingsOf(run).map((f) => [f.path, f.placement])).toEqual([[name(3004), 'inline']])
    expect(run.summary).not.toContain('Not reviewed')
    const { body, ledger } = lastReview()
    expect(body).not.toContain('Not reviewed')
    expect(ledger.runs).toMatchObject([{ runId: '42', head: at.head, reviewed: true }])
  })

  it('names the files it did not review without the checkout, and is no re-review boundary', async () => {
    const run = await reviewRun({
      head: at.head,
      base: at.base,
      env: { GITHUB_RUN_ID: '41' },
      inputs: { 'comment-on-pr': 'true' }
    })
    expect(run.code).toBe(0)
    const named = [3000, 3001, 3002, 3003, 3004].map((i) => `\`${name(i)}\``).join(', ')
    const note = `⚠️ **Not reviewed: 5 files of the pull request.** GitHub listed 3,000 files (it lists 3,000 at most) and the job's checkout could not give the rest: ${named}. No later re-review starts from this review.`
    expect(run.summary).toContain(note)
    const { body, ledger } = lastReview()
    expect(body).toContain(note)
    expect(warningsOf(run).join('\n')).toContain(
      '(the working directory is not in a git repository): 5 files of it were not reviewed'
    )
    // The run is in the ledger, but not as a review of the whole pull request: in the review's
    // record and in the sticky comment's.
    expect(ledger.runs).toMatchObject([{ runId: '41', head: at.head, reviewed: false }])
    const sticky = gh.commentsOn(PR).filter((c) => c.user.login === gh.tokenUser.login)
    const record = decodeLedger(sticky.at(-1)?.body ?? '', KEY)
    expect(record.kind === 'ledger' ? record.ledger.runs : record).toMatchObject([
      { runId: '41', head: at.head, reviewed: false }
    ])
    // A push of one more commit: a full review again, not one of that commit alone.
    gh.review.push(PR, { head: at.next, files: [...listed, G], outdated: () => false })
    const next = await reviewRun({ head: at.next, base: at.base })
    expect(next.code).toBe(0)
    expect(next.summary).toContain('full review: no earlier review in the ledger')
    expect(next.prompt).not.toContain('## A re-review')
    expect(next.summary).toContain('⚠️ **Not reviewed: 6 files of the pull request.**')
    expect(lastReview().ledger.runs).toMatchObject([
      { runId: '41', head: at.head, reviewed: false },
      { runId: '42', head: at.next, reviewed: false }
    ])
  })
})
