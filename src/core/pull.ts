/**
 * The pull request a run is for, as plain facts read from the event (never from the model):
 * github/ reads them, git/ acts on them (which commit the agent's configuration comes from, where
 * the work may be pushed, whether the head is still the one the request saw).
 */
import { code, said, type Said } from './said.js'

export interface PullFacts {
  number: number
  headRef: string
  headSha: string
  /** owner/name of the head and base repositories. */
  headRepo: string
  baseRepo: string
  fork: boolean
  /**
   * When the head repository was last pushed to (`head.repo.pushed_at` of the same API answer
   * that named the head); undefined when GitHub did not say, or the head came from the payload.
   */
  headPushedAt?: string
}

/** Where the agent's configuration comes from on a pull request event (git/baseconfig.ts). */
export interface PrBase {
  /** The event is about a pull request. */
  isPr: boolean
  /** The base commit, when known (the payload, or the API for issue_comment). */
  baseSha?: string
}

/** What the request that started the run saw, as its payload says ('' when it does not). */
export interface Asked {
  /** When the comment was written (`created_at`) or the review submitted (`submitted_at`). */
  at: string
  /** The commit a review or a review comment was made on (`commit_id`). */
  commit: string
}

/**
 * Why a fork's head may not be the commit the person who asked saw, as the sentence that refuses
 * the run; undefined when it is, or when nothing is asked of this event. A comment or review
 * event is read when the job runs, and a fork's author can push in between (queue time):
 * - a review or a review comment names the commit it was made on: any other head is refused;
 * - an issue comment names none: the head repository's `pushed_at` must be before the comment's
 *   `created_at`. It is per repository (a push to any branch of the fork moves it), so it refuses
 *   more than it must, which is the safe side; GitHub's times are to the second, so a push in the
 *   comment's own second counts as after it, and a time GitHub did not give refuses too.
 * A same-repository pull request is not checked: only people with write access push there.
 * `pull_request` events name their head in the payload, which is what is checked out.
 */
export function changedHead(event: string, pull: PullFacts, asked: Asked): Said | undefined {
  if (!pull.fork) return undefined
  const fork = said`Pull request #${pull.number} comes from a fork (${code(pull.headRepo)})`
  const head = code(pull.headSha.slice(0, 12))
  if (event === 'pull_request_review' || event === 'pull_request_review_comment') {
    if (asked.commit !== '' && asked.commit === pull.headSha) return undefined
    const review = event === 'pull_request_review'
    const what = review ? 'review' : 'review comment'
    const seen =
      asked.commit === ''
        ? said`the event names no commit the ${what} was made on`
        : said`the ${what} was made on ${code(asked.commit.slice(0, 12))}`
    return review
      ? said`${fork} and its head is ${head}, but ${seen}: the pull request changed after the request; review again.`
      : said`${fork} and its head is ${head}, but ${seen}: the pull request changed after the request; comment again.`
  }
  if (event !== 'issue_comment') return undefined
  const pushed = githubTime(pull.headPushedAt)
  const at = githubTime(asked.at)
  if (pushed === undefined)
    return said`${fork}, and GitHub did not say when it was last pushed to (${code('head.repo.pushed_at')}), so its head ${head} may be newer than the comment: the pull request changed after the request; comment again.`
  if (at === undefined)
    return said`${fork}, and the event does not say when the comment was written (${code('comment.created_at')}), so its head ${head} may be newer than the comment: the pull request changed after the request; comment again.`
  if (pushed < at) return undefined
  return said`${fork} that was pushed to at ${code(pull.headPushedAt ?? '')}, not before the comment (${code(asked.at)}), so its head ${head} may not be the one the comment saw: the pull request changed after the request; comment again.`
}

/** A time as GitHub writes it (ISO 8601 with a zone), in milliseconds; undefined otherwise. */
function githubTime(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(text))
    return undefined
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? undefined : ms
}
