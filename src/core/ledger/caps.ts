/**
 * The caps per pull request, checked before the paid run (docs/ledger.md): `max-pr-runs` and
 * `max-pr-tokens` against the ledger's totals. Pure: the caller reads the ledger and the
 * requester's role, and gets back whether the CLI may start and, when it may not, the cap (the
 * skipped run's ledger `reason`) and one deterministic note saying which cap, the totals and
 * how to go on.
 *
 * Rules:
 * - `max-pr-runs` counts automatic runs (any but an explicit trigger-phrase request) that
 *   started the CLI; a trigger-phrase request is neither counted nor capped by it.
 * - `max-pr-tokens`: no run starts once input + output tokens reach it, except a trigger-phrase
 *   request by someone whose role is maintain or admin.
 * - A capped run starts no CLI and is recorded as skipped (started: false), which neither cap counts.
 * - A cap is set but the ledger could not be read (GitHub failed, or the token's own account is
 *   unknown so no record can be trusted): an automatic run is skipped (fail closed: the cap
 *   cannot be checked, and automatic runs are what the caps exist for); a trigger-phrase request
 *   runs (someone allowed to trigger asked for this one run), with a note that nothing was checked.
 * - A review run a cap stopped keeps its `fail-on` gate's last word: `CapGate` is what it knows of
 *   it, and core/verdict/verdict.ts `capped` decides (`gateHold`); `heldSentence` says what holds it.
 */
import {
  gateFindings,
  severityCounts,
  type EarlierFinding,
  type FailOn
} from '../review/findings.js'
import { PR_CAPS, type LedgerRun, type PrCap, type PrFacts, type Totals } from './ledger.js'
import type { PriorFinding } from '../review/plan.js'
import { anEvent, code, input, list, said, type Said } from '../said.js'
import { truncate } from '../text.js'

export interface CapSettings {
  /** `max-pr-runs`; 0: no cap. */
  maxPrRuns: number
  /** `max-pr-tokens`; 0: no cap. */
  maxPrTokens: number
  /** `trigger-phrase` ('' when the workflow has none): named in how to go on. */
  triggerPhrase: string
}

/** The ledger as the caller could read it. */
export type LedgerState = { kind: 'read'; totals: Totals } | { kind: 'unreadable'; why: string }

export type CapDecision =
  /** The CLI may start; `note` when the caps could not be checked (a trigger-phrase request). */
  | { run: true; note?: Said }
  /** It may not: the cap (the skipped run's `reason`) and the note. */
  | { run: false; cap: PrCap; note: Said }

/** Roles that may go past `max-pr-tokens` with a trigger-phrase request. */
const OVER_TOKENS_ROLES = new Set(['maintain', 'admin'])

/**
 * Whether this run may start the CLI. `trigger`: the run is an explicit trigger-phrase request;
 * `role`: the requester's role as GitHub names it (role_name), when known.
 */
export function checkCaps(o: {
  caps: CapSettings
  ledger: LedgerState
  trigger: boolean
  role?: string
}): CapDecision {
  const { caps } = o
  const set: PrCap[] = []
  if (caps.maxPrRuns > 0) set.push('max-pr-runs')
  if (caps.maxPrTokens > 0) set.push('max-pr-tokens')
  if (set.length === 0) return { run: true }
  const first = set[0] ?? 'max-pr-runs'
  if (o.ledger.kind === 'unreadable') {
    if (o.trigger)
      return {
        run: true,
        note: said`The caps per pull request were not checked: its ledger could not be read (${o.ledger.why}). A trigger-phrase request runs anyway.`
      }
    return {
      run: false,
      cap: first,
      note: said`Not run: ${setWords(set)}, but this pull request's ledger could not be read (${o.ledger.why}), so the cap cannot be checked and an automatic run does not start.${goOn(caps, 'unreadable')}`
    }
  }
  const t = o.ledger.totals
  const used = t.inputTokens + t.outputTokens
  const maintainer = o.trigger && OVER_TOKENS_ROLES.has((o.role ?? '').toLowerCase())
  if (caps.maxPrTokens > 0 && used >= caps.maxPrTokens && !maintainer)
    return {
      run: false,
      cap: 'max-pr-tokens',
      note: said`Not run: this pull request's runs have used ${grouped(used)} input and output tokens, which reaches ${input('max-pr-tokens')} (${grouped(caps.maxPrTokens)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-tokens')}`
    }
  if (caps.maxPrRuns > 0 && !o.trigger && t.automaticRuns >= caps.maxPrRuns)
    return {
      run: false,
      cap: 'max-pr-runs',
      note: said`Not run: ${grouped(t.automaticRuns)} automatic ${t.automaticRuns === 1 ? 'run has' : 'runs have'} started the agent on this pull request, which reaches ${input('max-pr-runs')} (${grouped(caps.maxPrRuns)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-runs')}`
    }
  return { run: true }
}

