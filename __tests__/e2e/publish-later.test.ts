/**
 * `publish: later` end to end: `node dist/index.js` as a runner starts it, with a token that may
 * only read (the loopback GitHub answers its writes 403, and logs every write whatever it
 * answered): a review, a request on the bot and a task with changes each write nothing to
 * GitHub and leave a bundle under RUNNER_TEMP that the publish step's reader (core/bundle/read.ts)
 * takes for this run, with the patch and its digest and no secret in any file.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { readBundle, type Bundle } from '../../src/core/bundle/read.js'
import { compileSchema } from '../../src/core/schema/validator.js'
import { botRun } from '../support/bot-run.js'
import type { TokenGrant } from '../support/github-server.js'
import { assistant, git, init, result, type ActionRun } from '../support/helpers.js'
import { act, b64, repos, stream } from '../support/land.js'
import { answer, HEAD, PR, reviewRun, restartGitHub, SEVEN } from '../support/review-fixture.js'

/** A token with read permissions only: GitHub's answer to each of its writes is a 403. */
const READ_TOKEN = 'ghs_readonly0123456789abcdefABCDEFread'
const READER: TokenGrant = {
  token: READ_TOKEN,
  user: { login: 'github-actions[bot]', type: 'Bot' },
  writes: []
}
const API_KEY = 'key_later_secret_0123456789abcdef'
const LEG_FOLDER = /^cursor-agent-42-1-[A-Za-z0-9_-]+-[0-9a-f]{16}$/

/** The bundle folder of a run: its one sub-folder, the files in it, bundle.json as read. */
function bundleOf(run: ActionRun, number: number | undefined, runId = '42') {
  const dir = run.outputs.bundle ?? ''
  expect(dir).not.toBe('')
  expect(path.dirname(dir)).toBe(run.dir)
  expect(path.basename(dir)).toMatch(/^cursor-agent-bundle-/)
  const legs = fs.readdirSync(dir)
  expect(legs).toHaveLength(1)
  const leg = path.join(dir, legs[0] ?? '')
  const files = fs.readdirSync(leg).sort()
  const text = fs.readFileSync(path.join(leg, 'bundle.json'), 'utf8')
  const read = readBundle(
    text,
    { repository: 'octo/demo', runId, ...(number !== undefined ? { number } : {}) },
    compileSchema,
    (t) => t
  )
  if (!read.ok) throw new Error(`the bundle was refused: ${read.problems.join('; ')}`)
  return { dir, leg: legs[0] ?? '', files, text, bundle: read.bundle as Bundle }
}

/** No file of the bundle holds any of `secrets`. */
function expectNoSecret(dir: string, secrets: string[]): void {
  for (const leg of fs.readdirSync(dir))
    for (const f of fs.readdirSync(path.join(dir, leg))) {
      const content = fs.readFileSync(path.join(dir, leg, f), 'utf8')
      for (const s of secrets) expect(content).not.toContain(s)
    }
}

