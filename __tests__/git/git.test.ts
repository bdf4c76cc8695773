/**
 * Git never runs what an agent planted in the repository (src/git/git.ts): hooks, a core.fsmonitor
 * command, clean/smudge filters, diff drivers and textconv from .git/config, ~/.gitconfig or an
 * included file; and it gets no token and no action input.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Git, gitEnv, neutralise, Repos } from '../../src/git/git.js'
import { changedFiles, readWorkTree, startPoint } from '../../src/git/worktree.js'
import { tempDir } from '../support/helpers.js'

const HOOKS = [
  'post-index-change',
  'pre-commit',
  'commit-msg',
  'post-commit',
  'reference-transaction',
  'pre-push',
  'post-checkout'
]

/** A repository with one commit, and a folder where planted commands leave marker files. */
function plantedRepo(): { repo: string; marks: string; home: string } {
  const dir = tempDir('caa-git-')
  const repo = path.join(dir, 'repo')
  const marks = path.join(dir, 'marks')
  const home = path.join(dir, 'home')
  fs.mkdirSync(repo)
  fs.mkdirSync(marks)
  fs.mkdirSync(home)
  const g = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
    })
  g('init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(repo, 'a.txt'), 'one\n')
  g('add', 'a.txt')
  g('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'init')
  plant(repo, marks, home)
  return { repo, marks, home }
}

function plant(repo: string, marks: string, home: string): void {
  const touch = (name: string): string => `touch '${path.join(marks, name)}'`
  for (const hook of HOOKS) {
    const file = path.join(repo, '.git', 'hooks', hook)
    fs.writeFileSync(file, `#!/bin/sh\n${touch(`hook-${hook}`)}\n`)
    fs.chmodSync(file, 0o755)
  }
  const included = path.join(home, 'included.config')
  fs.writeFileSync(
    included,
    `[filter "inc"]\n\tclean = ${touch('included-clean')}; cat\n\trequired = true\n`
  )
  fs.appendFileSync(
    path.join(repo, '.git', 'config'),
    [
      '[core]',
      `\tfsmonitor = ${touch('fsmonitor')}; echo`,
      '[filter "evil=x"]',
      `\tclean = ${touch('clean')}; cat`,
      `\tsmudge = ${touch('smudge')}; cat`,
      '\trequired = true',
      '[diff "evil"]',
      `\ttextconv = ${touch('textconv')}; cat`,
      `\tcommand = ${touch('diffcmd')}`,
      '[diff]',
      `\texternal = ${touch('external')}`,
      '[include]',
      `\tpath = ${included}`,
      ''
    ].join('\n')
  )
  fs.writeFileSync(
    path.join(home, '.gitconfig'),
    `[core]\n\tfsmonitor = ${touch('global-fsmonitor')}; echo\n[filter "glob"]\n\tclean = ${touch('global-clean')}; cat\n`
  )
  fs.writeFileSync(
    path.join(repo, '.gitattributes'),
    '*.txt filter=evil=x diff=evil\n*.md filter=inc\n*.dat filter=glob\n'
  )
}

describe('git with a planted repository', () => {
  it('runs no hook, fsmonitor, filter or diff driver, and still sees the changes', async () => {
    const { repo, marks, home } = plantedRepo()
    const env = { ...process.env, HOME: home }
    const before = startPoint(new Repos(), repo, env)
    if (before === undefined) throw new Error('no start point')
    fs.writeFileSync(path.join(repo, 'a.txt'), 'one\ntwo\n')
    fs.writeFileSync(path.join(repo, 'new.md'), 'x\ny\nz\n')
    fs.writeFileSync(path.join(repo, 'b.dat'), 'd\n')
    const work = await readWorkTree(new Repos(), before, env)
    const changes = changedFiles(before, work, repo)
    work.dispose()
    const byPath = Object.fromEntries(changes.map((c) => [c.path, c]))
    expect(byPath['a.txt']).toMatchObject({ added: 1, removed: 0, created: false })
    expect(byPath['new.md']).toMatchObject({ added: 3, created: true })
    expect(byPath['b.dat']).toMatchObject({ added: 1, created: true })
    expect(fs.readdirSync(marks)).toEqual([])
  })

  it('the same repository runs every planted command under plain git (the test can fail)', () => {
    const { repo, marks, home } = plantedRepo()
    fs.writeFileSync(path.join(repo, 'a.txt'), 'two\n')
    spawnSync('git', ['status', '--porcelain'], { cwd: repo, env: { ...process.env, HOME: home } })
    spawnSync('git', ['add', '-A'], { cwd: repo, env: { ...process.env, HOME: home } })
    const ran = fs.readdirSync(marks)
    expect(ran).toEqual(expect.arrayContaining(['fsmonitor', 'clean', 'hook-post-index-change']))
  })

  it('neutralises command keys whatever their case or subsection', () => {
    expect(
      neutralise([
        'filter.A=b.clean',
        'FILTER.x.Process',
        'diff.y.textconv',
        'credential.https://h.helper',
        'core.bare',
        'user.name'
      ])
    ).toEqual([
      ['filter.A=b.clean', ''],
      ['FILTER.x.Process', ''],
      ['diff.y.textconv', ''],
      ['credential.https://h.helper', '']
    ])
  })

  it('gives git no token and no action input', () => {
    const env = gitEnv(
      {
        PATH: '/bin',
        'INPUT_GITHUB-TOKEN': 'ghs_x',
        GITHUB_TOKEN: 'ghs_y',
        ACTIONS_RUNTIME_TOKEN: 'rt',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'id',
        CURSOR_API_KEY: 'k',
        GIT_CONFIG_PARAMETERS: "'core.fsmonitor'='x'"
      },
      []
    )
    expect(Object.keys(env).sort()).toEqual(
      [
        'PATH',
        'GIT_CONFIG_NOSYSTEM',
        'GIT_CONFIG_GLOBAL',
        'GIT_ATTR_NOSYSTEM',
        'GIT_TERMINAL_PROMPT',
        'GIT_OPTIONAL_LOCKS',
        'GIT_NO_LAZY_FETCH',
        'GIT_NO_REPLACE_OBJECTS',
        'GIT_PAGER',
        'GIT_EDITOR',
        'LC_ALL',
        'GIT_CONFIG_COUNT'
      ].sort()
    )
  })

  it('opens a checkout owned by another user (container jobs) for this repository only', () => {
    if (process.getuid?.() !== 0) {
      process.stderr.write('SKIPPED: the ownership test needs root to chown\n')
      return
    }
    const { repo } = plantedRepo()
    execFileSync('chown', ['-R', 'nobody', repo])
    const plain = spawnSync('git', ['status'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' }
    })
    expect(plain.stderr).toContain('dubious ownership')
    expect(Git.open(repo, process.env)?.root).toBe(repo)
  })
})

describe('the repositories of a phase (Repos)', () => {
  /** A plain repository with one commit and a sub-folder. */
  function plain(): string {
    const repo = path.join(tempDir('caa-repos-'), 'repo')
    fs.mkdirSync(path.join(repo, 'sub'), { recursive: true })
    const g = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: GIT_ENV_ONLY })
    g('init', '-q')
    fs.writeFileSync(path.join(repo, 'a.txt'), 'a\n')
    g('add', '-A')
    g('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init')
    return repo
  }
  const GIT_ENV_ONLY = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
  const setConfig = (repo: string, key: string, value: string) =>
    execFileSync('git', ['config', key, value], { cwd: repo, env: GIT_ENV_ONLY })

  it('opens each repository once in a phase, from any folder in it', () => {
    const repo = plain()
    const before = new Repos()
    const first = before.open(repo, GIT_ENV_ONLY)
    expect(first?.root).toBe(repo)
    expect(before.open(path.join(repo, 'sub'), GIT_ENV_ONLY)).toBe(first)
    // The config was read once, when it was opened: a change made since is not seen in the phase.
    setConfig(repo, 'caa.mark', 'later')
    expect(before.open(repo, GIT_ENV_ONLY)?.configValue('caa.mark')).toBeUndefined()
  })

  it('reads the config again in the next phase, and keeps the places found before', () => {
    const repo = plain()
    const first = new Repos().open(repo, GIT_ENV_ONLY)
    if (first === undefined) throw new Error('not opened')
    setConfig(repo, 'caa.mark', 'after')
    const after = new Repos()
    const again = after.reopen(first.facts, GIT_ENV_ONLY)
    expect(again).not.toBe(first)
    expect(again?.configValue('caa.mark')).toBe('after')
    expect(again?.facts).toEqual(first.facts)
    expect(after.reopen(first.facts, GIT_ENV_ONLY)).toBe(again)
    // And open() in that phase finds the same repository.
    expect(after.open(repo, GIT_ENV_ONLY)).toBe(again)
  })

  it('keeps nothing between phases or across the process: Git.open opens afresh', () => {
    const repo = plain()
    expect(Git.open(repo, GIT_ENV_ONLY)).not.toBe(Git.open(repo, GIT_ENV_ONLY))
    expect(new Repos().open(repo, GIT_ENV_ONLY)).not.toBe(new Repos().open(repo, GIT_ENV_ONLY))
  })

  it('opens nothing outside a repository', () => {
    const dir = tempDir('caa-norepo-')
    expect(new Repos().open(dir, GIT_ENV_ONLY)).toBeUndefined()
  })
})
