#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 394:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ LineSplitter)
/* harmony export */ });
/* unused harmony export MAX_LINE_BYTES */
/** A line longer than this is not kept whole: it is reported as oversized and skipped. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
const NL = 0x0a;
const NEWLINE = Buffer.from('\n');
/**
 * Turns a byte stream into lines, working on the bytes: `\n` is found with a native search and a
 * line is decoded once, whole, so a chunk can split a line or a UTF-8 sequence anywhere. CRLF
 * endings and a leading BOM are accepted. Memory is bounded by MAX_LINE_BYTES: a line past that
 * is dropped (its size and first bytes reported) instead of growing forever.
 *
 * With a byte sink the stream is also passed on as bytes, never decoded and encoded again: runs
 * of lines kept as they are go on as slices of the chunks that brought them, one write per chunk,
 * and a line its handler replaced goes on as the replacement.
 */
class LineSplitter {
    onLine;
    onOversize;
    maxLine;
    onBytes;
    /** Pieces of the line not yet ended (slices of earlier chunks). */
    parts = [];
    partBytes = 0;
    oversize = false;
    oversizeHead = '';
    first = true;
    /** Bytes to pass on at the end of the current chunk. */
    out = [];
    constructor(onLine, onOversize = () => undefined, maxLine = MAX_LINE_BYTES, onBytes) {
        this.onLine = onLine;
        this.onOversize = onOversize;
        this.maxLine = maxLine;
        this.onBytes = onBytes;
    }
    push(chunk) {
        let start = 0;
        let keepFrom = 0;
        for (;;) {
            const nl = chunk.indexOf(NL, start);
            if (nl < 0)
                break;
            let replacement;
            if (this.oversize || this.partBytes + (nl - start) > this.maxLine) {
                replacement = this.skipped(this.partBytes + (nl - start), chunk.subarray(start, nl));
                // The pieces held from earlier chunks were never passed on; nor is this one.
                if (this.onBytes !== undefined)
                    this.pass(chunk.subarray(keepFrom, start));
                keepFrom = nl + 1;
                this.parts = [];
            }
            else if (this.partBytes > 0) {
                const whole = Buffer.concat([...this.parts, chunk.subarray(start, nl)]);
                replacement = this.emit(whole, 0, whole.length);
                if (this.onBytes !== undefined) {
                    if (replacement === undefined) {
                        for (const p of this.parts)
                            this.out.push(p);
                    }
                    else {
                        keepFrom = nl + 1;
                    }
                }
                this.parts = [];
            }
            else {
                replacement = this.emit(chunk, start, nl);
                if (this.onBytes !== undefined && replacement !== undefined) {
                    this.pass(chunk.subarray(keepFrom, start));
                    keepFrom = nl + 1;
                }
            }
            if (replacement !== undefined && this.onBytes !== undefined) {
                this.out.push(Buffer.from(replacement), NEWLINE);
            }
            this.partBytes = 0;
            this.oversize = false;
            start = nl + 1;
        }
        if (this.onBytes !== undefined)
            this.pass(chunk.subarray(keepFrom, start));
        if (start < chunk.length)
            this.hold(chunk.subarray(start));
        this.flush();
    }
    /** Flushes the last line even when the stream stopped without a final newline. */
    end() {
        if (this.oversize) {
            const replacement = this.skipped(this.partBytes, Buffer.alloc(0));
            if (replacement !== undefined)
                this.out.push(Buffer.from(replacement), NEWLINE);
        }
        else if (this.partBytes > 0) {
            const whole = Buffer.concat(this.parts);
            const replacement = this.emit(whole, 0, whole.length);
            if (replacement !== undefined)
                this.out.push(Buffer.from(replacement), NEWLINE);
            else
                this.out.push(whole);
        }
        this.parts = [];
        this.partBytes = 0;
        this.oversize = false;
        this.flush();
    }
    hold(piece) {
        if (this.oversize) {
            this.partBytes += piece.length;
            return;
        }
        this.parts.push(piece);
        this.partBytes += piece.length;
        if (this.partBytes > this.maxLine) {
            this.oversize = true;
            this.oversizeHead = Buffer.concat(this.parts).subarray(0, 800).toString('utf8').slice(0, 200);
            this.parts = [];
        }
    }
    skipped(bytes, tail) {
        const head = this.oversize
            ? this.oversizeHead
            : Buffer.concat([...this.parts, tail.subarray(0, 800)])
                .toString('utf8')
                .slice(0, 200);
        this.first = false;
        const r = this.onOversize(bytes, head);
        return typeof r === 'string' ? r : undefined;
    }
    emit(buf, start, end) {
        let from = start;
        let to = end;
        if (this.first) {
            this.first = false;
            if (buf[from] === 0xef && buf[from + 1] === 0xbb && buf[from + 2] === 0xbf)
                from += 3;
        }
        if (to > from && buf[to - 1] === 0x0d)
            to--;
        const r = this.onLine(buf.toString('utf8', from, to));
        return typeof r === 'string' ? r : undefined;
    }
    pass(bytes) {
        if (bytes.length > 0)
            this.out.push(bytes);
    }
    flush() {
        if (this.out.length === 0)
            return;
        const out = this.out;
        this.out = [];
        this.onBytes?.(out);
    }
}


/***/ }),

/***/ 395:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ex: () => (/* binding */ ReportBuilder)
});

// UNUSED EXPORTS: LIMITS, foldText

;// CONCATENATED MODULE: ./src/core/tools.ts
/**
 * The `tool_call` object: which tool, its arguments, its result, and how the call ended.
 * Real streams put sibling keys next to the tool key (`hookAdditionalContexts`, `toolCallId`,
 * `startedAtMs`), so the kind is the key that ends in `ToolCall` and holds an object, never the
 * first key. The documented-but-unseen `function: {name, arguments}` form is read too.
 */

/** With a redactor, what is decoded here (JSON inside a JSON string) is redacted once decoded. */
function readToolCall(value, redact) {
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
/**
 * `arguments` may be JSON encoded in a string. The string was redacted as a string, where a JSON
 * escape (`\\u0067hp_…`) still hides a token; what it decodes to is redacted whole, before
 * anything reads or cuts it.
 */
function parseArguments(value, redact) {
    if (isObject(value))
        return value;
    if (typeof value !== 'string')
        return undefined;
    try {
        const parsed = JSON.parse(value);
        if (!isObject(parsed))
            return undefined;
        return redact !== undefined ? redactValue(parsed, redact).value : parsed;
    }
    catch {
        return undefined;
    }
}
const FAILURE_KEYS = ['failure', 'error', 'spawnError', 'writePermissionDenied'];
/**
 * Order matters (stream-shapes §6): rejected, then the failure shapes, then success with a
 * non-zero exit code (older builds report failed commands that way), then success.
 */
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
            return { outcome: 'failed', reason: typeof body === 'string' ? body : key };
        const facts = shellFacts(body);
        const reason = str(body.errorMessage) ??
            str(body.error) ??
            str(body.message) ??
            (facts.exitCode !== undefined ? `exit code ${facts.exitCode}` : key);
        return { outcome: 'failed', reason, ...facts };
    }
    const success = result.success;
    if (success !== undefined) {
        const body = isObject(success) ? success : {};
        const facts = shellFacts(body);
        if (facts.exitCode !== undefined && facts.exitCode !== 0) {
            return { outcome: 'failed', reason: `exit code ${facts.exitCode}`, ...facts };
        }
        if (body.isError === true)
            return { outcome: 'failed', reason: 'the tool reported an error', ...facts };
        return { outcome: 'ok', ...facts };
    }
    return { outcome: 'unknown' };
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
/** What the call acted on, in a few words: a path, a command, a pattern, a tool name. */
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
/** Tools that change files, and how to tell a delete from a write. */
const WRITE_KINDS = new Set(['edit', 'write', 'delete', 'applyPatch', 'searchReplace']);
const READ_KINDS = new Set(['read']);

;// CONCATENATED MODULE: ./src/core/events.ts
/**
 * One line of `--output-format stream-json`, parsed into a typed event. Shapes follow what real
 * streams contain (../shared/spec/stream-shapes.md), not only the vendor docs: thinking events,
 * three kinds of assistant event, the tool kind as whichever key ends in `ToolCall`.
 * Nothing here trusts the input: every field is checked before use, unknown shapes are kept as
 * `unknown`, and a line that is not a JSON object becomes an `invalid` record, never an exception.
 */

function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function str(value) {
    return typeof value === 'string' ? value : undefined;
}
/** Numbers arrive as JSON numbers or, inside tool calls, as int64 strings (protobuf style). */
function num(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
        return Number(value);
    return undefined;
}
/**
 * The message's text. Its items were redacted one by one; a secret split across two items is
 * whole only once they are joined (the raw line's prefilter cannot see a token whose pieces sit
 * in two JSON strings), so joined text is redacted again. When that masks something, the
 * message's items are replaced by the one masked text, so the transcript line is rewritten too.
 */
function textOf(message, redact) {
    if (!isObject(message))
        return { text: '', changed: false };
    const content = message.content;
    if (typeof content === 'string')
        return { text: content, changed: false };
    if (!Array.isArray(content))
        return { text: '', changed: false };
    let out = '';
    let pieces = 0;
    for (const item of content) {
        if (isObject(item) && typeof item.text === 'string') {
            out += item.text;
            pieces++;
        }
    }
    if (pieces < 2 || redact === undefined)
        return { text: out, changed: false };
    const masked = redact(out);
    if (masked === out)
        return { text: out, changed: false };
    message.content = [{ type: 'text', text: masked }];
    return { text: masked, changed: true };
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
/**
 * Parses one line (one JSON.parse). With a redactor, every string in the value (keys too: a tool
 * name is a key) is redacted here, once, before anything reads it: a line the redactor's prefilter
 * does not flag cannot hold a secret and costs nothing more.
 */
function parseLine(line, redact) {
    if (line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) {
        return { ok: false, reason: 'blank' };
    }
    const check = redact !== undefined && (redact.suspect === undefined || redact.suspect(line));
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
        // The raw line decides too: JSON.parse keeps the last of two equal keys, so a secret in an
        // earlier one is in the line but not in the value. Either way the transcript gets the value,
        // redacted and serialized again, never the raw bytes.
        if (clean.changed || redact(line) !== line)
            redacted = JSON.stringify(value);
    }
    const extra = redacted !== undefined ? { redacted } : {};
    if (!isObject(value))
        return { ok: false, reason: 'not_object', ...extra };
    const type = str(value.type);
    if (type === undefined || type === '')
        return { ok: false, reason: 'no_type', ...extra };
    const joined = { changed: false };
    const event = toEvent(type, value, redact, joined);
    // A secret found only in text joined from several items: the line is rewritten with it masked.
    if (joined.changed)
        return { ok: true, event, redacted: JSON.stringify(value) };
    return { ok: true, event, ...extra };
}
/**
 * Every string in a parsed JSON value, keys included, through the redactor. Iterative (a hostile
 * line can nest deeper than the call stack) and in place: the value was just parsed, nobody else
 * holds it.
 */
