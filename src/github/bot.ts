/**
 * The PR bot's part of the pipeline, before the CLI starts: read the event, apply the trigger
 * gate, build the prompt from the payload, and put the "working" comment up. Octokit is loaded
 * only here, and only when commenting or a trigger phrase is on.
 */
import { InputError } from '../core/errors.js'
import type { Run } from '../core/ports.js'
import { INPUTS, type SkipReason } from '../names.js'
import type { GitHubApi } from './access.js'
import type { GitHubClient } from './client.js'
import { StickyComment } from './comment.js'
import {
  COMMENT_EVENTS,
  eventOf,
  type EventReading,
  type GitHubEvent,
  TRIGGER_EVENTS,
  type ReactionTarget
} from './event.js'
import { requestText, triggerPrompt } from '../core/trigger.js'
import { checkTrigger, mayShowTitle } from './gate.js'
import { renderStart, type Frame } from '../render/comment.js'
import { keyHash, markerFor } from '../render/marker.js'
import { ledgerText } from '../core/ledger/stored.js'

/** What the bot reads of the run's context (stages/context.ts), which main.ts made once. */
export type BotContext = Pick<Run, 'settings' | 'redact' | 'say' | 'port'> & {
  /** The event, read once. */
  readonly event: EventReading
  /** The run's GitHub client and its one reading of the pull request (github/access.ts). */
  readonly github: GitHubApi
}

export type BotPlan =
  | { kind: 'off' }
  /** A trigger was absent or refused: the CLI must not start. */
  | { kind: 'skip'; why: string; reason: Extract<SkipReason, 'no-trigger' | 'not-allowed'> }
  | {
      kind: 'on'
      /** The prompt to run (trigger mode), else undefined: the prompt input as it is. */
      prompt: string | undefined
      /**
       * The commenter's request alone (trigger mode): what the commit and the pull request are
       * titled by, never the standing prompt or the heading the combined prompt starts with.
       */
      request?: string
      /** The comment kept on the PR or issue, when there is one (src/observers/comment.ts). */
      comment: CommentPlan | undefined
      /** An explicit trigger-phrase request (not an automatic run), with the requester's role. */
      trigger?: { role?: string }
    }

/** The comment the run keeps up to date, and how (the live-comment observer's options). */
export interface CommentPlan {
  comment: StickyComment
  frame: Frame
  /** 0: no live progress, only start and end. */
  progressMs: number
  reactTo: ReactionTarget | undefined
  /** Called once the final comment is on GitHub (the post step then leaves it alone). */
  onFinal: () => void
}

/**
 * State shared with the post step. Only a flag: the step state is a file the agent can write
 * (GITHUB_STATE), so the post step takes from it only that a comment may be pending and works out
 * the rest (thread, marker, run link, the token's account) itself, as this step does.
 */
const STATE = { comment: 'bot-comment', done: 'bot-comment-done' } as const

const includes = (list: readonly string[], name: string): boolean => list.includes(name)

/**
 * The gate and the comment: off when commenting has nothing to comment on, skip when a trigger
 * was absent or refused, else the prompt (trigger mode) and the comment put up. What goes to the
 * log can quote a payload or an API message: `say` redacts it.
 */
export async function prepareBot(ctx: BotContext): Promise<BotPlan> {
  const { settings } = ctx
  if (!settings.commentOnPr) return { kind: 'off' }
  const event = eventOf(ctx.event)
  const gated = settings.triggerPhrase !== '' && includes(TRIGGER_EVENTS, event.name)
  const commenting = includes(COMMENT_EVENTS, event.name) && event.number !== undefined
  if (!commentable(ctx, event, { gated, commenting })) return { kind: 'off' }
  const client = await ctx.github.client()
  let asked: Asked = { prompt: undefined }
  if (gated) {
    const t = await triggered(ctx, client, event)
    if ('skip' in t) return t.skip
    asked = t
  }
  // With `publish: later` the gate still reads who asked, but nothing is written: no comment,
  // no reaction (the publish step answers in the comment).
  const number = commenting && settings.publish !== 'later' ? event.number : undefined
  const comment = number !== undefined ? await startComment(ctx, client, event, number) : undefined
  return { kind: 'on', ...asked, comment }
}

/** What a trigger asked for (trigger mode); nothing but the input's prompt otherwise. */
type Asked = Pick<Extract<BotPlan, { kind: 'on' }>, 'prompt' | 'request' | 'trigger'>

/**
 * Whether the run keeps a comment or passes a gate: an input error when it cannot (no prompt
 * where no request comes, commenting asked for on an event with nothing to comment on, no
 * token for the gate), false (with a warning) when it goes on without one.
 */
