/**
 * The step's outputs, from the run's facts (core/verdict/facts.ts) as they are: on a failed, cancelled or
 * crashed run the fields the stream did deliver are still set.
 */
import { OUTPUTS, REVIEW_OUTPUTS, type OutputName } from '../../names.js'
import type { RunFacts } from './facts.js'
import type { ReviewOutcome } from '../review/findings.js'
import { tokenCounts } from '../ledger/ledger.js'
import { truncate } from '../text.js'

/**
 * GitHub caps an output at about 1 MB; the two text outputs are kept well under that (the
 * transcript has the whole text), cut on a character boundary with a visible note.
 */
const MAX_TEXT_OUTPUT_BYTES = 512 * 1024

function fitOutput(value: string, max = MAX_TEXT_OUTPUT_BYTES): string {
  if (Buffer.byteLength(value) <= max) return value
  const note = '\n… [cut to fit the output size limit; the whole text is in the transcript]'
  const room = max - Buffer.byteLength(note)
  // Decoding a cut buffer may end in a replacement character; drop it.
  const cut = Buffer.from(value)
    .subarray(0, room)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
  return cut + note
}

/** Ids and names from the stream (session, request, model, CLI version): never this long. */
const MAX_ID_CHARS = 200

/** An id or name from the stream, cut (on a character boundary) when it is absurdly long. */
function fitId(value: string): string {
  return truncate(value, MAX_ID_CHARS + 1)
}

/** A JSON list of paths, as many entries as fit in the limit (the list stays valid JSON). */
function fitList(items: readonly string[], max = MAX_TEXT_OUTPUT_BYTES): string {
  const all = JSON.stringify(items)
  if (Buffer.byteLength(all) <= max) return all
  const kept: string[] = []
  let size = 2
  for (const item of items) {
    const bytes = Buffer.byteLength(JSON.stringify(item)) + 1
    if (size + bytes > max) break
    kept.push(item)
    size += bytes
  }
  return JSON.stringify(kept)
}

export function outputsFor(f: RunFacts): Record<OutputName, string> {
  const r = f.report
  const counts = r.counts
  const usage = r.result?.usage
  // The final message's JSON, compact, when it matched output-schema.
  const structured = f.structured?.ok === true ? f.structured.json : undefined
  return {
    [OUTPUTS.result]: fitOutput(r.result?.text ?? ''),
    [OUTPUTS.finalMessage]: fitOutput(r.finalMessage),
    [OUTPUTS.resultFile]: f.resultFile ?? '',
    [OUTPUTS.finalMessageFile]: f.finalMessageFile ?? '',
    [OUTPUTS.sessionId]: fitId(r.sessionId ?? ''),
    [OUTPUTS.resumed]: resumedOf(f.resume, r.sessionId),
    [OUTPUTS.requestId]: fitId(r.result?.requestId ?? ''),
    // The stream's figure when it gave one, else wall clock; a negative one (a clock gone back) is 0.
    [OUTPUTS.duration]: String(Math.max(0, Math.round(f.durationMs))),
    [OUTPUTS.model]: fitId(r.model ?? ''),
    [OUTPUTS.exitCode]: f.exitCode === undefined || f.exitCode === null ? '' : String(f.exitCode),
    [OUTPUTS.conclusion]: f.verdict.conclusion,
    [OUTPUTS.failureReason]: fitOutput(f.verdict.reason ?? ''),
    // Why the agent was not started, when the gate or a cap decided so ('' on every other run).
    [OUTPUTS.skipReason]: f.verdict.skip ?? '',
    [OUTPUTS.toolCalls]: String(counts.calls),
    [OUTPUTS.failedToolCalls]: String(counts.failed + counts.rejected),
    [OUTPUTS.filesRead]: fitList(r.filesRead),
    [OUTPUTS.filesChanged]: fitList(r.filesChanged.map((c) => c.path)),
    [OUTPUTS.usage]: usage !== undefined ? JSON.stringify(usage) : '',
    [OUTPUTS.transcript]: f.transcriptPath ?? '',
    [OUTPUTS.cliVersion]: fitId(f.cliVersion ?? ''),
    [OUTPUTS.structuredOutput]: structured !== undefined ? fitOutput(structured) : '',
    [OUTPUTS.manifest]: f.manifestPath ?? '',
    // What the landing left ('' for what did not happen), on every exit path.
    [OUTPUTS.patch]: f.landed?.patch ?? '',
    [OUTPUTS.commitSha]: f.landed?.commitSha ?? '',
    [OUTPUTS.branch]: f.landed?.branch ?? '',
    [OUTPUTS.prUrl]: f.landed?.prUrl ?? '',
    [OUTPUTS.bundle]: f.bundle ?? '',
    [OUTPUTS.commentId]: f.comment !== undefined ? String(f.comment.id) : '',
    [OUTPUTS.commentUrl]: f.comment?.url ?? '',
    ...reviewOutputs(f.review, f.cappedCheckUrl),
    [OUTPUTS.prRuns]: f.pr !== undefined ? String(f.pr.totals.runs) : '',
    [OUTPUTS.prUsage]: f.pr !== undefined ? JSON.stringify(tokenCounts(f.pr.totals)) : ''
  }
}

/** The findings as the `findings` output lists them: where each is, and where it went. */
function findingsJson(o: ReviewOutcome): string {
  const items = o.findings.map((f) =>
    JSON.stringify({
      fingerprint: f.fingerprint,
      path: f.path,
      line: f.line,
      start_line: f.startLine ?? null,
      side: f.side,
      severity: f.severity,
      title: f.title,
      placement: f.placement
    })
  )
  // As many whole findings as fit in the output limit: the list stays valid JSON.
  const kept: string[] = []
  let size = 2
  for (const item of items) {
    size += Buffer.byteLength(item) + 1
    if (size > MAX_TEXT_OUTPUT_BYTES) break
    kept.push(item)
  }
  return `[${kept.join(',')}]`
}

export function reviewOutputs(
  o: ReviewOutcome | undefined,
  cappedCheckUrl: string | undefined
): Record<(typeof REVIEW_OUTPUTS)[keyof typeof REVIEW_OUTPUTS], string> {
  return {
    [OUTPUTS.findings]: o !== undefined ? findingsJson(o) : '',
    [OUTPUTS.findingsCount]: o !== undefined ? String(o.findings.length) : '',
    [OUTPUTS.reviewId]: o?.review !== undefined ? String(o.review.id) : '',
    [OUTPUTS.reviewUrl]: o?.review?.url ?? '',
    [OUTPUTS.checkRunUrl]: o?.checkRunUrl ?? cappedCheckUrl ?? '',
    [OUTPUTS.reviewedFrom]: o?.reviewedFrom ?? ''
  }
}

/** Whether the run continued the session it asked for: read from the stream, never assumed. */
function resumedOf(resume: RunFacts['resume'], sessionId: string | undefined): string {
  if (resume === undefined) return ''
  return resume.asked !== undefined && sessionId === resume.asked ? 'true' : 'false'
}
