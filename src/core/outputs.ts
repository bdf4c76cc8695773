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
}

export function outputsFor(f: OutputFacts): Record<OutputName, string> {
  const r = f.report
  const tools = r?.tools ?? []
  const failed = tools.filter((t) => t.state === 'failed' || t.state === 'rejected').length
  const usage = r?.result?.usage
  return {
    [OUTPUTS.result]: r?.result?.text ?? '',
    [OUTPUTS.finalMessage]: r?.finalMessage ?? '',
    [OUTPUTS.sessionId]: r?.sessionId ?? '',
    [OUTPUTS.requestId]: r?.result?.requestId ?? '',
    [OUTPUTS.duration]: String(Math.round(r?.result?.durationMs ?? f.wallMs)),
    [OUTPUTS.model]: r?.model ?? '',
    [OUTPUTS.exitCode]: f.exitCode === undefined || f.exitCode === null ? '' : String(f.exitCode),
    [OUTPUTS.conclusion]: f.verdict.conclusion,
    [OUTPUTS.failureReason]: f.verdict.reason ?? '',
    [OUTPUTS.toolCalls]: String(tools.length),
    [OUTPUTS.failedToolCalls]: String(failed),
    [OUTPUTS.filesRead]: JSON.stringify(r?.filesRead ?? []),
    [OUTPUTS.filesChanged]: JSON.stringify((r?.filesChanged ?? []).map((c) => c.path)),
    [OUTPUTS.usage]: usage !== undefined ? JSON.stringify(usage) : '',
    [OUTPUTS.transcript]: f.transcriptPath ?? ''
  }
}
