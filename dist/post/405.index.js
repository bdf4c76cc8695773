export const id = 405;
export const ids = [405];
export const modules = {

/***/ 5405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MASK: () => (/* binding */ MASK),
  SHAPES: () => (/* binding */ SHAPES),
  cutHead: () => (/* reexport */ core_text/* cutHead */.fz),
  cutTail: () => (/* reexport */ core_text/* cutTail */.BO),
  makeRedactor: () => (/* binding */ makeRedactor),
  secretForms: () => (/* binding */ secretForms)
});

;// CONCATENATED MODULE: ./src/core/disguise.ts
/**
 * Ways a text spells a secret's characters differently, which its reader decodes (for
 * core/redact.ts): a text holding one is also redacted decoded, and when the decoded text holds
 * a secret, the decoded text is what is kept, masked.
 * - JSON escapes of printable ASCII (`\u0067hp_…`, `\/`), with any number of backslashes (JSON
 *   encoded in a JSON string): a serializer only escapes control characters that way.
 * - Markdown's backslash escapes and character references of the characters tokens are made of
 *   besides letters and digits (`ghs\_…`, `ghs&#95;…`, `&lowbar;`): GitHub renders them as the
 *   characters they stand for, and so does the summary's and the comment's rewriting of the
 *   agent's markdown (render/prose.ts), which writes each text back out escaped anew.
 */
/** The disguises on a raw JSON line: `\u0020` to `\u007f`, `\/`. */
const JSON_DISGUISE = '\\\\u00[2-7]|\\\\/';
/** Every disguise in a text (a string value, or a line that is not JSON). */
const ESCAPED = /\\+(?:u00([2-7][0-9A-Fa-f])|\/|([-_.]))|&#(?:([0-9]{1,7})|[xX]([0-9A-Fa-f]{1,6}));|&(lowbar|UnderBar|period);/g;
const ESCAPED_TEST = /\\+(?:u00[2-7][0-9A-Fa-f]|[-_./])|&#[xX]?[0-9A-Fa-f]{1,7};|&(?:lowbar|UnderBar|period);/;
/** Literals every disguise contains where ESCAPED_TEST can match from (prefilter.ts). */
const DISGUISE_STARTS = [
    '\\u00',
    '\\/',
    '\\_',
    '\\-',
    '\\.',
    '&#',
    '&lowbar;',
    '&UnderBar;',
    '&period;'
];
const NAMED = { lowbar: '_', UnderBar: '_', period: '.' };
/** The text decoded (a character reference to a non-printable or non-ASCII code is left). */
function undisguise(text) {
    return text.replace(ESCAPED, (m, json, punct, dec, hex, name) => {
        if (json !== undefined)
            return String.fromCharCode(parseInt(json, 16));
        if (punct !== undefined)
            return punct;
        if (name !== undefined)
            return NAMED[name] ?? m;
        if (dec === undefined && hex === undefined)
            return '/';
        const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex ?? '', 16);
        return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : m;
    });
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/core/prefilter-module.ts
/**
 * The prefilter's WebAssembly module (prefilter.ts), built here from its instructions (about 320
 * bytes), and the layout of its memory. Two functions: `match(q)`, whether an anchor starts at
 * position q of the input (its first two bytes looked up, then the anchors starting with them
 * compared as masked 8-byte words), and `scan(from, last)`, the first position in [from, last)
 * where one does, or -1.
 *
 * (A SIMD `scan` was tried: Hyperscan's "Teddy", 16 positions at a time, each position's first
 * three bytes looked up by nibble in 16-byte tables. On this project's machine it was no faster
 * than this loop, about 0.7 ns a byte either way once V8 optimised it.)
 */
