export const id = 955;
export const ids = [955];
export const modules = {

/***/ 1955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMENT_LIMIT: () => (/* binding */ COMMENT_LIMIT),
  callLabel: () => (/* binding */ callLabel),
  markerFor: () => (/* binding */ markerFor),
  renderEnd: () => (/* binding */ renderEnd),
  renderProgress: () => (/* binding */ renderProgress),
  renderStart: () => (/* binding */ renderStart),
  renderStopped: () => (/* binding */ renderStopped)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/render/format.ts
/** Small formatting helpers shared by the log and the summary. */
function seconds(ms) {
    if (ms === undefined)
        return '–';
    return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms);
}
/** `4m 10s`, `1h 02m`. */
function clock(ms) {
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
function plural(n, word, many = `${word}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
}
function truncate(text, max) {
    return text.length > max ? text.slice(0, max - 1) + '…' : text;
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

;// CONCATENATED MODULE: ./src/render/markdown.ts
/**
 * Markdown for untrusted text. Text from the stream goes into the summary only through these
 * helpers: as a code span (literal, no links, no HTML, pipes escaped for tables), as a fenced
 * block whose fence is longer than any backtick run inside, or as prose with raw HTML and images
 * neutralised. None of them can open or close a `<details>` block, a table or a fence around it.
 */
/** Invisible, and breaks every autolink pattern it sits in. */
const ZWSP = '\u200b';
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
    return span(text.replace(/\r\n|\r|\n/g, '⏎'));
}
/**
 * Inline code inside a table cell. GFM splits cells on `|` before it reads code spans, so pipes
 * are escaped; GitHub shows them as `|` there, while outside a table the backslash would show.
 */
function cellCode(text) {
    if (text === '')
        return '';
    return span(text.replace(/\r\n|\r|\n/g, '⏎').replace(/\|/g, '\\|'));
}
function span(flat) {
    const fence = '`'.repeat(longestRun(flat, '`') + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/** A fenced code block that nothing inside can close. */
function fenced(text, lang = 'text') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;'
};
/** Plain text for a table cell or a line of prose: no markup survives. */
function markdown_text(value) {
    return breakAutolinks(value
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c)
        .replace(/([\\`*_[\]{}()#+!|~])/g, '\\$1'));
}
/**
 * Breaks URL, `www.` and e-mail autolinks with a zero-width space. GitHub's cmark-gfm finds them
 * in the source and remark in decoded text, so neither a backslash nor a character reference
 * stops both.
 */
function breakAutolinks(value) {
    return value
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/\b(www)\./gi, `$1${ZWSP}.`)
        .replace(/@/g, `${ZWSP}@`);
}
/**
 * The agent's own markdown, kept readable (headings, lists, emphasis, code) but defused outside
 * code: `<` becomes `&lt;` so no raw HTML can open, close or comment out the sections around it;
 * `[` is escaped so no link or image the agent wrote becomes one; URL, `www.` and e-mail
 * autolinks are broken with a zero-width space (GitHub's cmark-gfm matches them in the source,
 * remark in decoded text; a character reference would stop only the first). An unclosed code
 * fence is closed.
 */
