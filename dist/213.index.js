export const id = 213;
export const ids = [213];
export const modules = {

/***/ 213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_SCHEMA_ERRORS: () => (/* binding */ MAX_SCHEMA_ERRORS),
/* harmony export */   compileSchema: () => (/* binding */ compileSchema)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(878);
/* harmony import */ var ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/**
 * The JSON Schema validator behind `output-schema` (schema.ts's `CompileSchema`). ajv is a
 * quarter of the bundle, so this module is imported only when a schema is given.
 *
 * ajv settings, and why: `strict: false` because schemas written for models often carry keywords
 * ajv does not know (`propertyOrdering`, `x-…`), which JSON Schema says to ignore; the schema is
 * still checked against its meta-schema, so a typo in a known keyword (`"type": "strin"`) is an
 * input error. No `loadSchema`, so a `$ref` to anything outside the schema fails to compile
 * instead of fetching it. Formats are not checked (`validateFormats: false`): without the
 * ajv-formats plugin an unknown format would otherwise be an error, and a format is a hint.
 */




/** At most this many validator messages are kept (a wrong array can yield thousands). */
const MAX_SCHEMA_ERRORS = 20;
const OPTIONS = {
    strict: false,
    allErrors: true,
    validateFormats: false,
    logger: false
};
/** Picks the draft the schema declares (draft-07 when it names none). */
function validatorFor(schema) {
    const declared = typeof schema.$schema === 'string' ? schema.$schema : '';
    if (declared.includes('2020-12'))
        return new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_1__.Ajv2020(OPTIONS);
    if (declared.includes('2019-09'))
        return new ajv_dist_2019_js__WEBPACK_IMPORTED_MODULE_2__.Ajv2019(OPTIONS);
    return new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv(OPTIONS);
}
/**
 * Compiles a schema into a check that returns a value's problems (at most MAX_SCHEMA_ERRORS and
 * a count of the rest; [] when valid). Throws an Error saying what is wrong with the schema (not
 * JSON Schema, an unresolvable `$ref`, …).
 */
function compileSchema(schema) {
    let validate;
    try {
        validate = validatorFor(schema).compile(schema);
    }
    catch (error) {
        throw new Error((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error), { cause: error });
    }
    return (value) => {
        if (validate(value))
            return [];
        const errors = (validate.errors ?? []).map(describe);
        if (errors.length > MAX_SCHEMA_ERRORS) {
            const more = errors.length - MAX_SCHEMA_ERRORS;
            errors.splice(MAX_SCHEMA_ERRORS, more, `… and ${more} more`);
        }
        return errors.length > 0 ? errors : ['does not match the schema'];
    };
}
/** One ajv error as `<path> <message>`, with the offending name where ajv keeps it apart. */
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
