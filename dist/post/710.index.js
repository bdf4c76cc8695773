export const id = 710;
export const ids = [710];
export const modules = {

/***/ 710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  StickyComment: () => (/* binding */ StickyComment)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/github/client.ts

const NO_RETRY = { request: { retries: 0 } };
function client_statusOf(error) {
    if (typeof error === 'object' && error !== null && 'status' in error) {
        if ('response' in error && error.response === undefined)
            return undefined;
        const s = error.status;
        if (typeof s === 'number' && s > 0)
            return s;
    }
    return undefined;
}
function client_describeError(error) {
    const status = client_statusOf(error);
    const message = (0,errors/* messageOf */.bD)(error);
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return status !== undefined ? `HTTP ${String(status)}: ${message}` : `${message}${cause}`;
}

;// CONCATENATED MODULE: ./src/github/deliverable.ts

async function reviewDelivered(client, o) {
    const what = `the review ${String(o.reviewId)} on #${String(o.pull)}`;
    const base = { owner: o.owner, repo: o.repo, pull_number: o.pull, review_id: o.reviewId };
    let commit;
    try {
        commit = (await client.rest.pulls.getReview(base)).data.commit_id;
    }
    catch (error) {
        return statusOf(error) === 404
            ? `${what}: GitHub answered that it does not exist (HTTP 404) when it was read back after posting.`
            : `${what}: it could not be read back after posting (${describeError(error)}).`;
    }
    if (commit !== o.head)
        return `${what}: GitHub has it on commit ${commit ?? 'none'}, not on the head ${o.head} it was posted on.`;
    let count;
    try {
        const comments = await client.paginate(client.rest.pulls.listCommentsForReview, {
            ...base,
            per_page: 100
        });
        count = comments.length;
    }
    catch (error) {
        return `${what}: its inline comments could not be read back (${describeError(error)}).`;
    }
    if (count !== o.inlineComments)
        return `${what}: it was posted with ${plural(o.inlineComments, 'inline comment')}, and GitHub shows ${String(count)}.`;
    return undefined;
}
async function answerDelivered(client, o) {
    const what = `the answer in comment ${String(o.commentId)} on #${String(o.issue)}`;
    let data;
    try {
        ;
        ({ data } = await client.rest.issues.getComment({
            owner: o.owner,
            repo: o.repo,
            comment_id: o.commentId
        }));
    }
    catch (error) {
        return client_statusOf(error) === 404
            ? `${what}: GitHub answered that the comment does not exist (HTTP 404) when it was read back.`
            : `${what}: the comment could not be read back (${client_describeError(error)}).`;
    }
    if (data.issue_url !== undefined && !data.issue_url.endsWith(`/issues/${String(o.issue)}`))
        return `${what}: the comment is on another thread (${data.issue_url}).`;
    const lines = (data.body ?? '').split(/\r?\n/);
    if (!lines.includes(o.marker))
        return `${what}: the comment GitHub has does not hold this run's answer (it was changed or overwritten after it was written).`;
    return undefined;
}
async function pullDelivered(client, o) {
    const what = `the pull request #${String(o.number)}`;
    try {
        const { data } = await client.rest.pulls.get({
            owner: o.owner,
            repo: o.repo,
            pull_number: o.number
        });
        if (data.state !== 'open')
            return `${what}: GitHub has it ${data.state}, not open.`;
        return undefined;
    }
    catch (error) {
        return statusOf(error) === 404
            ? `${what}: GitHub answered that it does not exist (HTTP 404) when it was read back.`
            : `${what}: it could not be read back (${describeError(error)}).`;
    }
}
function isTransient(error) {
    const status = statusOf(error);
    return status === undefined || status >= 500;
}
async function deliver(o) {
    const tries = Math.max(1, o.tries ?? 4);
    const sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    let last;
    for (let attempt = 0; attempt < tries; attempt++) {
        try {
            if (attempt > 0) {
                await sleep((o.waitMs ?? 1000) * 2 ** (attempt - 1));
                const found = await o.find();
                if (found !== undefined)
                    return found;
            }
            return await o.write();
        }
        catch (error) {
            if (!isTransient(error))
                throw error;
            last = error;
            if (attempt + 1 < tries)
                o.retrying?.(error, attempt + 2);
        }
    }
    throw last;
}
function plural(n, noun) {
    return `${String(n)} ${noun}${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/github/comment.ts


function sameAccount(user, self) {
    return (self !== undefined &&
        typeof user?.login === 'string' &&
        user.login.toLowerCase() === self.login.toLowerCase());
}
class StickyComment {
    client;
    thread;
    marker;
    warn;
    id;
    url;
    gaveUp = false;
    warned = new Set();
    self;
    trailer = '';
    carry;
    constructor(client, thread, marker, warn) {
        this.client = client;
        this.thread = thread;
        this.marker = marker;
        this.warn = warn;
    }
    get permission() {
        return this.thread.isPullRequest ? 'pull-requests: write' : 'issues: write';
    }
    whoAmI() {
        this.self ??= this.client
            .graphql('query { viewer { login } }')
            .then(({ viewer }) => {
            const login = viewer?.login;
            return typeof login === 'string' && login !== '' ? { login } : undefined;
        })
            .catch((error) => {
            this.note(`Could not learn which account the token is (${client_describeError(error)}): no existing comment on #${String(this.thread.number)} is reused.`);
            return undefined;
        });
        return this.self;
    }
    async account() {
        return (await this.whoAmI())?.login;
    }
    async find() {
        const self = await this.whoAmI();
        if (self === undefined)
            return undefined;
        const { owner, repo, number } = this.thread;
        const iterator = this.client.paginate.iterator(this.client.rest.issues.listComments, {
            owner,
            repo,
            issue_number: number,
            per_page: 100
        });
        for await (const page of iterator) {
            const hit = page.data.find((c) => sameAccount(c.user, self) && c.body?.startsWith(this.marker) === true);
            if (hit !== undefined)
                return { id: hit.id, url: hit.html_url, body: hit.body ?? '' };
        }
        return undefined;
    }
    setTrailer(text) {
        this.trailer = text;
    }
    get reserved() {
        return this.trailer === '' ? 0 : this.trailer.length + 2;
    }
    async write(body) {
        if (this.gaveUp)
            return false;
        try {
            await this.put(body);
            return true;
        }
        catch (error) {
            this.fail('write the comment', error);
            return false;
        }
    }
    async writeOrThrow(body) {
        await this.put(body);
    }
    async delivered(mark) {
        const { owner, repo, number } = this.thread;
        if (this.id === undefined)
            return `the answer on #${String(number)}: no comment was made.`;
        return answerDelivered(this.client, {
            ...{ owner, repo, issue: number, commentId: this.id, marker: mark }
        });
    }
    get needs() {
        return this.permission;
    }
    async put(text) {
        let body = text;
        const { owner, repo, number } = this.thread;
        if (this.id === undefined) {
            const found = await this.find();
            if (found !== undefined) {
                ;
                ({ id: this.id, url: this.url } = found);
                if (this.trailer === '')
                    this.trailer = this.carry?.(found.body) ?? '';
            }
        }
        if (this.trailer !== '')
            body = `${body}\n\n${this.trailer}`;
        if (this.id !== undefined) {
            try {
                await this.client.rest.issues.updateComment({ owner, repo, comment_id: this.id, body });
                return;
            }
            catch (error) {
                if (client_statusOf(error) !== 404)
                    throw error;
                this.id = undefined;
            }
        }
        try {
            const { data } = await this.client.rest.issues.createComment({
                owner,
                repo,
                issue_number: number,
                body,
                ...NO_RETRY
            });
            this.id = data.id;
            this.url = data.html_url;
            const login = data.user?.login;
            if (login !== undefined && login !== '')
                this.self = Promise.resolve({ login });
        }
        catch (error) {
            const status = client_statusOf(error);
            if (status !== undefined && status < 500)
                throw error;
            const found = await this.find();
            if (found === undefined)
                throw error;
            ({ id: this.id, url: this.url } = found);
            await this.client.rest.issues.updateComment({ owner, repo, comment_id: found.id, body });
        }
    }
    async react(target, content) {
        if (target === undefined || this.gaveUp)
            return;
        const { owner, repo } = this.thread;
        try {
            if (target.kind === 'issue-comment')
                await this.client.rest.reactions.createForIssueComment({
                    owner,
                    repo,
                    comment_id: target.id,
                    content
                });
            else if (target.kind === 'review-comment')
                await this.client.rest.reactions.createForPullRequestReviewComment({
                    owner,
                    repo,
                    comment_id: target.id,
                    content
                });
            else
                await this.client.rest.reactions.createForIssue({
                    owner,
                    repo,
                    issue_number: target.number,
                    content
                });
        }
        catch (error) {
            this.fail(`add the ${content} reaction`, error);
        }
    }
    fail(what, error) {
        const status = client_statusOf(error);
        let message;
        if (status === 401 || status === 403) {
            this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: ${client_describeError(error)}. The token needs \`${this.permission}\`: add it under \`permissions:\` in the workflow (the run itself is not affected).`;
        }
        else if (status === undefined || status >= 500) {
            if (status === undefined)
                this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: GitHub did not answer (${client_describeError(error)}); the run itself is not affected.`;
        }
        else {
            message = `Could not ${what} on #${String(this.thread.number)}: ${client_describeError(error)}.`;
        }
        this.note(message);
    }
    note(message) {
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.warn(message);
    }
}


/***/ })

};
