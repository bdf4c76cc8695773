/**
 * Review mode's prompt: the built-in review instruction, the team's focus (the `prompt` input, or
 * the trigger comment's request), the pull request (number, base, head, changed files), its diff
 * from the API (inline when small, else the path of a file the action wrote), and the findings
 * schema the final message must satisfy. The agent needs no shell to see the change, so a review
 * in `mode: ask` without `force` works. Pure.
 */
import type { FileDiff } from './diff.js'
import { FINDINGS_SCHEMA } from './findings.js'
import { withSchemaInstructions } from '../schema/schema.js'

/** A diff up to this size goes into the prompt; a larger one into a file (the prompt is one argument). */
export const INLINE_DIFF_BYTES = 60 * 1024

export interface PullForPrompt {
  repository: string
  number: number
  baseRef: string
  baseSha: string
  headSha: string
  /** The head branch, only for a pull request from this repository (a fork's names its author). */
  headRef?: string
}

const REVIEW_INSTRUCTION = [
  'Review the changes of this pull request as an experienced colleague would.',
  'Report real problems the change brings or leaves: bugs, security issues, data loss, races, broken error handling, missing or wrong tests, misleading names or docs. Leave out style nits a formatter or linter would catch, and praise.',
  'Each finding names the file (relative to the repository root) and the lines, numbered as in the pull request\'s head version. For a problem in a removed line, use `"side": "LEFT"` and the base version\'s line numbers.',
  "Put a finding on the changed lines (the hunks of the diff) where you can: a finding elsewhere is listed in the review's body, not on the code.",
  'Severity: critical (must not merge: security hole, data loss, crash on a main path), high (a real bug or a serious gap), medium (a problem worth fixing in this pull request), low (a minor problem).',
  'A `suggestion` is optional: the exact code that replaces lines start_line..line of the head, indentation included, nothing else.',
  'Do not change any file; only read. An empty `findings` list is a fine answer when the change is sound.'
].join('\n')

/** The diff as one text: a `diff --git` header per file, then its patch. */
export function diffText(files: readonly FileDiff[], patches: ReadonlyMap<string, string>): string {
  const parts: string[] = []
  for (const f of files) {
    const patch = patches.get(f.path)
    parts.push(`diff --git a/${f.path} b/${f.path}`)
    parts.push(patch !== undefined ? patch : '(no diff shown by GitHub: binary, or too large)')
  }
  return parts.join('\n') + '\n'
}

/** The diff's place in the prompt: its text, or the path of the file holding it. */
export type DiffIn = { inline: string } | { file: string; bytes: number }

/**
 * The whole review prompt (the schema instructions last). `rescoped`: a re-review of new commits
 * (review-scope.ts incrementalSection) in place of the changed files and the whole diff.
 */
export function reviewPrompt(o: {
  focus: string
  pull: PullForPrompt
  files: readonly FileDiff[]
  diff: DiffIn | { rescoped: string }
}): string {
  const { pull } = o
  const head = `${pull.headSha}${pull.headRef !== undefined ? ` (branch ${pull.headRef})` : ''}`
  const parts = [
    REVIEW_INSTRUCTION,
    ...(o.focus.trim() !== '' ? [`## Focus from the team\n\n${o.focus.trim()}`] : []),
    [
      '## The pull request',
      '',
      `Repository: ${pull.repository}`,
      `Pull request: #${String(pull.number)}`,
      `Base: ${pull.baseRef} at ${pull.baseSha}`,
      `Head: ${head}`
    ].join('\n'),
    ...('rescoped' in o.diff ? [o.diff.rescoped] : wholeDiff(o.files, o.diff))
  ]
  return withSchemaInstructions(parts.join('\n\n'), FINDINGS_SCHEMA)
}

function wholeDiff(files: readonly FileDiff[], diff: DiffIn): string[] {
  return [
    `## Changed files (${String(files.length)})\n\n${files.map(fileLine).join('\n')}`,
    'inline' in diff
      ? `## The diff\n\n${fence(diff.inline)}diff\n${diff.inline}${fence(diff.inline)}`
      : `## The diff\n\nThe whole diff (${String(Math.ceil(diff.bytes / 1024))} KiB) is in the file ${diff.file}: read it there. The files of the pull request's head are in the workspace.`
  ]
}

/** A code fence longer than any run of backticks in the text: untrusted text cannot close it. */
export function fence(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length))
  return '`'.repeat(Math.max(3, longest + 1))
}

function fileLine(f: FileDiff): string {
  const shown = f.hunks === undefined ? ', no diff shown: binary or too large' : ''
  return `- ${f.path} (${f.status}, +${String(f.additions)} -${String(f.deletions)}${shown})`
}
