/**
 * Landing a bundle's patch in the publishing job (src/stages/publish/land.ts), in-process: a
 * RunContext built as main.ts builds one, the publishing job's checkout a clone of a local bare
 * origin (or one served over loopback HTTP that demands the token), a patch made in another clone
 * (the agent's) at a commit the bundle names, and a fake pull request opener. Every refusal leaves
 * origin as it was; nothing of the patch runs (filters, hooks) and the token never reaches
 * `.git/config`.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Bundle } from '../../../src/core/bundle/read.js'
import type { OpenPull } from '../../../src/git/landing.js'
import { landBundle, type BundleLanding } from '../../../src/stages/publish/land.js'
import { git, GIT_ENV } from '../../support/helpers.js'
import { runContext } from '../../support/run-context.js'
import { templated } from '../../support/template.js'
import { execFileSync, spawn } from 'node:child_process'

const TOKEN = 'ghs_publandtoken0123456789abcdefABCDEFGH'

interface World {
  dir: string
  origin: string
  /** The publishing job's checkout (main, one commit past `base`). */
  ws: string
  /** The commit the agent ran on. */
  base: string
  /** main's head now (the base moved on after the agent's run). */
  moved: string
  agent: string
  /** `patchOf(w, fix)`, made once with the template (base64): the same bytes in every copy. */
  fixPatch: string
}

/**
 * origin with main at `base`, then one more commit; the agent's clone at `base`, ours at main.
 * Built once per shape and copied for each test (support/template.ts): a test gets folders of
 * its own, with the same commits.
 */
function world(o: { shallow?: boolean } = {}): World {
  return worldOf(o.shallow === true)
}

const worldOf = templated('caa-publand-', (dir: string, shallow: boolean): World => {
  const origin = path.join(dir, 'origin.git')
  git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
  const seed = path.join(dir, 'seed')
  git(dir, 'clone', '-q', origin, seed)
  write(seed, { 'a.txt': 'one\n', 'lib/b.txt': 'two\n', '.github/workflows/ci.yml': 'on: push\n' })
  git(seed, 'add', '-A')
  git(seed, 'commit', '-qm', 'init')
  const base = git(seed, 'rev-parse', 'HEAD')
  write(seed, { 'c.txt': 'later\n' })
  git(seed, 'add', '-A')
  git(seed, 'commit', '-qm', 'later')
  git(seed, 'push', '-q', 'origin', 'main')
  const moved = git(seed, 'rev-parse', 'HEAD')
  fs.rmSync(seed, { recursive: true, force: true })
  const agent = path.join(dir, 'agent')
  git(dir, 'clone', '-q', origin, agent)
  git(agent, 'checkout', '-q', '--detach', base)
  const ws = path.join(dir, 'ws')
  if (shallow) git(dir, 'clone', '-q', '--depth', '1', `file://${origin}`, ws)
  else git(dir, 'clone', '-q', origin, ws)
  const w = { dir, origin, ws, base, moved, agent, fixPatch: '' }
  return { ...w, fixPatch: patchOf(w, fix).toString('base64') }
})

/** The patch of `fix` (the agent's usual change): a new file, an edit, a removal, binary bytes. */
function fixed(w: World): Buffer {
  return Buffer.from(w.fixPatch, 'base64')
}

function write(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
}

/**
 * The agent's changes as the bundle writer makes the patch: binary, full index, from `base`; the
 * agent's clone is put back at `base` (one shell, so one process started from the test).
 */
function patchOf(w: Pick<World, 'agent' | 'base'>, change: (agent: string) => void): Buffer {
  change(w.agent)
  return execFileSync(
    'sh',
    [
      '-ec',
      'git add -A; git diff --cached --binary --full-index --no-renames "$1"; ' +
        'git reset -q --hard "$1"; git clean -qfdx',
      'sh',
      w.base
    ],
    { cwd: w.agent, env: GIT_ENV, stdio: ['ignore', 'pipe', 'inherit'] }
  )
}

