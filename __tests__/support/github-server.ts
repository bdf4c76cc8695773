/**
 * A real HTTP server on 127.0.0.1 that answers like GitHub's REST API for the routes the action
 * uses, enforces GitHub's limits (65,536-character bodies, auth), paginates with real `Link`
 * headers, and can be told to fail per route. Point GITHUB_API_URL at `url`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { CompareApi } from './github-compare-server.js'
import { REVIEW_ROUTES, ReviewApi, type ReviewRoute } from './github-review-server.js'

export type Route =
  | 'listComments'
  | 'createComment'
  | 'getComment'
  | 'updateComment'
  | 'reactIssueComment'
  | 'reactReviewComment'
  | 'reactIssue'
  | 'permission'
  | 'getPull'
  | 'createPull'
  | 'getRepo'
  | 'getUser'
  // GitHub's compare of two commits, from a real git repository: github-compare-server.ts.
  | 'compare'
  // A commit's tree (git/trees), from the same repository: github-compare-server.ts.
  | 'getTree'
  // Review mode's routes (GraphQL among them): github-review-server.ts.
  | ReviewRoute

function isViewerQuery(body: unknown): boolean {
  const query = (body as { query?: unknown } | null)?.query
  return (
    typeof query === 'string' &&
    /\bviewer\s*\{/.test(query) &&
    !/\b(reviewThreads|resolveReviewThread)\b/.test(query)
  )
}

/** A write as GitHub's permissions see one: not GET or HEAD, or GraphQL that is not a query. */
function isWriteRequest(method: string, route: Route | undefined, body: unknown): boolean {
  if (method === 'GET' || method === 'HEAD') return false
  if (route !== 'graphql') return true
  const query = (body as { query?: unknown } | null)?.query
  return typeof query !== 'string' || !/^\s*(query\b|\{)/.test(query) || /\bmutation\b/.test(query)
}

export type Fault =
  /** Answer with a 5xx and do nothing (`times` default: every time). */
  | { kind: 'error'; status?: number; times?: number }
  /** Do the work, then answer 502 as if the gateway timed out (a stored create that "failed"). */
  | { kind: 'error-after-store'; status?: number; times?: number }
  /** 403 as GitHub answers a token that lacks the permission. */
  | { kind: 'forbidden'; times?: number }
  /** Primary rate limit: 403 (or 429) with x-ratelimit-remaining 0 and a reset time. */
  | { kind: 'rate-limit'; status?: 403 | 429; resetSeconds?: number; times?: number }
  /** Secondary rate limit: 403 with retry-after and GitHub's message. */
  | { kind: 'secondary-limit'; retryAfter?: number; times?: number }
  /** Hold the answer this long (ms) before answering normally. */
  | { kind: 'delay'; ms: number; times?: number }

export interface User {
  login: string
  type: string
  /** The account's number (GitHub's `id`); derived from the login when not given. */
  id?: number
}

/** github-actions[bot]'s id on github.com; other logins get a stable number of their own. */
const KNOWN_IDS: Record<string, number> = { 'github-actions[bot]': 41898282 }

export function userId(user: User): number {
  if (user.id !== undefined) return user.id
  const known = KNOWN_IDS[user.login]
  if (known !== undefined) return known
  let h = 7
  for (const ch of user.login.toLowerCase()) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 1_000_000_007
  return h + 1
}

/** The user as GitHub's REST API shows it on a comment, a reaction or a pull request. */
function userJson(user: User): Record<string, unknown> {
  return { login: user.login, id: userId(user), type: user.type }
}

/**
 * An installation token (GITHUB_TOKEN, a GitHub App's) is `ghs_…`; GitHub refuses it `GET /user`
 * (403 "Resource not accessible by integration"), while GraphQL's `viewer` answers for every kind.
 */
export function isInstallationToken(token: string): boolean {
  return token.startsWith('ghs_')
}

/** A bot account, as GitHub names one: type Bot and a `[bot]` login. */
export function isBotUser(user: User): boolean {
  return user.type === 'Bot' && user.login.endsWith('[bot]')
}

export interface IssueComment {
  id: number
  issue: number
  body: string
  user: User
  created_at: string
  updated_at: string
}

/** One side of a pull request: its branch, commit and repository. */
export interface PullSide {
  ref: string
  sha: string
  repo: string
  /**
   * When the side's repository was last pushed to, as GitHub says (`repo.pushed_at`, to the
   * second); null: left out of the answer. Default: an hour before the server started.
   */
  pushedAt?: string | null
}

export interface Pull {
  number: number
  title: string
  body: string
  head: PullSide
  base: PullSide
  user: User
}

/**
 * A token the server knows besides the default one, as GitHub's per-token permissions have it:
 * its account, and the routes it may write (`all`, or a list; `[]` is a read-only token). A
 * write it may not make is answered 403 "Resource not accessible by integration".
 */
export interface TokenGrant {
  token: string
  user: User
  writes: 'all' | readonly Route[]
}

export interface LoggedRequest {
  /** A write: a method other than GET and HEAD, or a GraphQL document that is not a query. */
  write: boolean
  method: string
  path: string
  query: Record<string, string>
  route: Route | undefined
  body: unknown
  status: number
  auth: string
  at: number
}

export interface GitHubServerOptions {
  owner?: string
  repo?: string
  token?: string
  /** Who the token belongs to (the author of the comments it creates). */
  tokenUser?: User
  /** role_name per login; an unknown login gets `defaultRole` (a public repo answers read). */
  roles?: Record<string, string>
  defaultRole?: string
  /**
   * The repository's "Allow GitHub Actions to create and approve pull requests" (off by default
   * on new repositories): off, GitHub refuses the Actions bot's pull requests (default on here).
   */
  actionsMayCreatePulls?: boolean
  /** More tokens, each with its account and what it may write (see TokenGrant). */
  tokens?: readonly TokenGrant[]
}

/** GitHub's limit on issue and PR comment bodies (characters). */
export const BODY_LIMIT = 65_536
const SERVER = 'http://github.test'

/** Characters as GitHub counts them (code points, not UTF-16 units). */
function codePoints(s: string): number {
  return s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0)
}

