export const id = 376;
export const ids = [376];
export const modules = {

/***/ 1376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   answerMark: () => (/* binding */ answerMark),
/* harmony export */   commentKey: () => (/* binding */ commentKey),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   isActionReview: () => (/* binding */ isActionReview),
/* harmony export */   keyHash: () => (/* binding */ keyHash),
/* harmony export */   markerFor: () => (/* binding */ markerFor),
/* harmony export */   reviewMarker: () => (/* binding */ reviewMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

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


/***/ })

};
