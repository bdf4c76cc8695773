/**
 * What held when the pull request's memory was attacked (security round 5, "keep what held"), end
 * to end on `node dist/index.js` against the loopback GitHub, so that it goes on holding:
 * - an outsider's ledger record naming a session of theirs resumes nothing and moves no cap;
 * - a cap that is set fails closed when GitHub will not say who the token is (GraphQL down);
 * - a cap value that is not a whole number is an input error before anything is installed;
 * - a secret in what an MCP server or `cursor-agent mcp list` says is masked everywhere.
 * The pinned install's checks are in held-install.test.ts, the compare of 300 files in
 * held-compare.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { addRun, emptyLedger, type Ledger, type LedgerRun } from '../../src/core/ledger/ledger.js'
import { encodeLedger } from '../../src/core/ledger/stored.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { readSettings } from '../../src/runner/inputs.js'
import { keyHash, markerFor, reviewMarker } from '../../src/render/marker.js'
import { botRun, type BotRun, type Trigger } from '../support/bot-run.js'
import { startGitHub, type GitHubServer, type User } from '../support/github-server.js'
import {
  assistant,
  init,
  MCP,
  mcp,
  result,
  runAction,
  SESSION,
  streamFile,
  tempDir,
  type ActionRun
} from '../support/helpers.js'

const COMMENT_KEY = 'CI/bot/null'
const KEY = keyHash(COMMENT_KEY)
/** The session an outsider's record names, hoping the next run continues it. */
const EVIL = '66666666-6666-4666-8666-666666666666'
const ann: User = { login: 'ann', type: 'User' }
const mallory: User = { login: 'mallory', type: 'User' }

let gh: GitHubServer

beforeEach(async () => {
  gh = await startGitHub({ roles: { mia: 'maintain', ann: 'write' } })
  gh.pulls.set(7, {
    number: 7,
    title: 'Make add() right',
    body: '',
    head: { ref: 'fix-add', sha: 'a'.repeat(40), repo: 'octo/demo' },
    base: { ref: 'main', sha: 'b'.repeat(40), repo: 'octo/demo' },
    user: ann
  })
  gh.review.setPull(7, { files: [] })
})
afterEach(async () => {
  await gh.stop()
})

/** A run in the ledger: `o` over an automatic run that started the CLI a minute ago. */
function ledgerRun(o: Partial<LedgerRun> = {}): LedgerRun {
  return {
    runId: '30',
    attempt: '1',
    at: new Date(Date.now() - 60_000).toISOString(),
    event: 'pull_request',
    head: 'a'.repeat(40),
    reviewed: false,
    usage: { inputTokens: 10, outputTokens: 5, cacheReadTokens: 0, cacheWriteTokens: 0 },
    durationMs: 1000,
    conclusion: 'success',
    trigger: false,
    started: true,
    ...o
  }
}

function ledgerOf(...runs: LedgerRun[]): Ledger {
  return runs.reduce((l, r) => addRun(l, r), emptyLedger(KEY))
}

const PUSH: Trigger = { event: 'pull_request' }
const ASK: Trigger = { event: 'issue_comment', login: 'mia', body: '@cursor go on' }

function runOn(trigger: Trigger, inputs: Record<string, string>): Promise<BotRun> {
  return botRun(gh, {
    trigger,
    inputs: { prompt: 'Check the change.', 'comment-on-pr': 'true', ...inputs },
    env: { GITHUB_RUN_ID: '77' },
    stream: [init, assistant('Done.'), result('Done.')]
  })
}

describe("an outsider's ledger record with a session of its own", () => {
  /**
   * The pull request's author copies the sticky comment's marker and writes a record, newer than
   * any of the job's own, naming their session and 40 automatic runs; a drive-by reviewer puts
   * the same into a review's body, behind the review marker.
   */
  function forge(): void {
    const forged = encodeLedger(
      ledgerOf(
        ...Array.from({ length: 40 }, (_, i) =>
          ledgerRun({
            runId: String(1000 + i),
            at: new Date(Date.now() - 1000 + i).toISOString(),
            sessionId: EVIL,
            usage: { inputTokens: 9e8, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 }
          })
        )
      )
    )
    gh.addComment(7, `${markerFor(COMMENT_KEY)}\n### ✅ Cursor Agent succeeded\n\n${forged}`, ann)
    gh.review.addReview(7, mallory, {
      state: 'COMMENTED',
      body: `${reviewMarker(KEY, 'review')}\nLooks fine.\n\n${forged}`
    })
  }

  it('moves no cap and resumes the session of the job’s own record, never the outsider’s', async () => {
    const own = encodeLedger(ledgerOf(ledgerRun({ sessionId: SESSION })))
    gh.addComment(7, `${markerFor(COMMENT_KEY)}\nearlier run\n\n${own}`, gh.tokenUser)
    forge()
    const run = await runOn(PUSH, {
      resume: 'pr',
      'checkout-pr': 'false',
      'max-pr-runs': '2',
      'max-pr-tokens': '1000000'
    })
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('success')
    expect(run.argv?.argv).toContain(`--resume=${SESSION}`)
    expect(run.argv?.argv.join(' ')).not.toContain(EVIL)
    expect(run.stdout).not.toContain(EVIL)
    // The totals are the job's own record and this run: nothing of the outsider's counted.
    expect(run.outputs.pr_runs).toBe('2')
    expect(JSON.parse(run.outputs.pr_usage ?? '')).toMatchObject({ inputTokens: 10 })
  })

  it('starts a fresh session when only the outsider names one', async () => {
    forge()
    const run = await runOn(ASK, { resume: 'pr', 'checkout-pr': 'false' })
    expect(run.code).toBe(0)
    expect(run.argv?.argv.some((a) => a.startsWith('--resume'))).toBe(false)
    expect(run.summary).toContain("the pull request's ledger names no earlier session")
    expect(run.outputs.pr_runs).toBe('1')
  })
})

