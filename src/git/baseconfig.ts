/**
 * On pull request events the agent's configuration comes from the base commit, not from the pull
 * request: a PR could otherwise hand the agent its own rules, skills, hooks (commands run on agent
 * events), MCP servers (commands the CLI starts), permissions and ignore files, at the root or in
 * any folder. What counts is the table of core/agent-config.ts; `trust-pr-config: true` keeps the
 * PR's copies.
 *
 * The set is read from the trees (git/configtree.ts): every piece of configuration of the head
 * (the checked-out commit, and the work tree with untracked files) and of the base commit. Before
 * the run each of the head's is moved aside (under RUNNER_TEMP) and the base's copy written in
 * its place, or nothing when the base has none. Nothing is written or removed through a link:
 * a piece below a link or a file in the work tree (`docs` a link, `docs/AGENTS.md` in the base)
 * is left alone with a warning, a piece that is itself a link moves aside as the link, and every
 * file is created exclusively without following a link. The base's own links and submodules are
 * not written. After the run the head's copies are put back, unless the agent changed the base's
 * copy, in which case its version stays (it is part of its work) and the notes say where the PR's
 * copy is.
 *
 * The base commit is read with the hardened git; when the checkout lacks it (fetch-depth 1), it is
 * fetched from origin as checked out (before the agent ran, so the config is still the
 * checkout's); when that fails, the PR's copies are only removed, with a warning.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathList, swapNote, type SwapKind } from '../core/agent-config.js'
import type { PrBase } from '../core/pull.js'
import { list, said, shown, type Sentence } from '../core/said.js'
import { hashFile, present, tempRoot } from '../io/files.js'
import { above, makeFolders, move } from '../io/tree.js'
import {
  configInCommit,
  configInHead,
  WALK_LIMIT,
  writeBlobs,
  type Placement,
  type TreeFile
} from './configtree.js'
import { ALLOW_FETCH, type Git, type Repos } from './git.js'
import { messageOf } from '../core/errors.js'

interface Swapped {
  /** Repo-relative path of the piece. */
  rel: string
  /** Where the head's copy was moved; undefined when the head had none. */
  backup?: string
  /** Fingerprint of what was put in its place ('' = nothing). */
  placed: string
  /** The same without the contents (names, kinds, modes, sizes): compared first, reading nothing. */
  shape: string
  kind: SwapKind
}

export interface BaseConfig {
  notes: Sentence[]
  warnings: Sentence[]
  /** Puts the PR's copies back; returns sentences for the notes. */
  restore: () => Sentence[]
}

const WITHOUT = "the agent runs without the pull request's agent configuration"

export function useBaseConfig(o: {
  /** The repositories opened before the run (git.ts). */
  repos: Repos
  cwd: string
  env: NodeJS.ProcessEnv
  /** Where the backup goes (RUNNER_TEMP). */
  temp?: string
  base: PrBase
  trust: boolean
}): BaseConfig | undefined {
  if (!o.base.isPr || o.trust) return undefined
  const git = o.repos.open(o.cwd, o.env)
  if (git === undefined) return undefined
  const root = git.root
  const warnings: Sentence[] = []
  const backupRoot = fs.mkdtempSync(path.join(tempRoot(o.temp), 'cursor-agent-pr-config-'))
  const { base, inBase } = readBase(git, { sha: o.base.baseSha, backupRoot, warnings })
  const head = configInHead(git, backupRoot)
  if (!head.complete)
    warnings.push(
      `The work tree has more than ${WALK_LIMIT.toLocaleString('en-US')} files and folders: those past them were not searched for agent configuration (every one the head commit tracks was).`
    )
  const rels = [...new Set([...head.pieces, ...inBase.keys()])].sort()
  const swap = swapPieces(root, { rels, inBase, backupRoot })
  try {
    writeBlobs(git, swap.blobs, backupRoot)
  } catch (error) {
    swap.failed.push(said`the base's copies (${messageOf(error)})`)
  }
  const { failed, blocked, swapped } = swap
  if (failed.length > 0)
    warnings.push(
      said`Some of the base commit's agent configuration could not be put in place of the pull request's (a piece that could not be moved aside stays the pull request's for the run): ${list(failed.slice(0, 10), '; ')}${failed.length > 10 ? `; and ${String(failed.length - 10)} more` : ''}.`
    )
  for (const s of swapped) settle(root, s)
  if (blocked.length > 0)
    warnings.push(
      said`Agent configuration left as the work tree has it, not taken from the base, because a folder above it is a link or a file there (nothing is written or removed through one): ${pathList(blocked)}.`
    )
  const note = swapNote(swapped, base !== undefined)
  return {
    notes: note !== undefined ? [note] : [],
    warnings,
    restore: () => restore(root, swapped, [...swap.madeAbove], backupRoot)
  }
}

