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

export class Workspace {
  start?: StartPoint
  landing?: Landing
  private pull?: PullFacts
  /** The issue the run is for (a pull request it opens closes it). */
  private issue?: number
  private snapshot?: IntegritySnapshot
  private config?: BaseConfig
  private afterDone = false
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
    jobEnv: NodeJS.ProcessEnv,
    pr: {
      pull?: PullFacts
      base?: PrBase
      event?: { isPullRequest: boolean; number?: number }
    } = {}
  ): void {
    const env = withoutValue(jobEnv, settings.githubToken)
    this.pull = pr.pull
    if (pr.event?.isPullRequest === false) this.issue = pr.event.number
    this.guard('reading the repository before the run', () => {
      this.start = startPoint(settings.workingDirectory, env)
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
        for (const f of checkIntegrity(snapshot)) this.book.warning(f.message)
      })
  }

  /**
   * The files git sees changed since the start (nothing when the directory is not a repository).
   * Reads the work tree after the run once; `land` uses the same reading.
   */
  changes(env: NodeJS.ProcessEnv, cwd: string): GitFileChange[] {
    const start = this.start
    if (start === undefined) return []
    try {
      this.work ??= readWorkTree(start, env)
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
  compare(
    builder: { mergeGitChange: (c: GitFileChange) => void; live: () => RunReport },
    env: NodeJS.ProcessEnv,
    cwd: string
  ): Map<string, string> | undefined {
    for (const c of this.changes(env, cwd)) builder.mergeGitChange(c)
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
   * PushError (→ push_failed) when a requested push fails.
   */
  async land(o: {
    settings: Settings
    env: NodeJS.ProcessEnv
    succeeded: boolean
    /** The finished report: the commit message and the pull request quote its texts. */
    report: RunReport
    redact: (text: string) => string
    /** Opens a pull request (src/github/access.ts); undefined without an API. */
    openPull?: OpenPull
    log: (line: string) => void
  }): Promise<void> {
    const { report, redact } = o
    const token = o.settings.githubToken
    const start = this.start
    if (start === undefined) {
      if (o.settings.push)
        this.book.warning('push: true, but the working directory is not in a git repository.')
      return
    }
    const push = o.settings.push && o.succeeded
    if (o.settings.push && !o.succeeded)
      this.book.note('Not pushed: the run did not succeed; the patch has the changes.')
    const landing = await land({
      start,
      work: this.work,
      settings: {
        push,
        openPr: push && o.settings.openPr,
        commitMessage: o.settings.commitMessage,
        branchPrefix: o.settings.branchPrefix
      },
      env: withoutValue(o.env, token),
      token,
      pull: this.pull,
      issue: this.issue,
      prompt: redact(o.settings.prompt),
      finalMessage: redact(report.finalMessage || (report.result?.text ?? '')),
      sessionId: report.sessionId,
      openPull: push && o.settings.openPr ? o.openPull : undefined,
      log: (line) => o.log(redact(line))
    })
      .catch((error: unknown) => {
        if (error instanceof PushError && error.landing !== undefined) {
          this.landing = error.landing
          this.book.note(...error.landing.notes)
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
