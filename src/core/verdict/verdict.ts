/**
 * The verdict, decided here and nowhere else: green only when the CLI exited 0, a `result` event
 * arrived, and it did not say `is_error`. Everything else is a failure whose reason says which of
 * those went wrong. How the run ended (our own clocks, cancellation) outranks what the stream
 * says. The steps around the run hand in what they found as facts (the review's outcome, what
 * was to be delivered and is missing, the runner's files that could not be put back, an error a
 * stage threw) and `verdictOf` weighs them. The review's part is review-verdict.ts, the
 * deliverable's delivery.ts.
 */
import { INPUTS, type FailureReason, type SkipReason } from '../../names.js'
import type { ReviewOutcome } from '../review/findings.js'
import type { ResultInfo, RunReport } from '../stream/report.js'
import {
  checkStructuredOutput,
  type CompileSchema,
  type JsonSchema,
  type SchemaCheck
} from '../schema/schema.js'
import { CAUSE_REASONS, causeOf, isPlanModelRefusal, type Cause } from '../stream/causes.js'
import { messageOf, ReasonedError } from '../errors.js'
import { input, plainText, said, type Said } from '../said.js'
import { missingSentence, missingServers, type McpFacts, type McpMissing } from '../stream/mcp.js'
import { truncate } from '../text.js'
import { withDeliverable } from './delivery.js'
import type { Ending, Verdict } from './kinds.js'
import { reviewVerdict } from './review-verdict.js'

export type { Ending, Verdict } from './kinds.js'
export { capped, gateHold, gateVerdict, reviewVerdict } from './review-verdict.js'

export function decide(ending: Ending, result: ResultInfo | undefined): Verdict {
  switch (ending.kind) {
    case 'cancelled':
      return {
        conclusion: 'cancelled',
        reason: 'cancelled',
        message: `The run was cancelled (${ending.signal}) before the agent finished.`
      }
    case 'timeout':
      return {
        conclusion: 'failure',
        reason: 'timeout',
        message: `The agent did not finish within timeout-minutes (${ending.minutes}); it was stopped.`
      }
    case 'inactivity':
      return {
        conclusion: 'failure',
        reason: 'inactivity',
        message: `The agent sent no event for ${ending.minutes} minutes with no tool call running (inactivity-timeout-minutes); it was stopped.`
      }
    case 'budget':
      return {
        conclusion: 'failure',
        reason: 'budget',
        message:
          ending.budget === 'max-tool-calls'
            ? `The agent started more tool calls than max-tool-calls allows (${ending.limit}); it was stopped.`
            : `${ending.limit} tool calls failed or were rejected, the limit max-failed-tool-calls allows; the agent was stopped.`
      }
    case 'spawn_error':
      return {
        conclusion: 'failure',
        reason: 'spawn_error',
        message: `The CLI could not be started: ${ending.message}`
      }
    case 'grace':
    case 'exited':
      break
  }
  // Stopped by us after the grace period: the CLI had already reported, so its result decides.
  const exitCode = ending.kind === 'exited' ? ending.exitCode : 0
  const problems: string[] = []
  let reason: FailureReason | undefined
  if (ending.kind === 'exited' && exitCode !== 0) {
    problems.push(
      exitCode === null
        ? `the CLI was killed by ${ending.signal ?? 'a signal'}`
        : `the CLI exited with code ${exitCode}`
    )
    reason = 'exit_code'
  }
  if (result === undefined) {
    problems.push('no result event arrived')
    reason ??= 'no_result'
  } else if (result.isError) {
    problems.push(
      result.text !== ''
        ? `the agent reported an error: ${firstLine(result.text)}`
        : 'the agent reported an error (is_error: true)'
    )
    reason = 'agent_error'
  }
  if (reason === undefined) return { conclusion: 'success', message: '' }
  const sentence = problems.join('; ')
  return {
    conclusion: 'failure',
    reason,
    message:
      sentence.charAt(0).toUpperCase() + sentence.slice(1) + (/[.!?]$/.test(sentence) ? '' : '.')
  }
}

/** What each cause adds in front of the verdict's sentence; the fix is the hint's (hints.ts). */
const CAUSES: Record<Exclude<Cause, 'model_unavailable'>, Said> = {
  network: said`The CLI could not reach Cursor's servers from the runner (a network error naming a Cursor host); what it said of the API key follows from that.`,
  auth: said`The CLI did not accept its authentication.`,
  untrusted: said`The CLI stopped at its workspace-trust check ("Workspace Trust Required"), which input ${input(INPUTS.trust)} answers.`,
  no_chat: said`The CLI had no chat to continue for input ${input(INPUTS.resume)} ("No previous chats found.").`,
  usage_limit: said`The Cursor account has hit its usage limit.`,
  workspace_missing: said`The directory the agent was to run in is missing.`
}

