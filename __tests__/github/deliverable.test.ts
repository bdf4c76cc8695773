/**
 * src/github/deliverable.ts against a fake client: each read-back says undefined when the
 * deliverable is there, else one line naming what is missing and why; `deliver` retries the
 * last write on a transient fault only, looking first for what an earlier try stored.
 */
import { describe, expect, it } from '@jest/globals'
import type { GitHubClient } from '../../src/github/client.js'
import {
  answerDelivered,
  deliver,
  pullDelivered,
  reviewDelivered
} from '../../src/github/deliverable.js'

const HEAD = 'a'.repeat(40)
const where = { owner: 'octo', repo: 'demo' }

/** An Octokit-shaped error: a status with a response, or none (GitHub never answered). */
function httpError(status: number | undefined): Error {
  const e = new Error(status === undefined ? 'connect ECONNREFUSED' : `HTTP ${String(status)}`)
  return Object.assign(e, {
    status: status ?? 500,
    response: status === undefined ? undefined : {}
  })
}

interface Fake {
  review?: { commit_id: string } | number
  comments?: unknown[] | number
  comment?: { body: string; issue_url: string } | number
  pull?: { state: string } | number
}

function fakeClient(f: Fake): GitHubClient & { calls: string[] } {
  const calls: string[] = []
  const answer = <T>(name: string, v: T | number | undefined): Promise<{ data: T }> => {
    calls.push(name)
    if (v === undefined) return Promise.reject(httpError(404))
    if (typeof v === 'number') return Promise.reject(httpError(v))
    return Promise.resolve({ data: v })
  }
  const listCommentsForReview = (): void => undefined
  const client = {
    calls,
    rest: {
      pulls: {
        getReview: () => answer('getReview', f.review),
        listCommentsForReview,
        get: () => answer('getPull', f.pull)
      },
      issues: { getComment: () => answer('getComment', f.comment) }
    },
    paginate: async (fn: unknown) => {
      expect(fn).toBe(listCommentsForReview)
      return (await answer('listCommentsForReview', f.comments)).data
    }
  }
  return client as unknown as GitHubClient & { calls: string[] }
}

const review = { ...where, pull: 3, reviewId: 7, head: HEAD, inlineComments: 2 }

describe('reviewDelivered', () => {
  it('is undefined when the review is at the head with as many inline comments', async () => {
    const c = fakeClient({ review: { commit_id: HEAD }, comments: [{}, {}] })
    expect(await reviewDelivered(c, review)).toBeUndefined()
    expect(c.calls).toEqual(['getReview', 'listCommentsForReview'])
  })

  it('names a review GitHub does not have', async () => {
    const said = await reviewDelivered(fakeClient({ review: 404 }), review)
    expect(said).toBe(
      'the review 7 on #3: GitHub answered that it does not exist (HTTP 404) when it was read back after posting.'
    )
  })

  it('names a review on another commit', async () => {
    const said = await reviewDelivered(
      fakeClient({ review: { commit_id: 'b'.repeat(40) } }),
      review
    )
    expect(said).toContain(`on commit ${'b'.repeat(40)}, not on the head ${HEAD}`)
  })

  it('names inline comments that went missing', async () => {
    const said = await reviewDelivered(
      fakeClient({ review: { commit_id: HEAD }, comments: [{}] }),
      review
    )
    expect(said).toBe(
      'the review 7 on #3: it was posted with 2 inline comments, and GitHub shows 1.'
    )
  })

  it('says when it could not be read at all', async () => {
    const said = await reviewDelivered(fakeClient({ review: 502 }), review)
    expect(said).toContain('could not be read back after posting (HTTP 502')
    const comments = await reviewDelivered(
      fakeClient({ review: { commit_id: HEAD }, comments: 500 }),
      review
    )
    expect(comments).toContain('its inline comments could not be read back (HTTP 500')
  })
})

describe('answerDelivered', () => {
  const MARK = '<!-- cursor-agent-action answer 42-1 -->'
  const answer = { ...where, issue: 5, commentId: 9, marker: MARK }
  const url = 'https://api.github.test/repos/octo/demo/issues/5'

  it("is undefined when the comment holds this run's mark on a line of its own", async () => {
    const c = fakeClient({ comment: { body: `<!-- key -->\nDone.\n${MARK}\n`, issue_url: url } })
    expect(await answerDelivered(c, answer)).toBeUndefined()
  })

  it('names a comment that is gone, elsewhere, or holds another answer', async () => {
    expect(await answerDelivered(fakeClient({ comment: 404 }), answer)).toContain(
      'the answer in comment 9 on #5: GitHub answered that the comment does not exist (HTTP 404)'
    )
    const elsewhere = { body: MARK, issue_url: url.replace(/5$/, '6') }
    expect(await answerDelivered(fakeClient({ comment: elsewhere }), answer)).toContain(
      'the comment is on another thread'
    )
    // The mark inside a line (quoted agent text) is not this run's mark.
    const other = { body: `Working…\nsaid: ${MARK}`, issue_url: url }
    expect(await answerDelivered(fakeClient({ comment: other }), answer)).toContain(
      "does not hold this run's answer"
    )
  })
})

describe('pullDelivered', () => {
  it('is undefined for an open pull request and names a missing or closed one', async () => {
    const o = { ...where, number: 12 }
    expect(await pullDelivered(fakeClient({ pull: { state: 'open' } }), o)).toBeUndefined()
    expect(await pullDelivered(fakeClient({ pull: 404 }), o)).toContain(
      'the pull request #12: GitHub answered that it does not exist (HTTP 404)'
    )
    expect(await pullDelivered(fakeClient({ pull: { state: 'closed' } }), o)).toContain(
      'GitHub has it closed, not open.'
    )
  })
})

describe('deliver', () => {
  const noWait = (): Promise<void> => Promise.resolve()

  it('writes once when GitHub takes it', async () => {
    let writes = 0
    const got = await deliver({
      write: () => Promise.resolve(++writes),
      find: () => Promise.reject(new Error('not looked for')),
      sleep: noWait
    })
    expect(got).toBe(1)
    expect(writes).toBe(1)
  })

  it('finds what a write that answered 502 stored, instead of writing again', async () => {
    let writes = 0
    let looks = 0
    const waits: number[] = []
    const got = await deliver({
      write: () => {
        writes++
        return Promise.reject(httpError(502))
      },
      find: () => Promise.resolve(++looks === 1 ? 'stored' : undefined),
      waitMs: 10,
      sleep: (ms) => {
        waits.push(ms)
        return Promise.resolve()
      }
    })
    expect(got).toBe('stored')
    expect(writes).toBe(1)
    expect(waits).toEqual([10])
  })

  it('tries again with backoff after a fault with no answer, and gives up with the last error', async () => {
    const waits: number[] = []
    let writes = 0
    const tried = deliver({
      write: () => {
        writes++
        return Promise.reject(httpError(writes < 3 ? undefined : 503))
      },
      find: () => Promise.resolve(undefined),
      tries: 3,
      waitMs: 5,
      sleep: (ms) => {
        waits.push(ms)
        return Promise.resolve()
      }
    })
    await expect(tried).rejects.toThrow('HTTP 503')
    expect(writes).toBe(3)
    expect(waits).toEqual([5, 10])
  })

  it("does not retry GitHub's refusal (a 4xx)", async () => {
    let writes = 0
    const tried = deliver({
      write: () => {
        writes++
        return Promise.reject(httpError(403))
      },
      find: () => Promise.resolve(undefined),
      sleep: noWait
    })
    await expect(tried).rejects.toThrow('HTTP 403')
    expect(writes).toBe(1)
  })
})
