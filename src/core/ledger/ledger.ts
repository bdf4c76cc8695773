/**
 * A pull request's ledger: the runs of one job (one `comment-key`) on one pull request, as one
 * value every run reads before it starts and writes when it ends (docs/ledger.md). Pure.
 *
 * Contract: a ledger holds at most MAX_RUNS runs in full, ordered by `runOrder`, and an `older`
 * aggregate of every run folded out of it, with `through`, the newest run folded. Every full
 * run is newer than `through`. `mergeLedgers` is a join (commutative, associative, idempotent),
 * so two overlapping runs that each read, add and write both land; `addRun` and the codec
 * (ledger-record.ts) fold the oldest runs into `older` to keep the bounds. No agent text is ever
 * in a ledger: every field is a number, a digest, a date or a word of ours.
 */
import type { FailureReason } from '../../names.js'
import type { Usage } from '../stream/agent-events.js'

export const LEDGER_VERSION = 1
/** Runs kept in full; older ones live on in the `older` aggregate. */
export const MAX_RUNS = 50
/** One run's token counts above this are not believed (a trillion: no run comes near). */
export const MAX_RUN_TOKENS = 1_000_000_000_000
/** One run's duration above this (about 115 days) is not believed. */
export const MAX_RUN_MS = 10_000_000_000

/** The events a run on a pull request can have (the action's pull request events). */
export const LEDGER_EVENTS = [
  'pull_request',
  'pull_request_target',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment'
] as const
export type LedgerEvent = (typeof LEDGER_EVENTS)[number]

/** The caps per pull request, by their input names (a capped run's `reason`). */
export const PR_CAPS = ['max-pr-runs', 'max-pr-tokens'] as const
export type PrCap = (typeof PR_CAPS)[number]

export type RunConclusion = 'success' | 'failure' | 'cancelled' | 'skipped'

export interface TokenUsage {
  inputTokens: number
  outputTokens: number
  cacheReadTokens: number
  cacheWriteTokens: number
}

export interface LedgerRun {
  /** GITHUB_RUN_ID, digits. */
  runId: string
  /** GITHUB_RUN_ATTEMPT, digits. */
  attempt: string
  /** When the run started (ISO, as Date#toISOString writes it). */
  at: string
  event: LedgerEvent
  /** The pull request's head the run worked on (40 or 64 hex digits). */
  head: string
  /** True when the run posted a review (whatever its gate said). */
  reviewed: boolean
  /** For a review of new commits only: the SHA it reviewed from. */
  from?: string
  usage: TokenUsage
  /** How long the CLI ran (0 when it did not start). */
  durationMs: number
  sessionId?: string
  conclusion: RunConclusion
  /** Why it did not succeed: a failure reason, or the cap that skipped it. */
  reason?: FailureReason | PrCap
  /** An explicit trigger-phrase request (not an automatic run). */
  trigger: boolean
  /** Whether it started the CLI. */
  started: boolean
}

/** Where a run stands in the ledger's order (what `older.through` keeps of the newest folded). */
export interface RunRef {
  at: string
  runId: string
  attempt: string
}

/** What runs add up to: the pull request's totals, and the counts of the `older` aggregate. */
export interface Totals {
  /** Runs that started the CLI. */
  runs: number
  /** Automatic runs (any but a trigger-phrase request) that started the CLI: max-pr-runs counts these. */
  automaticRuns: number
  inputTokens: number
  outputTokens: number
  cacheReadTokens: number
  cacheWriteTokens: number
  agentMs: number
}

/** What the runs folded out of the ledger add up to (the totals of those runs). */
export interface Older extends Totals {
  /** Entries folded (every conclusion, whether it started the CLI or not). */
  dropped: number
  /** The newest run folded; absent when nothing was. */
  through?: RunRef
}

/**
 * The count fields of `older`, in the order the record writes them: one list for the merge's
 * order on aggregates and the codec's check of a record (ledger-record.ts).
 */
export const OLDER_COUNTS = [
  'dropped',
  'runs',
  'automaticRuns',
  'inputTokens',
  'outputTokens',
  'cacheReadTokens',
  'cacheWriteTokens',
  'agentMs'
] as const satisfies readonly (keyof Omit<Older, 'through'>)[]

export interface Ledger {
  v: typeof LEDGER_VERSION
  /** keyHash of `comment-key` (render/marker.ts): whose ledger this is. */
  key: string
  runs: LedgerRun[]
  older: Older
}

/**
 * The pull request's ledger as the run's facts carry it (core/verdict/facts.ts `pr`): this run as it was
 * recorded, and the pull request's totals with it. Absent on a run without a pull request.
 */
export interface PrFacts {
  run: LedgerRun
  totals: Totals
  /** False when no ledger could be read (the totals then hold what this run knew). */
  read: boolean
}

