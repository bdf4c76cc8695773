/**
 * One live run: the CLI's stdout goes through the line splitter into the transcript, the fold
 * and the run's observers (the live log among them) as it arrives; stderr is kept as a bounded
 * tail for the verdict.
 *
 * The hot path, per line: one decode, one prefilter pass for secrets, one JSON.parse, the fold. A
 * thinking delta (most lines) the prefilter clears is folded from its bytes, never decoded.
 * A line the prefilter flags has every string in it redacted right after parsing (parseLine), so
 * the report, the log and the summary only ever see redacted text, and the transcript gets the
 * redacted line instead of the raw bytes. Every other line goes to the transcript as the bytes
 * that came in, one write per chunk.
 */
import { startAgent, type AgentHandle, type AgentOptions, type Leftover } from './supervisor.js'
import { LineSplitter } from '../../core/stream/lines.js'
import { boundHeap } from './heap.js'
import { cutHead, cutTail, type LineScan, type Redactor } from '../../core/redact/redact.js'
import { isThinkingDelta } from '../../core/stream/delta-lines.js'
import { StreamParser, THINKING_DELTA_LINE } from '../../core/stream/events.js'
import { isObject } from '../../core/stream/json.js'
import type {
  ReportBuilder,
  RunReport,
  StreamChange,
  ToolCallRecord
} from '../../core/stream/report.js'
import type { Transcript } from './transcript.js'
import type { Ending } from '../../core/verdict/verdict.js'
import { errorOf } from '../../core/errors.js'

/** What to run and its clocks (the supervisor's options, without the callbacks). */
export type SessionOptions = Pick<
  AgentOptions,
  | 'command'
  | 'args'
  | 'cwd'
  | 'env'
  | 'tempDir'
  | 'exitGraceMs'
  | 'inactivityMs'
  | 'timeoutMs'
  | 'host'
> & {
  builder: ReportBuilder
  transcript: Transcript
  /** Who watches the run (src/observers/ fans it out to the live log, the comment, …). */
  watch: SessionWatcher
  /** Redacts what is read from the stream; default the transcript's redactor. */
  redact?: Redactor
  /** Called once, when the CLI's first output (stdout or stderr) comes. */
  heard?: () => void
}

/** The CLI was spawned. */
export interface RunStart {
  /** Wall-clock ms when the CLI was spawned. */
  startedAt: number
  command: string
  cwd: string
  /** Ends the run for this reason, as a timeout would (a budget observer uses it). */
  stop: (ending: Ending) => void
}

/**
 * What the session tells about the run as it goes. Every text is redacted already. A throw from
 * `raw` or `change` is a bug of ours: the stream is then only saved to the transcript.
 */
export interface SessionWatcher {
  start(info: RunStart): void
  /** A line of the stream (the debug log shows it). */
  raw(line: string): void
  /**
   * Whether `raw` shows anything (asked once, when the run starts; default true). When it does
   * not, a thinking delta the prefilter clears is folded from its bytes, never decoded.
   */
  wantsRaw?(): boolean
  /**
   * One line was folded: what it changed, and the report as it now stands (shared, growing). Not
   * called for a line that changed nothing the watchers see (`none`: most lines, thinking deltas).
   */
  change(change: StreamChange, report: RunReport): void
  /** About once a second while the CLI runs; `running` are the open calls, oldest first. */
  tick(now: number, running: readonly ToolCallRecord[], report: RunReport): void
  /** A line of the session's own about the stream (stderr, a skipped line, our own error). */
  note(text: string): void
  /** The stream ended: write out whatever is waiting. */
  flush(): void
}

export interface SessionEnd {
  ending: Ending
  stderrTail: string
  /** A bug of ours while handling the stream; the run went on, the transcript is complete. */
  internalError?: Error
  /** Processes of the run that were still alive after the CLI ended; they were stopped. */
  leftovers: readonly Leftover[]
}

/**
 * Keeps the last lines of stderr, bounded in count and size. stderr is split into lines by the
 * stream's own LineSplitter (on bytes: a character split across two chunks stays whole). Each
 * line is redacted once, whole, when it ends, before any cut, so a key split across two chunks
 * is still found. A line past `maxLine` bytes is not kept whole: its head is redacted, then cut.
 */
export class Tail {
  private lines: string[] = []
  private done: string[] = []
  private readonly splitter: LineSplitter

