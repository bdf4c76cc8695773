/**
 * Landing the agent's work, after the run, by the action and never by the agent: a patch always,
 * and on request a commit pushed with a lease and a pull request.
 *
 * - The patch and the commit are measured from the commit the run started from, so commits the
 *   agent made itself are kept and counted. Both come from the work tree as worktree.ts reads it
 *   (a tree built in a private index), so ignored files stay out and the user's index is only
 *   replaced once a commit is made.
 * - The push runs from an empty bare repository of ours under RUNNER_TEMP that borrows the
 *   workspace's objects (git alternates): the workspace's `.git/config`, which the agent could
 *   write, is never read by the command that holds the token. The remote URL is the one `origin`
 *   had before the run, so an agent that rewrote it cannot redirect the token. The token travels
 *   as an `http.extraheader` in that one process's environment (GIT_CONFIG_KEY/VALUE), never on a
 *   command line (world-readable in /proc) and never in a config file.
 * - A push to the PR's head branch carries a lease (the remote head must still be the start
 *   commit); if the head moved, the work goes to a new branch instead and the notes say why. The
 *   push is verified with `ls-remote`.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GitError, gitEnv } from './git.js'
import { readWorkTree, type StartPoint, type WorkTree } from './worktree.js'
import { spawnSync } from 'node:child_process'
import { messageOf } from '../core/errors.js'
import { truncate } from '../core/text.js'

/** The pull request the run is for, from the event payload (never from the model). */
export interface PullFacts {
  number: number
  headRef: string
  headSha: string
  /** owner/name of the head and base repositories. */
  headRepo: string
  baseRepo: string
  fork: boolean
}

export interface LandSettings {
  push: boolean
  openPr: boolean
  commitMessage: string
  branchPrefix: string
}

export interface OpenPull {
  (request: { head: string; base: string; title: string; body: string }): Promise<string>
}

export interface LandContext {
  start: StartPoint
  /** The work tree after the run (worktree.ts); read here when not given. */
  work?: WorkTree
  settings: LandSettings
  env: NodeJS.ProcessEnv
  /** The token for the push; empty: push without one (a URL that needs none, or a helper). */
  token: string
  pull?: PullFacts
  /** The prompt, the final message and the session id, already redacted. */
  prompt: string
  finalMessage: string
  sessionId?: string
  /** Opens a pull request through the API and returns its URL; absent: no API available. */
  openPull?: OpenPull
  /** Where the log line for each step goes. */
  log?: (line: string) => void
  /** Tests only: a smaller limit than PATCH_MAX_BLOB_BYTES. */
  patchMaxBlobBytes?: number
}

export interface Landing {
  /** Path of the patch, when something changed. */
  patch?: string
  commitSha?: string
  branch?: string
  prUrl?: string
  /** Plain sentences for the summary and the PR comment. */
  notes: string[]
  /** Also shown as warnings in the log. */
  warnings: string[]
  /**
   * Per changed file (repo-relative path), a link to its section of the pushed diff on GitHub
   * (`…/compare/START...COMMIT#diff-<sha256 of the path>`); empty when nothing was pushed.
   */
  anchors: Map<string, string>
  /** Repo-relative paths in the patch, in patch order. */
  files: string[]
}

/** A push that failed: the step fails with push_failed and this message. */
export class PushError extends Error {
  /** What had landed before the push failed (the patch above all). */
  landing?: Landing
  constructor(message: string) {
    super(message)
    this.name = 'PushError'
  }
}

const IDENTITY = {
  name: 'Cursor Agent',
  email: 'cursor-agent-action@users.noreply.github.com'
} as const

/** The branch for work that cannot go to the PR's head: `<prefix><run id>-<run attempt>`. */
function newBranchName(prefix: string, env: NodeJS.ProcessEnv): string {
  const id = env.GITHUB_RUN_ID ?? String(Date.now())
  const attempt = env.GITHUB_RUN_ATTEMPT ?? '1'
  return `${prefix}${id}-${attempt}`
}

/**
 * Blobs larger than this stay out of the patch (named in a note): git holds a blob whole in
 * memory to diff it and gives up at 1 GiB, and a patch of that size helps no reviewer. The
 * commit, when one is made, has them.
 */
const PATCH_MAX_BLOB_BYTES = 128 * 1024 * 1024

interface Patch {
  /** '' when nothing changed. */
  file: string
  /** Every changed path, repo-relative. */
  files: string[]
  /** Paths whose content is too large for the patch. */
  omitted: string[]
}

