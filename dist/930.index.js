export const id = 930;
export const ids = [930];
export const modules = {

/***/ 7930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startGate: () => (/* binding */ startGate)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/names.ts
var names = __webpack_require__(6455);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
;// CONCATENATED MODULE: ./src/github/comment.ts
/**
 * The one comment this job keeps on a PR or issue: found by its hidden marker across all pages,
 * created once, then edited in place. Best effort by design: every GitHub failure becomes one
 * warning naming the fix, never an exception, so the agent's verdict never depends on GitHub.
 *
 * Only a comment written by the token's own account is ever ours. The marker is public (anyone
 * can compute it from the workflow file), so a comment that merely holds it may be an outsider's,
 * posted first to have the bot adopt it and then edit it into anything. Which account the token
 * is comes from GraphQL's `viewer` (see `whoAmI`); when that cannot be learnt, no existing comment
 * is adopted and the account is learnt from the comment this job creates.
 */

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
    /** Set after a 401/403 or an unreachable API: later writes are skipped (one warning only). */
    gaveUp = false;
    warned = new Set();
    /** The token's account: looked up once (whoAmI), or learnt from the comment this job made. */
    self;
    /**
     * A hidden record kept at the end of every body this job writes (the pull request's ledger,
     * docs/ledger.md); taken from the comment found on GitHub (`carry`) until the run sets its own.
     */
    trailer = '';
    /** What of a found comment's body to keep at the end of every body written (see `trailer`). */
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
    /**
     * Which account the token is. GraphQL's `viewer` answers for every kind of token: a personal
     * access token, GITHUB_TOKEN and a GitHub App's installation token alike (REST's `GET /user`
     * refuses the last two with a 403), and is what marocchino/sticky-pull-request-comment uses.
     * Undefined when GitHub does not say: then nothing found on the thread is adopted.
     */
    whoAmI() {
        this.self ??= this.client
            .graphql('query { viewer { login } }')
            .then(({ viewer }) => {
            const login = viewer?.login;
            return typeof login === 'string' && login !== '' ? { login } : undefined;
        })
            .catch((error) => {
            this.note(`Could not learn which account the token is (${(0,client.describeError)(error)}): no existing comment on #${String(this.thread.number)} is reused.`);
            return undefined;
        });
        return this.self;
    }
    /** The token's own login, as this comment learnt it (asked once); undefined when unknown. */
    async account() {
        return (await this.whoAmI())?.login;
    }
    /** The oldest comment of the token's own account holding the marker, looked up on every page. */
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
            const hit = page.data.find((c) => sameAccount(c.user, self) && c.body?.includes(this.marker) === true);
            if (hit !== undefined)
                return { id: hit.id, url: hit.html_url, body: hit.body ?? '' };
        }
        return undefined;
    }
    /** The hidden record every later write ends with (the ledger with this run in it). */
    setTrailer(text) {
        this.trailer = text;
    }
    /** Characters every write adds at the end (the record and its line breaks): a renderer keeps them free. */
    get reserved() {
        return this.trailer === '' ? 0 : this.trailer.length + 2;
    }
    /** Creates or edits the comment. Returns whether the body is now on GitHub. */
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
                // Someone deleted it: start a new one below.
                if ((0,client.statusOf)(error) !== 404)
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
                ...client.NO_RETRY
            });
            this.id = data.id;
            this.url = data.html_url;
            // The author of the comment this job just made is the token's account, whatever whoAmI said.
            const login = data.user?.login;
            if (login !== undefined && login !== '')
                this.self = Promise.resolve({ login });
        }
        catch (error) {
            // A create that failed with a 5xx (or a lost answer) may have been stored: look again
            // instead of creating a second one.
            const status = (0,client.statusOf)(error);
            if (status !== undefined && status < 500)
                throw error;
            const found = await this.find();
            if (found === undefined)
                throw error;
            ({ id: this.id, url: this.url } = found);
            await this.client.rest.issues.updateComment({ owner, repo, comment_id: found.id, body });
        }
    }
    /** Adds a reaction to the triggering comment or issue; failures are warnings. */
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
        const status = (0,client.statusOf)(error);
        let message;
        if (status === 401 || status === 403) {
            this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: ${(0,client.describeError)(error)}. The token needs \`${this.permission}\`: add it under \`permissions:\` in the workflow (the run itself is not affected).`;
        }
        else if (status === undefined || status >= 500) {
            // An unreachable API is not retried edit after edit: the run goes on without the comment.
            if (status === undefined)
                this.gaveUp = true;
            message = `Could not ${what} on #${String(this.thread.number)}: GitHub did not answer (${(0,client.describeError)(error)}); the run itself is not affected.`;
        }
        else {
            message = `Could not ${what} on #${String(this.thread.number)}: ${(0,client.describeError)(error)}.`;
        }
        this.note(message);
    }
    /** A warning, given once. */
    note(message) {
        if (this.warned.has(message))
            return;
        this.warned.add(message);
        this.warn(message);
    }
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
;// CONCATENATED MODULE: ./src/core/visible.ts
/**
 * Which words of a comment are the commenter's own request: the text outside quotes and code.
 * A quote is usually someone else's words (GitHub's "Quote reply" puts an outsider's comment
 * behind `>`), and a phrase in code is shown, not said: neither may trigger the agent, and quoted
 * words never reach the prompt.
 *
 * Why not the markdown parser the summary uses (micromark): on a 64 KiB comment it takes seconds
 * to minutes on some inputs (measured: 13 s for `*a` repeated, 72 s for `a\n=\n` repeated, a stack
 * overflow for deep quotes), and the body is untrusted. This is a line scanner, linear in the
 * body's length, and conservative where it and GitHub could disagree: whatever might be a quote or
 * code on GitHub is treated as one, so a doubtful case does not trigger (the safe side).
 * - Quotes: a line that starts with `>` after indentation and list markers, and every following
 *   line up to a blank one (CommonMark's lazy continuation keeps a paragraph inside the quote).
 * - Code blocks: fenced (``` or ~~~, unclosed to the end) and indented (4 columns or more).
 * - Code spans: backtick strings matched by length (CommonMark), within a paragraph, within a line
 *   and within a table cell: text in a span under any of these readings is code.
 * - HTML: <blockquote>/<q> (quotes) and <pre>/<code>/<kbd>/<samp>/<tt> (code), unclosed to the
 *   end. HTML comments are removed before this (trigger.ts cleanText).
 * - What a reader never sees: a tag's own text (`<img alt="…">`), elements GitHub drops or does
 *   not show (<script>, <style>, <template>, …, unclosed to the end), link reference definitions
 *   (`[//]: # (…)`), an image's alt text and a link's destination and title. The phrase there
 *   does not trigger; the elements and definitions are left out of the request too.
 */
