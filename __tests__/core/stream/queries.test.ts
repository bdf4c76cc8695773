/**
 * readQuery (src/core/stream/queries.ts): what an interaction_query line says, read field by
 * field from untrusted JSON: an approval's detail, the agent's plan, its question, a response.
 */
import { describe, expect, it } from '@jest/globals'
import { PLAN_QUERY, QUESTION_QUERY, readQuery } from '../../../src/core/stream/queries.js'
import type { JsonObject } from '../../../src/core/stream/json.js'

const request = (queryType: string, args: unknown, id: unknown = 7): JsonObject =>
  ({ query: { id, [queryType]: { args } } }) as JsonObject

describe('readQuery: a request', () => {
  it('takes the command, the URL or the query asked for, and the id', () => {
    expect(
      readQuery(request('shellQuery', { command: 'rm -rf x' }), 'shellQuery', 'request')
    ).toEqual({
      detail: 'rm -rf x',
      id: 7
    })
    expect(
      readQuery(request('fetchQuery', { url: 'https://x' }, '8'), 'fetchQuery', '').detail
    ).toBe('https://x')
  })

  it('reads the plan of a plan query, and no blank plan', () => {
    expect(readQuery(request(PLAN_QUERY, { plan: '1. fix' }), PLAN_QUERY, '').plan).toBe('1. fix')
    expect(readQuery(request(PLAN_QUERY, { plan: '  ' }), PLAN_QUERY, '').plan).toBeUndefined()
  })

  it('reads a question: its title and its non-blank prompts, at most twenty', () => {
    const questions = [{ prompt: 'Which?' }, { prompt: ' ' }, 'junk', { prompt: 3 }]
    expect(
      readQuery(request(QUESTION_QUERY, { title: 'T', questions }), QUESTION_QUERY, '').question
    ).toEqual({ title: 'T', prompts: ['Which?'] })
    const many = Array.from({ length: 30 }, (_, i) => ({ prompt: `q${i}` }))
    const q = readQuery(request(QUESTION_QUERY, { questions: many }), QUESTION_QUERY, '').question
    expect(q?.prompts).toHaveLength(20)
    expect(q?.title).toBe('')
  })

  it('answers an empty detail when the shape is not what it expects', () => {
    expect(readQuery({ query: 'x' } as JsonObject, 'shellQuery', '')).toEqual({ detail: '' })
    expect(readQuery(request('shellQuery', ['a']), 'shellQuery', '')).toEqual({ detail: '', id: 7 })
  })
})

describe('readQuery: a response', () => {
  it('reads a rejection under result, with its reason', () => {
    const v = {
      response: {
        id: 7,
        askQuestionInteractionResponse: { result: { rejected: { reason: 'headless' } } }
      }
    }
    expect(readQuery(v as JsonObject, QUESTION_QUERY, 'response')).toEqual({
      detail: '',
      id: 7,
      rejected: 'headless'
    })
  })

  it('reads a rejection directly in the body or beside the response, reason or not', () => {
    expect(
      readQuery({ response: { rejected: {} } } as JsonObject, 'shellQuery', 'response').rejected
    ).toBe('')
    expect(
      readQuery({ result: { rejected: 'no' } } as JsonObject, 'shellQuery', 'response').rejected
    ).toBe('no')
  })

  it('has no rejection when the response approved', () => {
    const v = { response: { id: 2, shellResponse: { result: { approved: {} } } } }
    expect(readQuery(v as JsonObject, 'shellQuery', 'response')).toEqual({ detail: '', id: 2 })
  })
})
