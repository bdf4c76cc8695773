/**
 * What the Cursor CLI says, as real runs recorded it: its errors on stderr, and the outcomes of a
 * shell call it reports (refused for approval, failed, blocked by its permissions).
 */
import type { JsonObject } from '../../src/core/stream/json.js'

export const AUTH =
  "Error: Authentication required. Run 'agent login', pass --api-key/--auth-token, or set CURSOR_API_KEY/CURSOR_AUTH_TOKEN."
export const USAGE =
  "ActionRequiredError: You've hit your usage limit. Usage will reset when your monthly cycle ends."
export const MODEL = 'Cannot use this model: gpt-9. Available models: auto, gpt-5, sonnet-4'
export const PLAN =
  'ActionRequiredError: Named models unavailable Free plans can only use Auto. Switch to Auto or upgrade plans to continue.'
/**
 * The failures of the 2026.10 builds on stderr, with exit 1 and no result: a third-party capture
 * or wrapper of those builds, as reported in our issue (__tests__/fixtures/shapes/SOURCES.md).
 */
export const TRUST =
  'Error: Workspace Trust Required\n\nThe workspace /home/runner/work/app/app is not trusted. Run `agent` interactively to trust it, or pass --trust to trust it for this run.'
export const NO_CHAT = 'No previous chats found.'
export const AUTH_2026_10 =
  "Error: Authentication required. Please run 'agent login' first, or set CURSOR_API_KEY environment variable."
/** A DNS failure reaching Cursor, which the CLI then reads as a bad key. */
export const NETWORK = [
  'ConnectError: [unavailable] getaddrinfo ENOTFOUND api2.cursor.sh',
  '    at connectErrorFromReason (file:///home/runner/.local/share/cursor-agent/versions/2026.10.09-8d1c2e4/index.js:2:118734)',
  'Error: invalid API key'
].join('\n')
/** A TLS failure whose host is only in the error's printed properties. */
export const NETWORK_TLS = [
  'Error: unable to get local issuer certificate',
  '    at TLSSocket.onConnectSecure (node:_tls_wrap:1677:34)',
  "  code: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',",
  "  host: 'api2.cursor.sh'",
  'Error: invalid API key'
].join('\n')
/** An MCP server's own connection error beside an authentication failure: not a network fault. */
export const MCP_NETWORK_AUTH = [
  '[mcp] docs: connect ECONNREFUSED 127.0.0.1:3845 (docs.cursor.com mirror)',
  AUTH_2026_10
].join('\n')

export const CWD_GONE =
  'Error: ENOENT: no such file or directory, uv_cwd\n    at process.wrappedCwd (node:internal/bootstrap/switches/does_own_process_state:142:28)'

/** A shell call refused because it needs an approval headless mode cannot give. */
export const rejected = (command: string): object => ({
  rejected: { command, reason: 'Command requires approval, which is unavailable in headless mode' }
})

/** A shell call that ran and failed (by default a git without credentials). */
export const failed = (command: string, exitCode = 128): object => ({
  failure: { command, exitCode, stdout: '', stderr: 'fatal: could not read Username' }
})

/** A shell call the CLI's permissions configuration blocked. */
export const denied = (command: string): JsonObject => ({
  permissionDenied: {
    command,
    workingDirectory: '/w',
    error: 'Command blocked by permissions configuration',
    isReadonly: false
  }
})
