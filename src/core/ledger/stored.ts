/**
 * The ledger as it is written into a comment or a review body, and read back (docs/ledger.md):
 * one hidden HTML comment `<!-- cursor-agent-action:ledger:<keyHash> v1 <base64url JSON> -->`.
 * base64url, so the value can hold no `--` and no `>` and cannot end the comment early. Pure.
 *
 * Contract: `encodeLedger` always returns at most MAX_LEDGER_CHARS characters (it folds the
 * oldest runs into `older` until the record fits), and `decodeLedger` reads a body's last line
 * only (where the action writes the record) and accepts exactly what the encoder can write:
 * anything else (an unknown field, a wrong type, a number out of range, too many runs, runs out
 * of order, a record too long, a time later than the reader's clock) is rejected as a whole with
 * one reason of ours (never the record's text). It never throws, and takes time linear in the
 * body's length.
 */
import { FAILURE_REASONS } from '../../names.js'
import type { Usage } from '../stream/agent-events.js'
import { sessionIdOf } from '../stream/events.js'
import { isObject, type JsonObject } from '../stream/json.js'
import {
  LEDGER_EVENTS,
  LEDGER_VERSION,
  MAX_RUN_MS,
  MAX_RUN_TOKENS,
  MAX_RUNS,
  OLDER_COUNTS,
  PR_CAPS,
  runOrder,
  runUsage,
  tokenCounts,
  trimLedger,
  type Ledger,
  type LedgerRun,
  type Older,
  type RunConclusion,
  type RunRef
} from './ledger.js'

/** What starts every ledger record; the key's hash and the version follow. */
export const LEDGER_PREFIX = '<!-- cursor-agent-action:ledger:'
const SUFFIX = ' -->'
/**
 * The longest record, whole comment included: 32,768 characters, half of GitHub's 65,536 for a
 * comment or review body, so a renderer that keeps MAX_LEDGER_CHARS + 1 (a line break) free has
 * room for the rest. Fifty ordinary runs (a review each, with its `from` and session) take about
 * 29,600; a ledger whose runs would not fit keeps fewer in full (the rest in `older`).
 */
export const MAX_LEDGER_CHARS = 32_768
/**
 * How far after the reading run's clock a record's times may lie: runners' clocks differ a
 * little, and a record from further ahead was not written by a run that has started yet.
 */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000

export type LedgerRead =
  /** No record of this key on the body's last line. */
  | { kind: 'none' }
  | { kind: 'ledger'; ledger: Ledger }
  /** A record of this key that cannot be trusted; `reason` is ours, for the one warning. */
  | { kind: 'invalid'; reason: string }

function header(key: string): string {
  return `${LEDGER_PREFIX}${key} v${String(LEDGER_VERSION)} `
}

/** A run as JSON, fields in one order, optional ones only when present. */
function runJson(r: LedgerRun): Record<string, unknown> {
  return {
    runId: r.runId,
    attempt: r.attempt,
    at: r.at,
    event: r.event,
    head: r.head,
    reviewed: r.reviewed,
    ...(r.from !== undefined ? { from: r.from } : {}),
    usage: tokenCounts(r.usage),
    durationMs: r.durationMs,
    ...(r.sessionId !== undefined ? { sessionId: r.sessionId } : {}),
    conclusion: r.conclusion,
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
    trigger: r.trigger,
    started: r.started
  }
}

function olderJson(o: Older): Record<string, unknown> {
  const { through } = o
  return {
    ...Object.fromEntries(OLDER_COUNTS.map((f) => [f, o[f]])),
    ...(through !== undefined
      ? { through: { at: through.at, runId: through.runId, attempt: through.attempt } }
      : {})
  }
}

function render(l: Ledger): string {
  const json = JSON.stringify({
    v: LEDGER_VERSION,
    key: l.key,
    runs: l.runs.map(runJson),
    older: olderJson(l.older)
  })
  return `${header(l.key)}${Buffer.from(json, 'utf8').toString('base64url')}${SUFFIX}`
}

