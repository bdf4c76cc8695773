/**
 * The post-run integrity check: did the agent write where only the workflow should?
 *
 * - The runner's command files (GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE and the
 *   step summary) are read by the runner after the step: a line the agent adds to GITHUB_ENV
 *   (say `NODE_OPTIONS=--require …`) would run in every later step, a line in the summary would
 *   stand above the action's own. Their content before the run is kept (they are small then: the
 *   runner gives each step fresh files) and put back after it, and the check says so.
 * - `.git/hooks`, `.git/config` and `.github/workflows/` changed by the agent are reported: the
 *   action's own git ignores them, but a later step or a push would not.
 * Snapshot right before the CLI starts and compare right after it ended, before the action
 * writes its own outputs and summary.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Git, hashFile } from './git.js'

const COMMAND_FILES = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
] as const

/** Content kept for putting back; larger files are only compared. */
const KEEP_BYTES = 1024 * 1024
const MAX_TREE_FILES = 5000

interface CommandFile {
  name: string
  file: string
  hash: string
  content?: Buffer
}

export interface IntegritySnapshot {
  commandFiles: CommandFile[]
  /** Label (".git/config", ".git/hooks/pre-commit", ".github/workflows/ci.yml") → hash. */
  tree: Map<string, string>
  roots: { label: string; abs: string }[]
}

export interface IntegrityFinding {
  /** What was touched, e.g. "GITHUB_ENV" or ".git/hooks". */
  target: string
  /** One plain sentence. */
  message: string
}

export function integritySnapshot(cwd: string, env: NodeJS.ProcessEnv): IntegritySnapshot {
  const commandFiles: CommandFile[] = []
  for (const name of COMMAND_FILES) {
    const file = env[name]
    if (file === undefined || file === '') continue
    let content: Buffer | undefined
    try {
      if (fs.statSync(file).size <= KEEP_BYTES) content = fs.readFileSync(file)
    } catch {
      content = undefined
    }
    commandFiles.push({ name, file, hash: hashFile(file), content })
  }
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
  return { commandFiles, tree, roots }
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
 * Writes a command file back without following what the agent may have put in its place: a
 * symlink (to a FIFO, a device, another file) is removed first, and the file is opened with
 * O_NOFOLLOW, so the write can neither block nor land elsewhere.
 */
function restoreFile(file: string, content: Buffer): void {
  const st = fs.lstatSync(file, { throwIfNoEntry: false })
  if (st !== undefined && !st.isFile()) fs.rmSync(file, { force: true })
  const fd = fs.openSync(
    file,
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_TRUNC | fs.constants.O_NOFOLLOW,
    0o644
  )
  try {
    fs.writeFileSync(fd, content)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Compares, and puts the command files back as they were before the run. Returns one finding
 * per thing touched; empty when nothing was.
 */
export function checkIntegrity(before: IntegritySnapshot): IntegrityFinding[] {
  const findings: IntegrityFinding[] = []
  for (const f of before.commandFiles) {
    if (hashFile(f.file) === f.hash) continue
    let restored = false
    if (f.content !== undefined) {
      try {
        restoreFile(f.file, f.content)
        restored = true
      } catch {
        restored = false
      }
    }
    findings.push({
      target: f.name,
      message: `The agent wrote to ${f.name}, the runner's file for ${purpose(f.name)}; ${restored ? 'what it wrote was removed before the runner could read it' : 'it could not be put back, so later steps may see what it wrote'}.`
    })
  }
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

function purpose(name: string): string {
  switch (name) {
    case 'GITHUB_ENV':
      return 'environment variables of later steps'
    case 'GITHUB_PATH':
      return 'the PATH of later steps'
    case 'GITHUB_OUTPUT':
      return "this step's outputs"
    case 'GITHUB_STATE':
      return "this action's saved state"
    default:
      return "this step's job summary"
  }
}
