export const id = 718;
export const ids = [718,584];
export const modules = {

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NO_RETRY),
/* harmony export */   c: () => (/* binding */ statusOf),
/* harmony export */   createClient: () => (/* binding */ createClient),
/* harmony export */   describeError: () => (/* binding */ describeError),
/* harmony export */   retryBaseOf: () => (/* binding */ retryBaseOf)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

/** The test knob that shortens GitHub's second (see `retryBaseMs`); undefined on a runner. */
function retryBaseOf(env) {
    return Number(env.CURSOR_AGENT_ACTION_GITHUB_RETRY_MS ?? '') || undefined;
}
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
        baseUrl: options.baseUrl ?? (process.env.GITHUB_API_URL || 'https://api.github.com'),
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


/***/ }),

/***/ 5718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readRunLedger: () => (/* binding */ readRunLedger),
  wantsLedger: () => (/* binding */ wantsLedger)
});

// EXTERNAL MODULE: ./src/core/settings.ts
var settings = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(1376);
// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/core/ledger.ts
var ledger = __webpack_require__(2558);
// EXTERNAL MODULE: ./src/names.ts
var names = __webpack_require__(6455);
// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(7842);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
;// CONCATENATED MODULE: ./src/core/ledger-record.ts
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
    return `${LEDGER_PREFIX}${key} v${String(ledger/* LEDGER_VERSION */.Bn)} `;
}
function usageJson(u) {
    return {
        inputTokens: u.inputTokens,
        outputTokens: u.outputTokens,
        cacheReadTokens: u.cacheReadTokens,
        cacheWriteTokens: u.cacheWriteTokens
    };
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
        usage: usageJson(r.usage),
        durationMs: r.durationMs,
        ...(r.sessionId !== undefined ? { sessionId: r.sessionId } : {}),
        conclusion: r.conclusion,
        ...(r.reason !== undefined ? { reason: r.reason } : {}),
        trigger: r.trigger,
        started: r.started
    };
}
function olderJson(o) {
    const { through, ...counts } = o;
    return {
        dropped: counts.dropped,
        runs: counts.runs,
        automaticRuns: counts.automaticRuns,
        inputTokens: counts.inputTokens,
        outputTokens: counts.outputTokens,
        cacheReadTokens: counts.cacheReadTokens,
        cacheWriteTokens: counts.cacheWriteTokens,
        agentMs: counts.agentMs,
        ...(through !== undefined
            ? { through: { at: through.at, runId: through.runId, attempt: through.attempt } }
            : {})
    };
}
function render(l) {
    const json = JSON.stringify({
        v: ledger/* LEDGER_VERSION */.Bn,
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
    let l = trimLedger(ledger);
    const problem = ledgerProblem(JSON.parse(JSON.stringify(l)), l.key);
    if (problem !== undefined)
        throw new Error(`not a valid ledger: ${problem}`);
    let text = render(l);
    while (text.length > MAX_LEDGER_CHARS && l.runs.length > 0) {
        l = trimLedger(l, l.runs.length - 1);
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
    const version = ` v${String(ledger/* LEDGER_VERSION */.Bn)} `;
    if (!inner.startsWith(version))
        return { kind: 'invalid', reason: `the record is not version ${String(ledger/* LEDGER_VERSION */.Bn)}` };
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
 * The run as the ledger keeps it: counts made whole and bounded, a session id that is not one
 * dropped. `problem` when it cannot be recorded at all (no run id, an event or head the ledger
 * does not know): a run off a pull request, or a bug of ours.
 */
function ledgerRun(f) {
    const ms = f.durationMs ?? 0;
    const sessionId = sessionIdOf(f.sessionId);
    const run = {
        runId: f.runId,
        attempt: f.attempt,
        at: Number.isFinite(f.startedAt.getTime()) ? f.startedAt.toISOString() : '',
        event: f.event,
        head: f.head,
        reviewed: f.reviewed,
        ...(f.reviewed && f.from !== undefined ? { from: f.from } : {}),
        usage: runUsage(f.usage),
        durationMs: Number.isFinite(ms) ? Math.min(MAX_RUN_MS, Math.max(0, Math.round(ms))) : 0,
        ...(sessionId !== undefined ? { sessionId } : {}),
        conclusion: f.conclusion,
        ...(f.reason !== undefined ? { reason: f.reason } : {}),
        trigger: f.trigger,
        started: f.started
    };
    const problem = runProblem(run);
    return problem === undefined ? { run: run } : { problem: `the run has ${problem}` };
}
const RUN_FIELDS = new Set([
    'runId',
    'attempt',
    'at',
    'event',
    'head',
    'reviewed',
    'from',
    'usage',
    'durationMs',
    'sessionId',
    'conclusion',
    'reason',
    'trigger',
    'started'
]);
const USAGE_FIELDS = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
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
const CONCLUSIONS = new Set(['success', 'failure', 'cancelled', 'skipped']);
const REASONS = new Set([...names/* FAILURE_REASONS */.N9, ...ledger/* PR_CAPS */.pY]);
const EVENTS = new Set(ledger/* LEDGER_EVENTS */.w$);
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
    if (!(0,json/* isObject */.Gv)(v))
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
    const ref = refProblem((0,json/* isObject */.Gv)(v) ? { at: v.at, runId: v.runId, attempt: v.attempt } : v);
    if (ref !== undefined || !(0,json/* isObject */.Gv)(v))
        return ref ?? 'not an object';
    const bad = onlyFields(v, RUN_FIELDS, [
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
    ]);
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
    if (!(0,json/* isObject */.Gv)(u))
        return 'a bad usage';
    const badUsage = onlyFields(u, new Set(USAGE_FIELDS), USAGE_FIELDS);
    if (badUsage !== undefined)
        return `${badUsage} in usage`;
    if (USAGE_FIELDS.some((f) => !wholeIn(u[f], ledger/* MAX_RUN_TOKENS */.A0)))
        return 'a token count out of range';
    if (!wholeIn(v.durationMs, ledger/* MAX_RUN_MS */.aC))
        return 'a duration out of range';
    if ('sessionId' in v && (0,events/* sessionIdOf */.P)(v.sessionId) === undefined)
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
    if (!(0,json/* isObject */.Gv)(v))
        return 'not an object';
    const bad = onlyFields(v, new Set([...OLDER_COUNTS, 'through']), OLDER_COUNTS);
    if (bad !== undefined)
        return bad;
    if (OLDER_COUNTS.some((f) => !wholeIn(v[f], Number.MAX_SAFE_INTEGER)))
        return 'a count out of range';
    if ('through' in v)
        return refProblem(v.through);
    return OLDER_COUNTS.some((f) => v[f] !== 0) ? 'counts without a boundary' : undefined;
}
/** Why `v` is not a ledger of `key` exactly as the encoder writes one; undefined when it is. */
function ledgerProblem(v, key) {
    if (!(0,json/* isObject */.Gv)(v))
        return 'the record is not an object';
    const bad = onlyFields(v, new Set(['v', 'key', 'runs', 'older']), ['v', 'key', 'runs', 'older']);
    if (bad !== undefined)
        return `the record has ${bad}`;
    if (v.v !== ledger/* LEDGER_VERSION */.Bn)
        return 'the record has another version inside';
    if (v.key !== key)
        return 'the record is of another key inside';
    if (!Array.isArray(v.runs))
        return 'the record has no list of runs';
    if (v.runs.length > ledger/* MAX_RUNS */._k)
        return `the record has more than ${String(ledger/* MAX_RUNS */._k)} runs`;
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
        if (last !== undefined && (0,ledger/* runOrder */.wW)(last, ref) >= 0)
            return `run ${String(i + 1)} of the record is out of order`;
        last = ref;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/github/review.ts
var review = __webpack_require__(6163);
;// CONCATENATED MODULE: ./src/github/ledger.ts
/**
 * The pull request's ledger on GitHub (docs/ledger.md): read from the sticky comment and the
 * reviews the action posted on the pull request, every page of both, and written back merged.
 * Errors are values, never thrown: a ledger that cannot be read is `readable: false` with why,
 * and the caps then fail closed for automatic runs (core/caps.ts).
 *
 * Only the token's own account writes a ledger. A record is public (anyone can copy one from the
 * page) and its marker can be computed from the workflow file, so a record in someone else's
 * comment or review is never believed: the sticky comment's rule, with the account from GraphQL's
 * `viewer`, and when that cannot be learnt nothing is believed at all (fail closed). Records
 * that are not ours, or are ours and do not decode, are ignored and counted, for one warning.
 */




/** The token's own login, from GraphQL's `viewer`; undefined when GitHub does not say. */
async function viewerLogin(client) {
    const { viewer } = await client.graphql('query { viewer { login } }');
    const login = viewer?.login;
    return typeof login === 'string' && login !== '' ? login : undefined;
}
/**
 * The ledger of `o.key` on the pull request: the records in the token's own comments and reviews,
 * merged. Never throws.
 */
async function readPrLedger(client, pr, o) {
    const empty = (0,ledger/* emptyLedger */.Hg)(o.key);
    let viewer;
    try {
        viewer = o.viewer ?? (await viewerLogin(client));
    }
    catch (error) {
        return unreadable(empty, `could not learn which account the token is: ${(0,github_client.describeError)(error)}`);
    }
    if (viewer === undefined)
        return unreadable(empty, 'GitHub did not say which account the token is');
    const read = { ledger: empty, ignored: 0, ignoredWhy: undefined };
    const take = (item, where) => {
        const body = item.body ?? '';
        if (!body.includes(LEDGER_PREFIX + o.key))
            return;
        if (!(0,review/* sameLogin */.Up)(item.user?.login, viewer)) {
            read.ignored++;
            read.ignoredWhy ??= `a record in ${where} of another account`;
            return;
        }
        const found = decodeLedger(body, o.key);
        if (found.kind === 'ledger')
            read.ledger = (0,ledger/* mergeLedgers */.dR)(read.ledger, found.ledger);
        else if (found.kind === 'invalid') {
            read.ignored++;
            read.ignoredWhy ??= `${where}: ${found.reason}`;
        }
    };
    const base = { owner: pr.owner, repo: pr.repo, per_page: 100 };
    try {
        const comments = client.paginate.iterator(client.rest.issues.listComments, {
            ...base,
            issue_number: pr.number
        });
        for await (const page of comments)
            for (const c of page.data)
                take(c, 'a comment');
        const reviews = client.paginate.iterator(client.rest.pulls.listReviews, {
            ...base,
            pull_number: pr.number
        });
        for await (const page of reviews)
            for (const r of page.data)
                take(r, 'a review');
    }
    catch (error) {
        return unreadable(empty, `GitHub could not list the comments and reviews: ${(0,github_client.describeError)(error)}`);
    }
    return {
        ledger: read.ledger,
        readable: true,
        ignored: read.ignored,
        ...(read.ignoredWhy !== undefined ? { ignoredWhy: read.ignoredWhy } : {})
    };
}
function unreadable(ledger, why) {
    return { ledger, readable: false, why, ignored: 0 };
}
/** The one warning for every record ignored on one read; undefined when none was. */
function ignoredWarning(read, pr) {
    if (read.ignored === 0)
        return undefined;
    const n = read.ignored === 1 ? '1 ledger record' : `${String(read.ignored)} ledger records`;
    return `Ignored ${n} on pull request #${String(pr.number)} that the action did not write or that do not parse (${read.ignoredWhy ?? 'unknown'}); the totals and caps count only the token's own records.`;
}
/**
 * The ledger as it stands on GitHub right now merged with `known` (what this run read before),
 * for the write: read again just before writing, so two overlapping runs both land. When the
 * read fails, `known` alone (the write still keeps what this run knew).
 */
async function freshLedger(client, pr, o) {
    const now = await readPrLedger(client, pr, o);
    return now.readable ? mergeLedgers(o.known, now.ledger) : o.known;
}

;// CONCATENATED MODULE: ./src/github/ledger-read.ts





/** Whether anything of this run reads the ledger: a review that may be scoped, or `resume: pr`. */
function wantsLedger(s) {
    if (!s.commentOnPr && !s.review)
        return false;
    return (s.review && s.reviewScope === 'auto') || s.resume === settings/* RESUME_PR */.l;
}
/** The ledger of the event's pull request, or undefined (no pull request, or unreadable: warned). */
async function readRunLedger(s, o) {
    if (s.githubToken === '')
        return undefined;
    let event;
    try {
        event = (0,github_event/* currentEvent */.UM)(o.env);
    }
    catch {
        return undefined;
    }
    if (!event.isPullRequest || event.number === undefined)
        return undefined;
    const client = await (0,github_client.createClient)(s.githubToken, {
        warn: o.warn,
        retryBaseMs: Number(o.env.CURSOR_AGENT_ACTION_GITHUB_RETRY_MS ?? '') || undefined
    });
    const pr = { owner: event.owner, repo: event.repo, number: event.number };
    const read = await readPrLedger(client, pr, { key: (0,marker/* keyHash */.aE)(s.commentKey) });
    const ignored = ignoredWarning(read, pr);
    if (ignored !== undefined)
        o.warn(ignored);
    if (read.readable)
        return read.ledger;
    o.warn(`Could not read the ledger of pull request #${String(pr.number)} (${read.why ?? 'unknown'}): a review is a full one, and resume: pr starts a fresh session.`);
    return undefined;
}


/***/ }),

/***/ 6163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sp: () => (/* binding */ DraftBlocks),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   VW: () => (/* binding */ clearPending),
/* harmony export */   Xc: () => (/* binding */ postReview),
/* harmony export */   cJ: () => (/* binding */ Cancelled),
/* harmony export */   fK: () => (/* binding */ commentLinks),
/* harmony export */   s: () => (/* binding */ isPendingConflict)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _render_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1376);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6584);



