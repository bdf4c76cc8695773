/**
 * Landing a bundle's patch in the publishing job (docs/publish.md): the job's own checkout
 * (GITHUB_WORKSPACE, made by actions/checkout), the commit the bundle names fetched, the patch
 * applied to that commit (never to HEAD) in a private index, so the checkout is not disturbed and
 * no file of the patch is ever written where it could run (git/bundle-patch.ts). Everything is
 * checked again before anything is committed, since the agent's job wrote the bundle: the bytes
 * are the ones the bundle names, every path stays inside the repository (no `..`, no absolute
 * path, nothing in `.git`, no link leading out), no workflow file unless allow-workflow-changes,
 * no secret of this job's and no token's shape (the agent job's token and key are unknown here).
 * Then the one-job landing's commit, push (git/push.ts: the branch from branch-prefix, or the pull
 * request's head branch under a lease) and pull request.
 *
 * A push that was asked for and did not happen, for any reason but "nothing changed", is a
 * `failure` (push_failed) that says why; nothing was pushed then. A cancel throws, as in one job.
 */
import fs from 'node:fs'
import path from 'node:path'
import { linkProblem, pathProblem, digestProblem } from '../../core/bundle/patch-check.js'
import type { Bundle } from '../../core/bundle/read.js'
import { messageOf, ReasonedError } from '../../core/errors.js'
import type { Run } from '../../core/ports.js'
import type { Settings } from '../../core/settings.js'
import type { FailureReason } from '../../names.js'
import {
  applyToBase,
  fetchCommit,
  hasCommit,
  linkTargets,
  patchPaths,
  saidBy
} from '../../git/bundle-patch.js'
import { makeCommit, startTree, workflowChanges } from '../../git/commit.js'
import { Git, Repos } from '../../git/git.js'
import { commitMessage, PushError, type LandContext, type Landing } from '../../git/landing.js'
import { pushWork } from '../../git/push.js'
import { findSecrets } from '../../git/scan.js'
import { withoutValue } from '../../git/workspace.js'
import type { StartPoint, WorkTree } from '../../git/worktree.js'
import type { PullContext } from '../../github/access.js'
import { tempRoot } from '../../io/files.js'
import type { RunGitHub } from '../context.js'
import { secretsOfJob, shapesHeld } from './land-secrets.js'

/**
 * What the landing reads of the publishing job's context: the runner's environment (the
 * workspace, the temp folder, the run's names for the branch), the redactor (the token's shapes),
 * the live log, the runner's cancel, and the API that opens the pull request.
 */
export type BundleLandContext = Pick<Run, 'env' | 'redact' | 'say' | 'signals'> & {
  readonly github: Pick<RunGitHub, 'opener'>
}

/** The publishing job's settings the landing follows (its inputs, never the bundle). */
export type BundleLandSettings = Pick<
  Settings,
  'push' | 'openPr' | 'branchPrefix' | 'allowWorkflowChanges' | 'commitMessage' | 'githubToken'
>

export interface BundleLanding {
  /** The bundle, as core/bundle/read.ts read it (bound to this run and event). */
  bundle: Bundle
  /** patch.diff's bytes, read by the caller without following a link; absent: none was found. */
  patch?: Buffer
  settings: BundleLandSettings
  /** This job's event's pull request (github/access.ts pullContext), read by this job. */
  pr?: PullContext
  /**
   * What the commit and the pull request are titled by: the request's first line as this job
   * read it from its own event (never the bundle's); absent: the default title.
   */
  title?: string
}

/** Which check stopped the landing: `digest` means the bundle's files do not match each other. */
export type Refusal =
  | 'digest'
  | 'repository'
  | 'pull'
  | 'base'
  | 'paths'
  | 'apply'
  | 'workflows'
  | 'secrets'
  | 'commit'
  | 'push'

export interface LandOutcome extends Omit<Landing, 'patch' | 'patchFile'> {
  /** The commit is on `branch` at `commitSha` (checked with ls-remote). */
  pushed: boolean
  /** Set when a push was asked for and nothing was pushed, for any reason but "nothing changed". */
  /**
   * `deliverable_missing` when the push landed and what was asked after it is missing (a pull
   * request GitHub would not open), as in one job; else `push_failed`.
   */
  failure?: { reason: 'push_failed' | 'deliverable_missing'; refusal: Refusal; message: string }
}

/** A check that said no: nothing is committed or pushed. */
class Refused extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string
  ) {
    super(`${message} Nothing was committed or pushed.`)
  }
}

