import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './helpers.js'

describe('the offline report', () => {
  const bin = path.join(ROOT, 'dist', 'report', 'index.js')
  it('prints the summary of a saved stream', () => {
    const out = spawnSync(process.execPath, [bin, path.join(ROOT, 'examples', 'demo.ndjson')], {
      encoding: 'utf8'
    })
    expect(out.status).toBe(0)
    expect(out.stdout).toContain(
      '### ✅ Cursor Agent succeeded in 14s · 2 files changed · 8 tool calls (1 failed, 1 rejected)'
    )
    expect(out.stdout).toContain('| `python -m pytest -q` | ❌ exit 1 | 2.3 s |')
  })

  it('reads stdin with - and takes the exit code into the verdict', () => {
    const out = spawnSync(process.execPath, [bin, '--exit-code', '1', '-'], {
      encoding: 'utf8',
      input: fs.readFileSync(path.join(ROOT, 'examples', 'demo.ndjson'))
    })
    expect(out.status).toBe(0)
    expect(out.stdout).toContain('### ❌ Cursor Agent failed')
    expect(out.stdout).toContain('`exit_code`')
  })

  it('says what is wrong with a missing file', () => {
    const out = spawnSync(process.execPath, [bin, '/no/such/file.ndjson'], { encoding: 'utf8' })
    expect(out.status).toBe(2)
    expect(out.stderr).toContain('cannot read /no/such/file.ndjson')
  })
})
