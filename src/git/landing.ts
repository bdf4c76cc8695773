/**
 * What landing the work is given and gives back, shared by the landing's steps (land.ts, patch.ts,
 * push.ts).
 */
import { ReasonedError } from '../core/errors.js'
import type { PullFacts } from '../core/pull.js'
import { truncate } from '../core/text.js'
import type { OwnFile } from '../io/files.js'
import type { StartPoint, WorkTree } from './worktree.js'

export interface LandSettings {
  push: boolean
  openPr: boolean
  commitMessage: string
  branchPrefix: string
}

export interface OpenPull {
  (request: { head: string; base: string; title: string; body: string }): Promise<string>
}

export interface LandContext {
  start: StartPoint
  /** The work tree after the run (worktree.ts); read here when not given. */
  work?: WorkTree
  settings: LandSettings
  env: NodeJS.ProcessEnv
  /** The token for the push; empty: push without one (a URL that needs none, or a helper). */
  token: string
  pull?: PullFacts
  /** The issue the run is for, when the event is about one (not a pull request). */
  issue?: number
  /** The prompt, the final message and the session id, already redacted. */
  prompt: string
  finalMessage: string
  sessionId?: string
  /** Opens a pull request through the API and returns its URL; absent: no API available. */
  openPull?: OpenPull
  /** Where the log line for each step goes. */
  log?: (line: string) => void
  /** Tests only: a smaller limit than PATCH_MAX_BLOB_BYTES. */
  patchMaxBlobBytes?: number
}

export interface Landing {
  /** Path of the patch, when something changed. */
  patch?: string
  /** Which file the patch is: the `patch` output is set only while its path still leads there. */
  patchFile?: Pick<OwnFile, 'path' | 'dev' | 'ino'>
  commitSha?: string
  branch?: string
  prUrl?: string
  /** Plain sentences for the summary and the PR comment. */
  notes: string[]
  /** Also shown as warnings in the log. */
  warnings: string[]
  /**
   * Per changed file (repo-relative path), a link to its section of the pushed diff on GitHub
   * (`…/compare/START...COMMIT#diff-<sha256 of the path>`); empty when nothing was pushed.
   */
  anchors: Map<string, string>
  /** Repo-relative paths in the patch, in patch order. */
  files: string[]
}

/** A push that failed: the step fails with push_failed and this message. */
export class PushError extends ReasonedError {
  /** What had landed before the push failed (the patch above all). */
  landing?: Landing
  constructor(message: string) {
    super(message, 'push_failed')
    this.name = 'PushError'
  }
}

export function commitMessage(ctx: LandContext): string {
  if (ctx.settings.commitMessage.trim() !== '') return ctx.settings.commitMessage.trim() + '\n'
  const subject = oneLine(ctx.prompt, 72) || 'Changes by Cursor Agent'
  const body = ctx.finalMessage.trim().slice(0, 8000)
  const trailer = ctx.sessionId !== undefined ? `\n\nCursor-Session-Id: ${ctx.sessionId}` : ''
  return `${subject}${body !== '' ? `\n\n${body}` : ''}${trailer}\n`
}

export function oneLine(text: string, max: number): string {
  const line = (text.split('\n').find((l) => l.trim() !== '') ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim()
  return truncate(line, max)
}

/** Runs the whole landing. Throws PushError when a requested push fails. */

export function short(sha: string | undefined): string {
  return sha === undefined ? 'no commit' : sha.slice(0, 12)
}

export function patchHint(out: Landing): string {
  return out.patch !== undefined ? ` The patch is at ${out.patch}.` : ''
}

/** The failed push's message: git's own words, then the likely fixes. */
