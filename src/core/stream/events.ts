/**
 * One line of `--output-format stream-json`, parsed into a typed event (agent-events.ts) and
 * redacted once, here: every string of a line the redactor's prefilter flags is masked before
 * anything reads it. A line that is not a JSON object becomes an `invalid` record, never an
 * exception. The lines most of a stream is made of (deltas) are read without JSON.parse.
 */
import { isObject, str } from './json.js'
import type { Redactor } from '../redact/redact.js'
import { redactValue } from '../redact/value.js'
import { ASSISTANT_DELTA, ASSISTANT_HEAD, stringOf, THINKING_DELTA } from './delta-lines.js'
import { toEvent, type AgentEvent, type Joined, type SessionIdReader } from './agent-events.js'

/**
 * What a session id looks like (the CLI's are UUIDs). Anything else is dropped where it is read:
 * the id goes into a commit trailer, the pull request's body and the outputs, and a newline or
 * markup in it would be the agent's words there, outside any escaping.
 */
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/** The session id when it looks like one, else undefined. */
export function sessionIdOf(v: unknown): string | undefined {
  return typeof v === 'string' && SESSION_ID.test(v) ? v : undefined
}

/**
 * `redacted` is set when the line held a secret: the line with every secret masked (the parsed
 * value serialized again, or the masked text of a line that is not JSON). The event and every
 * field in it are redacted already, so nothing downstream sees the secret, whole or cut.
 */
export type ParsedLine =
  | { ok: true; event: AgentEvent; redacted?: string }
  | { ok: false; reason: 'not_json' | 'not_object' | 'no_type' | 'blank'; redacted?: string }

/** What a thinking delta parses to (one value for them all: nothing reads more of it). */
export const THINKING_DELTA_LINE: ParsedLine = Object.freeze({
  ok: true,
  event: Object.freeze({ type: 'thinking', subtype: 'delta' })
})

/**
 * Parses the lines of one stream. It remembers the last session id that looked like one: a
 * stream's events all carry the same, and testing it again on every line was 4% of the hot path
 * (`npm run bench`). One parser per stream (the session's, a report builder's).
 */
export class StreamParser {
  private lastSessionId: string | undefined
  private readonly sessionId: SessionIdReader = (v) => {
    if (typeof v !== 'string') return undefined
    if (v === this.lastSessionId) return v
    if (!SESSION_ID.test(v)) return undefined
    this.lastSessionId = v
    return v
  }

  /** One line (parseLine). */
  parse(line: string, redact?: Redactor, suspect?: boolean): ParsedLine {
    return parseWith(line, redact, suspect, this.sessionId)
  }
}

/**
 * Parses one line (one JSON.parse). With a redactor, every string in the value (keys too: a tool
 * name is a key) is redacted here, once, before anything reads it: a line the redactor's prefilter
 * does not flag cannot hold a secret and costs nothing more. A stream's lines go through one
 * StreamParser instead.
 */
export function parseLine(line: string, redact?: Redactor, suspect?: boolean): ParsedLine {
  return parseWith(line, redact, suspect, sessionIdOf)
}

function parseWith(
  line: string,
  redact: Redactor | undefined,
  suspect: boolean | undefined,
  sessionId: SessionIdReader
): ParsedLine {
  if (line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) {
    return { ok: false, reason: 'blank' }
  }
  // `suspect`: the prefilter's answer, when the caller ran it on the line's bytes.
  const check =
    redact !== undefined && (suspect ?? (redact.suspect === undefined || redact.suspect(line)))
  // A line that may hold a secret is parsed: every string in it is redacted.
  if (!check) {
    const delta = deltaLine(line, sessionId)
    if (delta !== undefined) return delta
  }
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    if (!check) return { ok: false, reason: 'not_json' }
    const masked = redact(line)
    return masked === line
      ? { ok: false, reason: 'not_json' }
      : { ok: false, reason: 'not_json', redacted: masked }
  }
  let redacted: string | undefined
  if (check) {
    const clean = redactValue(value, redact)
    value = clean.value
    redacted = redactedLine(line, value, clean.changed, redact)
  }
  // No spread of an optional field: this runs for every line, and spreading costs an object more.
  if (!isObject(value))
    return redacted === undefined
      ? { ok: false, reason: 'not_object' }
      : { ok: false, reason: 'not_object', redacted }
  const type = str(value.type)
  if (type === undefined || type === '')
    return redacted === undefined
      ? { ok: false, reason: 'no_type' }
      : { ok: false, reason: 'no_type', redacted }
  const joined: Joined = { changed: false }
  const event = toEvent(type, value, sessionId, redact, joined)
  // A secret found only in text joined from several items: the line is rewritten with it masked.
  if (joined.changed) return { ok: true, event, redacted: JSON.stringify(value) }
  return redacted === undefined ? { ok: true, event } : { ok: true, event, redacted }
}

/**
 * The lines most of a stream is made of, read without JSON.parse: a thinking delta, and an
 * assistant delta in the CLI's own layout (delta-lines.ts). Undefined for any other line. Only
 * for a line the redactor does not flag: nothing in it is redacted.
 */
function deltaLine(line: string, sessionId: SessionIdReader): ParsedLine | undefined {
  if (THINKING_DELTA.test(line)) return THINKING_DELTA_LINE
  if (!line.startsWith(ASSISTANT_HEAD)) return undefined
  const m = ASSISTANT_DELTA.exec(line)
  if (m === null) return undefined
  const event: AgentEvent = {
    type: 'assistant',
    variant: 'delta',
    text: stringOf(m[1]),
    modelCallId: undefined,
    timestampMs: Number(m[3]),
    sessionId: sessionId(stringOf(m[2]))
  }
  return { ok: true, event }
}

/**
 * The line the transcript gets for a flagged line whose value was redacted: the value serialized
 * again when anything was masked, else undefined (the raw line is kept).
 */
function redactedLine(
  line: string,
  value: unknown,
  changed: boolean,
  redact: Redactor
): string | undefined {
  if (changed) return JSON.stringify(value)
  // The raw line decides too: JSON.parse keeps the last of two equal keys, so a secret in an
  // earlier one is in the line but not in the value. Either way the transcript gets the value,
  // redacted and serialized again, never the raw bytes. A line that is its value serialized
  // (as the CLI writes them) holds nothing the value does not: redacting it again would at
  // most give it back unchanged, at the cost of a second redaction of the whole line.
  const again = JSON.stringify(value)
  return again !== line && redact(line) !== line ? again : undefined
}