/** Replaces what hides the phrase; never part of a phrase or a word. */
const HIDDEN = '\u0000';
function linesOf(text) {
    const out = [];
    const breaks = /\r\n|\r|\n/g;
    let start = 0;
    for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) {
        out.push({ start, end: m.index });
        start = m.index + m[0].length;
    }
    out.push({ start, end: text.length });
    return out;
}
/** Indentation and list markers in front of a line's content (no nested quantifier overlap). */
const CONTAINERS = /^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*/;
const FENCE = /^(`{3,}|~{3,})/;
/** Columns of leading white space (a tab moves to the next multiple of 4). */
function indentOf(line) {
    let col = 0;
    for (const ch of line) {
        if (ch === ' ')
            col += 1;
        else if (ch === '\t')
            col += 4 - (col % 4);
        else
            break;
        if (col >= 4)
            break;
    }
    return col;
}
function visibleText(text) {
    const hidden = new Uint8Array(text.length);
    const quotes = [];
    const hide = (start, end) => {
        hidden.fill(1, start, end);
    };
    const paragraphs = [];
    let paragraph = [];
    const flush = () => {
        if (paragraph.length > 0)
            paragraphs.push(paragraph);
        paragraph = [];
    };
    /** The open fence: its character, length and the column its line's content starts at. */
    let fence;
    let quoting = false;
    /**
     * Inside a link reference definition, shown nowhere: `label` (its label goes on: to the
     * paragraph's end), a quote or parenthesis that ends its title, or `next` (a title may follow).
     */
    let defining;
    for (const line of linesOf(text)) {
        const content = text.slice(line.start, line.end);
        if (fence !== undefined) {
            hide(line.start, line.end);
            const column = CONTAINERS.exec(content)?.[0].length ?? 0;
            const close = FENCE.exec(content.trimStart())?.[1];
            const rest = content.trimStart().slice(close?.length ?? 0);
            const closes = close?.[0] === fence.char && close.length >= fence.length;
            // Left of the fence's own column the fence's container has ended, and the line opens a
            // new fence (GitHub reads it so); more than 3 columns right of it, it is code, no close.
            if (closes && column < fence.column)
                fence = { ...fence, column };
            else if (closes && column - fence.column <= 3 && rest.trim() === '')
                fence = undefined;
            continue;
        }
        if (content.trim() === '') {
            flush();
            quoting = false;
            defining = undefined;
            continue;
        }
        const rest = content.slice(CONTAINERS.exec(content)?.[0].length ?? 0);
        if (quoting || rest.startsWith('>')) {
            flush();
            quoting = true;
            hide(line.start, line.end);
            quotes.push([line.start, line.end]);
            continue;
        }
        const open = FENCE.exec(rest)?.[1];
        if (open !== undefined || indentOf(content) >= 4) {
            flush();
            hide(line.start, line.end);
            if (open !== undefined) {
                const column = content.length - rest.length;
                fence = { char: open.charAt(0), length: open.length, column };
            }
            continue;
        }
        // A definition, or a line that may open one whose label goes on (a `[` with no `]`), with a
        // title that may span lines: hidden, and left out of the request.
        const definition = definitionState(rest, defining);
        if (definition !== false) {
            defining = definition;
            hide(line.start, line.end);
            quotes.push([line.start, line.end]);
            continue;
        }
        defining = undefined;
        paragraph.push(line);
        // A heading is a block of its own: no code span reaches into it or out of it.
        if (/^#{1,6}(?:[ \t]|$)/.test(rest))
            flush();
    }
    flush();
    for (const p of paragraphs) {
        hideCodeSpans(text, p, hide);
        for (const line of p) {
            hideCodeSpans(text, [line], hide);
            // A table cell's inlines are read on their own (GFM splits the row on pipes first).
            let start = line.start;
            for (let i = line.start; i <= line.end; i++) {
                if (i === line.end || text[i] === '|') {
                    hideCodeSpans(text, [{ start, end: i }], hide);
                    start = i + 1;
                }
            }
        }
    }
    hideHtml(text, hidden, quotes);
    hideUnseen(text, hidden, quotes);
    let masked = '';
    let from = 0;
    for (let i = 0; i <= text.length; i++) {
        if (i < text.length && hidden[i] === 0)
            continue;
        masked += text.slice(from, i);
        if (i < text.length)
            masked += HIDDEN;
        from = i + 1;
    }
    return { masked, quotes: merge(quotes) };
}
/**
 * CommonMark code spans over the segments read as one stream: an opening backtick string is
 * closed by the next string of the same length; without one its backticks are literal text.
 * Linear: for each length, a pointer moves forward through that length's strings.
 */
function hideCodeSpans(text, segments, hide) {
    const runs = [];
    for (const { start, end } of segments) {
        const ticks = /`+/g;
        const part = text.slice(start, end);
        for (let m = ticks.exec(part); m !== null; m = ticks.exec(part)) {
            const pos = start + m.index;
            let slashes = 0;
            while (pos - slashes - 1 >= start && text[pos - slashes - 1] === '\\')
                slashes++;
            runs.push({ pos, length: m[0].length, escaped: slashes % 2 === 1 });
        }
    }
    const byLength = new Map();
    runs.forEach((r, i) => {
        const list = byLength.get(r.length) ?? [];
        list.push(i);
        byLength.set(r.length, list);
    });
    const next = new Map();
    for (let i = 0; i < runs.length; i++) {
        const run = runs[i];
        const length = run.escaped ? run.length - 1 : run.length;
        if (length === 0)
            continue;
        const list = byLength.get(length) ?? [];
        let k = next.get(length) ?? 0;
        while (k < list.length && list[k] <= i)
            k++;
        next.set(length, k);
        if (k === list.length)
            continue;
        const close = list[k];
        const closer = runs[close];
        hide(run.pos + (run.escaped ? 1 : 0), closer.pos + closer.length);
        i = close;
    }
}
const QUOTE_TAGS = new Set(['blockquote', 'q']);
/** An opening or closing tag of the elements that hide text; `[^<>]*` stops at the next `<`. */
const TAG = '<(/?)(blockquote|q|pre|code|kbd|samp|tt)(?=[\\s/>])[^<>]*>';
/** HTML quote and code elements outside what is hidden already; unclosed ones run to the end. */
function hideHtml(text, hidden, quotes) {
    let quoteDepth = 0;
    let codeDepth = 0;
    let from = 0;
    let quoteFrom = 0;
    const tags = new RegExp(TAG, 'gi');
    for (let m = tags.exec(text); m !== null; m = tags.exec(text)) {
        if (hidden[m.index] === 1)
            continue;
        const quote = QUOTE_TAGS.has(m[2].toLowerCase());
        const closing = m[1] === '/';
        const before = quoteDepth + codeDepth;
        const quotedBefore = quoteDepth > 0;
        if (quote)
            quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
        else
            codeDepth = Math.max(0, codeDepth + (closing ? -1 : 1));
        const end = m.index + m[0].length;
        if (before === 0 && quoteDepth + codeDepth > 0)
            from = m.index;
        if (before > 0 && quoteDepth + codeDepth === 0)
            hidden.fill(1, from, end);
        if (!quotedBefore && quoteDepth > 0)
            quoteFrom = m.index;
        if (quotedBefore && quoteDepth === 0)
            quotes.push([quoteFrom, end]);
    }
    if (quoteDepth + codeDepth > 0)
        hidden.fill(1, from, text.length);
    if (quoteDepth > 0)
        quotes.push([quoteFrom, text.length]);
}
/** `[label]:` after any indentation and list markers; the label may hold escaped brackets. */
const LINK_DEFINITION = /^\[(?:[^\]\\]|\\.){1,999}\]:/;
/** A line that opens a label and does not close it: a definition's label may span lines. */
const OPEN_LABEL = /^\[(?:[^\]\\]|\\.)*\\?$/;
/** Elements whose content GitHub removes or never shows. */
const UNSEEN = /<(script|style|template|textarea|noscript|iframe|object|embed|svg|math|title|xmp|noembed|noframes|plaintext)(?=[\s/>])/gi;
/**
 * Whether a line (after its containers) belongs to a link reference definition, given the state
 * the line before left: false when not; else what the definition still waits for on later lines
 * (see `defining` in visibleText), undefined when it is complete.
 */
