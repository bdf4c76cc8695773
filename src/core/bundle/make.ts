/**
 * The bundle of a run with `publish: later` (docs/publish.md, format 1 in schema.ts), made from
 * the run's facts (core/verdict/facts.ts) and what the job knows of itself: what the run was for,
 * the verdict and its facts, the final message, the findings as read, the patch's digest and the
 * commit it applies to, the ledger record this run would have written. Pure: no file is read or
 * written here (stages/bundle.ts gathers, runner/bundle.ts writes). Every text comes from the
 * facts, which were redacted when the stream was read; nothing secret is in the facts.
 */
import type { Finding, PlacedFinding } from '../review/findings.js'
import { truncate } from '../text.js'
import type { RunFacts } from '../verdict/facts.js'
import type { Bundle } from './read.js'
import { BUNDLE_FORMAT, BUNDLE_VERSION } from './schema.js'

/** What the job knows of the run besides its facts (stages/bundle.ts gathers it). */
export interface BundleInput {
  facts: RunFacts
  run: Bundle['run']
  subject: Bundle['subject']
  /** The ledger key (render/marker.ts keyHash of `comment-key`). */
  commentKey: string
  mode: Bundle['mode']
  /** The `model` input, else `agent`. */
  reviewer: string
  /** The request's comment id, on a trigger-phrase run. */
  commentId?: number
  /** The head the review read, on a review run. */
  reviewHead?: string
  /** The patch written beside bundle.json, when there were changes. */
  patch?: { base: string; bytes: number; sha256: string }
}

/** The schema's bounds on texts (schema.ts), kept so that a long text is cut, not refused. */
const MAX_FINAL_MESSAGE = 1_048_576
const MAX_SUMMARY = 65_536
const MAX_BODY = 20_000
const MAX_TITLE = 300
const MAX_PATH = 1000
const MAX_FINDINGS = 500
const MAX_NAME = 100

/** A finding as bundle.json holds it: the reader makes its fingerprint anew (read.ts). */
export type BundleFinding = Omit<Finding, 'fingerprint'>

/** bundle.json as written: the reader's Bundle with the format's header, findings without fingerprints. */
export type WrittenBundle = Omit<Bundle, 'review'> & {
  format: typeof BUNDLE_FORMAT
  version: typeof BUNDLE_VERSION
  review?: Omit<NonNullable<Bundle['review']>, 'findings'> & { findings: BundleFinding[] }
}

const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/
const SESSION = /^[A-Za-z0-9_-]{1,100}$/

/** The bundle of the run (see the file's comment). */
export function bundleOf(i: BundleInput): WrittenBundle {
  const { facts } = i
  const v = facts.verdict
  const review = reviewOf(i)
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    run: i.run,
    subject: i.subject,
    commentKey: i.commentKey,
    mode: i.mode,
    reviewer: truncate(i.reviewer, MAX_NAME),
    verdict: {
      conclusion: v.conclusion,
      ...(v.reason !== undefined ? { failureReason: v.reason } : {}),
      ...(v.skip !== undefined ? { skipReason: v.skip } : {})
    },
    facts: factsOf(facts),
    finalMessage: truncate(facts.report.finalMessage, MAX_FINAL_MESSAGE),
    ...(i.commentId !== undefined ? { request: { commentId: i.commentId } } : {}),
    ...(review !== undefined ? { review } : {}),
    ...(i.patch !== undefined ? { patch: { ...i.patch, file: 'patch.diff' as const } } : {}),
    ...(facts.pr !== undefined ? { ledger: { ...facts.pr.run } } : {})
  }
}

function factsOf(f: RunFacts): Bundle['facts'] {
  const r = f.report
  const usage = r.result?.usage ?? {}
  const counts = r.counts
  const session = r.sessionId
  return {
    durationMs: Math.max(0, Math.round(f.durationMs)),
    ...(session !== undefined && SESSION.test(session) ? { sessionId: session } : {}),
    ...(r.model !== undefined && r.model !== '' ? { model: truncate(r.model, MAX_NAME) } : {}),
    usage: {
      ...count('inputTokens', usage.inputTokens),
      ...count('outputTokens', usage.outputTokens),
      ...count('cacheReadTokens', usage.cacheReadTokens),
      ...count('cacheWriteTokens', usage.cacheWriteTokens)
    },
    toolCalls: counts.calls,
    failedToolCalls: counts.failed + counts.rejected
  }
}

function count(name: string, value: number | undefined): Record<string, number> {
  return value !== undefined && Number.isFinite(value) && value >= 0
    ? { [name]: Math.round(value) }
    : {}
}

/** The review as read, on a review run that knew its head: the findings in the bundle's shape. */
function reviewOf(i: BundleInput): WrittenBundle['review'] {
  const o = i.facts.review
  if (o === undefined || i.reviewHead === undefined || !SHA.test(i.reviewHead)) return undefined
  const from = o.reviewedFrom
  return {
    summary: truncate(o.summary, MAX_SUMMARY),
    head: i.reviewHead,
    ...(from !== undefined && SHA.test(from) ? { reviewedFrom: from } : {}),
    findings: o.findings.slice(0, MAX_FINDINGS).map(findingOf)
  }
}

/** A finding as the bundle carries it: where, how bad, what (no placement, no fingerprint). */
function findingOf(f: PlacedFinding): BundleFinding {
  return {
    path: truncate(f.path, MAX_PATH),
    line: f.line,
    ...(f.startLine !== undefined ? { startLine: f.startLine } : {}),
    side: f.side,
    severity: f.severity,
    title: truncate(f.title, MAX_TITLE),
    body: truncate(f.body, MAX_BODY),
    ...(f.suggestion !== undefined ? { suggestion: truncate(f.suggestion, MAX_BODY) } : {})
  }
}
