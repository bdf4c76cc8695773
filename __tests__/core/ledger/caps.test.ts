/**
 * The caps per pull request (src/core/ledger/caps.ts): who runs and who does not against max-pr-runs
 * and max-pr-tokens, the fail-closed rule when the ledger cannot be read, and the one
 * deterministic note (the cap by its input name, the totals, how to go on) in markup and plain.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  capsWithoutPr,
  checkCaps,
  isCapped,
  threadFindings,
  totalsSentence,
  type CapSettings
} from '../../../src/core/ledger/caps.js'
import type { PriorFinding } from '../../../src/core/review/plan.js'
import type { Totals } from '../../../src/core/ledger/ledger.js'
import { plainText } from '../../../src/core/said.js'
import { markup } from '../../../src/render/markdown.js'

const none: Totals = {
  runs: 0,
  automaticRuns: 0,
  inputTokens: 0,
  outputTokens: 0,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
  agentMs: 0
}
const caps = (o: Partial<CapSettings> = {}): CapSettings => ({
  maxPrRuns: 0,
  maxPrTokens: 0,
  triggerPhrase: '@cursor',
  ...o
})
const read = (t: Partial<Totals>) => ({ kind: 'read' as const, totals: { ...none, ...t } })

describe('max-pr-runs', () => {
  it('stops the automatic run once that many automatic runs started the CLI', () => {
    const c = caps({ maxPrRuns: 2 })
    expect(
      checkCaps({ caps: c, ledger: read({ runs: 5, automaticRuns: 1 }), trigger: false })
    ).toEqual({ run: true })
    const third = checkCaps({
      caps: c,
      ledger: read({ runs: 2, automaticRuns: 2 }),
      trigger: false
    })
    expect(third).toMatchObject({ run: false, cap: 'max-pr-runs' })
    if (third.run) return
    expect(plainText(third.note)).toBe(
      'Not run: 2 automatic runs have started the agent on this pull request, which reaches "max-pr-runs" (2). So far: 2 runs (2 automatic), 0 input and 0 output tokens, 0 cache read and 0 cache write, 0s of agent time. A comment @cursor … still runs (trigger-phrase requests are not counted), or raise "max-pr-runs".'
    )
    expect(markup(third.note, (s) => s)).toContain('`max-pr-runs` (2)')
    expect(markup(third.note, (s) => s)).toContain('`@cursor …`')
  })

  it('never counts or caps a trigger-phrase request, whoever asks', () => {
    for (const role of ['write', 'read', undefined])
      expect(
        checkCaps({
          caps: caps({ maxPrRuns: 1 }),
          ledger: read({ automaticRuns: 9 }),
          trigger: true,
          role
        })
      ).toEqual({ run: true })
  })

  it('says to raise the input when the workflow has no trigger phrase', () => {
    const d = checkCaps({
      caps: caps({ maxPrRuns: 1, triggerPhrase: '' }),
      ledger: read({ automaticRuns: 1, runs: 1 }),
      trigger: false
    })
    expect(d.run).toBe(false)
    if (!d.run) expect(plainText(d.note)).toMatch(/Raise "max-pr-runs" to go on\.$/)
  })
})

describe('max-pr-tokens', () => {
  const c = caps({ maxPrTokens: 1_000_000 })
  const spent = read({
    runs: 3,
    automaticRuns: 2,
    inputTokens: 900_000,
    outputTokens: 100_000,
    agentMs: 725_000
  })

  it('stops every run once input + output tokens reach it', () => {
    expect(checkCaps({ caps: c, ledger: read({ inputTokens: 999_999 }), trigger: false })).toEqual({
      run: true
    })
    const d = checkCaps({ caps: c, ledger: spent, trigger: false })
    expect(d).toMatchObject({ run: false, cap: 'max-pr-tokens' })
    if (d.run) return
    expect(plainText(d.note)).toBe(
      'Not run: this pull request\'s runs have used 1,000,000 input and output tokens, which reaches "max-pr-tokens" (1,000,000). So far: 3 runs (2 automatic), 900,000 input and 100,000 output tokens, 0 cache read and 0 cache write, 12m 05s of agent time. A maintainer or admin can comment @cursor … to run anyway, or raise "max-pr-tokens".'
    )
    // Cache tokens do not count toward it.
    expect(checkCaps({ caps: c, ledger: read({ cacheReadTokens: 5e9 }), trigger: false })).toEqual({
      run: true
    })
  })

  it('lets a maintainer or admin go past it with a trigger-phrase request, nobody else', () => {
    for (const role of ['maintain', 'admin', 'Admin'])
      expect(checkCaps({ caps: c, ledger: spent, trigger: true, role })).toEqual({ run: true })
    for (const role of ['write', 'triage', 'read', 'custom', undefined])
      expect(checkCaps({ caps: c, ledger: spent, trigger: true, role })).toMatchObject({
        run: false,
        cap: 'max-pr-tokens'
      })
    // A maintainer's automatic run (a push) is capped like any other.
    expect(checkCaps({ caps: c, ledger: spent, trigger: false, role: 'admin' })).toMatchObject({
      run: false
    })
  })

  it('names the tokens cap first when both are reached', () => {
    const d = checkCaps({
      caps: caps({ maxPrRuns: 1, maxPrTokens: 10 }),
      ledger: read({ automaticRuns: 5, inputTokens: 10 }),
      trigger: false
    })
    expect(d).toMatchObject({ run: false, cap: 'max-pr-tokens' })
  })
})

describe('a ledger that could not be read', () => {
  const unreadable = { kind: 'unreadable' as const, why: 'HTTP 502: Server Error' }

  it('skips an automatic run when a cap is set (fail closed), naming the cap and why', () => {
    const d = checkCaps({ caps: caps({ maxPrRuns: 3 }), ledger: unreadable, trigger: false })
    expect(d).toMatchObject({ run: false, cap: 'max-pr-runs' })
    if (d.run) return
    expect(plainText(d.note)).toBe(
      'Not run: "max-pr-runs" is set, but this pull request\'s ledger could not be read (HTTP 502: Server Error), so the cap cannot be checked and an automatic run does not start. A comment @cursor … from someone allowed to trigger still runs.'
    )
    const both = checkCaps({
      caps: caps({ maxPrRuns: 3, maxPrTokens: 9 }),
      ledger: unreadable,
      trigger: false
    })
    if (!both.run)
      expect(plainText(both.note)).toContain('"max-pr-runs" and "max-pr-tokens" are set')
  })

  it('runs a trigger-phrase request, saying the caps were not checked', () => {
    const d = checkCaps({
      caps: caps({ maxPrTokens: 9 }),
      ledger: unreadable,
      trigger: true,
      role: 'write'
    })
    expect(d.run).toBe(true)
    expect(d.run && d.note !== undefined ? plainText(d.note) : '').toContain('were not checked')
  })

  it('changes nothing when no cap is set', () => {
    expect(checkCaps({ caps: caps(), ledger: unreadable, trigger: false })).toEqual({ run: true })
  })
})

describe('the note', () => {
  it('escapes what is not ours: the reason from GitHub and the trigger phrase', () => {
    const d = checkCaps({
      caps: caps({ maxPrRuns: 1, triggerPhrase: '@bot`x' }),
      ledger: { kind: 'unreadable', why: '**bold** <img src=x> @someone' },
      trigger: false
    })
    if (d.run) throw new Error('ran')
    const md = markup(d.note, (s) => s)
    expect(md).not.toContain('**bold**')
    expect(md).toContain('\\<img')
    expect(md).not.toContain('@someone')
  })

  it('is the same for the same totals (no clock, no locale)', () => {
    fc.assert(
      fc.property(
        fc.record({
          runs: fc.nat(),
          automaticRuns: fc.nat(),
          inputTokens: fc.nat(),
          outputTokens: fc.nat(),
          cacheReadTokens: fc.nat(),
          cacheWriteTokens: fc.nat(),
          agentMs: fc.nat()
        }),
        (t) => {
          expect(plainText(totalsSentence(t))).toBe(plainText(totalsSentence({ ...t })))
          expect(plainText(totalsSentence(t))).toMatch(
            /^So far: [\d,]+ runs? \([\d,]+ automatic\), /
          )
        }
      )
    )
  })
})

describe("a capped review's findings on the threads", () => {
  const mine = '1'.repeat(20)
  const c = (extra: Partial<PriorFinding>): PriorFinding => ({
    fingerprint: 'f1',
    keyHash: mine,
    url: 'u',
    path: 'a.ts',
    line: 3,
    severity: 'high',
    title: 't',
    thread: { id: 'T', resolved: false, outdated: false, replied: false },
    ...extra
  })

  it("are this job's, each with its thread's state; another job's and unreadable ones are left out", () => {
    const read = threadFindings(
      [
        c({}),
        c({
          fingerprint: 'f2',
          thread: { id: 'U', resolved: true, outdated: true, replied: false }
        }),
        c({ fingerprint: 'f3', keyHash: '2'.repeat(20) }),
        c({ fingerprint: 'f4', severity: undefined }),
        c({ fingerprint: 'f5', line: undefined, thread: undefined })
      ],
      mine
    )
    expect(read).toEqual([
      { fingerprint: 'f1', severity: 'high', path: 'a.ts', line: 3, title: 't', resolved: false },
      { fingerprint: 'f2', severity: 'high', path: 'a.ts', line: 3, title: 't', resolved: true },
      { fingerprint: 'f5', severity: 'high', path: 'a.ts', title: 't', resolved: false }
    ])
  })

  it('a capped run is one whose ledger entry names a cap as its reason', () => {
    const run = { reason: 'max-pr-tokens' } as Parameters<typeof isCapped>[0]
    expect(isCapped(run)).toBe(true)
    expect(isCapped({ ...run, reason: 'findings' })).toBe(false)
    expect(isCapped({ ...run, reason: undefined })).toBe(false)
  })
})

describe('the caps on an event without a pull request', () => {
  it('say so once per cap set, naming the input and the event, in markup and plain', () => {
    expect(capsWithoutPr({ maxPrRuns: 0, maxPrTokens: 0 }, 'push')).toEqual([])
    const both = capsWithoutPr({ maxPrRuns: 2, maxPrTokens: 1000 }, 'issues')
    expect(both.map((s) => plainText(s))).toEqual([
      'max-pr-runs counts runs per pull request; an issues event has none: this run is neither counted nor capped.',
      'max-pr-tokens counts tokens per pull request; an issues event has none: this run is neither counted nor capped.'
    ])
    expect(markup(both[0] ?? '', (t) => t)).toBe(
      '`max-pr-runs` counts runs per pull request; an `issues` event has none: this run is neither counted nor capped.'
    )
    const unnamed = capsWithoutPr({ maxPrRuns: 0, maxPrTokens: 5 }, '')
    expect(unnamed.map((s) => plainText(s))).toEqual([
      'max-pr-tokens counts tokens per pull request; this event has none: this run is neither counted nor capped.'
    ])
  })
})
