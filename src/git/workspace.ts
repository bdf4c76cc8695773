/**
 * What the action does to the repository around the run, in the order main.ts calls it:
 * `before` (start point, integrity snapshot, base-branch config) right before the CLI starts,
 * `after` (config put back, integrity check) as soon as it ended whatever the ending, `changes`
 * (what git sees changed) and `land` (patch, commit, push, pull request) once it was not
 * cancelled, `release` and `outputs` on every exit path.
 * Everything said along the way goes to the run's notebook: plain sentences for the summary and
 * the PR comment, and warnings.
 */
import path from 'node:path'
import { LAND_OUTPUTS } from '../names.js'
import { stillOurs } from '../io/files.js'
import type { Notebook } from '../core/notes.js'
import type { PrBase, PullFacts } from '../core/pull.js'
import type { Settings } from '../core/settings.js'
import { useBaseConfig, type BaseConfig } from './baseconfig.js'
import { checkIntegrity, integritySnapshot, type IntegritySnapshot } from './integrity.js'
import { land, PushError, type Landing, type OpenPull } from './land.js'
import {
  changedFiles,
  readWorkTree,
  startPoint,
  type StartPoint,
  type WorkTree
} from './worktree.js'
import type { GitFileChange } from '../core/files.js'
import type { RunReport } from '../core/report.js'
import { fileLinks } from './links.js'
import { messageOf } from '../core/errors.js'
import type { RunnerEnv } from '../core/ports.js'

export class Workspace {
  start?: StartPoint
  landing?: Landing
  private pull?: PullFacts
  /** Why the event's pull request has no known head (github/access.ts): never pushed. */
  private pullUnknown?: string
  /** The issue the run is for (a pull request it opens closes it). */
  private issue?: number
  private snapshot?: IntegritySnapshot
  private config?: BaseConfig
  private afterDone = false
  /** What the agent changed that a later step's git reads and could not be put back. */
  readonly unrestored: string[] = []
  /** The work tree after the run, read once for the comparison and the landing. */
  private work?: WorkTree

  constructor(
    private readonly book: Notebook,
    private readonly debug: (message: string) => void
  ) {}

  /**
   * Right before the CLI starts. Never throws: a problem here becomes a warning. `pr` is the
   * event's pull request (src/github/pulls.ts), when the event has one.
   */
  before(
    settings: Settings,
    jobEnv: RunnerEnv,
    pr: {
      pull?: PullFacts
      base?: PrBase
      unknown?: string
      event?: { isPullRequest: boolean; number?: number }
    } = {}
  ): void {
    const env = withoutValue(jobEnv.raw, settings.githubToken)
    this.pull = pr.pull
    this.pullUnknown = pr.unknown
    if (pr.event?.isPullRequest === false) this.issue = pr.event.number
    this.guard('reading the repository before the run', () => {
      this.start = startPoint(settings.workingDirectory, env, jobEnv.ref)
    })
    this.guard('the integrity snapshot', () => {
      this.snapshot = integritySnapshot(settings.workingDirectory, env)
    })
    const base = pr.base
    if (base !== undefined)
      this.guard("the base branch's agent configuration", () => {
        this.config = useBaseConfig({
          cwd: settings.workingDirectory,
          env,
          temp: jobEnv.temp,
          base,
          trust: settings.trustPrConfig
        })
        if (this.config !== undefined) {
          this.book.note(...this.config.notes)
          for (const w of this.config.warnings) this.book.warning(w)
        }
      })
  }

  /** As soon as the CLI ended, before anything of ours is written where the agent could reach. */
  after(): void {
    if (this.afterDone) return
    this.afterDone = true
    const config = this.config
    if (config !== undefined)
      this.guard('putting back the pull request configuration', () => {
        this.book.note(...config.restore())
      })
    const snapshot = this.snapshot
    if (snapshot !== undefined)
      this.guard('the integrity check', () => {
        for (const f of checkIntegrity(snapshot)) {
          this.book.warning(f.message)
          if (f.unrestored) this.unrestored.push(f.target)
        }
      })
  }

  /**
   * The files git sees changed since the start (nothing when the directory is not a repository).
   * Reads the work tree after the run once; `land` uses the same reading.
   */
  async changes(
    env: NodeJS.ProcessEnv,
    cwd: string,
    signal?: AbortSignal
  ): Promise<GitFileChange[]> {
    const start = this.start
    if (start === undefined) return []
    try {
      this.work ??= await readWorkTree(start, env, signal)
    } catch (error) {
      this.debug(`reading the work tree after the run: ${messageOf(error)}`)
      return []
    }
    return changedFiles(start, this.work, cwd)
  }

  /**
   * git's view merged into the report (commands write files too), and links to the files read
   * and changed as they are at the job's commit (undefined when git cannot say).
   */
  async compare(
    builder: { mergeGitChange: (c: GitFileChange) => void; live: () => RunReport },
    env: RunnerEnv,
    cwd: string,
    signal?: AbortSignal
  ): Promise<Map<string, string> | undefined> {
    for (const c of await this.changes(env.raw, cwd, signal)) builder.mergeGitChange(c)
    if (signal?.aborted === true) return undefined
    const r = builder.live()
    try {
      return fileLinks([...r.filesChanged.map((c) => c.path), ...r.filesRead], cwd, env)
    } catch (error) {
      this.debug(`git: ${messageOf(error)}`)
      return undefined
    }
  }