function definitionState(rest, before) {
    if (before === 'label')
        return 'label';
    if (before !== undefined && before !== 'next')
        return rest.includes(before) ? undefined : before;
    if (before === 'next' && /^["'(]/.test(rest))
        return titleState(rest);
    if (OPEN_LABEL.test(rest))
        return 'label';
    const label = LINK_DEFINITION.exec(rest);
    if (label === null)
        return false;
    const after = rest.slice(label[0].length).trim();
    const destination = /^(?:<[^>]*>|\S+)/.exec(after)?.[0] ?? '';
    const title = after.slice(destination.length).trim();
    return title === '' ? 'next' : titleState(title);
}
/** A title that starts the text: undefined when it closes there, else its closing character. */
function titleState(title) {
    const closer = title.startsWith('(') ? ')' : title.charAt(0);
    return title.slice(1).includes(closer) ? undefined : closer;
}
/** How far a tag is looked for: past it, an unclosed quoted value is taken for a tag's. */
const TAG_REACH = 1024;
/**
 * What is in the comment but not on the page: unseen elements (to their closing tag or the end;
 * left out of the request), the text of every tag, image alt text and link destinations.
 */
function hideUnseen(text, hidden, quotes) {
    const lower = text.toLowerCase();
    UNSEEN.lastIndex = 0;
    for (let m = UNSEEN.exec(text); m !== null; m = UNSEEN.exec(text)) {
        const close = lower.indexOf(`</${m[1].toLowerCase()}`, m.index + m[0].length);
        const end = close === -1 ? text.length : lower.indexOf('>', close) + 1 || text.length;
        hidden.fill(1, m.index, end);
        quotes.push([m.index, end]);
        UNSEEN.lastIndex = end;
    }
    hideTags(text, hidden);
    hideLinkParts(text, hidden);
}
/**
 * Every tag's own text (its attributes), quoted values read as such (`alt="a>b"`). A `<` that
 * starts no tag is text. Each look reaches at most TAG_REACH characters, so the scan is linear.
 */
function hideTags(text, hidden) {
    for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
        if (!/^<\/?[A-Za-z]/.test(text.slice(i, i + 3)))
            continue;
        const reach = Math.min(text.length, i + TAG_REACH);
        let quote = '';
        let j = i + 1;
        for (; j < reach; j++) {
            const c = text[j];
            if (quote !== '') {
                if (c === quote)
                    quote = '';
            }
            else if (c === '"' || c === "'")
                quote = c;
            else if (c === '>' || c === '<')
                break;
        }
        if (j < reach && text[j] === '>') {
            hidden.fill(1, i, j + 1);
            i = j;
        }
        else if (quote !== '') {
            // A quoted value that does not end within reach: taken for a tag's (the safe side).
            hidden.fill(1, i, j);
            i = j - 1;
        }
    }
}
/** Where the paragraph holding `from` ends: the next blank line, or the end. */
function paragraphEnd(text, from) {
    const blank = /\n[ \t]*(?:\r?\n|$)/g;
    blank.lastIndex = from;
    return blank.exec(text)?.index ?? text.length;
}
/**
 * `![alt]` and `](destination "title")`: brackets and parentheses nested, escapes and quoted
 * titles followed, across lines up to the paragraph's end; an unclosed one hides to that end.
 * Each scan resumes where the last one stopped, so the whole is linear.
 */
function hideLinkParts(text, hidden) {
    let end = -1;
    for (let i = 0; i < text.length; i++) {
        const image = text[i] === '!' && text[i + 1] === '[';
        const destination = text[i] === ']' && text[i + 1] === '(';
        if (!image && !destination)
            continue;
        if (i >= end)
            end = paragraphEnd(text, i);
        const [open, close] = image ? ['[', ']'] : ['(', ')'];
        let depth = 1;
        let quote = '';
        let j = i + 2;
        for (; j < end && depth > 0; j++) {
            const c = text[j];
            if (c === '\\')
                j++;
            else if (quote !== '') {
                if (c === quote)
                    quote = '';
            }
            else if (destination && (c === '"' || c === "'"))
                quote = c;
            else if (c === open)
                depth++;
            else if (c === close)
                depth--;
        }
        j = Math.min(j, end);
        hidden.fill(1, i, j);
        // An image's `](…)` follows its alt text: read from the `]` on.
        i = image && depth === 0 ? j - 2 : j - 1;
    }
}
/** Sorted, overlapping or touching ranges joined. */
function merge(ranges) {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const r of sorted) {
        const last = out.at(-1);
        if (last !== undefined && r[0] <= last[1])
            last[1] = Math.max(last[1], r[1]);
        else
            out.push([r[0], r[1]]);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/core/trigger.ts
/**
 * The trigger's text, pure: whether a comment holds the phrase (outside quotes and code,
 * visible.ts), the request it makes (the commenter's own words), and the prompt built from it.
 * Who may trigger is asked of GitHub (github/gate.ts).
 */

const WORD = '[\\p{L}\\p{N}_]';
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function phraseRegExp(phrase, flags) {
    // Hidden markup (NUL in the masked text) between the phrase and a letter, or an entity right
    // after it, still makes one word on the page: `@cursor<b></b>bot`, `@cursor&#98;ot`.
    return new RegExp(`(?<!${WORD})${escapeRegExp(phrase)}(?!\0*${WORD}|&)`, flags);
}
/**
 * Whole word, case-insensitive, outside quotes and code (visible.ts): `@cursorbot`, `x@cursor`,
 * `> @cursor …` and `` `@cursor` `` do not hold `@cursor`.
 */
function hasPhrase(body, phrase) {
    return phraseRegExp(phrase.trim(), 'iu').test(visibleText(cleanText(body)).masked);
}
/** HTML comments (closed or not) and invisible or direction-changing characters, removed. */
function cleanText(text) {
    return (text
        .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
        // Zero-width characters, word joiner, BOM, soft hyphen and the Mongolian vowel separator.
        .replace(/[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/g, '')
        // Bidi marks, embeddings, overrides and isolates (the "Trojan Source" characters).
        .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, ''));
}
/**
 * The request: the body cleaned, without quotes (someone else's words) and without the phrase
 * where it triggers (in code it stays, as written), trimmed.
 */
function requestText(body, phrase) {
    const clean = cleanText(body);
    const { masked, quotes } = visibleText(clean);
    const cuts = [...quotes];
    if (phrase.trim() !== '')
        for (const m of masked.matchAll(phraseRegExp(phrase.trim(), 'giu'))) {
            let end = m.index + m[0].length;
            // At the start of a line, the blanks after the phrase go with it.
            if (m.index === 0 || clean[m.index - 1] === '\n' || clean[m.index - 1] === '\r')
                while (clean[end] === ' ' || clean[end] === '\t')
                    end++;
            cuts.push([m.index, end]);
        }
    cuts.sort((a, b) => a[0] - b[0]);
    let out = '';
    let from = 0;
    for (const [start, end] of cuts) {
        if (start > from)
            out += clean.slice(from, start);
        from = Math.max(from, end);
    }
    out += clean.slice(from);
    // Trailing blanks cut by hand: a regex for them backtracks over a long run of spaces.
    const lines = out.split(/\r\n|\r|\n/).map((line) => {
        let end = line.length;
        while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t'))
            end--;
        return line.slice(0, end);
    });
    return lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}
/**
 * The prompt in trigger mode: standing instructions, the request, then the context. The title
 * only when `showTitle` (mayShowTitle); a fork's branch name never (its owner chose it).
 */
function triggerPrompt(standing, request, event, showTitle) {
    const parts = [];
    if (standing.trim() !== '')
        parts.push(standing.trim());
    parts.push(`## Request\n\n${request !== '' ? request : '(no text besides the trigger phrase)'}`);
    const context = [`Repository: ${event.owner}/${event.repo}`];
    if (event.number !== undefined) {
        const kind = `${event.isPullRequest ? 'Pull request' : 'Issue'} #${String(event.number)}`;
        const title = cleanText(event.title).replace(/\s+/g, ' ').trim();
        const by = event.subjectAuthor?.login;
        if (!showTitle && title !== '' && by !== undefined)
            context.push(`${kind} (its title is left out: @${by} may not trigger the agent)`);
        else
            context.push(`${kind}${showTitle && title !== '' ? `: ${title}` : ''}`);
    }
    if (event.head !== undefined && event.head.ref !== '')
        context.push(event.fork
            ? 'Head branch: on a fork (its name is left out)'
            : `Head branch: ${event.head.ref}`);
    if (event.author !== undefined)
        context.push(`Requested by: @${event.author.login}`);
    parts.push(`## Context\n\n${context.join('\n')}`);
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/github/gate.ts


/** A role that may trigger. Anything else (triage, read, none) is refused. */
const WRITE_ROLES = new Set(['write', 'maintain', 'admin']);
function isBot(actor) {
    return actor.type === 'Bot' || actor.login.toLowerCase().endsWith('[bot]');
}
function bare(login) {
    return login.toLowerCase().replace(/\[bot\]$/, '');
}
/** May this account start the agent? Never throws: a failed lookup refuses. */
async function mayTrigger(actor, o) {
    const who = `@${actor.login}`;
    if (isBot(actor)) {
        return o.allowedBots.some((b) => bare(b) === bare(actor.login))
            ? { allowed: true, why: `${who} is a bot listed in allowed-bots` }
            : { allowed: false, why: `${who} is a bot and is not listed in allowed-bots` };
    }
    if (o.allowedUsers.includes(actor.login.toLowerCase()))
        return { allowed: true, why: `${who} is listed in allowed-users` };
    let p;
    try {
        p = await o.permissionOf(actor.login);
    }
    catch (error) {
        const message = (0,errors/* messageOf */.bD)(error);
        return {
            allowed: false,
            why: `${who}'s permission on the repository could not be read (${message}); refused to be safe`
        };
    }
    const role = (p.role_name ?? '').toLowerCase();
    if (WRITE_ROLES.has(role))
        return { allowed: true, why: `${who} has the ${role} role`, role };
    // A custom role has its own name; only then the legacy field (its base role) decides.
    const known = ['read', 'triage', 'none', ''].includes(role);
    const legacy = (p.permission ?? '').toLowerCase();
    if (!known && (legacy === 'write' || legacy === 'admin'))
        return { allowed: true, why: `${who} has the custom role ${role}, based on ${legacy}` };
    return {
        allowed: false,
        why: `${who} has the ${role || legacy || 'no'} role; write, maintain or admin (or allowed-users) is needed`
    };
}
/**
 * The gate for one event. The body's author must be allowed, and so must whoever caused the event
 * when that is someone else (an edit of another's comment).
 */
async function checkTrigger(event, phrase, o) {
    if (event.action === 'deleted')
        return { allowed: false, why: 'the comment was deleted' };
    if (!hasPhrase(event.body, phrase))
        return { allowed: false, why: `the ${event.name} body does not contain ${phrase}` };
    if (event.author === undefined)
        return { allowed: false, why: `the ${event.name} payload names no author` };
    const first = await mayTrigger(event.author, o);
    if (!first.allowed)
        return first;
    const sender = event.sender;
    if (sender !== undefined && sender.login.toLowerCase() !== event.author.login.toLowerCase()) {
        const second = await mayTrigger(sender, o);
        if (!second.allowed)
            return { allowed: false, why: `edited by someone else: ${second.why}` };
        // Two people asked: a role lets the request past a cap only when both have it.
        if (first.role !== second.role)
            return { allowed: true, why: first.why };
    }
    return first;
}
/**
 * Whether the PR's or issue's title may reach the prompt: only when its author may trigger too.
 * A maintainer's `@cursor review this` on an outsider's pull request must not carry the outsider's
 * words (the title) into the maintainer's request. Never throws.
 */
async function mayShowTitle(event, o) {
    const by = event.subjectAuthor;
    if (by === undefined)
        return false;
    if (by.login.toLowerCase() === event.author?.login.toLowerCase())
        return true;
    return (await mayTrigger(by, o)).allowed;
}

// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/prose.ts
var prose = __webpack_require__(8011);
// EXTERNAL MODULE: ./src/render/outcomes.ts
var outcomes = __webpack_require__(8119);
// EXTERNAL MODULE: ./src/render/findings.ts
var findings = __webpack_require__(2752);
// EXTERNAL MODULE: ./src/core/caps.ts
var caps = __webpack_require__(8854);
;// CONCATENATED MODULE: ./src/render/comment.ts







/** GitHub refuses comment bodies over this many characters. */
const COMMENT_LIMIT = 65_536;
const MAX_LISTED = 30;
/** Agent text in the comment (redacted already): literal-safe like the summary, mentions defused. */
function agentSafe(redacted) {
    return (0,markdown/* mentionsOff */.N5)((0,prose/* agentText */.r)(redacted, { defuseMentions: true }));
}
function runLink(f, label = 'job run') {
    return f.runUrl !== '' ? `[${label}](${f.runUrl})` : label;
}
function utc(ms) {
    return new Date(ms).toISOString().slice(11, 19) + ' UTC';
}
/** The heading of the comment while the run goes on (start and progress). */
const WORKING = '### ⏳ Cursor Agent is working…';
function renderStart(f, startedAt) {
    return [f.marker, WORKING, '', `Started ${utc(startedAt)} · ${runLink(f)}`].join('\n');
}
/** A call as one short line: `$ npm test`, `edit src/a.ts`. */
function callLabel(call, redact) {
    const target = (0,core_text/* truncate */.xv)(redact(call.target).replace(/\s+/g, ' ').trim(), 120);
    return (0,markdown/* code */.aY)(call.kind === 'shell' ? `$ ${target}` : `${call.kind} ${target}`.trim());
}
function callsLine(r) {
    const c = r.counts;
    const bad = c.failed + c.rejected;
    return `${(0,format/* plural */.LS)(c.calls, 'tool call')}${bad > 0 ? ` (${String(bad)} failed or rejected)` : ''}`;
}
function filesList(r, redact) {
    const shown = r.filesChanged.slice(0, MAX_LISTED).map((c) => {
        const delta = (0,format/* lineDelta */.Dy)(c.added, c.removed);
        const tag = c.created ? ' (new)' : c.deleted ? ' (deleted)' : '';
        return `- ${(0,markdown/* code */.aY)(redact(c.path))}${delta !== '' ? ` ${delta}` : ''}${tag}`;
    });
    const more = r.filesChanged.length - shown.length;
    if (more > 0)
        shown.push(`- … and ${String(more)} more`);
    return shown;
}
function renderProgress(f, s) {
    const r = s.report;
    const lines = [
        f.marker,
        WORKING,
        '',
        `**${s.phase}**${s.current !== undefined ? `: ${callLabel(s.current, f.redact)}` : ''} since ${utc(s.since)}`,
        '',
        `${callsLine(r)} · ${(0,format/* plural */.LS)(r.filesChanged.length, 'file')} changed so far`
    ];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        lines.push('', ...files);
    lines.push('', `Started ${utc(s.startedAt)} · ${runLink(f)}`);
    return lines.join('\n');
}
function heading(v) {
    if (v.conclusion === 'skipped')
        return `### ${outcomes/* CONCLUSIONS */.Fr.skipped.icon} Cursor Agent did not run`;
    const reason = v.conclusion === 'failure' ? ` (${v.reason ?? 'unknown'})` : '';
    return `### ${(0,outcomes/* headline */.Pl)(v.conclusion)}${reason}`;
}
/** Whether the changes were pushed, and where; or where they are when they were not. */
function landingLine(r, landed, f) {
    if (landed === undefined || r.filesChanged.length === 0)
        return [];
    if (landed.commitSha !== '' && landed.branch !== '') {
        const number = /\/pull\/(\d+)$/.exec(landed.prUrl)?.[1];
        const pr = landed.prUrl !== ''
            ? ` and opened ${(0,markdown/* link */.nf)(number !== undefined ? `pull request #${number}` : 'a pull request', landed.prUrl)}`
            : '';
        return [
            `**Pushed** ${(0,markdown/* code */.aY)(landed.commitSha.slice(0, 12))} to ${(0,markdown/* code */.aY)(f.redact(landed.branch))}${pr}.`
        ];
    }
    return [
        `**Not pushed**: the changes are in the \`patch\` output of the ${runLink(f, 'job run')}${landed.patch === '' ? ' (no patch was written; see the job summary)' : ''}.`
    ];
}
function failedCommands(r, redact) {
    const failed = r.tools.filter((t) => t.kind === 'shell' && (t.state === 'failed' || t.state === 'rejected'));
    const shown = failed.slice(0, MAX_LISTED).map((t) => {
        const how = t.state === 'rejected'
            ? 'rejected'
            : t.exitCode !== undefined
                ? `exit ${String(t.exitCode)}`
                : 'failed';
        return `- ${callLabel(t, redact)} → ${how}`;
    });
    if (failed.length > shown.length)
        shown.push(`- … and ${String(failed.length - shown.length)} more`);
    return shown;
}
/**
 * The final comment, from the run's facts (core/facts.ts) as the summary reads them; the agent's
 * message is cut (with a note) so the whole stays under the limit.
 */
function renderEnd(f, e, limit = COMMENT_LIMIT) {
    const r = e.report;
    const head = [
        f.marker,
        heading(e.verdict),
        '',
        `Took ${(0,format/* clock */.pm)(e.durationMs)} · ${callsLine(r)} · ${runLink(f, 'job summary')}`
    ];
    if (e.verdict.conclusion !== 'success' && e.verdict.message !== '') {
        const said = (0,markdown/* markup */.PT)(e.verdict.said ?? e.verdict.message, f.redact);
        head.push('', ...said.split('\n').map((l) => (0,markdown/* mentionsOff */.N5)(l === '' ? '>' : `> ${l}`)));
    }
    if (e.review !== undefined)
        head.push('', (0,findings/* reviewCommentLine */.uY)(e.review));
    const tail = [];
    const files = filesList(r, f.redact);
    if (files.length > 0)
        tail.push('', `<details><summary>Files changed (${String(r.filesChanged.length)})</summary>`, '', ...files, '', '</details>');
    const landing = landingLine(r, e.landed, f);
    if (landing.length > 0)
        tail.push('', ...landing);
    const failed = failedCommands(r, f.redact);
    if (failed.length > 0) {
        const states = new Set(r.tools
            .filter((t) => t.kind === 'shell' && (t.state === 'failed' || t.state === 'rejected'))
            .map((t) => t.state));
        const title = states.has('failed') && states.has('rejected')
            ? 'Failed and rejected commands'
            : states.has('rejected')
                ? 'Rejected commands'
                : 'Failed commands';
        tail.push('', `<details><summary>${title}</summary>`, '', ...failed, '', '</details>');
    }
    for (const n of e.afterRun.notes)
        tail.push('', (0,markdown/* mentionsOff */.N5)((0,markdown/* markup */.PT)(n, f.redact, { oneLine: true })));
    // A capped run's note says the totals already.
    if (e.pr !== undefined && e.verdict.conclusion !== 'skipped')
        tail.push('', `<sub>${(0,markdown/* markup */.PT)((0,caps/* prSentence */._5)(e.pr), f.redact, { oneLine: true })}</sub>`);
    const frame = `${head.join('\n')}\n${tail.join('\n')}`;
    // Redacted once, whole, before any cut: a cut could leave a piece of a key the redactor no
    // longer recognises.
    const message = f.redact(r.finalMessage.trim());
    if (message === '')
        return fit(frame, limit);
    const whole = `${head.join('\n')}\n\n${agentSafe(message)}\n${tail.join('\n')}`;
    if (whole.length <= limit)
        return whole;
    const note = `\n\n*The message was cut to fit GitHub's comment limit; the whole text is in the ${runLink(f, 'job summary')}.*`;
    // prose() can lengthen the text (escapes), so shrink until the rendered part fits.
    let room = limit - frame.length - note.length - 4;
    for (let i = 0; i < 20 && room > 0; i++) {
        const body = agentSafe(cutAt(message, room));
        const out = `${head.join('\n')}\n\n${body}${note}\n${tail.join('\n')}`;
        if (out.length <= limit)
            return out;
        room = Math.floor(room * 0.9);
    }
    return fit(frame, limit);
}
/** Cuts on a code-point boundary (never half a surrogate pair), with no mark. */
function cutAt(value, max) {
    return (0,core_text/* truncate */.xv)(value, max, { mark: '' });
}
/** Last resort for a frame that alone is too long (cannot happen with the lists capped). */
function fit(body, limit) {
    return body.length <= limit ? body : cutAt(body, limit - 2) + '\n…';
}
/**
 * Whether a comment body is this run's, still saying "working": what the post step may finish.
 * The run's link, on its last line, tells this run's comment from another run's (a re-run has an
 * attempt of its own).
 */
function isWorking(body, f) {
    return (body.startsWith(`${f.marker}\n${WORKING}\n`) &&
        (f.runUrl === '' || body.endsWith(`](${f.runUrl})`)));
}
/** What the post step writes when the main step was killed before it could finish the comment. */
function renderStopped(f) {
    return [
        f.marker,
        '### ⏹ Cursor Agent was stopped',
        '',
        `The step ended before the action could report (the job was cancelled or timed out). See the ${runLink(f)}.`
    ].join('\n');
}

// EXTERNAL MODULE: ./src/render/marker.ts
var marker = __webpack_require__(1376);
// EXTERNAL MODULE: ./src/core/ledger-record.ts
var ledger_record = __webpack_require__(7826);
;// CONCATENATED MODULE: ./src/github/bot.ts









/**
 * State shared with the post step. Only a flag: the step state is a file the agent can write
 * (GITHUB_STATE), so the post step takes from it only that a comment may be pending and works out
 * the rest (thread, marker, run link, the token's account) itself, as this step does.
 */
const STATE = { comment: 'bot-comment', done: 'bot-comment-done' };
const includes = (list, name) => list.includes(name);
async function prepareBot(settings, deps) {
    // What goes to the log can quote a payload or an API message: redacted on the way out.
    const d = {
        ...deps,
        info: (line) => deps.info(deps.redact(line)),
        warn: (message) => deps.warn(deps.redact(message))
    };
    if (!settings.commentOnPr)
        return { kind: 'off' };
    const phrase = settings.triggerPhrase;
    const event = (0,github_event/* eventOf */.A6)(d.event);
    const gated = phrase !== '' && includes(github_event/* TRIGGER_EVENTS */.H5, event.name);
    const commenting = includes(github_event/* COMMENT_EVENTS */.Ae, event.name) && event.number !== undefined;
    // A review brings its own instruction (stages/review.ts): the prompt is optional then.
    if (!gated && phrase !== '' && settings.prompt.trim() === '' && !settings.review)
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.prompt}" is required on ${event.name || 'this'} events: only comment, review and issue events carry a request for "${names/* INPUTS */.mc.triggerPhrase}".`
        ]);
    if (!gated && !commenting && phrase === '')
        // Asked for explicitly (a trigger phrase turns the comment on for the events that have one).
        throw new errors/* InputError */.dz([
            `Input "${names/* INPUTS */.mc.commentOnPr}" is true, but the ${event.name || 'unknown'} event has no pull request or issue to comment on. It works on ${github_event/* COMMENT_EVENTS */.Ae.join(', ')}; run this step only on those, or drop ${names/* INPUTS */.mc.commentOnPr}.`
        ]);
    if (!gated && !commenting) {
        d.warn(`${names/* INPUTS */.mc.commentOnPr} is on, but the ${event.name || 'unknown'} event has no pull request or issue to comment on.`);
        return { kind: 'off' };
    }
    if (settings.githubToken === '') {
        if (gated)
            throw new errors/* InputError */.dz([
                `Input "${names/* INPUTS */.mc.githubToken}" is empty: the trigger gate needs it to read the commenter's permission.`
            ]);
        d.warn(`Input "${names/* INPUTS */.mc.githubToken}" is empty: no comment is kept on the pull request or issue.`);
        return { kind: 'off' };
    }
    const client = await d.github.client();
    let prompt;
    let trigger;
    if (gated) {
        const gate = {
            allowedUsers: settings.allowedUsers,
            allowedBots: settings.allowedBots,
            permissionOf: async (username) => (await client.rest.repos.getCollaboratorPermissionLevel({
                owner: event.owner,
                repo: event.repo,
                username
            })).data
        };
        const decision = await checkTrigger(event, phrase, gate);
        if (!decision.allowed)
            return { kind: 'skip', why: decision.why };
        d.info(`Triggered by ${event.name}: ${decision.why}.`);
        trigger = decision.role !== undefined ? { role: decision.role } : {};
        // The head branch for the context; the request itself is the payload's body, never refetched.
        const full = await d.github.pull().catch(() => event);
        const showTitle = await mayShowTitle(event, gate);
        prompt = triggerPrompt(settings.prompt, requestText(event.body, phrase), full, showTitle);
    }
    if (!commenting || event.number === undefined)
        return { kind: 'on', prompt, comment: undefined, trigger };
    const thread = {
        owner: event.owner,
        repo: event.repo,
        number: event.number,
        isPullRequest: event.isPullRequest
    };
    const frame = { marker: (0,marker/* markerFor */._Z)(settings.commentKey), runUrl: event.runUrl, redact: d.redact };
    const comment = new StickyComment(client, thread, frame.marker, d.warn);
    // The pull request's ledger, carried over from the comment found on every edit (docs/ledger.md).
    const ledgerKey = (0,marker/* keyHash */.aE)(settings.commentKey);
    comment.carry = (body) => (0,ledger_record/* ledgerText */.PK)(body, ledgerKey);
    // Saved before the comment exists: a kill right after the create still leaves the post step
    // a comment to finish (it finds it by its marker and author, and never creates one).
    d.saveState(STATE.comment, 'pending');
    if (await comment.write(renderStart(frame, Date.now())))
        d.info(`Progress is kept in ${comment.url ?? 'a comment'}.`);
    await comment.react(event.reactTo, 'eyes');
    return {
        kind: 'on',
        prompt,
        trigger,
        comment: {
            comment,
            frame,
            progressMs: settings.progressMs,
            reactTo: event.reactTo,
            onFinal: () => d.saveState(STATE.done, 'true')
        }
    };
}

