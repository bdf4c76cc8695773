import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 26591:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



/* unused reexport */ __nccwpck_require__(5335);
exports.parse = __nccwpck_require__(42696);


/***/ }),

/***/ 42696:
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

/***/ 93167:
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(74296);
/* harmony import */ var _lazy_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(79267);




const TOOL = 'cursor-agent';
function toolVersion(build) {
    const m = /^(\d+)\.(\d+)\.(\d+)-(.+)$/.exec(build);
    if (m === null)
        return build;
    const [, y, mo, d, hash = ''] = m;
    const id = /^0\d*$/.test(hash) && hash.length > 1 ? `g${hash}` : hash;
    return `${Number(y)}.${Number(mo)}.${Number(d)}-${id}`;
}
function cacheKey(build, os, arch) {
    return `cursor-agent-cli-${build}-${os}-${arch}`;
}
function findInToolCache(env, build, arch) {
    const root = env.toolCache ?? '';
    if (root === '')
        return undefined;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, TOOL, toolVersion(build), arch);
    return node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(dir) && node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(`${dir}.complete`) ? dir : undefined;
}
async function toToolCache(dir, build, arch) {
    const tc = await (0,_lazy_js__WEBPACK_IMPORTED_MODULE_3__/* .loadToolCache */ .$0)();
    return tc.cacheDir(dir, TOOL, toolVersion(build), arch);
}
function dropToolCache(dir) {
    node_fs__WEBPACK_IMPORTED_MODULE_0___default().rmSync(`${dir}.complete`, { force: true });
    node_fs__WEBPACK_IMPORTED_MODULE_0___default().rmSync(dir, { recursive: true, force: true });
}
function actionsCacheOffered(env) {
    return (env.actionsResultsUrl ?? '') !== '' || (env.actionsCacheUrl ?? '') !== '';
}
async function openActionsCache() {
    const cache = await (0,_lazy_js__WEBPACK_IMPORTED_MODULE_3__/* .loadActionsCache */ .g4)();
    if (!cache.isFeatureAvailable())
        return undefined;
    return {
        restore: (file, key) => cache.restoreCache([file], key),
        save: async (file, key) => (await cache.saveCache([file], key)) !== -1
    };
}
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
async function restoreArchive(file, key, warn) {
    return withCache(async (cache) => (await cache.restore(file, key)) !== undefined && node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(file), (m) => {
        warn(`The Actions cache could not be read (${m}); downloading instead.`);
    });
}
async function saveArchive(file, key, warn) {
    return withCache((cache) => cache.save(file, key), (m) => {
        warn(`The CLI could not be saved to the Actions cache (${m}).`);
    });
}


/***/ }),

/***/ 8347:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ unchangedNote),
/* harmony export */   Mm: () => (/* binding */ cliIn),
/* harmony export */   Oo: () => (/* binding */ executableProblem),
/* harmony export */   Pr: () => (/* binding */ TREE),
/* harmony export */   Qk: () => (/* binding */ archivePlatform),
/* harmony export */   Qq: () => (/* binding */ archiveUrl),
/* harmony export */   gP: () => (/* binding */ installFailed),
/* harmony export */   lV: () => (/* binding */ treeNow),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(74296);
/* harmony import */ var _core_platform_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(90692);
/* harmony import */ var _probe_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(18119);
/* harmony import */ var _toolcache_record_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2435);






const TREE = 'cli';
function cliIn(tree, layout) {
    const at = (file) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(tree, ...file.split('/'));
    return layout.prefix.length === 0
        ? { path: at(layout.program) }
        : { path: at(layout.program), prefix: layout.prefix.map(at) };
}
function recordOf(entry, build) {
    const record = (0,_toolcache_record_js__WEBPACK_IMPORTED_MODULE_5__/* .readChecked */ .Yi)(entry);
    return record !== undefined && (0,_probe_js__WEBPACK_IMPORTED_MODULE_4__/* .sameBuild */ .tW)(record.build, build) ? record : undefined;
}
function treeNow(entry, record) {
    const tree = (0,_toolcache_record_js__WEBPACK_IMPORTED_MODULE_5__/* .walkTree */ .Ir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(entry, TREE))?.identity;
    return { tree, unchanged: tree !== undefined && record?.tree === tree };
}
function unchangedNote(build) {
    return `The cached CLI is unchanged since its --version said ${build}: not asked again.`;
}
function executableProblem(tree, layout) {
    for (const name of [layout.program, ...layout.prefix]) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(tree, ...name.split('/'));
        try {
            if (name === layout.program)
                node_fs__WEBPACK_IMPORTED_MODULE_0___default().accessSync(file, (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).X_OK);
            if (!node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(file).isFile())
                return `${name} is not a file`;
        }
        catch {
            return name === layout.program ? `it holds no executable ${name}` : `it holds no ${name}`;
        }
    }
    return undefined;
}
function archiveUrl(baseUrl, build, p) {
    const { os: system, arch } = p;
    return `${baseUrl.replace(/\/+$/, '')}/${build}/${system}/${arch}/${(0,_core_platform_js__WEBPACK_IMPORTED_MODULE_3__/* .archiveLayout */ .bA)(p).archive}`;
}
function archivePlatform(p) {
    if ((0,_core_platform_js__WEBPACK_IMPORTED_MODULE_3__/* .archivePublished */ .Xp)(p))
        return p;
    throw installFailed(`Cursor publishes the CLI archive for Linux, macOS and Windows on x64 and arm64; this runner is ${p.os} on ${p.arch}.`);
}
function installFailed(message) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ReasonedError */ .O$(message, 'install_failed');
}


/***/ }),

/***/ 18119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $g: () => (/* binding */ cliVersion),
/* harmony export */   Gf: () => (/* binding */ probeNamed),
/* harmony export */   IZ: () => (/* binding */ askCli),
/* harmony export */   Nl: () => (/* binding */ commandOf),
/* harmony export */   ay: () => (/* binding */ commandLine),
/* harmony export */   tW: () => (/* binding */ sameBuild)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(74296);
/* harmony import */ var _core_said_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(72230);
/* harmony import */ var _io_child_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(68774);
/* harmony import */ var _process_kill_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5707);





const VERSION = /^\d{4}\.\d{1,2}\.\d{1,2}-[0-9A-Za-z]+/;
function sameBuild(a, b) {
    const norm = (v) => v.replace(/(^|\.)0+(\d)/g, '$1$2');
    return norm(a) === norm(b);
}
const PROBE_MS = 5000;
function commandOf(cli, args) {
    if (typeof cli === 'string')
        return [cli, [...args]];
    return [cli.path, [...(cli.prefix ?? []), ...args]];
}
function commandLine(cli, args) {
    const [program, argv] = commandOf(cli, args);
    return [program, ...argv].join(' ');
}
function askCli(cli, args, o) {
    const signal = o.signal;
    if (signal?.aborted === true)
        return Promise.resolve({ stdout: '', problem: SIGNALLED });
    const maxChars = o.maxChars ?? 4096;
    const host = o.host ?? process.platform;
    return new Promise((resolve) => {
        let out = '';
        let settled = false;
        const end = (problem, code) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(limit);
            signal?.removeEventListener('abort', onSignal);
            const pid = child?.pid;
            if (pid !== undefined)
                (0,_process_kill_js__WEBPACK_IMPORTED_MODULE_3__/* .endTree */ .S)(host, pid, 'SIGKILL');
            child?.stdout?.destroy();
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
            const [program, argv] = commandOf(cli, args);
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, argv, {
                env: o.env,
                cwd: o.cwd,
                stdio: ['ignore', 'pipe', 'ignore'],
                detached: (0,_process_kill_js__WEBPACK_IMPORTED_MODULE_3__/* .ownGroup */ .E)(host),
                windowsHide: true
            });
        }
        catch (error) {
            end((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error));
            return;
        }
        child.stdout?.setEncoding('utf8');
        child.stdout?.on('data', (text) => {
            if (out.length < maxChars)
                out += text.slice(0, maxChars - out.length);
            if (o.firstLine === true && out.includes('\n'))
                end();
        });
        (0,_io_child_js__WEBPACK_IMPORTED_MODULE_2__/* .untilExit */ .dF)(child, [child.stdout], PROBE_DRAIN_MS).then(({ code }) => end(undefined, code), (error) => end((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)));
    });
}
const PROBE_DRAIN_MS = 100;
async function cliVersion(cli, env, signal, host) {
    const o = { env, limitMs: PROBE_MS, firstLine: true, signal, host };
    const answer = await askCli(cli, ['--version'], o);
    const line = answer.stdout.trim().split('\n')[0]?.trim() ?? '';
    return VERSION.test(line) ? line : undefined;
}
const SIGNALLED = 'the runner signalled';
function probeNamed(command, when) {
    return (0,_core_said_js__WEBPACK_IMPORTED_MODULE_4__/* .said */ .ag) `${(0,_core_said_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(command)}, which the action ran ${when} the run,`;
}


/***/ }),

/***/ 2435:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ walkTree),
/* harmony export */   Nm: () => (/* binding */ writeChecked),
/* harmony export */   Yi: () => (/* binding */ readChecked)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _io_files_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(33839);




const RECORD = 'checked.json';
const MAX_RECORD_BYTES = 16 * 1024;
const MAX_ITEMS = 50_000;
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

/***/ 79267:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ loadToolCache),
/* harmony export */   M1: () => (/* binding */ loadYauzl),
/* harmony export */   Q5: () => (/* binding */ loadTar),
/* harmony export */   g4: () => (/* binding */ loadActionsCache),
/* harmony export */   w: () => (/* binding */ loadHttpClient)
/* harmony export */ });
const loadHttpClient = () => Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(942)]).then(__nccwpck_require__.bind(__nccwpck_require__, 44942));
const loadTar = () => __nccwpck_require__.e(/* import() */ 697).then(__nccwpck_require__.bind(__nccwpck_require__, 98697));
const loadYauzl = () => __nccwpck_require__.e(/* import() */ 663).then(__nccwpck_require__.t.bind(__nccwpck_require__, 20663, 19));
const loadToolCache = () => Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(942), __nccwpck_require__.e(838), __nccwpck_require__.e(805)]).then(__nccwpck_require__.bind(__nccwpck_require__, 59805));
const loadActionsCache = () => Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(942), __nccwpck_require__.e(838), __nccwpck_require__.e(583)]).then(__nccwpck_require__.bind(__nccwpck_require__, 48583));


/***/ }),

/***/ 5707:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ownGroup),
/* harmony export */   S: () => (/* binding */ endTree)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_platform_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(90692);


function endTree(host, pid, signal) {
    const plan = (0,_core_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .killPlan */ .qR)(host, pid, signal);
    if (plan.kind === 'group') {
        try {
            process.kill(plan.pid, plan.signal);
        }
        catch {
        }
        return;
    }
    try {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(plan.command, [...plan.args], {
            env: process.env,
            stdio: 'ignore',
            windowsHide: true
        });
        child.on('error', () => undefined);
        child.unref();
    }
    catch {
    }
}
function ownGroup(host) {
    return host !== 'win32';
}


/***/ }),

/***/ 71038:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ MAX_ARG_BYTES),
/* harmony export */   mc: () => (/* binding */ cliArgs),
/* harmony export */   qB: () => (/* binding */ ARG_MAX)
/* harmony export */ });
/* harmony import */ var _schema_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(36964);

const MAX_ARG_BYTES = 131072;
const ARG_MAX = 2 * 1024 * 1024;
function cliArgs(s, asked = { prompt: s.prompt, resume: s.resume }) {
    const args = ['-p', '--output-format', 'stream-json'];
    if (s.model !== '')
        args.push('--model', s.model);
    if (s.mode !== 'agent')
        args.push('--mode', s.mode);
    if (s.force)
        args.push('--force');
    if (s.trust)
        args.push('--trust');
    if (asked.resume !== '')
        args.push(`--resume=${asked.resume}`);
    args.push(...s.extraArgs);
    const prompt = s.outputSchema !== undefined
        ? (0,_schema_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .withSchemaInstructions */ .Vf)(asked.prompt, s.outputSchema)
        : asked.prompt;
    if (prompt.startsWith('-'))
        args.push('--');
    args.push(prompt);
    return args;
}


/***/ }),

/***/ 74296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Mz: () => (/* binding */ errorOf),
/* harmony export */   O$: () => (/* binding */ ReasonedError),
/* harmony export */   UQ: () => (/* binding */ errnoOf),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(72230);

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

/***/ 93152:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ openAtOrAbove),
/* harmony export */   IU: () => (/* binding */ checkCaps),
/* harmony export */   _5: () => (/* binding */ prSentence),
/* harmony export */   fo: () => (/* binding */ threadFindings),
/* harmony export */   g7: () => (/* binding */ isCapped),
/* harmony export */   mR: () => (/* binding */ capsWithoutPr),
/* harmony export */   xh: () => (/* binding */ heldSentence)
/* harmony export */ });
/* unused harmony export totalsSentence */
/* harmony import */ var _review_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(11808);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3440);
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(72230);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(72020);




