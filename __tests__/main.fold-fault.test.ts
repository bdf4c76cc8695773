/**
 * Our own bug in the fold: run() (src/main.ts) in process, runner files in a temp dir, with a fold
 * that throws mid-stream. The step still gets its outputs, a summary and the whole transcript.
 * (Each in-process run has a test file, a fresh module registry, of its own.)
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { run } from '../src/main.js'
import { ReportBuilder } from '../src/core/stream/report.js'
import { FAULT_KEY, init, parseOutputs, useInProcessRunner } from './support/helpers.js'

const runner = useInProcessRunner()

// core.summary caches the summary file path in the process, so each in-process run has its own
// test file (a fresh module registry), as each step has its own process on a runner.
describe('faults in our own code', () => {
  it('ends with failure_reason internal, outputs and summary when the fold throws mid-stream', async () => {
    class Broken extends ReportBuilder {
      override line(line: string): ReturnType<ReportBuilder['line']> {
        if (line.includes('"assistant"')) throw new Error('fold bug')
        return super.line(line)
      }
    }
    await run({ newReport: (o) => new Broken(o) })
    const outputs = parseOutputs(path.join(runner.dir(), 'out'))
    expect(outputs.conclusion).toBe('failure')
    expect(outputs.failure_reason).toBe('internal')
    expect(outputs.session_id).toBe(init.session_id)
    expect(process.exitCode).toBe(1)
    expect(runner.log()).toContain('⚠ Internal error while reading the stream (fold bug)')
    // The key appears once: in the runner's own mask command.
    expect(runner.log().split(FAULT_KEY)).toHaveLength(2)
    expect(runner.log()).toContain(`::add-mask::${FAULT_KEY}\n`)
    const summary = fs.readFileSync(path.join(runner.dir(), 'sum'), 'utf8')
    expect(summary).toContain('Internal error in cursor-agent-action: fold bug')
    // The transcript still has everything, redacted.
    const transcript = fs.readFileSync(outputs.transcript ?? '', 'utf8')
    expect(transcript).toContain('"did it"')
    expect(transcript).not.toContain(FAULT_KEY)
  })
})
