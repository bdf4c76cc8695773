import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   bD: () => (/* binding */ messageOf)
/* harmony export */ });
/* unused harmony exports errorOf, errnoOf, ReasonedError, InputError */
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2230);

function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
function errorOf(error) {
    return error instanceof Error ? error : new Error(String(error));
}
function errnoOf(error) {
    const code = typeof error === 'object' && error !== null ? error.code : undefined;
    return typeof code === 'string' ? code : undefined;
}
class ReasonedError extends Error {
    reason;
    said;
    constructor(message, reason) {
        super((0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(message));
        this.reason = reason;
        this.name = 'ReasonedError';
        if (message instanceof _said_js__WEBPACK_IMPORTED_MODULE_0__/* .Said */ .oX)
            this.said = message;
    }
}
class InputError extends ReasonedError {
    problems;
    constructor(problems) {
        super(problems.length === 1 ? (problems[0] ?? '') : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .joinSaid */ .Gu)('Invalid inputs:', problems, '\n- '), 'invalid_input');
        this.problems = problems.map(_said_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh);
        this.name = 'InputError';
    }
}


/***/ }),

/***/ 2230:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ joinSaid),
/* harmony export */   ag: () => (/* binding */ said),
/* harmony export */   f$: () => (/* binding */ shownText),
/* harmony export */   oX: () => (/* binding */ Said),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* unused harmony exports code, input, shown, anEvent, list */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2020);

class Said {
    pieces;
    values;
    constructor(pieces, values) {
        this.pieces = pieces;
        this.values = values;
    }
    toString() {
        return plainText(this);
    }
}
function said(strings, ...values) {
    const parts = [ours(strings[0])];
    values.forEach((v, i) => {
        if (typeof v === 'number')
            parts.push(ours(String(v)));
        else if (typeof v === 'string' || v instanceof Said)
            parts.push(v);
        else
            parts.push(new Said(['', ''], [v]));
        parts.push(ours(strings[i + 1] ?? ''));
    });
    return concat(...parts);
}
const code = (value) => ({ kind: 'code', value });
const input = (value) => ({ kind: 'input', value });
const shown = (value) => ({ kind: 'shown', value });
function ours(markdown) {
    return new Said([markdown], []);
}
function concat(...parts) {
    const pieces = [''];
    const values = [];
    for (const part of parts) {
        const s = typeof part === 'string' ? new Said(['', ''], [{ kind: 'text', value: part }]) : part;
        pieces[pieces.length - 1] += s.pieces[0] ?? '';
        s.values.forEach((v, i) => {
            values.push(v);
            pieces.push(s.pieces[i + 1] ?? '');
        });
    }
    return new Said(pieces, values);
}
function anEvent(name) {
    if (name === undefined || name === '')
        return said `this event`;
    return /^[aeiou]/i.test(name) ? said `an ${code(name)} event` : said `a ${code(name)} event`;
}
function list(items, separator) {
    return concat(...items.flatMap((item, i) => (i === 0 ? [item] : [ours(separator), item])));
}
function joinSaid(first, items, separator) {
    return concat(ours(first), ...items.flatMap((item) => [ours(separator), item]));
}
function plainValue(v) {
    switch (v.kind) {
        case 'input':
            return `"${v.value}"`;
        case 'shown':
            return shownText(v.value);
        case 'text':
        case 'code':
            return v.value;
    }
}
function shownText(value) {
    return JSON.stringify((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(value, 81));
}
function plainText(s) {
    if (typeof s === 'string')
        return s;
    let out = s.pieces[0] ?? '';
    s.values.forEach((v, i) => {
        out += plainValue(v) + (s.pieces[i + 1] ?? '');
    });
    return out;
}


/***/ }),

/***/ 2020:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ cutTail),
/* harmony export */   fz: () => (/* binding */ cutHead),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony export lastLines */
function truncate(text, max, options = {}) {
    if (text.length <= max)
        return text;
    const mark = options.mark ?? '…';
    const room = Math.max(0, max - mark.length);
    if (options.keep === 'tail') {
        let start = text.length - room;
        if (isLowSurrogate(text.charCodeAt(start)))
            start++;
        return mark + text.slice(start);
    }
    let end = room;
    if (isLowSurrogate(text.charCodeAt(end)))
        end--;
    return text.slice(0, end) + mark;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
function lastLines(text, n) {
    return text.split('\n').slice(-n).join('\n');
}
function cutHead(text, max, mark = '…') {
    if (text.length <= max)
        return text;
    let head = text.slice(0, max);
    if (/[A-Za-z0-9_+/=-]/.test(text.charAt(max)))
        head = head.replace(/[A-Za-z0-9_+/=-]+$/, '');
    return head + mark;
}
function cutTail(text, max, mark = '…') {
    if (text.length <= max)
        return text;
    let tail = text.slice(text.length - max);
    if (/[A-Za-z0-9_+/=-]/.test(text.charAt(text.length - max - 1)))
        tail = tail.replace(/^[A-Za-z0-9_+/=-]+/, '');
    return mark + tail;
}


/***/ }),

