/**
 * The live log's lines (src/render/logline.ts): one line per thing the agent did, our words
 * first, the stream's strings cut to a bound; the heartbeat with the calls still running.
 */
import { describe, expect, it } from '@jest/globals'
import { changeLine, heartbeatLine } from '../../src/render/logline.js'
import { emptyReport, type ToolCallRecord } from '../../src/core/stream/report-model.js'

function call(o: Partial<ToolCallRecord>): ToolCallRecord {
  return { index: 1, callId: 'c1', kind: 'shell', target: '', state: 'ok', orphan: false, ...o }
}
const done = (o: Partial<ToolCallRecord>): string | undefined =>
  changeLine({ kind: 'tool_completed', call: call(o) })

describe('changeLine: tool calls', () => {
  it('shows a shell call with its exit code and time, a failure marked', () => {
    expect(done({ target: 'npm test', exitCode: 0, durationMs: 2300 })).toBe(
      '$ npm test → exit 0 (2.3 s)'
    )
    expect(done({ target: 'npm test', exitCode: 1, state: 'failed' })).toBe('✖ $ npm test → exit 1')
    expect(done({ target: 'x', state: 'failed', reason: 'spawn failed' })).toBe(
      '✖ $ x → failed: spawn failed'
    )
  })

  it('keeps a multi-line command on one line', () => {
    expect(done({ target: 'a\nb\r\nc', exitCode: 0 })).toBe('$ a ⏎ b ⏎ c → exit 0')
  })

  it('says what a file tool did to which path', () => {
    expect(done({ kind: 'read', target: 't', path: 'src/a.ts' })).toBe('Read src/a.ts')
    expect(done({ kind: 'edit', path: 'a.ts', linesAdded: 3, linesRemoved: 1 })).toBe(
      'Edited a.ts (+3 −1)'
    )
    expect(done({ kind: 'delete', path: 'a.ts' })).toBe('Deleted a.ts')
    expect(done({ kind: 'grep', target: 'TODO' })).toBe('Searched for TODO')
    expect(done({ kind: 'mcp', target: 'github/list' })).toBe('MCP tool github/list')
  })

  it('starts an unknown kind with our word, and cuts a long kind', () => {
    expect(done({ kind: '::error::x', target: 'y', state: 'unknown' })).toBe(
      'Tool ::error::x y (outcome unknown)'
    )
    const line = done({ kind: 'k'.repeat(1000) }) ?? ''
    expect(line.startsWith('Tool ')).toBe(true)
    expect(line.length).toBeLessThan(300)
  })

  it('marks a rejected or failed call with its reason', () => {
    expect(done({ kind: 'write', target: 'a.ts', state: 'rejected', reason: 'denied' })).toBe(
      '✖ write rejected: a.ts (denied)'
    )
    expect(done({ kind: 'read', target: 'b', state: 'failed', reason: 'ENOENT' })).toBe(
      '✖ read failed: b (ENOENT)'
    )
  })
})

describe('changeLine: other changes', () => {
  it('names the session and model at init, "?" before they are known', () => {
    const r = { ...emptyReport(), sessionId: 's-1', model: 'gpt-5' }
    expect(changeLine({ kind: 'init' }, r)).toBe('Session s-1 · model gpt-5')
    expect(changeLine({ kind: 'init' })).toBe('Session ? · model ?')
  })

  it('shows messages but not the final one, and nothing for starts or unknown events', () => {
    expect(changeLine({ kind: 'message', text: ' hi ', final: false })).toBe('💬 hi')
    expect(changeLine({ kind: 'message', text: 'bye', final: true })).toBeUndefined()
    expect(changeLine({ kind: 'tool_started', call: call({}) })).toBeUndefined()
    expect(changeLine({ kind: 'unknown', eventType: 'x' })).toBeUndefined()
    expect(changeLine({ kind: 'none' })).toBeUndefined()
  })

  it('says how the result ended and after how long', () => {
    const result = { subtype: 'success', isError: false, text: '', durationMs: 1500 }
    expect(changeLine({ kind: 'result', result })).toBe('Result received after 1.5 s.')
    expect(
      changeLine({ kind: 'result', result: { ...result, isError: true, durationMs: undefined } })
    ).toBe('✖ The agent reported an error.')
  })

  it('says a question cannot be answered, its title or first prompt on one line', () => {
    const line = changeLine({
      kind: 'question',
      question: { title: '', prompts: ['Which\nfile?'] }
    })
    expect(line).toBe(
      '❓ The agent asked: Which file? (a headless run cannot answer; the CLI skips the question).'
    )
  })
})

describe('heartbeatLine', () => {
  it('says how long, and the last three calls still running', () => {
    expect(heartbeatLine(65_000, [])).toBe('still working: 1m 05s')
    const running = ['a', 'b', 'c', 'd'].map((t) => call({ target: t, state: 'running' }))
    running[3] = call({ kind: 'read', target: 'd', state: 'running' })
    expect(heartbeatLine(5000, running)).toBe('still working: 5s, running: b, c, read d')
  })
})
