/**
 * Before the CLI starts: the checks that need the repository (push and open-pr need one), and the
 * pull request's head put in place. On a comment, review or review-comment event of a pull request,
 * and on `pull_request` events, the agent works on the PR's head commit whatever the job checked
 * out (`actions/checkout` gives the default branch on a comment event, the merge commit on
 * `pull_request`): when the work tree's HEAD is not the head, `refs/pull/<n>/head` is fetched from
 * `origin` and checked out, on a same-repository PR as its head branch at that commit (so `push`
 * lands on the PR's branch, with the lease push.ts takes), on a fork PR detached (nothing is pushed
 * to a fork). `checkout-pr: false` turns this off.
 *
 * The fetch runs with the hardened git of git.ts (no hooks, no filters, no command from the
 * repository's config) before the agent ran. The token goes, when the checkout left none in
 * `.git/config`, as an `http.extraheader` in that one process's environment: never on a command
 * line, never in a file. A work tree with changes to tracked files is never overwritten: the run
 * is refused before the CLI starts, like everything else here that can be known then.
 *
 * The head is the one the request saw, never a later one: on a fork's pull request a comment or review
 * event is read when the job runs, so the fork can push in between. core/pull.ts changedHead
 * refuses a head other than a review's `commit_id`, or a fork pushed to at or after an issue
 * comment (or when GitHub did not say when), before anything is fetched. The commit checked out is
 * then that head by its id (`pull.headSha`: the payload's on `pull_request` and review events, the
 * same API answer's on a comment), never whatever `refs/pull/<n>/head` points at by the time of
 * the fetch, and HEAD is checked to be it before the CLI starts.
 *
 * Not on `pull_request_target`: that event runs with the base repository's secrets on purpose
 * without running the PR's code, and switching to a fork's head would undo that.
 */
import { InputError } from '../core/errors.js'
import { changedHead, type Asked, type PullFacts } from '../core/pull.js'
import type { Settings } from '../core/settings.js'
import { INPUTS } from '../names.js'
import { code, input, list, said, shown, type Sentence } from '../core/said.js'
import { ALLOW_FETCH, GitError, type Git, type Repos } from './git.js'

/** The way out of every refusal here. */
const off = code(`${INPUTS.checkoutPr}: false`)

/** Events whose pull request the agent is moved onto (see the top for pull_request_target). */
const HEAD_EVENTS = new Set([
  'pull_request',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment'
])

/** What main.ts knows of the event's pull request before the run (github/access.ts). */
export interface PullHead {
  /** isPullRequest: the event is about a pull request (an issue_comment on one included). */
  event?: { name: string; isPullRequest: boolean; number?: number; asked?: Asked }
  /** Undefined when neither the payload nor the API said (no token, an API error). */
  pull?: PullFacts
}

/** Paths listed in the refusal of a dirty work tree. */
const LISTED = 5

/**
 * The checks before the paid run that need git, then the PR's head checked out when the event
 * has one. Returns sentences for the run's notes; throws InputError naming the input and the fix.
 */
export function prepareRepository(
  repos: Repos,
  settings: Settings,
  env: NodeJS.ProcessEnv,
  head: PullHead
): Sentence[] {
  const git = repos.open(settings.workingDirectory, env)
  if (git === undefined) {
    const asked: string[] = []
    if (settings.push) asked.push(INPUTS.push)
    if (settings.openPr) asked.push(INPUTS.openPr)
    if (asked.length > 0)
      throw new InputError([
        said`${list(
          asked.map((n) => said`${input(n)}`),
          ' and '
        )} need${asked.length === 1 ? 's' : ''} a git repository, but the working directory ${shown(settings.workingDirectory)} is not in one: add ${code('actions/checkout')} before this step (with ${code('persist-credentials: false')}).`
      ])
    return []
  }
  const event = head.event
  if (!settings.checkoutPr || event === undefined || !event.isPullRequest) return []
  if (!HEAD_EVENTS.has(event.name)) return []
  const pull = head.pull
  const number = event.number ?? pull?.number
  if (pull === undefined || !/^[0-9a-f]{40,64}$/.test(pull.headSha) || number === undefined)
    throw new InputError([
      said`${input(INPUTS.checkoutPr)} is on, but the head of pull request ${number !== undefined ? `#${String(number)}` : 'of this event'} is unknown (the event does not carry it and the API could not be read; see the warning above). Give the job a ${code('github-token')} that may read pull requests, or set ${off} to run on the commit the job checked out.`
    ])
  // Before anything is fetched: a fork's head the request did not see never reaches the agent.
  const changed = changedHead(event.name, pull, event.asked ?? { at: '', commit: '' })
  if (changed !== undefined) throw new InputError([changed])
  const current = revParse(git, 'HEAD')
  if (current === pull.headSha) return []
  refuseDirty(git, pull)
  fetchHead(git, pull, number, settings.githubToken)
  const branch = !pull.fork && validBranch(pull.headRef) ? pull.headRef : undefined
  try {
    // An ignored file an earlier step made (a `.env`) that the head tracks is refused, not
    // silently replaced by the pull request's copy.
    const keep = ['checkout', '-q', '--no-overwrite-ignore']
    if (branch !== undefined) git.run([...keep, '--no-track', '-B', branch, pull.headSha, '--'])
    else git.run([...keep, '--detach', pull.headSha, '--'])
  } catch (error) {
    throw new InputError([
      said`${input(INPUTS.checkoutPr)}: git could not check out pull request #${number}'s head ${code(pull.headSha.slice(0, 12))}: ${gitSaid(error)}. Check out the pull request yourself (${code('actions/checkout')} with ${code(`ref: ${pull.headSha}`)}), or set ${off}.`
    ])
  }
  // The agent gets the commit that was checked, or nothing.
  const now = revParse(git, 'HEAD')
  if (now !== pull.headSha)
    throw new InputError([
      said`${input(INPUTS.checkoutPr)}: after checking out pull request #${number}'s head ${code(pull.headSha.slice(0, 12))}, the work tree is at ${now !== undefined ? code(now.slice(0, 12)) : 'no commit'}; the run is refused.`
    ])
  const where =
    branch !== undefined
      ? said`as its branch ${code(branch)}`
      : pull.fork
        ? 'detached (it comes from a fork, which is never pushed to)'
        : 'detached'
  return [
    said`The agent worked on pull request #${number}'s head ${code(pull.headSha.slice(0, 12))}, checked out by the action ${where} (the job had ${current !== undefined ? code(current.slice(0, 12)) : 'no commit'}; ${off} turns this off).`
  ]
}

