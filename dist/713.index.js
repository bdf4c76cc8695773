export const id = 713;
export const ids = [713];
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

/***/ 74487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   addFile: () => (/* binding */ addFile),
/* harmony export */   pullOpener: () => (/* binding */ pullOpener),
/* harmony export */   readPullFiles: () => (/* binding */ readPullFiles)
/* harmony export */ });
/* harmony import */ var _core_review_pull_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55739);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);


function pullOpener(api, repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return async ({ head, base, title, body }) => {
        if (owner === '' || repo === '')
            throw new Error(`GITHUB_REPOSITORY is not owner/name: ${JSON.stringify(repository)}`);
        const response = await api.rest.pulls.create({
            owner,
            repo,
            head,
            base,
            title,
            body,
            ..._client_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE
        });
        return response.data.html_url;
    };
}
async function readPullFiles(client, pr) {
    const listing = { files: [], patches: new Map(), names: new Set() };
    const pages = client.paginate.iterator(client.rest.pulls.listFiles, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100
    });
    for await (const page of pages)
        for (const f of page.data) {
            const file = {
                path: f.filename,
                status: f.status,
                additions: f.additions,
                deletions: f.deletions,
                ...(f.patch !== undefined ? { patch: f.patch } : {})
            };
            addFile(listing, file);
            if (typeof f.previous_filename === 'string')
                listing.names.add(f.previous_filename);
        }
    return listing;
}
function addFile(listing, f) {
    if (f.patch !== undefined)
        listing.patches.set(f.path, f.patch);
    listing.files.push((0,_core_review_pull_files_js__WEBPACK_IMPORTED_MODULE_0__/* .fileDiffOf */ .Ht)(f));
    listing.names.add(f.path);
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

/***/ 77713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startReview: () => (/* binding */ startReview)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/review/findings.ts
var review_findings = __webpack_require__(11808);
// EXTERNAL MODULE: ./src/core/review/plan.ts
var review_plan = __webpack_require__(58405);
;// CONCATENATED MODULE: ./src/core/review/outcome.ts

const CANCELLED_WHILE_POSTING = 'the run was cancelled while the review was being posted.';
function reviewOutcome(basis, posting) {
    const placed = placedFindings(basis, posting);
    const why = whyNotPosted(posting);
    const earlier = posting.plan?.earlier ?? basis.target.rescoped?.earlier;
    const review = posting.review;
    return {
        findings: review === undefined ? (0,review_plan/* notPosted */.n3)(placed) : placed,
        ...said(basis),
        resolved: posting.resolved.length,
        ...gate(basis),
        ...(basis.target.rescoped !== undefined ? { reviewedFrom: basis.target.rescoped.from } : {}),
        ...(earlier !== undefined ? { earlier } : {}),
        ...unreviewed(basis),
        ...(review !== undefined
            ? { review: { id: review.id, url: review.url, event: review.event } }
            : {}),
        ...(why !== undefined ? { notPosted: why } : {}),
        ...(posting.missing !== undefined ? { missing: posting.missing } : {}),
        ...(posting.stop?.kind === 'failed' ? { failed: true } : {}),
        ...(posting.stop?.kind === 'cancelled' ? { cancelled: true } : {})
    };
}
function bodyOutcome(basis, placed) {
    return {
        findings: placed.findings,
        ...said(basis),
        maxFindings: basis.settings.maxFindings,
        ...unreviewed(basis)
    };
}
function unfinishedOutcome(basis, cancelled) {
    return {
        findings: [],
        summary: '',
        notPosted: cancelled
            ? 'the run was cancelled.'
            : 'the agent did not finish, so there are no findings to post.',
        resolved: 0,
        ...gate(basis),
        ...(basis.target.rescoped !== undefined ? { reviewedFrom: basis.target.rescoped.from } : {}),
        ...unreviewed(basis)
    };
}
function placedFindings(basis, posting) {
    const plan = posting.plan;
    let findings = [];
    if (plan !== undefined)
        findings =
            plan.post === undefined
                ? plan.findings
                : (0,review_plan/* afterPost */.Nx)({ ...plan, post: plan.post }, posting.refused).findings;
    if (posting.links !== undefined)
        findings = (0,review_plan/* withLinks */.q9)(findings, posting.links);
    if (posting.stop === undefined)
        return findings;
    return (0,review_plan/* stopped */.ce)(findings, basis.reading.ok ? basis.reading.findings : undefined, {
        files: basis.target.files,
        maxFindings: basis.settings.maxFindings
    });
}
function whyNotPosted(posting) {
    const stop = posting.stop;
    if (stop?.kind === 'failed')
        return stop.why;
    if (stop?.kind === 'cancelled')
        return posting.review === undefined ? CANCELLED_WHILE_POSTING : undefined;
    return posting.plan?.post === undefined ? posting.plan?.notPosted : undefined;
}
function said(basis) {
    const r = basis.reading;
    return r.ok ? { summary: r.summary } : { summary: '', mismatch: r.errors };
}
function gate(basis) {
    return { failOn: basis.settings.failOn, maxFindings: basis.settings.maxFindings };
}
function unreviewed(basis) {
    const u = basis.target.unreviewed;
    return u !== undefined ? { unreviewed: u } : {};
}

// EXTERNAL MODULE: ./src/core/said.ts
var core_said = __webpack_require__(72230);
// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(81376);
// EXTERNAL MODULE: ./src/core/review/diff.ts
var diff = __webpack_require__(53769);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
// EXTERNAL MODULE: ./src/render/logsafe.ts
var logsafe = __webpack_require__(23839);
;// CONCATENATED MODULE: ./src/render/annotations.ts




function annotationTitle(f) {
    const where = f.side === 'LEFT' ? ` (base ${(0,diff/* linesLabel */.eV)(f)})` : '';
    const severity = f.severity.charAt(0).toUpperCase() + f.severity.slice(1);
    return (0,core_text/* truncate */.xv)(`${severity}: ${f.title.replace(/\s+/g, ' ')}${where}`, 255);
}
function checkAnnotations(findings, files) {
    return findings.map((f) => {
        const text = (0,core_text/* truncate */.xv)(f.body.trim() || f.title, 4000);
        const at = f.side === 'RIGHT'
            ? { start: f.startLine ?? f.line, end: f.line, message: text }
            : onHead(f, files.get(f.path), text);
        return {
            path: f.path || '.',
            start_line: at.start,
            end_line: at.end,
            annotation_level: (0,review_findings/* severityRank */.qs)(f.severity) <= 1 ? 'failure' : f.severity === 'medium' ? 'warning' : 'notice',
            title: annotationTitle(f),
            message: at.message
        };
    });
}
function onHead(f, file, text) {
    const end = (0,diff/* headLineOf */.s7)(f.line, file);
    const start = f.startLine !== undefined ? (0,diff/* headLineOf */.s7)(f.startLine, file) : end;
    const base = `${(0,diff/* linesLabel */.eV)(f)} of the base`;
    if (end === undefined || start === undefined)
        return {
            start: 1,
            end: 1,
            message: (0,core_text/* truncate */.xv)(`About ${base}, which the head has no line for: ${text}`, 4000)
        };
    const removed = start.removed || end.removed;
    const head = start.line < end.line
        ? `lines ${String(start.line)}–${String(end.line)}`
        : `line ${String(end.line)}`;
    const what = removed
        ? `About ${base}, removed by this pull request (shown at ${head} of the head)`
        : `About ${base} (${head} of the head)`;
    return {
        start: Math.min(start.line, end.line),
        end: Math.max(start.line, end.line),
        message: (0,core_text/* truncate */.xv)(`${what}: ${text}`, 4000)
    };
}
function logAnnotations(findings) {
    const room = { warning: 8, notice: 10 };
    const annotations = [];
    let more = 0;
    for (const f of findings) {
        const level = f.severity === 'low' ? 'notice' : 'warning';
        if (room[level] === 0) {
            more++;
            continue;
        }
        room[level]--;
        const right = f.side === 'RIGHT';
        annotations.push({
            level,
            file: safeText(f.path || '.'),
            ...(right ? { line: f.startLine ?? f.line, endLine: f.line } : {}),
            title: safeText(annotationTitle(f)),
            message: safeText((0,core_text/* truncate */.xv)(f.body.trim() || f.title, 2000))
        });
    }
    return { annotations, more };
}
function safeText(s) {
    return s
        .split(/\r\n|\r|\n/)
        .map((l) => (0,logsafe/* safeLine */.om)(l))
        .join('\n');
}

// EXTERNAL MODULE: ./src/render/findings.ts
var findings = __webpack_require__(62752);
// EXTERNAL MODULE: ./src/names.ts
var names = __webpack_require__(46455);
// EXTERNAL MODULE: ./src/github/checks.ts
var checks = __webpack_require__(36250);
// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(85015);
// EXTERNAL MODULE: ./src/github/review.ts
var review = __webpack_require__(76163);
// EXTERNAL MODULE: ./src/github/rescope.ts + 1 modules
var rescope = __webpack_require__(98230);
// EXTERNAL MODULE: ./src/github/threads.ts
var threads = __webpack_require__(1078);
// EXTERNAL MODULE: ./src/github/deliverable.ts
var deliverable = __webpack_require__(60746);
;// CONCATENATED MODULE: ./src/github/posting.ts









const REQUEST_MS = 30_000;
async function postFindings(client, i) {
    const done = { refused: new Map(), resolved: [], failures: [] };
    const guard = {
        check: () => {
            if (i.deps.cancelled())
                throw new review/* Cancelled */.cJ();
        },
        signal: () => AbortSignal.timeout(REQUEST_MS)
    };
    try {
        await posting_review(client, i, done, guard);
    }
    catch (error) {
        if (error instanceof review/* Cancelled */.cJ || i.deps.cancelled()) {
            await clearAfterCancel(client, i);
            return { ...done, stop: { kind: 'cancelled' } };
        }
        return { ...done, stop: { kind: 'failed', why: refusal(error) } };
    }
    return done;
}
function refusal(error) {
    if (error instanceof review/* DraftBlocks */.Sp)
        return `${error.message}.`;
    const permission = (0,github_client/* statusOf */.c2)(error) === 403
        ? '; the token needs pull-requests: write (add it under permissions: in the workflow)'
        : '';
    return `GitHub did not take it (${(0,github_client/* describeError */.Uc)(error)})${permission}.`;
}
async function clearPending(client, pr, guard) {
    const reviews = await (0,review/* readReviews */.UM)(client, pr, guard);
    const pending = (0,review_plan/* planPending */.nB)(reviews);
    await (0,review/* deletePending */.rr)(client, pr, { ids: pending.delete, guard });
    return { ...pending, seen: new Set(reviews.map((r) => r.id)) };
}
const NOTHING_PENDING = { delete: [], keep: [], seen: new Set() };
const NOTHING_READ = { comments: [], threadsKnown: false };
async function posting_review(client, i, done, guard) {
    const { settings, target, deps } = i;
    const pending = target.readOnly ? NOTHING_PENDING : await clearPending(client, target.pr, guard);
    if (pending.delete.length > 0)
        deps.info(`Deleted ${String(pending.delete.length)} leftover pending review(s) of the action on #${String(target.pr.number)}.`);
    for (const d of pending.keep)
        deps.info(`Left the pending (draft) review ${String(d.id)} by ${d.owner} alone: it is a person's, not the action's.`);
    const prior = target.readOnly
        ? NOTHING_READ
        : await (0,threads/* readPrior */.D)(client, target.pr, {
            guard,
            warn: deps.warn,
            markerOf: rescope/* markerOf */.we,
            skipReviews: new Set(pending.keep.map((d) => d.id))
        });
    const plan = (0,review_plan/* planReview */.Kp)({
        findings: i.reading.ok ? i.reading.findings : undefined,
        files: target.files,
        prior,
        settings,
        target,
        ...(target.rescoped !== undefined ? { earlier: target.rescoped.earlier } : {})
    });
    done.plan = plan;
    if (plan.post === undefined)
        return;
    await post(client, i, done, { plan: { ...plan, post: plan.post }, pending, guard });
}
async function post(client, i, done, o) {
    const { target, deps } = i;
    const { guard } = o;
    const body = await bodyMaker(i, o.plan);
    const event = o.plan.post.event;
    const posted = await (0,deliverable/* deliver */.cK)({
        write: () => (0,review/* postReview */.Xc)(client, target.pr, {
            commitId: target.headSha,
            event,
            comments: withBodies(o.plan, target.keyHash),
            guard,
            probeBody: (0,marker/* reviewMarker */.vU)(target.keyHash, 'probe'),
            body: (refused) => {
                done.refused = new Map(refused);
                return body(refused);
            }
        }),
        find: () => (0,review/* postedReview */.ME)(client, target.pr, {
            marker: (0,marker/* reviewMarker */.vU)(target.keyHash, 'review'),
            head: target.headSha,
            seen: o.pending.seen,
            refused: done.refused,
            guard
        }),
        waitMs: deps.retryMs,
        retrying: (error, next) => {
            guard.check();
            deps.info(`GitHub did not take the review (${(0,github_client/* describeError */.Uc)(error)}); try ${String(next)}.`);
        }
    }).catch((error) => {
        throw o.pending.keep.length > 0 && (0,review/* isPendingConflict */.s)(error)
            ? new review/* DraftBlocks */.Sp(o.pending.keep, target.pr.number)
            : error;
    });
    done.refused = new Map(posted.refused);
    done.review = { id: posted.id, url: posted.url, event: posted.event, commitId: target.headSha };
    if (posted.event !== event)
        deps.warn(`GitHub refused REQUEST_CHANGES on #${String(target.pr.number)} (the token's user opened it); the review was posted as a comment.`);
    deps.info(`Review posted: ${posted.url}`);
    const comments = (0,review_plan/* afterPost */.Nx)(o.plan, posted.refused).post.comments;
    await linkComments(client, i, done, { reviewId: posted.id, comments, guard });
    await resolveStale(client, i, done, { ids: o.plan.post.resolve, guard });
    guard.check();
    const missing = await (0,deliverable/* reviewDelivered */.Jf)(client, {
        ...{ owner: target.pr.owner, repo: target.pr.repo, pull: target.pr.number },
        ...{ reviewId: posted.id, head: target.headSha, inlineComments: comments.length }
    });
    if (missing !== undefined)
        done.missing = missing;
}
async function bodyMaker(i, plan) {
    const message = i.deps.redact(i.message);
    const record = (await i.record?.(plan.post.gateFailed)) ?? '';
    const limit = record !== '' ? findings/* REVIEW_LIMIT */.nL - record.length - 2 : findings/* REVIEW_LIMIT */.nL;
    const ending = record !== '' ? `\n\n${record}` : '';
    const basis = { reading: i.reading, target: i.target, settings: i.settings };
    return (refused) => {
        const outcome = bodyOutcome(basis, (0,review_plan/* afterPost */.Nx)(plan, refused));
        return (0,findings/* reviewBody */.ff)({ keyHash: i.target.keyHash, outcome, finalMessage: message, limit }) + ending;
    };
}
function withBodies(plan, keyHash) {
    const inline = new Map();
    for (const f of plan.findings)
        if (f.placement === 'inline')
            inline.set(f.fingerprint, f);
    return plan.post.comments.map((c) => {
        const f = inline.get(c.fingerprint);
        if (f === undefined)
            throw new Error(`no inline finding for comment ${c.fingerprint}`);
        return { ...c, body: (0,findings/* findingComment */.rO)(f, keyHash) };
    });
}
async function linkComments(client, i, done, o) {
    if (o.comments.length === 0)
        return;
    try {
        done.links = await (0,review/* commentLinks */.fK)(client, i.target.pr, {
            reviewId: o.reviewId,
            fingerprintOf: (body) => (0,rescope/* markerOf */.we)(body)?.fingerprint,
            guard: o.guard
        });
    }
    catch (error) {
        if (error instanceof review/* Cancelled */.cJ)
            throw error;
        const why = (0,github_client/* describeError */.Uc)(error);
        done.failures = [...done.failures, { request: 'links', why }];
        i.deps.warn(`Could not read the links of the review's comments (${why}).`);
    }
}
async function resolveStale(client, i, done, o) {
    const failures = [];
    for (const id of o.ids) {
        try {
            await (0,threads/* resolveThread */.f)(client, id, o.guard);
            done.resolved = [...done.resolved, id];
        }
        catch (error) {
            if (error instanceof review/* Cancelled */.cJ)
                throw error;
            const failure = { request: 'resolve', id, why: (0,github_client/* describeError */.Uc)(error) };
            failures.push(failure);
            done.failures = [...done.failures, failure];
        }
    }
    if (failures.length > 0)
        i.deps.warn(`Could not resolve ${String(failures.length)} outdated review thread(s) of earlier runs (${failures[0]?.why ?? ''}): the token needs \`pull-requests: write\` (add it under \`permissions:\`).`);
}
async function clearAfterCancel(client, i) {
    const guard = { check: () => undefined, signal: () => AbortSignal.timeout(4_000) };
    try {
        const cleared = await clearPending(client, i.target.pr, guard);
        if (cleared.delete.length > 0)
            i.deps.info(`Deleted the pending review the cancelled request left.`);
    }
    catch (error) {
        i.deps.warn(`The run was cancelled while posting the review, and a pending review it may have left could not be checked (${(0,github_client/* describeError */.Uc)(error)}): delete it on the pull request's page.`);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: ./src/core/args.ts
var args = __webpack_require__(71038);
// EXTERNAL MODULE: ./src/core/review/prompt.ts
var review_prompt = __webpack_require__(13280);
// EXTERNAL MODULE: ./src/io/files.ts
var files = __webpack_require__(33839);
;// CONCATENATED MODULE: ./src/stages/review-prompt.ts







function promptOf(event, input, scoped) {
    const scope = scoped.scope;
    const prompt = scoped.section === undefined ? undefined : rescopedPrompt(event, input, scoped.section);
    if (prompt !== undefined && scope.kind === 'incremental')
        return { prompt, scope, rescoped: { from: scope.from, earlier: scoped.earlier } };
    return {
        prompt: prompt ?? promptFor(event, input),
        scope: scope.kind === 'incremental'
            ? {
                kind: 'full',
                why: 'compare-failed',
                summary: (0,core_said/* said */.ag) `full review: the re-review's prompt would be longer than one argument may be`
            }
            : scope
    };
}
function rescopedPrompt(event, o, section) {
    const prompt = (0,review_prompt/* reviewPrompt */.Dy)({
        focus: o.focus,
        pull: pullOf(event),
        files: o.files,
        diff: { rescoped: section }
    });
    return Buffer.byteLength(prompt) < args/* MAX_ARG_BYTES */.Ak ? prompt : undefined;
}
function pullOf(event) {
    return {
        repository: `${event.owner}/${event.repo}`,
        number: event.number ?? 0,
        baseRef: event.base?.ref ?? '',
        baseSha: event.base?.sha ?? '',
        headSha: event.head?.sha ?? '',
        ...(event.fork ? {} : { headRef: event.head?.ref })
    };
}
function promptFor(event, o) {
    const pull = pullOf(event);
    const text = (0,review_prompt/* diffText */.NI)(o.files, o.patches);
    const build = (diff) => (0,review_prompt/* reviewPrompt */.Dy)({ focus: o.focus, pull, files: o.files, diff });
    if (Buffer.byteLength(text) <= review_prompt/* INLINE_DIFF_BYTES */.YW) {
        const inline = build({ inline: text });
        if (Buffer.byteLength(inline) < args/* MAX_ARG_BYTES */.Ak)
            return inline;
    }
    const file = (0,files/* createOwnFile */.Df)((0,files/* tempRoot */.fQ)(o.env.temp), (id) => `cursor-review-${id}.diff`);
    try {
        external_node_fs_default().writeSync(file.fd, text);
    }
    finally {
        external_node_fs_default().closeSync(file.fd);
    }
    const prompt = build({ file: file.path, bytes: Buffer.byteLength(text) });
    if (Buffer.byteLength(prompt) >= args/* MAX_ARG_BYTES */.Ak)
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.prompt}" is too long for a review: with the review instruction, the list of ${String(o.files.length)} changed files and the findings schema the prompt exceeds the ${String(args/* MAX_ARG_BYTES */.Ak - 1)} bytes Linux allows for one argument.`
        ]);
    return prompt;
}

