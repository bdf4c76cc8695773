export const id = 282;
export const ids = [282];
export const modules = {

/***/ 282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  landBundle: () => (/* binding */ landBundle)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/redact/shapes.ts
var shapes = __webpack_require__(351);
;// CONCATENATED MODULE: ./src/core/bundle/patch-check.ts


function digestProblem(patch, want) {
    if (patch.length !== want.bytes)
        return `patch.diff is ${String(patch.length)} bytes, and the bundle says ${String(want.bytes)}`;
    const sha = (0,external_node_crypto_.createHash)('sha256').update(patch).digest('hex');
    if (sha !== want.sha256.toLowerCase())
        return `patch.diff's SHA-256 is ${sha}, and the bundle says ${want.sha256}`;
    return undefined;
}
function isGitName(segment) {
    const bare = segment.replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\ufeff]/g, '');
    return /^\.git[. ]*$/i.test(bare) || /^git~\d+$/i.test(bare);
}
function pathProblem(p) {
    if (p === '')
        return 'an empty path';
    if (/[\u0000-\u001f\u007f]/.test(p))
        return `a path with a control character (${JSON.stringify(p)})`;
    if (p.startsWith('/') || p.startsWith('\\') || /^[A-Za-z]:/.test(p))
        return `an absolute path (${JSON.stringify(p)})`;
    const segments = p.split(/[\\/]/);
    if (segments.some((s) => s === '..'))
        return `a path that leaves the repository (${JSON.stringify(p)})`;
    if (segments.some((s) => s === '.' || s === ''))
        return `a path that is not in plain form (${JSON.stringify(p)})`;
    if (segments.some(isGitName))
        return `a path inside .git (${JSON.stringify(p)})`;
    return undefined;
}
function linkProblem(link, target) {
    const shown = `${JSON.stringify(link)} → ${JSON.stringify(target)}`;
    if (target === '' ||
        target.startsWith('/') ||
        target.startsWith('\\') ||
        /^[A-Za-z]:/.test(target))
        return `a link to an absolute path (${shown})`;
    const at = link.split('/').slice(0, -1);
    for (const s of target.split(/[\\/]/)) {
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (at.length === 0)
                return `a link that leads outside the repository (${shown})`;
            at.pop();
            continue;
        }
        if (isGitName(s))
            return `a link into .git (${shown})`;
        at.push(s);
    }
    return undefined;
}
function numstatPaths(out) {
    const records = out.split('\0');
    const paths = [];
    for (let i = 0; i < records.length; i++) {
        const r = records[i] ?? '';
        const m = /^(?:\d+|-)\t(?:\d+|-)\t([\s\S]*)$/.exec(r);
        if (m === null)
            continue;
        const name = m[1];
        if (name !== '')
            paths.push(name);
        else
            paths.push(records[++i] ?? '', records[++i] ?? '');
    }
    return paths;
}
const SHAPE_KEEP = 8192;
const SHAPE_MAX_CARRY = 65536;
const SHAPE_MAX_FOUND = 1000;
class ShapeCollector {
    found = new Set();
    carry = '';
    push(text) {
        this.scan(this.carry + text, false);
    }
    end() {
        this.scan(this.carry, true);
        this.carry = '';
    }
    scan(text, last) {
        const whole = last ? text.length : text.length - SHAPE_KEEP;
        let cut = Math.max(0, text.length - SHAPE_KEEP);
        for (const shape of shapes/* SHAPES */.H)
            for (const m of text.matchAll(shape.pattern)) {
                if (m.index + m[0].length <= whole) {
                    if (this.found.size < SHAPE_MAX_FOUND)
                        this.found.add(m[0]);
                }
                else
                    cut = Math.min(cut, m.index);
            }
        if (!last)
            this.carry = text.slice(Math.max(cut, text.length - SHAPE_MAX_CARRY));
    }
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/io/child.ts





const DRAIN_MS = 250;
function untilExit(child, pipes, drainMs = DRAIN_MS) {
    return new Promise((resolve, reject) => {
        child.on('error', (error) => {
            if (child.pid === undefined)
                reject(error);
        });
        child.once('exit', (code, signal) => {
            const streams = pipes.filter((s) => s !== null && s !== undefined);
            void drained(streams, drainMs).then(() => {
                for (const s of streams)
                    s.destroy();
                resolve({ code, signal });
            });
        });
    });
}
function drained(pipes, ms) {
    const streams = pipes.filter((s) => !s.closed && !s.destroyed);
    if (streams.length === 0)
        return Promise.resolve();
    return new Promise((resolve) => {
        let open = streams.length;
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            for (const s of streams)
                s.off('close', closed);
            resolve();
        }
        function closed() {
            if (--open === 0)
                done();
        }
        for (const s of streams)
            s.once('close', closed);
    });
}
function spawnSyncToExit(file, args, o) {
    const { stdoutFd, tempDir, ...options } = o;
    const base = external_node_path_default().join(tempDir ?? external_node_os_default().tmpdir(), `caa-out-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
    const made = [];
    try {
        const open = (name) => {
            const at = `${base}-${name}`;
            const fd = external_node_fs_default().openSync(at, 'wx+', 0o600);
            made.push({ fd, file: at });
            return fd;
        };
        const out = stdoutFd ?? open('stdout');
        const err = open('stderr');
        const r = (0,external_node_child_process_.spawnSync)(file, [...args], {
            ...options,
            stdio: [options.input !== undefined ? 'pipe' : 'ignore', out, err]
        });
        const stdout = stdoutFd === undefined ? readBack(out, o.maxBuffer) : '';
        const stderr = readBack(err, o.maxBuffer);
        const tooBig = stdout === undefined || stderr === undefined;
        const error = r.error ?? (tooBig ? bufferError(file) : undefined);
        return {
            status: r.status,
            signal: r.signal,
            stdout: stdout ?? '',
            stderr: stderr ?? '',
            ...(error !== undefined ? { error } : {})
        };
    }
    finally {
        for (const { fd, file: at } of made) {
            external_node_fs_default().closeSync(fd);
            external_node_fs_default().rmSync(at, { force: true });
        }
    }
}
function readBack(fd, max) {
    const size = external_node_fs_default().fstatSync(fd).size;
    if (size > max)
        return undefined;
    const buffer = Buffer.alloc(size);
    let at = 0;
    while (at < size) {
        const n = external_node_fs_default().readSync(fd, buffer, at, size - at, at);
        if (n === 0)
            break;
        at += n;
    }
    return buffer.subarray(0, at).toString('utf8');
}
function bufferError(file) {
    const error = new Error(`spawnSync ${file} ENOBUFS`);
    error.code = 'ENOBUFS';
    return error;
}

;// CONCATENATED MODULE: ./src/git/hardening.ts


const COMMAND_KEYS = [
    [/^filter\..+\.(clean|smudge|process)$/, ''],
    [/^filter\..+\.required$/, 'false'],
    [/^diff\..+\.(command|textconv)$/, ''],
    [/^merge\..+\.driver$/, ''],
    [/^credential\.(.+\.)?helper$/, ''],
    [/^gpg\.(.+\.)?program$/, ''],
    [/^remote\..+\.(uploadpack|receivepack|proxy)$/, ''],
    [/^pager\..+$/, 'false'],
    [/^alias\..+$/, ''],
    [/^protocol\..+\.allow$/, 'never']
];
const FIXED = [
    ['core.hooksPath', '/dev/null'],
    ['core.fsmonitor', 'false'],
    ['core.useBuiltinFSMonitor', 'false'],
    ['core.pager', 'cat'],
    ['core.editor', ':'],
    ['core.sshCommand', 'ssh'],
    ['core.askPass', ''],
    ['credential.helper', ''],
    ['diff.external', ''],
    ['commit.gpgSign', 'false'],
    ['tag.gpgSign', 'false'],
    ['push.gpgSign', 'false'],
    ['gc.auto', '0'],
    ['maintenance.auto', 'false'],
    ['protocol.ext.allow', 'never'],
    ['protocol.allow', 'never'],
    ['diff.submodule', 'short'],
    ['status.submoduleSummary', 'false'],
    ['submodule.recurse', 'false'],
    ['fetch.recurseSubmodules', 'false'],
    ['core.excludesFile', '/dev/null'],
    ['core.attributesFile', '/dev/null'],
    ['core.quotePath', 'false'],
    ['core.trustctime', 'true'],
    ['core.checkStat', 'default'],
    ['core.ignoreStat', 'false'],
    ['core.untrackedCache', 'false']
];
const hardening_ALLOW_FETCH = [
    ['protocol.allow', 'user'],
    ...['file', 'git', 'http', 'https', 'ssh'].map((p) => [
        `protocol.${p}.allow`,
        'user'
    ])
];
function isSecretVar(name) {
    return (name.startsWith('INPUT_') ||
        /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL|CACHE_URL|RESULTS_URL)$/.test(name) ||
        /^(CURSOR_API_KEY|CURSOR_AUTH_TOKEN|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(name) ||
        /^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(name) ||
        /^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)$/.test(name) ||
        /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|COMMON_DIR|CEILING_DIRECTORIES|EXTERNAL_DIFF|DIFF_OPTS|ASKPASS|SSH|SSH_COMMAND|PROXY_COMMAND)$/.test(name));
}
const hardening_hidden = new Set();
let program;
function gitProgram() {
    program ??= findProgram(programFile('git', process.platform), process.env.PATH ?? '') ?? 'git';
    return program;
}
function programFile(name, host) {
    return host === 'win32' ? `${name}.exe` : name;
}
function findProgram(name, searchPath) {
    for (const dir of searchPath.split((external_node_path_default()).delimiter)) {
        if (dir === '' || !external_node_path_default().isAbsolute(dir))
            continue;
        const file = external_node_path_default().join(dir, name);
        try {
            external_node_fs_default().accessSync(file, (external_node_fs_default()).constants.X_OK);
            if (external_node_fs_default().statSync(file).isFile())
                return file;
        }
        catch {
        }
    }
    return undefined;
}
function hideFromGit(...values) {
    for (const v of values)
        if (v.trim() !== '')
            hardening_hidden.add(v.trim());
}
function gitEnv(env, overrides) {
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (!isSecretVar(k) && (v === undefined || !hardening_hidden.has(v.trim())))
            out[k] = v;
    out.GIT_CONFIG_NOSYSTEM = '1';
    out.GIT_CONFIG_GLOBAL = '/dev/null';
    out.GIT_ATTR_NOSYSTEM = '1';
    out.GIT_TERMINAL_PROMPT = '0';
    out.GIT_OPTIONAL_LOCKS = '0';
    out.GIT_NO_REPLACE_OBJECTS = '1';
    out.GIT_PAGER = 'cat';
    out.GIT_NO_LAZY_FETCH = '1';
    out.GIT_EDITOR = ':';
    out.LC_ALL = 'C';
    out.GIT_CONFIG_COUNT = String(overrides.length);
    overrides.forEach(([key, value], i) => {
        out[`GIT_CONFIG_KEY_${String(i)}`] = key;
        out[`GIT_CONFIG_VALUE_${String(i)}`] = value;
    });
    return out;
}
function neutralise(names) {
    const out = [];
    const seen = new Set();
    for (const name of names) {
        if (name === '' || seen.has(name))
            continue;
        seen.add(name);
        const lower = lowerKey(name);
        for (const [pattern, value] of COMMAND_KEYS) {
            if (pattern.test(lower)) {
                out.push([name, value]);
                break;
            }
        }
    }
    return out;
}
function lowerKey(name) {
    const first = name.indexOf('.');
    const last = name.lastIndexOf('.');
    if (first < 0)
        return name.toLowerCase();
    return (name.slice(0, first).toLowerCase() + name.slice(first, last) + name.slice(last).toLowerCase());
}

;// CONCATENATED MODULE: ./src/git/git.ts








const MAX_OUTPUT = 256 * 1024 * 1024;
class git_GitError extends Error {
    stderr;
    constructor(message, stderr) {
        super(message);
        this.stderr = stderr;
        this.name = 'GitError';
    }
}
function findTopLevel(cwd) {
    let dir = external_node_path_default().resolve(cwd);
    for (;;) {
        if (external_node_fs_default().existsSync(external_node_path_default().join(dir, '.git')))
            return dir;
        const up = external_node_path_default().dirname(dir);
        if (up === dir)
            return undefined;
        dir = up;
    }
}
class Git {
    facts;
    env;
    overrides;
    config;
    constructor(facts, env, overrides, config) {
        this.facts = facts;
        this.env = env;
        this.overrides = overrides;
        this.config = config;
    }
    get root() {
        return this.facts.top;
    }
    static open(cwd, env) {
        const top = findTopLevel(cwd);
        return top === undefined ? undefined : Git.openAfresh(top, env);
    }
    static reopen(facts, env) {
        const base = baseOverrides(facts.top);
        const config = readConfig(new Git(facts, env, base, new Map()));
        if (config === undefined)
            return undefined;
        return new Git(facts, env, [...base, ...neutralise([...config.keys()])], config);
    }
    static openAfresh(top, env) {
        const base = baseOverrides(top);
        const facts = plainRepository(top) ?? askWhere(new Git(placesOf(top), env, base, new Map()));
        if (facts === undefined)
            return undefined;
        const config = readConfig(new Git(facts, env, base, new Map()));
        if (config === undefined)
            return undefined;
        return new Git(facts, env, [...base, ...neutralise([...config.keys()])], config);
    }
    configValue(name) {
        return this.config.get(name)?.at(-1);
    }
    run(args, o = {}) {
        const r = this.spawn(args, o);
        return r.stdout;
    }
    test(args, o = {}) {
        try {
            this.spawn(args, o);
            return true;
        }
        catch (error) {
            if (error instanceof git_GitError)
                return false;
            throw error;
        }
    }
    async runAsync(args, o = {}) {
        const out = [];
        let size = 0;
        await this.stream(args, {
            ...o,
            onData: (chunk) => {
                size += chunk.length;
                if (size > MAX_OUTPUT)
                    throw new git_GitError(`git ${args[0] ?? ''}: more than ${String(MAX_OUTPUT)} bytes`, '');
                out.push(chunk);
            }
        });
        return Buffer.concat(out).toString('utf8');
    }
    stream(args, o) {
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(gitProgram(), [...args], {
                cwd: this.root,
                env: this.envFor(o),
                stdio: ['pipe', 'pipe', 'pipe'],
                killSignal: 'SIGKILL',
                signal: o.signal
            });
            let stderr = '';
            let failure;
            const timer = setTimeout(() => {
                failure ??= new git_GitError(`git ${args[0] ?? ''}: timed out`, stderr);
                child.kill('SIGKILL');
            }, o.timeoutMs ?? 120_000);
            child.stdout.on('data', (chunk) => {
                if (failure !== undefined)
                    return;
                try {
                    o.onData(chunk);
                }
                catch (error) {
                    failure = error instanceof Error ? error : new Error((0,errors/* messageOf */.bD)(error));
                    child.kill('SIGKILL');
                }
            });
            child.stderr.on('data', (chunk) => {
                stderr = (stderr + chunk.toString('utf8')).slice(-8192);
            });
            child.stdin.on('error', () => undefined);
            child.on('error', (error) => {
                failure ??= new git_GitError(`git ${args[0] ?? ''}: ${error.message}`, stderr);
            });
            untilExit(child, [child.stdout, child.stderr]).then(({ code, signal }) => {
                clearTimeout(timer);
                if (failure !== undefined)
                    reject(failure);
                else if (code !== 0)
                    reject(new git_GitError(`git ${args[0] ?? ''} failed (exit ${String(code ?? signal)})${stderr.trim() !== '' ? `: ${(0,core_text/* lastLines */.w$)(stderr.trim(), 5)}` : ''}`, stderr.trim()));
                else
                    resolve();
            }, (error) => {
                clearTimeout(timer);
                reject(failure ?? new git_GitError(`git ${args[0] ?? ''}: ${(0,errors/* messageOf */.bD)(error)}`, stderr));
            });
            child.stdin.end(o.input ?? '');
        });
    }
    envFor(o) {
        const env = gitEnv(this.env, [...this.overrides, ...(o.config ?? [])]);
        env.GIT_DIR = this.facts.gitDir;
        env.GIT_WORK_TREE = this.facts.top;
        if (this.facts.commonDir !== '')
            env.GIT_COMMON_DIR = this.facts.commonDir;
        Object.assign(env, o.env ?? {});
        return env;
    }
    spawn(args, o) {
        const env = this.envFor(o);
        const r = spawnSyncToExit(gitProgram(), args, {
            cwd: this.root,
            env,
            input: o.input,
            maxBuffer: MAX_OUTPUT,
            stdoutFd: o.stdoutFd,
            timeout: o.timeoutMs ?? 120_000,
            killSignal: 'SIGKILL',
            windowsHide: true
        });
        if (r.error !== undefined)
            throw new git_GitError(`git ${args[0] ?? ''}: ${r.error.message}`, r.stderr);
        if (r.status !== 0) {
            const stderr = (r.stderr || '').trim();
            throw new git_GitError(`git ${args[0] ?? ''} failed (exit ${String(r.status ?? r.signal)})${stderr !== '' ? `: ${(0,core_text/* lastLines */.w$)(stderr, 5)}` : ''}`, stderr);
        }
        return r;
    }
}
class Repos {
    opened = new Map();
    open(cwd, env) {
        const top = findTopLevel(cwd);
        if (top === undefined)
            return undefined;
        return this.once(top, () => Git.open(top, env));
    }
    reopen(facts, env) {
        return this.once(facts.top, () => Git.reopen(facts, env));
    }
    once(top, open) {
        const known = this.opened.get(top);
        if (known !== undefined)
            return known;
        const git = open();
        if (git !== undefined)
            this.opened.set(top, git);
        return git;
    }
}
function placesOf(top) {
    return { top, gitDir: external_node_path_default().join(top, '.git'), commonDir: '' };
}
function plainRepository(top) {
    const places = placesOf(top);
    const has = (name, dir) => {
        try {
            const st = external_node_fs_default().lstatSync(external_node_path_default().join(places.gitDir, name));
            return dir ? st.isDirectory() : st.isFile();
        }
        catch {
            return false;
        }
    };
    if (!has('', true) || !has('HEAD', false) || !has('objects', true) || !has('refs', true))
        return undefined;
    if (has('commondir', false))
        return undefined;
    return { ...places, commonDir: places.gitDir };
}
function askWhere(probe) {
    let places;
    try {
        places = probe
            .run(['rev-parse', '--show-toplevel', '--absolute-git-dir', '--git-common-dir'], {
            timeoutMs: 30_000
        })
            .split('\n');
    }
    catch {
        return undefined;
    }
    const [root = '', gitDir = '', common = ''] = places;
    if (root === '' || gitDir === '')
        return undefined;
    return {
        top: probe.facts.top,
        gitDir,
        commonDir: external_node_path_default().resolve(root, common === '' ? gitDir : common)
    };
}
function baseOverrides(top) {
    let real = top;
    try {
        real = external_node_fs_default().realpathSync(top);
    }
    catch {
    }
    return [...FIXED, ...safeDirectories(top, real, process.platform)];
}
function safeDirectories(top, real, host) {
    const dirs = new Set([top, real]);
    if (host === 'win32')
        for (const d of [top, real])
            dirs.add(d.replace(/\\/g, '/'));
    return [...dirs].map((d) => ['safe.directory', d]);
}
function readConfig(git) {
    let out;
    try {
        out = git.run(['config', '--list', '--includes', '-z'], { timeoutMs: 30_000 });
    }
    catch {
        return undefined;
    }
    const config = new Map();
    for (const record of out.split('\0')) {
        if (record === '')
            continue;
        const nl = record.indexOf('\n');
        const name = nl < 0 ? record : record.slice(0, nl);
        const value = nl < 0 ? '' : record.slice(nl + 1);
        const values = config.get(name);
        if (values === undefined)
            config.set(name, [value]);
        else
            values.push(value);
    }
    return config;
}

// EXTERNAL MODULE: ./src/io/files.ts
var files = __webpack_require__(3839);
;// CONCATENATED MODULE: ./src/git/savedindex.ts



const MAX_INDEX_BYTES = (/* unused pure expression or super */ null && (32 * 1024 * 1024));
const FLAGS = (external_node_fs_default()).constants;
function savedindex_privateIndex(git, start) {
    const file = path.join(git.facts.gitDir, `index.cursor-agent-${randomBytes(4).toString('hex')}`);
    if (start.index !== undefined) {
        fs.writeFileSync(file, start.index.bytes, { mode: 0o600, flag: 'wx' });
        const earlier = Math.floor(start.index.mtimeMs / 1000) - 1;
        fs.utimesSync(file, earlier, earlier);
    }
    else if (start.head !== undefined) {
        git.run(['read-tree', start.head], { env: { GIT_INDEX_FILE: file } });
    }
    return file;
}
function savedindex_saveIndex(git) {
    const now = Math.floor(Date.now() / 1000);
    const file = path.join(git.facts.gitDir, 'index');
    let fd;
    try {
        fd = fs.openSync(file, fs.constants.O_RDONLY | (FLAGS.O_NOFOLLOW ?? 0));
    }
    catch {
        return undefined;
    }
    try {
        const st = fs.fstatSync(fd);
        if (!st.isFile() || st.size > MAX_INDEX_BYTES)
            return undefined;
        const bytes = Buffer.alloc(st.size);
        let got = 0;
        while (got < bytes.length) {
            const n = fs.readSync(fd, bytes, got, bytes.length - got, got);
            if (n === 0)
                return undefined;
            got += n;
        }
        const oidBytes = git.configValue('extensions.objectformat')?.toLowerCase() === 'sha256' ? 32 : 20;
        const usable = checkedIndex(bytes, oidBytes, now - 1);
        return usable !== undefined ? { bytes: usable, mtimeMs: st.mtimeMs } : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        fs.closeSync(fd);
    }
}
function checkedIndex(index, oidBytes, smudgeFrom) {
    const b = Buffer.from(index);
    if (b.length < 12 + oidBytes || b.toString('latin1', 0, 4) !== 'DIRC')
        return undefined;
    const version = b.readUInt32BE(4);
    const count = b.readUInt32BE(8);
    if (version < 2 || version > 4)
        return undefined;
    let smudged = false;
    let at = 12;
    for (let i = 0; i < count; i++) {
        const flagsAt = at + 40 + oidBytes;
        if (flagsAt + 2 > b.length)
            return undefined;
        if (b.readUInt32BE(at) >= smudgeFrom) {
            b.writeUInt32BE(0, at + 36);
            smudged = true;
        }
        const flags = b.readUInt16BE(flagsAt);
        if ((flags & 0x8000) !== 0)
            return undefined;
        let name = flagsAt + 2;
        if ((flags & 0x4000) !== 0) {
            if (version < 3)
                return undefined;
            name += 2;
        }
        if (version === 4) {
            while (name < b.length && ((b[name] ?? 0) & 0x80) !== 0)
                name++;
            const nul = b.indexOf(0, name + 1);
            if (nul < 0)
                return undefined;
            at = nul + 1;
        }
        else {
            const nul = b.indexOf(0, name);
            if (nul < 0)
                return undefined;
            at += (nul - at + 8) & ~7;
        }
    }
    const end = b.length - oidBytes;
    while (at + 8 <= end) {
        if (b.toString('latin1', at, at + 4) === 'link')
            return undefined;
        at += 8 + b.readUInt32BE(at + 4);
    }
    if (at !== end)
        return undefined;
    const trailer = b.subarray(end);
    if (smudged && trailer.some((x) => x !== 0))
        createHash(oidBytes === 32 ? 'sha256' : 'sha1')
            .update(b.subarray(0, end))
            .digest()
            .copy(b, end);
    return b;
}

;// CONCATENATED MODULE: ./src/git/worktree.ts







const MAX_DIRTY = 20_000;
function worktree_startPoint(repos, cwd, env, ref) {
    const git = repos.open(cwd, env);
    if (git === undefined)
        return undefined;
    const status = readStatus(git);
    const dirty = new Map();
    for (const { path: p } of status.entries) {
        if (dirty.size >= MAX_DIRTY)
            break;
        dirty.set(p, contentOf(path.join(git.root, p)));
    }
    let branch = status.branch;
    if (branch === undefined && ref?.startsWith('refs/heads/') === true)
        branch = ref.slice('refs/heads/'.length);
    return {
        facts: git.facts,
        root: git.root,
        head: status.head,
        branch,
        checkedOut: status.branch,
        originUrl: git.configValue('remote.origin.url') || undefined,
        dirty,
        index: saveIndex(git)
    };
}
class WorkTree {
    git;
    base;
    head;
    branch;
    listed;
    changes;
    tree;
    index;
    problem;
    adopted = false;
    constructor(o) {
        this.git = o.git;
        this.base = o.base;
        this.head = o.head;
        this.branch = o.branch;
        this.listed = o.listed ?? [];
        this.changes = o.changes ?? [];
        this.tree = o.tree;
        this.index = o.index;
        this.problem = o.problem;
    }
    get clean() {
        return this.tree === undefined && this.problem === undefined;
    }
    adopt() {
        if (this.index === undefined)
            return;
        external_node_fs_default().renameSync(this.index, external_node_path_default().join(this.git.facts.gitDir, 'index'));
        this.adopted = true;
    }
    dispose() {
        if (this.index !== undefined && !this.adopted)
            external_node_fs_default().rmSync(this.index, { force: true });
    }
}
async function worktree_readWorkTree(repos, start, env, signal) {
    const git = repos.reopen(start.facts, env);
    if (git === undefined)
        throw new GitError('git could not open the repository after the run (is .git/config still valid?)', '');
    const base = start.head ?? emptyTree(git);
    const index = privateIndex(git, start);
    const reading = { git, index, withIndex: { env: { GIT_INDEX_FILE: index }, signal } };
    let status;
    try {
        status = parseStatus(await git.runAsync(STATUS, reading.withIndex));
    }
    catch (error) {
        fs.rmSync(index, { force: true });
        throw error;
    }
    if (start.dirty.size === 0 && status.entries.length === 0 && status.head === start.head) {
        fs.rmSync(index, { force: true });
        return new WorkTree({ git, base, head: status.head, branch: status.branch });
    }
    const added = await addAll(reading);
    return treeOf(reading, { base, status, problems: added !== undefined ? [added] : [] });
}
async function addAll(r) {
    try {
        const sparse = r.git.configValue('core.sparsecheckout') === 'true';
        await r.git.runAsync(['add', '-A', '--ignore-errors', ...(sparse ? ['--sparse'] : []), '--', '.'], { ...r.withIndex, timeoutMs: 600_000 });
        return undefined;
    }
    catch (error) {
        if (r.withIndex.signal?.aborted === true) {
            fs.rmSync(r.index, { force: true });
            throw error;
        }
        return messageOf(error);
    }
}
async function treeOf(r, o) {
    const { git, index } = r;
    const { base, status, problems } = o;
    const signal = r.withIndex.signal;
    try {
        const tree = (await git.runAsync(['write-tree'], r.withIndex)).trim();
        const listing = await git.runAsync([
            'diff-tree',
            '-r',
            '-z',
            '--no-renames',
            '--full-index',
            '--no-ext-diff',
            '--no-textconv',
            '--raw',
            '--numstat',
            base,
            tree
        ], { timeoutMs: 600_000, signal });
        return new WorkTree({
            git,
            base,
            head: status.head,
            branch: status.branch,
            listed: status.entries,
            changes: parseDiffTree(listing),
            tree,
            index,
            problem: problems.length > 0 ? problems.join('; ') : undefined
        });
    }
    catch (error) {
        fs.rmSync(index, { force: true });
        if (signal?.aborted === true)
            throw error;
        const problem = [...problems, messageOf(error)].join('; ');
        const { head, branch } = status;
        return new WorkTree({ git, base, head, branch, listed: status.entries, problem });
    }
}
function contentOf(abs, was) {
    let size = '';
    try {
        const st = fs.lstatSync(abs);
        if (st.isFile())
            size = String(st.size);
    }
    catch {
    }
    if (was !== undefined && !was.startsWith(`${size}:`))
        return `${size}:`;
    return `${size}:${hashFile(abs)}`;
}
function worktree_changedFiles(start, work, cwd) {
    const byPath = new Map(work.changes.map((c) => [c.path, c]));
    const untracked = new Set(work.listed.filter((e) => e.untracked).map((e) => e.path));
    const candidates = new Set([
        ...byPath.keys(),
        ...work.listed.map((e) => e.path),
        ...start.dirty.keys()
    ]);
    const out = [];
    for (const repoPath of candidates) {
        if (out.length >= MAX_DIRTY)
            break;
        const abs = path.join(start.root, repoPath);
        const before = start.dirty.get(repoPath);
        if (before !== undefined && contentOf(abs, before) === before)
            continue;
        const change = byPath.get(repoPath);
        const exists = present(abs);
        out.push({
            path: path.relative(cwd, abs).split(path.sep).join('/'),
            added: change?.added,
            removed: change?.removed,
            created: exists && (change !== undefined ? change.status === 'A' : untracked.has(repoPath)),
            deleted: !exists
        });
    }
    return out;
}
function parseDiffTree(out) {
    const changes = new Map();
    const records = out.split('\0');
    for (let i = 0; i < records.length; i++) {
        const r = records[i] ?? '';
        if (r.startsWith(':')) {
            const p = records[++i] ?? '';
            const [oldMode = '', newMode = '', oldOid = '', newOid = '', status = ''] = r
                .slice(1)
                .split(' ');
            changes.set(p, { path: p, status, oldMode, newMode, oldOid, newOid });
            continue;
        }
        const m = /^(\d+|-)\t(\d+|-)\t([\s\S]*)$/.exec(r);
        const c = m?.[3] !== undefined ? changes.get(m[3]) : undefined;
        if (m === null || c === undefined)
            continue;
        if (m[1] !== '-')
            c.added = Number(m[1]);
        if (m[2] !== '-')
            c.removed = Number(m[2]);
    }
    return [...changes.values()];
}
function emptyTree(git) {
    return git.configValue('extensions.objectformat')?.toLowerCase() === 'sha256'
        ? '6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321'
        : '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
}

;// CONCATENATED MODULE: ./src/git/bundle-patch.ts






const SHAPE_SCAN_MAX_BLOB = 128 * 1024 * 1024;
function hasCommit(git, sha) {
    return git.test(['cat-file', '-e', `${sha}^{commit}`]);
}
async function fetchCommit(git, o) {
    const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true';
    const config = [...hardening_ALLOW_FETCH, ['http.followRedirects', 'false']];
    const ownHeader = [...git.config.keys()].some((k) => /^http\..*extraheader$/i.test(k));
    if (o.token !== '' && !ownHeader)
        config.push([
            'http.extraheader',
            `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${o.token}`).toString('base64')}`
        ]);
    try {
        await git.runAsync([
            ...['fetch', '--no-tags', '--no-write-fetch-head', '--no-recurse-submodules'],
            ...(shallow ? ['--depth=1'] : []),
            ...['--', o.url, o.sha]
        ], { timeoutMs: 300_000, config, signal: o.signal });
        return undefined;
    }
    catch (error) {
        return saidBy(error);
    }
}
function patchPaths(git, file) {
    return numstatPaths(git.run(['apply', '--numstat', '-z', '--', file]));
}
async function applyToBase(git, o) {
    const index = external_node_path_default().join(o.dir, 'index');
    const withIndex = { env: { GIT_INDEX_FILE: index }, signal: o.signal };
    const exact = [
        ['apply.whitespace', 'nowarn'],
        ['apply.ignoreWhitespace', 'no']
    ];
    try {
        await git.runAsync(['read-tree', o.base], withIndex);
        await git.runAsync(['apply', '--cached', '--whitespace=nowarn', '--', o.file], {
            ...withIndex,
            config: exact,
            timeoutMs: 600_000
        });
        const tree = (await git.runAsync(['write-tree'], withIndex)).trim();
        const listing = await git.runAsync([
            ...['diff-tree', '-r', '-z', '--no-renames', '--full-index'],
            ...['--no-ext-diff', '--no-textconv', '--raw', '--numstat', o.base, tree]
        ], { timeoutMs: 600_000, signal: o.signal });
        const changes = parseDiffTree(listing);
        return new WorkTree({ git, base: o.base, head: o.base, changes, tree, index });
    }
    catch (error) {
        external_node_fs_default().rmSync(index, { force: true });
        throw error;
    }
}
function linkTargets(work) {
    const links = work.changes.filter((c) => c.newMode === '120000' && !/^0+$/.test(c.newOid));
    const out = new Map();
    for (const c of links)
        out.set(c.path, work.git.run(['cat-file', 'blob', c.newOid]));
    return out;
}
async function newShapes(work, signal) {
    const found = new Set();
    const tooLarge = [];
    for (const c of work.changes)
        if (/^0+$/.test(c.oldOid) && shapesOf(c.path).size > 0)
            found.add(c.path);
    const fresh = work.changes.filter((c) => !/^0+$/.test(c.newOid) && c.newOid !== c.oldOid && c.newMode !== '160000');
    if (fresh.length === 0)
        return { found: [...found], tooLarge };
    const oids = fresh.flatMap((c) => [c.newOid, c.oldOid]);
    const sizes = work.git
        .run(['cat-file', '--batch-check=%(objectsize)'], { input: oids.join('\n') + '\n' })
        .split('\n');
    for (const [i, c] of fresh.entries()) {
        if (found.has(c.path))
            continue;
        if (Number(sizes[2 * i] ?? '0') > SHAPE_SCAN_MAX_BLOB) {
            tooLarge.push(c.path);
            continue;
        }
        const now = await blobShapes(work, c.newOid, signal);
        if (now.size === 0)
            continue;
        const wasBlob = !/^0+$/.test(c.oldOid) && c.oldMode !== '160000';
        const was = wasBlob && Number(sizes[2 * i + 1] ?? '0') <= SHAPE_SCAN_MAX_BLOB
            ? await blobShapes(work, c.oldOid, signal)
            : new Set();
        if ([...now].some((t) => !was.has(t)))
            found.add(c.path);
    }
    return { found: [...found], tooLarge };
}
function shapesOf(text) {
    const collector = new ShapeCollector();
    collector.push(text);
    collector.end();
    return collector.found;
}
async function blobShapes(work, oid, signal) {
    const collector = new ShapeCollector();
    await work.git.stream(['cat-file', 'blob', oid], {
        onData: (chunk) => {
            collector.push(chunk.toString('latin1'));
        },
        timeoutMs: 600_000,
        signal
    });
    collector.end();
    return collector.found;
}
function saidBy(error) {
    if (error instanceof git_GitError) {
        const lines = error.stderr
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '');
        return lines.slice(-3).join(' ') || error.message;
    }
    return (0,errors/* messageOf */.bD)(error);
}

