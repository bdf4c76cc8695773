/**
 * The shapes of the 2026.10 builds (docs/stream.md §2.7, §2.9, §5.1, §5.7), in process, on the
 * recorded-style streams of __tests__/fixtures/shapes (SOURCES.md there says where each shape
 * comes from): plan mode's plan as the run's answer, questions nobody can answer, retries and
 * reconnections, the failures on stderr, and `cursor-agent mcp list`.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { causeOf, networkFault } from '../../../src/core/stream/causes.js'
import { parseLine } from '../../../src/core/stream/events.js'
import { runFacts } from '../../../src/core/verdict/facts.js'
import { findHints } from '../../../src/core/verdict/hints.js'
import { parseMcpList } from '../../../src/core/stream/mcp.js'
import { outputsFor } from '../../../src/core/verdict/outputs.js'
import { makeRedactor } from '../../../src/core/redact/redact.js'
import { foldText, type RunReport } from '../../../src/core/stream/report.js'
import { decide, refine } from '../../../src/core/verdict/verdict.js'
import { renderSummary } from '../../../src/render/summary.js'
import { init, result, ROOT, SESSION } from '../../support/helpers.js'
import {
  AUTH,
  AUTH_2026_10,
  MCP_NETWORK_AUTH,
  NETWORK,
  NETWORK_TLS,
  NO_CHAT,
  PLAN,
  TRUST
} from '../../support/cli-words.js'

const SHAPES = path.join(ROOT, '__tests__', 'fixtures', 'shapes')
const read = (name: string): string => fs.readFileSync(path.join(SHAPES, name), 'utf8')
const lines = (objs: object[]): string => objs.map((o) => JSON.stringify(o)).join('\n') + '\n'
const KEY = 'key_shapes_0123456789abcdef'
const redact = makeRedactor([KEY])

/** The plan of a fixture, read off the raw file (not through our parser). */
function rawPlans(name: string): string[] {
  return read(name)
    .trim()
    .split('\n')
    .flatMap((l) => {
      const v = JSON.parse(l) as {
        query?: { createPlanRequestQuery?: { args?: { plan?: string } } }
        subtype?: string
        tool_call?: { createPlanToolCall?: { args?: { plan?: string } } }
      }
      const plan =
        v.query?.createPlanRequestQuery?.args?.plan ??
        (v.subtype === 'started' ? v.tool_call?.createPlanToolCall?.args?.plan : undefined)
      return plan !== undefined ? [plan] : []
    })
}

function summaryOf(report: RunReport): string {
  const verdict = decide({ kind: 'exited', exitCode: 0, signal: null }, report.result)
  return renderSummary(runFacts({ report, verdict, exitCode: 0 }), redact)
}

const outputs = (report: RunReport) =>
  outputsFor(
    runFacts({
      report,
      verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, report.result)
    })
  )

describe('plan mode: the plan is the answer', () => {
  it('as an interaction_query: final_message and result are the plan, whole; never an approval', () => {
    const [plan] = rawPlans('plan-query.ndjson')
    const report = foldText(read('plan-query.ndjson'), { redact })
    expect(plan).toContain('## Out of scope')
    expect(report.plan).toBe(plan)
    expect(report.finalMessage).toBe(plan)
    // The CLI's result text was only the narration: the result output is the plan.
    expect(report.result?.text).toBe(plan)
    expect(outputs(report).result).toBe(plan)
    expect(outputs(report).final_message).toBe(plan)
    expect(report.diagnostics.interactionQueries).toBe(0)
    expect(report.diagnostics.unknownTypes.size).toBe(0)
    const md = summaryOf(report)
    expect(md).toContain("#### The agent's plan")
    expect(md).toContain('Out of scope')
    expect(md).not.toContain('asked for approval')
  })

  it('as createPlanToolCall: the last of several, counted as a tool call', () => {
    const plans = rawPlans('plan-tool-call.ndjson')
    expect(plans).toHaveLength(2)
    const report = foldText(read('plan-tool-call.ndjson'))
    expect(report.finalMessage).toBe(plans[1])
    expect(report.result?.text).toBe(plans[1])
    expect(report.tools.map((t) => [t.kind, t.state, t.target])).toEqual([
      ['createPlan', 'ok', 'Retry on 429'],
      ['createPlan', 'ok', 'Retry on 429 and 503']
    ])
    // What the agent said after the plan is narration, not the answer.
    expect(report.segments).toBe(3)
  })

  it('keeps the result text when it holds the plan, and an error result as it is', () => {
    const query = (plan: string): object => ({
      type: 'interaction_query',
      subtype: 'request',
      query_type: 'createPlanRequestQuery',
      query: { id: 1, createPlanRequestQuery: { args: { plan } } }
    })
    const holds = foldText(lines([init, query('# P\n1. a'), result('Here it is:\n# P\n1. a')]))
    expect(holds.result?.text).toBe('Here it is:\n# P\n1. a')
    expect(holds.finalMessage).toBe('# P\n1. a')
    const error = foldText(lines([init, query('# P'), result('rate limited', { is_error: true })]))
    expect(error.result?.text).toBe('rate limited')
    expect(error.finalMessage).toBe('# P')
    // A plan after the result still becomes the answer; an empty plan is none.
    const late = foldText(lines([init, result('narration'), query('# Late'), query('  ')]))
    expect(late.result?.text).toBe('# Late')
    expect(late.finalMessage).toBe('# Late')
  })

  it('is redacted, also when it arrives in a line with a secret', () => {
    const report = foldText(
      lines([
        init,
        {
          type: 'interaction_query',
          subtype: 'request',
          query_type: 'createPlanRequestQuery',
          query: { id: 1, createPlanRequestQuery: { args: { plan: `# Plan\nuse ${KEY}` } } }
        },
        result('x')
      ]),
      { redact }
    )
    expect(report.finalMessage).toBe('# Plan\nuse ***')
    expect(report.result?.text).toBe('# Plan\nuse ***')
  })
})

