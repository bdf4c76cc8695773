/**
 * The GitHub API client made: Octokit from `@actions/github` with the retry and throttling
 * plugins. This module is the one that imports them, and it is loaded only through lazy.ts (its
 * type and its errors are client.ts, which loads nothing). The base URL comes from GITHUB_API_URL (getOctokit reads it), which
 * is also how tests point it at a loopback server.
 *
 * Retries: idempotent requests (GET, PATCH of a known comment, reactions, which GitHub
 * de-duplicates) are retried on 5xx by the retry plugin. A create is not: a POST that fails with
 * a 5xx may have been stored, so callers pass `NO_RETRY` and decide themselves (the sticky
 * comment looks its marker up again). Rate limits (403/429 with GitHub's headers) belong to the
 * throttling plugin alone: it waits and retries a few times, then gives up with a warning.
 *
 * Pacing: the throttling plugin keeps GitHub's content-creation limit by spacing writes one
 * second apart (three for writes that notify people). `retryBaseMs` is the length of that second
 * for both the waits and the spacing; only tests shorten it (CURSOR_AGENT_ACTION_GITHUB_RETRY_MS),
 * and without it the plugin's own limiters run untouched.
 */
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck/light.js'
import type { GitHubClient } from './client.js'
import { refuseWrite } from './read-only.js'

export interface ClientOptions {
  /** Where rate-limit give-ups are reported (core.warning in the action). */
  warn: (message: string) => void
  /** How many times a rate-limited request is retried before giving up (default 2). */
  rateLimitRetries?: number
  /** A rate limit that resets later than this (seconds) is not waited for (default 60). */
  maxWaitSeconds?: number
  /**
   * GitHub's second in ms: the retry plugin's base wait and the throttling plugin's spacing of
   * writes (default 1000; tests shorten it).
   */
  retryBaseMs?: number
  /** 5xx retries for idempotent requests (default 3). */
  retries?: number
  /** The API's URL (the runner's GITHUB_API_URL, runner/env.ts); api.github.com when unset or empty. */
  baseUrl?: string
  /**
   * Asked before every request: when it says a write is refused (`publish: later`), a write
   * (github/read-only.ts) throws instead of reaching GitHub, and `refused` hears of it.
   */
  readOnly?: { active: () => boolean; refused: (request: string) => void }
}

/** The plugin's default list plus 429: rate limits are the throttling plugin's job, not retry's. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451]

export function createClient(token: string, options: ClientOptions): GitHubClient {
  if (token === '') throw new Error('no GitHub token (input github-token is empty)')
  const spacing =
    options.retryBaseMs === undefined ? undefined : spacedLimiters(options.retryBaseMs)
  const limitRetries = options.rateLimitRetries ?? 2
  const maxWait = options.maxWaitSeconds ?? 60
  const base = options.retryBaseMs ?? 1000
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _o: unknown, count: number) => {
      if (count < limitRetries && retryAfter <= maxWait) return true
      options.warn(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}: gave up after ${String(count)} ${count === 1 ? 'retry' : 'retries'} (resets in ${String(retryAfter)} s).`
      )
      return false
    }
  const client = getOctokit(
    token,
    {
      // @actions/github reads GITHUB_API_URL once, when first loaded; read it per client instead.
      baseUrl: options.baseUrl || 'https://api.github.com',
      retry: { doNotRetry: DO_NOT_RETRY, retries: options.retries ?? 3, retryAfterBaseValue: base },
      throttle: {
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
        retryAfterBaseValue: base,
        fallbackSecondaryRateRetryAfter: 60,
        ...spacing
      }
    },
    retry,
    throttling
  )
  const readOnly = options.readOnly
  // The one place every request passes, the plugins' retries included: with `publish: later`
  // no code path can write, whatever it asks for.
  if (readOnly !== undefined)
    client.hook.before('request', (request) => {
      if (readOnly.active()) refuseWrite(request, readOnly.refused)
    })
  return client
}

/**
 * The throttling plugin's limiters for writes, notifying writes and searches, spaced as the
 * plugin spaces them (1, 3 and 2 seconds) in a second of `secondMs`: the same Bottleneck groups
 * with a shorter clock. A client made without `retryBaseMs` keeps the plugin's own.
 */
function spacedLimiters(secondMs: number): Record<string, unknown> {
  const group = (id: string, seconds: number) =>
    new Bottleneck.Group({ id, maxConcurrent: 1, minTime: seconds * secondMs })
  return {
    write: group('octokit-write', 1),
    notifications: group('octokit-notifications', 3),
    search: group('octokit-search', 2)
  }
}