/** The base commit and its pieces of configuration; none (with a warning) when it cannot be read. */
function readBase(
  git: Git,
  o: { sha: string | undefined; backupRoot: string; warnings: Sentence[] }
): { base?: string; inBase: Map<string, TreeFile[]> } {
  const base = baseCommit(git, o.sha, o.warnings)
  if (base === undefined) return { inBase: new Map() }
  try {
    return { base, inBase: configInCommit(git, base, o.backupRoot) }
  } catch (error) {
    o.warnings.push(
      `git could not list the base commit ${base.slice(0, 12)} (${messageOf(error)}), so ${WITHOUT}.`
    )
    return { inBase: new Map() }
  }
}

/** The pieces swapped so far, and what stood in the way. */
interface Swap {
  swapped: (Swapped & { had: boolean })[]
  /** Pieces below a link or a file of the work tree: left alone. */
  blocked: string[]
  failed: Sentence[]
  /** The folders made for the base's copies, which did not exist. */
  madeAbove: Set<string>
  /** The base's files to write, once every piece is moved aside. */
  blobs: Placement[]
}

/** Each piece of the head moved aside, and the base's copy of it queued for writing. */
function swapPieces(
  root: string,
  o: { rels: readonly string[]; inBase: ReadonlyMap<string, TreeFile[]>; backupRoot: string }
): Swap {
  const swap: Swap = { swapped: [], blocked: [], failed: [], madeAbove: new Set(), blobs: [] }
  for (const rel of o.rels) {
    const where = above(root, rel)
    if (where.state === 'blocked') {
      swap.blocked.push(rel)
      continue
    }
    const abs = path.join(root, rel)
    const had = where.state === 'ok' && present(abs)
    const files = o.inBase.get(rel)
    if (!had && files === undefined) continue
    const backup = had
      ? path.join(o.backupRoot, `${String(swap.swapped.length)}-${path.basename(rel)}`)
      : undefined
    if (backup !== undefined && !moveAside(abs, { backup, rel, failed: swap.failed })) continue
    queueBase(root, { rel, files: files ?? [], swap })
    swap.swapped.push({ rel, backup, placed: '', shape: '', kind: 'same', had })
  }
  return swap
}

/**
 * The head's piece moved to `backup`; false when it is still in place (nothing was put there): it
 * is then left as it is, and not touched after the run.
 */
function moveAside(abs: string, o: { backup: string; rel: string; failed: Sentence[] }): boolean {
  try {
    move(abs, o.backup)
  } catch (error) {
    o.failed.push(said`${shown(o.rel)} (${messageOf(error)})`)
    if (present(abs) || !present(o.backup)) return false
  }
  return true
}

/** The base's files of a piece queued for writing, the folders above them made. */
function queueBase(root: string, o: { rel: string; files: readonly TreeFile[]; swap: Swap }): void {
  try {
    for (const f of o.files) {
      // The base's links and submodules are not written (a link could lead anywhere).
      if (f.type !== 'blob' || f.mode === '120000') continue
      const made = makeFolders(root, path.posix.dirname(f.path).replace(/^\.$/, ''))
      for (const d of made) if (d.length < o.rel.length) o.swap.madeAbove.add(d)
      o.swap.blobs.push({
        oid: f.oid,
        abs: path.join(root, f.path),
        mode: f.mode === '100755' ? 0o755 : 0o644
      })
    }
  } catch (error) {
    o.swap.failed.push(said`the base's ${shown(o.rel)} (${messageOf(error)})`)
  }
}

/** What a piece holds once the base's copies are in place, and so what the swap did to it. */
function settle(root: string, s: Swapped & { had: boolean }): void {
  s.shape = fingerprint(path.join(root, s.rel), false)
  s.placed = fingerprint(path.join(root, s.rel), true)
  if (!s.had) s.kind = s.placed === '' ? 'same' : 'restored'
  else if (s.placed === '') s.kind = 'removed'
  else s.kind = s.backup !== undefined && unchanged(s.backup, s) ? 'same' : 'replaced'
}