describe('questions the CLI skips', () => {
  it('are listed as asked and unanswered, never as approvals, with --force too', () => {
    const report = foldText(read('questions.ndjson'))
    expect(report.questions).toEqual({
      asked: 1,
      items: [
        {
          id: 2,
          title: 'Add order history',
          prompts: ['How should order history work, given there are no user accounts?'],
          skipped: 'Questions skipped by the user, continue with the information you already have'
        }
      ]
    })
    expect(report.diagnostics.interactionQueries).toBe(0)
    expect(report.counts.rejected).toBe(0)
    const md = summaryOf(report)
    expect(md).toContain('#### Questions the agent asked (1, unanswered)')
    expect(md).toContain('- Add order history — unanswered; the CLI said: Questions skipped')
    expect(md).toContain('How should order history work, given there are no user accounts?')
    expect(md).not.toContain('asked for approval')
  })
})

describe('retries and reconnections', () => {
  it('are known events, counted in the run facts; the answer is never doubled', () => {
    const text = read('retry.ndjson')
    const report = foldText(text)
    expect(report.diagnostics.unknownTypes.size).toBe(0)
    expect(report.connection).toEqual({ reconnections: 2, retries: 1 })
    expect(report.finalMessage).toBe('The tests pass on main.')
    expect(summaryOf(report)).toContain('| Connection to Cursor |')
    expect(summaryOf(report)).toContain('| 2 reconnections · 1 retried request |')
    // Without the whole message at the end, the deltas alone give the answer, once.
    const deltasOnly = text
      .split('\n')
      .filter((l) => !(l.includes('"type":"assistant"') && !l.includes('timestamp_ms')))
      .join('\n')
    expect(foldText(deltasOnly).finalMessage).toBe('The tests pass on main.')
  })

  it('takes a retry that repeats the text so far as that text, and goes on after it', () => {
    const delta = (text: string, ts: number): object => ({
      type: 'assistant',
      message: { role: 'assistant', content: [{ type: 'text', text }] },
      session_id: SESSION,
      timestamp_ms: ts
    })
    const retry = {
      type: 'retry',
      message: { role: 'assistant', content: [{ type: 'text', text: 'hello' }] },
      timestamp_ms: 3
    }
    const r = foldText(lines([delta('hello', 1), retry, delta(' world', 4), result('')]))
    expect(r.finalMessage).toBe('hello world')
    expect(r.connection).toEqual({ reconnections: 0, retries: 1 })
    // Streamed again from its start after a reconnection: the repeat is skipped, the rest kept.
    const again = foldText(
      lines([delta('hel', 1), { type: 'reconnecting' }, delta('hel', 4), delta('p', 5), result('')])
    )
    expect(again.finalMessage).toBe('help')
  })
})

describe('a retry record in the transcript', () => {
  it('is rewritten when its text, joined from several items, holds a secret', () => {
    const line = JSON.stringify({
      type: 'retry',
      message: {
        role: 'assistant',
        content: [
          { type: 'text', text: KEY.slice(0, 12) },
          { type: 'text', text: KEY.slice(12) }
        ]
      },
      timestamp_ms: 1
    })
    const parsed = parseLine(line, redact)
    expect(parsed.ok && parsed.event.type === 'retry' ? parsed.event.text : '').toBe('***')
    expect(parsed.redacted).toBeDefined()
    expect(parsed.redacted).not.toContain(KEY.slice(12))
  })
})

