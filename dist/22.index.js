export const id = 22;
export const ids = [22,584];
export const modules = {

/***/ 8854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IU: () => (/* binding */ checkCaps),
/* harmony export */   _5: () => (/* binding */ prSentence)
/* harmony export */ });
/* unused harmony export totalsSentence */
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2230);

/** Roles that may go past `max-pr-tokens` with a trigger-phrase request. */
const OVER_TOKENS_ROLES = new Set(['maintain', 'admin']);
/**
 * Whether this run may start the CLI. `trigger`: the run is an explicit trigger-phrase request;
 * `role`: the requester's role as GitHub names it (role_name), when known.
 */
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
                note: (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `The caps per pull request were not checked: its ledger could not be read (${o.ledger.why}). A trigger-phrase request runs anyway.`
            };
        return {
            run: false,
            cap: first,
            note: (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `Not run: ${setWords(set)}, but this pull request's ledger could not be read (${o.ledger.why}), so the cap cannot be checked and an automatic run does not start.${goOn(caps, 'unreadable')}`
        };
    }
    const t = o.ledger.totals;
    const used = t.inputTokens + t.outputTokens;
    const maintainer = o.trigger && OVER_TOKENS_ROLES.has((o.role ?? '').toLowerCase());
    if (caps.maxPrTokens > 0 && used >= caps.maxPrTokens && !maintainer)
        return {
            run: false,
            cap: 'max-pr-tokens',
            note: (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `Not run: this pull request's runs have used ${grouped(used)} input and output tokens, which reaches ${(0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)('max-pr-tokens')} (${grouped(caps.maxPrTokens)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-tokens')}`
        };
    if (caps.maxPrRuns > 0 && !o.trigger && t.automaticRuns >= caps.maxPrRuns)
        return {
            run: false,
            cap: 'max-pr-runs',
            note: (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `Not run: ${grouped(t.automaticRuns)} automatic ${t.automaticRuns === 1 ? 'run has' : 'runs have'} started the agent on this pull request, which reaches ${(0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)('max-pr-runs')} (${grouped(caps.maxPrRuns)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-runs')}`
        };
    return { run: true };
}
function setWords(set) {
    const words = set.map((cap) => (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `${(0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)(cap)}`);
    return set.length === 1
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `${words[0] ?? ''} is set`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `${words[0] ?? ''} and ${words[1] ?? ''} are set`;
}
/** How to go on past the cap: the trigger phrase (when the workflow has one), or the input. */
function goOn(caps, why) {
    const ask = caps.triggerPhrase.trim();
    const comment = (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(`${ask} …`);
    if (why === 'unreadable')
        return ask === ''
            ? (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) ``
            : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) ` A comment ${comment} from someone allowed to trigger still runs.`;
    if (why === 'max-pr-tokens')
        return ask === ''
            ? (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) ` Raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)('max-pr-tokens')} to go on.`
            : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) ` A maintainer or admin can comment ${comment} to run anyway, or raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)('max-pr-tokens')}.`;
    return ask === ''
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) ` Raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)('max-pr-runs')} to go on.`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) ` A comment ${comment} still runs (trigger-phrase requests are not counted), or raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .input */ .hF)('max-pr-runs')}.`;
}
/** The pull request's totals as one sentence of ours, e.g. for the cap's note or a footer. */
function totalsSentence(t) {
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `So far: ${grouped(t.runs)} ${t.runs === 1 ? 'run' : 'runs'} (${grouped(t.automaticRuns)} automatic), ${grouped(t.inputTokens)} input and ${grouped(t.outputTokens)} output tokens, ${grouped(t.cacheReadTokens)} cache read and ${grouped(t.cacheWriteTokens)} cache write, ${clock(t.agentMs)} of agent time.`;
}
/**
 * This run and the pull request's totals, for the sticky comment's footer and the summary:
 * "This run: 1,200 input and 80 output tokens, 40s. So far: …".
 */
function prSentence(pr) {
    const u = pr.run.usage;
    const run = pr.run.started
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `This run: ${grouped(u.inputTokens)} input and ${grouped(u.outputTokens)} output tokens, ${grouped(u.cacheReadTokens)} cache read, ${clock(pr.run.durationMs)}.`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `This run did not start the agent.`;
    const unread = pr.read ? (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `` : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) ` (the earlier runs' ledger could not be read)`;
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `${run} ${totalsSentence(pr.totals)}${unread}`;
}
/** `12,345`, the same on every machine (no locale data). */
function grouped(n) {
    return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
/** `4m 10s`, `1h 02m`, `12s`. */
function clock(ms) {
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


/***/ }),

