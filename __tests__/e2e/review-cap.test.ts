/**
 * A cap never turns a failing gate green: with `fail-on` and `max-pr-runs`, a run the cap stops
 * keeps the gate's last word. Run 1 reviews and fails `fail-on`; the author pushes; run 2 hits the
 * cap and starts no agent: it fails with `findings` while this job's findings at or above
 * `fail-on` are still open on their threads (or, when the threads cannot be read, while the
 * ledger says the last review failed), naming them in the summary, the sticky comment and the
 * check run; with them resolved, or none at or above `fail-on`, it is `skipped` as before.
 * `node dist/index.js` against the loopback GitHub; run `npm run bundle` first.
 */
import { describe, expect, it } from '@jest/globals'
import { sharedOnGitHub } from '../support/replay.js'
import { markedBy } from '../support/bot-run.js'
import { APP, gh, PR, reviewRun, type F } from '../support/review-fixture.js'

/** The head after the author's push (a commit of the pull request from then on). */
const PUSHED = 'd'.repeat(40)
const HIGH: F = {
  path: 'src/app.ts',
  line: 2,
  severity: 'high',
  title: 'load() can throw',
  body: 'Wrap it.'
}
const LOW: F = { path: 'src/app.ts', line: 22, severity: 'low', title: 'Name it', body: 'x' }
/** A high finding outside the diff's hunks: it goes into the review's body, with no thread. */
const OUTSIDE: F = {
  path: 'src/app.ts',
  line: 10,
  severity: 'high',
  title: 'Nothing checks c',
  body: 'y'
}

const INPUTS = {
  'fail-on': 'high',
  'max-pr-runs': '1',
  'comment-on-pr': 'true',
  'check-run': 'true'
}

/** Run 1: a review at the first head, with `findings`. */
async function firstReview(findings: F[]) {
  const first = await (findings === HIGH_LOW ? highAndLow(gh) : review(findings))
  expect(first.argv).not.toEqual([])
  return first
}

const review = (findings: F[]) =>
  reviewRun({ findings, inputs: INPUTS, env: { GITHUB_RUN_ID: '41' } })
const HIGH_LOW = [HIGH, LOW]
/** Run 1 with HIGH and LOW, which two tests start from (replay.ts). */
const highAndLow = sharedOnGitHub(() => review(HIGH_LOW))

/** The author pushes, and run 2 (an automatic one) starts on the new head: past the cap. */
async function cappedRun(inputs: Record<string, string> = {}) {
  gh.review.push(PR, { head: PUSHED, files: [APP], outdated: () => false })
  const run = await reviewRun({
    findings: [],
    head: PUSHED,
    inputs: { ...INPUTS, ...inputs },
    env: { GITHUB_RUN_ID: '42' }
  })
  // The cap stopped it: no agent, no review; skip_reason names the cap, failing gate or not.
  expect(run.argv).toEqual([])
  expect(run.outputs.skip_reason).toBe('max-pr-runs')
  expect(run.stdout).toMatch(/::notice::Not run: 1 automatic run has started the agent/)
  return run
}

function sticky(): string {
  const mine = markedBy(gh, PR)
  expect(mine).toHaveLength(1)
  return mine[0]?.body ?? ''
}

/** The check run on the pushed head (run 2's). */
function pushedCheck() {
  const runs = gh.review.checkRuns.filter((c) => c.head_sha === PUSHED)
  expect(runs).toHaveLength(1)
  return runs[0]
}

function ourThreads() {
  return gh.review.threads.filter((t) => {
    const root = gh.review.comments.find((c) => c.id === t.comments[0])
    return root?.user.login === gh.tokenUser.login
  })
}

describe('a capped run with fail-on', () => {
  it('fails with findings while a finding at or above fail-on is still open, and names it', async () => {
    const first = await firstReview(HIGH_LOW)
    expect(first.code).toBe(1)
    expect(first.outputs.failure_reason).toBe('findings')

    const run = await cappedRun()
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('findings')
    // The summary, the sticky comment and the check run say the cap stopped the new review and
    // which findings still hold the gate (the low one does not).
    for (const text of [run.summary, sticky(), pushedCheck()?.output.summary ?? '']) {
      expect(text).toContain('The cap stopped a new review')
      // The title is the agent's words, shown as literal text.
      expect(text).toContain('high: load\\(\\) can throw (`src/app.ts` line 2)')
      expect(text).not.toContain('Name it')
      expect(text).toContain('Not run: 1 automatic run has started the agent')
      // A run that never started the CLI has no fix to give about it.
      expect(text).not.toContain('not authenticated')
    }
    expect(run.stdout).toContain(
      '1 finding of an earlier review at or above it is still open (1 high): high: load() can throw (src/app.ts line 2)'
    )
    expect(run.stdout).toMatch(/::error::.*The cap stopped a new review/)
    // The note gives the totals; the comment's footer does not say them again.
    expect(sticky()).not.toContain('<sub>This run did not start the agent')
    expect(pushedCheck()?.conclusion).toBe('failure')
    expect(run.outputs.check_run_url).toBe(
      `http://github.test/octo/demo/runs/${String(pushedCheck()?.id)}`
    )
    expect(pushedCheck()?.output.title).toContain('1 finding at or above fail-on: high')
    // Only reads on the pull request: nothing was posted or resolved.
    expect(gh.review.reviews).toHaveLength(1)
    expect(ourThreads().every((t) => !t.resolved)).toBe(true)
  })

  it('is skipped, green, once the threads of those findings are resolved', async () => {
    await firstReview(HIGH_LOW)
    for (const t of ourThreads()) t.resolved = true
    const run = await cappedRun()
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('skipped')
    expect(run.outputs.failure_reason).toBe('')
    expect(sticky()).toContain('did not run')
    expect(pushedCheck()?.conclusion).toBe('skipped')
  })

  it('is skipped when the last review found nothing at or above fail-on', async () => {
    const first = await firstReview([LOW])
    expect(first.code).toBe(0)
    const run = await cappedRun()
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('skipped')
    expect(pushedCheck()?.conclusion).toBe('skipped')
  })

  it('fails when the last review failed on findings in its body, which have no thread', async () => {
    const first = await firstReview([OUTSIDE])
    expect(first.code).toBe(1)
    expect(ourThreads()).toHaveLength(0)
    const run = await cappedRun()
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('findings')
    expect(run.summary).toContain('no thread to resolve')
  })

  it('fails closed when the threads cannot be read and the ledger says the last review failed', async () => {
    await firstReview([HIGH])
    gh.fail('graphql', { kind: 'error', status: 502 })
    const run = await cappedRun({ 'check-run': 'false' })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('findings')
    expect(run.summary).toContain('could not be read')
    expect(gh.review.checkRuns.filter((c) => c.head_sha === PUSHED)).toHaveLength(0)
  })
})
