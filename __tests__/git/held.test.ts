/**
 * Git's output held by a program git started (ssh's ControlPersist master, a credential daemon):
 * every git command of ours is done at git's exit (src/git/git.ts on src/io/child.ts), the
 * synchronous ones (`run`) as the streamed ones (`runAsync`, `stream`). The git on PATH here is
 * a wrapper that runs the real git, then leaves a `sleep` holding its stdout and stderr. And the
 * names and paths git gets on Windows, with the platform handed in.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Git, gitProgram, safeDirectories } from '../../src/git/git.js'
import { programFile } from '../../src/git/hardening.js'
import { git, GIT_ENV, isAlive, tempDir } from '../support/helpers.js'
import { reap, waitFor } from '../support/processes.js'

const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
const pids = path.join(tempDir('caa-held-'), 'daemons')
let repo = ''

beforeAll(() => {
  const bin = tempDir('caa-held-bin-')
  fs.writeFileSync(
    path.join(bin, 'git'),
    `#!/bin/sh\n'${realGit}' "$@"\nrc=$?\nsleep 300 &\necho $! >> '${pids}'\nexit $rc\n`,
    { mode: 0o755 }
  )
  // gitProgram is found once for the process: this file's first git is the wrapper.
  process.env.PATH = `${bin}${path.delimiter}${process.env.PATH ?? ''}`
  repo = tempDir()
  git(repo, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(repo, 'a.txt'), 'a\n')
  git(repo, 'add', 'a.txt')
  git(repo, 'commit', '-q', '-m', 'one')
})

afterAll(async () => {
  const left = fs.existsSync(pids) ? fs.readFileSync(pids, 'utf8').trim().split('\n') : []
  for (const pid of left.map(Number).filter((p) => p > 0)) {
    reap(pid)
    await waitFor(() => !isAlive(pid), 2000)
  }
})

describe('a git whose output a daemon holds', () => {
  it('is done at its exit: open, run, runAsync and stream', async () => {
    const started = Date.now()
    const g = Git.open(repo, GIT_ENV)
    expect(gitProgram()).not.toBe(realGit)
    expect(g?.run(['rev-parse', '--abbrev-ref', 'HEAD']).trim()).toBe('main')
    expect(g?.test(['cat-file', '-e', 'HEAD:missing'])).toBe(false)
    expect((await g?.runAsync(['ls-files']))?.trim()).toBe('a.txt')
    const chunks: Buffer[] = []
    await g?.stream(['cat-file', '-p', 'HEAD:a.txt'], { onData: (c) => chunks.push(c) })
    expect(Buffer.concat(chunks).toString()).toBe('a\n')
    await expect(
      g?.stream(['cat-file', '-p', 'HEAD:none'], { onData: () => undefined })
    ).rejects.toThrow(/git cat-file failed \(exit 128\)/)
    // Every command left a daemon; none was waited for (the sync ones had 30 to 120 s bounds).
    expect(fs.readFileSync(pids, 'utf8').trim().split('\n').length).toBeGreaterThanOrEqual(6)
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 30_000)
})

describe('git on Windows (the platform handed in)', () => {
  it("looks for git.exe, Git for Windows' name", () => {
    expect(programFile('git', 'win32')).toBe('git.exe')
    expect(programFile('git', 'linux')).toBe('git')
  })

  it('gives the work tree as safe.directory with / as well on Windows', () => {
    expect(safeDirectories('C:\\a\\repo', 'C:\\a\\repo', 'win32')).toEqual([
      ['safe.directory', 'C:\\a\\repo'],
      ['safe.directory', 'C:/a/repo']
    ])
    expect(safeDirectories('/w/link', '/w/real', 'linux')).toEqual([
      ['safe.directory', '/w/link'],
      ['safe.directory', '/w/real']
    ])
    expect(safeDirectories('/w', '/w', 'linux')).toEqual([['safe.directory', '/w']])
  })
})