/** Writes the binary-safe patch from the start commit to the work tree's tree. */
function writePatch(work: WorkTree, env: NodeJS.ProcessEnv, maxBlob: number): Patch {
  const files = work.changes.map((c) => c.path)
  if (files.length === 0 || work.tree === undefined) return { file: '', files, omitted: [] }
  const oids = new Map(
    work.changes.map((c) => [c.path, [c.oldOid, c.newOid].filter((o) => !/^0+$/.test(o))])
  )
  const all = [...oids.values()].flat()
  const sizes = work.git
    .run(['cat-file', '--batch-check=%(objectsize)'], { input: all.join('\n') + '\n' })
    .split('\n')
  const sizeOf = new Map(all.map((o, i) => [o, Number(sizes[i] ?? '0')]))
  const omitted = files.filter((p) =>
    (oids.get(p) ?? []).some((o) => (sizeOf.get(o) ?? 0) > maxBlob)
  )
  const dir =
    env.RUNNER_TEMP !== undefined && env.RUNNER_TEMP !== '' ? env.RUNNER_TEMP : os.tmpdir()
  const file = path.join(
    dir,
    `cursor-agent-${env.GITHUB_RUN_ID ?? Date.now()}-${randomBytes(4).toString('hex')}.patch`
  )
  const fd = fs.openSync(file, 'w', 0o600)
  try {
    // Tree to tree: only objects are read, so no filter or driver could run even if one were set.
    work.git.run(
      [
        'diff',
        '--binary',
        '--full-index',
        '--no-color',
        '--no-ext-diff',
        '--no-textconv',
        '--no-renames',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        work.base,
        work.tree,
        '--',
        ...(omitted.length > 0 ? ['.', ...omitted.map((p) => `:(exclude,literal)${p}`)] : [])
      ],
      { stdoutFd: fd, timeoutMs: 600_000 }
    )
  } catch (error) {
    fs.rmSync(file, { force: true })
    throw error
  } finally {
    fs.closeSync(fd)
  }
  if (fs.statSync(file).size === 0) {
    // Everything that changed was too large for it.
    fs.rmSync(file, { force: true })
    return { file: '', files, omitted }
  }
  return { file, files, omitted }
}

/** The default commit message: the prompt's first line, the final message, the session trailer. */
export function commitMessage(ctx: LandContext): string {
  if (ctx.settings.commitMessage.trim() !== '') return ctx.settings.commitMessage.trim() + '\n'
  const subject = oneLine(ctx.prompt, 72) || 'Changes by Cursor Agent'
  const body = ctx.finalMessage.trim().slice(0, 8000)
  const trailer = ctx.sessionId !== undefined ? `\n\nCursor-Session-Id: ${ctx.sessionId}` : ''
  return `${subject}${body !== '' ? `\n\n${body}` : ''}${trailer}\n`
}

