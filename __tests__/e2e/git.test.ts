/**
 * Git against what the agent left, end to end through `node dist/index.js`: links to a FIFO, to
 * /dev/zero and link loops do not stop the run, and the action runs only the git processes it
 * needs before and after the CLI.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { init, result, runAction, tempDir, FAKE_DIR } from '../support/helpers.js'

describe('big files', () => {
  it('a link to a FIFO, to /dev/zero and a link loop the agent left do not stop the run', async () => {
    const dir = tempDir('caa-fifo-run-')
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    const sh = (cmd: string): void => void execFileSync('sh', ['-c', cmd], { cwd: workspace })
    sh('git init -q && git -c user.email=a@b -c user.name=a commit -q --allow-empty -m init')
    fs.writeFileSync(path.join(workspace, 'a.txt'), 'a\n')
    sh('git add a.txt && git -c user.email=a@b -c user.name=a commit -q -m a')
    // A CLI that leaves the links (made while it runs, as a shell tool call would).
    const cli = path.join(dir, 'agent')
    fs.writeFileSync(
      cli,
      [
        '#!/bin/sh',
        '[ "$1" = "--version" ] && { echo 2026.01.01-test; exit 0; }',
        `mkfifo ${dir}/fifo; ln -s ${dir}/fifo link-to-fifo; mkfifo plain-fifo`,
        'ln -s /dev/zero link-to-zero; ln -s loop2 loop1; ln -s loop1 loop2',
        'mkdir sub; ln -s .. sub/up; ln -s a.txt link-to-a',
        `echo '${JSON.stringify(init)}'`,
        `echo '${JSON.stringify(result('ok'))}'`
      ].join('\n') + '\n',
      { mode: 0o755 }
    )
    const run = await runAction({
      workspace,
      inputs: { prompt: 'x', 'api-key': 'key_test_0123456789', 'cli-path': cli },
      timeoutMs: 60_000
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(JSON.parse(run.outputs.files_changed ?? '[]')).toEqual(
      expect.arrayContaining(['link-to-fifo', 'link-to-zero', 'loop1', 'loop2', 'link-to-a'])
    )
  }, 90_000)
})

describe('opening the repository', () => {
  /** Runs the action on a one-commit repository with a git that logs its calls. */
  async function gitCalls(
    extra: (object | string)[] = []
  ): Promise<{ before: string[]; after: string[] }> {
    const dir = tempDir()
    const ws = path.join(dir, 'ws')
    fs.mkdirSync(ws)
    execFileSync('git', ['init', '-q'], { cwd: ws })
    fs.writeFileSync(path.join(ws, 'a.txt'), 'a\n')
    execFileSync('git', ['add', '-A'], { cwd: ws })
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x'], {
      cwd: ws
    })
    // A git in front of the real one that logs each call, marked by whether the CLI had started.
    const bin = path.join(dir, 'bin')
    fs.mkdirSync(bin)
    const argvFile = path.join(dir, 'argv.json')
    const log = path.join(dir, 'git.log')
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
    fs.writeFileSync(
      path.join(bin, 'git'),
      `#!/bin/sh\nif [ -e "${argvFile}" ]; then w=after; else w=before; fi\necho "$w $1" >> "${log}"\nexec "${realGit}" "$@"\n`,
      { mode: 0o755 }
    )
    const run = await runAction({
      workspace: ws,
      inputs: { prompt: 'x' },
      env: {
        PATH: `${FAKE_DIR}:${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
        FAKE_CURSOR_STREAM: (() => {
          const f = path.join(dir, 's.ndjson')
          fs.writeFileSync(
            f,
            [init, ...extra, result('ok')]
              .map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))
              .join('\n')
          )
          return f
        })(),
        FAKE_CURSOR_ARGV_FILE: argvFile
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    const calls = fs.readFileSync(log, 'utf8').trim().split('\n')
    const when = (w: string): string[] =>
      calls.filter((c) => c.startsWith(`${w} `)).map((c) => c.slice(w.length + 1))
    return { before: when('before'), after: when('after') }
  }

  it('two git processes before the CLI starts, two after a run that changed nothing', async () => {
    const calls = await gitCalls()
    // Its config (where a plain checkout's repository is needs no git), and one status for the
    // start commit, the branch and what was already changed.
    expect(calls.before).toEqual(['config', 'status'])
    // The config read again (the agent could have changed it), and one status on the private
    // copy of the index from before the run.
    expect(calls.after).toEqual(['config', 'status'])
  })

  it('reads the changes once for the comparison and the patch after a run that changed a file', async () => {
    const write = `@fake write b.txt ${Buffer.from('b\n').toString('base64')}`
    const calls = await gitCalls([write])
    expect(calls.before).toEqual(['config', 'status'])
    expect(calls.after).toEqual([
      'config',
      'status',
      'add',
      'write-tree',
      'diff-tree',
      'cat-file',
      'diff'
    ])
  })
})