/***/ 6455:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N9: () => (/* binding */ FAILURE_REASONS),
/* harmony export */   mc: () => (/* binding */ INPUTS)
/* harmony export */ });
/* unused harmony exports PUBLISH_INPUTS, PUBLISH_OUTPUTS, REVIEW_OUTPUTS, OUTPUTS, SKIP_REASONS */
const INPUTS = {
    prompt: 'prompt',
    promptFile: 'prompt-file',
    apiKey: 'api-key',
    model: 'model',
    mode: 'mode',
    force: 'force',
    trust: 'trust',
    resume: 'resume',
    extraArgs: 'extra-args',
    workingDirectory: 'working-directory',
    requireMcp: 'require-mcp',
    cliPath: 'cli-path',
    install: 'install',
    installerUrl: 'installer-url',
    cliVersion: 'cli-version',
    cliSha256: 'cli-sha256',
    cliDownloadUrl: 'cli-download-url',
    summary: 'summary',
    exitGraceSeconds: 'exit-grace-seconds',
    inactivityTimeoutMinutes: 'inactivity-timeout-minutes',
    timeoutMinutes: 'timeout-minutes',
    outputSchema: 'output-schema',
    maxToolCalls: 'max-tool-calls',
    maxFailedToolCalls: 'max-failed-tool-calls',
    githubToken: 'github-token',
    commentOnPr: 'comment-on-pr',
    triggerPhrase: 'trigger-phrase',
    commentKey: 'comment-key',
    allowedUsers: 'allowed-users',
    allowedBots: 'allowed-bots',
    progressSeconds: 'progress-seconds',
    push: 'push',
    commitMessage: 'commit-message',
    branchPrefix: 'branch-prefix',
    openPr: 'open-pr',
    trustPrConfig: 'trust-pr-config',
    allowWorkflowChanges: 'allow-workflow-changes',
    checkoutPr: 'checkout-pr',
    review: 'review',
    failOn: 'fail-on',
    reviewEvent: 'review-event',
    maxFindings: 'max-findings',
    checkRun: 'check-run',
    maxPrRuns: 'max-pr-runs',
    maxPrTokens: 'max-pr-tokens',
    reviewScope: 'review-scope',
    publish: 'publish'
};
const PUBLISH_INPUTS = {
    bundle: 'bundle',
    minAgreement: 'min-agreement'
};
const PUBLISH_OUTPUTS = {
    bundles: 'bundles'
};
const REVIEW_OUTPUTS = {
    findings: 'findings',
    findingsCount: 'findings_count',
    reviewId: 'review_id',
    reviewUrl: 'review_url',
    checkRunUrl: 'check_run_url',
    reviewedFrom: 'reviewed_from'
};
const LAND_OUTPUTS = {
    patch: 'patch',
    commitSha: 'commit_sha',
    branch: 'branch',
    prUrl: 'pr_url'
};
const PR_OUTPUTS = {
    prRuns: 'pr_runs',
    prUsage: 'pr_usage'
};
const BUNDLE_OUTPUTS = {
    bundle: 'bundle'
};
const RUN_OUTPUTS = {
    result: 'result',
    finalMessage: 'final_message',
    resultFile: 'result_file',
    finalMessageFile: 'final_message_file',
    sessionId: 'session_id',
    resumed: 'resumed',
    requestId: 'request_id',
    duration: 'duration',
    model: 'model',
    exitCode: 'exit_code',
    conclusion: 'conclusion',
    failureReason: 'failure_reason',
    skipReason: 'skip_reason',
    toolCalls: 'tool_calls',
    failedToolCalls: 'failed_tool_calls',
    filesRead: 'files_read',
    filesChanged: 'files_changed',
    usage: 'usage',
    transcript: 'transcript',
    cliVersion: 'cli_version',
    structuredOutput: 'structured_output',
    manifest: 'manifest',
    commentId: 'comment_id',
    commentUrl: 'comment_url'
};
const OUTPUTS = {
    ...RUN_OUTPUTS,
    ...LAND_OUTPUTS,
    ...REVIEW_OUTPUTS,
    ...PR_OUTPUTS,
    ...BUNDLE_OUTPUTS
};
const FAILURE_REASONS = [
    'exit_code',
    'no_result',
    'agent_error',
    'auth',
    'network',
    'usage_limit',
    'model_unavailable',
    'workspace_missing',
    'mcp_unavailable',
    'timeout',
    'inactivity',
    'budget',
    'schema_mismatch',
    'cancelled',
    'cli_not_found',
    'install_failed',
    'spawn_error',
    'invalid_input',
    'internal',
    'push_failed',
    'integrity',
    'findings',
    'review_failed',
    'invalid_bundle',
    'deliverable_missing'
];
const SKIP_REASONS = (/* unused pure expression or super */ null && (['no-trigger', 'not-allowed', 'max-pr-runs', 'max-pr-tokens']));


