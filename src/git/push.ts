/**
 * The push: from an empty bare repository of ours under RUNNER_TEMP that borrows the workspace's
 * objects (git alternates), so the workspace's `.git/config`, which the agent could write, is
 * never read by the command that holds the token; to the URL `origin` had before the run; the
 * token as an `http.extraheader` in that one process's environment. Onto the pull request's
 * branch only as a fast-forward: the commit's one parent is the start commit (checked here
 * again) and the lease says the branch is still there; else to a new branch. Verified with
 * `ls-remote`. Then, when asked, the pull request, whose title and body quote nobody's markup.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { branchDelivered, remoteHead } from './delivered.js'
import { gitEnv, gitProgram } from './git.js'
import type { WorkTree } from './worktree.js'
import { messageOf } from '../core/errors.js'
import { spawnSyncToExit } from '../io/child.js'
import { oneLine, patchHint, PushError, short, type LandContext, type Landing } from './landing.js'
import { sessionIdOf } from '../core/stream/events.js'
import { code, unlinked } from '../render/markdown.js'
import type { RunnerEnv } from '../core/ports.js'

function newBranchName(prefix: string, env: RunnerEnv): string {
  const id = env.runId ?? String(Date.now())
  const attempt = env.runAttempt ?? '1'
  return `${prefix}${id}-${attempt}`
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
      ctx.runner.temp !== undefined && ctx.runner.temp !== '' ? ctx.runner.temp : os.tmpdir(),
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
    // Returns at git's exit: ssh's ControlPersist master, say, can hold its output far longer.
    const r = spawnSyncToExit(gitProgram(), args, {
      cwd: dir,
      env,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 300_000,
      killSignal: 'SIGKILL',
      windowsHide: true
    })
    const ok = r.status === 0 && r.error === undefined
    return { ok, stdout: r.stdout, stderr: (r.stderr || r.error?.message) ?? '' }
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
  return remoteHead(r.stdout, ref.replace(/^refs\/heads\//, ''))
}

export async function pushWork(
  ctx: LandContext,
  work: WorkTree,
  commit: string,
  out: Landing,
  log: (line: string) => void
): Promise<void> {
  const url = pushable(ctx, { work, commit, out })
  const remote = cleanRemote(work, ctx, url)
  try {
    const onPull = pushOntoPull(remote, ctx, { commit, out })
    const newBranch = onPull.target === undefined
    const target = onPull.target ?? pushNewBranch(remote, ctx, { commit, out })
    const missing = branchDelivered((ref) => remote.run(['ls-remote', '--', '{url}', ref], true), {
      branch: target,
      commit
    })
    if (missing !== undefined)
      throw new PushError(`${missing}${patchHint(out)}`, 'deliverable_missing')
    out.branch = target
    const why = onPull.why
    const sentence = newBranch
      ? `Pushed ${short(commit)} to a new branch ${target}${why !== '' ? ` because ${why}` : ''}.`
      : `Pushed ${short(commit)} onto the pull request's branch ${target}.`
    out.notes.push(sentence)
    log(sentence)
    addAnchors(ctx, commit, out)
    if (newBranch && ctx.settings.openPr) await openPr(ctx, target, out, log)
    else if (!newBranch && ctx.settings.openPr && ctx.pull !== undefined)
      out.notes.push(
        `No new pull request: the work is on pull request #${String(ctx.pull.number)}.`
      )
  } finally {
    remote.dispose()
  }
}

/** The URL `origin` had at the start; throws when there was none or the commit is not the start's child. */
function pushable(ctx: LandContext, o: { work: WorkTree; commit: string; out: Landing }): string {
  const url = ctx.start.originUrl
  if (url === undefined) {
    throw new PushError(
      `push: true, but the repository had no "origin" remote when the run started; nothing was pushed.${patchHint(o.out)}`
    )
  }
  // By construction (commit.ts); checked again where it matters, right before the push: a
  // commit on top of anything but the start would rewrite the pull request's branch.
  const parents = o.work.git.run(['rev-list', '--parents', '-n', '1', o.commit]).trim().split(' ')
  if (parents.slice(1).join(' ') !== (ctx.start.head ?? ''))
    throw new PushError(
      `Not pushed: the commit ${short(o.commit)} is not a child of the start commit ${short(ctx.start.head)}.${patchHint(o.out)}`
    )
  return url
}

/**
 * The push onto the pull request's own branch, as a fast-forward under a lease: the branch it
 * landed on, or why it was not pushed there (the work then goes to a new branch). Throws when
 * the remote refused it for any other reason than a branch that moved.
 */
