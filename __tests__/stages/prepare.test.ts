/**
 * The repository before the run as a stage (src/stages/prepare.ts), in-process on a temp
 * repository: the Workspace `before` returns is kept in the run's record before anything after
 * it can throw, so the end of the run still puts back what it changed.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { Repos } from '../../src/git/git.js'
import { prepareWork } from '../../src/stages/prepare.js'
import type { RunRecord } from '../../src/stages/record.js'
import { git } from '../support/helpers.js'
import { runContext } from '../support/run-context.js'

function prepared(inputs: Record<string, string>, repo: boolean) {
  const { ctx } = runContext({ inputs: { prompt: 'x', ...inputs } })
  const ws = ctx.settings.workingDirectory
  if (repo) {
    git(ws, 'init', '-q', '-b', 'main')
    fs.writeFileSync(path.join(ws, 'a.txt'), 'one\n')
    git(ws, 'add', '-A')
    git(ws, 'commit', '-qm', 'init')
  }
  let record: RunRecord = { observers: [] }
  const keep = (part: Partial<RunRecord>) => (record = { ...record, ...part })
  const run = () => prepareWork(ctx, { repos: new Repos(), pr: {}, keep })
  return { ctx, run, kept: () => record }
}

describe('prepareWork', () => {
  it("returns the run's Workspace with its start point, and keeps it in the record", () => {
    const p = prepared({}, true)
    const workspace = p.run()
    expect(workspace.start?.root).toBeDefined()
    expect(p.kept().workspace).toBe(workspace)
  })

  it('keeps the Workspace when require-mcp then fails, for the end of the run to put back', () => {
    const p = prepared({ 'require-mcp': 'nowhere' }, true)
    expect(p.run).toThrow(/Input "require-mcp" names nowhere/)
    expect(p.kept().workspace?.start).toBeDefined()
  })

  it('throws the input error of a push outside a repository before anything is read', () => {
    const p = prepared({ push: 'true' }, false)
    expect(p.run).toThrow(/push/)
    expect(p.kept().workspace).toBeUndefined()
  })
})
