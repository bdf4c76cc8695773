/**
 * Landing the work against a hostile agent and a hostile commenter (issue 18: 4, 7, 8, 9, 13;
 * issue 19 §2), end to end on dist/index.js with a local bare `origin` and, where the API is
 * needed, the stand-in GitHub server. Each test is an attack that worked before its fix.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { startGitHub } from '../support/github-server.js'
import { shared } from '../support/shared.js'
import { templated } from '../support/template.js'
import { elements, renderGfm } from '../support/gfm.js'
import {
  git,
  init,
  result,
  runAction,
  streamFile,
  tempDir,
  type ActionRun,
  warningsOf
} from '../support/helpers.js'

const TOKEN = 'ghs_securitylandtoken0123456789abcdefAB'
const KEY = 'key_securityland_0123456789abcdefghij'

interface Repos {
  dir: string
  origin: string
  workspace: string
  /** The PR branch's head on origin: the commit the run starts from. */
  start: string
}

/**
 * origin.git with main and a PR branch `feature` that holds two commits by other people on top
 * of main; a clone checked out at feature's head (or at `branch`). Built once, each call a copy.
 */
const repos: (branch?: string) => Repos = templated('caa-secland-', build)

function build(dir: string, branch = 'feature'): Repos {
  const origin = path.join(dir, 'origin.git')
  const seed = path.join(dir, 'seed')
  git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
  git(dir, 'clone', '-q', origin, seed)
  fs.writeFileSync(path.join(seed, 'calc.py'), 'def add(a, b):\n    return a - b\n')
  fs.writeFileSync(path.join(seed, '.gitignore'), '.env\n')
  fs.mkdirSync(path.join(seed, '.github', 'workflows'), { recursive: true })
  fs.writeFileSync(path.join(seed, '.github', 'workflows', 'ci.yml'), 'on: push\n')
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'init')
  git(seed, 'push', '-q', 'origin', 'main')
  git(seed, 'checkout', '-q', '-b', 'feature')
  for (const who of ['alice', 'bob']) {
    fs.writeFileSync(path.join(seed, `${who}.txt`), `${who}'s work\n`)
    git(seed, 'add', '-A')
    git(seed, 'commit', '-q', '-m', `${who}'s commit`)
  }
  git(seed, 'push', '-q', 'origin', 'feature')
  const workspace = path.join(dir, 'workspace')
  git(dir, 'clone', '-q', '-b', branch, origin, workspace)
  return { dir, origin, workspace, start: git(workspace, 'rev-parse', 'HEAD') }
}

const b64 = (s: string | Buffer): string => Buffer.from(s).toString('base64')
const sh = (command: string): string => `@fake sh ${b64(command)}`
const write = (file: string, content: string): string => `@fake write ${file} ${b64(content)}`
/** The agent's own git commit, with an identity of its own (the runner's HOME has none). */
const AGENT_GIT = 'git -c user.name=agent -c user.email=agent@example.com'

function event(dir: string, payload: object): string {
  const file = path.join(dir, `event-${String(Date.now())}.json`)
  fs.writeFileSync(file, JSON.stringify(payload))
  return file
}

function prEvent(r: Repos, headRepo = 'o/r'): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event(r.dir, {
      pull_request: {
        number: 7,
        head: { ref: 'feature', sha: r.start, repo: { full_name: headRepo } },
        base: { ref: 'main', sha: git(r.origin, 'rev-parse', 'main'), repo: { full_name: 'o/r' } }
      }
    })
  }
}

