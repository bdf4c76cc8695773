/**
 * Never held, and a cancel heard (issue 18: 10, 19), end to end on dist/index.js as a hosted
 * runner starts it (hosted.ts): a sparse 200 GB GITHUB_ENV, and a cancel while the patch is written
 * or 20,000 files are compared, published within the runner's grace.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { init, result } from '../support/helpers.js'
import { hostedRun } from '../support/hosted.js'

const KEY = 'key_test_redteam18_0123456789abcdef'

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
      // 80 MB of changes that do not compress: seconds of `git diff --binary`, while the signal
      // comes within 10 ms of the patch file's appearing.
      agent: 'for i in 1 2; do head -c 40000000 /dev/urandom > "big$i"; done',
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

describe('redaction and a late cancel (issue 18: 19)', () => {
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
