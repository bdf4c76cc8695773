/**
 * The compare side of the loopback GitHub (github-server.ts delegates the route here):
 * `GET /repos/{o}/{r}/compare/{base}...{head}`, computed with git from a real repository the
 * test gives (`compare.repository = dir`), the way GitHub answers it:
 * - `status` `ahead`, `behind`, `identical` or `diverged` from `git rev-list --count` both ways,
 *   `ahead_by`, `behind_by`, `total_commits` (= ahead_by), `merge_base_commit` (git merge-base),
 *   `base_commit`, and `url` (Octokit's paginator leaves an answer with one alone);
 * - `commits`: base..head, oldest first. Without `page`/`per_page`, the newest 250; with them,
 *   pages of `per_page` (default 30, at most 100) with real `Link` headers;
 * - `files`: the diff from the merge base to the head (three dots), renames detected, each with
 *   its `patch` from the first hunk on (none for a binary file), at most 300, and only on the
 *   first page ("The list of changed files is only shown on the first page of results, and it
 *   includes up to 300 changed files for the entire comparison": GitHub's REST docs);
 * - 404 `Not Found` for a ref or commit the repository does not have, and GitHub's 404 "No
 *   common ancestor between …" for two unrelated histories.
 *
 * And `GET /repos/{o}/{r}/git/trees/{sha}` from the same repository: the tree of a commit or tree,
 * its top level, or with `recursive` (any value, as GitHub reads it) every blob, tree and
 * submodule below it; past `treeLimit` entries (GitHub's 100,000) the list is cut and
 * `truncated` is true.
 */
import { execFileSync } from 'node:child_process'
import type { GitHubServer } from './github-server.js'

type Answer = [number, unknown, Record<string, string>?]

const SERVER = 'http://github.test'
const FILES_LIMIT = 300
const UNPAGED_COMMITS = 250
const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
const NAME_STATUS: Record<string, string> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'changed'
}

interface FileEntry {
  filename: string
  previous_filename?: string
  status: string
  additions: number
  deletions: number
  binary: boolean
}

export class CompareApi {
  /** The git repository whose history is compared; none: every compare answers 404. */
  repository: string | undefined
  /** Entries of a recursive tree GitHub lists at most (then `truncated`). */
  treeLimit = 100_000

  constructor(private readonly host: GitHubServer) {}

  private git(...args: string[]): string {
    return execFileSync('git', ['-C', this.repository ?? '.', ...args], {
      encoding: 'utf8',
      env: GIT_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024
    })
  }

