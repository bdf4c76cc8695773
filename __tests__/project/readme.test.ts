/**
 * The README is a hub: short enough to read (the detail is in docs/), and it keeps what a
 * newcomer needs first: the two set-up commands that work on a fresh clone (no key, no network),
 * the quick start, the three users' recipes, permissions, troubleshooting, and a link to every
 * page it moved detail to.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../support/helpers.js'

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

const headings = [...readme.matchAll(/^(#{2,3}) (.+)$/gm)].map((m) => m[2] ?? '')

describe('the README', () => {
  it('is under 450 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(450)
  })

  it('gives the two set-up commands, whose scripts package.json has', () => {
    expect(readme).toContain('`npm ci && npm run demo`')
    expect(readme).toContain('`npm ci && npm test`')
    expect(pkg.scripts.demo).toBe('node scripts/demo.mjs')
    expect(pkg.scripts.test).toContain('jest')
    // pretest bundles unless dist/ is the build of these sources (project/pretest.test.ts)
    expect(pkg.scripts.pretest).toBe('node scripts/bundle.mjs --if-stale')
  })

  it("has the quick start, the release status, the three users' recipes, permissions and troubleshooting, in that order", () => {
    const want = [
      'Quick start',
      'Release status',
      'Recipes',
      'A task whose outputs a later step uses',
      'The `@cursor` bot that pushes to the pull request',
      'A review',
      'Permissions',
      'Troubleshooting'
    ]
    const at = want.map((h) => headings.indexOf(h))
    expect(want.filter((_, i) => at[i] === -1)).toEqual([])
    expect(at).toEqual([...at].sort((a, b) => a - b))
  })

  it('links to every page the detail moved to', () => {
    for (const page of [
      'docs/reference.md',
      'docs/landing.md',
      'docs/pinning.md',
      'docs/mcp.md',
      'docs/structured-output.md',
      'docs/forks.md',
      'docs/review.md',
      'docs/ledger.md',
      'docs/security.md',
      'docs/development.md'
    ])
      expect([page, readme.includes(`](${page}`)]).toEqual([page, true])
  })

  it('names npm run test:one, which bundles (unless dist/ is up to date) and then runs jest on the files given', () => {
    expect(readme).toContain('`npm run test:one -- <file>`')
    const script = pkg.scripts['test:one'] ?? ''
    expect(script).toMatch(
      /^node scripts\/bundle\.mjs --if-stale && NODE_OPTIONS=--experimental-vm-modules jest$/
    )
    expect(fs.readFileSync(path.join(ROOT, 'docs', 'development.md'), 'utf8')).toContain(
      '`npm run test:one -- __tests__/render/summary.test.ts`'
    )
  })

  it('leads the pinned CLI with cli-version alone, then the digest, then cli-sha256', () => {
    const section = readme.split('\n### A pinned CLI\n')[1]?.split(/\n#{2,3} /)[0] ?? ''
    const steps = [...section.matchAll(/^\d\. \*\*(.+?)\*\*/gm)].map((m) => m[1])
    expect(steps).toEqual(['`cli-version` alone', 'Read the digest', '`cli-sha256`'])
    // The summary's words for the digest, as pinned-install.test.ts proves the summary says them.
    expect(section.replace(/\s+/g, ' ')).toContain(
      '(set it as `cli-sha256` to check it on every start)'
    )
  })
})
