/**
 * The redaction prefilter on raw bytes: does this line hold a place where a secret could start?
 *
 * It runs on every byte of the stream, so its speed is the action's speed. A regular expression
 * with one alternative per secret form and token shape costs two to three times `JSON.parse` of
 * the same line: V8 tries every alternative at every position, and no JavaScript loop over
 * characters is faster than that. This is a small WebAssembly loop instead (under 2 ns a byte):
 *
 * 1. every anchor (a literal a secret must start with: `ghp_`, `eyJ`, the first bytes of the API
 *    key's base64 form…) is listed as a prefix of up to 16 bytes, each byte compared exactly or,
 *    for a letter of a case-insensitive anchor, with its case bit masked;
 * 2. each position's two bytes are looked up in a 64 KiB table of the anchors' first two bytes,
 *    four positions at a time: almost every position stops here;
 * 3. where they match, the anchors starting with those two bytes are compared as two masked
 *    8-byte words;
 * 4. at a position where one matches, each group's own regular expression (a group: the
 *    secret's forms, one token shape, JSON escapes) not found yet is run there only (sticky), on
 *    the line's bytes read as Latin-1 (one character a byte).
 *
 * Steps 1–3 only skip positions where no anchor can start, so a group is found exactly when its
 * expression matches somewhere in the line. The expression works on bytes: anchors are
 * ASCII, and where an anchor excludes white space it excludes ASCII white space only, so on bytes
 * it matches wherever it would on the decoded text (a test checks this on generated text).
 *
 * No npm package offers this: the multi-pattern matchers there are JavaScript loops (slower than
 * the regular expression) or native addons (which cannot be bundled into `dist/`). The module is
 * about 320 bytes, built below from its instructions; where WebAssembly is unavailable the caller falls
 * back to the regular expression on the decoded text.
 */

import { isAscii } from 'node:buffer'
import {
  BUCKETS,
  ENTRIES,
  GATE,
  INPUT,
  MAX_ENTRIES,
  moduleBytes,
  PAD,
  PAGE
} from './prefilter-module.js'

/** The part of the WebAssembly API used here (the ES2022 library has no types for it). */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> }
}
interface Memory {
  buffer: ArrayBuffer
  grow(pages: number): number
}

/** An anchor: the literal bytes (as Latin-1 text) a match must start with. */
export interface Start {
  /** Up to 16 bytes are compared; longer literals are cut to their first 16. */
  bytes: string
  /** Letters match in either case. */
  caseless?: boolean
  /** The group (`confirm[group]`) whose matches start with it; any group when not given. */
  group?: number
}

/** Lines longer than this are left to the caller's fallback (they are rare; memory stays small). */
export const MAX_SCAN_BYTES = 4 * 1024 * 1024

/** Chunks longer than this are scanned a line at a time (a pipe delivers 64 KiB at most). */
const MAX_CHUNK_BYTES = 256 * 1024
/** Where a line scanned alone is put (from INPUT), after the chunk and its zeros. */
const LINE = MAX_CHUNK_BYTES + PAD

/** A compiled prefilter over `buf[start, end)`; undefined when the text is too long for it. */
export interface BytePrefilter {
  /**
   * Whether any group is confirmed somewhere. `decoded`, when given, is the same bytes decoded
   * as UTF-8: an ASCII text is then confirmed on it, not on a copy.
   */
  any(buf: Uint8Array, start: number, end: number, decoded?: string): boolean | undefined
  /** The groups confirmed somewhere, as a bit mask (bit g for group g). */
  groups(buf: Uint8Array, start: number, end: number, decoded?: string): number | undefined
  /**
   * `any` for the lines of one chunk, its bytes copied once (for each line, `any` copies the
   * line): `(start, end, decoded)` asks about `buf[start, end)`. Valid until the next `chunk`
   * call, and only while `buf` is unchanged. Undefined when the chunk is too long for it.
   */
  chunk(buf: Uint8Array): LineScan | undefined
}

/** The prefilter's answer for one line of a chunk (BytePrefilter.chunk). */
export type LineScan = (start: number, end: number, decoded?: string) => boolean

/**
 * Where a candidate's expressions run: `buf[start, end)` as Latin-1, one character a byte; or
 * `decoded`, the same bytes decoded as UTF-8, when they are ASCII (then it is that already; an
 * invalid byte decodes to one character too, so the length check alone is not enough).
 */
function textOf(buf: Uint8Array, start: number, end: number, decoded: string | undefined): string {
  const view = Buffer.from(buf.buffer, buf.byteOffset + start, end - start)
  if (decoded?.length === end - start && isAscii(view)) return decoded
  return view.toString('latin1')
}

