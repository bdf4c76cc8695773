/**
 * The two jobs of examples/publish-review.yml, publish-bot.yml and review-panel.yml run as
 * written, each a process of its own as a runner starts it: the agent's job (`node dist/index.js`,
 * `publish: later`) with a token that may only read, then the publishing job
 * (`node dist/publish/index.js`) with the write token, given the agent job's bundle folder the way
 * actions/upload-artifact and actions/download-artifact (`merge-multiple: true`) carry it across.
 * The loopback GitHub answers the read-only token's writes 403 and logs every write: the agent's
 * job must make none, and the review, the answer and the ledger record come from the second job.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { PUBLISH } from '../support/bundles.js'
import { shared } from '../support/shared.js'
import { botRun, payload as botPayload } from '../support/bot-run.js'
import { startGitHub, type GitHubServer, type TokenGrant } from '../support/github-server.js'
import {
  assistant,
  git,
  init,
  result,
  runAction,
  tempDir,
  type ActionRun
} from '../support/helpers.js'
import { act, b64, event, repos, work, type Repos } from '../support/land.js'
import {
  answer,
  findingsOf,
  HEAD,
  payload,
  restartGitHub,
  reviewRun,
  submitted,
  type F
} from '../support/review-fixture.js'
import {
  jobRuns,
  PUBLISH_ACTION,
  readWorkflow,
  stepInputs,
  type RunnerContext
} from '../support/workflow.js'

const READ_TOKEN = 'ghs_readonly_split_0123456789abcdefABCD'
const READER: TokenGrant = {
  token: READ_TOKEN,
  user: { login: 'github-actions[bot]', type: 'Bot' },
  writes: []
}
const API_KEY = 'key_split_secret_0123456789abcdef'

const LOAD: F = {
  path: 'src/app.ts',
  line: 2,
  severity: 'high',
  title: 'load() can throw',
  body: 'Wrap it.'
}
const STOP: F = {
  path: 'src/app.ts',
  line: 22,
  severity: 'low',
  title: 'stop(true) skips cleanup',
  body: 'Call cleanup first.'
}
const TWICE: F = {
  path: 'src/app.ts',
  line: 10,
  severity: 'medium',
  title: 'Config is read twice',
  body: 'Read it once.'
}

/** The runner's context of one job: the agent's holds the read-only token, the publisher's the writer. */
function context(
  file: string,
  job: string,
  eventName: string,
  event: object,
  token: string,
  matrix?: Record<string, unknown>
): RunnerContext {
  return {
    eventName,
    payload: event,
    repository: 'octo/demo',
    workflow: readWorkflow(file).name ?? file,
    job,
    token,
    secrets: { CURSOR_API_KEY: API_KEY },
    ...(matrix !== undefined ? { matrix } : {})
  }
}

/** The agent step's inputs as written (the fake CLI is on PATH: nothing is installed). */
function agentInputs(file: string, c: RunnerContext): Record<string, string> {
  const inputs = stepInputs(readWorkflow(file), c.job, c)
  delete inputs.install
  expect(inputs.publish).toBe('later')
  expect(inputs['github-token']).toBe(READ_TOKEN)
  return inputs
}

/**
 * upload-artifact of each run's `bundle` output (the folder's contents), then download-artifact
 * with `merge-multiple: true` into `<workspace>/bundles` of the publishing job.
 */
function carry(runs: readonly ActionRun[]): string {
  const workspace = tempDir('caa-publish-ws-')
  const into = path.join(workspace, 'bundles')
  fs.mkdirSync(into)
  for (const run of runs) {
    const out = run.outputs.bundle ?? ''
    expect(out).not.toBe('')
    fs.cpSync(out, into, { recursive: true, errorOnExist: true, force: false })
  }
  return workspace
}

/** The publish step as written in `job`, in its own process, on the same event. */
function publishJob(
  file: string,
  job: string,
  gh: GitHubServer,
  eventName: string,
  event: object,
  workspace: string
): Promise<ActionRun> {
  const wf = readWorkflow(file)
  // The agent's job it needs: ended (success or failure, never skipped here).
  const c = { ...context(file, job, eventName, event, gh.token), needs: needsOf(wf, job) }
  expect(jobRuns(wf, job, c)).toBe(true)
  const inputs = stepInputs(wf, job, c, PUBLISH_ACTION)
  const eventFile = path.join(tempDir('caa-publish-event-'), 'event.json')
  fs.writeFileSync(eventFile, JSON.stringify(event))
  return runAction({
    script: PUBLISH,
    fake: false,
    workspace,
    inputs,
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: eventName,
      GITHUB_REPOSITORY: 'octo/demo',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
      // Re-running only the publishing job is a new attempt of the same run.
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_WORKFLOW: c.workflow,
      GITHUB_JOB: job
    }
  })
}