function bundleOf(w: World, patch: Buffer, o: Partial<Bundle> = {}): Bundle {
  return {
    run: {
      repository: 'octo/demo',
      runId: '42',
      runAttempt: '1',
      job: 'agent',
      leg: '0123456789abcdef'
    },
    subject: { kind: 'none' },
    commentKey: 'default',
    mode: 'task',
    reviewer: 'agent',
    verdict: { conclusion: 'success' },
    facts: { durationMs: 1000, usage: {}, sessionId: '11111111-2222-3333-4444-555555555555' },
    finalMessage: 'Fixed it.',
    patch: {
      base: w.base,
      file: 'patch.diff',
      bytes: patch.length,
      sha256: createHash('sha256').update(patch).digest('hex')
    },
    ...o
  }
}

function patch0(b: Bundle): NonNullable<Bundle['patch']> {
  if (b.patch === undefined) throw new Error('no patch')
  return b.patch
}

/** The publishing job's context on `w.ws`, with a fake opener; what it was asked to open. */
function job(w: World, inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  const built = runContext({
    inputs: { 'github-token': TOKEN, prompt: 'x', push: 'true', ...inputs },
    env: { GITHUB_WORKSPACE: w.ws, GITHUB_REF: 'refs/heads/main', ...env }
  })
  const asked: Parameters<OpenPull>[0][] = []
  const github = {
    opener: (): OpenPull => (request) => {
      asked.push(request)
      return Promise.resolve('https://github.com/octo/demo/pull/9')
    }
  }
  const { ctx } = built
  const land = (o: Omit<BundleLanding, 'settings'>) =>
    landBundle(
      { env: ctx.env, redact: ctx.redact, say: ctx.say, signals: ctx.signals, github },
      { settings: ctx.settings, ...o }
    )
  return { land, asked, port: built.port }
}

/** Every ref of origin and its commit: unchanged by a refusal. */
function refs(origin: string): string {
  return git(origin, 'for-each-ref', '--format=%(refname) %(objectname)')
}

const fix = (agent: string): void => {
  write(agent, { 'a.txt': 'one, fixed\n', 'new/d.txt': 'new\n' })
  fs.rmSync(path.join(agent, 'lib', 'b.txt'))
  fs.writeFileSync(path.join(agent, 'bin.dat'), Buffer.from([0, 1, 2, 255, 254, 0, 7]))
}

