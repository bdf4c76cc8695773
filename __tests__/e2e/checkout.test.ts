/**
 * Issue 19 §1 and §2, end to end on dist/index.js with a local bare origin that holds
 * refs/pull/7/head (as GitHub's does): on a pull request's comment the agent works on the PR's
 * head whatever the job checked out, a same-repository PR's work lands on its branch, a fork's is
 * never pushed, a dirty work tree is refused, and everything knowable before the paid run is
 * refused before the CLI starts (the fake CLI records that it ran: FAKE_CURSOR_GIT_FILE).
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { parseEvent, prBase } from '../../src/github/event.js'
import { gitServer } from '../support/git-http.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'
import {
  git,
  init,
  result,
  runAction,
  streamFile,
  tempDir,
  type ActionRun
} from '../support/helpers.js'
import { watchCommandLines } from '../support/processes.js'
import { githubTime, repos, type Repos } from '../support/pull-repos.js'

const b64 = (s: string): string => Buffer.from(s).toString('base64')

function work(): string {
  return streamFile([
    init,
    `@fake write calc.py ${b64('def add(a, b):\n    return a + b\n')}`,
    result('Fixed add().')
  ])
}

function commentEvent(dir: string, number = 7, onPull = true, body = 'please fix'): string {
  const file = path.join(dir, 'event.json')
  fs.writeFileSync(
    file,
    JSON.stringify({
      action: 'created',
      issue: {
        number,
        title: 'Fix add',
        body: '',
        ...(onPull ? { pull_request: { url: 'x' } } : {})
      },
      comment: {
        id: 1,
        body,
        user: { login: 'maintainer' },
        created_at: githubTime(Date.now())
      }
    })
  )
  return file
}

async function withApi<T>(r: Repos, fork: boolean, fn: (api: GitHubServer) => Promise<T>) {
  const api = await startGitHub({ owner: 'o', repo: 'r' })
  api.pulls.set(7, {
    number: 7,
    title: 'Fix add',
    body: '',
    head: { ref: 'feature', sha: r.head, repo: fork ? 'someone/r' : 'o/r' },
    base: { ref: 'main', sha: r.main, repo: 'o/r' },
    user: { login: 'someone', type: 'User' }
  })
  try {
    return await fn(api)
  } finally {
    await api.stop()
  }
}

interface Seen {
  head: string
  branch: string
}

async function act(
  r: Repos,
  inputs: Record<string, string>,
  env: Record<string, string>
): Promise<{ run: ActionRun; seen: Seen | undefined }> {
  const seenFile = path.join(r.dir, `seen-${String(Math.random()).slice(2)}.json`)
  const run = await runAction({
    workspace: r.workspace,
    inputs: { prompt: 'Fix add() in calc.py', ...inputs },
    env: {
      FAKE_CURSOR_STREAM: work(),
      FAKE_CURSOR_GIT_FILE: seenFile,
      GITHUB_RUN_ID: '77',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SERVER_URL: 'https://github.example',
      ...env
    },
    timeoutMs: 90_000
  })
  const seen = fs.existsSync(seenFile)
    ? (JSON.parse(fs.readFileSync(seenFile, 'utf8')) as Seen)
    : undefined
  return { run, seen }
}

function errorLine(run: ActionRun): string {
  return (run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '').replace(/%0A/g, '\n')
}

describe('the pull request head', () => {
  it('issue_comment on a same-repository PR, workspace on main: the CLI runs on the head branch and push moves the PR branch', async () => {
    const r = repos()
    await withApi(r, false, async (api) => {
      const { run, seen } = await act(
        r,
        { push: 'true', 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir)
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      expect(seen).toEqual({ head: r.head, branch: 'feature' })
      const sha = run.outputs.commit_sha ?? ''
      expect(sha).toMatch(/^[0-9a-f]{40}$/)
      expect(run.outputs.branch).toBe('feature')
      expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(sha)
      expect(git(r.origin, 'rev-parse', `${sha}^`)).toBe(r.head)
      expect(git(r.origin, 'rev-parse', 'refs/heads/main')).toBe(r.main)
      expect(run.summary).toContain("pull request #7's head")
      // The token never reached .git/config.
      expect(fs.readFileSync(path.join(r.workspace, '.git', 'config'), 'utf8')).not.toContain(
        api.token
      )
    })
  })

  it('a fork PR: detached at the head, nothing pushed (push_failed), the patch kept', async () => {
    const r = repos({ fork: true })
    await withApi(r, true, async (api) => {
      const { run, seen } = await act(
        r,
        { push: 'true', 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir)
        }
      )
      // A push asked for and not made is push_failed (issue 18, 7; issue 19, 2), a fork's too.
      expect(run.outputs.conclusion).toBe('failure')
      expect(run.outputs.failure_reason).toBe('push_failed')
      expect(seen).toEqual({ head: r.head, branch: '' })
      expect(run.outputs.commit_sha).toBe('')
      expect(run.outputs.branch).toBe('')
      const patch = fs.readFileSync(run.outputs.patch ?? '', 'utf8')
      expect(patch).toContain('+    return a + b')
      expect(git(r.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads')).toBe(
        'refs/heads/main'
      )
      expect(run.stdout).toContain('Not pushed: the pull request comes from a fork')
    })
  })

  it('a pull_request event on the merge commit: the head from the payload, no API needed', async () => {
    const r = repos()
    // What actions/checkout gives on pull_request: a merge commit of head into main.
    git(r.workspace, 'fetch', '-q', 'origin', 'feature')
    git(r.workspace, 'merge', '-q', '--no-ff', '--no-edit', 'FETCH_HEAD')
    const event = path.join(r.dir, 'pr.json')
    fs.writeFileSync(
      event,
      JSON.stringify({
        action: 'opened',
        pull_request: {
          number: 7,
          title: 'Fix add',
          head: { ref: 'feature', sha: r.head, repo: { full_name: 'o/r' } },
          base: { ref: 'main', sha: r.main, repo: { full_name: 'o/r' } }
        }
      })
    )
    const { run, seen } = await act(
      r,
      { 'github-token': '' },
      { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event }
    )
    expect(run.outputs.conclusion).toBe('success')
    expect(seen).toEqual({ head: r.head, branch: 'feature' })
  })

  it('checkout-pr: false leaves the job on what it checked out', async () => {
    const r = repos()
    await withApi(r, false, async (api) => {
      const { run, seen } = await act(
        r,
        { 'github-token': api.token, 'checkout-pr': 'false' },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir)
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      expect(seen).toEqual({ head: r.main, branch: 'main' })
    })
  })

  it('a dirty work tree is refused before the CLI starts, and left as it was', async () => {
    const r = repos()
    fs.writeFileSync(path.join(r.workspace, 'calc.py'), 'local edit\n')
    await withApi(r, false, async (api) => {
      const { run, seen } = await act(
        r,
        { push: 'true', 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir)
        }
      )
      expect(seen).toBeUndefined()
      expect(run.code).toBe(1)
      expect(run.outputs.failure_reason).toBe('invalid_input')
      expect(errorLine(run)).toContain('the work tree has uncommitted changes ("calc.py")')
      expect(errorLine(run)).toContain('checkout-pr: false')
      expect(fs.readFileSync(path.join(r.workspace, 'calc.py'), 'utf8')).toBe('local edit\n')
      expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(r.main)
    })
  })
})

describe('an ignored file the head tracks (red team of issue 19, 1)', () => {
  it('is refused before the CLI starts, not replaced by the pull request\u2019s copy', async () => {
    const r = repos()
    // A file an earlier step made, ignored in the checkout, that the pull request's head tracks.
    fs.writeFileSync(path.join(r.workspace, '.git', 'info', 'exclude'), 'feature.txt\n')
    fs.writeFileSync(path.join(r.workspace, 'feature.txt'), 'made by an earlier step\n')
    await withApi(r, false, async (api) => {
      const { run, seen } = await act(
        r,
        { push: 'true', 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir)
        }
      )
      expect(seen).toBeUndefined()
      expect(run.outputs.failure_reason).toBe('invalid_input')
      expect(errorLine(run)).toContain('feature.txt')
      expect(fs.readFileSync(path.join(r.workspace, 'feature.txt'), 'utf8')).toBe(
        'made by an earlier step\n'
      )
    })
  })
})

describe('the fetch over HTTP', () => {
  it('sends the token only as that process\u2019s extra header: never on a command line or in .git/config', async () => {
    const r = repos()
    const root = path.join(r.dir, 'srv')
    fs.mkdirSync(root)
    fs.renameSync(r.origin, path.join(root, 'r.git'))
    const TOKEN = 'ghs_checkouttoken0123456789abcdefABCDEF'
    const server = await gitServer(root, TOKEN)
    const b64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
    // Every command line on the machine while the action runs.
    const cmdlines = watchCommandLines()
    try {
      // As actions/checkout with persist-credentials: false leaves it: an https-style URL, no token.
      git(r.workspace, 'remote', 'set-url', 'origin', `${server.url}/r.git`)
      const event = path.join(r.dir, 'pr.json')
      fs.writeFileSync(
        event,
        JSON.stringify({
          pull_request: {
            number: 7,
            head: { ref: 'feature', sha: r.head, repo: { full_name: 'o/r' } },
            base: { ref: 'main', sha: r.main, repo: { full_name: 'o/r' } }
          }
        })
      )
      const { run, seen } = await act(
        r,
        { push: 'true', 'github-token': TOKEN },
        { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event }
      )
      expect(run.outputs.conclusion).toBe('success')
      expect(seen).toEqual({ head: r.head, branch: 'feature' })
      expect(git(path.join(root, 'r.git'), 'rev-parse', 'refs/heads/feature')).toBe(
        run.outputs.commit_sha
      )
      expect(server.auths.filter((a) => a !== '').length).toBeGreaterThanOrEqual(3)
      expect(cmdlines.lines.length).toBeGreaterThan(0)
      expect(cmdlines.lines.filter((c) => c.includes(TOKEN) || c.includes(b64))).toEqual([])
      expect(fs.readFileSync(path.join(r.workspace, '.git', 'config'), 'utf8')).not.toContain(b64)
    } finally {
      cmdlines.stop()
      await server.stop()
    }
  })
})

describe('refused before the paid run', () => {
  it('push without a git repository: "add actions/checkout"', async () => {
    const dir = tempDir('caa-nogit-')
    const seenFile = path.join(dir, 'seen.json')
    const cases: Record<string, string>[] = [{ push: 'true' }, { push: 'true', 'open-pr': 'true' }]
    for (const inputs of cases) {
      const run = await runAction({
        inputs: { prompt: 'x', ...inputs },
        env: { FAKE_CURSOR_STREAM: work(), FAKE_CURSOR_GIT_FILE: seenFile }
      })
      expect(fs.existsSync(seenFile)).toBe(false)
      expect(run.outputs.failure_reason).toBe('invalid_input')
      expect(errorLine(run)).toContain('add actions/checkout before this step')
      expect(run.summary).toContain('actions/checkout')
    }
  })

  it('open-pr without push', async () => {
    const r = repos()
    const { run, seen } = await act(r, { 'open-pr': 'true' }, { GITHUB_EVENT_NAME: 'push' })
    expect(seen).toBeUndefined()
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(errorLine(run)).toContain('Input "open-pr" is true but "push" is not')
  })

  it('a PR head origin does not have', async () => {
    const r = repos()
    git(r.origin, 'update-ref', '-d', 'refs/pull/7/head')
    git(r.origin, 'update-ref', '-d', 'refs/heads/feature')
    git(r.origin, 'gc', '-q', '--prune=now')
    await withApi(r, false, async (api) => {
      const { run, seen } = await act(
        r,
        { 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir)
        }
      )
      expect(seen).toBeUndefined()
      expect(run.outputs.failure_reason).toBe('invalid_input')
      expect(errorLine(run)).toContain(
        `pull request #7's head ${r.head.slice(0, 12)} could not be fetched from origin`
      )
    })
  })

  it('comment-on-pr on an event without a pull request or issue names the events that have one', async () => {
    const r = repos()
    const { run, seen } = await act(
      r,
      { 'comment-on-pr': 'true', 'github-token': 'ghs_x' },
      { GITHUB_EVENT_NAME: 'push' }
    )
    expect(seen).toBeUndefined()
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(errorLine(run)).toContain('the push event has no pull request or issue to comment on')
    expect(errorLine(run)).toContain('pull_request, pull_request_target, issue_comment')
  })
})

describe('open-pr from an issue', () => {
  it('says Closes #<n> in the pull request body', async () => {
    const r = repos()
    await withApi(r, false, async (api) => {
      const { run } = await act(
        r,
        { push: 'true', 'open-pr': 'true', 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir, 12, false)
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      const opened = [...api.pulls.values()].find((p) => p.number !== 7)
      expect(opened?.body).toContain('Closes #12')
      expect(opened).toMatchObject({ base: { ref: 'main' } })
    })
  })
})

describe("the bot's commit and pull request", () => {
  it("are titled by the request's first line, not the standing prompt or the combined prompt's heading", async () => {
    const r = repos()
    await withApi(r, false, async (api) => {
      api.roles.maintainer = 'write'
      const request = '@cursor Make add() return the sum\n\nIt subtracts today.'
      const { run } = await act(
        r,
        {
          prompt: 'Standing rules: run the tests before you finish.',
          'trigger-phrase': '@cursor',
          'comment-on-pr': 'true',
          push: 'true',
          'open-pr': 'true',
          'github-token': api.token
        },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir, 12, false, request)
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      const sha = run.outputs.commit_sha ?? ''
      expect(git(r.origin, 'log', '-1', '--format=%s', sha)).toBe('Make add() return the sum')
      const opened = [...api.pulls.values()].find((p) => p.number !== 7)
      expect(opened?.title).toBe('Cursor Agent: Make add() return the sum')
    })
  })

  it("fails deliverable_missing naming GitHub's setting when it refuses the Actions bot's pull request", async () => {
    const r = repos()
    await withApi(r, false, async (api) => {
      api.actionsMayCreatePulls = false
      const { run } = await act(
        r,
        { push: 'true', 'open-pr': 'true', 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: commentEvent(r.dir, 12, false)
        }
      )
      // The push landed; the pull request asked for is missing: the step fails, with the way out.
      expect(run.outputs.conclusion).toBe('failure')
      expect(run.outputs.failure_reason).toBe('deliverable_missing')
      expect(run.outputs.pr_url ?? '').toBe('')
      expect(run.outputs.branch ?? '').not.toBe('')
      const warning = run.stdout
        .split('\n')
        .find((l) => l.startsWith('::error::') && l.includes('open-pr'))
      expect(warning).toContain('not permitted to create or approve pull requests')
      expect(warning).toContain('Allow GitHub Actions to create and approve pull requests')
      expect(warning).toContain('GitHub App token')
    })
  })
})

describe('review events', () => {
  it("take the agent's configuration from the base, as the head the action checks out is the PR's", () => {
    const sha = 'b'.repeat(40)
    for (const name of ['pull_request_review', 'pull_request_review_comment']) {
      const event = parseEvent(
        readRunnerEnv({ GITHUB_EVENT_NAME: name, GITHUB_REPOSITORY: 'o/r' }),
        {
          pull_request: {
            number: 7,
            head: { ref: 'feature', sha: 'a'.repeat(40), repo: { full_name: 'o/r' } },
            base: { ref: 'main', sha, repo: { full_name: 'o/r' } }
          }
        }
      )
      expect([name, prBase(event)]).toEqual([name, { isPr: true, baseSha: sha }])
    }
  })
})
