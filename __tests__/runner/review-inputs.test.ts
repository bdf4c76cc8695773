/**
 * Review mode's inputs (src/runner/review-inputs.ts): each value checked, each problem naming the
 * input and the value, and a review refused where there is no pull request to review or it
 * would share the final message with output-schema.
 */
import { describe, expect, it } from '@jest/globals'
import { readReviewInputs } from '../../src/runner/review-inputs.js'
import { InputReader } from '../../src/runner/input-reader.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { plainText } from '../../src/core/said.js'

function read(inputs: Record<string, string>, event = 'pull_request') {
  const r = new InputReader((n) => inputs[n] ?? '', readRunnerEnv({ GITHUB_EVENT_NAME: event }))
  const settings = readReviewInputs(r)
  return { settings, problems: r.problems.map(plainText) }
}

describe('readReviewInputs', () => {
  it("takes action.yml's defaults, and values in any case", () => {
    expect(read({}).settings).toEqual({
      review: false,
      failOn: 'none',
      reviewEvent: 'comment',
      maxFindings: 50,
      checkRun: false,
      reviewScope: 'auto'
    })
    const { settings, problems } = read({
      review: 'true',
      'fail-on': 'HIGH',
      'review-event': 'Auto',
      'max-findings': '0',
      'review-scope': 'Full'
    })
    expect(problems).toEqual([])
    expect(settings).toMatchObject({
      failOn: 'high',
      reviewEvent: 'auto',
      maxFindings: 0,
      reviewScope: 'full'
    })
  })

  it('names the input and the value of each bad one', () => {
    const { problems } = read({
      review: 'true',
      'fail-on': 'blocker',
      'review-event': 'approve',
      'max-findings': '1001'
    })
    expect(problems).toEqual([
      'Input "fail-on" must be none, critical, high, medium or low, got "blocker".',
      'Input "review-event" must be comment or auto (REQUEST_CHANGES when fail-on is reached; the action never approves), got "approve".',
      'Input "max-findings" must be a whole number from 0 to 1000 (how many findings are posted on the diff), got "1001".'
    ])
  })

  it('refuses fail-on or check-run without a review', () => {
    expect(read({ 'fail-on': 'low' }).problems).toEqual([
      'Input "fail-on" needs review: true: it acts on review mode\'s findings.'
    ])
    expect(read({ 'check-run': 'true' }).problems[0]).toContain(
      'Input "check-run" needs review: true'
    )
  })

  it('refuses a review together with output-schema', () => {
    const { problems } = read({ review: 'true', 'output-schema': '{}' })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('Inputs "review" and "output-schema" cannot be used together')
  })

  it('takes a review on pull request events, and on their comments only with a trigger phrase', () => {
    expect(read({ review: 'true' }, 'pull_request_target').problems).toEqual([])
    expect(read({ review: 'true', 'trigger-phrase': '@cursor' }, 'issue_comment').problems).toEqual(
      []
    )
    expect(read({ review: 'true' }, 'pull_request_review').problems[0]).toContain(
      'Input "review" on pull_request_review events needs "trigger-phrase"'
    )
    expect(read({ review: 'true' }, 'push').problems[0]).toContain(
      'Input "review" is true, but the "push" event is not about a pull request'
    )
    expect(read({ review: 'true' }, '').problems[0]).toContain(
      'but the current event is not about a pull request'
    )
  })
})
