export const id = 487;
export const ids = [487];
export const modules = {

/***/ 53769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ placeFinding),
/* harmony export */   UA: () => (/* binding */ baseAnchors),
/* harmony export */   eV: () => (/* binding */ linesLabel),
/* harmony export */   iz: () => (/* binding */ parsePatch),
/* harmony export */   s7: () => (/* binding */ headLineOf)
/* harmony export */ });
const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function count(group) {
    return group === undefined ? 1 : Number(group);
}
function parsePatch(patch) {
    const hunks = [];
    for (const line of patch.split('\n')) {
        const m = HEADER.exec(line);
        if (m === null)
            continue;
        const oldStart = Number(m[1]);
        const oldCount = count(m[2]);
        const newStart = Number(m[3]);
        const newCount = count(m[4]);
        hunks.push({
            oldStart,
            oldEnd: oldStart + oldCount - 1,
            newStart,
            newEnd: newStart + newCount - 1
        });
    }
    return hunks;
}
function baseAnchors(patch) {
    const anchors = new Map();
    let oldLine = 0;
    let newLine = 0;
    let oldLeft = 0;
    let newLeft = 0;
    let lastHead = 0;
    let removed = [];
    const settle = (head) => {
        if (head > 0)
            for (const n of removed)
                anchors.set(n, { line: head, removed: true });
        removed = [];
    };
    for (const line of patch.split('\n')) {
        const m = HEADER.exec(line);
        if (m !== null) {
            settle(lastHead);
            lastHead = 0;
            oldLine = Number(m[1]);
            oldLeft = count(m[2]);
            newLine = Number(m[3]);
            newLeft = count(m[4]);
            continue;
        }
        if (oldLeft + newLeft === 0 || line.startsWith('\\'))
            continue;
        if (line.startsWith('-') && oldLeft > 0) {
            removed.push(oldLine++);
            oldLeft--;
        }
        else if (line.startsWith('+') && newLeft > 0) {
            settle(newLine);
            lastHead = newLine++;
            newLeft--;
        }
        else if (oldLeft > 0 && newLeft > 0) {
            settle(newLine);
            anchors.set(oldLine++, { line: newLine, removed: false });
            lastHead = newLine++;
            oldLeft--;
            newLeft--;
        }
    }
    settle(lastHead);
    return anchors;
}
function headLineOf(line, file) {
    if (file === undefined)
        return { line, removed: false };
    if (file.hunks === undefined || file.status === 'removed')
        return undefined;
    let shift = 0;
    for (const h of file.hunks) {
        if (line >= h.oldStart && line <= h.oldEnd)
            return file.anchors?.get(line);
        const before = h.oldEnd < h.oldStart ? h.oldStart < line : h.oldEnd < line;
        if (before)
            shift += h.newEnd - h.newStart - (h.oldEnd - h.oldStart);
    }
    return { line: line + shift, removed: false };
}
function hunkOf(hunks, side, line) {
    return hunks.find((h) => side === 'RIGHT'
        ? line >= h.newStart && line <= h.newEnd
        : line >= h.oldStart && line <= h.oldEnd);
}
function linesLabel(w) {
    return w.startLine !== undefined && w.startLine < w.line
        ? `lines ${String(w.startLine)}–${String(w.line)}`
        : `line ${String(w.line)}`;
}
function placeFinding(w, files) {
    if (w.path === '')
        return { kind: 'body', why: 'not a path in the repository' };
    const file = files.get(w.path);
    if (file === undefined)
        return { kind: 'body', why: 'the pull request does not change this file' };
    if (file.hunks === undefined)
        return { kind: 'body', why: 'GitHub shows no diff for this file (binary, or too large)' };
    const end = hunkOf(file.hunks, w.side, w.line);
    const range = w.startLine !== undefined && w.startLine < w.line;
    if (end === undefined)
        return { kind: 'body', why: 'outside the diff' };
    if (!range)
        return { kind: 'inline', line: w.line, side: w.side };
    const start = hunkOf(file.hunks, w.side, w.startLine ?? w.line);
    if (start === undefined)
        return { kind: 'body', why: 'starts outside the diff' };
    if (start !== end)
        return { kind: 'body', why: 'spans two hunks of the diff' };
    return { kind: 'inline', line: w.line, side: w.side, startLine: w.startLine };
}


/***/ }),

