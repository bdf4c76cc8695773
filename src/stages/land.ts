/**
 * Landing the work as a stage of the pipeline, after a run that was not cancelled: the patch
 * always; commit, push and pull request when the settings ask and the run succeeded. The stage
 * decides what is asked and composes the adapters it is handed: the repository around the run
 * (git/workspace.ts: the start point and the work tree read after the run, where the landing is
 * kept for the outputs), git's landing (git/land.ts: secrets check, patch, commit, push) and the
 * API (github/access.ts: opening the pull request). What happened is said in the notebook.
 * Throws PushError (→ push_failed) when a push was asked for and did not happen for any reason
 * but "nothing changed" (issue 19): a folder that is no repository, a fork, a secret in the work…
 */
import type { RunReport } from '../core/stream/report.js'
import { land, PushError, type LandContext, type Landing } from '../git/land.js'
import type { Repos } from '../git/git.js'
import { withoutValue, type Workspace } from '../git/workspace.js'
import type { GitHubAccess, PullContext } from '../github/access.js'
import type { RunContext } from './context.js'

/** The adapters the landing composes, handed in by main.ts. */
export interface LandAdapters {
  /** The repository around the run: where it started, the work tree after it. */
  workspace: Workspace
  /** Opens the pull request (made on first use with the job's token). */
  github: Pick<GitHubAccess, 'opener'>
  /** The repositories opened after the run (git/git.ts): one reading of each one's config. */
  repos: Repos
}

/** What the run gives the landing. */
export interface LandRun {
  /** The run's prompt (the bot's or the review's, around the input's). */
  prompt: string
  /**
   * What the commit and the pull request are titled by: the commenter's request on the bot (its
   * first line; a request of nothing but the phrase gives the default title, never the heading
   * or the standing prompt of the prompt the bot built), else the prompt.
   */
  title?: string
  succeeded: boolean
  /** The finished report: the commit message and the pull request quote its texts. */
  report: RunReport
  /** The event's pull request (github/access.ts): where a push may go, the issue it closes. */
  pr: PullContext
}

type LandStageContext = Pick<RunContext, 'settings' | 'env' | 'redact' | 'book' | 'log' | 'signals'>

export async function landWork(
  ctx: LandStageContext,
  adapters: LandAdapters,
  run: LandRun
): Promise<void> {
  const { settings, redact, book } = ctx
  const { workspace } = adapters
  const token = settings.githubToken
  const start = workspace.start
  const push = settings.push && run.succeeded
  if (start === undefined) {
    if (push)
      throw new PushError(
        `push: true, but ${settings.workingDirectory} is not in a git repository (or git could not read it before the run), so nothing was committed or pushed. Check the repository out first (actions/checkout) and run the action in it.`
      )
    return
  }
  if (settings.push && !run.succeeded)
    book.note('Not pushed: the run did not succeed; the patch has the changes.')
  const { report, pr } = run
  const openPr = push && settings.openPr
  const landing: LandContext = {
    start,
    work: workspace.afterRun(),
    settings: {
      push,
      openPr,
      commitMessage: settings.commitMessage,
      branchPrefix: settings.branchPrefix,
      allowWorkflowChanges: settings.allowWorkflowChanges
    },
    env: withoutValue(ctx.env.raw, token),
    runner: ctx.env,
    repos: adapters.repos,
    token,
    pull: pr.pull,
    pullUnknown: pr.unknown,
    // The runner's own tokens too: the agent can read them from our /proc/<pid>/environ, and
    // one in a pushed commit is usable by anyone while the job runs (the cache, the artifacts).
    secrets: [
      { name: 'the Cursor API key', value: settings.apiKey },
      { name: 'the GitHub token', value: token },
      {
        name: 'the runner token ACTIONS_RUNTIME_TOKEN',
        value: ctx.env.actionsRuntimeToken ?? ''
      },
      {
        name: 'the OIDC request token ACTIONS_ID_TOKEN_REQUEST_TOKEN',
        value: ctx.env.actionsIdTokenRequestToken ?? ''
      }
    ],
    // The issue the run is for (a pull request it opens closes it).
    issue: pr.event?.isPullRequest === false ? pr.event.number : undefined,
    prompt: redact(run.title ?? run.prompt),
    finalMessage: redact(report.finalMessage || (report.result?.text ?? '')),
    sessionId: report.sessionId,
    openPull: openPr ? adapters.github.opener(ctx.env) : undefined,
    log: (line) => ctx.log.write(redact(line)),
    signal: ctx.signals.abort
  }
  const said = (landed: Landing): void => {
    workspace.landed(landed)
    book.note(...landed.notes)
    for (const w of landed.warnings) book.warning(w)
  }
  try {
    said(await land(landing))
  } catch (error) {
    if (error instanceof PushError && error.landing !== undefined) said(error.landing)
    throw error
  } finally {
    workspace.release()
  }
}