const PAGE = 64 * 1024;
const GATE = 0; // a byte per two-byte pair: 1 when an entry starts with it
const BUCKETS = GATE + 65536; // per two-byte pair: first entry (u16) and count (u16)
const ENTRIES = BUCKETS + 65536 * 4; // entries of 32 bytes: mask, value, mask, value (u64 each)
const MAX_ENTRIES = 4096;
/** What is scanned, followed by PAD bytes of zeros (`match` reads 16 bytes from a position). */
const INPUT = ENTRIES + MAX_ENTRIES * 32;
const PAD = 16;
function uleb(n) {
    const out = [];
    do {
        let byte = n & 0x7f;
        n >>>= 7;
        if (n !== 0)
            byte |= 0x80;
        out.push(byte);
    } while (n !== 0);
    return out;
}
function sleb(n) {
    const out = [];
    for (;;) {
        const byte = n & 0x7f;
        n >>= 7;
        if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
            out.push(byte);
            return out;
        }
        out.push(byte | 0x80);
    }
}
function section(id, body) {
    return [id, ...uleb(body.length), ...body];
}
function vector(items) {
    return [...uleb(items.length), ...items.flat()];
}
function prefilter_module_name(s) {
    return vector([...Buffer.from(s)].map((b) => [b]));
}
// Opcodes used below.
const BLOCK = 0x02;
const LOOP = 0x03;
const IF = 0x04;
const END = 0x0b;
const BR = 0x0c;
const BR_IF = 0x0d;
const RETURN = 0x0f;
const CALL = 0x10;
const VOID = 0x40;
const GET = 0x20;
const SET = 0x21;
const TEE = 0x22;
const I32_LOAD = 0x28;
const I64_LOAD = 0x29;
const I32_LOAD8_U = 0x2d;
const I32_LOAD16_U = 0x2f;
const I32_CONST = 0x41;
const I32_GE_U = 0x4f;
const I64_EQ = 0x51;
const I32_ADD = 0x6a;
const I32_AND = 0x71;
const I32_OR = 0x72;
const I32_SHL = 0x74;
const I32_SHR_U = 0x76;
const I64_AND = 0x83;
const I32 = 0x7f;
const load = (op, offset) => [op, 0, ...uleb(offset)];
const prefilter_module_int = (n) => [I32_CONST, ...sleb(n)];
function body(locals, code) {
    const l = vector(locals);
    return [...uleb(l.length + code.length), ...l, ...code];
}
/**
 * Function 0, `match(q)`: 1 when an entry matches at position q of the input. Locals: 0 q, 1 the
 * two bytes' bucket, 2 entry, 3 entries' end.
 */
function matchBody() {
    const [q, bucket, e, eEnd] = [0, 1, 2, 3];
    // prettier-ignore
    return body([[3, I32]], [
        GET, q, ...load(I32_LOAD16_U, INPUT), ...prefilter_module_int(2), I32_SHL, ...load(I32_LOAD, BUCKETS), TEE, bucket,
        ...prefilter_module_int(0xffff), I32_AND, ...prefilter_module_int(5), I32_SHL, SET, e,
        GET, bucket, ...prefilter_module_int(16), I32_SHR_U, ...prefilter_module_int(5), I32_SHL, GET, e, I32_ADD, SET, eEnd,
        BLOCK, VOID,
        LOOP, VOID,
        GET, e, GET, eEnd, I32_GE_U, BR_IF, 1,
        GET, q, ...load(I64_LOAD, INPUT), GET, e, ...load(I64_LOAD, ENTRIES), I64_AND,
        GET, e, ...load(I64_LOAD, ENTRIES + 8), I64_EQ,
        IF, VOID,
        GET, q, ...load(I64_LOAD, INPUT + 8), GET, e, ...load(I64_LOAD, ENTRIES + 16), I64_AND,
        GET, e, ...load(I64_LOAD, ENTRIES + 24), I64_EQ,
        IF, VOID, ...prefilter_module_int(1), RETURN, END,
        END,
        GET, e, ...prefilter_module_int(32), I32_ADD, SET, e,
        BR, 0,
        END,
        END,
        ...prefilter_module_int(0),
        END
    ]);
}
/**
 * Function 1, `scan(from, last)`: the first position p in [from, last) where an entry
 * matches, or -1. Four positions at a time: the gate bytes of the four two-byte pairs starting
 * at p are OR-ed, and only when one is set are the four positions matched one by one.
 * Locals: 0 p, 1 last, 2 four bytes at p, 3 k.
 */
