/**
 * The two lines most of a stream is made of, recognised in the exact form the CLI writes them
 * (docs/stream.md), so that core/stream/events.ts need not parse them: a thinking delta (only its type
 * is read; recognised on its bytes, before they are decoded) and an assistant delta (its two
 * strings decoded alone). Each test accepts only what JSON.parse would read as that object and
 * nothing else: no white space, no key twice, valid string escapes.
 */
/** A JSON string, linear to match (no two ways to read a character: an escape starts with `\`). */
const JSON_STRING = String.raw`"[^"\\\u0000-\u001f]*(?:\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})[^"\\\u0000-\u001f]*)*"`

/**
 * A thinking delta exactly as the CLI writes it (docs/stream.md), most lines of a stream: only its
 * type is read, so a line in this form (which JSON.parse would read as that and nothing else: no
 * white space, no key twice) is not parsed. This test costs a fifth of parsing it.
 */
export const THINKING_DELTA = new RegExp(
  String.raw`^\{"type":"thinking","subtype":"delta","text":${JSON_STRING},"session_id":${JSON_STRING},"timestamp_ms":(?:0|[1-9][0-9]{0,15})\}$`
)
const THINKING_HEAD = Buffer.from('{"type":"thinking","subtype":"delta","text":"')
const SESSION_KEY = Buffer.from(',"session_id":"')
const TIMESTAMP_KEY = Buffer.from(',"timestamp_ms":')

/**
 * THINKING_DELTA on the line's bytes `buf[start, end)`, before they are decoded: true exactly when
 * the decoded line matches it (decoding keeps every ASCII byte as it is and makes any other byte
 * a character THINKING_DELTA's strings accept, so the test reads the same on either). Most lines
 * of a stream are thinking deltas; the session clears one without decoding it (about 3% of the
 * stream's time on the bench's mix: the decode and the expression).
 */
export function isThinkingDelta(buf: Uint8Array, start: number, end: number): boolean {
  let i = literalAt(buf, start, end, THINKING_HEAD)
  if (i < 0) return false
  i = stringEnd(buf, i, end)
  if (i < 0) return false
  i = literalAt(buf, i, end, SESSION_KEY)
  if (i < 0) return false
  i = stringEnd(buf, i, end)
  if (i < 0) return false
  i = literalAt(buf, i, end, TIMESTAMP_KEY)
  if (i < 0 || i >= end) return false
  // (?:0|[1-9][0-9]{0,15})\}$
  const first = buf[i]
  if (first === 0x30) i++
  else if (first >= 0x31 && first <= 0x39) {
    const last = Math.min(end, i + 16)
    i++
    while (i < last && isDigit(buf[i])) i++
  } else return false
  return i === end - 1 && buf[i] === 0x7d
}

/** The index after `literal` when `buf` holds it at `at` (before `end`), else -1. */
function literalAt(buf: Uint8Array, at: number, end: number, literal: Uint8Array): number {
  if (end - at < literal.length) return -1
  for (let k = 0; k < literal.length; k++) if (buf[at + k] !== literal[k]) return -1
  return at + literal.length
}

/** From inside a JSON string (after its opening quote): the index after its closing one, or -1. */
function stringEnd(buf: Uint8Array, at: number, end: number): number {
  let i = at
  while (i < end) {
    const c = buf[i]
    if (c === 0x22) return i + 1
    if (c < 0x20) return -1
    if (c === 0x5c) {
      const e = i + 1 < end ? buf[i + 1] : -1
      // ["\\/bfnrt]
      if (
        e === 0x22 ||
        e === 0x5c ||
        e === 0x2f ||
        e === 0x62 ||
        e === 0x66 ||
        e === 0x6e ||
        e === 0x72 ||
        e === 0x74
      )
        i += 2
      else if (e === 0x75) {
        if (i + 6 > end) return -1
        for (let k = i + 2; k < i + 6; k++) if (!isHex(buf[k])) return -1
        i += 6
      } else return -1
    } else i++
  }
  return -1
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39
}

function isHex(c: number): boolean {
  // Past the end, `buf[k]` is undefined: every comparison is false.
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
}

/**
 * An assistant delta exactly as the CLI writes it (docs/stream.md §2.4), the most frequent line
 * after thinking deltas: a text of one item, the session id and a timestamp. Recognised on the
 * same terms as THINKING_DELTA (which JSON.parse would read as that object and nothing else),
 * its two strings decoded alone; the event is the one toEvent makes of the parsed value.
 */
export const ASSISTANT_DELTA = new RegExp(
  String.raw`^\{"type":"assistant","message":\{"role":"assistant","content":\[\{"type":"text","text":(${JSON_STRING})\}\]\},"session_id":(${JSON_STRING}),"timestamp_ms":(0|[1-9][0-9]{0,15})\}$`
)
export const ASSISTANT_HEAD = '{"type":"assistant","message":{"role":"assistant","content":[{'

/** A JSON string literal's value (one matched by JSON_STRING). */
export function stringOf(literal: string): string {
  return literal.includes('\\') ? (JSON.parse(literal) as string) : literal.slice(1, -1)
}
