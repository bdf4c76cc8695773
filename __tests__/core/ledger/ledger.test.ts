/**
 * The pull request's ledger (src/core/ledger/ledger.ts) and its hidden record (ledger-record.ts):
 * property tests of the round trip, of merging as a join (commutative, associative, idempotent,
 * nothing counted twice), of the bounds, and of reading anything at all: forged and garbled
 * records are refused whole, nothing throws, and big hostile bodies are read in linear time.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  addRun,
  emptyLedger,
  lastReview,
  lastReviewFailed,
  lastSession,
  LEDGER_EVENTS,
  MAX_RUN_TOKENS,
  MAX_RUNS,
  mergeLedgers,
  totals,
  trimLedger,
  type Ledger,
  type LedgerRun,
  type Totals
} from '../../../src/core/ledger/ledger.js'
import {
  decodeLedger,
  encodeLedger,
  LEDGER_PREFIX,
  MAX_LEDGER_CHARS
} from '../../../src/core/ledger/stored.js'

const KEY = '0123456789abcdef0123'
const hex = (n: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${String(n)}}$`))
const T0 = Date.UTC(2026, 0, 1)

/** A run; ids from a small range so that merges meet the same run twice. */
const runArb: fc.Arbitrary<LedgerRun> = fc
  .record({
    runId: fc.integer({ min: 1, max: 40 }).map((n) => String(9_000_000_000 + n)),
    attempt: fc.integer({ min: 1, max: 2 }).map(String),
    minutes: fc.integer({ min: 0, max: 60 * 24 * 30 }),
    event: fc.constantFrom(...LEDGER_EVENTS),
    head: fc.oneof(hex(40), hex(64)),
    reviewed: fc.boolean(),
    from: fc.option(hex(40), { nil: undefined }),
    usage: fc.record({
      inputTokens: fc.integer({ min: 0, max: 5_000_000 }),
      outputTokens: fc.integer({ min: 0, max: 200_000 }),
      cacheReadTokens: fc.integer({ min: 0, max: 5_000_000 }),
      cacheWriteTokens: fc.integer({ min: 0, max: MAX_RUN_TOKENS })
    }),
    durationMs: fc.integer({ min: 0, max: 3_600_000 }),
    sessionId: fc.option(fc.uuid(), { nil: undefined }),
    conclusion: fc.constantFrom('success', 'failure', 'cancelled', 'skipped' as const),
    reason: fc.option(fc.constantFrom('timeout', 'max-pr-runs', 'max-pr-tokens', 'auth' as const), {
      nil: undefined
    }),
    trigger: fc.boolean(),
    started: fc.boolean()
  })
  .map(({ minutes, from, sessionId, reason, ...r }) => ({
    ...r,
    at: new Date(T0 + minutes * 60_000).toISOString(),
    ...(r.reviewed && from !== undefined ? { from } : {}),
    ...(sessionId !== undefined ? { sessionId } : {}),
    ...(reason !== undefined ? { reason } : {})
  }))

/** A ledger as runs make one: runs added one by one, trimmed to `keep` (folding the oldest). */
const ledgerArb: fc.Arbitrary<Ledger> = fc
  .tuple(fc.array(runArb, { maxLength: 30 }), fc.integer({ min: 0, max: MAX_RUNS }))
  .map(([runs, keep]) => trimLedger(runs.reduce(addRun, emptyLedger(KEY)), keep))

function sum(a: Totals, b: Totals): Totals {
  const out = { ...a }
  for (const k of Object.keys(b) as (keyof Totals)[]) out[k] += b[k]
  return out
}

function run(i: number, o: Partial<LedgerRun> = {}): LedgerRun {
  return {
    runId: String(100 + i),
    attempt: '1',
    at: new Date(T0 + i * 60_000).toISOString(),
    event: 'pull_request',
    head: (i % 16).toString(16).repeat(40),
    reviewed: false,
    usage: { inputTokens: 1000, outputTokens: 100, cacheReadTokens: 10, cacheWriteTokens: 1 },
    durationMs: 60_000,
    conclusion: 'success',
    trigger: false,
    started: true,
    ...o
  }
}

