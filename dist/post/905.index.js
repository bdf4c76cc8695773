export const id = 905;
export const ids = [905];
export const modules = {

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject)
/* harmony export */ });
/* unused harmony exports str, num */
/**
 * Reading untrusted JSON: the value types and the checks every reader of the stream uses before
 * touching a field (a field can hold anything, or be missing).
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


/***/ }),

/***/ 4905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ledgerText: () => (/* binding */ ledgerText)
});

// UNUSED EXPORTS: LEDGER_PREFIX, MAX_LEDGER_CHARS, decodeLedger, encodeLedger, ledgerRun

// EXTERNAL MODULE: ./src/names.ts
var names = __webpack_require__(6455);
;// CONCATENATED MODULE: ./src/core/tools.ts
/**
 * The `tool_call` object: which tool, its arguments, its result, and how the call ended.
 * Real streams put sibling keys next to the tool key (`hookAdditionalContexts`, `toolCallId`,
 * `startedAtMs`), so the kind is the key that ends in `ToolCall` and holds an object, never the
 * first key. The documented-but-unseen `function: {name, arguments}` form is read too.
 */

/** With a redactor, what is decoded here (JSON inside a JSON string) is redacted once decoded. */
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
        return redact !== undefined ? redact(parsed) : parsed;
    }
    catch {
        return undefined;
    }
}
/**
 * `permissionDenied` (`{command, workingDirectory, error, isReadonly}`, error "Command blocked by
 * permissions configuration") ends a shell call the CLI's permission rules refused, inside a run
 * that still reports success: a failed call, told apart by `denied` for its fix (hints.ts).
 */
const FAILURE_KEYS = (/* unused pure expression or super */ null && ([
    'failure',
    'error',
    'spawnError',
    'writePermissionDenied',
    'permissionDenied'
]));
const denied = true;
/**
 * Order matters (docs/stream.md §6): rejected, then the failure shapes, then success with a
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
        // An MCP tool's error comes as a success with `isError`; its text is the error.
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
/** The most of an MCP result's text read for its error (the report keeps less). */
const CONTENT_CHARS = 4000;
/**
 * An MCP result's text: `content` items as the CLI writes them (`{text: {text}}`) or as MCP does
 * (`{type: 'text', text}`), joined as the assistant's items are (events.ts): with nothing between
 * them. At most `max` characters (the parser's redaction sees it whole, maskMcpContent).
 */
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
/**
 * An MCP result whose text comes in several items, each redacted alone at parse: a secret split
 * across two is whole only once they are joined. When the joined text masks something, the items
 * are replaced by the one masked text (so the transcript line is rewritten too, as events.ts does
 * for the assistant's items); returns whether it did. Only MCP completions pay for it.
 */
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

;// CONCATENATED MODULE: ./src/core/delta-lines.ts
/**
 * The two lines most of a stream is made of, recognised in the exact form the CLI writes them
 * (docs/stream.md), so that core/events.ts need not parse them: a thinking delta (only its type
 * is read; recognised on its bytes, before they are decoded) and an assistant delta (its two
 * strings decoded alone). Each test accepts only what JSON.parse would read as that object and
 * nothing else: no white space, no key twice, valid string escapes.
 */
/** A JSON string, linear to match (no two ways to read a character: an escape starts with `\`). */
const JSON_STRING = String.raw `"[^"\\\u0000-\u001f]*(?:\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})[^"\\\u0000-\u001f]*)*"`;
/**
 * A thinking delta exactly as the CLI writes it (docs/stream.md), most lines of a stream: only its
 * type is read, so a line in this form (which JSON.parse would read as that and nothing else: no
 * white space, no key twice) is not parsed. This test costs a fifth of parsing it.
 */
