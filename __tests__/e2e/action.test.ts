/**
 * The action as a runner starts it: `node dist/index.js` with INPUT_* variables, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, and the fake CLI first on PATH: a successful run, every failure
 * reason, and the inputs and modes.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  result,
  ROOT,
  runAction,
  shell,
  streamFile,
  tempDir,
  user
} from '../support/helpers.js'
import { shared } from '../support/shared.js'

const DEMO = path.join(ROOT, 'examples', 'demo.ndjson')

/** The demo stream, replayed whole: the run the first test checks and the others compare with. */
const demoRun = shared(() =>
  runAction({ inputs: { prompt: 'x' }, env: { FAKE_CURSOR_STREAM: DEMO } })
)

describe('a successful run', () => {
  it('sets every output from the stream and writes the summary', async () => {
    const run = await demoRun()
    expect(run.code).toBe(0)
    const o = run.outputs
    expect(o.conclusion).toBe('success')
    expect(o.failure_reason).toBe('')
    expect(o.session_id).toBe('e77d9a43-a98c-4587-b835-d91432e59f72')
    expect(o.request_id).toBe('e1035728-0ed5-4592-8963-b5a7255c3a57')
    expect(o.model).toBe('Composer 2.5')
    expect(o.duration).toBe('14230')
    expect(o.exit_code).toBe('0')
    expect(o.tool_calls).toBe('8')
    expect(o.failed_tool_calls).toBe('2')
    expect(JSON.parse(o.files_read ?? '')).toEqual(['calc.py', 'tests/test_calc.py'])
    expect(JSON.parse(o.files_changed ?? '')).toEqual(['calc.py', 'tests/test_regression.py'])
    expect(JSON.parse(o.usage ?? '')).toEqual({
      inputTokens: 12400,
      outputTokens: 1830,
      cacheReadTokens: 48000,
      cacheWriteTokens: 0
    })
    expect(o.final_message).toMatch(/^Fixed `add\(\)` in `calc.py`/)
    expect(o.result).toMatch(/^I'll look at calc.py and its tests first\.The test fails/)
    // The transcript is the stream as received.
    expect(fs.readFileSync(o.transcript ?? '', 'utf8')).toBe(fs.readFileSync(DEMO, 'utf8'))
    expect(run.summary).toContain('### ✅ Cursor Agent succeeded')
    expect(run.stdout).toContain('✖ $ python -m pytest -q → exit 1 (2.3 s)')
  })

  it('passes the flags by argv with the prompt last, stdin closed, and the key only in the environment', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const run = await runAction({
      inputs: {
        prompt: '-starts with a dash',
        'api-key': 'sk-live-abcdefghijklmnopqrstuv',
        model: 'gpt-5',
        mode: 'plan',
        force: 'true',
        resume: 'sess-9',
        'extra-args': `--approve-mcps --header 'X-A: b c'`
      },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, assistant('ok'), result('ok')]),
        FAKE_CURSOR_ARGV_FILE: argvFile,
        ACTIONS_RUNTIME_TOKEN: 'runtime-token',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc'
      }
    })
    expect(run.code).toBe(0)
    const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as {
      argv: string[]
      env: Record<string, string>
      stdin: string
      cwd: string
    }
    expect(seen.argv).toEqual([
      '-p',
      '--output-format',
      'stream-json',
      '--model',
      'gpt-5',
      '--mode',
      'plan',
      '--force',
      '--trust',
      '--resume=sess-9',
      '--approve-mcps',
      '--header',
      'X-A: b c',
      '--',
      '-starts with a dash'
    ])
    expect(seen.env.CURSOR_API_KEY).toBe('sk-live-abcdefghijklmnopqrstuv')
    expect(
      Object.keys(seen.env).filter((k) => k.startsWith('INPUT_') || k.startsWith('ACTIONS_'))
    ).toEqual([])
    expect(['eof', 'closed']).toContain(seen.stdin)
    expect(fs.realpathSync(seen.cwd)).toBe(fs.realpathSync(run.workspace))
    // The key appears only in the runner's own mask command.
    expect(run.stdout.split('sk-live-abcdefghijklmnopqrstuv').length - 1).toBe(1)
    expect(run.stdout).toContain('::add-mask::sk-live-abcdefghijklmnopqrstuv')
  })

  it('gives the same outputs when stdout arrives one byte at a time', async () => {
    const whole = await demoRun()
    const bytes = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: DEMO, FAKE_CURSOR_CHUNK: '1', FAKE_CURSOR_DELAY_MS: '0' }
    })
    // Paths differ from run to run; the text files are compared by what they hold.
    const strip = (o: Record<string, string>): Record<string, string> => ({
      ...o,
      transcript: '',
      manifest: '',
      result_file: fs.readFileSync(o.result_file ?? '', 'utf8'),
      final_message_file: fs.readFileSync(o.final_message_file ?? '', 'utf8')
    })
    expect(strip(bytes.outputs)).toEqual(strip(whole.outputs))
    expect(fs.readFileSync(bytes.outputs.transcript ?? '', 'utf8')).toBe(
      fs.readFileSync(DEMO, 'utf8')
    )
  })

  it('skips garbage lines, keeps them as diagnostics and parses everything else', async () => {
    const lines = fs.readFileSync(DEMO, 'utf8').trimEnd().split('\n')
    const noisy: string[] = []
    lines.forEach((l, i) => {
      noisy.push(l)
      if (i % 5 === 0) noisy.push(i % 2 === 0 ? 'T: free plan notice, not JSON' : '[1,2,3]')
    })
    const clean = await demoRun()
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile(noisy) }
    })
    expect(run.code).toBe(0)
    for (const k of [
      'conclusion',
      'tool_calls',
      'failed_tool_calls',
      'files_read',
      'files_changed',
      'result',
      'final_message',
      'session_id'
    ]) {
      expect(run.outputs[k]).toBe(clean.outputs[k])
    }
    expect(run.summary).toContain('6 lines of the stream were not JSON events')
    expect(run.stdout).toContain(
      '⚠ Not a JSON event (kept in the transcript): T: free plan notice, not JSON'
    )
  })
})

