/**
 * The run's one way to say things (src/runner/say.ts): each of the four kinds, and the
 * notebook's warnings that go through it, redacted at the sink, whatever the caller handed in.
 */
import { describe, expect, it } from '@jest/globals'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { code, said } from '../../src/core/said.js'
import { Voice } from '../../src/runner/say.js'
import { FakePort } from '../support/runner-port.js'

const SECRET = 'key_say_0123456789abcdefABCDEF'

/** A voice on a FakePort, its live log a plain list (which redacts nothing of its own). */
function voice() {
  const port = new FakePort()
  const logged: string[] = []
  const say = new Voice(port, makeRedactor([SECRET]), { write: (line) => logged.push(line) })
  return { port, logged, say }
}

describe('say', () => {
  it('redacts a secret said through each of its four kinds', () => {
    const { port, logged, say } = voice()
    say.line(`line ${SECRET}`)
    say.warning(`warning ${SECRET}`)
    say.warning(said`a sentence naming ${code(SECRET)}`)
    say.debug(`debug ${SECRET}`)
    say.notice(`notice ${SECRET}`)
    const out = [...logged, ...port.calls.map((c) => String(c.args[0]))]
    expect(out).toHaveLength(5)
    for (const text of out) {
      expect(text).not.toContain(SECRET)
      expect(text).toContain('***')
    }
    expect(port.calls.map((c) => c.method)).toEqual(['warning', 'warning', 'debug', 'notice'])
  })

  it("says the notebook's warnings through the same sink, and keeps them for the summary", () => {
    const { port, say } = voice()
    say.book.warning(`the book ${SECRET}`)
    expect(port.warnings()).toEqual(['the book ***'])
    // The summary and the comment render the notebook's sentences, redacting them there.
    expect(say.book.warnings).toEqual([`the book ${SECRET}`])
  })
})