describe('publish: later', () => {
  it('a review with a read-only token: no write request, the findings in a bundle bound to this run', async () => {
    const gh = await restartGitHub({ tokens: [READER] })
    // The agent saw the key and the token, and wrote them in its message and in a finding.
    const leaked = `The key is ${API_KEY} and the token ${READ_TOKEN}.`
    const first = SEVEN[0]
    if (first === undefined) throw new Error('no finding')
    const findings = [{ ...first, body: `${first.body} ${leaked}` }, ...SEVEN.slice(1)]
    const message = `${leaked}\n\n${answer(findings)}`
    const run = await reviewRun({
      inputs: { 'github-token': READ_TOKEN, 'api-key': API_KEY, publish: 'later' },
      stream: [init, assistant(message), result(message)]
    })
    expect(run.stderr).toBe('')
    expect(run.outputs.conclusion).toBe('success')
    expect(run.code).toBe(0)
    expect(gh.writes()).toEqual([])
    // The reads stay: the pull request and its files, read with the read-only token.
    expect(gh.log.filter((r) => r.path.endsWith(`/pulls/${String(PR)}/files`)).length).toBe(1)
    const { files, bundle, leg, dir } = bundleOf(run, PR)
    expect(leg).toMatch(LEG_FOLDER)
    expect(files).toEqual(['bundle.json'])
    expect(bundle.mode).toBe('review')
    expect(bundle.subject).toEqual({
      kind: 'pull_request',
      number: PR,
      head: HEAD,
      base: 'b'.repeat(40)
    })
    expect(bundle.review?.head).toBe(HEAD)
    expect(bundle.review?.findings.map((f) => f.title)).toEqual(SEVEN.map((f) => f.title))
    expect(bundle.verdict.conclusion).toBe('success')
    expect(bundle.ledger).toMatchObject({ runId: '42', attempt: '1', head: HEAD })
    expectNoSecret(dir, [API_KEY, READ_TOKEN])
    expect(run.summary).toContain(dir)
    expect(run.summary).toMatch(/Nothing was published/)
  }, 90_000)

  it('a request on the bot with a read-only token: the gate reads who asked, nothing is written, the answer is in a bundle', async () => {
    const gh = await restartGitHub({ tokens: [READER], roles: { mia: 'write' } })
    const run = await botRun(gh, {
      inputs: { 'github-token': READ_TOKEN, publish: 'later' },
      trigger: { login: 'mia', body: '@cursor fix the test', commentId: 555 },
      env: { CURSOR_AGENT_ACTION_GITHUB_RETRY_MS: '10' }
    })
    expect(run.stderr).toBe('')
    expect(run.outputs.conclusion).toBe('success')
    expect(gh.writes()).toEqual([])
    // The gate asked GitHub for the commenter's role; no reaction and no comment.
    expect(gh.requests('permission').length).toBeGreaterThan(0)
    expect(gh.reactions).toEqual([])
    expect(run.state).toEqual({})
    const { bundle, files } = bundleOf(run, 7)
    expect(files).toEqual(['bundle.json'])
    expect(bundle.mode).toBe('answer')
    expect(bundle.request).toEqual({ commentId: 555 })
    expect(bundle.finalMessage).toBe('Done: the test passes now.')
    expect(bundle.subject).toMatchObject({ kind: 'pull_request', number: 7, head: HEAD })
  }, 90_000)

  it('a request the gate refuses still leaves a bundle that says so', async () => {
    const gh = await restartGitHub({ tokens: [READER], roles: { eve: 'read' } })
    const run = await botRun(gh, {
      inputs: { 'github-token': READ_TOKEN, publish: 'later' },
      trigger: { login: 'eve' }
    })
    expect(run.outputs.conclusion).toBe('skipped')
    expect(gh.writes()).toEqual([])
    const { bundle } = bundleOf(run, 7)
    expect(bundle.verdict).toEqual({ conclusion: 'skipped', skipReason: 'not-allowed' })
  }, 90_000)

  it('a task with changes: the patch beside bundle.json, with its base and digest, and it applies there', async () => {
    const r = repos()
    const secretLine = `token ${READ_TOKEN} key ${API_KEY}`
    const run = await act(
      r,
      stream([
        init,
        `@fake write calc.py ${b64('def add(a, b):\n    return a + b\n')}`,
        assistant(secretLine),
        result('Fixed add().')
      ]),
      { publish: 'later', 'github-token': READ_TOKEN, 'api-key': API_KEY },
      { GITHUB_RUN_ID: '42', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'octo/demo' }
    )
    expect(run.outputs.conclusion).toBe('success')
    const { files, bundle, leg, dir } = bundleOf(run, undefined)
    expect(files).toEqual(['bundle.json', 'patch.diff'])
    expect(bundle.mode).toBe('task')
    expect(bundle.subject).toEqual({ kind: 'none' })
    const patch = fs.readFileSync(path.join(dir, leg, 'patch.diff'))
    expect(bundle.patch?.base).toBe(r.start)
    expect(bundle.patch?.bytes).toBe(patch.length)
    expect(bundle.patch?.sha256).toBe(createHash('sha256').update(patch).digest('hex'))
    // The same patch as the `patch` output's.
    expect(patch.equals(fs.readFileSync(run.outputs.patch ?? ''))).toBe(true)
    const clone = path.join(r.dir, 'check')
    git(r.dir, 'clone', '-q', r.origin, clone)
    git(clone, 'checkout', '-q', bundle.patch?.base ?? '')
    git(clone, 'apply', '--check', path.join(dir, leg, 'patch.diff'))
    expectNoSecret(dir, [API_KEY, READ_TOKEN])
  }, 90_000)

  it('fail-on with publish: later is an input error that says where it belongs', async () => {
    const gh = await restartGitHub({ tokens: [READER] })
    const run = await reviewRun({
      inputs: { 'github-token': READ_TOKEN, publish: 'later', 'fail-on': 'high' }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      'Input "fail-on" is "high", but with publish: later this job publishes nothing'
    )
    expect(run.stdout).toContain('uses: <owner>/<repo>/publish@v1')
    expect(gh.log).toEqual([])
  }, 60_000)
})
