/**
 * Files the agent can reach, read safely (src/io/files.ts): a huge file hashed in pieces with
 * bounded memory, a FIFO that never blocks, and a link never followed.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { hashFile } from '../../src/io/files.js'
import { tempDir } from '../support/helpers.js'

describe('big files', () => {
  it('hashes in pieces, with memory bounded by the piece size', () => {
    const dir = tempDir('caa-big-')
    const file = path.join(dir, 'big.txt')
    const mib = Number(process.env.CAA_BIG_MIB ?? 64)
    const line = Buffer.from('x'.repeat(1023) + '\n')
    const fd = fs.openSync(file, 'w')
    const block = Buffer.concat(Array.from({ length: 1024 }, () => line))
    for (let i = 0; i < mib; i++) fs.writeSync(fd, block)
    fs.closeSync(fd)
    const rss = process.memoryUsage().rss
    const hash = hashFile(file)
    const grew = process.memoryUsage().rss - rss
    process.stderr.write(
      `big file: ${String(mib)} MiB, RSS grew by ${(grew / 1048576).toFixed(1)} MiB\n`
    )
    expect(hash).toMatch(/^[0-9a-f]{40}$/)
    expect(grew).toBeLessThan(32 * 1024 * 1024)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('does not block on a FIFO the agent left', () => {
    const dir = tempDir('caa-fifo-')
    const fifo = path.join(dir, 'pipe')
    execFileSync('mkfifo', [fifo])
    expect(hashFile(fifo)).toBe('not-a-file')
  })

  it('never follows a symlink: a link is hashed by its target path, never read through', () => {
    const dir = tempDir('caa-link-')
    const outside = path.join(dir, 'outside.txt')
    fs.writeFileSync(outside, 'one\ntwo\n')
    const link = path.join(dir, 'link')
    fs.symlinkSync(outside, link)
    const before = hashFile(link)
    expect(before).toMatch(/^link:[0-9a-f]{40}$/)
    // The target's content is not what is hashed.
    fs.writeFileSync(outside, 'changed\n')
    expect(hashFile(link)).toBe(before)
    // Pointing the link elsewhere is a change.
    fs.rmSync(link)
    fs.symlinkSync(path.join(dir, 'elsewhere'), link)
    expect(hashFile(link)).not.toBe(before)
    // Links to a FIFO, to an endless device and in a loop: answered at once, nothing opened.
    const fifo = path.join(dir, 'pipe')
    execFileSync('mkfifo', [fifo])
    const cases: [string, string][] = [
      ['to-fifo', fifo],
      ['to-zero', '/dev/zero'],
      ['loop1', 'loop2'],
      ['loop2', 'loop1']
    ]
    for (const [name, target] of cases) fs.symlinkSync(target, path.join(dir, name))
    for (const [name] of cases) {
      expect(hashFile(path.join(dir, name))).toMatch(/^link:/)
    }
    expect(hashFile('/dev/zero')).toBe('not-a-file')
  })
})