function redactValue(value, redact) {
    if (typeof value === 'string') {
        const r = redact(value);
        return { value: r, changed: r !== value };
    }
    let changed = false;
    const stack = [value];
    while (stack.length > 0) {
        const node = stack.pop();
        if (Array.isArray(node)) {
            for (let i = 0; i < node.length; i++) {
                const v = node[i];
                if (typeof v === 'string') {
                    const r = redact(v);
                    if (r !== v) {
                        node[i] = r;
                        changed = true;
                    }
                }
                else if (typeof v === 'object' && v !== null)
                    stack.push(v);
            }
        }
        else if (typeof node === 'object' && node !== null) {
            const obj = node;
            for (const key of Object.keys(obj)) {
                const v = obj[key];
                let target = key;
                const k = redact(key);
                if (k !== key) {
                    Reflect.deleteProperty(obj, key);
                    obj[k] = v;
                    target = k;
                    changed = true;
                }
                if (typeof v === 'string') {
                    const r = redact(v);
                    if (r !== v) {
                        obj[target] = r;
                        changed = true;
                    }
                }
                else if (typeof v === 'object' && v !== null)
                    stack.push(v);
            }
        }
    }
    return { value, changed };
}
function toEvent(type, v, redact, joined = { changed: false }) {
    const subtype = str(v.subtype) ?? '';
    const sessionId = str(v.session_id);
    const timestampMs = num(v.timestamp_ms);
    switch (type) {
        case 'system':
            if (subtype !== 'init')
                return { type: 'unknown', eventType: `system/${subtype}` };
            return {
                type: 'init',
                sessionId,
                model: str(v.model),
                cwd: str(v.cwd),
                apiKeySource: str(v.apiKeySource)
            };
        case 'user':
            return { type: 'user', sessionId };
        case 'thinking':
            return { type: 'thinking', subtype, text: str(v.text) ?? '', timestampMs };
        case 'assistant': {
            const modelCallId = str(v.model_call_id);
            // Partial deltas carry a timestamp but no model_call_id; mid-turn segments carry both;
            // the final consolidated message carries neither (stream-shapes §2.4).
            const variant = modelCallId !== undefined ? 'segment' : timestampMs !== undefined ? 'delta' : 'final';
            const text = textOf(v.message, redact);
            joined.changed = text.changed;
            return {
                type: 'assistant',
                variant,
                text: text.text,
                modelCallId,
                timestampMs,
                sessionId
            };
        }
        case 'tool_call': {
            if (subtype !== 'started' && subtype !== 'completed') {
                return { type: 'unknown', eventType: `tool_call/${subtype}` };
            }
            // Newer builds repeat the id as tool_call.toolCallId; either may be missing.
            const callId = str(v.call_id) ?? (isObject(v.tool_call) ? str(v.tool_call.toolCallId) : undefined) ?? '';
            return {
                type: 'tool_call',
                subtype,
                callId,
                tool: readToolCall(v.tool_call, redact),
                timestampMs
            };
        }
        case 'result':
            return {
                type: 'result',
                subtype,
                isError: v.is_error === true || subtype === 'error',
                text: str(v.result) ?? (isObject(v.error) ? (str(v.error.message) ?? '') : ''),
                sessionId,
                requestId: str(v.request_id),
                durationMs: num(v.duration_ms),
                usage: usageOf(v.usage)
            };
        case 'interaction_query': {
            const queryType = str(v.query_type) ?? '';
            return {
                type: 'interaction_query',
                subtype,
                queryType,
                detail: queryDetail(v.query, queryType)
            };
        }
        case 'error':
            return { type: 'error', message: str(v.message) ?? str(v.error) ?? '' };
        default:
            return { type: 'unknown', eventType: subtype === '' ? type : `${type}/${subtype}` };
    }
}
/** What the CLI asked approval for: a command, a URL or a query, when one is there. */
function queryDetail(query, queryType) {
    if (!isObject(query))
        return '';
    const body = query[queryType];
    if (!isObject(body) || !isObject(body.args))
        return '';
    const args = body.args;
    return str(args.command) ?? str(args.url) ?? str(args.query) ?? '';
}

;// CONCATENATED MODULE: ./src/core/files.ts
/**
 * Which files the agent read and changed, from its tool calls and, after the run, from git.
 * The lists are the report's own arrays, kept in first-seen order.
 */

