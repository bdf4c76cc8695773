/**
 * writeTextFiles (src/runner/text-files.ts): the result and the final message saved as files of
 * ours under RUNNER_TEMP, redacted; a file that cannot be written is a warning, not a failure.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { writeTextFiles } from '../../src/runner/text-files.js'
import { emptyReport, type RunReport } from '../../src/core/stream/report-model.js'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { tempDir } from '../support/helpers.js'

const SECRET = 'key_text_files_0123456789'
const redact = makeRedactor([SECRET])

function report(o: Partial<RunReport>): RunReport {
  return { ...emptyReport(), ...o }
}

describe('writeTextFiles', () => {
  it('writes the result and the final message, redacted, under RUNNER_TEMP', () => {
    const dir = tempDir()
    const warnings: string[] = []
    const files = writeTextFiles(
      report({
        result: { text: `done ${SECRET}` } as RunReport['result'],
        finalMessage: `said ${SECRET}`
      }),
      { env: readRunnerEnv({ RUNNER_TEMP: dir }), redact, warn: (m) => warnings.push(m) }
    )
    expect(warnings).toEqual([])
    expect(path.dirname(files.resultFile ?? '')).toBe(dir)
    expect(path.basename(files.resultFile ?? '')).toMatch(/^cursor-agent-result-.+\.txt$/)
    expect(path.basename(files.finalMessageFile ?? '')).toMatch(
      /^cursor-agent-final-message-.+\.md$/
    )
    const result = fs.readFileSync(files.resultFile ?? '', 'utf8')
    expect(result).toContain('done ')
    expect(result).not.toContain(SECRET)
    expect(fs.readFileSync(files.finalMessageFile ?? '', 'utf8')).not.toContain(SECRET)
  })

  it('writes no result file without a result event, but the final message even when empty', () => {
    const dir = tempDir()
    const files = writeTextFiles(report({}), {
      env: readRunnerEnv({ RUNNER_TEMP: dir }),
      redact,
      warn: () => undefined
    })
    expect(files.resultFile).toBeUndefined()
    expect(fs.readFileSync(files.finalMessageFile ?? '', 'utf8')).toBe('')
  })

  it('warns and leaves the output empty when RUNNER_TEMP cannot hold the file', () => {
    const missing = path.join(tempDir(), 'gone')
    const warnings: string[] = []
    const files = writeTextFiles(report({ finalMessage: 'x' }), {
      env: readRunnerEnv({ RUNNER_TEMP: missing }),
      redact,
      warn: (m) => warnings.push(m)
    })
    expect(files).toEqual({})
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('could not be saved as a file under RUNNER_TEMP')
  })
})
