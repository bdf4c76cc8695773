/**
 * Git never runs what an agent planted in the repository: hooks, a core.fsmonitor command,
 * clean/smudge filters, diff drivers and textconv from .git/config, ~/.gitconfig or an included
 * file; and a huge untracked file is read in pieces.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { hashFile } from '../../src/io/files.js'
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
})