const NOTHING_OLDER: Older = {
  dropped: 0,
  runs: 0,
  automaticRuns: 0,
  inputTokens: 0,
  outputTokens: 0,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
  agentMs: 0
}

/** A ledger with no runs, for `key`. */
export function emptyLedger(key: string): Ledger {
  return { v: LEDGER_VERSION, key, runs: [], older: { ...NOTHING_OLDER } }
}

/** Addition that stops at the largest safe integer (aggregates never lose their meaning). */
function addCapped(a: number, b: number): number {
  return Math.min(Number.MAX_SAFE_INTEGER, a + b)
}

/** Compares two digit strings as numbers (any length). */
function compareDigits(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0
}

/** The ledger's order: start time, then run id, then attempt. A total order on run keys. */
export function runOrder(a: RunRef, b: RunRef): number {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1
  return compareDigits(a.runId, b.runId) || compareDigits(a.attempt, b.attempt)
}

function keyOf(r: RunRef): string {
  return `${r.runId}.${r.attempt}`
}

/** The text of a run with its fields in one order: ties between two entries are broken on it. */
function canonicalRun(r: LedgerRun): string {
  return JSON.stringify([
    r.runId,
    r.attempt,
    r.at,
    r.event,
    r.head,
    r.reviewed,
    r.from ?? null,
    r.usage.inputTokens,
    r.usage.outputTokens,
    r.usage.cacheReadTokens,
    r.usage.cacheWriteTokens,
    r.durationMs,
    r.sessionId ?? null,
    r.conclusion,
    r.reason ?? null,
    r.trigger,
    r.started
  ])
}

/**
 * Of two entries of one run (same run id and attempt), the newer. Entries of one run have the
 * same start time, and a run that writes twice has run longer by its second write: so the
 * later `at` wins (always the same, short of a forgery), then the larger `durationMs`, then one
 * that started the CLI, then the canonical text, so the choice never depends on the argument
 * order. Ordering by `at` first keeps merging associative: the entry kept is never one that a
 * boundary folds while the other entry of its run stays.
 */
function newerEntry(a: LedgerRun, b: LedgerRun): LedgerRun {
  if (a.at !== b.at) return a.at > b.at ? a : b
  if (a.durationMs !== b.durationMs) return a.durationMs > b.durationMs ? a : b
  if (a.started !== b.started) return a.started ? a : b
  return canonicalRun(a) >= canonicalRun(b) ? a : b
}

/** A total order on aggregates: the one that folded further wins, then the larger counts. */
function compareOlder(a: Older, b: Older): number {
  if (a.through === undefined || b.through === undefined) {
    if (a.through !== b.through) return a.through === undefined ? -1 : 1
  } else {
    const c = runOrder(a.through, b.through)
    if (c !== 0) return c
  }
  for (const f of OLDER_COUNTS) if (a[f] !== b[f]) return a[f] - b[f]
  return 0
}

/** Whether a run is at or before the aggregate's boundary (counted in it). */
function folded(older: Older, r: RunRef): boolean {
  return older.through !== undefined && runOrder(r, older.through) <= 0
}

/**
 * Both ledgers as one: the union of their runs by run id and attempt (the newer entry of one
 * run wins), and of the two `older` aggregates the one that folded further (the larger
 * boundary; on a tie, the larger counts). Runs at or before that boundary are dropped, as they
 * are counted in it: nothing is counted twice. A run only one side knew and the other side had
 * already folded past is lost from the totals; that needs more than MAX_RUNS runs between a
 * read and a write. The result is not trimmed (addRun and the codec do that), so merging is a
 * join: commutative, associative and idempotent. Throws when the keys differ (a bug of ours).
 */
export function mergeLedgers(a: Ledger, b: Ledger): Ledger {
  if (a.key !== b.key) throw new Error(`ledgers of two keys: ${a.key} and ${b.key}`)
  const older = compareOlder(a.older, b.older) >= 0 ? a.older : b.older
  const byKey = new Map<string, LedgerRun>()
  for (const r of [...a.runs, ...b.runs]) {
    if (folded(older, r)) continue
    const seen = byKey.get(keyOf(r))
    byKey.set(keyOf(r), seen === undefined ? r : newerEntry(seen, r))
  }
  return { v: LEDGER_VERSION, key: a.key, runs: [...byKey.values()].sort(runOrder), older }
}

/**
 * `t` with `r` counted in it: a run, and its time, when it started the CLI (an automatic run when
 * it was not a trigger-phrase request); its tokens whatever it did.
 */
