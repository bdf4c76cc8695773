/**
 * Streams recorded from real runs by other people, replayed by recorded/real.test.ts (the MIT
 * ones, copied into __tests__/fixtures/real) and recorded/real-shared.test.ts (the others, read
 * from ../shared/fixtures/real when that folder is beside the repository). Each file is parsed,
 * rendered and run through dist/index.js; what it must give was read off the raw file
 * independently (kinds, outcomes, result fields, final message), not taken from our parser.
 */
import { runFacts } from '../../src/core/verdict/facts.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { foldText } from '../../src/core/stream/report.js'
import { decide } from '../../src/core/verdict/verdict.js'
import { renderSummary } from '../../src/render/summary.js'
import { GOLDEN, ROOT, runAction } from './helpers.js'
import { structureProblems } from './wellformed.js'

/** The copies in this repository (__tests__/fixtures/real/SOURCES.md says whose they are). */
export const REAL_DIR = path.join(ROOT, '__tests__', 'fixtures', 'real')
/** The team's whole corpus, beside the repository in our workspace only. */
export const SHARED_REAL_DIR = path.resolve(ROOT, '..', 'shared', 'fixtures', 'real')

export interface Expected {
  calls: [string, string][]
  result?: { requestId?: string; durationMs: number; usage: boolean }
  finalStarts?: string
  filesRead?: string[]
  filesChanged?: string[]
  /** Licensed for copying (MIT): its rendered summary is kept as a golden file. */
  golden: boolean
}

/** The .ndjson files of `dir`, sorted. */
export function streamsIn(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ndjson'))
    .sort()
}

/**
 * The suite for the recorded files `files` of `dir`: every file has an expectation, and each is
 * parsed, rendered (equal to its golden file when it has one) and run green through
 * dist/index.js.
 */
export function describeRealStreams(
  dir: string,
  files: string[],
  expected: Record<string, Expected>
): void {
  describe('real recorded streams', () => {
    it('has an expectation for every recorded file (a new fixture must be looked at)', () => {
      expect([...files].sort()).toEqual(Object.keys(expected).sort())
    })

    describe.each(files)('%s', (name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8')
      const exp = expected[name] as Expected
      const report = foldText(text)

      it('parses every line, with the right tool kinds and outcomes', () => {
        expect(report.diagnostics.invalidLines).toBe(0)
        expect(report.diagnostics.unknownTypes.size).toBe(0)
        expect(report.tools.map((t) => [t.kind, t.state])).toEqual(exp.calls)
        for (const t of report.tools) expect(t.callId).not.toBe('')
      })

      it('reads the result and the final message', () => {
        if (exp.result === undefined) {
          expect(report.result).toBeUndefined()
          return
        }
        expect(report.result?.isError).toBe(false)
        expect(report.result?.requestId).toBe(exp.result.requestId)
        expect(report.result?.durationMs).toBe(exp.result.durationMs)
        expect(report.result?.usage !== undefined).toBe(exp.result.usage)
        expect(report.finalMessage.startsWith(exp.finalStarts ?? '')).toBe(true)
        // result.result joins every segment; the final message is only the last one.
        expect(report.result?.text.endsWith(report.finalMessage)).toBe(true)
        if (exp.filesChanged !== undefined)
          expect(report.filesChanged.map((f) => f.path)).toEqual(exp.filesChanged)
      })

      it('renders a well-formed summary' + (exp.golden ? ' equal to its golden file' : ''), () => {
        const verdict = decide({ kind: 'exited', exitCode: 0, signal: null }, report.result)
        const md = renderSummary(
          runFacts({ report, verdict, durationMs: report.result?.durationMs ?? 0, exitCode: 0 }),
          makeRedactor([]),
          { actionVersion: '0.0.0-test' }
        )
        expect(structureProblems(md)).toEqual([])
        expect(md).toContain(`#### Tool calls (${exp.calls.length})`)
        if (!exp.golden) return
        const file = path.join(GOLDEN, 'real', name.replace(/\.ndjson$/, '.md'))
        if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, md)
        expect(md).toBe(fs.readFileSync(file, 'utf8'))
      })

      it('runs green through dist/index.js with the fake CLI replaying it', async () => {
        const run = await runAction({
          inputs: { prompt: 'x' },
          env: { FAKE_CURSOR_STREAM: path.join(dir, name) }
        })
        expect(run.outputs.tool_calls).toBe(String(exp.calls.length))
        expect(run.outputs.conclusion).toBe(exp.result !== undefined ? 'success' : 'failure')
        expect(run.outputs.failure_reason).toBe(exp.result !== undefined ? '' : 'no_result')
        expect(run.outputs.final_message.startsWith(exp.finalStarts ?? '')).toBe(true)
        expect(fs.readFileSync(run.outputs.transcript ?? '', 'utf8')).toBe(
          text.endsWith('\n') ? text : text + '\n'
        )
      })
    })
  })
}
