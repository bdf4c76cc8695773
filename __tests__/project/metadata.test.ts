/** action.yml, the code's name lists, the defaults and the reference's tables must agree. */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { DEFAULTS, EXPRESSION_DEFAULTS } from '../../src/runner/inputs.js'
import { INPUTS, OUTPUTS, FAILURE_REASONS } from '../../src/names.js'
import { VERSION } from '../../src/version.js'
import { init, result, ROOT, runAction, streamFile } from '../support/helpers.js'

interface ActionYml {
  runs: { using: string; main: string; post?: string; 'post-if'?: string }
  inputs: Record<string, { description: string; default?: string }>
  outputs: Record<string, { description: string }>
}

const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml
/** The tables of every input and output (the README links to them). */
const reference = fs.readFileSync(path.join(ROOT, 'docs', 'reference.md'), 'utf8')
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string
  homepage?: string
  repository?: { type: string; url: string }
  bugs?: { url: string }
  engines?: { node: string }
}
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8')

function tableNames(heading: string): string[] {
  // Up to the next heading: Outputs has Failure reasons, a table of its own, below it.
  const section = reference.split(`## ${heading}\n`)[1]?.split(/\n#{2,6} /)[0] ?? ''
  return [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map((m) => m[1] ?? '')
}

describe('metadata', () => {
  it('runs on node24 from dist/index.js, with a post step that always runs', () => {
    expect(action.runs).toEqual({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/post/index.js',
      'post-if': 'always()'
    })
  })

  it('has exactly the inputs and outputs the code reads and sets', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(INPUTS).sort())
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(OUTPUTS).sort())
  })

  it('has the same defaults in action.yml and in the code', () => {
    const yml = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, v]) => v.default !== undefined)
        .map(([k, v]) => [k, v.default])
    )
    expect(yml).toEqual({ ...DEFAULTS, ...EXPRESSION_DEFAULTS })
  })

  it('documents every input and output in the reference tables, in action.yml order, with the same defaults', () => {
    expect(tableNames('Inputs')).toEqual(Object.keys(action.inputs))
    expect(tableNames('Outputs')).toEqual(Object.keys(action.outputs))
    const rows = reference.split('\n').map((l) => l.replace(/ +/g, ' '))
    for (const [name, def] of Object.entries({ ...DEFAULTS, ...EXPRESSION_DEFAULTS })) {
      expect(rows.some((r) => r.startsWith(`| \`${name}\` | \`${def}\` |`))).toBe(true)
    }
  })

  it('lists every failure reason in the failure_reason description', () => {
    for (const reason of FAILURE_REASONS)
      expect(action.outputs.failure_reason?.description).toContain(reason)
  })

  it('gives the manifest schema exactly the failure reasons the code has', () => {
    const schema = JSON.parse(read('docs/manifest.schema.json')) as {
      properties: { verdict: { properties: { failureReason: { enum: unknown[] } } } }
    }
    expect(schema.properties.verdict.properties.failureReason.enum).toEqual([
      null,
      ...FAILURE_REASONS
    ])
  })

  it('keeps the version equal to package.json', () => {
    expect(VERSION).toBe(pkg.version)
  })
})

