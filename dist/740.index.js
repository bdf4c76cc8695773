export const id = 740;
export const ids = [740];
export const modules = {

/***/ 33579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ ArchiveError),
/* harmony export */   l1: () => (/* binding */ unpack),
/* harmony export */   nx: () => (/* binding */ inside)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79267);





const MAX_BYTES = 4 * 1024 ** 3;
const MAX_ENTRIES = 200_000;
const READ_BYTES = 1024 * 1024;
const KINDS = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'SymbolicLink', 'Link']);
class ArchiveError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ArchiveError';
    }
}
async function unpack(file, dest, limits = {}) {
    const check = new EntryCheck({
        maxBytes: limits.maxBytes ?? MAX_BYTES,
        maxEntries: limits.maxEntries ?? MAX_ENTRIES
    });
    node_fs__WEBPACK_IMPORTED_MODULE_1___default().mkdirSync(dest, { recursive: false });
    const problems = [];
    const { UnpackSync } = await (0,_lazy_js__WEBPACK_IMPORTED_MODULE_4__/* .loadTar */ .Q5)();
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    try {
        const unpacker = new UnpackSync({
            cwd: dest,
            strict: true,
            preserveOwner: false,
            filter: (p, e) => {
                const entry = e;
                const problem = check.problem(entry);
                if (problem !== undefined) {
                    problems.push(`${JSON.stringify(p)}: ${problem}`);
                    return false;
                }
                if (entry.mode !== undefined)
                    entry.mode &= 0o777;
                return true;
            }
        });
        unpacker.on('error', (error) => problems.push((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error)));
        feed(file, {
            write: (piece) => {
                hash.update(piece);
                unpacker.write(piece);
            },
            end: () => unpacker.end()
        });
        if (problems.length === 0)
            problems.push(...linksOut(dest, check.links));
    }
    catch (error) {
        problems.push((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error));
    }
    if (problems.length > 0) {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().rmSync(dest, { recursive: true, force: true });
        throw new ArchiveError(`the archive was refused: ${problems.slice(0, 5).join('; ')}`);
    }
    return hash.digest('hex');
}
class EntryCheck {
    limits;
    entries = 0;
    bytes = 0;
    links = [];
    linkPaths = new Set();
    constructor(limits) {
        this.limits = limits;
    }
    problem(entry) {
        const { maxBytes, maxEntries } = this.limits;
        if (++this.entries > maxEntries)
            return `more than ${String(maxEntries)} entries`;
        this.bytes += entry.size;
        if (this.bytes > maxBytes)
            return `more than ${String(maxBytes)} bytes unpacked`;
        if (!KINDS.has(entry.type))
            return `a ${entry.type} entry (only files, folders and links)`;
        const at = inside(entry.path);
        if (at === undefined)
            return 'its path leaves the folder';
        if (throughLink(at, this.linkPaths))
            return 'its path goes through a link of the archive';
        if (entry.type === 'SymbolicLink' || entry.type === 'Link')
            return this.linkProblem(entry, at);
        return undefined;
    }
    linkProblem(entry, at) {
        const target = entry.linkpath ?? '';
        const from = entry.type === 'SymbolicLink' ? node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.dirname(at) : '.';
        const to = target.startsWith('/') ? undefined : inside(node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.join(from, target));
        if (to === undefined)
            return `it links out of the folder, to ${JSON.stringify(target)}`;
        if (throughLink(to, this.linkPaths))
            return `it links through another link, to ${JSON.stringify(target)}`;
        if (entry.type === 'SymbolicLink') {
            this.links.push(at);
            this.linkPaths.add(at);
        }
        return undefined;
    }
}
function feed(file, sink) {
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_1___default().openSync(file, 'r');
    try {
        for (;;) {
            const chunk = Buffer.allocUnsafe(READ_BYTES);
            const n = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readSync(fd, chunk, 0, READ_BYTES, null);
            if (n === 0)
                break;
            sink.write(chunk.subarray(0, n));
        }
        sink.end();
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    }
}
function inside(p) {
    if (p === '' || p.startsWith('/') || p.includes('\0'))
        return undefined;
    const parts = p.split('/');
    if (parts.includes('..'))
        return undefined;
    const norm = node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.normalize(p);
    return norm.startsWith('../') || norm === '..' ? undefined : norm.replace(/\/$/, '');
}
function throughLink(p, linkPaths) {
    const parts = p.split('/');
    for (let i = 1; i <= parts.length; i++) {
        if (linkPaths.has(parts.slice(0, i).join('/')))
            return true;
    }
    return false;
}
function linksOut(dest, links) {
    const root = node_fs__WEBPACK_IMPORTED_MODULE_1___default().realpathSync.native(dest);
    const out = [];
    for (const link of links) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, link);
        let probe = `${node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file)}/${node_fs__WEBPACK_IMPORTED_MODULE_1___default().readlinkSync(file)}`;
        const rest = [];
        let real;
        while (real === undefined) {
            try {
                real = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1___default().realpathSync.native(probe), ...rest.reverse());
            }
            catch {
                rest.push(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(probe));
                probe = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            }
        }
        if (real !== root && !real.startsWith(root + (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)))
            out.push(`${JSON.stringify(link)}: it resolves out of the folder, to ${JSON.stringify(real)}`);
    }
    return out;
}