export async function landBundle(ctx: BundleLandContext, o: BundleLanding): Promise<LandOutcome> {
  const out: LandOutcome = { pushed: false, notes: [], warnings: [], anchors: new Map(), files: [] }
  const { bundle, settings } = o
  if (bundle.patch === undefined) {
    out.notes.push('The bundle holds no changes: nothing was committed or pushed.')
    return out
  }
  if (!settings.push) {
    if (settings.openPr) out.warnings.push('open-pr needs push: true; no pull request was opened.')
    return out
  }
  if (bundle.verdict.conclusion !== 'success') {
    out.notes.push(
      "Not pushed: the agent's run did not succeed; its bundle's patch has the changes."
    )
    return out
  }
  try {
    await landChecked(ctx, o, bundle.patch, out)
    return out
  } catch (error) {
    if (error instanceof Refused) out.failure = failure(error.refusal, error.message)
    // A push whose pull request GitHub refused keeps its branch in `out` (pushWork set it).
    else if (error instanceof PushError) out.failure = failure('push', error.message, error.reason)
    else if (error instanceof ReasonedError || ctx.signals.abort.aborted) throw error
    else out.failure = failure('push', `The landing failed: ${messageOf(error)}.`)
    return out
  }
}

function failure(
  refusal: Refusal,
  message: string,
  reason: FailureReason = 'push_failed'
): LandOutcome['failure'] {
  return { reason: reason === 'deliverable_missing' ? reason : 'push_failed', refusal, message }
}

