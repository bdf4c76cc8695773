/**
 * The run report: what the fold builds from the stream and everything downstream reads (live
 * log, summary, outputs, offline report). Plain data and its limits; no behaviour but the cap
 * a kept text gets.
 */
import type { Usage } from './agent-events.js'
import type { ChangedFile } from './touched.js'
import type { CallState } from './tools.js'
import type { Redactor } from '../redact/redact.js'
import { emptyMcpUse, type McpUse } from './mcp.js'
import { truncate } from '../text.js'

export const REPORT_LIMITS = {
  /** Characters kept of a failed or rejected call's output (the end, where errors are). */
  outputTail: 2000,
  /** Failed or rejected calls whose output tail is kept; later ones keep only their reason. */
  outputTails: 200,
  /** Characters kept of any single message or result text. */
  text: 1024 * 1024,
  /** Characters kept of a tool call's target (a command can be a whole script). */
  target: 500,
  /** Diagnostic samples (non-JSON lines, interaction queries, error events). */
  samples: 5,
  sampleChars: 300,
  /** Call records kept however long the run: the most recent ones (the timeline shows 1000). */
  recentCalls: 1000,
  /** Failed and rejected call records kept in full besides the recent ones (first seen first). */
  problemCalls: 500,
  /** Open calls tracked at once; past that the oldest is forgotten (a stream that never ends them). */
  runningCalls: 10_000,
  /** Questions of the agent kept (the rest only counted), and characters of a title or prompt. */
  questions: 20,
  questionChars: 500,
  /** Prompts kept of one question. */
  questionPrompts: 10
} as const

export type { CallState } from './tools.js'

/** The start of a text, at most `max` characters, no mark (a cap on what the report keeps). */
const NO_MARK = { mark: '' } as const
export function cap(text: string, max: number): string {
  return truncate(text, max, NO_MARK)
}

export interface ToolCallRecord {
  /** 1-based, in order of first appearance in the stream. */
  index: number
  callId: string
  kind: string
  target: string
  description?: string
  state: CallState
  reason?: string
  /** Failed because the CLI's permissions configuration refused it (`permissionDenied`). */
  denied?: true
  exitCode?: number
  durationMs?: number
  outputTail?: string
  /** Workspace-relative path for file tools. */
  path?: string
  /** The MCP server an `mcp` call went to ('' when the stream named none). */
  server?: string
  linesAdded?: number
  linesRemoved?: number
  /** Completed with no `started` seen (some builds send denials that way). */
  orphan: boolean
  startedAt?: number
  startedAtMs?: number
  timestampMs?: number
}

export interface ResultInfo {
  subtype: string
  isError: boolean
  text: string
  requestId?: string
  durationMs?: number
  usage?: Usage
}

/**
 * A question the agent asked (`askQuestionInteractionQuery`). A headless run cannot answer it: the
 * CLI answers itself, skipping it, and the agent goes on with what it has.
 */
export interface QuestionRecord {
  title: string
  prompts: string[]
  /** The CLI's answer when it said one: its reason for skipping the question. */
  skipped?: string
  /** The query's id, which pairs the CLI's answer with the question. */
  id?: number
}

/** The CLI's connection to Cursor during the run (`reconnecting` and `retry` records). */
export interface ConnectionCounts {
  /** Times the CLI said it was reconnecting. */
  reconnections: number
  /** Requests it retried (records of the same `attempt` counted once). */
  retries: number
}

export interface Diagnostics {
  invalidLines: number
  invalidSamples: string[]
  oversizeLines: number
  unknownTypes: Map<string, number>
  eventsAfterResult: number
  resultEvents: number
  interactionQueries: number
  querySamples: string[]
  errorEvents: string[]
  thinkingDeltas: number
  duplicateCompletions: number
  droppedOutputTails: number
  /** Call records no longer held in `tools` (counted in `counts` all the same). */
  droppedCalls: number
}