function oneLine(text: string, max: number): string {
  const line = (text.split('\n').find((l) => l.trim() !== '') ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim()
  return truncate(line, max)
}

/** Runs the whole landing. Throws PushError when a requested push fails. */
export async function land(ctx: LandContext): Promise<Landing> {
  const out: Landing = { notes: [], warnings: [], anchors: new Map(), files: [] }
  const log = ctx.log ?? (() => undefined)
  let work: WorkTree
  try {
    work = ctx.work ?? readWorkTree(ctx.start, ctx.env)
  } catch (error) {
    // git could not read the work tree (an unreadable file, a broken .git/config): without a
    // push this costs only the patch; with one, the step fails as a push would.
    const message = `git could not collect the changes: ${messageOf(error)}`
    if (ctx.settings.push) throw new PushError(`${message}. Nothing was committed or pushed.`)
    out.warnings.push(`${message}. No patch was written.`)
    return out
  }
  if (work.tree === undefined && work.problem !== undefined) {
    // git could not build the tree (the comparison still lists what status saw).
    if (ctx.work === undefined) work.dispose()
    const message = `git could not collect the changes: ${work.problem}`
    if (ctx.settings.push) throw new PushError(`${message}. Nothing was committed or pushed.`)
    out.warnings.push(`${message}. No patch was written.`)
    return out
  }
  if (work.problem !== undefined)
    out.warnings.push(
      `git left some files out of the patch${ctx.settings.push ? ' and the commit' : ''}: ${work.problem}`
    )
  try {
    try {
      const patch = writePatch(work, ctx.env, ctx.patchMaxBlobBytes ?? PATCH_MAX_BLOB_BYTES)
      out.files = patch.files
      if (patch.file !== '') {
        out.patch = patch.file
        log(`The changes (${String(patch.files.length)} files) are in the patch ${patch.file}.`)
      }
      if (patch.omitted.length > 0) {
        out.warnings.push(
          `The patch leaves out ${patch.omitted.slice(0, 5).join(', ')}${patch.omitted.length > 5 ? ', …' : ''}: over ${String(Math.round((ctx.patchMaxBlobBytes ?? PATCH_MAX_BLOB_BYTES) / 1048576))} MiB, too large to diff; git apply will not recreate ${patch.omitted.length === 1 ? 'it' : 'them'}.`
        )
      }
    } catch (error) {
      // The patch is a convenience: the run and a requested push go on without it.
      out.warnings.push(`The patch could not be written: ${messageOf(error)}`)
    }
    if (!ctx.settings.push) {
      if (ctx.settings.openPr)
        out.warnings.push('open-pr needs push: true; no pull request was opened.')
      return out
    }
    if (ctx.pull?.fork === true) {
      out.warnings.push(
        `Not pushed: the pull request comes from a fork (${ctx.pull.headRepo}), which this workflow's token cannot write to.${out.patch !== undefined ? ` The patch is kept at ${out.patch}.` : ''}`
      )
      return out
    }
    const tree = work.tree
    const headTree =
      work.head !== undefined && tree !== undefined
        ? work.git.run(['rev-parse', `${work.head}^{tree}`]).trim()
        : undefined
    if (tree === undefined || (work.head === ctx.start.head && headTree === tree)) {
      out.notes.push('Nothing changed: no commit was made and nothing was pushed.')
      return out
    }
    let commit = work.head
    if (headTree !== tree) {
      try {
        commit = makeCommit(work, tree, ctx)
      } catch (error) {
        throw new PushError(`The commit could not be made: ${messageOf(error)}.${patchHint(out)}`)
      }
      log(`Committed the changes as ${commit}.`)
    } else {
      out.notes.push("The agent's own commits are pushed as they are (no changes left to commit).")
    }
    if (commit === undefined) return out
    out.commitSha = commit
    await pushWork(ctx, work, commit, out, log)
    return out
  } catch (error) {
    if (error instanceof PushError) error.landing = out
    throw error
  } finally {
    // A work tree read here is ours to clean up; the caller's is the caller's.
    if (ctx.work === undefined) work.dispose()
  }
}

function makeCommit(work: WorkTree, tree: string, ctx: LandContext): string {
  const who = {
    GIT_AUTHOR_NAME: ctx.env.GIT_AUTHOR_NAME ?? IDENTITY.name,
    GIT_AUTHOR_EMAIL: ctx.env.GIT_AUTHOR_EMAIL ?? IDENTITY.email,
    GIT_COMMITTER_NAME: ctx.env.GIT_COMMITTER_NAME ?? IDENTITY.name,
    GIT_COMMITTER_EMAIL: ctx.env.GIT_COMMITTER_EMAIL ?? IDENTITY.email
  }
  const parents = work.head !== undefined ? ['-p', work.head] : []
  const commit = work.git
    .run(['commit-tree', tree, ...parents, '-F', '-'], {
      input: commitMessage(ctx),
      env: who
    })
    .trim()
  // The branch (or a detached HEAD) moves to the commit, and the index matches it, as after a
  // `git commit -a`; the old value guards against anything having moved HEAD meanwhile.
  work.git.run([
    'update-ref',
    '-m',
    'cursor-agent-action: commit',
    'HEAD',
    commit,
    work.head ?? '0'.repeat(commit.length)
  ])
  work.adopt()
  return commit
}

interface Remote {
  /** Runs git in our clean bare repository; the token only when asked. */
  run: (args: string[], withToken: boolean) => { ok: boolean; stdout: string; stderr: string }
  dispose: () => void
}

/** An empty bare repository of ours that borrows the workspace's objects; see the module comment. */
function cleanRemote(work: WorkTree, ctx: LandContext, url: string): Remote {
  const dir = fs.mkdtempSync(
    path.join(
      ctx.env.RUNNER_TEMP !== undefined && ctx.env.RUNNER_TEMP !== ''
        ? ctx.env.RUNNER_TEMP
        : os.tmpdir(),
      'cursor-agent-push-'
    )
  )
  // Both live in the common folder (a linked worktree shares its repository's).
  const objects = path.join(work.git.facts.commonDir, 'objects')
  const shallow = path.join(work.git.facts.commonDir, 'shallow')
  const base = gitEnv(ctx.env, [
    ['core.hooksPath', '/dev/null'],
    ['core.fsmonitor', 'false'],
    ['credential.helper', ''],
    ['protocol.ext.allow', 'never'],
    ['http.followRedirects', 'false'],
    ['gc.auto', '0'],
    ['safe.directory', dir]
  ])
  const exec = (args: string[], env: NodeJS.ProcessEnv): ReturnType<Remote['run']> => {
    const r = spawnSync('git', args, {
      cwd: dir,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
      killSignal: 'SIGKILL'
    })
    return { ok: r.status === 0, stdout: r.stdout, stderr: (r.stderr || r.error?.message) ?? '' }
  }
  const init = exec(['init', '--bare', '-q', '--template=', '.'], base)
  if (!init.ok) throw new PushError(`Could not prepare the push: ${init.stderr.trim()}`)
  fs.mkdirSync(path.join(dir, 'objects', 'info'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'objects', 'info', 'alternates'), objects + '\n')
  // A shallow checkout (fetch-depth 1) must say where its history stops.
  if (fs.existsSync(shallow)) fs.copyFileSync(shallow, path.join(dir, 'shallow'))
  const token = ctx.token
  return {
    run: (args, withToken) => {
      const env = { ...base }
      if (withToken && token !== '') {
        const n = Number(env.GIT_CONFIG_COUNT ?? '0')
        env[`GIT_CONFIG_KEY_${String(n)}`] = 'http.extraheader'
        env[`GIT_CONFIG_VALUE_${String(n)}`] =
          `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`
        env.GIT_CONFIG_COUNT = String(n + 1)
      }
      // The URL is passed as an argument, so nothing of the workspace's remote config applies.
      return exec(
        args.map((a) => (a === '{url}' ? url : a)),
        env
      )
    },
    dispose: () => fs.rmSync(dir, { recursive: true, force: true })
  }
}

function remoteSha(remote: Remote, ref: string): string | undefined {
  const r = remote.run(['ls-remote', '--', '{url}', ref], true)
  if (!r.ok) return undefined
  const line = r.stdout.split('\n').find((l) => l.endsWith(`\t${ref}`))
  return line?.split('\t')[0] ?? ''
}

async function pushWork(
  ctx: LandContext,
  work: WorkTree,
  commit: string,
  out: Landing,
  log: (line: string) => void
): Promise<void> {
  const url = ctx.start.originUrl
  if (url === undefined) {
    throw new PushError(
      `push: true, but the repository had no "origin" remote when the run started; nothing was pushed.${patchHint(out)}`
    )
  }
  const remote = cleanRemote(work, ctx, url)
  try {
    let target: string | undefined
    let why = ''
    const pull = ctx.pull
    if (pull !== undefined && pull.headRepo === pull.baseRepo) {
      if (ctx.start.head !== pull.headSha) {
        why = `the run did not start from the pull request's head ${short(pull.headSha)} but from ${short(ctx.start.head)} (check out the head branch, e.g. actions/checkout with ref: \${{ github.head_ref }}, to push onto it)`
      } else {
        const ref = `refs/heads/${pull.headRef}`
        const pushed = remote.run(
          [
            'push',
            '--porcelain',
            '--no-verify',
            `--force-with-lease=${ref}:${ctx.start.head}`,
            '{url}',
            `${commit}:${ref}`
          ],
          true
        )
        if (pushed.ok) {
          target = pull.headRef
        } else {
          const now = remoteSha(remote, ref)
          if (now !== undefined && now !== ctx.start.head) {
            why = `the pull request's branch ${pull.headRef} moved during the run (now ${short(now)}, the run started from ${short(ctx.start.head)}), so it was not overwritten`
          } else {
            throw new PushError(failureText(pull.headRef, pushed.stderr, out))
          }
        }
      }
    } else if (pull !== undefined) {
      why = `the pull request's head is in another repository (${pull.headRepo})`
    }
    const newBranch = target === undefined
    if (target === undefined) {
      target = newBranchName(ctx.settings.branchPrefix, ctx.env)
      const ref = `refs/heads/${target}`
      const pushed = remote.run(
        [
          'push',
          '--porcelain',
          '--no-verify',
          `--force-with-lease=${ref}:`,
          '{url}',
          `${commit}:${ref}`
        ],
        true
      )
      if (!pushed.ok) throw new PushError(failureText(target, pushed.stderr, out))
    }
    const ref = `refs/heads/${target}`
    const landed = remoteSha(remote, ref)
    if (landed !== commit) {
      throw new PushError(
        `The push to ${target} reported success, but the remote branch is at ${landed === undefined || landed === '' ? 'nothing' : landed}, not ${commit}.${patchHint(out)}`
      )
    }
    out.branch = target
    const sentence = newBranch
      ? `Pushed ${short(commit)} to a new branch ${target}${why !== '' ? ` because ${why}` : ''}.`
      : `Pushed ${short(commit)} onto the pull request's branch ${target}.`
    out.notes.push(sentence)
    log(sentence)
    const repo = ctx.env.GITHUB_REPOSITORY
    const server = ctx.env.GITHUB_SERVER_URL ?? 'https://github.com'
    if (repo !== undefined && repo !== '' && ctx.start.head !== undefined) {
      for (const f of out.files)
        out.anchors.set(
          f,
          `${server}/${repo}/compare/${ctx.start.head}...${commit}#diff-${createHash('sha256').update(f).digest('hex')}`
        )
    }
    if (newBranch && ctx.settings.openPr) await openPr(ctx, target, out, log)
    else if (!newBranch && ctx.settings.openPr && pull !== undefined)
      out.notes.push(`No new pull request: the work is on pull request #${String(pull.number)}.`)
  } finally {
    remote.dispose()
  }
}

async function openPr(
  ctx: LandContext,
  head: string,
  out: Landing,
  log: (line: string) => void
): Promise<void> {
  const base = ctx.pull?.headRef ?? ctx.start.branch
  const repo = ctx.env.GITHUB_REPOSITORY ?? ''
  const server = ctx.env.GITHUB_SERVER_URL ?? 'https://github.com'
  const ref = (r: string): string => r.split('/').map(encodeURIComponent).join('/')
  const compare = `${server}/${repo}/compare/${ref(base ?? 'main')}...${ref(head)}?expand=1`
  if (base === undefined) {
    out.warnings.push(
      `open-pr: the run did not start on a branch, so there is no base for a pull request. Open one by hand: ${compare}`
    )
    return
  }
  if (ctx.openPull === undefined) {
    out.warnings.push(`open-pr: no github-token to call the API with. Open it by hand: ${compare}`)
    return
  }
  const runUrl =
    repo !== '' && ctx.env.GITHUB_RUN_ID !== undefined
      ? `${server}/${repo}/actions/runs/${ctx.env.GITHUB_RUN_ID}${ctx.env.GITHUB_RUN_ATTEMPT !== undefined ? `/attempts/${ctx.env.GITHUB_RUN_ATTEMPT}` : ''}`
      : undefined
  const title = `Cursor Agent: ${oneLine(ctx.prompt, 200) || 'changes'}`.slice(0, 256)
  const body = [
    `Changes made by Cursor Agent${runUrl !== undefined ? ` in [this run](${runUrl}); its job summary shows what the agent did` : ''}.`,
    '',
    `${String(out.files.length)} files changed${ctx.pull !== undefined ? `, for #${String(ctx.pull.number)}` : ''}.`,
    ...(ctx.sessionId !== undefined ? ['', `Session: \`${ctx.sessionId.replace(/`/g, '')}\``] : [])
  ].join('\n')
  try {
    out.prUrl = await ctx.openPull({ head, base, title, body })
    const sentence = `Opened pull request ${out.prUrl} from ${head} into ${base}.`
    out.notes.push(sentence)
    log(sentence)
  } catch (error) {
    out.warnings.push(
      `open-pr: the pull request could not be opened (${messageOf(error)}). Open it by hand: ${compare}`
    )
  }
}

function short(sha: string | undefined): string {
  return sha === undefined ? 'no commit' : sha.slice(0, 12)
}

function patchHint(out: Landing): string {
  return out.patch !== undefined ? ` The patch is at ${out.patch}.` : ''
}

/** The failed push's message: git's own words, then the likely fixes. */
export function failureText(branch: string, stderr: string, out: Landing): string {
  const said = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^(To |Done$)/.test(l))
    .slice(-6)
    .join('\n')
  const hints: string[] = []
  if (/workflow/i.test(stderr))
    hints.push(
      'the changes touch .github/workflows/, which needs a token with the workflows permission (a GitHub App token or a PAT; GITHUB_TOKEN cannot)'
    )
  if (/protected branch|GH006|GH013|rule violations/i.test(stderr))
    hints.push('the branch is protected: let the action push a new branch (and open-pr) instead')
  if (hints.length === 0 || /403|denied|not allowed|Authentication|401/i.test(stderr))
    hints.push('the token needs contents: write (permissions: contents: write in the workflow)')
  return `The push to ${branch} failed${said !== '' ? `:\n${said}` : '.'}\nLikely fix: ${hints.join('; or ')}.${patchHint(out)}`
}

export { GitError }
