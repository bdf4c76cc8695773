export const id = 934;
export const ids = [934];
export const modules = {

/***/ 6934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MASK: () => (/* reexport */ MASK),
  SHAPES: () => (/* reexport */ SHAPES),
  cutHead: () => (/* reexport */ core_text/* cutHead */.fz),
  cutTail: () => (/* reexport */ core_text/* cutTail */.BO),
  makeRedactor: () => (/* binding */ makeRedactor),
  secretForms: () => (/* reexport */ secretForms)
});

;// CONCATENATED MODULE: ./src/core/redact/disguise.ts
const JSON_DISGUISE = '\\\\u00[2-7]|\\\\/';
const ESCAPED = /\\+(?:u00([2-7][0-9A-Fa-f])|\/|([-_.]))|&#(?:([0-9]{1,7})|[xX]([0-9A-Fa-f]{1,6}));|&(lowbar|UnderBar|period);/g;
const ESCAPED_TEST = /\\+(?:u00[2-7][0-9A-Fa-f]|[-_./])|&#[xX]?[0-9A-Fa-f]{1,7};|&(?:lowbar|UnderBar|period);/;
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

;// CONCATENATED MODULE: ./src/core/redact/forms.ts
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
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
function wrappedForms(secret) {
    if (secret.length < 12)
        return [];
    const hex = Buffer.from(secret).toString('hex');
    const forms = new Set([hex, hex.toUpperCase()]);
    const bytes = Buffer.from(secret);
    for (let offset = 0; offset < 3; offset++) {
        const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const inner = b64.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        if (inner.length >= 16)
            forms.add(inner);
    }
    return [...forms];
}
const WRAP = '(?:\\r?\\n|\\\\r\\\\n|\\\\n)?';
function wrappedPattern(form) {
    return Array.from(form, escapeRegExp).join(WRAP);
}
function wrapPieces(form) {
    const out = [form.slice(-12)];
    for (let at = 0; at + 12 <= form.length; at += 48)
        out.push(form.slice(at, at + 12));
    return out;
}
function valueForms(secrets) {
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
    return { values, wrapped };
}

