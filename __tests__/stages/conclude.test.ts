/**
 * The conclusion as a stage (src/stages/conclude.ts), in-process: a RunContext built as main.ts
 * builds it, the real Workspace on a temp repository, and a run's record made by hand (the fold
 * of a stream, how the CLI ended, a review stage that notes what it was asked). What git sees is
 * compared unless the run was cancelled; the verdict comes from the run; the review is finished
 * only after a successful run; the work is landed unless the run or the review was cancelled.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { ReportBuilder } from '../../src/core/stream/report.js'
import type { Ending } from '../../src/core/verdict/verdict.js'
import { Repos } from '../../src/git/git.js'
import { before, landedOf } from '../../src/git/workspace.js'
import { concludeRun } from '../../src/stages/conclude.js'
import type { RunRecord } from '../../src/stages/record.js'
import type { ReviewRun } from '../../src/stages/review-target.js'
import { git, init, result, shell } from '../support/helpers.js'
import { runContext } from '../support/run-context.js'

const lines = (objs: object[]): string[] => objs.map((o) => JSON.stringify(o))

/** A run over a committed repository whose a.txt the agent changed; its record as given. */
function concluding(o: { stream: object[]; ending?: Ending }) {
  const built = runContext({ inputs: { prompt: 'Fix a.txt' } })
  const ws = built.ctx.settings.workingDirectory
  git(ws, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'one\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-qm', 'init')
  const workspace = before(built.ctx, new Repos())
  fs.writeFileSync(path.join(ws, 'a.txt'), 'two\n')
  const builder = new ReportBuilder({ root: ws })
  for (const l of lines(o.stream)) builder.line(l)
  const finished: string[] = []
  const review = (cancelled = false): ReviewRun => ({
    prompt: 'Review',
    get outcome() {
      return cancelled ? ({ cancelled: true } as ReviewRun['outcome']) : undefined
    },
    finish: (report) => {
      finished.push(report.result?.text ?? '')
      return Promise.resolve()
    },
    close: () => Promise.resolve()
  })
  let record: RunRecord = {
    observers: [],
    builder,
    agent: { ending: o.ending ?? { kind: 'exited', exitCode: 0, signal: null }, stderrTail: '' }
  }
  const keep = (part: Partial<RunRecord>): RunRecord => (record = { ...record, ...part })
  const conclude = (withReview?: ReviewRun) => {
    if (withReview !== undefined) record = { ...record, review: withReview }
    return concludeRun(
      built.ctx,
      { workspace, repos: new Repos(), pr: {} },
      { record, keep: (part) => keep(part) }
    )
  }
  return { ...built, ws, workspace, finished, review, conclude, record: () => record }
}

const ok = [init, ...shell('c1', 'echo hi', { success: { exitCode: 0 } }), result('All done')]

describe('concludeRun', () => {
  it('a successful run: compared, the review finished with the report, the work landed', async () => {
    const c = concluding({ stream: ok })
    const verdict = await c.conclude(c.review())
    expect(verdict.conclusion).toBe('success')
    expect(c.record().links).toBeInstanceOf(Map)
    expect(
      c
        .record()
        .builder?.live()
        .filesChanged.map((f) => f.path)
    ).toContain('a.txt')
    expect(c.finished).toEqual(['All done'])
    // The landing wrote the patch of the change.
    const patch = landedOf(c.workspace).patch
    expect(patch).not.toBe('')
    expect(fs.readFileSync(patch, 'utf8')).toContain('+two')
  })

  it('a failed run: its verdict, no review finished, the patch still written', async () => {
    const c = concluding({ stream: [init, result('broke', { is_error: true })] })
    const verdict = await c.conclude(c.review())
    expect(verdict.conclusion).toBe('failure')
    expect(c.finished).toEqual([])
    expect(landedOf(c.workspace).patch).not.toBe('')
  })

  it('a cancelled run: nothing compared, nothing landed', async () => {
    const c = concluding({ stream: ok, ending: { kind: 'cancelled', signal: 'SIGTERM' } })
    const verdict = await c.conclude(c.review())
    expect(verdict.conclusion).toBe('cancelled')
    expect(c.record().links).toBeUndefined()
    expect(c.finished).toEqual([])
    expect(landedOf(c.workspace).patch).toBe('')
  })

  it('a review cancelled while posting: the work is not landed', async () => {
    const c = concluding({ stream: ok })
    const verdict = await c.conclude(c.review(true))
    expect(verdict.conclusion).toBe('success')
    expect(c.finished).toEqual(['All done'])
    expect(landedOf(c.workspace).patch).toBe('')
  })

  it('with no fold (the CLI never started), concludes on an empty report', async () => {
    const c = concluding({ stream: [] })
    const verdict = await concludeRun(
      c.ctx,
      { workspace: c.workspace, repos: new Repos(), pr: {} },
      {
        record: {
          observers: [],
          agent: { ending: { kind: 'exited', exitCode: null, signal: null }, stderrTail: '' }
        },
        keep: () => c.record()
      }
    )
    expect(verdict.conclusion).toBe('failure')
  })
})