/** Thrown by a Guard's check once the step is cancelled. */
class Cancelled extends Error {
    constructor() {
        super('cancelled');
        this.name = 'Cancelled';
    }
}
/** Probe reviews a bisection may make (each is created and deleted). */
const MAX_PROBES = 60;
/**
 * Same account: a REST login (`name[bot]` for an App's bot) and GraphQL's `viewer` login, which
 * names a bot the same way. Compared whole (without case): a person may hold the login `name`
 * of an App whose bot is `name[bot]`, and anything that dropped the suffix would take their
 * comments for the bot's.
 */
function sameLogin(a, b) {
    return a !== undefined && b !== undefined && a !== '' && a.toLowerCase() === b.toLowerCase();
}
/** GitHub's reason for a 422: its `errors` list when it gives one, else the message. */
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
/** A bot account (GITHUB_TOKEN's `github-actions[bot]`, any App's installation): automation. */
function isBot(user) {
    return user?.type === 'Bot' || user?.login?.toLowerCase().endsWith('[bot]') === true;
}
/**
 * Deletes the PENDING reviews on the pull request that are the action's (GitHub shows a pending
 * review only to its author, the token's account): one whose body starts with the action's
 * marker, or any of a bot account, whose drafts only automation makes (an earlier version's
 * leftovers had no marker). A person's unmarked draft (the token is their personal access token)
 * is never deleted: it is returned, and a create it blocks fails naming it (DraftBlocks).
 */
