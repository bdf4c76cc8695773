/**
 * changedHead (src/core/pull.ts): whether a fork's head may have moved after the comment or
 * review that asked for the run, and the sentence that refuses it. (The end-to-end runs are in
 * __tests__/security/head.test.ts.)
 */
import { describe, expect, it } from '@jest/globals'
import { changedHead, type PullFacts } from '../../src/core/pull.js'
import { plainText } from '../../src/core/said.js'

describe('changedHead, the rule itself', () => {
  const fork: PullFacts = {
    number: 7,
    headRef: 'feature',
    headSha: 'a'.repeat(40),
    headRepo: 'eve/demo',
    baseRepo: 'octo/demo',
    fork: true,
    headPushedAt: '2026-05-01T10:00:00Z'
  }
  const refused = (event: string, pull: PullFacts, at: string, commit = ''): boolean =>
    changedHead(event, pull, { at, commit }) !== undefined

  it('compares instants, not text: zones and fractions of a second', () => {
    expect(refused('issue_comment', fork, '2026-05-01T10:00:01Z')).toBe(false)
    expect(refused('issue_comment', fork, '2026-05-01T12:00:00+02:00')).toBe(true)
    expect(refused('issue_comment', fork, '2026-05-01T12:00:01+02:00')).toBe(false)
    expect(refused('issue_comment', fork, '2026-05-01T10:00:00.500Z')).toBe(false)
    expect(refused('issue_comment', fork, '2026-05-01T09:59:59Z')).toBe(true)
  })

  it('refuses what is not a time GitHub writes', () => {
    for (const at of ['', 'yesterday', '1714557600', '2026-05-01', 'May 1 2026 10:00 GMT'])
      expect([at, refused('issue_comment', fork, at)]).toEqual([at, true])
    const noPush = { ...fork, headPushedAt: 'Thu, 01 May 2026 09:00:00 GMT' }
    expect(refused('issue_comment', noPush, '2026-05-01T10:00:01Z')).toBe(true)
  })

  it('asks nothing of a same-repository pull request, nor of a pull_request event', () => {
    const same = { ...fork, fork: false, headPushedAt: undefined }
    for (const event of ['issue_comment', 'pull_request_review', 'pull_request_review_comment'])
      expect(refused(event, same, '')).toBe(false)
    expect(refused('pull_request', { ...fork, headPushedAt: undefined }, '')).toBe(false)
  })

  it("a review's commit must be the head, whatever the times say", () => {
    const head = fork.headSha
    expect(refused('pull_request_review', fork, '2020-01-01T00:00:00Z', head)).toBe(false)
    expect(refused('pull_request_review', fork, '2030-01-01T00:00:00Z', 'b'.repeat(40))).toBe(true)
    expect(refused('pull_request_review_comment', fork, '', head.slice(0, 12))).toBe(true)
  })
})

describe('changedHead, the sentence', () => {
  const fork: PullFacts = {
    number: 7,
    headRef: 'feature',
    headSha: 'a'.repeat(40),
    headRepo: 'eve/demo',
    baseRepo: 'octo/demo',
    fork: true
  }

  it('names the fork, the head and what the review was made on, and asks again', () => {
    const s = changedHead('pull_request_review', fork, { at: '', commit: 'b'.repeat(40) })
    expect(plainText(s ?? '')).toBe(
      'Pull request #7 comes from a fork (eve/demo) and its head is aaaaaaaaaaaa, but the review was made on bbbbbbbbbbbb: the pull request changed after the request; review again.'
    )
    const c = changedHead('pull_request_review_comment', fork, { at: '', commit: '' })
    expect(plainText(c ?? '')).toContain(
      'but the event names no commit the review comment was made on'
    )
    expect(plainText(c ?? '')).toMatch(/comment again\.$/)
  })

  it('says which time GitHub did not give on a comment', () => {
    const noPush = changedHead('issue_comment', fork, { at: '2026-05-01T10:00:00Z', commit: '' })
    expect(plainText(noPush ?? '')).toContain(
      'GitHub did not say when it was last pushed to (head.repo.pushed_at)'
    )
    const pushed = { ...fork, headPushedAt: '2026-05-01T10:00:00Z' }
    const noAt = changedHead('issue_comment', pushed, { at: '', commit: '' })
    expect(plainText(noAt ?? '')).toContain(
      'the event does not say when the comment was written (comment.created_at)'
    )
  })
})
