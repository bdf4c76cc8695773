/**
 * The PR bot run the way a runner runs it: an event payload file, the step-state file, the
 * loopback GitHub (with pull request #7, `prGitHub`), the fake CLI recording its argv; and the post
 * step run after it with the same inputs and GITHUB_* variables, as a runner starts `post:`.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  parseOutputs,
  result,
  ROOT,
  runAction,
  streamFile,
  tempDir,
  type ActionOptions,
  type ActionRun
} from './helpers.js'
import { startGitHub, type GitHubServer, type User } from './github-server.js'

export const POST = path.join(ROOT, 'dist', 'post', 'index.js')
export const MARKER = /<!-- cursor-agent-action:[0-9a-f]{20} -->/

/** The loopback GitHub with pull request #7 (`fix-add` into `main`, by ann) and these roles. */
export async function prGitHub(o: Parameters<typeof startGitHub>[0] = {}): Promise<GitHubServer> {
  const gh = await startGitHub(o)
  gh.pulls.set(7, {
    number: 7,
    title: 'Make add() right',
    body: '',
    head: { ref: 'fix-add', sha: 'a'.repeat(40), repo: 'octo/demo' },
    base: { ref: 'main', sha: 'b'.repeat(40), repo: 'octo/demo' },
    user: { login: 'ann', type: 'User' }
  })
  return gh
}

export interface Trigger {
  event?: string
  body?: string
  /** The commenter (the request's author). */
  login?: string
  type?: string
  number?: number
  commentId?: number
  /** The PR's or issue's own author and title. */
  subject?: { login: string; title: string }
  /** The PR's head as the payload carries it (the review events). */
  head?: { ref: string; repo: string; sha?: string }
  /** When the comment was written or the review submitted (default: now). */
  at?: string
  /** The commit a review or review comment names (`commit_id`; default: the head's). */
  commitId?: string
  /** issue_comment on an issue rather than a pull request. */
  onIssue?: boolean
}

/** A payload shaped like the runner's (only the fields real payloads carry). */
export function payload(t: Trigger): object {
  const user = { login: t.login ?? 'mia', type: t.type ?? 'User', id: 1 }
  const repository = { full_name: 'octo/demo', name: 'demo', owner: { login: 'octo' } }
  const number = t.number ?? 7
  const author = { login: t.subject?.login ?? 'ann', type: 'User', id: 2 }
  const title = t.subject?.title ?? 'Make add() right'
  const sha = t.head?.sha ?? 'a'.repeat(40)
  const pr = {
    number,
    title,
    body: 'PR body',
    user: author,
    head: { ref: t.head?.ref ?? 'fix-add', sha, repo: { full_name: t.head?.repo ?? 'octo/demo' } },
    base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: 'octo/demo' } }
  }
  // GitHub's times are to the second, in UTC.
  const at = t.at ?? new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
  const commit_id = t.commitId ?? sha
  if (t.event === 'pull_request')
    return { action: 'opened', number, pull_request: pr, repository, sender: author }
  if (t.event === 'pull_request_review_comment')
    return {
      action: 'created',
      comment: {
        id: t.commentId ?? 777,
        body: t.body ?? '@cursor rename this',
        user,
        commit_id,
        original_commit_id: commit_id,
        created_at: at,
        updated_at: at
      },
      pull_request: pr,
      repository,
      sender: user
    }
  if (t.event === 'pull_request' || t.event === 'pull_request_target')
    return { action: 'synchronize', number, pull_request: pr, repository, sender: user }
  if (t.event === 'pull_request_review')
    return {
      action: 'submitted',
      review: {
        id: t.commentId ?? 888,
        body: t.body ?? '@cursor address these comments',
        user,
        commit_id,
        state: 'commented',
        submitted_at: at
      },
      pull_request: pr,
      repository,
      sender: user
    }
  return {
    action: 'created',
    issue: {
      number,
      title,
      user: author,
      ...(t.onIssue === true
        ? {}
        : {
            pull_request: { url: `https://api.github.com/repos/octo/demo/pulls/${String(number)}` }
          })
    },
    comment: {
      id: t.commentId ?? 555,
      body: t.body ?? '@cursor fix the test',
      user,
      created_at: at,
      updated_at: at
    },
    repository,
    sender: user
  }
}

export interface BotRun extends ActionRun {
  argv: { argv: string[]; env: Record<string, string> } | undefined
  /** The step state the main step saved, as the runner would give it to the post step. */
  state: Record<string, string>
  /** The environment the run had (for the post step). */
  env: Record<string, string>
  inputs: Record<string, string>
}

export interface BotOptions extends Pick<ActionOptions, 'onStart' | 'timeoutMs' | 'workspace'> {
  trigger?: Trigger
  inputs?: Record<string, string>
  env?: Record<string, string | undefined>
  stream?: (object | string)[]
}

export async function botRun(gh: GitHubServer, o: BotOptions = {}): Promise<BotRun> {
  const dir = tempDir('caa-bot-')
  const eventFile = path.join(dir, 'event.json')
  fs.writeFileSync(eventFile, JSON.stringify(payload(o.trigger ?? {})))
  const argvFile = path.join(dir, 'argv.json')
  const stateFile = path.join(dir, 'state')
  fs.writeFileSync(stateFile, '')
  const stream = o.stream ?? [init, assistant('Done: the test passes now.'), result('ok')]
  const inputs = {
    'github-token': gh.token,
    'trigger-phrase': '@cursor',
    'comment-key': 'CI/bot/null',
    ...o.inputs
  }
  const env: Record<string, string> = {
    GITHUB_API_URL: gh.url,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: o.trigger?.event ?? 'issue_comment',
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '42',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'bot'
  }
  const run = await runAction({
    inputs,
    env: {
      ...env,
      GITHUB_STATE: stateFile,
      FAKE_CURSOR_STREAM: streamFile(stream),
      FAKE_CURSOR_ARGV_FILE: argvFile,
      ...o.env
    },
    onStart: o.onStart,
    workspace: o.workspace,
    timeoutMs: o.timeoutMs ?? 60_000
  })
  return {
    ...run,
    argv: fs.existsSync(argvFile)
      ? (JSON.parse(fs.readFileSync(argvFile, 'utf8')) as BotRun['argv'])
      : undefined,
    state: parseOutputs(stateFile),
    env,
    inputs
  }
}

/** The post step after `run`, with the state given (the runner passes it as STATE_<name>). */
export function postRun(run: BotRun, state: Record<string, string>): Promise<ActionRun> {
  const vars = Object.fromEntries(Object.entries(state).map(([k, v]) => [`STATE_${k}`, v]))
  return runAction({ script: POST, inputs: run.inputs, env: { ...run.env, ...vars } })
}

/** Comments holding a marker, written by `user` (default: the token's account). */
export function markedBy(gh: GitHubServer, n = 7, user: User = gh.tokenUser) {
  return gh.commentsOn(n).filter((c) => MARKER.test(c.body) && c.user.login === user.login)
}

export async function until(what: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!what()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 25))
  }
}
