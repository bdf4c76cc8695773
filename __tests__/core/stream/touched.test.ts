/**
 * FileLedger (src/core/stream/touched.ts): the files read and changed, first-seen order, the
 * agent's line counts summed, git's final state winning.
 */
import { describe, expect, it } from '@jest/globals'
import { FileLedger, type ChangedFile } from '../../../src/core/stream/touched.js'

function ledger(): { files: FileLedger; read: string[]; changed: ChangedFile[] } {
  const read: string[] = []
  const changed: ChangedFile[] = []
  return { files: new FileLedger(read, changed), read, changed }
}

describe('FileLedger', () => {
  it('lists each file read once, in first-seen order', () => {
    const { files, read } = ledger()
    for (const p of ['b', 'a', 'b']) files.noteRead(p)
    expect(read).toEqual(['b', 'a'])
  })

  it('sums the line counts of the edits of one file', () => {
    const { files, changed } = ledger()
    expect(files.noteEdit('edit', 'a.ts', { linesAdded: 2, linesRemoved: 1 })).toEqual({
      added: 2,
      removed: 1
    })
    files.noteEdit('edit', 'a.ts', { linesCreated: 3, linesRemoved: 'x' })
    expect(changed).toEqual([
      {
        path: 'a.ts',
        added: 5,
        removed: 1,
        created: false,
        deleted: false,
        fromEdit: true,
        fromGit: false
      }
    ])
  })

  it('marks a write or a diff from /dev/null as created, unless the file was deleted first', () => {
    const { files, changed } = ledger()
    files.noteEdit('write', 'new.ts', {})
    files.noteEdit('edit', 'diff.ts', { diffString: '--- /dev/null\n+++ b/diff.ts' })
    files.noteEdit('delete', 'gone.ts', {})
    files.noteEdit('write', 'gone.ts', {})
    expect(changed.map((c) => [c.path, c.created, c.deleted])).toEqual([
      ['new.ts', true, false],
      ['diff.ts', true, false],
      ['gone.ts', false, true]
    ])
  })

  it("takes git's counts and state over the agent's, and adds files only git saw", () => {
    const { files, changed } = ledger()
    files.noteEdit('edit', 'a.ts', { linesAdded: 9 })
    files.mergeGit({ path: 'a.ts', added: 1, removed: 2, created: false, deleted: true })
    files.mergeGit({ path: 'b.ts', created: true, deleted: false })
    expect(changed).toEqual([
      {
        path: 'a.ts',
        added: 1,
        removed: 2,
        created: false,
        deleted: true,
        fromEdit: true,
        fromGit: true
      },
      { path: 'b.ts', created: true, deleted: false, fromEdit: false, fromGit: true }
    ])
  })
})