;// CONCATENATED MODULE: ./src/git/commit.ts



const WORKFLOWS = /^\.github(?:\/workflows(?:\/|$)|$)/i;
const IDENTITY = {
    name: 'Cursor Agent',
    email: 'cursor-agent-action@users.noreply.github.com'
};
function workflowChanges(work) {
    return work.changes.filter((c) => WORKFLOWS.test(c.path));
}
function commitTree(work, tree, leaveOut) {
    if (leaveOut.length === 0)
        return tree;
    const index = path.join(work.git.facts.gitDir, `index.cursor-agent-commit-${randomBytes(8).toString('hex')}`);
    const withIndex = { GIT_INDEX_FILE: index };
    try {
        work.git.run(['read-tree', tree], { env: withIndex });
        const entries = leaveOut.map((c) => /^0+$/.test(c.oldOid) ? `0 ${c.oldOid}\t${c.path}` : `${c.oldMode} ${c.oldOid}\t${c.path}`);
        work.git.run(['update-index', '-z', '--index-info'], {
            input: entries.join('\0') + '\0',
            env: withIndex
        });
        return work.git.run(['write-tree'], { env: withIndex }).trim();
    }
    finally {
        fs.rmSync(index, { force: true });
    }
}
function startTree(work, start) {
    return start.head === undefined
        ? work.base
        : work.git.run(['rev-parse', `${start.head}^{tree}`]).trim();
}
function makeCommit(work, start, tree, message, env) {
    const who = {
        GIT_AUTHOR_NAME: env.GIT_AUTHOR_NAME ?? IDENTITY.name,
        GIT_AUTHOR_EMAIL: env.GIT_AUTHOR_EMAIL ?? IDENTITY.email,
        GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME ?? IDENTITY.name,
        GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL ?? IDENTITY.email
    };
    const parents = start.head !== undefined ? ['-p', start.head] : [];
    return work.git
        .run(['commit-tree', tree, ...parents, '-F', '-'], { input: message, env: who })
        .trim();
}
function headStayed(work, start) {
    return work.head === start.head && work.branch === start.checkedOut;
}
function followCommit(work, start, commit) {
    work.git.run([
        'update-ref',
        '-m',
        'cursor-agent-action: commit',
        'HEAD',
        commit,
        start.head ?? '0'.repeat(commit.length)
    ]);
    work.adopt();
}

