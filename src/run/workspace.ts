/**
 * What the action does to the workspace around the run, in the order main.ts calls it:
 * `before` (start point, integrity snapshot, base-branch config) right before the CLI starts,
 * `after` (config put back, integrity check) as soon as it ended whatever the ending, `land`
 * (patch, commit, push, pull request) once the verdict is known, and `outputs` on every exit path.
 * Everything said along the way is collected as plain sentences for the summary and the PR
 * comment (`notes`) and as warnings.
 */
import fs from 'node:fs'
import { LAND_OUTPUTS } from '../names.js'
import { prBase, useBaseConfig, type BaseConfig } from './baseconfig.js'
import type { Settings } from './inputs.js'
import {
  checkIntegrity,
  integritySnapshot,
  type IntegrityFinding,
  type IntegritySnapshot
} from './integrity.js'
import {
  land,
  PushError,
  startPoint,
  type Landing,
  type OpenPull,
  type PullFacts,
  type StartPoint
} from './land.js'

export class Workspace {
  start?: StartPoint
  landing?: Landing
  integrity: IntegrityFinding[] = []
  readonly notes: string[] = []
  readonly warnings: string[] = []
  private snapshot?: IntegritySnapshot
  private config?: BaseConfig
  private afterDone = false

  constructor(
    private readonly warn: (message: string) => void,
    private readonly debug: (message: string) => void
  ) {}

  /** Right before the CLI starts. Never throws: a problem here becomes a warning. */
  before(settings: Settings, env: NodeJS.ProcessEnv): void {
    this.guard('reading the repository before the run', () => {
      this.start = startPoint(settings.workingDirectory, env)
    })
    this.guard('the integrity snapshot', () => {
      this.snapshot = integritySnapshot(settings.workingDirectory, env)
    })
    this.guard("the base branch's agent configuration", () => {
      this.config = useBaseConfig({
        cwd: settings.workingDirectory,
        env,
        base: prBase(env),
        trust: settings.trustPrConfig
      })
      if (this.config !== undefined) {
        this.notes.push(...this.config.notes)
        for (const w of this.config.warnings) this.warning(w)
      }
    })
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
   * The patch always; commit, push and pull request when asked and the run succeeded. Throws
   * PushError (→ push_failed) when a requested push fails.
   */
  async land(o: {
    settings: Settings
    env: NodeJS.ProcessEnv
    succeeded: boolean
    token: string
    pull?: PullFacts
    prompt: string
    finalMessage: string
    sessionId?: string
    openPull?: OpenPull
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
      settings: {
        push,
        openPr: push && o.settings.openPr,
        commitMessage: o.settings.commitMessage,
        branchPrefix: o.settings.branchPrefix
      },
      env: o.env,
      token: o.token,
      pull: o.pull,
      prompt: o.prompt,
      finalMessage: o.finalMessage,
      sessionId: o.sessionId,
      openPull: o.openPull,
      log: o.log
    }).catch((error: unknown) => {
      if (error instanceof PushError && error.landing !== undefined) {
        this.landing = error.landing
        this.notes.push(...error.landing.notes)
      }
      throw error
    })
    this.landing = landing
    this.notes.push(...landing.notes)
    for (const w of landing.warnings) this.warning(w)
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
      const message = error instanceof Error ? error.message : String(error)
      this.debug(`${what}: ${message}`)
      this.warning(`Something went wrong with ${what}: ${message}`)
    }
  }
}

/** The pull request from the event payload (until the bot's event module is wired in). */
export function pullFromEvent(env: NodeJS.ProcessEnv): PullFacts | undefined {
  const name = env.GITHUB_EVENT_NAME ?? ''
  if (name !== 'pull_request' && name !== 'pull_request_target') return undefined
  let payload: unknown
  try {
    payload = JSON.parse(fs.readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8'))
  } catch {
    return undefined
  }
  const pr = (payload as { pull_request?: Record<string, unknown> } | undefined)?.pull_request
  if (pr === undefined) return undefined
  const side = (k: 'head' | 'base'): { ref?: string; sha?: string; repo?: string } => {
    const s = pr[k] as { ref?: unknown; sha?: unknown; repo?: { full_name?: unknown } | null }
    return {
      ref: typeof s.ref === 'string' ? s.ref : undefined,
      sha: typeof s.sha === 'string' ? s.sha : undefined,
      repo: typeof s.repo?.full_name === 'string' ? s.repo.full_name : undefined
    }
  }
  const head = side('head')
  const base = side('base')
  if (head.ref === undefined || head.sha === undefined || base.repo === undefined) return undefined
  // A deleted fork has no head repository: treat it as a fork.
  const headRepo = head.repo ?? '(deleted fork)'
  return {
    number: typeof pr.number === 'number' ? pr.number : 0,
    headRef: head.ref,
    headSha: head.sha,
    headRepo,
    baseRepo: base.repo,
    fork: headRepo.toLowerCase() !== base.repo.toLowerCase()
  }
}
