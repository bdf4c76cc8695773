/**
 * The input edges that reached the CLI or failed with a bare errno, end to end through
 * `node dist/index.js`: resume ids, prompt files at the one-argument limit, E2BIG, a missing
 * interpreter, extra-args quoting, limits under a millisecond.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  DIST,
  FAKE_DIR,
  init,
  parseOutputs,
  result,
  runAction,
  SESSION,
  streamFile,
  tempDir
} from '../support/helpers.js'
import { shared } from '../support/shared.js'

/** The balanced extra-args value, whose words the CLI must get one by one. */
const BALANCED = `--header 'X-A: "q"' --x "it's" a\\'b`

/**
 * Three values the action must accept, of three different inputs, in one run: a resume id, a
 * prompt-file just under the one-argument limit, balanced quoting in extra-args. Each test
 * checks its own value in what the CLI got.
 */
const acceptedRun = shared(async () => {
  const dir = tempDir()
  const argvFile = path.join(dir, 'argv.json')
  const workspace = path.join(dir, 'ws')
  fs.mkdirSync(workspace)
  fs.writeFileSync(path.join(workspace, 'edge.md'), 'p'.repeat(131_071))
  const run = await runAction({
    workspace,
    inputs: { 'prompt-file': 'edge.md', resume: SESSION, 'extra-args': BALANCED },
    env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argvFile }
  })
  const seen = fs.existsSync(argvFile)
    ? (JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[] })
    : { argv: [] }
  return { run, argv: seen.argv }
})

describe('input edges', () => {
  it('refuses a resume value that is a flag, and never passes it to the CLI', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const run = await runAction({
      inputs: { prompt: 'x', resume: '--api-key=x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      `::error::Input "resume" must be pr (the pull request's last session) or a session id (a letter or digit, then up to 127 letters, digits, . _ : -), got "--api-key=x".`
    )
    expect(fs.existsSync(argvFile)).toBe(false)
  })

  it('passes a valid resume id as one --resume=<id> argument', async () => {
    const { run, argv } = await acceptedRun()
    expect(run.outputs.conclusion).toBe('success')
    expect(argv).toContain(`--resume=${SESSION}`)
    expect(argv).not.toContain('--resume')
  })

  it('fails a 1 MB prompt-file before spawning, naming the input and the size', async () => {
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    fs.writeFileSync(path.join(workspace, 'big.md'), 'p'.repeat(1024 * 1024))
    const run = await runAction({
      workspace,
      inputs: { 'prompt-file': 'big.md' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      '::error::Input "prompt-file" is 1048576 bytes; the prompt goes to the CLI as one command-line argument, and Linux allows at most 131071 bytes for one.'
    )
    expect(run.stdout).not.toContain('E2BIG')
  })

  it('accepts a prompt-file just under the one-argument limit', async () => {
    const { run, argv } = await acceptedRun()
    expect(run.outputs.conclusion).toBe('success')
    expect(argv[argv.length - 1]).toBe('p'.repeat(131_071))
  })

  it('explains a real E2BIG from execve (a lower system limit than assumed)', async () => {
    // `ulimit -s 2048` makes the kernel's argv+env limit 512 KiB: the pre-check (2 MiB) passes,
    // execve refuses, and the error says what to shorten.
    const dir = tempDir()
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    fs.writeFileSync(path.join(workspace, 'p.md'), 'p'.repeat(130_000))
    for (const f of ['out', 'sum']) fs.writeFileSync(path.join(dir, f), '')
    const env: Record<string, string> = {
      PATH: `${FAKE_DIR}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
      HOME: dir,
      GITHUB_OUTPUT: path.join(dir, 'out'),
      GITHUB_STEP_SUMMARY: path.join(dir, 'sum'),
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: dir,
      INPUT_INSTALL: 'false',
      'INPUT_PROMPT-FILE': 'p.md',
      FAKE_CURSOR_STREAM: streamFile([init, result('ok')])
    }
    for (let i = 0; i < 4; i++) env[`PAD_${i}`] = 'x'.repeat(120_000)
    const stdout = await new Promise<string>((resolve) => {
      const child = spawn(
        'bash',
        ['-c', `ulimit -s 2048 && exec "${process.execPath}" "${DIST}"`],
        { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] }
      )
      let text = ''
      child.stdout.on('data', (c: Buffer) => (text += c.toString()))
      child.on('close', () => resolve(text))
    })
    const outputs = parseOutputs(path.join(dir, 'out'))
    expect(outputs.failure_reason).toBe('spawn_error')
    expect(stdout).toMatch(
      /spawn E2BIG: the CLI's command line and environment are too large for the system \(the prompt alone is 130000 bytes\)\. Make "prompt"\/"prompt-file" or "extra-args" shorter\./
    )
  })

  it('says which interpreter is missing and which input to change when the #! line names nothing', async () => {
    const dir = tempDir()
    const cli = path.join(dir, 'cursor-agent')
    fs.writeFileSync(cli, '#!/nonexistent/bin/python9\nprint("hi")\n', { mode: 0o755 })
    const run = await runAction({
      inputs: { prompt: 'x', 'cli-path': cli },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('spawn_error')
    // No clock left running after a failed spawn (one would hold the process for 15 s).
    expect(run.ms).toBeLessThan(12_000)
    expect(run.stdout).toContain(
      `${cli} exists, but its first line (#!/nonexistent/bin/python9) names an interpreter that is not installed. Install it, or point "cli-path" at a working CLI`
    )
  })

  it.each([
    [`--header 'X-A: b`, 'an unclosed single quote'],
    ['--header "X-A: b', 'an unclosed double quote'],
    ['--approve-mcps \\', 'a lone backslash at the end']
  ])('refuses extra-args with unbalanced quoting: %s', async (value, problem) => {
    const run = await runAction({
      inputs: { prompt: 'x', 'extra-args': value },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.stdout).toContain(
      `::error::Input "extra-args" has ${problem}: ${JSON.stringify(value)}.`
    )
  })

  it('still accepts balanced quoting in extra-args', async () => {
    const { run, argv } = await acceptedRun()
    expect(run.outputs.conclusion).toBe('success')
    expect(argv).toEqual(expect.arrayContaining(['--header', 'X-A: "q"', '--x', "it's", "a'b"]))
  })

  /**
   * The three inputs of different names are read all at once, every problem listed: one run
   * gives all three refusals, and each case checks its own.
   */
  const UNDER_MS: [string, string, string, string][] = [
    ['timeout-minutes', '0.0000001', 'minutes', 'no limit'],
    ['inactivity-timeout-minutes', '0.000000001', 'minutes', 'no limit'],
    ['exit-grace-seconds', '0.0001', 'seconds', 'no grace']
  ]
  const underMsRun = shared(() =>
    runAction({
      inputs: {
        prompt: 'x',
        ...Object.fromEntries(UNDER_MS.map(([name, value]) => [name, value]))
      },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
  )

  it.each(UNDER_MS)(
    'refuses %s: %s (positive but under a millisecond)',
    async (name, value, unit, off) => {
      const run = await underMsRun()
      expect(run.outputs.failure_reason).toBe('invalid_input')
      expect(run.stdout).toContain(
        `Input "${name}" is "${value}" ${unit}, less than a millisecond; use 0 for ${off}`
      )
    }
  )

  it('makes a tiny but real timeout a real limit', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'timeout-minutes': '0.00002', 'inactivity-timeout-minutes': '0' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, '@fake sleep 3000', result('late')]) }
    })
    expect(run.outputs.failure_reason).toBe('timeout')
  })
})
