/**
 * The fake CLI the tests run answers `--version` in the shape Cursor's builds print
 * (`YYYY.MM.DD-<hex hash>`), from both of its entries (the shell script answers a plain
 * `--version`, the Node script the rest), and the action reports it as it does a real build's.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { FAKE_DIR, init, result, runAction, streamFile } from '../support/helpers.js'

/** What Cursor's builds print: a date, then the commit's short hash in lower-case hex. */
const CURSOR_BUILD = /^\d{4}\.\d{2}\.\d{2}-[0-9a-f]{7,40}$/

describe("the fake CLI's --version", () => {
  it('is a Cursor build, from the shell entry and the Node entry alike', () => {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/' }
    const fromSh = execFileSync(path.join(FAKE_DIR, 'cursor-agent'), ['--version'], {
      env,
      encoding: 'utf8'
    }).trim()
    const fromNode = execFileSync(
      process.execPath,
      [path.join(FAKE_DIR, 'cursor-agent.js'), '--version'],
      { env, encoding: 'utf8' }
    ).trim()
    expect(fromSh).toMatch(CURSOR_BUILD)
    expect(fromNode).toBe(fromSh)
  })

  it('is the cli_version output and the build the log names at the end, on dist/index.js', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('Done.')]) }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.cli_version).toMatch(CURSOR_BUILD)
    expect(run.stdout).toContain(`Cursor CLI ${run.outputs.cli_version ?? ''}\n`)
  })
})
