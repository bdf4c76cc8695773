/**
 * A pull request in local git, as GitHub keeps one: a bare `origin` with main and PR #7's head
 * under refs/pull/7/head (and on the branch `feature` for a same-repository PR), and a workspace
 * cloned on main, as actions/checkout leaves it on a comment event. Shared by the checkout tests
 * (e2e/checkout.test.ts) and the head-the-maintainer-saw tests (security/head.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { git } from './helpers.js'
import { templated } from './template.js'

export interface Repos {
  dir: string
  origin: string
  workspace: string
  main: string
  /** The pull request's head: one commit on `feature` (or only under refs/pull for a fork). */
  head: string
  /** The clone the head was made in (on `feature`), for later pushes to the pull request. */
  seed: string
}

/**
 * origin.git with main, and a PR #7 whose head is one commit on top of main: on the branch
 * `feature` (same repository) or only under refs/pull/7/head (a fork). The workspace is a clone
 * on main, as actions/checkout leaves it on a comment event. Built once a test file (for each
 * `fork`), each call a copy of its own.
 */
export const repos: (o?: { fork?: boolean }) => Repos = templated('caa-checkout-', build)

function build(dir: string, o: { fork?: boolean } = {}): Repos {
  const origin = path.join(dir, 'origin.git')
  const seed = path.join(dir, 'seed')
  git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
  git(dir, 'clone', '-q', origin, seed)
  fs.writeFileSync(path.join(seed, 'calc.py'), 'def add(a, b):\n    return a - b\n')
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'init')
  git(seed, 'push', '-q', 'origin', 'main')
  const main = git(seed, 'rev-parse', 'HEAD')
  git(seed, 'checkout', '-q', '-b', 'feature')
  fs.writeFileSync(path.join(seed, 'feature.txt'), 'the pull request\n')
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'feature')
  const head = git(seed, 'rev-parse', 'HEAD')
  if (o.fork !== true) git(seed, 'push', '-q', 'origin', 'feature')
  git(seed, 'push', '-q', 'origin', `${head}:refs/pull/7/head`)
  const workspace = path.join(dir, 'workspace')
  // Only main, as actions/checkout fetches only what it checks out.
  git(dir, 'clone', '-q', '--no-local', '--single-branch', '-b', 'main', origin, workspace)
  return { dir, origin, workspace, main, head, seed }
}

/**
 * The pull request's author pushes again: a new commit (on top of the head, or, with `force`, in
 * place of it) becomes refs/pull/7/head, as GitHub moves that ref on every push. Returns its id.
 */
export function pushAgain(r: Repos, o: { force?: boolean; file?: string } = {}): string {
  if (o.force === true) git(r.seed, 'reset', '-q', '--hard', r.main)
  fs.writeFileSync(path.join(r.seed, o.file ?? 'later.txt'), 'pushed after the request\n')
  git(r.seed, 'add', '-A')
  git(r.seed, 'commit', '-q', '-m', 'later')
  const sha = git(r.seed, 'rev-parse', 'HEAD')
  git(r.seed, 'push', '-q', '-f', 'origin', `${sha}:refs/pull/7/head`)
  return sha
}

/** A time as GitHub writes one in the API and in payloads: to the second, in UTC. */
export function githubTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}
