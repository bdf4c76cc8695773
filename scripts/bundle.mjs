// Builds dist/ from an empty folder: the action (dist/index.js), the offline report
// (dist/report/), the post step (dist/post/) and the publish action (dist/publish/), four ncc
// builds run side by side. Each type-checks
// src/ alone (src/tsconfig.json; the tests are type-checked by `npm run typecheck`), and their
// output is printed whole, one build after the other, once each has ended.
//
// dist/built-from.json records a digest of what the builds read (src/, package.json, the
// lockfile, the tsconfigs, this script) and of every file they wrote. With --if-stale (`npm test`'s pretest) a
// dist/ that matches both is not built again: the tests then run exactly what a build would
// make, and a fresh clone, whose committed dist/ was built from its own sources, starts its tests
// a minute sooner. `npm run bundle` and CI's stale check always build.
// Usage: node scripts/bundle.mjs [--if-stale | --check]   (npm run bundle)
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
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

const dist = path.join(root, 'dist')
const stampFile = path.join(dist, 'built-from.json')

/** Every file under `dir`, as sorted paths relative to `base`. */
function files(dir, base = dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)))
    .sort()
}

const digest = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

/** One digest of the sources and settings the builds read. */
function inputsDigest() {
  const read = [
    ...files(path.join(root, 'src'), root),
    // package.json's "type" decides ESM or CommonJS; the lockfile pins what is bundled.
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'scripts/bundle.mjs'
  ]
  const h = createHash('sha256')
  for (const f of read) h.update(`${f}\0${digest(path.join(root, f))}\0`)
  return h.digest('hex')
}

/** The digest of each file in dist/ but the stamp. */
function outputs() {
  const made = files(dist).filter((f) => f !== 'built-from.json')
  return Object.fromEntries(made.map((f) => [f, digest(path.join(dist, f))]))
}

/** Whether dist/ was built from the sources as they are now and no file of it changed since. */
function upToDate() {
  let stamp
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'))
  } catch {
    return false
  }
  return (
    stamp?.inputs === inputsDigest() && JSON.stringify(stamp.files) === JSON.stringify(outputs())
  )
}

// --check: only say (exit 0: up to date, 1: a build is needed), build nothing.
if (process.argv.includes('--check')) process.exit(upToDate() ? 0 : 1)
if (process.argv.includes('--if-stale') && upToDate()) {
  process.stdout.write('dist/ was built from these sources and is unchanged: not rebuilt\n')
  process.exit(0)
}

fs.rmSync(dist, { recursive: true, force: true })

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
if (!failed)
  fs.writeFileSync(
    stampFile,
    JSON.stringify({ inputs: inputsDigest(), files: outputs() }, null, 2) + '\n'
  )
process.exitCode = failed ? 1 : 0
