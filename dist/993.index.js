export const id = 993;
export const ids = [993];
export const modules = {

/***/ 60746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jf: () => (/* binding */ reviewDelivered),
/* harmony export */   XX: () => (/* binding */ answerDelivered),
/* harmony export */   cK: () => (/* binding */ deliver)
/* harmony export */ });
/* unused harmony export pullDelivered */
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);

async function reviewDelivered(client, o) {
    const what = `the review ${String(o.reviewId)} on #${String(o.pull)}`;
    const base = { owner: o.owner, repo: o.repo, pull_number: o.pull, review_id: o.reviewId };
    let commit;
    try {
        commit = (await client.rest.pulls.getReview(base)).data.commit_id;
    }
    catch (error) {
        return (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404
            ? `${what}: GitHub answered that it does not exist (HTTP 404) when it was read back after posting.`
            : `${what}: it could not be read back after posting (${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error)}).`;
    }
    if (commit !== o.head)
        return `${what}: GitHub has it on commit ${commit ?? 'none'}, not on the head ${o.head} it was posted on.`;
    let count;
    try {
        const comments = await client.paginate(client.rest.pulls.listCommentsForReview, {
            ...base,
            per_page: 100
        });
        count = comments.length;
    }
    catch (error) {
        return `${what}: its inline comments could not be read back (${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error)}).`;
    }
    if (count !== o.inlineComments)
        return `${what}: it was posted with ${plural(o.inlineComments, 'inline comment')}, and GitHub shows ${String(count)}.`;
    return undefined;
}
async function answerDelivered(client, o) {
    const what = `the answer in comment ${String(o.commentId)} on #${String(o.issue)}`;
    let data;
    try {
        ;
        ({ data } = await client.rest.issues.getComment({
            owner: o.owner,
            repo: o.repo,
            comment_id: o.commentId
        }));
    }
    catch (error) {
        return (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404
            ? `${what}: GitHub answered that the comment does not exist (HTTP 404) when it was read back.`
            : `${what}: the comment could not be read back (${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error)}).`;
    }
    if (data.issue_url !== undefined && !data.issue_url.endsWith(`/issues/${String(o.issue)}`))
        return `${what}: the comment is on another thread (${data.issue_url}).`;
    const lines = (data.body ?? '').split(/\r?\n/);
    if (!lines.includes(o.marker))
        return `${what}: the comment GitHub has does not hold this run's answer (it was changed or overwritten after it was written).`;
    return undefined;
}
async function pullDelivered(client, o) {
    const what = `the pull request #${String(o.number)}`;
    try {
        const { data } = await client.rest.pulls.get({
            owner: o.owner,
            repo: o.repo,
            pull_number: o.number
        });
        if (data.state !== 'open')
            return `${what}: GitHub has it ${data.state}, not open.`;
        return undefined;
    }
    catch (error) {
        return statusOf(error) === 404
            ? `${what}: GitHub answered that it does not exist (HTTP 404) when it was read back.`
            : `${what}: it could not be read back (${describeError(error)}).`;
    }
}
function isTransient(error) {
    const status = (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
    return status === undefined || status >= 500;
}
async function deliver(o) {
    const tries = Math.max(1, o.tries ?? 4);
    const sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    let last;
    for (let attempt = 0; attempt < tries; attempt++) {
        try {
            if (attempt > 0) {
                await sleep((o.waitMs ?? 1000) * 2 ** (attempt - 1));
                const found = await o.find();
                if (found !== undefined)
                    return found;
            }
            return await o.write();
        }
        catch (error) {
            if (!isTransient(error))
                throw error;
            last = error;
            if (attempt + 1 < tries)
                o.retrying?.(error, attempt + 2);
        }
    }
    throw last;
}
function plural(n, noun) {
    return `${String(n)} ${noun}${n === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 68141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ renderEnd),
/* harmony export */   EY: () => (/* binding */ renderProgress),
/* harmony export */   W$: () => (/* binding */ COMMENT_LIMIT),
/* harmony export */   bM: () => (/* binding */ renderStart)
/* harmony export */ });
/* unused harmony exports isWorking, renderStopped */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71509);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72020);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42495);
/* harmony import */ var _prose_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48011);
/* harmony import */ var _outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78119);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62752);
/* harmony import */ var _core_ledger_caps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93152);







const COMMENT_LIMIT = 65_536;
const MAX_LISTED = 30;
function agentSafe(redacted) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .mentionsOff */ .N5)((0,_prose_js__WEBPACK_IMPORTED_MODULE_0__/* .agentText */ .r)(redacted, { defuseMentions: true }));
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
    const target = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(redact(call.target).replace(/\s+/g, ' ').trim(), 120);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(call.kind === 'shell' ? `$ ${target}` : `${call.kind} ${target}`.trim());
}
function callsLine(r) {
    const problems = (0,_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .problemsText */ .u1)((0,_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .problemsOf */ .GW)(r.counts));
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(r.counts.calls, 'tool call')}${problems !== '' ? ` (${problems})` : ''}`;
}
function filesList(r, redact) {
    const shown = r.filesChanged.slice(0, MAX_LISTED).map((c) => {
        const delta = (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .lineDelta */ .Dy)(c.added, c.removed);
        const tag = c.created ? ' (new)' : c.deleted ? ' (deleted)' : '';
        return `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(redact(c.path))}${delta !== '' ? ` ${delta}` : ''}${tag}`;
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
        `${callsLine(r)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(r.filesChanged.length, 'file')} changed so far`
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
function landingLine(r, landed, f) {
    if (landed === undefined || r.filesChanged.length === 0)
        return [];
    if (landed.commitSha !== '' && landed.branch !== '') {
        const number = /\/pull\/(\d+)$/.exec(landed.prUrl)?.[1];
        const pr = landed.prUrl !== ''
            ? ` and opened ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .link */ .nf)(number !== undefined ? `pull request #${number}` : 'a pull request', landed.prUrl)}`
            : '';
        return [
            `**Pushed** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(landed.commitSha.slice(0, 12))} to ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(f.redact(landed.branch))}${pr}.`
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
        `Took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .clock */ .pm)(e.durationMs)} · ${callsLine(r)} · ${runLink(f, 'job summary')}`
    ];
    if (e.verdict.conclusion !== 'success' && e.verdict.message !== '') {
        const said = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .markup */ .PT)(e.verdict.said ?? e.verdict.message, f.redact);
        head.push('', ...said.split('\n').map((l) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .mentionsOff */ .N5)(l === '' ? '>' : `> ${l}`)));
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
    for (const n of e.afterRun.notes)
        tail.push('', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .mentionsOff */ .N5)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .markup */ .PT)(n, f.redact, { oneLine: true })));
    if (e.pr !== undefined && e.verdict.conclusion !== 'skipped' && !(0,_core_ledger_caps_js__WEBPACK_IMPORTED_MODULE_3__/* .isCapped */ .g7)(e.pr.run))
        tail.push('', `<sub>${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .markup */ .PT)((0,_core_ledger_caps_js__WEBPACK_IMPORTED_MODULE_3__/* .prSentence */ ._5)(e.pr), f.redact, { oneLine: true })}</sub>`);
    const frame = `${head.join('\n')}\n${tail.join('\n')}`;
    const message = f.redact(r.finalMessage.trim());
    if (message === '')
        return fit(frame, limit);
    const whole = `${head.join('\n')}\n\n${agentSafe(message)}\n${tail.join('\n')}`;
    if (whole.length <= limit)
        return whole;
    const note = `\n\n*The message was cut to fit GitHub's comment limit; the whole text is in the ${runLink(f, 'job summary')}.*`;
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
function cutAt(value, max) {
    return (0,_core_text_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(value, max, { mark: '' });
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

/***/ 84993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deliverAnswer: () => (/* binding */ deliverAnswer)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _github_deliverable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60746);
/* harmony import */ var _render_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68141);
/* harmony import */ var _render_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81376);




async function deliverAnswer(o, ctx, facts) {
    const { plan } = o;
    const conclusion = facts.verdict.conclusion;
    if (conclusion !== 'success' && conclusion !== 'failure')
        return { written: false };
    const { comment, frame } = plan;
    const mark = (0,_render_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .answerMark */ .Gv)((0,_render_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .keyHash */ .aE)(o.commentKey), ctx.env.runId ?? '', ctx.env.runAttempt ?? '1');
    const limit = _render_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_LIMIT */ .W$ - comment.reserved - mark.length - 2;
    const body = `${(0,_render_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .renderEnd */ .Ac)(frame, facts, limit)}\n\n${mark}`;
    try {
        await (0,_github_deliverable_js__WEBPACK_IMPORTED_MODULE_1__/* .deliver */ .cK)({
            write: () => comment.writeOrThrow(body),
            find: () => Promise.resolve(undefined),
            waitMs: ctx.env.knobs.githubRetryMs ?? 1000,
            retrying: (error, next) => ctx.say.line(`GitHub did not take the answer (${(0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error)}); try ${String(next)}.`)
        });
    }
    catch (error) {
        return { written: false, missing: refused(comment.needs, facts, error) };
    }
    const made = comment.id !== undefined ? { comment: { id: comment.id, url: comment.url ?? '' } } : {};
    const missing = await comment.delivered(mark);
    if (missing !== undefined)
        return { written: true, ...made, missing };
    plan.onFinal();
    return { written: true, ...made };
}
function refused(permission, facts, error) {
    const status = (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
    const where = facts.comment !== undefined ? ` (comment ${String(facts.comment.id)})` : '';
    const needs = status === 401 || status === 403
        ? `; the token needs \`${permission}\` (add it under \`permissions:\` in the workflow)`
        : '';
    return `the answer in the pull request's or issue's comment${where}: GitHub did not take it (${(0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(error)})${needs}.`;
}


/***/ })

};
