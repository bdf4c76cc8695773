/**
 * The pull request's ledger on GitHub (docs/ledger.md): read from the sticky comment and the
 * reviews the action posted on the pull request, every page of both, and written back merged.
 * Errors are values, never thrown: a ledger that cannot be read is `readable: false` with why,
 * and the caps then fail closed for automatic runs (core/ledger/caps.ts).
 *
 * Only this job writes its ledger, and only in its own bodies. A record is public (anyone can copy
 * one from the page) and its marker can be computed from the workflow file, so a record in someone
 * else's comment or review is never believed: the sticky comment's rule, with the account from
 * GraphQL's `viewer`, and when that cannot be learnt nothing is believed at all (fail closed).
 * The token's account writes for more than this job (with GITHUB_TOKEN, for every workflow of the
 * repository), and the action's bodies show agent text, so a record counts only in this job's own
 * bodies (the sticky comment that starts with this key's marker, a review whose body starts with
 * this key's review marker) and only on the line the action writes it, the body's last
 * (core/ledger/stored.ts). A record there that is not ours, or does not decode, or was written
 * later than this run's clock, is ignored and counted, for one warning; a record anywhere else
 * in a body is text.
 */
import { emptyLedger, mergeLedgers, type Ledger } from '../core/ledger/ledger.js'
import { decodeLedger, lastLine, LEDGER_PREFIX } from '../core/ledger/stored.js'
import { commentMarker, reviewMarker } from '../render/marker.js'
import { describeError, type GitHubClient } from './client.js'
import { sameLogin } from './review.js'

export interface LedgerPr {
  owner: string
  repo: string
  number: number
}

export interface PrLedgerRead {
  /** Every record of this job's own bodies merged (an empty ledger when none was found). */
  ledger: Ledger
  /** False when GitHub could not be read or the token's account is unknown: `why` says which. */
  readable: boolean
  why?: string
  /** Records of this key ignored: someone else's, another job's, or ours that cannot be trusted. */
  ignored: number
  /** Why the first ignored record was (a reason of ours, never the record's text). */
  ignoredWhy?: string
  /** The token's own login the records were checked against (for the next read). */
  viewer?: string
}

export interface LedgerReadOptions {
  /** keyHash of `comment-key` (render/marker.ts). */
  key: string
  /** The token's own login when the caller knows it already; else GraphQL's `viewer` is asked. */
  viewer?: string
  /** The reading run's clock (ms): a record written later than it is refused. */
  now: number
}

/** The token's own login, from GraphQL's `viewer`; undefined when GitHub does not say. */
async function viewerLogin(client: GitHubClient): Promise<string | undefined> {
  const { viewer } = await client.graphql<{ viewer?: { login?: unknown } }>(
    'query { viewer { login } }'
  )
  const login = viewer?.login
  return typeof login === 'string' && login !== '' ? login : undefined
}

interface Authored {
  body?: string | null
  user?: { login?: string } | null
}

/**
 * The ledger of `o.key` on the pull request: the records on the last lines of this job's own
 * comments and reviews (the token's account wrote them, and they start with this key's marker),
 * merged. Never throws.
 */
export async function readPrLedger(
  client: GitHubClient,
  pr: LedgerPr,
  o: LedgerReadOptions
): Promise<PrLedgerRead> {
  const empty = emptyLedger(o.key)
  let viewer: string | undefined
  try {
    viewer = o.viewer ?? (await viewerLogin(client))
  } catch (error) {
    return unreadable(empty, `could not learn which account the token is: ${describeError(error)}`)
  }
  if (viewer === undefined)
    return unreadable(empty, 'GitHub did not say which account the token is')
  const read = { ledger: empty, ignored: 0, ignoredWhy: undefined as string | undefined }
  const ignore = (why: string): void => {
    read.ignored++
    read.ignoredWhy ??= why
  }
  const take = (item: Authored, where: 'comment' | 'review'): void => {
    const body = item.body ?? ''
    // Only the last line can hold a record: the same text elsewhere is the agent's, quoted.
    if (!lastLine(body).startsWith(LEDGER_PREFIX + o.key)) return
    const own = where === 'comment' ? commentMarker(o.key) : reviewMarker(o.key, 'review')
    if (!sameLogin(item.user?.login, viewer)) {
      ignore(`a record in a ${where} of another account`)
      return
    }
    if (!body.startsWith(own)) {
      ignore(`a record in a ${where} that is not this job's`)
      return
    }
    const found = decodeLedger(body, o.key, { now: o.now })
    if (found.kind === 'ledger') read.ledger = mergeLedgers(read.ledger, found.ledger)
    else ignore(`a ${where}: ${found.kind === 'invalid' ? found.reason : 'no record'}`)
  }
  const base = { owner: pr.owner, repo: pr.repo, per_page: 100 }
  try {
    const comments = client.paginate.iterator(client.rest.issues.listComments, {
      ...base,
      issue_number: pr.number
    })
    for await (const page of comments) for (const c of page.data) take(c, 'comment')
    const reviews = client.paginate.iterator(client.rest.pulls.listReviews, {
      ...base,
      pull_number: pr.number
    })
    for await (const page of reviews) for (const r of page.data) take(r, 'review')
  } catch (error) {
    return unreadable(
      empty,
      `GitHub could not list the comments and reviews: ${describeError(error)}`
    )
  }
  return {
    ledger: read.ledger,
    readable: true,
    viewer,
    ignored: read.ignored,
    ...(read.ignoredWhy !== undefined ? { ignoredWhy: read.ignoredWhy } : {})
  }
}

function unreadable(ledger: Ledger, why: string): PrLedgerRead {
  return { ledger, readable: false, why, ignored: 0 }
}

/** The one warning for every record ignored on one read; undefined when none was. */
export function ignoredWarning(read: PrLedgerRead, pr: LedgerPr): string | undefined {
  if (read.ignored === 0) return undefined
  const n = read.ignored === 1 ? '1 ledger record' : `${String(read.ignored)} ledger records`
  return `Ignored ${n} on pull request #${String(pr.number)} that this job did not write or that cannot be trusted (${read.ignoredWhy ?? 'unknown'}); the totals and caps count only this job's own records.`
}

/**
 * The ledger as it stands on GitHub right now merged with `known` (what this run read before),
 * for the write: read again just before writing, so two overlapping runs both land. When the
 * read fails, `known` alone (the write still keeps what this run knew).
 */
export async function freshLedger(
  client: GitHubClient,
  pr: LedgerPr,
  o: LedgerReadOptions & { known: Ledger }
): Promise<Ledger> {
  const now = await readPrLedger(client, pr, o)
  return now.readable ? mergeLedgers(o.known, now.ledger) : o.known
}
