/**
 * The PR bot's part of the pipeline, before the CLI starts: read the event, apply the trigger
 * gate, build the prompt from the payload, and put the "working" comment up. Octokit is loaded
 * only here, and only when commenting or a trigger phrase is on.
 */
import type { Redactor } from '../core/redact/redact.js'
import { InputError } from '../core/errors.js'
import type { Settings } from '../core/settings.js'
import { INPUTS, type SkipReason } from '../names.js'
import type { GitHubApi } from './access.js'
import { StickyComment } from './comment.js'
import {
  COMMENT_EVENTS,
  eventOf,
  type EventReading,
  TRIGGER_EVENTS,
  type ReactionTarget
} from './event.js'
import { requestText, triggerPrompt } from '../core/trigger.js'
import { checkTrigger, mayShowTitle } from './gate.js'
import { renderStart, type Frame } from '../render/comment.js'
import { keyHash, markerFor } from '../render/marker.js'
import { ledgerText } from '../core/ledger/record.js'

export interface BotDeps {
  /** The event, read once (main.ts). */
  event: EventReading
  /** The run's GitHub client and its one reading of the pull request (github/access.ts). */
  github: GitHubApi
  redact: Redactor
  /** A line for the log; redacted here before it is written. */
  info: (line: string) => void
  /** A warning; redacted here before it is written. */
  warn: (message: string) => void
  /** Step state for the post step (core.saveState). */
  saveState: (name: string, value: string) => void
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

export async function prepareBot(settings: Settings, deps: BotDeps): Promise<BotPlan> {
  // What goes to the log can quote a payload or an API message: redacted on the way out.
  const d = {
    ...deps,
    info: (line: string) => deps.info(deps.redact(line)),
    warn: (message: string) => deps.warn(deps.redact(message))
  }
  if (!settings.commentOnPr) return { kind: 'off' }
  const phrase = settings.triggerPhrase
  const event = eventOf(d.event)
  const gated = phrase !== '' && includes(TRIGGER_EVENTS, event.name)
  const commenting = includes(COMMENT_EVENTS, event.name) && event.number !== undefined
  // A review brings its own instruction (stages/review.ts): the prompt is optional then.
  if (!gated && phrase !== '' && settings.prompt.trim() === '' && !settings.review)
    throw new InputError([
      `Input "${INPUTS.prompt}" is required on ${event.name || 'this'} events: only comment, review and issue events carry a request for "${INPUTS.triggerPhrase}".`
    ])
  if (!gated && !commenting && phrase === '')
    // Asked for explicitly (a trigger phrase turns the comment on for the events that have one).
    throw new InputError([
      `Input "${INPUTS.commentOnPr}" is true, but the ${event.name || 'unknown'} event has no pull request or issue to comment on. It works on ${COMMENT_EVENTS.join(', ')}; run this step only on those, or drop ${INPUTS.commentOnPr}.`
    ])
  if (!gated && !commenting) {
    d.warn(
      `${INPUTS.commentOnPr} is on, but the ${event.name || 'unknown'} event has no pull request or issue to comment on.`
    )
    return { kind: 'off' }
  }
  if (settings.githubToken === '') {
    if (gated)
      throw new InputError([
        `Input "${INPUTS.githubToken}" is empty: the trigger gate needs it to read the commenter's permission.`
      ])
    d.warn(
      `Input "${INPUTS.githubToken}" is empty: no comment is kept on the pull request or issue.`
    )
    return { kind: 'off' }
  }
  const client = await d.github.client()

  let prompt: string | undefined
  let request: string | undefined
  let trigger: { role?: string } | undefined
  if (gated) {
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
      return { kind: 'skip', why: decision.why, reason: decision.skip ?? 'not-allowed' }
    d.info(`Triggered by ${event.name}: ${decision.why}.`)
    trigger = decision.role !== undefined ? { role: decision.role } : {}
    // The head branch for the context; the request itself is the payload's body, never refetched.
    const full = await d.github.pull().catch(() => event)
    const showTitle = await mayShowTitle(event, gate)
    request = requestText(event.body, phrase)
    prompt = triggerPrompt(settings.prompt, request, full, showTitle)
  }
  if (!commenting || event.number === undefined)
    return { kind: 'on', prompt, request, comment: undefined, trigger }

  const thread = {
    owner: event.owner,
    repo: event.repo,
    number: event.number,
    isPullRequest: event.isPullRequest
  }
  const frame = { marker: markerFor(settings.commentKey), runUrl: event.runUrl, redact: d.redact }
  const comment = new StickyComment(client, thread, frame.marker, d.warn)
  // The pull request's ledger, carried over from the comment found on every edit (docs/ledger.md).
  const ledgerKey = keyHash(settings.commentKey)
  comment.carry = (body) => ledgerText(body, ledgerKey)
  // Saved before the comment exists: a kill right after the create still leaves the post step
  // a comment to finish (it finds it by its marker and author, and never creates one).
  d.saveState(STATE.comment, 'pending')
  if (await comment.write(renderStart(frame, Date.now())))
    d.info(`Progress is kept in ${comment.url ?? 'a comment'}.`)
  await comment.react(event.reactTo, 'eyes')
  return {
    kind: 'on',
    prompt,
    request,
    trigger,
    comment: {
      comment,
      frame,
      progressMs: settings.progressMs,
      reactTo: event.reactTo,
      onFinal: () => d.saveState(STATE.done, 'true')
    }
  }
}
