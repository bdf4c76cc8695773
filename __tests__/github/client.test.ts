/**
 * What an error of the GitHub client says (src/github/client.ts): its status only when GitHub
 * answered, a short description without the token, and the option that keeps a create from
 * being retried.
 */
import { describe, expect, it } from '@jest/globals'
import { describeError, NO_RETRY, statusOf } from '../../src/github/client.js'

/** An error as Octokit's request library throws it. */
function requestError(status: number, message: string): Error {
  return Object.assign(new Error(message), { status, response: { status } })
}

describe('statusOf', () => {
  it('is the status GitHub answered with', () => {
    expect(statusOf(requestError(404, 'Not Found'))).toBe(404)
    expect(statusOf(requestError(422, 'Validation Failed'))).toBe(422)
  })

  it('is undefined when GitHub never answered, or for an error that is not a request', () => {
    // A refused connection: status 500 and no response.
    const refused = Object.assign(new Error('connect ECONNREFUSED'), {
      status: 500,
      response: undefined
    })
    expect(statusOf(refused)).toBeUndefined()
    expect(statusOf(new Error('a bug of ours'))).toBeUndefined()
    expect(statusOf(Object.assign(new Error('x'), { status: 0, response: {} }))).toBeUndefined()
    expect(statusOf('text')).toBeUndefined()
  })
})

describe('describeError', () => {
  it('names the status and the message, or the message and its cause', () => {
    expect(describeError(requestError(403, 'Resource not accessible'))).toBe(
      'HTTP 403: Resource not accessible'
    )
    const dead = Object.assign(new Error('fetch failed', { cause: new Error('ECONNRESET') }), {
      status: 500,
      response: undefined
    })
    expect(describeError(dead)).toBe('fetch failed: ECONNRESET')
  })
})

describe('NO_RETRY', () => {
  it('asks for no retry of the one request it is given to', () => {
    expect(NO_RETRY).toEqual({ request: { retries: 0 } })
  })
})
