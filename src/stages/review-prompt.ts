/**
 * The review's prompt (stages/review.ts builds it before the agent runs): a re-review of the new
 * commits when the scope says so and its prompt fits in one argument, else a full review, with
 * the diff inline when it is small or in a file of ours under RUNNER_TEMP when it is not.
 */
import fs from 'node:fs'
import { MAX_ARG_BYTES } from '../core/args.js'
import { InputError } from '../core/errors.js'
import type { RunnerEnv } from '../core/ports.js'
import type { FileDiff } from '../core/review/diff.js'
import {
  diffText,
  INLINE_DIFF_BYTES,
  reviewPrompt,
  type DiffIn,
  type PullForPrompt
} from '../core/review/prompt.js'
import type { ReviewScope } from '../core/review/scope.js'
import type { ReviewTarget } from '../core/review/target.js'
import { said } from '../core/said.js'
import type { GitHubEvent } from '../github/event.js'
import type { Scoped } from '../github/rescope.js'
import { createOwnFile, tempRoot } from '../io/files.js'
import { INPUTS } from '../names.js'

/** The prompt's input: the focus, the files and their patches, the runner's environment. */
export interface PromptIn {
  focus: string
  files: FileDiff[]
  patches: Map<string, string>
  env: RunnerEnv
}

/**
 * The prompt and the scope it reviews: a re-review of new commits when its prompt fits in one
 * argument, else a full review.
 */
export function promptOf(
  event: GitHubEvent,
  input: PromptIn,
  scoped: Scoped
): { prompt: string; scope: ReviewScope; rescoped?: ReviewTarget['rescoped'] } {
  const scope = scoped.scope
  const prompt =
    scoped.section === undefined ? undefined : rescopedPrompt(event, input, scoped.section)
  if (prompt !== undefined && scope.kind === 'incremental')
    return { prompt, scope, rescoped: { from: scope.from, earlier: scoped.earlier } }
  return {
    prompt: prompt ?? promptFor(event, input),
    scope:
      scope.kind === 'incremental'
        ? {
            kind: 'full',
            why: 'compare-failed',
            summary: said`full review: the re-review's prompt would be longer than one argument may be`
          }
        : scope
  }
}

/** A re-review's prompt (the new commits' section in place of the diff); undefined when too long. */
function rescopedPrompt(
  event: GitHubEvent,
  o: { focus: string; files: FileDiff[] },
  section: string
): string | undefined {
  const prompt = reviewPrompt({
    focus: o.focus,
    pull: pullOf(event),
    files: o.files,
    diff: { rescoped: section }
  })
  return Buffer.byteLength(prompt) < MAX_ARG_BYTES ? prompt : undefined
}

function pullOf(event: GitHubEvent): PullForPrompt {
  return {
    repository: `${event.owner}/${event.repo}`,
    number: event.number ?? 0,
    baseRef: event.base?.ref ?? '',
    baseSha: event.base?.sha ?? '',
    headSha: event.head?.sha ?? '',
    // A fork's branch name is its author's words: left out.
    ...(event.fork ? {} : { headRef: event.head?.ref })
  }
}

/**
 * The prompt with the diff inline when it is small, else in a file of ours under RUNNER_TEMP
 * (outside the workspace; created exclusively, see io/files.ts) whose path the prompt gives.
 */
function promptFor(
  event: GitHubEvent,
  o: { focus: string; files: FileDiff[]; patches: Map<string, string>; env: RunnerEnv }
): string {
  const pull = pullOf(event)
  const text = diffText(o.files, o.patches)
  const build = (diff: DiffIn) => reviewPrompt({ focus: o.focus, pull, files: o.files, diff })
  if (Buffer.byteLength(text) <= INLINE_DIFF_BYTES) {
    const inline = build({ inline: text })
    if (Buffer.byteLength(inline) < MAX_ARG_BYTES) return inline
  }
  const file = createOwnFile(tempRoot(o.env.temp), (id) => `cursor-review-${id}.diff`)
  try {
    fs.writeSync(file.fd, text)
  } finally {
    fs.closeSync(file.fd)
  }
  const prompt = build({ file: file.path, bytes: Buffer.byteLength(text) })
  if (Buffer.byteLength(prompt) >= MAX_ARG_BYTES)
    throw new InputError([
      `Input "${INPUTS.prompt}" is too long for a review: with the review instruction, the list of ${String(o.files.length)} changed files and the findings schema the prompt exceeds the ${String(MAX_ARG_BYTES - 1)} bytes Linux allows for one argument.`
    ])
  return prompt
}
