/**
 * Landing the agent's work, after the run, by the action and never by the agent: a patch always,
 * and on request one commit pushed and a pull request.
 *
 * - The patch and the commit come from the work tree as worktree.ts reads it (a tree built in a
 *   private index), measured from the commit the run started from, so ignored files stay out.
 * - Before either is written, every new blob and changed path is checked for the action's own
 *   secrets (scan.ts): a change that holds the API key or the token is neither written as a patch
 *   nor committed, and a requested push fails naming the files.
 * - The commit is the action's own, on top of the start commit (commit.ts): the agent's commits
 *   are not pushed, and edits to `.github/workflows/` stay out unless allowed (kept in the patch).
 * - The push (push.ts) runs from a bare repository of ours with the token in that one process's
 *   environment, to the URL `origin` had before the run; onto the PR's head branch only as a
 *   fast-forward of the start commit (with a lease on it), else to a new branch.
 * - A push that was asked for and did not happen, for any reason but "nothing changed", throws
 *   PushError: the step fails with push_failed and says why (a green step must mean it landed).
 */ import { GitError } from './git.js'
import { readWorkTree, type WorkTree } from './worktree.js'
import { messageOf, ReasonedError } from '../core/errors.js'
import {
  commitMessage,
  patchHint,
  PushError,
  short,
  type LandContext,
  type Landing
} from './landing.js'
import { PATCH_MAX_BLOB_BYTES, writePatch } from './patch.js'
import { pushWork } from './push.js'
import { findSecrets, type SecretFinding } from './scan.js'
import {
  commitTree,
  followCommit,
  headStayed,
  makeCommit,
  startTree,
  workflowChanges
} from './commit.js'

export {
  commitMessage,
  PushError,
  type LandContext,
  type Landing,
  type LandSettings,
  type OpenPull
} from './landing.js'
export { failureText } from './push.js'

export async function land(ctx: LandContext): Promise<Landing> {
  const out: Landing = { notes: [], warnings: [], anchors: new Map(), files: [] }
  const log = ctx.log ?? (() => undefined)
  const push = ctx.settings.push
  let work: WorkTree
  try {
    work = ctx.work ?? (await readWorkTree(ctx.repos, ctx.start, ctx.env))
  } catch (error) {
    // git could not read the work tree (an unreadable file, a broken .git/config): without a
    // push this costs only the patch; with one, the step fails as a push would.
    const message = `git could not collect the changes: ${messageOf(error)}`
    if (push) throw new PushError(`${message}. Nothing was committed or pushed.`)
    out.warnings.push(`${message}. No patch was written.`)
    return out
  }
  try {
    if (work.tree === undefined && work.problem !== undefined) {
      // git could not build the tree (the comparison still lists what status saw).
      const message = `git could not collect the changes: ${work.problem}`
      if (push) throw new PushError(`${message}. Nothing was committed or pushed.`)
      out.warnings.push(`${message}. No patch was written.`)
      return out
    }
    if (work.problem !== undefined)
      out.warnings.push(
        `git left some files out of the patch${push ? ' and the commit' : ''}: ${work.problem}`
      )
    // Nothing of the work is written anywhere before it is known to hold no secret of ours.
    const refused = await secretCheck(work, ctx)
    stopIfCancelled(ctx)
    if (refused !== undefined) {
      if (push) throw new PushError(refused)
      out.warnings.push(refused)
      return out
    }
    out.files = work.changes.map((c) => c.path)
    await writeThePatch(work, ctx, out, log)
    stopIfCancelled(ctx)
    if (!push) {
      if (ctx.settings.openPr)
        out.warnings.push('open-pr needs push: true; no pull request was opened.')
      return out
    }
    const tree = work.tree
    const base = tree !== undefined ? startTree(work, ctx.start) : undefined
    if (tree === undefined || tree === base) {
      out.notes.push('Nothing changed: no commit was made and nothing was pushed.')
      return out
    }
    if (ctx.pullUnknown !== undefined)
      throw new PushError(`Not pushed: ${ctx.pullUnknown}.${patchHint(out)}`)
    if (ctx.pull?.fork === true)
      throw new PushError(
        `Not pushed: the pull request comes from a fork (${ctx.pull.headRepo}), which this workflow's token cannot write to.${patchHint(out)}`
      )
    const commit = commitTheWork(work, ctx, tree, base, out, log)
    out.commitSha = commit
    await pushWork(ctx, work, commit, out, log)
    return out
  } catch (error) {
    if (error instanceof PushError) error.landing = out
    throw error
  } finally {
    // A work tree read here is ours to clean up; the caller's is the caller's.
    if (ctx.work === undefined) work.dispose()
  }
}

