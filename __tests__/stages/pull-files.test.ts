/**
 * A review of a pull request whose files GitHub's list cuts short, in-process (startReview with
 * src/stages/pull-files.ts): the payload's `changed_files` counts more files than GitHub lists.
 * With the job's checkout of the pull request's history the rest is read from it; without, the
 * review names what it did not see (from GitHub's trees, else a count) and warns; a review of
 * new commits has their whole diff from the compare and leaves nothing out.
 */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { addRun, emptyLedger } from '../../src/core/ledger/ledger.js'
import { ledgerRun } from '../../src/core/ledger/stored.js'
import { Repos } from '../../src/git/git.js'
import { keyHash } from '../../src/render/marker.js'
import { startReview } from '../../src/stages/review.js'
import { git, tempDir } from '../support/helpers.js'
import { APP, gh, LOGO, payload, PR } from '../support/review-fixture.js'
import { runContext } from '../support/run-context.js'

const at = { repo: '', base: '', head: '', earlier: '', wide: '' }

beforeAll(() => {
  const repo = tempDir('caa-stage-files-')
  const write = (files: Record<string, string>) => {
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      fs.writeFileSync(path.join(repo, file), content)
    }
    git(repo, 'add', '-A')
  }
  git(repo, 'init', '-q', '-b', 'main')
  write({ 'src/app.ts': 'const a = 1\n' })
  git(repo, 'commit', '-q', '-m', 'base')
  at.base = git(repo, 'rev-parse', 'HEAD')
  git(repo, 'checkout', '-q', '-b', 'pr')
  write({ 'src/app.ts': 'const a = 2\n', 'assets/logo.png': '\x89PNG\0' })
  git(repo, 'commit', '-q', '-m', 'app and logo')
  at.earlier = git(repo, 'rev-parse', 'HEAD')
  write({ 'x.txt': 'x\n', 'y.txt': 'y1\ny2\n' })
  git(repo, 'commit', '-q', '-m', 'x and y')
  at.head = git(repo, 'rev-parse', 'HEAD')
  // A push of 300 more files: more than GitHub's compare lists.
  write(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`w/${String(i)}.txt`, 'w\n'])))
  git(repo, 'commit', '-q', '-m', 'wide')
  at.wide = git(repo, 'rev-parse', 'HEAD')
  at.repo = repo
})

beforeEach(() => {
  gh.compare.repository = at.repo
  gh.review.setPull(PR, { files: [APP, LOGO], commits: [at.head] })
})

/** The stage on a pull_request event of #7 whose `changed_files` says 4 (GitHub lists 2). */
async function start(o: { workingDirectory?: string; earlier?: boolean; head?: string } = {}) {
  const event = payload('pull_request', { head: o.head ?? at.head, base: at.base }) as {
    pull_request: Record<string, unknown>
  }
  event.pull_request.changed_files = 4
  const built = runContext({
    inputs: {
      'github-token': gh.token,
      review: 'true',
      mode: 'ask',
      'comment-key': 'CI/review/null',
      ...(o.workingDirectory !== undefined ? { 'working-directory': o.workingDirectory } : {})
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'pull_request' },
    payload: event
  })
  const made = ledgerRun({
    runId: '40',
    attempt: '1',
    startedAt: new Date(Date.now() - 60_000),
    event: 'pull_request',
    head: at.earlier,
    reviewed: true,
    conclusion: 'success',
    trigger: false,
    started: true
  })
  if (!('run' in made)) throw new Error(made.problem)
  const read =
    o.earlier === true ? addRun(emptyLedger(keyHash('CI/review/null')), made.run) : undefined
  const stage = await startReview(built.ctx, '', read !== undefined ? { read } : {}, new Repos())
  return { ...built, stage }
}

describe('a list GitHub cut short', () => {
  it('is completed from the checkout', async () => {
    const { stage, port } = await start({ workingDirectory: at.repo })
    expect([...stage.target.files.keys()]).toEqual([
      'src/app.ts',
      'assets/logo.png',
      'x.txt',
      'y.txt'
    ])
    expect(stage.target.files.get('y.txt')?.hunks).toEqual([
      { oldStart: 0, oldEnd: -1, newStart: 1, newEnd: 2 }
    ])
    expect(stage.prompt).toContain('diff --git a/y.txt b/y.txt\n@@ -0,0 +1,2 @@\n+y1\n+y2')
    expect(stage.target.unreviewed).toBeUndefined()
    expect(port.lines().join('\n')).toContain(
      'GitHub listed 2 files of pull request #7 (it lists 3,000 at most): the other 2 files were read from the checkout.'
    )
    expect(port.warnings()).toEqual([])
  })

  it('names the files not reviewed without the checkout, from GitHub’s trees', async () => {
    const { stage, port } = await start()
    expect([...stage.target.files.keys()]).toEqual(['src/app.ts', 'assets/logo.png'])
    expect(stage.target.unreviewed).toEqual({ listed: 2, count: 2, paths: ['x.txt', 'y.txt'] })
    expect(port.warnings().join('\n')).toContain(
      "GitHub lists at most 3,000 files of a pull request, and the job's checkout could not give the rest of #7 (the working directory is not in a git repository): 2 files of it were not reviewed (the summary and the review name them). This review is not one of the whole pull request: a later re-review does not start from it."
    )
  })

  it('counts them when GitHub’s trees cannot name them', async () => {
    gh.fail('getTree', { kind: 'forbidden' })
    const { stage, port } = await start()
    expect(stage.target.unreviewed).toEqual({ listed: 2, count: 2, paths: [] })
    expect(port.warnings().join('\n')).toContain('2 files of it were not reviewed. This review')
  })

  it('leaves nothing out of a review of new commits: the compare has their whole diff', async () => {
    const { stage } = await start({ earlier: true })
    expect(stage.target.rescoped?.from).toBe(at.earlier)
    expect(stage.prompt).toContain('+y1')
    expect(stage.target.unreviewed).toBeUndefined()
    expect(gh.requests('getTree')).toEqual([])
  })

  it('is a full review when the new commits change more files than the compare lists', async () => {
    const { stage, port } = await start({ earlier: true, head: at.wide })
    expect(stage.target.rescoped).toBeUndefined()
    expect(port.lines().join('\n')).toContain(
      "Review scope: full review: the 2 new commits change more files than GitHub's compare lists."
    )
    // And a full review of a cut list names what it did not see.
    expect(stage.target.unreviewed).toMatchObject({ listed: 2, count: 302 })
    expect(stage.target.unreviewed?.paths.slice(0, 2)).toEqual(['w/0.txt', 'w/1.txt'])
  })
})
