/**
 * The run's one way to say things (core/ports.ts `Say`), redacted here, at the sink: a line for
 * the live log, a `::warning`, a debug line, a `::notice`. What a stage says can quote a payload,
 * an API's message or the agent's words; no caller redacts, and none can forget to. The run's
 * notebook (the summary's and the comment's warnings) says its warnings through this voice.
 */
import type { RunnerPort, Say } from '../core/ports.js'
import type { Redactor } from '../core/redact/redact.js'
import { plainText, type Sentence } from '../core/said.js'
import { Notebook } from '../core/verdict/notes.js'

export class Voice implements Say {
  /** What the steps around the run said: its warnings reach the log through `warning`. */
  readonly book: Notebook

  constructor(
    private readonly port: Pick<RunnerPort, 'warning' | 'debug' | 'notice'>,
    private readonly redact: Redactor,
    /** The live log (observers/livelog.ts), where our own lines go. */
    private readonly log: { write(line: string): void }
  ) {
    this.book = new Notebook((message) => this.warning(message))
  }

  line(text: string): void {
    this.log.write(this.redact(text))
  }

  warning(message: Sentence): void {
    this.port.warning(this.redact(plainText(message)))
  }

  debug(text: string): void {
    this.port.debug(this.redact(text))
  }

  notice(text: string): void {
    this.port.notice(this.redact(text))
  }
}
