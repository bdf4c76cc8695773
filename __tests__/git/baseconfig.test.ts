/**
 * The swap of the agent's configuration (src/git/baseconfig.ts), in process: every name of the table
 * (src/core/agent-config.ts), planted at the root and two folders deep, is swapped for the base's
 * copy or removed, and put back after; a name the swap did not handle fails here.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { AGENT_CONFIG } from '../../src/core/agent-config.js'
import { plainText } from '../../src/core/said.js'
import { useBaseConfig } from '../../src/git/baseconfig.js'
import { git, tempDir } from '../support/helpers.js'
import { Repos } from '../../src/git/git.js'

/** The file planted for a name under `dir`: the name itself, or a file in a folder of that name. */
function plantPath(dir: string, c: { name: string; kind: string }): string {
  const at = dir === '' ? c.name : `${dir}/${c.name}`
  return c.kind === 'file' ? at : `${at}/skills/s/SKILL.md`
}

/** A repository whose base commit has `base` and whose head (checked out) adds `head`. */
function repo(base: Record<string, string>, head: Record<string, string>) {
  const dir = tempDir('caa-cfg-')
  const root = path.join(dir, 'repo')
  const write = (files: Record<string, string>) => {
    for (const [p, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, p)), { recursive: true })
      fs.writeFileSync(path.join(root, p), content)
    }
  }
  fs.mkdirSync(root)
  git(root, 'init', '-q', '-b', 'main')
  write({ 'code.txt': 'code\n', ...base })
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'base')
  const baseSha = git(root, 'rev-parse', 'HEAD')
  write(head)
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '--allow-empty', '-m', 'head')
  const env = { ...process.env, RUNNER_TEMP: dir }
  const swap = () =>
    useBaseConfig({
      repos: new Repos(),
      cwd: root,
      env,
      base: { isPr: true, baseSha },
      trust: false
    })
  return { dir, root, swap, read: (p: string) => readOrNull(path.join(root, p)) }
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

describe('the swap, for every name of the table', () => {
  it('removes the head’s copies at the root and two folders deep, or puts the base’s there, and puts them back', () => {
    const head: Record<string, string> = {}
    const base: Record<string, string> = {}
    for (const c of AGENT_CONFIG) {
      for (const dir of ['', 'pkg/sub']) head[plantPath(dir, c)] = `head ${c.name} in ${dir}\n`
      // The base has each name once, two folders deep.
      base[plantPath('pkg/sub', c)] = `base ${c.name}\n`
    }
    const r = repo(base, head)
    // Untracked, as an earlier step leaves files.
    const untracked = AGENT_CONFIG.map((c) => plantPath('u/v', c))
    for (const p of untracked) {
      fs.mkdirSync(path.dirname(path.join(r.root, p)), { recursive: true })
      fs.writeFileSync(path.join(r.root, p), 'untracked\n')
    }
    const config = r.swap()
    expect(config?.warnings).toEqual([])
    for (const c of AGENT_CONFIG) {
      expect([c.name, r.read(plantPath('', c))]).toEqual([c.name, null])
      expect([c.name, r.read(plantPath('pkg/sub', c))]).toEqual([c.name, `base ${c.name}\n`])
      expect([c.name, r.read(plantPath('u/v', c))]).toEqual([c.name, null])
    }
    expect(r.read('code.txt')).toBe('code\n')
    const note = plainText(config?.notes[0] ?? '')
    expect(note).toContain('replaced by the base')
    expect(note).toContain('removed, as the base has none')
    expect(config?.restore()).toEqual([])
    for (const [p, content] of Object.entries(head)) expect([p, r.read(p)]).toEqual([p, content])
    for (const p of untracked) expect([p, r.read(p)]).toEqual([p, 'untracked\n'])
    expect(git(r.root, 'status', '--porcelain', '--untracked-files=no')).toBe('')
  })

  it('puts the base’s copy where the head deleted it, and removes the folders it made for it after', () => {
    const r = repo({ 'old/deep/AGENTS.md': 'base\n' }, {})
    git(r.root, 'rm', '-q', '-r', 'old')
    git(r.root, 'commit', '-q', '-m', 'delete old')
    const config = r.swap()
    expect(r.read('old/deep/AGENTS.md')).toBe('base\n')
    expect(plainText(config?.notes[0] ?? '')).toContain('as the pull request deletes them')
    config?.restore()
    expect(fs.existsSync(path.join(r.root, 'old'))).toBe(false)
  })

  it('keeps what the agent changed, and the pull request’s copy where the note says', () => {
    const r = repo({ 'AGENTS.md': 'base\n' }, { 'AGENTS.md': 'head\n' })
    const config = r.swap()
    fs.writeFileSync(path.join(r.root, 'AGENTS.md'), 'the agent’s\n')
    const said = (config?.restore() ?? []).map(plainText).join('\n')
    expect(r.read('AGENTS.md')).toBe('the agent’s\n')
    const copy = /own copy is at "([^"]+)"/.exec(said)?.[1] ?? ''
    expect(fs.readFileSync(copy, 'utf8')).toBe('head\n')
  })

  it('is off with trust-pr-config and outside pull requests', () => {
    const r = repo({}, { 'AGENTS.md': 'head\n' })
    const env = { ...process.env, RUNNER_TEMP: r.dir }
    const base = { isPr: true, baseSha: git(r.root, 'rev-parse', 'HEAD~1') }
    expect(
      useBaseConfig({ repos: new Repos(), cwd: r.root, env, base, trust: true })
    ).toBeUndefined()
    expect(
      useBaseConfig({ repos: new Repos(), cwd: r.root, env, base: { isPr: false }, trust: false })
    ).toBeUndefined()
    expect(r.read('AGENTS.md')).toBe('head\n')
  })
})
