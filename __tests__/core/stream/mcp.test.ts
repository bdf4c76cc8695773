/**
 * Issue 26 §2, in process: MCP calls folded per server (the stream's `serverIdentifier`, else
 * `providerIdentifier`), `cursor-agent mcp list` read, the verdict and the fix for servers
 * `require-mcp` names, and the summary's "MCP servers" section and header with hostile server
 * names and error texts (markup, mentions, workflow commands), rendered as GitHub does.
 */
import { runFacts } from '../../../src/core/verdict/facts.js'
import { describe, expect, it } from '@jest/globals'
import type { ElementContent, RootContent } from 'hast'
import { parseLine } from '../../../src/core/stream/events.js'
import { findHints } from '../../../src/core/verdict/hints.js'
import { manifestHead } from '../../../src/core/verdict/manifest.js'
import { MCP_LIMITS, parseMcpList, type McpFacts } from '../../../src/core/stream/mcp.js'
import { outputsFor } from '../../../src/core/verdict/outputs.js'
import { makeRedactor } from '../../../src/core/redact/redact.js'
import { foldText, type RunReport } from '../../../src/core/stream/report.js'
import { conclude, type Ending } from '../../../src/core/verdict/verdict.js'
import { renderSummary } from '../../../src/render/summary.js'
import { elements, renderGfm, textOf } from '../../support/gfm.js'
import { init, MCP, mcp, result, SESSION } from '../../support/helpers.js'

