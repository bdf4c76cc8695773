/**
 * The post-run integrity check of the repository: `.git/hooks`, `.git/config`, `.git/info` and
 * `.github/workflows/` changed by the agent are reported: the action's own git ignores them, but
 * a later step or a push would not. (The runner's own files are src/runner/files.ts.) Snapshot
 * right before the CLI starts and compare right after it ended.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Git } from './git.js'
import { hashFile } from '../io/files.js'

const MAX_TREE_FILES = 5000

export interface IntegritySnapshot {
  /** Label (".git/config", ".git/hooks/pre-commit", ".github/workflows/ci.yml") → hash. */
  tree: Map<string, string>
  roots: { label: string; abs: string }[]
}

export interface IntegrityFinding {
  /** What was touched, e.g. ".git/hooks". */
  target: string
  /** One plain sentence. */
  message: string
}

export function integritySnapshot(cwd: string, env: NodeJS.ProcessEnv): IntegritySnapshot {
  const roots: { label: string; abs: string }[] = []
  const git = Git.open(cwd, env)
  if (git !== undefined) {
    // Not `--git-path hooks`: our own git has core.hooksPath pointed at /dev/null.
    const common = git.facts.commonDir
    roots.push({ label: '.git/config', abs: path.join(common, 'config') })
    roots.push({ label: '.git/hooks', abs: path.join(common, 'hooks') })
    // exclude and attributes: rules that change what git sees as changed.
    roots.push({ label: '.git/info', abs: path.join(common, 'info') })
    roots.push({ label: '.github/workflows', abs: path.join(git.root, '.github', 'workflows') })
  } else {
    roots.push({ label: '.github/workflows', abs: path.join(cwd, '.github', 'workflows') })
  }
  const tree = new Map<string, string>()
  for (const r of roots) walk(r.abs, r.label, tree)
  return { tree, roots }
}

/** Files under `abs` (or `abs` itself), by label, with content hash and mode. Symlinks unfollowed. */
function walk(abs: string, label: string, into: Map<string, string>): void {
  let st: fs.Stats
  try {
    st = fs.lstatSync(abs)
  } catch {
    return
  }
  if (into.size >= MAX_TREE_FILES) return
  if (st.isDirectory()) {
    let names: string[]
    try {
      names = fs.readdirSync(abs).sort()
    } catch {
      return
    }
    for (const n of names) walk(path.join(abs, n), `${label}/${n}`, into)
  } else if (st.isSymbolicLink()) {
    let target: string
    try {
      target = fs.readlinkSync(abs)
    } catch {
      target = '?'
    }
    into.set(label, `link:${target}`)
  } else {
    into.set(label, `${(st.mode & 0o777).toString(8)}:${hashFile(abs)}`)
  }
}

/**
 * Compares with the snapshot. Returns one finding per root touched; empty when nothing was.
 */
export function checkIntegrity(before: IntegritySnapshot): IntegrityFinding[] {
  const findings: IntegrityFinding[] = []
  const after = new Map<string, string>()
  for (const r of before.roots) walk(r.abs, r.label, after)
  for (const r of before.roots) {
    const changed: string[] = []
    const inRoot = (label: string): boolean => label === r.label || label.startsWith(`${r.label}/`)
    for (const [label, hash] of after)
      if (inRoot(label) && before.tree.get(label) !== hash) changed.push(label)
    for (const label of before.tree.keys())
      if (inRoot(label) && !after.has(label)) changed.push(label)
    if (changed.length === 0) continue
    const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ', …' : '')
    findings.push({
      target: r.label,
      message: `The agent changed ${r.label} (${shown}).`
    })
  }
  return findings
}
