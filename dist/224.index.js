export const id = 224;
export const ids = [224];
export const modules = {

/***/ 20174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ encodeLedger),
/* harmony export */   PK: () => (/* binding */ ledgerText),
/* harmony export */   Zm: () => (/* binding */ ledgerRun),
/* harmony export */   dE: () => (/* binding */ LEDGER_PREFIX),
/* harmony export */   fM: () => (/* binding */ lastLine),
/* harmony export */   iN: () => (/* binding */ decodeLedger)
/* harmony export */ });
/* unused harmony exports MAX_LEDGER_CHARS, MAX_CLOCK_SKEW_MS */
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46455);
/* harmony import */ var _stream_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40385);
/* harmony import */ var _stream_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44584);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3440);




const LEDGER_PREFIX = '<!-- cursor-agent-action:ledger:';
const SUFFIX = ' -->';
const MAX_LEDGER_CHARS = 32_768;
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
function header(key) {
    return `${LEDGER_PREFIX}${key} v${String(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_VERSION */ .Bn)} `;
}
function runJson(r) {
    return {
        runId: r.runId,
        attempt: r.attempt,
        at: r.at,
        event: r.event,
        head: r.head,
        reviewed: r.reviewed,
        ...(r.from !== undefined ? { from: r.from } : {}),
        usage: (0,_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenCounts */ .K5)(r.usage),
        durationMs: r.durationMs,
        ...(r.sessionId !== undefined ? { sessionId: r.sessionId } : {}),
        conclusion: r.conclusion,
        ...(r.reason !== undefined ? { reason: r.reason } : {}),
        trigger: r.trigger,
        started: r.started
    };
}
function olderJson(o) {
    const { through } = o;
    return {
        ...Object.fromEntries(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .OLDER_COUNTS */ .IW.map((f) => [f, o[f]])),
        ...(through !== undefined
            ? { through: { at: through.at, runId: through.runId, attempt: through.attempt } }
            : {})
    };
}
function render(l) {
    const json = JSON.stringify({
        v: _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_VERSION */ .Bn,
        key: l.key,
        runs: l.runs.map(runJson),
        older: olderJson(l.older)
    });
    return `${header(l.key)}${Buffer.from(json, 'utf8').toString('base64url')}${SUFFIX}`;
}
function encodeLedger(ledger) {
    let l = (0,_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .trimLedger */ .Ir)(ledger);
    const problem = ledgerProblem(JSON.parse(JSON.stringify(l)), l.key);
    if (problem !== undefined)
        throw new Error(`not a valid ledger: ${problem}`);
    let text = render(l);
    while (text.length > MAX_LEDGER_CHARS && l.runs.length > 0) {
        l = (0,_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .trimLedger */ .Ir)(l, l.runs.length - 1);
        text = render(l);
    }
    return text;
}
function lastLine(body) {
    const text = body.trimEnd();
    return text.slice(text.lastIndexOf('\n') + 1);
}
function decodeLedger(body, key, o = {}) {
    if (!/^[0-9a-f]{20}$/.test(key))
        return { kind: 'invalid', reason: 'the key is not a key hash' };
    const start = header(key).slice(0, LEDGER_PREFIX.length + key.length);
    const found = lastLine(body);
    if (!found.startsWith(start))
        return { kind: 'none' };
    if (!found.endsWith(SUFFIX) || found.length > MAX_LEDGER_CHARS)
        return { kind: 'invalid', reason: 'the record has no end, or is too long' };
    const inner = found.slice(start.length, -SUFFIX.length);
    const version = ` v${String(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_VERSION */ .Bn)} `;
    if (!inner.startsWith(version))
        return { kind: 'invalid', reason: `the record is not version ${String(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_VERSION */ .Bn)}` };
    const data = inner.slice(version.length);
    if (!/^[A-Za-z0-9_-]+$/.test(data))
        return { kind: 'invalid', reason: 'the record is not base64url' };
    const bytes = Buffer.from(data, 'base64url');
    if (bytes.toString('base64url') !== data)
        return { kind: 'invalid', reason: 'the record is not base64url' };
    let value;
    try {
        value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    }
    catch {
        return { kind: 'invalid', reason: 'the record is not JSON' };
    }
    const problem = ledgerProblem(value, key);
    if (problem !== undefined)
        return { kind: 'invalid', reason: problem };
    if (render(value) !== found)
        return { kind: 'invalid', reason: 'the record is not written as the action writes one' };
    const ledger = value;
    const late = o.now !== undefined ? lateProblem(ledger, o.now) : undefined;
    if (late !== undefined)
        return { kind: 'invalid', reason: late };
    return { kind: 'ledger', ledger };
}
function lateProblem(ledger, now) {
    const bound = now + MAX_CLOCK_SKEW_MS;
    const through = ledger.older.through;
    if (through !== undefined && Date.parse(through.at) > bound)
        return "the record's older runs have a boundary later than this run's clock";
    const i = ledger.runs.findIndex((r) => Date.parse(r.at) > bound);
    return i === -1
        ? undefined
        : `run ${String(i + 1)} of the record starts later than this run's clock`;
}
function ledgerText(body, key) {
    return decodeLedger(body, key).kind === 'ledger' ? lastLine(body) : undefined;
}
function ledgerRun(f) {
    const ms = f.durationMs ?? 0;
    const sessionId = (0,_stream_events_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionIdOf */ .P0)(f.sessionId);
    const run = {
        runId: f.runId,
        attempt: f.attempt,
        at: Number.isFinite(f.startedAt.getTime()) ? f.startedAt.toISOString() : '',
        event: f.event,
        head: f.head,
        reviewed: f.reviewed,
        ...(f.reviewed && f.from !== undefined ? { from: f.from } : {}),
        usage: (0,_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .runUsage */ .l_)(f.usage),
        durationMs: Number.isFinite(ms) ? Math.min(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RUN_MS */ .aC, Math.max(0, Math.round(ms))) : 0,
        ...(sessionId !== undefined ? { sessionId } : {}),
        conclusion: f.conclusion,
        ...(f.reason !== undefined ? { reason: f.reason } : {}),
        trigger: f.trigger,
        started: f.started
    };
    const problem = runProblem(run);
    return problem === undefined ? { run: run } : { problem: `the run has ${problem}` };
}
const RUN_REQUIRED = [
    'runId',
    'attempt',
    'at',
    'event',
    'head',
    'reviewed',
    'usage',
    'durationMs',
    'conclusion',
    'trigger',
    'started'
];
const RUN_FIELDS = new Set([...RUN_REQUIRED, 'from', 'sessionId', 'reason']);
const USAGE_FIELDS = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
const CONCLUSIONS = new Set(['success', 'failure', 'cancelled', 'skipped']);
const REASONS = new Set([..._names_js__WEBPACK_IMPORTED_MODULE_0__/* .FAILURE_REASONS */ .N9, ..._ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .PR_CAPS */ .pY]);
const EVENTS = new Set(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_EVENTS */ .w$);
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const RUN_ID = /^[1-9][0-9]{0,19}$/;
const ATTEMPT = /^[1-9][0-9]{0,3}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
function onlyFields(o, allowed, required) {
    for (const k of Object.keys(o))
        if (!allowed.has(k))
            return 'an unknown field';
    for (const k of required)
        if (!(k in o))
            return 'a missing field';
    return undefined;
}
function wholeIn(v, max) {
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
}
function isoTime(v) {
    if (typeof v !== 'string' || !ISO.test(v))
        return false;
    const t = Date.parse(v);
    return Number.isFinite(t) && new Date(t).toISOString() === v;
}
function refProblem(v) {
    if (!(0,_stream_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
        return 'not an object';
    const bad = onlyFields(v, new Set(['at', 'runId', 'attempt']), ['at', 'runId', 'attempt']);
    if (bad !== undefined)
        return bad;
    if (!isoTime(v.at))
        return 'a bad time';
    if (typeof v.runId !== 'string' || !RUN_ID.test(v.runId))
        return 'a bad run id';
    if (typeof v.attempt !== 'string' || !ATTEMPT.test(v.attempt))
        return 'a bad attempt';
    return undefined;
}
function runProblem(v) {
    const ref = refProblem((0,_stream_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v) ? { at: v.at, runId: v.runId, attempt: v.attempt } : v);
    if (ref !== undefined || !(0,_stream_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
        return ref ?? 'not an object';
    const bad = onlyFields(v, RUN_FIELDS, RUN_REQUIRED);
    if (bad !== undefined)
        return bad;
    if (typeof v.event !== 'string' || !EVENTS.has(v.event))
        return 'an unknown event';
    if (typeof v.head !== 'string' || !SHA.test(v.head))
        return 'a bad head';
    if (typeof v.reviewed !== 'boolean')
        return 'a bad reviewed flag';
    if ('from' in v && (!v.reviewed || typeof v.from !== 'string' || !SHA.test(v.from)))
        return 'a bad from';
    const u = v.usage;
    if (!(0,_stream_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(u))
        return 'a bad usage';
    const badUsage = onlyFields(u, new Set(USAGE_FIELDS), USAGE_FIELDS);
    if (badUsage !== undefined)
        return `${badUsage} in usage`;
    if (USAGE_FIELDS.some((f) => !wholeIn(u[f], _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RUN_TOKENS */ .A0)))
        return 'a token count out of range';
    if (!wholeIn(v.durationMs, _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RUN_MS */ .aC))
        return 'a duration out of range';
    if ('sessionId' in v && (0,_stream_events_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionIdOf */ .P0)(v.sessionId) === undefined)
        return 'a bad session id';
    if (typeof v.conclusion !== 'string' || !CONCLUSIONS.has(v.conclusion))
        return 'an unknown conclusion';
    if ('reason' in v && (typeof v.reason !== 'string' || !REASONS.has(v.reason)))
        return 'an unknown reason';
    if (typeof v.trigger !== 'boolean' || typeof v.started !== 'boolean')
        return 'a bad flag';
    return undefined;
}
function olderProblem(v) {
    if (!(0,_stream_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
        return 'not an object';
    const bad = onlyFields(v, new Set([..._ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .OLDER_COUNTS */ .IW, 'through']), _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .OLDER_COUNTS */ .IW);
    if (bad !== undefined)
        return bad;
    if (_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .OLDER_COUNTS */ .IW.some((f) => !wholeIn(v[f], Number.MAX_SAFE_INTEGER)))
        return 'a count out of range';
    if ('through' in v)
        return refProblem(v.through);
    return _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .OLDER_COUNTS */ .IW.some((f) => v[f] !== 0) ? 'counts without a boundary' : undefined;
}
function ledgerProblem(v, key) {
    if (!(0,_stream_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
        return 'the record is not an object';
    const bad = onlyFields(v, new Set(['v', 'key', 'runs', 'older']), ['v', 'key', 'runs', 'older']);
    if (bad !== undefined)
        return `the record has ${bad}`;
    if (v.v !== _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_VERSION */ .Bn)
        return 'the record has another version inside';
    if (v.key !== key)
        return 'the record is of another key inside';
    if (!Array.isArray(v.runs))
        return 'the record has no list of runs';
    if (v.runs.length > _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RUNS */ ._k)
        return `the record has more than ${String(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RUNS */ ._k)} runs`;
    const older = olderProblem(v.older);
    if (older !== undefined)
        return `the record's older runs have ${older}`;
    const through = v.older.through;
    let last = through;
    for (const [i, r] of v.runs.entries()) {
        const problem = runProblem(r);
        if (problem !== undefined)
            return `run ${String(i + 1)} of the record has ${problem}`;
        const ref = r;
        if (last !== undefined && (0,_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .runOrder */ .wW)(last, ref) >= 0)
            return `run ${String(i + 1)} of the record is out of order`;
        last = ref;
    }
    return undefined;
}


/***/ }),

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

/***/ 47224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startGate: () => (/* binding */ startGate)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/names.ts
var names = __webpack_require__(46455);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/deliverable.ts
var deliverable = __webpack_require__(60746);
;// CONCATENATED MODULE: ./src/github/comment.ts


function sameAccount(user, self) {
    return (self !== undefined &&
        typeof user?.login === 'string' &&
        user.login.toLowerCase() === self.login.toLowerCase());
}
class StickyComment {
    client;
    thread;
    marker;
    warn;
    id;
    url;
    gaveUp = false;
    warned = new Set();
    self;
    trailer = '';
    carry;
    constructor(client, thread, marker, warn) {
        this.client = client;
        this.thread = thread;
        this.marker = marker;
        this.warn = warn;
    }
    get permission() {
        return this.thread.isPullRequest ? 'pull-requests: write' : 'issues: write';
    }
    whoAmI() {
        this.self ??= this.client
            .graphql('query { viewer { login } }')
            .then(({ viewer }) => {
            const login = viewer?.login;
            return typeof login === 'string' && login !== '' ? { login } : undefined;
        })
            .catch((error) => {
            this.note(`Could not learn which account the token is (${(0,client/* describeError */.Uc)(error)}): no existing comment on #${String(this.thread.number)} is reused.`);
            return undefined;
        });
        return this.self;
    }
    async account() {
        return (await this.whoAmI())?.login;
    }
    async find() {
        const self = await this.whoAmI();
        if (self === undefined)
            return undefined;
        const { owner, repo, number } = this.thread;
        const iterator = this.client.paginate.iterator(this.client.rest.issues.listComments, {
            owner,
            repo,
            issue_number: number,
            per_page: 100
        });
        for await (const page of iterator) {
            const hit = page.data.find((c) => sameAccount(c.user, self) && c.body?.startsWith(this.marker) === true);
            if (hit !== undefined)
                return { id: hit.id, url: hit.html_url, body: hit.body ?? '' };
        }
        return undefined;
    }
    setTrailer(text) {
        this.trailer = text;
    }
    get reserved() {
        return this.trailer === '' ? 0 : this.trailer.length + 2;
    }
    async write(body) {
        if (this.gaveUp)
            return false;
        try {
            await this.put(body);
            return true;
        }
        catch (error) {
            this.fail('write the comment', error);
            return false;
        }
    }
    async writeOrThrow(body) {
        await this.put(body);
    }
    async delivered(mark) {
        const { owner, repo, number } = this.thread;
        if (this.id === undefined)
            return `the answer on #${String(number)}: no comment was made.`;
        return (0,deliverable/* answerDelivered */.XX)(this.client, {
            ...{ owner, repo, issue: number, commentId: this.id, marker: mark }
        });
    }
    get needs() {
        return this.permission;
    }
    async put(text) {
        let body = text;
        const { owner, repo, number } = this.thread;
        if (this.id === undefined) {
            const found = await this.find();
            if (found !== undefined) {
                ;
                ({ id: this.id, url: this.url } = found);
                if (this.trailer === '')
                    this.trailer = this.carry?.(found.body) ?? '';
            }
        }
        if (this.trailer !== '')
            body = `${body}\n\n${this.trailer}`;
        if (this.id !== undefined) {
            try {
                await this.client.rest.issues.updateComment({ owner, repo, comment_id: this.id, body });
                return;
            }
            catch (error) {
                if ((0,client/* statusOf */.c2)(error) !== 404)
                    throw error;
                this.id = undefined;
            }
        }
        try {
            const { data } = await this.client.rest.issues.createComment({
                owner,
                repo,
                issue_number: number,
                body,
                ...client/* NO_RETRY */.PE
            });
            this.id = data.id;
            this.url = data.html_url;
            const login = data.user?.login;
            if (login !== undefined && login !== '')
                this.self = Promise.resolve({ login });
        }
        catch (error) {
            const status = (0,client/* statusOf */.c2)(error);
            if (status !== undefined && status < 500)
                throw error;
            const found = await this.find();
            if (found === undefined)
                throw error;
            ({ id: this.id, url: this.url } = found);
            await this.client.rest.issues.updateComment({ owner, repo, comment_id: found.id, body });
        }
    }
    async react(target, content) {
        if (target === undefined || this.gaveUp)
            return;
        const { owner, repo } = this.thread;
        try {
            if (target.kind === 'issue-comment')
                await this.client.rest.reactions.createForIssueComment({
                    owner,
                    repo,
                    comment_id: target.id,
                    content
                });
            else if (target.kind === 'review-comment')
                await this.client.rest.reactions.createForPullRequestReviewComment({
                    owner,
                    repo,
                    comment_id: target.id,
                    content
                });
            else
                await this.client.rest.reactions.createForIssue({
                    owner,
                    repo,
                    issue_number: target.number,
                    content
                });
        }
        catch (error) {
            this.fail(`add the ${content} reaction`, error);
        }
    }
    fail(what, error) {
        const status = (0,client/* statusOf */.c2)(error);
        let message;
        if (status === 401 || status === 403) {
            this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: ${(0,client/* describeError */.Uc)(error)}. The token needs \`${this.permission}\`: add it under \`permissions:\` in the workflow (the run itself is not affected).`;
        }
        else if (status === undefined || status >= 500) {
            if (status === undefined)
                this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: GitHub did not answer (${(0,client/* describeError */.Uc)(error)}); the run itself is not affected.`;
        }
        else {
            message = `Could not ${what} on #${String(this.thread.number)}: ${(0,client/* describeError */.Uc)(error)}.`;
        }
        this.note(message);
    }
    note(message) {
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.warn(message);
    }
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(85015);
;// CONCATENATED MODULE: ./src/core/unseen.ts
const UNSEEN = /<(script|style|template|textarea|noscript|iframe|object|embed|svg|math|title|xmp|noembed|noframes|plaintext)(?=[\s/>])/gi;
const TAG_REACH = 1024;
function hideUnseen(text, hidden, quotes) {
    const lower = text.toLowerCase();
    UNSEEN.lastIndex = 0;
    for (let m = UNSEEN.exec(text); m !== null; m = UNSEEN.exec(text)) {
        const close = lower.indexOf(`</${m[1].toLowerCase()}`, m.index + m[0].length);
        const end = close === -1 ? text.length : lower.indexOf('>', close) + 1 || text.length;
        hidden.fill(1, m.index, end);
        quotes.push([m.index, end]);
        UNSEEN.lastIndex = end;
    }
    hideTags(text, hidden);
    hideLinkParts(text, hidden);
}
function hideTags(text, hidden) {
    for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
        if (!/^<\/?[A-Za-z]/.test(text.slice(i, i + 3)))
            continue;
        const reach = Math.min(text.length, i + TAG_REACH);
        let quote = '';
        let j = i + 1;
        for (; j < reach; j++) {
            const c = text[j];
            if (quote !== '') {
                if (c === quote)
                    quote = '';
            }
            else if (c === '"' || c === "'")
                quote = c;
            else if (c === '>' || c === '<')
                break;
        }
        if (j < reach && text[j] === '>') {
            hidden.fill(1, i, j + 1);
            i = j;
        }
        else if (quote !== '') {
            hidden.fill(1, i, j);
            i = j - 1;
        }
    }
}
function paragraphEnd(text, from) {
    const blank = /\n[ \t]*(?:\r?\n|$)/g;
    blank.lastIndex = from;
    return blank.exec(text)?.index ?? text.length;
}
function hideLinkParts(text, hidden) {
    let end = -1;
    for (let i = 0; i < text.length; i++) {
        const image = text[i] === '!' && text[i + 1] === '[';
        const destination = text[i] === ']' && text[i + 1] === '(';
        if (!image && !destination)
            continue;
        if (i >= end)
            end = paragraphEnd(text, i);
        const [open, close] = image ? ['[', ']'] : ['(', ')'];
        let depth = 1;
        let quote = '';
        let j = i + 2;
        for (; j < end && depth > 0; j++) {
            const c = text[j];
            if (c === '\\')
                j++;
            else if (quote !== '') {
                if (c === quote)
                    quote = '';
            }
            else if (destination && (c === '"' || c === "'"))
                quote = c;
            else if (c === open)
                depth++;
            else if (c === close)
                depth--;
        }
        j = Math.min(j, end);
        hidden.fill(1, i, j);
        i = image && depth === 0 ? j - 2 : j - 1;
    }
}

;// CONCATENATED MODULE: ./src/core/visible.ts

const HIDDEN = '\u0000';
function linesOf(text) {
    const out = [];
    const breaks = /\r\n|\r|\n/g;
    let start = 0;
    for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) {
        out.push({ start, end: m.index });
        start = m.index + m[0].length;
    }
    out.push({ start, end: text.length });
    return out;
}
const CONTAINERS = /^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*/;
const FENCE = /^(`{3,}|~{3,})/;
function indentOf(line) {
    let col = 0;
    for (const ch of line) {
        if (ch === ' ')
            col += 1;
        else if (ch === '\t')
            col += 4 - (col % 4);
        else
            break;
        if (col >= 4)
            break;
    }
    return col;
}
function visibleText(text) {
    const hidden = new Uint8Array(text.length);
    const quotes = [];
    for (const p of new Blocks(text, hidden, quotes).scan())
        hideSpans(text, p, hidden);
    hideHtml(text, hidden, quotes);
    hideUnseen(text, hidden, quotes);
    return { masked: maskHidden(text, hidden), quotes: merge(quotes) };
}
class Blocks {
    text;
    hidden;
    quotes;
    paragraphs = [];
    paragraph = [];
    fence;
    quoting = false;
    defining;
    constructor(text, hidden, quotes) {
        this.text = text;
        this.hidden = hidden;
        this.quotes = quotes;
    }
    scan() {
        for (const line of linesOf(this.text))
            this.read(line);
        this.flush();
        return this.paragraphs;
    }
    read(line) {
        const content = this.text.slice(line.start, line.end);
        if (this.fence !== undefined) {
            this.hidden.fill(1, line.start, line.end);
            this.fence = fenceAfter(this.fence, content);
            return;
        }
        if (content.trim() === '') {
            this.flush();
            this.quoting = false;
            this.defining = undefined;
            return;
        }
        const rest = content.slice(CONTAINERS.exec(content)?.[0].length ?? 0);
        if (this.quoting || rest.startsWith('>')) {
            this.flush();
            this.quoting = true;
            this.hideQuote(line);
            return;
        }
        const open = FENCE.exec(rest)?.[1];
        if (open !== undefined || indentOf(content) >= 4) {
            this.flush();
            this.hidden.fill(1, line.start, line.end);
            if (open !== undefined) {
                const column = content.length - rest.length;
                this.fence = { char: open.charAt(0), length: open.length, column };
            }
            return;
        }
        const definition = definitionState(rest, this.defining);
        if (definition !== false) {
            this.defining = definition;
            this.hideQuote(line);
            return;
        }
        this.defining = undefined;
        this.paragraph.push(line);
        if (/^#{1,6}(?:[ \t]|$)/.test(rest))
            this.flush();
    }
    hideQuote(line) {
        this.hidden.fill(1, line.start, line.end);
        this.quotes.push([line.start, line.end]);
    }
    flush() {
        if (this.paragraph.length > 0)
            this.paragraphs.push(this.paragraph);
        this.paragraph = [];
    }
}
function fenceAfter(fence, content) {
    const column = CONTAINERS.exec(content)?.[0].length ?? 0;
    const close = FENCE.exec(content.trimStart())?.[1];
    const rest = content.trimStart().slice(close?.length ?? 0);
    const closes = close?.[0] === fence.char && close.length >= fence.length;
    if (closes && column < fence.column)
        return { ...fence, column };
    if (closes && column - fence.column <= 3 && rest.trim() === '')
        return undefined;
    return fence;
}
function hideSpans(text, paragraph, hidden) {
    hideCodeSpans(text, paragraph, hidden);
    for (const line of paragraph) {
        hideCodeSpans(text, [line], hidden);
        let start = line.start;
        for (let i = line.start; i <= line.end; i++) {
            if (i === line.end || text[i] === '|') {
                hideCodeSpans(text, [{ start, end: i }], hidden);
                start = i + 1;
            }
        }
    }
}
function maskHidden(text, hidden) {
    const parts = [];
    for (let i = 0; i < text.length;) {
        const seen = hidden.indexOf(1, i);
        const end = seen === -1 ? text.length : seen;
        if (end > i)
            parts.push(text.slice(i, end));
        if (end === text.length)
            break;
        let after = end;
        while (after < text.length && hidden[after] !== 0)
            after++;
        parts.push(HIDDEN.repeat(after - end));
        i = after;
    }
    return parts.join('');
}
function hideCodeSpans(text, segments, hidden) {
    let capacity = 0;
    for (const { start, end } of segments)
        capacity += end - start;
    const pos = new Int32Array(capacity);
    const size = new Int32Array(capacity);
    const full = new Int32Array(capacity);
    let count = 0;
    for (const { start, end } of segments) {
        for (let at = start; at < end; at++) {
            if (text.charCodeAt(at) !== 96)
                continue;
            let after = at + 1;
            while (after < end && text.charCodeAt(after) === 96)
                after++;
            let slashes = 0;
            while (at - slashes - 1 >= start && text[at - slashes - 1] === '\\')
                slashes++;
            pos[count] = at;
            full[count] = after - at;
            size[count] = after - at - (slashes % 2);
            count++;
            at = after - 1;
        }
    }
    const byLength = new Map();
    for (let i = 0; i < count; i++) {
        const list = byLength.get(full[i] ?? 0) ?? [];
        list.push(i);
        byLength.set(full[i] ?? 0, list);
    }
    const next = new Map();
    for (let i = 0; i < count; i++) {
        const length = size[i] ?? 0;
        if (length === 0)
            continue;
        const list = byLength.get(length) ?? [];
        let k = next.get(length) ?? 0;
        while (k < list.length && (list[k] ?? 0) <= i)
            k++;
        next.set(length, k);
        if (k === list.length)
            continue;
        const close = list[k] ?? 0;
        const escaped = size[i] !== full[i];
        hidden.fill(1, (pos[i] ?? 0) + (escaped ? 1 : 0), (pos[close] ?? 0) + (full[close] ?? 0));
        i = close;
    }
}
const QUOTE_TAGS = new Set(['blockquote', 'q']);
const TAG = '<(/?)(blockquote|q|pre|code|kbd|samp|tt)(?=[\\s/>])[^<>]*>';
function hideHtml(text, hidden, quotes) {
    let quoteDepth = 0;
    let codeDepth = 0;
    let from = 0;
    let quoteFrom = 0;
    const tags = new RegExp(TAG, 'gi');
    for (let m = tags.exec(text); m !== null; m = tags.exec(text)) {
        if (hidden[m.index] === 1)
            continue;
        const quote = QUOTE_TAGS.has(m[2].toLowerCase());
        const closing = m[1] === '/';
        const before = quoteDepth + codeDepth;
        const quotedBefore = quoteDepth > 0;
        if (quote)
            quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
        else
            codeDepth = Math.max(0, codeDepth + (closing ? -1 : 1));
        const end = m.index + m[0].length;
        if (before === 0 && quoteDepth + codeDepth > 0)
            from = m.index;
        if (before > 0 && quoteDepth + codeDepth === 0)
            hidden.fill(1, from, end);
        if (!quotedBefore && quoteDepth > 0)
            quoteFrom = m.index;
        if (quotedBefore && quoteDepth === 0)
            quotes.push([quoteFrom, end]);
    }
    if (quoteDepth + codeDepth > 0)
        hidden.fill(1, from, text.length);
    if (quoteDepth > 0)
        quotes.push([quoteFrom, text.length]);
}
const LINK_DEFINITION = /^\[(?:[^\]\\]|\\.){1,999}\]:/;
const OPEN_LABEL = /^\[(?:[^\]\\]|\\.)*\\?$/;
function definitionState(rest, before) {
    if (before === 'label')
        return 'label';
    if (before !== undefined && before !== 'next')
        return rest.includes(before) ? undefined : before;
    if (before === 'next' && /^["'(]/.test(rest))
        return titleState(rest);
    if (OPEN_LABEL.test(rest))
        return 'label';
    const label = LINK_DEFINITION.exec(rest);
    if (label === null)
        return false;
    const after = rest.slice(label[0].length).trim();
    const destination = /^(?:<[^>]*>|\S+)/.exec(after)?.[0] ?? '';
    const title = after.slice(destination.length).trim();
    return title === '' ? 'next' : titleState(title);
}
function titleState(title) {
    const closer = title.startsWith('(') ? ')' : title.charAt(0);
    return title.slice(1).includes(closer) ? undefined : closer;
}
function merge(ranges) {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const r of sorted) {
        const last = out.at(-1);
        if (last !== undefined && r[0] <= last[1])
            last[1] = Math.max(last[1], r[1]);
        else
            out.push([r[0], r[1]]);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/trigger.ts

const WORD = '[\\p{L}\\p{N}_]';
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function phraseRegExp(phrase, flags) {
    return new RegExp(`(?<!${WORD})${escapeRegExp(phrase)}(?!\0*${WORD}|&)`, flags);
}
function hasPhrase(body, phrase) {
    return phraseRegExp(phrase.trim(), 'iu').test(visibleText(cleanText(body)).masked);
}
function cleanText(text) {
    return (text
        .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
        .replace(/[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/g, '')
        .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, ''));
}
function requestText(body, phrase) {
    const clean = cleanText(body);
    const { masked, quotes } = visibleText(clean);
    const cuts = [...quotes];
    if (phrase.trim() !== '')
        for (const m of masked.matchAll(phraseRegExp(phrase.trim(), 'giu'))) {
            let end = m.index + m[0].length;
            if (m.index === 0 || clean[m.index - 1] === '\n' || clean[m.index - 1] === '\r')
                while (clean[end] === ' ' || clean[end] === '\t')
                    end++;
            cuts.push([m.index, end]);
        }
    cuts.sort((a, b) => a[0] - b[0]);
    let out = '';
    let from = 0;
    for (const [start, end] of cuts) {
        if (start > from)
            out += clean.slice(from, start);
        from = Math.max(from, end);
    }
    out += clean.slice(from);
    const lines = out.split(/\r\n|\r|\n/).map((line) => {
        let end = line.length;
        while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t'))
            end--;
        return line.slice(0, end);
    });
    return lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}
function triggerPrompt(standing, request, event, showTitle) {
    const parts = [];
    if (standing.trim() !== '')
        parts.push(standing.trim());
    parts.push(`## Request\n\n${request !== '' ? request : '(no text besides the trigger phrase)'}`);
    const context = [`Repository: ${event.owner}/${event.repo}`];
    if (event.number !== undefined) {
        const kind = `${event.isPullRequest ? 'Pull request' : 'Issue'} #${String(event.number)}`;
        const title = cleanText(event.title).replace(/\s+/g, ' ').trim();
        const by = event.subjectAuthor?.login;
        if (!showTitle && title !== '' && by !== undefined)
            context.push(`${kind} (its title is left out: @${by} may not trigger the agent)`);
        else
            context.push(`${kind}${showTitle && title !== '' ? `: ${title}` : ''}`);
    }
    if (event.head !== undefined && event.head.ref !== '')
        context.push(event.fork
            ? 'Head branch: on a fork (its name is left out)'
            : `Head branch: ${event.head.ref}`);
    if (event.author !== undefined)
        context.push(`Requested by: @${event.author.login}`);
    parts.push(`## Context\n\n${context.join('\n')}`);
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/github/gate.ts


const WRITE_ROLES = new Set(['write', 'maintain', 'admin']);
const refused = (why) => ({ allowed: false, why, skip: 'not-allowed' });
const noRequest = (why) => ({ allowed: false, why, skip: 'no-trigger' });
function isBot(actor) {
    return actor.type === 'Bot' || actor.login.toLowerCase().endsWith('[bot]');
}
function bare(login) {
    return login.toLowerCase().replace(/\[bot\]$/, '');
}
async function mayTrigger(actor, o) {
    const who = `@${actor.login}`;
    if (isBot(actor)) {
        return o.allowedBots.some((b) => bare(b) === bare(actor.login))
            ? { allowed: true, why: `${who} is a bot listed in allowed-bots` }
            : refused(`${who} is a bot and is not listed in allowed-bots`);
    }
    if (o.allowedUsers.includes(actor.login.toLowerCase()))
        return { allowed: true, why: `${who} is listed in allowed-users` };
    let p;
    try {
        p = await o.permissionOf(actor.login);
    }
    catch (error) {
        const message = (0,errors/* messageOf */.bD)(error);
        return refused(`${who}'s permission on the repository could not be read (${message}); refused to be safe`);
    }
    const role = (p.role_name ?? '').toLowerCase();
    if (WRITE_ROLES.has(role))
        return { allowed: true, why: `${who} has the ${role} role`, role };
    const known = ['read', 'triage', 'none', ''].includes(role);
    const legacy = (p.permission ?? '').toLowerCase();
    if (!known && (legacy === 'write' || legacy === 'admin'))
        return { allowed: true, why: `${who} has the custom role ${role}, based on ${legacy}` };
    return refused(`${who} has the ${role || legacy || 'no'} role; write, maintain or admin (or allowed-users) is needed`);
}
async function checkTrigger(event, phrase, o) {
    if (event.action === 'deleted')
        return noRequest('the comment was deleted');
    if (!hasPhrase(event.body, phrase))
        return noRequest(`the ${event.name} body does not contain ${phrase}`);
    if (event.author === undefined)
        return refused(`the ${event.name} payload names no author`);
    const first = await mayTrigger(event.author, o);
    if (!first.allowed)
        return first;
    const sender = event.sender;
    if (sender !== undefined && sender.login.toLowerCase() !== event.author.login.toLowerCase()) {
        const second = await mayTrigger(sender, o);
        if (!second.allowed)
            return refused(`edited by someone else: ${second.why}`);
        if (first.role !== second.role)
            return { allowed: true, why: first.why };
    }
    return first;
}
async function mayShowTitle(event, o) {
    const by = event.subjectAuthor;
    if (by === undefined)
        return false;
    if (by.login.toLowerCase() === event.author?.login.toLowerCase())
        return true;
    return (await mayTrigger(by, o)).allowed;
}

// EXTERNAL MODULE: ./src/render/comment.ts
var render_comment = __webpack_require__(68141);
// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(81376);
// EXTERNAL MODULE: ./src/core/ledger/stored.ts
var stored = __webpack_require__(20174);
;// CONCATENATED MODULE: ./src/github/bot.ts









const STATE = { comment: 'bot-comment', done: 'bot-comment-done' };
const includes = (list, name) => list.includes(name);
async function prepareBot(ctx) {
    const { settings } = ctx;
    if (!settings.commentOnPr)
        return { kind: 'off' };
    const event = (0,github_event/* eventOf */.A6)(ctx.event);
    const gated = settings.triggerPhrase !== '' && includes(github_event/* TRIGGER_EVENTS */.H5, event.name);
    const commenting = includes(github_event/* COMMENT_EVENTS */.Ae, event.name) && event.number !== undefined;
    if (!commentable(ctx, event, { gated, commenting }))
        return { kind: 'off' };
    const client = await ctx.github.client();
    let asked = { prompt: undefined };
    if (gated) {
        const t = await triggered(ctx, client, event);
        if ('skip' in t)
            return t.skip;
        asked = t;
    }
    const number = commenting && settings.publish !== 'later' ? event.number : undefined;
    const comment = number !== undefined ? await startComment(ctx, client, event, number) : undefined;
    return { kind: 'on', ...asked, comment };
}
function commentable(ctx, event, o) {
    const { settings } = ctx;
    const phrase = settings.triggerPhrase;
    const name = event.name || 'unknown';
    if (!o.gated && phrase !== '' && settings.prompt.trim() === '' && !settings.review)
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.prompt}" is required on ${event.name || 'this'} events: only comment, review and issue events carry a request for "${names/* INPUTS */.mc.triggerPhrase}".`
        ]);
    if (!o.gated && !o.commenting && phrase === '')
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.commentOnPr}" is true, but the ${name} event has no pull request or issue to comment on. It works on ${github_event/* COMMENT_EVENTS */.Ae.join(', ')}; run this step only on those, or drop ${names/* INPUTS */.mc.commentOnPr}.`
        ]);
    if (!o.gated && !o.commenting) {
        ctx.say.warning(`${names/* INPUTS */.mc.commentOnPr} is on, but the ${name} event has no pull request or issue to comment on.`);
        return false;
    }
    if (settings.githubToken !== '')
        return true;
    if (o.gated)
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.githubToken}" is empty: the trigger gate needs it to read the commenter's permission.`
        ]);
    ctx.say.warning(`Input "${names/* INPUTS */.mc.githubToken}" is empty: no comment is kept on the pull request or issue.`);
    return false;
}
async function triggered(ctx, client, event) {
    const { settings } = ctx;
    const phrase = settings.triggerPhrase;
    const gate = {
        allowedUsers: settings.allowedUsers,
        allowedBots: settings.allowedBots,
        permissionOf: async (username) => (await client.rest.repos.getCollaboratorPermissionLevel({
            owner: event.owner,
            repo: event.repo,
            username
        })).data
    };
    const decision = await checkTrigger(event, phrase, gate);
    if (!decision.allowed)
        return { skip: { kind: 'skip', why: decision.why, reason: decision.skip ?? 'not-allowed' } };
    ctx.say.line(`Triggered by ${event.name}: ${decision.why}.`);
    const trigger = decision.role !== undefined ? { role: decision.role } : {};
    const full = await ctx.github.pull().catch(() => event);
    const showTitle = await mayShowTitle(event, gate);
    const request = requestText(event.body, phrase);
    return { prompt: triggerPrompt(settings.prompt, request, full, showTitle), request, trigger };
}
async function startComment(ctx, client, event, number) {
    const { settings } = ctx;
    const thread = {
        owner: event.owner,
        repo: event.repo,
        number,
        isPullRequest: event.isPullRequest
    };
    const frame = { marker: (0,marker/* markerFor */._Z)(settings.commentKey), runUrl: event.runUrl, redact: ctx.redact };
    const comment = new StickyComment(client, thread, frame.marker, (m) => ctx.say.warning(m));
    const ledgerKey = (0,marker/* keyHash */.aE)(settings.commentKey);
    comment.carry = (body) => (0,stored/* ledgerText */.PK)(body, ledgerKey);
    ctx.port.saveState(STATE.comment, 'pending');
    if (await comment.write((0,render_comment/* renderStart */.bM)(frame, Date.now())))
        ctx.say.line(`Progress is kept in ${comment.url ?? 'a comment'}.`);
    await comment.react(event.reactTo, 'eyes');
    return {
        comment,
        frame,
        progressMs: settings.progressMs,
        reactTo: event.reactTo,
        onFinal: () => ctx.port.saveState(STATE.done, 'true')
    };
}

;// CONCATENATED MODULE: ./src/observers/comment.ts

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
        const oldest = running.at(0);
        if (this.current === undefined && oldest !== undefined) {
            this.current = oldest;
            this.phase = 'Running';
            this.since = now;
            this.dirty = true;
        }
        this.maybeEdit(now);
    }
    async end(facts) {
        await this.busy;
        const body = (0,render_comment/* renderEnd */.Ac)(this.o.frame, facts, render_comment/* COMMENT_LIMIT */.W$ - this.comment.reserved);
        if (facts.answered !== true && (await this.comment.write(body)))
            this.o.onFinal?.();
        await this.comment.react(this.o.reactTo, facts.verdict.conclusion === 'success' ? 'rocket' : 'confused');
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
        const body = (0,render_comment/* renderProgress */.EY)(this.o.frame, {
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
function commentObservers(plan) {
    return plan !== undefined ? [new LiveComment(plan.comment, plan)] : [];
}

;// CONCATENATED MODULE: ./src/stages/gate.ts


async function startGate(ctx) {
    const bot = await prepareBot(ctx);
    return { bot, observers: bot.kind === 'on' ? commentObservers(bot.comment) : [] };
}


/***/ })

};
