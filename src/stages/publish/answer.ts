/**
 * The answer to a request on the bot, published from its bundle (docs/publish.md): the sticky
 * comment the one-job mode keeps (github/comment.ts StickyComment, rendered by render/comment.ts
 * renderEnd from the run's facts), with the pull request's ledger record at its end. Who asked is
 * never taken from the bundle: the request is this job's own event (the same comment), and its
 * author (and whoever edited it) must still be allowed, by the same gate as the one-job mode.
 */
import type { Bundle } from '../../core/bundle/read.js'
import type { Redactor } from '../../core/redact/redact.js'
import { emptyReport } from '../../core/stream/report.js'
import { runFacts } from '../../core/verdict/facts.js'
import type { Verdict } from '../../core/verdict/verdict.js'
import { renderEnd, COMMENT_LIMIT } from '../../render/comment.js'
import { commentMarker } from '../../render/marker.js'
import type { GitHubClient } from '../../github/client.js'
import { StickyComment } from '../../github/comment.js'
import type { GitHubEvent } from '../../github/event.js'
import { mayTrigger, type GateOptions } from '../../github/gate.js'

/** Why this job may not publish the bundle's answer; undefined when it may. */
export async function answerRefusal(
  client: GitHubClient,
  o: {
    event: GitHubEvent
    bundle: Bundle
    allowedUsers: readonly string[]
    allowedBots: readonly string[]
  }
): Promise<string | undefined> {
  const { event, bundle } = o
  const asked = event.reactTo?.kind === 'issue' ? undefined : event.reactTo?.id
  if (bundle.request === undefined) return 'the bundle names no request it answered'
  if (asked === undefined || asked !== bundle.request.commentId)
    return `the bundle answers comment ${String(bundle.request.commentId)}, and this ${event.name} event is ${asked === undefined ? 'about no comment' : `about comment ${String(asked)}`}`
  if (event.action === 'deleted') return 'the comment was deleted'
  const gate: GateOptions = {
    allowedUsers: o.allowedUsers,
    allowedBots: o.allowedBots,
    permissionOf: async (username) =>
      (
        await client.rest.repos.getCollaboratorPermissionLevel({
          owner: event.owner,
          repo: event.repo,
          username
        })
      ).data
  }
  for (const who of [event.author, event.sender]) {
    if (who === undefined) continue
    const decision = await mayTrigger(who, gate)
    if (!decision.allowed) return decision.why
  }
  if (event.author === undefined) return `the ${event.name} payload names no author`
  return undefined
}

/** The sticky comment with the answer and `trailer` (the ledger's record). */
export async function publishAnswer(
  client: GitHubClient,
  o: {
    event: GitHubEvent
    bundle: Bundle
    verdict: Verdict
    keyHash: string
    /** This publish's mark (render/marker.ts answerMark), on a line of its own for the read-back. */
    mark: string
    trailer: string
    redact: Redactor
    warn: (message: string) => void
  }
): Promise<{ id: number; url: string } | undefined> {
  const { event, bundle } = o
  if (event.number === undefined) return undefined
  const marker = commentMarker(o.keyHash)
  const thread = {
    owner: event.owner,
    repo: event.repo,
    number: event.number,
    isPullRequest: event.isPullRequest
  }
  const comment = new StickyComment(client, thread, marker, o.warn)
  if (o.trailer !== '') comment.setTrailer(o.trailer)
  const report = { ...emptyReport(), finalMessage: bundle.finalMessage }
  const facts = runFacts({
    verdict: o.verdict,
    report,
    durationMs: bundle.facts.durationMs,
    ran: true
  })
  const frame = { marker, runUrl: event.runUrl, redact: o.redact }
  const limit = COMMENT_LIMIT - comment.reserved - o.mark.length - 2
  const written = await comment.write(`${renderEnd(frame, facts, limit)}\n\n${o.mark}`)
  return written && comment.id !== undefined
    ? { id: comment.id, url: comment.url ?? '' }
    : undefined
}
