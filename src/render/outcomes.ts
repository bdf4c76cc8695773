/**
 * The one table of icons and words for how a run and a tool call ended. The summary, the live
 * log and the PR comment read it, so a ⛔ means the same thing everywhere.
 */
import type { CallState } from '../core/stream/report.js'
import type { Conclusion } from '../names.js'

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
