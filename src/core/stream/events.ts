/**
 * One line of `--output-format stream-json`, parsed into a typed event. Shapes follow what real
 * streams contain (docs/stream.md), not only the vendor docs: thinking events,
 * three kinds of assistant event, the tool kind as whichever key ends in `ToolCall`.
 * Nothing here trusts the input: every field is checked before use, unknown shapes are kept as
 * `unknown`, and a line that is not a JSON object becomes an `invalid` record, never an exception.
 */
import { isObject, num, str, type JsonObject } from './json.js'
import { maskMcpContent, readToolCall, type ToolCallBody } from './tools.js'
import type { Redactor } from '../redact/redact.js'
import { ASSISTANT_DELTA, ASSISTANT_HEAD, stringOf, THINKING_DELTA } from './delta-lines.js'
import { readQuery, type QueryFacts } from './queries.js'

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

/** Reads a session id (sessionIdOf), possibly remembering the last one that looked like one. */
type SessionIdReader = (v: unknown) => string | undefined

export interface Usage {
  inputTokens?: number
  outputTokens?: number
  cacheReadTokens?: number
  cacheWriteTokens?: number
}

/** How an assistant event relates to text already seen (docs/stream.md §2.4). */
export type AssistantVariant = 'delta' | 'segment' | 'final'

export type AgentEvent =
  | {
      type: 'init'
      sessionId?: string
      model?: string
      cwd?: string
      apiKeySource?: string
    }
  | { type: 'user'; sessionId?: string }
  /** Its text is not kept: nothing shows the agent's thinking (and see THINKING_DELTA). */
  | { type: 'thinking'; subtype: string }
  | {
      type: 'assistant'
      variant: AssistantVariant
      text: string
      modelCallId?: string
      timestampMs?: number
      sessionId?: string
    }
  | {
      type: 'tool_call'
      subtype: 'started' | 'completed'
      callId: string
      tool: ToolCallBody
      timestampMs?: number
    }
  | {
      type: 'result'
      subtype: string
      isError: boolean
      text: string
      sessionId?: string
      requestId?: string
      durationMs?: number
      usage?: Usage
    }
  /** What a query holds (a plan, a question, the CLI's answer): core/stream/queries.ts. */
  | ({ type: 'interaction_query'; subtype: string; queryType: string } & QueryFacts)
  /**
   * The CLI retried a request to Cursor (2026.10 builds): `text` repeats what the agent's message
   * streamed so far, never new text (docs/stream.md §2.9).
   */
  | { type: 'retry'; subtype: string; text: string; attempt?: number }
  /** The CLI's connection to Cursor: `connection` and `reconnecting` records (§2.9). */
  | { type: 'connection'; subtype: string }
  | { type: 'error'; message: string }
  | { type: 'unknown'; eventType: string }

/**
 * `redacted` is set when the line held a secret: the line with every secret masked (the parsed
 * value serialized again, or the masked text of a line that is not JSON). The event and every
 * field in it are redacted already, so nothing downstream sees the secret, whole or cut.
 */
export type ParsedLine =
  | { ok: true; event: AgentEvent; redacted?: string }
  | { ok: false; reason: 'not_json' | 'not_object' | 'no_type' | 'blank'; redacted?: string }

/** Set when a text joined from several items held a secret: the line is serialized again. */
interface Joined {
  changed: boolean
}

/**
 * The message's text. Its items were redacted one by one; a secret split across two items is
 * whole only once they are joined (the raw line's prefilter cannot see a token whose pieces sit
 * in two JSON strings), so joined text is redacted again. When that masks something, the
 * message's items are replaced by the one masked text (and `joined.changed` set), so the
 * transcript line is rewritten too.
 */
function textOf(message: unknown, redact: Redactor | undefined, joined: Joined): string {
  if (!isObject(message)) return ''
  const content = message.content
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  let out = ''
  let pieces = 0
  for (const item of content) {
    if (isObject(item) && typeof item.text === 'string') {
      out += item.text
      pieces++
    }
  }
  if (pieces < 2 || redact === undefined) return out
  const masked = redact(out)
  if (masked === out) return out
  message.content = [{ type: 'text', text: masked }]
  joined.changed = true
  return masked
}

function usageOf(value: unknown): Usage | undefined {
  if (!isObject(value)) return undefined
  const usage: Usage = {}
  const keys = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'] as const
  let any = false
  for (const key of keys) {
    const n = num(value[key])
    if (n !== undefined) {
      usage[key] = n
      any = true
    }
  }
  return any ? usage : undefined
}

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

/**
 * Every string in a parsed JSON value, keys included, through the redactor. Iterative (a hostile
 * line can nest deeper than the call stack) and in place: the value was just parsed, nobody else
 * holds it.
 */
