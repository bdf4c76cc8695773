/**
 * The fold's part for what the agent and the CLI say besides messages and tool calls
 * (docs/stream.md §2.7, §2.9): the plan (plan mode's answer), the questions a headless run
 * cannot answer, the approvals the CLI was asked for, and the CLI's reconnections. Pure; the
 * report builder (report.ts) calls these with its report.
 */
import type { AgentEvent } from './agent-events.js'
import { PLAN_QUERY, QUESTION_QUERY, type AskedQuestion } from './queries.js'
import {
  REPORT_LIMITS,
  type QuestionRecord,
  type ResultInfo,
  type RunReport,
  type StreamChange
} from './report-model.js'
import { truncate } from '../text.js'

type Query = Extract<AgentEvent, { type: 'interaction_query' }>

const NONE: StreamChange = Object.freeze({ kind: 'none' })
const NO_MARK = { mark: '' } as const

/**
 * The result's text once a plan arrived: the plan, unless the result's own text holds it already
 * (then the CLI's text, which says more) or is an error's (the error's words stay).
 */
export function resultWithPlan(result: ResultInfo, plan: string | undefined): ResultInfo {
  if (plan === undefined || result.isError || result.text.includes(plan.trim())) return result
  return { ...result, text: plan }
}

/**
 * An `interaction_query`: a plan (the run's answer: `onPlan`), a question (noted, never an
 * approval), the CLI's answer to one, or an approval request (counted and sampled). Responses
 * are the CLI's own answers: never counted as requests.
 */
export function foldQuery(r: RunReport, q: Query, onPlan: (plan: string) => void): StreamChange {
  const response = q.subtype === 'response'
  if (q.queryType === PLAN_QUERY) {
    if (!response && q.plan !== undefined) {
      onPlan(q.plan)
      return { kind: 'plan', text: r.plan ?? '' }
    }
    return NONE
  }
  if (q.queryType === QUESTION_QUERY) {
    if (response) {
      skipped(r, q.id, q.rejected ?? '')
      return NONE
    }
    const question = noteQuestion(r, q.question ?? { title: '', prompts: [] }, q.id)
    return question === undefined ? NONE : { kind: 'question', question }
  }
  if (response) return NONE
  const d = r.diagnostics
  d.interactionQueries++
  if (d.querySamples.length < REPORT_LIMITS.samples)
    d.querySamples.push(truncate(`${q.queryType} ${q.detail}`.trim(), REPORT_LIMITS.sampleChars))
  return { kind: 'query', queryType: q.queryType, detail: q.detail }
}

/** A question asked: kept (up to the limit) with its title and prompts cut; always counted. */
function noteQuestion(
  r: RunReport,
  q: AskedQuestion,
  id: number | undefined
): QuestionRecord | undefined {
  const questions = (r.questions ??= { asked: 0, items: [] })
  questions.asked++
  if (questions.items.length >= REPORT_LIMITS.questions) return undefined
  const max = REPORT_LIMITS.questionChars
  const record: QuestionRecord = {
    title: truncate(q.title, max),
    prompts: q.prompts.slice(0, REPORT_LIMITS.questionPrompts).map((p) => truncate(p, max))
  }
  if (id !== undefined) record.id = id
  questions.items.push(record)
  return record
}

/** The CLI's answer to a question: the question with that id, else the oldest not answered. */
function skipped(r: RunReport, id: number | undefined, reason: string): void {
  const items = r.questions?.items ?? []
  const open = items.filter((q) => q.skipped === undefined)
  const question = open.find((q) => id !== undefined && q.id === id) ?? open.at(0)
  if (question !== undefined)
    question.skipped = truncate(reason, REPORT_LIMITS.sampleChars, NO_MARK)
}

/**
 * A `retry` or `connection` record: a reconnection counted, a retry counted once per `attempt`
 * (`lastAttempt`: the last number seen). A record without a number is one retry, unless a
 * numbered one came before it: then it is part of that attempt (builds write `starting`, the
 * text so far and `resuming` for one retry). Returns what the live log says, if anything.
 */
export function foldConnection(
  r: RunReport,
  e: Extract<AgentEvent, { type: 'retry' | 'connection' }>,
  lastAttempt: number | undefined
): StreamChange {
  if (e.type === 'connection') {
    if (e.subtype !== 'reconnecting') return NONE
    ;(r.connection ??= { reconnections: 0, retries: 0 }).reconnections++
    return { kind: 'connection', what: 'reconnecting' }
  }
  if (e.attempt !== undefined ? e.attempt === lastAttempt : lastAttempt !== undefined) return NONE
  ;(r.connection ??= { reconnections: 0, retries: 0 }).retries++
  return { kind: 'connection', what: 'retry' }
}