  /** Removes the private index of the comparison (a commit may have taken it over). */
  release(): void {
    this.work?.dispose()
    this.work = undefined
  }

  /**
   * The patch always; commit, push and pull request when asked and the run succeeded. Throws
   * PushError (→ push_failed) when a push was asked for and did not happen for any reason but
   * "nothing changed" (issue 19): a folder that is no repository, a fork, a secret in the work…
   */
  async land(o: {
    settings: Settings
    env: RunnerEnv
    succeeded: boolean
    /** The finished report: the commit message and the pull request quote its texts. */
    report: RunReport
    redact: (text: string) => string
    /** Opens a pull request (src/github/access.ts); undefined without an API. */
    openPull?: OpenPull
    /** Where each step's line goes (the live log, which redacts it too). */
    log: { write: (line: string) => void }
    /** The runner's cancel: the landing stops where it is. */
    signal?: AbortSignal
  }): Promise<void> {
    const { report, redact } = o
    const token = o.settings.githubToken
    const start = this.start
    const push = o.settings.push && o.succeeded
    if (start === undefined) {
      if (push)
        throw new PushError(
          `push: true, but ${o.settings.workingDirectory} is not in a git repository (or git could not read it before the run), so nothing was committed or pushed. Check the repository out first (actions/checkout) and run the action in it.`
        )
      return
    }
    if (o.settings.push && !o.succeeded)
      this.book.note('Not pushed: the run did not succeed; the patch has the changes.')
    const landing = await land({
      start,
      work: this.work,
      settings: {
        push,
        openPr: push && o.settings.openPr,
        commitMessage: o.settings.commitMessage,
        branchPrefix: o.settings.branchPrefix,
        allowWorkflowChanges: o.settings.allowWorkflowChanges
      },
      env: withoutValue(o.env.raw, token),
      runner: o.env,
      token,
      pull: this.pull,
      pullUnknown: this.pullUnknown,
      // The runner's own tokens too: the agent can read them from our /proc/<pid>/environ, and
      // one in a pushed commit is usable by anyone while the job runs (the cache, the artifacts).
      secrets: [
        { name: 'the Cursor API key', value: o.settings.apiKey },
        { name: 'the GitHub token', value: token },
        {
          name: 'the runner token ACTIONS_RUNTIME_TOKEN',
          value: o.env.actionsRuntimeToken ?? ''
        },
        {
          name: 'the OIDC request token ACTIONS_ID_TOKEN_REQUEST_TOKEN',
          value: o.env.actionsIdTokenRequestToken ?? ''
        }
      ],
      issue: this.issue,
      prompt: redact(o.settings.prompt),
      finalMessage: redact(report.finalMessage || (report.result?.text ?? '')),
      sessionId: report.sessionId,
      openPull: push && o.settings.openPr ? o.openPull : undefined,
      log: (line) => o.log.write(redact(line)),
      signal: o.signal
    })
      .catch((error: unknown) => {
        if (error instanceof PushError && error.landing !== undefined) {
          this.landing = error.landing
          this.book.note(...error.landing.notes)
          for (const w of error.landing.warnings) this.book.warning(w)
        }
        throw error
      })
      .finally(() => {
        this.release()
      })
    this.landing = landing
    this.book.note(...landing.notes)
    for (const w of landing.warnings) this.book.warning(w)
  }

  /**
   * For the summary's `patchAnchors`: per changed file, keyed by its path relative to the
   * working directory (as in the report's files_changed), a link to its section of the pushed
   * diff on GitHub (`…/compare/START...COMMIT#diff-<sha256 of the repo path>`, the anchor GitHub
   * gives each file). Empty when nothing was pushed: a local patch has no address to link to.
   */
  patchAnchors(cwd: string): Map<string, string> {
    const out = new Map<string, string>()
    const root = this.start?.root
    if (root === undefined || this.landing === undefined) return out
    for (const [repoPath, url] of this.landing.anchors)
      out.set(path.relative(cwd, path.join(root, repoPath)).split(path.sep).join('/'), url)
    return out
  }

  /** The landing outputs; empty strings for what is not known (every exit path sets them). */
  outputs(): Record<string, string> {
    const l = this.landing
    return {
      [LAND_OUTPUTS.patch]:
        l?.patchFile !== undefined && stillOurs(l.patchFile) ? l.patchFile.path : '',
      [LAND_OUTPUTS.commitSha]: l?.branch !== undefined ? (l.commitSha ?? '') : '',
      [LAND_OUTPUTS.branch]: l?.branch ?? '',
      [LAND_OUTPUTS.prUrl]: l?.prUrl ?? ''
    }
  }

  private guard(what: string, fn: () => void): void {
    try {
      fn()
    } catch (error) {
      const message = messageOf(error)
      this.debug(`${what}: ${message}`)
      this.book.warning(`Something went wrong with ${what}: ${message}`)
    }
  }
}

/**
 * The environment minus every variable holding the token, whatever its name (a workflow may pass
 * it as GH_TOKEN or anything else): git gets the same stripped environment as the CLI.
 */
function withoutValue(env: NodeJS.ProcessEnv, secret: string): NodeJS.ProcessEnv {
  if (secret === '') return env
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env)) if (v?.trim() !== secret) out[k] = v
  return out
}