function scanBody() {
    const [p, last, x, k] = [0, 1, 2, 3];
    const gate = (pair) => [...pair, ...load(I32_LOAD8_U, GATE)];
    // prettier-ignore
    return body([[2, I32]], [
        BLOCK, VOID,
        LOOP, VOID,
        GET, p, GET, last, I32_GE_U, BR_IF, 1,
        GET, p, ...load(I32_LOAD, INPUT), SET, x,
        ...gate([GET, x, ...prefilter_module_int(0xffff), I32_AND]),
        ...gate([GET, x, ...prefilter_module_int(8), I32_SHR_U, ...prefilter_module_int(0xffff), I32_AND]), I32_OR,
        ...gate([GET, x, ...prefilter_module_int(16), I32_SHR_U]), I32_OR,
        ...gate([GET, p, ...load(I32_LOAD16_U, INPUT + 3)]), I32_OR,
        IF, VOID,
        GET, p, SET, k,
        BLOCK, VOID,
        LOOP, VOID,
        GET, k, GET, last, I32_GE_U, BR_IF, 1,
        GET, k, GET, p, ...prefilter_module_int(4), I32_ADD, I32_GE_U, BR_IF, 1,
        GET, k, ...load(I32_LOAD16_U, INPUT), ...load(I32_LOAD8_U, GATE),
        IF, VOID,
        GET, k, CALL, 0,
        IF, VOID, GET, k, RETURN, END,
        END,
        GET, k, ...prefilter_module_int(1), I32_ADD, SET, k,
        BR, 0,
        END,
        END,
        END,
        GET, p, ...prefilter_module_int(4), I32_ADD, SET, p,
        BR, 0,
        END,
        END,
        ...prefilter_module_int(-1),
        END
    ]);
}
/** The module's bytes, with `pages` of memory to start with. */
function moduleBytes(pages) {
    const bytes = [
        ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
        ...section(1, vector([
            [0x60, ...vector([[I32]]), ...vector([[I32]])],
            [0x60, ...vector([[I32], [I32]]), ...vector([[I32]])]
        ])),
        ...section(3, vector([[0], [1]])),
        ...section(5, vector([[0x00, ...uleb(pages)]])),
        ...section(7, vector([
            [...prefilter_module_name('scan'), 0x00, 1],
            [...prefilter_module_name('memory'), 0x02, 0]
        ])),
        ...section(10, vector([matchBody(), scanBody()]))
    ];
    return new Uint8Array(bytes);
}

;// CONCATENATED MODULE: ./src/core/prefilter.ts
/**
 * The redaction prefilter on raw bytes: does this line hold a place where a secret could start?
 *
 * It runs on every byte of the stream, so its speed is the action's speed. A regular expression
 * with one alternative per secret form and token shape costs two to three times `JSON.parse` of
 * the same line: V8 tries every alternative at every position, and no JavaScript loop over
 * characters is faster than that. This is a small WebAssembly loop instead (under 2 ns a byte):
 *
 * 1. every anchor (a literal a secret must start with: `ghp_`, `eyJ`, the first bytes of the API
 *    key's base64 form…) is listed as a prefix of up to 16 bytes, each byte compared exactly or,
 *    for a letter of a case-insensitive anchor, with its case bit masked;
 * 2. each position's two bytes are looked up in a 64 KiB table of the anchors' first two bytes,
 *    four positions at a time: almost every position stops here;
 * 3. where they match, the anchors starting with those two bytes are compared as two masked
 *    8-byte words;
 * 4. at a position where one matches, each group's own regular expression (a group: the
 *    secret's forms, one token shape, JSON escapes) not found yet is run there only (sticky), on
 *    the line's bytes read as Latin-1 (one character a byte).
 *
 * Steps 1–3 only skip positions where no anchor can start, so a group is found exactly when its
 * expression matches somewhere in the line. The expression works on bytes: anchors are
 * ASCII, and where an anchor excludes white space it excludes ASCII white space only, so on bytes
 * it matches wherever it would on the decoded text (a test checks this on generated text).
 *
 * No npm package offers this: the multi-pattern matchers there are JavaScript loops (slower than
 * the regular expression) or native addons (which cannot be bundled into `dist/`). The module is
 * about 320 bytes, built below from its instructions; where WebAssembly is unavailable the caller falls
 * back to the regular expression on the decoded text.
 */