// EXTERNAL MODULE: ./src/core/stream/events.ts + 2 modules
var events = __webpack_require__(5602);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/git/landing.ts




class PushError extends errors/* ReasonedError */.O$ {
    landing;
    constructor(message, reason = 'push_failed') {
        super(message, reason);
        this.name = 'PushError';
    }
}
function commitMessage(ctx) {
    if (ctx.settings.commitMessage.trim() !== '')
        return ctx.settings.commitMessage.trim() + '\n';
    const subject = (0,markdown/* unlinked */.hd)(oneLine(ctx.prompt, 72)) || 'Changes by Cursor Agent';
    const body = quoted(ctx.finalMessage.trim().slice(0, 8000));
    const id = (0,events/* sessionIdOf */.P0)(ctx.sessionId);
    const trailer = id !== undefined ? `\n\nCursor-Session-Id: ${id}` : '';
    return `${subject}${body !== '' ? `\n\n${body}` : ''}${trailer}\n`;
}
function quoted(text) {
    return text
        .split(markdown/* LINE_BREAK */.Fb)
        .map((line) => line
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
        .trimEnd())
        .map((line) => (line === '' ? '' : `    ${(0,markdown/* unlinked */.hd)(line)}`))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n');
}
function oneLine(text, max) {
    const line = (text.split(markdown/* LINE_BREAK */.Fb).find((l) => l.trim() !== '') ?? '')
        .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
        .trim();
    return (0,core_text/* truncate */.xv)(line, max);
}
function landing_short(sha) {
    return sha === undefined ? 'no commit' : sha.slice(0, 12);
}
function patchHint(out) {
    return out.patch !== undefined ? ` The patch is at ${out.patch}.` : '';
}

