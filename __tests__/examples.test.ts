/**
 * The example workflows: each passes actionlint, and uses only inputs and outputs the action has
 * (actionlint cannot know them: it does not read this repository's action.yml).
 * node-actionlint's CLI takes ONE glob pattern (`node-actionlint 'examples/*.yml'`); a shell-
 * expanded list checks only its first file, and a pattern matching nothing passes. So each file
 * is linted on its own here, and the count it reports is checked.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT, tempDir } from './helpers.js'

const LINT = path.join(
  ROOT,
  'node_modules',
  '@tktco',
  'node-actionlint',
  'bin',
  'node-actionlint.js'
)
const ACTION = 'your-org/cursor-agent-action@v1'
const MINE = ['task.yml', 'structured-output.yml', 'review-artifact.yml']
/** Examples that must not leave the token in .git/config (review*.yml: the review's own rules). */
const NO_CREDENTIALS = ['task.yml', 'structured-output.yml', 'comment-bot.yml']

interface Step {
  id?: string
  uses?: string
  with?: Record<string, unknown>
}

/** The README's yaml blocks, each a complete workflow. */
function readmeBlocks(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  return [...readme.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '')
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
  jobs: Record<string, { steps: Step[] }>
}

const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}

function lint(file: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [LINT, file], { encoding: 'utf8', cwd: ROOT })
  return { status: r.status, out: r.stdout + r.stderr }
}

describe('example workflows', () => {
  const files = fs.readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.yml'))

  it('include the plain task, structured output and review examples', () => {
    expect(files).toEqual(expect.arrayContaining(MINE))
  })

  it.each(files)('%s passes actionlint', (file) => {
    const r = lint(path.join('examples', file))
    expect(r.out).toContain('Checking 1 workflow file(s)')
    expect(r.out).toContain('All workflow files passed lint checks')
    expect(r.status).toBe(0)
  })

  it('actionlint does fail a broken copy (so the check above can fail)', () => {
    const src = fs.readFileSync(path.join(ROOT, 'examples', 'task.yml'), 'utf8')
    const broken = path.join(tempDir(), 'broken.yml')
    fs.writeFileSync(
      broken,
      src.replace('steps.agent.outputs.conclusion', 'steps.agnet.outputs.conclusion')
    )
    const r = lint(broken)
    expect(r.status).toBe(1)
    expect(r.out).toContain('property "agnet" is not defined')
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
    (_n, block) => {
      const file = path.join(tempDir(), 'readme.yml')
      fs.writeFileSync(file, block)
      const r = lint(file)
      expect(r.out).toContain('Checking 1 workflow file(s)')
      expect(r.out).toContain('All workflow files passed lint checks')
      expect(r.status).toBe(0)
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