class FileLedger {
    read;
    changed;
    readSet = new Set();
    changedMap = new Map();
    constructor(read, changed) {
        this.read = read;
        this.changed = changed;
    }
    noteRead(path) {
        if (this.readSet.has(path))
            return;
        this.readSet.add(path);
        this.read.push(path);
    }
    /** Records a successful edit/write/delete; returns the line counts the call reported. */
    noteEdit(kind, path, body) {
        const added = count(body.linesAdded) ?? count(body.linesCreated);
        const removed = count(body.linesRemoved);
        const change = this.entry(path, true);
        if (added !== undefined)
            change.added = (change.added ?? 0) + added;
        if (removed !== undefined)
            change.removed = (change.removed ?? 0) + removed;
        // A diff against /dev/null (or a write) creates the file; a delete after that undoes it.
        const diff = str(body.diffString) ?? '';
        if (diff.startsWith('--- /dev/null') || kind === 'write')
            change.created ||= !change.deleted;
        if (kind === 'delete')
            change.deleted = true;
        return { added, removed };
    }
    /** git saw the final state, so its counts win over the sum of the agent's edits. */
    mergeGit(change) {
        const entry = this.entry(change.path, false);
        entry.fromGit = true;
        if (change.added !== undefined)
            entry.added = change.added;
        if (change.removed !== undefined)
            entry.removed = change.removed;
        entry.created = change.created;
        entry.deleted = change.deleted;
    }
    entry(path, fromEdit) {
        let change = this.changedMap.get(path);
        if (change === undefined) {
            change = { path, created: false, deleted: false, fromEdit, fromGit: false };
            this.changedMap.set(path, change);
            this.changed.push(change);
        }
        return change;
    }
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./src/core/model.ts
const LIMITS = {
    /** Characters kept of a failed or rejected call's output (the end, where errors are). */
    outputTail: 2000,
    /** Failed or rejected calls whose output tail is kept; later ones keep only their reason. */
    outputTails: 200,
    /** Characters kept of any single message or result text. */
    text: 1024 * 1024,
    /** Characters kept of a tool call's target (a command can be a whole script). */
    target: 500,
    /** Diagnostic samples (non-JSON lines, interaction queries, error events). */
    samples: 5,
    sampleChars: 300,
    /** Call records kept however long the run: the most recent ones (the timeline shows 1000). */
    recentCalls: 1000,
    /** Failed and rejected call records kept in full besides the recent ones (first seen first). */
    problemCalls: 500,
    /** Open calls tracked at once; past that the oldest is forgotten (a stream that never ends them). */
    runningCalls: 10_000
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/core/paths.ts

const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]|^\\\\/;
/** True when a path or cwd is in Windows form (drive letter or UNC), whatever the host OS is. */
function isWindowsPath(p) {
    return WINDOWS_ABSOLUTE.test(p);
}
/**
 * A path as a reviewer wants to read it: relative to the workspace when it is inside it, with
 * forward slashes, without a leading `./`. Paths outside the workspace stay absolute. Windows
 * paths (`D:\repo\src\a.ts`, `.\src\a.ts`) are handled on any host, since streams recorded on
 * Windows are replayed anywhere.
 */
function workspacePath(p, root) {
    if (p === '')
        return p;
    const windows = isWindowsPath(p) || (root !== undefined && isWindowsPath(root));
    const lib = windows ? (external_node_path_default()).win32 : (external_node_path_default()).posix;
    let out = p;
    if (root !== undefined && root !== '' && lib.isAbsolute(p)) {
        const rel = lib.relative(root, p);
        if (rel === '')
            return '.';
        if (!rel.startsWith('..') && !lib.isAbsolute(rel))
            out = rel;
    }
    else if (!lib.isAbsolute(p)) {
        out = lib.normalize(p);
    }
    if (windows)
        out = out.replace(/\\/g, '/');
    return out.replace(/^(\.\/)+/, '');
}

;// CONCATENATED MODULE: ./src/core/report.ts
/**
 * The fold: events in, one run report out. Pure (the clock is injected) and incremental, so the
 * live log, the summary, the outputs and the offline report all read the same facts.
 * Memory stays bounded however long the stream: tool output is kept only as a short tail and only
 * for calls that failed or were rejected, text fields are capped, samples are capped.
 */






function cap(text, max) {
    return text.length > max ? text.slice(0, max) : text;
}
function tail(text, max) {
    return text.length > max ? '…' + text.slice(text.length - max) : text;
}
class ReportBuilder {
    options;
    report = {
        finalMessage: '',
        segments: 0,
        events: 0,
        tools: [],
        counts: { calls: 0, running: 0, failed: 0, rejected: 0, orphans: 0, byKind: new Map() },
        filesRead: [],
        filesChanged: [],
        diagnostics: {
            invalidLines: 0,
            invalidSamples: [],
            oversizeLines: 0,
            unknownTypes: new Map(),
            eventsAfterResult: 0,
            resultEvents: 0,
            interactionQueries: 0,
            querySamples: [],
            errorEvents: [],
            thinkingDeltas: 0,
            duplicateCompletions: 0,
            droppedOutputTails: 0,
            droppedCalls: 0
        }
    };
    calls = new Map();
    running = new Set();
    anonymous = 0;
    files = new FileLedger(this.report.filesRead, this.report.filesChanged);
    pendingDelta = '';
    lastFinal;
    lastSegment = '';
    keptTails = 0;
    keptProblems = 0;
    problems = new Set();
    /** `tools` is compacted when it reaches this length (amortised: twice what was kept). */
    compactAt = 2 * (LIMITS.recentCalls + LIMITS.problemCalls);
    nextIndex = 1;
    now;
    redact;
    constructor(options = {}) {
        this.options = options;
        this.now = options.now ?? (() => undefined);
        this.redact = options.redact;
    }
    /** The redactor for fields read from the stream, when the builder was made without one. */
    useRedactor(redact) {
        this.redact ??= redact;
    }
    /** Calls started and not yet completed: a long `npm test` is work, not inactivity. */
    get openCalls() {
        return this.report.counts.running;
    }
    /** The calls still running, oldest first (for heartbeats). */
    runningCalls() {
        return [...this.running];
    }
    /**
     * Applies one line of the stream, parsed (and redacted, when the builder has a redactor) here
     * unless the caller parsed it already (the session needs the redacted form for the transcript).
     */
    line(line, parsed = parseLine(line, this.redact)) {
        if (parsed.ok)
            return this.apply(parsed.event);
        if (parsed.reason === 'blank')
            return { kind: 'none' };
        const shown = parsed.redacted ?? line;
        const d = this.report.diagnostics;
        d.invalidLines++;
        if (d.invalidSamples.length < LIMITS.samples)
            d.invalidSamples.push(cap(shown, LIMITS.sampleChars));
        return { kind: 'invalid', line: shown };
    }
    oversize(bytes, head) {
        const d = this.report.diagnostics;
        d.oversizeLines++;
        if (d.invalidSamples.length < LIMITS.samples) {
            const shown = this.redact !== undefined ? this.redact(head) : head;
            d.invalidSamples.push(`(line of ${bytes} bytes skipped) ${cap(shown, 100)}`);
        }
    }
    apply(event) {
        const r = this.report;
        r.events++;
        if (r.result !== undefined && event.type !== 'result')
            r.diagnostics.eventsAfterResult++;
        switch (event.type) {
            case 'init':
                r.sessionId = event.sessionId ?? r.sessionId;
                r.model = event.model ?? r.model;
                r.cwd = event.cwd ?? r.cwd;
                r.apiKeySource = event.apiKeySource ?? r.apiKeySource;
                return { kind: 'init' };
            case 'user':
                r.sessionId ??= event.sessionId;
                return { kind: 'none' };
            case 'thinking':
                if (event.subtype === 'delta')
                    r.diagnostics.thinkingDeltas++;
                return { kind: 'none' };
            case 'assistant':
                return this.assistant(event.variant, event.text);
            case 'tool_call':
                return event.subtype === 'started' ? this.started(event) : this.completed(event);
            case 'result':
                return this.result(event);
            case 'interaction_query': {
                const d = r.diagnostics;
                d.interactionQueries++;
                if (d.querySamples.length < LIMITS.samples) {
                    d.querySamples.push(cap(`${event.queryType} ${event.detail}`.trim(), LIMITS.sampleChars));
                }
                return { kind: 'query', queryType: event.queryType, detail: event.detail };
            }
            case 'error': {
                const d = r.diagnostics;
                if (d.errorEvents.length < LIMITS.samples)
                    d.errorEvents.push(cap(event.message, LIMITS.sampleChars));
                return { kind: 'error_event', message: event.message };
            }
            case 'unknown': {
                const m = r.diagnostics.unknownTypes;
                m.set(event.eventType, (m.get(event.eventType) ?? 0) + 1);
                return { kind: 'unknown', eventType: event.eventType };
            }
        }
    }
    /**
     * With --stream-partial-output each segment arrives twice: as deltas, then whole. Keeping the
     * deltas only until the whole segment arrives avoids the doubled text other wrappers shipped.
     */
    assistant(variant, text) {
        if (variant === 'delta') {
            if (this.pendingDelta.length < LIMITS.text)
                this.pendingDelta += text;
            return { kind: 'none' };
        }
        this.pendingDelta = '';
        this.report.segments++;
        const kept = cap(text, LIMITS.text);
        this.lastSegment = kept;
        if (variant === 'final')
            this.lastFinal = kept;
        this.report.finalMessage = this.lastFinal ?? this.lastSegment;
        return { kind: 'message', text: kept, final: variant === 'final' };
    }
    started(event) {
        if (event.callId === '') {
            // No id at all: give it one of its own, so id-less calls do not collide with each other.
            event = { ...event, callId: `(no id ${++this.anonymous})` };
        }
        else if (this.calls.has(event.callId)) {
            return { kind: 'none' };
        }
        const call = this.newCall(event, false);
        this.running.add(call);
        this.report.counts.running++;
        if (this.running.size > LIMITS.runningCalls) {
            // Still counted as running; its completion, if it ever comes, is taken as an orphan.
            const oldest = this.running.values().next().value;
            if (oldest !== undefined) {
                this.running.delete(oldest);
                this.calls.delete(oldest.callId);
            }
        }
        return { kind: 'tool_started', call };
    }
    /** An id-less completion belongs to the oldest id-less call of its kind still running. */
    oldestAnonymous(kind) {
        for (const call of this.running) {
            if (call.callId.startsWith('(no id ') && (call.kind === kind || kind === 'unknown'))
                return call;
        }
        return undefined;
    }
    /** A new record, appended to the timeline and indexed by call id. */
    newCall(event, orphan) {
        const { tool } = event;
        const call = {
            index: this.nextIndex++,
            callId: event.callId,
            kind: tool.kind,
            target: cap(this.target(tool.kind, tool.args), LIMITS.target),
            description: tool.description,
            state: 'running',
            orphan,
            ...(orphan
                ? {}
                : { startedAt: this.now(), startedAtMs: tool.startedAtMs, timestampMs: event.timestampMs })
        };
        if (tool.args !== undefined)
            this.notePath(call, str(tool.args.path));
        const counts = this.report.counts;
        counts.calls++;
        if (orphan)
            counts.orphans++;
        this.kindCounts(call.kind).calls++;
        if (this.report.tools.length >= this.compactAt)
            this.compact();
        this.report.tools.push(call);
        this.calls.set(event.callId, call);
        return call;
    }
    /**
     * Keeps `tools` bounded however long the run: running calls, the problem calls kept so far and
     * the most recent ones stay; the rest leave the list and the id index (a late duplicate of a
     * call that left is counted as an orphan).
     */
    compact() {
        const tools = this.report.tools;
        const recentFrom = tools.length - LIMITS.recentCalls;
        const kept = tools.filter((t, i) => i >= recentFrom || t.state === 'running' || this.problems.has(t));
        for (const t of tools.slice(0, Math.max(0, recentFrom))) {
            if (t.state !== 'running' && !this.problems.has(t) && this.calls.get(t.callId) === t) {
                this.calls.delete(t.callId);
            }
        }
        this.report.diagnostics.droppedCalls += tools.length - kept.length;
        tools.length = 0;
        for (const t of kept)
            tools.push(t);
        this.compactAt = Math.max(2 * (LIMITS.recentCalls + LIMITS.problemCalls), 2 * kept.length);
    }
    completed(event) {
        const { tool } = event;
        let call = event.callId === '' ? this.oldestAnonymous(tool.kind) : this.calls.get(event.callId);
        if (call === undefined && event.callId === '') {
            event = { ...event, callId: `(no id ${++this.anonymous})` };
        }
        if (call !== undefined && call.state !== 'running') {
            this.report.diagnostics.duplicateCompletions++;
            return { kind: 'none' };
        }
        if (call === undefined) {
            // args from the completion are used only when there was no `started` to cache them from.
            call = this.newCall(event, true);
        }
        else {
            this.running.delete(call);
            this.report.counts.running--;
        }
        if (call.kind === 'unknown' && tool.kind !== 'unknown') {
            this.kindCounts(call.kind).calls--;
            call.kind = tool.kind;
            this.kindCounts(call.kind).calls++;
        }
        const c = classify(tool.result);
        if (call.target === '' && c.outcome !== 'unknown') {
            const fromResult = tool.result !== undefined ? Object.values(tool.result)[0] : undefined;
            if (fromResult !== undefined &&
                typeof fromResult === 'object' &&
                !Array.isArray(fromResult) &&
                fromResult !== null) {
                call.target = cap(this.target(call.kind, fromResult), LIMITS.target);
            }
        }
        call.state = c.outcome;
        if (c.reason !== undefined)
            call.reason = cap(c.reason, LIMITS.sampleChars);
        if (c.exitCode !== undefined)
            call.exitCode = c.exitCode;
        // A rejected call never ran, so whatever time passed is the approval round trip, not work.
        call.durationMs =
            c.outcome === 'rejected'
                ? undefined
                : this.duration(call, c.executionMs, tool.completedAtMs, event.timestampMs);
        this.count(call);
        if ((c.outcome === 'failed' || c.outcome === 'rejected') &&
            this.keptProblems < LIMITS.problemCalls) {
            this.keptProblems++;
            this.problems.add(call);
        }
        if ((c.outcome === 'failed' || c.outcome === 'rejected') && c.output !== undefined) {
            if (this.keptTails < LIMITS.outputTails) {
                // The output's fields were redacted one by one; stdout and stderr joined are checked
                // again, whole, before the cut, so a key split across them cannot come out of the tail.
                const output = this.redact !== undefined ? this.redact(c.output) : c.output;
                call.outputTail = tail(output, LIMITS.outputTail);
                this.keptTails++;
            }
            else {
                this.report.diagnostics.droppedOutputTails++;
            }
        }
        if (c.outcome === 'ok')
            this.noteFiles(call, tool.result);
        return { kind: 'tool_completed', call };
    }
    kindCounts(kind) {
        const byKind = this.report.counts.byKind;
        let k = byKind.get(kind);
        if (k === undefined) {
            k = { calls: 0, ok: 0, failed: 0, rejected: 0, durationMs: 0 };
            byKind.set(kind, k);
        }
        return k;
    }
    /** Adds a completed call's outcome to the run's counters. */
    count(call) {
        const counts = this.report.counts;
        const k = this.kindCounts(call.kind);
        if (call.state === 'ok')
            k.ok++;
        else if (call.state === 'failed') {
            k.failed++;
            counts.failed++;
        }
        else if (call.state === 'rejected') {
            k.rejected++;
            counts.rejected++;
        }
        k.durationMs += call.durationMs ?? 0;
    }
    duration(call, executionMs, completedAtMs, timestampMs) {
        if (executionMs !== undefined)
            return executionMs;
        // startedAtMs/completedAtMs share one clock; timestamp_ms is another (emit time), so the
        // two are never mixed (stream-shapes §2.5).
        if (completedAtMs !== undefined && call.startedAtMs !== undefined) {
            return Math.max(0, completedAtMs - call.startedAtMs);
        }
        if (timestampMs !== undefined && call.timestampMs !== undefined) {
            return Math.max(0, timestampMs - call.timestampMs);
        }
        const now = this.now();
        if (now !== undefined && call.startedAt !== undefined)
            return Math.max(0, now - call.startedAt);
        return undefined;
    }
    result(event) {
        const r = this.report;
        r.diagnostics.resultEvents++;
        const previous = r.result;
        // A second result never hides an error reported by the first: the run is failed if any
        // result said so. The text and figures come from the latest one that has them.
        const result = {
            subtype: event.subtype,
            isError: event.isError || (previous?.isError ?? false),
            text: event.text !== '' ? cap(event.text, LIMITS.text) : (previous?.text ?? ''),
            requestId: event.requestId ?? previous?.requestId,
            durationMs: event.durationMs ?? previous?.durationMs,
            usage: event.usage ?? previous?.usage
        };
        r.result = result;
        r.sessionId ??= event.sessionId;
        // Deltas were redacted one by one; a secret split across two of them is whole only here.
        if (r.finalMessage === '' && this.pendingDelta !== '') {
            r.finalMessage =
                this.redact !== undefined ? this.redact(this.pendingDelta) : this.pendingDelta;
        }
        return { kind: 'result', result };
    }
    target(kind, args) {
        const t = targetOf(kind, args);
        return WRITE_KINDS.has(kind) || READ_KINDS.has(kind) || kind === 'ls' ? this.rel(t) : t;
    }
    rel(p) {
        return workspacePath(p, this.report.cwd ?? this.options.root);
    }
    notePath(call, p) {
        if (p !== undefined && p !== '' && (WRITE_KINDS.has(call.kind) || READ_KINDS.has(call.kind))) {
            call.path = this.rel(p);
        }
    }
    noteFiles(call, result) {
        const success = result?.success;
        const body = success !== null && typeof success === 'object' && !Array.isArray(success) ? success : {};
        if (call.path === undefined) {
            const p = str(body.path);
            if (p !== undefined)
                this.notePath(call, p);
        }
        const p = call.path;
        if (p === undefined)
            return;
        if (READ_KINDS.has(call.kind)) {
            this.files.noteRead(p);
        }
        else if (WRITE_KINDS.has(call.kind)) {
            const lines = this.files.noteEdit(call.kind, p, body);
            call.linesAdded = lines.added;
            call.linesRemoved = lines.removed;
        }
    }
    /** The report as it stands; the same object keeps growing as lines arrive. */
    snapshot() {
        return this.report;
    }
    /** Adds or merges a change found by git after the run (commands write files too). */
    mergeGitChange(change) {
        this.files.mergeGit(change);
    }
}
/** Folds a whole stream held in memory (tests, the offline report). */
function foldText(text, options = {}) {
    const builder = new ReportBuilder(options);
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    lines.forEach((line, i) => {
        let l = line.endsWith('\r') ? line.slice(0, -1) : line;
        if (i === 0 && l.charCodeAt(0) === 0xfeff)
            l = l.slice(1);
        builder.line(l);
    });
    return builder.snapshot();
}


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ decide)
/* harmony export */ });
/* unused harmony export schemaMismatch */
function decide(ending, result) {
    switch (ending.kind) {
        case 'cancelled':
            return {
                conclusion: 'cancelled',
                reason: 'cancelled',
                message: `The run was cancelled (${ending.signal}) before the agent finished.`
            };
        case 'timeout':
            return {
                conclusion: 'failure',
                reason: 'timeout',
                message: `The agent did not finish within timeout-minutes (${ending.minutes}); it was stopped.`
            };
        case 'inactivity':
            return {
                conclusion: 'failure',
                reason: 'inactivity',
                message: `The agent sent no event for ${ending.minutes} minutes with no tool call running (inactivity-timeout-minutes); it was stopped.`
            };
        case 'budget':
            return {
                conclusion: 'failure',
                reason: 'budget',
                message: ending.budget === 'max-tool-calls'
                    ? `The agent started more tool calls than max-tool-calls allows (${ending.limit}); it was stopped.`
                    : `${ending.limit} tool calls failed or were rejected, the limit max-failed-tool-calls allows; the agent was stopped.`
            };
        case 'spawn_error':
            return {
                conclusion: 'failure',
                reason: 'spawn_error',
                message: `The CLI could not be started: ${ending.message}`
            };
        case 'grace':
        case 'exited':
            break;
    }
    // Stopped by us after the grace period: the CLI had already reported, so its result decides.
    const exitCode = ending.kind === 'exited' ? ending.exitCode : 0;
    const problems = [];
    let reason;
    if (ending.kind === 'exited' && exitCode !== 0) {
        problems.push(exitCode === null
            ? `the CLI was killed by ${ending.signal ?? 'a signal'}`
            : `the CLI exited with code ${exitCode}`);
        reason = 'exit_code';
    }
    if (result === undefined) {
        problems.push('no result event arrived');
        reason ??= 'no_result';
    }
    else if (result.isError) {
        problems.push(result.text !== ''
            ? `the agent reported an error: ${firstLine(result.text)}`
            : 'the agent reported an error (is_error: true)');
        reason = 'agent_error';
    }
    if (reason === undefined)
        return { conclusion: 'success', message: '' };
    const sentence = problems.join('; ');
    return {
        conclusion: 'failure',
        reason,
        message: sentence.charAt(0).toUpperCase() + sentence.slice(1) + '.'
    };
}
function firstLine(text) {
    const line = text.split(/\r?\n/, 1)[0] ?? '';
    return line.length > 200 ? line.slice(0, 200) + '…' : line;
}
/**
 * A run that succeeded but whose final message did not satisfy `output-schema`: a failure whose
 * message carries the first validator messages (all of them are in the manifest and summary).
 */
