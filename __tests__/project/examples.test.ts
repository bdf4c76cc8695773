/**
 * The example workflows: each passes actionlint, and uses only inputs and outputs the action has
 * (actionlint cannot know them: it does not read this repository's action.yml).
 * node-actionlint's CLI takes ONE glob pattern (`node-actionlint 'examples/*.yml'`); a shell-
 * expanded list checks only its first file, and a pattern matching nothing passes. So every
 * workflow (the examples, the README's blocks and the docs' workflows) is copied into one folder under a name of its
 * own and linted there in one run (the WebAssembly build loads once, not once a file), the count
 * it reports is checked, and each test reads the errors of its own file.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT, tempDir } from '../support/helpers.js'

const LINT = path.join(
  ROOT,
  'node_modules',
  '@tktco',
  'node-actionlint',
  'bin',
  'node-actionlint.js'
)
const ACTION = 'cursor-agent-action/cursor-agent-action@v1'
const PUBLISH_ACTION = 'cursor-agent-action/cursor-agent-action/publish@v1'
const MINE = ['task.yml', 'structured-output.yml', 'review-artifact.yml']
/** Examples that must not leave the token in .git/config (review*.yml: the review's own rules). */
const NO_CREDENTIALS = ['task.yml', 'structured-output.yml', 'comment-bot.yml']

interface Step {
  id?: string
  uses?: string
  with?: Record<string, unknown>
}

const readText = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8')

/** The yaml blocks of a markdown file. */
const yamlBlocks = (file: string): string[] =>
  [...readText(file).matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '')

/** The README's yaml blocks, each a complete workflow. */
const readmeBlocks = (): string[] => yamlBlocks('README.md')

/**
 * The workflows of docs/*.md, by a name of their own (`docs-pinning-1.yml`): the yaml blocks with
 * `jobs:` (a step or an `on:` alone is a fragment, not a workflow).
 */
function docsWorkflows(): [string, string][] {
  return fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) =>
      yamlBlocks(`docs/${f}`)
        .filter((b) => /^jobs:/m.test(b))
        .map((b, i): [string, string] => [`docs-${f.slice(0, -3)}-${String(i + 1)}.yml`, b])
    )
}

/** Inputs of the action's steps that action.yml lacks, and outputs read that it does not set. */
function unknownNames(text: string): string[] {
  const wf = parse(text) as Workflow
  const bad: string[] = []
  const ids: string[] = []
  for (const job of Object.values(wf.jobs))
    for (const step of job.steps) {
      if (step.uses !== ACTION) continue
      if (step.id !== undefined) ids.push(step.id)
      for (const input of Object.keys(step.with ?? {}))
        if (!(input in action.inputs)) bad.push(`input ${input}`)
    }
  for (const id of ids)
    for (const m of text.matchAll(new RegExp(`steps\\.${id}\\.outputs\\.([A-Za-z_-]+)`, 'g')))
      if (!((m[1] ?? '') in action.outputs)) bad.push(`output ${m[1] ?? ''}`)
  return bad
}
interface Workflow {
  name?: string
  on?: Record<string, unknown>
  permissions?: Record<string, string>
  jobs: Record<string, { steps: Step[]; permissions?: Record<string, string> }>
}

const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}

/**
 * The CLI's `run` (its glob, its count, its log and exit status), with the WebAssembly build made
 * ready by one lint first: the CLI lints its files all at once, and each finds no build ready and
 * instantiates its own (a second a file). It runs from a file, not `node -e`: there Node's `fs`
 * is a global, which the Go runtime takes for its own, and a lint's stat never returns.
 */
const LINT_ONCE = `
const [build, warm, pattern] = process.argv.slice(2)
const fs = require('node:fs')
require(build + '/run-lint.js')
  .runLint(fs.readFileSync(warm, 'utf8'), warm)
  .then(() => require(build + '/cli.js').run(pattern))
`

let lintOnce: string | undefined