describe('failures', () => {
  it('fails with the cause the stderr names (model_unavailable) and the stderr tail when the CLI exits non-zero', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', model: 'nope' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([]),
        FAKE_CURSOR_EXIT: '1',
        FAKE_CURSOR_STDERR: 'Cannot use this model: nope. Available models: auto, gpt-5'
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('model_unavailable')
    expect(run.outputs.exit_code).toBe('1')
    expect(run.stdout).toMatch(
      /::error::The model asked for cannot be used by this account\. The CLI exited with code 1; no result event arrived\.%0ALast lines of stderr:%0ACannot use this model: nope/
    )
    expect(run.summary).toContain('Cannot use this model: nope')
    expect(run.summary).toContain('The model id was not accepted')
  })

  it('fails with no_result when the CLI exits 0 without a result (the free-plan stop)', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, user]) }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('no_result')
    expect(run.outputs.session_id).toBe(init.session_id)
    expect(run.outputs.final_message).toBe('')
    expect(run.stdout).toContain('::error::No result event arrived.')
  })

  it('fails with agent_error when the result says is_error', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, result('Request timed out', { is_error: true })])
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('agent_error')
    expect(run.outputs.result).toBe('Request timed out')
    expect(run.stdout).toContain('The agent reported an error: Request timed out')
  })

  it('fails with exit_code when a valid result is followed by exit 1, keeping the result', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, assistant('done'), result('done')]),
        FAKE_CURSOR_EXIT: '1'
      }
    })
    expect(run.outputs.failure_reason).toBe('exit_code')
    expect(run.outputs.result).toBe('done')
    expect(run.summary).toContain('known intermittent CLI issue')
  })

  it('counts tool failures that the CLI itself reports as success', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('a', 'false', {
            success: { command: 'false', exitCode: 1, stdout: '', stderr: 'boom' }
          }),
          ...shell('b', 'rm -rf /', { rejected: { command: 'rm -rf /', reason: '' } }),
          assistant('done'),
          result('done')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.failed_tool_calls).toBe('2')
    expect(run.summary).toContain('Pass `force: true`')
  })

  it('fails with cli_not_found and says how to provide the CLI when install is false', async () => {
    const run = await runAction({ inputs: { prompt: 'x', install: 'false' }, fake: false })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('cli_not_found')
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.stdout).toContain(
      '::error::The Cursor CLI (cursor-agent) was not found on PATH and install is false'
    )
    expect(run.summary).toContain('`cli_not_found`')
  })

  /**
   * Each bad value with the error that names it, and the run (0, 1 or 2) that gives it. Inputs are
   * read all at once and every problem is listed (see the next test), so the values of different
   * inputs share one run; the values of one input (extra-args; prompt and prompt-file) need runs
   * of their own. Each case still checks its own message, and fails by its name if that goes.
   */
  const BAD: [Record<string, string>, string, number][] = [
    [{ force: 'yes' }, 'Input "force" must be true or false, got "yes".', 0],
    [{ trust: 'on' }, 'Input "trust" must be true or false, got "on".', 0],
    [{ install: '1' }, 'Input "install" must be true or false, got "1".', 0],
    [{ summary: 'nah' }, 'Input "summary" must be true or false, got "nah".', 0],
    [{ mode: 'yolo' }, 'Input "mode" must be agent, plan or ask, got "yolo".', 0],
    [
      { 'exit-grace-seconds': '-1' },
      'Input "exit-grace-seconds" must be a number of seconds (0 or more, e.g. 0.5), got "-1".',
      0
    ],
    [
      { 'inactivity-timeout-minutes': 'ten' },
      'Input "inactivity-timeout-minutes" must be a number of minutes (0 or more, e.g. 0.5), got "ten".',
      0
    ],
    [
      { 'timeout-minutes': '1e3' },
      'Input "timeout-minutes" must be a number of minutes (0 or more, e.g. 0.5), got "1e3".',
      0
    ],
    [
      { 'extra-args': '--verbose | tee log' },
      'Input "extra-args" contains the shell operator "|"',
      0
    ],
    [
      { 'extra-args': '--output-format json' },
      'Input "extra-args" may not contain --output-format',
      1
    ],
    [{ 'extra-args': '--api-key=abc' }, 'Input "extra-args" may not contain --api-key', 2],
    [{ 'working-directory': 'no/such/dir' }, 'Input "working-directory" is not a directory:', 0],
    [
      { 'cli-path': '/no/such/cli' },
      'Input "cli-path" is not an executable file: "/no/such/cli" (ENOENT).',
      0
    ],
    [
      { 'installer-url': 'ftp://mirror/install' },
      'Input "installer-url" must be an http(s) URL, got "ftp://mirror/install".',
      0
    ],
    [{ model: 'gpt 5' }, 'Input "model" must be a model id without spaces, got "gpt 5".', 0],
    [{ 'prompt-file': 'missing.md' }, 'Input "prompt-file" cannot be read:', 0],
    [{ prompt: '', 'prompt-file': '' }, 'Input "prompt" is required (or give "prompt-file").', 1],
    [{ 'prompt-file': 'p.md' }, 'Give either "prompt" or "prompt-file", not both', 2]
  ]

  /**
   * The run of group `n`: every case's bad value at once, none overriding another's, and a
   * prompt unless a case is about the prompt (then the prompt the case had alone).
   */
  const badRuns = [0, 1, 2].map((n) =>
    shared(() => {
      const bad: Record<string, string> = {}
      for (const [given] of BAD.filter(([, , group]) => group === n))
        for (const [name, value] of Object.entries(given)) {
          if (name in bad) throw new Error(`two cases of run ${String(n)} give input ${name}`)
          bad[name] = value
        }
      const inputs: Record<string, string> = { prompt: 'x', ...bad }
      if (bad['prompt-file'] === 'p.md') inputs.prompt = 'also given'
      else if ('prompt-file' in bad) inputs.prompt = ''
      return runAction({ inputs, env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) } })
    })
  )

  it.each(BAD)(
    'rejects %j with a clear error naming the input and value',
    async (_given, message, group) => {
      const run = await (badRuns[group] ?? badRuns[0])()
      expect(run.code).toBe(1)
      expect(run.outputs.failure_reason).toBe('invalid_input')
      expect(run.outputs.conclusion).toBe('failure')
      expect(run.stdout).toContain(message.replace(/\n/g, '%0A'))
      expect(run.summary).toContain('`invalid_input`')
    }
  )

  it('reports every bad input at once', async () => {
    const run = await runAction({ inputs: { prompt: 'x', force: 'maybe', mode: 'fast' } })
    expect(run.stdout).toContain(
      'Invalid inputs:%0A- Input "mode" must be agent, plan or ask, got "fast".%0A- Input "force" must be true or false, got "maybe".'
    )
  })

  it('reads the prompt from prompt-file', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(workspace)
    fs.writeFileSync(path.join(workspace, 'task.md'), 'Do the thing\nin two lines')
    const run = await runAction({
      workspace,
      inputs: { 'prompt-file': 'task.md' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(run.code).toBe(0)
    const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[] }
    expect(seen.argv[seen.argv.length - 1]).toBe('Do the thing\nin two lines')
  })
})