/**
 * Builds the prefilter for these starts: every match of `confirm[g]` must start with one of them.
 * At a candidate position (one where a start matches) each group's expression is run sticky, on
 * the Latin-1 reading of the text; group g is found when it matches. Undefined when WebAssembly
 * is not available or there are too many starts.
 */
export function bytePrefilter(
  starts: readonly Start[],
  confirm: readonly RegExp[]
): BytePrefilter | undefined {
  const entries = buildEntries(starts)
  if (entries === undefined) return undefined
  const wasm = instantiate()
  if (wasm === undefined) return undefined
  return new Scanner(wasm, entries, confirm)
}

/** The module's memory and its `scan`. */
interface Wasm {
  memory: Memory
  find: (from: number, last: number) => number
}

function instantiate(): Wasm | undefined {
  try {
    const module = new WebAssembly.Module(moduleBytes(Math.ceil((INPUT + LINE + PAGE) / PAGE)))
    const exports = new WebAssembly.Instance(module, {}).exports
    return {
      memory: exports.memory as Memory,
      find: exports.scan as (from: number, last: number) => number
    }
  } catch {
    return undefined
  }
}

/**
 * Per first two bytes, the groups an entry starting with them belongs to: only those can match
 * at a candidate (`sk-` in "task-runner" runs two expressions, not all twenty).
 */
function groupsByPair(entries: readonly Entry[], all: number): Uint32Array {
  const groupsAt = new Uint32Array(65536)
  for (const e of entries) groupsAt[e.key] = (groupsAt[e.key] ?? 0) | e.groups(all)
  return groupsAt
}

/**
 * The prefilter over one WebAssembly instance. Its methods run for every line of the stream: they
 * take plain arguments (no object made per line) and loop by index (no iterator per candidate);
 * `npm run bench` measured it.
 */
class Scanner implements BytePrefilter {
  private readonly memory: Memory
  private readonly find: (from: number, last: number) => number
  /** The memory's bytes; a new view after it grows. */
  private bytes: Uint8Array
  /** Each group's expression, sticky: run at a candidate only. */
  private readonly sticky: RegExp[]
  /** Every group, as a mask. */
  private readonly all: number
  private readonly groupsAt: Uint32Array

