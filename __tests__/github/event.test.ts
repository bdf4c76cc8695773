/** parseEvent (src/github/event.ts): the runner's event payload and GITHUB_* variables read once. */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import { parseEvent } from '../../src/github/event.js'

describe('parseEvent', () => {
  const vars = {
    GITHUB_EVENT_NAME: 'pull_request_review_comment',
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_JOB: 'bot',
    GITHUB_WORKFLOW: 'Cursor'
  }
  const env = readRunnerEnv(vars)
  it('reads a PR review comment: body, author, reaction endpoint, refs, run link', () => {
    const e = parseEvent(env, {
      action: 'created',
      comment: {
        id: 77,
        body: 'please @cursor fix',
        user: { login: 'dependabot[bot]', type: 'Bot' }
      },
      pull_request: {
        number: 3,
        title: 'Fix',
        body: 'PR body',
        user: { login: 'ann', type: 'User' },
        head: { ref: 'f', sha: '1', repo: { full_name: 'octo/demo' } },
        base: { ref: 'main', sha: '2', repo: { full_name: 'octo/demo' } }
      },
      sender: { login: 'dependabot[bot]', type: 'Bot' }
    })
    expect(e).toMatchObject({
      name: 'pull_request_review_comment',
      owner: 'octo',
      repo: 'demo',
      number: 3,
      isPullRequest: true,
      title: 'Fix',
      body: 'please @cursor fix',
      author: { login: 'dependabot[bot]', type: 'Bot' },
      reactTo: { kind: 'review-comment', id: 77 },
      fork: false,
      runUrl: 'https://github.example/octo/demo/actions/runs/42/attempts/2'
    })
  })
  it('reads an issue event and survives an empty payload', () => {
    const e = parseEvent(readRunnerEnv({ ...vars, GITHUB_EVENT_NAME: 'issues' }), {
      issue: { number: 9, title: 'Bug', body: 'b', user: { login: 'x' } }
    })
    expect(e).toMatchObject({
      number: 9,
      isPullRequest: false,
      reactTo: { kind: 'issue', number: 9 }
    })
    const none = parseEvent(readRunnerEnv({}), {})
    expect(none).toMatchObject({
      name: '',
      number: undefined,
      body: '',
      author: undefined,
      runUrl: ''
    })
  })
})
