export const id = 371;
export const ids = [371];
export const modules = {

/***/ 1371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/github/read-only.ts
class WriteRefused extends Error {
    request;
    constructor(request) {
        super(`A write to GitHub was asked for with publish: later (${request}); nothing was written. This is a bug in cursor-agent-action: with publish: later the agent's job only reads.`);
        this.request = request;
        this.name = 'WriteRefused';
    }
}
function requestName(r) {
    const url = (r.url ?? '').split('?')[0] ?? '';
    return `${(r.method ?? 'GET').toUpperCase()} ${url}`;
}
function isWrite(r) {
    const method = (r.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD')
        return false;
    if (method !== 'POST' || !/^\/?graphql$/.test(r.url ?? ''))
        return true;
    return !isQueryDocument(r.query);
}
function isQueryDocument(query) {
    if (typeof query !== 'string')
        return false;
    const bare = query
        .replace(/"""[\s\S]*?"""/g, '""')
        .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
        .replace(/#[^\n\r]*/g, '');
    if (!/^\s*(?:query\b|\{)/.test(bare))
        return false;
    return !/\b(?:mutation|subscription)\b/.test(bare);
}
function refuseWrite(r, refused) {
    if (!isWrite(r))
        return;
    const name = requestName(r);
    refused(name);
    throw new WriteRefused(name);
}

;// CONCATENATED MODULE: ./src/github/octokit.ts





const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
function createClient(token, options) {
    if (token === '')
        throw new Error('no GitHub token (input github-token is empty)');
    const spacing = options.retryBaseMs === undefined ? undefined : spacedLimiters(options.retryBaseMs);
    const limitRetries = options.rateLimitRetries ?? 2;
    const maxWait = options.maxWaitSeconds ?? 60;
    const base = options.retryBaseMs ?? 1000;
    const onLimit = (kind) => (retryAfter, request, _o, count) => {
        if (count < limitRetries && retryAfter <= maxWait)
            return true;
        options.warn(`GitHub ${kind} rate limit on ${request.method} ${request.url}: gave up after ${String(count)} ${count === 1 ? 'retry' : 'retries'} (resets in ${String(retryAfter)} s).`);
        return false;
    };
    const client = (0,github/* getOctokit */.Q)(token, {
        baseUrl: options.baseUrl || 'https://api.github.com',
        retry: { doNotRetry: DO_NOT_RETRY, retries: options.retries ?? 3, retryAfterBaseValue: base },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            retryAfterBaseValue: base,
            fallbackSecondaryRateRetryAfter: 60,
            ...spacing
        }
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    const readOnly = options.readOnly;
    if (readOnly !== undefined)
        client.hook.before('request', (request) => {
            if (readOnly.active())
                refuseWrite(request, readOnly.refused);
        });
    return client;
}
function spacedLimiters(secondMs) {
    const group = (id, seconds) => new (light_default()).Group({ id, maxConcurrent: 1, minTime: seconds * secondMs });
    return {
        write: group('octokit-write', 1),
        notifications: group('octokit-notifications', 3),
        search: group('octokit-search', 2)
    };
}


/***/ })

};
