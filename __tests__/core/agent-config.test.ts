/**
 * The agent-configuration table (src/core/agent-config.ts): every piece named at any depth and in
 * any case, and the note that lists what was swapped.
 */
import { describe, expect, it } from '@jest/globals'
import { AGENT_CONFIG, configUnit, isConfigName, swapNote } from '../../src/core/agent-config.js'
import { plainText } from '../../src/core/said.js'

/** The file planted for a name under `dir`: the name itself, or a file in a folder of that name. */
function plantPath(dir: string, c: { name: string; kind: string }): string {
  const at = dir === '' ? c.name : `${dir}/${c.name}`
  return c.kind === 'file' ? at : `${at}/skills/s/SKILL.md`
}

describe('the table', () => {
  it('names each piece at any depth, whatever the case, and nothing else', () => {
    for (const c of AGENT_CONFIG)
      for (const dir of ['', 'a', 'pkg/sub']) {
        const unit = dir === '' ? c.name : `${dir}/${c.name}`
        expect([c.name, configUnit(plantPath(dir, c))]).toEqual([c.name, unit])
        expect([c.name, configUnit(`${unit}/x/AGENTS.md`)]).toEqual([c.name, unit])
        expect(configUnit(plantPath(dir, c).toUpperCase())).toBe(unit.toUpperCase())
        expect(isConfigName(c.name.toLowerCase())).toBe(true)
      }
    for (const p of ['src/cursor/a.ts', 'AGENTS.mdx', 'docs/.cursorrc', 'x.cursor', 'README.md'])
      expect([p, configUnit(p)]).toEqual([p, undefined])
  })

  it('lists at most ten paths a kind in the note, counting the rest', () => {
    const swapped = Array.from({ length: 13 }, (_, i) => ({
      rel: `p${String(i)}/AGENTS.md`,
      kind: 'removed' as const
    }))
    const text = plainText(swapNote(swapped, true) ?? '')
    expect(text).toContain('"p9/AGENTS.md", and 3 more')
    expect(text).not.toContain('p10/')
    expect(text).toContain('trust-pr-config')
    expect(swapNote([{ rel: 'AGENTS.md', kind: 'same' }], true)).toBeUndefined()
  })
})
