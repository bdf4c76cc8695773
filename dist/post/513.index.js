export const id = 513;
export const ids = [513];
export const modules = {

/***/ 9513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MASK: () => (/* binding */ MASK),
/* harmony export */   makeRedactor: () => (/* binding */ makeRedactor)
/* harmony export */ });
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


/***/ })

};
