/**
 * The GitHub API client: Octokit from `@actions/github` with the retry and throttling plugins.
 * Loaded with a dynamic `import()` only when a GitHub feature is on, so a plain run never pays
 * for Octokit's start-up. The base URL comes from GITHUB_API_URL (getOctokit reads it), which
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
import type { getOctokit as GetOctokit } from '@actions/github'
import { messageOf } from '../core/errors.js'

export type GitHubClient = ReturnType<typeof GetOctokit>

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
}

/** Per-request option for non-idempotent creates: no blind retry of a request that may have landed. */
export const NO_RETRY = { request: { retries: 0 } } as const

/** The plugin's default list plus 429: rate limits are the throttling plugin's job, not retry's. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451]

export async function createClient(token: string, options: ClientOptions): Promise<GitHubClient> {
  if (token === '') throw new Error('no GitHub token (input github-token is empty)')
  const [{ getOctokit }, { retry }, { throttling }, spacing] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
    options.retryBaseMs === undefined ? undefined : spacedLimiters(options.retryBaseMs)
  ])
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
  return getOctokit(
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
}

/**
 * The throttling plugin's limiters for writes, notifying writes and searches, spaced as the
 * plugin spaces them (1, 3 and 2 seconds) in a second of `secondMs`: the same Bottleneck groups
 * with a shorter clock. A client made without `retryBaseMs` keeps the plugin's own.
 */
async function spacedLimiters(secondMs: number): Promise<Record<string, unknown>> {
  const { default: Bottleneck } = await import('bottleneck/light.js')
  const group = (id: string, seconds: number) =>
    new Bottleneck.Group({ id, maxConcurrent: 1, minTime: seconds * secondMs })
  return {
    write: group('octokit-write', 1),
    notifications: group('octokit-notifications', 3),
    search: group('octokit-search', 2)
  }
}

/**
 * The HTTP status of an Octokit error; undefined when GitHub never answered (Octokit reports a
 * refused connection as status 500 without a response) or for a bug of ours.
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    if ('response' in error && error.response === undefined) return undefined
    const s = error.status
    if (typeof s === 'number' && s > 0) return s
  }
  return undefined
}

/** A short, token-free description of an API error for a warning. */
export function describeError(error: unknown): string {
  const status = statusOf(error)
  const message = messageOf(error)
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return status !== undefined ? `HTTP ${String(status)}: ${message}` : `${message}${cause}`
}
