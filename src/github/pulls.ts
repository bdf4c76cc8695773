/**
 * Opening the pull request for work pushed to a new branch. The caller passes its Octokit (the
 * bot's client, with retry and throttling); only the one endpoint used here is typed, so a test
 * can hand in the client pointed at a local fake API.
 */
import { NO_RETRY } from './client.js'
import type { OpenPull } from './access.js'

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
