export const id = 752;
export const ids = [752];
export const modules = {

/***/ 53769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ placeFinding),
/* harmony export */   UA: () => (/* binding */ baseAnchors),
/* harmony export */   eV: () => (/* binding */ linesLabel),
/* harmony export */   iz: () => (/* binding */ parsePatch),
/* harmony export */   s7: () => (/* binding */ headLineOf)
/* harmony export */ });
const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function count(group) {
    return group === undefined ? 1 : Number(group);
}
function parsePatch(patch) {
    const hunks = [];
    for (const line of patch.split('\n')) {
        const m = HEADER.exec(line);
        if (m === null)
            continue;
        const oldStart = Number(m[1]);
        const oldCount = count(m[2]);
        const newStart = Number(m[3]);
        const newCount = count(m[4]);
        hunks.push({
            oldStart,
            oldEnd: oldStart + oldCount - 1,
            newStart,
            newEnd: newStart + newCount - 1
        });
    }
    return hunks;
}
function baseAnchors(patch) {
    const anchors = new Map();
    let oldLine = 0;
    let newLine = 0;
    let oldLeft = 0;
    let newLeft = 0;
    let lastHead = 0;
    let removed = [];
    const settle = (head) => {
        if (head > 0)
            for (const n of removed)
                anchors.set(n, { line: head, removed: true });
        removed = [];
    };
    for (const line of patch.split('\n')) {
        const m = HEADER.exec(line);
        if (m !== null) {
            settle(lastHead);
            lastHead = 0;
            oldLine = Number(m[1]);
            oldLeft = count(m[2]);
            newLine = Number(m[3]);
            newLeft = count(m[4]);
            continue;
        }
        if (oldLeft + newLeft === 0 || line.startsWith('\\'))
            continue;
        if (line.startsWith('-') && oldLeft > 0) {
            removed.push(oldLine++);
            oldLeft--;
        }
        else if (line.startsWith('+') && newLeft > 0) {
            settle(newLine);
            lastHead = newLine++;
            newLeft--;
        }
        else if (oldLeft > 0 && newLeft > 0) {
            settle(newLine);
            anchors.set(oldLine++, { line: newLine, removed: false });
            lastHead = newLine++;
            oldLeft--;
            newLeft--;
        }
    }
    settle(lastHead);
    return anchors;
}
function headLineOf(line, file) {
    if (file === undefined)
        return { line, removed: false };
    if (file.hunks === undefined || file.status === 'removed')
        return undefined;
    let shift = 0;
    for (const h of file.hunks) {
        if (line >= h.oldStart && line <= h.oldEnd)
            return file.anchors?.get(line);
        const before = h.oldEnd < h.oldStart ? h.oldStart < line : h.oldEnd < line;
        if (before)
            shift += h.newEnd - h.newStart - (h.oldEnd - h.oldStart);
    }
    return { line: line + shift, removed: false };
}
function hunkOf(hunks, side, line) {
    return hunks.find((h) => side === 'RIGHT'
        ? line >= h.newStart && line <= h.newEnd
        : line >= h.oldStart && line <= h.oldEnd);
}
function linesLabel(w) {
    return w.startLine !== undefined && w.startLine < w.line
        ? `lines ${String(w.startLine)}–${String(w.line)}`
        : `line ${String(w.line)}`;
}
function placeFinding(w, files) {
    if (w.path === '')
        return { kind: 'body', why: 'not a path in the repository' };
    const file = files.get(w.path);
    if (file === undefined)
        return { kind: 'body', why: 'the pull request does not change this file' };
    if (file.hunks === undefined)
        return { kind: 'body', why: 'GitHub shows no diff for this file (binary, or too large)' };
    const end = hunkOf(file.hunks, w.side, w.line);
    const range = w.startLine !== undefined && w.startLine < w.line;
    if (end === undefined)
        return { kind: 'body', why: 'outside the diff' };
    if (!range)
        return { kind: 'inline', line: w.line, side: w.side };
    const start = hunkOf(file.hunks, w.side, w.startLine ?? w.line);
    if (start === undefined)
        return { kind: 'body', why: 'starts outside the diff' };
    if (start !== end)
        return { kind: 'body', why: 'spans two hunks of the diff' };
    return { kind: 'inline', line: w.line, side: w.side, startLine: w.startLine };
}


/***/ }),

/***/ 55739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ treeChanges),
/* harmony export */   F_: () => (/* binding */ parseNameStatus),
/* harmony export */   Ht: () => (/* binding */ fileDiffOf),
/* harmony export */   Tm: () => (/* binding */ listCut),
/* harmony export */   _9: () => (/* binding */ unreviewedOf),
/* harmony export */   aN: () => (/* binding */ parseNumstat),
/* harmony export */   b6: () => (/* binding */ splitPatches),
/* harmony export */   cc: () => (/* binding */ PULL_FILES_LIMIT)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53769);

