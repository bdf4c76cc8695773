/**
 * What the Cursor CLI says, as real runs recorded it: its errors on stderr, and the outcomes of a
 * shell call it reports (refused for approval, failed, blocked by its permissions).
 */
import type { JsonObject } from '../../src/core/json.js'

export const AUTH =
  "Error: Authentication required. Run 'agent login', pass --api-key/--auth-token, or set CURSOR_API_KEY/CURSOR_AUTH_TOKEN."
export const USAGE =
  "ActionRequiredError: You've hit your usage limit. Usage will reset when your monthly cycle ends."
export const MODEL = 'Cannot use this model: gpt-9. Available models: auto, gpt-5, sonnet-4'
export const PLAN =
  'ActionRequiredError: Named models unavailable Free plans can only use Auto. Switch to Auto or upgrade plans to continue.'
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