// EXTERNAL MODULE: ./src/core/review/pull-files.ts
var pull_files = __webpack_require__(55739);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git_git = __webpack_require__(46856);
;// CONCATENATED MODULE: ./src/git/pull-diff.ts


const DIFF = ['diff', '--no-ext-diff', '--no-textconv', '--no-color', '--no-renames'];
const LITERAL = { GIT_LITERAL_PATHSPECS: '1' };
const BATCH_PATHS = 500;
const BATCH_BYTES = 64 * 1024;
const MAX_PATCH_BYTES = 32 * 1024 * 1024;
function batches(paths) {
    const out = [];
    let batch = [];
    let bytes = 0;
    for (const p of paths) {
        const size = Buffer.byteLength(p) + 1;
        if (batch.length > 0 && (batch.length >= BATCH_PATHS || bytes + size > BATCH_BYTES)) {
            out.push(batch);
            batch = [];
            bytes = 0;
        }
        batch.push(p);
        bytes += size;
    }
    if (batch.length > 0)
        out.push(batch);
    return out;
}
function readRest(git, o) {
    const absent = (why) => ({ kind: 'absent', why });
    const has = (sha) => git.test(['cat-file', '-e', `${sha}^{commit}`]);
    try {
        if (!has(o.head))
            return absent('the checkout does not have the head commit');
        if (!has(o.base))
            return absent('the checkout does not have the base commit');
        let mergeBase;
        try {
            mergeBase = git.run(['merge-base', o.base, o.head]).trim();
        }
        catch {
            return absent('the checkout has no common ancestor of the base and the head (a shallow clone)');
        }
        const range = [mergeBase, o.head];
        const changed = (0,pull_files/* parseNameStatus */.F_)(git.run([...DIFF, '--name-status', '-z', ...range]));
        const status = new Map(changed.map((f) => [f.path, f.status]));
        if (o.paths.some((p) => !status.has(p)))
            return absent("the checkout's diff does not hold every file GitHub listed");
        const rest = changed.filter((f) => !o.listed.has(f.path)).map((f) => f.path);
        return { kind: 'read', files: readFiles(git, range, rest, status) };
    }
    catch (error) {
        if (error instanceof git_git/* GitError */.XS)
            return absent(`git could not read it: ${error.message}`);
        throw error;
    }
}
function readFiles(git, range, paths, status) {
    const files = [];
    let bytes = 0;
    for (const batch of batches(paths)) {
        const stats = (0,pull_files/* parseNumstat */.aN)(git.run([...DIFF, '--numstat', '-z', ...range, '--', ...batch], { env: LITERAL }));
        const patches = (0,pull_files/* splitPatches */.b6)(git.run([...DIFF, '-U3', ...range, '--', ...batch], { env: LITERAL }));
        if (stats.length !== batch.length || patches.length !== batch.length)
            throw new git_git/* GitError */.XS('git diff gave another number of files than it named', '');
        stats.forEach((s, i) => {
            const patch = patches[i] ?? '';
            const kept = !s.binary && patch !== '' && bytes + patch.length <= MAX_PATCH_BYTES;
            if (kept)
                bytes += patch.length;
            files.push({
                path: s.path,
                status: status.get(s.path) ?? 'modified',
                additions: s.additions,
                deletions: s.deletions,
                ...(kept ? { patch } : {})
            });
        });
    }
    return files;
}

