/**
 * The paths a pull request changes, from GitHub's trees (`GET /repos/{o}/{r}/git/trees/{sha}
 * ?recursive=1`) of the merge base and the head: what names the files past the 3,000 that
 * GitHub's list of a pull request holds when the job's checkout cannot give them. A tree GitHub
 * cut (`truncated`: more than 100,000 entries or 7 MB), an answer that is not a tree, or an
 * error leaves the paths unknown. Never throws.
 */
import { isObject } from '../core/stream/json.js'
import { treeChanges, type TreeEntry } from '../core/review/pull-files.js'
import type { GitHubClient } from './client.js'
import { mergeBaseOf } from './compare.js'
import type { Pr } from './review.js'

/** Each request here may take this long (GitHub itself gives up after 10 s). */
const REQUEST_MS = 30_000

function entryOf(v: unknown): TreeEntry | undefined {
  if (!isObject(v)) return undefined
  const { path, mode, type, sha } = v
  if (typeof path !== 'string' || path === '' || typeof mode !== 'string') return undefined
  if (typeof type !== 'string' || typeof sha !== 'string') return undefined
  return { path, mode, type, sha }
}

/** The whole tree of a commit, or undefined (cut, not a tree, or an error). */
async function treeOf(client: GitHubClient, pr: Pr, sha: string): Promise<TreeEntry[] | undefined> {
  try {
    const { data } = await client.rest.git.getTree({
      owner: pr.owner,
      repo: pr.repo,
      tree_sha: sha,
      recursive: 'true',
      request: { signal: AbortSignal.timeout(REQUEST_MS) }
    })
    const answer: unknown = data
    if (!isObject(answer) || answer.truncated !== false || !Array.isArray(answer.tree))
      return undefined
    const entries: TreeEntry[] = []
    for (const raw of answer.tree) {
      const entry = entryOf(raw)
      if (entry === undefined) return undefined
      entries.push(entry)
    }
    return entries
  } catch {
    return undefined
  }
}

/** The paths the pull request from `base` to `head` changes, in path order; undefined when unknown. */
export async function changedPaths(
  client: GitHubClient,
  pr: Pr,
  o: { base: string; head: string }
): Promise<string[] | undefined> {
  const mergeBase = await mergeBaseOf(client, {
    owner: pr.owner,
    repo: pr.repo,
    base: o.base,
    head: o.head,
    signal: AbortSignal.timeout(REQUEST_MS)
  })
  if (mergeBase === undefined) return undefined
  const [before, after] = await Promise.all([
    treeOf(client, pr, mergeBase),
    treeOf(client, pr, o.head)
  ])
  return before === undefined || after === undefined ? undefined : treeChanges(before, after)
}
