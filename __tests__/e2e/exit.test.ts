/**
 * Issue 27 §3: the action ends by setting process.exitCode, never by process.exit(), so a host
 * that does more after the action's module (GitHub's own local runner, `@github/local-action`,
 * which runs the post step and prints the outputs after the main step) gets to do it; and the run
 * closes what it opened, so such a host's process ends by itself.
 *
 * `@github/local-action` 7.0.1 runs the TypeScript source through tsx: it imports the entry
 * point it is given and calls its exported `run()`, then the `--post` entry's `run()` (it does
 * not read `runs.post` or `post-if` from action.yml, and passes no step state from main to
 * post). Its own "Action Outputs" table lists what went through its stub of `@actions/core`,
 * which this action does not use (src/runner/runner.ts): our outputs reach its log as the
 * runner's `::set-output` commands, as they would without a GITHUB_OUTPUT file.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  assistant,
  DIST,
  FAKE_DIR,
  init,
  result,
  ROOT,
  runAction,
  streamFile,
  tempDir
} from '../support/helpers.js'
import { botRun, prGitHub } from '../support/bot-run.js'
import { leakingPreload } from '../support/processes.js'

const LOCAL_ACTION = path.join(
  ROOT,
  'node_modules',
  '@github',
  'local-action',
  'bin',
  'local-action.js'
)

describe('the end of the process', () => {
  it('a host that imports dist/index.js goes on after it, with the exit code the run set', async () => {
    const host = path.join(tempDir('caa-host-'), 'host.mjs')
    fs.writeFileSync(
      host,
      `await import(${JSON.stringify(pathToFileURL(DIST).href)})\n` +
        // Longer than the grace the action gives a leaked handle when it is the entry itself.
        'await new Promise((resolve) => setTimeout(resolve, 2500))\n' +
        'process.stdout.write(`host goes on, exit code ${process.exitCode ?? 0}\\n`)\n'
    )
    const ok = await runAction({
      script: host,
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant('done'), result('done')]) }
    })
    expect(ok.outputs.conclusion).toBe('success')
    expect(ok.stdout).toMatch(
      /✅ Cursor Agent succeeded[^\n]*\n(?:.*\n)*host goes on, exit code 0\n$/
    )
    expect(ok.code).toBe(0)
    const failed = await runAction({
      script: host,
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init]), FAKE_CURSOR_EXIT: '2' }
    })
    expect(failed.outputs.failure_reason).toBe('exit_code')
    expect(failed.stdout).toContain('host goes on, exit code 1')
    expect(failed.code).toBe(1)
  })
})

describe('a handle left open', () => {
  it('ends the runner’s process after the grace, naming it, with the run’s exit code', async () => {
    // A server opened while the run goes on: nothing would ever close it.
    const preload = leakingPreload(tempDir('caa-leak-'))
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        RUNNER_DEBUG: '1',
        NODE_OPTIONS: `--require ${preload}`,
        FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 300', result('ok')]),
        FAKE_CURSOR_EXIT: '4'
      },
      timeoutMs: 30_000
    })
    expect(run.outputs.failure_reason).toBe('exit_code')
    expect(run.stdout).toContain('::debug::Ending the process: TCPServerWrap')
    expect(run.code).toBe(1)
  })
})

describe('what a PR bot run leaves open', () => {
  it('is nothing: the GitHub client’s connections do not hold the process', async () => {
    const gh = await prGitHub({ roles: { mia: 'maintain' } })
    try {
      const run = await botRun(gh, {
        inputs: { 'checkout-pr': 'false' },
        env: { RUNNER_DEBUG: '1' }
      })
      expect(run.outputs.conclusion).toBe('success')
      expect(run.outputs.comment_id).not.toBe('')
      expect(/::debug::Pending at exit: (.*)/.exec(run.stdout)?.[1]).toBe('nothing')
      // The backstop for a leaked handle did not have to end it.
      expect(run.stdout).not.toContain('Ending the process')
    } finally {
      await gh.stop()
    }
  })
})

describe('under @github/local-action', () => {
  /** Runs main.ts (and post.ts) through local-action with a .env file, as its README shows. */
  function localAction(stream: (object | string)[], extra: Record<string, string> = {}) {
    const dir = tempDir('caa-local-')
    const workspace = path.join(dir, 'ws')
    const temp = path.join(dir, 'tmp')
    fs.mkdirSync(workspace)
    fs.mkdirSync(temp)
    const summary = path.join(dir, 'summary.md')
    fs.writeFileSync(summary, '')
    const vars = {
      INPUT_PROMPT: 'Say done',
      INPUT_INSTALL: 'false',
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: temp,
      PATH: `${FAKE_DIR}${path.delimiter}${process.env.PATH ?? ''}`,
      FAKE_CURSOR_STREAM: streamFile(stream),
      ...extra
    }
    const dotenv = path.join(dir, '.env')
    fs.writeFileSync(
      dotenv,
      Object.entries(vars)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') + '\n'
    )
    // From the repository's root, where npm finds local-action's tsx. A handle the run left open
    // would keep the process alive: the timeout would end it, and the test would see no status.
    const r = spawnSync(
      process.execPath,
      [LOCAL_ACTION, 'run', '.', 'src/main.ts', dotenv, '--post', 'src/post.ts'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 180_000,
        env: { ...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0' }
      }
    )
    return { status: r.status, out: r.stdout + r.stderr, summary: fs.readFileSync(summary, 'utf8') }
  }

  it('runs the action, prints its outputs, runs the post step, and ends by itself', () => {
    const r = localAction([init, assistant('done'), result('done')])
    expect(r.out).toContain('::set-output name=conclusion::success')
    expect(r.out).toContain('::set-output name=final_message::done')
    const main = r.out.indexOf('✅ Cursor Agent succeeded')
    const post = r.out.indexOf('Running Post Step')
    const postSaid = r.out.indexOf('::debug::The post step: no PR comment of this run is pending')
    const end = r.out.indexOf('Action Outputs')
    expect(main).toBeGreaterThan(0)
    expect(post).toBeGreaterThan(main)
    expect(postSaid).toBeGreaterThan(post)
    expect(end).toBeGreaterThan(postSaid)
    expect(r.summary).toContain('Cursor Agent succeeded')
    expect(r.status).toBe(0)
  })

  it('a failed run: the post step still runs, and the failure is the process’s exit code', () => {
    const r = localAction([init], { FAKE_CURSOR_EXIT: '2' })
    expect(r.out).toContain('::set-output name=failure_reason::exit_code')
    expect(r.out.indexOf('Running Post Step')).toBeGreaterThan(
      r.out.indexOf('❌ Cursor Agent failed')
    )
    expect(r.status).toBe(1)
  })
})
