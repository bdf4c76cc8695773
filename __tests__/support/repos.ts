/**
 * Repositories for the git modules' tests, in process: one commit of the files given (`repo`),
 * the start point taken before a run (`start`), and the work tree read after it (`after`),
 * disposed when the test ends. `workflowRepo` is a repository with a workflow and a script, for
 * the landing's scan and commit.
 */
import { afterEach } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  changedFiles,
  readWorkTree,
  startPoint,
  type StartPoint,
  type WorkTree
} from '../../src/git/worktree.js'
import { git, GIT_ENV, tempDir } from './helpers.js'
import { Repos } from '../../src/git/git.js'

/** A repository in `<temp>/ws` with one commit of `files` (path → text); returns ws. */
export function repo(
  files: Record<string, string> = { 'a.txt': 'one\n', 'b.txt': 'two\n' }
): string {
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

export function start(ws: string): StartPoint {
  const s = startPoint(new Repos(), ws, GIT_ENV)
  if (s === undefined) throw new Error('no start point')
  return s
}

/** The work tree after the run and the files changed, by path. */
export async function after(
  s: StartPoint,
  ws: string
): Promise<{ work: WorkTree; changed: Record<string, object> }> {
  const work = await readWorkTree(new Repos(), s, GIT_ENV)
  opened.push(work)
  const changed = Object.fromEntries(changedFiles(s, work, ws).map((c) => [c.path, c]))
  return { work, changed }
}

/** main with a.txt, run.sh and .github/workflows/ci.yml, in `<dir>/ws`. */
export function workflowRepo(): { dir: string; ws: string } {
  const dir = tempDir('caa-scan-')
  const ws = path.join(dir, 'ws')
  fs.mkdirSync(ws)
  git(ws, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'a\n')
  fs.writeFileSync(path.join(ws, 'run.sh'), 'echo\n')
  fs.mkdirSync(path.join(ws, '.github', 'workflows'), { recursive: true })
  fs.writeFileSync(path.join(ws, '.github', 'workflows', 'ci.yml'), 'on: push\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-q', '-m', 'init')
  return { dir, ws }
}