describe('a cap that is set, when GitHub will not say who the token is', () => {
  const FAULTS = [
    ['answers 502', { kind: 'error', status: 502 }],
    ['refuses the token', { kind: 'forbidden' }]
  ] as const
  /** The job's own record: `n` automatic runs that started the CLI. */
  const ownRuns = (n: number): void => {
    const runs = Array.from({ length: n }, (_, i) => ledgerRun({ runId: String(30 + i) }))
    gh.addComment(
      7,
      `${markerFor(COMMENT_KEY)}\nearlier\n\n${encodeLedger(ledgerOf(...runs))}`,
      gh.tokenUser
    )
  }

  it.each(FAULTS)(
    'review mode, GraphQL %s: no record can be believed, so an automatic run does not start',
    async (_name, fault) => {
      gh.fail('graphql', fault)
      const run = await runOn(PUSH, {
        'comment-on-pr': 'false',
        'trigger-phrase': '',
        review: 'true',
        mode: 'ask',
        'max-pr-runs': '5'
      })
      expect(run.code).toBe(0)
      expect(run.argv).toBeUndefined()
      expect(run.outputs.conclusion).toBe('skipped')
      expect(run.summary).toContain("this pull request's ledger could not be read")
      expect(run.summary).toContain('an automatic run does not start')
    }
  )

  it('with the sticky comment: the account is the new comment’s author, and a cap reached still stops the run', async () => {
    ownRuns(2)
    gh.fail('graphql', { kind: 'error', status: 502 })
    const run = await runOn(PUSH, { 'max-pr-runs': '2' })
    expect(run.stdout).toContain('Could not learn which account the token is')
    expect(run.code).toBe(0)
    expect(run.argv).toBeUndefined()
    expect(run.outputs.conclusion).toBe('skipped')
    expect(run.outputs.pr_runs).toBe('2')
    expect(run.summary).toContain('which reaches `max-pr-runs` (2)')
  })
})

describe('bad cap values', () => {
  const env = readRunnerEnv({ GITHUB_WORKSPACE: tempDir(), GITHUB_EVENT_NAME: 'pull_request' })
  const read = (inputs: Record<string, string>) =>
    readSettings((n) => ({ prompt: 'go', 'comment-on-pr': 'true', ...inputs })[n] ?? '', env)

  it.each([
    '-1',
    '1.5',
    'abc',
    '1e3',
    '0x10',
    '+3',
    '1_000',
    '1,000',
    '1 000',
    'Infinity',
    'NaN',
    '３',
    '٣',
    '3\n4',
    '99999999999999999999999'
  ])('refuses %j for both caps, naming the input and the value', (v) => {
    expect(() => read({ 'max-pr-runs': v })).toThrow(
      `Input "max-pr-runs" must be a whole number of runs (0 = no cap), got ${JSON.stringify(v)}.`
    )
    expect(() => read({ 'max-pr-tokens': v })).toThrow(
      `Input "max-pr-tokens" must be a whole number of tokens (0 = no cap), got ${JSON.stringify(v)}.`
    )
  })

  it('refuses a number past the bounds: runs over 9 digits, tokens over 13', () => {
    expect(read({ 'max-pr-runs': '999999999', 'max-pr-tokens': '9999999999999' })).toMatchObject({
      maxPrRuns: 999_999_999,
      maxPrTokens: 9_999_999_999_999
    })
    expect(() => read({ 'max-pr-runs': '1000000000' })).toThrow('"max-pr-runs"')
    expect(() => read({ 'max-pr-tokens': '10000000000000' })).toThrow('"max-pr-tokens"')
  })

  it('reads empty and white space alike, as the default (no cap), and a padded number as the number', () => {
    for (const v of ['', ' ', '\t \n'])
      expect(read({ 'max-pr-runs': v, 'max-pr-tokens': v })).toMatchObject({
        maxPrRuns: 0,
        maxPrTokens: 0
      })
    expect(read({ 'max-pr-runs': ' 3 ', 'max-pr-tokens': '\t40\n' })).toMatchObject({
      maxPrRuns: 3,
      maxPrTokens: 40
    })
  })

  it('through dist/index.js: invalid_input naming each input and value, before any install', async () => {
    // A download host for a pinned build: a run that gets as far as the install asks it.
    const asked: string[] = []
    const host = http.createServer((req, res) => {
      asked.push(req.url ?? '')
      res.writeHead(404).end()
    })
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r))
    const port = String((host.address() as AddressInfo).port)
    const caps = (runs: string, tokens: string) =>
      runOn(PUSH, {
        'max-pr-runs': runs,
        'max-pr-tokens': tokens,
        install: 'true',
        'cli-version': '2026.09.28-5f2c1ab',
        'cli-download-url': `http://127.0.0.1:${port}/lab`
      })
    try {
      for (const [runs, tokens] of [
        ['-1', '1.5'],
        ['99999999999999999999', '１e3']
      ] as const) {
        const run = await caps(runs, tokens)
        expect(run.code).toBe(1)
        expect(run.outputs.failure_reason).toBe('invalid_input')
        expect(run.stdout).toContain(
          `Input "max-pr-runs" must be a whole number of runs (0 = no cap), got "${runs}".`
        )
        expect(run.stdout).toContain(
          `Input "max-pr-tokens" must be a whole number of tokens (0 = no cap), got "${tokens}".`
        )
        expect(run.argv).toBeUndefined()
      }
      expect(asked).toEqual([])
      // Nothing asked of GitHub either: no ledger read, no comment.
      expect(gh.requests('listComments')).toEqual([])
      expect(gh.requests('createComment')).toEqual([])
      // The same run with good values gets to the install (and fails there: no such build).
      const good = await caps('2', '10')
      expect(good.outputs.failure_reason).toBe('install_failed')
      expect(asked).toEqual(['/lab/2026.09.28-5f2c1ab/linux/x64/agent-cli-package.tar.gz'])
    } finally {
      host.close()
    }
  })
})

