/**
 * MCP servers: which server an `mcpToolCall` went to and how its calls ended (folded per server
 * by report.ts), what `cursor-agent mcp list` said of each before the run, and which servers
 * `require-mcp` names that had no successful call. Pure; docs/stream.md §3.1 has the shapes.
 */
import { str, type JsonObject } from './json.js'
import { truncate } from '../text.js'
import { code, list, said, type Said } from '../said.js'
import type { CallState } from './tools.js'

export const MCP_LIMITS = {
  /** Servers counted one by one; calls to further servers are only counted together. */
  servers: 100,
  /** Characters kept of a server's name (the stream can send anything there). */
  name: 200,
  /** Characters kept of a server's last error. */
  error: 1000
} as const

/** How the calls to one server went. */
export interface McpServerCounts {
  /** Calls started (or completed without a start). */
  calls: number
  ok: number
  failed: number
  rejected: number
  /** The last failed or rejected call's error, in the CLI's or the server's words (redacted). */
  lastError?: string
}

/** The run's MCP calls, per server. */
export interface McpUse {
  /** By server name; '' for a call that named none. At most MCP_LIMITS.servers entries. */
  servers: Map<string, McpServerCounts>
  /** Calls to servers past that limit. */
  untracked: number
}

export function emptyMcpUse(): McpUse {
  return { servers: new Map(), untracked: 0 }
}

/**
 * The server an `mcpToolCall` went to: `serverIdentifier`, else `providerIdentifier`, else the
 * part of `name` (`<server>-<tool>`) before `-<toolName>`; '' when the call names none.
 */
function mcpServerOf(args: JsonObject | undefined): string {
  if (args === undefined) return ''
  const id = str(args.serverIdentifier) || str(args.providerIdentifier)
  if (id !== undefined && id !== '') return truncate(id, MCP_LIMITS.name)
  const name = str(args.name) ?? ''
  const tool = str(args.toolName) ?? ''
  if (tool !== '' && name.length > tool.length + 1 && name.endsWith(`-${tool}`))
    return truncate(name.slice(0, -tool.length - 1), MCP_LIMITS.name)
  return ''
}

/** The counts of `server`, made when new; undefined past the limit of servers. */
function entry(use: McpUse, server: string): McpServerCounts | undefined {
  let counts = use.servers.get(server)
  if (counts === undefined && use.servers.size < MCP_LIMITS.servers) {
    counts = { calls: 0, ok: 0, failed: 0, rejected: 0 }
    use.servers.set(server, counts)
  }
  return counts
}

/** An `mcp` call started (or completed with no start seen): its server noted and counted. */
export function mcpCallStarted(
  use: McpUse,
  call: { server?: string },
  args: JsonObject | undefined
): void {
  const server = mcpServerOf(args)
  call.server = server
  const counts = entry(use, server)
  if (counts === undefined) use.untracked++
  else counts.calls++
}

/** A call to `server` ended: counted by outcome; a failure's words become its last error. */
export function mcpCallEnded(
  use: McpUse,
  server: string,
  state: CallState,
  error: string | undefined
): void {
  const counts = use.servers.get(server)
  if (counts === undefined) return
  if (state === 'ok') counts.ok++
  else if (state === 'failed' || state === 'rejected') {
    if (state === 'failed') counts.failed++
    else counts.rejected++
    const words = error?.trim() ?? ''
    counts.lastError = truncate(
      words !== '' ? words : state === 'failed' ? 'failed' : 'rejected',
      MCP_LIMITS.error + 1
    )
  }
}

/** Servers with calls, every one of which failed or was rejected. */
export function failingServers(use: McpUse): string[] {
  const out: string[] = []
  for (const [name, c] of use.servers)
    if (c.calls > 0 && c.failed + c.rejected === c.calls) out.push(name)
  return out
}

/** What `cursor-agent mcp list` said of a server (docs/stream.md §5.1). */
export type McpListStatus =
  | 'ready'
  | 'connected'
  | 'error'
  | 'connection_failed'
  | 'disconnected'
  | 'not_loaded'
  | 'disabled'
  | 'needs_auth'
  | 'loading'
  | 'unknown'

