/**
 * Git's config, hooks and programs a later step would run (issue 18: 18), end to end on
 * dist/index.js as a hosted runner starts it (hosted.ts): what the agent planted in ~/.gitconfig,
 * .git/config's includes, .git/hooks, .git/commondir or ~/.local/bin is put back or never used.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { init, result, git, warningsOf } from '../support/helpers.js'
import { hostedRun, type HostedRun, type HostedOptions } from '../support/hosted.js'
import { AS, reachableNode } from '../support/reach.js'
import { spawnSync } from 'node:child_process'

const KEY = 'key_test_runnerfiles_0123456789'

describe("git's own config, read by later steps (issue 18: 18)", () => {
  it('puts back ~/.gitconfig, ~/.config/git and .git/hooks and says so', async () => {
    const run = await hostedRun({
      before: [init],
      agent: [
        "printf '[core]\\n\\thooksPath = /tmp/evil-hooks\\n' > ~/.gitconfig",
        'mkdir -p ~/.config/git && echo "*.evil" > ~/.config/git/ignore',
        "printf '#!/bin/sh\\ntouch /tmp/pwned\\n' > .git/hooks/pre-push && chmod +x .git/hooks/pre-push"
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(fs.existsSync(path.join(run.home, '.gitconfig'))).toBe(false)
    expect(fs.existsSync(path.join(run.home, '.config', 'git', 'ignore'))).toBe(false)
    expect(fs.existsSync(path.join(run.workspace, '.git', 'hooks', 'pre-push'))).toBe(false)
    const w = warningsOf(run).join('\n')
    expect(w).toContain('The agent changed ~/.gitconfig')
    expect(w).toContain('The agent changed ~/.config/git')
    expect(w).toContain('put back')
  })
})

const TOKEN = 'ghs_redteam18token0123456789abcdefABCD'

/** The PATH hosted.ts gives the action. */
function basePath(dir: string): string {
  return `${path.join(dir, 'bin')}:${path.dirname(reachableNode())}:/usr/bin:/bin`
}

/** A hook (or any program) of the agent's: it leaves a mark in HOME when it runs. */
const MARKING_HOOK = `#!/bin/sh\ntouch "$HOME/agent-program-ran"\n`

function ran(run: HostedRun): boolean {
  return fs.existsSync(path.join(run.home, 'agent-program-ran'))
}

/**
 * A later step of the job, as the runner starts it: GITHUB_PATH's lines put first on the PATH,
 * GITHUB_ENV's lines in the environment (single-line `NAME=value` only: enough here).
 */
function laterStep(run: HostedRun, script: string, PATH = basePath(run.dir)) {
  const env: Record<string, string> = {
    PATH: [...run.files.path.split('\n').filter((l) => l !== ''), PATH].join(':'),
    HOME: run.home,
    RUNNER_TEMP: run.temp,
    GIT_CONFIG_NOSYSTEM: '1'
  }
  for (const line of run.files.env.split('\n')) {
    const eq = line.indexOf('=')
    if (eq > 0 && !line.includes('<<')) env[line.slice(0, eq)] = line.slice(eq + 1)
  }
  return spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd: run.workspace,
    env,
    encoding: 'utf8',
    timeout: 30_000,
    ...(AS ?? {})
  })
}

/** A later step that commits (git runs the pre-commit hook). */
function laterCommit(run: HostedRun) {
  return laterStep(
    run,
    'git -c user.name=later -c user.email=later@example.com commit -q --allow-empty -m later'
  )
}

