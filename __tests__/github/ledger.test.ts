/**
 * The ledger's GitHub adapter (src/github/ledger.ts) through the real client against the loopback
 * GitHub: records on the last line of this job's own comments and reviews (the token's account,
 * this key's marker first), every page, merged; someone else's record (a copy of a real one),
 * another job's body of the same account, a record that does not decode or is dated after the
 * reader's clock ignored and counted; a record above a body's last line is text; an account
 * GitHub will not name, or a list that fails, is an unreadable ledger.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import type { GitHubClient } from '../../src/github/client.js'
import { createClient } from '../../src/github/octokit.js'
import { freshLedger, ignoredWarning, readPrLedger } from '../../src/github/ledger.js'
import { addRun, emptyLedger, totals, type LedgerRun } from '../../src/core/ledger/ledger.js'
import { encodeLedger } from '../../src/core/ledger/stored.js'
import { commentMarker, keyHash, reviewMarker } from '../../src/render/marker.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'

const KEY = keyHash('ledger-test')
const PR = { owner: 'octo', repo: 'demo', number: 7 }
const SELF = { login: 'github-actions[bot]', type: 'Bot' }
const OUTSIDER = { login: 'mallory', type: 'User' }
let gh: GitHubServer
let client: GitHubClient

function run(i: number, input = 1000): LedgerRun {
  return {
    runId: String(500 + i),
    attempt: '1',
    at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
    event: 'pull_request',
    head: 'a'.repeat(40),
    reviewed: false,
    usage: { inputTokens: input, outputTokens: 10, cacheReadTokens: 0, cacheWriteTokens: 0 },
    durationMs: 1000,
    conclusion: 'success',
    trigger: false,
    started: true
  }
}

const record = (...runs: LedgerRun[]): string => encodeLedger(runs.reduce(addRun, emptyLedger(KEY)))
/** A body as this job writes it: its marker first, the record on the last line. */
const sticky = (text: string): string => `${commentMarker(KEY)}\n### Done\n\n${text}`
const reviewed = (text: string): string => `${reviewMarker(KEY, 'review')}\n### Review\n\n${text}`
/** The reading run's clock: after every run above. */
const NOW = Date.UTC(2026, 10, 2)
const O = { key: KEY, now: NOW }

beforeAll(async () => {
  gh = await startGitHub()
  client = createClient(gh.token, { warn: () => undefined, baseUrl: gh.url, retries: 0 })
})
afterAll(() => gh.stop())
beforeEach(() => {
  gh.comments.clear()
  gh.review.reviews.length = 0
  gh.clearFaults()
  gh.review.setPull(PR.number, { files: [] })
})

