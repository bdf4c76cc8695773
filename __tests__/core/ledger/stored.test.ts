/**
 * A run as the ledger keeps it (src/core/ledger/stored.ts `ledgerRun`, ledger.ts `runUsage`):
 * what the pipeline knows made whole and bounded, what cannot be recorded said so, and whatever
 * it returns is a run the record can be written with.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  decodeLedger,
  encodeLedger,
  ledgerRun,
  type RunFacts
} from '../../../src/core/ledger/stored.js'
import {
  addRun,
  emptyLedger,
  MAX_RUN_MS,
  MAX_RUN_TOKENS,
  runUsage
} from '../../../src/core/ledger/ledger.js'

const KEY = '0123456789abcdef0123'
const facts = (o: Partial<RunFacts> = {}): RunFacts => ({
  runId: '12345678901',
  attempt: '1',
  startedAt: new Date(Date.UTC(2026, 10, 22, 10, 11, 12, 345)),
  event: 'pull_request',
  head: 'a'.repeat(40),
  reviewed: true,
  from: 'b'.repeat(40),
  usage: { inputTokens: 1200.6, outputTokens: 34 },
  durationMs: 61_234.5,
  sessionId: '3f1c2a4b-1234-4cde-9abc-0123456789ab',
  conclusion: 'success',
  trigger: false,
  started: true,
  ...o
})

describe('a run for the ledger', () => {
  it("keeps a result's usage as whole, bounded counts", () => {
    expect(runUsage({ inputTokens: 12.7, outputTokens: -3, cacheReadTokens: Infinity })).toEqual({
      inputTokens: 12,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0
    })
    expect(runUsage({ inputTokens: 1e20 }).inputTokens).toBe(MAX_RUN_TOKENS)
    expect(runUsage(undefined)).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0
    })
  })

  it('is made from the facts, made whole and bounded', () => {
    expect(ledgerRun(facts())).toEqual({
      run: {
        runId: '12345678901',
        attempt: '1',
        at: '2026-11-22T10:11:12.345Z',
        event: 'pull_request',
        head: 'a'.repeat(40),
        reviewed: true,
        from: 'b'.repeat(40),
        usage: { inputTokens: 1200, outputTokens: 34, cacheReadTokens: 0, cacheWriteTokens: 0 },
        durationMs: 61_235,
        sessionId: '3f1c2a4b-1234-4cde-9abc-0123456789ab',
        conclusion: 'success',
        trigger: false,
        started: true
      }
    })
    const odd = ledgerRun(
      facts({ reviewed: false, sessionId: 'not a session\n', durationMs: 1e20 })
    )
    expect(odd).toMatchObject({ run: { durationMs: MAX_RUN_MS, reviewed: false } })
    expect('run' in odd && ('from' in odd.run || 'sessionId' in odd.run)).toBe(false)
  })

  it('says why a run cannot be recorded', () => {
    expect(ledgerRun(facts({ runId: '' }))).toEqual({ problem: 'the run has a bad run id' })
    expect(ledgerRun(facts({ event: 'push' }))).toEqual({ problem: 'the run has an unknown event' })
    expect(ledgerRun(facts({ head: 'main' }))).toEqual({ problem: 'the run has a bad head' })
    expect(ledgerRun(facts({ startedAt: new Date(NaN) }))).toEqual({
      problem: 'the run has a bad time'
    })
    expect(ledgerRun(facts({ reason: 'because' }))).toEqual({
      problem: 'the run has an unknown reason'
    })
  })

  it('gives only runs a record can be written with', () => {
    fc.assert(
      fc.property(
        fc.record({
          durationMs: fc.double(),
          inputTokens: fc.double(),
          sessionId: fc.string(),
          reason: fc.constantFrom(undefined, 'timeout', 'max-pr-tokens'),
          minutes: fc.integer({ min: 0, max: 10_000_000 })
        }),
        (o) => {
          const made = ledgerRun(
            facts({
              durationMs: o.durationMs,
              usage: { inputTokens: o.inputTokens },
              sessionId: o.sessionId,
              reason: o.reason,
              startedAt: new Date(Date.UTC(2026, 0, 1) + o.minutes * 60_000)
            })
          )
          if (!('run' in made)) throw new Error(made.problem)
          const ledger = addRun(emptyLedger(KEY), made.run)
          expect(decodeLedger(encodeLedger(ledger), KEY)).toEqual({ kind: 'ledger', ledger })
        }
      )
    )
  })
})