async function clearPending(client, pr, o) {
    const { owner, repo, number } = pr;
    const ours = [];
    const kept = [];
    o.guard.check();
    const pages = client.paginate.iterator(client.rest.pulls.listReviews, {
        owner,
        repo,
        pull_number: number,
        per_page: 100,
        request: { signal: o.guard.signal() }
    });
    for await (const page of pages)
        for (const r of page.data) {
            if (r.state !== 'PENDING')
                continue;
            if ((0,_render_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .isActionReview */ .fW)(r.body) || isBot(r.user))
                ours.push(r.id);
            else
                kept.push({ id: r.id, owner: r.user?.login ?? "the token's account" });
        }
    for (const id of ours) {
        o.guard.check();
        await client.rest.pulls.deletePendingReview({
            owner,
            repo,
            pull_number: number,
            review_id: id,
            request: { signal: o.guard.signal() }
        });
    }
    return { deleted: ours.length, kept };
}
/** GitHub refused a create because the account already has a PENDING review (its 422). */
function isPendingConflict(error) {
    return (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c)(error) === 422 && /\bpending review\b/i.test(reasonOf(error));
}
/** A person's draft review blocks the review (GitHub's one pending review per account). */
class DraftBlocks extends Error {
    drafts;
    constructor(drafts, pull) {
        const who = [...new Set(drafts.map((d) => d.owner))].join(', ');
        super(`a pending (draft) review by ${who} on #${String(pull)} blocks it: GitHub allows one pending review per account, and the action never deletes a person's draft. ${who}: submit or discard that draft review on the pull request, then run the review again`);
        this.drafts = drafts;
        this.name = 'DraftBlocks';
    }
}
/** Posts the review (see the file's comment); throws when GitHub will not take it at all. */
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
                // A create is never retried blindly (a 5xx may have stored it): see client.ts.
                request: { retries: 0, signal: r.guard.signal() }
            });
            return { id: data.id, url: data.html_url, event, refused };
        }
        catch (error) {
            // A pending review blocks every create: no comment is at fault, no probe would be taken.
            if ((0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c)(error) !== 422 || isPendingConflict(error))
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
/**
 * The comments of a refused batch that GitHub refuses, each with its reason: the batch is split
 * in halves and a half tried as a PENDING review (deleted at once when GitHub takes it), down to
 * single comments. An empty probe first: when even that is refused, no comment is the cause.
 * Each probe is a create, which the client spaces 3 s apart (GitHub's advice for content
 * creation): one refused comment of 50 costs about 7 probes.
 */
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
            if ((0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c)(error) === 422)
                return reasonOf(error);
            throw error;
        }
        // A cancel here leaves this probe for the clean-up (posting.ts) to delete: it is marked.
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
    // `set` is refused: when its first half is taken, the refused comment is in the second, which
    // needs no probe of its own.
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
/** The inline comments of a posted review (every page): fingerprint → link, by the marker. */
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


/***/ })

};
