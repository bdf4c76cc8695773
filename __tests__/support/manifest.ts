/**
 * The run manifest (docs/manifest.schema.json) for the tests that read one: the schema's
 * validator, and `manifestOf`, which reads a run's manifest output and checks it.
 */
import { expect } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT, type ActionRun } from './helpers.js'

const manifestSchema = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'docs', 'manifest.schema.json'), 'utf8')
) as object

/** docs/manifest.schema.json, compiled. */
export const validateManifest = new Ajv2020({
  allErrors: true,
  strict: true,
  validateFormats: false
}).compile(manifestSchema)

/** Reads the manifest output, checks it against docs/manifest.schema.json and returns it. */
export function manifestOf(run: ActionRun): Record<string, unknown> & {
  calls: Record<string, unknown>[]
  commands: Record<string, unknown>[]
} {
  const file = run.outputs.manifest ?? ''
  expect(path.dirname(file)).toBe(run.dir)
  const m = JSON.parse(fs.readFileSync(file, 'utf8')) as ReturnType<typeof manifestOf>
  const ok = validateManifest(m)
  expect(validateManifest.errors ?? []).toEqual([])
  expect(ok).toBe(true)
  // The spools are gone once the manifest is written.
  expect(fs.readdirSync(run.dir).filter((f) => f.endsWith('.calls.ndjson'))).toEqual([])
  return m
}