/***/ 55739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ treeChanges),
/* harmony export */   F_: () => (/* binding */ parseNameStatus),
/* harmony export */   Ht: () => (/* binding */ fileDiffOf),
/* harmony export */   Tm: () => (/* binding */ listCut),
/* harmony export */   _9: () => (/* binding */ unreviewedOf),
/* harmony export */   aN: () => (/* binding */ parseNumstat),
/* harmony export */   b6: () => (/* binding */ splitPatches),
/* harmony export */   cc: () => (/* binding */ PULL_FILES_LIMIT)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53769);

const PULL_FILES_LIMIT = 3000;
const MAX_UNREVIEWED_KEPT = 50;
function fileDiffOf(f) {
    return {
        path: f.path,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        ...(f.patch !== undefined ? { hunks: (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePatch */ .iz)(f.patch), anchors: (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .baseAnchors */ .UA)(f.patch) } : {})
    };
}
function listCut(listed, changedFiles) {
    return listed >= PULL_FILES_LIMIT || (changedFiles !== undefined && changedFiles > listed);
}
function unreviewedOf(o) {
    if (o.named !== undefined)
        return o.named.length === 0
            ? undefined
            : { listed: o.listed, count: o.named.length, paths: o.named.slice(0, MAX_UNREVIEWED_KEPT) };
    const count = o.changedFiles === undefined ? undefined : Math.max(o.changedFiles - o.listed, 0);
    if (count === 0)
        return undefined;
    return { listed: o.listed, ...(count !== undefined ? { count } : {}), paths: [] };
}
const GIT_STATUS = {
    A: 'added',
    D: 'removed',
    M: 'modified',
    T: 'changed'
};
function parseNameStatus(out) {
    const fields = out.split('\0');
    const files = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const code = fields[i] ?? '';
        const path = fields[i + 1] ?? '';
        if (code === '' || path === '')
            continue;
        files.push({ path, status: GIT_STATUS[code.charAt(0)] ?? 'modified' });
    }
    return files;
}
function parseNumstat(out) {
    const files = [];
    for (const record of out.split('\0')) {
        const m = /^(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record);
        if (m === null)
            continue;
        const [, adds = '-', dels = '-', path = ''] = m;
        files.push({
            path,
            additions: adds === '-' ? 0 : Number(adds),
            deletions: dels === '-' ? 0 : Number(dels),
            binary: adds === '-'
        });
    }
    return files;
}
function splitPatches(diff) {
    return diff
        .split(/^diff --git /m)
        .slice(1)
        .map((block) => {
        const at = block.search(/^@@ /m);
        return at === -1 ? '' : block.slice(at).replace(/\n$/, '');
    });
}
function treeChanges(base, head) {
    const fileOf = (entries) => new Map(entries
        .filter((e) => e.type === 'blob' || e.type === 'commit')
        .map((e) => [e.path, `${e.mode} ${e.sha}`]));
    const before = fileOf(base);
    const after = fileOf(head);
    const changed = new Set();
    for (const [path, id] of after)
        if (before.get(path) !== id)
            changed.add(path);
    for (const path of before.keys())
        if (!after.has(path))
            changed.add(path);
    return [...changed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}


/***/ }),

/***/ 74487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   addFile: () => (/* binding */ addFile),
/* harmony export */   pullOpener: () => (/* binding */ pullOpener),
/* harmony export */   readPullFiles: () => (/* binding */ readPullFiles)
/* harmony export */ });
/* harmony import */ var _core_review_pull_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55739);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);


function pullOpener(api, repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return async ({ head, base, title, body }) => {
        if (owner === '' || repo === '')
            throw new Error(`GITHUB_REPOSITORY is not owner/name: ${JSON.stringify(repository)}`);
        const response = await api.rest.pulls.create({
            owner,
            repo,
            head,
            base,
            title,
            body,
            ..._client_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE
        });
        return response.data.html_url;
    };
}
async function readPullFiles(client, pr) {
    const listing = { files: [], patches: new Map(), names: new Set() };
    const pages = client.paginate.iterator(client.rest.pulls.listFiles, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100
    });
    for await (const page of pages)
        for (const f of page.data) {
            const file = {
                path: f.filename,
                status: f.status,
                additions: f.additions,
                deletions: f.deletions,
                ...(f.patch !== undefined ? { patch: f.patch } : {})
            };
            addFile(listing, file);
            if (typeof f.previous_filename === 'string')
                listing.names.add(f.previous_filename);
        }
    return listing;
}
function addFile(listing, f) {
    if (f.patch !== undefined)
        listing.patches.set(f.path, f.patch);
    listing.files.push((0,_core_review_pull_files_js__WEBPACK_IMPORTED_MODULE_0__/* .fileDiffOf */ .Ht)(f));
    listing.names.add(f.path);
}


/***/ })

};
