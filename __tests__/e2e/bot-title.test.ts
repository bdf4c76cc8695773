/**
 * What the bot's commit and pull request are titled by, end to end on dist/index.js: in trigger
 * mode the subject and the title are the commenter's request (its first line, cleaned), never
 * the standing `prompt` input's first line nor the "## Request" heading of the prompt the agent
 * is given. A local bare repository is origin; the loopback GitHub holds the pull request.
 */
import { describe, expect, it } from '@jest/globals'
import { startGitHub } from '../support/github-server.js'
import { git } from '../support/helpers.js'
import { act, event, repos, work } from '../support/land.js'

/** A request over several lines, with markdown, a mention and an issue reference. */
const REQUEST = [
  '@cursor **Fix** `add()` for @ann, see #3',
  '',
  '- it subtracts',
  '- add a test'
].join('\n')

/** The standing prompt: its first line is not the request's. */
const STANDING = 'You are the repository bot. Keep changes small.\nRun the tests.'

/** The request's first line as the subject shows it: the phrase gone, mention and issue broken. */
const SUBJECT = /^\*\*Fix\*\* `add\(\)` for @\u200Bann, see #\u200B3$/

describe("the bot's commit and pull request", () => {
  it('on a pull request: the commit pushed onto its branch is titled by the request', async () => {
    const r = repos('feature')
    const api = await startGitHub({ owner: 'o', repo: 'r', roles: { mia: 'write' } })
    api.pulls.set(7, {
      number: 7,
      title: 'Make add() right',
      body: '',
      head: { ref: 'feature', sha: r.start, repo: 'o/r' },
      base: { ref: 'main', sha: git(r.workspace, 'rev-parse', 'origin/main'), repo: 'o/r' },
      user: { login: 'ann', type: 'User' }
    })
    try {
      const run = await act(
        r,
        work(),
        {
          prompt: STANDING,
          push: 'true',
          'comment-on-pr': 'true',
          'trigger-phrase': '@cursor',
          'github-token': api.token
        },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: event(r.dir, {
            action: 'created',
            issue: {
              number: 7,
              title: 'Make add() right',
              user: { login: 'ann', type: 'User' },
              pull_request: { url: 'x' }
            },
            comment: { id: 1, body: REQUEST, user: { login: 'mia', type: 'User' } },
            sender: { login: 'mia', type: 'User' }
          })
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.branch).toBe('feature')
      const sha = run.outputs.commit_sha ?? ''
      expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(sha)
      expect(git(r.origin, 'log', '-1', '--format=%s', sha)).toMatch(SUBJECT)
    } finally {
      await api.stop()
    }
  })

  it('on an issue: the commit and the pull request it opens are titled by the request', async () => {
    const r = repos()
    const api = await startGitHub({ owner: 'o', repo: 'r', roles: { mia: 'write' } })
    try {
      const run = await act(
        r,
        work(),
        {
          prompt: STANDING,
          push: 'true',
          'open-pr': 'true',
          'comment-on-pr': 'true',
          'trigger-phrase': '@cursor',
          'github-token': api.token
        },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: event(r.dir, {
            action: 'created',
            issue: { number: 9, title: 'add() is wrong', user: { login: 'ann', type: 'User' } },
            comment: { id: 2, body: REQUEST, user: { login: 'mia', type: 'User' } },
            sender: { login: 'mia', type: 'User' }
          })
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      const sha = run.outputs.commit_sha ?? ''
      expect(git(r.origin, 'log', '-1', '--format=%s', sha)).toMatch(SUBJECT)
      const created = [...api.pulls.values()]
      expect(created).toHaveLength(1)
      const title = created[0]?.title ?? ''
      expect(title.replace(/^Cursor Agent: /, '')).toMatch(SUBJECT)
      expect(title).not.toContain('Request')
      expect(title).not.toContain('repository bot')
    } finally {
      await api.stop()
    }
  })

  it("a request of nothing but the phrase: the default subject and title, not the prompt's heading", async () => {
    const r = repos()
    const api = await startGitHub({ owner: 'o', repo: 'r', roles: { mia: 'write' } })
    try {
      const run = await act(
        r,
        work(),
        {
          prompt: '',
          push: 'true',
          'open-pr': 'true',
          'comment-on-pr': 'true',
          'trigger-phrase': '@cursor',
          'github-token': api.token
        },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: event(r.dir, {
            action: 'created',
            issue: { number: 9, title: 'add() is wrong', user: { login: 'ann', type: 'User' } },
            comment: { id: 3, body: '@cursor', user: { login: 'mia', type: 'User' } },
            sender: { login: 'mia', type: 'User' }
          })
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      const sha = run.outputs.commit_sha ?? ''
      expect(git(r.origin, 'log', '-1', '--format=%s', sha)).toBe('Changes by Cursor Agent')
      expect([...api.pulls.values()].map((p) => p.title)).toEqual(['Cursor Agent: changes'])
    } finally {
      await api.stop()
    }
  })
})