/** The base commit, fetched when the checkout lacks it; undefined (with a warning) when unknown. */
function baseCommit(git: Git, sha: string | undefined, warnings: Sentence[]): string | undefined {
  if (sha === undefined) {
    warnings.push(
      `The pull request's base commit is not in the event payload, so ${WITHOUT} (set trust-pr-config: true to use it).`
    )
    return undefined
  }
  if (git.test(['cat-file', '-e', `${sha}^{commit}`])) return sha
  const shallow = git.run(['rev-parse', '--is-shallow-repository']).trim() === 'true'
  const fetched = git.test(
    [
      'fetch',
      '--no-tags',
      '--no-write-fetch-head',
      ...(shallow ? ['--depth=1'] : []),
      'origin',
      sha
    ],
    { timeoutMs: 120_000, config: ALLOW_FETCH }
  )
  if (fetched && git.test(['cat-file', '-e', `${sha}^{commit}`])) return sha
  warnings.push(
    `The pull request's base commit ${sha.slice(0, 12)} is not in the checkout and could not be fetched, so ${WITHOUT} (fetch the base, or set trust-pr-config: true).`
  )
  return undefined
}

/** After the run: the head's copies back where the agent left the base's untouched. */
function restore(
  root: string,
  swapped: readonly Swapped[],
  madeAbove: readonly string[],
  backupRoot: string
): Sentence[] {
  const out: Sentence[] = []
  const keptAway: Sentence[] = []
  /** Whether a sentence sends the reader to a copy under backupRoot (which then stays). */
  let pointed = false
  for (const s of swapped) {
    const abs = path.join(root, s.rel)
    const where = above(root, s.rel)
    if (where.state === 'blocked') {
      if (s.backup !== undefined) keptAway.push(said`${shown(s.rel)} (at ${shown(s.backup)})`)
      continue
    }
    if (!unchanged(abs, s)) {
      pointed ||= s.backup !== undefined
      const what =
        s.placed === ''
          ? said`The agent made ${shown(s.rel)}, which it ran without`
          : said`The agent changed ${shown(s.rel)}, which it had from the base commit`
      out.push(
        s.backup !== undefined
          ? said`${what}; its version is kept and the pull request's own copy is at ${shown(s.backup)}.`
          : said`${what}; its version is kept.`
      )
      continue
    }
    fs.rmSync(abs, { recursive: true, force: true })
    if (s.backup === undefined) continue
    makeFolders(root, path.posix.dirname(s.rel).replace(/^\.$/, ''))
    move(s.backup, abs)
  }
  // The folders made for the base's copies, innermost first, where the agent left them empty.
  for (const d of [...madeAbove].reverse())
    if (above(root, d).state === 'ok')
      try {
        fs.rmdirSync(path.join(root, d))
      } catch {
        // Not empty (the agent wrote there), or gone: left as it is.
      }
  if (keptAway.length > 0)
    out.push(
      said`Not put back, because the agent made a folder above them a link or a file: the pull request's ${list(keptAway, ', ')}.`
    )
  if (keptAway.length === 0 && !pointed) fs.rmSync(backupRoot, { recursive: true, force: true })
  return out
}

/**
 * Whether `abs` holds what was placed: its shape first, which reads no file, then its content.
 * The agent can leave a file of any size there (a sparse one costs nothing to make): only one of
 * the sizes placed (the base's files, or the pull request's for a piece the base lacks) is read.
 */
function unchanged(abs: string, s: Pick<Swapped, 'shape' | 'placed'>): boolean {
  return fingerprint(abs, false) === s.shape && fingerprint(abs, true) === s.placed
}

/**
 * A file's or folder's names, kinds, modes and sizes, and with `content` each file's content
 * hash: for "did the agent change it". Follows no link.
 */
function fingerprint(abs: string, content: boolean): string {
  let st: fs.Stats
  try {
    st = fs.lstatSync(abs)
  } catch {
    return ''
  }
  if (st.isSymbolicLink()) return `l:${fs.readlinkSync(abs)}`
  if (!st.isDirectory())
    return `f${(st.mode & 0o111) !== 0 ? 'x' : ''}:${content ? hashFile(abs) : String(st.size)}`
  const parts = fs
    .readdirSync(abs)
    .sort()
    .map((n) => `${n}=${fingerprint(path.join(abs, n), content)}`)
  return `d:[${parts.join(',')}]`
}
