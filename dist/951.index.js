export const id = 951;
export const ids = [951];
export const modules = {

/***/ 23951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  restoreChat: () => (/* binding */ restoreChat),
  saveChat: () => (/* binding */ saveChat)
});

// UNUSED EXPORTS: findChat

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
// EXTERNAL MODULE: ./src/agent/install/archive.ts
var install_archive = __webpack_require__(33579);
// EXTERNAL MODULE: ./src/agent/install/cache.ts
var install_cache = __webpack_require__(93167);
// EXTERNAL MODULE: ./src/core/stream/events.ts + 2 modules
var events = __webpack_require__(40385);
;// CONCATENATED MODULE: ./src/core/ledger/chat-seal.ts


const MAGIC = Buffer.from('CAACHAT1');
const SALT = 16;
const IV = 12;
const TAG = 16;
const INFO = 'cursor-agent-action chat v1';
function chatCacheKey(b) {
    if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(b.repository))
        throw new Error('the repository is not owner/name');
    if (!Number.isSafeInteger(b.pr) || b.pr < 1)
        throw new Error('the pull request number is not one');
    if ((0,events/* sessionIdOf */.P0)(b.sessionId) === undefined)
        throw new Error('the session id is not one');
    if (!/^[1-9][0-9]{0,19}$/.test(b.runId) || !/^[1-9][0-9]{0,3}$/.test(b.attempt))
        throw new Error('the run id or attempt is not digits');
    return `cursor-agent-chat-v1-${b.repository}-pr${String(b.pr)}-${b.sessionId}-run${b.runId}.${b.attempt}.chat`;
}
function keyFor(apiKey, salt, cacheKey) {
    return Buffer.from((0,external_node_crypto_.hkdfSync)('sha256', apiKey, salt, `${INFO}\0${cacheKey}`, 32));
}
function sealChat(payload, apiKey, cacheKey) {
    if (apiKey === '')
        throw new Error('no API key to seal the chat with');
    const salt = (0,external_node_crypto_.randomBytes)(SALT);
    const iv = (0,external_node_crypto_.randomBytes)(IV);
    const cipher = (0,external_node_crypto_.createCipheriv)('aes-256-gcm', keyFor(apiKey, salt, cacheKey), iv);
    cipher.setAAD(Buffer.concat([MAGIC, Buffer.from(cacheKey)]));
    const body = Buffer.concat([cipher.update(payload), cipher.final()]);
    return Buffer.concat([MAGIC, salt, iv, body, cipher.getAuthTag()]);
}
function openChat(sealed, apiKey, cacheKey) {
    if (apiKey === '' || sealed.length < MAGIC.length + SALT + IV + TAG)
        return undefined;
    if (!sealed.subarray(0, MAGIC.length).equals(MAGIC))
        return undefined;
    const salt = sealed.subarray(MAGIC.length, MAGIC.length + SALT);
    const iv = sealed.subarray(MAGIC.length + SALT, MAGIC.length + SALT + IV);
    const body = sealed.subarray(MAGIC.length + SALT + IV, sealed.length - TAG);
    try {
        const decipher = (0,external_node_crypto_.createDecipheriv)('aes-256-gcm', keyFor(apiKey, salt, cacheKey), iv);
        decipher.setAAD(Buffer.concat([MAGIC, Buffer.from(cacheKey)]));
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
        return Buffer.concat([decipher.update(body), decipher.final()]);
    }
    catch {
        return undefined;
    }
}
function chatPayload(place, archive) {
    const meta = JSON.stringify({ v: 1, root: place.root, folder: place.folder });
    return Buffer.concat([Buffer.from(`${meta}\n`), archive]);
}
function isFolderName(name) {
    return /^[A-Za-z0-9_.-]{1,255}$/.test(name) && name !== '.' && name !== '..';
}
function readPayload(payload) {
    const nl = payload.indexOf(0x0a);
    if (nl < 1 || nl > 1024)
        return undefined;
    let meta;
    try {
        meta = JSON.parse(payload.subarray(0, nl).toString('utf8'));
    }
    catch {
        return undefined;
    }
    const m = meta;
    if (m === null || typeof m !== 'object' || m.v !== 1)
        return undefined;
    if (m.root !== 'cursor' && m.root !== 'config')
        return undefined;
    if (typeof m.folder !== 'string' || !isFolderName(m.folder))
        return undefined;
    return { place: { root: m.root, folder: m.folder }, archive: payload.subarray(nl + 1) };
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/io/files.ts
var files = __webpack_require__(33839);
// EXTERNAL MODULE: ./src/agent/lazy.ts
var lazy = __webpack_require__(79267);
;// CONCATENATED MODULE: ./src/agent/chat.ts












const CHAT_MAX_BYTES = 50 * 1024 * 1024;
const MAX_ENTRIES = 1000;
const MAX_FOLDERS = 10_000;
const gzip = (0,external_node_util_.promisify)((external_node_zlib_default()).gzip);
function roots(env) {
    const { HOME, XDG_CONFIG_HOME } = env.raw;
    const home = HOME !== undefined && HOME !== '' ? HOME : external_node_os_default().homedir();
    const config = XDG_CONFIG_HOME !== undefined && XDG_CONFIG_HOME !== ''
        ? XDG_CONFIG_HOME
        : external_node_path_default().join(home, '.config');
    return {
        cursor: external_node_path_default().join(home, '.cursor', 'chats'),
        config: external_node_path_default().join(config, 'cursor', 'chats')
    };
}
const isRealDir = (p) => (0,files/* lstat */.$1)(p)?.isDirectory() === true;
const isLink = (p) => (0,files/* lstat */.$1)(p)?.isSymbolicLink() === true;
function findChat(env, sessionId) {
    for (const [root, dir] of Object.entries(roots(env))) {
        if (!isRealDir(dir))
            continue;
        const folders = external_node_fs_default().readdirSync(dir).slice(0, MAX_FOLDERS);
        for (const folder of folders) {
            const chat = external_node_path_default().join(dir, folder, sessionId);
            if (isFolderName(folder) && isRealDir(external_node_path_default().join(dir, folder)) && isRealDir(chat))
                return { dir: chat, place: { root, folder } };
        }
    }
    return undefined;
}
function collect(dir, maxBytes) {
    const entries = [];
    let skipped = 0;
    let bytes = 0;
    const todo = [''];
    for (let rel = todo.pop(); rel !== undefined; rel = todo.pop()) {
        for (const name of external_node_fs_default().readdirSync(external_node_path_default().join(dir, rel)).sort()) {
            const r = rel === '' ? name : `${rel}/${name}`;
            const full = external_node_path_default().join(dir, r);
            const st = external_node_fs_default().lstatSync(full);
            if (entries.length >= MAX_ENTRIES)
                return `it has more than ${String(MAX_ENTRIES)} entries`;
            if (st.isDirectory()) {
                entries.push({ rel: r, mtime: st.mtime, kind: 'dir' });
                todo.push(r);
            }
            else if (st.isFile()) {
                if (bytes + st.size > maxBytes)
                    return `it holds more than ${String(maxBytes)} bytes`;
                const data = (0,files/* readRegular */.VX)(full, maxBytes - bytes);
                if (data === undefined)
                    return `${JSON.stringify(r)} changed while it was read`;
                bytes += data.length;
                entries.push({ rel: r, mtime: st.mtime, kind: 'file', data });
            }
            else
                skipped++;
        }
    }
    return { entries, skipped };
}
async function pack(entries) {
    const { Header } = await (0,lazy/* loadTar */.Q5)();
    const blocks = [];
    for (const e of entries) {
        const header = new Header({
            path: e.kind === 'dir' ? `${e.rel}/` : e.rel,
            type: e.kind === 'dir' ? 'Directory' : 'File',
            mode: e.kind === 'dir' ? 0o700 : 0o600,
            size: e.kind === 'dir' ? 0 : e.data.length,
            mtime: e.mtime,
            uid: 0,
            gid: 0
        });
        if (header.encode() || header.block === undefined)
            continue;
        blocks.push(header.block);
        if (e.kind === 'file') {
            blocks.push(e.data);
            const pad = (512 - (e.data.length % 512)) % 512;
            if (pad > 0)
                blocks.push(Buffer.alloc(pad));
        }
    }
    blocks.push(Buffer.alloc(1024));
    return gzip(Buffer.concat(blocks));
}
function freshDir(env) {
    const dir = external_node_path_default().join((0,files/* tempRoot */.fQ)(env.temp), 'cursor-agent-action-chat');
    external_node_fs_default().rmSync(dir, { recursive: true, force: true });
    external_node_fs_default().mkdirSync(dir, { mode: 0o700 });
    return dir;
}
const SEALED = 'chat.sealed';
async function saveChat(binding, apiKey, c) {
    const maxBytes = c.maxBytes ?? CHAT_MAX_BYTES;
    let dir;
    try {
        if (!(0,install_cache/* actionsCacheOffered */.lq)(c.env))
            return { saved: false, why: 'no Actions cache on this runner' };
        const key = chatCacheKey(binding);
        const found = findChat(c.env, binding.sessionId);
        if (found === undefined) {
            c.warn(`The chat of session ${binding.sessionId} was not found on this machine: not saved, so the next run cannot continue it.`);
            return { saved: false, why: 'the chat was not found' };
        }
        const got = collect(found.dir, maxBytes);
        if (typeof got === 'string') {
            c.warn(`The chat of session ${binding.sessionId} was not saved: ${got}.`);
            return { saved: false, why: got };
        }
        if (got.skipped > 0)
            c.warn(`${String(got.skipped)} entries of the chat folder that are not files or folders (links among them) were not saved.`);
        const sealed = sealChat(chatPayload(found.place, await pack(got.entries)), apiKey, key);
        dir = freshDir(c.env);
        const file = (0,files/* openOwnFile */.ZM)(external_node_path_default().join(dir, SEALED));
        try {
            (0,files/* writeAll */.f4)(file.fd, sealed);
        }
        finally {
            external_node_fs_default().closeSync(file.fd);
        }
        const cache = await (0,install_cache/* openActionsCache */.C3)();
        if (cache === undefined)
            return { saved: false, why: 'no Actions cache on this runner' };
        if (!(await cache.save(file.path, key)))
            return { saved: false, why: 'the Actions cache did not take it' };
        return { saved: true, key, bytes: sealed.length };
    }
    catch (error) {
        c.warn(`The chat could not be saved to the Actions cache (${(0,errors/* messageOf */.bD)(error)}).`);
        return { saved: false, why: (0,errors/* messageOf */.bD)(error) };
    }
    finally {
        if (dir !== undefined)
            external_node_fs_default().rmSync(dir, { recursive: true, force: true });
    }
}
async function restoreChat(target, apiKey, c) {
    const maxBytes = c.maxBytes ?? CHAT_MAX_BYTES;
    let dir;
    try {
        const here = findChat(c.env, target.sessionId);
        if (here !== undefined)
            return { kind: 'present', dir: here.dir };
        if (!(0,install_cache/* actionsCacheOffered */.lq)(c.env))
            return { kind: 'unavailable', why: 'no Actions cache on this runner' };
        const cache = await (0,install_cache/* openActionsCache */.C3)();
        if (cache === undefined)
            return { kind: 'unavailable', why: 'no Actions cache on this runner' };
        for (const run of target.runs) {
            const key = chatCacheKey({ ...target, ...run });
            dir = freshDir(c.env);
            const file = external_node_path_default().join(dir, SEALED);
            const hit = await cache.restore(file, key);
            if (hit !== key)
                continue;
            const sealed = (0,files/* readRegular */.VX)(file, maxBytes + 2 * 1024 * 1024);
            const opened = sealed === undefined ? undefined : openChat(sealed, apiKey, key);
            const payload = opened === undefined ? undefined : readPayload(opened);
            if (payload === undefined) {
                c.warn(`The saved chat in the Actions cache entry ${key} did not open with this API key for this pull request (tampered with, or not the action's): discarded.`);
                return { kind: 'discarded', key };
            }
            const placed = await place(payload, target.sessionId, dir, maxBytes, c);
            return placed === undefined
                ? { kind: 'discarded', key }
                : { kind: 'restored', key, dir: placed };
        }
        return { kind: 'miss' };
    }
    catch (error) {
        c.warn(`The chat could not be restored from the Actions cache (${(0,errors/* messageOf */.bD)(error)}).`);
        return { kind: 'unavailable', why: (0,errors/* messageOf */.bD)(error) };
    }
    finally {
        if (dir !== undefined)
            external_node_fs_default().rmSync(dir, { recursive: true, force: true });
    }
}
function realDirs(base, parts) {
    let at = base;
    for (const part of parts) {
        at = external_node_path_default().join(at, part);
        if (!external_node_fs_default().existsSync(at) && !isLink(at))
            external_node_fs_default().mkdirSync(at, { mode: 0o700 });
        if (!isRealDir(at))
            return undefined;
    }
    return at;
}
async function place(payload, sessionId, work, maxBytes, c) {
    const rootDir = roots(c.env)[payload.place.root];
    const base = external_node_path_default().dirname(external_node_path_default().dirname(rootDir));
    external_node_fs_default().mkdirSync(base, { recursive: true });
    const parts = [...external_node_path_default().relative(base, rootDir).split((external_node_path_default()).sep), payload.place.folder];
    const parent = realDirs(base, parts);
    if (parent === undefined) {
        c.warn(`The chat was not restored: a folder on the way to ${rootDir} is a link or not a folder.`);
        return undefined;
    }
    const target = external_node_path_default().join(parent, sessionId);
    const archive = (0,files/* openOwnFile */.ZM)(external_node_path_default().join(work, 'chat.tar.gz'));
    try {
        (0,files/* writeAll */.f4)(archive.fd, payload.archive);
    }
    finally {
        external_node_fs_default().closeSync(archive.fd);
    }
    const staging = external_node_path_default().join(parent, `.cursor-agent-action-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
    try {
        await (0,install_archive/* unpack */.l1)(archive.path, staging, { maxBytes, maxEntries: MAX_ENTRIES });
        if (hasLink(staging))
            throw new Error('the saved chat holds a link');
        if (external_node_fs_default().existsSync(target) || isLink(target))
            return target;
        external_node_fs_default().renameSync(staging, target);
        return target;
    }
    catch (error) {
        c.warn(`The saved chat was not restored: ${(0,errors/* messageOf */.bD)(error)}.`);
        return undefined;
    }
    finally {
        external_node_fs_default().rmSync(staging, { recursive: true, force: true });
    }
}
function hasLink(dir) {
    for (const e of external_node_fs_default().readdirSync(dir, { withFileTypes: true, recursive: true }))
        if (e.isSymbolicLink())
            return true;
    return false;
}


/***/ }),

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


/***/ })

};
