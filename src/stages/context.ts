/**
 * What every stage of a run is handed (main.ts builds it once, after the inputs are read): the
 * settings, the event read once, the runner's environment read once, redaction, the runner's
 * signals, the runner port, the clock, the notebook, the live log, and the run's one GitHub
 * client (made on first use) with its one reading of the pull request. Stages read the world
 * through it; the facts of the run come out of them (stages/record.ts), never into it.
 */
import type { RunBasics } from '../core/ports.js'
import type { GitHubApi } from '../github/access.js'
import type { EventReading } from '../github/event.js'
import type { LiveLog } from '../observers/livelog.js'
import type { Signals } from '../runner/signals.js'

/** RunBasics (core/ports.ts, what the rooms below may be handed) with the stages' own parts. */
export interface RunContext extends RunBasics {
  readonly event: EventReading
  /** The GitHub API for the whole run (github/access.ts): one client, the pull request read once. */
  readonly github: GitHubApi
  readonly log: LiveLog
  readonly signals: Signals
}
