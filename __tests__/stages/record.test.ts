/**
 * The run's record out as its facts (src/stages/record.ts recordOut), in-process: one value made
 * on every exit path, from what the stages kept, with no secret in it: the settings' API key and
 * GitHub token reach neither the facts nor the manifest written from them.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import { ReportBuilder } from '../../src/core/stream/report.js'
import { recordOut, type RunRecord } from '../../src/stages/record.js'
import { runContext } from '../support/run-context.js'

const KEY = 'key_record_0123456789abcdefABCDEF'
const TOKEN = 'ghs_recordtoken0123456789abcdefABCD'
const FAILED = { conclusion: 'failure', reason: 'no_result', message: 'No result.' } as const

/** Every string reachable from `value`: fields, items, Map keys and values, Set members. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null || seen.has(value)) return []
  seen.add(value)
  const parts: unknown[] =
    value instanceof Map
      ? [...value.entries()].flat()
      : value instanceof Set
        ? [...value]
        : Object.values(value)
  return parts.flatMap((v) => strings(v, seen))
}

function built() {
  const b = runContext({ inputs: { prompt: 'Fix it', 'api-key': KEY, 'github-token': TOKEN } })
  const record: RunRecord = { observers: [], settings: b.ctx.settings }
  return { ...b, record }
}

describe('recordOut', () => {
  it('holds no secret of the settings anywhere in the facts, only that each was given', async () => {
    const { ctx, record } = built()
    expect(ctx.settings.apiKey).toBe(KEY)
    expect(ctx.settings.githubToken).toBe(TOKEN)
    const facts = await recordOut({ ...record, builder: new ReportBuilder() }, ctx, FAILED)
    const all = strings(facts)
    expect(all.length).toBeGreaterThan(10)
    expect(all.filter((s) => s.includes(KEY) || s.includes(TOKEN))).toEqual([])
    expect(facts.settings?.apiKey).toBe('(given)')
    expect(facts.settings?.githubToken).toBe('(given)')
    expect(facts.settings?.prompt).toBe('Fix it')
    // The manifest is written from those facts: neither secret is in the file.
    const manifest = fs.readFileSync(facts.manifestPath ?? '', 'utf8')
    expect(manifest).not.toContain(KEY)
    expect(manifest).not.toContain(TOKEN)
  })

  it('says a secret that was not given as empty', async () => {
    const { ctx } = runContext({ inputs: { prompt: 'Fix it' } })
    const facts = await recordOut({ observers: [], settings: ctx.settings }, ctx, FAILED)
    expect(facts.settings?.apiKey).toBe('')
    expect(facts.settings?.githubToken).toBe('')
  })

  it('makes the facts of a run that never started: its clock, the notebook, nothing landed', async () => {
    const { ctx, record } = built()
    ctx.book.note('A note.')
    const facts = await recordOut(record, ctx, FAILED)
    expect(facts.ran).toBe(false)
    expect(facts.startedAt).toBe(ctx.started)
    expect(facts.endedAt).toBe(ctx.clock.now())
    expect(facts.afterRun.notes).toEqual(['A note.'])
    expect(facts.landed).toEqual({ patch: '', commitSha: '', branch: '', prUrl: '' })
    // No result, no files of the texts; the manifest all the same.
    expect(facts.resultFile).toBeUndefined()
    expect(fs.existsSync(facts.manifestPath ?? '')).toBe(true)
  })
})
