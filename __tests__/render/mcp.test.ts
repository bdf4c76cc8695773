/**
 * The summary's MCP parts (src/render/mcp.ts): the header's note of servers whose every call
 * failed, and the section with one row per server (the stream's, the required ones it never
 * named, the others `mcp list` named), names and errors as code spans and literal text.
 */
import { describe, expect, it } from '@jest/globals'
import { mcpHeaderNote, mcpSection } from '../../src/render/mcp.js'
import { emptyReport, type RunReport } from '../../src/core/stream/report-model.js'

type Counts = { calls: number; ok: number; failed: number; rejected: number; lastError?: string }
function report(servers: Record<string, Counts>, untracked = 0): RunReport {
  const r = emptyReport()
  for (const [name, c] of Object.entries(servers)) r.mcp.servers.set(name, c)
  r.mcp.untracked = untracked
  return r
}
const down = { calls: 2, ok: 0, failed: 2, rejected: 0 }

describe('mcpHeaderNote', () => {
  it('names the servers whose every call failed, three at most', () => {
    expect(
      mcpHeaderNote(report({ a: down, b: { calls: 2, ok: 1, failed: 1, rejected: 0 } }))
    ).toEqual(['MCP server `a` failed every call'])
    expect(mcpHeaderNote(report({ a: down, b: down, c: down, d: down, e: down }))).toEqual([
      'MCP servers `a`, `b`, `c` and 2 more failed every call'
    ])
    expect(mcpHeaderNote(report({ '': down }))).toEqual(['MCP server (unnamed) failed every call'])
    expect(mcpHeaderNote(report({}))).toEqual([])
  })
})

describe('mcpSection', () => {
  it('is empty when no server was called or required', () => {
    expect(mcpSection(report({}), undefined)).toEqual([])
    expect(mcpSection(report({}), { required: [] })).toEqual([])
  })

  it('marks each server by how its calls went, the error as literal text', () => {
    const out = mcpSection(
      report({
        good: { calls: 1, ok: 1, failed: 0, rejected: 0 },
        mixed: { calls: 3, ok: 1, failed: 1, rejected: 1, lastError: '*boom* <b>' },
        bad: down
      }),
      undefined
    )
    expect(out.slice(0, 4)).toEqual([
      '#### MCP servers',
      '',
      '| server | calls | succeeded | failed | last error |',
      '|---|---:|---:|---:|---|'
    ])
    expect(out[4]).toBe('| ✅ `good` | 1 | 1 | 0 |  |')
    expect(out[5]?.startsWith('| ⚠️ `mixed` | 3 | 1 | 2 (1 rejected) | ')).toBe(true)
    expect(out[5]).not.toContain('*boom*')
    expect(out[6]).toBe('| ❌ `bad` | 2 | 0 | 2 |  |')
  })

  it('adds the required servers never named, what mcp list said, and the others it listed', () => {
    const out = mcpSection(report({ gh: { calls: 1, ok: 1, failed: 0, rejected: 0 } }, 4), {
      required: ['gh', 'jira'],
      listed: [
        { name: 'jira', status: 'needs_auth', state: 'needs_action', text: 'needs auth' },
        { name: 'extra', status: 'ready', state: 'up', text: 'ready' }
      ]
    })
    const rows = out.filter((l) => l.startsWith('| ') && !l.startsWith('| server'))
    expect(rows).toEqual([
      '| ✅ `gh` (required) | 1 | 1 | 0 |  | not listed |',
      '| ❌ `jira` (required) | 0 | 0 | 0 |  | 🟡 needs action: `needs auth` |',
      '| ➖ `extra` | 0 | 0 | 0 |  | 🟢 up: `ready` |'
    ])
    expect(out).toContain('4 calls to further servers are counted in the totals only.')
    expect(out).toContain(
      '1 server that `require-mcp` names had no successful call (`mcp_unavailable` unless the run failed for another reason).'
    )
  })
})
