/**
 * `review-scope: auto` end to end on `node dist/index.js` (github/rescope.ts): after a review at
 * one head, a push of two commits is reviewed alone (the prompt holds only those commits' diff,
 * every file of the pull request by name, and the earlier findings still open, not to repeat;
 * `reviewed_from` is the earlier head; the earlier open findings count for `fail-on` and their
 * threads stay open), and a force-push gets a full review that says why. GitHub's compare comes
 * from a real git history (github-compare-server.ts); the ledger records are the ones the action
 * writes (stages/ledger.ts), the re-review's with the `from` it started at.
 */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { decodeLedger } from '../../src/core/ledger/stored.js'
import { keyHash } from '../../src/render/marker.js'
import { sharedOnGitHub } from '../support/replay.js'
import type { PullFile } from '../support/github-review-server.js'
import { git, tempDir } from '../support/helpers.js'
import { APP, findingsOf, gh, PR, reviewRun, type F } from '../support/review-fixture.js'

const KEY = keyHash('CI/review/null')
const NEW: PullFile = {
  filename: 'src/new.ts',
  status: 'added',
  additions: 1,
  deletions: 0,
  patch: '@@ -0,0 +1 @@\n+export const x = 2'
}
const A: F = {
  path: 'src/app.ts',
  line: 2,
  severity: 'high',
  title: 'load() can throw',
  body: 'Wrap it.'
}
const N: F = {
  path: 'src/new.ts',
  line: 1,
  severity: 'low',
  title: 'x is never read',
  body: 'Drop it.'
}

/** The pull request's history: reviewed at `reviewed`, then two commits, or a rewrite. */
const at: Record<'reviewed' | 'pushed' | 'rewritten', string> = {
  reviewed: '',
  pushed: '',
  rewritten: ''
}

function commit(repo: string, files: Record<string, string>, message: string): string {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), content)
  }
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', message)
  return git(repo, 'rev-parse', 'HEAD')
}

// One history for the file: the compare endpoint only reads it, and every test's commits are
// then the same, so both tests can start from the one first review.
let repo = ''
beforeAll(() => {
  repo = tempDir('caa-rereview-')
  git(repo, 'init', '-q', '-b', 'main')
  const base = commit(repo, { 'src/app.ts': 'const a = 1\nconst b = 2\nexport { a }\n' }, 'base')
  git(repo, 'checkout', '-q', '-b', 'load-b')
  at.reviewed = commit(
    repo,
    { 'src/app.ts': 'const a = 1\nconst b = load()\nconst c = b + 1\nexport { a }\n' },
    'load b'
  )
  commit(repo, { 'src/new.ts': 'export const x = 1\n' }, 'add x')
  at.pushed = commit(repo, { 'src/new.ts': 'export const x = 2\n' }, 'x is 2')
  git(repo, 'checkout', '-q', '-b', 'rewritten', base)
  at.rewritten = commit(repo, { 'src/app.ts': 'const a = 1\nconst b = load()\n' }, 'load b again')
})

beforeEach(() => {
  gh.compare.repository = repo
  gh.review.setPull(PR, { files: [APP], commits: [at.reviewed] })
})

/** The first review's run, which both tests start from (replay.ts). */
const first41 = sharedOnGitHub(() =>
  reviewRun({ findings: [A], head: at.reviewed, env: { GITHUB_RUN_ID: '41' } })
)

/** The first review, at `at.reviewed`, with its ledger record in the review's body. */
async function firstReview(): Promise<void> {
  const first = await first41(gh)
  expect(first.code).toBe(0)
  expect(first.summary).toContain('full review: no earlier review in the ledger')
  expect(first.outputs.reviewed_from).toBe('')
  // The action's own record; a full review records no `from`.
  const [run] = lastRecord().runs
  expect(run).toMatchObject({ runId: '41', head: at.reviewed, reviewed: true })
  expect(run?.from).toBeUndefined()
}

/** The ledger record in the body of the action's last review. */
function lastRecord() {
  const ours = gh.review.reviews.filter(
    (r) => r.user.login === gh.tokenUser.login && r.state !== 'PENDING'
  )
  const read = decodeLedger(ours.at(-1)?.body ?? '', KEY)
  if (read.kind !== 'ledger') throw new Error('no ledger record in the review')
  return read.ledger
}

/** The thread of the earlier finding A. */
function threadOfA() {
  const comment = gh.review.comments.find(
    (c) => c.user.login === gh.tokenUser.login && c.path === 'src/app.ts'
  )
  return gh.review.threads.find((t) => comment !== undefined && t.comments[0] === comment.id)
}

describe('a re-review', () => {
  it('reviews only the two commits pushed since the last review, the open findings listed', async () => {
    await firstReview()
    // The push moves A's code: its thread is outdated (a full review would resolve it).
    gh.review.push(PR, {
      head: at.pushed,
      files: [APP, NEW],
      outdated: (c) => c.user.login === gh.tokenUser.login
    })
    const run = await reviewRun({ findings: [N], head: at.pushed, inputs: { 'fail-on': 'high' } })
    expect(run.prompt).toContain('## A re-review: what changed since the last review')
    // The new commits' diff, and not the part of the pull request reviewed before.
    expect(run.prompt).toContain('+export const x = 2')
    expect(run.prompt).not.toContain('const b = load()')
    expect(run.prompt).not.toContain('## The diff')
    expect(run.prompt).toContain('"src/app.ts"\n"src/new.ts"')
    expect(run.prompt).toContain(
      '{"severity":"high","path":"src/app.ts","line":2,"title":"load() can throw"}'
    )
    expect(run.prompt).toContain('Do not report them again')
    expect(run.outputs.reviewed_from).toBe(at.reviewed)
    expect(run.summary).toContain(`reviewed the 2 commits since \`${at.reviewed.slice(0, 7)}\``)
    expect(findingsOf(run).map((f) => [f.path, f.placement])).toEqual([['src/new.ts', 'inline']])
    // The earlier high finding is still open: it counts for fail-on, and its thread stays.
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('findings')
    expect(run.stdout).toContain('1 of them reported by an earlier review and still open')
    expect(threadOfA()?.resolved).toBe(false)
    // The ledger records where this review started, for the next one.
    expect(lastRecord().runs).toMatchObject([
      { runId: '41', head: at.reviewed, reviewed: true },
      { runId: '42', head: at.pushed, reviewed: true, from: at.reviewed }
    ])
  })

  it('reviews everything after a force-push, and says so', async () => {
    await firstReview()
    gh.review.push(PR, { head: at.rewritten, files: [APP], outdated: () => false })
    const run = await reviewRun({ findings: [A], head: at.rewritten })
    expect(run.code).toBe(0)
    expect(run.prompt).not.toContain('## A re-review')
    expect(run.prompt).toContain('## The diff')
    expect(run.prompt).toContain('+const b = load()')
    expect(run.outputs.reviewed_from).toBe('')
    expect(run.summary).toContain(
      `full review: the branch was force-pushed since the last review (\`${at.reviewed.slice(0, 7)}\`)`
    )
    expect(findingsOf(run).map((f) => f.placement)).toEqual(['duplicate'])
  })
})
