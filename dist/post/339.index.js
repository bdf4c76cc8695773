export const id = 339;
export const ids = [339];
export const modules = {

/***/ 2020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ cutTail),
/* harmony export */   fz: () => (/* binding */ cutHead),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony export lastLines */
/** Cutting text to a size: the one truncation helper, and the last lines of a text. */
/**
 * At most `max` characters, the mark (`…` unless given) counted in, where text was cut.
 * `keep: 'head'` (the default) keeps the start; `'tail'` keeps the end (where a command's errors
 * are). Never splits a surrogate pair, so the result is always well-formed text.
 *
 * Text that may hold a secret the redactor has not masked yet is cut with cutHead/cutTail
 * (below) instead: they also drop a run of token characters the cut went through, so no piece of
 * a key survives a cut made before (or without) redaction. Text cut here is redacted already, or
 * holds nothing secret.
 */
function truncate(text, max, options = {}) {
    if (text.length <= max)
        return text;
    const mark = options.mark ?? '…';
    const room = Math.max(0, max - mark.length);
    if (options.keep === 'tail') {
        let start = text.length - room;
        if (isLowSurrogate(text.charCodeAt(start)))
            start++;
        return mark + text.slice(start);
    }
    let end = room;
    if (isLowSurrogate(text.charCodeAt(end)))
        end--;
    return text.slice(0, end) + mark;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/** The last `n` lines of a text (all of it when it has fewer). */
function lastLines(text, n) {
    return text.split('\n').slice(-n).join('\n');
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


/***/ }),

/***/ 3339:
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
/** Small formatting helpers shared by the log and the summary. */
/** `4.2 s` under a minute, else a clock; `–` when unknown or not a real duration (negative, NaN). */
function seconds(ms) {
    if (!isDuration(ms))
        return '–';
    return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms);
}
/**
 * `4m 10s`, `1h 02m`; `–` for a value that is no duration. The stream's `duration_ms` is the
 * CLI's word, and a negative one must not read as "-5s".
 */
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
/** A finite, non-negative number of milliseconds. */
function isDuration(ms) {
    return ms !== undefined && Number.isFinite(ms) && ms >= 0;
}
function plural(n, word, many = `${word}s`) {
    return `${count(n)} ${n === 1 ? word : many}`;
}
/**
 * `12,345`: what `toLocaleString('en-US')` gives for a count, without it. Its first call loads
 * ICU's locale data, about 25 ms of the step's end on a 2-core runner, for a comma.
 */