function pushOntoPull(
  remote: Remote,
  ctx: LandContext,
  o: { commit: string; out: Landing }
): { target?: string; why: string } {
  const pull = ctx.pull
  if (pull === undefined) return { why: '' }
  if (pull.headRepo !== pull.baseRepo)
    return { why: `the pull request's head is in another repository (${pull.headRepo})` }
  if (ctx.start.head !== pull.headSha)
    return {
      why: `the run did not start from the pull request's head ${short(pull.headSha)} but from ${short(ctx.start.head)} (check out the head branch, e.g. actions/checkout with ref: \${{ github.head_ref }}, to push onto it)`
    }
  const ref = `refs/heads/${pull.headRef}`
  const pushed = remote.run(
    [
      'push',
      '--porcelain',
      '--no-verify',
      `--force-with-lease=${ref}:${ctx.start.head}`,
      '{url}',
      `${o.commit}:${ref}`
    ],
    true
  )
  if (pushed.ok) return { target: pull.headRef, why: '' }
  const now = remoteSha(remote, ref)
  if (now !== undefined && now !== ctx.start.head)
    return {
      why: `the pull request's branch ${pull.headRef} moved during the run (now ${short(now)}, the run started from ${short(ctx.start.head)}), so it was not overwritten`
    }
  throw new PushError(failureText(pull.headRef, pushed.stderr, o.out))
}

/** The push to a new branch of this run, leased on its absence; returns the branch. */
function pushNewBranch(
  remote: Remote,
  ctx: LandContext,
  o: { commit: string; out: Landing }
): string {
  const target = newBranchName(ctx.settings.branchPrefix, ctx.runner)
  const ref = `refs/heads/${target}`
  const pushed = remote.run(
    [
      'push',
      '--porcelain',
      '--no-verify',
      `--force-with-lease=${ref}:`,
      '{url}',
      `${o.commit}:${ref}`
    ],
    true
  )
  if (!pushed.ok) throw new PushError(failureText(target, pushed.stderr, o.out))
  return target
}

/** Each changed file's link into the compare view of the push. */
function addAnchors(ctx: LandContext, commit: string, out: Landing): void {
  const repo = ctx.runner.repository
  const server = ctx.runner.serverUrl ?? 'https://github.com'
  if (repo === undefined || repo === '' || ctx.start.head === undefined) return
  for (const f of out.files)
    out.anchors.set(
      f,
      `${server}/${repo}/compare/${ctx.start.head}...${commit}#diff-${createHash('sha256').update(f).digest('hex')}`
    )
}

async function openPr(
  ctx: LandContext,
  head: string,
  out: Landing,
  log: (line: string) => void
): Promise<void> {
  const base = ctx.pull?.headRef ?? ctx.start.branch
  const repo = ctx.runner.repository ?? ''
  const server = ctx.runner.serverUrl ?? 'https://github.com'
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
    repo !== '' && ctx.runner.runId !== undefined
      ? `${server}/${repo}/actions/runs/${ctx.runner.runId}${ctx.runner.runAttempt !== undefined ? `/attempts/${ctx.runner.runAttempt}` : ''}`
      : undefined
  // The prompt can be a commenter's words: one line, with no mention or reference that works.
  const title = `Cursor Agent: ${unlinked(oneLine(ctx.prompt, 200)) || 'changes'}`.slice(0, 256)
  const session = sessionIdOf(ctx.sessionId)
  const body = [
    `Changes made by Cursor Agent${runUrl !== undefined ? ` in [this run](${runUrl}); its job summary shows what the agent did` : ''}.`,
    '',
    `${String(out.files.length)} files changed${ctx.pull !== undefined ? `, for #${String(ctx.pull.number)}` : ''}.`,
    ...(ctx.issue !== undefined ? ['', `Closes #${String(ctx.issue)}`] : []),
    ...(session !== undefined ? ['', `Session: ${code(session)}`] : [])
  ].join('\n')
  try {
    out.prUrl = await ctx.openPull({ head, base, title, body })
    const sentence = `Opened pull request ${out.prUrl} from ${head} into ${base}.`
    out.notes.push(sentence)
    log(sentence)
  } catch (error) {
    // Asked for and not opened: the deliverable is missing (the push itself landed; its branch
    // stays in the outputs through the error's landing).
    const said = messageOf(error)
    throw new PushError(
      `open-pr: the pull request could not be opened (${said}).${openPrHint(said)} The commit is pushed to ${head}; open it by hand: ${compare}`,
      'deliverable_missing'
    )
  }
}

/**
 * GitHub's answer to GITHUB_TOKEN while the repository's (or organisation's) setting is off, the
 * default for repositories made since 2023: a setting, not a permission of the workflow's.
 */
function openPrHint(said: string): string {
  return /not permitted to create or approve pull requests/i.test(said)
    ? ' Likely fix: turn on "Allow GitHub Actions to create and approve pull requests" (Settings → Actions → General → Workflow permissions, or the organisation\'s), or give github-token a GitHub App token.'
    : ''
}

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
