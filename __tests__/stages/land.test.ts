/**
 * The landing as a stage (src/stages/land.ts), in-process: a RunContext built as main.ts builds
 * it, a FakePort, the real Workspace (git/workspace.ts `before`) on a temp repository with a local bare origin, and a fake
 * pull request opener in place of the API (no `dist/index.js`, no child process but git). What is
 * asked (push, open-pr) against how the run ended and what the event's pull request allows, and
 * what the stage records for the outputs and says in the notebook.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { Notebook } from '../../src/core/verdict/notes.js'
import { ReportBuilder } from '../../src/core/stream/report.js'
import type { OpenPull } from '../../src/git/land.js'
import { Repos } from '../../src/git/git.js'
import { before, landedOf } from '../../src/git/workspace.js'
import type { PullContext } from '../../src/github/access.js'
import { landWork } from '../../src/stages/land.js'
import { git } from '../support/helpers.js'
import { runContext } from '../support/run-context.js'
import { templated } from '../support/template.js'

const TOKEN = 'ghs_stagelandtoken0123456789abcdefABCD'

/**
 * A local bare origin on main, and a clone of it with one commit pushed: built once, copied for
 * each test (support/template.ts), so each test has folders of its own.
 */
const repository = templated('caa-stage-land-', (dir: string) => {
  const origin = path.join(dir, 'origin.git')
  const ws = path.join(dir, 'ws')
  fs.mkdirSync(ws)
  git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
  git(ws, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'one\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-qm', 'init')
  git(ws, 'remote', 'add', 'origin', origin)
  git(ws, 'push', '-q', 'origin', 'main')
  return { origin, ws }
})

/** A RunContext whose workspace is a clone of a local bare origin (on main), and the Workspace. */
function landing(inputs: Record<string, string> = {}, repo = true) {
  const made = repo ? repository() : undefined
  const built = runContext({
    inputs: { 'github-token': TOKEN, prompt: 'Fix a.txt', ...inputs },
    ...(made !== undefined ? { env: { GITHUB_WORKSPACE: made.ws } } : {})
  })
  const ws = built.ctx.settings.workingDirectory
  const origin = made?.origin ?? path.join(built.dir, 'origin.git')
  const { ctx } = built
  const book = ctx.book
  const workspace = before(ctx, new Repos())
  const asked: Parameters<OpenPull>[0][] = []
  const github = {
    opener: (): OpenPull => (request) => {
      asked.push(request)
      return Promise.resolve('https://github.com/octo/demo/pull/9')
    }
  }
  const report = new ReportBuilder().live()
  // The context with the run's prompt (the bot's or the review's, set once on a runner).
  const land = (run: { succeeded?: boolean; pr?: PullContext; prompt?: string } = {}) =>
    landWork(
      {
        ...{ settings: ctx.settings, env: ctx.env, redact: ctx.redact, book, say: ctx.say },
        ...{ signals: ctx.signals, github, prompt: run.prompt ?? 'Fix a.txt' }
      },
      {
        workspace,
        repos: new Repos(),
        succeeded: run.succeeded ?? true,
        report,
        pr: run.pr ?? {}
      }
    )
  return { ...built, ws, origin, book, workspace, asked, land }
}

const noted = (book: Notebook) => book.notes.map((n) => JSON.stringify(n))

describe('the landing stage', () => {
  it('pushes a new branch and opens a pull request that closes the issue the run is for', async () => {
    const l = landing({ push: 'true', 'open-pr': 'true' })
    fs.writeFileSync(path.join(l.ws, 'a.txt'), 'two\n')
    // The run's prompt (the bot's request), not the input's, names the work.
    const issue: PullContext = { event: { name: 'issues', isPullRequest: false, number: 3 } }
    await l.land({ pr: issue, prompt: 'Make a.txt two' })
    const out = landedOf(l.workspace)
    expect(out.branch).toMatch(/^cursor\//)
    expect(git(l.origin, 'rev-parse', out.branch)).toBe(out.commitSha)
    expect(out.prUrl).toBe('https://github.com/octo/demo/pull/9')
    expect(out.patch).not.toBe('')
    expect(l.asked).toHaveLength(1)
    expect(l.asked[0]?.body).toContain('Closes #3')
    expect(l.asked[0]?.title).toBe('Cursor Agent: Make a.txt two')
  })

  it('does not push after a failed run: the patch only, and a note saying so', async () => {
    const l = landing({ push: 'true', 'open-pr': 'true' })
    fs.writeFileSync(path.join(l.ws, 'a.txt'), 'two\n')
    await l.land({ succeeded: false })
    const out = landedOf(l.workspace)
    expect(out.patch).not.toBe('')
    expect(out.branch).toBe('')
    expect(l.asked).toEqual([])
    expect(git(l.origin, 'branch', '--list')).toBe('* main')
    expect(noted(l.book).join('\n')).toContain('Not pushed: the run did not succeed')
  })

  it('writes the patch without a push when none is asked, and opens no pull request', async () => {
    const l = landing()
    fs.writeFileSync(path.join(l.ws, 'b.txt'), 'new\n')
    await l.land()
    const out = landedOf(l.workspace)
    expect(fs.readFileSync(out.patch, 'utf8')).toContain('b.txt')
    expect(out.commitSha).toBe('')
    expect(l.asked).toEqual([])
  })

  it('fails with push_failed when push is asked outside a repository', async () => {
    const l = landing({ push: 'true' }, false)
    await expect(l.land()).rejects.toMatchObject({
      reason: 'push_failed',
      message: expect.stringContaining('is not in a git repository') as unknown
    })
    // Without a push asked, nothing to land and nothing said.
    const quiet = landing({}, false)
    await quiet.land()
    expect(landedOf(quiet.workspace).patch).toBe('')
  })

  it("never pushes to a fork's pull request, and keeps what landed before the refusal", async () => {
    const l = landing({ push: 'true' })
    fs.writeFileSync(path.join(l.ws, 'a.txt'), 'two\n')
    const pull = { number: 7, headRef: 'feature', headSha: 'x', headRepo: 'eve/demo' }
    const pr: PullContext = { pull: { ...pull, baseRepo: 'octo/demo', fork: true } }
    await expect(l.land({ pr })).rejects.toMatchObject({ reason: 'push_failed' })
    expect(landedOf(l.workspace).patch).not.toBe('')
    expect(git(l.origin, 'branch', '--list')).toBe('* main')
  })

  it('refuses to push a change holding the token, naming the file', async () => {
    const l = landing({ push: 'true' })
    fs.writeFileSync(path.join(l.ws, 'leak.txt'), `token=${TOKEN}\n`)
    await expect(l.land()).rejects.toMatchObject({
      reason: 'push_failed',
      message: expect.stringContaining('leak.txt') as unknown
    })
    expect(landedOf(l.workspace).patch).toBe('')
  })
})
