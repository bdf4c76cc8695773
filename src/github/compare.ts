/**
 * GitHub's compare of two commits (`GET /repos/{o}/{r}/compare/{base}...{head}`), for a review
 * of the commits pushed since the last one (core/review/scope.ts). Errors are values, never
 * thrown: a compare that fails means a full review, not a failed run.
 *
 * GitHub pages the commits, not the files: "When using pagination: the list of changed files is
 * only shown on the first page of results, and it includes up to 300 changed files for the
 * entire comparison" (REST docs, Compare two commits). So the files come from page 1 (300 of
 * them may mean there were more: `filesCapped`), and the commits from every page, following the
 * `Link` header GitHub sends, up to MAX_PAGES pages. A file without a `patch` is a binary one
 * or one whose diff GitHub would not show. Everything in the answer is checked before use.
 */
import { describeError, statusOf, type GitHubClient } from './client.js'
import { isObject } from '../core/stream/json.js'
import type { CompareOutcome } from '../core/review/scope.js'

/** Commits read per page (GitHub's largest page) and pages at most: 1,000 commits. */
const PER_PAGE = 100
const MAX_PAGES = 10
/** GitHub lists at most this many files of a comparison. */
const COMPARE_FILES_LIMIT = 300

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
const STATUSES = new Set(['ahead', 'identical', 'behind', 'diverged'])

export interface CompareFile {
  path: string
  /** added, removed, modified, renamed, copied, changed, unchanged. */
  status: string
  additions: number
  deletions: number
  /** The old path of a renamed file. */
  previousPath?: string
  /** Undefined for a binary file or one GitHub would not show. */
  patch?: string
}

export interface Comparison {
  status: 'ahead' | 'identical' | 'behind' | 'diverged'
  aheadBy: number
  behindBy: number
  totalCommits: number
  mergeBase: string
  /** The commits of base..head, oldest first (GitHub's chronological order). */
  commits: string[]
  /** False when there were more pages of commits than were read. */
  commitsComplete: boolean
  files: CompareFile[]
  /** GitHub listed COMPARE_FILES_LIMIT files: there may have been more. */
  filesCapped: boolean
}

export type CompareResult =
  | { kind: 'compared'; comparison: Comparison }
  /** 404: GitHub does not know a commit, or they share no history. */
  | { kind: 'missing'; why: string }
  | { kind: 'error'; why: string }

function whole(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined
}

function fileOf(v: unknown): CompareFile | undefined {
  if (!isObject(v)) return undefined
  const { filename, status, additions, deletions, patch, previous_filename: previous } = v
  const adds = whole(additions)
  const dels = whole(deletions)
  if (typeof filename !== 'string' || filename === '' || typeof status !== 'string')
    return undefined
  if (adds === undefined || dels === undefined) return undefined
  return {
    path: filename,
    status,
    additions: adds,
    deletions: dels,
    ...(typeof previous === 'string' && previous !== '' ? { previousPath: previous } : {}),
    ...(typeof patch === 'string' ? { patch } : {})
  }
}

function shasOf(v: unknown): string[] | undefined {
  if (!Array.isArray(v)) return undefined
  const out: string[] = []
  for (const c of v) {
    const sha = isObject(c) ? c.sha : undefined
    if (typeof sha !== 'string' || !SHA.test(sha)) return undefined
    out.push(sha)
  }
  return out
}

