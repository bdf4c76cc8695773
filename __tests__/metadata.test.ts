/** action.yml, the code's name lists, the defaults and the README tables must agree. */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { DEFAULTS, EXPRESSION_DEFAULTS } from '../src/runner/inputs.js'
import { INPUTS, OUTPUTS, FAILURE_REASONS } from '../src/names.js'
import { VERSION } from '../src/version.js'
import { ROOT } from './helpers.js'

interface ActionYml {
  runs: { using: string; main: string; post?: string; 'post-if'?: string }
  inputs: Record<string, { description: string; default?: string }>
  outputs: Record<string, { description: string }>
}

const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')

function tableNames(heading: string): string[] {
  const section = readme.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? ''
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

  it('documents every input and output in the README tables, in action.yml order, with the same defaults', () => {
    expect(tableNames('Inputs')).toEqual(Object.keys(action.inputs))
    expect(tableNames('Outputs')).toEqual(Object.keys(action.outputs))
    const rows = readme.split('\n').map((l) => l.replace(/ +/g, ' '))
    for (const [name, def] of Object.entries({ ...DEFAULTS, ...EXPRESSION_DEFAULTS })) {
      expect(rows.some((r) => r.startsWith(`| \`${name}\` | \`${def}\` |`))).toBe(true)
    }
  })

  it('lists every failure reason in the failure_reason description', () => {
    for (const reason of FAILURE_REASONS)
      expect(action.outputs.failure_reason?.description).toContain(reason)
  })

  it('keeps the version equal to package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string
    }
    expect(VERSION).toBe(pkg.version)
  })
})
