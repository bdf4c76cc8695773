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
import { RESUME_PR } from '../core/settings.js'
import type { Run } from '../core/ports.js'
import type { restoreChat } from './chat.js'

/** The session of this run: what was asked, and what to do once the run is over. */
export interface Session {
  /**
   * The session asked for: its id is what `--resume` gets; none when `resume: pr` found no
   * earlier session (a fresh one).
   */
  resume: { asked?: string }
  /** After the run: whether it continued the session (a warning when not), and the chat saved. */
  end(report: RunReport | undefined, o: { cancelled: boolean }): Promise<void>
}

/** What the session reads of the run's context. */
type SessionContext = Pick<Run, 'settings' | 'env' | 'say' | 'book'>

/** The run's pull request, when there is one, and its ledger, when it could be read. */
export interface SessionAbout {
  pr?: number
  ledger?: Ledger
}

/** The run's session, before the CLI starts; undefined without `resume`. */
export async function startSession(
  ctx: SessionContext,
  about: SessionAbout
): Promise<Session | undefined> {
  const { settings } = ctx
  if (settings.resume === '') return undefined
  if (settings.resume !== RESUME_PR) return plain(settings.resume, ctx)
  // The `resumed` output is false then: a warning says why, before the CLI starts.
  const fresh = (why: Sentence): Session => {
    ctx.book.warning(why)
    return { resume: {}, end: saver(ctx, about.pr) }
  }
  const { pr, ledger } = about
  if (pr === undefined)
    return fresh(
      said`${code('resume: pr')} has no pull request on ${anEvent(ctx.env.eventName)}: the run starts a new chat.`
    )
  if (ledger === undefined)
    return fresh(
      said`${code('resume: pr')}: no ledger of pull request #${pr} was read, so no earlier session is known: the run starts a new chat.`
    )
  const last = lastSession(ledger)
  if (last === undefined)
    return fresh(
      said`${code('resume: pr')}: the pull request's ledger names no earlier session: the run starts a new chat.`
    )
  const target = {
    repository: ctx.env.repository ?? '',
    pr,
    sessionId: last.sessionId,
    runs: last.runs
  }
  // chat.ts (the cache's client, gzip) is loaded only for `resume: pr`.
  const { restoreChat } = await import('./chat.js')
  const warn = (m: Sentence): void => ctx.book.warning(m)
  const got = await restoreChat(target, settings.apiKey, { env: ctx.env, warn })
  ctx.say.line(`resume: pr: session ${last.sessionId}; its chat ${restored[got.kind]}.`)
  const session = plain(last.sessionId, ctx)
  const save = saver(ctx, pr)
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
function plain(asked: string, ctx: Pick<Run, 'book'>): Session {
  return {
    resume: { asked },
    end: (report) => {
      const got = report?.sessionId
      if (got !== undefined && got !== asked)
        ctx.book.warning(
          said`Started a fresh session: the earlier chat was not available (asked to resume ${code(asked)}, the CLI's session is ${code(got)}).`
        )
      return Promise.resolve()
    }
  }
}

/** With `resume: pr`, the session's chat saved for the next run, keyed by this run. */
function saver(ctx: SessionContext, pr: number | undefined): Session['end'] {
  return async (report, o) => {
    const sessionId = report?.sessionId
    if (o.cancelled || pr === undefined || sessionId === undefined) return
    const { env } = ctx
    const binding = {
      repository: env.repository ?? '',
      pr,
      sessionId,
      runId: env.runId ?? '',
      attempt: env.runAttempt ?? '1'
    }
    const { saveChat } = await import('./chat.js')
    const warn = (m: Sentence): void => ctx.book.warning(m)
    const saved = await saveChat(binding, ctx.settings.apiKey, { env, warn })
    ctx.say.line(
      saved.saved
        ? `resume: pr: the chat of session ${sessionId} was saved to the Actions cache (${saved.key}).`
        : `resume: pr: the chat of session ${sessionId} was not saved (${saved.why}).`
    )
  }
}
