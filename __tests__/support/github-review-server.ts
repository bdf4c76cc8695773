/**
 * The pull-request review side of the loopback GitHub (github-server.ts delegates these routes
 * here): files, reviews, review comments and their threads, check runs, and the GraphQL the
 * action uses. It enforces what GitHub enforces, with GitHub's own words:
 * - an inline comment's line must sit in a hunk of its file's patch, on its side (a file without
 *   a patch, such as a binary, has none): "Pull request review thread line must be part of the
 *   diff and Pull request review thread diff hunk can't be blank";
 * - `start_line` must come before `line` ("… start line must precede the end line.") and sit in
 *   the same hunk ("… start line must be part of the same hunk as the line.");
 * - `commit_id` must be a commit of the pull request;
 * - one PENDING review per user and pull request, and it blocks creating any other review;
 *   a PENDING review is seen only by its author;
 * - at most 50 annotations per check-run request; summary and text under 65,535 characters;
 * - every list paginates (`per_page` up to 100, real `Link` headers);
 * - GraphQL: `viewer`, `reviewThreads` (paginated by cursor; a bot's `author.login` has no
 *   `[bot]`, as on GitHub) and `resolveReviewThread`.
 */
import type { GitHubServer, User } from './github-server.js'

export type ReviewRoute =
  | 'listFiles'
  | 'listReviews'
  | 'getReview'
  | 'createReview'
  | 'deleteReview'
  | 'listReviewComments'
  | 'listCommentsForReview'
  | 'createCheckRun'
  | 'updateCheckRun'
  | 'graphql'

export const REVIEW_ROUTES: readonly ReviewRoute[] = [
  'listFiles',
  'listReviews',
  'getReview',
  'createReview',
  'deleteReview',
  'listReviewComments',
  'listCommentsForReview',
  'createCheckRun',
  'updateCheckRun',
  'graphql'
]

export interface PullFile {
  filename: string
  status: string
  additions: number
  deletions: number
  /** Undefined for a binary file or one too large: GitHub sends no patch then. */
  patch?: string
}

export interface ReviewPull {
  files: PullFile[]
  /** The pull request's commits, oldest first; the last is the head. */
  commits: string[]
  author: User
}

export interface StoredReview {
  id: number
  pull: number
  user: User
  state: 'PENDING' | 'COMMENTED' | 'CHANGES_REQUESTED' | 'APPROVED'
  body: string
  commit_id: string
}

export interface StoredComment {
  id: number
  review: number
  pull: number
  path: string
  line: number
  side: string
  start_line: number | null
  start_side: string | null
  body: string
  user: User
  commit_id: string
  in_reply_to_id?: number
  /** The code under it changed since (GitHub then sends `line` and `position` as null). */
  outdated: boolean
}

export interface StoredThread {
  id: string
  pull: number
  /** The comments in order; the first is the thread's root. */
  comments: number[]
  resolved: boolean
}

export interface StoredCheckRun {
  id: number
  name: string
  head_sha: string
  status: string
  conclusion: string | null
  output: { title?: string; summary?: string; text?: string }
  annotations: Record<string, unknown>[]
  /** Annotations per request, in order. */
  batches: number[]
}

type Answer = [number, unknown, Record<string, string>?]

const SERVER = 'http://github.test'
export const TEXT_LIMIT = 65_535
const BODY_LIMIT = 65_536
const LINE_MESSAGE =
  "Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank"
const START_BEFORE = 'Pull request review thread start line must precede the end line.'
const START_HUNK =
  'Pull request review thread start line must be part of the same hunk as the line.'

/** Characters as GitHub counts them (code points, not UTF-16 units). */
function codePoints(s: string): number {
  return s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0)
}

/** A hunk's lines on each side, read line by line from the patch (not from its header). */
export function hunksOf(patch: string): { left: Set<number>; right: Set<number> }[] {
  const hunks: { left: Set<number>; right: Set<number> }[] = []
  let oldLine = 0
  let newLine = 0
  for (const line of patch.split('\n')) {
    const m = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
    if (m !== null) {
      hunks.push({ left: new Set(), right: new Set() })
      oldLine = Number(m[1])
      newLine = Number(m[2])
      continue
    }
    const h = hunks.at(-1)
    if (h === undefined || line.startsWith('\\')) continue
    if (line.startsWith('-')) h.left.add(oldLine++)
    else if (line.startsWith('+')) h.right.add(newLine++)
    else {
      h.left.add(oldLine++)
      h.right.add(newLine++)
    }
  }
  return hunks
}