function lint(pattern: string, cwd = ROOT): { status: number | null; out: string } {
  lintOnce ??= path.join(tempDir('caa-lint-once-'), 'lint.cjs')
  if (!fs.existsSync(lintOnce)) fs.writeFileSync(lintOnce, LINT_ONCE)
  const build = path.join(path.dirname(LINT), '..', 'build')
  const warm = path.join(ROOT, 'examples', 'task.yml')
  const r = spawnSync(process.execPath, [lintOnce, build, warm, pattern], { encoding: 'utf8', cwd })
  return { status: r.status, out: r.stdout + r.stderr }
}

interface Linted {
  status: number | null
  out: string
  /** The error lines (`file:line:col message`) of each file, by its name in the folder. */
  errors: Map<string, string[]>
}

const batches = new Map<string, Linted>()

/** Lints `files` (name → text) in one run of actionlint, once per test file and batch name. */
function lintAll(batch: string, files: Record<string, string>): Linted {
  const done = batches.get(batch)
  if (done !== undefined) return done
  const dir = tempDir('caa-lint-')
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  const r = lint('*.yml', dir)
  const errors = new Map<string, string[]>(Object.keys(files).map((f) => [f, []]))
  for (const line of r.out.split('\n')) {
    const m = /^([^\s:]+\.yml):\d+:\d+ /.exec(line)
    if (m?.[1] !== undefined) errors.get(m[1])?.push(line)
  }
  const linted = { ...r, errors }
  batches.set(batch, linted)
  return linted
}

/** The examples, the README's blocks and the docs' workflows, linted together; each test checks its own file. */
function passes(name: string): void {
  const files: Record<string, string> = {}
  for (const f of fs.readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.yml')))
    files[`example-${f}`] = readText(path.join('examples', f))
  readmeBlocks().forEach((b, i) => (files[`readme-${String(i + 1)}.yml`] = b))
  for (const [name, b] of docsWorkflows()) files[name] = b
  const r = lintAll('workflows', files)
  expect(r.out).toContain(`Checking ${String(Object.keys(files).length)} workflow file(s)`)
  expect(r.errors.get(name)).toEqual([])
  // Every failure is some file's: a run that failed without naming one fails every test.
  if (r.status !== 0) expect([...r.errors.values()].flat()).not.toEqual([])
  else expect(r.out).toContain('All workflow files passed lint checks')
}

describe('example workflows', () => {
  const files = fs.readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.yml'))

  it('include the plain task, structured output and review examples', () => {
    expect(files).toEqual(expect.arrayContaining(MINE))
  })

  it.each(files)('%s passes actionlint', (file) => {
    passes(`example-${file}`)
  })

  it('actionlint does fail a broken copy (so the check above can fail)', () => {
    const src = fs.readFileSync(path.join(ROOT, 'examples', 'task.yml'), 'utf8')
    const broken = src.replace('steps.agent.outputs.conclusion', 'steps.agnet.outputs.conclusion')
    const r = lintAll('broken', { 'broken.yml': broken, 'task.yml': src })
    expect(r.status).toBe(1)
    expect(r.out).toContain('Checking 2 workflow file(s)')
    expect(r.errors.get('broken.yml')?.join('\n')).toContain('property "agnet" is not defined')
    // A file without errors in the same run has none of its own: the count per file holds.
    expect(r.errors.get('task.yml')).toEqual([])
  })

  it.each(files)('%s uses only inputs and outputs that action.yml has', (file) => {
    const text = fs.readFileSync(path.join(ROOT, 'examples', file), 'utf8')
    const wf = parse(text) as Workflow
    const ids: string[] = []
    for (const job of Object.values(wf.jobs)) {
      for (const step of job.steps) {
        if (step.uses !== ACTION) continue
        if (step.id !== undefined) ids.push(step.id)
        for (const input of Object.keys(step.with ?? {}))
          expect(action.inputs).toHaveProperty([input])
      }
    }
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      for (const m of text.matchAll(new RegExp(`steps\\.${id}\\.outputs\\.([A-Za-z_-]+)`, 'g')))
        expect(action.outputs).toHaveProperty([m[1] ?? ''])
    }
  })

  it.each(files.filter((f) => readText(path.join('examples', f)).includes(PUBLISH_ACTION)))(
    '%s uses only inputs and outputs that publish/action.yml has',
    (file) => {
      const text = readText(path.join('examples', file))
      const wf = parse(text) as Workflow
      const publish = parse(readText('publish/action.yml')) as typeof action
      const ids: string[] = []
      for (const job of Object.values(wf.jobs))
        for (const step of job.steps) {
          if (step.uses !== PUBLISH_ACTION) continue
          if (step.id !== undefined) ids.push(step.id)
          for (const input of Object.keys(step.with ?? {}))
            expect(publish.inputs).toHaveProperty([input])
          expect(step.with?.bundle).toBeDefined()
        }
      for (const id of ids)
        for (const m of text.matchAll(new RegExp(`steps\\.${id}\\.outputs\\.([A-Za-z_-]+)`, 'g')))
          expect(publish.outputs).toHaveProperty([m[1] ?? ''])
    }
  )

  it.each(NO_CREDENTIALS)('%s checks out with persist-credentials: false', (file) => {
    const wf = parse(fs.readFileSync(path.join(ROOT, 'examples', file), 'utf8')) as Workflow
    const checkouts = Object.values(wf.jobs).flatMap((j) =>
      j.steps.filter((st) => st.uses?.startsWith('actions/checkout@') === true)
    )
    expect(checkouts.length).toBeGreaterThan(0)
    for (const st of checkouts) expect(st.with?.['persist-credentials']).toBe(false)
  })
})