/** Totals for one tool kind; `other` is calls not completed or with an unknown outcome. */
export interface KindCounts {
  calls: number
  ok: number
  failed: number
  rejected: number
  durationMs: number
}

/**
 * Counters kept for the whole run, however many call records are kept: totals never depend on
 * `tools`, so the fold can keep a bounded list of records.
 */
export interface CallCounts {
  calls: number
  /** Started and not (yet) completed. */
  running: number
  failed: number
  rejected: number
  /** Completed without a `started` event. */
  orphans: number
  byKind: Map<string, KindCounts>
}

export interface RunReport {
  sessionId?: string
  model?: string
  cwd?: string
  apiKeySource?: string
  result?: ResultInfo
  finalMessage: string
  segments: number
  events: number
  /**
   * A bounded list of call records in stream order: every call still running, the failed and
   * rejected ones (up to REPORT_LIMITS.problemCalls) and the last REPORT_LIMITS.recentCalls. Each keeps its
   * `index`; totals are in `counts`, never `tools.length`.
   */
  tools: ToolCallRecord[]
  counts: CallCounts
  filesRead: string[]
  filesChanged: ChangedFile[]
  /** MCP calls per server (core/stream/mcp.ts). */
  mcp: McpUse
  diagnostics: Diagnostics
  /**
   * The agent's plan (plan mode: `createPlanRequestQuery` or a `createPlan` tool call), the last
   * one that arrived; it is the run's answer (`finalMessage`, and the result's text unless that
   * holds it already or is an error). Absent when no plan arrived.
   */
  plan?: string
  /** The questions the agent asked (none answered: the run is headless); absent when none. */
  questions?: { asked: number; items: QuestionRecord[] }
  /** Reconnections and retries of the CLI's connection; absent when there were none. */
  connection?: ConnectionCounts
}

/** What a single event changed, for the live log. */
export type StreamChange =
  | { kind: 'init' }
  | { kind: 'tool_started'; call: ToolCallRecord }
  | { kind: 'tool_completed'; call: ToolCallRecord }
  | { kind: 'message'; text: string; final: boolean }
  | { kind: 'result'; result: ResultInfo }
  | { kind: 'query'; queryType: string; detail: string }
  | { kind: 'plan'; text: string }
  | { kind: 'question'; question: QuestionRecord }
  | { kind: 'connection'; what: 'reconnecting' | 'retry' }
  | { kind: 'error_event'; message: string }
  | { kind: 'unknown'; eventType: string }
  | { kind: 'invalid'; line: string }
  | { kind: 'none' }

export interface FoldOptions {
  /** The workspace, used to make paths relative until `system/init` names its cwd. */
  root?: string
  /** Wall-clock source for durations the stream does not report; undefined when replaying. */
  now?: () => number | undefined
  /** Redacts every field as it is read from the stream (see parseLine). */
  redact?: Redactor
}

/** A report of nothing: the fold's starting point, and what is published when no run happened. */
export function emptyReport(): RunReport {
  return {
    finalMessage: '',
    segments: 0,
    events: 0,
    tools: [],
    counts: { calls: 0, running: 0, failed: 0, rejected: 0, orphans: 0, byKind: new Map() },
    filesRead: [],
    filesChanged: [],
    mcp: emptyMcpUse(),
    diagnostics: {
      invalidLines: 0,
      invalidSamples: [],
      oversizeLines: 0,
      unknownTypes: new Map(),
      eventsAfterResult: 0,
      resultEvents: 0,
      interactionQueries: 0,
      querySamples: [],
      errorEvents: [],
      thinkingDeltas: 0,
      duplicateCompletions: 0,
      droppedOutputTails: 0,
      droppedCalls: 0
    }
  }
}

/** Most lines change nothing the watchers see (thinking and assistant deltas): one value for all. */
export const NONE: StreamChange = Object.freeze({ kind: 'none' })
