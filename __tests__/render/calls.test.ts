/**
 * The summary's tool-call sections (src/render/calls.ts): the outcome cell, the successful
 * commands folded (failures are counted, listed elsewhere), calls per kind and the timeline,
 * each list cut to its limit with a note.
 */
import { describe, expect, it } from '@jest/globals'
import { commandsSection, outcomeCell, toolsSection } from '../../src/render/calls.js'
import type { SummaryLimits } from '../../src/render/sections.js'
import { foldText } from '../../src/core/stream/report.js'
import type { ToolCallRecord } from '../../src/core/stream/report-model.js'
import { init, result, shell } from '../support/helpers.js'

const limits: SummaryLimits = {
  timeline: 100,
  files: 100,
  problems: 100,
  commands: 100,
  tails: 10,
  tailChars: 2000
}
const ok = { success: { exitCode: 0, stdout: '', stderr: '' } }
const failed = { failure: { exitCode: 2, stdout: '', stderr: '' } }
const run = (...calls: object[][]) =>
  foldText([init, ...calls.flat(), result('done')].map((l) => JSON.stringify(l)).join('\n') + '\n')
const call = (o: Partial<ToolCallRecord>): ToolCallRecord => ({
  index: 1,
  callId: 'c',
  kind: 'read',
  target: 't',
  state: 'ok',
  orphan: false,
  ...o
})

describe('outcomeCell', () => {
  it('shows an exit code when there is one, else the word and the reason, as text', () => {
    expect(outcomeCell(call({ kind: 'shell', exitCode: 0 }))).toBe('✅ exit 0')
    expect(outcomeCell(call({ state: 'failed', exitCode: 3 }))).toBe('❌ exit 3')
    expect(outcomeCell(call({ state: 'failed', reason: 'no such file' }))).toBe(
      '❌ failed: no such file'
    )
    expect(outcomeCell(call({ state: 'rejected', reason: '' }))).toBe('⛔ rejected')
    expect(outcomeCell(call({ state: 'running', reason: 'x' }))).toBe('⏳ never completed')
    expect(outcomeCell(call({ state: 'rejected', reason: '*bold* <b>' }))).not.toContain('*bold*')
  })
})

describe('commandsSection', () => {
  it('is empty without shell calls', () => {
    expect(commandsSection(run(), limits)).toEqual([])
  })

  it('counts the failed commands and folds the successful ones', () => {
    const out = commandsSection(
      run(shell('1', 'npm ci', ok), shell('2', 'npm test', failed)),
      limits
    )
    expect(out.slice(0, 4)).toEqual([
      '#### Commands (2)',
      '',
      '1 command did not succeed (listed above, with their output).',
      ''
    ])
    expect(out).toContain('<details><summary>1 command succeeded</summary>')
    // A replayed stream has no wall clock: the time is '–'.
    expect(out.filter((l) => l.startsWith('| `'))).toEqual(['| `npm ci` | ✅ exit 0 | – |'])
  })

  it('cuts the list to its limit with a note, or says none is shown', () => {
    const r = run(shell('1', 'a', ok), shell('2', 'b', ok), shell('3', 'c', ok))
    const cut = commandsSection(r, { ...limits, commands: 2 })
    expect(cut).toContain('*1 more commands not shown; see the transcript.*')
    expect(commandsSection(r, { ...limits, commands: 0 })).toContain(
      '*3 successful commands not shown; see the transcript.*'
    )
  })
})

describe('toolsSection', () => {
  it('counts calls per kind, most used first, then the timeline in order', () => {
    const out = toolsSection(run(shell('1', 'a', ok), shell('2', 'b', failed)), limits)
    expect(out[0]).toBe('#### Tool calls (2)')
    expect(out.find((l) => l.startsWith('| `shell`'))).toMatch(
      /^\| `shell` \| 2 \| 1 \| 1 \| 0 \| 0 \| /
    )
    const rows = out.filter((l) => /^\| \d/.test(l))
    expect(rows.map((l) => l.split(' | ').slice(0, 4).join(' | '))).toEqual([
      '| 1 | `shell` | `a` | ✅ exit 0',
      '| 2 | `shell` | `b` | ❌ exit 2'
    ])
  })

  it('says the timeline is not shown when its limit is 0, and nothing without calls', () => {
    expect(toolsSection(run(shell('1', 'a', ok)), { ...limits, timeline: 0 })).toContain(
      '*Timeline of 1 call not shown; see the transcript.*'
    )
    expect(toolsSection(run(), limits)).toEqual([])
  })
})
