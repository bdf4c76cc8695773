export const id = 313;
export const ids = [313];
export const modules = {

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compileSchema: () => (/* binding */ compileSchema)
});

// UNUSED EXPORTS: MAX_SCHEMA_ERRORS

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2019.js
var _2019 = __webpack_require__(878);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/core/schema/pattern.ts

const WHITE_SPACE = [
    [0x09, 0x0d],
    [0x20, 0x20],
    [0xa0, 0xa0],
    [0x1680, 0x1680],
    [0x2000, 0x200a],
    [0x2028, 0x2029],
    [0x202f, 0x202f],
    [0x205f, 0x205f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff]
];
const hex = (code) => `\\x{${code.toString(16)}}`;
const items = (ranges) => ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('');
function complement(ranges) {
    const out = [];
    let next = 0;
    for (const [a, b] of ranges) {
        if (a > next)
            out.push([next, a - 1]);
        next = b + 1;
    }
    if (next <= 0x10ffff)
        out.push([next, 0x10ffff]);
    return out;
}
const SPACE = items(WHITE_SPACE);
const NOT_SPACE = items(complement(WHITE_SPACE));
const ANY = `${hex(0)}-${hex(0x10ffff)}`;
const CATEGORIES = {
    Letter: 'L',
    Cased_Letter: 'LC',
    Uppercase_Letter: 'Lu',
    Lowercase_Letter: 'Ll',
    Titlecase_Letter: 'Lt',
    Modifier_Letter: 'Lm',
    Other_Letter: 'Lo',
    Mark: 'M',
    Nonspacing_Mark: 'Mn',
    Spacing_Mark: 'Mc',
    Enclosing_Mark: 'Me',
    Number: 'N',
    Decimal_Number: 'Nd',
    Letter_Number: 'Nl',
    Other_Number: 'No',
    Punctuation: 'P',
    Connector_Punctuation: 'Pc',
    Dash_Punctuation: 'Pd',
    Open_Punctuation: 'Ps',
    Close_Punctuation: 'Pe',
    Initial_Punctuation: 'Pi',
    Final_Punctuation: 'Pf',
    Other_Punctuation: 'Po',
    Symbol: 'S',
    Math_Symbol: 'Sm',
    Currency_Symbol: 'Sc',
    Modifier_Symbol: 'Sk',
    Other_Symbol: 'So',
    Separator: 'Z',
    Space_Separator: 'Zs',
    Line_Separator: 'Zl',
    Paragraph_Separator: 'Zp',
    Other: 'C',
    Control: 'Cc',
    Format: 'Cf',
    Surrogate: 'Cs',
    Private_Use: 'Co',
    Unassigned: 'Cn'
};
class Unsupported extends Error {
}
function property(kind, body) {
    const equals = body.indexOf('=');
    let target = body;
    if (equals >= 0) {
        const name = body.slice(0, equals);
        if (!['General_Category', 'gc', 'Script', 'sc'].includes(name))
            throw new Unsupported(`the property ${name} is not supported`);
        target = body.slice(equals + 1);
    }
    return `\\${kind}{${CATEGORIES[target] ?? target}}`;
}
const HEX4 = /^[0-9a-fA-F]{4}$/;
function pattern_escape(p, i, inClass) {
    const c = p.charAt(i + 1);
    switch (c) {
        case 'd':
        case 'D':
        case 'w':
        case 'W':
        case 'B':
        case 't':
        case 'n':
        case 'v':
        case 'f':
        case 'r':
            return [`\\${c}`, 2];
        case 'b':
            return [inClass ? hex(8) : '\\b', 2];
        case 's':
            return [inClass ? SPACE : `[${SPACE}]`, 2];
        case 'S':
            return [inClass ? NOT_SPACE : `[${NOT_SPACE}]`, 2];
        case '0':
            return [hex(0), 2];
        case 'k':
            throw new Unsupported('it uses a backreference (\\k<name>), which has no linear-time match');
        case 'c':
            return [hex(p.charCodeAt(i + 2) % 32), 3];
        case 'x':
            return [hex(parseInt(p.slice(i + 2, i + 4), 16)), 4];
        case 'u': {
            if (p.charAt(i + 2) === '{') {
                const end = p.indexOf('}', i + 3);
                return [hex(parseInt(p.slice(i + 3, end), 16)), end + 1 - i];
            }
            const unit = parseInt(p.slice(i + 2, i + 6), 16);
            const low = p.slice(i + 8, i + 12);
            if (unit >= 0xd800 && unit <= 0xdbff && p.startsWith('\\u', i + 6) && HEX4.test(low)) {
                const second = parseInt(low, 16);
                if (second >= 0xdc00 && second <= 0xdfff)
                    return [hex(0x10000 + ((unit - 0xd800) << 10) + (second - 0xdc00)), 12];
            }
            return [hex(unit), 6];
        }
        case 'p':
        case 'P': {
            const end = p.indexOf('}', i + 3);
            return [property(c, p.slice(i + 3, end)), end + 1 - i];
        }
        case '/':
            return ['/', 2];
        default:
            if (/[1-9]/.test(c))
                throw new Unsupported(`it uses a backreference (\\${c}), which has no linear-time match`);
            return [`\\${c}`, 2];
    }
}
function toRe2(pattern) {
    let out = '';
    let inClass = false;
    let i = 0;
    while (i < pattern.length) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            const [text, length] = pattern_escape(pattern, i, inClass);
            out += text;
            i += length;
        }
        else if (inClass) {
            if (c === ']')
                inClass = false;
            out += c === '[' ? '\\[' : c;
            i += 1;
        }
        else if (pattern.startsWith('[]', i)) {
            out += `[^${ANY}]`;
            i += 2;
        }
        else if (pattern.startsWith('[^]', i)) {
            out += `[${ANY}]`;
            i += 3;
        }
        else if (c === '[') {
            inClass = true;
            const negated = pattern.charAt(i + 1) === '^';
            out += negated ? '[^' : '[';
            i += negated ? 2 : 1;
        }
        else if (c === '.') {
            out += `[^${hex(0x0a)}${hex(0x0d)}${hex(0x2028)}${hex(0x2029)}]`;
            i += 1;
        }
        else if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i)) {
            throw new Unsupported('it uses a lookahead ((?= or (?!), which has no linear-time match');
        }
        else if (pattern.startsWith('(?<', i) && !/^\(\?<[=!]/.test(pattern.slice(i, i + 4))) {
            out += '(?P<';
            i += 3;
        }
        else {
            out += c;
            i += 1;
        }
    }
    return out;
}
const linearRegExp = Object.assign((pattern, flags) => {
    try {
        new RegExp(pattern, flags.includes('u') ? flags : `${flags}u`);
        return build/* RE2JS */.L3.compile(toRe2(pattern), build/* RE2JS */.L3.LOOKBEHINDS);
    }
    catch (error) {
        let why = error instanceof Error ? error.message : String(error);
        if (why.includes('invalid repeat count'))
            why += ' (RE2 counts to 1000 at most: for a length, say minLength or maxLength)';
        throw new Error(`pattern ${JSON.stringify(pattern)} cannot be used: ${why}`, {
            cause: error
        });
    }
}, { code: 'linearRegExp' });

