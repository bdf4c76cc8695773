/**
 * classify (src/core/stream/tools.ts, issue 27 §4): a shell call the CLI's permissions blocked
 * (`permissionDenied`) is a failed call with the CLI's reason.
 */
import { describe, expect, it } from '@jest/globals'
import { classify } from '../../../src/core/stream/tools.js'
import { denied } from '../../support/cli-words.js'

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