describe('secrets in what MCP says', () => {
  const PAT = `ghp_${'Q7'.repeat(18)}`
  const PASSWORD = 'mcp-url-pw-3141'
  const API_KEY = 'key_mcp_held_0123456789abcdef'
  const JWT = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtY3AtaGVsZCJ9.${'s1gnature'.repeat(3)}`

  /** A workspace that configures both servers, and the run with require-mcp. */
  async function mcpRun(): Promise<ActionRun> {
    const workspace = path.join(tempDir('caa-held-mcp-'), 'ws')
    fs.mkdirSync(path.join(workspace, '.cursor'), { recursive: true })
    fs.writeFileSync(
      path.join(workspace, '.cursor', 'mcp.json'),
      JSON.stringify({ mcpServers: { docs: { url: 'x' }, tickets: { url: 'y' } } })
    )
    return runAction({
      workspace,
      inputs: { prompt: 'Use the servers.', 'require-mcp': 'docs, tickets', 'api-key': API_KEY },
      env: {
        FAKE_CURSOR_MCP_LIST: [
          `docs: Error: Connection failed: https://bot:${PASSWORD}@mcp.example.com/sse`,
          `tickets: Error: 401 Unauthorized (Authorization: Bearer ${PAT})`
        ].join('\n'),
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...mcp(
            'c1',
            'docs',
            'search',
            MCP.error(`SSE error: GET https://bot:${PASSWORD}@mcp.example.com/sse: 401`)
          ),
          ...mcp(
            'c2',
            'tickets',
            'find',
            MCP.isError(`Error: Authorization: Bearer ${PAT} was refused; key ${API_KEY}`)
          ),
          ...mcp('c3', 'tickets', 'find', MCP.error(`Error: token ${JWT} expired`)),
          result('The servers would not answer.')
        ])
      }
    })
  }

  it('masks them in the log, the summary, every output and the manifest', async () => {
    const run = await mcpRun()
    expect(run.outputs.failure_reason).toBe('mcp_unavailable')
    const manifest = fs.readFileSync(run.outputs.manifest ?? '', 'utf8')
    // The runner is told to mask the key it was given (`::add-mask::`): the one place it may stand.
    const log = run.stdout
      .split('\n')
      .filter((l) => l !== `::add-mask::${API_KEY}`)
      .join('\n')
    const everything = [log, run.stderr, run.summary, ...Object.values(run.outputs), manifest].join(
      '\n'
    )
    // The texts are there, with the secrets masked: the proof that they were shown at all.
    // The summary's MCP section cuts a status's URL to its host (it can carry a token).
    expect(run.summary).toContain('Connection failed: https://mcp.example.com')
    expect(run.stdout).toContain('401 Unauthorized (Authorization: Bearer ***)')
    expect(manifest).toContain('Authorization: Bearer ***')
    for (const secret of [PAT, PASSWORD, API_KEY, JWT, PAT.slice(0, 24), JWT.slice(0, 30)])
      expect(everything).not.toContain(secret)
  })
})
