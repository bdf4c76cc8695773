import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { readChecked, walkTree, writeChecked } from '../../../src/agent/install/toolcache-record.js'
import { tempDir } from '../../support/helpers.js'

/** A small tree as Cursor's package has it: an executable, a file, a folder, a link. */
function tree(): string {
  const dir = path.join(tempDir(), 'cli')
  fs.mkdirSync(path.join(dir, 'dist-package', 'lib'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'dist-package', 'cursor-agent'), '#!/bin/sh\n', { mode: 0o755 })
  fs.writeFileSync(path.join(dir, 'dist-package', 'lib', 'index.js'), 'x')
  fs.symlinkSync('lib/index.js', path.join(dir, 'dist-package', 'index.js'))
  return dir
}

describe('walkTree', () => {
  it('gives the same identity for an untouched tree, and another after any change', () => {
    const dir = tree()
    const first = walkTree(dir)
    expect(walkTree(dir)).toEqual(first)
    const st = fs.statSync(path.join(dir, 'dist-package', 'lib', 'index.js'))
    fs.writeFileSync(path.join(dir, 'dist-package', 'lib', 'index.js'), 'y')
    fs.utimesSync(path.join(dir, 'dist-package', 'lib', 'index.js'), st.atime, st.mtime)
    const second = walkTree(dir)
    expect(second?.identity).not.toBe(first?.identity)
    // Same paths, types, modes and sizes: the shape is unchanged.
    expect(second?.shape).toBe(first?.shape)
    fs.rmSync(path.join(dir, 'dist-package', 'index.js'))
    fs.symlinkSync('lib', path.join(dir, 'dist-package', 'index.js'))
    expect(walkTree(dir)?.shape).not.toBe(first?.shape)
  })

  it('gives a faithful copy the same shape and another identity', () => {
    const dir = tree()
    const copy = path.join(tempDir(), 'cli')
    fs.cpSync(dir, copy, { recursive: true, verbatimSymlinks: true })
    expect(walkTree(copy)?.shape).toBe(walkTree(dir)?.shape)
    expect(walkTree(copy)?.identity).not.toBe(walkTree(dir)?.identity)
    fs.chmodSync(path.join(copy, 'dist-package', 'cursor-agent'), 0o644)
    expect(walkTree(copy)?.shape).not.toBe(walkTree(dir)?.shape)
  })

  it('gives nothing for a tree that is not there', () => {
    expect(walkTree(path.join(tempDir(), 'none'))).toBeUndefined()
  })
})

describe('the record', () => {
  it('is read back as written, and a rewrite replaces it', () => {
    const entry = tempDir()
    expect(readChecked(entry)).toBeUndefined()
    expect(writeChecked(entry, { build: '2026.09.28-5f2c1ab', tree: 'ab' })).toBe(true)
    expect(readChecked(entry)).toEqual({ build: '2026.09.28-5f2c1ab', tree: 'ab' })
    writeChecked(entry, { build: '2026.09.28-5f2c1ab', sha256: 'cd' })
    expect(readChecked(entry)).toEqual({ build: '2026.09.28-5f2c1ab', sha256: 'cd' })
    expect(fs.readdirSync(entry)).toEqual(['checked.json'])
  })

  it('is none when it is a link, too large, not JSON or without a build', () => {
    const entry = tempDir()
    const file = path.join(entry, 'checked.json')
    fs.symlinkSync('/dev/zero', file)
    expect(readChecked(entry)).toBeUndefined()
    fs.rmSync(file)
    for (const text of ['{"build":', '{"tree":"ab"}', `{"build":"${'x'.repeat(20_000)}"}`]) {
      fs.writeFileSync(file, text)
      expect(readChecked(entry)).toBeUndefined()
    }
  })
})
