/**
 * Issue 24 §2, the head the maintainer saw, end to end on dist/index.js: a fork's pull request
 * with a local bare origin (pull-repos.ts), the loopback GitHub and the bot. On a comment or review
 * event the head is read when the job runs, so a fork can push between the request and the job:
 * such a head is refused before the CLI starts (the fake CLI never writes FAKE_CURSOR_ARGV_FILE)
 * and the sticky comment says why; the head that was checked is the one checked out, whatever
 * refs/pull/7/head says by the time of the fetch.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { botRun, markedBy, type BotRun, type Trigger } from '../support/bot-run.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'
import { git, init, result, runAction, streamFile, type ActionRun } from '../support/helpers.js'
import { githubTime, pushAgain, repos, type Repos } from '../support/pull-repos.js'

let gh: GitHubServer
beforeEach(async () => {
  gh = await startGitHub({ roles: { mia: 'maintain' } })
})
afterEach(async () => {
  await gh.stop()
})

const COMMENT_AGAIN = 'the pull request changed after the request; comment again'
const REVIEW_AGAIN = 'the pull request changed after the request; review again'
const ago = (seconds: number): string => githubTime(Date.now() - seconds * 1000)

/** PR #7 as the API answers it: the head `sha` in `repo`, pushed to at `pushedAt`. */
function pull(r: Repos, o: { sha?: string; repo?: string; pushedAt?: string | null } = {}): void {
  gh.pulls.set(7, {
    number: 7,
    title: 'Fix add',
    body: '',
    head: {
      ref: 'feature',
      sha: o.sha ?? r.head,
      repo: o.repo ?? 'eve/demo',
      pushedAt: o.pushedAt
    },
    base: { ref: 'main', sha: r.main, repo: 'octo/demo' },
    user: { login: 'eve', type: 'User' }
  })
}

/** The bot on `r`'s workspace; `seen` is the commit the CLI started on (undefined: it never did). */
async function bot(
  r: Repos,
  trigger: Trigger,
  inputs: Record<string, string> = {}
): Promise<BotRun & { seen?: string }> {
  const seenFile = path.join(r.dir, `seen-${String(Math.random()).slice(2)}.json`)
  const run = await botRun(gh, {
    workspace: r.workspace,
    trigger,
    inputs,
    env: { FAKE_CURSOR_GIT_FILE: seenFile },
    timeoutMs: 90_000
  })
  const seen = fs.existsSync(seenFile)
    ? (JSON.parse(fs.readFileSync(seenFile, 'utf8')) as { head: string }).head
    : undefined
  return { ...run, seen }
}

function errorLine(run: ActionRun): string {
  return (run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '').replace(/%0A/g, '\n')
}

/** Refused before the CLI: no CLI, invalid_input, the sentence in the error and the comment. */
function expectRefused(run: BotRun & { seen?: string }, r: Repos, sentence: string): void {
  expect(run.argv).toBeUndefined()
  expect(run.seen).toBeUndefined()
  expect(run.outputs.conclusion).toBe('failure')
  expect(run.outputs.failure_reason).toBe('invalid_input')
  expect(errorLine(run)).toContain(sentence)
  const mine = markedBy(gh)
  expect(mine).toHaveLength(1)
  expect(mine[0]?.body).toContain('(invalid_input)')
  expect(mine[0]?.body).toContain(sentence)
  // Nothing was checked out: the work tree is where the job left it.
  expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(r.main)
}

describe('a comment on a fork pull request (issue 24, 2)', () => {
  it('a head pushed after the comment is refused before the CLI starts; the comment says why', async () => {
    const r = repos({ fork: true })
    const later = pushAgain(r)
    pull(r, { sha: later, pushedAt: ago(60) })
    const run = await bot(r, { at: ago(120) })
    expectRefused(run, r, COMMENT_AGAIN)
    expect(errorLine(run)).toContain('eve/demo')
  })

  it('a push in the same second as the comment counts as after it (GitHub says seconds)', async () => {
    const r = repos({ fork: true })
    const at = ago(30)
    pull(r, { pushedAt: at })
    expectRefused(await bot(r, { at }), r, COMMENT_AGAIN)
  })

  it('no pushed_at in the answer is refused: the action cannot tell', async () => {
    const r = repos({ fork: true })
    pull(r, { pushedAt: null })
    const run = await bot(r, { at: ago(10) })
    expectRefused(run, r, COMMENT_AGAIN)
    expect(errorLine(run)).toContain('pushed_at')
  })

  it('a fork last pushed to before the comment runs, on the head the API named', async () => {
    const r = repos({ fork: true })
    pull(r, { pushedAt: ago(600) })
    const run = await bot(r, { at: ago(60) })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.seen).toBe(r.head)
    expect(markedBy(gh)[0]?.body).toContain('succeeded')
  })

  it('a push after the API was read does not reach the agent: the checked head is the one checked out', async () => {
    const r = repos({ fork: true })
    // The API named r.head (pushed to long before the comment); by the time the action fetches,
    // the fork has force-pushed: refs/pull/7/head is another commit.
    pull(r, { pushedAt: ago(600) })
    const later = pushAgain(r, { force: true })
    const run = await bot(r, { at: ago(60) })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.seen).toBe(r.head)
    expect(run.seen).not.toBe(later)
  })

  it('checkout-pr: false checks nothing out and nothing of this: the job\u2019s own checkout runs', async () => {
    const r = repos({ fork: true })
    pull(r, { sha: pushAgain(r), pushedAt: ago(60) })
    const run = await bot(r, { at: ago(120) }, { 'checkout-pr': 'false' })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.seen).toBe(r.main)
  })

  it('a same-repository pull request is not checked (only writers push there)', async () => {
    const r = repos()
    pull(r, { repo: 'octo/demo', pushedAt: ago(5) })
    const run = await bot(r, { at: ago(60) })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.seen).toBe(r.head)
  })
})