function count(n) {
    if (!Number.isFinite(n))
        return String(n);
    return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
/** `+3 −1`, `+12`, or '' when nothing is known. */
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
;// CONCATENATED MODULE: ./src/render/markdown.ts
/**
 * Markdown for untrusted text. Text from the stream goes into the summary (and the PR comment)
 * only through these helpers:
 * - `agentText`: the agent's prose, its markdown written back out by us (prose.ts);
 * - `literalText`: text shown exactly, never markup;
 * - `text`: one line of literal text, for table cells, headings and callouts;
 * - `code` / `cellCode`: a code span no backtick run inside can close;
 * - `fenced`: a fenced block no fence inside can close;
 * - `link`: a link whose destination is percent-encoded, so no `)`, `>`, `|` or space ends it early.
 * None of them can open or close a `<details>` block, a table, a fence or a section around it.
 */
/** Invisible, and breaks every autolink and mention pattern it sits in. */
const ZWSP = '\u200b';
const NBSP = '\u00a0';
/** Every line ending a reader could see as one (CommonMark itself knows only \n, \r, \r\n). */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
/**
 * The ASCII punctuation that can take part in markup anywhere in a line (CommonMark lets a
 * backslash escape any ASCII punctuation). Left alone: `" % ' , . / : ; ? @`, which no CommonMark
 * or GFM construct starts with and which only form one after a character that is escaped here
 * (a link title needs `[`, a closing tag `<`); autolinks and mentions, found in plain text, are
 * broken separately. `-`, `+`, `=` and an ordered-list `.` matter only at a line's start.
 */
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
/** Inline code: shown literally, newlines as `⏎`. Not for table cells (see cellCode). */
function code(text) {
    if (text === '')
        return '';
    return span(flatten(text));
}
/**
 * Inline code inside a table cell. GFM splits cells on `|` before it reads code spans, so pipes
 * are escaped; GitHub shows them as `|` there, while outside a table the backslash would show.
 * A backslash right before a pipe gets a zero-width space after it: cmark-gfm (GitHub) and
 * micromark (remark) disagree on whether `\\|` ends the cell, and with the space both say no.
 */
function cellCode(text) {
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
    // A fence longer than any backtick run inside; the closing fence sits on the same line, so a
    // span at the start of a line is never read as a code fence (its info string has backticks).
    const fence = '`'.repeat(longestRun(flat, '`') + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/** A fenced code block that nothing inside can close. */
function fenced(text, lang = 'text') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}
/**
 * Text as literal text, shown exactly, line by line, and never markup: every ASCII punctuation
 * character that can take part in markup is backslash-escaped (CommonMark allows it for all of
 * them), which stops every block start (fences, HTML blocks 1–7, headings, setext and thematic
 * lines, lists, quotes, tables, link reference definitions) and every inline one (emphasis, code,
 * HTML, links, images, entities); leading spaces and tabs become no-break spaces (no indented
 * code); line breaks become hard breaks and blank lines paragraph breaks; URL, `www.`, e-mail
 * autolinks and mentions, which GFM finds in plain text, are broken with a zero-width space.
 *
 * `agentText` (prose.ts) uses it for what it does not format: raw HTML, definitions, and
 * anything nested too deep. The result is a sequence of paragraphs.
 */
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
/**
 * One line of literal text, valid at the start of a line (after a container's prefix) too:
 * every markup character is escaped, and at a line's start (`lineStart`) leading spaces and tabs
 * become no-break spaces.
 */
function escapeLine(line, options = {}, lineStart = true) {
    if (!lineStart)
        return escapeInline(line, options);
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    const lead = indent.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP);
    return lead + escapeInline(line.slice(indent.length), options);
}
/** Plain text on one line (a table cell, a heading, a callout): no markup survives. */
function markdown_text(value) {
    return escapeInline(value.replace(new RegExp(LINE_BREAK.source, 'g'), ' ').trimStart());
}
/**
 * One line as literal text, valid at the start of a line too (a callout's `> ` is followed by
 * block structure: a list, a heading, a thematic break).
 */
function escapeInline(value, options = {}) {
    return breakAutolinks(value, options)
        .replace(MARKUP_PUNCTUATION, '\\$&')
        .replace(/^[-+=]/, '\\$&')
        .replace(/^(\d+)\./, '$1\\.');
}
/**
 * Plain text that GitHub shows with its references linked but no other markup (a pull request's
 * title, a commit message): mentions, issue references and autolinks broken as in agent text
 * (below), nothing escaped.
 */
function unlinked(value) {
    return breakAutolinks(value);
}
/**
 * Breaks URL, `www.`, e-mail autolinks and mentions with a zero-width space. GitHub's cmark-gfm
 * finds them in the source and remark in decoded text, so neither a backslash nor a character
 * reference stops both.
 */
function breakAutolinks(value, options = {}) {
    const broken = value.replace(/:\/\//g, `:${ZWSP}//`).replace(/(www)\./gi, `$1${ZWSP}.`);
    // `#12` and `GH-12` are issue references: on GitHub they link and leave a cross-reference
    // event on the issue, so they are defused with the mentions.
    return options.defuseMentions === false
        ? broken.replace(/@/g, `${ZWSP}@`)
        : broken.replace(/@/g, `@${ZWSP}`).replace(/(#|\bGH-)(?=\d)/gi, `$1${ZWSP}`);
}
/**
 * A link to a URL we built (a file at a commit, a patch section): `label` is markdown the caller
 * made safe. Only `https:`/`http:` URLs and `#anchors` become links; the destination is
 * percent-encoded so a file named `notes (v2)).md`, or one with `|`, `<`, spaces or backslashes,
 * keeps its link whole, inside a table too.
 */
function markdown_link(label, url) {
    if (!/^(https?:\/\/|#)/i.test(url))
        return label;
    return `[${label}](${linkDestination(url)})`;
}
function linkDestination(url) {
    return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#@!$'*+,;=%]/gu, (c) => 
    // A lone surrogate has no UTF-8 form; it becomes U+FFFD like a browser would show it.
    c.length === 1 && c >= '\ud800' && c <= '\udfff'
        ? '%EF%BF%BD'
        : c.charCodeAt(0) < 0x80
            ? // encodeURIComponent leaves `(`, `)` alone; they are what ends a destination early.
                '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
            : encodeURIComponent(c));
}

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 45 modules
var lib = __webpack_require__(6855);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 12 modules
var mdast_util_gfm_lib = __webpack_require__(8595);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm/index.js + 7 modules
var micromark_extension_gfm = __webpack_require__(2297);
;// CONCATENATED MODULE: ./src/render/prose.ts




/** Deeper than this, a node is shown as its source, literally (recursion stays bounded). */
const MAX_DEPTH = 20;
/** A fence's language is kept only when it is a plain word. */
const LANGUAGE = /^[A-Za-z0-9_+-]{1,20}$/;
/** CommonMark reads at most nine digits as an ordered list's number. */
const MAX_ORDINAL = 999_999_999;
const prose_NBSP = '\u00a0';
/** Longer agent text is shown literally (see agentText). */
const FORMAT_CHARS = 4096;
/** A line that opens more quotes and list items than MAX_DEPTH. */
const DEEP_LINE = new RegExp(`^(?:[ \\t]*(?:>|[-*+](?=[ \\t])|\\d{1,9}[.)](?=[ \\t]))){${String(MAX_DEPTH + 1)}}`, 'm');
/**
 * The agent's prose as markdown we wrote (see above). The result is a sequence of blocks: the
 * caller puts a blank line before and after it.
 */
function agentText(value, options = {}) {
    // The parser's cost grows with the square of the containers open on a line, and its tree
    // transforms recurse: text that nests deeper than we would show is shown literally instead.
    // The parser is superlinear on some inputs (runs of `*`, nested images: 0.5–0.8 s for 4 KiB
    // measured), so longer text is shown literally until that is bounded.
    if (value.length > FORMAT_CHARS || DEEP_LINE.test(value))
        return literalText(value, options);
    let tree;
    try {
        tree = (0,lib/* fromMarkdown */.Y)(value, { extensions: [(0,micromark_extension_gfm/* gfm */.T)()], mdastExtensions: [(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()] });
    }
    catch {
        // A stack overflow on a pathological nesting of inline markup.
        return literalText(value, options);
    }
    return blocks(tree.children, { source: value, options }, 0);
}
/** The agent's source of a node, shown literally. */
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
        // In a tight list item, a nested list or code follows its paragraph directly (both can
        // interrupt a paragraph; an ordered list only when it starts at 1).
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
            // Bold, not a heading: the summary's sections are headings.
            return lines(wrap('**', inline(node.children, ctx, depth + 1)));
        case 'thematicBreak':
            return '---';
        case 'code':
            return fenced(node.value, node.lang != null && LANGUAGE.test(node.lang) ? node.lang : '');
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
            // Definitions (a link's target is not shown anywhere else) and anything else: the source.
            return literalText(sourceOf(node, ctx), ctx.options);
    }
}
/** A paragraph's lines: white space at a line's start would be indentation, so it is kept as no-break spaces. */
function lines(md) {
    return md.replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, prose_NBSP.repeat(4)).replace(/ /g, prose_NBSP));
}
/** Every line of `md` behind `lead` (a blank line behind `blank`), the first line included. */
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
/** Inline content; in a table cell (`cell`), on one line with pipes kept inside the cell. */
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
            return cell ? cellCode(node.value) : code(node.value);
        case 'break':
            return cell ? ' ' : '\\\n';
        case 'link':
        case 'linkReference':
            // The text only: the agent does not place links in the summary. Zero-width spaces around
            // it, so an autolink split by the parser (`www` + `.`) is not joined again by GitHub's.
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
/**
 * Emphasis, strong or strikethrough around `inner`, when the delimiters are sure to be read as
 * such: not around nothing or white space, and `~~` never next to a `~` (three at a line's start
 * would open a fence). Otherwise the content alone.
 */
function wrap(delimiter, inner) {
    if (inner === '' || /^\s|\s$/.test(inner))
        return inner;
    if (delimiter === '~~' && (inner.startsWith('~') || inner.endsWith('~')))
        return inner;
    return delimiter + inner + delimiter;
}
/** Text, escaped line by line (only the first line can be mid-line); in a cell, on one line. */
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
/** `✅ Cursor Agent succeeded`, `❌ Cursor Agent failed`, … */
function headline(conclusion) {
    const c = CONCLUSIONS[conclusion];
    return `${c.icon} Cursor Agent ${c.phrase}`;
}

;// CONCATENATED MODULE: ./src/render/comment.ts





/** GitHub refuses comment bodies over this many characters. */
const COMMENT_LIMIT = 65_536;
const MAX_LISTED = 30;
/** Agent text in the comment (redacted already): literal-safe like the summary, mentions defused. */
function agentSafe(redacted) {
    return mentionsOff(agentText(redacted, { defuseMentions: true }));
}
/**
 * A safety net: a zero-width space *before* `@` stops e-mail autolinks, but GitHub still reads
 * `\u200b@ann` as a mention (the character before `@` is no word character). After the `@` it is
 * no mention, so any that slipped through are moved there.
 */
function mentionsOff(markdown) {
    return markdown.replace(/\u200b@/g, '@\u200b');
}
function runLink(f, label = 'job run') {
    return f.runUrl !== '' ? `[${label}](${f.runUrl})` : label;
}
function utc(ms) {
    return new Date(ms).toISOString().slice(11, 19) + ' UTC';
}
/** The heading of the comment while the run goes on (start and progress). */
const WORKING = '### ⏳ Cursor Agent is working…';
function renderStart(f, startedAt) {
    return [f.marker, WORKING, '', `Started ${utc(startedAt)} · ${runLink(f)}`].join('\n');
}
/** A call as one short line: `$ npm test`, `edit src/a.ts`. */
function callLabel(call, redact) {
    const target = (0,core_text/* truncate */.xv)(redact(call.target).replace(/\s+/g, ' ').trim(), 120);
    return code(call.kind === 'shell' ? `$ ${target}` : `${call.kind} ${target}`.trim());
}
function callsLine(r) {
    const c = r.counts;
    const bad = c.failed + c.rejected;
    return `${plural(c.calls, 'tool call')}${bad > 0 ? ` (${String(bad)} failed or rejected)` : ''}`;
}
function filesList(r, redact) {
    const shown = r.filesChanged.slice(0, MAX_LISTED).map((c) => {
        const delta = lineDelta(c.added, c.removed);
        const tag = c.created ? ' (new)' : c.deleted ? ' (deleted)' : '';
        return `- ${code(redact(c.path))}${delta !== '' ? ` ${delta}` : ''}${tag}`;
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
        `${callsLine(r)} · ${plural(r.filesChanged.length, 'file')} changed so far`
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
/** The final comment; the agent's message is cut (with a note) so the whole stays under the limit. */
function renderEnd(f, e, limit = COMMENT_LIMIT) {
    const r = e.report;
    const head = [
        f.marker,
        heading(e.verdict),
        '',
        `Took ${clock(e.durationMs)} · ${callsLine(r)} · ${runLink(f, 'job summary')}`
    ];
    if (e.verdict.conclusion !== 'success' && e.verdict.message !== '')
        head.push('', `> ${mentionsOff(markdown_text(f.redact(e.verdict.message)))}`);
    const tail = [];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        tail.push('', `<details><summary>Files changed (${String(r.filesChanged.length)})</summary>`, '', ...files, '', '</details>');
    const failed = failedCommands(r, f.redact);
    if (failed.length > 0)
        tail.push('', '<details><summary>Failed commands</summary>', '', ...failed, '', '</details>');
    for (const n of e.notes)
        tail.push('', mentionsOff(markdown_text(f.redact(n))));
    const frame = `${head.join('\n')}\n${tail.join('\n')}`;
    // Redacted once, whole, before any cut: a cut could leave a piece of a key the redactor no
    // longer recognises.
    const message = f.redact(r.finalMessage.trim());
    if (message === '')
        return fit(frame, limit);
    const whole = `${head.join('\n')}\n\n${agentSafe(message)}\n${tail.join('\n')}`;
    if (whole.length <= limit)
        return whole;
    const note = `\n\n*The message was cut to fit GitHub's comment limit; the whole text is in the ${runLink(f, 'job summary')}.*`;
    // prose() can lengthen the text (escapes), so shrink until the rendered part fits.
    let room = limit - frame.length - note.length - 4;
    for (let i = 0; i < 20 && room > 0; i++) {
        const body = agentSafe(cutAt(message, room));
        const out = `${head.join('\n')}\n\n${body}${note}\n${tail.join('\n')}`;
        if (out.length <= limit)
            return out;
        room = Math.floor(room * 0.9);
    }
    return fit(frame, limit);
}
/** Cuts on a code-point boundary (never half a surrogate pair), with no mark. */
function cutAt(value, max) {
    return (0,core_text/* truncate */.xv)(value, max, { mark: '' });
}
/** Last resort for a frame that alone is too long (cannot happen with the lists capped). */
function fit(body, limit) {
    return body.length <= limit ? body : cutAt(body, limit - 2) + '\n…';
}
/**
 * Whether a comment body is this run's, still saying "working": what the post step may finish.
 * The run's link, on its last line, tells this run's comment from another run's (a re-run has an
 * attempt of its own).
 */
function isWorking(body, f) {
    return (body.startsWith(`${f.marker}\n${WORKING}\n`) &&
        (f.runUrl === '' || body.endsWith(`](${f.runUrl})`)));
}
/** What the post step writes when the main step was killed before it could finish the comment. */
function renderStopped(f) {
    return [
        f.marker,
        '### ⏹ Cursor Agent was stopped',
        '',
        `The step ended before the action could report (the job was cancelled or timed out). See the ${runLink(f)}.`
    ].join('\n');
}


/***/ })

};
