/**
 * The outputs contract end to end, on `node dist/index.js` against the loopback GitHub: every
 * failure reason a run gives is a row of the Failure reasons table (docs/reference.md); `skip_reason` says
 * why the agent was not started (the trigger gate's no-trigger and not-allowed, the caps'
 * max-pr-runs and max-pr-tokens) and is set, empty, on every other run; `resume: pr`,
 * `max-pr-runs` and `max-pr-tokens` on an event without a pull request say so in a warning before
 * the CLI starts; and `resumed: false` always comes with the warning the output promises.
 * Run `npm run bundle` first.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { addRun, emptyLedger, type LedgerRun } from '../../src/core/ledger/ledger.js'
import { encodeLedger } from '../../src/core/ledger/stored.js'
import { keyHash, markerFor } from '../../src/render/marker.js'
import { botRun, prGitHub, type Trigger } from '../support/bot-run.js'
import type { GitHubServer } from '../support/github-server.js'
import {
  assistant,
  init,
  result,
  ROOT,
  runAction,
  streamFile,
  tempDir,
  warningsOf,
  type ActionRun
} from '../support/helpers.js'
import { NETWORK } from '../support/cli-words.js'

const KEY = 'key_outputs_contract_0123456789'
let gh: GitHubServer

beforeEach(async () => {
  gh = await prGitHub({ roles: { mia: 'maintain', rex: 'read' } })
})
afterEach(async () => {
  await gh.stop()
})

/** The reasons the Failure reasons table (docs/reference.md) has a row for. */
function tableReasons(): string[] {
  const reference = fs.readFileSync(path.join(ROOT, 'docs', 'reference.md'), 'utf8')
  const section = reference.split('\n### Failure reasons\n')[1]?.split(/\n#{1,6} /)[0] ?? ''
  return [...section.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((m) => m[1] ?? '')
}

/** The ledger an earlier automatic run left on pull request #7, in the token's own comment. */
function earlierRun(usage: { input: number; output: number }): void {
  const run: LedgerRun = {
    runId: '40',
    attempt: '1',
    at: new Date(Date.now() - 60_000).toISOString(),
    event: 'pull_request',
    head: 'a'.repeat(40),
    reviewed: false,
    usage: {
      inputTokens: usage.input,
      outputTokens: usage.output,
      cacheReadTokens: 0,
      cacheWriteTokens: 0
    },
    durationMs: 1000,
    conclusion: 'success',
    trigger: false,
    started: true
  }
  const record = encodeLedger(addRun(emptyLedger(keyHash('CI/bot/null')), run))
  gh.addComment(7, `${markerFor('CI/bot/null')}\nearlier run\n\n${record}`, gh.tokenUser)
}

/** A run on an event with no pull request: its payload as the runner writes it. */
function runOn(event: 'push' | 'workflow_dispatch', inputs: Record<string, string>) {
  const dir = tempDir('caa-contract-')
  const repository = { full_name: 'octo/demo', name: 'demo', owner: { login: 'octo' } }
  const sender = { login: 'mia', type: 'User', id: 1 }
  const payload =
    event === 'push'
      ? { ref: 'refs/heads/main', after: 'c'.repeat(40), repository, sender }
      : { ref: 'refs/heads/main', inputs: {}, repository, sender }
  fs.writeFileSync(path.join(dir, 'event.json'), JSON.stringify(payload))
  const argv = path.join(dir, 'argv.json')
  return runAction({
    inputs: { prompt: 'Tidy the docs.', 'api-key': KEY, 'github-token': gh.token, ...inputs },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
      GITHUB_EVENT_NAME: event,
      GITHUB_REPOSITORY: 'octo/demo',
      GITHUB_RUN_ID: '42',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'bot',
      FAKE_CURSOR_ARGV_FILE: argv,
      FAKE_CURSOR_STREAM: streamFile([init, assistant('Done.'), result('Done.')])
    }
  }).then((run) => ({
    run,
    argv: fs.existsSync(argv)
      ? (JSON.parse(fs.readFileSync(argv, 'utf8')) as { argv: string[] })
      : undefined
  }))
}

/** Where in the log a line holding `text` is (-1: nowhere). */
const lineOf = (run: ActionRun, text: string): number =>
  run.stdout.split('\n').findIndex((l) => l.includes(text))

/** The live log's line once the CLI's first event arrived: the run has started. */
const STARTED = ' · model '

describe('every failure reason a run gives is a row of the Failure reasons table', () => {
  it.each([
    ['exit_code', { FAKE_CURSOR_EXIT: '3' }, [init], {}],
    ['no_result', {}, [init, assistant('…')], {}],
    ['agent_error', {}, [init, result('It broke.', { is_error: true })], {}],
    ['network', { FAKE_CURSOR_STDERR: NETWORK, FAKE_CURSOR_EXIT: '1' }, [init], {}],
    ['mcp_unavailable', {}, [init, assistant('Done.'), result('Done.')], { 'require-mcp': 'docs' }],
    ['invalid_input', {}, [init], { mode: 'sideways' }]
  ] as [string, Record<string, string>, object[], Record<string, string>][])(
    '%s',
    async (reason, env, stream, inputs) => {
      const workspace = tempDir('caa-contract-ws-')
      fs.mkdirSync(path.join(workspace, '.cursor'))
      fs.writeFileSync(
        path.join(workspace, '.cursor', 'mcp.json'),
        JSON.stringify({ mcpServers: { docs: { command: 'npx', args: ['docs-mcp'] } } })
      )
      const run = await runAction({
        workspace,
        inputs: { prompt: 'x', 'api-key': KEY, ...inputs },
        env: { FAKE_CURSOR_STREAM: streamFile(stream), ...env }
      })
      expect(run.code).toBe(1)
      expect(run.outputs.conclusion).toBe('failure')
      expect(run.outputs.failure_reason).toBe(reason)
      expect(run.outputs.skip_reason).toBe('')
      expect(tableReasons()).toContain(reason)
    }
  )

  it('cli_not_found, before the run', async () => {
    const run = await runAction({ inputs: { prompt: 'x' }, fake: false })
    expect(run.outputs.failure_reason).toBe('cli_not_found')
    expect(tableReasons()).toContain('cli_not_found')
  })
})

describe('skip_reason', () => {
  it('is empty, and set, on a run that started the agent', async () => {
    const run = await botRun(gh, { trigger: { login: 'mia' } })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs).toHaveProperty('skip_reason', '')
  })

  it.each([
    ['no-trigger: the phrase is absent', { body: 'Thanks, looks good.' }, 'no-trigger'],
    [
      'not-allowed: the commenter may not trigger',
      { login: 'rex', body: '@cursor go' },
      'not-allowed'
    ]
  ] as [string, Trigger, string][])('%s', async (_, trigger, reason) => {
    const run = await botRun(gh, { trigger })
    expect(run.code).toBe(0)
    expect(run.argv).toBeUndefined()
    expect(run.outputs.conclusion).toBe('skipped')
    expect(run.outputs.skip_reason).toBe(reason)
    expect(run.outputs.failure_reason).toBe('')
  })

  it('max-pr-runs: an automatic run past the cap', async () => {
    earlierRun({ input: 10, output: 5 })
    const run = await botRun(gh, {
      trigger: { event: 'pull_request' },
      inputs: { prompt: 'Check it.', 'comment-on-pr': 'true', 'max-pr-runs': '1' }
    })
    expect(run.code).toBe(0)
    expect(run.argv).toBeUndefined()
    expect(run.outputs.conclusion).toBe('skipped')
    expect(run.outputs.skip_reason).toBe('max-pr-runs')
    expect(run.outputs.pr_runs).toBe('1')
  })

  it('max-pr-tokens: a run once the pull request used the tokens', async () => {
    earlierRun({ input: 900, output: 100 })
    const run = await botRun(gh, {
      trigger: { event: 'pull_request' },
      inputs: { prompt: 'Check it.', 'comment-on-pr': 'true', 'max-pr-tokens': '1000' }
    })
    expect(run.code).toBe(0)
    expect(run.argv).toBeUndefined()
    expect(run.outputs.conclusion).toBe('skipped')
    expect(run.outputs.skip_reason).toBe('max-pr-tokens')
  })
})

