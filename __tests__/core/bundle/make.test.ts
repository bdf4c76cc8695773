/**
 * bundleOf (src/core/bundle/make.ts): the bundle made from a run's facts matches BUNDLE_SCHEMA
 * and is read back by readBundle for this run; texts are cut to the schema's bounds, never
 * refused; the findings go without fingerprints (the reader makes them anew).
 */
import { describe, expect, it } from '@jest/globals'
import { bundleOf, type BundleInput } from '../../../src/core/bundle/make.js'
import { readBundle } from '../../../src/core/bundle/read.js'
import { BUNDLE_SCHEMA } from '../../../src/core/bundle/schema.js'
import { compileSchema } from '../../../src/core/schema/validator.js'
import { emptyReport } from '../../../src/core/stream/report.js'
import { runFacts, type RunFacts } from '../../../src/core/verdict/facts.js'
import type { PlacedFinding } from '../../../src/core/review/findings.js'

const HEAD = 'a'.repeat(40)
const RUN = {
  repository: 'octo/demo',
  runId: '42',
  runAttempt: '1',
  job: 'review',
  leg: '0123456789abcdef'
}

function facts(extra: Partial<RunFacts> = {}): RunFacts {
  const report = {
    ...emptyReport(),
    finalMessage: 'All good.',
    sessionId: 'abc-123',
    model: 'gpt-5'
  }
  report.result = { ...(report.result ?? {}), usage: { inputTokens: 10, outputTokens: 5 } } as never
  return runFacts({
    verdict: { conclusion: 'success', message: '' },
    report,
    durationMs: 1234.6,
    ...extra
  })
}

const finding: PlacedFinding = {
  fingerprint: 'f'.repeat(16),
  path: 'src/app.ts',
  line: 3,
  startLine: 2,
  side: 'RIGHT',
  severity: 'high',
  title: 'load() can throw',
  body: 'Guard it.',
  placement: 'not_posted'
} as PlacedFinding

function input(extra: Partial<BundleInput> = {}): BundleInput {
  return {
    facts: facts(),
    run: RUN,
    subject: { kind: 'pull_request', number: 7, head: HEAD },
    commentKey: '0123456789abcdef0123',
    mode: 'task',
    reviewer: 'agent',
    ...extra
  }
}

const valid = (b: unknown) => compileSchema(BUNDLE_SCHEMA)(b)

describe('bundleOf', () => {
  it('makes a bundle of format 1 that the schema and the reader take for this run', () => {
    const b = bundleOf(input())
    expect(valid(b)).toEqual([])
    expect(b).toMatchObject({
      format: 'cursor-agent-action/bundle',
      version: 1,
      verdict: { conclusion: 'success' },
      facts: {
        durationMs: 1235,
        sessionId: 'abc-123',
        model: 'gpt-5',
        usage: { inputTokens: 10, outputTokens: 5 },
        toolCalls: 0,
        failedToolCalls: 0
      },
      finalMessage: 'All good.'
    })
    const read = readBundle(
      JSON.stringify(b),
      { repository: 'octo/demo', runId: '42', number: 7 },
      compileSchema,
      (t) => t
    )
    expect(read.ok).toBe(true)
  })

  it('carries the verdict reasons, the request, the patch and the ledger record', () => {
    const ledger = {
      runId: '42',
      attempt: '1',
      at: new Date(0).toISOString(),
      event: 'issue_comment',
      head: HEAD,
      reviewed: false,
      usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
      durationMs: 1,
      conclusion: 'skipped',
      trigger: true,
      started: false
    } as const
    const b = bundleOf(
      input({
        facts: facts({
          verdict: { conclusion: 'skipped', message: 'no', skip: 'not-allowed' },
          pr: { run: ledger, totals: {} as never, read: true }
        }),
        mode: 'answer',
        commentId: 555,
        patch: { base: HEAD, bytes: 10, sha256: 'e'.repeat(64) }
      })
    )
    expect(valid(b)).toEqual([])
    expect(b.verdict).toEqual({ conclusion: 'skipped', skipReason: 'not-allowed' })
    expect(b.request).toEqual({ commentId: 555 })
    expect(b.patch).toEqual({ base: HEAD, file: 'patch.diff', bytes: 10, sha256: 'e'.repeat(64) })
    expect(b.ledger).toEqual(ledger)
  })

  it('the review: findings as read, without fingerprint or placement, at the head the review read', () => {
    const review = {
      findings: [finding],
      summary: 'Fine.',
      resolved: 0,
      failOn: 'none',
      maxFindings: 50
    } as never
    const b = bundleOf(input({ facts: facts({ review }), mode: 'review', reviewHead: HEAD }))
    expect(valid(b)).toEqual([])
    expect(b.review).toEqual({
      summary: 'Fine.',
      head: HEAD,
      findings: [
        {
          path: 'src/app.ts',
          line: 3,
          startLine: 2,
          side: 'RIGHT',
          severity: 'high',
          title: 'load() can throw',
          body: 'Guard it.'
        }
      ]
    })
    // No head known: no review in the bundle rather than one placed nowhere.
    expect(bundleOf(input({ facts: facts({ review }), mode: 'review' })).review).toBeUndefined()
  })

  it('cuts what is longer than the schema allows, and leaves out an id it would refuse', () => {
    const long = facts()
    const report = {
      ...long.report,
      finalMessage: 'x'.repeat(2_000_000),
      sessionId: 'has spaces',
      model: 'm'.repeat(300)
    }
    const b = bundleOf(input({ facts: { ...long, report }, reviewer: 'r'.repeat(500) }))
    expect(valid(b)).toEqual([])
    expect(b.finalMessage.length).toBe(1_048_576)
    expect(b.facts.sessionId).toBeUndefined()
    expect(b.facts.model?.length).toBe(100)
    expect(b.reviewer.length).toBe(100)
  })
})
