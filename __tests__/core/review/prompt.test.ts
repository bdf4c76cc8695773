/**
 * Review mode's prompt (src/core/review/prompt.ts): the instruction, the team's focus, the pull
 * request, its files and diff (inline, in a file, or rescoped), the findings schema last; the
 * diff fenced so that its own backticks cannot close the fence.
 */
import { describe, expect, it } from '@jest/globals'
import {
  diffText,
  fence,
  reviewPrompt,
  type PullForPrompt
} from '../../../src/core/review/prompt.js'
import type { FileDiff } from '../../../src/core/review/diff.js'
import { FINDINGS_SCHEMA } from '../../../src/core/review/findings.js'
import { withSchemaInstructions } from '../../../src/core/schema/schema.js'

const pull: PullForPrompt = {
  repository: 'octo/demo',
  number: 7,
  baseRef: 'main',
  baseSha: 'b'.repeat(40),
  headSha: 'a'.repeat(40)
}
const files: FileDiff[] = [
  { path: 'src/a.ts', status: 'modified', additions: 2, deletions: 1, hunks: [] },
  { path: 'logo.png', status: 'added', additions: 0, deletions: 0 }
]

describe('fence', () => {
  it('is longer than any run of backticks in the text, and at least three', () => {
    expect(fence('plain')).toBe('```')
    expect(fence('a ```` b ` c')).toBe('`````')
  })
})

describe('diffText', () => {
  it('writes a header per file and says when GitHub showed no patch', () => {
    expect(diffText(files, new Map([['src/a.ts', '@@ -1 +1,2 @@\n-x\n+y\n+z']]))).toBe(
      'diff --git a/src/a.ts b/src/a.ts\n@@ -1 +1,2 @@\n-x\n+y\n+z\n' +
        'diff --git a/logo.png b/logo.png\n(no diff shown by GitHub: binary, or too large)\n'
    )
  })
})

describe('reviewPrompt', () => {
  it('holds the pull request, its files and the inline diff, with the schema instructions last', () => {
    const diff = 'diff --git a/x b/x\n+```evil\n'
    const prompt = reviewPrompt({ focus: '  security first ', pull, files, diff: { inline: diff } })
    const schemaPart = withSchemaInstructions('', FINDINGS_SCHEMA)
    expect(prompt.endsWith(schemaPart)).toBe(true)
    const body = prompt.slice(0, prompt.length - schemaPart.length)
    expect(body).toContain('## Focus from the team\n\nsecurity first')
    expect(body).toContain(`Pull request: #7\nBase: main at ${pull.baseSha}\nHead: ${pull.headSha}`)
    expect(body).toContain(
      '## Changed files (2)\n\n- src/a.ts (modified, +2 -1)\n- logo.png (added, +0 -0, no diff shown: binary or too large)'
    )
    expect(body).toContain(`## The diff\n\n\`\`\`\`diff\n${diff}\`\`\`\``)
  })

  it('names the head branch only when given, and leaves out a blank focus', () => {
    const prompt = reviewPrompt({
      focus: ' ',
      pull: { ...pull, headRef: 'feat' },
      files,
      diff: { inline: '' }
    })
    expect(prompt).toContain(`Head: ${pull.headSha} (branch feat)`)
    expect(prompt).not.toContain('Focus from the team')
  })

  it('points at the file holding a large diff, in KiB', () => {
    const prompt = reviewPrompt({
      focus: '',
      pull,
      files,
      diff: { file: '/tmp/d.diff', bytes: 70_000 }
    })
    expect(prompt).toContain('The whole diff (69 KiB) is in the file /tmp/d.diff: read it there.')
  })

  it('puts a re-review section in place of the files and the diff', () => {
    const prompt = reviewPrompt({
      focus: '',
      pull,
      files,
      diff: { rescoped: '## New commits\n\nabc' }
    })
    expect(prompt).toContain('## New commits\n\nabc')
    expect(prompt).not.toContain('## Changed files')
    expect(prompt).not.toContain('## The diff')
  })
})
