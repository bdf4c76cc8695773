/**
 * Git never runs what an agent planted in the repository: hooks, a core.fsmonitor command,
 * clean/smudge filters, diff drivers and textconv from .git/config, ~/.gitconfig or an included
 * file; and a huge untracked file is read in pieces.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Git, gitEnv, neutralise } from '../src/git/git.js'
import { hashFile } from '../src/io/files.js'
import { changedFiles, readWorkTree, startPoint } from '../src/git/worktree.js'
import { init, result, runAction, tempDir } from './helpers.js'

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
export function plantedRepo(): { repo: string; marks: string; home: string } {
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

export function plant(repo: string, marks: string, home: string): void {
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
    const before = startPoint(repo, env)
    if (before === undefined) throw new Error('no start point')
    fs.writeFileSync(path.join(repo, 'a.txt'), 'one\ntwo\n')
    fs.writeFileSync(path.join(repo, 'new.md'), 'x\ny\nz\n')
    fs.writeFileSync(path.join(repo, 'b.dat'), 'd\n')
    const work = await readWorkTree(before, env)
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

describe('big files', () => {
  it('hashes in pieces, with memory bounded by the piece size', () => {
    const dir = tempDir('caa-big-')
    const file = path.join(dir, 'big.txt')
    const mib = Number(process.env.CAA_BIG_MIB ?? 64)
    const line = Buffer.from('x'.repeat(1023) + '\n')
    const fd = fs.openSync(file, 'w')
    const block = Buffer.concat(Array.from({ length: 1024 }, () => line))
    for (let i = 0; i < mib; i++) fs.writeSync(fd, block)
    fs.closeSync(fd)
    const rss = process.memoryUsage().rss
    const hash = hashFile(file)
    const grew = process.memoryUsage().rss - rss
    process.stderr.write(
      `big file: ${String(mib)} MiB, RSS grew by ${(grew / 1048576).toFixed(1)} MiB\n`
    )
    expect(hash).toMatch(/^[0-9a-f]{40}$/)
    expect(grew).toBeLessThan(32 * 1024 * 1024)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('does not block on a FIFO the agent left', () => {
    const dir = tempDir('caa-fifo-')
    const fifo = path.join(dir, 'pipe')
    execFileSync('mkfifo', [fifo])
    expect(hashFile(fifo)).toBe('not-a-file')
  })

  it('never follows a symlink: a link is hashed by its target path, never read through', () => {
    const dir = tempDir('caa-link-')
    const outside = path.join(dir, 'outside.txt')
    fs.writeFileSync(outside, 'one\ntwo\n')
    const link = path.join(dir, 'link')
    fs.symlinkSync(outside, link)
    const before = hashFile(link)
    expect(before).toMatch(/^link:[0-9a-f]{40}$/)
    // The target's content is not what is hashed.
    fs.writeFileSync(outside, 'changed\n')
    expect(hashFile(link)).toBe(before)
    // Pointing the link elsewhere is a change.
    fs.rmSync(link)
    fs.symlinkSync(path.join(dir, 'elsewhere'), link)
    expect(hashFile(link)).not.toBe(before)
    // Links to a FIFO, to an endless device and in a loop: answered at once, nothing opened.
    const fifo = path.join(dir, 'pipe')
    execFileSync('mkfifo', [fifo])
    const cases: [string, string][] = [
      ['to-fifo', fifo],
      ['to-zero', '/dev/zero'],
      ['loop1', 'loop2'],
      ['loop2', 'loop1']
    ]
    for (const [name, target] of cases) fs.symlinkSync(target, path.join(dir, name))
    for (const [name] of cases) {
      expect(hashFile(path.join(dir, name))).toMatch(/^link:/)
    }
    expect(hashFile('/dev/zero')).toBe('not-a-file')
  })

  it('a link to a FIFO, to /dev/zero and a link loop the agent left do not stop the run', async () => {
    const dir = tempDir('caa-fifo-run-')
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    const sh = (cmd: string): void => void execFileSync('sh', ['-c', cmd], { cwd: workspace })
    sh('git init -q && git -c user.email=a@b -c user.name=a commit -q --allow-empty -m init')
    fs.writeFileSync(path.join(workspace, 'a.txt'), 'a\n')
    sh('git add a.txt && git -c user.email=a@b -c user.name=a commit -q -m a')
    // A CLI that leaves the links (made while it runs, as a shell tool call would).
    const cli = path.join(dir, 'agent')
    fs.writeFileSync(
      cli,
      [
        '#!/bin/sh',
        '[ "$1" = "--version" ] && { echo 2026.01.01-test; exit 0; }',
        `mkfifo ${dir}/fifo; ln -s ${dir}/fifo link-to-fifo; mkfifo plain-fifo`,
        'ln -s /dev/zero link-to-zero; ln -s loop2 loop1; ln -s loop1 loop2',
        'mkdir sub; ln -s .. sub/up; ln -s a.txt link-to-a',
        `echo '${JSON.stringify(init)}'`,
        `echo '${JSON.stringify(result('ok'))}'`
      ].join('\n') + '\n',
      { mode: 0o755 }
    )
    const run = await runAction({
      workspace,
      inputs: { prompt: 'x', 'api-key': 'key_test_0123456789', 'cli-path': cli },
      timeoutMs: 60_000
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(JSON.parse(run.outputs.files_changed ?? '[]')).toEqual(
      expect.arrayContaining(['link-to-fifo', 'link-to-zero', 'loop1', 'loop2', 'link-to-a'])
    )
  }, 90_000)
})

describe('opening the repository', () => {
  /** Runs the action on a one-commit repository with a git that logs its calls. */
  async function gitCalls(
    extra: (object | string)[] = []
  ): Promise<{ before: string[]; after: string[] }> {
    const dir = tempDir()
    const ws = path.join(dir, 'ws')
    fs.mkdirSync(ws)
    execFileSync('git', ['init', '-q'], { cwd: ws })
    fs.writeFileSync(path.join(ws, 'a.txt'), 'a\n')
    execFileSync('git', ['add', '-A'], { cwd: ws })
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x'], {
      cwd: ws
    })
    // A git in front of the real one that logs each call, marked by whether the CLI had started.
    const bin = path.join(dir, 'bin')
    fs.mkdirSync(bin)
    const argvFile = path.join(dir, 'argv.json')
    const log = path.join(dir, 'git.log')
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
    fs.writeFileSync(
      path.join(bin, 'git'),
      `#!/bin/sh\nif [ -e "${argvFile}" ]; then w=after; else w=before; fi\necho "$w $1" >> "${log}"\nexec "${realGit}" "$@"\n`,
      { mode: 0o755 }
    )
    const run = await runAction({
      workspace: ws,
      inputs: { prompt: 'x' },
      env: {
        PATH: `${path.join(import.meta.dirname, '..', 'fake')}:${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
        FAKE_CURSOR_STREAM: (() => {
          const f = path.join(dir, 's.ndjson')
          fs.writeFileSync(
            f,
            [init, ...extra, result('ok')]
              .map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))
              .join('\n')
          )
          return f
        })(),
        FAKE_CURSOR_ARGV_FILE: argvFile
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    const calls = fs.readFileSync(log, 'utf8').trim().split('\n')
    const when = (w: string): string[] =>
      calls.filter((c) => c.startsWith(`${w} `)).map((c) => c.slice(w.length + 1))
    return { before: when('before'), after: when('after') }
  }

  it('two git processes before the CLI starts, two after a run that changed nothing', async () => {
    const calls = await gitCalls()
    // Its config (where a plain checkout's repository is needs no git), and one status for the
    // start commit, the branch and what was already changed.
    expect(calls.before).toEqual(['config', 'status'])
    // The config read again (the agent could have changed it), and one status on the private
    // copy of the index from before the run.
    expect(calls.after).toEqual(['config', 'status'])
  })

  it('reads the changes once for the comparison and the patch after a run that changed a file', async () => {
    const write = `@fake write b.txt ${Buffer.from('b\n').toString('base64')}`
    const calls = await gitCalls([write])
    expect(calls.before).toEqual(['config', 'status'])
    expect(calls.after).toEqual([
      'config',
      'status',
      'add',
      'write-tree',
      'diff-tree',
      'cat-file',
      'diff'
    ])
  })
})
