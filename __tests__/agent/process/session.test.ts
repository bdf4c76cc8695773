/**
 * runSession (src/agent/process/session.ts): the session feeds its observers the start, every folded line,
 * the ticks and the live log, and ends with no timer of its own left.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { ReportBuilder, type StreamChange } from '../../../src/core/stream/report.js'
import { LiveLog } from '../../../src/observers/livelog.js'
import { makeRedactor, MASK } from '../../../src/core/redact/redact.js'
import { runSession } from '../../../src/agent/process/session.js'
import { Observers } from '../../../src/observers/observer.js'
import { Transcript } from '../../../src/agent/process/transcript.js'
import type { RunObserver } from '../../../src/observers/observer.js'
import type { Ending } from '../../../src/core/verdict/kinds.js'
import { FAKE_DIR, init, result, shell, streamFile, tempDir } from '../../support/helpers.js'

const TOKEN = 'ghp_0123456789abcdefghijABCDEFGHIJ012345'
const redact = makeRedactor(['the-api-key-0123456789'])

describe('the session and its observers', () => {
  it('feeds start, every folded line, ticks and the live log; ends with no timer of ours', async () => {
    const dir = tempDir()
    const stream = streamFile([
      init,
      ...shell('c1', 'npm test', { success: { exitCode: 0 } }),
      '@fake sleep 1300',
      { type: 'error', message: `oops ${TOKEN}` },
      result('done')
    ])
    const seen: string[] = []
    const changes: StreamChange[] = []
    let ticks = 0
    const watcher: RunObserver = {
      start: (s) => seen.push(`start ${path.basename(s.command)}`),
      change: (c, report) => {
        changes.push(c)
        // The builder's own report, read as it grows: never a copy taken at the start.
        expect(report).toBe(builder.live())
        expect(report.events).toBeGreaterThan(0)
      },
      tick: () => ticks++
    }
    const logged: string[] = []
    const builder = new ReportBuilder()
    const { end, transcript } = await session(dir, path.join(FAKE_DIR, 'cursor-agent'), {
      info: (l) => logged.push(l),
      watchers: [watcher],
      builder,
      extra: { env: { ...process.env, FAKE_CURSOR_STREAM: stream } }
    })
    expect(end.ending).toMatchObject({ kind: 'exited', exitCode: 0 })
    expect(end.internalError).toBeUndefined()
    expect(seen).toEqual(['start cursor-agent'])
    expect(changes.map((c) => c.kind)).toEqual([
      'init',
      'tool_started',
      'tool_completed',
      'error_event',
      'result'
    ])
    expect(changes[3]).toEqual({ kind: 'error_event', message: `oops ${MASK}` })
    expect(ticks).toBeGreaterThanOrEqual(1)
    expect(logged.join('\n')).toContain('$ npm test → exit 0')
    expect(logged.join('\n')).toContain(`error event: oops ${MASK}`)
    expect(fs.readFileSync(transcript, 'utf8')).not.toContain(TOKEN)
    expect(builder.snapshot().diagnostics.errorEvents).toEqual([`oops ${MASK}`])
  })

  it.each([false, true])(
    'folds thinking deltas from their bytes (debug log %s): counted, saved as they came, a secret masked',
    async (debug) => {
      const dir = tempDir()
      const sid = '5e55e55e-0000-4000-8000-000000000000'
      const thinking = (text: string, ts: number): Record<string, unknown> => ({
        type: 'thinking',
        subtype: 'delta',
        text,
        session_id: sid,
        timestamp_ms: ts
      })
      const deltas = [
        thinking('plain é', 1),
        thinking(`the token ${TOKEN}`, 2),
        thinking('a \\ "quoted" one\n', 3)
      ]
      const stream = streamFile([init, ...deltas, result('done')])
      const debugged: string[] = []
      const builder = new ReportBuilder()
      const { end, transcript } = await session(dir, path.join(FAKE_DIR, 'cursor-agent'), {
        debug: (l) => debugged.push(l),
        isDebug: debug,
        builder,
        extra: { env: { ...process.env, FAKE_CURSOR_STREAM: stream } }
      })
      expect(end.internalError).toBeUndefined()
      expect(builder.snapshot().diagnostics.thinkingDeltas).toBe(3)
      const saved = fs.readFileSync(transcript, 'utf8').split('\n')
      expect(saved).toContain(JSON.stringify(deltas[0]))
      expect(saved).toContain(JSON.stringify(deltas[2]))
      expect(saved.join('\n')).not.toContain(TOKEN)
      expect(saved.some((l) => l.includes(`the token ${MASK}`))).toBe(true)
      expect(debugged.length).toBe(debug ? 5 : 0)
    }
  )

  it('a budget its last line reaches ends the run as the budget, though the CLI exited before that line was read', async () => {
    const dir = tempDir()
    const stream = streamFile([init, ...shell('c1', 'npm test', { success: { exitCode: 0 } })])
    // The result line unterminated: the session reads it only once the CLI is gone, as it reads
    // what is left in the pipe after an exit the stream's lines have not caught up with.
    fs.appendFileSync(stream, JSON.stringify(result('done')))
    let stop: ((why: Ending) => void) | undefined
    const watcher: RunObserver = {
      start: (s) => (stop = s.stop),
      change: (c) => {
        if (c.kind === 'result') stop?.({ kind: 'budget', budget: 'max-tool-calls', limit: 1 })
      }
    }
    const { end } = await session(dir, path.join(FAKE_DIR, 'cursor-agent'), {
      watchers: [watcher],
      extra: { env: { ...process.env, FAKE_CURSOR_STREAM: stream } }
    })
    expect(end.ending).toEqual({ kind: 'budget', budget: 'max-tool-calls', limit: 1 })
  })

  it('says when the CLI is first heard from: once, after its first output, never at the spawn', async () => {
    const dir = tempDir()
    const marker = path.join(dir, 'about-to-speak')
    const line = JSON.stringify(result('done'))
    // Output in three reads (stderr first): one call, after the first.
    const speaks = script(
      dir,
      'speaks',
      `sleep 0.3\n: > '${marker}'\necho 'a warning' >&2\nsleep 0.2\necho '${line}'\nsleep 0.2\necho '${line}'\n`
    )
    const heard: boolean[] = []
    const first = await session(dir, speaks, {
      extra: { heard: () => heard.push(fs.existsSync(marker)) }
    })
    expect(heard).toEqual([true])
    expect(first.end.internalError).toBeUndefined()
    const never: boolean[] = []
    await session(dir, script(dir, 'silent', 'sleep 0.2\n'), {
      extra: { heard: () => never.push(true) }
    })
    expect(never).toEqual([])
    // A failure of the work started then is noted, and the run is read as ever.
    const logged: string[] = []
    const builder = new ReportBuilder()
    const failing = await session(dir, speaks, {
      info: (l) => logged.push(l),
      builder,
      extra: {
        heard: () => {
          throw new Error('no renderer')
        }
      }
    })
    expect(failing.end.internalError).toBeUndefined()
    expect(logged.join('\n')).toContain("Internal error after the CLI's first output: no renderer")
    expect(builder.snapshot().result?.text).toBe('done')
  })

  const onLinux = process.platform === 'linux' ? it : it.skip
  onLinux(
    'makes the stdout pipe in the temp folder it is given (RUNNER_TEMP on a runner)',
    async () => {
      const dir = tempDir()
      const temp = fs.realpathSync(tempDir('caa-runner-temp-'))
      const seen = path.join(dir, 'stdout-is')
      const cli = script(dir, 'where', `p=$(readlink /proc/$$/fd/1)\necho "$p" > '${seen}'\n`)
      await session(dir, cli, { extra: { tempDir: temp } })
      // A FIFO opened by name and unlinked: "<temp>/cursor-agent-pipe-XXXXXX/stdout (deleted)".
      expect(fs.readFileSync(seen, 'utf8')).toMatch(
        new RegExp(`^${temp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/cursor-agent-pipe-[^/]+/stdout`)
      )
      expect(fs.readdirSync(temp)).toEqual([]) // and nothing of it left
    }
  )
})

/** A CLI: a shell script in `dir`. */
function script(dir: string, name: string, body: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, `#!/bin/sh\n${body}`, { mode: 0o755 })
  return file
}