const OVER_TOKENS_ROLES = new Set(['maintain', 'admin']);
function checkCaps(o) {
    const { caps } = o;
    const set = [];
    if (caps.maxPrRuns > 0)
        set.push('max-pr-runs');
    if (caps.maxPrTokens > 0)
        set.push('max-pr-tokens');
    if (set.length === 0)
        return { run: true };
    const first = set[0] ?? 'max-pr-runs';
    if (o.ledger.kind === 'unreadable') {
        if (o.trigger)
            return {
                run: true,
                note: (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `The caps per pull request were not checked: its ledger could not be read (${o.ledger.why}). A trigger-phrase request runs anyway.`
            };
        return {
            run: false,
            cap: first,
            note: (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `Not run: ${setWords(set)}, but this pull request's ledger could not be read (${o.ledger.why}), so the cap cannot be checked and an automatic run does not start.${goOn(caps, 'unreadable')}`
        };
    }
    const t = o.ledger.totals;
    const used = t.inputTokens + t.outputTokens;
    const maintainer = o.trigger && OVER_TOKENS_ROLES.has((o.role ?? '').toLowerCase());
    if (caps.maxPrTokens > 0 && used >= caps.maxPrTokens && !maintainer)
        return {
            run: false,
            cap: 'max-pr-tokens',
            note: (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `Not run: this pull request's runs have used ${grouped(used)} input and output tokens, which reaches ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('max-pr-tokens')} (${grouped(caps.maxPrTokens)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-tokens')}`
        };
    if (caps.maxPrRuns > 0 && !o.trigger && t.automaticRuns >= caps.maxPrRuns)
        return {
            run: false,
            cap: 'max-pr-runs',
            note: (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `Not run: ${grouped(t.automaticRuns)} automatic ${t.automaticRuns === 1 ? 'run has' : 'runs have'} started the agent on this pull request, which reaches ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('max-pr-runs')} (${grouped(caps.maxPrRuns)}). ${totalsSentence(t)}${goOn(caps, 'max-pr-runs')}`
        };
    return { run: true };
}
function capsWithoutPr(caps, eventName) {
    const event = (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .anEvent */ .Sx)(eventName);
    const words = [
        ['max-pr-runs', caps.maxPrRuns, 'runs'],
        ['max-pr-tokens', caps.maxPrTokens, 'tokens']
    ];
    return words
        .filter(([, limit]) => limit > 0)
        .map(([cap, , what]) => (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(cap)} counts ${what} per pull request; ${event} has none: this run is neither counted nor capped.`);
}
function setWords(set) {
    const words = set.map((cap) => (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)(cap)}`);
    return set.length === 1
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${words[0] ?? ''} is set`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${words[0] ?? ''} and ${words[1] ?? ''} are set`;
}
function goOn(caps, why) {
    const ask = caps.triggerPhrase.trim();
    const comment = (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(`${ask} …`);
    if (why === 'unreadable')
        return ask === ''
            ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ``
            : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ` A comment ${comment} from someone allowed to trigger still runs.`;
    if (why === 'max-pr-tokens')
        return ask === ''
            ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ` Raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('max-pr-tokens')} to go on.`
            : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ` A maintainer or admin can comment ${comment} to run anyway, or raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('max-pr-tokens')}.`;
    return ask === ''
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ` Raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('max-pr-runs')} to go on.`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ` A comment ${comment} still runs (trigger-phrase requests are not counted), or raise ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('max-pr-runs')}.`;
}
function totalsSentence(t) {
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `So far: ${grouped(t.runs)} ${t.runs === 1 ? 'run' : 'runs'} (${grouped(t.automaticRuns)} automatic), ${grouped(t.inputTokens)} input and ${grouped(t.outputTokens)} output tokens, ${grouped(t.cacheReadTokens)} cache read and ${grouped(t.cacheWriteTokens)} cache write, ${clock(t.agentMs)} of agent time.`;
}
function isCapped(run) {
    return _ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .PR_CAPS */ .pY.some((cap) => cap === run.reason);
}
function prSentence(pr) {
    const u = pr.run.usage;
    const run = pr.run.started
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `This run: ${grouped(u.inputTokens)} input and ${grouped(u.outputTokens)} output tokens, ${grouped(u.cacheReadTokens)} cache read, ${clock(pr.run.durationMs)}.`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `This run did not start the agent.`;
    const unread = pr.read ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `` : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ` (the earlier runs' ledger could not be read)`;
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${run} ${totalsSentence(pr.totals)}${unread}`;
}
function grouped(n) {
    return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
function clock(ms) {
    const total = Math.round(Math.max(0, ms) / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h > 0)
        return `${grouped(h)}h ${String(m).padStart(2, '0')}m`;
    if (m > 0)
        return `${String(m)}m ${String(s).padStart(2, '0')}s`;
    return `${String(s)}s`;
}
function threadFindings(prior, keyHash) {
    const out = [];
    for (const c of prior) {
        if (c.keyHash !== keyHash || c.severity === undefined || c.title === undefined)
            continue;
        const { fingerprint, severity, path, line, title } = c;
        const resolved = c.thread?.resolved === true;
        out.push({
            fingerprint,
            severity,
            path,
            ...(line !== undefined ? { line } : {}),
            title,
            resolved
        });
    }
    return out;
}
const MAX_HELD = 10;
const HELD_TITLE = 200;
function heldItem(f) {
    const at = f.line !== undefined ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ` line ${f.line}` : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ``;
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${f.severity}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .xv)(f.title, HELD_TITLE)} (${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(f.path)}${at})`;
}
function heldSentence(hold, failOn) {
    const gate = (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `The cap stopped a new review, and the ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .input */ .hF)('fail-on')} gate (${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(failOn)}) still fails:`;
    if (hold.by === 'body')
        return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${gate} the last review failed it with findings in its body (outside the diff), which have no thread to resolve.`;
    if (hold.by === 'unread')
        return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${gate} the last review failed it, and the pull request's review threads could not be read (${hold.why}) to see whether its findings were resolved since.`;
    const n = hold.findings.length;
    const shown = hold.findings.slice(0, MAX_HELD).map(heldItem);
    const more = n > MAX_HELD ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `; and ${n - MAX_HELD} more` : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) ``;
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${gate} ${n} ${n === 1 ? 'finding' : 'findings'} of an earlier review at or above it ${n === 1 ? 'is' : 'are'} still open (${(0,_review_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .severityCounts */ .ur)(hold.findings)}): ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(shown, '; ')}${more}. A resolved thread no longer holds it.`;
}
function openAtOrAbove(findings, failOn) {
    const seen = new Set();
    const out = [];
    for (const f of (0,_review_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .gateFindings */ .Av)(findings, failOn)) {
        if (f.resolved || seen.has(f.fingerprint))
            continue;
        seen.add(f.fingerprint);
        const { fingerprint, severity, path, line, title } = f;
        out.push({ fingerprint, severity, path, ...(line !== undefined ? { line } : {}), title });
    }
    return out;
}


/***/ }),

/***/ 3440:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ MAX_RUN_TOKENS),
/* harmony export */   Bn: () => (/* binding */ LEDGER_VERSION),
/* harmony export */   GI: () => (/* binding */ lastReviewFailed),
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

/***/ 90692:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Xp: () => (/* binding */ archivePublished),
/* harmony export */   bA: () => (/* binding */ archiveLayout),
/* harmony export */   qR: () => (/* binding */ killPlan),
/* harmony export */   tj: () => (/* binding */ platformOf)
/* harmony export */ });
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


/***/ }),

/***/ 50930:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   PL: () => (/* binding */ valueForms),
/* harmony export */   YM: () => (/* binding */ wrapPieces),
/* harmony export */   aw: () => (/* binding */ wrappedPattern),
/* harmony export */   eo: () => (/* binding */ secretForms)
/* harmony export */ });
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
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
function wrappedForms(secret) {
    if (secret.length < 12)
        return [];
    const hex = Buffer.from(secret).toString('hex');
    const forms = new Set([hex, hex.toUpperCase()]);
    const bytes = Buffer.from(secret);
    for (let offset = 0; offset < 3; offset++) {
        const b64 = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const inner = b64.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        if (inner.length >= 16)
            forms.add(inner);
    }
    return [...forms];
}
const WRAP = '(?:\\r?\\n|\\\\r\\\\n|\\\\n)?';
function wrappedPattern(form) {
    return Array.from(form, escapeRegExp).join(WRAP);
}
function wrapPieces(form) {
    const out = [form.slice(-12)];
    for (let at = 0; at + 12 <= form.length; at += 48)
        out.push(form.slice(at, at + 12));
    return out;
}
function valueForms(secrets) {
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
    return { values, wrapped };
}


/***/ }),

/***/ 81063:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  fz: () => (/* reexport */ core_text/* cutHead */.fz),
  BO: () => (/* reexport */ core_text/* cutTail */.BO),
  $u: () => (/* binding */ makeRedactor)
});

// UNUSED EXPORTS: MASK, SHAPES, secretForms

;// CONCATENATED MODULE: ./src/core/redact/disguise.ts
const JSON_DISGUISE = '\\\\u00[2-7]|\\\\/';
const ESCAPED = /\\+(?:u00([2-7][0-9A-Fa-f])|\/|([-_.]))|&#(?:([0-9]{1,7})|[xX]([0-9A-Fa-f]{1,6}));|&(lowbar|UnderBar|period);/g;
const ESCAPED_TEST = /\\+(?:u00[2-7][0-9A-Fa-f]|[-_./])|&#[xX]?[0-9A-Fa-f]{1,7};|&(?:lowbar|UnderBar|period);/;
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

// EXTERNAL MODULE: ./src/core/redact/forms.ts
var redact_forms = __nccwpck_require__(50930);
;// CONCATENATED MODULE: ./src/core/redact/shapes.ts
const MASK = '***';
const SHAPES = [
    {
        pattern: /gh[pousr]_(?:[0-9]+_ey[I-L][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+){0,2}|[A-Za-z0-9]{30,})/g,
        anchor: 'gh[pousr]_',
        starts: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']
    },
    { pattern: /github_pat_[A-Za-z0-9_]{22,}/g, anchor: 'github_pat_', starts: ['github_pat_'] },
    {
        pattern: /eC1hY2Nlc3MtdG9rZW46[A-Za-z0-9+/_-]{8,}={0,2}/g,
        anchor: 'eC1hY2Nlc3MtdG9rZW46',
        starts: ['eC1hY2Nlc3MtdG9rZW46']
    },
    {
        pattern: /(?:(?<![A-Za-z0-9])|(?<=\x1b\[[0-9;]*m))sk-[A-Za-z0-9_-]{20,}/g,
        anchor: 'sk-[A-Za-z0-9_-]{20}',
        starts: ['sk-']
    },
    {
        pattern: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
        anchor: '[sr]k_(?:live|test)_',
        starts: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_']
    },
    {
        pattern: /(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
        anchor: 'A[KS]IA',
        starts: ['AKIA', 'ASIA']
    },
    {
        pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
        anchor: 'eyJ',
        starts: ['eyJ']
    },
    {
        pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,}/g,
        anchor: 'xox[abeoprs]-',
        starts: ['a', 'b', 'e', 'o', 'p', 'r', 's'].map((c) => `xox${c}-`)
    },
    { pattern: /glpat-[A-Za-z0-9_-]{20,}/g, anchor: 'glpat-', starts: ['glpat-'] },
    { pattern: /AIza[0-9A-Za-z_-]{35}/g, anchor: 'AIza', starts: ['AIza'] },
    { pattern: /npm_[A-Za-z0-9]{36}/g, anchor: 'npm_', starts: ['npm_'] },
    {
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
        anchor: 'PRIVATE KEY',
        starts: ['PRIVATE KEY']
    },
    {
        pattern: /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
        anchor: 'Private-Lines',
        starts: ['Private-Lines'],
        replace: `$1 ${MASK}`
    },
    {
        pattern: /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9_/-]+/g,
        anchor: 'hooks\\.slack\\.com',
        starts: ['hooks.slack.com'],
        replace: `$1${MASK}`
    },
    {
        pattern: /(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{8,}/g,
        anchor: 'FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj',
        starts: ['FwoGZXIvYXdz', 'IQoJb3JpZ2luX2Vj']
    },
    {
        pattern: /((?:Account|SharedAccess)Key\s*=\s*)[A-Za-z0-9+/=]{8,}/g,
        anchor: '(?:Account|SharedAccess)Key',
        starts: ['AccountKey', 'SharedAccessKey'],
        replace: `$1${MASK}`
    },
    {
        pattern: /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/@'"\\]+:)[^\s/@'"\\]+@/g,
        anchor: ':\\/\\/[^\\t-\\r :/@]+:[^\\t-\\r /@]+@',
        starts: ['://'],
        replace: `$1${MASK}@`
    },
    {
        pattern: /((?:aws)?[_-]?session[_-]?token\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+=]{16,}/gi,
        anchor: '[Ss][Ee][Ss][Ss][Ii][Oo][Nn][_-]?[Tt][Oo][Kk][Ee][Nn]',
        starts: ['session_token', 'session-token', 'sessiontoken'],
        caseless: true,
        replace: `$1${MASK}`
    },
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

;// CONCATENATED MODULE: ./src/core/redact/pem.ts

const PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
const MAX_BODY_CHARS = 16 * 1024;
function isBase64(c) {
    return ((c >= 48 && c <= 57) ||
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        c === 43 ||
        c === 47 ||
        c === 61);
}
function breakBefore(text, at) {
    if (text.charCodeAt(at - 1) === 10)
        return text.charCodeAt(at - 2) === 13 ? 2 : 1;
    if (text.charCodeAt(at - 1) === 110 && text.charCodeAt(at - 2) === 92)
        return text.charCodeAt(at - 3) === 114 && text.charCodeAt(at - 4) === 92 ? 4 : 2;
    return 0;
}
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
        if (i < lineEnd && text.charCodeAt(i - 1) === 92)
            i++;
        if (i === lineEnd || (i > floor && breakBefore(text, i) === 0))
            return start;
        start = i;
    }
}
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

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/core/redact/prefilter-module.ts
const PAGE = 64 * 1024;
const GATE = 0;
const BUCKETS = GATE + 65536;
const ENTRIES = BUCKETS + 65536 * 4;
const MAX_ENTRIES = 4096;
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
function matchBody() {
    const [q, bucket, e, eEnd] = [0, 1, 2, 3];
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
function scanBody() {
    const [p, last, x, k] = [0, 1, 2, 3];
    const gate = (pair) => [...pair, ...load(I32_LOAD8_U, GATE)];
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

;// CONCATENATED MODULE: ./src/core/redact/prefilter.ts


const MAX_SCAN_BYTES = 4 * 1024 * 1024;
const MAX_CHUNK_BYTES = 256 * 1024;
const LINE = MAX_CHUNK_BYTES + PAD;
function textOf(buf, start, end, decoded) {
    const view = Buffer.from(buf.buffer, buf.byteOffset + start, end - start);
    if (decoded?.length === end - start && (0,external_node_buffer_.isAscii)(view))
        return decoded;
    return view.toString('latin1');
}
function bytePrefilter(starts, confirm) {
    const entries = buildEntries(starts);
    if (entries === undefined)
        return undefined;
    const wasm = instantiate();
    if (wasm === undefined)
        return undefined;
    return new Scanner(wasm, entries, confirm);
}
function instantiate() {
    try {
        const module = new WebAssembly.Module(moduleBytes(Math.ceil((INPUT + LINE + PAGE) / PAGE)));
        const exports = new WebAssembly.Instance(module, {}).exports;
        return {
            memory: exports.memory,
            find: exports.scan
        };
    }
    catch {
        return undefined;
    }
}
function groupsByPair(entries, all) {
    const groupsAt = new Uint32Array(65536);
    for (const e of entries)
        groupsAt[e.key] = (groupsAt[e.key] ?? 0) | e.groups(all);
    return groupsAt;
}
class Scanner {
    memory;
    find;
    bytes;
    sticky;
    all;
    groupsAt;
    constructor(wasm, entries, confirm) {
        this.memory = wasm.memory;
        this.find = wasm.find;
        this.bytes = new Uint8Array(wasm.memory.buffer);
        writeTables(this.bytes, entries);
        this.sticky = confirm.map((re) => new RegExp(re.source, re.flags.replace(/[gy]/g, '') + 'y'));
        this.all = (1 << confirm.length) - 1;
        this.groupsAt = groupsByPair(entries, this.all);
    }
    any(buf, start, end, decoded) {
        const mask = this.run(buf, start, end, decoded, true);
        return mask === undefined ? undefined : mask !== 0;
    }
    groups(buf, start, end, decoded) {
        return this.run(buf, start, end, decoded, false);
    }
    chunk(buf) {
        if (buf.length > MAX_CHUNK_BYTES)
            return undefined;
        const last = buf.lastIndexOf(0x0a);
        if (last >= 0)
            this.load(buf, 0, last, 0);
        let from = 0;
        let next = -2;
        return (start, end, decoded) => {
            if (end - start < 2)
                return false;
            if (end > last)
                return this.run(buf, start, end, decoded, true) !== 0;
            if (next === -2 || start < from || (next >= 0 && next < start)) {
                from = start;
                next = this.find(start, last);
            }
            if (next < 0 || next > end - 2)
                return false;
            const mask = this.confirmed(buf, start, end, start, decoded, next, true);
            next = -2;
            return mask !== 0;
        };
    }
    run(buf, start, end, decoded, one) {
        const length = end - start;
        if (length < 2)
            return 0;
        if (length > MAX_SCAN_BYTES)
            return undefined;
        this.load(buf, start, end, LINE);
        return this.confirmed(buf, start, end, LINE, decoded, this.find(LINE, LINE + length - 1), one);
    }
    load(buf, start, end, at) {
        const length = end - start;
        if (INPUT + at + length + PAD > this.bytes.length) {
            this.memory.grow(Math.ceil((INPUT + at + length + PAD - this.bytes.length) / PAGE));
            this.bytes = new Uint8Array(this.memory.buffer);
        }
        this.bytes.set(start === 0 && end === buf.length
            ? buf
            : new Uint8Array(buf.buffer, buf.byteOffset + start, length), INPUT + at);
        this.bytes.fill(0, INPUT + at + length, INPUT + at + length + PAD);
    }
    confirmed(buf, start, end, at, decoded, first, one) {
        const last = at + end - start - 1;
        const bytes = this.bytes;
        let text;
        let mask = 0;
        for (let cand = first; cand >= 0 && cand < last; cand = this.find(cand + 1, last)) {
            const key = (bytes[INPUT + cand] ?? 0) | ((bytes[INPUT + cand + 1] ?? 0) << 8);
            const groups = (this.groupsAt[key] || this.all) & ~mask;
            if (groups === 0)
                continue;
            text ??= textOf(buf, start, end, decoded);
            mask |= this.confirmAt(text, cand - at, groups);
            if (mask !== 0 && one)
                return mask;
        }
        return mask;
    }
    confirmAt(text, index, groups) {
        let mask = 0;
        for (let group = 0; group < this.sticky.length; group++) {
            if ((groups & (1 << group)) === 0)
                continue;
            const re = this.sticky[group];
            re.lastIndex = index;
            if (re.test(text))
                mask |= 1 << group;
        }
        return mask;
    }
}
function isLetter(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
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

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
;// CONCATENATED MODULE: ./src/core/redact/redact.ts








const longestFirst = (a, b) => b.length - a.length;
function matchersOf(secrets) {
    const { values, wrapped } = (0,redact_forms/* valueForms */.PL)(secrets);
    const literals = [...values].sort(longestFirst).map(redact_forms/* escapeRegExp */.Nt);
    const wraps = [...wrapped].sort(longestFirst).map(redact_forms/* wrappedPattern */.aw);
    const rawEnds = [...new Set([...wrapped].flatMap(redact_forms/* wrapPieces */.YM))];
    const byValue = literals.length + wraps.length > 0
        ? new RegExp([...literals, ...wraps].join('|'), 'g')
        : undefined;
    const unwrappedValues = [...values].filter((v) => !wrapped.has(v));
    const unwrapped = [...unwrappedValues].sort(longestFirst).map(redact_forms/* escapeRegExp */.Nt);
    const suspectText = new RegExp([
        ...unwrapped,
        ...rawEnds.map(redact_forms/* escapeRegExp */.Nt),
        ...SHAPES.map((s) => s.anchor),
        ESCAPED_TEST.source
    ].join('|'));
    return {
        byValue,
        suspectText,
        suspectRaw: new RegExp([suspectText.source, JSON_DISGUISE].join('|')),
        valueStarts: [...unwrappedValues, ...rawEnds]
    };
}
const ESC = SHAPES.length + 1;
const latin1 = (v) => Buffer.from(v, 'utf8').toString('latin1');
function prefilterFor(valueStarts) {
    try {
        return bytePrefilter([
            ...valueStarts.map((v) => ({ bytes: latin1(v), group: 0 })),
            ...SHAPES.flatMap((s, i) => s.starts.map((b) => ({ bytes: b, caseless: s.caseless, group: i + 1 }))),
            ...DISGUISE_STARTS.map((b) => ({ bytes: b, group: ESC }))
        ], [
            new RegExp(valueStarts.map((v) => (0,redact_forms/* escapeRegExp */.Nt)(latin1(v))).join('|') || '(?!)'),
            ...SHAPES.map((s) => new RegExp(s.anchor)),
            new RegExp(`${ESCAPED_TEST.source}|${JSON_DISGUISE}`)
        ]);
    }
    catch {
        return undefined;
    }
}
function includesAny(text, literals) {
    for (const literal of literals)
        if (text.includes(literal))
            return true;
    return false;
}
class Masker {
    matchers;
    bytes;
    built = false;
    filter;
    constructor(matchers, bytes) {
        this.matchers = matchers;
        this.bytes = bytes;
    }
    prefilter() {
        if (!this.built) {
            this.built = true;
            this.filter = this.bytes ? prefilterFor(this.matchers.valueStarts) : undefined;
        }
        return this.filter;
    }
    groupsOf(text) {
        const bytes = text.length >= 256 ? this.prefilter() : undefined;
        if (bytes !== undefined) {
            const b = Buffer.from(text, 'utf8');
            const mask = bytes.groups(b, 0, b.length, text);
            if (mask !== undefined)
                return mask;
        }
        return this.groupsByText(text);
    }
    groupsByText(text) {
        if (!this.matchers.suspectText.test(text))
            return 0;
        let mask = includesAny(text, this.matchers.valueStarts) ? 1 : 0;
        const lower = text.toLowerCase();
        let bit = 2;
        for (const shape of SHAPES) {
            if (includesAny(shape.caseless === true ? lower : text, shape.starts))
                mask |= bit;
            bit <<= 1;
        }
        return ESCAPED_TEST.test(text) ? mask | (1 << ESC) : mask;
    }
    plain(text, mask) {
        let out = text;
        const byValue = this.matchers.byValue;
        if (byValue !== undefined && (mask & 1) !== 0) {
            const masked = out.replace(byValue, MASK);
            if (masked !== out) {
                out = masked;
                mask = this.groupsOf(out);
            }
        }
        let bit = 2;
        for (const shape of SHAPES) {
            if ((mask & bit) !== 0) {
                shape.pattern.lastIndex = 0;
                if (shape.pattern.test(out)) {
                    shape.pattern.lastIndex = 0;
                    out = out.replace(shape.pattern, shape.replace ?? MASK);
                    mask = this.groupsOf(out);
                }
            }
            bit <<= 1;
        }
        return maskBodiesBeforeEnd(out);
    }
    redact(text) {
        if (text === '')
            return text;
        const mask = this.groupsOf(text);
        if (mask === 0)
            return text;
        const out = this.plain(text, mask);
        if ((mask & (1 << ESC)) !== 0 && ESCAPED_TEST.test(text)) {
            const whole = undisguise(text);
            const masked = this.plain(whole, this.groupsOf(whole));
            if (masked !== (out === text ? whole : undisguise(out)))
                return masked;
        }
        return out;
    }
}
function makeRedactor(secrets, options = {}) {
    const masker = new Masker(matchersOf(secrets), options.bytes !== false);
    const { suspectRaw } = masker.matchers;
    const redact = (text) => masker.redact(text);
    redact.suspect = (text) => suspectRaw.test(text);
    redact.suspectBytes = (buf, start, end, decoded) => masker.prefilter()?.any(buf, start, end, decoded) ??
        suspectRaw.test(Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8'));
    redact.suspectChunk = (buf) => masker.prefilter()?.chunk(buf);
    return redact;
}


/***/ }),

/***/ 11808:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Av: () => (/* binding */ gateFindings),
/* harmony export */   Bz: () => (/* binding */ FINDINGS_SCHEMA),
/* harmony export */   RJ: () => (/* binding */ readFindings),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   ur: () => (/* binding */ severityCounts)
/* harmony export */ });
/* unused harmony exports cleanPath, normaliseText, fingerprintOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schema_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(36964);


const SEVERITIES = ['critical', 'high', 'medium', 'low'];
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
function readFindings(message, compile, redact) {
    const check = (0,_schema_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .checkStructuredOutput */ .vV)(message, FINDINGS_SCHEMA, compile);
    if (!check.ok)
        return { ok: false, errors: check.errors };
    const value = JSON.parse(check.json);
    const findings = value.findings.map((raw) => {
        let line = raw.line;
        let start = raw.start_line;
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
function cleanPath(path) {
    const p = path
        .trim()
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '');
    if (p.startsWith('/') || p.split('/').includes('..'))
        return '';
    return p;
}
function normaliseText(text) {
    return text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/\b(?:lines?|l)\s*\d+(?:\s*(?:[-–—]|to)\s*\d+)?/g, 'line #')
        .replace(/[\s`*_~'"“”‘’.,;:!?()[\]{}<>|#-]+/g, ' ')
        .trim();
}
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
function severityRank(s) {
    return SEVERITIES.indexOf(s);
}
function gateFindings(findings, failOn) {
    if (failOn === 'none')
        return [];
    const limit = severityRank(failOn);
    return findings.filter((f) => severityRank(f.severity) <= limit);
}
function severityCounts(findings) {
    return SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length])
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${String(n)} ${s}`)
        .join(', ');
}


/***/ }),

/***/ 72230:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ joinSaid),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   Sx: () => (/* binding */ anEvent),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   ag: () => (/* binding */ said),
/* harmony export */   f$: () => (/* binding */ shownText),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   oX: () => (/* binding */ Said),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(72020);

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

/***/ 36964:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vf: () => (/* binding */ withSchemaInstructions),
/* harmony export */   hC: () => (/* binding */ parseSchemaInput),
/* harmony export */   vV: () => (/* binding */ checkStructuredOutput)
/* harmony export */ });
/* unused harmony export extractJson */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74296);

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
function extractJson(message) {
    const whole = message.trim();
    if (whole === '')
        return { problem: 'The final message is empty; it must be JSON.' };
    try {
        return { value: JSON.parse(whole) };
    }
    catch {
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
            if (!(error instanceof RangeError))
                throw error;
            return { ok: false, errors: ['(root) is nested too deeply to be checked against the schema'] };
        }
    }
    return { ok: false, errors };
}


/***/ }),

/***/ 64378:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   PR: () => (/* binding */ isPlanModelRefusal),
/* harmony export */   _n: () => (/* binding */ CAUSE_REASONS),
/* harmony export */   rl: () => (/* binding */ causeOf)
/* harmony export */ });
/* unused harmony export networkFault */
const CAUSE_REASONS = {
    network: 'network',
    auth: 'auth',
    untrusted: 'invalid_input',
    no_chat: 'invalid_input',
    workspace_missing: 'workspace_missing',
    usage_limit: 'usage_limit',
    model_unavailable: 'model_unavailable'
};
const CAUSES = [
    ['auth', /Authentication required|not logged in|invalid api key|unauthori[sz]ed/i],
    ['untrusted', /Workspace Trust Required/i],
    ['no_chat', /No previous chats found/i],
    [
        'workspace_missing',
        /\buv_cwd\b|\bworkspace\b[^\n]{0,200}?\b(?:does not exist|not found|no such file or directory)/i
    ],
    ['usage_limit', /hit your usage limit|usage limit (?:reached|exceeded)/i],
    ['model_unavailable', /Cannot use this model|Named models unavailable/i]
];
function causeOf(stderr, errorText = '') {
    if (networkFault(stderr))
        return 'network';
    const text = errorText === '' ? stderr : `${stderr}\n${errorText}`;
    for (const [cause, pattern] of CAUSES)
        if (pattern.test(text))
            return cause;
    return undefined;
}
function isPlanModelRefusal(text) {
    return /Named models unavailable|can only use Auto/i.test(text);
}
const NETWORK_ERROR = /\b(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|getaddrinfo)\b|\bTLS\b|\bSSL\b|certificate|\bCERT_[A-Z_]+|UNABLE_TO_(?:VERIFY|GET)_[A-Z_]+|self[- ]signed/i;
const CURSOR_HOST = /(?<![A-Za-z0-9-])(?:[A-Za-z0-9-]+\.)*(?:cursor\.sh|cursorapi\.com|cursor\.com)(?![A-Za-z0-9-]|\.[A-Za-z0-9])/i;
const MCP_WORDS = /\bmcp\b/i;
const HOST_PROPERTY = /^\s*(?:host|hostname|servername|url|address)\s*:/i;
const PROPERTY_LINES = 8;
function networkFault(stderr) {
    if (stderr === '' || !NETWORK_ERROR.test(stderr) || !CURSOR_HOST.test(stderr))
        return false;
    const lines = stderr.split(/\r?\n/);
    return lines.some((line, i) => {
        if (!NETWORK_ERROR.test(line) || MCP_WORDS.test(line))
            return false;
        if (CURSOR_HOST.test(line))
            return true;
        return lines
            .slice(i + 1, i + 1 + PROPERTY_LINES)
            .some((l) => HOST_PROPERTY.test(l) && CURSOR_HOST.test(l));
    });
}


/***/ }),

/***/ 94168:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hx: () => (/* binding */ isThinkingDelta),
/* harmony export */   Je: () => (/* binding */ stringOf),
/* harmony export */   Mu: () => (/* binding */ ASSISTANT_HEAD),
/* harmony export */   S2: () => (/* binding */ THINKING_DELTA),
/* harmony export */   iR: () => (/* binding */ ASSISTANT_DELTA)
/* harmony export */ });
const JSON_STRING = String.raw `"[^"\\\u0000-\u001f]*(?:\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})[^"\\\u0000-\u001f]*)*"`;
const THINKING_DELTA = new RegExp(String.raw `^\{"type":"thinking","subtype":"delta","text":${JSON_STRING},"session_id":${JSON_STRING},"timestamp_ms":(?:0|[1-9][0-9]{0,15})\}$`);
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
const ASSISTANT_DELTA = new RegExp(String.raw `^\{"type":"assistant","message":\{"role":"assistant","content":\[\{"type":"text","text":(${JSON_STRING})\}\]\},"session_id":(${JSON_STRING}),"timestamp_ms":(0|[1-9][0-9]{0,15})\}$`);
const ASSISTANT_HEAD = '{"type":"assistant","message":{"role":"assistant","content":[{';
function stringOf(literal) {
    return literal.includes('\\') ? JSON.parse(literal) : literal.slice(1, -1);
}


/***/ }),

/***/ 40385:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yc: () => (/* binding */ StreamParser),
  Bt: () => (/* binding */ THINKING_DELTA_LINE),
  P0: () => (/* binding */ sessionIdOf)
});

// UNUSED EXPORTS: parseLine

// EXTERNAL MODULE: ./src/core/stream/json.ts
var json = __nccwpck_require__(44584);
;// CONCATENATED MODULE: ./src/core/redact/value.ts
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

// EXTERNAL MODULE: ./src/core/stream/delta-lines.ts
var delta_lines = __nccwpck_require__(94168);
// EXTERNAL MODULE: ./src/core/stream/tools.ts
var tools = __nccwpck_require__(37379);
// EXTERNAL MODULE: ./src/core/stream/queries.ts
var queries = __nccwpck_require__(32932);
;// CONCATENATED MODULE: ./src/core/stream/agent-events.ts




function textOf(message, redact, joined) {
    if (!(0,json/* isObject */.Gv)(message))
        return '';
    const content = message.content;
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    let out = '';
    let pieces = 0;
    for (const item of content) {
        if ((0,json/* isObject */.Gv)(item) && typeof item.text === 'string') {
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
    if (!(0,json/* isObject */.Gv)(value))
        return undefined;
    const usage = {};
    const keys = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
    let any = false;
    for (const key of keys) {
        const n = (0,json/* num */.bu)(value[key]);
        if (n !== undefined) {
            usage[key] = n;
            any = true;
        }
    }
    return any ? usage : undefined;
}
function toEvent(type, v, idOf, redact, joined) {
    const subtype = (0,json/* str */.gx)(v.subtype) ?? '';
    switch (type) {
        case 'system':
            if (subtype !== 'init')
                return { type: 'unknown', eventType: `system/${subtype}` };
            return {
                type: 'init',
                sessionId: idOf(v.session_id),
                model: (0,json/* str */.gx)(v.model),
                cwd: (0,json/* str */.gx)(v.cwd),
                apiKeySource: (0,json/* str */.gx)(v.apiKeySource)
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
            const queryType = (0,json/* str */.gx)(v.query_type) ?? '';
            return { type: 'interaction_query', subtype, queryType, ...(0,queries/* readQuery */.xB)(v, queryType, subtype) };
        }
        case 'retry':
            return {
                type: 'retry',
                subtype,
                text: textOf(v.message, redact, joined),
                attempt: (0,json/* num */.bu)(v.attempt)
            };
        case 'connection':
            return { type: 'connection', subtype };
        case 'reconnecting':
            return { type: 'connection', subtype: 'reconnecting' };
        case 'error':
            return { type: 'error', message: (0,json/* str */.gx)(v.message) ?? (0,json/* str */.gx)(v.error) ?? '' };
        default:
            return { type: 'unknown', eventType: subtype === '' ? type : `${type}/${subtype}` };
    }
}
function assistantEvent(v, idOf, redact, joined) {
    const modelCallId = (0,json/* str */.gx)(v.model_call_id);
    const timestampMs = (0,json/* num */.bu)(v.timestamp_ms);
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
    const callId = (0,json/* str */.gx)(v.call_id) ?? ((0,json/* isObject */.Gv)(v.tool_call) ? (0,json/* str */.gx)(v.tool_call.toolCallId) : undefined) ?? '';
    const tool = (0,tools/* readToolCall */.zY)(v.tool_call, redact !== undefined ? (decoded) => redactValue(decoded, redact).value : undefined);
    if (redact !== undefined && tool.kind === 'mcp' && subtype === 'completed')
        joined.changed = (0,tools/* maskMcpContent */.ai)(tool.result, redact);
    return { type: 'tool_call', subtype, callId, tool, timestampMs: (0,json/* num */.bu)(v.timestamp_ms) };
}
function resultEvent(v, subtype, idOf) {
    return {
        type: 'result',
        subtype,
        isError: v.is_error === true || subtype === 'error',
        text: (0,json/* str */.gx)(v.result) ?? ((0,json/* isObject */.Gv)(v.error) ? ((0,json/* str */.gx)(v.error.message) ?? '') : ''),
        sessionId: idOf(v.session_id),
        requestId: (0,json/* str */.gx)(v.request_id),
        durationMs: (0,json/* num */.bu)(v.duration_ms),
        usage: usageOf(v.usage)
    };
}

;// CONCATENATED MODULE: ./src/core/stream/events.ts




const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
function sessionIdOf(v) {
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
    return parseWith(line, redact, suspect, sessionIdOf);
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
    if (!(0,json/* isObject */.Gv)(value))
        return redacted === undefined
            ? { ok: false, reason: 'not_object' }
            : { ok: false, reason: 'not_object', redacted };
    const type = (0,json/* str */.gx)(value.type);
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
    if (delta_lines/* THINKING_DELTA */.S2.test(line))
        return THINKING_DELTA_LINE;
    if (!line.startsWith(delta_lines/* ASSISTANT_HEAD */.Mu))
        return undefined;
    const m = delta_lines/* ASSISTANT_DELTA */.iR.exec(line);
    if (m === null)
        return undefined;
    const event = {
        type: 'assistant',
        variant: 'delta',
        text: (0,delta_lines/* stringOf */.Je)(m[1]),
        modelCallId: undefined,
        timestampMs: Number(m[3]),
        sessionId: sessionId((0,delta_lines/* stringOf */.Je)(m[2]))
    };
    return { ok: true, event };
}
function redactedLine(line, value, changed, redact) {
    if (changed)
        return JSON.stringify(value);
    const again = JSON.stringify(value);
    return again !== line && redact(line) !== line ? again : undefined;
}


/***/ }),

/***/ 44584:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   gx: () => (/* binding */ str)
/* harmony export */ });
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


/***/ }),

/***/ 70823:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ LineSplitter)
/* harmony export */ });
const MAX_LINE_BYTES = 64 * 1024 * 1024;
const HEAD_BYTES = 16 * 1024;
function headOf(bytes) {
    const head = bytes.subarray(0, HEAD_BYTES).toString('utf8');
    let end = head.length;
    while (end > 0 && TOKEN_CHAR.test(head.charAt(end - 1)))
        end--;
    return head.slice(0, end);
}
const TOKEN_CHAR = /[A-Za-z0-9_+/=\\%.:\uFFFD-]/;
const NL = 0x0a;
const NEWLINE = Buffer.from('\n');
class LineSplitter {
    onLine;
    onOversize;
    maxLine;
    onBytes;
    peek;
    parts = [];
    partBytes = 0;
    oversize = false;
    oversizeHead = '';
    first = true;
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

/***/ 36120:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ missingServers),
/* harmony export */   I7: () => (/* binding */ STATE_WORDS),
/* harmony export */   UI: () => (/* binding */ missingSentence),
/* harmony export */   ZO: () => (/* binding */ mcpCallEnded),
/* harmony export */   gB: () => (/* binding */ mcpCallStarted),
/* harmony export */   h2: () => (/* binding */ failingServers),
/* harmony export */   yi: () => (/* binding */ parseMcpList),
/* harmony export */   zT: () => (/* binding */ emptyMcpUse)
/* harmony export */ });
/* unused harmony export MCP_LIMITS */
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(44584);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(72020);
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(72230);



const MCP_LIMITS = {
    servers: 100,
    name: 200,
    error: 1000
};
function emptyMcpUse() {
    return { servers: new Map(), untracked: 0 };
}
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
function entry(use, server) {
    let counts = use.servers.get(server);
    if (counts === undefined && use.servers.size < MCP_LIMITS.servers) {
        counts = { calls: 0, ok: 0, failed: 0, rejected: 0 };
        use.servers.set(server, counts);
    }
    return counts;
}
function mcpCallStarted(use, call, args) {
    const server = mcpServerOf(args);
    call.server = server;
    const counts = entry(use, server);
    if (counts === undefined)
        use.untracked++;
    else
        counts.calls++;
}
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
function failingServers(use) {
    const out = [];
    for (const [name, c] of use.servers)
        if (c.calls > 0 && c.failed + c.rejected === c.calls)
            out.push(name);
    return out;
}
const STATUS_WORDS = [
    ['ready', 'ready'],
    ['connected', 'connected'],
    ['Error:', 'error'],
    ['connection failed', 'connection_failed'],
    ['disconnected', 'disconnected'],
    ['not loaded', 'not_loaded'],
    ['disabled', 'disabled'],
    ['requires_authentication', 'needs_auth'],
    ['needs authentication', 'needs_auth'],
    ['loading', 'loading'],
    ['connecting', 'loading']
];
const STATES = {
    ready: 'up',
    connected: 'up',
    error: 'down',
    connection_failed: 'down',
    disconnected: 'down',
    not_loaded: 'needs_action',
    disabled: 'needs_action',
    needs_auth: 'needs_action',
    loading: 'unknown',
    unknown: 'unknown'
};
const STATE_WORDS = {
    up: 'up',
    down: 'down',
    needs_action: 'needs action',
    unknown: 'state unknown'
};
function statusOf(text) {
    for (const [w, status] of STATUS_WORDS)
        if (text === w || text.startsWith(`${w} `) || (w.endsWith(':') && text.startsWith(w)))
            return status;
    return undefined;
}
const CSI = /\u001b\[[0-9;?]*([A-Za-z])/g;
const OSC = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;
const GLYPH = /^[○●◯✓✔✗✘•·*-]\s+/u;
const LOADING = /^Loading MCPs(?:…|\.\.\.)?\s*/i;
const URL_IN_TEXT = /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s'"<>()]+/g;
function screenLines(stdout) {
    return stdout
        .replace(OSC, '')
        .replace(CSI, (_m, end) => (end === 'm' ? '' : '\n'))
        .split(/\r\n|\r|\n/);
}
function scrubUrls(text) {
    return text.replace(URL_IN_TEXT, (url) => {
        const m = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)(?:[^@/?#]*@)?([^/?#:]*)/.exec(url);
        if (m === null)
            return '…';
        const rest = url.length > m[0].length ? '/…' : '';
        return `${m[1]}${m[2]}${rest}`;
    });
}
function parseMcpList(stdout) {
    const servers = [];
    let empty = false;
    for (const raw of screenLines(stdout)) {
        const line = raw.trim().replace(LOADING, '').replace(GLYPH, '');
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
        state: STATES[status],
        text: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(scrubUrls(text), MCP_LIMITS.error + 1)
    };
}
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
const QUOTED_ERROR = 300;
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
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `; before the run ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('cursor-agent mcp list')} said ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(m.listed.text)} (${STATE_WORDS[m.listed.state]})`;
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(m.name)}: ${calls}${last}${listed}`;
}
function missingSentence(missing) {
    const items = missing.map(whyMissing);
    return missing.length === 1
        ? (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `The MCP server that ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('require-mcp')} names had no successful call: ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(items, '')}.`
        : (0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .said */ .ag) `The MCP servers that ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)('require-mcp')} names had no successful call: ${(0,_said_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(items, '; ')}.`;
}


/***/ }),

/***/ 32932:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z2: () => (/* binding */ PLAN_QUERY),
/* harmony export */   oe: () => (/* binding */ QUESTION_QUERY),
/* harmony export */   xB: () => (/* binding */ readQuery)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(44584);