/***/ }),

/***/ 4344:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4720);

await (0,_post_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4720:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_namespaceObject);
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/core/platform.ts
const OS_OF_RUNNER = { linux: 'linux', macos: 'darwin', windows: 'windows' };
const HOST_OS = {
    linux: 'linux',
    darwin: 'darwin',
    win32: 'windows'
};
const ARCH = { x64: 'x64', arm64: 'arm64', x86: 'x86', ia32: 'x86' };
function platformOf(runner, host) {
    const runnerOs = (runner.os ?? '').toLowerCase();
    const runnerArch = (runner.arch ?? '').toLowerCase();
    return {
        os: runnerOs !== ''
            ? (OS_OF_RUNNER[runnerOs] ?? runnerOs)
            : (HOST_OS[host.platform] ?? host.platform),
        arch: runnerArch !== '' ? (ARCH[runnerArch] ?? runnerArch) : (ARCH[host.arch] ?? host.arch),
        host: host.platform
    };
}
function archivePublished(p) {
    return ['linux', 'darwin', 'windows'].includes(p.os) && ['x64', 'arm64'].includes(p.arch);
}
function archiveLayout(p) {
    if (p.os === 'windows')
        return {
            archive: 'agent-cli-package.zip',
            program: 'dist-package/node.exe',
            prefix: ['dist-package/index.js']
        };
    return { archive: 'agent-cli-package.tar.gz', program: 'dist-package/cursor-agent', prefix: [] };
}
function killPlan(host, pid, signal) {
    if (host === 'win32')
        return { kind: 'command', command: 'taskkill', args: ['/T', '/F', '/PID', String(pid)] };
    return { kind: 'group', pid: -pid, signal };
}

;// CONCATENATED MODULE: ./src/runner/env.ts

