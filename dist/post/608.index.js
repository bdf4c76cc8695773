export const id = 608;
export const ids = [608];
export const modules = {

/***/ 8678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ MAX_RUN_TOKENS),
/* harmony export */   Bn: () => (/* binding */ LEDGER_VERSION),
/* harmony export */   IW: () => (/* binding */ OLDER_COUNTS),
/* harmony export */   K5: () => (/* binding */ tokenCounts),
/* harmony export */   _k: () => (/* binding */ MAX_RUNS),
/* harmony export */   aC: () => (/* binding */ MAX_RUN_MS),
/* harmony export */   pY: () => (/* binding */ PR_CAPS),
/* harmony export */   w$: () => (/* binding */ LEDGER_EVENTS),
/* harmony export */   wW: () => (/* binding */ runOrder)
/* harmony export */ });
/* unused harmony exports emptyLedger, mergeLedgers, trimLedger, addRun, totals, lastReview, lastReviewFailed, lastSession, runUsage */
const LEDGER_VERSION = 1;
const MAX_RUNS = 50;
const MAX_RUN_TOKENS = 1_000_000_000_000;
const MAX_RUN_MS = 10_000_000_000;
const LEDGER_EVENTS = [
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
];
const PR_CAPS = ['max-pr-runs', 'max-pr-tokens'];
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
const NOTHING_OLDER = {
    dropped: 0,
    runs: 0,
    automaticRuns: 0,
    inputTokens: 0,
    outputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    agentMs: 0
};
function emptyLedger(key) {
    return { v: LEDGER_VERSION, key, runs: [], older: { ...NOTHING_OLDER } };
}
function addCapped(a, b) {
    return Math.min(Number.MAX_SAFE_INTEGER, a + b);
}
function compareDigits(a, b) {
    return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
function runOrder(a, b) {
    if (a.at !== b.at)
        return a.at < b.at ? -1 : 1;
    return compareDigits(a.runId, b.runId) || compareDigits(a.attempt, b.attempt);
}
function keyOf(r) {
    return `${r.runId}.${r.attempt}`;
}
function canonicalRun(r) {
    return JSON.stringify([
        r.runId,
        r.attempt,
        r.at,
        r.event,
        r.head,
        r.reviewed,
        r.from ?? null,
        r.usage.inputTokens,
        r.usage.outputTokens,
        r.usage.cacheReadTokens,
        r.usage.cacheWriteTokens,
        r.durationMs,
        r.sessionId ?? null,
        r.conclusion,
        r.reason ?? null,
        r.trigger,
        r.started
    ]);
}
function newerEntry(a, b) {
    if (a.at !== b.at)
        return a.at > b.at ? a : b;
    if (a.durationMs !== b.durationMs)
        return a.durationMs > b.durationMs ? a : b;
    if (a.started !== b.started)
        return a.started ? a : b;
    return canonicalRun(a) >= canonicalRun(b) ? a : b;
}
function compareOlder(a, b) {
    if (a.through === undefined || b.through === undefined) {
        if (a.through !== b.through)
            return a.through === undefined ? -1 : 1;
    }
    else {
        const c = runOrder(a.through, b.through);
        if (c !== 0)
            return c;
    }
    for (const f of OLDER_COUNTS)
        if (a[f] !== b[f])
            return a[f] - b[f];
    return 0;
}
function folded(older, r) {
    return older.through !== undefined && runOrder(r, older.through) <= 0;
}
function mergeLedgers(a, b) {
    if (a.key !== b.key)
        throw new Error(`ledgers of two keys: ${a.key} and ${b.key}`);
    const older = compareOlder(a.older, b.older) >= 0 ? a.older : b.older;
    const byKey = new Map();
    for (const r of [...a.runs, ...b.runs]) {
        if (folded(older, r))
            continue;
        const seen = byKey.get(keyOf(r));
        byKey.set(keyOf(r), seen === undefined ? r : newerEntry(seen, r));
    }
    return { v: LEDGER_VERSION, key: a.key, runs: [...byKey.values()].sort(runOrder), older };
}
function count(t, r) {
    return {
        runs: addCapped(t.runs, r.started ? 1 : 0),
        automaticRuns: addCapped(t.automaticRuns, r.started && !r.trigger ? 1 : 0),
        inputTokens: addCapped(t.inputTokens, r.usage.inputTokens),
        outputTokens: addCapped(t.outputTokens, r.usage.outputTokens),
        cacheReadTokens: addCapped(t.cacheReadTokens, r.usage.cacheReadTokens),
        cacheWriteTokens: addCapped(t.cacheWriteTokens, r.usage.cacheWriteTokens),
        agentMs: addCapped(t.agentMs, r.started ? r.durationMs : 0)
    };
}
function fold(older, r) {
    return {
        dropped: addCapped(older.dropped, 1),
        ...count(older, r),
        through: { at: r.at, runId: r.runId, attempt: r.attempt }
    };
}
function trimLedger(ledger, keep = MAX_RUNS) {
    const runs = [...ledger.runs].sort(runOrder);
    let older = ledger.older;
    while (runs.length > keep) {
        const oldest = runs.shift();
        if (oldest !== undefined)
            older = fold(older, oldest);
    }
    return { ...ledger, runs, older };
}
function addRun(ledger, run) {
    const single = { v: LEDGER_VERSION, key: ledger.key, runs: [run], older: NOTHING_OLDER };
    return trimLedger(mergeLedgers(ledger, single));
}
function totals(ledger) {
    const t = {
        runs: ledger.older.runs,
        automaticRuns: ledger.older.automaticRuns,
        inputTokens: ledger.older.inputTokens,
        outputTokens: ledger.older.outputTokens,
        cacheReadTokens: ledger.older.cacheReadTokens,
        cacheWriteTokens: ledger.older.cacheWriteTokens,
        agentMs: ledger.older.agentMs
    };
    return ledger.runs.reduce(count, t);
}
function newestFirst(ledger) {
    return [...ledger.runs].sort(runOrder).reverse();
}
function lastReview(ledger) {
    return newestFirst(ledger).find((r) => r.reviewed)?.head;
}
function lastReviewFailed(ledger) {
    const last = newestFirst(ledger).find((r) => r.reviewed);
    return last === undefined
        ? undefined
        : last.conclusion === 'failure' && last.reason === 'findings';
}
function lastSession(ledger, max = 3) {
    const runs = newestFirst(ledger).filter((r) => r.sessionId !== undefined);
    const sessionId = runs[0]?.sessionId;
    if (sessionId === undefined)
        return undefined;
    return {
        sessionId,
        runs: runs
            .filter((r) => r.sessionId === sessionId)
            .slice(0, max)
            .map((r) => ({ at: r.at, runId: r.runId, attempt: r.attempt }))
    };
}
function tokenCounts(t) {
    return {
        inputTokens: t.inputTokens,
        outputTokens: t.outputTokens,
        cacheReadTokens: t.cacheReadTokens,
        cacheWriteTokens: t.cacheWriteTokens
    };
}
function runUsage(usage) {
    const count = (n) => n === undefined || !Number.isFinite(n) || n <= 0 ? 0 : Math.min(MAX_RUN_TOKENS, Math.floor(n));
    return {
        inputTokens: count(usage?.inputTokens),
        outputTokens: count(usage?.outputTokens),
        cacheReadTokens: count(usage?.cacheReadTokens),
        cacheWriteTokens: count(usage?.cacheWriteTokens)
    };
}


/***/ }),