  constructor(
    private readonly maxLines = 40,
    private readonly maxChars = 4000,
    private readonly redact: Redactor = (s) => s,
    maxLine = 64 * 1024
  ) {
    this.splitter = new LineSplitter(
      (line) => {
        this.keep(this.redact(line))
      },
      (bytes, head) => {
        this.keep(`${cutHead(this.redact(head), 500)} (a line of ${String(bytes)} bytes, cut)`)
      },
      maxLine
    )
  }

  /** Adds a chunk; returns the lines it completed, redacted (whole: callers cut them). */
  push(chunk: Buffer): string[] {
    this.splitter.push(chunk)
    return this.take()
  }

  /** stderr ended: the last line, when it had no newline. */
  end(): string[] {
    this.splitter.end()
    return this.take()
  }

  /** The last lines, each at most 500 characters, all of them at most `maxChars`. */
  text(): string {
    return cutTail(this.lines.join('\n'), this.maxChars)
  }

  private keep(line: string): void {
    this.done.push(line)
    this.lines.push(cutHead(line, 500))
    if (this.lines.length > 2 * this.maxLines) this.lines = this.lines.slice(-this.maxLines)
  }

  private take(): string[] {
    const done = this.done
    this.done = []
    if (this.lines.length > this.maxLines) this.lines = this.lines.slice(-this.maxLines)
    return done
  }
}

/** stderr lines shown in the live log before the rest are only kept as a tail. */
const MAX_STDERR_LINES = 200

/** Runs the CLI and reads its stream until it ended (see the file's comment). */
export async function runSession(o: SessionOptions): Promise<SessionEnd> {
  return new StreamReader(o).run()
}

/**
 * One session's reading of the stream: the splitter, the parser and the stderr tail, with the
 * state they share (the chunk being split and its scan, whether the result was seen, a bug of
 * ours). Its handlers run inside the pipes' and the timer's callbacks, where a throw would end
 * the process with no outputs and no summary: a bug of ours is recorded (`failed`) and the
 * stream is only saved from then on.
 */
class StreamReader {
  private readonly redact: Redactor
  private readonly report: RunReport
  private readonly stderr: Tail
  private readonly parser = new StreamParser()
  private readonly splitter: LineSplitter
  private stderrShown = 0
  private resultNoted = false
  private internalError: Error | undefined
  /**
   * The chunk being split, and the prefilter's scan of it: a line inside it is looked up there
   * (the chunk copied once), a line that came in pieces is scanned alone.
   */
  private chunk: Buffer | undefined
  private scan: LineScan | undefined
  /** Work to start once the CLI speaks (`heard`), until it is started. */
  private heard: (() => void) | undefined
  private handle: AgentHandle | undefined

  constructor(private readonly o: SessionOptions) {
    this.redact = o.redact ?? o.transcript.redact
    o.builder.useRedactor(this.redact)
    this.report = o.builder.live()
    this.stderr = new Tail(40, 4000, this.redact)
    this.heard = o.heard
    // A thinking delta (most lines) the prefilter clears changes nothing but a count, and shows
    // nothing unless the debug log shows every line: it is folded without decoding it.
    const peek = (o.watch.wantsRaw?.() ?? true) ? undefined : this.peek
    this.splitter = new LineSplitter(
      this.line,
      this.oversize,
      undefined,
      (bytes) => o.transcript.bytes(bytes),
      peek
    )
  }

  async run(): Promise<SessionEnd> {
    const o = this.o
    const handle = startAgent({
      ...{ command: o.command, args: o.args, cwd: o.cwd, env: o.env, tempDir: o.tempDir },
      ...{ exitGraceMs: o.exitGraceMs, inactivityMs: o.inactivityMs, timeoutMs: o.timeoutMs },
      host: o.host,
      onStdout: (bytes) => this.stdout(bytes),
      onStderr: (chunk) => {
        this.hear()
        this.showStderr(this.stderr.push(chunk))
      },
      busy: () => o.builder.openCalls > 0,
      onTick: () => this.tick()
    })
    this.handle = handle
    // What an observer asked to end the run for (the budget), kept: see below.
    let asked: Ending | undefined
    const stop = (why: Ending): void => {
      asked ??= why
      handle.stop(why)
    }
    const start = { startedAt: Date.now(), command: o.command, cwd: o.cwd, stop }
    try {
      o.watch.start(start)
    } catch (error) {
      this.internalError ??= errorOf(error)
    }
    // Memory stays flat however long the stream (heap.ts).
    const unbound = boundHeap()
    let ending = await handle.done
    unbound()
    this.splitter.end()
    this.showStderr(this.stderr.end())
    o.transcript.flush()
    o.watch.flush()
    // A CLI that writes its last lines and exits at once is often gone before those lines are
    // read (the pipe is drained after the exit). A budget they reach ended the run all the same:
    // the verdict follows the stream, not which of the two the action saw first.
    if (ending.kind === 'exited' && asked?.kind === 'budget') ending = asked
    const { internalError } = this
    return { ending, stderrTail: this.stderr.text(), internalError, leftovers: handle.leftovers() }
  }