describe('failures on stderr', () => {
  const exited = decide({ kind: 'exited', exitCode: 1, signal: null }, undefined)

  it.each([
    [TRUST, 'untrusted', 'invalid_input', 'input "trust"'],
    [NO_CHAT, 'no_chat', 'invalid_input', 'input "resume"'],
    [AUTH_2026_10, 'auth', 'auth', 'authentication'],
    [AUTH, 'auth', 'auth', 'authentication'],
    [PLAN, 'model_unavailable', 'model_unavailable', 'only the Auto model'],
    [NETWORK, 'network', 'network', "reach Cursor's servers"],
    [NETWORK_TLS, 'network', 'network', "reach Cursor's servers"],
    [MCP_NETWORK_AUTH, 'auth', 'auth', 'authentication']
  ])('%s → %s', (stderr, cause, reason, words) => {
    expect(causeOf(stderr)).toBe(cause)
    const v = refine(exited, { stderr })
    expect(v.reason).toBe(reason)
    expect(v.message).toContain(words)
    expect(v.message).toContain('The CLI exited with code 1; no result event arrived.')
  })

  it('reads a network fault only with a Cursor host, never an MCP server’s own', () => {
    expect(networkFault('getaddrinfo ENOTFOUND api2.cursor.sh')).toBe(true)
    expect(networkFault('connect ETIMEDOUT 104.18.1.1:443 (repo42.cursorapi.com)')).toBe(true)
    expect(networkFault('request to https://cursor.com/api failed, reason: EAI_AGAIN')).toBe(true)
    expect(networkFault('getaddrinfo ENOTFOUND registry.npmjs.org')).toBe(false)
    expect(networkFault('getaddrinfo ENOTFOUND notcursor.com')).toBe(false)
    expect(networkFault('getaddrinfo ENOTFOUND cursor.com.example.net')).toBe(false)
    expect(networkFault('MCP server docs: getaddrinfo ENOTFOUND docs.cursor.com')).toBe(false)
    expect(networkFault('Error: invalid API key\nsee https://cursor.com/dashboard')).toBe(false)
  })

  it.each([
    [TRUST, 'trust', 'Set `trust: true`', false],
    [NO_CHAT, 'no_chat', '`resume: pr`', true],
    [NETWORK, 'network', 'the key is not the cause', true],
    [PLAN, 'model', 'Auto is the only model a free plan may use', true]
  ])('%s: the hint says what to do', (stderr, id, words, keySet) => {
    const report = foldText(lines([init]))
    const verdict = refine(exited, { stderr })
    const hints = findHints({ report, verdict, stderr, trust: false, apiKeySet: keySet })
    expect(hints.find((h) => h.id === id)?.text).toContain(words)
    // A network fault is not a refused key; a free plan is not a rate limit.
    expect(hints.map((h) => h.id)).not.toContain(id === 'network' ? 'auth' : 'plan_limit')
  })
})

describe('cursor-agent mcp list', () => {
  it('reads every status after an ANSI-wrapped Loading MCPs…, as up, down or needs action', () => {
    const got = parseMcpList(read('mcp-list.txt'))
    expect(got?.empty).toBe(false)
    expect(got?.servers.map((s) => [s.name, s.status, s.state, s.text])).toEqual([
      ['docs', 'ready', 'up', 'ready'],
      ['team:docs', 'connected', 'up', 'connected'],
      ['tickets', 'error', 'down', 'Error: Connection failed: https://mcp.tickets.example.com/…'],
      ['linear', 'needs_auth', 'needs_action', 'needs authentication'],
      ['sentry', 'needs_auth', 'needs_action', 'requires_authentication'],
      ['search', 'not_loaded', 'needs_action', 'not loaded (needs approval)'],
      ['old', 'disabled', 'needs_action', 'disabled'],
      ['mail', 'disconnected', 'down', 'disconnected'],
      ['wiki', 'connection_failed', 'down', 'connection failed'],
      ['new', 'loading', 'unknown', 'loading']
    ])
  })

  it('cuts a URL in an Error: text to its host (its path, query or user can be a token)', () => {
    const got = parseMcpList(
      'a: Error: 401 from https://user:pw@mcp.example.com:8443/v1/sse?key=secret_0123 (retry)'
    )
    expect(got?.servers[0]?.text).toBe('Error: 401 from https://mcp.example.com/… (retry)')
  })
})
