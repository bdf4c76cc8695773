/**
 * startAgent (src/agent/process/supervisor.ts) on the fake CLI, in process: the handle reports the
 * helpers left behind and how they were found, and an E2BIG at spawn becomes advice.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  RUN_ID_VARIABLE,
  startAgent,
  type AgentOptions
} from '../../../src/agent/process/supervisor.js'
import { init, isAlive, result, streamFile, tempDir } from '../../support/helpers.js'
import { FAKE, reap } from '../../support/processes.js'

describe('processes that outlive the step', () => {
  it('reports leftovers on the handle with how they were found, and sets the marker in the env', async () => {
    const dir = tempDir()
    const pidFile = path.join(dir, 'helper.pid')
    const argvFile = path.join(dir, 'argv.json')
    const o: AgentOptions = {
      command: FAKE,
      args: ['-p'],
      cwd: dir,
      env: {
        ...process.env,
        FAKE_CURSOR_STREAM: streamFile([init, result('done')]),
        FAKE_CURSOR_SETSID_PID_FILE: pidFile,
        FAKE_CURSOR_CHILD_PID_FILE: path.join(dir, 'child.pid'),
        FAKE_CURSOR_ARGV_FILE: argvFile
      },
      exitGraceMs: 1000,
      inactivityMs: 0,
      timeoutMs: 0,
      killAfterMs: 1000,
      runId: 'test-run-id-1234',
      onStdout: () => undefined,
      onStderr: () => undefined,
      busy: () => false
    }
    const handle = startAgent(o)
    const ending = await handle.done
    const helper = Number(fs.readFileSync(pidFile, 'utf8'))
    const child = Number(fs.readFileSync(path.join(dir, 'child.pid'), 'utf8'))
    try {
      expect(ending).toEqual({ kind: 'exited', exitCode: 0, signal: null })
      const seen = JSON.parse(fs.readFileSync(argvFile, 'utf8')) as { env: Record<string, string> }
      expect(seen.env[RUN_ID_VARIABLE]).toBe('test-run-id-1234')
      const found = new Map(handle.leftovers().map((l) => [l.pid, l]))
      expect(found.get(helper)?.found).toBe('marker')
      expect(found.get(child)?.found).toBe('group')
      expect(found.get(child)?.command).toMatch(/node -e setInterval/)
      expect(isAlive(helper)).toBe(false)
      expect(isAlive(child)).toBe(false)
    } finally {
      reap(helper)
      reap(child)
    }
  })
})

describe('input edges', () => {
  it('turns an E2BIG at spawn (command line and environment too large) into advice', async () => {
    const dir = tempDir()
    const handle = startAgent({
      command: FAKE,
      args: ['-p', 'x'.repeat(100_000)],
      cwd: dir,
      env: { PATH: process.env.PATH, BIG: 'b'.repeat(2_100_000) },
      exitGraceMs: 1000,
      inactivityMs: 0,
      timeoutMs: 0,
      onStdout: () => undefined,
      onStderr: () => undefined,
      busy: () => false
    })
    const ending = await handle.done
    expect(ending.kind).toBe('spawn_error')
    expect(ending.kind === 'spawn_error' ? ending.message : '').toMatch(
      /command line and environment together are \d+ bytes; Linux allows about 2097152 \(E2BIG\)\. Make "prompt"\/"prompt-file" or "extra-args" shorter/
    )
  })
})