;// CONCATENATED MODULE: ./src/core/schema/validator.ts





const MAX_SCHEMA_ERRORS = 20;
const OPTIONS = {
    strict: false,
    allErrors: true,
    validateFormats: false,
    logger: false,
    code: { regExp: linearRegExp }
};
function validatorFor(schema) {
    const declared = typeof schema.$schema === 'string' ? schema.$schema : '';
    const ajv = declared.includes('2020-12')
        ? new _2020.Ajv2020(OPTIONS)
        : declared.includes('2019-09')
            ? new _2019.Ajv2019(OPTIONS)
            : new dist_ajv.Ajv(OPTIONS);
    ajv.removeKeyword('uniqueItems');
    ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', validate: unique });
    return ajv;
}
const unique = (wanted, items) => {
    if (!wanted)
        return true;
    const seen = new Map();
    for (let j = 0; j < items.length; j++) {
        const key = canonical(items[j]);
        const i = seen.get(key);
        if (i !== undefined) {
            unique.errors = [
                {
                    keyword: 'uniqueItems',
                    message: `must NOT have duplicate items (items ## ${String(j)} and ${String(i)} are identical)`,
                    params: { i, j }
                }
            ];
            return false;
        }
        seen.set(key, j);
    }
    return true;
};
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
}
function compileSchema(schema) {
    let validate;
    try {
        validate = validatorFor(schema).compile(schema);
    }
    catch (error) {
        throw new Error((0,errors/* messageOf */.bD)(error), { cause: error });
    }
    if (validate.$async === true)
        throw new Error('it is an async schema ("$async": true): its check returns a Promise and would enforce nothing; remove "$async"');
    return (value) => {
        try {
            if (validate(value))
                return [];
        }
        catch (error) {
            if (error instanceof RangeError)
                return ['(root) is nested too deeply to be checked against the schema'];
            throw error;
        }
        const errors = (validate.errors ?? []).map(describe);
        if (errors.length > MAX_SCHEMA_ERRORS) {
            const more = errors.length - MAX_SCHEMA_ERRORS;
            errors.splice(MAX_SCHEMA_ERRORS, more, `… and ${more} more`);
        }
        return errors.length > 0 ? errors : ['does not match the schema'];
    };
}
function describe(e) {
    const where = e.instancePath === '' ? '(root)' : e.instancePath;
    const params = e.params;
    const extra = typeof params.additionalProperty === 'string'
        ? ` (${JSON.stringify(params.additionalProperty)})`
        : Array.isArray(params.allowedValues)
            ? ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
            : '';
    return `${where} ${e.message ?? 'is invalid'}${extra}`;
}


/***/ })

};
