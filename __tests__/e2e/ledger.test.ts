/**
 * The pull request's ledger and its caps end to end (issue 25 §1, §2; docs/ledger.md):
 * `node dist/index.js` as a runner starts it, run after run on one pull request, against the
 * loopback GitHub (real pagination, comments authored by the token's account or someone else).
 * Each run reads the ledger its predecessors left in the sticky comment before the CLI starts,
 * and writes itself into it. Run `npm run bundle` first.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { addRun, emptyLedger, type LedgerRun } from '../../src/core/ledger/ledger.js'
import { decodeLedger, encodeLedger, lastLine } from '../../src/core/ledger/stored.js'
import { keyHash, markerFor, reviewMarker } from '../../src/render/marker.js'
import { botRun, markedBy, postRun, until, type BotRun, type Trigger } from '../support/bot-run.js'
import { assistant, init, result } from '../support/helpers.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'

const KEY = keyHash('CI/bot/null')
let gh: GitHubServer

beforeEach(async () => {
  gh = await startGitHub({ roles: { mia: 'maintain', wes: 'write', ann: 'admin' } })
  gh.pulls.set(7, {
    number: 7,
    title: 'Make add() right',
    body: '',
    head: { ref: 'fix-add', sha: 'a'.repeat(40), repo: 'octo/demo' },
    base: { ref: 'main', sha: 'b'.repeat(40), repo: 'octo/demo' },
    user: { login: 'ann', type: 'User' }
  })
  gh.review.setPull(7, { files: [] })
})
afterEach(async () => {
  await gh.stop()
})

const usage = (input: number, output: number, cacheRead = 0) => ({
  inputTokens: input,
  outputTokens: output,
  cacheReadTokens: cacheRead,
  cacheWriteTokens: 0
})

/** A push to the pull request: an automatic run (no trigger phrase in it). */
const PUSH: Trigger = { event: 'pull_request' }
/** A trigger-phrase request by `login`. */
const ask = (login: string): Trigger => ({ event: 'issue_comment', login, body: '@cursor go on' })

let runId = 100
function runOn(
  trigger: Trigger,
  o: { usage?: object; inputs?: Record<string, string>; message?: string } = {}
): Promise<BotRun> {
  runId++
  const message = o.message ?? 'Done.'
  return botRun(gh, {
    trigger,
    inputs: { prompt: 'Check the change.', 'comment-on-pr': 'true', ...o.inputs },
    env: { GITHUB_RUN_ID: String(runId) },
    stream: [init, assistant(message), result('ok', { usage: o.usage ?? usage(1000, 100) })]
  })
}

function sticky(): string {
  const mine = markedBy(gh)
  expect(mine).toHaveLength(1)
  return mine[0]?.body ?? ''
}

function ledgerRuns(): LedgerRun[] {
  const read = decodeLedger(sticky(), KEY)
  if (read.kind !== 'ledger') throw new Error(`no ledger in the sticky comment: ${read.kind}`)
  return read.ledger.runs
}

const notices = (run: BotRun) => run.stdout.split('\n').filter((l) => l.startsWith('::notice::'))

