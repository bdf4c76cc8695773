/**
 * The folder walk and the link checks (src/io/tree.ts): names found without descending into links
 * or .git, and no folder made or passed through a link.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { isConfigName } from '../../src/core/agent-config.js'
import { above, findNamed, makeFolders } from '../../src/io/tree.js'
import { tempDir } from '../support/helpers.js'

describe('the work tree, without following links', () => {
  it('finds names without descending into links or .git, and says when it stopped short', () => {
    const dir = tempDir('caa-walk-')
    const outside = tempDir('caa-walk-out-')
    fs.mkdirSync(path.join(outside, 'in'), { recursive: true })
    fs.writeFileSync(path.join(outside, 'in', 'AGENTS.md'), 'x')
    fs.mkdirSync(path.join(dir, '.git', 'x'), { recursive: true })
    fs.writeFileSync(path.join(dir, '.git', 'x', 'AGENTS.md'), 'x')
    fs.mkdirSync(path.join(dir, 'a', 'b'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'a', 'b', 'CLAUDE.md'), 'x')
    fs.symlinkSync(outside, path.join(dir, 'linked'))
    fs.symlinkSync(outside, path.join(dir, '.cursor'))
    const all = findNamed(dir, isConfigName, 1000)
    expect(all).toEqual({
      found: expect.arrayContaining(['a/b/CLAUDE.md', '.cursor']),
      complete: true
    })
    expect(all.found).toHaveLength(2)
    expect(findNamed(dir, isConfigName, 2).complete).toBe(false)
  })

  it('will not make or pass a folder that is a link', () => {
    const dir = tempDir('caa-above-')
    const outside = tempDir('caa-above-out-')
    fs.symlinkSync(outside, path.join(dir, 'docs'))
    expect(above(dir, 'docs/AGENTS.md')).toEqual({ state: 'blocked', at: 'docs' })
    expect(above(dir, 'none/AGENTS.md')).toEqual({ state: 'missing', from: 'none' })
    expect(above(dir, 'AGENTS.md')).toEqual({ state: 'ok' })
    expect(() => makeFolders(dir, 'docs/x')).toThrow('link or a file')
    expect(fs.readdirSync(outside)).toEqual([])
    expect(makeFolders(dir, 'n/m')).toEqual(['n', 'n/m'])
  })
})
