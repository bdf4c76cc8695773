/** A line longer than this is not kept whole: it is reported as oversized and skipped. */
const MAX_LINE_BYTES = 64 * 1024 * 1024
/**
 * How much of a skipped line is passed on, decoded, as its head. Consumers redact it before they
 * cut it to what they show, so it is far longer than that: a secret starting in the part shown
 * is whole in the head (the longest, a PEM key, is a few KiB), and is found and masked. The run
 * of token characters the cut went through is dropped (headOf): masking what comes before it
 * could otherwise bring a piece of a secret into the part shown.
 */
const HEAD_BYTES = 16 * 1024

/** The first HEAD_BYTES of a longer line, decoded, without the piece of a token at the cut. */
function headOf(bytes: Buffer): string {
  const head = bytes.subarray(0, HEAD_BYTES).toString('utf8')
  // Backwards over the token characters (and a character cut in two) at the end: a regular
  // expression anchored at the end would try every start position, quadratic on 16 KiB.
  let end = head.length
  while (end > 0 && TOKEN_CHAR.test(head.charAt(end - 1))) end--
  return head.slice(0, end)
}

/** What a key, a token or an encoded one can be made of (cutHead's set, plus encodings). */
const TOKEN_CHAR = /[A-Za-z0-9_+/=\\%.:\uFFFD-]/

/**
 * A complete line, decoded, and where its bytes are (`bytes[start, end)`, valid during the call
 * only); a string returned is passed on instead of its bytes (a redacted line).
 */
export type LineSink = (line: string, bytes: Buffer, start: number, end: number) => unknown
/**
 * A line past the limit, with its first HEAD_BYTES decoded (not redacted: redact, then cut); a
 * string returned is passed on instead of it.
 */
export type OversizeSink = (bytes: number, head: string) => unknown
/**
 * Looks at a complete line's bytes (`bytes[start, end)`, valid during the call only) before it is
 * decoded: true takes the line as it is, neither decoded nor given to the LineSink.
 */
export type LinePeek = (bytes: Buffer, start: number, end: number) => boolean
/** Where the stream's bytes go on (the transcript), in order, once per chunk. */
export type ByteSink = (bytes: Buffer[]) => void

const NL = 0x0a
const NEWLINE = Buffer.from('\n')

/**
 * Turns a byte stream into lines, working on the bytes: `\n` is found with a native search and a
 * line is decoded once, whole, so a chunk can split a line or a UTF-8 sequence anywhere. CRLF
 * endings and a leading BOM are accepted. Memory is bounded by MAX_LINE_BYTES: a line past that
 * is dropped (its size and first bytes reported) instead of growing forever.
 *
 * With a byte sink the stream is also passed on as bytes, never decoded and encoded again: runs
 * of lines kept as they are go on as slices of the chunks that brought them, one write per chunk,
 * and a line its handler replaced goes on as the replacement.
 */
export class LineSplitter {
  /** Pieces of the line not yet ended (slices of earlier chunks). */
  private parts: Buffer[] = []
  private partBytes = 0
  private oversize = false
  private oversizeHead = ''
  private first = true
  /** Bytes to pass on at the end of the current chunk. */
  private out: Buffer[] = []

  constructor(
    private readonly onLine: LineSink,
    private readonly onOversize: OversizeSink = () => undefined,
    private readonly maxLine = MAX_LINE_BYTES,
    private readonly onBytes?: ByteSink,
    private readonly peek?: LinePeek
  ) {}

  push(chunk: Buffer): void {
    let start = 0
    let keepFrom = 0
    for (;;) {
      const nl = chunk.indexOf(NL, start)
      if (nl < 0) break
      let replacement: string | undefined
      if (this.oversize || this.partBytes + (nl - start) > this.maxLine) {
        replacement = this.skipped(this.partBytes + (nl - start), chunk.subarray(start, nl))
        // The pieces held from earlier chunks were never passed on; nor is this one.
        if (this.onBytes !== undefined) this.pass(chunk.subarray(keepFrom, start))
        keepFrom = nl + 1
        this.parts = []
      } else if (this.partBytes > 0) {
        const whole = Buffer.concat([...this.parts, chunk.subarray(start, nl)])
        replacement = this.emit(whole, 0, whole.length)
        if (this.onBytes !== undefined) {
          if (replacement === undefined) {
            for (const p of this.parts) this.out.push(p)
          } else {
            keepFrom = nl + 1
          }
        }
        this.parts = []
      } else {
        replacement = this.emit(chunk, start, nl)
        if (this.onBytes !== undefined && replacement !== undefined) {
          this.pass(chunk.subarray(keepFrom, start))
          keepFrom = nl + 1
        }
      }
      if (replacement !== undefined && this.onBytes !== undefined) {
        this.out.push(Buffer.from(replacement), NEWLINE)
      }
      this.partBytes = 0
      this.oversize = false
      start = nl + 1
    }
    if (this.onBytes !== undefined) this.pass(chunk.subarray(keepFrom, start))
    if (start < chunk.length) this.hold(chunk.subarray(start))
    this.flush()
  }

  /** Flushes the last line even when the stream stopped without a final newline. */
  end(): void {
    if (this.oversize) {
      const replacement = this.skipped(this.partBytes, Buffer.alloc(0))
      if (replacement !== undefined) this.out.push(Buffer.from(replacement), NEWLINE)
    } else if (this.partBytes > 0) {
      const whole = Buffer.concat(this.parts)
      const replacement = this.emit(whole, 0, whole.length)
      if (replacement !== undefined) this.out.push(Buffer.from(replacement), NEWLINE)
      else this.out.push(whole)
    }
    this.parts = []
    this.partBytes = 0
    this.oversize = false
    this.flush()
  }

  private hold(piece: Buffer): void {
    if (this.oversize) {
      this.partBytes += piece.length
      return
    }
    this.parts.push(piece)
    this.partBytes += piece.length
    if (this.partBytes > this.maxLine) {
      this.oversize = true
      this.oversizeHead = headOf(Buffer.concat(this.parts))
      this.parts = []
    }
  }

  private skipped(bytes: number, tail: Buffer): string | undefined {
    const head = this.oversize
      ? this.oversizeHead
      : headOf(Buffer.concat([...this.parts, tail.subarray(0, HEAD_BYTES)]))
    this.first = false
    const r = this.onOversize(bytes, head)
    return typeof r === 'string' ? r : undefined
  }

  private emit(buf: Buffer, start: number, end: number): string | undefined {
    let from = start
    let to = end
    if (this.first) {
      this.first = false
      if (buf[from] === 0xef && buf[from + 1] === 0xbb && buf[from + 2] === 0xbf) from += 3
    }
    if (to > from && buf[to - 1] === 0x0d) to--
    if (this.peek?.(buf, from, to) === true) return undefined
    const r = this.onLine(buf.toString('utf8', from, to), buf, from, to)
    return typeof r === 'string' ? r : undefined
  }

  private pass(bytes: Buffer): void {
    if (bytes.length > 0) this.out.push(bytes)
  }

  private flush(): void {
    if (this.out.length === 0) return
    const out = this.out
    this.out = []
    this.onBytes?.(out)
  }
}
