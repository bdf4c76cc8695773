/**
 * The seam between a run and whoever watches it. The session (src/agent/process/session.ts) tells one
 * watcher the facts (start, each folded line, a tick about once a second); `Observers` fans them
 * out to every observer: the live log, the PR comment, the budget, the manifest. main.ts ends
 * them with the verdict once the run is over and published. Observers only read: the report
 * they get is the fold's own, shared and growing.
 */
import type { RunStart, SessionWatcher } from '../agent/process/session.js'
import type { StreamChange, RunReport, ToolCallRecord } from '../core/stream/report.js'
import type { RunFacts } from '../core/verdict/facts.js'
import { messageOf } from '../core/errors.js'

export type { RunStart } from '../agent/process/session.js'

export interface RunObserver {
  start?(info: RunStart): void
  /** One line of the stream was folded: what it changed, and the report as it now stands. */
  change?(change: StreamChange, report: RunReport): void
  /** About once a second while the CLI runs; `running` are the open calls, oldest first. */
  tick?(now: number, running: readonly ToolCallRecord[], report: RunReport): void
  /** The run is over: its facts, as published. Awaited by the caller, which bounds the wait. */
  end?(facts: RunFacts): void | Promise<void>
}

/** What the session writes besides the observers' lines: the live log's side of it. */
export interface SessionLog {
  raw(line: string): void
  /** Whether `raw` shows anything (default true). */
  wantsRaw?(): boolean
  note(text: string): void
  flush(): void
}

/**
 * Every observer behind the session's one watcher. `change` stops at the first observer that
 * throws (the session then saves the stream only); `start` and `tick` call every observer and
 * then throw the first error, so one observer's bug does not silence the others.
 */
export class Observers implements SessionWatcher {
  constructor(
    private readonly log: SessionLog,
    readonly list: readonly RunObserver[]
  ) {}

  start(info: RunStart): void {
    this.each((o) => o.start?.(info))
  }

  raw(line: string): void {
    this.log.raw(line)
  }

  wantsRaw(): boolean {
    return this.log.wantsRaw?.() ?? true
  }

  change(change: StreamChange, report: RunReport): void {
    for (const o of this.list) o.change?.(change, report)
  }

  tick(now: number, running: readonly ToolCallRecord[], report: RunReport): void {
    this.each((o) => o.tick?.(now, running, report))
  }

  note(text: string): void {
    this.log.note(text)
  }

  flush(): void {
    this.log.flush()
  }

  private each(fn: (o: RunObserver) => void): void {
    let first: unknown
    let failed = false
    for (const o of this.list) {
      try {
        fn(o)
      } catch (error) {
        if (!failed) first = error
        failed = true
      }
    }
    if (failed) throw first
  }
}

/**
 * Tells every observer the run is over, after publishing; a slow GitHub cannot hold the step for
 * long (5 s after a cancel, else 30 s). An observer that fails becomes a warning.
 */
export async function endObservers(
  observers: readonly RunObserver[],
  facts: RunFacts,
  warn: (message: string) => void
): Promise<void> {
  const all = observers.map(async (observer) => {
    try {
      await observer.end?.(facts)
    } catch (error) {
      warn(`Could not finish a run observer: ${messageOf(error)}`)
    }
  })
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, facts.verdict.conclusion === 'cancelled' ? 5_000 : 30_000)
  })
  await Promise.race([Promise.all(all), limit])
  clearTimeout(timer)
}
