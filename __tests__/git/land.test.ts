/** land() in-process: pull requests, commit messages, big blobs, push hints. */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  commitMessage,
  failureText,
  land,
  PushError,
  type LandContext,
  type OpenPull
} from '../../src/git/land.js'
import { startPoint, type StartPoint } from '../../src/git/worktree.js'
import { git } from '../support/helpers.js'
import { templated } from '../support/template.js'
import { Repos } from '../../src/git/git.js'

/** origin.git with one commit on dev, and a clone on dev; built once, each call a copy. */
const setup: () => { dir: string; origin: string; ws: string } = templated('caa-landu-', build)

function build(dir: string): { dir: string; origin: string; ws: string } {
  const origin = path.join(dir, 'origin.git')
  git(dir, 'init', '-q', '--bare', '-b', 'dev', origin)
  const ws = path.join(dir, 'ws')
  git(dir, 'clone', '-q', origin, ws)
  git(ws, 'checkout', '-q', '-b', 'dev')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'a\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-q', '-m', 'init')
  git(ws, 'push', '-q', 'origin', 'dev')
  return { dir, origin, ws }
}

function context(ws: string, dir: string, over: Partial<LandContext> = {}): LandContext {
  const env = {
    ...process.env,
    RUNNER_TEMP: dir,
    GITHUB_RUN_ID: '5',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_SERVER_URL: 'https://github.example'
  }
  const start = startPoint(new Repos(), ws, env)
  if (start === undefined) throw new Error('no start point')
  return {
    start,
    repos: new Repos(),
    settings: { push: true, openPr: true, commitMessage: '', branchPrefix: 'cursor/' },
    env,
    runner: readRunnerEnv(env),
    token: '',
    prompt: 'Add b.txt',
    finalMessage: 'Added b.txt.',
    sessionId: 'sess-1',
    ...over
  }
}

describe('open-pr', () => {
  it('opens a pull request from the new branch into the branch the run started on', async () => {
    const { dir, origin, ws } = setup()
    const asked: Parameters<OpenPull>[0][] = []
    const openPull: OpenPull = (request) => {
      asked.push(request)
      return Promise.resolve('https://github.example/o/r/pull/9')
    }
    const ctx = context(ws, dir, { openPull })
    fs.writeFileSync(path.join(ws, 'b.txt'), 'b\n')
    const landing = await land(ctx)
    expect(landing.branch).toBe('cursor/5-1')
    expect(landing.prUrl).toBe('https://github.example/o/r/pull/9')
    expect(git(origin, 'rev-parse', 'refs/heads/cursor/5-1')).toBe(landing.commitSha)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({
      head: 'cursor/5-1',
      base: 'dev',
      title: 'Cursor Agent: Add b.txt'
    })
    expect(asked[0]?.body).toContain('https://github.example/o/r/actions/runs/5/attempts/1')
    expect(landing.notes.join('\n')).toContain(
      'Opened pull request https://github.example/o/r/pull/9'
    )
    // Anchors into the pushed diff, one per changed file.
    expect([...landing.anchors.keys()]).toEqual(['b.txt'])
    expect(landing.anchors.get('b.txt')).toMatch(
      /^https:\/\/github\.example\/o\/r\/compare\/[0-9a-f]{40}\.\.\.[0-9a-f]{40}#diff-[0-9a-f]{64}$/
    )
  })

  it('fails deliverable_missing with a ready compare link when the API says no; the branch stays', async () => {
    const { dir, ws } = setup()
    const ctx = context(ws, dir, {
      openPull: () => Promise.reject(new Error('Resource not accessible by integration'))
    })
    fs.writeFileSync(path.join(ws, 'b.txt'), 'b\n')
    const error = await land(ctx).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(PushError)
    const pushError = error as PushError
    expect(pushError.reason).toBe('deliverable_missing')
    expect(pushError.message).toBe(
      'open-pr: the pull request could not be opened (Resource not accessible by integration). The commit is pushed to cursor/5-1; open it by hand: https://github.example/o/r/compare/dev...cursor/5-1?expand=1'
    )
    expect(pushError.landing?.branch).toBe('cursor/5-1')
    expect(pushError.landing?.prUrl).toBeUndefined()
  })
})

