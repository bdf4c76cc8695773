/**
 * The one table of icons and words for how a run and a tool call ended. The summary, the live
 * log's closing line and the PR comment read it, so a ⛔ means the same thing everywhere.
 */
import type { CallState } from '../core/report.js'
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

export const OUTCOMES: Record<CallState, { icon: string; word: string }> = {
  ok: { icon: '✅', word: 'ok' },
  failed: { icon: '❌', word: 'failed' },
  rejected: { icon: '⛔', word: 'rejected' },
  running: { icon: '⏳', word: 'never completed' },
  unknown: { icon: '❔', word: 'unknown' }
}

/** `✅ Cursor Agent succeeded`, `❌ Cursor Agent failed`, … */
export function headline(conclusion: Conclusion): string {
  const c = CONCLUSIONS[conclusion]
  return `${c.icon} Cursor Agent ${c.phrase}`
}
