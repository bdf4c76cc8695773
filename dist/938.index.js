export const id = 938;
export const ids = [938];
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

/***/ 76163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ME: () => (/* binding */ postedReview),
/* harmony export */   Sp: () => (/* binding */ DraftBlocks),
/* harmony export */   UM: () => (/* binding */ readReviews),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   Xc: () => (/* binding */ postReview),
/* harmony export */   cJ: () => (/* binding */ Cancelled),
/* harmony export */   fK: () => (/* binding */ commentLinks),
/* harmony export */   rr: () => (/* binding */ deletePending),
/* harmony export */   s: () => (/* binding */ isPendingConflict)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _render_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81376);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);



class Cancelled extends Error {
    constructor() {
        super('cancelled');
        this.name = 'Cancelled';
    }
}
async function postedReview(client, pr, o) {
    o.guard.check();
    const pages = client.paginate.iterator(client.rest.pulls.listReviews, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100,
        request: { signal: o.guard.signal() }
    });
    for await (const page of pages)
        for (const r of page.data)
            if (!o.seen.has(r.id) &&
                r.state !== 'PENDING' &&
                r.commit_id === o.head &&
                r.body.startsWith(o.marker))
                return {
                    id: r.id,
                    url: r.html_url,
                    event: r.state === 'CHANGES_REQUESTED' ? 'REQUEST_CHANGES' : 'COMMENT',
                    refused: new Map(o.refused)
                };
    return undefined;
}
const MAX_PROBES = 60;
function sameLogin(a, b) {
    return a !== undefined && b !== undefined && a !== '' && a.toLowerCase() === b.toLowerCase();
}
function reasonOf(error) {
    const data = error.response?.data;
    const errors = Array.isArray(data?.errors) ? data.errors : [];
    const texts = errors.map((e) => {
        if (typeof e === 'string')
            return e;
        const message = e.message;
        return typeof message === 'string' ? message : '';
    });
    const joined = texts.filter((t) => t !== '').join('; ');
    return joined !== '' ? joined : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error);
}
async function readReviews(client, pr, guard) {
    const seen = [];
    guard.check();
    const pages = client.paginate.iterator(client.rest.pulls.listReviews, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100,
        request: { signal: guard.signal() }
    });
    for await (const page of pages)
        for (const r of page.data)
            seen.push({ id: r.id, state: r.state, marked: (0,_render_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .isActionReview */ .fW)(r.body), user: r.user });
    return seen;
}
async function deletePending(client, pr, o) {
    for (const id of o.ids) {
        o.guard.check();
        await client.rest.pulls.deletePendingReview({
            owner: pr.owner,
            repo: pr.repo,
            pull_number: pr.number,
            review_id: id,
            request: { signal: o.guard.signal() }
        });
    }
}
function isPendingConflict(error) {
    return (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) === 422 && /\bpending review\b/i.test(reasonOf(error));
}
class DraftBlocks extends Error {
    drafts;
    constructor(drafts, pull) {
        const who = [...new Set(drafts.map((d) => d.owner))].join(', ');
        super(`a pending (draft) review by ${who} on #${String(pull)} blocks it: GitHub allows one pending review per account, and the action never deletes a person's draft. ${who}: submit or discard that draft review on the pull request, then run the review again`);
        this.drafts = drafts;
        this.name = 'DraftBlocks';
    }
}
async function postReview(client, pr, r) {
    const refused = new Map();
    let comments = [...r.comments];
    let event = r.event;
    for (let attempt = 0; attempt < 4; attempt++) {
        r.guard.check();
        try {
            const { data } = await client.rest.pulls.createReview({
                owner: pr.owner,
                repo: pr.repo,
                pull_number: pr.number,
                commit_id: r.commitId,
                body: r.body(refused),
                event,
                comments: comments.map(apiComment),
                request: { retries: 0, signal: r.guard.signal() }
            });
            return { id: data.id, url: data.html_url, event, refused };
        }
        catch (error) {
            if ((0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) !== 422 || isPendingConflict(error))
                throw error;
            if (event === 'REQUEST_CHANGES' && /own pull request/i.test(reasonOf(error))) {
                event = 'COMMENT';
                continue;
            }
            if (comments.length === 0)
                throw error;
            const bad = await findRefused(client, pr, {
                commitId: r.commitId,
                probeBody: r.probeBody,
                comments,
                reason: reasonOf(error),
                guard: r.guard
            });
            if (bad.size === 0)
                throw error;
            for (const [fingerprint, reason] of bad)
                refused.set(fingerprint, reason);
            comments = comments.filter((c) => !bad.has(c.fingerprint));
        }
    }
    throw new Error('GitHub kept refusing the review (HTTP 422)');
}
function apiComment(c) {
    const { path, line, side, start_line, start_side, body } = c;
    return { path, line, side, ...(start_line !== undefined ? { start_line, start_side } : {}), body };
}
async function findRefused(client, pr, o) {
    const bad = new Map();
    let probes = 0;
    const probe = async (set) => {
        if (++probes > MAX_PROBES)
            throw new Error('too many probe reviews while looking for the refused comment');
        let id;
        o.guard.check();
        try {
            const { data } = await client.rest.pulls.createReview({
                owner: pr.owner,
                repo: pr.repo,
                pull_number: pr.number,
                commit_id: o.commitId,
                body: o.probeBody,
                comments: set.map(apiComment),
                request: { retries: 0, signal: o.guard.signal() }
            });
            id = data.id;
        }
        catch (error) {
            if ((0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) === 422)
                return reasonOf(error);
            throw error;
        }
        o.guard.check();
        await client.rest.pulls.deletePendingReview({
            owner: pr.owner,
            repo: pr.repo,
            pull_number: pr.number,
            review_id: id,
            request: { signal: o.guard.signal() }
        });
        return undefined;
    };
    if ((await probe([])) !== undefined)
        return bad;
    const search = async (set, reason) => {
        if (set.length === 1) {
            for (const only of set)
                bad.set(only.fingerprint, reason);
            return;
        }
        const half = Math.ceil(set.length / 2);
        const first = set.slice(0, half);
        const second = set.slice(half);
        const refusal = await probe(first);
        if (refusal === undefined)
            return search(second, reason);
        await search(first, refusal);
        const rest = await probe(second);
        if (rest !== undefined)
            await search(second, rest);
    };
    await search(o.comments, o.reason);
    return bad;
}
async function commentLinks(client, pr, o) {
    const links = new Map();
    o.guard.check();
    const pages = client.paginate.iterator(client.rest.pulls.listCommentsForReview, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        review_id: o.reviewId,
        per_page: 100,
        request: { signal: o.guard.signal() }
    });
    for await (const page of pages)
        for (const c of page.data) {
            const fingerprint = o.fingerprintOf(c.body);
            if (fingerprint !== undefined)
                links.set(fingerprint, c.html_url);
        }
    return links;
}


