/**
 * The bounded questions to a CLI (src/agent/install/probe.ts) and the runner's cancel: the signal state
 * comes in as the run's AbortSignal (runner/signals.ts), no module flag and no handler of the
 * probe's own on the process.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { askCli, cliVersion } from '../../../src/agent/install/probe.js'
import { tempDir } from '../../support/helpers.js'

/** A script that leaves a mark when it starts, prints a version and (with `wait`) waits. */
function fakeCli(wait: boolean): { file: string; mark: string } {
  const dir = tempDir('caa-probe-')
  const file = path.join(dir, 'cli')
  const mark = path.join(dir, 'started')
  fs.writeFileSync(
    file,
    `#!/bin/sh\ntouch '${mark}'\n${wait ? 'sleep 30\n' : ''}echo 2026.09.02-c22c1a3\n`,
    { mode: 0o755 }
  )
  return { file, mark }
}

describe('a probe and the runner cancel', () => {
  it('does not start once the runner signalled', async () => {
    const { file, mark } = fakeCli(false)
    const controller = new AbortController()
    controller.abort()
    const answer = await askCli(file, [], {
      env: process.env,
      limitMs: 5000,
      signal: controller.signal
    })
    expect(answer).toEqual({ stdout: '', problem: 'the runner signalled' })
    expect(fs.existsSync(mark)).toBe(false)
    expect(await cliVersion(file, process.env, controller.signal)).toBeUndefined()
  })

  it('is ended when the runner signals while it runs, without a handler of its own', async () => {
    const { file, mark } = fakeCli(true)
    const controller = new AbortController()
    const listeners = process.listenerCount('SIGTERM')
    const asked = askCli(file, [], { env: process.env, limitMs: 20_000, signal: controller.signal })
    expect(process.listenerCount('SIGTERM')).toBe(listeners)
    while (!fs.existsSync(mark)) await new Promise((r) => setTimeout(r, 10))
    controller.abort()
    expect(await asked).toEqual({ stdout: '', problem: 'the runner signalled' })
  })

  it('answers when nothing was signalled', async () => {
    const { file } = fakeCli(false)
    expect(await cliVersion(file, process.env, new AbortController().signal)).toBe(
      '2026.09.02-c22c1a3'
    )
    expect(await cliVersion(file, process.env, undefined)).toBe('2026.09.02-c22c1a3')
  })
})
