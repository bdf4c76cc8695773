/**
 * Issue 18, the runner's files and the action's own files under RUNNER_TEMP, attacked the way a
 * hostile agent can on a hosted runner (the same non-root user as the action; see hosted.ts), end
 * to end on dist/index.js. Each case was red before its fix.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { assistant, init, result, shell } from './helpers.js'
import { hostedRun, type HostedRun } from './hosted.js'

const KEY = 'key_test_runnerfiles_0123456789'
const TOKEN = 'ghs_0123456789abcdefABCDEF0123456789abcd'

/** Enough completed calls that the manifest's spools reach the disk during the run (64 KiB). */
function calls(n: number): object[] {
  const out: object[] = []
  for (let i = 0; i < n; i++)
    out.push(
      ...shell(`c${String(i)}`, `echo step ${String(i)} of a long run`, {
        success: { exitCode: 0, stdout: 'ok', stderr: '' }
      })
    )
  return out
}

/** Waits (in the agent's script) for a file of the action's to appear under RUNNER_TEMP. */
function waitFor(glob: string): string {
  return `for i in $(seq 1 200); do f=$(ls "$RUNNER_TEMP"/${glob} 2>/dev/null | head -1); [ -n "$f" ] && break; sleep 0.05; done`
}

function warnings(run: HostedRun): string {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning::'))
    .join('\n')
}