/** The jobs `job` needs, each as having succeeded. */
function needsOf(wf: ReturnType<typeof readWorkflow>, job: string) {
  const needs = (wf.jobs[job] as { needs?: string | string[] } | undefined)?.needs ?? []
  return Object.fromEntries([needs].flat().map((n) => [n, { result: 'success' }]))
}

/** Nothing the read-only token asked was a write, and it asked something. */
function readOnlyJob(gh: GitHubServer): void {
  const mine = gh.log.filter((r) => r.auth.endsWith(READ_TOKEN))
  expect(mine.length).toBeGreaterThan(0)
  expect(mine.filter((r) => r.write)).toEqual([])
}

function noSecretIn(dir: string): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
      expect(text).not.toContain(API_KEY)
      expect(text).not.toContain(READ_TOKEN)
    }
}

describe('two jobs: the agent reads, the publishing job writes', () => {
  it('examples/publish-review.yml: the review job writes nothing; the publish job posts its findings at the head, fail-on decided there', async () => {
    const FILE = 'examples/publish-review.yml'
    const gh = await restartGitHub({ tokens: [READER] })
    const event = payload('pull_request', {})
    const c = context(FILE, 'review', 'pull_request', event, READ_TOKEN)
    expect(jobRuns(readWorkflow(FILE), 'review', c)).toBe(true)
    // The agent saw the key and the token, and wrote both into a finding.
    const leak: F = { ...TWICE, body: `Read it once. ${API_KEY} ${READ_TOKEN}` }
    const agent = await reviewRun({ findings: [LOAD, STOP, leak], inputs: agentInputs(FILE, c) })
    expect(agent.stderr).toBe('')
    expect(agent.outputs.conclusion).toBe('success')
    expect(gh.writes()).toEqual([])
    readOnlyJob(gh)
    expect(submitted()).toEqual([])
    noSecretIn(agent.outputs.bundle ?? '')

    const workspace = carry([agent])
    const pub = await publishJob(FILE, 'publish', gh, 'pull_request', event, workspace)
    expect(pub.stderr).toBe('')
    expect(pub.outputs.bundles).toBe('1')
    // fail-on: high is the publish step's: the review is posted, then the step fails.
    expect(pub.outputs.conclusion).toBe('failure')
    expect(pub.outputs.failure_reason).toBe('findings')
    expect(pub.code).toBe(1)
    const reviews = submitted()
    expect(reviews).toHaveLength(1)
    const review = reviews[0] ?? {}
    expect(review.commit_id).toBe(HEAD)
    const comments = review.comments as Record<string, unknown>[]
    expect(comments.map((x) => [x.path, x.line, x.side])).toEqual([
      ['src/app.ts', 2, 'RIGHT'],
      ['src/app.ts', 22, 'RIGHT']
    ])
    expect(findingsOf(pub).map((f) => f.title)).toEqual([LOAD.title, TWICE.title, STOP.title])
    // The check run the publish step asked for, written with the write token.
    expect(gh.review.checkRuns).toHaveLength(1)
    const posted = JSON.stringify(gh.log.map((r) => r.body))
    expect(posted).not.toContain(API_KEY)
    expect(posted).not.toContain(READ_TOKEN)
    readOnlyJob(gh)
    // The ledger record came with the review, from the publishing job.
    expect(String(review.body)).toMatch(/<!-- cursor-agent-action:ledger:/)
    expect(pub.outputs.pr_runs).toBe('1')
  }, 120_000)

  it('examples/publish-bot.yml: a request answered in the sticky comment by the second job only', async () => {
    const FILE = 'examples/publish-bot.yml'
    const gh = await restartGitHub({ tokens: [READER], roles: { mia: 'write' } })
    const trigger = { login: 'mia', body: '@cursor why does the test fail?', commentId: 555 }
    const event = botPayload(trigger)
    const c = context(FILE, 'agent', 'issue_comment', event, READ_TOKEN)
    expect(jobRuns(readWorkflow(FILE), 'agent', c)).toBe(true)
    const agent = await botRun(gh, {
      inputs: agentInputs(FILE, c),
      trigger,
      stream: [init, assistant('The fixture is stale: regenerate it.'), result('ok')]
    })
    expect(agent.stderr).toBe('')
    expect(agent.outputs.conclusion).toBe('success')
    expect(gh.writes()).toEqual([])
    expect(gh.reactions).toEqual([])
    expect(gh.commentsOn(7).filter((x) => x.user.login === 'github-actions[bot]')).toEqual([])

    const pub = await publishJob(FILE, 'publish', gh, 'issue_comment', event, carry([agent]))
    expect(pub.stderr).toBe('')
    expect(pub.outputs.conclusion).toBe('success')
    const mine = gh.commentsOn(7).filter((x) => x.user.login === 'github-actions[bot]')
    expect(mine).toHaveLength(1)
    expect(mine[0]?.body).toContain('The fixture is stale: regenerate it.')
    expect(mine[0]?.body).toMatch(/<!-- cursor-agent-action:ledger:/)
    readOnlyJob(gh)
  }, 120_000)

  it('examples/review-panel.yml: three legs, three bundles in one folder, one review with agreement and the usage of all three', async () => {
    const FILE = 'examples/review-panel.yml'
    const gh = await restartGitHub({ tokens: [READER] })
    const event = payload('pull_request', {})
    const legs: [string, F[], number][] = [
      ['gpt-5', [LOAD, STOP], 100],
      ['sonnet-4', [{ ...LOAD, line: 3, title: 'load() may throw', body: 'Guard it.' }], 200],
      ['gemini-2.5-pro', [LOAD, TWICE], 300]
    ]
    const runs: ActionRun[] = []
    for (const [model, findings, tokens] of legs) {
      const c = context(FILE, 'review', 'pull_request', event, READ_TOKEN, { model })
      const inputs = agentInputs(FILE, c)
      expect(inputs.model).toBe(model)
      const text = answer(findings)
      const usage = { inputTokens: tokens, outputTokens: tokens / 10 }
      runs.push(
        await reviewRun({ inputs, stream: [init, assistant(text), result(text, { usage })] })
      )
    }
    expect(runs.map((r) => r.outputs.conclusion)).toEqual(['success', 'success', 'success'])
    expect(gh.writes()).toEqual([])

    const workspace = carry(runs)
    expect(fs.readdirSync(path.join(workspace, 'bundles'))).toHaveLength(3)
    const pub = await publishJob(FILE, 'publish', gh, 'pull_request', event, workspace)
    expect(pub.stderr).toBe('')
    expect(pub.outputs.bundles).toBe('3')
    const reviews = submitted()
    expect(reviews).toHaveLength(1)
    const all = JSON.stringify(reviews[0])
    expect(all).toContain('found by 3 of 3 reviewers: gemini-2.5-pro, gpt-5, sonnet-4')
    expect(JSON.parse(pub.outputs.pr_usage ?? '{}')).toMatchObject({
      inputTokens: 600,
      outputTokens: 60
    })
    expect(pub.outputs.pr_runs).toBe('1')
    for (const t of ['100 in / 10 out', '200 in / 20 out', '300 in / 30 out'])
      expect(pub.summary).toContain(t)
    readOnlyJob(gh)
  }, 180_000)
})