/**
 * runSession of `command` in `dir`, its live log's lines to `info` and `debug` (none by default),
 * the log and `watchers` watching: how it ended, the transcript's path, the report's builder.
 */
async function session(
  dir: string,
  command: string,
  o: {
    info?: (line: string) => void
    debug?: (line: string) => void
    isDebug?: boolean
    watchers?: RunObserver[]
    builder?: ReportBuilder
    extra?: Partial<Parameters<typeof runSession>[0]>
  } = {}
): Promise<{ end: Awaited<ReturnType<typeof runSession>>; transcript: string }> {
  const log = new LiveLog(
    {
      info: o.info ?? (() => undefined),
      debug: o.debug ?? (() => undefined),
      isDebug: () => o.isDebug ?? false,
      startGroup: () => undefined,
      endGroup: () => undefined
    },
    redact
  )
  const transcript = new Transcript(path.join(dir, `${path.basename(command)}.ndjson`), redact)
  try {
    const end = await runSession({
      command,
      args: [],
      cwd: dir,
      env: process.env,
      exitGraceMs: 5000,
      inactivityMs: 0,
      timeoutMs: 0,
      builder: o.builder ?? new ReportBuilder(),
      transcript,
      watch: new Observers(log, [log, ...(o.watchers ?? [])]),
      ...o.extra
    })
    return { end, transcript: transcript.path }
  } finally {
    await transcript.close()
  }
}
