/**
 * What every stage of a run is handed (main.ts builds it once, after the inputs are read): the
 * settings, the event read once, the runner's environment read once, redaction, the runner's
 * signals, the runner port, the clock, the notebook and the live log. Stages read the world
 * through it; the facts of the run come out of them (observers/record.ts), never into it.
 */
import type { Notebook } from '../core/notes.js'
import type { Clock, RunnerEnv, RunnerPort } from '../core/ports.js'
import type { Redactor } from '../core/redact.js'
import type { Settings } from '../core/settings.js'
import type { EventReading } from '../github/event.js'
import type { LiveLog } from '../observers/livelog.js'
import type { Signals } from '../runner/signals.js'

export interface RunContext {
  readonly settings: Settings
  readonly event: EventReading
  readonly env: RunnerEnv
  readonly redact: Redactor
  readonly signals: Signals
  readonly port: RunnerPort
  readonly clock: Clock
  /** What the steps around the run said, for the summary and the comment. */
  readonly book: Notebook
  readonly log: LiveLog
}
