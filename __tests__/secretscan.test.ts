/**
 * The secret scan before landing (issue 18, 8), in process: the pure matcher over every encoded
 * form and every chunk boundary, and the streamed scan of a repository's new blobs; the commit
 * message and the commit tree against agent text and workflow edits (issue 18, 9 and 13).
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { SecretScanner } from '../src/core/secretscan.js'
import { commitTree, workflowChanges } from '../src/git/commit.js'
import { commitMessage, type LandContext } from '../src/git/landing.js'
import { findSecrets } from '../src/git/scan.js'
import { readWorkTree, startPoint } from '../src/git/worktree.js'
import { git, tempDir } from './helpers.js'
import { jwtToken } from './tokens.js'

const KEY = 'key_scan_0123456789abcdefghijklmnop'
const TOKEN = 'ghs_scantoken0123456789abcdefABCDEFghij'
const SECRETS = [
  { name: 'the API key', value: KEY },
  { name: 'the GitHub token', value: TOKEN }
]

function scanIn(text: string | Buffer, chunk = 0): string[] {
  const s = new SecretScanner(SECRETS)
  s.reset()
  const buf = Buffer.from(text)
  if (chunk <= 0) s.feed(buf)
  else for (let i = 0; i < buf.length; i += chunk) s.feed(buf.subarray(i, i + chunk))
  return s.found()
}

describe('SecretScanner', () => {
  const b64 = (s: string, pad = ''): string => Buffer.from(pad + s).toString('base64')
  const forms: [string, string][] = [
    ['as it is', `x=${KEY}`],
    ['upper case', KEY.toUpperCase()],
    ['lower case', TOKEN.toLowerCase()],
    ['base64, offset 0', b64(TOKEN)],
    ['base64, offset 1', b64(TOKEN, 'a')],
    ['base64, offset 2', b64(TOKEN, 'ab')],
    ['base64 of the push header', b64(`x-access-token:${TOKEN}`)],
    ['URL-safe base64', b64(KEY, 'a').replace(/\+/g, '-').replace(/\//g, '_')],
    ['hex', Buffer.from(KEY).toString('hex')],
    ['HEX', Buffer.from(KEY).toString('hex').toUpperCase()],
    ['in a URL', `https://x.example/?k=${encodeURIComponent(KEY)}`],
    ['base64 wrapped over CRLF lines', (b64(TOKEN, 'zz').match(/.{1,7}/g) ?? []).join('\r\n')]
  ]
  for (const [name, text] of forms)
    it(`finds a secret ${name}, whole and split at every chunk size`, () => {
      expect(scanIn(text)).toHaveLength(1)
      for (let chunk = 1; chunk <= 9; chunk++) expect(scanIn(text, chunk)).toHaveLength(1)
    })

  it('finds a GitHub token in its JWT form (about 520 characters) in every form (issue 24, 5)', () => {
    const long = jwtToken()
    const s = new SecretScanner([{ name: 'the GitHub token', value: long }])
    const texts = [
      `GH_TOKEN=${long}\n`,
      long.toUpperCase(),
      b64(long),
      b64(long, 'a'),
      (b64(`x-access-token:${long}`, 'zz').match(/.{1,76}/g) ?? []).join('\r\n'),
      (
        Buffer.from(long)
          .toString('hex')
          .match(/.{1,60}/g) ?? []
      ).join('\n')
    ]
    for (const text of texts)
      for (const chunk of [0, 1, 7, 64, 4096]) {
        s.reset()
        const buf = Buffer.from(text)
        if (chunk === 0) s.feed(buf)
        else for (let i = 0; i < buf.length; i += chunk) s.feed(buf.subarray(i, i + chunk))
        expect([text.slice(0, 20), chunk, s.found()]).toEqual([
          text.slice(0, 20),
          chunk,
          ['the GitHub token']
        ])
      }
    // Its first 40 characters (what a 40-character token would have been) are not it.
    expect(s.scan(long.slice(0, 40))).toEqual([])
  })

  it('names each secret found, once, and nothing in clean text', () => {
    expect(scanIn(`${KEY} ${KEY} ${b64(TOKEN)}`)).toEqual(['the API key', 'the GitHub token'])
    expect(scanIn('nothing to see here\n'.repeat(1000))).toEqual([])
    // A prefix of the secret is not the secret.
    expect(scanIn(KEY.slice(0, -1))).toEqual([])
  })

  it('starts afresh on reset: a secret split over two texts is none', () => {
    const s = new SecretScanner(SECRETS)
    s.feed(Buffer.from(KEY.slice(0, 10)))
    s.reset()
    s.feed(Buffer.from(KEY.slice(10)))
    expect(s.found()).toEqual([])
  })

  it('ignores empty and short values, which would match ordinary text', () => {
    const s = new SecretScanner([
      { name: 'a', value: '' },
      { name: 'b', value: 'abc1234' }
    ])
    expect(s.active).toBe(false)
    expect(s.scan('abc1234')).toEqual([])
  })
})

function repo(): { dir: string; ws: string } {
  const dir = tempDir('caa-scan-')
  const ws = path.join(dir, 'ws')
  fs.mkdirSync(ws)
  git(ws, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'a\n')
  fs.writeFileSync(path.join(ws, 'run.sh'), 'echo\n')
  fs.mkdirSync(path.join(ws, '.github', 'workflows'), { recursive: true })
  fs.writeFileSync(path.join(ws, '.github', 'workflows', 'ci.yml'), 'on: push\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-q', '-m', 'init')
  return { dir, ws }
}

function workOf(ws: string, dir: string): ReturnType<typeof readWorkTree> {
  const env = { ...process.env, RUNNER_TEMP: dir }
  const start = startPoint(ws, env)
  if (start === undefined) throw new Error('no repository')
  return readWorkTree(start, env)
}

describe('findSecrets on a repository', () => {
  it('streams every new blob, names every path that holds it, and passes the rest', async () => {
    const { dir, ws } = repo()
    const env = { ...process.env, RUNNER_TEMP: dir }
    const start = startPoint(ws, env)
    if (start === undefined) throw new Error('no repository')
    // 20 MiB around the token: many pipe chunks, the token across one of their edges somewhere.
    const big = Buffer.alloc(20 * 1024 * 1024 + 7, 'y')
    Buffer.from(TOKEN).copy(big, 13 * 1024 * 1024 - 5)
    fs.writeFileSync(path.join(ws, 'big.bin'), big)
    fs.writeFileSync(path.join(ws, 'same1.txt'), `k=${KEY}\n`)
    fs.writeFileSync(path.join(ws, 'same2.txt'), `k=${KEY}\n`)
    fs.writeFileSync(path.join(ws, 'empty.txt'), '')
    fs.writeFileSync(path.join(ws, 'clean.txt'), 'clean\n')
    fs.writeFileSync(path.join(ws, `named-${TOKEN}.txt`), 'clean\n')
    fs.symlinkSync(`/tmp/${KEY}`, path.join(ws, 'link'))
    // A mode change alone brings no new content (and a.txt holds none).
    fs.chmodSync(path.join(ws, 'run.sh'), 0o755)
    const work = await readWorkTree(start, env)
    try {
      const found = await findSecrets(work, SECRETS)
      expect(Object.fromEntries(found.map((f) => [f.path, f.secrets]))).toEqual({
        'big.bin': ['the GitHub token'],
        'same1.txt': ['the API key'],
        'same2.txt': ['the API key'],
        [`named-${TOKEN}.txt`]: ['the GitHub token'],
        link: ['the API key']
      })
      expect(await findSecrets(work, [])).toEqual([])
    } finally {
      work.dispose()
    }
  })
})

describe('the commit tree', () => {
  it('puts back edited workflows and removes new ones, in any case', async () => {
    const { dir, ws } = repo()
    fs.writeFileSync(path.join(ws, '.github', 'workflows', 'ci.yml'), 'on: pwn\n')
    fs.writeFileSync(path.join(ws, '.github', 'workflows', 'new.yml'), 'on: push\n')
    fs.mkdirSync(path.join(ws, '.GitHub', 'Workflows'), { recursive: true })
    fs.writeFileSync(path.join(ws, '.GitHub', 'Workflows', 'x.yml'), 'on: push\n')
    fs.writeFileSync(path.join(ws, 'a.txt'), 'b\n')
    const work = await workOf(ws, dir)
    try {
      const out = workflowChanges(work).map((c) => c.path)
      expect(out.sort()).toEqual([
        '.GitHub/Workflows/x.yml',
        '.github/workflows/ci.yml',
        '.github/workflows/new.yml'
      ])
      const tree = commitTree(work, work.tree ?? '', workflowChanges(work))
      expect(git(ws, 'ls-tree', '-r', '--name-only', tree).split('\n')).toEqual([
        '.github/workflows/ci.yml',
        'a.txt',
        'run.sh'
      ])
      expect(git(ws, 'cat-file', '-p', `${tree}:.github/workflows/ci.yml`)).toBe('on: push')
      expect(git(ws, 'cat-file', '-p', `${tree}:a.txt`)).toBe('b')
    } finally {
      work.dispose()
    }
  })
})

describe('the commit tree, continued', () => {
  it('puts the workflows folder back when a link stands in for it', async () => {
    const { dir, ws } = repo()
    fs.rmSync(path.join(ws, '.github', 'workflows'), { recursive: true })
    fs.mkdirSync(path.join(ws, 'evil'))
    fs.writeFileSync(path.join(ws, 'evil', 'x.yml'), 'on: push\n')
    fs.symlinkSync('../evil', path.join(ws, '.github', 'workflows'))
    const work = await workOf(ws, dir)
    try {
      expect(workflowChanges(work).map((c) => c.path)).toEqual([
        '.github/workflows',
        '.github/workflows/ci.yml'
      ])
      const tree = commitTree(work, work.tree ?? '', workflowChanges(work))
      expect(git(ws, 'ls-tree', '-r', tree).split('\n')).toEqual([
        expect.stringMatching(/^100644 blob [0-9a-f]+\t\.github\/workflows\/ci\.yml$/),
        expect.stringMatching(/\ta\.txt$/),
        expect.stringMatching(/\tevil\/x\.yml$/),
        expect.stringMatching(/\trun\.sh$/)
      ])
    } finally {
      work.dispose()
    }
  })
})

describe('the commit message', () => {
  const ctx = (o: Partial<LandContext>): LandContext =>
    ({
      settings: { push: true, openPr: false, commitMessage: '', branchPrefix: 'c/' },
      prompt: 'p',
      finalMessage: '',
      ...o
    }) as LandContext

  it('gains no line, trailer, mention or reference from the prompt, the message or the id', () => {
    const message = commitMessage(
      ctx({
        prompt: 'Fix it\u2028Co-authored-by: Evil <evil@example.com>\rmore @octocat #3',
        finalMessage:
          'Done.\n\nCo-authored-by: Evil <evil@example.com>\nSigned-off-by: E <e@x.y>\n\u202eFixes #12 see https://evil.example',
        sessionId: 'x\nCo-authored-by: Evil <evil@example.com>'
      })
    )
    const lines = message.split('\n')
    expect(lines[0]).toBe('Fix it')
    expect(lines.filter((l) => /^\S+:/.test(l))).toEqual([])
    expect(message).not.toMatch(/@octocat|evil@example|#12|https:\/\/|\u202e/)
    // git finds no trailer in it.
    const trailers = execFileSync('git', ['interpret-trailers', '--parse'], {
      input: message,
      encoding: 'utf8'
    })
    expect(trailers).toBe('')
  })

  it('keeps a valid session id as its only trailer', () => {
    expect(commitMessage(ctx({ finalMessage: 'Done.', sessionId: 'a1-b2' }))).toBe(
      'p\n\n    Done.\n\nCursor-Session-Id: a1-b2\n'
    )
  })
})
