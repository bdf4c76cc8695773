/**
 * The offline report (`dist/report/index.js`): the summary and the manifest of a saved stream or a
 * job log, without a runner.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
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
  tempDir
} from '../support/helpers.js'
import { validateManifest } from '../support/manifest.js'
import { shared } from '../support/shared.js'
import { runnerCommands } from '../support/runner-commands.js'

const bin = path.join(ROOT, 'dist', 'report', 'index.js')
const DEMO = path.join(ROOT, 'examples', 'demo.ndjson')

function report(args: string[], input?: Buffer): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', input })
}

/** The report of the demo stream, read by the tests that each check one part of it. */
const demoReport = shared(() => Promise.resolve(report([DEMO])))

describe('the offline report', () => {
  it('prints the summary of a saved stream', async () => {
    const out = await demoReport()
    expect(out.status).toBe(0)
    expect(out.stdout).toContain(
      '### ✅ Cursor Agent succeeded in 14s · 2 files changed · 8 tool calls (1 failed, 1 rejected)'
    )
    expect(out.stdout).toContain(
      '- `python -m pytest -q` (`shell`): ❌ exit 1 (call 4), then ✅ exit 0 (call 7)'
    )
  })

  it('shows the exit code and the footer like the action', async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string
    }
    const out = await demoReport()
    expect(out.stdout).toContain('| exit code 0 |')
    expect(out.stdout.trimEnd().split('\n').pop()).toBe(
      `<sub>Transcript: \`${DEMO}\` · cursor-agent-action v${version}</sub>`
    )
  })

  it('reads stdin with - and takes the exit code into the verdict', () => {
    const out = report(['--exit-code', '1', '-'], fs.readFileSync(DEMO))
    expect(out.status).toBe(0)
    expect(out.stdout).toContain('### ❌ Cursor Agent failed')
    expect(out.stdout).toContain('`exit_code`')
    expect(out.stdout).toContain('| exit code 1 |')
  })

  it("takes the duration from the stream's own clock when there is no result, or from --duration-ms", () => {
    const stream = streamFile([
      init,
      { type: 'thinking', subtype: 'delta', text: 'hm', timestamp_ms: 1_790_000_000_000 },
      {
        type: 'assistant',
        message: {
          role: 'assistant',
          content: [{ type: 'text', text: '"timestamp_ms": 9999999999999' }]
        },
        model_call_id: 'm-1-abcd',
        timestamp_ms: 1_790_000_000_000 + 95_000
      }
    ])
    expect(report([stream]).stdout).toMatch(/^### ❌ Cursor Agent failed \(`no_result`\) in 1m 35s/)
    expect(report(['--duration-ms', '5000', stream]).stdout).toMatch(
      /^### ❌ Cursor Agent failed \(`no_result`\) in 5s/
    )
  })

  it('says what is wrong with a missing file or a bad option', () => {
    const missing = report(['/no/such/file.ndjson'])
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('cannot read /no/such/file.ndjson')
    const bad = report(['--jsn', 'x.json', DEMO])
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain('unknown option --jsn')
    expect(report([DEMO, '--json']).stderr).toContain('--json needs a value')
  })

  it('--json writes the manifest: valid, and the same calls as the action writes', async () => {
    const file = path.join(tempDir(), 'run.json')
    const out = report(['--json', file, '--exit-code', '0', DEMO])
    expect(out.status).toBe(0)
    const offline = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
    expect(validateManifest(offline)).toBe(true)
    expect(offline).toMatchObject({
      schemaVersion: 1,
      producer: { via: 'report' },
      verdict: { conclusion: 'success', failureReason: null },
      cli: { exitCode: 0, version: null },
      timings: { durationMs: 14230, startedAt: null },
      transcript: DEMO
    })
    const action = await runAction({ inputs: { prompt: 'x' }, env: { FAKE_CURSOR_STREAM: DEMO } })
    const online = JSON.parse(fs.readFileSync(action.outputs.manifest ?? '', 'utf8')) as Record<
      string,
      unknown
    >
    for (const key of ['calls', 'commands', 'counts', 'usage', 'session', 'finalMessage', 'result'])
      expect([key, offline[key]]).toEqual([key, online[key]])
    expect((offline.calls as unknown[]).length).toBe(8)
  })
})

describe('the offline report on a job log (issue 18, item 17)', () => {
  // What an agent can write that a runner would read as a command: v2 after any .NET white space
  // (NEL and EM SPACE included), the legacy form anywhere in a line.
  const hostile = [
    '::error::boom',
    '\u0085::add-mask::secret',
    '  ::stop-commands::tok',
    'a ##[error]legacy',
    '\u2003::warning file=x::y',
    '| ::set-output name=a::b |'
  ].join('\n')

  it('prints no workflow command, whatever the agent wrote; the markdown is otherwise the same', async () => {
    const stream = streamFile([
      init,
      ...shell('c1', 'echo "::error::from a command"\n::warning::x', {
        failure: { exitCode: 1, stdout: '', stderr: '::error::in the output\n##[error]y' }
      }),
      assistant(hostile),
      result(hostile)
    ])
    const out = report([stream])
    expect(out.status).toBe(0)
    expect(runnerCommands(out.stdout)).toEqual([])
    expect(runnerCommands(out.stderr)).toEqual([])
    // Only the lines a runner would read changed, by a zero-width space a reader does not see.
    const changed = out.stdout.split('\n').filter((l) => l.includes('\u200b'))
    expect(changed.length).toBeGreaterThanOrEqual(4)
    expect(out.stdout.replace(/\u200b/g, '')).toContain('\n::error::boom\n')
    expect(runnerCommands(out.stdout.replace(/\u200b/g, '')).length).toBeGreaterThanOrEqual(4)
    // The demo's report has no such line: it is printed byte for byte as before.
    expect((await demoReport()).stdout).not.toContain('\u200b')
  })
})