describe('the ledger', () => {
  it('adds up three runs on one pull request in the outputs, the footer and the summary', async () => {
    const a = await runOn(PUSH, { usage: usage(1000, 100, 50) })
    expect(a.outputs.pr_runs).toBe('1')
    const b = await runOn(ask('mia'), { usage: usage(2000, 200) })
    expect(b.outputs.pr_runs).toBe('2')
    const c = await runOn(PUSH, { usage: usage(4000, 400, 7) })
    for (const run of [a, b, c]) {
      expect(run.code).toBe(0)
      expect(run.outputs.conclusion).toBe('success')
    }
    expect(c.outputs.pr_runs).toBe('3')
    expect(JSON.parse(c.outputs.pr_usage ?? '')).toEqual(usage(7000, 700, 57))
    expect(JSON.parse(c.outputs.usage ?? '')).toEqual(usage(4000, 400, 7))
    const body = sticky()
    expect(body).toContain('This run: 4,000 input and 400 output tokens, 7 cache read')
    expect(body).toContain('So far: 3 runs (2 automatic), 7,000 input and 700 output tokens')
    expect(c.summary).toContain('#### This pull request')
    expect(c.summary).toContain('So far: 3 runs (2 automatic), 7,000 input and 700 output tokens')
    const runs = ledgerRuns()
    expect(runs.map((r) => [r.runId, r.event, r.trigger, r.started, r.conclusion])).toEqual([
      [String(runId - 2), 'pull_request', false, true, 'success'],
      [String(runId - 1), 'issue_comment', true, true, 'success'],
      [String(runId), 'pull_request', false, true, 'success']
    ])
    expect(runs.every((r) => r.head === 'a'.repeat(40) && r.durationMs === 1234)).toBe(true)
    expect(runs[0]?.sessionId).toBe(init.session_id)
    // One comment all along: each run found it and carried the record through its progress edits.
    expect(gh.requests('createComment')).toHaveLength(1)
  })

  it('says nothing about a ledger on a run without a pull request', async () => {
    const run = await runOn({ event: 'issue_comment', onIssue: true, body: '@cursor go' })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.pr_runs).toBe('')
    expect(run.outputs.pr_usage).toBe('')
    expect(run.summary).not.toContain('This pull request')
  })

  it("ignores a forged record in an outsider's comment", async () => {
    const forged = addRun(emptyLedger(KEY), {
      runId: '9',
      attempt: '1',
      at: '2026-01-01T00:00:00.000Z',
      event: 'pull_request',
      head: 'c'.repeat(40),
      reviewed: false,
      usage: usage(9_000_000, 9_000_000),
      durationMs: 1000,
      conclusion: 'success',
      trigger: false,
      started: true
    })
    gh.addComment(7, `nice PR\n\n${encodeLedger(forged)}`, { login: 'mallory', type: 'User' })
    const run = await runOn(PUSH, { inputs: { 'max-pr-tokens': '5000000' } })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.argv).toBeDefined()
    expect(run.outputs.pr_runs).toBe('1')
    expect(JSON.parse(run.outputs.pr_usage ?? '')).toEqual(usage(1000, 100))
    expect(run.stdout).toMatch(
      /::warning::Ignored 1 ledger record on pull request #7 .*another account/
    )
    expect(ledgerRuns().map((r) => r.runId)).toEqual([String(runId)])
  })

  it("keeps its record when the agent's message quotes one, and every edit of the next run ends with it", async () => {
    // The agent quotes a well-formed record of this job's key in a code block: the comment shows
    // it on a line of its own, above the action's own record on the last line.
    const quoted = encodeLedger(addRun(emptyLedger(KEY), { ...ledgerRun0(), runId: '5' }))
    const a = await runOn(PUSH, { message: `The record reads:\n\n\`\`\`\n${quoted}\n\`\`\`` })
    expect(a.outputs.pr_runs).toBe('1')
    expect(sticky().split('\n')).toContain(quoted)
    const before = gh.requests('updateComment').length
    const b = await runOn(PUSH)
    expect(b.stdout).not.toMatch(/::warning::Ignored \d+ ledger record/)
    expect(b.outputs.pr_runs).toBe('2')
    expect(ledgerRuns().map((r) => r.runId)).toEqual([String(runId - 1), String(runId)])
    // The progress edits carried run a's record on their last line, the final one added b.
    const edits = gh.requests('updateComment').slice(before)
    expect(edits.length).toBeGreaterThan(1)
    for (const e of edits) {
      const read = decodeLedger((e.body as { body: string }).body, KEY)
      if (read.kind !== 'ledger') throw new Error(`an edit without the ledger: ${read.kind}`)
      expect(read.ledger.runs.map((r) => r.runId)).toContain(String(runId - 1))
    }
  })

  it("never takes another job's comment for its own, whatever that comment quotes", async () => {
    // Another job's comment (the same account, with GITHUB_TOKEN), its agent quoting this job's
    // marker and a record of this job's key: neither makes it this job's comment or ledger.
    const record = encodeLedger(addRun(emptyLedger(KEY), { ...ledgerRun0(), runId: '5' }))
    const other = `${markerFor('CI/other/null')}\n### Done\n\nQuoted: \`${markerFor('CI/bot/null')}\`\n\n\`\`\`\n${record}\n\`\`\``
    const planted = gh.addComment(7, other, gh.tokenUser)
    const run = await runOn(PUSH)
    expect(run.code).toBe(0)
    expect(run.outputs.pr_runs).toBe('1')
    expect(gh.comments.get(planted.id)?.body).toBe(other)
    const mine = gh.commentsOn(7).filter((c) => c.body.startsWith(markerFor('CI/bot/null')))
    expect(mine).toHaveLength(1)
    const read = decodeLedger(lastLine(mine[0]?.body ?? ''), KEY)
    expect(read.kind === 'ledger' && read.ledger.runs.map((r) => r.runId)).toEqual([String(runId)])
  })

  it('the post step finishes a "working" comment that ends with the ledger, the record kept', async () => {
    const first = await runOn(PUSH)
    expect(first.outputs.pr_runs).toBe('1')
    runId++
    // The next run's start edit carries the record; the main step is killed while it works.
    const killed = await botRun(gh, {
      trigger: ask('mia'),
      inputs: { prompt: 'Check the change.', 'comment-on-pr': 'true' },
      env: { GITHUB_RUN_ID: String(runId) },
      stream: [init, '@fake sleep 30000', result('never')],
      onStart: (child) => {
        void until(() => gh.reactions.length > 0).then(() => child.kill('SIGKILL'))
      }
    })
    expect(killed.signal).toBe('SIGKILL')
    expect(sticky()).toContain('Cursor Agent is working')
    // The runner gives the post step the main step's GITHUB_* variables, its run id included.
    const post = await postRun(
      { ...killed, env: { ...killed.env, GITHUB_RUN_ID: String(runId) } },
      killed.state
    )
    expect(post.code).toBe(0)
    expect(post.stdout).toContain('it now says the run was stopped')
    expect(sticky()).toContain('### ⏹ Cursor Agent was stopped')
    expect(ledgerRuns().map((r) => r.runId)).toEqual([String(runId - 1)])
  })

  it('ignores a record of its own that does not parse, and says so once', async () => {
    const good = encodeLedger(addRun(emptyLedger(KEY), { ...ledgerRun0(), runId: '5' }))
    // Reviews of this job (a sticky comment found would be rewritten before the read).
    const own = (record: string) => ({
      state: 'COMMENTED' as const,
      body: `${reviewMarker(KEY, 'review')}\n### Cursor Agent review\n\n${record}`
    })
    gh.review.addReview(7, gh.tokenUser, own(good.replace(/ -->$/, 'A -->')))
    gh.review.addReview(7, gh.tokenUser, own(good.replace('v1 ', 'v2 ')))
    const run = await runOn(PUSH)
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.pr_runs).toBe('1')
    const warnings = run.stdout.split('\n').filter((l) => l.includes('ledger record'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/::warning::Ignored 2 ledger records on pull request #7/)
  })
})