function count(t: Totals, r: LedgerRun): Totals {
  return {
    runs: addCapped(t.runs, r.started ? 1 : 0),
    automaticRuns: addCapped(t.automaticRuns, r.started && !r.trigger ? 1 : 0),
    inputTokens: addCapped(t.inputTokens, r.usage.inputTokens),
    outputTokens: addCapped(t.outputTokens, r.usage.outputTokens),
    cacheReadTokens: addCapped(t.cacheReadTokens, r.usage.cacheReadTokens),
    cacheWriteTokens: addCapped(t.cacheWriteTokens, r.usage.cacheWriteTokens),
    agentMs: addCapped(t.agentMs, r.started ? r.durationMs : 0)
  }
}

/** `older` with `r` folded into it. */
function fold(older: Older, r: LedgerRun): Older {
  return {
    dropped: addCapped(older.dropped, 1),
    ...count(older, r),
    through: { at: r.at, runId: r.runId, attempt: r.attempt }
  }
}

/** The ledger with its oldest runs folded into `older` until at most `keep` are left. */
export function trimLedger(ledger: Ledger, keep = MAX_RUNS): Ledger {
  const runs = [...ledger.runs].sort(runOrder)
  let older = ledger.older
  while (runs.length > keep) {
    const oldest = runs.shift()
    if (oldest !== undefined) older = fold(older, oldest)
  }
  return { ...ledger, runs, older }
}

/** The ledger with `run` in it (replacing an entry of the same run), trimmed to MAX_RUNS. */
export function addRun(ledger: Ledger, run: LedgerRun): Ledger {
  const single: Ledger = { v: LEDGER_VERSION, key: ledger.key, runs: [run], older: NOTHING_OLDER }
  return trimLedger(mergeLedgers(ledger, single))
}

/** What the pull request's runs add up to: the folded ones and those kept in full. */
export function totals(ledger: Ledger): Totals {
  const t: Totals = {
    runs: ledger.older.runs,
    automaticRuns: ledger.older.automaticRuns,
    inputTokens: ledger.older.inputTokens,
    outputTokens: ledger.older.outputTokens,
    cacheReadTokens: ledger.older.cacheReadTokens,
    cacheWriteTokens: ledger.older.cacheWriteTokens,
    agentMs: ledger.older.agentMs
  }
  return ledger.runs.reduce(count, t)
}

function newestFirst(ledger: Ledger): LedgerRun[] {
  return [...ledger.runs].sort(runOrder).reverse()
}

/**
 * The head the last review was posted on (the newest run that posted one, whatever its gate
 * said); undefined when no run kept in full posted one.
 */
export function lastReview(ledger: Ledger): string | undefined {
  return newestFirst(ledger).find((r) => r.reviewed)?.head
}

/**
 * Whether the last review failed its `fail-on` gate (the newest run that posted a review ended
 * in `failure` with `findings`); undefined when no run kept in full posted one.
 */
export function lastReviewFailed(ledger: Ledger): boolean | undefined {
  const last = newestFirst(ledger).find((r) => r.reviewed)
  return last === undefined
    ? undefined
    : last.conclusion === 'failure' && last.reason === 'findings'
}

/** The session to continue and the runs that worked in it, newest first (at most `max`). */
export interface LastSession {
  sessionId: string
  runs: RunRef[]
}

/**
 * The newest run's session (of the runs that have one), with the runs that had that session,
 * newest first: each may have saved the chat (agent/chat.ts keys it by run).
 */
export function lastSession(ledger: Ledger, max = 3): LastSession | undefined {
  const runs = newestFirst(ledger).filter((r) => r.sessionId !== undefined)
  const sessionId = runs[0]?.sessionId
  if (sessionId === undefined) return undefined
  return {
    sessionId,
    runs: runs
      .filter((r) => r.sessionId === sessionId)
      .slice(0, max)
      .map((r) => ({ at: r.at, runId: r.runId, attempt: r.attempt }))
  }
}

/** The four token counts of `t` alone, in the order the record and the `pr_usage` output write. */
export function tokenCounts(t: TokenUsage): TokenUsage {
  return {
    inputTokens: t.inputTokens,
    outputTokens: t.outputTokens,
    cacheReadTokens: t.cacheReadTokens,
    cacheWriteTokens: t.cacheWriteTokens
  }
}

/**
 * The `usage` of a result as the ledger keeps it: each count a whole number in
 * 0..MAX_RUN_TOKENS (a missing, negative or non-finite count is 0; a larger one is cut).
 */
export function runUsage(usage: Usage | undefined): TokenUsage {
  const count = (n: number | undefined): number =>
    n === undefined || !Number.isFinite(n) || n <= 0 ? 0 : Math.min(MAX_RUN_TOKENS, Math.floor(n))
  return {
    inputTokens: count(usage?.inputTokens),
    outputTokens: count(usage?.outputTokens),
    cacheReadTokens: count(usage?.cacheReadTokens),
    cacheWriteTokens: count(usage?.cacheWriteTokens)
  }
}
