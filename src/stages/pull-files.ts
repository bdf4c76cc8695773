/**
 * The pull request's files for a review (stages/review.ts): GitHub's list (github/pulls.ts, at
 * most 3,000 files); when that list is cut, the rest from the job's checkout (git/pull-diff.ts),
 * where `git diff` has no such limit. When the checkout cannot give them, the review goes on with
 * the files listed, and `leftOut` says which were not reviewed (named from GitHub's trees,
 * github/trees.ts, when it can), for the summary and the review's body; such a run is not a
 * review of the whole pull request, so a later re-review does not start from it.
 */
import type { FileDiff } from '../core/review/diff.js'
import type { Unreviewed } from '../core/review/findings.js'
import { listCut, PULL_FILES_LIMIT, unreviewedOf } from '../core/review/pull-files.js'
import type { Repos } from '../git/git.js'
import { readRest } from '../git/pull-diff.js'
import type { GitHubClient } from '../github/client.js'
import { addFile, readPullFiles } from '../github/pulls.js'
import type { Pr } from '../github/review.js'
import { changedPaths } from '../github/trees.js'
import { count, plural } from '../render/format.js'

export interface PullFiles {
  files: FileDiff[]
  patches: Map<string, string>
  /** GitHub's list was cut and the checkout could not give the rest. */
  cut?: Cut
}

export interface Cut {
  /** How many files GitHub listed. */
  listed: number
  /** Every path the list named (a renamed file's old one too). */
  names: ReadonlySet<string>
  /** Why the checkout could not give the rest, as a clause. */
  why: string
}

/** Where the rest is read from: the pull request's two commits and the job's checkout. */
export interface PullSides {
  base: string
  head: string
  /** The pull request's `changed_files`, when GitHub said. */
  changedFiles?: number
  repos: Repos
  workingDirectory: string
  env: NodeJS.ProcessEnv
}

/**
 * Every file of the pull request with its hunks and patch: GitHub's list, and the rest from the
 * checkout when the list is cut and the checkout has them. Throws when GitHub cannot be read.
 */
export async function readPullDiff(
  client: GitHubClient,
  pr: Pr,
  o: PullSides & { info: (line: string) => void }
): Promise<PullFiles> {
  const listing = await readPullFiles(client, pr)
  const listed = listing.files.length
  const whole = { files: listing.files, patches: listing.patches }
  if (!listCut(listed, o.changedFiles)) return whole
  const git = o.repos.open(o.workingDirectory, o.env)
  const rest =
    git === undefined
      ? { kind: 'absent' as const, why: 'the working directory is not in a git repository' }
      : readRest(git, {
          base: o.base,
          head: o.head,
          paths: listing.files.map((f) => f.path),
          listed: listing.names
        })
  if (rest.kind === 'absent')
    return { ...whole, cut: { listed, names: listing.names, why: rest.why } }
  for (const f of rest.files) addFile(listing, f)
  o.info(
    `GitHub listed ${plural(listed, 'file')} of pull request #${String(pr.number)} (it lists ${count(PULL_FILES_LIMIT)} at most): ${rest.files.length === 0 ? 'the checkout has no more' : `the other ${plural(rest.files.length, 'file')} were read from the checkout`}.`
  )
  return whole
}

/**
 * The files a review of a cut list did not see: the changed paths GitHub's trees name that the
 * list did not, else as many as `changed_files` says. Undefined when none was left out.
 */
export async function leftOut(
  client: GitHubClient,
  pr: Pr,
  o: { cut: Cut; base: string; head: string; changedFiles?: number }
): Promise<Unreviewed | undefined> {
  const changed = await changedPaths(client, pr, { base: o.base, head: o.head })
  return unreviewedOf({
    listed: o.cut.listed,
    ...(o.changedFiles !== undefined ? { changedFiles: o.changedFiles } : {}),
    ...(changed !== undefined ? { named: changed.filter((p) => !o.cut.names.has(p)) } : {})
  })
}

/** The warning of a review that did not see every file. */
export function leftOutWarning(u: Unreviewed, cut: Cut, number: number): string {
  const what =
    u.count !== undefined
      ? `${plural(u.count, 'file')} of it ${u.count === 1 ? 'was' : 'were'} not reviewed`
      : 'any file of it past those GitHub listed was not reviewed'
  const named = u.paths.length > 0 ? ' (the summary and the review name them)' : ''
  return `GitHub lists at most ${count(PULL_FILES_LIMIT)} files of a pull request, and the job's checkout could not give the rest of #${String(number)} (${cut.why}): ${what}${named}. This review is not one of the whole pull request: a later re-review does not start from it. A checkout with the pull request's history (actions/checkout with fetch-depth: 0) gives the rest.`
}
