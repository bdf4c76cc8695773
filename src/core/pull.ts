/**
 * The pull request a run is for, as plain facts read from the event (never from the model):
 * github/ reads them, git/ acts on them (which commit the agent's configuration comes from, where
 * the work may be pushed).
 */

export interface PullFacts {
  number: number
  headRef: string
  headSha: string
  /** owner/name of the head and base repositories. */
  headRepo: string
  baseRepo: string
  fork: boolean
}

/** Where the agent's configuration comes from on a pull request event (git/baseconfig.ts). */
export interface PrBase {
  /** The event is about a pull request. */
  isPr: boolean
  /** The base commit, when known (the payload, or the API for issue_comment). */
  baseSha?: string
}
