/**
 * The run's session (src/agent/resume.ts) without a cache service: which session is asked for
 * and why, and the warning when the stream's session is another one. The chat's round trip
 * through the Actions cache is in e2e/resume.test.ts.
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import { startSession, type SessionAbout } from '../../src/agent/resume.js'
import { addRun, emptyLedger, type LedgerRun } from '../../src/core/ledger/ledger.js'
import { emptyReport } from '../../src/core/stream/report.js'
import { plainText, type Sentence } from '../../src/core/said.js'
import type { RunnerEnv } from '../../src/core/ports.js'
import type { Settings } from '../../src/core/settings.js'
import type { Notebook } from '../../src/core/verdict/notes.js'
import { tempDir } from '../support/helpers.js'

const base = { resume: '', apiKey: 'key_unit_0123456789' } as unknown as Settings

/** What a test hands a session: the runner's environment, where it says things, the PR. */
interface SessionContext extends SessionAbout {
  env: RunnerEnv
  warn: (message: Sentence) => void
  info: (line: string) => void
}

/** startSession as main.ts calls it: the run's context (its settings, env, voice) and the PR. */
const start = (settings: Settings, c: SessionContext) =>
  startSession(
    {
      settings,
      env: c.env,
      book: { warning: c.warn } as unknown as Notebook,
      say: { line: c.info, warning: c.warn, debug: () => undefined, notice: () => undefined }
    },
    { pr: c.pr, ledger: c.ledger }
  )

function context(o: Partial<SessionContext> = {}, event = 'issue_comment') {
  const said = { warnings: [] as string[], log: [] as string[] }
  const c: SessionContext = {
    // No Actions cache: the runtime's variables are not set.
    env: readRunnerEnv({
      HOME: tempDir('caa-home-'),
      GITHUB_REPOSITORY: 'octo/demo',
      GITHUB_EVENT_NAME: event,
      RUNNER_TEMP: tempDir()
    }),
    warn: (m: Sentence) => said.warnings.push(plainText(m)),
    info: (line: string) => said.log.push(line),
    ...o
  }
  return { c, said }
}

function ran(sessionId: string, runId: string): LedgerRun {
  return {
    runId,
    attempt: '1',
    at: new Date(Date.UTC(2026, 10, 1) + Number(runId) * 1000).toISOString(),
    event: 'issue_comment',
    head: 'a'.repeat(40),
    reviewed: false,
    usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
    durationMs: 10,
    sessionId,
    conclusion: 'success',
    trigger: true,
    started: true
  }
}

const report = (sessionId?: string) => ({ ...emptyReport(), sessionId })

describe('the session of a run', () => {
  it('is none without resume', async () => {
    expect(await start(base, context().c)).toBeUndefined()
  })

  it('asks for an id as given, and warns when the CLI started another session', async () => {
    const { c, said } = context()
    const s = await start({ ...base, resume: 'sess-1' }, c)
    expect(s?.resume).toEqual({ asked: 'sess-1' })
    await s?.end(report('sess-1'), { cancelled: false })
    expect(said.warnings).toEqual([])
    await s?.end(report('sess-2'), { cancelled: false })
    expect(said.warnings).toEqual([
      "Started a fresh session: the earlier chat was not available (asked to resume sess-1, the CLI's session is sess-2)."
    ])
  })

  it("with pr: the ledger's last session, passed even when its chat is nowhere", async () => {
    const ledger = [ran('old', '1'), ran('last', '2')].reduce(addRun, emptyLedger('k'.repeat(20)))
    const { c, said } = context({ pr: 7, ledger })
    const s = await start({ ...base, resume: 'pr' }, c)
    expect(s?.resume).toEqual({ asked: 'last' })
    expect(said.log).toEqual([
      'resume: pr: session last; its chat could not be looked for (no Actions cache).'
    ])
  })

  it('with pr: a fresh session, with a warning saying why, without a pull request, a ledger or an earlier session', async () => {
    const cases: [Partial<SessionContext>, string, string][] = [
      [{}, 'push', 'resume: pr has no pull request on a push event: the run starts a new chat.'],
      [
        {},
        'issues',
        'resume: pr has no pull request on an issues event: the run starts a new chat.'
      ],
      [
        { pr: 7 },
        'pull_request',
        'resume: pr: no ledger of pull request #7 was read, so no earlier session is known: the run starts a new chat.'
      ],
      [
        { pr: 7, ledger: emptyLedger('k'.repeat(20)) },
        'pull_request',
        "resume: pr: the pull request's ledger names no earlier session: the run starts a new chat."
      ]
    ]
    for (const [o, event, warning] of cases) {
      const { c, said } = context(o, event)
      const s = await start({ ...base, resume: 'pr' }, c)
      expect(s?.resume).toEqual({})
      // Said before the CLI starts, and only once: the end of the run adds nothing.
      expect(said.warnings).toEqual([warning])
      await s?.end(report('fresh'), { cancelled: true })
      expect(said.warnings).toEqual([warning])
    }
  })
})
