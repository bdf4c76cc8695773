/**
 * The commit tree (src/git/commit.ts, issue 18, 13): workflow edits are put back and new
 * workflows removed, in any case, and a link in place of the workflows folder is undone.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { commitTree, workflowChanges } from '../../src/git/commit.js'
import { readWorkTree, startPoint } from '../../src/git/worktree.js'
import { git } from '../support/helpers.js'
import { workflowRepo } from '../support/repos.js'
import { Repos } from '../../src/git/git.js'

function workOf(ws: string, dir: string): ReturnType<typeof readWorkTree> {
  const env = { ...process.env, RUNNER_TEMP: dir }
  const start = startPoint(new Repos(), ws, env)
  if (start === undefined) throw new Error('no repository')
  return readWorkTree(new Repos(), start, env)
}

describe('the commit tree', () => {
  it('puts back edited workflows and removes new ones, in any case', async () => {
    const { dir, ws } = workflowRepo()
    fs.writeFileSync(path.join(ws, '.github', 'workflows', 'ci.yml'), 'on: pwn\n')
    fs.writeFileSync(path.join(ws, '.github', 'workflows', 'new.yml'), 'on: push\n')
    fs.mkdirSync(path.join(ws, '.GitHub', 'Workflows'), { recursive: true })
    fs.writeFileSync(path.join(ws, '.GitHub', 'Workflows', 'x.yml'), 'on: push\n')
    fs.writeFileSync(path.join(ws, 'a.txt'), 'b\n')
    const work = await workOf(ws, dir)
    try {
      const out = workflowChanges(work).map((c) => c.path)
      expect(out.sort()).toEqual([
        '.GitHub/Workflows/x.yml',
        '.github/workflows/ci.yml',
        '.github/workflows/new.yml'
      ])
      const tree = commitTree(work, work.tree ?? '', workflowChanges(work))
      expect(git(ws, 'ls-tree', '-r', '--name-only', tree).split('\n')).toEqual([
        '.github/workflows/ci.yml',
        'a.txt',
        'run.sh'
      ])
      expect(git(ws, 'cat-file', '-p', `${tree}:.github/workflows/ci.yml`)).toBe('on: push')
      expect(git(ws, 'cat-file', '-p', `${tree}:a.txt`)).toBe('b')
    } finally {
      work.dispose()
    }
  })
})

describe('the commit tree, continued', () => {
  it('puts the workflows folder back when a link stands in for it', async () => {
    const { dir, ws } = workflowRepo()
    fs.rmSync(path.join(ws, '.github', 'workflows'), { recursive: true })
    fs.mkdirSync(path.join(ws, 'evil'))
    fs.writeFileSync(path.join(ws, 'evil', 'x.yml'), 'on: push\n')
    fs.symlinkSync('../evil', path.join(ws, '.github', 'workflows'))
    const work = await workOf(ws, dir)
    try {
      expect(workflowChanges(work).map((c) => c.path)).toEqual([
        '.github/workflows',
        '.github/workflows/ci.yml'
      ])
      const tree = commitTree(work, work.tree ?? '', workflowChanges(work))
      expect(git(ws, 'ls-tree', '-r', tree).split('\n')).toEqual([
        expect.stringMatching(/^100644 blob [0-9a-f]+\t\.github\/workflows\/ci\.yml$/),
        expect.stringMatching(/\ta\.txt$/),
        expect.stringMatching(/\tevil\/x\.yml$/),
        expect.stringMatching(/\trun\.sh$/)
      ])
    } finally {
      work.dispose()
    }
  })
})