const PLAN_QUERY = 'createPlanRequestQuery';
const QUESTION_QUERY = 'askQuestionInteractionQuery';
const MAX_PROMPTS = 20;
function readQuery(v, queryType, subtype) {
    if (subtype === 'response')
        return responseFacts(v, queryType);
    const query = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(v.query) ? v.query : undefined;
    const body = query !== undefined && (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(query[queryType]) ? query[queryType] : undefined;
    const args = body !== undefined && (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(body.args) ? body.args : undefined;
    const out = {
        detail: args === undefined ? '' : ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.command) ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.url) ?? (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.query) ?? '')
    };
    const id = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(query?.id);
    if (id !== undefined)
        out.id = id;
    if (args === undefined)
        return out;
    if (queryType === PLAN_QUERY) {
        const plan = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.plan);
        if (plan !== undefined && plan.trim() !== '')
            out.plan = plan;
    }
    else if (queryType === QUESTION_QUERY)
        out.question = questionOf(args);
    return out;
}
function questionOf(args) {
    const prompts = [];
    const questions = Array.isArray(args.questions) ? args.questions : [];
    for (const q of questions) {
        if (prompts.length >= MAX_PROMPTS)
            break;
        const prompt = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(q) ? (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(q.prompt) : undefined;
        if (prompt !== undefined && prompt.trim() !== '')
            prompts.push(prompt);
    }
    return { title: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(args.title) ?? '', prompts };
}
function responseFacts(v, queryType) {
    const out = { detail: '' };
    const response = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(v.response) ? v.response : undefined;
    const id = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(response?.id);
    if (id !== undefined)
        out.id = id;
    const named = queryType.endsWith('Query') ? `${queryType.slice(0, -'Query'.length)}Response` : '';
    const body = response !== undefined && (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(response[named]) ? response[named] : response;
    for (const holder of [body?.result, body, v.result]) {
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(holder) || !('rejected' in holder))
            continue;
        const rejected = holder.rejected;
        out.rejected = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(rejected) ? ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(rejected.reason) ?? '') : ((0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(rejected) ?? '');
        break;
    }
    return out;
}


/***/ }),

/***/ 18835:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ex: () => (/* binding */ ReportBuilder),
  _O: () => (/* reexport */ emptyReport)
});

// UNUSED EXPORTS: NONE, REPORT_LIMITS, cap, foldText

// EXTERNAL MODULE: ./src/core/stream/events.ts + 2 modules
var events = __nccwpck_require__(40385);
// EXTERNAL MODULE: ./src/core/stream/lines.ts
var lines = __nccwpck_require__(70823);
// EXTERNAL MODULE: ./src/core/stream/mcp.ts
var mcp = __nccwpck_require__(36120);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
;// CONCATENATED MODULE: ./src/core/stream/report-model.ts


const REPORT_LIMITS = {
    outputTail: 2000,
    outputTails: 200,
    text: 1024 * 1024,
    target: 500,
    samples: 5,
    sampleChars: 300,
    recentCalls: 1000,
    problemCalls: 500,
    runningCalls: 10_000,
    questions: 20,
    questionChars: 500,
    questionPrompts: 10
};
const NO_MARK = { mark: '' };
function cap(text, max) {
    return (0,core_text/* truncate */.xv)(text, max, NO_MARK);
}
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
const NONE = Object.freeze({ kind: 'none' });

// EXTERNAL MODULE: ./src/core/stream/json.ts
var json = __nccwpck_require__(44584);
;// CONCATENATED MODULE: ./src/core/stream/touched.ts

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
    noteEdit(kind, path, body) {
        const added = count(body.linesAdded) ?? count(body.linesCreated);
        const removed = count(body.linesRemoved);
        const change = this.entry(path, true);
        if (added !== undefined)
            change.added = (change.added ?? 0) + added;
        if (removed !== undefined)
            change.removed = (change.removed ?? 0) + removed;
        const diff = (0,json/* str */.gx)(body.diffString) ?? '';
        if (diff.startsWith('--- /dev/null') || kind === 'write')
            change.created ||= !change.deleted;
        if (kind === 'delete')
            change.deleted = true;
        return { added, removed };
    }
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/core/paths.ts

const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]|^\\\\/;
function isWindowsPath(p) {
    return WINDOWS_ABSOLUTE.test(p);
}
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

// EXTERNAL MODULE: ./src/core/stream/tools.ts
var tools = __nccwpck_require__(37379);
;// CONCATENATED MODULE: ./src/core/stream/tool-calls.ts







class ToolCalls {
    report;
    fold;
    calls = new Map();
    running = new Set();
    anonymous = 0;
    files;
    keptTails = 0;
    keptProblems = 0;
    problems = new Set();
    compactAt = 2 * (REPORT_LIMITS.recentCalls + REPORT_LIMITS.problemCalls);
    nextIndex = 1;
    constructor(report, fold) {
        this.report = report;
        this.fold = fold;
        this.files = new FileLedger(report.filesRead, report.filesChanged);
    }
    runningCalls() {
        return [...this.running];
    }
    mergeGitChange(change) {
        this.files.mergeGit(change);
    }
    started(event) {
        if (event.callId === '') {
            event = { ...event, callId: `(no id ${++this.anonymous})` };
        }
        else if (this.calls.has(event.callId)) {
            return NONE;
        }
        const call = this.newCall(event, false);
        this.running.add(call);
        this.report.counts.running++;
        if (this.running.size > REPORT_LIMITS.runningCalls) {
            const oldest = this.running.values().next().value;
            if (oldest !== undefined) {
                this.running.delete(oldest);
                this.calls.delete(oldest.callId);
            }
        }
        return { kind: 'tool_started', call };
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
        call.durationMs =
            c.outcome === 'rejected'
                ? undefined
                : this.duration(call, c.executionMs, tool.completedAtMs, event.timestampMs);
        this.count(call);
        if (call.server !== undefined)
            (0,mcp/* mcpCallEnded */.ZO)(this.report.mcp, call.server, call.state, c.reason);
        if (c.outcome === 'failed' || c.outcome === 'rejected')
            this.keepProblem(call, c.output);
        if (c.outcome === 'ok')
            this.noteFiles(call, tool.result);
        return { kind: 'tool_completed', call };
    }
    keepProblem(call, output) {
        if (this.keptProblems < REPORT_LIMITS.problemCalls) {
            this.keptProblems++;
            this.problems.add(call);
        }
        if (output === undefined)
            return;
        if (this.keptTails < REPORT_LIMITS.outputTails) {
            const redact = this.fold.redactor();
            const whole = redact !== undefined ? redact(output) : output;
            call.outputTail = (0,core_text/* truncate */.xv)(whole, REPORT_LIMITS.outputTail + 1, { keep: 'tail' });
            this.keptTails++;
        }
        else {
            this.report.diagnostics.droppedOutputTails++;
        }
    }
    oldestAnonymous(kind) {
        for (const call of this.running) {
            if (call.callId.startsWith('(no id ') && (call.kind === kind || kind === 'unknown'))
                return call;
        }
        return undefined;
    }
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
                : {
                    startedAt: this.fold.now(),
                    startedAtMs: tool.startedAtMs,
                    timestampMs: event.timestampMs
                })
        };
        if (tool.args !== undefined)
            this.notePath(call, (0,json/* str */.gx)(tool.args.path));
        if (call.kind === 'mcp')
            (0,mcp/* mcpCallStarted */.gB)(this.report.mcp, call, tool.args);
        const plan = call.kind === 'createPlan' ? (0,json/* str */.gx)(tool.args?.plan) : undefined;
        if (plan !== undefined && plan.trim() !== '')
            this.fold.onPlan(plan);
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
    kindCounts(kind) {
        const byKind = this.report.counts.byKind;
        let k = byKind.get(kind);
        if (k === undefined) {
            k = { calls: 0, ok: 0, failed: 0, rejected: 0, durationMs: 0 };
            byKind.set(kind, k);
        }
        return k;
    }
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
        if (completedAtMs !== undefined && call.startedAtMs !== undefined) {
            return Math.max(0, completedAtMs - call.startedAtMs);
        }
        if (timestampMs !== undefined && call.timestampMs !== undefined) {
            return Math.max(0, timestampMs - call.timestampMs);
        }
        const now = this.fold.now();
        if (now !== undefined && call.startedAt !== undefined)
            return Math.max(0, now - call.startedAt);
        return undefined;
    }
    target(kind, args) {
        const t = (0,tools/* targetOf */.$r)(kind, args);
        return tools/* WRITE_KINDS */.WU.has(kind) || tools/* READ_KINDS */.H3.has(kind) || kind === 'ls' ? this.rel(t) : t;
    }
    rel(p) {
        return workspacePath(p, this.report.cwd ?? this.fold.root);
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
}

// EXTERNAL MODULE: ./src/core/stream/queries.ts
var queries = __nccwpck_require__(32932);
;// CONCATENATED MODULE: ./src/core/stream/asked.ts



const asked_NONE = Object.freeze({ kind: 'none' });
const asked_NO_MARK = { mark: '' };
function resultWithPlan(result, plan) {
    if (plan === undefined || result.isError || result.text.includes(plan.trim()))
        return result;
    return { ...result, text: plan };
}
function foldQuery(r, q, onPlan) {
    const response = q.subtype === 'response';
    if (q.queryType === queries/* PLAN_QUERY */.Z2) {
        if (!response && q.plan !== undefined) {
            onPlan(q.plan);
            return { kind: 'plan', text: r.plan ?? '' };
        }
        return asked_NONE;
    }
    if (q.queryType === queries/* QUESTION_QUERY */.oe) {
        if (response) {
            skipped(r, q.id, q.rejected ?? '');
            return asked_NONE;
        }
        const question = noteQuestion(r, q.question ?? { title: '', prompts: [] }, q.id);
        return question === undefined ? asked_NONE : { kind: 'question', question };
    }
    if (response)
        return asked_NONE;
    const d = r.diagnostics;
    d.interactionQueries++;
    if (d.querySamples.length < REPORT_LIMITS.samples)
        d.querySamples.push((0,core_text/* truncate */.xv)(`${q.queryType} ${q.detail}`.trim(), REPORT_LIMITS.sampleChars));
    return { kind: 'query', queryType: q.queryType, detail: q.detail };
}
function noteQuestion(r, q, id) {
    const questions = (r.questions ??= { asked: 0, items: [] });
    questions.asked++;
    if (questions.items.length >= REPORT_LIMITS.questions)
        return undefined;
    const max = REPORT_LIMITS.questionChars;
    const record = {
        title: (0,core_text/* truncate */.xv)(q.title, max),
        prompts: q.prompts.slice(0, REPORT_LIMITS.questionPrompts).map((p) => (0,core_text/* truncate */.xv)(p, max))
    };
    if (id !== undefined)
        record.id = id;
    questions.items.push(record);
    return record;
}
function skipped(r, id, reason) {
    const items = r.questions?.items ?? [];
    const open = items.filter((q) => q.skipped === undefined);
    const question = open.find((q) => id !== undefined && q.id === id) ?? open.at(0);
    if (question !== undefined)
        question.skipped = (0,core_text/* truncate */.xv)(reason, REPORT_LIMITS.sampleChars, asked_NO_MARK);
}
function foldConnection(r, e, lastAttempt) {
    if (e.type === 'connection') {
        if (e.subtype !== 'reconnecting')
            return asked_NONE;
        (r.connection ??= { reconnections: 0, retries: 0 }).reconnections++;
        return { kind: 'connection', what: 'reconnecting' };
    }
    if (e.attempt !== undefined ? e.attempt === lastAttempt : lastAttempt !== undefined)
        return asked_NONE;
    (r.connection ??= { reconnections: 0, retries: 0 }).retries++;
    return { kind: 'connection', what: 'retry' };
}

;// CONCATENATED MODULE: ./src/core/stream/report.ts






class ReportBuilder {
    report = emptyReport();
    pendingDelta = '';
    lastFinal;
    lastSegment = '';
    lastAttempt;
    replay;
    redact;
    parser = new events/* StreamParser */.Yc();
    tools;
    constructor(options = {}) {
        this.redact = options.redact;
        this.tools = new ToolCalls(this.report, {
            now: options.now ?? (() => undefined),
            redactor: () => this.redact,
            root: options.root,
            onPlan: (plan) => this.setPlan(plan)
        });
    }
    useRedactor(redact) {
        this.redact ??= redact;
    }
    get openCalls() {
        return this.report.counts.running;
    }
    runningCalls() {
        return this.tools.runningCalls();
    }
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
                return event.subtype === 'started' ? this.tools.started(event) : this.tools.completed(event);
            case 'result':
                return this.result(event);
            case 'interaction_query':
                return foldQuery(r, event, (plan) => this.setPlan(plan));
            case 'retry': {
                const change = foldConnection(r, event, this.lastAttempt);
                if (event.attempt !== undefined)
                    this.lastAttempt = event.attempt;
                this.replayFrom(event.text);
                return change;
            }
            case 'connection': {
                const change = foldConnection(r, event, this.lastAttempt);
                if (change.kind !== 'none')
                    this.replayFrom('');
                return change;
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
    assistant(variant, text) {
        if (variant === 'delta') {
            const replay = this.replay;
            if (replay !== undefined) {
                if (text !== '' && replay.text.startsWith(text, replay.at)) {
                    replay.at += text.length;
                    return NONE;
                }
                this.replay = undefined;
            }
            if (this.pendingDelta.length < REPORT_LIMITS.text)
                this.pendingDelta += text;
            return NONE;
        }
        this.replay = undefined;
        this.pendingDelta = '';
        this.report.segments++;
        const kept = cap(text, REPORT_LIMITS.text);
        this.lastSegment = kept;
        if (variant === 'final')
            this.lastFinal = kept;
        this.report.finalMessage = this.report.plan ?? this.lastFinal ?? this.lastSegment;
        return { kind: 'message', text: kept, final: variant === 'final' };
    }
    replayFrom(text) {
        if (text !== '')
            this.pendingDelta = cap(text, REPORT_LIMITS.text);
        this.replay = this.pendingDelta !== '' ? { text: this.pendingDelta, at: 0 } : undefined;
    }
    setPlan(plan) {
        const r = this.report;
        r.plan = cap(plan, REPORT_LIMITS.text);
        r.finalMessage = r.plan;
        if (r.result !== undefined)
            r.result = resultWithPlan(r.result, r.plan);
    }
    result(event) {
        const r = this.report;
        r.diagnostics.resultEvents++;
        const previous = r.result;
        const result = {
            subtype: event.subtype,
            isError: event.isError || (previous?.isError ?? false),
            text: event.text !== '' ? cap(event.text, REPORT_LIMITS.text) : (previous?.text ?? ''),
            requestId: event.requestId ?? previous?.requestId,
            durationMs: event.durationMs ?? previous?.durationMs,
            usage: event.usage ?? previous?.usage
        };
        r.result = resultWithPlan(result, r.plan);
        r.sessionId ??= event.sessionId;
        if (r.finalMessage === '' && this.pendingDelta !== '') {
            r.finalMessage =
                this.redact !== undefined ? this.redact(this.pendingDelta) : this.pendingDelta;
        }
        return { kind: 'result', result: r.result };
    }
    live() {
        return this.report;
    }
    snapshot() {
        return structuredClone(this.report);
    }
    mergeGitChange(change) {
        this.tools.mergeGitChange(change);
    }
}
function foldText(text, options = {}) {
    const builder = new ReportBuilder(options);
    const splitter = new LineSplitter((line) => {
        builder.line(line);
    }, (bytes, head) => builder.oversize(bytes, head));
    splitter.push(Buffer.from(text));
    splitter.end();
    return builder.live();
}


/***/ }),

/***/ 37379:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   H3: () => (/* binding */ READ_KINDS),
/* harmony export */   L8: () => (/* binding */ classify),
/* harmony export */   WU: () => (/* binding */ WRITE_KINDS),
/* harmony export */   ai: () => (/* binding */ maskMcpContent),
/* harmony export */   zY: () => (/* binding */ readToolCall)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(44584);

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
const FAILURE_KEYS = [
    'failure',
    'error',
    'spawnError',
    'writePermissionDenied',
    'permissionDenied'
];
const denied = true;
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
const WRITE_KINDS = new Set(['edit', 'write', 'delete', 'applyPatch', 'searchReplace']);
const READ_KINDS = new Set(['read']);


/***/ }),

/***/ 72020:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ cutTail),
/* harmony export */   fz: () => (/* binding */ cutHead),
/* harmony export */   w$: () => (/* binding */ lastLines),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
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

/***/ 19417:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ withDeliverable)
/* harmony export */ });
/* harmony import */ var _said_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(72230);

function deliverySentence(missing) {
    const list = missing.map((m) => m.replace(/[.\s]+$/, '')).join('; ');
    return (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `What the run was asked to deliver is missing: ${list}. The agent's answer, findings and patch are in the outputs and the job summary.`;
}
function withDeliverable(v, missing) {
    if (missing === undefined || missing.length === 0)
        return v;
    const sentence = deliverySentence(missing);
    if (v.conclusion === 'success')
        return {
            conclusion: 'failure',
            reason: 'deliverable_missing',
            message: (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(sentence),
            said: sentence
        };
    if (v.conclusion !== 'failure')
        return v;
    const both = (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .said */ .ag) `${v.said ?? v.message} ${sentence}`;
    return { ...v, message: (0,_said_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(both), said: both };
}


/***/ }),

/***/ 66247:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   iw: () => (/* binding */ hintsOf)
/* harmony export */ });
/* unused harmony exports isLandingCommand, findHints */
/* harmony import */ var _stream_causes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(64378);
/* harmony import */ var _stream_mcp_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(36120);


function isLandingCommand(command) {
    return command
        .split(/&&|\|\||[;|\n]/)
        .some((part) => /^\s*(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*(?:git(?:\s+-\S+(?:\s+[^-\s]\S*)?)*\s+push\b|gh\s+pr\s+create\b)/.test(part));
}
function landingText(tried, f) {
    if (f.push === true)
        return `The agent tried to ${tried} itself; it need not: the action lands the work after the run (\`push: true\`${f.openPr === true ? ', `open-pr: true`' : ''}) with a token the agent never gets.`;
    return `The agent tried to ${tried} itself, which a headless run does not let it do. The action lands the work after a successful run: set \`push: true\` (and \`open-pr: true\` for a pull request), with \`permissions: contents: write\` (and \`pull-requests: write\`).`;
}
function mcpFix(missing, approvalSaid) {
    const status = (st) => missing.some((m) => m.listed?.status === st);
    const check = "Check the server's entry in `.cursor/mcp.json` (or `~/.cursor/mcp.json`): its `command` installed on the runner, or its `url` reachable from it, and the variables its `env` names set in the step's `env:`.";
    const fixes = [
        approvalSaid
            ? ''
            : 'A headless run uses MCP servers only once they are approved: add `--approve-mcps` to `extra-args`.',
        missing.some((m) => (m.counts?.failed ?? 0) > 0 || m.listed?.state === 'down') ? check : '',
        status('needs_auth')
            ? 'A server that needs a login (`needs authentication`, `requires_authentication`) cannot sign in on a runner: give it a token through its `headers` or `env` in `mcp.json`.'
            : '',
        status('disabled')
            ? 'A server turned off with `cursor-agent mcp disable` stays off for that user: run `cursor-agent mcp enable <name>` in a step before this one.'
            : '',
        missing.some((m) => (m.counts?.calls ?? 0) === 0)
            ? "If the agent had the server and simply did not call it, name the tool in the prompt, or leave the server out of `require-mcp`. On pull requests the base branch's `.cursor/mcp.json` is the one used (unless `trust-pr-config: true`)."
            : ''
    ].filter((s) => s !== '');
    if (fixes.length === 0)
        fixes.push(check);
    return ['A server `require-mcp` names had no successful call.', ...fixes].join(' ');
}
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
function add(out, id, text, headline) {
    out.push(headline !== undefined ? { id, text, headline } : { id, text });
}
function findHints(f) {
    const out = [];
    toolHints(f, out);
    mcpHints(f, out);
    const errorText = f.report.result?.isError === true ? f.report.result.text : '';
    const cause = (0,_stream_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .causeOf */ .rl)(f.stderr, errorText);
    accessHints(f, cause, out);
    cliHints(f, cause, `${f.stderr}\n${errorText}`, out);
    verdictHints(f, out);
    return out.sort((a, b) => Number(b.headline !== undefined) - Number(a.headline !== undefined));
}
function toolHints(f, out) {
    const byKind = f.report.counts.byKind;
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
        add(out, 'landing', landingText(tried, f));
    }
    if (needed > 0 && f.force !== true) {
        add(out, 'rejected_shell', `${needed} shell command${needed === 1 ? ' was' : 's were'} rejected because tools need approval in headless runs. Pass \`force: true\` to let the agent run commands.`);
    }
    const denied = shell.filter((t) => t.denied === true).length;
    if (denied > 0) {
        const what = `${denied} shell command${denied === 1 ? ' was' : 's were'} blocked by the CLI's permissions configuration (\`permissions\` in \`.cursor/cli.json\` or \`~/.cursor/cli-config.json\`).`;
        add(out, 'permission_denied', f.force === true
            ? `${what} With \`force: true\` only a \`deny\` rule blocks a command: remove the rule that matches it, or ask for the work without that command.`
            : `${what} Pass \`force: true\` to let the agent run commands, or add the command to \`permissions.allow\` (for example \`"Shell(npm)"\`); a \`deny\` rule blocks it even with \`force\`.`);
    }
}
function mcpHints(f, out) {
    const rejectedMcp = f.report.counts.byKind.get('mcp')?.rejected ?? 0;
    if (rejectedMcp > 0) {
        add(out, 'rejected_mcp', 'MCP tool calls were rejected: add `--approve-mcps` to `extra-args` to approve configured MCP servers.');
    }
    const missing = (0,_stream_mcp_js__WEBPACK_IMPORTED_MODULE_1__/* .missingServers */ .FK)(f.mcp, f.report.mcp);
    if (missing.length > 0)
        add(out, 'mcp_unavailable', mcpFix(missing, rejectedMcp > 0 || f.approveMcps === true));
}
function accessHints(f, cause, out) {
    if (cause === 'network')
        add(out, 'network', "The CLI could not reach Cursor's servers from the runner (a DNS, connection or TLS error naming a Cursor host), which it can report as an invalid API key: the key is not the cause. Check the runner's access to Cursor's hosts (`*.cursor.sh`, `*.cursorapi.com`, `cursor.com`): its DNS, a firewall or egress rule, a proxy (`HTTPS_PROXY`), or a TLS-inspecting proxy's certificate (`NODE_EXTRA_CA_CERTS`); then re-run the job.", "Cursor's hosts unreachable from the runner: check its network access, not the API key");
    const keyRefused = cause === 'auth' || (cause !== 'network' && /CURSOR_API_KEY/.test(f.stderr));
    if (keyRefused ||
        (f.apiKeySet === false &&
            f.verdict.conclusion === 'failure' &&
            f.verdict.reason !== 'findings' &&
            f.report.result === undefined)) {
        if (f.apiKeySet === true && cause === 'auth')
            add(out, 'auth', "The CLI refused the API key it was given: the key is expired, revoked, or belongs to another account. Check it in Cursor's dashboard (cursor.com/dashboard → Integrations → API Keys: is it still listed?), or on your machine: `CURSOR_API_KEY=<the key> cursor-agent status` says `Logged in` for a working key. Then store a working key in the secret `api-key` reads (`CURSOR_API_KEY`).", 'the API key was refused (expired, revoked or another account): check it');
        else
            add(out, 'auth', "The CLI is not authenticated. Set `api-key: ${{ secrets.CURSOR_API_KEY }}` (a key from Cursor's dashboard; API keys need a paid plan).", 'not authenticated: set `api-key` (a Cursor API key; paid plan)');
    }
}
function cliHints(f, cause, words, out) {
    const planRefusal = (0,_stream_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .isPlanModelRefusal */ .PR)(words);
    if (planRefusal) {
        add(out, 'model', 'The account\'s plan can use only the `auto` model ("Named models unavailable"; Auto is the only model a free plan may use): remove `model` (or set `model: auto`), or use an API key of a paid plan.');
    }
    else if (cause === 'model_unavailable' ||
        /unknown model|model .* not (found|available)/i.test(f.stderr)) {
        add(out, 'model', 'The model id was not accepted. Check the `model` input against `cursor-agent models` (ids, not display names; no `[effort=…]` suffix).');
    }
    if (cause === 'workspace_missing' || f.verdict.reason === 'workspace_missing') {
        add(out, 'workspace_missing', "The directory the CLI runs in was not there: put `actions/checkout` before this step, and check that `working-directory` exists in the commit the agent works on (with `checkout-pr`, the pull request's head), and that the prompt does not have the agent delete it.");
    }
    if (cause === 'untrusted' ||
        (f.trust === false && (/trust/i.test(f.stderr) || /trust/i.test(f.report.finalMessage)))) {
        add(out, 'trust', 'The CLI stopped at the workspace-trust prompt, which a headless run cannot answer. Set `trust: true` (the action then passes `--trust`).', cause === 'untrusted' ? 'the workspace is not trusted: set `trust: true`' : undefined);
    }
    if (cause === 'no_chat') {
        add(out, 'no_chat', "The CLI found no chat to continue: `resume` (or `--resume`/`--continue` in `extra-args`) named a session whose chat is not on this runner. The CLI keeps its chats under `~/.cursor` of the machine that ran them, so a session from another job's runner cannot be continued on a fresh one: on a pull request use `resume: pr` (its chat is carried in the Actions cache), or leave `resume` empty for a fresh session.", 'no chat to continue: check `resume`');
    }
    if (cause === 'usage_limit') {
        add(out, 'usage_limit', "The Cursor account has hit its usage limit. Cursor's dashboard (cursor.com/dashboard → Usage) shows the usage and when it resets; wait for the reset or raise the limit (a team's admin sets spending limits), then re-run the job.");
    }
    else if (!planRefusal && /free plan|upgrade|usage limit|rate limit/i.test(f.stderr)) {
        add(out, 'plan_limit', "The account hit a plan or rate limit (see the CLI's message above).");
    }
}
function verdictHints(f, out) {
    switch (f.verdict.reason) {
        case 'inactivity':
            add(out, 'inactivity', 'If the agent legitimately thinks for long stretches, raise `inactivity-timeout-minutes` (0 turns it off).');
            break;
        case 'timeout':
            add(out, 'timeout', 'Raise `timeout-minutes`, or split the task into smaller prompts.');
            break;
        case 'exit_code':
            if (f.report.result !== undefined && !f.report.result.isError) {
                add(out, 'exit_after_result', 'The CLI reported success and then exited non-zero, a known intermittent CLI issue: the result is still in the outputs; a re-run usually passes.');
            }
            break;
        case 'no_result':
            if (f.report.result === undefined && f.stderr.trim() === '') {
                add(out, 'silent_exit', 'The CLI exited without a result and without saying why. If it waited on a prompt, `trust: true` and `force: true` avoid the usual ones.');
            }
            break;
        default:
            break;
    }
}


/***/ }),

/***/ 74993:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  uo: () => (/* reexport */ capped),
  Ep: () => (/* binding */ conclude),
  LD: () => (/* binding */ decide),
  g5: () => (/* binding */ failureOf),
  pB: () => (/* reexport */ gateHold),
  lr: () => (/* reexport */ gateVerdict),
  iu: () => (/* binding */ isInternal),
  hT: () => (/* binding */ skipped),
  Vj: () => (/* binding */ verdictOf)
});

// UNUSED EXPORTS: refine, reviewVerdict