/***/ 7608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ledgerText: () => (/* binding */ ledgerText)
});

// UNUSED EXPORTS: LEDGER_PREFIX, MAX_CLOCK_SKEW_MS, MAX_LEDGER_CHARS, decodeLedger, encodeLedger, lastLine, ledgerRun

// EXTERNAL MODULE: ./src/names.ts
var names = __webpack_require__(6455);
;// CONCATENATED MODULE: ./src/core/stream/delta-lines.ts
const JSON_STRING = String.raw `"[^"\\\u0000-\u001f]*(?:\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})[^"\\\u0000-\u001f]*)*"`;
const delta_lines_THINKING_DELTA = new RegExp(String.raw `^\{"type":"thinking","subtype":"delta","text":${JSON_STRING},"session_id":${JSON_STRING},"timestamp_ms":(?:0|[1-9][0-9]{0,15})\}$`);
const THINKING_HEAD = Buffer.from('{"type":"thinking","subtype":"delta","text":"');
const SESSION_KEY = Buffer.from(',"session_id":"');
const TIMESTAMP_KEY = Buffer.from(',"timestamp_ms":');
function isThinkingDelta(buf, start, end) {
    let i = literalAt(buf, start, end, THINKING_HEAD);
    if (i < 0)
        return false;
    i = stringEnd(buf, i, end);
    if (i < 0)
        return false;
    i = literalAt(buf, i, end, SESSION_KEY);
    if (i < 0)
        return false;
    i = stringEnd(buf, i, end);
    if (i < 0)
        return false;
    i = literalAt(buf, i, end, TIMESTAMP_KEY);
    if (i < 0 || i >= end)
        return false;
    const first = buf[i];
    if (first === 0x30)
        i++;
    else if (first >= 0x31 && first <= 0x39) {
        const last = Math.min(end, i + 16);
        i++;
        while (i < last && isDigit(buf[i]))
            i++;
    }
    else
        return false;
    return i === end - 1 && buf[i] === 0x7d;
}
function literalAt(buf, at, end, literal) {
    if (end - at < literal.length)
        return -1;
    for (let k = 0; k < literal.length; k++)
        if (buf[at + k] !== literal[k])
            return -1;
    return at + literal.length;
}
function stringEnd(buf, at, end) {
    let i = at;
    while (i < end) {
        const c = buf[i];
        if (c === 0x22)
            return i + 1;
        if (c < 0x20)
            return -1;
        if (c === 0x5c) {
            const e = i + 1 < end ? buf[i + 1] : -1;
            if (e === 0x22 ||
                e === 0x5c ||
                e === 0x2f ||
                e === 0x62 ||
                e === 0x66 ||
                e === 0x6e ||
                e === 0x72 ||
                e === 0x74)
                i += 2;
            else if (e === 0x75) {
                if (i + 6 > end)
                    return -1;
                for (let k = i + 2; k < i + 6; k++)
                    if (!isHex(buf[k]))
                        return -1;
                i += 6;
            }
            else
                return -1;
        }
        else
            i++;
    }
    return -1;
}
function isDigit(c) {
    return c >= 0x30 && c <= 0x39;
}
function isHex(c) {
    return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}
