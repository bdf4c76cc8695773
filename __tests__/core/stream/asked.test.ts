/**
 * The fold's part for plans, questions, approvals and reconnections (src/core/stream/asked.ts):
 * what each adds to the report and what the live log is told.
 */
import { describe, expect, it } from '@jest/globals'
import { foldConnection, foldQuery, resultWithPlan } from '../../../src/core/stream/asked.js'
import { PLAN_QUERY, QUESTION_QUERY } from '../../../src/core/stream/queries.js'
import { emptyReport, type ResultInfo } from '../../../src/core/stream/report-model.js'
import type { AgentEvent } from '../../../src/core/stream/agent-events.js'

type Query = Extract<AgentEvent, { type: 'interaction_query' }>
const query = (o: Partial<Query>): Query => ({
  type: 'interaction_query',
  subtype: 'request',
  queryType: 'shellQuery',
  detail: '',
  ...o
})

describe('resultWithPlan', () => {
  const result: ResultInfo = { subtype: 'success', isError: false, text: 'Done.' }
  it("answers the plan, unless the result holds it already or is an error's", () => {
    expect(resultWithPlan(result, '1. fix').text).toBe('1. fix')
    expect(resultWithPlan({ ...result, text: 'Plan: 1. fix, then test' }, ' 1. fix ').text).toBe(
      'Plan: 1. fix, then test'
    )
    expect(resultWithPlan({ ...result, isError: true }, '1. fix').text).toBe('Done.')
    expect(resultWithPlan(result, undefined)).toBe(result)
  })
})

describe('foldQuery', () => {
  it('hands a plan on and ignores the response to it', () => {
    const r = emptyReport()
    const plans: string[] = []
    const onPlan = (p: string): void => {
      plans.push(p)
      r.plan = p
    }
    expect(foldQuery(r, query({ queryType: PLAN_QUERY, plan: 'P' }), onPlan)).toEqual({
      kind: 'plan',
      text: 'P'
    })
    expect(foldQuery(r, query({ queryType: PLAN_QUERY, subtype: 'response' }), onPlan)).toEqual({
      kind: 'none'
    })
    expect(plans).toEqual(['P'])
    expect(r.diagnostics.interactionQueries).toBe(0)
  })

  it('counts and samples approval requests, never the responses', () => {
    const r = emptyReport()
    const change = foldQuery(r, query({ detail: 'rm -rf /' }), () => undefined)
    expect(change).toEqual({ kind: 'query', queryType: 'shellQuery', detail: 'rm -rf /' })
    foldQuery(r, query({ subtype: 'response' }), () => undefined)
    for (let i = 0; i < 10; i++) foldQuery(r, query({ detail: `c${i}` }), () => undefined)
    expect(r.diagnostics.interactionQueries).toBe(11)
    expect(r.diagnostics.querySamples).toHaveLength(5)
    expect(r.diagnostics.querySamples[0]).toBe('shellQuery rm -rf /')
  })

  it('keeps questions up to the limit, always counted, and pairs the skip by id', () => {
    const r = emptyReport()
    const ask = (id: number): Query =>
      query({ queryType: QUESTION_QUERY, id, question: { title: `t${id}`, prompts: ['p'] } })
    expect(foldQuery(r, ask(1), () => undefined)).toEqual({
      kind: 'question',
      question: { title: 't1', prompts: ['p'], id: 1 }
    })
    foldQuery(r, ask(2), () => undefined)
    foldQuery(
      r,
      query({ queryType: QUESTION_QUERY, subtype: 'response', id: 2, rejected: 'headless' }),
      () => undefined
    )
    // A response without an id answers the oldest question still open.
    foldQuery(
      r,
      query({ queryType: QUESTION_QUERY, subtype: 'response', rejected: '' }),
      () => undefined
    )
    expect(r.questions?.items.map((q) => [q.id, q.skipped])).toEqual([
      [1, ''],
      [2, 'headless']
    ])
    for (let i = 3; i <= 30; i++) foldQuery(r, ask(i), () => undefined)
    expect(r.questions?.asked).toBe(30)
    expect(r.questions?.items).toHaveLength(20)
    expect(foldQuery(r, ask(31), () => undefined)).toEqual({ kind: 'none' })
  })
})

describe('foldConnection', () => {
  it('counts reconnections, and each numbered retry attempt once', () => {
    const r = emptyReport()
    expect(foldConnection(r, { type: 'connection', subtype: 'reconnecting' }, undefined)).toEqual({
      kind: 'connection',
      what: 'reconnecting'
    })
    expect(foldConnection(r, { type: 'connection', subtype: 'connected' }, undefined)).toEqual({
      kind: 'none'
    })
    const retry = (attempt?: number): AgentEvent & { type: 'retry' } => ({
      type: 'retry',
      subtype: 'starting',
      text: '',
      attempt
    })
    expect(foldConnection(r, retry(1), undefined).kind).toBe('connection')
    expect(foldConnection(r, retry(1), 1).kind).toBe('none')
    expect(foldConnection(r, retry(2), 1).kind).toBe('connection')
    expect(r.connection).toEqual({ reconnections: 1, retries: 2 })
  })

  it('counts an unnumbered retry once, unless a numbered one came before it', () => {
    const r = emptyReport()
    foldConnection(r, { type: 'retry', subtype: 'starting', text: '' }, undefined)
    foldConnection(r, { type: 'retry', subtype: 'resuming', text: '' }, 3)
    expect(r.connection).toEqual({ reconnections: 0, retries: 1 })
  })
})
