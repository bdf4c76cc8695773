/**
 * checkedIndex (src/git/savedindex.ts): the private copy of git's index the comparison reads,
 * versions 2 to 4, refused when the agent could have hidden a change in it.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { checkedIndex } from '../../src/git/savedindex.js'
import { tempDir, git, GIT_ENV } from '../support/helpers.js'
import { after, repo, start } from '../support/repos.js'

describe('checkedIndex', () => {
  const NEVER = 2 ** 32 - 1
  const usableIndex = (b: Buffer, oidBytes: number): boolean =>
    checkedIndex(b, oidBytes, NEVER) !== undefined

  const indexOf = (ws: string): Buffer => fs.readFileSync(path.join(ws, '.git', 'index'))

  it('reads versions 2, 3 and 4 to the end', () => {
    const ws = repo({
      'a.txt': 'a\n',
      'dir/with space/b.txt': 'b\n',
      ['long/'.repeat(30) + 'c']: 'c'
    })
    expect(usableIndex(indexOf(ws), 20)).toBe(true)
    fs.writeFileSync(path.join(ws, 'intent.txt'), 'x\n')
    git(ws, 'add', '-N', 'intent.txt') // intent-to-add: an extended entry, version 3
    expect(indexOf(ws).readUInt32BE(4)).toBe(3)
    expect(usableIndex(indexOf(ws), 20)).toBe(true)
    git(ws, 'update-index', '--index-version', '4')
    expect(indexOf(ws).readUInt32BE(4)).toBe(4)
    expect(usableIndex(indexOf(ws), 20)).toBe(true)
  })

  it('refuses an index with an assume-unchanged entry, a split index and garbage', () => {
    const ws = repo()
    git(ws, 'update-index', '--assume-unchanged', 'b.txt')
    expect(usableIndex(indexOf(ws), 20)).toBe(false)
    git(ws, 'update-index', '--no-assume-unchanged', 'b.txt')
    expect(usableIndex(indexOf(ws), 20)).toBe(true)
    git(ws, 'update-index', '--split-index')
    expect(usableIndex(indexOf(ws), 20)).toBe(false)
    expect(usableIndex(Buffer.from('DIRC'), 20)).toBe(false)
    const cut = indexOf(repo())
    expect(usableIndex(cut.subarray(0, cut.length - 30), 20)).toBe(false)
  })

  it('zeroes the size of entries changed in the last second, with a checksum git accepts', () => {
    const ws = repo({ 'a.txt': 'aaaa\n', 'b.txt': 'bb\n' })
    const index = indexOf(ws)
    expect(checkedIndex(index, 20, NEVER)?.equals(index)).toBe(true)
    const smudged = checkedIndex(index, 20, 0)
    if (smudged === undefined) throw new Error('refused')
    expect(smudged.equals(index)).toBe(false)
    const file = path.join(ws, '.git', 'index.test')
    fs.writeFileSync(file, smudged)
    const debug = execFileSync('git', ['ls-files', '--debug'], {
      cwd: ws,
      encoding: 'utf8',
      env: { ...GIT_ENV, GIT_INDEX_FILE: file }
    })
    expect(debug.match(/size: (\d+)/g)).toEqual(['size: 0', 'size: 0'])
    // git compares those files by content and finds them as they were.
    const status = execFileSync('git', ['status', '--porcelain'], {
      cwd: ws,
      encoding: 'utf8',
      env: { ...GIT_ENV, GIT_INDEX_FILE: file, GIT_OPTIONAL_LOCKS: '0' }
    })
    expect(status).toBe('')
  })

  it('reads a sha256 repository', async () => {
    const ws = path.join(tempDir(), 'ws')
    fs.mkdirSync(ws)
    try {
      git(ws, 'init', '-q', '--object-format=sha256')
    } catch {
      return // a git without sha256 support
    }
    fs.writeFileSync(path.join(ws, 'a.txt'), 'a\n')
    git(ws, 'add', '-A')
    expect(usableIndex(indexOf(ws), 32)).toBe(true)
    const s = start(ws)
    expect(s.index).toBeDefined()
    fs.writeFileSync(path.join(ws, 'a.txt'), 'b\n')
    const { changed } = await after(s, ws)
    expect(changed['a.txt']).toMatchObject({ created: true })
  })
})