/** The record's JSON, changed by `edit`, written back as a record (a forgery in the right form). */
type Obj = Record<string, unknown>
interface RecordJson {
  v: unknown
  key: unknown
  runs: Obj[]
  older: Obj
}

function forged(
  ledger: Ledger,
  edit: (json: RecordJson, first: Obj & { usage: Obj }) => void,
  key = KEY
): string {
  const text = encodeLedger(ledger)
  const json = JSON.parse(
    Buffer.from(text.split(' ')[3] ?? '', 'base64url').toString()
  ) as RecordJson
  edit(json, json.runs[0] as Obj & { usage: Obj })
  return `${LEDGER_PREFIX}${key} v1 ${Buffer.from(JSON.stringify(json)).toString('base64url')} -->`
}

describe('the ledger record', () => {
  it('round-trips: what is encoded decodes to the same ledger, totals kept', () => {
    fc.assert(
      fc.property(ledgerArb, fc.string(), (l, before) => {
        const text = encodeLedger(l)
        expect(text.length).toBeLessThanOrEqual(MAX_LEDGER_CHARS)
        expect(decodeLedger(`${before}\n${text}`, KEY)).toEqual({ kind: 'ledger', ledger: l })
      }),
      { numRuns: 300 }
    )
  })

  it('stays within its bound: the longest runs fold into older, the totals stay', () => {
    const huge = (i: number): LedgerRun =>
      run(i, {
        runId: String(10n ** 19n + BigInt(i)),
        attempt: '9999',
        event: 'pull_request_review_comment',
        head: 'a'.repeat(64),
        reviewed: true,
        from: 'b'.repeat(64),
        sessionId: 'S'.repeat(128),
        usage: {
          inputTokens: MAX_RUN_TOKENS,
          outputTokens: MAX_RUN_TOKENS,
          cacheReadTokens: MAX_RUN_TOKENS,
          cacheWriteTokens: MAX_RUN_TOKENS
        },
        durationMs: 9_999_999_999,
        conclusion: 'cancelled',
        reason: 'model_unavailable'
      })
    let l = emptyLedger(KEY)
    for (let i = 0; i < 80; i++) l = addRun(l, huge(i))
    expect(l.runs).toHaveLength(MAX_RUNS)
    const text = encodeLedger(l)
    expect(text.length).toBeLessThanOrEqual(MAX_LEDGER_CHARS)
    const read = decodeLedger(text, KEY)
    if (read.kind !== 'ledger') throw new Error(read.kind)
    expect(read.ledger.runs.length).toBeLessThan(MAX_RUNS)
    expect(read.ledger.runs.length).toBeGreaterThan(20)
    expect(totals(read.ledger)).toEqual(totals(l))
    expect(read.ledger.older.dropped + read.ledger.runs.length).toBe(80)
  })

  it('accepts only what the encoder writes: a record read back re-encodes to itself', () => {
    const bodies = fc.oneof(
      ledgerArb.map((l) => {
        const text = encodeLedger(l)
        return text
      }),
      // One character of a real record changed.
      fc
        .tuple(ledgerArb, fc.nat(), fc.constantFrom(...'AQgw-_9z+/= >-'.split('')))
        .map(([l, at, ch]) => {
          const text = encodeLedger(l)
          const i = at % text.length
          return text.slice(0, i) + ch + text.slice(i + 1)
        })
    )
    fc.assert(
      fc.property(bodies, (body) => {
        const read = decodeLedger(body, KEY)
        if (read.kind === 'ledger') expect(body).toContain(encodeLedger(read.ledger))
        // Only a change to the record's start can make it no record at all.
        else if (read.kind === 'none') expect(body).not.toContain(`${LEDGER_PREFIX}${KEY}`)
      }),
      { numRuns: 500 }
    )
  })

  it('refuses forged records whole, with a reason of ours', () => {
    const l = [1, 2, 3].map((i) => run(i)).reduce(addRun, emptyLedger(KEY))
    const text = encodeLedger(l)
    const cases: [string, string][] = [
      [forged(l, (_, r) => (r.extra = 1)), 'an unknown field'],
      [forged(l, (_, r) => (r.usage.inputTokens = -5)), 'out of range'],
      [forged(l, (_, r) => (r.usage.inputTokens = 1.5)), 'out of range'],
      [forged(l, (_, r) => (r.usage.inputTokens = MAX_RUN_TOKENS + 1)), 'out of range'],
      [forged(l, (_, r) => (r.usage.inputTokens = '5')), 'out of range'],
      [forged(l, (_, r) => (r.durationMs = 1e11)), 'duration'],
      [forged(l, (_, r) => (r.runId = '12a')), 'run id'],
      [forged(l, (_, r) => (r.head = 'HEAD')), 'head'],
      [forged(l, (_, r) => (r.at = '2026-01-01')), 'time'],
      [forged(l, (_, r) => (r.at = '2026-02-30T00:00:00.000Z')), 'time'],
      [forged(l, (_, r) => (r.event = 'push')), 'event'],
      [forged(l, (_, r) => (r.sessionId = 'x\n@cursor')), 'session id'],
      [forged(l, (_, r) => (r.reason = 'because')), 'reason'],
      [forged(l, (_, r) => (r.from = 'a'.repeat(40))), 'from'],
      [forged(l, (_, r) => (r.text = 'agent words')), 'unknown field'],
      [forged(l, (_, r) => delete r.started), 'missing field'],
      [forged(l, (j) => j.runs.reverse()), 'out of order'],
      [forged(l, (j, r) => j.runs.push(r)), 'out of order'],
      [
        forged(
          l,
          (j, r) =>
            (j.runs = Array.from({ length: 51 }, (_, i) => ({
              ...r,
              runId: String(200 + i)
            })))
        ),
        'more than 50'
      ],
      [forged(l, (j) => (j.older.runs = 3)), 'counts without a boundary'],
      [
        forged(l, (j) => (j.older.through = { at: j.runs[2]?.at, runId: '102', attempt: '1' })),
        'out of order'
      ],
      [forged(l, (j) => (j.key = 'ffffffffffffffffffff')), 'another key'],
      [forged(l, (j) => (j.v = 2)), 'another version'],
      [
        `${LEDGER_PREFIX}${KEY} v1 ${Buffer.from(
          Buffer.from(text.split(' ')[3] ?? '', 'base64url')
            .toString()
            .replace('{"v":1', '{"__proto__":{},"v":1')
        ).toString('base64url')} -->`,
        'an unknown field'
      ],
      [text.replace(' v1 ', ' v2 '), 'not version 1'],
      [text.replace(' -->', ''), 'no end'],
      [text.replace(/ -->$/, '= -->'), 'base64url'],
      [`${LEDGER_PREFIX}${KEY} v1 ${Buffer.from('{"v":1}').toString('base64url')} -->`, 'missing'],
      [
        `${LEDGER_PREFIX}${KEY} v1 ${Buffer.from('not json').toString('base64url')} -->`,
        'not JSON'
      ],
      [
        `${LEDGER_PREFIX}${KEY} v1 ${Buffer.from([0xff, 0xfe]).toString('base64url')} -->`,
        'not JSON'
      ],
      [`${LEDGER_PREFIX}${KEY} v1 ${'A'.repeat(MAX_LEDGER_CHARS)} -->`, 'too long'],
      // Valid JSON, another spelling than ours: spaces, another field order.
      [
        `${LEDGER_PREFIX}${KEY} v1 ${Buffer.from(JSON.stringify(JSON.parse(Buffer.from(text.split(' ')[3] ?? '', 'base64url').toString()), null, 1)).toString('base64url')} -->`,
        'not written as'
      ]
    ]
    for (const [body, reason] of cases) {
      const read = decodeLedger(`intro\n${body}`, KEY)
      expect(read.kind).toBe('invalid')
      if (read.kind === 'invalid') expect(read.reason).toContain(reason)
    }
  })

  it("ignores other keys' records and reads none where there is none", () => {
    const l = addRun(emptyLedger(KEY), run(1))
    const other = encodeLedger(addRun(emptyLedger('ffffffffffffffffffff'), run(2)))
    expect(decodeLedger(`${other}\n${encodeLedger(l)}`, KEY)).toEqual({ kind: 'ledger', ledger: l })
    expect(decodeLedger(other, KEY)).toEqual({ kind: 'none' })
    expect(decodeLedger('just a comment', KEY)).toEqual({ kind: 'none' })
    expect(decodeLedger('x', 'not-a-key').kind).toBe('invalid')
  })

  it('never throws, whatever the body', () => {
    const record = (payload: string) => `${LEDGER_PREFIX}${KEY} v1 ${payload} -->`
    const bodies = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.jsonValue().map((v) => record(Buffer.from(JSON.stringify(v)).toString('base64url'))),
      fc
        .record({
          v: fc.constant(1),
          key: fc.constant(KEY),
          runs: fc.array(fc.jsonValue()),
          older: fc.jsonValue()
        })
        .map((v) => record(Buffer.from(JSON.stringify(v)).toString('base64url'))),
      fc.string({ unit: 'binary' }).map((s) => record(s)),
      fc.uint8Array().map((b) => record(Buffer.from(b).toString('base64url')))
    )
    fc.assert(
      fc.property(bodies, (body) => {
        expect(() => decodeLedger(body, KEY)).not.toThrow()
      }),
      { numRuns: 1000 }
    )
  })

  it('reads big hostile bodies in linear time', () => {
    const start = `${LEDGER_PREFIX}${KEY}`
    const n = 8 * 1024 * 1024
    const bodies = [
      start.repeat(n / start.length),
      `${start} v1 ${'A'.repeat(n)}`,
      LEDGER_PREFIX.repeat(n / LEDGER_PREFIX.length) + start + ' v1 AAAA -->',
      ' -->'.repeat(n / 4) + start,
      `${start} v1 ${Buffer.from('['.repeat(24_000)).toString('base64url')} -->`,
      'x'.repeat(n)
    ]
    for (const body of bodies) {
      // CPU time, not wall time: the machine may be busy with other tests.
      const started = process.cpuUsage()
      decodeLedger(body, KEY)
      const used = process.cpuUsage(started)
      // Each takes a few ms; a quadratic scan of 8 MiB takes minutes.
      expect((used.user + used.system) / 1000).toBeLessThan(1000)
    }
  })
})