describe('landBundle', () => {
  it('lands a clean patch on a new branch at the commit the bundle names, and opens the pull request', async () => {
    const w = world()
    const patch = fixed(w)
    const headBefore = git(w.ws, 'rev-parse', 'HEAD')
    const statusBefore = git(w.ws, 'status', '--porcelain')
    const { land, asked } = job(w, { 'open-pr': 'true', 'branch-prefix': 'bot/' })
    const out = await land({ bundle: bundleOf(w, patch), patch, title: 'Fix a.txt\nplease' })
    expect(out.failure).toBeUndefined()
    expect(out.pushed).toBe(true)
    expect(out.branch).toBe('bot/42-1')
    expect(out.prUrl).toBe('https://github.com/octo/demo/pull/9')
    expect(out.files.sort()).toEqual(['a.txt', 'bin.dat', 'lib/b.txt', 'new/d.txt'])
    const pushed = git(w.origin, 'rev-parse', 'refs/heads/bot/42-1')
    expect(pushed).toBe(out.commitSha)
    // On the named commit, not on main's head (which moved on since).
    expect(git(w.origin, 'rev-parse', `${pushed}^`)).toBe(w.base)
    expect(git(w.origin, 'show', `${pushed}:a.txt`)).toBe('one, fixed')
    expect(git(w.origin, 'ls-tree', '--name-only', '-r', pushed)).not.toMatch(/c\.txt|lib\/b\.txt/)
    const bin = execFileSync('git', ['cat-file', 'blob', `${pushed}:bin.dat`], { cwd: w.origin })
    expect([...bin]).toEqual([0, 1, 2, 255, 254, 0, 7])
    // The one-job landing's author and message (the request's first line, the final message).
    expect(git(w.origin, 'log', '-1', '--format=%an <%ae>', pushed)).toBe(
      'Cursor Agent <cursor-agent-action@users.noreply.github.com>'
    )
    const message = git(w.origin, 'log', '-1', '--format=%B', pushed)
    expect(message).toMatch(/^Fix a\.txt\n\n {4}Fixed it\.\n\nCursor-Session-Id: 1111/)
    expect(asked).toEqual([expect.objectContaining({ head: 'bot/42-1', base: 'main' })])
    // The checkout is as the workflow left it.
    expect(git(w.ws, 'rev-parse', 'HEAD')).toBe(headBefore)
    expect(git(w.ws, 'status', '--porcelain')).toBe(statusBefore)
    expect(fs.existsSync(path.join(w.ws, 'new'))).toBe(false)
  })

  it('fetches the named commit into a shallow checkout that lacks it (base is named, not HEAD)', async () => {
    const w = world({ shallow: true })
    expect(() => git(w.ws, 'cat-file', '-e', `${w.base}^{commit}`)).toThrow()
    const patch = fixed(w)
    const out = await job(w).land({ bundle: bundleOf(w, patch), patch })
    expect(out.failure).toBeUndefined()
    expect(git(w.origin, 'rev-parse', `${out.commitSha ?? ''}^`)).toBe(w.base)
    // Objects only: no ref, no FETCH_HEAD.
    expect(fs.existsSync(path.join(w.ws, '.git', 'FETCH_HEAD'))).toBe(false)
  })

  it('pushes onto the pull request’s branch under a lease when the patch is on its head', async () => {
    const w = world()
    git(w.agent, 'push', '-q', 'origin', `${w.base}:refs/heads/feature`)
    const patch = fixed(w)
    const { land, asked } = job(w, { 'open-pr': 'true' })
    const pull = {
      number: 7,
      headRef: 'feature',
      headSha: w.base,
      headRepo: 'octo/demo',
      baseRepo: 'octo/demo',
      fork: false
    }
    const out = await land({ bundle: bundleOf(w, patch), patch, pr: { pull } })
    expect(out.failure).toBeUndefined()
    expect(out.branch).toBe('feature')
    expect(git(w.origin, 'rev-parse', 'refs/heads/feature')).toBe(out.commitSha)
    expect(asked).toEqual([])
  })

  it('refuses a patch that does not apply to its named commit; nothing is pushed', async () => {
    const w = world()
    const patch = fixed(w)
    const before = refs(w.origin)
    // The bundle names main's newer head, to which a patch made on `base` … still applies: so
    // make one that cannot (it edits c.txt, which base lacks).
    const bad = Buffer.from(patch.toString('latin1').replace(/a\.txt/g, 'c.txt'), 'latin1')
    const out = await job(w).land({ bundle: bundleOf(w, bad), patch: bad })
    expect(out.failure).toMatchObject({ reason: 'push_failed', refusal: 'apply' })
    expect(out.failure?.message).toMatch(/does not apply to .*Nothing was committed or pushed\./)
    expect(refs(w.origin)).toBe(before)
  })

  it('refuses a commit origin does not have', async () => {
    const w = world({ shallow: true })
    const patch = fixed(w)
    const before = refs(w.origin)
    const bundle = bundleOf(w, patch)
    const elsewhere = { ...bundle, patch: { ...patch0(bundle), base: 'f'.repeat(40) } }
    const out = await job(w).land({ bundle: elsewhere, patch })
    expect(out.failure).toMatchObject({ reason: 'push_failed', refusal: 'base' })
    expect(out.failure?.message).toMatch(/ffffffffffff, could not be fetched from origin/)
    expect(refs(w.origin)).toBe(before)
  })

  it('refuses a workflow file unless allow-workflow-changes', async () => {
    const w = world()
    const patch = patchOf(w, (a) =>
      write(a, { 'a.txt': 'x\n', '.github/workflows/ci.yml': 'on: [push, pull_request]\n' })
    )
    const before = refs(w.origin)
    const refused = await job(w).land({ bundle: bundleOf(w, patch), patch })
    expect(refused.failure).toMatchObject({ refusal: 'workflows' })
    expect(refused.failure?.message).toMatch(
      /\.github\/workflows\/ci\.yml.*allow-workflow-changes: true/
    )
    expect(refs(w.origin)).toBe(before)
    const allowed = await job(w, { 'allow-workflow-changes': 'true' }).land({
      bundle: bundleOf(w, patch),
      patch
    })
    expect(allowed.failure).toBeUndefined()
    expect(git(w.origin, 'show', `${allowed.commitSha ?? ''}:.github/workflows/ci.yml`)).toMatch(
      /pull_request/
    )
  })

  it.each([
    ['this job’s token', `token = "${TOKEN}"\n`, /the GitHub token/],
    [
      'another token’s shape',
      'token = "ghs_agentjobtoken0123456789abcdefABCDEF12"\n',
      /a token's shape/
    ]
  ])('refuses a secret in the patch: %s', async (_name, text, why) => {
    const w = world()
    const patch = patchOf(w, (a) => write(a, { 'a.txt': 'x\n', 'conf/settings.py': text }))
    const before = refs(w.origin)
    const out = await job(w).land({ bundle: bundleOf(w, patch), patch })
    expect(out.failure).toMatchObject({ refusal: 'secrets' })
    expect(out.failure?.message).toMatch(why)
    expect(out.failure?.message).toMatch(/conf\/settings\.py/)
    expect(out.failure?.message).not.toContain('ghs_agentjob')
    expect(refs(w.origin)).toBe(before)
  })

  it('lands an edit to a file that held a token shape before (a fixture): the patch added none', async () => {
    const w = world()
    const fake = 'ghs_fakefixturetoken0123456789abcdefABCD'
    // A fixture with a fake token, on a commit of its own that the agent ran on.
    write(w.agent, { 'fixture.py': `TOKEN = "${fake}"\n` })
    git(w.agent, 'add', '-A')
    git(w.agent, 'commit', '-qm', 'fixture')
    git(w.agent, 'push', '-q', 'origin', 'HEAD:refs/heads/fixture')
    const withFixture = { ...w, base: git(w.agent, 'rev-parse', 'HEAD') }
    const patch = patchOf(withFixture, (a) =>
      write(a, { 'fixture.py': `TOKEN = "${fake}"\nMORE = 1\n` })
    )
    const out = await job(w).land({ bundle: bundleOf(withFixture, patch), patch })
    expect(out.failure).toBeUndefined()
    expect(out.pushed).toBe(true)
  })

  it.each([
    [
      '../x',
      (p: string) => p.replace(/a\/new\/d\.txt/g, 'a/../x').replace(/b\/new\/d\.txt/g, 'b/../x')
    ],
    ['.git/hooks/pre-push', (p: string) => p.replace(/new\/d\.txt/g, '.git/hooks/pre-push')],
    ['.GIT/config', (p: string) => p.replace(/new\/d\.txt/g, '.GIT/config')]
  ])('refuses a path outside the repository: %s', async (_name, edit) => {
    const w = world()
    const patch = Buffer.from(edit(fixed(w).toString('latin1')), 'latin1')
    const before = refs(w.origin)
    const out = await job(w).land({ bundle: bundleOf(w, patch), patch })
    expect(out.failure).toMatchObject({ reason: 'push_failed', refusal: 'paths' })
    expect(out.failure?.message).toMatch(
      /Not pushed: the patch names a path (that leaves the repository|inside \.git)/
    )
    expect(refs(w.origin)).toBe(before)
    expect(fs.existsSync(path.join(w.dir, 'x'))).toBe(false)
    expect(fs.existsSync(path.join(w.ws, '.git', 'hooks', 'pre-push'))).toBe(false)
  })

  it.each([
    ['up and out', '../../outside'],
    ['absolute', '/etc/passwd'],
    ['into .git', 'lib/../.git/config']
  ])('refuses a link that escapes: %s', async (_name, target) => {
    const w = world()
    const patch = patchOf(w, (a) => fs.symlinkSync(target, path.join(a, 'link')))
    const before = refs(w.origin)
    const out = await job(w).land({ bundle: bundleOf(w, patch), patch })
    expect(out.failure).toMatchObject({ refusal: 'paths' })
    expect(out.failure?.message).toMatch(/link/)
    expect(refs(w.origin)).toBe(before)
  })

  it('lands a link that stays inside', async () => {
    const w = world()
    const patch = patchOf(w, (a) => fs.symlinkSync('../a.txt', path.join(a, 'lib', 'link')))
    const out = await job(w).land({ bundle: bundleOf(w, patch), patch })
    expect(out.failure).toBeUndefined()
  })

  it('refuses a patch whose bytes or size are not the bundle’s', async () => {
    const w = world()
    const patch = fixed(w)
    const before = refs(w.origin)
    const bundle = bundleOf(w, patch)
    const swapped = Buffer.from(
      patch.toString('latin1').replace('one, fixed', 'one, FIXED'),
      'latin1'
    )
    const a = await job(w).land({ bundle, patch: swapped })
    expect(a.failure).toMatchObject({ refusal: 'digest' })
    expect(a.failure?.message).toMatch(/SHA-256/)
    const b = await job(w).land({ bundle, patch: Buffer.concat([patch, Buffer.from('\n')]) })
    expect(b.failure?.message).toMatch(/bytes/)
    const c = await job(w).land({ bundle })
    expect(c.failure?.message).toMatch(/patch\.diff is missing/)
    expect(refs(w.origin)).toBe(before)
  })

  it('runs no filter or hook: a hostile .gitattributes in the patch, hooks in the checkout', async () => {
    const w = world()
    const marker = path.join(w.dir, 'ran')
    const cmd = `sh -c 'echo ran >> ${marker}; cat'`
    git(w.ws, 'config', 'filter.evil.clean', cmd)
    git(w.ws, 'config', 'filter.evil.smudge', cmd)
    git(w.ws, 'config', 'filter.evil.required', 'true')
    for (const hook of [
      'pre-commit',
      'post-commit',
      'pre-push',
      'reference-transaction',
      'post-index-change'
    ]) {
      const file = path.join(w.ws, '.git', 'hooks', hook)
      fs.writeFileSync(file, `#!/bin/sh\necho ${hook} >> ${marker}\n`, { mode: 0o755 })
    }
    const patch = patchOf(w, (a) =>
      write(a, { '.gitattributes': '* filter=evil\n', 'a.txt': 'filtered?\n' })
    )
    const out = await job(w).land({ bundle: bundleOf(w, patch), patch })
    expect(out.failure).toBeUndefined()
    expect(fs.existsSync(marker)).toBe(false)
    expect(git(w.origin, 'show', `${out.commitSha ?? ''}:a.txt`)).toBe('filtered?')
  })

  it('says nothing was pushed when push is off, the run failed, or the bundle holds no patch', async () => {
    const w = world()
    const patch = fixed(w)
    const before = refs(w.origin)
    const off = await job(w, { push: 'false' }).land({
      bundle: bundleOf(w, patch),
      patch
    })
    expect(off.pushed).toBe(false)
    expect(off.failure).toBeUndefined()
    const failed = await job(w).land({
      bundle: bundleOf(w, patch, {
        verdict: { conclusion: 'failure', failureReason: 'exit_code' }
      }),
      patch
    })
    expect(failed.notes.join('\n')).toMatch(/did not succeed/)
    const bare = bundleOf(w, patch)
    delete bare.patch
    const none = await job(w).land({ bundle: bare })
    expect(none.notes.join('\n')).toMatch(/holds no changes/)
    expect(refs(w.origin)).toBe(before)
  })

  it('refuses a fork’s pull request and one whose head is unknown', async () => {
    const w = world()
    const patch = fixed(w)
    const pull = {
      number: 7,
      headRef: 'feature',
      headSha: w.base,
      headRepo: 'fork/demo',
      baseRepo: 'octo/demo',
      fork: true
    }
    const fork = await job(w).land({ bundle: bundleOf(w, patch), patch, pr: { pull } })
    expect(fork.failure?.message).toMatch(/comes from a fork \(fork\/demo\)/)
    const unknown = await job(w).land({
      bundle: bundleOf(w, patch),
      patch,
      pr: { unknown: 'the head of pull request #7 could not be read' }
    })
    expect(unknown.failure).toMatchObject({ refusal: 'pull' })
  })

  it('fetches and pushes over HTTP with the token, which never reaches .git/config', async () => {
    const w = world()
    const root = path.join(w.dir, 'srv')
    fs.mkdirSync(root)
    const origin = path.join(root, 'r.git')
    fs.renameSync(w.origin, origin)
    // In a process of its own: the landing's git commands wait for their end synchronously.
    const server = await httpOrigin(root, TOKEN)
    try {
      // The publishing job's checkout: shallow, an https-style URL, no credentials persisted.
      const ws = path.join(w.dir, 'ws-http')
      git(w.dir, 'clone', '-q', '--depth', '1', `file://${origin}`, ws)
      git(ws, 'remote', 'set-url', 'origin', `${server.url}/r.git`)
      const patch = fixed(w)
      const out = await job({ ...w, ws }).land({ bundle: bundleOf(w, patch), patch })
      expect(out.failure).toBeUndefined()
      expect(git(origin, 'rev-parse', `${out.commitSha ?? ''}^`)).toBe(w.base)
      const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
      const auths = server.auths()
      // The fetch of the named commit and the push both sent it.
      expect(auths.filter((a) => a === `basic ${basic}`).length).toBeGreaterThanOrEqual(2)
      const config = fs.readFileSync(path.join(ws, '.git', 'config'), 'utf8')
      expect(config).not.toContain(TOKEN)
      expect(config).not.toContain(basic)
      expect(config).not.toMatch(/extraheader/i)
    } finally {
      server.stop()
    }
  })
})