describe('an event without a pull request says so first', () => {
  it('push: resume: pr, max-pr-runs and max-pr-tokens each get a warning naming the event, before the run, which goes on uncounted', async () => {
    const { run, argv } = await runOn('push', {
      'comment-on-pr': 'true',
      'trigger-phrase': '@cursor',
      resume: 'pr',
      'max-pr-runs': '2',
      'max-pr-tokens': '1000'
    })
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('success')
    const said = [
      'max-pr-runs counts runs per pull request; a push event has none: this run is neither counted nor capped.',
      'max-pr-tokens counts tokens per pull request; a push event has none: this run is neither counted nor capped.',
      'resume: pr has no pull request on a push event: the run starts a new chat.'
    ]
    for (const warning of said) {
      expect(warningsOf(run)).toContain(warning)
      // Before the CLI's first event.
      expect(lineOf(run, warning)).toBeLessThan(lineOf(run, STARTED))
    }
    // And in the summary, with the inputs and the event as code.
    expect(run.summary).toContain(
      [
        '- ⚠️ `max-pr-runs` counts runs per pull request; a `push` event has none: this run is neither counted nor capped.',
        '- ⚠️ `max-pr-tokens` counts tokens per pull request; a `push` event has none: this run is neither counted nor capped.',
        '- ⚠️ `resume: pr` has no pull request on a `push` event: the run starts a new chat.'
      ].join('\n')
    )
    // As before: a fresh session, not counted, not capped.
    expect(argv?.argv.some((a) => a.startsWith('--resume'))).toBe(false)
    expect(run.outputs.resumed).toBe('false')
    expect(run.outputs.pr_runs).toBe('')
    expect(run.outputs.skip_reason).toBe('')
    expect(lineOf(run, STARTED)).toBeGreaterThan(-1)
  })

  it('workflow_dispatch and an issue: the warning names that event', async () => {
    const { run } = await runOn('workflow_dispatch', {
      'comment-on-pr': 'true',
      'trigger-phrase': '@cursor',
      resume: 'pr'
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(warningsOf(run)).toContain(
      'resume: pr has no pull request on a workflow_dispatch event: the run starts a new chat.'
    )
    const issue = await botRun(gh, {
      trigger: { onIssue: true, number: 9 },
      inputs: { resume: 'pr', 'max-pr-runs': '1' }
    })
    expect(issue.outputs.conclusion).toBe('success')
    expect(warningsOf(issue)).toEqual(
      expect.arrayContaining([
        'max-pr-runs counts runs per pull request; an issue_comment event has none: this run is neither counted nor capped.',
        'resume: pr has no pull request on an issue_comment event: the run starts a new chat.'
      ])
    )
  })

  it('a pull request event says nothing of the kind', async () => {
    const run = await botRun(gh, {
      trigger: { event: 'pull_request' },
      inputs: { prompt: 'Check it.', 'comment-on-pr': 'true', 'max-pr-runs': '3' }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(warningsOf(run).filter((w) => w.includes('has none'))).toEqual([])
    expect(run.outputs.pr_runs).toBe('1')
  })
})

describe('resumed: false comes with the warning it promises', () => {
  it('resume: pr on a pull request whose ledger names no earlier session', async () => {
    const run = await botRun(gh, {
      trigger: { login: 'mia' },
      inputs: { resume: 'pr', 'checkout-pr': 'false', 'api-key': KEY }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.resumed).toBe('false')
    const warning =
      "resume: pr: the pull request's ledger names no earlier session: the run starts a new chat."
    expect(warningsOf(run)).toContain(warning)
    expect(lineOf(run, warning)).toBeLessThan(lineOf(run, STARTED))
  })
})
