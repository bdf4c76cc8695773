/**
 * Redaction of secrets in anything we write: log, summary, outputs, transcript. The secret values
 * we were given (the API key, the GitHub token) are removed by value, also in the forms an agent
 * can print them in: JSON-escaped, URL-encoded, and base64 (at any offset inside a longer base64
 * text). Common token shapes are removed by pattern, because an agent can print a token it found
 * in the workspace or the environment.
 *
 * Redaction runs on the hot path (every line of the stream), so a redactor also offers `suspect`:
 * one pass of one regex that finds every place a secret could start. A text it does not flag is
 * left alone without running the patterns. It is also used on the raw JSON line, so it flags the
 * JSON escape a secret could hide behind (`\u0067hp_…`).
 */

import { DISGUISE_STARTS, ESCAPED_TEST, JSON_DISGUISE, undisguise } from './disguise.js'
import { escapeRegExp, valueForms, wrappedPattern, wrapPieces } from './forms.js'
import { maskBodiesBeforeEnd } from './pem.js'
import { bytePrefilter, type BytePrefilter, type LineScan } from './prefilter.js'
import { MASK, SHAPES } from './shapes.js'

export { cutHead, cutTail } from '../text.js'
export { secretForms } from './forms.js'
export type { LineScan } from './prefilter.js'
export { MASK, SHAPES, type Shape } from './shapes.js'

export interface Redactor {
  (text: string): string
  /**
   * False when no secret can be in `text` (then the redactor would return it unchanged). Also
   * safe on a raw JSON line: false there means no string in the parsed value holds a secret.
   */
  suspect?: (text: string) => boolean
  /**
   * `suspect` on the UTF-8 bytes of a line (`buf[start, end)`), without decoding them; `decoded`,
   * when the caller has it, is the line decoded (less to copy).
   */
  suspectBytes?: (buf: Uint8Array, start: number, end: number, decoded?: string) => boolean
  /**
   * `suspectBytes` for the lines of one chunk: `(start, end, decoded)` asks about
   * `buf[start, end)`. The chunk is copied for the scan once, not line by line. Valid until the
   * next call, and only while `buf` is unchanged; undefined when the chunk is too long for it
   * (ask line by line).
   */
  suspectChunk?: (buf: Uint8Array) => LineScan | undefined
}

/** The expressions a redactor runs, built once from its secret values. */
interface Matchers {
  /** Every form of every value, the wrapped ones across line breaks; none without values. */
  byValue: RegExp | undefined
  /** Finds every place a secret could start in a text: values, shapes, disguises. */
  suspectText: RegExp
  /** suspectText, and the JSON escapes a secret could hide behind on a raw line. */
  suspectRaw: RegExp
  /** The literals every match of a value starts with (the prefilter's group 0). */
  valueStarts: string[]
}

const longestFirst = (a: string, b: string): number => b.length - a.length

function matchersOf(secrets: readonly (string | undefined)[]): Matchers {
  const { values, wrapped } = valueForms(secrets)
  const literals = [...values].sort(longestFirst).map(escapeRegExp)
  const wraps = [...wrapped].sort(longestFirst).map(wrappedPattern)
  const rawEnds = [...new Set([...wrapped].flatMap(wrapPieces))]
  const byValue =
    literals.length + wraps.length > 0
      ? new RegExp([...literals, ...wraps].join('|'), 'g')
      : undefined
  // A wrapped form's full text holds its first 12 characters, so only its pieces are looked for:
  // the prefilter's cost grows with the number of literals it holds.
  const unwrappedValues = [...values].filter((v) => !wrapped.has(v))
  const unwrapped = [...unwrappedValues].sort(longestFirst).map(escapeRegExp)
  const suspectText = new RegExp(
    [
      ...unwrapped,
      ...rawEnds.map(escapeRegExp),
      ...SHAPES.map((s) => s.anchor),
      ESCAPED_TEST.source
    ].join('|')
  )
  return {
    byValue,
    suspectText,
    suspectRaw: new RegExp([suspectText.source, JSON_DISGUISE].join('|')),
    valueStarts: [...unwrappedValues, ...rawEnds]
  }
}

/** The prefilter's group of the JSON escapes and other disguises, after the values and shapes. */
const ESC = SHAPES.length + 1

const latin1 = (v: string): string => Buffer.from(v, 'utf8').toString('latin1')

/**
 * The same test as `suspectText` on raw bytes (prefilter.ts), which also says which patterns can
 * match: group 0 is the secret values, group i + 1 the shape SHAPES[i], and the last group JSON
 * escapes. Each start is a literal every match of its group's expression starts with; values are
 * compared as their UTF-8 bytes. One that cannot be built is none: the expressions answer.
 */
function prefilterFor(valueStarts: readonly string[]): BytePrefilter | undefined {
  try {
    return bytePrefilter(
      [
        ...valueStarts.map((v) => ({ bytes: latin1(v), group: 0 })),
        ...SHAPES.flatMap((s, i) =>
          s.starts.map((b) => ({ bytes: b, caseless: s.caseless, group: i + 1 }))
        ),
        ...DISGUISE_STARTS.map((b) => ({ bytes: b, group: ESC }))
      ],
      [
        new RegExp(valueStarts.map((v) => escapeRegExp(latin1(v))).join('|') || '(?!)'),
        ...SHAPES.map((s) => new RegExp(s.anchor)),
        new RegExp(`${ESCAPED_TEST.source}|${JSON_DISGUISE}`)
      ]
    )
  } catch {
    return undefined
  }
}