function schemaMismatch(errors) {
    const shown = errors.slice(0, 3).join('; ');
    const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
    return {
        conclusion: 'failure',
        reason: 'schema_mismatch',
        message: `The final message does not match output-schema: ${shown}${more}.`
    };
}


/***/ }),

/***/ 102:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(394);
/* harmony import */ var _render_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(513);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(395);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(498);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(408);
/* harmony import */ var _run_manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(978);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(405);
/**
 * `cursor-agent-report transcript.ndjson`: the job summary from a saved stream, with no GitHub
 * around. Reads the file (or stdin with `-`) through the same splitter and fold as the action and
 * prints the markdown, with the same header facts (duration, exit code) and footer. The verdict
 * comes from the stream alone, so the exit code is taken as 0 unless `--exit-code N` says
 * otherwise. `--json FILE` also writes the run manifest, as the action's `manifest` output does.
 */









const USAGE = 'usage: cursor-agent-report [--exit-code N] [--root DIR] [--duration-ms N] [--json FILE] <transcript.ndjson | ->';
function parseArgs(argv) {
    let file;
    let exitCode = 0;
    let root;
    let durationMs;
    let json;
    for (let i = 0; i < argv.length; i++) {
        const a = argv.at(i) ?? '';
        const value = () => {
            const v = argv.at(++i);
            if (v === undefined)
                throw new Error(`${a} needs a value`);
            return v;
        };
        try {
            if (a === '--exit-code')
                exitCode = Number(value());
            else if (a === '--root')
                root = value();
            else if (a === '--duration-ms')
                durationMs = Number(value());
            else if (a === '--json')
                json = value();
            else if (a === '-h' || a === '--help')
                return 'help';
            else if (a.startsWith('--'))
                return `unknown option ${a}`;
            else
                file = a;
        }
        catch (error) {
            return error.message;
        }
    }
    if (file === undefined)
        return 'no transcript given';
    if (!Number.isInteger(exitCode))
        return '--exit-code must be a whole number';
    if (durationMs !== undefined && !(durationMs >= 0))
        return '--duration-ms must be 0 or more';
    return { file, exitCode, root, durationMs, json };
}
/** Emit times in the stream (thinking, tool and mid-turn events carry `timestamp_ms`). */
const TIMESTAMP = /(?<!\\)"timestamp_ms"\s*:\s*(\d{10,})/;
async function main(argv) {
    const args = parseArgs(argv);
    if (args === 'help') {
        process.stdout.write(USAGE + '\n');
        return 0;
    }
    if (typeof args === 'string') {
        process.stderr.write(`cursor-agent-report: ${args}\n${USAGE}\n`);
        return 2;
    }
    const { file, exitCode } = args;
    const redact = (0,_render_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .makeRedactor */ .$u)([process.env.CURSOR_API_KEY ?? '']);
    const builder = new _core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .ReportBuilder */ .ex({ root: args.root });
    const manifest = args.json !== undefined ? new _run_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .ManifestWriter */ .f(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), redact, args.json) : undefined;
    let first;
    let last;
    const splitter = new _core_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .LineSplitter */ .g((line) => {
        const change = builder.line(line);
        manifest?.change(change);
        const t = TIMESTAMP.exec(line)?.[1];
        if (t !== undefined) {
            first ??= Number(t);
            last = Number(t);
        }
    }, (bytes, head) => builder.oversize(bytes, head));
    const input = file === '-' ? process.stdin : node_fs__WEBPACK_IMPORTED_MODULE_0___default().createReadStream(file);
    try {
        for await (const chunk of input)
            splitter.push(chunk);
    }
    catch (error) {
        process.stderr.write(`cursor-agent-report: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
        return 2;
    }
    splitter.end();
    const report = builder.snapshot();
    const verdict = (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .decide */ .L)({ kind: 'exited', exitCode, signal: null }, report.result);
    // Like the action: the result's duration, else what the stream's own clock spans (the action
    // would use its wall clock, which a saved stream does not have), unless given.
    const durationMs = args.durationMs ??
        report.result?.durationMs ??
        (first !== undefined && last !== undefined ? last - first : 0);
    const transcriptPath = file === '-' ? undefined : file;
    const markdown = (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .renderSummary */ .Br)({ report, verdict, durationMs, exitCode, transcriptPath, actionVersion: _version_js__WEBPACK_IMPORTED_MODULE_8__/* .VERSION */ .x }, redact);
    process.stdout.write(markdown);
    if (manifest !== undefined) {
        try {
            manifest.finish({
                report,
                verdict,
                producer: 'report',
                producerVersion: _version_js__WEBPACK_IMPORTED_MODULE_8__/* .VERSION */ .x,
                durationMs,
                exitCode,
                transcriptPath
            }, builder.runningCalls());
        }
        catch (error) {
            process.stderr.write(`cursor-agent-report: cannot write ${manifest.path}: ${error instanceof Error ? error.message : String(error)}\n`);
            return 2;
        }
    }
    return 0;
}
process.exitCode = await main(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 513:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ makeRedactor)
/* harmony export */ });
/* unused harmony exports MASK, secretForms, wrappedForms, cutHead, cutTail, suspect */
/**
 * Redaction of secrets in anything we write: log, summary, outputs, transcript. The secret values
 * we were given (the API key, the GitHub token) are removed by value, also in the forms an agent
 * can print them in: JSON-escaped, URL-encoded, and base64 (at any offset inside a longer base64
 * text). Common token shapes are removed by pattern, because an agent can print a token it found
 * in the workspace or the environment.
 *
 * Redaction runs on the hot path (every line of the stream), so a redactor also offers `suspect`:
 * one pass of one regex that finds every place a secret could start. A text it does not flag is
 * left alone without running the patterns. It is also used on the raw JSON line, so it flags the
 * JSON escape a secret could hide behind (`\u0067hp_…`).
 */
const MASK = '***';
/** Token shapes, each with the literal its prefilter looks for. Bodies are case-sensitive. */
const SHAPES = [
    // GitHub: classic (ghp_/gho_/ghu_/ghs_/ghr_) and fine-grained tokens.
    { pattern: /gh[pousr]_[A-Za-z0-9]{30,}/g, anchor: 'gh[pousr]_' },
    { pattern: /github_pat_[A-Za-z0-9_]{22,}/g, anchor: 'github_pat_' },
    // OpenAI-style keys. `sk-` is common inside words ("task-runner"), so it must start a word; an
    // ANSI colour code right before it counts as a word start too.
    {
        // eslint-disable-next-line no-control-regex -- ESC, the start of an ANSI colour code
        pattern: /(?:(?<![A-Za-z0-9])|(?<=\x1b\[[0-9;]*m))sk-[A-Za-z0-9_-]{20,}/g,
        anchor: 'sk-[A-Za-z0-9_-]{20}'
    },
    // Stripe secret and restricted keys.
    { pattern: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g, anchor: '[sr]k_(?:live|test)_' },
    // AWS access key ids.
    { pattern: /(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g, anchor: 'A[KS]IA' },
    // JWTs (also GitHub's OIDC and Actions runtime tokens).
    {
        pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
        anchor: 'eyJ'
    },
    // Slack bot, user, app and refresh tokens.
    { pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,}/g, anchor: 'xox[abeoprs]-' },
    // GitLab personal access tokens.
    { pattern: /glpat-[A-Za-z0-9_-]{20,}/g, anchor: 'glpat-' },
    // Google API keys.
    { pattern: /AIza[0-9A-Za-z_-]{35}/g, anchor: 'AIza' },
    // npm access tokens.
    { pattern: /npm_[A-Za-z0-9]{36}/g, anchor: 'npm_' },
    // PEM and PGP private keys: from the BEGIN line through the body (base64, headers such as
    // `Proc-Type: 4,ENCRYPTED` or `Version: …`, real newlines or `\n` escapes when the key sits
    // inside a JSON string) to the END line. A key cut short is masked to where its body stops; a
    // body whose BEGIN line is gone is masked back from its END line (see maskBodiesBeforeEnd).
    {
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
        anchor: 'PRIVATE KEY'
    },
    // PuTTY private keys: the private lines (and their MAC) after `Private-Lines: N`.
    {
        pattern: /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
        anchor: 'Private-Lines',
        replace: `$1 ${MASK}`
    },
    // Slack incoming webhooks and workflow triggers: the URL is the credential.
    {
        pattern: /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9_/-]+/g,
        anchor: 'hooks\\.slack\\.com',
        replace: `$1${MASK}`
    },
    // AWS session tokens (base64 of a protobuf that always starts the same way).
    {
        pattern: /(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{8,}/g,
        anchor: 'FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj'
    },
    // Azure storage and service bus connection strings.
    {
        pattern: /((?:Account|SharedAccess)Key\s*=\s*)[A-Za-z0-9+/=]{8,}/g,
        anchor: '(?:Account|SharedAccess)Key',
        replace: `$1${MASK}`
    },
    // A password in a URL (`https://user:password@host`): the password is masked, the rest kept.
    {
        pattern: /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/@'"\\]+:)[^\s/@'"\\]+@/g,
        anchor: ':\\/\\/[^\\s:/@]+:[^\\s/@]+@',
        replace: `$1${MASK}@`
    },
    // Session tokens named as such (`aws_session_token=…`, `SESSION_TOKEN: …`).
    {
        pattern: /((?:aws)?[_-]?session[_-]?token\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+=]{16,}/gi,
        anchor: '[Ss][Ee][Ss][Ss][Ii][Oo][Nn][_-]?[Tt][Oo][Kk][Ee][Nn]',
        replace: `$1${MASK}`
    },
    // AWS secret access keys: 40 base64-ish characters are too common to mask on their own (hashes,
    // paths), so only the value right after a key named like aws_secret_access_key is masked.
    {
        pattern: /((?:aws)?[_-]?secret[_-]?access[_-]?key\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/gi,
        anchor: '[Ss][Ee][Cc][Rr][Ee][Tt][_-]?[Aa][Cc][Cc][Ee][Ss][Ss]',
        replace: `$1${MASK}`
    }
];
/**
 * A JSON escape that could spell a secret's characters differently on the raw line: `\u0020` to
 * `\u007f` (a serializer only escapes control characters that way). Such a line is checked field
 * by field after parsing, where the escapes are gone.
 */
const JSON_DISGUISE = '\\\\u00[2-7]|\\\\/';
/**
 * The same escape inside a string (JSON encoded in a JSON string, or a line that is not JSON):
 * `\u0067hp_…`, with any number of backslashes. Such a text is also checked decoded.
 */
const ESCAPED = /\\+(?:u00([2-7][0-9A-Fa-f])|\/)/g;
const ESCAPED_TEST = /\\+(?:u00[2-7][0-9A-Fa-f]|\/)/;
function undisguise(text) {
    return text.replace(ESCAPED, (_m, hex) => hex === undefined ? '/' : String.fromCharCode(parseInt(hex, 16)));
}
/** A line break inside an encoded secret: `base64 -w 76`, `xxd -p`, real or JSON-escaped. */
const WRAP = '(?:\\r?\\n|\\\\r\\\\n|\\\\n)?';
/** END lines of a private key whose BEGIN line (and maybe more) is not in the text. */
const PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
/** How far back from an END line a body is looked for (a 4096-bit RSA key is about 3.3 KB). */
const MAX_BODY_CHARS = 16 * 1024;
function isBase64(c) {
    return ((c >= 48 && c <= 57) ||
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        c === 43 ||
        c === 47 ||
        c === 61);
}
/** Length of the line break (real, or a `\n`/`\r\n` escape) that ends right before `at`. */
function breakBefore(text, at) {
    if (text.charCodeAt(at - 1) === 10)
        return text.charCodeAt(at - 2) === 13 ? 2 : 1;
    if (text.charCodeAt(at - 1) === 110 && text.charCodeAt(at - 2) === 92)
        return text.charCodeAt(at - 3) === 114 && text.charCodeAt(at - 4) === 92 ? 4 : 2;
    return 0;
}
/**
 * Where the body of a key ending at `end` starts: back over whole lines of base64, one character
 * at a time (linear), no further than `floor`.
 */
function bodyStart(text, end, floor) {
    let start = end;
    for (;;) {
        const br = breakBefore(text, start);
        if (br === 0 || start - br <= floor)
            return start;
        const lineEnd = start - br;
        let i = lineEnd;
        while (i > floor && isBase64(text.charCodeAt(i - 1)))
            i--;
        // An escaped break before the line: its `n` was taken for base64.
        if (i < lineEnd && text.charCodeAt(i - 1) === 92)
            i++;
        if (i === lineEnd || (i > floor && breakBefore(text, i) === 0))
            return start;
        start = i;
    }
}
/** Masks the base64 lines right before each END line, and the END line. */
function maskBodiesBeforeEnd(text) {
    PEM_END.lastIndex = 0;
    if (!PEM_END.test(text))
        return text;
    PEM_END.lastIndex = 0;
    let out = '';
    let from = 0;
    for (const m of text.matchAll(PEM_END)) {
        const start = bodyStart(text, m.index, Math.max(from, m.index - MAX_BODY_CHARS));
        out += text.slice(from, start) + MASK;
        from = m.index + m[0].length;
    }
    return out + text.slice(from);
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * The forms a secret value can appear in. Base64 depends on where the secret starts in the
 * encoded text, so each of the three alignments contributes the characters that only the secret
 * determines (standard and URL-safe alphabets).
 */
function secretForms(secret) {
    const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
    if (secret.length >= 12) {
        forms.add(secret.toUpperCase());
        forms.add(secret.toLowerCase());
        const url = encodeURIComponent(secret);
        forms.add(url);
        forms.add(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
        const bytes = Buffer.from(secret);
        for (let offset = 0; offset < 3; offset++) {
            const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
            const start = Math.ceil((8 * offset) / 6);
            const end = Math.floor((8 * (offset + bytes.length)) / 6);
            const inner = b64.slice(start, end);
            if (inner.length >= 12) {
                forms.add(inner);
                forms.add(inner.replace(/\+/g, '-').replace(/\//g, '_'));
            }
        }
    }
    return [...forms];
}
/** Encodings a tool prints wrapped over lines (base64 at any offset, hex): masked across breaks. */
function wrappedForms(secret) {
    if (secret.length < 12)
        return [];
    const hex = Buffer.from(secret).toString('hex');
    const forms = new Set([hex, hex.toUpperCase()]);
    // Standard base64 at each offset (what `base64` and `openssl base64` wrap); not the secret
    // itself or URL-safe base64, which no common tool wraps. Each form costs the prefilter two
    // literals, on every line.
    const bytes = Buffer.from(secret);
    for (let offset = 0; offset < 3; offset++) {
        const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const inner = b64.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        if (inner.length >= 16)
            forms.add(inner);
    }
    return [...forms];
}
/** Builds a redactor for these secret values plus the token shapes. Short values are ignored. */
function makeRedactor(secrets) {
    const values = new Set();
    for (const secret of secrets) {
        const s = (secret ?? '').trim();
        if (s.length < 4)
            continue;
        for (const form of secretForms(s))
            values.add(form);
    }
    const wrapped = new Set();
    for (const secret of secrets) {
        const s = (secret ?? '').trim();
        if (s.length >= 12)
            for (const form of wrappedForms(s))
                wrapped.add(form);
    }
    const literals = [...values].sort((a, b) => b.length - a.length).map(escapeRegExp);
    // A wrapped form: any character may be followed by a line break. Its prefilter literals are
    // its first and last 12 characters: one break leaves at least one of them whole.
    const wraps = [...wrapped]
        .sort((a, b) => b.length - a.length)
        .map((f) => Array.from(f, escapeRegExp).join(WRAP));
    const ends = [...wrapped].flatMap((f) => [f.slice(0, 12), f.slice(-12)]).map(escapeRegExp);
    const byValue = literals.length + wraps.length > 0
        ? new RegExp([...literals, ...wraps].join('|'), 'g')
        : undefined;
    // A wrapped form's full text holds its first 12 characters, so only those and its last 12 are
    // looked for: the prefilter's cost grows with the number of literals it holds.
    const unwrapped = [...values]
        .filter((v) => !wrapped.has(v))
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp);
    const suspectText = new RegExp([...unwrapped, ...new Set(ends), ...SHAPES.map((s) => s.anchor), ESCAPED_TEST.source].join('|'));
    const suspectRaw = new RegExp([suspectText.source, JSON_DISGUISE].join('|'));
    const plain = (text) => {
        let out = byValue !== undefined ? text.replace(byValue, MASK) : text;
        for (const shape of SHAPES) {
            shape.pattern.lastIndex = 0;
            if (shape.pattern.test(out)) {
                shape.pattern.lastIndex = 0;
                out = out.replace(shape.pattern, shape.replace ?? MASK);
            }
        }
        return maskBodiesBeforeEnd(out);
    };
    const redact = (text) => {
        if (text === '' || !suspectText.test(text))
            return text;
        const out = plain(text);
        // A JSON escape can spell a secret inside a string (JSON encoded twice, a broken line):
        // when the decoded text holds one, the decoded text is what is kept, masked.
        if (ESCAPED_TEST.test(out)) {
            const decoded = undisguise(out);
            const masked = plain(decoded);
            if (masked !== decoded)
                return masked;
        }
        return out;
    };
    redact.suspect = (text) => suspectRaw.test(text);
    return redact;
}
/**
 * Cuts already redacted text to `max` characters, keeping its head. A cut that splits a run of
 * token characters (a word, base64) drops the partial run: a secret the redactor could only recognise whole (it
 * was cut before it was redacted, or it is a shape no pattern knows) leaves no piece at the edge.
 */
function cutHead(text, max, mark = '…') {
    if (text.length <= max)
        return text;
    let head = text.slice(0, max);
    if (/[A-Za-z0-9_+/=-]/.test(text.charAt(max)))
        head = head.replace(/[A-Za-z0-9_+/=-]+$/, '');
    return head + mark;
}
/** Like cutHead, keeping the end of the text. */
function cutTail(text, max, mark = '…') {
    if (text.length <= max)
        return text;
    let tail = text.slice(text.length - max);
    if (/[A-Za-z0-9_+/=-]/.test(text.charAt(text.length - max - 1)))
        tail = tail.replace(/^[A-Za-z0-9_+/=-]+/, '');
    return mark + tail;
}
/** Whether `text` may hold a secret for this redactor (always true for a plain function). */
function suspect(redact, text) {
    return redact.suspect === undefined ? true : redact.suspect(text);
}


/***/ }),

/***/ 498:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Br: () => (/* binding */ renderSummary)
});

// UNUSED EXPORTS: SUMMARY_BUDGET, plainSummary

;// CONCATENATED MODULE: ./src/core/hints.ts
/** The hints' texts, in order. */
function hints(f) {
    return findHints(f).map((h) => h.text);
}
function findHints(f) {
    const out = [];
    const push = (id, text, headline) => {
        out.push(headline !== undefined ? { id, text, headline } : { id, text });
    };
    const byKind = f.report.counts.byKind;
    const rejectedShell = byKind.get('shell')?.rejected ?? 0;
    const rejectedMcp = byKind.get('mcp')?.rejected ?? 0;
    if (rejectedShell > 0 && f.force !== true) {
        push('rejected_shell', `${rejectedShell} shell command${rejectedShell === 1 ? ' was' : 's were'} rejected because tools need approval in headless runs. Pass \`force: true\` to let the agent run commands.`);
    }
    if (rejectedMcp > 0) {
        push('rejected_mcp', 'MCP tool calls were rejected: add `--approve-mcps` to `extra-args` to approve configured MCP servers.');
    }
    if (/Authentication required|not logged in|CURSOR_API_KEY|invalid api key|unauthori[sz]ed/i.test(f.stderr) ||
        (f.apiKeySet === false && f.verdict.conclusion === 'failure' && f.report.result === undefined)) {
        push('auth', "The CLI is not authenticated. Set `api-key: ${{ secrets.CURSOR_API_KEY }}` (a key from Cursor's dashboard; API keys need a paid plan).", 'not authenticated: set `api-key` (a Cursor API key; paid plan)');
    }
    if (/Cannot use this model|unknown model|model .* not (found|available)/i.test(f.stderr)) {
        push('model', 'The model id was not accepted. Check the `model` input against `cursor-agent models` (ids, not display names; no `[effort=…]` suffix).');
    }
    if (f.trust === false && (/trust/i.test(f.stderr) || /trust/i.test(f.report.finalMessage))) {
        push('trust', 'The CLI stopped at the workspace-trust prompt. Set `trust: true`.');
    }
    if (/free plan|upgrade|usage limit|rate limit/i.test(f.stderr)) {
        push('plan_limit', "The account hit a plan or rate limit (see the CLI's message above).");
    }
    switch (f.verdict.reason) {
        case 'inactivity':
            push('inactivity', 'If the agent legitimately thinks for long stretches, raise `inactivity-timeout-minutes` (0 turns it off).');
            break;
        case 'timeout':
            push('timeout', 'Raise `timeout-minutes`, or split the task into smaller prompts.');
            break;
        case 'exit_code':
            if (f.report.result !== undefined && !f.report.result.isError) {
                push('exit_after_result', 'The CLI reported success and then exited non-zero, a known intermittent CLI issue: the result is still in the outputs; a re-run usually passes.');
            }
            break;
        case 'no_result':
            if (f.report.result === undefined && f.stderr.trim() === '') {
                push('silent_exit', 'The CLI exited without a result and without saying why. If it waited on a prompt, `trust: true` and `force: true` avoid the usual ones.');
            }
            break;
        default:
            break;
    }
    // A cause that stops everything (its hint has a headline) comes before the rest.
    return out.sort((a, b) => Number(b.headline !== undefined) - Number(a.headline !== undefined));
}

;// CONCATENATED MODULE: ./src/render/format.ts
/** Small formatting helpers shared by the log and the summary. */
/** `4.2 s` under a minute, else a clock; `–` when unknown or not a real duration (negative, NaN). */
function seconds(ms) {
    if (!isDuration(ms))
        return '–';
    return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms);
}
/**
 * `4m 10s`, `1h 02m`; `–` for a value that is no duration. The stream's `duration_ms` is the
 * CLI's word, and a negative one must not read as "-5s".
 */
