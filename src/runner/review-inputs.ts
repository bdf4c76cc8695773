/**
 * Review mode's inputs (`review`, `fail-on`, `review-event`, `max-findings`, `check-run`,
 * `review-scope`), read with the same reader as every other input (inputs.ts) and checked against
 * the event: a review needs a pull request, and it brings its own schema, so `output-schema` is
 * refused with it.
 */
import type { FailOn } from '../core/review/findings.js'
import type { Settings } from '../core/settings.js'
import { INPUTS } from '../names.js'
import type { InputReader } from './input-reader.js'
import { code, input as named, said, shown } from '../core/said.js'

/** Events about a pull request: the payload names it. */
const PR_EVENTS = ['pull_request', 'pull_request_target']
/** Comment and review events of a pull request: a review there needs the trigger phrase. */
const PR_COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment', 'pull_request_review']
const FAIL_ON: readonly FailOn[] = ['none', 'critical', 'high', 'medium', 'low']
const MAX_FINDINGS_LIMIT = 1000

export function readReviewInputs(
  r: InputReader
): Pick<
  Settings,
  'review' | 'failOn' | 'reviewEvent' | 'maxFindings' | 'checkRun' | 'reviewScope'
> {
  const review = r.bool(INPUTS.review)
  const gate = readReviewGate(r)
  const { failOn, checkRun } = gate
  const scopeValue = r.input(INPUTS.reviewScope).toLowerCase()
  const reviewScope = scopeValue === 'full' ? 'full' : 'auto'
  if (scopeValue !== 'auto' && scopeValue !== 'full')
    r.problems.push(
      said`Input ${named(INPUTS.reviewScope)} must be auto (the commits since the last review, when the branch only moved forward) or full, got ${shown(scopeValue)}.`
    )
  if (review) checkReviewEvent(r)
  else if (failOn !== 'none' || checkRun)
    r.problems.push(
      said`Input ${named(failOn !== 'none' ? INPUTS.failOn : INPUTS.checkRun)} needs ${code(`${INPUTS.review}: true`)}: it acts on review mode's findings.`
    )
  return { review, ...gate, reviewScope }
}

/**
 * What decides how findings are posted and gated (`fail-on`, `review-event`, `max-findings`,
 * `check-run`): the main action's review and the publish action read them the same way.
 */
export function readReviewGate(
  r: InputReader
): Pick<Settings, 'failOn' | 'reviewEvent' | 'maxFindings' | 'checkRun'> {
  const failOnValue = r.input(INPUTS.failOn).toLowerCase()
  const failOn = FAIL_ON.find((f) => f === failOnValue) ?? 'none'
  if (failOn !== failOnValue)
    r.problems.push(
      said`Input ${named(INPUTS.failOn)} must be none, critical, high, medium or low, got ${shown(failOnValue)}.`
    )
  const eventValue = r.input(INPUTS.reviewEvent).toLowerCase()
  const reviewEvent = eventValue === 'auto' ? 'auto' : 'comment'
  if (eventValue !== 'auto' && eventValue !== 'comment')
    r.problems.push(
      said`Input ${named(INPUTS.reviewEvent)} must be comment or auto (REQUEST_CHANGES when fail-on is reached; the action never approves), got ${shown(eventValue)}.`
    )
  const maxValue = r.input(INPUTS.maxFindings)
  const maxFindings = /^\d{1,4}$/.test(maxValue) ? Number(maxValue) : 50
  if (!/^\d{1,4}$/.test(maxValue) || maxFindings > MAX_FINDINGS_LIMIT)
    r.problems.push(
      said`Input ${named(INPUTS.maxFindings)} must be a whole number from 0 to ${String(MAX_FINDINGS_LIMIT)} (how many findings are posted on the diff), got ${shown(maxValue)}.`
    )
  const checkRun = r.bool(INPUTS.checkRun)
  return { failOn, reviewEvent, maxFindings, checkRun }
}

/** A review needs a pull request event, and cannot share the final message with output-schema. */
function checkReviewEvent(r: InputReader): void {
  const event = r.env.eventName ?? ''
  if (r.get(INPUTS.outputSchema).trim() !== '')
    r.problems.push(
      said`Inputs ${named(INPUTS.review)} and ${named(INPUTS.outputSchema)} cannot be used together: a review asks the agent for findings in the action's own schema (${code('docs/findings.v1.schema.json')}) and sets the findings output from them; the final message can satisfy only one schema.`
    )
  if (PR_EVENTS.includes(event)) return
  if (PR_COMMENT_EVENTS.includes(event)) {
    if (r.input(INPUTS.triggerPhrase) === '')
      r.problems.push(
        said`Input ${named(INPUTS.review)} on ${code(event)} events needs ${named(INPUTS.triggerPhrase)} (for example ${code('@cursor')}): only a comment that asks for it, from someone allowed to, starts a review.`
      )
    return
  }
  r.problems.push(
    said`Input ${named(INPUTS.review)} is true, but the ${event === '' ? 'current' : shown(event)} event is not about a pull request: a review runs on pull_request and pull_request_target, and on issue_comment, pull_request_review_comment and pull_request_review of a pull request with ${named(INPUTS.triggerPhrase)}.`
  )
}
