import { StringDecoder } from 'node:string_decoder'

/** A line longer than this is not kept whole: it is reported as oversized and skipped. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024

export type LineSink = (line: string) => void
export type OversizeSink = (bytes: number, head: string) => void

/**
 * Turns a byte stream into lines. Chunks may split a line or a UTF-8 sequence anywhere, so the
 * decoder keeps partial code points and the splitter keeps the partial line until its `\n`
 * arrives. CRLF endings and a leading BOM are accepted. Memory is bounded by MAX_LINE_BYTES: a
 * line past that is dropped (its size and first bytes reported) instead of growing forever.
 */
export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8')
  private parts: string[] = []
  private partLength = 0
  private oversize = false
  private oversizeHead = ''
  private oversizeBytes = 0
  private first = true

  constructor(
    private readonly onLine: LineSink,
    private readonly onOversize: OversizeSink = () => undefined,
    private readonly maxLine = MAX_LINE_BYTES
  ) {}

  push(chunk: Buffer): void {
    this.take(this.decoder.write(chunk))
  }

  /** Flushes the last line even when the stream stopped without a final newline. */
  end(): void {
    this.take(this.decoder.end())
    if (this.oversize) {
      this.onOversize(this.oversizeBytes, this.oversizeHead)
    } else if (this.partLength > 0) {
      this.emit(this.parts.join(''))
    }
    this.parts = []
    this.partLength = 0
    this.oversize = false
  }

  private take(text: string): void {
    if (text.length === 0) return
    let start = 0
    for (;;) {
      const nl = text.indexOf('\n', start)
      if (nl < 0) break
      this.append(text.slice(start, nl))
      if (this.oversize) {
        this.onOversize(this.oversizeBytes, this.oversizeHead)
      } else {
        this.emit(this.parts.length === 1 ? (this.parts[0] ?? '') : this.parts.join(''))
      }
      this.parts = []
      this.partLength = 0
      this.oversize = false
      this.oversizeBytes = 0
      start = nl + 1
    }
    if (start < text.length) this.append(text.slice(start))
  }

  private append(piece: string): void {
    if (this.oversize) {
      this.oversizeBytes += piece.length
      return
    }
    this.parts.push(piece)
    this.partLength += piece.length
    if (this.partLength > this.maxLine) {
      this.oversize = true
      this.oversizeBytes = this.partLength
      this.oversizeHead = this.parts.join('').slice(0, 200)
      this.parts = []
      this.partLength = 0
    }
  }

  private emit(raw: string): void {
    let line = raw
    if (this.first) {
      this.first = false
      if (line.charCodeAt(0) === 0xfeff) line = line.slice(1)
    }
    if (line.endsWith('\r')) line = line.slice(0, -1)
    this.onLine(line)
  }
}
