/**
 * `.env.example`: the inputs and runner files @github/local-action needs for a demo run. Every
 * variable has a comment above it, every input is one action.yml has, and the commands its header
 * gives run the demo green through the main and the post step, from the repository's root.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../support/helpers.js'

const text = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8')
const lines = text.split('\n')
const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>
}

/** `NAME=value` lines, with the line above each. */
const variables = lines.flatMap((line, i) => {
  const m = /^([A-Z][\w-]*)=(.*)$/.exec(line)
  return m === null ? [] : [{ name: m[1] ?? '', value: m[2] ?? '', above: lines[i - 1] ?? '' }]
})

/** The shell commands the header gives (`#   <command>`). */
const commands = lines.filter((l) => /^# {3}\S/.test(l)).map((l) => l.slice(4))

describe('.env.example', () => {
  it('says what each variable is for, and names only inputs action.yml has', () => {
    expect(variables.map((v) => v.name)).toEqual(
      expect.arrayContaining(['INPUT_PROMPT', 'INPUT_INSTALL', 'GITHUB_STEP_SUMMARY'])
    )
    for (const v of variables) expect([v.name, v.above.startsWith('# ')]).toEqual([v.name, true])
    for (const v of variables.filter((x) => x.name.startsWith('INPUT_'))) {
      const input = v.name.slice('INPUT_'.length).toLowerCase()
      expect([input, input in action.inputs]).toEqual([input, true])
    }
  })

  it('runs the demo green under local-action, with the commands its header gives', () => {
    expect(commands).toEqual([
      'mkdir -p tmp/local/workspace tmp/local/temp && : > tmp/local/summary.md',
      'cp .env.example tmp/local/.env',
      'npx local-action run . src/main.ts tmp/local/.env --post src/post.ts'
    ])
    fs.rmSync(path.join(ROOT, 'tmp', 'local'), { recursive: true, force: true })
    const r = spawnSync('/bin/sh', ['-c', commands.join(' && ')], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 180_000,
      env: { ...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0' }
    })
    const out = r.stdout + r.stderr
    expect(out).toContain('::set-output name=conclusion::success')
    expect(out).toContain('::set-output name=files_changed::["calc.py","tests/test_regression.py"]')
    expect(out.indexOf('Running Post Step')).toBeGreaterThan(
      out.indexOf('✅ Cursor Agent succeeded')
    )
    const summary = fs.readFileSync(path.join(ROOT, 'tmp', 'local', 'summary.md'), 'utf8')
    expect(summary).toContain('Cursor Agent succeeded')
    expect(summary).toContain('Fixed `add()` in `calc.py`')
    expect(r.status).toBe(0)
  }, 200_000)
})
