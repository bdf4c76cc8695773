/**
 * The run's GitHub API access, handed to every stage through the run context (main.ts makes it
 * once): one client, made on first use with the job's token (Octokit is loaded only then, so a
 * plain run never loads it), so every stage shares its retry and throttling limiters; and the
 * event's pull request read once (the head and base the payload of an issue comment lacks), so
 * the bot's prompt, the ledger, the review and the checkout all see the same head. Also the facts
 * of that pull request for the action's own steps, and opening a pull request for work pushed to
 * a new branch.
 */
import type { Asked, PrBase, PullFacts } from '../core/pull.js'
import type { Settings } from '../core/settings.js'
import { messageOf } from '../core/errors.js'
import { describeError, type GitHubClient } from './client.js'
import { loadOctokit, loadPulls } from './lazy.js'
import type { OpenPull } from './pulls.js'
import {
  eventOf,
  prBase,
  pullFacts,
  withPullRefs,
  type EventReading,
  type GitHubEvent
} from './event.js'
import type { RunnerEnv } from '../core/ports.js'

/** The event's pull request as the steps around the run need it. */
export interface PullContext {
  pull?: PullFacts
  /** Where the agent's configuration comes from; undefined when the event could not be read. */
  base?: PrBase
  /**
   * Set when the event is about a pull request whose head is not known (the API could not be
   * read, there was no token to read it with, the payload was unreadable): why, as a clause.
   * Such a pull request may come from a fork, so the landing never pushes for it (fails closed).
   */
  unknown?: string
  /** The event, for checking out the pull request's head (git/checkout.ts). */
  event?: { name: string; isPullRequest: boolean; number?: number; asked?: Asked }
}

/** Events that are, or may be, about a pull request: without a readable payload, unknown. */
const MAYBE_PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'issue_comment'
])

/** The run's one client and its one reading of the pull request (see the file's comment). */
export interface GitHubApi {
  /** The client, made once on first use; throws when there is no token. */
  client(): Promise<GitHubClient>
  /**
   * The event with its pull request's head and base (github/event.ts withPullRefs), read from
   * the API at most once a run; every caller gets the same answer, a failed read included.
   * Rejects when the event could not be read.
   */
  pull(): Promise<GitHubEvent>
}

export class GitHubAccess implements GitHubApi {
  private made?: Promise<GitHubClient>
  private pulled?: Promise<GitHubEvent>
  private onlyReads = false
  /** The writes refused so far (`METHOD /path`), each a bug of ours: main.ts fails the step. */
  readonly refused: string[] = []

  /**
   * `warn`: where the client's rate-limit give-ups go; `env`: the runner's, for the API's URL and
   * the test knob that shortens GitHub's second; `event`: the event as read once (main.ts).
   */
  constructor(
    private readonly token: string,
    private readonly warn: (message: string) => void,
    private readonly env: RunnerEnv,
    private readonly event: EventReading
  ) {}

  /**
   * From now on every write is refused (`publish: later`, github/read-only.ts): set once the
   * settings are read, before any stage asks for the client. There is no way back.
   */
  readOnly(): void {
    this.onlyReads = true
  }

  client(): Promise<GitHubClient> {
    this.made ??= loadOctokit().then(({ createClient }) =>
      createClient(this.token, {
        warn: this.warn,
        baseUrl: this.env.apiUrl,
        retryBaseMs: this.env.knobs.githubRetryMs,
        readOnly: {
          active: () => this.onlyReads,
          refused: (request) => this.refused.push(request)
        }
      })
    )
    return this.made
  }

  pull(): Promise<GitHubEvent> {
    this.pulled ??= (async () => withPullRefs(await this.client(), eventOf(this.event)))()
    return this.pulled
  }

  /**
   * Never throws: a problem becomes a warning. For an issue_comment on a pull request the payload
   * lacks the head and base, so they are fetched once (with the token) when pushing or the base's
   * configuration needs them.
   */
  async pullContext(
    settings: Pick<Settings, 'push' | 'checkoutPr' | 'trustPrConfig'>
  ): Promise<PullContext> {
    const { env, event: reading } = this
    if ('error' in reading) {
      this.warn(`Something went wrong with reading the event: ${messageOf(reading.error)}`)
      return MAYBE_PR_EVENTS.has(env.eventName ?? '')
        ? { unknown: `the ${env.eventName ?? ''} event could not be read` }
        : {}
    }
    let event: GitHubEvent = reading.event
    let why = 'there was no github-token to read it with'
    if (
      event.isPullRequest &&
      event.head === undefined &&
      this.token !== '' &&
      (settings.push || settings.checkoutPr || !settings.trustPrConfig)
    ) {
      try {
        event = await this.pull()
      } catch (error) {
        why = `the API said: ${describeError(error)}`
        this.warn(
          `Could not read pull request #${String(event.number)} from the API (${describeError(error)}).`
        )
      }
    }
    const pull = pullFacts(event)
    return {
      pull,
      base: prBase(event),
      unknown: unknownHead(event, pull, why),
      event: {
        name: event.name,
        isPullRequest: event.isPullRequest,
        number: event.number,
        asked: event.asked
      }
    }
  }

  /** Opens pull requests through the API; undefined without a token or a repository. */
  opener(env: RunnerEnv): OpenPull | undefined {
    const repository = env.repository ?? ''
    if (this.token === '' || repository === '') return undefined
    return async (request) => {
      const { pullOpener } = await loadPulls()
      return pullOpener(await this.client(), repository)(request)
    }
  }
}

/**
 * Why the event's pull request has no known head (a clause for "Not pushed: …"), or undefined
 * when it has one or the event is about no pull request.
 */
function unknownHead(
  event: GitHubEvent,
  pull: PullFacts | undefined,
  why: string
): string | undefined {
  const never =
    'it may come from a fork, and an event about a pull request whose head is unknown is never pushed'
  if (event.isPullRequest && pull === undefined)
    return `the head of pull request #${String(event.number ?? '?')} could not be read (${why}); ${never}`
  if (!event.isPullRequest && event.number === undefined && MAYBE_PR_EVENTS.has(event.name))
    return `the ${event.name} event's payload could not be read; ${never}`
  return undefined
}