/**
 * The caps set on a run whose event has no pull request (a push, a workflow_dispatch, an issue):
 * there is no ledger to count in, so the run is neither counted nor capped. One sentence per cap
 * set, each naming the input and the event, said before the run.
 */
export function capsWithoutPr(
  caps: Pick<CapSettings, 'maxPrRuns' | 'maxPrTokens'>,
  eventName: string | undefined
): Said[] {
  const event = anEvent(eventName)
  const words: [PrCap, number, string][] = [
    ['max-pr-runs', caps.maxPrRuns, 'runs'],
    ['max-pr-tokens', caps.maxPrTokens, 'tokens']
  ]
  return words
    .filter(([, limit]) => limit > 0)
    .map(
      ([cap, , what]) =>
        said`${code(cap)} counts ${what} per pull request; ${event} has none: this run is neither counted nor capped.`
    )
}

function setWords(set: readonly PrCap[]): Said {
  const words = set.map((cap) => said`${input(cap)}`)
  return set.length === 1
    ? said`${words[0] ?? ''} is set`
    : said`${words[0] ?? ''} and ${words[1] ?? ''} are set`
}

/** How to go on past the cap: the trigger phrase (when the workflow has one), or the input. */
function goOn(caps: CapSettings, why: PrCap | 'unreadable'): Said {
  const ask = caps.triggerPhrase.trim()
  const comment = code(`${ask} …`)
  if (why === 'unreadable')
    return ask === ''
      ? said``
      : said` A comment ${comment} from someone allowed to trigger still runs.`
  if (why === 'max-pr-tokens')
    return ask === ''
      ? said` Raise ${input('max-pr-tokens')} to go on.`
      : said` A maintainer or admin can comment ${comment} to run anyway, or raise ${input('max-pr-tokens')}.`
  return ask === ''
    ? said` Raise ${input('max-pr-runs')} to go on.`
    : said` A comment ${comment} still runs (trigger-phrase requests are not counted), or raise ${input('max-pr-runs')}.`
}

/** The pull request's totals as one sentence of ours, e.g. for the cap's note or a footer. */
export function totalsSentence(t: Totals): Said {
  return said`So far: ${grouped(t.runs)} ${t.runs === 1 ? 'run' : 'runs'} (${grouped(t.automaticRuns)} automatic), ${grouped(t.inputTokens)} input and ${grouped(t.outputTokens)} output tokens, ${grouped(t.cacheReadTokens)} cache read and ${grouped(t.cacheWriteTokens)} cache write, ${clock(t.agentMs)} of agent time.`
}

/** Whether the caps stopped this run (its ledger entry names a cap as its reason). */
export function isCapped(run: LedgerRun): boolean {
  return PR_CAPS.some((cap) => cap === run.reason)
}

/**
 * This run and the pull request's totals, for the sticky comment's footer and the summary:
 * "This run: 1,200 input and 80 output tokens, 40s. So far: …".
 */
export function prSentence(pr: PrFacts): Said {
  const u = pr.run.usage
  const run = pr.run.started
    ? said`This run: ${grouped(u.inputTokens)} input and ${grouped(u.outputTokens)} output tokens, ${grouped(u.cacheReadTokens)} cache read, ${clock(pr.run.durationMs)}.`
    : said`This run did not start the agent.`
  const unread = pr.read ? said`` : said` (the earlier runs' ledger could not be read)`
  return said`${run} ${totalsSentence(pr.totals)}${unread}`
}

/** `12,345`, the same on every machine (no locale data). */
function grouped(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',')
}

