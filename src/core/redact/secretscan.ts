/**
 * Finding the action's own secrets (the API key, the GitHub token) in content about to be landed:
 * a patch or a commit must never carry them (an agent can read both, from its environment or
 * from /proc, and write them into a file). Pure: git/scan.ts feeds each new blob here chunk by
 * chunk, so memory stays bounded whatever the size of a file.
 *
 * A secret is looked for in every form the redactor knows (core/redact/redact.ts secretForms: as it is,
 * upper and lower case, JSON-escaped, URL-encoded, base64 at each of the three alignments in both
 * alphabets) and as hex, in the content with its line breaks taken out, so base64 or hex wrapped
 * over lines (`base64` wraps at 76) is found too. Not a boundary: an agent that means to can
 * always encode a secret some other way (reverse it, XOR it); this stops the plain and the common
 * encoded forms, by accident or on purpose.
 */
import { secretForms } from './forms.js'

/** A secret and the words naming it ("the API key"); its value is never part of a message. */
export interface NamedSecret {
  name: string
  value: string
}

interface Needle {
  name: string
  bytes: Buffer
}

/** Shorter values are not looked for: they would match ordinary text. */
const MIN_SECRET_CHARS = 8

const CR = 0x0d
const LF = 0x0a

/** Finds named secrets in texts fed in chunks; `reset` starts the next text. */
export class SecretScanner {
  private readonly needles: readonly Needle[]
  /** The last bytes of the current text (line breaks taken out), to match across chunks. */
  private carry: Buffer = Buffer.alloc(0)
  private readonly keep: number
  private readonly hits = new Set<string>()

  constructor(secrets: readonly NamedSecret[]) {
    const seen = new Set<string>()
    const needles: Needle[] = []
    for (const { name, value } of secrets) {
      const v = value.trim()
      if (v.length < MIN_SECRET_CHARS) continue
      const hex = Buffer.from(v).toString('hex')
      for (const form of [...secretForms(v), hex, hex.toUpperCase()]) {
        const bare = form.replace(/[\r\n]/g, '')
        if (bare.length < MIN_SECRET_CHARS || seen.has(bare)) continue
        seen.add(bare)
        needles.push({ name, bytes: Buffer.from(bare) })
      }
    }
    this.needles = needles
    this.keep = Math.max(0, ...needles.map((n) => n.bytes.length)) - 1
  }

  /** False when there is nothing to look for (no secret given, or only short ones). */
  get active(): boolean {
    return this.needles.length > 0
  }

  reset(): void {
    this.carry = Buffer.alloc(0)
    this.hits.clear()
  }

  /** The next bytes of the current text. */
  feed(chunk: Uint8Array): void {
    if (this.needles.length === 0 || chunk.length === 0) return
    const bare = withoutBreaks(chunk)
    const text = this.carry.length > 0 ? Buffer.concat([this.carry, bare]) : bare
    for (const n of this.needles)
      if (!this.hits.has(n.name) && text.indexOf(n.bytes) >= 0) this.hits.add(n.name)
    // A copy: the chunk's buffer is the stream's and may be reused.
    this.carry = Buffer.from(text.subarray(Math.max(0, text.length - this.keep)))
  }

  /** The names of the secrets found in the current text, in the order given. */
  found(): string[] {
    return [...this.hits]
  }

  /** Convenience for a whole text (a path): the names found in it. */
  scan(text: string | Uint8Array): string[] {
    this.reset()
    this.feed(typeof text === 'string' ? Buffer.from(text) : text)
    const names = this.found()
    this.reset()
    return names
  }
}

/** The bytes without CR and LF (a view of the same bytes when there are none). */
function withoutBreaks(chunk: Uint8Array): Buffer {
  return without(without(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), LF), CR)
}

/** `buf` less every `byte`, copied segment by segment (a byte loop is several times slower). */
function without(buf: Buffer, byte: number): Buffer {
  let at = buf.indexOf(byte)
  if (at < 0) return buf
  const out = Buffer.allocUnsafe(buf.length)
  let n = buf.copy(out, 0, 0, at)
  while (at >= 0) {
    const next = buf.indexOf(byte, at + 1)
    const end = next < 0 ? buf.length : next
    n += buf.copy(out, n, at + 1, end)
    at = next
  }
  return out.subarray(0, n)
}