/***/ }),

/***/ 11938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkLedger: () => (/* binding */ checkLedger)
});

// EXTERNAL MODULE: ./src/core/verdict/verdict.ts + 1 modules
var verdict = __webpack_require__(74993);
// EXTERNAL MODULE: ./src/stages/context.ts + 9 modules
var context = __webpack_require__(86656);
// EXTERNAL MODULE: ./src/core/ledger/caps.ts
var caps = __webpack_require__(93152);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/ledger/ledger.ts
var ledger_ledger = __webpack_require__(3440);
// EXTERNAL MODULE: ./src/core/ledger/stored.ts
var stored = __webpack_require__(20174);
// EXTERNAL MODULE: ./src/core/said.ts
var said = __webpack_require__(72230);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(85015);
// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(81376);
// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/review.ts
var review = __webpack_require__(76163);
;// CONCATENATED MODULE: ./src/github/ledger.ts





async function viewerLogin(client) {
    const { viewer } = await client.graphql('query { viewer { login } }');
    const login = viewer?.login;
    return typeof login === 'string' && login !== '' ? login : undefined;
}
async function readPrLedger(client, pr, o) {
    const empty = (0,ledger_ledger/* emptyLedger */.Hg)(o.key);
    let viewer;
    try {
        viewer = o.viewer ?? (await viewerLogin(client));
    }
    catch (error) {
        return unreadable(empty, `could not learn which account the token is: ${(0,github_client/* describeError */.Uc)(error)}`);
    }
    if (viewer === undefined)
        return unreadable(empty, 'GitHub did not say which account the token is');
    const read = { ledger: empty, ignored: 0, ignoredWhy: undefined };
    const ignore = (why) => {
        read.ignored++;
        read.ignoredWhy ??= why;
    };
    const take = (item, where) => {
        const body = item.body ?? '';
        if (!(0,stored/* lastLine */.fM)(body).startsWith(stored/* LEDGER_PREFIX */.dE + o.key))
            return;
        const own = where === 'comment' ? (0,marker/* commentMarker */.Ql)(o.key) : (0,marker/* reviewMarker */.vU)(o.key, 'review');
        if (!(0,review/* sameLogin */.Up)(item.user?.login, viewer)) {
            ignore(`a record in a ${where} of another account`);
            return;
        }
        if (!body.startsWith(own)) {
            ignore(`a record in a ${where} that is not this job's`);
            return;
        }
        const found = (0,stored/* decodeLedger */.iN)(body, o.key, { now: o.now });
        if (found.kind === 'ledger')
            read.ledger = (0,ledger_ledger/* mergeLedgers */.dR)(read.ledger, found.ledger);
        else
            ignore(`a ${where}: ${found.kind === 'invalid' ? found.reason : 'no record'}`);
    };
    const base = { owner: pr.owner, repo: pr.repo, per_page: 100 };
    try {
        const comments = client.paginate.iterator(client.rest.issues.listComments, {
            ...base,
            issue_number: pr.number
        });
        for await (const page of comments)
            for (const c of page.data)
                take(c, 'comment');
        const reviews = client.paginate.iterator(client.rest.pulls.listReviews, {
            ...base,
            pull_number: pr.number
        });
        for await (const page of reviews)
            for (const r of page.data)
                take(r, 'review');
    }
    catch (error) {
        return unreadable(empty, `GitHub could not list the comments and reviews: ${(0,github_client/* describeError */.Uc)(error)}`);
    }
    return {
        ledger: read.ledger,
        readable: true,
        viewer,
        ignored: read.ignored,
        ...(read.ignoredWhy !== undefined ? { ignoredWhy: read.ignoredWhy } : {})
    };
}
function unreadable(ledger, why) {
    return { ledger, readable: false, why, ignored: 0 };
}
function ignoredWarning(read, pr) {
    if (read.ignored === 0)
        return undefined;
    const n = read.ignored === 1 ? '1 ledger record' : `${String(read.ignored)} ledger records`;
    return `Ignored ${n} on pull request #${String(pr.number)} that this job did not write or that cannot be trusted (${read.ignoredWhy ?? 'unknown'}); the totals and caps count only this job's own records.`;
}
async function freshLedger(client, pr, o) {
    const now = await readPrLedger(client, pr, o);
    return now.readable ? (0,ledger_ledger/* mergeLedgers */.dR)(o.known, now.ledger) : o.known;
}

