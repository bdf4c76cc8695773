import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6591:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



/* unused reexport */ __nccwpck_require__(5335);
exports.parse = __nccwpck_require__(2696);


/***/ }),

/***/ 2696:
/***/ ((module) => {



/**
 * @import {
 * 	ControlOperator,
 * 	Env,
 * 	GlobPattern,
 * 	ParseEntry,
 * } from './parse' */

// '<(' and '>(' are process substitution operators and
// can be parsed the same as control operator
var CONTROL = /** @type {const} */ ('(?:') + /** @type {const} */ ([
	'\\|\\|',
	'\\&(?:\\&|>>?)', // `&&`, `&>`, and `&>>`
	';;\\&?', // `;;` and `;;&`
	'[;|]\\&', // `;&` and `|&`
	'\\<\\(',
	'\\<\\<\\<',
	'\\<\\<-',
	'\\<\\<(?!\\()', // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
	'>>',
	'>[&|(]', // `>&`, `>|`, and `>(`
	'<[&>]', // `<&` and `<>`
	'[&;()|<>]'
]).join(/** @type {const} */ ('|')) + /** @type {const} */ (')');
var controlRE = new RegExp('^' + CONTROL + '$');
var META = /** @type {const} */ ('|&;()<> \\t');
var SINGLE_QUOTE = /** @type {const} */ ('\'([^\']*?)\'');
// bash ANSI-C quoting, `$'...'`: a backslash escapes the next character, including `'`
var ANSI_C_BODY = '(?:\\\\[\\s\\S]|[^\\\\\'])*?';
var ANSI_C_QUOTE = '\\$\'' + ANSI_C_BODY + '\'';
var ansiCAt = new RegExp('\\$\'' + ANSI_C_BODY + '(?:(\')|\\\\?$)', 'g');
var ANSI_C_LETTERS = 'abeEfnrtv';
var ANSI_C_CHARS = '\x07\b\x1B\x1B\f\n\r\t\v';
var hash = /^#$/;

var SQ = /** @type {const} */ ("'");
var DQ = /** @type {const} */ ('"');
var DS = /** @type {const} */ ('$');

var TOKEN = '';
var mult = /** @type {const} */ (0x100000000); // Math.pow(16, 8);
for (var i = 0; i < 4; i++) {
	TOKEN += (mult * Math.random()).toString(16);
}
var startsWithToken = new RegExp('^' + TOKEN);

/**
 * @param {string} s
 * @param {RegExp} r
 */
function matchAll(s, r) {
	var origIndex = r.lastIndex;

	var matches = [];
	var matchObj;

	while ((matchObj = r.exec(s))) {
		matches[matches.length] = matchObj;
		if (r.lastIndex === matchObj.index) {
			r.lastIndex += 1;
		}
	}

	r.lastIndex = origIndex;

	return matches;
}

/**
 * @param {Env} env
 * @param {string} pre
 * @param {string} key
 */
function getVar(env, pre, key) {
	var r = typeof env === 'function' ? env(key) : env[key];
	if (typeof r === 'undefined' && key != '') {
		r = '';
	} else if (typeof r === 'undefined') {
		r = '$';
	}

	if (typeof r === 'object') {
		return pre + TOKEN + JSON.stringify(r) + TOKEN;
	}
	return pre + r;
}

var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;

/**
 * @param {string} m
 * @param {string} escape
 */
function expandAnsiCEscape(m, escape) {
	var kind = escape.charAt(0);
	if (kind === 'c') {
		var ctrl = escape.charAt(1);
		return ctrl === '?' ? '\x7F' : String.fromCharCode(ctrl.charCodeAt(0) & 0x1F);
	}
	if (kind === 'x' || kind === 'u' || kind === 'U') {
		var cp = parseInt(escape.slice(1), 16);
		if (cp > 0x10FFFF) {
			return m;
		}
		return String.fromCharCode.apply(null, cp > 0xFFFF ? [0xD7C0 + (cp >> 10), 0xDC00 + (cp & 0x3FF)] : [cp]);
	}
	if (kind >= '0' && kind <= '7') {
		return String.fromCharCode(parseInt(escape, 8) & 0xFF);
	}
	var letter = ANSI_C_LETTERS.indexOf(escape);
	return letter < 0 ? escape : ANSI_C_CHARS.charAt(letter);
}

/** @param {string} body */
function expandAnsiC(body) {
	return body.replace(ansiCEscape, expandAnsiCEscape).split('\0')[0]; // like bash, a NUL ends the string
}

/**
 * @param {string} s
 * @param {number} i
 */
function closesAnsiC(s, i) {
	ansiCAt.lastIndex = i;
	return !!(/** @type {RegExpExecArray} */ (ansiCAt.exec(s)))[1];
}

/**
 * @param {string} string
 * @param {Env} [env]
 * @param {{ escape?: string, splitUnquoted?: boolean | string }} [opts]
 * @returns {ParseEntry[]}
 */
function parseInternal(string, env, opts) {
	if (!opts) {
		opts = {};
	}
	var BS = opts.escape || '\\';
	var ifs = opts.splitUnquoted === true ? ' \t\n' : (typeof opts.splitUnquoted === 'string' ? opts.splitUnquoted : '');
	var BAREWORD = '(\\' + BS + '[\'"$\\' + BS + META + ']|\\$\\$|\\$(?!' + ANSI_C_QUOTE.slice(2) + ')|[^\\s\'"$' + META + '])+';
	var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';

	var chunker = new RegExp([
		'(' + CONTROL + ')', // control chars
		'(' + ANSI_C_QUOTE + '|' + BAREWORD + '|' + DOUBLE_QUOTE + '|' + SINGLE_QUOTE + ')+'
	].join('|'), 'g');

	var matches = matchAll(string, chunker);

	if (matches.length === 0) {
		return [];
	}
	if (!env) {
		env = {};
	}

	var commented = false;

	return matches.map(function (match) {
		var s = match[0];
		if (!s || commented) {
			return void undefined;
		}
		if (controlRE.test(s)) {
			return /** @type {ControlOperator} */ ({ op: s });
		}

		// Hand-written scanner/parser for Bash quoting rules:
		//
		// 1. inside single quotes, all characters are printed literally.
		// 2. inside double quotes, all characters are printed literally
		//    except variables prefixed by '$' and backslashes followed by
		//    either a double quote or another backslash.
		// 3. outside of any quotes, backslashes are treated as escape
		//    characters and not printed (unless they are themselves escaped)
		// 4. quote context can switch mid-token if there is no whitespace
		//     between the two quote contexts (e.g. all'one'"token" parses as
		//     "allonetoken")
		/** @type {string | boolean} */
		var quote = false;
		var esc = false;
		var out = '';
		/** @type {string[]} */
		var words = [];
		var sawQuote = false;
		/** @type {number | null} */
		var pendingNw = null;
		var isGlob = false;
		/** @type {number} */
		var i;

		function parseEnvVar() {
			i += 1;
			/** @type {number | RegExpMatchArray | null} */
			var varend;
			/** @type {string} */
			var varname;
			var char = s.charAt(i);

			if (char === '{') {
				i += 1;
				if (s.charAt(i) === '}') {
					throw new Error('Bad substitution: ' + s.slice(i - 2, i + 1));
				}
				// match braces by depth so a nested `${` keeps its inner `}` from ending the outer substitution
				var depth = 1;
				varend = i;
				while (depth > 0 && varend < s.length) {
					if (s.charAt(varend) === '{' && s.charAt(varend - 1) === '$') {
						depth += 1;
					} else if (s.charAt(varend) === '}') {
						depth -= 1;
					}
					varend += 1;
				}
				if (depth !== 0) {
					throw new Error('Bad substitution: ' + s.slice(i));
				}
				varend -= 1;
				varname = s.slice(i, varend);
				i = varend;
			} else if ((/[*@#?$!-]/).test(char)) {
				varname = char;
			} else {
				var slicedFromI = s.slice(i);
				varend = slicedFromI.match(/[^\w\d_]/);
				if (!varend) {
					varname = slicedFromI;
					i = s.length;
				} else {
					varname = slicedFromI.slice(0, varend.index);
					i += /** @type {number} */ (varend.index) - 1;
				}
			}
			return getVar(/** @type {NonNullable<typeof env>} */ (env), '', varname);
		}

		function flushRun() {
			if (pendingNw === null) {
				return;
			}
			if (pendingNw === 0) {
				if (out !== '') {
					words[words.length] = out;
					out = '';
				}
			} else {
				words[words.length] = out;
				out = '';
				for (var fe = 1; fe < pendingNw; fe += 1) {
					words[words.length] = '';
				}
			}
			pendingNw = null;
		}

		for (i = 0; i < s.length; i++) {
			var c = s.charAt(i);
			if (ifs && c !== DS) {
				flushRun();
			}
			isGlob = isGlob || (!quote && (c === '*' || c === '?'));
			if (esc) {
				out += c;
				esc = false;
			} else if (quote) {
				if (c === quote) {
					quote = false;
				} else if (quote == SQ) {
					out += c;
				} else { // Double quote
					if (c === BS) {
						i += 1;
						c = s.charAt(i);
						if (c === DQ || c === BS || c === DS) {
							out += c;
						} else {
							out += BS + c;
						}
					} else if (c === DS) {
						out += parseEnvVar();
					} else {
						out += c;
					}
				}
			} else if (c === DQ || c === SQ) {
				quote = c;
				sawQuote = true;
			} else if (controlRE.test(c)) {
				return /** @type {ControlOperator} */ ({ op: s });
			} else if (hash.test(c)) {
				commented = true;
				var commentObj = { comment: string.slice(match.index + i + 1) };
				if (out.length) {
					return /** @type {const} */ ([out, commentObj]);
				}
				return /** @type {const} */ ([commentObj]);
			} else if (c === BS) {
				esc = true;
			} else if (c === DS && s.charAt(i + 1) === SQ && closesAnsiC(s, i)) {
				flushRun();
				sawQuote = true;
				out += expandAnsiC(s.slice(i + 2, ansiCAt.lastIndex - 1));
				i = ansiCAt.lastIndex - 1;
			} else if (c === DS) {
				var value = parseEnvVar();
				if (!ifs) {
					out += value;
				} else {
					for (var vi = 0; vi < value.length; vi += 1) {
						var vc = value.charAt(vi);
						if (ifs.indexOf(vc) < 0) {
							flushRun();
							out += vc;
						} else if (pendingNw === null) {
							pendingNw = vc === ' ' || vc === '\t' || vc === '\n' ? 0 : 1;
						} else if (vc !== ' ' && vc !== '\t' && vc !== '\n') {
							pendingNw += 1;
						}
					}
				}
			} else {
				out += c;
			}
		}

		if (isGlob) {
			return /** @type {GlobPattern} */ ({ op: 'glob', pattern: out });
		}

		if (ifs) {
			if (pendingNw !== null && pendingNw > 0) {
				words[words.length] = out;
				out = '';
				for (var te = 1; te < pendingNw; te += 1) {
					words[words.length] = '';
				}
			}
			if (out !== '' || (sawQuote && words.length === 0)) {
				words[words.length] = out;
			}
			return words;
		}

		return out;
	}).reduce(function (prev, arg) { // finalize parsed arguments
		if (typeof arg === 'undefined') {
			return prev;
		}
		/** @type {ParseEntry[]} */ ([]).concat(arg).forEach(function (entry) {
			prev[prev.length] = entry;
		});
		return prev;
	}, /** @type {ParseEntry[]} */ ([]));
}

/** @type {typeof import('./parse')} */
module.exports = function parse(s, env, opts) {
	var mapped = parseInternal(s, env, opts);
	if (typeof env !== 'function') {
		return mapped;
	}
	return mapped.reduce(function (acc, s) {
		if (typeof s === 'object') {
			acc[acc.length] = s;
			return acc;
		}
		var xs = s.split(RegExp('(' + TOKEN + '.*?' + TOKEN + ')', 'g'));
		if (xs.length === 1) {
			acc[acc.length] = xs[0];
			return acc;
		}
		xs.filter(Boolean).forEach(function (x) {
			acc[acc.length] = startsWithToken.test(x)
				? JSON.parse(x.split(TOKEN)[1])
				: x;
		});
		return acc;
	}, /** @type {ParseEntry[]} */ ([]));
};


/***/ }),

/***/ 5335:
/***/ ((module) => {



/** @import { ControlOperator } from './parse' */

/** @type {ControlOperator['op'][]} */
var OPS = /** @type {const} */ ([
	'||',
	'&&',
	';;&',
	';;',
	';&',
	'|&',
	'<(',
	'>(',
	'<<<',
	'<<-',
	'<<',
	'>>',
	'>&',
	'>|',
	'&>>',
	'&>',
	'<&',
	'<>',
	'&',
	';',
	'(',
	')',
	'|',
	'<',
	'>'
]);
var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;

/** @type {typeof import('./quote')} */
module.exports = function quote(xs) {
	var sawComment = false;
	return xs.map(function (s) {
		if (sawComment && typeof s === 'string' && LINE_TERMINATORS.test(s)) {
			throw new TypeError('a token after a `comment` must not contain line terminators');
		}
		if (s === '') {
			return /** @type {const} */ ('\'\'');
		}
		if (s && typeof s === 'object') {
			if ('op' in s && s.op === 'glob') {
				if (typeof s.pattern !== 'string') {
					throw new TypeError('glob token requires a string `pattern`');
				}
				if (LINE_TERMINATORS.test(s.pattern)) {
					throw new TypeError('glob `pattern` must not contain line terminators');
				}
				if (s.pattern === '') {
					return /** @type {const} */ ('\'\'');
				}
				return s.pattern.replace(GLOB_SHELL_SPECIAL, '\\$&');
			}
			if ('op' in s && typeof s.op === 'string') {
				if (OPS.indexOf(s.op) < 0) {
					throw new TypeError('invalid `op` value: ' + JSON.stringify(s.op));
				}
				return s.op.replace(/[\s\S]/g, '\\$&');
			}
			if ('comment' in s && typeof s.comment === 'string') {
				if (LINE_TERMINATORS.test(s.comment)) {
					throw new TypeError('`comment` must not contain line terminators');
				}
				sawComment = true;
				return '#' + s.comment;
			}
			throw new TypeError('unrecognized object token shape');
		}
		if ((/'/).test(s) && (/!/).test(s)) {
			return "'" + s.replace(/'/g, "'\"'\"'") + "'";
		}
		if ((/["\s\\]/).test(s) && !(/'/).test(s)) {
			return "'" + s + "'";
		}
		if ((/["'\s]/).test(s)) {
			return '"' + s.replace(/(["\\$`])/g, '\\$1') + '"';
		}
		return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, '$1\\$2');
	}).join(' ');
};


/***/ }),

/***/ 6923:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   By: () => (/* binding */ restoreArchive),
/* harmony export */   C3: () => (/* binding */ openActionsCache),
/* harmony export */   IW: () => (/* binding */ saveArchive),
/* harmony export */   cZ: () => (/* binding */ toToolCache),
/* harmony export */   eC: () => (/* binding */ dropToolCache),
/* harmony export */   k$: () => (/* binding */ cacheKey),
/* harmony export */   lj: () => (/* binding */ findInToolCache),
/* harmony export */   lq: () => (/* binding */ actionsCacheOffered)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4296);
/**
 * Where a downloaded CLI is kept between runs: the runner's tool cache (@actions/tool-cache; a
 * self-hosted runner keeps it between jobs) and the Actions cache (@actions/cache; hosted runners
 * start empty, the cache service does not). Both libraries are loaded here only, only when the
 * runner offers that cache (they bring @actions/core and undici, and @actions/cache the Azure
 * storage SDK): for a pinned build, and @actions/cache for a pull request's chat too (agent/chat.ts,
 * through `openActionsCache`). A fault of the cache service never fails the install: the libraries
 * write their own warning to the log, and what they throw comes back as a message for ours.
 */



const TOOL = 'cursor-agent';
/**
 * A build (`2026.09.28-5f2c1ab`) as the tool cache's semver version (`2026.9.28-5f2c1ab`): no
 * leading zeros; a hash of digits only that starts with 0 (not a valid semver pre-release) gets
 * a `g` in front, as `git describe` writes one.
 */
function toolVersion(build) {
    const m = /^(\d+)\.(\d+)\.(\d+)-(.+)$/.exec(build);
    if (m === null)
        return build;
    const [, y, mo, d, hash = ''] = m;
    const id = /^0\d*$/.test(hash) && hash.length > 1 ? `g${hash}` : hash;
    return `${Number(y)}.${Number(mo)}.${Number(d)}-${id}`;
}
/** The Actions cache's key for an archive: build, OS and architecture. */
function cacheKey(build, os, arch) {
    return `cursor-agent-cli-${build}-${os}-${arch}`;
}
/**
 * The tool cache's folder for the build, when the runner has a tool cache and it is there. Read
 * in the layout @actions/tool-cache writes (`<RUNNER_TOOL_CACHE>/<tool>/<version>/<arch>` beside
 * its `.complete` marker: what its `find` checks for an exact version), so that a warm start does
 * not load the library, which brings @actions/core and undici (about 100 ms) for two `stat`s.
 */
function findInToolCache(env, build, arch) {
    const root = env.toolCache ?? '';
    if (root === '')
        return undefined;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, TOOL, toolVersion(build), arch);
    return node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(dir) && node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(`${dir}.complete`) ? dir : undefined;
}
/** Copies `dir` into the tool cache as the build's entry; its path. Throws on a fault. */
async function toToolCache(dir, build, arch) {
    const tc = await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(942), __nccwpck_require__.e(838), __nccwpck_require__.e(805)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9805));
    return tc.cacheDir(dir, TOOL, toolVersion(build), arch);
}
/** Removes a tool-cache entry and its `.complete` marker (a bad CLI must not be found again). */
function dropToolCache(dir) {
    node_fs__WEBPACK_IMPORTED_MODULE_0___default().rmSync(`${dir}.complete`, { force: true });
    node_fs__WEBPACK_IMPORTED_MODULE_0___default().rmSync(dir, { recursive: true, force: true });
}
/** Whether the runner gave this step a cache service (v1 or v2; @actions/cache picks). */
function actionsCacheOffered(env) {
    return (env.actionsResultsUrl ?? '') !== '' || (env.actionsCacheUrl ?? '') !== '';
}
/**
 * The Actions cache, loading @actions/cache (here only); undefined when the library finds no
 * cache service it can use. Throws what loading it throws.
 */
async function openActionsCache() {
    const cache = await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(942), __nccwpck_require__.e(838), __nccwpck_require__.e(583)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8583));
    if (!cache.isFeatureAvailable())
        return undefined;
    return {
        restore: (file, key) => cache.restoreCache([file], key),
        save: async (file, key) => (await cache.saveCache([file], key)) !== -1
    };
}
/** `use` of the Actions cache; false when there is none, or on a fault (given to `warn`). */
async function withCache(use, warn) {
    try {
        const cache = await openActionsCache();
        return cache !== undefined && (await use(cache));
    }
    catch (error) {
        warn((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error));
        return false;
    }
}
/**
 * Restores `file` from the Actions cache entry `key`: true when it is there after the restore.
 * A fault is a warning (`warn`) and a miss, never an error.
 */
async function restoreArchive(file, key, warn) {
    return withCache(async (cache) => (await cache.restore(file, key)) !== undefined && node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(file), (m) => {
        warn(`The Actions cache could not be read (${m}); downloading instead.`);
    });
}
/** Saves `file` as the Actions cache entry `key`; true when saved. A fault is a warning. */
async function saveArchive(file, key, warn) {
    return withCache((cache) => cache.save(file, key), (m) => {
        warn(`The CLI could not be saved to the Actions cache (${m}).`);
    });
}


/***/ }),

/***/ 6451:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ ARCHIVE),
/* harmony export */   CZ: () => (/* binding */ unchangedNote),
/* harmony export */   Oo: () => (/* binding */ executableProblem),
/* harmony export */   Pr: () => (/* binding */ TREE),
/* harmony export */   QA: () => (/* binding */ installPinned),
/* harmony export */   Qq: () => (/* binding */ archiveUrl),
/* harmony export */   gP: () => (/* binding */ installFailed),
/* harmony export */   iD: () => (/* binding */ platform),
/* harmony export */   lV: () => (/* binding */ treeNow),
/* harmony export */   tU: () => (/* binding */ EXECUTABLE),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4296);
/* harmony import */ var _cache_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6923);
/* harmony import */ var _probe_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6475);
/* harmony import */ var _toolcache_record_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9847);
/**
 * The pinned CLI's way in (`cli-version`). A tool-cache entry unchanged since its `--version`
 * said the build (toolcache-record.ts) runs as it is, and is checked here, without loading the
 * code of the archive, the download and the caches: a warm start is the usual case on a
 * self-hosted runner, and loading install.ts's chunk was about 3 ms of it (docs/performance.md).
 * Anything else (no entry, a changed or unrecorded tree, `cli-sha256`) is install.ts's, loaded
 * then, which looks at the entry again and discards a bad one.
 */






const ARCHIVE = 'agent-cli-package.tar.gz';
/** The executable inside the archive, and where the unpacked tree sits in a stage or cache entry. */
const EXECUTABLE = node_path__WEBPACK_IMPORTED_MODULE_1___default().join('dist-package', 'cursor-agent');
const TREE = 'cli';
async function installPinned(o) {
    const started = Date.now();
    const { os: system, arch } = platform();
    const entry = o.sha256 === '' ? (0,_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .findInToolCache */ .lj)(o.env, o.build, arch) : undefined;
    if (entry !== undefined && treeNow(entry, recordOf(entry, o.build)).unchanged) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(entry, TREE);
        if (executableProblem(dir) === undefined) {
            o.log(unchangedNote(o.build));
            const url = archiveUrl(o.baseUrl, o.build, system, arch);
            return {
                cli: { path: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, EXECUTABLE), version: o.build },
                install: {
                    source: 'tool-cache',
                    url,
                    build: o.build,
                    verified: false,
                    ms: Date.now() - started
                }
            };
        }
    }
    const { installFromArchive } = await __nccwpck_require__.e(/* import() */ 606).then(__nccwpck_require__.bind(__nccwpck_require__, 9606));
    return installFromArchive(o, started);
}
/** The entry's record (toolcache-record.ts), when it is one of this build. */
function recordOf(entry, build) {
    const record = (0,_toolcache_record_js__WEBPACK_IMPORTED_MODULE_5__/* .readChecked */ .Yi)(entry);
    return record !== undefined && (0,_probe_js__WEBPACK_IMPORTED_MODULE_4__/* .sameBuild */ .tW)(record.build, build) ? record : undefined;
}
/**
 * The identity of the entry's tree now, and whether the record says that very tree answered the
 * build. Walked before the CLI is asked: a change made while it answers is not recorded as checked.
 */
function treeNow(entry, record) {
    const tree = (0,_toolcache_record_js__WEBPACK_IMPORTED_MODULE_5__/* .walkTree */ .Ir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(entry, TREE))?.identity;
    return { tree, unchanged: tree !== undefined && record?.tree === tree };
}
function unchangedNote(build) {
    return `The cached CLI is unchanged since its --version said ${build}: not asked again.`;
}
/** What is wrong with the tree's executable (none, not a file, not executable), if anything. */
function executableProblem(tree) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(tree, EXECUTABLE);
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().accessSync(file, (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).X_OK);
        if (!node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(file).isFile())
            return `${EXECUTABLE} is not a file`;
    }
    catch {
        return `it holds no executable ${EXECUTABLE}`;
    }
    return undefined;
}
function archiveUrl(baseUrl, build, system, arch) {
    return `${baseUrl.replace(/\/+$/, '')}/${build}/${system}/${arch}/${ARCHIVE}`;
}
/** Cursor publishes the CLI for Linux and macOS on x64 and arm64. */
function platform() {
    const p = process.platform;
    const a = process.arch;
    if ((p === 'linux' || p === 'darwin') && (a === 'x64' || a === 'arm64'))
        return { os: p, arch: a };
    throw installFailed(`Cursor publishes the CLI archive for linux and darwin on x64 and arm64; this runner is ${p} on ${a}.`);
}
function installFailed(message) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ReasonedError */ .O$(message, 'install_failed');
}


/***/ }),

/***/ 6475:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ cliVersion),
/* harmony export */   IZ: () => (/* binding */ askCli),
/* harmony export */   tW: () => (/* binding */ sameBuild)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4296);
/**
 * Asking a CLI its version (`--version`, Cursor's `YYYY.MM.DD-hash`): to tell Cursor's `agent`
 * from another vendor's, to check a pinned build before it runs, and to notice a CLI that
 * updated itself during the run.
 */


const VERSION = /^\d{4}\.\d{1,2}\.\d{1,2}-[0-9A-Za-z]+/;
/**
 * Whether two builds are the same: `2026.09.02-c22c1a3` and `2026.9.2-c22c1a3` are (the date's
 * leading zeros are how it is written, not which build it is).
 */
function sameBuild(a, b) {
    const norm = (v) => v.replace(/(^|\.)0+(\d)/g, '$1$2');
    return norm(a) === norm(b);
}
/** How long `--version` may take; the probe is then ended with its whole process group. */
const PROBE_MS = 5000;
/**
 * Asks `file args…`, asynchronously and bounded: the probe runs in its own process group, with
 * stdin closed, which is killed when `limitMs` passes, when the runner signals (`signal`, the
 * run's Signals: aborted by SIGINT/SIGTERM), or (with `firstLine`) as soon as the first line is
 * in. Once the runner signalled, no probe starts (other candidates are not asked). A grandchild holding stdout open cannot
 * keep it waiting: once the probe itself exited, its output gets a moment to arrive and no more.
 */
function askCli(file, args, o) {
    const signal = o.signal;
    if (signal?.aborted === true)
        return Promise.resolve({ stdout: '', problem: SIGNALLED });
    const maxChars = o.maxChars ?? 4096;
    return new Promise((resolve) => {
        let out = '';
        let settled = false;
        let afterExit;
        let code;
        const end = (problem) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(limit);
            if (afterExit !== undefined)
                clearTimeout(afterExit);
            signal?.removeEventListener('abort', onSignal);
            const pid = child?.pid;
            if (pid !== undefined) {
                try {
                    process.kill(-pid, 'SIGKILL');
                }
                catch {
                    // The whole group is gone already.
                }
            }
            child?.stdout?.destroy();
            // Killed: its exit is not waited for (init reaps it if ours has ended first).
            child?.unref();
            resolve({
                stdout: out,
                ...(code !== undefined ? { code } : {}),
                ...(problem ? { problem } : {})
            });
        };
        const onSignal = () => {
            end(SIGNALLED);
        };
        const limit = setTimeout(() => end(`no answer within ${o.limitMs / 1000} s`), o.limitMs);
        signal?.addEventListener('abort', onSignal);
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, {
                env: o.env,
                cwd: o.cwd,
                stdio: ['ignore', 'pipe', 'ignore'],
                detached: true
            });
        }
        catch (error) {
            end((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error));
            return;
        }
        child.on('error', (error) => end(error.message));
        child.stdout?.setEncoding('utf8');
        child.stdout?.on('data', (text) => {
            if (out.length < maxChars)
                out += text.slice(0, maxChars - out.length);
            if (o.firstLine === true && out.includes('\n'))
                end();
        });
        let closed = false;
        child.stdout?.on('close', () => {
            if (settled)
                return;
            closed = true;
            // Closed before the process exited: a moment for its exit code, and no more.
            if (code === undefined)
                afterExit ??= setTimeout(() => end(), 100);
            else
                end();
        });
        child.on('exit', (exitCode) => {
            if (settled)
                return;
            code = exitCode;
            // Output already written may still be in the pipe; a moment for it, and no more. (After
            // the answer no timer is started: one left behind would hold the process at its end.)
            if (closed)
                end();
            else
                afterExit ??= setTimeout(() => end(), 100);
        });
    });
}
/** Asks `file --version` (askCli); the version when the first line is one. */
async function cliVersion(file, env, signal) {
    const o = { env, limitMs: PROBE_MS, firstLine: true, signal };
    const answer = await askCli(file, ['--version'], o);
    const line = answer.stdout.trim().split('\n')[0]?.trim() ?? '';
    return VERSION.test(line) ? line : undefined;
}
const SIGNALLED = 'the runner signalled';


/***/ }),

/***/ 9847:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ walkTree),
/* harmony export */   Nm: () => (/* binding */ writeChecked),
/* harmony export */   Yi: () => (/* binding */ readChecked)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _io_files_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3839);
/**
 * What a tool-cache entry's CLI was checked to be (`checked.json` in the entry, beside the
 * unpacked tree `cli/` and the archive), so that a warm start need not start the CLI once more
 * only to hear `--version` say the build: a Node start, 100–300 ms of a start that is otherwise
 * the action's own and the CLI's.
 *
 * The record holds two facts, each written only after a `--version` that said the build:
 * - `tree`: the identity of every file, folder and link of the entry's `cli/` as it was when
 *   that `--version` ran (lstat of each: type, mode, size, device, inode, mtime and ctime, in
 *   nanoseconds). A start whose walk of the tree gives the same identity runs it without asking
 *   again. The whole tree, not the executable alone: Cursor's `dist-package/cursor-agent` is a
 *   script that runs the package's own `node` on its `index.js` and chunks, so the answer came
 *   from all of them. Any rewrite, replacement, removal or addition (a folder's ctime changes
 *   when an entry is added, removed or renamed) changes the identity: a process can set mtime
 *   back, never ctime, and a replaced file has another inode. What is outside the tree (the
 *   system, `HOME`) is not covered, as the probe never covered it after it ran; the version is
 *   asked again after every run, and a change is a warning.
 * - `sha256`: the digest of an archive whose tree, unpacked afresh, answered the build. It is a
 *   fact about those bytes, whatever happens to the tree later; with `cli-sha256` a start whose
 *   archive (hashed again, as always) has that digest runs the fresh tree without asking.
 *
 * The record is no defence, and none was lost: the agent of an earlier job on a self-hosted
 * runner (the same user) can rewrite the tree and the record to match, but it could already put
 * a CLI there that answers `--version` with the build. `cli-sha256` is the defence, and with it
 * the archive is hashed and unpacked afresh at every start: a forged `sha256` fact can only skip
 * the `--version` of the very bytes `cli-sha256` pins. A record that cannot be read, parsed or
 * matched is no record: the CLI is asked, as without one.
 */




const RECORD = 'checked.json';
const MAX_RECORD_BYTES = 16 * 1024;
/** A tree with more entries than this is not walked (Cursor's has a few hundred). */
const MAX_ITEMS = 50_000;
/** The entry's record, or undefined when there is none that reads as one. */
function readChecked(entry) {
    const got = (0,_io_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readSmall */ .o5)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(entry, RECORD), MAX_RECORD_BYTES);
    if (got.kind !== 'text')
        return undefined;
    try {
        const r = JSON.parse(got.text);
        if (typeof r.build !== 'string')
            return undefined;
        return {
            build: r.build,
            ...(typeof r.tree === 'string' ? { tree: r.tree } : {}),
            ...(typeof r.sha256 === 'string' ? { sha256: r.sha256 } : {})
        };
    }
    catch {
        return undefined;
    }
}
/** Writes the entry's record (a new file renamed over the old); false when it could not be. */
function writeChecked(entry, record) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(entry, RECORD);
    const temp = `${file}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`;
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().writeFileSync(temp, JSON.stringify(record) + '\n', { flag: 'wx', mode: 0o644 });
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().renameSync(temp, file);
        return true;
    }
    catch {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().rmSync(temp, { force: true });
        return false;
    }
}
/**
 * Walks `dir` (never following a link) in a fixed order; undefined when it cannot be walked
 * whole. A few hundred lstat calls: a millisecond or two.
 */
function walkTree(dir) {
    const identity = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const shape = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    let items = 0;
    const visit = (rel) => {
        if (++items > MAX_ITEMS)
            return false;
        const abs = rel === '' ? dir : node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, rel);
        const st = node_fs__WEBPACK_IMPORTED_MODULE_1___default().lstatSync(abs, { bigint: true });
        const type = st.isDirectory() ? 'd' : st.isFile() ? 'f' : st.isSymbolicLink() ? 'l' : 'o';
        const mode = (st.mode & 4095n).toString(8);
        // A folder's size is the file system's business; a copy's may differ.
        const size = type === 'd' ? '-' : String(st.size);
        const target = type === 'l' ? node_fs__WEBPACK_IMPORTED_MODULE_1___default().readlinkSync(abs) : '';
        const name = JSON.stringify(rel);
        shape.update(`${type} ${mode} ${size} ${name} ${JSON.stringify(target)}\n`);
        identity.update(`${type} ${mode} ${size} ${name} ${st.dev} ${st.ino} ${st.mtimeNs} ${st.ctimeNs}\n`);
        if (type !== 'd')
            return true;
        const names = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readdirSync(abs).sort();
        return names.every((n) => visit(rel === '' ? n : node_path__WEBPACK_IMPORTED_MODULE_2___default().join(rel, n)));
    };
    try {
        if (!visit(''))
            return undefined;
    }
    catch {
        return undefined;
    }
    return { identity: identity.digest('hex'), shape: shape.digest('hex') };
}


/***/ }),

/***/ 1038:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ MAX_ARG_BYTES),
/* harmony export */   mc: () => (/* binding */ cliArgs),
/* harmony export */   qB: () => (/* binding */ ARG_MAX)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2032);
/**
 * The CLI's command line, built from the settings: pure, so the size check on the inputs and the
 * spawn share one limit.
 */

/**
 * Linux's limits for execve: one argument at most MAX_ARG_STRLEN (32 pages = 131072 bytes, its
 * terminating NUL included), and all arguments and environment strings together within ARG_MAX
 * (a quarter of the stack limit, usually 2 MiB; 2 MiB is assumed, a lower limit still ends in an
 * E2BIG that the spawn turns into the same advice).
 */
const MAX_ARG_BYTES = 131072;
const ARG_MAX = 2 * 1024 * 1024;
/** The CLI's arguments: print mode, the stream, the flags the inputs ask for, the prompt last. */
function cliArgs(s) {
    const args = ['-p', '--output-format', 'stream-json'];
    if (s.model !== '')
        args.push('--model', s.model);
    if (s.mode !== 'agent')
        args.push('--mode', s.mode);
    if (s.force)
        args.push('--force');
    if (s.trust)
        args.push('--trust');
    // One argument with `=`: the id can never be taken for a flag of its own.
    if (s.resume !== '')
        args.push(`--resume=${s.resume}`);
    args.push(...s.extraArgs);
    // The prompt is the last positional argument. One that starts with `-` would be read as a flag,
    // so only then it goes after the end-of-options marker (the CLI's parser, commander, honours it).
    const prompt = s.outputSchema !== undefined ? (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .withSchemaInstructions */ .Vf)(s.prompt, s.outputSchema) : s.prompt;
    if (prompt.startsWith('-'))
        args.push('--');
    args.push(prompt);
    return args;
}


/***/ }),

/***/ 3419:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ isPlanModelRefusal),
/* harmony export */   r: () => (/* binding */ causeOf)
/* harmony export */ });
/**
 * First match wins: nothing works without authentication, nothing runs without the directory it
 * runs in, and a usage limit outranks the model (a free plan's "Named models unavailable" comes
 * from the same ActionRequiredError family as the usage limit).
 */
const CAUSES = [
    // "Error: Authentication required. Run 'agent login', pass --api-key…" and the like.
    ['auth', /Authentication required|not logged in|invalid api key|unauthori[sz]ed/i],
    // Node's own words when the process's working directory was removed under it (uv_cwd), and a
    // workspace the CLI was pointed at (`--workspace`) that is not there.
    [
        'workspace_missing',
        /\buv_cwd\b|\bworkspace\b[^\n]{0,200}?\b(?:does not exist|not found|no such file or directory)/i
    ],
    // "ActionRequiredError: You've hit your usage limit …"
    ['usage_limit', /hit your usage limit|usage limit (?:reached|exceeded)/i],
    // "Cannot use this model: … Available models: …"; a free plan: "Named models unavailable …".
    ['model_unavailable', /Cannot use this model|Named models unavailable/i]
];
/** The cause the CLI's words name, if any. */
function causeOf(text) {
    for (const [cause, pattern] of CAUSES)
        if (pattern.test(text))
            return cause;
    return undefined;
}
/** "Named models unavailable": the account's plan allows only `auto`. */
function isPlanModelRefusal(text) {
    return /Named models unavailable|can only use Auto/i.test(text);
}


/***/ }),

/***/ 7347:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ isThinkingDelta),
/* harmony export */   Je: () => (/* binding */ stringOf),
/* harmony export */   Mu: () => (/* binding */ ASSISTANT_HEAD),
/* harmony export */   S2: () => (/* binding */ THINKING_DELTA),
/* harmony export */   iR: () => (/* binding */ ASSISTANT_DELTA)
/* harmony export */ });
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
const THINKING_DELTA = new RegExp(String.raw `^\{"type":"thinking","subtype":"delta","text":${JSON_STRING},"session_id":${JSON_STRING},"timestamp_ms":(?:0|[1-9][0-9]{0,15})\}$`);
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
const ASSISTANT_DELTA = new RegExp(String.raw `^\{"type":"assistant","message":\{"role":"assistant","content":\[\{"type":"text","text":(${JSON_STRING})\}\]\},"session_id":(${JSON_STRING}),"timestamp_ms":(0|[1-9][0-9]{0,15})\}$`);
const ASSISTANT_HEAD = '{"type":"assistant","message":{"role":"assistant","content":[{';
/** A JSON string literal's value (one matched by JSON_STRING). */
function stringOf(literal) {
    return literal.includes('\\') ? JSON.parse(literal) : literal.slice(1, -1);
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Mz: () => (/* binding */ errorOf),
/* harmony export */   O$: () => (/* binding */ ReasonedError),
/* harmony export */   UQ: () => (/* binding */ errnoOf),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2230);

/**
 * The one way an unknown thrown value becomes a message or an Error (what code we call throws
 * can be anything: a string, an object, undefined).
 */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The thrown value as an Error, for code that keeps it (the run's first internal error). */
function errorOf(error) {
    return error instanceof Error ? error : new Error(String(error));
}
/**
 * A system error's code (`ENOENT`, `E2BIG`), when the value has one. Read from the value's shape,
 * not `instanceof Error`: an error made in another realm (a vm context, as under Jest) is not an
 * instance of this realm's Error.
 */
function errnoOf(error) {
    const code = typeof error === 'object' && error !== null ? error.code : undefined;
    return typeof code === 'string' ? code : undefined;
}
/**
 * An error that fails the step for a reason a user can act on (its `failure_reason`): helpers
 * throw it, only run() turns it into the verdict (verdict.ts, failureOf). Anything else thrown is
 * a bug of ours (`internal`).
 */
class ReasonedError extends Error {
    reason;
    /** The message as our sentence (markup of ours, values escaped), when it was written as one. */
    said;
    constructor(message, reason) {
        super((0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(message));
        this.reason = reason;
        this.name = 'ReasonedError';
        if (message instanceof _said_js__WEBPACK_IMPORTED_MODULE_0__/* .Said */ .oX)
            this.said = message;
    }
}
/** Bad inputs: every problem at once, each naming the input and the bad value. */
class InputError extends ReasonedError {
    problems;
    constructor(problems) {
        super(problems.length === 1 ? (problems[0] ?? '') : (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .joinSaid */ .Gu)('Invalid inputs:', problems, '\n- '), 'invalid_input');
        this.problems = problems.map(_said_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh);
        this.name = 'InputError';
    }
}


/***/ }),

/***/ 7842:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ THINKING_DELTA_LINE),
/* harmony export */   P0: () => (/* binding */ sessionIdOf),
/* harmony export */   Yc: () => (/* binding */ StreamParser)
/* harmony export */ });
/* unused harmony export parseLine */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6153);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3672);
/* harmony import */ var _delta_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7347);
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
function sessionIdOf(v) {
    return typeof v === 'string' && SESSION_ID.test(v) ? v : undefined;
}
/**
 * The message's text. Its items were redacted one by one; a secret split across two items is
 * whole only once they are joined (the raw line's prefilter cannot see a token whose pieces sit
 * in two JSON strings), so joined text is redacted again. When that masks something, the
 * message's items are replaced by the one masked text, so the transcript line is rewritten too.
 */
function textOf(message, redact) {
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(message))
        return { text: '', changed: false };
    const content = message.content;
    if (typeof content === 'string')
        return { text: content, changed: false };
    if (!Array.isArray(content))
        return { text: '', changed: false };
    let out = '';
    let pieces = 0;
    for (const item of content) {
        if ((0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(item) && typeof item.text === 'string') {
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
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
        return undefined;
    const usage = {};
    const keys = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
    let any = false;
    for (const key of keys) {
        const n = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(value[key]);
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
    return parseWith(line, redact, suspect, sessionIdOf);
}
function parseWith(line, redact, suspect, sessionId) {
    if (line.length === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) {
        return { ok: false, reason: 'blank' };
    }
    // `suspect`: the prefilter's answer, when the caller ran it on the line's bytes.
    const check = redact !== undefined && (suspect ?? (redact.suspect === undefined || redact.suspect(line)));
    // A line that may hold a secret is parsed: every string in it is redacted.
    if (!check) {
        if (_delta_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .THINKING_DELTA */ .S2.test(line))
            return THINKING_DELTA_LINE;
        if (line.startsWith(_delta_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .ASSISTANT_HEAD */ .Mu)) {
            const m = _delta_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .ASSISTANT_DELTA */ .iR.exec(line);
            if (m !== null) {
                const event = {
                    type: 'assistant',
                    variant: 'delta',
                    text: (0,_delta_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOf */ .Je)(m[1]),
                    modelCallId: undefined,
                    timestampMs: Number(m[3]),
                    sessionId: sessionId((0,_delta_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOf */ .Je)(m[2]))
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
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
        return redacted === undefined
            ? { ok: false, reason: 'not_object' }
            : { ok: false, reason: 'not_object', redacted };
    const type = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(value.type);
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
    const subtype = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.subtype) ?? '';
    const timestampMs = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(v.timestamp_ms);
    switch (type) {
        case 'system':
            if (subtype !== 'init')
                return { type: 'unknown', eventType: `system/${subtype}` };
            return {
                type: 'init',
                sessionId: idOf(v.session_id),
                model: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.model),
                cwd: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.cwd),
                apiKeySource: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.apiKeySource)
            };
        case 'user':
            return { type: 'user', sessionId: idOf(v.session_id) };
        case 'thinking':
            return { type: 'thinking', subtype };
        case 'assistant': {
            const modelCallId = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.model_call_id);
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
            const callId = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.call_id) ?? ((0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(v.tool_call) ? (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.tool_call.toolCallId) : undefined) ?? '';
            const tool = (0,_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .readToolCall */ .zY)(v.tool_call, redact !== undefined
                ? (decoded) => redactValue(decoded, redact).value
                : undefined);
            if (redact !== undefined && tool.kind === 'mcp' && subtype === 'completed')
                joined.changed = (0,_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .maskMcpContent */ .ai)(tool.result, redact);
            return { type: 'tool_call', subtype, callId, tool, timestampMs };
        }
        case 'result':
            return {
                type: 'result',
                subtype,
                isError: v.is_error === true || subtype === 'error',
                text: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.result) ?? ((0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(v.error) ? ((0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.error.message) ?? '') : ''),
                sessionId: idOf(v.session_id),
                requestId: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.request_id),
                durationMs: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(v.duration_ms),
                usage: usageOf(v.usage)
            };
        case 'interaction_query': {
            const queryType = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.query_type) ?? '';
            return {
                type: 'interaction_query',
                subtype,
                queryType,
                detail: queryDetail(v.query, queryType)
            };
        }
        case 'error':
            return { type: 'error', message: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.message) ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(v.error) ?? '' };
        default:
            return { type: 'unknown', eventType: subtype === '' ? type : `${type}/${subtype}` };
    }
}
/** What the CLI asked approval for: a command, a URL or a query, when one is there. */
function queryDetail(query, queryType) {
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(query))
        return '';
    const body = query[queryType];
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(body) || !(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(body.args))
        return '';
    const args = body.args;
    return (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(args.command) ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(args.url) ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(args.query) ?? '';
}


/***/ }),

/***/ 4637:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Av: () => (/* binding */ gateFindings),
/* harmony export */   Bz: () => (/* binding */ FINDINGS_SCHEMA),
/* harmony export */   RJ: () => (/* binding */ readFindings),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   ur: () => (/* binding */ severityCounts)
/* harmony export */ });
/* unused harmony exports cleanPath, normaliseText, fingerprintOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2032);
/**
 * Review mode's findings: the JSON Schema the agent's final message must satisfy (the same as
 * docs/findings.v1.schema.json, a test checks), the final message read into findings, each
 * finding's fingerprint, and the severity gate. Pure: the validator is passed in (`compile`, see
 * schema.ts), the redactor too.
 */


const SEVERITIES = ['critical', 'high', 'medium', 'low'];
/** Version of the findings format; it is in the schema's `$id` and in every fingerprint. */
const FINDINGS_VERSION = 1;
const FINDINGS_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'urn:cursor-agent-action:findings:v1',
    title: 'Review findings, version 1',
    type: 'object',
    required: ['summary', 'findings'],
    properties: {
        summary: {
            type: 'string',
            maxLength: 20000,
            description: 'What the change does and what you found, in a few sentences (markdown).'
        },
        findings: {
            type: 'array',
            maxItems: 500,
            items: {
                type: 'object',
                required: ['path', 'line', 'severity', 'title', 'body'],
                properties: {
                    path: {
                        type: 'string',
                        minLength: 1,
                        maxLength: 1000,
                        description: 'The file, relative to the repository root.'
                    },
                    line: {
                        type: 'integer',
                        minimum: 1,
                        description: "The (last) line, numbered as in the pull request's head; for side LEFT, as in its base."
                    },
                    start_line: {
                        type: 'integer',
                        minimum: 1,
                        description: 'The first line, when the finding spans several lines.'
                    },
                    side: {
                        enum: ['RIGHT', 'LEFT'],
                        description: 'RIGHT (default): a line of the head. LEFT: a removed line of the base.'
                    },
                    severity: { enum: [...SEVERITIES] },
                    title: { type: 'string', minLength: 1, maxLength: 300 },
                    body: {
                        type: 'string',
                        maxLength: 60000,
                        description: 'What is wrong and why, and how to fix it (markdown).'
                    },
                    suggestion: {
                        type: 'string',
                        maxLength: 60000,
                        description: 'Optional, RIGHT side only: the exact code that replaces lines start_line..line.'
                    }
                }
            }
        }
    }
};
/**
 * The final message as findings: its JSON (the whole message, or its last ```json block) checked
 * against FINDINGS_SCHEMA. Every text field is redacted here, once, before anything cuts or
 * escapes it; fingerprints are taken from the redacted text.
 */
function readFindings(message, compile, redact) {
    const check = (0,_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .checkStructuredOutput */ .vV)(message, FINDINGS_SCHEMA, compile);
    if (!check.ok)
        return { ok: false, errors: check.errors };
    const value = JSON.parse(check.json);
    const findings = value.findings.map((raw) => {
        let line = raw.line;
        let start = raw.start_line;
        // A range written backwards is the same range.
        if (start !== undefined && start > line)
            [start, line] = [line, start];
        const finding = {
            path: cleanPath(redact(raw.path)),
            line,
            ...(start !== undefined && start < line ? { startLine: start } : {}),
            side: raw.side ?? 'RIGHT',
            severity: raw.severity,
            title: redact(raw.title).trim(),
            body: redact(raw.body),
            ...(raw.suggestion !== undefined ? { suggestion: redact(raw.suggestion) } : {})
        };
        return { fingerprint: fingerprintOf(finding), ...finding };
    });
    return { ok: true, summary: redact(value.summary), findings };
}
/**
 * A path as GitHub names files: forward slashes, no leading `./`. A path that leaves the
 * repository (absolute, `..`) becomes '' (no file of the pull request has that name).
 */
function cleanPath(path) {
    const p = path
        .trim()
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '');
    if (p.startsWith('/') || p.split('/').includes('..'))
        return '';
    return p;
}
/**
 * Text as a fingerprint sees it: case, spacing, punctuation and markup do not count, nor do line
 * numbers the text mentions (they move when code above them changes).
 */
function normaliseText(text) {
    return text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/\b(?:lines?|l)\s*\d+(?:\s*(?:[-–—]|to)\s*\d+)?/g, 'line #')
        .replace(/[\s`*_~'"“”‘’.,;:!?()[\]{}<>|#-]+/g, ' ')
        .trim();
}
/**
 * The finding's identity across runs: its file, severity, title and body (normalised), never its
 * lines, which move when code above them changes. 16 hex digits (64 bits).
 */
function fingerprintOf(f) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update([
        `v${String(FINDINGS_VERSION)}`,
        f.path,
        f.severity,
        normaliseText(f.title),
        normaliseText(f.body)
    ].join('\0'))
        .digest('hex')
        .slice(0, 16);
}
/** 0 for critical … 3 for low. */
function severityRank(s) {
    return SEVERITIES.indexOf(s);
}
/** The findings at or above `failOn` (none for `none`). */
function gateFindings(findings, failOn) {
    if (failOn === 'none')
        return [];
    const limit = severityRank(failOn);
    return findings.filter((f) => severityRank(f.severity) <= limit);
}
/** Counts by severity, most severe first, only those there are: `1 high, 2 low`. */
function severityCounts(findings) {
    return SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length])
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${String(n)} ${s}`)
        .join(', ');
}


/***/ }),

/***/ 8073:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   iw: () => (/* binding */ hintsOf)
/* harmony export */ });
/* unused harmony exports isLandingCommand, findHints */
/* harmony import */ var _causes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3419);
/* harmony import */ var _mcp_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1139);
/**
 * Fix hints: known causes of failure, recognised from the report, the stderr and the settings.
 * Computed here, in the core, so the summary, the PR comment and the log all say the same thing;
 * renderers only place them.
 */


/**
 * A command that lands work: `git push` or `gh pr create`, alone or in a chain. The agent never
 * needs to run one: the action lands the work itself after the run (git/land.ts), with a token
 * the agent never gets.
 */
function isLandingCommand(command) {
    return command
        .split(/&&|\|\||[;|\n]/)
        .some((part) => /^\s*(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*(?:git(?:\s+-\S+(?:\s+[^-\s]\S*)?)*\s+push\b|gh\s+pr\s+create\b)/.test(part));
}
/** What the landing hint says, by what the workflow already asks the action to do. */
function landingText(tried, f) {
    if (f.push === true)
        return `The agent tried to ${tried} itself; it need not: the action lands the work after the run (\`push: true\`${f.openPr === true ? ', `open-pr: true`' : ''}) with a token the agent never gets.`;
    return `The agent tried to ${tried} itself, which a headless run does not let it do. The action lands the work after a successful run: set \`push: true\` (and \`open-pr: true\` for a pull request), with \`permissions: contents: write\` (and \`pull-requests: write\`).`;
}
/**
 * The fix for required MCP servers with no successful call, by what is known of them: approval
 * (unless it is there, or the rejected-calls hint says it already), the server's own setup, a login, a server
 * turned off, or a prompt that never asked for it.
 */
function mcpFix(missing, approvalSaid) {
    const status = (st) => missing.some((m) => m.listed?.status === st);
    const check = "Check the server's entry in `.cursor/mcp.json` (or `~/.cursor/mcp.json`): its `command` installed on the runner, or its `url` reachable from it, and the variables its `env` names set in the step's `env:`.";
    const fixes = [
        approvalSaid
            ? ''
            : 'A headless run uses MCP servers only once they are approved: add `--approve-mcps` to `extra-args`.',
        missing.some((m) => (m.counts?.failed ?? 0) > 0) || status('error') ? check : '',
        status('needs_auth')
            ? 'A server that needs a login (`requires_authentication`) cannot sign in on a runner: give it a token through its `headers` or `env` in `mcp.json`.'
            : '',
        status('disabled')
            ? 'A server turned off with `cursor-agent mcp disable` stays off for that user: run `cursor-agent mcp enable <name>` in a step before this one.'
            : '',
        missing.some((m) => (m.counts?.calls ?? 0) === 0)
            ? "If the agent had the server and simply did not call it, name the tool in the prompt, or leave the server out of `require-mcp`. On pull requests the base branch's `.cursor/mcp.json` is the one used (unless `trust-pr-config: true`)."
            : ''
    ].filter((s) => s !== '');
    // Nothing more specific is known (calls rejected although approved): the server's own setup.
    if (fixes.length === 0)
        fixes.push(check);
    return ['A server `require-mcp` names had no successful call.', ...fixes].join(' ');
}
/** The hints for a run's facts: what the summary, the comment and the log place. */
function hintsOf(f) {
    const s = f.settings;
    return findHints({
        report: f.report,
        verdict: f.verdict,
        stderr: f.stderrTail ?? '',
        mcp: f.mcp,
        force: s?.force,
        trust: s?.trust,
        push: s?.push,
        openPr: s?.openPr,
        approveMcps: s?.extraArgs.includes('--approve-mcps'),
        apiKeySet: s !== undefined ? s.apiKey !== '' : undefined
    });
}
function findHints(f) {
    const out = [];
    const push = (id, text, headline) => {
        out.push(headline !== undefined ? { id, text, headline } : { id, text });
    };
    const byKind = f.report.counts.byKind;
    const rejectedMcp = byKind.get('mcp')?.rejected ?? 0;
    // Landing commands the agent tried (rejected, or failed for want of credentials) are the
    // action's job; force: true is suggested only for the commands it needed.
    const shell = f.report.tools.filter((t) => t.kind === 'shell');
    const landing = shell.filter((t) => (t.state === 'rejected' || t.state === 'failed') && isLandingCommand(t.target));
    const landingRejected = landing.filter((t) => t.state === 'rejected').length;
    const needed = (byKind.get('shell')?.rejected ?? 0) - landingRejected;
    if (landing.length > 0) {
        const pr = landing.some((t) => /\bgh\s+pr\s+create\b/.test(t.target));
        const git = landing.some((t) => /\bpush\b/.test(t.target.replace(/\bgh\s+pr\s+create\b/g, '')));
        const tried = [git ? '`git push`' : '', pr ? 'open a pull request (`gh pr create`)' : '']
            .filter((s) => s !== '')
            .join(' and ');
        push('landing', landingText(tried, f));
    }
    if (needed > 0 && f.force !== true) {
        push('rejected_shell', `${needed} shell command${needed === 1 ? ' was' : 's were'} rejected because tools need approval in headless runs. Pass \`force: true\` to let the agent run commands.`);
    }
    const denied = shell.filter((t) => t.denied === true).length;
    if (denied > 0) {
        const what = `${denied} shell command${denied === 1 ? ' was' : 's were'} blocked by the CLI's permissions configuration (\`permissions\` in \`.cursor/cli.json\` or \`~/.cursor/cli-config.json\`).`;
        push('permission_denied', f.force === true
            ? `${what} With \`force: true\` only a \`deny\` rule blocks a command: remove the rule that matches it, or ask for the work without that command.`
            : `${what} Pass \`force: true\` to let the agent run commands, or add the command to \`permissions.allow\` (for example \`"Shell(npm)"\`); a \`deny\` rule blocks it even with \`force\`.`);
    }
    if (rejectedMcp > 0) {
        push('rejected_mcp', 'MCP tool calls were rejected: add `--approve-mcps` to `extra-args` to approve configured MCP servers.');
    }
    const missing = (0,_mcp_js__WEBPACK_IMPORTED_MODULE_0__/* .missingServers */ .FK)(f.mcp, f.report.mcp);
    if (missing.length > 0)
        push('mcp_unavailable', mcpFix(missing, rejectedMcp > 0 || f.approveMcps === true));
    // What the CLI's words say went wrong: its stderr, and an error result's text.
    const words = `${f.stderr}\n${f.report.result?.isError === true ? f.report.result.text : ''}`;
    const cause = (0,_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .causeOf */ .r)(words);
    if (cause === 'auth' ||
        /CURSOR_API_KEY/.test(f.stderr) ||
        (f.apiKeySet === false && f.verdict.conclusion === 'failure' && f.report.result === undefined)) {
        if (f.apiKeySet === true && cause === 'auth')
            push('auth', "The CLI refused the API key it was given: the key is expired, revoked, or belongs to another account. Check it in Cursor's dashboard (cursor.com/dashboard → Integrations → API Keys: is it still listed?), or on your machine: `CURSOR_API_KEY=<the key> cursor-agent status` says `Logged in` for a working key. Then store a working key in the secret `api-key` reads (`CURSOR_API_KEY`).", 'the API key was refused (expired, revoked or another account): check it');
        else
            push('auth', "The CLI is not authenticated. Set `api-key: ${{ secrets.CURSOR_API_KEY }}` (a key from Cursor's dashboard; API keys need a paid plan).", 'not authenticated: set `api-key` (a Cursor API key; paid plan)');
    }
    if ((0,_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlanModelRefusal */ .P)(words)) {
        push('model', 'The account\'s plan can use only the `auto` model ("Named models unavailable"): remove `model` (or set `model: auto`), or use an API key of a paid plan.');
    }
    else if (cause === 'model_unavailable' ||
        /unknown model|model .* not (found|available)/i.test(f.stderr)) {
        push('model', 'The model id was not accepted. Check the `model` input against `cursor-agent models` (ids, not display names; no `[effort=…]` suffix).');
    }
    if (cause === 'workspace_missing' || f.verdict.reason === 'workspace_missing') {
        push('workspace_missing', "The directory the CLI runs in was not there: put `actions/checkout` before this step, and check that `working-directory` exists in the commit the agent works on (with `checkout-pr`, the pull request's head), and that the prompt does not have the agent delete it.");
    }
    if (f.trust === false && (/trust/i.test(f.stderr) || /trust/i.test(f.report.finalMessage))) {
        push('trust', 'The CLI stopped at the workspace-trust prompt. Set `trust: true`.');
    }
    if (cause === 'usage_limit') {
        push('usage_limit', "The Cursor account has hit its usage limit. Cursor's dashboard (cursor.com/dashboard → Usage) shows the usage and when it resets; wait for the reset or raise the limit (a team's admin sets spending limits), then re-run the job.");
    }
    else if (/free plan|upgrade|usage limit|rate limit/i.test(f.stderr)) {
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


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   gx: () => (/* binding */ str)
/* harmony export */ });
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

/***/ 2558:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ MAX_RUN_TOKENS),
/* harmony export */   Bn: () => (/* binding */ LEDGER_VERSION),
/* harmony export */   Hg: () => (/* binding */ emptyLedger),
/* harmony export */   IW: () => (/* binding */ OLDER_COUNTS),
/* harmony export */   Ir: () => (/* binding */ trimLedger),
/* harmony export */   K5: () => (/* binding */ tokenCounts),
/* harmony export */   PP: () => (/* binding */ lastReview),
/* harmony export */   Sd: () => (/* binding */ totals),
/* harmony export */   Z: () => (/* binding */ addRun),
/* harmony export */   _k: () => (/* binding */ MAX_RUNS),
/* harmony export */   aC: () => (/* binding */ MAX_RUN_MS),
/* harmony export */   dR: () => (/* binding */ mergeLedgers),
/* harmony export */   l_: () => (/* binding */ runUsage),
/* harmony export */   nM: () => (/* binding */ lastSession),
/* harmony export */   pY: () => (/* binding */ PR_CAPS),
/* harmony export */   w$: () => (/* binding */ LEDGER_EVENTS),
/* harmony export */   wW: () => (/* binding */ runOrder)
/* harmony export */ });
const LEDGER_VERSION = 1;
/** Runs kept in full; older ones live on in the `older` aggregate. */
const MAX_RUNS = 50;
/** One run's token counts above this are not believed (a trillion: no run comes near). */
const MAX_RUN_TOKENS = 1_000_000_000_000;
/** One run's duration above this (about 115 days) is not believed. */
const MAX_RUN_MS = 10_000_000_000;
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
/** The ledger with `run` in it (replacing an entry of the same run), trimmed to MAX_RUNS. */
function addRun(ledger, run) {
    const single = { v: LEDGER_VERSION, key: ledger.key, runs: [run], older: NOTHING_OLDER };
    return trimLedger(mergeLedgers(ledger, single));
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

/***/ 9532:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ LineSplitter)
/* harmony export */ });
/** A line longer than this is not kept whole: it is reported as oversized and skipped. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/**
 * How much of a skipped line is passed on, decoded, as its head. Consumers redact it before they
 * cut it to what they show, so it is far longer than that: a secret starting in the part shown
 * is whole in the head (the longest, a PEM key, is a few KiB), and is found and masked. The run
 * of token characters the cut went through is dropped (headOf): masking what comes before it
 * could otherwise bring a piece of a secret into the part shown.
 */
const HEAD_BYTES = 16 * 1024;
/** The first HEAD_BYTES of a longer line, decoded, without the piece of a token at the cut. */
function headOf(bytes) {
    const head = bytes.subarray(0, HEAD_BYTES).toString('utf8');
    // Backwards over the token characters (and a character cut in two) at the end: a regular
    // expression anchored at the end would try every start position, quadratic on 16 KiB.
    let end = head.length;
    while (end > 0 && TOKEN_CHAR.test(head.charAt(end - 1)))
        end--;
    return head.slice(0, end);
}
/** What a key, a token or an encoded one can be made of (cutHead's set, plus encodings). */
const TOKEN_CHAR = /[A-Za-z0-9_+/=\\%.:\uFFFD-]/;
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
    peek;
    /** Pieces of the line not yet ended (slices of earlier chunks). */
    parts = [];
    partBytes = 0;
    oversize = false;
    oversizeHead = '';
    first = true;
    /** Bytes to pass on at the end of the current chunk. */
    out = [];
    constructor(onLine, onOversize = () => undefined, maxLine = MAX_LINE_BYTES, onBytes, peek) {
        this.onLine = onLine;
        this.onOversize = onOversize;
        this.maxLine = maxLine;
        this.onBytes = onBytes;
        this.peek = peek;
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
            this.oversizeHead = headOf(Buffer.concat(this.parts));
            this.parts = [];
        }
    }
    skipped(bytes, tail) {
        const head = this.oversize
            ? this.oversizeHead
            : headOf(Buffer.concat([...this.parts, tail.subarray(0, HEAD_BYTES)]));
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
        if (this.peek?.(buf, from, to) === true)
            return undefined;
        const r = this.onLine(buf.toString('utf8', from, to), buf, from, to);
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

/***/ 1139:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ missingServers),
/* harmony export */   UI: () => (/* binding */ missingSentence),
/* harmony export */   ZO: () => (/* binding */ mcpCallEnded),
/* harmony export */   gB: () => (/* binding */ mcpCallStarted),
/* harmony export */   h2: () => (/* binding */ failingServers),
/* harmony export */   yi: () => (/* binding */ parseMcpList),
/* harmony export */   zT: () => (/* binding */ emptyMcpUse)
/* harmony export */ });
/* unused harmony export MCP_LIMITS */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6153);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2020);
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2230);
/**
 * MCP servers: which server an `mcpToolCall` went to and how its calls ended (folded per server
 * by report.ts), what `cursor-agent mcp list` said of each before the run, and which servers
 * `require-mcp` names that had no successful call. Pure; docs/stream.md §3.1 has the shapes.
 */



const MCP_LIMITS = {
    /** Servers counted one by one; calls to further servers are only counted together. */
    servers: 100,
    /** Characters kept of a server's name (the stream can send anything there). */
    name: 200,
    /** Characters kept of a server's last error. */
    error: 1000
};
function emptyMcpUse() {
    return { servers: new Map(), untracked: 0 };
}
/**
 * The server an `mcpToolCall` went to: `serverIdentifier`, else `providerIdentifier`, else the
 * part of `name` (`<server>-<tool>`) before `-<toolName>`; '' when the call names none.
 */
function mcpServerOf(args) {
    if (args === undefined)
        return '';
    const id = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.serverIdentifier) || (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.providerIdentifier);
    if (id !== undefined && id !== '')
        return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(id, MCP_LIMITS.name);
    const name = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.name) ?? '';
    const tool = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.toolName) ?? '';
    if (tool !== '' && name.length > tool.length + 1 && name.endsWith(`-${tool}`))
        return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(name.slice(0, -tool.length - 1), MCP_LIMITS.name);
    return '';
}
/** The counts of `server`, made when new; undefined past the limit of servers. */
function entry(use, server) {
    let counts = use.servers.get(server);
    if (counts === undefined && use.servers.size < MCP_LIMITS.servers) {
        counts = { calls: 0, ok: 0, failed: 0, rejected: 0 };
        use.servers.set(server, counts);
    }
    return counts;
}
/** An `mcp` call started (or completed with no start seen): its server noted and counted. */
function mcpCallStarted(use, call, args) {
    const server = mcpServerOf(args);
    call.server = server;
    const counts = entry(use, server);
    if (counts === undefined)
        use.untracked++;
    else
        counts.calls++;
}
/** A call to `server` ended: counted by outcome; a failure's words become its last error. */
function mcpCallEnded(use, server, state, error) {
    const counts = use.servers.get(server);
    if (counts === undefined)
        return;
    if (state === 'ok')
        counts.ok++;
    else if (state === 'failed' || state === 'rejected') {
        if (state === 'failed')
            counts.failed++;
        else
            counts.rejected++;
        const words = error?.trim() ?? '';
        counts.lastError = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(words !== '' ? words : state === 'failed' ? 'failed' : 'rejected', MCP_LIMITS.error + 1);
    }
}
/** Servers with calls, every one of which failed or was rejected. */
function failingServers(use) {
    const out = [];
    for (const [name, c] of use.servers)
        if (c.calls > 0 && c.failed + c.rejected === c.calls)
            out.push(name);
    return out;
}
/** The words each status starts with, as the CLI prints them. */
const STATUS_WORDS = [
    ['ready', 'ready'],
    ['Error:', 'error'],
    ['not loaded', 'not_loaded'],
    ['disabled', 'disabled'],
    ['requires_authentication', 'needs_auth'],
    ['loading', 'loading'],
    ['connecting', 'loading']
];
function statusOf(text) {
    for (const [words, status] of STATUS_WORDS)
        if (text === words ||
            text.startsWith(`${words} `) ||
            (words.endsWith(':') && text.startsWith(words)))
            return status;
    return undefined;
}
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
/** A status glyph some builds may put before a row. */
const GLYPH = /^[○●◯✓✔✗✘•·*-]\s+/u;
/**
 * The servers `cursor-agent mcp list` printed, one `<name>: <status>` a line (ANSI colours and a
 * leading glyph dropped). The name may hold `: ` itself and so may the status (`Error: …`), so
 * the row splits at the last `: ` whose remainder is a known status, else at the first. `empty`:
 * the CLI said no server is configured. Undefined when nothing in the text looks like a row.
 */
function parseMcpList(stdout) {
    const servers = [];
    let empty = false;
    for (const raw of stdout.replace(ANSI, '').split(/\r?\n/)) {
        const line = raw.trim().replace(GLYPH, '');
        if (/^No MCP servers configured/i.test(line))
            empty = true;
        const row = splitRow(line);
        if (row !== undefined && servers.length < MCP_LIMITS.servers)
            servers.push(row);
    }
    if (servers.length === 0 && !empty)
        return undefined;
    return { servers, empty };
}
function splitRow(line) {
    for (let at = line.lastIndexOf(': '); at > 0; at = line.lastIndexOf(': ', at - 1)) {
        const text = line.slice(at + 2).trim();
        const status = statusOf(text);
        if (status !== undefined)
            return row(line.slice(0, at), status, text);
    }
    const first = line.indexOf(': ');
    if (first <= 0)
        return undefined;
    return row(line.slice(0, first), 'unknown', line.slice(first + 2).trim());
}
function row(name, status, text) {
    return {
        name: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(name.trim(), MCP_LIMITS.name),
        status,
        text: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(text, MCP_LIMITS.error + 1)
    };
}
/**
 * The required servers with no successful call in the stream. A call that succeeded wins over
 * the CLI's list: `mcp list` does not see `--approve-mcps`, so a server it lists as
 * `not loaded (needs approval)` can still load in the run (docs/stream.md §5.1).
 */
function missingServers(facts, use) {
    if (facts === undefined)
        return [];
    const out = [];
    for (const name of facts.required) {
        const counts = use.servers.get(name);
        if (counts !== undefined && counts.ok > 0)
            continue;
        const listed = facts.listed?.find((l) => l.name === name);
        out.push({
            name,
            ...(counts !== undefined ? { counts } : {}),
            ...(listed !== undefined ? { listed } : {})
        });
    }
    return out;
}
/** Characters of a last error quoted in the step's message (the summary shows more). */
const QUOTED_ERROR = 300;
/** What is known of one missing server: its calls, its last error, what the CLI listed. */
function whyMissing(m) {
    const c = m.counts;
    const calls = c === undefined || c.calls === 0
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `the agent never called it`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${c.calls} call${c.calls === 1 ? '' : 's'}, none successful (${c.failed} failed, ${c.rejected} rejected)`;
    const last = c?.lastError !== undefined
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `; last error: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(c.lastError, QUOTED_ERROR + 1).replace(/\s+/g, ' ')}`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ``;
    const listed = m.listed === undefined
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ``
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `; before the run ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('cursor-agent mcp list')} said ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(m.listed.text)}`;
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(m.name)}: ${calls}${last}${listed}`;
}
/**
 * The sentence naming the required servers that were not available: the step's failure
 * (`mcp_unavailable`), or added to another failure's message.
 */
function missingSentence(missing) {
    const items = missing.map(whyMissing);
    return missing.length === 1
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `The MCP server that ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('require-mcp')} names had no successful call: ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(items, '')}.`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `The MCP servers that ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('require-mcp')} names had no successful call: ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(items, '; ')}.`;
}


/***/ }),

/***/ 3547:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ex: () => (/* binding */ ReportBuilder),
  _O: () => (/* reexport */ emptyReport)
});

// UNUSED EXPORTS: REPORT_LIMITS, foldText

// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(7842);
// EXTERNAL MODULE: ./src/core/lines.ts
var lines = __nccwpck_require__(9532);
// EXTERNAL MODULE: ./src/core/json.ts
var json = __nccwpck_require__(6153);
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
        const diff = (0,json/* str */.gx)(body.diffString) ?? '';
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

// EXTERNAL MODULE: ./src/core/mcp.ts
var mcp = __nccwpck_require__(1139);
;// CONCATENATED MODULE: ./src/core/report-model.ts

const REPORT_LIMITS = {
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
/** A report of nothing: the fold's starting point, and what is published when no run happened. */
function emptyReport() {
    return {
        finalMessage: '',
        segments: 0,
        events: 0,
        tools: [],
        counts: { calls: 0, running: 0, failed: 0, rejected: 0, orphans: 0, byKind: new Map() },
        filesRead: [],
        filesChanged: [],
        mcp: (0,mcp/* emptyMcpUse */.zT)(),
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
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
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

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(2020);
// EXTERNAL MODULE: ./src/core/tools.ts
var tools = __nccwpck_require__(3672);
;// CONCATENATED MODULE: ./src/core/report.ts
/**
 * The fold: events in, one run report out. Pure (the clock is injected) and incremental, so the
 * live log, the summary, the outputs and the offline report all read the same facts.
 * Memory stays bounded however long the stream: tool output is kept only as a short tail and only
 * for calls that failed or were rejected, text fields are capped, samples are capped.
 */










/** Most lines change nothing the watchers see (thinking and assistant deltas): one value for all. */
const NONE = Object.freeze({ kind: 'none' });
/** The start of a text, at most `max` characters, no mark (a cap on what the report keeps). */
const NO_MARK = { mark: '' };
function cap(text, max) {
    return (0,core_text/* truncate */.xv)(text, max, NO_MARK);
}
class ReportBuilder {
    options;
    report = emptyReport();
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
    compactAt = 2 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls);
    nextIndex = 1;
    now;
    redact;
    /** Parses the lines given unparsed (`line`): one stream's. */
    parser = new events/* StreamParser */.Yc();
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
    line(line, parsed = this.parser.parse(line, this.redact)) {
        if (parsed.ok)
            return this.apply(parsed.event);
        if (parsed.reason === 'blank')
            return NONE;
        const shown = parsed.redacted ?? line;
        const d = this.report.diagnostics;
        d.invalidLines++;
        if (d.invalidSamples.length < REPORT_LIMITS.samples)
            d.invalidSamples.push(cap(shown, REPORT_LIMITS.sampleChars));
        return { kind: 'invalid', line: shown };
    }
    oversize(bytes, head) {
        const d = this.report.diagnostics;
        d.oversizeLines++;
        if (d.invalidSamples.length < REPORT_LIMITS.samples) {
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
                return NONE;
            case 'thinking':
                if (event.subtype === 'delta')
                    r.diagnostics.thinkingDeltas++;
                return NONE;
            case 'assistant':
                return this.assistant(event.variant, event.text);
            case 'tool_call':
                return event.subtype === 'started' ? this.started(event) : this.completed(event);
            case 'result':
                return this.result(event);
            case 'interaction_query': {
                const d = r.diagnostics;
                d.interactionQueries++;
                if (d.querySamples.length < REPORT_LIMITS.samples) {
                    d.querySamples.push(cap(`${event.queryType} ${event.detail}`.trim(), REPORT_LIMITS.sampleChars));
                }
                return { kind: 'query', queryType: event.queryType, detail: event.detail };
            }
            case 'error': {
                const d = r.diagnostics;
                if (d.errorEvents.length < REPORT_LIMITS.samples)
                    d.errorEvents.push(cap(event.message, REPORT_LIMITS.sampleChars));
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
            if (this.pendingDelta.length < REPORT_LIMITS.text)
                this.pendingDelta += text;
            return NONE;
        }
        this.pendingDelta = '';
        this.report.segments++;
        const kept = cap(text, REPORT_LIMITS.text);
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
            return NONE;
        }
        const call = this.newCall(event, false);
        this.running.add(call);
        this.report.counts.running++;
        if (this.running.size > REPORT_LIMITS.runningCalls) {
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
            target: cap(this.target(tool.kind, tool.args), REPORT_LIMITS.target),
            description: tool.description,
            state: 'running',
            orphan,
            ...(orphan
                ? {}
                : { startedAt: this.now(), startedAtMs: tool.startedAtMs, timestampMs: event.timestampMs })
        };
        if (tool.args !== undefined)
            this.notePath(call, (0,json/* str */.gx)(tool.args.path));
        if (call.kind === 'mcp')
            (0,mcp/* mcpCallStarted */.gB)(this.report.mcp, call, tool.args);
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
        const recentFrom = tools.length - REPORT_LIMITS.recentCalls;
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
        this.compactAt = Math.max(2 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls), 2 * kept.length);
    }
    completed(event) {
        const { tool } = event;
        let call = event.callId === '' ? this.oldestAnonymous(tool.kind) : this.calls.get(event.callId);
        if (call === undefined && event.callId === '') {
            event = { ...event, callId: `(no id ${++this.anonymous})` };
        }
        if (call !== undefined && call.state !== 'running') {
            this.report.diagnostics.duplicateCompletions++;
            return NONE;
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
            if (call.kind === 'mcp')
                (0,mcp/* mcpCallStarted */.gB)(this.report.mcp, call, tool.args);
        }
        const c = (0,tools/* classify */.L8)(tool.result);
        if (call.target === '' && c.outcome !== 'unknown') {
            const fromResult = tool.result !== undefined ? Object.values(tool.result)[0] : undefined;
            if ((0,json/* isObject */.Gv)(fromResult)) {
                call.target = cap(this.target(call.kind, fromResult), REPORT_LIMITS.target);
            }
        }
        call.state = c.outcome;
        if (c.reason !== undefined)
            call.reason = cap(c.reason, REPORT_LIMITS.sampleChars);
        if (c.exitCode !== undefined)
            call.exitCode = c.exitCode;
        if (c.denied === true)
            call.denied = true;
        // A rejected call never ran, so whatever time passed is the approval round trip, not work.
        call.durationMs =
            c.outcome === 'rejected'
                ? undefined
                : this.duration(call, c.executionMs, tool.completedAtMs, event.timestampMs);
        this.count(call);
        if (call.server !== undefined)
            (0,mcp/* mcpCallEnded */.ZO)(this.report.mcp, call.server, call.state, c.reason);
        if ((c.outcome === 'failed' || c.outcome === 'rejected') &&
            this.keptProblems < REPORT_LIMITS.problemCalls) {
            this.keptProblems++;
            this.problems.add(call);
        }
        if ((c.outcome === 'failed' || c.outcome === 'rejected') && c.output !== undefined) {
            if (this.keptTails < REPORT_LIMITS.outputTails) {
                // The output's fields were redacted one by one; stdout and stderr joined are checked
                // again, whole, before the cut, so a key split across them cannot come out of the tail.
                const output = this.redact !== undefined ? this.redact(c.output) : c.output;
                call.outputTail = (0,core_text/* truncate */.xv)(output, REPORT_LIMITS.outputTail + 1, { keep: 'tail' });
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
        // two are never mixed (docs/stream.md §2.5).
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
            text: event.text !== '' ? cap(event.text, REPORT_LIMITS.text) : (previous?.text ?? ''),
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
        const t = (0,tools/* targetOf */.$r)(kind, args);
        return tools/* WRITE_KINDS */.WU.has(kind) || tools/* READ_KINDS */.H3.has(kind) || kind === 'ls' ? this.rel(t) : t;
    }
    rel(p) {
        return workspacePath(p, this.report.cwd ?? this.options.root);
    }
    notePath(call, p) {
        if (p !== undefined && p !== '' && (tools/* WRITE_KINDS */.WU.has(call.kind) || tools/* READ_KINDS */.H3.has(call.kind))) {
            call.path = this.rel(p);
        }
    }
    noteFiles(call, result) {
        const success = result?.success;
        const body = (0,json/* isObject */.Gv)(success) ? success : {};
        if (call.path === undefined) {
            const p = (0,json/* str */.gx)(body.path);
            if (p !== undefined)
                this.notePath(call, p);
        }
        const p = call.path;
        if (p === undefined)
            return;
        if (tools/* READ_KINDS */.H3.has(call.kind)) {
            this.files.noteRead(p);
        }
        else if (tools/* WRITE_KINDS */.WU.has(call.kind)) {
            const lines = this.files.noteEdit(call.kind, p, body);
            call.linesAdded = lines.added;
            call.linesRemoved = lines.removed;
        }
    }
    /**
     * The report itself, which keeps growing as lines arrive: for the run's observers, which read
     * it on every line (no copy on the hot path). Readers must not change it.
     */
    live() {
        return this.report;
    }
    /** A copy of the report as it stands: nothing done to it reaches the builder, nor the reverse. */
    snapshot() {
        return structuredClone(this.report);
    }
    /** Adds or merges a change found by git after the run (commands write files too). */
    mergeGitChange(change) {
        this.files.mergeGit(change);
    }
}
/** Folds a whole stream held in memory (tests, the offline report). */
function foldText(text, options = {}) {
    const builder = new ReportBuilder(options);
    // The live run's splitter, so a saved stream is read by the same rules (CRLF, BOM, oversize).
    const splitter = new LineSplitter((line) => {
        builder.line(line);
    }, (bytes, head) => builder.oversize(bytes, head));
    splitter.push(Buffer.from(text));
    splitter.end();
    // The builder goes out of scope here: its report needs no copy.
    return builder.live();
}


/***/ }),

/***/ 2230:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ joinSaid),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   ag: () => (/* binding */ said),
/* harmony export */   f$: () => (/* binding */ shownText),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   oX: () => (/* binding */ Said),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2020);
/**
 * Sentences of ours, and the values they quote: the line between markup we write and text we only
 * show. A `Said` is one of our sentences with holes in it (the `said` template tag makes one): the
 * pieces between the holes are markdown we wrote (code spans, links, list items) and render as
 * markup; each value in a hole can be anything (a path the agent chose, git's message, an input's
 * value, a URL) and is never markup: render/markdown.ts `markup` escapes each through the helper
 * its kind names, after redacting it. `plainText` gives the same sentence for the log, the
 * outputs and the step's error, where nothing is markup.
 *
 * A bare string where a Sentence is expected is someone else's text, or ours not yet written this
 * way: it is shown as literal text, never as markup. The rule for authors: a hole never sits
 * inside a construct the pieces open (between two backticks, inside a link's brackets); use the
 * value kinds for those.
 */

class Said {
    pieces;
    values;
    constructor(
    /** Markdown of ours, one more than `values`. */
    pieces, values) {
        this.pieces = pieces;
        this.values = values;
    }
    /** The plain sentence: so a Said reads right wherever a string is made of it. */
    toString() {
        return plainText(this);
    }
}
/**
 * Our sentence with its values: a string or Value in a hole is a value (a string is literal
 * text); a number is ours and joins the pieces, and so does a Said (our sentence within ours).
 */
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
/** Markup of ours with no values (a separator, a heading). */
function ours(markdown) {
    return new Said([markdown], []);
}
/** Sentences one after another, as one; a bare string among them is a value (literal text). */
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
/** Items with `separator` (markdown of ours) between them. */
function list(items, separator) {
    return concat(...items.flatMap((item, i) => (i === 0 ? [item] : [ours(separator), item])));
}
/** `first`, then each item after `separator` (both markdown of ours). */
function joinSaid(first, items, separator) {
    return concat(ours(first), ...items.flatMap((item) => [ours(separator), item]));
}
/** What a value reads as in plain text. */
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
/** A value as an input error shows it: JSON-quoted, cut to 80 characters. */
function shownText(value) {
    return JSON.stringify((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(value, 81));
}
/** The sentence with every value as it is: for the log, the outputs, the step's error. */
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

/***/ 2032:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vf: () => (/* binding */ withSchemaInstructions),
/* harmony export */   hC: () => (/* binding */ parseSchemaInput),
/* harmony export */   vV: () => (/* binding */ checkStructuredOutput)
/* harmony export */ });
/* unused harmony export extractJson */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4296);

/**
 * Reads the `output-schema` input: inline JSON when it starts with `{`, else a path read by
 * `readFile` (the caller resolves it against the workspace). Returns the schema, or a problem
 * sentence (without the input's name, which the caller adds).
 */
function parseSchemaInput(value, readFile, compile) {
    const v = value.trim();
    let text;
    let where;
    if (v.startsWith('{')) {
        text = v;
        where = 'the inline schema';
    }
    else {
        try {
            text = readFile(v);
        }
        catch (error) {
            const code = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errnoOf */ .UQ)(error) ?? (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error);
            return { problem: `cannot be read as a file: ${JSON.stringify(v)} (${code})` };
        }
        where = `the file ${JSON.stringify(v)}`;
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        return {
            problem: `${where} is not JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)})`
        };
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return { problem: `${where} must be a JSON object (a JSON Schema)` };
    }
    try {
        compile(parsed);
    }
    catch (error) {
        return { problem: `${where} is not a usable JSON Schema: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}` };
    }
    return { schema: parsed };
}
/** The prompt with the schema appended, so the agent knows what its final message must be. */
function withSchemaInstructions(prompt, schema) {
    return [
        prompt.trimEnd(),
        '',
        'When you have finished, your final message must be a single JSON value that is valid against the JSON Schema below: only the JSON, or the JSON in one ```json fenced block, with no other JSON block after it.',
        '',
        '```json',
        JSON.stringify(schema, null, 2),
        '```'
    ].join('\n');
}
/**
 * The JSON in a final message: the whole message when it parses, else the last ```json (or
 * ~~~json) fenced block. A fence closes with the same character, at least as long (CommonMark).
 */
function extractJson(message) {
    const whole = message.trim();
    if (whole === '')
        return { problem: 'The final message is empty; it must be JSON.' };
    try {
        return { value: JSON.parse(whole) };
    }
    catch {
        // Not JSON as a whole: look for a fenced block.
    }
    const blocks = fencedJsonBlocks(message);
    const last = blocks.at(-1);
    if (last === undefined) {
        return {
            problem: 'The final message is not JSON and holds no ```json fenced block.'
        };
    }
    try {
        return { value: JSON.parse(last) };
    }
    catch (error) {
        return {
            problem: `The last \`\`\`json block of the final message is not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)}).`
        };
    }
}
function fencedJsonBlocks(message) {
    const out = [];
    const lines = message.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const open = /^ {0,3}(`{3,}|~{3,})\s*json5?\s*$/i.exec(lines[i] ?? '');
        if (open?.[1] === undefined)
            continue;
        const fence = open[1];
        const body = [];
        let closed = false;
        while (++i < lines.length) {
            const line = lines[i] ?? '';
            const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
            if (close?.[1]?.[0] === fence[0] && close[1].length >= fence.length) {
                closed = true;
                break;
            }
            body.push(line);
        }
        if (closed)
            out.push(body.join('\n'));
    }
    return out;
}
function checkStructuredOutput(message, schema, compile) {
    const found = extractJson(message);
    if ('problem' in found)
        return { ok: false, errors: [found.problem] };
    const errors = compile(schema)(found.value);
    if (errors.length === 0) {
        try {
            return { ok: true, json: JSON.stringify(found.value) };
        }
        catch (error) {
            // JSON.parse takes deeper nesting than JSON.stringify can walk back (a schema that does not
            // walk the value passes it): judged like the validator's own RangeError.
            if (!(error instanceof RangeError))
                throw error;
            return { ok: false, errors: ['(root) is nested too deeply to be checked against the schema'] };
        }
    }
    return { ok: false, errors };
}


/***/ }),

/***/ 1922:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ RESUME_PR)
/* harmony export */ });
/** The `resume` value that continues the pull request's last session. */
const RESUME_PR = 'pr';


/***/ }),

/***/ 2020:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ cutTail),
/* harmony export */   fz: () => (/* binding */ cutHead),
/* harmony export */   w$: () => (/* binding */ lastLines),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/** Cutting text to a size: the one truncation helper, and the last lines of a text. */
/**
 * At most `max` characters, the mark (`…` unless given) counted in, where text was cut.
 * `keep: 'head'` (the default) keeps the start; `'tail'` keeps the end (where a command's errors
 * are). Never splits a surrogate pair, so the result is always well-formed text.
 *
 * Text that may hold a secret the redactor has not masked yet is cut with cutHead/cutTail
 * (below) instead: they also drop a run of token characters the cut went through, so no piece of
 * a key survives a cut made before (or without) redaction. Text cut here is redacted already, or
 * holds nothing secret.
 */
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
/** The last `n` lines of a text (all of it when it has fewer). */
function lastLines(text, n) {
    return text.split('\n').slice(-n).join('\n');
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


/***/ }),

/***/ 3672:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   H3: () => (/* binding */ READ_KINDS),
/* harmony export */   L8: () => (/* binding */ classify),
/* harmony export */   WU: () => (/* binding */ WRITE_KINDS),
/* harmony export */   ai: () => (/* binding */ maskMcpContent),
/* harmony export */   zY: () => (/* binding */ readToolCall)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6153);
/**
 * The `tool_call` object: which tool, its arguments, its result, and how the call ended.
 * Real streams put sibling keys next to the tool key (`hookAdditionalContexts`, `toolCallId`,
 * `startedAtMs`), so the kind is the key that ends in `ToolCall` and holds an object, never the
 * first key. The documented-but-unseen `function: {name, arguments}` form is read too.
 */

/** With a redactor, what is decoded here (JSON inside a JSON string) is redacted once decoded. */
function readToolCall(value, redact) {
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return { kind: 'unknown' };
    const meta = {
        startedAtMs: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(value.startedAtMs),
        completedAtMs: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(value.completedAtMs)
    };
    for (const [key, body] of Object.entries(value)) {
        if (key.endsWith('ToolCall') && key.length > 'ToolCall'.length && (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(body)) {
            return {
                kind: key.slice(0, -'ToolCall'.length),
                args: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(body.args) ? body.args : undefined,
                result: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(body.result) ? body.result : undefined,
                description: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.description) ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(value.description),
                ...meta
            };
        }
    }
    const fn = value.function;
    if ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(fn)) {
        return {
            kind: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(fn.name) ?? 'function',
            args: parseArguments(fn.arguments, redact),
            result: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(fn.result) ? fn.result : undefined,
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
    if ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return value;
    if (typeof value !== 'string')
        return undefined;
    try {
        const parsed = JSON.parse(value);
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(parsed))
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
const FAILURE_KEYS = [
    'failure',
    'error',
    'spawnError',
    'writePermissionDenied',
    'permissionDenied'
];
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
        const body = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(rejected) ? rejected : {};
        return { outcome: 'rejected', reason: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.reason) ?? '', ...shellFacts(body) };
    }
    for (const key of FAILURE_KEYS) {
        const body = result[key];
        if (body === undefined)
            continue;
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(body))
            return {
                outcome: 'failed',
                reason: typeof body === 'string' ? body : key,
                ...(key === 'permissionDenied' ? { denied } : {})
            };
        const facts = shellFacts(body);
        const reason = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.errorMessage) ??
            (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.error) ??
            (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.message) ??
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
        const body = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(success) ? success : {};
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
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(item))
            continue;
        const t = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(item.text) ? (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(item.text.text) : (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(item.text);
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
function maskMcpContent(result, redact) {
    const success = result?.success;
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(success) || !Array.isArray(success.content) || success.content.length < 2)
        return false;
    const joined = contentText(success.content, Infinity);
    const masked = redact(joined);
    if (masked === joined)
        return false;
    success.content = [{ text: { text: masked } }];
    return true;
}
function shellFacts(body) {
    const exitCode = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(body.exitCode);
    const executionMs = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(body.executionTime) ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(body.localExecutionTimeMs);
    const stdout = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.stdout) ?? '';
    const stderr = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.stderr) ?? '';
    const interleaved = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(body.interleavedOutput) ?? '';
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
            const value = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args[key]);
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


/***/ }),

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* binding */ eventOf),
/* harmony export */   Ae: () => (/* binding */ COMMENT_EVENTS),
/* harmony export */   H5: () => (/* binding */ TRIGGER_EVENTS),
/* harmony export */   Mg: () => (/* binding */ readOnlyOnFork),
/* harmony export */   RE: () => (/* binding */ pullFacts),
/* harmony export */   cL: () => (/* binding */ withPullRefs),
/* harmony export */   j_: () => (/* binding */ readEvent),
/* harmony export */   uN: () => (/* binding */ prBase)
/* harmony export */ });
/* unused harmony exports parseEvent, currentEvent */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6153);
/**
 * What the runner tells us about the event that started the job: a pure parse of the payload
 * file (GITHUB_EVENT_PATH) and the GITHUB_* variables. Every fact the bot acts on (which PR or
 * issue, who wrote the request, the request itself) comes from here, never from the model and
 * never refetched: a comment edited after the trigger changes nothing.
 */


/** Events on which the action keeps a comment on a PR or an issue. */
const COMMENT_EVENTS = [
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review_comment',
    'pull_request_review',
    'issues'
];
/** Events whose body is a request someone typed: the trigger phrase gates these. */
const TRIGGER_EVENTS = [
    'issue_comment',
    'pull_request_review_comment',
    'pull_request_review',
    'issues'
];
function obj(v) {
    return (0,_core_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(v) ? v : undefined;
}
/** '' when missing: the payload's text fields are shown or compared, never told apart from ''. */
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
/** Reads the runner's payload file; a missing or broken file is an empty payload. */
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
        // An issue_comment on a PR carries the issue with a `pull_request` link, not the PR itself.
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
    // A deleted fork has no head repo: treat it as a fork (never push there).
    return head.repo === '' || head.repo.toLowerCase() !== base.repo.toLowerCase();
}
/** The event the runner describes: reads GITHUB_EVENT_PATH and the GITHUB_* variables. */
function currentEvent(env) {
    return parseEvent(env, readPayload(env.eventPath));
}
/** Reads the event once; never throws (each stage decides what an unreadable event means). */
function readEvent(env) {
    try {
        return { event: currentEvent(env) };
    }
    catch (error) {
        return { error };
    }
}
/** The event read, or the error reading it threw (a stage that cannot go on without it). */
function eventOf(reading) {
    if ('error' in reading)
        throw reading.error;
    return reading.event;
}
/**
 * For an issue_comment on a PR the payload has no head or base: fetch the PR once and fill them
 * in (returns a new event). Other events are returned unchanged.
 */
async function withPullRefs(client, event) {
    if (!event.isPullRequest || event.number === undefined || event.head !== undefined)
        return event;
    const { data } = await client.rest.pulls.get({
        owner: event.owner,
        repo: event.repo,
        pull_number: event.number
    });
    // A deleted fork leaves the head without a repository, whatever the typings say; `pushed_at`
    // is in the same answer as the head it is checked against (core/pull.ts changedHead).
    const headRepo = data.head.repo;
    const head = {
        ref: data.head.ref,
        sha: data.head.sha,
        repo: headRepo?.full_name ?? '',
        pushedAt: str(headRepo?.pushed_at) || undefined
    };
    const base = { ref: data.base.ref, sha: data.base.sha, repo: data.base.repo.full_name };
    return { ...event, head, base, fork: isFork(head, base) };
}
/** Events whose token is read-only on a fork's pull request (GitHub gives them no write access). */
const READ_ONLY_ON_FORKS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment'
]);
/**
 * Whether the job's token is read-only on this event: a fork's pull request on one of those
 * events. Nothing can be written to the pull request then (a review, a ledger's record).
 */
function readOnlyOnFork(event) {
    return event.fork && READ_ONLY_ON_FORKS.has(event.name);
}
/** Events about a pull request: the agent's configuration comes from its base on all of them. */
const PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
]);
/** The base to take the agent's configuration from, for the events that need one. */
function prBase(event) {
    if (!PR_EVENTS.has(event.name) || !event.isPullRequest)
        return { isPr: false };
    const sha = event.base?.sha ?? '';
    return { isPr: true, baseSha: /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined };
}
/** The pull request the run is for, when the event (or the API, see withPullRefs) names its head. */
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


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5294);
/* harmony import */ var _runner_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1814);





/** How long a handle left open may hold the process after the run (see the end). */
const LEAK_GRACE_MS = 2000;
const before = handlesBefore();
await (0,_main_js__WEBPACK_IMPORTED_MODULE_3__/* .run */ .e)();
// The process ends by itself: run() awaited everything it started (the CLI and its probe, git,
// the observers within their limit, every file written) and closed its timers, and the step's
// exit code is process.exitCode (runner.ts setFailed). Nothing is cut short, so a host that runs
// more after this module (the post step of a local runner, a test) still gets to, and the end of
// the log is never lost on an asynchronous pipe. What is still pending is named in the debug log
// (after two turns of the loop, so handles already closing, an exited child's among them, have
// gone), so a handle we leak shows there.
if ((0,_runner_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .isDebug */ ._o)()) {
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setImmediate)();
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setImmediate)();
    const pending = leftOpen();
    (0,_runner_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .debug */ .Yz)(`Pending at exit: ${pending.length > 0 ? pending.join(', ') : 'nothing'}`);
}
// A handle nobody closed (a bug of ours, or one a library keeps) must never hold the job until
// its timeout: when this module is the process's entry (the runner's `node dist/index.js`), the
// process ends anyway after a grace period. The timer is unref'd, so it keeps nothing alive
// itself and never fires when the loop drains as it should; a host that imported this module
// (a local runner, a test) is never ended by it.
if (isEntry()) {
    setTimeout(() => {
        (0,_runner_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .debug */ .Yz)(`Ending the process: ${leftOpen().join(', ')} still open.`);
        process.exit();
    }, LEAK_GRACE_MS).unref();
}
/** Whether the process was started with this file (and not a host that imported it). */
function isEntry() {
    try {
        // argv[1] is missing under `node -e`, which realpathSync refuses like a missing file.
        const main = process.argv[1] ?? '';
        return node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync(main) === node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    }
    catch {
        return false;
    }
}
/**
 * The handles the process has before the run, told apart from what the run left: stdout and
 * stderr among them (pipes on a runner), made first (Node makes them on first use).
 */
function handlesBefore() {
    process.stdout.write('');
    process.stderr.write('');
    return process.getActiveResourcesInfo();
}
/** What the process holds now that it did not hold before the run. */
function leftOpen() {
    const pending = process.getActiveResourcesInfo();
    for (const name of before) {
        const at = pending.indexOf(name);
        if (at >= 0)
            pending.splice(at, 1);
    }
    return pending;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3839:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ lstat),
/* harmony export */   DC: () => (/* binding */ hashFile),
/* harmony export */   Df: () => (/* binding */ createOwnFile),
/* harmony export */   Eb: () => (/* binding */ present),
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   ZM: () => (/* binding */ openOwnFile),
/* harmony export */   ag: () => (/* binding */ changeStamp),
/* harmony export */   f4: () => (/* binding */ writeAll),
/* harmony export */   fQ: () => (/* binding */ tempRoot),
/* harmony export */   gS: () => (/* binding */ stillOurs),
/* harmony export */   nZ: () => (/* binding */ copyThrough),
/* harmony export */   o5: () => (/* binding */ readSmall),
/* harmony export */   ye: () => (/* binding */ Written)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9532);
/**
 * Files the agent can reach (the workspace, RUNNER_TEMP, the runner's own files): read without
 * following a link the agent planted and without blocking on a FIFO or a device it left there.
 * Every adapter that touches such a path goes through here.
 */





const CHUNK = 1024 * 1024;
/**
 * What `open` needs to never follow a symlink and never wait for a FIFO's writer or a device
 * (both flags are missing on Windows, where neither kind of file is made by a shell command).
 */
const FLAGS = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants);
const OPEN_FLAGS = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_RDONLY | (FLAGS.O_NOFOLLOW ?? 0) | (FLAGS.O_NONBLOCK ?? 0);
/**
 * A descriptor for `file` when it is a regular file itself, else undefined. The agent can leave a
 * symlink to a FIFO (open() would wait for a writer for ever, and a blocked open cannot be
 * interrupted by SIGTERM), to /dev/zero (an endless read) or to a file outside the workspace, and
 * a process it left can swap what a path points at between two calls. So the check is made on the
 * descriptor, after an open that cannot follow the last symlink and cannot block.
 */
function openRegular(file) {
    let fd;
    try {
        fd = node_fs__WEBPACK_IMPORTED_MODULE_1___default().openSync(file, OPEN_FLAGS);
    }
    catch {
        return undefined;
    }
    try {
        if (node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd).isFile())
            return fd;
    }
    catch {
        // Treated like any other file that is not a regular file.
    }
    node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    return undefined;
}
/** lstat (never follows a symlink), or undefined when nothing is there or it cannot be read. */
function lstat(file) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_1___default().lstatSync(file);
    }
    catch {
        return undefined;
    }
}
/**
 * The text of a regular file of at most `max` bytes, read through one descriptor: never through a
 * link at its name (unless `follow`: a file outside the workspace, such as `~/.cursor/mcp.json`,
 * which may be a dotfile link), never blocking on a FIFO or a device, never more than `max` bytes
 * however the file grows while it is read.
 */
function readSmall(file, max, follow = false) {
    const st = lstat(file);
    if (st === undefined)
        return { kind: 'absent' };
    if (st.isSymbolicLink() && !follow)
        return { kind: 'refused', why: 'a symbolic link' };
    let fd;
    try {
        fd = node_fs__WEBPACK_IMPORTED_MODULE_1___default().openSync(file, follow ? OPEN_FLAGS & ~(FLAGS.O_NOFOLLOW ?? 0) : OPEN_FLAGS);
    }
    catch (error) {
        return { kind: 'refused', why: error.code ?? 'unreadable' };
    }
    try {
        if (!node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd).isFile())
            return { kind: 'refused', why: 'not a regular file' };
        const buf = Buffer.alloc(max + 1);
        let n = 0;
        for (let got = 1; got > 0 && n <= max; n += got)
            got = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readSync(fd, buf, n, max + 1 - n, null);
        if (n > max)
            return { kind: 'refused', why: `larger than ${max} bytes` };
        return { kind: 'text', text: buf.subarray(0, n).toString('utf8') };
    }
    catch (error) {
        return { kind: 'refused', why: error.code ?? 'unreadable' };
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    }
}
/** Whether anything (a dangling symlink too) is at this path. Never follows a symlink. */
function present(file) {
    return lstat(file) !== undefined;
}
/**
 * The file's content hash, read in 1 MiB pieces: a 1 GiB file costs 1 MiB of memory. A symlink is
 * hashed by its target path, as git stores it, and never followed; '' when nothing is there,
 * `not-a-file` for a FIFO, a socket or a device.
 */
function hashFile(file) {
    const st = lstat(file);
    if (st === undefined)
        return '';
    if (st.isSymbolicLink()) {
        try {
            return `link:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(node_fs__WEBPACK_IMPORTED_MODULE_1___default().readlinkSync(file)).digest('hex')}`;
        }
        catch {
            return 'link:';
        }
    }
    if (!st.isFile())
        return 'not-a-file';
    const fd = openRegular(file);
    if (fd === undefined)
        return present(file) ? 'not-a-file' : '';
    try {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1');
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const n = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readSync(fd, buf, 0, CHUNK, null);
            if (n === 0)
                break;
            hash.update(buf.subarray(0, n));
        }
        return hash.digest('hex');
    }
    catch {
        return '';
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    }
}
/**
 * The content of `file` when it is a regular file itself (never through a link, never blocking
 * on a FIFO or a device) of at most `limit` bytes; undefined otherwise. Reads what the file held
 * when it was opened, up to its size then: a file that grows meanwhile is not read for ever.
 */
function readRegular(file, limit) {
    const fd = openRegular(file);
    if (fd === undefined)
        return undefined;
    try {
        const size = node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd).size;
        if (size > limit)
            return undefined;
        const buf = Buffer.alloc(size);
        let at = 0;
        while (at < size) {
            const n = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readSync(fd, buf, at, size - at, at);
            if (n === 0)
                break;
            at += n;
        }
        return buf.subarray(0, at);
    }
    catch {
        return undefined;
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    }
}
/** Where the action's own files go: RUNNER_TEMP on a runner, else the system's temp folder. */
function tempRoot(temp) {
    return temp !== undefined && temp !== '' ? temp : node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir();
}
/**
 * Creates a new file of ours in `dir`, named by `name` around an unguessable id (128 random
 * bits): exclusively (O_EXCL: a file or link the agent planted at that name is an error, never
 * written through), without following a link, mode 0600. The agent runs as the same user and can
 * still swap the path afterwards; `stillOurs` tells.
 */
function createOwnFile(dir, name) {
    return openOwnFile(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, name((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex'))));
}
/** Creates exactly `file`, as createOwnFile does (the caller chose a name nobody can guess). */
function openOwnFile(file) {
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_1___default().openSync(file, (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_RDWR | (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_CREAT | (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_EXCL | (FLAGS.O_NOFOLLOW ?? 0), 0o600);
    const st = node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd);
    return { path: file, fd, dev: st.dev, ino: st.ino };
}
/**
 * Copies what was written through `from` (read back through its descriptor, from the start, a
 * megabyte at a time) to the descriptor `to`. For a file whose path the agent swapped: what the
 * action wrote is still reachable through the descriptor it kept. With `redact`, line by line
 * through it (for a file someone else wrote into). At most `limit` bytes: no more than the action
 * wrote, however long someone made the file (a sparse terabyte costs nothing to make).
 */
function copyThrough(from, to, redact, limit = Number.MAX_SAFE_INTEGER) {
    const buf = Buffer.allocUnsafe(CHUNK);
    const lines = redact !== undefined
        ? new _core_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .LineSplitter */ .g((line) => {
            writeAll(to, redact(line) + '\n');
        }, (bytes) => {
            writeAll(to, `{"type":"cursor-agent-action/oversize-line","bytes":${String(bytes)}}\n`);
        })
        : undefined;
    let at = 0;
    while (at < limit) {
        const n = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readSync(from, buf, 0, Math.min(CHUNK, limit - at), at);
        if (n === 0)
            break;
        if (lines !== undefined)
            lines.push(Buffer.from(buf.subarray(0, n)));
        else
            writeAll(to, buf, n);
        at += n;
    }
    lines?.end();
}
/** Whether `file.path` is still the file the action made: the same file, not a link to it. */
function stillOurs(file) {
    const st = lstat(file.path);
    return st !== undefined && st.isFile() && st.dev === file.dev && st.ino === file.ino;
}
/** Writes all of `data` at the descriptor's position (a short write is continued). */
function writeAll(fd, data, length) {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const end = length ?? buf.length;
    let off = 0;
    while (off < end)
        off += node_fs__WEBPACK_IMPORTED_MODULE_1___default().writeSync(fd, buf, off, end - off);
}
/**
 * What the action wrote to a file of its own, as a length and a running hash, so that reading it
 * back can tell whether the content is still exactly that. Content, not a time stamp: the agent
 * removing or renaming the path changes the file's ctime but not what the action wrote.
 */
class Written {
    hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    bytes = 0;
    add(data) {
        this.hash.update(data);
        this.bytes += data.length;
    }
    /** Whether `fd` holds exactly what was added (read through the descriptor, from the start). */
    matches(fd) {
        if (node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd).size !== this.bytes)
            return false;
        const again = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        const buf = Buffer.allocUnsafe(CHUNK);
        let at = 0;
        for (;;) {
            const n = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readSync(fd, buf, 0, CHUNK, at);
            if (n === 0)
                break;
            again.update(buf.subarray(0, n));
            at += n;
        }
        return at === this.bytes && again.digest('hex') === this.hash.copy().digest('hex');
    }
}
/**
 * When the file last changed, by the kernel's clock (ctime, in nanoseconds): no one can set it
 * back. Taken after each write of ours and compared before the next one, it tells whether
 * anything else wrote to the file in between (in place, through another descriptor).
 */
function changeStamp(fd) {
    return node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd, { bigint: true }).ctimeNs;
}


/***/ }),

/***/ 5294:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(4296);
// EXTERNAL MODULE: ./src/core/said.ts
var said = __nccwpck_require__(2230);
// EXTERNAL MODULE: ./src/core/lines.ts
var core_lines = __nccwpck_require__(9532);
;// CONCATENATED MODULE: ./src/agent/env.ts
/**
 * The CLI's environment: the job's, minus what it must not have. The action's own inputs
 * (INPUT_*) and the runner's internal tokens (which can mint OIDC tokens or write caches) are
 * removed; the key travels as CURSOR_API_KEY, never on the command line. The GitHub token is
 * the action's alone: any variable holding its value (GITHUB_TOKEN, GH_TOKEN or another name a
 * workflow chose) is dropped. A token the agent should have must be a different one.
 */
/**
 * The runner's command files: whatever is written there changes later steps (GITHUB_ENV can set
 * NODE_OPTIONS for every one of them) or this step's outputs and summary. The agent has no
 * business with them; the integrity check also puts them back if it finds them anyway. *
 * The one list of the runner's names outside runner/env.ts (scripts/check-modules.mjs allows it):
 * these are taken out of the child's environment by name, not read.
 */
const COMMAND_FILES = new Set([
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY'
]);
function childEnv(env, apiKey, githubToken = '') {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (k.startsWith('INPUT_') ||
            COMMAND_FILES.has(k) ||
            (githubToken !== '' && v?.trim() === githubToken) ||
            /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL|CACHE_URL|RESULTS_URL)$/.test(k))
            continue;
        out[k] = v;
    }
    if (apiKey !== '')
        out.CURSOR_API_KEY = apiKey;
    return out;
}

// EXTERNAL MODULE: ./src/agent/pinned.ts
var pinned = __nccwpck_require__(6451);
// EXTERNAL MODULE: ./src/agent/probe.ts
var agent_probe = __nccwpck_require__(6475);
;// CONCATENATED MODULE: ./src/agent/cli.ts
/**
 * Finding the CLI: `cli-path` when given, else `cursor-agent` on PATH, else Cursor's `agent`
 * (other tools install an `agent` too, so that one must answer `--version` with Cursor's
 * `YYYY.MM.DD-hash`), else the installer's own folder. Then, with `install: true`: a pinned build
 * (`cli-version`) from a cache or Cursor's archive (install.ts, loaded only then), else Cursor's
 * install script.
 */










class CliError extends errors/* ReasonedError */.O$ {
    constructor(message, reason) {
        super(message, reason);
        this.name = 'CliError';
    }
}
function executable(file) {
    try {
        external_node_fs_default().accessSync(file, (external_node_fs_default()).constants.X_OK);
        return external_node_fs_default().statSync(file).isFile();
    }
    catch {
        return false;
    }
}
/**
 * The first executable `name` in PATH's folders (empty entries skipped), or ''. A few synchronous
 * `access` calls: @actions/io's `which` did the same with promised `stat`s, and loading it was
 * about 6 ms of every start.
 */
function onPath(name) {
    for (const dir of (process.env.PATH ?? '').split((external_node_path_default()).delimiter)) {
        if (dir === '')
            continue;
        const file = external_node_path_default().join(dir, name);
        if (executable(file))
            return file;
    }
    return '';
}
function installDirs(env) {
    const home = env.HOME ?? external_node_os_default().homedir();
    return [external_node_path_default().join(home, '.local', 'bin'), external_node_path_default().join(home, '.cursor', 'bin')];
}
/**
 * Looks for an installed CLI without installing anything. A `cursor-agent` is taken without
 * asking its version unless `needVersion` (a pinned `cli-version`): the caller asks while the
 * CLI runs, off the path to its start (the real CLI takes a while to answer). An `agent` is only
 * Cursor's if its version says so, so that one is always asked.
 */
async function findCli(env, needVersion, signal) {
    const found = onPath('cursor-agent');
    if (found !== '')
        return { path: found, version: needVersion ? await (0,agent_probe/* cliVersion */.$g)(found, env, signal) : undefined };
    const agent = onPath('agent');
    if (agent !== '') {
        const version = await (0,agent_probe/* cliVersion */.$g)(agent, env, signal);
        if (version !== undefined)
            return { path: agent, version };
    }
    for (const dir of installDirs(env)) {
        for (const name of ['cursor-agent', 'agent']) {
            const file = external_node_path_default().join(dir, name);
            if (!executable(file))
                continue;
            if (name === 'cursor-agent' && !needVersion)
                return { path: file };
            const version = await (0,agent_probe/* cliVersion */.$g)(file, env, signal);
            if (name === 'cursor-agent' || version !== undefined)
                return { path: file, version };
        }
    }
    return undefined;
}
/**
 * `curl <url> -fsS | bash` with pipefail: the script is downloaded whole (an HTTP error or a cut
 * connection fails the try, and nothing half-downloaded runs), then fed to bash. Three tries with
 * back-off, then the install folder is put on PATH. The script installs whatever build Cursor
 * ships today; a pinned build takes the archive instead (install.ts).
 */
async function installWithScript(o) {
    const started = Date.now();
    const tries = o.tries ?? 3;
    const backoff = o.backoffMs ?? 2000;
    const problems = [];
    // Loaded only to install: it brings undici, about 90 ms of start-up (runner.ts).
    const { HttpClient } = await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(942)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4942));
    const http = new HttpClient('cursor-agent-action', [], { socketTimeout: 60_000 });
    for (let attempt = 1; attempt <= tries; attempt++) {
        try {
            // http-client follows redirects and honours https_proxy/no_proxy, as curl would on a
            // self-hosted runner behind a proxy; Node's own fetch ignores those variables.
            const response = await http.get(o.url);
            const status = response.message.statusCode ?? 0;
            const script = await response.readBody();
            if (status < 200 || status > 299) {
                throw new Error(`the installer download answered HTTP ${status}`);
            }
            if (script.trim() === '')
                throw new Error('the installer download was empty');
            const code = await runBash(script, o.env, o.log);
            if (code !== 0)
                throw new Error(`the installer script exited with code ${code}`);
            break;
        }
        catch (error) {
            const message = (0,errors/* messageOf */.bD)(error);
            problems.push(`try ${attempt}: ${message}`);
            o.log(`Install try ${attempt} of ${tries} failed: ${message}`);
            if (attempt === tries) {
                throw new CliError(`Installing the Cursor CLI from ${o.url} failed (${problems.join('; ')}).`, 'install_failed');
            }
            await new Promise((r) => setTimeout(r, backoff * attempt));
        }
    }
    for (const dir of installDirs(o.env)) {
        for (const name of ['cursor-agent', 'agent']) {
            const file = external_node_path_default().join(dir, name);
            if (executable(file)) {
                o.addPath(dir);
                const version = await (0,agent_probe/* cliVersion */.$g)(file, o.env, o.signal);
                const ms = Date.now() - started;
                const install = { source: 'script', url: o.url, verified: false, ms };
                return { path: file, version, install };
            }
        }
    }
    throw new CliError(`The installer from ${o.url} finished, but no cursor-agent or agent appeared in ${installDirs(o.env).join(' or ')}.`, 'install_failed');
}
function runBash(script, env, log, args = []) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('bash', ['-s', '--', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
        // A line split across two chunks is still one line of the log.
        const relay = (stream) => {
            const lines = new core_lines/* LineSplitter */.g((line) => {
                if (line !== '')
                    log(line);
            });
            stream.on('data', (chunk) => {
                lines.push(chunk);
            });
            stream.on('end', () => {
                lines.end();
            });
        };
        relay(child.stdout);
        relay(child.stderr);
        child.on('error', reject);
        child.on('close', (code) => {
            resolve(code ?? 1);
        });
        child.stdin.end(script);
    });
}
/** Ours, as markup: the command is a code span, so its URL copies as it is (no link, no breaks). */
const NOT_FOUND_HELP = (0,said/* said */.ag) `The Cursor CLI (cursor-agent) was not found on PATH and install is false. Either set ${(0,said/* code */.aY)('install: true')}, set ${(0,said/* code */.aY)('cli-path')} to the CLI, or add a step before this one that runs ${(0,said/* code */.aY)('curl https://cursor.com/install -fsS | bash')} and adds ${(0,said/* code */.aY)('~/.local/bin')} to ${(0,said/* code */.aY)('GITHUB_PATH')}.`;
/** The problem with a found CLI when `cli-version` pins another build, or undefined. */
function pinMismatch(cli, pin) {
    if (pin === '' || (cli.version !== undefined && (0,agent_probe/* sameBuild */.tW)(cli.version, pin)))
        return undefined;
    return `The Cursor CLI at ${cli.path} is ${cli.version ?? 'of an unknown version'}, but "cli-version" asks for ${pin}. Set install: true to install ${pin}, or change cli-version.`;
}
/**
 * The CLI to run: `cli-path`, else one found installed (at the pinned build, when `cli-version`
 * pins one and `cli-sha256` does not ask for a checked archive), else installed: the pinned
 * build's archive (install.ts), or Cursor's install script. Without a pin, the version is asked
 * later, while the CLI runs.
 */
async function locateCli(ctx) {
    const settings = ctx.settings;
    const o = {
        env: ctx.env,
        log: (line) => ctx.log.write(line),
        /** A warning for the log and the summary. */
        warn: (message) => ctx.book.warning(message),
        addPath: (dir) => ctx.port.addPath(dir),
        /** Runs the install inside a collapsed group of the log. */
        group: (title, fn) => ctx.port.group(title, fn),
        /** The runner's cancel: a download stops. */
        signal: ctx.signals.abort
    };
    if (settings.cliPath !== '')
        return { path: settings.cliPath };
    // What a CLI found or installed is asked --version with: never the key or the token.
    const probeEnv = childEnv(o.env.raw, '', settings.githubToken);
    const pin = settings.cliVersion;
    // A CLI on PATH has no archive whose digest could be checked.
    const found = settings.cliSha256 === '' ? await findCli(probeEnv, pin !== '', o.signal) : undefined;
    const mismatch = found === undefined ? undefined : pinMismatch(found, pin);
    if (found !== undefined && mismatch === undefined)
        return found;
    if (!settings.install)
        throw new CliError(mismatch ?? NOT_FOUND_HELP, 'cli_not_found');
    if (pin === '')
        return o.group('Installing the Cursor CLI', () => installWithScript({
            url: settings.installerUrl,
            env: probeEnv,
            log: o.log,
            addPath: o.addPath,
            // Tests shorten the wait between tries; a runner never sets this.
            backoffMs: o.env.knobs.installBackoffMs,
            signal: o.signal
        }));
    // pinned.ts runs an unchanged tool-cache entry; the archive's, the download's and the caches'
    // code is loaded only when it cannot (install.ts).
    const { cli, install } = await o.group(`Installing the Cursor CLI ${pin}`, () => (0,pinned/* installPinned */.QA)({
        build: pin,
        sha256: settings.cliSha256,
        baseUrl: settings.cliDownloadUrl,
        env: o.env,
        probeEnv,
        log: o.log,
        warn: o.warn,
        stallMs: o.env.knobs.stallMs ?? 60_000,
        signal: o.signal
    }));
    return { ...cli, install };
}

// EXTERNAL MODULE: ./src/core/json.ts
var json = __nccwpck_require__(6153);
// EXTERNAL MODULE: ./src/core/mcp.ts
var mcp = __nccwpck_require__(1139);
// EXTERNAL MODULE: ./src/io/files.ts
var io_files = __nccwpck_require__(3839);
;// CONCATENATED MODULE: ./src/io/tree.ts
/**
 * Folders of a work tree someone else filled (a pull request's head): walked and written without
 * ever going through a link in them. Paths are relative to `root` with `/` separators; `root`
 * itself is trusted (the repository's top, found before the run).
 */


const FLAGS = (external_node_fs_default()).constants;
/**
 * Every path under `root` whose last component `match`es, without descending into a match, into
 * a link (a link is a path like any other: matched by its own name, never followed) or into an
 * entry named `.git` (a repository's own folder or a worktree's pointer). Iterative, so depth
 * costs no stack; at most `limit` entries are read, and `complete` says whether that was all.
 */
function findNamed(root, match, limit) {
    const found = [];
    const folders = [''];
    let seen = 0;
    for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
        let entries;
        try {
            entries = external_node_fs_default().readdirSync(external_node_path_default().join(root, dir), { withFileTypes: true });
        }
        catch {
            continue; // gone, or unreadable: nothing of it reaches the agent through us either
        }
        for (const e of entries) {
            if (++seen > limit)
                return { found, complete: false };
            if (e.name === '.git')
                continue;
            const rel = dir === '' ? e.name : `${dir}/${e.name}`;
            if (match(e.name))
                found.push(rel);
            // A Dirent describes the entry itself (lstat), so a link to a folder is not a folder here.
            else if (e.isDirectory())
                folders.push(rel);
        }
    }
    return { found, complete: true };
}
function above(root, rel) {
    const parts = rel.split('/').slice(0, -1);
    for (let i = 0; i < parts.length; i++) {
        const prefix = parts.slice(0, i + 1).join('/');
        let st;
        try {
            st = external_node_fs_default().lstatSync(external_node_path_default().join(root, prefix));
        }
        catch {
            return { state: 'missing', from: prefix };
        }
        if (!st.isDirectory())
            return { state: 'blocked', at: prefix };
    }
    return { state: 'ok' };
}
/**
 * Makes the folders of `relDir` that are missing, one at a time, each in a real folder: `mkdir`
 * never follows a link at the name it makes (a link there is EEXIST, then refused). Returns the
 * folders it made, outermost first. Throws when something other than a folder is in the way.
 */
function makeFolders(root, relDir) {
    const made = [];
    if (relDir === '')
        return made;
    const parts = relDir.split('/');
    for (let i = 0; i < parts.length; i++) {
        const prefix = parts.slice(0, i + 1).join('/');
        const abs = external_node_path_default().join(root, prefix);
        try {
            external_node_fs_default().mkdirSync(abs);
            made.push(prefix);
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
            if (!external_node_fs_default().lstatSync(abs).isDirectory())
                throw new Error(`${prefix} is a link or a file, not a folder`, { cause: error });
        }
    }
    return made;
}
/**
 * A new file at `abs` (its folder checked already): created exclusively and without following a
 * link, so nothing that was put there first (a link, a FIFO) is ever written through.
 */
function createFile(abs, mode) {
    return external_node_fs_default().openSync(abs, (external_node_fs_default()).constants.O_WRONLY | (external_node_fs_default()).constants.O_CREAT | (external_node_fs_default()).constants.O_EXCL | (FLAGS.O_NOFOLLOW ?? 0), mode);
}
/**
 * Moves `from` to `to` (a file, a folder or a link, as it is: a link moves as a link). Across
 * file systems (RUNNER_TEMP on another disk), copied without following links, then removed.
 */
function move(from, to) {
    try {
        external_node_fs_default().renameSync(from, to);
    }
    catch (error) {
        if (error.code !== 'EXDEV')
            throw error;
        external_node_fs_default().cpSync(from, to, {
            recursive: true,
            verbatimSymlinks: true,
            force: false,
            errorOnExist: true
        });
        external_node_fs_default().rmSync(from, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./src/names.ts
var names = __nccwpck_require__(6455);
;// CONCATENATED MODULE: ./src/agent/mcp.ts
/**
 * The CLI's MCP servers before the run: the names `require-mcp` gives, checked against the
 * `mcpServers` the agent will get (main.ts calls this after the base branch's configuration is in
 * place on pull requests, git/baseconfig.ts), and what the CLI says it loads (`cursor-agent mcp
 * list`: asked once, bounded in time, and optional).
 */











/** The most of an mcp.json read: the workspace's is the pull request's to write. */
const MAX_CONFIG_BYTES = 1024 * 1024;
/** Server names quoted in an input error. */
const NAMES_SHOWN = 10;
/**
 * The `mcpServers` keys of each mcp.json the CLI reads (`.cursor/mcp.json` in the workspace and
 * in the working directory, `~/.cursor/mcp.json`), and the problems of the files that could not
 * be read: a link (in the workspace; `.cursor` itself included), a file that is not regular or
 * over 1 MiB, JSON that does not parse.
 */
function readConfigs(roots, home) {
    const configs = [];
    const problems = [];
    const read = (file, follow) => {
        const got = (0,io_files/* readSmall */.o5)(file, MAX_CONFIG_BYTES, follow);
        if (got.kind === 'absent')
            return;
        if (got.kind === 'refused') {
            problems.push((0,said/* said */.ag) `${(0,said/* code */.aY)(file)} cannot be read for ${(0,said/* input */.hF)(names/* INPUTS */.mc.requireMcp)}: it is ${got.why} (only a regular file of at most 1 MiB is read, never through a link).`);
            return;
        }
        let parsed;
        try {
            parsed = JSON.parse(got.text);
        }
        catch (error) {
            problems.push((0,said/* said */.ag) `${(0,said/* code */.aY)(file)} is not valid JSON (${(0,said/* shown */.SP)((0,errors/* messageOf */.bD)(error))}), so the servers ${(0,said/* input */.hF)(names/* INPUTS */.mc.requireMcp)} names cannot be checked: fix the file.`);
            return;
        }
        const servers = (0,json/* isObject */.Gv)(parsed) && (0,json/* isObject */.Gv)(parsed.mcpServers) ? parsed.mcpServers : {};
        configs.push({ file, servers: Object.keys(servers) });
    };
    for (const root of new Set(roots)) {
        const where = above(root, '.cursor/mcp.json');
        if (where.state === 'blocked')
            problems.push((0,said/* said */.ag) `${(0,said/* code */.aY)(external_node_path_default().join(root, where.at))} is a link or a file, not a folder: ${(0,said/* input */.hF)(names/* INPUTS */.mc.requireMcp)} reads ${(0,said/* code */.aY)('.cursor/mcp.json')} only in a real folder.`);
        else if (where.state === 'ok')
            read(external_node_path_default().join(root, '.cursor', 'mcp.json'), false);
    }
    read(external_node_path_default().join(home, '.cursor', 'mcp.json'), true);
    return { configs, problems };
}
/**
 * Checks that every server `require-mcp` names is a key of `mcpServers` in one of the mcp.json
 * files the CLI reads; throws an InputError naming each one that is not (and each file that
 * could not be read). `baseConfig`: the workspace's `.cursor/` is the base branch's for this run.
 */
function checkRequiredMcp(settings, env, baseConfig) {
    if (settings.requireMcp.length === 0)
        return;
    const workspace = env.workspace || process.cwd();
    const home = env.raw.HOME || external_node_os_default().homedir();
    const { configs, problems } = readConfigs([workspace, settings.workingDirectory], home);
    const known = new Set(configs.flatMap((c) => c.servers));
    const configured = configs.flatMap((c) => c.servers.map((s) => (0,said/* said */.ag) `${(0,said/* code */.aY)(s)} (${(0,said/* code */.aY)(c.file)})`));
    const files = (0,said/* list */.p_)(configs.map((c) => (0,said/* said */.ag) `${(0,said/* code */.aY)(c.file)}`), ', ');
    const shownNames = configs.length === 0
        ? (0,said/* said */.ag) `there is no mcp.json in those places`
        : configured.length === 0
            ? (0,said/* said */.ag) `the mcp.json files there (${files}) configure no server`
            : (0,said/* said */.ag) `servers configured: ${(0,said/* list */.p_)(configured.slice(0, NAMES_SHOWN), ', ')}${configured.length > NAMES_SHOWN ? ` and ${configured.length - NAMES_SHOWN} more` : ''}`;
    const where = baseConfig
        ? (0,said/* said */.ag) ` On a pull request the agent gets the base branch's ${(0,said/* code */.aY)('.cursor/')} (${(0,said/* input */.hF)(names/* INPUTS */.mc.trustPrConfig)} is false): the server must be configured there.`
        : (0,said/* said */.ag) ``;
    for (const name of settings.requireMcp)
        if (!known.has(name))
            problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.requireMcp)} names ${(0,said/* code */.aY)(name)}, which no ${(0,said/* code */.aY)('mcpServers')} of ${(0,said/* code */.aY)('.cursor/mcp.json')} (in the workspace or the working directory) or ${(0,said/* code */.aY)('~/.cursor/mcp.json')} configures, so the agent would run without it; ${shownNames}.${where}`);
    if (problems.length > 0)
        throw new errors/* InputError */.dz(problems);
}
/** How long `mcp list` may take: it connects to every configured server before it answers. */
const LIST_MS = 15_000;
/**
 * Asks the CLI which MCP servers it loads and whether each is connected (`cursor-agent mcp
 * list`, in the working directory, with the environment the run gets). Never throws: a CLI that
 * cannot answer without a terminal, fails, says something else or runs out of time gives a
 * problem, which the caller notes and goes on.
 */
async function listMcp(cliPath, settings, env, 
/** The runner's cancel: the question is not asked, or cut short. */
signal) {
    const answer = await (0,agent_probe/* askCli */.IZ)(cliPath, ['mcp', 'list'], {
        env: childEnv(env.raw, settings.apiKey, settings.githubToken),
        cwd: settings.workingDirectory,
        limitMs: env.knobs.mcpListMs ?? LIST_MS,
        maxChars: 64 * 1024,
        signal
    });
    if (answer.problem !== undefined)
        return { problem: answer.problem };
    if (answer.code !== 0)
        return {
            problem: `it exited with ${answer.code === null ? 'a signal' : `code ${answer.code}`}`
        };
    const parsed = (0,mcp/* parseMcpList */.yi)(answer.stdout);
    if (parsed === undefined)
        return { problem: 'its answer was not a list of servers (the command may need a terminal)' };
    return { listed: parsed.servers };
}

// EXTERNAL MODULE: ./src/core/ledger.ts
var ledger = __nccwpck_require__(2558);
// EXTERNAL MODULE: ./src/core/settings.ts
var core_settings = __nccwpck_require__(1922);
;// CONCATENATED MODULE: ./src/agent/resume.ts
/**
 * The session a run continues (`resume`, docs/ledger.md "The pull request's session"). A session
 * id is passed as it is. `resume: pr` takes the pull request's last session from its ledger,
 * puts that session's chat back from the Actions cache before the CLI starts (agent/chat.ts),
 * and saves the chat again when the run ends, so the next run on a fresh runner can continue
 * it. `--resume <id>` is passed whether or not the cache held the chat: a self-hosted runner may
 * still have it. Whether the run really continued is read from the stream (the init event's
 * session id), never assumed. Nothing here fails a run: the cache's faults are warnings.
 */



/** The run's session, before the CLI starts; undefined without `resume`. */
async function startSession(settings, ctx, about) {
    const c = {
        ...about,
        env: ctx.env,
        note: (...s) => ctx.book.note(...s),
        warn: (m) => ctx.book.warning(m),
        info: (line) => ctx.log.write(line)
    };
    if (settings.resume === '')
        return undefined;
    if (settings.resume !== core_settings/* RESUME_PR */.l)
        return plain(settings, settings.resume, c);
    const fresh = (why) => {
        c.note(why);
        return { settings: { ...settings, resume: '' }, resume: {}, end: saver(settings, c) };
    };
    if (c.pr === undefined)
        return fresh((0,said/* said */.ag) `${(0,said/* code */.aY)('resume: pr')}: this event is not about a pull request, so a fresh session started.`);
    const last = c.ledger === undefined ? undefined : (0,ledger/* lastSession */.nM)(c.ledger);
    if (last === undefined)
        return fresh((0,said/* said */.ag) `${(0,said/* code */.aY)('resume: pr')}: the pull request's ledger names no earlier session, so a fresh session started.`);
    const target = {
        repository: c.env.repository ?? '',
        pr: c.pr,
        sessionId: last.sessionId,
        runs: last.runs
    };
    // chat.ts (the cache's client, gzip) is loaded only for `resume: pr`.
    const { restoreChat } = await __nccwpck_require__.e(/* import() */ 655).then(__nccwpck_require__.bind(__nccwpck_require__, 1655));
    const got = await restoreChat(target, settings.apiKey, { env: c.env, warn: c.warn });
    c.info(`resume: pr: session ${last.sessionId}; its chat ${restored[got.kind]}.`);
    const asked = { ...settings, resume: last.sessionId };
    const session = plain(asked, last.sessionId, c);
    const save = saver(settings, c);
    return {
        ...session,
        end: async (report, o) => {
            await session.end(report, o);
            await save(report, o);
        }
    };
}
const restored = {
    present: 'is on this machine already',
    restored: 'was restored from the Actions cache',
    miss: 'is not in the Actions cache',
    discarded: 'in the Actions cache was discarded',
    unavailable: 'could not be looked for (no Actions cache)'
};
/** A session asked for by id: after the run, a warning when the CLI started another one. */
function plain(settings, asked, c) {
    return {
        settings,
        resume: { asked },
        end: (report) => {
            const got = report?.sessionId;
            if (got !== undefined && got !== asked)
                c.warn((0,said/* said */.ag) `Started a fresh session: the earlier chat was not available (asked to resume ${(0,said/* code */.aY)(asked)}, the CLI's session is ${(0,said/* code */.aY)(got)}).`);
            return Promise.resolve();
        }
    };
}
/** With `resume: pr`, the session's chat saved for the next run, keyed by this run. */
function saver(settings, c) {
    return async (report, o) => {
        const sessionId = report?.sessionId;
        if (o.cancelled || c.pr === undefined || sessionId === undefined)
            return;
        const binding = {
            repository: c.env.repository ?? '',
            pr: c.pr,
            sessionId,
            runId: c.env.runId ?? '',
            attempt: c.env.runAttempt ?? '1'
        };
        const { saveChat } = await __nccwpck_require__.e(/* import() */ 655).then(__nccwpck_require__.bind(__nccwpck_require__, 1655));
        const saved = await saveChat(binding, settings.apiKey, { env: c.env, warn: c.warn });
        c.info(saved.saved
            ? `resume: pr: the chat of session ${sessionId} was saved to the Actions cache (${saved.key}).`
            : `resume: pr: the chat of session ${sessionId} was not saved (${saved.why}).`);
    };
}

// EXTERNAL MODULE: ./src/core/args.ts
var core_args = __nccwpck_require__(1038);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __nccwpck_require__(7030);
var external_node_net_default = /*#__PURE__*/__nccwpck_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/agent/pipe.ts
/**
 * The CLI's stdout as a pipe. Node gives a child's `stdio: 'pipe'` a Unix socket pair, and a CLI
 * that writes its stream line by line into a socket costs more on both sides than into a pipe
 * (`npm run bench`, 100 MB written a line per write: 10–15% more wall time and about 20% more CPU
 * in the reader). Node has no call for pipe(2), so this is a named pipe (FIFO) in a private
 * folder, opened at both ends and unlinked at once: the CLI gets the write end as its stdout and
 * we read the other end as a stream. End of file comes, as with the socket, once every process
 * holding the write end closed it.
 */




/** Undefined when no FIFO can be made here (no `mkfifo`, a read-only temp folder…). */
function openPipe(tmp) {
    if (process.platform === 'win32')
        return undefined;
    let dir;
    let readFd;
    let writeFd;
    try {
        dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(tmp, 'cursor-agent-pipe-'));
        const fifo = external_node_path_default().join(dir, 'stdout');
        const made = (0,external_node_child_process_.spawnSync)('mkfifo', ['-m', '600', fifo], { stdio: 'ignore', timeout: 5000 });
        if (made.status !== 0)
            return undefined;
        // The read end first, without blocking (no writer yet); then the write end, blocking, as a
        // program's stdout is expected to be.
        readFd = external_node_fs_default().openSync(fifo, (external_node_fs_default()).constants.O_RDONLY | (external_node_fs_default()).constants.O_NONBLOCK);
        writeFd = external_node_fs_default().openSync(fifo, (external_node_fs_default()).constants.O_WRONLY);
        const stream = new (external_node_net_default()).Socket({ fd: readFd, readable: true, writable: false });
        return { writeFd, stream };
    }
    catch {
        for (const fd of [readFd, writeFd])
            if (fd !== undefined)
                closeQuietly(fd);
        return undefined;
    }
    finally {
        if (dir !== undefined)
            removeFolder(dir);
    }
}
/** The pipe's folder and what is in it (the FIFO at most): two calls, not a recursive removal. */
function removeFolder(dir) {
    try {
        for (const name of external_node_fs_default().readdirSync(dir))
            external_node_fs_default().unlinkSync(external_node_path_default().join(dir, name));
        external_node_fs_default().rmdirSync(dir);
    }
    catch {
        external_node_fs_default().rmSync(dir, { recursive: true, force: true });
    }
}
function closeQuietly(fd) {
    try {
        external_node_fs_default().closeSync(fd);
    }
    catch {
        // Already closed.
    }
}

;// CONCATENATED MODULE: ./src/agent/spawn-errors.ts
/**
 * Why the CLI could not start, in words that name the input to change: Linux's limits on a
 * command line (checked before the spawn), and ENOENT, EACCES or E2BIG after it.
 */



function commandLineProblem(command, args, env) {
    if (process.platform !== 'linux')
        return undefined;
    const longest = Math.max(0, ...args.map((a) => Buffer.byteLength(a) + 1));
    if (longest > core_args/* MAX_ARG_BYTES */.Ak) {
        return `one argument of the CLI's command line is ${longest - 1} bytes; Linux allows ${core_args/* MAX_ARG_BYTES */.Ak - 1} bytes per argument (E2BIG). The prompt is passed as one argument: make "prompt"/"prompt-file" shorter, or ask the agent to read the long part from a file in the workspace`;
    }
    const total = [command, ...args, ...Object.entries(env).map(([k, v]) => `${k}=${v ?? ''}`)]
        .map((s) => Buffer.byteLength(s) + 1 + 8)
        .reduce((a, b) => a + b, 0);
    if (total > core_args/* ARG_MAX */.qB) {
        return `the CLI's command line and environment together are ${total} bytes; Linux allows about ${core_args/* ARG_MAX */.qB} (E2BIG). Make "prompt"/"prompt-file" or "extra-args" shorter, or remove large variables from the job's environment`;
    }
    return undefined;
}
/** Turns a bare spawn error (ENOENT, EACCES, E2BIG) into what is wrong and which input to change. */
function explainSpawnError(o, error) {
    const message = (0,errors/* messageOf */.bD)(error);
    const code = (0,errors/* errnoOf */.UQ)(error);
    // Node reports a missing working directory as the program's ENOENT: name the real culprit.
    if (code === 'ENOENT' && !external_node_fs_default().existsSync(o.cwd)) {
        return `${message}: the working directory ${o.cwd} does not exist (any more). Check "working-directory" against what the job checked out.`;
    }
    if (code === 'E2BIG') {
        const prompt = Buffer.byteLength(o.args[o.args.length - 1] ?? '');
        return `${message}: the CLI's command line and environment are too large for the system (the prompt alone is ${prompt} bytes). Make "prompt"/"prompt-file" or "extra-args" shorter.`;
    }
    if (code === 'ENOENT' && external_node_fs_default().existsSync(o.command)) {
        const interpreter = shebang(o.command);
        if (interpreter !== undefined) {
            return `${message}: ${o.command} exists, but its first line (#!${interpreter}) names an interpreter that is not installed. Install it, or point "cli-path" at a working CLI (or set "install: true" and remove "cli-path" to use the official installer).`;
        }
        return `${message}: ${o.command} exists but could not be run (a missing loader or library?). Point "cli-path" at a working CLI, or set "install: true".`;
    }
    if (code === 'EACCES') {
        return `${message}: ${o.command} is not executable. Make it executable (chmod +x), or point "cli-path" at the CLI.`;
    }
    return message;
}
function shebang(file) {
    try {
        const fd = external_node_fs_default().openSync(file, 'r');
        try {
            const head = Buffer.alloc(256);
            const n = external_node_fs_default().readSync(fd, head, 0, head.length, 0);
            const text = head.subarray(0, n).toString('utf8');
            if (!text.startsWith('#!'))
                return undefined;
            return text.slice(2).split('\n', 1)[0]?.trim().replace(/\p{C}/gu, '?');
        }
        finally {
            external_node_fs_default().closeSync(fd);
        }
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(2020);
;// CONCATENATED MODULE: ./src/agent/sweep.ts
/**
 * After the CLI's leader exits: whatever of the run is still alive is found and ended, and said.
 * The CLI runs in its own process group and session; a helper can still leave both (`setsid`,
 * a double fork) and ignore SIGTERM, so the run's processes are found in /proc by group,
 * session, the run's environment marker, or as descendants of the CLI seen while it ran.
 */


/**
 * Put into the CLI's environment with a random value per run. Every process the CLI starts
 * inherits it unless it scrubs its environment, so after the run a scan of /proc finds helpers
 * that escaped the process group and session (`setsid`, double fork).
 */
const RUN_ID_VARIABLE = 'CURSOR_AGENT_ACTION_RUN_ID';
/** How long the pipes may stay open after the CLI exited (a helper can hold them for ever). */
const DRAIN_MS = 1000;
/** After the leader exits: end whatever of the run is left and say what it was; drain the pipes. */
async function settle(pipes, run, killAfter) {
    // The leader is gone, so whatever of the run is still alive is left over: it is ended first,
    // then the pipes drain (what the CLI wrote stays readable; a helper that held them open, like
    // the real CLI's worker-server, no longer costs the drain's whole wait).
    const found = await sweep(run, killAfter);
    await drained(pipes, DRAIN_MS);
    for (const p of pipes)
        p.destroy();
    return found;
}
/**
 * Ends every process of the run that is still alive: SIGTERM, SIGKILL after killAfter for those
 * that ignore it. A few rounds, because a leftover can start another one while it is ended.
 */
async function sweep(run, killAfter) {
    const { pgid } = run;
    const all = new Map();
    for (let round = 0; round < 3; round++) {
        const alive = runProcesses(run);
        if (alive.length === 0)
            break;
        for (const p of alive)
            if (!all.has(p.pid))
                all.set(p.pid, p.leftover);
        signalAll(pgid, alive, 'SIGTERM');
        if (!(await ended(alive, killAfter))) {
            signalAll(pgid, alive, 'SIGKILL');
            await ended(alive, 2000);
        }
    }
    return [...all.values()];
}
/** How often the CLI's descendants are looked up while it runs (one pass over /proc). */
const DESCENDANT_SCAN_MS = 1000;
/** More than this many live descendants at once are not all remembered. */
const MAX_DESCENDANTS = 10_000;
/**
 * The CLI's descendants seen while it runs, by pid and start time. A helper that leaves the
 * group and session (`setsid`) and also scrubs its environment (`env -i`) carries neither the
 * group nor the marker; if it was seen once as a descendant it is still found after the run.
 * (One that daemonises and is gone from the tree between two passes is not: that needs the
 * kernel's help, a cgroup or a subreaper, which a JavaScript action does not have.)
 */
class Descendants {
    root;
    since;
    known = new Map();
    constructor(root, since) {
        this.root = root;
        this.since = since;
    }
    /** One pass: adds the live descendants of the CLI and of those already known; forgets the dead. */
    scan() {
        let entries;
        try {
            entries = external_node_fs_default().readdirSync('/proc');
        }
        catch {
            return;
        }
        const children = new Map();
        const starts = new Map();
        for (const entry of entries) {
            if (!/^\d+$/.test(entry))
                continue;
            const f = statFields(entry);
            if (f === undefined || f[0] === 'Z' || f[0] === 'X' || Number(f[19]) < this.since)
                continue;
            const pid = Number(entry);
            starts.set(pid, f[19] ?? '');
            const ppid = Number(f[1]);
            const list = children.get(ppid);
            if (list === undefined)
                children.set(ppid, [pid]);
            else
                list.push(pid);
        }
        for (const [pid, start] of this.known)
            if (starts.get(pid) !== start)
                this.known.delete(pid);
        const queue = [this.root, ...this.known.keys()];
        for (let p = queue.pop(); p !== undefined; p = queue.pop()) {
            for (const c of children.get(p) ?? []) {
                if (this.known.has(c) || this.known.size >= MAX_DESCENDANTS)
                    continue;
                this.known.set(c, starts.get(c) ?? '');
                queue.push(c);
            }
        }
    }
}
/** Polls until every process of the list is gone (first often, then every 50 ms), at most ms. */
async function ended(list, ms) {
    const deadline = Date.now() + ms;
    let pause = 2;
    while (list.some(stillRunning)) {
        if (Date.now() >= deadline)
            return false;
        await sleep(pause);
        pause = Math.min(50, pause * 2);
    }
    return true;
}
function signalAll(pgid, list, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // The group is empty.
    }
    for (const p of list) {
        if (!stillRunning(p))
            continue;
        try {
            process.kill(p.pid, signal);
        }
        catch {
            // Gone meanwhile.
        }
    }
}
/** Fields of /proc/<pid>/stat after the parenthesised command: state, ppid, pgrp, session, ... */
function statFields(pid) {
    try {
        const stat = external_node_fs_default().readFileSync(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    }
    catch {
        return undefined;
    }
}
/** A zombie counts as gone: where PID 1 does not reap (containers) it stays one for ever. */
function stillRunning(p) {
    if (process.platform !== 'linux') {
        try {
            process.kill(p.pid, 0);
            return true;
        }
        catch {
            return false;
        }
    }
    const f = statFields(p.pid);
    return f !== undefined && f[19] === p.start && f[0] !== 'Z' && f[0] !== 'X';
}
/**
 * Live (not zombie) processes of the run: in the CLI's group or session, or of our user with the
 * run's marker in their environment. Without /proc only the group can be checked, by signal 0.
 */
function runProcesses({ pgid, runId, since, descendants }) {
    if (process.platform !== 'linux' || !external_node_fs_default().existsSync('/proc/self/stat')) {
        try {
            process.kill(-pgid, 0);
            return [
                {
                    pid: -pgid,
                    start: '',
                    leftover: { pid: pgid, command: '(process group)', found: 'group' }
                }
            ];
        }
        catch {
            return [];
        }
    }
    const marker = Buffer.from(`${RUN_ID_VARIABLE}=${runId}`);
    const uid = process.getuid?.();
    const out = [];
    let entries;
    try {
        entries = external_node_fs_default().readdirSync('/proc');
    }
    catch {
        return out;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const pid = Number(entry);
        if (pid === process.pid)
            continue;
        const f = statFields(entry);
        if (f === undefined || f[0] === 'Z' || f[0] === 'X')
            continue;
        if (Number(f[19]) < since)
            continue;
        let found;
        if (Number(f[2]) === pgid)
            found = 'group';
        else if (Number(f[3]) === pgid)
            found = 'session';
        else {
            try {
                if (uid !== undefined && external_node_fs_default().statSync(`/proc/${entry}`).uid !== uid)
                    continue;
                if (external_node_fs_default().readFileSync(`/proc/${entry}/environ`).includes(marker))
                    found = 'marker';
            }
            catch {
                // Not readable: it can still be a descendant seen earlier.
            }
            if (found === undefined && descendants?.get(pid) === f[19])
                found = 'descendant';
        }
        if (found === undefined)
            continue;
        out.push({ pid, start: f[19] ?? '', leftover: { pid, command: commandOf(pid), found } });
    }
    return out;
}
function commandOf(pid) {
    let text;
    try {
        text = external_node_fs_default().readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    }
    catch {
        text = '';
    }
    if (text === '') {
        try {
            const stat = external_node_fs_default().readFileSync(`/proc/${pid}/stat`, 'utf8');
            text = `[${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}]`;
        }
        catch {
            text = '(gone)';
        }
    }
    // The agent chose this text: no control or format characters, no line or paragraph separators.
    const clean = text.replace(/[\p{C}\p{Zl}\p{Zp}]/gu, '?');
    return (0,core_text/* truncate */.xv)(clean, 201);
}
function describe(list) {
    const shown = list
        .slice(0, 10)
        .map((p) => `pid ${p.pid} (${p.found}): ${p.command}`)
        .join('; ');
    return list.length > 10 ? `${shown}; and ${list.length - 10} more` : shown;
}
/**
 * One line for the log naming every leftover. Helpers in the CLI's own group are usual (the real
 * CLI leaves its `worker-server` behind on most runs), so this is a note, not a warning.
 */
function leftoverNote(list) {
    const n = list.length;
    return `Stopped ${n} process${n === 1 ? '' : 'es'} of the run still running after the CLI ended: ${describe(list)}.`;
}
/**
 * A warning when something of the run had left the CLI's process group (its own session, an
 * environment marker or a descendant seen earlier): that is a helper hiding from the usual
 * clean-up, worth a reviewer's eye. Undefined when every leftover was in the group.
 */
function leftoverWarning(list) {
    const escaped = list.filter((p) => p.found !== 'group');
    if (escaped.length === 0)
        return undefined;
    const n = escaped.length;
    return `${n} process${n === 1 ? '' : 'es'} of the run had left the CLI's process group and ${n === 1 ? 'was' : 'were'} still running after the CLI ended; ${n === 1 ? 'it was' : 'they were'} stopped: ${describe(escaped)}.`;
}
/** Waits for the pipes to close, at most ms; leaves no timer behind either way. */
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
function sleep(ms) {
    return new Promise((r) => setTimeout(r, ms));
}

;// CONCATENATED MODULE: ./src/agent/supervisor.ts
/**
 * The CLI process and its three clocks. The CLI runs in its own process group and session
 * (detached) so that ending it ends everything it started: the real CLI leaves `worker-server`
 * processes behind and sometimes never exits after its `result` (docs/stream.md §5).
 *
 * End of stdout is end of events: once the CLI closes it, it gets the exit grace and is then
 * ended, even with a tool call still open. After the run, everything of the run still alive is
 * ended (SIGTERM, then SIGKILL) and reported: its process group, its session, and on Linux any
 * process of ours carrying the run's environment marker, which also finds a helper that left
 * the group with `setsid` and ignores SIGTERM.
 */







const SIGNALS = ['SIGINT', 'SIGTERM'];
/**
 * Node fires a timer whose delay is past 2^31-1 ms (about 24.8 days) after 1 ms instead, so a
 * huge timeout-minutes would end the run at once. Longer than that is no limit in practice.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;
function later(fn, ms) {
    return setTimeout(fn, Math.min(ms, MAX_TIMER_MS));
}
function startAgent(o) {
    const run = new Supervisor(o, o.runId ?? (0,external_node_crypto_.randomBytes)(16).toString('hex'));
    // From before the spawn on: with no listener, Node's default for these signals would end the
    // action itself.
    run.listenToSignals();
    let cli;
    try {
        cli = spawnCli(o, run.runId);
    }
    catch (error) {
        return run.failed(error);
    }
    run.watch(cli);
    return run.handle();
}
/**
 * Starts the CLI detached (its own process group and session) with the run's marker in its
 * environment. Throws when it cannot start at once: a command line Linux would refuse, or what
 * spawn itself throws. Later failures (ENOENT, EACCES) arrive as the child's `error` event.
 */
function spawnCli(o, runId) {
    const env = { ...o.env, [RUN_ID_VARIABLE]: runId };
    const tooBig = commandLineProblem(o.command, o.args, env);
    if (tooBig !== undefined)
        throw new Error(tooBig);
    // stdout is a pipe when one can be made (pipe.ts), else Node's socket pair.
    const pipe = openPipe(o.tempDir ?? external_node_os_default().tmpdir());
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(o.command, [...o.args], {
            cwd: o.cwd,
            env,
            stdio: ['ignore', pipe?.writeFd ?? 'pipe', 'pipe'],
            detached: true
        });
    }
    catch (error) {
        pipe?.stream.destroy();
        throw error;
    }
    finally {
        // The child has its own copy (or never started): ours must go, or stdout never ends.
        if (pipe !== undefined)
            closeQuietly(pipe.writeFd);
    }
    return { child, stdout: pipe?.stream ?? child.stdout };
}
/**
 * One run of the CLI: its clocks (timeout, inactivity, exit grace, the kill timer), the runner's
 * signals, and its end. `end()` clears every clock and listener on every path, so no timer is
 * left to hold the process at its end.
 */
class Supervisor {
    o;
    runId;
    /** Why the run ends; the first reason wins. */
    ending;
    child;
    lastOutput = Date.now();
    /** The intervals and the wall-clock timeout. */
    timers = [];
    graceTimer;
    killTimer;
    // Once the CLI is gone (or never started) no clock may start again: a timer left behind would
    // hold the process at its end (a failed spawn still ends its stdout, which starts the grace).
    over = false;
    leftovers = [];
    finish = () => undefined;
    done = new Promise((resolve) => {
        this.finish = resolve;
    });
    killAfter;
    constructor(o, runId) {
        this.o = o;
        this.runId = runId;
        this.killAfter = o.killAfterMs ?? 5000;
    }
    listenToSignals() {
        for (const s of SIGNALS)
            process.on(s, this.onSignal);
    }
    onSignal = (signal) => {
        if (this.ending?.kind === 'cancelled') {
            // A second signal from the runner means it will not wait much longer.
            this.group('SIGKILL');
            return;
        }
        this.stop({ kind: 'cancelled', signal }, signal);
    };
    /** The CLI could not start: nothing to watch, the run is over with the reason why. */
    failed(error) {
        this.end();
        return {
            resultSeen: () => undefined,
            stop: () => undefined,
            done: Promise.resolve({ kind: 'spawn_error', message: explainSpawnError(this.o, error) }),
            leftovers: () => [],
            runId: this.runId
        };
    }
    /** Follows the started CLI: its output, its descendants, the clocks, and its exit. */
    watch({ child, stdout }) {
        this.child = child;
        // Every process of the run started after the CLI: older ones are skipped by the sweep unread.
        const since = child.pid !== undefined ? Number(statFields(child.pid)?.[19] ?? 0) : 0;
        const descendants = new Descendants(child.pid ?? 0, since);
        if (process.platform === 'linux' && child.pid !== undefined) {
            this.timers.push(setInterval(() => descendants.scan(), DESCENDANT_SCAN_MS));
        }
        stdout?.on('data', (chunk) => {
            this.lastOutput = Date.now();
            this.o.onStdout(chunk);
        });
        // End of stdout is end of events: a CLI that closes it and keeps running (a tool call still
        // open, so inactivity never fires) gets the exit grace, then its group is ended. Not a failure
        // by itself: the verdict still comes from the result event and the exit.
        stdout?.once('end', () => this.startGrace());
        child.stderr?.on('data', (chunk) => {
            this.o.onStderr(chunk);
        });
        this.startClocks();
        const run = { pgid: child.pid ?? 0, runId: this.runId, since, descendants: descendants.known };
        this.watchExit(child, [stdout, child.stderr], run);
    }
    /** The wall-clock limit, and a tick that checks for inactivity and lets the live log beat. */
    startClocks() {
        const o = this.o;
        if (o.timeoutMs > 0) {
            this.timers.push(later(() => this.stop({ kind: 'timeout', minutes: o.timeoutMs / 60_000 }), o.timeoutMs));
        }
        const tickMs = Math.min(1000, Math.max(50, Math.floor((o.inactivityMs || 1000) / 10)));
        this.timers.push(setInterval(() => this.tick(), tickMs));
    }
    tick() {
        const o = this.o;
        if (o.inactivityMs > 0 &&
            this.ending === undefined &&
            !o.busy() &&
            Date.now() - this.lastOutput >= o.inactivityMs) {
            this.stop({ kind: 'inactivity', minutes: o.inactivityMs / 60_000 });
        }
        o.onTick?.();
    }
    /** After the `result` event or the end of stdout: the CLI may take the exit grace to exit. */
    startGrace() {
        if (this.graceTimer !== undefined || this.ending !== undefined || this.over)
            return;
        this.graceTimer = later(() => this.stop({ kind: 'grace' }), this.o.exitGraceMs);
    }
    /** Ends the whole group: the given signal now, SIGKILL if anything is left after killAfter. */
    stop(why, signal = 'SIGTERM') {
        this.ending ??= why;
        this.group(signal);
        if (!this.over)
            this.killTimer ??= setTimeout(() => this.group('SIGKILL'), this.killAfter);
    }
    group(signal) {
        const pid = this.child?.pid;
        if (pid === undefined)
            return;
        try {
            process.kill(-pid, signal);
        }
        catch {
            // Nothing left in the group.
        }
    }
    /** A spawn that failed late; or the exit, after which the run is swept and its pipes drained. */
    watchExit(child, pipes, run) {
        let spawnFailed = false;
        child.on('error', (error) => {
            // ENOENT/EACCES/E2BIG arrive here, before any exit event.
            if (child.pid === undefined) {
                spawnFailed = true;
                this.end();
                this.finish({ kind: 'spawn_error', message: explainSpawnError(this.o, error) });
            }
        });
        child.on('exit', (code, signal) => {
            if (spawnFailed)
                return;
            this.ending ??= { kind: 'exited', exitCode: code, signal };
            // The run's own clocks are over; the sweep has its own bounded waits.
            this.end();
            const streams = pipes.filter((s) => s !== null);
            void settle(streams, run, this.killAfter)
                .then((found) => {
                this.leftovers = found;
            })
                .finally(() => {
                this.finish(this.ending ?? { kind: 'exited', exitCode: code, signal });
            });
        });
    }
    /** The CLI is gone or never started: the signals are no longer ours, and every clock stops. */
    end() {
        this.over = true;
        for (const s of SIGNALS)
            process.off(s, this.onSignal);
        for (const t of this.timers)
            clearInterval(t);
        if (this.graceTimer !== undefined)
            clearTimeout(this.graceTimer);
        if (this.killTimer !== undefined)
            clearTimeout(this.killTimer);
    }
    handle() {
        return {
            resultSeen: () => {
                this.startGrace();
            },
            stop: (why) => {
                if (this.ending === undefined)
                    this.stop(why);
            },
            done: this.done,
            leftovers: () => this.leftovers,
            runId: this.runId
        };
    }
}

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_namespaceObject);
;// CONCATENATED MODULE: ./src/agent/heap.ts
/**
 * Peak memory at any stream size. Two V8 heuristics make a long stream's heap grow with its
 * length, though what the action keeps is bounded (the fold keeps counters and the last calls):
 *
 * - V8 doubles the young generation (where a stream's short-lived objects are made) whenever
 *   enough of them survive a scavenge, up to 16 MiB a semi-space on Node 20 and more on Node 24.
 *   Once it reached YOUNG_CAP_BYTES its growth is turned off (`--semi-space-growth-factor=1`).
 * - After each full collection V8 lets the old generation grow to a multiple of what survived,
 *   up to four times, before it collects again; a call record lives until a thousand newer calls
 *   push it out of the fold, so the old generation fills with records that are garbage already.
 *   `--heap-growing-percent=50` lets it grow by half instead.
 *
 * On 300 MB and 1 GB streams (`npm run bench`, README "Speed and memory") that took the action's
 * peak RSS from about 96 to 81 MiB, with no change in its CPU time beyond run-to-run noise (a
 * young generation over 8 MB gained no speed). The runner starts node without flags, so both are
 * set from inside, while the stream runs: V8 reads them each time it would grow a space (at
 * start-up it refuses a semi-space growth factor under 2, so that one only works set at run
 * time); if a later V8 stops reading them, the heap just grows as it did before.
 */

const YOUNG_CAP_BYTES = 8 * 1024 * 1024;
const CHECK_MS = 50;
/**
 * Starts bounding the heap for the stream; the returned function stops (no timer is left behind
 * either way) and gives the old generation its usual growth back, for the work after the run.
 */
function boundHeap(cap = YOUNG_CAP_BYTES) {
    external_node_v8_default().setFlagsFromString('--heap-growing-percent=50');
    const timer = setInterval(check, CHECK_MS);
    timer.unref();
    function check() {
        const young = external_node_v8_default().getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
        if (young !== undefined && young.space_size < cap)
            return;
        if (young !== undefined)
            external_node_v8_default().setFlagsFromString('--semi-space-growth-factor=1');
        clearInterval(timer);
    }
    return () => {
        clearInterval(timer);
        external_node_v8_default().setFlagsFromString('--heap-growing-percent=0');
    };
}

;// CONCATENATED MODULE: ./src/core/disguise.ts
/**
 * Ways a text spells a secret's characters differently, which its reader decodes (for
 * core/redact.ts): a text holding one is also redacted decoded, and when the decoded text holds
 * a secret, the decoded text is what is kept, masked.
 * - JSON escapes of printable ASCII (`\u0067hp_…`, `\/`), with any number of backslashes (JSON
 *   encoded in a JSON string): a serializer only escapes control characters that way.
 * - Markdown's backslash escapes and character references of the characters tokens are made of
 *   besides letters and digits (`ghs\_…`, `ghs&#95;…`, `&lowbar;`): GitHub renders them as the
 *   characters they stand for, and so does the summary's and the comment's rewriting of the
 *   agent's markdown (render/prose.ts), which writes each text back out escaped anew.
 */
/** The disguises on a raw JSON line: `\u0020` to `\u007f`, `\/`. */
const JSON_DISGUISE = '\\\\u00[2-7]|\\\\/';
/** Every disguise in a text (a string value, or a line that is not JSON). */
const ESCAPED = /\\+(?:u00([2-7][0-9A-Fa-f])|\/|([-_.]))|&#(?:([0-9]{1,7})|[xX]([0-9A-Fa-f]{1,6}));|&(lowbar|UnderBar|period);/g;
const ESCAPED_TEST = /\\+(?:u00[2-7][0-9A-Fa-f]|[-_./])|&#[xX]?[0-9A-Fa-f]{1,7};|&(?:lowbar|UnderBar|period);/;
/** Literals every disguise contains where ESCAPED_TEST can match from (prefilter.ts). */
const DISGUISE_STARTS = [
    '\\u00',
    '\\/',
    '\\_',
    '\\-',
    '\\.',
    '&#',
    '&lowbar;',
    '&UnderBar;',
    '&period;'
];
const NAMED = { lowbar: '_', UnderBar: '_', period: '.' };
/** The text decoded (a character reference to a non-printable or non-ASCII code is left). */
function undisguise(text) {
    return text.replace(ESCAPED, (m, json, punct, dec, hex, name) => {
        if (json !== undefined)
            return String.fromCharCode(parseInt(json, 16));
        if (punct !== undefined)
            return punct;
        if (name !== undefined)
            return NAMED[name] ?? m;
        if (dec === undefined && hex === undefined)
            return '/';
        const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex ?? '', 16);
        return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : m;
    });
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/core/prefilter-module.ts
/**
 * The prefilter's WebAssembly module (prefilter.ts), built here from its instructions (about 320
 * bytes), and the layout of its memory. Two functions: `match(q)`, whether an anchor starts at
 * position q of the input (its first two bytes looked up, then the anchors starting with them
 * compared as masked 8-byte words), and `scan(from, last)`, the first position in [from, last)
 * where one does, or -1.
 *
 * (A SIMD `scan` was tried: Hyperscan's "Teddy", 16 positions at a time, each position's first
 * three bytes looked up by nibble in 16-byte tables. On this project's machine it was no faster
 * than this loop, about 0.7 ns a byte either way once V8 optimised it.)
 */
const PAGE = 64 * 1024;
const GATE = 0; // a byte per two-byte pair: 1 when an entry starts with it
const BUCKETS = GATE + 65536; // per two-byte pair: first entry (u16) and count (u16)
const ENTRIES = BUCKETS + 65536 * 4; // entries of 32 bytes: mask, value, mask, value (u64 each)
const MAX_ENTRIES = 4096;
/** What is scanned, followed by PAD bytes of zeros (`match` reads 16 bytes from a position). */
const INPUT = ENTRIES + MAX_ENTRIES * 32;
const PAD = 16;
function uleb(n) {
    const out = [];
    do {
        let byte = n & 0x7f;
        n >>>= 7;
        if (n !== 0)
            byte |= 0x80;
        out.push(byte);
    } while (n !== 0);
    return out;
}
function sleb(n) {
    const out = [];
    for (;;) {
        const byte = n & 0x7f;
        n >>= 7;
        if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) {
            out.push(byte);
            return out;
        }
        out.push(byte | 0x80);
    }
}
function section(id, body) {
    return [id, ...uleb(body.length), ...body];
}
function vector(items) {
    return [...uleb(items.length), ...items.flat()];
}
function prefilter_module_name(s) {
    return vector([...Buffer.from(s)].map((b) => [b]));
}
// Opcodes used below.
const BLOCK = 0x02;
const LOOP = 0x03;
const IF = 0x04;
const END = 0x0b;
const BR = 0x0c;
const BR_IF = 0x0d;
const RETURN = 0x0f;
const CALL = 0x10;
const VOID = 0x40;
const GET = 0x20;
const SET = 0x21;
const TEE = 0x22;
const I32_LOAD = 0x28;
const I64_LOAD = 0x29;
const I32_LOAD8_U = 0x2d;
const I32_LOAD16_U = 0x2f;
const I32_CONST = 0x41;
const I32_GE_U = 0x4f;
const I64_EQ = 0x51;
const I32_ADD = 0x6a;
const I32_AND = 0x71;
const I32_OR = 0x72;
const I32_SHL = 0x74;
const I32_SHR_U = 0x76;
const I64_AND = 0x83;
const I32 = 0x7f;
const load = (op, offset) => [op, 0, ...uleb(offset)];
const prefilter_module_int = (n) => [I32_CONST, ...sleb(n)];
function body(locals, code) {
    const l = vector(locals);
    return [...uleb(l.length + code.length), ...l, ...code];
}
/**
 * Function 0, `match(q)`: 1 when an entry matches at position q of the input. Locals: 0 q, 1 the
 * two bytes' bucket, 2 entry, 3 entries' end.
 */
function matchBody() {
    const [q, bucket, e, eEnd] = [0, 1, 2, 3];
    // prettier-ignore
    return body([[3, I32]], [
        GET, q, ...load(I32_LOAD16_U, INPUT), ...prefilter_module_int(2), I32_SHL, ...load(I32_LOAD, BUCKETS), TEE, bucket,
        ...prefilter_module_int(0xffff), I32_AND, ...prefilter_module_int(5), I32_SHL, SET, e,
        GET, bucket, ...prefilter_module_int(16), I32_SHR_U, ...prefilter_module_int(5), I32_SHL, GET, e, I32_ADD, SET, eEnd,
        BLOCK, VOID,
        LOOP, VOID,
        GET, e, GET, eEnd, I32_GE_U, BR_IF, 1,
        GET, q, ...load(I64_LOAD, INPUT), GET, e, ...load(I64_LOAD, ENTRIES), I64_AND,
        GET, e, ...load(I64_LOAD, ENTRIES + 8), I64_EQ,
        IF, VOID,
        GET, q, ...load(I64_LOAD, INPUT + 8), GET, e, ...load(I64_LOAD, ENTRIES + 16), I64_AND,
        GET, e, ...load(I64_LOAD, ENTRIES + 24), I64_EQ,
        IF, VOID, ...prefilter_module_int(1), RETURN, END,
        END,
        GET, e, ...prefilter_module_int(32), I32_ADD, SET, e,
        BR, 0,
        END,
        END,
        ...prefilter_module_int(0),
        END
    ]);
}
/**
 * Function 1, `scan(from, last)`: the first position p in [from, last) where an entry
 * matches, or -1. Four positions at a time: the gate bytes of the four two-byte pairs starting
 * at p are OR-ed, and only when one is set are the four positions matched one by one.
 * Locals: 0 p, 1 last, 2 four bytes at p, 3 k.
 */
function scanBody() {
    const [p, last, x, k] = [0, 1, 2, 3];
    const gate = (pair) => [...pair, ...load(I32_LOAD8_U, GATE)];
    // prettier-ignore
    return body([[2, I32]], [
        BLOCK, VOID,
        LOOP, VOID,
        GET, p, GET, last, I32_GE_U, BR_IF, 1,
        GET, p, ...load(I32_LOAD, INPUT), SET, x,
        ...gate([GET, x, ...prefilter_module_int(0xffff), I32_AND]),
        ...gate([GET, x, ...prefilter_module_int(8), I32_SHR_U, ...prefilter_module_int(0xffff), I32_AND]), I32_OR,
        ...gate([GET, x, ...prefilter_module_int(16), I32_SHR_U]), I32_OR,
        ...gate([GET, p, ...load(I32_LOAD16_U, INPUT + 3)]), I32_OR,
        IF, VOID,
        GET, p, SET, k,
        BLOCK, VOID,
        LOOP, VOID,
        GET, k, GET, last, I32_GE_U, BR_IF, 1,
        GET, k, GET, p, ...prefilter_module_int(4), I32_ADD, I32_GE_U, BR_IF, 1,
        GET, k, ...load(I32_LOAD16_U, INPUT), ...load(I32_LOAD8_U, GATE),
        IF, VOID,
        GET, k, CALL, 0,
        IF, VOID, GET, k, RETURN, END,
        END,
        GET, k, ...prefilter_module_int(1), I32_ADD, SET, k,
        BR, 0,
        END,
        END,
        END,
        GET, p, ...prefilter_module_int(4), I32_ADD, SET, p,
        BR, 0,
        END,
        END,
        ...prefilter_module_int(-1),
        END
    ]);
}
/** The module's bytes, with `pages` of memory to start with. */
function moduleBytes(pages) {
    const bytes = [
        ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
        ...section(1, vector([
            [0x60, ...vector([[I32]]), ...vector([[I32]])],
            [0x60, ...vector([[I32], [I32]]), ...vector([[I32]])]
        ])),
        ...section(3, vector([[0], [1]])),
        ...section(5, vector([[0x00, ...uleb(pages)]])),
        ...section(7, vector([
            [...prefilter_module_name('scan'), 0x00, 1],
            [...prefilter_module_name('memory'), 0x02, 0]
        ])),
        ...section(10, vector([matchBody(), scanBody()]))
    ];
    return new Uint8Array(bytes);
}

;// CONCATENATED MODULE: ./src/core/prefilter.ts
/**
 * The redaction prefilter on raw bytes: does this line hold a place where a secret could start?
 *
 * It runs on every byte of the stream, so its speed is the action's speed. A regular expression
 * with one alternative per secret form and token shape costs two to three times `JSON.parse` of
 * the same line: V8 tries every alternative at every position, and no JavaScript loop over
 * characters is faster than that. This is a small WebAssembly loop instead (under 2 ns a byte):
 *
 * 1. every anchor (a literal a secret must start with: `ghp_`, `eyJ`, the first bytes of the API
 *    key's base64 form…) is listed as a prefix of up to 16 bytes, each byte compared exactly or,
 *    for a letter of a case-insensitive anchor, with its case bit masked;
 * 2. each position's two bytes are looked up in a 64 KiB table of the anchors' first two bytes,
 *    four positions at a time: almost every position stops here;
 * 3. where they match, the anchors starting with those two bytes are compared as two masked
 *    8-byte words;
 * 4. at a position where one matches, each group's own regular expression (a group: the
 *    secret's forms, one token shape, JSON escapes) not found yet is run there only (sticky), on
 *    the line's bytes read as Latin-1 (one character a byte).
 *
 * Steps 1–3 only skip positions where no anchor can start, so a group is found exactly when its
 * expression matches somewhere in the line. The expression works on bytes: anchors are
 * ASCII, and where an anchor excludes white space it excludes ASCII white space only, so on bytes
 * it matches wherever it would on the decoded text (a test checks this on generated text).
 *
 * No npm package offers this: the multi-pattern matchers there are JavaScript loops (slower than
 * the regular expression) or native addons (which cannot be bundled into `dist/`). The module is
 * about 320 bytes, built below from its instructions; where WebAssembly is unavailable the caller falls
 * back to the regular expression on the decoded text.
 */


/** Lines longer than this are left to the caller's fallback (they are rare; memory stays small). */
const MAX_SCAN_BYTES = 4 * 1024 * 1024;
/** Chunks longer than this are scanned a line at a time (a pipe delivers 64 KiB at most). */
const MAX_CHUNK_BYTES = 256 * 1024;
/** Where a line scanned alone is put (from INPUT), after the chunk and its zeros. */
const LINE = MAX_CHUNK_BYTES + PAD;
/**
 * Where a candidate's expressions run: `buf[start, end)` as Latin-1, one character a byte; or
 * `decoded`, the same bytes decoded as UTF-8, when they are ASCII (then it is that already; an
 * invalid byte decodes to one character too, so the length check alone is not enough).
 */
function textOf(buf, start, end, decoded) {
    const view = Buffer.from(buf.buffer, buf.byteOffset + start, end - start);
    if (decoded?.length === end - start && (0,external_node_buffer_.isAscii)(view))
        return decoded;
    return view.toString('latin1');
}
/**
 * Builds the prefilter for these starts: every match of `confirm[g]` must start with one of them.
 * At a candidate position (one where a start matches) each group's expression is run sticky, on
 * the Latin-1 reading of the text; group g is found when it matches. Undefined when WebAssembly
 * is not available or there are too many starts.
 */
function bytePrefilter(starts, confirm) {
    const entries = buildEntries(starts);
    if (entries === undefined)
        return undefined;
    let exports;
    try {
        const module = new WebAssembly.Module(moduleBytes(Math.ceil((INPUT + LINE + PAGE) / PAGE)));
        exports = new WebAssembly.Instance(module, {}).exports;
    }
    catch {
        return undefined;
    }
    const memory = exports.memory;
    const find = exports.scan;
    let bytes = new Uint8Array(memory.buffer);
    writeTables(bytes, entries);
    const sticky = confirm.map((re) => new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y'));
    // Per first two bytes, the groups an entry starting with them belongs to: only those can match
    // at a candidate (`sk-` in "task-runner" runs two expressions, not all twenty).
    const all = (1 << confirm.length) - 1;
    const groupsAt = new Uint32Array(65536);
    for (const e of entries)
        groupsAt[e.key] = (groupsAt[e.key] ?? 0) | e.groups(all);
    // The functions below run for every line of the stream: they take plain arguments (no object
    // made per line) and loop by index (no iterator per candidate); `npm run bench` measured it.
    /**
     * Confirms the candidates of `buf[start, end)`, which sits at `at` (from INPUT) in the memory,
     * the first of them at `first` (from INPUT, -1: none): the groups whose expression matches at
     * one, as a mask. With `one`, it stops at the first group found.
     */
    const confirmed = (buf, start, end, at, decoded, first, one) => {
        const last = at + end - start - 1;
        let text;
        let mask = 0;
        // Positions at … last-1: an anchor is at least two bytes long.
        for (let cand = first; cand >= 0 && cand < last; cand = find(cand + 1, last)) {
            // Every group not found yet whose entries start with these two bytes is tried here, not
            // only the group of the entry that matched: several entries can match at one position (a
            // secret's form and a token shape both starting `ghs_…`), and the first one's expression
            // failing says nothing of the others.
            const key = (bytes[INPUT + cand] ?? 0) | ((bytes[INPUT + cand + 1] ?? 0) << 8);
            const groups = (groupsAt[key] || all) & ~mask;
            if (groups === 0)
                continue;
            text ??= textOf(buf, start, end, decoded);
            for (let group = 0; group < sticky.length; group++) {
                if ((groups & (1 << group)) === 0)
                    continue;
                const re = sticky[group];
                re.lastIndex = cand - at;
                if (re.test(text))
                    mask |= 1 << group;
            }
            if (mask !== 0 && one)
                return mask;
        }
        return mask;
    };
    /** Copies `buf[start, end)` to INPUT + `at`, followed by PAD bytes of zeros. */
    const load = (buf, start, end, at) => {
        const length = end - start;
        if (INPUT + at + length + PAD > bytes.length) {
            memory.grow(Math.ceil((INPUT + at + length + PAD - bytes.length) / PAGE));
            bytes = new Uint8Array(memory.buffer);
        }
        bytes.set(start === 0 && end === buf.length
            ? buf
            : new Uint8Array(buf.buffer, buf.byteOffset + start, length), INPUT + at);
        bytes.fill(0, INPUT + at + length, INPUT + at + length + PAD);
    };
    /** Scans a line alone, at LINE. */
    const run = (buf, start, end, decoded, one) => {
        const length = end - start;
        if (length < 2)
            return 0;
        if (length > MAX_SCAN_BYTES)
            return undefined;
        load(buf, start, end, LINE);
        return confirmed(buf, start, end, LINE, decoded, find(LINE, LINE + length - 1), one);
    };
    const chunk = (buf) => {
        if (buf.length > MAX_CHUNK_BYTES)
            return undefined;
        // Up to the chunk's last line end: the piece after it is scanned with its line, once whole
        // (a line that does not end in the chunk is scanned alone).
        const last = buf.lastIndexOf(0x0a);
        if (last >= 0)
            load(buf, 0, last, 0);
        // The first candidate at or after `from` in the chunk: -1 none up to its last line end, -2
        // not looked for yet. Each line's bytes sit in place, followed by the next line's instead of
        // zeros: a candidate that runs on past the line's end is a wrong one, which the expressions
        // (run on the line's text only) do not confirm; one within the line is found as alone.
        let from = 0;
        let next = -2;
        return (start, end, decoded) => {
            if (end - start < 2)
                return false;
            if (end > last)
                return run(buf, start, end, decoded, true) !== 0;
            if (next === -2 || start < from || (next >= 0 && next < start)) {
                from = start;
                next = find(start, last);
            }
            if (next < 0 || next > end - 2)
                return false;
            const mask = confirmed(buf, start, end, start, decoded, next, true);
            // The line's candidates were used up: the next line looks again from its own start.
            next = -2;
            return mask !== 0;
        };
    };
    return {
        any: (buf, start, end, decoded) => {
            const mask = run(buf, start, end, decoded, true);
            return mask === undefined ? undefined : mask !== 0;
        },
        groups: (buf, start, end, decoded) => run(buf, start, end, decoded, false),
        chunk
    };
}
function isLetter(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
/** One entry per anchor and per spelling of its first two bytes (both cases of a letter). */
function buildEntries(starts) {
    const entries = [];
    for (const start of starts) {
        const bytes = Buffer.from(start.bytes.slice(0, 16), 'latin1');
        if (bytes.length < 2)
            return undefined;
        const mask = new Uint8Array(16);
        const value = new Uint8Array(16);
        for (let i = 0; i < bytes.length; i++) {
            const c = bytes[i] ?? 0;
            const caseless = start.caseless === true && isLetter(c);
            mask[i] = caseless ? 0xdf : 0xff;
            value[i] = caseless ? c & 0xdf : c;
        }
        const spell = (c) => start.caseless === true && isLetter(c) ? [c & 0xdf, c | 0x20] : [c];
        const group = start.group;
        const groups = (all) => (group === undefined ? all : 1 << group);
        for (const a of spell(bytes[0]))
            for (const b of spell(bytes[1]))
                entries.push({ key: a | (b << 8), mask, value, groups });
    }
    return entries.length <= MAX_ENTRIES ? entries : undefined;
}
function writeTables(memory, entries) {
    entries.sort((a, b) => a.key - b.key);
    const view = new DataView(memory.buffer);
    let i = 0;
    while (i < entries.length) {
        const key = entries[i]?.key ?? 0;
        let j = i;
        while (j < entries.length && entries[j]?.key === key)
            j++;
        memory[GATE + key] = 1;
        view.setUint32(BUCKETS + key * 4, i | ((j - i) << 16), true);
        i = j;
    }
    entries.forEach((e, n) => {
        const at = ENTRIES + n * 32;
        memory.set(e.mask.subarray(0, 8), at);
        memory.set(e.value.subarray(0, 8), at + 8);
        memory.set(e.mask.subarray(8), at + 16);
        memory.set(e.value.subarray(8), at + 24);
    });
}

;// CONCATENATED MODULE: ./src/core/redact.ts
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
    // GitHub: classic (ghp_/gho_/ghu_/ghs_/ghr_) and fine-grained tokens, and the JWT form of App
    // installation tokens (GITHUB_TOKEN included) since 2026-05: `ghs_<app id>_<JWT>`, about 520
    // characters, masked from prefix to signature; the other prefixes too, should GitHub move them.
    // A JWT's header is a JSON object: `{"` encoded, `eyI` to `eyL`. Linear: once that follows the
    // app id, the match cannot fail, so nothing backtracks into what it took.
    {
        pattern: /gh[pousr]_(?:[0-9]+_ey[I-L][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+){0,2}|[A-Za-z0-9]{30,})/g,
        anchor: 'gh[pousr]_',
        starts: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']
    },
    { pattern: /github_pat_[A-Za-z0-9_]{22,}/g, anchor: 'github_pat_', starts: ['github_pat_'] },
    // A GitHub token as git sends it: base64 of `x-access-token:<token>` (`AUTHORIZATION: basic …`,
    // the `http.extraheader` actions/checkout leaves in the git config), whatever the token's
    // shape. `git config --list` prints it; a token the action was not given is masked here.
    {
        pattern: /eC1hY2Nlc3MtdG9rZW46[A-Za-z0-9+/_-]{8,}={0,2}/g,
        anchor: 'eC1hY2Nlc3MtdG9rZW46',
        starts: ['eC1hY2Nlc3MtdG9rZW46']
    },
    // OpenAI-style keys. `sk-` is common inside words ("task-runner"), so it must start a word; an
    // ANSI colour code right before it counts as a word start too.
    {
        // eslint-disable-next-line no-control-regex -- ESC, the start of an ANSI colour code
        pattern: /(?:(?<![A-Za-z0-9])|(?<=\x1b\[[0-9;]*m))sk-[A-Za-z0-9_-]{20,}/g,
        anchor: 'sk-[A-Za-z0-9_-]{20}',
        starts: ['sk-']
    },
    // Stripe secret and restricted keys.
    {
        pattern: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
        anchor: '[sr]k_(?:live|test)_',
        starts: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_']
    },
    // AWS access key ids.
    {
        pattern: /(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
        anchor: 'A[KS]IA',
        starts: ['AKIA', 'ASIA']
    },
    // JWTs (also GitHub's OIDC and Actions runtime tokens).
    {
        pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
        anchor: 'eyJ',
        starts: ['eyJ']
    },
    // Slack bot, user, app and refresh tokens.
    {
        pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,}/g,
        anchor: 'xox[abeoprs]-',
        starts: ['a', 'b', 'e', 'o', 'p', 'r', 's'].map((c) => `xox${c}-`)
    },
    // GitLab personal access tokens.
    { pattern: /glpat-[A-Za-z0-9_-]{20,}/g, anchor: 'glpat-', starts: ['glpat-'] },
    // Google API keys.
    { pattern: /AIza[0-9A-Za-z_-]{35}/g, anchor: 'AIza', starts: ['AIza'] },
    // npm access tokens.
    { pattern: /npm_[A-Za-z0-9]{36}/g, anchor: 'npm_', starts: ['npm_'] },
    // PEM and PGP private keys: from the BEGIN line through the body (base64, headers such as
    // `Proc-Type: 4,ENCRYPTED` or `Version: …`, real newlines or `\n` escapes when the key sits
    // inside a JSON string) to the END line. A key cut short is masked to where its body stops; a
    // body whose BEGIN line is gone is masked back from its END line (see maskBodiesBeforeEnd).
    {
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
        anchor: 'PRIVATE KEY',
        starts: ['PRIVATE KEY']
    },
    // PuTTY private keys: the private lines (and their MAC) after `Private-Lines: N`.
    {
        pattern: /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
        anchor: 'Private-Lines',
        starts: ['Private-Lines'],
        replace: `$1 ${MASK}`
    },
    // Slack incoming webhooks and workflow triggers: the URL is the credential.
    {
        pattern: /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9_/-]+/g,
        anchor: 'hooks\\.slack\\.com',
        starts: ['hooks.slack.com'],
        replace: `$1${MASK}`
    },
    // AWS session tokens (base64 of a protobuf that always starts the same way).
    {
        pattern: /(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{8,}/g,
        anchor: 'FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj',
        starts: ['FwoGZXIvYXdz', 'IQoJb3JpZ2luX2Vj']
    },
    // Azure storage and service bus connection strings.
    {
        pattern: /((?:Account|SharedAccess)Key\s*=\s*)[A-Za-z0-9+/=]{8,}/g,
        anchor: '(?:Account|SharedAccess)Key',
        starts: ['AccountKey', 'SharedAccessKey'],
        replace: `$1${MASK}`
    },
    // A password in a URL (`https://user:password@host`): the password is masked, the rest kept.
    {
        pattern: /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/@'"\\]+:)[^\s/@'"\\]+@/g,
        // ASCII white space only, so that on bytes it matches wherever it would on text (prefilter.ts).
        anchor: ':\\/\\/[^\\t-\\r :/@]+:[^\\t-\\r /@]+@',
        starts: ['://'],
        replace: `$1${MASK}@`
    },
    // Session tokens named as such (`aws_session_token=…`, `SESSION_TOKEN: …`).
    {
        pattern: /((?:aws)?[_-]?session[_-]?token\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+=]{16,}/gi,
        anchor: '[Ss][Ee][Ss][Ss][Ii][Oo][Nn][_-]?[Tt][Oo][Kk][Ee][Nn]',
        starts: ['session_token', 'session-token', 'sessiontoken'],
        caseless: true,
        replace: `$1${MASK}`
    },
    // AWS secret access keys: 40 base64-ish characters are too common to mask on their own (hashes,
    // paths), so only the value right after a name for one is masked: aws_secret_access_key,
    // aws_secret_key, aws_secret (any case, `_` or `-` or nothing between the words), or
    // secret_access_key without the aws; after `=`, `:` or a space (`aws configure set …`).
    {
        pattern: /((?:aws[_-]?secret(?:[_-]?access)?(?:[_-]?key)?|secret[_-]?access[_-]?key)\\?["']?(?:\s*[:=]\s*|\s+)\\?["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/gi,
        anchor: '[Aa][Ww][Ss][_-]?[Ss][Ee][Cc][Rr][Ee][Tt]|[Ss][Ee][Cc][Rr][Ee][Tt][_-]?[Aa][Cc][Cc][Ee][Ss][Ss]',
        starts: [
            'aws_secret',
            'aws-secret',
            'awssecret',
            'secret_access',
            'secret-access',
            'secretaccess'
        ],
        caseless: true,
        replace: `$1${MASK}`
    }
];
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
    if (!text.includes('PRIVATE KEY'))
        return text;
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
/**
 * Builds a redactor for these secret values plus the token shapes. Short values are ignored.
 * `bytes: false` leaves out the byte prefilter (as when WebAssembly is missing): tests compare.
 */
function makeRedactor(secrets, options = {}) {
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
    // its first and last 12 characters (one break leaves at least one of them whole, in a form of
    // 24 characters or more) and its 12-character pieces at every multiple of 48: two breaks or
    // more enclose a whole line, and the tools that wrap these encodings print lines of 60
    // characters or more (`xxd -p` 60, `openssl base64` 64, `base64` 76), so the line holds one
    // such piece. (Every 12 would also cover narrower lines, but its pieces of digits are common
    // in any stream and slowed the scan by 10–30% with a 68-character key.)
    const wraps = [...wrapped]
        .sort((a, b) => b.length - a.length)
        .map((f) => Array.from(f, escapeRegExp).join(WRAP));
    const pieces = (f) => {
        const out = [f.slice(-12)];
        for (let at = 0; at + 12 <= f.length; at += 48)
            out.push(f.slice(at, at + 12));
        return out;
    };
    const rawEnds = [...new Set([...wrapped].flatMap(pieces))];
    const ends = rawEnds.map(escapeRegExp);
    const byValue = literals.length + wraps.length > 0
        ? new RegExp([...literals, ...wraps].join('|'), 'g')
        : undefined;
    // A wrapped form's full text holds its first 12 characters, so only those and its last 12 are
    // looked for: the prefilter's cost grows with the number of literals it holds.
    const unwrappedValues = [...values].filter((v) => !wrapped.has(v));
    const unwrapped = [...unwrappedValues].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const suspectText = new RegExp([...unwrapped, ...ends, ...SHAPES.map((s) => s.anchor), ESCAPED_TEST.source].join('|'));
    const suspectRaw = new RegExp([suspectText.source, JSON_DISGUISE].join('|'));
    // The same test on raw bytes (prefilter.ts), which also says which patterns can match: group 0
    // is the secret values, group i + 1 the shape SHAPES[i], and the last group JSON escapes. Each
    // start is a literal every match of its group's expression starts with; values are compared as
    // their UTF-8 bytes.
    const latin1 = (v) => Buffer.from(v, 'utf8').toString('latin1');
    const valueStarts = [...unwrappedValues, ...rawEnds];
    const ESC = SHAPES.length + 1;
    const buildPrefilter = () => bytePrefilter([
        ...valueStarts.map((v) => ({ bytes: latin1(v), group: 0 })),
        ...SHAPES.flatMap((s, i) => s.starts.map((b) => ({ bytes: b, caseless: s.caseless, group: i + 1 }))),
        ...DISGUISE_STARTS.map((b) => ({ bytes: b, group: ESC }))
    ], [
        new RegExp(valueStarts.map((v) => escapeRegExp(latin1(v))).join('|') || '(?!)'),
        ...SHAPES.map((s) => new RegExp(s.anchor)),
        new RegExp(`${ESCAPED_TEST.source}|${JSON_DISGUISE}`)
    ]);
    // Built on first use (a WebAssembly module compiled, its tables written: a few milliseconds
    // of a start that is otherwise waiting for nothing): the redactor is made when the step
    // starts, and the stream's first line comes after the CLI's own start.
    let built;
    const prefilter = () => {
        built ??= { prefilter: options.bytes === false ? undefined : buildPrefilter() };
        return built.prefilter;
    };
    /** The groups that can match in `text` (a bit mask). */
    const groupsOf = (text) => {
        // Encoding costs less than the expression below once a text is a few hundred characters.
        const bytes = text.length >= 256 ? prefilter() : undefined;
        if (bytes !== undefined) {
            const b = Buffer.from(text, 'utf8');
            const mask = bytes.groups(b, 0, b.length, text);
            if (mask !== undefined)
                return mask;
        }
        if (!suspectText.test(text))
            return 0;
        let mask = valueStarts.some((v) => text.includes(v)) ? 1 : 0;
        const lower = text.toLowerCase();
        SHAPES.forEach((shape, i) => {
            const t = shape.caseless === true ? lower : text;
            if (shape.starts.some((start) => t.includes(start)))
                mask |= 1 << (i + 1);
        });
        return ESCAPED_TEST.test(text) ? mask | (1 << ESC) : mask;
    };
    /**
     * Runs the patterns of the groups in `mask`, in order. Masking can make a later pattern match
     * (a key with a `/` in a URL's user name: masked, the URL's password now matches), so once the
     * text changed, the groups are looked up again in what it became.
     */
    const plain = (text, mask) => {
        let out = text;
        if (byValue !== undefined && (mask & 1) !== 0) {
            const masked = out.replace(byValue, MASK);
            if (masked !== out) {
                out = masked;
                mask = groupsOf(out);
            }
        }
        SHAPES.forEach((shape, i) => {
            if ((mask & (1 << (i + 1))) === 0)
                return;
            shape.pattern.lastIndex = 0;
            if (shape.pattern.test(out)) {
                shape.pattern.lastIndex = 0;
                out = out.replace(shape.pattern, shape.replace ?? MASK);
                mask = groupsOf(out);
            }
        });
        return maskBodiesBeforeEnd(out);
    };
    const redact = (text) => {
        if (text === '')
            return text;
        const mask = groupsOf(text);
        if (mask === 0)
            return text;
        const out = plain(text, mask);
        // An escape can spell a secret (JSON encoded twice, markdown's `\_`: core/disguise.ts). The
        // text as its reader decodes it, masked, is what is kept when it differs from what the
        // masked text decodes to: a secret spelt so was not masked, or was cut by a mask of a part
        // of it (a JWT masked up to the first `&#95;` of its signature). The escapes' group not
        // found means ESCAPED_TEST finds nothing either (its expression is part of the group's).
        if ((mask & (1 << ESC)) !== 0 && ESCAPED_TEST.test(text)) {
            const whole = undisguise(text);
            const masked = plain(whole, groupsOf(whole));
            // Source code with escaped dots and dashes is common: nothing masked, one decoding less.
            if (masked !== (out === text ? whole : undisguise(out)))
                return masked;
        }
        return out;
    };
    redact.suspect = (text) => suspectRaw.test(text);
    redact.suspectBytes = (buf, start, end, decoded) => prefilter()?.any(buf, start, end, decoded) ??
        suspectRaw.test(Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8'));
    redact.suspectChunk = (buf) => prefilter()?.chunk(buf);
    return redact;
}

// EXTERNAL MODULE: ./src/core/delta-lines.ts
var delta_lines = __nccwpck_require__(7347);
// EXTERNAL MODULE: ./src/core/events.ts
var events = __nccwpck_require__(7842);
;// CONCATENATED MODULE: ./src/agent/session.ts
/**
 * One live run: the CLI's stdout goes through the line splitter into the transcript, the fold
 * and the run's observers (the live log among them) as it arrives; stderr is kept as a bounded
 * tail for the verdict.
 *
 * The hot path, per line: one decode, one prefilter pass for secrets, one JSON.parse, the fold. A
 * thinking delta (most lines) the prefilter clears is folded from its bytes, never decoded.
 * A line the prefilter flags has every string in it redacted right after parsing (parseLine), so
 * the report, the log and the summary only ever see redacted text, and the transcript gets the
 * redacted line instead of the raw bytes. Every other line goes to the transcript as the bytes
 * that came in, one write per chunk.
 */








/**
 * Keeps the last lines of stderr, bounded in count and size. stderr is split into lines by the
 * stream's own LineSplitter (on bytes: a character split across two chunks stays whole). Each
 * line is redacted once, whole, when it ends, before any cut, so a key split across two chunks
 * is still found. A line past `maxLine` bytes is not kept whole: its head is redacted, then cut.
 */
class Tail {
    maxLines;
    maxChars;
    redact;
    lines = [];
    done = [];
    splitter;
    constructor(maxLines = 40, maxChars = 4000, redact = (s) => s, maxLine = 64 * 1024) {
        this.maxLines = maxLines;
        this.maxChars = maxChars;
        this.redact = redact;
        this.splitter = new core_lines/* LineSplitter */.g((line) => {
            this.keep(this.redact(line));
        }, (bytes, head) => {
            this.keep(`${(0,core_text/* cutHead */.fz)(this.redact(head), 500)} (a line of ${String(bytes)} bytes, cut)`);
        }, maxLine);
    }
    /** Adds a chunk; returns the lines it completed, redacted (whole: callers cut them). */
    push(chunk) {
        this.splitter.push(chunk);
        return this.take();
    }
    /** stderr ended: the last line, when it had no newline. */
    end() {
        this.splitter.end();
        return this.take();
    }
    /** The last lines, each at most 500 characters, all of them at most `maxChars`. */
    text() {
        return (0,core_text/* cutTail */.BO)(this.lines.join('\n'), this.maxChars);
    }
    keep(line) {
        this.done.push(line);
        this.lines.push((0,core_text/* cutHead */.fz)(line, 500));
        if (this.lines.length > 2 * this.maxLines)
            this.lines = this.lines.slice(-this.maxLines);
    }
    take() {
        const done = this.done;
        this.done = [];
        if (this.lines.length > this.maxLines)
            this.lines = this.lines.slice(-this.maxLines);
        return done;
    }
}
/** stderr lines shown in the live log before the rest are only kept as a tail. */
const MAX_STDERR_LINES = 200;
async function runSession(o) {
    const redact = o.redact ?? o.transcript.redact;
    const watch = o.watch;
    o.builder.useRedactor(redact);
    const report = o.builder.live();
    const stderr = new Tail(40, 4000, redact);
    let stderrShown = 0;
    let resultNoted = false;
    let internalError;
    // The chunk being split, and the prefilter's scan of it: a line inside it is looked up there
    // (the chunk copied once), a line that came in pieces is scanned alone.
    let chunk;
    let scan;
    const parser = new events/* StreamParser */.Yc();
    // This runs inside the stdout handler: an exception here would end the process with no
    // outputs and no summary, so a bug of ours is recorded and the stream is only saved from then on.
    const failed = (error) => {
        internalError = (0,errors/* errorOf */.Mz)(error);
        watch.note(redact(`⚠ Internal error while reading the stream (${internalError.message}); the rest is saved to the transcript only.`));
    };
    // A thinking delta (most lines) the prefilter clears changes nothing but a count, and shows
    // nothing unless the debug log shows every line: it is folded without decoding it.
    const peek = (watch.wantsRaw?.() ?? true)
        ? undefined
        : (bytes, start, end) => {
            if (!(0,delta_lines/* isThinkingDelta */.Hx)(bytes, start, end))
                return false;
            const suspect = bytes === chunk && scan !== undefined
                ? scan(start, end)
                : redact.suspectBytes?.(bytes, start, end);
            if (suspect !== false)
                return false;
            if (internalError !== undefined)
                return true;
            try {
                o.builder.line('', events/* THINKING_DELTA_LINE */.Bt);
            }
            catch (error) {
                failed(error);
            }
            return true;
        };
    const splitter = new core_lines/* LineSplitter */.g((line, bytes, start, end) => {
        // One parse, redacting: the transcript gets `redacted` when the line held a secret. The
        // prefilter reads the line's bytes (prefilter.ts), not the decoded text.
        const suspect = bytes === chunk && scan !== undefined
            ? scan(start, end, line)
            : redact.suspectBytes?.(bytes, start, end, line);
        const parsed = parser.parse(line, redact, suspect);
        if (internalError !== undefined)
            return parsed.redacted;
        try {
            watch.raw(parsed.redacted ?? line);
            const change = o.builder.line(line, parsed);
            if (change.kind !== 'none')
                watch.change(change, report);
            if (change.kind === 'result' && !resultNoted) {
                resultNoted = true;
                handle.resultSeen();
            }
        }
        catch (error) {
            failed(error);
        }
        return parsed.redacted;
    }, (bytes, head) => {
        o.builder.oversize(bytes, head);
        watch.note(`⚠ A line of ${bytes} bytes was too long to keep; it was skipped.`);
        return `{"type":"cursor-agent-action/oversize-line","bytes":${bytes}}`;
    }, undefined, (bytes) => o.transcript.bytes(bytes), peek);
    const showStderr = (lines) => {
        for (const line of lines) {
            // Old builds mirror every JSON event on stderr; only the CLI's own messages are shown,
            // and only so many of them: the tail is kept for the verdict either way.
            if (line.trim() === '' || looksLikeEvent(line))
                continue;
            stderrShown++;
            if (stderrShown <= MAX_STDERR_LINES)
                watch.note(`stderr │ ${(0,core_text/* cutHead */.fz)(line, 500)}`);
            else if (stderrShown === MAX_STDERR_LINES + 1) {
                watch.note(`stderr │ … more stderr lines are not shown; the last ones are in the summary.`);
            }
        }
    };
    let heard = o.heard;
    const hear = () => {
        if (heard === undefined)
            return;
        const then = heard;
        heard = undefined;
        try {
            then();
        }
        catch (error) {
            internalError ??= (0,errors/* errorOf */.Mz)(error);
        }
    };
    const handle = startAgent({
        command: o.command,
        args: o.args,
        cwd: o.cwd,
        env: o.env,
        tempDir: o.tempDir,
        exitGraceMs: o.exitGraceMs,
        inactivityMs: o.inactivityMs,
        timeoutMs: o.timeoutMs,
        onStdout: (bytes) => {
            hear();
            chunk = bytes;
            scan = redact.suspectChunk?.(bytes);
            splitter.push(bytes);
            chunk = scan = undefined;
        },
        onStderr: (chunk) => {
            hear();
            showStderr(stderr.push(chunk));
        },
        busy: () => o.builder.openCalls > 0,
        onTick: () => {
            const now = Date.now();
            const running = o.builder.runningCalls();
            // A timer callback: an observer's bug must not end the process (see the line handler).
            try {
                watch.tick(now, running, report);
            }
            catch (error) {
                internalError ??= (0,errors/* errorOf */.Mz)(error);
            }
        }
    });
    const start = { startedAt: Date.now(), command: o.command, cwd: o.cwd, stop: handle.stop };
    try {
        watch.start(start);
    }
    catch (error) {
        internalError ??= (0,errors/* errorOf */.Mz)(error);
    }
    // Memory stays flat however long the stream (heap.ts).
    const unbound = boundHeap();
    const ending = await handle.done;
    unbound();
    splitter.end();
    showStderr(stderr.end());
    o.transcript.flush();
    watch.flush();
    return { ending, stderrTail: stderr.text(), internalError, leftovers: handle.leftovers() };
}
function looksLikeEvent(line) {
    if (!line.startsWith('{'))
        return false;
    try {
        const v = JSON.parse(line);
        return (0,json/* isObject */.Gv)(v) && typeof v.type === 'string';
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/agent/run.ts
/**
 * One run of the CLI, from spawn to exit: the command line and environment from the settings,
 * the session (stream → fold → watchers), the CLI's version asked while it runs, and what was
 * left behind. The caller made the fold, the transcript and the watchers, so whatever this
 * throws, what the run produced so far is still the caller's to publish.
 */






/**
 * Runs the CLI with the run's context (its environment, redaction, live log, notebook and cancel)
 * and what this run gives it: the CLI, the settings (the session's, with `resume`), the report
 * being folded, the transcript and the observers.
 */
async function runAgent(ctx, run) {
    const o = {
        ...run,
        env: ctx.env,
        redact: ctx.redact,
        log: (line) => ctx.log.write(line),
        warn: (message) => ctx.book.warning(message),
        signal: ctx.signals.abort
    };
    const { cli, settings, env } = o;
    const cwd = settings.workingDirectory;
    o.log(`Running ${cli.path}${cli.version !== undefined ? ` (${cli.version})` : ''} in ${cwd}`);
    // The CLI's version is asked now, before the agent could touch the binary, with the
    // environment the CLI gets (less the key); the answer is awaited after the run.
    const probeEnv = childEnv(env.raw, '', settings.githubToken);
    const probe = cli.version === undefined ? (0,agent_probe/* cliVersion */.$g)(cli.path, probeEnv, o.signal) : undefined;
    let version;
    let end;
    try {
        const session = runSession({
            command: cli.path,
            args: (0,core_args/* cliArgs */.mc)(settings),
            cwd,
            env: childEnv(env.raw, settings.apiKey, settings.githubToken),
            tempDir: env.temp,
            exitGraceMs: settings.exitGraceMs,
            inactivityMs: settings.inactivityMs,
            timeoutMs: settings.timeoutMs,
            builder: o.builder,
            transcript: o.transcript,
            redact: o.redact,
            watch: o.watch,
            heard: o.heard
        });
        end = await session;
    }
    finally {
        // Awaited on every path: the probe is bounded, and none may outlive the step.
        if (probe !== undefined) {
            version = await probe;
            if (version !== undefined)
                o.log(`Cursor CLI ${version}`);
        }
        o.ended?.();
        await closeTranscript(o.transcript, o.warn);
    }
    if (end.leftovers.length > 0) {
        o.log(leftoverNote(end.leftovers));
        const warning = leftoverWarning(end.leftovers);
        if (warning !== undefined)
            o.warn(warning);
    }
    const before = cli.version ?? version;
    const advice = settings.cliVersion === '' ? ' Pin a build (cli-version) to run the same CLI every time.' : '';
    // A cancelled job has a few seconds left: no more probes then.
    const selfUpdate = before !== undefined && end.ending.kind !== 'cancelled'
        ? (0,agent_probe/* cliVersion */.$g)(cli.path, probeEnv, o.signal).then((after) => after !== undefined && !(0,agent_probe/* sameBuild */.tW)(after, before)
            ? `The CLI updated itself during the run: ${cli.path} was ${before} at the start and is ${after} now.${advice}`
            : undefined)
        : undefined;
    return {
        ending: end.ending,
        stderrTail: end.stderrTail,
        internalError: end.internalError,
        version,
        cwdMissing: !isDirectory(cwd),
        selfUpdate
    };
}
/** Whether `dir` is a directory now (a link to one counts: the CLI would run in it). */
function isDirectory(dir) {
    try {
        return external_node_fs_default().statSync(dir).isDirectory();
    }
    catch {
        return false;
    }
}
async function closeTranscript(t, warn) {
    await t.close();
    if (t.error !== undefined)
        warn(`The transcript could not be saved to ${t.path}: ${t.error.message}`);
    else if (t.replaced !== undefined)
        warn(`Something replaced the transcript at ${t.replaced} or wrote into it during the run; the \`transcript\` output is a fresh copy, every line redacted again: ${t.path}.`);
}

;// CONCATENATED MODULE: ./src/agent/transcript.ts
/**
 * The raw stream, saved as it arrives so nothing the agent did is lost even when the summary has
 * to leave things out. The session hands over the stream's own bytes (a line that held a secret
 * comes redacted), one batch per chunk read from the CLI. Chunks from the CLI's socket are small
 * (a few KiB), so they are gathered up to BATCH_BYTES (or LINGER_MS) and written with one
 * synchronous writev: the write is the backpressure (while it runs nothing more is read from the
 * CLI, whose socket then fills and blocks it), so memory stays bounded by the batch however fast
 * the CLI writes, and `flush()`/`close()` leave the file complete.
 *
 * The file sits in RUNNER_TEMP, where the agent (the same user) can reach it: it is created
 * exclusively under an unguessable name (io/files.ts), written only through the descriptor kept
 * open, and watched: the file's change stamp (ctime) is taken after each write of ours and
 * compared before the next, so a write of anyone else's in between is seen (the agent writing the
 * raw token into it in place, which an artifact upload would publish). When the run is over, a
 * path the agent swapped or a file it wrote into is not handed out as it is: a fresh copy is made
 * from the descriptor, every line through the redactor again.
 */





/** Bytes gathered before a write. */
const BATCH_BYTES = 256 * 1024;
/** Longest gathered bytes wait for a write while the stream is quiet. */
const LINGER_MS = 200;
class Transcript {
    target;
    redact;
    file;
    pending = [];
    pendingBytes = 0;
    timer;
    /** Bytes the action wrote: a fresh copy takes no more than these. */
    size = 0;
    /** Why the file could not be written, if it could not; the run goes on without it. */
    error;
    /** Set when the file was swapped or written to by someone else: where it was. */
    replaced;
    /** The file's change stamp after our last write; another one means someone else wrote. */
    stamp;
    tampered = false;
    /** Creates `file` (it must not exist yet). */
    constructor(target, redact) {
        this.target = target;
        this.redact = redact;
        try {
            this.file = (0,io_files/* openOwnFile */.ZM)(target);
            this.stamp = (0,io_files/* changeStamp */.ag)(this.file.fd);
        }
        catch (error) {
            this.error = (0,errors/* errorOf */.Mz)(error);
        }
    }
    /** A transcript under RUNNER_TEMP with an unguessable name. */
    static create(env, redact) {
        const id = (0,external_node_crypto_.randomBytes)(16).toString('hex');
        return new Transcript(external_node_path_default().join((0,io_files/* tempRoot */.fQ)(env.temp), `cursor-agent-transcript-${id}.ndjson`), redact);
    }
    /** Where the transcript is (or was to be) written. */
    get path() {
        return this.target;
    }
    /** Bytes of the stream, as they are (the caller redacted what needed it). */
    bytes(buffers) {
        if (this.file === undefined || this.error !== undefined)
            return;
        for (const b of buffers) {
            if (b.length === 0)
                continue;
            this.pending.push(b);
            this.pendingBytes += b.length;
        }
        if (this.pendingBytes >= BATCH_BYTES)
            this.flush();
        else if (this.pendingBytes > 0)
            this.timer ??= setTimeout(() => this.flush(), LINGER_MS).unref();
    }
    /** Writes what is gathered, now. */
    flush() {
        if (this.timer !== undefined) {
            clearTimeout(this.timer);
            this.timer = undefined;
        }
        const fd = this.file?.fd;
        let pending = this.pending;
        this.pending = [];
        this.pendingBytes = 0;
        if (fd === undefined || this.error !== undefined || pending.length === 0)
            return;
        try {
            this.watch(fd);
            while (pending.length > 0) {
                let written = external_node_fs_default().writevSync(fd, pending);
                this.size += written;
                // A short write (rare on a file) leaves the rest for another round.
                const rest = [];
                for (const b of pending) {
                    if (written >= b.length)
                        written -= b.length;
                    else {
                        rest.push(written > 0 ? b.subarray(written) : b);
                        written = 0;
                    }
                }
                pending = rest;
            }
            this.stamp = (0,io_files/* changeStamp */.ag)(fd);
        }
        catch (error) {
            this.error = (0,errors/* errorOf */.Mz)(error);
            this.release();
        }
    }
    /** One line of our own (or not yet redacted), redacted and written. */
    line(text) {
        this.bytes([Buffer.from(this.redact(text) + '\n')]);
        this.flush();
    }
    /** The file's path once it is complete; undefined when it could not be written. */
    get written() {
        return this.error === undefined ? this.target : undefined;
    }
    /**
     * Writes what is left, makes sure the path still leads to what was written (else a fresh copy
     * is made beside it, and `replaced` says so), and closes the file.
     */
    close() {
        this.flush();
        const file = this.file;
        if (file !== undefined && this.error === undefined) {
            this.watch(file.fd);
            if (this.tampered || !(0,io_files/* stillOurs */.gS)(file))
                this.copyAfresh(file);
        }
        this.release();
        return Promise.resolve();
    }
    /** Notes whether anyone else wrote to the file since our last write. */
    watch(fd) {
        if (this.stamp !== undefined && (0,io_files/* changeStamp */.ag)(fd) !== this.stamp)
            this.tampered = true;
    }
    /** A fresh file beside the old one, made from the descriptor, every line redacted again. */
    copyAfresh(file) {
        this.replaced = file.path;
        try {
            const fresh = (0,io_files/* createOwnFile */.Df)(external_node_path_default().dirname(file.path), (n) => `cursor-agent-transcript-${n}.ndjson`);
            try {
                (0,io_files/* copyThrough */.nZ)(file.fd, fresh.fd, this.redact, this.size);
            }
            finally {
                external_node_fs_default().closeSync(fresh.fd);
            }
            this.target = fresh.path;
        }
        catch (error) {
            this.error = (0,errors/* errorOf */.Mz)(error);
        }
    }
    release() {
        const fd = this.file?.fd;
        this.file = undefined;
        if (fd === undefined)
            return;
        try {
            external_node_fs_default().closeSync(fd);
        }
        catch (error) {
            this.error ??= (0,errors/* errorOf */.Mz)(error);
        }
    }
}

;// CONCATENATED MODULE: ./src/core/notes.ts
/**
 * What the steps around the run say for the summary and the PR comment: sentences (`notes`) and
 * warnings, in the order they were said. A warning also goes to the log at once, as plain text.
 * A sentence is ours (core/said.ts: markup with escaped values) or a bare string (shown literally).
 */

class Notebook {
    warn;
    notes = [];
    warnings = [];
    constructor(warn = () => undefined) {
        this.warn = warn;
    }
    note(...sentences) {
        this.notes.push(...sentences);
    }
    warning(message) {
        this.warnings.push(message);
        this.warn((0,said/* plainText */.wh)(message));
    }
}

// EXTERNAL MODULE: ./src/core/report.ts + 3 modules
var core_report = __nccwpck_require__(3547);
// EXTERNAL MODULE: ./src/core/findings.ts
var findings = __nccwpck_require__(4637);
// EXTERNAL MODULE: ./src/core/schema.ts
var schema = __nccwpck_require__(2032);
// EXTERNAL MODULE: ./src/core/causes.ts
var causes = __nccwpck_require__(3419);
;// CONCATENATED MODULE: ./src/core/verdict.ts
/**
 * The verdict, decided here and nowhere else: green only when the CLI exited 0, a `result` event
 * arrived, and it did not say `is_error`. Everything else is a failure whose reason says which of
 * those went wrong. How the run ended (our own clocks, cancellation) outranks what the stream
 * says. The steps around the run hand in what they found as facts (the review's outcome, the
 * runner's files that could not be put back, an error a stage threw) and `verdictOf` weighs them.
 */








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
        message: sentence.charAt(0).toUpperCase() + sentence.slice(1) + (/[.!?]$/.test(sentence) ? '' : '.')
    };
}
/** What each cause adds in front of the verdict's sentence; the fix is the hint's (hints.ts). */
const CAUSES = {
    auth: 'The CLI did not accept its authentication.',
    usage_limit: 'The Cursor account has hit its usage limit.',
    model_unavailable: 'The model asked for cannot be used by this account.',
    workspace_missing: 'The directory the agent was to run in is missing.'
};
/** The failures whose reason only says how the CLI ended, which its words can make precise. */
const REFINABLE = [
    'exit_code',
    'agent_error',
    'no_result',
    'spawn_error'
];
/**
 * A failure the CLI explained: `auth`, `usage_limit`, `model_unavailable` or `workspace_missing`
 * in place of `exit_code`, `agent_error` or `no_result` when its stderr (or an error result's
 * text) says so, and `workspace_missing` when the working directory is gone (a spawn in a missing
 * directory fails as ENOENT, as if the CLI were missing). How the run ended outranks this
 * (cancelled, timeout, …), and a valid result followed by a non-zero exit stays `exit_code` (the
 * known CLI quirk: the work was done). Anything else stays as it was.
 */
function refine(v, o) {
    if (v.conclusion !== 'failure' || !REFINABLE.includes(v.reason))
        return v;
    if (v.reason === 'exit_code' && o.result !== undefined && !o.result.isError)
        return v;
    const words = v.reason === 'spawn_error'
        ? ''
        : `${o.stderr ?? ''}\n${o.result?.isError === true ? o.result.text : ''}`;
    const cause = o.workspaceMissing === true ? 'workspace_missing' : (0,causes/* causeOf */.r)(words);
    if (cause === undefined)
        return v;
    return { conclusion: 'failure', reason: cause, message: `${CAUSES[cause]} ${v.message}` };
}
function firstLine(text) {
    const line = text.split(/\r?\n/, 1)[0] ?? '';
    return (0,core_text/* truncate */.xv)(line, 201);
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
/**
 * Required MCP servers (`require-mcp`) with no successful call: a run that succeeded fails with
 * `mcp_unavailable`; one that failed for another reason keeps it and names them too.
 */
function requireMcp(v, missing) {
    if (missing.length === 0 || (v.conclusion !== 'success' && v.conclusion !== 'failure'))
        return v;
    const sentence = (0,mcp/* missingSentence */.UI)(missing);
    if (v.conclusion === 'success')
        return {
            conclusion: 'failure',
            reason: 'mcp_unavailable',
            message: (0,said/* plainText */.wh)(sentence),
            said: sentence
        };
    const both = (0,said/* said */.ag) `${v.said ?? v.message} ${sentence}`;
    return { ...v, message: (0,said/* plainText */.wh)(both), said: both };
}
/**
 * A cancel that came after the CLI ended, while the action compared or landed the work: the rest
 * was cut short to publish what is known before the runner kills the step.
 */
function cancelledLate(signal) {
    return {
        conclusion: 'cancelled',
        reason: 'cancelled',
        message: `The run was cancelled (${signal}) after the agent finished, while the action read what changed; the rest was cut short and nothing was landed.`
    };
}
/**
 * The verdict for an error that ended the pipeline: a ReasonedError's reason and message, else
 * `internal` (a bug of ours). Redacted: the message can quote an input or git's words.
 */
function failureOf(error, redact) {
    if (error instanceof errors/* ReasonedError */.O$) {
        const v = {
            conclusion: error.reason === 'cancelled' ? 'cancelled' : 'failure',
            reason: error.reason,
            message: redact(error.message)
        };
        // Its values are redacted where they are rendered (render/markdown.ts markup).
        if (error.said !== undefined)
            v.said = error.said;
        return v;
    }
    return {
        conclusion: 'failure',
        reason: 'internal',
        message: redact(`Internal error in cursor-agent-action: ${(0,errors/* messageOf */.bD)(error)}`)
    };
}
/**
 * The verdict once the run is over: how it ended and its result (decide), then the final message
 * against output-schema when the run succeeded and a schema was given (`compile` loaded), the
 * MCP servers `require-mcp` names, and a bug of ours while reading the stream, which outranks
 * all but a cancellation.
 */
function conclude(o) {
    const verdict = refine(decide(o.ending, o.report.result), {
        stderr: o.stderr,
        result: o.report.result,
        workspaceMissing: o.workspaceMissing
    });
    let structured;
    let out = verdict;
    if (o.schema !== undefined && o.compile !== undefined && verdict.conclusion === 'success') {
        structured = (0,schema/* checkStructuredOutput */.vV)(o.report.finalMessage, o.schema, o.compile);
        if (!structured.ok)
            out = schemaMismatch(structured.errors);
    }
    out = requireMcp(out, (0,mcp/* missingServers */.FK)(o.mcp, o.report.mcp));
    if (o.internalError !== undefined && out.conclusion !== 'cancelled')
        out = failureOf(o.internalError, o.redact);
    if (o.lateSignal !== undefined && out.conclusion !== 'cancelled')
        out = cancelledLate(o.lateSignal);
    return { verdict: out, structured };
}
/** A trigger that was absent or refused (the bot's gate): green, saying why. */
function skipped(why) {
    return { conclusion: 'skipped', message: `Skipped: ${why}.` };
}
/**
 * A run the pull request's caps stopped before the CLI started (observers/ledger.ts skip, the
 * caps in core/caps.ts): green, `skipped`, the cap's note saying which and why.
 */
function capped(note) {
    return { conclusion: 'skipped', message: (0,said/* plainText */.wh)(note), said: note };
}
/** Whether an error that ended the pipeline is a bug of ours (`internal`), not a known failure. */
function isInternal(error) {
    return !(error instanceof errors/* ReasonedError */.O$);
}
/**
 * The verdict after the review: cancelled while posting, the message did not validate, the
 * review failed, or the severity gate (`fail-on`).
 */
function reviewVerdict(o) {
    if (o.cancelled === true)
        return {
            conclusion: 'cancelled',
            reason: 'cancelled',
            message: 'The run was cancelled while the review was being posted; no review was left on the pull request.'
        };
    if (o.mismatch !== undefined) {
        const shown = o.mismatch.slice(0, 3).join('; ');
        return {
            conclusion: 'failure',
            reason: 'schema_mismatch',
            message: `The final message is not findings JSON as docs/findings.v1.schema.json describes: ${shown}.`
        };
    }
    if (o.failed === true)
        return {
            conclusion: 'failure',
            reason: 'review_failed',
            message: `The review could not be posted: ${o.notPosted ?? 'GitHub did not take it.'} The findings are in the job summary, the findings output and the annotations.`
        };
    // In a re-review of new commits, the earlier findings still open count too.
    const gate = (0,findings/* gateFindings */.Av)([...o.findings, ...(o.earlier ?? [])], o.failOn);
    const earlier = (0,findings/* gateFindings */.Av)(o.earlier ?? [], o.failOn).length;
    if (gate.length > 0)
        return {
            conclusion: 'failure',
            reason: 'findings',
            message: `${String(gate.length)} finding(s) at or above ${names/* INPUTS */.mc.failOn}: ${o.failOn} (${(0,findings/* severityCounts */.ur)(gate)}${earlier > 0 ? `; ${String(earlier)} of them reported by an earlier review and still open` : ''}); the review was ${o.review !== undefined ? 'posted' : 'not posted'}.`
        };
    return { conclusion: 'success', message: '' };
}
/**
 * Files of the runner the agent changed that could not be put back fail the step (whatever the
 * run's own verdict; a cancellation stays one), so later steps do not run with them.
 */
function integrity(v, left) {
    if (left.length === 0 || v.conclusion === 'cancelled')
        return v;
    const one = left.length === 1;
    return {
        conclusion: 'failure',
        reason: 'integrity',
        message: `The agent changed ${left.join(', ')}, which later steps read, and ${one ? 'it' : 'they'} could not be put back; the step fails so that later steps without \`if: always()\` do not run with ${one ? 'it' : 'them'}.`
    };
}
/** The step's verdict: the one place it is decided (main.ts only hands the facts in). */
function verdictOf(f) {
    const ran = f.thrown !== undefined || f.run === undefined
        ? failureOf(f.thrown, f.redact)
        : f.review !== undefined && f.run.conclusion === 'success'
            ? reviewVerdict(f.review)
            : f.run;
    return integrity(ran, f.unrestored);
}

;// CONCATENATED MODULE: ./src/core/pull.ts
/**
 * The pull request a run is for, as plain facts read from the event (never from the model):
 * github/ reads them, git/ acts on them (which commit the agent's configuration comes from, where
 * the work may be pushed, whether the head is still the one the request saw).
 */

/**
 * Why a fork's head may not be the commit the person who asked saw, as the sentence that refuses
 * the run; undefined when it is, or when nothing is asked of this event. A comment or review
 * event is read when the job runs, and a fork's author can push in between (queue time):
 * - a review or a review comment names the commit it was made on: any other head is refused;
 * - an issue comment names none: the head repository's `pushed_at` must be before the comment's
 *   `created_at`. It is per repository (a push to any branch of the fork moves it), so it refuses
 *   more than it must, which is the safe side; GitHub's times are to the second, so a push in the
 *   comment's own second counts as after it, and a time GitHub did not give refuses too.
 * A same-repository pull request is not checked: only people with write access push there.
 * `pull_request` events name their head in the payload, which is what is checked out.
 */
function changedHead(event, pull, asked) {
    if (!pull.fork)
        return undefined;
    const fork = (0,said/* said */.ag) `Pull request #${pull.number} comes from a fork (${(0,said/* code */.aY)(pull.headRepo)})`;
    const head = (0,said/* code */.aY)(pull.headSha.slice(0, 12));
    if (event === 'pull_request_review' || event === 'pull_request_review_comment') {
        if (asked.commit !== '' && asked.commit === pull.headSha)
            return undefined;
        const review = event === 'pull_request_review';
        const what = review ? 'review' : 'review comment';
        const seen = asked.commit === ''
            ? (0,said/* said */.ag) `the event names no commit the ${what} was made on`
            : (0,said/* said */.ag) `the ${what} was made on ${(0,said/* code */.aY)(asked.commit.slice(0, 12))}`;
        return review
            ? (0,said/* said */.ag) `${fork} and its head is ${head}, but ${seen}: the pull request changed after the request; review again.`
            : (0,said/* said */.ag) `${fork} and its head is ${head}, but ${seen}: the pull request changed after the request; comment again.`;
    }
    if (event !== 'issue_comment')
        return undefined;
    const pushed = githubTime(pull.headPushedAt);
    const at = githubTime(asked.at);
    if (pushed === undefined)
        return (0,said/* said */.ag) `${fork}, and GitHub did not say when it was last pushed to (${(0,said/* code */.aY)('head.repo.pushed_at')}), so its head ${head} may be newer than the comment: the pull request changed after the request; comment again.`;
    if (at === undefined)
        return (0,said/* said */.ag) `${fork}, and the event does not say when the comment was written (${(0,said/* code */.aY)('comment.created_at')}), so its head ${head} may be newer than the comment: the pull request changed after the request; comment again.`;
    if (pushed < at)
        return undefined;
    return (0,said/* said */.ag) `${fork} that was pushed to at ${(0,said/* code */.aY)(pull.headPushedAt ?? '')}, not before the comment (${(0,said/* code */.aY)(asked.at)}), so its head ${head} may not be the one the comment saw: the pull request changed after the request; comment again.`;
}
/** A time as GitHub writes it (ISO 8601 with a zone), in milliseconds; undefined otherwise. */
function githubTime(text) {
    if (text === undefined || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(text))
        return undefined;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? undefined : ms;
}

;// CONCATENATED MODULE: ./src/git/hardening.ts
/**
 * Git, run so that nothing the agent planted in the repository runs. What git sees in the work
 * tree before and after the run is worktree.ts.
 *
 * The agent can write `.git/config`, `.git/hooks/`, `.gitattributes` and `~/.gitconfig`. Git runs
 * commands named there on its own: hooks (`post-index-change` on a plain `git status`), a
 * `core.fsmonitor` command, clean/smudge filters, diff drivers and textconv, credential helpers.
 * So every git command of ours runs with:
 * - no system or global config (`GIT_CONFIG_NOSYSTEM`, `GIT_CONFIG_GLOBAL=/dev/null`): the global
 *   file is as writable by the agent as the repository's;
 * - the repository's own config read first (`git config --list`, includes resolved) and every key
 *   that names a command overridden with an empty value, plus hooks, fsmonitor, signing and
 *   automatic gc turned off, and stat checks at full strength (worktree.ts relies on them).
 *   Overrides travel as `GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n`, which
 *   carry any subsection name exactly (a `-c name=value` splits at the first `=`);
 * - `--no-ext-diff --no-textconv` on every diff and `--ignore-submodules` where git would recurse
 *   into a submodule (whose config we have not read);
 * - the environment the CLI gets: no action inputs, no runner tokens, no API key or GitHub token.
 * A checkout owned by another user (container jobs) is allowed for this repository only, through
 * `safe.directory` given on the command line, the one place git accepts it from besides the
 * global and system files we no longer read.
 */


/** Config keys (lower-cased section and key, any subsection) whose value is a command git runs. */
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
    // Every transport is refused (see FIXED); one the repository allows by name is refused too.
    [/^protocol\..+\.allow$/, 'never']
];
/** Always set, whatever the repository says. */
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
    // Git of ours never needs the network: a partial clone's missing object would be fetched
    // (GIT_NO_LAZY_FETCH stops that on git 2.45 and later; refusing every transport on any git),
    // and a fetch can run a command (`core.gitProxy`, whose first value wins, so the
    // repository's cannot be overridden). The one fetch the action makes passes ALLOW_FETCH.
    ['protocol.allow', 'never'],
    // A submodule is never entered: its own config could name commands too.
    ['diff.submodule', 'short'],
    ['status.submoduleSummary', 'false'],
    ['submodule.recurse', 'false'],
    ['fetch.recurseSubmodules', 'false'],
    // Ignore and attribute rules from outside the repository (~/.config/git/ignore and
    // attributes are read even without a global config) would let the agent hide a new file or
    // an edit from the comparison.
    ['core.excludesFile', '/dev/null'],
    ['core.attributesFile', '/dev/null'],
    ['core.quotePath', 'false'],
    // What the comparison after the run relies on to see every change: stat data checked in
    // full, ctime included (a file's ctime cannot be set back), and no cache of untracked folders.
    ['core.trustctime', 'true'],
    ['core.checkStat', 'default'],
    ['core.ignoreStat', 'false'],
    ['core.untrackedCache', 'false']
];
/**
 * For the one fetch the action makes (the pull request's base, before the agent ran): the
 * transports a remote can use, instead of FIXED's none. `ext::` stays refused.
 */
const ALLOW_FETCH = [
    ['protocol.allow', 'user'],
    ...['file', 'git', 'http', 'https', 'ssh'].map((p) => [
        `protocol.${p}.allow`,
        'user'
    ])
];
/** Variables no git process of ours gets: the action's inputs, the runner's and GitHub's tokens. */
function isSecretVar(name) {
    return (name.startsWith('INPUT_') ||
        /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL|CACHE_URL|RESULTS_URL)$/.test(name) ||
        /^(CURSOR_API_KEY|CURSOR_AUTH_TOKEN|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(name) ||
        // The runner's command files: no program git starts has business with them.
        /^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(name) ||
        // Ours to set; a workflow's own git overrides are not carried into a repository the agent
        // could have changed underneath them.
        /^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)$/.test(name) ||
        /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|COMMON_DIR|CEILING_DIRECTORIES|EXTERNAL_DIFF|DIFF_OPTS|ASKPASS|SSH|SSH_COMMAND|PROXY_COMMAND)$/.test(name));
}
/*
 * Process-wide on purpose, the two exceptions to "adapters are handed in" (docs/architecture.md):
 * both guard every git process this process starts, whichever module starts it, and a value
 * handed in could be missed by a path not handed it, or made again after the agent ran.
 * - `hidden`: the values no git process may see under any variable name (the GitHub token, the
 *   API key). They are secrets of this process: main.ts registers them (hideFromGit) before any
 *   git runs, and gitEnv takes them out of every git environment.
 * - `program`: the git on PATH before the agent starts (gitProgram, first asked by main.ts then):
 *   found once for the process, so no later lookup can find a `git` the agent planted on PATH.
 */
const hardening_hidden = new Set();
let program;
/**
 * The git program, as PATH finds it the first time this is asked: main.ts asks before the CLI
 * starts, so a `git` the agent puts in a folder earlier on PATH (`~/.local/bin` is writable by
 * the same user) is never run by the action after the run, with the push's token in its
 * environment. A bare `git` when none is found (spawn then fails as before).
 */
function gitProgram() {
    program ??= findProgram('git', process.env.PATH ?? '') ?? 'git';
    return program;
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
            // Not here.
        }
    }
    return undefined;
}
/** Registers secrets to keep out of git's environment, whatever variable a workflow put them in. */
function hideFromGit(...values) {
    for (const v of values)
        if (v.trim() !== '')
            hardening_hidden.add(v.trim());
}
/**
 * The environment of every git process: the job's, minus secrets (the names, and every value
 * hideFromGit registered for the process), plus the hardening.
 */
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
/** The overrides for every command-naming key present in the repository's config. */
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
/** Section and key are case-insensitive, the subsection is not: lower-case only the ends. */
function lowerKey(name) {
    const first = name.indexOf('.');
    const last = name.lastIndexOf('.');
    if (first < 0)
        return name.toLowerCase();
    return (name.slice(0, first).toLowerCase() + name.slice(first, last) + name.slice(last).toLowerCase());
}

;// CONCATENATED MODULE: ./src/git/git.ts
/**
 * A repository, found and opened for the action's own git commands: every command runs with the
 * hardening of hardening.ts (nothing the agent planted in the repository runs), pinned to the
 * folders found before the run. What git sees in the work tree before and after the run is
 * worktree.ts.
 */







/** The most stdout a git command of ours may print (a listing of many paths). */
const MAX_OUTPUT = 256 * 1024 * 1024;
class GitError extends Error {
    stderr;
    constructor(message, stderr) {
        super(message);
        this.stderr = stderr;
        this.name = 'GitError';
    }
}
/** The nearest folder at or above `cwd` that holds a `.git` entry, without running git. */
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
/**
 * A repository, opened with its command-running config neutralised. Opening reads the config
 * (one git process) and, the first time, where the repository is (in a plain checkout without
 * git, else with another): after the agent ran, `reopen` reads the config again, as it is at that
 * moment, and keeps the places found before.
 */
class Git {
    facts;
    env;
    overrides;
    config;
    constructor(facts, env, overrides, 
    /** The repository's config when it was opened: name → values, includes resolved. */
    config) {
        this.facts = facts;
        this.env = env;
        this.overrides = overrides;
        this.config = config;
    }
    /** The work tree's top, as found (not resolved): paths are reported relative to it. */
    get root() {
        return this.facts.top;
    }
    /**
     * Undefined when `cwd` is not in a git work tree or git is missing. Opens afresh: the steps of
     * a run open through their phase's Repos (below), which opens each repository once. Every git
     * process gets the environment gitEnv makes (no secret under any name), whatever `env` a
     * caller passes.
     */
    static open(cwd, env) {
        const top = findTopLevel(cwd);
        return top === undefined ? undefined : Git.openAfresh(top, env);
    }
    /**
     * The repository found before the run, with its config read again now. Its places are not
     * asked again: git is pinned to the folders found before the run, so a `.git` the agent
     * replaced (with a file pointing elsewhere, say) cannot send our git to another repository.
     */
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
    /** The config's last value for a key, as git would use it. */
    configValue(name) {
        return this.config.get(name)?.at(-1);
    }
    /** The command's stdout; throws GitError with git's own message when it fails. */
    run(args, o = {}) {
        const r = this.spawn(args, o);
        return r.stdout;
    }
    /** Like run, but a non-zero exit is an answer (e.g. `cat-file -e`), not an error. */
    test(args, o = {}) {
        try {
            this.spawn(args, o);
            return true;
        }
        catch (error) {
            if (error instanceof GitError)
                return false;
            throw error;
        }
    }
    /**
     * Like run, without blocking: for the long commands after the run (a `git add -A` of many
     * files), so that the runner's cancel is heard while they work. `signal` ends the command.
     */
    async runAsync(args, o = {}) {
        const out = [];
        let size = 0;
        await this.stream(args, {
            ...o,
            onData: (chunk) => {
                size += chunk.length;
                if (size > MAX_OUTPUT)
                    throw new GitError(`git ${args[0] ?? ''}: more than ${String(MAX_OUTPUT)} bytes`, '');
                out.push(chunk);
            }
        });
        return Buffer.concat(out).toString('utf8');
    }
    /**
     * Runs a command whose output is too large to hold (every blob of the changes, to scan them):
     * `onData` gets stdout as it comes. Rejects with GitError as `run` throws; an error `onData`
     * throws ends the command and rejects with it, and so does `signal`.
     */
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
                failure ??= new GitError(`git ${args[0] ?? ''}: timed out`, stderr);
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
            // git may end before it read all its input (a failure): that is its exit's to report,
            // not our crash (EPIPE).
            child.stdin.on('error', () => undefined);
            child.on('error', (error) => {
                failure ??= new GitError(`git ${args[0] ?? ''}: ${error.message}`, stderr);
            });
            child.on('close', (code, signal) => {
                clearTimeout(timer);
                if (failure !== undefined)
                    reject(failure);
                else if (code !== 0)
                    reject(new GitError(`git ${args[0] ?? ''} failed (exit ${String(code ?? signal)})${stderr.trim() !== '' ? `: ${(0,core_text/* lastLines */.w$)(stderr.trim(), 5)}` : ''}`, stderr.trim()));
                else
                    resolve();
            });
            child.stdin.end(o.input ?? '');
        });
    }
    /** The environment of every git process of ours (see the top). */
    envFor(o) {
        const env = gitEnv(this.env, [...this.overrides, ...(o.config ?? [])]);
        // Explicit, so that a `core.worktree` the agent wrote cannot point git at another folder,
        // nor a `.git` it replaced at another repository.
        env.GIT_DIR = this.facts.gitDir;
        env.GIT_WORK_TREE = this.facts.top;
        // And where the repository is: a `commondir` file the agent wrote cannot send git elsewhere.
        if (this.facts.commonDir !== '')
            env.GIT_COMMON_DIR = this.facts.commonDir;
        Object.assign(env, o.env ?? {});
        return env;
    }
    spawn(args, o) {
        const env = this.envFor(o);
        const r = (0,external_node_child_process_.spawnSync)(gitProgram(), [...args], {
            cwd: this.root,
            env,
            encoding: 'utf8',
            input: o.input,
            maxBuffer: MAX_OUTPUT,
            stdio: ['pipe', o.stdoutFd ?? 'pipe', 'pipe'],
            timeout: o.timeoutMs ?? 120_000,
            killSignal: 'SIGKILL'
        });
        if (r.error !== undefined)
            throw new GitError(`git ${args[0] ?? ''}: ${r.error.message}`, r.stderr);
        if (r.status !== 0) {
            const stderr = (r.stderr || '').trim();
            throw new GitError(`git ${args[0] ?? ''} failed (exit ${String(r.status ?? r.signal)})${stderr !== '' ? `: ${(0,core_text/* lastLines */.w$)(stderr, 5)}` : ''}`, stderr);
        }
        return r;
    }
}
/**
 * The repositories of one phase of the run, each opened at most once: opening reads the config
 * (a git process, more for an unusual `.git`) and several steps use the same repository. main.ts
 * makes one for the steps before the agent starts (the checks, the pull request's head, the start
 * point, the integrity snapshot, the base branch's config), when nothing else can change the
 * config the overrides are computed from, and a new one for the steps after the run (the
 * comparison, the links, the patch, the commit and the push): the config is read again then,
 * once, after the CLI and every process of the run were ended. A process of the run that escaped
 * the sweep could change it at any moment anyway, between any reading and git's own. Nothing
 * opened in one phase is used in another: each step is handed its phase's Repos.
 */
class Repos {
    opened = new Map();
    /** Git.open, once per work tree's top in this phase. */
    open(cwd, env) {
        const top = findTopLevel(cwd);
        if (top === undefined)
            return undefined;
        return this.once(top, () => Git.open(top, env));
    }
    /** Git.reopen (the places found before the run, the config read now), once in this phase. */
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
/**
 * Where git would look first: `.git` in the work tree's top. The common folder is left for git
 * to find (it may be a linked worktree's `.git` file): set only once known.
 */
function placesOf(top) {
    return { top, gitDir: external_node_path_default().join(top, '.git'), commonDir: '' };
}
/**
 * The places of a repository whose `.git` is a folder of its own (what a checkout makes), found
 * without running git: the folder holds what git's own test for a repository looks for (HEAD,
 * objects/, refs/) and no `commondir` (a linked worktree's). Undefined otherwise: then git is
 * asked. A folder that only looks like a repository fails at git's first command, as it would.
 */
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
/** `git rev-parse` for a `.git` file, a linked worktree or anything unusual. */
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
/** FIXED, plus this repository's folder as a safe directory (container jobs; see the top). */
function baseOverrides(top) {
    const base = [...FIXED, ['safe.directory', top]];
    try {
        const real = external_node_fs_default().realpathSync(top);
        if (real !== top)
            base.push(['safe.directory', real]);
    }
    catch {
        // The plain path is enough then.
    }
    return base;
}
/**
 * `git config --list --includes -z`: every key with its values, in the order git reads them
 * (the last one wins for single-valued keys). Undefined when git cannot read the repository.
 */
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
        // "name\nvalue"; a key given without `=` has no newline and no value.
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

;// CONCATENATED MODULE: ./src/git/checkout.ts
/**
 * Before the CLI starts: the checks that need the repository (push and open-pr need one), and the
 * pull request's head put in place. On a comment, review or review-comment event of a pull request,
 * and on `pull_request` events, the agent works on the PR's head commit whatever the job checked
 * out (`actions/checkout` gives the default branch on a comment event, the merge commit on
 * `pull_request`): when the work tree's HEAD is not the head, `refs/pull/<n>/head` is fetched from
 * `origin` and checked out, on a same-repository PR as its head branch at that commit (so `push`
 * lands on the PR's branch, with the lease push.ts takes), on a fork PR detached (nothing is pushed
 * to a fork). `checkout-pr: false` turns this off.
 *
 * The fetch runs with the hardened git of git.ts (no hooks, no filters, no command from the
 * repository's config) before the agent ran. The token goes, when the checkout left none in
 * `.git/config`, as an `http.extraheader` in that one process's environment: never on a command
 * line, never in a file. A work tree with changes to tracked files is never overwritten: the run
 * is refused before the CLI starts, like everything else here that can be known then.
 *
 * The head is the one the request saw (issue 24): on a fork's pull request a comment or review
 * event is read when the job runs, so the fork can push in between. core/pull.ts changedHead
 * refuses a head other than a review's `commit_id`, or a fork pushed to at or after an issue
 * comment (or when GitHub did not say when), before anything is fetched. The commit checked out is
 * then that head by its id (`pull.headSha`: the payload's on `pull_request` and review events, the
 * same API answer's on a comment), never whatever `refs/pull/<n>/head` points at by the time of
 * the fetch, and HEAD is checked to be it before the CLI starts.
 *
 * Not on `pull_request_target`: that event runs with the base repository's secrets on purpose
 * without running the PR's code, and switching to a fork's head would undo that.
 */





/** The way out of every refusal here. */
const off = (0,said/* code */.aY)(`${names/* INPUTS */.mc.checkoutPr}: false`);
/** Events whose pull request the agent is moved onto (see the top for pull_request_target). */
const HEAD_EVENTS = new Set([
    'pull_request',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
]);
/** Paths listed in the refusal of a dirty work tree. */
const LISTED = 5;
/**
 * The checks before the paid run that need git, then the PR's head checked out when the event
 * has one. Returns sentences for the run's notes; throws InputError naming the input and the fix.
 */
function prepareRepository(repos, settings, env, head) {
    const git = repos.open(settings.workingDirectory, env);
    if (git === undefined) {
        const asked = [];
        if (settings.push)
            asked.push(names/* INPUTS */.mc.push);
        if (settings.openPr)
            asked.push(names/* INPUTS */.mc.openPr);
        if (asked.length > 0)
            throw new errors/* InputError */.dz([
                (0,said/* said */.ag) `${(0,said/* list */.p_)(asked.map((n) => (0,said/* said */.ag) `${(0,said/* input */.hF)(n)}`), ' and ')} need${asked.length === 1 ? 's' : ''} a git repository, but the working directory ${(0,said/* shown */.SP)(settings.workingDirectory)} is not in one: add ${(0,said/* code */.aY)('actions/checkout')} before this step (with ${(0,said/* code */.aY)('persist-credentials: false')}).`
            ]);
        return [];
    }
    const event = head.event;
    if (!settings.checkoutPr || event === undefined || !event.isPullRequest)
        return [];
    if (!HEAD_EVENTS.has(event.name))
        return [];
    const pull = head.pull;
    const number = event.number ?? pull?.number;
    if (pull === undefined || !/^[0-9a-f]{40,64}$/.test(pull.headSha) || number === undefined)
        throw new errors/* InputError */.dz([
            (0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.checkoutPr)} is on, but the head of pull request ${number !== undefined ? `#${String(number)}` : 'of this event'} is unknown (the event does not carry it and the API could not be read; see the warning above). Give the job a ${(0,said/* code */.aY)('github-token')} that may read pull requests, or set ${off} to run on the commit the job checked out.`
        ]);
    // Before anything is fetched: a fork's head the request did not see never reaches the agent.
    const changed = changedHead(event.name, pull, event.asked ?? { at: '', commit: '' });
    if (changed !== undefined)
        throw new errors/* InputError */.dz([changed]);
    const current = revParse(git, 'HEAD');
    if (current === pull.headSha)
        return [];
    refuseDirty(git, pull);
    fetchHead(git, pull, number, settings.githubToken);
    const branch = !pull.fork && validBranch(pull.headRef) ? pull.headRef : undefined;
    try {
        // An ignored file an earlier step made (a `.env`) that the head tracks is refused, not
        // silently replaced by the pull request's copy.
        const keep = ['checkout', '-q', '--no-overwrite-ignore'];
        if (branch !== undefined)
            git.run([...keep, '--no-track', '-B', branch, pull.headSha, '--']);
        else
            git.run([...keep, '--detach', pull.headSha, '--']);
    }
    catch (error) {
        throw new errors/* InputError */.dz([
            (0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.checkoutPr)}: git could not check out pull request #${number}'s head ${(0,said/* code */.aY)(pull.headSha.slice(0, 12))}: ${gitSaid(error)}. Check out the pull request yourself (${(0,said/* code */.aY)('actions/checkout')} with ${(0,said/* code */.aY)(`ref: ${pull.headSha}`)}), or set ${off}.`
        ]);
    }
    // The agent gets the commit that was checked, or nothing.
    const now = revParse(git, 'HEAD');
    if (now !== pull.headSha)
        throw new errors/* InputError */.dz([
            (0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.checkoutPr)}: after checking out pull request #${number}'s head ${(0,said/* code */.aY)(pull.headSha.slice(0, 12))}, the work tree is at ${now !== undefined ? (0,said/* code */.aY)(now.slice(0, 12)) : 'no commit'}; the run is refused.`
        ]);
    const where = branch !== undefined
        ? (0,said/* said */.ag) `as its branch ${(0,said/* code */.aY)(branch)}`
        : pull.fork
            ? 'detached (it comes from a fork, which is never pushed to)'
            : 'detached';
    return [
        (0,said/* said */.ag) `The agent worked on pull request #${number}'s head ${(0,said/* code */.aY)(pull.headSha.slice(0, 12))}, checked out by the action ${where} (the job had ${current !== undefined ? (0,said/* code */.aY)(current.slice(0, 12)) : 'no commit'}; ${off} turns this off).`
    ];
}
function revParse(git, rev) {
    try {
        return git.run(['rev-parse', '--verify', '-q', `${rev}^{commit}`]).trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** Changes to tracked files would be lost or carried onto another commit: refuse. */
function refuseDirty(git, pull) {
    const out = git.run([
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=no',
        '--ignore-submodules=all',
        '--no-renames'
    ]);
    const paths = out
        .split('\0')
        .filter((r) => r.length > 3)
        .map((r) => r.slice(3));
    if (paths.length === 0)
        return;
    throw new errors/* InputError */.dz([
        (0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.checkoutPr)}: the work tree has uncommitted changes (${(0,said/* list */.p_)(paths.slice(0, LISTED).map((p) => (0,said/* said */.ag) `${(0,said/* shown */.SP)(p)}`), ', ')}${paths.length > LISTED ? `, and ${String(paths.length - LISTED)} more` : ''}), so the action will not check out pull request #${pull.number}'s head over them. Run this step on a clean checkout, commit those changes first, or set ${off}.`
    ]);
}
/**
 * `refs/pull/<n>/head` from origin; the event's head commit by its id when that ref has moved on
 * (a force-push after the event). Shallow checkouts stay shallow.
 */
function fetchHead(git, pull, number, token) {
    const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true';
    const config = [...ALLOW_FETCH, ['http.followRedirects', 'false']];
    // A checkout with persisted credentials has its own header for the URL; a second one would
    // send two Authorization headers, which GitHub refuses.
    const ownHeader = [...git.config.keys()].some((k) => /^http\..*extraheader$/i.test(k));
    if (token !== '' && !ownHeader)
        config.push([
            'http.extraheader',
            `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`
        ]);
    const fetch = (what) => {
        try {
            git.run([
                'fetch',
                '--no-tags',
                '--no-write-fetch-head',
                '--no-recurse-submodules',
                ...(shallow ? ['--depth=1'] : []),
                'origin',
                what
            ], { timeoutMs: 300_000, config });
            return undefined;
        }
        catch (error) {
            return gitSaid(error);
        }
    };
    const has = () => git.test(['cat-file', '-e', `${pull.headSha}^{commit}`]);
    if (has())
        return;
    const first = fetch(`refs/pull/${String(number)}/head`);
    if (has())
        return;
    const again = fetch(pull.headSha);
    if (has())
        return;
    throw new errors/* InputError */.dz([
        (0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.checkoutPr)}: pull request #${number}'s head ${(0,said/* code */.aY)(pull.headSha.slice(0, 12))} could not be fetched from origin (${again ?? first ?? 'the commit is not on the remote'}). Give the job ${(0,said/* code */.aY)('contents: read')}, check that ${(0,said/* code */.aY)('origin')} is the pull request's repository, or set ${off} to run on the commit the job checked out.`
    ]);
}
/** git's own last words, one line, for an error of ours. */
function gitSaid(error) {
    if (error instanceof GitError) {
        const lines = error.stderr
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '');
        // "…would be overwritten by checkout:", the paths (tab-indented), then advice: keep them all.
        const listed = lines.findIndex((l) => l.endsWith('would be overwritten by checkout:'));
        if (listed !== -1)
            return lines.slice(listed).join(' ');
        return lines.slice(-2).join(' ') || error.message;
    }
    return error instanceof Error ? error.message : String(error);
}
/** A name git takes as a branch without reading it as an option or a revision expression. */
function validBranch(name) {
    return (/^[A-Za-z0-9._/-]{1,250}$/.test(name) &&
        !name.startsWith('-') &&
        !name.startsWith('/') &&
        !name.endsWith('/') &&
        !name.endsWith('.lock') &&
        !name.includes('..') &&
        !name.includes('//') &&
        !/(^|\/)\./.test(name));
}

;// CONCATENATED MODULE: ./src/core/agent-config.ts
/**
 * What Cursor reads from a repository as the agent's own configuration: the one table of names
 * that git/baseconfig.ts takes from the base commit on pull request events (unless
 * `trust-pr-config: true`), at any depth. A path is agent configuration when one of its
 * components is a folder name of the table, or its last component is a file name of the table
 * (compared without case: a case-insensitive file system, macOS's and Windows' default, opens
 * `Agents.md` for `AGENTS.md`). The swap moves the shortest such prefix as one piece: a whole
 * `.cursor/` folder, one `AGENTS.md`.
 *
 * A name is in the table when Cursor's documentation says the agent reads it from a project, or
 * reads it as a third-party configuration it is compatible with (Claude Code, Codex, the Agent
 * Skills standard). A few more are in it on the safe side (each says why): a name the agent
 * might read costs nothing to swap, one it reads and the table lacks hands a fork the agent.
 * Other agents' files that neither Cursor nor a tool it is compatible with reads
 * (`.windsurfrules`, `.clinerules`, `.github/copilot-instructions.md`) are ordinary files here.
 */


const AGENT_CONFIG = [
    // Project rules `.cursor/rules/*.mdc` (in any subfolder too), skills `.cursor/skills/`, hooks
    // `.cursor/hooks.json` (commands run on agent events), MCP servers `.cursor/mcp.json` (commands
    // the CLI starts), the CLI's permissions `.cursor/cli.json`, commands, agents, environment:
    // https://cursor.com/docs/context/rules, https://cursor.com/docs/context/skills,
    // https://cursor.com/docs/agent/hooks, https://cursor.com/docs/context/mcp,
    // https://cursor.com/docs/cli/reference/permissions
    { name: '.cursor', kind: 'folder' },
    // Skills of the Agent Skills standard, `.agents/skills/<name>/SKILL.md` (scripts included):
    // https://cursor.com/docs/context/skills
    { name: '.agents', kind: 'folder' },
    // Claude Code's configuration, which Cursor reads as third-party configuration: skills
    // `.claude/skills/` (https://cursor.com/docs/context/skills) and hooks in
    // `.claude/settings.json` and `.claude/settings.local.json`, shell commands run on agent
    // events (https://cursor.com/docs/reference/third-party-hooks); its agents, commands and rules
    // folders with them.
    { name: '.claude', kind: 'folder' },
    // Codex's skills, `.codex/skills/`, read for compatibility: https://cursor.com/docs/context/skills
    { name: '.codex', kind: 'folder' },
    // Instructions in plain markdown, at the root and in any subfolder (nested ones apply to their
    // folder): https://cursor.com/docs/context/rules#agentsmd
    { name: 'AGENTS.md', kind: 'file' },
    // Read by the CLI as rules beside AGENTS.md: https://cursor.com/docs/cli/using#rules
    { name: 'CLAUDE.md', kind: 'file' },
    // The legacy single rules file, still read: https://cursor.com/docs/context/rules#cursorrules
    { name: '.cursorrules', kind: 'file' },
    // Files the agent may not read or search: a fork's would hide the file it wants unseen from a
    // reviewing agent. https://cursor.com/docs/context/ignore-files
    { name: '.cursorignore', kind: 'file' },
    // Files left out of the index (semantic search): https://cursor.com/docs/context/ignore-files
    { name: '.cursorindexingignore', kind: 'file' },
    // Safe side, named by no Cursor page: Claude Code's project MCP servers (commands it starts),
    // a third-party configuration of the kind Cursor's "include third-party configs" setting
    // loads (https://cursor.com/docs/reference/third-party-hooks names the setting).
    { name: '.mcp.json', kind: 'file' },
    // Safe side: Claude Code's personal instructions beside CLAUDE.md.
    { name: 'CLAUDE.local.md', kind: 'file' },
    // Safe side: the singular name some agents read as AGENTS.md, and Gemini CLI's instructions.
    { name: 'AGENT.md', kind: 'file' },
    { name: 'GEMINI.md', kind: 'file' }
];
const NAMES = new Set(AGENT_CONFIG.map((c) => key(c.name)));
/**
 * Names compare as a case-insensitive file system would open them, on the safe side. macOS's
 * (APFS) compares names normalised and case-folded by Unicode's rules, under which `ſ` (long s)
 * is `s` and the Kelvin sign is `k`: a fork's `.curſor/hooks.json` is opened there for
 * `.cursor/hooks.json`. NFKC, then upper case, then lower case, takes every such spelling to the
 * ASCII name of the table (and a few more, which only costs a swap).
 */
function key(name) {
    return name.normalize('NFKC').toUpperCase().toLowerCase();
}
/** Whether a file or folder of this name is agent configuration whatever it holds. */
function isConfigName(name) {
    return NAMES.has(key(name));
}
/**
 * The piece of agent configuration a repository path (`/`-separated) belongs to: its shortest
 * prefix ending in a name of the table (`pkg/.cursor` for `pkg/.cursor/rules/a.mdc`), or
 * undefined. A folder named like a file of the table (`AGENTS.md/`) is configuration too, whole.
 * Pieces never nest.
 */
function configUnit(p) {
    const parts = p.split('/');
    const i = parts.findIndex(isConfigName);
    return i < 0 ? undefined : parts.slice(0, i + 1).join('/');
}
/** At most this many paths a list; the rest are counted. */
const agent_config_LISTED = 10;
/** Paths for a sentence: the first few shown as values, the rest counted. */
function pathList(rels) {
    const named = rels.slice(0, agent_config_LISTED).map((p) => (0,said/* said */.ag) `${(0,said/* shown */.SP)(p)}`);
    const more = rels.length > agent_config_LISTED ? `, and ${String(rels.length - agent_config_LISTED)} more` : '';
    return (0,said/* said */.ag) `${(0,said/* list */.p_)(named, ', ')}${more}`;
}
/**
 * The sentence for the notes: which of the head's pieces were replaced by the base's or removed,
 * which the base had that the head deletes, and why. Undefined when nothing differed.
 * `baseKnown` is false when the base commit could not be read (every piece is then removed).
 */
function swapNote(swapped, baseKnown) {
    const of = (k) => swapped.filter((s) => s.kind === k).map((s) => s.rel);
    const parts = [];
    const replaced = of('replaced');
    const removed = of('removed');
    const restored = of('restored');
    if (replaced.length > 0)
        parts.push((0,said/* said */.ag) `replaced by the base's copy: ${pathList(replaced)}`);
    if (removed.length > 0)
        parts.push(baseKnown
            ? (0,said/* said */.ag) `removed, as the base has none: ${pathList(removed)}`
            : (0,said/* said */.ag) `removed, as the base commit could not be read: ${pathList(removed)}`);
    if (restored.length > 0)
        parts.push((0,said/* said */.ag) `put in place from the base, as the pull request deletes them: ${pathList(restored)}`);
    if (parts.length === 0)
        return undefined;
    return (0,said/* said */.ag) `The agent ran with the base commit's agent configuration, not the pull request's (${(0,said/* input */.hF)(names/* INPUTS */.mc.trustPrConfig)} is false: a pull request could otherwise give the agent its own rules, skills, hooks, MCP servers, permissions or ignore files). From the pull request's head, ${(0,said/* list */.p_)(parts, '; ')}. Each is put back after the run unless the agent changed it.`;
}

;// CONCATENATED MODULE: ./src/git/configtree.ts
/**
 * The agent configuration (core/agent-config.ts) in a commit's tree and in the work tree, and the
 * base's written out: for git/baseconfig.ts. One `git ls-tree` a commit and one `git cat-file
 * --batch` for every file written, whatever the size of the repository.
 */






/** The work tree is searched up to this many entries (the committed paths are all listed). */
const WALK_LIMIT = 1_000_000;
/** Every file of `commit` that is agent configuration, by the piece it belongs to. */
function configInCommit(git, commit, scratch) {
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
/**
 * The head's pieces: those of the checked-out commit's tree, and those in the work tree
 * (untracked and ignored ones too: an earlier step's, a dependency's), found without following a
 * link. `complete` is false when the work tree had more than WALK_LIMIT entries.
 */
function configInHead(git, scratch) {
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
            throw error; // no commit yet: the work tree alone
    }
    const walked = findNamed(git.root, isConfigName, WALK_LIMIT);
    for (const p of walked.found)
        pieces.add(p);
    return { pieces, complete: walked.complete };
}
/**
 * `git ls-tree <args>`, each `\0`-ended entry given to `each`. Through a file of ours in
 * `scratch`, read a megabyte at a time: a head can list more than any buffer holds (a million
 * paths of 250 characters), and a listing cut short would leave the rest of its configuration
 * out of the swap while the work tree's walk stops at WALK_LIMIT.
 */
function listTree(git, args, scratch, each) {
    const file = external_node_path_default().join(scratch, 'listing');
    const { fd } = (0,io_files/* openOwnFile */.ZM)(file);
    try {
        git.run(['ls-tree', ...args], { stdoutFd: fd });
        const buf = Buffer.allocUnsafe(1024 * 1024);
        let carry = Buffer.alloc(0);
        for (let pos = 0;;) {
            const n = external_node_fs_default().readSync(fd, buf, 0, buf.length, pos);
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
        external_node_fs_default().closeSync(fd);
        external_node_fs_default().rmSync(file, { force: true });
    }
}
/**
 * Writes each blob to a new file (createFile: exclusive, no link followed), all read by one
 * `git cat-file --batch` into `scratch` (a folder of ours) first, so that a binary file comes
 * through as its bytes.
 */
function writeBlobs(git, files, scratch) {
    if (files.length === 0)
        return;
    const out = external_node_path_default().join(scratch, 'blobs');
    const { fd } = (0,io_files/* openOwnFile */.ZM)(out);
    try {
        git.run(['cat-file', '--batch'], {
            input: files.map((f) => f.oid).join('\n') + '\n',
            stdoutFd: fd
        });
        let pos = 0;
        const head = Buffer.alloc(256);
        for (const f of files) {
            // Each answer is "<oid> blob <size>\n<content>\n".
            const n = external_node_fs_default().readSync(fd, head, 0, head.length, pos);
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
                external_node_fs_default().closeSync(to);
            }
            pos += nl + 1 + size + 1;
        }
    }
    finally {
        external_node_fs_default().closeSync(fd);
        external_node_fs_default().rmSync(out, { force: true });
    }
}
/** `size` bytes of `from` at `start`, appended to `to`, a megabyte at a time. */
function copyRange(from, start, size, to) {
    const buf = Buffer.allocUnsafe(Math.min(size, 1024 * 1024));
    let done = 0;
    while (done < size) {
        const n = external_node_fs_default().readSync(from, buf, 0, Math.min(buf.length, size - done), start + done);
        if (n === 0)
            throw new Error('git cat-file ended early');
        let written = 0;
        while (written < n)
            written += external_node_fs_default().writeSync(to, buf, written, n - written);
        done += n;
    }
}

;// CONCATENATED MODULE: ./src/git/baseconfig.ts
/**
 * On pull request events the agent's configuration comes from the base commit, not from the pull
 * request: a PR could otherwise hand the agent its own rules, skills, hooks (commands run on agent
 * events), MCP servers (commands the CLI starts), permissions and ignore files, at the root or in
 * any folder. What counts is the table of core/agent-config.ts; `trust-pr-config: true` keeps the
 * PR's copies.
 *
 * The set is read from the trees (git/configtree.ts): every piece of configuration of the head
 * (the checked-out commit, and the work tree with untracked files) and of the base commit. Before
 * the run each of the head's is moved aside (under RUNNER_TEMP) and the base's copy written in
 * its place, or nothing when the base has none. Nothing is written or removed through a link:
 * a piece below a link or a file in the work tree (`docs` a link, `docs/AGENTS.md` in the base)
 * is left alone with a warning, a piece that is itself a link moves aside as the link, and every
 * file is created exclusively without following a link. The base's own links and submodules are
 * not written. After the run the head's copies are put back, unless the agent changed the base's
 * copy, in which case its version stays (it is part of its work) and the notes say where the PR's
 * copy is.
 *
 * The base commit is read with the hardened git; when the checkout lacks it (fetch-depth 1), it is
 * fetched from origin as checked out (before the agent ran, so the config is still the
 * checkout's); when that fails, the PR's copies are only removed, with a warning.
 */









const WITHOUT = "the agent runs without the pull request's agent configuration";
function useBaseConfig(o) {
    if (!o.base.isPr || o.trust)
        return undefined;
    const git = o.repos.open(o.cwd, o.env);
    if (git === undefined)
        return undefined;
    const root = git.root;
    const warnings = [];
    const backupRoot = external_node_fs_default().mkdtempSync(external_node_path_default().join((0,io_files/* tempRoot */.fQ)(o.temp), 'cursor-agent-pr-config-'));
    let base = baseCommit(git, o.base.baseSha, warnings);
    let inBase = new Map();
    if (base !== undefined)
        try {
            inBase = configInCommit(git, base, backupRoot);
        }
        catch (error) {
            warnings.push(`git could not list the base commit ${base.slice(0, 12)} (${(0,errors/* messageOf */.bD)(error)}), so ${WITHOUT}.`);
            base = undefined;
        }
    const head = configInHead(git, backupRoot);
    if (!head.complete)
        warnings.push(`The work tree has more than ${WALK_LIMIT.toLocaleString('en-US')} files and folders: those past them were not searched for agent configuration (every one the head commit tracks was).`);
    const swapped = [];
    const blocked = [];
    const failed = [];
    const madeAbove = new Set();
    const blobs = [];
    for (const rel of [...new Set([...head.pieces, ...inBase.keys()])].sort()) {
        const where = above(root, rel);
        if (where.state === 'blocked') {
            blocked.push(rel);
            continue;
        }
        const abs = external_node_path_default().join(root, rel);
        const had = where.state === 'ok' && (0,io_files/* present */.Eb)(abs);
        const files = inBase.get(rel);
        if (!had && files === undefined)
            continue;
        let backup;
        if (had) {
            backup = external_node_path_default().join(backupRoot, `${String(swapped.length)}-${external_node_path_default().basename(rel)}`);
            try {
                move(abs, backup);
            }
            catch (error) {
                failed.push((0,said/* said */.ag) `${(0,said/* shown */.SP)(rel)} (${(0,errors/* messageOf */.bD)(error)})`);
                // Still in place (nothing was put there): left as it is, and not touched after the run.
                if ((0,io_files/* present */.Eb)(abs) || !(0,io_files/* present */.Eb)(backup))
                    continue;
            }
        }
        try {
            for (const f of files ?? []) {
                // The base's links and submodules are not written (a link could lead anywhere).
                if (f.type !== 'blob' || f.mode === '120000')
                    continue;
                const made = makeFolders(root, external_node_path_default().posix.dirname(f.path).replace(/^\.$/, ''));
                for (const d of made)
                    if (d.length < rel.length)
                        madeAbove.add(d);
                blobs.push({
                    oid: f.oid,
                    abs: external_node_path_default().join(root, f.path),
                    mode: f.mode === '100755' ? 0o755 : 0o644
                });
            }
        }
        catch (error) {
            failed.push((0,said/* said */.ag) `the base's ${(0,said/* shown */.SP)(rel)} (${(0,errors/* messageOf */.bD)(error)})`);
        }
        swapped.push({ rel, backup, placed: '', shape: '', kind: 'same', had });
    }
    try {
        writeBlobs(git, blobs, backupRoot);
    }
    catch (error) {
        failed.push((0,said/* said */.ag) `the base's copies (${(0,errors/* messageOf */.bD)(error)})`);
    }
    if (failed.length > 0)
        warnings.push((0,said/* said */.ag) `Some of the base commit's agent configuration could not be put in place of the pull request's (a piece that could not be moved aside stays the pull request's for the run): ${(0,said/* list */.p_)(failed.slice(0, 10), '; ')}${failed.length > 10 ? `; and ${String(failed.length - 10)} more` : ''}.`);
    for (const s of swapped) {
        s.shape = fingerprint(external_node_path_default().join(root, s.rel), false);
        s.placed = fingerprint(external_node_path_default().join(root, s.rel), true);
        if (!s.had)
            s.kind = s.placed === '' ? 'same' : 'restored';
        else if (s.placed === '')
            s.kind = 'removed';
        else
            s.kind = s.backup !== undefined && unchanged(s.backup, s) ? 'same' : 'replaced';
    }
    if (blocked.length > 0)
        warnings.push((0,said/* said */.ag) `Agent configuration left as the work tree has it, not taken from the base, because a folder above it is a link or a file there (nothing is written or removed through one): ${pathList(blocked)}.`);
    const note = swapNote(swapped, base !== undefined);
    return {
        notes: note !== undefined ? [note] : [],
        warnings,
        restore: () => restore(root, swapped, [...madeAbove], backupRoot)
    };
}
/** The base commit, fetched when the checkout lacks it; undefined (with a warning) when unknown. */
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
/** After the run: the head's copies back where the agent left the base's untouched. */
function restore(root, swapped, madeAbove, backupRoot) {
    const out = [];
    const keptAway = [];
    /** Whether a sentence sends the reader to a copy under backupRoot (which then stays). */
    let pointed = false;
    for (const s of swapped) {
        const abs = external_node_path_default().join(root, s.rel);
        const where = above(root, s.rel);
        if (where.state === 'blocked') {
            if (s.backup !== undefined)
                keptAway.push((0,said/* said */.ag) `${(0,said/* shown */.SP)(s.rel)} (at ${(0,said/* shown */.SP)(s.backup)})`);
            continue;
        }
        if (!unchanged(abs, s)) {
            pointed ||= s.backup !== undefined;
            const what = s.placed === ''
                ? (0,said/* said */.ag) `The agent made ${(0,said/* shown */.SP)(s.rel)}, which it ran without`
                : (0,said/* said */.ag) `The agent changed ${(0,said/* shown */.SP)(s.rel)}, which it had from the base commit`;
            out.push(s.backup !== undefined
                ? (0,said/* said */.ag) `${what}; its version is kept and the pull request's own copy is at ${(0,said/* shown */.SP)(s.backup)}.`
                : (0,said/* said */.ag) `${what}; its version is kept.`);
            continue;
        }
        external_node_fs_default().rmSync(abs, { recursive: true, force: true });
        if (s.backup === undefined)
            continue;
        makeFolders(root, external_node_path_default().posix.dirname(s.rel).replace(/^\.$/, ''));
        move(s.backup, abs);
    }
    // The folders made for the base's copies, innermost first, where the agent left them empty.
    for (const d of [...madeAbove].reverse())
        if (above(root, d).state === 'ok')
            try {
                external_node_fs_default().rmdirSync(external_node_path_default().join(root, d));
            }
            catch {
                // Not empty (the agent wrote there), or gone: left as it is.
            }
    if (keptAway.length > 0)
        out.push((0,said/* said */.ag) `Not put back, because the agent made a folder above them a link or a file: the pull request's ${(0,said/* list */.p_)(keptAway, ', ')}.`);
    if (keptAway.length === 0 && !pointed)
        external_node_fs_default().rmSync(backupRoot, { recursive: true, force: true });
    return out;
}
/**
 * Whether `abs` holds what was placed: its shape first, which reads no file, then its content.
 * The agent can leave a file of any size there (a sparse one costs nothing to make): only one of
 * the sizes placed (the base's files, or the pull request's for a piece the base lacks) is read.
 */
function unchanged(abs, s) {
    return fingerprint(abs, false) === s.shape && fingerprint(abs, true) === s.placed;
}
/**
 * A file's or folder's names, kinds, modes and sizes, and with `content` each file's content
 * hash: for "did the agent change it". Follows no link.
 */
function fingerprint(abs, content) {
    let st;
    try {
        st = external_node_fs_default().lstatSync(abs);
    }
    catch {
        return '';
    }
    if (st.isSymbolicLink())
        return `l:${external_node_fs_default().readlinkSync(abs)}`;
    if (!st.isDirectory())
        return `f${(st.mode & 0o111) !== 0 ? 'x' : ''}:${content ? (0,io_files/* hashFile */.DC)(abs) : String(st.size)}`;
    const parts = external_node_fs_default().readdirSync(abs)
        .sort()
        .map((n) => `${n}=${fingerprint(external_node_path_default().join(abs, n), content)}`);
    return `d:[${parts.join(',')}]`;
}

;// CONCATENATED MODULE: ./src/git/integrity.ts
/**
 * The post-run integrity check of what git reads: the repository's `.git/config`, `.git/hooks`
 * and `.git/info`, and the user's own git config (`~/.gitconfig`, `$XDG_CONFIG_HOME/git/`, by
 * default `~/.config/git/`). An agent that plants a hook, a `core.hooksPath` or a filter there
 * runs its program in a later step's `git push`, as the same user. So each is recorded right
 * before the CLI starts (content and mode, links by their target) and, as soon as it ended, put
 * back as it was and reported. `.github/workflows/` is compared and reported only: a workflow
 * edit is the agent's work (landing leaves it out of the commit unless allowed). (The runner's
 * own files are src/runner/files.ts.)
 */




const MAX_TREE_FILES = 5000;
/** Content kept for putting back, per file and in all. */
const KEEP_FILE_BYTES = 1024 * 1024;
const KEEP_TOTAL_BYTES = 8 * 1024 * 1024;
/** Files larger than this are compared by size and times (ctime cannot be set back), not read. */
const HASH_BYTES = 8 * 1024 * 1024;
/**
 * The files `include.path` and `includeIf.<condition>.path` name in the repository's config (as
 * read before the run, includes resolved): relative to the config's folder, `~/` at HOME.
 */
function includedFiles(config, common, env) {
    const home = env.HOME !== undefined && env.HOME !== '' ? env.HOME : external_node_os_default().homedir();
    const out = [];
    for (const [name, values] of config) {
        const lower = name.toLowerCase();
        if (!(lower === 'include.path' || (lower.startsWith('includeif.') && lower.endsWith('.path'))))
            continue;
        for (const v of values) {
            if (v === '')
                continue;
            const file = v.startsWith('~/') ? external_node_path_default().join(home, v.slice(2)) : external_node_path_default().resolve(common, v);
            if (!out.includes(file))
                out.push(file);
        }
    }
    return out.slice(0, 20);
}
/** The user's git config: read by every git of a later step (ours reads none of it). */
function userRoots(env) {
    const home = env.HOME !== undefined && env.HOME !== '' ? env.HOME : external_node_os_default().homedir();
    const xdg = env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== ''
        ? env.XDG_CONFIG_HOME
        : external_node_path_default().join(home, '.config');
    return [
        { label: '~/.gitconfig', abs: external_node_path_default().join(home, '.gitconfig'), restore: true },
        {
            label: `${xdg === external_node_path_default().join(home, '.config') ? '~/.config' : xdg}/git`,
            abs: external_node_path_default().join(xdg, 'git'),
            restore: true
        }
    ];
}
function integritySnapshot(repos, cwd, env) {
    const roots = [];
    const git = repos.open(cwd, env);
    if (git !== undefined) {
        // Not `--git-path hooks`: our own git has core.hooksPath pointed at /dev/null.
        const common = git.facts.commonDir;
        roots.push({ label: '.git/config', abs: external_node_path_default().join(common, 'config'), restore: true });
        roots.push({ label: '.git/hooks', abs: external_node_path_default().join(common, 'hooks'), restore: true });
        // exclude and attributes: rules that change what git sees as changed.
        roots.push({ label: '.git/info', abs: external_node_path_default().join(common, 'info'), restore: true });
        // A linked worktree's own config, and the file that says where the repository is: a later
        // step's git follows both (a `commondir` the agent writes sends it to a repository of its own).
        roots.push({
            label: '.git/config.worktree',
            abs: external_node_path_default().join(git.facts.gitDir, 'config.worktree'),
            restore: true
        });
        roots.push({
            label: '.git/commondir',
            abs: external_node_path_default().join(git.facts.gitDir, 'commondir'),
            restore: true
        });
        // Files the config includes (actions/checkout keeps its credentials in one under RUNNER_TEMP).
        for (const file of includedFiles(git.config, common, env))
            roots.push({ label: `included ${file}`, abs: file, restore: true });
        roots.push({
            label: '.github/workflows',
            abs: external_node_path_default().join(git.root, '.github', 'workflows'),
            restore: false
        });
    }
    else {
        roots.push({
            label: '.github/workflows',
            abs: external_node_path_default().join(cwd, '.github', 'workflows'),
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
/**
 * Files under `abs` (or `abs` itself), by label, with content hash and mode; their content too
 * when `keep` has room for it. Symlinks are recorded by their target, never followed.
 */
function walk(abs, label, into, keep) {
    let st;
    try {
        st = external_node_fs_default().lstatSync(abs);
    }
    catch {
        return;
    }
    if (into.size >= MAX_TREE_FILES)
        return;
    if (st.isDirectory()) {
        let names;
        try {
            names = external_node_fs_default().readdirSync(abs).sort();
        }
        catch {
            return;
        }
        for (const n of names)
            walk(external_node_path_default().join(abs, n), `${label}/${n}`, into, keep);
    }
    else if (st.isSymbolicLink()) {
        let target;
        try {
            target = external_node_fs_default().readlinkSync(abs);
        }
        catch {
            target = '?';
        }
        into.set(label, { sig: `link:${target}`, target });
    }
    else {
        const mode = st.mode & 0o777;
        // A huge file (the agent can make a sparse one of any size) is not read: its size and times.
        const sig = st.size > HASH_BYTES
            ? `big:${String(st.size)}:${String(st.ino)}:${String(st.mtimeMs)}:${String(st.ctimeMs)}`
            : (0,io_files/* hashFile */.DC)(abs);
        const entry = { sig: `${mode.toString(8)}:${sig}`, mode };
        if (keep !== undefined && st.isFile() && st.size <= KEEP_FILE_BYTES && st.size <= keep.bytes) {
            try {
                entry.content = external_node_fs_default().readFileSync(abs, {
                    flag: (external_node_fs_default()).constants.O_RDONLY | (external_node_fs_default()).constants.O_NOFOLLOW
                });
                keep.bytes -= entry.content.length;
            }
            catch {
                // Not kept: reported, not put back.
            }
        }
        into.set(label, entry);
    }
}
/** The path of a label under a root. */
function absOf(root, label) {
    return external_node_path_default().join(root.abs, label.slice(root.label.length));
}
/**
 * Puts one entry back (or removes what the agent added); throws when it cannot. A folder on the
 * way that the agent made unwritable is made writable again first (it is the same user's).
 */
function putBack(abs, was) {
    try {
        external_node_fs_default().rmSync(abs, { force: true, recursive: true });
    }
    catch {
        openUp(external_node_path_default().dirname(abs));
        external_node_fs_default().rmSync(abs, { force: true, recursive: true });
    }
    if (was === undefined)
        return;
    external_node_fs_default().mkdirSync(external_node_path_default().dirname(abs), { recursive: true });
    if (was.target !== undefined) {
        external_node_fs_default().symlinkSync(was.target, abs);
        return;
    }
    if (was.content === undefined)
        throw new Error(`${abs} was too large to keep`);
    const fd = external_node_fs_default().openSync(abs, (external_node_fs_default()).constants.O_WRONLY | (external_node_fs_default()).constants.O_CREAT | (external_node_fs_default()).constants.O_EXCL | (external_node_fs_default()).constants.O_NOFOLLOW, was.mode ?? 0o644);
    try {
        external_node_fs_default().writeFileSync(fd, was.content);
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
/** Gives the owner write and search permission on `dir` and the folders above it, up to /. */
function openUp(dir) {
    for (let d = dir;; d = external_node_path_default().dirname(d)) {
        try {
            const st = external_node_fs_default().lstatSync(d);
            if (st.isDirectory() && (st.mode & 0o300) !== 0o300)
                external_node_fs_default().chmodSync(d, st.mode | 0o700);
        }
        catch {
            // Not there (yet), or not ours: the retry says.
        }
        if (external_node_path_default().dirname(d) === d)
            return;
    }
}
/**
 * Compares with the snapshot and puts back what may be put back. Returns one finding per root
 * touched; empty when nothing was.
 */
function checkIntegrity(before) {
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

;// CONCATENATED MODULE: ./src/git/savedindex.ts
/**
 * The repository's index as it was before the run (worktree.ts's top says why it is kept): read
 * into memory before the CLI starts when it can stand for the start, and written back after the
 * run as a private copy for the comparison.
 */



/** An index larger than this is not kept in memory during the run. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024;
/** O_NOFOLLOW is missing on Windows. */
const savedindex_FLAGS = (external_node_fs_default()).constants;
/**
 * A private index for the comparison, next to the repository's (a commit renames it into
 * place): the saved one with its mtime a second earlier (see the top), or one read from the
 * start commit, or none at all in a repository without commits.
 */
function privateIndex(git, start) {
    const file = external_node_path_default().join(git.facts.gitDir, `index.cursor-agent-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    if (start.index !== undefined) {
        external_node_fs_default().writeFileSync(file, start.index.bytes, { mode: 0o600, flag: 'wx' });
        const earlier = Math.floor(start.index.mtimeMs / 1000) - 1;
        external_node_fs_default().utimesSync(file, earlier, earlier);
    }
    else if (start.head !== undefined) {
        git.run(['read-tree', start.head], { env: { GIT_INDEX_FILE: file } });
    }
    return file;
}
/** The repository's index, when it can stand for the start after the run (see the top). */
function saveIndex(git) {
    const now = Math.floor(Date.now() / 1000);
    const file = external_node_path_default().join(git.facts.gitDir, 'index');
    let fd;
    try {
        fd = external_node_fs_default().openSync(file, (external_node_fs_default()).constants.O_RDONLY | (savedindex_FLAGS.O_NOFOLLOW ?? 0));
    }
    catch {
        return undefined;
    }
    try {
        const st = external_node_fs_default().fstatSync(fd);
        if (!st.isFile() || st.size > MAX_INDEX_BYTES)
            return undefined;
        const bytes = Buffer.alloc(st.size);
        let got = 0;
        while (got < bytes.length) {
            const n = external_node_fs_default().readSync(fd, bytes, got, bytes.length - got, got);
            if (n === 0)
                return undefined;
            got += n;
        }
        const oidBytes = git.configValue('extensions.objectformat')?.toLowerCase() === 'sha256' ? 32 : 20;
        // A second's margin for a clock that moved between our reading and the filesystem's.
        const usable = checkedIndex(bytes, oidBytes, now - 1);
        return usable !== undefined ? { bytes: usable, mtimeMs: st.mtimeMs } : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
/**
 * The index file (versions 2 to 4) made ready to stand for the start: undefined when it cannot
 * show every change (an entry marked assume-unchanged, a split index with a `link` extension,
 * anything unexpected), else a copy in which every entry with a ctime at or after `smudgeFrom`
 * (seconds) has size 0, with its checksum made again.
 */
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
        // ctime, mtime (seconds, nanoseconds), dev, ino, mode, uid, gid, size: ten 32-bit numbers,
        // then the object id and 16 bits of flags.
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
            // A varint (how much of the previous path to keep), then the rest of the path, no padding.
            while (name < b.length && ((b[name] ?? 0) & 0x80) !== 0)
                name++;
            const nul = b.indexOf(0, name + 1);
            if (nul < 0)
                return undefined;
            at = nul + 1;
        }
        else {
            // The path, then 1 to 8 NULs: each entry fills a multiple of 8 bytes.
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
    // The file ends with a hash of all before it; all zeros when index.skipHash wrote none.
    const trailer = b.subarray(end);
    if (smudged && trailer.some((x) => x !== 0))
        (0,external_node_crypto_.createHash)(oidBytes === 32 ? 'sha256' : 'sha1')
            .update(b.subarray(0, end))
            .digest()
            .copy(b, end);
    return b;
}

;// CONCATENATED MODULE: ./src/git/worktree.ts
/**
 * What git sees in the work tree before and after the run, and which files the run changed.
 *
 * Before the CLI starts (`startPoint`): one `git status` gives the commit and branch the run
 * starts from and every path that already differs from it, each hashed as it is (changes that
 * were there before are not the agent's), and the index is read into memory.
 *
 * After the run (`readWorkTree`): the work tree is measured against the start with the index as
 * it was before the run, written back to a private file. Not the repository's own index, which
 * the agent can rewrite (an entry marked assume-unchanged hides an edit from `git status`); and
 * not a fresh index read from the start commit, whose entries carry no stat data, so that
 * `git add -A` hashed every file of the repository. With the saved stat data git rehashes only
 * files whose stat changed. An edit cannot hide: it changes the file's ctime, which nobody can
 * set back (git.ts makes git check it), and git keeps ctime to the second, so every entry whose
 * ctime is in the second the index was saved (or later) has its size zeroed in the copy, as git
 * does to "racily clean" entries: git then compares those files by content.
 *
 * `git status` on that index lists what differs from the start (a submodule's moved commit
 * included); when the start had no changes, it saying nothing and HEAD where it was means nothing
 * changed, and that is all (two git processes after the run, the config read included).
 * Otherwise `git add -A` into it and `git write-tree` give the tree of the work tree as it is,
 * and one `git diff-tree` from the start commit lists every changed path with its line counts:
 * the patch and the commit come from that tree, and the comparison reads both lists, so a file
 * git could not put in the tree (or a tree git could not build) is still reported as changed.
 *
 * The index is not saved (a fresh one is read from the start commit after the run instead) when
 * it is over MAX_INDEX_BYTES, split (its shared part is a file the agent could rewrite), has an
 * entry marked assume-unchanged (git would not look at the file), or cannot be read.
 */






/** Paths with changes before the run that are hashed and remembered; past it they are not. */
const MAX_DIRTY = 20_000;
/** Undefined when the working directory is not in a git repository. */
/** `ref`: the ref the workflow ran for (GITHUB_REF), the branch when HEAD is detached on it. */
function startPoint(repos, cwd, env, ref) {
    const git = repos.open(cwd, env);
    if (git === undefined)
        return undefined;
    const status = readStatus(git);
    const dirty = new Map();
    for (const { path: p } of status.entries) {
        if (dirty.size >= MAX_DIRTY)
            break;
        dirty.set(p, contentOf(external_node_path_default().join(git.root, p)));
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
/**
 * The work tree after the run, as git sees it. `clean`: identical to the start commit, and then
 * there is no tree. Otherwise `tree` is the work tree as a tree object, built in a private index
 * (`index`), which dispose() removes unless adopt() made it the repository's index (a commit);
 * when git could not build it, `problem` says why and only `listed` is known.
 */
class WorkTree {
    git;
    /** The commit (or, without one, the empty tree) the changes are measured from. */
    base;
    /** HEAD after the run (the agent may have committed, reset or checked out another branch). */
    head;
    /** The branch HEAD is on after the run; undefined when detached. */
    branch;
    /** What `git status` listed against the start (changed, untracked), repo-relative. */
    listed;
    /** Every path whose content or mode differs from `base` in `tree`, with line counts. */
    changes;
    tree;
    index;
    /** Why git could not build the tree, or left files out of it (then `tree` may be missing). */
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
    /** The private index becomes the repository's index (after a commit of `tree`). */
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
/**
 * Reads the work tree after the run (see the top). Throws GitError when git cannot open the
 * repository; when it opens but cannot build the tree, the paths `git status` listed are kept
 * and `problem` says what went wrong, so the changes are never reported as none for it. The
 * repository's own index and HEAD are left as they are.
 */
async function readWorkTree(repos, start, env, signal) {
    const git = repos.reopen(start.facts, env);
    if (git === undefined)
        throw new GitError('git could not open the repository after the run (is .git/config still valid?)', '');
    const base = start.head ?? emptyTree(git);
    const index = privateIndex(git, start);
    // Without blocking, so that the runner's cancel is heard (a status or add of many files takes
    // seconds); `signal` ends the command, and the error it makes ends the reading.
    const withIndex = { env: { GIT_INDEX_FILE: index }, signal };
    let status;
    try {
        status = parseStatus(await git.runAsync(STATUS, withIndex));
    }
    catch (error) {
        external_node_fs_default().rmSync(index, { force: true });
        throw error;
    }
    if (start.dirty.size === 0 && status.entries.length === 0 && status.head === start.head) {
        external_node_fs_default().rmSync(index, { force: true });
        return new WorkTree({ git, base, head: status.head, branch: status.branch });
    }
    const problems = [];
    try {
        // --ignore-errors: a file git cannot add (an empty repository the agent made inside this
        // one, say) stays out of the tree, and the rest goes in; the problem is reported.
        const sparse = git.configValue('core.sparsecheckout') === 'true';
        await git.runAsync(['add', '-A', '--ignore-errors', ...(sparse ? ['--sparse'] : []), '--', '.'], { ...withIndex, timeoutMs: 600_000 });
    }
    catch (error) {
        if (signal?.aborted === true) {
            external_node_fs_default().rmSync(index, { force: true });
            throw error;
        }
        problems.push((0,errors/* messageOf */.bD)(error));
    }
    try {
        const tree = (await git.runAsync(['write-tree'], withIndex)).trim();
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
        external_node_fs_default().rmSync(index, { force: true });
        if (signal?.aborted === true)
            throw error;
        problems.push((0,errors/* messageOf */.bD)(error));
        return new WorkTree({
            git,
            base,
            head: status.head,
            branch: status.branch,
            listed: status.entries,
            problem: problems.join('; ')
        });
    }
}
/**
 * A file's size and content hash (`size:hash`; the size is '' for what is not a regular file,
 * the hash '' when nothing is there). Given what it was (`was`), the content is read only when the
 * size is the same: the agent can leave a file of any size at such a path (a sparse terabyte costs
 * nothing to make, and reading it held the step for hours).
 */
function contentOf(abs, was) {
    let size = '';
    try {
        const st = external_node_fs_default().lstatSync(abs);
        if (st.isFile())
            size = String(st.size);
    }
    catch {
        // Gone: its hash says so.
    }
    if (was !== undefined && !was.startsWith(`${size}:`))
        return `${size}:`;
    return `${size}:${(0,io_files/* hashFile */.DC)(abs)}`;
}
/**
 * The files the run changed, relative to `cwd`: every path that differs from the start commit
 * now, and every path that differed before the run, less those whose content is as it was
 * before the run.
 */
function changedFiles(start, work, cwd) {
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
        const abs = external_node_path_default().join(start.root, repoPath);
        const before = start.dirty.get(repoPath);
        if (before !== undefined && contentOf(abs, before) === before)
            continue;
        const change = byPath.get(repoPath);
        const exists = (0,io_files/* present */.Eb)(abs);
        out.push({
            path: external_node_path_default().relative(cwd, abs).split((external_node_path_default()).sep).join('/'),
            added: change?.added,
            removed: change?.removed,
            created: exists && (change !== undefined ? change.status === 'A' : untracked.has(repoPath)),
            deleted: !exists
        });
    }
    return out;
}
/**
 * `git status --porcelain=v2 --branch`, every untracked file listed, with the repository's index
 * or the one given. Submodules are not entered (their config is not ours to read), but one whose
 * commit moved is listed (`--ignore-submodules=dirty` reads only its HEAD).
 */
function readStatus(git) {
    return parseStatus(git.run(STATUS));
}
const STATUS = [
    'status',
    '--porcelain=v2',
    '--branch',
    '-z',
    '--untracked-files=all',
    '--ignore-submodules=dirty',
    '--no-renames'
];
function parseStatus(out) {
    const status = { entries: [] };
    const add = (p, untracked) => {
        const clean = p.endsWith('/') ? p.slice(0, -1) : p;
        if (clean !== '')
            status.entries.push({ path: clean, untracked });
    };
    const records = out.split('\0');
    for (let i = 0; i < records.length; i++) {
        const r = records[i] ?? '';
        if (r.startsWith('# branch.oid ')) {
            const oid = r.slice('# branch.oid '.length);
            if (oid !== '(initial)')
                status.head = oid;
        }
        else if (r.startsWith('# branch.head ')) {
            const name = r.slice('# branch.head '.length);
            if (name !== '(detached)')
                status.branch = name;
        }
        else if (r.startsWith('1 ')) {
            add(afterFields(r, 8), false);
        }
        else if (r.startsWith('2 ')) {
            // A rename or copy: the path, then the path it came from as the next record.
            add(afterFields(r, 9), false);
            add(records[++i] ?? '', false);
        }
        else if (r.startsWith('u ')) {
            add(afterFields(r, 10), false);
        }
        else if (r.startsWith('? ')) {
            add(r.slice(2), true);
        }
    }
    return status;
}
/** What follows the first `n` space-separated fields (a path, which may hold spaces). */
function afterFields(record, n) {
    let at = 0;
    for (let i = 0; i < n; i++) {
        at = record.indexOf(' ', at) + 1;
        if (at === 0)
            return '';
    }
    return record.slice(at);
}
/** `diff-tree --raw --numstat -z`: the raw records (":modes oids status\0path\0"), then the counts. */
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
/** The empty tree's id (a repository without commits starts from it). */
function emptyTree(git) {
    return git.configValue('extensions.objectformat')?.toLowerCase() === 'sha256'
        ? '6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321'
        : '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
}

;// CONCATENATED MODULE: ./src/git/links.ts
/**
 * Links from the summary to the files the agent read or changed, as they are at the job's commit.
 */

/**
 * Links to files that exist at the commit: `GITHUB_SERVER_URL/GITHUB_REPOSITORY/blob/SHA/path`.
 * Paths are checked with one `git cat-file --batch-check`, and percent-encoded segment by segment.
 */
function fileLinks(repos, paths, cwd, runner) {
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
        repoPath: external_node_path_default().relative(root, external_node_path_default().resolve(cwd, p)).split((external_node_path_default()).sep).join('/')
    }))
        .filter((c) => !c.repoPath.startsWith('..') && !external_node_path_default().isAbsolute(c.repoPath) && !/[\n\r]/.test(c.repoPath));
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
/**
 * What the action does to the repository around the run, in the order main.ts calls it:
 * `before` (start point, integrity snapshot, base-branch config) right before the CLI starts,
 * `after` (config put back, integrity check) as soon as it ended whatever the ending, `changes`
 * (what git sees changed) once it was not cancelled, `release` and `landedFacts` on every exit path.
 * The landing (patch, commit, push, pull request) is a stage (stages/land.ts): it reads the start
 * point and the work tree here and hands back what `landed`.
 * Everything said along the way goes to the run's notebook: plain sentences for the summary and
 * the PR comment, and warnings.
 */







class Workspace {
    book;
    debug;
    start;
    landing;
    snapshot;
    config;
    afterDone = false;
    /** What the agent changed that a later step's git reads and could not be put back. */
    unrestored = [];
    /** The work tree after the run, read once for the comparison and the landing. */
    work;
    constructor(book, debug) {
        this.book = book;
        this.debug = debug;
    }
    /**
     * Right before the CLI starts, with the repositories opened before the run (`repos`, git.ts).
     * Never throws: a problem here becomes a warning. `pr` is the event's pull request
     * (src/github/pulls.ts), when the event has one.
     */
    before(repos, settings, jobEnv, pr = {}) {
        const env = withoutValue(jobEnv.raw, settings.githubToken);
        this.guard('reading the repository before the run', () => {
            this.start = startPoint(repos, settings.workingDirectory, env, jobEnv.ref);
        });
        this.guard('the integrity snapshot', () => {
            this.snapshot = integritySnapshot(repos, settings.workingDirectory, env);
        });
        const base = pr.base;
        if (base !== undefined)
            this.guard("the base branch's agent configuration", () => {
                this.config = useBaseConfig({
                    repos,
                    cwd: settings.workingDirectory,
                    env,
                    temp: jobEnv.temp,
                    base,
                    trust: settings.trustPrConfig
                });
                if (this.config !== undefined) {
                    this.book.note(...this.config.notes);
                    for (const w of this.config.warnings)
                        this.book.warning(w);
                }
            });
    }
    /** As soon as the CLI ended, before anything of ours is written where the agent could reach. */
    after() {
        if (this.afterDone)
            return;
        this.afterDone = true;
        const config = this.config;
        if (config !== undefined)
            this.guard('putting back the pull request configuration', () => {
                this.book.note(...config.restore());
            });
        const snapshot = this.snapshot;
        if (snapshot !== undefined)
            this.guard('the integrity check', () => {
                for (const f of checkIntegrity(snapshot)) {
                    this.book.warning(f.message);
                    if (f.unrestored)
                        this.unrestored.push(f.target);
                }
            });
    }
    /**
     * The files git sees changed since the start (nothing when the directory is not a repository).
     * Reads the work tree after the run once, with the repositories opened after it (`repos`);
     * the landing uses the same reading.
     */
    async changes(repos, env, cwd, signal) {
        const start = this.start;
        if (start === undefined)
            return [];
        try {
            this.work ??= await readWorkTree(repos, start, env, signal);
        }
        catch (error) {
            this.debug(`reading the work tree after the run: ${(0,errors/* messageOf */.bD)(error)}`);
            return [];
        }
        return changedFiles(start, this.work, cwd);
    }
    /**
     * git's view merged into the report (commands write files too), and links to the files read
     * and changed as they are at the job's commit (undefined when git cannot say).
     */
    async compare(repos, builder, env, cwd, signal) {
        for (const c of await this.changes(repos, env.raw, cwd, signal))
            builder.mergeGitChange(c);
        if (signal?.aborted === true)
            return undefined;
        const r = builder.live();
        try {
            const paths = [...r.filesChanged.map((c) => c.path), ...r.filesRead];
            return fileLinks(repos, paths, cwd, env);
        }
        catch (error) {
            this.debug(`git: ${(0,errors/* messageOf */.bD)(error)}`);
            return undefined;
        }
    }
    /** Removes the private index of the comparison (a commit may have taken it over). */
    release() {
        this.work?.dispose();
        this.work = undefined;
    }
    /** The work tree after the run, when `changes` read it (the landing reads it otherwise). */
    afterRun() {
        return this.work;
    }
    /** What the landing (stages/land.ts) did: the outputs and the anchors read it. */
    landed(landing) {
        this.landing = landing;
    }
    /**
     * For the summary's `patchAnchors`: per changed file, keyed by its path relative to the
     * working directory (as in the report's files_changed), a link to its section of the pushed
     * diff on GitHub (`…/compare/START...COMMIT#diff-<sha256 of the repo path>`, the anchor GitHub
     * gives each file). Empty when nothing was pushed: a local patch has no address to link to.
     */
    patchAnchors(cwd) {
        const out = new Map();
        const root = this.start?.root;
        if (root === undefined || this.landing === undefined)
            return out;
        for (const [repoPath, url] of this.landing.anchors)
            out.set(external_node_path_default().relative(cwd, external_node_path_default().join(root, repoPath)).split((external_node_path_default()).sep).join('/'), url);
        return out;
    }
    /**
     * What the landing left, as the run's facts say it ('' for what is not known: every exit path
     * has it, and core/outputs.ts sets the landing outputs from it).
     */
    landedFacts() {
        const l = this.landing;
        return {
            patch: l?.patchFile !== undefined && (0,io_files/* stillOurs */.gS)(l.patchFile) ? l.patchFile.path : '',
            commitSha: l?.branch !== undefined ? (l.commitSha ?? '') : '',
            branch: l?.branch ?? '',
            prUrl: l?.prUrl ?? ''
        };
    }
    guard(what, fn) {
        try {
            fn();
        }
        catch (error) {
            const message = (0,errors/* messageOf */.bD)(error);
            this.debug(`${what}: ${message}`);
            this.book.warning(`Something went wrong with ${what}: ${message}`);
        }
    }
}
/**
 * The environment minus every variable holding the token, whatever its name (a workflow may pass
 * it as GH_TOKEN or anything else): git gets the same stripped environment as the CLI.
 */
function withoutValue(env, secret) {
    if (secret === '')
        return env;
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (v?.trim() !== secret)
            out[k] = v;
    return out;
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __nccwpck_require__(5015);
;// CONCATENATED MODULE: ./src/github/access.ts


/** Events that are, or may be, about a pull request: without a readable payload, unknown. */
const MAYBE_PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
    'issue_comment'
]);
class GitHubAccess {
    token;
    warn;
    env;
    event;
    made;
    pulled;
    /**
     * `warn`: where the client's rate-limit give-ups go; `env`: the runner's, for the API's URL and
     * the test knob that shortens GitHub's second; `event`: the event as read once (main.ts).
     */
    constructor(token, warn, env, event) {
        this.token = token;
        this.warn = warn;
        this.env = env;
        this.event = event;
    }
    client() {
        this.made ??= __nccwpck_require__.e(/* import() */ 584).then(__nccwpck_require__.bind(__nccwpck_require__, 6584)).then(({ createClient }) => createClient(this.token, {
            warn: this.warn,
            baseUrl: this.env.apiUrl,
            retryBaseMs: this.env.knobs.githubRetryMs
        }));
        return this.made;
    }
    pull() {
        this.pulled ??= (async () => (0,github_event/* withPullRefs */.cL)(await this.client(), (0,github_event/* eventOf */.A6)(this.event)))();
        return this.pulled;
    }
    /**
     * Never throws: a problem becomes a warning. For an issue_comment on a pull request the payload
     * lacks the head and base, so they are fetched once (with the token) when pushing or the base's
     * configuration needs them.
     */
    async pullContext(settings) {
        const { env, event: reading } = this;
        if ('error' in reading) {
            this.warn(`Something went wrong with reading the event: ${(0,errors/* messageOf */.bD)(reading.error)}`);
            return MAYBE_PR_EVENTS.has(env.eventName ?? '')
                ? { unknown: `the ${env.eventName ?? ''} event could not be read` }
                : {};
        }
        let event = reading.event;
        let why = 'there was no github-token to read it with';
        if (event.isPullRequest &&
            event.head === undefined &&
            this.token !== '' &&
            (settings.push || settings.checkoutPr || !settings.trustPrConfig)) {
            try {
                event = await this.pull();
            }
            catch (error) {
                const { describeError } = await __nccwpck_require__.e(/* import() */ 584).then(__nccwpck_require__.bind(__nccwpck_require__, 6584));
                why = `the API said: ${describeError(error)}`;
                this.warn(`Could not read pull request #${String(event.number)} from the API (${describeError(error)}).`);
            }
        }
        const pull = (0,github_event/* pullFacts */.RE)(event);
        return {
            pull,
            base: (0,github_event/* prBase */.uN)(event),
            unknown: unknownHead(event, pull, why),
            event: {
                name: event.name,
                isPullRequest: event.isPullRequest,
                number: event.number,
                asked: event.asked
            }
        };
    }
    /** Opens pull requests through the API; undefined without a token or a repository. */
    opener(env) {
        const repository = env.repository ?? '';
        if (this.token === '' || repository === '')
            return undefined;
        return async (request) => {
            const { pullOpener } = await __nccwpck_require__.e(/* import() */ 487).then(__nccwpck_require__.bind(__nccwpck_require__, 4487));
            return pullOpener(await this.client(), repository)(request);
        };
    }
}
/**
 * Why the event's pull request has no known head (a clause for "Not pushed: …"), or undefined
 * when it has one or the event is about no pull request.
 */
function unknownHead(event, pull, why) {
    const never = 'it may come from a fork, and an event about a pull request whose head is unknown is never pushed';
    if (event.isPullRequest && pull === undefined)
        return `the head of pull request #${String(event.number ?? '?')} could not be read (${why}); ${never}`;
    if (!event.isPullRequest && event.number === undefined && MAYBE_PR_EVENTS.has(event.name))
        return `the ${event.name} event's payload could not be read; ${never}`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/budget.ts
/**
 * The budget the counts have reached, if any. `max-tool-calls: N` lets N calls run and ends the
 * run when call N+1 starts (so the Nth call is not cut off half-way); `max-failed-tool-calls: N`
 * ends it when the Nth failed or rejected call completes.
 */
function budgetReached(b, counts) {
    const failed = counts.failed + counts.rejected;
    if (b.maxFailedToolCalls > 0 && failed >= b.maxFailedToolCalls) {
        return { budget: 'max-failed-tool-calls', limit: b.maxFailedToolCalls, count: failed };
    }
    if (b.maxToolCalls > 0 && counts.calls > b.maxToolCalls) {
        return { budget: 'max-tool-calls', limit: b.maxToolCalls, count: counts.calls };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/observers/budget.ts
/**
 * The budget watcher: an observer that ends the run, like a timeout, as soon as the fold's
 * counters reach `max-tool-calls` or `max-failed-tool-calls`.
 */

function budgetObserver(budgets) {
    let stop;
    let reached = false;
    return {
        start(info) {
            stop = info.stop;
        },
        change(change, report) {
            if (reached || (change.kind !== 'tool_started' && change.kind !== 'tool_completed'))
                return;
            const hit = budgetReached(budgets, report.counts);
            if (hit === undefined)
                return;
            reached = true;
            stop?.({ kind: 'budget', budget: hit.budget, limit: hit.limit });
        }
    };
}

// EXTERNAL MODULE: ./src/render/format.ts
var format = __nccwpck_require__(1509);
// EXTERNAL MODULE: ./src/render/outcomes.ts
var outcomes = __nccwpck_require__(8119);
;// CONCATENATED MODULE: ./src/render/logline.ts
/**
 * The live log's words: one line for each thing the agent did, pure. The observer that writes
 * them (batching, heartbeats, the sink) is src/observers/livelog.ts; every line it writes goes
 * through logsafe.ts, so nothing here needs to escape anything.
 */



const TARGET_CHARS = 160;
/** Longest id, name or tool kind shown in a line (the stream's own strings have no bound). */
const NAME_CHARS = 200;
/** The line a folded change is worth in the log; undefined when it is worth none. */
function changeLine(c, report) {
    switch (c.kind) {
        case 'init':
            return `Session ${(0,core_text/* truncate */.xv)(report?.sessionId ?? '?', NAME_CHARS)} · model ${(0,core_text/* truncate */.xv)(report?.model ?? '?', NAME_CHARS)}`;
        case 'tool_completed':
            return describeCall(c.call);
        case 'message':
            return c.final ? undefined : `💬 ${(0,core_text/* truncate */.xv)(c.text.trim(), 600)}`;
        case 'query':
            return (`⚠ The CLI asked for approval (${c.queryType}${c.detail !== '' ? `: ${(0,core_text/* truncate */.xv)(c.detail, TARGET_CHARS)}` : ''}). ` +
                'It is not answered: stdin is closed, so the CLI rejects it. Pass force: true to allow tools.');
        case 'error_event':
            return `⚠ The CLI reported an error event: ${(0,core_text/* truncate */.xv)(c.message, 500)}`;
        case 'invalid':
            return `⚠ Not a JSON event (kept in the transcript): ${(0,core_text/* truncate */.xv)(c.line, 200)}`;
        case 'result':
            return c.result.isError
                ? `${outcomes/* OUTCOMES */.im.failed.logMark}The agent reported an error${c.result.durationMs !== undefined ? ` after ${(0,format/* seconds */.YA)(c.result.durationMs)}` : ''}.`
                : `Result received${c.result.durationMs !== undefined ? ` after ${(0,format/* seconds */.YA)(c.result.durationMs)}` : ''}.`;
        case 'tool_started':
        case 'unknown':
        case 'none':
            return undefined;
    }
}
/** The heartbeat during a silent stretch: how long, and the calls still running. */
function heartbeatLine(elapsedMs, running) {
    const current = running.length > 0
        ? `, running: ${running
            .slice(-3)
            .map((c) => (0,core_text/* truncate */.xv)(`${c.kind === 'shell' ? '' : (0,core_text/* truncate */.xv)(c.kind, 40) + ' '}${c.target}`, 80))
            .join(', ')}`
        : '';
    return `still working: ${(0,format/* clock */.pm)(elapsedMs)}${current}`;
}
/** One line for a completed call, e.g. `$ npm test → exit 1 (2.3 s)`. */
function describeCall(record) {
    const call = record.kind.length > NAME_CHARS
        ? { ...record, kind: (0,core_text/* truncate */.xv)(record.kind, NAME_CHARS) }
        : record;
    const target = (0,core_text/* truncate */.xv)(call.target.replace(/\r\n|\r|\n/g, ' ⏎ '), TARGET_CHARS);
    const time = call.durationMs !== undefined ? ` (${(0,format/* seconds */.YA)(call.durationMs)})` : '';
    const { logMark: mark, word } = outcomes/* OUTCOMES */.im[call.state];
    if (call.state === 'rejected') {
        return `${mark}${call.kind} ${word}: ${target}${call.reason !== undefined && call.reason !== '' ? ` (${(0,core_text/* truncate */.xv)(call.reason, 200)})` : ''}`;
    }
    if (call.kind === 'shell') {
        const exit = call.exitCode !== undefined ? `exit ${call.exitCode}` : word;
        const why = call.state === 'failed' && call.exitCode === undefined && call.reason !== undefined
            ? `: ${(0,core_text/* truncate */.xv)(call.reason, 200)}`
            : '';
        return `${mark}$ ${target} → ${exit}${why}${time}`;
    }
    if (call.state === 'failed') {
        return `${mark}${call.kind} ${word}: ${target}${call.reason !== undefined ? ` (${(0,core_text/* truncate */.xv)(call.reason, 200)})` : ''}`;
    }
    const path = call.path !== undefined
        ? (0,core_text/* truncate */.xv)(call.path.replace(/\r\n|\r|\n/g, ' ⏎ '), TARGET_CHARS)
        : target;
    switch (call.kind) {
        case 'read':
            return `Read ${path}`;
        case 'edit':
        case 'write':
        case 'applyPatch':
        case 'searchReplace': {
            const delta = (0,format/* lineDelta */.Dy)(call.linesAdded, call.linesRemoved);
            return `Edited ${path}${delta !== '' ? ` (${delta})` : ''}`;
        }
        case 'delete':
            return `Deleted ${path}`;
        case 'grep':
            return `Searched for ${target}`;
        case 'glob':
            return `Listed files matching ${target}`;
        case 'ls':
            return `Listed ${path}`;
        case 'mcp':
            return `MCP tool ${target}`;
        default:
            // The kind is the agent's (a key of its tool call), so the line starts with our words.
            return `Tool ${call.kind}${target !== '' ? ` ${target}` : ''}${call.state === 'unknown' ? ' (outcome unknown)' : ''}`;
    }
}

// EXTERNAL MODULE: ./src/render/logsafe.ts
var logsafe = __nccwpck_require__(6220);
;// CONCATENATED MODULE: ./src/observers/livelog.ts
/**
 * The live log: one readable line per thing the agent does, written as it happens. It is one of
 * the run's observers. Text from the stream arrives redacted (the fold redacts every field as it
 * is read); every line goes through `logLines`, so nothing the agent wrote can become a workflow
 * command. Raw events appear only in debug mode.
 *
 * The sink writes synchronously (core.info is a write to stdout), so lines produced while the
 * stream runs are batched: one write per LOG_FLUSH_MS at most, and at once when the batch is
 * large. Anything written through `write` (main's own messages, the step's end) first flushes
 * what is waiting, so the log keeps its order with the action's other output. The flush timer
 * is unref'd and cleared by `flush()`, which the session calls when the stream ends.
 */



const MAX_INVALID_SHOWN = 5;
/** Longest log line of any kind: past it a line is cut (the transcript has everything). */
const MAX_LINE_CHARS = 4000;
/** Longest a stream line waits before it is written. */
const LOG_FLUSH_MS = 100;
/** Lines batched before a write regardless of the timer. */
const MAX_BATCH_LINES = 200;
class LiveLog {
    sink;
    redact;
    heartbeatMs;
    lastWrite = Date.now();
    invalidShown = 0;
    started = Date.now();
    batch = [];
    timer;
    /** Asked once: the sink reads the environment, too slow to ask for every line of the stream. */
    debug;
    constructor(sink, redact, heartbeatMs = 60_000) {
        this.sink = sink;
        this.redact = redact;
        this.heartbeatMs = heartbeatMs;
    }
    /** Writes text of ours that may quote untrusted text: redacted, one safe line per line, now. */
    write(text) {
        this.flush();
        for (const line of (0,logsafe/* logLines */.OG)(this.redact(text)))
            this.sink.info((0,core_text/* cutHead */.fz)(line, MAX_LINE_CHARS));
        this.lastWrite = Date.now();
    }
    /** A line about the stream (already redacted), batched with the others. */
    note(text, quoted = false) {
        for (const line of (0,logsafe/* logLines */.OG)(text, quoted))
            this.batch.push((0,core_text/* cutHead */.fz)(line, MAX_LINE_CHARS));
        this.lastWrite = Date.now();
        if (this.batch.length >= MAX_BATCH_LINES)
            this.flush();
        else
            this.timer ??= setTimeout(() => this.flush(), LOG_FLUSH_MS).unref();
    }
    /** Writes what is batched and clears the timer. */
    flush() {
        if (this.timer !== undefined) {
            clearTimeout(this.timer);
            this.timer = undefined;
        }
        if (this.batch.length === 0)
            return;
        const lines = this.batch;
        this.batch = [];
        this.sink.info(lines.join('\n'));
    }
    /** Whether raw lines are shown: in debug mode only. */
    wantsRaw() {
        this.debug ??= this.sink.isDebug();
        return this.debug;
    }
    /** A raw line of the stream (already redacted), in debug mode only. */
    raw(line) {
        if (!this.wantsRaw())
            return;
        this.flush();
        // core.debug escapes line breaks, so the line stays one `::debug::` command; `##[` is broken.
        this.sink.debug((0,logsafe/* safeLine */.om)(line));
    }
    change(c, report) {
        if (c.kind === 'invalid') {
            if (this.invalidShown >= MAX_INVALID_SHOWN)
                return;
            this.invalidShown++;
        }
        const line = changeLine(c, report);
        if (line !== undefined)
            this.note(line);
    }
    /** The final message, collapsed so the log stays scannable; every line behind the prefix. */
    finalMessage(text) {
        if (text.trim() === '')
            return;
        this.flush();
        this.sink.startGroup('Final message');
        for (const line of (0,logsafe/* logLines */.OG)(this.redact(text), true))
            this.sink.info((0,core_text/* cutHead */.fz)(line, MAX_LINE_CHARS));
        this.sink.endGroup();
        this.lastWrite = Date.now();
    }
    /** A line during silent stretches so a watcher knows the step is alive. */
    tick(now, running) {
        if (now - this.lastWrite < this.heartbeatMs)
            return;
        this.note(heartbeatLine(now - this.started, running));
        this.flush();
    }
    end() {
        this.flush();
    }
}

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
        server: call.server,
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
/**
 * Everything but the calls and commands, which the writer streams in after it: the run's facts
 * (core/facts.ts) as they are; the times are null offline.
 */
function manifestHead(f, producer) {
    const r = f.report;
    const iso = (ms) => ms === undefined ? null : new Date(ms).toISOString();
    const s = f.structured;
    return {
        schemaVersion: MANIFEST_VERSION,
        producer: { name: 'cursor-agent-action', via: producer.via, version: producer.version },
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
            exitCode: f.exitCode ?? null,
            install: f.install ?? null
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
        mcp: mcpPart(f),
        transcript: f.transcriptPath ?? null,
        diagnostics: { ...r.diagnostics, unknownTypes: Object.fromEntries(r.diagnostics.unknownTypes) }
    };
}
/**
 * MCP servers: each server's calls and last error (every server the stream named, then the
 * required ones it never named), whether `require-mcp` names it and had a successful call, and
 * what `cursor-agent mcp list` said of it.
 */
function mcpPart(f) {
    const use = f.report.mcp;
    const required = f.mcp?.required ?? [];
    const missing = new Set((0,mcp/* missingServers */.FK)(f.mcp, use).map((m) => m.name));
    const names = [...use.servers.keys(), ...required.filter((n) => !use.servers.has(n))];
    const servers = names.map((name) => {
        const c = use.servers.get(name) ?? { calls: 0, ok: 0, failed: 0, rejected: 0 };
        const listed = f.mcp?.listed?.find((l) => l.name === name);
        return dropUndefined({
            name,
            calls: c.calls,
            ok: c.ok,
            failed: c.failed,
            rejected: c.rejected,
            lastError: c.lastError,
            required: required.includes(name),
            available: required.includes(name) ? !missing.has(name) : undefined,
            listed: listed === undefined ? undefined : { status: listed.status, text: listed.text }
        });
    });
    return {
        servers,
        untrackedCalls: use.untracked,
        required,
        listed: f.mcp?.listed?.map((l) => ({ name: l.name, status: l.status, text: l.text })) ?? null
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
/** The fields that are set (JSON.stringify leaves the others out too; one entry per call). */
function dropUndefined(o) {
    const out = {};
    for (const key in o)
        if (o[key] !== undefined)
            out[key] = o[key];
    return out;
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.1.0"};
;// CONCATENATED MODULE: ./src/version.ts
/**
 * The action's own version, shown in the summary footer and written into the manifest: the
 * `version` of package.json, read when the bundle is built (ncc inlines the JSON), so a release
 * only has to bump package.json. Which commit of the action ran is the runner's to say
 * (GITHUB_ACTION_REF, runner/publish.ts): a bundle cannot carry the commit it is part of.
 */

const VERSION = package_namespaceObject.rE;

;// CONCATENATED MODULE: ./src/observers/manifest.ts
/**
 * The manifest writer: an observer that appends each call to a temp file the moment it completes
 * (the report keeps only a bounded list of calls), and `finish()`, which copies those entries
 * into the manifest JSON file under RUNNER_TEMP. Memory stays bounded: a megabyte at a time.
 * Everything written is redacted, like the transcript.
 *
 * RUNNER_TEMP is the agent's too (the same user): every file here is created exclusively under an
 * unguessable name (io/files.ts), written and read back through the descriptor it was created
 * with, never opened again by name. A link or FIFO the agent puts at a spool's or the manifest's
 * name is never followed, and the manifest's own name is chosen only when it is written.
 */





/**
 * A temp file of entries, written as the body of a JSON array (one value a line, the commas in
 * place), so that finishing the manifest copies it in large pieces. Entries are gathered and
 * written 64 KiB at a time: a long run completes tens of thousands of calls, and a write each
 * cost more than the rest of the manifest together.
 */
class Spool {
    dir;
    kind;
    file;
    pending = [];
    pendingChars = 0;
    /** What the action wrote, to tell at the end whether the spool still holds exactly that. */
    written = new io_files/* Written */.ye();
    /** Someone else wrote into the spool: its entries are not copied into the manifest. */
    tampered = false;
    count = 0;
    constructor(dir, kind) {
        this.dir = dir;
        this.kind = kind;
    }
    add(value) {
        const line = (this.count === 0 ? '\n' : ',\n') + JSON.stringify(value);
        this.pending.push(line);
        this.pendingChars += line.length;
        this.count++;
        if (this.pendingChars >= 64 * 1024)
            this.flush();
    }
    flush() {
        if (this.pending.length === 0)
            return;
        this.file ??= (0,io_files/* createOwnFile */.Df)(this.dir, (id) => `cursor-agent-manifest-${id}.${this.kind}.ndjson`);
        const text = this.pending.join('');
        this.pending = [];
        this.pendingChars = 0;
        const data = Buffer.from(text, 'utf8');
        (0,io_files/* writeAll */.f4)(this.file.fd, data);
        this.written.add(data);
    }
    /** Copies the entries into `out` (JSON array items), then removes the spool. */
    drainInto(out) {
        this.flush();
        const file = this.file;
        if (file === undefined)
            return;
        this.file = undefined;
        try {
            this.tampered = !this.written.matches(file.fd);
            if (!this.tampered)
                (0,io_files/* copyThrough */.nZ)(file.fd, out);
        }
        finally {
            external_node_fs_default().closeSync(file.fd);
            // Only the name is ours to remove if it still leads to the spool (the agent may have
            // put something else there); the data went through the descriptor either way.
            if ((0,io_files/* stillOurs */.gS)(file))
                external_node_fs_default().rmSync(file.path, { force: true });
        }
    }
}
class ManifestWriter {
    dir;
    redact;
    target;
    calls;
    commands;
    /** Why a call could not be spooled, if it could not; the manifest then says so. */
    spoolError;
    /**
     * Spools in `dir`; the manifest goes to `target` (a path the user chose: the offline report's
     * --json), else to a new file of ours in `dir`.
     */
    constructor(dir, redact, target) {
        this.dir = dir;
        this.redact = redact;
        this.target = target;
        this.calls = new Spool(dir, 'calls');
        this.commands = new Spool(dir, 'commands');
    }
    static create(env, redact) {
        return new ManifestWriter((0,io_files/* tempRoot */.fQ)(env.temp), redact);
    }
    change(change) {
        if (change.kind === 'tool_completed')
            this.add(change.call);
    }
    /**
     * A call's fields were redacted where the fold read them from the stream (events.ts, the
     * report's output tail), as the summary shows them: they are written as they are, not redacted
     * a second time (that was a twentieth of the action's time on a long stream).
     */
    add(call) {
        if (this.spoolError !== undefined)
            return;
        try {
            this.calls.add(callEntry(call));
            const command = commandEntry(call);
            if (command !== undefined)
                this.commands.add(command);
        }
        catch (error) {
            this.spoolError = (0,errors/* errorOf */.Mz)(error);
        }
    }
    /**
     * Writes the manifest: the head from `facts`, then every completed call, then the calls that
     * never completed (`facts.running`). Returns the file's path; throws when it cannot be written.
     */
    finish(facts, producer) {
        for (const call of facts.running)
            this.add(call);
        const head = redactDeep(manifestHead(facts, producer), this.redact);
        if (this.spoolError !== undefined) {
            head.incomplete = `Some calls could not be recorded: ${this.redact(this.spoolError.message)}`;
        }
        const file = this.target !== undefined
            ? { path: this.target, fd: external_node_fs_default().openSync(this.target, 'w', 0o600) }
            : (0,io_files/* createOwnFile */.Df)(this.dir, (id) => `cursor-agent-manifest-${id}.json`);
        const out = file.fd;
        try {
            (0,io_files/* writeAll */.f4)(out, JSON.stringify(head).slice(0, -1) + ',"calls":[');
            this.calls.drainInto(out);
            (0,io_files/* writeAll */.f4)(out, '],"commands":[');
            this.commands.drainInto(out);
            const tampered = [this.calls, this.commands].some((spool) => spool.tampered);
            // Said after the fact, in a last field: the head was written before the spools were read.
            (0,io_files/* writeAll */.f4)(out, tampered
                ? '],"incomplete":"Something else wrote into the manifest\'s spool during the run: the calls and commands in it are left out."}\n'
                : ']}\n');
        }
        finally {
            external_node_fs_default().closeSync(out);
        }
        return file.path;
    }
}
/**
 * Writes the manifest for whatever is known, on every exit path (an input error has no writer
 * and no report yet: the manifest then holds the verdict alone). Returns its path; undefined
 * (and a warning) when it could not be written.
 */
function saveManifest(writer, f, o) {
    try {
        return written(writer ?? ManifestWriter.create(o.env, o.redact), f);
    }
    catch (error) {
        o.warn(`The run manifest could not be written: ${(0,errors/* messageOf */.bD)(error)}`);
        return undefined;
    }
}
function written(writer, f) {
    return writer.finish(f, { via: 'action', version: VERSION });
}

;// CONCATENATED MODULE: ./src/observers/observer.ts

/**
 * Every observer behind the session's one watcher. `change` stops at the first observer that
 * throws (the session then saves the stream only); `start` and `tick` call every observer and
 * then throw the first error, so one observer's bug does not silence the others.
 */
class Observers {
    log;
    list;
    constructor(log, list) {
        this.log = log;
        this.list = list;
    }
    start(info) {
        this.each((o) => o.start?.(info));
    }
    raw(line) {
        this.log.raw(line);
    }
    wantsRaw() {
        return this.log.wantsRaw?.() ?? true;
    }
    change(change, report) {
        for (const o of this.list)
            o.change?.(change, report);
    }
    tick(now, running, report) {
        this.each((o) => o.tick?.(now, running, report));
    }
    note(text) {
        this.log.note(text);
    }
    flush() {
        this.log.flush();
    }
    each(fn) {
        let first;
        let failed = false;
        for (const o of this.list) {
            try {
                fn(o);
            }
            catch (error) {
                if (!failed)
                    first = error;
                failed = true;
            }
        }
        if (failed)
            throw first;
    }
}
/**
 * Tells every observer the run is over, after publishing; a slow GitHub cannot hold the step for
 * long (5 s after a cancel, else 30 s). An observer that fails becomes a warning.
 */
async function endObservers(observers, facts, warn) {
    const all = observers.map(async (observer) => {
        try {
            await observer.end?.(facts);
        }
        catch (error) {
            warn(`Could not finish a run observer: ${(0,errors/* messageOf */.bD)(error)}`);
        }
    });
    let timer;
    const limit = new Promise((resolve) => {
        timer = setTimeout(resolve, facts.verdict.conclusion === 'cancelled' ? 5_000 : 30_000);
    });
    await Promise.race([Promise.all(all), limit]);
    clearTimeout(timer);
}

// EXTERNAL MODULE: ./src/core/hints.ts
var core_hints = __nccwpck_require__(8073);
;// CONCATENATED MODULE: ./src/core/outputs.ts
/**
 * The step's outputs, from the run's facts (core/facts.ts) as they are: on a failed, cancelled or
 * crashed run the fields the stream did deliver are still set.
 */



/**
 * GitHub caps an output at about 1 MB; the two text outputs are kept well under that (the
 * transcript has the whole text), cut on a character boundary with a visible note.
 */
const MAX_TEXT_OUTPUT_BYTES = 512 * 1024;
function fitOutput(value, max = MAX_TEXT_OUTPUT_BYTES) {
    if (Buffer.byteLength(value) <= max)
        return value;
    const note = '\n… [cut to fit the output size limit; the whole text is in the transcript]';
    const room = max - Buffer.byteLength(note);
    // Decoding a cut buffer may end in a replacement character; drop it.
    const cut = Buffer.from(value)
        .subarray(0, room)
        .toString('utf8')
        .replace(/\uFFFD+$/, '');
    return cut + note;
}
/** Ids and names from the stream (session, request, model, CLI version): never this long. */
const MAX_ID_CHARS = 200;
/** An id or name from the stream, cut (on a character boundary) when it is absurdly long. */
function fitId(value) {
    return (0,core_text/* truncate */.xv)(value, MAX_ID_CHARS + 1);
}
/** A JSON list of paths, as many entries as fit in the limit (the list stays valid JSON). */
function fitList(items, max = MAX_TEXT_OUTPUT_BYTES) {
    const all = JSON.stringify(items);
    if (Buffer.byteLength(all) <= max)
        return all;
    const kept = [];
    let size = 2;
    for (const item of items) {
        const bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
        if (size + bytes > max)
            break;
        kept.push(item);
        size += bytes;
    }
    return JSON.stringify(kept);
}
function outputsFor(f) {
    const r = f.report;
    const counts = r.counts;
    const usage = r.result?.usage;
    // The final message's JSON, compact, when it matched output-schema.
    const structured = f.structured?.ok === true ? f.structured.json : undefined;
    return {
        [names/* OUTPUTS */.py.result]: fitOutput(r.result?.text ?? ''),
        [names/* OUTPUTS */.py.finalMessage]: fitOutput(r.finalMessage),
        [names/* OUTPUTS */.py.resultFile]: f.resultFile ?? '',
        [names/* OUTPUTS */.py.finalMessageFile]: f.finalMessageFile ?? '',
        [names/* OUTPUTS */.py.sessionId]: fitId(r.sessionId ?? ''),
        [names/* OUTPUTS */.py.resumed]: resumedOf(f.resume, r.sessionId),
        [names/* OUTPUTS */.py.requestId]: fitId(r.result?.requestId ?? ''),
        // The stream's figure when it gave one, else wall clock; a negative one (a clock gone back) is 0.
        [names/* OUTPUTS */.py.duration]: String(Math.max(0, Math.round(f.durationMs))),
        [names/* OUTPUTS */.py.model]: fitId(r.model ?? ''),
        [names/* OUTPUTS */.py.exitCode]: f.exitCode === undefined || f.exitCode === null ? '' : String(f.exitCode),
        [names/* OUTPUTS */.py.conclusion]: f.verdict.conclusion,
        [names/* OUTPUTS */.py.failureReason]: fitOutput(f.verdict.reason ?? ''),
        [names/* OUTPUTS */.py.toolCalls]: String(counts.calls),
        [names/* OUTPUTS */.py.failedToolCalls]: String(counts.failed + counts.rejected),
        [names/* OUTPUTS */.py.filesRead]: fitList(r.filesRead),
        [names/* OUTPUTS */.py.filesChanged]: fitList(r.filesChanged.map((c) => c.path)),
        [names/* OUTPUTS */.py.usage]: usage !== undefined ? JSON.stringify(usage) : '',
        [names/* OUTPUTS */.py.transcript]: f.transcriptPath ?? '',
        [names/* OUTPUTS */.py.cliVersion]: fitId(f.cliVersion ?? ''),
        [names/* OUTPUTS */.py.structuredOutput]: structured !== undefined ? fitOutput(structured) : '',
        [names/* OUTPUTS */.py.manifest]: f.manifestPath ?? '',
        // What the landing left ('' for what did not happen), on every exit path.
        [names/* OUTPUTS */.py.patch]: f.landed?.patch ?? '',
        [names/* OUTPUTS */.py.commitSha]: f.landed?.commitSha ?? '',
        [names/* OUTPUTS */.py.branch]: f.landed?.branch ?? '',
        [names/* OUTPUTS */.py.prUrl]: f.landed?.prUrl ?? '',
        [names/* OUTPUTS */.py.commentId]: f.comment !== undefined ? String(f.comment.id) : '',
        [names/* OUTPUTS */.py.commentUrl]: f.comment?.url ?? '',
        ...reviewOutputs(f.review),
        [names/* OUTPUTS */.py.prRuns]: f.pr !== undefined ? String(f.pr.totals.runs) : '',
        [names/* OUTPUTS */.py.prUsage]: f.pr !== undefined ? JSON.stringify((0,ledger/* tokenCounts */.K5)(f.pr.totals)) : ''
    };
}
/** The findings as the `findings` output lists them: where each is, and where it went. */
function findingsJson(o) {
    const items = o.findings.map((f) => JSON.stringify({
        fingerprint: f.fingerprint,
        path: f.path,
        line: f.line,
        start_line: f.startLine ?? null,
        side: f.side,
        severity: f.severity,
        title: f.title,
        placement: f.placement
    }));
    // As many whole findings as fit in the output limit: the list stays valid JSON.
    const kept = [];
    let size = 2;
    for (const item of items) {
        size += Buffer.byteLength(item) + 1;
        if (size > MAX_TEXT_OUTPUT_BYTES)
            break;
        kept.push(item);
    }
    return `[${kept.join(',')}]`;
}
function reviewOutputs(o) {
    return {
        [names/* OUTPUTS */.py.findings]: o !== undefined ? findingsJson(o) : '',
        [names/* OUTPUTS */.py.findingsCount]: o !== undefined ? String(o.findings.length) : '',
        [names/* OUTPUTS */.py.reviewId]: o?.review !== undefined ? String(o.review.id) : '',
        [names/* OUTPUTS */.py.reviewUrl]: o?.review?.url ?? '',
        [names/* OUTPUTS */.py.checkRunUrl]: o?.checkRunUrl ?? '',
        [names/* OUTPUTS */.py.reviewedFrom]: o?.reviewedFrom ?? ''
    };
}
/** Whether the run continued the session it asked for: read from the stream, never assumed. */
function resumedOf(resume, sessionId) {
    if (resume === undefined)
        return '';
    return resume.asked !== undefined && sessionId === resume.asked ? 'true' : 'false';
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __nccwpck_require__(2495);
;// CONCATENATED MODULE: ./src/render/plain.ts
/**
 * The summary when the renderer itself failed (or could not be loaded): plain facts in one code
 * block, redacted. Kept apart from summary.ts, which loads the markdown parser, so it is always
 * at hand.
 */

/** The fallback when rendering itself failed: the run's facts as they are, plain, redacted. */
function plainSummary(f, redact) {
    const r = f.report;
    const lines = [
        ['conclusion', f.verdict.conclusion],
        ['failure_reason', f.verdict.reason ?? ''],
        ['message', f.verdict.message],
        ['session_id', r.sessionId ?? ''],
        ['tool_calls', String(r.counts.calls)],
        ['files_changed', r.filesChanged.map((c) => c.path).join(', ')],
        ['transcript', f.transcriptPath ?? ''],
        ['final_message', r.finalMessage]
    ];
    const body = lines.map(([k, v]) => `${k}: ${v}`).join('\n');
    return `### Cursor Agent: summary could not be rendered\n\n${(0,markdown/* fenced */.OF)(redact(body))}\n`;
}

;// CONCATENATED MODULE: ./src/runner/text-files.ts
/**
 * The result and the final message as files under RUNNER_TEMP (the `result_file` and
 * `final_message_file` outputs). An output passed to a later step through `env:` becomes one
 * environment string, and Linux refuses a program an environment string over 128 KiB
 * (MAX_ARG_STRLEN): the step then fails with "Argument list too long" before it starts. A file
 * has no such limit, and holds the whole text (the outputs are cut at 512 KiB).
 *
 * Redacted like the outputs; each file created exclusively under a name nobody can guess
 * (io/files.ts createOwnFile), so nothing is written through a link the agent planted.
 */



/**
 * Writes the texts the run knows: the result's when a result event arrived, the final message
 * once the CLI ran (empty when it said nothing). A file that cannot be written is a warning and
 * its output stays empty.
 */
function writeTextFiles(report, o) {
    const out = {};
    const write = (name, text) => {
        try {
            const file = (0,io_files/* createOwnFile */.Df)((0,io_files/* tempRoot */.fQ)(o.env.temp), name);
            try {
                (0,io_files/* writeAll */.f4)(file.fd, o.redact(text));
            }
            finally {
                external_node_fs_default().closeSync(file.fd);
            }
            return file.path;
        }
        catch (error) {
            o.warn(`The text could not be saved as a file under RUNNER_TEMP: ${(0,errors/* messageOf */.bD)(error)}`);
            return undefined;
        }
    };
    if (report.result !== undefined) {
        const file = write((id) => `cursor-agent-result-${id}.txt`, report.result.text);
        if (file !== undefined)
            out.resultFile = file;
    }
    const file = write((id) => `cursor-agent-final-message-${id}.md`, report.finalMessage);
    if (file !== undefined)
        out.finalMessageFile = file;
    return out;
}

;// CONCATENATED MODULE: ./src/runner/publish.ts










/**
 * The summary renderer with its markdown parser, a third of the bundle: loaded and warmed up
 * while the CLI runs (main.ts makes one loader per run and starts it right after the spawn), not
 * before the CLI starts nor after it ended. A load that fails becomes a renderer that throws, so
 * publish writes the plain summary instead.
 */
class SummaryLoader {
    loading;
    /** Starts loading (and warming up), without waiting. */
    start() {
        void this.renderer();
    }
    /** The renderer, once loaded (the load started now if `start` was not called). */
    async renderer() {
        this.loading ??= Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(752), __nccwpck_require__.e(163)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3163)).then((m) => {
            try {
                m.warmUp();
            }
            catch {
                // Only a warm-up: the real render reports its own failure.
            }
            return m;
        }, (error) => (0,errors/* errorOf */.Mz)(error));
        const loaded = await this.loading;
        if (loaded instanceof Error)
            return () => {
                throw loaded;
            };
        return loaded.renderSummary;
    }
}
/**
 * Outputs, final message, summary, verdict, from the run's facts as they are (core/facts.ts):
 * each step guarded so one failing cannot stop the rest.
 */
function publish(ctx, f, renderSummary) {
    const p = { redact: ctx.redact, log: ctx.log, env: ctx.env, port: ctx.port, renderSummary };
    const { redact, log, port } = p;
    const { verdict, report } = f;
    try {
        const outputs = outputsFor(f);
        for (const [name, value] of Object.entries(outputs))
            port.setOutput(name, redact(value));
    }
    catch (error) {
        port.warning(`Could not set every output: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    if (f.ran)
        log.finalMessage(report.finalMessage);
    const summary = f.settings?.summary !== false;
    if (verdict.conclusion === 'skipped') {
        // A trigger that was absent or refused: green, one line saying who and why, nothing of theirs.
        log.write(`⏭ ${verdict.message}`);
        if (summary)
            writeSummary(port, `### ⏭ Cursor Agent did not run\n\n${verdict.said !== undefined ? (0,markdown/* markup */.PT)(verdict.said, redact) : (0,markdown/* text */.Qq)(redact(verdict.message))}\n`);
        return;
    }
    // The fix hints come from the core; the summary and the log only place them.
    const hints = guarded(port, () => (0,core_hints/* hintsOf */.iw)(f), []);
    if (summary) {
        const options = {
            hints,
            uploadExampleUrl: exampleUrl(p.env),
            actionVersion: VERSION,
            actionSource: actionSource(p.env)
        };
        writeSummary(port, renderedSummary(f, options, p));
    }
    // Each fix in the log too, where a reader of the failed step looks first.
    for (const h of hints)
        log.write(`💡 ${h.text}`);
    const closing = (0,outcomes/* headline */.Pl)(verdict.conclusion) +
        (verdict.conclusion === 'failure' ? ` (${verdict.reason ?? 'unknown'})` : '');
    // The run's one duration, as the summary's header and the `duration` output give it.
    log.write(`${closing} in ${(0,format/* seconds */.YA)(f.durationMs)}.`);
    if (verdict.conclusion !== 'success') {
        const tail = f.stderrTail?.trim() ?? '';
        port.setFailed(redact(tail !== ''
            ? `${verdict.message}\nLast lines of stderr:\n${(0,core_text/* lastLines */.w$)(tail, 10)}`
            : verdict.message));
    }
}
/**
 * The result and the final message as files (the outputs are cut at 512 KiB), once the CLI ran:
 * their paths are facts of the run, set before anything is published.
 */
function saveTexts(f, o) {
    if (!f.ran)
        return {};
    const warn = (message) => o.warn(o.redact(message));
    const files = writeTextFiles(f.report, { env: o.env, redact: o.redact, warn });
    return { resultFile: files.resultFile, finalMessageFile: files.finalMessageFile };
}
/** `fn()`, or `fallback` (and a warning) when it throws: publishing goes on whatever fails. */
function guarded(port, fn, fallback) {
    try {
        return fn();
    }
    catch (error) {
        port.warning(`Could not work out the fix hints: ${(0,errors/* messageOf */.bD)(error)}`);
        return fallback;
    }
}
function renderedSummary(f, options, p) {
    let markdown;
    try {
        markdown = p.renderSummary(f, p.redact, options);
    }
    catch (error) {
        p.port.warning(`The job summary could not be rendered (${(0,errors/* messageOf */.bD)(error)}); writing a plain one.`);
        markdown = plainSummary(f, p.redact);
    }
    return markdown;
}
/**
 * The action's repository and ref as the runner names them (`uses: owner/repo@ref`); undefined
 * for a local action (`uses: ./`), where the runner leaves both empty.
 */
function actionSource(env) {
    const repository = env.actionRepository ?? '';
    const ref = env.actionRef ?? '';
    if (!/^[\w.-]+\/[\w.-]+$/.test(repository) || !/^[\w./-]+$/.test(ref))
        return undefined;
    return { repository, ref };
}
/**
 * The example workflow that keeps the transcript and the patch, in the action's own repository at
 * the ref the workflow uses (the runner names both); undefined for a local action (`uses: ./`).
 */
function exampleUrl(env) {
    const source = actionSource(env);
    if (source === undefined)
        return undefined;
    const server = (env.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
    return `${server}/${source.repository}/blob/${source.ref}/examples/task.yml`;
}
function writeSummary(port, markdown) {
    try {
        port.appendSummary(markdown);
    }
    catch (error) {
        port.warning(`The job summary could not be written: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/observers/record.ts



/**
 * The run's facts, whole, on every exit path (main.ts finish): the one place RunFacts are made.
 * factsOf takes what the record knows; then the four facts that steps reading those facts make
 * are added, in this order: `pr` (observers/ledger.ts close: this run added to the ledger read
 * again), `manifestPath` (observers/manifest.ts saveManifest, from the facts with `pr`), then
 * `resultFile` and `finalMessageFile` (runner/publish.ts saveTexts). Nothing reads the facts
 * after this but publishing and the observers' end.
 */
async function recordOut(r, o) {
    const base = factsOf(r, o);
    const made = { ...base, pr: await r.ledger?.close(base) };
    const manifestPath = saveManifest(r.manifest, made, o);
    return { ...made, manifestPath, ...saveTexts(made, o) };
}
/**
 * The run's record as the plain facts everything after it reads, but for the four recordOut
 * adds (`pr`, `manifestPath`, `resultFile`, `finalMessageFile`).
 */
function factsOf(r, o) {
    const { verdict } = o;
    const report = r.builder?.snapshot() ?? (0,core_report/* emptyReport */._O)();
    const endedAt = o.clock.now();
    const ending = r.agent?.ending;
    const comment = r.bot?.comment?.comment;
    const cwd = r.settings?.workingDirectory;
    return {
        verdict,
        report,
        running: r.builder?.runningCalls() ?? [],
        ran: r.builder !== undefined,
        startedAt: o.startedAt,
        endedAt,
        durationMs: report.result?.durationMs ?? endedAt - o.startedAt,
        exitCode: ending?.kind === 'exited' ? ending.exitCode : undefined,
        stderrTail: r.agent?.stderrTail,
        cliPath: r.cli?.path,
        cliVersion: r.cli?.version,
        install: r.cli?.install,
        mcp: r.mcp,
        transcriptPath: r.transcript?.written,
        structured: r.structured,
        links: r.links,
        patchAnchors: cwd !== undefined ? o.patchAnchors(cwd) : undefined,
        afterRun: { notes: o.book.notes, warnings: o.book.warnings },
        landed: o.landed,
        comment: comment?.id !== undefined ? { id: comment.id, url: comment.url ?? '' } : undefined,
        review: r.review?.outcome,
        // `resume` set but the run ended before its session was looked at: nothing was resumed.
        resume: r.session?.resume ?? (r.settings?.resume ? {} : undefined),
        settings: r.settings
    };
}

// EXTERNAL MODULE: ./src/runner/env.ts
var runner_env = __nccwpck_require__(8249);
// EXTERNAL MODULE: ./src/runner/runner.ts
var runner = __nccwpck_require__(1814);
;// CONCATENATED MODULE: ./src/runner/files.ts
/**
 * The runner's command files (GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE and the step
 * summary) are read by the runner after the step: a line the agent adds to GITHUB_ENV (say
 * `NODE_OPTIONS=--require …`) runs in every later step, a line in GITHUB_PATH puts the agent's
 * programs first for every later step. The agent runs as the same user as the action and can
 * reach them all.
 *
 * So before the CLI starts each file is recorded: which file it is (device and inode), its link
 * count, mode and content (they are small then: the runner gives each step fresh files). As soon
 * as the CLI ended, a file that is not exactly that (another file or a link in its place, a hard
 * link to it made elsewhere, a changed mode, changed content) is put back: the path is removed
 * and a new file with the recorded content is created in its place (so a file made read-only, or
 * shared with another path, is no longer the one the runner reads). The files as they are then
 * are pinned (runner.ts): the action writes its outputs, state and summary only to them, through
 * a descriptor whose file is checked. A file whose content was too large to keep is emptied
 * instead, and the step fails: later steps without `if: always()` do not run, and those that do
 * read nothing of the agent's.
 */






/** Content kept for putting back; a larger file cannot be put back if the agent changes it. */
const KEEP_BYTES = 4 * 1024 * 1024;
function identity(st) {
    return `${String(st.dev)}:${String(st.ino)}:${String(st.nlink)}:${(st.mode & 0o7777).toString(8)}`;
}
function snapshotRunnerFiles(env) {
    const commandFiles = [];
    for (const { name, file, purpose } of (0,runner_env/* runnerFileNames */.L0)(env)) {
        if (file === undefined || file === '')
            continue;
        const st = external_node_fs_default().lstatSync(file, { throwIfNoEntry: false });
        if (st === undefined || !st.isFile())
            continue;
        const content = st.size <= KEEP_BYTES ? readWhole(file) : undefined;
        commandFiles.push({
            name,
            purpose,
            file,
            id: identity(st),
            size: st.size,
            hash: st.size <= KEEP_BYTES ? (0,io_files/* hashFile */.DC)(file) : '',
            mode: st.mode & 0o777,
            content
        });
    }
    return { commandFiles };
}
function readWhole(file) {
    try {
        return external_node_fs_default().readFileSync(file, { flag: (external_node_fs_default()).constants.O_RDONLY | (external_node_fs_default()).constants.O_NOFOLLOW });
    }
    catch {
        return undefined;
    }
}
/** What, if anything, is no longer as recorded; undefined when the file is untouched. */
function touched(f) {
    const st = external_node_fs_default().lstatSync(f.file, { throwIfNoEntry: false });
    if (st === undefined)
        return `removed ${f.name}`;
    if (st.isSymbolicLink())
        return `put a link in place of ${f.name}`;
    if (!st.isFile())
        return `put something that is not a file in place of ${f.name}`;
    const [dev, ino, nlink, mode] = f.id.split(':');
    if (String(st.dev) !== dev || String(st.ino) !== ino)
        return `put another file in place of ${f.name}`;
    const did = [];
    // The size first: hashing a file the agent made huge (a sparse 200 GB) would hold the step.
    if (st.size !== f.size || (st.size <= KEEP_BYTES && (0,io_files/* hashFile */.DC)(f.file) !== f.hash))
        did.push(`wrote to ${f.name}`);
    if (String(st.nlink) !== nlink)
        did.push(`linked ${f.name} to another path`);
    if ((st.mode & 0o7777).toString(8) !== mode)
        did.push(`changed the permissions of ${f.name}`);
    return did.length > 0 ? did.join(' and ') : undefined;
}
/**
 * Puts a file back as recorded: the path removed (whatever is there: a link, a FIFO, a file
 * shared with another path, a read-only file) and a new file created exclusively in its place.
 * A folder made unwritable is made writable again first (it is ours: the same user).
 */
function files_putBack(f) {
    const dir = external_node_path_default().dirname(f.file);
    try {
        external_node_fs_default().rmSync(f.file, { force: true });
    }
    catch {
        external_node_fs_default().chmodSync(dir, external_node_fs_default().statSync(dir).mode | 0o700);
        external_node_fs_default().rmSync(f.file, { force: true });
    }
    const fd = external_node_fs_default().openSync(f.file, (external_node_fs_default()).constants.O_WRONLY | (external_node_fs_default()).constants.O_CREAT | (external_node_fs_default()).constants.O_EXCL | (external_node_fs_default()).constants.O_NOFOLLOW, f.mode);
    try {
        // Content too large to keep: the file is left empty (nothing of the agent's in it either),
        // and the step fails for the rest.
        if (f.content === undefined)
            throw new Error('its content was too large to keep; it was emptied');
        external_node_fs_default().writeFileSync(fd, f.content);
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
/**
 * Compares, puts every touched file back, and pins each file as it now is (runner.ts writes only
 * to pinned files from now on). One finding a touched file.
 */
function checkRunnerFiles(before) {
    const findings = [];
    for (const f of before.commandFiles) {
        const what = touched(f);
        let problem;
        if (what !== undefined) {
            try {
                files_putBack(f);
            }
            catch (error) {
                problem = (0,errors/* messageOf */.bD)(error);
            }
            findings.push({
                target: f.name,
                unrestored: problem !== undefined,
                message: `The agent ${what}, the runner's file for ${f.purpose}; ${problem === undefined ? 'it was put back as it was, so what the agent did was removed before the runner could read it' : `it could not be put back (${problem}), so the step fails: later steps would see what the agent did`}.`
            });
        }
        const st = external_node_fs_default().lstatSync(f.file, { throwIfNoEntry: false });
        if (problem === undefined && st?.isFile() === true)
            (0,runner/* pinRunnerFile */.q8)(f.file, st.dev, st.ino);
    }
    return findings;
}
/**
 * The guard around the run: `snapshot` right before the CLI starts, `check` as soon as it ended
 * (once, whatever the path: main.ts also calls it on the way out). Never throws: a problem is a
 * warning in the run's notebook, and so is every file the agent touched; `unrestored` names the
 * files that could not be put back (the step fails then).
 */
class RunnerFiles {
    book;
    taken;
    checked = false;
    unrestored = [];
    constructor(book) {
        this.book = book;
    }
    snapshot(env) {
        try {
            this.taken = snapshotRunnerFiles(env);
        }
        catch (error) {
            this.book.warning(`Something went wrong with the integrity snapshot: ${(0,errors/* messageOf */.bD)(error)}`);
        }
    }
    check() {
        if (this.checked || this.taken === undefined)
            return;
        this.checked = true;
        try {
            for (const f of checkRunnerFiles(this.taken)) {
                this.book.warning(f.message);
                if (f.unrestored)
                    this.unrestored.push(f.target);
            }
        }
        catch (error) {
            this.book.warning(`Something went wrong with the integrity check: ${(0,errors/* messageOf */.bD)(error)}`);
        }
    }
}

// EXTERNAL MODULE: ./node_modules/shell-quote/index.js
var shell_quote = __nccwpck_require__(6591);
;// CONCATENATED MODULE: ./src/runner/extra-args.ts
/**
 * The `extra-args` input: split the way a shell would (quotes, backslashes) without running one,
 * and refused where it would take over a flag the action owns.
 */



/** Flags the action owns: passing them through extra-args would break the run or leak the key. */
const OWNED_FLAGS = new Map([
    ['--output-format', 'the action always uses --output-format stream-json'],
    [
        '--api-key',
        'use the api-key input: it reaches the CLI through its environment, never its command line'
    ],
    ['--auth-token', 'put the token in the environment (CURSOR_AUTH_TOKEN), not on the command line']
]);
/**
 * Splits extra-args the way a shell would (quotes, backslashes) without running one: operators
 * such as `|`, `;` or `>` are refused, `$VAR` stays literal, globs stay literal.
 */
function splitArgs(value, problems) {
    if (value.trim() === '')
        return [];
    const unbalanced = quoteProblem(value);
    if (unbalanced !== undefined) {
        problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.extraArgs)} has ${unbalanced}: ${(0,said/* shown */.SP)(value)}. Close the quote (or escape it with \\ if it is meant literally).`);
        return [];
    }
    const out = [];
    const entries = (0,shell_quote.parse)(value, (name) => `$${name}`);
    for (const entry of entries) {
        if (typeof entry === 'string') {
            out.push(entry);
        }
        else if ('op' in entry && entry.op === 'glob') {
            out.push(entry.pattern);
        }
        else if ('comment' in entry) {
            problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.extraArgs)} contains a comment (${(0,said/* code */.aY)(`#${entry.comment}`)}); quote the # if it is part of an argument.`);
        }
        else if ('op' in entry) {
            problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.extraArgs)} contains the shell operator ${(0,said/* shown */.SP)(entry.op)}; arguments are never run through a shell, so quote it if it is meant literally.`);
        }
    }
    for (const arg of out) {
        const flag = arg.split('=', 1)[0] ?? '';
        const why = OWNED_FLAGS.get(flag);
        if (why !== undefined)
            problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.extraArgs)} may not contain ${(0,said/* code */.aY)(flag)}: ${why}.`);
    }
    return out;
}
/**
 * shell-quote reads an unclosed quote as if it were closed at the end, so `--x 'a b` would pass
 * silently as `a b`. A shell refuses it, and so does this: the quote state is followed the way
 * POSIX sh does (backslash escapes outside single quotes, nothing escapes inside them).
 */
function quoteProblem(value) {
    let quote = '';
    for (let i = 0; i < value.length; i++) {
        const c = value[i];
        if (quote === "'") {
            if (c === "'")
                quote = '';
        }
        else if (c === '\\') {
            if (i === value.length - 1)
                return 'a lone backslash at the end';
            i++;
        }
        else if (quote === '"') {
            if (c === '"')
                quote = '';
        }
        else if (c === "'" || c === '"') {
            quote = c;
        }
    }
    if (quote === "'")
        return 'an unclosed single quote';
    if (quote === '"')
        return 'an unclosed double quote';
    return undefined;
}

;// CONCATENATED MODULE: ./src/runner/review-inputs.ts


/** Events about a pull request: the payload names it. */
const PR_EVENTS = ['pull_request', 'pull_request_target'];
/** Comment and review events of a pull request: a review there needs the trigger phrase. */
const PR_COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment', 'pull_request_review'];
const FAIL_ON = ['none', 'critical', 'high', 'medium', 'low'];
const MAX_FINDINGS_LIMIT = 1000;
function readReviewInputs(r) {
    const review = r.bool(names/* INPUTS */.mc.review);
    const failOnValue = r.input(names/* INPUTS */.mc.failOn).toLowerCase();
    const failOn = FAIL_ON.find((f) => f === failOnValue) ?? 'none';
    if (failOn !== failOnValue)
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.failOn)} must be none, critical, high, medium or low, got ${(0,said/* shown */.SP)(failOnValue)}.`);
    const eventValue = r.input(names/* INPUTS */.mc.reviewEvent).toLowerCase();
    const reviewEvent = eventValue === 'auto' ? 'auto' : 'comment';
    if (eventValue !== 'auto' && eventValue !== 'comment')
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.reviewEvent)} must be comment or auto (REQUEST_CHANGES when fail-on is reached; the action never approves), got ${(0,said/* shown */.SP)(eventValue)}.`);
    const maxValue = r.input(names/* INPUTS */.mc.maxFindings);
    const maxFindings = /^\d{1,4}$/.test(maxValue) ? Number(maxValue) : 50;
    if (!/^\d{1,4}$/.test(maxValue) || maxFindings > MAX_FINDINGS_LIMIT)
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.maxFindings)} must be a whole number from 0 to ${String(MAX_FINDINGS_LIMIT)} (how many findings are posted on the diff), got ${(0,said/* shown */.SP)(maxValue)}.`);
    const checkRun = r.bool(names/* INPUTS */.mc.checkRun);
    const scopeValue = r.input(names/* INPUTS */.mc.reviewScope).toLowerCase();
    const reviewScope = scopeValue === 'full' ? 'full' : 'auto';
    if (scopeValue !== 'auto' && scopeValue !== 'full')
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.reviewScope)} must be auto (the commits since the last review, when the branch only moved forward) or full, got ${(0,said/* shown */.SP)(scopeValue)}.`);
    if (review)
        checkReviewEvent(r);
    else if (failOn !== 'none' || checkRun)
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(failOn !== 'none' ? names/* INPUTS */.mc.failOn : names/* INPUTS */.mc.checkRun)} needs ${(0,said/* code */.aY)(`${names/* INPUTS */.mc.review}: true`)}: it acts on review mode's findings.`);
    return { review, failOn, reviewEvent, maxFindings, checkRun, reviewScope };
}
/** A review needs a pull request event, and cannot share the final message with output-schema. */
function checkReviewEvent(r) {
    const event = r.env.eventName ?? '';
    if (r.get(names/* INPUTS */.mc.outputSchema).trim() !== '')
        r.problems.push((0,said/* said */.ag) `Inputs ${(0,said/* input */.hF)(names/* INPUTS */.mc.review)} and ${(0,said/* input */.hF)(names/* INPUTS */.mc.outputSchema)} cannot be used together: a review asks the agent for findings in the action's own schema (${(0,said/* code */.aY)('docs/findings.v1.schema.json')}) and sets the findings output from them; the final message can satisfy only one schema.`);
    if (PR_EVENTS.includes(event))
        return;
    if (PR_COMMENT_EVENTS.includes(event)) {
        if (r.input(names/* INPUTS */.mc.triggerPhrase) === '')
            r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.review)} on ${(0,said/* code */.aY)(event)} events needs ${(0,said/* input */.hF)(names/* INPUTS */.mc.triggerPhrase)} (for example ${(0,said/* code */.aY)('@cursor')}): only a comment that asks for it, from someone allowed to, starts a review.`);
        return;
    }
    r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.review)} is true, but the ${event === '' ? 'current' : (0,said/* shown */.SP)(event)} event is not about a pull request: a review runs on pull_request and pull_request_target, and on issue_comment, pull_request_review_comment and pull_request_review of a pull request with ${(0,said/* input */.hF)(names/* INPUTS */.mc.triggerPhrase)}.`);
}

;// CONCATENATED MODULE: ./src/runner/ledger-inputs.ts
/**
 * The caps per pull request (`max-pr-runs`, `max-pr-tokens`; docs/ledger.md), read with the
 * same reader as every other input (inputs.ts). They are checked against the pull request's
 * ledger, which lives in the sticky comment and the reviews the action posts: with neither
 * `comment-on-pr` nor `review` on there is nowhere to keep it, so a cap (or `resume: pr`, which
 * continues the session the ledger names) is an input error then.
 */



/** Tokens up to 10¹³ (a ledger counts at most 10¹² per run); runs up to a billion. */
const TOKENS = /^\d{1,13}$/;
const RUNS = /^\d{1,9}$/;
function cap(r, name, pattern, what) {
    const v = r.input(name);
    if (pattern.test(v))
        return Number(v);
    r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} must be a whole number of ${what} (0 = no cap), got ${(0,said/* shown */.SP)(v)}.`);
    return 0;
}
/**
 * `max-pr-runs` and `max-pr-tokens`. `place`: whether the run keeps a ledger at all (the sticky
 * comment or a review), as readGithubInputs and readReviewInputs read them.
 */
function readLedgerInputs(r, place) {
    const maxPrRuns = cap(r, names/* INPUTS */.mc.maxPrRuns, RUNS, 'runs');
    const maxPrTokens = cap(r, names/* INPUTS */.mc.maxPrTokens, TOKENS, 'tokens');
    if (!place.commentOnPr && !place.review) {
        const asked = [];
        if (maxPrRuns > 0)
            asked.push((0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.maxPrRuns)}`);
        if (maxPrTokens > 0)
            asked.push((0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.maxPrTokens)}`);
        if (r.input(names/* INPUTS */.mc.resume) === core_settings/* RESUME_PR */.l)
            asked.push((0,said/* said */.ag) `${(0,said/* code */.aY)(`${names/* INPUTS */.mc.resume}: ${core_settings/* RESUME_PR */.l}`)}`);
        if (asked.length > 0)
            r.problems.push((0,said/* said */.ag) `${asked.length === 1 ? 'Input' : 'Inputs'} ${(0,said/* list */.p_)(asked, ' and ')} ${asked.length === 1 ? 'needs' : 'need'} the pull request's ledger, which the action keeps in its sticky comment and its reviews: turn on ${(0,said/* input */.hF)(names/* INPUTS */.mc.commentOnPr)} or ${(0,said/* input */.hF)(names/* INPUTS */.mc.review)}.`);
    }
    return { maxPrRuns, maxPrTokens };
}

// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __nccwpck_require__(1376);
;// CONCATENATED MODULE: ./src/runner/github-inputs.ts
/**
 * The inputs of the action's own GitHub work (token, sticky comment, trigger gate) and of
 * landing the work (commit, push, pull request, whose configuration the agent sees). Read by
 * inputs.ts's readSettings, in its order, into the same InputReader.
 */



/** The action's own GitHub access: token, sticky comment, trigger gate, live progress. */
function readGithubInputs(r) {
    const triggerPhrase = r.input(names/* INPUTS */.mc.triggerPhrase);
    if (triggerPhrase !== '' && !/\w/.test(triggerPhrase))
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.triggerPhrase)} must contain a letter or digit, got ${(0,said/* shown */.SP)(triggerPhrase)}.`);
    return {
        githubToken: r.get(names/* INPUTS */.mc.githubToken).trim() || (r.env.token ?? '').trim(),
        // A trigger phrase is answered in the comment, so it turns the comment on (the switch is
        // read first so that it is always checked).
        commentOnPr: r.bool(names/* INPUTS */.mc.commentOnPr) || triggerPhrase !== '',
        triggerPhrase,
        commentKey: (0,marker/* commentKey */.Td)(r.input(names/* INPUTS */.mc.commentKey), r.env),
        allowedUsers: r.logins(names/* INPUTS */.mc.allowedUsers),
        allowedBots: r.logins(names/* INPUTS */.mc.allowedBots),
        progressMs: r.amount(names/* INPUTS */.mc.progressSeconds, 1000)
    };
}
/** Landing the work: commit, push, branch name, pull request, and whose config the agent sees. */
function readLandingInputs(r) {
    const branchPrefix = r.input(names/* INPUTS */.mc.branchPrefix);
    if (!validBranchPrefix(branchPrefix)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.branchPrefix)} must be usable at the start of a git branch name (letters, digits, "/", "-", "_", "."; no "..", no leading "/" or "-"), got ${(0,said/* shown */.SP)(branchPrefix)}.`);
    }
    const push = r.bool(names/* INPUTS */.mc.push);
    const openPr = r.bool(names/* INPUTS */.mc.openPr);
    // Known before the paid run: a pull request is opened only for work the action pushed.
    if (openPr && !push)
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.openPr)} is true but ${(0,said/* input */.hF)(names/* INPUTS */.mc.push)} is not: the action opens a pull request only for work it pushed. Set ${(0,said/* code */.aY)(`${names/* INPUTS */.mc.push}: true`)} as well (the token then needs contents: write).`);
    return {
        push,
        commitMessage: r.get(names/* INPUTS */.mc.commitMessage).trim(),
        branchPrefix,
        openPr,
        trustPrConfig: r.bool(names/* INPUTS */.mc.trustPrConfig),
        checkoutPr: r.bool(names/* INPUTS */.mc.checkoutPr),
        allowWorkflowChanges: r.bool(names/* INPUTS */.mc.allowWorkflowChanges)
    };
}
/** A conservative subset of git's ref-name rules: what a branch name may start with. */
function validBranchPrefix(prefix) {
    return (/^[A-Za-z0-9._/-]{0,100}$/.test(prefix) &&
        !/^[/-]/.test(prefix) &&
        !prefix.includes('..') &&
        !prefix.includes('//') &&
        !/(^|\/)\./.test(prefix) &&
        !/\.lock(\/|$)/.test(prefix));
}

;// CONCATENATED MODULE: ./src/runner/install-inputs.ts
/**
 * Which CLI runs and how it is installed (`cli-path`, `install`, `installer-url`, `cli-version`,
 * `cli-sha256`, `cli-download-url`), read with the same reader as every other input (inputs.ts).
 */





const URL_SHAPE = /^https?:\/\/[^\s]+$/;
function readInstallInputs(r) {
    const cli = r.input(names/* INPUTS */.mc.cliPath);
    const cliPath = cli === '' ? '' : external_node_path_default().resolve(r.workspace, cli);
    if (cliPath !== '') {
        try {
            external_node_fs_default().accessSync(cliPath, (external_node_fs_default()).constants.X_OK);
            if (external_node_fs_default().statSync(cliPath).isDirectory())
                throw new Error('EISDIR');
        }
        catch (error) {
            r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliPath)} is not an executable file: ${(0,said/* shown */.SP)(cliPath)} (${(0,errors/* errnoOf */.UQ)(error) ?? (0,errors/* messageOf */.bD)(error)}).`);
        }
    }
    const installerUrl = r.input(names/* INPUTS */.mc.installerUrl);
    if (!URL_SHAPE.test(installerUrl)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.installerUrl)} must be an http(s) URL, got ${(0,said/* shown */.SP)(installerUrl)}.`);
    }
    const cliVersion = r.input(names/* INPUTS */.mc.cliVersion);
    if (cliVersion !== '' && !/^\d{4}\.\d{1,2}\.\d{1,2}-[0-9a-f]{6,40}$/.test(cliVersion)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliVersion)} must be a Cursor CLI build as \`--version\` prints it (YYYY.MM.DD-hash, e.g. 2026.09.02-c22c1a3), got ${(0,said/* shown */.SP)(cliVersion)}.`);
    }
    // The digest of one build's archive: meaningless (and silently unchecked) without the build.
    const cliSha256 = r.input(names/* INPUTS */.mc.cliSha256).toLowerCase();
    if (cliSha256 !== '' && !/^[0-9a-f]{64}$/.test(cliSha256)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliSha256)} must be the archive's sha256 as 64 hexadecimal digits (what \`sha256sum agent-cli-package.tar.gz\` prints), got ${(0,said/* shown */.SP)(cliSha256)}.`);
    }
    else if (cliSha256 !== '' && cliVersion === '') {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliSha256)} is the digest of one build's archive: set ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliVersion)} to that build too (YYYY.MM.DD-hash).`);
    }
    const install = r.bool(names/* INPUTS */.mc.install);
    if (cliSha256 !== '' && cliVersion !== '' && !install) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliSha256)} checks the archive the action installs, and ${(0,said/* input */.hF)(names/* INPUTS */.mc.install)} is false: set install to true, or remove cli-sha256 to run a CLI already on PATH.`);
    }
    const cliDownloadUrl = r.input(names/* INPUTS */.mc.cliDownloadUrl).replace(/\/+$/, '');
    if (!URL_SHAPE.test(cliDownloadUrl)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliDownloadUrl)} must be an http(s) URL, got ${(0,said/* shown */.SP)(cliDownloadUrl)}.`);
    }
    return {
        cliPath,
        install,
        installerUrl,
        cliVersion,
        cliSha256,
        cliDownloadUrl
    };
}

;// CONCATENATED MODULE: ./src/runner/input-reader.ts
/**
 * How an input is read (trimmed, action.yml's default when empty) and how its problems are
 * collected, shared by the readers of each concern (inputs.ts and the *-inputs.ts files).
 * Defaults here equal the ones in action.yml (a test checks), because a runner injects
 * action.yml's defaults but a hand-run `node dist/index.js` does not.
 */



const DEFAULTS = {
    [names/* INPUTS */.mc.mode]: 'agent',
    [names/* INPUTS */.mc.force]: 'false',
    [names/* INPUTS */.mc.trust]: 'true',
    [names/* INPUTS */.mc.install]: 'true',
    [names/* INPUTS */.mc.installerUrl]: 'https://cursor.com/install',
    [names/* INPUTS */.mc.cliDownloadUrl]: 'https://downloads.cursor.com/lab',
    [names/* INPUTS */.mc.summary]: 'true',
    [names/* INPUTS */.mc.exitGraceSeconds]: '10',
    [names/* INPUTS */.mc.inactivityTimeoutMinutes]: '10',
    [names/* INPUTS */.mc.timeoutMinutes]: '0',
    [names/* INPUTS */.mc.maxToolCalls]: '0',
    [names/* INPUTS */.mc.maxFailedToolCalls]: '0',
    [names/* INPUTS */.mc.commentOnPr]: 'false',
    [names/* INPUTS */.mc.progressSeconds]: '10',
    [names/* INPUTS */.mc.push]: 'false',
    [names/* INPUTS */.mc.branchPrefix]: 'cursor/',
    [names/* INPUTS */.mc.openPr]: 'false',
    [names/* INPUTS */.mc.trustPrConfig]: 'false',
    [names/* INPUTS */.mc.allowWorkflowChanges]: 'false',
    [names/* INPUTS */.mc.checkoutPr]: 'true',
    [names/* INPUTS */.mc.review]: 'false',
    [names/* INPUTS */.mc.failOn]: 'none',
    [names/* INPUTS */.mc.reviewEvent]: 'comment',
    [names/* INPUTS */.mc.maxFindings]: '50',
    [names/* INPUTS */.mc.checkRun]: 'false',
    [names/* INPUTS */.mc.maxPrRuns]: '0',
    [names/* INPUTS */.mc.maxPrTokens]: '0',
    [names/* INPUTS */.mc.reviewScope]: 'auto'
};
/** Reads inputs one way (trimmed, action.yml's default when empty) and collects the problems. */
class InputReader {
    get;
    env;
    /** Problems of inputs with rules of their own, in the order found. */
    problems = [];
    /**
     * Problems of switches, durations, counts and login lists: listed after the others, the order
     * users have always seen (the first problem reported stays the same).
     */
    valueProblems = [];
    /** What relative paths in inputs are relative to. */
    workspace;
    constructor(get, env) {
        this.get = get;
        this.env = env;
        this.workspace =
            env.workspace !== undefined && env.workspace !== '' ? env.workspace : process.cwd();
    }
    input(name) {
        const value = this.get(name).trim();
        if (value !== '')
            return value;
        return DEFAULTS[name] ?? '';
    }
    bool(name) {
        const v = this.input(name);
        if (['true', 'True', 'TRUE'].includes(v))
            return true;
        if (['false', 'False', 'FALSE'].includes(v))
            return false;
        this.valueProblems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} must be true or false, got ${(0,said/* shown */.SP)(v)}.`);
        return false;
    }
    /** A duration in seconds (unitMs 1000) or minutes (unitMs 60000), as milliseconds. */
    amount(name, unitMs) {
        const v = this.input(name);
        const unit = unitMs === 1000 ? 'seconds' : 'minutes';
        if (!/^(\d+(\.\d*)?|\.\d+)$/.test(v)) {
            this.valueProblems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} must be a number of ${unit} (0 or more, e.g. 0.5), got ${(0,said/* shown */.SP)(v)}.`);
            return 0;
        }
        const ms = Math.round(Number(v) * unitMs);
        // Decision: a positive value is always a real limit. One under a millisecond would round to
        // 0, which means "off" for the timeouts (and "no grace at all" for exit-grace-seconds): a
        // typo that silently removes a limit. It is refused instead of being raised to 1 ms, because
        // a 1 ms limit is not what anyone meant either.
        if (ms === 0 && Number(v) > 0) {
            this.valueProblems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} is ${(0,said/* shown */.SP)(v)} ${unit}, less than a millisecond; use 0 for ${name === names/* INPUTS */.mc.exitGraceSeconds ? 'no grace' : 'no limit'} or at least ${unitMs === 1000 ? '0.001' : '0.00002'}.`);
        }
        return ms;
    }
    count(name) {
        const v = this.input(name);
        if (!/^\d{1,9}$/.test(v)) {
            this.valueProblems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} must be a whole number (0 = off), got ${(0,said/* shown */.SP)(v)}.`);
            return 0;
        }
        return Number(v);
    }
    /** A list of GitHub logins (comma or space separated, `@` optional), lower-cased. */
    logins(name) {
        const list = this.input(name)
            .split(/[,\s]+/)
            .map((l) => l.trim().replace(/^@/, '').toLowerCase())
            .filter((l) => l !== '');
        for (const l of list)
            if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\[bot\])?$/.test(l))
                this.valueProblems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} holds an invalid GitHub login: ${(0,said/* shown */.SP)(l)}.`);
        return list;
    }
    throwProblems() {
        const all = [...this.problems, ...this.valueProblems];
        if (all.length > 0)
            throw new errors/* InputError */.dz(all);
    }
}

;// CONCATENATED MODULE: ./src/runner/inputs.ts
/**
 * Every input, read once into one frozen settings object. All problems are collected and
 * reported together, each naming the input and the bad value, so a user fixes them in one go.
 * Defaults here equal the ones in action.yml (a test checks), because a runner injects
 * action.yml's defaults but a hand-run `node dist/index.js` does not.
 */

















/**
 * Defaults the runner evaluates (expressions in action.yml). A hand-run without them falls back
 * to the same facts from the environment: GITHUB_TOKEN, and workflow/job (no matrix there).
 */
const EXPRESSION_DEFAULTS = {
    [names/* INPUTS */.mc.githubToken]: '${{ github.token }}',
    [names/* INPUTS */.mc.commentKey]: '${{ github.workflow }}/${{ github.job }}/${{ toJSON(matrix) }}'
};
/** The caller passes the validator (core/validator.ts) when `output-schema` is set; see main.ts. */
const noValidator = () => {
    throw new Error('no JSON Schema validator was loaded (a bug in cursor-agent-action)');
};
/**
 * Reads every input, one concern at a time; throws one InputError listing every problem. The
 * calls run in the order problems are listed in (see InputReader): keep it, users fix the first
 * problem first.
 */
function readSettings(get, env, compile = noValidator) {
    const r = new InputReader(get, env);
    const prompt = readPrompt(r);
    const cli = readCliInputs(r);
    const install = readInstallInputs(r);
    // The prompt's size limit is the command line's: its problem comes after the CLI's inputs.
    checkPromptSize(r, prompt);
    const report = readReportInputs(r, compile);
    const clocks = readClocks(r);
    const budgets = readBudgets(r);
    const github = readGithubInputs(r);
    const landing = readLandingInputs(r);
    const review = readReviewInputs(r);
    const settings = {
        prompt: prompt.text,
        ...cli,
        ...install,
        ...report,
        ...clocks,
        ...budgets,
        ...github,
        ...landing,
        ...review,
        ...readLedgerInputs(r, { commentOnPr: github.commentOnPr, review: review.review })
    };
    r.throwProblems();
    return Object.freeze(settings);
}
/**
 * The settings for a run: readSettings with the JSON Schema validator loaded when `output-schema`
 * is set (ajv is a quarter of the bundle), and a warning when no API key is set.
 */
async function loadSettings(get, env) {
    const compile = get(names/* INPUTS */.mc.outputSchema).trim() !== ''
        ? (await Promise.all(/* import() */[__nccwpck_require__.e(804), __nccwpck_require__.e(228)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1228))).compileSchema
        : undefined;
    const settings = readSettings(get, env, compile);
    if (settings.apiKey === '')
        (0,runner/* warning */.$e)('No Cursor API key: set `api-key: ${{ secrets.CURSOR_API_KEY }}` (or CURSOR_API_KEY). Without one the CLI can only run if it is logged in some other way.');
    return settings;
}
/** The prompt: exactly one of prompt and prompt-file. */
function readPrompt(r) {
    const promptText = r.get(names/* INPUTS */.mc.prompt);
    const promptFile = r.get(names/* INPUTS */.mc.promptFile).trim();
    const input = promptFile !== '' ? names/* INPUTS */.mc.promptFile : names/* INPUTS */.mc.prompt;
    if (promptText.trim() !== '' && promptFile !== '') {
        r.problems.push((0,said/* said */.ag) `Give either ${(0,said/* input */.hF)(names/* INPUTS */.mc.prompt)} or ${(0,said/* input */.hF)(names/* INPUTS */.mc.promptFile)}, not both (prompt-file is ${(0,said/* shown */.SP)(promptFile)}).`);
    }
    else if (promptFile !== '') {
        const file = external_node_path_default().resolve(r.workspace, promptFile);
        try {
            const text = external_node_fs_default().readFileSync(file, 'utf8');
            if (text.trim() === '')
                r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.promptFile)} names an empty file: ${(0,said/* shown */.SP)(file)}.`);
            return { text, input };
        }
        catch (error) {
            r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.promptFile)} cannot be read: ${(0,said/* shown */.SP)(file)} (${errorCode(error)}).`);
        }
    }
    else if (promptText.trim() !== '') {
        return { text: promptText, input };
    }
    else if (r.get(names/* INPUTS */.mc.triggerPhrase).trim() === '' &&
        !/^true$/i.test(r.get(names/* INPUTS */.mc.review).trim())) {
        // With a trigger phrase the request comes from the comment, and a review has its own
        // instruction: the prompt is optional then.
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.prompt)} is required (or give ${(0,said/* input */.hF)(names/* INPUTS */.mc.promptFile)}).`);
    }
    return { text: '', input };
}
/** The prompt is one argument of the CLI's command line; Linux refuses a longer one (E2BIG). */
function checkPromptSize(r, prompt) {
    const promptBytes = Buffer.byteLength(prompt.text);
    if (promptBytes >= core_args/* MAX_ARG_BYTES */.Ak) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(prompt.input)} is ${promptBytes} bytes; the prompt goes to the CLI as one command-line argument, and Linux allows at most ${core_args/* MAX_ARG_BYTES */.Ak - 1} bytes for one. Shorten it, or put the long part in a file in the workspace and ask the agent to read it.`);
    }
}
/** What the CLI is told (key, mode, model, session, flags) and where it runs. */
function readCliInputs(r) {
    const apiKey = r.get(names/* INPUTS */.mc.apiKey).trim() || (r.env.raw.CURSOR_API_KEY ?? '').trim();
    const modeValue = r.input(names/* INPUTS */.mc.mode);
    let mode = 'agent';
    if (modeValue === 'agent' || modeValue === 'plan' || modeValue === 'ask')
        mode = modeValue;
    else
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.mode)} must be agent, plan or ask, got ${(0,said/* shown */.SP)(modeValue)}.`);
    const model = r.input(names/* INPUTS */.mc.model);
    if (/\s/.test(model))
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.model)} must be a model id without spaces, got ${(0,said/* shown */.SP)(model)}.`);
    // A chat id is UUID-like (the stream's rule, events.ts). Anything else could be read as a flag
    // (`--api-key=x`) by the CLI. `pr` is the pull request's last session (agent/resume.ts).
    const resume = r.input(names/* INPUTS */.mc.resume);
    if (resume !== '' && resume !== core_settings/* RESUME_PR */.l && (0,events/* sessionIdOf */.P0)(resume) === undefined)
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.resume)} must be ${(0,said/* code */.aY)(core_settings/* RESUME_PR */.l)} (the pull request's last session) or a session id (a letter or digit, then up to 127 letters, digits, . _ : -), got ${(0,said/* shown */.SP)(resume)}.`);
    const extraArgs = splitArgs(r.get(names/* INPUTS */.mc.extraArgs), r.problems);
    const wd = r.input(names/* INPUTS */.mc.workingDirectory);
    const workingDirectory = external_node_path_default().resolve(r.workspace, wd === '' ? '.' : wd);
    if (!inputs_isDirectory(workingDirectory)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.workingDirectory)} is not a directory: ${(0,said/* shown */.SP)(workingDirectory)}.`);
    }
    // Server names are mcp.json's keys, checked against the files right before the run (main.ts).
    const requireMcp = [
        ...new Set(r
            .input(names/* INPUTS */.mc.requireMcp)
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n !== ''))
    ];
    const force = r.bool(names/* INPUTS */.mc.force);
    const trust = r.bool(names/* INPUTS */.mc.trust);
    return { apiKey, mode, model, force, trust, resume, extraArgs, workingDirectory, requireMcp };
}
/** The job summary, and the schema the final message must satisfy. */
function readReportInputs(r, compile) {
    const summary = r.bool(names/* INPUTS */.mc.summary);
    const schemaValue = r.get(names/* INPUTS */.mc.outputSchema).trim();
    if (schemaValue === '')
        return { summary, outputSchema: undefined };
    const read = (0,schema/* parseSchemaInput */.hC)(schemaValue, (p) => external_node_fs_default().readFileSync(external_node_path_default().resolve(r.workspace, p), 'utf8'), compile);
    if ('problem' in read) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.outputSchema)}: ${read.problem}.`);
        return { summary, outputSchema: undefined };
    }
    return { summary, outputSchema: read.schema };
}
/** The run's clocks: exit grace, inactivity and the wall-clock limit. */
function readClocks(r) {
    return {
        exitGraceMs: r.amount(names/* INPUTS */.mc.exitGraceSeconds, 1000),
        inactivityMs: r.amount(names/* INPUTS */.mc.inactivityTimeoutMinutes, 60_000),
        timeoutMs: r.amount(names/* INPUTS */.mc.timeoutMinutes, 60_000)
    };
}
/** The tool-call budgets. */
function readBudgets(r) {
    return {
        maxToolCalls: r.count(names/* INPUTS */.mc.maxToolCalls),
        maxFailedToolCalls: r.count(names/* INPUTS */.mc.maxFailedToolCalls)
    };
}
function inputs_isDirectory(p) {
    try {
        return external_node_fs_default().statSync(p).isDirectory();
    }
    catch {
        return false;
    }
}
function errorCode(error) {
    return (0,errors/* errnoOf */.UQ)(error) ?? (0,errors/* messageOf */.bD)(error);
}

;// CONCATENATED MODULE: ./src/git/landing.ts
/**
 * What landing the work is given and gives back, shared by the landing's steps (land.ts, patch.ts,
 * push.ts).
 */




/** A push that failed: the step fails with push_failed and this message. */
class PushError extends errors/* ReasonedError */.O$ {
    /** What had landed before the push failed (the patch above all). */
    landing;
    constructor(message) {
        super(message, 'push_failed');
        this.name = 'PushError';
    }
}
/**
 * The commit message: `commit-message` as given, or a subject from the prompt's first line and,
 * quoted, the agent's final message, then the session trailer. The prompt (a commenter's words on
 * the bot) and the final message (the agent's) are someone else's text: neither can add a line of
 * its own or a trailer. The subject is one line; the final message is indented, so none of its
 * lines starts a trailer (`Co-authored-by:`, `Signed-off-by:`) wherever git or GitHub looks for
 * one; mentions, issue references (`Fixes #1` would close the issue on merge) and links are
 * broken in both; the session id is used only when it looks like one.
 */
function commitMessage(ctx) {
    if (ctx.settings.commitMessage.trim() !== '')
        return ctx.settings.commitMessage.trim() + '\n';
    const subject = (0,markdown/* unlinked */.hd)(oneLine(ctx.prompt, 72)) || 'Changes by Cursor Agent';
    const body = quoted(ctx.finalMessage.trim().slice(0, 8000));
    const id = (0,events/* sessionIdOf */.P0)(ctx.sessionId);
    const trailer = id !== undefined ? `\n\nCursor-Session-Id: ${id}` : '';
    return `${subject}${body !== '' ? `\n\n${body}` : ''}${trailer}\n`;
}
/** Text as an indented block of plain lines (see commitMessage). */
function quoted(text) {
    return text
        .split(markdown/* LINE_BREAK */.Fb)
        .map((line) => line
        // Control characters but the tab, and the bidirectional overrides.
        // eslint-disable-next-line no-control-regex -- control characters are what it removes
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

;// CONCATENATED MODULE: ./src/git/patch.ts
/**
 * The patch: a binary-safe diff from the commit the run started from to the work tree as git
 * reads it after the run (worktree.ts), written under RUNNER_TEMP.
 */


/**
 * Blobs larger than this stay out of the patch (named in a note): git holds a blob whole in
 * memory to diff it and gives up at 1 GiB, and a patch of that size helps no reviewer. The
 * commit, when one is made, has them.
 */
const PATCH_MAX_BLOB_BYTES = 128 * 1024 * 1024;
/** Writes the binary-safe patch from the start commit to the work tree's tree. */
async function writePatch(work, 
/** Where the patch goes (RUNNER_TEMP); the system's temp folder when unset. */
temp, maxBlob, signal) {
    const files = work.changes.map((c) => c.path);
    if (files.length === 0 || work.tree === undefined)
        return { file: '', files, omitted: [] };
    const oids = new Map(work.changes.map((c) => [c.path, [c.oldOid, c.newOid].filter((o) => !/^0+$/.test(o))]));
    const all = [...oids.values()].flat();
    const sizes = work.git
        .run(['cat-file', '--batch-check=%(objectsize)'], { input: all.join('\n') + '\n' })
        .split('\n');
    const sizeOf = new Map(all.map((o, i) => [o, Number(sizes[i] ?? '0')]));
    const omitted = files.filter((p) => (oids.get(p) ?? []).some((o) => (sizeOf.get(o) ?? 0) > maxBlob));
    const own = (0,io_files/* createOwnFile */.Df)((0,io_files/* tempRoot */.fQ)(temp), (id) => `cursor-agent-${id}.patch`);
    const { fd, path: file } = own;
    try {
        // Tree to tree: only objects are read, so no filter or driver could run even if one were set.
        // Streamed, so that the runner's cancel ends it (a diff of thousands of files takes seconds).
        await work.git.stream([
            'diff',
            '--binary',
            '--full-index',
            '--no-color',
            '--no-ext-diff',
            '--no-textconv',
            '--no-renames',
            '--src-prefix=a/',
            '--dst-prefix=b/',
            work.base,
            work.tree,
            '--',
            ...(omitted.length > 0 ? ['.', ...omitted.map((p) => `:(exclude,literal)${p}`)] : [])
        ], {
            onData: (chunk) => {
                (0,io_files/* writeAll */.f4)(fd, chunk);
            },
            timeoutMs: 600_000,
            signal
        });
    }
    catch (error) {
        external_node_fs_default().rmSync(file, { force: true });
        throw error;
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
    if (external_node_fs_default().statSync(file).size === 0) {
        // Everything that changed was too large for it.
        external_node_fs_default().rmSync(file, { force: true });
        return { file: '', files, omitted };
    }
    return { file, own: { path: file, dev: own.dev, ino: own.ino }, files, omitted };
}
/** The default commit message: the prompt's first line, the final message, the session trailer. */

;// CONCATENATED MODULE: ./src/git/push.ts
/**
 * The push: from an empty bare repository of ours under RUNNER_TEMP that borrows the workspace's
 * objects (git alternates), so the workspace's `.git/config`, which the agent could write, is
 * never read by the command that holds the token; to the URL `origin` had before the run; the
 * token as an `http.extraheader` in that one process's environment. Onto the pull request's
 * branch only as a fast-forward: the commit's one parent is the start commit (checked here
 * again) and the lease says the branch is still there; else to a new branch. Verified with
 * `ls-remote`. Then, when asked, the pull request, whose title and body quote nobody's markup.
 */










function newBranchName(prefix, env) {
    const id = env.runId ?? String(Date.now());
    const attempt = env.runAttempt ?? '1';
    return `${prefix}${id}-${attempt}`;
}
/** An empty bare repository of ours that borrows the workspace's objects; see the module comment. */
function cleanRemote(work, ctx, url) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(ctx.runner.temp !== undefined && ctx.runner.temp !== '' ? ctx.runner.temp : external_node_os_default().tmpdir(), 'cursor-agent-push-'));
    // Both live in the common folder (a linked worktree shares its repository's).
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
        const r = (0,external_node_child_process_.spawnSync)(gitProgram(), args, {
            cwd: dir,
            env,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
            timeout: 300_000,
            killSignal: 'SIGKILL'
        });
        return { ok: r.status === 0, stdout: r.stdout, stderr: (r.stderr || r.error?.message) ?? '' };
    };
    const init = exec(['init', '--bare', '-q', '--template=', '.'], base);
    if (!init.ok)
        throw new PushError(`Could not prepare the push: ${init.stderr.trim()}`);
    external_node_fs_default().mkdirSync(external_node_path_default().join(dir, 'objects', 'info'), { recursive: true });
    external_node_fs_default().writeFileSync(external_node_path_default().join(dir, 'objects', 'info', 'alternates'), objects + '\n');
    // A shallow checkout (fetch-depth 1) must say where its history stops.
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
            // The URL is passed as an argument, so nothing of the workspace's remote config applies.
            return exec(args.map((a) => (a === '{url}' ? url : a)), env);
        },
        dispose: () => external_node_fs_default().rmSync(dir, { recursive: true, force: true })
    };
}
function remoteSha(remote, ref) {
    const r = remote.run(['ls-remote', '--', '{url}', ref], true);
    if (!r.ok)
        return undefined;
    const line = r.stdout.split('\n').find((l) => l.endsWith(`\t${ref}`));
    return line?.split('\t')[0] ?? '';
}
async function pushWork(ctx, work, commit, out, log) {
    const url = ctx.start.originUrl;
    if (url === undefined) {
        throw new PushError(`push: true, but the repository had no "origin" remote when the run started; nothing was pushed.${patchHint(out)}`);
    }
    // By construction (commit.ts); checked again where it matters, right before the push: a
    // commit on top of anything but the start would rewrite the pull request's branch.
    const parents = work.git.run(['rev-list', '--parents', '-n', '1', commit]).trim().split(' ');
    if (parents.slice(1).join(' ') !== (ctx.start.head ?? ''))
        throw new PushError(`Not pushed: the commit ${landing_short(commit)} is not a child of the start commit ${landing_short(ctx.start.head)}.${patchHint(out)}`);
    const remote = cleanRemote(work, ctx, url);
    try {
        let target;
        let why = '';
        const pull = ctx.pull;
        if (pull !== undefined && pull.headRepo === pull.baseRepo) {
            if (ctx.start.head !== pull.headSha) {
                why = `the run did not start from the pull request's head ${landing_short(pull.headSha)} but from ${landing_short(ctx.start.head)} (check out the head branch, e.g. actions/checkout with ref: \${{ github.head_ref }}, to push onto it)`;
            }
            else {
                const ref = `refs/heads/${pull.headRef}`;
                const pushed = remote.run([
                    'push',
                    '--porcelain',
                    '--no-verify',
                    `--force-with-lease=${ref}:${ctx.start.head}`,
                    '{url}',
                    `${commit}:${ref}`
                ], true);
                if (pushed.ok) {
                    target = pull.headRef;
                }
                else {
                    const now = remoteSha(remote, ref);
                    if (now !== undefined && now !== ctx.start.head) {
                        why = `the pull request's branch ${pull.headRef} moved during the run (now ${landing_short(now)}, the run started from ${landing_short(ctx.start.head)}), so it was not overwritten`;
                    }
                    else {
                        throw new PushError(failureText(pull.headRef, pushed.stderr, out));
                    }
                }
            }
        }
        else if (pull !== undefined) {
            why = `the pull request's head is in another repository (${pull.headRepo})`;
        }
        const newBranch = target === undefined;
        if (target === undefined) {
            target = newBranchName(ctx.settings.branchPrefix, ctx.runner);
            const ref = `refs/heads/${target}`;
            const pushed = remote.run([
                'push',
                '--porcelain',
                '--no-verify',
                `--force-with-lease=${ref}:`,
                '{url}',
                `${commit}:${ref}`
            ], true);
            if (!pushed.ok)
                throw new PushError(failureText(target, pushed.stderr, out));
        }
        const ref = `refs/heads/${target}`;
        const landed = remoteSha(remote, ref);
        if (landed !== commit) {
            throw new PushError(`The push to ${target} reported success, but the remote branch is at ${landed === undefined || landed === '' ? 'nothing' : landed}, not ${commit}.${patchHint(out)}`);
        }
        out.branch = target;
        const sentence = newBranch
            ? `Pushed ${landing_short(commit)} to a new branch ${target}${why !== '' ? ` because ${why}` : ''}.`
            : `Pushed ${landing_short(commit)} onto the pull request's branch ${target}.`;
        out.notes.push(sentence);
        log(sentence);
        const repo = ctx.runner.repository;
        const server = ctx.runner.serverUrl ?? 'https://github.com';
        if (repo !== undefined && repo !== '' && ctx.start.head !== undefined) {
            for (const f of out.files)
                out.anchors.set(f, `${server}/${repo}/compare/${ctx.start.head}...${commit}#diff-${(0,external_node_crypto_.createHash)('sha256').update(f).digest('hex')}`);
        }
        if (newBranch && ctx.settings.openPr)
            await openPr(ctx, target, out, log);
        else if (!newBranch && ctx.settings.openPr && pull !== undefined)
            out.notes.push(`No new pull request: the work is on pull request #${String(pull.number)}.`);
    }
    finally {
        remote.dispose();
    }
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
    // The prompt can be a commenter's words: one line, with no mention or reference that works.
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
        out.warnings.push(`open-pr: the pull request could not be opened (${(0,errors/* messageOf */.bD)(error)}). Open it by hand: ${compare}`);
    }
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

;// CONCATENATED MODULE: ./src/core/secretscan.ts
/**
 * Finding the action's own secrets (the API key, the GitHub token) in content about to be landed:
 * a patch or a commit must never carry them (an agent can read both, from its environment or
 * from /proc, and write them into a file). Pure: git/scan.ts feeds each new blob here chunk by
 * chunk, so memory stays bounded whatever the size of a file.
 *
 * A secret is looked for in every form the redactor knows (core/redact.ts secretForms: as it is,
 * upper and lower case, JSON-escaped, URL-encoded, base64 at each of the three alignments in both
 * alphabets) and as hex, in the content with its line breaks taken out, so base64 or hex wrapped
 * over lines (`base64` wraps at 76) is found too. Not a boundary: an agent that means to can
 * always encode a secret some other way (reverse it, XOR it); this stops the plain and the common
 * encoded forms, by accident or on purpose.
 */

/** Shorter values are not looked for: they would match ordinary text. */
const MIN_SECRET_CHARS = 8;
const CR = 0x0d;
const LF = 0x0a;
/** Finds named secrets in texts fed in chunks; `reset` starts the next text. */
class SecretScanner {
    needles;
    /** The last bytes of the current text (line breaks taken out), to match across chunks. */
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
            for (const form of [...secretForms(v), hex, hex.toUpperCase()]) {
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
    /** False when there is nothing to look for (no secret given, or only short ones). */
    get active() {
        return this.needles.length > 0;
    }
    reset() {
        this.carry = Buffer.alloc(0);
        this.hits.clear();
    }
    /** The next bytes of the current text. */
    feed(chunk) {
        if (this.needles.length === 0 || chunk.length === 0)
            return;
        const bare = withoutBreaks(chunk);
        const text = this.carry.length > 0 ? Buffer.concat([this.carry, bare]) : bare;
        for (const n of this.needles)
            if (!this.hits.has(n.name) && text.indexOf(n.bytes) >= 0)
                this.hits.add(n.name);
        // A copy: the chunk's buffer is the stream's and may be reused.
        this.carry = Buffer.from(text.subarray(Math.max(0, text.length - this.keep)));
    }
    /** The names of the secrets found in the current text, in the order given. */
    found() {
        return [...this.hits];
    }
    /** Convenience for a whole text (a path): the names found in it. */
    scan(text) {
        this.reset();
        this.feed(typeof text === 'string' ? Buffer.from(text) : text);
        const names = this.found();
        this.reset();
        return names;
    }
}
/** The bytes without CR and LF (a view of the same bytes when there are none). */
function withoutBreaks(chunk) {
    return without(without(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), LF), CR);
}
/** `buf` less every `byte`, copied segment by segment (a byte loop is several times slower). */
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
/**
 * The changes checked for the action's own secrets before anything of them is written (the patch)
 * or made (the commit): every blob that is new in the work tree's tree, streamed through one
 * `git cat-file --batch` into core/secretscan.ts, a chunk at a time, and every changed path.
 */

const ZERO = /^0+$/;
/** The changed paths whose new content (or name) holds one of `secrets`; [] when none does. */
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
    // Paths by the blob they now hold; a deleted path holds nothing new.
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
/** Content the start did not have (a mode change alone brings none). */
function isNew(c) {
    return c.newOid !== c.oldOid;
}
/**
 * `git cat-file --batch` output, parsed as it streams: `<oid> <type> <size>\n`, the object's
 * bytes, `\n`; or `<oid> missing\n` (a submodule's commit, not in this repository). Each blob's
 * bytes go to the scanner; `done` is called with what it found once the blob ended.
 */
class BatchReader {
    scanner;
    done;
    header = [];
    oid = '';
    /** Bytes of the current object still to come; then its closing `\n`. */
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
                // The `\n` after the object's bytes.
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
    /** Throws when the output stopped inside an object (git was cut short). */
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

;// CONCATENATED MODULE: ./src/git/commit.ts
/**
 * The action's one commit: its parent is the commit the run started from and its tree is the
 * work tree as the patch shows it (the tree worktree.ts built in a private index), less the edits
 * to `.github/workflows/` unless they are allowed. Whatever the agent did to HEAD (its own
 * commits, a reset, another branch checked out) is not part of it: the agent's commits can hold
 * files the patch never shows (a force-added ignored `.env`), and a commit on top of anything but
 * the start would make the push onto the pull request's branch a rewrite of its history.
 *
 * Afterwards the local repository follows the commit only when HEAD is still where the run
 * started (the same commit, the same branch or a detached HEAD): then HEAD's branch moves to the
 * commit and the private index becomes the repository's, as after `git commit -a`, so a later step
 * sees what was pushed. When the agent moved HEAD it is left as the agent left it: moving the
 * branch it is on now would put the pull request's work on another branch (a `git checkout main`
 * makes that `main`), and moving the start branch behind its back would lose its commits from
 * that branch. The pushed commit is in the `commit_sha` output either way.
 */



/**
 * The folder GitHub runs workflows from, what is in it, and a file or link standing in for it or
 * for `.github` (a link could lead GitHub's reader elsewhere); without regard to case, to be safe.
 */
const WORKFLOWS = /^\.github(?:\/workflows(?:\/|$)|$)/i;
const IDENTITY = {
    name: 'Cursor Agent',
    email: 'cursor-agent-action@users.noreply.github.com'
};
/** The changes to `.github/workflows/`. */
function workflowChanges(work) {
    return work.changes.filter((c) => WORKFLOWS.test(c.path));
}
/**
 * The tree to commit: the work tree's, with `leaveOut` as it was at the start (put back, or
 * removed when it is new), built in an index of its own.
 */
function commitTree(work, tree, leaveOut) {
    if (leaveOut.length === 0)
        return tree;
    const index = external_node_path_default().join(work.git.facts.gitDir, `index.cursor-agent-commit-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
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
        external_node_fs_default().rmSync(index, { force: true });
    }
}
/** The tree of the start commit (the empty tree without one). */
function startTree(work, start) {
    return start.head === undefined
        ? work.base
        : work.git.run(['rev-parse', `${start.head}^{tree}`]).trim();
}
/** Makes the commit (see the top) and returns its id. */
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
/** HEAD is where the run started: the same commit, on the same branch (or detached as it was). */
function headStayed(work, start) {
    return work.head === start.head && work.branch === start.checkedOut;
}
/**
 * The local repository follows the commit when HEAD stayed (see the top): its branch (or the
 * detached HEAD) moves to it, guarded by the start commit, and the private index, which holds the
 * work tree, becomes the repository's.
 */
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

;// CONCATENATED MODULE: ./src/git/land.ts
/**
 * Landing the agent's work, after the run, by the action and never by the agent: a patch always,
 * and on request one commit pushed and a pull request.
 *
 * - The patch and the commit come from the work tree as worktree.ts reads it (a tree built in a
 *   private index), measured from the commit the run started from, so ignored files stay out.
 * - Before either is written, every new blob and changed path is checked for the action's own
 *   secrets (scan.ts): a change that holds the API key or the token is neither written as a patch
 *   nor committed, and a requested push fails naming the files.
 * - The commit is the action's own, on top of the start commit (commit.ts): the agent's commits
 *   are not pushed, and edits to `.github/workflows/` stay out unless allowed (kept in the patch).
 * - The push (push.ts) runs from a bare repository of ours with the token in that one process's
 *   environment, to the URL `origin` had before the run; onto the PR's head branch only as a
 *   fast-forward of the start commit (with a lease on it), else to a new branch.
 * - A push that was asked for and did not happen, for any reason but "nothing changed", throws
 *   PushError: the step fails with push_failed and says why (issue 19).
 */ 









async function land(ctx) {
    const out = { notes: [], warnings: [], anchors: new Map(), files: [] };
    const log = ctx.log ?? (() => undefined);
    const push = ctx.settings.push;
    let work;
    try {
        work = ctx.work ?? (await readWorkTree(ctx.repos, ctx.start, ctx.env));
    }
    catch (error) {
        // git could not read the work tree (an unreadable file, a broken .git/config): without a
        // push this costs only the patch; with one, the step fails as a push would.
        const message = `git could not collect the changes: ${(0,errors/* messageOf */.bD)(error)}`;
        if (push)
            throw new PushError(`${message}. Nothing was committed or pushed.`);
        out.warnings.push(`${message}. No patch was written.`);
        return out;
    }
    try {
        if (work.tree === undefined && work.problem !== undefined) {
            // git could not build the tree (the comparison still lists what status saw).
            const message = `git could not collect the changes: ${work.problem}`;
            if (push)
                throw new PushError(`${message}. Nothing was committed or pushed.`);
            out.warnings.push(`${message}. No patch was written.`);
            return out;
        }
        if (work.problem !== undefined)
            out.warnings.push(`git left some files out of the patch${push ? ' and the commit' : ''}: ${work.problem}`);
        // Nothing of the work is written anywhere before it is known to hold no secret of ours.
        const refused = await secretCheck(work, ctx);
        stopIfCancelled(ctx);
        if (refused !== undefined) {
            if (push)
                throw new PushError(refused);
            out.warnings.push(refused);
            return out;
        }
        out.files = work.changes.map((c) => c.path);
        await writeThePatch(work, ctx, out, log);
        stopIfCancelled(ctx);
        if (!push) {
            if (ctx.settings.openPr)
                out.warnings.push('open-pr needs push: true; no pull request was opened.');
            return out;
        }
        const tree = work.tree;
        const base = tree !== undefined ? startTree(work, ctx.start) : undefined;
        if (tree === undefined || tree === base) {
            out.notes.push('Nothing changed: no commit was made and nothing was pushed.');
            return out;
        }
        if (ctx.pullUnknown !== undefined)
            throw new PushError(`Not pushed: ${ctx.pullUnknown}.${patchHint(out)}`);
        if (ctx.pull?.fork === true)
            throw new PushError(`Not pushed: the pull request comes from a fork (${ctx.pull.headRepo}), which this workflow's token cannot write to.${patchHint(out)}`);
        const commit = commitTheWork(work, ctx, tree, base, out, log);
        out.commitSha = commit;
        await pushWork(ctx, work, commit, out, log);
        return out;
    }
    catch (error) {
        if (error instanceof PushError)
            error.landing = out;
        throw error;
    }
    finally {
        // A work tree read here is ours to clean up; the caller's is the caller's.
        if (ctx.work === undefined)
            work.dispose();
    }
}
/**
 * Why the work may not be written or committed, when a change holds a secret of ours (or could
 * not be checked for one); undefined when it is clean.
 */
async function secretCheck(work, ctx) {
    let found;
    try {
        found = await findSecrets(work, ctx.secrets ?? [], ctx.signal);
    }
    catch (error) {
        stopIfCancelled(ctx);
        return `The changes could not be checked for secrets (${(0,errors/* messageOf */.bD)(error)}), so no patch was written and nothing was committed or pushed.`;
    }
    if (found.length === 0)
        return undefined;
    const names = [...new Set(found.flatMap((f) => f.secrets))];
    const files = found.map((f) => f.path);
    return `The changes hold ${names.join(' and ')} (in ${files.slice(0, 10).join(', ')}${files.length > 10 ? `, and ${String(files.length - 10)} more` : ''}): no patch was written and nothing was committed or pushed. Remove the secret from ${files.length === 1 ? 'that file' : 'those files'}, and rotate it: the agent had it.`;
}
/** The patch; a problem with it is a warning (the run and a requested push go on without it). */
async function writeThePatch(work, ctx, out, log) {
    const limit = ctx.patchMaxBlobBytes ?? PATCH_MAX_BLOB_BYTES;
    try {
        const patch = await writePatch(work, ctx.runner.temp, limit, ctx.signal);
        out.files = patch.files;
        if (patch.file !== '') {
            out.patch = patch.file;
            out.patchFile = patch.own;
            log(`The changes (${String(patch.files.length)} files) are in the patch ${patch.file}.`);
        }
        if (patch.omitted.length > 0) {
            out.warnings.push(`The patch leaves out ${patch.omitted.slice(0, 5).join(', ')}${patch.omitted.length > 5 ? ', …' : ''}: over ${String(Math.round(limit / 1048576))} MiB, too large to diff; git apply will not recreate ${patch.omitted.length === 1 ? 'it' : 'them'}.`);
        }
    }
    catch (error) {
        stopIfCancelled(ctx);
        out.warnings.push(`The patch could not be written: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
/** A cancel from the runner ends the landing where it is: nothing more is written or pushed. */
function stopIfCancelled(ctx) {
    if (ctx.signal?.aborted === true)
        throw new errors/* ReasonedError */.O$('The run was cancelled while the action landed the work; nothing more was written, committed or pushed.', 'cancelled');
}
/**
 * The action's one commit (commit.ts): the work tree's tree, less the workflow edits unless they
 * are allowed, on top of the start commit. The local repository follows it when HEAD stayed.
 */
function commitTheWork(work, ctx, tree, base, out, log) {
    const workflows = ctx.settings.allowWorkflowChanges === true ? [] : workflowChanges(work);
    const files = workflows.map((c) => c.path);
    const named = `${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}`;
    let commit;
    let stayed;
    try {
        const commitOf = commitTree(work, tree, workflows);
        if (commitOf === base)
            throw new PushError(`Not pushed: the only changes are to .github/workflows/ (${named}), which the action leaves out of the commit unless allow-workflow-changes: true. Nothing was committed or pushed.${patchHint(out)}`);
        commit = makeCommit(work, ctx.start, commitOf, commitMessage(ctx), ctx.env);
        stayed = headStayed(work, ctx.start);
        if (stayed)
            followCommit(work, ctx.start, commit);
    }
    catch (error) {
        if (error instanceof PushError)
            throw error;
        throw new PushError(`The commit could not be made: ${(0,errors/* messageOf */.bD)(error)}.${patchHint(out)}`);
    }
    log(`Committed the changes as ${commit}.`);
    if (files.length > 0)
        out.warnings.push(`The agent's edits to .github/workflows/ (${named}) are left out of the commit and the push; the patch has them. Set allow-workflow-changes: true to commit them (the token then needs the workflows permission).`);
    if (!stayed)
        out.notes.push(`The agent moved HEAD (${work.branch !== undefined ? `now on ${work.branch} at` : 'now at'} ${landing_short(work.head)}; the run started from ${landing_short(ctx.start.head)}). Its own commits and HEAD moves were not pushed: the commit holds the work tree as the patch shows it, on top of the start commit, and the local repository was left as the agent left it.`);
    return commit;
}


;// CONCATENATED MODULE: ./src/stages/land.ts


async function landWork(ctx, adapters, run) {
    const { settings, redact, book } = ctx;
    const { workspace } = adapters;
    const token = settings.githubToken;
    const start = workspace.start;
    const push = settings.push && run.succeeded;
    if (start === undefined) {
        if (push)
            throw new PushError(`push: true, but ${settings.workingDirectory} is not in a git repository (or git could not read it before the run), so nothing was committed or pushed. Check the repository out first (actions/checkout) and run the action in it.`);
        return;
    }
    if (settings.push && !run.succeeded)
        book.note('Not pushed: the run did not succeed; the patch has the changes.');
    const { report, pr } = run;
    const openPr = push && settings.openPr;
    const landing = {
        start,
        work: workspace.afterRun(),
        settings: {
            push,
            openPr,
            commitMessage: settings.commitMessage,
            branchPrefix: settings.branchPrefix,
            allowWorkflowChanges: settings.allowWorkflowChanges
        },
        env: withoutValue(ctx.env.raw, token),
        runner: ctx.env,
        repos: adapters.repos,
        token,
        pull: pr.pull,
        pullUnknown: pr.unknown,
        // The runner's own tokens too: the agent can read them from our /proc/<pid>/environ, and
        // one in a pushed commit is usable by anyone while the job runs (the cache, the artifacts).
        secrets: [
            { name: 'the Cursor API key', value: settings.apiKey },
            { name: 'the GitHub token', value: token },
            {
                name: 'the runner token ACTIONS_RUNTIME_TOKEN',
                value: ctx.env.actionsRuntimeToken ?? ''
            },
            {
                name: 'the OIDC request token ACTIONS_ID_TOKEN_REQUEST_TOKEN',
                value: ctx.env.actionsIdTokenRequestToken ?? ''
            }
        ],
        // The issue the run is for (a pull request it opens closes it).
        issue: pr.event?.isPullRequest === false ? pr.event.number : undefined,
        prompt: redact(run.prompt),
        finalMessage: redact(report.finalMessage || (report.result?.text ?? '')),
        sessionId: report.sessionId,
        openPull: openPr ? adapters.github.opener(ctx.env) : undefined,
        log: (line) => ctx.log.write(redact(line)),
        signal: ctx.signals.abort
    };
    const said = (landed) => {
        workspace.landed(landed);
        book.note(...landed.notes);
        for (const w of landed.warnings)
            book.warning(w);
    };
    try {
        said(await land(landing));
    }
    catch (error) {
        if (error instanceof PushError && error.landing !== undefined)
            said(error.landing);
        throw error;
    }
    finally {
        workspace.release();
    }
}

;// CONCATENATED MODULE: ./src/runner/secrets.ts


function takeSecrets(runnerEnv) {
    const env = runnerEnv.raw;
    const key = ((0,runner/* getInput */.V4)(names/* INPUTS */.mc.apiKey) || env.CURSOR_API_KEY || '').trim();
    if (key !== '')
        (0,runner/* setSecret */.Pq)(key);
    const token = ((0,runner/* getInput */.V4)(names/* INPUTS */.mc.githubToken) || runnerEnv.token || '').trim();
    if (token !== '')
        (0,runner/* setSecret */.Pq)(token);
    const input = (name) => name === names/* INPUTS */.mc.apiKey ? key : name === names/* INPUTS */.mc.githubToken ? token : (0,runner/* getInput */.V4)(name);
    for (const [k, v] of Object.entries(env))
        if (v !== undefined && v.trim() !== '' && (v.trim() === key || v.trim() === token))
            Reflect.deleteProperty(env, k);
    return { key, token, input };
}

;// CONCATENATED MODULE: ./src/runner/signals.ts
function holdSignals() {
    let received;
    const controller = new AbortController();
    const note = (signal) => {
        received ??= signal;
        controller.abort();
    };
    process.on('SIGINT', note);
    process.on('SIGTERM', note);
    return {
        received: () => received,
        abort: controller.signal,
        release: () => {
            process.off('SIGINT', note);
            process.off('SIGTERM', note);
        }
    };
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action as one pipeline: inputs → gate → spawn → lines → events → fold → report →
 * observers → conclude → publish. Every stage is a function in the room it belongs to
 * (docs/architecture.md, "How the code is laid out"); this file calls them in order and keeps
 * what each returned in the run's record, so that on every exit path (bad input, a missing CLI, a
 * failed agent, a timeout, a cancellation, a bug of ours) the known outputs are set and the
 * summary is written. One error policy: stages throw; what they found and threw goes as facts to
 * core/verdict.ts verdictOf, the one place the step's fate is decided.
 */




























async function run(deps = {}) {
    const env = (0,runner_env/* readRunnerEnv */.Ot)(process.env);
    const { key, token, input } = takeSecrets(env);
    const redact = makeRedactor([key, token]);
    const book = new Notebook((m) => runner/* warning */.$e(redact(m)));
    const heartbeatMs = env.knobs.heartbeatMs ?? 60_000;
    const log = new LiveLog(runner/* logSink */.yV, redact, heartbeatMs);
    const event = (0,github_event/* readEvent */.j_)(env);
    const clock = { now: () => Date.now() };
    const ctx = {
        ...{ started: clock.now(), clock, port: runner/* runnerPort */.Ql, env, event, input, redact, log, book },
        signals: holdSignals(),
        workspace: new Workspace(book, (m) => runner/* debug */.Yz(redact(m))),
        runnerFiles: new RunnerFiles(book),
        // The run's one GitHub client, made on first use (a plain run never loads Octokit).
        github: new GitHubAccess(token, (m) => book.warning(m), env, event),
        summary: new SummaryLoader(),
        deps: { newReport: (options) => new core_report/* ReportBuilder */.ex(options), ...deps }
    };
    let record = { observers: [log] };
    let ended;
    try {
        ended = { run: await pipeline(ctx, (part) => (record = { ...record, ...part })) };
    }
    catch (error) {
        ended = { thrown: error };
        if (isInternal(error) && error instanceof Error && error.stack !== undefined)
            runner/* debug */.Yz(redact(error.stack));
    }
    try {
        await finish(ctx, record, ended);
    }
    finally {
        ctx.signals.release();
    }
}
async function pipeline(ctx, keep) {
    const { env, log, redact } = ctx;
    const settings = await loadSettings(ctx.input, env);
    let record = keep({ settings });
    // What every stage is handed, built once.
    const run0 = {
        ...{ settings, event: ctx.event, github: ctx.github, env, redact, signals: ctx.signals },
        ...{ port: runner/* runnerPort */.Ql, clock: ctx.clock, book: ctx.book, log }
    };
    if (settings.commentOnPr) {
        // The PR bot, loaded only when commenting is on (plain runs never load Octokit).
        const { startGate } = await Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(752), __nccwpck_require__.e(22), __nccwpck_require__.e(930)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7930));
        const { bot, observers } = await startGate(run0);
        if (bot.kind === 'skip')
            return skipped(bot.why);
        if (bot.kind === 'on')
            record = keep({ bot, observers: [...record.observers, ...observers] });
    }
    // The pull request's ledger and its caps, before anything is paid for (docs/ledger.md).
    if (settings.commentOnPr || settings.review) {
        const { openLedger } = await Promise.all(/* import() */[__nccwpck_require__.e(22), __nccwpck_require__.e(563)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5563));
        record = keep({ ledger: await openLedger(run0, record.bot) });
        const cap = record.ledger?.skip();
        if (cap !== undefined)
            return capped(cap.note);
    }
    // The ledger read there, when it could be read (none on a fork's read-only run): the last
    // review sets a review's scope, the last session `resume: pr`'s.
    const ledger = record.ledger?.read;
    // In trigger mode the prompt is built from the comment (core/trigger.ts), a review's around it.
    const focus = record.bot?.prompt ?? settings.prompt;
    if (settings.review) {
        const { startReview } = await Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(752), __nccwpck_require__.e(980)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8980)); // loaded only then
        const review = { read: ledger, record: record.ledger?.forReview };
        record = keep({ review: await startReview(run0, focus, review) });
    }
    // From here on the stages get the settings with the prompt the agent runs: the input's, or
    // the one the bot or the review built around it.
    const stage = {
        ...run0,
        settings: { ...settings, prompt: record.review?.prompt ?? focus }
    };
    const run = stage.settings;
    hideFromGit(run.githubToken, run.apiKey);
    gitProgram(); // found on PATH now, before the agent can put a `git` of its own first on it
    const pr = await ctx.github.pullContext(run);
    // `resume`: the session to continue; with `pr`, the pull request's, its chat put back.
    const number = pr.event?.isPullRequest === true ? pr.event.number : undefined;
    const session = await startSession(run, stage, { pr: number, ledger });
    keep({ session });
    // Before the paid run, on one reading of the config: what needs a repository, the pull
    // request's head in place (git/checkout.ts), then the start point and the .git snapshot.
    const before = new Repos(); // the repositories opened before the run, each once
    ctx.book.note(...prepareRepository(before, run, env.raw, pr));
    ctx.workspace.before(before, run, env, pr);
    // The servers require-mcp names, in the mcp.json the agent will get: on a pull request the
    // base branch's, which workspace.before has just put in place.
    checkRequiredMcp(run, env, pr.base?.isPr === true && !run.trustPrConfig);
    // A signal that came while git ran: no CLI is looked for, asked or installed then (a probe
    // never starts once the runner signalled, agent/probe.ts).
    if (ctx.signals.received() !== undefined)
        return cancelled(ctx.signals);
    const cli = await locateCli(stage);
    keep({ cli, mcp: await askMcp(ctx, cli, run) });
    ctx.runnerFiles.snapshot(env);
    // A signal that came while the install ran (finish() puts the config back then too).
    if (ctx.signals.received() !== undefined)
        return cancelled(ctx.signals);
    const builder = ctx.deps.newReport({ root: run.workingDirectory, now: () => Date.now(), redact });
    const transcript = Transcript.create(env, redact);
    const manifest = ManifestWriter.create(env, redact);
    record = keep({ builder, transcript, manifest });
    const agent = await runAgent(stage, {
        cli,
        settings: session?.settings ?? run,
        builder,
        transcript,
        watch: new Observers(log, [...record.observers, budgetObserver(run), manifest]),
        // The summary renderer loads while the agent works.
        heard: () => ctx.summary.start(),
        ended: () => afterAgent(ctx)
    });
    record = keep({ agent, cli: { ...cli, version: agent.version ?? cli.version } });
    // The steps after the run share one reading of the repository's config (git.ts).
    const after = new Repos();
    return main_conclude(ctx, { stage, pr, repos: after }, record, keep);
}
/**
 * With `require-mcp`, before the paid run: which MCP servers the CLI loads and whether each is
 * connected (`cursor-agent mcp list`). A CLI that cannot say is a debug note, never a failure.
 */
async function askMcp(ctx, cli, run) {
    if (run.requireMcp.length === 0)
        return undefined;
    const answer = await listMcp(cli.path, run, ctx.env, ctx.signals.abort);
    if ('problem' in answer) {
        runner/* debug */.Yz(ctx.redact(`cursor-agent mcp list: ${answer.problem}; the run goes on without it.`));
        return { required: run.requireMcp };
    }
    const rows = answer.listed.map((l) => `${l.name}: ${l.text}`);
    ctx.log.write(`MCP servers (cursor-agent mcp list): ${rows.length > 0 ? rows.join('; ') : 'none'}`);
    return { required: run.requireMcp, listed: answer.listed };
}
/** As soon as the CLI ended, whatever the ending: the runner's files and the repository checked. */
function afterAgent(ctx) {
    ctx.runnerFiles.check();
    ctx.workspace.after();
}
/**
 * What git sees changed, the verdict (exit, result, output-schema), then landing the work; git's
 * steps only when the run was not cancelled (the runner gives a cancelled job a few seconds).
 */
async function main_conclude(ctx, at, record, keep) {
    const { env, redact, workspace } = ctx;
    const { pr } = at;
    const settings = at.stage.settings;
    const builder = record.builder ?? new core_report/* ReportBuilder */.ex();
    const ending = record.agent?.ending ?? { kind: 'exited', exitCode: null, signal: null };
    const abort = ctx.signals.abort;
    if (ending.kind !== 'cancelled')
        keep({
            links: await workspace.compare(at.repos, builder, env, settings.workingDirectory, abort)
        });
    const report = builder.live();
    const schema = settings.outputSchema;
    // ajv, a quarter of the bundle, is loaded only when there is a schema to check.
    const compile = schema && (await Promise.all(/* import() */[__nccwpck_require__.e(804), __nccwpck_require__.e(228)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1228))).compileSchema;
    const internalError = record.agent?.internalError;
    const lateSignal = ctx.signals.received();
    const stderr = record.agent?.stderrTail;
    const workspaceMissing = record.agent?.cwdMissing;
    const facts = { ending, report, schema, compile, internalError, lateSignal, redact };
    const { verdict, structured } = conclude({
        ...facts,
        stderr,
        workspaceMissing,
        mcp: record.mcp
    });
    keep({ structured });
    if (verdict.conclusion === 'cancelled' || internalError !== undefined)
        return verdict;
    const succeeded = verdict.conclusion === 'success';
    // The review goes first: a failed push cannot cost it. Its outcome is a fact of the record.
    if (succeeded)
        await record.review?.finish(report);
    if (record.review?.outcome?.cancelled === true)
        return verdict;
    const adapters = { workspace, github: ctx.github, repos: at.repos };
    await landWork(at.stage, adapters, { prompt: settings.prompt, succeeded, report, pr });
    return verdict;
}
/**
 * On every exit path: the checks after the run (when the run did not get to them), what the
 * landing left, then one value of facts for the manifest, the outputs and summary, and the observers.
 */
async function finish(ctx, record, ended) {
    const { workspace, redact } = ctx;
    afterAgent(ctx);
    // Asked while the steps after the run went on (agent/run.ts).
    const updated = await record.agent?.selfUpdate;
    if (updated !== undefined)
        ctx.book.warning(updated);
    const verdict = verdictOf({
        ...ended,
        // Set by finish() only: close() below gives a run that never got there an outcome of its own.
        review: record.review?.outcome,
        unrestored: [...ctx.runnerFiles.unrestored, ...workspace.unrestored],
        redact
    });
    workspace.release();
    await record.review?.close(verdict);
    const cancelled = verdict.conclusion === 'cancelled';
    await record.session?.end(record.builder?.snapshot(), { cancelled });
    const landed = workspace.landedFacts();
    const patchAnchors = (cwd) => ctx.workspace.patchAnchors(cwd);
    const warn = (message) => ctx.port.warning(message);
    const facts = await recordOut(record, {
        ...{ verdict, startedAt: ctx.started, clock: ctx.clock, book: ctx.book, landed },
        ...{ patchAnchors, env: ctx.env, redact, warn }
    });
    publish(ctx, facts, ctx.deps.renderSummary ?? (await ctx.summary.renderer()));
    await endObservers(record.observers, facts, warn);
}
function cancelled(signals) {
    return decide({ kind: 'cancelled', signal: signals.received() ?? 'SIGTERM' }, undefined);
}


/***/ }),

/***/ 6455:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N9: () => (/* binding */ FAILURE_REASONS),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* unused harmony export REVIEW_OUTPUTS */
/**
 * Every input and output name the action has, in one place. A test checks that action.yml, these
 * lists and the README tables agree, so a rename cannot drift.
 */
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
    reviewScope: 'review-scope'
};
/** Set by review mode (src/stages/review.ts), on every exit path of a review run. */
const REVIEW_OUTPUTS = {
    findings: 'findings',
    findingsCount: 'findings_count',
    reviewId: 'review_id',
    reviewUrl: 'review_url',
    checkRunUrl: 'check_run_url',
    reviewedFrom: 'reviewed_from'
};
/** Set by landing the work (src/git/land.ts), from main.ts, on every exit path. */
const LAND_OUTPUTS = {
    patch: 'patch',
    commitSha: 'commit_sha',
    branch: 'branch',
    prUrl: 'pr_url'
};
/** The pull request's ledger (docs/ledger.md): empty on a run without a pull request. */
const PR_OUTPUTS = {
    prRuns: 'pr_runs',
    prUsage: 'pr_usage'
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
    ...PR_OUTPUTS
};
const FAILURE_REASONS = [
    'exit_code',
    'no_result',
    'agent_error',
    'auth',
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
    'review_failed'
];


/***/ }),

/***/ 1509:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ lineDelta),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   n$: () => (/* binding */ isDuration),
/* harmony export */   pm: () => (/* binding */ clock)
/* harmony export */ });
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
    return `${count(n)} ${n === 1 ? word : many}`;
}
/**
 * `12,345`: what `toLocaleString('en-US')` gives for a count, without it. Its first call loads
 * ICU's locale data, about 25 ms of the step's end on a 2-core runner, for a comma.
 */
function count(n) {
    if (!Number.isFinite(n))
        return String(n);
    return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
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


/***/ }),

/***/ 6220:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   om: () => (/* binding */ safeLine)
/* harmony export */ });
/* unused harmony export CONTINUATION */
/**
 * Making untrusted text safe to print in the job log. The runner reads every log line for
 * workflow commands in two forms (actions/runner ActionCommand.cs): `::name::` at the start of a
 * line after `TrimStart()`, and the legacy `##[name]` anywhere in a line. It splits what a step
 * prints on `\n` and `\r`, and .NET's TrimStart removes every Unicode white space character,
 * NEL (U+0085) and NBSP included, which JavaScript's trimStart partly keeps.
 *
 * So text from the agent is made safe by construction: every physical line built from it starts
 * with characters of our own that are not white space (the first line with the words of the
 * message, e.g. `💬 `, every further line with CONTINUATION), so no trimming can bring agent
 * text to the start of a line. On top of that each line is checked on its own: `##[` is broken
 * with a zero-width space (which the runner does not trim and a reader does not see), and so is
 * a `::` that .NET trimming would bring to the start.
 */
const ZWSP = '\u200b';
/** What the runner's TrimStart removes: .NET Char.IsWhiteSpace. */
const DOTNET_WHITESPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const LEADING = new RegExp(`^[${DOTNET_WHITESPACE}]*`);
/** The start of every physical line after the first of a message built from untrusted text. */
const CONTINUATION = '│ ';
/** The runner's line breaks. */
const BREAKS = /\r\n|\r|\n/;
function safeLine(line) {
    let out = line.includes('##[') ? line.split('##[').join(`#${ZWSP}#[`) : line;
    const lead = LEADING.exec(out)?.[0].length ?? 0;
    if (out.startsWith('::', lead))
        out = out.slice(0, lead) + ':' + ZWSP + out.slice(lead + 1);
    return out;
}
/**
 * A message for the log: the first physical line as given (it starts with our own words), every
 * further one behind CONTINUATION; each line checked as well. With `quoted`, the first line gets
 * the prefix too (text that is the agent's from its first character, e.g. the final message).
 */
function logLines(text, quoted = false) {
    const lines = text.split(BREAKS);
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? '';
        lines[i] = safeLine(i > 0 || quoted ? CONTINUATION + line : line);
    }
    return lines;
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ escapeLine),
/* harmony export */   Fb: () => (/* binding */ LINE_BREAK),
/* harmony export */   GA: () => (/* binding */ cellCode),
/* harmony export */   N5: () => (/* binding */ mentionsOff),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   PT: () => (/* binding */ markup),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   bK: () => (/* binding */ literalText),
/* harmony export */   hd: () => (/* binding */ unlinked),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
/* harmony import */ var _core_said_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2230);
/**
 * Markdown for untrusted text. Text from the stream goes into the summary (and the PR comment)
 * only through these helpers:
 * - `agentText`: the agent's prose, its markdown written back out by us (prose.ts);
 * - `literalText`: text shown exactly, never markup;
 * - `text`: one line of literal text, for table cells, headings and callouts;
 * - `code` / `cellCode`: a code span no backtick run inside can close;
 * - `fenced`: a fenced block no fence inside can close;
 * - `link`: a link whose destination is percent-encoded, so no `)`, `>`, `|` or space ends it early.
 * None of them can open or close a `<details>` block, a table, a fence or a section around it.
 * `markup` renders our own sentences (core/said.ts): our markup, their values through the above.
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
function fenced(text, lang = 'text') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}
/**
 * Text as literal text, shown exactly, line by line, and never markup: every ASCII punctuation
 * character that can take part in markup is backslash-escaped (CommonMark allows it for all of
 * them), which stops every block start (fences, HTML blocks 1–7, headings, setext and thematic
 * lines, lists, quotes, tables, link reference definitions) and every inline one (emphasis, code,
 * HTML, links, images, entities); leading spaces and tabs become no-break spaces (no indented
 * code); line breaks become hard breaks and blank lines paragraph breaks; URL, `www.`, e-mail
 * autolinks and mentions, which GFM finds in plain text, are broken with a zero-width space.
 *
 * `agentText` (prose.ts) uses it for what it does not format: raw HTML, definitions, and
 * anything nested too deep. The result is a sequence of paragraphs.
 */
function literalText(value, options = {}) {
    const paragraphs = [[]];
    for (const raw of value.split(LINE_BREAK)) {
        const line = raw.replace(/[ \t]+$/, '');
        if (line === '') {
            if ((paragraphs.at(-1) ?? []).length > 0)
                paragraphs.push([]);
            continue;
        }
        paragraphs.at(-1)?.push(escapeLine(line, options));
    }
    return paragraphs
        .filter((p) => p.length > 0)
        .map((p) => p.join('\\\n'))
        .join('\n\n');
}
/**
 * One line of literal text, valid at the start of a line (after a container's prefix) too:
 * every markup character is escaped, and at a line's start (`lineStart`) leading spaces and tabs
 * become no-break spaces.
 */
function escapeLine(line, options = {}, lineStart = true) {
    if (!lineStart)
        return escapeInline(line, options);
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    const lead = indent.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP);
    return lead + escapeInline(line.slice(indent.length), options);
}
/** Plain text on one line (a table cell, a heading, a callout): no markup survives. */
function text(value) {
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
 * Plain text that GitHub shows with its references linked but no other markup (a pull request's
 * title, a commit message): mentions, issue references and autolinks broken as in agent text
 * (below), nothing escaped.
 */
function unlinked(value) {
    return breakAutolinks(value);
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
function link(label, url) {
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
/**
 * A safety net: a zero-width space *before* `@` stops e-mail autolinks, but GitHub still reads
 * `\u200b@ann` as a mention (the character before `@` is no word character). After the `@` it is
 * no mention, so any that slipped through are moved there.
 */
function mentionsOff(markdown) {
    return markdown.replace(/\u200b@/g, '@\u200b');
}
/**
 * A sentence as markdown (core/said.ts): ours (a Said) with its pieces as the markup we wrote and
 * each value redacted, then escaped by its kind; someone else's (a string) redacted and shown as
 * literal text. `oneLine`: line breaks in a bare string become spaces (a table cell, a list item).
 */
function markup(s, redact, options = {}) {
    if (typeof s === 'string')
        return options.oneLine === true ? text(redact(s)) : literalText(redact(s));
    let out = s.pieces[0] ?? '';
    s.values.forEach((v, i) => {
        out += valueMarkup(v, redact) + (s.pieces[i + 1] ?? '');
    });
    return out;
}
function valueMarkup(v, redact) {
    switch (v.kind) {
        case 'text':
            // Not at a line's start, and never trimmed: the value sits inside our sentence.
            return escapeInline(redact(v.value).replace(new RegExp(LINE_BREAK.source, 'g'), ' '));
        case 'code':
        case 'input':
            return code(redact(v.value));
        case 'shown':
            return code((0,_core_said_js__WEBPACK_IMPORTED_MODULE_0__/* .shownText */ .f$)(redact(v.value)));
    }
}


/***/ }),

/***/ 1376:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Td: () => (/* binding */ commentKey),
/* harmony export */   _Z: () => (/* binding */ markerFor),
/* harmony export */   aE: () => (/* binding */ keyHash),
/* harmony export */   fW: () => (/* binding */ isActionReview),
/* harmony export */   vU: () => (/* binding */ reviewMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The hidden marker that identifies a job's PR comment, and the key it is made from. A module of
 * its own: the inputs (loaded by every run) and the post step need it without the comment's
 * renderer (which loads the markdown parser).
 */

/**
 * The comment's key (its marker is a hash of it): the `comment-key` input, else what the runner's
 * default expression gives without a matrix. The post step works the marker out again from it.
 */
function commentKey(input, env) {
    return input.trim() || `${env.workflow ?? ''}/${env.job ?? ''}/null`;
}
/** The hidden marker that identifies this job's comment: a hash, so no key text can break it. */
function markerFor(key) {
    return `<!-- cursor-agent-action:${keyHash(key)} -->`;
}
/** The marker's hash of `comment-key` (20 hex digits); review comments carry it too. */
function keyHash(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key.trim()).digest('hex').slice(0, 20);
}
/**
 * The first line of every review the action creates: its body's (`review`), and a bisection
 * probe's (`probe`, a PENDING review deleted at once). A pending review that starts with it is
 * the action's to delete, whoever the token is (see github/review.ts).
 */
function reviewMarker(hash, kind) {
    return `<!-- cursor-agent-action:${hash} ${kind} -->`;
}
/** Whether a review's body starts with the action's marker (any job's, review or probe). */
function isActionReview(body) {
    return /^<!-- cursor-agent-action:[0-9a-f]{20} (?:review|probe) -->/.test(body ?? '');
}


/***/ }),

/***/ 8119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ CONCLUSIONS),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   im: () => (/* binding */ OUTCOMES)
/* harmony export */ });
const CONCLUSIONS = {
    success: { icon: '✅', phrase: 'succeeded' },
    failure: { icon: '❌', phrase: 'failed' },
    cancelled: { icon: '⏹', phrase: 'was cancelled' },
    skipped: { icon: '⏭', phrase: 'was skipped' }
};
const OUTCOMES = {
    ok: { icon: '✅', word: 'ok', logMark: '' },
    failed: { icon: '❌', word: 'failed', logMark: '✖ ' },
    rejected: { icon: '⛔', word: 'rejected', logMark: '✖ ' },
    running: { icon: '⏳', word: 'never completed', logMark: '✖ ' },
    unknown: { icon: '❔', word: 'unknown', logMark: '✖ ' }
};
/** `✅ Cursor Agent succeeded`, `❌ Cursor Agent failed`, … */
function headline(conclusion) {
    const c = CONCLUSIONS[conclusion];
    return `${c.icon} Cursor Agent ${c.phrase}`;
}


/***/ }),

/***/ 8249:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L0: () => (/* binding */ runnerFileNames),
/* harmony export */   Ot: () => (/* binding */ readRunnerEnv),
/* harmony export */   nt: () => (/* binding */ commandFiles)
/* harmony export */ });
/** A knob's milliseconds; undefined when unset, empty, zero or not a number. */
function ms(value) {
    return Number(value ?? '') || undefined;
}
/**
 * Reads `env` (process.env on a runner) into a frozen `RunnerEnv`; `raw` stays `env` itself, so
 * what later changes it (a PATH entry, a secret taken out) reaches the processes started.
 */
function readRunnerEnv(env) {
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
/**
 * The runner's files a later step reads (runner/files.ts), by the runner's name for each and what
 * a later step reads it for.
 */
function runnerFileNames(env) {
    return [
        { name: 'GITHUB_ENV', file: env.envFile, purpose: 'environment variables of later steps' },
        { name: 'GITHUB_PATH', file: env.pathFile, purpose: 'the PATH of later steps' },
        { name: 'GITHUB_OUTPUT', file: env.outputFile, purpose: "this step's outputs" },
        { name: 'GITHUB_STATE', file: env.stateFile, purpose: "this action's saved state" },
        { name: 'GITHUB_STEP_SUMMARY', file: env.stepSummary, purpose: "this step's job summary" },
        // Not a command file, but read by later steps' actions (and this action's post step) as the
        // event: a rewritten payload would point them at another pull request or issue.
        { name: 'GITHUB_EVENT_PATH', file: env.eventPath, purpose: 'the event later steps read' }
    ];
}
/**
 * The runner's files for the runner's commands (runner/runner.ts), as the process's environment
 * names them now: the post step and the offline entry have no run context.
 */
function commandFiles(env = process.env) {
    return {
        OUTPUT: env.GITHUB_OUTPUT,
        STATE: env.GITHUB_STATE,
        PATH: env.GITHUB_PATH,
        SUMMARY: env.GITHUB_STEP_SUMMARY,
        debug: env.RUNNER_DEBUG === '1'
    };
}


/***/ }),

/***/ 1814:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   Ql: () => (/* binding */ runnerPort),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   _o: () => (/* binding */ isDebug),
/* harmony export */   q8: () => (/* binding */ pinRunnerFile),
/* harmony export */   yV: () => (/* binding */ logSink)
/* harmony export */ });
/* unused harmony exports getState, info, error, startGroup, endGroup, setFailed, setOutput, saveState, addPath, appendSummary */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8249);
/**
 * The runner's side of the protocol: inputs from INPUT_* variables, workflow commands on stdout
 * (`::warning::…`, `::add-mask::…`, groups) and file commands (GITHUB_OUTPUT, GITHUB_STATE,
 * GITHUB_PATH, GITHUB_STEP_SUMMARY). It writes byte for byte what @actions/core 3 writes for
 * the same calls; `__tests__/runner/runner.test.ts` runs both side by side and compares.
 *
 * Why not @actions/core itself: it imports @actions/http-client for OIDC tokens, and that imports
 * undici (820 KB of the bundle) at load time. Loading it took about 90 ms of every start on a
 * 2-core runner, more than everything else the action does before the CLI spawns (README, Speed
 * and memory). This module is the part of @actions/core the action uses, and nothing else.
 */





/** `core.getInput`: the INPUT_ variable of the name (spaces as `_`, upper case), trimmed. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}
/** `core.getState`: what the main step saved for the post step. */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function isDebug() {
    return (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)().debug;
}
/** A line (or lines) of the log, as they are: the caller made them safe (logsafe.ts). */
function info(message) {
    process.stdout.write(message + (node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL));
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
/**
 * A file annotation, as `core.warning(message, { title, file, startLine, endLine })` writes it:
 * `::warning title=…,file=…,line=…,endLine=…::message`. Values are escaped (no newline, `:` or
 * `,` can end them); the caller neutralised the text (render/logsafe.ts).
 */
function annotation(a) {
    command(a.level, a.message, {
        title: a.title,
        file: a.file,
        line: a.line !== undefined ? String(a.line) : '',
        endLine: a.endLine !== undefined ? String(a.endLine) : ''
    });
}
/** The value is masked in every later line of the job's log. */
function setSecret(secret) {
    command('add-mask', secret);
}
function startGroup(title) {
    command('group', title);
}
function endGroup() {
    command('endgroup', '');
}
/** Runs `fn` inside a collapsed group of the log. */
async function group(title, fn) {
    startGroup(title);
    try {
        return await fn();
    }
    finally {
        endGroup();
    }
}
/** Fails the step: exit code 1 and the message as an error annotation. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
function setOutput(name, value) {
    const file = (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)().OUTPUT || '';
    if (file !== '') {
        fileCommand('OUTPUT', keyValue(name, value));
        return;
    }
    process.stdout.write((node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL));
    command('set-output', value, { name });
}
function saveState(name, value) {
    const file = (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)().STATE || '';
    if (file !== '') {
        fileCommand('STATE', keyValue(name, value));
        return;
    }
    command('save-state', value, { name });
}
/** Later steps find programs in `dir` first; so does this process from now on. */
function addPath(dir) {
    if (((0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)().PATH || '') !== '')
        fileCommand('PATH', dir);
    else
        command('add-path', dir);
    process.env.PATH = `${dir}${(node_path__WEBPACK_IMPORTED_MODULE_3___default().delimiter)}${process.env.PATH}`;
}
/**
 * Appends markdown to the job summary (`core.summary.addRaw(markdown).write()`), synchronously
 * like the outputs: nothing of the run is left in flight when the action exits.
 */
function appendSummary(markdown) {
    const file = (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)().SUMMARY;
    if (file === undefined || file === '')
        throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().accessSync(file, (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).R_OK | (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    appendTo(file, markdown);
}
/** `::name key=value::message`, escaped the way the runner unescapes it. */
function command(name, message, properties = {}) {
    const props = Object.entries(properties)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => `${k}=${escapeProperty(v)}`);
    const head = Object.keys(properties).length > 0 ? `::${name} ${props.join(',')}` : `::${name}`;
    process.stdout.write(`${head}::${escapeData(message)}${(node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL)}`);
}
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/**
 * The file is looked up when written (runner/env.ts `commandFiles`), not handed in: these are the
 * protocol's functions for every entry point, and the post step and the offline report have no
 * run context (as @actions/core reads `process.env` at each call).
 */
function fileCommand(kind, message) {
    const file = (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)()[kind];
    if (file === undefined || file === '')
        throw new Error(`Unable to find environment variable for file command ${kind}`);
    if (!node_fs__WEBPACK_IMPORTED_MODULE_1___default().existsSync(file))
        throw new Error(`Missing file at path: ${file}`);
    appendTo(file, `${message}${(node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL)}`);
}
/**
 * The runner's files as they were after the run (runner/files.ts): path → which file.
 * Process-wide on purpose, not a value handed in: the files are the step process's own (one set
 * per process, named by its environment), and the pin is a promise about every write of the
 * process to them from then on, whoever writes (the port, the post-run warnings, a renderer's
 * fallback). A pin held by one caller could be bypassed by any writer not handed it.
 */
const pinned = new Map();
/** From now on `file` is written only if it is still this file (device and inode). */
function pinRunnerFile(file, dev, ino) {
    pinned.set(file, { dev, ino });
}
const FLAGS = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants);
const APPEND = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_WRONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_APPEND | (FLAGS.O_NOFOLLOW ?? 0);
/**
 * Appends to a runner file. Once the file is pinned (after the run), only to that very file:
 * opened without following a link or waiting on a FIFO, and checked through its descriptor, so
 * nothing of ours lands in a file the agent swapped in or linked elsewhere.
 */
function appendTo(file, text) {
    const pin = pinned.get(file);
    if (pin === undefined) {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().appendFileSync(file, text, { encoding: 'utf8' });
        return;
    }
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_1___default().openSync(file, APPEND | (FLAGS.O_NONBLOCK ?? 0));
    try {
        const st = node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd);
        if (!st.isFile() || st.dev !== pin.dev || st.ino !== pin.ino || st.nlink !== 1)
            throw new Error(`${file} is no longer the file the runner made; nothing was written to it`);
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().writeFileSync(fd, text, { encoding: 'utf8' });
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    }
}
/**
 * `name<<delimiter`, the value, the delimiter: a random delimiter per value, so no value can end
 * the block early and set another output.
 */
function keyValue(name, value) {
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (value.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    return `${name}<<${delimiter}${(node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL)}${value}${(node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL)}${delimiter}`;
}
/** The live log's sink (src/observers/livelog.ts): the runner's log, groups and debug lines. */
const logSink = {
    info,
    debug,
    isDebug,
    startGroup,
    endGroup
};
/** The runner's side of a step as one value (core/ports.ts): what main.ts hands the stages. */
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


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

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

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

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

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 5881:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

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

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

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
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
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
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