/**
 * The ledger as its hidden comment, at most MAX_LEDGER_CHARS long: trimmed to MAX_RUNS runs,
 * then the oldest folded into `older` one by one while it is too long. Throws on a ledger the
 * decoder would refuse (a bug of ours: runs are built with runUsage and sessionIdOf).
 */
export function encodeLedger(ledger: Ledger): string {
  let l = trimLedger(ledger)
  const problem = ledgerProblem(JSON.parse(JSON.stringify(l)) as unknown, l.key)
  if (problem !== undefined) throw new Error(`not a valid ledger: ${problem}`)
  let text = render(l)
  while (text.length > MAX_LEDGER_CHARS && l.runs.length > 0) {
    l = trimLedger(l, l.runs.length - 1)
    text = render(l)
  }
  return text
}

/**
 * The body's last line, trailing white space aside: the one place the action writes a record
 * (every body it writes ends with the record, after the text; docs/ledger.md).
 */
export function lastLine(body: string): string {
  const text = body.trimEnd()
  return text.slice(text.lastIndexOf('\n') + 1)
}

/**
 * The ledger of `key` on the last line of a comment or review body; a record anywhere else in
 * the body is text (the agent's, quoted), neither a record nor a reason to refuse one. With
 * `now` (the reading run's clock, ms), a record with a run or a boundary later than `now` plus
 * MAX_CLOCK_SKEW_MS is refused. Only the first line of defence: the caller also checks that the
 * body is this job's own (its author the token's own account, its first line this key's marker).
 */
export function decodeLedger(body: string, key: string, o: { now?: number } = {}): LedgerRead {
  if (!/^[0-9a-f]{20}$/.test(key)) return { kind: 'invalid', reason: 'the key is not a key hash' }
  const start = header(key).slice(0, LEDGER_PREFIX.length + key.length)
  const found = lastLine(body)
  if (!found.startsWith(start)) return { kind: 'none' }
  if (!found.endsWith(SUFFIX) || found.length > MAX_LEDGER_CHARS)
    return { kind: 'invalid', reason: 'the record has no end, or is too long' }
  const inner = found.slice(start.length, -SUFFIX.length)
  const version = ` v${String(LEDGER_VERSION)} `
  if (!inner.startsWith(version))
    return { kind: 'invalid', reason: `the record is not version ${String(LEDGER_VERSION)}` }
  const data = inner.slice(version.length)
  if (!/^[A-Za-z0-9_-]+$/.test(data))
    return { kind: 'invalid', reason: 'the record is not base64url' }
  const bytes = Buffer.from(data, 'base64url')
  if (bytes.toString('base64url') !== data)
    return { kind: 'invalid', reason: 'the record is not base64url' }
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown
  } catch {
    return { kind: 'invalid', reason: 'the record is not JSON' }
  }
  const problem = ledgerProblem(value, key)
  if (problem !== undefined) return { kind: 'invalid', reason: problem }
  // Only the encoder's own writing: the same fields in its order, numbers as it writes them.
  if (render(value as Ledger) !== found)
    return { kind: 'invalid', reason: 'the record is not written as the action writes one' }
  const ledger = value as Ledger
  const late = o.now !== undefined ? lateProblem(ledger, o.now) : undefined
  if (late !== undefined) return { kind: 'invalid', reason: late }
  return { kind: 'ledger', ledger }
}

/**
 * Why a ledger cannot have been written by now: a run that started, or a boundary that lies,
 * more than MAX_CLOCK_SKEW_MS after `now`. Such a record would sort after every real run, so
 * its boundary would fold them all (the caps would stop counting) and its run would be the
 * last review and the last session.
 */
function lateProblem(ledger: Ledger, now: number): string | undefined {
  const bound = now + MAX_CLOCK_SKEW_MS
  const through = ledger.older.through
  if (through !== undefined && Date.parse(through.at) > bound)
    return "the record's older runs have a boundary later than this run's clock"
  const i = ledger.runs.findIndex((r) => Date.parse(r.at) > bound)
  return i === -1
    ? undefined
    : `run ${String(i + 1)} of the record starts later than this run's clock`
}