function revParse(git: Git, rev: string): string | undefined {
  try {
    return git.run(['rev-parse', '--verify', '-q', `${rev}^{commit}`]).trim() || undefined
  } catch {
    return undefined
  }
}

/** Changes to tracked files would be lost or carried onto another commit: refuse. */
function refuseDirty(git: Git, pull: PullFacts): void {
  const out = git.run([
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=no',
    '--ignore-submodules=all',
    '--no-renames'
  ])
  const paths = out
    .split('\0')
    .filter((r) => r.length > 3)
    .map((r) => r.slice(3))
  if (paths.length === 0) return
  throw new InputError([
    said`${input(INPUTS.checkoutPr)}: the work tree has uncommitted changes (${list(
      paths.slice(0, LISTED).map((p) => said`${shown(p)}`),
      ', '
    )}${paths.length > LISTED ? `, and ${String(paths.length - LISTED)} more` : ''}), so the action will not check out pull request #${pull.number}'s head over them. Run this step on a clean checkout, commit those changes first, or set ${off}.`
  ])
}

/**
 * `refs/pull/<n>/head` from origin; the event's head commit by its id when that ref has moved on
 * (a force-push after the event). Shallow checkouts stay shallow.
 */
function fetchHead(git: Git, pull: PullFacts, number: number, token: string): void {
  const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true'
  const config: [string, string][] = [...ALLOW_FETCH, ['http.followRedirects', 'false']]
  // A checkout with persisted credentials has its own header for the URL; a second one would
  // send two Authorization headers, which GitHub refuses.
  const ownHeader = [...git.config.keys()].some((k) => /^http\..*extraheader$/i.test(k))
  if (token !== '' && !ownHeader)
    config.push([
      'http.extraheader',
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`
    ])
  const fetch = (what: string): string | undefined => {
    try {
      git.run(
        [
          'fetch',
          '--no-tags',
          '--no-write-fetch-head',
          '--no-recurse-submodules',
          ...(shallow ? ['--depth=1'] : []),
          'origin',
          what
        ],
        { timeoutMs: 300_000, config }
      )
      return undefined
    } catch (error) {
      return gitSaid(error)
    }
  }
  const has = (): boolean => git.test(['cat-file', '-e', `${pull.headSha}^{commit}`])
  if (has()) return
  const first = fetch(`refs/pull/${String(number)}/head`)
  if (has()) return
  const again = fetch(pull.headSha)
  if (has()) return
  throw new InputError([
    said`${input(INPUTS.checkoutPr)}: pull request #${number}'s head ${code(pull.headSha.slice(0, 12))} could not be fetched from origin (${again ?? first ?? 'the commit is not on the remote'}). Give the job ${code('contents: read')}, check that ${code('origin')} is the pull request's repository, or set ${off} to run on the commit the job checked out.`
  ])
}

/** git's own last words, one line, for an error of ours. */
function gitSaid(error: unknown): string {
  if (error instanceof GitError) {
    const lines = error.stderr
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
    // "…would be overwritten by checkout:", the paths (tab-indented), then advice: keep them all.
    const listed = lines.findIndex((l) => l.endsWith('would be overwritten by checkout:'))
    if (listed !== -1) return lines.slice(listed).join(' ')
    return lines.slice(-2).join(' ') || error.message
  }
  return error instanceof Error ? error.message : String(error)
}

/** A name git takes as a branch without reading it as an option or a revision expression. */
function validBranch(name: string): boolean {
  return (
    /^[A-Za-z0-9._/-]{1,250}$/.test(name) &&
    !name.startsWith('-') &&
    !name.startsWith('/') &&
    !name.endsWith('/') &&
    !name.endsWith('.lock') &&
    !name.includes('..') &&
    !name.includes('//') &&
    !/(^|\/)\./.test(name)
  )
}
