/**
 * One action run that several tests start from, each test then going on its own way on the same
 * pull request (a push, then a second run that differs from test to test). Each test has a
 * loopback GitHub of its own, so sharing the run means sharing what it left there: the first
 * test that asks runs the action on its server and keeps the writes the run sent (its requests
 * that change something, in order, as the server logged them); each later test sends those same
 * requests to its own server, which answers them with its own handlers, and so holds what the
 * run left, made the same way, without a second action process.
 *
 * That holds only where every test's server is in the same state when it asks (started the same
 * way, nothing seeded before the run); the replay checks it: each request must get the status it
 * got in the run, and the server's state after the replay must be the run's (times aside), or
 * the test that asked fails. Like `shared()` (shared.ts), the run starts when the first test
 * asks: a test picked alone with `-t` runs it itself.
 */
import { expect } from '@jest/globals'
import type { GitHubServer, LoggedRequest } from './github-server.js'

interface Recorded<T> {
  value: T
  owner: GitHubServer
  writes: LoggedRequest[]
  state: string
}

/**
 * Wraps `make(gh)`, an action run on the test's server `gh`: the first call runs it; each call
 * from another test (another server) replays its writes there. Every call returns the run's
 * result.
 */
export function sharedOnGitHub<T>(
  make: (gh: GitHubServer) => Promise<T>
): (gh: GitHubServer) => Promise<T> {
  let started: Promise<Recorded<T>> | undefined
  return async (gh) => {
    started ??= (async () => {
      const from = gh.log.length
      const value = await make(gh)
      const writes = gh.log.slice(from).filter((r) => r.write)
      return { value, owner: gh, writes, state: stateOf(gh) }
    })()
    const run = await started
    if (run.owner !== gh) {
      await replay(gh, run.writes)
      expect(stateOf(gh)).toBe(run.state)
    }
    return run.value
  }
}

/** Sends `writes` to `gh` in order, each as the action sent it; each must get the same status. */
async function replay(gh: GitHubServer, writes: LoggedRequest[]): Promise<void> {
  for (const w of writes) {
    const query = new URLSearchParams(w.query).toString()
    const res = await fetch(`${gh.url}${w.path}${query === '' ? '' : `?${query}`}`, {
      method: w.method,
      headers: { authorization: w.auth, 'content-type': 'application/json' },
      body:
        w.body === undefined
          ? undefined
          : typeof w.body === 'string'
            ? w.body
            : JSON.stringify(w.body)
    })
    await res.arrayBuffer()
    expect(`${w.method} ${w.path}: ${String(res.status)}`).toBe(
      `${w.method} ${w.path}: ${String(w.status)}`
    )
  }
}

/** What a run can leave on the server, as JSON, without the times the server stamps. */
function stateOf(gh: GitHubServer): string {
  const state = {
    comments: [...gh.comments.values()],
    reactions: gh.reactions,
    reviews: gh.review.reviews,
    reviewComments: gh.review.comments,
    threads: gh.review.threads,
    checkRuns: gh.review.checkRuns
  }
  return JSON.stringify(state, (key, value: unknown) => (/_at$/.test(key) ? undefined : value))
}
