/**
 * The deliverable's part of the verdict. What a run was asked to deliver (the review, the answer
 * in the sticky comment, the push, the pull request `open-pr` opens) is read back after it was
 * written (github/deliverable.ts, git/delivered.ts); what is missing comes here as one line each.
 * A run that succeeded fails with `deliverable_missing`, naming what is missing and why; a run
 * that failed for a reason of its own keeps it (the agent's failure says more), and its message
 * names what is missing too. A cancellation or a skip stays as it is.
 */
import { plainText, said, type Said } from '../said.js'
import type { Verdict } from './kinds.js'

/** The sentence that names what is missing (each line as the read-back wrote it). */
function deliverySentence(missing: readonly string[]): Said {
  const list = missing.map((m) => m.replace(/[.\s]+$/, '')).join('; ')
  return said`What the run was asked to deliver is missing: ${list}. The agent's answer, findings and patch are in the outputs and the job summary.`
}

/** The verdict given what is missing (see the file's comment). */
export function withDeliverable(v: Verdict, missing: readonly string[] | undefined): Verdict {
  if (missing === undefined || missing.length === 0) return v
  const sentence = deliverySentence(missing)
  if (v.conclusion === 'success')
    return {
      conclusion: 'failure',
      reason: 'deliverable_missing',
      message: plainText(sentence),
      said: sentence
    }
  if (v.conclusion !== 'failure') return v
  const both = said`${v.said ?? v.message} ${sentence}`
  return { ...v, message: plainText(both), said: both }
}