/** GitHub's refusal of one inline comment, or undefined when it would take it. */
export function commentProblem(
  file: PullFile | undefined,
  c: { line?: unknown; side?: unknown; start_line?: unknown; start_side?: unknown; body?: unknown }
): string | undefined {
  if (typeof c.line !== 'number' || !Number.isInteger(c.line)) return LINE_MESSAGE
  if (typeof c.body !== 'string' || codePoints(c.body) > BODY_LIMIT)
    return `body is too long (maximum is ${String(BODY_LIMIT)} characters)`
  if (file?.patch === undefined) return LINE_MESSAGE
  const side = c.side === 'LEFT' ? 'left' : 'right'
  const hunks = hunksOf(file.patch)
  const end = hunks.find((h) => h[side].has(c.line as number))
  if (end === undefined) return LINE_MESSAGE
  if (c.start_line === undefined || c.start_line === null) return undefined
  if (typeof c.start_line !== 'number' || c.start_line >= c.line) return START_BEFORE
  const startSide = c.start_side === 'LEFT' ? 'left' : c.start_side === 'RIGHT' ? 'right' : side
  if (!end[startSide].has(c.start_line)) return START_HUNK
  return undefined
}

function unprocessable(...errors: string[]): Answer {
  return [
    422,
    {
      message: 'Unprocessable Entity',
      errors,
      documentation_url:
        'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request'
    }
  ]
}

export class ReviewApi {
  readonly pulls = new Map<number, ReviewPull>()
  readonly reviews: StoredReview[] = []
  readonly comments: StoredComment[] = []
  readonly threads: StoredThread[] = []
  readonly checkRuns: StoredCheckRun[] = []
  /** Called when a review create arrives, before it is answered (to cancel the action then). */
  onCreateReview:
    ((input: { event?: string; comments: number }) => void | Promise<void>) | undefined
  /**
   * A review the token's user creates is stored, and then read back otherwise (a fault of the
   * read-back, as GitHub's replicas can show): `hidden`, GET answers 404 and no list shows it;
   * `no-comments`, its inline comments are not listed.
   */
  readBack: 'hidden' | 'no-comments' | undefined
  /** GraphQL mutations answer FORBIDDEN (a token without `pull-requests: write`). */
  mutationsForbidden = false
  /**
   * A refusal the diff does not show (GitHub has its own: a line it renders apart, a thread it
   * will not open): GitHub's words for a comment it refuses, undefined to take it.
   */
  refuse: ((c: { path: string; line: number }) => string | undefined) | undefined
  private nextId = 5000

  constructor(private readonly host: GitHubServer) {}

  /** Sets a pull request's files and commits (the last commit is its head). */
  setPull(number: number, pull: Partial<ReviewPull> & { files: PullFile[] }): void {
    this.pulls.set(number, {
      commits: pull.commits ?? ['a'.repeat(40)],
      author: pull.author ?? { login: 'ann', type: 'User' },
      files: pull.files
    })
  }

  /** A push: a new head and files; the comments `outdated` picks no longer sit on current code. */
  push(
    number: number,
    o: { head: string; files: PullFile[]; outdated: (c: StoredComment) => boolean }
  ): void {
    const p = this.pulls.get(number)
    if (p === undefined) throw new Error(`no pull ${String(number)}`)
    p.commits.push(o.head)
    p.files = o.files
    for (const c of this.comments) if (c.pull === number && o.outdated(c)) c.outdated = true
  }

  /**
   * A review of `user` as it stands, with its comments (and their threads): PENDING (a draft,
   * seen only by `user`, the default) or submitted. GitHub keeps one PENDING review per user and
   * pull request: a second is refused as the API would.
   */
  addReview(
    pull: number,
    user: User,
    o: {
      state?: StoredReview['state']
      body?: string
      comments?: { path: string; line: number; body: string }[]
    } = {}
  ): StoredReview {
    const state = o.state ?? 'PENDING'
    const login = user.login
    if (
      state === 'PENDING' &&
      this.reviews.some((r) => r.pull === pull && r.state === 'PENDING' && r.user.login === login)
    )
      throw new Error(`${login} already has a pending review on #${String(pull)}`)
    const commit = this.pulls.get(pull)?.commits.at(-1) ?? 'a'.repeat(40)
    const review: StoredReview = {
      id: this.nextId++,
      pull,
      user,
      state,
      body: o.body ?? '',
      commit_id: commit
    }
    this.reviews.push(review)
    for (const c of o.comments ?? []) {
      const stored: StoredComment = {
        id: this.nextId++,
        review: review.id,
        pull,
        path: c.path,
        line: c.line,
        side: 'RIGHT',
        start_line: null,
        start_side: null,
        body: c.body,
        user,
        commit_id: commit,
        outdated: false
      }
      this.comments.push(stored)
      this.threads.push({
        id: `PRRT_${String(stored.id)}`,
        pull,
        comments: [stored.id],
        resolved: false
      })
    }
    return review
  }

