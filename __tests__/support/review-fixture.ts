/**
 * Review mode's end-to-end set-up, shared by the e2e/review*.test.ts suites: a loopback
 * GitHub (github-review-server.ts) with pull request #7, started and stopped around every test
 * of the file that imports this, and `reviewRun`, which starts `node dist/index.js` as a runner
 * does on a pull request event, the fake CLI replaying a final message of findings.
 */
import { afterEach, beforeEach } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  result,
  runAction,
  streamFile,
  tempDir,
  type ActionOptions,
  type ActionRun
} from './helpers.js'
import { startGitHub, type GitHubServer, type GitHubServerOptions } from './github-server.js'
import type { PullFile } from './github-review-server.js'

export const HEAD = 'a'.repeat(40)
export const BASE = 'b'.repeat(40)
const MERGE = 'e'.repeat(40)
export const PR = 7
/** The loopback GitHub of the current test (a live binding: a new one for every test). */
export let gh: GitHubServer

/** src/app.ts: hunk 1 is head lines 1–4 (base 1–3), hunk 2 head lines 21–23 (base 20–22). */
export const APP: PullFile = {
  filename: 'src/app.ts',
  status: 'modified',
  additions: 3,
  deletions: 2,
  patch: [
    '@@ -1,3 +1,4 @@',
    ' const a = 1',
    '-const b = 2',
    '+const b = load()',
    '+const c = b + 1',
    ' export { a }',
    '@@ -20,3 +21,3 @@ function run() {',
    '   start()',
    '-  stop()',
    '+  stop(true)',
    '   done()'
  ].join('\n')
}
export const LOGO: PullFile = {
  filename: 'assets/logo.png',
  status: 'added',
  additions: 0,
  deletions: 0
}

/** A loopback GitHub with pull request #7 (its files APP and LOGO, head HEAD). */
async function setUp(o: GitHubServerOptions = {}): Promise<GitHubServer> {
  const gh = await startGitHub({ roles: { mia: 'admin' }, ...o })
  gh.pulls.set(PR, {
    number: PR,
    title: 'Load b',
    body: '',
    head: { ref: 'load-b', sha: HEAD, repo: 'octo/demo' },
    base: { ref: 'main', sha: BASE, repo: 'octo/demo' },
    user: { login: 'ann', type: 'User' }
  })
  gh.review.setPull(PR, { files: [APP, LOGO], commits: ['c'.repeat(40), HEAD] })
  return gh
}

/**
 * The test's loopback GitHub started again, set up the same way, with other options: a personal
 * access token and the person it belongs to, say.
 */
export async function restartGitHub(o: GitHubServerOptions): Promise<GitHubServer> {
  await gh.stop()
  gh = await setUp(o)
  return gh
}

beforeEach(async () => {
  gh = await setUp()
})
afterEach(async () => {
  await gh.stop()
})

export interface F {
  path: string
  line: number
  start_line?: number
  side?: 'LEFT' | 'RIGHT'
  severity: 'critical' | 'high' | 'medium' | 'low'
  title: string
  body: string
  suggestion?: string
}

/** The agent's final message: the findings JSON, as a fenced block after some prose. */
export function answer(findings: F[], summary = 'The change loads b from disk.'): string {
  return `Review done.\n\n\`\`\`json\n${JSON.stringify({ summary, findings }, null, 2)}\n\`\`\``
}

/**
 * The event payload a runner writes for review mode (a pull_request, issue_comment or push); a
 * pull request's `changed_files` counts the files the loopback GitHub holds for #7.
 */
export function payload(
  event: string,
  o: { fork?: boolean; body?: string; head?: string; base?: string }
): object {
  const repository = { full_name: 'octo/demo', name: 'demo', owner: { login: 'octo' } }
  const ann = { login: 'ann', type: 'User', id: 1 }
  const pr = {
    number: PR,
    title: 'Load b',
    body: '',
    user: ann,
    head: {
      ref: 'load-b',
      sha: o.head ?? HEAD,
      repo: { full_name: o.fork === true ? 'fork/demo' : 'octo/demo' }
    },
    base: { ref: 'main', sha: o.base ?? BASE, repo: { full_name: 'octo/demo' } },
    merge_commit_sha: MERGE,
    changed_files: gh.review.pulls.get(PR)?.files.length
  }
  if (event === 'issue_comment') {
    const mia = { login: 'mia', type: 'User', id: 2 }
    return {
      action: 'created',
      issue: {
        number: PR,
        title: 'Load b',
        user: ann,
        ...(o.body?.includes('issue') === true
          ? {}
          : { pull_request: { url: `https://api.github.com/repos/octo/demo/pulls/${String(PR)}` } })
      },
      comment: { id: 555, body: o.body ?? '@cursor review please', user: mia },
      repository,
      sender: mia
    }
  }
  if (event === 'push') return { ref: 'refs/heads/main', repository }
  return { action: 'synchronize', number: PR, pull_request: pr, repository, sender: ann }
}

