/**
 * Landing the agent's work, after the run, by the action and never by the agent: a patch always,
 * and on request a commit pushed with a lease and a pull request.
 *
 * - The patch and the commit are measured from the commit the run started from, so commits the
 *   agent made itself are kept and counted. Both come from the work tree as worktree.ts reads it
 *   (a tree built in a private index), so ignored files stay out and the user's index is only
 *   replaced once a commit is made.
 * - The push runs from an empty bare repository of ours under RUNNER_TEMP that borrows the
 *   workspace's objects (git alternates): the workspace's `.git/config`, which the agent could
 *   write, is never read by the command that holds the token. The remote URL is the one `origin`
 *   had before the run, so an agent that rewrote it cannot redirect the token. The token travels
 *   as an `http.extraheader` in that one process's environment (GIT_CONFIG_KEY/VALUE), never on a
 *   command line (world-readable in /proc) and never in a config file.
 * - A push to the PR's head branch carries a lease (the remote head must still be the start
 *   commit); if the head moved, the work goes to a new branch instead and the notes say why. The
 *   push is verified with `ls-remote`.
 */ import { GitError } from './git.js'
import { readWorkTree, type WorkTree } from './worktree.js'
import { messageOf } from '../core/errors.js'
import { commitMessage, patchHint, PushError, type LandContext, type Landing } from './landing.js'
import { PATCH_MAX_BLOB_BYTES, writePatch } from './patch.js'
import { pushWork } from './push.js'

export {
  commitMessage,
  PushError,
  type LandContext,
  type Landing,
  type LandSettings,
  type OpenPull
} from './landing.js'
export { failureText } from './push.js'

const IDENTITY = {
  name: 'Cursor Agent',
  email: 'cursor-agent-action@users.noreply.github.com'
} as const

/** The branch for work that cannot go to the PR's head: `<prefix><run id>-<run attempt>`. */

export async function land(ctx: LandContext): Promise<Landing> {
  const out: Landing = { notes: [], warnings: [], anchors: new Map(), files: [] }
  const log = ctx.log ?? (() => undefined)
  let work: WorkTree
  try {
    work = ctx.work ?? (await readWorkTree(ctx.start, ctx.env))
  } catch (error) {
    // git could not read the work tree (an unreadable file, a broken .git/config): without a
    // push this costs only the patch; with one, the step fails as a push would.
    const message = `git could not collect the changes: ${messageOf(error)}`
    if (ctx.settings.push) throw new PushError(`${message}. Nothing was committed or pushed.`)
    out.warnings.push(`${message}. No patch was written.`)
    return out
  }
  if (work.tree === undefined && work.problem !== undefined) {
    // git could not build the tree (the comparison still lists what status saw).
    if (ctx.work === undefined) work.dispose()
    const message = `git could not collect the changes: ${work.problem}`
    if (ctx.settings.push) throw new PushError(`${message}. Nothing was committed or pushed.`)
    out.warnings.push(`${message}. No patch was written.`)
    return out
  }
  if (work.problem !== undefined)
    out.warnings.push(
      `git left some files out of the patch${ctx.settings.push ? ' and the commit' : ''}: ${work.problem}`
    )
  try {
    try {
      const patch = writePatch(work, ctx.env, ctx.patchMaxBlobBytes ?? PATCH_MAX_BLOB_BYTES)
      out.files = patch.files
      if (patch.file !== '') {
        out.patch = patch.file
        out.patchFile = patch.own
        log(`The changes (${String(patch.files.length)} files) are in the patch ${patch.file}.`)
      }
      if (patch.omitted.length > 0) {
        out.warnings.push(
          `The patch leaves out ${patch.omitted.slice(0, 5).join(', ')}${patch.omitted.length > 5 ? ', …' : ''}: over ${String(Math.round((ctx.patchMaxBlobBytes ?? PATCH_MAX_BLOB_BYTES) / 1048576))} MiB, too large to diff; git apply will not recreate ${patch.omitted.length === 1 ? 'it' : 'them'}.`
        )
      }
    } catch (error) {
      // The patch is a convenience: the run and a requested push go on without it.
      out.warnings.push(`The patch could not be written: ${messageOf(error)}`)
    }
    if (!ctx.settings.push) {
      if (ctx.settings.openPr)
        out.warnings.push('open-pr needs push: true; no pull request was opened.')
      return out
    }
    if (ctx.pull?.fork === true) {
      out.warnings.push(
        `Not pushed: the pull request comes from a fork (${ctx.pull.headRepo}), which this workflow's token cannot write to.${out.patch !== undefined ? ` The patch is kept at ${out.patch}.` : ''}`
      )
      return out
    }
    const tree = work.tree
    const headTree =
      work.head !== undefined && tree !== undefined
        ? work.git.run(['rev-parse', `${work.head}^{tree}`]).trim()
        : undefined
    if (tree === undefined || (work.head === ctx.start.head && headTree === tree)) {
      out.notes.push('Nothing changed: no commit was made and nothing was pushed.')
      return out
    }
    let commit = work.head
    if (headTree !== tree) {
      try {
        commit = makeCommit(work, tree, ctx)
      } catch (error) {
        throw new PushError(`The commit could not be made: ${messageOf(error)}.${patchHint(out)}`)
      }
      log(`Committed the changes as ${commit}.`)
    } else {
      out.notes.push("The agent's own commits are pushed as they are (no changes left to commit).")
    }
    if (commit === undefined) return out
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

function makeCommit(work: WorkTree, tree: string, ctx: LandContext): string {
  const who = {
    GIT_AUTHOR_NAME: ctx.env.GIT_AUTHOR_NAME ?? IDENTITY.name,
    GIT_AUTHOR_EMAIL: ctx.env.GIT_AUTHOR_EMAIL ?? IDENTITY.email,
    GIT_COMMITTER_NAME: ctx.env.GIT_COMMITTER_NAME ?? IDENTITY.name,
    GIT_COMMITTER_EMAIL: ctx.env.GIT_COMMITTER_EMAIL ?? IDENTITY.email
  }
  const parents = work.head !== undefined ? ['-p', work.head] : []
  const commit = work.git
    .run(['commit-tree', tree, ...parents, '-F', '-'], {
      input: commitMessage(ctx),
      env: who
    })
    .trim()
  // The branch (or a detached HEAD) moves to the commit, and the index matches it, as after a
  // `git commit -a`; the old value guards against anything having moved HEAD meanwhile.
  work.git.run([
    'update-ref',
    '-m',
    'cursor-agent-action: commit',
    'HEAD',
    commit,
    work.head ?? '0'.repeat(commit.length)
  ])
  work.adopt()
  return commit
}

export { GitError }
