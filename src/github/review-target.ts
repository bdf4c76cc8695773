/**
 * The review's target and what posting needs of the run, shared by the review stage
 * (github/reviewer.ts) and the posting (github/posting.ts) without either importing the other.
 */
import type { FileDiff } from '../core/diff.js'
import type { Redactor } from '../core/redact.js'
import type { LogAnnotation } from '../render/annotations.js'
import type { Pr } from './review.js'

/** What posting needs of the run, as plain functions. */
export interface ReviewDeps {
  redact: Redactor
  warn: (message: string) => void
  info: (line: string) => void
  annotate: (a: LogAnnotation) => void
  cancelled: () => boolean
}

/** The pull request under review, as the stage acts on it. */
export interface ReviewTarget {
  pr: Pr
  headSha: string
  files: Map<string, FileDiff>
  /** The token is read-only by GitHub's design (a fork's pull_request events): nothing is written. */
  readOnly: boolean
  keyHash: string
}
