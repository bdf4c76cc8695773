/**
 * The stream's events as the action reads them: the typed `AgentEvent`, and how one JSON object
 * of the stream becomes one (`toEvent`). Shapes follow what real streams contain (docs/stream.md),
 * not only the vendor docs: thinking events, three kinds of assistant event, the tool kind as
 * whichever key ends in `ToolCall`. Nothing here trusts the input: every field is checked before
 * use, and unknown shapes are kept as `unknown`.
 */
import { isObject, num, str, type JsonObject } from './json.js'
import { maskMcpContent, readToolCall, type ToolCallBody } from './tools.js'
import type { Redactor } from '../redact/redact.js'
import { redactValue } from '../redact/value.js'
import { readQuery, type QueryFacts } from './queries.js'

/** Reads a session id (events.ts sessionIdOf), possibly remembering the last one that looked like one. */
export type SessionIdReader = (v: unknown) => string | undefined

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

/** Set when a text joined from several items held a secret: the line is serialized again. */
export interface Joined {
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

/**
 * One JSON object of the stream, with its `type`, as an event. `idOf` reads session ids; with a
 * redactor, a text joined from several items (or an MCP result's content) is redacted again and
 * `joined.changed` set when that masked something, so the caller rewrites the line.
 */
export function toEvent(
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