describe("git's config and hooks, read by a later step (issue 18: 18)", () => {
  it('puts back a hook the agent planted in a .git/hooks it then made read-only', async () => {
    const run = await hostedRun({
      before: [init],
      agent: [
        `printf '${MARKING_HOOK.replace(/\n/g, '\\n')}' > .git/hooks/pre-commit`,
        'chmod +x .git/hooks/pre-commit',
        'chmod 555 .git/hooks'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(fs.existsSync(path.join(run.workspace, '.git', 'hooks', 'pre-commit'))).toBe(false)
    laterCommit(run)
    expect(ran(run)).toBe(false)
  })

  it('puts back a config file .git/config includes from RUNNER_TEMP (actions/checkout v6 keeps its credentials there)', async () => {
    const run = await hostedRun({
      setup: (ws) => {
        // What actions/checkout@v6 with persist-credentials (the default) leaves behind.
        const creds = path.join(path.dirname(ws), 'temp', 'git-credentials-0f1e2d3c.config')
        fs.writeFileSync(
          creds,
          '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ***\n'
        )
        git(ws, 'config', '--local', `includeIf.gitdir:${path.join(ws, '.git')}.path`, creds)
      },
      before: [init],
      agent: [
        'mkdir -p ~/.cache/h',
        `printf '${MARKING_HOOK.replace(/\n/g, '\\n')}' > ~/.cache/h/pre-commit`,
        'chmod +x ~/.cache/h/pre-commit',
        'f=$(ls "$RUNNER_TEMP"/git-credentials-*.config)',
        'printf \'[core]\\n\\thooksPath = %s\\n\' "$HOME/.cache/h" >> "$f"'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.outputs.conclusion).toBe('success')
    laterCommit(run)
    expect(ran(run)).toBe(false)
  })

  it('does not let a .git/commondir the agent wrote send a later git to config and hooks of its own', async () => {
    const run = await hostedRun({
      before: [init],
      agent: [
        'cp -r .git ~/g',
        `printf '${MARKING_HOOK.replace(/\n/g, '\\n')}' > ~/g/hooks/pre-commit`,
        'chmod +x ~/g/hooks/pre-commit',
        'echo "$HOME/g" > .git/commondir'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(fs.existsSync(path.join(run.workspace, '.git', 'commondir'))).toBe(false)
    laterCommit(run)
    expect(ran(run)).toBe(false)
  })
})

describe('programs found on PATH, where the agent can write (~/.local/bin)', () => {
  /**
   * A run whose PATH has ~/.local/bin before /usr/bin, as on GitHub's ubuntu-24.04 image
   * (/home/runner/.local/bin, /opt/pipx_bin, ~/.cargo/bin … all before /usr/bin, all the runner
   * user's), where the agent leaves a `git` that notes what it was given and runs the real one.
   */
  async function withAgentGit(
    inputs: Record<string, string>
  ): Promise<{ run: HostedRun; PATH: string }> {
    const opts: HostedOptions = {
      setup: (ws) => {
        const dir = path.dirname(ws)
        const origin = path.join(dir, 'origin.git')
        git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
        git(ws, 'remote', 'add', 'origin', origin)
        git(ws, 'push', '-q', 'origin', 'main')
        const PATH = `${path.join(dir, 'bin')}:${path.join(dir, 'home')}/.local/bin:${path.dirname(reachableNode())}:/usr/bin:/bin`
        opts.env = { PATH, GITHUB_RUN_ID: '42' }
      },
      before: [init],
      agent: [
        'mkdir -p ~/.local/bin',
        'printf \'#!/bin/sh\\nenv >> "$HOME/agent-git-saw"\\nexec /usr/bin/git "$@"\\n\' > ~/.local/bin/git',
        'chmod +x ~/.local/bin/git',
        'echo "work" > change.txt'
      ].join('\n'),
      after: [result('done')],
      inputs
    }
    const run = await hostedRun(opts)
    return { run, PATH: opts.env?.PATH ?? '' }
  }

  it("runs its own git after the run from where it was before the run, not the agent's", async () => {
    const { run } = await withAgentGit({ 'api-key': KEY, 'github-token': TOKEN, push: 'true' })
    const saw = path.join(run.home, 'agent-git-saw')
    const seen = fs.existsSync(saw) ? fs.readFileSync(saw, 'utf8') : ''
    // The comparison, the commit and the push (the token in its environment) ran the agent's
    // program, after the sweep: it could push anything, anywhere the token may.
    const header = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
    expect({
      actionGitCalls: (seen.match(/^GIT_DIR=/gm) ?? []).length,
      sawTheToken: seen.includes(header)
    }).toEqual({ actionGitCalls: 0, sawTheToken: false })
  }, 90_000)
})
