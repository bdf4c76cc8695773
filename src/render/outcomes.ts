/**
 * The one table of icons and words for how a run and a tool call ended. The summary, the live
 * log and the PR comment read it, so a ⛔ means the same thing everywhere.
 */
import type { CallCounts, CallState } from '../core/stream/report.js'
import type { Conclusion } from '../names.js'
import { count } from './format.js'

export interface Label {
  icon: string
  /** Completes "Cursor Agent …". */
  phrase: string
}

export const CONCLUSIONS: Record<Conclusion, Label> = {
  success: { icon: '✅', phrase: 'succeeded' },
  failure: { icon: '❌', phrase: 'failed' },
  cancelled: { icon: '⏹', phrase: 'was cancelled' },
  skipped: { icon: '⏭', phrase: 'was skipped' }
}

export interface OutcomeLabel {
  icon: string
  word: string
  /** The live log's prefix: one plain mark for any call that did not go well, so it scans. */
  logMark: string
}

export const OUTCOMES: Record<CallState, OutcomeLabel> = {
  ok: { icon: '✅', word: 'ok', logMark: '' },
  failed: { icon: '❌', word: 'failed', logMark: '✖ ' },
  rejected: { icon: '⛔', word: 'rejected', logMark: '✖ ' },
  running: { icon: '⏳', word: 'never completed', logMark: '✖ ' },
  unknown: { icon: '❔', word: 'unknown', logMark: '✖ ' }
}

/** `✅ Cursor Agent succeeded`, `❌ Cursor Agent failed`, … */
export function headline(conclusion: Conclusion): string {
  const c = CONCLUSIONS[conclusion]
  return `${c.icon} Cursor Agent ${c.phrase}`
}

/** Calls that did not end well, by how they ended (the calls table's "other" split in two). */
export interface Problems {
  failed: number
  rejected: number
  /** Started and never completed. */
  running: number
  /** Completed with a result of no shape the action knows. */
  unknown: number
}

/** The run's calls that did not end well, from its counters (the record list may be bounded). */
export function problemsOf(counts: CallCounts): Problems {
  let ok = 0
  for (const k of counts.byKind.values()) ok += k.ok
  const other = Math.max(0, counts.calls - ok - counts.failed - counts.rejected)
  const running = Math.min(counts.running, other)
  return { failed: counts.failed, rejected: counts.rejected, running, unknown: other - running }
}

export function problemsTotal(p: Problems): number {
  return p.failed + p.rejected + p.running + p.unknown
}

const PROBLEM_WORDS: [keyof Problems, string][] = [
  ['failed', OUTCOMES.failed.word],
  ['rejected', OUTCOMES.rejected.word],
  ['running', OUTCOMES.running.word],
  ['unknown', OUTCOMES.unknown.word]
]

/**
 * `2 failed, 1 rejected, 1 never completed`, the same words wherever calls are counted (the
 * status line, the failed calls' heading, the PR comment); '' when every call went well.
 */
export function problemsText(p: Problems): string {
  return PROBLEM_WORDS.filter(([k]) => p[k] > 0)
    .map(([k, word]) => `${count(p[k])} ${word}`)
    .join(', ')
}