function redactValue(value: unknown, redact: Redactor): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    const r = redact(value)
    return { value: r, changed: r !== value }
  }
  let changed = false
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i]
        if (typeof v === 'string') {
          const r = redact(v)
          if (r !== v) {
            node[i] = r
            changed = true
          }
        } else if (typeof v === 'object' && v !== null) stack.push(v)
      }
    } else if (typeof node === 'object' && node !== null) {
      const obj = node as Record<string, unknown>
      for (const key of Object.keys(obj)) {
        const v = obj[key]
        let target = key
        const k = redact(key)
        if (k !== key) {
          Reflect.deleteProperty(obj, key)
          obj[k] = v
          target = k
          changed = true
        }
        if (typeof v === 'string') {
          const r = redact(v)
          if (r !== v) {
            obj[target] = r
            changed = true
          }
        } else if (typeof v === 'object' && v !== null) stack.push(v)
      }
    }
  }
  return { value, changed }
}

function toEvent(
  type: string,
  v: JsonObject,
  idOf: SessionIdReader,
  redact: Redactor | undefined,
  joined: Joined
): AgentEvent {
  const subtype = str(v.subtype) ?? ''
  switch (type) {
    case 'system':
      if (subtype !== 'init') return { type: 'unknown', eventType: `system/${subtype}` }
      return {
        type: 'init',
        sessionId: idOf(v.session_id),
        model: str(v.model),
        cwd: str(v.cwd),
        apiKeySource: str(v.apiKeySource)
      }
    case 'user':
      return { type: 'user', sessionId: idOf(v.session_id) }
    case 'thinking':
      return { type: 'thinking', subtype }
    case 'assistant':
      return assistantEvent(v, idOf, redact, joined)
    case 'tool_call':
      return toolCallEvent(v, subtype, redact, joined)
    case 'result':
      return resultEvent(v, subtype, idOf)
    case 'interaction_query': {
      const queryType = str(v.query_type) ?? ''
      return { type: 'interaction_query', subtype, queryType, ...readQuery(v, queryType, subtype) }
    }
    case 'retry':
      return {
        type: 'retry',
        subtype,
        text: textOf(v.message, redact, joined),
        attempt: num(v.attempt)
      }
    case 'connection':
      return { type: 'connection', subtype }
    case 'reconnecting':
      return { type: 'connection', subtype: 'reconnecting' }
    case 'error':
      return { type: 'error', message: str(v.message) ?? str(v.error) ?? '' }
    default:
      return { type: 'unknown', eventType: subtype === '' ? type : `${type}/${subtype}` }
  }
}

function assistantEvent(
  v: JsonObject,
  idOf: SessionIdReader,
  redact: Redactor | undefined,
  joined: Joined
): AgentEvent {
  const modelCallId = str(v.model_call_id)
  const timestampMs = num(v.timestamp_ms)
  // Partial deltas carry a timestamp but no model_call_id; mid-turn segments carry both;
  // the final consolidated message carries neither (docs/stream.md §2.4).
  const variant: AssistantVariant =
    modelCallId !== undefined ? 'segment' : timestampMs !== undefined ? 'delta' : 'final'
  return {
    type: 'assistant',
    variant,
    text: textOf(v.message, redact, joined),
    modelCallId,
    timestampMs,
    sessionId: idOf(v.session_id)
  }
}

function toolCallEvent(
  v: JsonObject,
  subtype: string,
  redact: Redactor | undefined,
  joined: Joined
): AgentEvent {
  if (subtype !== 'started' && subtype !== 'completed') {
    return { type: 'unknown', eventType: `tool_call/${subtype}` }
  }
  // Newer builds repeat the id as tool_call.toolCallId; either may be missing.
  const callId =
    str(v.call_id) ?? (isObject(v.tool_call) ? str(v.tool_call.toolCallId) : undefined) ?? ''
  const tool = readToolCall(
    v.tool_call,
    redact !== undefined ? (decoded) => redactValue(decoded, redact).value as JsonObject : undefined
  )
  if (redact !== undefined && tool.kind === 'mcp' && subtype === 'completed')
    joined.changed = maskMcpContent(tool.result, redact)
  return { type: 'tool_call', subtype, callId, tool, timestampMs: num(v.timestamp_ms) }
}

function resultEvent(v: JsonObject, subtype: string, idOf: SessionIdReader): AgentEvent {
  return {
    type: 'result',
    subtype,
    isError: v.is_error === true || subtype === 'error',
    text: str(v.result) ?? (isObject(v.error) ? (str(v.error.message) ?? '') : ''),
    sessionId: idOf(v.session_id),
    requestId: str(v.request_id),
    durationMs: num(v.duration_ms),
    usage: usageOf(v.usage)
  }
}