/** The legacy `permission` field: maintain reads as write, triage as read. */
function legacyPermission(role: string): string {
  if (role === 'admin') return 'admin'
  if (role === 'maintain' || role === 'write') return 'write'
  if (role === 'triage' || role === 'read') return 'read'
  return role === 'none' ? 'none' : 'read'
}

export class GitHubServer {
  url = ''
  readonly owner: string
  readonly repo: string
  readonly token: string
  readonly tokenUser: User
  readonly roles: Record<string, string>
  readonly defaultRole: string
  actionsMayCreatePulls: boolean
  readonly log: LoggedRequest[] = []
  /** Every token the server takes: the default one (writes all) first, then `tokens`. */
  readonly grants: readonly TokenGrant[]
  readonly comments = new Map<number, IssueComment>()
  readonly reactions: { target: string; content: string; user: string }[] = []
  readonly pulls = new Map<number, Pull>()
  /** Pull request files, reviews, review comments, threads, check runs, GraphQL. */
  readonly review: ReviewApi = new ReviewApi(this)
  /** The compare endpoint: set `compare.repository` to a git repository's folder. */
  readonly compare: CompareApi = new CompareApi(this)
  private readonly faults = new Map<Route, Fault[]>()
  private readonly server: http.Server
  private nextId = 1000
  /** A repository's `pushed_at` when a test does not say: an hour before the server started. */
  private readonly pushedAt = new Date(Date.now() - 3_600_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')

  constructor(o: GitHubServerOptions = {}) {
    this.owner = o.owner ?? 'octo'
    this.repo = o.repo ?? 'demo'
    this.token = o.token ?? 'ghs_test_token_123456'
    this.tokenUser = o.tokenUser ?? { login: 'github-actions[bot]', type: 'Bot' }
    // As on GitHub: an installation token acts as its App's bot, a personal token as a person.
    if (isInstallationToken(this.token) !== isBotUser(this.tokenUser))
      throw new Error(
        `token ${this.token.slice(0, 4)}… cannot belong to ${this.tokenUser.login} (${this.tokenUser.type})`
      )
    this.grants = [{ token: this.token, user: this.tokenUser, writes: 'all' }, ...(o.tokens ?? [])]
    this.roles = o.roles ?? {}
    this.defaultRole = o.defaultRole ?? 'read'
    this.actionsMayCreatePulls = o.actionsMayCreatePulls ?? true
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500).end(JSON.stringify({ message: String(error) }))
      })
    })
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}`
    return this
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** Queue a fault for a route; faults apply in order, each for `times` requests (default all). */
  fail(route: Route, fault: Fault): this {
    const list = this.faults.get(route) ?? []
    list.push({ ...fault })
    this.faults.set(route, list)
    return this
  }

  clearFaults(): void {
    this.faults.clear()
  }

  /** Seeds a comment (as someone else, unless `user` says otherwise); returns it. */
  addComment(
    issue: number,
    body: string,
    user: User = { login: 'someone', type: 'User' }
  ): IssueComment {
    const now = new Date().toISOString()
    const c = { id: this.nextId++, issue, body, user, created_at: now, updated_at: now }
    this.comments.set(c.id, c)
    return c
  }

  /** Comments on one issue, oldest first. */
  commentsOn(issue: number): IssueComment[] {
    return [...this.comments.values()].filter((c) => c.issue === issue)
  }

  /** Requests matching a route (and optionally a method). */
  /** Every write request that reached the server, whatever was answered. */
  writes(): LoggedRequest[] {
    return this.log.filter((r) => r.write)
  }

  requests(route: Route): LoggedRequest[] {
    return this.log.filter((r) => r.route === route)
  }

  commentJson(c: IssueComment): Record<string, unknown> {
    const repoUrl = `${this.url}/repos/${this.owner}/${this.repo}`
    return {
      id: c.id,
      node_id: `IC_${String(c.id)}`,
      url: `${repoUrl}/issues/comments/${String(c.id)}`,
      html_url: `${SERVER}/${this.owner}/${this.repo}/issues/${String(c.issue)}#issuecomment-${String(c.id)}`,
      issue_url: `${repoUrl}/issues/${String(c.issue)}`,
      body: c.body,
      user: userJson(c.user),
      created_at: c.created_at,
      updated_at: c.updated_at,
      author_association: 'NONE'
    }
  }

  private pullJson(p: Pull): Record<string, unknown> {
    const files = this.review.pulls.get(p.number)?.files
    const side = (s: PullSide) => {
      const pushed = s.pushedAt === undefined ? this.pushedAt : s.pushedAt
      return {
        ref: s.ref,
        sha: s.sha,
        label: `${s.repo.split('/')[0] ?? ''}:${s.ref}`,
        repo: {
          full_name: s.repo,
          name: s.repo.split('/')[1] ?? '',
          ...(pushed === null ? {} : { pushed_at: pushed })
        }
      }
    }
    return {
      number: p.number,
      state: 'open',
      title: p.title,
      body: p.body,
      user: userJson(p.user),
      html_url: `${SERVER}/${this.owner}/${this.repo}/pull/${String(p.number)}`,
      head: side(p.head),
      base: side(p.base),
      // As GitHub counts them: every file, not only the 3,000 the files listing gives.
      ...(files !== undefined ? { changed_files: files.length } : {})
    }
  }

  private route(method: string, path: string): { route: Route; args: string[] } | undefined {
    if (method === 'GET' && path === '/user') return { route: 'getUser', args: [] }
    const review = this.review.route(method, path)
    if (review !== undefined) return review
    const prefix = `/repos/${this.owner}/${this.repo}`
    if (!path.startsWith(prefix)) return undefined
    const rest = path.slice(prefix.length)
    const table: [string, RegExp, Route][] = [
      ['GET', /^$/, 'getRepo'],
      ['GET', /^\/issues\/(\d+)\/comments$/, 'listComments'],
      ['POST', /^\/issues\/(\d+)\/comments$/, 'createComment'],
      ['GET', /^\/issues\/comments\/(\d+)$/, 'getComment'],
      ['PATCH', /^\/issues\/comments\/(\d+)$/, 'updateComment'],
      ['POST', /^\/issues\/comments\/(\d+)\/reactions$/, 'reactIssueComment'],
      ['POST', /^\/pulls\/comments\/(\d+)\/reactions$/, 'reactReviewComment'],
      ['POST', /^\/issues\/(\d+)\/reactions$/, 'reactIssue'],
      ['GET', /^\/collaborators\/([^/]+)\/permission$/, 'permission'],
      ['GET', /^\/pulls\/(\d+)$/, 'getPull'],
      ['POST', /^\/pulls$/, 'createPull'],
      ['GET', /^\/compare\/(.+)$/, 'compare'],
      ['GET', /^\/git\/trees\/([^/]+)$/, 'getTree']
    ]
    for (const [m, re, route] of table) {
      const match = re.exec(rest)
      if (m === method && match !== null) return { route, args: match.slice(1) }
    }
    return undefined
  }

  private takeFault(route: Route): Fault | undefined {
    const list = this.faults.get(route)
    const f = list?.[0]
    if (list === undefined || f === undefined) return undefined
    if (f.times !== undefined) {
      f.times -= 1
      if (f.times <= 0) list.shift()
    }
    return f
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: unknown
    try {
      body = raw === '' ? undefined : JSON.parse(raw)
    } catch {
      body = raw
    }
    const u = new URL(req.url ?? '/', this.url)
    const method = req.method ?? 'GET'
    const found = this.route(method, u.pathname)
    const entry: LoggedRequest = {
      write: isWriteRequest(method, found?.route, body),
      method,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      route: found?.route,
      body,
      status: 0,
      auth: req.headers.authorization ?? '',
      at: Date.now()
    }
    this.log.push(entry)
    const send = (status: number, data: unknown, headers: Record<string, string> = {}): void => {
      entry.status = status
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      res.end(data === undefined ? '' : JSON.stringify(data))
    }
    const docs = { documentation_url: 'https://docs.github.com/rest' }
    const auth = entry.auth.replace(/^(token|bearer)\s+/i, '')
    const grant = this.grants.find((g) => g.token === auth)
    if (grant === undefined) {
      send(401, { message: 'Bad credentials', ...docs })
      return
    }
    if (found === undefined) {
      send(404, { message: 'Not Found', ...docs })
      return
    }
    if (entry.write && grant.writes !== 'all' && !grant.writes.includes(found.route)) {
      send(403, { message: 'Resource not accessible by integration', ...docs })
      return
    }
    const fault = this.takeFault(found.route)
    if (fault?.kind === 'delay') await new Promise((r) => setTimeout(r, fault.ms))
    if (fault?.kind === 'error') {
      send(fault.status ?? 502, { message: 'Server Error' })
      return
    }
    if (fault?.kind === 'forbidden') {
      send(403, { message: 'Resource not accessible by integration', ...docs })
      return
    }
    if (fault?.kind === 'rate-limit') {
      const reset = Math.floor(Date.now() / 1000) + (fault.resetSeconds ?? 1)
      send(
        fault.status ?? 403,
        { message: `API rate limit exceeded for installation ID 1.`, ...docs },
        {
          'x-ratelimit-limit': '5000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': '5000',
          'x-ratelimit-reset': String(reset)
        }
      )
      return
    }
    if (fault?.kind === 'secondary-limit') {
      send(
        403,
        {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          ...docs
        },
        { 'retry-after': String(fault.retryAfter ?? 1) }
      )
      return
    }
    // GraphQL is one endpoint: `viewer` is answered here, review threads by ReviewApi.
    const viewer = found.route === 'graphql' && isViewerQuery(body)
    const [status, data, headers] = viewer
      ? this.graphql(body as Record<string, unknown>, grant.user)
      : isReviewRoute(found.route)
        ? await this.review.answer(found.route, found.args, entry.query, body, entry.path)
        : this.answer(found.route, found.args, entry.query, body)
    if (fault?.kind === 'error-after-store' && status < 300) {
      send(fault.status ?? 502, { message: 'Server Error' })
      return
    }
    send(status, data, headers)
  }

  /**
   * GitHub's GraphQL endpoint for the `viewer` query (the token's own account, for every kind of
   * token); the review's queries go to ReviewApi.
   */
  private graphql(input: Record<string, unknown>, user: User): [number, unknown] {
    const query = typeof input.query === 'string' ? input.query : ''
    const viewer = /\bviewer\s*\{([^}]*)\}/.exec(query)
    if (viewer?.[1] === undefined)
      return [200, { errors: [{ type: 'UNSUPPORTED', message: `the fake answers viewer only` }] }]
    const fields: Record<string, unknown> = {
      login: user.login,
      databaseId: userId(user)
    }
    const asked = viewer[1].split(/[\s,]+/).filter((f) => f !== '')
    const unknown = asked.find((f) => !(f in fields))
    if (unknown !== undefined)
      return [200, { errors: [{ message: `Field '${unknown}' doesn't exist on type 'User'` }] }]
    return [200, { data: { viewer: Object.fromEntries(asked.map((f) => [f, fields[f]])) } }]
  }

  private answer(
    route: Route,
    args: string[],
    query: Record<string, string>,
    body: unknown
  ): [number, unknown, Record<string, string>?] {
    if (isReviewRoute(route)) throw new Error('answered by ReviewApi')
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    const n = Number(args[0])
    const tooLong = (): [number, unknown] => [
      422,
      {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'IssueComment',
            code: 'custom',
            field: 'body',
            message: `body is too long (maximum is ${String(BODY_LIMIT)} characters)`
          }
        ],
        documentation_url: 'https://docs.github.com/rest/issues/comments'
      }
    ]
    switch (route) {
      case 'compare':
        return this.compare.answer(
          args[0] ?? '',
          query,
          `/repos/${this.owner}/${this.repo}/compare/${args[0] ?? ''}`
        )
      case 'getTree':
        return this.compare.tree(decodeURIComponent(args[0] ?? ''), query)
      case 'getUser':
        if (isInstallationToken(this.token))
          return [
            403,
            {
              message: 'Resource not accessible by integration',
              documentation_url:
                'https://docs.github.com/rest/users/users#get-the-authenticated-user'
            }
          ]
        return [200, userJson(this.tokenUser)]
      case 'getRepo':
        return [
          200,
          {
            name: this.repo,
            full_name: `${this.owner}/${this.repo}`,
            owner: { login: this.owner },
            default_branch: 'main',
            private: false,
            html_url: `${SERVER}/${this.owner}/${this.repo}`
          }
        ]
      case 'listComments': {
        const perPage = Math.min(Math.max(Number(query.per_page ?? 30) || 30, 1), 100)
        const page = Math.max(Number(query.page ?? 1) || 1, 1)
        const all = this.commentsOn(n)
        const last = Math.max(Math.ceil(all.length / perPage), 1)
        const items = all.slice((page - 1) * perPage, page * perPage)
        const link = (p: number, rel: string): string =>
          `<${this.url}/repos/${this.owner}/${this.repo}/issues/${String(n)}/comments?per_page=${String(perPage)}&page=${String(p)}>; rel="${rel}"`
        const links: string[] = []
        if (page > 1) links.push(link(page - 1, 'prev'))
        if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
        if (page > 1) links.push(link(1, 'first'))
        return [
          200,
          items.map((c) => this.commentJson(c)),
          links.length > 0 ? { link: links.join(', ') } : {}
        ]
      }
      case 'createComment': {
        const text = input.body
        if (typeof text !== 'string') return [422, { message: 'Invalid request.' }]
        if (codePoints(text) > BODY_LIMIT) return tooLong()
        return [201, this.commentJson(this.addComment(n, text, this.tokenUser))]
      }
      case 'getComment':
      case 'updateComment': {
        const c = this.comments.get(n)
        if (c === undefined) return [404, { message: 'Not Found' }]
        if (route === 'getComment') return [200, this.commentJson(c)]
        const text = input.body
        if (typeof text !== 'string') return [422, { message: 'Invalid request.' }]
        if (codePoints(text) > BODY_LIMIT) return tooLong()
        c.body = text
        c.updated_at = new Date().toISOString()
        return [200, this.commentJson(c)]
      }
      case 'reactIssueComment':
      case 'reactReviewComment':
      case 'reactIssue': {
        const content = String(input.content)
        if (
          !['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'].includes(content)
        )
          return [422, { message: 'Validation Failed' }]
        const target = `${route === 'reactIssue' ? 'issue' : route === 'reactIssueComment' ? 'issue-comment' : 'review-comment'}:${String(n)}`
        const existing = this.reactions.find(
          (r) => r.target === target && r.content === content && r.user === this.tokenUser.login
        )
        if (existing === undefined)
          this.reactions.push({ target, content, user: this.tokenUser.login })
        return [
          existing === undefined ? 201 : 200,
          { id: this.reactions.length, content, user: userJson(this.tokenUser) }
        ]
      }
      case 'permission': {
        const login = decodeURIComponent(args[0] ?? '')
        const role = this.roles[login] ?? this.defaultRole
        if (role === '404') return [404, { message: `${login} is not a user` }]
        return [
          200,
          {
            permission: legacyPermission(role),
            role_name: role,
            user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' }
          }
        ]
      }
      case 'getPull': {
        const p = this.pulls.get(n)
        return p === undefined ? [404, { message: 'Not Found' }] : [200, this.pullJson(p)]
      }
      case 'createPull': {
        if (!this.actionsMayCreatePulls && this.tokenUser.login === 'github-actions[bot]')
          return [
            403,
            { message: 'GitHub Actions is not permitted to create or approve pull requests.' }
          ]
        const { title, head, base } = input
        if (typeof title !== 'string' || typeof head !== 'string' || typeof base !== 'string')
          return [422, { message: 'Validation Failed' }]
        if (typeof input.body === 'string' && codePoints(input.body) > BODY_LIMIT) return tooLong()
        const headRef = head.includes(':') ? (head.split(':')[1] ?? head) : head
        const dup = [...this.pulls.values()].find(
          (p) => p.head.ref === headRef && p.base.ref === base
        )
        if (dup !== undefined)
          return [
            422,
            {
              message: 'Validation Failed',
              errors: [
                {
                  resource: 'PullRequest',
                  code: 'custom',
                  message: `A pull request already exists for ${this.owner}:${headRef}.`
                }
              ]
            }
          ]
        const number =
          Math.max(0, ...this.pulls.keys(), ...[...this.comments.values()].map((c) => c.issue)) + 1
        const full = `${this.owner}/${this.repo}`
        const p: Pull = {
          number,
          title,
          body: typeof input.body === 'string' ? input.body : '',
          head: { ref: headRef, sha: '0'.repeat(40), repo: full },
          base: { ref: base, sha: '0'.repeat(40), repo: full },
          user: this.tokenUser
        }
        this.pulls.set(number, p)
        return [201, this.pullJson(p)]
      }
    }
  }
}

function isReviewRoute(route: Route): route is ReviewRoute {
  return (REVIEW_ROUTES as readonly string[]).includes(route)
}

export async function startGitHub(o: GitHubServerOptions = {}): Promise<GitHubServer> {
  return new GitHubServer(o).start()
}

/** A URL where nothing listens (a port that was bound, then closed): a dead API. */
export async function deadUrl(): Promise<string> {
  const s = http.createServer()
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const port = (s.address() as AddressInfo).port
  await new Promise<void>((resolve) => s.close(() => resolve()))
  return `http://127.0.0.1:${String(port)}`
}
