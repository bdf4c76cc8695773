/**
 * Golden files for our own streams: stream → run report (JSON) and stream → summary markdown.
 * The streams cover every tool kind and outcome, partial output, an agent error with
 * diagnostics, hostile text and a 100,000-call run. `UPDATE_GOLDEN=1 npm test` rewrites them;
 * a rewrite is reviewed like code. Kinds and outcomes are also asserted directly below.
 */
import { runFacts } from '../../src/core/verdict/facts.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { foldText, type RunReport } from '../../src/core/stream/report.js'
import { renderSummary } from '../../src/render/summary.js'
import { decide } from '../../src/core/verdict/verdict.js'
import { init, result, ROOT, shell, STREAMS, GOLDEN } from '../support/helpers.js'
import { structureProblems } from '../support/wellformed.js'

const KEY = 'key_golden_0123456789abcdef'

function bigRun(): string {
  const lines = [JSON.stringify(init)]
  for (let i = 0; i < 100_000; i++) {
    const outcome =
      i % 50 === 0
        ? { failure: { exitCode: 1, stdout: `step ${i} failed\n`.repeat(40), executionTime: 10 } }
        : { success: { exitCode: 0, executionTime: 10 } }
    for (const o of shell(`c${i}`, `npm run step-${i}`, outcome)) lines.push(JSON.stringify(o))
  }
  lines.push(JSON.stringify(result('done')))
  return lines.join('\n') + '\n'
}

const own: [string, () => string][] = [
  ...fs
    .readdirSync(STREAMS)
    .filter((f) => f.endsWith('.ndjson'))
    .sort()
    .map((f): [string, () => string] => [
      f.replace(/\.ndjson$/, ''),
      () => fs.readFileSync(path.join(STREAMS, f), 'utf8')
    ]),
  ['demo', () => fs.readFileSync(path.join(ROOT, 'examples', 'demo.ndjson'), 'utf8')],
  ['run-100k', bigRun]
]

function reportJson(r: RunReport): string {
  return (
    JSON.stringify(
      r,
      (_k, v: unknown): unknown => (v instanceof Map ? (Object.fromEntries(v) as unknown) : v),
      2
    ) + '\n'
  )
}

function golden(file: string, actual: string): void {
  const p = path.join(GOLDEN, file)
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(p, actual)
  expect(actual).toBe(fs.readFileSync(p, 'utf8'))
}

describe.each(own)('golden: %s', (name, load) => {
  const report = foldText(load())
  const verdict = decide({ kind: 'exited', exitCode: 0, signal: null }, report.result)

  if (name !== 'run-100k') {
    it('stream → report', () => golden(`${name}.report.json`, reportJson(report)))
  }

  it('stream → summary', () => {
    const md = renderSummary(
      runFacts({
        report,
        verdict,
        durationMs: report.result?.durationMs ?? 0,
        exitCode: 0,
        cliVersion: '2026.09.02-c22c1a3'
      }),
      makeRedactor([KEY]),
      { actionVersion: '0.0.0-test' }
    )
    expect(structureProblems(md)).toEqual([])
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(512 * 1024)
    golden(`${name}.md`, md)
  })
})

describe('own streams, asserted directly', () => {
  const load = (name: string): RunReport =>
    foldText(fs.readFileSync(path.join(STREAMS, `${name}.ndjson`), 'utf8'))

  it('reads every tool kind', () => {
    const r = load('tool-kinds')
    expect(r.tools.map((t) => t.kind)).toEqual([
      'read',
      'edit',
      'edit',
      'write',
      'delete',
      'grep',
      'glob',
      'ls',
      'shell',
      'getMcpTools',
      'mcp',
      'updateTodos',
      'readLints',
      'semSearch',
      'webFetch',
      'task',
      'custom_tool'
    ])
    expect(r.tools.every((t) => t.state === 'ok')).toBe(true)
    expect(r.filesRead).toEqual(['src/app.ts'])
    expect(r.filesChanged.map((f) => [f.path, f.added, f.removed, f.created, f.deleted])).toEqual([
      ['src/app.ts', 3, 1, false, false],
      ['src/new.ts', 1, 0, true, false],
      ['docs/notes.md', 2, undefined, true, false],
      ['old.txt', undefined, undefined, false, true]
    ])
  })

  it('classifies every outcome', () => {
    const r = load('outcomes')
    expect(r.tools.map((t) => [t.kind, t.target, t.state, t.orphan])).toEqual([
      ['shell', 'npm run lint', 'failed', false],
      ['shell', 'make build', 'failed', false],
      ['shell', 'git push', 'rejected', false],
      ['shell', 'ls', 'failed', false],
      ['read', 'missing.ts', 'failed', false],
      ['edit', 'ro.ts', 'failed', false],
      ['mcp', 'db-query', 'rejected', false],
      ['mcp', 'db-write', 'failed', false],
      ['glob', '*.x', 'unknown', false],
      ['shell', 'git status', 'rejected', true],
      ['shell', 'sleep 999', 'running', false]
    ])
    expect(r.tools[3]?.reason).toBe('spawn /bin/zsh ENOENT')
    expect(r.tools[4]?.reason).toBe('File not found: missing.ts')
    expect(r.filesChanged).toEqual([])
  })

  it('keeps partial output single and the last whole message final', () => {
    const r = load('partial-output')
    expect(r.finalMessage).toBe('Done: nothing to fix.')
    expect(r.segments).toBe(2)
  })

  it('reports an agent error and every diagnostic', () => {
    const r = load('agent-error')
    expect(r.result?.isError).toBe(true)
    expect(r.diagnostics.invalidLines).toBe(2)
    expect([...r.diagnostics.unknownTypes.keys()]).toEqual(['brand_new_event'])
    expect(r.diagnostics.errorEvents).toHaveLength(1)
    expect(r.diagnostics.interactionQueries).toBe(1)
    expect(r.diagnostics.eventsAfterResult).toBe(1)
  })
})
