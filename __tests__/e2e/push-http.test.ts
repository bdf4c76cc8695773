/**
 * The push over HTTP, as against GitHub: a loopback smart-HTTP server (git http-backend behind a
 * node server on 127.0.0.1) that demands the token as basic auth. The token reaches it only as
 * the push's extra header; no process of the run has it on its command line, and neither the
 * repository's config nor the CLI's environment holds it.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { gitServer } from '../support/git-http.js'
import { init, result, runAction, streamFile, tempDir, git } from '../support/helpers.js'
import { watchCommandLines } from '../support/processes.js'

const TOKEN = 'ghs_httppushtoken0123456789abcdefABCDEF'

describe('push over HTTP', () => {
  it('sends the token only as the push\u2019s extra header, and the work lands', async () => {
    const dir = tempDir('caa-http-')
    const root = path.join(dir, 'srv')
    fs.mkdirSync(root)
    const bare = path.join(root, 'r.git')
    git(dir, 'init', '-q', '--bare', '-b', 'main', bare)
    const seed = path.join(dir, 'seed')
    git(dir, 'clone', '-q', bare, seed)
    fs.writeFileSync(path.join(seed, 'a.txt'), 'a\n')
    git(seed, 'add', '-A')
    git(seed, 'commit', '-q', '-m', 'init')
    git(seed, 'push', '-q', 'origin', 'main')
    const server = await gitServer(root, TOKEN)
    try {
      const workspace = path.join(dir, 'ws')
      git(dir, 'clone', '-q', bare, workspace)
      // As actions/checkout with persist-credentials: false leaves it: an https-style URL, no token.
      git(workspace, 'remote', 'set-url', 'origin', `${server.url}/r.git`)
      const start = git(workspace, 'rev-parse', 'HEAD')
      const argv = path.join(dir, 'argv.json')
      // Every command line on the machine while the action runs.
      const cmdlines = watchCommandLines()
      const run = await runAction({
        workspace,
        inputs: { prompt: 'add b', push: 'true', 'github-token': TOKEN },
        env: {
          FAKE_CURSOR_STREAM: streamFile([
            init,
            `@fake write b.txt ${Buffer.from('b\n').toString('base64')}`,
            result('added b')
          ]),
          FAKE_CURSOR_ARGV_FILE: argv,
          GITHUB_RUN_ID: '9',
          GITHUB_RUN_ATTEMPT: '1'
        }
      })
      cmdlines.stop()
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.branch).toBe('cursor/9-1')
      expect(git(bare, 'rev-parse', 'refs/heads/cursor/9-1')).toBe(run.outputs.commit_sha)
      expect(git(bare, 'rev-parse', `${run.outputs.commit_sha ?? ''}^`)).toBe(start)
      // The server saw the token (the push and the check after it), and nothing else did.
      expect(server.auths.filter((a) => a !== '').length).toBeGreaterThanOrEqual(2)
      const b64 = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
      expect(cmdlines.lines.length).toBeGreaterThan(0)
      expect(cmdlines.lines.filter((c) => c.includes(TOKEN) || c.includes(b64))).toEqual([])
      expect(fs.readFileSync(path.join(workspace, '.git', 'config'), 'utf8')).not.toContain(b64)
      expect(fs.readFileSync(argv, 'utf8')).not.toContain(TOKEN)
      // Only the mask command the runner needs names it.
      const log = run.stdout.replace(`::add-mask::${TOKEN}\n`, '')
      expect(log).not.toContain(TOKEN)
      expect(log).not.toContain(b64)
    } finally {
      await server.stop()
    }
  })
})