/** Lines longer than this are left to the caller's fallback (they are rare; memory stays small). */
const MAX_SCAN_BYTES = 4 * 1024 * 1024;
/** Chunks longer than this are scanned a line at a time (a pipe delivers 64 KiB at most). */
const MAX_CHUNK_BYTES = 256 * 1024;
/** Where a line scanned alone is put (from INPUT), after the chunk and its zeros. */
const LINE = MAX_CHUNK_BYTES + PAD;
/**
 * Where a candidate's expressions run: `buf[start, end)` as Latin-1, one character a byte; or
 * `decoded`, the same bytes decoded as UTF-8, when they are ASCII (then it is that already; an
 * invalid byte decodes to one character too, so the length check alone is not enough).
 */
function textOf(buf, start, end, decoded) {
    const view = Buffer.from(buf.buffer, buf.byteOffset + start, end - start);
    if (decoded?.length === end - start && (0,external_node_buffer_.isAscii)(view))
        return decoded;
    return view.toString('latin1');
}
/**
 * Builds the prefilter for these starts: every match of `confirm[g]` must start with one of them.
 * At a candidate position (one where a start matches) each group's expression is run sticky, on
 * the Latin-1 reading of the text; group g is found when it matches. Undefined when WebAssembly
 * is not available or there are too many starts.
 */
