/**
 * writeBundle (src/runner/bundle.ts): a folder made exclusively under RUNNER_TEMP, one
 * sub-folder named per run and leg, bundle.json and patch.diff created new (mode 0600); a bundle
 * that fails its schema writes nothing.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { bundleName, writeBundle } from '../../src/runner/bundle.js'
import type { WrittenBundle } from '../../src/core/bundle/make.js'
import { compileSchema } from '../../src/core/schema/validator.js'
import { tempDir } from '../support/helpers.js'

const bundle: WrittenBundle = {
  format: 'cursor-agent-action/bundle',
  version: 1,
  run: {
    repository: 'octo/demo',
    runId: '42',
    runAttempt: '2',
    job: 'agent',
    leg: 'abcdef0123456789'
  },
  subject: { kind: 'none' },
  commentKey: 'k',
  mode: 'task',
  reviewer: 'agent',
  verdict: { conclusion: 'success' },
  facts: { durationMs: 1, usage: {} },
  finalMessage: 'done'
}

describe('writeBundle', () => {
  it('writes bundle.json and patch.diff in one named sub-folder of a new folder under temp', () => {
    const temp = tempDir()
    const dir = writeBundle(temp, bundle, { compile: compileSchema, patch: Buffer.from('diff\n') })
    expect(path.dirname(dir)).toBe(temp)
    expect(path.basename(dir)).toMatch(/^cursor-agent-bundle-.{6}$/)
    expect(fs.readdirSync(dir)).toEqual(['cursor-agent-42-2-agent-abcdef0123456789'])
    const leg = path.join(dir, bundleName(bundle.run))
    expect(fs.readdirSync(leg).sort()).toEqual(['bundle.json', 'patch.diff'])
    expect(JSON.parse(fs.readFileSync(path.join(leg, 'bundle.json'), 'utf8'))).toEqual(bundle)
    expect(fs.readFileSync(path.join(leg, 'patch.diff'), 'utf8')).toBe('diff\n')
    expect(fs.statSync(path.join(leg, 'bundle.json')).mode & 0o777).toBe(0o600)
    // Two legs' folders never meet.
    const again = writeBundle(temp, bundle, { compile: compileSchema })
    expect(again).not.toBe(dir)
    expect(fs.readdirSync(path.join(again, bundleName(bundle.run)))).toEqual(['bundle.json'])
  })

  it('refuses a bundle its schema refuses (a bug of ours), writing nothing', () => {
    const temp = tempDir()
    const bad = { ...bundle, mode: 'publish' } as unknown as WrittenBundle
    expect(() => writeBundle(temp, bad, { compile: compileSchema })).toThrow(
      /does not match its own schema/
    )
    expect(fs.readdirSync(temp)).toEqual([])
  })
})
