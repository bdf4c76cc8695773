export const id = 563;
export const ids = [563];
export const modules = {

/***/ 6163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sp: () => (/* binding */ DraftBlocks),
/* harmony export */   UM: () => (/* binding */ readReviews),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   Xc: () => (/* binding */ postReview),
/* harmony export */   cJ: () => (/* binding */ Cancelled),
/* harmony export */   fK: () => (/* binding */ commentLinks),
/* harmony export */   rr: () => (/* binding */ deletePending),
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
/**
 * The reviews on the pull request as the token's account sees them (every page; a PENDING one
 * only its author sees), for core/review-plan.ts `planPending` to say which are the action's.
 */
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
/** Deletes these PENDING reviews (the action's, as `planPending` found them), one by one. */
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
/** GitHub refused a create because the account already has a PENDING review (its 422). */
function isPendingConflict(error) {
    return (0,_client_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(error) === 422 && /\bpending review\b/i.test(reasonOf(error));
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
            if ((0,_client_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(error) !== 422 || isPendingConflict(error))
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
            if ((0,_client_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(error) === 422)
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


/***/ }),

/***/ 5563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openLedger: () => (/* binding */ openLedger)
});

// UNUSED EXPORTS: LedgerStage

// EXTERNAL MODULE: ./src/core/caps.ts
var caps = __webpack_require__(8854);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/ledger.ts
var core_ledger = __webpack_require__(2558);
// EXTERNAL MODULE: ./src/core/ledger-record.ts
var ledger_record = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/core/said.ts
var said = __webpack_require__(2230);
// EXTERNAL MODULE: ./src/core/settings.ts
var settings = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(6584);
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
    const empty = (0,core_ledger/* emptyLedger */.Hg)(o.key);
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
        if (!body.includes(ledger_record/* LEDGER_PREFIX */.dE + o.key))
            return;
        if (!(0,review/* sameLogin */.Up)(item.user?.login, viewer)) {
            read.ignored++;
            read.ignoredWhy ??= `a record in ${where} of another account`;
            return;
        }
        const found = (0,ledger_record/* decodeLedger */.iN)(body, o.key);
        if (found.kind === 'ledger')
            read.ledger = (0,core_ledger/* mergeLedgers */.dR)(read.ledger, found.ledger);
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
        viewer,
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
    return now.readable ? (0,core_ledger/* mergeLedgers */.dR)(o.known, now.ledger) : o.known;
}

// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(1376);
;// CONCATENATED MODULE: ./src/observers/ledger.ts
/**
 * The pull request's ledger as a stage of the pipeline (docs/ledger.md). Before the CLI starts:
 * read the ledger (github/ledger.ts) and check the caps (core/caps.ts); a capped run ends there,
 * green and `skipped`. At the end, on every exit path: this run added, the ledger read again and
 * merged, and the record handed to the sticky comment (and, on a review run, to the review
 * before it is posted); the totals go into the run's facts for the outputs, summary and footer.
 *
 * Only on a run about a pull request that keeps a ledger somewhere (`comment-on-pr` or
 * `review`) with a token to read it; every other run has none and says nothing about one.
 */









const EVENTS = new Set(core_ledger/* LEDGER_EVENTS */.w$);
const SUCCESS = { conclusion: 'success', message: '' };
/**
 * The ledger stage of a run on a pull request that keeps one; undefined otherwise. Never throws:
 * a ledger that cannot be read is a warning (and caps fail closed for automatic runs).
 */