;// CONCATENATED MODULE: ./src/git/delivered.ts
function remoteHead(out, branch) {
    const ref = `refs/heads/${branch}`;
    const line = out.split('\n').find((l) => l.endsWith(`\t${ref}`));
    return line?.split('\t')[0] ?? '';
}
function branchDelivered(lsRemote, o) {
    const what = `the commit ${o.commit} on branch ${o.branch}`;
    const r = lsRemote(`refs/heads/${o.branch}`);
    if (!r.ok)
        return `${what}: the remote could not be read back after the push (git ls-remote: ${firstLine(r.stderr) || 'failed'}).`;
    const head = remoteHead(r.stdout, o.branch);
    if (head === o.commit)
        return undefined;
    return head === ''
        ? `${what}: the push reported success, but the remote has no such branch.`
        : `${what}: the push reported success, but the remote branch is at ${head}.`;
}
function firstLine(text) {
    return (text.trim().split('\n')[0] ?? '').trim();
}

;// CONCATENATED MODULE: ./src/git/push.ts











function newBranchName(prefix, env) {
    const id = env.runId ?? String(Date.now());
    const attempt = env.runAttempt ?? '1';
    return `${prefix}${id}-${attempt}`;
}
function cleanRemote(work, ctx, url) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(ctx.runner.temp !== undefined && ctx.runner.temp !== '' ? ctx.runner.temp : external_node_os_default().tmpdir(), 'cursor-agent-push-'));
    const objects = external_node_path_default().join(work.git.facts.commonDir, 'objects');
    const shallow = external_node_path_default().join(work.git.facts.commonDir, 'shallow');
    const base = gitEnv(ctx.env, [
        ['core.hooksPath', '/dev/null'],
        ['core.fsmonitor', 'false'],
        ['credential.helper', ''],
        ['protocol.ext.allow', 'never'],
        ['http.followRedirects', 'false'],
        ['gc.auto', '0'],
        ['safe.directory', dir]
    ]);
    const exec = (args, env) => {
        const r = spawnSyncToExit(gitProgram(), args, {
            cwd: dir,
            env,
            maxBuffer: 64 * 1024 * 1024,
            timeout: 300_000,
            killSignal: 'SIGKILL',
            windowsHide: true
        });
        const ok = r.status === 0 && r.error === undefined;
        return { ok, stdout: r.stdout, stderr: (r.stderr || r.error?.message) ?? '' };
    };
    const init = exec(['init', '--bare', '-q', '--template=', '.'], base);
    if (!init.ok)
        throw new PushError(`Could not prepare the push: ${init.stderr.trim()}`);
    external_node_fs_default().mkdirSync(external_node_path_default().join(dir, 'objects', 'info'), { recursive: true });
    external_node_fs_default().writeFileSync(external_node_path_default().join(dir, 'objects', 'info', 'alternates'), objects + '\n');
    if (external_node_fs_default().existsSync(shallow))
        external_node_fs_default().copyFileSync(shallow, external_node_path_default().join(dir, 'shallow'));
    const token = ctx.token;
    return {
        run: (args, withToken) => {
            const env = { ...base };
            if (withToken && token !== '') {
                const n = Number(env.GIT_CONFIG_COUNT ?? '0');
                env[`GIT_CONFIG_KEY_${String(n)}`] = 'http.extraheader';
                env[`GIT_CONFIG_VALUE_${String(n)}`] =
                    `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
                env.GIT_CONFIG_COUNT = String(n + 1);
            }
            return exec(args.map((a) => (a === '{url}' ? url : a)), env);
        },
        dispose: () => external_node_fs_default().rmSync(dir, { recursive: true, force: true })
    };
}
function remoteSha(remote, ref) {
    const r = remote.run(['ls-remote', '--', '{url}', ref], true);
    if (!r.ok)
        return undefined;
    return remoteHead(r.stdout, ref.replace(/^refs\/heads\//, ''));
}
async function pushWork(ctx, work, commit, out, log) {
    const url = pushable(ctx, { work, commit, out });
    const remote = cleanRemote(work, ctx, url);
    try {
        const onPull = pushOntoPull(remote, ctx, { commit, out });
        const newBranch = onPull.target === undefined;
        const target = onPull.target ?? pushNewBranch(remote, ctx, { commit, out });
        const missing = branchDelivered((ref) => remote.run(['ls-remote', '--', '{url}', ref], true), {
            branch: target,
            commit
        });
        if (missing !== undefined)
            throw new PushError(`${missing}${patchHint(out)}`, 'deliverable_missing');
        out.branch = target;
        const why = onPull.why;
        const sentence = newBranch
            ? `Pushed ${landing_short(commit)} to a new branch ${target}${why !== '' ? ` because ${why}` : ''}.`
            : `Pushed ${landing_short(commit)} onto the pull request's branch ${target}.`;
        out.notes.push(sentence);
        log(sentence);
        addAnchors(ctx, commit, out);
        if (newBranch && ctx.settings.openPr)
            await openPr(ctx, target, out, log);
        else if (!newBranch && ctx.settings.openPr && ctx.pull !== undefined)
            out.notes.push(`No new pull request: the work is on pull request #${String(ctx.pull.number)}.`);
    }
    finally {
        remote.dispose();
    }
}
function pushable(ctx, o) {
    const url = ctx.start.originUrl;
    if (url === undefined) {
        throw new PushError(`push: true, but the repository had no "origin" remote when the run started; nothing was pushed.${patchHint(o.out)}`);
    }
    const parents = o.work.git.run(['rev-list', '--parents', '-n', '1', o.commit]).trim().split(' ');
    if (parents.slice(1).join(' ') !== (ctx.start.head ?? ''))
        throw new PushError(`Not pushed: the commit ${landing_short(o.commit)} is not a child of the start commit ${landing_short(ctx.start.head)}.${patchHint(o.out)}`);
    return url;
}
function pushOntoPull(remote, ctx, o) {
    const pull = ctx.pull;
    if (pull === undefined)
        return { why: '' };
    if (pull.headRepo !== pull.baseRepo)
        return { why: `the pull request's head is in another repository (${pull.headRepo})` };
    if (ctx.start.head !== pull.headSha)
        return {
            why: `the run did not start from the pull request's head ${landing_short(pull.headSha)} but from ${landing_short(ctx.start.head)} (check out the head branch, e.g. actions/checkout with ref: \${{ github.head_ref }}, to push onto it)`
        };
    const ref = `refs/heads/${pull.headRef}`;
    const pushed = remote.run([
        'push',
        '--porcelain',
        '--no-verify',
        `--force-with-lease=${ref}:${ctx.start.head}`,
        '{url}',
        `${o.commit}:${ref}`
    ], true);
    if (pushed.ok)
        return { target: pull.headRef, why: '' };
    const now = remoteSha(remote, ref);
    if (now !== undefined && now !== ctx.start.head)
        return {
            why: `the pull request's branch ${pull.headRef} moved during the run (now ${landing_short(now)}, the run started from ${landing_short(ctx.start.head)}), so it was not overwritten`
        };
    throw new PushError(failureText(pull.headRef, pushed.stderr, o.out));
}
function pushNewBranch(remote, ctx, o) {
    const target = newBranchName(ctx.settings.branchPrefix, ctx.runner);
    const ref = `refs/heads/${target}`;
    const pushed = remote.run([
        'push',
        '--porcelain',
        '--no-verify',
        `--force-with-lease=${ref}:`,
        '{url}',
        `${o.commit}:${ref}`
    ], true);
    if (!pushed.ok)
        throw new PushError(failureText(target, pushed.stderr, o.out));
    return target;
}
function addAnchors(ctx, commit, out) {
    const repo = ctx.runner.repository;
    const server = ctx.runner.serverUrl ?? 'https://github.com';
    if (repo === undefined || repo === '' || ctx.start.head === undefined)
        return;
    for (const f of out.files)
        out.anchors.set(f, `${server}/${repo}/compare/${ctx.start.head}...${commit}#diff-${(0,external_node_crypto_.createHash)('sha256').update(f).digest('hex')}`);
}
async function openPr(ctx, head, out, log) {
    const base = ctx.pull?.headRef ?? ctx.start.branch;
    const repo = ctx.runner.repository ?? '';
    const server = ctx.runner.serverUrl ?? 'https://github.com';
    const ref = (r) => r.split('/').map(encodeURIComponent).join('/');
    const compare = `${server}/${repo}/compare/${ref(base ?? 'main')}...${ref(head)}?expand=1`;
    if (base === undefined) {
        out.warnings.push(`open-pr: the run did not start on a branch, so there is no base for a pull request. Open one by hand: ${compare}`);
        return;
    }
    if (ctx.openPull === undefined) {
        out.warnings.push(`open-pr: no github-token to call the API with. Open it by hand: ${compare}`);
        return;
    }
    const runUrl = repo !== '' && ctx.runner.runId !== undefined
        ? `${server}/${repo}/actions/runs/${ctx.runner.runId}${ctx.runner.runAttempt !== undefined ? `/attempts/${ctx.runner.runAttempt}` : ''}`
        : undefined;
    const title = `Cursor Agent: ${(0,markdown/* unlinked */.hd)(oneLine(ctx.prompt, 200)) || 'changes'}`.slice(0, 256);
    const session = (0,events/* sessionIdOf */.P0)(ctx.sessionId);
    const body = [
        `Changes made by Cursor Agent${runUrl !== undefined ? ` in [this run](${runUrl}); its job summary shows what the agent did` : ''}.`,
        '',
        `${String(out.files.length)} files changed${ctx.pull !== undefined ? `, for #${String(ctx.pull.number)}` : ''}.`,
        ...(ctx.issue !== undefined ? ['', `Closes #${String(ctx.issue)}`] : []),
        ...(session !== undefined ? ['', `Session: ${(0,markdown/* code */.aY)(session)}`] : [])
    ].join('\n');
    try {
        out.prUrl = await ctx.openPull({ head, base, title, body });
        const sentence = `Opened pull request ${out.prUrl} from ${head} into ${base}.`;
        out.notes.push(sentence);
        log(sentence);
    }
    catch (error) {
        const said = (0,errors/* messageOf */.bD)(error);
        throw new PushError(`open-pr: the pull request could not be opened (${said}).${openPrHint(said)} The commit is pushed to ${head}; open it by hand: ${compare}`, 'deliverable_missing');
    }
}
function openPrHint(said) {
    return /not permitted to create or approve pull requests/i.test(said)
        ? ' Likely fix: turn on "Allow GitHub Actions to create and approve pull requests" (Settings → Actions → General → Workflow permissions, or the organisation\'s), or give github-token a GitHub App token.'
        : '';
}
function failureText(branch, stderr, out) {
    const said = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !/^(To |Done$)/.test(l))
        .slice(-6)
        .join('\n');
    const hints = [];
    if (/workflow/i.test(stderr))
        hints.push('the changes touch .github/workflows/, which needs a token with the workflows permission (a GitHub App token or a PAT; GITHUB_TOKEN cannot)');
    if (/protected branch|GH006|GH013|rule violations/i.test(stderr))
        hints.push('the branch is protected: let the action push a new branch (and open-pr) instead');
    if (hints.length === 0 || /403|denied|not allowed|Authentication|401/i.test(stderr))
        hints.push('the token needs contents: write (permissions: contents: write in the workflow)');
    return `The push to ${branch} failed${said !== '' ? `:\n${said}` : '.'}\nLikely fix: ${hints.join('; or ')}.${patchHint(out)}`;
}

