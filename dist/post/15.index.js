export const id = 15;
export const ids = [15];
export const modules = {

/***/ 4584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject)
/* harmony export */ });
/* unused harmony exports str, num */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function str(value) {
    return typeof value === 'string' ? value : undefined;
}
function num(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
        return Number(value);
    return undefined;
}


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_EVENTS: () => (/* binding */ COMMENT_EVENTS),
/* harmony export */   TRIGGER_EVENTS: () => (/* binding */ TRIGGER_EVENTS),
/* harmony export */   currentEvent: () => (/* binding */ currentEvent),
/* harmony export */   eventOf: () => (/* binding */ eventOf),
/* harmony export */   parseEvent: () => (/* binding */ parseEvent),
/* harmony export */   prBase: () => (/* binding */ prBase),
/* harmony export */   pullFacts: () => (/* binding */ pullFacts),
/* harmony export */   readEvent: () => (/* binding */ readEvent),
/* harmony export */   readOnlyOnFork: () => (/* binding */ readOnlyOnFork),
/* harmony export */   withPullRefs: () => (/* binding */ withPullRefs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_stream_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4584);


const COMMENT_EVENTS = [
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review_comment',
    'pull_request_review',
    'issues'
];
const TRIGGER_EVENTS = [
    'issue_comment',
    'pull_request_review_comment',
    'pull_request_review',
    'issues'
];
function obj(v) {
    return (0,_core_stream_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(v) ? v : undefined;
}
function str(v) {
    return typeof v === 'string' ? v : '';
}
function num(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined;
}
function actor(v) {
    const o = obj(v);
    const login = str(o?.login);
    return login === '' ? undefined : { login, type: str(o?.type) || 'User' };
}
function gitRef(v) {
    const o = obj(v);
    if (o === undefined)
        return undefined;
    return { ref: str(o.ref), sha: str(o.sha), repo: str(obj(o.repo)?.full_name) };
}
function readPayload(file) {
    if (file === undefined || file === '')
        return {};
    try {
        return obj(JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_0___default().readFileSync(file, 'utf8'))) ?? {};
    }
    catch {
        return {};
    }
}
function parseEvent(env, payload) {
    const name = env.eventName ?? '';
    const [owner = '', repo = ''] = (env.repository ?? str(obj(payload.repository)?.full_name)).split('/');
    const pr = obj(payload.pull_request);
    const issue = obj(payload.issue);
    const comment = obj(payload.comment);
    const review = obj(payload.review);
    const subject = pr ?? issue;
    let body = '';
    let author;
    let reactTo;
    let asked = { at: '', commit: '' };
    const commentId = num(comment?.id);
    if (name === 'issue_comment' || name === 'pull_request_review_comment') {
        body = str(comment?.body);
        author = actor(comment?.user);
        asked = { at: str(comment?.created_at), commit: str(comment?.commit_id) };
        if (commentId !== undefined)
            reactTo = {
                kind: name === 'issue_comment' ? 'issue-comment' : 'review-comment',
                id: commentId
            };
    }
    else if (name === 'pull_request_review') {
        body = str(review?.body);
        author = actor(review?.user);
        asked = { at: str(review?.submitted_at), commit: str(review?.commit_id) };
    }
    else if (subject !== undefined) {
        body = str(subject.body);
        author = actor(subject.user);
        const n = num(subject.number);
        if (name === 'issues' && n !== undefined)
            reactTo = { kind: 'issue', number: n };
    }
    const head = gitRef(pr?.head);
    const base = gitRef(pr?.base);
    const serverUrl = (env.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
    const runId = env.runId ?? '';
    return {
        name,
        action: str(payload.action),
        owner,
        repo,
        number: num(subject?.number),
        isPullRequest: pr !== undefined || obj(issue?.pull_request) !== undefined,
        title: str(subject?.title),
        body,
        author,
        subjectAuthor: actor(subject?.user),
        sender: actor(payload.sender),
        reactTo,
        asked,
        head,
        base,
        fork: isFork(head, base),
        changedFiles: num(pr?.changed_files),
        serverUrl,
        runId,
        runAttempt: env.runAttempt ?? '',
        job: env.job ?? '',
        workflow: env.workflow ?? '',
        runUrl: runId !== '' && owner !== '' && repo !== ''
            ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${env.runAttempt !== undefined && env.runAttempt !== '' && env.runAttempt !== '1' ? `/attempts/${env.runAttempt}` : ''}`
            : ''
    };
}
function isFork(head, base) {
    if (head === undefined || base === undefined)
        return false;
    return head.repo === '' || head.repo.toLowerCase() !== base.repo.toLowerCase();
}
function currentEvent(env) {
    return parseEvent(env, readPayload(env.eventPath));
}
function readEvent(env) {
    try {
        return { event: currentEvent(env) };
    }
    catch (error) {
        return { error };
    }
}
function eventOf(reading) {
    if ('error' in reading)
        throw reading.error;
    return reading.event;
}
async function withPullRefs(client, event) {
    if (!event.isPullRequest || event.number === undefined || event.head !== undefined)
        return event;
    const { data } = await client.rest.pulls.get({
        owner: event.owner,
        repo: event.repo,
        pull_number: event.number
    });
    const headRepo = data.head.repo;
    const head = {
        ref: data.head.ref,
        sha: data.head.sha,
        repo: headRepo?.full_name ?? '',
        pushedAt: str(headRepo?.pushed_at) || undefined
    };
    const base = { ref: data.base.ref, sha: data.base.sha, repo: data.base.repo.full_name };
    const changed = data.changed_files;
    return {
        ...event,
        head,
        base,
        fork: isFork(head, base),
        changedFiles: typeof changed === 'number' ? num(changed) : event.changedFiles
    };
}
const READ_ONLY_ON_FORKS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment'
]);
function readOnlyOnFork(event) {
    return event.fork && READ_ONLY_ON_FORKS.has(event.name);
}
const PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
]);
function prBase(event) {
    if (!PR_EVENTS.has(event.name) || !event.isPullRequest)
        return { isPr: false };
    const sha = event.base?.sha ?? '';
    return { isPr: true, baseSha: /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined };
}
function pullFacts(event) {
    if (!event.isPullRequest || event.head === undefined || event.base === undefined)
        return undefined;
    return {
        number: event.number ?? 0,
        headRef: event.head.ref,
        headSha: event.head.sha,
        headRepo: event.head.repo === '' ? '(deleted fork)' : event.head.repo,
        baseRepo: event.base.repo,
        fork: event.fork,
        headPushedAt: event.head.pushedAt
    };
}


/***/ })

};