describe('two jobs: a task whose changes the publishing job pushes', () => {
  /** The agent's job: the task run with publish: later, changes in its workspace, nothing pushed. */
  async function agentJob(extra: (object | string)[] = []) {
    const r = repos()
    const heads = () => git(r.origin, 'for-each-ref', '--format=%(refname) %(objectname)')
    const before = heads()
    const agent = await act(
      r,
      work(extra),
      { publish: 'later', 'github-token': READ_TOKEN },
      { GITHUB_RUN_ID: '42', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'octo/demo' }
    )
    expect(agent.outputs.conclusion).toBe('success')
    expect(agent.outputs.branch).toBe('')
    expect(heads()).toBe(before)
    return { r, agent, heads, before }
  }

  /**
   * The agent's job without extra steps, run once for the tests that publish its bundle: each
   * gets its own copy of origin (the publish step pushes there) and of the bundle (a test edits
   * it), origin's refs checked to be the ones the agent's job left.
   */
  const plainAgent = shared(() => agentJob())
  async function plainAgentJob() {
    const job = await plainAgent()
    const dir = tempDir('caa-split-own-')
    const origin = path.join(dir, 'origin.git')
    fs.cpSync(job.r.origin, origin, { recursive: true })
    const bundle = path.join(dir, 'bundle')
    fs.cpSync(job.agent.outputs.bundle ?? '', bundle, { recursive: true })
    const r: Repos = { ...job.r, dir, origin }
    const heads = () => git(origin, 'for-each-ref', '--format=%(refname) %(objectname)')
    const before = heads()
    expect(before).toBe(job.before)
    const agent = { ...job.agent, outputs: { ...job.agent.outputs, bundle } }
    return { r, agent, heads, before }
  }

  /** The publishing job: its own fresh checkout of origin, the bundle downloaded into it. */
  function publishTask(
    r: Repos,
    bundles: string,
    gh: GitHubServer,
    more: Record<string, string> = {}
  ): Promise<ActionRun> {
    const workspace = path.join(tempDir('caa-publish-co-'), 'checkout')
    git(r.dir, 'clone', '-q', r.origin, workspace)
    fs.cpSync(bundles, path.join(workspace, 'bundles'), { recursive: true })
    const eventFile = path.join(tempDir('caa-publish-event-'), 'event.json')
    fs.writeFileSync(eventFile, '{}')
    return runAction({
      script: PUBLISH,
      fake: false,
      workspace,
      inputs: { bundle: 'bundles', 'github-token': gh.token, push: 'true', ...more },
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_EVENT_PATH: eventFile,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REPOSITORY: 'octo/demo',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '42',
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_JOB: 'publish'
      }
    })
  }

  it('the patch lands on a new branch, on the commit the agent started from', async () => {
    const gh = await restartGitHub({ tokens: [READER] })
    const { r, agent } = await plainAgentJob()
    const pub = await publishTask(r, agent.outputs.bundle ?? '', gh)
    expect(pub.stderr).toBe('')
    expect(pub.outputs.conclusion).toBe('success')
    const branch = pub.outputs.branch ?? ''
    expect(branch).not.toBe('')
    const sha = git(r.origin, 'rev-parse', `refs/heads/${branch}`)
    expect(pub.outputs.commit_sha).toBe(sha)
    expect(git(r.origin, 'rev-parse', `${sha}^`)).toBe(r.start)
    expect(git(r.origin, 'show', `${sha}:calc.py`)).toBe('def add(a, b):\n    return a + b')
    expect(gh.log.filter((x) => x.auth.endsWith(READ_TOKEN) && x.write)).toEqual([])
  }, 120_000)

  it('a patch.diff changed after the agent job (a workflow file added) is refused before anything is pushed', async () => {
    const gh = await restartGitHub({ tokens: [READER] })
    const { r, agent, heads, before } = await plainAgentJob()
    const dir = agent.outputs.bundle ?? ''
    const leg = fs.readdirSync(dir)[0] ?? ''
    const file = path.join(dir, leg, 'patch.diff')
    fs.appendFileSync(
      file,
      'diff --git a/.github/workflows/x.yml b/.github/workflows/x.yml\nnew file mode 100644\n--- /dev/null\n+++ b/.github/workflows/x.yml\n@@ -0,0 +1 @@\n+on: push\n'
    )
    const pub = await publishTask(r, dir, gh)
    expect(pub.outputs.conclusion).toBe('failure')
    expect(pub.outputs.failure_reason).toBe('invalid_bundle')
    expect(pub.outputs.branch).toBe('')
    expect(heads()).toBe(before)
  }, 120_000)

  it('a workflow file the agent wrote is refused by the publish step (allow-workflow-changes is false); origin unchanged', async () => {
    const gh = await restartGitHub({ tokens: [READER] })
    const wf = `@fake sh ${b64('mkdir -p .github/workflows && printf "on: push\\n" > .github/workflows/x.yml')}`
    const { r, agent, heads, before } = await agentJob([wf])
    const pub = await publishTask(r, agent.outputs.bundle ?? '', gh)
    expect(pub.outputs.conclusion).toBe('failure')
    expect(pub.outputs.failure_reason).toBe('push_failed')
    expect(pub.stdout).toContain('.github/workflows/x.yml')
    expect(heads()).toBe(before)
  }, 120_000)

  it('a pull request GitHub will not open after the push: deliverable_missing, the branch in the outputs', async () => {
    const gh = await restartGitHub({ tokens: [READER], owner: 'octo', repo: 'demo' })
    gh.fail('createPull', { kind: 'forbidden' })
    const { r, agent } = await plainAgentJob()
    const pub = await publishTask(r, agent.outputs.bundle ?? '', gh, { 'open-pr': 'true' })
    expect(pub.outputs.conclusion).toBe('failure')
    expect(pub.outputs.failure_reason).toBe('deliverable_missing')
    const branch = pub.outputs.branch ?? ''
    expect(branch).not.toBe('')
    expect(git(r.origin, 'rev-parse', `refs/heads/${branch}`)).toBe(pub.outputs.commit_sha)
    expect(pub.outputs.pr_url ?? '').toBe('')
  }, 120_000)
})

