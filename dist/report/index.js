#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 490:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  g: () => (/* binding */ LineSplitter)
});

// UNUSED EXPORTS: MAX_LINE_BYTES

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./src/core/lines.ts

/** A line longer than this is not kept whole: it is reported as oversized and skipped. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/**
 * Turns a byte stream into lines. Chunks may split a line or a UTF-8 sequence anywhere, so the
 * decoder keeps partial code points and the splitter keeps the partial line until its `\n`
 * arrives. CRLF endings and a leading BOM are accepted. Memory is bounded by MAX_LINE_BYTES: a
 * line past that is dropped (its size and first bytes reported) instead of growing forever.
 */
class LineSplitter {
    onLine;
    onOversize;
    maxLine;
    decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
    parts = [];
    partLength = 0;
    oversize = false;
    oversizeHead = '';
    oversizeBytes = 0;
    first = true;
    constructor(onLine, onOversize = () => undefined, maxLine = MAX_LINE_BYTES) {
        this.onLine = onLine;
        this.onOversize = onOversize;
        this.maxLine = maxLine;
    }
    push(chunk) {
        this.take(this.decoder.write(chunk));
    }
    /** Flushes the last line even when the stream stopped without a final newline. */
    end() {
        this.take(this.decoder.end());
        if (this.oversize) {
            this.onOversize(this.oversizeBytes, this.oversizeHead);
        }
        else if (this.partLength > 0) {
            this.emit(this.parts.join(''));
        }
        this.parts = [];
        this.partLength = 0;
        this.oversize = false;
    }
    take(text) {
        if (text.length === 0)
            return;
        let start = 0;
        for (;;) {
            const nl = text.indexOf('\n', start);
            if (nl < 0)
                break;
            this.append(text.slice(start, nl));
            if (this.oversize) {
                this.onOversize(this.oversizeBytes, this.oversizeHead);
            }
            else {
                this.emit(this.parts.length === 1 ? (this.parts[0] ?? '') : this.parts.join(''));
            }
            this.parts = [];
            this.partLength = 0;
            this.oversize = false;
            this.oversizeBytes = 0;
            start = nl + 1;
        }
        if (start < text.length)
            this.append(text.slice(start));
    }
    append(piece) {
        if (this.oversize) {
            this.oversizeBytes += piece.length;
            return;
        }
        this.parts.push(piece);
        this.partLength += piece.length;
        if (this.partLength > this.maxLine) {
            this.oversize = true;
            this.oversizeBytes = this.partLength;
            this.oversizeHead = this.parts.join('').slice(0, 200);
            this.parts = [];
            this.partLength = 0;
        }
    }
    emit(raw) {
        let line = raw;
        if (this.first) {
            this.first = false;
            if (line.charCodeAt(0) === 0xfeff)
                line = line.slice(1);
        }
        if (line.endsWith('\r'))
            line = line.slice(0, -1);
        this.onLine(line);
    }
}


/***/ }),

/***/ 19:
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