describe('more inputs and modes', () => {
  it('shows raw events only in debug mode, neutralised', async () => {
    const stream = streamFile([init, assistant('text ##[error]legacy'), result('ok')])
    const quiet = await runAction({ inputs: { prompt: 'x' }, env: { FAKE_CURSOR_STREAM: stream } })
    expect(quiet.stdout).not.toContain('::debug::')
    const debug = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: stream, RUNNER_DEBUG: '1' }
    })
    expect(debug.stdout).toContain('::debug::{"type":"system","subtype":"init"')
    expect(debug.stdout.split('\n').filter((l) => l.includes('##['))).toEqual([])
  })

  it("falls back to Cursor's `agent` when its --version looks like Cursor's, and not otherwise", async () => {
    const dir = tempDir()
    const good = path.join(dir, 'good')
    const bad = path.join(dir, 'bad')
    fs.mkdirSync(good)
    fs.mkdirSync(bad)
    fs.symlinkSync(path.join(ROOT, 'fake', 'cursor-agent'), path.join(good, 'agent'))
    fs.writeFileSync(path.join(bad, 'agent'), '#!/bin/sh\necho "grok agent 1.2.3"\n', {
      mode: 0o755
    })
    const base = [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter)
    const stream = streamFile([init, result('ok')])
    const yes = await runAction({
      fake: false,
      inputs: { prompt: 'x' },
      env: { PATH: `${good}:${base}`, FAKE_CURSOR_STREAM: stream }
    })
    expect(yes.outputs.conclusion).toBe('success')
    expect(yes.stdout).toContain(`Running ${path.join(good, 'agent')} (2026.09.02-0fa4e17)`)
    const no = await runAction({
      fake: false,
      inputs: { prompt: 'x' },
      env: { PATH: `${bad}:${base}`, FAKE_CURSOR_STREAM: stream }
    })
    expect(no.outputs.failure_reason).toBe('cli_not_found')
  })

  it('runs in working-directory, passes no --mode for agent and no --trust when trust is false', async () => {
    const dir = tempDir()
    const argvFile = path.join(dir, 'argv.json')
    const ws = path.join(dir, 'ws')
    fs.mkdirSync(path.join(ws, 'pkg', 'sub'), { recursive: true })
    const run = await runAction({
      workspace: ws,
      inputs: { prompt: 'x', 'working-directory': 'pkg/sub', trust: 'false', mode: 'agent' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), FAKE_CURSOR_ARGV_FILE: argvFile }
    })
    expect(run.code).toBe(0)
    const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { argv: string[]; cwd: string }
    expect(fs.realpathSync(seen.cwd)).toBe(fs.realpathSync(path.join(ws, 'pkg', 'sub')))
    expect(seen.argv).toEqual(['-p', '--output-format', 'stream-json', 'x'])
  })

  it('writes no summary with summary: false, and still sets the outputs', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', summary: 'false' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]) }
    })
    expect(run.summary).toBe('')
    expect(run.outputs.conclusion).toBe('success')
  })
})
