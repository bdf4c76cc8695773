/**
 * Landing the work against a hostile agent, end to end on dist/index.js with a local bare origin:
 * no hook, fsmonitor or filter of the agent's runs and the push goes where it should; what it wrote
 * to the runner files is removed; git runs with the stripped environment.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { init, result, git, warningsOf } from '../support/helpers.js'
import { act, b64, repos, stream, TOKEN, work } from '../support/land.js'

describe('a hostile agent', () => {
  it('cannot make git run its hooks, fsmonitor or filters, nor redirect the push', async () => {
    const r = repos()
    const marks = path.join(r.dir, 'marks')
    fs.mkdirSync(marks)
    const touch = (name: string): string => `touch '${path.join(marks, name)}'`
    for (const hook of [
      'post-index-change',
      'pre-commit',
      'post-commit',
      'pre-push',
      'reference-transaction'
    ]) {
      const file = path.join(r.workspace, '.git', 'hooks', hook)
      fs.writeFileSync(file, `#!/bin/sh\n${touch(hook)}\n`)
      fs.chmodSync(file, 0o755)
    }
    const evil = path.join(r.dir, 'evil.git')
    git(r.dir, 'init', '-q', '--bare', evil)
    const config = [
      '[core]',
      '\trepositoryformatversion = 0',
      `\tfsmonitor = ${touch('fsmonitor')}; echo`,
      `\tworktree = ${r.dir}`,
      '[remote "origin"]',
      `\turl = ${evil}`,
      '\tfetch = +refs/heads/*:refs/remotes/origin/*',
      `\treceivepack = ${touch('receivepack')}; git-receive-pack`,
      '[filter "x"]',
      `\tclean = ${touch('clean')}; cat`,
      `\tsmudge = ${touch('smudge')}; cat`,
      '[diff "x"]',
      `\ttextconv = ${touch('textconv')}; cat`,
      '[credential]',
      `\thelper = !${touch('credential')}; echo`,
      ''
    ].join('\n')
    const argv = path.join(r.dir, 'argv.json')
    const run = await act(
      r,
      work([
        `@fake write .git/config ${b64(config)}`,
        `@fake write .gitattributes ${b64('* filter=x diff=x\n')}`
      ]),
      { push: 'true' },
      { FAKE_CURSOR_ARGV_FILE: argv }
    )
    expect(run.outputs.conclusion).toBe('success')
    expect(fs.readdirSync(marks)).toEqual([])
    // The work went to the origin of before the run, not to the one the agent wrote.
    expect(git(r.origin, 'rev-parse', 'refs/heads/cursor/77-2')).toBe(run.outputs.commit_sha)
    expect(git(evil, 'for-each-ref')).toBe('')
    // The commit is the workspace's work, not a folder the agent pointed core.worktree at.
    expect(git(r.origin, 'show', '--name-only', '--format=', run.outputs.commit_sha ?? '')).toBe(
      ['.gitattributes', 'calc.py', 'logo.bin', 'old.txt', 'tests_new.py'].join('\n')
    )
    // The agent changed .git/config: reported.
    expect(warningsOf(run).join('\n')).toContain('The agent changed .git/config')
    // The CLI's environment had no token and no action input.
    const seen = fs.readFileSync(argv, 'utf8')
    expect(seen).not.toContain(TOKEN)
    expect(seen).not.toContain('INPUT_')
  })

  it('has what it wrote to the runner files removed, and changes to hooks and workflows reported', async () => {
    const r = repos()
    const envFile = path.join(r.dir, 'github_env')
    const pathFile = path.join(r.dir, 'github_path')
    fs.writeFileSync(envFile, 'KEEP=1\n')
    fs.writeFileSync(pathFile, '')
    fs.mkdirSync(path.join(r.workspace, '.github', 'workflows'), { recursive: true })
    const run = await act(
      r,
      stream([
        init,
        `@fake write ${envFile} ${b64('KEEP=1\nNODE_OPTIONS=--require /tmp/evil.js\n')}`,
        `@fake write ${pathFile} ${b64('/tmp/evil-bin\n')}`,
        `@fake write .git/hooks/pre-push ${b64('#!/bin/sh\n')}`,
        `@fake write .github/workflows/ci.yml ${b64('on: push\n')}`,
        result('done')
      ]),
      {},
      { GITHUB_ENV: envFile, GITHUB_PATH: pathFile }
    )
    expect(run.outputs.conclusion).toBe('success')
    const w = warningsOf(run).join('\n')
    expect(w).toContain('The agent wrote to GITHUB_ENV')
    expect(w).toContain('The agent wrote to GITHUB_PATH')
    expect(w).toContain('The agent changed .git/hooks (.git/hooks/pre-push)')
    expect(w).toContain('The agent changed .github/workflows (.github/workflows/ci.yml)')
    expect(fs.readFileSync(envFile, 'utf8')).toBe('KEEP=1\n')
    expect(fs.readFileSync(pathFile, 'utf8')).toBe('')
  })
})

describe('git itself', () => {
  it('runs with the stripped environment: no token, no runner token, no input; the header only for the push', async () => {
    const r = repos()
    const bin = path.join(r.dir, 'bin')
    fs.mkdirSync(bin)
    const logFile = path.join(r.dir, 'git-calls.log')
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
    fs.writeFileSync(
      path.join(bin, 'git'),
      `#!/bin/sh\n{ echo "CALL $1"; env; } >> '${logFile}'\nexec '${realGit}' "$@"\n`
    )
    fs.chmodSync(path.join(bin, 'git'), 0o755)
    const { FAKE_DIR } = await import('../support/helpers.js')
    const run = await act(
      r,
      work(),
      { push: 'true' },
      {
        PATH: [FAKE_DIR, bin, path.dirname(process.execPath), '/usr/bin', '/bin'].join(
          path.delimiter
        ),
        GH_TOKEN: TOKEN,
        MY_OWN_NAME: TOKEN,
        ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token-value'
      }
    )
    expect(run.outputs.conclusion).toBe('success')
    const calls = fs
      .readFileSync(logFile, 'utf8')
      .split(/^CALL /m)
      .filter((c) => c !== '')
    expect(calls.length).toBeGreaterThan(10)
    const header = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
    for (const c of calls) {
      expect(c).not.toContain(TOKEN)
      expect(c).not.toContain('runtime-token-value')
      expect(c).not.toContain('oidc-token-value')
      expect(c).not.toMatch(/^INPUT_/m)
      expect(c).toMatch(/^GIT_CONFIG_GLOBAL=\/dev\/null$/m)
      // The header goes to the commands that talk to the remote, nothing else.
      if (c.includes(header)) expect(c).toMatch(/^(push|ls-remote)\n/)
    }
    expect(calls.filter((c) => c.includes(header)).length).toBeGreaterThanOrEqual(2)
  })
})