describe("the action's home", () => {
  const HOME = 'cursor-agent-action/cursor-agent-action'
  const URL = `https://github.com/${HOME}`

  it('is named by package.json, action.yml and SECURITY.md alike', () => {
    expect(pkg.repository).toEqual({ type: 'git', url: `git+${URL}.git` })
    expect(pkg.homepage).toBe(`${URL}#readme`)
    expect(pkg.bugs).toEqual({ url: `${URL}/issues` })
    expect((parse(read('action.yml')) as { author: string }).author).toContain(URL)
    // Where to report a vulnerability privately: that repository's advisory form.
    expect(read('SECURITY.md')).toContain(`${URL}/security/advisories/new`)
    expect(read('README.md')).toContain(`[github.com/${HOME}](${URL})`)
  })

  it('is what every workflow in the README, the examples and the docs uses, with no placeholder left', () => {
    const files = [
      'README.md',
      'SECURITY.md',
      ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`),
      ...fs.readdirSync(path.join(ROOT, 'examples')).map((f) => `examples/${f}`)
    ].filter((f) => /\.(md|ya?ml|json)$/.test(f))
    const uses: string[] = []
    for (const file of files) {
      const text = read(file)
      expect([file, /your-org|owner\/repo@/i.test(text)]).toEqual([file, false])
      for (const m of text.matchAll(/uses: *([\w.-]+\/cursor-agent-action)@/g))
        uses.push(`${file}: ${m[1] ?? ''}`)
    }
    expect(uses.length).toBeGreaterThanOrEqual(8)
    for (const u of uses) expect(u.split(': ')[1]).toBe(HOME)
  })
})

describe('the release', () => {
  const changelog = read('CHANGELOG.md')

  it("is cut in the changelog: the newest release is package.json's version, dated, under an Unreleased heading", () => {
    const headings = [...changelog.matchAll(/^## (.+)$/gm)].map((m) => m[1] ?? '')
    expect(headings[0]).toBe('Unreleased')
    expect(headings[1]).toMatch(
      new RegExp(`^${pkg.version.replace(/\./g, '\\.')} - \\d{4}-\\d{2}-\\d{2}$`)
    )
    // Each version once: no second heading for a version already released.
    expect(new Set(headings).size).toBe(headings.length)
  })

  it("is named next to the README's quick start: the version, its date, and @v<major> as the tag the release workflow moves", () => {
    const readme = read('README.md')
    const released = /^## (\d+\.\d+\.\d+) - (\d{4}-\d{2}-\d{2})$/m.exec(changelog)
    const status = readme.split('\n### Release status\n')[1]?.split(/\n#{1,3} /)[0] ?? ''
    expect(readme.indexOf('\n### Release status\n')).toBeGreaterThan(
      readme.indexOf('\n## Quick start\n')
    )
    expect(readme.indexOf('\n### Release status\n')).toBeLessThan(readme.indexOf('\n## Recipes\n'))
    expect(released?.[1]).toBe(pkg.version)
    expect(status).toContain(`The latest release is **${pkg.version}** (${released?.[2] ?? ''})`)
    const major = `v${pkg.version.split('.')[0] ?? ''}`
    expect(status).toContain(`- \`@${major}\` gets every ${major.slice(1)}.x release`)
    expect(status).toContain(`\`@v${pkg.version}\` stays on one release`)
    expect(status).toContain(`\`@<commit sha> # v${pkg.version}\``)
    // The workflow it names moves the major tag on a published release, and no pre-release.
    const release = read('.github/workflows/release.yml')
    expect(status).toContain('](.github/workflows/release.yml)')
    expect(release).toMatch(/release:\n {4}types: \[published\]/)
    expect(release).toContain('if: ${{ !github.event.release.prerelease }}')
    expect(release).toContain('major="v${BASH_REMATCH[1]}"')
  })

  it('is what the bundle says it is: the version is baked in from package.json', () => {
    // The built bundle, not only the source: a release that bumps package.json needs no other edit.
    // The action's chunks (the summary renderer is loaded lazily) and the offline report.
    const js = (dir: string): string =>
      fs
        .readdirSync(path.join(ROOT, dir))
        .filter((f) => f.endsWith('.js'))
        .map((f) => read(`${dir}/${f}`))
        .join('\n')
    for (const bundle of ['dist', 'dist/report'])
      expect([bundle, js(bundle).includes(JSON.stringify(pkg.version))]).toEqual([bundle, true])
  })
})

describe('the summary footer', () => {
  const footer = async (env: Record<string, string>): Promise<string> => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('ok')]), ...env }
    })
    return /<sub>(.*)<\/sub>/.exec(run.summary)?.[1]?.split(' · ').pop() ?? ''
  }

  it('names the build: the version, and the ref or the commit the runner says the workflow used', async () => {
    const sha = '0123456789abcdef0123456789abcdef01234567'
    const [tag, commit, local] = await Promise.all([
      footer({
        GITHUB_ACTION_REPOSITORY: 'cursor-agent-action/cursor-agent-action',
        GITHUB_ACTION_REF: 'v1'
      }),
      footer({
        GITHUB_ACTION_REPOSITORY: 'cursor-agent-action/cursor-agent-action',
        GITHUB_ACTION_REF: sha
      }),
      // `uses: ./`: the runner leaves both empty.
      footer({ GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' })
    ])
    expect(tag).toBe(
      `cursor-agent-action v${pkg.version}, \`cursor-agent-action/cursor-agent-action@v1\``
    )
    expect(commit).toBe(
      `cursor-agent-action v${pkg.version}, commit \`${sha}\` of \`cursor-agent-action/cursor-agent-action\``
    )
    expect(local).toBe(`cursor-agent-action v${pkg.version}`)
  })
})

describe('Node versions', () => {
  it('the README names what the action runs on and what development needs, as package.json, action.yml and .node-version say', () => {
    const readme = read('README.md')
    expect(action.runs.using).toBe('node24')
    expect(readme).toContain("runs on the runner's Node 24 (`runs.using: node24`)")
    expect(pkg.engines?.node).toBe('^22.13.0 || >=24')
    expect(readme).toContain('`engines` in package.json is `^22.13.0 || >=24`')
    expect(readme).toContain('use Node 22.13 or later, or Node 24')
    expect(read('.node-version').trim()).toBe('24')
    expect(readme).toMatch(/On Node 20, `npm ci` warns `EBADENGINE`/)
  })
})