  constructor(wasm: Wasm, entries: Entry[], confirm: readonly RegExp[]) {
    this.memory = wasm.memory
    this.find = wasm.find
    this.bytes = new Uint8Array(wasm.memory.buffer)
    writeTables(this.bytes, entries)
    this.sticky = confirm.map((re) => new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y'))
    this.all = (1 << confirm.length) - 1
    this.groupsAt = groupsByPair(entries, this.all)
  }

  any(buf: Uint8Array, start: number, end: number, decoded?: string): boolean | undefined {
    const mask = this.run(buf, start, end, decoded, true)
    return mask === undefined ? undefined : mask !== 0
  }

  groups(buf: Uint8Array, start: number, end: number, decoded?: string): number | undefined {
    return this.run(buf, start, end, decoded, false)
  }

  chunk(buf: Uint8Array): LineScan | undefined {
    if (buf.length > MAX_CHUNK_BYTES) return undefined
    // Up to the chunk's last line end: the piece after it is scanned with its line, once whole
    // (a line that does not end in the chunk is scanned alone).
    const last = buf.lastIndexOf(0x0a)
    if (last >= 0) this.load(buf, 0, last, 0)
    // The first candidate at or after `from` in the chunk: -1 none up to its last line end, -2
    // not looked for yet. Each line's bytes sit in place, followed by the next line's instead of
    // zeros: a candidate that runs on past the line's end is a wrong one, which the expressions
    // (run on the line's text only) do not confirm; one within the line is found as alone.
    let from = 0
    let next = -2
    return (start, end, decoded) => {
      if (end - start < 2) return false
      if (end > last) return this.run(buf, start, end, decoded, true) !== 0
      if (next === -2 || start < from || (next >= 0 && next < start)) {
        from = start
        next = this.find(start, last)
      }
      if (next < 0 || next > end - 2) return false
      const mask = this.confirmed(buf, start, end, start, decoded, next, true)
      // The line's candidates were used up: the next line looks again from its own start.
      next = -2
      return mask !== 0
    }
  }

  /** Scans a line alone, at LINE. */
  private run(
    buf: Uint8Array,
    start: number,
    end: number,
    decoded: string | undefined,
    one: boolean
  ): number | undefined {
    const length = end - start
    if (length < 2) return 0
    if (length > MAX_SCAN_BYTES) return undefined
    this.load(buf, start, end, LINE)
    return this.confirmed(buf, start, end, LINE, decoded, this.find(LINE, LINE + length - 1), one)
  }

  /** Copies `buf[start, end)` to INPUT + `at`, followed by PAD bytes of zeros. */
  private load(buf: Uint8Array, start: number, end: number, at: number): void {
    const length = end - start
    if (INPUT + at + length + PAD > this.bytes.length) {
      this.memory.grow(Math.ceil((INPUT + at + length + PAD - this.bytes.length) / PAGE))
      this.bytes = new Uint8Array(this.memory.buffer)
    }
    this.bytes.set(
      start === 0 && end === buf.length
        ? buf
        : new Uint8Array(buf.buffer, buf.byteOffset + start, length),
      INPUT + at
    )
    this.bytes.fill(0, INPUT + at + length, INPUT + at + length + PAD)
  }

  /**
   * Confirms the candidates of `buf[start, end)`, which sits at `at` (from INPUT) in the memory,
   * the first of them at `first` (from INPUT, -1: none): the groups whose expression matches at
   * one, as a mask. With `one`, it stops at the first group found.
   */
  private confirmed(
    buf: Uint8Array,
    start: number,
    end: number,
    at: number,
    decoded: string | undefined,
    first: number,
    one: boolean
  ): number {
    const last = at + end - start - 1
    const bytes = this.bytes
    let text: string | undefined
    let mask = 0
    // Positions at … last-1: an anchor is at least two bytes long.
    for (let cand = first; cand >= 0 && cand < last; cand = this.find(cand + 1, last)) {
      // Every group not found yet whose entries start with these two bytes is tried here, not
      // only the group of the entry that matched: several entries can match at one position (a
      // secret's form and a token shape both starting `ghs_…`), and the first one's expression
      // failing says nothing of the others.
      const key = (bytes[INPUT + cand] ?? 0) | ((bytes[INPUT + cand + 1] ?? 0) << 8)
      const groups = (this.groupsAt[key] || this.all) & ~mask
      if (groups === 0) continue
      text ??= textOf(buf, start, end, decoded)
      mask |= this.confirmAt(text, cand - at, groups)
      if (mask !== 0 && one) return mask
    }
    return mask
  }

  /** The groups among `groups` whose expression matches at `index` of `text`. */
  private confirmAt(text: string, index: number, groups: number): number {
    let mask = 0
    for (let group = 0; group < this.sticky.length; group++) {
      if ((groups & (1 << group)) === 0) continue
      const re = this.sticky[group]
      re.lastIndex = index
      if (re.test(text)) mask |= 1 << group
    }
    return mask
  }
}

interface Entry {
  key: number // the first two bytes, little-endian
  mask: Uint8Array // 16 bytes
  value: Uint8Array // 16 bytes
  /** Its group as a bit mask, of all groups (`all`) when its start named none. */
  groups: (all: number) => number
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}

/** One entry per anchor and per spelling of its first two bytes (both cases of a letter). */
function buildEntries(starts: readonly Start[]): Entry[] | undefined {
  const entries: Entry[] = []
  for (const start of starts) {
    const bytes = Buffer.from(start.bytes.slice(0, 16), 'latin1')
    if (bytes.length < 2) return undefined
    const mask = new Uint8Array(16)
    const value = new Uint8Array(16)
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i] ?? 0
      const caseless = start.caseless === true && isLetter(c)
      mask[i] = caseless ? 0xdf : 0xff
      value[i] = caseless ? c & 0xdf : c
    }
    const spell = (c: number): number[] =>
      start.caseless === true && isLetter(c) ? [c & 0xdf, c | 0x20] : [c]
    const group = start.group
    const groups = (all: number): number => (group === undefined ? all : 1 << group)
    for (const a of spell(bytes[0]))
      for (const b of spell(bytes[1])) entries.push({ key: a | (b << 8), mask, value, groups })
  }
  return entries.length <= MAX_ENTRIES ? entries : undefined
}

function writeTables(memory: Uint8Array, entries: Entry[]): void {
  entries.sort((a, b) => a.key - b.key)
  const view = new DataView(memory.buffer)
  let i = 0
  while (i < entries.length) {
    const key = entries[i]?.key ?? 0
    let j = i
    while (j < entries.length && entries[j]?.key === key) j++
    memory[GATE + key] = 1
    view.setUint32(BUCKETS + key * 4, i | ((j - i) << 16), true)
    i = j
  }
  entries.forEach((e, n) => {
    const at = ENTRIES + n * 32
    memory.set(e.mask.subarray(0, 8), at)
    memory.set(e.value.subarray(0, 8), at + 8)
    memory.set(e.mask.subarray(8), at + 16)
    memory.set(e.value.subarray(8), at + 24)
  })
}