// EXTERNAL MODULE: ./src/names.ts
var names = __nccwpck_require__(46455);
// EXTERNAL MODULE: ./src/core/schema/schema.ts
var schema = __nccwpck_require__(36964);
// EXTERNAL MODULE: ./src/core/stream/causes.ts
var causes = __nccwpck_require__(64378);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
// EXTERNAL MODULE: ./src/core/said.ts
var said = __nccwpck_require__(72230);
// EXTERNAL MODULE: ./src/core/stream/mcp.ts
var mcp = __nccwpck_require__(36120);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
// EXTERNAL MODULE: ./src/core/verdict/delivery.ts
var delivery = __nccwpck_require__(19417);
// EXTERNAL MODULE: ./src/core/review/findings.ts
var findings = __nccwpck_require__(11808);
// EXTERNAL MODULE: ./src/core/ledger/caps.ts
var caps = __nccwpck_require__(93152);
;// CONCATENATED MODULE: ./src/core/verdict/review-verdict.ts




function capped(stop, gate) {
    const { cap, note } = stop;
    const hold = gate !== undefined ? gateHold(gate) : undefined;
    if (gate === undefined || hold === undefined)
        return { conclusion: 'skipped', message: (0,said/* plainText */.wh)(note), said: note, skip: cap };
    const both = (0,said/* said */.ag) `${(0,caps/* heldSentence */.xh)(hold, gate.failOn)} ${note}`;
    const message = (0,said/* plainText */.wh)(both);
    return { conclusion: 'failure', reason: 'findings', message, said: both, skip: cap };
}
function gateHold(g) {
    if (g.failOn === 'none')
        return undefined;
    if (!g.threads.read)
        return g.lastFailed === true ? { by: 'unread', why: g.threads.why } : undefined;
    const open = (0,caps/* openAtOrAbove */.Ay)(g.threads.findings, g.failOn);
    if (open.length > 0)
        return { by: 'open', findings: open };
    const threaded = (0,findings/* gateFindings */.Av)(g.threads.findings, g.failOn).length > 0;
    return g.lastFailed === true && !threaded ? { by: 'body' } : undefined;
}
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
function gateVerdict(failed) {
    return failed
        ? { conclusion: 'failure', reason: 'findings', message: '' }
        : { conclusion: 'success', message: '' };
}

;// CONCATENATED MODULE: ./src/core/verdict/verdict.ts










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
const CAUSES = {
    network: (0,said/* said */.ag) `The CLI could not reach Cursor's servers from the runner (a network error naming a Cursor host); what it said of the API key follows from that.`,
    auth: (0,said/* said */.ag) `The CLI did not accept its authentication.`,
    untrusted: (0,said/* said */.ag) `The CLI stopped at its workspace-trust check ("Workspace Trust Required"), which input ${(0,said/* input */.hF)(names/* INPUTS */.mc.trust)} answers.`,
    no_chat: (0,said/* said */.ag) `The CLI had no chat to continue for input ${(0,said/* input */.hF)(names/* INPUTS */.mc.resume)} ("No previous chats found.").`,
    usage_limit: (0,said/* said */.ag) `The Cursor account has hit its usage limit.`,
    workspace_missing: (0,said/* said */.ag) `The directory the agent was to run in is missing.`
};
function causeSentence(cause, words) {
    if (cause !== 'model_unavailable')
        return CAUSES[cause];
    return (0,causes/* isPlanModelRefusal */.PR)(words)
        ? (0,said/* said */.ag) `The account's plan can use only the Auto model ("Named models unavailable"), and the run asked for another.`
        : (0,said/* said */.ag) `The model asked for cannot be used by this account.`;
}
const REFINABLE = [
    'exit_code',
    'agent_error',
    'no_result',
    'spawn_error'
];
function refine(v, o) {
    if (v.conclusion !== 'failure' || !REFINABLE.includes(v.reason))
        return v;
    if (v.reason === 'exit_code' && o.result !== undefined && !o.result.isError)
        return v;
    const stderr = v.reason === 'spawn_error' ? '' : (o.stderr ?? '');
    const errorText = v.reason !== 'spawn_error' && o.result?.isError === true ? o.result.text : '';
    const cause = o.workspaceMissing === true ? 'workspace_missing' : (0,causes/* causeOf */.rl)(stderr, errorText);
    if (cause === undefined)
        return v;
    const sentence = (0,said/* said */.ag) `${causeSentence(cause, `${stderr}\n${errorText}`)} ${v.said ?? v.message}`;
    return {
        conclusion: 'failure',
        reason: causes/* CAUSE_REASONS */._n[cause],
        message: (0,said/* plainText */.wh)(sentence),
        said: sentence
    };
}
function firstLine(text) {
    const line = text.split(/\r?\n/, 1)[0] ?? '';
    return (0,core_text/* truncate */.xv)(line, 201);
}
function schemaMismatch(errors) {
    const shown = errors.slice(0, 3).join('; ');
    const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
    return {
        conclusion: 'failure',
        reason: 'schema_mismatch',
        message: `The final message does not match output-schema: ${shown}${more}.`
    };
}
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
function cancelledLate(signal) {
    return {
        conclusion: 'cancelled',
        reason: 'cancelled',
        message: `The run was cancelled (${signal}) after the agent finished, while the action read what changed; the rest was cut short and nothing was landed.`
    };
}
function failureOf(error, redact) {
    if (error instanceof errors/* ReasonedError */.O$) {
        const v = {
            conclusion: error.reason === 'cancelled' ? 'cancelled' : 'failure',
            reason: error.reason,
            message: redact(error.message)
        };
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
function skipped(why, skip) {
    const v = { conclusion: 'skipped', message: `Skipped: ${why}.` };
    if (skip !== undefined)
        v.skip = skip;
    return v;
}
function isInternal(error) {
    return !(error instanceof errors/* ReasonedError */.O$);
}
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
function verdictOf(f) {
    const ran = f.thrown !== undefined || f.run === undefined
        ? failureOf(f.thrown, f.redact)
        : f.review !== undefined && f.run.conclusion === 'success'
            ? reviewVerdict(f.review)
            : f.run;
    return integrity((0,delivery/* withDeliverable */.G)(ran, f.missing), f.unrestored);
}


/***/ }),

/***/ 46856:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  n5: () => (/* reexport */ ALLOW_FETCH),
  XS: () => (/* binding */ GitError),
  eF: () => (/* binding */ Repos),
  gE: () => (/* reexport */ gitEnv),
  V0: () => (/* reexport */ gitProgram),
  vE: () => (/* reexport */ hideFromGit)
});

// UNUSED EXPORTS: Git, neutralise, safeDirectories

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
// EXTERNAL MODULE: ./src/io/child.ts
var io_child = __nccwpck_require__(68774);
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
const ALLOW_FETCH = [
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
class GitError extends Error {
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
            if (error instanceof GitError)
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
                    throw new GitError(`git ${args[0] ?? ''}: more than ${String(MAX_OUTPUT)} bytes`, '');
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
            child.stdin.on('error', () => undefined);
            child.on('error', (error) => {
                failure ??= new GitError(`git ${args[0] ?? ''}: ${error.message}`, stderr);
            });
            (0,io_child/* untilExit */.dF)(child, [child.stdout, child.stderr]).then(({ code, signal }) => {
                clearTimeout(timer);
                if (failure !== undefined)
                    reject(failure);
                else if (code !== 0)
                    reject(new GitError(`git ${args[0] ?? ''} failed (exit ${String(code ?? signal)})${stderr.trim() !== '' ? `: ${(0,core_text/* lastLines */.w$)(stderr.trim(), 5)}` : ''}`, stderr.trim()));
                else
                    resolve();
            }, (error) => {
                clearTimeout(timer);
                reject(failure ?? new GitError(`git ${args[0] ?? ''}: ${(0,errors/* messageOf */.bD)(error)}`, stderr));
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
        const r = (0,io_child/* spawnSyncToExit */.CP)(gitProgram(), args, {
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
            throw new GitError(`git ${args[0] ?? ''}: ${r.error.message}`, r.stderr);
        if (r.status !== 0) {
            const stderr = (r.stderr || '').trim();
            throw new GitError(`git ${args[0] ?? ''} failed (exit ${String(r.status ?? r.signal)})${stderr !== '' ? `: ${(0,core_text/* lastLines */.w$)(stderr, 5)}` : ''}`, stderr);
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


/***/ }),

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   PE: () => (/* binding */ NO_RETRY),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   c2: () => (/* binding */ statusOf)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74296);

const NO_RETRY = { request: { retries: 0 } };
function statusOf(error) {
    if (typeof error === 'object' && error !== null && 'status' in error) {
        if ('response' in error && error.response === undefined)
            return undefined;
        const s = error.status;
        if (typeof s === 'number' && s > 0)
            return s;
    }
    return undefined;
}
function describeError(error) {
    const status = statusOf(error);
    const message = (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error);
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return status !== undefined ? `HTTP ${String(status)}: ${message}` : `${message}${cause}`;
}


/***/ }),

/***/ 85015:
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_stream_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(44584);


const COMMENT_EVENTS = [
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review_comment',
    'pull_request_review',
    'issues'
];
const TRIGGER_EVENTS = [
    'issue_comment',
    'pull_request_review_comment',
    'pull_request_review',
    'issues'
];
function obj(v) {
    return (0,_core_stream_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(v) ? v : undefined;
}
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
        changedFiles: num(pr?.changed_files),
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
    return head.repo === '' || head.repo.toLowerCase() !== base.repo.toLowerCase();
}
function currentEvent(env) {
    return parseEvent(env, readPayload(env.eventPath));
}
function readEvent(env) {
    try {
        return { event: currentEvent(env) };
    }
    catch (error) {
        return { error };
    }
}
function eventOf(reading) {
    if ('error' in reading)
        throw reading.error;
    return reading.event;
}
async function withPullRefs(client, event) {
    if (!event.isPullRequest || event.number === undefined || event.head !== undefined)
        return event;
    const { data } = await client.rest.pulls.get({
        owner: event.owner,
        repo: event.repo,
        pull_number: event.number
    });
    const headRepo = data.head.repo;
    const head = {
        ref: data.head.ref,
        sha: data.head.sha,
        repo: headRepo?.full_name ?? '',
        pushedAt: str(headRepo?.pushed_at) || undefined
    };
    const base = { ref: data.base.ref, sha: data.base.sha, repo: data.base.repo.full_name };
    const changed = data.changed_files;
    return {
        ...event,
        head,
        base,
        fork: isFork(head, base),
        changedFiles: typeof changed === 'number' ? num(changed) : event.changedFiles
    };
}
const READ_ONLY_ON_FORKS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment'
]);
function readOnlyOnFork(event) {
    return event.fork && READ_ONLY_ON_FORKS.has(event.name);
}
const PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
]);
function prBase(event) {
    if (!PR_EVENTS.has(event.name) || !event.isPullRequest)
        return { isPr: false };
    const sha = event.base?.sha ?? '';
    return { isPr: true, baseSha: /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined };
}
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

/***/ 28542:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gv: () => (/* binding */ refuseWrite),
/* harmony export */   sV: () => (/* binding */ WriteRefused)
/* harmony export */ });
/* unused harmony exports isWrite, isQueryDocument */
class WriteRefused extends Error {
    request;
    constructor(request) {
        super(`A write to GitHub was asked for with publish: later (${request}); nothing was written. This is a bug in cursor-agent-action: with publish: later the agent's job only reads.`);
        this.request = request;
        this.name = 'WriteRefused';
    }
}
function requestName(r) {
    const url = (r.url ?? '').split('?')[0] ?? '';
    return `${(r.method ?? 'GET').toUpperCase()} ${url}`;
}
function isWrite(r) {
    const method = (r.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD')
        return false;
    if (method !== 'POST' || !/^\/?graphql$/.test(r.url ?? ''))
        return true;
    return !isQueryDocument(r.query);
}
function isQueryDocument(query) {
    if (typeof query !== 'string')
        return false;
    const bare = query
        .replace(/"""[\s\S]*?"""/g, '""')
        .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
        .replace(/#[^\n\r]*/g, '');
    if (!/^\s*(?:query\b|\{)/.test(bare))
        return false;
    return !/\b(?:mutation|subscription)\b/.test(bare);
}
function refuseWrite(r, refused) {
    if (!isWrite(r))
        return;
    const name = requestName(r);
    refused(name);
    throw new WriteRefused(name);
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(93801);
/* harmony import */ var _runner_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(41814);





const LEAK_GRACE_MS = 2000;
const before = handlesBefore();
await (0,_main_js__WEBPACK_IMPORTED_MODULE_3__/* .run */ .e)();
if ((0,_runner_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .isDebug */ ._o)()) {
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setImmediate)();
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setImmediate)();
    const pending = leftOpen();
    (0,_runner_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .debug */ .Yz)(`Pending at exit: ${pending.length > 0 ? pending.join(', ') : 'nothing'}`);
}
if (isEntry()) {
    setTimeout(() => {
        (0,_runner_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .debug */ .Yz)(`Ending the process: ${leftOpen().join(', ')} still open.`);
        process.exit();
    }, LEAK_GRACE_MS).unref();
}
function isEntry() {
    try {
        const main = process.argv[1] ?? '';
        return node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync(main) === node_fs__WEBPACK_IMPORTED_MODULE_0___default().realpathSync((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    }
    catch {
        return false;
    }
}
function handlesBefore() {
    process.stdout.write('');
    process.stderr.write('');
    return process.getActiveResourcesInfo();
}
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

/***/ 68774:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CP: () => (/* binding */ spawnSyncToExit),
/* harmony export */   dF: () => (/* binding */ untilExit),
/* harmony export */   oB: () => (/* binding */ drained)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);





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
    const base = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(tempDir ?? node_os__WEBPACK_IMPORTED_MODULE_3___default().tmpdir(), `caa-out-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(8).toString('hex')}`);
    const made = [];
    try {
        const open = (name) => {
            const at = `${base}-${name}`;
            const fd = node_fs__WEBPACK_IMPORTED_MODULE_2___default().openSync(at, 'wx+', 0o600);
            made.push({ fd, file: at });
            return fd;
        };
        const out = stdoutFd ?? open('stdout');
        const err = open('stderr');
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(file, [...args], {
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
            node_fs__WEBPACK_IMPORTED_MODULE_2___default().closeSync(fd);
            node_fs__WEBPACK_IMPORTED_MODULE_2___default().rmSync(at, { force: true });
        }
    }
}
function readBack(fd, max) {
    const size = node_fs__WEBPACK_IMPORTED_MODULE_2___default().fstatSync(fd).size;
    if (size > max)
        return undefined;
    const buffer = Buffer.alloc(size);
    let at = 0;
    while (at < size) {
        const n = node_fs__WEBPACK_IMPORTED_MODULE_2___default().readSync(fd, buffer, at, size - at, at);
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


/***/ }),

/***/ 33839:
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_stream_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(70823);





const CHUNK = 1024 * 1024;
const FLAGS = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants);
const OPEN_FLAGS = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_RDONLY | (FLAGS.O_NOFOLLOW ?? 0) | (FLAGS.O_NONBLOCK ?? 0);
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
    }
    node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    return undefined;
}
function lstat(file) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_1___default().lstatSync(file);
    }
    catch {
        return undefined;
    }
}
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
function present(file) {
    return lstat(file) !== undefined;
}
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
function tempRoot(temp) {
    return temp !== undefined && temp !== '' ? temp : node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir();
}
function createOwnFile(dir, name) {
    return openOwnFile(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, name((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex'))));
}
function openOwnFile(file) {
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_1___default().openSync(file, (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_RDWR | (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_CREAT | (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_EXCL | (FLAGS.O_NOFOLLOW ?? 0), 0o600);
    const st = node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd);
    return { path: file, fd, dev: st.dev, ino: st.ino };
}
function copyThrough(from, to, redact, limit = Number.MAX_SAFE_INTEGER) {
    const buf = Buffer.allocUnsafe(CHUNK);
    const lines = redact !== undefined
        ? new _core_stream_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .LineSplitter */ .g((line) => {
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
function stillOurs(file) {
    const st = lstat(file.path);
    return st !== undefined && st.isFile() && st.dev === file.dev && st.ino === file.ino;
}
function writeAll(fd, data, length) {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const end = length ?? buf.length;
    let off = 0;
    while (off < end)
        off += node_fs__WEBPACK_IMPORTED_MODULE_1___default().writeSync(fd, buf, off, end - off);
}
class Written {
    hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    bytes = 0;
    add(data) {
        this.hash.update(data);
        this.bytes += data.length;
    }
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
function changeStamp(fd) {
    return node_fs__WEBPACK_IMPORTED_MODULE_1___default().fstatSync(fd, { bigint: true }).ctimeNs;
}


/***/ }),

/***/ 93801:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/core/ledger/ledger.ts
var ledger_ledger = __nccwpck_require__(3440);
// EXTERNAL MODULE: ./src/core/said.ts
var said = __nccwpck_require__(72230);
;// CONCATENATED MODULE: ./src/core/settings.ts
const RESUME_PR = 'pr';
const SECRET_GIVEN = '(given)';
function settingsFacts(s) {
    const given = (secret) => (secret !== '' ? SECRET_GIVEN : '');
    return { ...s, apiKey: given(s.apiKey), githubToken: given(s.githubToken) };
}

;// CONCATENATED MODULE: ./src/agent/resume.ts



async function startSession(ctx, about) {
    const { settings } = ctx;
    if (settings.resume === '')
        return undefined;
    if (settings.resume !== RESUME_PR)
        return plain(settings.resume, ctx);
    const fresh = (why) => {
        ctx.book.warning(why);
        return { resume: {}, end: saver(ctx, about.pr) };
    };
    const { pr, ledger } = about;
    if (pr === undefined)
        return fresh((0,said/* said */.ag) `${(0,said/* code */.aY)('resume: pr')} has no pull request on ${(0,said/* anEvent */.Sx)(ctx.env.eventName)}: the run starts a new chat.`);
    if (ledger === undefined)
        return fresh((0,said/* said */.ag) `${(0,said/* code */.aY)('resume: pr')}: no ledger of pull request #${pr} was read, so no earlier session is known: the run starts a new chat.`);
    const last = (0,ledger_ledger/* lastSession */.nM)(ledger);
    if (last === undefined)
        return fresh((0,said/* said */.ag) `${(0,said/* code */.aY)('resume: pr')}: the pull request's ledger names no earlier session: the run starts a new chat.`);
    const target = {
        repository: ctx.env.repository ?? '',
        pr,
        sessionId: last.sessionId,
        runs: last.runs
    };
    const { restoreChat } = await __nccwpck_require__.e(/* import() */ 951).then(__nccwpck_require__.bind(__nccwpck_require__, 23951));
    const warn = (m) => ctx.book.warning(m);
    const got = await restoreChat(target, settings.apiKey, { env: ctx.env, warn });
    ctx.say.line(`resume: pr: session ${last.sessionId}; its chat ${restored[got.kind]}.`);
    const session = plain(last.sessionId, ctx);
    const save = saver(ctx, pr);
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
function plain(asked, ctx) {
    return {
        resume: { asked },
        end: (report) => {
            const got = report?.sessionId;
            if (got !== undefined && got !== asked)
                ctx.book.warning((0,said/* said */.ag) `Started a fresh session: the earlier chat was not available (asked to resume ${(0,said/* code */.aY)(asked)}, the CLI's session is ${(0,said/* code */.aY)(got)}).`);
            return Promise.resolve();
        }
    };
}
function saver(ctx, pr) {
    return async (report, o) => {
        const sessionId = report?.sessionId;
        if (o.cancelled || pr === undefined || sessionId === undefined)
            return;
        const { env } = ctx;
        const binding = {
            repository: env.repository ?? '',
            pr,
            sessionId,
            runId: env.runId ?? '',
            attempt: env.runAttempt ?? '1'
        };
        const { saveChat } = await __nccwpck_require__.e(/* import() */ 951).then(__nccwpck_require__.bind(__nccwpck_require__, 23951));
        const warn = (m) => ctx.book.warning(m);
        const saved = await saveChat(binding, ctx.settings.apiKey, { env, warn });
        ctx.say.line(saved.saved
            ? `resume: pr: the chat of session ${sessionId} was saved to the Actions cache (${saved.key}).`
            : `resume: pr: the chat of session ${sessionId} was not saved (${saved.why}).`);
    };
}

// EXTERNAL MODULE: ./src/core/verdict/verdict.ts + 1 modules
var verdict_verdict = __nccwpck_require__(74993);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git_git = __nccwpck_require__(46856);
// EXTERNAL MODULE: ./src/github/read-only.ts
var read_only = __nccwpck_require__(28542);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
;// CONCATENATED MODULE: ./src/observers/observer.ts

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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/names.ts
var names = __nccwpck_require__(46455);
// EXTERNAL MODULE: ./src/runner/runner.ts
var runner = __nccwpck_require__(41814);
// EXTERNAL MODULE: ./src/core/args.ts
var core_args = __nccwpck_require__(71038);
// EXTERNAL MODULE: ./src/core/schema/schema.ts
var schema = __nccwpck_require__(36964);
// EXTERNAL MODULE: ./node_modules/shell-quote/index.js
var shell_quote = __nccwpck_require__(26591);
;// CONCATENATED MODULE: ./src/runner/extra-args.ts



const OWNED_FLAGS = new Map([
    ['--output-format', 'the action always uses --output-format stream-json'],
    [
        '--api-key',
        'use the api-key input: it reaches the CLI through its environment, never its command line'
    ],
    ['--auth-token', 'put the token in the environment (CURSOR_AUTH_TOKEN), not on the command line']
]);
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


const PR_EVENTS = ['pull_request', 'pull_request_target'];
const PR_COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment', 'pull_request_review'];
const FAIL_ON = ['none', 'critical', 'high', 'medium', 'low'];
const MAX_FINDINGS_LIMIT = 1000;
function readReviewInputs(r) {
    const review = r.bool(names/* INPUTS */.mc.review);
    const gate = readReviewGate(r);
    const { failOn, checkRun } = gate;
    const scopeValue = r.input(names/* INPUTS */.mc.reviewScope).toLowerCase();
    const reviewScope = scopeValue === 'full' ? 'full' : 'auto';
    if (scopeValue !== 'auto' && scopeValue !== 'full')
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.reviewScope)} must be auto (the commits since the last review, when the branch only moved forward) or full, got ${(0,said/* shown */.SP)(scopeValue)}.`);
    if (review)
        checkReviewEvent(r);
    else if (failOn !== 'none' || checkRun)
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(failOn !== 'none' ? names/* INPUTS */.mc.failOn : names/* INPUTS */.mc.checkRun)} needs ${(0,said/* code */.aY)(`${names/* INPUTS */.mc.review}: true`)}: it acts on review mode's findings.`);
    return { review, ...gate, reviewScope };
}
function readReviewGate(r) {
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
    return { failOn, reviewEvent, maxFindings, checkRun };
}
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



const TOKENS = /^\d{1,13}$/;
const RUNS = /^\d{1,9}$/;
function cap(r, name, pattern, what) {
    const v = r.input(name);
    if (pattern.test(v))
        return Number(v);
    r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} must be a whole number of ${what} (0 = no cap), got ${(0,said/* shown */.SP)(v)}.`);
    return 0;
}
function readLedgerInputs(r, place) {
    const maxPrRuns = cap(r, names/* INPUTS */.mc.maxPrRuns, RUNS, 'runs');
    const maxPrTokens = cap(r, names/* INPUTS */.mc.maxPrTokens, TOKENS, 'tokens');
    if (!place.commentOnPr && !place.review) {
        const asked = [];
        if (maxPrRuns > 0)
            asked.push((0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.maxPrRuns)}`);
        if (maxPrTokens > 0)
            asked.push((0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.maxPrTokens)}`);
        if (r.input(names/* INPUTS */.mc.resume) === RESUME_PR)
            asked.push((0,said/* said */.ag) `${(0,said/* code */.aY)(`${names/* INPUTS */.mc.resume}: ${RESUME_PR}`)}`);
        if (asked.length > 0)
            r.problems.push((0,said/* said */.ag) `${asked.length === 1 ? 'Input' : 'Inputs'} ${(0,said/* list */.p_)(asked, ' and ')} ${asked.length === 1 ? 'needs' : 'need'} the pull request's ledger, which the action keeps in its sticky comment and its reviews: turn on ${(0,said/* input */.hF)(names/* INPUTS */.mc.commentOnPr)} or ${(0,said/* input */.hF)(names/* INPUTS */.mc.review)}.`);
    }
    return { maxPrRuns, maxPrTokens };
}

// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __nccwpck_require__(81376);
;// CONCATENATED MODULE: ./src/runner/github-inputs.ts



function readGithubInputs(r) {
    const triggerPhrase = r.input(names/* INPUTS */.mc.triggerPhrase);
    if (triggerPhrase !== '' && !/\w/.test(triggerPhrase))
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.triggerPhrase)} must contain a letter or digit, got ${(0,said/* shown */.SP)(triggerPhrase)}.`);
    return {
        githubToken: r.get(names/* INPUTS */.mc.githubToken).trim() || (r.env.token ?? '').trim(),
        commentOnPr: r.bool(names/* INPUTS */.mc.commentOnPr) || triggerPhrase !== '',
        triggerPhrase,
        commentKey: (0,marker/* commentKey */.Td)(r.input(names/* INPUTS */.mc.commentKey), r.env),
        allowedUsers: r.logins(names/* INPUTS */.mc.allowedUsers),
        allowedBots: r.logins(names/* INPUTS */.mc.allowedBots),
        progressMs: r.amount(names/* INPUTS */.mc.progressSeconds, 1000)
    };
}
function readLandingInputs(r) {
    const branchPrefix = r.input(names/* INPUTS */.mc.branchPrefix);
    if (!validBranchPrefix(branchPrefix)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.branchPrefix)} must be usable at the start of a git branch name (letters, digits, "/", "-", "_", "."; no "..", no leading "/" or "-"), got ${(0,said/* shown */.SP)(branchPrefix)}.`);
    }
    const push = r.bool(names/* INPUTS */.mc.push);
    const openPr = r.bool(names/* INPUTS */.mc.openPr);
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
function validBranchPrefix(prefix) {
    return (/^[A-Za-z0-9._/-]{0,100}$/.test(prefix) &&
        !/^[/-]/.test(prefix) &&
        !prefix.includes('..') &&
        !prefix.includes('//') &&
        !/(^|\/)\./.test(prefix) &&
        !/\.lock(\/|$)/.test(prefix));
}

;// CONCATENATED MODULE: ./src/runner/install-inputs.ts





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
    else if (overTheNetwork(installerUrl)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.installerUrl)} is a plain-HTTP URL, ${(0,said/* shown */.SP)(installerUrl)}: whoever is on the network path could serve the script that installs the CLI, and it runs in bash on the runner. Use an https URL, or pin the build with ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliVersion)} (and ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliSha256)}), which installs without the script.`);
    }
    const cliVersion = r.input(names/* INPUTS */.mc.cliVersion);
    if (cliVersion !== '' && !/^\d{4}\.\d{1,2}\.\d{1,2}-[0-9a-f]{6,40}$/.test(cliVersion)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliVersion)} must be a Cursor CLI build as \`--version\` prints it (YYYY.MM.DD-hash, e.g. 2026.09.02-c22c1a3), got ${(0,said/* shown */.SP)(cliVersion)}.`);
    }
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
    else if (cliSha256 === '' && overTheNetwork(cliDownloadUrl)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliDownloadUrl)} is a plain-HTTP URL, ${(0,said/* shown */.SP)(cliDownloadUrl)}, and ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliSha256)} is not set: whoever is on the network path could serve the CLI that then runs with the API key. Use an https URL, or set ${(0,said/* input */.hF)(names/* INPUTS */.mc.cliSha256)} to the archive's sha256 so that no other archive runs.`);
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
function overTheNetwork(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return url.startsWith('http:');
    }
    if (parsed.protocol !== 'http:')
        return false;
    const host = parsed.hostname;
    return !(host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host));
}