const delta_lines_ASSISTANT_DELTA = new RegExp(String.raw `^\{"type":"assistant","message":\{"role":"assistant","content":\[\{"type":"text","text":(${JSON_STRING})\}\]\},"session_id":(${JSON_STRING}),"timestamp_ms":(0|[1-9][0-9]{0,15})\}$`);
const delta_lines_ASSISTANT_HEAD = '{"type":"assistant","message":{"role":"assistant","content":[{';
function delta_lines_stringOf(literal) {
    return literal.includes('\\') ? JSON.parse(literal) : literal.slice(1, -1);
}

;// CONCATENATED MODULE: ./src/core/stream/tools.ts

function tools_readToolCall(value, redact) {
    if (!isObject(value))
        return { kind: 'unknown' };
    const meta = {
        startedAtMs: num(value.startedAtMs),
        completedAtMs: num(value.completedAtMs)
    };
    for (const [key, body] of Object.entries(value)) {
        if (key.endsWith('ToolCall') && key.length > 'ToolCall'.length && isObject(body)) {
            return {
                kind: key.slice(0, -'ToolCall'.length),
                args: isObject(body.args) ? body.args : undefined,
                result: isObject(body.result) ? body.result : undefined,
                description: str(body.description) ?? str(value.description),
                ...meta
            };
        }
    }
    const fn = value.function;
    if (isObject(fn)) {
        return {
            kind: str(fn.name) ?? 'function',
            args: parseArguments(fn.arguments, redact),
            result: isObject(fn.result) ? fn.result : undefined,
            ...meta
        };
    }
    return { kind: 'unknown', ...meta };
}
function parseArguments(value, redact) {
    if (isObject(value))
        return value;
    if (typeof value !== 'string')
        return undefined;
    try {
        const parsed = JSON.parse(value);
        if (!isObject(parsed))
            return undefined;
        return redact !== undefined ? redact(parsed) : parsed;
    }
    catch {
        return undefined;
    }
}
const FAILURE_KEYS = (/* unused pure expression or super */ null && ([
    'failure',
    'error',
    'spawnError',
    'writePermissionDenied',
    'permissionDenied'
]));
const denied = true;
function classify(result) {
    if (result === undefined)
        return { outcome: 'unknown' };
    const rejected = result.rejected;
    if (rejected !== undefined) {
        const body = isObject(rejected) ? rejected : {};
        return { outcome: 'rejected', reason: str(body.reason) ?? '', ...shellFacts(body) };
    }
    for (const key of FAILURE_KEYS) {
        const body = result[key];
        if (body === undefined)
            continue;
        if (!isObject(body))
            return {
                outcome: 'failed',
                reason: typeof body === 'string' ? body : key,
                ...(key === 'permissionDenied' ? { denied } : {})
            };
        const facts = shellFacts(body);
        const reason = str(body.errorMessage) ??
            str(body.error) ??
            str(body.message) ??
            (facts.exitCode !== undefined ? `exit code ${facts.exitCode}` : key);
        return {
            outcome: 'failed',
            reason,
            ...facts,
            ...(key === 'permissionDenied' ? { denied } : {})
        };
    }
    const success = result.success;
    if (success !== undefined) {
        const body = isObject(success) ? success : {};
        const facts = shellFacts(body);
        if (facts.exitCode !== undefined && facts.exitCode !== 0) {
            return { outcome: 'failed', reason: `exit code ${facts.exitCode}`, ...facts };
        }
        if (body.isError === true)
            return {
                outcome: 'failed',
                reason: contentText(body.content) || 'the tool reported an error',
                ...facts
            };
        return { outcome: 'ok', ...facts };
    }
    return { outcome: 'unknown' };
}
const CONTENT_CHARS = 4000;
function contentText(content, max = CONTENT_CHARS) {
    if (!Array.isArray(content))
        return typeof content === 'string' ? content : '';
    let out = '';
    for (const item of content) {
        if (!isObject(item))
            continue;
        const t = isObject(item.text) ? str(item.text.text) : str(item.text);
        if (t === undefined || t === '')
            continue;
        out += t;
        if (out.length > max)
            return out.slice(0, max);
    }
    return out;
}
function tools_maskMcpContent(result, redact) {
    const success = result?.success;
    if (!isObject(success) || !Array.isArray(success.content) || success.content.length < 2)
        return false;
    const joined = contentText(success.content, Infinity);
    const masked = redact(joined);
    if (masked === joined)
        return false;
    success.content = [{ text: { text: masked } }];
    return true;
}
function shellFacts(body) {
    const exitCode = num(body.exitCode);
    const executionMs = num(body.executionTime) ?? num(body.localExecutionTimeMs);
    const stdout = str(body.stdout) ?? '';
    const stderr = str(body.stderr) ?? '';
    const interleaved = str(body.interleavedOutput) ?? '';
    const output = interleaved !== '' ? interleaved : stdout + stderr;
    return {
        ...(exitCode !== undefined ? { exitCode } : {}),
        ...(executionMs !== undefined ? { executionMs } : {}),
        ...(output !== '' ? { output } : {})
    };
}
function targetOf(kind, args) {
    if (args === undefined)
        return '';
    const pick = (...keys) => {
        for (const key of keys) {
            const value = str(args[key]);
            if (value !== undefined && value !== '')
                return value;
        }
        return '';
    };
    switch (kind) {
        case 'shell':
            return pick('command');
        case 'grep':
            return pick('pattern');
        case 'glob':
            return pick('globPattern', 'pattern');
        case 'mcp':
            return pick('name', 'toolName');
        case 'getMcpTools':
            return [pick('server'), pick('toolName')].filter((s) => s !== '').join(' ');
        case 'semSearch':
        case 'webSearch':
            return pick('query');
        case 'webFetch':
        case 'fetch':
            return pick('url');
        case 'task':
            return pick('description', 'prompt');
        case 'updateTodos': {
            const todos = args.todos;
            return Array.isArray(todos) ? `${todos.length} todo${todos.length === 1 ? '' : 's'}` : '';
        }
        case 'readLints': {
            const paths = args.paths;
            return Array.isArray(paths) ? paths.filter((p) => typeof p === 'string').join(', ') : '';
        }
        default:
            return pick('path', 'targetDirectory', 'command', 'pattern', 'query', 'url', 'name');
    }
}
const WRITE_KINDS = new Set(['edit', 'write', 'delete', 'applyPatch', 'searchReplace']);
const READ_KINDS = new Set(['read']);

