export const id = 130;
export const ids = [130];
export const modules = {

/***/ 78130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startCapped: () => (/* binding */ startCapped)
/* harmony export */ });
/* harmony import */ var _core_verdict_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74993);
/* harmony import */ var _core_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3440);
/* harmony import */ var _github_checks_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(36250);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
/* harmony import */ var _github_event_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85015);
/* harmony import */ var _github_rescope_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98230);
/* harmony import */ var _github_review_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76163);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71509);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42495);
/* harmony import */ var _render_marker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81376);










async function startCapped(ctx, read) {
    const { settings } = ctx;
    const event = (0,_github_event_js__WEBPACK_IMPORTED_MODULE_3__/* .eventOf */ .A6)(ctx.event);
    const number = event.number;
    if (number === undefined)
        return new CappedReview(ctx, undefined, undefined);
    const pr = { owner: event.owner, repo: event.repo, number };
    let gate;
    if (settings.failOn !== 'none') {
        const threads = await readThreads(ctx, pr);
        if (!threads.read)
            ctx.book.warning(`Could not read the pull request's review threads (${threads.why}), to see whether the last review's findings at or above fail-on are still open.`);
        const lastFailed = read !== undefined ? (0,_core_ledger_ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .lastReviewFailed */ .GI)(read) : undefined;
        gate = { failOn: settings.failOn, ...(lastFailed !== undefined ? { lastFailed } : {}), threads };
    }
    return new CappedReview(ctx, gate, { ...pr, event });
}
async function readThreads(ctx, pr) {
    const client = await ctx.github.client();
    const cancelled = () => ctx.signals.received() !== undefined;
    try {
        return await (0,_github_rescope_js__WEBPACK_IMPORTED_MODULE_4__/* .readThreadFindings */ .R1)(client, {
            pr,
            keyHash: (0,_render_marker_js__WEBPACK_IMPORTED_MODULE_6__/* .keyHash */ .aE)(ctx.settings.commentKey),
            cancelled
        });
    }
    catch (error) {
        if (error instanceof _github_review_js__WEBPACK_IMPORTED_MODULE_5__/* .Cancelled */ .cJ)
            return { read: false, why: 'the run was cancelled' };
        throw error;
    }
}
class CappedReview {
    ctx;
    gate;
    target;
    closed = false;
    checkRunUrl;
    constructor(ctx, gate, target) {
        this.ctx = ctx;
        this.gate = gate;
        this.target = target;
    }
    async close(verdict) {
        if (this.closed)
            return;
        this.closed = true;
        const t = this.target;
        if (!this.ctx.settings.checkRun || t === undefined || (0,_github_event_js__WEBPACK_IMPORTED_MODULE_3__/* .readOnlyOnFork */ .Mg)(t.event))
            return;
        try {
            const client = await this.ctx.github.client();
            const head = (await this.ctx.github.pull()).head?.sha ?? '';
            if (!/^[0-9a-f]{40,64}$/.test(head))
                throw new Error('the event names no head commit');
            const repo = { owner: t.owner, repo: t.repo };
            const check = await _github_checks_js__WEBPACK_IMPORTED_MODULE_7__/* .CheckRun */ .E.create(client, repo, {
                headSha: head,
                detailsUrl: t.event.runUrl
            });
            this.checkRunUrl = check.url;
            const summary = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .mentionsOff */ .N5)((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .markup */ .PT)(verdict.said ?? verdict.message, this.ctx.redact));
            const title = this.title(verdict);
            const signal = AbortSignal.timeout(this.ctx.signals.received() !== undefined ? 5_000 : 30_000);
            await check.complete({ conclusion: verdict.conclusion, title, summary, annotations: [] }, signal);
            this.ctx.say.line(`Check run "Cursor Agent review": ${check.url}`);
        }
        catch (error) {
            this.ctx.book.warning(`Could not make the check run (${(0,_github_client_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .Uc)(error)})${(0,_github_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) === 403 ? ': the token needs `checks: write` (add it under `permissions:`)' : ''}; the job summary says why the review did not run.`);
        }
    }
    title(verdict) {
        const hold = this.gate !== undefined ? (0,_core_verdict_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .gateHold */ .pB)(this.gate) : undefined;
        const failOn = this.ctx.settings.failOn;
        if (verdict.conclusion !== 'failure' || hold === undefined)
            return 'Not run: a cap per pull request stopped the review';
        if (hold.by === 'open')
            return `Not run: ${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(hold.findings.length, 'finding')} at or above fail-on: ${failOn} still open`;
        return `Not run: the last review's fail-on: ${failOn} gate still fails`;
    }
}


/***/ })

};