// EXTERNAL MODULE: ./src/core/redact/forms.ts
var redact_forms = __webpack_require__(930);
;// CONCATENATED MODULE: ./src/core/redact/secretscan.ts

const MIN_SECRET_CHARS = 8;
const CR = 0x0d;
const LF = 0x0a;
class SecretScanner {
    needles;
    carry = Buffer.alloc(0);
    keep;
    hits = new Set();
    constructor(secrets) {
        const seen = new Set();
        const needles = [];
        for (const { name, value } of secrets) {
            const v = value.trim();
            if (v.length < MIN_SECRET_CHARS)
                continue;
            const hex = Buffer.from(v).toString('hex');
            for (const form of [...(0,redact_forms/* secretForms */.eo)(v), hex, hex.toUpperCase()]) {
                const bare = form.replace(/[\r\n]/g, '');
                if (bare.length < MIN_SECRET_CHARS || seen.has(bare))
                    continue;
                seen.add(bare);
                needles.push({ name, bytes: Buffer.from(bare) });
            }
        }
        this.needles = needles;
        this.keep = Math.max(0, ...needles.map((n) => n.bytes.length)) - 1;
    }
    get active() {
        return this.needles.length > 0;
    }
    reset() {
        this.carry = Buffer.alloc(0);
        this.hits.clear();
    }
    feed(chunk) {
        if (this.needles.length === 0 || chunk.length === 0)
            return;
        const bare = withoutBreaks(chunk);
        const text = this.carry.length > 0 ? Buffer.concat([this.carry, bare]) : bare;
        for (const n of this.needles)
            if (!this.hits.has(n.name) && text.indexOf(n.bytes) >= 0)
                this.hits.add(n.name);
        this.carry = Buffer.from(text.subarray(Math.max(0, text.length - this.keep)));
    }
    found() {
        return [...this.hits];
    }
    scan(text) {
        this.reset();
        this.feed(typeof text === 'string' ? Buffer.from(text) : text);
        const names = this.found();
        this.reset();
        return names;
    }
}
function withoutBreaks(chunk) {
    return without(without(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), LF), CR);
}
function without(buf, byte) {
    let at = buf.indexOf(byte);
    if (at < 0)
        return buf;
    const out = Buffer.allocUnsafe(buf.length);
    let n = buf.copy(out, 0, 0, at);
    while (at >= 0) {
        const next = buf.indexOf(byte, at + 1);
        const end = next < 0 ? buf.length : next;
        n += buf.copy(out, n, at + 1, end);
        at = next;
    }
    return out.subarray(0, n);
}

;// CONCATENATED MODULE: ./src/git/scan.ts

const ZERO = /^0+$/;
async function findSecrets(work, secrets, signal) {
    const scanner = new SecretScanner(secrets);
    if (!scanner.active || work.changes.length === 0)
        return [];
    const found = new Map();
    const mark = (p, names) => {
        if (names.length === 0)
            return;
        const set = found.get(p) ?? new Set();
        for (const n of names)
            set.add(n);
        found.set(p, set);
    };
    const byBlob = new Map();
    for (const c of work.changes) {
        if (ZERO.test(c.newOid))
            continue;
        mark(c.path, scanner.scan(c.path));
        if (isNew(c))
            byBlob.set(c.newOid, [...(byBlob.get(c.newOid) ?? []), c.path]);
    }
    if (byBlob.size > 0) {
        const reader = new BatchReader(scanner, (oid, names) => {
            for (const p of byBlob.get(oid) ?? [])
                mark(p, names);
        });
        await work.git.stream(['cat-file', '--batch'], {
            input: [...byBlob.keys()].join('\n') + '\n',
            onData: (chunk) => {
                reader.push(chunk);
            },
            timeoutMs: 600_000,
            signal
        });
        reader.end();
    }
    return [...found].map(([p, names]) => ({ path: p, secrets: [...names] }));
}
function isNew(c) {
    return c.newOid !== c.oldOid;
}
class BatchReader {
    scanner;
    done;
    header = [];
    oid = '';
    left = 0;
    inObject = false;
    blob = false;
    constructor(scanner, done) {
        this.scanner = scanner;
        this.done = done;
    }
    push(chunk) {
        let at = 0;
        while (at < chunk.length) {
            if (this.inObject) {
                if (this.left > 0) {
                    const take = Math.min(this.left, chunk.length - at);
                    if (this.blob)
                        this.scanner.feed(chunk.subarray(at, at + take));
                    at += take;
                    this.left -= take;
                    continue;
                }
                at++;
                this.inObject = false;
                if (this.blob)
                    this.done(this.oid, this.scanner.found());
                continue;
            }
            const nl = chunk.indexOf(0x0a, at);
            if (nl < 0) {
                this.header.push(chunk.subarray(at));
                return;
            }
            this.header.push(chunk.subarray(at, nl));
            at = nl + 1;
            this.startObject(Buffer.concat(this.header).toString('latin1'));
            this.header = [];
        }
    }
    end() {
        if (this.inObject || this.header.length > 0)
            throw new Error('git cat-file ended in the middle of an object');
    }
    startObject(line) {
        const [oid = '', type = '', size = ''] = line.split(' ');
        if (type === 'missing' || type === 'ambiguous' || size === '')
            return;
        this.oid = oid;
        this.left = Number(size);
        this.inObject = true;
        this.blob = type === 'blob';
        if (this.blob)
            this.scanner.reset();
    }
}

// EXTERNAL MODULE: ./src/names.ts
var names = __webpack_require__(6455);
;// CONCATENATED MODULE: ./src/core/agent-config.ts


const AGENT_CONFIG = [
    { name: '.cursor', kind: 'folder' },
    { name: '.agents', kind: 'folder' },
    { name: '.claude', kind: 'folder' },
    { name: '.codex', kind: 'folder' },
    { name: 'AGENTS.md', kind: 'file' },
    { name: 'CLAUDE.md', kind: 'file' },
    { name: '.cursorrules', kind: 'file' },
    { name: '.cursorignore', kind: 'file' },
    { name: '.cursorindexingignore', kind: 'file' },
    { name: '.mcp.json', kind: 'file' },
    { name: 'CLAUDE.local.md', kind: 'file' },
    { name: 'AGENT.md', kind: 'file' },
    { name: 'GEMINI.md', kind: 'file' }
];
const NAMES = new Set(AGENT_CONFIG.map((c) => key(c.name)));
function key(name) {
    return name.normalize('NFKC').toUpperCase().toLowerCase();
}
function agent_config_isConfigName(name) {
    return NAMES.has(key(name));
}
function agent_config_configUnit(p) {
    const parts = p.split('/');
    const i = parts.findIndex(agent_config_isConfigName);
    return i < 0 ? undefined : parts.slice(0, i + 1).join('/');
}
const LISTED = 10;
function agent_config_pathList(rels) {
    const named = rels.slice(0, LISTED).map((p) => said `${shown(p)}`);
    const more = rels.length > LISTED ? `, and ${String(rels.length - LISTED)} more` : '';
    return said `${list(named, ', ')}${more}`;
}
function agent_config_swapNote(swapped, baseKnown) {
    const of = (k) => swapped.filter((s) => s.kind === k).map((s) => s.rel);
    const parts = [];
    const replaced = of('replaced');
    const removed = of('removed');
    const restored = of('restored');
    if (replaced.length > 0)
        parts.push(said `replaced by the base's copy: ${agent_config_pathList(replaced)}`);
    if (removed.length > 0)
        parts.push(baseKnown
            ? said `removed, as the base has none: ${agent_config_pathList(removed)}`
            : said `removed, as the base commit could not be read: ${agent_config_pathList(removed)}`);
    if (restored.length > 0)
        parts.push(said `put in place from the base, as the pull request deletes them: ${agent_config_pathList(restored)}`);
    if (parts.length === 0)
        return undefined;
    return said `The agent ran with the base commit's agent configuration, not the pull request's (${input(INPUTS.trustPrConfig)} is false: a pull request could otherwise give the agent its own rules, skills, hooks, MCP servers, permissions or ignore files). From the pull request's head, ${list(parts, '; ')}. Each is put back after the run unless the agent changed it.`;
}