describe('commits', () => {
  it("lands one commit on top of the start commit, not the agent's, with all its work", async () => {
    const { dir, origin, ws } = setup()
    const ctx = context(ws, dir, {
      settings: { push: true, openPr: false, commitMessage: 'Custom message', branchPrefix: 'x/' }
    })
    fs.writeFileSync(path.join(ws, 'c.txt'), 'c\n')
    git(ws, 'add', 'c.txt')
    git(ws, 'commit', '-q', '-m', 'agent commit')
    fs.writeFileSync(path.join(ws, 'd.txt'), 'd\n')
    const landing = await land(ctx)
    const sha = landing.commitSha ?? ''
    // The agent's commits are not pushed (issue 18, 4): one commit of the action's holds the work.
    expect(git(origin, 'log', '--format=%s', `${ctx.start.head ?? ''}..${sha}`)).toBe(
      'Custom message'
    )
    expect(git(origin, 'rev-parse', `${sha}^`)).toBe(ctx.start.head)
    expect(git(origin, 'show', '--name-only', '--format=', sha)).toBe('c.txt\nd.txt')
    expect(landing.files).toEqual(['c.txt', 'd.txt'])
    expect(landing.notes.join('\n')).toContain('The agent moved HEAD')
    expect(fs.readFileSync(landing.patch ?? '', 'utf8')).toContain('+++ b/c.txt')
  })

  it("commits the agent's committed work anew on the start commit when nothing is left uncommitted", async () => {
    const { dir, origin, ws } = setup()
    const ctx = context(ws, dir, {
      settings: { push: true, openPr: false, commitMessage: '', branchPrefix: 'c/' }
    })
    fs.writeFileSync(path.join(ws, 'c.txt'), 'c\n')
    git(ws, 'add', 'c.txt')
    git(ws, 'commit', '-q', '-m', 'agent commit')
    const head = git(ws, 'rev-parse', 'HEAD')
    const landing = await land(ctx)
    // Not the agent's commit (it was pushed as it was before issue 18, 4): the action's own.
    const sha = landing.commitSha ?? ''
    expect(sha).not.toBe(head)
    expect(git(origin, 'rev-parse', 'refs/heads/c/5-1')).toBe(sha)
    expect(git(origin, 'rev-parse', `${sha}^`)).toBe(ctx.start.head)
    expect(git(origin, 'rev-parse', `${sha}^{tree}`)).toBe(git(ws, 'rev-parse', `${head}^{tree}`))
    expect(landing.notes.join('\n')).toContain('The agent moved HEAD')
  })

  it('builds the default message from the prompt, the final message and the session', () => {
    const ctx = {
      settings: { push: true, openPr: false, commitMessage: '', branchPrefix: 'c/' },
      prompt:
        '\n  Fix\u0007 the bug in a very long first line that goes on and on and on past the limit of seventy-two\nmore',
      finalMessage: 'Done.',
      sessionId: 's-1'
    } as LandContext
    expect(commitMessage(ctx)).toBe(
      'Fix  the bug in a very long first line that goes on and on and on past …\n\n    Done.\n\nCursor-Session-Id: s-1\n'
    )
  })

  it('leaves a blob over the limit out of the patch, with a warning', async () => {
    const { dir, ws } = setup()
    const ctx = context(ws, dir, {
      settings: { push: false, openPr: false, commitMessage: '', branchPrefix: 'c/' },
      patchMaxBlobBytes: 1000
    })
    fs.writeFileSync(path.join(ws, 'big.txt'), 'x'.repeat(5000))
    fs.writeFileSync(path.join(ws, 'small.txt'), 'y\n')
    const landing = await land(ctx)
    expect(landing.warnings.join('\n')).toContain('The patch leaves out big.txt')
    const patch = fs.readFileSync(landing.patch ?? '', 'utf8')
    expect(patch).toContain('small.txt')
    expect(patch).not.toContain('big.txt')
  })
})

describe('patch anchors', () => {
  it('are keyed like files_changed: relative to the working directory', async () => {
    const { Workspace } = await import('../../src/git/workspace.js')
    const { runContext } = await import('../support/run-context.js')
    const w = new Workspace(runContext({ inputs: { prompt: 'x' } }).ctx)
    w.start = { root: '/repo' } as StartPoint
    w.landing = {
      notes: [],
      warnings: [],
      files: ['app/src/a.ts', 'b.md'],
      anchors: new Map([
        ['app/src/a.ts', 'https://x/compare/1...2#diff-a'],
        ['b.md', 'https://x/compare/1...2#diff-b']
      ])
    }
    expect([...w.patchAnchors('/repo/app')]).toEqual([
      ['src/a.ts', 'https://x/compare/1...2#diff-a'],
      ['../b.md', 'https://x/compare/1...2#diff-b']
    ])
  })
})

describe('push failure hints', () => {
  it('names the workflows permission for workflow files and contents: write for 403', () => {
    const out = { notes: [], warnings: [], anchors: new Map(), files: [], patch: '/tmp/p.patch' }
    expect(
      failureText(
        'cursor/1-1',
        '! [remote rejected] x -> cursor/1-1 (refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission)',
        out
      )
    ).toContain('needs a token with the workflows permission')
    const denied = failureText(
      'cursor/1-1',
      'remote: Permission to o/r.git denied to github-actions[bot].\nfatal: unable to access: The requested URL returned error: 403',
      out
    )
    expect(denied).toContain('contents: write')
    expect(denied).toContain('The patch is at /tmp/p.patch.')
  })
})
