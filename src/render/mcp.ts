/**
 * The summary's "MCP servers" section (per server: its calls, how many failed, the last error,
 * and what `cursor-agent mcp list` said of it before the run) and the header's note of servers
 * whose every call failed. Server names and errors are someone else's text (the stream's, or a
 * pull request's mcp.json): code spans and literal text only (markdown.ts).
 */
import {
  failingServers,
  missingServers,
  STATE_WORDS,
  type McpFacts,
  type McpListed,
  type McpState
} from '../core/stream/mcp.js'
import type { RunReport } from '../core/stream/report.js'
import { truncate } from '../core/text.js'
import { count, plural } from './format.js'
import { cellCode, code, text } from './markdown.js'

/** Characters of a server's name in the header, and of its last error in the table. */
const NAME_CHARS = 60
const ERROR_CHARS = 300
/** Servers named in the header; the rest are counted. */
const HEADER_NAMES = 3

/** A server's name as a code span (`cell`: in a table), or `(unnamed)` for calls that named none. */
function nameOf(name: string, cell: boolean, max = Infinity): string {
  if (name === '') return '(unnamed)'
  const cut = truncate(name, max)
  return cell ? cellCode(cut) : code(cut)
}

/** `MCP server `x` failed every call` for the header, or nothing. */
export function mcpHeaderNote(r: RunReport): string[] {
  const failing = failingServers(r.mcp)
  if (failing.length === 0) return []
  const names = failing.slice(0, HEADER_NAMES).map((n) => nameOf(n, false, NAME_CHARS))
  const more =
    failing.length > HEADER_NAMES ? ` and ${count(failing.length - HEADER_NAMES)} more` : ''
  const servers = failing.length === 1 ? 'MCP server' : 'MCP servers'
  return [`${servers} ${names.join(', ')}${more} failed every call`]
}

const STATE_ICONS: Readonly<Record<McpState, string>> = {
  up: '🟢',
  down: '🔴',
  needs_action: '🟡',
  unknown: '⚪'
}

/** What `mcp list` said of a server: its state in words, then the status as printed. */
function listedCell(l: McpListed | undefined): string {
  if (l === undefined) return 'not listed'
  return `${STATE_ICONS[l.state]} ${STATE_WORDS[l.state]}: ${cellCode(truncate(l.text, ERROR_CHARS))}`
}

/**
 * The section, when the run called an MCP server or `require-mcp` names one: each server the
 * stream named, then the required ones it did not, then the others `cursor-agent mcp list` named.
 */
export function mcpSection(r: RunReport, facts: McpFacts | undefined): string[] {
  const use = r.mcp
  const required = facts?.required ?? []
  if (use.servers.size === 0 && use.untracked === 0 && required.length === 0) return []
  const missing = new Set(missingServers(facts, use).map((m) => m.name))
  const listed = facts?.listed
  const named = [...use.servers.keys(), ...required.filter((n) => !use.servers.has(n))]
  const seen = new Set(named)
  const others = new Set((listed ?? []).map((l) => l.name).filter((n) => !seen.has(n)))
  const names = [...named, ...others]
  const head = ['server', 'calls', 'succeeded', 'failed', 'last error']
  if (listed !== undefined) head.push('`mcp list` before the run')
  const rows = names.map((name) => {
    const c = use.servers.get(name) ?? { calls: 0, ok: 0, failed: 0, rejected: 0 }
    const icon = missing.has(name)
      ? '❌'
      : c.calls > 0 && c.ok === 0 && c.failed + c.rejected === c.calls
        ? '❌'
        : c.failed + c.rejected > 0
          ? '⚠️'
          : c.ok > 0
            ? '✅'
            : others.has(name)
              ? '➖'
              : '⏳'
    const label = `${icon} ${nameOf(name, true)}${required.includes(name) ? ' (required)' : ''}`
    const failed =
      c.rejected > 0
        ? `${count(c.failed + c.rejected)} (${count(c.rejected)} rejected)`
        : count(c.failed)
    const error = c.lastError !== undefined ? text(truncate(c.lastError, ERROR_CHARS)) : ''
    const cells = [label, count(c.calls), count(c.ok), failed, error]
    if (listed !== undefined) cells.push(listedCell(listed.find((x) => x.name === name)))
    return `| ${cells.join(' | ')} |`
  })
  const out = [
    '#### MCP servers',
    '',
    `| ${head.join(' | ')} |`,
    `|---|${head
      .slice(1, 4)
      .map(() => '---:|')
      .join('')}${head
      .slice(4)
      .map(() => '---|')
      .join('')}`,
    ...rows,
    ''
  ]
  if (use.untracked > 0)
    out.push(
      `${plural(use.untracked, 'call')} to further servers are counted in the totals only.`,
      ''
    )
  if (missing.size > 0)
    out.push(
      `${plural(missing.size, 'server')} that \`require-mcp\` names had no successful call (\`mcp_unavailable\` unless the run failed for another reason).`,
      ''
    )
  return out
}