/**
 * The record of `key` on a body's last line exactly as it stands, when it is a valid one; else
 * undefined. The sticky comment carries it over from the body it edits (github/comment.ts), so a
 * progress edit never drops the ledger a run wrote before, whatever else the body holds.
 */
export function ledgerText(body: string, key: string): string | undefined {
  return decodeLedger(body, key).kind === 'ledger' ? lastLine(body) : undefined
}

/** What a run knows of itself at its end, as the pipeline has it. */
export interface RunFacts {
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT. */
  runId: string
  attempt: string
  startedAt: Date
  /** GITHUB_EVENT_NAME. */
  event: string
  head: string
  reviewed: boolean
  /** The SHA a review of new commits started from; kept only with `reviewed`. */
  from?: string
  /** The result's usage, as the stream gave it (cut to whole, bounded counts here). */
  usage?: Usage
  durationMs?: number
  /** Dropped when it is not a session id. */
  sessionId?: string
  conclusion: RunConclusion
  reason?: string
  trigger: boolean
  started: boolean
}

/**
 * The run as the ledger keeps it: counts made whole and bounded, a session id that is not one
 * dropped. `problem` when it cannot be recorded at all (no run id, an event or head the ledger
 * does not know): a run off a pull request, or a bug of ours.
 */
export function ledgerRun(f: RunFacts): { run: LedgerRun } | { problem: string } {
  const ms = f.durationMs ?? 0
  const sessionId = sessionIdOf(f.sessionId)
  const run = {
    runId: f.runId,
    attempt: f.attempt,
    at: Number.isFinite(f.startedAt.getTime()) ? f.startedAt.toISOString() : '',
    event: f.event,
    head: f.head,
    reviewed: f.reviewed,
    ...(f.reviewed && f.from !== undefined ? { from: f.from } : {}),
    usage: runUsage(f.usage),
    durationMs: Number.isFinite(ms) ? Math.min(MAX_RUN_MS, Math.max(0, Math.round(ms))) : 0,
    ...(sessionId !== undefined ? { sessionId } : {}),
    conclusion: f.conclusion,
    ...(f.reason !== undefined ? { reason: f.reason } : {}),
    trigger: f.trigger,
    started: f.started
  }
  const problem = runProblem(run)
  return problem === undefined ? { run: run as LedgerRun } : { problem: `the run has ${problem}` }
}

/** A run's fields the record always has, and with them those it has when they are known. */
const RUN_REQUIRED = [
  'runId',
  'attempt',
  'at',
  'event',
  'head',
  'reviewed',
  'usage',
  'durationMs',
  'conclusion',
  'trigger',
  'started'
]
const RUN_FIELDS = new Set([...RUN_REQUIRED, 'from', 'sessionId', 'reason'])
const USAGE_FIELDS = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens']
const CONCLUSIONS = new Set(['success', 'failure', 'cancelled', 'skipped'])
const REASONS = new Set<string>([...FAILURE_REASONS, ...PR_CAPS])
const EVENTS = new Set<string>(LEDGER_EVENTS)
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
const RUN_ID = /^[1-9][0-9]{0,19}$/
const ATTEMPT = /^[1-9][0-9]{0,3}$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

function onlyFields(o: JsonObject, allowed: ReadonlySet<string>, required: readonly string[]) {
  for (const k of Object.keys(o)) if (!allowed.has(k)) return 'an unknown field'
  for (const k of required) if (!(k in o)) return 'a missing field'
  return undefined
}

function wholeIn(v: unknown, max: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max
}

/** A time as Date#toISOString writes it, and a real one. */
function isoTime(v: unknown): boolean {
  if (typeof v !== 'string' || !ISO.test(v)) return false
  const t = Date.parse(v)
  return Number.isFinite(t) && new Date(t).toISOString() === v
}

