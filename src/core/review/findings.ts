/**
 * Review mode's findings: the JSON Schema the agent's final message must satisfy (the same as
 * docs/findings.v1.schema.json, a test checks), the final message read into findings, each
 * finding's fingerprint, and the severity gate. Pure: the validator is passed in (`compile`, see
 * schema.ts), the redactor too.
 */
import { createHash } from 'node:crypto'
import { checkStructuredOutput, type CompileSchema, type JsonSchema } from '../schema/schema.js'

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const
export type Severity = (typeof SEVERITIES)[number]
/** `fail-on`: the lowest severity that fails the step; `none` never does. */
export type FailOn = Severity | 'none'
/** GitHub's sides of a diff: LEFT is the base (removed lines), RIGHT the head. */
export type Side = 'LEFT' | 'RIGHT'

/** Version of the findings format; it is in the schema's `$id` and in every fingerprint. */
const FINDINGS_VERSION = 1

export const FINDINGS_SCHEMA: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'urn:cursor-agent-action:findings:v1',
  title: 'Review findings, version 1',
  type: 'object',
  required: ['summary', 'findings'],
  properties: {
    summary: {
      type: 'string',
      maxLength: 20000,
      description: 'What the change does and what you found, in a few sentences (markdown).'
    },
    findings: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['path', 'line', 'severity', 'title', 'body'],
        properties: {
          path: {
            type: 'string',
            minLength: 1,
            maxLength: 1000,
            description: 'The file, relative to the repository root.'
          },
          line: {
            type: 'integer',
            minimum: 1,
            description:
              "The (last) line, numbered as in the pull request's head; for side LEFT, as in its base."
          },
          start_line: {
            type: 'integer',
            minimum: 1,
            description: 'The first line, when the finding spans several lines.'
          },
          side: {
            enum: ['RIGHT', 'LEFT'],
            description: 'RIGHT (default): a line of the head. LEFT: a removed line of the base.'
          },
          severity: { enum: [...SEVERITIES] },
          title: { type: 'string', minLength: 1, maxLength: 300 },
          body: {
            type: 'string',
            maxLength: 60000,
            description: 'What is wrong and why, and how to fix it (markdown).'
          },
          suggestion: {
            type: 'string',
            maxLength: 60000,
            description:
              'Optional, RIGHT side only: the exact code that replaces lines start_line..line.'
          }
        }
      }
    }
  }
}

export interface Finding {
  /** The finding's identity across runs (see fingerprintOf). */
  fingerprint: string
  /** As the agent wrote it, cleaned (see cleanPath); '' is never a path GitHub has. */
  path: string
  line: number
  /** Only when the finding spans several lines: always less than `line`. */
  startLine?: number
  side: Side
  severity: Severity
  title: string
  body: string
  suggestion?: string
}

/**
 * Where a finding went: a comment on the diff, the review's body, already on the PR, or nowhere
 * on GitHub because no review was posted (a fork's read-only token, GitHub refused or was down,
 * a cancel): then the summary, the `findings` output and the annotations carry it.
 */
export type Placement = 'inline' | 'body' | 'duplicate' | 'not_posted'

export interface PlacedFinding extends Finding {
  placement: Placement
  /** For `body`: why it is not on the diff ("outside the diff", "held back", GitHub's refusal). */
  why?: string
  /** Not inline only because of `max-findings`. */
  heldBack?: boolean
  /** The comment on GitHub (inline, or the thread a duplicate is on), when known. */
  url?: string
}

export type ReviewEvent = 'COMMENT' | 'REQUEST_CHANGES'

/** What review mode did, for the outputs, the summary, the comment and the manifest. */
export interface ReviewOutcome {
  findings: PlacedFinding[]
  /** The agent's summary (redacted), '' when none. */
  summary: string
  /** Why the final message could not be read as findings. */
  mismatch?: string[]
  /** The review posted on the pull request. */
  review?: { id: number; url: string; event: ReviewEvent }
  /** The review read back disagrees: what is missing and why (core/review/outcome.ts). */
  missing?: string
  /** Why no review was posted, when one was due and none was (a fork, GitHub refused, …). */
  notPosted?: string
  /** The review could not be posted although it could have been: `review_failed`. */
  failed?: boolean
  /** The run was cancelled while the review was being posted. */
  cancelled?: boolean
  checkRunUrl?: string
  /** Outdated threads of ours that this run resolved. */
  resolved: number
  failOn: FailOn
  maxFindings: number
  /** A re-review of new commits: the SHA it reviewed from (the `reviewed_from` output). */
  reviewedFrom?: string
  /**
   * A re-review of new commits: the findings of earlier reviews still open and not reported
   * again (the agent was told not to). They count for `fail-on`.
   */
  earlier?: EarlierFinding[]
  /**
   * Files of the pull request the review did not see: GitHub's list was cut and the checkout
   * could not give the rest. Such a review is not a later re-review's starting point.
   */
  unreviewed?: Unreviewed
}

