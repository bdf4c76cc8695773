/**
 * The action's one commit: its parent is the commit the run started from and its tree is the
 * work tree as the patch shows it (the tree worktree.ts built in a private index), less the edits
 * to `.github/workflows/` unless they are allowed. Whatever the agent did to HEAD (its own
 * commits, a reset, another branch checked out) is not part of it: the agent's commits can hold
 * files the patch never shows (a force-added ignored `.env`), and a commit on top of anything but
 * the start would make the push onto the pull request's branch a rewrite of its history.
 *
 * Afterwards the local repository follows the commit only when HEAD is still where the run
 * started (the same commit, the same branch or a detached HEAD): then HEAD's branch moves to the
 * commit and the private index becomes the repository's, as after `git commit -a`, so a later step
 * sees what was pushed. When the agent moved HEAD it is left as the agent left it: moving the
 * branch it is on now would put the pull request's work on another branch (a `git checkout main`
 * makes that `main`), and moving the start branch behind its back would lose its commits from
 * that branch. The pushed commit is in the `commit_sha` output either way.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { StartPoint, TreeChange, WorkTree } from './worktree.js'

/**
 * The folder GitHub runs workflows from, what is in it, and a file or link standing in for it or
 * for `.github` (a link could lead GitHub's reader elsewhere); without regard to case, to be safe.
 */
const WORKFLOWS = /^\.github(?:\/workflows(?:\/|$)|$)/i

const IDENTITY = {
  name: 'Cursor Agent',
  email: 'cursor-agent-action@users.noreply.github.com'
} as const

/** The changes to `.github/workflows/`. */
export function workflowChanges(work: WorkTree): TreeChange[] {
  return work.changes.filter((c) => WORKFLOWS.test(c.path))
}

/**
 * The tree to commit: the work tree's, with `leaveOut` as it was at the start (put back, or
 * removed when it is new), built in an index of its own.
 */
export function commitTree(work: WorkTree, tree: string, leaveOut: readonly TreeChange[]): string {
  if (leaveOut.length === 0) return tree
  const index = path.join(
    work.git.facts.gitDir,
    `index.cursor-agent-commit-${randomBytes(8).toString('hex')}`
  )
  const withIndex = { GIT_INDEX_FILE: index }
  try {
    work.git.run(['read-tree', tree], { env: withIndex })
    const entries = leaveOut.map((c) =>
      /^0+$/.test(c.oldOid) ? `0 ${c.oldOid}\t${c.path}` : `${c.oldMode} ${c.oldOid}\t${c.path}`
    )
    work.git.run(['update-index', '-z', '--index-info'], {
      input: entries.join('\0') + '\0',
      env: withIndex
    })
    return work.git.run(['write-tree'], { env: withIndex }).trim()
  } finally {
    fs.rmSync(index, { force: true })
  }
}

/** The tree of the start commit (the empty tree without one). */
export function startTree(work: WorkTree, start: StartPoint): string {
  return start.head === undefined
    ? work.base
    : work.git.run(['rev-parse', `${start.head}^{tree}`]).trim()
}

/** Makes the commit (see the top) and returns its id. */
export function makeCommit(
  work: WorkTree,
  start: StartPoint,
  tree: string,
  message: string,
  env: NodeJS.ProcessEnv
): string {
  const who = {
    GIT_AUTHOR_NAME: env.GIT_AUTHOR_NAME ?? IDENTITY.name,
    GIT_AUTHOR_EMAIL: env.GIT_AUTHOR_EMAIL ?? IDENTITY.email,
    GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME ?? IDENTITY.name,
    GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL ?? IDENTITY.email
  }
  const parents = start.head !== undefined ? ['-p', start.head] : []
  return work.git
    .run(['commit-tree', tree, ...parents, '-F', '-'], { input: message, env: who })
    .trim()
}

/** HEAD is where the run started: the same commit, on the same branch (or detached as it was). */
export function headStayed(work: WorkTree, start: StartPoint): boolean {
  return work.head === start.head && work.branch === start.checkedOut
}

/**
 * The local repository follows the commit when HEAD stayed (see the top): its branch (or the
 * detached HEAD) moves to it, guarded by the start commit, and the private index, which holds the
 * work tree, becomes the repository's.
 */
export function followCommit(work: WorkTree, start: StartPoint, commit: string): void {
  work.git.run([
    'update-ref',
    '-m',
    'cursor-agent-action: commit',
    'HEAD',
    commit,
    start.head ?? '0'.repeat(commit.length)
  ])
  work.adopt()
}
