/**
 * Reading a bundle in the publishing job (docs/publish.md): size first, then JSON, then the
 * schema (schema.ts), then what the schema cannot say: the bundle is this workflow run's and this
 * event's, its findings are findings again (paths cleaned, fingerprints taken anew from redacted
 * text), and every text is redacted again. Pure: the caller reads the file (without following a
 * link) and hands in the job's own facts. Nothing of a bundle that fails any check is used.
 */
import {
  cleanPath,
  fingerprintOf,
  type Finding,
  type Severity,
  type Side
} from '../review/findings.js'
import type { CompileSchema } from '../schema/schema.js'
import { BUNDLE_FORMAT, BUNDLE_SCHEMA, BUNDLE_VERSION, MAX_BUNDLE_BYTES } from './schema.js'

/** What the publishing job knows of itself, from its own environment and event. */
export interface PublishingJob {
  /** GITHUB_REPOSITORY. */
  repository: string
  /** GITHUB_RUN_ID: a bundle of another workflow run is refused (no hand-over between runs). */
  runId: string
  /** The event's pull request or issue number, when the event has one. */
  number?: number
}

export interface Bundle {
  run: { repository: string; runId: string; runAttempt: string; job: string; leg: string }
  subject: {
    kind: 'pull_request' | 'issue' | 'none'
    number?: number
    head?: string
    base?: string
  }
  commentKey: string
  mode: 'task' | 'review' | 'answer'
  reviewer: string
  verdict: {
    conclusion: 'success' | 'failure' | 'cancelled' | 'skipped'
    failureReason?: string
    skipReason?: string
  }
  facts: {
    durationMs: number
    sessionId?: string
    model?: string
    usage: Partial<
      Record<'inputTokens' | 'outputTokens' | 'cacheReadTokens' | 'cacheWriteTokens', number>
    >
    toolCalls?: number
    failedToolCalls?: number
  }
  finalMessage: string
  request?: { commentId: number }
  review?: { summary: string; head: string; reviewedFrom?: string; findings: Finding[] }
  patch?: { base: string; file: 'patch.diff'; bytes: number; sha256: string }
  ledger?: Record<string, unknown>
}

export type BundleReading = { ok: true; bundle: Bundle } | { ok: false; problems: string[] }

interface RawFinding {
  path: string
  line: number
  startLine?: number
  side: Side
  severity: Severity
  title: string
  body: string
  suggestion?: string
}

/**
 * The bundle in `text` (bundle.json's bytes, decoded), checked for `job`. `redact` is the
 * publishing job's redactor: it knows token shapes and its own secrets, never the agent job's.
 */
export function readBundle(
  text: string,
  job: PublishingJob,
  compile: CompileSchema,
  redact: (text: string) => string
): BundleReading {
  if (Buffer.byteLength(text, 'utf8') > MAX_BUNDLE_BYTES)
    return refused(`it is larger than ${String(MAX_BUNDLE_BYTES)} bytes`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return refused('it is not JSON')
  }
  const other = otherFormat(value)
  if (other !== undefined) return refused(other)
  const errors = compile(BUNDLE_SCHEMA)(value)
  if (errors.length > 0) return { ok: false, problems: errors.map((e) => `schema: ${e}`) }
  const raw = value as Bundle & { review?: { findings: RawFinding[] } }
  const problems = bindingProblems(raw, job)
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, bundle: cleaned(raw, redact) }
}

/** Whose the bundle is: this repository, this workflow run, this event's pull request or issue. */
function bindingProblems(b: Pick<Bundle, 'run' | 'subject'>, job: PublishingJob): string[] {
  const problems: string[] = []
  if (b.run.repository.toLowerCase() !== job.repository.toLowerCase())
    problems.push(`it is of another repository (${b.run.repository})`)
  if (b.run.runId !== job.runId) problems.push(`it is of another workflow run (${b.run.runId})`)
  const number = b.subject.kind === 'none' ? undefined : b.subject.number
  if (number !== job.number)
    problems.push(
      number === undefined
        ? 'it names no pull request or issue, and this event has one'
        : `it is for #${String(number)}, and this event is ${job.number === undefined ? 'for none' : `for #${String(job.number)}`}`
    )
  if (b.subject.kind !== 'none' && b.subject.number === undefined)
    problems.push(`its subject is a ${b.subject.kind} without a number`)
  return problems
}

function cleaned(
  b: Bundle & { review?: { findings: RawFinding[] } },
  redact: (t: string) => string
): Bundle {
  const review =
    b.review === undefined
      ? undefined
      : {
          ...b.review,
          summary: redact(b.review.summary),
          findings: b.review.findings.flatMap((f) => findingOf(f, redact))
        }
  return {
    ...b,
    reviewer: oneLine(redact(b.reviewer)),
    finalMessage: redact(b.finalMessage),
    ...(b.facts.model !== undefined
      ? { facts: { ...b.facts, model: oneLine(redact(b.facts.model)) } }
      : {}),
    ...(review !== undefined ? { review } : {})
  }
}

/** A finding as readFindings makes one: redacted, path cleaned, range in order, fingerprint anew. */
function findingOf(raw: RawFinding, redact: (t: string) => string): Finding[] {
  const path = cleanPath(redact(raw.path))
  if (path === '') return []
  let line = raw.line
  let start = raw.startLine
  if (start !== undefined && start > line) [start, line] = [line, start]
  const f = {
    path,
    line,
    ...(start !== undefined && start < line ? { startLine: start } : {}),
    side: raw.side,
    severity: raw.severity,
    title: oneLine(redact(raw.title)),
    body: redact(raw.body),
    ...(raw.suggestion !== undefined ? { suggestion: redact(raw.suggestion) } : {})
  }
  return [{ fingerprint: fingerprintOf(f), ...f }]
}

/** Control characters and line breaks (Unicode's too) become spaces; the ends trimmed. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}\u0085]+/gu, ' ').trim()
}

/** Why `value` is not a bundle of the format and version read here, in a word; else undefined. */
function otherFormat(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'it is not a JSON object'
  const { format, version } = value as { format?: unknown; version?: unknown }
  if (format !== BUNDLE_FORMAT) return `it is not a bundle (format is not ${BUNDLE_FORMAT})`
  if (version !== BUNDLE_VERSION)
    return `it is a bundle of another version (this publish action reads version ${String(BUNDLE_VERSION)})`
  return undefined
}

function refused(why: string): BundleReading {
  return { ok: false, problems: [why] }
}
