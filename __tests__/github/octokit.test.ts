/**
 * The GitHub client as octokit.ts makes it (src/github/octokit.ts), against the loopback GitHub: pagination, size limits,
 * retries of idempotent requests only, rate limits, and a pull request's refs read for an event.
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { NO_RETRY, statusOf, type GitHubClient } from '../../src/github/client.js'
import { createClient } from '../../src/github/octokit.js'
import { parseEvent, withPullRefs } from '../../src/github/event.js'
import { BODY_LIMIT, deadUrl, startGitHub, type GitHubServer } from '../support/github-server.js'

let gh: GitHubServer
let client: GitHubClient
let warnings: string[]
const saved = process.env.GITHUB_API_URL

beforeEach(async () => {
  gh = await startGitHub()
  // As a runner sets it; the client is handed its URL (getOctokit reads this variable only once,
  // when @actions/github is first loaded).
  process.env.GITHUB_API_URL = gh.url
  warnings = []
  client = createClient(gh.token, {
    warn: (m) => warnings.push(m),
    retryBaseMs: 5,
    baseUrl: gh.url
  })
})
afterEach(async () => {
  await gh.stop()
  process.env.GITHUB_API_URL = saved
})

const repo = (): { owner: string; repo: string } => ({ owner: gh.owner, repo: gh.repo })

describe('the client against the loopback GitHub', () => {
  it('paginates issue comments with real Link headers', async () => {
    for (let i = 0; i < 75; i++) gh.addComment(7, `comment ${String(i)}`)
    const all = await client.paginate(client.rest.issues.listComments, {
      ...repo(),
      issue_number: 7,
      per_page: 30
    })
    expect(all.map((c) => c.body)).toEqual(
      Array.from({ length: 75 }, (_, i) => `comment ${String(i)}`)
    )
    expect(gh.requests('listComments').map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3'])
    expect(gh.requests('listComments')[0]?.auth).toBe(`token ${gh.token}`)
  })

  it('retries an idempotent GET on 5xx but never a create sent with NO_RETRY', async () => {
    const c = gh.addComment(1, 'x')
    gh.fail('getComment', { kind: 'error', times: 2 })
    const got = await client.rest.issues.getComment({ ...repo(), comment_id: c.id })
    expect(got.data.body).toBe('x')
    expect(gh.requests('getComment')).toHaveLength(3)

    gh.fail('createComment', { kind: 'error-after-store', times: 1 })
    const error = await client.rest.issues
      .createComment({ ...repo(), issue_number: 1, body: 'new', ...NO_RETRY })
      .catch((e: unknown) => e)
    expect(statusOf(error)).toBe(502)
    expect(gh.requests('createComment')).toHaveLength(1)
    // The server stored it anyway: exactly what the caller must look up again.
    expect(gh.commentsOn(1).map((x) => x.body)).toEqual(['x', 'new'])
  })

  it('waits out a primary rate limit (403 and 429) and gives up with a warning', async () => {
    gh.fail('getRepo', { kind: 'rate-limit', status: 429, resetSeconds: 0, times: 1 })
    const { data } = await client.rest.repos.get(repo())
    expect(data.full_name).toBe('octo/demo')
    expect(gh.requests('getRepo').map((r) => r.status)).toEqual([429, 200])

    gh.fail('getRepo', { kind: 'rate-limit', status: 403, resetSeconds: 0 })
    const error = await client.rest.repos.get(repo()).catch((e: unknown) => e)
    expect(statusOf(error)).toBe(403)
    expect(warnings.join('\n')).toMatch(
      /GitHub primary rate limit on GET .*gave up after 2 retries/
    )
  }, 30_000)

  it('answers 403 for a missing permission, 401 for a wrong token, 422 over 65,536 characters', async () => {
    gh.fail('createComment', { kind: 'forbidden' })
    const e1 = await client.rest.issues
      .createComment({ ...repo(), issue_number: 1, body: 'x' })
      .catch((e: unknown) => e)
    expect(statusOf(e1)).toBe(403)
    expect(String(e1)).toMatch(/Resource not accessible by integration/)
    expect(gh.requests('createComment')).toHaveLength(1)
    gh.clearFaults()

    const c = gh.addComment(1, 'x')
    const e2 = await client.rest.issues
      .updateComment({ ...repo(), comment_id: c.id, body: 'y'.repeat(BODY_LIMIT + 1) })
      .catch((e: unknown) => e)
    expect(statusOf(e2)).toBe(422)
    const ok = await client.rest.issues.updateComment({
      ...repo(),
      comment_id: c.id,
      body: '😀'.repeat(BODY_LIMIT) // 65,536 characters, 131,072 UTF-16 units
    })
    expect(ok.status).toBe(200)

    const other = createClient('wrong', { warn: () => undefined, baseUrl: gh.url })
    expect(statusOf(await other.rest.repos.get(repo()).catch((e: unknown) => e))).toBe(401)
  })

  it('reports a dead API as an error without a status', async () => {
    const url = await deadUrl()
    const dead = createClient(gh.token, {
      warn: () => undefined,
      retries: 0,
      baseUrl: gh.url
    })
    const error = await dead
      .request('GET /repos/{owner}/{repo}', { ...repo(), baseUrl: url })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(statusOf(error)).toBeUndefined()
  })

  it('fills in head and base for an issue_comment on a PR', async () => {
    gh.pulls.set(5, {
      number: 5,
      title: 'T',
      body: '',
      head: {
        ref: 'feature',
        sha: 'a'.repeat(40),
        repo: 'someone/demo',
        pushedAt: '2026-05-01T10:00:00Z'
      },
      base: { ref: 'main', sha: 'b'.repeat(40), repo: 'octo/demo' },
      user: { login: 'someone', type: 'User' }
    })
    const event = parseEvent(
      readRunnerEnv({ GITHUB_EVENT_NAME: 'issue_comment', GITHUB_REPOSITORY: 'octo/demo' }),
      {
        action: 'created',
        issue: { number: 5, title: 'T', pull_request: { url: 'x' } },
        comment: { id: 9, body: '@cursor hi', user: { login: 'ann', type: 'User' } }
      }
    )
    expect(event.head).toBeUndefined()
    const full = await withPullRefs(client, event)
    // The head repository's last push comes with the head (issue 24, 2).
    expect(full.head).toEqual({
      ref: 'feature',
      sha: 'a'.repeat(40),
      repo: 'someone/demo',
      pushedAt: '2026-05-01T10:00:00Z'
    })
    expect(full.base?.repo).toBe('octo/demo')
    expect(full.fork).toBe(true)
  })
})
