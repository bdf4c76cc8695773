/**
 * What landing the work is given and gives back, shared by the landing's steps (land.ts, patch.ts,
 * push.ts).
 */
import { ReasonedError } from '../core/errors.js'
import { sessionIdOf } from '../core/stream/events.js'
import type { PullFacts } from '../core/pull.js'
import type { NamedSecret } from '../core/redact/secretscan.js'
import { truncate } from '../core/text.js'
import { LINE_BREAK, unlinked } from '../render/markdown.js'
import type { OwnFile } from '../io/files.js'
import type { Repos } from './git.js'
import type { StartPoint, WorkTree } from './worktree.js'
import type { RunnerEnv } from '../core/ports.js'

export interface LandSettings {
  push: boolean
  openPr: boolean
  commitMessage: string
  branchPrefix: string
  /** Commit the agent's edits to `.github/workflows/` too (`allow-workflow-changes`); absent: no. */
  allowWorkflowChanges?: boolean
}

export interface OpenPull {
  (request: { head: string; base: string; title: string; body: string }): Promise<string>
}

export interface LandContext {
  start: StartPoint
  /** The work tree after the run (worktree.ts); read here when not given. */
  work?: WorkTree
  /** The repositories opened after the run (git.ts): the work tree is read with them. */
  repos: Repos
  settings: LandSettings
  /** What git runs with (the job's, less the token). */
  env: NodeJS.ProcessEnv
  /** The runner's names: the temp folder, the repository, the run (branch names, links). */
  runner: RunnerEnv
  /** The token for the push; empty: push without one (a URL that needs none, or a helper). */
  token: string
  pull?: PullFacts
  /**
   * Set when the event is about a pull request whose head could not be read (why not): it may
   * come from a fork, so nothing is pushed (github/access.ts).
   */
  pullUnknown?: string
  /** Aborted by the runner's cancel: the landing stops between (and during) its steps. */
  signal?: AbortSignal
  /** The secrets no patch or commit may hold (the API key, the token), by name. */
  secrets?: readonly NamedSecret[]
  /** The issue the run is for, when the event is about one (not a pull request). */
  issue?: number
  /** What the commit and pull request are titled by (the request on the bot, else the prompt), the final message and the session id, already redacted. */
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
  /** `deliverable_missing`: git said it pushed, and the remote read back says otherwise. */
  constructor(message: string, reason: 'push_failed' | 'deliverable_missing' = 'push_failed') {
    super(message, reason)
    this.name = 'PushError'
  }
}

/**
 * The commit message: `commit-message` as given, or a subject from the prompt's first line and,
 * quoted, the agent's final message, then the session trailer. The prompt (a commenter's words on
 * the bot) and the final message (the agent's) are someone else's text: neither can add a line of
 * its own or a trailer. The subject is one line; the final message is indented, so none of its
 * lines starts a trailer (`Co-authored-by:`, `Signed-off-by:`) wherever git or GitHub looks for
 * one; mentions, issue references (`Fixes #1` would close the issue on merge) and links are
 * broken in both; the session id is used only when it looks like one.
 */
export function commitMessage(ctx: LandContext): string {
  if (ctx.settings.commitMessage.trim() !== '') return ctx.settings.commitMessage.trim() + '\n'
  const subject = unlinked(oneLine(ctx.prompt, 72)) || 'Changes by Cursor Agent'
  const body = quoted(ctx.finalMessage.trim().slice(0, 8000))
  const id = sessionIdOf(ctx.sessionId)
  const trailer = id !== undefined ? `\n\nCursor-Session-Id: ${id}` : ''
  return `${subject}${body !== '' ? `\n\n${body}` : ''}${trailer}\n`
}

/** Text as an indented block of plain lines (see commitMessage). */
function quoted(text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) =>
      line
        // Control characters but the tab, and the bidirectional overrides.
        // eslint-disable-next-line no-control-regex -- control characters are what it removes
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
        .trimEnd()
    )
    .map((line) => (line === '' ? '' : `    ${unlinked(line)}`))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
}

export function oneLine(text: string, max: number): string {
  const line = (text.split(LINE_BREAK).find((l) => l.trim() !== '') ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim()
  return truncate(line, max)
}

export function short(sha: string | undefined): string {
  return sha === undefined ? 'no commit' : sha.slice(0, 12)
}

export function patchHint(out: Landing): string {
  return out.patch !== undefined ? ` The patch is at ${out.patch}.` : ''
}
