/**
 * The seam between a run and whoever watches it. The session feeds every observer the same
 * facts (start, each folded line, a tick about once a second); main.ts ends them with the
 * verdict once the run is over and published. The live log is one observer, the PR comment
 * another. Observers only read: the report they get is the fold's own, shared and growing.
 */
import type { StreamChange, RunReport, ToolCallRecord } from '../core/report.js'
import type { Ending, Verdict } from '../core/verdict.js'

export interface RunStart {
  /** Wall-clock ms when the CLI was spawned. */
  startedAt: number
  command: string
  cwd: string
  /** Ends the run for this reason, as a timeout would (a budget observer uses it). */
  stop: (ending: Ending) => void
}

export interface RunEnd {
  verdict: Verdict
  report: RunReport
  /** The run's duration in ms (the result's when reported, else wall clock). */
  durationMs: number
  /** What happened after the run that watchers should mention (landing the work, warnings). */
  notes: readonly string[]
}

export interface RunObserver {
  start?(info: RunStart): void
  /** One line of the stream was folded: what it changed, and the report as it now stands. */
  change?(change: StreamChange, report: RunReport): void
  /** About once a second while the CLI runs; `running` are the open calls, oldest first. */
  tick?(now: number, running: readonly ToolCallRecord[], report: RunReport): void
  /** The run is over. Awaited by the caller, which bounds how long it waits. */
  end?(end: RunEnd): void | Promise<void>
}
