export const id = 584;
export const ids = [584];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO_RETRY: () => (/* binding */ NO_RETRY),
/* harmony export */   createClient: () => (/* binding */ createClient),
/* harmony export */   describeError: () => (/* binding */ describeError),
/* harmony export */   statusOf: () => (/* binding */ statusOf)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);

const NO_RETRY = { request: { retries: 0 } };
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
async function createClient(token, options) {
    if (token === '')
        throw new Error('no GitHub token (input github-token is empty)');
    const [{ getOctokit }, { retry }, { throttling }, spacing] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(758)]).then(__webpack_require__.bind(__webpack_require__, 11758)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 49735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 86856)),
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
    const { default: Bottleneck } = await __webpack_require__.e(/* import() */ 251).then(__webpack_require__.t.bind(__webpack_require__, 63251, 23));
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


/***/ })

};