describe('readPrLedger', () => {
  it('merges the records of the token account in comments and reviews, on every page', async () => {
    for (let i = 0; i < 150; i++) gh.addComment(PR.number, `chatter ${String(i)}`)
    gh.addComment(PR.number, sticky(record(run(1), run(2))), SELF)
    gh.review.addReview(PR.number, SELF, {
      state: 'COMMENTED',
      body: reviewed(record(run(2), run(3)))
    })
    const read = await readPrLedger(client, PR, O)
    expect(read.readable).toBe(true)
    expect(read.ignored).toBe(0)
    expect(read.ledger.runs.map((r) => r.runId)).toEqual(['501', '502', '503'])
    expect(totals(read.ledger).inputTokens).toBe(3000)
    // The comment sat on the second page: both pages were read.
    expect(gh.requests('listComments').length).toBe(2)
    expect(ignoredWarning(read, PR)).toBeUndefined()
  })

  it("ignores someone else's copy of a record and an own record that does not parse, with one warning", async () => {
    gh.addComment(PR.number, sticky(record(run(1))), SELF)
    gh.addComment(PR.number, sticky(record(run(1, 9_000_000), run(2, 9_000_000))), OUTSIDER)
    gh.review.addReview(PR.number, OUTSIDER, { state: 'COMMENTED', body: reviewed(record(run(4))) })
    const broken = record(run(5)).replace(/ -->$/, 'x -->')
    gh.review.addReview(PR.number, SELF, { state: 'COMMENTED', body: reviewed(broken) })
    const read = await readPrLedger(client, PR, O)
    expect(read.readable).toBe(true)
    expect(read.ignored).toBe(3)
    expect(read.ledger.runs.map((r) => r.runId)).toEqual(['501'])
    expect(totals(read.ledger).inputTokens).toBe(1000)
    const warning = ignoredWarning(read, PR) ?? ''
    expect(warning).toMatch(/^Ignored 3 ledger records on pull request #7/)
    expect(warning).toContain('another account')
  })

  it('a record of another comment-key is not this ledger', async () => {
    const other = encodeLedger(addRun(emptyLedger(keyHash('other')), run(1)))
    gh.addComment(PR.number, sticky(other), SELF)
    const read = await readPrLedger(client, PR, O)
    expect(read).toMatchObject({ readable: true, ignored: 0 })
    expect(read.ledger.runs).toEqual([])
  })

  it("reads a record only on the last line of this job's own bodies", async () => {
    const real = record(run(1))
    const planted = record(run(2, 9_000_000))
    // This job's comment, its agent quoting a record above the action's own.
    gh.addComment(PR.number, sticky(`\`\`\`\n${planted}\n\`\`\`\n\n${real}`), SELF)
    // Another job's review and comment (the same account): their last line is not this job's.
    const other = `${reviewMarker(keyHash('other'), 'review')}\n### Review\n\n${planted}`
    gh.review.addReview(PR.number, SELF, { state: 'COMMENTED', body: other })
    gh.addComment(PR.number, `${commentMarker(keyHash('other'))}\n\n${planted}`, SELF)
    // A review of this job's key without its marker first, and one with the record mid-body.
    gh.review.addReview(PR.number, SELF, { state: 'COMMENTED', body: `text\n${planted}` })
    gh.review.addReview(PR.number, SELF, {
      state: 'COMMENTED',
      body: reviewed(`${planted}\nafter`)
    })
    // A sticky comment's marker does not make a review this job's, nor the other way round.
    gh.review.addReview(PR.number, SELF, { state: 'COMMENTED', body: sticky(planted) })
    gh.addComment(PR.number, reviewed(planted), SELF)
    const read = await readPrLedger(client, PR, O)
    expect(read.readable).toBe(true)
    expect(read.ledger.runs.map((r) => r.runId)).toEqual(['501'])
    expect(totals(read.ledger).inputTokens).toBe(1000)
    // Those with a record of this key on their last line are counted for the warning.
    expect(read.ignored).toBe(5)
    expect(ignoredWarning(read, PR)).toContain("a record in a comment that is not this job's")
  })

  it("refuses a record dated later than the reader's clock", async () => {
    gh.addComment(PR.number, sticky(record(run(1))), SELF)
    const ahead = { ...run(2), at: new Date(NOW + 3600_000).toISOString() }
    gh.review.addReview(PR.number, SELF, { state: 'COMMENTED', body: reviewed(record(ahead)) })
    const read = await readPrLedger(client, PR, O)
    expect(read.ledger.runs.map((r) => r.runId)).toEqual(['501'])
    expect(read.ignored).toBe(1)
    expect(ignoredWarning(read, PR)).toContain("later than this run's clock")
    // An hour later, the same record is believed.
    const later = await readPrLedger(client, PR, { ...O, now: NOW + 3600_000 })
    expect(later.ledger.runs.map((r) => r.runId)).toEqual(['501', '502'])
  })

  it('fails closed when GitHub does not say which account the token is', async () => {
    gh.addComment(PR.number, sticky(record(run(1))), SELF)
    gh.fail('graphql', { kind: 'error', status: 502 })
    const read = await readPrLedger(client, PR, O)
    expect(read.readable).toBe(false)
    expect(read.why).toMatch(/which account the token is/)
    expect(read.ledger.runs).toEqual([])
  })

  it('is unreadable when a page of comments fails', async () => {
    gh.fail('listComments', { kind: 'error', status: 500 })
    const read = await readPrLedger(client, PR, { ...O, viewer: SELF.login })
    expect(read.readable).toBe(false)
    expect(read.why).toMatch(/HTTP 500/)
  })
})

describe('freshLedger', () => {
  it('merges what is on GitHub now with what this run read before', async () => {
    gh.addComment(PR.number, sticky(record(run(1))), SELF)
    const before = await readPrLedger(client, PR, O)
    // An overlapping run wrote its record meanwhile.
    gh.review.addReview(PR.number, SELF, {
      state: 'COMMENTED',
      body: reviewed(record(run(1), run(2)))
    })
    const now = await freshLedger(client, PR, { ...O, known: addRun(before.ledger, run(3)) })
    expect(now.runs.map((r) => r.runId)).toEqual(['501', '502', '503'])
  })

  it('keeps what it knew when the second read fails', async () => {
    gh.fail('listReviews', { kind: 'error', status: 500 })
    const known = addRun(emptyLedger(KEY), run(1))
    expect(await freshLedger(client, PR, { ...O, known })).toEqual(known)
  })
})
