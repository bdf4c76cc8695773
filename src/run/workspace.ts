/**
 * What the action does to the workspace around the run, in the order main.ts calls it:
 * `before` (start point, integrity snapshot, base-branch config) right before the CLI starts,
 * `after` (config put back, integrity check) as soon as it ended whatever the ending, `changes`
 * (what git sees changed) and `land` (patch, commit, push, pull request) once it was not
 * cancelled, `release` and `outputs` on every exit path.
 * Everything said along the way is collected as plain sentences for the summary and the PR
 * comment (`notes`) and as warnings.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { GitHubClient } from '../github/client.js'
import { currentEvent, withPullRefs, type GitHubEvent } from '../github/event.js'
import { LAND_OUTPUTS } from '../names.js'
import { prBase, useBaseConfig, type BaseConfig } from './baseconfig.js'
import type { Settings } from './inputs.js'
import {
  checkIntegrity,
  integritySnapshot,
  type IntegrityFinding,
  type IntegritySnapshot
} from './integrity.js'
import { land, PushError, type Landing, type OpenPull, type PullFacts } from './land.js'
import {
  changedFiles,
  readWorkTree,
  startPoint,
  type StartPoint,
  type WorkTree
} from './worktree.js'
import type { GitFileChange } from '../core/files.js'
import { messageOf } from '../core/errors.js'

export class Workspace {
  start?: StartPoint
  landing?: Landing
  integrity: IntegrityFinding[] = []
  readonly notes: string[] = []
  readonly warnings: string[] = []
  private event?: GitHubEvent
  private client?: GitHubClient
  private snapshot?: IntegritySnapshot
  private config?: BaseConfig
  private afterDone = false
  /** The work tree after the run, read once for the comparison and the landing. */
  private work?: WorkTree

  constructor(
    private readonly warn: (message: string) => void,
    private readonly debug: (message: string) => void
  ) {}

  /**
   * Right before the CLI starts. Never throws: a problem here becomes a warning. For an
   * issue_comment on a pull request the payload lacks the head and base, so they are fetched once
   * (with the token) when pushing or the base's configuration needs them.
   */
  async before(settings: Settings, jobEnv: NodeJS.ProcessEnv, token: string): Promise<void> {
    const env = withoutValue(jobEnv, token)
    this.guard('reading the event', () => {
      this.event = currentEvent(env)
    })
    const event = this.event
    if (
      event?.isPullRequest === true &&
      event.head === undefined &&
      token !== '' &&
      (settings.push || !settings.trustPrConfig)
    ) {
      try {
        this.event = await withPullRefs(await this.api(token), event)
      } catch (error) {
        const { describeError } = await import('../github/client.js')
        this.warning(
          `Could not read pull request #${String(event.number)} from the API (${describeError(error)}).`
        )
      }
    }
    this.guard('reading the repository before the run', () => {
      this.start = startPoint(settings.workingDirectory, env)
    })
    this.guard('the integrity snapshot', () => {
      this.snapshot = integritySnapshot(settings.workingDirectory, env)
    })
    const current = this.event
    if (current !== undefined)
      this.guard("the base branch's agent configuration", () => {
        this.config = useBaseConfig({
          cwd: settings.workingDirectory,
          env,
          base: prBase(current),
          trust: settings.trustPrConfig
        })
        if (this.config !== undefined) {
          this.notes.push(...this.config.notes)
          for (const w of this.config.warnings) this.warning(w)
        }
      })
  }

  /** Octokit is loaded only here, when the API is needed: a plain run never loads it. */
  private async api(token: string): Promise<GitHubClient> {
    const { createClient } = await import('../github/client.js')
    this.client ??= await createClient(token, { warn: (m) => this.warning(m) })
    return this.client
  }

  /** As soon as the CLI ended, before anything of ours is written to the runner's files. */
  after(): void {
    if (this.afterDone) return
    this.afterDone = true
    const config = this.config
    if (config !== undefined)
      this.guard('putting back the pull request configuration', () => {
        this.notes.push(...config.restore())
      })
    const snapshot = this.snapshot
    if (snapshot !== undefined)
      this.guard('the integrity check', () => {
        this.integrity = checkIntegrity(snapshot)
        for (const f of this.integrity) this.warning(f.message)
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
    token: string
    prompt: string
    finalMessage: string
    sessionId?: string
    log: (line: string) => void
  }): Promise<void> {
    const start = this.start
    if (start === undefined) {
      if (o.settings.push)
        this.warning('push: true, but the working directory is not in a git repository.')
      return
    }
    const push = o.settings.push && o.succeeded
    if (o.settings.push && !o.succeeded)
      this.notes.push('Not pushed: the run did not succeed; the patch has the changes.')
    const landing = await land({
      start,
      work: this.work,
      settings: {
        push,
        openPr: push && o.settings.openPr,
        commitMessage: o.settings.commitMessage,
        branchPrefix: o.settings.branchPrefix
      },
      env: withoutValue(o.env, o.token),
      token: o.token,
      pull: this.event !== undefined ? pullFacts(this.event) : undefined,
      prompt: o.prompt,
      finalMessage: o.finalMessage,
      sessionId: o.sessionId,
      openPull: push && o.settings.openPr ? this.opener(o.token, o.env) : undefined,
      log: o.log
    })
      .catch((error: unknown) => {
        if (error instanceof PushError && error.landing !== undefined) {
          this.landing = error.landing
          this.notes.push(...error.landing.notes)
        }
        throw error
      })
      .finally(() => {
        this.release()
      })
    this.landing = landing
    this.notes.push(...landing.notes)
    for (const w of landing.warnings) this.warning(w)
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

  /** Opens pull requests through the API; undefined without a token or a repository. */
  private opener(token: string, env: NodeJS.ProcessEnv): OpenPull | undefined {
    const repository = env.GITHUB_REPOSITORY ?? ''
    if (token === '' || repository === '') return undefined
    return async (request) => {
      const { pullOpener } = await import('../github/pulls.js')
      return pullOpener(await this.api(token), repository)(request)
    }
  }

  /** The landing outputs; empty strings for what is not known (every exit path sets them). */
  outputs(): Record<string, string> {
    const l = this.landing
    return {
      [LAND_OUTPUTS.patch]: l?.patch !== undefined && fs.existsSync(l.patch) ? l.patch : '',
      [LAND_OUTPUTS.commitSha]: l?.branch !== undefined ? (l.commitSha ?? '') : '',
      [LAND_OUTPUTS.branch]: l?.branch ?? '',
      [LAND_OUTPUTS.prUrl]: l?.prUrl ?? ''
    }
  }

  private warning(message: string): void {
    this.warnings.push(message)
    this.warn(message)
  }

  private guard(what: string, fn: () => void): void {
    try {
      fn()
    } catch (error) {
      const message = messageOf(error)
      this.debug(`${what}: ${message}`)
      this.warning(`Something went wrong with ${what}: ${message}`)
    }
  }
}

/** The pull request the run is for, when the event (or the API, see before()) names its head. */
function pullFacts(event: GitHubEvent): PullFacts | undefined {
  if (!event.isPullRequest || event.head === undefined || event.base === undefined) return undefined
  return {
    number: event.number ?? 0,
    headRef: event.head.ref,
    headSha: event.head.sha,
    headRepo: event.head.repo === '' ? '(deleted fork)' : event.head.repo,
    baseRepo: event.base.repo,
    fork: event.fork
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
