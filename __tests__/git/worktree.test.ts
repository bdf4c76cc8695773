/**
 * The work tree after the run (src/git/worktree.ts) with real git: the start taken before the run,
 * the tree read after it, and the files the run changed, including what an agent could do to
 * hide a change from git.
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { startPoint } from '../../src/git/worktree.js'
import { land } from '../../src/git/land.js'
import { tempDir, git, GIT_ENV } from '../support/helpers.js'
import { after, repo as repoWith, start } from '../support/repos.js'
import { templated } from '../support/template.js'
import { Repos } from '../../src/git/git.js'

/**
 * repos.ts's default repository (one commit of a.txt and b.txt, in `<temp>/ws`), built as it
 * builds it, once: each call a copy. A repository of other files is built for the test asking.
 */
const plain: () => { ws: string } = templated('caa-worktree-', (dir) => {
  const ws = path.join(dir, 'ws')
  fs.mkdirSync(ws)
  git(ws, 'init', '-q')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'one\n')
  fs.writeFileSync(path.join(ws, 'b.txt'), 'two\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-qm', 'init')
  return { ws }
})

function repo(files?: Record<string, string>): string {
  return files === undefined ? plain().ws : repoWith(files)
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
      repos: new Repos(),
      env: GIT_ENV,
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
    expect(startPoint(new Repos(), ws, GIT_ENV)).toBeUndefined()
    // One that looks like a repository to a glance: git's own first command refuses it.
    fs.mkdirSync(path.join(ws, '.git', 'objects'))
    fs.mkdirSync(path.join(ws, '.git', 'refs'))
    fs.writeFileSync(path.join(ws, '.git', 'HEAD'), 'garbage\n')
    expect(() => startPoint(new Repos(), ws, GIT_ENV)).toThrow(/not a git repository/)
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
