/**
 * The posting (src/github/posting.ts) through the real client against the loopback GitHub of
 * review-fixture.ts (pull request #7, started for every test): it posts the review and returns
 * what GitHub did as one plain value, a Posting. The review at the head, its comments' links and
 * no stop; a comment GitHub refuses, with its reason; a review GitHub will not take, with the
 * permission it needs; a read-only token that writes nothing; a cancel before the first request;
 * links that cannot be read; an outdated thread of an earlier run resolved.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { readFindings, type FindingsReading } from '../../src/core/review/findings.js'
import type { ReviewTarget } from '../../src/core/review/target.js'
import type { GitHubClient } from '../../src/github/client.js'
import { createClient } from '../../src/github/octokit.js'
import { postFindings, type PostInput } from '../../src/github/posting.js'
import { readPullFiles } from '../../src/github/pulls.js'
import { keyHash } from '../../src/render/marker.js'
import { answer, APP, gh, HEAD, PR, SEVEN, submitted, type F } from '../support/review-fixture.js'

const A: F = SEVEN[0] ?? { path: '', line: 0, severity: 'low', title: '', body: '' }
/** On src/app.ts line 3, in the first hunk. */
const C: F = { path: 'src/app.ts', line: 3, severity: 'low', title: 'c', body: 'Drop it.' }
const pr = { owner: 'octo', repo: 'demo', number: PR }
const settings = { failOn: 'high' as const, maxFindings: 50, reviewEvent: 'auto' as const }

let client: GitHubClient
let warnings: string[]
let lines: string[]

beforeEach(() => {
  client = createClient(gh.token, {
    warn: () => undefined,
    baseUrl: gh.url,
    retries: 0,
    retryBaseMs: 10
  })
  warnings = []
  lines = []
})

async function readingOf(message: string): Promise<FindingsReading> {
  const { compileSchema } = await import('../../src/core/schema/validator.js')
  return readFindings(message, compileSchema, (s) => s)
}

/** The posting of `findings` on #7, as the review stage would call it. */
async function post(
  findings: F[],
  o: { readOnly?: boolean; cancelled?: () => boolean } = {}
): ReturnType<typeof postFindings> {
  const listing = await readPullFiles(client, pr)
  const target: ReviewTarget = {
    pr,
    headSha: HEAD,
    files: new Map(listing.files.map((f) => [f.path, f])),
    readOnly: o.readOnly === true,
    keyHash: keyHash('CI/review/null')
  }
  gh.log.length = 0
  const message = answer(findings)
  const input: PostInput = {
    settings,
    target,
    message,
    reading: await readingOf(message),
    deps: {
      redact: (s) => s,
      warn: (m) => warnings.push(m),
      info: (l) => lines.push(l),
      cancelled: o.cancelled ?? (() => false)
    }
  }
  return postFindings(client, input)
}

describe('postFindings returns what GitHub did', () => {
  it('the review at the head, as the plan says, with its comments’ links and no stop', async () => {
    const posting = await post([A, C])
    const stored = gh.review.reviews.find((r) => r.state === 'CHANGES_REQUESTED')
    expect(posting.review).toEqual({
      id: stored?.id,
      url: expect.stringMatching(/#pullrequestreview-\d+$/),
      event: 'REQUEST_CHANGES',
      commitId: HEAD
    })
    expect(posting.plan?.post?.comments.map((c) => c.line)).toEqual([2, 3])
    expect(posting.refused).toEqual(new Map())
    const comments = gh.review.comments.filter((c) => c.review === stored?.id)
    expect([...(posting.links?.values() ?? [])]).toEqual(
      comments.map((c) => expect.stringMatching(new RegExp(`#discussion_r${String(c.id)}$`)))
    )
    expect(posting).toMatchObject({ resolved: [], failures: [] })
    expect(posting).not.toHaveProperty('stop')
    expect(lines.at(-1)).toBe(`Review posted: ${posting.review?.url ?? ''}`)
  })

  it('a comment GitHub refuses: in `refused` with GitHub’s reason, the rest posted', async () => {
    gh.review.refuse = (c) => (c.line === 3 ? 'Line could not be resolved' : undefined)
    const posting = await post([A, C])
    const [fingerprint] = posting.plan?.post?.comments.slice(1).map((c) => c.fingerprint) ?? []
    expect([...posting.refused]).toEqual([[fingerprint, 'Line could not be resolved']])
    expect(posting.review).toBeDefined()
    expect((submitted().at(-1)?.comments as unknown[]).length).toBe(1)
    expect(posting.links?.size).toBe(1)
  })

  it('a review GitHub will not take: stopped as failed, with the permission a 403 needs', async () => {
    gh.fail('createReview', { kind: 'forbidden' })
    const posting = await post([A])
    expect(posting.review).toBeUndefined()
    expect(posting.plan?.post).toBeDefined()
    expect(posting.stop).toEqual({
      kind: 'failed',
      why: expect.stringMatching(
        /^GitHub did not take it \(HTTP 403.*\); the token needs pull-requests: write .*\.$/
      )
    })
  })

  it('a read-only token: nothing read or written, a plan that posts nothing', async () => {
    const posting = await post([A], { readOnly: true })
    expect(gh.log).toEqual([])
    expect(posting.plan?.post).toBeUndefined()
    expect(posting.plan?.notPosted).toMatch(/fork/)
    expect(posting).not.toHaveProperty('review')
    expect(posting).not.toHaveProperty('stop')
  })

  it('a cancel before the first request: stopped as cancelled, nothing posted', async () => {
    const posting = await post([A], { cancelled: () => true })
    expect(posting.stop).toEqual({ kind: 'cancelled' })
    expect(posting.plan).toBeUndefined()
    expect(gh.requests('createReview')).toEqual([])
  })

  it('links that cannot be read: a failure of the posting, and the review stands', async () => {
    gh.fail('listCommentsForReview', { kind: 'error', status: 502 })
    const posting = await post([A])
    expect(posting.review).toBeDefined()
    expect(posting.links).toBeUndefined()
    expect(posting.failures).toEqual([{ request: 'links', why: expect.stringMatching(/HTTP 502/) }])
    expect(warnings).toEqual([expect.stringMatching(/^Could not read the links/)])
  })

  it('an outdated thread of an earlier run, whose finding is gone, resolved by id', async () => {
    await post([A, C])
    const ours = gh.review.comments.filter((c) => c.line === 3)
    gh.review.push(PR, { head: HEAD, files: [APP], outdated: (c) => c.id === ours[0]?.id })
    const thread = gh.review.threads.find((t) => t.comments[0] === ours[0]?.id)
    const posting = await post([A])
    expect(posting.resolved).toEqual([thread?.id])
    expect(gh.review.threads.find((t) => t.id === thread?.id)?.resolved).toBe(true)
    expect(posting.plan?.findings.map((f) => f.placement)).toEqual(['duplicate'])
  })
})
