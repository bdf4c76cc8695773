/**
 * Why a failed run failed, when the CLI says so only in words: in its stderr, or in the text of a
 * `result` with `is_error`. Read here once, so that the failure reason (verdict.ts `refine`) and
 * its fix (hints.ts) always agree. The CLI has no error codes; these are the messages seen in
 * real runs and reported by other projects (docs/stream.md, "Failure messages").
 */
import type { FailureReason } from '../../names.js'

/** What went wrong, as the CLI's words tell it; each maps to one failure reason (REASONS). */
export type Cause =
  | 'network'
  | 'auth'
  | 'untrusted'
  | 'no_chat'
  | 'workspace_missing'
  | 'usage_limit'
  | 'model_unavailable'

/** The failure reason of each cause: a refused trust or resume is the input's problem. */
export const CAUSE_REASONS: Readonly<Record<Cause, FailureReason>> = {
  network: 'network',
  auth: 'auth',
  untrusted: 'invalid_input',
  no_chat: 'invalid_input',
  workspace_missing: 'workspace_missing',
  usage_limit: 'usage_limit',
  model_unavailable: 'model_unavailable'
}

/**
 * First match wins: nothing works without authentication, nothing runs without the directory it
 * runs in, and a usage limit outranks the model (a free plan's "Named models unavailable" comes
 * from the same ActionRequiredError family as the usage limit). A network fault reaching Cursor
 * (networkFault) comes before all of them: the CLI can read it as a bad key.
 */
const CAUSES: readonly (readonly [Cause, RegExp])[] = [
  // "Error: Authentication required. Run 'agent login', pass --api-key…" and the like.
  ['auth', /Authentication required|not logged in|invalid api key|unauthori[sz]ed/i],
  // "Error: Workspace Trust Required": run without --trust (the `trust` input) in a directory
  // the CLI was never told to trust.
  ['untrusted', /Workspace Trust Required/i],
  // "No previous chats found.": --resume or --continue with no chat to continue on this machine.
  ['no_chat', /No previous chats found/i],
  // Node's own words when the process's working directory was removed under it (uv_cwd), and a
  // workspace the CLI was pointed at (`--workspace`) that is not there.
  [
    'workspace_missing',
    /\buv_cwd\b|\bworkspace\b[^\n]{0,200}?\b(?:does not exist|not found|no such file or directory)/i
  ],
  // "ActionRequiredError: You've hit your usage limit …"
  ['usage_limit', /hit your usage limit|usage limit (?:reached|exceeded)/i],
  // "Cannot use this model: … Available models: …"; a free plan: "Named models unavailable …".
  ['model_unavailable', /Cannot use this model|Named models unavailable/i]
]

/**
 * The cause the CLI's words name, if any: `stderr`, and the text of an error result. A network
 * fault is read from stderr alone (an error result is the agent's words, not the CLI's).
 */
export function causeOf(stderr: string, errorText = ''): Cause | undefined {
  if (networkFault(stderr)) return 'network'
  const text = errorText === '' ? stderr : `${stderr}\n${errorText}`
  for (const [cause, pattern] of CAUSES) if (pattern.test(text)) return cause
  return undefined
}

/** "Named models unavailable": the account's plan allows only `auto`. */
export function isPlanModelRefusal(text: string): boolean {
  return /Named models unavailable|can only use Auto/i.test(text)
}

/** Node's words for a host it could not resolve or reach, and for a TLS handshake that failed. */
const NETWORK_ERROR =
  /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|getaddrinfo)\b|\bTLS\b|\bSSL\b|certificate|\bCERT_[A-Z_]+|UNABLE_TO_(?:VERIFY|GET)_[A-Z_]+|self[- ]signed/i
/** A host of Cursor's: `*.cursor.sh`, `*.cursorapi.com`, `cursor.com` and its subdomains. */
const CURSOR_HOST =
  /(?<![A-Za-z0-9-])(?:[A-Za-z0-9-]+\.)*(?:cursor\.sh|cursorapi\.com|cursor\.com)(?![A-Za-z0-9-]|\.[A-Za-z0-9])/i
/** An MCP server's own error: its connection fault is not the CLI's. */
const MCP_WORDS = /\bmcp\b/i
/** A property line of a Node error printed whole (`hostname: 'api2.cursor.sh'`). */
const HOST_PROPERTY = /^\s*(?:host|hostname|servername|url|address)\s*:/i
/** Lines after an error line that can still be its properties. */
const PROPERTY_LINES = 8

/**
 * Whether stderr shows the CLI failing to reach Cursor: a network error (a name that does not
 * resolve, a refused or timed-out connection, a TLS failure) that names a Cursor host on its
 * line, or in a `host`/`hostname`/`servername`/`url` property of the error printed below it.
 * Cursor's help says such a fault can read "invalid API key". A line that speaks of MCP is a
 * server's own error, never this.
 */
export function networkFault(stderr: string): boolean {
  if (stderr === '' || !NETWORK_ERROR.test(stderr) || !CURSOR_HOST.test(stderr)) return false
  const lines = stderr.split(/\r?\n/)
  return lines.some((line, i) => {
    if (!NETWORK_ERROR.test(line) || MCP_WORDS.test(line)) return false
    if (CURSOR_HOST.test(line)) return true
    return lines
      .slice(i + 1, i + 1 + PROPERTY_LINES)
      .some((l) => HOST_PROPERTY.test(l) && CURSOR_HOST.test(l))
  })
}
