/**
 * The review's part of the verdict: a review run the caps stopped (`capped`, and what still
 * holds its `fail-on` gate: `gateHold`), the verdict after the review was posted (`reviewVerdict`)
 * and the one a review's ledger record carries (`gateVerdict`). verdict.ts `verdictOf` weighs
 * the review's verdict with the others.
 */
import { INPUTS } from '../../names.js'
import { gateFindings, severityCounts, type ReviewOutcome } from '../review/findings.js'
import {
  heldSentence,
  openAtOrAbove,
  type CapDecision,
  type CapGate,
  type GateHold
} from '../ledger/caps.js'
import { plainText, said } from '../said.js'
import type { Verdict } from './kinds.js'

/**
 * A run the pull request's caps stopped before the CLI started (stages/ledger.ts skip, the
 * caps in core/ledger/caps.ts): green, `skipped`, the cap (`skip`) and its note saying which and why;
 * but a review run whose gate still holds (`gateHold`) keeps the gate's last word: a failure with
 * `findings`, saying the cap stopped the new review and what holds the gate, then the cap's note.
 * Either way `skip` names the cap: the agent was not started.
 */
export function capped(stop: Extract<CapDecision, { run: false }>, gate?: CapGate): Verdict {
  const { cap, note } = stop
  const hold = gate !== undefined ? gateHold(gate) : undefined
  if (gate === undefined || hold === undefined)
    return { conclusion: 'skipped', message: plainText(note), said: note, skip: cap }
  const both = said`${heldSentence(hold, gate.failOn)} ${note}`
  const message = plainText(both)
  return { conclusion: 'failure', reason: 'findings', message, said: both, skip: cap }
}

/**
 * What still holds a capped review run's `fail-on` gate, so that a cap never turns a failing
 * gate green; undefined when nothing does (no `fail-on`, or nothing open). This job's findings
 * at or above `fail-on` on open threads hold it, whatever the ledger says. When none are open,
 * a last review that failed (per the ledger) still holds it if none of those findings has a
 * thread at all (they were in its body: nothing can be resolved), or if the threads could not
 * be read (fail closed). With neither the ledger's word nor the threads, nothing is known to hold.
 */
export function gateHold(g: CapGate): GateHold | undefined {
  if (g.failOn === 'none') return undefined
  if (!g.threads.read)
    return g.lastFailed === true ? { by: 'unread', why: g.threads.why } : undefined
  const open = openAtOrAbove(g.threads.findings, g.failOn)
  if (open.length > 0) return { by: 'open', findings: open }
  const threaded = gateFindings(g.threads.findings, g.failOn).length > 0
  return g.lastFailed === true && !threaded ? { by: 'body' } : undefined
}

/**
 * The verdict after the review: cancelled while posting, the message did not validate, the
 * review failed, or the severity gate (`fail-on`).
 */
export function reviewVerdict(o: ReviewOutcome): Verdict {
  if (o.cancelled === true)
    return {
      conclusion: 'cancelled',
      reason: 'cancelled',
      message:
        'The run was cancelled while the review was being posted; no review was left on the pull request.'
    }
  if (o.mismatch !== undefined) {
    const shown = o.mismatch.slice(0, 3).join('; ')
    return {
      conclusion: 'failure',
      reason: 'schema_mismatch',
      message: `The final message is not findings JSON as docs/findings.v1.schema.json describes: ${shown}.`
    }
  }
  if (o.failed === true)
    return {
      conclusion: 'failure',
      reason: 'review_failed',
      message: `The review could not be posted: ${o.notPosted ?? 'GitHub did not take it.'} The findings are in the job summary, the findings output and the annotations.`
    }
  // In a re-review of new commits, the earlier findings still open count too.
  const gate = gateFindings([...o.findings, ...(o.earlier ?? [])], o.failOn)
  const earlier = gateFindings(o.earlier ?? [], o.failOn).length
  if (gate.length > 0)
    return {
      conclusion: 'failure',
      reason: 'findings',
      message: `${String(gate.length)} finding(s) at or above ${INPUTS.failOn}: ${o.failOn} (${severityCounts(gate)}${earlier > 0 ? `; ${String(earlier)} of them reported by an earlier review and still open` : ''}); the review was ${o.review !== undefined ? 'posted' : 'not posted'}.`
    }
  return { conclusion: 'success', message: '' }
}

/**
 * The verdict a review's record in the pull request's ledger carries (stages/ledger.ts), written
 * before the step's own is known: the `fail-on` gate's, failed (`findings`) or passed.
 */
export function gateVerdict(failed: boolean): Verdict {
  return failed
    ? { conclusion: 'failure', reason: 'findings', message: '' }
    : { conclusion: 'success', message: '' }
}
