/**
 * examples/review-every-push.yml run as written, through both of its events: the job's `if:` and
 * the step's inputs evaluated as the runner evaluates them (support/workflow.ts), then
 * `node dist/index.js` against the loopback GitHub. One job, one ledger: the pushes' reviews are
 * capped by max-pr-runs, and a maintainer's `@cursor review` past the cap still runs.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { decodeLedger, encodeLedger, ledgerText } from '../../src/core/ledger/stored.js'
import { keyHash } from '../../src/render/marker.js'
import { assistant, init, result, runAction, streamFile, tempDir } from '../support/helpers.js'
import { answer, gh, payload, PR } from '../support/review-fixture.js'
import { jobRuns, readWorkflow, stepInputs, type RunnerContext } from '../support/workflow.js'

const FILE = 'examples/review-every-push.yml'
const wf = readWorkflow(FILE)
const JOB = 'review'
const KEY = 'sk_every_push_test_key'

function context(eventName: string, o: { fork?: boolean; body?: string } = {}): RunnerContext {
  return {
    eventName,
    payload: payload(eventName, o),
    repository: 'octo/demo',
    workflow: wf.name ?? FILE,
    job: JOB,
    token: gh.token,
    secrets: { CURSOR_API_KEY: KEY }
  }
}

/** The step as the runner starts it for this event, with its inputs as written. */
async function run(c: RunnerContext, runId: string) {
  const dir = tempDir('caa-every-push-')
  const eventFile = path.join(dir, 'event.json')
  fs.writeFileSync(eventFile, JSON.stringify(c.payload))
  const argvFile = path.join(dir, 'argv.json')
  const message = answer([])
  const inputs = stepInputs(wf, JOB, c)
  // The installer's stand-in: the fake CLI is on PATH (runAction), so nothing is downloaded.
  delete inputs.install
  const done = await runAction({
    inputs,
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: c.eventName,
      GITHUB_REPOSITORY: c.repository,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_WORKFLOW: c.workflow,
      GITHUB_JOB: c.job,
      CURSOR_AGENT_ACTION_GITHUB_RETRY_MS: '10',
      FAKE_CURSOR_STREAM: streamFile([init, assistant(message), result(message)]),
      FAKE_CURSOR_ARGV_FILE: argvFile
    }
  })
  return { ...done, ran: fs.existsSync(argvFile) }
}

/** The ledger the action keeps in its review bodies, its key the default comment-key's. */
function ledgerKey(): string {
  return keyHash(stepInputs(wf, JOB, context('pull_request'))['comment-key'] ?? '')
}

/**
 * As if the job had reviewed nine more pushes: the last review's record given nine more
 * automatic runs, in its place in the body.
 */
function nineMorePushes(): void {
  const key = ledgerKey()
  const last = gh.review.reviews.filter((r) => r.pull === PR).at(-1)
  if (last === undefined) throw new Error('no review to carry the ledger')
  const read = decodeLedger(last.body, key)
  if (read.kind !== 'ledger') throw new Error(`no ledger in the review: ${read.kind}`)
  const [first] = read.ledger.runs
  if (first === undefined) throw new Error('an empty ledger')
  const runs = [...read.ledger.runs]
  for (let i = 1; i <= 9; i++) runs.push({ ...first, runId: String(100 + i) })
  const text = ledgerText(last.body, key)
  if (text === undefined) throw new Error('no ledger text')
  last.body = last.body.replace(text, encodeLedger({ ...read.ledger, runs }))
}

describe(FILE, () => {
  it.each([
    ['a push to a pull request of the repository', 'pull_request', {}, true],
    [
      "a push to a fork's pull request (no secrets on pull_request)",
      'pull_request',
      { fork: true },
      false
    ],
    [
      'a comment on a pull request with @cursor',
      'issue_comment',
      { body: '@cursor review please' },
      true
    ],
    [
      'a comment on a pull request without it',
      'issue_comment',
      { body: 'Looks good to me' },
      false
    ],
    [
      'a comment on an issue with @cursor',
      'issue_comment',
      { body: '@cursor triage this issue' },
      false
    ]
  ])('%s (%s): the job runs: %s', (_what, event, o, runs) => {
    expect(jobRuns(wf, JOB, context(event, o))).toBe(runs)
  })

  it('reviews every push, caps the pushes at max-pr-runs, and a request past the cap still runs', async () => {
    const push = await run(context('pull_request'), '41')
    expect(push.outputs.conclusion).toBe('success')
    expect(push.ran).toBe(true)
    expect(push.outputs.pr_runs).toBe('1')
    expect(gh.review.reviews.filter((r) => r.pull === PR)).toHaveLength(1)

    nineMorePushes()
    const capped = await run(context('pull_request'), '51')
    expect(capped.code).toBe(0)
    expect(capped.ran).toBe(false)
    expect(capped.outputs.conclusion).toBe('skipped')
    expect(capped.stdout).toMatch(/::notice::Not run: 10 automatic runs have started the agent/)

    const asked = await run(context('issue_comment', { body: '@cursor review please' }), '52')
    expect(asked.outputs.conclusion).toBe('success')
    expect(asked.ran).toBe(true)
    expect(gh.review.reviews.filter((r) => r.pull === PR)).toHaveLength(2)
    // The request is counted in the same ledger, as a request, not as an eleventh push.
    expect(asked.outputs.pr_runs).toBe('11')
    const last = decodeLedger(gh.review.reviews.at(-1)?.body ?? '', ledgerKey())
    if (last.kind !== 'ledger') throw new Error('no ledger in the answer to the request')
    expect(last.ledger.runs.map((r) => r.runId)).toContain('52')
  })
})
