/**
 * The summary when the renderer itself failed (or could not be loaded): plain facts in one code
 * block, redacted. Kept apart from summary.ts, which loads the markdown parser, so it is always
 * at hand.
 */
import { fenced } from './markdown.js'
import type { RunFacts } from '../core/verdict/facts.js'
import type { Redactor } from '../core/redact/redact.js'

/** The fallback when rendering itself failed: the run's facts as they are, plain, redacted. */
export function plainSummary(f: RunFacts, redact: Redactor): string {
  const r = f.report
  const lines: [string, string][] = [
    ['conclusion', f.verdict.conclusion],
    ['failure_reason', f.verdict.reason ?? ''],
    ['message', f.verdict.message],
    ['session_id', r.sessionId ?? ''],
    ['tool_calls', String(r.counts.calls)],
    ['files_changed', r.filesChanged.map((c) => c.path).join(', ')],
    ['transcript', f.transcriptPath ?? ''],
    ['final_message', r.finalMessage]
  ]
  const body = lines.map(([k, v]) => `${k}: ${v}`).join('\n')
  return `### Cursor Agent: summary could not be rendered\n\n${fenced(redact(body))}\n`
}