function readToolCall(value) {
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
            args: parseArguments(fn.arguments),
            result: isObject(fn.result) ? fn.result : undefined,
            ...meta
        };
    }
    return { kind: 'unknown', ...meta };
}
function parseArguments(value) {
    if (isObject(value))
        return value;
    if (typeof value !== 'string')
        return undefined;
    try {
        const parsed = JSON.parse(value);
        return isObject(parsed) ? parsed : undefined;
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
function textOf(message) {
    if (!isObject(message))
        return '';
    const content = message.content;
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    let out = '';
    for (const item of content) {
        if (isObject(item) && typeof item.text === 'string')
            out += item.text;
    }
    return out;
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
function parseLine(line) {
    if (line.trim() === '')
        return { ok: false, reason: 'blank' };
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return { ok: false, reason: 'not_json' };
    }
    if (!isObject(value))
        return { ok: false, reason: 'not_object' };
    const type = str(value.type);
    if (type === undefined || type === '')
        return { ok: false, reason: 'no_type' };
    return { ok: true, event: toEvent(type, value) };
}
function toEvent(type, v) {
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
            return {
                type: 'assistant',
                variant,
                text: textOf(v.message),
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
            return { type: 'tool_call', subtype, callId, tool: readToolCall(v.tool_call), timestampMs };
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
    sampleChars: 300
};

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
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
            droppedOutputTails: 0
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
    now;
    constructor(options = {}) {
        this.options = options;
        this.now = options.now ?? (() => undefined);
    }
    /** Calls started and not yet completed: a long `npm test` is work, not inactivity. */
    get openCalls() {
        return this.report.counts.running;
    }
    /** The calls still running, oldest first (for heartbeats). */
    runningCalls() {
        return [...this.running];
    }
    /** Parses and applies one line of the stream. */
    line(line) {
        const parsed = parseLine(line);
        if (parsed.ok)
            return this.apply(parsed.event);
        if (parsed.reason === 'blank')
            return { kind: 'none' };
        const d = this.report.diagnostics;
        d.invalidLines++;
        if (d.invalidSamples.length < LIMITS.samples)
            d.invalidSamples.push(cap(line, LIMITS.sampleChars));
        return { kind: 'invalid', line };
    }
    oversize(bytes, head) {
        const d = this.report.diagnostics;
        d.oversizeLines++;
        if (d.invalidSamples.length < LIMITS.samples) {
            d.invalidSamples.push(`(line of ${bytes} characters skipped) ${cap(head, 100)}`);
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
            index: this.report.tools.length + 1,
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
        this.report.tools.push(call);
        this.calls.set(event.callId, call);
        return call;
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
        if ((c.outcome === 'failed' || c.outcome === 'rejected') && c.output !== undefined) {
            if (this.keptTails < LIMITS.outputTails) {
                call.outputTail = tail(c.output, LIMITS.outputTail);
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
        if (r.finalMessage === '' && this.pendingDelta !== '')
            r.finalMessage = this.pendingDelta;
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


/***/ }),

/***/ 102:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(490);
/* harmony import */ var _render_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(513);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(19);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(866);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(408);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(405);
/**
 * `cursor-agent-report transcript.ndjson`: the job summary from a saved stream, with no GitHub
 * around. Reads the file (or stdin with `-`) through the same splitter and fold as the action and
 * prints the markdown. The verdict comes from the stream alone, so the exit code is taken as 0
 * unless `--exit-code N` says otherwise.
 */







const USAGE = 'usage: cursor-agent-report [--exit-code N] [--root DIR] <transcript.ndjson | ->';
async function main(argv) {
    let file;
    let exitCode = 0;
    let root;
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === '--exit-code')
            exitCode = Number(argv[++i]);
        else if (a === '--root')
            root = argv[++i];
        else if (a === '-h' || a === '--help') {
            process.stdout.write(USAGE + '\n');
            return 0;
        }
        else
            file = a;
    }
    if (file === undefined || !Number.isInteger(exitCode)) {
        process.stderr.write(USAGE + '\n');
        return 2;
    }
    const builder = new _core_report_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportBuilder */ .ex({ root });
    const splitter = new _core_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .LineSplitter */ .g((line) => builder.line(line), (bytes, head) => builder.oversize(bytes, head));
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
    const verdict = (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .decide */ .L)({ kind: 'exited', exitCode, signal: null }, report.result);
    const redact = (0,_render_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .makeRedactor */ .$)([process.env.CURSOR_API_KEY ?? '']);
    const markdown = (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSummary */ .Br)({
        report,
        verdict,
        durationMs: report.result?.durationMs ?? 0,
        exitCode,
        transcriptPath: file === '-' ? undefined : file,
        actionVersion: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x
    }, redact);
    process.stdout.write(markdown);
    return 0;
}
process.exitCode = await main(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 513:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ makeRedactor)
/* harmony export */ });
/* unused harmony export MASK */
/**
 * Redaction of secrets in anything we write: log, summary, outputs, transcript. The API key is
 * removed by value (also in its JSON-escaped form, since the transcript holds raw JSON); common
 * token shapes are removed by pattern, because an agent can print a token it found in the
 * workspace or the environment.
 */
const TOKEN_SHAPES = [
    /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g,
    /\bgithub_pat_[A-Za-z0-9_]{22,}\b/g,
    /\bsk-[A-Za-z0-9_-]{20,}/g,
    /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
];
const MASK = '***';
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Builds a redactor for these secret values plus the token shapes. Short values are ignored. */
function makeRedactor(secrets) {
    const values = new Set();
    for (const secret of secrets) {
        const s = secret.trim();
        if (s.length < 4)
            continue;
        values.add(s);
        values.add(JSON.stringify(s).slice(1, -1));
    }
    const byValue = values.size > 0
        ? new RegExp([...values]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'), 'g')
        : undefined;
    return (text) => {
        if (text === '')
            return text;
        let out = byValue !== undefined ? text.replace(byValue, MASK) : text;
        for (const shape of TOKEN_SHAPES) {
            shape.lastIndex = 0;
            if (shape.test(out)) {
                shape.lastIndex = 0;
                out = out.replace(shape, MASK);
            }
        }
        return out;
    };
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Br: () => (/* binding */ renderSummary)
});

// UNUSED EXPORTS: FINAL_MESSAGE_CHARS, SUMMARY_BUDGET, plainSummary

;// CONCATENATED MODULE: ./src/render/format.ts
/** Small formatting helpers shared by the log and the summary. */
function seconds(ms) {
    if (ms === undefined)
        return '–';
    return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms);
}
/** `4m 10s`, `1h 02m`. */
function clock(ms) {
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
function plural(n, word, many = `${word}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
}
function truncate(text, max) {
    return text.length > max ? text.slice(0, max - 1) + '…' : text;
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
 * Markdown for untrusted text. Text from the stream goes into the summary only through these
 * helpers: as a code span (literal, no links, no HTML, pipes escaped for tables), as a fenced
 * block whose fence is longer than any backtick run inside, or as prose with raw HTML and images
 * neutralised. None of them can open or close a `<details>` block, a table or a fence around it.
 */
/** Invisible, and breaks every autolink pattern it sits in. */
const ZWSP = '\u200b';
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
    return span(text.replace(/\r\n|\r|\n/g, '⏎'));
}
/**
 * Inline code inside a table cell. GFM splits cells on `|` before it reads code spans, so pipes
 * are escaped; GitHub shows them as `|` there, while outside a table the backslash would show.
 */
function cellCode(text) {
    if (text === '')
        return '';
    return span(text.replace(/\r\n|\r|\n/g, '⏎').replace(/\|/g, '\\|'));
}
function span(flat) {
    const fence = '`'.repeat(longestRun(flat, '`') + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/** A fenced code block that nothing inside can close. */
function markdown_fenced(text, lang = 'text') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;'
};
/** Plain text for a table cell or a line of prose: no markup survives. */
function markdown_text(value) {
    return breakAutolinks(value
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c)
        .replace(/([\\`*_[\]{}()#+!|~])/g, '\\$1'));
}
/**
 * Breaks URL, `www.` and e-mail autolinks with a zero-width space. GitHub's cmark-gfm finds them
 * in the source and remark in decoded text, so neither a backslash nor a character reference
 * stops both.
 */
function breakAutolinks(value) {
    return value
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/\b(www)\./gi, `$1${ZWSP}.`)
        .replace(/@/g, `${ZWSP}@`);
}
/**
 * The agent's own markdown, kept readable (headings, lists, emphasis, code) but defused outside
 * code: `<` becomes `&lt;` so no raw HTML can open, close or comment out the sections around it;
 * `[` is escaped so no link or image the agent wrote becomes one; URL, `www.` and e-mail
 * autolinks are broken with a zero-width space (GitHub's cmark-gfm matches them in the source,
 * remark in decoded text; a character reference would stop only the first). An unclosed code
 * fence is closed.
 */