/**
 * What a status means for the run: the server is up, down (it failed to start or connect), or
 * needs someone to act (an approval, a login, `mcp enable`); `unknown` for a status still
 * loading or one we do not know.
 */
export type McpState = 'up' | 'down' | 'needs_action' | 'unknown'

export interface McpListed {
  name: string
  status: McpListStatus
  /** What the status means (McpState). */
  state: McpState
  /**
   * The status as the CLI printed it (`Error: Connection failed`, `not loaded (needs approval)`),
   * the address of any URL in it cut to its host: a URL can carry a token.
   */
  text: string
}

/**
 * The words each status starts with, exactly as the CLI prints them: case matters, since `Error:
 * Connection failed` is one status and not a name ending in `Error` with `connection failed`.
 */
const STATUS_WORDS: readonly [string, McpListStatus][] = [
  ['ready', 'ready'],
  ['connected', 'connected'],
  ['Error:', 'error'],
  ['connection failed', 'connection_failed'],
  ['disconnected', 'disconnected'],
  ['not loaded', 'not_loaded'],
  ['disabled', 'disabled'],
  ['requires_authentication', 'needs_auth'],
  ['needs authentication', 'needs_auth'],
  ['loading', 'loading'],
  ['connecting', 'loading']
]

const STATES: Readonly<Record<McpListStatus, McpState>> = {
  ready: 'up',
  connected: 'up',
  error: 'down',
  connection_failed: 'down',
  disconnected: 'down',
  not_loaded: 'needs_action',
  disabled: 'needs_action',
  needs_auth: 'needs_action',
  loading: 'unknown',
  unknown: 'unknown'
}

/** The words a state is shown with (the summary, `require-mcp`'s message). */
export const STATE_WORDS: Readonly<Record<McpState, string>> = {
  up: 'up',
  down: 'down',
  needs_action: 'needs action',
  unknown: 'state unknown'
}

function statusOf(text: string): McpListStatus | undefined {
  for (const [w, status] of STATUS_WORDS)
    if (text === w || text.startsWith(`${w} `) || (w.endsWith(':') && text.startsWith(w)))
      return status
  return undefined
}

// eslint-disable-next-line no-control-regex
const CSI = /\u001b\[[0-9;?]*([A-Za-z])/g
// eslint-disable-next-line no-control-regex
const OSC = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g
/** A status glyph some builds may put before a row. */
const GLYPH = /^[○●◯✓✔✗✘•·*-]\s+/u
/** The CLI's own line while it connects, before the rows (`Loading MCPs…`). */
const LOADING = /^Loading MCPs(?:…|\.\.\.)?\s*/i
/** A URL, up to where it ends in prose. */
const URL_IN_TEXT = /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s'"<>()]+/g

/**
 * The CLI's output as lines a person would see: colours dropped, and a cursor move or a line
 * erased (how a terminal UI replaces its `Loading MCPs…` line, also when not a terminal) taken as
 * a new line, as is a carriage return.
 */
function screenLines(stdout: string): string[] {
  return stdout
    .replace(OSC, '')
    .replace(CSI, (_m, end: string) => (end === 'm' ? '' : '\n'))
    .split(/\r\n|\r|\n/)
}

/** Each URL of a status cut to its scheme and host: the rest (path, query, user) can be a token. */
function scrubUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => {
    const m = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)(?:[^@/?#]*@)?([^/?#:]*)/.exec(url)
    if (m === null) return '…'
    const rest = url.length > m[0].length ? '/…' : ''
    return `${m[1]}${m[2]}${rest}`
  })
}

/**
 * The servers `cursor-agent mcp list` printed, one `<name>: <status>` a line, after an
 * ANSI-wrapped `Loading MCPs…` (colours, cursor moves and a leading glyph dropped). The name may
 * hold `: ` itself and so may the status (`Error: …`), so the row splits at the last `: ` whose
 * remainder is a known status, else at the first. `empty`: the CLI said no server is configured.
 * Undefined when nothing in the text looks like a row.
 */
