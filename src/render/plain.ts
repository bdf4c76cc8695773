/**
 * The summary when the renderer itself failed (or could not be loaded): plain facts in one code
 * block, redacted. Kept apart from summary.ts, which loads the markdown parser, so it is always
 * at hand.
 */
import { fenced } from './markdown.js'
import type { Redactor } from '../core/redact.js'

/** The fallback when rendering itself failed: plain, redacted, still useful. */
export function plainSummary(facts: Record<string, string>, redact: Redactor): string {
  const body = Object.entries(facts)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  return `### Cursor Agent: summary could not be rendered\n\n${fenced(redact(body))}\n`
}
