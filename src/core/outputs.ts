/**
 * The step's outputs, from whatever is known: on a failed, cancelled or crashed run the
 * fields the stream did deliver are still set.
 */
import { OUTPUTS, type OutputName } from '../names.js'
import type { RunReport } from './report.js'
import type { Verdict } from './verdict.js'

export interface OutputFacts {
  report?: RunReport
  verdict: Verdict
  exitCode?: number | null
  wallMs: number
  transcriptPath?: string
  /** The sticky PR/issue comment, when the action keeps one. */
  comment?: { id: number; url: string }
}

/**
 * GitHub caps an output at about 1 MB; the two text outputs are kept well under that (the
 * transcript has the whole text), cut on a character boundary with a visible note.
 */
export const MAX_TEXT_OUTPUT_BYTES = 512 * 1024

export function fitOutput(value: string, max = MAX_TEXT_OUTPUT_BYTES): string {
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

export function outputsFor(f: OutputFacts): Record<OutputName, string> {
  const r = f.report
  const counts = r?.counts
  const usage = r?.result?.usage
  return {
    [OUTPUTS.result]: fitOutput(r?.result?.text ?? ''),
    [OUTPUTS.finalMessage]: fitOutput(r?.finalMessage ?? ''),
    [OUTPUTS.sessionId]: r?.sessionId ?? '',
    [OUTPUTS.requestId]: r?.result?.requestId ?? '',
    [OUTPUTS.duration]: String(Math.round(r?.result?.durationMs ?? f.wallMs)),
    [OUTPUTS.model]: r?.model ?? '',
    [OUTPUTS.exitCode]: f.exitCode === undefined || f.exitCode === null ? '' : String(f.exitCode),
    [OUTPUTS.conclusion]: f.verdict.conclusion,
    [OUTPUTS.failureReason]: f.verdict.reason ?? '',
    [OUTPUTS.toolCalls]: String(counts?.calls ?? 0),
    [OUTPUTS.failedToolCalls]: String((counts?.failed ?? 0) + (counts?.rejected ?? 0)),
    [OUTPUTS.filesRead]: JSON.stringify(r?.filesRead ?? []),
    [OUTPUTS.filesChanged]: JSON.stringify((r?.filesChanged ?? []).map((c) => c.path)),
    [OUTPUTS.usage]: usage !== undefined ? JSON.stringify(usage) : '',
    [OUTPUTS.transcript]: f.transcriptPath ?? '',
    [OUTPUTS.commentId]: f.comment !== undefined ? String(f.comment.id) : '',
    [OUTPUTS.commentUrl]: f.comment?.url ?? ''
  }
}
