import { describe, expect, it } from '@jest/globals'
import { runFacts, type Landed, type RunFacts } from '../../../src/core/verdict/facts.js'
import type { ReviewOutcome } from '../../../src/core/review/findings.js'
import { outputsFor } from '../../../src/core/verdict/outputs.js'
import { foldText } from '../../../src/core/stream/report.js'
import type { Verdict } from '../../../src/core/verdict/verdict.js'
import { renderEnd } from '../../../src/render/comment.js'
import { reviewCommentLine } from '../../../src/render/findings.js'
import { renderSummary } from '../../../src/render/summary.js'
import { init, result } from '../../support/helpers.js'

const none = (s: string): string => s
const frame = {
  marker: '<!-- m -->',
  runUrl: 'https://github.com/o/r/actions/runs/1',
  redact: none
}

const edited = foldText(
  [
    init,
    {
      type: 'tool_call',
      subtype: 'completed',
      call_id: 'e',
      tool_call: {
        editToolCall: {
          args: { path: 'a.ts' },
          result: { success: { path: 'a.ts', linesAdded: 1, linesRemoved: 0 } }
        }
      }
    },
    result('done')
  ]
    .map((l) => JSON.stringify(l))
    .join('\n') + '\n'
)

const pushed: Landed = {
  patch: '/tmp/p.patch',
  commitSha: 'c0ffee'.repeat(6) + 'c0ff',
  branch: 'cursor/fix-1',
  prUrl: 'https://github.com/o/r/pull/12'
}
const notPushed: Landed = { patch: '/tmp/p.patch', commitSha: '', branch: '', prUrl: '' }

const review: ReviewOutcome = {
  findings: [],
  summary: '',
  review: { id: 7, url: 'https://github.com/o/r/pull/3#pullrequestreview-7', event: 'COMMENT' },
  resolved: 2,
  failOn: 'none',
  maxFindings: 50
}

const verdicts: Verdict[] = [
  { conclusion: 'success', message: '' },
  { conclusion: 'failure', reason: 'push_failed', message: 'The push was refused.' },
  { conclusion: 'cancelled', message: 'Cancelled (SIGTERM).' }
]

/** Every combination of the facts both the summary and the comment show. */
function variants(): RunFacts[] {
  const out: RunFacts[] = []
  for (const verdict of verdicts)
    for (const landed of [pushed, notPushed])
      for (const r of [review, undefined])
        out.push(
          runFacts({
            verdict,
            report: edited,
            durationMs: 65_000,
            landed,
            review: r,
            afterRun: { notes: ['Landing note from the run.'], warnings: [] }
          })
        )
  return out
}

describe('one record out: the summary, the comment and the outputs read the same facts', () => {
  it('say the same of the landing, the review, the verdict and the duration, whatever they are', () => {
    for (const facts of variants()) {
      const summary = renderSummary(facts, none)
      const comment = renderEnd(frame, facts)
      const both = (needle: string, expected: boolean): void => {
        expect([needle, summary.includes(needle)]).toEqual([needle, expected])
        expect([needle, comment.includes(needle)]).toEqual([needle, expected])
      }
      const landed = facts.landed ?? notPushed
      const isPushed = landed.commitSha !== ''
      both('**Pushed**', isPushed)
      both('**Not pushed**', !isPushed)
      both(pushed.commitSha.slice(0, 12), isPushed)
      both(pushed.branch, isPushed)
      both(pushed.prUrl, isPushed)
      both('pull request #12', isPushed)
      both(review.review?.url ?? '-', facts.review !== undefined)
      const reason = facts.verdict.reason ?? 'push_failed'
      both(reason, facts.verdict.reason !== undefined)
      both('1m 05s', true)
      both('Landing note from the run.', true)
      if (facts.review !== undefined)
        expect(comment).toContain(reviewCommentLine(facts.review).replace('**Review:** ', ''))
      const outputs = outputsFor(facts)
      expect(outputs.conclusion).toBe(facts.verdict.conclusion)
      expect(outputs.failure_reason).toBe(facts.verdict.reason ?? '')
      expect(outputs.duration).toBe('65000')
      expect(outputs.review_url).toBe(facts.review?.review?.url ?? '')
    }
  })

  it('fills what a run that never started does not know', () => {
    const facts = runFacts({ verdict: verdicts[0] as Verdict, report: edited })
    expect(facts).toMatchObject({ running: [], ran: false, afterRun: { notes: [], warnings: [] } })
    expect(facts.durationMs).toBe(edited.result?.durationMs ?? 0)
    expect(facts.startedAt).toBeUndefined()
  })
})
