/**
 * worktree.ts with real git: the start taken before the run, the work tree read after it, and the
 * files the run changed, including what an agent could do to hide a change from git.
 */
import { readRunnerEnv } from '../src/runner/env.js'
import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  changedFiles,
  readWorkTree,
  startPoint,
  type StartPoint,
  type WorkTree
} from '../src/git/worktree.js'
import { land } from '../src/git/land.js'
import { checkedIndex } from '../src/git/savedindex.js'
import { tempDir, git, GIT_ENV } from './helpers.js'

const ENV = GIT_ENV

function repo(files: Record<string, string> = { 'a.txt': 'one\n', 'b.txt': 'two\n' }): string {
  const ws = path.join(tempDir(), 'ws')
  fs.mkdirSync(ws)
  git(ws, 'init', '-q')
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(ws, name)), { recursive: true })
    fs.writeFileSync(path.join(ws, name), text)
  }
  git(ws, 'add', '-A')
  git(ws, 'commit', '-qm', 'init')
  return ws
}

const opened: WorkTree[] = []
afterEach(() => {
  for (const w of opened.splice(0)) w.dispose()
})

function start(ws: string): StartPoint {
  const s = startPoint(ws, ENV)
  if (s === undefined) throw new Error('no start point')
  return s
}

async function after(
  s: StartPoint,
  ws: string
): Promise<{ work: WorkTree; changed: Record<string, object> }> {
  const work = await readWorkTree(s, ENV)
  opened.push(work)
  const changed = Object.fromEntries(changedFiles(s, work, ws).map((c) => [c.path, c]))
  return { work, changed }
}