;// CONCATENATED MODULE: ./src/runner/input-reader.ts



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
    [names/* INPUTS */.mc.reviewScope]: 'auto',
    [names/* INPUTS */.mc.publish]: 'now'
};
class InputReader {
    get;
    env;
    problems = [];
    valueProblems = [];
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
    amount(name, unitMs) {
        const v = this.input(name);
        const unit = unitMs === 1000 ? 'seconds' : 'minutes';
        if (!/^(\d+(\.\d*)?|\.\d+)$/.test(v)) {
            this.valueProblems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} must be a number of ${unit} (0 or more, e.g. 0.5), got ${(0,said/* shown */.SP)(v)}.`);
            return 0;
        }
        const ms = Math.round(Number(v) * unitMs);
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

;// CONCATENATED MODULE: ./src/runner/later-inputs.ts



const PUBLISHING_INPUTS = [names/* INPUTS */.mc.failOn, names/* INPUTS */.mc.push, names/* INPUTS */.mc.openPr, names/* INPUTS */.mc.checkRun];
const PUBLISH_STEP = '<owner>/<repo>/publish@v1';
function readPublishInput(r) {
    const value = r.input(names/* INPUTS */.mc.publish).toLowerCase();
    if (value !== 'now' && value !== 'later') {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.publish)} must be now (this job publishes what the run made) or later (this job only reads, and writes a bundle for the publish step of another job), got ${(0,said/* shown */.SP)(r.input(names/* INPUTS */.mc.publish))}.`);
        return { publish: 'now' };
    }
    const publish = value;
    if (publish === 'later')
        for (const name of PUBLISHING_INPUTS) {
            const given = r.input(name);
            if (given.toLowerCase() === DEFAULTS[name])
                continue;
            r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(name)} is ${(0,said/* shown */.SP)(given)}, but with ${(0,said/* code */.aY)(`${names/* INPUTS */.mc.publish}: later`)} this job publishes nothing: ${(0,said/* input */.hF)(name)} belongs to the publish step (${(0,said/* code */.aY)(`uses: ${PUBLISH_STEP}`)}) of the job that publishes the bundle.`);
        }
    return { publish };
}

// EXTERNAL MODULE: ./src/core/stream/events.ts + 2 modules
var events = __nccwpck_require__(40385);
;// CONCATENATED MODULE: ./src/runner/inputs.ts


















const EXPRESSION_DEFAULTS = {
    [names/* INPUTS */.mc.githubToken]: '${{ github.token }}',
    [names/* INPUTS */.mc.commentKey]: '${{ github.workflow }}/${{ github.job }}/${{ toJSON(matrix) }}'
};
const noValidator = () => {
    throw new Error('no JSON Schema validator was loaded (a bug in cursor-agent-action)');
};
function readSettings(get, env, compile = noValidator) {
    const r = new InputReader(get, env);
    const prompt = readPrompt(r);
    const cli = readCliInputs(r);
    const install = readInstallInputs(r);
    checkPromptSize(r, prompt);
    const report = readReportInputs(r, compile);
    const clocks = readClocks(r);
    const budgets = readBudgets(r);
    const github = readGithubInputs(r);
    const landing = readLandingInputs(r);
    const review = readReviewInputs(r);
    const publish = readPublishInput(r);
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
        ...publish,
        ...readLedgerInputs(r, { commentOnPr: github.commentOnPr, review: review.review })
    };
    r.throwProblems();
    return Object.freeze(settings);
}
async function loadSettings(get, env) {
    const compile = get(names/* INPUTS */.mc.outputSchema).trim() !== ''
        ? (await Promise.all(/* import() */[__nccwpck_require__.e(804), __nccwpck_require__.e(313)]).then(__nccwpck_require__.bind(__nccwpck_require__, 37313))).compileSchema
        : undefined;
    const settings = readSettings(get, env, compile);
    if (settings.apiKey === '')
        (0,runner/* warning */.$e)('No Cursor API key: set `api-key: ${{ secrets.CURSOR_API_KEY }}` (or CURSOR_API_KEY). Without one the CLI can only run if it is logged in some other way.');
    return settings;
}
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
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.prompt)} is required (or give ${(0,said/* input */.hF)(names/* INPUTS */.mc.promptFile)}).`);
    }
    return { text: '', input };
}
function checkPromptSize(r, prompt) {
    const promptBytes = Buffer.byteLength(prompt.text);
    if (promptBytes >= core_args/* MAX_ARG_BYTES */.Ak) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(prompt.input)} is ${promptBytes} bytes; the prompt goes to the CLI as one command-line argument, and Linux allows at most ${core_args/* MAX_ARG_BYTES */.Ak - 1} bytes for one. Shorten it, or put the long part in a file in the workspace and ask the agent to read it.`);
    }
}
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
    const resume = r.input(names/* INPUTS */.mc.resume);
    if (resume !== '' && resume !== RESUME_PR && (0,events/* sessionIdOf */.P0)(resume) === undefined)
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.resume)} must be ${(0,said/* code */.aY)(RESUME_PR)} (the pull request's last session) or a session id (a letter or digit, then up to 127 letters, digits, . _ : -), got ${(0,said/* shown */.SP)(resume)}.`);
    const extraArgs = splitArgs(r.get(names/* INPUTS */.mc.extraArgs), r.problems);
    const wd = r.input(names/* INPUTS */.mc.workingDirectory);
    const workingDirectory = external_node_path_default().resolve(r.workspace, wd === '' ? '.' : wd);
    if (!isDirectory(workingDirectory)) {
        r.problems.push((0,said/* said */.ag) `Input ${(0,said/* input */.hF)(names/* INPUTS */.mc.workingDirectory)} is not a directory: ${(0,said/* shown */.SP)(workingDirectory)}.`);
    }
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
function readClocks(r) {
    return {
        exitGraceMs: r.amount(names/* INPUTS */.mc.exitGraceSeconds, 1000),
        inactivityMs: r.amount(names/* INPUTS */.mc.inactivityTimeoutMinutes, 60_000),
        timeoutMs: r.amount(names/* INPUTS */.mc.timeoutMinutes, 60_000)
    };
}
function readBudgets(r) {
    return {
        maxToolCalls: r.count(names/* INPUTS */.mc.maxToolCalls),
        maxFailedToolCalls: r.count(names/* INPUTS */.mc.maxFailedToolCalls)
    };
}
function isDirectory(p) {
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

// EXTERNAL MODULE: ./src/runner/publish.ts + 3 modules
var publish = __nccwpck_require__(38736);
// EXTERNAL MODULE: ./src/core/stream/report.ts + 5 modules
var stream_report = __nccwpck_require__(18835);
// EXTERNAL MODULE: ./src/io/files.ts
var io_files = __nccwpck_require__(33839);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
;// CONCATENATED MODULE: ./src/git/savedindex.ts



const MAX_INDEX_BYTES = 32 * 1024 * 1024;
const FLAGS = (external_node_fs_default()).constants;
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
function saveIndex(git) {
    const now = Math.floor(Date.now() / 1000);
    const file = external_node_path_default().join(git.facts.gitDir, 'index');
    let fd;
    try {
        fd = external_node_fs_default().openSync(file, (external_node_fs_default()).constants.O_RDONLY | (FLAGS.O_NOFOLLOW ?? 0));
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
        (0,external_node_crypto_.createHash)(oidBytes === 32 ? 'sha256' : 'sha1')
            .update(b.subarray(0, end))
            .digest()
            .copy(b, end);
    return b;
}

;// CONCATENATED MODULE: ./src/git/porcelain.ts
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
function afterFields(record, n) {
    let at = 0;
    for (let i = 0; i < n; i++) {
        at = record.indexOf(' ', at) + 1;
        if (at === 0)
            return '';
    }
    return record.slice(at);
}

;// CONCATENATED MODULE: ./src/git/worktree.ts







const MAX_DIRTY = 20_000;
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
async function readWorkTree(repos, start, env, signal) {
    const git = repos.reopen(start.facts, env);
    if (git === undefined)
        throw new git_git/* GitError */.XS('git could not open the repository after the run (is .git/config still valid?)', '');
    const base = start.head ?? emptyTree(git);
    const index = privateIndex(git, start);
    const reading = { git, index, withIndex: { env: { GIT_INDEX_FILE: index }, signal } };
    let status;
    try {
        status = parseStatus(await git.runAsync(STATUS, reading.withIndex));
    }
    catch (error) {
        external_node_fs_default().rmSync(index, { force: true });
        throw error;
    }
    if (start.dirty.size === 0 && status.entries.length === 0 && status.head === start.head) {
        external_node_fs_default().rmSync(index, { force: true });
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
            external_node_fs_default().rmSync(r.index, { force: true });
            throw error;
        }
        return (0,errors/* messageOf */.bD)(error);
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
        external_node_fs_default().rmSync(index, { force: true });
        if (signal?.aborted === true)
            throw error;
        const problem = [...problems, (0,errors/* messageOf */.bD)(error)].join('; ');
        const { head, branch } = status;
        return new WorkTree({ git, base, head, branch, listed: status.entries, problem });
    }
}
function contentOf(abs, was) {
    let size = '';
    try {
        const st = external_node_fs_default().lstatSync(abs);
        if (st.isFile())
            size = String(st.size);
    }
    catch {
    }
    if (was !== undefined && !was.startsWith(`${size}:`))
        return `${size}:`;
    return `${size}:${(0,io_files/* hashFile */.DC)(abs)}`;
}
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

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __nccwpck_require__(42495);
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

;// CONCATENATED MODULE: ./src/git/patch.ts


const PATCH_MAX_BLOB_BYTES = 128 * 1024 * 1024;
async function writePatch(work, temp, maxBlob, signal) {
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
        external_node_fs_default().rmSync(file, { force: true });
        return { file: '', files, omitted };
    }
    return { file, own: { path: file, dev: own.dev, ino: own.ino }, files, omitted };
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
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

// EXTERNAL MODULE: ./src/io/child.ts
var io_child = __nccwpck_require__(68774);
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
    const base = (0,git_git/* gitEnv */.gE)(ctx.env, [
        ['core.hooksPath', '/dev/null'],
        ['core.fsmonitor', 'false'],
        ['credential.helper', ''],
        ['protocol.ext.allow', 'never'],
        ['http.followRedirects', 'false'],
        ['gc.auto', '0'],
        ['safe.directory', dir]
    ]);
    const exec = (args, env) => {
        const r = (0,io_child/* spawnSyncToExit */.CP)((0,git_git/* gitProgram */.V0)(), args, {
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
var redact_forms = __nccwpck_require__(50930);
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

;// CONCATENATED MODULE: ./src/git/land.ts










async function land(ctx) {
    const out = { notes: [], warnings: [], anchors: new Map(), files: [] };
    const log = ctx.log ?? (() => undefined);
    const push = ctx.settings.push;
    let work;
    try {
        work = ctx.work ?? (await readWorkTree(ctx.repos, ctx.start, ctx.env));
    }
    catch (error) {
        const message = `git could not collect the changes: ${(0,errors/* messageOf */.bD)(error)}`;
        if (push)
            throw new PushError(`${message}. Nothing was committed or pushed.`);
        out.warnings.push(`${message}. No patch was written.`);
        return out;
    }
    try {
        if (work.tree === undefined && work.problem !== undefined) {
            const message = `git could not collect the changes: ${work.problem}`;
            if (push)
                throw new PushError(`${message}. Nothing was committed or pushed.`);
            out.warnings.push(`${message}. No patch was written.`);
            return out;
        }
        if (work.problem !== undefined)
            out.warnings.push(`git left some files out of the patch${push ? ' and the commit' : ''}: ${work.problem}`);
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
        if (ctx.work === undefined)
            work.dispose();
    }
}
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
function stopIfCancelled(ctx) {
    if (ctx.signal?.aborted === true)
        throw new errors/* ReasonedError */.O$('The run was cancelled while the action landed the work; nothing more was written, committed or pushed.', 'cancelled');
}
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
function isConfigName(name) {
    return NAMES.has(key(name));
}
function configUnit(p) {
    const parts = p.split('/');
    const i = parts.findIndex(isConfigName);
    return i < 0 ? undefined : parts.slice(0, i + 1).join('/');
}
const LISTED = 10;
function pathList(rels) {
    const named = rels.slice(0, LISTED).map((p) => (0,said/* said */.ag) `${(0,said/* shown */.SP)(p)}`);
    const more = rels.length > LISTED ? `, and ${String(rels.length - LISTED)} more` : '';
    return (0,said/* said */.ag) `${(0,said/* list */.p_)(named, ', ')}${more}`;
}
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

;// CONCATENATED MODULE: ./src/io/tree.ts


const tree_FLAGS = (external_node_fs_default()).constants;
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
            continue;
        }
        for (const e of entries) {
            if (++seen > limit)
                return { found, complete: false };
            if (e.name === '.git')
                continue;
            const rel = dir === '' ? e.name : `${dir}/${e.name}`;
            if (match(e.name))
                found.push(rel);
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
function createFile(abs, mode) {
    return external_node_fs_default().openSync(abs, (external_node_fs_default()).constants.O_WRONLY | (external_node_fs_default()).constants.O_CREAT | (external_node_fs_default()).constants.O_EXCL | (tree_FLAGS.O_NOFOLLOW ?? 0), mode);
}
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

;// CONCATENATED MODULE: ./src/git/configtree.ts






const WALK_LIMIT = 1_000_000;
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
        if (!(error instanceof git_git/* GitError */.XS))
            throw error;
    }
    const walked = findNamed(git.root, isConfigName, WALK_LIMIT);
    for (const p of walked.found)
        pieces.add(p);
    return { pieces, complete: walked.complete };
}
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
        swap.failed.push((0,said/* said */.ag) `the base's copies (${(0,errors/* messageOf */.bD)(error)})`);
    }
    const { failed, blocked, swapped } = swap;
    if (failed.length > 0)
        warnings.push((0,said/* said */.ag) `Some of the base commit's agent configuration could not be put in place of the pull request's (a piece that could not be moved aside stays the pull request's for the run): ${(0,said/* list */.p_)(failed.slice(0, 10), '; ')}${failed.length > 10 ? `; and ${String(failed.length - 10)} more` : ''}.`);
    for (const s of swapped)
        settle(root, s);
    if (blocked.length > 0)
        warnings.push((0,said/* said */.ag) `Agent configuration left as the work tree has it, not taken from the base, because a folder above it is a link or a file there (nothing is written or removed through one): ${pathList(blocked)}.`);
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
        o.warnings.push(`git could not list the base commit ${base.slice(0, 12)} (${(0,errors/* messageOf */.bD)(error)}), so ${WITHOUT}.`);
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
        const abs = external_node_path_default().join(root, rel);
        const had = where.state === 'ok' && (0,io_files/* present */.Eb)(abs);
        const files = o.inBase.get(rel);
        if (!had && files === undefined)
            continue;
        const backup = had
            ? external_node_path_default().join(o.backupRoot, `${String(swap.swapped.length)}-${external_node_path_default().basename(rel)}`)
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
        o.failed.push((0,said/* said */.ag) `${(0,said/* shown */.SP)(o.rel)} (${(0,errors/* messageOf */.bD)(error)})`);
        if ((0,io_files/* present */.Eb)(abs) || !(0,io_files/* present */.Eb)(o.backup))
            return false;
    }
    return true;
}
function queueBase(root, o) {
    try {
        for (const f of o.files) {
            if (f.type !== 'blob' || f.mode === '120000')
                continue;
            const made = makeFolders(root, external_node_path_default().posix.dirname(f.path).replace(/^\.$/, ''));
            for (const d of made)
                if (d.length < o.rel.length)
                    o.swap.madeAbove.add(d);
            o.swap.blobs.push({
                oid: f.oid,
                abs: external_node_path_default().join(root, f.path),
                mode: f.mode === '100755' ? 0o755 : 0o644
            });
        }
    }
    catch (error) {
        o.swap.failed.push((0,said/* said */.ag) `the base's ${(0,said/* shown */.SP)(o.rel)} (${(0,errors/* messageOf */.bD)(error)})`);
    }
}
function settle(root, s) {
    s.shape = fingerprint(external_node_path_default().join(root, s.rel), false);
    s.placed = fingerprint(external_node_path_default().join(root, s.rel), true);
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
    ], { timeoutMs: 120_000, config: git_git/* ALLOW_FETCH */.n5 });
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
    for (const d of [...madeAbove].reverse())
        if (above(root, d).state === 'ok')
            try {
                external_node_fs_default().rmdirSync(external_node_path_default().join(root, d));
            }
            catch {
            }
    if (keptAway.length > 0)
        out.push((0,said/* said */.ag) `Not put back, because the agent made a folder above them a link or a file: the pull request's ${(0,said/* list */.p_)(keptAway, ', ')}.`);
    if (keptAway.length === 0 && !pointed)
        external_node_fs_default().rmSync(backupRoot, { recursive: true, force: true });
    return out;
}
function unchanged(abs, s) {
    return fingerprint(abs, false) === s.shape && fingerprint(abs, true) === s.placed;
}
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




const MAX_TREE_FILES = 5000;
const KEEP_FILE_BYTES = 1024 * 1024;
const KEEP_TOTAL_BYTES = 8 * 1024 * 1024;
const HASH_BYTES = 8 * 1024 * 1024;
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
        const common = git.facts.commonDir;
        roots.push({ label: '.git/config', abs: external_node_path_default().join(common, 'config'), restore: true });
        roots.push({ label: '.git/hooks', abs: external_node_path_default().join(common, 'hooks'), restore: true });
        roots.push({ label: '.git/info', abs: external_node_path_default().join(common, 'info'), restore: true });
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
            }
        }
        into.set(label, entry);
    }
}
function absOf(root, label) {
    return external_node_path_default().join(root.abs, label.slice(root.label.length));
}
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
function openUp(dir) {
    for (let d = dir;; d = external_node_path_default().dirname(d)) {
        try {
            const st = external_node_fs_default().lstatSync(d);
            if (st.isDirectory() && (st.mode & 0o300) !== 0o300)
                external_node_fs_default().chmodSync(d, st.mode | 0o700);
        }
        catch {
        }
        if (external_node_path_default().dirname(d) === d)
            return;
    }
}
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