/** The first page's facts, or why the answer is not a comparison. */
function firstPage(data: unknown): Omit<Comparison, 'commitsComplete'> | string {
  if (!isObject(data)) return 'the answer is not an object'
  const status = data.status
  if (typeof status !== 'string' || !STATUSES.has(status)) return 'the answer has no known status'
  const aheadBy = whole(data.ahead_by)
  const behindBy = whole(data.behind_by)
  const totalCommits = whole(data.total_commits)
  if (aheadBy === undefined || behindBy === undefined || totalCommits === undefined)
    return 'the answer has no commit counts'
  const mergeBase = isObject(data.merge_base_commit) ? data.merge_base_commit.sha : undefined
  if (typeof mergeBase !== 'string' || !SHA.test(mergeBase)) return 'the answer has no merge base'
  const commits = shasOf(data.commits)
  if (commits === undefined) return 'the answer has no list of commits'
  const rawFiles = data.files ?? []
  if (!Array.isArray(rawFiles)) return 'the answer has no list of files'
  const files: CompareFile[] = []
  for (const f of rawFiles) {
    const file = fileOf(f)
    if (file === undefined) return 'the answer lists a file it does not describe'
    files.push(file)
  }
  return {
    status: status as Comparison['status'],
    aheadBy,
    behindBy,
    totalCommits,
    mergeBase,
    commits,
    files,
    filesCapped: files.length >= COMPARE_FILES_LIMIT
  }
}

/** Whether GitHub's `Link` header names a next page. */
function hasNext(headers: Record<string, unknown>): boolean {
  const link = headers.link
  return typeof link === 'string' && /rel="next"/.test(link)
}

/** Compares `base` with `head` (both commit SHAs) in `owner/repo`. Never throws. */
export async function compareCommits(
  client: GitHubClient,
  o: { owner: string; repo: string; base: string; head: string }
): Promise<CompareResult> {
  if (!SHA.test(o.base) || !SHA.test(o.head))
    return { kind: 'error', why: 'only two commit SHAs are compared' }
  const ask = (page: number) =>
    client.rest.repos.compareCommitsWithBasehead({
      owner: o.owner,
      repo: o.repo,
      basehead: `${o.base}...${o.head}`,
      per_page: PER_PAGE,
      page
    })
  try {
    const first = await ask(1)
    const facts = firstPage(first.data)
    if (typeof facts === 'string') return { kind: 'error', why: facts }
    let more = hasNext(first.headers)
    let page = 1
    while (more && page < MAX_PAGES && facts.commits.length < facts.totalCommits) {
      page++
      const next = await ask(page)
      const shas = isObject(next.data) ? shasOf(next.data.commits) : undefined
      if (shas === undefined)
        return { kind: 'error', why: `page ${String(page)} has no list of commits` }
      facts.commits.push(...shas)
      more = hasNext(next.headers) && shas.length > 0
    }
    return {
      kind: 'compared',
      comparison: { ...facts, commitsComplete: facts.commits.length >= facts.totalCommits }
    }
  } catch (error) {
    const why = describeError(error)
    return statusOf(error) === 404 ? { kind: 'missing', why } : { kind: 'error', why }
  }
}

/** The compare as review-scope.ts reads it. */
export function compareOutcome(result: CompareResult): CompareOutcome {
  if (result.kind === 'missing') return { kind: 'missing' }
  if (result.kind === 'error') return { kind: 'error', why: result.why }
  const c = result.comparison
  return { kind: 'compared', status: c.status, aheadBy: c.aheadBy }
}

/**
 * The merge base of `base` and `head` as GitHub's compare names it (one page, one commit: only
 * `merge_base_commit` is read); undefined when GitHub cannot say. Never throws.
 */
export async function mergeBaseOf(
  client: GitHubClient,
  o: { owner: string; repo: string; base: string; head: string; signal?: AbortSignal }
): Promise<string | undefined> {
  if (!SHA.test(o.base) || !SHA.test(o.head)) return undefined
  try {
    const { data } = await client.rest.repos.compareCommitsWithBasehead({
      owner: o.owner,
      repo: o.repo,
      basehead: `${o.base}...${o.head}`,
      per_page: 1,
      page: 1,
      ...(o.signal !== undefined ? { request: { signal: o.signal } } : {})
    })
    const sha: unknown = isObject(data.merge_base_commit) ? data.merge_base_commit.sha : undefined
    return typeof sha === 'string' && SHA.test(sha) ? sha : undefined
  } catch {
    return undefined
  }
}
