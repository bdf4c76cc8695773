/**
 * Issue 27 §4: stream shapes and failure reasons found in real runs. A shell call ended by the
 * CLI's permissions (`permissionDenied`) is a failed call with its fix; a failed run says why as
 * data (`auth`, `usage_limit`, `model_unavailable`, `workspace_missing`) with the fix in the
 * summary and the log, and `exit_code` stays for the rest. Through dist/index.js with the fake
 * CLI's stderr and exit code, and in the core.
 */
import { describe, expect, it } from '@jest/globals'
import type { JsonObject } from '../../src/core/json.js'
import { classify } from '../../src/core/tools.js'

const denied = (command: string): JsonObject => ({
  permissionDenied: {
    command,
    workingDirectory: '/w',
    error: 'Command blocked by permissions configuration',
    isReadonly: false
  }
})

describe('a shell call ended by permissionDenied', () => {
  it('is a failed call with the CLI’s reason, marked as refused by the permissions', () => {
    expect(classify(denied('npm test'))).toEqual({
      outcome: 'failed',
      reason: 'Command blocked by permissions configuration',
      denied: true
    })
    // The other failure shapes are not marked.
    expect(classify({ failure: { exitCode: 1 } }).denied).toBeUndefined()
  })
})