// EXTERNAL MODULE: ./src/io/tree.ts
var tree = __webpack_require__(1274);
;// CONCATENATED MODULE: ./src/git/configtree.ts






const configtree_WALK_LIMIT = 1_000_000;
function configtree_configInCommit(git, commit, scratch) {
    const pieces = new Map();
    listTree(git, ['-r', '-z', '--full-tree', commit], scratch, (entry) => {
        const m = /^(\d{6}) (\w+) ([0-9a-f]+)\t(.+)$/s.exec(entry);
        if (m === null)
            return;
        const [, mode = '', type = '', oid = '', p = ''] = m;
        const unit = configUnit(p);
        if (unit === undefined)
            return;
        const files = pieces.get(unit) ?? [];
        files.push({ mode, type, oid, path: p });
        pieces.set(unit, files);
    });
    return pieces;
}
function configtree_configInHead(git, scratch) {
    const pieces = new Set();
    try {
        listTree(git, ['-r', '-z', '--full-tree', '--name-only', 'HEAD'], scratch, (p) => {
            const unit = p === '' ? undefined : configUnit(p);
            if (unit !== undefined)
                pieces.add(unit);
        });
    }
    catch (error) {
        if (!(error instanceof GitError))
            throw error;
    }
    const walked = findNamed(git.root, isConfigName, configtree_WALK_LIMIT);
    for (const p of walked.found)
        pieces.add(p);
    return { pieces, complete: walked.complete };
}
function listTree(git, args, scratch, each) {
    const file = path.join(scratch, 'listing');
    const { fd } = openOwnFile(file);
    try {
        git.run(['ls-tree', ...args], { stdoutFd: fd });
        const buf = Buffer.allocUnsafe(1024 * 1024);
        let carry = Buffer.alloc(0);
        for (let pos = 0;;) {
            const n = fs.readSync(fd, buf, 0, buf.length, pos);
            if (n === 0)
                break;
            pos += n;
            const chunk = carry.length > 0 ? Buffer.concat([carry, buf.subarray(0, n)]) : buf;
            const end = carry.length + n;
            let at = 0;
            for (let z = chunk.indexOf(0, at); z >= 0 && z < end; z = chunk.indexOf(0, at)) {
                each(chunk.toString('utf8', at, z));
                at = z + 1;
            }
            carry = Buffer.from(chunk.subarray(at, end));
        }
        if (carry.length > 0)
            each(carry.toString('utf8'));
    }
    finally {
        fs.closeSync(fd);
        fs.rmSync(file, { force: true });
    }
}
function configtree_writeBlobs(git, files, scratch) {
    if (files.length === 0)
        return;
    const out = path.join(scratch, 'blobs');
    const { fd } = openOwnFile(out);
    try {
        git.run(['cat-file', '--batch'], {
            input: files.map((f) => f.oid).join('\n') + '\n',
            stdoutFd: fd
        });
        let pos = 0;
        const head = Buffer.alloc(256);
        for (const f of files) {
            const n = fs.readSync(fd, head, 0, head.length, pos);
            const nl = head.subarray(0, n).indexOf(0x0a);
            const m = /^([0-9a-f]+) blob (\d+)$/.exec(head.subarray(0, Math.max(nl, 0)).toString());
            if (nl < 0 || m?.[1] !== f.oid)
                throw new Error(`git cat-file did not give the blob ${f.oid} (for ${f.abs})`);
            const size = Number(m[2]);
            const to = createFile(f.abs, f.mode);
            try {
                copyRange(fd, pos + nl + 1, size, to);
            }
            finally {
                fs.closeSync(to);
            }
            pos += nl + 1 + size + 1;
        }
    }
    finally {
        fs.closeSync(fd);
        fs.rmSync(out, { force: true });
    }
}
function copyRange(from, start, size, to) {
    const buf = Buffer.allocUnsafe(Math.min(size, 1024 * 1024));
    let done = 0;
    while (done < size) {
        const n = fs.readSync(from, buf, 0, Math.min(buf.length, size - done), start + done);
        if (n === 0)
            throw new Error('git cat-file ended early');
        let written = 0;
        while (written < n)
            written += fs.writeSync(to, buf, written, n - written);
        done += n;
    }
}

;// CONCATENATED MODULE: ./src/git/baseconfig.ts









const WITHOUT = "the agent runs without the pull request's agent configuration";
function baseconfig_useBaseConfig(o) {
    if (!o.base.isPr || o.trust)
        return undefined;
    const git = o.repos.open(o.cwd, o.env);
    if (git === undefined)
        return undefined;
    const root = git.root;
    const warnings = [];
    const backupRoot = fs.mkdtempSync(path.join(tempRoot(o.temp), 'cursor-agent-pr-config-'));
    const { base, inBase } = readBase(git, { sha: o.base.baseSha, backupRoot, warnings });
    const head = configInHead(git, backupRoot);
    if (!head.complete)
        warnings.push(`The work tree has more than ${WALK_LIMIT.toLocaleString('en-US')} files and folders: those past them were not searched for agent configuration (every one the head commit tracks was).`);
    const rels = [...new Set([...head.pieces, ...inBase.keys()])].sort();
    const swap = swapPieces(root, { rels, inBase, backupRoot });
    try {
        writeBlobs(git, swap.blobs, backupRoot);
    }
    catch (error) {
        swap.failed.push(said `the base's copies (${messageOf(error)})`);
    }
    const { failed, blocked, swapped } = swap;
    if (failed.length > 0)
        warnings.push(said `Some of the base commit's agent configuration could not be put in place of the pull request's (a piece that could not be moved aside stays the pull request's for the run): ${list(failed.slice(0, 10), '; ')}${failed.length > 10 ? `; and ${String(failed.length - 10)} more` : ''}.`);
    for (const s of swapped)
        settle(root, s);
    if (blocked.length > 0)
        warnings.push(said `Agent configuration left as the work tree has it, not taken from the base, because a folder above it is a link or a file there (nothing is written or removed through one): ${pathList(blocked)}.`);
    const note = swapNote(swapped, base !== undefined);
    return {
        notes: note !== undefined ? [note] : [],
        warnings,
        restore: () => restore(root, swapped, [...swap.madeAbove], backupRoot)
    };
}
function readBase(git, o) {
    const base = baseCommit(git, o.sha, o.warnings);
    if (base === undefined)
        return { inBase: new Map() };
    try {
        return { base, inBase: configInCommit(git, base, o.backupRoot) };
    }
    catch (error) {
        o.warnings.push(`git could not list the base commit ${base.slice(0, 12)} (${messageOf(error)}), so ${WITHOUT}.`);
        return { inBase: new Map() };
    }
}
function swapPieces(root, o) {
    const swap = { swapped: [], blocked: [], failed: [], madeAbove: new Set(), blobs: [] };
    for (const rel of o.rels) {
        const where = above(root, rel);
        if (where.state === 'blocked') {
            swap.blocked.push(rel);
            continue;
        }
        const abs = path.join(root, rel);
        const had = where.state === 'ok' && present(abs);
        const files = o.inBase.get(rel);
        if (!had && files === undefined)
            continue;
        const backup = had
            ? path.join(o.backupRoot, `${String(swap.swapped.length)}-${path.basename(rel)}`)
            : undefined;
        if (backup !== undefined && !moveAside(abs, { backup, rel, failed: swap.failed }))
            continue;
        queueBase(root, { rel, files: files ?? [], swap });
        swap.swapped.push({ rel, backup, placed: '', shape: '', kind: 'same', had });
    }
    return swap;
}
function moveAside(abs, o) {
    try {
        move(abs, o.backup);
    }
    catch (error) {
        o.failed.push(said `${shown(o.rel)} (${messageOf(error)})`);
        if (present(abs) || !present(o.backup))
            return false;
    }
    return true;
}
function queueBase(root, o) {
    try {
        for (const f of o.files) {
            if (f.type !== 'blob' || f.mode === '120000')
                continue;
            const made = makeFolders(root, path.posix.dirname(f.path).replace(/^\.$/, ''));
            for (const d of made)
                if (d.length < o.rel.length)
                    o.swap.madeAbove.add(d);
            o.swap.blobs.push({
                oid: f.oid,
                abs: path.join(root, f.path),
                mode: f.mode === '100755' ? 0o755 : 0o644
            });
        }
    }
    catch (error) {
        o.swap.failed.push(said `the base's ${shown(o.rel)} (${messageOf(error)})`);
    }
}
function settle(root, s) {
    s.shape = fingerprint(path.join(root, s.rel), false);
    s.placed = fingerprint(path.join(root, s.rel), true);
    if (!s.had)
        s.kind = s.placed === '' ? 'same' : 'restored';
    else if (s.placed === '')
        s.kind = 'removed';
    else
        s.kind = s.backup !== undefined && unchanged(s.backup, s) ? 'same' : 'replaced';
}
function baseCommit(git, sha, warnings) {
    if (sha === undefined) {
        warnings.push(`The pull request's base commit is not in the event payload, so ${WITHOUT} (set trust-pr-config: true to use it).`);
        return undefined;
    }
    if (git.test(['cat-file', '-e', `${sha}^{commit}`]))
        return sha;
    const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true';
    const fetched = git.test([
        'fetch',
        '--no-tags',
        '--no-write-fetch-head',
        ...(shallow ? ['--depth=1'] : []),
        'origin',
        sha
    ], { timeoutMs: 120_000, config: ALLOW_FETCH });
    if (fetched && git.test(['cat-file', '-e', `${sha}^{commit}`]))
        return sha;
    warnings.push(`The pull request's base commit ${sha.slice(0, 12)} is not in the checkout and could not be fetched, so ${WITHOUT} (fetch the base, or set trust-pr-config: true).`);
    return undefined;
}
function restore(root, swapped, madeAbove, backupRoot) {
    const out = [];
    const keptAway = [];
    let pointed = false;
    for (const s of swapped) {
        const abs = path.join(root, s.rel);
        const where = above(root, s.rel);
        if (where.state === 'blocked') {
            if (s.backup !== undefined)
                keptAway.push(said `${shown(s.rel)} (at ${shown(s.backup)})`);
            continue;
        }
        if (!unchanged(abs, s)) {
            pointed ||= s.backup !== undefined;
            const what = s.placed === ''
                ? said `The agent made ${shown(s.rel)}, which it ran without`
                : said `The agent changed ${shown(s.rel)}, which it had from the base commit`;
            out.push(s.backup !== undefined
                ? said `${what}; its version is kept and the pull request's own copy is at ${shown(s.backup)}.`
                : said `${what}; its version is kept.`);
            continue;
        }
        fs.rmSync(abs, { recursive: true, force: true });
        if (s.backup === undefined)
            continue;
        makeFolders(root, path.posix.dirname(s.rel).replace(/^\.$/, ''));
        move(s.backup, abs);
    }
    for (const d of [...madeAbove].reverse())
        if (above(root, d).state === 'ok')
            try {
                fs.rmdirSync(path.join(root, d));
            }
            catch {
            }
    if (keptAway.length > 0)
        out.push(said `Not put back, because the agent made a folder above them a link or a file: the pull request's ${list(keptAway, ', ')}.`);
    if (keptAway.length === 0 && !pointed)
        fs.rmSync(backupRoot, { recursive: true, force: true });
    return out;
}
function unchanged(abs, s) {
    return fingerprint(abs, false) === s.shape && fingerprint(abs, true) === s.placed;
}
function fingerprint(abs, content) {
    let st;
    try {
        st = fs.lstatSync(abs);
    }
    catch {
        return '';
    }
    if (st.isSymbolicLink())
        return `l:${fs.readlinkSync(abs)}`;
    if (!st.isDirectory())
        return `f${(st.mode & 0o111) !== 0 ? 'x' : ''}:${content ? hashFile(abs) : String(st.size)}`;
    const parts = fs
        .readdirSync(abs)
        .sort()
        .map((n) => `${n}=${fingerprint(path.join(abs, n), content)}`);
    return `d:[${parts.join(',')}]`;
}