function prose(markdown) {
    const lines = markdown.replace(/\r\n|\r/g, '\n').split('\n');
    const out = [];
    let fence;
    for (const line of lines) {
        const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (fence !== undefined) {
            out.push(line);
            if (m?.[1] !== undefined &&
                m[1][0] === fence.ch &&
                m[1].length >= fence.len &&
                line.trim() === m[1]) {
                fence = undefined;
            }
            continue;
        }
        if (m?.[1] !== undefined) {
            fence = { ch: m[1].charAt(0), len: m[1].length };
            out.push(line);
            continue;
        }
        out.push(defuseInline(line));
    }
    if (fence !== undefined)
        out.push(fence.ch.repeat(fence.len));
    return out.join('\n');
}
/** Defuses HTML, links, images and autolinks outside the inline code spans of one line. */
function defuseInline(line) {
    let out = '';
    let i = 0;
    while (i < line.length) {
        if (line[i] === '`') {
            let j = i;
            while (j < line.length && line[j] === '`')
                j++;
            const ticks = line.slice(i, j);
            const close = line.indexOf(ticks, j);
            if (close > 0 && line[close + ticks.length] !== '`') {
                out += line.slice(i, close + ticks.length);
                i = close + ticks.length;
                continue;
            }
            out += ticks;
            i = j;
            continue;
        }
        const c = line[i] ?? '';
        if (c === '<')
            out += '&lt;';
        else if (c === '[')
            out += '\\[';
        else if (c === '@')
            out += ZWSP + '@';
        else if (c === ':' && line.startsWith('//', i + 1))
            out += ':' + ZWSP;
        else if ((c === 'w' || c === 'W') && /^www\./i.test(line.slice(i, i + 4))) {
            out += line.slice(i, i + 3) + ZWSP + '.';
            i += 4;
            continue;
        }
        else
            out += c;
        i++;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/render/sections.ts
/**
 * The summary's lists: files, commands, tool calls, diagnostics. Each takes the current limits,
 * so the summary can shrink them in a fixed order until the document fits its budget.
 */


function fileRef(path, links, asCode) {
    const url = links?.get(path);
    return url !== undefined ? `[${asCode(path)}](${url})` : asCode(path);
}
function filesSection(r, links, limits) {
    const out = [];
    if (r.filesChanged.length > 0) {
        out.push(`#### Files changed (${r.filesChanged.length})`, '', '| file | change | seen in |', '|---|---|---|');
        for (const f of r.filesChanged.slice(0, limits.files)) {
            const delta = lineDelta(f.added, f.removed);
            const state = f.deleted ? 'deleted' : f.created ? 'new' : '';
            const change = [state, delta].filter((s) => s !== '').join(' ') || 'changed';
            const seen = f.fromEdit && f.fromGit
                ? 'edit, git'
                : f.fromEdit
                    ? 'edit'
                    : 'git only (written by a command)';
            out.push(`| ${fileRef(f.path, links, cellCode)} | ${change} | ${seen} |`);
        }
        out.push(...moreNote(r.filesChanged.length, limits.files, 'files'), '');
    }
    else {
        out.push('#### Files changed', '', 'None.', '');
    }
    if (r.filesRead.length > 0) {
        const shown = r.filesRead.slice(0, limits.files).map((p) => fileRef(p, links, code));
        out.push(`<details><summary>Files read (${r.filesRead.length})</summary>`, '', shown.join(', '), ...moreNote(r.filesRead.length, limits.files, 'files'), '', '</details>', '');
    }
    return out;
}
function moreNote(total, shown, what) {
    return total > shown
        ? [
            '',
            `*${(total - shown).toLocaleString('en-US')} more ${what} not shown; see the transcript.*`
        ]
        : [];
}
function outcomeCell(t) {
    switch (t.state) {
        case 'ok':
            return t.exitCode !== undefined ? `✅ exit ${t.exitCode}` : '✅ ok';
        case 'failed':
            return t.exitCode !== undefined
                ? `❌ exit ${t.exitCode}`
                : `❌ failed${t.reason !== undefined ? `: ${markdown_text(truncate(t.reason, 120))}` : ''}`;
        case 'rejected':
            return `⛔ rejected${t.reason !== undefined && t.reason !== '' ? `: ${markdown_text(truncate(t.reason, 120))}` : ''}`;
        case 'running':
            return '⏳ never completed';
        case 'unknown':
            return '❔ unknown';
    }
}
function commandsSection(tools, limits, redact) {
    const shells = tools.filter((t) => t.kind === 'shell');
    if (shells.length === 0)
        return [];
    const bad = shells.filter((t) => t.state !== 'ok');
    const ok = shells.filter((t) => t.state === 'ok');
    const row = (t) => `| ${cellCode(truncate(t.target, 300))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`;
    const head = ['| command | result | time |', '|---|---|---|'];
    const out = [`#### Commands (${shells.length})`, ''];
    // Failed and rejected commands are what a reviewer needs first; when there are many
    // successful ones they are folded away so the failures stay on screen.
    const foldOk = bad.length > 0 && ok.length > 5;
    const shown = foldOk ? bad : [...bad, ...ok];
    out.push(...head, ...shown.slice(0, limits.commands).map(row));
    out.push(...moreNote(shown.length, limits.commands, 'commands'), '');
    if (foldOk) {
        const room = Math.max(0, limits.commands - bad.length);
        out.push(`<details><summary>${ok.length} successful commands</summary>`, '', ...head);
        out.push(...ok.slice(0, room).map(row), ...moreNote(ok.length, room, 'commands'), '', '</details>', '');
    }
    const withTails = bad.filter((t) => t.outputTail !== undefined || t.state === 'rejected');
    if (withTails.length > 0 && limits.tails > 0) {
        out.push('<details><summary>Output of failed and rejected commands</summary>', '');
        for (const t of withTails.slice(0, limits.tails)) {
            const body = t.outputTail !== undefined
                ? truncateStart(t.outputTail, limits.tailChars)
                : t.state === 'rejected'
                    ? '(no output: the command was not run)'
                    : '(no output)';
            out.push(code(truncate(t.target, 200)), '', markdown_fenced(redact(body)), '');
        }
        out.push(...moreNote(withTails.length, limits.tails, 'outputs'), '</details>', '');
    }
    else if (withTails.length > 0) {
        out.push(`*Output of ${withTails.length} failed or rejected commands not shown; see the transcript.*`, '');
    }
    return out;
}
function truncateStart(s, max) {
    return s.length > max ? '…' + s.slice(s.length - max) : s;
}
function toolsSection(r, limits) {
    const { counts, tools } = r;
    if (counts.calls === 0)
        return [];
    const out = [
        `#### Tool calls (${counts.calls})`,
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
    if (limits.timeline > 0) {
        out.push(`<details><summary>Timeline (${counts.calls} calls)</summary>`, '', '| # | tool | target | outcome | time |', '|---:|---|---|---|---:|');
        for (const t of tools.slice(0, limits.timeline)) {
            out.push(`| ${t.index} | ${cellCode(t.kind)} | ${cellCode(truncate(t.target, 120))} | ${outcomeCell(t)} | ${seconds(t.durationMs)} |`);
        }
        out.push(...moreNote(counts.calls, limits.timeline, 'timeline rows'), '', '</details>', '');
    }
    else {
        out.push(`*Timeline of ${counts.calls.toLocaleString('en-US')} calls not shown; see the transcript.*`, '');
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
        lines.push(`- Unknown event types (ignored): ${[...d.unknownTypes.entries()].map(([t, n]) => `${code(t)} ×${n}`).join(', ')}`);
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

;// CONCATENATED MODULE: ./src/core/hints.ts
function hints(f) {
    const out = [];
    const byKind = f.report.counts.byKind;
    const rejectedShell = byKind.get('shell')?.rejected ?? 0;
    const rejectedMcp = byKind.get('mcp')?.rejected ?? 0;
    if (rejectedShell > 0 && f.force !== true) {
        out.push(`${rejectedShell} shell command${rejectedShell === 1 ? ' was' : 's were'} rejected because tools need approval in headless runs. Pass \`force: true\` to let the agent run commands.`);
    }
    if (rejectedMcp > 0) {
        out.push('MCP tool calls were rejected: add `--approve-mcps` to `extra-args` to approve configured MCP servers.');
    }
    if (/Authentication required|not logged in|CURSOR_API_KEY|invalid api key|unauthori[sz]ed/i.test(f.stderr) ||
        (f.apiKeySet === false && f.verdict.conclusion === 'failure' && f.report.result === undefined)) {
        out.push("The CLI is not authenticated. Set `api-key: ${{ secrets.CURSOR_API_KEY }}` (a key from Cursor's dashboard; API keys need a paid plan).");
    }
    if (/Cannot use this model|unknown model|model .* not (found|available)/i.test(f.stderr)) {
        out.push('The model id was not accepted. Check the `model` input against `cursor-agent models` (ids, not display names; no `[effort=…]` suffix).');
    }
    if (f.trust === false && (/trust/i.test(f.stderr) || /trust/i.test(f.report.finalMessage))) {
        out.push('The CLI stopped at the workspace-trust prompt. Set `trust: true`.');
    }
    if (/free plan|upgrade|usage limit|rate limit/i.test(f.stderr)) {
        out.push("The account hit a plan or rate limit (see the CLI's message above).");
    }
    switch (f.verdict.reason) {
        case 'inactivity':
            out.push('If the agent legitimately thinks for long stretches, raise `inactivity-timeout-minutes` (0 turns it off).');
            break;
        case 'timeout':
            out.push('Raise `timeout-minutes`, or split the task into smaller prompts.');
            break;
        case 'exit_code':
            if (f.report.result !== undefined && !f.report.result.isError) {
                out.push('The CLI reported success and then exited non-zero, a known intermittent CLI issue: the result is still in the outputs; a re-run usually passes.');
            }
            break;
        case 'no_result':
            if (f.report.result === undefined && f.stderr.trim() === '') {
                out.push('The CLI exited without a result and without saying why. If it waited on a prompt, `trust: true` and `force: true` avoid the usual ones.');
            }
            break;
        default:
            break;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/render/summary.ts
/**
 * The job summary as markdown: did it work, what changed, what ran, what went wrong. Pure: a view
 * of the run in, a string out. Every value from the stream goes through markdown.ts, and the
 * whole document through the redactor. The result stays under the size budget however long the
 * run: timeline rows go first, then file lists, then command output, each with a visible note.
 */




const SUMMARY_BUDGET = 512 * 1024;
/** Characters of the final message shown in the summary. */
const FINAL_MESSAGE_CHARS = 64 * 1024;
const START = { timeline: 1000, files: 1000, commands: 500, tails: 30, tailChars: 2000 };
function renderSummary(view, redact, budget = SUMMARY_BUDGET) {
    const limits = { ...START };
    // Degrade in a fixed order until the document fits.
    const steps = [
        () => shrink(limits, 'timeline', 100),
        () => shrink(limits, 'timeline', 0),
        () => shrink(limits, 'files', 100),
        () => shrink(limits, 'commands', 100),
        () => shrink(limits, 'tailChars', 500),
        () => shrink(limits, 'tails', 5),
        () => shrink(limits, 'files', 10),
        () => shrink(limits, 'commands', 10),
        () => shrink(limits, 'tails', 0)
    ];
    let md = redact(render(view, limits, redact));
    for (const step of steps) {
        if (Buffer.byteLength(md) <= budget)
            return md;
        if (step())
            md = redact(render(view, limits, redact));
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
function shrink(limits, key, to) {
    if (limits[key] <= to)
        return false;
    limits[key] = to;
    return true;
}
function render(view, limits, redact) {
    const { report: r, verdict } = view;
    const out = [];
    const tools = r.tools;
    const { rejected, failed } = r.counts;
    // 1. Status line and facts.
    const icon = verdict.conclusion === 'success' ? '✅' : verdict.conclusion === 'cancelled' ? '⏹' : '❌';
    const word = verdict.conclusion === 'success'
        ? 'succeeded'
        : verdict.conclusion === 'cancelled'
            ? 'was cancelled'
            : 'failed';
    const bits = [
        ...(r.model !== undefined ? [markdown_text(r.model)] : []),
        r.filesChanged.length === 0
            ? 'no files changed'
            : `${plural(r.filesChanged.length, 'file')} changed`,
        `${plural(r.counts.calls, 'tool call')}${problemsNote(failed, rejected)}`
    ];
    out.push(`### ${icon} Cursor Agent ${word} in ${clock(view.durationMs)} · ${bits.join(' · ')}`, '');
    const facts = [];
    if (r.model !== undefined)
        facts.push(['Model', markdown_text(r.model)]);
    if (r.sessionId !== undefined)
        facts.push(['Session', `${cellCode(r.sessionId)} (continue it with \`resume:\`)`]);
    if (r.result?.requestId !== undefined)
        facts.push(['Request', cellCode(r.result.requestId)]);
    const cli = [
        view.cliVersion !== undefined ? markdown_text(view.cliVersion) : '',
        `exit code ${view.exitCode ?? '–'}`
    ].filter((s) => s !== '');
    facts.push(['CLI', cli.join(' · ')]);
    if (verdict.reason !== undefined)
        facts.push(['Failure reason', cellCode(verdict.reason)]);
    const u = r.result?.usage;
    if (u !== undefined) {
        const n = (v) => (v ?? 0).toLocaleString('en-US');
        facts.push([
            'Tokens',
            `${n(u.inputTokens)} in · ${n(u.outputTokens)} out · ${n(u.cacheReadTokens)} cache read · ${n(u.cacheWriteTokens)} cache write`
        ]);
    }
    out.push('| | |', '|---|---|', ...facts.map(([k, v]) => `| ${k} | ${v} |`), '');
    // 2. What went wrong, and what to do about it.
    const fixes = hints({
        report: r,
        verdict,
        stderr: view.stderrTail ?? '',
        force: view.settings?.force,
        trust: view.settings?.trust,
        apiKeySet: view.settings?.apiKeySet
    });
    if (verdict.conclusion !== 'success') {
        out.push(verdict.conclusion === 'cancelled' ? '> [!WARNING]' : '> [!CAUTION]', `> ${markdown_text(redact(verdict.message))}`);
        for (const fix of fixes)
            out.push('>', `> ${fix}`);
        out.push('');
        if (view.stderrTail !== undefined && view.stderrTail.trim() !== '') {
            out.push("<details open><summary>Last lines of the CLI's stderr</summary>", '', markdown_fenced(redact(view.stderrTail)), '', '</details>', '');
        }
    }
    else if (fixes.length > 0) {
        out.push('> [!WARNING]', ...fixes.flatMap((f, i) => (i === 0 ? [`> ${f}`] : ['>', `> ${f}`])), '');
    }
    // 3. The final message.
    if (r.finalMessage.trim() !== '') {
        // A huge message would push everything else past the budget; the whole text stays in the
        // final_message output and the transcript.
        const long = r.finalMessage.length > FINAL_MESSAGE_CHARS;
        const shown = long ? r.finalMessage.slice(0, FINAL_MESSAGE_CHARS) : r.finalMessage;
        out.push('#### Final message', '', prose(redact(shown)), '');
        if (long) {
            out.push(`*The message is ${r.finalMessage.length.toLocaleString('en-US')} characters long; the first ${FINAL_MESSAGE_CHARS.toLocaleString('en-US')} are shown. The whole text is in the \`final_message\` output and the transcript.*`, '');
        }
    }
    // 4. Files.
    out.push(...filesSection(r, view.links, limits));
    // 5. Commands.
    out.push(...commandsSection(tools, limits, redact));
    // 6. Tool calls.
    out.push(...toolsSection(r, limits));
    // 7. Diagnostics.
    out.push(...diagnosticsSection(r));
    const footer = [
        view.transcriptPath !== undefined ? `Transcript: ${code(view.transcriptPath)} (redacted)` : '',
        `cursor-agent-action${view.actionVersion !== undefined ? ` v${markdown_text(view.actionVersion)}` : ''}`
    ].filter((s) => s !== '');
    out.push(`<sub>${footer.join(' · ')}</sub>`, '');
    return out.join('\n');
}
function problemsNote(failed, rejected) {
    const parts = [];
    if (failed > 0)
        parts.push(`${failed} failed`);
    if (rejected > 0)
        parts.push(`${rejected} rejected`);
    return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
/** A path, linked to the file at the commit when it exists there. */
/** The fallback when rendering itself failed: plain, redacted, still useful. */
function plainSummary(facts, redact) {
    const body = Object.entries(facts)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n');
    return `### Cursor Agent: summary could not be rendered\n\n${fenced(redact(body))}\n`;
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
