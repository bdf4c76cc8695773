/**
 * What an `interaction_query` says (docs/stream.md §2.7): an approval the CLI asks for, the
 * agent's plan (`createPlanRequestQuery`), a question the agent asks (`askQuestionInteractionQuery`),
 * or the CLI's own answer to one of them (`subtype: response`). Builds from 2026.10 on answer every
 * request themselves in print mode, so a request is never something the run waited on. Pure:
 * every field is checked before use; the strings were redacted at parse.
 */
import { isObject, num, str, type JsonObject } from './json.js'

/** The query that carries the agent's plan in plan mode. */
export const PLAN_QUERY = 'createPlanRequestQuery'
/** The query that carries a question the agent asks the user. */
export const QUESTION_QUERY = 'askQuestionInteractionQuery'

/** A question the agent asked: its title and the prompt of each of its questions. */
export interface AskedQuestion {
  title: string
  prompts: string[]
}

/** What an `interaction_query` line holds, beyond its type. */
export interface QueryFacts {
  /** What the CLI asked approval for: a command, a URL or a query, when one is there. */
  detail: string
  /** The query's own id (`query.id`, `response.id`), which pairs a response with its request. */
  id?: number
  /** `createPlanRequestQuery`: the plan (`args.plan`). */
  plan?: string
  /** `askQuestionInteractionQuery`: what the agent asked. */
  question?: AskedQuestion
  /** A response that rejected the request: the CLI's reason ('' when it gave none). */
  rejected?: string
}

/** Questions read of one query, and characters of each prompt (the report caps them again). */
const MAX_PROMPTS = 20

/** The facts of one `interaction_query` value (`v`), its `query_type` and `subtype` read. */
export function readQuery(v: JsonObject, queryType: string, subtype: string): QueryFacts {
  if (subtype === 'response') return responseFacts(v, queryType)
  const query = isObject(v.query) ? v.query : undefined
  const body = query !== undefined && isObject(query[queryType]) ? query[queryType] : undefined
  const args = body !== undefined && isObject(body.args) ? body.args : undefined
  const out: QueryFacts = {
    detail: args === undefined ? '' : (str(args.command) ?? str(args.url) ?? str(args.query) ?? '')
  }
  const id = num(query?.id)
  if (id !== undefined) out.id = id
  if (args === undefined) return out
  if (queryType === PLAN_QUERY) {
    const plan = str(args.plan)
    if (plan !== undefined && plan.trim() !== '') out.plan = plan
  } else if (queryType === QUESTION_QUERY) out.question = questionOf(args)
  return out
}

/** The title and prompts of an ask-question's `args` (`{title, questions: [{prompt, options}]}`). */
function questionOf(args: JsonObject): AskedQuestion {
  const prompts: string[] = []
  const questions = Array.isArray(args.questions) ? args.questions : []
  for (const q of questions) {
    if (prompts.length >= MAX_PROMPTS) break
    const prompt = isObject(q) ? str(q.prompt) : undefined
    if (prompt !== undefined && prompt.trim() !== '') prompts.push(prompt)
  }
  return { title: str(args.title) ?? '', prompts }
}

/**
 * A response: `response: {id, <query>Response: {result: {rejected: {reason}}}}` (the shape seen
 * for questions), also with `rejected` directly under the response body or as `result` beside it.
 */
function responseFacts(v: JsonObject, queryType: string): QueryFacts {
  const out: QueryFacts = { detail: '' }
  const response = isObject(v.response) ? v.response : undefined
  const id = num(response?.id)
  if (id !== undefined) out.id = id
  const named = queryType.endsWith('Query') ? `${queryType.slice(0, -'Query'.length)}Response` : ''
  const body = response !== undefined && isObject(response[named]) ? response[named] : response
  for (const holder of [body?.result, body, v.result]) {
    if (!isObject(holder) || !('rejected' in holder)) continue
    const rejected = holder.rejected
    out.rejected = isObject(rejected) ? (str(rejected.reason) ?? '') : (str(rejected) ?? '')
    break
  }
  return out
}
