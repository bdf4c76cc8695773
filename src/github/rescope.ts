/**
 * A review's scope before the agent starts (`review-scope`, docs/ledger.md "Re-reviews"): the
 * head of the last run that posted a review, from the pull request's ledger, compared with the
 * head by GitHub. When the branch only moved forward, the prompt carries the new commits' diff,
 * every file of the pull request by name, and the earlier findings still open (this job's own
 * unresolved threads), asking not to report them again. Anything else is a full review, with
 * the reason. Nothing here fails the run: a compare or a thread read that fails is a full
 * review, or a shorter list. For a review run a cap stopped, this job's findings on the threads,
 * resolved or not (`readThreadFindings`), for the gate's last word.
 */
import { threadFindings, type ThreadsRead } from '../core/ledger/caps.js'
import type { FileDiff } from '../core/review/diff.js'
import type { EarlierFinding } from '../core/review/findings.js'
import { lastReview, type Ledger } from '../core/ledger/ledger.js'
import { earlierOpen } from '../core/review/plan.js'
import {
  compareFrom,
  incrementalSection,
  reviewScope,
  type ReviewScope
} from '../core/review/scope.js'
import { said } from '../core/said.js'
import { FINDING_MARKER } from '../render/findings.js'
import { describeError, type GitHubClient } from './client.js'
import { compareCommits, compareOutcome } from './compare.js'
import { Cancelled, type Guard, type Pr } from './review.js'
import { readPrior } from './threads.js'

/** What a review looks at, and for a re-review of new commits its prompt section. */
export interface Scoped {
  scope: ReviewScope
  /** A re-review of new commits: incrementalSection's text. */
  section?: string
  /** A re-review of new commits: the earlier findings still open (they count for fail-on). */
  earlier: EarlierFinding[]
}

/** A comment's marker: its key hash and fingerprint, when the body starts with one. */
export function markerOf(body: string): { keyHash: string; fingerprint: string } | undefined {
  const m: (string | undefined)[] | null = FINDING_MARKER.exec(body)
  const [, keyHash, fingerprint] = m ?? []
  return keyHash !== undefined && fingerprint !== undefined ? { keyHash, fingerprint } : undefined
}

/** Requests of the scope's reads take this long at most (GitHub itself gives up after 10 s). */
const REQUEST_MS = 30_000

/** The review's scope (see the file's comment). Never throws but for a cancel. */
export async function scopeReview(
  client: GitHubClient,
  o: {
    mode: 'auto' | 'full'
    ledger: Ledger | undefined
    pr: Pr
    head: string
    files: readonly FileDiff[]
    keyHash: string
    warn: (message: string) => void
    cancelled: () => boolean
  }
): Promise<Scoped> {
  const at = {
    mode: o.mode,
    head: o.head,
    lastReviewed: o.ledger === undefined ? undefined : lastReview(o.ledger),
    // Said apart from "no earlier review": an unreadable ledger, or a read-only run's none.
    noLedger: o.ledger === undefined
  }
  const from = compareFrom(at)
  if (from === undefined) return { scope: reviewScope(at), earlier: [] }
  const result = await compareCommits(client, {
    owner: o.pr.owner,
    repo: o.pr.repo,
    base: from,
    head: o.head
  })
  const scope = reviewScope({ ...at, compare: compareOutcome(result) })
  if (scope.kind !== 'incremental' || result.kind !== 'compared') return { scope, earlier: [] }
  const c = result.comparison
  // GitHub lists 300 files of a comparison at most: past that, the new commits' diff is not whole.
  if (c.filesCapped)
    return {
      scope: {
        kind: 'full',
        why: 'compare-failed',
        summary: said`full review: the ${c.aheadBy} new commits change more files than GitHub's compare lists`
      },
      earlier: []
    }
  const earlier = await openEarlier(client, o)
  const section = incrementalSection({
    from,
    head: o.head,
    commits: scope.commits,
    files: c.files.map(({ path, status, additions, deletions, patch }) => ({
      path,
      status,
      additions,
      deletions,
      ...(patch !== undefined ? { patch } : {})
    })),
    prFiles: o.files.map((f) => f.path),
    findings: earlier
  })
  return { scope, section, earlier }
}

/** A cancel ends the reads (Cancelled); each request gives up after REQUEST_MS. */
function guardOf(cancelled: () => boolean): Guard {
  return {
    check: () => {
      if (cancelled()) throw new Cancelled()
    },
    signal: () => AbortSignal.timeout(REQUEST_MS)
  }
}

/**
 * This job's findings on the pull request's review threads, resolved or not, for a review run
 * a cap stopped (core/verdict/verdict.ts `capped`): reads only. Why not, when they cannot be read.
 * Never throws but for a cancel.
 */
export async function readThreadFindings(
  client: GitHubClient,
  o: { pr: Pr; keyHash: string; cancelled: () => boolean }
): Promise<ThreadsRead> {
  try {
    const prior = await readPrior(client, o.pr, {
      guard: guardOf(o.cancelled),
      // The caller says what an unread thread means for this run.
      warn: () => undefined,
      markerOf,
      skipReviews: new Set()
    })
    if (!prior.threadsKnown) return { read: false, why: prior.why ?? 'unknown' }
    return { read: true, findings: threadFindings(prior.comments, o.keyHash) }
  } catch (error) {
    if (error instanceof Cancelled) throw error
    return { read: false, why: describeError(error) }
  }
}

/** This job's earlier findings whose threads are open; none (warned) when they cannot be read. */
async function openEarlier(
  client: GitHubClient,
  o: { pr: Pr; keyHash: string; warn: (message: string) => void; cancelled: () => boolean }
): Promise<EarlierFinding[]> {
  const guard = guardOf(o.cancelled)
  try {
    const prior = await readPrior(client, o.pr, {
      guard,
      warn: o.warn,
      markerOf,
      skipReviews: new Set()
    })
    return earlierOpen(prior.comments, o.keyHash)
  } catch (error) {
    if (error instanceof Cancelled) throw error
    o.warn(
      `Could not read the earlier review comments (${describeError(error)}): the re-review's prompt lists no earlier findings.`
    )
    return []
  }
}
