/**
 * The files past GitHub's list, read from a real checkout (src/git/pull-diff.ts): the files the
 * list did not name, each with its status, counts and patch as GitHub shows one (in batches of
 * paths), by the hardened git (a textconv, an external diff the repository names never run), and
 * nothing when the checkout lacks a commit, their common ancestor (a shallow clone), or does not
 * hold every file GitHub listed.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Git } from '../../src/git/git.js'
import { readRest } from '../../src/git/pull-diff.js'
import { git, GIT_ENV, tempDir } from '../support/helpers.js'

const at = { repo: '', base: '', head: '', marker: '' }
const MANY = 1100
const ODD = 'ünï code.txt'

function write(repo: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), content)
  }
}

/**
 * A commit on `branch` (made from `from`) without the files `removed` and with `files` written,
 * through git fast-import: its objects go into one pack, where `git add` would write each of the
 * thousand new files as a loose object (and the shallow clone below would pack them all again).
 * The tree is the one committing those changes in a work tree would make.
 */
function commitOn(
  repo: string,
  branch: string,
  from: string,
  removed: string[],
  files: Record<string, string | Buffer>
): string {
  const message = 'the pull request'
  const input: Buffer[] = [
    Buffer.from(
      `commit refs/heads/${branch}\ncommitter t <t@t> 1700000000 +0000\n` +
        `data ${String(message.length)}\n${message}\nfrom ${from}\n`
    ),
    ...removed.map((file) => Buffer.from(`D ${file}\n`))
  ]
  for (const [file, content] of Object.entries(files)) {
    const data = Buffer.from(content)
    input.push(Buffer.from(`M 100644 inline ${file}\ndata ${String(data.length)}\n`), data)
    input.push(Buffer.from('\n'))
  }
  execFileSync('git', ['-C', repo, 'fast-import', '--quiet'], {
    input: Buffer.concat(input),
    env: GIT_ENV
  })
  return git(repo, 'rev-parse', `refs/heads/${branch}`)
}

beforeAll(() => {
  const repo = tempDir('caa-pull-diff-')
  git(repo, 'init', '-q', '-b', 'main')
  write(repo, {
    'keep.txt': 'keep\n',
    'mod.txt': 'a\nb\n',
    'del.txt': 'gone\n',
    'old-name.txt': 'same\n'.repeat(20)
  })
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', 'base')
  at.base = git(repo, 'rev-parse', 'HEAD')
  const many: Record<string, string> = {}
  for (let i = 0; i < MANY; i++) many[`many/${String(i).padStart(4, '0')}.txt`] = `m${String(i)}\n`
  at.head = commitOn(repo, 'pr', at.base, ['del.txt', 'old-name.txt'], {
    'new-name.txt': 'same\n'.repeat(20),
    'mod.txt': 'a\nB\n',
    'more.txt': 'more\n',
    [ODD]: 'odd\n',
    'img.bin': Buffer.from([0, 1, 2, 0, 255]),
    // The head asks for a diff driver the repository's config defines: never run.
    '.gitattributes': '*.txt diff=evil\n',
    ...many
  })
  git(repo, 'checkout', '-q', 'pr')
  at.marker = path.join(tempDir('caa-pull-diff-marker-'), 'ran')
  const script = path.join(path.dirname(at.marker), 'evil.sh')
  fs.writeFileSync(script, `#!/bin/sh\ntouch '${at.marker}'\necho EVIL\n`, { mode: 0o755 })
  git(repo, 'config', 'diff.evil.textconv', script)
  git(repo, 'config', 'diff.evil.command', script)
  git(repo, 'config', 'diff.external', script)
  at.repo = repo
})

/** GitHub's list of the pull request: two of its files, one a rename. */
const listing = {
  paths: ['mod.txt', 'new-name.txt'],
  listed: new Set(['mod.txt', 'new-name.txt', 'old-name.txt'])
}

function open(dir: string): Git {
  const g = Git.open(dir, process.env)
  if (g === undefined) throw new Error(`no repository at ${dir}`)
  return g
}

describe('the files past the list, from the checkout', () => {
  it('reads every file the list did not name, with its patch as GitHub shows one', () => {
    const rest = readRest(open(at.repo), { base: at.base, head: at.head, ...listing })
    if (rest.kind !== 'read') throw new Error(rest.why)
    const byPath = new Map(rest.files.map((f) => [f.path, f]))
    expect(rest.files).toHaveLength(MANY + 5)
    expect([...byPath.keys()].filter((p) => !p.startsWith('many/'))).toEqual([
      '.gitattributes',
      'del.txt',
      'img.bin',
      'more.txt',
      ODD
    ])
    expect(byPath.get('del.txt')).toEqual({
      path: 'del.txt',
      status: 'removed',
      additions: 0,
      deletions: 1,
      patch: '@@ -1 +0,0 @@\n-gone'
    })
    expect(byPath.get('img.bin')).toEqual({
      path: 'img.bin',
      status: 'added',
      additions: 0,
      deletions: 0
    })
    expect(byPath.get(ODD)?.patch).toBe('@@ -0,0 +1 @@\n+odd')
    // Every batch of paths kept its files and patches together.
    expect(byPath.get('many/0000.txt')?.patch).toBe('@@ -0,0 +1 @@\n+m0')
    expect(byPath.get('many/0777.txt')?.patch).toBe('@@ -0,0 +1 @@\n+m777')
    expect(byPath.get('many/1099.txt')).toMatchObject({ status: 'added', additions: 1 })
    expect(byPath.get('many/1099.txt')?.patch).toBe('@@ -0,0 +1 @@\n+m1099')
    // The repository's textconv, diff command and external diff never ran.
    expect(fs.existsSync(at.marker)).toBe(false)
    expect(rest.files.some((f) => f.patch?.includes('EVIL') === true)).toBe(false)
  })

  it('reads nothing more when the list was whole', () => {
    const all = readRest(open(at.repo), {
      base: at.base,
      head: at.base,
      paths: [],
      listed: new Set()
    })
    expect(all).toEqual({ kind: 'read', files: [] })
  })

  it('says why when the checkout cannot give them', () => {
    const g = open(at.repo)
    const unknown = 'c'.repeat(40)
    expect(readRest(g, { base: at.base, head: unknown, ...listing })).toEqual({
      kind: 'absent',
      why: 'the checkout does not have the head commit'
    })
    expect(readRest(g, { base: unknown, head: at.head, ...listing })).toEqual({
      kind: 'absent',
      why: 'the checkout does not have the base commit'
    })
    expect(
      readRest(g, { base: at.base, head: at.head, paths: ['elsewhere.txt'], listed: new Set() })
    ).toEqual({ kind: 'absent', why: "the checkout's diff does not hold every file GitHub listed" })
    // actions/checkout's default: one commit deep. Both tips, no common ancestor.
    const shallow = path.join(tempDir('caa-pull-diff-shallow-'), 'ws')
    git(
      path.dirname(shallow),
      'clone',
      '-q',
      '--depth=1',
      '--no-single-branch',
      `file://${at.repo}`,
      'ws'
    )
    expect(readRest(open(shallow), { base: at.base, head: at.head, ...listing })).toEqual({
      kind: 'absent',
      why: 'the checkout has no common ancestor of the base and the head (a shallow clone)'
    })
  })
})
