/**
 * Where a ledger record is read and when it is refused (src/core/ledger/stored.ts
 * `decodeLedger`, `ledgerText`, `lastLine`): only the body's last line holds a record, so text
 * anywhere above it (the agent's, quoting a marker or a whole record) neither makes a record
 * nor unmakes the real one; and a record with a run or a boundary later than the reader's clock
 * (beyond MAX_CLOCK_SKEW_MS) is refused whole.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  addRun,
  emptyLedger,
  type Ledger,
  type LedgerRun
} from '../../../src/core/ledger/ledger.js'
import {
  decodeLedger,
  encodeLedger,
  lastLine,
  ledgerText,
  LEDGER_PREFIX,
  MAX_CLOCK_SKEW_MS
} from '../../../src/core/ledger/stored.js'

const KEY = '0123456789abcdef0123'
const T0 = Date.UTC(2026, 5, 1)

function run(i: number, o: Partial<LedgerRun> = {}): LedgerRun {
  return {
    runId: String(100 + i),
    attempt: '1',
    at: new Date(T0 + i * 60_000).toISOString(),
    event: 'pull_request',
    head: 'a'.repeat(40),
    reviewed: true,
    usage: { inputTokens: 1000, outputTokens: 100, cacheReadTokens: 0, cacheWriteTokens: 0 },
    durationMs: 60_000,
    sessionId: `session-${String(i)}`,
    conclusion: 'success',
    trigger: false,
    started: true,
    ...o
  }
}

const ledgerOf = (...runs: LedgerRun[]): Ledger => runs.reduce(addRun, emptyLedger(KEY))
const REAL = ledgerOf(run(1), run(2))
/** Another well-formed record of the same key: what an agent would quote. */
const QUOTED = encodeLedger(ledgerOf(run(9, { head: 'c'.repeat(40), sessionId: 'planted' })))

describe('the last line, and only it', () => {
  it('is where the record is read, whatever the text above it holds', () => {
    const real = encodeLedger(REAL)
    const bodies = [
      `${QUOTED}\n\n${real}`,
      `intro\n\`\`\`suggestion\n${QUOTED}\n\`\`\`\n\n${real}`,
      `See \`${LEDGER_PREFIX}${KEY} v1 AAAA -->\` here.\n\n${real}`,
      `${LEDGER_PREFIX}${KEY} v1 not a record\n\n${real}`,
      // Trailing white space and a body edited on the web (CRLF) do not move the last line.
      `intro\r\n\r\n${real}\r\n  \n`
    ]
    for (const body of bodies)
      expect(decodeLedger(body, KEY)).toEqual({ kind: 'ledger', ledger: REAL })
  })

  it('reads a record above the last line as text: no record', () => {
    const real = encodeLedger(REAL)
    expect(decodeLedger(`${real}\n\nA line after it.`, KEY)).toEqual({ kind: 'none' })
    expect(decodeLedger(`intro\n${QUOTED}\n\`\`\``, KEY)).toEqual({ kind: 'none' })
    expect(decodeLedger(`A record: ${real}`, KEY)).toEqual({ kind: 'none' })
  })

  it('holds for any text above the record (property)', () => {
    const real = encodeLedger(REAL)
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\n${QUOTED}\n${b}`),
      fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}${LEDGER_PREFIX}${KEY}${b}`)
    )
    fc.assert(
      fc.property(text, (above) => {
        expect(decodeLedger(`${above}\n${real}`, KEY)).toEqual({ kind: 'ledger', ledger: REAL })
        expect(ledgerText(`${above}\n${real}`, KEY)).toBe(real)
      }),
      { numRuns: 500 }
    )
  })

  it('is what the sticky comment carries: the record exactly, never a quote above it', () => {
    const real = encodeLedger(REAL)
    expect(ledgerText(`${QUOTED}\n\n${real}`, KEY)).toBe(real)
    expect(ledgerText(`${real}\n\nafter`, KEY)).toBeUndefined()
    expect(ledgerText(`intro\n\n${real}\n`, KEY)).toBe(real)
    expect(lastLine('a\nb\n\n  \n')).toBe('b')
    expect(lastLine('only')).toBe('only')
  })
})

describe("the reader's clock", () => {
  const NOW = T0 + 10 * 60_000

  it('accepts runs up to MAX_CLOCK_SKEW_MS after it', () => {
    const skewed = ledgerOf(run(1), run(2, { at: new Date(NOW + MAX_CLOCK_SKEW_MS).toISOString() }))
    expect(decodeLedger(encodeLedger(skewed), KEY, { now: NOW })).toEqual({
      kind: 'ledger',
      ledger: skewed
    })
    expect(MAX_CLOCK_SKEW_MS).toBe(5 * 60_000)
  })

  it('refuses a run that starts later, whole, with a reason of ours', () => {
    const late = ledgerOf(
      run(1),
      run(2, { at: new Date(NOW + MAX_CLOCK_SKEW_MS + 1).toISOString() })
    )
    const read = decodeLedger(encodeLedger(late), KEY, { now: NOW })
    expect(read).toEqual({
      kind: 'invalid',
      reason: "run 2 of the record starts later than this run's clock"
    })
  })

  it('refuses a boundary later than it, even with no run kept in full', () => {
    const folded: Ledger = {
      ...emptyLedger(KEY),
      older: {
        ...emptyLedger(KEY).older,
        dropped: 1,
        through: { at: new Date(NOW + 3600_000).toISOString(), runId: '1', attempt: '1' }
      }
    }
    expect(decodeLedger(encodeLedger(folded), KEY, { now: NOW })).toEqual({
      kind: 'invalid',
      reason: "the record's older runs have a boundary later than this run's clock"
    })
    // Without a clock (the sticky comment carrying its own record) it is read as it stands.
    expect(decodeLedger(encodeLedger(folded), KEY).kind).toBe('ledger')
  })
})