/** The cause's sentence: a free plan's refusal says which model that plan allows. */
function causeSentence(cause: Cause, words: string): Said {
  if (cause !== 'model_unavailable') return CAUSES[cause]
  return isPlanModelRefusal(words)
    ? said`The account's plan can use only the Auto model ("Named models unavailable"), and the run asked for another.`
    : said`The model asked for cannot be used by this account.`
}

/** The failures whose reason only says how the CLI ended, which its words can make precise. */
const REFINABLE: readonly (FailureReason | undefined)[] = [
  'exit_code',
  'agent_error',
  'no_result',
  'spawn_error'
]

/**
 * A failure the CLI explained (causes.ts): `network`, `auth`, `invalid_input` (the `trust` or
 * `resume` input), `usage_limit`, `model_unavailable` or `workspace_missing` in place of
 * `exit_code`, `agent_error` or `no_result` when its stderr (or an error result's text) says so,
 * and `workspace_missing` when the working directory is gone (a spawn in a missing directory
 * fails as ENOENT, as if the CLI were missing). How the run ended outranks this (cancelled,
 * timeout, …), and a valid result followed by a non-zero exit stays `exit_code` (the known CLI
 * quirk: the work was done). Anything else stays as it was.
 */
export function refine(
  v: Verdict,
  o: { stderr?: string; result?: ResultInfo; workspaceMissing?: boolean }
): Verdict {
  if (v.conclusion !== 'failure' || !REFINABLE.includes(v.reason)) return v
  if (v.reason === 'exit_code' && o.result !== undefined && !o.result.isError) return v
  const stderr = v.reason === 'spawn_error' ? '' : (o.stderr ?? '')
  const errorText = v.reason !== 'spawn_error' && o.result?.isError === true ? o.result.text : ''
  const cause = o.workspaceMissing === true ? 'workspace_missing' : causeOf(stderr, errorText)
  if (cause === undefined) return v
  const sentence = said`${causeSentence(cause, `${stderr}\n${errorText}`)} ${v.said ?? v.message}`
  return {
    conclusion: 'failure',
    reason: CAUSE_REASONS[cause],
    message: plainText(sentence),
    said: sentence
  }
}

function firstLine(text: string): string {
  const line = text.split(/\r?\n/, 1)[0] ?? ''
  return truncate(line, 201)
}

/**
 * A run that succeeded but whose final message did not satisfy `output-schema`: a failure whose
 * message carries the first validator messages (all of them are in the manifest and summary).
 */
function schemaMismatch(errors: readonly string[]): Verdict {
  const shown = errors.slice(0, 3).join('; ')
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : ''
  return {
    conclusion: 'failure',
    reason: 'schema_mismatch',
    message: `The final message does not match output-schema: ${shown}${more}.`
  }
}

/**
 * Required MCP servers (`require-mcp`) with no successful call: a run that succeeded fails with
 * `mcp_unavailable`; one that failed for another reason keeps it and names them too.
 */
function requireMcp(v: Verdict, missing: readonly McpMissing[]): Verdict {
  if (missing.length === 0 || (v.conclusion !== 'success' && v.conclusion !== 'failure')) return v
  const sentence = missingSentence(missing)
  if (v.conclusion === 'success')
    return {
      conclusion: 'failure',
      reason: 'mcp_unavailable',
      message: plainText(sentence),
      said: sentence
    }
  const both = said`${v.said ?? v.message} ${sentence}`
  return { ...v, message: plainText(both), said: both }
}

/**
 * A cancel that came after the CLI ended, while the action compared or landed the work: the rest
 * was cut short to publish what is known before the runner kills the step.
 */
function cancelledLate(signal: string): Verdict {
  return {
    conclusion: 'cancelled',
    reason: 'cancelled',
    message: `The run was cancelled (${signal}) after the agent finished, while the action read what changed; the rest was cut short and nothing was landed.`
  }
}

/**
 * The verdict for an error that ended the pipeline: a ReasonedError's reason and message, else
 * `internal` (a bug of ours). Redacted: the message can quote an input or git's words.
 */
export function failureOf(error: unknown, redact: (text: string) => string): Verdict {
  if (error instanceof ReasonedError) {
    const v: Verdict = {
      conclusion: error.reason === 'cancelled' ? 'cancelled' : 'failure',
      reason: error.reason,
      message: redact(error.message)
    }
    // Its values are redacted where they are rendered (render/markdown.ts markup).
    if (error.said !== undefined) v.said = error.said
    return v
  }
  return {
    conclusion: 'failure',
    reason: 'internal',
    message: redact(`Internal error in cursor-agent-action: ${messageOf(error)}`)
  }
}