;// CONCATENATED MODULE: ./src/git/links.ts

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
        patch: l?.patchFile !== undefined && (0,io_files/* stillOurs */.gS)(l.patchFile) ? l.patchFile.path : '',
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
            this.ctx.say.debug(`reading the work tree after the run: ${(0,errors/* messageOf */.bD)(error)}`);
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
            this.ctx.say.debug(`git: ${(0,errors/* messageOf */.bD)(error)}`);
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
            out.set(external_node_path_default().relative(cwd, external_node_path_default().join(root, repoPath)).split((external_node_path_default()).sep).join('/'), url);
        return out;
    }
    guard(what, fn) {
        try {
            fn();
        }
        catch (error) {
            const message = (0,errors/* messageOf */.bD)(error);
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

;// CONCATENATED MODULE: ./src/stages/land.ts


async function landWork(ctx, run) {
    const { settings, book } = ctx;
    const { workspace } = run;
    const start = workspace.start;
    const push = settings.push && run.succeeded;
    if (start === undefined) {
        if (push)
            throw new PushError(`push: true, but ${settings.workingDirectory} is not in a git repository (or git could not read it before the run), so nothing was committed or pushed. Check the repository out first (actions/checkout) and run the action in it.`);
        return;
    }
    if (settings.push && !run.succeeded)
        book.note('Not pushed: the run did not succeed; the patch has the changes.');
    const said = (landed) => {
        workspace.landed(landed);
        book.note(...landed.notes);
        for (const w of landed.warnings)
            book.warning(w);
    };
    try {
        said(await land(landing(ctx, run, { start, push })));
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
function landing(ctx, run, o) {
    const { settings, redact } = ctx;
    const { report, pr } = run;
    const token = settings.githubToken;
    const openPr = o.push && settings.openPr;
    return {
        start: o.start,
        work: run.workspace.afterRun(),
        settings: {
            push: o.push,
            openPr,
            commitMessage: settings.commitMessage,
            branchPrefix: settings.branchPrefix,
            allowWorkflowChanges: settings.allowWorkflowChanges
        },
        env: withoutValue(ctx.env.raw, token),
        runner: ctx.env,
        repos: run.repos,
        token,
        pull: pr.pull,
        pullUnknown: pr.unknown,
        secrets: secretsOf(ctx),
        issue: pr.event?.isPullRequest === false ? pr.event.number : undefined,
        prompt: redact(run.title ?? ctx.prompt),
        finalMessage: redact(report.finalMessage || (report.result?.text ?? '')),
        sessionId: report.sessionId,
        openPull: openPr ? ctx.github.opener(ctx.env) : undefined,
        log: (line) => ctx.say.line(line),
        signal: ctx.signals.abort
    };
}
function secretsOf(ctx) {
    return [
        { name: 'the Cursor API key', value: ctx.settings.apiKey },
        { name: 'the GitHub token', value: ctx.settings.githubToken },
        {
            name: 'the runner token ACTIONS_RUNTIME_TOKEN',
            value: ctx.env.actionsRuntimeToken ?? ''
        },
        {
            name: 'the OIDC request token ACTIONS_ID_TOKEN_REQUEST_TOKEN',
            value: ctx.env.actionsIdTokenRequestToken ?? ''
        }
    ];
}

;// CONCATENATED MODULE: ./src/stages/conclude.ts



async function concludeRun(ctx, at, o) {
    const { record } = o;
    const builder = record.builder ?? new stream_report/* ReportBuilder */.ex();
    const ending = record.agent?.ending ?? { kind: 'exited', exitCode: null, signal: null };
    if (ending.kind !== 'cancelled')
        o.keep({ links: await at.workspace.compare(at.repos, builder) });
    const report = builder.live();
    const schema = ctx.settings.outputSchema;
    const compile = schema && (await Promise.all(/* import() */[__nccwpck_require__.e(804), __nccwpck_require__.e(313)]).then(__nccwpck_require__.bind(__nccwpck_require__, 37313))).compileSchema;
    const { agent } = record;
    const { verdict, structured } = (0,verdict_verdict/* conclude */.Ep)({
        ...{ ending, report, schema, compile, internalError: agent?.internalError },
        ...{ lateSignal: ctx.signals.received(), redact: ctx.redact, stderr: agent?.stderrTail },
        ...{ workspaceMissing: agent?.cwdMissing, mcp: record.mcp }
    });
    o.keep({ structured });
    if (verdict.conclusion === 'cancelled' || agent?.internalError !== undefined)
        return verdict;
    const succeeded = verdict.conclusion === 'success';
    if (succeeded)
        await record.review?.finish(report);
    if (record.review?.outcome?.cancelled === true)
        return verdict;
    const { workspace, repos, pr } = at;
    await landWork(ctx, { workspace, repos, title: record.bot?.request, succeeded, report, pr });
    return verdict;
}

;// CONCATENATED MODULE: ./src/core/bundle/schema.ts
const BUNDLE_FORMAT = 'cursor-agent-action/bundle';
const BUNDLE_VERSION = 1;
const MAX_BUNDLE_BYTES = (/* unused pure expression or super */ null && (4 * 1024 * 1024));
const BUNDLE_SCHEMA = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/cursor-agent-action/cursor-agent-action/docs/bundle.v1.schema.json',
    title: 'cursor-agent-action bundle, format 1 (docs/publish.md)',
    type: 'object',
    additionalProperties: false,
    required: [
        'format',
        'version',
        'run',
        'subject',
        'commentKey',
        'mode',
        'reviewer',
        'verdict',
        'facts',
        'finalMessage'
    ],
    properties: {
        format: {
            const: BUNDLE_FORMAT
        },
        version: {
            const: BUNDLE_VERSION
        },
        run: {
            type: 'object',
            additionalProperties: false,
            required: ['repository', 'runId', 'runAttempt', 'job', 'leg'],
            properties: {
                repository: {
                    type: 'string',
                    pattern: '^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$'
                },
                runId: {
                    type: 'string',
                    pattern: '^[0-9]{1,20}$'
                },
                runAttempt: {
                    type: 'string',
                    pattern: '^[0-9]{1,6}$'
                },
                job: {
                    type: 'string',
                    pattern: '^[A-Za-z0-9_-]{1,100}$'
                },
                leg: {
                    type: 'string',
                    pattern: '^[0-9a-f]{16}$'
                }
            }
        },
        subject: {
            type: 'object',
            additionalProperties: false,
            required: ['kind'],
            properties: {
                kind: {
                    enum: ['pull_request', 'issue', 'none']
                },
                number: {
                    type: 'integer',
                    minimum: 1,
                    maximum: 1000000000
                },
                head: {
                    $ref: '#/$defs/sha'
                },
                base: {
                    $ref: '#/$defs/sha'
                }
            }
        },
        commentKey: {
            type: 'string',
            pattern: '^[A-Za-z0-9_.-]{1,64}$'
        },
        mode: {
            enum: ['task', 'review', 'answer']
        },
        reviewer: {
            type: 'string',
            minLength: 1,
            maxLength: 100
        },
        verdict: {
            type: 'object',
            additionalProperties: false,
            required: ['conclusion'],
            properties: {
                conclusion: {
                    enum: ['success', 'failure', 'cancelled', 'skipped']
                },
                failureReason: {
                    type: 'string',
                    pattern: '^[a-z_]{1,40}$'
                },
                skipReason: {
                    type: 'string',
                    pattern: '^[a-z-]{1,40}$'
                }
            }
        },
        facts: {
            type: 'object',
            additionalProperties: false,
            required: ['durationMs', 'usage'],
            properties: {
                durationMs: {
                    $ref: '#/$defs/count'
                },
                sessionId: {
                    type: 'string',
                    pattern: '^[A-Za-z0-9_-]{1,100}$'
                },
                model: {
                    type: 'string',
                    maxLength: 100
                },
                usage: {
                    type: 'object',
                    additionalProperties: false,
                    properties: {
                        inputTokens: {
                            $ref: '#/$defs/count'
                        },
                        outputTokens: {
                            $ref: '#/$defs/count'
                        },
                        cacheReadTokens: {
                            $ref: '#/$defs/count'
                        },
                        cacheWriteTokens: {
                            $ref: '#/$defs/count'
                        }
                    }
                },
                toolCalls: {
                    $ref: '#/$defs/count'
                },
                failedToolCalls: {
                    $ref: '#/$defs/count'
                }
            }
        },
        finalMessage: {
            type: 'string',
            maxLength: 1048576
        },
        request: {
            type: 'object',
            additionalProperties: false,
            required: ['commentId'],
            properties: {
                commentId: {
                    type: 'integer',
                    minimum: 1
                }
            }
        },
        review: {
            type: 'object',
            additionalProperties: false,
            required: ['summary', 'findings', 'head'],
            properties: {
                summary: {
                    type: 'string',
                    maxLength: 65536
                },
                head: {
                    $ref: '#/$defs/sha'
                },
                reviewedFrom: {
                    $ref: '#/$defs/sha'
                },
                findings: {
                    type: 'array',
                    maxItems: 500,
                    items: {
                        $ref: '#/$defs/finding'
                    }
                }
            }
        },
        patch: {
            type: 'object',
            additionalProperties: false,
            required: ['base', 'file', 'bytes', 'sha256'],
            properties: {
                base: {
                    $ref: '#/$defs/sha'
                },
                file: {
                    const: 'patch.diff'
                },
                bytes: {
                    type: 'integer',
                    minimum: 1,
                    maximum: 52428800
                },
                sha256: {
                    type: 'string',
                    pattern: '^[0-9a-f]{64}$'
                }
            }
        },
        ledger: {
            type: 'object',
            maxProperties: 40
        }
    },
    $defs: {
        sha: {
            type: 'string',
            pattern: '^([0-9a-f]{40}|[0-9a-f]{64})$'
        },
        count: {
            type: 'integer',
            minimum: 0,
            maximum: 1000000000000
        },
        finding: {
            type: 'object',
            additionalProperties: false,
            required: ['path', 'line', 'side', 'severity', 'title', 'body'],
            properties: {
                path: {
                    type: 'string',
                    minLength: 1,
                    maxLength: 1000
                },
                line: {
                    type: 'integer',
                    minimum: 1,
                    maximum: 10000000
                },
                startLine: {
                    type: 'integer',
                    minimum: 1,
                    maximum: 10000000
                },
                side: {
                    enum: ['LEFT', 'RIGHT']
                },
                severity: {
                    enum: ['critical', 'high', 'medium', 'low']
                },
                title: {
                    type: 'string',
                    minLength: 1,
                    maxLength: 300
                },
                body: {
                    type: 'string',
                    maxLength: 20000
                },
                suggestion: {
                    type: 'string',
                    maxLength: 20000
                }
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/core/bundle/make.ts


const MAX_FINAL_MESSAGE = 1_048_576;
const MAX_SUMMARY = 65_536;
const MAX_BODY = 20_000;
const MAX_TITLE = 300;
const MAX_PATH = 1000;
const MAX_FINDINGS = 500;
const MAX_NAME = 100;
const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/;
const SESSION = /^[A-Za-z0-9_-]{1,100}$/;
function bundleOf(i) {
    const { facts } = i;
    const v = facts.verdict;
    const review = reviewOf(i);
    return {
        format: BUNDLE_FORMAT,
        version: BUNDLE_VERSION,
        run: i.run,
        subject: i.subject,
        commentKey: i.commentKey,
        mode: i.mode,
        reviewer: (0,core_text/* truncate */.xv)(i.reviewer, MAX_NAME),
        verdict: {
            conclusion: v.conclusion,
            ...(v.reason !== undefined ? { failureReason: v.reason } : {}),
            ...(v.skip !== undefined ? { skipReason: v.skip } : {})
        },
        facts: factsOf(facts),
        finalMessage: (0,core_text/* truncate */.xv)(facts.report.finalMessage, MAX_FINAL_MESSAGE),
        ...(i.commentId !== undefined ? { request: { commentId: i.commentId } } : {}),
        ...(review !== undefined ? { review } : {}),
        ...(i.patch !== undefined ? { patch: { ...i.patch, file: 'patch.diff' } } : {}),
        ...(facts.pr !== undefined ? { ledger: { ...facts.pr.run } } : {})
    };
}
function factsOf(f) {
    const r = f.report;
    const usage = r.result?.usage ?? {};
    const counts = r.counts;
    const session = r.sessionId;
    return {
        durationMs: Math.max(0, Math.round(f.durationMs)),
        ...(session !== undefined && SESSION.test(session) ? { sessionId: session } : {}),
        ...(r.model !== undefined && r.model !== '' ? { model: (0,core_text/* truncate */.xv)(r.model, MAX_NAME) } : {}),
        usage: {
            ...count('inputTokens', usage.inputTokens),
            ...count('outputTokens', usage.outputTokens),
            ...count('cacheReadTokens', usage.cacheReadTokens),
            ...count('cacheWriteTokens', usage.cacheWriteTokens)
        },
        toolCalls: counts.calls,
        failedToolCalls: counts.failed + counts.rejected
    };
}
function count(name, value) {
    return value !== undefined && Number.isFinite(value) && value >= 0
        ? { [name]: Math.round(value) }
        : {};
}
function reviewOf(i) {
    const o = i.facts.review;
    if (o === undefined || i.reviewHead === undefined || !SHA.test(i.reviewHead))
        return undefined;
    const from = o.reviewedFrom;
    return {
        summary: (0,core_text/* truncate */.xv)(o.summary, MAX_SUMMARY),
        head: i.reviewHead,
        ...(from !== undefined && SHA.test(from) ? { reviewedFrom: from } : {}),
        findings: o.findings.slice(0, MAX_FINDINGS).map(findingOf)
    };
}
function findingOf(f) {
    return {
        path: (0,core_text/* truncate */.xv)(f.path, MAX_PATH),
        line: f.line,
        ...(f.startLine !== undefined ? { startLine: f.startLine } : {}),
        side: f.side,
        severity: f.severity,
        title: (0,core_text/* truncate */.xv)(f.title, MAX_TITLE),
        body: (0,core_text/* truncate */.xv)(f.body, MAX_BODY),
        ...(f.suggestion !== undefined ? { suggestion: (0,core_text/* truncate */.xv)(f.suggestion, MAX_BODY) } : {})
    };
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __nccwpck_require__(85015);
;// CONCATENATED MODULE: ./src/runner/bundle.ts




function bundleName(run) {
    return `cursor-agent-${run.runId}-${run.runAttempt}-${run.job}-${run.leg}`;
}
function writeBundle(temp, bundle, o) {
    const problems = o.compile(BUNDLE_SCHEMA)(bundle);
    if (problems.length > 0)
        throw new Error(`the bundle does not match its own schema (a bug in cursor-agent-action): ${problems.slice(0, 5).join('; ')}`);
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join((0,io_files/* tempRoot */.fQ)(temp), 'cursor-agent-bundle-'));
    const leg = external_node_path_default().join(dir, bundleName(bundle.run));
    external_node_fs_default().mkdirSync(leg, { mode: 0o700 });
    writeNew(external_node_path_default().join(leg, 'bundle.json'), `${JSON.stringify(bundle, null, 2)}\n`);
    if (o.patch !== undefined)
        writeNew(external_node_path_default().join(leg, 'patch.diff'), o.patch);
    return dir;
}
function writeNew(file, data) {
    const own = (0,io_files/* openOwnFile */.ZM)(file);
    try {
        (0,io_files/* writeAll */.f4)(own.fd, data);
    }
    finally {
        external_node_fs_default().closeSync(own.fd);
    }
}

;// CONCATENATED MODULE: ./src/stages/bundle.ts








const MAX_PATCH_BYTES = 52_428_800;
const bundle_SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/;
async function leaveBundle(ctx, record, facts) {
    if (!ctx.hasSettings || ctx.settings.publish !== 'later')
        return facts;
    try {
        const event = readable(ctx);
        const patch = patchOf(facts, record, (m) => ctx.book.warning(m));
        const input = {
            facts,
            run: runOf(ctx, event),
            subject: await subjectOf(ctx, event),
            commentKey: (0,marker/* keyHash */.aE)(ctx.settings.commentKey),
            mode: modeOf(ctx),
            reviewer: ctx.settings.model !== '' ? ctx.settings.model : 'agent',
            ...requestOf(ctx, event),
            ...(patch !== undefined ? { patch: patch.facts } : {})
        };
        const subject = input.subject;
        if (input.mode === 'review' && subject.head !== undefined)
            input.reviewHead = subject.head;
        const { compileSchema } = await Promise.all(/* import() */[__nccwpck_require__.e(804), __nccwpck_require__.e(313)]).then(__nccwpck_require__.bind(__nccwpck_require__, 37313));
        const dir = writeBundle(ctx.env.temp, bundleOf(input), {
            compile: compileSchema,
            ...(patch !== undefined ? { patch: patch.bytes } : {})
        });
        const note = (0,said/* said */.ag) `Nothing was published (${(0,said/* code */.aY)('publish: later')}): the bundle is in ${(0,said/* shown */.SP)(dir)}, for the publish step of another job.`;
        return {
            ...facts,
            bundle: dir,
            afterRun: { ...facts.afterRun, notes: [...facts.afterRun.notes, note] }
        };
    }
    catch (error) {
        const failed = (0,verdict_verdict/* failureOf */.g5)(new Error(`the bundle could not be written: ${String(error instanceof Error ? error.message : error)}`), ctx.redact);
        return { ...facts, verdict: failed };
    }
}
function readable(ctx) {
    try {
        return (0,github_event/* eventOf */.A6)(ctx.event);
    }
    catch {
        return undefined;
    }
}
function runOf(ctx, event) {
    const { env } = ctx;
    const fromEvent = event !== undefined ? `${event.owner}/${event.repo}` : '';
    const repository = [env.repository ?? '', fromEvent].find((r) => /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(r));
    const job = (env.job ?? '').replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 100);
    return {
        repository: repository ?? 'unknown/unknown',
        runId: /^[0-9]{1,20}$/.test(env.runId ?? '') ? (env.runId ?? '0') : '0',
        runAttempt: /^[0-9]{1,6}$/.test(env.runAttempt ?? '') ? (env.runAttempt ?? '1') : '1',
        job: job !== '' ? job : 'job',
        leg: (0,external_node_crypto_.randomBytes)(8).toString('hex')
    };
}
async function subjectOf(ctx, event) {
    if (event?.number === undefined)
        return { kind: 'none' };
    if (!event.isPullRequest)
        return { kind: 'issue', number: event.number };
    let pull = event;
    if (pull.head === undefined && ctx.settings.githubToken !== '')
        pull = await ctx.github.pull().catch(() => event);
    const head = pull.head?.sha ?? '';
    const base = pull.base?.sha ?? '';
    return {
        kind: 'pull_request',
        number: event.number,
        ...(bundle_SHA.test(head) ? { head } : {}),
        ...(bundle_SHA.test(base) ? { base } : {})
    };
}
function modeOf(ctx) {
    if (ctx.settings.review)
        return 'review';
    return ctx.settings.triggerPhrase !== '' ? 'answer' : 'task';
}
function requestOf(ctx, event) {
    const target = event?.reactTo;
    if (ctx.settings.triggerPhrase === '' || target === undefined || target.kind === 'issue')
        return {};
    return { commentId: target.id };
}
function patchOf(facts, record, warn) {
    const file = facts.landed?.patch ?? '';
    if (file === '')
        return undefined;
    const base = record.workspace?.start?.head ?? '';
    const bytes = (0,io_files/* readRegular */.VX)(file, MAX_PATCH_BYTES);
    const why = !bundle_SHA.test(base)
        ? 'the run started in a repository without a commit to apply it to'
        : bytes === undefined
            ? `it could not be read back, or is larger than ${String(MAX_PATCH_BYTES)} bytes`
            : bytes.length === 0
                ? 'it is empty'
                : undefined;
    if (why !== undefined || bytes === undefined) {
        warn(`The patch is not in the bundle: ${why ?? 'it could not be read back'}.`);
        return undefined;
    }
    const sha256 = (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
    return { bytes, facts: { base, bytes: bytes.length, sha256 } };
}

// EXTERNAL MODULE: ./src/stages/context.ts + 9 modules
var context = __nccwpck_require__(86656);
// EXTERNAL MODULE: ./src/core/stream/json.ts
var json = __nccwpck_require__(44584);
// EXTERNAL MODULE: ./src/core/stream/mcp.ts
var mcp = __nccwpck_require__(36120);
;// CONCATENATED MODULE: ./src/agent/process/cli-env.ts
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

// EXTERNAL MODULE: ./src/agent/install/probe.ts
var install_probe = __nccwpck_require__(18119);
;// CONCATENATED MODULE: ./src/agent/mcp.ts











const MAX_CONFIG_BYTES = 1024 * 1024;
const NAMES_SHOWN = 10;
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
const LIST_MS = 15_000;
async function listMcp(cli, settings, env, o) {
    const who = (0,install_probe/* probeNamed */.Gf)((0,install_probe/* commandLine */.ay)(cli, ['mcp', 'list']), 'before');
    const answer = await o.guard(who, () => (0,install_probe/* askCli */.IZ)(cli, ['mcp', 'list'], {
        env: childEnv(env.raw, settings.apiKey, settings.githubToken),
        host: env.platform.host,
        cwd: settings.workingDirectory,
        limitMs: env.knobs.mcpListMs ?? LIST_MS,
        maxChars: 64 * 1024,
        signal: o.signal
    }));
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

;// CONCATENATED MODULE: ./src/core/pull.ts

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
function githubTime(text) {
    if (text === undefined || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(text))
        return undefined;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? undefined : ms;
}

;// CONCATENATED MODULE: ./src/git/checkout.ts





const off = (0,said/* code */.aY)(`${names/* INPUTS */.mc.checkoutPr}: false`);
const HEAD_EVENTS = new Set([
    'pull_request',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment'
]);
const checkout_LISTED = 5;
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
        (0,said/* said */.ag) `${(0,said/* input */.hF)(names/* INPUTS */.mc.checkoutPr)}: the work tree has uncommitted changes (${(0,said/* list */.p_)(paths.slice(0, checkout_LISTED).map((p) => (0,said/* said */.ag) `${(0,said/* shown */.SP)(p)}`), ', ')}${paths.length > checkout_LISTED ? `, and ${String(paths.length - checkout_LISTED)} more` : ''}), so the action will not check out pull request #${pull.number}'s head over them. Run this step on a clean checkout, commit those changes first, or set ${off}.`
    ]);
}
function fetchHead(git, pull, number, token) {
    const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true';
    const config = [...git_git/* ALLOW_FETCH */.n5, ['http.followRedirects', 'false']];
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
function gitSaid(error) {
    if (error instanceof git_git/* GitError */.XS) {
        const lines = error.stderr
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '');
        const listed = lines.findIndex((l) => l.endsWith('would be overwritten by checkout:'));
        if (listed !== -1)
            return lines.slice(listed).join(' ');
        return lines.slice(-2).join(' ') || error.message;
    }
    return error instanceof Error ? error.message : String(error);
}
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

;// CONCATENATED MODULE: ./src/stages/prepare.ts



function prepareWork(ctx, o) {
    const { settings, env } = ctx;
    ctx.book.note(...prepareRepository(o.repos, settings, env.raw, o.pr));
    const workspace = before(ctx, o.repos, o.pr);
    o.keep({ workspace });
    checkRequiredMcp(settings, env, o.pr.base?.isPr === true && !settings.trustPrConfig);
    return workspace;
}

// EXTERNAL MODULE: ./src/core/verdict/delivery.ts
var delivery = __nccwpck_require__(19417);
;// CONCATENATED MODULE: ./src/core/verdict/manifest.ts

const MANIFEST_VERSION = 1;
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
            listed: listed === undefined
                ? undefined
                : { status: listed.status, state: listed.state, text: listed.text }
        });
    });
    return {
        servers,
        untrackedCalls: use.untracked,
        required,
        listed: f.mcp?.listed?.map((l) => ({
            name: l.name,
            status: l.status,
            state: l.state,
            text: l.text
        })) ?? null
    };
}
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
    const out = {};
    for (const key in o)
        if (o[key] !== undefined)
            out[key] = o[key];
    return out;
}

// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __nccwpck_require__(71013);
;// CONCATENATED MODULE: ./src/observers/manifest.ts