  /** The commit a ref or SHA names, or undefined (GitHub's 404). */
  private commit(ref: string): string | undefined {
    if (this.repository === undefined || !/^[A-Za-z0-9._/][A-Za-z0-9._/-]*$/.test(ref))
      return undefined
    try {
      return this.git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`).trim()
    } catch {
      return undefined
    }
  }

  /** The tree a commit, tree or ref names, or undefined (GitHub's 404). */
  private treeOf(ref: string): string | undefined {
    if (this.repository === undefined || !/^[A-Za-z0-9._/][A-Za-z0-9._/-]*$/.test(ref))
      return undefined
    try {
      return this.git('rev-parse', '--verify', '--quiet', `${ref}^{tree}`).trim()
    } catch {
      return undefined
    }
  }

  /** The commits as GitHub shows them, in the order given: one git process for all. */
  private commitsJson(shas: readonly string[]): Record<string, unknown>[] {
    if (shas.length === 0) return []
    const out = this.git(
      'log',
      '--no-walk=unsorted',
      '--format=%H%x00%P%x00%an%x00%ae%x00%aI%x00%s%x01',
      ...shas
    )
    const repo = `${this.host.owner}/${this.host.repo}`
    return out
      .split('\x01')
      .map((r) => r.replace(/^\n/, ''))
      .filter((r) => r !== '' && r !== '\n')
      .map((r) => {
        const [sha = '', parents = '', name = '', email = '', date = '', subject = ''] =
          r.split('\0')
        return {
          sha,
          node_id: `C_${sha.slice(0, 12)}`,
          url: `${this.host.url}/repos/${repo}/commits/${sha}`,
          html_url: `${SERVER}/${repo}/commit/${sha}`,
          commit: {
            message: subject,
            author: { name, email, date },
            committer: { name, email, date }
          },
          parents: parents
            .split(' ')
            .filter((p) => p !== '')
            .map((p) => ({ sha: p }))
        }
      })
  }

  /** The changed files from `base` to `head` (renames detected), in git's order. */
  private files(base: string, head: string): FileEntry[] {
    const status = this.git('diff', '--name-status', '-z', '-M', base, head).split('\0')
    const numstat = this.git('diff', '--numstat', '-z', '-M', base, head).split('\0')
    const out: FileEntry[] = []
    let s = 0
    let n = 0
    while (s < status.length - 1) {
      const code = status[s++] ?? ''
      const kind = NAME_STATUS[code.charAt(0)] ?? 'modified'
      const renamed = code.startsWith('R') || code.startsWith('C')
      const first = status[s++] ?? ''
      const second = renamed ? (status[s++] ?? '') : undefined
      // numstat -z: "adds\tdels\tpath\0", or "adds\tdels\t\0old\0new\0" for a rename.
      const [adds = '0', dels = '0', path = ''] = (numstat[n++] ?? '').split('\t')
      if (path === '') n += 2
      out.push({
        filename: second ?? first,
        ...(second !== undefined ? { previous_filename: first } : {}),
        status: kind,
        additions: adds === '-' ? 0 : Number(adds),
        deletions: dels === '-' ? 0 : Number(dels),
        binary: adds === '-'
      })
    }
    return out
  }

  /** Each file's patch as GitHub shows it: from its first `@@` line on, without the last newline. */
  private patches(base: string, head: string): string[] {
    const diff = this.git('diff', '-M', '--no-color', '--no-ext-diff', base, head)
    return diff
      .split(/^diff --git /m)
      .slice(1)
      .map((block) => {
        const at = block.search(/^@@ /m)
        return at === -1 ? '' : block.slice(at).replace(/\n$/, '')
      })
  }

  /** GET /repos/{o}/{r}/compare/{basehead}. */
  answer(basehead: string, query: Record<string, string>, path: string): Answer {
    const notFound: Answer = [
      404,
      {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest/commits/commits#compare-two-commits',
        status: '404'
      }
    ]
    const parts = decodeURIComponent(basehead).split('...')
    if (parts.length !== 2) return notFound
    const [baseRef = '', headRef = ''] = parts
    const base = this.commit(baseRef)
    const head = this.commit(headRef)
    if (base === undefined || head === undefined) return notFound
    let mergeBase: string
    try {
      mergeBase = this.git('merge-base', base, head).trim()
    } catch {
      return [404, { message: `No common ancestor between ${baseRef} and ${headRef}.` }]
    }
    const aheadBy = Number(this.git('rev-list', '--count', `${base}..${head}`).trim())
    const behindBy = Number(this.git('rev-list', '--count', `${head}..${base}`).trim())
    const status =
      aheadBy > 0 && behindBy > 0
        ? 'diverged'
        : aheadBy > 0
          ? 'ahead'
          : behindBy > 0
            ? 'behind'
            : 'identical'
    const all = this.git('rev-list', '--reverse', `${base}..${head}`)
      .split('\n')
      .filter((l) => l !== '')
    const paged = query.page !== undefined || query.per_page !== undefined
    const perPage = Math.min(Math.max(Number(query.per_page ?? 30) || 30, 1), 100)
    const page = Math.max(Number(query.page ?? 1) || 1, 1)
    const commits = paged
      ? all.slice((page - 1) * perPage, page * perPage)
      : all.slice(-UNPAGED_COMMITS)
    const headers: Record<string, string> = {}
    if (paged) {
      const last = Math.max(Math.ceil(all.length / perPage), 1)
      const link = (p: number, rel: string): string =>
        `<${this.host.url}${path}?per_page=${String(perPage)}&page=${String(p)}>; rel="${rel}"`
      const links: string[] = []
      if (page > 1) links.push(link(page - 1, 'prev'))
      if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
      if (page > 1) links.push(link(1, 'first'))
      if (links.length > 0) headers.link = links.join(', ')
    }
    const repo = `${this.host.owner}/${this.host.repo}`
    const data: Record<string, unknown> = {
      url: `${this.host.url}/repos/${repo}/compare/${baseRef}...${headRef}`,
      html_url: `${SERVER}/${repo}/compare/${baseRef}...${headRef}`,
      permalink_url: `${SERVER}/${repo}/compare/${base}...${head}`,
      diff_url: `${SERVER}/${repo}/compare/${baseRef}...${headRef}.diff`,
      patch_url: `${SERVER}/${repo}/compare/${baseRef}...${headRef}.patch`,
      base_commit: this.commitsJson([base])[0],
      merge_base_commit: this.commitsJson([mergeBase])[0],
      status,
      ahead_by: aheadBy,
      behind_by: behindBy,
      total_commits: aheadBy,
      commits: this.commitsJson(commits)
    }
    if (page === 1) {
      const files = this.files(mergeBase, head)
      const patches = this.patches(mergeBase, head)
      data.files = files.slice(0, FILES_LIMIT).map((f, i) => ({
        filename: f.filename,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        changes: f.additions + f.deletions,
        blob_url: `${SERVER}/${repo}/blob/${head}/${f.filename}`,
        raw_url: `${SERVER}/${repo}/raw/${head}/${f.filename}`,
        ...(f.previous_filename !== undefined ? { previous_filename: f.previous_filename } : {}),
        ...(!f.binary && (patches[i] ?? '') !== '' ? { patch: patches[i] } : {})
      }))
    }
    return [200, data, headers]
  }

  /** GET /repos/{o}/{r}/git/trees/{sha}. */
  tree(sha: string, query: Record<string, string>): Answer {
    const treeSha = this.treeOf(sha)
    if (treeSha === undefined)
      return [
        404,
        {
          message: 'Not Found',
          documentation_url: 'https://docs.github.com/rest/git/trees#get-a-tree',
          status: '404'
        }
      ]
    const recursive = query.recursive !== undefined
    const out = this.git('ls-tree', '-z', '-l', ...(recursive ? ['-r', '-t'] : []), treeSha)
    const repo = `${this.host.url}/repos/${this.host.owner}/${this.host.repo}`
    const entries = out
      .split('\0')
      .filter((r) => r !== '')
      .map((r) => {
        // "<mode> <type> <sha> <size>\t<path>"; size is "-" for a tree or submodule.
        const tab = r.indexOf('\t')
        const [mode = '', type = '', id = '', size = '-'] = r.slice(0, tab).trim().split(/\s+/)
        const kind = type === 'blob' ? 'blobs' : type === 'tree' ? 'trees' : 'commits'
        return {
          path: r.slice(tab + 1),
          mode,
          type,
          sha: id,
          ...(type === 'blob' ? { size: Number(size) } : {}),
          url: `${repo}/git/${kind}/${id}`
        }
      })
    return [
      200,
      {
        sha: treeSha,
        url: `${repo}/git/trees/${treeSha}`,
        tree: entries.slice(0, this.treeLimit),
        truncated: entries.length > this.treeLimit
      }
    ]
  }
}