;// CONCATENATED MODULE: ./src/git/integrity.ts




const MAX_TREE_FILES = 5000;
const KEEP_FILE_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
const KEEP_TOTAL_BYTES = (/* unused pure expression or super */ null && (8 * 1024 * 1024));
const HASH_BYTES = (/* unused pure expression or super */ null && (8 * 1024 * 1024));
function includedFiles(config, common, env) {
    const home = env.HOME !== undefined && env.HOME !== '' ? env.HOME : os.homedir();
    const out = [];
    for (const [name, values] of config) {
        const lower = name.toLowerCase();
        if (!(lower === 'include.path' || (lower.startsWith('includeif.') && lower.endsWith('.path'))))
            continue;
        for (const v of values) {
            if (v === '')
                continue;
            const file = v.startsWith('~/') ? path.join(home, v.slice(2)) : path.resolve(common, v);
            if (!out.includes(file))
                out.push(file);
        }
    }
    return out.slice(0, 20);
}
function userRoots(env) {
    const home = env.HOME !== undefined && env.HOME !== '' ? env.HOME : os.homedir();
    const xdg = env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== ''
        ? env.XDG_CONFIG_HOME
        : path.join(home, '.config');
    return [
        { label: '~/.gitconfig', abs: path.join(home, '.gitconfig'), restore: true },
        {
            label: `${xdg === path.join(home, '.config') ? '~/.config' : xdg}/git`,
            abs: path.join(xdg, 'git'),
            restore: true
        }
    ];
}
function integrity_integritySnapshot(repos, cwd, env) {
    const roots = [];
    const git = repos.open(cwd, env);
    if (git !== undefined) {
        const common = git.facts.commonDir;
        roots.push({ label: '.git/config', abs: path.join(common, 'config'), restore: true });
        roots.push({ label: '.git/hooks', abs: path.join(common, 'hooks'), restore: true });
        roots.push({ label: '.git/info', abs: path.join(common, 'info'), restore: true });
        roots.push({
            label: '.git/config.worktree',
            abs: path.join(git.facts.gitDir, 'config.worktree'),
            restore: true
        });
        roots.push({
            label: '.git/commondir',
            abs: path.join(git.facts.gitDir, 'commondir'),
            restore: true
        });
        for (const file of includedFiles(git.config, common, env))
            roots.push({ label: `included ${file}`, abs: file, restore: true });
        roots.push({
            label: '.github/workflows',
            abs: path.join(git.root, '.github', 'workflows'),
            restore: false
        });
    }
    else {
        roots.push({
            label: '.github/workflows',
            abs: path.join(cwd, '.github', 'workflows'),
            restore: false
        });
    }
    roots.push(...userRoots(env));
    const tree = new Map();
    const budget = { bytes: KEEP_TOTAL_BYTES };
    for (const r of roots)
        walk(r.abs, r.label, tree, r.restore ? budget : undefined);
    return { tree, roots };
}
function walk(abs, label, into, keep) {
    let st;
    try {
        st = fs.lstatSync(abs);
    }
    catch {
        return;
    }
    if (into.size >= MAX_TREE_FILES)
        return;
    if (st.isDirectory()) {
        let names;
        try {
            names = fs.readdirSync(abs).sort();
        }
        catch {
            return;
        }
        for (const n of names)
            walk(path.join(abs, n), `${label}/${n}`, into, keep);
    }
    else if (st.isSymbolicLink()) {
        let target;
        try {
            target = fs.readlinkSync(abs);
        }
        catch {
            target = '?';
        }
        into.set(label, { sig: `link:${target}`, target });
    }
    else {
        const mode = st.mode & 0o777;
        const sig = st.size > HASH_BYTES
            ? `big:${String(st.size)}:${String(st.ino)}:${String(st.mtimeMs)}:${String(st.ctimeMs)}`
            : hashFile(abs);
        const entry = { sig: `${mode.toString(8)}:${sig}`, mode };
        if (keep !== undefined && st.isFile() && st.size <= KEEP_FILE_BYTES && st.size <= keep.bytes) {
            try {
                entry.content = fs.readFileSync(abs, {
                    flag: fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW
                });
                keep.bytes -= entry.content.length;
            }
            catch {
            }
        }
        into.set(label, entry);
    }
}
function absOf(root, label) {
    return path.join(root.abs, label.slice(root.label.length));
}
function putBack(abs, was) {
    try {
        fs.rmSync(abs, { force: true, recursive: true });
    }
    catch {
        openUp(path.dirname(abs));
        fs.rmSync(abs, { force: true, recursive: true });
    }
    if (was === undefined)
        return;
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (was.target !== undefined) {
        fs.symlinkSync(was.target, abs);
        return;
    }
    if (was.content === undefined)
        throw new Error(`${abs} was too large to keep`);
    const fd = fs.openSync(abs, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, was.mode ?? 0o644);
    try {
        fs.writeFileSync(fd, was.content);
    }
    finally {
        fs.closeSync(fd);
    }
}
function openUp(dir) {
    for (let d = dir;; d = path.dirname(d)) {
        try {
            const st = fs.lstatSync(d);
            if (st.isDirectory() && (st.mode & 0o300) !== 0o300)
                fs.chmodSync(d, st.mode | 0o700);
        }
        catch {
        }
        if (path.dirname(d) === d)
            return;
    }
}
function integrity_checkIntegrity(before) {
    const findings = [];
    const after = new Map();
    for (const r of before.roots)
        walk(r.abs, r.label, after);
    for (const r of before.roots) {
        const changed = [];
        const inRoot = (label) => label === r.label || label.startsWith(`${r.label}/`);
        for (const [label, now] of after)
            if (inRoot(label) && before.tree.get(label)?.sig !== now.sig)
                changed.push(label);
        for (const label of before.tree.keys())
            if (inRoot(label) && !after.has(label))
                changed.push(label);
        if (changed.length === 0)
            continue;
        const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ', …' : '');
        let how = '';
        let unrestored = false;
        if (r.restore) {
            const failed = [];
            for (const label of changed) {
                try {
                    putBack(absOf(r, label), before.tree.get(label));
                }
                catch {
                    failed.push(label);
                }
            }
            unrestored = failed.length > 0;
            how = unrestored
                ? `; ${failed.slice(0, 5).join(', ')} could not be put back, so the step fails: a later step's git would run what the agent planted there`
                : '; it was put back as it was before the run';
        }
        findings.push({
            target: r.label,
            message: `The agent changed ${r.label} (${shown})${how}.`,
            unrestored
        });
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/git/links.ts

function links_fileLinks(repos, paths, cwd, runner) {
    const links = new Map();
    const env = runner.raw;
    const server = runner.serverUrl ?? 'https://github.com';
    const repo = runner.repository;
    const sha = runner.sha;
    if (repo === undefined || repo === '' || sha === undefined || !/^[0-9a-f]{7,64}$/i.test(sha))
        return links;
    const git = repos.open(cwd, env);
    if (git === undefined)
        return links;
    const root = git.root;
    const candidates = paths
        .slice(0, 2000)
        .map((p) => ({
        p,
        repoPath: path.relative(root, path.resolve(cwd, p)).split(path.sep).join('/')
    }))
        .filter((c) => !c.repoPath.startsWith('..') && !path.isAbsolute(c.repoPath) && !/[\n\r]/.test(c.repoPath));
    if (candidates.length === 0)
        return links;
    let answer;
    try {
        answer = git
            .run(['cat-file', '--batch-check'], {
            input: candidates.map((c) => `${sha}:${c.repoPath}`).join('\n') + '\n'
        })
            .split('\n');
    }
    catch {
        return links;
    }
    candidates.forEach((c, i) => {
        const line = answer[i] ?? '';
        if (!line.endsWith('missing') && / blob /.test(line)) {
            const encoded = c.repoPath.split('/').map(encodeURIComponent).join('/');
            links.set(c.p, `${server}/${repo}/blob/${sha}/${encoded}`);
        }
    });
    return links;
}

;// CONCATENATED MODULE: ./src/git/workspace.ts







function before(ctx, repos, pr = {}) {
    const w = new Workspace(ctx);
    const { settings, env: jobEnv } = ctx;
    const env = withoutValue(jobEnv.raw, settings.githubToken);
    const cwd = settings.workingDirectory;
    w.guard('reading the repository before the run', () => {
        w.start = startPoint(repos, cwd, env, jobEnv.ref);
    });
    w.guard('the integrity snapshot', () => {
        w.snapshot = integritySnapshot(repos, cwd, env);
    });
    const base = pr.base;
    if (base !== undefined)
        w.guard("the base branch's agent configuration", () => {
            const trust = settings.trustPrConfig;
            w.config = useBaseConfig({ repos, cwd, env, temp: jobEnv.temp, base, trust });
            if (w.config !== undefined) {
                ctx.book.note(...w.config.notes);
                for (const warning of w.config.warnings)
                    ctx.book.warning(warning);
            }
        });
    return w;
}
function landedOf(w) {
    const l = w?.landing;
    return {
        patch: l?.patchFile !== undefined && stillOurs(l.patchFile) ? l.patchFile.path : '',
        commitSha: l?.branch !== undefined ? (l.commitSha ?? '') : '',
        branch: l?.branch ?? '',
        prUrl: l?.prUrl ?? ''
    };
}
class Workspace {
    ctx;
    start;
    landing;
    snapshot;
    config;
    afterDone = false;
    unrestored = [];
    work;
    constructor(ctx) {
        this.ctx = ctx;
    }
    after() {
        if (this.afterDone)
            return;
        this.afterDone = true;
        const config = this.config;
        if (config !== undefined)
            this.guard('putting back the pull request configuration', () => {
                this.ctx.book.note(...config.restore());
            });
        const snapshot = this.snapshot;
        if (snapshot !== undefined)
            this.guard('the integrity check', () => {
                for (const f of checkIntegrity(snapshot)) {
                    this.ctx.book.warning(f.message);
                    if (f.unrestored)
                        this.unrestored.push(f.target);
                }
            });
    }
    async changes(repos) {
        const start = this.start;
        if (start === undefined)
            return [];
        const { env, settings, signals } = this.ctx;
        try {
            this.work ??= await readWorkTree(repos, start, env.raw, signals.abort);
        }
        catch (error) {
            this.ctx.say.debug(`reading the work tree after the run: ${messageOf(error)}`);
            return [];
        }
        return changedFiles(start, this.work, settings.workingDirectory);
    }
    async compare(repos, builder) {
        for (const c of await this.changes(repos))
            builder.mergeGitChange(c);
        if (this.ctx.signals.abort.aborted)
            return undefined;
        const r = builder.live();
        try {
            const paths = [...r.filesChanged.map((c) => c.path), ...r.filesRead];
            return fileLinks(repos, paths, this.ctx.settings.workingDirectory, this.ctx.env);
        }
        catch (error) {
            this.ctx.say.debug(`git: ${messageOf(error)}`);
            return undefined;
        }
    }
    release() {
        this.work?.dispose();
        this.work = undefined;
    }
    afterRun() {
        return this.work;
    }
    landed(landing) {
        this.landing = landing;
    }
    patchAnchors(cwd) {
        const out = new Map();
        const root = this.start?.root;
        if (root === undefined || this.landing === undefined)
            return out;
        for (const [repoPath, url] of this.landing.anchors)
            out.set(path.relative(cwd, path.join(root, repoPath)).split(path.sep).join('/'), url);
        return out;
    }
    guard(what, fn) {
        try {
            fn();
        }
        catch (error) {
            const message = messageOf(error);
            this.ctx.say.debug(`${what}: ${message}`);
            this.ctx.book.warning(`Something went wrong with ${what}: ${message}`);
        }
    }
}
function withoutValue(env, secret) {
    if (secret === '')
        return env;
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (v?.trim() !== secret)
            out[k] = v;
    return out;
}

;// CONCATENATED MODULE: ./src/stages/publish/land-secrets.ts

function secretsOfJob(env, token) {
    return [
        { name: 'the GitHub token', value: token },
        { name: 'the runner token ACTIONS_RUNTIME_TOKEN', value: env.actionsRuntimeToken ?? '' },
        {
            name: 'the OIDC request token ACTIONS_ID_TOKEN_REQUEST_TOKEN',
            value: env.actionsIdTokenRequestToken ?? ''
        }
    ];
}
async function shapesHeld(work, signal) {
    const { found, tooLarge } = await newShapes(work, signal);
    return [
        ...found.map((p) => `${p} (a token's shape)`),
        ...tooLarge.map((p) => `${p} (too large to check)`)
    ];
}

;// CONCATENATED MODULE: ./src/stages/publish/land.ts













class Refused extends Error {
    refusal;
    constructor(refusal, message) {
        super(`${message} Nothing was committed or pushed.`);
        this.refusal = refusal;
    }
}
async function landBundle(ctx, o) {
    const out = { pushed: false, notes: [], warnings: [], anchors: new Map(), files: [] };
    const { bundle, settings } = o;
    if (bundle.patch === undefined) {
        out.notes.push('The bundle holds no changes: nothing was committed or pushed.');
        return out;
    }
    if (!settings.push) {
        if (settings.openPr)
            out.warnings.push('open-pr needs push: true; no pull request was opened.');
        return out;
    }
    if (bundle.verdict.conclusion !== 'success') {
        out.notes.push("Not pushed: the agent's run did not succeed; its bundle's patch has the changes.");
        return out;
    }
    try {
        await landChecked(ctx, o, bundle.patch, out);
        return out;
    }
    catch (error) {
        if (error instanceof Refused)
            out.failure = failure(error.refusal, error.message);
        else if (error instanceof PushError)
            out.failure = failure('push', error.message, error.reason);
        else if (error instanceof errors/* ReasonedError */.O$ || ctx.signals.abort.aborted)
            throw error;
        else
            out.failure = failure('push', `The landing failed: ${(0,errors/* messageOf */.bD)(error)}.`);
        return out;
    }
}
function failure(refusal, message, reason = 'push_failed') {
    return { reason: reason === 'deliverable_missing' ? reason : 'push_failed', refusal, message };
}
async function landChecked(ctx, o, want, out) {
    if (o.patch === undefined)
        throw new Refused('digest', 'Not pushed: the bundle names a patch, and its patch.diff is missing.');
    const changed = digestProblem(o.patch, want);
    if (changed !== undefined)
        throw new Refused('digest', `Not pushed: ${changed}, so the bundle was changed after it was written.`);
    if (o.pr?.unknown !== undefined)
        throw new Refused('pull', `Not pushed: ${o.pr.unknown}.`);
    if (o.pr?.pull?.fork === true)
        throw new Refused('pull', `Not pushed: the pull request comes from a fork (${o.pr.pull.headRepo}), which this workflow's token cannot write to.`);
    const token = o.settings.githubToken;
    const env = withoutValue(ctx.env.raw, token);
    const git = openCheckout(ctx, env);
    const url = git.configValue('remote.origin.url');
    if (url === undefined || url === '')
        throw new Refused('repository', "Not pushed: the publishing job's checkout has no origin remote.");
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join((0,files/* tempRoot */.fQ)(ctx.env.temp), 'cursor-agent-land-'));
    try {
        const file = external_node_path_default().join(dir, 'patch.diff');
        external_node_fs_default().writeFileSync(file, o.patch, { flag: 'wx', mode: 0o600 });
        checkNames(git, file);
        if (!hasCommit(git, want.base)) {
            const said = await fetchCommit(git, { url, sha: want.base, token, signal: ctx.signals.abort });
            stopIfCancelled(ctx);
            if (!hasCommit(git, want.base))
                throw new Refused('base', `Not pushed: the commit the patch applies to, ${want.base.slice(0, 12)}, could not be fetched from origin (${said ?? 'it is not there'}).`);
        }
        let work;
        try {
            work = await applyToBase(git, { file, base: want.base, dir, signal: ctx.signals.abort });
        }
        catch (error) {
            stopIfCancelled(ctx);
            throw new Refused('apply', `Not pushed: the patch does not apply to ${want.base.slice(0, 12)}, the commit the bundle names (${saidBy(error)}).`);
        }
        try {
            await checkWork(ctx, o, work, out);
            await commitAndPush(ctx, o, { git, url, work, env, out });
        }
        finally {
            work.dispose();
        }
    }
    finally {
        external_node_fs_default().rmSync(dir, { recursive: true, force: true });
    }
}
function openCheckout(ctx, env) {
    const cwd = ctx.env.workspace;
    const git = cwd !== undefined && cwd !== '' ? Git.open(cwd, env) : undefined;
    if (git === undefined)
        throw new Refused('repository', `Not pushed: the publishing job's workspace (${cwd ?? 'GITHUB_WORKSPACE is unset'}) is not a git repository. Check the repository out first in that job (actions/checkout, with persist-credentials: false).`);
    return git;
}
function checkNames(git, file) {
    let names;
    try {
        names = patchPaths(git, file);
    }
    catch (error) {
        throw new Refused('apply', `Not pushed: git cannot read the patch (${saidBy(error)}).`);
    }
    const problems = [...new Set(names.flatMap((p) => pathProblem(p) ?? []))];
    if (problems.length > 0)
        throw new Refused('paths', `Not pushed: the patch names ${listed(problems)}.`);
}
async function checkWork(ctx, o, work, out) {
    const problems = [...new Set(work.changes.flatMap((c) => pathProblem(c.path) ?? []))];
    for (const [link, target] of linkTargets(work)) {
        const problem = linkProblem(link, target);
        if (problem !== undefined)
            problems.push(problem);
    }
    if (problems.length > 0)
        throw new Refused('paths', `Not pushed: the patch makes ${listed(problems)}.`);
    const workflows = workflowChanges(work).map((c) => c.path);
    if (workflows.length > 0 && !o.settings.allowWorkflowChanges)
        throw new Refused('workflows', `Not pushed: the patch changes .github/workflows/ (${listed(workflows)}), which the publishing job lands only with allow-workflow-changes: true (and a token with the workflows permission).`);
    const secrets = secretsOfJob(ctx.env, o.settings.githubToken);
    let held;
    try {
        const found = await findSecrets(work, secrets, ctx.signals.abort);
        held = found.map((f) => `${f.path} (${f.secrets.join(' and ')})`);
        held.push(...(await shapesHeld(work, ctx.signals.abort)));
    }
    catch (error) {
        stopIfCancelled(ctx);
        throw new Refused('secrets', `Not pushed: the patch could not be checked for secrets (${(0,errors/* messageOf */.bD)(error)}).`);
    }
    if (held.length > 0)
        throw new Refused('secrets', `Not pushed: the patch holds a secret or a token's shape in ${listed(held)}. Remove it, and rotate the token if it is a real one: the agent had it.`);
    out.files = work.changes.map((c) => c.path);
    stopIfCancelled(ctx);
}
async function commitAndPush(ctx, o, w) {
    const { work, out } = w;
    const base = work.base;
    if (work.tree === undefined || work.tree === startTree(work, startOf(w, base))) {
        out.notes.push('Nothing changed: the patch changes nothing at its commit; nothing was pushed.');
        return;
    }
    const land = landContext(ctx, o, { ...w, start: startOf(w, base) });
    let commit;
    try {
        commit = makeCommit(work, land.start, work.tree, commitMessage(land), w.env);
    }
    catch (error) {
        throw new Refused('commit', `Not pushed: the commit could not be made (${(0,errors/* messageOf */.bD)(error)}).`);
    }
    ctx.say.line(`Committed the bundle's patch as ${commit} on ${base}.`);
    out.commitSha = commit;
    await pushWork(land, work, commit, out, (line) => ctx.say.line(line));
    out.pushed = out.branch !== undefined;
}
function startOf(w, base) {
    return {
        facts: w.git.facts,
        root: w.git.root,
        head: base,
        branch: undefined,
        originUrl: w.url,
        dirty: new Map()
    };
}
function landContext(ctx, o, w) {
    const { settings, bundle, pr } = o;
    return {
        start: { ...w.start, branch: branchOf(w.git, ctx.env.ref) },
        work: w.work,
        repos: new Repos(),
        settings: {
            push: true,
            openPr: settings.openPr,
            commitMessage: settings.commitMessage,
            branchPrefix: settings.branchPrefix,
            allowWorkflowChanges: settings.allowWorkflowChanges
        },
        env: w.env,
        runner: ctx.env,
        token: settings.githubToken,
        pull: pr?.pull,
        pullUnknown: pr?.unknown,
        issue: pr?.event?.isPullRequest === false ? pr.event.number : undefined,
        prompt: ctx.redact(o.title ?? ''),
        finalMessage: ctx.redact(bundle.finalMessage),
        sessionId: bundle.facts.sessionId,
        openPull: settings.openPr ? ctx.github.opener(ctx.env) : undefined,
        signal: ctx.signals.abort
    };
}
function branchOf(git, ref) {
    try {
        const branch = git.run(['symbolic-ref', '-q', '--short', 'HEAD']).trim();
        if (branch !== '')
            return branch;
    }
    catch {
    }
    return ref?.startsWith('refs/heads/') === true ? ref.slice('refs/heads/'.length) : undefined;
}
function stopIfCancelled(ctx) {
    if (ctx.signals.abort.aborted)
        throw new errors/* ReasonedError */.O$('The run was cancelled while the action landed the bundle; nothing more was committed or pushed.', 'cancelled');
}
function listed(items) {
    return `${items.slice(0, 5).join(', ')}${items.length > 5 ? `, and ${String(items.length - 5)} more` : ''}`;
}


/***/ })

};
