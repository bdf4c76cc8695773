/**
 * The forms a secret value is masked in (redact.ts): as given, JSON-escaped, in either case,
 * URL-encoded, base64 at each offset; and the encodings a tool prints wrapped over lines.
 */

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The forms a secret value can appear in. Base64 depends on where the secret starts in the
 * encoded text, so each of the three alignments contributes the characters that only the secret
 * determines (standard and URL-safe alphabets).
 */
export function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret, JSON.stringify(secret).slice(1, -1)])
  if (secret.length >= 12) {
    forms.add(secret.toUpperCase())
    forms.add(secret.toLowerCase())
    const url = encodeURIComponent(secret)
    forms.add(url)
    forms.add(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()))
    const bytes = Buffer.from(secret)
    for (let offset = 0; offset < 3; offset++) {
      const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
      const start = Math.ceil((8 * offset) / 6)
      const end = Math.floor((8 * (offset + bytes.length)) / 6)
      const inner = b64.slice(start, end)
      if (inner.length >= 12) {
        forms.add(inner)
        forms.add(inner.replace(/\+/g, '-').replace(/\//g, '_'))
      }
    }
  }
  return [...forms]
}

/** Encodings a tool prints wrapped over lines (base64 at any offset, hex): masked across breaks. */
function wrappedForms(secret: string): string[] {
  if (secret.length < 12) return []
  const hex = Buffer.from(secret).toString('hex')
  const forms = new Set<string>([hex, hex.toUpperCase()])
  // Standard base64 at each offset (what `base64` and `openssl base64` wrap); not the secret
  // itself or URL-safe base64, which no common tool wraps. Each form costs the prefilter two
  // literals, on every line.
  const bytes = Buffer.from(secret)
  for (let offset = 0; offset < 3; offset++) {
    const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
    const inner = b64.slice(
      Math.ceil((8 * offset) / 6),
      Math.floor((8 * (offset + bytes.length)) / 6)
    )
    if (inner.length >= 16) forms.add(inner)
  }
  return [...forms]
}

/** A line break inside an encoded secret: `base64 -w 76`, `xxd -p`, real or JSON-escaped. */
const WRAP = '(?:\\r?\\n|\\\\r\\\\n|\\\\n)?'

/** A wrapped form as an expression: any character may be followed by a line break. */
export function wrappedPattern(form: string): string {
  return Array.from(form, escapeRegExp).join(WRAP)
}

/**
 * The literals the prefilter looks for in a wrapped form: its last 12 characters and its
 * 12-character pieces at every multiple of 48 (the first among them). One break leaves the first
 * or the last 12 whole, in a form of 24 characters or more; two breaks or more enclose a whole
 * line, and the tools that wrap these encodings print lines of 60 characters or more (`xxd -p`
 * 60, `openssl base64` 64, `base64` 76), so the line holds one such piece. (Every 12 would also
 * cover narrower lines, but its pieces of digits are common in any stream and slowed the scan by
 * 10–30% with a 68-character key.)
 */
export function wrapPieces(form: string): string[] {
  const out = [form.slice(-12)]
  for (let at = 0; at + 12 <= form.length; at += 48) out.push(form.slice(at, at + 12))
  return out
}

/** Every form of the secret values (short ones ignored), and those also masked wrapped. */
export function valueForms(secrets: readonly (string | undefined)[]): {
  values: Set<string>
  wrapped: Set<string>
} {
  const values = new Set<string>()
  for (const secret of secrets) {
    const s = (secret ?? '').trim()
    if (s.length < 4) continue
    for (const form of secretForms(s)) values.add(form)
  }
  const wrapped = new Set<string>()
  for (const secret of secrets) {
    const s = (secret ?? '').trim()
    if (s.length >= 12) for (const form of wrappedForms(s)) wrapped.add(form)
  }
  return { values, wrapped }
}
