/**
 * `resume: pr` end to end on `node dist/index.js` (agent/resume.ts, agent/chat.ts): a `@cursor`
 * follow-up on pull request #7 continues the session the pull request's ledger names. The first
 * run's chat (written by the fake CLI under ~/.cursor/chats/<folder of the workspace>/<id>/, as
 * the real one keeps it) is saved to the loopback Actions cache; the next run, on a fresh runner
 * (an empty HOME), gets it back before the CLI starts, passes --resume, and the stream says the
 * session continued: `resumed` true. With the cache empty the CLI starts a fresh session:
 * `resumed` false, with a warning and a line in the summary.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { addRun, emptyLedger, type LedgerRun } from '../../src/core/ledger/ledger.js'
import { encodeLedger } from '../../src/core/ledger/stored.js'
import { keyHash, markerFor } from '../../src/render/marker.js'
import { botRun, type BotRun } from '../support/bot-run.js'
import { startCacheService, type CacheService } from '../support/cache-server.js'
import { startGitHub, type GitHubServer } from '../support/github-server.js'
import { assistant, init, result, SESSION, tempDir } from '../support/helpers.js'

/** The session the fake CLI's stream names when it does not continue one. */
const FRESH = '99999999-8888-7777-6666-555555555555'
let gh: GitHubServer
let cache: CacheService

beforeEach(async () => {
  gh = await startGitHub({ roles: { mia: 'maintain' } })
  gh.pulls.set(7, {
    number: 7,
    title: 'Make add() right',
    body: '',
    head: { ref: 'fix-add', sha: 'a'.repeat(40), repo: 'octo/demo' },
    base: { ref: 'main', sha: 'b'.repeat(40), repo: 'octo/demo' },
    user: { login: 'ann', type: 'User' }
  })
  cache = await startCacheService()
})
afterEach(async () => {
  await gh.stop()
  await cache.close()
})

/** The ledger the earlier run left, in a comment of the token's own account. */
function ledgerOf(runId: string, sessionId: string): void {
  const run: LedgerRun = {
    runId,
    attempt: '1',
    at: new Date(Date.now() - 60_000).toISOString(),
    event: 'issue_comment',
    head: 'a'.repeat(40),
    reviewed: false,
    usage: { inputTokens: 10, outputTokens: 5, cacheReadTokens: 0, cacheWriteTokens: 0 },
    durationMs: 1000,
    sessionId,
    conclusion: 'success',
    trigger: true,
    started: true
  }
  const key = keyHash('CI/bot/null')
  const record = encodeLedger(addRun(emptyLedger(key), run))
  gh.addComment(7, `${markerFor('CI/bot/null')}\nearlier run\n\n${record}`, gh.tokenUser)
}

/** A follow-up on a runner of its own (its HOME), in the same workspace and temp folder. */
function followUp(o: {
  runId: string
  session: string
  place: { workspace: string; temp: string }
}) {
  return botRun(gh, {
    inputs: { resume: 'pr', 'checkout-pr': 'false', 'api-key': 'key_resume_test_0123456789' },
    env: {
      ...cache.env(),
      GITHUB_RUN_ID: o.runId,
      RUNNER_TEMP: o.place.temp,
      FAKE_CURSOR_CHATS: '1'
    },
    workspace: o.place.workspace,
    stream: [
      { ...init, session_id: o.session },
      assistant('Done.'),
      result('Done.', { session_id: o.session })
    ]
  })
}

function homeOf(run: BotRun): string {
  return path.join(run.dir, 'home')
}

function chatsIn(home: string): string[] {
  const root = path.join(home, '.cursor', 'chats')
  if (!fs.existsSync(root)) return []
  return fs.readdirSync(root).flatMap((f) => fs.readdirSync(path.join(root, f)))
}

describe('resume: pr', () => {
  it('continues the session the ledger names, its chat restored from the Actions cache', async () => {
    const place = { workspace: tempDir('caa-ws-'), temp: tempDir('caa-tmp-') }
    // The first follow-up: no session in the ledger yet, so a fresh one; its chat is saved.
    const first = await followUp({ runId: '41', session: SESSION, place })
    expect(first.code).toBe(0)
    expect(first.outputs.session_id).toBe(SESSION)
    expect(first.outputs.resumed).toBe('false')
    expect(first.summary).toContain("the pull request's ledger names no earlier session")
    expect(first.argv?.argv.some((a) => a.startsWith('--resume'))).toBe(false)
    const saved = cache.entries.filter((e) => e.committed).map((e) => e.key)
    expect(saved).toEqual([`cursor-agent-chat-v1-octo/demo-pr7-${SESSION}-run41.1.chat`])

    ledgerOf('41', SESSION)
    // A fresh runner: nothing under its HOME until the chat is restored.
    const second = await followUp({ runId: '43', session: FRESH, place })
    expect(second.code).toBe(0)
    expect(second.argv?.argv).toContain(`--resume=${SESSION}`)
    expect(second.outputs.session_id).toBe(SESSION)
    expect(second.outputs.resumed).toBe('true')
    expect(second.stdout).toContain('its chat was restored from the Actions cache')
    expect(second.stdout).not.toContain('::warning::Started a fresh session')
    expect(chatsIn(homeOf(second))).toEqual([SESSION])
    // Each run that worked in the session saves its own entry (an entry cannot be replaced).
    expect(cache.entries.filter((e) => e.committed).map((e) => e.key)).toContain(
      `cursor-agent-chat-v1-octo/demo-pr7-${SESSION}-run43.1.chat`
    )
  })

  it('passes --resume all the same when the cache is empty, and says the session is a fresh one', async () => {
    const place = { workspace: tempDir('caa-ws-'), temp: tempDir('caa-tmp-') }
    ledgerOf('41', SESSION)
    const run = await followUp({ runId: '43', session: FRESH, place })
    expect(run.code).toBe(0)
    expect(run.argv?.argv).toContain(`--resume=${SESSION}`)
    expect(run.outputs.session_id).toBe(FRESH)
    expect(run.outputs.resumed).toBe('false')
    expect(run.stdout).toContain('its chat is not in the Actions cache')
    expect(run.stdout).toContain(
      `::warning::Started a fresh session: the earlier chat was not available (asked to resume ${SESSION}, the CLI's session is ${FRESH}).`
    )
    expect(run.summary).toContain('Started a fresh session: the earlier chat was not available')
  })
})