;// CONCATENATED MODULE: ./src/core/stream/agent-events.ts




function textOf(message, redact, joined) {
    if (!isObject(message))
        return '';
    const content = message.content;
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    let out = '';
    let pieces = 0;
    for (const item of content) {
        if (isObject(item) && typeof item.text === 'string') {
            out += item.text;
            pieces++;
        }
    }
    if (pieces < 2 || redact === undefined)
        return out;
    const masked = redact(out);
    if (masked === out)
        return out;
    message.content = [{ type: 'text', text: masked }];
    joined.changed = true;
    return masked;
}
function usageOf(value) {
    if (!isObject(value))
        return undefined;
    const usage = {};
    const keys = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
    let any = false;
    for (const key of keys) {
        const n = num(value[key]);
        if (n !== undefined) {
            usage[key] = n;
            any = true;
        }
    }
    return any ? usage : undefined;
}
function agent_events_toEvent(type, v, idOf, redact, joined) {
    const subtype = str(v.subtype) ?? '';
    switch (type) {
        case 'system':
            if (subtype !== 'init')
                return { type: 'unknown', eventType: `system/${subtype}` };
            return {
                type: 'init',
                sessionId: idOf(v.session_id),
                model: str(v.model),
                cwd: str(v.cwd),
                apiKeySource: str(v.apiKeySource)
            };
        case 'user':
            return { type: 'user', sessionId: idOf(v.session_id) };
        case 'thinking':
            return { type: 'thinking', subtype };
        case 'assistant':
            return assistantEvent(v, idOf, redact, joined);
        case 'tool_call':
            return toolCallEvent(v, subtype, redact, joined);
        case 'result':
            return resultEvent(v, subtype, idOf);
        case 'interaction_query': {
            const queryType = str(v.query_type) ?? '';
            return { type: 'interaction_query', subtype, queryType, ...readQuery(v, queryType, subtype) };
        }
        case 'retry':
            return {
                type: 'retry',
                subtype,
                text: textOf(v.message, redact, joined),
                attempt: num(v.attempt)
            };
        case 'connection':
            return { type: 'connection', subtype };
        case 'reconnecting':
            return { type: 'connection', subtype: 'reconnecting' };
        case 'error':
            return { type: 'error', message: str(v.message) ?? str(v.error) ?? '' };
        default:
            return { type: 'unknown', eventType: subtype === '' ? type : `${type}/${subtype}` };
    }
}
function assistantEvent(v, idOf, redact, joined) {
    const modelCallId = str(v.model_call_id);
    const timestampMs = num(v.timestamp_ms);
    const variant = modelCallId !== undefined ? 'segment' : timestampMs !== undefined ? 'delta' : 'final';
    return {
        type: 'assistant',
        variant,
        text: textOf(v.message, redact, joined),
        modelCallId,
        timestampMs,
        sessionId: idOf(v.session_id)
    };
}
function toolCallEvent(v, subtype, redact, joined) {
    if (subtype !== 'started' && subtype !== 'completed') {
        return { type: 'unknown', eventType: `tool_call/${subtype}` };
    }
    const callId = str(v.call_id) ?? (isObject(v.tool_call) ? str(v.tool_call.toolCallId) : undefined) ?? '';
    const tool = readToolCall(v.tool_call, redact !== undefined ? (decoded) => redactValue(decoded, redact).value : undefined);
    if (redact !== undefined && tool.kind === 'mcp' && subtype === 'completed')
        joined.changed = maskMcpContent(tool.result, redact);
    return { type: 'tool_call', subtype, callId, tool, timestampMs: num(v.timestamp_ms) };
}
function resultEvent(v, subtype, idOf) {
    return {
        type: 'result',
        subtype,
        isError: v.is_error === true || subtype === 'error',
        text: str(v.result) ?? (isObject(v.error) ? (str(v.error.message) ?? '') : ''),
        sessionId: idOf(v.session_id),
        requestId: str(v.request_id),
        durationMs: num(v.duration_ms),
        usage: usageOf(v.usage)
    };
}

