/**
 * The landing suites' set-up (e2e/land*.test.ts, e2e/agent-config.test.ts): a local bare origin
 * with main and feature, a clone checked out on one of them (`repos`), a run that changes it
 * (`work`, `act`), a pull_request payload for it (`prPayload`), and the warnings a run printed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { git, init, result, runAction, streamFile, type ActionRun } from './helpers.js'
import { templated } from './template.js'

export const TOKEN = 'ghs_landtesttoken0123456789abcdefABCDEF'

export interface Repos {
  dir: string
  origin: string
  workspace: string
  start: string
}

/**
 * origin.git with main and feature (one commit each), and a clone checked out at `branch`; built
 * once a test file, each call a copy of its own.
 */
export const repos: (branch?: string) => Repos = templated('caa-land-', buildRepos)

/** What `repos` copies, built in `dir` (for suites that add to it before their own template). */
export function buildRepos(dir: string, branch = 'main'): Repos {
  const origin = path.join(dir, 'origin.git')
  const seed = path.join(dir, 'seed')
  git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
  git(dir, 'clone', '-q', origin, seed)
  fs.writeFileSync(path.join(seed, 'calc.py'), 'def add(a, b):\n    return a - b\n')
  fs.writeFileSync(path.join(seed, 'old.txt'), 'to be deleted\n')
  fs.writeFileSync(path.join(seed, '.gitignore'), 'build/\n')
  fs.writeFileSync(path.join(seed, 'logo.bin'), Buffer.from([0, 1, 2, 3, 255, 0, 9]))
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'init')
  git(seed, 'push', '-q', 'origin', 'main')
  git(seed, 'checkout', '-q', '-b', 'feature')
  fs.writeFileSync(path.join(seed, 'feature.txt'), 'feature\n')
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'feature')
  git(seed, 'push', '-q', 'origin', 'feature')
  const workspace = path.join(dir, 'workspace')
  git(dir, 'clone', '-q', '-b', branch, origin, workspace)
  return { dir, origin, workspace, start: git(workspace, 'rev-parse', 'HEAD') }
}

export const b64 = (s: string | Buffer): string => Buffer.from(s).toString('base64')

export function stream(lines: (object | string)[]): string {
  return streamFile(lines)
}

export function work(extra: (object | string)[] = []): string {
  return stream([
    init,
    `@fake write calc.py ${b64('def add(a, b):\n    return a + b\n')}`,
    `@fake write tests_new.py ${b64('assert 1 + 1 == 2\n')}`,
    `@fake write logo.bin ${b64(Buffer.from([0, 1, 2, 3, 254, 0, 9, 10]))}`,
    ...extra,
    result('Fixed add().')
  ])
}

export function event(dir: string, payload: object): string {
  const file = path.join(dir, 'event.json')
  fs.writeFileSync(file, JSON.stringify(payload))
  return file
}

export function prPayload(r: Repos, o: { headRepo?: string; headSha?: string } = {}): object {
  return {
    pull_request: {
      number: 7,
      head: { ref: 'feature', sha: o.headSha ?? r.start, repo: { full_name: o.headRepo ?? 'o/r' } },
      base: {
        ref: 'main',
        sha: git(r.workspace, 'rev-parse', 'origin/main'),
        repo: { full_name: 'o/r' }
      }
    }
  }
}

export async function act(
  r: Repos,
  streamPath: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {}
): Promise<ActionRun> {
  fs.rmSync(path.join(r.workspace, 'old.txt'))
  fs.mkdirSync(path.join(r.workspace, 'build'), { recursive: true })
  fs.writeFileSync(path.join(r.workspace, 'build', 'out.o'), 'ignored')
  return runAction({
    workspace: r.workspace,
    inputs: { prompt: 'Fix add() in calc.py\nand test it', 'github-token': TOKEN, ...inputs },
    env: {
      FAKE_CURSOR_STREAM: streamPath,
      GITHUB_RUN_ID: '77',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_EVENT_NAME: 'push',
      ...env
    },
    timeoutMs: 90_000
  })
}
