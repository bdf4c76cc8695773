/**
 * Every recorded real stream in ../shared/fixtures/real, parsed and rendered. Expectations were
 * read off the raw files independently (kinds, outcomes, result fields, final message), not
 * taken from our parser's output. The streams are read from ../shared, never copied here.
 */
import { runFacts } from '../src/core/facts.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { makeRedactor } from '../src/core/redact.js'
import { foldText } from '../src/core/report.js'
import { renderSummary } from '../src/render/summary.js'
import { decide } from '../src/core/verdict.js'
import { REAL_DIR, realFixtures, runAction } from './helpers.js'
import { structureProblems } from './wellformed.js'

interface Expected {
  calls: [string, string][]
  result?: { requestId?: string; durationMs: number; usage: boolean }
  finalStarts?: string
  filesRead?: string[]
  filesChanged?: string[]
  /** Licensed for copying (MIT): its rendered summary may be kept as a golden file. */
  golden: boolean
}

const EXPECTED: Record<string, Expected> = {
  'SunJ1ayu-aiwork__cursor-stream.ndjson': {
    calls: [
      ['read', 'ok'],
      ['read', 'ok'],
      ['read', 'ok']
    ],
    result: { durationMs: 11202, usage: true },
    finalStarts: '**Findings**',
    golden: false
  },
  'chenhg5-cc-connect__issue-785__windows-shell-rejected.EXCERPT.ndjson': {
    calls: [['shell', 'rejected']],
    golden: false
  },
  'craigCODA-Skill-Evaluation-Lab__EVIDENCE-0016__cursor-agent-stream.EXCERPT.ndjson': {
    calls: [
      ['grep', 'running'],
      ['grep', 'running'],
      ['glob', 'ok']
    ],
    result: { requestId: '1819f093-3fe0-4024-8f67-71f1f7c9e10b', durationMs: 40214, usage: true },
    finalStarts: 'The roof quick calculator button now reads **Clear manual entries**.',
    golden: false
  },
  'euclidesgc-faz-ai__cursor-stream-json.EXCERPT.ndjson': {
    calls: [
      ['getMcpTools', 'ok'],
      ['mcp', 'running'],
      ['updateTodos', 'ok']
    ],
    result: { requestId: 'b78dcd42-48e6-41a1-9ece-d4adaa6be39d', durationMs: 18515, usage: true },
    finalStarts: 'O workflow de Histórias tem **9 colunas**.',
    golden: true
  },
  'kirchik95-mac-worker__cursor_stream-json.ndjson': {
    calls: [
      ['read', 'ok'],
      ['getMcpTools', 'ok'],
      ['edit', 'ok']
    ],
    result: { requestId: 'req_redacted', durationMs: 9733, usage: true },
    finalStarts: '**status:** done',
    filesChanged: ['scratch/cursor-smoke.txt'],
    golden: true
  },
  'reifying-cursor-hack__experiments__direct-sleep.ndjson': {
    calls: [
      ['shell', 'ok'],
      ['shell', 'ok']
    ],
    result: { requestId: '5bf03e32-be64-48d4-a5ed-c4a0a939b88c', durationMs: 21509, usage: false },
    finalStarts: 'Both commands have finished running',
    golden: true
  },
  'reifying-cursor-hack__experiments__parallel-sleep.ndjson': {
    calls: [
      ['shell', 'ok'],
      ['shell', 'ok']
    ],
    result: { requestId: '31c9efbe-c94a-4021-b6cb-832a6a9542a2', durationMs: 13039, usage: false },
    finalStarts: 'done',
    golden: true
  },
  'reifying-cursor-hack__experiments__subagent-sleep-v2.ndjson': {
    calls: [['shell', 'ok']],
    result: { requestId: '546c49f2-c160-4795-9895-4ceecd663a33', durationMs: 25173, usage: false },
    finalStarts: 'complete',
    golden: true
  },
  'reifying-cursor-hack__experiments__subagent-sleep.ndjson': {
    calls: [['shell', 'ok']],
    result: { requestId: 'a5914fb3-8487-431f-bde7-f4d8bb42a709', durationMs: 16460, usage: false },
    finalStarts: 'done',
    golden: true
  },
  'treygoff24-delegate-agent__tool_read.ndjson': {
    calls: [['read', 'ok']],
    result: { requestId: 'e1035728-0ed5-4592-8963-b5a7255c3a57', durationMs: 4148, usage: true },
    finalStarts: 'ZQ-1147',
    golden: false
  }
}

const files = realFixtures()
const GOLDEN = path.join(path.dirname(new URL(import.meta.url).pathname), 'golden', 'real')

describe('real recorded streams', () => {
  if (files.length === 0) {
    it.skip('SKIPPED: ../shared/fixtures/real is not present', () => undefined)
    return
  }

  it('has an expectation for every recorded file (a new fixture must be looked at)', () => {
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  describe.each(files)('%s', (name) => {
    const text = fs.readFileSync(path.join(REAL_DIR, name), 'utf8')
    const exp = EXPECTED[name] as Expected
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
      const file = path.join(GOLDEN, name.replace(/\.ndjson$/, '.md'))
      if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, md)
      expect(md).toBe(fs.readFileSync(file, 'utf8'))
    })

    it('runs green through dist/index.js with the fake CLI replaying it', async () => {
      const run = await runAction({
        inputs: { prompt: 'x' },
        env: { FAKE_CURSOR_STREAM: path.join(REAL_DIR, name) }
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
