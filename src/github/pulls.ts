/**
 * Pull requests: opening one for work pushed to a new branch, and reading one's files for a
 * review. The caller passes its Octokit (the bot's client, with retry and throttling); for the
 * opening only the one endpoint used is typed, so a test can hand in the client pointed at a
 * local fake API.
 */
import { fileDiffOf, type ChangedFile } from '../core/review/pull-files.js'
import type { FileDiff } from '../core/review/diff.js'
import { NO_RETRY, type GitHubClient } from './client.js'
import type { Pr } from './review.js'

/** Opens a pull request and returns its URL (git/land.ts calls it after the push). */
export type OpenPull = (request: {
  head: string
  base: string
  title: string
  body: string
}) => Promise<string>

export interface PullsApi {
  rest: {
    pulls: {
      create: (params: {
        owner: string
        repo: string
        head: string
        base: string
        title: string
        body: string
        maintainer_can_modify?: boolean
        request?: { retries: number }
      }) => Promise<{ data: { html_url: string } }>
    }
  }
}

/** An OpenPull for `owner/name`; it throws with the API's message when GitHub says no. */
export function pullOpener(api: PullsApi, repository: string): OpenPull {
  const [owner = '', repo = ''] = repository.split('/')
  return async ({ head, base, title, body }) => {
    if (owner === '' || repo === '')
      throw new Error(`GITHUB_REPOSITORY is not owner/name: ${JSON.stringify(repository)}`)
    // A create is not retried blindly: a 5xx may have stored it (see NO_RETRY).
    const response = await api.rest.pulls.create({
      owner,
      repo,
      head,
      base,
      title,
      body,
      ...NO_RETRY
    })
    return response.data.html_url
  }
}

/** A pull request's files as GitHub lists them, with each file's patch. */
export interface PullListing {
  files: FileDiff[]
  patches: Map<string, string>
  /** Every path the list names: each file's, and a renamed file's old one. */
  names: Set<string>
}

/**
 * Every file GitHub lists of the pull request (every page), with its hunks: at most 3,000
 * (core/review/pull-files.ts says when the list is cut). Throws when GitHub cannot be read.
 */
export async function readPullFiles(client: GitHubClient, pr: Pr): Promise<PullListing> {
  const listing: PullListing = { files: [], patches: new Map(), names: new Set() }
  const pages = client.paginate.iterator(client.rest.pulls.listFiles, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100
  })
  for await (const page of pages)
    for (const f of page.data) {
      const file: ChangedFile = {
        path: f.filename,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        ...(f.patch !== undefined ? { patch: f.patch } : {})
      }
      addFile(listing, file)
      if (typeof f.previous_filename === 'string') listing.names.add(f.previous_filename)
    }
  return listing
}

/** A file into the listing: its diff, its patch and its name. */
export function addFile(listing: PullListing, f: ChangedFile): void {
  if (f.patch !== undefined) listing.patches.set(f.path, f.patch)
  listing.files.push(fileDiffOf(f))
  listing.names.add(f.path)
}
