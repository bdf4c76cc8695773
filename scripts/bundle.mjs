// Builds dist/ from an empty folder: the action (dist/index.js), the offline report
// (dist/report/), the post step (dist/post/) and the publish action (dist/publish/), four ncc
// builds run side by side. Each type-checks
// src/ alone (src/tsconfig.json; the tests are type-checked by `npm run typecheck`), and their
// output is printed whole, one build after the other, once each has ended.
// Usage: node scripts/bundle.mjs   (npm run bundle)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ncc = path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
const builds = [
  ['src/index.ts', '-o', 'dist', '--license', 'licenses.txt'],
  ['src/offline.ts', '-o', 'dist/report'],
  ['src/post-index.ts', '-o', 'dist/post'],
  ['src/publish-index.ts', '-o', 'dist/publish']
]

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true })

const ended = await Promise.all(
  builds.map(
    (args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [ncc, 'build', ...args], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe']
        })
        const out = []
        child.stdout.on('data', (c) => out.push(c))
        child.stderr.on('data', (c) => out.push(c))
        child.on('close', (code, signal) =>
          resolve({ args, code, signal, out: Buffer.concat(out) })
        )
      })
  )
)
let failed = false
for (const b of ended) {
  process.stdout.write(`ncc build ${b.args.join(' ')}\n`)
  process.stdout.write(b.out)
  if (b.code !== 0) {
    failed = true
    process.stderr.write(`ncc build ${b.args[0]} failed (${b.signal ?? `exit code ${b.code}`})\n`)
  }
}
process.exitCode = failed ? 1 : 0
