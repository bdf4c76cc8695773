// `npm run demo`: runs the bundled action the way a runner does (INPUT_* variables, GITHUB_OUTPUT
// and GITHUB_STEP_SUMMARY files) against the project's fake CLI replaying examples/demo.ndjson.
// No key, no network. The workspace is a git repository holding the demo's project (calc.py with
// its bug, and its test), and the fake CLI writes the files the stream's edits name, so the run
// ends with real changes: the summary shows the changed files and the `patch` output, as on a
// runner. Prints the log, then the outputs, then where the summary and the patch were kept
// (tmp/demo-summary.md, tmp/demo.patch); the run's own folder (RUNNER_TEMP) is removed at the end.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cursor-agent-demo-'))
const workspace = path.join(dir, 'workspace')
fs.mkdirSync(workspace)
const repository = makeRepository(workspace)
const outputFile = path.join(dir, 'output.txt')
const summaryFile = path.join(dir, 'summary.md')
fs.writeFileSync(outputFile, '')
fs.writeFileSync(summaryFile, '')

const env = {
  ...process.env,
  PATH: `${path.join(root, 'fake')}${path.delimiter}${process.env.PATH ?? ''}`,
  INPUT_PROMPT: 'Fix the failing test in calc.py and add a regression test.',
  INPUT_INSTALL: 'false',
  GITHUB_OUTPUT: outputFile,
  GITHUB_STEP_SUMMARY: summaryFile,
  GITHUB_WORKSPACE: workspace,
  RUNNER_TEMP: dir,
  FAKE_CURSOR_STREAM: writingStream(path.join(root, 'examples', 'demo.ndjson'), dir),
  FAKE_CURSOR_DELAY_MS: '40'
}
delete env.CURSOR_API_KEY

console.log('--- action log ---')
const run = spawnSync(process.execPath, [path.join(root, 'dist', 'index.js')], {
  env,
  stdio: 'inherit'
})

// Outputs are written as name<<delimiter ... delimiter blocks.
const outputs = {}
const lines = fs.readFileSync(outputFile, 'utf8').split('\n')
for (let i = 0; i < lines.length; i++) {
  const m = /^([^<]+)<<(.+)$/.exec(lines[i])
  if (!m) continue
  const body = []
  while (++i < lines.length && lines[i] !== m[2]) body.push(lines[i])
  outputs[m[1]] = body.join('\n')
}
console.log('\n--- outputs ---')
for (const [name, value] of Object.entries(outputs)) {
  const shown =
    value.length > 120 ? value.slice(0, 117).replace(/\n/g, ' ') + '...' : value.replace(/\n/g, ' ')
  console.log(`${name.padEnd(18)} ${shown}`)
}
// The run's folder (transcript, manifest, patch) goes; the summary and the patch are kept in tmp/
// (ignored by git).
const kept = path.join(root, 'tmp', 'demo-summary.md')
fs.mkdirSync(path.dirname(kept), { recursive: true })
fs.copyFileSync(summaryFile, kept)
const keptPatch = path.join(root, 'tmp', 'demo.patch')
fs.rmSync(keptPatch, { force: true })
if (outputs.patch) fs.copyFileSync(outputs.patch, keptPatch)
fs.rmSync(dir, { recursive: true, force: true })
console.log(`\nThe run's folder ${dir} (transcript, manifest, patch) was removed.`)
if (!repository) console.log('git was not found: the workspace was a plain folder, so no patch.')
console.log(`Job summary (markdown) kept at ${path.relative(process.cwd(), kept)}`)
if (outputs.patch) console.log(`The patch kept at ${path.relative(process.cwd(), keptPatch)}`)
console.log(`Render it with: npm run render -- ${path.relative(process.cwd(), kept)}`)
process.exitCode = run.status ?? 1

/**
 * The demo's project as a git repository with one commit: calc.py with the bug the stream fixes,
 * and its test. git runs without the user's or the system's config, with an identity of its own.
 * False (a plain folder) when git is not installed.
 */
function makeRepository(dir) {
  fs.writeFileSync(path.join(dir, 'calc.py'), 'def add(a, b):\n    return a - b\n')
  fs.mkdirSync(path.join(dir, 'tests'))
  fs.writeFileSync(
    path.join(dir, 'tests', 'test_calc.py'),
    'from calc import add\n\ndef test_add():\n    assert add(2, 2) == 4\n'
  )
  const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
  const git = (...args) =>
    spawnSync('git', ['-c', 'user.name=demo', '-c', 'user.email=demo@example.com', ...args], {
      cwd: dir,
      env: gitEnv,
      stdio: 'ignore'
    }).status === 0
  return (
    git('init', '-q', '-b', 'main') && git('add', '-A') && git('commit', '-qm', 'The demo project')
  )
}

/**
 * examples/demo.ndjson with a `@fake write` before each completed edit, so the fake CLI writes
 * what the edit says (`streamContent`), in the workspace, as the real agent would.
 */
function writingStream(source, dir) {
  const out = []
  // The edits name absolute paths in the recorded run's directory (the init event's cwd).
  let recordedRoot = ''
  for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
    if (line.trim() === '') continue
    const event = JSON.parse(line)
    if (event.type === 'system' && event.subtype === 'init') recordedRoot = event.cwd
    const edit = event.tool_call?.editToolCall
    if (event.type === 'tool_call' && event.subtype === 'completed' && edit !== undefined) {
      const file = path.isAbsolute(edit.args.path)
        ? path.relative(recordedRoot, edit.args.path)
        : edit.args.path
      out.push(`@fake write ${file} ${Buffer.from(edit.args.streamContent).toString('base64')}`)
    }
    out.push(line)
  }
  const file = path.join(dir, 'demo-run.ndjson')
  fs.writeFileSync(file, out.join('\n') + '\n')
  return file
}