;// CONCATENATED MODULE: ./src/core/stream/events.ts




const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
function events_sessionIdOf(v) {
    return typeof v === 'string' && SESSION_ID.test(v) ? v : undefined;
}
const THINKING_DELTA_LINE = Object.freeze({
    ok: true,
    event: Object.freeze({ type: 'thinking', subtype: 'delta' })
});
class StreamParser {
    lastSessionId;
    sessionId = (v) => {
        if (typeof v !== 'string')
            return undefined;
        if (v === this.lastSessionId)
            return v;
        if (!SESSION_ID.test(v))
            return undefined;
        this.lastSessionId = v;
        return v;
    };
    parse(line, redact, suspect) {
        return parseWith(line, redact, suspect, this.sessionId);
    }
}
function parseLine(line, redact, suspect) {
    return parseWith(line, redact, suspect, events_sessionIdOf);
}
function parseWith(line, redact, suspect, sessionId) {
    if (line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) {
        return { ok: false, reason: 'blank' };
    }
    const check = redact !== undefined && (suspect ?? (redact.suspect === undefined || redact.suspect(line)));
    if (!check) {
        const delta = deltaLine(line, sessionId);
        if (delta !== undefined)
            return delta;
    }
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        if (!check)
            return { ok: false, reason: 'not_json' };
        const masked = redact(line);
        return masked === line
            ? { ok: false, reason: 'not_json' }
            : { ok: false, reason: 'not_json', redacted: masked };
    }
    let redacted;
    if (check) {
        const clean = redactValue(value, redact);
        value = clean.value;
        redacted = redactedLine(line, value, clean.changed, redact);
    }
    if (!isObject(value))
        return redacted === undefined
            ? { ok: false, reason: 'not_object' }
            : { ok: false, reason: 'not_object', redacted };
    const type = str(value.type);
    if (type === undefined || type === '')
        return redacted === undefined
            ? { ok: false, reason: 'no_type' }
            : { ok: false, reason: 'no_type', redacted };
    const joined = { changed: false };
    const event = toEvent(type, value, sessionId, redact, joined);
    if (joined.changed)
        return { ok: true, event, redacted: JSON.stringify(value) };
    return redacted === undefined ? { ok: true, event } : { ok: true, event, redacted };
}
function deltaLine(line, sessionId) {
    if (THINKING_DELTA.test(line))
        return THINKING_DELTA_LINE;
    if (!line.startsWith(ASSISTANT_HEAD))
        return undefined;
    const m = ASSISTANT_DELTA.exec(line);
    if (m === null)
        return undefined;
    const event = {
        type: 'assistant',
        variant: 'delta',
        text: stringOf(m[1]),
        modelCallId: undefined,
        timestampMs: Number(m[3]),
        sessionId: sessionId(stringOf(m[2]))
    };
    return { ok: true, event };
}
function redactedLine(line, value, changed, redact) {
    if (changed)
        return JSON.stringify(value);
    const again = JSON.stringify(value);
    return again !== line && redact(line) !== line ? again : undefined;
}

