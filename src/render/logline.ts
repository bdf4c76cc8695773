/**
 * The live log's words: one line for each thing the agent did, pure. The observer that writes
 * them (batching, heartbeats, the sink) is src/observers/livelog.ts; every line it writes goes
 * through logsafe.ts, so nothing here needs to escape anything.
 */
import { clock, lineDelta, seconds } from './format.js'
import { truncate } from '../core/text.js'
import { OUTCOMES } from './outcomes.js'
import type { StreamChange, RunReport, ToolCallRecord } from '../core/stream/report.js'

const TARGET_CHARS = 160
/** Longest id, name or tool kind shown in a line (the stream's own strings have no bound). */
const NAME_CHARS = 200

/** The line a folded change is worth in the log; undefined when it is worth none. */
export function changeLine(c: StreamChange, report?: RunReport): string | undefined {
  switch (c.kind) {
    case 'init':
      return `Session ${truncate(report?.sessionId ?? '?', NAME_CHARS)} · model ${truncate(report?.model ?? '?', NAME_CHARS)}`
    case 'tool_completed':
      return describeCall(c.call)
    case 'message':
      return c.final ? undefined : `💬 ${truncate(c.text.trim(), 600)}`
    case 'query':
      return (
        `⚠ The CLI asked for approval (${c.queryType}${c.detail !== '' ? `: ${truncate(c.detail, TARGET_CHARS)}` : ''}). ` +
        'The run cannot answer it (stdin is closed): the CLI decides by itself, and without force: true it rejects the tool.'
      )
    case 'plan':
      return `📋 The agent's plan arrived (${c.text.split('\n').length} lines): it is the run's answer (final_message, result).`
    case 'question': {
      const q = c.question
      const asked = q.title !== '' ? q.title : (q.prompts[0] ?? '')
      return `❓ The agent asked: ${truncate(asked.replace(/\s+/g, ' '), TARGET_CHARS)} (a headless run cannot answer; the CLI skips the question).`
    }
    case 'connection':
      return c.what === 'reconnecting'
        ? '⚠ The CLI lost its connection to Cursor and is reconnecting.'
        : '⚠ The CLI is retrying its request to Cursor.'
    case 'error_event':
      return `⚠ The CLI reported an error event: ${truncate(c.message, 500)}`
    case 'invalid':
      return `⚠ Not a JSON event (kept in the transcript): ${truncate(c.line, 200)}`
    case 'result':
      return c.result.isError
        ? `${OUTCOMES.failed.logMark}The agent reported an error${c.result.durationMs !== undefined ? ` after ${seconds(c.result.durationMs)}` : ''}.`
        : `Result received${c.result.durationMs !== undefined ? ` after ${seconds(c.result.durationMs)}` : ''}.`
    case 'tool_started':
    case 'unknown':
    case 'none':
      return undefined
  }
}

/** The heartbeat during a silent stretch: how long, and the calls still running. */
export function heartbeatLine(elapsedMs: number, running: readonly ToolCallRecord[]): string {
  const current =
    running.length > 0
      ? `, running: ${running
          .slice(-3)
          .map((c) =>
            truncate(`${c.kind === 'shell' ? '' : truncate(c.kind, 40) + ' '}${c.target}`, 80)
          )
          .join(', ')}`
      : ''
  return `still working: ${clock(elapsedMs)}${current}`
}

/** One line for a completed call, e.g. `$ npm test → exit 1 (2.3 s)`. */
function describeCall(record: ToolCallRecord): string {
  const call =
    record.kind.length > NAME_CHARS
      ? { ...record, kind: truncate(record.kind, NAME_CHARS) }
      : record
  const target = truncate(call.target.replace(/\r\n|\r|\n/g, ' ⏎ '), TARGET_CHARS)
  const time = call.durationMs !== undefined ? ` (${seconds(call.durationMs)})` : ''
  const { logMark: mark, word } = OUTCOMES[call.state]
  if (call.state === 'rejected') {
    return `${mark}${call.kind} ${word}: ${target}${call.reason !== undefined && call.reason !== '' ? ` (${truncate(call.reason, 200)})` : ''}`
  }
  if (call.kind === 'shell') {
    const exit = call.exitCode !== undefined ? `exit ${call.exitCode}` : word
    const why =
      call.state === 'failed' && call.exitCode === undefined && call.reason !== undefined
        ? `: ${truncate(call.reason, 200)}`
        : ''
    return `${mark}$ ${target} → ${exit}${why}${time}`
  }
  if (call.state === 'failed') {
    return `${mark}${call.kind} ${word}: ${target}${call.reason !== undefined ? ` (${truncate(call.reason, 200)})` : ''}`
  }
  const path =
    call.path !== undefined
      ? truncate(call.path.replace(/\r\n|\r|\n/g, ' ⏎ '), TARGET_CHARS)
      : target
  switch (call.kind) {
    case 'read':
      return `Read ${path}`
    case 'edit':
    case 'write':
    case 'applyPatch':
    case 'searchReplace': {
      const delta = lineDelta(call.linesAdded, call.linesRemoved)
      return `Edited ${path}${delta !== '' ? ` (${delta})` : ''}`
    }
    case 'delete':
      return `Deleted ${path}`
    case 'grep':
      return `Searched for ${target}`
    case 'glob':
      return `Listed files matching ${target}`
    case 'ls':
      return `Listed ${path}`
    case 'mcp':
      return `MCP tool ${target}`
    default:
      // The kind is the agent's (a key of its tool call), so the line starts with our words.
      return `Tool ${call.kind}${target !== '' ? ` ${target}` : ''}${call.state === 'unknown' ? ' (outcome unknown)' : ''}`
  }
}
