/**
 * The read-only GitHub of `publish: later` (src/github/read-only.ts and the hook in
 * src/github/client.ts): reads pass, every REST write and every GraphQL mutation is refused
 * before it leaves the process, as an error naming the request.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createClient } from '../../src/github/octokit.js'
import { isQueryDocument, isWrite, refuseWrite, WriteRefused } from '../../src/github/read-only.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'

describe('isWrite', () => {
  it('GET and HEAD read; every other method writes', () => {
    expect(isWrite({ method: 'GET', url: '/repos/o/r/pulls/7' })).toBe(false)
    expect(isWrite({ method: 'head', url: '/repos/o/r' })).toBe(false)
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect(isWrite({ method, url: '/repos/o/r/issues/7/comments' })).toBe(true)
  })

  it('GraphQL: a query reads; a mutation, a subscription or an unreadable document writes', () => {
    const q = (query: unknown) => isWrite({ method: 'POST', url: '/graphql', query })
    expect(q('query { viewer { login } }')).toBe(false)
    expect(q('  { viewer { login } }')).toBe(false)
    expect(q('query Threads($n: Int!) { repository { name } }')).toBe(false)
    expect(q('mutation { resolveReviewThread(input: {threadId: "x"}) { thread { id } } }')).toBe(
      true
    )
    expect(q('# a comment\nmutation M { x }')).toBe(true)
    expect(q('query { a } mutation { b }')).toBe(true)
    expect(q('subscription { x }')).toBe(true)
    expect(q(undefined)).toBe(true)
  })

  it('a comment or a string value cannot hide or fake the keyword', () => {
    expect(isQueryDocument('query { a(q: "mutation") }')).toBe(true)
    expect(isQueryDocument('# mutation\nquery { a }')).toBe(true)
    expect(isQueryDocument('#query\nmutation { a }')).toBe(false)
  })
})

describe('refuseWrite', () => {
  it('throws WriteRefused naming the method and path (no query string), after telling', () => {
    const told: string[] = []
    expect(() => {
      refuseWrite({ method: 'POST', url: '/repos/o/r/issues/7/comments?x=secret' }, (r) =>
        told.push(r)
      )
    }).toThrow(WriteRefused)
    expect(told).toEqual(['POST /repos/o/r/issues/7/comments'])
    refuseWrite({ method: 'GET', url: '/repos/o/r' }, (r) => told.push(r))
    expect(told).toHaveLength(1)
  })
})

describe('the client made read-only', () => {
  let gh: GitHubServer
  beforeEach(async () => {
    gh = await startGitHub()
  })
  afterEach(async () => {
    await gh.stop()
  })

  it('reads; a REST write and a GraphQL mutation never reach GitHub', async () => {
    const refused: string[] = []
    const client = createClient(gh.token, {
      warn: () => undefined,
      baseUrl: gh.url,
      retryBaseMs: 10,
      readOnly: { active: () => true, refused: (r) => refused.push(r) }
    })
    const viewer = await client.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
    expect(viewer.viewer.login).toBe('github-actions[bot]')
    await expect(
      client.rest.issues.createComment({ owner: 'octo', repo: 'demo', issue_number: 7, body: 'x' })
    ).rejects.toThrow(
      'publish: later (POST /repos/{owner}/{repo}/issues/{issue_number}/comments); nothing was written'
    )
    await expect(client.graphql('mutation { addReaction { x } }')).rejects.toThrow(WriteRefused)
    expect(refused).toEqual([
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      'POST /graphql'
    ])
    expect(gh.writes()).toEqual([])
    expect(gh.log.map((r) => r.method)).toEqual(['POST'])
  })

  it('writes while the switch is off (publish: now)', async () => {
    const client = createClient(gh.token, {
      warn: () => undefined,
      baseUrl: gh.url,
      retryBaseMs: 10,
      readOnly: { active: () => false, refused: () => undefined }
    })
    await client.rest.issues.createComment({
      owner: 'octo',
      repo: 'demo',
      issue_number: 7,
      body: 'x'
    })
    expect(gh.writes()).toHaveLength(1)
  })
})
