/**
 * `npm test` never tests a stale bundle: npm runs `pretest` (the bundle) first. CI still proves
 * the committed dist/ matches the source, because .ci/run bundles and diffs dist/ before it runs
 * `npm test` (whose pretest would otherwise hide a stale commit by rebuilding it).
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../support/helpers.js'

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}
const ci = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8')

describe('npm test and the bundle', () => {
  it('bundles before the tests', () => {
    expect(pkg.scripts.pretest).toBe('npm run -s bundle')
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
})