export interface ReviewRun extends ActionRun {
  prompt: string
  argv: string[]
}

export function reviewRun(
  o: {
    findings?: F[]
    message?: string
    inputs?: Record<string, string>
    event?: string
    fork?: boolean
    body?: string
    /** The head commit the pull_request payload names (default HEAD). */
    head?: string
    /** The base commit the pull_request payload names (default BASE). */
    base?: string
    stream?: (object | string)[]
    /** More GITHUB_* variables (another GITHUB_RUN_ID, say). */
    env?: Record<string, string>
  } & Pick<ActionOptions, 'onStart' | 'timeoutMs' | 'workspace'> = {}
): Promise<ReviewRun> {
  const dir = tempDir('caa-review-')
  const eventFile = path.join(dir, 'event.json')
  const event = o.event ?? 'pull_request'
  fs.writeFileSync(eventFile, JSON.stringify(payload(event, o)))
  const argvFile = path.join(dir, 'argv.json')
  const message = o.message ?? answer(o.findings ?? [])
  return runAction({
    inputs: {
      'github-token': gh.token,
      review: 'true',
      mode: 'ask',
      'comment-key': 'CI/review/null',
      ...o.inputs
    },
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: event,
      GITHUB_REPOSITORY: 'octo/demo',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'review',
      CURSOR_AGENT_ACTION_GITHUB_RETRY_MS: '10',
      FAKE_CURSOR_STREAM: streamFile(o.stream ?? [init, assistant(message), result(message)]),
      FAKE_CURSOR_ARGV_FILE: argvFile,
      ...o.env
    },
    onStart: o.onStart,
    timeoutMs: o.timeoutMs,
    workspace: o.workspace
  }).then((run) => {
    const argv = fs.existsSync(argvFile)
      ? (JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[] }).argv
      : []
    return { ...run, argv, prompt: argv.at(-1) ?? '' }
  })
}

interface OutFinding {
  fingerprint: string
  path: string
  line: number
  start_line: number | null
  side: string
  severity: string
  title: string
  placement: string
}

export function findingsOf(run: ActionRun): OutFinding[] {
  return JSON.parse(run.outputs.findings ?? 'null') as OutFinding[]
}

/** The submitted reviews' create requests (probes have no event). */
export function submitted(): Record<string, unknown>[] {
  return gh
    .requests('createReview')
    .filter((r) => r.status === 200 && (r.body as { event?: string }).event !== undefined)
    .map((r) => r.body as Record<string, unknown>)
}

export const SEVEN: F[] = [
  {
    path: 'src/app.ts',
    line: 2,
    severity: 'high',
    title: 'load() can throw',
    body: 'Wrap it: `load()` throws on a missing file.'
  },
  {
    path: 'src/app.ts',
    start_line: 2,
    line: 3,
    severity: 'medium',
    title: 'c depends on b',
    body: 'Compute c after the check.',
    suggestion: 'const b = load() ?? 0\nconst c = b + 1'
  },
  {
    path: 'src/app.ts',
    start_line: 3,
    line: 22,
    severity: 'low',
    title: 'Spans both hunks',
    body: 'x'
  },
  { path: 'src/app.ts', line: 10, severity: 'low', title: 'Outside the hunks', body: 'y' },
  {
    path: 'src/app.ts',
    line: 2,
    side: 'LEFT',
    severity: 'low',
    title: 'The old default mattered',
    body: 'z'
  },
  { path: 'src/other.ts', line: 5, severity: 'medium', title: 'In an untouched file', body: 'w' },
  { path: 'assets/logo.png', line: 1, severity: 'low', title: 'In a binary file', body: 'v' }
]
