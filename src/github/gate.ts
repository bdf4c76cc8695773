/**
 * Who may start the agent from a comment: the accounts asked of GitHub. Decided before the CLI
 * is located or installed: a refused trigger costs nothing and uses none of their words. What of
 * their text reaches the agent is pure text handling (core/trigger.ts).
 */
import type { Actor, GitHubEvent } from './event.js'
import { messageOf } from '../core/errors.js'
import { hasPhrase } from '../core/trigger.js'
import type { SkipReason } from '../names.js'

/** A role that may trigger. Anything else (triage, read, none) is refused. */
const WRITE_ROLES = new Set(['write', 'maintain', 'admin'])

export interface Permission {
  /** The role as GitHub names it (read, triage, write, maintain, admin or a custom role). */
  role_name?: string | null
  /** The legacy field: admin, write, read or none (maintain reads as write, triage as read). */
  permission?: string | null
}

export interface GateOptions {
  allowedUsers: readonly string[]
  allowedBots: readonly string[]
  /** The collaborator-permission lookup; throws when GitHub cannot answer. */
  permissionOf: (login: string) => Promise<Permission>
}

export interface GateDecision {
  allowed: boolean
  /** One sentence for the log: who and why. */
  why: string
  /** The requester's role as GitHub names it, when it was read (max-pr-tokens lets maintain and admin past). */
  role?: string
  /**
   * A refusal's kind (the `skip_reason` output): no request in the event (the phrase absent, the
   * comment deleted), or a requester who may not trigger the agent (or who is not named).
   */
  skip?: Extract<SkipReason, 'no-trigger' | 'not-allowed'>
}

const refused = (why: string): GateDecision => ({ allowed: false, why, skip: 'not-allowed' })
const noRequest = (why: string): GateDecision => ({ allowed: false, why, skip: 'no-trigger' })

function isBot(actor: Actor): boolean {
  return actor.type === 'Bot' || actor.login.toLowerCase().endsWith('[bot]')
}

function bare(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '')
}

/** May this account start the agent? Never throws: a failed lookup refuses. */
export async function mayTrigger(actor: Actor, o: GateOptions): Promise<GateDecision> {
  const who = `@${actor.login}`
  if (isBot(actor)) {
    return o.allowedBots.some((b) => bare(b) === bare(actor.login))
      ? { allowed: true, why: `${who} is a bot listed in allowed-bots` }
      : refused(`${who} is a bot and is not listed in allowed-bots`)
  }
  if (o.allowedUsers.includes(actor.login.toLowerCase()))
    return { allowed: true, why: `${who} is listed in allowed-users` }
  let p: Permission
  try {
    p = await o.permissionOf(actor.login)
  } catch (error) {
    const message = messageOf(error)
    return refused(
      `${who}'s permission on the repository could not be read (${message}); refused to be safe`
    )
  }
  const role = (p.role_name ?? '').toLowerCase()
  if (WRITE_ROLES.has(role)) return { allowed: true, why: `${who} has the ${role} role`, role }
  // A custom role has its own name; only then the legacy field (its base role) decides.
  const known = ['read', 'triage', 'none', ''].includes(role)
  const legacy = (p.permission ?? '').toLowerCase()
  if (!known && (legacy === 'write' || legacy === 'admin'))
    return { allowed: true, why: `${who} has the custom role ${role}, based on ${legacy}` }
  return refused(
    `${who} has the ${role || legacy || 'no'} role; write, maintain or admin (or allowed-users) is needed`
  )
}

/**
 * The gate for one event. The body's author must be allowed, and so must whoever caused the event
 * when that is someone else (an edit of another's comment).
 */
export async function checkTrigger(
  event: GitHubEvent,
  phrase: string,
  o: GateOptions
): Promise<GateDecision> {
  if (event.action === 'deleted') return noRequest('the comment was deleted')
  if (!hasPhrase(event.body, phrase))
    return noRequest(`the ${event.name} body does not contain ${phrase}`)
  if (event.author === undefined) return refused(`the ${event.name} payload names no author`)
  const first = await mayTrigger(event.author, o)
  if (!first.allowed) return first
  const sender = event.sender
  if (sender !== undefined && sender.login.toLowerCase() !== event.author.login.toLowerCase()) {
    const second = await mayTrigger(sender, o)
    if (!second.allowed) return refused(`edited by someone else: ${second.why}`)
    // Two people asked: a role lets the request past a cap only when both have it.
    if (first.role !== second.role) return { allowed: true, why: first.why }
  }
  return first
}

/**
 * Whether the PR's or issue's title may reach the prompt: only when its author may trigger too.
 * A maintainer's `@cursor review this` on an outsider's pull request must not carry the outsider's
 * words (the title) into the maintainer's request. Never throws.
 */
export async function mayShowTitle(event: GitHubEvent, o: GateOptions): Promise<boolean> {
  const by = event.subjectAuthor
  if (by === undefined) return false
  if (by.login.toLowerCase() === event.author?.login.toLowerCase()) return true
  return (await mayTrigger(by, o)).allowed
}