describe('the manifest and its spools (issue 18: 1, 10)', () => {
  it('never writes through a link the agent planted at a manifest name it could derive', async () => {
    const run = await hostedRun({
      before: [init, ...calls(600)],
      agent: [
        waitFor('cursor-agent-manifest-*.calls.ndjson'),
        'p=$(ls "$RUNNER_FILES"/add_path_*)',
        // Every name it can see, and the manifest names it would derive from them.
        'for f in "$RUNNER_TEMP"/cursor-agent-*; do b=$(basename "$f" | cut -d. -f1); ln -sf "$p" "$RUNNER_TEMP/$b.json"; done'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.files.path).toBe('')
    const manifest = run.outputs.manifest ?? ''
    expect(fs.lstatSync(manifest).isFile()).toBe(true)
    const m = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { calls: unknown[] }
    expect(m.calls).toHaveLength(600)
  })

  it('reads its spools back through their descriptors: a FIFO or /dev/zero in their place changes nothing', async () => {
    const run = await hostedRun({
      before: [init, ...calls(600)],
      agent: [
        waitFor('cursor-agent-manifest-*.calls.ndjson'),
        'rm -f "$f" && mkfifo "$f"',
        'for c in "$RUNNER_TEMP"/cursor-agent-manifest-*.commands.ndjson; do rm -f "$c"; ln -s /dev/zero "$c"; done'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY },
      timeoutMs: 30_000
    })
    expect(run.outputs.conclusion).toBe('success')
    const m = JSON.parse(fs.readFileSync(run.outputs.manifest ?? '', 'utf8')) as {
      calls: unknown[]
      commands: unknown[]
    }
    expect(m.calls).toHaveLength(600)
    expect(m.commands).toHaveLength(600)
  })
})

describe("the runner's command files (issue 18: 2, 3)", () => {
  it('writes the summary only to the summary file: a hard link to GITHUB_PATH in its place is undone', async () => {
    const run = await hostedRun({
      before: [init],
      agent: [
        's=$(ls "$RUNNER_FILES"/step_summary_*); p=$(ls "$RUNNER_FILES"/add_path_*)',
        'rm -f "$s" && ln "$p" "$s"'
      ].join('\n'),
      after: [assistant('done'), result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.outputs.conclusion).toBe('success')
    // GITHUB_PATH is what a later step's PATH is made from: nothing of the summary is in it.
    expect(run.files.path).toBe('')
    expect(fs.statSync(run.paths.path).nlink).toBe(1)
    expect(run.summary).toContain('Cursor Agent')
    expect(warnings(run)).toContain('GITHUB_STEP_SUMMARY')
  })

  it('puts back a GITHUB_ENV the agent appended NODE_OPTIONS to and made read-only', async () => {
    const run = await hostedRun({
      before: [init],
      agent: [
        'e=$(ls "$RUNNER_FILES"/set_env_*)',
        'echo \'NODE_OPTIONS=--require /tmp/evil.js\' >> "$e"',
        'chmod 444 "$e"; chmod 555 "$RUNNER_FILES"'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.files.env).toBe('')
    expect(run.outputs.conclusion).toBe('success')
    expect(warnings(run)).toContain('GITHUB_ENV')
    expect(run.summary).toMatch(/GITHUB\\?_ENV/)
  })

  it('fails the step when a runner file cannot be put back, so later steps never run with it', async () => {
    const run = await hostedRun({
      // Too large to keep before the run, so what the agent appends cannot be taken out again.
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
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('integrity')
    expect(run.code).toBe(1)
    expect(run.summary).toContain('could not be put back')
  })
})

describe('the transcript output (issue 18: 11)', () => {
  it('never names a file the agent swapped in: a fresh copy of what the action wrote instead', async () => {
    const run = await hostedRun({
      before: [init, assistant('working')],
      agent: [
        waitFor('cursor-agent-transcript-*.ndjson'),
        `printf '%s\\n' '${TOKEN}' > "$RUNNER_TEMP/raw"`,
        'rm -f "$f" && ln -s "$RUNNER_TEMP/raw" "$f"'
      ].join('\n'),
      after: [result('done')],
      inputs: { 'api-key': KEY, 'github-token': TOKEN }
    })
    expect(run.outputs.conclusion).toBe('success')
    const t = run.outputs.transcript ?? ''
    expect(fs.lstatSync(t).isFile()).toBe(true)
    const text = fs.readFileSync(t, 'utf8')
    expect(text).not.toContain(TOKEN)
    expect(text).toContain('"subtype":"init"')
    expect(warnings(run)).toContain('replaced the transcript')
  })
})

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
    const w = warnings(run)
    expect(w).toContain('The agent changed ~/.gitconfig')
    expect(w).toContain('The agent changed ~/.config/git')
    expect(w).toContain('put back')
  })
})

describe('redaction and a late cancel (issue 18: 19)', () => {
  it('masks the secret after aws_secret=', async () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
    const run = await hostedRun({
      before: [init, assistant(`found aws_secret=${secret} in the env`)],
      agent: 'true',
      after: [result('done')],
      inputs: { 'api-key': KEY }
    })
    expect(run.outputs.final_message).toContain('aws_secret=***')
    for (const text of [
      run.stdout,
      run.summary,
      fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    ])
      expect(text).not.toContain(secret)
  })

  it('publishes what it knows within the runner’s grace when cancelled while comparing 20,000 files', async () => {
    let signalled = 0
    let poll: NodeJS.Timeout | undefined
    const run = await hostedRun({
      before: [init],
      agent: 'mkdir many && for i in $(seq 1 20000); do echo "$i" > "many/f$i"; done',
      after: [result('done')],
      end: 'touch "$RUNNER_TEMP/cli-done"',
      inputs: { 'api-key': KEY },
      timeoutMs: 60_000,
      onStart: (child, dir) => {
        const done = path.join(dir, 'temp', 'cli-done')
        poll = setInterval(() => {
          if (!fs.existsSync(done)) return
          clearInterval(poll)
          // The comparison (git add -A of 20,000 files) takes seconds here.
          setTimeout(() => {
            signalled = Date.now()
            child.kill('SIGTERM')
          }, 400)
        }, 20)
      }
    })
    clearInterval(poll)
    expect(signalled).toBeGreaterThan(0)
    // A runner sends SIGKILL 2.5 s after its SIGTERM: everything was published before that.
    expect(run.endedAt - signalled).toBeLessThan(2500)
    expect(run.outputs.conclusion).toBe('cancelled')
    expect(run.summary).toContain('cancelled')
    expect(run.outputs.failure_reason).toBe('cancelled')
  })
})
