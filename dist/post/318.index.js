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
    const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
        __webpack_require__.e(/* import() */ 758).then(__webpack_require__.bind(__webpack_require__, 1758)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 9735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 6856))
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
            fallbackSecondaryRateRetryAfter: 60
        }
    }, retry, throttling);
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
 */

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
    constructor(client, thread, marker, warn) {
        this.client = client;
        this.thread = thread;
        this.marker = marker;
        this.warn = warn;
    }
    get permission() {
        return this.thread.isPullRequest ? 'pull-requests: write' : 'issues: write';
    }
    /** The oldest comment holding the marker, looked up on every page. */
    async find() {
        const { owner, repo, number } = this.thread;
        const iterator = this.client.paginate.iterator(this.client.rest.issues.listComments, {
            owner,
            repo,
            issue_number: number,
            per_page: 100
        });
        for await (const page of iterator) {
            const hit = page.data.find((c) => c.body?.includes(this.marker) === true);
            if (hit !== undefined)
                return { id: hit.id, url: hit.html_url };
        }
        return undefined;
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
    async put(body) {
        const { owner, repo, number } = this.thread;
        if (this.id === undefined) {
            const found = await this.find();
            if (found !== undefined)
                ({ id: this.id, url: this.url } = found);
        }
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
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.warn(message);
    }
}


/***/ })

};
