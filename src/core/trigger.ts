/**
 * The trigger's text, pure: whether a comment holds the phrase (outside quotes and code,
 * visible.ts), the request it makes (the commenter's own words), and the prompt built from it.
 * Who may trigger is asked of GitHub (github/gate.ts).
 */
import { visibleText } from './visible.js'

/** What of the event the prompt's context names (github/event.ts GitHubEvent has it all). */
export interface TriggerContext {
  owner: string
  repo: string
  number?: number
  isPullRequest: boolean
  title: string
  subjectAuthor?: { login: string }
  head?: { ref: string }
  fork?: boolean
  author?: { login: string }
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

/**
 * The prompt in trigger mode: standing instructions, the request, then the context. The title
 * only when `showTitle` (mayShowTitle); a fork's branch name never (its owner chose it).
 */
export function triggerPrompt(
  standing: string,
  request: string,
  event: TriggerContext,
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
