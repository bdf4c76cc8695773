// `npm run demo`: runs the bundled action the way a runner does (INPUT_* variables, GITHUB_OUTPUT
// and GITHUB_STEP_SUMMARY files) against the project's fake CLI replaying examples/demo.ndjson.
// No key, no network. Prints the log, then the outputs, then where the summary was kept
// (tmp/demo-summary.md); the run's own folder (RUNNER_TEMP) is removed at the end.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cursor-agent-demo-'))
const workspace = path.join(dir, 'workspace')
fs.mkdirSync(workspace)
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
  FAKE_CURSOR_STREAM: path.join(root, 'examples', 'demo.ndjson'),
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
// The run's folder (transcript, manifest, patch) goes; the summary is kept in tmp/ (ignored by git).
const kept = path.join(root, 'tmp', 'demo-summary.md')
fs.mkdirSync(path.dirname(kept), { recursive: true })
fs.copyFileSync(summaryFile, kept)
fs.rmSync(dir, { recursive: true, force: true })
console.log(`\nThe run's folder ${dir} (transcript, manifest) was removed.`)
console.log(`Job summary (markdown) kept at ${path.relative(process.cwd(), kept)}`)
console.log(`Render it with: npm run render -- ${path.relative(process.cwd(), kept)}`)
process.exit(run.status ?? 1)
