/**
 * Why a failed run failed, when the CLI says so only in words: in its stderr, or in the text of a
 * `result` with `is_error`. Read here once, so that the failure reason (verdict.ts `refine`) and
 * its fix (hints.ts) always agree. The CLI has no error codes; these are the messages seen in
 * real runs and reported by other projects (docs/stream.md, "Failure messages").
 */
import type { FailureReason } from '../names.js'

export type Cause = Extract<
  FailureReason,
  'auth' | 'usage_limit' | 'model_unavailable' | 'workspace_missing'
>

/**
 * First match wins: nothing works without authentication, nothing runs without the directory it
 * runs in, and a usage limit outranks the model (a free plan's "Named models unavailable" comes
 * from the same ActionRequiredError family as the usage limit).
 */
const CAUSES: readonly (readonly [Cause, RegExp])[] = [
  // "Error: Authentication required. Run 'agent login', pass --api-key…" and the like.
  ['auth', /Authentication required|not logged in|invalid api key|unauthori[sz]ed/i],
  // Node's own words when the process's working directory was removed under it (uv_cwd), and a
  // workspace the CLI was pointed at (`--workspace`) that is not there.
  [
    'workspace_missing',
    /\buv_cwd\b|\bworkspace\b[^\n]{0,200}?\b(?:does not exist|not found|no such file or directory)/i
  ],
  // "ActionRequiredError: You've hit your usage limit …"
  ['usage_limit', /hit your usage limit|usage limit (?:reached|exceeded)/i],
  // "Cannot use this model: … Available models: …"; a free plan: "Named models unavailable …".
  ['model_unavailable', /Cannot use this model|Named models unavailable/i]
]

/** The cause the CLI's words name, if any. */
export function causeOf(text: string): Cause | undefined {
  for (const [cause, pattern] of CAUSES) if (pattern.test(text)) return cause
  return undefined
}

/** "Named models unavailable": the account's plan allows only `auto`. */
export function isPlanModelRefusal(text: string): boolean {
  return /Named models unavailable|can only use Auto/i.test(text)
}