  private stdout(bytes: Buffer): void {
    this.hear()
    this.chunk = bytes
    this.scan = this.redact.suspectChunk?.(bytes)
    this.splitter.push(bytes)
    this.chunk = this.scan = undefined
  }

  /** Whether the prefilter may hold a secret in these bytes (the chunk's scan, else its own). */
  private suspect(bytes: Buffer, start: number, end: number, line?: string): boolean | undefined {
    return bytes === this.chunk && this.scan !== undefined
      ? this.scan(start, end, line)
      : this.redact.suspectBytes?.(bytes, start, end, line)
  }

  /**
   * One line: parsed once, redacting (the transcript gets `redacted` when the line held a
   * secret; the prefilter reads the line's bytes, prefilter.ts, not the decoded text).
   */
  private readonly line = (
    line: string,
    bytes: Buffer,
    start: number,
    end: number
  ): string | undefined => {
    const parsed = this.parser.parse(line, this.redact, this.suspect(bytes, start, end, line))
    if (this.internalError !== undefined) return parsed.redacted
    try {
      this.o.watch.raw(parsed.redacted ?? line)
      const change = this.o.builder.line(line, parsed)
      if (change.kind !== 'none') this.o.watch.change(change, this.report)
      if (change.kind === 'result' && !this.resultNoted) {
        this.resultNoted = true
        this.handle?.resultSeen()
      }
    } catch (error) {
      this.failed(error)
    }
    return parsed.redacted
  }

  /** A thinking delta the prefilter clears, folded from its bytes; false for any other line. */
  private readonly peek = (bytes: Buffer, start: number, end: number): boolean => {
    if (!isThinkingDelta(bytes, start, end)) return false
    if (this.suspect(bytes, start, end) !== false) return false
    if (this.internalError !== undefined) return true
    try {
      this.o.builder.line('', THINKING_DELTA_LINE)
    } catch (error) {
      this.failed(error)
    }
    return true
  }

  private readonly oversize = (bytes: number, head: string): string => {
    this.o.builder.oversize(bytes, head)
    this.o.watch.note(`⚠ A line of ${bytes} bytes was too long to keep; it was skipped.`)
    return `{"type":"cursor-agent-action/oversize-line","bytes":${bytes}}`
  }

  private failed(error: unknown): void {
    this.internalError = errorOf(error)
    this.o.watch.note(
      this.redact(
        `⚠ Internal error while reading the stream (${this.internalError.message}); the rest is saved to the transcript only.`
      )
    )
  }

  private showStderr(lines: readonly string[]): void {
    for (const line of lines) {
      // Old builds mirror every JSON event on stderr; only the CLI's own messages are shown,
      // and only so many of them: the tail is kept for the verdict either way.
      if (line.trim() === '' || looksLikeEvent(line)) continue
      this.stderrShown++
      if (this.stderrShown <= MAX_STDERR_LINES) this.o.watch.note(`stderr │ ${cutHead(line, 500)}`)
      else if (this.stderrShown === MAX_STDERR_LINES + 1)
        this.o.watch.note(
          `stderr │ … more stderr lines are not shown; the last ones are in the summary.`
        )
    }
  }

  /** The work to start once the CLI speaks; a failure of it is noted and changes nothing. */
  private hear(): void {
    const then = this.heard
    if (then === undefined) return
    this.heard = undefined
    try {
      then()
    } catch (error) {
      this.o.watch.note(
        this.redact(`⚠ Internal error after the CLI's first output: ${errorOf(error).message}`)
      )
    }
  }

  /** A timer callback: an observer's bug must not end the process (see `line`). */
  private tick(): void {
    const running = this.o.builder.runningCalls()
    try {
      this.o.watch.tick(Date.now(), running, this.report)
    } catch (error) {
      this.internalError ??= errorOf(error)
    }
  }
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
