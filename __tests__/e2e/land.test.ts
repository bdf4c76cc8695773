/**
 * Landing the work, end to end on dist/index.js, with a local bare repository as origin (no
 * network): the patch, the push with a lease, a new branch when the head moved, forks, rejected
 * pushes, a failed run, and opening a pull request through the API.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { startGitHub } from '../support/github-server.js'
import { init, result, runAction, git } from '../support/helpers.js'
import { act, event, prPayload, repos, stream, TOKEN, work } from '../support/land.js'

describe('the patch', () => {
  it('holds every change since the start commit, applies with git apply, leaves ignored files out', async () => {
    const r = repos()
    const run = await act(r, work(), {})
    expect(run.outputs.conclusion).toBe('success')
    const patch = run.outputs.patch ?? ''
    expect(patch.startsWith(run.dir)).toBe(true)
    expect((fs.statSync(patch).mode & 0o777).toString(8)).toBe('600')
    const text = fs.readFileSync(patch, 'utf8')
    expect(text).toContain('GIT binary patch')
    expect(text).not.toContain('build/out.o')
    // Applied to a fresh clone at the start commit, it reproduces the work tree.
    const check = path.join(r.dir, 'check')
    git(r.dir, 'clone', '-q', r.origin, check)
    git(check, 'apply', '--index', patch)
    for (const f of ['calc.py', 'tests_new.py', 'logo.bin'])
      expect(fs.readFileSync(path.join(check, f))).toEqual(
        fs.readFileSync(path.join(r.workspace, f))
      )
    expect(fs.existsSync(path.join(check, 'old.txt'))).toBe(false)
    expect(git(check, 'status', '--porcelain')).toBe(
      ['M  calc.py', 'M  logo.bin', 'D  old.txt', 'A  tests_new.py'].join('\n')
    )
    // No push asked: nothing committed, nothing pushed.
    expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(r.start)
    expect(run.outputs.commit_sha).toBe('')
    expect(run.outputs.branch).toBe('')
  })

  it('is empty, and nothing is committed or pushed, when nothing changed', async () => {
    const r = repos()
    const run = await runAction({
      workspace: r.workspace,
      inputs: { prompt: 'look only', push: 'true', 'github-token': TOKEN },
      env: { FAKE_CURSOR_STREAM: stream([init, result('nothing to do')]), GITHUB_RUN_ID: '77' }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.patch).toBe('')
    expect(run.outputs.commit_sha).toBe('')
    expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(r.start)
    expect(git(r.origin, 'for-each-ref', '--format=%(refname)')).toBe(
      'refs/heads/feature\nrefs/heads/main'
    )
  })
})

describe('push', () => {
  it("pushes a same-repository PR's work onto its branch, on top of the old head", async () => {
    const r = repos('feature')
    const run = await act(
      r,
      work(),
      { push: 'true' },
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event(r.dir, prPayload(r)),
        GITHUB_HEAD_REF: 'feature'
      }
    )
    expect(run.outputs.conclusion).toBe('success')
    const sha = run.outputs.commit_sha ?? ''
    expect(sha).toMatch(/^[0-9a-f]{40}$/)
    expect(run.outputs.branch).toBe('feature')
    expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(sha)
    expect(git(r.origin, 'rev-parse', `${sha}^`)).toBe(r.start)
    expect(git(r.origin, 'log', '-1', '--format=%an <%ae>%n%B', sha)).toMatch(
      /^Cursor Agent <cursor-agent-action@users\.noreply\.github\.com>\nFix add\(\) in calc\.py\n\n {4}Fixed add\(\)\.\n\nCursor-Session-Id: 11111111-2222-3333-4444-555555555555$/
    )
    // The commit holds the work and not the ignored build output.
    expect(git(r.origin, 'show', '--name-status', '--format=', sha)).toBe(
      ['M\tcalc.py', 'M\tlogo.bin', 'D\told.txt', 'A\ttests_new.py'].join('\n')
    )
    // The workspace is on the new commit with a clean index, like after git commit -a.
    expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(sha)
    expect(git(r.workspace, 'status', '--porcelain')).toBe('')
    expect(run.stdout).toContain("onto the pull request's branch feature")
    // The token is nowhere in the repository's config.
    expect(fs.readFileSync(path.join(r.workspace, '.git', 'config'), 'utf8')).not.toContain(
      TOKEN.slice(4)
    )
  })

  it('pushes to a new branch, and says why, when the head moved during the run', async () => {
    const r = repos('feature')
    // Someone pushes to feature while the agent works.
    const other = path.join(r.dir, 'other')
    git(r.dir, 'clone', '-q', '-b', 'feature', r.origin, other)
    fs.writeFileSync(path.join(other, 'theirs.txt'), 'theirs\n')
    git(other, 'add', '-A')
    git(other, 'commit', '-q', '-m', 'theirs')
    git(other, 'push', '-q', 'origin', 'feature')
    const theirs = git(other, 'rev-parse', 'HEAD')
    const run = await act(
      r,
      work(),
      { push: 'true' },
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event(r.dir, prPayload(r))
      }
    )
    expect(run.outputs.conclusion).toBe('success')
    expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(theirs)
    expect(run.outputs.branch).toBe('cursor/77-2')
    expect(git(r.origin, 'rev-parse', 'refs/heads/cursor/77-2')).toBe(run.outputs.commit_sha)
    expect(run.stdout).toMatch(
      /new branch cursor\/77-2 because the pull request's branch feature moved during the run/
    )
  })

  it('pushes to a new branch on other events, with the prefix asked for', async () => {
    const r = repos()
    const run = await act(r, work(), { push: 'true', 'branch-prefix': 'bots/agent-' })
    expect(run.outputs.branch).toBe('bots/agent-77-2')
    expect(git(r.origin, 'rev-parse', 'refs/heads/bots/agent-77-2')).toBe(run.outputs.commit_sha)
    expect(git(r.origin, 'rev-parse', 'refs/heads/main')).toBe(r.start)
  })

  it('does not push a fork PR: push_failed with the reason, the patch kept', async () => {
    const r = repos('feature')
    const run = await act(
      r,
      work(),
      { push: 'true' },
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event(r.dir, prPayload(r, { headRepo: 'someone/r' }))
      }
    )
    // A push asked for and not made fails the step (issue 19 §2); it was a green warning.
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('push_failed')
    expect(run.outputs.commit_sha).toBe('')
    expect(run.outputs.branch).toBe('')
    expect(fs.existsSync(run.outputs.patch ?? '')).toBe(true)
    expect(run.stdout.split('\n').find((l) => l.startsWith('::error::'))).toContain(
      'Not pushed: the pull request comes from a fork (someone/r)'
    )
    expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(r.start)
    expect(git(r.origin, 'for-each-ref', '--format=%(refname)')).not.toContain('cursor/')
  })

  it('fails the step with push_failed, the patch path and a hint when the remote rejects the push', async () => {
    const r = repos()
    const hook = path.join(r.origin, 'hooks', 'pre-receive')
    fs.writeFileSync(hook, '#!/bin/sh\necho "GH006: Protected branch update failed" >&2\nexit 1\n')
    fs.chmodSync(hook, 0o755)
    const run = await act(r, work(), { push: 'true' })
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('push_failed')
    const patch = run.outputs.patch ?? ''
    expect(fs.existsSync(patch)).toBe(true)
    const error = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? ''
    expect(error).toContain('The push to cursor/77-2 failed')
    expect(error).toContain('GH006: Protected branch update failed')
    expect(error).toContain('the branch is protected')
    expect(error).toContain(patch)
    expect(run.outputs.branch).toBe('')
  })
})

describe('a failed run', () => {
  it('is not pushed; the patch has the work and the notes say why', async () => {
    const r = repos()
    const run = await act(r, work(), { push: 'true' }, { FAKE_CURSOR_EXIT: '1' })
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('exit_code')
    expect(fs.existsSync(run.outputs.patch ?? '')).toBe(true)
    expect(run.outputs.commit_sha).toBe('')
    expect(git(r.origin, 'for-each-ref', '--format=%(refname)')).toBe(
      'refs/heads/feature\nrefs/heads/main'
    )
    expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(r.start)
  })
})

describe('open-pr through the API', () => {
  it('opens a pull request for work pushed to a new branch', async () => {
    const r = repos()
    const api = await startGitHub({ owner: 'o', repo: 'r' })
    try {
      const run = await act(
        r,
        work(),
        { push: 'true', 'open-pr': 'true', 'github-token': api.token },
        { GITHUB_API_URL: api.url }
      )
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.branch).toBe('cursor/77-2')
      const created = [...api.pulls.values()]
      expect(created).toHaveLength(1)
      expect(created[0]).toMatchObject({
        title: 'Cursor Agent: Fix add() in calc.py',
        head: { ref: 'cursor/77-2' },
        base: { ref: 'main' }
      })
      expect(created[0]?.body).toContain('https://github.example/o/r/actions/runs/77/attempts/2')
      expect(run.outputs.pr_url).toMatch(/\/o\/r\/pull\/1$/)
      // One create, never retried.
      expect(api.log.filter((l) => l.route === 'createPull')).toHaveLength(1)
    } finally {
      await api.stop()
    }
  })

  it('fails deliverable_missing with a compare link when the API refuses, and the push stands', async () => {
    const r = repos()
    const api = await startGitHub({ owner: 'o', repo: 'r' })
    api.fail('createPull', { kind: 'forbidden' })
    try {
      const run = await act(
        r,
        work(),
        { push: 'true', 'open-pr': 'true', 'github-token': api.token },
        { GITHUB_API_URL: api.url }
      )
      expect(run.outputs.conclusion).toBe('failure')
      expect(run.outputs.failure_reason).toBe('deliverable_missing')
      expect(run.outputs.pr_url).toBe('')
      expect(run.outputs.branch).toBe('cursor/77-2')
      expect(git(r.origin, 'rev-parse', 'refs/heads/cursor/77-2')).toBe(run.outputs.commit_sha)
      expect(run.stdout).toContain(
        'open it by hand: https://github.example/o/r/compare/main...cursor/77-2?expand=1'
      )
    } finally {
      await api.stop()
    }
  })

  it('reads the head of a PR from the API on issue_comment and pushes onto it', async () => {
    const r = repos('feature')
    const api = await startGitHub({ owner: 'o', repo: 'r' })
    api.pulls.set(7, {
      number: 7,
      title: 't',
      body: '',
      head: { ref: 'feature', sha: r.start, repo: 'o/r' },
      base: { ref: 'main', sha: git(r.workspace, 'rev-parse', 'origin/main'), repo: 'o/r' },
      user: { login: 'u', type: 'User' }
    })
    try {
      const run = await act(
        r,
        work(),
        { push: 'true', 'github-token': api.token },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: event(r.dir, {
            action: 'created',
            issue: { number: 7, pull_request: { url: 'x' }, title: 't', body: '' },
            comment: { id: 1, body: '@cursor fix', user: { login: 'u' } }
          })
        }
      )
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.branch).toBe('feature')
      expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(run.outputs.commit_sha)
      expect(api.log.filter((l) => l.route === 'getPull')).toHaveLength(1)
    } finally {
      await api.stop()
    }
  })
})
