/**
 * A private key whose BEGIN line is not in the text (a tool printed its tail, or a cut kept only
 * the end): the base64 lines before its END line are masked back to where the body stops. The
 * PEM shape (shapes.ts) masks a key from its BEGIN line; this catches what it cannot see.
 */
import { MASK } from './shapes.js'

/** END lines of a private key whose BEGIN line (and maybe more) is not in the text. */
const PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g
/** How far back from an END line a body is looked for (a 4096-bit RSA key is about 3.3 KB). */
const MAX_BODY_CHARS = 16 * 1024

function isBase64(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 43 ||
    c === 47 ||
    c === 61
  )
}

/** Length of the line break (real, or a `\n`/`\r\n` escape) that ends right before `at`. */
function breakBefore(text: string, at: number): number {
  if (text.charCodeAt(at - 1) === 10) return text.charCodeAt(at - 2) === 13 ? 2 : 1
  if (text.charCodeAt(at - 1) === 110 && text.charCodeAt(at - 2) === 92)
    return text.charCodeAt(at - 3) === 114 && text.charCodeAt(at - 4) === 92 ? 4 : 2
  return 0
}

/**
 * Where the body of a key ending at `end` starts: back over whole lines of base64, one character
 * at a time (linear), no further than `floor`.
 */
function bodyStart(text: string, end: number, floor: number): number {
  let start = end
  for (;;) {
    const br = breakBefore(text, start)
    if (br === 0 || start - br <= floor) return start
    const lineEnd = start - br
    let i = lineEnd
    while (i > floor && isBase64(text.charCodeAt(i - 1))) i--
    // An escaped break before the line: its `n` was taken for base64.
    if (i < lineEnd && text.charCodeAt(i - 1) === 92) i++
    if (i === lineEnd || (i > floor && breakBefore(text, i) === 0)) return start
    start = i
  }
}

/** Masks the base64 lines right before each END line, and the END line. */
export function maskBodiesBeforeEnd(text: string): string {
  if (!text.includes('PRIVATE KEY')) return text
  PEM_END.lastIndex = 0
  if (!PEM_END.test(text)) return text
  PEM_END.lastIndex = 0
  let out = ''
  let from = 0
  for (const m of text.matchAll(PEM_END)) {
    const start = bodyStart(text, m.index, Math.max(from, m.index - MAX_BODY_CHARS))
    out += text.slice(from, start) + MASK
    from = m.index + m[0].length
  }
  return out + text.slice(from)
}