function bytePrefilter(starts, confirm) {
    const entries = buildEntries(starts);
    if (entries === undefined)
        return undefined;
    let exports;
    try {
        const module = new WebAssembly.Module(moduleBytes(Math.ceil((INPUT + LINE + PAGE) / PAGE)));
        exports = new WebAssembly.Instance(module, {}).exports;
    }
    catch {
        return undefined;
    }
    const memory = exports.memory;
    const find = exports.scan;
    let bytes = new Uint8Array(memory.buffer);
    writeTables(bytes, entries);
    const sticky = confirm.map((re) => new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y'));
    // Per first two bytes, the groups an entry starting with them belongs to: only those can match
    // at a candidate (`sk-` in "task-runner" runs two expressions, not all twenty).
    const all = (1 << confirm.length) - 1;
    const groupsAt = new Uint32Array(65536);
    for (const e of entries)
        groupsAt[e.key] = (groupsAt[e.key] ?? 0) | e.groups(all);
    // The functions below run for every line of the stream: they take plain arguments (no object
    // made per line) and loop by index (no iterator per candidate); `npm run bench` measured it.
    /**
     * Confirms the candidates of `buf[start, end)`, which sits at `at` (from INPUT) in the memory,
     * the first of them at `first` (from INPUT, -1: none): the groups whose expression matches at
     * one, as a mask. With `one`, it stops at the first group found.
     */
    const confirmed = (buf, start, end, at, decoded, first, one) => {
        const last = at + end - start - 1;
        let text;
        let mask = 0;
        // Positions at … last-1: an anchor is at least two bytes long.
        for (let cand = first; cand >= 0 && cand < last; cand = find(cand + 1, last)) {
            // Every group not found yet whose entries start with these two bytes is tried here, not
            // only the group of the entry that matched: several entries can match at one position (a
            // secret's form and a token shape both starting `ghs_…`), and the first one's expression
            // failing says nothing of the others.
            const key = (bytes[INPUT + cand] ?? 0) | ((bytes[INPUT + cand + 1] ?? 0) << 8);
            const groups = (groupsAt[key] || all) & ~mask;
            if (groups === 0)
                continue;
            text ??= textOf(buf, start, end, decoded);
            for (let group = 0; group < sticky.length; group++) {
                if ((groups & (1 << group)) === 0)
                    continue;
                const re = sticky[group];
                re.lastIndex = cand - at;
                if (re.test(text))
                    mask |= 1 << group;
            }
            if (mask !== 0 && one)
                return mask;
        }
        return mask;
    };
    /** Copies `buf[start, end)` to INPUT + `at`, followed by PAD bytes of zeros. */
    const load = (buf, start, end, at) => {
        const length = end - start;
        if (INPUT + at + length + PAD > bytes.length) {
            memory.grow(Math.ceil((INPUT + at + length + PAD - bytes.length) / PAGE));
            bytes = new Uint8Array(memory.buffer);
        }
        bytes.set(start === 0 && end === buf.length
            ? buf
            : new Uint8Array(buf.buffer, buf.byteOffset + start, length), INPUT + at);
        bytes.fill(0, INPUT + at + length, INPUT + at + length + PAD);
    };
    /** Scans a line alone, at LINE. */
    const run = (buf, start, end, decoded, one) => {
        const length = end - start;
        if (length < 2)
            return 0;
        if (length > MAX_SCAN_BYTES)
            return undefined;
        load(buf, start, end, LINE);
        return confirmed(buf, start, end, LINE, decoded, find(LINE, LINE + length - 1), one);
    };
    const chunk = (buf) => {
        if (buf.length > MAX_CHUNK_BYTES)
            return undefined;
        // Up to the chunk's last line end: the piece after it is scanned with its line, once whole
        // (a line that does not end in the chunk is scanned alone).
        const last = buf.lastIndexOf(0x0a);
        if (last >= 0)
            load(buf, 0, last, 0);
        // The first candidate at or after `from` in the chunk: -1 none up to its last line end, -2
        // not looked for yet. Each line's bytes sit in place, followed by the next line's instead of
        // zeros: a candidate that runs on past the line's end is a wrong one, which the expressions
        // (run on the line's text only) do not confirm; one within the line is found as alone.
        let from = 0;
        let next = -2;
        return (start, end, decoded) => {
            if (end - start < 2)
                return false;
            if (end > last)
                return run(buf, start, end, decoded, true) !== 0;
            if (next === -2 || start < from || (next >= 0 && next < start)) {
                from = start;
                next = find(start, last);
            }
            if (next < 0 || next > end - 2)
                return false;
            const mask = confirmed(buf, start, end, start, decoded, next, true);
            // The line's candidates were used up: the next line looks again from its own start.
            next = -2;
            return mask !== 0;
        };
    };
    return {
        any: (buf, start, end, decoded) => {
            const mask = run(buf, start, end, decoded, true);
            return mask === undefined ? undefined : mask !== 0;
        },
        groups: (buf, start, end, decoded) => run(buf, start, end, decoded, false),
        chunk
    };
}
function isLetter(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
/** One entry per anchor and per spelling of its first two bytes (both cases of a letter). */
function buildEntries(starts) {
    const entries = [];
    for (const start of starts) {
        const bytes = Buffer.from(start.bytes.slice(0, 16), 'latin1');
        if (bytes.length < 2)
            return undefined;
        const mask = new Uint8Array(16);
        const value = new Uint8Array(16);
        for (let i = 0; i < bytes.length; i++) {
            const c = bytes[i] ?? 0;
            const caseless = start.caseless === true && isLetter(c);
            mask[i] = caseless ? 0xdf : 0xff;
            value[i] = caseless ? c & 0xdf : c;
        }
        const spell = (c) => start.caseless === true && isLetter(c) ? [c & 0xdf, c | 0x20] : [c];
        const group = start.group;
        const groups = (all) => (group === undefined ? all : 1 << group);
        for (const a of spell(bytes[0]))
            for (const b of spell(bytes[1]))
                entries.push({ key: a | (b << 8), mask, value, groups });
    }
    return entries.length <= MAX_ENTRIES ? entries : undefined;
}
function writeTables(memory, entries) {
    entries.sort((a, b) => a.key - b.key);
    const view = new DataView(memory.buffer);
    let i = 0;
    while (i < entries.length) {
        const key = entries[i]?.key ?? 0;
        let j = i;
        while (j < entries.length && entries[j]?.key === key)
            j++;
        memory[GATE + key] = 1;
        view.setUint32(BUCKETS + key * 4, i | ((j - i) << 16), true);
        i = j;
    }
    entries.forEach((e, n) => {
        const at = ENTRIES + n * 32;
        memory.set(e.mask.subarray(0, 8), at);
        memory.set(e.value.subarray(0, 8), at + 8);
        memory.set(e.mask.subarray(8), at + 16);
        memory.set(e.value.subarray(8), at + 24);
    });
}

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
;// CONCATENATED MODULE: ./src/core/redact.ts
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
    // GitHub: classic (ghp_/gho_/ghu_/ghs_/ghr_) and fine-grained tokens, and the JWT form of App
    // installation tokens (GITHUB_TOKEN included) since 2026-05: `ghs_<app id>_<JWT>`, about 520
    // characters, masked from prefix to signature; the other prefixes too, should GitHub move them.
    // A JWT's header is a JSON object: `{"` encoded, `eyI` to `eyL`. Linear: once that follows the
    // app id, the match cannot fail, so nothing backtracks into what it took.
    {
        pattern: /gh[pousr]_(?:[0-9]+_ey[I-L][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+){0,2}|[A-Za-z0-9]{30,})/g,
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
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
        anchor: 'PRIVATE KEY',
        starts: ['PRIVATE KEY']
    },
    // PuTTY private keys: the private lines (and their MAC) after `Private-Lines: N`.
    {
        pattern: /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
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
        pattern: /((?:aws[_-]?secret(?:[_-]?access)?(?:[_-]?key)?|secret[_-]?access[_-]?key)\\?["']?(?:\s*[:=]\s*|\s+)\\?["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/gi,
        anchor: '[Aa][Ww][Ss][_-]?[Ss][Ee][Cc][Rr][Ee][Tt]|[Ss][Ee][Cc][Rr][Ee][Tt][_-]?[Aa][Cc][Cc][Ee][Ss][Ss]',
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
];
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
    if (!text.includes('PRIVATE KEY'))
        return text;
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
/**
 * Builds a redactor for these secret values plus the token shapes. Short values are ignored.
 * `bytes: false` leaves out the byte prefilter (as when WebAssembly is missing): tests compare.
 */
function makeRedactor(secrets, options = {}) {
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
    // its first and last 12 characters (one break leaves at least one of them whole, in a form of
    // 24 characters or more) and its 12-character pieces at every multiple of 48: two breaks or
    // more enclose a whole line, and the tools that wrap these encodings print lines of 60
    // characters or more (`xxd -p` 60, `openssl base64` 64, `base64` 76), so the line holds one
    // such piece. (Every 12 would also cover narrower lines, but its pieces of digits are common
    // in any stream and slowed the scan by 10–30% with a 68-character key.)
    const wraps = [...wrapped]
        .sort((a, b) => b.length - a.length)
        .map((f) => Array.from(f, escapeRegExp).join(WRAP));
    const pieces = (f) => {
        const out = [f.slice(-12)];
        for (let at = 0; at + 12 <= f.length; at += 48)
            out.push(f.slice(at, at + 12));
        return out;
    };
    const rawEnds = [...new Set([...wrapped].flatMap(pieces))];
    const ends = rawEnds.map(escapeRegExp);
    const byValue = literals.length + wraps.length > 0
        ? new RegExp([...literals, ...wraps].join('|'), 'g')
        : undefined;
    // A wrapped form's full text holds its first 12 characters, so only those and its last 12 are
    // looked for: the prefilter's cost grows with the number of literals it holds.
    const unwrappedValues = [...values].filter((v) => !wrapped.has(v));
    const unwrapped = [...unwrappedValues].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const suspectText = new RegExp([...unwrapped, ...ends, ...SHAPES.map((s) => s.anchor), ESCAPED_TEST.source].join('|'));
    const suspectRaw = new RegExp([suspectText.source, JSON_DISGUISE].join('|'));
    // The same test on raw bytes (prefilter.ts), which also says which patterns can match: group 0
    // is the secret values, group i + 1 the shape SHAPES[i], and the last group JSON escapes. Each
    // start is a literal every match of its group's expression starts with; values are compared as
    // their UTF-8 bytes.
    const latin1 = (v) => Buffer.from(v, 'utf8').toString('latin1');
    const valueStarts = [...unwrappedValues, ...rawEnds];
    const ESC = SHAPES.length + 1;
    const buildPrefilter = () => bytePrefilter([
        ...valueStarts.map((v) => ({ bytes: latin1(v), group: 0 })),
        ...SHAPES.flatMap((s, i) => s.starts.map((b) => ({ bytes: b, caseless: s.caseless, group: i + 1 }))),
        ...DISGUISE_STARTS.map((b) => ({ bytes: b, group: ESC }))
    ], [
        new RegExp(valueStarts.map((v) => escapeRegExp(latin1(v))).join('|') || '(?!)'),
        ...SHAPES.map((s) => new RegExp(s.anchor)),
        new RegExp(`${ESCAPED_TEST.source}|${JSON_DISGUISE}`)
    ]);
    // Built on first use (a WebAssembly module compiled, its tables written: a few milliseconds
    // of a start that is otherwise waiting for nothing): the redactor is made when the step
    // starts, and the stream's first line comes after the CLI's own start.
    let built;
    const prefilter = () => {
        built ??= { prefilter: options.bytes === false ? undefined : buildPrefilter() };
        return built.prefilter;
    };
    /** The groups that can match in `text` (a bit mask). */
    const groupsOf = (text) => {
        // Encoding costs less than the expression below once a text is a few hundred characters.
        const bytes = text.length >= 256 ? prefilter() : undefined;
        if (bytes !== undefined) {
            const b = Buffer.from(text, 'utf8');
            const mask = bytes.groups(b, 0, b.length, text);
            if (mask !== undefined)
                return mask;
        }
        if (!suspectText.test(text))
            return 0;
        let mask = valueStarts.some((v) => text.includes(v)) ? 1 : 0;
        const lower = text.toLowerCase();
        SHAPES.forEach((shape, i) => {
            const t = shape.caseless === true ? lower : text;
            if (shape.starts.some((start) => t.includes(start)))
                mask |= 1 << (i + 1);
        });
        return ESCAPED_TEST.test(text) ? mask | (1 << ESC) : mask;
    };
    /**
     * Runs the patterns of the groups in `mask`, in order. Masking can make a later pattern match
     * (a key with a `/` in a URL's user name: masked, the URL's password now matches), so once the
     * text changed, the groups are looked up again in what it became.
     */
    const plain = (text, mask) => {
        let out = text;
        if (byValue !== undefined && (mask & 1) !== 0) {
            const masked = out.replace(byValue, MASK);
            if (masked !== out) {
                out = masked;
                mask = groupsOf(out);
            }
        }
        SHAPES.forEach((shape, i) => {
            if ((mask & (1 << (i + 1))) === 0)
                return;
            shape.pattern.lastIndex = 0;
            if (shape.pattern.test(out)) {
                shape.pattern.lastIndex = 0;
                out = out.replace(shape.pattern, shape.replace ?? MASK);
                mask = groupsOf(out);
            }
        });
        return maskBodiesBeforeEnd(out);
    };
    const redact = (text) => {
        if (text === '')
            return text;
        const mask = groupsOf(text);
        if (mask === 0)
            return text;
        const out = plain(text, mask);
        // An escape can spell a secret (JSON encoded twice, markdown's `\_`: core/disguise.ts). The
        // text as its reader decodes it, masked, is what is kept when it differs from what the
        // masked text decodes to: a secret spelt so was not masked, or was cut by a mask of a part
        // of it (a JWT masked up to the first `&#95;` of its signature). The escapes' group not
        // found means ESCAPED_TEST finds nothing either (its expression is part of the group's).
        if ((mask & (1 << ESC)) !== 0 && ESCAPED_TEST.test(text)) {
            const whole = undisguise(text);
            const masked = plain(whole, groupsOf(whole));
            // Source code with escaped dots and dashes is common: nothing masked, one decoding less.
            if (masked !== (out === text ? whole : undisguise(out)))
                return masked;
        }
        return out;
    };
    redact.suspect = (text) => suspectRaw.test(text);
    redact.suspectBytes = (buf, start, end, decoded) => prefilter()?.any(buf, start, end, decoded) ??
        suspectRaw.test(Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8'));
    redact.suspectChunk = (buf) => prefilter()?.chunk(buf);
    return redact;
}


/***/ })

};
