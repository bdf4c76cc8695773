/**
 * The manifest's parts (src/core/verdict/manifest.ts): one entry per call and per command with
 * only the fields that are set, the head built from the run's facts (null for what is unknown
 * offline), the MCP servers the stream named and the required ones it never did, and every
 * string redacted, keys included.
 */
import { describe, expect, it } from '@jest/globals'
import {
  callEntry,
  commandEntry,
  manifestHead,
  redactDeep
} from '../../../src/core/verdict/manifest.js'
import { runFacts } from '../../../src/core/verdict/facts.js'
import { emptyReport, type ToolCallRecord } from '../../../src/core/stream/report-model.js'

const call = (o: Partial<ToolCallRecord>): ToolCallRecord => ({
  index: 1,
  callId: 'c1',
  kind: 'shell',
  target: 'npm test',
  state: 'failed',
  orphan: false,
  ...o
})
const ok = { conclusion: 'success', message: '' } as const
const producer = { via: 'report', version: '1.2.3' } as const

describe('call and command entries', () => {
  it('name the outcome and leave out fields that are not set', () => {
    expect(callEntry(call({ exitCode: 1 }))).toEqual({
      index: 1,
      callId: 'c1',
      kind: 'shell',
      target: 'npm test',
      outcome: 'failed',
      exitCode: 1,
      orphan: false
    })
    expect(commandEntry(call({ durationMs: 5 }))).toEqual({
      index: 1,
      command: 'npm test',
      outcome: 'failed',
      durationMs: 5
    })
  })

  it('make a command entry of shell calls only', () => {
    expect(commandEntry(call({ kind: 'read' }))).toBeUndefined()
  })
})

describe('manifestHead', () => {
  it('writes null for what is unknown offline, and the times when known', () => {
    const offline = manifestHead(runFacts({ verdict: ok, report: emptyReport() }), producer)
    expect(offline).toMatchObject({
      schemaVersion: 1,
      producer: { name: 'cursor-agent-action', via: 'report', version: '1.2.3' },
      verdict: { conclusion: 'success', failureReason: null, message: '' },
      timings: { startedAt: null, endedAt: null, wallMs: null, resultDurationMs: null },
      cli: { path: null, version: null, exitCode: null, install: null },
      result: null,
      structuredOutput: null
    })
    const timed = manifestHead(
      runFacts({
        verdict: ok,
        report: emptyReport(),
        startedAt: 0,
        endedAt: 2500,
        durationMs: 2400.4
      }),
      producer
    )
    expect(timed.timings).toEqual({
      startedAt: '1970-01-01T00:00:00.000Z',
      endedAt: '1970-01-01T00:00:02.500Z',
      wallMs: 2500,
      durationMs: 2400,
      resultDurationMs: null
    })
  })

  it('writes the structured output as a value when valid, as the errors when not', () => {
    const head = (structured: Parameters<typeof runFacts>[0]['structured']): unknown =>
      manifestHead(runFacts({ verdict: ok, report: emptyReport(), structured }), producer)
        .structuredOutput
    expect(head({ ok: true, json: '{"a":[1]}' })).toEqual({ valid: true, value: { a: [1] } })
    expect(head({ ok: false, errors: ['/a bad'] })).toEqual({ valid: false, errors: ['/a bad'] })
  })

  it('lists the servers the stream named, then the required ones it never named', () => {
    const report = emptyReport()
    report.mcp.servers.set('github', { calls: 2, ok: 1, failed: 1, rejected: 0, lastError: 'boom' })
    const facts = runFacts({
      verdict: ok,
      report,
      mcp: {
        required: ['github', 'jira'],
        listed: [{ name: 'jira', status: 'needs_auth', state: 'needs_action', text: 'needs auth' }]
      }
    })
    const mcp = manifestHead(facts, producer).mcp as { servers: unknown[]; required: string[] }
    expect(mcp.servers).toEqual([
      {
        name: 'github',
        calls: 2,
        ok: 1,
        failed: 1,
        rejected: 0,
        lastError: 'boom',
        required: true,
        available: true
      },
      {
        name: 'jira',
        calls: 0,
        ok: 0,
        failed: 0,
        rejected: 0,
        required: true,
        available: false,
        listed: { status: 'needs_auth', state: 'needs_action', text: 'needs auth' }
      }
    ])
    expect(mcp.required).toEqual(['github', 'jira'])
  })
})

describe('redactDeep', () => {
  it('redacts every string, keys included, and keeps the rest', () => {
    const redact = (s: string): string => s.replaceAll('SECRET', '***')
    expect(redactDeep({ SECRET: ['a SECRET', 1, null, { k: true }] }, redact)).toEqual({
      '***': ['a ***', 1, null, { k: true }]
    })
  })
})
