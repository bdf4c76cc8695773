/**
 * core/bundle/read.ts: a bundle is hostile input. It is read only when it is small enough, JSON,
 * valid against format 1, and this workflow run's and this event's; its texts are redacted again
 * and its findings made anew (paths cleaned, fingerprints taken again).
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { readBundle, type PublishingJob } from '../../../src/core/bundle/read.js'
import { BUNDLE_SCHEMA, MAX_BUNDLE_BYTES } from '../../../src/core/bundle/schema.js'
import { makeRedactor } from '../../../src/core/redact/redact.js'
import { fingerprintOf } from '../../../src/core/review/findings.js'
import { compileSchema } from '../../../src/core/schema/validator.js'
import { ROOT } from '../../support/helpers.js'

const HEAD = 'a'.repeat(40)
const JOB: PublishingJob = { repository: 'octo/app', runId: '4242', number: 7 }
const redact = makeRedactor([])

function bundle(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 'cursor-agent-action/bundle',
    version: 1,
    run: {
      repository: 'octo/app',
      runId: '4242',
      runAttempt: '1',
      job: 'review',
      leg: '0123456789abcdef'
    },
    subject: { kind: 'pull_request', number: 7, head: HEAD },
    commentKey: 'cursor-agent',
    mode: 'review',
    reviewer: 'gpt-5',
    verdict: { conclusion: 'success' },
    facts: { durationMs: 1200, usage: { inputTokens: 10, outputTokens: 5 } },
    finalMessage: 'done',
    review: {
      summary: 'One problem.',
      head: HEAD,
      findings: [
        { path: 'src/a.ts', line: 3, side: 'RIGHT', severity: 'high', title: 'Bug', body: 'A bug.' }
      ]
    },
    ...over
  }
}

const read = (b: unknown, job = JOB) =>
  readBundle(typeof b === 'string' ? b : JSON.stringify(b), job, compileSchema, redact)

describe('a bundle of this run', () => {
  it('is read, its findings made anew with their fingerprints', () => {
    const r = read(bundle())
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const [f] = r.bundle.review?.findings ?? []
    expect(f.fingerprint).toBe(fingerprintOf(f))
    expect(f).toMatchObject({ path: 'src/a.ts', line: 3, severity: 'high' })
  })

  it('is the same schema as docs/bundle.v1.schema.json', () => {
    const file = path.join(ROOT, 'docs', 'bundle.v1.schema.json')
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(BUNDLE_SCHEMA)
  })
})

describe('a bundle that is not this run’s', () => {
  it('of another repository, workflow run or pull request is refused, each named', () => {
    const other = read(bundle({ run: { ...(bundle().run as object), repository: 'evil/app' } }))
    expect(other).toEqual({ ok: false, problems: ['it is of another repository (evil/app)'] })
    const run = read(bundle({ run: { ...(bundle().run as object), runId: '1' } }))
    expect(run).toEqual({ ok: false, problems: ['it is of another workflow run (1)'] })
    const pr = read(bundle({ subject: { kind: 'pull_request', number: 8, head: HEAD } }))
    expect(pr).toEqual({ ok: false, problems: ['it is for #8, and this event is for #7'] })
    const none = read(bundle({ subject: { kind: 'none' } }))
    expect(none.ok).toBe(false)
  })

  it('of the same run at another attempt is read (re-running only the publishing job)', () => {
    expect(read(bundle({ run: { ...(bundle().run as object), runAttempt: '3' } })).ok).toBe(true)
  })
})

describe('a tampered bundle', () => {
  it('is refused when it is too large, not JSON, or not format 1', () => {
    expect(read('x'.repeat(MAX_BUNDLE_BYTES + 1))).toEqual({
      ok: false,
      problems: [`it is larger than ${String(MAX_BUNDLE_BYTES)} bytes`]
    })
    expect(read('{')).toEqual({ ok: false, problems: ['it is not JSON'] })
    expect(read(bundle({ version: 2 })).ok).toBe(false)
    expect(read(bundle({ settings: { apiKey: 'x' } })).ok).toBe(false)
    const fingerprinted = bundle()
    ;(fingerprinted.review as { findings: object[] }).findings[0] = {
      ...(fingerprinted.review as { findings: object[] }).findings[0],
      fingerprint: 'f'.repeat(16)
    }
    expect(read(fingerprinted).ok).toBe(false)
  })

  it('has token shapes redacted again and findings outside the repository dropped', () => {
    const token = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
    const r = read(
      bundle({
        finalMessage: `the token is ${token}`,
        review: {
          summary: token,
          head: HEAD,
          findings: [
            {
              path: '../etc/passwd',
              line: 1,
              side: 'RIGHT',
              severity: 'low',
              title: 'x',
              body: 'y'
            },
            {
              path: 'a.ts',
              line: 1,
              side: 'RIGHT',
              severity: 'low',
              title: `t ${token}`,
              body: token
            }
          ]
        }
      })
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(JSON.stringify(r.bundle)).not.toContain(token)
    expect(r.bundle.review?.findings.map((f) => f.path)).toEqual(['a.ts'])
  })

  it('has a reviewer name on one line', () => {
    const r = read(bundle({ reviewer: 'gpt\n::error::x\u2028y' }))
    expect(r.ok && r.bundle.reviewer).toBe('gpt ::error::x y')
  })
})