;// CONCATENATED MODULE: ./src/core/redact/shapes.ts
const MASK = '***';
const SHAPES = [
    {
        pattern: /gh[pousr]_(?:[0-9]+_ey[I-L][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+){0,2}|[A-Za-z0-9]{30,})/g,
        anchor: 'gh[pousr]_',
        starts: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']
    },
    { pattern: /github_pat_[A-Za-z0-9_]{22,}/g, anchor: 'github_pat_', starts: ['github_pat_'] },
    {
        pattern: /eC1hY2Nlc3MtdG9rZW46[A-Za-z0-9+/_-]{8,}={0,2}/g,
        anchor: 'eC1hY2Nlc3MtdG9rZW46',
        starts: ['eC1hY2Nlc3MtdG9rZW46']
    },
    {
        pattern: /(?:(?<![A-Za-z0-9])|(?<=\x1b\[[0-9;]*m))sk-[A-Za-z0-9_-]{20,}/g,
        anchor: 'sk-[A-Za-z0-9_-]{20}',
        starts: ['sk-']
    },
    {
        pattern: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
        anchor: '[sr]k_(?:live|test)_',
        starts: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_']
    },
    {
        pattern: /(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
        anchor: 'A[KS]IA',
        starts: ['AKIA', 'ASIA']
    },
    {
        pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
        anchor: 'eyJ',
        starts: ['eyJ']
    },
    {
        pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,}/g,
        anchor: 'xox[abeoprs]-',
        starts: ['a', 'b', 'e', 'o', 'p', 'r', 's'].map((c) => `xox${c}-`)
    },
    { pattern: /glpat-[A-Za-z0-9_-]{20,}/g, anchor: 'glpat-', starts: ['glpat-'] },
    { pattern: /AIza[0-9A-Za-z_-]{35}/g, anchor: 'AIza', starts: ['AIza'] },
    { pattern: /npm_[A-Za-z0-9]{36}/g, anchor: 'npm_', starts: ['npm_'] },
    {
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
        anchor: 'PRIVATE KEY',
        starts: ['PRIVATE KEY']
    },
    {
        pattern: /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
        anchor: 'Private-Lines',
        starts: ['Private-Lines'],
        replace: `$1 ${MASK}`
    },
    {
        pattern: /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9_/-]+/g,
        anchor: 'hooks\\.slack\\.com',
        starts: ['hooks.slack.com'],
        replace: `$1${MASK}`
    },
    {
        pattern: /(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{8,}/g,
        anchor: 'FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj',
        starts: ['FwoGZXIvYXdz', 'IQoJb3JpZ2luX2Vj']
    },
    {
        pattern: /((?:Account|SharedAccess)Key\s*=\s*)[A-Za-z0-9+/=]{8,}/g,
        anchor: '(?:Account|SharedAccess)Key',
        starts: ['AccountKey', 'SharedAccessKey'],
        replace: `$1${MASK}`
    },
    {
        pattern: /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/@'"\\]+:)[^\s/@'"\\]+@/g,
        anchor: ':\\/\\/[^\\t-\\r :/@]+:[^\\t-\\r /@]+@',
        starts: ['://'],
        replace: `$1${MASK}@`
    },
    {
        pattern: /((?:aws)?[_-]?session[_-]?token\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+=]{16,}/gi,
        anchor: '[Ss][Ee][Ss][Ss][Ii][Oo][Nn][_-]?[Tt][Oo][Kk][Ee][Nn]',
        starts: ['session_token', 'session-token', 'sessiontoken'],
        caseless: true,
        replace: `$1${MASK}`
    },
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

;// CONCATENATED MODULE: ./src/core/redact/pem.ts

const PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
const MAX_BODY_CHARS = 16 * 1024;
function isBase64(c) {
    return ((c >= 48 && c <= 57) ||
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        c === 43 ||
        c === 47 ||
        c === 61);
}
function breakBefore(text, at) {
    if (text.charCodeAt(at - 1) === 10)
        return text.charCodeAt(at - 2) === 13 ? 2 : 1;
    if (text.charCodeAt(at - 1) === 110 && text.charCodeAt(at - 2) === 92)
        return text.charCodeAt(at - 3) === 114 && text.charCodeAt(at - 4) === 92 ? 4 : 2;
    return 0;
}
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
        if (i < lineEnd && text.charCodeAt(i - 1) === 92)
            i++;
        if (i === lineEnd || (i > floor && breakBefore(text, i) === 0))
            return start;
        start = i;
    }
}
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

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/core/redact/prefilter-module.ts
const PAGE = 64 * 1024;
const GATE = 0;
const BUCKETS = GATE + 65536;
const ENTRIES = BUCKETS + 65536 * 4;
const MAX_ENTRIES = 4096;
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
function matchBody() {
    const [q, bucket, e, eEnd] = [0, 1, 2, 3];
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
function scanBody() {
    const [p, last, x, k] = [0, 1, 2, 3];
    const gate = (pair) => [...pair, ...load(I32_LOAD8_U, GATE)];
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

;// CONCATENATED MODULE: ./src/core/redact/prefilter.ts


const MAX_SCAN_BYTES = 4 * 1024 * 1024;
const MAX_CHUNK_BYTES = 256 * 1024;
const LINE = MAX_CHUNK_BYTES + PAD;
function textOf(buf, start, end, decoded) {
    const view = Buffer.from(buf.buffer, buf.byteOffset + start, end - start);
    if (decoded?.length === end - start && (0,external_node_buffer_.isAscii)(view))
        return decoded;
    return view.toString('latin1');
}
function bytePrefilter(starts, confirm) {
    const entries = buildEntries(starts);
    if (entries === undefined)
        return undefined;
    const wasm = instantiate();
    if (wasm === undefined)
        return undefined;
    return new Scanner(wasm, entries, confirm);
}
function instantiate() {
    try {
        const module = new WebAssembly.Module(moduleBytes(Math.ceil((INPUT + LINE + PAGE) / PAGE)));
        const exports = new WebAssembly.Instance(module, {}).exports;
        return {
            memory: exports.memory,
            find: exports.scan
        };
    }
    catch {
        return undefined;
    }
}
function groupsByPair(entries, all) {
    const groupsAt = new Uint32Array(65536);
    for (const e of entries)
        groupsAt[e.key] = (groupsAt[e.key] ?? 0) | e.groups(all);
    return groupsAt;
}
class Scanner {
    memory;
    find;
    bytes;
    sticky;
    all;
    groupsAt;
    constructor(wasm, entries, confirm) {
        this.memory = wasm.memory;
        this.find = wasm.find;
        this.bytes = new Uint8Array(wasm.memory.buffer);
        writeTables(this.bytes, entries);
        this.sticky = confirm.map((re) => new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y'));
        this.all = (1 << confirm.length) - 1;
        this.groupsAt = groupsByPair(entries, this.all);
    }
    any(buf, start, end, decoded) {
        const mask = this.run(buf, start, end, decoded, true);
        return mask === undefined ? undefined : mask !== 0;
    }
    groups(buf, start, end, decoded) {
        return this.run(buf, start, end, decoded, false);
    }
    chunk(buf) {
        if (buf.length > MAX_CHUNK_BYTES)
            return undefined;
        const last = buf.lastIndexOf(0x0a);
        if (last >= 0)
            this.load(buf, 0, last, 0);
        let from = 0;
        let next = -2;
        return (start, end, decoded) => {
            if (end - start < 2)
                return false;
            if (end > last)
                return this.run(buf, start, end, decoded, true) !== 0;
            if (next === -2 || start < from || (next >= 0 && next < start)) {
                from = start;
                next = this.find(start, last);
            }
            if (next < 0 || next > end - 2)
                return false;
            const mask = this.confirmed(buf, start, end, start, decoded, next, true);
            next = -2;
            return mask !== 0;
        };
    }
    run(buf, start, end, decoded, one) {
        const length = end - start;
        if (length < 2)
            return 0;
        if (length > MAX_SCAN_BYTES)
            return undefined;
        this.load(buf, start, end, LINE);
        return this.confirmed(buf, start, end, LINE, decoded, this.find(LINE, LINE + length - 1), one);
    }
    load(buf, start, end, at) {
        const length = end - start;
        if (INPUT + at + length + PAD > this.bytes.length) {
            this.memory.grow(Math.ceil((INPUT + at + length + PAD - this.bytes.length) / PAGE));
            this.bytes = new Uint8Array(this.memory.buffer);
        }
        this.bytes.set(start === 0 && end === buf.length
            ? buf
            : new Uint8Array(buf.buffer, buf.byteOffset + start, length), INPUT + at);
        this.bytes.fill(0, INPUT + at + length, INPUT + at + length + PAD);
    }
    confirmed(buf, start, end, at, decoded, first, one) {
        const last = at + end - start - 1;
        const bytes = this.bytes;
        let text;
        let mask = 0;
        for (let cand = first; cand >= 0 && cand < last; cand = this.find(cand + 1, last)) {
            const key = (bytes[INPUT + cand] ?? 0) | ((bytes[INPUT + cand + 1] ?? 0) << 8);
            const groups = (this.groupsAt[key] || this.all) & ~mask;
            if (groups === 0)
                continue;
            text ??= textOf(buf, start, end, decoded);
            mask |= this.confirmAt(text, cand - at, groups);
            if (mask !== 0 && one)
                return mask;
        }
        return mask;
    }
    confirmAt(text, index, groups) {
        let mask = 0;
        for (let group = 0; group < this.sticky.length; group++) {
            if ((groups & (1 << group)) === 0)
                continue;
            const re = this.sticky[group];
            re.lastIndex = index;
            if (re.test(text))
                mask |= 1 << group;
        }
        return mask;
    }
}
function isLetter(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
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
;// CONCATENATED MODULE: ./src/core/redact/redact.ts








const longestFirst = (a, b) => b.length - a.length;
function matchersOf(secrets) {
    const { values, wrapped } = valueForms(secrets);
    const literals = [...values].sort(longestFirst).map(escapeRegExp);
    const wraps = [...wrapped].sort(longestFirst).map(wrappedPattern);
    const rawEnds = [...new Set([...wrapped].flatMap(wrapPieces))];
    const byValue = literals.length + wraps.length > 0
        ? new RegExp([...literals, ...wraps].join('|'), 'g')
        : undefined;
    const unwrappedValues = [...values].filter((v) => !wrapped.has(v));
    const unwrapped = [...unwrappedValues].sort(longestFirst).map(escapeRegExp);
    const suspectText = new RegExp([
        ...unwrapped,
        ...rawEnds.map(escapeRegExp),
        ...SHAPES.map((s) => s.anchor),
        ESCAPED_TEST.source
    ].join('|'));
    return {
        byValue,
        suspectText,
        suspectRaw: new RegExp([suspectText.source, JSON_DISGUISE].join('|')),
        valueStarts: [...unwrappedValues, ...rawEnds]
    };
}
const ESC = SHAPES.length + 1;
const latin1 = (v) => Buffer.from(v, 'utf8').toString('latin1');
function prefilterFor(valueStarts) {
    try {
        return bytePrefilter([
            ...valueStarts.map((v) => ({ bytes: latin1(v), group: 0 })),
            ...SHAPES.flatMap((s, i) => s.starts.map((b) => ({ bytes: b, caseless: s.caseless, group: i + 1 }))),
            ...DISGUISE_STARTS.map((b) => ({ bytes: b, group: ESC }))
        ], [
            new RegExp(valueStarts.map((v) => escapeRegExp(latin1(v))).join('|') || '(?!)'),
            ...SHAPES.map((s) => new RegExp(s.anchor)),
            new RegExp(`${ESCAPED_TEST.source}|${JSON_DISGUISE}`)
        ]);
    }
    catch {
        return undefined;
    }
}
function includesAny(text, literals) {
    for (const literal of literals)
        if (text.includes(literal))
            return true;
    return false;
}
class Masker {
    matchers;
    bytes;
    built = false;
    filter;
    constructor(matchers, bytes) {
        this.matchers = matchers;
        this.bytes = bytes;
    }
    prefilter() {
        if (!this.built) {
            this.built = true;
            this.filter = this.bytes ? prefilterFor(this.matchers.valueStarts) : undefined;
        }
        return this.filter;
    }
    groupsOf(text) {
        const bytes = text.length >= 256 ? this.prefilter() : undefined;
        if (bytes !== undefined) {
            const b = Buffer.from(text, 'utf8');
            const mask = bytes.groups(b, 0, b.length, text);
            if (mask !== undefined)
                return mask;
        }
        return this.groupsByText(text);
    }
    groupsByText(text) {
        if (!this.matchers.suspectText.test(text))
            return 0;
        let mask = includesAny(text, this.matchers.valueStarts) ? 1 : 0;
        const lower = text.toLowerCase();
        let bit = 2;
        for (const shape of SHAPES) {
            if (includesAny(shape.caseless === true ? lower : text, shape.starts))
                mask |= bit;
            bit <<= 1;
        }
        return ESCAPED_TEST.test(text) ? mask | (1 << ESC) : mask;
    }
    plain(text, mask) {
        let out = text;
        const byValue = this.matchers.byValue;
        if (byValue !== undefined && (mask & 1) !== 0) {
            const masked = out.replace(byValue, MASK);
            if (masked !== out) {
                out = masked;
                mask = this.groupsOf(out);
            }
        }
        let bit = 2;
        for (const shape of SHAPES) {
            if ((mask & bit) !== 0) {
                shape.pattern.lastIndex = 0;
                if (shape.pattern.test(out)) {
                    shape.pattern.lastIndex = 0;
                    out = out.replace(shape.pattern, shape.replace ?? MASK);
                    mask = this.groupsOf(out);
                }
            }
            bit <<= 1;
        }
        return maskBodiesBeforeEnd(out);
    }
    redact(text) {
        if (text === '')
            return text;
        const mask = this.groupsOf(text);
        if (mask === 0)
            return text;
        const out = this.plain(text, mask);
        if ((mask & (1 << ESC)) !== 0 && ESCAPED_TEST.test(text)) {
            const whole = undisguise(text);
            const masked = this.plain(whole, this.groupsOf(whole));
            if (masked !== (out === text ? whole : undisguise(out)))
                return masked;
        }
        return out;
    }
}
function makeRedactor(secrets, options = {}) {
    const masker = new Masker(matchersOf(secrets), options.bytes !== false);
    const { suspectRaw } = masker.matchers;
    const redact = (text) => masker.redact(text);
    redact.suspect = (text) => suspectRaw.test(text);
    redact.suspectBytes = (buf, start, end, decoded) => masker.prefilter()?.any(buf, start, end, decoded) ??
        suspectRaw.test(Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8'));
    redact.suspectChunk = (buf) => masker.prefilter()?.chunk(buf);
    return redact;
}


/***/ })

};
