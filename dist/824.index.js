export const id = 824;
export const ids = [824];
export const modules = {

/***/ 824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentObservers: () => (/* binding */ commentObservers)
/* harmony export */ });
/* harmony import */ var _render_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8935);

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
            notes: end.notes,
            review: end.review,
            landed: end.landed
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

/***/ 8935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ renderEnd),
/* harmony export */   EY: () => (/* binding */ renderProgress),
/* harmony export */   bM: () => (/* binding */ renderStart)
/* harmony export */ });
/* unused harmony exports COMMENT_LIMIT, isWorking, renderStopped */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3819);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1542);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7053);
/* harmony import */ var _prose_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7597);
/* harmony import */ var _outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3089);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8166);






/** GitHub refuses comment bodies over this many characters. */
const COMMENT_LIMIT = 65_536;
const MAX_LISTED = 30;
/** Agent text in the comment (redacted already): literal-safe like the summary, mentions defused. */
function agentSafe(redacted) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .mentionsOff */ .N5)((0,_prose_js__WEBPACK_IMPORTED_MODULE_0__/* .agentText */ .r)(redacted, { defuseMentions: true }));
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
    const target = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)(redact(call.target).replace(/\s+/g, ' ').trim(), 120);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(call.kind === 'shell' ? `$ ${target}` : `${call.kind} ${target}`.trim());
}
function callsLine(r) {
    const c = r.counts;
    const bad = c.failed + c.rejected;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(c.calls, 'tool call')}${bad > 0 ? ` (${String(bad)} failed or rejected)` : ''}`;
}
function filesList(r, redact) {
    const shown = r.filesChanged.slice(0, MAX_LISTED).map((c) => {
        const delta = (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .lineDelta */ .Dy)(c.added, c.removed);
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
        `${callsLine(r)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(r.filesChanged.length, 'file')} changed so far`
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
/** Whether the changes were pushed, and where; or where they are when they were not. */
function landingLine(r, landed, f) {
    if (landed === undefined || r.filesChanged.length === 0)
        return [];
    if (landed.commitSha !== '' && landed.branch !== '') {
        const number = /\/pull\/(\d+)$/.exec(landed.prUrl)?.[1];
        const pr = landed.prUrl !== ''
            ? ` and opened ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(number !== undefined ? `pull request #${number}` : 'a pull request', landed.prUrl)}`
            : '';
        return [
            `**Pushed** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(landed.commitSha.slice(0, 12))} to ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(f.redact(landed.branch))}${pr}.`
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
/** The final comment; the agent's message is cut (with a note) so the whole stays under the limit. */
function renderEnd(f, e, limit = COMMENT_LIMIT) {
    const r = e.report;
    const head = [
        f.marker,
        heading(e.verdict),
        '',
        `Took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .clock */ .pm)(e.durationMs)} · ${callsLine(r)} · ${runLink(f, 'job summary')}`
    ];
    if (e.verdict.conclusion !== 'success' && e.verdict.message !== '') {
        const said = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .markup */ .PT)(e.verdict.said ?? e.verdict.message, f.redact);
        head.push('', ...said.split('\n').map((l) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .mentionsOff */ .N5)(l === '' ? '>' : `> ${l}`)));
    }
    if (e.review !== undefined)
        head.push('', (0,_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewCommentLine */ .uY)(e.review));
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
    for (const n of e.notes)
        tail.push('', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .mentionsOff */ .N5)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .markup */ .PT)(n, f.redact, { oneLine: true })));
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
    return (0,_core_text_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)(value, max, { mark: '' });
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
