/**
 * The live log: one readable line per thing the agent does, written as it happens. Every line
 * built from the stream goes through the redactor and then `safeLines`, so nothing the agent
 * wrote can become a workflow command. Raw events appear only in debug mode.
 */
import { clock, lineDelta, seconds, truncate } from './format.js'
import { safeLines } from './logsafe.js'
import type { Redactor } from './redact.js'
import type { Change, ToolCallRecord } from '../core/report.js'

export interface LogSink {
  info: (line: string) => void
  debug: (line: string) => void
  isDebug: () => boolean
  startGroup: (title: string) => void
  endGroup: () => void
}

const MAX_INVALID_SHOWN = 5
const TARGET_CHARS = 160

export class LiveLog {
  private lastWrite = Date.now()
  private invalidShown = 0
  private readonly started = Date.now()

  constructor(
    private readonly sink: LogSink,
    private readonly redact: Redactor,
    private readonly heartbeatMs = 60_000
  ) {}

  /** Writes untrusted text, one safe log line per physical line. */
  write(text: string): void {
    for (const line of safeLines(this.redact(text))) this.sink.info(line)
    this.lastWrite = Date.now()
  }

  raw(line: string): void {
    if (!this.sink.isDebug()) return
    for (const l of safeLines(this.redact(line))) this.sink.debug(l)
  }

  change(c: Change, sessionModel?: { sessionId?: string; model?: string }): void {
    switch (c.kind) {
      case 'init':
        this.write(
          `Session ${sessionModel?.sessionId ?? '?'} · model ${sessionModel?.model ?? '?'}`
        )
        return
      case 'tool_completed':
        this.write(describeCall(c.call))
        return
      case 'message':
        if (!c.final) this.write(`💬 ${truncate(c.text.trim(), 600)}`)
        return
      case 'query':
        this.write(
          `⚠ The CLI asked for approval (${c.queryType}${c.detail !== '' ? `: ${truncate(c.detail, TARGET_CHARS)}` : ''}). ` +
            'It is not answered: stdin is closed, so the CLI rejects it. Pass force: true to allow tools.'
        )
        return
      case 'error_event':
        this.write(`⚠ The CLI reported an error event: ${truncate(c.message, 500)}`)
        return
      case 'invalid':
        if (this.invalidShown < MAX_INVALID_SHOWN) {
          this.invalidShown++
          this.write(`⚠ Not a JSON event (kept in the transcript): ${truncate(c.line, 200)}`)
        }
        return
      case 'result':
        this.write(
          c.result.isError
            ? `✖ The agent reported an error${c.result.durationMs !== undefined ? ` after ${seconds(c.result.durationMs)}` : ''}.`
            : `Result received${c.result.durationMs !== undefined ? ` after ${seconds(c.result.durationMs)}` : ''}.`
        )
        return
      case 'tool_started':
      case 'unknown':
      case 'none':
        return
    }
  }

  /** The final message, collapsed so the log stays scannable. */
  finalMessage(text: string): void {
    if (text.trim() === '') return
    this.sink.startGroup('Final message')
    this.write(text)
    this.sink.endGroup()
  }

  /** A line during silent stretches so a watcher knows the step is alive. */
  tick(running: ToolCallRecord[]): void {
    const now = Date.now()
    if (now - this.lastWrite < this.heartbeatMs) return
    const current =
      running.length > 0
        ? `, running: ${running.map((c) => truncate(`${c.kind === 'shell' ? '' : c.kind + ' '}${c.target}`, 80)).join(', ')}`
        : ''
    this.write(`still working: ${clock(now - this.started)}${current}`)
  }
}

/** One line for a completed call, e.g. `$ npm test → exit 1 (2.3 s)`. */
export function describeCall(call: ToolCallRecord): string {
  const target = truncate(call.target.replace(/\r\n|\r|\n/g, ' ⏎ '), TARGET_CHARS)
  const time = call.durationMs !== undefined ? ` (${seconds(call.durationMs)})` : ''
  if (call.state === 'rejected') {
    return `✖ ${call.kind} rejected: ${target}${call.reason !== undefined && call.reason !== '' ? ` (${truncate(call.reason, 200)})` : ''}`
  }
  if (call.kind === 'shell') {
    const exit = call.exitCode !== undefined ? `exit ${call.exitCode}` : call.state
    const mark = call.state === 'ok' ? '' : '✖ '
    const why =
      call.state === 'failed' && call.exitCode === undefined && call.reason !== undefined
        ? `: ${truncate(call.reason, 200)}`
        : ''
    return `${mark}$ ${target} → ${exit}${why}${time}`
  }
  if (call.state === 'failed') {
    return `✖ ${call.kind} failed: ${target}${call.reason !== undefined ? ` (${truncate(call.reason, 200)})` : ''}`
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
      return `${call.kind}${target !== '' ? ` ${target}` : ''}${call.state === 'unknown' ? ' (outcome unknown)' : ''}`
  }
}
