/**
 * Per-token permissions of the loopback servers: a read-only token's write to the GitHub API is
 * answered 403 as GitHub does, and logged as a write.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { startGitHub, type GitHubServer } from './github-server.js'

const READ = 'ghs_readonly_permissions_test_0123456789'

let gh: GitHubServer | undefined
afterEach(async () => {
  await gh?.stop()
  gh = undefined
})

describe('the loopback GitHub with a read-only token', () => {
  it('reads, and answers a write 403 "Resource not accessible by integration", logged', async () => {
    gh = await startGitHub({
      tokens: [{ token: READ, user: { login: 'reader[bot]', type: 'Bot' }, writes: [] }]
    })
    const call = (method: string, url: string, body?: object) =>
      fetch(`${gh?.url ?? ''}${url}`, {
        method,
        headers: { authorization: `token ${READ}`, 'content-type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {})
      })
    expect((await call('GET', '/repos/octo/demo/issues/7/comments')).status).toBe(200)
    const viewer = await call('POST', '/graphql', { query: 'query { viewer { login } }' })
    expect(await viewer.json()).toEqual({ data: { viewer: { login: 'reader[bot]' } } })
    const write = await call('POST', '/repos/octo/demo/issues/7/comments', { body: 'x' })
    expect(write.status).toBe(403)
    expect(await write.json()).toMatchObject({ message: 'Resource not accessible by integration' })
    const mutation = await call('POST', '/graphql', { query: 'mutation { x }' })
    expect(mutation.status).toBe(403)
    expect(gh.writes().map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', '/repos/octo/demo/issues/7/comments', 403],
      ['POST', '/graphql', 403]
    ])
    expect(gh.commentsOn(7)).toEqual([])
  })
})