async function openLedger(ctx, bot) {
    const settings = ctx.settings;
    const deps = {
        event: ctx.event,
        warn: (message) => ctx.book.warning(message),
        notice: (message) => ctx.port.notice(ctx.redact(message))
    };
    if (!settings.commentOnPr && !settings.review)
        return undefined;
    if (settings.githubToken === '')
        return undefined;
    let event;
    try {
        event = (0,github_event/* eventOf */.A6)(deps.event);
    }
    catch {
        return undefined;
    }
    if (!event.isPullRequest || event.number === undefined || !EVENTS.has(event.name))
        return undefined;
    // A fork's pull_request events get a read-only token: such a run could never write its record,
    // so it keeps no ledger (and none of its runs count toward a cap).
    if ((0,github_event/* readOnlyOnFork */.Mg)(event))
        return undefined;
    const client = await ctx.github.client();
    const pr = { owner: event.owner, repo: event.repo, number: event.number };
    const key = (0,marker/* keyHash */.aE)(settings.commentKey);
    // The sticky comment asked GitHub who the token is already: asked once per run.
    const viewer = await bot?.comment?.comment.account();
    const read = await readPrLedger(client, pr, { key, ...(viewer !== undefined ? { viewer } : {}) });
    const ignored = ignoredWarning(read, pr);
    if (ignored !== undefined)
        deps.warn(ignored);
    if (!read.readable)
        deps.warn(`Could not read the ledger of pull request #${String(pr.number)} (${read.why ?? 'unknown'}); its totals count only what this run knows${unreadIs(settings)}.`);
    const trigger = bot?.trigger;
    const decision = (0,caps/* checkCaps */.IU)({
        caps: {
            maxPrRuns: settings.maxPrRuns,
            maxPrTokens: settings.maxPrTokens,
            triggerPhrase: settings.triggerPhrase
        },
        ledger: read.readable
            ? { kind: 'read', totals: (0,core_ledger/* totals */.Sd)(read.ledger) }
            : { kind: 'unreadable', why: read.why ?? 'unknown' },
        trigger: trigger !== undefined,
        role: trigger?.role
    });
    if (decision.note !== undefined && decision.run)
        deps.warn((0,said/* plainText */.wh)(decision.note));
    // The head every stage sees: the pull request read once for the run (none read when the
    // payload names it).
    const head = await ctx.github.pull().then((e) => e.head?.sha, () => undefined);
    return new LedgerStage({
        client,
        pr,
        key,
        known: read.ledger,
        read: read.readable,
        viewer: read.viewer,
        decision,
        base: {
            runId: event.runId,
            attempt: event.runAttempt,
            startedAt: new Date(),
            event: event.name,
            head: head ?? '',
            trigger: trigger !== undefined
        },
        comment: bot?.comment?.comment,
        deps
    });
}
/** What else an unreadable ledger means for this run: a full review, a fresh session. */
function unreadIs(s) {
    const also = [];
    if (s.review && s.reviewScope === 'auto')
        also.push('a review is a full one');
    if (s.resume === settings/* RESUME_PR */.l)
        also.push('resume: pr starts a fresh session');
    return also.length > 0 ? `, ${also.join(', and ')}` : '';
}
class LedgerStage {
    o;
    closed;
    warnedRun = false;
    constructor(o) {
        this.o = o;
    }
    /** The caps' decision, made before the CLI starts. */
    get decision() {
        return this.o.decision;
    }
    /**
     * The ledger read before the CLI started, when it could be read: the last review sets a
     * review's scope (github/rescope.ts), the last session `resume: pr`'s (agent/resume.ts).
     */
    get read() {
        return this.o.read ? this.o.known : undefined;
    }
    /**
     * The cap that stops this run and its note, with its `::notice`; undefined when it may run.
     * core/verdict.ts `capped` makes the run's verdict of it.
     */
    skip() {
        const d = this.o.decision;
        if (d.run)
            return undefined;
        this.o.deps.notice((0,said/* plainText */.wh)(d.note));
        return d;
    }
    /** This run as the ledger keeps it; undefined (with one warning) when it cannot be recorded. */
    run(end, from) {
        const d = this.o.decision;
        const reason = !d.run ? d.cap : end.verdict.reason;
        const made = (0,ledger_record/* ledgerRun */.Zm)({
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
            this.o.deps.warn(`This run is not added to the pull request's ledger: ${made.problem}.`);
        this.warnedRun = true;
        return undefined;
    }
    /** The ledger on GitHub now, merged with what was read before, with `run` in it. */
    async withRun(run) {
        const { client, pr, key, known, viewer } = this.o;
        const o = { key, known, ...(viewer !== undefined ? { viewer } : {}) };
        const now = await freshLedger(client, pr, o).catch(() => known);
        return run !== undefined ? (0,core_ledger/* addRun */.Z)(now, run) : now;
    }
    /** For review mode (stages/review.ts): the record a review's body ends with. */
    forReview = (o) => this.reviewRecord({
        verdict: o.failed ? { conclusion: 'failure', reason: 'findings', message: '' } : SUCCESS,
        usage: o.report.result?.usage,
        durationMs: o.report.result?.durationMs,
        sessionId: o.report.sessionId,
        started: true,
        reviewed: true
    }, o.from);
    /**
     * The record for a review's body, written just before the review is posted: this run as a
     * review (its gate's conclusion, and `from` when it reviewed only the commits since that SHA),
     * merged with what is on GitHub now. '' when there is none.
     */
    async reviewRecord(end, from) {
        const run = this.run({ ...end, reviewed: true }, from);
        if (run === undefined)
            return '';
        return this.encode(await this.withRun(run));
    }
    /**
     * On every exit path, once: this run added to the ledger read again just now, the record
     * handed to the sticky comment, and the pull request's facts for the outputs and the summary.
     */
    async close(facts) {
        if (this.closed !== undefined)
            return this.closed;
        const end = {
            verdict: facts.verdict,
            usage: facts.report.result?.usage,
            durationMs: facts.durationMs,
            sessionId: facts.report.sessionId,
            started: facts.ran,
            reviewed: facts.review?.review !== undefined
        };
        // A review of only the new commits records where it started (the next review's scope).
        const run = this.run(end, facts.review?.reviewedFrom);
        const ledger = await this.withRun(run);
        const text = this.encode(ledger);
        if (text !== '')
            this.o.comment?.setTrailer(text);
        const fallback = {
            ...emptyRun(this.o.base),
            usage: (0,core_ledger/* runUsage */.l_)(end.usage),
            durationMs: end.durationMs ?? 0,
            conclusion: end.verdict.conclusion,
            started: end.started
        };
        this.closed = { run: run ?? fallback, totals: (0,core_ledger/* totals */.Sd)(ledger), read: this.o.read };
        return this.closed;
    }
    encode(ledger) {
        try {
            return (0,ledger_record/* encodeLedger */.KX)(ledger);
        }
        catch (error) {
            this.o.deps.warn(`The pull request's ledger could not be written: ${(0,errors/* messageOf */.bD)(error)}`);
            return '';
        }
    }
}
/** A run the ledger could not record, for the footer only (never written). */
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


/***/ })

};
