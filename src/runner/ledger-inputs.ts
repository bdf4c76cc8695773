/**
 * The caps per pull request (`max-pr-runs`, `max-pr-tokens`; docs/ledger.md), read with the
 * same reader as every other input (inputs.ts). They are checked against the pull request's
 * ledger, which lives in the sticky comment and the reviews the action posts: with neither
 * `comment-on-pr` nor `review` on there is nowhere to keep it, so a cap (or `resume: pr`, which
 * continues the session the ledger names) is an input error then.
 */
import { RESUME_PR, type Settings } from '../core/settings.js'
import { code, input as named, list, said, shown, type Said } from '../core/said.js'
import { INPUTS } from '../names.js'
import type { InputReader } from './input-reader.js'

/** Tokens up to 10¹³ (a ledger counts at most 10¹² per run); runs up to a billion. */
const TOKENS = /^\d{1,13}$/
const RUNS = /^\d{1,9}$/

function cap(r: InputReader, name: string, pattern: RegExp, what: string): number {
  const v = r.input(name)
  if (pattern.test(v)) return Number(v)
  r.problems.push(
    said`Input ${named(name)} must be a whole number of ${what} (0 = no cap), got ${shown(v)}.`
  )
  return 0
}

/**
 * `max-pr-runs` and `max-pr-tokens`. `place`: whether the run keeps a ledger at all (the sticky
 * comment or a review), as readGithubInputs and readReviewInputs read them.
 */
export function readLedgerInputs(
  r: InputReader,
  place: { commentOnPr: boolean; review: boolean }
): Pick<Settings, 'maxPrRuns' | 'maxPrTokens'> {
  const maxPrRuns = cap(r, INPUTS.maxPrRuns, RUNS, 'runs')
  const maxPrTokens = cap(r, INPUTS.maxPrTokens, TOKENS, 'tokens')
  if (!place.commentOnPr && !place.review) {
    const asked: Said[] = []
    if (maxPrRuns > 0) asked.push(said`${named(INPUTS.maxPrRuns)}`)
    if (maxPrTokens > 0) asked.push(said`${named(INPUTS.maxPrTokens)}`)
    if (r.input(INPUTS.resume) === RESUME_PR)
      asked.push(said`${code(`${INPUTS.resume}: ${RESUME_PR}`)}`)
    if (asked.length > 0)
      r.problems.push(
        said`${asked.length === 1 ? 'Input' : 'Inputs'} ${list(asked, ' and ')} ${asked.length === 1 ? 'needs' : 'need'} the pull request's ledger, which the action keeps in its sticky comment and its reviews: turn on ${named(INPUTS.commentOnPr)} or ${named(INPUTS.review)}.`
      )
  }
  return { maxPrRuns, maxPrTokens }
}
