export const id = 513;
export const ids = [513];
export const modules = {

/***/ 9513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MASK: () => (/* binding */ MASK),
/* harmony export */   cutHead: () => (/* binding */ cutHead),
/* harmony export */   cutTail: () => (/* binding */ cutTail),
/* harmony export */   makeRedactor: () => (/* binding */ makeRedactor),
/* harmony export */   secretForms: () => (/* binding */ secretForms),
/* harmony export */   suspect: () => (/* binding */ suspect),
/* harmony export */   wrappedForms: () => (/* binding */ wrappedForms)
/* harmony export */ });
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
const MASK = '***';
/** Token shapes, each with the literal its prefilter looks for. Bodies are case-sensitive. */
const SHAPES = [
    // GitHub: classic (ghp_/gho_/ghu_/ghs_/ghr_) and fine-grained tokens.
    { pattern: /gh[pousr]_[A-Za-z0-9]{30,}/g, anchor: 'gh[pousr]_' },
    { pattern: /github_pat_[A-Za-z0-9_]{22,}/g, anchor: 'github_pat_' },
    // OpenAI-style keys. `sk-` is common inside words ("task-runner"), so it must start a word; an
    // ANSI colour code right before it counts as a word start too.
    {
        // eslint-disable-next-line no-control-regex -- ESC, the start of an ANSI colour code
        pattern: /(?:(?<![A-Za-z0-9])|(?<=\x1b\[[0-9;]*m))sk-[A-Za-z0-9_-]{20,}/g,
        anchor: 'sk-[A-Za-z0-9_-]{20}'
    },
    // Stripe secret and restricted keys.
    { pattern: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g, anchor: '[sr]k_(?:live|test)_' },
    // AWS access key ids.
    { pattern: /(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g, anchor: 'A[KS]IA' },
    // JWTs (also GitHub's OIDC and Actions runtime tokens).
    {
        pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
        anchor: 'eyJ'
    },
    // Slack bot, user, app and refresh tokens.
    { pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,}/g, anchor: 'xox[abeoprs]-' },
    // GitLab personal access tokens.
    { pattern: /glpat-[A-Za-z0-9_-]{20,}/g, anchor: 'glpat-' },
    // Google API keys.
    { pattern: /AIza[0-9A-Za-z_-]{35}/g, anchor: 'AIza' },
    // npm access tokens.
    { pattern: /npm_[A-Za-z0-9]{36}/g, anchor: 'npm_' },
    // PEM and PGP private keys: from the BEGIN line through the body (base64, headers such as
    // `Proc-Type: 4,ENCRYPTED` or `Version: …`, real newlines or `\n` escapes when the key sits
    // inside a JSON string) to the END line. A key cut short is masked to where its body stops; a
    // body whose BEGIN line is gone is masked back from its END line (see maskBodiesBeforeEnd).
    {
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
        anchor: 'PRIVATE KEY'
    },
    // PuTTY private keys: the private lines (and their MAC) after `Private-Lines: N`.
    {
        pattern: /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
        anchor: 'Private-Lines',
        replace: `$1 ${MASK}`
    },
    // Slack incoming webhooks and workflow triggers: the URL is the credential.
    {
        pattern: /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9_/-]+/g,
        anchor: 'hooks\\.slack\\.com',
        replace: `$1${MASK}`
    },
    // AWS session tokens (base64 of a protobuf that always starts the same way).
    {
        pattern: /(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{8,}/g,
        anchor: 'FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj'
    },
    // Azure storage and service bus connection strings.
    {
        pattern: /((?:Account|SharedAccess)Key\s*=\s*)[A-Za-z0-9+/=]{8,}/g,
        anchor: '(?:Account|SharedAccess)Key',
        replace: `$1${MASK}`
    },
    // A password in a URL (`https://user:password@host`): the password is masked, the rest kept.
    {
        pattern: /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/@'"\\]+:)[^\s/@'"\\]+@/g,
        anchor: ':\\/\\/[^\\s:/@]+:[^\\s/@]+@',
        replace: `$1${MASK}@`
    },
    // Session tokens named as such (`aws_session_token=…`, `SESSION_TOKEN: …`).
    {
        pattern: /((?:aws)?[_-]?session[_-]?token\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+=]{16,}/gi,
        anchor: '[Ss][Ee][Ss][Ss][Ii][Oo][Nn][_-]?[Tt][Oo][Kk][Ee][Nn]',
        replace: `$1${MASK}`
    },
    // AWS secret access keys: 40 base64-ish characters are too common to mask on their own (hashes,
    // paths), so only the value right after a key named like aws_secret_access_key is masked.
    {
        pattern: /((?:aws)?[_-]?secret[_-]?access[_-]?key\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/gi,
        anchor: '[Ss][Ee][Cc][Rr][Ee][Tt][_-]?[Aa][Cc][Cc][Ee][Ss][Ss]',
        replace: `$1${MASK}`
    }
];
/**
 * A JSON escape that could spell a secret's characters differently on the raw line: `\u0020` to
 * `\u007f` (a serializer only escapes control characters that way). Such a line is checked field
 * by field after parsing, where the escapes are gone.
 */
const JSON_DISGUISE = '\\\\u00[2-7]|\\\\/';
/**
 * The same escape inside a string (JSON encoded in a JSON string, or a line that is not JSON):
 * `\u0067hp_…`, with any number of backslashes. Such a text is also checked decoded.
 */
const ESCAPED = /\\+(?:u00([2-7][0-9A-Fa-f])|\/)/g;
const ESCAPED_TEST = /\\+(?:u00[2-7][0-9A-Fa-f]|\/)/;
function undisguise(text) {
    return text.replace(ESCAPED, (_m, hex) => hex === undefined ? '/' : String.fromCharCode(parseInt(hex, 16)));
}
/** A line break inside an encoded secret: `base64 -w 76`, `xxd -p`, real or JSON-escaped. */
const WRAP = '(?:\\r?\\n|\\\\r\\\\n|\\\\n)?';
/** END lines of a private key whose BEGIN line (and maybe more) is not in the text. */
const PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
/** How far back from an END line a body is looked for (a 4096-bit RSA key is about 3.3 KB). */
const MAX_BODY_CHARS = 16 * 1024;
function isBase64(c) {
    return ((c >= 48 && c <= 57) ||
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        c === 43 ||
        c === 47 ||
        c === 61);
}
/** Length of the line break (real, or a `\n`/`\r\n` escape) that ends right before `at`. */
function breakBefore(text, at) {
    if (text.charCodeAt(at - 1) === 10)
        return text.charCodeAt(at - 2) === 13 ? 2 : 1;
    if (text.charCodeAt(at - 1) === 110 && text.charCodeAt(at - 2) === 92)
        return text.charCodeAt(at - 3) === 114 && text.charCodeAt(at - 4) === 92 ? 4 : 2;
    return 0;
}
/**
 * Where the body of a key ending at `end` starts: back over whole lines of base64, one character
 * at a time (linear), no further than `floor`.
 */
function bodyStart(text, end, floor) {
    let start = end;
    for (;;) {
        const br = breakBefore(text, start);
        if (br === 0 || start - br <= floor)
            return start;
        const lineEnd = start - br;
        let i = lineEnd;
        while (i > floor && isBase64(text.charCodeAt(i - 1)))
            i--;
        // An escaped break before the line: its `n` was taken for base64.
        if (i < lineEnd && text.charCodeAt(i - 1) === 92)
            i++;
        if (i === lineEnd || (i > floor && breakBefore(text, i) === 0))
            return start;
        start = i;
    }
}
/** Masks the base64 lines right before each END line, and the END line. */
function maskBodiesBeforeEnd(text) {
    PEM_END.lastIndex = 0;
    if (!PEM_END.test(text))
        return text;
    PEM_END.lastIndex = 0;
    let out = '';
    let from = 0;
    for (const m of text.matchAll(PEM_END)) {
        const start = bodyStart(text, m.index, Math.max(from, m.index - MAX_BODY_CHARS));
        out += text.slice(from, start) + MASK;
        from = m.index + m[0].length;
    }
    return out + text.slice(from);
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * The forms a secret value can appear in. Base64 depends on where the secret starts in the
 * encoded text, so each of the three alignments contributes the characters that only the secret
 * determines (standard and URL-safe alphabets).
 */
function secretForms(secret) {
    const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
    if (secret.length >= 12) {
        forms.add(secret.toUpperCase());
        forms.add(secret.toLowerCase());
        const url = encodeURIComponent(secret);
        forms.add(url);
        forms.add(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
        const bytes = Buffer.from(secret);
        for (let offset = 0; offset < 3; offset++) {
            const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
            const start = Math.ceil((8 * offset) / 6);
            const end = Math.floor((8 * (offset + bytes.length)) / 6);
            const inner = b64.slice(start, end);
            if (inner.length >= 12) {
                forms.add(inner);
                forms.add(inner.replace(/\+/g, '-').replace(/\//g, '_'));
            }
        }
    }
    return [...forms];
}
/** Encodings a tool prints wrapped over lines (base64 at any offset, hex): masked across breaks. */
function wrappedForms(secret) {
    if (secret.length < 12)
        return [];
    const hex = Buffer.from(secret).toString('hex');
    const forms = new Set([hex, hex.toUpperCase()]);
    // Standard base64 at each offset (what `base64` and `openssl base64` wrap); not the secret
    // itself or URL-safe base64, which no common tool wraps. Each form costs the prefilter two
    // literals, on every line.
    const bytes = Buffer.from(secret);
    for (let offset = 0; offset < 3; offset++) {
        const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const inner = b64.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        if (inner.length >= 16)
            forms.add(inner);
    }
    return [...forms];
}
/** Builds a redactor for these secret values plus the token shapes. Short values are ignored. */
function makeRedactor(secrets) {
    const values = new Set();
    for (const secret of secrets) {
        const s = (secret ?? '').trim();
        if (s.length < 4)
            continue;
        for (const form of secretForms(s))
            values.add(form);
    }
    const wrapped = new Set();
    for (const secret of secrets) {
        const s = (secret ?? '').trim();
        if (s.length >= 12)
            for (const form of wrappedForms(s))
                wrapped.add(form);
    }
    const literals = [...values].sort((a, b) => b.length - a.length).map(escapeRegExp);
    // A wrapped form: any character may be followed by a line break. Its prefilter literals are
    // its first and last 12 characters: one break leaves at least one of them whole.
    const wraps = [...wrapped]
        .sort((a, b) => b.length - a.length)
        .map((f) => Array.from(f, escapeRegExp).join(WRAP));
    const ends = [...wrapped].flatMap((f) => [f.slice(0, 12), f.slice(-12)]).map(escapeRegExp);
    const byValue = literals.length + wraps.length > 0
        ? new RegExp([...literals, ...wraps].join('|'), 'g')
        : undefined;
    // A wrapped form's full text holds its first 12 characters, so only those and its last 12 are
    // looked for: the prefilter's cost grows with the number of literals it holds.
    const unwrapped = [...values]
        .filter((v) => !wrapped.has(v))
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp);
    const suspectText = new RegExp([...unwrapped, ...new Set(ends), ...SHAPES.map((s) => s.anchor), ESCAPED_TEST.source].join('|'));
    const suspectRaw = new RegExp([suspectText.source, JSON_DISGUISE].join('|'));
    const plain = (text) => {
        let out = byValue !== undefined ? text.replace(byValue, MASK) : text;
        for (const shape of SHAPES) {
            shape.pattern.lastIndex = 0;
            if (shape.pattern.test(out)) {
                shape.pattern.lastIndex = 0;
                out = out.replace(shape.pattern, shape.replace ?? MASK);
            }
        }
        return maskBodiesBeforeEnd(out);
    };
    const redact = (text) => {
        if (text === '' || !suspectText.test(text))
            return text;
        const out = plain(text);
        // A JSON escape can spell a secret inside a string (JSON encoded twice, a broken line):
        // when the decoded text holds one, the decoded text is what is kept, masked.
        if (ESCAPED_TEST.test(out)) {
            const decoded = undisguise(out);
            const masked = plain(decoded);
            if (masked !== decoded)
                return masked;
        }
        return out;
    };
    redact.suspect = (text) => suspectRaw.test(text);
    return redact;
}
/**
 * Cuts already redacted text to `max` characters, keeping its head. A cut that splits a run of
 * token characters (a word, base64) drops the partial run: a secret the redactor could only recognise whole (it
 * was cut before it was redacted, or it is a shape no pattern knows) leaves no piece at the edge.
 */
function cutHead(text, max, mark = '…') {
    if (text.length <= max)
        return text;
    let head = text.slice(0, max);
    if (/[A-Za-z0-9_+/=-]/.test(text.charAt(max)))
        head = head.replace(/[A-Za-z0-9_+/=-]+$/, '');
    return head + mark;
}
/** Like cutHead, keeping the end of the text. */
function cutTail(text, max, mark = '…') {
    if (text.length <= max)
        return text;
    let tail = text.slice(text.length - max);
    if (/[A-Za-z0-9_+/=-]/.test(text.charAt(text.length - max - 1)))
        tail = tail.replace(/^[A-Za-z0-9_+/=-]+/, '');
    return mark + tail;
}
/** Whether `text` may hold a secret for this redactor (always true for a plain function). */
function suspect(redact, text) {
    return redact.suspect === undefined ? true : redact.suspect(text);
}


/***/ })

};