function ledgerRun0(): LedgerRun {
  return {
    runId: '1',
    attempt: '1',
    at: '2026-01-01T00:00:00.000Z',
    event: 'pull_request',
    head: 'c'.repeat(40),
    reviewed: false,
    usage: usage(10, 1),
    durationMs: 1000,
    conclusion: 'success',
    trigger: false,
    started: true
  }
}

describe('the caps', () => {
  it('max-pr-runs 2: the third automatic run starts no CLI, green and skipped, with one note; a maintainer still runs', async () => {
    const inputs = { 'max-pr-runs': '2' }
    expect((await runOn(PUSH, { inputs })).outputs.pr_runs).toBe('1')
    expect((await runOn(PUSH, { inputs })).outputs.pr_runs).toBe('2')
    const third = await runOn(PUSH, { inputs })
    expect(third.code).toBe(0)
    expect(third.argv).toBeUndefined()
    expect(third.outputs.conclusion).toBe('skipped')
    expect(third.outputs.pr_runs).toBe('2')
    const note =
      'Not run: 2 automatic runs have started the agent on this pull request, which reaches `max-pr-runs` (2).'
    const body = sticky()
    expect(body.split(note)).toHaveLength(2)
    expect(body).toContain('Cursor Agent did not run')
    expect(body).toContain(
      'A comment `@cursor …` still runs (trigger-phrase requests are not counted)'
    )
    expect(third.summary).toContain(note)
    expect(notices(third)).toHaveLength(1)
    expect(notices(third)[0]).toContain('max-pr-runs')
    expect(ledgerRuns().at(-1)).toMatchObject({
      runId: String(runId),
      conclusion: 'skipped',
      reason: 'max-pr-runs',
      started: false
    })
    const asked = await runOn(ask('mia'), { inputs })
    expect(asked.argv).toBeDefined()
    expect(asked.outputs.conclusion).toBe('success')
    expect(asked.outputs.pr_runs).toBe('3')
    expect(sticky()).not.toContain('Not run:')
  })

  it('max-pr-tokens reached: automatic runs and a writer stop, a maintainer goes past', async () => {
    const inputs = { 'max-pr-tokens': '1100' }
    expect((await runOn(PUSH, { inputs })).outputs.pr_runs).toBe('1')
    const second = await runOn(PUSH, { inputs })
    expect(second.argv).toBeUndefined()
    expect(second.outputs.conclusion).toBe('skipped')
    expect(notices(second)[0]).toContain('max-pr-tokens')
    expect(sticky()).toContain(
      "Not run: this pull request's runs have used 1,100 input and output tokens, which reaches `max-pr-tokens` (1,100)."
    )
    const writer = await runOn(ask('wes'), { inputs })
    expect(writer.argv).toBeUndefined()
    expect(writer.outputs.conclusion).toBe('skipped')
    const maintainer = await runOn(ask('mia'), { inputs })
    expect(maintainer.argv).toBeDefined()
    expect(maintainer.outputs.conclusion).toBe('success')
    expect(JSON.parse(maintainer.outputs.pr_usage ?? '')).toEqual(usage(2000, 200))
  })

  it('refuses a bad value, and a cap with nowhere to keep the ledger', async () => {
    const bad = await runOn(PUSH, { inputs: { 'max-pr-runs': '-1' } })
    expect(bad.code).toBe(1)
    expect(bad.stdout).toContain('max-pr-runs')
    expect(bad.argv).toBeUndefined()
    const nowhere = await botRun(gh, {
      trigger: PUSH,
      inputs: { prompt: 'x', 'trigger-phrase': '', 'max-pr-tokens': '10' }
    })
    expect(nowhere.code).toBe(1)
    expect(nowhere.stdout).toMatch(/max-pr-tokens.*needs the pull request's ledger/)
  })
})
