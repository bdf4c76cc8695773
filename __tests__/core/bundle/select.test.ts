import { describe, expect, it } from '@jest/globals'
import type { Bundle } from '../../../src/core/bundle/read.js'
import { selectBundles, summedUsage, type FoundBundle } from '../../../src/core/bundle/select.js'

const A = 'a'.repeat(40)
const B = 'b'.repeat(40)

function found(
  file: string,
  o: Partial<Bundle> & { head?: string; leg?: string } = {}
): FoundBundle {
  const { head = A, leg = '0123456789abcdef', ...rest } = o
  const bundle: Bundle = {
    run: { repository: 'o/r', runId: '1', runAttempt: '1', job: 'j', leg },
    subject: { kind: 'pull_request', number: 7, head },
    commentKey: 'k',
    mode: 'review',
    reviewer: 'gpt-5',
    verdict: { conclusion: 'success' },
    facts: { durationMs: 1, usage: { inputTokens: 10, outputTokens: 1 } },
    finalMessage: '',
    review: { summary: '', head, findings: [] },
    ...rest
  }
  return { file, bundle }
}

describe('selectBundles', () => {
  it('refuses two modes or two comment keys, naming both', () => {
    const two = selectBundles([found('a'), found('b', { mode: 'answer', commentKey: 'x' })])
    expect(two.ok).toBe(false)
    if (!two.ok) {
      expect(two.problems[0]).toContain('different modes (answer, review)')
      expect(two.problems[1]).toContain('different comment keys (k, x)')
    }
  })

  it('publishes the legs that saw the current head and names the others', () => {
    const s = selectBundles([found('1', { head: A }), found('2', { head: B, reviewer: 'b' })], B)
    expect(s.ok && s.chosen.map((c) => c.file)).toEqual(['2'])
    expect(s.ok && s.setAside).toEqual([{ file: '1', reviewer: 'gpt-5', head: A }])
  })

  it('without the current head, publishes the head most legs saw, the same in any order', () => {
    const legs = [
      found('1', { head: A }),
      found('2', { head: B, reviewer: 'x' }),
      found('3', { head: B, reviewer: 'y' })
    ]
    const one = selectBundles(legs)
    const other = selectBundles([...legs].reverse())
    expect(one.ok && one.head).toBe(B)
    expect(other.ok && other.head).toBe(B)
  })

  it('tells two legs of one name apart by their leg', () => {
    const s = selectBundles([
      found('1', { leg: 'aaaaaa0000000000' }),
      found('2', { leg: 'bbbbbb0000000000' })
    ])
    expect(s.ok && s.chosen.map((c) => c.bundle.reviewer)).toEqual([
      'gpt-5 (aaaaaa)',
      'gpt-5 (bbbbbb)'
    ])
  })

  it('refuses an empty folder', () => {
    expect(selectBundles([]).ok).toBe(false)
  })
})

describe('summedUsage', () => {
  it("adds up every leg's tokens", () => {
    const legs = [
      found('1').bundle,
      found('2', { facts: { durationMs: 1, usage: { cacheReadTokens: 5 } } }).bundle
    ]
    expect(summedUsage(legs)).toEqual({
      inputTokens: 10,
      outputTokens: 1,
      cacheReadTokens: 5,
      cacheWriteTokens: 0
    })
  })
})
