/**
 * The prefilter's WebAssembly module (src/core/redact/prefilter-module.ts) on its own: the bytes
 * are a module WebAssembly accepts, and its `scan` finds the first position where an anchor
 * written into its tables starts, four positions at a time, comparing all 16 bytes of an anchor.
 */
import { describe, expect, it } from '@jest/globals'
import {
  BUCKETS,
  ENTRIES,
  GATE,
  INPUT,
  MAX_ENTRIES,
  moduleBytes,
  PAD,
  PAGE
} from '../../../src/core/redact/prefilter-module.js'

declare const WebAssembly: {
  validate(bytes: Uint8Array): boolean
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> }
}

/** An instance with these anchors (ASCII, up to 16 bytes, exact) in its tables. */
function scanner(anchors: string[]): (input: string, from?: number, last?: number) => number {
  const pages = Math.ceil((INPUT + 4096) / PAGE)
  const exports = new WebAssembly.Instance(new WebAssembly.Module(moduleBytes(pages)), {}).exports
  const memory = new Uint8Array((exports.memory as { buffer: ArrayBuffer }).buffer)
  const view = new DataView(memory.buffer)
  const sorted = [...anchors].sort(
    (a, b) => a.charCodeAt(0) + 256 * a.charCodeAt(1) - (b.charCodeAt(0) + 256 * b.charCodeAt(1))
  )
  sorted.forEach((anchor, n) => {
    const key = anchor.charCodeAt(0) | (anchor.charCodeAt(1) << 8)
    if (memory[GATE + key] === 0) view.setUint32(BUCKETS + key * 4, n | (1 << 16), true)
    else
      view.setUint32(BUCKETS + key * 4, view.getUint32(BUCKETS + key * 4, true) + (1 << 16), true)
    memory[GATE + key] = 1
    const mask = new Uint8Array(16).fill(0xff, 0, anchor.length)
    const value = new Uint8Array(16)
    value.set(Buffer.from(anchor, 'latin1'))
    const at = ENTRIES + n * 32
    memory.set(mask.subarray(0, 8), at)
    memory.set(value.subarray(0, 8), at + 8)
    memory.set(mask.subarray(8), at + 16)
    memory.set(value.subarray(8), at + 24)
  })
  const scan = exports.scan as (from: number, last: number) => number
  return (input, from = 0, last = input.length - 1) => {
    memory.set(Buffer.from(input, 'latin1'), INPUT)
    memory.fill(0, INPUT + input.length, INPUT + input.length + PAD)
    return scan(from, last)
  }
}

describe('the prefilter module', () => {
  it('is a module WebAssembly accepts, whose memory holds the tables and the input', () => {
    expect(WebAssembly.validate(moduleBytes(1))).toBe(true)
    expect(WebAssembly.validate(moduleBytes(40))).toBe(true)
    // The tables follow one another without overlap, and the input comes after them.
    expect(BUCKETS).toBe(GATE + 65536)
    expect(ENTRIES).toBe(BUCKETS + 65536 * 4)
    expect(INPUT).toBe(ENTRIES + MAX_ENTRIES * 32)
  })

  it('finds the first position where an anchor starts, from `from`, before `last`', () => {
    const scan = scanner(['ab'])
    expect(scan('xxabyab')).toBe(2)
    expect(scan('xxabyab', 3)).toBe(5)
    expect(scan('xxabyab', 0, 2)).toBe(-1)
    expect(scan('nothing here')).toBe(-1)
  })

  it('finds an anchor at every offset of a group of four positions', () => {
    const scan = scanner(['ghp_'])
    for (let at = 0; at < 9; at++) expect(scan(`${'.'.repeat(at)}ghp_...`)).toBe(at)
  })

  it('compares every byte of an anchor up to 16, not its first two only', () => {
    const scan = scanner(['github_pat_AB', 'gh-other-anchor!'])
    expect(scan('github_pat_AC github_pat_AB')).toBe(14)
    expect(scan('gh-other-anchor? gh-other-anchor!')).toBe(17)
    expect(scan('github_pat_A')).toBe(-1)
  })

  it('tells apart anchors that share their first two bytes', () => {
    const scan = scanner(['sk_live_', 'sk_test_', 'sk-'])
    expect(scan('task_list sk_test_x')).toBe(10)
    expect(scan('a sk-b')).toBe(2)
    expect(scan('sk_prod_ sk_other')).toBe(-1)
  })
})
