/**
 * The publishing job's record in the pull request's ledger (docs/ledger.md), under the bundles'
 * comment key: the legs of one matrix share a workflow run and attempt, so they are ONE run of
 * the ledger, their usage added up (core/bundle/select.ts summedUsage). Read just before the
 * write (github/ledger.ts), so an overlapping run's record lands too; the record's text goes at
 * the end of the review's body or the sticky comment, as in the one-job mode.
 */
import type { Bundle } from '../../core/bundle/read.js'
import { summedUsage } from '../../core/bundle/select.js'
import { messageOf } from '../../core/errors.js'
import { addRun, LEDGER_EVENTS, totals, type Totals } from '../../core/ledger/ledger.js'
import { encodeLedger, ledgerRun } from '../../core/ledger/stored.js'
import type { Conclusion } from '../../names.js'
import type { GitHubClient } from '../../github/client.js'
import { readPrLedger, type LedgerPr } from '../../github/ledger.js'

export interface PublishRun {
  runId: string
  attempt: string
  /** GITHUB_EVENT_NAME: only the events the ledger counts are recorded. */
  event: string
  head: string
  startedAt: Date
}

export interface LedgerWrite {
  /** The record for the end of the body; '' when this run cannot be recorded. */
  text: string
  /** The pull request's totals with this run in it, for the outputs. */
  totals?: Totals
}

/**
 * The ledger record with this run in it: the bundles' usage summed, their longest duration, a
 * review when one was posted. `warn` hears why a run is not recorded. Never throws.
 */
export async function ledgerRecord(
  client: GitHubClient,
  pr: LedgerPr,
  o: {
    keyHash: string
    run: PublishRun
    bundles: readonly Bundle[]
    conclusion: Conclusion
    reason?: string
    reviewed: boolean
    trigger: boolean
    now: number
    warn: (message: string) => void
  }
): Promise<LedgerWrite> {
  if (!(LEDGER_EVENTS as readonly string[]).includes(o.run.event)) return { text: '' }
  const usage = summedUsage(o.bundles)
  const made = ledgerRun({
    runId: o.run.runId,
    attempt: o.run.attempt,
    startedAt: o.run.startedAt,
    event: o.run.event,
    head: o.run.head,
    reviewed: o.reviewed,
    usage,
    durationMs: Math.max(0, ...o.bundles.map((b) => b.facts.durationMs)),
    conclusion: o.conclusion,
    ...(o.reason !== undefined ? { reason: o.reason } : {}),
    trigger: o.trigger,
    started: true
  })
  if (!('run' in made)) {
    o.warn(`This run is not added to the pull request's ledger: ${made.problem}.`)
    return { text: '' }
  }
  const read = await readPrLedger(client, pr, { key: o.keyHash, now: o.now })
  if (!read.readable)
    o.warn(
      `The pull request's ledger could not be read (${read.why ?? 'unknown'}): this run's record starts a new one.`
    )
  const ledger = addRun(read.ledger, made.run)
  try {
    return { text: encodeLedger(ledger), totals: totals(ledger) }
  } catch (error) {
    o.warn(`The pull request's ledger could not be written: ${messageOf(error)}`)
    return { text: '' }
  }
}