/***/ }),

/***/ 56740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  installFromArchive: () => (/* binding */ installFromArchive)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/said.ts
var said = __webpack_require__(72230);
// EXTERNAL MODULE: ./src/core/platform.ts
var platform = __webpack_require__(90692);
// EXTERNAL MODULE: ./src/agent/install/archive.ts
var install_archive = __webpack_require__(33579);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/agent/lazy.ts
var lazy = __webpack_require__(79267);
;// CONCATENATED MODULE: ./src/agent/install/zip.ts







const MAX_BYTES = 4 * 1024 ** 3;
const MAX_ENTRIES = 200_000;
const MAX_ARCHIVE_BYTES = 1024 ** 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const MADE_ON_UNIX = 3;
async function unpackZip(file, dest, limits = {}) {
    const size = external_node_fs_default().statSync(file).size;
    if (size > MAX_ARCHIVE_BYTES)
        throw new install_archive/* ArchiveError */.di(`the archive was refused: it is ${size} bytes, more than ${MAX_ARCHIVE_BYTES}`);
    const bytes = external_node_fs_default().readFileSync(file);
    const sha256 = (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
    external_node_fs_default().mkdirSync(dest, { recursive: false });
    const problems = [];
    try {
        const { fromBufferPromise } = await (0,lazy/* loadYauzl */.M1)();
        const zip = await fromBufferPromise(bytes, {
            lazyEntries: true,
            validateEntrySizes: true,
            strictFileNames: true
        });
        try {
            const planned = await plan(zip.eachEntry(), limits, problems);
            if (problems.length === 0)
                await write(zip, planned, dest);
        }
        finally {
            zip.close();
        }
    }
    catch (error) {
        problems.push((0,errors/* messageOf */.bD)(error));
    }
    if (problems.length > 0) {
        external_node_fs_default().rmSync(dest, { recursive: true, force: true });
        throw new install_archive/* ArchiveError */.di(`the archive was refused: ${problems.slice(0, 5).join('; ')}`);
    }
    return sha256;
}
async function plan(entries, limits, problems) {
    const maxBytes = limits.maxBytes ?? MAX_BYTES;
    const maxEntries = limits.maxEntries ?? MAX_ENTRIES;
    const out = [];
    const seen = new Set();
    let bytes = 0;
    for await (const entry of entries) {
        const name = entry.fileName;
        const refuse = (why) => {
            problems.push(`${JSON.stringify(name)}: ${why}`);
        };
        if (out.length + 1 > maxEntries) {
            refuse(`more than ${String(maxEntries)} entries`);
            break;
        }
        bytes += entry.uncompressedSize;
        if (bytes > maxBytes) {
            refuse(`more than ${String(maxBytes)} bytes unpacked`);
            break;
        }
        const kind = kindOf(entry);
        if (typeof kind === 'string') {
            refuse(kind);
            continue;
        }
        const at = /[:\\]/.test(name) ? undefined : (0,install_archive/* inside */.nx)(name);
        if (at === undefined) {
            refuse('its path leaves the folder');
            continue;
        }
        const key = at.toLowerCase();
        if (seen.has(key)) {
            refuse('its path is given twice (in one case or another)');
            continue;
        }
        seen.add(key);
        if (entry.isEncrypted())
            refuse('it is encrypted');
        else
            out.push({ entry, at, ...kind });
    }
    return out;
}
function kindOf(entry) {
    const folderName = entry.fileName.endsWith('/');
    if (entry.versionMadeBy >> 8 !== MADE_ON_UNIX)
        return { dir: folderName, mode: folderName ? 0o755 : 0o644 };
    const mode = entry.externalFileAttributes >>> 16;
    const type = mode & S_IFMT;
    if (type === S_IFDIR || (type === 0 && folderName))
        return { dir: true, mode: 0o755 };
    if (type === S_IFREG || type === 0) {
        if (folderName)
            return 'a file whose name is a folder';
        return { dir: false, mode: mode & 0o777 || 0o644 };
    }
    return type === 0o120000
        ? 'a link (the Windows archive holds none)'
        : 'a special file (only files and folders)';
}
async function write(zip, planned, dest) {
    for (const p of planned) {
        const target = external_node_path_default().join(dest, ...p.at.split('/'));
        if (p.dir) {
            external_node_fs_default().mkdirSync(target, { recursive: true });
            continue;
        }
        external_node_fs_default().mkdirSync(external_node_path_default().dirname(target), { recursive: true });
        const stream = await zip.openReadStreamPromise(p.entry);
        await (0,promises_.pipeline)(stream, external_node_fs_default().createWriteStream(target, { flags: 'wx', mode: p.mode }));
        external_node_fs_default().chmodSync(target, p.mode);
    }
}

// EXTERNAL MODULE: ./src/agent/install/cache.ts
var cache = __webpack_require__(93167);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/agent/install/download.ts






class DownloadError extends Error {
    cancelled;
    constructor(message, cancelled = false) {
        super(message);
        this.cancelled = cancelled;
        this.name = 'DownloadError';
    }
}
class Transient extends Error {
}
async function download(o) {
    const retries = o.retries ?? 3;
    const backoff = o.backoffMs ?? 1000;
    const { HttpClient } = await (0,lazy/* loadHttpClient */.w)();
    const http = new HttpClient('cursor-agent-action', [], { socketTimeout: o.stallMs });
    const started = Date.now();
    const problems = [];
    try {
        for (let attempt = 0;; attempt++) {
            try {
                const got = await once(http, o);
                return { ...got, ms: Date.now() - started };
            }
            catch (error) {
                const message = (0,errors/* messageOf */.bD)(error);
                problems.push(`try ${attempt + 1}: ${message}`);
                if (o.signal?.aborted === true)
                    throw new DownloadError('cancelled by the runner', true);
                const again = error instanceof Transient && attempt < retries;
                if (!again)
                    throw new DownloadError(problems.join('; '));
                const wait = backoff * 2 ** attempt;
                o.log(`Download try ${attempt + 1} of ${retries + 1} failed: ${message}; trying again in ${wait / 1000} s.`);
                await sleep(wait, o.signal);
            }
        }
    }
    finally {
        http.dispose();
    }
}
async function once(http, o) {
    let response;
    try {
        response = await abortable(http.get(o.url), o.signal);
    }
    catch (error) {
        throw new Transient((0,errors/* messageOf */.bD)(error));
    }
    const body = response.message;
    const status = body.statusCode ?? 0;
    if (status < 200 || status > 299) {
        body.resume();
        const answer = `the server answered HTTP ${status}`;
        if (status >= 500)
            throw new Transient(answer);
        throw new Error(status === 404 ? `${answer}: no such file there` : answer);
    }
    const stalled = () => new Transient(`no byte for ${o.stallMs / 1000} s (stalled)`);
    body.socket.setTimeout(0);
    const meter = new Meter(o.stallMs, () => body.destroy(stalled()));
    const onAbort = () => {
        body.destroy(new Error('cancelled by the runner'));
    };
    o.signal?.addEventListener('abort', onAbort, { once: true });
    try {
        await (0,promises_.pipeline)(body, meter, external_node_fs_default().createWriteStream(o.file));
    }
    catch (error) {
        if (error instanceof Transient || o.signal?.aborted === true)
            throw error;
        throw new Transient((0,errors/* messageOf */.bD)(error));
    }
    finally {
        meter.stop();
        o.signal?.removeEventListener('abort', onAbort);
    }
    const length = Number(body.headers['content-length'] ?? NaN);
    if (Number.isFinite(length) && length !== meter.bytes)
        throw new Transient(`the body was cut short: ${meter.bytes} of ${length} bytes`);
    return { sha256: meter.digest(), bytes: meter.bytes };
}
class Meter extends external_node_stream_.Transform {
    ms;
    stalled;
    bytes = 0;
    hash = (0,external_node_crypto_.createHash)('sha256');
    timer;
    constructor(ms, stalled) {
        super();
        this.ms = ms;
        this.stalled = stalled;
        this.timer = setTimeout(stalled, ms);
    }
    _transform(chunk, _encoding, done) {
        this.timer.refresh();
        this.hash.update(chunk);
        this.bytes += chunk.length;
        done(null, chunk);
    }
    stop() {
        clearTimeout(this.timer);
    }
    digest() {
        return this.hash.digest('hex');
    }
}
function abortable(p, signal) {
    if (signal === undefined)
        return p;
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            reject(new Error('cancelled by the runner'));
        };
        if (signal.aborted)
            onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        p.then(resolve, reject).finally(() => {
            signal.removeEventListener('abort', onAbort);
        });
    });
}
function sleep(ms, signal) {
    return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        }
        signal?.addEventListener('abort', done, { once: true });
    });
}

