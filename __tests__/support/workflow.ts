/**
 * A workflow file as the runner reads it, for the tests that run an example as written: the
 * job's `if:` evaluated for an event, and the inputs our action's step gets (its `with:` and
 * action.yml's defaults, each `${{ … }}` evaluated) with GitHub's own expression evaluator
 * (@actions/expressions), so `contains(…)`, `||` on objects and `toJSON(matrix)` mean what they
 * mean on a runner.
 */
import { data, Evaluator, Lexer, Parser } from '@actions/expressions'
import type { FunctionDefinition } from '@actions/expressions/funcs/info'
import { truthy } from '@actions/expressions/result'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT } from './helpers.js'

export const ACTION = 'cursor-agent-action/cursor-agent-action@v1'
/** The publish action's `uses:` in the examples (publish/action.yml). */
export const PUBLISH_ACTION = 'cursor-agent-action/cursor-agent-action/publish@v1'

interface Step {
  uses?: string
  with?: Record<string, unknown>
}
interface Job {
  if?: string
  steps: Step[]
}
export interface Workflow {
  name?: string
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

/** What the runner knows when it evaluates a job's expressions. */
export interface RunnerContext {
  eventName: string
  payload: object
  repository: string
  workflow: string
  job: string
  token: string
  secrets: Record<string, string>
  /** The leg's matrix values, for a job with `strategy.matrix`. */
  matrix?: Record<string, unknown>
  /** The jobs this one `needs:`, with how each ended (`success`, `failure`, `skipped`…). */
  needs?: Record<string, { result: string }>
}

export function readWorkflow(file: string): Workflow {
  return parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Workflow
}

function contexts(c: RunnerContext): data.Dictionary {
  const json = JSON.stringify({
    github: {
      event_name: c.eventName,
      event: c.payload,
      repository: c.repository,
      workflow: c.workflow,
      job: c.job,
      token: c.token
    },
    secrets: c.secrets,
    matrix: c.matrix ?? null,
    needs: c.needs ?? {},
    env: {},
    vars: {}
  })
  return JSON.parse(json, data.reviver) as data.Dictionary
}

/** The status functions of a job's `if:`, from how the jobs it needs ended. */
function statusFunctions(c: RunnerContext): FunctionDefinition[] {
  const results = Object.values(c.needs ?? {}).map((n) => n.result)
  const fn = (name: string, value: boolean): FunctionDefinition => ({
    name,
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value)
  })
  return [
    fn('always', true),
    fn(
      'success',
      results.every((r) => r === 'success')
    ),
    fn(
      'failure',
      results.some((r) => r === 'failure')
    ),
    fn(
      'cancelled',
      results.some((r) => r === 'cancelled')
    )
  ]
}

function evaluate(expression: string, c: RunnerContext): data.ExpressionData {
  const lexed = new Lexer(expression).lex()
  const functions = statusFunctions(c)
  const names = ['github', 'secrets', 'matrix', 'env', 'vars', 'needs']
  const expr = new Parser(lexed.tokens, names, functions).parse()
  return new Evaluator(expr, contexts(c), new Map(functions.map((f) => [f.name, f]))).evaluate()
}

/** A value with `${{ … }}` in it, as the runner makes it: each expression as its string. */
function interpolate(text: string, c: RunnerContext): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_m, e: string) =>
    evaluate(e.trim(), c).coerceString()
  )
}

/** Whether the runner starts the job for this event (an `if:` without `${{ }}` is one). */
export function jobRuns(wf: Workflow, jobId: string, c: RunnerContext): boolean {
  const job = wf.jobs[jobId]
  if (job === undefined) throw new Error(`no job ${jobId}`)
  if (!Object.keys(wf.on).includes(c.eventName)) return false
  const cond = job.if
  if (cond === undefined) return true
  const bare = cond.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
  return truthy(evaluate(bare, c))
}

interface ActionFile {
  inputs: Record<string, { default?: string }>
}
const actions: Record<string, ActionFile> = {
  [ACTION]: parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionFile,
  [PUBLISH_ACTION]: parse(
    fs.readFileSync(path.join(ROOT, 'publish', 'action.yml'), 'utf8')
  ) as ActionFile
}

/**
 * The inputs our action's step gets, by name: every input of its action.yml with its default,
 * then the step's `with:`, each evaluated for this run. `uses` picks the step: the main action's
 * (default) or the publish action's.
 */
export function stepInputs(
  wf: Workflow,
  jobId: string,
  c: RunnerContext,
  uses: typeof ACTION | typeof PUBLISH_ACTION = ACTION
): Record<string, string> {
  const step = wf.jobs[jobId]?.steps.find((s) => s.uses === uses)
  if (step === undefined) throw new Error(`job ${jobId} has no step that uses ${uses}`)
  const inputs: Record<string, string> = {}
  for (const [name, spec] of Object.entries(actions[uses]?.inputs ?? {}))
    if (spec.default !== undefined) inputs[name] = interpolate(spec.default, c)
  for (const [name, value] of Object.entries(step.with ?? {}))
    inputs[name] = interpolate(typeof value === 'string' ? value : String(value), c)
  return inputs
}
