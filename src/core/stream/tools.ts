/**
 * The `tool_call` object: which tool, its arguments, its result, and how the call ended.
 * Real streams put sibling keys next to the tool key (`hookAdditionalContexts`, `toolCallId`,
 * `startedAtMs`), so the kind is the key that ends in `ToolCall` and holds an object, never the
 * first key. The documented-but-unseen `function: {name, arguments}` form is read too.
 */
import { isObject, num, str, type Json, type JsonObject } from './json.js'

export interface ToolCallBody {
  /** Short kind: `shell`, `read`, `edit`, `mcp`, ... (`unknown` when nothing matched). */
  kind: string
  args?: JsonObject
  result?: JsonObject
  description?: string
  startedAtMs?: number
  completedAtMs?: number
}

export type Outcome = 'ok' | 'failed' | 'rejected' | 'unknown'

/** A tool call's state in the report: its outcome, or still running. */
export type CallState = Outcome | 'running'

export interface Classified {
  outcome: Outcome
  /** Why it failed or was rejected, in the CLI's own words when it gave any. */
  reason?: string
  exitCode?: number
  /** Reported execution time, when the result carries one. */
  executionMs?: number
  /** stdout + stderr of a shell call, as reported (may be long: callers keep a bounded tail). */
  output?: string
  /** Refused by the CLI's permissions configuration (`permissionDenied`), not by the command. */
  denied?: true
}

/**
 * Redacts every string in a JSON value decoded here (the parser's redactValue, passed in, so this
 * module does not import the parser that imports it).
 */
export type DecodedRedactor = (decoded: JsonObject) => JsonObject

/** With a redactor, what is decoded here (JSON inside a JSON string) is redacted once decoded. */
export function readToolCall(value: unknown, redact?: DecodedRedactor): ToolCallBody {
  if (!isObject(value)) return { kind: 'unknown' }
  const meta = {
    startedAtMs: num(value.startedAtMs),
    completedAtMs: num(value.completedAtMs)
  }
  for (const [key, body] of Object.entries(value)) {
    if (key.endsWith('ToolCall') && key.length > 'ToolCall'.length && isObject(body)) {
      return {
        kind: key.slice(0, -'ToolCall'.length),
        args: isObject(body.args) ? body.args : undefined,
        result: isObject(body.result) ? body.result : undefined,
        description: str(body.description) ?? str(value.description),
        ...meta
      }
    }
  }
  const fn = value.function
  if (isObject(fn)) {
    return {
      kind: str(fn.name) ?? 'function',
      args: parseArguments(fn.arguments, redact),
      result: isObject(fn.result) ? fn.result : undefined,
      ...meta
    }
  }
  return { kind: 'unknown', ...meta }
}

/**
 * `arguments` may be JSON encoded in a string. The string was redacted as a string, where a JSON
 * escape (`\\u0067hp_…`) still hides a token; what it decodes to is redacted whole, before
 * anything reads or cuts it.
 */
function parseArguments(value: Json | undefined, redact?: DecodedRedactor): JsonObject | undefined {
  if (isObject(value)) return value
  if (typeof value !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    if (!isObject(parsed)) return undefined
    return redact !== undefined ? redact(parsed) : parsed
  } catch {
    return undefined
  }
}

/**
 * `permissionDenied` (`{command, workingDirectory, error, isReadonly}`, error "Command blocked by
 * permissions configuration") ends a shell call the CLI's permission rules refused, inside a run
 * that still reports success: a failed call, told apart by `denied` for its fix (hints.ts).
 */
const FAILURE_KEYS = [
  'failure',
  'error',
  'spawnError',
  'writePermissionDenied',
  'permissionDenied'
] as const

const denied = true as const

/**
 * Order matters (docs/stream.md §6): rejected, then the failure shapes, then success with a
 * non-zero exit code (older builds report failed commands that way), then success.
 */
