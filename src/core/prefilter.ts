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
}

/** Lines longer than this are left to the caller's fallback (they are rare; memory stays small). */
export const MAX_SCAN_BYTES = 4 * 1024 * 1024

const PAGE = 64 * 1024
const GATE = 0 // a byte per two-byte pair: 1 when an entry starts with it
const BUCKETS = GATE + 65536 // per two-byte pair: first entry (u16) and count (u16)
const ENTRIES = BUCKETS + 65536 * 4 // entries of 32 bytes: mask, value, mask, value (u64 each)
const MAX_ENTRIES = 4096
const INPUT = ENTRIES + MAX_ENTRIES * 32 // the line, then 16 bytes of zeros

/** A compiled prefilter over `buf[start, end)`; undefined when the text is too long for it. */
export interface BytePrefilter {
  /** Whether any group is confirmed somewhere. */
  any(buf: Uint8Array, start: number, end: number): boolean | undefined
  /** The groups confirmed somewhere, as a bit mask (bit g for group g). */
  groups(buf: Uint8Array, start: number, end: number): number | undefined
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
  let exports: Record<string, unknown>
  try {
    const module = new WebAssembly.Module(moduleBytes(Math.ceil((INPUT + PAGE) / PAGE)))
    exports = new WebAssembly.Instance(module, {}).exports
  } catch {
    return undefined
  }
  const memory = exports.memory as Memory
  const find = exports.scan as (from: number, last: number) => number
  let bytes = new Uint8Array(memory.buffer)
  writeTables(bytes, entries)
  const sticky = confirm.map((re) => new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y'))

  /** Scans; `stop(mask)` says when the groups found so far are enough. */
  const run = (
    buf: Uint8Array,
    start: number,
    end: number,
    stop: (mask: number) => boolean
  ): number | undefined => {
    const length = end - start
    if (length < 2) return 0
    if (length > MAX_SCAN_BYTES) return undefined
    if (INPUT + length + 16 > bytes.length) {
      memory.grow(Math.ceil((INPUT + length + 16 - bytes.length) / PAGE))
      bytes = new Uint8Array(memory.buffer)
    }
    bytes.set(buf.subarray(start, end), INPUT)
    bytes.fill(0, INPUT + length, INPUT + length + 16)
    let text: string | undefined
    let mask = 0
    let from = 0
    for (;;) {
      // Positions 0 … length-2: an anchor is at least two bytes long.
      const at = find(from, length - 1)
      if (at < 0) return mask
      // Every group not found yet is tried here, not only the group of the entry that matched:
      // several entries can match at one position (a secret's form and a token shape both
      // starting `ghs_…`), and the first one's expression failing says nothing of the others.
      text ??= Buffer.from(buf.buffer, buf.byteOffset + start, length).toString('latin1')
      for (const [group, re] of sticky.entries()) {
        if ((mask & (1 << group)) !== 0) continue
        re.lastIndex = at
        if (re.test(text)) mask |= 1 << group
      }
      if (mask !== 0 && stop(mask)) return mask
      from = at + 1
    }
  }
  return {
    any: (buf, start, end) => {
      const mask = run(buf, start, end, () => true)
      return mask === undefined ? undefined : mask !== 0
    },
    groups: (buf, start, end) => run(buf, start, end, () => false)
  }
}

interface Entry {
  key: number // the first two bytes, little-endian
  mask: Uint8Array // 16 bytes
  value: Uint8Array // 16 bytes
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
    for (const a of spell(bytes[0]))
      for (const b of spell(bytes[1])) entries.push({ key: a | (b << 8), mask, value })
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

// ---- The module, from its instructions -------------------------------------------------------

function uleb(n: number): number[] {
  const out: number[] = []
  do {
    let byte = n & 0x7f
    n >>>= 7
    if (n !== 0) byte |= 0x80
    out.push(byte)
  } while (n !== 0)
  return out
}

function sleb(n: number): number[] {
  const out: number[] = []
  for (;;) {
    const byte = n & 0x7f
    n >>= 7
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
      out.push(byte)
      return out
    }
    out.push(byte | 0x80)
  }
}

function section(id: number, body: number[]): number[] {
  return [id, ...uleb(body.length), ...body]
}

function vector(items: number[][]): number[] {
  return [...uleb(items.length), ...items.flat()]
}

function name(s: string): number[] {
  return vector([...Buffer.from(s)].map((b) => [b]))
}

// Opcodes used below.
const BLOCK = 0x02
const LOOP = 0x03
const IF = 0x04
const END = 0x0b
const BR = 0x0c
const BR_IF = 0x0d
const RETURN = 0x0f
const CALL = 0x10
const VOID = 0x40
const GET = 0x20
const SET = 0x21
const TEE = 0x22
const I32_LOAD = 0x28
const I64_LOAD = 0x29
const I32_LOAD8_U = 0x2d
const I32_LOAD16_U = 0x2f
const I32_CONST = 0x41
const I32_GE_U = 0x4f
const I64_EQ = 0x51
const I32_ADD = 0x6a
const I32_AND = 0x71
const I32_OR = 0x72
const I32_SHL = 0x74
const I32_SHR_U = 0x76
const I64_AND = 0x83

const load = (op: number, offset: number): number[] => [op, 0, ...uleb(offset)]
const int = (n: number): number[] => [I32_CONST, ...sleb(n)]

/**
 * Function 0, `match(q)`: 1 when an entry matches at position q of the input. Locals: 0 q, 1 the
 * two bytes' bucket, 2 entry, 3 entries' end.
 */
function matchBody(): number[] {
  const [q, bucket, e, eEnd] = [0, 1, 2, 3]
  // prettier-ignore
  const code = [
    GET, q, ...load(I32_LOAD16_U, INPUT), ...int(2), I32_SHL, ...load(I32_LOAD, BUCKETS), TEE, bucket,
    ...int(0xffff), I32_AND, ...int(5), I32_SHL, SET, e,
    GET, bucket, ...int(16), I32_SHR_U, ...int(5), I32_SHL, GET, e, I32_ADD, SET, eEnd,
    BLOCK, VOID,
      LOOP, VOID,
        GET, e, GET, eEnd, I32_GE_U, BR_IF, 1,
        GET, q, ...load(I64_LOAD, INPUT), GET, e, ...load(I64_LOAD, ENTRIES), I64_AND,
        GET, e, ...load(I64_LOAD, ENTRIES + 8), I64_EQ,
        IF, VOID,
          GET, q, ...load(I64_LOAD, INPUT + 8), GET, e, ...load(I64_LOAD, ENTRIES + 16), I64_AND,
          GET, e, ...load(I64_LOAD, ENTRIES + 24), I64_EQ,
          IF, VOID, ...int(1), RETURN, END,
        END,
        GET, e, ...int(32), I32_ADD, SET, e,
        BR, 0,
      END,
    END,
    ...int(0),
    END
  ]
  const locals = vector([[3, 0x7f]])
  return [...uleb(locals.length + code.length), ...locals, ...code]
}

/**
 * Function 1, `scan(from, last)`: the first position p in [from, last) where an entry matches,
 * or -1. Four positions at a time: the gate bytes of the four two-byte pairs starting at p are
 * OR-ed, and only when one is set are the four positions matched one by one. Reading past `last`
 * is safe (the input is followed by zeros and the memory by more than 16 bytes).
 * Locals: 0 p, 1 last, 2 four bytes at p, 3 k.
 */
function scanBody(): number[] {
  const [p, last, x, k] = [0, 1, 2, 3]
  const gate = (pair: number[]): number[] => [...pair, ...load(I32_LOAD8_U, GATE)]
  // prettier-ignore
  const code = [
    BLOCK, VOID,
      LOOP, VOID,
        GET, p, GET, last, I32_GE_U, BR_IF, 1,
        GET, p, ...load(I32_LOAD, INPUT), SET, x,
        ...gate([GET, x, ...int(0xffff), I32_AND]),
        ...gate([GET, x, ...int(8), I32_SHR_U, ...int(0xffff), I32_AND]), I32_OR,
        ...gate([GET, x, ...int(16), I32_SHR_U]), I32_OR,
        ...gate([GET, p, ...load(I32_LOAD16_U, INPUT + 3)]), I32_OR,
        IF, VOID,
          GET, p, SET, k,
          BLOCK, VOID,
            LOOP, VOID,
              GET, k, GET, last, I32_GE_U, BR_IF, 1,
              GET, k, GET, p, ...int(4), I32_ADD, I32_GE_U, BR_IF, 1,
              GET, k, ...load(I32_LOAD16_U, INPUT), ...load(I32_LOAD8_U, GATE),
              IF, VOID,
                GET, k, CALL, 0,
                IF, VOID, GET, k, RETURN, END,
              END,
              GET, k, ...int(1), I32_ADD, SET, k,
              BR, 0,
            END,
          END,
        END,
        GET, p, ...int(4), I32_ADD, SET, p,
        BR, 0,
      END,
    END,
    ...int(-1),
    END
  ]
  const locals = vector([[2, 0x7f]])
  return [...uleb(locals.length + code.length), ...locals, ...code]
}

function moduleBytes(pages: number): Uint8Array<ArrayBuffer> {
  const i32 = 0x7f
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(
      1,
      vector([
        [0x60, ...vector([[i32]]), ...vector([[i32]])],
        [0x60, ...vector([[i32], [i32]]), ...vector([[i32]])]
      ])
    ),
    ...section(3, vector([[0], [1]])),
    ...section(5, vector([[0x00, ...uleb(pages)]])),
    ...section(
      7,
      vector([
        [...name('scan'), 0x00, 1],
        [...name('memory'), 0x02, 0]
      ])
    ),
    ...section(10, vector([matchBody(), scanBody()]))
  ]
  return new Uint8Array(bytes)
}