describe('merging ledgers', () => {
  it('is commutative, associative and idempotent, on runs and totals', () => {
    fc.assert(
      fc.property(ledgerArb, ledgerArb, ledgerArb, (a, b, c) => {
        expect(mergeLedgers(a, b)).toEqual(mergeLedgers(b, a))
        expect(mergeLedgers(mergeLedgers(a, b), c)).toEqual(mergeLedgers(a, mergeLedgers(b, c)))
        expect(mergeLedgers(a, a)).toEqual(a)
        expect(totals(mergeLedgers(a, b))).toEqual(totals(mergeLedgers(b, a)))
      }),
      { numRuns: 300 }
    )
  })

  it('lands two overlapping runs and counts nothing twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (known, x, y) => {
          const base = Array.from({ length: known }, (_, i) => run(i)).reduce(
            addRun,
            emptyLedger(KEY)
          )
          // Two runs read the same ledger, each adds its own (newer) runs, and writes back.
          const mine = Array.from({ length: x }, (_, i) => run(1000 + i, { trigger: true }))
          const theirs = Array.from({ length: y }, (_, i) => run(2000 + i, { durationMs: 5 }))
          const a = mine.reduce(addRun, base)
          const b = theirs.reduce(addRun, base)
          const merged = mergeLedgers(a, b)
          const only = (runs: LedgerRun[]) => totals({ ...emptyLedger(KEY), runs })
          expect(totals(merged)).toEqual(sum(sum(totals(base), only(mine)), only(theirs)))
          // Written again and read back by a third run: the same totals.
          const again = decodeLedger(encodeLedger(merged), KEY)
          if (again.kind !== 'ledger') throw new Error(again.kind)
          expect(totals(again.ledger)).toEqual(totals(merged))
          expect(again.ledger.runs.length).toBeLessThanOrEqual(MAX_RUNS)
        }
      ),
      { numRuns: 200 }
    )
  })

  it('keeps the newer entry of one run: the one that ran longer', () => {
    const early = run(1, { durationMs: 10, conclusion: 'failure', reason: 'timeout' })
    const late = run(1, { durationMs: 90_000 })
    const a = addRun(emptyLedger(KEY), early)
    const b = addRun(emptyLedger(KEY), late)
    expect(mergeLedgers(a, b).runs).toEqual([late])
    expect(addRun(b, early).runs).toEqual([late])
  })

  it('refuses to merge two keys', () => {
    expect(() => mergeLedgers(emptyLedger(KEY), emptyLedger('ffffffffffffffffffff'))).toThrow(
      /two keys/
    )
  })
})