/** The checks that need no repository, then the repository's: see the top. */
async function landChecked(
  ctx: BundleLandContext,
  o: BundleLanding,
  want: NonNullable<Bundle['patch']>,
  out: LandOutcome
): Promise<void> {
  if (o.patch === undefined)
    throw new Refused(
      'digest',
      'Not pushed: the bundle names a patch, and its patch.diff is missing.'
    )
  const changed = digestProblem(o.patch, want)
  if (changed !== undefined)
    throw new Refused(
      'digest',
      `Not pushed: ${changed}, so the bundle was changed after it was written.`
    )
  if (o.pr?.unknown !== undefined) throw new Refused('pull', `Not pushed: ${o.pr.unknown}.`)
  if (o.pr?.pull?.fork === true)
    throw new Refused(
      'pull',
      `Not pushed: the pull request comes from a fork (${o.pr.pull.headRepo}), which this workflow's token cannot write to.`
    )
  const token = o.settings.githubToken
  const env = withoutValue(ctx.env.raw, token)
  const git = openCheckout(ctx, env)
  const url = git.configValue('remote.origin.url')
  if (url === undefined || url === '')
    throw new Refused(
      'repository',
      "Not pushed: the publishing job's checkout has no origin remote."
    )
  const dir = fs.mkdtempSync(path.join(tempRoot(ctx.env.temp), 'cursor-agent-land-'))
  try {
    // Our own copy of the bytes just checked: what git reads is what was hashed.
    const file = path.join(dir, 'patch.diff')
    fs.writeFileSync(file, o.patch, { flag: 'wx', mode: 0o600 })
    checkNames(git, file)
    if (!hasCommit(git, want.base)) {
      const said = await fetchCommit(git, { url, sha: want.base, token, signal: ctx.signals.abort })
      stopIfCancelled(ctx)
      if (!hasCommit(git, want.base))
        throw new Refused(
          'base',
          `Not pushed: the commit the patch applies to, ${want.base.slice(0, 12)}, could not be fetched from origin (${said ?? 'it is not there'}).`
        )
    }
    let work: WorkTree
    try {
      work = await applyToBase(git, { file, base: want.base, dir, signal: ctx.signals.abort })
    } catch (error) {
      stopIfCancelled(ctx)
      throw new Refused(
        'apply',
        `Not pushed: the patch does not apply to ${want.base.slice(0, 12)}, the commit the bundle names (${saidBy(error)}).`
      )
    }
    try {
      await checkWork(ctx, o, work, out)
      await commitAndPush(ctx, o, { git, url, work, env, out })
    } finally {
      work.dispose()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The publishing job's checkout, opened with git's hardening. */
function openCheckout(ctx: BundleLandContext, env: NodeJS.ProcessEnv): Git {
  const cwd = ctx.env.workspace
  const git = cwd !== undefined && cwd !== '' ? Git.open(cwd, env) : undefined
  if (git === undefined)
    throw new Refused(
      'repository',
      `Not pushed: the publishing job's workspace (${cwd ?? 'GITHUB_WORKSPACE is unset'}) is not a git repository. Check the repository out first in that job (actions/checkout, with persist-credentials: false).`
    )
  return git
}

/** Every path git reads from the patch, before git applies it. */
function checkNames(git: Git, file: string): void {
  let names: string[]
  try {
    names = patchPaths(git, file)
  } catch (error) {
    throw new Refused('apply', `Not pushed: git cannot read the patch (${saidBy(error)}).`)
  }
  const problems = [...new Set(names.flatMap((p) => pathProblem(p) ?? []))]
  if (problems.length > 0)
    throw new Refused('paths', `Not pushed: the patch names ${listed(problems)}.`)
}

/** The applied result: its paths and links, workflow files, secrets and token shapes. */
async function checkWork(
  ctx: BundleLandContext,
  o: BundleLanding,
  work: WorkTree,
  out: LandOutcome
): Promise<void> {
  const problems = [...new Set(work.changes.flatMap((c) => pathProblem(c.path) ?? []))]
  for (const [link, target] of linkTargets(work)) {
    const problem = linkProblem(link, target)
    if (problem !== undefined) problems.push(problem)
  }
  if (problems.length > 0)
    throw new Refused('paths', `Not pushed: the patch makes ${listed(problems)}.`)
  const workflows = workflowChanges(work).map((c) => c.path)
  if (workflows.length > 0 && !o.settings.allowWorkflowChanges)
    throw new Refused(
      'workflows',
      `Not pushed: the patch changes .github/workflows/ (${listed(workflows)}), which the publishing job lands only with allow-workflow-changes: true (and a token with the workflows permission).`
    )
  const secrets = secretsOfJob(ctx.env, o.settings.githubToken)
  let held: string[]
  try {
    const found = await findSecrets(work, secrets, ctx.signals.abort)
    held = found.map((f) => `${f.path} (${f.secrets.join(' and ')})`)
    held.push(...(await shapesHeld(work, ctx.signals.abort)))
  } catch (error) {
    stopIfCancelled(ctx)
    throw new Refused(
      'secrets',
      `Not pushed: the patch could not be checked for secrets (${messageOf(error)}).`
    )
  }
  if (held.length > 0)
    throw new Refused(
      'secrets',
      `Not pushed: the patch holds a secret or a token's shape in ${listed(held)}. Remove it, and rotate the token if it is a real one: the agent had it.`
    )
  out.files = work.changes.map((c) => c.path)
  stopIfCancelled(ctx)
}

/** The one-job landing's commit and push (git/commit.ts, git/push.ts) on the named commit. */
async function commitAndPush(
  ctx: BundleLandContext,
  o: BundleLanding,
  w: { git: Git; url: string; work: WorkTree; env: NodeJS.ProcessEnv; out: LandOutcome }
): Promise<void> {
  const { work, out } = w
  const base = work.base
  if (work.tree === undefined || work.tree === startTree(work, startOf(w, base))) {
    out.notes.push('Nothing changed: the patch changes nothing at its commit; nothing was pushed.')
    return
  }
  const land = landContext(ctx, o, { ...w, start: startOf(w, base) })
  let commit: string
  try {
    commit = makeCommit(work, land.start, work.tree, commitMessage(land), w.env)
  } catch (error) {
    throw new Refused('commit', `Not pushed: the commit could not be made (${messageOf(error)}).`)
  }
  ctx.say.line(`Committed the bundle's patch as ${commit} on ${base}.`)
  out.commitSha = commit
  await pushWork(land, work, commit, out, (line) => ctx.say.line(line))
  out.pushed = out.branch !== undefined
}

/** The start point the push reads: the named commit, the checkout's branch, origin's URL. */
function startOf(w: { git: Git; url: string }, base: string): StartPoint {
  return {
    facts: w.git.facts,
    root: w.git.root,
    head: base,
    branch: undefined,
    originUrl: w.url,
    dirty: new Map()
  }
}

/** What git's push is handed (git/landing.ts LandContext), from this job's settings and event. */
function landContext(
  ctx: BundleLandContext,
  o: BundleLanding,
  w: { git: Git; work: WorkTree; env: NodeJS.ProcessEnv; start: StartPoint }
): LandContext {
  const { settings, bundle, pr } = o
  return {
    start: { ...w.start, branch: branchOf(w.git, ctx.env.ref) },
    work: w.work,
    repos: new Repos(),
    settings: {
      push: true,
      openPr: settings.openPr,
      commitMessage: settings.commitMessage,
      branchPrefix: settings.branchPrefix,
      allowWorkflowChanges: settings.allowWorkflowChanges
    },
    env: w.env,
    runner: ctx.env,
    token: settings.githubToken,
    pull: pr?.pull,
    pullUnknown: pr?.unknown,
    issue: pr?.event?.isPullRequest === false ? pr.event.number : undefined,
    prompt: ctx.redact(o.title ?? ''),
    finalMessage: ctx.redact(bundle.finalMessage),
    sessionId: bundle.facts.sessionId,
    openPull: settings.openPr ? ctx.github.opener(ctx.env) : undefined,
    signal: ctx.signals.abort
  }
}

/** The branch a new pull request goes into: the checkout's, else the event's (GITHUB_REF). */
function branchOf(git: Git, ref: string | undefined): string | undefined {
  try {
    const branch = git.run(['symbolic-ref', '-q', '--short', 'HEAD']).trim()
    if (branch !== '') return branch
  } catch {
    // Detached: the event's branch.
  }
  return ref?.startsWith('refs/heads/') === true ? ref.slice('refs/heads/'.length) : undefined
}

function stopIfCancelled(ctx: BundleLandContext): void {
  if (ctx.signals.abort.aborted)
    throw new ReasonedError(
      'The run was cancelled while the action landed the bundle; nothing more was committed or pushed.',
      'cancelled'
    )
}

function listed(items: readonly string[]): string {
  return `${items.slice(0, 5).join(', ')}${items.length > 5 ? `, and ${String(items.length - 5)} more` : ''}`
}
