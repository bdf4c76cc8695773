export const id = 434;
export const ids = [434];
export const modules = {

/***/ 9434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentObservers: () => (/* binding */ commentObservers)
/* harmony export */ });
/* harmony import */ var _render_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8141);

class LiveComment {
    comment;
    o;
    startedAt = Date.now();
    phase = 'Starting';
    since = Date.now();
    current;
    dirty = false;
    lastEdit = 0;
    lastBody = '';
    busy = Promise.resolve();
    inFlight = false;
    report;
    /** Progress edits actually sent (for tests and the log). */
    edits = 0;
    now;
    constructor(comment, o) {
        this.comment = comment;
        this.o = o;
        this.now = o.now ?? Date.now;
    }
    start(info) {
        this.startedAt = info.startedAt;
        this.since = info.startedAt;
        this.lastEdit = this.now();
    }
    change(change, report) {
        this.report = report;
        const now = this.now();
        switch (change.kind) {
            case 'init':
                this.setPhase('Reading the task', now);
                break;
            case 'tool_started':
                if (this.current === undefined) {
                    this.current = change.call;
                    this.since = now;
                }
                this.phase = 'Running';
                break;
            case 'tool_completed':
                if (this.current === change.call)
                    this.current = undefined;
                this.setPhase('Thinking', now);
                break;
            case 'message':
                this.setPhase(change.final ? 'Writing the answer' : 'Thinking', now);
                break;
            case 'result':
                this.setPhase('Finishing', now);
                break;
            default:
                return;
        }
        this.dirty = true;
        this.maybeEdit(now);
    }
    tick(now, running, report) {
        this.report = report;
        // The oldest call still running is the "current" one once the previous one completed.
        const oldest = running.at(0);
        if (this.current === undefined && oldest !== undefined) {
            this.current = oldest;
            this.phase = 'Running';
            this.since = now;
            this.dirty = true;
        }
        this.maybeEdit(now);
    }
    async end(end) {
        await this.busy;
        const body = (0,_render_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .renderEnd */ .Ac)(this.o.frame, {
            verdict: end.verdict,
            durationMs: end.durationMs,
            report: end.report,
            notes: end.notes
        });
        if (await this.comment.write(body))
            this.o.onFinal?.();
        await this.comment.react(this.o.reactTo, end.verdict.conclusion === 'success' ? 'rocket' : 'confused');
    }
    setPhase(phase, now) {
        if (this.current !== undefined)
            return;
        if (phase !== this.phase)
            this.since = now;
        this.phase = phase;
    }
    maybeEdit(now) {
        if (this.o.progressMs <= 0 || !this.dirty || this.inFlight)
            return;
        if (now - this.lastEdit < this.o.progressMs || this.report === undefined)
            return;
        const body = (0,_render_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .renderProgress */ .EY)(this.o.frame, {
            startedAt: this.startedAt,
            phase: this.phase,
            current: this.current,
            since: this.since,
            report: this.report
        });
        this.dirty = false;
        if (body === this.lastBody)
            return;
        this.lastBody = body;
        this.lastEdit = now;
        this.inFlight = true;
        this.edits++;
        this.busy = this.busy
            .then(() => this.comment.write(body))
            .finally(() => {
            this.inFlight = false;
        });
    }
}
/** The live comment for a run that keeps one (github/bot.ts planned it); none otherwise. */
function commentObservers(plan) {
    return plan !== undefined ? [new LiveComment(plan.comment, plan)] : [];
}


/***/ }),

/***/ 8141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ renderEnd),
/* harmony export */   EY: () => (/* binding */ renderProgress),
/* harmony export */   bM: () => (/* binding */ renderStart)
/* harmony export */ });
/* unused harmony exports COMMENT_LIMIT, isWorking, renderStopped */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1509);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2020);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2495);
/* harmony import */ var _prose_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8011);
/* harmony import */ var _outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8119);