/***/ 7826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ encodeLedger),
/* harmony export */   PK: () => (/* binding */ ledgerText),
/* harmony export */   Zm: () => (/* binding */ ledgerRun),
/* harmony export */   dE: () => (/* binding */ LEDGER_PREFIX),
/* harmony export */   iN: () => (/* binding */ decodeLedger)
/* harmony export */ });
/* unused harmony export MAX_LEDGER_CHARS */
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6455);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7842);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6153);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2558);
/**
 * The ledger as it is written into a comment or a review body, and read back (docs/ledger.md):
 * one hidden HTML comment `<!-- cursor-agent-action:ledger:<keyHash> v1 <base64url JSON> -->`.
 * base64url, so the value can hold no `--` and no `>` and cannot end the comment early. Pure.
 *
 * Contract: `encodeLedger` always returns at most MAX_LEDGER_CHARS characters (it folds the
 * oldest runs into `older` until the record fits), and `decodeLedger` accepts exactly what the
 * encoder can write: anything else (an unknown field, a wrong type, a number out of range, too
 * many runs, runs out of order, a second record of the key in one body, a record too long) is
 * rejected as a whole with one reason of ours (never the record's text). It never throws, and
 * takes time linear in the body's length.
 */




/** What starts every ledger record; the key's hash and the version follow. */
const LEDGER_PREFIX = '<!-- cursor-agent-action:ledger:';
const SUFFIX = ' -->';
/**
 * The longest record, whole comment included: 32,768 characters, half of GitHub's 65,536 for a
 * comment or review body, so a renderer that keeps MAX_LEDGER_CHARS + 1 (a line break) free has
 * room for the rest. Fifty ordinary runs (a review each, with its `from` and session) take about
 * 29,600; a ledger whose runs would not fit keeps fewer in full (the rest in `older`).
 */
const MAX_LEDGER_CHARS = 32_768;
function header(key) {
    return `${LEDGER_PREFIX}${key} v${String(_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_VERSION */ .Bn)} `;
}
/** A run as JSON, fields in one order, optional ones only when present. */
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
/**
 * The ledger as its hidden comment, at most MAX_LEDGER_CHARS long: trimmed to MAX_RUNS runs,
 * then the oldest folded into `older` one by one while it is too long. Throws on a ledger the
 * decoder would refuse (a bug of ours: runs are built with runUsage and sessionIdOf).
 */
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
/**
 * The ledger of `key` in a comment or review body. Only the first line of defence: the caller
 * also checks that the body's author is the token's own account.
 */
function decodeLedger(body, key) {
    if (!/^[0-9a-f]{20}$/.test(key))
        return { kind: 'invalid', reason: 'the key is not a key hash' };
    const start = header(key).slice(0, LEDGER_PREFIX.length + key.length);
    // Three forward searches at most: linear in the body's length whatever it holds.
    const at = body.indexOf(start);
    if (at === -1)
        return { kind: 'none' };
    if (body.includes(start, at + start.length))
        return { kind: 'invalid', reason: 'more than one ledger record in one body' };
    const end = body.indexOf(SUFFIX, at + start.length);
    if (end === -1 || end + SUFFIX.length - at > MAX_LEDGER_CHARS)
        return { kind: 'invalid', reason: 'the record has no end, or is too long' };
    const found = body.slice(at, end + SUFFIX.length);
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
    // Only the encoder's own writing: the same fields in its order, numbers as it writes them.
    if (render(value) !== found)
        return { kind: 'invalid', reason: 'the record is not written as the action writes one' };
    return { kind: 'ledger', ledger: value };
}
/**
 * The record of `key` in a body exactly as it stands, when it is a valid one; else undefined.
 * The sticky comment carries it over from the body it edits (github/comment.ts), so a progress
 * edit never drops the ledger a run wrote before.
 */
function ledgerText(body, key) {
    const read = decodeLedger(body, key);
    if (read.kind !== 'ledger')
        return undefined;
    const at = body.indexOf(LEDGER_PREFIX + key);
    return body.slice(at, body.indexOf(SUFFIX, at) + SUFFIX.length);
}
/**
 * The run as the ledger keeps it: counts made whole and bounded, a session id that is not one
 * dropped. `problem` when it cannot be recorded at all (no run id, an event or head the ledger
 * does not know): a run off a pull request, or a bug of ours.
 */