/** `4m 10s`, `1h 02m`, `12s`. */
function clock(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${grouped(h)}h ${String(m).padStart(2, '0')}m`
  if (m > 0) return `${String(m)}m ${String(s).padStart(2, '0')}s`
  return `${String(s)}s`
}

/** A finding of this job on a review thread, and whether its thread is resolved. */
export interface ThreadFinding extends EarlierFinding {
  resolved: boolean
}

/** This job's findings on the pull request's review threads, or why they could not be read. */
export type ThreadsRead =
  { read: true; findings: readonly ThreadFinding[] } | { read: false; why: string }

/**
 * What a review run the caps stopped knows of its `fail-on` gate (stages/capped.ts reads it):
 * the last review's gate as the ledger recorded it, and this job's findings on the threads.
 * core/verdict/verdict.ts `capped` decides from it whether the gate's last word still holds.
 */
export interface CapGate {
  failOn: FailOn
  /** The last review failed its gate (ledger.ts lastReviewFailed); undefined: no review known. */
  lastFailed?: boolean
  threads: ThreadsRead
}

/** What still holds the gate of a capped run (core/verdict/verdict.ts `gateHold` says which). */
export type GateHold =
  /** This job's findings at or above `fail-on` whose threads are open. */
  | { by: 'open'; findings: readonly EarlierFinding[] }
  /** The last review failed, and none of this job's findings at or above `fail-on` has a thread. */
  | { by: 'body' }
  /** The last review failed, and the threads could not be read. */
  | { by: 'unread'; why: string }

/**
 * This job's findings (its key hash) among the comments of earlier runs, each with its
 * thread's state; a comment whose headline cannot be read names no severity and is left out.
 */
export function threadFindings(prior: readonly PriorFinding[], keyHash: string): ThreadFinding[] {
  const out: ThreadFinding[] = []
  for (const c of prior) {
    if (c.keyHash !== keyHash || c.severity === undefined || c.title === undefined) continue
    const { fingerprint, severity, path, line, title } = c
    const resolved = c.thread?.resolved === true
    out.push({
      fingerprint,
      severity,
      path,
      ...(line !== undefined ? { line } : {}),
      title,
      resolved
    })
  }
  return out
}

/** Findings a capped run's sentence names at most; a title is cut to this many characters. */
const MAX_HELD = 10
const HELD_TITLE = 200

/** `high: load() can throw (`src/app.ts` line 2)`. */
function heldItem(f: EarlierFinding): Said {
  const at = f.line !== undefined ? said` line ${f.line}` : said``
  return said`${f.severity}: ${truncate(f.title, HELD_TITLE)} (${code(f.path)}${at})`
}

/**
 * What holds a capped run's gate, as the sentence before the cap's note: the cap stopped a new
 * review, and the gate still fails, with the open findings (at most MAX_HELD) or why.
 */
export function heldSentence(hold: GateHold, failOn: FailOn): Said {
  const gate = said`The cap stopped a new review, and the ${input('fail-on')} gate (${code(failOn)}) still fails:`
  if (hold.by === 'body')
    return said`${gate} the last review failed it with findings in its body (outside the diff), which have no thread to resolve.`
  if (hold.by === 'unread')
    return said`${gate} the last review failed it, and the pull request's review threads could not be read (${hold.why}) to see whether its findings were resolved since.`
  const n = hold.findings.length
  const shown = hold.findings.slice(0, MAX_HELD).map(heldItem)
  const more = n > MAX_HELD ? said`; and ${n - MAX_HELD} more` : said``
  return said`${gate} ${n} ${n === 1 ? 'finding' : 'findings'} of an earlier review at or above it ${n === 1 ? 'is' : 'are'} still open (${severityCounts(hold.findings)}): ${list(shown, '; ')}${more}. A resolved thread no longer holds it.`
}

/** The findings at or above `failOn` whose threads are open, one per fingerprint. */
export function openAtOrAbove(
  findings: readonly ThreadFinding[],
  failOn: FailOn
): EarlierFinding[] {
  const seen = new Set<string>()
  const out: EarlierFinding[] = []
  for (const f of gateFindings(findings, failOn)) {
    if (f.resolved || seen.has(f.fingerprint)) continue
    seen.add(f.fingerprint)
    const { fingerprint, severity, path, line, title } = f
    out.push({ fingerprint, severity, path, ...(line !== undefined ? { line } : {}), title })
  }
  return out
}