const fold = (lines: object[], redact = makeRedactor([])): RunReport =>
  foldText(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', { redact })
const exited = (exitCode: number): Ending => ({ kind: 'exited', exitCode, signal: null })
const verdictOf = (report: RunReport, mcpFacts?: McpFacts, ending = exited(0)) =>
  conclude({ ending, report, mcp: mcpFacts, redact: (s) => s }).verdict

/** Two servers: `docs` answers twice and fails once, `web` fails every call, three ways. */
const TWO = [
  init,
  ...mcp('c1', 'docs', 'search', MCP.ok('3 hits')),
  ...mcp('c2', 'docs', 'search', MCP.isError('index is rebuilding')),
  ...mcp('c3', 'docs', 'fetch', MCP.ok('page')),
  ...mcp('c4', 'web', 'get', MCP.error('MCP error -32000: Connection closed')),
  ...mcp('c5', 'web', 'get', MCP.rejected('web-get')),
  ...mcp('c6', 'web', 'post', MCP.isError('401 Unauthorized')),
  result('done')
]

describe('the fold, per MCP server', () => {
  it("counts each server's calls by outcome, with its last error in the CLI's or the server's words", () => {
    const r = fold(TWO)
    expect(Object.fromEntries(r.mcp.servers)).toEqual({
      docs: { calls: 3, ok: 2, failed: 1, rejected: 0, lastError: 'index is rebuilding' },
      web: { calls: 3, ok: 0, failed: 2, rejected: 1, lastError: '401 Unauthorized' }
    })
    // The failed calls count where other failed calls do.
    expect(r.counts.failed).toBe(3)
    expect(r.counts.rejected).toBe(1)
    const outputs = outputsFor(
      runFacts({ report: r, verdict: { conclusion: 'success', message: '' }, durationMs: 1 })
    )
    expect(outputs.failed_tool_calls).toBe('4')
    // Each call keeps its server and, failed, the server's text as its reason.
    const byId = new Map(r.tools.map((t) => [t.callId, t]))
    expect(byId.get('c2')).toMatchObject({
      server: 'docs',
      state: 'failed',
      reason: 'index is rebuilding'
    })
    expect(byId.get('c4')?.reason).toBe('MCP error -32000: Connection closed')
    expect(byId.get('c5')?.reason).toBe('MCP tool execution rejected by user: web-get ')
  })

  it('takes providerIdentifier without serverIdentifier, then the name before -<toolName>, else no name', () => {
    const nameless = mcp('c3', 'x', 'y', MCP.ok('')).map((e) => {
      const copy = JSON.parse(JSON.stringify(e)) as {
        tool_call: { mcpToolCall: { args: Record<string, unknown> } }
      }
      const a = copy.tool_call.mcpToolCall.args
      delete a.providerIdentifier
      delete a.serverIdentifier
      a.name = 'odd'
      return copy
    })
    const r = fold([
      ...mcp('c1', 'ignored', 'search', MCP.ok(''), { provider: 'by-provider' }),
      ...mcp('c2', 'my-server', 'list-items', MCP.ok(''), { ids: false }),
      ...nameless
    ])
    expect([...r.mcp.servers.keys()]).toEqual(['by-provider', 'my-server', ''])
  })

  it('counts a completion with no start, and a call still running at the end, as calls', () => {
    const [started, completed] = mcp('c1', 'docs', 'search', MCP.ok('x')) as [object, object]
    const [started2] = mcp('c2', 'docs', 'search', MCP.ok('x')) as [object]
    const r = fold([completed, started2])
    expect(r.mcp.servers.get('docs')).toEqual({ calls: 2, ok: 1, failed: 0, rejected: 0 })
    expect(started).toBeDefined()
  })

  it('counts calls to servers past the limit together, without a row each', () => {
    const lines = Array.from({ length: MCP_LIMITS.servers + 5 }, (_, i) =>
      mcp(`c${String(i)}`, `s${String(i)}`, 't', MCP.ok(''))
    ).flat()
    const r = fold(lines)
    expect(r.mcp.servers.size).toBe(MCP_LIMITS.servers)
    expect(r.mcp.untracked).toBe(5)
    expect(r.counts.calls).toBe(MCP_LIMITS.servers + 5)
  })

  it('redacts an error joined from several pieces before it is cut (a key split across two items)', () => {
    const key = 'key_mcp_split_0123456789abcdef'
    const error = {
      success: {
        content: [
          { text: { text: `denied: ${key.slice(0, 12)}` } },
          { text: { text: key.slice(12) } }
        ],
        isError: true
      }
    }
    // MCP's own item shape is read too.
    const mcpShape = {
      success: { content: [{ type: 'text', text: `denied: ${key}` }], isError: true }
    }
    const r = fold(
      [...mcp('c1', 'docs', 'a', error), ...mcp('c2', 'docs', 'b', mcpShape)],
      makeRedactor([key])
    )
    const reasons = r.tools.map((t) => t.reason ?? '')
    expect(reasons.every((t) => t.startsWith('denied: '))).toBe(true)
    expect(reasons.join(' ')).not.toContain(key)
    expect(reasons.join(' ')).not.toContain(key.slice(12))
    expect(r.mcp.servers.get('docs')?.lastError).toBe(reasons[1])
    // The transcript's line is rewritten with the joined text masked.
    const line = JSON.stringify(mcp('c1', 'docs', 'a', error)[1])
    const parsed = parseLine(line, makeRedactor([key]))
    expect(parsed.redacted).toBeDefined()
    expect(parsed.redacted).not.toContain(key.slice(12))
  })
})

describe('cursor-agent mcp list', () => {
  it('reads `<name>: <status>` rows, a name holding `: `, an error holding one, colours and glyphs', () => {
    const out = [
      '\u001b[32mdocs: ready\u001b[0m',
      'web: Error: Connection failed',
      'weird: name: not loaded (needs approval)',
      '✓ linear: requires_authentication',
      'old: disabled',
      'new: something else'
    ].join('\r\n')
    expect(parseMcpList(out)).toEqual({
      empty: false,
      servers: [
        { name: 'docs', status: 'ready', state: 'up', text: 'ready' },
        { name: 'web', status: 'error', state: 'down', text: 'Error: Connection failed' },
        {
          name: 'weird: name',
          status: 'not_loaded',
          state: 'needs_action',
          text: 'not loaded (needs approval)'
        },
        {
          name: 'linear',
          status: 'needs_auth',
          state: 'needs_action',
          text: 'requires_authentication'
        },
        { name: 'old', status: 'disabled', state: 'needs_action', text: 'disabled' },
        { name: 'new', status: 'unknown', state: 'unknown', text: 'something else' }
      ]
    })
  })

  it('tells no server configured from an answer it cannot read', () => {
    expect(
      parseMcpList(
        'No MCP servers configured (expected in .cursor/mcp.json or ~/.cursor/mcp.json)\n'
      )
    ).toEqual({ servers: [], empty: true })
    expect(parseMcpList('Press q to quit')).toBeUndefined()
    expect(parseMcpList('')).toBeUndefined()
  })
})

describe('require-mcp: the verdict and the fix', () => {
  const required = (...names: string[]): McpFacts => ({ required: names })

  it('fails a green run with mcp_unavailable, naming each server without a successful call and its last error', () => {
    const r = fold(TWO)
    const v = verdictOf(r, {
      required: ['docs', 'web', 'never'],
      listed: [{ name: 'never', status: 'error', state: 'down', text: 'Error: Connection failed' }]
    })
    expect(v).toMatchObject({ conclusion: 'failure', reason: 'mcp_unavailable' })
    expect(v.message).toContain(
      'web: 3 calls, none successful (2 failed, 1 rejected); last error: 401 Unauthorized'
    )
    expect(v.message).toContain(
      'never: the agent never called it; before the run cursor-agent mcp list said Error: Connection failed'
    )
    expect(v.message).not.toContain('docs')
    // In the summary and the comment, our sentence with the names as code spans.
    expect(v.said?.values.filter((x) => x.kind === 'code').map((x) => x.value)).toEqual([
      'require-mcp',
      'web',
      'never',
      'cursor-agent mcp list',
      'Error: Connection failed'
    ])
    const hint = findHints({ report: r, verdict: v, stderr: '', mcp: required('web') }).find(
      (h) => h.id === 'mcp_unavailable'
    )
    // The rejected call has its own hint (approve): this one says the rest, and no stream text.
    expect(hint?.text).toContain("Check the server's entry in `.cursor/mcp.json`")
    expect(hint?.text).not.toContain('--approve-mcps')
    expect(hint?.text).not.toContain('Unauthorized')
    expect(findHints({ report: r, verdict: v, stderr: '' }).map((h) => h.id)).toContain(
      'rejected_mcp'
    )
  })

  it('passes a required server the CLI listed as not loaded when a call to it succeeded (the stream wins)', () => {
    const v = verdictOf(fold([init, ...mcp('c1', 'docs', 'search', MCP.ok('x')), result('done')]), {
      required: ['docs'],
      listed: [
        {
          name: 'docs',
          status: 'not_loaded',
          state: 'needs_action',
          text: 'not loaded (needs approval)'
        }
      ]
    })
    expect(v).toEqual({ conclusion: 'success', message: '' })
  })

  it('keeps another failure its reason and names the server too; a cancelled run is left alone', () => {
    const r = fold([init, ...mcp('c1', 'web', 'get', MCP.error('refused'))])
    const v = verdictOf(r, required('web'), exited(1))
    expect(v.reason).toBe('exit_code')
    expect(v.message).toMatch(
      /^The CLI exited with code 1; no result event arrived\. The MCP server/
    )
    expect(v.message).toContain(
      'web: 1 call, none successful (1 failed, 0 rejected); last error: refused'
    )
    const cancelled = verdictOf(r, required('web'), { kind: 'cancelled', signal: 'SIGTERM' })
    expect(cancelled.reason).toBe('cancelled')
    expect(cancelled.message).not.toContain('web')
    const fix = findHints({ report: r, verdict: v, stderr: '', mcp: required('web') })
    expect(fix.find((h) => h.id === 'mcp_unavailable')?.text).toContain('`--approve-mcps`')
  })

  it('fits the fix to what is known: a login, a server turned off, calls rejected although approved', () => {
    const r = fold([init, ...mcp('c1', 'a', 'x', MCP.rejected('a-x')), result('done')])
    const fixOf = (facts: McpFacts, approveMcps = false): string => {
      const verdict = verdictOf(r, facts)
      const hint = findHints({ report: r, verdict, stderr: '', mcp: facts, approveMcps })
      return hint.find((h) => h.id === 'mcp_unavailable')?.text ?? ''
    }
    expect(fixOf(required('a'), true)).toContain("Check the server's entry")
    const listed: McpFacts = {
      required: ['a', 'b', 'c'],
      listed: [
        { name: 'b', status: 'needs_auth', state: 'needs_action', text: 'requires_authentication' },
        { name: 'c', status: 'disabled', state: 'needs_action', text: 'disabled' }
      ]
    }
    const fix = fixOf(listed, true)
    expect(fix).toContain('cannot sign in on a runner')
    expect(fix).toContain('`cursor-agent mcp enable <name>`')
    expect(fix).toContain('name the tool in the prompt')
    expect(fix).not.toContain('--approve-mcps')
  })

  it('asks nothing of a run without require-mcp', () => {
    expect(
      verdictOf(fold([init, ...mcp('c1', 'web', 'get', MCP.error('x')), result('ok')]))
    ).toEqual({
      conclusion: 'success',
      message: ''
    })
  })
})

/** A server name and an error text that try every way out of their box. */
const HOSTILE_NAME = '`x`</details><img src=x onerror=alert(1)> @octo/admins | ::error::pwn'
const HOSTILE_ERROR =
  '</td></tr></table><details open><summary>pwn</summary>\n::error file=a::injected\n@everyone [link](https://evil.example) ``` ##[warning]x'

describe('the summary', () => {
  const hostile = [
    init,
    ...mcp('c1', HOSTILE_NAME, 'tool', MCP.isError(HOSTILE_ERROR)),
    ...mcp('c2', HOSTILE_NAME, 'tool', MCP.error(HOSTILE_ERROR)),
    ...mcp('c3', 'docs', 'search', MCP.ok('fine')),
    result('done')
  ]

  it('has an MCP servers section and names a server whose every call failed in the header, as literal text', () => {
    const report = fold(hostile)
    const mcpFacts: McpFacts = {
      required: ['docs', '@octo/admins'],
      listed: [{ name: 'docs', status: 'ready', state: 'up', text: 'ready <b>x</b> @octo' }]
    }
    const verdict = verdictOf(report, mcpFacts)
    const md = renderSummary(
      runFacts({ report, verdict, durationMs: 1000, mcp: mcpFacts }),
      (s) => s
    )
    // Rendered as GitHub does (a `</details>` in a code span closes nothing, which a line scan
    // cannot tell): no element of theirs, every details block ours, every row six cells.
    const tree = renderGfm(md)
    const tags = elements(tree.children).map((e) => e.tagName)
    expect(tags).not.toContain('img')
    expect(tags).not.toContain('a')
    expect(tags.filter((t) => t === 'details').length).toBe(md.match(/<details>/g)?.length ?? 0)
    const heading = elements(tree.children).find((e) => e.tagName === 'h3')
    expect(textOf(heading ? [heading] : [])).toContain(`MCP server ${HOSTILE_NAME.slice(0, 59)}…`)
    expect(textOf(heading ? [heading] : [])).toContain('failed every call')
    // The section: one table, a row per server, the error shown as it is.
    const h4 = elements(tree.children)
      .filter((e) => e.tagName === 'h4')
      .map((e) => textOf([e]))
    expect(h4).toContain('MCP servers')
    const table = elements(tree.children).find(
      (e) => e.tagName === 'table' && textOf([e]).includes('last error')
    )
    const rows = elements(table ? [table] : []).filter((e) => e.tagName === 'tr')
    expect(
      rows.map(
        (row) => elements([row]).filter((e) => e.tagName === 'td' || e.tagName === 'th').length
      )
    ).toEqual([6, 6, 6, 6])
    const all = textOf(table ? [table] : [])
    expect(all).toContain(HOSTILE_NAME)
    expect(all.replace(/\u200b/g, '')).toContain(HOSTILE_ERROR.replace(/\n/g, ' ').slice(0, 120))
    // No mention outside a code span (GitHub links none inside one): every such @ is broken.
    const outside: string[] = []
    const walk = (n: RootContent | ElementContent, inCode: boolean): void => {
      if (n.type === 'text' && !inCode) outside.push(n.value)
      if ('children' in n)
        for (const c of n.children)
          walk(c, inCode || (n.type === 'element' && n.tagName === 'code'))
    }
    for (const n of tree.children) walk(n, false)
    expect(outside.join('\n')).toContain('everyone')
    expect(outside.join('\n')).not.toMatch(/@(?!\u200b)/)
    expect(md).not.toMatch(/^\s*::/m)
    // The required server with no call is a row too, and the verdict names it.
    expect(all).toContain('❌ @octo/admins (required)')
    expect(verdict.reason).toBe('mcp_unavailable')
    // The manifest has the same per-server data.
    const head = manifestHead(runFacts({ report, verdict, durationMs: 1, mcp: mcpFacts }), {
      via: 'action',
      version: '0'
    })
    expect(head.mcp).toMatchObject({
      servers: [
        { name: HOSTILE_NAME, calls: 2, ok: 0, failed: 2, required: false },
        {
          name: 'docs',
          calls: 1,
          ok: 1,
          required: true,
          available: true,
          listed: { status: 'ready' }
        },
        { name: '@octo/admins', calls: 0, required: true, available: false }
      ],
      required: ['docs', '@octo/admins'],
      untrackedCalls: 0
    })
  })

  it('has no MCP section for a run that used none', () => {
    const report = fold([init, result('done')])
    const md = renderSummary(
      runFacts({ report, verdict: { conclusion: 'success', message: '' }, durationMs: 1 }),
      (s) => s
    )
    expect(md).not.toContain('MCP servers')
    expect(SESSION).toBeDefined()
  })
})
