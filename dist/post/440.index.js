export const id = 440;
export const ids = [440,376];
export const modules = {

/***/ 8678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ MAX_RUN_TOKENS),
/* harmony export */   Bn: () => (/* binding */ LEDGER_VERSION),
/* harmony export */   IW: () => (/* binding */ OLDER_COUNTS),
/* harmony export */   K5: () => (/* binding */ tokenCounts),
/* harmony export */   _k: () => (/* binding */ MAX_RUNS),
/* harmony export */   aC: () => (/* binding */ MAX_RUN_MS),
/* harmony export */   pY: () => (/* binding */ PR_CAPS),
/* harmony export */   w$: () => (/* binding */ LEDGER_EVENTS),
/* harmony export */   wW: () => (/* binding */ runOrder)
/* harmony export */ });
/* unused harmony exports emptyLedger, mergeLedgers, trimLedger, addRun, totals, lastReview, lastReviewFailed, lastSession, runUsage */
const LEDGER_VERSION = 1;
const MAX_RUNS = 50;
const MAX_RUN_TOKENS = 1_000_000_000_000;
const MAX_RUN_MS = 10_000_000_000;
const LEDGER_EVENTS = [
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
];
const PR_CAPS = ['max-pr-runs', 'max-pr-tokens'];
const OLDER_COUNTS = [
    'dropped',
    'runs',
    'automaticRuns',
    'inputTokens',
    'outputTokens',
    'cacheReadTokens',
    'cacheWriteTokens',
    'agentMs'
];
const NOTHING_OLDER = {
    dropped: 0,
    runs: 0,
    automaticRuns: 0,
    inputTokens: 0,
    outputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    agentMs: 0
};
function emptyLedger(key) {
    return { v: LEDGER_VERSION, key, runs: [], older: { ...NOTHING_OLDER } };
}
function addCapped(a, b) {
    return Math.min(Number.MAX_SAFE_INTEGER, a + b);
}
function compareDigits(a, b) {
    return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
function runOrder(a, b) {
    if (a.at !== b.at)
        return a.at < b.at ? -1 : 1;
    return compareDigits(a.runId, b.runId) || compareDigits(a.attempt, b.attempt);
}
function keyOf(r) {
    return `${r.runId}.${r.attempt}`;
}
function canonicalRun(r) {
    return JSON.stringify([
        r.runId,
        r.attempt,
        r.at,
        r.event,
        r.head,
        r.reviewed,
        r.from ?? null,
        r.usage.inputTokens,
        r.usage.outputTokens,
        r.usage.cacheReadTokens,
        r.usage.cacheWriteTokens,
        r.durationMs,
        r.sessionId ?? null,
        r.conclusion,
        r.reason ?? null,
        r.trigger,
        r.started
    ]);
}
function newerEntry(a, b) {
    if (a.at !== b.at)
        return a.at > b.at ? a : b;
    if (a.durationMs !== b.durationMs)
        return a.durationMs > b.durationMs ? a : b;
    if (a.started !== b.started)
        return a.started ? a : b;
    return canonicalRun(a) >= canonicalRun(b) ? a : b;
}
function compareOlder(a, b) {
    if (a.through === undefined || b.through === undefined) {
        if (a.through !== b.through)
            return a.through === undefined ? -1 : 1;
    }
    else {
        const c = runOrder(a.through, b.through);
        if (c !== 0)
            return c;
    }
    for (const f of OLDER_COUNTS)
        if (a[f] !== b[f])
            return a[f] - b[f];
    return 0;
}
function folded(older, r) {
    return older.through !== undefined && runOrder(r, older.through) <= 0;
}
function mergeLedgers(a, b) {
    if (a.key !== b.key)
        throw new Error(`ledgers of two keys: ${a.key} and ${b.key}`);
    const older = compareOlder(a.older, b.older) >= 0 ? a.older : b.older;
    const byKey = new Map();
    for (const r of [...a.runs, ...b.runs]) {
        if (folded(older, r))
            continue;
        const seen = byKey.get(keyOf(r));
        byKey.set(keyOf(r), seen === undefined ? r : newerEntry(seen, r));
    }
    return { v: LEDGER_VERSION, key: a.key, runs: [...byKey.values()].sort(runOrder), older };
}
function count(t, r) {
    return {
        runs: addCapped(t.runs, r.started ? 1 : 0),
        automaticRuns: addCapped(t.automaticRuns, r.started && !r.trigger ? 1 : 0),
        inputTokens: addCapped(t.inputTokens, r.usage.inputTokens),
        outputTokens: addCapped(t.outputTokens, r.usage.outputTokens),
        cacheReadTokens: addCapped(t.cacheReadTokens, r.usage.cacheReadTokens),
        cacheWriteTokens: addCapped(t.cacheWriteTokens, r.usage.cacheWriteTokens),
        agentMs: addCapped(t.agentMs, r.started ? r.durationMs : 0)
    };
}
function fold(older, r) {
    return {
        dropped: addCapped(older.dropped, 1),
        ...count(older, r),
        through: { at: r.at, runId: r.runId, attempt: r.attempt }
    };
}
function trimLedger(ledger, keep = MAX_RUNS) {
    const runs = [...ledger.runs].sort(runOrder);
    let older = ledger.older;
    while (runs.length > keep) {
        const oldest = runs.shift();
        if (oldest !== undefined)
            older = fold(older, oldest);
    }
    return { ...ledger, runs, older };
}
function addRun(ledger, run) {
    const single = { v: LEDGER_VERSION, key: ledger.key, runs: [run], older: NOTHING_OLDER };
    return trimLedger(mergeLedgers(ledger, single));
}
function totals(ledger) {
    const t = {
        runs: ledger.older.runs,
        automaticRuns: ledger.older.automaticRuns,
        inputTokens: ledger.older.inputTokens,
        outputTokens: ledger.older.outputTokens,
        cacheReadTokens: ledger.older.cacheReadTokens,
        cacheWriteTokens: ledger.older.cacheWriteTokens,
        agentMs: ledger.older.agentMs
    };
    return ledger.runs.reduce(count, t);
}
function newestFirst(ledger) {
    return [...ledger.runs].sort(runOrder).reverse();
}
function lastReview(ledger) {
    return newestFirst(ledger).find((r) => r.reviewed)?.head;
}
function lastReviewFailed(ledger) {
    const last = newestFirst(ledger).find((r) => r.reviewed);
    return last === undefined
        ? undefined
        : last.conclusion === 'failure' && last.reason === 'findings';
}
function lastSession(ledger, max = 3) {
    const runs = newestFirst(ledger).filter((r) => r.sessionId !== undefined);
    const sessionId = runs[0]?.sessionId;
    if (sessionId === undefined)
        return undefined;
    return {
        sessionId,
        runs: runs
            .filter((r) => r.sessionId === sessionId)
            .slice(0, max)
            .map((r) => ({ at: r.at, runId: r.runId, attempt: r.attempt }))
    };
}
function tokenCounts(t) {
    return {
        inputTokens: t.inputTokens,
        outputTokens: t.outputTokens,
        cacheReadTokens: t.cacheReadTokens,
        cacheWriteTokens: t.cacheWriteTokens
    };
}
function runUsage(usage) {
    const count = (n) => n === undefined || !Number.isFinite(n) || n <= 0 ? 0 : Math.min(MAX_RUN_TOKENS, Math.floor(n));
    return {
        inputTokens: count(usage?.inputTokens),
        outputTokens: count(usage?.outputTokens),
        cacheReadTokens: count(usage?.cacheReadTokens),
        cacheWriteTokens: count(usage?.cacheWriteTokens)
    };
}


/***/ }),