const delta_lines_THINKING_DELTA = new RegExp(String.raw `^\{"type":"thinking","subtype":"delta","text":${JSON_STRING},"session_id":${JSON_STRING},"timestamp_ms":(?:0|[1-9][0-9]{0,15})\}$`);
const THINKING_HEAD = Buffer.from('{"type":"thinking","subtype":"delta","text":"');
const SESSION_KEY = Buffer.from(',"session_id":"');
const TIMESTAMP_KEY = Buffer.from(',"timestamp_ms":');
/**
 * THINKING_DELTA on the line's bytes `buf[start, end)`, before they are decoded: true exactly when
 * the decoded line matches it (decoding keeps every ASCII byte as it is and makes any other byte
 * a character THINKING_DELTA's strings accept, so the test reads the same on either). Most lines
 * of a stream are thinking deltas; the session clears one without decoding it (about 3% of the
 * stream's time on the bench's mix: the decode and the expression).
 */
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
    // (?:0|[1-9][0-9]{0,15})\}$
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
/** The index after `literal` when `buf` holds it at `at` (before `end`), else -1. */
function literalAt(buf, at, end, literal) {
    if (end - at < literal.length)
        return -1;
    for (let k = 0; k < literal.length; k++)
        if (buf[at + k] !== literal[k])
            return -1;
    return at + literal.length;
}
/** From inside a JSON string (after its opening quote): the index after its closing one, or -1. */
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
            // ["\\/bfnrt]
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
    // Past the end, `buf[k]` is undefined: every comparison is false.
    return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}
/**
 * An assistant delta exactly as the CLI writes it (docs/stream.md §2.4), the most frequent line
 * after thinking deltas: a text of one item, the session id and a timestamp. Recognised on the
 * same terms as THINKING_DELTA (which JSON.parse would read as that object and nothing else),
 * its two strings decoded alone; the event is the one toEvent makes of the parsed value.
 */
const delta_lines_ASSISTANT_DELTA = new RegExp(String.raw `^\{"type":"assistant","message":\{"role":"assistant","content":\[\{"type":"text","text":(${JSON_STRING})\}\]\},"session_id":(${JSON_STRING}),"timestamp_ms":(0|[1-9][0-9]{0,15})\}$`);
const delta_lines_ASSISTANT_HEAD = '{"type":"assistant","message":{"role":"assistant","content":[{';
/** A JSON string literal's value (one matched by JSON_STRING). */
function delta_lines_stringOf(literal) {
    return literal.includes('\\') ? JSON.parse(literal) : literal.slice(1, -1);
}

;// CONCATENATED MODULE: ./src/core/events.ts
/**
 * One line of `--output-format stream-json`, parsed into a typed event. Shapes follow what real
 * streams contain (docs/stream.md), not only the vendor docs: thinking events,
 * three kinds of assistant event, the tool kind as whichever key ends in `ToolCall`.
 * Nothing here trusts the input: every field is checked before use, unknown shapes are kept as
 * `unknown`, and a line that is not a JSON object becomes an `invalid` record, never an exception.
 */



/**
 * What a session id looks like (the CLI's are UUIDs). Anything else is dropped where it is read:
 * the id goes into a commit trailer, the pull request's body and the outputs, and a newline or
 * markup in it would be the agent's words there (issue 18, 9).
 */
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/** The session id when it looks like one, else undefined. */
function events_sessionIdOf(v) {
    return typeof v === 'string' && SESSION_ID.test(v) ? v : undefined;
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
/** What a thinking delta parses to (one value for them all: nothing reads more of it). */
const THINKING_DELTA_LINE = Object.freeze({
    ok: true,
    event: Object.freeze({ type: 'thinking', subtype: 'delta' })
});
/**
 * Parses the lines of one stream. It remembers the last session id that looked like one: a
 * stream's events all carry the same, and testing it again on every line was 4% of the hot path
 * (`npm run bench`). One parser per stream (the session's, a report builder's).
 */
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
    /** One line (parseLine). */
    parse(line, redact, suspect) {
        return parseWith(line, redact, suspect, this.sessionId);
    }
}
/**
 * Parses one line (one JSON.parse). With a redactor, every string in the value (keys too: a tool
 * name is a key) is redacted here, once, before anything reads it: a line the redactor's prefilter
 * does not flag cannot hold a secret and costs nothing more. A stream's lines go through one
 * StreamParser instead.
 */