function prose(markdown) {
    const lines = markdown.replace(/\r\n|\r/g, '\n').split('\n');
    const out = [];
    let fence;
    for (const line of lines) {
        const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (fence !== undefined) {
            out.push(line);
            if (m?.[1] !== undefined &&
                m[1][0] === fence.ch &&
                m[1].length >= fence.len &&
                line.trim() === m[1]) {
                fence = undefined;
            }
            continue;
        }
        if (m?.[1] !== undefined) {
            fence = { ch: m[1].charAt(0), len: m[1].length };
            out.push(line);
            continue;
        }
        out.push(defuseInline(line));
    }
    if (fence !== undefined)
        out.push(fence.ch.repeat(fence.len));
    return out.join('\n');
}
/** Defuses HTML, links, images and autolinks outside the inline code spans of one line. */
function defuseInline(line) {
    let out = '';
    let i = 0;
    while (i < line.length) {
        if (line[i] === '`') {
            let j = i;
            while (j < line.length && line[j] === '`')
                j++;
            const ticks = line.slice(i, j);
            const close = line.indexOf(ticks, j);
            if (close > 0 && line[close + ticks.length] !== '`') {
                out += line.slice(i, close + ticks.length);
                i = close + ticks.length;
                continue;
            }
            out += ticks;
            i = j;
            continue;
        }
        const c = line[i] ?? '';
        if (c === '<')
            out += '&lt;';
        else if (c === '[')
            out += '\\[';
        else if (c === '@')
            out += ZWSP + '@';
        else if (c === ':' && line.startsWith('//', i + 1))
            out += ':' + ZWSP;
        else if ((c === 'w' || c === 'W') && /^www\./i.test(line.slice(i, i + 4))) {
            out += line.slice(i, i + 3) + ZWSP + '.';
            i += 4;
            continue;
        }
        else
            out += c;
        i++;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/github/progress.ts
/**
 * What the sticky comment says at each stage, rendered by the action from the stream (never
 * written by the model). Everything the agent wrote goes through `agentText`: redacted, then
 * neutralised like the summary, with @mentions defused. Pure: the clock is a parameter.
 */



/** GitHub refuses comment bodies over this many characters. */
const COMMENT_LIMIT = 65_536;
const MAX_LISTED = 30;
/**
 * LOCAL STAND-IN for `agentText(text, { defuseMentions: true })` from src/render/markdown.ts
 * (the markup branch). Until that lands: redact, then `prose`, which keeps the agent's markdown
 * readable but turns `<` into `&lt;`, escapes `[`, breaks autolinks and puts a zero-width space
 * before every `@` outside code (so no mention pings anyone). Swap for agentText at merge.
 */
function agentText(value, redact) {
    return prose(redact(value));
}
/** The hidden marker that identifies this job's comment: a hash, so no key text can break it. */
function markerFor(key) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(key.trim()).digest('hex').slice(0, 20);
    return `<!-- cursor-agent-action:${hash} -->`;
}
function runLink(f, label = 'job run') {
    return f.runUrl !== '' ? `[${label}](${f.runUrl})` : label;
}
function utc(ms) {
    return new Date(ms).toISOString().slice(11, 19) + ' UTC';
}
function renderStart(f, startedAt) {
    return [
        f.marker,
        '### ⏳ Cursor Agent is working…',
        '',
        `Started ${utc(startedAt)} · ${runLink(f)}`
    ].join('\n');
}
/** A call as one short line: `$ npm test`, `edit src/a.ts`. */
function callLabel(call, redact) {
    const target = truncate(redact(call.target).replace(/\s+/g, ' ').trim(), 120);
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
        '### ⏳ Cursor Agent is working…',
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
    if (v.conclusion === 'success')
        return '### ✅ Cursor Agent succeeded';
    if (v.conclusion === 'cancelled')
        return '### ⏹ Cursor Agent was cancelled';
    if (v.conclusion === 'skipped')
        return '### ⏭ Cursor Agent did not run';
    return `### ❌ Cursor Agent failed (${v.reason ?? 'unknown'})`;
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
        head.push('', `> ${markdown_text(f.redact(e.verdict.message))}`);
    const tail = [];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        tail.push('', `<details><summary>Files changed (${String(r.filesChanged.length)})</summary>`, '', ...files, '', '</details>');
    const failed = failedCommands(r, f.redact);
    if (failed.length > 0)
        tail.push('', '<details><summary>Failed commands</summary>', '', ...failed, '', '</details>');
    for (const n of e.notes)
        tail.push('', markdown_text(f.redact(n)));
    const frame = head.join('\n') + tail.join('\n');
    const message = r.finalMessage.trim();
    if (message === '')
        return fit(frame, limit);
    const whole = `${head.join('\n')}\n\n${agentText(message, f.redact)}\n${tail.join('\n')}`;
    if (whole.length <= limit)
        return whole;
    const note = `\n\n*The message was cut to fit GitHub's comment limit; the whole text is in the ${runLink(f, 'job summary')}.*`;
    // prose() can lengthen the text (escapes), so shrink until the rendered part fits.
    let room = limit - frame.length - note.length - 4;
    for (let i = 0; i < 20 && room > 0; i++) {
        const body = agentText(cutAt(message, room), f.redact);
        const out = `${head.join('\n')}\n\n${body}${note}\n${tail.join('\n')}`;
        if (out.length <= limit)
            return out;
        room = Math.floor(room * 0.9);
    }
    return fit(frame, limit);
}
/** Cuts on a code-point boundary (never half a surrogate pair). */
function cutAt(value, max) {
    if (value.length <= max)
        return value;
    const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
    return value.slice(0, end);
}
/** Last resort for a frame that alone is too long (cannot happen with the lists capped). */
function fit(body, limit) {
    return body.length <= limit ? body : cutAt(body, limit - 2) + '\n…';
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
