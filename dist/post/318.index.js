export const id = 318;
export const ids = [318,584];
export const modules = {

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
        __webpack_require__.e(/* import() */ 758).then(__webpack_require__.bind(__webpack_require__, 1758)),
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


/***/ }),

/***/ 7318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   StickyComment: () => (/* binding */ StickyComment)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6584);
/**
 * The one comment this job keeps on a PR or issue: found by its hidden marker across all pages,
 * created once, then edited in place. Best effort by design: every GitHub failure becomes one
 * warning naming the fix, never an exception, so the agent's verdict never depends on GitHub.
 *
 * Only a comment written by the token's own account is ever ours. The marker is public (anyone
 * can compute it from the workflow file), so a comment that merely holds it may be an outsider's,
 * posted first to have the bot adopt it and then edit it into anything. Which account the token
 * is comes from GraphQL's `viewer` (see `whoAmI`); when that cannot be learnt, no existing comment
 * is adopted and the account is learnt from the comment this job creates.
 */

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
    /** Set after a 401/403 or an unreachable API: later writes are skipped (one warning only). */
    gaveUp = false;
    warned = new Set();
    /** The token's account: looked up once (whoAmI), or learnt from the comment this job made. */
    self;
    /**
     * A hidden record kept at the end of every body this job writes (the pull request's ledger,
     * docs/ledger.md); taken from the comment found on GitHub (`carry`) until the run sets its own.
     */
    trailer = '';
    /** What of a found comment's body to keep at the end of every body written (see `trailer`). */
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
    /**
     * Which account the token is. GraphQL's `viewer` answers for every kind of token: a personal
     * access token, GITHUB_TOKEN and a GitHub App's installation token alike (REST's `GET /user`
     * refuses the last two with a 403), and is what marocchino/sticky-pull-request-comment uses.
     * Undefined when GitHub does not say: then nothing found on the thread is adopted.
     */
    whoAmI() {
        this.self ??= this.client
            .graphql('query { viewer { login } }')
            .then(({ viewer }) => {
            const login = viewer?.login;
            return typeof login === 'string' && login !== '' ? { login } : undefined;
        })
            .catch((error) => {
            this.note(`Could not learn which account the token is (${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(error)}): no existing comment on #${String(this.thread.number)} is reused.`);
            return undefined;
        });
        return this.self;
    }
    /** The token's own login, as this comment learnt it (asked once); undefined when unknown. */
    async account() {
        return (await this.whoAmI())?.login;
    }
    /** The oldest comment of the token's own account holding the marker, looked up on every page. */
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
            const hit = page.data.find((c) => sameAccount(c.user, self) && c.body?.includes(this.marker) === true);
            if (hit !== undefined)
                return { id: hit.id, url: hit.html_url, body: hit.body ?? '' };
        }
        return undefined;
    }
    /** The hidden record every later write ends with (the ledger with this run in it). */
    setTrailer(text) {
        this.trailer = text;
    }
    /** Characters every write adds at the end (the record and its line breaks): a renderer keeps them free. */
    get reserved() {
        return this.trailer === '' ? 0 : this.trailer.length + 2;
    }
    /** Creates or edits the comment. Returns whether the body is now on GitHub. */
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
                // Someone deleted it: start a new one below.
                if ((0,_client_js__WEBPACK_IMPORTED_MODULE_0__.statusOf)(error) !== 404)
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
                ..._client_js__WEBPACK_IMPORTED_MODULE_0__.NO_RETRY
            });
            this.id = data.id;
            this.url = data.html_url;
            // The author of the comment this job just made is the token's account, whatever whoAmI said.
            const login = data.user?.login;
            if (login !== undefined && login !== '')
                this.self = Promise.resolve({ login });
        }
        catch (error) {
            // A create that failed with a 5xx (or a lost answer) may have been stored: look again
            // instead of creating a second one.
            const status = (0,_client_js__WEBPACK_IMPORTED_MODULE_0__.statusOf)(error);
            if (status !== undefined && status < 500)
                throw error;
            const found = await this.find();
            if (found === undefined)
                throw error;
            ({ id: this.id, url: this.url } = found);
            await this.client.rest.issues.updateComment({ owner, repo, comment_id: found.id, body });
        }
    }
    /** Adds a reaction to the triggering comment or issue; failures are warnings. */
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
        const status = (0,_client_js__WEBPACK_IMPORTED_MODULE_0__.statusOf)(error);
        let message;
        if (status === 401 || status === 403) {
            this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: ${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(error)}. The token needs \`${this.permission}\`: add it under \`permissions:\` in the workflow (the run itself is not affected).`;
        }
        else if (status === undefined || status >= 500) {
            // An unreachable API is not retried edit after edit: the run goes on without the comment.
            if (status === undefined)
                this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: GitHub did not answer (${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(error)}); the run itself is not affected.`;
        }
        else {
            message = `Could not ${what} on #${String(this.thread.number)}: ${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(error)}.`;
        }
        this.note(message);
    }
    /** A warning, given once. */
    note(message) {
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.warn(message);
    }
}


/***/ })

};
