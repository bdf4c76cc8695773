/**
 * `npm test` never tests a stale bundle: npm runs `pretest` first, which builds dist/ unless
 * dist/built-from.json says it was built from the sources as they are and no file of it changed.
 * CI still proves the committed dist/ matches the source, because .ci/run bundles and diffs dist/
 * before it runs `npm test`.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT, tempDir } from '../support/helpers.js'

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}
const ci = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8')

describe('npm test and the bundle', () => {
  it('bundles before the tests', () => {
    expect(pkg.scripts.pretest).toBe('node scripts/bundle.mjs --if-stale')
    expect(pkg.scripts.bundle).toBe('node scripts/bundle.mjs')
    // The three entry points: the action, the offline report and the post step.
    const bundle = fs.readFileSync(path.join(ROOT, 'scripts', 'bundle.mjs'), 'utf8')
    for (const build of [
      "['src/index.ts', '-o', 'dist', '--license', 'licenses.txt']",
      "['src/offline.ts', '-o', 'dist/report']",
      "['src/post-index.ts', '-o', 'dist/post']"
    ])
      expect(bundle).toContain(build)
  })

  it('npm run all tests through npm test, so it bundles too', () => {
    expect(pkg.scripts.all).toMatch(/&& npm test$/)
  })

  it('CI checks dist/ against the source before npm test rebuilds it', () => {
    const stale = ci.indexOf('git diff --quiet -- dist')
    const tests = ci.indexOf('npm test')
    expect(stale).toBeGreaterThan(0)
    expect(tests).toBeGreaterThan(stale)
    // No bundle between the check and the tests other than npm's own pretest.
    expect(ci.slice(ci.indexOf('\n', stale), tests)).not.toMatch(/^\s*npm run[^\n]*bundle/m)
  })

  describe('a dist/ built from other sources, or changed since, is built again', () => {
    /** A copy of what the bundle reads and writes; `--check` says whether pretest would build. */
    function copy(): string {
      const dir = tempDir('caa-pretest-')
      for (const f of [
        'src',
        'scripts',
        'dist',
        'package.json',
        'package-lock.json',
        'tsconfig.json'
      ])
        fs.cpSync(path.join(ROOT, f), path.join(dir, f), { recursive: true })
      return dir
    }
    const check = (dir: string): number | null =>
      spawnSync(process.execPath, ['scripts/bundle.mjs', '--check'], { cwd: dir }).status

    it('the committed dist/ is up to date with the committed sources', () => {
      expect(check(copy())).toBe(0)
    })

    it('a source file changed', () => {
      const dir = copy()
      fs.appendFileSync(path.join(dir, 'src', 'index.ts'), '\n')
      expect(check(dir)).toBe(1)
    })

    it('the lockfile or package.json changed', () => {
      for (const file of ['package-lock.json', 'package.json']) {
        const dir = copy()
        fs.appendFileSync(path.join(dir, file), '\n')
        expect(check(dir)).toBe(1)
      }
    })

    it('a file of dist/ changed, went missing or was added', () => {
      for (const change of [
        (d: string) => fs.appendFileSync(path.join(d, 'dist', 'index.js'), ' '),
        (d: string) => fs.rmSync(path.join(d, 'dist', 'post', 'index.js')),
        (d: string) => fs.writeFileSync(path.join(d, 'dist', 'extra.js'), '')
      ]) {
        const dir = copy()
        change(dir)
        expect(check(dir)).toBe(1)
      }
    })

    it('no record of what dist/ was built from', () => {
      const dir = copy()
      fs.rmSync(path.join(dir, 'dist', 'built-from.json'))
      expect(check(dir)).toBe(1)
    })
  })
})