// EXTERNAL MODULE: ./src/core/stream/json.ts
var json = __webpack_require__(4584);
// EXTERNAL MODULE: ./src/core/ledger/ledger.ts
var ledger_ledger = __webpack_require__(8678);
;// CONCATENATED MODULE: ./src/core/ledger/stored.ts




const LEDGER_PREFIX = '<!-- cursor-agent-action:ledger:';
const SUFFIX = ' -->';
const MAX_LEDGER_CHARS = 32_768;
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
function header(key) {
    return `${LEDGER_PREFIX}${key} v${String(ledger_ledger/* LEDGER_VERSION */.Bn)} `;
}
function runJson(r) {
    return {
        runId: r.runId,
        attempt: r.attempt,
        at: r.at,
        event: r.event,
        head: r.head,
        reviewed: r.reviewed,
        ...(r.from !== undefined ? { from: r.from } : {}),
        usage: (0,ledger_ledger/* tokenCounts */.K5)(r.usage),
        durationMs: r.durationMs,
        ...(r.sessionId !== undefined ? { sessionId: r.sessionId } : {}),
        conclusion: r.conclusion,
        ...(r.reason !== undefined ? { reason: r.reason } : {}),
        trigger: r.trigger,
        started: r.started
    };
}
function olderJson(o) {
    const { through } = o;
    return {
        ...Object.fromEntries(ledger_ledger/* OLDER_COUNTS */.IW.map((f) => [f, o[f]])),
        ...(through !== undefined
            ? { through: { at: through.at, runId: through.runId, attempt: through.attempt } }
            : {})
    };
}
function render(l) {
    const json = JSON.stringify({
        v: ledger_ledger/* LEDGER_VERSION */.Bn,
        key: l.key,
        runs: l.runs.map(runJson),
        older: olderJson(l.older)
    });
    return `${header(l.key)}${Buffer.from(json, 'utf8').toString('base64url')}${SUFFIX}`;
}
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
function lastLine(body) {
    const text = body.trimEnd();
    return text.slice(text.lastIndexOf('\n') + 1);
}
function decodeLedger(body, key, o = {}) {
    if (!/^[0-9a-f]{20}$/.test(key))
        return { kind: 'invalid', reason: 'the key is not a key hash' };
    const start = header(key).slice(0, LEDGER_PREFIX.length + key.length);
    const found = lastLine(body);
    if (!found.startsWith(start))
        return { kind: 'none' };
    if (!found.endsWith(SUFFIX) || found.length > MAX_LEDGER_CHARS)
        return { kind: 'invalid', reason: 'the record has no end, or is too long' };
    const inner = found.slice(start.length, -SUFFIX.length);
    const version = ` v${String(ledger_ledger/* LEDGER_VERSION */.Bn)} `;
    if (!inner.startsWith(version))
        return { kind: 'invalid', reason: `the record is not version ${String(ledger_ledger/* LEDGER_VERSION */.Bn)}` };
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
    if (render(value) !== found)
        return { kind: 'invalid', reason: 'the record is not written as the action writes one' };
    const ledger = value;
    const late = o.now !== undefined ? lateProblem(ledger, o.now) : undefined;
    if (late !== undefined)
        return { kind: 'invalid', reason: late };
    return { kind: 'ledger', ledger };
}
function lateProblem(ledger, now) {
    const bound = now + MAX_CLOCK_SKEW_MS;
    const through = ledger.older.through;
    if (through !== undefined && Date.parse(through.at) > bound)
        return "the record's older runs have a boundary later than this run's clock";
    const i = ledger.runs.findIndex((r) => Date.parse(r.at) > bound);
    return i === -1
        ? undefined
        : `run ${String(i + 1)} of the record starts later than this run's clock`;
}
function ledgerText(body, key) {
    return decodeLedger(body, key).kind === 'ledger' ? lastLine(body) : undefined;
}
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
const RUN_REQUIRED = [
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
];
const RUN_FIELDS = new Set([...RUN_REQUIRED, 'from', 'sessionId', 'reason']);
const USAGE_FIELDS = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
const CONCLUSIONS = new Set(['success', 'failure', 'cancelled', 'skipped']);
const REASONS = new Set([...names/* FAILURE_REASONS */.N9, ...ledger_ledger/* PR_CAPS */.pY]);
const EVENTS = new Set(ledger_ledger/* LEDGER_EVENTS */.w$);
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
    const bad = onlyFields(v, RUN_FIELDS, RUN_REQUIRED);
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
    if (USAGE_FIELDS.some((f) => !wholeIn(u[f], ledger_ledger/* MAX_RUN_TOKENS */.A0)))
        return 'a token count out of range';
    if (!wholeIn(v.durationMs, ledger_ledger/* MAX_RUN_MS */.aC))
        return 'a duration out of range';
    if ('sessionId' in v && events_sessionIdOf(v.sessionId) === undefined)
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
    const bad = onlyFields(v, new Set([...ledger_ledger/* OLDER_COUNTS */.IW, 'through']), ledger_ledger/* OLDER_COUNTS */.IW);
    if (bad !== undefined)
        return bad;
    if (ledger_ledger/* OLDER_COUNTS */.IW.some((f) => !wholeIn(v[f], Number.MAX_SAFE_INTEGER)))
        return 'a count out of range';
    if ('through' in v)
        return refProblem(v.through);
    return ledger_ledger/* OLDER_COUNTS */.IW.some((f) => v[f] !== 0) ? 'counts without a boundary' : undefined;
}
function ledgerProblem(v, key) {
    if (!(0,json/* isObject */.Gv)(v))
        return 'the record is not an object';
    const bad = onlyFields(v, new Set(['v', 'key', 'runs', 'older']), ['v', 'key', 'runs', 'older']);
    if (bad !== undefined)
        return `the record has ${bad}`;
    if (v.v !== ledger_ledger/* LEDGER_VERSION */.Bn)
        return 'the record has another version inside';
    if (v.key !== key)
        return 'the record is of another key inside';
    if (!Array.isArray(v.runs))
        return 'the record has no list of runs';
    if (v.runs.length > ledger_ledger/* MAX_RUNS */._k)
        return `the record has more than ${String(ledger_ledger/* MAX_RUNS */._k)} runs`;
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
        if (last !== undefined && (0,ledger_ledger/* runOrder */.wW)(last, ref) >= 0)
            return `run ${String(i + 1)} of the record is out of order`;
        last = ref;
    }
    return undefined;
}


/***/ }),

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


/***/ })

};