/***/ 4440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMENT_LIMIT: () => (/* binding */ COMMENT_LIMIT),
  isWorking: () => (/* binding */ isWorking),
  renderEnd: () => (/* binding */ renderEnd),
  renderProgress: () => (/* binding */ renderProgress),
  renderStart: () => (/* binding */ renderStart),
  renderStopped: () => (/* binding */ renderStopped)
});

;// CONCATENATED MODULE: ./src/render/format.ts
function seconds(ms) {
    if (!isDuration(ms))
        return '–';
    return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms);
}
function clock(ms) {
    if (!isDuration(ms))
        return '–';
    const total = Math.round(ms / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h > 0)
        return `${h}h ${String(m).padStart(2, '0')}m`;
    if (m > 0)
        return `${m}m ${String(s).padStart(2, '0')}s`;
    return `${s}s`;
}
function isDuration(ms) {
    return ms !== undefined && Number.isFinite(ms) && ms >= 0;
}
function format_plural(n, word, many = `${word}s`) {
    return `${format_count(n)} ${n === 1 ? word : many}`;
}
function format_count(n) {
    if (!Number.isFinite(n))
        return String(n);
    return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
function lineDelta(added, removed) {
    const parts = [];
    if (added !== undefined)
        parts.push(`+${added}`);
    if (removed !== undefined && removed > 0)
        parts.push(`−${removed}`);
    else if (removed === 0 && added === undefined)
        parts.push('−0');
    return parts.join(' ');
}

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/core/said.ts
var core_said = __webpack_require__(2230);
;// CONCATENATED MODULE: ./src/render/markdown.ts

const ZWSP = '\u200b';
const NBSP = '\u00a0';
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
const MARKUP_PUNCTUATION = /[!#$&()*+<>[\\\]^_`{|}~]/g;
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        if (c === ch) {
            run++;
            if (run > best)
                best = run;
        }
        else {
            run = 0;
        }
    }
    return best;
}
function markdown_code(text) {
    if (text === '')
        return '';
    return span(flatten(text));
}
function markdown_cellCode(text) {
    if (text === '')
        return '';
    return span(flatten(text)
        .replace(/\\(?=\|)/g, `\\${ZWSP}`)
        .replace(/\|/g, '\\|'));
}
function flatten(text) {
    return text.replace(new RegExp(LINE_BREAK.source, 'g'), '⏎');
}
function span(flat) {
    const fence = '`'.repeat(longestRun(flat, '`') + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
function markdown_fenced(text, lang = 'text') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}
function literalText(value, options = {}) {
    const paragraphs = [[]];
    for (const raw of value.split(LINE_BREAK)) {
        const line = raw.replace(/[ \t]+$/, '');
        if (line === '') {
            if ((paragraphs.at(-1) ?? []).length > 0)
                paragraphs.push([]);
            continue;
        }
        paragraphs.at(-1)?.push(escapeLine(line, options));
    }
    return paragraphs
        .filter((p) => p.length > 0)
        .map((p) => p.join('\\\n'))
        .join('\n\n');
}
function escapeLine(line, options = {}, lineStart = true) {
    if (!lineStart)
        return escapeInline(line, options);
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    const lead = indent.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP);
    return lead + escapeInline(line.slice(indent.length), options);
}
function markdown_text(value) {
    return escapeInline(value.replace(new RegExp(LINE_BREAK.source, 'g'), ' ').trimStart());
}
function escapeInline(value, options = {}) {
    return breakAutolinks(value, options)
        .replace(MARKUP_PUNCTUATION, '\\$&')
        .replace(/^[-+=]/, '\\$&')
        .replace(/^(\d+)\./, '$1\\.');
}
function unlinked(value) {
    return breakAutolinks(value);
}
function breakAutolinks(value, options = {}) {
    const broken = value.replace(/:\/\//g, `:${ZWSP}//`).replace(/(www)\./gi, `$1${ZWSP}.`);
    return options.defuseMentions === false
        ? broken.replace(/@/g, `${ZWSP}@`)
        : broken.replace(/@/g, `@${ZWSP}`).replace(/(#|\bGH-)(?=\d)/gi, `$1${ZWSP}`);
}
function markdown_link(label, url) {
    if (!/^(https?:\/\/|#)/i.test(url))
        return label;
    return `[${label}](${linkDestination(url)})`;
}
function linkDestination(url) {
    return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#@!$'*+,;=%]/gu, (c) => c.length === 1 && c >= '\ud800' && c <= '\udfff'
        ? '%EF%BF%BD'
        : c.charCodeAt(0) < 0x80
            ?
                '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
            : encodeURIComponent(c));
}
function markdown_mentionsOff(markdown) {
    return markdown.replace(/\u200b@/g, '@\u200b');
}
function markup(s, redact, options = {}) {
    if (typeof s === 'string')
        return options.oneLine === true ? markdown_text(redact(s)) : literalText(redact(s));
    let out = s.pieces[0] ?? '';
    s.values.forEach((v, i) => {
        out += valueMarkup(v, redact) + (s.pieces[i + 1] ?? '');
    });
    return out;
}
function valueMarkup(v, redact) {
    switch (v.kind) {
        case 'text':
            return escapeInline(redact(v.value).replace(new RegExp(LINE_BREAK.source, 'g'), ' '));
        case 'code':
        case 'input':
            return markdown_code(redact(v.value));
        case 'shown':
            return markdown_code((0,core_said/* shownText */.f$)(redact(v.value)));
    }
}

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 45 modules
var lib = __webpack_require__(6855);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 12 modules
var mdast_util_gfm_lib = __webpack_require__(8595);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm/index.js + 7 modules
var micromark_extension_gfm = __webpack_require__(2297);
;// CONCATENATED MODULE: ./src/render/prose.ts




const MAX_DEPTH = 20;
const LANGUAGE = /^[A-Za-z0-9_+-]{1,20}$/;
const MAX_ORDINAL = 999_999_999;
const prose_NBSP = '\u00a0';
const FORMAT_CHARS = 4096;
const DEEP_LINE = new RegExp(`^(?:[ \\t]*(?:>|[-*+](?=[ \\t])|\\d{1,9}[.)](?=[ \\t]))){${String(MAX_DEPTH + 1)}}`, 'm');
function prose_agentText(value, options = {}) {
    if (value.length > FORMAT_CHARS || DEEP_LINE.test(value))
        return literalText(value, options);
    let tree;
    try {
        tree = (0,lib/* fromMarkdown */.Y)(value, { extensions: [(0,micromark_extension_gfm/* gfm */.T)()], mdastExtensions: [(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()] });
    }
    catch {
        return literalText(value, options);
    }
    return blocks(tree.children, { source: value, options }, 0);
}
function sourceOf(node, ctx) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? '' : ctx.source.slice(start, end);
}
function blocks(nodes, ctx, depth, tight = false) {
    const out = [];
    for (const node of nodes) {
        const md = block(node, ctx, depth);
        if (md === '')
            continue;
        const close = tight &&
            out.length > 0 &&
            (node.type === 'code' ||
                (node.type === 'list' && (node.ordered !== true || (node.start ?? 1) === 1)));
        out.push(out.length === 0 ? md : (close ? '\n' : '\n\n') + md);
    }
    return out.join('');
}
function block(node, ctx, depth) {
    if (depth > MAX_DEPTH)
        return literalText(sourceOf(node, ctx), ctx.options);
    switch (node.type) {
        case 'paragraph':
            return lines(inline(node.children, ctx, depth + 1));
        case 'heading':
            return lines(wrap('**', inline(node.children, ctx, depth + 1)));
        case 'thematicBreak':
            return '---';
        case 'code':
            return markdown_fenced(node.value, node.lang != null && LANGUAGE.test(node.lang) ? node.lang : '');
        case 'blockquote':
            return prefix(blocks(node.children, ctx, depth + 1), '> ', '>');
        case 'list': {
            const first = Math.min(node.start ?? 1, MAX_ORDINAL);
            const items = node.children.map((item, i) => {
                const marker = node.ordered === true ? `${Math.min(first + i, MAX_ORDINAL)}.` : '-';
                const task = item.checked == null ? '' : item.checked ? '\\[x\\] ' : '\\[ \\] ';
                const content = depth + 1 > MAX_DEPTH
                    ? literalText(sourceOf(item, ctx), ctx.options)
                    : blocks(item.children, ctx, depth + 2, item.spread !== true);
                const lines = prefix(task + content, ' '.repeat(marker.length + 1), '');
                return lines === '' ? marker : `${marker} ${lines.trimStart()}`;
            });
            const loose = node.spread === true || node.children.some((i) => i.spread === true);
            return items.join(loose ? '\n\n' : '\n');
        }
        case 'table':
            return table(node, ctx, depth + 1);
        case 'html':
            return literalText(node.value, ctx.options);
        case 'footnoteDefinition':
            return blocks([
                {
                    type: 'paragraph',
                    children: [{ type: 'text', value: `[^${node.label ?? node.identifier}]:` }]
                },
                ...node.children
            ], ctx, depth + 1);
        default:
            return literalText(sourceOf(node, ctx), ctx.options);
    }
}
function lines(md) {
    return md.replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, prose_NBSP.repeat(4)).replace(/ /g, prose_NBSP));
}
function prefix(md, lead, blank) {
    if (md === '')
        return '';
    return md
        .split('\n')
        .map((line) => (line === '' ? blank : lead + line))
        .join('\n');
}
function table(node, ctx, depth) {
    const width = Math.max(1, ...node.children.map((row) => row.children.length));
    const row = (cells) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
    const rows = node.children.map((r) => row(r.children.map((c) => inline(c.children, ctx, depth + 1, true))));
    const align = Array.from({ length: width }, (_, i) => {
        const a = node.align?.[i];
        return a === 'left' ? ':---' : a === 'right' ? '---:' : a === 'center' ? ':---:' : '---';
    });
    return [rows[0] ?? row([]), row(align), ...rows.slice(1)].join('\n');
}
function inline(nodes, ctx, depth, cell = false) {
    return nodes.map((n) => phrase(n, ctx, depth, cell)).join('');
}
function phrase(node, ctx, depth, cell) {
    if (depth > MAX_DEPTH)
        return words(sourceOf(node, ctx), ctx, cell);
    const inner = () => 'children' in node ? inline(node.children, ctx, depth + 1, cell) : '';
    switch (node.type) {
        case 'text':
        case 'html':
            return words(node.value, ctx, cell);
        case 'emphasis':
            return wrap('*', inner());
        case 'strong':
            return wrap('**', inner());
        case 'delete':
            return wrap('~~', inner());
        case 'inlineCode':
            return cell ? markdown_cellCode(node.value) : markdown_code(node.value);
        case 'break':
            return cell ? ' ' : '\\\n';
        case 'link':
        case 'linkReference':
            return `\u200b${inner()}\u200b`;
        case 'image':
        case 'imageReference':
            return words(`🖼 ${node.alt ?? ''}`.trimEnd(), ctx, cell);
        case 'footnoteReference':
            return words(`[^${node.label ?? node.identifier}]`, ctx, cell);
        default:
            return words(sourceOf(node, ctx), ctx, cell);
    }
}
function wrap(delimiter, inner) {
    if (inner === '' || /^\s|\s$/.test(inner))
        return inner;
    if (delimiter === '~~' && (inner.startsWith('~') || inner.endsWith('~')))
        return inner;
    return delimiter + inner + delimiter;
}
function words(value, ctx, cell) {
    const lines = value.split(LINE_BREAK);
    if (cell)
        return escapeLine(lines.join(' '), ctx.options, false);
    return lines
        .map((l, i) => {
        const line = i < lines.length - 1 ? l.trimEnd() : l;
        return i === 0 ? escapeLine(line, ctx.options, false) : escapeLine(line, ctx.options);
    })
        .join('\n');
}

;// CONCATENATED MODULE: ./src/render/outcomes.ts

const CONCLUSIONS = {
    success: { icon: '✅', phrase: 'succeeded' },
    failure: { icon: '❌', phrase: 'failed' },
    cancelled: { icon: '⏹', phrase: 'was cancelled' },
    skipped: { icon: '⏭', phrase: 'was skipped' }
};
const OUTCOMES = {
    ok: { icon: '✅', word: 'ok', logMark: '' },
    failed: { icon: '❌', word: 'failed', logMark: '✖ ' },
    rejected: { icon: '⛔', word: 'rejected', logMark: '✖ ' },
    running: { icon: '⏳', word: 'never completed', logMark: '✖ ' },
    unknown: { icon: '❔', word: 'unknown', logMark: '✖ ' }
};
function headline(conclusion) {
    const c = CONCLUSIONS[conclusion];
    return `${c.icon} Cursor Agent ${c.phrase}`;
}
function problemsOf(counts) {
    let ok = 0;
    for (const k of counts.byKind.values())
        ok += k.ok;
    const other = Math.max(0, counts.calls - ok - counts.failed - counts.rejected);
    const running = Math.min(counts.running, other);
    return { failed: counts.failed, rejected: counts.rejected, running, unknown: other - running };
}
function problemsTotal(p) {
    return p.failed + p.rejected + p.running + p.unknown;
}
const PROBLEM_WORDS = [
    ['failed', OUTCOMES.failed.word],
    ['rejected', OUTCOMES.rejected.word],
    ['running', OUTCOMES.running.word],
    ['unknown', OUTCOMES.unknown.word]
];
function problemsText(p) {
    return PROBLEM_WORDS.filter(([k]) => p[k] > 0)
        .map(([k, word]) => `${format_count(p[k])} ${word}`)
        .join(', ');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/schema/schema.ts

function parseSchemaInput(value, readFile, compile) {
    const v = value.trim();
    let text;
    let where;
    if (v.startsWith('{')) {
        text = v;
        where = 'the inline schema';
    }
    else {
        try {
            text = readFile(v);
        }
        catch (error) {
            const code = errnoOf(error) ?? messageOf(error);
            return { problem: `cannot be read as a file: ${JSON.stringify(v)} (${code})` };
        }
        where = `the file ${JSON.stringify(v)}`;
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        return {
            problem: `${where} is not JSON (${messageOf(error)})`
        };
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return { problem: `${where} must be a JSON object (a JSON Schema)` };
    }
    try {
        compile(parsed);
    }
    catch (error) {
        return { problem: `${where} is not a usable JSON Schema: ${messageOf(error)}` };
    }
    return { schema: parsed };
}
function withSchemaInstructions(prompt, schema) {
    return [
        prompt.trimEnd(),
        '',
        'When you have finished, your final message must be a single JSON value that is valid against the JSON Schema below: only the JSON, or the JSON in one ```json fenced block, with no other JSON block after it.',
        '',
        '```json',
        JSON.stringify(schema, null, 2),
        '```'
    ].join('\n');
}
function extractJson(message) {
    const whole = message.trim();
    if (whole === '')
        return { problem: 'The final message is empty; it must be JSON.' };
    try {
        return { value: JSON.parse(whole) };
    }
    catch {
    }
    const blocks = fencedJsonBlocks(message);
    const last = blocks.at(-1);
    if (last === undefined) {
        return {
            problem: 'The final message is not JSON and holds no ```json fenced block.'
        };
    }
    try {
        return { value: JSON.parse(last) };
    }
    catch (error) {
        return {
            problem: `The last \`\`\`json block of the final message is not valid JSON (${messageOf(error)}).`
        };
    }
}
function fencedJsonBlocks(message) {
    const out = [];
    const lines = message.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const open = /^ {0,3}(`{3,}|~{3,})\s*json5?\s*$/i.exec(lines[i] ?? '');
        if (open?.[1] === undefined)
            continue;
        const fence = open[1];
        const body = [];
        let closed = false;
        while (++i < lines.length) {
            const line = lines[i] ?? '';
            const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
            if (close?.[1]?.[0] === fence[0] && close[1].length >= fence.length) {
                closed = true;
                break;
            }
            body.push(line);
        }
        if (closed)
            out.push(body.join('\n'));
    }
    return out;
}
function schema_checkStructuredOutput(message, schema, compile) {
    const found = extractJson(message);
    if ('problem' in found)
        return { ok: false, errors: [found.problem] };
    const errors = compile(schema)(found.value);
    if (errors.length === 0) {
        try {
            return { ok: true, json: JSON.stringify(found.value) };
        }
        catch (error) {
            if (!(error instanceof RangeError))
                throw error;
            return { ok: false, errors: ['(root) is nested too deeply to be checked against the schema'] };
        }
    }
    return { ok: false, errors };
}

;// CONCATENATED MODULE: ./src/core/review/findings.ts


const SEVERITIES = ['critical', 'high', 'medium', 'low'];
const FINDINGS_VERSION = 1;
const FINDINGS_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'urn:cursor-agent-action:findings:v1',
    title: 'Review findings, version 1',
    type: 'object',
    required: ['summary', 'findings'],
    properties: {
        summary: {
            type: 'string',
            maxLength: 20000,
            description: 'What the change does and what you found, in a few sentences (markdown).'
        },
        findings: {
            type: 'array',
            maxItems: 500,
            items: {
                type: 'object',
                required: ['path', 'line', 'severity', 'title', 'body'],
                properties: {
                    path: {
                        type: 'string',
                        minLength: 1,
                        maxLength: 1000,
                        description: 'The file, relative to the repository root.'
                    },
                    line: {
                        type: 'integer',
                        minimum: 1,
                        description: "The (last) line, numbered as in the pull request's head; for side LEFT, as in its base."
                    },
                    start_line: {
                        type: 'integer',
                        minimum: 1,
                        description: 'The first line, when the finding spans several lines.'
                    },
                    side: {
                        enum: ['RIGHT', 'LEFT'],
                        description: 'RIGHT (default): a line of the head. LEFT: a removed line of the base.'
                    },
                    severity: { enum: [...SEVERITIES] },
                    title: { type: 'string', minLength: 1, maxLength: 300 },
                    body: {
                        type: 'string',
                        maxLength: 60000,
                        description: 'What is wrong and why, and how to fix it (markdown).'
                    },
                    suggestion: {
                        type: 'string',
                        maxLength: 60000,
                        description: 'Optional, RIGHT side only: the exact code that replaces lines start_line..line.'
                    }
                }
            }
        }
    }
};
function readFindings(message, compile, redact) {
    const check = checkStructuredOutput(message, FINDINGS_SCHEMA, compile);
    if (!check.ok)
        return { ok: false, errors: check.errors };
    const value = JSON.parse(check.json);
    const findings = value.findings.map((raw) => {
        let line = raw.line;
        let start = raw.start_line;
        if (start !== undefined && start > line)
            [start, line] = [line, start];
        const finding = {
            path: cleanPath(redact(raw.path)),
            line,
            ...(start !== undefined && start < line ? { startLine: start } : {}),
            side: raw.side ?? 'RIGHT',
            severity: raw.severity,
            title: redact(raw.title).trim(),
            body: redact(raw.body),
            ...(raw.suggestion !== undefined ? { suggestion: redact(raw.suggestion) } : {})
        };
        return { fingerprint: fingerprintOf(finding), ...finding };
    });
    return { ok: true, summary: redact(value.summary), findings };
}
function cleanPath(path) {
    const p = path
        .trim()
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '');
    if (p.startsWith('/') || p.split('/').includes('..'))
        return '';
    return p;
}
function normaliseText(text) {
    return text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/\b(?:lines?|l)\s*\d+(?:\s*(?:[-–—]|to)\s*\d+)?/g, 'line #')
        .replace(/[\s`*_~'"“”‘’.,;:!?()[\]{}<>|#-]+/g, ' ')
        .trim();
}
function fingerprintOf(f) {
    return createHash('sha256')
        .update([
        `v${String(FINDINGS_VERSION)}`,
        f.path,
        f.severity,
        normaliseText(f.title),
        normaliseText(f.body)
    ].join('\0'))
        .digest('hex')
        .slice(0, 16);
}
function severityRank(s) {
    return SEVERITIES.indexOf(s);
}
function findings_gateFindings(findings, failOn) {
    if (failOn === 'none')
        return [];
    const limit = severityRank(failOn);
    return findings.filter((f) => severityRank(f.severity) <= limit);
}
function findings_severityCounts(findings) {
    return SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length])
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${String(n)} ${s}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./src/core/review/pull-files.ts

const pull_files_PULL_FILES_LIMIT = 3000;
const MAX_UNREVIEWED_KEPT = 50;
function fileDiffOf(f) {
    return {
        path: f.path,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        ...(f.patch !== undefined ? { hunks: parsePatch(f.patch), anchors: baseAnchors(f.patch) } : {})
    };
}
function listCut(listed, changedFiles) {
    return listed >= pull_files_PULL_FILES_LIMIT || (changedFiles !== undefined && changedFiles > listed);
}
function unreviewedOf(o) {
    if (o.named !== undefined)
        return o.named.length === 0
            ? undefined
            : { listed: o.listed, count: o.named.length, paths: o.named.slice(0, MAX_UNREVIEWED_KEPT) };
    const count = o.changedFiles === undefined ? undefined : Math.max(o.changedFiles - o.listed, 0);
    if (count === 0)
        return undefined;
    return { listed: o.listed, ...(count !== undefined ? { count } : {}), paths: [] };
}
const GIT_STATUS = {
    A: 'added',
    D: 'removed',
    M: 'modified',
    T: 'changed'
};
function parseNameStatus(out) {
    const fields = out.split('\0');
    const files = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const code = fields[i] ?? '';
        const path = fields[i + 1] ?? '';
        if (code === '' || path === '')
            continue;
        files.push({ path, status: GIT_STATUS[code.charAt(0)] ?? 'modified' });
    }
    return files;
}
function parseNumstat(out) {
    const files = [];
    for (const record of out.split('\0')) {
        const m = /^(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record);
        if (m === null)
            continue;
        const [, adds = '-', dels = '-', path = ''] = m;
        files.push({
            path,
            additions: adds === '-' ? 0 : Number(adds),
            deletions: dels === '-' ? 0 : Number(dels),
            binary: adds === '-'
        });
    }
    return files;
}
function splitPatches(diff) {
    return diff
        .split(/^diff --git /m)
        .slice(1)
        .map((block) => {
        const at = block.search(/^@@ /m);
        return at === -1 ? '' : block.slice(at).replace(/\n$/, '');
    });
}
function treeChanges(base, head) {
    const fileOf = (entries) => new Map(entries
        .filter((e) => e.type === 'blob' || e.type === 'commit')
        .map((e) => [e.path, `${e.mode} ${e.sha}`]));
    const before = fileOf(base);
    const after = fileOf(head);
    const changed = new Set();
    for (const [path, id] of after)
        if (before.get(path) !== id)
            changed.add(path);
    for (const path of before.keys())
        if (!after.has(path))
            changed.add(path);
    return [...changed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(1376);
;// CONCATENATED MODULE: ./src/render/findings.ts








const REVIEW_LIMIT = 65_536;
const CHECK_TEXT_LIMIT = 65_535;
const MAX_ROWS = 200;
const MAX_UNREVIEWED_SHOWN = 20;
const ICON = {
    critical: '🔴',
    high: '🟠',
    medium: '🟡',
    low: '🔵'
};
function agentSafe(redacted) {
    return mentionsOff(agentText(redacted, { defuseMentions: true }));
}
function line(redacted, max = 300) {
    return markdown_mentionsOff(markdown_text((0,core_text/* truncate */.xv)(redacted, max)));
}
function findings_headline(f) {
    const sev = f.severity.charAt(0).toUpperCase() + f.severity.slice(1);
    return `${ICON[f.severity]} ${sev}: ${line(f.title)}`;
}
function findingMarker(keyHash, fingerprint) {
    return `<!-- cursor-agent-action:${keyHash} finding:${fingerprint} -->`;
}
const FINDING_MARKER = /^<!-- cursor-agent-action:([0-9a-f]{20}) finding:([0-9a-f]{16}) -->/;
const HEADLINE = /^\*\*(?:🔴|🟠|🟡|🔵) (Critical|High|Medium|Low): (.*)\*\*$/u;
function readHeadline(body) {
    const lines = body.split('\n', 3);
    const m = HEADLINE.exec(lines[1] ?? '');
    const [, sev, title] = m ?? [];
    if (sev === undefined || title === undefined)
        return undefined;
    const severity = sev.toLowerCase();
    return { severity, title: title.replace(/\\(.)/gu, '$1').replace(/\u200b/g, '') };
}
function findingComment(f, keyHash, limit = REVIEW_LIMIT) {
    const head = `${findingMarker(keyHash, f.fingerprint)}\n**${findings_headline(f)}**`;
    const suggestion = suggestionBlock(f);
    const note = "\n\n*Cut to fit GitHub's comment limit; the whole finding is in the transcript.*";
    let body = f.body.trim();
    for (let i = 0; i < 30; i++) {
        const cut = body.length < f.body.trim().length;
        const out = [head, agentSafe(body), suggestion].filter((s) => s !== '').join('\n\n');
        const whole = cut ? out + note : out;
        if (whole.length <= limit)
            return whole;
        body = truncate(body, Math.floor(Math.min(body.length, limit) * 0.8));
    }
    return `${head}${note}`;
}
function suggestionBlock(f) {
    if (f.suggestion === undefined)
        return '';
    const s = truncate(f.suggestion.replace(/\r\n?/g, '\n').replace(/\n$/, ''), 20_000);
    return f.side === 'RIGHT' && f.placement === 'inline'
        ? fenced(s, 'suggestion')
        : `Suggested code:\n\n${fenced(s, '')}`;
}
function countLine(findings) {
    if (findings.length === 0)
        return 'no findings';
    return `${format_plural(findings.length, 'finding')} (${findings_severityCounts(findings)})`;
}
function placementLine(findings, body = 'in the review body') {
    const n = (p) => findings.filter((f) => f.placement === p).length;
    return [
        n('inline') > 0 ? `${String(n('inline'))} on the diff` : '',
        n('body') > 0 ? `${String(n('body'))} ${body}` : '',
        n('duplicate') > 0 ? `${String(n('duplicate'))} already reported` : '',
        n('not_posted') > 0 ? `${String(n('not_posted'))} not posted` : ''
    ]
        .filter((s) => s !== '')
        .join(', ');
}
function unreviewedLines(u) {
    if (u === undefined)
        return [];
    const shown = u.paths.slice(0, MAX_UNREVIEWED_SHOWN);
    const more = (u.count ?? shown.length) - shown.length;
    const names = shown.length === 0
        ? ' (GitHub did not name them)'
        : `: ${shown.map((p) => code(truncate(p, 200))).join(', ')}${more > 0 ? `, and ${count(more)} more` : ''}`;
    const what = u.count !== undefined
        ? `${plural(u.count, 'file')} of the pull request`
        : `any file past the ${count(u.listed)} GitHub listed`;
    return [
        `⚠️ **Not reviewed: ${what}.** GitHub listed ${plural(u.listed, 'file')} (it lists ${count(PULL_FILES_LIMIT)} at most) and the job's checkout could not give the rest${names}. No later re-review starts from this review.`,
        ''
    ];
}
function reviewBody(o) {
    const limit = o.limit ?? REVIEW_LIMIT;
    const { findings, summary, mismatch } = o.outcome;
    const head = [
        reviewMarker(o.keyHash, 'review'),
        '### Cursor Agent review',
        '',
        ...unreviewedLines(o.outcome.unreviewed)
    ];
    if (mismatch !== undefined)
        return fitMismatch(head, mismatch, o.finalMessage, limit);
    const intro = [];
    if (summary.trim() !== '')
        intro.push(agentSafe(truncate(summary.trim(), 20_000)), '');
    const placed = placementLine(findings, 'below');
    intro.push(`**${capital(countLine(findings))}**${placed !== '' ? `: ${placed}.` : '.'}`, '');
    const held = findings.filter((f) => f.heldBack === true).length;
    if (held > 0)
        intro.push(`${plural(held, 'finding')} held back from the diff: more than \`max-findings\` (${String(o.outcome.maxFindings)}) would be posted inline. They are listed below.`, '');
    const below = findings.filter((f) => f.placement === 'body');
    const outside = below.filter((f) => f.heldBack !== true);
    const heldBack = below.filter((f) => f.heldBack === true);
    const sections = [
        ['Outside the diff', outside],
        ['Held back (max-findings)', heldBack]
    ];
    return fitList([...head, ...intro].join('\n'), sections, limit);
}
function capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}
function bodyItem(f, withText) {
    const where = `${code(f.path || '(no path)')} ${linesLabel(f)}${f.side === 'LEFT' ? ' (base)' : ''}`;
    const why = f.why !== undefined && f.heldBack !== true ? `: ${line(f.why, 500)}` : '';
    const out = [`##### ${findings_headline(f)}`, '', `${where}${why}`];
    if (withText && f.body.trim() !== '')
        out.push('', agentSafe(truncate(f.body.trim(), 8_000)));
    if (withText && f.suggestion !== undefined)
        out.push('', suggestionBlock(f));
    return out.join('\n');
}
function fitList(head, sections, limit) {
    const reserve = 400;
    let out = head;
    let dropped = 0;
    for (const [title, list] of sections) {
        if (list.length === 0)
            continue;
        const heading = `\n#### ${title} (${String(list.length)})\n`;
        if (out.length + heading.length + reserve > limit) {
            dropped += list.length;
            continue;
        }
        out += heading;
        for (const f of list) {
            const full = `\n${bodyItem(f, true)}\n`;
            const short = `\n${bodyItem(f, false)}\n`;
            if (out.length + full.length + reserve <= limit)
                out += full;
            else if (out.length + short.length + reserve <= limit)
                out += short;
            else
                dropped++;
        }
    }
    if (dropped > 0)
        out += `\n*${plural(dropped, 'more finding')} did not fit in this review; the job summary and the \`findings\` output list every finding.*\n`;
    return out;
}
function fitMismatch(head, errors, message, limit) {
    const out = [
        ...head,
        "⚠️ The agent's final message is not findings JSON as `docs/findings.v1.schema.json` describes, so no finding could be placed on the diff:",
        '',
        ...errors.slice(0, 20).map((e) => `- ${code(truncate(e, 500))}`),
        ''
    ].join('\n');
    const open = "\n<details><summary>The agent's final message</summary>\n\n";
    const close = '\n\n</details>\n';
    let room = limit - out.length - open.length - close.length - 200;
    const whole = message.trim();
    if (whole === '')
        return out;
    const note = "\n\n*Cut to fit GitHub's limit; the whole message is in the `final_message` output.*";
    for (let i = 0; i < 30 && room > 0; i++) {
        const shown = truncate(whole, room);
        const text = `${out}${open}${agentSafe(shown)}${shown.length < whole.length ? note : ''}${close}`;
        if (text.length <= limit)
            return text;
        room = Math.floor(room * 0.8);
    }
    return out;
}
function reviewState(o) {
    if (o.review !== undefined) {
        const kind = o.review.event === 'REQUEST_CHANGES' ? 'requesting changes' : 'as a comment';
        const resolved = o.resolved > 0 ? `; ${format_plural(o.resolved, 'outdated thread')} of earlier runs resolved` : '';
        return `${markdown_link('Review', o.review.url)} posted ${kind}${resolved}.`;
    }
    if (o.notPosted !== undefined)
        return `⚠️ No review was posted: ${line(o.notPosted, 1000)}`;
    return 'No review was posted.';
}
function postedCell(f, o) {
    const posted = o.review !== undefined;
    switch (f.placement) {
        case 'inline':
            return posted
                ? f.url !== undefined
                    ? link('on the diff', f.url)
                    : 'on the diff'
                : 'not posted';
        case 'duplicate':
            return f.url !== undefined ? link('already reported', f.url) : 'already reported';
        case 'body':
            return `${posted ? 'review body' : 'not posted'}${f.heldBack === true ? ' (held back)' : ''}`;
        case 'not_posted':
            return `not posted${f.heldBack === true ? ' (held back)' : ''}`;
    }
}
function findingsSection(o) {
    if (o === undefined)
        return [];
    const out = [`#### 🔎 Findings: ${countLine(o.findings)}`, ''];
    if (o.mismatch !== undefined)
        out.push("The agent's final message is not findings JSON (`docs/findings.v1.schema.json`):", '', ...o.mismatch.slice(0, 20).map((e) => `- ${code(truncate(e, 500))}`), '');
    const placed = placementLine(o.findings);
    const where = o.review !== undefined && placed !== '' ? ` ${capital(placed)}.` : '';
    out.push(`${reviewState(o)}${where}`, '');
    out.push(...unreviewedLines(o.unreviewed));
    const held = o.findings.filter((f) => f.heldBack === true).length;
    if (held > 0)
        out.push(`${plural(held, 'finding')} held back from the diff by \`max-findings\` (${String(o.maxFindings)}).`, '');
    if (o.findings.length === 0)
        return out;
    out.push('| Severity | Where | Finding | Posted |', '| --- | --- | --- | --- |');
    for (const f of o.findings.slice(0, MAX_ROWS)) {
        const where = `${cellCode(truncate(f.path || '(no path)', 200))} ${linesLabel(f)}`;
        out.push(`| ${ICON[f.severity]} ${f.severity} | ${where} | ${line(f.title)} | ${postedCell(f, o)} |`);
    }
    if (o.findings.length > MAX_ROWS)
        out.push('', `*… and ${String(o.findings.length - MAX_ROWS)} more in the \`findings\` output.*`);
    if (o.checkRunUrl !== undefined)
        out.push('', `${link('Check run', o.checkRunUrl)}.`);
    out.push('');
    return out;
}
function reviewCommentLine(o) {
    return `**Review:** ${countLine(o.findings)} · ${reviewState(o)}`;
}
function checkOutput(o) {
    const title = capital(countLine(o.findings));
    let summary = findingsSection({ ...o, checkRunUrl: undefined }).join('\n');
    if (summary.length >= CHECK_TEXT_LIMIT) {
        const cut = summary.slice(0, CHECK_TEXT_LIMIT - 200);
        summary = `${cut.slice(0, cut.lastIndexOf('\n'))}\n\n*Cut to fit; the job summary has every finding.*`;
    }
    return { title, summary };
}

// EXTERNAL MODULE: ./src/core/ledger/ledger.ts
var ledger = __webpack_require__(8678);
;// CONCATENATED MODULE: ./src/core/ledger/caps.ts




const OVER_TOKENS_ROLES = new Set(['maintain', 'admin']);
function checkCaps(o) {
    const { caps } = o;
    const set = [];
    if (caps.maxPrRuns > 0)
        set.push('max-pr-runs');
    if (caps.maxPrTokens > 0)
        set.push('max-pr-tokens');
    if (set.length === 0)
        return { run: true };
    const first = set[0] ?? 'max-pr-runs';
    if (o.ledger.kind === 'unreadable') {
        if (o.trigger)
            return {
                run: true,
                note: said `The caps per pull request were not checked: its ledger could not be read (${o.ledger.why}). A trigger-phrase request runs anyway.`
            };
        return {
            run: false,
            cap: first,
            note: said `Not run: ${setWords(set)}, but this pull request's ledger could not be read (${o.ledger.why}), so the cap cannot be checked and an automatic run does not start.${goOn(caps, 'unreadable')}`
        };
    }
    const t = o.ledger.totals;
    const used = t.inputTokens + t.outputTokens;
    const maintainer = o.trigger && OVER_TOKENS_ROLES.has((o.role ?? '').toLowerCase());
    if (caps.maxPrTokens > 0 && used >= caps.maxPrTokens && !maintainer)
        return {
            run: false,
            cap: 'max-pr-tokens',
            note: said `Not run: this pull request's runs have used ${grouped(used)} input and output tokens, which reaches ${input('max-pr-tokens')} (${grouped(caps.maxPrTokens)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-tokens')}`
        };
    if (caps.maxPrRuns > 0 && !o.trigger && t.automaticRuns >= caps.maxPrRuns)
        return {
            run: false,
            cap: 'max-pr-runs',
            note: said `Not run: ${grouped(t.automaticRuns)} automatic ${t.automaticRuns === 1 ? 'run has' : 'runs have'} started the agent on this pull request, which reaches ${input('max-pr-runs')} (${grouped(caps.maxPrRuns)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-runs')}`
        };
    return { run: true };
}
function capsWithoutPr(caps, eventName) {
    const event = anEvent(eventName);
    const words = [
        ['max-pr-runs', caps.maxPrRuns, 'runs'],
        ['max-pr-tokens', caps.maxPrTokens, 'tokens']
    ];
    return words
        .filter(([, limit]) => limit > 0)
        .map(([cap, , what]) => said `${code(cap)} counts ${what} per pull request; ${event} has none: this run is neither counted nor capped.`);
}
function setWords(set) {
    const words = set.map((cap) => said `${input(cap)}`);
    return set.length === 1
        ? said `${words[0] ?? ''} is set`
        : said `${words[0] ?? ''} and ${words[1] ?? ''} are set`;
}
function goOn(caps, why) {
    const ask = caps.triggerPhrase.trim();
    const comment = code(`${ask} …`);
    if (why === 'unreadable')
        return ask === ''
            ? said ``
            : said ` A comment ${comment} from someone allowed to trigger still runs.`;
    if (why === 'max-pr-tokens')
        return ask === ''
            ? said ` Raise ${input('max-pr-tokens')} to go on.`
            : said ` A maintainer or admin can comment ${comment} to run anyway, or raise ${input('max-pr-tokens')}.`;
    return ask === ''
        ? said ` Raise ${input('max-pr-runs')} to go on.`
        : said ` A comment ${comment} still runs (trigger-phrase requests are not counted), or raise ${input('max-pr-runs')}.`;
}
function totalsSentence(t) {
    return (0,core_said/* said */.ag) `So far: ${grouped(t.runs)} ${t.runs === 1 ? 'run' : 'runs'} (${grouped(t.automaticRuns)} automatic), ${grouped(t.inputTokens)} input and ${grouped(t.outputTokens)} output tokens, ${grouped(t.cacheReadTokens)} cache read and ${grouped(t.cacheWriteTokens)} cache write, ${caps_clock(t.agentMs)} of agent time.`;
}
function isCapped(run) {
    return ledger/* PR_CAPS */.pY.some((cap) => cap === run.reason);
}
function prSentence(pr) {
    const u = pr.run.usage;
    const run = pr.run.started
        ? (0,core_said/* said */.ag) `This run: ${grouped(u.inputTokens)} input and ${grouped(u.outputTokens)} output tokens, ${grouped(u.cacheReadTokens)} cache read, ${caps_clock(pr.run.durationMs)}.`
        : (0,core_said/* said */.ag) `This run did not start the agent.`;
    const unread = pr.read ? (0,core_said/* said */.ag) `` : (0,core_said/* said */.ag) ` (the earlier runs' ledger could not be read)`;
    return (0,core_said/* said */.ag) `${run} ${totalsSentence(pr.totals)}${unread}`;
}
function grouped(n) {
    return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
function caps_clock(ms) {
    const total = Math.round(Math.max(0, ms) / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h > 0)
        return `${grouped(h)}h ${String(m).padStart(2, '0')}m`;
    if (m > 0)
        return `${String(m)}m ${String(s).padStart(2, '0')}s`;
    return `${String(s)}s`;
}
function threadFindings(prior, keyHash) {
    const out = [];
    for (const c of prior) {
        if (c.keyHash !== keyHash || c.severity === undefined || c.title === undefined)
            continue;
        const { fingerprint, severity, path, line, title } = c;
        const resolved = c.thread?.resolved === true;
        out.push({
            fingerprint,
            severity,
            path,
            ...(line !== undefined ? { line } : {}),
            title,
            resolved
        });
    }
    return out;
}
const MAX_HELD = 10;
const HELD_TITLE = 200;
function heldItem(f) {
    const at = f.line !== undefined ? said ` line ${f.line}` : said ``;
    return said `${f.severity}: ${truncate(f.title, HELD_TITLE)} (${code(f.path)}${at})`;
}
function heldSentence(hold, failOn) {
    const gate = said `The cap stopped a new review, and the ${input('fail-on')} gate (${code(failOn)}) still fails:`;
    if (hold.by === 'body')
        return said `${gate} the last review failed it with findings in its body (outside the diff), which have no thread to resolve.`;
    if (hold.by === 'unread')
        return said `${gate} the last review failed it, and the pull request's review threads could not be read (${hold.why}) to see whether its findings were resolved since.`;
    const n = hold.findings.length;
    const shown = hold.findings.slice(0, MAX_HELD).map(heldItem);
    const more = n > MAX_HELD ? said `; and ${n - MAX_HELD} more` : said ``;
    return said `${gate} ${n} ${n === 1 ? 'finding' : 'findings'} of an earlier review at or above it ${n === 1 ? 'is' : 'are'} still open (${severityCounts(hold.findings)}): ${list(shown, '; ')}${more}. A resolved thread no longer holds it.`;
}
function openAtOrAbove(findings, failOn) {
    const seen = new Set();
    const out = [];
    for (const f of gateFindings(findings, failOn)) {
        if (f.resolved || seen.has(f.fingerprint))
            continue;
        seen.add(f.fingerprint);
        const { fingerprint, severity, path, line, title } = f;
        out.push({ fingerprint, severity, path, ...(line !== undefined ? { line } : {}), title });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/render/comment.ts







const COMMENT_LIMIT = 65_536;
const MAX_LISTED = 30;
function comment_agentSafe(redacted) {
    return markdown_mentionsOff(prose_agentText(redacted, { defuseMentions: true }));
}
function runLink(f, label = 'job run') {
    return f.runUrl !== '' ? `[${label}](${f.runUrl})` : label;
}
function utc(ms) {
    return new Date(ms).toISOString().slice(11, 19) + ' UTC';
}
const WORKING = '### ⏳ Cursor Agent is working…';
function renderStart(f, startedAt) {
    return [f.marker, WORKING, '', `Started ${utc(startedAt)} · ${runLink(f)}`].join('\n');
}
function callLabel(call, redact) {
    const target = (0,core_text/* truncate */.xv)(redact(call.target).replace(/\s+/g, ' ').trim(), 120);
    return markdown_code(call.kind === 'shell' ? `$ ${target}` : `${call.kind} ${target}`.trim());
}
function callsLine(r) {
    const problems = problemsText(problemsOf(r.counts));
    return `${format_plural(r.counts.calls, 'tool call')}${problems !== '' ? ` (${problems})` : ''}`;
}
function filesList(r, redact) {
    const shown = r.filesChanged.slice(0, MAX_LISTED).map((c) => {
        const delta = lineDelta(c.added, c.removed);
        const tag = c.created ? ' (new)' : c.deleted ? ' (deleted)' : '';
        return `- ${markdown_code(redact(c.path))}${delta !== '' ? ` ${delta}` : ''}${tag}`;
    });
    const more = r.filesChanged.length - shown.length;
    if (more > 0)
        shown.push(`- … and ${String(more)} more`);
    return shown;
}
function renderProgress(f, s) {
    const r = s.report;
    const lines = [
        f.marker,
        WORKING,
        '',
        `**${s.phase}**${s.current !== undefined ? `: ${callLabel(s.current, f.redact)}` : ''} since ${utc(s.since)}`,
        '',
        `${callsLine(r)} · ${format_plural(r.filesChanged.length, 'file')} changed so far`
    ];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        lines.push('', ...files);
    lines.push('', `Started ${utc(s.startedAt)} · ${runLink(f)}`);
    return lines.join('\n');
}
function heading(v) {
    if (v.conclusion === 'skipped')
        return `### ${CONCLUSIONS.skipped.icon} Cursor Agent did not run`;
    const reason = v.conclusion === 'failure' ? ` (${v.reason ?? 'unknown'})` : '';
    return `### ${headline(v.conclusion)}${reason}`;
}
function landingLine(r, landed, f) {
    if (landed === undefined || r.filesChanged.length === 0)
        return [];
    if (landed.commitSha !== '' && landed.branch !== '') {
        const number = /\/pull\/(\d+)$/.exec(landed.prUrl)?.[1];
        const pr = landed.prUrl !== ''
            ? ` and opened ${markdown_link(number !== undefined ? `pull request #${number}` : 'a pull request', landed.prUrl)}`
            : '';
        return [
            `**Pushed** ${markdown_code(landed.commitSha.slice(0, 12))} to ${markdown_code(f.redact(landed.branch))}${pr}.`
        ];
    }
    return [
        `**Not pushed**: the changes are in the \`patch\` output of the ${runLink(f, 'job run')}${landed.patch === '' ? ' (no patch was written; see the job summary)' : ''}.`
    ];
}
function failedCommands(r, redact) {
    const failed = r.tools.filter((t) => t.kind === 'shell' && (t.state === 'failed' || t.state === 'rejected'));
    const shown = failed.slice(0, MAX_LISTED).map((t) => {
        const how = t.state === 'rejected'
            ? 'rejected'
            : t.exitCode !== undefined
                ? `exit ${String(t.exitCode)}`
                : 'failed';
        return `- ${callLabel(t, redact)} → ${how}`;
    });
    if (failed.length > shown.length)
        shown.push(`- … and ${String(failed.length - shown.length)} more`);
    return shown;
}
function renderEnd(f, e, limit = COMMENT_LIMIT) {
    const r = e.report;
    const head = [
        f.marker,
        heading(e.verdict),
        '',
        `Took ${clock(e.durationMs)} · ${callsLine(r)} · ${runLink(f, 'job summary')}`
    ];
    if (e.verdict.conclusion !== 'success' && e.verdict.message !== '') {
        const said = markup(e.verdict.said ?? e.verdict.message, f.redact);
        head.push('', ...said.split('\n').map((l) => markdown_mentionsOff(l === '' ? '>' : `> ${l}`)));
    }
    if (e.review !== undefined)
        head.push('', reviewCommentLine(e.review));
    const tail = [];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        tail.push('', `<details><summary>Files changed (${String(r.filesChanged.length)})</summary>`, '', ...files, '', '</details>');
    const landing = landingLine(r, e.landed, f);
    if (landing.length > 0)
        tail.push('', ...landing);
    const failed = failedCommands(r, f.redact);
    if (failed.length > 0) {
        const states = new Set(r.tools
            .filter((t) => t.kind === 'shell' && (t.state === 'failed' || t.state === 'rejected'))
            .map((t) => t.state));
        const title = states.has('failed') && states.has('rejected')
            ? 'Failed and rejected commands'
            : states.has('rejected')
                ? 'Rejected commands'
                : 'Failed commands';
        tail.push('', `<details><summary>${title}</summary>`, '', ...failed, '', '</details>');
    }
    for (const n of e.afterRun.notes)
        tail.push('', markdown_mentionsOff(markup(n, f.redact, { oneLine: true })));
    if (e.pr !== undefined && e.verdict.conclusion !== 'skipped' && !isCapped(e.pr.run))
        tail.push('', `<sub>${markup(prSentence(e.pr), f.redact, { oneLine: true })}</sub>`);
    const frame = `${head.join('\n')}\n${tail.join('\n')}`;
    const message = f.redact(r.finalMessage.trim());
    if (message === '')
        return fit(frame, limit);
    const whole = `${head.join('\n')}\n\n${comment_agentSafe(message)}\n${tail.join('\n')}`;
    if (whole.length <= limit)
        return whole;
    const note = `\n\n*The message was cut to fit GitHub's comment limit; the whole text is in the ${runLink(f, 'job summary')}.*`;
    let room = limit - frame.length - note.length - 4;
    for (let i = 0; i < 20 && room > 0; i++) {
        const body = comment_agentSafe(cutAt(message, room));
        const out = `${head.join('\n')}\n\n${body}${note}\n${tail.join('\n')}`;
        if (out.length <= limit)
            return out;
        room = Math.floor(room * 0.9);
    }
    return fit(frame, limit);
}
function cutAt(value, max) {
    return (0,core_text/* truncate */.xv)(value, max, { mark: '' });
}
function fit(body, limit) {
    return body.length <= limit ? body : cutAt(body, limit - 2) + '\n…';
}
function isWorking(body, f) {
    return (body.startsWith(`${f.marker}\n${WORKING}\n`) &&
        (f.runUrl === '' || body.endsWith(`](${f.runUrl})`)));
}
function renderStopped(f) {
    return [
        f.marker,
        '### ⏹ Cursor Agent was stopped',
        '',
        `The step ended before the action could report (the job was cancelled or timed out). See the ${runLink(f)}.`
    ].join('\n');
}


/***/ }),

/***/ 1376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   answerMark: () => (/* binding */ answerMark),
/* harmony export */   commentKey: () => (/* binding */ commentKey),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   isActionReview: () => (/* binding */ isActionReview),
/* harmony export */   keyHash: () => (/* binding */ keyHash),
/* harmony export */   markerFor: () => (/* binding */ markerFor),
/* harmony export */   reviewMarker: () => (/* binding */ reviewMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function commentKey(input, env) {
    return input.trim() || `${env.workflow ?? ''}/${env.job ?? ''}/null`;
}
function markerFor(key) {
    return commentMarker(keyHash(key));
}
function commentMarker(hash) {
    return `<!-- cursor-agent-action:${hash} -->`;
}
function keyHash(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key.trim()).digest('hex').slice(0, 20);
}
function reviewMarker(hash, kind) {
    return `<!-- cursor-agent-action:${hash} ${kind} -->`;
}
function isActionReview(body) {
    return /^<!-- cursor-agent-action:[0-9a-f]{20} (?:review|probe) -->/.test(body ?? '');
}
function answerMark(hash, runId, attempt) {
    return `<!-- cursor-agent-action:${hash} answer ${runId}-${attempt} -->`;
}


/***/ })

};