function ms(value) {
    return Number(value ?? '') || undefined;
}
function readRunnerEnv(env, host = process) {
    return Object.freeze({
        raw: env,
        repository: env.GITHUB_REPOSITORY,
        serverUrl: env.GITHUB_SERVER_URL,
        apiUrl: env.GITHUB_API_URL,
        graphqlUrl: env.GITHUB_GRAPHQL_URL,
        eventName: env.GITHUB_EVENT_NAME,
        eventPath: env.GITHUB_EVENT_PATH,
        runId: env.GITHUB_RUN_ID,
        runAttempt: env.GITHUB_RUN_ATTEMPT,
        runNumber: env.GITHUB_RUN_NUMBER,
        workflow: env.GITHUB_WORKFLOW,
        job: env.GITHUB_JOB,
        sha: env.GITHUB_SHA,
        ref: env.GITHUB_REF,
        workspace: env.GITHUB_WORKSPACE,
        token: env.GITHUB_TOKEN,
        actionRepository: env.GITHUB_ACTION_REPOSITORY,
        actionRef: env.GITHUB_ACTION_REF,
        stepSummary: env.GITHUB_STEP_SUMMARY,
        outputFile: env.GITHUB_OUTPUT,
        stateFile: env.GITHUB_STATE,
        envFile: env.GITHUB_ENV,
        pathFile: env.GITHUB_PATH,
        temp: env.RUNNER_TEMP,
        toolCache: env.RUNNER_TOOL_CACHE,
        debug: env.RUNNER_DEBUG,
        environment: env.RUNNER_ENVIRONMENT,
        os: env.RUNNER_OS,
        arch: env.RUNNER_ARCH,
        platform: Object.freeze(platformOf({ os: env.RUNNER_OS, arch: env.RUNNER_ARCH }, host)),
        actionsResultsUrl: env.ACTIONS_RESULTS_URL,
        actionsCacheUrl: env.ACTIONS_CACHE_URL,
        actionsRuntimeToken: env.ACTIONS_RUNTIME_TOKEN,
        actionsIdTokenRequestToken: env.ACTIONS_ID_TOKEN_REQUEST_TOKEN,
        knobs: Object.freeze({
            heartbeatMs: ms(env.CURSOR_AGENT_ACTION_HEARTBEAT_MS),
            stallMs: ms(env.CURSOR_AGENT_ACTION_STALL_MS),
            mcpListMs: ms(env.CURSOR_AGENT_ACTION_MCP_LIST_MS),
            githubRetryMs: ms(env.CURSOR_AGENT_ACTION_GITHUB_RETRY_MS),
            installBackoffMs: ms(env.CURSOR_AGENT_ACTION_INSTALL_BACKOFF_MS)
        })
    });
}
function runnerFileNames(env) {
    return [
        { name: 'GITHUB_ENV', file: env.envFile, purpose: 'environment variables of later steps' },
        { name: 'GITHUB_PATH', file: env.pathFile, purpose: 'the PATH of later steps' },
        { name: 'GITHUB_OUTPUT', file: env.outputFile, purpose: "this step's outputs" },
        { name: 'GITHUB_STATE', file: env.stateFile, purpose: "this action's saved state" },
        { name: 'GITHUB_STEP_SUMMARY', file: env.stepSummary, purpose: "this step's job summary" },
        { name: 'GITHUB_EVENT_PATH', file: env.eventPath, purpose: 'the event later steps read' }
    ];
}
function commandFiles(env = process.env) {
    return {
        OUTPUT: env.GITHUB_OUTPUT,
        STATE: env.GITHUB_STATE,
        PATH: env.GITHUB_PATH,
        SUMMARY: env.GITHUB_STEP_SUMMARY,
        debug: env.RUNNER_DEBUG === '1'
    };
}

;// CONCATENATED MODULE: ./src/runner/runner.ts