/** GitHub refuses comment bodies over this many characters. */
const COMMENT_LIMIT = 65_536;
const MAX_LISTED = 30;
/** Agent text in the comment (redacted already): literal-safe like the summary, mentions defused. */
function agentSafe(redacted) {
    return mentionsOff((0,_prose_js__WEBPACK_IMPORTED_MODULE_0__/* .agentText */ .r)(redacted, { defuseMentions: true }));
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
    const target = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(redact(call.target).replace(/\s+/g, ' ').trim(), 120);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(call.kind === 'shell' ? `$ ${target}` : `${call.kind} ${target}`.trim());
}
function callsLine(r) {
    const c = r.counts;
    const bad = c.failed + c.rejected;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(c.calls, 'tool call')}${bad > 0 ? ` (${String(bad)} failed or rejected)` : ''}`;
}
function filesList(r, redact) {
    const shown = r.filesChanged.slice(0, MAX_LISTED).map((c) => {
        const delta = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .lineDelta */ .Dy)(c.added, c.removed);
        const tag = c.created ? ' (new)' : c.deleted ? ' (deleted)' : '';
        return `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(redact(c.path))}${delta !== '' ? ` ${delta}` : ''}${tag}`;
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
        `${callsLine(r)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(r.filesChanged.length, 'file')} changed so far`
    ];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        lines.push('', ...files);
    lines.push('', `Started ${utc(s.startedAt)} · ${runLink(f)}`);
    return lines.join('\n');
}
function heading(v) {
    if (v.conclusion === 'skipped')
        return `### ${_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .CONCLUSIONS */ .Fr.skipped.icon} Cursor Agent did not run`;
    const reason = v.conclusion === 'failure' ? ` (${v.reason ?? 'unknown'})` : '';
    return `### ${(0,_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .headline */ .Pl)(v.conclusion)}${reason}`;
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
        `Took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .clock */ .pm)(e.durationMs)} · ${callsLine(r)} · ${runLink(f, 'job summary')}`
    ];
    if (e.verdict.conclusion !== 'success' && e.verdict.message !== '')
        head.push('', `> ${mentionsOff((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(f.redact(e.verdict.message)))}`);
    const tail = [];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        tail.push('', `<details><summary>Files changed (${String(r.filesChanged.length)})</summary>`, '', ...files, '', '</details>');
    const failed = failedCommands(r, f.redact);
    if (failed.length > 0)
        tail.push('', '<details><summary>Failed commands</summary>', '', ...failed, '', '</details>');
    for (const n of e.notes)
        tail.push('', mentionsOff((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(f.redact(n))));
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
    return (0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(value, max, { mark: '' });
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


/***/ }),

/***/ 8011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ agentText)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6855);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8595);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2297);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);




/** Deeper than this, a node is shown as its source, literally (recursion stays bounded). */
const MAX_DEPTH = 20;
/** A fence's language is kept only when it is a plain word. */
const LANGUAGE = /^[A-Za-z0-9_+-]{1,20}$/;
/** CommonMark reads at most nine digits as an ordered list's number. */
const MAX_ORDINAL = 999_999_999;
const NBSP = '\u00a0';
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
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(value, options);
    let tree;
    try {
        tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__/* .fromMarkdown */ .Y)(value, { extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__/* .gfm */ .T)()], mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmFromMarkdown */ .C)()] });
    }
    catch {
        // A stack overflow on a pathological nesting of inline markup.
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(value, options);
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
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(sourceOf(node, ctx), ctx.options);
    switch (node.type) {
        case 'paragraph':
            return lines(inline(node.children, ctx, depth + 1));
        case 'heading':
            // Bold, not a heading: the summary's sections are headings.
            return lines(wrap('**', inline(node.children, ctx, depth + 1)));
        case 'thematicBreak':
            return '---';
        case 'code':
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .fenced */ .OF)(node.value, node.lang != null && LANGUAGE.test(node.lang) ? node.lang : '');
        case 'blockquote':
            return prefix(blocks(node.children, ctx, depth + 1), '> ', '>');
        case 'list': {
            const first = Math.min(node.start ?? 1, MAX_ORDINAL);
            const items = node.children.map((item, i) => {
                const marker = node.ordered === true ? `${Math.min(first + i, MAX_ORDINAL)}.` : '-';
                const task = item.checked == null ? '' : item.checked ? '\\[x\\] ' : '\\[ \\] ';
                const content = depth + 1 > MAX_DEPTH
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(sourceOf(item, ctx), ctx.options)
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
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(node.value, ctx.options);
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
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(sourceOf(node, ctx), ctx.options);
    }
}
/** A paragraph's lines: white space at a line's start would be indentation, so it is kept as no-break spaces. */
function lines(md) {
    return md.replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP));
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
            return cell ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cellCode */ .GA)(node.value) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(node.value);
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
    const lines = value.split(_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .LINE_BREAK */ .Fb);
    if (cell)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(lines.join(' '), ctx.options, false);
    return lines
        .map((l, i) => {
        const line = i < lines.length - 1 ? l.trimEnd() : l;
        return i === 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(line, ctx.options, false) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(line, ctx.options);
    })
        .join('\n');
}


/***/ })

};
