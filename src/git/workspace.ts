/**
 * What the action does to the repository around the run. `before` (start point, integrity
 * snapshot, base-branch config), right before the CLI starts, returns the run's Workspace, and
 * the later steps take it: `after` (config put back, integrity check) as soon as the CLI ended
 * whatever the ending, `compare` (what git sees changed) once it was not cancelled, `release`
 * and `landedOf` on every exit path. The landing (patch, commit, push, pull request) is a stage
 * (stages/land.ts): it reads the start point and the work tree here and hands back what `landed`.
 * Everything said along the way goes to the run's notebook: plain sentences for the summary and
 * the PR comment, and warnings.
 */
import path from 'node:path'
import { stillOurs } from '../io/files.js'
import type { Landed } from '../core/verdict/facts.js'
import type { PrBase } from '../core/pull.js'
import { useBaseConfig, type BaseConfig } from './baseconfig.js'
import { checkIntegrity, integritySnapshot, type IntegritySnapshot } from './integrity.js'
import type { Repos } from './git.js'
import type { Landing } from './land.js'
import {
  changedFiles,
  readWorkTree,
  startPoint,
  type StartPoint,
  type WorkTree
} from './worktree.js'
import type { GitFileChange } from '../core/stream/touched.js'
import type { RunReport } from '../core/stream/report.js'
import { fileLinks } from './links.js'
import { messageOf } from '../core/errors.js'
import type { Run } from '../core/ports.js'

/** What the workspace reads of the run's context. */
type WorkspaceContext = Pick<Run, 'settings' | 'env' | 'book' | 'say' | 'signals'>

/**
 * Right before the CLI starts, with the repositories opened before the run (`repos`, git.ts):
 * the start point, the integrity snapshot and, on a pull request (`pr`, github/access.ts), the
 * base branch's agent configuration put in place. Never throws: a problem here becomes a warning.
 */
export function before(ctx: WorkspaceContext, repos: Repos, pr: { base?: PrBase } = {}): Workspace {
  const w = new Workspace(ctx)
  const { settings, env: jobEnv } = ctx
  const env = withoutValue(jobEnv.raw, settings.githubToken)
  const cwd = settings.workingDirectory
  w.guard('reading the repository before the run', () => {
    w.start = startPoint(repos, cwd, env, jobEnv.ref)
  })
  w.guard('the integrity snapshot', () => {
    w.snapshot = integritySnapshot(repos, cwd, env)
  })
  const base = pr.base
  if (base !== undefined)
    w.guard("the base branch's agent configuration", () => {
      const trust = settings.trustPrConfig
      w.config = useBaseConfig({ repos, cwd, env, temp: jobEnv.temp, base, trust })
      if (w.config !== undefined) {
        ctx.book.note(...w.config.notes)
        for (const warning of w.config.warnings) ctx.book.warning(warning)
      }
    })
  return w
}

/** What the landing left, as the run's facts say it ('' for what is not known, or no workspace). */
export function landedOf(w: Workspace | undefined): Landed {
  const l = w?.landing
  return {
    patch: l?.patchFile !== undefined && stillOurs(l.patchFile) ? l.patchFile.path : '',
    commitSha: l?.branch !== undefined ? (l.commitSha ?? '') : '',
    branch: l?.branch ?? '',
    prUrl: l?.prUrl ?? ''
  }
}

/** The repository around one run (see the file's comment); made by `before`. */
export class Workspace {
  start?: StartPoint
  landing?: Landing
  snapshot?: IntegritySnapshot
  config?: BaseConfig
  private afterDone = false
  /** What the agent changed that a later step's git reads and could not be put back. */
  readonly unrestored: string[] = []
  /** The work tree after the run, read once for the comparison and the landing. */
  private work?: WorkTree

  constructor(private readonly ctx: WorkspaceContext) {}

  /** As soon as the CLI ended, before anything of ours is written where the agent could reach. */
  after(): void {
    if (this.afterDone) return
    this.afterDone = true
    const config = this.config
    if (config !== undefined)
      this.guard('putting back the pull request configuration', () => {
        this.ctx.book.note(...config.restore())
      })
    const snapshot = this.snapshot
    if (snapshot !== undefined)
      this.guard('the integrity check', () => {
        for (const f of checkIntegrity(snapshot)) {
          this.ctx.book.warning(f.message)
          if (f.unrestored) this.unrestored.push(f.target)
        }
      })
  }

  /**
   * The files git sees changed since the start (nothing when the directory is not a repository).
   * Reads the work tree after the run once, with the repositories opened after it (`repos`);
   * the landing uses the same reading.
   */
  private async changes(repos: Repos): Promise<GitFileChange[]> {
    const start = this.start
    if (start === undefined) return []
    const { env, settings, signals } = this.ctx
    try {
      this.work ??= await readWorkTree(repos, start, env.raw, signals.abort)
    } catch (error) {
      this.ctx.say.debug(`reading the work tree after the run: ${messageOf(error)}`)
      return []
    }
    return changedFiles(start, this.work, settings.workingDirectory)
  }

  /**
   * git's view merged into the report (commands write files too), and links to the files read
   * and changed as they are at the job's commit (undefined when git cannot say).
   */
  async compare(
    repos: Repos,
    builder: { mergeGitChange: (c: GitFileChange) => void; live: () => RunReport }
  ): Promise<Map<string, string> | undefined> {
    for (const c of await this.changes(repos)) builder.mergeGitChange(c)
    if (this.ctx.signals.abort.aborted) return undefined
    const r = builder.live()
    try {
      const paths = [...r.filesChanged.map((c) => c.path), ...r.filesRead]
      return fileLinks(repos, paths, this.ctx.settings.workingDirectory, this.ctx.env)
    } catch (error) {
      this.ctx.say.debug(`git: ${messageOf(error)}`)
      return undefined
    }
  }

  /** Removes the private index of the comparison (a commit may have taken it over). */
  release(): void {
    this.work?.dispose()
    this.work = undefined
  }

  /** The work tree after the run, when `changes` read it (the landing reads it otherwise). */
  afterRun(): WorkTree | undefined {
    return this.work
  }

  /** What the landing (stages/land.ts) did: the outputs and the anchors read it. */
  landed(landing: Landing): void {
    this.landing = landing
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

  /** `fn`, its failure a warning: nothing around the run may stop it. */
  guard(what: string, fn: () => void): void {
    try {
      fn()
    } catch (error) {
      const message = messageOf(error)
      this.ctx.say.debug(`${what}: ${message}`)
      this.ctx.book.warning(`Something went wrong with ${what}: ${message}`)
    }
  }
}

/**
 * The environment minus every variable holding the token, whatever its name (a workflow may pass
 * it as GH_TOKEN or anything else): git gets the same stripped environment as the CLI.
 */
export function withoutValue(env: NodeJS.ProcessEnv, secret: string): NodeJS.ProcessEnv {
  if (secret === '') return env
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env)) if (v?.trim() !== secret) out[k] = v
  return out
}