export function parseMcpList(stdout: string): { servers: McpListed[]; empty: boolean } | undefined {
  const servers: McpListed[] = []
  let empty = false
  for (const raw of screenLines(stdout)) {
    const line = raw.trim().replace(LOADING, '').replace(GLYPH, '')
    if (/^No MCP servers configured/i.test(line)) empty = true
    const row = splitRow(line)
    if (row !== undefined && servers.length < MCP_LIMITS.servers) servers.push(row)
  }
  if (servers.length === 0 && !empty) return undefined
  return { servers, empty }
}

function splitRow(line: string): McpListed | undefined {
  for (let at = line.lastIndexOf(': '); at > 0; at = line.lastIndexOf(': ', at - 1)) {
    const text = line.slice(at + 2).trim()
    const status = statusOf(text)
    if (status !== undefined) return row(line.slice(0, at), status, text)
  }
  const first = line.indexOf(': ')
  if (first <= 0) return undefined
  return row(line.slice(0, first), 'unknown', line.slice(first + 2).trim())
}

function row(name: string, status: McpListStatus, text: string): McpListed {
  return {
    name: truncate(name.trim(), MCP_LIMITS.name),
    status,
    state: STATES[status],
    text: truncate(scrubUrls(text), MCP_LIMITS.error + 1)
  }
}

/** What the run knew of MCP servers before it started: `require-mcp` and the CLI's list. */
export interface McpFacts {
  /** `require-mcp`, in the order given. */
  required: readonly string[]
  /** What `cursor-agent mcp list` printed, when it answered. */
  listed?: readonly McpListed[]
}

/** A required server that had no successful call, with what is known of why. */
export interface McpMissing {
  name: string
  counts?: McpServerCounts
  listed?: McpListed
}

/**
 * The required servers with no successful call in the stream. A call that succeeded wins over
 * the CLI's list: `mcp list` does not see `--approve-mcps`, so a server it lists as
 * `not loaded (needs approval)` can still load in the run (docs/stream.md §5.1).
 */
export function missingServers(facts: McpFacts | undefined, use: McpUse): McpMissing[] {
  if (facts === undefined) return []
  const out: McpMissing[] = []
  for (const name of facts.required) {
    const counts = use.servers.get(name)
    if (counts !== undefined && counts.ok > 0) continue
    const listed = facts.listed?.find((l) => l.name === name)
    out.push({
      name,
      ...(counts !== undefined ? { counts } : {}),
      ...(listed !== undefined ? { listed } : {})
    })
  }
  return out
}

/** Characters of a last error quoted in the step's message (the summary shows more). */
const QUOTED_ERROR = 300

/** What is known of one missing server: its calls, its last error, what the CLI listed. */
function whyMissing(m: McpMissing): Said {
  const c = m.counts
  const calls =
    c === undefined || c.calls === 0
      ? said`the agent never called it`
      : said`${c.calls} call${c.calls === 1 ? '' : 's'}, none successful (${c.failed} failed, ${c.rejected} rejected)`
  const last =
    c?.lastError !== undefined
      ? said`; last error: ${truncate(c.lastError, QUOTED_ERROR + 1).replace(/\s+/g, ' ')}`
      : said``
  const listed =
    m.listed === undefined
      ? said``
      : said`; before the run ${code('cursor-agent mcp list')} said ${code(m.listed.text)} (${STATE_WORDS[m.listed.state]})`
  return said`${code(m.name)}: ${calls}${last}${listed}`
}

/**
 * The sentence naming the required servers that were not available: the step's failure
 * (`mcp_unavailable`), or added to another failure's message.
 */
export function missingSentence(missing: readonly McpMissing[]): Said {
  const items = missing.map(whyMissing)
  return missing.length === 1
    ? said`The MCP server that ${code('require-mcp')} names had no successful call: ${list(items, '')}.`
    : said`The MCP servers that ${code('require-mcp')} names had no successful call: ${list(items, '; ')}.`
}
