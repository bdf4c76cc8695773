/**
 * Our own bug in the renderer: run() (src/main.ts) in process, runner files in a temp dir, with a
 * summary renderer that throws. The step still gets a plain, redacted summary and every output.
 * (Each in-process run has a test file, a fresh module registry, of its own.)
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { run } from '../src/main.js'
import { FAULT_KEY, parseOutputs, useInProcessRunner } from './support/helpers.js'

const runner = useInProcessRunner()

// core.summary caches the summary file path in the process, so each in-process run has its own
// test file (a fresh module registry), as each step has its own process on a runner.
describe('faults in our own code', () => {
  it('falls back to a plain, redacted summary when rendering throws, with every output set', async () => {
    await run({
      renderSummary: () => {
        throw new Error('renderer bug')
      }
    })
    const summary = fs.readFileSync(path.join(runner.dir(), 'sum'), 'utf8')
    expect(summary).toContain('### Cursor Agent: summary could not be rendered')
    expect(runner.log()).toContain(
      '::warning::The job summary could not be rendered (renderer bug); writing a plain one.'
    )
    expect(summary).toContain('conclusion: success')
    expect(summary).toContain('final_message: did it: ***')
    expect(summary).not.toContain(FAULT_KEY)
    const outputs = parseOutputs(path.join(runner.dir(), 'out'))
    expect(outputs.conclusion).toBe('success')
    expect(outputs.final_message).toBe('did it: ***')
  })
})
