/**
 * A child's end whoever holds its pipes (src/io/child.ts): a child that exits while a daemon it
 * started keeps its stdout and stderr open is done at its exit, with what it wrote, both for
 * `untilExit` (spawn) and `spawnSyncToExit` (spawnSync, which alone would wait for the daemon).
 * Each daemon writes its pid to a file and is ended after the test.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { spawnSyncToExit, untilExit } from '../../src/io/child.js'
import { isAlive, tempDir } from '../support/helpers.js'
import { reap, waitFor } from '../support/processes.js'

const daemons: string[] = []

/** A shell script that prints, leaves `sleep 300` holding its stdout and stderr, and exits 3. */
function leavesDaemon(): string {
  const pidFile = path.join(tempDir('caa-child-'), 'daemon.pid')
  daemons.push(pidFile)
  return `echo out; echo err >&2; sleep 300 & echo $! > '${pidFile}'; exit 3`
}

afterEach(async () => {
  for (const file of daemons.splice(0)) {
    const pid = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : 0)
    if (pid > 0) {
      reap(pid)
      await waitFor(() => !isAlive(pid), 2000)
    }
  }
})

describe('untilExit', () => {
  it('is done at the exit, with the output, while a daemon holds the pipes', async () => {
    const child = spawn('sh', ['-c', leavesDaemon()], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    const started = Date.now()
    const exit = await untilExit(child, [child.stdout, child.stderr], 200)
    expect(exit).toEqual({ code: 3, signal: null })
    expect(Date.now() - started).toBeLessThan(3000)
    expect([out, err]).toEqual(['out\n', 'err\n'])
    expect(child.stdout.destroyed && child.stderr.destroyed).toBe(true)
    // The daemon itself is not ours to end: it is alive, its pipe let go.
    const pid = Number(fs.readFileSync(daemons[0] ?? '', 'utf8'))
    expect(isAlive(pid)).toBe(true)
  })

  it('does not wait for the drain when the pipes close with the child', async () => {
    const child = spawn('sh', ['-c', 'echo hi'], { stdio: ['ignore', 'pipe', 'pipe'] })
    const started = Date.now()
    expect(await untilExit(child, [child.stdout, child.stderr], 20_000)).toEqual({
      code: 0,
      signal: null
    })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('rejects with the spawn error when the program cannot start', async () => {
    const child = spawn(path.join(tempDir(), 'missing'), [], { stdio: 'pipe' })
    await expect(untilExit(child, [child.stdout])).rejects.toThrow(/ENOENT/)
  })
})

describe('spawnSyncToExit', () => {
  it('returns at the exit, with the output, where spawnSync waits for the daemon', () => {
    const started = Date.now()
    const r = spawnSyncToExit('sh', ['-c', leavesDaemon()], { maxBuffer: 1024 })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(r).toEqual({ status: 3, signal: null, stdout: 'out\n', stderr: 'err\n' })
    // What spawnSync alone does: held until its timeout, which it reports as a failure.
    const held = spawnSync('sh', ['-c', leavesDaemon()], { timeout: 1500, encoding: 'utf8' })
    expect(held.error?.message).toMatch(/ETIMEDOUT/)
  })

  it('feeds its input, and writes stdout to a file descriptor when given one', () => {
    const dir = tempDir()
    const fd = fs.openSync(path.join(dir, 'out'), 'w')
    try {
      const r = spawnSyncToExit('sh', ['-c', 'cat; echo done >&2'], {
        maxBuffer: 1024,
        input: 'fed',
        stdoutFd: fd
      })
      expect(r).toEqual({ status: 0, signal: null, stdout: '', stderr: 'done\n' })
    } finally {
      fs.closeSync(fd)
    }
    expect(fs.readFileSync(path.join(dir, 'out'), 'utf8')).toBe('fed')
  })

  it('writes to two new files of this user alone in the temp folder, no folder of their own', () => {
    const temp = tempDir()
    const r = spawnSyncToExit(
      'sh',
      ['-c', 'cd "$T" && for f in *; do stat -c "%n %a %F" "$f"; done'],
      {
        maxBuffer: 1024,
        tempDir: temp,
        env: { ...process.env, T: temp }
      }
    )
    expect(r.stdout).toMatch(
      /^caa-out-[0-9a-f]{16}-stderr 600 regular (empty )?file\ncaa-out-[0-9a-f]{16}-stdout 600 regular (empty )?file\n$/
    )
    expect(fs.readdirSync(temp)).toEqual([])
  })

  it('is ENOBUFS past maxBuffer, and leaves no file behind', () => {
    const temp = tempDir()
    const r = spawnSyncToExit('sh', ['-c', 'head -c 5000 /dev/zero'], {
      maxBuffer: 100,
      tempDir: temp
    })
    expect(r.error?.message).toMatch(/ENOBUFS/)
    expect(fs.readdirSync(temp)).toEqual([])
  })
})
