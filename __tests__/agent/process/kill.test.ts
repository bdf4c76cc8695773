/**
 * Ending a process tree the way its platform allows, with the platform handed in: on Linux the
 * CLI and a probe lead process groups that a signal ends whole; on Windows (tested here on Linux)
 * nothing is started detached, stdout is Node's pipe (no FIFO), and the tree is ended with
 * `taskkill /T /F /PID <pid>`. A `taskkill` of the test's own on PATH records what it was asked
 * and ends the pid, as the real one would.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { askCli } from '../../../src/agent/install/probe.js'
import { commandLineProblem } from '../../../src/agent/process/spawn-errors.js'
import { startAgent } from '../../../src/agent/process/supervisor.js'
import { init, streamFile, tempDir } from '../../support/helpers.js'
import { FAKE, waitFor } from '../../support/processes.js'

let log = ''
const savedPath = process.env.PATH

beforeEach(() => {
  const dir = tempDir('caa-taskkill-')
  log = path.join(dir, 'taskkill.log')
  fs.writeFileSync(path.join(dir, 'taskkill'), `#!/bin/sh\necho "$@" >> '${log}'\nkill -9 "$4"\n`, {
    mode: 0o755
  })
  process.env.PATH = `${dir}${path.delimiter}${savedPath ?? ''}`
})

afterEach(() => {
  process.env.PATH = savedPath
})

// The shell creates the log before it writes the line (one write): an empty file is no answer yet.
const asked = (): string[] =>
  fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : []

describe('on Windows (the platform handed in)', () => {
  it('ends the CLI with taskkill /T /F, started without a group or a FIFO', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const handle = startAgent({
      command: FAKE,
      args: ['-p', 'x'],
      cwd: dir,
      env: {
        ...process.env,
        FAKE_CURSOR_STREAM: streamFile([init]),
        FAKE_CURSOR_HANG: '1',
        FAKE_CURSOR_ARGV_FILE: argvFile
      },
      exitGraceMs: 60_000,
      inactivityMs: 0,
      timeoutMs: 0,
      killAfterMs: 60_000,
      host: 'win32',
      onStdout: () => undefined,
      onStderr: () => undefined,
      busy: () => false
    })
    expect(await waitFor(() => fs.existsSync(argvFile), 20_000)).toBe(true)
    handle.stop({ kind: 'timeout', minutes: 1 })
    const ending = await handle.done
    expect(ending).toEqual({ kind: 'timeout', minutes: 1 })
    const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { stdout: string }
    expect(seen.stdout).toBe('socket')
    const lines = asked()
    expect(lines.length).toBeGreaterThanOrEqual(1)
    expect(lines[0]).toMatch(/^\/T \/F \/PID \d+$/)
  })

  it('ends a probe that does not answer with taskkill /T /F', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'slow')
    fs.writeFileSync(file, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 })
    const answer = await askCli(file, ['--version'], {
      env: process.env,
      limitMs: 300,
      signal: undefined,
      host: 'win32'
    })
    expect(answer).toEqual({ stdout: '', problem: 'no answer within 0.3 s' })
    // taskkill is not waited for: the tree is gone when it is done.
    expect(await waitFor(() => asked().length > 0, 5000)).toBe(true)
    expect(asked()).toEqual([expect.stringMatching(/^\/T \/F \/PID \d+$/)])
  })

  it("refuses a command line past Windows' limit before anything starts", () => {
    const problem = commandLineProblem(
      'node.exe',
      ['index.js', '-p', 'x'.repeat(33_000)],
      {},
      'win32'
    )
    expect(problem).toMatch(/^the CLI's command line is up to \d+ characters; Windows allows 32767/)
    expect(
      commandLineProblem('node.exe', ['index.js', '-p', 'x'.repeat(30_000)], {}, 'win32')
    ).toBeUndefined()
  })
})

describe('on Linux', () => {
  it('ends a probe that does not answer with its process group, no taskkill', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'slow')
    fs.writeFileSync(file, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 })
    const answer = await askCli(file, [], {
      env: process.env,
      limitMs: 300,
      signal: undefined,
      host: 'linux'
    })
    expect(answer.problem).toBe('no answer within 0.3 s')
    expect(asked()).toEqual([])
  })

  it('asks a CLI with its prefix before the arguments', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'node.exe')
    fs.writeFileSync(file, '#!/bin/sh\necho "$@"\n', { mode: 0o755 })
    const answer = await askCli({ path: file, prefix: ['index.js'] }, ['--version'], {
      env: process.env,
      limitMs: 5000,
      signal: undefined
    })
    expect(answer).toEqual({ stdout: 'index.js --version\n', code: 0 })
  })
})