describe("two jobs: the bot's changes pushed by the publishing job", () => {
  it('onto the pull request branch, titled by the request as this job reads it from its own event', async () => {
    const r = repos('feature')
    const api = await startGitHub({
      owner: 'o',
      repo: 'r',
      roles: { mia: 'write' },
      tokens: [{ ...READER, token: READ_TOKEN }]
    })
    api.pulls.set(7, {
      number: 7,
      title: 'Make add() right',
      body: '',
      head: { ref: 'feature', sha: r.start, repo: 'o/r' },
      base: { ref: 'main', sha: git(r.workspace, 'rev-parse', 'origin/main'), repo: 'o/r' },
      user: { login: 'ann', type: 'User' }
    })
    const payload = {
      action: 'created',
      issue: {
        number: 7,
        title: 'Make add() right',
        user: { login: 'ann', type: 'User' },
        pull_request: { url: 'x' }
      },
      comment: {
        id: 1,
        body: '@cursor **Fix** `add()` for @ann\n\n- it subtracts',
        user: { login: 'mia', type: 'User' }
      },
      sender: { login: 'mia', type: 'User' }
    }
    try {
      const before = git(r.origin, 'rev-parse', 'refs/heads/feature')
      const agent = await act(
        r,
        work(),
        { publish: 'later', 'trigger-phrase': '@cursor', 'github-token': READ_TOKEN },
        {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: event(r.dir, payload)
        }
      )
      expect(agent.outputs.conclusion).toBe('success')
      expect(api.writes()).toEqual([])
      expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(before)

      const workspace = path.join(tempDir('caa-publish-co-'), 'checkout')
      git(r.dir, 'clone', '-q', r.origin, workspace)
      fs.cpSync(agent.outputs.bundle ?? '', path.join(workspace, 'bundles'), { recursive: true })
      const pub = await runAction({
        script: PUBLISH,
        fake: false,
        workspace,
        inputs: {
          bundle: 'bundles',
          'github-token': api.token,
          'trigger-phrase': '@cursor',
          push: 'true'
        },
        env: {
          GITHUB_API_URL: api.url,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: event(tempDir('caa-publish-event-'), payload),
          GITHUB_REPOSITORY: 'o/r',
          GITHUB_SERVER_URL: 'https://github.example',
          GITHUB_RUN_ID: '77',
          GITHUB_RUN_ATTEMPT: '3',
          GITHUB_JOB: 'publish'
        }
      })
      expect(pub.stderr).toBe('')
      expect(pub.outputs.conclusion).toBe('success')
      expect(pub.outputs.branch).toBe('feature')
      const sha = pub.outputs.commit_sha ?? ''
      expect(git(r.origin, 'rev-parse', 'refs/heads/feature')).toBe(sha)
      expect(git(r.origin, 'rev-parse', `${sha}^`)).toBe(before)
      // The phrase gone, the mention broken: as one job titles it.
      expect(git(r.origin, 'log', '-1', '--format=%s', sha)).toMatch(
        /^\*\*Fix\*\* `add\(\)` for @\u200Bann$/
      )
      // The answer is in the sticky comment, written by the publishing job only.
      expect(api.writes().every((w) => w.auth.endsWith(api.token))).toBe(true)
    } finally {
      await api.stop()
    }
  }, 120_000)
})
