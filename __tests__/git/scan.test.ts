/**
 * findSecrets (src/git/scan.ts, issue 18, 8): every new blob of the work is streamed through the
 * scanner, and every path that holds a secret is named.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { findSecrets } from '../../src/git/scan.js'
import { readWorkTree, startPoint } from '../../src/git/worktree.js'
import { workflowRepo } from '../support/repos.js'
import { Repos } from '../../src/git/git.js'

const KEY = 'key_scan_0123456789abcdefghijklmnop'
const TOKEN = 'ghs_scantoken0123456789abcdefABCDEFghij'
const SECRETS = [
  { name: 'the API key', value: KEY },
  { name: 'the GitHub token', value: TOKEN }
]

describe('findSecrets on a repository', () => {
  it('streams every new blob, names every path that holds it, and passes the rest', async () => {
    const { dir, ws } = workflowRepo()
    const env = { ...process.env, RUNNER_TEMP: dir }
    const start = startPoint(new Repos(), ws, env)
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
    const work = await readWorkTree(new Repos(), start, env)
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