/**
 * The verdict once the run is over: how it ended and its result (decide), then the final message
 * against output-schema when the run succeeded and a schema was given (`compile` loaded), the
 * MCP servers `require-mcp` names, and a bug of ours while reading the stream, which outranks
 * all but a cancellation.
 */
export function conclude(o: {
  ending: Ending
  report: RunReport
  schema?: JsonSchema
  compile?: CompileSchema
  internalError?: Error
  /** A cancel that came after the CLI ended (the rest is cut short). */
  lateSignal?: string
  /** The CLI's stderr (its last lines), read for the cause of a failure (`refine`). */
  stderr?: string
  /** The working directory was gone when the CLI ended or was to start. */
  workspaceMissing?: boolean
  /** `require-mcp` and what the CLI listed before the run. */
  mcp?: McpFacts
  redact: (text: string) => string
}): { verdict: Verdict; structured?: SchemaCheck } {
  const verdict = refine(decide(o.ending, o.report.result), {
    stderr: o.stderr,
    result: o.report.result,
    workspaceMissing: o.workspaceMissing
  })
  let structured: SchemaCheck | undefined
  let out = verdict
  if (o.schema !== undefined && o.compile !== undefined && verdict.conclusion === 'success') {
    structured = checkStructuredOutput(o.report.finalMessage, o.schema, o.compile)
    if (!structured.ok) out = schemaMismatch(structured.errors)
  }
  out = requireMcp(out, missingServers(o.mcp, o.report.mcp))
  if (o.internalError !== undefined && out.conclusion !== 'cancelled')
    out = failureOf(o.internalError, o.redact)
  if (o.lateSignal !== undefined && out.conclusion !== 'cancelled')
    out = cancelledLate(o.lateSignal)
  return { verdict: out, structured }
}

/**
 * A trigger that was absent or refused (the bot's gate): green, saying why. Without `skip` it is
 * only a stop before the CLI whose verdict verdictOf makes (a runner file not put back).
 */
export function skipped(why: string, skip?: SkipReason): Verdict {
  const v: Verdict = { conclusion: 'skipped', message: `Skipped: ${why}.` }
  if (skip !== undefined) v.skip = skip
  return v
}

/** Whether an error that ended the pipeline is a bug of ours (`internal`), not a known failure. */
export function isInternal(error: unknown): boolean {
  return !(error instanceof ReasonedError)
}

/**
 * Files of the runner the agent changed that could not be put back fail the step (whatever the
 * run's own verdict; a cancellation stays one), so later steps do not run with them.
 */
function integrity(v: Verdict, left: readonly string[]): Verdict {
  if (left.length === 0 || v.conclusion === 'cancelled') return v
  const one = left.length === 1
  return {
    conclusion: 'failure',
    reason: 'integrity',
    message: `The agent changed ${left.join(', ')}, which later steps read, and ${one ? 'it' : 'they'} could not be put back; the step fails so that later steps without \`if: always()\` do not run with ${one ? 'it' : 'them'}.`
  }
}

/** Everything the step's verdict is made of, as facts the stages handed in. */
export interface VerdictFacts {
  /**
   * The run's verdict (`conclude`), or what ended the pipeline early without an error (the
   * gate's skip, a cancel before the spawn); undefined when a stage threw first.
   */
  run?: Verdict
  /** What the review did after a run that succeeded (github/posting.ts), when it ran. */
  review?: ReviewOutcome
  /**
   * An error a stage threw: a ReasonedError (an input, the CLI's install, a push that failed:
   * `push_failed`, …) or a bug of ours. It outranks the run and the review.
   */
  thrown?: unknown
  /**
   * What the run was asked to deliver and is missing, one line each (the review, the answer, a
   * push or pull request read back): `deliverable_missing` after the run's and the review's own
   * failure reasons (core/verdict/delivery.ts).
   */
  missing?: readonly string[]
  /** Files of the runner (runner/command-files.ts) and of the repository the agent changed for good. */
  unrestored: readonly string[]
  redact: (text: string) => string
}

/** The step's verdict: the one place it is decided (main.ts only hands the facts in). */
export function verdictOf(f: VerdictFacts): Verdict {
  const ran =
    f.thrown !== undefined || f.run === undefined
      ? failureOf(f.thrown, f.redact)
      : f.review !== undefined && f.run.conclusion === 'success'
        ? reviewVerdict(f.review)
        : f.run
  return integrity(withDeliverable(ran, f.missing), f.unrestored)
}