describe("the README's workflows", () => {
  const blocks = readmeBlocks()

  it('are there: the quick start and the recipes', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3)
  })

  it.each(blocks.map((b, i): [number, string] => [i + 1, b]))(
    'yaml block %i is a complete workflow that passes actionlint',
    (n, block) => {
      passes(`readme-${String(n)}.yml`)
      expect(unknownNames(block)).toEqual([])
      // Checkouts leave no token in .git/config.
      const wf = parse(block) as Workflow
      for (const job of Object.values(wf.jobs))
        for (const st of job.steps)
          if (st.uses?.startsWith('actions/checkout@') === true)
            expect(st.with?.['persist-credentials']).toBe(false)
    }
  )
})

describe("the docs' workflows", () => {
  const workflows = docsWorkflows()

  it('are there: the pages the README sends its recipes to', () => {
    const names = workflows.map(([n]) => n)
    for (const page of ['pinning', 'mcp', 'structured-output', 'review'])
      expect([page, names.some((n) => n.startsWith(`docs-${page}-`))]).toEqual([page, true])
  })

  it.each(workflows)('%s passes actionlint and uses only what action.yml has', (name, block) => {
    passes(name)
    expect(unknownNames(block)).toEqual([])
    const wf = parse(block) as Workflow
    for (const job of Object.values(wf.jobs))
      for (const st of job.steps)
        if (st.uses?.startsWith('actions/checkout@') === true)
          expect(st.with?.['persist-credentials']).toBe(false)
  })
})

