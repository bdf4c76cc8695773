/**
 * Landing the work as a stage of the pipeline, after a run that was not cancelled: the patch
 * always; commit, push and pull request when the settings ask and the run succeeded. The stage
 * decides what is asked and composes the adapters it is handed: the repository around the run
 * (git/workspace.ts: the start point and the work tree read after the run, where the landing is
 * kept for the outputs), git's landing (git/land.ts: secrets check, patch, commit, push) and the
 * API (github/access.ts: opening the pull request). What happened is said in the notebook.
 * Throws PushError (→ push_failed) when a push was asked for and did not happen for any reason
 * but "nothing changed" (a green step must mean it landed): a folder that is no repository, a fork, a secret in the work…
 */
import type { RunReport } from '../core/stream/report.js'
import { land, PushError, type LandContext as GitLanding, type Landing } from '../git/land.js'
import type { Repos } from '../git/git.js'
import { withoutValue, type Workspace } from '../git/workspace.js'
import type { StartPoint } from '../git/worktree.js'
import type { PullContext } from '../github/access.js'
import type { RunContext, RunGitHub } from './context.js'

/** What the run gives the landing, besides the context. */
export interface LandRun {
  /** The repository around the run (git/workspace.ts): where it started, the work tree after it. */
  workspace: Workspace
  /** The repositories opened after the run (git/git.ts): one reading of each one's config. */
  repos: Repos
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

/** What the landing reads of the run's context: the prompt, and the API opens the pull request. */
type LandContext = Pick<
  RunContext,
  'settings' | 'prompt' | 'env' | 'redact' | 'book' | 'say' | 'signals'
> & { readonly github: Pick<RunGitHub, 'opener'> }

export async function landWork(ctx: LandContext, run: LandRun): Promise<void> {
  const { settings, book } = ctx
  const { workspace } = run
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
  const said = (landed: Landing): void => {
    workspace.landed(landed)
    book.note(...landed.notes)
    for (const w of landed.warnings) book.warning(w)
  }
  try {
    said(await land(landing(ctx, run, { start, push })))
  } catch (error) {
    if (error instanceof PushError && error.landing !== undefined) said(error.landing)
    throw error
  } finally {
    workspace.release()
  }
}

/** What git's landing (git/land.ts) is handed: the work, what is asked, what it must not push. */
function landing(
  ctx: LandContext,
  run: LandRun,
  o: { start: StartPoint; push: boolean }
): GitLanding {
  const { settings, redact } = ctx
  const { report, pr } = run
  const token = settings.githubToken
  const openPr = o.push && settings.openPr
  return {
    start: o.start,
    work: run.workspace.afterRun(),
    settings: {
      push: o.push,
      openPr,
      commitMessage: settings.commitMessage,
      branchPrefix: settings.branchPrefix,
      allowWorkflowChanges: settings.allowWorkflowChanges
    },
    env: withoutValue(ctx.env.raw, token),
    runner: ctx.env,
    repos: run.repos,
    token,
    pull: pr.pull,
    pullUnknown: pr.unknown,
    secrets: secretsOf(ctx),
    // The issue the run is for (a pull request it opens closes it).
    issue: pr.event?.isPullRequest === false ? pr.event.number : undefined,
    // A request of nothing but the phrase is '' here: the default title, never the prompt the bot
    // built around it (its heading, the standing prompt).
    prompt: redact(run.title ?? ctx.prompt),
    finalMessage: redact(report.finalMessage || (report.result?.text ?? '')),
    sessionId: report.sessionId,
    openPull: openPr ? ctx.github.opener(ctx.env) : undefined,
    log: (line) => ctx.say.line(line),
    signal: ctx.signals.abort
  }
}

/**
 * What must never be pushed: the key, the token, and the runner's own tokens too (the agent can
 * read them from our /proc/<pid>/environ, and one in a pushed commit is usable by anyone while
 * the job runs: the cache, the artifacts).
 */
function secretsOf(ctx: Pick<LandContext, 'settings' | 'env'>): GitLanding['secrets'] {
  return [
    { name: 'the Cursor API key', value: ctx.settings.apiKey },
    { name: 'the GitHub token', value: ctx.settings.githubToken },
    {
      name: 'the runner token ACTIONS_RUNTIME_TOKEN',
      value: ctx.env.actionsRuntimeToken ?? ''
    },
    {
      name: 'the OIDC request token ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      value: ctx.env.actionsIdTokenRequestToken ?? ''
    }
  ]
}