class Spool {
    dir;
    kind;
    file;
    pending = [];
    pendingChars = 0;
    written = new io_files/* Written */.ye();
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
    spoolError;
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
function saveManifest(writer, f, ctx) {
    try {
        return written(writer ?? ManifestWriter.create(ctx.env, ctx.redact), f);
    }
    catch (error) {
        ctx.say.warning(`The run manifest could not be written: ${(0,errors/* messageOf */.bD)(error)}`);
        return undefined;
    }
}
function written(writer, f) {
    return writer.finish(f, { via: 'action', version: version/* VERSION */.x });
}

;// CONCATENATED MODULE: ./src/stages/record.ts






async function recordOut(r, ctx, verdict, decide = (missing) => (0,delivery/* withDeliverable */.G)(verdict, missing)) {
    const base = record_factsOf(r, ctx, verdict);
    let made = { ...base, pr: await r.ledger?.close(base) };
    const plan = r.bot?.trigger !== undefined ? r.bot.comment : undefined;
    const answer = plan !== undefined && r.settings !== undefined
        ? await (await Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(752), __nccwpck_require__.e(993)]).then(__nccwpck_require__.bind(__nccwpck_require__, 84993))).deliverAnswer({ plan, commentKey: r.settings.commentKey }, ctx, made)
        : { written: false };
    if (answer.written)
        made = { ...made, answered: true, comment: answer.comment ?? made.comment };
    if (answer.missing !== undefined) {
        const missing = [...(made.missing ?? []), answer.missing];
        made = { ...made, missing, verdict: decide(missing) };
    }
    const manifestPath = saveManifest(r.manifest, made, ctx);
    return { ...made, manifestPath, ...(0,publish/* saveTexts */.kJ)(made, ctx) };
}
function record_factsOf(r, ctx, verdict) {
    const report = r.builder?.snapshot() ?? (0,stream_report/* emptyReport */._O)();
    const endedAt = ctx.clock.now();
    const ending = r.agent?.ending;
    const comment = r.bot?.comment?.comment;
    const cwd = r.settings?.workingDirectory;
    return {
        verdict,
        report,
        running: r.builder?.runningCalls() ?? [],
        ran: r.builder !== undefined,
        startedAt: ctx.started,
        endedAt,
        durationMs: report.result?.durationMs ?? endedAt - ctx.started,
        exitCode: ending?.kind === 'exited' ? ending.exitCode : undefined,
        stderrTail: r.agent?.stderrTail,
        cliPath: r.cli?.path,
        cliVersion: r.cli?.version,
        install: r.cli?.install,
        mcp: r.mcp,
        transcriptPath: r.transcript?.written,
        structured: r.structured,
        links: r.links,
        patchAnchors: cwd !== undefined ? r.workspace?.patchAnchors(cwd) : undefined,
        afterRun: { notes: ctx.book.notes, warnings: ctx.book.warnings },
        landed: landedOf(r.workspace),
        comment: comment?.id !== undefined ? { id: comment.id, url: comment.url ?? '' } : undefined,
        review: r.review?.outcome,
        ...(r.review?.outcome?.missing !== undefined ? { missing: [r.review.outcome.missing] } : {}),
        cappedCheckUrl: r.capped?.checkRunUrl,
        resume: r.session?.resume ?? (r.settings?.resume ? {} : undefined),
        settings: r.settings !== undefined ? settingsFacts(r.settings) : undefined
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(31421);
// EXTERNAL MODULE: ./src/core/stream/lines.ts
var stream_lines = __nccwpck_require__(70823);
// EXTERNAL MODULE: ./src/core/platform.ts
var platform = __nccwpck_require__(90692);
// EXTERNAL MODULE: ./src/agent/install/cache.ts
var cache = __nccwpck_require__(93167);
// EXTERNAL MODULE: ./src/agent/install/layout.ts
var install_layout = __nccwpck_require__(8347);
;// CONCATENATED MODULE: ./src/agent/install/pinned.ts




async function installPinned(o) {
    const started = Date.now();
    const { arch } = (0,install_layout/* archivePlatform */.Qk)(o.env.platform);
    const entry = o.sha256 === '' ? (0,cache/* findInToolCache */.lj)(o.env, o.build, arch) : undefined;
    if (entry !== undefined && (0,install_layout/* treeNow */.lV)(entry, (0,install_layout/* recordOf */.zv)(entry, o.build)).unchanged) {
        const dir = external_node_path_default().join(entry, install_layout/* TREE */.Pr);
        const layout = (0,platform/* archiveLayout */.bA)(o.env.platform);
        if ((0,install_layout/* executableProblem */.Oo)(dir, layout) === undefined) {
            o.log((0,install_layout/* unchangedNote */.CZ)(o.build));
            const url = (0,install_layout/* archiveUrl */.Qq)(o.baseUrl, o.build, o.env.platform);
            return {
                cli: { ...(0,install_layout/* cliIn */.Mm)(dir, layout), version: o.build },
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
    const { installFromArchive } = await __nccwpck_require__.e(/* import() */ 740).then(__nccwpck_require__.bind(__nccwpck_require__, 56740));
    return installFromArchive(o, started);
}

;// CONCATENATED MODULE: ./src/agent/install/windows.ts


function windowsNames(base) {
    return [`${base}.exe`, `${base}.cmd`, `${base}.ps1`];
}
function windowsInstallDir(env, home) {
    const local = env.LOCALAPPDATA ?? '';
    return external_node_path_default().join(local !== '' ? local : external_node_path_default().join(home, 'AppData', 'Local'), 'cursor-agent');
}
const SHIM = /\.(cmd|bat|ps1)$/i;
function windowsProgram(file) {
    if (external_node_path_default().basename(file).toLowerCase() === 'node.exe')
        return bundled(external_node_path_default().dirname(file));
    if (!SHIM.test(file))
        return { path: file };
    const dir = external_node_path_default().dirname(file);
    for (const build of newestFirst(external_node_path_default().join(dir, 'versions'))) {
        const found = bundled(external_node_path_default().join(dir, 'versions', build));
        if (found !== undefined)
            return found;
    }
    return bundled(dir);
}
function bundled(dir) {
    const node = external_node_path_default().join(dir, 'node.exe');
    const index = external_node_path_default().join(dir, 'index.js');
    return isFile(node) && isFile(index) ? { path: node, prefix: [index] } : undefined;
}
function newestFirst(versions) {
    let names;
    try {
        names = external_node_fs_default().readdirSync(versions, { withFileTypes: true })
            .filter((e) => e.isDirectory())
            .map((e) => e.name);
    }
    catch {
        return [];
    }
    return names.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
}
function isFile(file) {
    try {
        return external_node_fs_default().statSync(file).isFile();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/agent/lazy.ts
var lazy = __nccwpck_require__(79267);
;// CONCATENATED MODULE: ./src/agent/install/cli.ts













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
function namesOf(base, host) {
    return host === 'win32' ? windowsNames(base) : [base];
}
function programAt(file, host) {
    return host === 'win32' ? windowsProgram(file) : { path: file };
}
function onPath(base, host) {
    const delimiter = host === 'win32' ? ';' : ':';
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
        if (dir === '')
            continue;
        for (const name of namesOf(base, host)) {
            const file = external_node_path_default().join(dir, name);
            const program = executable(file) ? programAt(file, host) : undefined;
            if (program !== undefined)
                return program;
        }
    }
    return undefined;
}
function scriptDirs(env) {
    const home = env.HOME ?? external_node_os_default().homedir();
    return [external_node_path_default().join(home, '.local', 'bin'), external_node_path_default().join(home, '.cursor', 'bin')];
}
function installDirs(env, host) {
    if (host === 'win32')
        return [windowsInstallDir(env, env.USERPROFILE ?? external_node_os_default().homedir())];
    return scriptDirs(env);
}
async function findCli(env, needVersion, version, host) {
    const found = onPath('cursor-agent', host);
    if (found !== undefined)
        return { ...found, version: needVersion ? await version(found) : undefined };
    const agent = onPath('agent', host);
    if (agent !== undefined) {
        const answer = await version(agent);
        if (answer !== undefined)
            return { ...agent, version: answer };
    }
    for (const dir of installDirs(env, host)) {
        for (const base of ['cursor-agent', 'agent']) {
            for (const name of namesOf(base, host)) {
                const file = external_node_path_default().join(dir, name);
                const program = executable(file) ? programAt(file, host) : undefined;
                if (program === undefined)
                    continue;
                if (base === 'cursor-agent' && !needVersion)
                    return program;
                const answer = await version(program);
                if (base === 'cursor-agent' || answer !== undefined)
                    return { ...program, version: answer };
            }
        }
    }
    return undefined;
}
async function installWithScript(o) {
    const started = Date.now();
    const tries = o.tries ?? 3;
    const backoff = o.backoffMs ?? 2000;
    const problems = [];
    const { HttpClient } = await (0,lazy/* loadHttpClient */.w)();
    const http = new HttpClient('cursor-agent-action', [], { socketTimeout: 60_000 });
    for (let attempt = 1; attempt <= tries; attempt++) {
        try {
            const response = await http.get(o.url);
            const status = response.message.statusCode ?? 0;
            const script = await response.readBody();
            if (status < 200 || status > 299) {
                throw new Error(`the installer download answered HTTP ${status}`);
            }
            if (script.trim() === '')
                throw new Error('the installer download was empty');
            const who = (0,said/* said */.ag) `The install script from ${(0,said/* code */.aY)(o.url)}, which the action ran before the run,`;
            const exit = await o.guard(who, () => runBash(script, o.env, o.log));
            if (exit !== 0)
                throw new Error(`the installer script exited with code ${exit}`);
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
    for (const dir of scriptDirs(o.env)) {
        for (const name of ['cursor-agent', 'agent']) {
            const file = external_node_path_default().join(dir, name);
            if (executable(file)) {
                o.addPath(dir);
                const version = await o.version(file);
                const ms = Date.now() - started;
                const install = { source: 'script', url: o.url, verified: false, ms };
                return { path: file, version, install };
            }
        }
    }
    throw new CliError(`The installer from ${o.url} finished, but no cursor-agent or agent appeared in ${scriptDirs(o.env).join(' or ')}.`, 'install_failed');
}
async function runBash(script, env, log) {
    const child = (0,external_node_child_process_.spawn)('bash', ['-s'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const relay = (stream) => {
        const lines = new stream_lines/* LineSplitter */.g((line) => {
            if (line !== '')
                log(line);
        });
        stream.on('data', (chunk) => {
            lines.push(chunk);
        });
        return lines;
    };
    const out = [relay(child.stdout), relay(child.stderr)];
    child.stdin.on('error', () => undefined);
    child.stdin.end(script);
    const { code } = await (0,io_child/* untilExit */.dF)(child, [child.stdout, child.stderr]);
    for (const lines of out)
        lines.end();
    return code ?? 1;
}
const NOT_FOUND_HELP = (0,said/* said */.ag) `The Cursor CLI (cursor-agent) was not found on PATH and install is false. Either set ${(0,said/* code */.aY)('install: true')}, set ${(0,said/* code */.aY)('cli-path')} to the CLI, or add a step before this one that runs ${(0,said/* code */.aY)('curl https://cursor.com/install -fsS | bash')} and adds ${(0,said/* code */.aY)('~/.local/bin')} to ${(0,said/* code */.aY)('GITHUB_PATH')}.`;
const WINDOWS_SCRIPT = (0,said/* said */.ag) `On Windows the action installs the Cursor CLI from its archive only, never with Cursor's PowerShell installer: set ${(0,said/* code */.aY)('cli-version')} to the build to install (YYYY.MM.DD-hash, as ${(0,said/* code */.aY)('cursor-agent --version')} prints it), or install the CLI in a step before this one.`;
function givenCli(file, host) {
    const program = programAt(file, host);
    if (program !== undefined)
        return program;
    throw new CliError((0,said/* said */.ag) `Input ${(0,said/* code */.aY)('cli-path')} is ${(0,said/* code */.aY)(file)}, a shim Node cannot start without a shell, and no build (a ${(0,said/* code */.aY)('node.exe')} with its ${(0,said/* code */.aY)('index.js')}) was found in ${(0,said/* code */.aY)('versions')} beside it: point ${(0,said/* code */.aY)('cli-path')} at the build's ${(0,said/* code */.aY)('node.exe')}.`, 'cli_not_found');
}
function pinMismatch(cli, pin) {
    if (pin === '' || (cli.version !== undefined && (0,install_probe/* sameBuild */.tW)(cli.version, pin)))
        return undefined;
    return `The Cursor CLI at ${cli.path} is ${cli.version ?? 'of an unknown version'}, but "cli-version" asks for ${pin}. Set install: true to install ${pin}, or change cli-version.`;
}
async function locateCli(ctx, guard) {
    const settings = ctx.settings;
    const o = {
        env: ctx.env,
        log: (line) => ctx.say.line(line),
        warn: (message) => ctx.book.warning(message),
        addPath: (dir) => ctx.port.addPath(dir),
        group: (title, fn) => ctx.port.group(title, fn),
        signal: ctx.signals.abort
    };
    const platform = o.env.platform;
    if (settings.cliPath !== '')
        return givenCli(settings.cliPath, platform.host);
    const probeEnv = childEnv(o.env.raw, '', settings.githubToken);
    const version = (cli) => guard((0,install_probe/* probeNamed */.Gf)((0,install_probe/* commandLine */.ay)(cli, ['--version']), 'before'), () => (0,install_probe/* cliVersion */.$g)(cli, probeEnv, o.signal, platform.host));
    const pin = settings.cliVersion;
    const found = settings.cliSha256 === ''
        ? await findCli(probeEnv, pin !== '', version, platform.host)
        : undefined;
    const mismatch = found === undefined ? undefined : pinMismatch(found, pin);
    if (found !== undefined && mismatch === undefined)
        return found;
    if (!settings.install)
        throw new CliError(mismatch ?? NOT_FOUND_HELP, 'cli_not_found');
    if (pin === '' && platform.os === 'windows')
        throw new CliError(WINDOWS_SCRIPT, 'install_failed');
    if (pin === '')
        return o.group('Installing the Cursor CLI', () => installWithScript({
            url: settings.installerUrl,
            env: probeEnv,
            log: o.log,
            addPath: o.addPath,
            backoffMs: o.env.knobs.installBackoffMs,
            version,
            guard
        }));
    const { cli, install } = await o.group(`Installing the Cursor CLI ${pin}`, () => installPinned({
        build: pin,
        sha256: settings.cliSha256,
        baseUrl: settings.cliDownloadUrl,
        env: o.env,
        version,
        log: o.log,
        warn: o.warn,
        stallMs: o.env.knobs.stallMs ?? 60_000,
        signal: o.signal
    }));
    return { ...cli, install };
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __nccwpck_require__(77030);
var external_node_net_default = /*#__PURE__*/__nccwpck_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/agent/process/pipe.ts




function openPipe(tmp, host = process.platform) {
    if (host === 'win32')
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
    }
}

;// CONCATENATED MODULE: ./src/agent/process/spawn-errors.ts



const WINDOWS_MAX_CHARS = 32_767;
function commandLineProblem(command, args, env, host = process.platform) {
    if (host === 'win32')
        return windowsProblem(command, args);
    if (host !== 'linux')
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
function windowsProblem(command, args) {
    const chars = [command, ...args]
        .map((a) => a.length + 3 + (a.match(/["\\]/g)?.length ?? 0))
        .reduce((a, b) => a + b, 0);
    if (chars <= WINDOWS_MAX_CHARS)
        return undefined;
    return `the CLI's command line is up to ${chars} characters; Windows allows ${WINDOWS_MAX_CHARS}. The prompt is passed as one argument: make "prompt"/"prompt-file" or "extra-args" shorter, or ask the agent to read the long part from a file in the workspace`;
}
function explainSpawnError(o, error) {
    const message = (0,errors/* messageOf */.bD)(error);
    const code = (0,errors/* errnoOf */.UQ)(error);
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

// EXTERNAL MODULE: ./src/agent/process/kill.ts
var kill = __nccwpck_require__(5707);
;// CONCATENATED MODULE: ./src/agent/process/sweep.ts



const RUN_ID_VARIABLE = 'CURSOR_AGENT_ACTION_RUN_ID';
const DRAIN_MS = 1000;
async function sweep_settle(pipes, run, killAfter) {
    const found = await sweep(run, killAfter);
    await (0,io_child/* drained */.oB)(pipes, DRAIN_MS);
    for (const p of pipes)
        p.destroy();
    return found;
}
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
const DESCENDANT_SCAN_MS = 1000;
const MAX_DESCENDANTS = 10_000;
class Descendants {
    root;
    since;
    known = new Map();
    constructor(root, since) {
        this.root = root;
        this.since = since;
    }
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
    }
    for (const p of list) {
        if (!stillRunning(p))
            continue;
        try {
            process.kill(p.pid, signal);
        }
        catch {
        }
    }
}
function statFields(pid) {
    try {
        const stat = external_node_fs_default().readFileSync(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    }
    catch {
        return undefined;
    }
}
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
function leftoverNote(list) {
    const n = list.length;
    return `Stopped ${n} process${n === 1 ? '' : 'es'} of the run still running after the CLI ended: ${describe(list)}.`;
}
function leftoverWarning(list) {
    const escaped = list.filter((p) => p.found !== 'group');
    if (escaped.length === 0)
        return undefined;
    const n = escaped.length;
    return `${n} process${n === 1 ? '' : 'es'} of the run had left the CLI's process group and ${n === 1 ? 'was' : 'were'} still running after the CLI ended; ${n === 1 ? 'it was' : 'they were'} stopped: ${describe(escaped)}.`;
}
function sleep(ms) {
    return new Promise((r) => setTimeout(r, ms));
}

;// CONCATENATED MODULE: ./src/agent/process/supervisor.ts








const SIGNALS = ['SIGINT', 'SIGTERM'];
const MAX_TIMER_MS = 2 ** 31 - 1;
function later(fn, ms) {
    return setTimeout(fn, Math.min(ms, MAX_TIMER_MS));
}
function startAgent(o) {
    const run = new Supervisor(o, o.runId ?? (0,external_node_crypto_.randomBytes)(16).toString('hex'));
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
function spawnCli(o, runId) {
    const env = { ...o.env, [RUN_ID_VARIABLE]: runId };
    const host = o.host ?? process.platform;
    const tooBig = commandLineProblem(o.command, o.args, env, host);
    if (tooBig !== undefined)
        throw new Error(tooBig);
    const pipe = openPipe(o.tempDir || external_node_os_default().tmpdir(), host);
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(o.command, [...o.args], {
            cwd: o.cwd,
            env,
            stdio: ['ignore', pipe?.writeFd ?? 'pipe', 'pipe'],
            detached: (0,kill/* ownGroup */.E)(host),
            windowsHide: true
        });
    }
    catch (error) {
        pipe?.stream.destroy();
        throw error;
    }
    finally {
        if (pipe !== undefined)
            closeQuietly(pipe.writeFd);
    }
    return { child, stdout: pipe?.stream ?? child.stdout };
}
class Supervisor {
    o;
    runId;
    ending;
    child;
    lastOutput = Date.now();
    timers = [];
    graceTimer;
    killTimer;
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
            this.group('SIGKILL');
            return;
        }
        this.stop({ kind: 'cancelled', signal }, signal);
    };
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
    watch({ child, stdout }) {
        this.child = child;
        const since = child.pid !== undefined ? Number(statFields(child.pid)?.[19] ?? 0) : 0;
        const descendants = new Descendants(child.pid ?? 0, since);
        if (process.platform === 'linux' && child.pid !== undefined) {
            this.timers.push(setInterval(() => descendants.scan(), DESCENDANT_SCAN_MS));
        }
        stdout?.on('data', (chunk) => {
            this.lastOutput = Date.now();
            this.o.onStdout(chunk);
        });
        stdout?.once('end', () => this.startGrace());
        child.stderr?.on('data', (chunk) => {
            this.o.onStderr(chunk);
        });
        this.startClocks();
        const run = { pgid: child.pid ?? 0, runId: this.runId, since, descendants: descendants.known };
        this.watchExit(child, [stdout, child.stderr], run);
    }
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
    startGrace() {
        if (this.graceTimer !== undefined || this.ending !== undefined || this.over)
            return;
        this.graceTimer = later(() => this.stop({ kind: 'grace' }), this.o.exitGraceMs);
    }
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
        (0,kill/* endTree */.S)(this.o.host ?? process.platform, pid, signal);
    }
    watchExit(child, pipes, run) {
        let spawnFailed = false;
        child.on('error', (error) => {
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
            this.end();
            const streams = pipes.filter((s) => s !== null);
            void sweep_settle(streams, run, this.killAfter)
                .then((found) => {
                this.leftovers = found;
            })
                .finally(() => {
                this.finish(this.ending ?? { kind: 'exited', exitCode: code, signal });
            });
        });
    }
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
;// CONCATENATED MODULE: ./src/agent/process/heap.ts

const YOUNG_CAP_BYTES = 8 * 1024 * 1024;
const CHECK_MS = 50;
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

// EXTERNAL MODULE: ./src/core/redact/redact.ts + 5 modules
var redact_redact = __nccwpck_require__(81063);
// EXTERNAL MODULE: ./src/core/stream/delta-lines.ts
var delta_lines = __nccwpck_require__(94168);
;// CONCATENATED MODULE: ./src/agent/process/session.ts








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
        this.splitter = new stream_lines/* LineSplitter */.g((line) => {
            this.keep(this.redact(line));
        }, (bytes, head) => {
            this.keep(`${(0,redact_redact/* cutHead */.fz)(this.redact(head), 500)} (a line of ${String(bytes)} bytes, cut)`);
        }, maxLine);
    }
    push(chunk) {
        this.splitter.push(chunk);
        return this.take();
    }
    end() {
        this.splitter.end();
        return this.take();
    }
    text() {
        return (0,redact_redact/* cutTail */.BO)(this.lines.join('\n'), this.maxChars);
    }
    keep(line) {
        this.done.push(line);
        this.lines.push((0,redact_redact/* cutHead */.fz)(line, 500));
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
const MAX_STDERR_LINES = 200;
async function runSession(o) {
    return new StreamReader(o).run();
}
class StreamReader {
    o;
    redact;
    report;
    stderr;
    parser = new events/* StreamParser */.Yc();
    splitter;
    stderrShown = 0;
    resultNoted = false;
    internalError;
    chunk;
    scan;
    heard;
    handle;
    constructor(o) {
        this.o = o;
        this.redact = o.redact ?? o.transcript.redact;
        o.builder.useRedactor(this.redact);
        this.report = o.builder.live();
        this.stderr = new Tail(40, 4000, this.redact);
        this.heard = o.heard;
        const peek = (o.watch.wantsRaw?.() ?? true) ? undefined : this.peek;
        this.splitter = new stream_lines/* LineSplitter */.g(this.line, this.oversize, undefined, (bytes) => o.transcript.bytes(bytes), peek);
    }
    async run() {
        const o = this.o;
        const handle = startAgent({
            ...{ command: o.command, args: o.args, cwd: o.cwd, env: o.env, tempDir: o.tempDir },
            ...{ exitGraceMs: o.exitGraceMs, inactivityMs: o.inactivityMs, timeoutMs: o.timeoutMs },
            host: o.host,
            onStdout: (bytes) => this.stdout(bytes),
            onStderr: (chunk) => {
                this.hear();
                this.showStderr(this.stderr.push(chunk));
            },
            busy: () => o.builder.openCalls > 0,
            onTick: () => this.tick()
        });
        this.handle = handle;
        let asked;
        const stop = (why) => {
            asked ??= why;
            handle.stop(why);
        };
        const start = { startedAt: Date.now(), command: o.command, cwd: o.cwd, stop };
        try {
            o.watch.start(start);
        }
        catch (error) {
            this.internalError ??= (0,errors/* errorOf */.Mz)(error);
        }
        const unbound = boundHeap();
        let ending = await handle.done;
        unbound();
        this.splitter.end();
        this.showStderr(this.stderr.end());
        o.transcript.flush();
        o.watch.flush();
        if (ending.kind === 'exited' && asked?.kind === 'budget')
            ending = asked;
        const { internalError } = this;
        return { ending, stderrTail: this.stderr.text(), internalError, leftovers: handle.leftovers() };
    }
    stdout(bytes) {
        this.hear();
        this.chunk = bytes;
        this.scan = this.redact.suspectChunk?.(bytes);
        this.splitter.push(bytes);
        this.chunk = this.scan = undefined;
    }
    suspect(bytes, start, end, line) {
        return bytes === this.chunk && this.scan !== undefined
            ? this.scan(start, end, line)
            : this.redact.suspectBytes?.(bytes, start, end, line);
    }
    line = (line, bytes, start, end) => {
        const parsed = this.parser.parse(line, this.redact, this.suspect(bytes, start, end, line));
        if (this.internalError !== undefined)
            return parsed.redacted;
        try {
            this.o.watch.raw(parsed.redacted ?? line);
            const change = this.o.builder.line(line, parsed);
            if (change.kind !== 'none')
                this.o.watch.change(change, this.report);
            if (change.kind === 'result' && !this.resultNoted) {
                this.resultNoted = true;
                this.handle?.resultSeen();
            }
        }
        catch (error) {
            this.failed(error);
        }
        return parsed.redacted;
    };
    peek = (bytes, start, end) => {
        if (!(0,delta_lines/* isThinkingDelta */.Hx)(bytes, start, end))
            return false;
        if (this.suspect(bytes, start, end) !== false)
            return false;
        if (this.internalError !== undefined)
            return true;
        try {
            this.o.builder.line('', events/* THINKING_DELTA_LINE */.Bt);
        }
        catch (error) {
            this.failed(error);
        }
        return true;
    };
    oversize = (bytes, head) => {
        this.o.builder.oversize(bytes, head);
        this.o.watch.note(`⚠ A line of ${bytes} bytes was too long to keep; it was skipped.`);
        return `{"type":"cursor-agent-action/oversize-line","bytes":${bytes}}`;
    };
    failed(error) {
        this.internalError = (0,errors/* errorOf */.Mz)(error);
        this.o.watch.note(this.redact(`⚠ Internal error while reading the stream (${this.internalError.message}); the rest is saved to the transcript only.`));
    }
    showStderr(lines) {
        for (const line of lines) {
            if (line.trim() === '' || looksLikeEvent(line))
                continue;
            this.stderrShown++;
            if (this.stderrShown <= MAX_STDERR_LINES)
                this.o.watch.note(`stderr │ ${(0,redact_redact/* cutHead */.fz)(line, 500)}`);
            else if (this.stderrShown === MAX_STDERR_LINES + 1)
                this.o.watch.note(`stderr │ … more stderr lines are not shown; the last ones are in the summary.`);
        }
    }
    hear() {
        const then = this.heard;
        if (then === undefined)
            return;
        this.heard = undefined;
        try {
            then();
        }
        catch (error) {
            this.o.watch.note(this.redact(`⚠ Internal error after the CLI's first output: ${(0,errors/* errorOf */.Mz)(error).message}`));
        }
    }
    tick() {
        const running = this.o.builder.runningCalls();
        try {
            this.o.watch.tick(Date.now(), running, this.report);
        }
        catch (error) {
            this.internalError ??= (0,errors/* errorOf */.Mz)(error);
        }
    }
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

;// CONCATENATED MODULE: ./src/agent/process/run.ts






async function runAgent(ctx, run) {
    const { cli } = run;
    const { env, settings } = ctx;
    const cwd = settings.workingDirectory;
    ctx.say.line(`Running ${cli.path}${cli.version !== undefined ? ` (${cli.version})` : ''} in ${cwd}`);
    const probeEnv = childEnv(env.raw, '', settings.githubToken);
    const host = env.platform.host;
    const abort = ctx.signals.abort;
    const probe = cli.version === undefined ? (0,install_probe/* cliVersion */.$g)(cli, probeEnv, abort, host) : undefined;
    let version;
    let end;
    try {
        end = await session(ctx, run);
    }
    finally {
        if (probe !== undefined) {
            version = await probe;
            if (version !== undefined)
                ctx.say.line(`Cursor CLI ${version}`);
        }
        run.ended?.();
        await closeTranscript(run.transcript, ctx.book);
    }
    if (end.leftovers.length > 0) {
        ctx.say.line(leftoverNote(end.leftovers));
        const warning = leftoverWarning(end.leftovers);
        if (warning !== undefined)
            ctx.book.warning(warning);
    }
    return {
        ending: end.ending,
        stderrTail: end.stderrTail,
        internalError: end.internalError,
        version,
        cwdMissing: !run_isDirectory(cwd),
        selfUpdate: selfUpdate(ctx, run, { before: cli.version ?? version, ending: end.ending })
    };
}
function session(ctx, run) {
    const { env, settings } = ctx;
    const args = (0,core_args/* cliArgs */.mc)(settings, { prompt: ctx.prompt, resume: run.resume });
    const [command, argv] = (0,install_probe/* commandOf */.Nl)(run.cli, args);
    return runSession({
        command,
        args: argv,
        host: env.platform.host,
        cwd: settings.workingDirectory,
        env: childEnv(env.raw, settings.apiKey, settings.githubToken),
        tempDir: env.temp,
        exitGraceMs: settings.exitGraceMs,
        inactivityMs: settings.inactivityMs,
        timeoutMs: settings.timeoutMs,
        builder: run.builder,
        transcript: run.transcript,
        redact: ctx.redact,
        watch: run.watch,
        heard: run.heard
    });
}
function selfUpdate(ctx, run, o) {
    const { cli } = run;
    const { before } = o;
    if (before === undefined || o.ending.kind === 'cancelled')
        return undefined;
    const probeEnv = childEnv(ctx.env.raw, '', ctx.settings.githubToken);
    const advice = ctx.settings.cliVersion === ''
        ? ' Pin a build (cli-version) to run the same CLI every time.'
        : '';
    return run
        .guard((0,install_probe/* probeNamed */.Gf)((0,install_probe/* commandLine */.ay)(cli, ['--version']), 'after'), () => (0,install_probe/* cliVersion */.$g)(cli, probeEnv, ctx.signals.abort, ctx.env.platform.host))
        .then((after) => after !== undefined && !(0,install_probe/* sameBuild */.tW)(after, before)
        ? `The CLI updated itself during the run: ${cli.path} was ${before} at the start and is ${after} now.${advice}`
        : undefined);
}
function run_isDirectory(dir) {
    try {
        return external_node_fs_default().statSync(dir).isDirectory();
    }
    catch {
        return false;
    }
}
async function closeTranscript(t, book) {
    await t.close();
    if (t.error !== undefined)
        book.warning(`The transcript could not be saved to ${t.path}: ${t.error.message}`);
    else if (t.replaced !== undefined)
        book.warning(`Something replaced the transcript at ${t.replaced} or wrote into it during the run; the \`transcript\` output is a fresh copy, every line redacted again: ${t.path}.`);
}

;// CONCATENATED MODULE: ./src/agent/process/transcript.ts





const BATCH_BYTES = 256 * 1024;
const LINGER_MS = 200;
class Transcript {
    target;
    redact;
    file;
    pending = [];
    pendingBytes = 0;
    timer;
    size = 0;
    error;
    replaced;
    stamp;
    tampered = false;
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
    static create(env, redact) {
        const id = (0,external_node_crypto_.randomBytes)(16).toString('hex');
        return new Transcript(external_node_path_default().join((0,io_files/* tempRoot */.fQ)(env.temp), `cursor-agent-transcript-${id}.ndjson`), redact);
    }
    get path() {
        return this.target;
    }
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
    line(text) {
        this.bytes([Buffer.from(this.redact(text) + '\n')]);
        this.flush();
    }
    get written() {
        return this.error === undefined ? this.target : undefined;
    }
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
    watch(fd) {
        if (this.stamp !== undefined && (0,io_files/* changeStamp */.ag)(fd) !== this.stamp)
            this.tampered = true;
    }
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

;// CONCATENATED MODULE: ./src/core/stream/budget.ts
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

;// CONCATENATED MODULE: ./src/stages/session.ts







async function startCli(ctx, keep) {
    const cli = await locateCli(ctx, ctx.runnerFiles.guard);
    keep({ cli, mcp: await askMcp(ctx, cli) });
    return cli;
}
async function askMcp(ctx, cli) {
    const { settings } = ctx;
    if (settings.requireMcp.length === 0)
        return undefined;
    const o = { signal: ctx.signals.abort, guard: ctx.runnerFiles.guard };
    const answer = await listMcp(cli, settings, ctx.env, o);
    if ('problem' in answer) {
        ctx.say.debug(`cursor-agent mcp list: ${answer.problem}; the run goes on without it.`);
        return { required: settings.requireMcp };
    }
    const rows = answer.listed.map((l) => `${l.name}: ${l.text}`);
    ctx.say.line(`MCP servers (cursor-agent mcp list): ${rows.length > 0 ? rows.join('; ') : 'none'}`);
    return { required: settings.requireMcp, listed: answer.listed };
}
async function spawnAgent(ctx, o) {
    const { settings, redact, env } = ctx;
    const builder = ctx.deps.newReport({
        root: settings.workingDirectory,
        now: () => Date.now(),
        redact
    });
    const transcript = Transcript.create(env, redact);
    const manifest = ManifestWriter.create(env, redact);
    const record = o.keep({ builder, transcript, manifest });
    const workspace = record.workspace;
    const agent = await runAgent(ctx, {
        cli: o.cli,
        resume: record.session?.resume.asked ?? '',
        builder,
        transcript,
        watch: new Observers(ctx.log, [...record.observers, budgetObserver(settings), manifest]),
        heard: () => ctx.summary.start(),
        ended: () => afterAgent(ctx, workspace),
        guard: ctx.runnerFiles.guard
    });
    return o.keep({ agent, cli: { ...o.cli, version: agent.version ?? o.cli.version } });
}
function afterAgent(ctx, workspace) {
    ctx.runnerFiles.check();
    workspace?.after();
}

;// CONCATENATED MODULE: ./src/main.ts














async function run(deps = {}) {
    const ctx = (0,context/* openRun */.Iy)(process.env, { port: runner/* runnerPort */.Ql, sink: runner/* logSink */.yV, deps });
    let record = { observers: [ctx.log] };
    const keep = (part) => (record = { ...record, ...part });
    let ended;
    try {
        ctx.useSettings(await loadSettings(ctx.input, ctx.env));
        keep({ settings: ctx.settings });
        ended = { run: await pipeline(ctx, keep) };
    }
    catch (error) {
        ended = { thrown: error };
        if ((0,verdict_verdict/* isInternal */.iu)(error) && error instanceof Error && error.stack !== undefined)
            ctx.say.debug(error.stack);
    }
    try {
        await finish(ctx, record, ended);
    }
    finally {
        ctx.signals.release();
    }
}
async function pipeline(ctx, keep) {
    const early = await beforeTheRun(ctx, keep);
    if (early !== undefined)
        return early;
    const before = new git_git/* Repos */.eF();
    const record = await aim(ctx, keep, before);
    const pr = await ctx.github.pullContext(ctx.settings);
    const number = pr.event?.isPullRequest === true ? pr.event.number : undefined;
    keep({ session: await startSession(ctx, { pr: number, ledger: record.ledger?.read }) });
    const workspace = prepareWork(ctx, { repos: before, pr, keep });
    const stop = (0,context/* cancelledRun */.$b)(ctx);
    if (stop !== undefined)
        return stop;
    const cli = await startCli(ctx, keep);
    if (ctx.runnerFiles.unrestored.length > 0)
        return (0,verdict_verdict/* skipped */.hT)('a runner file could not be put back');
    ctx.runnerFiles.snapshot();
    const late = (0,context/* cancelledRun */.$b)(ctx);
    if (late !== undefined)
        return late;
    const ran = await spawnAgent(ctx, { cli, keep });
    return concludeRun(ctx, { workspace, repos: new git_git/* Repos */.eF(), pr }, { record: ran, keep });
}
async function beforeTheRun(ctx, keep) {
    const { settings } = ctx;
    let record = keep({});
    if (settings.commentOnPr) {
        const { startGate } = await Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(752), __nccwpck_require__.e(224)]).then(__nccwpck_require__.bind(__nccwpck_require__, 47224));
        const { bot, observers } = await startGate(ctx);
        if (bot.kind === 'skip')
            return (0,verdict_verdict/* skipped */.hT)(bot.why, bot.reason);
        if (bot.kind === 'on')
            record = keep({ bot, observers: [...record.observers, ...observers] });
    }
    if (!settings.commentOnPr && !settings.review)
        return undefined;
    const { checkLedger } = await __nccwpck_require__.e(/* import() */ 938).then(__nccwpck_require__.bind(__nccwpck_require__, 11938));
    return checkLedger(ctx, record.bot, keep);
}
async function aim(ctx, keep, before) {
    const { settings } = ctx;
    let record = keep({});
    const focus = record.bot?.prompt ?? settings.prompt;
    (0,git_git/* hideFromGit */.vE)(settings.githubToken, settings.apiKey);
    (0,git_git/* gitProgram */.V0)();
    if (settings.review) {
        const { startReview } = await Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(752), __nccwpck_require__.e(605), __nccwpck_require__.e(713)]).then(__nccwpck_require__.bind(__nccwpck_require__, 77713));
        const ledger = { read: record.ledger?.read, record: record.ledger?.forReview };
        record = keep({ review: await startReview(ctx, focus, ledger, before) });
    }
    ctx.aim(record.review?.prompt ?? focus);
    return record;
}
async function finish(ctx, record, ended) {
    const { workspace } = record;
    afterAgent(ctx, workspace);
    if (ctx.github.refused.length > 0 && ended.thrown === undefined)
        ended = { thrown: new read_only/* WriteRefused */.sV(ctx.github.refused.join(', ')) };
    const updated = await record.agent?.selfUpdate;
    if (updated !== undefined)
        ctx.book.warning(updated);
    const facts = {
        ...ended,
        review: record.review?.outcome,
        missing: record.review?.outcome?.missing !== undefined ? [record.review.outcome.missing] : [],
        unrestored: [...ctx.runnerFiles.unrestored, ...(workspace?.unrestored ?? [])],
        redact: ctx.redact
    };
    const verdict = (0,verdict_verdict/* verdictOf */.Vj)(facts);
    workspace?.release();
    await record.review?.close(verdict);
    await record.capped?.close(verdict);
    const cancelled = verdict.conclusion === 'cancelled';
    await record.session?.end(record.builder?.snapshot(), { cancelled });
    const decide = (missing) => (0,verdict_verdict/* verdictOf */.Vj)({ ...facts, missing });
    const out = await leaveBundle(ctx, record, await recordOut(record, ctx, verdict, decide));
    (0,publish/* publish */.mk)(ctx, out, ctx.deps.renderSummary ?? (await ctx.summary.renderer()));
    await endObservers(record.observers, out, (m) => ctx.port.warning(m));
}


/***/ }),

/***/ 46455:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N9: () => (/* binding */ FAILURE_REASONS),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* unused harmony exports PUBLISH_INPUTS, PUBLISH_OUTPUTS, REVIEW_OUTPUTS, SKIP_REASONS */
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

/***/ 71509:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ lineDelta),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   n$: () => (/* binding */ isDuration),
/* harmony export */   pm: () => (/* binding */ clock)
/* harmony export */ });
function seconds(ms) {
    if (!isDuration(ms))
        return '–';
    return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms);
}
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
function isDuration(ms) {
    return ms !== undefined && Number.isFinite(ms) && ms >= 0;
}
function plural(n, word, many = `${word}s`) {
    return `${count(n)} ${n === 1 ? word : many}`;
}
function count(n) {
    if (!Number.isFinite(n))
        return String(n);
    return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
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

/***/ 23839:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   om: () => (/* binding */ safeLine)
/* harmony export */ });
/* unused harmony export CONTINUATION */
const ZWSP = '\u200b';
const DOTNET_WHITESPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const LEADING = new RegExp(`^[${DOTNET_WHITESPACE}]*`);
const CONTINUATION = '│ ';
const BREAKS = /\r\n|\r|\n/;
function safeLine(line) {
    let out = line.includes('##[') ? line.split('##[').join(`#${ZWSP}#[`) : line;
    const lead = LEADING.exec(out)?.[0].length ?? 0;
    if (out.startsWith('::', lead))
        out = out.slice(0, lead) + ':' + ZWSP + out.slice(lead + 1);
    return out;
}
function logLines(text, quoted = false) {
    const lines = text.split(BREAKS);
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? '';
        lines[i] = safeLine(i > 0 || quoted ? CONTINUATION + line : line);
    }
    return lines;
}


/***/ }),

/***/ 42495:
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
/* harmony import */ var _core_said_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(72230);

const ZWSP = '\u200b';
const NBSP = '\u00a0';
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
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
function code(text) {
    if (text === '')
        return '';
    return span(flatten(text));
}
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
    const fence = '`'.repeat(longestRun(flat, '`') + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
function fenced(text, lang = 'text') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${lang}\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}
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
function escapeLine(line, options = {}, lineStart = true) {
    if (!lineStart)
        return escapeInline(line, options);
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    const lead = indent.replace(/\t/g, NBSP.repeat(4)).replace(/ /g, NBSP);
    return lead + escapeInline(line.slice(indent.length), options);
}
function text(value) {
    return escapeInline(value.replace(new RegExp(LINE_BREAK.source, 'g'), ' ').trimStart());
}
function escapeInline(value, options = {}) {
    return breakAutolinks(value, options)
        .replace(MARKUP_PUNCTUATION, '\\$&')
        .replace(/^[-+=]/, '\\$&')
        .replace(/^(\d+)\./, '$1\\.');
}
function unlinked(value) {
    return breakAutolinks(value);
}
function breakAutolinks(value, options = {}) {
    const broken = value.replace(/:\/\//g, `:${ZWSP}//`).replace(/(www)\./gi, `$1${ZWSP}.`);
    return options.defuseMentions === false
        ? broken.replace(/@/g, `${ZWSP}@`)
        : broken.replace(/@/g, `@${ZWSP}`).replace(/(#|\bGH-)(?=\d)/gi, `$1${ZWSP}`);
}
function link(label, url) {
    if (!/^(https?:\/\/|#)/i.test(url))
        return label;
    return `[${label}](${linkDestination(url)})`;
}
function linkDestination(url) {
    return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#@!$'*+,;=%]/gu, (c) => c.length === 1 && c >= '\ud800' && c <= '\udfff'
        ? '%EF%BF%BD'
        : c.charCodeAt(0) < 0x80
            ?
                '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
            : encodeURIComponent(c));
}
function mentionsOff(markdown) {
    return markdown.replace(/\u200b@/g, '@\u200b');
}
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
            return escapeInline(redact(v.value).replace(new RegExp(LINE_BREAK.source, 'g'), ' '));
        case 'code':
        case 'input':
            return code(redact(v.value));
        case 'shown':
            return code((0,_core_said_js__WEBPACK_IMPORTED_MODULE_0__/* .shownText */ .f$)(redact(v.value)));
    }
}


/***/ }),

/***/ 81376:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ answerMark),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   Td: () => (/* binding */ commentKey),
/* harmony export */   _Z: () => (/* binding */ markerFor),
/* harmony export */   aE: () => (/* binding */ keyHash),
/* harmony export */   fW: () => (/* binding */ isActionReview),
/* harmony export */   vU: () => (/* binding */ reviewMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function commentKey(input, env) {
    return input.trim() || `${env.workflow ?? ''}/${env.job ?? ''}/null`;
}
function markerFor(key) {
    return commentMarker(keyHash(key));
}
function commentMarker(hash) {
    return `<!-- cursor-agent-action:${hash} -->`;
}
function keyHash(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key.trim()).digest('hex').slice(0, 20);
}
function reviewMarker(hash, kind) {
    return `<!-- cursor-agent-action:${hash} ${kind} -->`;
}
function isActionReview(body) {
    return /^<!-- cursor-agent-action:[0-9a-f]{20} (?:review|probe) -->/.test(body ?? '');
}
function answerMark(hash, runId, attempt) {
    return `<!-- cursor-agent-action:${hash} answer ${runId}-${attempt} -->`;
}


/***/ }),