/** The files of a pull request that a review did not see (core/review/pull-files.ts). */
export interface Unreviewed {
  /** How many files GitHub listed. */
  listed: number
  /** How many were left out, when known. */
  count?: number
  /** Their paths (at most 50), when GitHub's trees named them; else none. */
  paths: string[]
}

/** A finding of an earlier review whose thread is still open (read from our own comment). */
export interface EarlierFinding {
  fingerprint: string
  severity: Severity
  path: string
  line?: number
  title: string
}

export type FindingsReading =
  { ok: true; summary: string; findings: Finding[] } | { ok: false; errors: string[] }

interface RawFinding {
  path: string
  line: number
  start_line?: number
  side?: Side
  severity: Severity
  title: string
  body: string
  suggestion?: string
}

/**
 * The final message as findings: its JSON (the whole message, or its last ```json block) checked
 * against FINDINGS_SCHEMA. Every text field is redacted here, once, before anything cuts or
 * escapes it; fingerprints are taken from the redacted text.
 */
export function readFindings(
  message: string,
  compile: CompileSchema,
  redact: (text: string) => string
): FindingsReading {
  const check = checkStructuredOutput(message, FINDINGS_SCHEMA, compile)
  if (!check.ok) return { ok: false, errors: check.errors }
  const value = JSON.parse(check.json) as { summary: string; findings: RawFinding[] }
  const findings = value.findings.map((raw): Finding => {
    let line = raw.line
    let start = raw.start_line
    // A range written backwards is the same range.
    if (start !== undefined && start > line) [start, line] = [line, start]
    const finding = {
      path: cleanPath(redact(raw.path)),
      line,
      ...(start !== undefined && start < line ? { startLine: start } : {}),
      side: raw.side ?? 'RIGHT',
      severity: raw.severity,
      title: redact(raw.title).trim(),
      body: redact(raw.body),
      ...(raw.suggestion !== undefined ? { suggestion: redact(raw.suggestion) } : {})
    }
    return { fingerprint: fingerprintOf(finding), ...finding }
  })
  return { ok: true, summary: redact(value.summary), findings }
}

/**
 * A path as GitHub names files: forward slashes, no leading `./`. A path that leaves the
 * repository (absolute, `..`) becomes '' (no file of the pull request has that name).
 */
export function cleanPath(path: string): string {
  const p = path
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
  if (p.startsWith('/') || p.split('/').includes('..')) return ''
  return p
}

/**
 * Text as a fingerprint sees it: case, spacing, punctuation and markup do not count, nor do line
 * numbers the text mentions (they move when code above them changes).
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\b(?:lines?|l)\s*\d+(?:\s*(?:[-–—]|to)\s*\d+)?/g, 'line #')
    .replace(/[\s`*_~'"“”‘’.,;:!?()[\]{}<>|#-]+/g, ' ')
    .trim()
}

/**
 * The finding's identity across runs: its file, severity, title and body (normalised), never its
 * lines, which move when code above them changes. 16 hex digits (64 bits).
 */
export function fingerprintOf(f: Pick<Finding, 'path' | 'severity' | 'title' | 'body'>): string {
  return createHash('sha256')
    .update(
      [
        `v${String(FINDINGS_VERSION)}`,
        f.path,
        f.severity,
        normaliseText(f.title),
        normaliseText(f.body)
      ].join('\0')
    )
    .digest('hex')
    .slice(0, 16)
}

/** 0 for critical … 3 for low. */
export function severityRank(s: Severity): number {
  return SEVERITIES.indexOf(s)
}

/** The findings at or above `failOn` (none for `none`). */
export function gateFindings<T extends Pick<Finding, 'severity'>>(
  findings: readonly T[],
  failOn: FailOn
): T[] {
  if (failOn === 'none') return []
  const limit = severityRank(failOn)
  return findings.filter((f) => severityRank(f.severity) <= limit)
}

/** Counts by severity, most severe first, only those there are: `1 high, 2 low`. */
export function severityCounts(findings: readonly Pick<Finding, 'severity'>[]): string {
  return SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${String(n)} ${s}`)
    .join(', ')
}
