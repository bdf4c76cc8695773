/**
 * Review mode's annotations: one per finding on the check run (plain text, on lines of the head,
 * as the Checks API takes them), and as workflow commands in the log when the findings reach
 * GitHub no other way (a fork, a refusal), their text made safe for the log. Everything the agent
 * wrote is redacted already (core/review/findings.ts). Pure.
 */
import type { PortAnnotation } from '../core/ports.js'
import { headLineOf, linesLabel, type FileDiff } from '../core/review/diff.js'
import { severityRank, type PlacedFinding } from '../core/review/findings.js'
import { truncate } from '../core/text.js'
import { safeLine } from './logsafe.js'

/** A check run annotation, as the Checks API takes it. */
export interface CheckAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: 'notice' | 'warning' | 'failure'
  title: string
  message: string
}

/** A finding's annotation title: `High: title` (`(base) lines 3–4` for the removed side). */
function annotationTitle(f: PlacedFinding): string {
  const where = f.side === 'LEFT' ? ` (base ${linesLabel(f)})` : ''
  const severity = f.severity.charAt(0).toUpperCase() + f.severity.slice(1)
  return truncate(`${severity}: ${f.title.replace(/\s+/g, ' ')}${where}`, 255)
}

/**
 * One check-run annotation per finding (plain text, as the API shows it). The API takes only a
 * line of the head: a finding on the base side (a removed line) goes on the head line beside it
 * in its hunk (core/review/diff.ts), and its message says which line of the base it means; line 1 only
 * when the head has no line for it (the file removed, or no diff shown).
 */
export function checkAnnotations(
  findings: readonly PlacedFinding[],
  files: ReadonlyMap<string, FileDiff>
): CheckAnnotation[] {
  return findings.map((f) => {
    const text = truncate(f.body.trim() || f.title, 4000)
    const at =
      f.side === 'RIGHT'
        ? { start: f.startLine ?? f.line, end: f.line, message: text }
        : onHead(f, files.get(f.path), text)
    return {
      path: f.path || '.',
      start_line: at.start,
      end_line: at.end,
      annotation_level:
        severityRank(f.severity) <= 1 ? 'failure' : f.severity === 'medium' ? 'warning' : 'notice',
      title: annotationTitle(f),
      message: at.message
    }
  })
}

/** A base-side finding's lines on the head, and its message saying which base lines it means. */
function onHead(
  f: PlacedFinding,
  file: FileDiff | undefined,
  text: string
): { start: number; end: number; message: string } {
  const end = headLineOf(f.line, file)
  const start = f.startLine !== undefined ? headLineOf(f.startLine, file) : end
  const base = `${linesLabel(f)} of the base`
  if (end === undefined || start === undefined)
    return {
      start: 1,
      end: 1,
      message: truncate(`About ${base}, which the head has no line for: ${text}`, 4000)
    }
  const removed = start.removed || end.removed
  const head =
    start.line < end.line
      ? `lines ${String(start.line)}–${String(end.line)}`
      : `line ${String(end.line)}`
  const what = removed
    ? `About ${base}, removed by this pull request (shown at ${head} of the head)`
    : `About ${base} (${head} of the head)`
  return {
    start: Math.min(start.line, end.line),
    end: Math.max(start.line, end.line),
    message: truncate(`${what}: ${text}`, 4000)
  }
}

/** A workflow-command annotation (`::warning file=…,line=…::`), its text made safe for the log. */
export type LogAnnotation = PortAnnotation

/**
 * The runner shows at most 10 warning and 10 notice annotations of a step: critical to medium
 * findings are warnings (8, leaving room for the action's own), low ones notices (10). Agent
 * text is neutralised like every log line (safeLine on each line: no `##[`, no leading `::`).
 */
export function logAnnotations(findings: readonly PlacedFinding[]): {
  annotations: LogAnnotation[]
  more: number
} {
  const room = { warning: 8, notice: 10 }
  const annotations: LogAnnotation[] = []
  let more = 0
  for (const f of findings) {
    const level = f.severity === 'low' ? 'notice' : 'warning'
    if (room[level] === 0) {
      more++
      continue
    }
    room[level]--
    const right = f.side === 'RIGHT'
    annotations.push({
      level,
      file: safeText(f.path || '.'),
      ...(right ? { line: f.startLine ?? f.line, endLine: f.line } : {}),
      title: safeText(annotationTitle(f)),
      message: safeText(truncate(f.body.trim() || f.title, 2000))
    })
  }
  return { annotations, more }
}

function safeText(s: string): string {
  return s
    .split(/\r\n|\r|\n/)
    .map((l) => safeLine(l))
    .join('\n')
}