// EXTERNAL MODULE: ./src/github/pulls.ts
var pulls = __webpack_require__(74487);
// EXTERNAL MODULE: ./src/core/stream/json.ts
var json = __webpack_require__(44584);
// EXTERNAL MODULE: ./src/github/compare.ts
var compare = __webpack_require__(20480);
;// CONCATENATED MODULE: ./src/github/trees.ts



const trees_REQUEST_MS = 30_000;
function entryOf(v) {
    if (!(0,json/* isObject */.Gv)(v))
        return undefined;
    const { path, mode, type, sha } = v;
    if (typeof path !== 'string' || path === '' || typeof mode !== 'string')
        return undefined;
    if (typeof type !== 'string' || typeof sha !== 'string')
        return undefined;
    return { path, mode, type, sha };
}
async function treeOf(client, pr, sha) {
    try {
        const { data } = await client.rest.git.getTree({
            owner: pr.owner,
            repo: pr.repo,
            tree_sha: sha,
            recursive: 'true',
            request: { signal: AbortSignal.timeout(trees_REQUEST_MS) }
        });
        const answer = data;
        if (!(0,json/* isObject */.Gv)(answer) || answer.truncated !== false || !Array.isArray(answer.tree))
            return undefined;
        const entries = [];
        for (const raw of answer.tree) {
            const entry = entryOf(raw);
            if (entry === undefined)
                return undefined;
            entries.push(entry);
        }
        return entries;
    }
    catch {
        return undefined;
    }
}
async function changedPaths(client, pr, o) {
    const mergeBase = await (0,compare/* mergeBaseOf */.nM)(client, {
        owner: pr.owner,
        repo: pr.repo,
        base: o.base,
        head: o.head,
        signal: AbortSignal.timeout(trees_REQUEST_MS)
    });
    if (mergeBase === undefined)
        return undefined;
    const [before, after] = await Promise.all([
        treeOf(client, pr, mergeBase),
        treeOf(client, pr, o.head)
    ]);
    return before === undefined || after === undefined ? undefined : (0,pull_files/* treeChanges */.CJ)(before, after);
}

// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(71509);
;// CONCATENATED MODULE: ./src/stages/pull-files.ts





async function readPullDiff(client, pr, o) {
    const listing = await (0,pulls.readPullFiles)(client, pr);
    const listed = listing.files.length;
    const whole = { files: listing.files, patches: listing.patches };
    if (!(0,pull_files/* listCut */.Tm)(listed, o.changedFiles))
        return whole;
    const git = o.repos.open(o.workingDirectory, o.env);
    const rest = git === undefined
        ? { kind: 'absent', why: 'the working directory is not in a git repository' }
        : readRest(git, {
            base: o.base,
            head: o.head,
            paths: listing.files.map((f) => f.path),
            listed: listing.names
        });
    if (rest.kind === 'absent')
        return { ...whole, cut: { listed, names: listing.names, why: rest.why } };
    for (const f of rest.files)
        (0,pulls.addFile)(listing, f);
    o.info(`GitHub listed ${(0,format/* plural */.LS)(listed, 'file')} of pull request #${String(pr.number)} (it lists ${(0,format/* count */.U9)(pull_files/* PULL_FILES_LIMIT */.cc)} at most): ${rest.files.length === 0 ? 'the checkout has no more' : `the other ${(0,format/* plural */.LS)(rest.files.length, 'file')} were read from the checkout`}.`);
    return whole;
}
async function leftOut(client, pr, o) {
    const changed = await changedPaths(client, pr, { base: o.base, head: o.head });
    return (0,pull_files/* unreviewedOf */._9)({
        listed: o.cut.listed,
        ...(o.changedFiles !== undefined ? { changedFiles: o.changedFiles } : {}),
        ...(changed !== undefined ? { named: changed.filter((p) => !o.cut.names.has(p)) } : {})
    });
}
function leftOutWarning(u, cut, number) {
    const what = u.count !== undefined
        ? `${(0,format/* plural */.LS)(u.count, 'file')} of it ${u.count === 1 ? 'was' : 'were'} not reviewed`
        : 'any file of it past those GitHub listed was not reviewed';
    const named = u.paths.length > 0 ? ' (the summary and the review name them)' : '';
    return `GitHub lists at most ${(0,format/* count */.U9)(pull_files/* PULL_FILES_LIMIT */.cc)} files of a pull request, and the job's checkout could not give the rest of #${String(number)} (${cut.why}): ${what}${named}. This review is not one of the whole pull request: a later re-review does not start from it. A checkout with the pull request's history (actions/checkout with fetch-depth: 0) gives the rest.`;
}