;// CONCATENATED MODULE: ./src/stages/ledger.ts









const EVENTS = new Set(ledger_ledger/* LEDGER_EVENTS */.w$);
async function openLedger(ctx, bot) {
    const event = ledgerEvent(ctx);
    if (event?.number === undefined)
        return undefined;
    const client = await ctx.github.client();
    const pr = { owner: event.owner, repo: event.repo, number: event.number };
    const key = (0,marker/* keyHash */.aE)(ctx.settings.commentKey);
    const viewer = await bot?.comment?.comment.account();
    const read = await readPrLedger(client, pr, {
        key,
        now: ctx.clock.now(),
        ...(viewer !== undefined ? { viewer } : {})
    });
    const decision = checkRead(ctx, read, { pr, trigger: bot?.trigger });
    const head = await ctx.github.pull().then((e) => e.head?.sha, () => undefined);
    return new LedgerStage({
        ...{ client, pr, key, known: read.ledger, read: read.readable, viewer: read.viewer },
        ...{ clock: ctx.clock, decision, ctx, comment: bot?.comment?.comment },
        base: {
            runId: event.runId,
            attempt: event.runAttempt,
            startedAt: new Date(),
            event: event.name,
            head: head ?? '',
            trigger: bot?.trigger !== undefined
        }
    });
}
function ledgerEvent(ctx) {
    const { settings } = ctx;
    if (!settings.commentOnPr && !settings.review)
        return undefined;
    if (settings.githubToken === '')
        return undefined;
    let event;
    try {
        event = (0,github_event/* eventOf */.A6)(ctx.event);
    }
    catch {
        return undefined;
    }
    if (!event.isPullRequest)
        for (const sentence of (0,caps/* capsWithoutPr */.mR)(settings, event.name))
            ctx.book.warning(sentence);
    if (!event.isPullRequest || event.number === undefined || !EVENTS.has(event.name))
        return undefined;
    return (0,github_event/* readOnlyOnFork */.Mg)(event) ? undefined : event;
}
function checkRead(ctx, read, o) {
    const { settings } = ctx;
    const ignored = ignoredWarning(read, o.pr);
    if (ignored !== undefined)
        ctx.book.warning(ignored);
    if (!read.readable)
        ctx.book.warning(`Could not read the ledger of pull request #${String(o.pr.number)} (${read.why ?? 'unknown'}); its totals count only what this run knows${unreadIs(settings)}.`);
    const decision = (0,caps/* checkCaps */.IU)({
        caps: {
            maxPrRuns: settings.maxPrRuns,
            maxPrTokens: settings.maxPrTokens,
            triggerPhrase: settings.triggerPhrase
        },
        ledger: read.readable
            ? { kind: 'read', totals: (0,ledger_ledger/* totals */.Sd)(read.ledger) }
            : { kind: 'unreadable', why: read.why ?? 'unknown' },
        trigger: o.trigger !== undefined,
        role: o.trigger?.role
    });
    if (decision.note !== undefined && decision.run)
        ctx.book.warning((0,said/* plainText */.wh)(decision.note));
    return decision;
}
function unreadIs(s) {
    return s.review && s.reviewScope === 'auto' ? ', and a review is a full one' : '';
}
class LedgerStage {
    o;
    closed;
    warnedRun = false;
    constructor(o) {
        this.o = o;
    }
    get decision() {
        return this.o.decision;
    }
    get read() {
        return this.o.read ? this.o.known : undefined;
    }
    skip() {
        const d = this.o.decision;
        if (d.run)
            return undefined;
        this.o.ctx.say.notice((0,said/* plainText */.wh)(d.note));
        return d;
    }
    run(end, from) {
        const d = this.o.decision;
        const reason = !d.run ? d.cap : end.verdict.reason;
        const made = (0,stored/* ledgerRun */.Zm)({
            ...this.o.base,
            reviewed: end.reviewed,
            ...(from !== undefined ? { from } : {}),
            usage: end.usage,
            durationMs: end.started ? end.durationMs : 0,
            sessionId: end.sessionId,
            conclusion: end.verdict.conclusion,
            ...(reason !== undefined ? { reason } : {}),
            started: end.started
        });
        if ('run' in made)
            return made.run;
        if (!this.warnedRun)
            this.o.ctx.book.warning(`This run is not added to the pull request's ledger: ${made.problem}.`);
        this.warnedRun = true;
        return undefined;
    }
    async withRun(run) {
        const { client, pr, key, known, viewer } = this.o;
        const o = { key, known, now: this.o.clock.now(), ...(viewer !== undefined ? { viewer } : {}) };
        const now = await freshLedger(client, pr, o).catch(() => known);
        return run !== undefined ? (0,ledger_ledger/* addRun */.Z)(now, run) : now;
    }
    forReview = (o) => this.reviewRecord({
        verdict: (0,verdict/* gateVerdict */.lr)(o.failed),
        usage: o.report.result?.usage,
        durationMs: o.report.result?.durationMs,
        sessionId: o.report.sessionId,
        started: true,
        reviewed: o.partial !== true
    }, o.from);
    async reviewRecord(end, from) {
        const run = this.run(end, from);
        if (run === undefined)
            return '';
        return this.encode(await this.withRun(run));
    }
    async close(facts) {
        if (this.closed !== undefined)
            return this.closed;
        const end = {
            verdict: facts.verdict,
            usage: facts.report.result?.usage,
            durationMs: facts.durationMs,
            sessionId: facts.report.sessionId,
            started: facts.ran,
            reviewed: facts.review?.review !== undefined && facts.review.unreviewed === undefined
        };
        const run = this.run(end, facts.review?.reviewedFrom);
        const ledger = await this.withRun(run);
        const text = this.encode(ledger);
        if (text !== '')
            this.o.comment?.setTrailer(text);
        const fallback = {
            ...emptyRun(this.o.base),
            usage: (0,ledger_ledger/* runUsage */.l_)(end.usage),
            durationMs: end.durationMs ?? 0,
            conclusion: end.verdict.conclusion,
            started: end.started
        };
        this.closed = { run: run ?? fallback, totals: (0,ledger_ledger/* totals */.Sd)(ledger), read: this.o.read };
        return this.closed;
    }
    encode(ledger) {
        try {
            return (0,stored/* encodeLedger */.KX)(ledger);
        }
        catch (error) {
            this.o.ctx.book.warning(`The pull request's ledger could not be written: ${(0,errors/* messageOf */.bD)(error)}`);
            return '';
        }
    }
}
function emptyRun(base) {
    return {
        runId: base.runId,
        attempt: base.attempt,
        at: base.startedAt.toISOString(),
        event: 'pull_request',
        head: base.head,
        reviewed: false,
        usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
        durationMs: 0,
        conclusion: 'success',
        trigger: base.trigger,
        started: false
    };
}

;// CONCATENATED MODULE: ./src/stages/caps.ts



async function checkLedger(ctx, bot, keep) {
    const { ledger } = keep({ ledger: await openLedger(ctx, bot) });
    const cap = ledger?.skip();
    if (cap === undefined)
        return undefined;
    if (!ctx.settings.review)
        return (0,verdict/* capped */.uo)(cap);
    const { startCapped } = await Promise.all(/* import() */[__webpack_require__.e(589), __webpack_require__.e(752), __webpack_require__.e(605), __webpack_require__.e(130)]).then(__webpack_require__.bind(__webpack_require__, 78130));
    const stopped = await startCapped(ctx, ledger?.read);
    keep({ capped: stopped });
    return (0,context/* cancelledRun */.$b)(ctx) ?? (0,verdict/* capped */.uo)(cap, stopped.gate);
}


/***/ })

};