async function act(
  r: Repos,
  lines: (object | string)[],
  inputs: Record<string, string>,
  env: Record<string, string> = {}
): Promise<ActionRun> {
  return runAction({
    workspace: r.workspace,
    inputs: { prompt: 'Fix add()', 'github-token': TOKEN, 'api-key': KEY, ...inputs },
    env: {
      FAKE_CURSOR_STREAM: streamFile([init, ...lines, result('Fixed add().')]),
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

function errorLine(run: ActionRun): string {
  return (run.stdout.split('\n').find((l) => l.startsWith('::error')) ?? '').replace(/%0A/g, '\n')
}

const FIX = write('calc.py', 'def add(a, b):\n    return a + b\n')

/**
 * The fix alone, pushed on the pull request's event: the plain landing that the test of the local
 * branch and the secret scan's clean case both look at.
 */
const cleanPush = shared(async () => {
  const r = repos()
  return { r, run: await act(r, [FIX], { push: 'true' }, prEvent(r)) }
})

/** Refs on origin as `name sha` lines. */
function refs(origin: string): string {
  return git(origin, 'for-each-ref', '--format=%(refname) %(objectname)')
}

describe("the push never rewrites the pull request's history (issue 18, 4)", () => {
  for (const [name, moves] of [
    ['git reset --hard HEAD~1', [sh('git reset -q --hard HEAD~1'), FIX]],
    [
      'git checkout main; commit',
      [
        sh('git checkout -q main'),
        FIX,
        sh(`${AGENT_GIT} commit -q -am 'agent on main'`),
        write('extra.txt', 'x\n')
      ]
    ],
    [
      'a commit of its own on the branch, with a force-added ignored .env',
      [
        write('.env', 'SECRET_THING=1\n'),
        FIX,
        sh(`git add -f .env calc.py && ${AGENT_GIT} commit -q -m 'agent commit'`)
      ]
    ]
  ] as const) {
    it(`lands one commit on top of the start commit after: ${name}`, async () => {
      const r = repos()
      const mainBefore = git(r.origin, 'rev-parse', 'main')
      const run = await act(r, [...moves], { push: 'true' }, prEvent(r))
      expect(run.outputs.conclusion).toBe('success')
      const sha = run.outputs.commit_sha ?? ''
      expect(sha).toMatch(/^[0-9a-f]{40}$/)
      expect(run.outputs.branch).toBe('feature')
      // Nobody's commit is lost.
      expect(git(r.origin, 'log', '--format=%s', 'feature')).toBe(
        ['Fix add()', "bob's commit", "alice's commit", 'init'].join('\n')
      )
      // The branch moved forward by exactly one commit, the action's, on top of the start.
      expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(sha)
      expect(git(r.origin, 'rev-list', '--parents', '-n', '1', sha)).toBe(`${sha} ${r.start}`)
      // The agent's own commits and ignored files did not travel.
      expect(git(r.origin, 'log', '--format=%s', '--all')).not.toContain('agent')
      expect(git(r.origin, 'ls-tree', '-r', '--name-only', sha)).not.toContain('.env')
      expect(git(r.origin, 'show', `${sha}:calc.py`)).toBe('def add(a, b):\n    return a + b')
      // main is where it was on origin.
      expect(git(r.origin, 'rev-parse', 'main')).toBe(mainBefore)
      expect(run.summary + warningsOf(run).join('\n')).toMatch(/agent's own commits|moved HEAD/)
    })
  }

  it('leaves the local repository as the agent left it when the agent moved HEAD', async () => {
    const r = repos()
    const run = await act(
      r,
      [sh('git checkout -q main'), FIX, sh(`${AGENT_GIT} commit -q -am 'agent on main'`)],
      { push: 'true' },
      prEvent(r)
    )
    expect(run.outputs.conclusion).toBe('success')
    const agentCommit = git(r.workspace, 'rev-parse', 'HEAD')
    expect(git(r.workspace, 'log', '-1', '--format=%s')).toBe('agent on main')
    expect(git(r.workspace, 'symbolic-ref', 'HEAD')).toBe('refs/heads/main')
    // The local feature branch was not moved under the agent's feet either.
    expect(git(r.workspace, 'rev-parse', 'refs/heads/feature')).toBe(r.start)
    expect(agentCommit).not.toBe(run.outputs.commit_sha)
  })

  it('moves the local branch to the commit and cleans the index when HEAD stayed', async () => {
    const { r, run } = await cleanPush()
    expect(run.outputs.conclusion).toBe('success')
    expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(run.outputs.commit_sha)
    expect(git(r.workspace, 'symbolic-ref', 'HEAD')).toBe('refs/heads/feature')
    expect(git(r.workspace, 'status', '--porcelain')).toBe('')
  })
})

// With checkout-pr (the default) an unreadable head is refused before the run (issue 19, 2,
// checkout.test.ts); with it off the landing is what must refuse.
describe('a pull request whose head is unknown is never pushed (issue 18, 7)', () => {
  const comment = (r: Repos, api: string): Record<string, string> => ({
    GITHUB_API_URL: api,
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: event(r.dir, {
      action: 'created',
      issue: { number: 7, pull_request: { url: 'x' }, title: 't', body: '' },
      comment: { id: 1, body: '@cursor fix', user: { login: 'u' } }
    })
  })

  it('fails with push_failed when GET /pulls/N fails on issue_comment', async () => {
    const r = repos('main')
    const before = refs(r.origin)
    const api = await startGitHub({ owner: 'o', repo: 'r' })
    api.fail('getPull', { kind: 'error', status: 404 })
    try {
      const run = await act(
        r,
        [FIX],
        { push: 'true', 'github-token': api.token, 'checkout-pr': 'false' },
        comment(r, api.url)
      )
      expect(run.outputs.conclusion).toBe('failure')
      expect(run.outputs.failure_reason).toBe('push_failed')
      expect(refs(r.origin)).toBe(before)
      expect(run.outputs.branch).toBe('')
      expect(fs.existsSync(run.outputs.patch ?? '')).toBe(true)
      expect(errorLine(run)).toContain('pull request #7')
    } finally {
      await api.stop()
    }
  })

  it('fails with push_failed when there is no token to read the pull request with', async () => {
    const r = repos('main')
    const before = refs(r.origin)
    const run = await act(
      r,
      [FIX],
      { push: 'true', 'github-token': '', 'checkout-pr': 'false' },
      comment(r, 'http://127.0.0.1:9')
    )
    expect(run.outputs.failure_reason).toBe('push_failed')
    expect(refs(r.origin)).toBe(before)
  })
})

describe('secrets are never landed (issue 18, 8)', () => {
  const leak = [
    FIX,
    write('config.txt', `api_key = ${KEY}\n`),
    sh('mkdir -p docs'),
    write('docs/notes.md', `token (base64): ${b64(`x-access-token:${TOKEN}`)}\n`)
  ]

  it('writes no patch, makes no commit and fails the push, naming the files', async () => {
    const r = repos()
    const before = refs(r.origin)
    const run = await act(r, leak, { push: 'true' }, prEvent(r))
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('push_failed')
    expect(run.outputs.patch).toBe('')
    expect(run.outputs.commit_sha).toBe('')
    expect(refs(r.origin)).toBe(before)
    expect(git(r.workspace, 'rev-parse', 'HEAD')).toBe(r.start)
    const error = errorLine(run)
    expect(error).toContain('config.txt')
    expect(error).toContain('docs/notes.md')
    expect(error).toMatch(/API key/)
    expect(error).toMatch(/GitHub token/)
    // No patch file of ours anywhere under RUNNER_TEMP.
    expect(fs.readdirSync(run.dir).filter((f) => f.endsWith('.patch'))).toEqual([])
    // The secret is nowhere in what the step printed but the masks.
    const log = run.stdout.replace(`::add-mask::${KEY}\n`, '').replace(`::add-mask::${TOKEN}\n`, '')
    expect(log).not.toContain(KEY)
    expect(run.summary).not.toContain(KEY)
  })

  // Three files, each holding a secret its own way, in one run without a push: each test names
  // its own file in the warning, so each still fails if that file's secret goes unseen.
  const wrapped = (b64(`${'-'.repeat(50)}${TOKEN}`).match(/.{1,20}/g) ?? []).join('\n')
  const big = 'y'.repeat(3 * 1024 * 1024) + TOKEN + 'z'.repeat(1024)
  const unpushed = shared(() =>
    act(
      repos(),
      [
        FIX,
        write('leak.env.txt', `K=${KEY.toUpperCase()}\n`),
        write('wrapped.txt', wrapped),
        write('big.bin', big)
      ],
      {}
    )
  )

  it('without a push: no patch, a warning naming the file, the run green', async () => {
    const run = await unpushed()
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.patch).toBe('')
    expect(warningsOf(run).join('\n')).toContain('leak.env.txt')
  })

  it("finds the runner's own token, which the agent can read from the action's environ", async () => {
    const r = repos()
    const runtime = 'runtime-token-0123456789-abcdefghijklmnop'
    const run = await act(
      r,
      [FIX, write('cache.txt', runtime)],
      { push: 'true' },
      {
        ...prEvent(r),
        ACTIONS_RUNTIME_TOKEN: runtime
      }
    )
    expect(run.outputs.failure_reason).toBe('push_failed')
    expect(errorLine(run)).toContain('ACTIONS_RUNTIME_TOKEN (in cache.txt)')
  })

  it('finds the token base64-wrapped over lines and in a big file, and passes clean work', async () => {
    const run = await unpushed()
    expect(run.outputs.patch).toBe('')
    expect(warningsOf(run).join('\n')).toContain('wrapped.txt')
    expect(warningsOf(run).join('\n')).toContain('big.bin')
    const { run: clean } = await cleanPush()
    expect(clean.outputs.conclusion).toBe('success')
  })
})

describe('session_id and agent text cannot inject into the commit or the pull request (issue 18, 9)', () => {
  const EVIL_SID =
    'x\n\nCo-authored-by: Evil <evil@example.com>\n@octocat [click](https://evil.example) ![i](https://evil.example/i.png)'
  const EVIL_TEXT =
    'Done.\n\nCo-authored-by: Evil <evil@example.com>\nSigned-off-by: Evil <evil@example.com>\ncc @octocat, fixes #1'

  it('drops an invalid session id; no trailer, mention or link reaches the commit or the PR', async () => {
    const r = repos('main')
    const api = await startGitHub({ owner: 'o', repo: 'r' })
    try {
      const run = await runAction({
        workspace: r.workspace,
        inputs: {
          prompt: 'Fix @octocat\nCo-authored-by: Evil <evil@example.com> [x](https://evil.example)',
          push: 'true',
          'open-pr': 'true',
          'github-token': api.token
        },
        env: {
          FAKE_CURSOR_STREAM: streamFile([
            { ...init, session_id: EVIL_SID },
            FIX,
            { ...result(EVIL_TEXT), session_id: EVIL_SID }
          ]),
          GITHUB_API_URL: api.url,
          GITHUB_RUN_ID: '77',
          GITHUB_RUN_ATTEMPT: '2',
          GITHUB_REPOSITORY: 'o/r',
          GITHUB_EVENT_NAME: 'push'
        },
        timeoutMs: 90_000
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.session_id).toBe('')
      const sha = run.outputs.commit_sha ?? ''
      const message = git(r.origin, 'log', '-1', '--format=%B', sha)
      // No trailer but ours, and none of the agent's lines starts a line of the message.
      expect(git(r.origin, 'log', '-1', '--format=%(trailers)', sha)).toBe('')
      expect(message).not.toMatch(/^(Co-authored-by|Signed-off-by):/im)
      expect(message.split('\n')[0]).not.toContain('Co-authored-by')
      expect(message).not.toMatch(/@octocat|evil@example|#1\b|https:\/\//)
      const [pull] = [...api.pulls.values()]
      expect(pull).toBeDefined()
      expect(pull?.title).not.toMatch(/[\r\n]|@octocat|https:\/\//)
      const body = pull?.body ?? ''
      expect(body).not.toMatch(/@octocat|evil\.example|Co-authored-by/)
      const tree = renderGfm(body)
      expect(
        elements(tree.children)
          .filter((e) => e.tagName === 'a' || e.tagName === 'img')
          .map((e) => String(e.properties.href ?? e.properties.src))
          .filter((u) => !u.startsWith('https://github.com/o/r/actions/runs/'))
      ).toEqual([])
    } finally {
      await api.stop()
    }
  })
})

describe('workflow edits stay out of the commit (issue 18, 13)', () => {
  const edits = [
    FIX,
    write('.github/workflows/ci.yml', 'on: push\njobs: { pwn: { runs-on: x, steps: [] } }\n'),
    write('.github/workflows/new.yml', 'on: push\n')
  ]

  it('leaves them out of the commit and the push, keeps them in the patch, and says so', async () => {
    const r = repos()
    const run = await act(r, edits, { push: 'true' }, prEvent(r))
    expect(run.outputs.conclusion).toBe('success')
    const sha = run.outputs.commit_sha ?? ''
    expect(git(r.origin, 'show', '--name-only', '--format=', sha)).toBe('calc.py')
    const patch = fs.readFileSync(run.outputs.patch ?? '', 'utf8')
    expect(patch).toContain('+++ b/.github/workflows/ci.yml')
    expect(patch).toContain('+++ b/.github/workflows/new.yml')
    expect(warningsOf(run).join('\n')).toMatch(
      /\.github\/workflows\/ci\.yml.*allow-workflow-changes/s
    )
    expect(run.summary).toContain('allow-workflow-changes')
  })

  it('commits them with allow-workflow-changes: true', async () => {
    const r = repos()
    const run = await act(r, edits, { push: 'true', 'allow-workflow-changes': 'true' }, prEvent(r))
    expect(run.outputs.conclusion).toBe('success')
    expect(git(r.origin, 'show', '--name-only', '--format=', run.outputs.commit_sha ?? '')).toBe(
      ['.github/workflows/ci.yml', '.github/workflows/new.yml', 'calc.py'].join('\n')
    )
  })

  it('fails the push when the workflows were all there was to land', async () => {
    const r = repos()
    const before = refs(r.origin)
    const run = await act(r, edits.slice(1), { push: 'true' }, prEvent(r))
    expect(run.outputs.failure_reason).toBe('push_failed')
    expect(refs(r.origin)).toBe(before)
    expect(errorLine(run)).toContain('allow-workflow-changes')
  })
})

describe('a landing asked for that did not happen is push_failed (issue 19, 2)', () => {
  it('in a folder that is not a git repository: refused before the run, naming actions/checkout', async () => {
    const ws = path.join(tempDir('caa-nogit-'), 'ws')
    fs.mkdirSync(ws)
    const run = await runAction({
      workspace: ws,
      inputs: { prompt: 'x', push: 'true', 'github-token': TOKEN },
      env: { FAKE_CURSOR_STREAM: streamFile([init, FIX, result('ok')]) }
    })
    expect(run.outputs.conclusion).toBe('failure')
    // Known before the paid run (issue 19, 2): an input error, and the CLI never started.
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.outputs.tool_calls).toBe('0')
    expect(errorLine(run)).toContain('actions/checkout')
  })

  it('on a fork pull request', async () => {
    const r = repos()
    const before = refs(r.origin)
    const run = await act(r, [FIX], { push: 'true' }, prEvent(r, 'someone/r'))
    expect(run.outputs.failure_reason).toBe('push_failed')
    expect(errorLine(run)).toContain('fork (someone/r)')
    expect(fs.existsSync(run.outputs.patch ?? '')).toBe(true)
    expect(refs(r.origin)).toBe(before)
  })

  it('without an origin remote', async () => {
    const r = repos()
    git(r.workspace, 'remote', 'remove', 'origin')
    const run = await act(r, [FIX], { push: 'true' })
    expect(run.outputs.failure_reason).toBe('push_failed')
  })

  it('stays green when nothing changed', async () => {
    const r = repos()
    const run = await act(r, [], { push: 'true' }, prEvent(r))
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.commit_sha).toBe('')
  })

  it('keeps the failed run its own reason', async () => {
    const r = repos()
    const run = await act(r, [FIX], { push: 'true' }, { ...prEvent(r), FAKE_CURSOR_EXIT: '1' })
    expect(run.outputs.failure_reason).toBe('exit_code')
  })
})