function refProblem(v: unknown): string | undefined {
  if (!isObject(v)) return 'not an object'
  const bad = onlyFields(v, new Set(['at', 'runId', 'attempt']), ['at', 'runId', 'attempt'])
  if (bad !== undefined) return bad
  if (!isoTime(v.at)) return 'a bad time'
  if (typeof v.runId !== 'string' || !RUN_ID.test(v.runId)) return 'a bad run id'
  if (typeof v.attempt !== 'string' || !ATTEMPT.test(v.attempt)) return 'a bad attempt'
  return undefined
}

function runProblem(v: unknown): string | undefined {
  const ref = refProblem(isObject(v) ? { at: v.at, runId: v.runId, attempt: v.attempt } : v)
  if (ref !== undefined || !isObject(v)) return ref ?? 'not an object'
  const bad = onlyFields(v, RUN_FIELDS, RUN_REQUIRED)
  if (bad !== undefined) return bad
  if (typeof v.event !== 'string' || !EVENTS.has(v.event)) return 'an unknown event'
  if (typeof v.head !== 'string' || !SHA.test(v.head)) return 'a bad head'
  if (typeof v.reviewed !== 'boolean') return 'a bad reviewed flag'
  if ('from' in v && (!v.reviewed || typeof v.from !== 'string' || !SHA.test(v.from)))
    return 'a bad from'
  const u = v.usage
  if (!isObject(u)) return 'a bad usage'
  const badUsage = onlyFields(u, new Set(USAGE_FIELDS), USAGE_FIELDS)
  if (badUsage !== undefined) return `${badUsage} in usage`
  if (USAGE_FIELDS.some((f) => !wholeIn(u[f], MAX_RUN_TOKENS))) return 'a token count out of range'
  if (!wholeIn(v.durationMs, MAX_RUN_MS)) return 'a duration out of range'
  if ('sessionId' in v && sessionIdOf(v.sessionId) === undefined) return 'a bad session id'
  if (typeof v.conclusion !== 'string' || !CONCLUSIONS.has(v.conclusion))
    return 'an unknown conclusion'
  if ('reason' in v && (typeof v.reason !== 'string' || !REASONS.has(v.reason)))
    return 'an unknown reason'
  if (typeof v.trigger !== 'boolean' || typeof v.started !== 'boolean') return 'a bad flag'
  return undefined
}

function olderProblem(v: unknown): string | undefined {
  if (!isObject(v)) return 'not an object'
  const bad = onlyFields(v, new Set([...OLDER_COUNTS, 'through']), OLDER_COUNTS)
  if (bad !== undefined) return bad
  if (OLDER_COUNTS.some((f) => !wholeIn(v[f], Number.MAX_SAFE_INTEGER)))
    return 'a count out of range'
  if ('through' in v) return refProblem(v.through)
  return OLDER_COUNTS.some((f) => v[f] !== 0) ? 'counts without a boundary' : undefined
}

/** Why `v` is not a ledger of `key` exactly as the encoder writes one; undefined when it is. */
function ledgerProblem(v: unknown, key: string): string | undefined {
  if (!isObject(v)) return 'the record is not an object'
  const bad = onlyFields(v, new Set(['v', 'key', 'runs', 'older']), ['v', 'key', 'runs', 'older'])
  if (bad !== undefined) return `the record has ${bad}`
  if (v.v !== LEDGER_VERSION) return 'the record has another version inside'
  if (v.key !== key) return 'the record is of another key inside'
  if (!Array.isArray(v.runs)) return 'the record has no list of runs'
  if (v.runs.length > MAX_RUNS) return `the record has more than ${String(MAX_RUNS)} runs`
  const older = olderProblem(v.older)
  if (older !== undefined) return `the record's older runs have ${older}`
  const through = (v.older as unknown as Older).through
  let last: RunRef | undefined = through
  for (const [i, r] of v.runs.entries()) {
    const problem = runProblem(r)
    if (problem !== undefined) return `run ${String(i + 1)} of the record has ${problem}`
    const ref = r as unknown as RunRef
    if (last !== undefined && runOrder(last, ref) >= 0)
      return `run ${String(i + 1)} of the record is out of order`
    last = ref
  }
  return undefined
}