// EXTERNAL MODULE: ./src/agent/install/layout.ts
var install_layout = __webpack_require__(8347);
// EXTERNAL MODULE: ./src/agent/install/probe.ts
var probe = __webpack_require__(18119);
// EXTERNAL MODULE: ./src/agent/install/toolcache-record.ts
var toolcache_record = __webpack_require__(2435);
;// CONCATENATED MODULE: ./src/agent/install/install.ts













function layoutOf(o) {
    return (0,platform/* archiveLayout */.bA)(o.env.platform);
}
async function installFromArchive(o, started) {
    const at = place(o);
    const found = (await fromToolCache(o, at)) ?? (await fromActionsCache(o, at)) ?? (await downloaded(o, at));
    const { url } = at;
    const facts = { source: found.source, url, build: o.build, sha256: found.sha256 };
    return {
        cli: { ...(0,install_layout/* cliIn */.Mm)(found.dir, layoutOf(o)), version: o.build },
        install: { ...facts, verified: o.sha256 !== '', ms: Date.now() - started }
    };
}
function emptyStage(stage) {
    external_node_fs_default().rmSync(stage, { recursive: true, force: true });
    external_node_fs_default().mkdirSync(stage, { recursive: true });
}
function place(o) {
    const p = (0,install_layout/* archivePlatform */.Qk)(o.env.platform);
    const key = (0,cache/* cacheKey */.k$)(o.build, p.os, p.arch);
    const stage = external_node_path_default().join(o.env.temp || external_node_os_default().tmpdir(), 'cursor-agent-cli', key);
    return {
        url: (0,install_layout/* archiveUrl */.Qq)(o.baseUrl, o.build, p),
        key,
        arch: p.arch,
        stage,
        archive: external_node_path_default().join(stage, layoutOf(o).archive)
    };
}
async function fromToolCache(o, at) {
    const entry = (0,cache/* findInToolCache */.lj)(o.env, o.build, at.arch);
    if (entry === undefined)
        return undefined;
    const got = await fromToolCacheEntry(o, entry, at.stage);
    if (typeof got !== 'string')
        return { ...got, source: 'tool-cache' };
    o.warn(`The cached CLI in ${entry} was discarded: ${got}. Downloading it again.`);
    (0,cache/* dropToolCache */.eC)(entry);
    return undefined;
}
async function fromActionsCache(o, at) {
    if (!(0,cache/* actionsCacheOffered */.lq)(o.env))
        return undefined;
    o.log(`Looking for ${at.key} in the Actions cache.`);
    emptyStage(at.stage);
    if (!(await (0,cache/* restoreArchive */.By)(at.archive, at.key, o.warn)))
        return undefined;
    const { sha256, problem } = await unpackAndCheck(o, at.archive, at.stage);
    if (problem === undefined) {
        recordKept(o, at, await keepInToolCache(o, at), sha256);
        return { dir: external_node_path_default().join(at.stage, install_layout/* TREE */.Pr), source: 'actions-cache', sha256 };
    }
    o.warn(`The CLI from the Actions cache (${at.key}) was discarded: ${problem}. Downloading it again.`);
    return undefined;
}
async function downloaded(o, at) {
    const { url } = at;
    o.log(`Downloading ${url}`);
    emptyStage(at.stage);
    const got = await download({
        url,
        file: at.archive,
        stallMs: o.stallMs,
        log: o.log,
        signal: o.signal
    }).catch((error) => {
        if (error instanceof DownloadError && error.cancelled)
            throw cancelled();
        throw (0,install_layout/* installFailed */.gP)((0,said/* said */.ag) `Downloading the Cursor CLI ${(0,said/* code */.aY)(o.build)} from ${(0,said/* code */.aY)(url)} failed: ${(0,errors/* messageOf */.bD)(error)}.`);
    });
    const mib = (got.bytes / 1024 / 1024).toFixed(1);
    o.log(`Downloaded ${mib} MiB in ${(got.ms / 1000).toFixed(1)} s, sha256 ${got.sha256}.`);
    if (o.sha256 !== '' && got.sha256 !== o.sha256) {
        external_node_fs_default().rmSync(at.stage, { recursive: true, force: true });
        throw (0,install_layout/* installFailed */.gP)((0,said/* said */.ag) `The archive downloaded from ${(0,said/* code */.aY)(url)} has sha256 ${(0,said/* code */.aY)(got.sha256)}, but ${(0,said/* code */.aY)('cli-sha256')} is ${(0,said/* code */.aY)(o.sha256)}: nothing of it was unpacked or run. Either the pinned digest is not this build's archive for this OS and architecture, or the server sent another file.`);
    }
    const { problem, sha256 } = await unpackAndCheck(o, at.archive, at.stage);
    if (problem !== undefined)
        throw (0,install_layout/* installFailed */.gP)((0,said/* said */.ag) `The Cursor CLI ${(0,said/* code */.aY)(o.build)} downloaded from ${(0,said/* code */.aY)(url)} was refused: ${problem}.`);
    recordKept(o, at, await keepInToolCache(o, at), sha256);
    if ((0,cache/* actionsCacheOffered */.lq)(o.env) && (await (0,cache/* saveArchive */.IW)(at.archive, at.key, o.warn)))
        o.log(`Saved ${at.key} to the Actions cache.`);
    return { dir: external_node_path_default().join(at.stage, install_layout/* TREE */.Pr), source: 'downloaded', sha256: got.sha256 };
}
async function fromToolCacheEntry(o, entry, stage) {
    const record = (0,install_layout/* recordOf */.zv)(entry, o.build);
    if (o.sha256 === '') {
        const dir = external_node_path_default().join(entry, install_layout/* TREE */.Pr);
        const { tree, unchanged } = (0,install_layout/* treeNow */.lV)(entry, record);
        if (unchanged) {
            const problem = (0,install_layout/* executableProblem */.Oo)(dir, layoutOf(o));
            if (problem !== undefined)
                return problem;
            o.log((0,install_layout/* unchangedNote */.CZ)(o.build));
            return { dir };
        }
        const problem = await checkCli(o, dir);
        if (problem === undefined && tree !== undefined)
            (0,toolcache_record/* writeChecked */.Nm)(entry, { build: o.build, tree, sha256: record?.sha256 });
        return problem ?? { dir };
    }
    const archive = external_node_path_default().join(entry, layoutOf(o).archive);
    if (!external_node_fs_default().existsSync(archive))
        return 'its archive is missing';
    emptyStage(stage);
    const { sha256, problem, asked } = await unpackAndCheck(o, archive, stage, record?.sha256);
    if (problem !== undefined)
        return problem;
    if (asked)
        (0,toolcache_record/* writeChecked */.Nm)(entry, { build: o.build, tree: record?.tree, sha256 });
    return { dir: external_node_path_default().join(stage, install_layout/* TREE */.Pr), sha256 };
}
async function unpackAndCheck(o, archive, stage, answered) {
    const tree = external_node_path_default().join(stage, install_layout/* TREE */.Pr);
    external_node_fs_default().rmSync(tree, { recursive: true, force: true });
    let sha256;
    try {
        sha256 = archive.endsWith('.zip') ? await unpackZip(archive, tree) : await (0,install_archive/* unpack */.l1)(archive, tree);
    }
    catch (error) {
        if (error instanceof install_archive/* ArchiveError */.di)
            return { problem: error.message };
        return { problem: `it could not be unpacked (${(0,errors/* messageOf */.bD)(error)})` };
    }
    if (o.sha256 !== '' && sha256 !== o.sha256) {
        external_node_fs_default().rmSync(tree, { recursive: true, force: true });
        return { sha256, problem: `its archive's sha256 is ${sha256}, not cli-sha256's ${o.sha256}` };
    }
    if (o.sha256 !== '' && sha256 === answered) {
        const problem = (0,install_layout/* executableProblem */.Oo)(tree, layoutOf(o));
        if (problem === undefined)
            o.log(`An archive of this sha256 said ${o.build} before: --version not asked again.`);
        return { sha256, problem };
    }
    return { sha256, problem: await checkCli(o, tree), asked: true };
}
async function checkCli(o, tree) {
    const layout = layoutOf(o);
    const missing = (0,install_layout/* executableProblem */.Oo)(tree, layout);
    if (missing !== undefined)
        return missing;
    const version = await o.version((0,install_layout/* cliIn */.Mm)(tree, layout));
    if (o.signal?.aborted === true)
        throw cancelled();
    if (version !== undefined && (0,probe/* sameBuild */.tW)(version, o.build))
        return undefined;
    return `its --version says ${version ?? 'nothing like a build'}, not ${o.build}`;
}
async function keepInToolCache(o, at) {
    if ((o.env.toolCache ?? '') === '' || o.env.environment === 'github-hosted')
        return undefined;
    try {
        const entry = await (0,cache/* toToolCache */.cZ)(at.stage, o.build, at.arch);
        o.log(`Keeping ${o.build} in the tool cache: ${entry}`);
        return entry;
    }
    catch (error) {
        o.warn(`The CLI could not be kept in the tool cache (${(0,errors/* messageOf */.bD)(error)}).`);
        return undefined;
    }
}
function recordKept(o, at, entry, sha256) {
    if (entry === undefined)
        return;
    const copy = (0,toolcache_record/* walkTree */.Ir)(external_node_path_default().join(entry, install_layout/* TREE */.Pr));
    const same = copy !== undefined && copy.shape === (0,toolcache_record/* walkTree */.Ir)(external_node_path_default().join(at.stage, install_layout/* TREE */.Pr))?.shape;
    (0,toolcache_record/* writeChecked */.Nm)(entry, { build: o.build, tree: same ? copy.identity : undefined, sha256 });
}
function cancelled() {
    return new errors/* ReasonedError */.O$('The job was cancelled while the Cursor CLI was installing.', 'cancelled');
}


/***/ })

};