;// CONCATENATED MODULE: ./src/stages/review.ts















async function startReview(ctx, focus, ledger, repos) {
    const settings = ctx.settings;
    const deps = reviewDeps(ctx);
    const pr = askedPull(ctx);
    const client = await ctx.github.client();
    const event = await readPull(ctx, pr);
    const sides = sidesOf(event);
    const read = await review_readFiles(client, pr, {
        ...sides,
        repos,
        workingDirectory: settings.workingDirectory,
        env: ctx.env.raw,
        info: deps.info
    });
    const key = (0,marker/* keyHash */.aE)(settings.commentKey);
    const scoped = await (0,rescope/* scopeReview */.JX)(client, {
        mode: settings.reviewScope,
        ledger: ledger.read,
        pr,
        head: sides.head,
        files: read.files,
        keyHash: key,
        warn: deps.warn,
        cancelled: deps.cancelled
    });
    const asked = promptOf(event, { focus, files: read.files, patches: read.patches, env: ctx.env }, scoped);
    const unreviewed = read.cut !== undefined && asked.scope.kind === 'full'
        ? await unreviewedFiles(client, pr, { ...sides, cut: read.cut, warn: deps.warn })
        : undefined;
    ctx.book.note(asked.scope.summary);
    deps.info(`Review scope: ${(0,core_said/* plainText */.wh)(asked.scope.summary)}.`);
    const target = {
        pr,
        headSha: sides.head,
        files: new Map(read.files.map((f) => [f.path, f])),
        readOnly: (0,github_event/* readOnlyOnFork */.Mg)(event) || settings.publish === 'later',
        ...(settings.publish === 'later' ? { later: true } : {}),
        keyHash: key,
        ...(asked.rescoped !== undefined ? { rescoped: asked.rescoped } : {}),
        ...(unreviewed !== undefined ? { unreviewed } : {})
    };
    const stage = new ReviewStage(client, settings, target, asked.prompt, deps);
    stage.ledger = ledger.record;
    await stage.openCheck(event.runUrl);
    return stage;
}
function reviewDeps(ctx) {
    return {
        redact: ctx.redact,
        warn: (m) => ctx.book.warning(m),
        info: (line) => ctx.say.line(line),
        annotate: (a) => ctx.port.annotate(a),
        cancelled: () => ctx.signals.received() !== undefined,
        ...(ctx.env.knobs.githubRetryMs !== undefined ? { retryMs: ctx.env.knobs.githubRetryMs } : {})
    };
}
function askedPull(ctx) {
    const event = (0,github_event/* eventOf */.A6)(ctx.event);
    if (!event.isPullRequest || event.number === undefined)
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.review}" is true, but this ${event.name || 'unknown'} event is not about a pull request${event.number !== undefined ? ` (#${String(event.number)} is an issue)` : ''}.`
        ]);
    if (ctx.settings.githubToken === '')
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.githubToken}" is empty: a review reads the pull request's diff and posts the review with it.`
        ]);
    return { owner: event.owner, repo: event.repo, number: event.number };
}
async function readPull(ctx, pr) {
    const what = `pull request #${String(pr.number)}`;
    let event;
    try {
        event = await ctx.github.pull();
    }
    catch (error) {
        throw new errors/* ReasonedError */.O$(`Could not read ${what} (${(0,github_client/* describeError */.Uc)(error)}), so no review can be made.`, 'review_failed');
    }
    if (!/^[0-9a-f]{40,64}$/.test(event.head?.sha ?? ''))
        throw new errors/* ReasonedError */.O$(`The event names no head commit of ${what}, so no review can be made.`, 'review_failed');
    return event;
}
function sidesOf(event) {
    return {
        base: event.base?.sha ?? '',
        head: event.head?.sha ?? '',
        ...(event.changedFiles !== undefined ? { changedFiles: event.changedFiles } : {})
    };
}
async function review_readFiles(client, pr, o) {
    try {
        return await readPullDiff(client, pr, o);
    }
    catch (error) {
        throw new errors/* ReasonedError */.O$(`Could not read the files of pull request #${String(pr.number)} (${(0,github_client/* describeError */.Uc)(error)}), so no review can be made.`, 'review_failed');
    }
}
async function unreviewedFiles(client, pr, o) {
    const { warn, ...sides } = o;
    const unreviewed = await leftOut(client, pr, sides);
    if (unreviewed !== undefined)
        warn(leftOutWarning(unreviewed, o.cut, pr.number));
    return unreviewed;
}
class ReviewStage {
    client;
    settings;
    target;
    prompt;
    deps;
    outcome;
    check;
    checkFailed = false;
    closed = false;
    ledger;
    constructor(client, settings, target, prompt, deps) {
        this.client = client;
        this.settings = settings;
        this.target = target;
        this.prompt = prompt;
        this.deps = deps;
    }
    async openCheck(runUrl) {
        if (!this.settings.checkRun)
            return;
        if (this.target.readOnly) {
            this.checkFailed = true;
            return;
        }
        try {
            this.check = await checks/* CheckRun */.E.create(this.client, this.target.pr, {
                headSha: this.target.headSha,
                detailsUrl: runUrl
            });
            this.deps.info(`Check run "Cursor Agent review": ${this.check.url}`);
        }
        catch (error) {
            this.checkFailed = true;
            this.deps.warn(`Could not create the check run (${(0,github_client/* describeError */.Uc)(error)})${(0,github_client/* statusOf */.c2)(error) === 403 ? ': the token needs `checks: write` (add it under `permissions:`)' : ''}; the findings will be annotations in the log.`);
        }
    }
    async finish(report) {
        const { compileSchema } = await Promise.all(/* import() */[__webpack_require__.e(804), __webpack_require__.e(313)]).then(__webpack_require__.bind(__webpack_require__, 37313));
        const reading = (0,review_findings/* readFindings */.RJ)(report.finalMessage, compileSchema, this.deps.redact);
        const posting = await postFindings(this.client, {
            settings: this.settings,
            target: this.target,
            message: report.finalMessage,
            reading,
            deps: this.deps,
            record: this.ledger && ((failed) => this.record(report, failed))
        });
        const basis = { reading, target: this.target, settings: this.settings };
        this.outcome = { ...reviewOutcome(basis, posting), checkRunUrl: this.check?.url };
    }
    record(report, failed) {
        return (this.ledger?.({
            failed,
            report,
            from: this.target.rescoped?.from,
            partial: this.target.unreviewed !== undefined
        }) ?? Promise.resolve(''));
    }
    async close(verdict) {
        if (this.closed)
            return;
        this.closed = true;
        const cancelled = verdict.conclusion === 'cancelled';
        this.outcome ??= {
            ...unfinishedOutcome({ target: this.target, settings: this.settings }, cancelled),
            checkRunUrl: this.check?.url
        };
        const o = this.outcome;
        if (this.check !== undefined) {
            try {
                await this.check.complete({
                    conclusion: verdict.conclusion,
                    ...(0,findings/* checkOutput */.yr)(o),
                    annotations: checkAnnotations(o.findings, this.target.files)
                }, AbortSignal.timeout(this.deps.cancelled() ? 5_000 : 30_000));
            }
            catch (error) {
                this.checkFailed = true;
                this.deps.warn(`Could not complete the check run (${(0,github_client/* describeError */.Uc)(error)})${(0,github_client/* statusOf */.c2)(error) === 403 ? ': the token needs `checks: write`' : ''}; the findings are annotations in the log instead.`);
            }
        }
        if (o.findings.length > 0 && (this.checkFailed || o.review === undefined))
            this.annotate(o);
    }
    annotate(o) {
        const { annotations, more } = logAnnotations(o.findings);
        for (const a of annotations)
            this.deps.annotate(a);
        if (more > 0)
            this.deps.info(`${String(more)} more findings are listed in the job summary (the runner shows at most 10 annotations of each kind per step).`);
    }
}


/***/ })

};