function commentable(
  ctx: Pick<BotContext, 'settings' | 'say'>,
  event: GitHubEvent,
  o: { gated: boolean; commenting: boolean }
): boolean {
  const { settings } = ctx
  const phrase = settings.triggerPhrase
  const name = event.name || 'unknown'
  // A review brings its own instruction (stages/review.ts): the prompt is optional then.
  if (!o.gated && phrase !== '' && settings.prompt.trim() === '' && !settings.review)
    throw new InputError([
      `Input "${INPUTS.prompt}" is required on ${event.name || 'this'} events: only comment, review and issue events carry a request for "${INPUTS.triggerPhrase}".`
    ])
  if (!o.gated && !o.commenting && phrase === '')
    // Asked for explicitly (a trigger phrase turns the comment on for the events that have one).
    throw new InputError([
      `Input "${INPUTS.commentOnPr}" is true, but the ${name} event has no pull request or issue to comment on. It works on ${COMMENT_EVENTS.join(', ')}; run this step only on those, or drop ${INPUTS.commentOnPr}.`
    ])
  if (!o.gated && !o.commenting) {
    ctx.say.warning(
      `${INPUTS.commentOnPr} is on, but the ${name} event has no pull request or issue to comment on.`
    )
    return false
  }
  if (settings.githubToken !== '') return true
  if (o.gated)
    throw new InputError([
      `Input "${INPUTS.githubToken}" is empty: the trigger gate needs it to read the commenter's permission.`
    ])
  ctx.say.warning(
    `Input "${INPUTS.githubToken}" is empty: no comment is kept on the pull request or issue.`
  )
  return false
}

/** What a trigger asked: the prompt built from the comment, or the skip of an absent or refused one. */
async function triggered(
  ctx: Pick<BotContext, 'settings' | 'say' | 'github'>,
  client: GitHubClient,
  event: GitHubEvent
): Promise<Asked | { skip: Extract<BotPlan, { kind: 'skip' }> }> {
  const { settings } = ctx
  const phrase = settings.triggerPhrase
  const gate = {
    allowedUsers: settings.allowedUsers,
    allowedBots: settings.allowedBots,
    permissionOf: async (username: string) =>
      (
        await client.rest.repos.getCollaboratorPermissionLevel({
          owner: event.owner,
          repo: event.repo,
          username
        })
      ).data
  }
  const decision = await checkTrigger(event, phrase, gate)
  if (!decision.allowed)
    return { skip: { kind: 'skip', why: decision.why, reason: decision.skip ?? 'not-allowed' } }
  ctx.say.line(`Triggered by ${event.name}: ${decision.why}.`)
  const trigger = decision.role !== undefined ? { role: decision.role } : {}
  // The head branch for the context; the request itself is the payload's body, never refetched.
  const full = await ctx.github.pull().catch(() => event)
  const showTitle = await mayShowTitle(event, gate)
  const request = requestText(event.body, phrase)
  return { prompt: triggerPrompt(settings.prompt, request, full, showTitle), request, trigger }
}

/** The "working" comment put up on the pull request or issue, and how the run keeps it. */
async function startComment(
  ctx: Pick<BotContext, 'settings' | 'redact' | 'say' | 'port'>,
  client: GitHubClient,
  event: GitHubEvent,
  number: number
): Promise<CommentPlan> {
  const { settings } = ctx
  const thread = {
    owner: event.owner,
    repo: event.repo,
    number,
    isPullRequest: event.isPullRequest
  }
  const frame = { marker: markerFor(settings.commentKey), runUrl: event.runUrl, redact: ctx.redact }
  const comment = new StickyComment(client, thread, frame.marker, (m) => ctx.say.warning(m))
  // The pull request's ledger, carried over from the comment found on every edit (docs/ledger.md).
  const ledgerKey = keyHash(settings.commentKey)
  comment.carry = (body) => ledgerText(body, ledgerKey)
  // Saved before the comment exists: a kill right after the create still leaves the post step
  // a comment to finish (it finds it by its marker and author, and never creates one).
  ctx.port.saveState(STATE.comment, 'pending')
  if (await comment.write(renderStart(frame, Date.now())))
    ctx.say.line(`Progress is kept in ${comment.url ?? 'a comment'}.`)
  await comment.react(event.reactTo, 'eyes')
  return {
    comment,
    frame,
    progressMs: settings.progressMs,
    reactTo: event.reactTo,
    onFinal: () => ctx.port.saveState(STATE.done, 'true')
  }
}
