/**
 * `git status` parsed (src/git/porcelain.ts): the head and branch from the porcelain v2 headers,
 * every listed path (changed, renamed with the path it came from, unmerged, untracked), an
 * untracked folder without its `/`; an initial commit and a detached head name nothing.
 */
import { describe, expect, it } from '@jest/globals'
import { parseStatus } from '../../src/git/porcelain.js'

const OID = 'a'.repeat(40)
const Z = '0'.repeat(40)

describe('parseStatus', () => {
  it('reads the head, the branch and every kind of entry, paths with spaces kept whole', () => {
    const out = [
      `# branch.oid ${OID}`,
      '# branch.head main',
      `1 .M N... 100644 100644 100644 ${Z} ${Z} src/a file.ts`,
      `2 R. N... 100644 100644 100644 ${Z} ${Z} R100 new name.ts`,
      'old name.ts',
      `u UU N... 100644 100644 100644 100644 ${Z} ${Z} ${Z} both.ts`,
      '? notes/',
      '? scratch.txt',
      ''
    ].join('\0')
    expect(parseStatus(out)).toEqual({
      head: OID,
      branch: 'main',
      entries: [
        { path: 'src/a file.ts', untracked: false },
        { path: 'new name.ts', untracked: false },
        { path: 'old name.ts', untracked: false },
        { path: 'both.ts', untracked: false },
        { path: 'notes', untracked: true },
        { path: 'scratch.txt', untracked: true }
      ]
    })
  })

  it('an initial commit has no head, a detached head no branch', () => {
    expect(parseStatus('# branch.oid (initial)\0# branch.head main\0')).toEqual({
      branch: 'main',
      entries: []
    })
    expect(parseStatus(`# branch.oid ${OID}\0# branch.head (detached)\0`)).toEqual({
      head: OID,
      entries: []
    })
  })
})