function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function isDebug() {
    return commandFiles().debug;
}
function info(message) {
    process.stdout.write(message + (external_node_os_default()).EOL);
}
function debug(message) {
    command('debug', message);
}
function warning(message) {
    command('warning', message);
}
function notice(message) {
    command('notice', message);
}
function error(message) {
    command('error', message);
}
function annotation(a) {
    command(a.level, a.message, {
        title: a.title,
        file: a.file,
        line: a.line !== undefined ? String(a.line) : '',
        endLine: a.endLine !== undefined ? String(a.endLine) : ''
    });
}
function setSecret(secret) {
    command('add-mask', secret);
}
function startGroup(title) {
    command('group', title);
}
function endGroup() {
    command('endgroup', '');
}
async function group(title, fn) {
    startGroup(title);
    try {
        return await fn();
    }
    finally {
        endGroup();
    }
}
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
function setOutput(name, value) {
    const file = commandFiles().OUTPUT || '';
    if (file !== '') {
        fileCommand('OUTPUT', keyValue(name, value));
        return;
    }
    process.stdout.write((external_node_os_default()).EOL);
    command('set-output', value, { name });
}
function saveState(name, value) {
    const file = commandFiles().STATE || '';
    if (file !== '') {
        fileCommand('STATE', keyValue(name, value));
        return;
    }
    command('save-state', value, { name });
}
function addPath(dir) {
    if ((commandFiles().PATH || '') !== '')
        fileCommand('PATH', dir);
    else
        command('add-path', dir);
    process.env.PATH = `${dir}${(external_node_path_default()).delimiter}${process.env.PATH}`;
}
function appendSummary(markdown) {
    const file = commandFiles().SUMMARY;
    if (file === undefined || file === '')
        throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    try {
        external_node_fs_default().accessSync(file, (external_node_fs_default()).constants.R_OK | (external_node_fs_default()).constants.W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    appendTo(file, markdown);
}
function command(name, message, properties = {}) {
    const props = Object.entries(properties)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => `${k}=${escapeProperty(v)}`);
    const head = Object.keys(properties).length > 0 ? `::${name} ${props.join(',')}` : `::${name}`;
    process.stdout.write(`${head}::${escapeData(message)}${(external_node_os_default()).EOL}`);
}
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function fileCommand(kind, message) {
    const file = commandFiles()[kind];
    if (file === undefined || file === '')
        throw new Error(`Unable to find environment variable for file command ${kind}`);
    if (!external_node_fs_default().existsSync(file))
        throw new Error(`Missing file at path: ${file}`);
    appendTo(file, `${message}${(external_node_os_default()).EOL}`);
}
const pinned = new Map();
function pinRunnerFile(file, dev, ino) {
    pinned.set(file, { dev, ino });
}
const FLAGS = (external_node_fs_default()).constants;
const APPEND = (external_node_fs_default()).constants.O_WRONLY | (external_node_fs_default()).constants.O_APPEND | (FLAGS.O_NOFOLLOW ?? 0);
function appendTo(file, text) {
    const pin = pinned.get(file);
    if (pin === undefined) {
        external_node_fs_default().appendFileSync(file, text, { encoding: 'utf8' });
        return;
    }
    const fd = external_node_fs_default().openSync(file, APPEND | (FLAGS.O_NONBLOCK ?? 0));
    try {
        const st = external_node_fs_default().fstatSync(fd);
        if (!st.isFile() || st.dev !== pin.dev || st.ino !== pin.ino || st.nlink !== 1)
            throw new Error(`${file} is no longer the file the runner made; nothing was written to it`);
        external_node_fs_default().writeFileSync(fd, text, { encoding: 'utf8' });
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
function keyValue(name, value) {
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (value.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    return `${name}<<${delimiter}${(external_node_os_default()).EOL}${value}${(external_node_os_default()).EOL}${delimiter}`;
}
const logSink = {
    info,
    debug,
    isDebug,
    startGroup,
    endGroup
};
const runnerPort = {
    info,
    debug,
    warning,
    notice,
    annotate: annotation,
    setOutput,
    saveState,
    addPath,
    group,
    appendSummary,
    setFailed
};

// EXTERNAL MODULE: ./src/names.ts
var names = __nccwpck_require__(6455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(4296);
;// CONCATENATED MODULE: ./src/post.ts




async function run() {
    if (getState('bot-comment') === '' || getState('bot-comment-done') === 'true') {
        debug('The post step: no PR comment of this run is pending; nothing to do.');
        return;
    }
    const env = readRunnerEnv(process.env);
    const token = (getInput(names/* INPUTS */.mc.githubToken) || env.token || '').trim();
    if (token !== '')
        setSecret(token);
    try {
        const [{ createClient }, { StickyComment }, event, comment, { commentKey, keyHash, markerFor }, redact] = await Promise.all([
            Promise.all(/* import() */[__nccwpck_require__.e(239), __nccwpck_require__.e(371)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1371)),
            __nccwpck_require__.e(/* import() */ 710).then(__nccwpck_require__.bind(__nccwpck_require__, 710)),
            __nccwpck_require__.e(/* import() */ 15).then(__nccwpck_require__.bind(__nccwpck_require__, 5015)),
            Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(440)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4440)),
            __nccwpck_require__.e(/* import() */ 376).then(__nccwpck_require__.bind(__nccwpck_require__, 1376)),
            __nccwpck_require__.e(/* import() */ 934).then(__nccwpck_require__.bind(__nccwpck_require__, 6934))
        ]);
        const e = event.currentEvent(env);
        const commenting = event.COMMENT_EVENTS.includes(e.name);
        if (!commenting || e.number === undefined || token === '')
            return;
        const key = commentKey(getInput(names/* INPUTS */.mc.commentKey), env);
        const frame = {
            marker: markerFor(key),
            runUrl: e.runUrl,
            redact: redact.makeRedactor([token])
        };
        const warn = (m) => warning(frame.redact(m));
        const client = createClient(token, {
            warn,
            baseUrl: env.apiUrl,
            retryBaseMs: env.knobs.githubRetryMs
        });
        const thread = {
            owner: e.owner,
            repo: e.repo,
            number: e.number,
            isPullRequest: e.isPullRequest
        };
        const sticky = new StickyComment(client, thread, frame.marker, warn);
        const found = await sticky.find();
        if (found === undefined)
            return;
        const { ledgerText } = await __nccwpck_require__.e(/* import() */ 608).then(__nccwpck_require__.bind(__nccwpck_require__, 7608));
        const record = ledgerText(found.body, keyHash(key)) ?? '';
        const text = found.body.trimEnd().slice(0, found.body.trimEnd().length - record.length);
        if (!comment.isWorking(text.trimEnd(), frame))
            return;
        sticky.id = found.id;
        sticky.setTrailer(record);
        if (await sticky.write(comment.renderStopped(frame)))
            info('The PR comment was left unfinished by the main step; it now says the run was stopped.');
        await sticky.react(e.reactTo, 'confused');
    }
    catch (error) {
        warning(`Could not finalize the PR comment: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(4344);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
