export const id = 376;
export const ids = [376];
export const modules = {

/***/ 1376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentKey: () => (/* binding */ commentKey),
/* harmony export */   isActionReview: () => (/* binding */ isActionReview),
/* harmony export */   keyHash: () => (/* binding */ keyHash),
/* harmony export */   markerFor: () => (/* binding */ markerFor),
/* harmony export */   reviewMarker: () => (/* binding */ reviewMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
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


/***/ })

};