  /** Someone replies to a comment's thread. */
  reply(commentId: number, user: User, body: string): StoredComment {
    const root = this.comments.find((c) => c.id === commentId)
    const thread = this.threads.find((t) => t.comments.includes(commentId))
    if (root === undefined || thread === undefined) throw new Error('no such comment')
    const c: StoredComment = { ...root, id: this.nextId++, user, body, in_reply_to_id: root.id }
    this.comments.push(c)
    thread.comments.push(c.id)
    return c
  }

  /** Reviews of a pull request that the token's user can see (others' PENDING ones are hidden). */
  visibleReviews(pull: number): StoredReview[] {
    return this.reviews.filter(
      (r) => r.pull === pull && (r.state !== 'PENDING' || this.isToken(r.user))
    )
  }

  private isToken(u: User): boolean {
    return u.login === this.host.tokenUser.login
  }

  /** The route of a request the base server did not know, with its arguments. */
  route(method: string, path: string): { route: ReviewRoute; args: string[] } | undefined {
    if (method === 'POST' && path === '/graphql') return { route: 'graphql', args: [] }
    const prefix = `/repos/${this.host.owner}/${this.host.repo}`
    if (!path.startsWith(prefix)) return undefined
    const rest = path.slice(prefix.length)
    const table: [string, RegExp, ReviewRoute][] = [
      ['GET', /^\/pulls\/(\d+)\/files$/, 'listFiles'],
      ['GET', /^\/pulls\/(\d+)\/reviews$/, 'listReviews'],
      ['POST', /^\/pulls\/(\d+)\/reviews$/, 'createReview'],
      ['GET', /^\/pulls\/(\d+)\/reviews\/(\d+)$/, 'getReview'],
      ['DELETE', /^\/pulls\/(\d+)\/reviews\/(\d+)$/, 'deleteReview'],
      ['GET', /^\/pulls\/(\d+)\/reviews\/(\d+)\/comments$/, 'listCommentsForReview'],
      ['GET', /^\/pulls\/(\d+)\/comments$/, 'listReviewComments'],
      ['POST', /^\/check-runs$/, 'createCheckRun'],
      ['PATCH', /^\/check-runs\/(\d+)$/, 'updateCheckRun']
    ]
    for (const [m, re, route] of table) {
      const match = re.exec(rest)
      if (m === method && match !== null) return { route, args: match.slice(1) }
    }
    return undefined
  }

  /** One page of a list, with GitHub's `Link` header. */
  private page(all: unknown[], query: Record<string, string>, path: string, max = 100): Answer {
    const perPage = Math.min(Math.max(Number(query.per_page ?? 30) || 30, 1), max)
    const page = Math.max(Number(query.page ?? 1) || 1, 1)
    const last = Math.max(Math.ceil(all.length / perPage), 1)
    const link = (p: number, rel: string): string =>
      `<${this.host.url}${path}?per_page=${String(perPage)}&page=${String(p)}>; rel="${rel}"`
    const links: string[] = []
    if (page > 1) links.push(link(page - 1, 'prev'))
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
    if (page > 1) links.push(link(1, 'first'))
    return [
      200,
      all.slice((page - 1) * perPage, page * perPage),
      links.length > 0 ? { link: links.join(', ') } : {}
    ]
  }

  reviewJson(r: StoredReview): Record<string, unknown> {
    const pr = `${SERVER}/${this.host.owner}/${this.host.repo}/pull/${String(r.pull)}`
    return {
      id: r.id,
      node_id: `PRR_${String(r.id)}`,
      user: r.user,
      body: r.body,
      state: r.state,
      html_url: `${pr}#pullrequestreview-${String(r.id)}`,
      pull_request_url: `${this.host.url}/repos/${this.host.owner}/${this.host.repo}/pulls/${String(r.pull)}`,
      commit_id: r.commit_id,
      ...(r.state !== 'PENDING' ? { submitted_at: new Date().toISOString() } : {})
    }
  }