function clock(ms) {
    if (!isDuration(ms))
        return '–';
    const total = Math.round(ms / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h > 0)
        return `${h}h ${String(m).padStart(2, '0')}m`;
    if (m > 0)
        return `${m}m ${String(s).padStart(2, '0')}s`;
    return `${s}s`;
}
/** A finite, non-negative number of milliseconds. */
function isDuration(ms) {
    return ms !== undefined && Number.isFinite(ms) && ms >= 0;
}
function plural(n, word, many = `${word}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
}
/**
 * The one truncation helper: at most `max` characters, with `…` where text was cut. `keep: 'head'`
 * (the default) keeps the start; `'tail'` keeps the end (where a command's errors are). Never
 * splits a surrogate pair, so the result is always well-formed text.
 */
function truncate(text, max, options = {}) {
    if (text.length <= max)
        return text;
    const room = Math.max(0, max - 1);
    if (options.keep === 'tail') {
        let start = text.length - room;
        if (isLowSurrogate(text.charCodeAt(start)))
            start++;
        return '…' + text.slice(start);
    }
    let end = room;
    if (isLowSurrogate(text.charCodeAt(end)))
        end--;
    return text.slice(0, end) + '…';
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/** `+3 −1`, `+12`, or '' when nothing is known. */
function lineDelta(added, removed) {
    const parts = [];
    if (added !== undefined)
        parts.push(`+${added}`);
    if (removed !== undefined && removed > 0)
        parts.push(`−${removed}`);
    else if (removed === 0 && added === undefined)
        parts.push('−0');
    return parts.join(' ');
}

;// CONCATENATED MODULE: ./src/render/markdown.ts
/**
 * Markdown for untrusted text. Text from the stream goes into the summary (and the PR comment)
 * only through these helpers:
 * - `agentText`: the agent's prose, as literal text (see below);
 * - `text`: one line of literal text, for table cells, headings and callouts;
 * - `code` / `cellCode`: a code span no backtick run inside can close;
 * - `fenced`: a fenced block no fence inside can close;
 * - `link`: a link whose destination is percent-encoded, so no `)`, `>`, `|` or space ends it early.
 * None of them can open or close a `<details>` block, a table, a fence or a section around it.
 */
/** Invisible, and breaks every autolink and mention pattern it sits in. */
const ZWSP = '\u200b';
const NBSP = '\u00a0';
/** Every line ending a reader could see as one (CommonMark itself knows only \n, \r, \r\n). */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
/**
 * The ASCII punctuation that can take part in markup anywhere in a line (CommonMark lets a
 * backslash escape any ASCII punctuation). Left alone: `" % ' , . / : ; ? @`, which no CommonMark
 * or GFM construct starts with and which only form one after a character that is escaped here
 * (a link title needs `[`, a closing tag `<`); autolinks and mentions, found in plain text, are
 * broken separately. `-`, `+`, `=` and an ordered-list `.` matter only at a line's start.
 */
