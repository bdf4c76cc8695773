/**
 * On pull request events the agent's configuration comes from the base commit, not from the pull
 * request: a PR could otherwise hand the agent its own rules (`.cursor/rules`, `AGENTS.md`), its
 * own permissions (`.cursor/cli.json`) and its own MCP servers (`.cursor/mcp.json`, commands the
 * CLI starts). `trust-pr-config: true` keeps the PR's copies.
 *
 * Before the run the PR's copies are moved aside (under RUNNER_TEMP) and the base's written in
 * their place; after the run they are put back, unless the agent changed the base's copies, in
 * which case its version stays (it is part of its work) and the notes say where the PR's copy is.
 * The base commit is read with the hardened git; when the checkout lacks it (fetch-depth 1), it is
 * fetched from origin as checked out (before the agent ran, so the config is still the
 * checkout's); when that fails, the PR's copies are only removed, with a warning.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PrBase } from '../core/pull.js'
import { ALLOW_FETCH, Git, literal } from './git.js'
import { hashFile, present } from '../io/files.js'

/** Paths (relative to the repository root and to the working directory) the CLI reads config from. */
const CONFIG_PATHS = ['.cursor', 'AGENTS.md', 'CLAUDE.md', '.cursorrules'] as const

interface Swapped {
  /** Repo-relative path. */
  rel: string
  /** Where the PR's copy was moved; undefined when the PR had none. */
  backup?: string
  /** Fingerprint of what was put in its place ('' = nothing). */
  placed: string
}

export interface BaseConfig {
  notes: string[]
  warnings: string[]
  /** Puts the PR's copies back; returns sentences for the notes. */
  restore: () => string[]
}

export function useBaseConfig(o: {
  cwd: string
  env: NodeJS.ProcessEnv
  base: PrBase
  trust: boolean
}): BaseConfig | undefined {
  if (!o.base.isPr || o.trust) return undefined
  const git = Git.open(o.cwd, o.env)
  if (git === undefined) return undefined
  const notes: string[] = []
  const warnings: string[] = []
  const wdRel = path.relative(git.root, o.cwd).split(path.sep).join('/')
  const rels = new Set<string>()
  for (const p of CONFIG_PATHS) {
    rels.add(p)
    if (wdRel !== '' && !wdRel.startsWith('..')) rels.add(`${wdRel}/${p}`)
  }
  let base = o.base.baseSha
  if (base === undefined) {
    warnings.push(
      "The pull request's base commit is not in the event payload, so the agent runs without the pull request's .cursor/, AGENTS.md, CLAUDE.md and .cursorrules (set trust-pr-config: true to use them)."
    )
  } else if (!git.test(['cat-file', '-e', `${base}^{commit}`])) {
    const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true'
    const fetched = git.test(
      [
        'fetch',
        '--no-tags',
        '--no-write-fetch-head',
        ...(shallow ? ['--depth=1'] : []),
        'origin',
        base
      ],
      { timeoutMs: 120_000, config: ALLOW_FETCH }
    )
    if (!fetched || !git.test(['cat-file', '-e', `${base}^{commit}`])) {
      warnings.push(
        `The pull request's base commit ${base.slice(0, 12)} is not in the checkout and could not be fetched, so the agent runs without the pull request's .cursor/, AGENTS.md, CLAUDE.md and .cursorrules (fetch the base, or set trust-pr-config: true).`
      )
      base = undefined
    }
  }
  const tmp =
    o.env.RUNNER_TEMP !== undefined && o.env.RUNNER_TEMP !== '' ? o.env.RUNNER_TEMP : os.tmpdir()
  const backupRoot = fs.mkdtempSync(path.join(tmp, 'cursor-agent-pr-config-'))
  const swapped: Swapped[] = []
  for (const rel of rels) {
    const abs = path.join(git.root, rel)
    const exists = present(abs)
    const inBase =
      base !== undefined &&
      git.run(['ls-tree', '-z', '--name-only', base, '--', literal(rel)]).split('\0')[0] === rel
    if (!exists && !inBase) continue
    let backup: string | undefined
    if (exists) {
      backup = path.join(backupRoot, rel)
      fs.mkdirSync(path.dirname(backup), { recursive: true })
      fs.cpSync(abs, backup, { recursive: true, verbatimSymlinks: true })
      fs.rmSync(abs, { recursive: true, force: true })
    }
    if (inBase && base !== undefined) writeFromCommit(git, base, rel)
    swapped.push({ rel, backup, placed: fingerprint(abs) })
  }
  if (swapped.length > 0 && base !== undefined) {
    notes.push(
      `The agent ran with the base commit's ${swapped.map((s) => s.rel).join(', ')} instead of the pull request's (trust-pr-config is false).`
    )
  }
  return {
    notes,
    warnings,
    restore: () => {
      const said: string[] = []
      for (const s of swapped) {
        const abs = path.join(git.root, s.rel)
        if (fingerprint(abs) !== s.placed) {
          said.push(
            `The agent changed ${s.rel}, which it had from the base commit; its version is kept${s.backup !== undefined ? ` and the pull request's own copy is at ${s.backup}` : ''}.`
          )
          continue
        }
        fs.rmSync(abs, { recursive: true, force: true })
        if (s.backup !== undefined) {
          fs.mkdirSync(path.dirname(abs), { recursive: true })
          fs.cpSync(s.backup, abs, { recursive: true, verbatimSymlinks: true })
        }
      }
      fs.rmSync(backupRoot, { recursive: true, force: true })
      return said
    }
  }
}

/** Writes `rel` (a file or a folder) as it is in `commit`; symlinks and submodules are skipped. */
function writeFromCommit(git: Git, commit: string, rel: string): void {
  const listing = git.run(['ls-tree', '-r', '-z', '--full-tree', commit, '--', literal(rel)])
  for (const entry of listing.split('\0')) {
    const m = /^(\d{6}) (\w+) ([0-9a-f]+)\t(.+)$/s.exec(entry)
    if (m === null) continue
    const [, mode, type, oid, p] = m
    if (type !== 'blob' || mode === '120000') continue
    const dest = path.join(git.root, p)
    fs.mkdirSync(path.dirname(dest), { recursive: true })
    const fd = fs.openSync(dest, 'w', mode === '100755' ? 0o755 : 0o644)
    try {
      git.run(['cat-file', 'blob', oid], { stdoutFd: fd })
    } finally {
      fs.closeSync(fd)
    }
  }
}

/** A file's or folder's content and modes, for "did the agent change it". */
function fingerprint(abs: string): string {
  let st: fs.Stats
  try {
    st = fs.lstatSync(abs)
  } catch {
    return ''
  }
  if (st.isSymbolicLink()) return `l:${fs.readlinkSync(abs)}`
  if (!st.isDirectory()) return `f${(st.mode & 0o111) !== 0 ? 'x' : ''}:${hashFile(abs)}`
  const parts = fs
    .readdirSync(abs)
    .sort()
    .map((n) => `${n}=${fingerprint(path.join(abs, n))}`)
  return `d:[${parts.join(',')}]`
}
