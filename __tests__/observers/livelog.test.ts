/**
 * The live log (src/observers/livelog.ts) as an observer: stream lines batched into one write,
 * flushed by the timer, in order, and no timer left after end().
 */
import { describe, expect, it } from '@jest/globals'
import { CONTINUATION } from '../../src/render/logsafe.js'
import { LiveLog, LOG_FLUSH_MS, type LogSink } from '../../src/observers/livelog.js'
import { makeRedactor } from '../../src/core/redact/redact.js'
import { runnerCommands } from '../support/runner-commands.js'

function sink(): { sink: LogSink; out: string[] } {
  const out: string[] = []
  return {
    out,
    sink: {
      info: (l) => out.push(l),
      debug: (l) => out.push(`::debug::${l}`),
      isDebug: () => false,
      startGroup: (t) => out.push(`::group::${t}`),
      endGroup: () => out.push('::endgroup::')
    }
  }
}

describe('the live log as an observer', () => {
  it('batches stream lines into one write, flushed by the timer, in order', async () => {
    const { sink: s, out } = sink()
    const log = new LiveLog(s, makeRedactor([]))
    log.note('one')
    log.note('two\nthree')
    expect(out).toEqual([])
    await new Promise((r) => setTimeout(r, LOG_FLUSH_MS * 3))
    expect(out).toEqual([`one\ntwo\n${CONTINUATION}three`])
  })

  it('flushes what waits before writing its own lines, so order is kept', () => {
    const { sink: s, out } = sink()
    const log = new LiveLog(s, makeRedactor(['secret-value-123']))
    log.note('stream line')
    log.write('Running x with secret-value-123')
    log.finalMessage('done\n::error::x')
    expect(out).toEqual([
      'stream line',
      'Running x with ***',
      '::group::Final message',
      `${CONTINUATION}done`,
      `${CONTINUATION}::error::x`,
      '::endgroup::'
    ])
  })

  it('ends with no timer pending after end()', () => {
    const { sink: s, out } = sink()
    const log = new LiveLog(s, makeRedactor([]))
    log.change({ kind: 'error_event', message: '\u0085::error::x' })
    log.end()
    expect(out).toEqual(['⚠ The CLI reported an error event: \u0085::error::x'])
    expect(runnerCommands(out.join('\n'))).toEqual([])
    // A pending timer would keep this test's process alive; jest's --detectOpenHandles shows it.
    expect((log as unknown as { timer?: unknown }).timer).toBeUndefined()
  })
})