describe('a review on a fork pull request (issue 24, 2)', () => {
  it("a review whose commit_id is not the head is refused: 'review again'", async () => {
    const r = repos({ fork: true })
    const later = pushAgain(r)
    pull(r, { sha: later })
    const run = await bot(r, {
      event: 'pull_request_review',
      head: { ref: 'feature', repo: 'eve/demo', sha: later },
      commitId: r.head
    })
    expectRefused(run, r, REVIEW_AGAIN)
    expect(errorLine(run)).toContain(r.head.slice(0, 12))
  })

  it('a review of the head runs on it', async () => {
    const r = repos({ fork: true })
    pull(r)
    const run = await bot(r, {
      event: 'pull_request_review',
      head: { ref: 'feature', repo: 'eve/demo', sha: r.head },
      commitId: r.head
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.seen).toBe(r.head)
  })

  it("a review comment whose commit_id is not the head is refused: 'comment again'", async () => {
    const r = repos({ fork: true })
    const later = pushAgain(r)
    pull(r, { sha: later })
    const run = await bot(r, {
      event: 'pull_request_review_comment',
      head: { ref: 'feature', repo: 'eve/demo', sha: later },
      commitId: r.head
    })
    expectRefused(run, r, COMMENT_AGAIN)
  })

  it('a review without a commit_id is refused', async () => {
    const r = repos({ fork: true })
    pull(r)
    const run = await bot(r, {
      event: 'pull_request_review',
      head: { ref: 'feature', repo: 'eve/demo', sha: r.head },
      commitId: ''
    })
    expectRefused(run, r, REVIEW_AGAIN)
  })
})

describe("a pull_request event whose refs/pull/7/head moved past the event's head.sha", () => {
  /** A fork's pull_request event naming `r.head`, as the run "approve and run" approved. */
  async function prRun(r: Repos, workspace: string): Promise<string | undefined> {
    const event = path.join(r.dir, `pr-${String(Math.random()).slice(2)}.json`)
    fs.writeFileSync(
      event,
      JSON.stringify({
        action: 'synchronize',
        pull_request: {
          number: 7,
          title: 'Fix add',
          head: { ref: 'feature', sha: r.head, repo: { full_name: 'eve/demo' } },
          base: { ref: 'main', sha: r.main, repo: { full_name: 'octo/demo' } }
        }
      })
    )
    const seenFile = path.join(r.dir, `seen-${String(Math.random()).slice(2)}.json`)
    const run = await runAction({
      workspace,
      inputs: { prompt: 'Review this', 'github-token': '' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')]),
        FAKE_CURSOR_GIT_FILE: seenFile,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: 'octo/demo'
      },
      timeoutMs: 90_000
    })
    expect(run.outputs.conclusion).toBe('success')
    return fs.existsSync(seenFile)
      ? (JSON.parse(fs.readFileSync(seenFile, 'utf8')) as { head: string }).head
      : undefined
  }

  it("runs on the event's commit after a push on top of it", async () => {
    const r = repos({ fork: true })
    pushAgain(r)
    expect(await prRun(r, r.workspace)).toBe(r.head)
  })

  it("runs on the event's commit after a force-push, from a shallow checkout too", async () => {
    const r = repos({ fork: true })
    const shallow = path.join(r.dir, 'shallow')
    git(r.dir, 'clone', '-q', '--no-local', '--depth=1', '-b', 'main', r.origin, shallow)
    const later = pushAgain(r, { force: true })
    expect(await prRun(r, shallow)).toBe(r.head)
    expect(git(shallow, 'rev-parse', 'HEAD')).not.toBe(later)
  })
})