export function classify(result: JsonObject | undefined): Classified {
  if (result === undefined) return { outcome: 'unknown' }
  const rejected = result.rejected
  if (rejected !== undefined) {
    const body = isObject(rejected) ? rejected : {}
    return { outcome: 'rejected', reason: str(body.reason) ?? '', ...shellFacts(body) }
  }
  for (const key of FAILURE_KEYS) {
    const body = result[key]
    if (body === undefined) continue
    if (!isObject(body))
      return {
        outcome: 'failed',
        reason: typeof body === 'string' ? body : key,
        ...(key === 'permissionDenied' ? { denied } : {})
      }
    const facts = shellFacts(body)
    const reason =
      str(body.errorMessage) ??
      str(body.error) ??
      str(body.message) ??
      (facts.exitCode !== undefined ? `exit code ${facts.exitCode}` : key)
    return {
      outcome: 'failed',
      reason,
      ...facts,
      ...(key === 'permissionDenied' ? { denied } : {})
    }
  }
  const success = result.success
  if (success !== undefined) {
    const body = isObject(success) ? success : {}
    const facts = shellFacts(body)
    if (facts.exitCode !== undefined && facts.exitCode !== 0) {
      return { outcome: 'failed', reason: `exit code ${facts.exitCode}`, ...facts }
    }
    // An MCP tool's error comes as a success with `isError`; its text is the error.
    if (body.isError === true)
      return {
        outcome: 'failed',
        reason: contentText(body.content) || 'the tool reported an error',
        ...facts
      }
    return { outcome: 'ok', ...facts }
  }
  return { outcome: 'unknown' }
}

/** The most of an MCP result's text read for its error (the report keeps less). */
const CONTENT_CHARS = 4000

/**
 * An MCP result's text: `content` items as the CLI writes them (`{text: {text}}`) or as MCP does
 * (`{type: 'text', text}`), joined as the assistant's items are (events.ts): with nothing between
 * them. At most `max` characters (the parser's redaction sees it whole, maskMcpContent).
 */
function contentText(content: Json | undefined, max = CONTENT_CHARS): string {
  if (!Array.isArray(content)) return typeof content === 'string' ? content : ''
  let out = ''
  for (const item of content) {
    if (!isObject(item)) continue
    const t = isObject(item.text) ? str(item.text.text) : str(item.text)
    if (t === undefined || t === '') continue
    out += t
    if (out.length > max) return out.slice(0, max)
  }
  return out
}

/**
 * An MCP result whose text comes in several items, each redacted alone at parse: a secret split
 * across two is whole only once they are joined. When the joined text masks something, the items
 * are replaced by the one masked text (so the transcript line is rewritten too, as events.ts does
 * for the assistant's items); returns whether it did. Only MCP completions pay for it.
 */
export function maskMcpContent(
  result: JsonObject | undefined,
  redact: (s: string) => string
): boolean {
  const success = result?.success
  if (!isObject(success) || !Array.isArray(success.content) || success.content.length < 2)
    return false
  const joined = contentText(success.content, Infinity)
  const masked = redact(joined)
  if (masked === joined) return false
  success.content = [{ text: { text: masked } }]
  return true
}

function shellFacts(body: JsonObject): Omit<Classified, 'outcome' | 'reason'> {
  const exitCode = num(body.exitCode)
  const executionMs = num(body.executionTime) ?? num(body.localExecutionTimeMs)
  const stdout = str(body.stdout) ?? ''
  const stderr = str(body.stderr) ?? ''
  const interleaved = str(body.interleavedOutput) ?? ''
  const output = interleaved !== '' ? interleaved : stdout + stderr
  return {
    ...(exitCode !== undefined ? { exitCode } : {}),
    ...(executionMs !== undefined ? { executionMs } : {}),
    ...(output !== '' ? { output } : {})
  }
}

/** What the call acted on, in a few words: a path, a command, a pattern, a tool name. */
export function targetOf(kind: string, args: JsonObject | undefined): string {
  if (args === undefined) return ''
  const pick = (...keys: string[]): string => {
    for (const key of keys) {
      const value = str(args[key])
      if (value !== undefined && value !== '') return value
    }
    return ''
  }
  switch (kind) {
    case 'shell':
      return pick('command')
    case 'grep':
      return pick('pattern')
    case 'glob':
      return pick('globPattern', 'pattern')
    case 'mcp':
      return pick('name', 'toolName')
    case 'getMcpTools':
      return [pick('server'), pick('toolName')].filter((s) => s !== '').join(' ')
    case 'semSearch':
    case 'webSearch':
      return pick('query')
    case 'webFetch':
    case 'fetch':
      return pick('url')
    case 'task':
      return pick('description', 'prompt')
    case 'updateTodos': {
      const todos = args.todos
      return Array.isArray(todos) ? `${todos.length} todo${todos.length === 1 ? '' : 's'}` : ''
    }
    case 'readLints': {
      const paths = args.paths
      return Array.isArray(paths) ? paths.filter((p) => typeof p === 'string').join(', ') : ''
    }
    default:
      return pick('path', 'targetDirectory', 'command', 'pattern', 'query', 'url', 'name')
  }
}

/** Tools that change files, and how to tell a delete from a write. */
export const WRITE_KINDS = new Set(['edit', 'write', 'delete', 'applyPatch', 'searchReplace'])
export const READ_KINDS = new Set(['read'])
