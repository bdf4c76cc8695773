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

const NO_RETRY = { request: { retries: 0 } };
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
async function spacedLimiters(secondMs) {
    const { default: Bottleneck } = await __webpack_require__.e(/* import() */ 251).then(__webpack_require__.t.bind(__webpack_require__, 3251, 23));
    const group = (id, seconds) => new Bottleneck.Group({ id, maxConcurrent: 1, minTime: seconds * secondMs });
    return {
        write: group('octokit-write', 1),
        notifications: group('octokit-notifications', 3),
        search: group('octokit-search', 2)
    };
}
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
            this.note(`Could not learn which account the token is (${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(error)}): no existing comment on #${String(this.thread.number)} is reused.`);
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
            const login = data.user?.login;
            if (login !== undefined && login !== '')
                this.self = Promise.resolve({ login });
        }
        catch (error) {
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
            if (status === undefined)
                this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: GitHub did not answer (${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(error)}); the run itself is not affected.`;
        }
        else {
            message = `Could not ${what} on #${String(this.thread.number)}: ${(0,_client_js__WEBPACK_IMPORTED_MODULE_0__.describeError)(error)}.`;
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


/***/ })

};
