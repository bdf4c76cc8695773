export const id = 513;
export const ids = [513];
export const modules = {

/***/ 9513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MASK: () => (/* binding */ MASK),
/* harmony export */   makeRedactor: () => (/* binding */ makeRedactor),
/* harmony export */   secretForms: () => (/* binding */ secretForms),
/* harmony export */   suspect: () => (/* binding */ suspect)
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
        pattern: /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
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
    // PEM private keys: from the BEGIN line through the body (base64, PEM headers such as
    // `Proc-Type: 4,ENCRYPTED`, real newlines or `\n` escapes when the key sits inside a JSON
    // string) to the END line. A key cut short is masked to where its body stops.
    {
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY-----(?:[\sA-Za-z0-9+/=]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY-----)?/g,
        anchor: 'PRIVATE KEY-----'
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
const JSON_DISGUISE = '\\\\u00[2-7]';
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
    const literals = [...values].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const byValue = literals.length > 0 ? new RegExp(literals.join('|'), 'g') : undefined;
    const suspectText = new RegExp([...literals, ...SHAPES.map((s) => s.anchor)].join('|'));
    const suspectRaw = new RegExp([suspectText.source, JSON_DISGUISE].join('|'));
    const redact = (text) => {
        if (text === '' || !suspectText.test(text))
            return text;
        let out = byValue !== undefined ? text.replace(byValue, MASK) : text;
        for (const shape of SHAPES) {
            shape.pattern.lastIndex = 0;
            if (shape.pattern.test(out)) {
                shape.pattern.lastIndex = 0;
                out = out.replace(shape.pattern, shape.replace ?? MASK);
            }
        }
        return out;
    };
    redact.suspect = (text) => suspectRaw.test(text);
    return redact;
}
/** Whether `text` may hold a secret for this redactor (always true for a plain function). */
function suspect(redact, text) {
    return redact.suspect === undefined ? true : redact.suspect(text);
}


/***/ })

};
