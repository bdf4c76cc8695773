/**
 * The pull request's ledger as this run reads it before the CLI starts, for the two things that
 * look back at earlier runs: the review's scope (its last reviewed head, github/rescope.ts) and
 * `resume: pr` (its last session, agent/resume.ts). Read with github/ledger.ts's readPrLedger
 * (the token's own records only; fail closed), and only when one of the two needs it. A ledger
 * that cannot be read is a warning and `undefined`: a full review, a fresh session.
 */
import type { Ledger } from '../core/ledger.js'
import { RESUME_PR, type Settings } from '../core/settings.js'
import { keyHash } from '../render/marker.js'
import { createClient } from './client.js'
import { currentEvent } from './event.js'
import { ignoredWarning, readPrLedger } from './ledger.js'

/** Whether anything of this run reads the ledger: a review that may be scoped, or `resume: pr`. */
export function wantsLedger(s: Settings): boolean {
  if (!s.commentOnPr && !s.review) return false
  return (s.review && s.reviewScope === 'auto') || s.resume === RESUME_PR
}

/** The ledger of the event's pull request, or undefined (no pull request, or unreadable: warned). */
export async function readRunLedger(
  s: Settings,
  o: { env: NodeJS.ProcessEnv; warn: (message: string) => void }
): Promise<Ledger | undefined> {
  if (s.githubToken === '') return undefined
  let event
  try {
    event = currentEvent(o.env)
  } catch {
    return undefined
  }
  if (!event.isPullRequest || event.number === undefined) return undefined
  const client = await createClient(s.githubToken, {
    warn: o.warn,
    retryBaseMs: Number(o.env.CURSOR_AGENT_ACTION_GITHUB_RETRY_MS ?? '') || undefined
  })
  const pr = { owner: event.owner, repo: event.repo, number: event.number }
  const read = await readPrLedger(client, pr, { key: keyHash(s.commentKey) })
  const ignored = ignoredWarning(read, pr)
  if (ignored !== undefined) o.warn(ignored)
  if (read.readable) return read.ledger
  o.warn(
    `Could not read the ledger of pull request #${String(pr.number)} (${read.why ?? 'unknown'}): a review is a full one, and resume: pr starts a fresh session.`
  )
  return undefined
}
