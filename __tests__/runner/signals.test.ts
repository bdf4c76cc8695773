/**
 * holdSignals (src/runner/signals.ts): the runner's cancel noted (the first signal kept, the
 * abort fired) instead of Node's exit, until released.
 */
import { describe, expect, it } from '@jest/globals'
import { holdSignals } from '../../src/runner/signals.js'

describe('holdSignals', () => {
  it('keeps the first signal and aborts once', () => {
    const s = holdSignals()
    try {
      expect(s.received()).toBeUndefined()
      expect(s.abort.aborted).toBe(false)
      process.emit('SIGINT', 'SIGINT')
      process.emit('SIGTERM', 'SIGTERM')
      expect(s.received()).toBe('SIGINT')
      expect(s.abort.aborted).toBe(true)
    } finally {
      s.release()
    }
  })

  it('stops listening when released', () => {
    const count = (): number[] => [
      process.listenerCount('SIGINT'),
      process.listenerCount('SIGTERM')
    ]
    const before = count()
    const s = holdSignals()
    expect(count()).toEqual(before.map((n) => n + 1))
    s.release()
    expect(count()).toEqual(before)
  })
})
