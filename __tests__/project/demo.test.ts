/**
 * Issue 27 §3: `npm run demo` (scripts/demo.mjs) runs in a workspace that is a git repository,
 * so its summary shows the changed files and the `patch` the README promises; with no key and
 * no network (the fake CLI, no installer). Its summary is the README's picture: the markdown
 * `npm run picture` kept beside the PNG (docs/images/summary.md) must be what the demo writes
 * today, and the PNG must show that markdown (scripts/picture.mjs --check).
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { git, ROOT, tempDir } from '../support/helpers.js'

describe('npm run demo', () => {
  let r: SpawnSyncReturns<string>
  beforeAll(() => {
    const env: Record<string, string> = {
      PATH: [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter),
      HOME: process.env.HOME ?? '/tmp',
      // Nowhere to go: a download would fail rather than reach the network.
      https_proxy: 'http://127.0.0.1:9',
      HTTPS_PROXY: 'http://127.0.0.1:9'
    }
    r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'demo.mjs')], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000
    })
  }, 70_000)

  it('ends green with the changes in the summary and in a patch that git can apply', () => {
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('✅ Cursor Agent succeeded')
    expect(r.stdout).toMatch(/^patch +\/\S+\.patch$/m)
    expect(r.stdout).toMatch(/^files_changed +\["calc.py","tests\/test_regression.py"\]$/m)
    const summary = fs.readFileSync(path.join(ROOT, 'tmp', 'demo-summary.md'), 'utf8')
    expect(summary).toContain('#### Files changed (2)')
    expect(summary).toContain('**Not pushed**: the changes are in the `patch` output')
    const patch = fs.readFileSync(path.join(ROOT, 'tmp', 'demo.patch'), 'utf8')
    expect(patch).toContain('-    return a - b\n+    return a + b\n')
    expect(patch).toContain(
      'diff --git a/tests/test_regression.py b/tests/test_regression.py\nnew file mode'
    )
    // It applies to the demo's project as it was before the run.
    const project = tempDir('caa-demo-')
    fs.writeFileSync(path.join(project, 'calc.py'), 'def add(a, b):\n    return a - b\n')
    git(project, 'init', '-q')
    git(project, 'apply', path.join(ROOT, 'tmp', 'demo.patch'))
    expect(fs.readFileSync(path.join(project, 'calc.py'), 'utf8')).toContain('return a + b')
    expect(fs.existsSync(path.join(project, 'tests', 'test_regression.py'))).toBe(true)
  })

  /** `node scripts/picture.mjs --check <summary>`: its status and what it said. */
  const check = (summary: string): { status: number | null; said: string } => {
    const c = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'picture.mjs'), '--check', summary],
      {
        cwd: ROOT,
        encoding: 'utf8'
      }
    )
    return { status: c.status, said: c.stdout + c.stderr }
  }

  it("writes the summary the README's picture shows (else: npm run picture)", () => {
    expect(r.status).toBe(0)
    const now = check(path.join(ROOT, 'tmp', 'demo-summary.md'))
    expect(now.said).toBe('')
    expect(now.status).toBe(0)
    // The check can fail: a summary that says one word differently, or a picture of another.
    const other = path.join(tempDir('caa-picture-'), 'summary.md')
    fs.writeFileSync(
      other,
      fs.readFileSync(path.join(ROOT, 'tmp', 'demo-summary.md'), 'utf8').replace('14s', '15s')
    )
    const changed = check(other)
    expect(changed.status).toBe(1)
    expect(changed.said).toContain('run npm run picture')
    expect(changed.said).toMatch(/now: +### ✅ Cursor Agent succeeded in 15s/)
  })

  it('the README shows the picture near its top, with the command that makes it', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    const at = readme.split('\n').findIndex((l) => l.includes('](docs/images/summary.png)'))
    expect(at).toBeGreaterThan(0)
    expect(at).toBeLessThan(30)
    expect(readme).toContain('`npm run picture`')
  })
})
