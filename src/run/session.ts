/**
 * One live run: the CLI's stdout goes through the line splitter into the transcript, the fold
 * and the live log as it arrives; stderr is kept as a bounded tail for the verdict.
 */
import { startAgent, type AgentOptions } from './agent.js'
import { LineSplitter } from '../core/lines.js'
import type { LiveLog } from '../render/livelog.js'
import { isObject } from '../core/events.js'
import type { ReportBuilder } from '../core/report.js'
import type { Transcript } from './transcript.js'
import type { Ending } from '../core/verdict.js'
import type { RunObserver } from './observer.js'

/** What to run and its clocks (the supervisor's options, without the callbacks). */
export type SessionOptions = Pick<
  AgentOptions,
  'command' | 'args' | 'cwd' | 'env' | 'exitGraceMs' | 'inactivityMs' | 'timeoutMs'
> & {
  builder: ReportBuilder
  log: LiveLog
  transcript: Transcript
  observers?: readonly RunObserver[]
}

export interface SessionEnd {
  ending: Ending
  stderrTail: string
  /** A bug of ours while handling the stream; the run went on, the transcript is complete. */
  internalError?: Error
}

/** Keeps the last lines of stderr, bounded in count and size. */
export class Tail {
  private lines: string[] = []
  private partial = ''

  constructor(
    private readonly maxLines = 40,
    private readonly maxChars = 4000
  ) {}

  push(text: string): string[] {
    const parts = (this.partial + text).split(/\r?\n/)
    this.partial = (parts.pop() ?? '').slice(-this.maxChars)
    for (const p of parts) this.lines.push(p.length > 500 ? p.slice(0, 500) + '…' : p)
    if (this.lines.length > this.maxLines) this.lines = this.lines.slice(-this.maxLines)
    return parts
  }

  text(): string {
    const all = [...this.lines, ...(this.partial !== '' ? [this.partial] : [])].join('\n')
    return all.length > this.maxChars ? '…' + all.slice(-this.maxChars) : all
  }
}

/** stderr lines shown in the live log before the rest are only kept as a tail. */
const MAX_STDERR_LINES = 200

export async function runSession(o: SessionOptions): Promise<SessionEnd> {
  const stderr = new Tail()
  let stderrShown = 0
  let resultNoted = false
  let internalError: Error | undefined
  const splitter = new LineSplitter(
    (line) => {
      o.transcript.line(line)
      if (internalError !== undefined) return
      // This runs inside the stdout handler: an exception here would end the process with no
      // outputs and no summary, so a bug of ours is recorded and the stream is only saved from
      // then on.
      try {
        o.log.raw(line)
        const change = o.builder.line(line)
        const r = o.builder.snapshot()
        o.log.change(change, { sessionId: r.sessionId, model: r.model })
        for (const w of o.observers ?? []) w.change?.(change, r)
        if (change.kind === 'result' && !resultNoted) {
          resultNoted = true
          handle.resultSeen()
        }
      } catch (error) {
        internalError = error instanceof Error ? error : new Error(String(error))
        o.log.write(
          `⚠ Internal error while reading the stream (${internalError.message}); the rest is saved to the transcript only.`
        )
      }
    },
    (bytes, head) => {
      o.transcript.line(`{"type":"cursor-agent-action/oversize-line","characters":${bytes}}`)
      o.builder.oversize(bytes, head)
      o.log.write(`⚠ A line of ${bytes} characters was too long to keep; it was skipped.`)
    }
  )
  const handle = startAgent({
    command: o.command,
    args: o.args,
    cwd: o.cwd,
    env: o.env,
    exitGraceMs: o.exitGraceMs,
    inactivityMs: o.inactivityMs,
    timeoutMs: o.timeoutMs,
    onStdout: (chunk) => splitter.push(chunk),
    onStderr: (chunk) => {
      for (const line of stderr.push(chunk.toString('utf8'))) {
        // Old builds mirror every JSON event on stderr; only the CLI's own messages are shown,
        // and only so many of them: the tail is kept for the verdict either way.
        if (line.trim() === '' || looksLikeEvent(line)) continue
        stderrShown++
        if (stderrShown <= MAX_STDERR_LINES) o.log.write(`stderr │ ${line}`)
        else if (stderrShown === MAX_STDERR_LINES + 1) {
          o.log.write(
            `stderr │ … more stderr lines are not shown; the last ones are in the summary.`
          )
        }
      }
    },
    busy: () => o.builder.openCalls > 0,
    onTick: () => {
      o.log.tick(o.builder.runningCalls().slice(-3))
      const running = o.builder.runningCalls()
      for (const w of o.observers ?? []) w.tick?.(Date.now(), running, o.builder.snapshot())
    }
  })
  for (const w of o.observers ?? [])
    w.start?.({ startedAt: Date.now(), command: o.command, cwd: o.cwd })
  const ending = await handle.done
  splitter.end()
  return { ending, stderrTail: stderr.text(), internalError }
}

function looksLikeEvent(line: string): boolean {
  if (!line.startsWith('{')) return false
  try {
    const v: unknown = JSON.parse(line)
    return isObject(v) && typeof v.type === 'string'
  } catch {
    return false
  }
}