const MARKUP_PUNCTUATION = /[!#$&()*+<>[\\\]^_`{|}~]/g;
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        if (c === ch) {
            run++;
            if (run > best)
                best = run;
        }
        else {
            run = 0;
        }
    }
    return best;
}
/** Inline code: shown literally, newlines as `⏎`. Not for table cells (see cellCode). */
function code(text) {
    if (text === '')
        return '';
    return span(flatten(text));
}
/**
 * Inline code inside a table cell. GFM splits cells on `|` before it reads code spans, so pipes
 * are escaped; GitHub shows them as `|` there, while outside a table the backslash would show.
 * A backslash right before a pipe gets a zero-width space after it: cmark-gfm (GitHub) and
 * micromark (remark) disagree on whether `\\|` ends the cell, and with the space both say no.
 */
function cellCode(text) {
    if (text === '')
        return '';
    return span(flatten(text)
        .replace(/\\(?=\|)/g, `\\${ZWSP}`)
        .replace(/\|/g, '\\|'));
}
function flatten(text) {
    return text.replace(new RegExp(LINE_BREAK.source, 'g'), '⏎');
}
function span(flat) {
    // A fence longer than any backtick run inside; the closing fence sits on the same line, so a
    // span at the start of a line is never read as a code fence (its info string has backticks).
    const fence = '`'.repeat(longestRun(flat, '`') + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/** A fenced code block that nothing inside can close. */
function markdown_fenced(text, lang = 'text') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}
/**
 * The agent's prose (final message, last message) as literal text: what the agent wrote, shown
 * exactly, line by line, and never markup.
 *
 * Why literal and not "the agent's markdown, defused": keeping markdown means a second parser of
 * ours deciding where fences, HTML blocks and code spans start, and any disagreement with
 * GitHub's parser (a backtick in a fence's info string, `\` before a span, spans across lines) is
 * a way out of the section. Here nothing needs to agree: every ASCII punctuation character is
 * backslash-escaped (CommonMark allows it for all of them), which stops every block start
 * (fences, HTML blocks 1–7, headings, setext and thematic lines, lists, quotes, tables, link
 * reference definitions) and every inline one (emphasis, code, HTML, links, images, entities);
 * leading spaces and tabs become no-break spaces (no indented code); line breaks become hard
 * breaks and blank lines paragraph breaks; URL, `www.`, e-mail autolinks and mentions, which GFM
 * finds in plain text, are broken with a zero-width space. Markdown is meant to read well as
 * plain text, so the message stays readable.
 *
 * The result is a sequence of paragraphs: the caller puts a blank line before and after it.
 */
function agentText(value, options = {}) {
    const paragraphs = [[]];
    for (const raw of value.split(LINE_BREAK)) {
        const line = raw.replace(/[ \t]+$/, '');
        if (line === '') {
            if ((paragraphs.at(-1) ?? []).length > 0)
                paragraphs.push([]);
            continue;
        }
        const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
        const lead = indent.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP);
        paragraphs.at(-1)?.push(lead + escapeInline(line.slice(indent.length), options));
    }
    return paragraphs
        .filter((p) => p.length > 0)
        .map((p) => p.join('\\\n'))
        .join('\n\n');
}
/** Plain text on one line (a table cell, a heading, a callout): no markup survives. */
function markdown_text(value) {
    return escapeInline(value.replace(new RegExp(LINE_BREAK.source, 'g'), ' ').trimStart());
}
/**
 * One line as literal text, valid at the start of a line too (a callout's `> ` is followed by
 * block structure: a list, a heading, a thematic break).
 */
function escapeInline(value, options = {}) {
    return breakAutolinks(value, options)
        .replace(MARKUP_PUNCTUATION, '\\$&')
        .replace(/^[-+=]/, '\\$&')
        .replace(/^(\d+)\./, '$1\\.');
}
/**
 * Breaks URL, `www.`, e-mail autolinks and mentions with a zero-width space. GitHub's cmark-gfm
 * finds them in the source and remark in decoded text, so neither a backslash nor a character
 * reference stops both.
 */