/**
 * Why the work may not be written or committed, when a change holds a secret of ours (or could
 * not be checked for one); undefined when it is clean.
 */
async function secretCheck(work: WorkTree, ctx: LandContext): Promise<string | undefined> {
  let found: SecretFinding[]
  try {
    found = await findSecrets(work, ctx.secrets ?? [], ctx.signal)
  } catch (error) {
    stopIfCancelled(ctx)
    return `The changes could not be checked for secrets (${messageOf(error)}), so no patch was written and nothing was committed or pushed.`
  }
  if (found.length === 0) return undefined
  const names = [...new Set(found.flatMap((f) => f.secrets))]
  const files = found.map((f) => f.path)
  return `The changes hold ${names.join(' and ')} (in ${files.slice(0, 10).join(', ')}${files.length > 10 ? `, and ${String(files.length - 10)} more` : ''}): no patch was written and nothing was committed or pushed. Remove the secret from ${files.length === 1 ? 'that file' : 'those files'}, and rotate it: the agent had it.`
}

/** The patch; a problem with it is a warning (the run and a requested push go on without it). */
async function writeThePatch(
  work: WorkTree,
  ctx: LandContext,
  out: Landing,
  log: (line: string) => void
): Promise<void> {
  const limit = ctx.patchMaxBlobBytes ?? PATCH_MAX_BLOB_BYTES
  try {
    const patch = await writePatch(work, ctx.runner.temp, limit, ctx.signal)
    out.files = patch.files
    if (patch.file !== '') {
      out.patch = patch.file
      out.patchFile = patch.own
      log(`The changes (${String(patch.files.length)} files) are in the patch ${patch.file}.`)
    }
    if (patch.omitted.length > 0) {
      out.warnings.push(
        `The patch leaves out ${patch.omitted.slice(0, 5).join(', ')}${patch.omitted.length > 5 ? ', …' : ''}: over ${String(Math.round(limit / 1048576))} MiB, too large to diff; git apply will not recreate ${patch.omitted.length === 1 ? 'it' : 'them'}.`
      )
    }
  } catch (error) {
    stopIfCancelled(ctx)
    out.warnings.push(`The patch could not be written: ${messageOf(error)}`)
  }
}

/** A cancel from the runner ends the landing where it is: nothing more is written or pushed. */
function stopIfCancelled(ctx: LandContext): void {
  if (ctx.signal?.aborted === true)
    throw new ReasonedError(
      'The run was cancelled while the action landed the work; nothing more was written, committed or pushed.',
      'cancelled'
    )
}

/**
 * The action's one commit (commit.ts): the work tree's tree, less the workflow edits unless they
 * are allowed, on top of the start commit. The local repository follows it when HEAD stayed.
 */
function commitTheWork(
  work: WorkTree,
  ctx: LandContext,
  tree: string,
  base: string | undefined,
  out: Landing,
  log: (line: string) => void
): string {
  const workflows = ctx.settings.allowWorkflowChanges === true ? [] : workflowChanges(work)
  const files = workflows.map((c) => c.path)
  const named = `${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}`
  let commit: string
  let stayed: boolean
  try {
    const commitOf = commitTree(work, tree, workflows)
    if (commitOf === base)
      throw new PushError(
        `Not pushed: the only changes are to .github/workflows/ (${named}), which the action leaves out of the commit unless allow-workflow-changes: true. Nothing was committed or pushed.${patchHint(out)}`
      )
    commit = makeCommit(work, ctx.start, commitOf, commitMessage(ctx), ctx.env)
    stayed = headStayed(work, ctx.start)
    if (stayed) followCommit(work, ctx.start, commit)
  } catch (error) {
    if (error instanceof PushError) throw error
    throw new PushError(`The commit could not be made: ${messageOf(error)}.${patchHint(out)}`)
  }
  log(`Committed the changes as ${commit}.`)
  if (files.length > 0)
    out.warnings.push(
      `The agent's edits to .github/workflows/ (${named}) are left out of the commit and the push; the patch has them. Set allow-workflow-changes: true to commit them (the token then needs the workflows permission).`
    )
  if (!stayed)
    out.notes.push(
      `The agent moved HEAD (${work.branch !== undefined ? `now on ${work.branch} at` : 'now at'} ${short(work.head)}; the run started from ${short(ctx.start.head)}). Its own commits and HEAD moves were not pushed: the commit holds the work tree as the patch shows it, on top of the start commit, and the local repository was left as the agent left it.`
    )
  return commit
}

export { GitError }
