/**
 * The prefilter's WebAssembly module (prefilter.ts), built here from its instructions (about 320
 * bytes), and the layout of its memory. Two functions: `match(q)`, whether an anchor starts at
 * position q of the input (its first two bytes looked up, then the anchors starting with them
 * compared as masked 8-byte words), and `scan(from, last)`, the first position in [from, last)
 * where one does, or -1.
 *
 * (A SIMD `scan` was tried: Hyperscan's "Teddy", 16 positions at a time, each position's first
 * three bytes looked up by nibble in 16-byte tables. On this project's machine it was no faster
 * than this loop, about 0.7 ns a byte either way once V8 optimised it.)
 */

export const PAGE = 64 * 1024
export const GATE = 0 // a byte per two-byte pair: 1 when an entry starts with it
export const BUCKETS = GATE + 65536 // per two-byte pair: first entry (u16) and count (u16)
export const ENTRIES = BUCKETS + 65536 * 4 // entries of 32 bytes: mask, value, mask, value (u64 each)
export const MAX_ENTRIES = 4096
/** What is scanned, followed by PAD bytes of zeros (`match` reads 16 bytes from a position). */
export const INPUT = ENTRIES + MAX_ENTRIES * 32
export const PAD = 16

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
const I32 = 0x7f

const load = (op: number, offset: number): number[] => [op, 0, ...uleb(offset)]
const int = (n: number): number[] => [I32_CONST, ...sleb(n)]

function body(locals: number[][], code: number[]): number[] {
  const l = vector(locals)
  return [...uleb(l.length + code.length), ...l, ...code]
}

/**
 * Function 0, `match(q)`: 1 when an entry matches at position q of the input. Locals: 0 q, 1 the
 * two bytes' bucket, 2 entry, 3 entries' end.
 */
function matchBody(): number[] {
  const [q, bucket, e, eEnd] = [0, 1, 2, 3]
  // prettier-ignore
  return body([[3, I32]], [
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
  ])
}

/**
 * Function 1, `scan(from, last)`: the first position p in [from, last) where an entry
 * matches, or -1. Four positions at a time: the gate bytes of the four two-byte pairs starting
 * at p are OR-ed, and only when one is set are the four positions matched one by one.
 * Locals: 0 p, 1 last, 2 four bytes at p, 3 k.
 */
function scanBody(): number[] {
  const [p, last, x, k] = [0, 1, 2, 3]
  const gate = (pair: number[]): number[] => [...pair, ...load(I32_LOAD8_U, GATE)]
  // prettier-ignore
  return body([[2, I32]], [
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
  ])
}

/** The module's bytes, with `pages` of memory to start with. */
export function moduleBytes(pages: number): Uint8Array<ArrayBuffer> {
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(
      1,
      vector([
        [0x60, ...vector([[I32]]), ...vector([[I32]])],
        [0x60, ...vector([[I32], [I32]]), ...vector([[I32]])]
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
