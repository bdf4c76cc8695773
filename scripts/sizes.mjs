// Maintainer check: the size of the house. Prints each folder of src/ (files, lines), the largest
// files and functions, and main.ts's lines; fails (exit 1) when a function of src/ is longer than
// FUNCTION_LIMIT lines or a folder holds more than FOLDER_LIMIT files, the limits the code keeps
// (docs/architecture.md, "How the code is laid out"): a long function hides its steps, and a
// crowded folder hides which files belong together.
// Usage: node scripts/sizes.mjs [--top N]
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const FUNCTION_LIMIT = 80
const FOLDER_LIMIT = 20
const root = path.resolve(import.meta.dirname, '..')
const src = path.join(root, 'src')
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 10

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return walk(p)
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : []
  })

const files = walk(src).map((f) => {
  const text = fs.readFileSync(f, 'utf8')
  return { file: path.relative(root, f), text, lines: text.split('\n').length - 1 }
})

/** Every named function, method and arrow of a file, with its length in lines. */
function functionsOf({ file, text }) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = []
  const visit = (n) => {
    let name
    if (ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) name = n.name?.getText()
    else if (ts.isConstructorDeclaration(n)) name = 'constructor'
    else if (
      (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) &&
      ts.isVariableDeclaration(n.parent)
    )
      name = n.parent.name.getText()
    if (name !== undefined && n.body !== undefined) {
      const from = sf.getLineAndCharacterOfPosition(n.getStart()).line
      const to = sf.getLineAndCharacterOfPosition(n.end).line
      found.push({ where: `${file}:${from + 1}`, name, lines: to - from + 1 })
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return found
}

const folders = new Map()
for (const f of files) {
  const dir = path.dirname(f.file)
  const entry = folders.get(dir) ?? { files: 0, lines: 0 }
  folders.set(dir, { files: entry.files + 1, lines: entry.lines + f.lines })
}
const functions = files.flatMap(functionsOf).sort((a, b) => b.lines - a.lines)
const total = files.reduce((n, f) => n + f.lines, 0)

console.log(`src/: ${files.length} modules, ${total} lines`)
console.log('\nfolders (files, lines):')
for (const [dir, s] of [...folders].sort((a, b) => a[0].localeCompare(b[0])))
  console.log(`  ${dir.padEnd(28)} ${String(s.files).padStart(3)} ${String(s.lines).padStart(6)}`)
console.log(`\nlargest files:`)
for (const f of [...files].sort((a, b) => b.lines - a.lines).slice(0, top))
  console.log(`  ${String(f.lines).padStart(5)} ${f.file}`)
console.log(`\nlongest functions:`)
for (const f of functions.slice(0, top))
  console.log(`  ${String(f.lines).padStart(5)} ${f.name} (${f.where})`)
const main = files.find((f) => f.file === path.join('src', 'main.ts'))
console.log(`\nsrc/main.ts: ${main?.lines ?? 0} lines`)

const problems = [
  ...functions
    .filter((f) => f.lines > FUNCTION_LIMIT)
    .map((f) => `${f.where}: ${f.name} is ${f.lines} lines (at most ${FUNCTION_LIMIT})`),
  ...[...folders]
    .filter(([, s]) => s.files > FOLDER_LIMIT)
    .map(([dir, s]) => `${dir}: ${s.files} files (at most ${FOLDER_LIMIT}); split it by subject`)
]
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`)
  process.exitCode = 1
}