describe('the work tree after the run', () => {
  it('is clean, with no tree built, when nothing changed', async () => {
    const ws = repo()
    const s = start(ws)
    expect(s.index).toBeDefined()
    const { work, changed } = await after(s, ws)
    expect(work.clean).toBe(true)
    expect(work.head).toBe(s.head)
    expect(changed).toEqual({})
    // The private index is gone; the repository's own is untouched.
    expect(fs.readdirSync(path.join(ws, '.git')).filter((f) => f.startsWith('index.'))).toEqual([])
  })

  it('lists edits, new and deleted files with line counts against the start commit', async () => {
    const ws = repo()
    const s = start(ws)
    fs.writeFileSync(path.join(ws, 'a.txt'), 'one\nmore\n')
    fs.writeFileSync(path.join(ws, 'new.txt'), 'x\ny\n')
    fs.rmSync(path.join(ws, 'b.txt'))
    const { work, changed } = await after(s, ws)
    expect(work.clean).toBe(false)
    expect(changed).toEqual({
      'a.txt': { path: 'a.txt', added: 1, removed: 0, created: false, deleted: false },
      'new.txt': { path: 'new.txt', added: 2, removed: 0, created: true, deleted: false },
      'b.txt': { path: 'b.txt', added: 0, removed: 1, created: false, deleted: true }
    })
  })

  it('sees an edit the agent hid with assume-unchanged in the repository index', async () => {
    const ws = repo()
    const s = start(ws)
    git(ws, 'update-index', '--assume-unchanged', 'a.txt')
    fs.writeFileSync(path.join(ws, 'a.txt'), 'hidden edit\n')
    expect(git(ws, 'status', '--porcelain')).toBe('') // plain git is fooled
    const { work, changed } = await after(s, ws)
    expect(Object.keys(changed)).toEqual(['a.txt'])
    const landing = await land({
      start: s,
      work,
      env: ENV,
      runner: readRunnerEnv({ RUNNER_TEMP: tempDir() }),
      settings: { push: false, openPr: false, commitMessage: '', branchPrefix: 'c/' },
      token: '',
      prompt: 'x',
      finalMessage: 'y'
    })
    expect(fs.readFileSync(landing.patch ?? '', 'utf8')).toContain('+hidden edit')
  })

  it('sees a same-size rewrite whose mtime was set back to the checkout time (racy git)', async () => {
    const ws = repo()
    const file = path.join(ws, 'a.txt')
    // The file and the index stamped with the same time: git must compare contents.
    const index = path.join(ws, '.git', 'index')
    const t = fs.statSync(index).mtime
    fs.utimesSync(file, t, t)
    const s = start(ws)
    fs.writeFileSync(file, 'ONE\n')
    fs.utimesSync(file, t, t)
    const { changed } = await after(s, ws)
    expect(Object.keys(changed)).toEqual(['a.txt'])
  })

  it('sees a same-size rewrite with the old mtime put back long after the checkout (ctime)', async () => {
    const ws = repo()
    const file = path.join(ws, 'a.txt')
    const old = new Date(Date.now() - 3_600_000)
    fs.utimesSync(file, old, old)
    git(ws, 'update-index', '--refresh')
    const s = start(ws)
    fs.writeFileSync(file, 'ONE\n')
    fs.utimesSync(file, old, old)
    const { changed } = await after(s, ws)
    expect(Object.keys(changed)).toEqual(['a.txt'])
  })

  it('leaves out changes that were there before the run, and keeps those the agent touched', async () => {
    const ws = repo({ 'a.txt': '1\n', 'b.txt': '2\n', 'c.txt': '3\n' })
    fs.writeFileSync(path.join(ws, 'a.txt'), 'before\n') // modified before, untouched
    fs.writeFileSync(path.join(ws, 'b.txt'), 'before\n') // modified before, edited again
    fs.writeFileSync(path.join(ws, 'c.txt'), 'before\n') // modified before, put back
    fs.writeFileSync(path.join(ws, 'build.log'), 'x\n') // untracked before, untouched
    const s = start(ws)
    expect(s.dirty.size).toBe(4)
    fs.writeFileSync(path.join(ws, 'b.txt'), 'agent\n')
    fs.writeFileSync(path.join(ws, 'c.txt'), '3\n')
    const { changed } = await after(s, ws)
    expect(Object.keys(changed).sort()).toEqual(['b.txt', 'c.txt'])
  })

  it('keeps files outside a sparse checkout out of the changes', async () => {
    const ws = repo({ 'in/a.txt': 'a\n', 'out/b.txt': 'b\n' })
    git(ws, 'sparse-checkout', 'set', 'in')
    expect(fs.existsSync(path.join(ws, 'out', 'b.txt'))).toBe(false)
    const s = start(ws)
    fs.writeFileSync(path.join(ws, 'in', 'a.txt'), 'changed\n')
    const { work, changed } = await after(s, ws)
    expect(Object.keys(changed)).toEqual(['in/a.txt'])
    expect(work.changes.map((c) => c.path)).toEqual(['in/a.txt'])
  })

  it('counts the agent commits from the start commit', async () => {
    const ws = repo()
    const s = start(ws)
    fs.writeFileSync(path.join(ws, 'a.txt'), 'one\ntwo\nthree\n')
    git(ws, 'commit', '-qam', 'agent')
    const { work, changed } = await after(s, ws)
    expect(work.head).not.toBe(s.head)
    expect(changed).toEqual({
      'a.txt': { path: 'a.txt', added: 2, removed: 0, created: false, deleted: false }
    })
  })

  it('works in a repository without commits, and without an index', async () => {
    const ws = path.join(tempDir(), 'ws')
    fs.mkdirSync(ws)
    git(ws, 'init', '-q')
    const s = start(ws)
    expect(s.head).toBeUndefined()
    expect(s.index).toBeUndefined()
    fs.writeFileSync(path.join(ws, 'first.txt'), 'hello\n')
    const { work, changed } = await after(s, ws)
    expect(work.changes.map((c) => [c.path, c.status])).toEqual([['first.txt', 'A']])
    expect(changed['first.txt']).toMatchObject({ created: true, added: 1 })
  })

  it('works in a linked worktree: git is asked where its folders are', async () => {
    const main = repo()
    const linked = path.join(path.dirname(main), 'linked')
    git(main, 'worktree', 'add', '-q', linked)
    const s = start(linked)
    expect(s.root).toBe(linked)
    expect(fs.realpathSync(s.facts.commonDir)).toBe(fs.realpathSync(path.join(main, '.git')))
    expect(s.facts.gitDir).not.toBe(s.facts.commonDir)
    fs.writeFileSync(path.join(linked, 'a.txt'), 'in the worktree\n')
    const { changed } = await after(s, linked)
    expect(Object.keys(changed)).toEqual(['a.txt'])
    // The main checkout's own index was not touched.
    expect(git(main, 'status', '--porcelain')).toBe('')
  })

  it('takes a .git folder that is no repository for none', () => {
    const ws = path.join(tempDir(), 'ws')
    fs.mkdirSync(path.join(ws, '.git'), { recursive: true })
    fs.writeFileSync(path.join(ws, '.git', 'HEAD'), 'ref: refs/heads/main\n')
    expect(startPoint(ws, ENV)).toBeUndefined()
    // One that looks like a repository to a glance: git's own first command refuses it.
    fs.mkdirSync(path.join(ws, '.git', 'objects'))
    fs.mkdirSync(path.join(ws, '.git', 'refs'))
    fs.writeFileSync(path.join(ws, '.git', 'HEAD'), 'garbage\n')
    expect(() => startPoint(ws, ENV)).toThrow(/not a git repository/)
  })

  it('falls back to the start commit when the index was split, and still sees the change', async () => {
    const ws = repo()
    git(ws, 'update-index', '--split-index')
    const s = start(ws)
    expect(s.index).toBeUndefined()
    fs.writeFileSync(path.join(ws, 'b.txt'), 'edited\n')
    const { changed } = await after(s, ws)
    expect(Object.keys(changed)).toEqual(['b.txt'])
  })
})

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
      env: { ...ENV, GIT_INDEX_FILE: file }
    })
    expect(debug.match(/size: (\d+)/g)).toEqual(['size: 0', 'size: 0'])
    // git compares those files by content and finds them as they were.
    const status = execFileSync('git', ['status', '--porcelain'], {
      cwd: ws,
      encoding: 'utf8',
      env: { ...ENV, GIT_INDEX_FILE: file, GIT_OPTIONAL_LOCKS: '0' }
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