;// CONCATENATED MODULE: ./src/observers/comment.ts

class LiveComment {
    comment;
    o;
    startedAt = Date.now();
    phase = 'Starting';
    since = Date.now();
    current;
    dirty = false;
    lastEdit = 0;
    lastBody = '';
    busy = Promise.resolve();
    inFlight = false;
    report;
    /** Progress edits actually sent (for tests and the log). */
    edits = 0;
    now;
    constructor(comment, o) {
        this.comment = comment;
        this.o = o;
        this.now = o.now ?? Date.now;
    }
    start(info) {
        this.startedAt = info.startedAt;
        this.since = info.startedAt;
        this.lastEdit = this.now();
    }
    change(change, report) {
        this.report = report;
        const now = this.now();
        switch (change.kind) {
            case 'init':
                this.setPhase('Reading the task', now);
                break;
            case 'tool_started':
                if (this.current === undefined) {
                    this.current = change.call;
                    this.since = now;
                }
                this.phase = 'Running';
                break;
            case 'tool_completed':
                if (this.current === change.call)
                    this.current = undefined;
                this.setPhase('Thinking', now);
                break;
            case 'message':
                this.setPhase(change.final ? 'Writing the answer' : 'Thinking', now);
                break;
            case 'result':
                this.setPhase('Finishing', now);
                break;
            default:
                return;
        }
        this.dirty = true;
        this.maybeEdit(now);
    }
    tick(now, running, report) {
        this.report = report;
        // The oldest call still running is the "current" one once the previous one completed.
        const oldest = running.at(0);
        if (this.current === undefined && oldest !== undefined) {
            this.current = oldest;
            this.phase = 'Running';
            this.since = now;
            this.dirty = true;
        }
        this.maybeEdit(now);
    }
    async end(facts) {
        await this.busy;
        // Room for the ledger's record at the end of the body (github/comment.ts).
        const body = renderEnd(this.o.frame, facts, COMMENT_LIMIT - this.comment.reserved);
        if (await this.comment.write(body))
            this.o.onFinal?.();
        await this.comment.react(this.o.reactTo, facts.verdict.conclusion === 'success' ? 'rocket' : 'confused');
    }
    setPhase(phase, now) {
        if (this.current !== undefined)
            return;
        if (phase !== this.phase)
            this.since = now;
        this.phase = phase;
    }
    maybeEdit(now) {
        if (this.o.progressMs <= 0 || !this.dirty || this.inFlight)
            return;
        if (now - this.lastEdit < this.o.progressMs || this.report === undefined)
            return;
        const body = renderProgress(this.o.frame, {
            startedAt: this.startedAt,
            phase: this.phase,
            current: this.current,
            since: this.since,
            report: this.report
        });
        this.dirty = false;
        if (body === this.lastBody)
            return;
        this.lastBody = body;
        this.lastEdit = now;
        this.inFlight = true;
        this.edits++;
        this.busy = this.busy
            .then(() => this.comment.write(body))
            .finally(() => {
            this.inFlight = false;
        });
    }
}
/** The live comment for a run that keeps one (github/bot.ts planned it); none otherwise. */
function commentObservers(plan) {
    return plan !== undefined ? [new LiveComment(plan.comment, plan)] : [];
}

;// CONCATENATED MODULE: ./src/stages/gate.ts
/**
 * The PR bot's stage, before the CLI starts (github/bot.ts plans it): the trigger gate and the
 * sticky comment, with the observers that keep the comment current. main.ts loads this module
 * only when commenting is on (plain runs never load Octokit).
 */


async function startGate(ctx) {
    const { event, github, redact, port } = ctx;
    const bot = await prepareBot(ctx.settings, {
        event,
        github,
        redact,
        info: (line) => port.info(line),
        warn: (message) => port.warning(message),
        saveState: (name, value) => port.saveState(name, value)
    });
    return { bot, observers: bot.kind === 'on' ? commentObservers(bot.comment) : [] };
}


/***/ })

};