const PULL_FILES_LIMIT = 3000;
const MAX_UNREVIEWED_KEPT = 50;
function fileDiffOf(f) {
    return {
        path: f.path,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        ...(f.patch !== undefined ? { hunks: (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePatch */ .iz)(f.patch), anchors: (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .baseAnchors */ .UA)(f.patch) } : {})
    };
}
function listCut(listed, changedFiles) {
    return listed >= PULL_FILES_LIMIT || (changedFiles !== undefined && changedFiles > listed);
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


/***/ }),

/***/ 62752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WT: () => (/* binding */ findingsSection),
/* harmony export */   ff: () => (/* binding */ reviewBody),
/* harmony export */   hM: () => (/* binding */ FINDING_MARKER),
/* harmony export */   ly: () => (/* binding */ readHeadline),
/* harmony export */   nL: () => (/* binding */ REVIEW_LIMIT),
/* harmony export */   rO: () => (/* binding */ findingComment),
/* harmony export */   uY: () => (/* binding */ reviewCommentLine),
/* harmony export */   yr: () => (/* binding */ checkOutput)
/* harmony export */ });
/* harmony import */ var _core_review_diff_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53769);
/* harmony import */ var _core_review_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11808);
/* harmony import */ var _core_review_pull_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55739);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72020);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71509);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81376);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42495);
/* harmony import */ var _prose_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48011);








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
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .mentionsOff */ .N5)((0,_prose_js__WEBPACK_IMPORTED_MODULE_3__/* .agentText */ .r)(redacted, { defuseMentions: true }));
}
function line(redacted, max = 300) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .mentionsOff */ .N5)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)((0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(redacted, max)));
}
function headline(f) {
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
    const head = `${findingMarker(keyHash, f.fingerprint)}\n**${headline(f)}**`;
    const suggestion = suggestionBlock(f);
    const note = "\n\n*Cut to fit GitHub's comment limit; the whole finding is in the transcript.*";
    let body = f.body.trim();
    for (let i = 0; i < 30; i++) {
        const cut = body.length < f.body.trim().length;
        const out = [head, agentSafe(body), suggestion].filter((s) => s !== '').join('\n\n');
        const whole = cut ? out + note : out;
        if (whole.length <= limit)
            return whole;
        body = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(body, Math.floor(Math.min(body.length, limit) * 0.8));
    }
    return `${head}${note}`;
}
function suggestionBlock(f) {
    if (f.suggestion === undefined)
        return '';
    const s = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(f.suggestion.replace(/\r\n?/g, '\n').replace(/\n$/, ''), 20_000);
    return f.side === 'RIGHT' && f.placement === 'inline'
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .fenced */ .OF)(s, 'suggestion')
        : `Suggested code:\n\n${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .fenced */ .OF)(s, '')}`;
}
function countLine(findings) {
    if (findings.length === 0)
        return 'no findings';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(findings.length, 'finding')} (${(0,_core_review_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCounts */ .ur)(findings)})`;
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
        : `: ${shown.map((p) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)((0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(p, 200))).join(', ')}${more > 0 ? `, and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .count */ .U9)(more)} more` : ''}`;
    const what = u.count !== undefined
        ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(u.count, 'file')} of the pull request`
        : `any file past the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .count */ .U9)(u.listed)} GitHub listed`;
    return [
        `⚠️ **Not reviewed: ${what}.** GitHub listed ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(u.listed, 'file')} (it lists ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .count */ .U9)(_core_review_pull_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PULL_FILES_LIMIT */ .cc)} at most) and the job's checkout could not give the rest${names}. No later re-review starts from this review.`,
        ''
    ];
}
function reviewBody(o) {
    const limit = o.limit ?? REVIEW_LIMIT;
    const { findings, summary, mismatch } = o.outcome;
    const head = [
        (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewMarker */ .vU)(o.keyHash, 'review'),
        '### Cursor Agent review',
        '',
        ...unreviewedLines(o.outcome.unreviewed)
    ];
    if (mismatch !== undefined)
        return fitMismatch(head, mismatch, o.finalMessage, limit);
    const intro = [];
    if (summary.trim() !== '')
        intro.push(agentSafe((0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(summary.trim(), 20_000)), '');
    const placed = placementLine(findings, 'below');
    intro.push(`**${capital(countLine(findings))}**${placed !== '' ? `: ${placed}.` : '.'}`, '');
    const held = findings.filter((f) => f.heldBack === true).length;
    if (held > 0)
        intro.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(held, 'finding')} held back from the diff: more than \`max-findings\` (${String(o.outcome.maxFindings)}) would be posted inline. They are listed below.`, '');
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
    const where = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(f.path || '(no path)')} ${(0,_core_review_diff_js__WEBPACK_IMPORTED_MODULE_7__/* .linesLabel */ .eV)(f)}${f.side === 'LEFT' ? ' (base)' : ''}`;
    const why = f.why !== undefined && f.heldBack !== true ? `: ${line(f.why, 500)}` : '';
    const out = [`##### ${headline(f)}`, '', `${where}${why}`];
    if (withText && f.body.trim() !== '')
        out.push('', agentSafe((0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(f.body.trim(), 8_000)));
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
        out += `\n*${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(dropped, 'more finding')} did not fit in this review; the job summary and the \`findings\` output list every finding.*\n`;
    return out;
}
function fitMismatch(head, errors, message, limit) {
    const out = [
        ...head,
        "⚠️ The agent's final message is not findings JSON as `docs/findings.v1.schema.json` describes, so no finding could be placed on the diff:",
        '',
        ...errors.slice(0, 20).map((e) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)((0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(e, 500))}`),
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
        const shown = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(whole, room);
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
        const resolved = o.resolved > 0 ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(o.resolved, 'outdated thread')} of earlier runs resolved` : '';
        return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .link */ .nf)('Review', o.review.url)} posted ${kind}${resolved}.`;
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
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .link */ .nf)('on the diff', f.url)
                    : 'on the diff'
                : 'not posted';
        case 'duplicate':
            return f.url !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .link */ .nf)('already reported', f.url) : 'already reported';
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
        out.push("The agent's final message is not findings JSON (`docs/findings.v1.schema.json`):", '', ...o.mismatch.slice(0, 20).map((e) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)((0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(e, 500))}`), '');
    const placed = placementLine(o.findings);
    const where = o.review !== undefined && placed !== '' ? ` ${capital(placed)}.` : '';
    out.push(`${reviewState(o)}${where}`, '');
    out.push(...unreviewedLines(o.unreviewed));
    const held = o.findings.filter((f) => f.heldBack === true).length;
    if (held > 0)
        out.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(held, 'finding')} held back from the diff by \`max-findings\` (${String(o.maxFindings)}).`, '');
    if (o.findings.length === 0)
        return out;
    out.push('| Severity | Where | Finding | Posted |', '| --- | --- | --- | --- |');
    for (const f of o.findings.slice(0, MAX_ROWS)) {
        const where = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .cellCode */ .GA)((0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(f.path || '(no path)', 200))} ${(0,_core_review_diff_js__WEBPACK_IMPORTED_MODULE_7__/* .linesLabel */ .eV)(f)}`;
        out.push(`| ${ICON[f.severity]} ${f.severity} | ${where} | ${line(f.title)} | ${postedCell(f, o)} |`);
    }
    if (o.findings.length > MAX_ROWS)
        out.push('', `*… and ${String(o.findings.length - MAX_ROWS)} more in the \`findings\` output.*`);
    if (o.checkRunUrl !== undefined)
        out.push('', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .link */ .nf)('Check run', o.checkRunUrl)}.`);
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


/***/ }),

/***/ 48011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ agentText)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46855);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88595);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52297);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42495);




const MAX_DEPTH = 20;
const LANGUAGE = /^[A-Za-z0-9_+-]{1,20}$/;
const MAX_ORDINAL = 999_999_999;
const NBSP = '\u00a0';
const FORMAT_CHARS = 4096;
const DEEP_LINE = new RegExp(`^(?:[ \\t]*(?:>|[-*+](?=[ \\t])|\\d{1,9}[.)](?=[ \\t]))){${String(MAX_DEPTH + 1)}}`, 'm');
function agentText(value, options = {}) {
    if (value.length > FORMAT_CHARS || DEEP_LINE.test(value))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(value, options);
    let tree;
    try {
        tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__/* .fromMarkdown */ .Y)(value, { extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__/* .gfm */ .T)()], mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmFromMarkdown */ .C)()] });
    }
    catch {
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(value, options);
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
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(sourceOf(node, ctx), ctx.options);
    switch (node.type) {
        case 'paragraph':
            return lines(inline(node.children, ctx, depth + 1));
        case 'heading':
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
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .literalText */ .bK)(sourceOf(node, ctx), ctx.options);
    }
}
function lines(md) {
    return md.replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP));
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
            return cell ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cellCode */ .GA)(node.value) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(node.value);
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
