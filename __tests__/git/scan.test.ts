/**
 * The secret scan before landing (issue 18, 8), in process: the pure matcher over every encoded
 * form and every chunk boundary, and the streamed scan of a repository's new blobs; the commit
 * message and the commit tree against agent text and workflow edits (issue 18, 9 and 13).
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { findSecrets } from '../../src/git/scan.js'
import { readWorkTree, startPoint } from '../../src/git/worktree.js'
import { git, tempDir } from '../support/helpers.js'

const KEY = 'key_scan_0123456789abcdefghijklmnop'
const TOKEN = 'ghs_scantoken0123456789abcdefABCDEFghij'
const SECRETS = [
  { name: 'the API key', value: KEY },
  { name: 'the GitHub token', value: TOKEN }
]

function repo(): { dir: string; ws: string } {
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

describe('findSecrets on a repository', () => {
  it('streams every new blob, names every path that holds it, and passes the rest', async () => {
    const { dir, ws } = repo()
    const env = { ...process.env, RUNNER_TEMP: dir }
    const start = startPoint(ws, env)
    if (start === undefined) throw new Error('no repository')
    // 20 MiB around the token: many pipe chunks, the token across one of their edges somewhere.
    const big = Buffer.alloc(20 * 1024 * 1024 + 7, 'y')
    Buffer.from(TOKEN).copy(big, 13 * 1024 * 1024 - 5)
    fs.writeFileSync(path.join(ws, 'big.bin'), big)
    fs.writeFileSync(path.join(ws, 'same1.txt'), `k=${KEY}\n`)
    fs.writeFileSync(path.join(ws, 'same2.txt'), `k=${KEY}\n`)
    fs.writeFileSync(path.join(ws, 'empty.txt'), '')
    fs.writeFileSync(path.join(ws, 'clean.txt'), 'clean\n')
    fs.writeFileSync(path.join(ws, `named-${TOKEN}.txt`), 'clean\n')
    fs.symlinkSync(`/tmp/${KEY}`, path.join(ws, 'link'))
    // A mode change alone brings no new content (and a.txt holds none).
    fs.chmodSync(path.join(ws, 'run.sh'), 0o755)
    const work = await readWorkTree(start, env)
    try {
      const found = await findSecrets(work, SECRETS)
      expect(Object.fromEntries(found.map((f) => [f.path, f.secrets]))).toEqual({
        'big.bin': ['the GitHub token'],
        'same1.txt': ['the API key'],
        'same2.txt': ['the API key'],
        [`named-${TOKEN}.txt`]: ['the GitHub token'],
        link: ['the API key']
      })
      expect(await findSecrets(work, [])).toEqual([])
    } finally {
      work.dispose()
    }
  })
})