function ledgerRun(f) {
    const ms = f.durationMs ?? 0;
    const sessionId = (0,_events_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionIdOf */ .P0)(f.sessionId);
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
/** A run's fields the record always has, and with them those it has when they are known. */
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
/** A time as Date#toISOString writes it, and a real one. */
function isoTime(v) {
    if (typeof v !== 'string' || !ISO.test(v))
        return false;
    const t = Date.parse(v);
    return Number.isFinite(t) && new Date(t).toISOString() === v;
}
function refProblem(v) {
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
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
    const ref = refProblem((0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v) ? { at: v.at, runId: v.runId, attempt: v.attempt } : v);
    if (ref !== undefined || !(0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
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
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(u))
        return 'a bad usage';
    const badUsage = onlyFields(u, new Set(USAGE_FIELDS), USAGE_FIELDS);
    if (badUsage !== undefined)
        return `${badUsage} in usage`;
    if (USAGE_FIELDS.some((f) => !wholeIn(u[f], _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RUN_TOKENS */ .A0)))
        return 'a token count out of range';
    if (!wholeIn(v.durationMs, _ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RUN_MS */ .aC))
        return 'a duration out of range';
    if ('sessionId' in v && (0,_events_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionIdOf */ .P0)(v.sessionId) === undefined)
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
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
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
/** Why `v` is not a ledger of `key` exactly as the encoder writes one; undefined when it is. */
function ledgerProblem(v, key) {
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(v))
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

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO_RETRY: () => (/* binding */ NO_RETRY),
/* harmony export */   createClient: () => (/* binding */ createClient),
/* harmony export */   describeError: () => (/* binding */ describeError),
/* harmony export */   statusOf: () => (/* binding */ statusOf)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

/** Per-request option for non-idempotent creates: no blind retry of a request that may have landed. */
const NO_RETRY = { request: { retries: 0 } };
/** The plugin's default list plus 429: rate limits are the throttling plugin's job, not retry's. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
async function createClient(token, options) {
    if (token === '')
        throw new Error('no GitHub token (input github-token is empty)');
    const [{ getOctokit }, { retry }, { throttling }, spacing] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(758)]).then(__webpack_require__.bind(__webpack_require__, 1758)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 9735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 6856)),
        options.retryBaseMs === undefined ? undefined : spacedLimiters(options.retryBaseMs)
    ]);
    const limitRetries = options.rateLimitRetries ?? 2;
    const maxWait = options.maxWaitSeconds ?? 60;
    const base = options.retryBaseMs ?? 1000;
    const onLimit = (kind) => (retryAfter, request, _o, count) => {
        if (count < limitRetries && retryAfter <= maxWait)
            return true;
        options.warn(`GitHub ${kind} rate limit on ${request.method} ${request.url}: gave up after ${String(count)} ${count === 1 ? 'retry' : 'retries'} (resets in ${String(retryAfter)} s).`);
        return false;
    };
    return getOctokit(token, {
        // @actions/github reads GITHUB_API_URL once, when first loaded; read it per client instead.
        baseUrl: options.baseUrl || 'https://api.github.com',
        retry: { doNotRetry: DO_NOT_RETRY, retries: options.retries ?? 3, retryAfterBaseValue: base },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            retryAfterBaseValue: base,
            fallbackSecondaryRateRetryAfter: 60,
            ...spacing
        }
    }, retry, throttling);
}
/**
 * The throttling plugin's limiters for writes, notifying writes and searches, spaced as the
 * plugin spaces them (1, 3 and 2 seconds) in a second of `secondMs`: the same Bottleneck groups
 * with a shorter clock. A client made without `retryBaseMs` keeps the plugin's own.
 */
async function spacedLimiters(secondMs) {
    const { default: Bottleneck } = await __webpack_require__.e(/* import() */ 251).then(__webpack_require__.t.bind(__webpack_require__, 3251, 23));
    const group = (id, seconds) => new Bottleneck.Group({ id, maxConcurrent: 1, minTime: seconds * secondMs });
    return {
        write: group('octokit-write', 1),
        notifications: group('octokit-notifications', 3),
        search: group('octokit-search', 2)
    };
}
/**
 * The HTTP status of an Octokit error; undefined when GitHub never answered (Octokit reports a
 * refused connection as status 500 without a response) or for a bug of ours.
 */
function statusOf(error) {
    if (typeof error === 'object' && error !== null && 'status' in error) {
        if ('response' in error && error.response === undefined)
            return undefined;
        const s = error.status;
        if (typeof s === 'number' && s > 0)
            return s;
    }
    return undefined;
}
/** A short, token-free description of an API error for a warning. */
function describeError(error) {
    const status = statusOf(error);
    const message = (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error);
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return status !== undefined ? `HTTP ${String(status)}: ${message}` : `${message}${cause}`;
}


/***/ })

};
