/**
 * Landing the work, end to end on dist/index.js, with a local bare repository as origin (no
 * network): the patch, the push with a lease, a new branch when the head moved, forks, rejected
 * pushes, nothing changed, planted git commands, the integrity check and the base's config.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  init,
  result,
  runAction,
  streamFile,
  tempDir,
  type ActionRun,
  git
} from '../support/helpers.js'

const TOKEN = 'ghs_landtesttoken0123456789abcdefABCDEF'

interface Repos {
  dir: string
  origin: string
  workspace: string
  start: string
}

/** origin.git with main and feature (one commit each), and a clone checked out at `branch`. */
function repos(branch = 'main'): Repos {
  const dir = tempDir('caa-land-')
  const origin = path.join(dir, 'origin.git')
  const seed = path.join(dir, 'seed')
  git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
  git(dir, 'clone', '-q', origin, seed)
  fs.writeFileSync(path.join(seed, 'calc.py'), 'def add(a, b):\n    return a - b\n')
  fs.writeFileSync(path.join(seed, 'old.txt'), 'to be deleted\n')
  fs.writeFileSync(path.join(seed, '.gitignore'), 'build/\n')
  fs.writeFileSync(path.join(seed, 'logo.bin'), Buffer.from([0, 1, 2, 3, 255, 0, 9]))
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'init')
  git(seed, 'push', '-q', 'origin', 'main')
  git(seed, 'checkout', '-q', '-b', 'feature')
  fs.writeFileSync(path.join(seed, 'feature.txt'), 'feature\n')
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'feature')
  git(seed, 'push', '-q', 'origin', 'feature')
  const workspace = path.join(dir, 'workspace')
  git(dir, 'clone', '-q', '-b', branch, origin, workspace)
  return { dir, origin, workspace, start: git(workspace, 'rev-parse', 'HEAD') }
}

const b64 = (s: string | Buffer): string => Buffer.from(s).toString('base64')

function stream(lines: (object | string)[]): string {
  return streamFile(lines)
}

function work(extra: (object | string)[] = []): string {
  return stream([
    init,
    `@fake write calc.py ${b64('def add(a, b):\n    return a + b\n')}`,
    `@fake write tests_new.py ${b64('assert 1 + 1 == 2\n')}`,
    `@fake write logo.bin ${b64(Buffer.from([0, 1, 2, 3, 254, 0, 9, 10]))}`,
    ...extra,
    result('Fixed add().')
  ])
}

async function act(
  r: Repos,
  streamPath: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {}
): Promise<ActionRun> {
  fs.rmSync(path.join(r.workspace, 'old.txt'))
  fs.mkdirSync(path.join(r.workspace, 'build'), { recursive: true })
  fs.writeFileSync(path.join(r.workspace, 'build', 'out.o'), 'ignored')
  return runAction({
    workspace: r.workspace,
    inputs: { prompt: 'Fix add() in calc.py\nand test it', 'github-token': TOKEN, ...inputs },
    env: {
      FAKE_CURSOR_STREAM: streamPath,
      GITHUB_RUN_ID: '77',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_EVENT_NAME: 'push',
      ...env
    },
    timeoutMs: 90_000
  })
}

function warnings(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning'))
    .map((l) =>
      l
        .replace(/^::warning[^:]*::/, '')
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%')
    )
}

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
    expect(warnings(run).join('\n')).toContain('The agent changed .git/config')
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
    const w = warnings(run).join('\n')
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
