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

interface Step {
  id?: string
  uses?: string
  with?: Record<string, unknown>
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
})