function breakAutolinks(value, options = {}) {
    const broken = value.replace(/:\/\//g, `:${ZWSP}//`).replace(/(www)\./gi, `$1${ZWSP}.`);
    // `#12` and `GH-12` are issue references: on GitHub they link and leave a cross-reference
    // event on the issue, so they are defused with the mentions.
    return options.defuseMentions === false
        ? broken.replace(/@/g, `${ZWSP}@`)
        : broken.replace(/@/g, `@${ZWSP}`).replace(/(#|\bGH-)(?=\d)/gi, `$1${ZWSP}`);
}
/**
 * A link to a URL we built (a file at a commit, a patch section): `label` is markdown the caller
 * made safe. Only `https:`/`http:` URLs and `#anchors` become links; the destination is
 * percent-encoded so a file named `notes (v2)).md`, or one with `|`, `<`, spaces or backslashes,
 * keeps its link whole, inside a table too.
 */
function markdown_link(label, url) {
    if (!/^(https?:\/\/|#)/i.test(url))
        return label;
    return `[${label}](${linkDestination(url)})`;
}
function linkDestination(url) {
    return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#@!$'*+,;=%]/gu, (c) => 
    // A lone surrogate has no UTF-8 form; it becomes U+FFFD like a browser would show it.
    c.length === 1 && c >= '\ud800' && c <= '\udfff'
        ? '%EF%BF%BD'
        : c.charCodeAt(0) < 0x80
            ? // encodeURIComponent leaves `(`, `)` alone; they are what ends a destination early.
                '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
            : encodeURIComponent(c));
}

;// CONCATENATED MODULE: ./src/render/outcomes.ts
const CONCLUSIONS = {
    success: { icon: '✅', phrase: 'succeeded' },
    failure: { icon: '❌', phrase: 'failed' },
    cancelled: { icon: '⏹', phrase: 'was cancelled' },
    skipped: { icon: '⏭', phrase: 'was skipped' }
};
const OUTCOMES = {
    ok: { icon: '✅', word: 'ok' },
    failed: { icon: '❌', word: 'failed' },
    rejected: { icon: '⛔', word: 'rejected' },
    running: { icon: '⏳', word: 'never completed' },
    unknown: { icon: '❔', word: 'unknown' }
};
/** `✅ Cursor Agent succeeded`, `❌ Cursor Agent failed`, … */
function headline(conclusion) {
    const c = CONCLUSIONS[conclusion];
    return `${c.icon} Cursor Agent ${c.phrase}`;
}

;// CONCATENATED MODULE: ./src/render/sections.ts


/** Characters of the agent's message shown in the summary. */
const MESSAGE_CHARS = 64 * 1024;
/** `*12 more files not shown; see the transcript.*` when a list was cut. */
function moreNote(total, shown, what) {
    return total > shown
        ? [
            '',
            `*${(total - shown).toLocaleString('en-US')} more ${what} not shown; see the transcript.*`
        ]
        : [];
}
/**
 * The agent's final message, or, when no result arrived, its last message under a title that
 * says the run did not finish (so nobody reads a half-done plan as the outcome).
 */
function messageSection(r, redact) {
    if (r.finalMessage.trim() === '')
        return [];
    const title = r.result === undefined ? '#### Last message — the run did not finish' : '#### Final message';
    // A huge message would push everything else past the budget; the whole text stays in the
    // final_message output and the transcript.
    const long = r.finalMessage.length > MESSAGE_CHARS;
    const out = [title, '', agentText(redact(truncate(r.finalMessage, MESSAGE_CHARS))), ''];
    if (long) {
        out.push(`*The message is ${r.finalMessage.length.toLocaleString('en-US')} characters long; the first ${MESSAGE_CHARS.toLocaleString('en-US')} are shown. The whole text is in the \`final_message\` output and the transcript.*`, '');
    }
    return out;
}
function fileRef(path, links, asCode) {
    const url = links.files?.get(path);
    return url !== undefined ? markdown_link(asCode(path), url) : asCode(path);
}
function filesSection(r, links, limits) {
    const out = [];
    if (r.filesChanged.length > 0) {
        out.push(`#### Files changed (${r.filesChanged.length.toLocaleString('en-US')})`, '', '| file | change | seen in |', '|---|---|---|');
        for (const f of r.filesChanged.slice(0, limits.files)) {
            const delta = lineDelta(f.added, f.removed);
            const state = f.deleted ? 'deleted' : f.created ? 'new' : '';
            const change = [state, delta].filter((s) => s !== '').join(' ') || 'changed';
            const patch = links.patch?.get(f.path);
            const seen = f.fromEdit && f.fromGit
                ? 'edit, git'
                : f.fromEdit
                    ? 'edit'
                    : 'git only (written by a command)';
            out.push(`| ${fileRef(f.path, links, cellCode)} | ${patch !== undefined ? markdown_link(change, patch) : change} | ${seen} |`);
        }
        out.push(...moreNote(r.filesChanged.length, limits.files, 'files'), '');
    }
    else {
        out.push('#### Files changed', '', 'None.', '');
    }
    if (r.filesRead.length > 0) {
        const shown = r.filesRead.slice(0, limits.files).map((p) => fileRef(p, links, code));
        out.push(`<details><summary>Files read (${r.filesRead.length.toLocaleString('en-US')})</summary>`, '', shown.join(', '), ...moreNote(r.filesRead.length, limits.files, 'files'), '', '</details>', '');
    }
    return out;
}
function diagnosticsSection(r) {
    const d = r.diagnostics;
    const lines = [];
    if (d.invalidLines + d.oversizeLines > 0) {
        lines.push(`- ${plural(d.invalidLines + d.oversizeLines, 'line')} of the stream ${d.invalidLines + d.oversizeLines === 1 ? 'was' : 'were'} not JSON events${d.oversizeLines > 0 ? ` (${d.oversizeLines} too long to keep)` : ''}. First ${d.invalidSamples.length}:`);
        for (const s of d.invalidSamples)
            lines.push(`  - ${code(truncate(s, 200))}`);
    }
    if (d.unknownTypes.size > 0) {
        lines.push(`- Unknown event types (ignored): ${[...d.unknownTypes.entries()].map(([t, n]) => `${code(truncate(t, 100))} ×${n}`).join(', ')}`);
    }
    if (d.interactionQueries > 0) {
        lines.push(`- The CLI asked for approval ${plural(d.interactionQueries, 'time')}; no answer is ever sent (stdin is closed), so those tools were rejected: ${d.querySamples.map((s) => code(truncate(s, 100))).join(', ')}`);
    }
    if (d.errorEvents.length > 0)
        lines.push(`- Error events: ${d.errorEvents.map((s) => code(truncate(s, 200))).join(', ')}`);
    if (d.resultEvents > 1)
        lines.push(`- ${d.resultEvents} result events arrived; an error in any of them fails the run.`);
    if (d.eventsAfterResult > 0)
        lines.push(`- ${plural(d.eventsAfterResult, 'event')} arrived after the result.`);
    const running = r.counts.running;
    if (running > 0)
        lines.push(`- ${plural(running, 'tool call')} never completed.`);
    const orphans = r.counts.orphans;
    if (orphans > 0)
        lines.push(`- ${plural(orphans, 'tool call')} completed without a start event.`);
    if (d.droppedOutputTails > 0)
        lines.push(`- Output of ${d.droppedOutputTails} more failed calls was not kept in memory; see the transcript.`);
    if (lines.length === 0)
        return [];
    return ['<details><summary>Diagnostics</summary>', '', ...lines, '', '</details>', ''];
}

;// CONCATENATED MODULE: ./src/render/calls.ts




/** Characters of a call's target in a table row, and above an output tail. */
const TARGET_CHARS = 300;
const REASON_CHARS = 120;
function outcomeCell(t) {
    const { icon, word } = OUTCOMES[t.state];
    const reason = t.reason !== undefined && t.reason !== '' ? `: ${markdown_text(truncate(t.reason, REASON_CHARS))}` : '';
    switch (t.state) {
        case 'ok':
            return t.exitCode !== undefined ? `${icon} exit ${t.exitCode}` : `${icon} ${word}`;
        case 'failed':
            return t.exitCode !== undefined ? `${icon} exit ${t.exitCode}` : `${icon} ${word}${reason}`;
        case 'rejected':
            return `${icon} ${word}${reason}`;
        case 'running':
        case 'unknown':
            return `${icon} ${word}`;
    }
}
const ROW_HEAD = ['| # | tool | target | outcome | time |', '|---:|---|---|---|---:|'];
function callRow(t) {
    return `| ${t.index} | ${cellCode(t.kind)} | ${cellCode(truncate(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`;
}
/** Calls that did not end well, counted for the whole run (the list of records may be bounded). */
function problemTotal(r) {
    let n = 0;
    for (const k of r.counts.byKind.values())
        n += k.calls - k.ok;
    return n;
}
/**
 * Failed, rejected, never-completed and unknown calls, open, with the output tail of each that
 * kept one (the end of a command's output, where its errors are).
 */
function problemsSection(r, limits, redact) {
    const bad = r.tools.filter((t) => t.state !== 'ok');
    const total = Math.max(problemTotal(r), bad.length);
    if (total === 0)
        return [];
    const out = [`#### Failed and rejected calls (${total.toLocaleString('en-US')})`, ''];
    if (bad.length > 0) {
        out.push(...ROW_HEAD, ...bad.slice(0, limits.problems).map(callRow));
        out.push(...moreNote(total, Math.min(bad.length, limits.problems), 'calls'), '');
    }
    else {
        out.push(`*The calls themselves are not in the report's list; see the transcript.*`, '');
    }
    const tails = bad.filter((t) => t.outputTail !== undefined && t.outputTail !== '');
    if (tails.length > 0 && limits.tails > 0) {
        for (const t of tails.slice(0, limits.tails)) {
            // The output's own last newline would show as an empty line in the block.
            const tail = truncate((t.outputTail ?? '').replace(/\n+$/, ''), limits.tailChars, {
                keep: 'tail'
            });
            out.push(`Output of ${code(truncate(t.target, TARGET_CHARS))} (${outcomeCell(t)}):`, '', markdown_fenced(redact(tail)), '');
        }
        const more = moreNote(tails.length, limits.tails, 'outputs');
        if (more.length > 0)
            out.push(...more, '');
    }
    else if (tails.length > 0) {
        out.push(`*Output of ${plural(tails.length, 'failed call')} not shown; see the transcript.*`, '');
    }
    return out;
}
/** Shell commands: the failures are listed above, so here the successful ones, folded. */
function commandsSection(r, limits) {
    const shell = r.counts.byKind.get('shell');
    if (shell === undefined || shell.calls === 0)
        return [];
    const ok = r.tools.filter((t) => t.kind === 'shell' && t.state === 'ok');
    const out = [`#### Commands (${shell.calls.toLocaleString('en-US')})`, ''];
    const notOk = shell.calls - shell.ok;
    if (notOk > 0)
        out.push(`${plural(notOk, 'command')} did not succeed (listed under *Failed and rejected calls*).`, '');
    if (ok.length > 0 && limits.commands > 0) {
        out.push(`<details><summary>${plural(shell.ok, 'command')} succeeded</summary>`, '', '| command | result | time |', '|---|---|---|', ...ok
            .slice(0, limits.commands)
            .map((t) => `| ${cellCode(truncate(t.target, TARGET_CHARS))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`), ...moreNote(shell.ok, Math.min(ok.length, limits.commands), 'commands'), '', '</details>', '');
    }
    else if (shell.ok > 0) {
        out.push(`*${plural(shell.ok, 'successful command')} not shown; see the transcript.*`, '');
    }
    return out;
}
/** Calls per tool kind, then every call in order, folded. */
function toolsSection(r, limits) {
    const { counts, tools } = r;
    if (counts.calls === 0)
        return [];
    const out = [
        `#### Tool calls (${counts.calls.toLocaleString('en-US')})`,
        '',
        '| tool | calls | ok | failed | rejected | other | time |',
        '|---|---:|---:|---:|---:|---:|---:|'
    ];
    for (const [kind, k] of [...counts.byKind.entries()]
        .filter(([, k]) => k.calls > 0)
        .sort((a, b) => b[1].calls - a[1].calls)) {
        const other = k.calls - k.ok - k.failed - k.rejected;
        out.push(`| ${cellCode(kind)} | ${k.calls} | ${k.ok} | ${k.failed} | ${k.rejected} | ${other} | ${seconds(k.durationMs)} |`);
    }
    out.push('');
    if (limits.timeline > 0 && tools.length > 0) {
        out.push(`<details><summary>Timeline (${plural(counts.calls, 'call')})</summary>`, '', ...ROW_HEAD, ...tools.slice(0, limits.timeline).map(callRow), ...moreNote(counts.calls, Math.min(tools.length, limits.timeline), 'timeline rows'), '', '</details>', '');
    }
    else {
        out.push(`*Timeline of ${plural(counts.calls, 'call')} not shown; see the transcript.*`, '');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/render/status.ts



/** Characters of an id or version shown (a stream can send megabytes in any field). */
const ID_CHARS = 200;
/**
 * `### ❌ Cursor Agent failed (`exit_code`) in 4s · 2 files changed · 11 tool calls (1 failed)`.
 * A cause that stops everything (no authentication) puts its fix here, where it is read first.
 */
function statusSection(view, hints) {
    const { report: r, verdict } = view;
    const c = CONCLUSIONS[verdict.conclusion];
    const reason = verdict.conclusion !== 'success' && verdict.reason !== undefined
        ? ` (${cellCode(verdict.reason)})`
        : '';
    const time = isDuration(view.durationMs) ? ` in ${clock(view.durationMs)}` : '';
    const { failed, rejected } = r.counts;
    const bits = [
        ...hints.flatMap((h) => (h.headline !== undefined ? [h.headline] : [])),
        r.filesChanged.length === 0
            ? 'no files changed'
            : `${plural(r.filesChanged.length, 'file')} changed`,
        `${plural(r.counts.calls, 'tool call')}${problemsNote(failed, rejected)}`
    ];
    return [`### ${c.icon} Cursor Agent ${c.phrase}${reason}${time} · ${bits.join(' · ')}`, ''];
}
function problemsNote(failed, rejected) {
    const parts = [];
    if (failed > 0)
        parts.push(`${failed.toLocaleString('en-US')} failed`);
    if (rejected > 0)
        parts.push(`${rejected.toLocaleString('en-US')} rejected`);
    return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
/** What went wrong, in one sentence, then every fix; the CLI's stderr open below it. */
function calloutSection(view, hints, redact) {
    const { verdict } = view;
    const out = [];
    const fixes = hints.map((h) => h.text);
    if (verdict.conclusion !== 'success') {
        out.push(verdict.conclusion === 'cancelled' ? '> [!WARNING]' : '> [!CAUTION]', `> ${markdown_text(redact(verdict.message))}`);
        for (const fix of fixes)
            out.push('>', `> ${fix}`);
        out.push('');
        if (view.stderrTail !== undefined && view.stderrTail.trim() !== '') {
            out.push("<details open><summary>Last lines of the CLI's stderr</summary>", '', markdown_fenced(redact(view.stderrTail.replace(/\n+$/, ''))), '', '</details>', '');
        }
    }
    else if (fixes.length > 0) {
        out.push('> [!WARNING]', ...fixes.flatMap((f, i) => (i === 0 ? [`> ${f}`] : ['>', `> ${f}`])), '');
    }
    return out;
}
/** Model, session, request, CLI, tokens: what the status line does not already say. */
function factsSection(view) {
    const r = view.report;
    const facts = [];
    if (r.model !== undefined)
        facts.push(['Model', markdown_text(truncate(r.model, ID_CHARS))]);
    if (r.sessionId !== undefined)
        facts.push([
            'Session',
            `${cellCode(truncate(r.sessionId, ID_CHARS))} (continue it with \`resume:\`)`
        ]);
    if (r.result?.requestId !== undefined)
        facts.push(['Request', cellCode(truncate(r.result.requestId, ID_CHARS))]);
    const cli = [
        view.cliVersion !== undefined ? markdown_text(truncate(view.cliVersion, ID_CHARS)) : '',
        `exit code ${view.exitCode ?? '–'}`
    ].filter((s) => s !== '');
    facts.push(['CLI', cli.join(' · ')]);
    const u = r.result?.usage;
    if (u !== undefined) {
        const n = (v) => (v ?? 0).toLocaleString('en-US');
        facts.push([
            'Tokens',
            `${n(u.inputTokens)} in · ${n(u.outputTokens)} out · ${n(u.cacheReadTokens)} cache read · ${n(u.cacheWriteTokens)} cache write`
        ]);
    }
    return ['| | |', '|---|---|', ...facts.map(([k, v]) => `| ${k} | ${v} |`), ''];
}

;// CONCATENATED MODULE: ./src/render/summary.ts
/**
 * The job summary as markdown, for a reviewer: did it work (status line), what went wrong and
 * how to fix it, what failed (open, first), what the agent said, what changed, what ran
 * (successes folded). Pure: a view of the run in, a string out; one function per section. Every
 * value from the stream goes through markdown.ts, and the whole document through the redactor.
 * The result stays under the size budget however long the run: timeline rows go first, then file
 * lists, then command output, each with a visible note.
 */





const SUMMARY_BUDGET = 512 * 1024;
const START = {
    timeline: 1000,
    files: 1000,
    problems: 500,
    commands: 500,
    tails: 30,
    tailChars: 2000
};
function renderSummary(view, redact, budget = SUMMARY_BUDGET) {
    const limits = { ...START };
    // Degrade in a fixed order until the document fits.
    const steps = [
        () => shrink(limits, 'timeline', 100),
        () => shrink(limits, 'timeline', 0),
        () => shrink(limits, 'commands', 100),
        () => shrink(limits, 'files', 100),
        () => shrink(limits, 'problems', 100),
        () => shrink(limits, 'tailChars', 500),
        () => shrink(limits, 'tails', 5),
        () => shrink(limits, 'commands', 0),
        () => shrink(limits, 'files', 10),
        () => shrink(limits, 'problems', 10),
        () => shrink(limits, 'tails', 0)
    ];
    const hints = view.hints ?? hintsFor(view);
    let md = redact(render(view, hints, limits, redact));
    for (const step of steps) {
        if (Buffer.byteLength(md) <= budget)
            return md;
        if (step())
            md = redact(render(view, hints, limits, redact));
    }
    if (Buffer.byteLength(md) <= budget)
        return md;
    // Still too big (a gigantic final message): cut at the budget, on a line boundary, with a note.
    const note = "\n\n> [!NOTE]\n> The summary was cut to fit GitHub's size limit; see the transcript.\n";
    const cut = Buffer.from(md)
        .subarray(0, budget - Buffer.byteLength(note) - 16)
        .toString('utf8');
    return cut.slice(0, cut.lastIndexOf('\n')) + '\n' + note;
}
/** The core's hints for what the view knows (the caller usually passes them in `hints`). */
function hintsFor(view) {
    return findHints({
        report: view.report,
        verdict: view.verdict,
        stderr: view.stderrTail ?? '',
        force: view.settings?.force,
        trust: view.settings?.trust,
        apiKeySet: view.settings?.apiKeySet
    });
}
function shrink(limits, key, to) {
    if (limits[key] <= to)
        return false;
    limits[key] = to;
    return true;
}
function render(view, hints, limits, redact) {
    const r = view.report;
    return [
        ...statusSection(view, hints),
        ...calloutSection(view, hints, redact),
        ...factsSection(view),
        ...problemsSection(r, limits, redact),
        ...messageSection(r, redact),
        ...filesSection(r, { files: view.links, patch: view.patchAnchors }, limits),
        ...commandsSection(r, limits),
        ...toolsSection(r, limits),
        ...diagnosticsSection(r),
        ...footerSection(view)
    ].join('\n');
}
function footerSection(view) {
    const footer = [
        view.transcriptPath !== undefined ? `Transcript: ${code(view.transcriptPath)} (redacted)` : '',
        `cursor-agent-action${view.actionVersion !== undefined ? ` v${view.actionVersion}` : ''}`
    ].filter((s) => s !== '');
    return [`<sub>${footer.join(' · ')}</sub>`, ''];
}
/** The fallback when rendering itself failed: plain, redacted, still useful. */
function plainSummary(facts, redact) {
    const body = Object.entries(facts)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n');
    return `### Cursor Agent: summary could not be rendered\n\n${fenced(redact(body))}\n`;
}


/***/ }),

/***/ 978:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  f: () => (/* binding */ ManifestWriter)
});

// UNUSED EXPORTS: saveManifest

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/core/manifest.ts
const MANIFEST_VERSION = 1;
/** One tool call as the manifest lists it. */
function callEntry(call) {
    return dropUndefined({
        index: call.index,
        callId: call.callId,
        kind: call.kind,
        target: call.target,
        description: call.description,
        outcome: call.state,
        reason: call.reason,
        exitCode: call.exitCode,
        durationMs: call.durationMs,
        path: call.path,
        linesAdded: call.linesAdded,
        linesRemoved: call.linesRemoved,
        orphan: call.orphan,
        outputTail: call.outputTail
    });
}
/** A shell call as a command entry (the same call also appears under `calls`). */
function commandEntry(call) {
    if (call.kind !== 'shell')
        return undefined;
    return dropUndefined({
        index: call.index,
        command: call.target,
        outcome: call.state,
        exitCode: call.exitCode,
        durationMs: call.durationMs,
        reason: call.reason,
        outputTail: call.outputTail
    });
}
/** Everything but the calls and commands, which the writer streams in after it. */
function manifestHead(f) {
    const r = f.report;
    const iso = (ms) => ms === undefined ? null : new Date(ms).toISOString();
    const s = f.structured;
    return {
        schemaVersion: MANIFEST_VERSION,
        producer: { name: 'cursor-agent-action', via: f.producer, version: f.producerVersion },
        verdict: {
            conclusion: f.verdict.conclusion,
            failureReason: f.verdict.reason ?? null,
            message: f.verdict.message
        },
        timings: {
            startedAt: iso(f.startedAt),
            endedAt: iso(f.endedAt),
            wallMs: f.startedAt !== undefined && f.endedAt !== undefined ? f.endedAt - f.startedAt : null,
            durationMs: Math.round(f.durationMs),
            resultDurationMs: r.result?.durationMs ?? null
        },
        cli: {
            path: f.cliPath ?? null,
            version: f.cliVersion ?? null,
            exitCode: f.exitCode ?? null
        },
        session: {
            sessionId: r.sessionId ?? null,
            requestId: r.result?.requestId ?? null,
            model: r.model ?? null,
            cwd: r.cwd ?? null,
            apiKeySource: r.apiKeySource ?? null
        },
        result: r.result === undefined
            ? null
            : { subtype: r.result.subtype, isError: r.result.isError, text: r.result.text },
        finalMessage: r.finalMessage,
        structuredOutput: s === undefined
            ? null
            : s.ok
                ? { valid: true, value: JSON.parse(s.json) }
                : { valid: false, errors: s.errors },
        usage: r.result?.usage ?? null,
        counts: {
            calls: r.counts.calls,
            running: r.counts.running,
            failed: r.counts.failed,
            rejected: r.counts.rejected,
            orphans: r.counts.orphans,
            byKind: Object.fromEntries(r.counts.byKind)
        },
        files: {
            read: r.filesRead,
            changed: r.filesChanged.map((c) => dropUndefined({ ...c }))
        },
        transcript: f.transcriptPath ?? null,
        diagnostics: { ...r.diagnostics, unknownTypes: Object.fromEntries(r.diagnostics.unknownTypes) }
    };
}
/** Every string in a JSON value redacted (keys included: the stream names them too). */
function redactDeep(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((v) => redactDeep(v, redact));
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k), redactDeep(v, redact)]));
    }
    return value;
}
function dropUndefined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