/** Whether `text` holds any of `literals`. */
function includesAny(text: string, literals: readonly string[]): boolean {
  for (const literal of literals) if (text.includes(literal)) return true
  return false
}

/**
 * One redactor's state: its expressions and its prefilter. The methods run for every string of
 * a flagged line, so they loop without callbacks (no closure made per call).
 */
class Masker {
  private built = false
  private filter: BytePrefilter | undefined

  constructor(
    readonly matchers: Matchers,
    private readonly bytes: boolean
  ) {}

  /**
   * Built on first use (a WebAssembly module compiled, its tables written: a few milliseconds of
   * a start that is otherwise waiting for nothing): the redactor is made when the step starts,
   * and the stream's first line comes after the CLI's own start. Built once.
   */
  prefilter(): BytePrefilter | undefined {
    if (!this.built) {
      this.built = true
      this.filter = this.bytes ? prefilterFor(this.matchers.valueStarts) : undefined
    }
    return this.filter
  }

  /** The groups that can match in `text` (a bit mask). */
  groupsOf(text: string): number {
    // Encoding costs less than the expressions once a text is a few hundred characters.
    const bytes = text.length >= 256 ? this.prefilter() : undefined
    if (bytes !== undefined) {
      const b = Buffer.from(text, 'utf8')
      const mask = bytes.groups(b, 0, b.length, text)
      if (mask !== undefined) return mask
    }
    return this.groupsByText(text)
  }

  /** groupsOf without the prefilter: one expression, then each group's literals. */
  private groupsByText(text: string): number {
    if (!this.matchers.suspectText.test(text)) return 0
    let mask = includesAny(text, this.matchers.valueStarts) ? 1 : 0
    const lower = text.toLowerCase()
    let bit = 2
    for (const shape of SHAPES) {
      if (includesAny(shape.caseless === true ? lower : text, shape.starts)) mask |= bit
      bit <<= 1
    }
    return ESCAPED_TEST.test(text) ? mask | (1 << ESC) : mask
  }

  /**
   * Runs the patterns of the groups in `mask`, in order. Masking can make a later pattern match
   * (a key with a `/` in a URL's user name: masked, the URL's password now matches), so once the
   * text changed, the groups are looked up again in what it became.
   */
  private plain(text: string, mask: number): string {
    let out = text
    const byValue = this.matchers.byValue
    if (byValue !== undefined && (mask & 1) !== 0) {
      const masked = out.replace(byValue, MASK)
      if (masked !== out) {
        out = masked
        mask = this.groupsOf(out)
      }
    }
    let bit = 2
    for (const shape of SHAPES) {
      if ((mask & bit) !== 0) {
        shape.pattern.lastIndex = 0
        if (shape.pattern.test(out)) {
          shape.pattern.lastIndex = 0
          out = out.replace(shape.pattern, shape.replace ?? MASK)
          mask = this.groupsOf(out)
        }
      }
      bit <<= 1
    }
    return maskBodiesBeforeEnd(out)
  }

  redact(text: string): string {
    if (text === '') return text
    const mask = this.groupsOf(text)
    if (mask === 0) return text
    const out = this.plain(text, mask)
    // An escape can spell a secret (JSON encoded twice, markdown's `\_`: disguise.ts). The text
    // as its reader decodes it, masked, is what is kept when it differs from what the masked
    // text decodes to: a secret spelt so was not masked, or was cut by a mask of a part of it (a
    // JWT masked up to the first `&#95;` of its signature). The escapes' group not found means
    // ESCAPED_TEST finds nothing either (its expression is part of the group's).
    if ((mask & (1 << ESC)) !== 0 && ESCAPED_TEST.test(text)) {
      const whole = undisguise(text)
      const masked = this.plain(whole, this.groupsOf(whole))
      // Source code with escaped dots and dashes is common: nothing masked, one decoding less.
      if (masked !== (out === text ? whole : undisguise(out))) return masked
    }
    return out
  }
}

/**
 * Builds a redactor for these secret values plus the token shapes. Short values are ignored.
 * `bytes: false` leaves out the byte prefilter (as when WebAssembly is missing): tests compare.
 */
export function makeRedactor(
  secrets: readonly (string | undefined)[],
  options: { bytes?: boolean } = {}
): Redactor {
  const masker = new Masker(matchersOf(secrets), options.bytes !== false)
  const { suspectRaw } = masker.matchers
  const redact: Redactor = (text: string): string => masker.redact(text)
  redact.suspect = (text: string): boolean => suspectRaw.test(text)
  redact.suspectBytes = (buf: Uint8Array, start: number, end: number, decoded?: string): boolean =>
    masker.prefilter()?.any(buf, start, end, decoded) ??
    suspectRaw.test(Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8'))
  redact.suspectChunk = (buf: Uint8Array) => masker.prefilter()?.chunk(buf)
  return redact
}