describe('the recipes do what their words say', () => {
  const sectionOf = (heading: string): string =>
    readText('README.md').split(`\n### ${heading}\n`)[1]?.split('\n### ')[0] ?? ''

  it("the README's bot listens to every event its text promises, as examples/comment-bot.yml does", () => {
    const section = sectionOf('The `@cursor` bot that pushes to the pull request')
    const block = /^```yaml\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? ''
    const events = Object.keys((parse(block) as Workflow).on ?? {}).sort()
    // "on a pull request", "in a review", "opens an issue that mentions @cursor"
    expect(section).toMatch(/on a pull request \(or in a review, or opens an issue/)
    expect(events).toEqual(
      ['issue_comment', 'issues', 'pull_request_review', 'pull_request_review_comment'].sort()
    )
    const example = parse(readText('examples/comment-bot.yml')) as Workflow
    expect(Object.keys(example.on ?? {}).sort()).toEqual(events)
  })

  it('every workflow the README lists under "A review" is a review: review: true, no shell needed without force, no token left in .git/config', () => {
    const linked = [...sectionOf('A review').matchAll(/\]\((examples\/[\w.-]+\.yml)\)/g)].map(
      (m) => m[1] ?? ''
    )
    expect(linked).toEqual([
      'examples/review.yml',
      'examples/review-artifact.yml',
      'examples/review-every-push.yml'
    ])
    for (const file of linked) {
      const wf = parse(readText(file)) as Workflow
      const steps = Object.values(wf.jobs).flatMap((j) => j.steps)
      const agent = steps.filter((st) => st.uses === ACTION)
      expect([file, agent.length]).toEqual([file, 1])
      const inputs = agent[0]?.with ?? {}
      expect([file, inputs.review]).toEqual([file, true])
      // A review that asks for a command (a `git diff` in backticks) cannot run it without force:
      // the diff is in the prompt already.
      const prompt = typeof inputs.prompt === 'string' ? inputs.prompt : ''
      if (inputs.force !== true)
        expect([file, /`[^`]*\b(git|npm|gh)\b/.test(prompt)]).toEqual([file, false])
      for (const st of steps.filter((x) => x.uses?.startsWith('actions/checkout@') === true))
        expect([file, st.with?.['persist-credentials']]).toEqual([file, false])
      // The review is posted by the action: the token may write pull requests.
      expect([file, wf.permissions?.['pull-requests']]).toEqual([file, 'write'])
    }
  })
})

describe('links between the documents', () => {
  /** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
  function anchorsOf(markdown: string): Set<string> {
    const seen = new Map<string, number>()
    const out = new Set<string>()
    const text = markdown.replace(/^```[\s\S]*?^```$/gm, '')
    for (const m of text.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
      const slug = (m[1] ?? '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/ /g, '-')
      const n = seen.get(slug) ?? 0
      seen.set(slug, n + 1)
      out.add(n === 0 ? slug : `${slug}-${String(n)}`)
    }
    return out
  }

  const files = [
    'README.md',
    'SECURITY.md',
    'CHANGELOG.md',
    ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`),
    ...fs.readdirSync(path.join(ROOT, 'examples')).map((f) => `examples/${f}`)
  ].filter((f) => /\.(md|ya?ml)$/.test(f))

  /** Every `file.md#anchor` (and `#anchor` within a markdown file) a document points at. */
  function links(): { from: string; to: string; anchor: string }[] {
    const out: { from: string; to: string; anchor: string }[] = []
    for (const from of files) {
      const text = readText(from)
      for (const m of text.matchAll(/(?:\]\(|\()((?:[\w./-]+\.md)?)#([\w-]+)\)/g)) {
        // A workflow's comment names files from the repository's root.
        const base = from.endsWith('.md') ? path.dirname(from) : '.'
        const target = m[1] === '' ? from : path.normalize(path.join(base, m[1] ?? ''))
        out.push({ from, to: target, anchor: m[2] ?? '' })
      }
      // Named in prose: `"Section" in the README`.
      for (const m of text.matchAll(/"([^"]+)" in the README/g))
        out.push({
          from,
          to: 'README.md',
          anchor:
            anchorsOf(`## ${m[1] ?? ''}`)
              .values()
              .next().value ?? ''
        })
    }
    return out
  }

  it('find every anchor they link to in the README, the docs and the examples', () => {
    const found = links()
    expect(found.filter((l) => l.from.startsWith('examples/')).map((l) => l.anchor)).toContain(
      'security'
    )
    expect(found.length).toBeGreaterThan(10)
    const missing = found.filter((l) => !anchorsOf(readText(l.to)).has(l.anchor))
    expect(missing).toEqual([])
  })

  it('would notice a link to a section that is not there (the old "Safety")', () => {
    expect(anchorsOf(readText('README.md')).has('security')).toBe(true)
    expect(anchorsOf(readText('README.md')).has('safety')).toBe(false)
  })
})
