/**
 * The session a run continues (`resume`, docs/ledger.md "The pull request's session"). A session
 * id is passed as it is. `resume: pr` takes the pull request's last session from its ledger,
 * puts that session's chat back from the Actions cache before the CLI starts (agent/chat.ts),
 * and saves the chat again when the run ends, so the next run on a fresh runner can continue
 * it. `--resume <id>` is passed whether or not the cache held the chat: a self-hosted runner may
 * still have it. Whether the run really continued is read from the stream (the init event's
 * session id), never assumed. Nothing here fails a run: the cache's faults are warnings.
 */
import { lastSession, type Ledger } from '../core/ledger/ledger.js'
import type { RunReport } from '../core/stream/report.js'
import { anEvent, code, said, type Sentence } from '../core/said.js'
import { RESUME_PR, type Settings } from '../core/settings.js'
import type { Notebook } from '../core/verdict/notes.js'
import type { RunBasics, RunnerEnv } from '../core/ports.js'
import type { restoreChat } from './chat.js'

/** The session of this run: what was asked, and what to do once the run is over. */
export interface Session {
  /** The settings the CLI gets: `resume` is the session id to pass, or '' (a fresh session). */
  settings: Settings
  /** The session asked for (`--resume`); none when `resume: pr` found no earlier session. */
  resume: { asked?: string }
  /** After the run: whether it continued the session (a warning when not), and the chat saved. */
  end(report: RunReport | undefined, o: { cancelled: boolean }): Promise<void>
}

export interface SessionContext {
  env: RunnerEnv
  /** The pull request the run is about, when there is one. */
  pr?: number
  /** The pull request's ledger, when it could be read. */
  ledger?: Ledger
  warn: (message: Sentence) => void
  info: (line: string) => void
}

/** The run's session, before the CLI starts; undefined without `resume`. */
export async function startSession(
  settings: Settings,
  ctx: {
    readonly env: RunnerEnv
    readonly book: Pick<Notebook, 'warning'>
    readonly log: RunBasics['log']
  },
  about: Pick<SessionContext, 'pr' | 'ledger'>
): Promise<Session | undefined> {
  const c: SessionContext = {
    ...about,
    env: ctx.env,
    warn: (m) => ctx.book.warning(m),
    info: (line) => ctx.log.write(line)
  }
  if (settings.resume === '') return undefined
  if (settings.resume !== RESUME_PR) return plain(settings, settings.resume, c)
  // The `resumed` output is false then: a warning says why, before the CLI starts.
  const fresh = (why: Sentence): Session => {
    c.warn(why)
    return { settings: { ...settings, resume: '' }, resume: {}, end: saver(settings, c) }
  }
  if (c.pr === undefined)
    return fresh(
      said`${code('resume: pr')} has no pull request on ${anEvent(c.env.eventName)}: the run starts a new chat.`
    )
  if (c.ledger === undefined)
    return fresh(
      said`${code('resume: pr')}: no ledger of pull request #${c.pr} was read, so no earlier session is known: the run starts a new chat.`
    )
  const last = lastSession(c.ledger)
  if (last === undefined)
    return fresh(
      said`${code('resume: pr')}: the pull request's ledger names no earlier session: the run starts a new chat.`
    )
  const target = {
    repository: c.env.repository ?? '',
    pr: c.pr,
    sessionId: last.sessionId,
    runs: last.runs
  }
  // chat.ts (the cache's client, gzip) is loaded only for `resume: pr`.
  const { restoreChat } = await import('./chat.js')
  const got = await restoreChat(target, settings.apiKey, { env: c.env, warn: c.warn })
  c.info(`resume: pr: session ${last.sessionId}; its chat ${restored[got.kind]}.`)
  const asked = { ...settings, resume: last.sessionId }
  const session = plain(asked, last.sessionId, c)
  const save = saver(settings, c)
  return {
    ...session,
    end: async (report, o) => {
      await session.end(report, o)
      await save(report, o)
    }
  }
}

const restored: Record<Awaited<ReturnType<typeof restoreChat>>['kind'], string> = {
  present: 'is on this machine already',
  restored: 'was restored from the Actions cache',
  miss: 'is not in the Actions cache',
  discarded: 'in the Actions cache was discarded',
  unavailable: 'could not be looked for (no Actions cache)'
}

/** A session asked for by id: after the run, a warning when the CLI started another one. */
function plain(settings: Settings, asked: string, c: SessionContext): Session {
  return {
    settings,
    resume: { asked },
    end: (report) => {
      const got = report?.sessionId
      if (got !== undefined && got !== asked)
        c.warn(
          said`Started a fresh session: the earlier chat was not available (asked to resume ${code(asked)}, the CLI's session is ${code(got)}).`
        )
      return Promise.resolve()
    }
  }
}

/** With `resume: pr`, the session's chat saved for the next run, keyed by this run. */
function saver(settings: Settings, c: SessionContext): Session['end'] {
  return async (report, o) => {
    const sessionId = report?.sessionId
    if (o.cancelled || c.pr === undefined || sessionId === undefined) return
    const binding = {
      repository: c.env.repository ?? '',
      pr: c.pr,
      sessionId,
      runId: c.env.runId ?? '',
      attempt: c.env.runAttempt ?? '1'
    }
    const { saveChat } = await import('./chat.js')
    const saved = await saveChat(binding, settings.apiKey, { env: c.env, warn: c.warn })
    c.info(
      saved.saved
        ? `resume: pr: the chat of session ${sessionId} was saved to the Actions cache (${saved.key}).`
        : `resume: pr: the chat of session ${sessionId} was not saved (${saved.why}).`
    )
  }
}
