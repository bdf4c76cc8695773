/**
 * The GitHub API client as the room uses it: its type, the option that keeps a create from being
 * retried blindly, and what an error from it says. Nothing here loads Octokit (the type is
 * erased): the client is made by octokit.ts (which says what is retried), loaded through lazy.ts.
 */
import type { getOctokit as GetOctokit } from '@actions/github'
import { messageOf } from '../core/errors.js'

export type GitHubClient = ReturnType<typeof GetOctokit>

/** Per-request option for non-idempotent creates: no blind retry of a request that may have landed. */
export const NO_RETRY = { request: { retries: 0 } } as const

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