function parseLine(line, redact, suspect) {
    return parseWith(line, redact, suspect, events_sessionIdOf);
}
function parseWith(line, redact, suspect, sessionId) {
    if (line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) {
        return { ok: false, reason: 'blank' };
    }
    // `suspect`: the prefilter's answer, when the caller ran it on the line's bytes.
    const check = redact !== undefined && (suspect ?? (redact.suspect === undefined || redact.suspect(line)));
    // A line that may hold a secret is parsed: every string in it is redacted.
    if (!check) {
        if (THINKING_DELTA.test(line))
            return THINKING_DELTA_LINE;
        if (line.startsWith(ASSISTANT_HEAD)) {
            const m = ASSISTANT_DELTA.exec(line);
            if (m !== null) {
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
        }
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
        // The raw line decides too: JSON.parse keeps the last of two equal keys, so a secret in an
        // earlier one is in the line but not in the value. Either way the transcript gets the value,
        // redacted and serialized again, never the raw bytes. A line that is its value serialized
        // (as the CLI writes them) holds nothing the value does not: redacting it again would at
        // most give it back unchanged, at the cost of a second redaction of the whole line.
        if (clean.changed)
            redacted = JSON.stringify(value);
        else {
            const again = JSON.stringify(value);
            if (again !== line && redact(line) !== line)
                redacted = again;
        }
    }
    // No spread of an optional field: this runs for every line, and spreading costs an object more.
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
    // A secret found only in text joined from several items: the line is rewritten with it masked.
    if (joined.changed)
        return { ok: true, event, redacted: JSON.stringify(value) };
    return redacted === undefined ? { ok: true, event } : { ok: true, event, redacted };
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
function toEvent(type, v, idOf, redact, joined = { changed: false }) {
    const subtype = str(v.subtype) ?? '';
    const timestampMs = num(v.timestamp_ms);
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
        case 'assistant': {
            const modelCallId = str(v.model_call_id);
            // Partial deltas carry a timestamp but no model_call_id; mid-turn segments carry both;
            // the final consolidated message carries neither (docs/stream.md §2.4).
            const variant = modelCallId !== undefined ? 'segment' : timestampMs !== undefined ? 'delta' : 'final';
            const text = textOf(v.message, redact);
            joined.changed = text.changed;
            return {
                type: 'assistant',
                variant,
                text: text.text,
                modelCallId,
                timestampMs,
                sessionId: idOf(v.session_id)
            };
        }
        case 'tool_call': {
            if (subtype !== 'started' && subtype !== 'completed') {
                return { type: 'unknown', eventType: `tool_call/${subtype}` };
            }
            // Newer builds repeat the id as tool_call.toolCallId; either may be missing.
            const callId = str(v.call_id) ?? (isObject(v.tool_call) ? str(v.tool_call.toolCallId) : undefined) ?? '';
            const tool = readToolCall(v.tool_call, redact !== undefined
                ? (decoded) => redactValue(decoded, redact).value
                : undefined);
            if (redact !== undefined && tool.kind === 'mcp' && subtype === 'completed')
                joined.changed = maskMcpContent(tool.result, redact);
            return { type: 'tool_call', subtype, callId, tool, timestampMs };
        }
        case 'result':
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

// EXTERNAL MODULE: ./src/core/json.ts
var json = __webpack_require__(6153);
;// CONCATENATED MODULE: ./src/core/ledger.ts
const LEDGER_VERSION = 1;
/** Runs kept in full; older ones live on in the `older` aggregate. */
const MAX_RUNS = 50;
/** One run's token counts above this are not believed (a trillion: no run comes near). */
const MAX_RUN_TOKENS = 1_000_000_000_000;
/** One run's duration above this (about 115 days) is not believed. */
const ledger_MAX_RUN_MS = 10_000_000_000;
/** The events a run on a pull request can have (the action's pull request events). */
const LEDGER_EVENTS = [
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
];
/** The caps per pull request, by their input names (a capped run's `reason`). */
const PR_CAPS = ['max-pr-runs', 'max-pr-tokens'];
/**
 * The count fields of `older`, in the order the record writes them: one list for the merge's
 * order on aggregates and the codec's check of a record (ledger-record.ts).
 */
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
/** A ledger with no runs, for `key`. */
function emptyLedger(key) {
    return { v: LEDGER_VERSION, key, runs: [], older: { ...NOTHING_OLDER } };
}
/** Addition that stops at the largest safe integer (aggregates never lose their meaning). */
function addCapped(a, b) {
    return Math.min(Number.MAX_SAFE_INTEGER, a + b);
}
/** Compares two digit strings as numbers (any length). */
function compareDigits(a, b) {
    return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
/** The ledger's order: start time, then run id, then attempt. A total order on run keys. */
function runOrder(a, b) {
    if (a.at !== b.at)
        return a.at < b.at ? -1 : 1;
    return compareDigits(a.runId, b.runId) || compareDigits(a.attempt, b.attempt);
}
function keyOf(r) {
    return `${r.runId}.${r.attempt}`;
}
/** The text of a run with its fields in one order: ties between two entries are broken on it. */
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
/**
 * Of two entries of one run (same run id and attempt), the newer. Entries of one run have the
 * same start time, and a run that writes twice has run longer by its second write: so the
 * later `at` wins (always the same, short of a forgery), then the larger `durationMs`, then one
 * that started the CLI, then the canonical text, so the choice never depends on the argument
 * order. Ordering by `at` first keeps merging associative: the entry kept is never one that a
 * boundary folds while the other entry of its run stays.
 */
function newerEntry(a, b) {
    if (a.at !== b.at)
        return a.at > b.at ? a : b;
    if (a.durationMs !== b.durationMs)
        return a.durationMs > b.durationMs ? a : b;
    if (a.started !== b.started)
        return a.started ? a : b;
    return canonicalRun(a) >= canonicalRun(b) ? a : b;
}
/** A total order on aggregates: the one that folded further wins, then the larger counts. */
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
/** Whether a run is at or before the aggregate's boundary (counted in it). */
function folded(older, r) {
    return older.through !== undefined && runOrder(r, older.through) <= 0;
}
/**
 * Both ledgers as one: the union of their runs by run id and attempt (the newer entry of one
 * run wins), and of the two `older` aggregates the one that folded further (the larger
 * boundary; on a tie, the larger counts). Runs at or before that boundary are dropped, as they
 * are counted in it: nothing is counted twice. A run only one side knew and the other side had
 * already folded past is lost from the totals; that needs more than MAX_RUNS runs between a
 * read and a write. The result is not trimmed (addRun and the codec do that), so merging is a
 * join: commutative, associative and idempotent. Throws when the keys differ (a bug of ours).
 */
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
/**
 * `t` with `r` counted in it: a run, and its time, when it started the CLI (an automatic run when
 * it was not a trigger-phrase request); its tokens whatever it did.
 */
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
/** `older` with `r` folded into it. */
function fold(older, r) {
    return {
        dropped: addCapped(older.dropped, 1),
        ...count(older, r),
        through: { at: r.at, runId: r.runId, attempt: r.attempt }
    };
}
/** The ledger with its oldest runs folded into `older` until at most `keep` are left. */
function ledger_trimLedger(ledger, keep = MAX_RUNS) {
    const runs = [...ledger.runs].sort(runOrder);
    let older = ledger.older;
    while (runs.length > keep) {
        const oldest = runs.shift();
        if (oldest !== undefined)
            older = fold(older, oldest);
    }
    return { ...ledger, runs, older };
}
/** The ledger with `run` in it (replacing an entry of the same run), trimmed to MAX_RUNS. */
function addRun(ledger, run) {
    const single = { v: LEDGER_VERSION, key: ledger.key, runs: [run], older: NOTHING_OLDER };
    return ledger_trimLedger(mergeLedgers(ledger, single));
}
/** What the pull request's runs add up to: the folded ones and those kept in full. */
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
/**
 * The head the last review was posted on (the newest run that posted one, whatever its gate
 * said); undefined when no run kept in full posted one.
 */
function lastReview(ledger) {
    return newestFirst(ledger).find((r) => r.reviewed)?.head;
}
/**
 * The newest run's session (of the runs that have one), with the runs that had that session,
 * newest first: each may have saved the chat (agent/chat.ts keys it by run).
 */
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
/** The four token counts of `t` alone, in the order the record and the `pr_usage` output write. */
function tokenCounts(t) {
    return {
        inputTokens: t.inputTokens,
        outputTokens: t.outputTokens,
        cacheReadTokens: t.cacheReadTokens,
        cacheWriteTokens: t.cacheWriteTokens
    };
}
/**
 * The `usage` of a result as the ledger keeps it: each count a whole number in
 * 0..MAX_RUN_TOKENS (a missing, negative or non-finite count is 0; a larger one is cut).
 */
function ledger_runUsage(usage) {
    const count = (n) => n === undefined || !Number.isFinite(n) || n <= 0 ? 0 : Math.min(MAX_RUN_TOKENS, Math.floor(n));
    return {
        inputTokens: count(usage?.inputTokens),
        outputTokens: count(usage?.outputTokens),
        cacheReadTokens: count(usage?.cacheReadTokens),
        cacheWriteTokens: count(usage?.cacheWriteTokens)
    };
}

;// CONCATENATED MODULE: ./src/core/ledger-record.ts
/**
 * The ledger as it is written into a comment or a review body, and read back (docs/ledger.md):
 * one hidden HTML comment `<!-- cursor-agent-action:ledger:<keyHash> v1 <base64url JSON> -->`.
 * base64url, so the value can hold no `--` and no `>` and cannot end the comment early. Pure.
 *
 * Contract: `encodeLedger` always returns at most MAX_LEDGER_CHARS characters (it folds the
 * oldest runs into `older` until the record fits), and `decodeLedger` accepts exactly what the
 * encoder can write: anything else (an unknown field, a wrong type, a number out of range, too
 * many runs, runs out of order, a second record of the key in one body, a record too long) is
 * rejected as a whole with one reason of ours (never the record's text). It never throws, and
 * takes time linear in the body's length.
 */




/** What starts every ledger record; the key's hash and the version follow. */
const LEDGER_PREFIX = '<!-- cursor-agent-action:ledger:';
const SUFFIX = ' -->';
/**
 * The longest record, whole comment included: 32,768 characters, half of GitHub's 65,536 for a
 * comment or review body, so a renderer that keeps MAX_LEDGER_CHARS + 1 (a line break) free has
 * room for the rest. Fifty ordinary runs (a review each, with its `from` and session) take about
 * 29,600; a ledger whose runs would not fit keeps fewer in full (the rest in `older`).
 */
const MAX_LEDGER_CHARS = 32_768;
function header(key) {
    return `${LEDGER_PREFIX}${key} v${String(LEDGER_VERSION)} `;
}
/** A run as JSON, fields in one order, optional ones only when present. */
function runJson(r) {
    return {
        runId: r.runId,
        attempt: r.attempt,
        at: r.at,
        event: r.event,
        head: r.head,
        reviewed: r.reviewed,
        ...(r.from !== undefined ? { from: r.from } : {}),
        usage: tokenCounts(r.usage),
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
        ...Object.fromEntries(OLDER_COUNTS.map((f) => [f, o[f]])),
        ...(through !== undefined
            ? { through: { at: through.at, runId: through.runId, attempt: through.attempt } }
            : {})
    };
}
function render(l) {
    const json = JSON.stringify({
        v: LEDGER_VERSION,
        key: l.key,
        runs: l.runs.map(runJson),
        older: olderJson(l.older)
    });
    return `${header(l.key)}${Buffer.from(json, 'utf8').toString('base64url')}${SUFFIX}`;
}
/**
 * The ledger as its hidden comment, at most MAX_LEDGER_CHARS long: trimmed to MAX_RUNS runs,
 * then the oldest folded into `older` one by one while it is too long. Throws on a ledger the
 * decoder would refuse (a bug of ours: runs are built with runUsage and sessionIdOf).
 */
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
/**
 * The ledger of `key` in a comment or review body. Only the first line of defence: the caller
 * also checks that the body's author is the token's own account.
 */
function decodeLedger(body, key) {
    if (!/^[0-9a-f]{20}$/.test(key))
        return { kind: 'invalid', reason: 'the key is not a key hash' };
    const start = header(key).slice(0, LEDGER_PREFIX.length + key.length);
    // Three forward searches at most: linear in the body's length whatever it holds.
    const at = body.indexOf(start);
    if (at === -1)
        return { kind: 'none' };
    if (body.includes(start, at + start.length))
        return { kind: 'invalid', reason: 'more than one ledger record in one body' };
    const end = body.indexOf(SUFFIX, at + start.length);
    if (end === -1 || end + SUFFIX.length - at > MAX_LEDGER_CHARS)
        return { kind: 'invalid', reason: 'the record has no end, or is too long' };
    const found = body.slice(at, end + SUFFIX.length);
    const inner = found.slice(start.length, -SUFFIX.length);
    const version = ` v${String(LEDGER_VERSION)} `;
    if (!inner.startsWith(version))
        return { kind: 'invalid', reason: `the record is not version ${String(LEDGER_VERSION)}` };
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
    // Only the encoder's own writing: the same fields in its order, numbers as it writes them.
    if (render(value) !== found)
        return { kind: 'invalid', reason: 'the record is not written as the action writes one' };
    return { kind: 'ledger', ledger: value };
}
/**
 * The record of `key` in a body exactly as it stands, when it is a valid one; else undefined.
 * The sticky comment carries it over from the body it edits (github/comment.ts), so a progress
 * edit never drops the ledger a run wrote before.
 */
function ledgerText(body, key) {
    const read = decodeLedger(body, key);
    if (read.kind !== 'ledger')
        return undefined;
    const at = body.indexOf(LEDGER_PREFIX + key);
    return body.slice(at, body.indexOf(SUFFIX, at) + SUFFIX.length);
}
/**
 * The run as the ledger keeps it: counts made whole and bounded, a session id that is not one
 * dropped. `problem` when it cannot be recorded at all (no run id, an event or head the ledger
 * does not know): a run off a pull request, or a bug of ours.
 */
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
/** A run's fields the record always has, and with them those it has when they are known. */
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
const REASONS = new Set([...names/* FAILURE_REASONS */.N9, ...PR_CAPS]);
const EVENTS = new Set(LEDGER_EVENTS);
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
/** A time as Date#toISOString writes it, and a real one. */
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
    if (USAGE_FIELDS.some((f) => !wholeIn(u[f], MAX_RUN_TOKENS)))
        return 'a token count out of range';
    if (!wholeIn(v.durationMs, ledger_MAX_RUN_MS))
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
    const bad = onlyFields(v, new Set([...OLDER_COUNTS, 'through']), OLDER_COUNTS);
    if (bad !== undefined)
        return bad;
    if (OLDER_COUNTS.some((f) => !wholeIn(v[f], Number.MAX_SAFE_INTEGER)))
        return 'a count out of range';
    if ('through' in v)
        return refProblem(v.through);
    return OLDER_COUNTS.some((f) => v[f] !== 0) ? 'counts without a boundary' : undefined;
}
/** Why `v` is not a ledger of `key` exactly as the encoder writes one; undefined when it is. */
function ledgerProblem(v, key) {
    if (!(0,json/* isObject */.Gv)(v))
        return 'the record is not an object';
    const bad = onlyFields(v, new Set(['v', 'key', 'runs', 'older']), ['v', 'key', 'runs', 'older']);
    if (bad !== undefined)
        return `the record has ${bad}`;
    if (v.v !== LEDGER_VERSION)
        return 'the record has another version inside';
    if (v.key !== key)
        return 'the record is of another key inside';
    if (!Array.isArray(v.runs))
        return 'the record has no list of runs';
    if (v.runs.length > MAX_RUNS)
        return `the record has more than ${String(MAX_RUNS)} runs`;
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
        if (last !== undefined && runOrder(last, ref) >= 0)
            return `run ${String(i + 1)} of the record is out of order`;
        last = ref;
    }
    return undefined;
}


/***/ })

};