// EXTERNAL MODULE: ./src/core/report.ts + 5 modules
var report = __nccwpck_require__(395);
;// CONCATENATED MODULE: ./src/run/manifest.ts
/**
 * The manifest writer: an observer that appends each call to a temp NDJSON file the moment it
 * completes (the report keeps only a bounded list of calls), and `finish()`, which streams those
 * lines into the manifest JSON file under RUNNER_TEMP. Memory stays bounded: one line at a time.
 * Everything written is redacted, like the transcript.
 */







/** A temp NDJSON file of entries, one JSON value per line. */
class Spool {
    path;
    fd;
    count = 0;
    constructor(path) {
        this.path = path;
    }
    add(value) {
        this.fd ??= external_node_fs_default().openSync(this.path, 'w', 0o600);
        writeAll(this.fd, JSON.stringify(value) + '\n');
        this.count++;
    }
    /** Copies the entries into `out` as JSON array items, then removes the spool. */
    drainInto(out) {
        if (this.fd === undefined)
            return;
        external_node_fs_default().closeSync(this.fd);
        this.fd = undefined;
        const input = external_node_fs_default().openSync(this.path, 'r');
        try {
            const buf = Buffer.alloc(64 * 1024);
            let first = true;
            let carry = '';
            let n;
            while ((n = external_node_fs_default().readSync(input, buf, 0, buf.length, null)) > 0) {
                const lines = (carry + buf.toString('utf8', 0, n)).split('\n');
                carry = lines.pop() ?? '';
                for (const line of lines) {
                    if (line === '')
                        continue;
                    writeAll(out, (first ? '\n' : ',\n') + line);
                    first = false;
                }
            }
            if (carry !== '')
                writeAll(out, (first ? '\n' : ',\n') + carry);
        }
        finally {
            external_node_fs_default().closeSync(input);
            external_node_fs_default().rmSync(this.path, { force: true });
        }
    }
}
function writeAll(fd, text) {
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length)
        off += external_node_fs_default().writeSync(fd, buf, off);
}
class ManifestWriter {
    redact;
    calls;
    commands;
    /** Why a call could not be spooled, if it could not; the manifest then says so. */
    spoolError;
    path;
    /** Spools in `dir`; the manifest goes to `target`, else beside the spools. */
    constructor(dir, redact, target) {
        this.redact = redact;
        const id = (0,external_node_crypto_namespaceObject.randomBytes)(4).toString('hex');
        this.path = target ?? external_node_path_default().join(dir, `cursor-agent-manifest-${id}.json`);
        this.calls = new Spool(external_node_path_default().join(dir, `cursor-agent-manifest-${id}.calls.ndjson`));
        this.commands = new Spool(external_node_path_default().join(dir, `cursor-agent-manifest-${id}.commands.ndjson`));
    }
    static create(env, redact) {
        const dir = env.RUNNER_TEMP !== undefined && env.RUNNER_TEMP !== '' ? env.RUNNER_TEMP : external_node_os_default().tmpdir();
        return new ManifestWriter(dir, redact);
    }
    change(change) {
        if (change.kind === 'tool_completed')
            this.add(change.call);
    }
    add(call) {
        if (this.spoolError !== undefined)
            return;
        try {
            this.calls.add(redactDeep(callEntry(call), this.redact));
            const command = commandEntry(call);
            if (command !== undefined)
                this.commands.add(redactDeep(command, this.redact));
        }
        catch (error) {
            this.spoolError = error instanceof Error ? error : new Error(String(error));
        }
    }
    /**
     * Writes the manifest: the head from `facts`, then every completed call, then `running` (calls
     * that never completed). Returns the file's path; throws when it cannot be written.
     */
    finish(facts, running) {
        for (const call of running)
            this.add(call);
        const head = redactDeep(manifestHead(facts), this.redact);
        if (this.spoolError !== undefined) {
            head.incomplete = `Some calls could not be recorded: ${this.redact(this.spoolError.message)}`;
        }
        const out = external_node_fs_default().openSync(this.path, 'w', 0o600);
        try {
            writeAll(out, JSON.stringify(head).slice(0, -1) + ',"calls":[');
            this.calls.drainInto(out);
            writeAll(out, '],"commands":[');
            this.commands.drainInto(out);
            writeAll(out, ']}\n');
        }
        finally {
            external_node_fs_default().closeSync(out);
        }
        return this.path;
    }
}
/**
 * Writes the manifest for whatever is known, on every exit path (an input error has no writer
 * and no report yet: the manifest then holds the verdict alone). Returns its path.
 */
function saveManifest(known, verdict, o) {
    const writer = known.manifestWriter ?? ManifestWriter.create(o.env, o.redact);
    const report = known.builder?.snapshot() ?? new ReportBuilder().snapshot();
    const endedAt = Date.now();
    return writer.finish({
        report,
        verdict,
        producer: 'action',
        producerVersion: VERSION,
        startedAt: o.started,
        endedAt,
        durationMs: report.result?.durationMs ?? endedAt - o.started,
        exitCode: known.ending?.kind === 'exited' ? known.ending.exitCode : undefined,
        cliPath: known.cli?.path,
        cliVersion: known.cli?.version,
        transcriptPath: known.transcript?.written,
        structured: known.structured
    }, known.builder?.runningCalls() ?? []);
}


/***/ }),

/***/ 405:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The action's own version, shown in the summary footer. Kept equal to package.json by a test. */
const VERSION = '1.0.0';


/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
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
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(102);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
