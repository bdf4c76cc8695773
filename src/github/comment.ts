/**
 * The one comment this job keeps on a PR or issue: found by its hidden marker across all pages,
 * created once, then edited in place. Best effort by design: every GitHub failure becomes one
 * warning naming the fix, never an exception, so the agent's verdict never depends on GitHub.
 *
 * Only a comment written by the token's own account is ever ours. The marker is public (anyone
 * can compute it from the workflow file), so a comment that merely holds it may be an outsider's,
 * posted first to have the bot adopt it and then edit it into anything. Which account the token
 * is comes from GraphQL's `viewer` (see `whoAmI`); when that cannot be learnt, no existing comment
 * is adopted and the account is learnt from the comment this job creates.
 */
import { describeError, NO_RETRY, statusOf, type GitHubClient } from './client.js'
import { answerDelivered } from './deliverable.js'
import type { ReactionTarget } from './event.js'

export interface Thread {
  owner: string
  repo: string
  number: number
  isPullRequest: boolean
}

export type Reaction = 'eyes' | 'rocket' | 'confused'

/** A comment as the list endpoint returns it (the fields looked at). */
export interface FoundComment {
  id: number
  url: string
  body: string
}

/** The token's account, by login (unique on GitHub; `[bot]` accounts cannot be registered). */
type Self = { login: string } | undefined

function sameAccount(user: { login?: string } | null | undefined, self: Self): boolean {
  return (
    self !== undefined &&
    typeof user?.login === 'string' &&
    user.login.toLowerCase() === self.login.toLowerCase()
  )
}

export class StickyComment {
  id: number | undefined
  url: string | undefined
  /** Set after a 401/403 or an unreachable API: later writes are skipped (one warning only). */
  private gaveUp = false
  private readonly warned = new Set<string>()
  /** The token's account: looked up once (whoAmI), or learnt from the comment this job made. */
  private self: Promise<Self> | undefined
  /**
   * A hidden record kept at the end of every body this job writes (the pull request's ledger,
   * docs/ledger.md); taken from the comment found on GitHub (`carry`) until the run sets its own.
   */
  private trailer = ''
  /** What of a found comment's body to keep at the end of every body written (see `trailer`). */
  carry: ((body: string) => string | undefined) | undefined

  constructor(
    private readonly client: GitHubClient,
    private readonly thread: Thread,
    private readonly marker: string,
    private readonly warn: (message: string) => void
  ) {}

  private get permission(): string {
    return this.thread.isPullRequest ? 'pull-requests: write' : 'issues: write'
  }

