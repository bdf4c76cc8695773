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
import { bytePrefilter, type BytePrefilter, type LineScan } from './prefilter.js'

export { cutHead, cutTail } from '../text.js'
export type { LineScan } from './prefilter.js'

export const MASK = '***'

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

/** Token shapes, each with the literal its prefilter looks for. Bodies are case-sensitive. */
export const SHAPES: readonly {
  pattern: RegExp
  /** What the prefilter looks for (a match of the pattern holds a match of this). */
  anchor: string
  /** Every literal a match of the anchor starts with (the byte prefilter's entries). */
  starts: string[]
  caseless?: boolean
  replace?: string
}[] = [
  // GitHub: classic (ghp_/gho_/ghu_/ghs_/ghr_) and fine-grained tokens, and the JWT form of App
  // installation tokens (GITHUB_TOKEN included) since 2026-05: `ghs_<app id>_<JWT>`, about 520
  // characters, masked from prefix to signature; the other prefixes too, should GitHub move them.
  // A JWT's header is a JSON object: `{"` encoded, `eyI` to `eyL`. Linear: once that follows the
  // app id, the match cannot fail, so nothing backtracks into what it took.
  {
    pattern:
      /gh[pousr]_(?:[0-9]+_ey[I-L][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+){0,2}|[A-Za-z0-9]{30,})/g,
    anchor: 'gh[pousr]_',
    starts: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']
  },
  { pattern: /github_pat_[A-Za-z0-9_]{22,}/g, anchor: 'github_pat_', starts: ['github_pat_'] },
  // A GitHub token as git sends it: base64 of `x-access-token:<token>` (`AUTHORIZATION: basic …`,
  // the `http.extraheader` actions/checkout leaves in the git config), whatever the token's
  // shape. `git config --list` prints it; a token the action was not given is masked here.
  {
    pattern: /eC1hY2Nlc3MtdG9rZW46[A-Za-z0-9+/_-]{8,}={0,2}/g,
    anchor: 'eC1hY2Nlc3MtdG9rZW46',
    starts: ['eC1hY2Nlc3MtdG9rZW46']
  },
  // OpenAI-style keys. `sk-` is common inside words ("task-runner"), so it must start a word; an
  // ANSI colour code right before it counts as a word start too.
  {
    // eslint-disable-next-line no-control-regex -- ESC, the start of an ANSI colour code
    pattern: /(?:(?<![A-Za-z0-9])|(?<=\x1b\[[0-9;]*m))sk-[A-Za-z0-9_-]{20,}/g,
    anchor: 'sk-[A-Za-z0-9_-]{20}',
    starts: ['sk-']
  },
  // Stripe secret and restricted keys.
  {
    pattern: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
    anchor: '[sr]k_(?:live|test)_',
    starts: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_']
  },
  // AWS access key ids.
  {
    pattern: /(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
    anchor: 'A[KS]IA',
    starts: ['AKIA', 'ASIA']
  },
  // JWTs (also GitHub's OIDC and Actions runtime tokens).
  {
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    anchor: 'eyJ',
    starts: ['eyJ']
  },
  // Slack bot, user, app and refresh tokens.
  {
    pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,}/g,
    anchor: 'xox[abeoprs]-',
    starts: ['a', 'b', 'e', 'o', 'p', 'r', 's'].map((c) => `xox${c}-`)
  },
  // GitLab personal access tokens.
  { pattern: /glpat-[A-Za-z0-9_-]{20,}/g, anchor: 'glpat-', starts: ['glpat-'] },
  // Google API keys.
  { pattern: /AIza[0-9A-Za-z_-]{35}/g, anchor: 'AIza', starts: ['AIza'] },
  // npm access tokens.
  { pattern: /npm_[A-Za-z0-9]{36}/g, anchor: 'npm_', starts: ['npm_'] },
  // PEM and PGP private keys: from the BEGIN line through the body (base64, headers such as
  // `Proc-Type: 4,ENCRYPTED` or `Version: …`, real newlines or `\n` escapes when the key sits
  // inside a JSON string) to the END line. A key cut short is masked to where its body stops; a
  // body whose BEGIN line is gone is masked back from its END line (see maskBodiesBeforeEnd).
  {
    pattern:
      /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
    anchor: 'PRIVATE KEY',
    starts: ['PRIVATE KEY']
  },
  // PuTTY private keys: the private lines (and their MAC) after `Private-Lines: N`.
  {
    pattern:
      /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
    anchor: 'Private-Lines',
    starts: ['Private-Lines'],
    replace: `$1 ${MASK}`
  },
  // Slack incoming webhooks and workflow triggers: the URL is the credential.
  {
    pattern: /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9_/-]+/g,
    anchor: 'hooks\\.slack\\.com',
    starts: ['hooks.slack.com'],
    replace: `$1${MASK}`
  },
  // AWS session tokens (base64 of a protobuf that always starts the same way).
  {
    pattern: /(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{8,}/g,
    anchor: 'FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj',
    starts: ['FwoGZXIvYXdz', 'IQoJb3JpZ2luX2Vj']
  },
  // Azure storage and service bus connection strings.
  {
    pattern: /((?:Account|SharedAccess)Key\s*=\s*)[A-Za-z0-9+/=]{8,}/g,
    anchor: '(?:Account|SharedAccess)Key',
    starts: ['AccountKey', 'SharedAccessKey'],
    replace: `$1${MASK}`
  },
  // A password in a URL (`https://user:password@host`): the password is masked, the rest kept.
  {
    pattern: /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/@'"\\]+:)[^\s/@'"\\]+@/g,
    // ASCII white space only, so that on bytes it matches wherever it would on text (prefilter.ts).
    anchor: ':\\/\\/[^\\t-\\r :/@]+:[^\\t-\\r /@]+@',
    starts: ['://'],
    replace: `$1${MASK}@`
  },
  // Session tokens named as such (`aws_session_token=…`, `SESSION_TOKEN: …`).
  {
    pattern: /((?:aws)?[_-]?session[_-]?token\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+=]{16,}/gi,
    anchor: '[Ss][Ee][Ss][Ss][Ii][Oo][Nn][_-]?[Tt][Oo][Kk][Ee][Nn]',
    starts: ['session_token', 'session-token', 'sessiontoken'],
    caseless: true,
    replace: `$1${MASK}`
  },
  // AWS secret access keys: 40 base64-ish characters are too common to mask on their own (hashes,
  // paths), so only the value right after a name for one is masked: aws_secret_access_key,
  // aws_secret_key, aws_secret (any case, `_` or `-` or nothing between the words), or
  // secret_access_key without the aws; after `=`, `:` or a space (`aws configure set …`).
  {
    pattern:
      /((?:aws[_-]?secret(?:[_-]?access)?(?:[_-]?key)?|secret[_-]?access[_-]?key)\\?["']?(?:\s*[:=]\s*|\s+)\\?["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/gi,
    anchor:
      '[Aa][Ww][Ss][_-]?[Ss][Ee][Cc][Rr][Ee][Tt]|[Ss][Ee][Cc][Rr][Ee][Tt][_-]?[Aa][Cc][Cc][Ee][Ss][Ss]',
    starts: [
      'aws_secret',
      'aws-secret',
      'awssecret',
      'secret_access',
      'secret-access',
      'secretaccess'
    ],
    caseless: true,
    replace: `$1${MASK}`
  }
]

/** A line break inside an encoded secret: `base64 -w 76`, `xxd -p`, real or JSON-escaped. */
const WRAP = '(?:\\r?\\n|\\\\r\\\\n|\\\\n)?'

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
function maskBodiesBeforeEnd(text: string): string {
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

function escapeRegExp(s: string): string {
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

/**
 * Builds a redactor for these secret values plus the token shapes. Short values are ignored.
 * `bytes: false` leaves out the byte prefilter (as when WebAssembly is missing): tests compare.
 */
export function makeRedactor(
  secrets: readonly (string | undefined)[],
  options: { bytes?: boolean } = {}
): Redactor {
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
  const literals = [...values].sort((a, b) => b.length - a.length).map(escapeRegExp)
  // A wrapped form: any character may be followed by a line break. Its prefilter literals are
  // its first and last 12 characters (one break leaves at least one of them whole, in a form of
  // 24 characters or more) and its 12-character pieces at every multiple of 48: two breaks or
  // more enclose a whole line, and the tools that wrap these encodings print lines of 60
  // characters or more (`xxd -p` 60, `openssl base64` 64, `base64` 76), so the line holds one
  // such piece. (Every 12 would also cover narrower lines, but its pieces of digits are common
  // in any stream and slowed the scan by 10–30% with a 68-character key.)
  const wraps = [...wrapped]
    .sort((a, b) => b.length - a.length)
    .map((f) => Array.from(f, escapeRegExp).join(WRAP))
  const pieces = (f: string): string[] => {
    const out = [f.slice(-12)]
    for (let at = 0; at + 12 <= f.length; at += 48) out.push(f.slice(at, at + 12))
    return out
  }
  const rawEnds = [...new Set([...wrapped].flatMap(pieces))]
  const ends = rawEnds.map(escapeRegExp)
  const byValue =
    literals.length + wraps.length > 0
      ? new RegExp([...literals, ...wraps].join('|'), 'g')
      : undefined
  // A wrapped form's full text holds its first 12 characters, so only those and its last 12 are
  // looked for: the prefilter's cost grows with the number of literals it holds.
  const unwrappedValues = [...values].filter((v) => !wrapped.has(v))
  const unwrapped = [...unwrappedValues].sort((a, b) => b.length - a.length).map(escapeRegExp)
  const suspectText = new RegExp(
    [...unwrapped, ...ends, ...SHAPES.map((s) => s.anchor), ESCAPED_TEST.source].join('|')
  )
  const suspectRaw = new RegExp([suspectText.source, JSON_DISGUISE].join('|'))
  // The same test on raw bytes (prefilter.ts), which also says which patterns can match: group 0
  // is the secret values, group i + 1 the shape SHAPES[i], and the last group JSON escapes. Each
  // start is a literal every match of its group's expression starts with; values are compared as
  // their UTF-8 bytes.
  const latin1 = (v: string): string => Buffer.from(v, 'utf8').toString('latin1')
  const valueStarts = [...unwrappedValues, ...rawEnds]
  const ESC = SHAPES.length + 1
  // Built on first use (a WebAssembly module compiled, its tables written: a few milliseconds
  // of a start that is otherwise waiting for nothing): the redactor is made when the step
  // starts, and the stream's first line comes after the CLI's own start. Built once; one that
  // cannot be built is none, and the expressions answer.
  const buildPrefilter = (): BytePrefilter | undefined => {
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
  let built: { prefilter: BytePrefilter | undefined } | undefined
  const prefilter = (): BytePrefilter | undefined => {
    built ??= { prefilter: options.bytes === false ? undefined : buildPrefilter() }
    return built.prefilter
  }

  /** The groups that can match in `text` (a bit mask). */
  const groupsOf = (text: string): number => {
    // Encoding costs less than the expression below once a text is a few hundred characters.
    const bytes = text.length >= 256 ? prefilter() : undefined
    if (bytes !== undefined) {
      const b = Buffer.from(text, 'utf8')
      const mask = bytes.groups(b, 0, b.length, text)
      if (mask !== undefined) return mask
    }
    if (!suspectText.test(text)) return 0
    let mask = valueStarts.some((v) => text.includes(v)) ? 1 : 0
    const lower = text.toLowerCase()
    SHAPES.forEach((shape, i) => {
      const t = shape.caseless === true ? lower : text
      if (shape.starts.some((start) => t.includes(start))) mask |= 1 << (i + 1)
    })
    return ESCAPED_TEST.test(text) ? mask | (1 << ESC) : mask
  }

  /**
   * Runs the patterns of the groups in `mask`, in order. Masking can make a later pattern match
   * (a key with a `/` in a URL's user name: masked, the URL's password now matches), so once the
   * text changed, the groups are looked up again in what it became.
   */
  const plain = (text: string, mask: number): string => {
    let out = text
    if (byValue !== undefined && (mask & 1) !== 0) {
      const masked = out.replace(byValue, MASK)
      if (masked !== out) {
        out = masked
        mask = groupsOf(out)
      }
    }
    SHAPES.forEach((shape, i) => {
      if ((mask & (1 << (i + 1))) === 0) return
      shape.pattern.lastIndex = 0
      if (shape.pattern.test(out)) {
        shape.pattern.lastIndex = 0
        out = out.replace(shape.pattern, shape.replace ?? MASK)
        mask = groupsOf(out)
      }
    })
    return maskBodiesBeforeEnd(out)
  }

  const redact: Redactor = (text: string): string => {
    if (text === '') return text
    const mask = groupsOf(text)
    if (mask === 0) return text
    const out = plain(text, mask)
    // An escape can spell a secret (JSON encoded twice, markdown's `\_`: core/redact/disguise.ts). The
    // text as its reader decodes it, masked, is what is kept when it differs from what the
    // masked text decodes to: a secret spelt so was not masked, or was cut by a mask of a part
    // of it (a JWT masked up to the first `&#95;` of its signature). The escapes' group not
    // found means ESCAPED_TEST finds nothing either (its expression is part of the group's).
    if ((mask & (1 << ESC)) !== 0 && ESCAPED_TEST.test(text)) {
      const whole = undisguise(text)
      const masked = plain(whole, groupsOf(whole))
      // Source code with escaped dots and dashes is common: nothing masked, one decoding less.
      if (masked !== (out === text ? whole : undisguise(out))) return masked
    }
    return out
  }
  redact.suspect = (text: string): boolean => suspectRaw.test(text)
  redact.suspectBytes = (buf: Uint8Array, start: number, end: number, decoded?: string): boolean =>
    prefilter()?.any(buf, start, end, decoded) ??
    suspectRaw.test(Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8'))
  redact.suspectChunk = (buf: Uint8Array) => prefilter()?.chunk(buf)
  return redact
}
