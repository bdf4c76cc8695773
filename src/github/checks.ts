/**
 * The `Cursor Agent review` check run: created on the pull request's head commit before the
 * agent starts (in progress), then given the findings as annotations, at most 50 per request as
 * the Checks API allows (each update appends), and completed with the gate's conclusion. Needs
 * `checks: write`.
 */
import type { CheckAnnotation } from '../render/annotations.js'
import type { GitHubClient } from './client.js'

const CHECK_NAME = 'Cursor Agent review'
/** The Checks API takes at most this many annotations per request. */
const ANNOTATIONS_PER_REQUEST = 50

export type CheckConclusion = 'success' | 'failure' | 'cancelled' | 'skipped' | 'neutral'

export class CheckRun {
  private constructor(
    private readonly client: GitHubClient,
    private readonly repo: { owner: string; repo: string },
    readonly id: number,
    readonly url: string
  ) {}

  /** Creates the check run, in progress, on `headSha`. */
  static async create(
    client: GitHubClient,
    repo: { owner: string; repo: string },
    o: { headSha: string; detailsUrl: string }
  ): Promise<CheckRun> {
    const { data } = await client.rest.checks.create({
      ...repo,
      name: CHECK_NAME,
      head_sha: o.headSha,
      status: 'in_progress',
      started_at: new Date().toISOString(),
      ...(o.detailsUrl !== '' ? { details_url: o.detailsUrl } : {}),
      request: { retries: 0 }
    })
    return new CheckRun(client, repo, data.id, data.html_url ?? '')
  }

  /**
   * The annotations in requests of 50 while the run is still in progress, then the completion
   * with the conclusion, title and summary (the caller keeps the summary under 65,535).
   */
  async complete(
    o: {
      conclusion: CheckConclusion
      title: string
      summary: string
      annotations: readonly CheckAnnotation[]
    },
    signal: AbortSignal
  ): Promise<void> {
    const output = (annotations: readonly CheckAnnotation[]) => ({
      title: o.title,
      summary: o.summary,
      ...(annotations.length > 0 ? { annotations: [...annotations] } : {})
    })
    const batches: CheckAnnotation[][] = []
    for (let i = 0; i < o.annotations.length; i += ANNOTATIONS_PER_REQUEST)
      batches.push(o.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST))
    const last = batches.pop() ?? []
    for (const batch of batches)
      await this.client.rest.checks.update({
        ...this.repo,
        check_run_id: this.id,
        output: output(batch),
        request: { signal }
      })
    await this.client.rest.checks.update({
      ...this.repo,
      check_run_id: this.id,
      status: 'completed',
      conclusion: o.conclusion,
      completed_at: new Date().toISOString(),
      output: output(last),
      request: { signal }
    })
  }
}
