/**
 * The pure part of the files past GitHub's list (src/core/review/pull-files.ts): when the list is cut,
 * what is said of the files left out, git's answers read, and two trees compared.
 */
import { describe, expect, it } from '@jest/globals'
import {
  fileDiffOf,
  listCut,
  parseNameStatus,
  parseNumstat,
  PULL_FILES_LIMIT,
  splitPatches,
  treeChanges,
  unreviewedOf,
  type TreeEntry
} from '../../../src/core/review/pull-files.js'

describe('a cut list', () => {
  it('is one that reached 3,000, or holds fewer than changed_files', () => {
    expect(PULL_FILES_LIMIT).toBe(3000)
    expect(listCut(3000, 3005)).toBe(true)
    // GitHub's limit reached: changed_files may be older than the list, or unknown.
    expect(listCut(3000, 3000)).toBe(true)
    expect(listCut(3000, undefined)).toBe(true)
    expect(listCut(2, 4)).toBe(true)
    expect(listCut(2999, 2999)).toBe(false)
    expect(listCut(2, undefined)).toBe(false)
    // A push between the event and the reading: more listed than the payload counted.
    expect(listCut(5, 3)).toBe(false)
  })

  it('names what was left out, else counts it, and is nothing when nothing was', () => {
    const named = Array.from({ length: 60 }, (_, i) => `p${String(i)}`)
    expect(unreviewedOf({ listed: 3000, changedFiles: 3060, named })).toEqual({
      listed: 3000,
      count: 60,
      paths: named.slice(0, 50)
    })
    expect(unreviewedOf({ listed: 3000, changedFiles: 3005 })).toEqual({
      listed: 3000,
      count: 5,
      paths: []
    })
    expect(unreviewedOf({ listed: 3000 })).toEqual({ listed: 3000, paths: [] })
    // Exactly 3,000 files: the trees name none past the list, or changed_files says so.
    expect(unreviewedOf({ listed: 3000, changedFiles: 3005, named: [] })).toBeUndefined()
    expect(unreviewedOf({ listed: 3000, changedFiles: 3000 })).toBeUndefined()
  })
})

describe("git's answers", () => {
  it('reads --name-status -z and --numstat -z, odd names included', () => {
    const odd = 'a b\tc\n"d".txt'
    expect(parseNameStatus(`A\0new.txt\0D\0old.txt\0M\0${odd}\0T\0link\0X\0x\0`)).toEqual([
      { path: 'new.txt', status: 'added' },
      { path: 'old.txt', status: 'removed' },
      { path: odd, status: 'modified' },
      { path: 'link', status: 'changed' },
      { path: 'x', status: 'modified' }
    ])
    expect(parseNumstat(`3\t0\tnew.txt\0-\t-\tlogo.png\x000\t2\t${odd}\0`)).toEqual([
      { path: 'new.txt', additions: 3, deletions: 0, binary: false },
      { path: 'logo.png', additions: 0, deletions: 0, binary: true },
      { path: odd, additions: 0, deletions: 2, binary: false }
    ])
  })

  it("splits a diff into each file's patch as GitHub shows one", () => {
    const diff = [
      'diff --git a/a.txt b/a.txt',
      'new file mode 100644',
      'index 0000000..1111111',
      '--- /dev/null',
      '+++ b/a.txt',
      '@@ -0,0 +1,2 @@',
      '+one',
      '+diff --git a/fake b/fake',
      'diff --git a/logo.png b/logo.png',
      'Binary files a/logo.png and b/logo.png differ',
      'diff --git a/b.txt b/b.txt',
      '--- a/b.txt',
      '+++ b/b.txt',
      '@@ -1 +1 @@',
      '-x',
      '+y',
      '\\ No newline at end of file',
      ''
    ].join('\n')
    expect(splitPatches(diff)).toEqual([
      '@@ -0,0 +1,2 @@\n+one\n+diff --git a/fake b/fake',
      '',
      '@@ -1 +1 @@\n-x\n+y\n\\ No newline at end of file'
    ])
    expect(splitPatches('')).toEqual([])
  })

  it('makes the file a finding is placed on, hunks from its patch', () => {
    const f = fileDiffOf({
      path: 'a.txt',
      status: 'added',
      additions: 2,
      deletions: 0,
      patch: '@@ -0,0 +1,2 @@\n+one\n+two'
    })
    expect(f.hunks).toEqual([{ oldStart: 0, oldEnd: -1, newStart: 1, newEnd: 2 }])
    expect(fileDiffOf({ path: 'b', status: 'added', additions: 0, deletions: 0 }).hunks).toBe(
      undefined
    )
  })
})

describe('two trees compared', () => {
  const blob = (path: string, sha: string, mode = '100644'): TreeEntry => ({
    path,
    mode,
    type: 'blob',
    sha
  })
  it('names the files added, removed, changed or made executable, never a folder', () => {
    const base: TreeEntry[] = [
      blob('a.txt', '1'),
      blob('b.txt', '2'),
      blob('run.sh', '3'),
      { path: 'dir', mode: '040000', type: 'tree', sha: '4' },
      blob('dir/x', '5'),
      blob('gone', '6'),
      { path: 'sub', mode: '160000', type: 'commit', sha: '7' }
    ]
    const head: TreeEntry[] = [
      blob('a.txt', '1'),
      blob('b.txt', '9'),
      blob('run.sh', '3', '100755'),
      { path: 'dir', mode: '040000', type: 'tree', sha: '8' },
      blob('dir/x', '5'),
      blob('dir/y', '10'),
      // A file that became a folder: the file is removed, the folder's file added.
      { path: 'gone', mode: '040000', type: 'tree', sha: '11' },
      blob('gone/z', '12'),
      { path: 'sub', mode: '160000', type: 'commit', sha: '13' }
    ]
    expect(treeChanges(base, head)).toEqual(['b.txt', 'dir/y', 'gone', 'gone/z', 'run.sh', 'sub'])
    expect(treeChanges(head, head)).toEqual([])
  })
})
