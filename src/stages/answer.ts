/**
 * The bot's answer, delivered before the run's facts are published: on a run a trigger-phrase
 * request started, the final word goes into the sticky comment here (not when the observers end),
 * retried on a transient fault (github/deliverable.ts `deliver`; each try looks for the comment
 * first, github/comment.ts), then read back: the comment holds this run's mark
 * (render/marker.ts `answerMark`). What is missing becomes a fact of the run's one record, so the
 * verdict (`deliverable_missing`), the outputs, the summary and the manifest say the same. The
 * progress comment of a run without a request stays best effort (observers/comment.ts).
 */
import type { RunFacts } from '../core/verdict/facts.js'
import { describeError, statusOf } from '../github/client.js'
import { deliver } from '../github/deliverable.js'
import { COMMENT_LIMIT, renderEnd } from '../render/comment.js'
import { answerMark, keyHash } from '../render/marker.js'
import type { CommentPlan } from '../github/bot.js'
import type { RunContext } from './context.js'

/** What the answer's delivery did: `written` (the comment then needs no final edit), `missing`. */
export interface Answered {
  written: boolean
  /** The comment the answer is in, once written (a create in the delivery made it). */
  comment?: { id: number; url: string }
  missing?: string
}

/**
 * The answer to a request written and read back (see the file's comment): `plan` is the comment
 * the bot keeps, `commentKey` the input its marker is made of. Nothing after a cancel or a skip.
 */
export async function deliverAnswer(
  o: { plan: CommentPlan; commentKey: string },
  ctx: Pick<RunContext, 'env' | 'say'>,
  facts: RunFacts
): Promise<Answered> {
  const { plan } = o
  const conclusion = facts.verdict.conclusion
  if (conclusion !== 'success' && conclusion !== 'failure') return { written: false }
  const { comment, frame } = plan
  const mark = answerMark(keyHash(o.commentKey), ctx.env.runId ?? '', ctx.env.runAttempt ?? '1')
  // Room for the mark and, after it, the ledger's record (github/comment.ts).
  const limit = COMMENT_LIMIT - comment.reserved - mark.length - 2
  const body = `${renderEnd(frame, facts, limit)}\n\n${mark}`
  try {
    await deliver({
      write: () => comment.writeOrThrow(body),
      // Each write looks for the comment a stored create left (github/comment.ts `put`).
      find: () => Promise.resolve(undefined),
      waitMs: ctx.env.knobs.githubRetryMs ?? 1000,
      retrying: (error, next) =>
        ctx.say.line(
          `GitHub did not take the answer (${describeError(error)}); try ${String(next)}.`
        )
    })
  } catch (error) {
    return { written: false, missing: refused(comment.needs, facts, error) }
  }
  const made =
    comment.id !== undefined ? { comment: { id: comment.id, url: comment.url ?? '' } } : {}
  const missing = await comment.delivered(mark)
  if (missing !== undefined) return { written: true, ...made, missing }
  plan.onFinal()
  return { written: true, ...made }
}

/** Why the answer is not on GitHub, with the permission a 401/403 needs. */
function refused(permission: string, facts: RunFacts, error: unknown): string {
  const status = statusOf(error)
  const where = facts.comment !== undefined ? ` (comment ${String(facts.comment.id)})` : ''
  const needs =
    status === 401 || status === 403
      ? `; the token needs \`${permission}\` (add it under \`permissions:\` in the workflow)`
      : ''
  return `the answer in the pull request's or issue's comment${where}: GitHub did not take it (${describeError(error)})${needs}.`
}