/***/ 78119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ CONCLUSIONS),
/* harmony export */   GW: () => (/* binding */ problemsOf),
/* harmony export */   Jc: () => (/* binding */ problemsTotal),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   u1: () => (/* binding */ problemsText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(71509);

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
function headline(conclusion) {
    const c = CONCLUSIONS[conclusion];
    return `${c.icon} Cursor Agent ${c.phrase}`;
}
function problemsOf(counts) {
    let ok = 0;
    for (const k of counts.byKind.values())
        ok += k.ok;
    const other = Math.max(0, counts.calls - ok - counts.failed - counts.rejected);
    const running = Math.min(counts.running, other);
    return { failed: counts.failed, rejected: counts.rejected, running, unknown: other - running };
}
function problemsTotal(p) {
    return p.failed + p.rejected + p.running + p.unknown;
}
const PROBLEM_WORDS = [
    ['failed', OUTCOMES.failed.word],
    ['rejected', OUTCOMES.rejected.word],
    ['running', OUTCOMES.running.word],
    ['unknown', OUTCOMES.unknown.word]
];
function problemsText(p) {
    return PROBLEM_WORDS.filter(([k]) => p[k] > 0)
        .map(([k, word]) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(p[k])} ${word}`)
        .join(', ');
}


/***/ }),

/***/ 48249:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L0: () => (/* binding */ runnerFileNames),
/* harmony export */   Ot: () => (/* binding */ readRunnerEnv),
/* harmony export */   nt: () => (/* binding */ commandFiles)
/* harmony export */ });
/* harmony import */ var _core_platform_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(90692);

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
        platform: Object.freeze((0,_core_platform_js__WEBPACK_IMPORTED_MODULE_0__/* .platformOf */ .tj)({ os: env.RUNNER_OS, arch: env.RUNNER_ARCH }, host)),
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


/***/ }),

/***/ 38736:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  kb: () => (/* binding */ SummaryLoader),
  mk: () => (/* binding */ publish),
  kJ: () => (/* binding */ saveTexts)
});

// EXTERNAL MODULE: ./src/core/verdict/hints.ts
var verdict_hints = __nccwpck_require__(66247);
// EXTERNAL MODULE: ./src/names.ts
var names = __nccwpck_require__(46455);
// EXTERNAL MODULE: ./src/core/ledger/ledger.ts
var ledger = __nccwpck_require__(3440);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
;// CONCATENATED MODULE: ./src/core/verdict/outputs.ts



const MAX_TEXT_OUTPUT_BYTES = 512 * 1024;
function fitOutput(value, max = MAX_TEXT_OUTPUT_BYTES) {
    if (Buffer.byteLength(value) <= max)
        return value;
    const note = '\n… [cut to fit the output size limit; the whole text is in the transcript]';
    const room = max - Buffer.byteLength(note);
    const cut = Buffer.from(value)
        .subarray(0, room)
        .toString('utf8')
        .replace(/\uFFFD+$/, '');
    return cut + note;
}
const MAX_ID_CHARS = 200;
function fitId(value) {
    return (0,core_text/* truncate */.xv)(value, MAX_ID_CHARS + 1);
}
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
    const structured = f.structured?.ok === true ? f.structured.json : undefined;
    return {
        [names/* OUTPUTS */.py.result]: fitOutput(r.result?.text ?? ''),
        [names/* OUTPUTS */.py.finalMessage]: fitOutput(r.finalMessage),
        [names/* OUTPUTS */.py.resultFile]: f.resultFile ?? '',
        [names/* OUTPUTS */.py.finalMessageFile]: f.finalMessageFile ?? '',
        [names/* OUTPUTS */.py.sessionId]: fitId(r.sessionId ?? ''),
        [names/* OUTPUTS */.py.resumed]: resumedOf(f.resume, r.sessionId),
        [names/* OUTPUTS */.py.requestId]: fitId(r.result?.requestId ?? ''),
        [names/* OUTPUTS */.py.duration]: String(Math.max(0, Math.round(f.durationMs))),
        [names/* OUTPUTS */.py.model]: fitId(r.model ?? ''),
        [names/* OUTPUTS */.py.exitCode]: f.exitCode === undefined || f.exitCode === null ? '' : String(f.exitCode),
        [names/* OUTPUTS */.py.conclusion]: f.verdict.conclusion,
        [names/* OUTPUTS */.py.failureReason]: fitOutput(f.verdict.reason ?? ''),
        [names/* OUTPUTS */.py.skipReason]: f.verdict.skip ?? '',
        [names/* OUTPUTS */.py.toolCalls]: String(counts.calls),
        [names/* OUTPUTS */.py.failedToolCalls]: String(counts.failed + counts.rejected),
        [names/* OUTPUTS */.py.filesRead]: fitList(r.filesRead),
        [names/* OUTPUTS */.py.filesChanged]: fitList(r.filesChanged.map((c) => c.path)),
        [names/* OUTPUTS */.py.usage]: usage !== undefined ? JSON.stringify(usage) : '',
        [names/* OUTPUTS */.py.transcript]: f.transcriptPath ?? '',
        [names/* OUTPUTS */.py.cliVersion]: fitId(f.cliVersion ?? ''),
        [names/* OUTPUTS */.py.structuredOutput]: structured !== undefined ? fitOutput(structured) : '',
        [names/* OUTPUTS */.py.manifest]: f.manifestPath ?? '',
        [names/* OUTPUTS */.py.patch]: f.landed?.patch ?? '',
        [names/* OUTPUTS */.py.commitSha]: f.landed?.commitSha ?? '',
        [names/* OUTPUTS */.py.branch]: f.landed?.branch ?? '',
        [names/* OUTPUTS */.py.prUrl]: f.landed?.prUrl ?? '',
        [names/* OUTPUTS */.py.bundle]: f.bundle ?? '',
        [names/* OUTPUTS */.py.commentId]: f.comment !== undefined ? String(f.comment.id) : '',
        [names/* OUTPUTS */.py.commentUrl]: f.comment?.url ?? '',
        ...reviewOutputs(f.review, f.cappedCheckUrl),
        [names/* OUTPUTS */.py.prRuns]: f.pr !== undefined ? String(f.pr.totals.runs) : '',
        [names/* OUTPUTS */.py.prUsage]: f.pr !== undefined ? JSON.stringify((0,ledger/* tokenCounts */.K5)(f.pr.totals)) : ''
    };
}
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
function reviewOutputs(o, cappedCheckUrl) {
    return {
        [names/* OUTPUTS */.py.findings]: o !== undefined ? findingsJson(o) : '',
        [names/* OUTPUTS */.py.findingsCount]: o !== undefined ? String(o.findings.length) : '',
        [names/* OUTPUTS */.py.reviewId]: o?.review !== undefined ? String(o.review.id) : '',
        [names/* OUTPUTS */.py.reviewUrl]: o?.review?.url ?? '',
        [names/* OUTPUTS */.py.checkRunUrl]: o?.checkRunUrl ?? cappedCheckUrl ?? '',
        [names/* OUTPUTS */.py.reviewedFrom]: o?.reviewedFrom ?? ''
    };
}
function resumedOf(resume, sessionId) {
    if (resume === undefined)
        return '';
    return resume.asked !== undefined && sessionId === resume.asked ? 'true' : 'false';
}

// EXTERNAL MODULE: ./src/render/outcomes.ts
var outcomes = __nccwpck_require__(78119);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __nccwpck_require__(42495);
;// CONCATENATED MODULE: ./src/render/plain.ts

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

// EXTERNAL MODULE: ./src/render/format.ts
var format = __nccwpck_require__(71509);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __nccwpck_require__(71013);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: ./src/io/files.ts
var files = __nccwpck_require__(33839);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
;// CONCATENATED MODULE: ./src/runner/text-files.ts



function writeTextFiles(report, o) {
    const out = {};
    const write = (name, text) => {
        try {
            const file = (0,files/* createOwnFile */.Df)((0,files/* tempRoot */.fQ)(o.env.temp), name);
            try {
                (0,files/* writeAll */.f4)(file.fd, o.redact(text));
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










class SummaryLoader {
    loading;
    start() {
        void this.renderer();
    }
    async renderer() {
        this.loading ??= Promise.all(/* import() */[__nccwpck_require__.e(589), __nccwpck_require__.e(752), __nccwpck_require__.e(956)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6956)).then((m) => {
            try {
                m.warmUp();
            }
            catch {
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
        log.write(`⏭ ${verdict.message}`);
        if (summary)
            writeSummary(port, `### ⏭ Cursor Agent did not run\n\n${verdict.said !== undefined ? (0,markdown/* markup */.PT)(verdict.said, redact) : (0,markdown/* text */.Qq)(redact(verdict.message))}\n`);
        return;
    }
    const hints = guarded(port, () => (0,verdict_hints/* hintsOf */.iw)(f), []);
    if (summary) {
        const options = {
            hints,
            uploadExampleUrl: exampleUrl(p.env),
            actionVersion: version/* VERSION */.x,
            actionSource: actionSource(p.env)
        };
        writeSummary(port, renderedSummary(f, options, p));
    }
    for (const h of hints)
        log.write(`💡 ${h.text}`);
    const closing = (0,outcomes/* headline */.Pl)(verdict.conclusion) +
        (verdict.conclusion === 'failure' ? ` (${verdict.reason ?? 'unknown'})` : '');
    log.write(`${closing} in ${(0,format/* seconds */.YA)(f.durationMs)}.`);
    if (verdict.conclusion !== 'success') {
        const tail = f.stderrTail?.trim() ?? '';
        port.setFailed(redact(tail !== ''
            ? `${verdict.message}\nLast lines of stderr:\n${(0,core_text/* lastLines */.w$)(tail, 10)}`
            : verdict.message));
    }
}
function saveTexts(f, ctx) {
    if (!f.ran)
        return {};
    const warn = (message) => ctx.say.warning(message);
    const files = writeTextFiles(f.report, { env: ctx.env, redact: ctx.redact, warn });
    return { resultFile: files.resultFile, finalMessageFile: files.finalMessageFile };
}
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
function actionSource(env) {
    const repository = env.actionRepository ?? '';
    const ref = env.actionRef ?? '';
    if (!/^[\w.-]+\/[\w.-]+$/.test(repository) || !/^[\w./-]+$/.test(ref))
        return undefined;
    return { repository, ref };
}
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


/***/ }),

/***/ 41814:
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(48249);





function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function isDebug() {
    return (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)().debug;
}
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
function addPath(dir) {
    if (((0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)().PATH || '') !== '')
        fileCommand('PATH', dir);
    else
        command('add-path', dir);
    process.env.PATH = `${dir}${(node_path__WEBPACK_IMPORTED_MODULE_3___default().delimiter)}${process.env.PATH}`;
}
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
function fileCommand(kind, message) {
    const file = (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .commandFiles */ .nt)()[kind];
    if (file === undefined || file === '')
        throw new Error(`Unable to find environment variable for file command ${kind}`);
    if (!node_fs__WEBPACK_IMPORTED_MODULE_1___default().existsSync(file))
        throw new Error(`Missing file at path: ${file}`);
    appendTo(file, `${message}${(node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL)}`);
}
const pinned = new Map();
function pinRunnerFile(file, dev, ino) {
    pinned.set(file, { dev, ino });
}
const FLAGS = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants);
const APPEND = (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_WRONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1___default().constants).O_APPEND | (FLAGS.O_NOFOLLOW ?? 0);
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
function keyValue(name, value) {
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (value.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    return `${name}<<${delimiter}${(node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL)}${value}${(node_os__WEBPACK_IMPORTED_MODULE_2___default().EOL)}${delimiter}`;
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


/***/ }),

/***/ 86656:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $b: () => (/* binding */ cancelledRun),
  Iy: () => (/* binding */ openRun)
});

// UNUSED EXPORTS: RunContext

// EXTERNAL MODULE: ./src/core/redact/redact.ts + 5 modules
var redact = __nccwpck_require__(81063);
// EXTERNAL MODULE: ./src/core/stream/report.ts + 5 modules
var report = __nccwpck_require__(18835);
// EXTERNAL MODULE: ./src/core/verdict/verdict.ts + 1 modules
var verdict = __nccwpck_require__(74993);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(74296);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __nccwpck_require__(96584);
;// CONCATENATED MODULE: ./src/github/lazy.ts
const loadOctokit = () => Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(239), __nccwpck_require__.e(702)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6702));
const loadPulls = () => __nccwpck_require__.e(/* import() */ 487).then(__nccwpck_require__.bind(__nccwpck_require__, 74487));

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __nccwpck_require__(85015);
;// CONCATENATED MODULE: ./src/github/access.ts




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
    onlyReads = false;
    refused = [];
    constructor(token, warn, env, event) {
        this.token = token;
        this.warn = warn;
        this.env = env;
        this.event = event;
    }
    readOnly() {
        this.onlyReads = true;
    }
    client() {
        this.made ??= loadOctokit().then(({ createClient }) => createClient(this.token, {
            warn: this.warn,
            baseUrl: this.env.apiUrl,
            retryBaseMs: this.env.knobs.githubRetryMs,
            readOnly: {
                active: () => this.onlyReads,
                refused: (request) => this.refused.push(request)
            }
        }));
        return this.made;
    }
    pull() {
        this.pulled ??= (async () => (0,github_event/* withPullRefs */.cL)(await this.client(), (0,github_event/* eventOf */.A6)(this.event)))();
        return this.pulled;
    }
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
                why = `the API said: ${(0,client/* describeError */.Uc)(error)}`;
                this.warn(`Could not read pull request #${String(event.number)} from the API (${(0,client/* describeError */.Uc)(error)}).`);
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
    opener(env) {
        const repository = env.repository ?? '';
        if (this.token === '' || repository === '')
            return undefined;
        return async (request) => {
            const { pullOpener } = await loadPulls();
            return pullOpener(await this.client(), repository)(request);
        };
    }
}
function unknownHead(event, pull, why) {
    const never = 'it may come from a fork, and an event about a pull request whose head is unknown is never pushed';
    if (event.isPullRequest && pull === undefined)
        return `the head of pull request #${String(event.number ?? '?')} could not be read (${why}); ${never}`;
    if (!event.isPullRequest && event.number === undefined && MAYBE_PR_EVENTS.has(event.name))
        return `the ${event.name} event's payload could not be read; ${never}`;
    return undefined;
}

// EXTERNAL MODULE: ./src/render/format.ts
var format = __nccwpck_require__(71509);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(72020);
// EXTERNAL MODULE: ./src/render/outcomes.ts
var outcomes = __nccwpck_require__(78119);
;// CONCATENATED MODULE: ./src/render/logline.ts



const TARGET_CHARS = 160;
const NAME_CHARS = 200;
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
                'The run cannot answer it (stdin is closed): the CLI decides by itself, and without force: true it rejects the tool.');
        case 'plan':
            return `📋 The agent's plan arrived (${c.text.split('\n').length} lines): it is the run's answer (final_message, result).`;
        case 'question': {
            const q = c.question;
            const asked = q.title !== '' ? q.title : (q.prompts[0] ?? '');
            return `❓ The agent asked: ${(0,core_text/* truncate */.xv)(asked.replace(/\s+/g, ' '), TARGET_CHARS)} (a headless run cannot answer; the CLI skips the question).`;
        }
        case 'connection':
            return c.what === 'reconnecting'
                ? '⚠ The CLI lost its connection to Cursor and is reconnecting.'
                : '⚠ The CLI is retrying its request to Cursor.';
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
function heartbeatLine(elapsedMs, running) {
    const current = running.length > 0
        ? `, running: ${running
            .slice(-3)
            .map((c) => (0,core_text/* truncate */.xv)(`${c.kind === 'shell' ? '' : (0,core_text/* truncate */.xv)(c.kind, 40) + ' '}${c.target}`, 80))
            .join(', ')}`
        : '';
    return `still working: ${(0,format/* clock */.pm)(elapsedMs)}${current}`;
}
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
            return `Tool ${call.kind}${target !== '' ? ` ${target}` : ''}${call.state === 'unknown' ? ' (outcome unknown)' : ''}`;
    }
}

// EXTERNAL MODULE: ./src/render/logsafe.ts
var logsafe = __nccwpck_require__(23839);
;// CONCATENATED MODULE: ./src/observers/livelog.ts



const MAX_INVALID_SHOWN = 5;
const MAX_LINE_CHARS = 4000;
const LOG_FLUSH_MS = 100;
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
    debug;
    constructor(sink, redact, heartbeatMs = 60_000) {
        this.sink = sink;
        this.redact = redact;
        this.heartbeatMs = heartbeatMs;
    }
    write(text) {
        this.flush();
        for (const line of (0,logsafe/* logLines */.OG)(this.redact(text)))
            this.sink.info((0,redact/* cutHead */.fz)(line, MAX_LINE_CHARS));
        this.lastWrite = Date.now();
    }
    note(text, quoted = false) {
        for (const line of (0,logsafe/* logLines */.OG)(text, quoted))
            this.batch.push((0,redact/* cutHead */.fz)(line, MAX_LINE_CHARS));
        this.lastWrite = Date.now();
        if (this.batch.length >= MAX_BATCH_LINES)
            this.flush();
        else
            this.timer ??= setTimeout(() => this.flush(), LOG_FLUSH_MS).unref();
    }
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
    wantsRaw() {
        this.debug ??= this.sink.isDebug();
        return this.debug;
    }
    raw(line) {
        if (!this.wantsRaw())
            return;
        this.flush();
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
    finalMessage(text) {
        if (text.trim() === '')
            return;
        this.flush();
        this.sink.startGroup('Final message');
        for (const line of (0,logsafe/* logLines */.OG)(this.redact(text), true))
            this.sink.info((0,redact/* cutHead */.fz)(line, MAX_LINE_CHARS));
        this.sink.endGroup();
        this.lastWrite = Date.now();
    }
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

// EXTERNAL MODULE: ./src/runner/env.ts
var runner_env = __nccwpck_require__(48249);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/said.ts
var said = __nccwpck_require__(72230);
// EXTERNAL MODULE: ./src/io/files.ts
var files = __nccwpck_require__(33839);
// EXTERNAL MODULE: ./src/runner/runner.ts
var runner = __nccwpck_require__(41814);
;// CONCATENATED MODULE: ./src/runner/command-files.ts







const KEEP_BYTES = 4 * 1024 * 1024;
const AGENT = { who: 'The agent', short: 'the agent' };
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
            hash: st.size <= KEEP_BYTES ? (0,files/* hashFile */.DC)(file) : '',
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
    if (st.size !== f.size || (st.size <= KEEP_BYTES && (0,files/* hashFile */.DC)(f.file) !== f.hash))
        did.push(`wrote to ${f.name}`);
    if (String(st.nlink) !== nlink)
        did.push(`linked ${f.name} to another path`);
    if ((st.mode & 0o7777).toString(8) !== mode)
        did.push(`changed the permissions of ${f.name}`);
    return did.length > 0 ? did.join(' and ') : undefined;
}
function putBack(f) {
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
        if (f.content === undefined)
            throw new Error('its content was too large to keep; it was emptied');
        external_node_fs_default().writeFileSync(fd, f.content);
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
function checkRunnerFiles(before, actor = AGENT) {
    const findings = [];
    for (const f of before.commandFiles) {
        const what = touched(f);
        let problem;
        if (what !== undefined) {
            try {
                putBack(f);
            }
            catch (error) {
                problem = (0,errors/* messageOf */.bD)(error);
            }
            findings.push({
                target: f.name,
                unrestored: problem !== undefined,
                message: problem === undefined
                    ? (0,said/* said */.ag) `${actor.who} ${what}, the runner's file for ${f.purpose}; it was put back as it was, so what ${actor.short} did was removed before the runner could read it.`
                    : (0,said/* said */.ag) `${actor.who} ${what}, the runner's file for ${f.purpose}; it could not be put back (${problem}), so the step fails: later steps would see what ${actor.short} did.`
            });
        }
        const st = external_node_fs_default().lstatSync(f.file, { throwIfNoEntry: false });
        if (problem === undefined && st?.isFile() === true)
            (0,runner/* pinRunnerFile */.q8)(f.file, st.dev, st.ino);
    }
    return findings;
}
class RunnerFiles {
    book;
    env;
    taken;
    checked = false;
    unrestored = [];
    constructor(book, env) {
        this.book = book;
        this.env = env;
    }
    snapshot() {
        this.taken = this.record();
    }
    check() {
        if (this.checked || this.taken === undefined)
            return;
        this.checked = true;
        this.inspect(this.taken, AGENT);
    }
    guard = async (who, probe) => {
        const taken = this.record();
        try {
            return await probe();
        }
        finally {
            if (taken !== undefined)
                this.inspect(taken, { who, short: 'that process' });
        }
    };
    record() {
        try {
            return snapshotRunnerFiles(this.env);
        }
        catch (error) {
            this.book.warning(`Something went wrong with the integrity snapshot: ${(0,errors/* messageOf */.bD)(error)}`);
            return undefined;
        }
    }
    inspect(taken, actor) {
        try {
            for (const f of checkRunnerFiles(taken, actor)) {
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

// EXTERNAL MODULE: ./src/runner/publish.ts + 3 modules
var publish = __nccwpck_require__(38736);
;// CONCATENATED MODULE: ./src/core/verdict/notes.ts

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

;// CONCATENATED MODULE: ./src/runner/say.ts


class Voice {
    port;
    redact;
    log;
    book;
    constructor(port, redact, log) {
        this.port = port;
        this.redact = redact;
        this.log = log;
        this.book = new Notebook((message) => this.warning(message));
    }
    line(text) {
        this.log.write(this.redact(text));
    }
    warning(message) {
        this.port.warning(this.redact((0,said/* plainText */.wh)(message)));
    }
    debug(text) {
        this.port.debug(this.redact(text));
    }
    notice(text) {
        this.port.notice(this.redact(text));
    }
}

// EXTERNAL MODULE: ./src/names.ts
var names = __nccwpck_require__(46455);
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

;// CONCATENATED MODULE: ./src/stages/context.ts












class RunContext {
    started;
    env;
    event;
    input;
    redact;
    port;
    clock;
    signals;
    log;
    say;
    book;
    github;
    runnerFiles;
    summary;
    deps;
    read;
    aimed;
    constructor(p) {
        this.started = p.clock.now();
        this.env = p.env;
        this.event = p.event;
        this.input = p.input;
        this.redact = p.redact;
        this.port = p.port;
        this.clock = p.clock;
        this.signals = p.signals;
        this.log = new LiveLog(p.sink, p.redact, p.env.knobs.heartbeatMs ?? 60_000);
        this.say = new Voice(p.port, p.redact, this.log);
        this.book = this.say.book;
        this.github = new GitHubAccess(p.token, (m) => this.say.warning(m), p.env, p.event);
        this.runnerFiles = new RunnerFiles(this.book, p.env);
        this.summary = new publish/* SummaryLoader */.kb();
        this.deps = { newReport: (options) => new report/* ReportBuilder */.ex(options), ...p.deps };
    }
    get settings() {
        if (this.read === undefined)
            throw new Error('The inputs were not read yet.');
        return this.read;
    }
    get hasSettings() {
        return this.read !== undefined;
    }
    get prompt() {
        return this.aimed ?? this.settings.prompt;
    }
    useSettings(settings) {
        if (this.read !== undefined)
            throw new Error('The settings are set once.');
        this.read = settings;
        if (settings.publish === 'later')
            this.github.readOnly();
    }
    aim(prompt) {
        if (this.aimed !== undefined)
            throw new Error("The run's prompt is set once.");
        this.aimed = prompt;
    }
}
function openRun(raw, o) {
    const env = (0,runner_env/* readRunnerEnv */.Ot)(raw);
    const { key, token, input } = takeSecrets(env);
    return new RunContext({
        ...{ env, event: (0,github_event/* readEvent */.j_)(env), input, redact: (0,redact/* makeRedactor */.$u)([key, token]), token },
        ...{ port: o.port, sink: o.sink, clock: { now: () => Date.now() }, signals: holdSignals() },
        ...(o.deps !== undefined ? { deps: o.deps } : {})
    });
}
function cancelledRun(ctx) {
    const signal = ctx.signals.received();
    return signal !== undefined ? (0,verdict/* decide */.LD)({ kind: 'cancelled', signal }, undefined) : undefined;
}


/***/ }),

/***/ 71013:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  x: () => (/* binding */ VERSION)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.1.0"};
;// CONCATENATED MODULE: ./src/version.ts

const VERSION = package_namespaceObject.rE;


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
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
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
