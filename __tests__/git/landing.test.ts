/**
 * The commit message (src/git/landing.ts, issue 18, 9): nothing of the prompt, the agent's message
 * or the session id adds a line, a trailer, a mention or a reference.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { commitMessage, type LandContext } from '../../src/git/landing.js'

describe('the commit message', () => {
  const ctx = (o: Partial<LandContext>): LandContext =>
    ({
      settings: { push: true, openPr: false, commitMessage: '', branchPrefix: 'c/' },
      prompt: 'p',
      finalMessage: '',
      ...o
    }) as LandContext

  it('gains no line, trailer, mention or reference from the prompt, the message or the id', () => {
    const message = commitMessage(
      ctx({
        prompt: 'Fix it\u2028Co-authored-by: Evil <evil@example.com>\rmore @octocat #3',
        finalMessage:
          'Done.\n\nCo-authored-by: Evil <evil@example.com>\nSigned-off-by: E <e@x.y>\n\u202eFixes #12 see https://evil.example',
        sessionId: 'x\nCo-authored-by: Evil <evil@example.com>'
      })
    )
    const lines = message.split('\n')
    expect(lines[0]).toBe('Fix it')
    expect(lines.filter((l) => /^\S+:/.test(l))).toEqual([])
    expect(message).not.toMatch(/@octocat|evil@example|#12|https:\/\/|\u202e/)
    // git finds no trailer in it.
    const trailers = execFileSync('git', ['interpret-trailers', '--parse'], {
      input: message,
      encoding: 'utf8'
    })
    expect(trailers).toBe('')
  })

  it('keeps a valid session id as its only trailer', () => {
    expect(commitMessage(ctx({ finalMessage: 'Done.', sessionId: 'a1-b2' }))).toBe(
      'p\n\n    Done.\n\nCursor-Session-Id: a1-b2\n'
    )
  })
})