describe('what the ledger says', () => {
  it('adds runs up, folding the oldest beyond 50 into older', () => {
    let l = emptyLedger(KEY)
    for (let i = 0; i < 55; i++)
      l = addRun(l, run(i, { trigger: i % 5 === 0, started: i % 7 !== 0, durationMs: 1000 }))
    expect(l.runs).toHaveLength(MAX_RUNS)
    expect(l.older).toMatchObject({ dropped: 5, through: { runId: '104' } })
    const started = Array.from({ length: 55 }, (_, i) => i).filter((i) => i % 7 !== 0)
    expect(totals(l)).toEqual({
      runs: started.length,
      automaticRuns: started.filter((i) => i % 5 !== 0).length,
      inputTokens: 55_000,
      outputTokens: 5_500,
      cacheReadTokens: 550,
      cacheWriteTokens: 55,
      agentMs: started.length * 1000
    })
  })

  it('names the last reviewed head and the last session', () => {
    const l = [
      run(1, { reviewed: true, head: 'a'.repeat(40), sessionId: 's-one' }),
      run(2, {
        reviewed: true,
        head: 'b'.repeat(40),
        conclusion: 'failure',
        reason: 'findings',
        sessionId: 's-two'
      }),
      run(3, { sessionId: 's-two', attempt: '2' }),
      run(4, { started: false, conclusion: 'skipped', reason: 'max-pr-runs' })
    ].reduce(addRun, emptyLedger(KEY))
    expect(lastReview(l)).toBe('b'.repeat(40))
    expect(lastSession(l)).toEqual({
      sessionId: 's-two',
      runs: [
        { at: run(3).at, runId: '103', attempt: '2' },
        { at: run(2).at, runId: '102', attempt: '1' }
      ]
    })
    expect(lastReview(emptyLedger(KEY))).toBeUndefined()
    expect(lastSession(emptyLedger(KEY))).toBeUndefined()
  })

  it("says whether the last review failed its gate: the newest reviewed run's, a capped run's never", () => {
    const failed = run(2, { reviewed: true, conclusion: 'failure', reason: 'findings' })
    const capped = run(3, { started: false, conclusion: 'failure', reason: 'max-pr-runs' })
    expect(
      lastReviewFailed(
        [run(1, { reviewed: true }), failed, capped].reduce(addRun, emptyLedger(KEY))
      )
    ).toBe(true)
    const passed = run(4, { reviewed: true })
    expect(lastReviewFailed([failed, passed].reduce(addRun, emptyLedger(KEY)))).toBe(false)
    // A review that failed for another reason did not fail its gate.
    const broken = run(5, { reviewed: true, conclusion: 'failure', reason: 'integrity' })
    expect(lastReviewFailed(addRun(emptyLedger(KEY), broken))).toBe(false)
    expect(lastReviewFailed(addRun(emptyLedger(KEY), run(6)))).toBeUndefined()
  })

  it('refuses to encode a run the decoder would refuse (a bug of ours)', () => {
    expect(() => encodeLedger(addRun(emptyLedger(KEY), run(1, { sessionId: 'bad id' })))).toThrow(
      /session id/
    )
  })
})
