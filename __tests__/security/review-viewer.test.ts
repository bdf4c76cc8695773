/**
 * The red team of security round 4, review mode, end to end on dist/index.js against the
 * loopback GitHub (review-fixture.ts): a person whose login is an App's bot name without its
 * `[bot]` suffix is not that bot.
 */
import { describe, expect, it } from '@jest/globals'
import { fingerprintOf } from '../../src/core/review/findings.js'
import { keyHash } from '../../src/render/marker.js'
import type { User } from '../support/github-server.js'
import {
  PR,
  SEVEN,
  findingsOf,
  gh,
  restartGitHub,
  reviewRun,
  submitted
} from '../support/review-fixture.js'

const HASH = keyHash('CI/review/null')

describe("a person named like the token's App, without `[bot]`", () => {
  it("is not the token's account: a finding marker in their comment does not make the finding a duplicate, and their thread is not resolved", async () => {
    // The job's token is a GitHub App's installation token (actions/create-github-app-token):
    // its account is `acme-review[bot]`, as GraphQL's viewer and REST both name it. `acme-review`
    // is a person's login, free for anyone to register.
    const bot: User = { login: 'acme-review[bot]', type: 'Bot' }
    const squatter: User = { login: 'acme-review', type: 'User' }
    await restartGitHub({ tokenUser: bot })
    const [first, gone] = SEVEN
    if (first === undefined || gone === undefined) throw new Error('SEVEN')
    const marker = (f: typeof first): string =>
      `<!-- cursor-agent-action:${HASH} finding:${fingerprintOf(f)} -->`
    // The squatter predicted the finding, and left an outdated "finding" of the action's to be
    // resolved for it.
    gh.review.addReview(PR, squatter, {
      state: 'COMMENTED',
      body: 'drive-by',
      comments: [
        { path: 'src/app.ts', line: 2, body: `${marker(first)}\nalready said` },
        { path: 'src/app.ts', line: 3, body: `${marker(gone)}\nresolve me` }
      ]
    })
    for (const c of gh.review.comments) if (c.body.endsWith('resolve me')) c.outdated = true
    const run = await reviewRun({ findings: [first] })
    expect(run.code).toBe(0)
    expect(findingsOf(run).map((f) => f.placement)).toEqual(['inline'])
    const comments = submitted()[0]?.comments as { line: number; body: string }[]
    expect(comments.map((c) => [c.line, c.body.split('\n')[0]])).toEqual([[2, marker(first)]])
    expect(gh.review.threads.map((t) => t.resolved)).toEqual([false, false, false])
  })
})
