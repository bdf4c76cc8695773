/**
 * The action's own files under RUNNER_TEMP (issue 18: 1, 10, 11), end to end on dist/index.js as a
 * hosted runner starts it (hosted.ts): the manifest, its spools and the transcript are never
 * written or read through what the agent planted, and a tampered transcript never holds the step.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import {
  assistant,
  init,
  result,
  shell,
  runAction,
  streamFile,
  warningsOf
} from '../support/helpers.js'
import { hostedRun } from '../support/hosted.js'
import { shared } from '../support/shared.js'

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

/**
 * One run for both tests of the manifest and its spools: the agent plants links at every manifest
 * name it could derive (to GITHUB_PATH), and puts a FIFO and /dev/zero in place of the spools.
 * Each test checks what its own attack would break: a write through a link, a read by name.
 */
const tamperedSpools = shared(() =>
  hostedRun({
    before: [init, ...calls(600)],
    agent: [
      waitFor('cursor-agent-manifest-*.calls.ndjson'),
      'rm -f "$f" && mkfifo "$f"',
      'for c in "$RUNNER_TEMP"/cursor-agent-manifest-*.commands.ndjson; do rm -f "$c"; ln -s /dev/zero "$c"; done',
      'p=$(ls "$RUNNER_FILES"/add_path_*)',
      // Every name it can see, and the manifest names it would derive from them.
      'for f in "$RUNNER_TEMP"/cursor-agent-*; do b=$(basename "$f" | cut -d. -f1); ln -sf "$p" "$RUNNER_TEMP/$b.json"; done'
    ].join('\n'),
    after: [result('done')],
    inputs: { 'api-key': KEY },
    timeoutMs: 30_000
  })
)

describe('the manifest and its spools (issue 18: 1, 10)', () => {
  it('never writes through a link the agent planted at a manifest name it could derive', async () => {
    const run = await tamperedSpools()
    expect(run.outputs.conclusion).toBe('success')
    expect(run.files.path).toBe('')
    const manifest = run.outputs.manifest ?? ''
    expect(fs.lstatSync(manifest).isFile()).toBe(true)
    const m = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { calls: unknown[] }
    expect(m.calls).toHaveLength(600)
  })

  it('reads its spools back through their descriptors: a FIFO or /dev/zero in their place changes nothing', async () => {
    const run = await tamperedSpools()
    expect(run.outputs.conclusion).toBe('success')
    const m = JSON.parse(fs.readFileSync(run.outputs.manifest ?? '', 'utf8')) as {
      calls: unknown[]
      commands: unknown[]
    }
    expect(m.calls).toHaveLength(600)
    expect(m.commands).toHaveLength(600)
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
    expect(warningsOf(run).join('\n')).toContain('replaced the transcript')
  })
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

const sh = (command: string): string => `@fake sh ${Buffer.from(command).toString('base64')}`

describe('tamper detection of the transcript (agent/process/transcript.ts)', () => {
  it('a transcript the agent made sparse and huge does not hold the step after the run', async () => {
    // The fresh copy reads every byte through the descriptor: 8 GiB took 20 s (2.5 s/GiB); ext4
    // takes 16 TiB, about 11 hours, past a job's 6-hour limit and the action's own timeout.
    const stream = streamFile([
      init,
      sh('for f in "$RUNNER_TEMP"/cursor-agent-transcript-*.ndjson; do truncate -s 64G "$f"; done'),
      assistant('ok'),
      result('ok')
    ])
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: stream },
      timeoutMs: 40_000
    })
    expect(run.ms).toBeLessThan(20_000)
    expect(run.outputs.conclusion).toBe('success')
  }, 60_000)
})
