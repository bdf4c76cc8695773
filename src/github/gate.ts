/**
 * Who may start the agent from a comment, and what of their text reaches it. Decided before the
 * CLI is located or installed: a refused trigger costs nothing and uses none of their words.
 */
import type { Actor, GitHubEvent } from './event.js'
import { messageOf } from '../core/errors.js'
import { visibleText } from './visible.js'

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
}

const WORD = '[\\p{L}\\p{N}_]'

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function phraseRegExp(phrase: string, flags: string): RegExp {
  // Hidden markup (NUL in the masked text) between the phrase and a letter, or an entity right
  // after it, still makes one word on the page: `@cursor<b></b>bot`, `@cursor&#98;ot`.
  return new RegExp(`(?<!${WORD})${escapeRegExp(phrase)}(?!\0*${WORD}|&)`, flags)
}

/**
 * Whole word, case-insensitive, outside quotes and code (visible.ts): `@cursorbot`, `x@cursor`,
 * `> @cursor …` and `` `@cursor` `` do not hold `@cursor`.
 */
export function hasPhrase(body: string, phrase: string): boolean {
  return phraseRegExp(phrase.trim(), 'iu').test(visibleText(cleanText(body)).masked)
}

/** HTML comments (closed or not) and invisible or direction-changing characters, removed. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
      // Zero-width characters, word joiner, BOM, soft hyphen and the Mongolian vowel separator.
      .replace(/[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/g, '')
      // Bidi marks, embeddings, overrides and isolates (the "Trojan Source" characters).
      .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
  )
}

/**
 * The request: the body cleaned, without quotes (someone else's words) and without the phrase
 * where it triggers (in code it stays, as written), trimmed.
 */
export function requestText(body: string, phrase: string): string {
  const clean = cleanText(body)
  const { masked, quotes } = visibleText(clean)
  const cuts = [...quotes]
  if (phrase.trim() !== '')
    for (const m of masked.matchAll(phraseRegExp(phrase.trim(), 'giu'))) {
      let end = m.index + m[0].length
      // At the start of a line, the blanks after the phrase go with it.
      if (m.index === 0 || clean[m.index - 1] === '\n' || clean[m.index - 1] === '\r')
        while (clean[end] === ' ' || clean[end] === '\t') end++
      cuts.push([m.index, end])
    }
  cuts.sort((a, b) => a[0] - b[0])
  let out = ''
  let from = 0
  for (const [start, end] of cuts) {
    if (start > from) out += clean.slice(from, start)
    from = Math.max(from, end)
  }
  out += clean.slice(from)
  // Trailing blanks cut by hand: a regex for them backtracks over a long run of spaces.
  const lines = out.split(/\r\n|\r|\n/).map((line) => {
    let end = line.length
    while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--
    return line.slice(0, end)
  })
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

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
      : { allowed: false, why: `${who} is a bot and is not listed in allowed-bots` }
  }
  if (o.allowedUsers.includes(actor.login.toLowerCase()))
    return { allowed: true, why: `${who} is listed in allowed-users` }
  let p: Permission
  try {
    p = await o.permissionOf(actor.login)
  } catch (error) {
    const message = messageOf(error)
    return {
      allowed: false,
      why: `${who}'s permission on the repository could not be read (${message}); refused to be safe`
    }
  }
  const role = (p.role_name ?? '').toLowerCase()
  if (WRITE_ROLES.has(role)) return { allowed: true, why: `${who} has the ${role} role`, role }
  // A custom role has its own name; only then the legacy field (its base role) decides.
  const known = ['read', 'triage', 'none', ''].includes(role)
  const legacy = (p.permission ?? '').toLowerCase()
  if (!known && (legacy === 'write' || legacy === 'admin'))
    return { allowed: true, why: `${who} has the custom role ${role}, based on ${legacy}` }
  return {
    allowed: false,
    why: `${who} has the ${role || legacy || 'no'} role; write, maintain or admin (or allowed-users) is needed`
  }
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
  if (event.action === 'deleted') return { allowed: false, why: 'the comment was deleted' }
  if (!hasPhrase(event.body, phrase))
    return { allowed: false, why: `the ${event.name} body does not contain ${phrase}` }
  if (event.author === undefined)
    return { allowed: false, why: `the ${event.name} payload names no author` }
  const first = await mayTrigger(event.author, o)
  if (!first.allowed) return first
  const sender = event.sender
  if (sender !== undefined && sender.login.toLowerCase() !== event.author.login.toLowerCase()) {
    const second = await mayTrigger(sender, o)
    if (!second.allowed) return { allowed: false, why: `edited by someone else: ${second.why}` }
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

/**
 * The prompt in trigger mode: standing instructions, the request, then the context. The title
 * only when `showTitle` (mayShowTitle); a fork's branch name never (its owner chose it).
 */
export function triggerPrompt(
  standing: string,
  request: string,
  event: GitHubEvent,
  showTitle: boolean
): string {
  const parts: string[] = []
  if (standing.trim() !== '') parts.push(standing.trim())
  parts.push(`## Request\n\n${request !== '' ? request : '(no text besides the trigger phrase)'}`)
  const context = [`Repository: ${event.owner}/${event.repo}`]
  if (event.number !== undefined) {
    const kind = `${event.isPullRequest ? 'Pull request' : 'Issue'} #${String(event.number)}`
    const title = cleanText(event.title).replace(/\s+/g, ' ').trim()
    const by = event.subjectAuthor?.login
    if (!showTitle && title !== '' && by !== undefined)
      context.push(`${kind} (its title is left out: @${by} may not trigger the agent)`)
    else context.push(`${kind}${showTitle && title !== '' ? `: ${title}` : ''}`)
  }
  if (event.head !== undefined && event.head.ref !== '')
    context.push(
      event.fork
        ? 'Head branch: on a fork (its name is left out)'
        : `Head branch: ${event.head.ref}`
    )
  if (event.author !== undefined) context.push(`Requested by: @${event.author.login}`)
  parts.push(`## Context\n\n${context.join('\n')}`)
  return parts.join('\n\n')
}