  /**
   * Which account the token is. GraphQL's `viewer` answers for every kind of token: a personal
   * access token, GITHUB_TOKEN and a GitHub App's installation token alike (REST's `GET /user`
   * refuses the last two with a 403), and is what marocchino/sticky-pull-request-comment uses.
   * Undefined when GitHub does not say: then nothing found on the thread is adopted.
   */
  private whoAmI(): Promise<Self> {
    this.self ??= this.client
      .graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }')
      .then(({ viewer }) => {
        const login = viewer?.login
        return typeof login === 'string' && login !== '' ? { login } : undefined
      })
      .catch((error: unknown) => {
        this.note(
          `Could not learn which account the token is (${describeError(error)}): no existing comment on #${String(this.thread.number)} is reused.`
        )
        return undefined
      })
    return this.self
  }

  /** The token's own login, as this comment learnt it (asked once); undefined when unknown. */
  async account(): Promise<string | undefined> {
    return (await this.whoAmI())?.login
  }

  /**
   * The oldest comment of the token's own account that starts with the marker, looked up on every
   * page. Starts with: the account writes other jobs' comments too, and the agent text they show
   * can hold this marker anywhere else.
   */
  async find(): Promise<FoundComment | undefined> {
    const self = await this.whoAmI()
    if (self === undefined) return undefined
    const { owner, repo, number } = this.thread
    const iterator = this.client.paginate.iterator(this.client.rest.issues.listComments, {
      owner,
      repo,
      issue_number: number,
      per_page: 100
    })
    for await (const page of iterator) {
      const hit = page.data.find(
        (c) => sameAccount(c.user, self) && c.body?.startsWith(this.marker) === true
      )
      if (hit !== undefined) return { id: hit.id, url: hit.html_url, body: hit.body ?? '' }
    }
    return undefined
  }

  /** The hidden record every later write ends with (the ledger with this run in it). */
  setTrailer(text: string): void {
    this.trailer = text
  }

  /** Characters every write adds at the end (the record and its line breaks): a renderer keeps them free. */
  get reserved(): number {
    return this.trailer === '' ? 0 : this.trailer.length + 2
  }

  /** Creates or edits the comment. Returns whether the body is now on GitHub. */
  async write(body: string): Promise<boolean> {
    if (this.gaveUp) return false
    try {
      await this.put(body)
      return true
    } catch (error) {
      this.fail('write the comment', error)
      return false
    }
  }

  /**
   * Creates or edits the comment, throwing what GitHub answered: the answer's delivery
   * (stages/answer.ts) retries it and fails the step when it never lands, where `write` warns.
   * Each try looks for the comment first (`put`), so a create GitHub stored is edited, not made twice.
   */
  async writeOrThrow(body: string): Promise<void> {
    await this.put(body)
  }

  /** The comment read back holds this run's `mark` (github/deliverable.ts); else what is missing. */
  async delivered(mark: string): Promise<string | undefined> {
    const { owner, repo, number } = this.thread
    if (this.id === undefined) return `the answer on #${String(number)}: no comment was made.`
    return answerDelivered(this.client, {
      ...{ owner, repo, issue: number, commentId: this.id, marker: mark }
    })
  }

  /** The permission a refused write needs, for the sentence that names it. */
  get needs(): string {
    return this.permission
  }

  private async put(text: string): Promise<void> {
    let body = text
    const { owner, repo, number } = this.thread
    if (this.id === undefined) {
      const found = await this.find()
      if (found !== undefined) {
        ;({ id: this.id, url: this.url } = found)
        if (this.trailer === '') this.trailer = this.carry?.(found.body) ?? ''
      }
    }
    if (this.trailer !== '') body = `${body}\n\n${this.trailer}`
    if (this.id !== undefined) {
      try {
        await this.client.rest.issues.updateComment({ owner, repo, comment_id: this.id, body })
        return
      } catch (error) {
        // Someone deleted it: start a new one below.
        if (statusOf(error) !== 404) throw error
        this.id = undefined
      }
    }
    try {
      const { data } = await this.client.rest.issues.createComment({
        owner,
        repo,
        issue_number: number,
        body,
        ...NO_RETRY
      })
      this.id = data.id
      this.url = data.html_url
      // The author of the comment this job just made is the token's account, whatever whoAmI said.
      const login = data.user?.login
      if (login !== undefined && login !== '') this.self = Promise.resolve({ login })
    } catch (error) {
      // A create that failed with a 5xx (or a lost answer) may have been stored: look again
      // instead of creating a second one.
      const status = statusOf(error)
      if (status !== undefined && status < 500) throw error
      const found = await this.find()
      if (found === undefined) throw error
      ;({ id: this.id, url: this.url } = found)
      await this.client.rest.issues.updateComment({ owner, repo, comment_id: found.id, body })
    }
  }

  /** Adds a reaction to the triggering comment or issue; failures are warnings. */
  async react(target: ReactionTarget | undefined, content: Reaction): Promise<void> {
    if (target === undefined || this.gaveUp) return
    const { owner, repo } = this.thread
    try {
      if (target.kind === 'issue-comment')
        await this.client.rest.reactions.createForIssueComment({
          owner,
          repo,
          comment_id: target.id,
          content
        })
      else if (target.kind === 'review-comment')
        await this.client.rest.reactions.createForPullRequestReviewComment({
          owner,
          repo,
          comment_id: target.id,
          content
        })
      else
        await this.client.rest.reactions.createForIssue({
          owner,
          repo,
          issue_number: target.number,
          content
        })
    } catch (error) {
      this.fail(`add the ${content} reaction`, error)
    }
  }

  private fail(what: string, error: unknown): void {
    const status = statusOf(error)
    let message: string
    if (status === 401 || status === 403) {
      this.gaveUp = true
      message = `Could not ${what} on #${String(this.thread.number)}: ${describeError(error)}. The token needs \`${this.permission}\`: add it under \`permissions:\` in the workflow (the run itself is not affected).`
    } else if (status === undefined || status >= 500) {
      // An unreachable API is not retried edit after edit: the run goes on without the comment.
      if (status === undefined) this.gaveUp = true
      message = `Could not ${what} on #${String(this.thread.number)}: GitHub did not answer (${describeError(error)}); the run itself is not affected.`
    } else {
      message = `Could not ${what} on #${String(this.thread.number)}: ${describeError(error)}.`
    }
    this.note(message)
  }

  /** A warning, given once. */
  private note(message: string): void {
    if (this.warned.has(message)) return
    this.warned.add(message)
    this.warn(message)
  }
}