/**
 * support/git-http.ts's server, run in a child process: git http-backend behind node's http on
 * 127.0.0.1, 401 without the token as basic auth; each request's Authorization header logged.
 */
async function httpOrigin(
  root: string,
  token: string
): Promise<{ url: string; auths: () => string[]; stop: () => void }> {
  const log = path.join(root, '..', 'auths.log')
  const script = `
    const http = require('node:http'); const { spawn } = require('node:child_process'); const fs = require('node:fs')
    const [root, token, log] = process.argv.slice(1)
    const expected = 'basic ' + Buffer.from('x-access-token:' + token).toString('base64')
    const server = http.createServer((req, res) => {
      const auth = req.headers.authorization || ''
      fs.appendFileSync(log, auth + '\\n')
      if (auth.toLowerCase() !== expected.toLowerCase()) { res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="t"' }).end(); return }
      const url = new URL(req.url, 'http://x')
      const cgi = spawn('git', ['http-backend'], { env: { ...process.env, GIT_PROJECT_ROOT: root, GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: 'x-access-token', PATH_INFO: decodeURIComponent(url.pathname), QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method, CONTENT_TYPE: req.headers['content-type'] || '',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] || '', GIT_PROTOCOL: String(req.headers['git-protocol'] || '') } })
      req.pipe(cgi.stdin)
      const chunks = []
      cgi.stdout.on('data', (c) => chunks.push(c))
      cgi.on('close', () => {
        const out = Buffer.concat(chunks); const split = out.indexOf('\\r\\n\\r\\n')
        const headers = {}; let status = 200
        for (const line of out.subarray(0, split).toString().split('\\r\\n')) {
          const [k, ...v] = line.split(':')
          if (k.toLowerCase() === 'status') status = Number(v.join(':').trim().split(' ')[0]); else headers[k] = v.join(':').trim()
        }
        res.writeHead(status, headers).end(out.subarray(split + 4))
      })
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))
  `
  const child = spawn(process.execPath, ['-e', script, root, token, log], {
    env: GIT_ENV,
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (c: Buffer) => resolve(c.toString().trim()))
    child.once('exit', (code) => reject(new Error(`the server ended (${String(code)})`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    auths: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n') : []),
    stop: () => child.kill('SIGKILL')
  }
}
