/**
 * The session's stages (src/stages/session.ts), in-process: a RunContext built as main.ts builds
 * it and the fake CLI (fake/cursor-agent) as `cli-path`. startCli keeps the CLI and, with
 * `require-mcp`, what `cursor-agent mcp list` said (or only the names, when it could not say);
 * spawnAgent keeps the fold, the transcript and the spool before the run and the run after it;
 * afterAgent checks the runner's files and the repository as soon as the CLI ended.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import type { Workspace } from '../../src/git/workspace.js'
import { afterAgent, spawnAgent, startCli } from '../../src/stages/session.js'
import type { RunRecord } from '../../src/stages/record.js'
import { FAKE_DIR, init, result, streamFile, tempDir } from '../support/helpers.js'
import { runContext } from '../support/run-context.js'

const FAKE = path.join(FAKE_DIR, 'cursor-agent')

/** A context running the fake CLI, with the variables it reads. */
function session(inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  const built = runContext({
    inputs: { prompt: 'Say hi', 'api-key': 'key-0123456789abcdef', 'cli-path': FAKE, ...inputs },
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }
  })
  let record: RunRecord = { observers: [] }
  const parts: (keyof RunRecord)[][] = []
  const keep = (part: Partial<RunRecord>): RunRecord => {
    parts.push(Object.keys(part) as (keyof RunRecord)[])
    record = { ...record, ...part }
    return record
  }
  return { ...built, keep, parts, record: () => record }
}

describe('startCli', () => {
  it('keeps the CLI given as cli-path, and no MCP facts without require-mcp', async () => {
    const s = session()
    const cli = await startCli(s.ctx, s.keep)
    expect(cli.path).toBe(FAKE)
    expect(s.record().cli).toBe(cli)
    expect(s.record().mcp).toBeUndefined()
  })

  it('with require-mcp, keeps what mcp list said and says it in the log', async () => {
    const s = session(
      { 'require-mcp': 'docs' },
      { FAKE_CURSOR_MCP_LIST: 'docs: ready\nweb: disabled\n' }
    )
    await startCli(s.ctx, s.keep)
    expect(s.record().mcp?.required).toEqual(['docs'])
    expect(s.record().mcp?.listed?.map((l) => l.name)).toEqual(['docs', 'web'])
    expect(s.port.lines().join('\n')).toContain('MCP servers (cursor-agent mcp list): docs: ready')
  })

  it('with require-mcp and a CLI that cannot say, keeps the names only and goes on', async () => {
    // Unset FAKE_CURSOR_MCP_LIST: the fake says it needs a terminal and exits 1.
    const s = session({ 'require-mcp': 'docs' })
    await startCli(s.ctx, s.keep)
    expect(s.record().mcp).toEqual({ required: ['docs'] })
    expect(s.port.lines().join('\n')).not.toContain('MCP servers (cursor-agent mcp list)')
  })
})

describe('spawnAgent', () => {
  it('keeps the fold, transcript and spool first, then the run, its fold and the CLI', async () => {
    const stream = streamFile([init, result('done')])
    const s = session({}, { FAKE_CURSOR_STREAM: stream })
    const cli = await startCli(s.ctx, s.keep)
    const record = await spawnAgent(s.ctx, { cli, keep: s.keep })
    // The fold, transcript and spool are kept in one part, before the run's.
    const made = s.parts.findIndex((p) => p.includes('builder'))
    const ran = s.parts.findIndex((p) => p.includes('agent'))
    expect(s.parts[made]).toEqual(['builder', 'transcript', 'manifest'])
    expect(made).toBeGreaterThanOrEqual(0)
    expect(ran).toBeGreaterThan(made)
    expect(record.agent?.ending).toEqual({ kind: 'exited', exitCode: 0, signal: null })
    expect(record.builder?.live().result?.text).toBe('done')
    expect(record.cli?.path).toBe(FAKE)
  })

  it("keeps the fold when the CLI cannot start, so what ran is still the record's", async () => {
    const s = session()
    // The CLI found, then gone before the spawn.
    const found = await startCli(s.ctx, s.keep)
    const cli = { ...found, path: path.join(tempDir('caa-nocli-'), 'cursor-agent') }
    const record = await spawnAgent(s.ctx, { cli, keep: s.keep }).catch(() => s.record())
    expect(record.builder).toBeDefined()
    expect(record.transcript).toBeDefined()
    expect(record.manifest).toBeDefined()
  })
})

describe('afterAgent', () => {
  it('checks the runner files, then the repository', () => {
    const order: string[] = []
    const workspace = { after: () => order.push('repository') } as unknown as Workspace
    afterAgent({ runnerFiles: { check: () => order.push('runner files') } as never }, workspace)
    expect(order).toEqual(['runner files', 'repository'])
  })

  it('checks the runner files when there is no repository', () => {
    const order: string[] = []
    afterAgent({ runnerFiles: { check: () => order.push('runner files') } as never }, undefined)
    expect(order).toEqual(['runner files'])
  })
})