  commentJson(c: StoredComment): Record<string, unknown> {
    const pr = `${SERVER}/${this.host.owner}/${this.host.repo}/pull/${String(c.pull)}`
    return {
      id: c.id,
      node_id: `PRRC_${String(c.id)}`,
      pull_request_review_id: c.review,
      path: c.path,
      line: c.outdated ? null : c.line,
      original_line: c.line,
      side: c.side,
      start_line: c.outdated ? null : c.start_line,
      start_side: c.start_side,
      position: c.outdated ? null : 1,
      body: c.body,
      user: c.user,
      commit_id: c.commit_id,
      original_commit_id: c.commit_id,
      ...(c.in_reply_to_id !== undefined ? { in_reply_to_id: c.in_reply_to_id } : {}),
      html_url: `${pr}#discussion_r${String(c.id)}`
    }
  }

  async answer(
    route: ReviewRoute,
    args: string[],
    query: Record<string, string>,
    body: unknown,
    path: string
  ): Promise<Answer> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    const n = Number(args[0])
    const pull = this.pulls.get(n)
    switch (route) {
      case 'listFiles':
        if (pull === undefined) return [404, { message: 'Not Found' }]
        // GitHub lists at most 3,000 files of a pull request.
        return this.page(pull.files.slice(0, 3000), query, path)
      case 'listReviews':
        return this.page(
          this.visibleReviews(n)
            .filter((r) => !this.hiddenOnRead(r))
            .map((r) => this.reviewJson(r)),
          query,
          path
        )
      case 'getReview': {
        const r = this.visibleReviews(n).find((x) => x.id === Number(args[1]))
        if (r === undefined || this.hiddenOnRead(r)) return [404, { message: 'Not Found' }]
        return [200, this.reviewJson(r)]
      }
      case 'listReviewComments':
        return this.page(
          this.comments
            .filter((c) => c.pull === n && this.visibleComment(c))
            .map((c) => this.commentJson(c)),
          query,
          path
        )
      case 'listCommentsForReview':
        return this.page(
          this.comments
            .filter((c) => c.pull === n && c.review === Number(args[1]) && this.visibleComment(c))
            .filter(() => !(this.readBack === 'no-comments' && this.isTokenReview(Number(args[1]))))
            .map((c) => this.commentJson(c)),
          query,
          path
        )
      case 'deleteReview': {
        const r = this.reviews.find((x) => x.pull === n && x.id === Number(args[1]))
        if (r === undefined || (r.state === 'PENDING' && !this.isToken(r.user)))
          return [404, { message: 'Not Found' }]
        if (r.state !== 'PENDING')
          return unprocessable('Can not delete a non-pending pull request review')
        this.reviews.splice(this.reviews.indexOf(r), 1)
        for (let i = this.comments.length - 1; i >= 0; i--)
          if (this.comments[i]?.review === r.id) this.comments.splice(i, 1)
        for (let i = this.threads.length - 1; i >= 0; i--)
          if (this.threads[i]?.comments.every((id) => !this.comments.some((c) => c.id === id)))
            this.threads.splice(i, 1)
        return [200, this.reviewJson(r)]
      }
      case 'createReview':
        if (pull === undefined) return [404, { message: 'Not Found' }]
        await this.onCreateReview?.({
          event: typeof input.event === 'string' ? input.event : undefined,
          comments: Array.isArray(input.comments) ? input.comments.length : 0
        })
        return this.createReview(n, pull, input)
      case 'createCheckRun':
        return this.createCheckRun(input)
      case 'updateCheckRun':
        return this.updateCheckRun(n, input)
      case 'graphql':
        return this.graphql(input)
    }
  }

  /** A submitted review of the token's user that the `readBack` fault hides. */
  private hiddenOnRead(r: StoredReview): boolean {
    return this.readBack === 'hidden' && r.state !== 'PENDING' && this.isToken(r.user)
  }

  private isTokenReview(id: number): boolean {
    const r = this.reviews.find((x) => x.id === id)
    return r !== undefined && this.isToken(r.user)
  }

  private visibleComment(c: StoredComment): boolean {
    const r = this.reviews.find((x) => x.id === c.review)
    return r === undefined || r.state !== 'PENDING' || this.isToken(r.user)
  }

  private createReview(n: number, pull: ReviewPull, input: Record<string, unknown>): Answer {
    const user = this.host.tokenUser
    if (this.reviews.some((r) => r.pull === n && r.state === 'PENDING' && this.isToken(r.user)))
      return unprocessable('User can only have one pending review per pull request')
    const commit = typeof input.commit_id === 'string' ? input.commit_id : pull.commits.at(-1)
    if (commit === undefined || !pull.commits.includes(commit))
      return unprocessable('Commit id is not part of the pull request')
    const event = input.event
    if (event !== undefined && !['APPROVE', 'REQUEST_CHANGES', 'COMMENT'].includes(event as string))
      return unprocessable(`Event ${JSON.stringify(event)} is not valid`)
    const text = typeof input.body === 'string' ? input.body : ''
    if ((event === 'REQUEST_CHANGES' || event === 'COMMENT') && text.trim() === '')
      return unprocessable('Review body is required for this event')
    if (codePoints(text) > BODY_LIMIT)
      return unprocessable(`body is too long (maximum is ${String(BODY_LIMIT)} characters)`)
    if ((event === 'REQUEST_CHANGES' || event === 'APPROVE') && pull.author.login === user.login)
      return unprocessable(
        `Can not ${event === 'APPROVE' ? 'approve' : 'request changes on'} your own pull request`
      )
    const comments = Array.isArray(input.comments)
      ? (input.comments as Record<string, unknown>[])
      : []
    for (const c of comments) {
      const file = pull.files.find((f) => f.filename === c.path)
      const problem =
        commentProblem(file, c) ?? this.refuse?.({ path: String(c.path), line: Number(c.line) })
      if (problem !== undefined) return unprocessable(problem)
    }
    const state =
      event === undefined
        ? 'PENDING'
        : event === 'COMMENT'
          ? 'COMMENTED'
          : event === 'APPROVE'
            ? 'APPROVED'
            : 'CHANGES_REQUESTED'
    const review: StoredReview = {
      id: this.nextId++,
      pull: n,
      user,
      state,
      body: text,
      commit_id: commit
    }
    this.reviews.push(review)
    for (const c of comments) {
      const stored: StoredComment = {
        id: this.nextId++,
        review: review.id,
        pull: n,
        path: String(c.path),
        line: Number(c.line),
        side: c.side === 'LEFT' ? 'LEFT' : 'RIGHT',
        start_line: typeof c.start_line === 'number' ? c.start_line : null,
        start_side:
          typeof c.start_line === 'number' ? (c.start_side === 'LEFT' ? 'LEFT' : 'RIGHT') : null,
        body: String(c.body),
        user,
        commit_id: commit,
        outdated: false
      }
      this.comments.push(stored)
      this.threads.push({
        id: `PRRT_${String(stored.id)}`,
        pull: n,
        comments: [stored.id],
        resolved: false
      })
    }
    return [200, this.reviewJson(review)]
  }

  private createCheckRun(input: Record<string, unknown>): Answer {
    if (typeof input.name !== 'string' || typeof input.head_sha !== 'string')
      return [422, { message: 'Invalid request.' }]
    const run: StoredCheckRun = {
      id: this.nextId++,
      name: input.name,
      head_sha: input.head_sha,
      status: typeof input.status === 'string' ? input.status : 'queued',
      conclusion: null,
      output: {},
      annotations: [],
      batches: []
    }
    const problem = this.applyOutput(run, input)
    if (problem !== undefined) return problem
    this.checkRuns.push(run)
    return [201, this.checkRunJson(run)]
  }

  private updateCheckRun(id: number, input: Record<string, unknown>): Answer {
    const run = this.checkRuns.find((r) => r.id === id)
    if (run === undefined) return [404, { message: 'Not Found' }]
    const problem = this.applyOutput(run, input)
    if (problem !== undefined) return problem
    if (typeof input.status === 'string') run.status = input.status
    if (typeof input.conclusion === 'string') {
      run.conclusion = input.conclusion
      run.status = 'completed'
    }
    return [200, this.checkRunJson(run)]
  }

  /** The output's rules: title and summary required, texts under 65,535, 50 annotations a request. */
  private applyOutput(run: StoredCheckRun, input: Record<string, unknown>): Answer | undefined {
    const output = input.output as Record<string, unknown> | undefined
    if (output === undefined) return undefined
    if (typeof output.title !== 'string' || typeof output.summary !== 'string')
      return [422, { message: 'Invalid request.\n\n"title" and "summary" are required in output.' }]
    for (const key of ['summary', 'text'] as const) {
      const v = output[key]
      if (typeof v === 'string' && codePoints(v) >= TEXT_LIMIT)
        return [
          422,
          { message: `Invalid request.\n\n${key} is too long (maximum is 65535 characters).` }
        ]
    }
    const annotations = Array.isArray(output.annotations)
      ? (output.annotations as Record<string, unknown>[])
      : []
    if (annotations.length > 50)
      return [422, { message: 'Invalid request.\n\nOnly 50 annotations are allowed per request.' }]
    for (const a of annotations)
      if (
        typeof a.path !== 'string' ||
        typeof a.start_line !== 'number' ||
        typeof a.end_line !== 'number' ||
        !['notice', 'warning', 'failure'].includes(String(a.annotation_level)) ||
        typeof a.message !== 'string'
      )
        return [422, { message: 'Invalid request.\n\nAn annotation is missing a required field.' }]
    run.output = {
      title: output.title,
      summary: output.summary,
      text: output.text as string | undefined
    }
    run.annotations.push(...annotations)
    run.batches.push(annotations.length)
    return undefined
  }

  private checkRunJson(run: StoredCheckRun): Record<string, unknown> {
    return {
      id: run.id,
      name: run.name,
      head_sha: run.head_sha,
      status: run.status,
      conclusion: run.conclusion,
      html_url: `${SERVER}/${this.host.owner}/${this.host.repo}/runs/${String(run.id)}`,
      output: { ...run.output, annotations_count: run.annotations.length }
    }
  }

  /** The three GraphQL operations the action sends, answered like GitHub's API. */
  private graphql(input: Record<string, unknown>): Answer {
    const query = typeof input.query === 'string' ? input.query : ''
    const vars = (input.variables ?? {}) as Record<string, unknown>
    if (/\bresolveReviewThread\b/.test(query)) {
      if (this.mutationsForbidden)
        return [
          200,
          {
            data: { resolveReviewThread: null },
            errors: [
              {
                type: 'FORBIDDEN',
                path: ['resolveReviewThread'],
                message: 'Resource not accessible by integration'
              }
            ]
          }
        ]
      const thread = this.threads.find((t) => t.id === vars.id)
      if (thread === undefined)
        return [
          200,
          {
            data: { resolveReviewThread: null },
            errors: [
              {
                type: 'NOT_FOUND',
                message: `Could not resolve to a node with the global id of '${String(vars.id)}'`
              }
            ]
          }
        ]
      thread.resolved = true
      return [
        200,
        { data: { resolveReviewThread: { thread: { id: thread.id, isResolved: true } } } }
      ]
    }
    if (/\breviewThreads\b/.test(query)) {
      if (vars.owner !== this.host.owner || vars.repo !== this.host.repo)
        return [
          200,
          {
            data: { repository: null },
            errors: [{ type: 'NOT_FOUND', message: 'Could not resolve to a Repository' }]
          }
        ]
      const first = Number(/reviewThreads\(first:\s*(\d+)/.exec(query)?.[1] ?? 0)
      if (first < 1 || first > 100)
        return [200, { errors: [{ message: '`first` must be between 1 and 100' }] }]
      const visible = this.threads.filter((t) => {
        const root = this.comments.find((c) => c.id === t.comments[0])
        return t.pull === Number(vars.number) && root !== undefined && this.visibleComment(root)
      })
      const start =
        typeof vars.cursor === 'string' ? Number(Buffer.from(vars.cursor, 'base64').toString()) : 0
      const nodes = visible.slice(start, start + first).map((t) => {
        const list = t.comments
          .map((id) => this.comments.find((c) => c.id === id))
          .filter((c): c is StoredComment => c !== undefined)
        const root = list[0]
        const firstN = Number(/comments\(first:\s*(\d+)/.exec(query)?.[1] ?? 0)
        return {
          id: t.id,
          isResolved: t.resolved,
          isOutdated: root !== undefined && root.outdated,
          comments: {
            totalCount: list.length,
            nodes: list.slice(0, firstN).map((c) => ({
              databaseId: c.id,
              // GraphQL names a bot without its `[bot]` suffix.
              author: { login: c.user.login.replace(/\[bot\]$/, '') }
            }))
          }
        }
      })
      const end = start + nodes.length
      return [
        200,
        {
          data: {
            viewer: { login: this.host.tokenUser.login },
            repository: {
              pullRequest: this.pulls.has(Number(vars.number))
                ? {
                    reviewThreads: {
                      pageInfo: {
                        hasNextPage: end < visible.length,
                        endCursor:
                          nodes.length > 0 ? Buffer.from(String(end)).toString('base64') : null
                      },
                      nodes
                    }
                  }
                : null
            }
          }
        }
      ]
    }
    return [200, { errors: [{ message: 'This loopback server does not know that query.' }] }]
  }
}
