/**
 * The top of the summary (src/render/status.ts): the status line, the callout of a run that did
 * not succeed with every fix, the advice of a green run, and the facts row with the install line.
 */
import { describe, expect, it } from '@jest/globals'
import {
  adviceSection,
  calloutSection,
  factsSection,
  statusSection
} from '../../src/render/status.js'
import { runFacts, type RunFacts } from '../../src/core/verdict/facts.js'
import { emptyReport, type RunReport } from '../../src/core/stream/report-model.js'
import type { Hint } from '../../src/core/verdict/hints.js'
import { makeRedactor } from '../../src/core/redact/redact.js'

const SECRET = 'key_status_section_0123456789'
const redact = makeRedactor([SECRET])
const success = { conclusion: 'success', message: '' } as const
const failure = {
  conclusion: 'failure',
  reason: 'agent_error',
  message: 'The agent failed.'
} as const

function facts(o: Partial<RunFacts> & { report?: RunReport } = {}): RunFacts {
  return runFacts({ verdict: success, report: emptyReport(), ...o })
}
const hint = (text: string, headline?: string): Hint => ({
  id: 'auth' as Hint['id'],
  text,
  headline
})

describe('statusSection', () => {
  it('says how the run ended, why, how long, and the counts', () => {
    const report = emptyReport()
    report.counts.calls = 1234
    report.counts.failed = 2
    report.counts.rejected = 1
    // The rest ended well: calls that ended neither way would be counted as unknown.
    report.counts.byKind.set('shell', {
      calls: 1234,
      ok: 1231,
      failed: 2,
      rejected: 1,
      durationMs: 0
    })
    report.filesChanged.push({
      path: 'a',
      created: false,
      deleted: false,
      fromEdit: true,
      fromGit: false
    })
    expect(statusSection(facts({ verdict: failure, report, durationMs: 65_000 }), [])).toEqual([
      '### ❌ Cursor Agent failed (`agent_error`) in 1m 05s · 1 file changed · 1,234 tool calls (2 failed, 1 rejected)',
      ''
    ])
  })

  it('puts a headline fix first, and no reason or time on a green run without them', () => {
    const [line] = statusSection(facts({ durationMs: NaN }), [hint('Set the key.', 'no API key')])
    expect(line).toBe(
      '### ✅ Cursor Agent succeeded · no API key · no files changed · 0 tool calls'
    )
  })
})

describe('calloutSection', () => {
  it('is empty on success', () => {
    expect(calloutSection(facts(), [hint('x')], redact)).toEqual([])
  })

  it('quotes the message and every fix, and shows the stderr redacted', () => {
    const out = calloutSection(
      facts({ verdict: failure, stderrTail: `boom ${SECRET}\n\n` }),
      [hint('Fix one.'), hint('Fix two.\nMore.')],
      redact
    ).join('\n')
    expect(
      out.startsWith('> [!CAUTION]\n> The agent failed.\n>\n> Fix one.\n>\n> Fix two.\n> More.\n')
    ).toBe(true)
    expect(out).toContain("<details open><summary>Last lines of the CLI's stderr</summary>")
    expect(out).not.toContain(SECRET)
  })

  it('warns rather than cautions on a cancelled run, and shows no blank stderr', () => {
    const out = calloutSection(
      facts({ verdict: { conclusion: 'cancelled', message: 'Cancelled.' }, stderrTail: ' \n' }),
      [],
      redact
    )
    expect(out).toEqual(['> [!WARNING]', '> Cancelled.', ''])
  })
})

describe('adviceSection', () => {
  it('gives the fixes that still apply on a green run only', () => {
    expect(adviceSection(facts(), [hint('A.'), hint('B.')])).toEqual([
      '> [!TIP]',
      '> A.',
      '>',
      '> B.',
      ''
    ])
    expect(adviceSection(facts(), [])).toEqual([])
    expect(adviceSection(facts({ verdict: failure }), [hint('A.')])).toEqual([])
  })
})

describe('factsSection', () => {
  it('lists model, session, request, CLI, connection and tokens in one row', () => {
    const report: RunReport = {
      ...emptyReport(),
      model: 'gpt-5',
      sessionId: 's|1',
      result: {
        subtype: 'success',
        isError: false,
        text: '',
        requestId: 'r-1',
        usage: { inputTokens: 1200, outputTokens: 5 }
      },
      connection: { reconnections: 1, retries: 2 }
    }
    const [head, rule, row] = factsSection(facts({ report, cliVersion: '2026.10.1', exitCode: 0 }))
    expect(head).toBe(
      '| Model | Session (`resume:` continues it) | Request | CLI | Connection to Cursor | Tokens |'
    )
    expect(rule).toBe('|---|---|---|---|---|---|')
    // The version is the CLI's text, escaped as text ("2026." could start a list).
    expect(row).toBe(
      '| gpt-5 | `s\\|1` | `r-1` | 2026\\.10.1 · exit code 0 | 1 reconnection · 2 retried requests | 1,200 in · 5 out · 0 cache read · 0 cache write |'
    )
  })

  it('says how the CLI was installed, and why pinning is better after the script', () => {
    const pinned = factsSection(
      facts({
        install: {
          source: 'tool-cache',
          ms: 1500,
          url: 'u',
          build: '2026.10.1',
          sha256: 'abc',
          verified: true
        }
      })
    ).join('\n')
    expect(pinned).toContain(
      "CLI `2026.10.1` from a cache (the runner's tool cache) in 1.5 s · sha256 `abc`, as `cli-sha256` says."
    )
    const script = factsSection(
      facts({
        install: { source: 'script', ms: 2000, url: 'https://cursor.com/install', verified: false }
      })
    ).join('\n')
    expect(script).toContain(
      "CLI installed by Cursor's install script (`https://cursor.com/install`) in 2.0 s. Pinning a build"
    )
    expect(factsSection(facts()).join('\n')).toContain('| exit code – |')
  })
})
